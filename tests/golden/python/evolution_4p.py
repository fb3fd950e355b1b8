# <rulerun evolution.rules: play_turn #0 7649aa72>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond0(_t0))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_vars[2] = (not _st_zones[0])
    if _memo8: _memo8.clear()
    if _st_vars[2]:
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), ['Turn ', _plain2(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef3(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), ['Turn ', _plain2(_st_vars[0]), ': ', _PlayerRef3(_st_vars[1]), ' is the first player; ', _plain2(len(_st_zones[0])), ' cards in the deck']))

# <rulerun evolution.rules: play_turn #1 a0b637d1>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k5)
    _st_vars[3] = ((_roll6(st, 1, 6) + 2) if (4 == 2) else (_roll6(st, 2, 6) if (4 == 3) else ((_roll6(st, 2, 6) + 2) if (4 == 4) else ((_roll6(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll6(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll6(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll6(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
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

# <rulerun evolution.rules: play_turn #4 c29fca8b>
def _loop(st):
    for _t26 in (_k26 or ()):
        if (st.vars[7 + _t26] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 9b26563e>
def _loop(st, _t36):
    _st_cvars = st.cvars
    _t38 = 0
    for _t37 in st.zones[(9 + st.model.zone_instances[st.loc[_t36]][1])]:
        if (_st_cvars[84 + _t37] == _t36):
            _t38 += (1 if ((_st_cvars[_t37] == 'carnivorous') or (_st_cvars[_t37] == 'high_body_weight')) else (2 if (_st_cvars[_t37] == 'parasite') else 0))
    return _t38

# <rulerun evolution.rules: extinction_and_new_cards #6 b86e9dd5>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t45 = []
    for _t44 in st.zones[(9 + st.model.zone_instances[st.loc[_i5l0]][1])]:
        if ((_st_cvars[84 + _t44] == _i5l0) or (_st_cvars[168 + _t44] == _i5l0)):
            _t45.append(_t44)
    return _t45

# <rulerun evolution.rules: extinction_and_new_cards #7 4149fd94>
def _loop(st):
    for _t59 in (_k47 or ()):
        if (st.vars[7 + _t59] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 e82c602f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k32)
    _t35 = (list(_chain33(map(_st_zones.__getitem__, _k34))) or ())
    st.budget -= len(_t35)
    if st.budget < 0: _spent35(st)
    _t34 = []
    for _t36 in _t35:
        if ((not ((_st_cvars[924 + _t36] == _st_vars[0]) or (_st_cvars[504 + _t36] >= (_memo6[_t36] if _t36 in _memo6 else _memo6.setdefault(_t36, (1 + _a36(st, _t36))))))) or _st_cvars[588 + _t36]):
            _t34.append(_t36)
    L[0] = _t34
    _t40 = (L[0] or [])
    st.budget -= len(_t40)
    if st.budget < 0: _spent35(st)
    for _t39 in _t40:
        L[3] = _t39
        if _st_cvars[588 + _t39]:
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(st.model.zone_instances[_st_loc[_t39]][1]), "'s animal ", _plain39(_st_cvars[420 + _t39]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(st.model.zone_instances[_st_loc[_t39]][1]), "'s animal ", _plain39(_st_cvars[420 + _t39]), ' starves']))
    _t42 = (L[0] or [])
    st.budget -= len(_t42)
    if st.budget < 0: _spent35(st)
    for _t41 in _t42:
        L[6] = _t41
        _i5l0 = _t41
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t46 = (_a41(st, _i5l0) or [])
        st.budget -= len(_t46)
        if st.budget < 0: _spent35(st)
        for _t43 in _t46:
            _i5[4] = _t43
            _i6l0 = _t43
            _i6 = [_i6l0, None]
            _i6[1] = st.model.zone_instances[_st_loc[_i6l0]][1]
            _st_cvars[252 + _i6l0] = False
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            _st_cvars[84 + _i6l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _i6l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _st_cvars[_i6l0] = 'no_trait'
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t47 = _i6l0
            _t48 = (13 + _i6[1])
            if type(_t47) is int and _st_log is None:
                _t49 = _st_zones[(_t50 := _st_loc[_t47])]
                if _t49[-1] == _t47: _t49.pop()
                else: _t49.remove(_t47)
                _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
                _t51 = _leaving43[_t50]
                if _memo12 and _t51 & 4096: _memo12.clear()
            elif _t47 is not None:
                _move_cards42(st, _t47, _t48, False)
                if _memo12: _memo12.clear()
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
        _st_cvars[504 + _i5l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i5l0] = False
        _t52 = _i5l0
        _t53 = (13 + _i5[1])
        if type(_t52) is int and _st_log is None:
            _t54 = _st_zones[(_t55 := _st_loc[_t52])]
            if _t54[-1] == _t52: _t54.pop()
            else: _t54.remove(_t52)
            _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
            _t56 = _leaving44[_t55]
            if _memo12 and _t56 & 4096: _memo12.clear()
        elif _t52 is not None:
            _move_cards42(st, _t52, _t53, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t57 in (_k45 or []):
            _i7[2] = _t57
            _st_vars[7 + _t57] = (6 if ((not _st_zones[(5 + _t57)]) and (not _st_zones[(1 + _t57)])) else (1 + len(_st_zones[(5 + _t57)])))
        for _t58 in (_o46[_st_vars[1]] or []):
            _i7[5] = _t58
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), ['Cards owed to ', _PlayerRef38(_t58), ': ', _plain39(_st_vars[7 + _t58])]))
        while ((not not _st_zones[0]) and _a48(st)):
            st.budget -= 1
            if st.budget < 0: _spent35(st)
            for _t61 in (_o49[_st_vars[1]] or []):
                _i7[8] = _t61
                if not (((_st_vars[7 + _t61] > 0) and (not not _st_zones[0]))): continue
                _t64 = _st_zones[0]
                _t63 = (1 + _t61)
                if _st_log is None and _t64:
                    _t62 = _t64.pop(); _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                elif _t64:
                    _move_cards42(st, _t64[-1], _t63, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
                if _memo7: _memo7.clear()
                if _memo8: _memo8.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
                if _memo11: _memo11.clear()
                if _memo13: _memo13.clear()
                if _memo14: _memo14.clear()
                _st_vars[7 + _t61] = (_t65 if -1000000000000000000 <= (_t65 := _st_vars[7 + _t61] - 1) <= 1000000000000000000 else _beyond50(_t65))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), ['The deck has run out: the next turn is the last']))
    for _t66 in (list(_chain51(map(_st_zones.__getitem__, _k52))) or []):
        L[9] = _t66
        _st_cvars[504 + _t66] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #9 77575b55>
def _native(st, L):
    _st_vars = st.vars
    if _p54(st, _k53[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 f9f5e151>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text57(_audience55(st), [_PlayerRef56(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long58(L[0])

# <rulerun evolution.rules: development #12 88f4426d>
def _native(st, L):
    L[0] = _joined59(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 ba9cdf82>
def _loop(st, _t76):
    _st_cvars = st.cvars
    for _t78 in st.zones[(9 + st.model.zone_instances[st.loc[_t76]][1])]:
        if ((_st_cvars[84 + _t78] == _t76) and (_st_cvars[_t78] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 da9ef489>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t75 = (list(_chain73(map(st.zones.__getitem__, _k74))) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent75(st)
    for _t76 in _t75:
        if ((st.model.zone_instances[_st_loc[_t76]][1] != _l0) and (not (_memo7[(_t76, 'parasite',)] if (_t76, 'parasite',) in _memo7 else _memo7.setdefault((_t76, 'parasite',), _a76(st, _t76))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 6fae5438>
def _loop(st, _t74, _t82, _t86):
    _st_cvars = st.cvars
    for _t87 in st.zones[(9 + st.model.zone_instances[st.loc[_t82]][1])]:
        if ((_st_cvars[_t87] == _t74) and (((_st_cvars[84 + _t87] == _t82) and (_st_cvars[168 + _t87] == _t86)) or ((_st_cvars[84 + _t87] == _t86) and (_st_cvars[168 + _t87] == _t82)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 673b0a4f>
def _loop(st, L, _t74):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t81 = _st_zones[(5 + _l0)]
    st.budget -= len(_t81)
    if st.budget < 0: _spent78(st)
    for _t82 in _t81:
        _t85 = _st_zones[(5 + _l0)]
        st.budget -= len(_t85)
        if st.budget < 0: _spent78(st)
        _t84 = False
        for _t86 in _t85:
            if (_memo9[(_t82, _t86, _t74,)] if (_t82, _t86, _t74,) in _memo9 else _memo9.setdefault((_t82, _t86, _t74,), ((_t82 != _t86) and (not _a79(st, _t74, _t82, _t86))))):
                _t84 = True
                break
        if _t84:
            return True
    return False

# <rulerun evolution.rules: play_card #18 36c59f9e>
def _loop(st, _t74, _t90):
    _st_cvars = st.cvars
    for _t92 in st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]:
        if ((_st_cvars[84 + _t92] == _t90) and (_st_cvars[_t92] == _t74)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 d54426b4>
def _loop(st, _t90):
    _st_cvars = st.cvars
    for _t94 in st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]:
        if ((_st_cvars[84 + _t94] == _t90) and (_st_cvars[_t94] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 9f6eec6d>
def _loop(st, _t90):
    _st_cvars = st.cvars
    for _t96 in st.zones[(9 + st.model.zone_instances[st.loc[_t90]][1])]:
        if ((_st_cvars[84 + _t96] == _t90) and (_st_cvars[_t96] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 6f5217eb>
def _loop(st, L, _t74):
    _memo7 = st.memos[7]
    _t89 = st.zones[(5 + L[0])]
    st.budget -= len(_t89)
    if st.budget < 0: _spent81(st)
    for _t90 in _t89:
        if ((((_t74 == 'fat_tissue') or (not (_memo7[(_t90, _t74,)] if (_t90, _t74,) in _memo7 else _memo7.setdefault((_t90, _t74,), _a82(st, _t74, _t90))))) and (not ((_t74 == 'scavenger') and (_memo7[(_t90, 'carnivorous',)] if (_t90, 'carnivorous',) in _memo7 else _memo7.setdefault((_t90, 'carnivorous',), _a83(st, _t90)))))) and (not ((_t74 == 'carnivorous') and (_memo7[(_t90, 'scavenger',)] if (_t90, 'scavenger',) in _memo7 else _memo7.setdefault((_t90, 'scavenger',), _a84(st, _t90)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 48cd3216>
def _loop(st, _t108):
    _st_cvars = st.cvars
    for _t110 in st.zones[(9 + st.model.zone_instances[st.loc[_t108]][1])]:
        if ((_st_cvars[84 + _t110] == _t108) and (_st_cvars[_t110] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 02f42909>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t107 = (list(_chain97(map(st.zones.__getitem__, _k98))) or ())
    st.budget -= len(_t107)
    if st.budget < 0: _spent99(st)
    _t109 = []
    for _t108 in _t107:
        if ((st.model.zone_instances[_st_loc[_t108]][1] != _l0) and (not (_memo7[(_t108, 'parasite',)] if (_t108, 'parasite',) in _memo7 else _memo7.setdefault((_t108, 'parasite',), _a100(st, _t108))))):
            _t109.append(_t108)
    return _t109

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 b0b86843>
def _loop(st, L):
    _st_cvars = st.cvars
    _t113 = []
    for _t112 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t112] == L[4]) or (_st_cvars[168 + _t112] == L[4])):
            _t113.append(_st_cvars[_t112])
    return _t113

# <rulerun evolution.rules: play_card #27 de298779>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = []
    for _t114 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t114] == L[4]) or (_st_cvars[168 + _t114] == L[4])):
            _t115.append(_t114)
    return _t115

# <rulerun evolution.rules: play_card #28 561c2ade>
def _loop(st, L):
    _st_cvars = st.cvars
    _t117 = 0
    for _t116 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t116] == L[4]):
            _t117 += (1 if ((_st_cvars[_t116] == 'carnivorous') or (_st_cvars[_t116] == 'high_body_weight')) else (2 if (_st_cvars[_t116] == 'parasite') else 0))
    return _t117

# <rulerun evolution.rules: play_card #29 86d81c79>
def _loop(st, L):
    _st_cvars = st.cvars
    _t119 = 0
    for _t118 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t118] == L[4]) and (_st_cvars[_t118] == 'fat_tissue')) and _st_cvars[252 + _t118]):
            _t119 += 1
    return _t119

# <rulerun evolution.rules: play_card #30 bc8ff1a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t121 = 0
    for _t120 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t120] == L[4]) and (_st_cvars[_t120] == 'fat_tissue')):
            _t121 += 1
    return _t121

# <rulerun evolution.rules: play_card #31 22b08e27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t123 = 0
    for _t122 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t122] == L[4]) and (_st_cvars[_t122] == 'fat_tissue')):
            _t123 += 1
    return _t123

# <rulerun evolution.rules: play_card #32 1b172984>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain102(_text103(((((('animal ' + _plain102(_st_cvars[420 + L[4]]) + ' of ' + _player_text104(st.model.zone_instances[st.loc[L[4]]][1])) + (_text103(' ' + _plain102(_a105(st, L))) if (not not (_a106(st, L) or ())) else '')) + (' food ' + _plain102(_st_cvars[504 + L[4]]) + '/' + _plain102((1 + _a107(st, L))))) + ((' fat ' + _plain102(_a108(st, L)) + '/' + _plain102(_a109(st, L))) if (_a110(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 4b06c8f8>
def _loop(st, L, _t132, _t136):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t137 in st.zones[(9 + st.model.zone_instances[st.loc[_t132]][1])]:
        if ((_st_cvars[_t137] == _l3) and (((_st_cvars[84 + _t137] == _t132) and (_st_cvars[168 + _t137] == _t136)) or ((_st_cvars[84 + _t137] == _t136) and (_st_cvars[168 + _t137] == _t132)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 f1bcf377>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t131 = _st_zones[(5 + _l0)]
    st.budget -= len(_t131)
    if st.budget < 0: _spent113(st)
    _t133 = []
    for _t132 in _t131:
        _t135 = _st_zones[(5 + _l0)]
        st.budget -= len(_t135)
        if st.budget < 0: _spent113(st)
        _t134 = False
        for _t136 in _t135:
            if (_memo9[(_t132, _t136, _l3,)] if (_t132, _t136, _l3,) in _memo9 else _memo9.setdefault((_t132, _t136, _l3,), ((_t132 != _t136) and (not _a114(st, L, _t132, _t136))))):
                _t134 = True
                break
        if _t134:
            _t133.append(_t132)
    return _t133

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 dcff86a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t140 = []
    for _t139 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t139] == L[5]) or (_st_cvars[168 + _t139] == L[5])):
            _t140.append(_st_cvars[_t139])
    return _t140

# <rulerun evolution.rules: play_card #37 c181d38f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t142 = []
    for _t141 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t141] == L[5]) or (_st_cvars[168 + _t141] == L[5])):
            _t142.append(_t141)
    return _t142

# <rulerun evolution.rules: play_card #38 32b40fbf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t144 = 0
    for _t143 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t143] == L[5]):
            _t144 += (1 if ((_st_cvars[_t143] == 'carnivorous') or (_st_cvars[_t143] == 'high_body_weight')) else (2 if (_st_cvars[_t143] == 'parasite') else 0))
    return _t144

# <rulerun evolution.rules: play_card #39 2e2ada7d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t146 = 0
    for _t145 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t145] == L[5]) and (_st_cvars[_t145] == 'fat_tissue')) and _st_cvars[252 + _t145]):
            _t146 += 1
    return _t146

# <rulerun evolution.rules: play_card #40 8547c879>
def _loop(st, L):
    _st_cvars = st.cvars
    _t148 = 0
    for _t147 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t147] == L[5]) and (_st_cvars[_t147] == 'fat_tissue')):
            _t148 += 1
    return _t148

# <rulerun evolution.rules: play_card #41 7c2298cb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t150 = 0
    for _t149 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t149] == L[5]) and (_st_cvars[_t149] == 'fat_tissue')):
            _t150 += 1
    return _t150

# <rulerun evolution.rules: play_card #42 487f534e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain116(_text117(((((('animal ' + _plain116(_st_cvars[420 + L[5]]) + ' of ' + _player_text118(st.model.zone_instances[st.loc[L[5]]][1])) + (_text117(' ' + _plain116(_a119(st, L))) if (not not (_a120(st, L) or ())) else '')) + (' food ' + _plain116(_st_cvars[504 + L[5]]) + '/' + _plain116((1 + _a121(st, L))))) + ((' fat ' + _plain116(_a122(st, L)) + '/' + _plain116(_a123(st, L))) if (_a124(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 f356bdc9>
def _loop(st, L, _t156):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t158] == _l3) and (((_st_cvars[84 + _t158] == _l5) and (_st_cvars[168 + _t158] == _t156)) or ((_st_cvars[84 + _t158] == _t156) and (_st_cvars[168 + _t158] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 6aa8a1a0>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t155 = st.zones[(5 + L[0])]
    st.budget -= len(_t155)
    if st.budget < 0: _spent127(st)
    _t157 = []
    for _t156 in _t155:
        if (_memo9[(_l5, _t156, _l3,)] if (_l5, _t156, _l3,) in _memo9 else _memo9.setdefault((_l5, _t156, _l3,), ((_l5 != _t156) and (not _a128(st, L, _t156))))):
            _t157.append(_t156)
    return _t157

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 1031684f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = []
    for _t160 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t160] == L[6]) or (_st_cvars[168 + _t160] == L[6])):
            _t161.append(_st_cvars[_t160])
    return _t161

# <rulerun evolution.rules: play_card #47 dcddc0b3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t163 = []
    for _t162 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t162] == L[6]) or (_st_cvars[168 + _t162] == L[6])):
            _t163.append(_t162)
    return _t163

# <rulerun evolution.rules: play_card #48 cb418abc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = 0
    for _t164 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t164] == L[6]):
            _t165 += (1 if ((_st_cvars[_t164] == 'carnivorous') or (_st_cvars[_t164] == 'high_body_weight')) else (2 if (_st_cvars[_t164] == 'parasite') else 0))
    return _t165

# <rulerun evolution.rules: play_card #49 6961276c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = 0
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t166] == L[6]) and (_st_cvars[_t166] == 'fat_tissue')) and _st_cvars[252 + _t166]):
            _t167 += 1
    return _t167

# <rulerun evolution.rules: play_card #50 e87db82d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t168] == L[6]) and (_st_cvars[_t168] == 'fat_tissue')):
            _t169 += 1
    return _t169

# <rulerun evolution.rules: play_card #51 a594f8ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t170] == L[6]) and (_st_cvars[_t170] == 'fat_tissue')):
            _t171 += 1
    return _t171

# <rulerun evolution.rules: play_card #52 ce639a93>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain130(_text131(((((('animal ' + _plain130(_st_cvars[420 + L[6]]) + ' of ' + _player_text132(st.model.zone_instances[st.loc[L[6]]][1])) + (_text131(' ' + _plain130(_a133(st, L))) if (not not (_a134(st, L) or ())) else '')) + (' food ' + _plain130(_st_cvars[504 + L[6]]) + '/' + _plain130((1 + _a135(st, L))))) + ((' fat ' + _plain130(_a136(st, L)) + '/' + _plain130(_a137(st, L))) if (_a138(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 6a4cd744>
def _loop(st, L):
    _st_cvars = st.cvars
    _t177 = []
    for _t176 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t176] == L[7]) or (_st_cvars[168 + _t176] == L[7])):
            _t177.append(_st_cvars[_t176])
    return _t177

# <rulerun evolution.rules: play_card #55 ef809603>
def _loop(st, L):
    _st_cvars = st.cvars
    _t179 = []
    for _t178 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t178] == L[7]) or (_st_cvars[168 + _t178] == L[7])):
            _t179.append(_t178)
    return _t179

# <rulerun evolution.rules: play_card #56 0a47a450>
def _loop(st, L):
    _st_cvars = st.cvars
    _t181 = 0
    for _t180 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t180] == L[7]):
            _t181 += (1 if ((_st_cvars[_t180] == 'carnivorous') or (_st_cvars[_t180] == 'high_body_weight')) else (2 if (_st_cvars[_t180] == 'parasite') else 0))
    return _t181

# <rulerun evolution.rules: play_card #57 fedddff3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t183 = 0
    for _t182 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t182] == L[7]) and (_st_cvars[_t182] == 'fat_tissue')) and _st_cvars[252 + _t182]):
            _t183 += 1
    return _t183

# <rulerun evolution.rules: play_card #58 dc69fa54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t185 = 0
    for _t184 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t184] == L[7]) and (_st_cvars[_t184] == 'fat_tissue')):
            _t185 += 1
    return _t185

# <rulerun evolution.rules: play_card #59 fe926145>
def _loop(st, L):
    _st_cvars = st.cvars
    _t187 = 0
    for _t186 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t186] == L[7]) and (_st_cvars[_t186] == 'fat_tissue')):
            _t187 += 1
    return _t187

# <rulerun evolution.rules: play_card #60 46c8530f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain141(_text142(((((('animal ' + _plain141(_st_cvars[420 + L[7]]) + ' of ' + _player_text143(st.model.zone_instances[st.loc[L[7]]][1])) + (_text142(' ' + _plain141(_a144(st, L))) if (not not (_a145(st, L) or ())) else '')) + (' food ' + _plain141(_st_cvars[504 + L[7]]) + '/' + _plain141((1 + _a146(st, L))))) + ((' fat ' + _plain141(_a147(st, L)) + '/' + _plain141(_a148(st, L))) if (_a149(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 8a0877a8>
def _loop(st, L, _t199):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t201 in st.zones[(9 + st.model.zone_instances[st.loc[_t199]][1])]:
        if ((_st_cvars[84 + _t201] == _t199) and (_st_cvars[_t201] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 0240ffb9>
def _loop(st, _t199):
    _st_cvars = st.cvars
    for _t203 in st.zones[(9 + st.model.zone_instances[st.loc[_t199]][1])]:
        if ((_st_cvars[84 + _t203] == _t199) and (_st_cvars[_t203] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 427d2e30>
def _loop(st, _t199):
    _st_cvars = st.cvars
    for _t205 in st.zones[(9 + st.model.zone_instances[st.loc[_t199]][1])]:
        if ((_st_cvars[84 + _t205] == _t199) and (_st_cvars[_t205] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 b6c03ec6>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t198 = st.zones[(5 + L[0])]
    st.budget -= len(_t198)
    if st.budget < 0: _spent152(st)
    _t200 = []
    for _t199 in _t198:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t199, _l3,)] if (_t199, _l3,) in _memo7 else _memo7.setdefault((_t199, _l3,), _a153(st, L, _t199))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t199, 'carnivorous',)] if (_t199, 'carnivorous',) in _memo7 else _memo7.setdefault((_t199, 'carnivorous',), _a154(st, _t199)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t199, 'scavenger',)] if (_t199, 'scavenger',) in _memo7 else _memo7.setdefault((_t199, 'scavenger',), _a155(st, _t199)))))):
            _t200.append(_t199)
    return _t200

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 86443988>
def _loop(st, L):
    _st_cvars = st.cvars
    _t208 = []
    for _t207 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t207] == L[8]) or (_st_cvars[168 + _t207] == L[8])):
            _t208.append(_st_cvars[_t207])
    return _t208

# <rulerun evolution.rules: play_card #67 d25424bd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t210 = []
    for _t209 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t209] == L[8]) or (_st_cvars[168 + _t209] == L[8])):
            _t210.append(_t209)
    return _t210

# <rulerun evolution.rules: play_card #68 87b187da>
def _loop(st, L):
    _st_cvars = st.cvars
    _t212 = 0
    for _t211 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t211] == L[8]):
            _t212 += (1 if ((_st_cvars[_t211] == 'carnivorous') or (_st_cvars[_t211] == 'high_body_weight')) else (2 if (_st_cvars[_t211] == 'parasite') else 0))
    return _t212

# <rulerun evolution.rules: play_card #69 6ba5e230>
def _loop(st, L):
    _st_cvars = st.cvars
    _t214 = 0
    for _t213 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t213] == L[8]) and (_st_cvars[_t213] == 'fat_tissue')) and _st_cvars[252 + _t213]):
            _t214 += 1
    return _t214

# <rulerun evolution.rules: play_card #70 e7f0ea0e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t216 = 0
    for _t215 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t215] == L[8]) and (_st_cvars[_t215] == 'fat_tissue')):
            _t216 += 1
    return _t216

# <rulerun evolution.rules: play_card #71 42c70ae7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t218 = 0
    for _t217 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t217] == L[8]) and (_st_cvars[_t217] == 'fat_tissue')):
            _t218 += 1
    return _t218

# <rulerun evolution.rules: play_card #72 10cc68f3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain157(_text158(((((('animal ' + _plain157(_st_cvars[420 + L[8]]) + ' of ' + _player_text159(st.model.zone_instances[st.loc[L[8]]][1])) + (_text158(' ' + _plain157(_a160(st, L))) if (not not (_a161(st, L) or ())) else '')) + (' food ' + _plain157(_st_cvars[504 + L[8]]) + '/' + _plain157((1 + _a162(st, L))))) + ((' fat ' + _plain157(_a163(st, L)) + '/' + _plain157(_a164(st, L))) if (_a165(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 3eb36153>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    _t73 = ([_c70[_l1], _c71[_l1]] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent72(st)
    _t80 = _NOT_YET
    _t72 = []
    for _t74 in _t73:
        if ((_t74 != 'no_trait') and (_memo11[(_l0, _t74,)] if (_l0, _t74,) in _memo11 else _memo11.setdefault((_l0, _t74,), ((_t80 if _t80 is not _NOT_YET else (_t80 := _a77(st, L))) if (_t74 == 'parasite') else (_a80(st, L, _t74) if (((_t74 == 'symbiosis') or (_t74 == 'communication')) or (_t74 == 'cooperation')) else _a85(st, L, _t74)))))):
            _t72.append(_t74)
    L[2] = _joined86(['animal'], _t72)
    _t98 = (L[2] or [])
    _t99 = _l0
    _t100 = len(_t98)
    if not _t100: _no_option89(_t99, 'play it as')
    if _t100 <= 1 and _st_log is None:
        L[3] = _t98[0] if _t100 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t101 = st.chooser(_t100, _t99)
        else:
            _t101 = _st_bits(_t100.bit_length())
            while _t101 >= _t100: _t101 = _st_bits(_t100.bit_length())
        L[3] = _t98[_t101]; st.decisions += 1
    elif _decide90(st, L, _t98, _t99): raise _PlayoutCut87()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t102 if -1000000000000000000 <= (_t102 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond91(_t102))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t103 = _l1
        _t104 = (5 + _l0)
        if type(_t103) is int and _st_log is None:
            _t105 = _st_zones[_st_loc[_t103]]
            if _t105[-1] == _t103: _t105.pop()
            else: _t105.remove(_t103)
            _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
        elif _t103 is not None:
            _move_cards92(st, _t103, _t104, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef94(_l0), ' plays a new animal: animal ', _plain95(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = L[3]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    if (L[3] == 'parasite'):
        _t106 = (_a101(st, L) or [])
        _t124 = _l0
        _t125 = len(_t106)
        if not _t125: _no_option89(_t124, 'animal to put the parasite on')
        if _t125 <= 1 and _st_log is None:
            L[4] = _t106[0] if _t125 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t126 = st.chooser(_t125, _t124)
            else:
                _t126 = _st_bits(_t125.bit_length())
                while _t126 >= _t125: _t126 = _st_bits(_t125.bit_length())
            L[4] = _t106[_t126]; st.decisions += 1
        elif _decide112(st, L, _t106, _t124): raise _PlayoutCut87()
        _st_cvars[84 + _l1] = L[4]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _t127 = _l1
        _t128 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t127) is int and _st_log is None:
            _t129 = _st_zones[_st_loc[_t127]]
            if _t129[-1] == _t127: _t129.pop()
            else: _t129.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards92(st, _t127, _t128, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef94(_l0), ' puts a parasite on ', _PlayerRef94(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain95(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t130 = (_a115(st, L) or [])
        _t151 = _l0
        _t152 = len(_t130)
        if not _t152: _no_option89(_t151, 'first animal of the pair')
        if _t152 <= 1 and _st_log is None:
            L[5] = _t130[0] if _t152 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t153 = st.chooser(_t152, _t151)
            else:
                _t153 = _st_bits(_t152.bit_length())
                while _t153 >= _t152: _t153 = _st_bits(_t152.bit_length())
            L[5] = _t130[_t153]; st.decisions += 1
        elif _decide126(st, L, _t130, _t151): raise _PlayoutCut87()
        _t154 = (_a129(st, L) or [])
        _t172 = _l0
        _t173 = len(_t154)
        if not _t173: _no_option89(_t172, 'second animal of the pair')
        if _t173 <= 1 and _st_log is None:
            L[6] = _t154[0] if _t173 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t174 = st.chooser(_t173, _t172)
            else:
                _t174 = _st_bits(_t173.bit_length())
                while _t174 >= _t173: _t174 = _st_bits(_t173.bit_length())
            L[6] = _t154[_t174]; st.decisions += 1
        elif _decide140(st, L, _t154, _t172): raise _PlayoutCut87()
        _st_cvars[84 + _l1] = L[5]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _st_cvars[168 + _l1] = L[6]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if (L[3] == 'symbiosis'):
            _t175 = [L[5], L[6]]
            _t188 = _l0
            _t189 = len(_t175)
            if not _t189: _no_option89(_t188, 'the symbiont')
            if _t189 <= 1 and _st_log is None:
                L[7] = _t175[0] if _t189 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t190 = st.chooser(_t189, _t188)
                else:
                    _t190 = _st_bits(_t189.bit_length())
                    while _t190 >= _t189: _t190 = _st_bits(_t189.bit_length())
                L[7] = _t175[_t190]; st.decisions += 1
            elif _decide151(st, L, _t175, _t188): raise _PlayoutCut87()
            _st_cvars[84 + _l1] = L[7]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t191 = _l1
            _t192 = (9 + _l0)
            if type(_t191) is int and _st_log is None:
                _t193 = _st_zones[_st_loc[_t191]]
                if _t193[-1] == _t191: _t193.pop()
                else: _t193.remove(_t191)
                _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
            elif _t191 is not None:
                _move_cards92(st, _t191, _t192, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef94(_l0), ' plays symbiosis: animal ', _plain95(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain95(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t194 = _l1
            _t195 = (9 + _l0)
            if type(_t194) is int and _st_log is None:
                _t196 = _st_zones[_st_loc[_t194]]
                if _t196[-1] == _t194: _t196.pop()
                else: _t196.remove(_t194)
                _st_zones[_t195].append(_t194); _st_loc[_t194] = _t195
            elif _t194 is not None:
                _move_cards92(st, _t194, _t195, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef94(_l0), ' plays ', _plain95(L[3]), ' between animal ', _plain95(_st_cvars[420 + L[5]]), ' and animal ', _plain95(_st_cvars[420 + L[6]])]))
    else:
        _t197 = (_a156(st, L) or [])
        _t219 = _l0
        _t220 = len(_t197)
        if not _t220: _no_option89(_t219, 'animal to give it to')
        if _t220 <= 1 and _st_log is None:
            L[8] = _t197[0] if _t220 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t221 = st.chooser(_t220, _t219)
            else:
                _t221 = _st_bits(_t220.bit_length())
                while _t221 >= _t220: _t221 = _st_bits(_t220.bit_length())
            L[8] = _t197[_t221]; st.decisions += 1
        elif _decide167(st, L, _t197, _t219): raise _PlayoutCut87()
        _st_cvars[84 + _l1] = L[8]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _t222 = _l1
        _t223 = (9 + _l0)
        if type(_t222) is int and _st_log is None:
            _t224 = _st_zones[_st_loc[_t222]]
            if _t224[-1] == _t222: _t224.pop()
            else: _t224.remove(_t222)
            _st_zones[_t223].append(_t222); _st_loc[_t222] = _t223
        elif _t222 is not None:
            _move_cards92(st, _t222, _t223, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text96(_audience93(st), [_PlayerRef94(_l0), ' gives ', _plain95(L[3]), ' to animal ', _plain95(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 89151b1d>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent60(st)
        for _t67 in (_o61[st.vars[1]] or []):
            L[3] = _t67
            if not ((not (_t67 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t67)]):
                if _st_log is not None: _st_log.append(_Text64(_audience62(st), [_PlayerRef63(_t67), ' has no cards and passes']))
                L[0] = (L[0] + [_t67])
                if len(L[0]) > 1000000: _too_long65(L[0])
            else:
                _t68 = _st_zones[(1 + _t67)]
                _t69 = _t67
                _t70 = len(_t68) + 1
                if _t70 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t71 = st.chooser(_t70, _t69)
                    else:
                        _t71 = _st_bits(_t70.bit_length())
                        while _t71 >= _t70: _t71 = _st_bits(_t70.bit_length())
                    L[4] = _t68[_t71 - 1] if _t71 else None; st.decisions += 1
                elif _decide68(st, L, _t68[:], _t69): raise _PlayoutCut66()
                if (L[4] is None):
                    L[0] = _joined69(L[0], [_t67])
                else:
                    if _p168(st, [_t67, L[4], None, None, None, None, None, None, None]) == 3: return 3

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

# <rulerun evolution.rules: play_card #83 bb427750>
def _loop(st, _t229):
    _st_cvars = st.cvars
    for _t231 in st.zones[(9 + st.model.zone_instances[st.loc[_t229]][1])]:
        if ((_st_cvars[84 + _t231] == _t229) and (_st_cvars[_t231] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 163a7073>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t228 = (list(_chain173(map(st.zones.__getitem__, _k174))) or ())
    st.budget -= len(_t228)
    if st.budget < 0: _spent175(st)
    for _t229 in _t228:
        if ((st.model.zone_instances[_st_loc[_t229]][1] != _l0) and (not (_memo7[(_t229, 'parasite',)] if (_t229, 'parasite',) in _memo7 else _memo7.setdefault((_t229, 'parasite',), _a176(st, _t229))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 3b6cfdcb>
def _loop(st, _t227, _t235, _t239):
    _st_cvars = st.cvars
    for _t240 in st.zones[(9 + st.model.zone_instances[st.loc[_t235]][1])]:
        if ((_st_cvars[_t240] == _t227) and (((_st_cvars[84 + _t240] == _t235) and (_st_cvars[168 + _t240] == _t239)) or ((_st_cvars[84 + _t240] == _t239) and (_st_cvars[168 + _t240] == _t235)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 0d304b8e>
def _loop(st, L, _t227):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t234 = _st_zones[(5 + _l0)]
    st.budget -= len(_t234)
    if st.budget < 0: _spent178(st)
    for _t235 in _t234:
        _t238 = _st_zones[(5 + _l0)]
        st.budget -= len(_t238)
        if st.budget < 0: _spent178(st)
        _t237 = False
        for _t239 in _t238:
            if (_memo9[(_t235, _t239, _t227,)] if (_t235, _t239, _t227,) in _memo9 else _memo9.setdefault((_t235, _t239, _t227,), ((_t235 != _t239) and (not _a179(st, _t227, _t235, _t239))))):
                _t237 = True
                break
        if _t237:
            return True
    return False

# <rulerun evolution.rules: play_card #87 65232f63>
def _loop(st, _t227, _t243):
    _st_cvars = st.cvars
    for _t245 in st.zones[(9 + st.model.zone_instances[st.loc[_t243]][1])]:
        if ((_st_cvars[84 + _t245] == _t243) and (_st_cvars[_t245] == _t227)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 3e479cd8>
def _loop(st, _t243):
    _st_cvars = st.cvars
    for _t247 in st.zones[(9 + st.model.zone_instances[st.loc[_t243]][1])]:
        if ((_st_cvars[84 + _t247] == _t243) and (_st_cvars[_t247] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 b4e5d55b>
def _loop(st, _t243):
    _st_cvars = st.cvars
    for _t249 in st.zones[(9 + st.model.zone_instances[st.loc[_t243]][1])]:
        if ((_st_cvars[84 + _t249] == _t243) and (_st_cvars[_t249] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 c792b9dc>
def _loop(st, L, _t227):
    _memo7 = st.memos[7]
    _t242 = st.zones[(5 + L[0])]
    st.budget -= len(_t242)
    if st.budget < 0: _spent181(st)
    for _t243 in _t242:
        if ((((_t227 == 'fat_tissue') or (not (_memo7[(_t243, _t227,)] if (_t243, _t227,) in _memo7 else _memo7.setdefault((_t243, _t227,), _a182(st, _t227, _t243))))) and (not ((_t227 == 'scavenger') and (_memo7[(_t243, 'carnivorous',)] if (_t243, 'carnivorous',) in _memo7 else _memo7.setdefault((_t243, 'carnivorous',), _a183(st, _t243)))))) and (not ((_t227 == 'carnivorous') and (_memo7[(_t243, 'scavenger',)] if (_t243, 'scavenger',) in _memo7 else _memo7.setdefault((_t243, 'scavenger',), _a184(st, _t243)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 b52ff2e3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t226 = ([_c170[_l1], _c171[_l1]] or ())
    st.budget -= len(_t226)
    if st.budget < 0: _spent172(st)
    _t233 = _NOT_YET
    _t225 = []
    for _t227 in _t226:
        if ((_t227 != 'no_trait') and (_memo11[(_l0, _t227,)] if (_l0, _t227,) in _memo11 else _memo11.setdefault((_l0, _t227,), ((_t233 if _t233 is not _NOT_YET else (_t233 := _a177(st, L))) if (_t227 == 'parasite') else (_a180(st, L, _t227) if (((_t227 == 'symbiosis') or (_t227 == 'communication')) or (_t227 == 'cooperation')) else _a185(st, L, _t227)))))):
            _t225.append(_t227)
    L[2] = _joined186(['animal'], _t225)

# <rulerun evolution.rules: play_card #92 4aa0e793>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'animal'):
        _st_vars[11] = (_t251 if -1000000000000000000 <= (_t251 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond187(_t251))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t252 = _l1
        _t253 = (5 + _l0)
        if type(_t252) is int and _st_log is None:
            _t254 = _st_zones[_st_loc[_t252]]
            if _t254[-1] == _t252: _t254.pop()
            else: _t254.remove(_t252)
            _st_zones[_t253].append(_t252); _st_loc[_t252] = _t253
        elif _t252 is not None:
            _move_cards188(st, _t252, _t253, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(_l0), ' plays a new animal: animal ', _plain191(_st_cvars[420 + _l1])]))
        return 2
    _st_cvars[_l1] = _l3
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_card #93 916bbabe>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l4
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _t255 = _l1
    _t256 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t255) is int and _st_log is None:
        _t257 = _st_zones[_st_loc[_t255]]
        if _t257[-1] == _t255: _t257.pop()
        else: _t257.remove(_t255)
        _st_zones[_t256].append(_t255); _st_loc[_t255] = _t256
    elif _t255 is not None:
        _move_cards193(st, _t255, _t256, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text197(_audience194(st), [_PlayerRef195(L[0]), ' puts a parasite on ', _PlayerRef195(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain196(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 89817387>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_cvars[84 + _l1] = L[5]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _st_cvars[168 + _l1] = L[6]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_card #95 777bb1c6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l5 = L[5]
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l7
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _st_cvars[168 + _l1] = (L[6] if (_l7 == _l5) else _l5)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    _t258 = _l1
    _t259 = (9 + _l0)
    if type(_t258) is int and _st_log is None:
        _t260 = _st_zones[_st_loc[_t258]]
        if _t260[-1] == _t258: _t260.pop()
        else: _t260.remove(_t258)
        _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
    elif _t258 is not None:
        _move_cards198(st, _t258, _t259, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text202(_audience199(st), [_PlayerRef200(_l0), ' plays symbiosis: animal ', _plain201(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain201(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 f7799b57>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t261 = L[1]
    _t262 = (9 + _l0)
    if type(_t261) is int and _st_log is None:
        _t263 = _st_zones[_st_loc[_t261]]
        if _t263[-1] == _t261: _t263.pop()
        else: _t263.remove(_t261)
        _st_zones[_t262].append(_t261); _st_loc[_t261] = _t262
    elif _t261 is not None:
        _move_cards203(st, _t261, _t262, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text207(_audience204(st), [_PlayerRef205(_l0), ' plays ', _plain206(L[3]), ' between animal ', _plain206(_st_cvars[420 + L[5]]), ' and animal ', _plain206(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 8803a99c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _st_cvars[84 + _l1] = _l8
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _t264 = _l1
    _t265 = (9 + _l0)
    if type(_t264) is int and _st_log is None:
        _t266 = _st_zones[_st_loc[_t264]]
        if _t266[-1] == _t264: _t266.pop()
        else: _t266.remove(_t264)
        _st_zones[_t265].append(_t264); _st_loc[_t264] = _t265
    elif _t264 is not None:
        _move_cards208(st, _t264, _t265, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text212(_audience209(st), [_PlayerRef210(_l0), ' gives ', _plain211(L[3]), ' to animal ', _plain211(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 a61ed4f0>
def _loop(st, _t269):
    _st_cvars = st.cvars
    for _t271 in st.zones[(9 + st.model.zone_instances[st.loc[_t269]][1])]:
        if ((_st_cvars[84 + _t271] == _t269) and (_st_cvars[_t271] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 a79957d6>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t268 = (list(_chain213(map(st.zones.__getitem__, _k214))) or ())
    st.budget -= len(_t268)
    if st.budget < 0: _spent215(st)
    _t270 = []
    for _t269 in _t268:
        if ((st.model.zone_instances[_st_loc[_t269]][1] != _l0) and (not (_memo7[(_t269, 'parasite',)] if (_t269, 'parasite',) in _memo7 else _memo7.setdefault((_t269, 'parasite',), _a216(st, _t269))))):
            _t270.append(_t269)
    return _t270

# <rulerun evolution.rules: play_card #100 a8214a21>
def _loop(st, L, _t281, _t285):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t286 in st.zones[(9 + st.model.zone_instances[st.loc[_t281]][1])]:
        if ((_st_cvars[_t286] == _l3) and (((_st_cvars[84 + _t286] == _t281) and (_st_cvars[168 + _t286] == _t285)) or ((_st_cvars[84 + _t286] == _t285) and (_st_cvars[168 + _t286] == _t281)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 8fa421aa>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t280 = _st_zones[(5 + _l0)]
    st.budget -= len(_t280)
    if st.budget < 0: _spent227(st)
    _t282 = []
    for _t281 in _t280:
        _t284 = _st_zones[(5 + _l0)]
        st.budget -= len(_t284)
        if st.budget < 0: _spent227(st)
        _t283 = False
        for _t285 in _t284:
            if (_memo9[(_t281, _t285, _l3,)] if (_t281, _t285, _l3,) in _memo9 else _memo9.setdefault((_t281, _t285, _l3,), ((_t281 != _t285) and (not _a228(st, L, _t281, _t285))))):
                _t283 = True
                break
        if _t283:
            _t282.append(_t281)
    return _t282

# <rulerun evolution.rules: play_card #102 5a785f39>
def _loop(st, L, _t293):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t295 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t295] == _l3) and (((_st_cvars[84 + _t295] == _l5) and (_st_cvars[168 + _t295] == _t293)) or ((_st_cvars[84 + _t295] == _t293) and (_st_cvars[168 + _t295] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 83d9cb23>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t292 = st.zones[(5 + L[0])]
    st.budget -= len(_t292)
    if st.budget < 0: _spent232(st)
    _t294 = []
    for _t293 in _t292:
        if (_memo9[(_l5, _t293, _l3,)] if (_l5, _t293, _l3,) in _memo9 else _memo9.setdefault((_l5, _t293, _l3,), ((_l5 != _t293) and (not _a233(st, L, _t293))))):
            _t294.append(_t293)
    return _t294

# <rulerun evolution.rules: play_card #104 c7b0802c>
def _loop(st, L, _t312):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t314 in st.zones[(9 + st.model.zone_instances[st.loc[_t312]][1])]:
        if ((_st_cvars[84 + _t314] == _t312) and (_st_cvars[_t314] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 f71d75a8>
def _loop(st, _t312):
    _st_cvars = st.cvars
    for _t316 in st.zones[(9 + st.model.zone_instances[st.loc[_t312]][1])]:
        if ((_st_cvars[84 + _t316] == _t312) and (_st_cvars[_t316] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 6b62f81f>
def _loop(st, _t312):
    _st_cvars = st.cvars
    for _t318 in st.zones[(9 + st.model.zone_instances[st.loc[_t312]][1])]:
        if ((_st_cvars[84 + _t318] == _t312) and (_st_cvars[_t318] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 f9dc2f6c>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t311 = st.zones[(5 + L[0])]
    st.budget -= len(_t311)
    if st.budget < 0: _spent239(st)
    _t313 = []
    for _t312 in _t311:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t312, _l3,)] if (_t312, _l3,) in _memo7 else _memo7.setdefault((_t312, _l3,), _a240(st, L, _t312))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t312, 'carnivorous',)] if (_t312, 'carnivorous',) in _memo7 else _memo7.setdefault((_t312, 'carnivorous',), _a241(st, _t312)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t312, 'scavenger',)] if (_t312, 'scavenger',) in _memo7 else _memo7.setdefault((_t312, 'scavenger',), _a242(st, _t312)))))):
            _t313.append(_t312)
    return _t313

# <rulerun evolution.rules: play_card #108 b3c0b114>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if (_l3 == 'parasite'):
        _t267 = (_a217(st, L) or [])
        _t273 = _l0
        _t274 = len(_t267)
        if not _t274: _no_option220(_t273, 'animal to put the parasite on')
        if _t274 <= 1 and _st_log is None:
            L[4] = _t267[0] if _t274 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t275 = st.chooser(_t274, _t273)
            else:
                _t275 = _st_bits(_t274.bit_length())
                while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
            L[4] = _t267[_t275]; st.decisions += 1
        elif _decide221(st, L, _t267, _t273): raise _PlayoutCut218()
        _st_cvars[84 + _l1] = L[4]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _t276 = _l1
        _t277 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t276) is int and _st_log is None:
            _t278 = _st_zones[_st_loc[_t276]]
            if _t278[-1] == _t276: _t278.pop()
            else: _t278.remove(_t276)
            _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
        elif _t276 is not None:
            _move_cards222(st, _t276, _t277, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_l0), ' puts a parasite on ', _PlayerRef224(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain225(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t279 = (_a229(st, L) or [])
        _t288 = _l0
        _t289 = len(_t279)
        if not _t289: _no_option220(_t288, 'first animal of the pair')
        if _t289 <= 1 and _st_log is None:
            L[5] = _t279[0] if _t289 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t290 = st.chooser(_t289, _t288)
            else:
                _t290 = _st_bits(_t289.bit_length())
                while _t290 >= _t289: _t290 = _st_bits(_t289.bit_length())
            L[5] = _t279[_t290]; st.decisions += 1
        elif _decide231(st, L, _t279, _t288): raise _PlayoutCut218()
        _t291 = (_a234(st, L) or [])
        _t297 = _l0
        _t298 = len(_t291)
        if not _t298: _no_option220(_t297, 'second animal of the pair')
        if _t298 <= 1 and _st_log is None:
            L[6] = _t291[0] if _t298 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t299 = st.chooser(_t298, _t297)
            else:
                _t299 = _st_bits(_t298.bit_length())
                while _t299 >= _t298: _t299 = _st_bits(_t298.bit_length())
            L[6] = _t291[_t299]; st.decisions += 1
        elif _decide236(st, L, _t291, _t297): raise _PlayoutCut218()
        _st_cvars[84 + _l1] = L[5]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _st_cvars[168 + _l1] = L[6]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if (_l3 == 'symbiosis'):
            _t300 = [L[5], L[6]]
            _t301 = _l0
            _t302 = len(_t300)
            if not _t302: _no_option220(_t301, 'the symbiont')
            if _t302 <= 1 and _st_log is None:
                L[7] = _t300[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                L[7] = _t300[_t303]; st.decisions += 1
            elif _decide238(st, L, _t300, _t301): raise _PlayoutCut218()
            _st_cvars[84 + _l1] = L[7]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _l1] = (L[6] if (L[7] == L[5]) else L[5])
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t304 = _l1
            _t305 = (9 + _l0)
            if type(_t304) is int and _st_log is None:
                _t306 = _st_zones[_st_loc[_t304]]
                if _t306[-1] == _t304: _t306.pop()
                else: _t306.remove(_t304)
                _st_zones[_t305].append(_t304); _st_loc[_t304] = _t305
            elif _t304 is not None:
                _move_cards222(st, _t304, _t305, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_l0), ' plays symbiosis: animal ', _plain225(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain225(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t307 = _l1
            _t308 = (9 + _l0)
            if type(_t307) is int and _st_log is None:
                _t309 = _st_zones[_st_loc[_t307]]
                if _t309[-1] == _t307: _t309.pop()
                else: _t309.remove(_t307)
                _st_zones[_t308].append(_t307); _st_loc[_t307] = _t308
            elif _t307 is not None:
                _move_cards222(st, _t307, _t308, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_l0), ' plays ', _plain225(_l3), ' between animal ', _plain225(_st_cvars[420 + L[5]]), ' and animal ', _plain225(_st_cvars[420 + L[6]])]))
    else:
        _t310 = (_a243(st, L) or [])
        _t320 = _l0
        _t321 = len(_t310)
        if not _t321: _no_option220(_t320, 'animal to give it to')
        if _t321 <= 1 and _st_log is None:
            L[8] = _t310[0] if _t321 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t322 = st.chooser(_t321, _t320)
            else:
                _t322 = _st_bits(_t321.bit_length())
                while _t322 >= _t321: _t322 = _st_bits(_t321.bit_length())
            L[8] = _t310[_t322]; st.decisions += 1
        elif _decide245(st, L, _t310, _t320): raise _PlayoutCut218()
        _st_cvars[84 + _l1] = L[8]
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _t323 = _l1
        _t324 = (9 + _l0)
        if type(_t323) is int and _st_log is None:
            _t325 = _st_zones[_st_loc[_t323]]
            if _t325[-1] == _t323: _t325.pop()
            else: _t325.remove(_t323)
            _st_zones[_t324].append(_t323); _st_loc[_t323] = _t324
        elif _t323 is not None:
            _move_cards222(st, _t323, _t324, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_l0), ' gives ', _plain225(_l3), ' to animal ', _plain225(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 8db084a4>
def _loop(st, _t328):
    _st_cvars = st.cvars
    for _t329 in st.zones[(9 + st.model.zone_instances[st.loc[_t328]][1])]:
        if ((_st_cvars[84 + _t329] == _t328) and (_st_cvars[_t329] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 6cff3f1b>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t327 = (list(_chain246(map(st.zones.__getitem__, _k247))) or ())
    st.budget -= len(_t327)
    if st.budget < 0: _spent248(st)
    _t326 = []
    for _t328 in _t327:
        if ((st.model.zone_instances[_st_loc[_t328]][1] != _l0) and (not _a249(st, _t328))):
            _t326.append(_t328)
    return _t326

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 35f21a41>
def _loop(st, L, _t333, _t336):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t337 in st.zones[(9 + st.model.zone_instances[st.loc[_t333]][1])]:
        if ((_st_cvars[_t337] == _l3) and (((_st_cvars[84 + _t337] == _t333) and (_st_cvars[168 + _t337] == _t336)) or ((_st_cvars[84 + _t337] == _t336) and (_st_cvars[168 + _t337] == _t333)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 3e89094b>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t332 = _st_zones[(5 + _l0)]
    st.budget -= len(_t332)
    if st.budget < 0: _spent250(st)
    _t331 = []
    for _t333 in _t332:
        _t335 = _st_zones[(5 + _l0)]
        st.budget -= len(_t335)
        if st.budget < 0: _spent250(st)
        _t334 = False
        for _t336 in _t335:
            if ((_t333 != _t336) and (not _a251(st, L, _t333, _t336))):
                _t334 = True
                break
        if _t334:
            _t331.append(_t333)
    return _t331

# <rulerun evolution.rules: play_card #116 e86b1428>
def _loop(st, L, _t341):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t342 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t342] == _l3) and (((_st_cvars[84 + _t342] == _l5) and (_st_cvars[168 + _t342] == _t341)) or ((_st_cvars[84 + _t342] == _t341) and (_st_cvars[168 + _t342] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 53d7f67b>
def _native(st, L):
    _l5 = L[5]
    _t340 = st.zones[(5 + L[0])]
    st.budget -= len(_t340)
    if st.budget < 0: _spent252(st)
    _t339 = []
    for _t341 in _t340:
        if ((_l5 != _t341) and (not _a253(st, L, _t341))):
            _t339.append(_t341)
    return _t339

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 8c797e13>
def _loop(st, L, _t346):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t347 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if ((_st_cvars[84 + _t347] == _t346) and (_st_cvars[_t347] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 7f863ca8>
def _loop(st, _t346):
    _st_cvars = st.cvars
    for _t349 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if ((_st_cvars[84 + _t349] == _t346) and (_st_cvars[_t349] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 9e3dde84>
def _loop(st, _t346):
    _st_cvars = st.cvars
    for _t351 in st.zones[(9 + st.model.zone_instances[st.loc[_t346]][1])]:
        if ((_st_cvars[84 + _t351] == _t346) and (_st_cvars[_t351] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 267df591>
def _native(st, L):
    _l3 = L[3]
    _t345 = st.zones[(5 + L[0])]
    st.budget -= len(_t345)
    if st.budget < 0: _spent254(st)
    _t344 = []
    for _t346 in _t345:
        if ((((_l3 == 'fat_tissue') or (not _a255(st, L, _t346))) and (not ((_l3 == 'scavenger') and _a256(st, _t346)))) and (not ((_l3 == 'carnivorous') and _a257(st, _t346)))):
            _t344.append(_t346)
    return _t344

# <rulerun evolution.rules: determining_the_food_base #124 cb8c9e2f>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k258)
    _st_vars[3] = ((_roll259(st, 1, 6) + 2) if (4 == 2) else (_roll259(st, 2, 6) if (4 == 3) else ((_roll259(st, 2, 6) + 2) if (4 == 4) else ((_roll259(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll259(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll259(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll259(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text263(_audience260(st), [_PlayerRef261(_st_vars[1]), ' rolls the food base: ', _plain262(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 d246c5d1>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t356 = []
    for _t355 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if ((_st_cvars[84 + _t355] == _t353) or (_st_cvars[168 + _t355] == _t353)):
            _t356.append(_st_cvars[_t355])
    return _t356

# <rulerun evolution.rules: feeding #126 423fc2f6>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t358 = []
    for _t357 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if ((_st_cvars[84 + _t357] == _t353) or (_st_cvars[168 + _t357] == _t353)):
            _t358.append(_t357)
    return _t358

# <rulerun evolution.rules: feeding #127 c19c7cd9>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t360 = 0
    for _t359 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if (_st_cvars[84 + _t359] == _t353):
            _t360 += (1 if ((_st_cvars[_t359] == 'carnivorous') or (_st_cvars[_t359] == 'high_body_weight')) else (2 if (_st_cvars[_t359] == 'parasite') else 0))
    return _t360

# <rulerun evolution.rules: feeding #128 55938d0a>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t362 = 0
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if (((_st_cvars[84 + _t361] == _t353) and (_st_cvars[_t361] == 'fat_tissue')) and _st_cvars[252 + _t361]):
            _t362 += 1
    return _t362

# <rulerun evolution.rules: feeding #129 b0a50589>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t364 = 0
    for _t363 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if ((_st_cvars[84 + _t363] == _t353) and (_st_cvars[_t363] == 'fat_tissue')):
            _t364 += 1
    return _t364

# <rulerun evolution.rules: feeding #130 88d622e1>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t366 = 0
    for _t365 in st.zones[(9 + st.model.zone_instances[st.loc[_t353]][1])]:
        if ((_st_cvars[84 + _t365] == _t353) and (_st_cvars[_t365] == 'fat_tissue')):
            _t366 += 1
    return _t366

# <rulerun evolution.rules: feeding #131 0f643408>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t354 = (list(_chain264(map(st.zones.__getitem__, _k265))) or [])
    st.budget -= len(_t354)
    if st.budget < 0: _spent266(st)
    for _t353 in _t354:
        _i8[2] = _t353
        if _st_log is not None: _st_log.append(_Text277(_audience267(st), ['  ', _plain269(_text268(((((('animal ' + _plain269(_st_cvars[420 + _t353]) + ' of ' + _player_text270(st.model.zone_instances[st.loc[_t353]][1])) + (_text268(' ' + _plain269(_a271(st, _t353))) if (not not (_a272(st, _t353) or ())) else '')) + (' food ' + _plain269(_st_cvars[504 + _t353]) + '/' + _plain269((_memo6[_t353] if _t353 in _memo6 else _memo6.setdefault(_t353, (1 + _a273(st, _t353))))))) + ((' fat ' + _plain269((_memo5[_t353] if _t353 in _memo5 else _memo5.setdefault(_t353, _a274(st, _t353)))) + '/' + _plain269((_memo4[_t353] if _t353 in _memo4 else _memo4.setdefault(_t353, _a275(st, _t353))))) if ((_memo4[_t353] if _t353 in _memo4 else _memo4.setdefault(_t353, _a276(st, _t353))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t353] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t353] else '')))))]))

# <rulerun evolution.rules: feeding #132 48045887>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text280(_audience278(st), [_plain279(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: show_animals #133 270f6ca7>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t370 = []
    for _t369 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if ((_st_cvars[84 + _t369] == _t367) or (_st_cvars[168 + _t369] == _t367)):
            _t370.append(_st_cvars[_t369])
    return _t370

# <rulerun evolution.rules: show_animals #134 5dc3167e>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t372 = []
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if ((_st_cvars[84 + _t371] == _t367) or (_st_cvars[168 + _t371] == _t367)):
            _t372.append(_t371)
    return _t372

# <rulerun evolution.rules: show_animals #135 34228023>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if (_st_cvars[84 + _t373] == _t367):
            _t374 += (1 if ((_st_cvars[_t373] == 'carnivorous') or (_st_cvars[_t373] == 'high_body_weight')) else (2 if (_st_cvars[_t373] == 'parasite') else 0))
    return _t374

# <rulerun evolution.rules: show_animals #136 c6b853a8>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t376 = 0
    for _t375 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if (((_st_cvars[84 + _t375] == _t367) and (_st_cvars[_t375] == 'fat_tissue')) and _st_cvars[252 + _t375]):
            _t376 += 1
    return _t376

# <rulerun evolution.rules: show_animals #137 c7b0be11>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t378 = 0
    for _t377 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if ((_st_cvars[84 + _t377] == _t367) and (_st_cvars[_t377] == 'fat_tissue')):
            _t378 += 1
    return _t378

# <rulerun evolution.rules: show_animals #138 8250ac76>
def _loop(st, _t367):
    _st_cvars = st.cvars
    _t380 = 0
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_t367]][1])]:
        if ((_st_cvars[84 + _t379] == _t367) and (_st_cvars[_t379] == 'fat_tissue')):
            _t380 += 1
    return _t380

# <rulerun evolution.rules: show_animals #139 dec20ca0>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t368 = (list(_chain281(map(st.zones.__getitem__, _k282))) or [])
    st.budget -= len(_t368)
    if st.budget < 0: _spent283(st)
    for _t367 in _t368:
        L[2] = _t367
        if _st_log is not None: _st_log.append(_Text294(_audience284(st), ['  ', _plain286(_text285(((((('animal ' + _plain286(_st_cvars[420 + _t367]) + ' of ' + _player_text287(st.model.zone_instances[st.loc[_t367]][1])) + (_text285(' ' + _plain286(_a288(st, _t367))) if (not not (_a289(st, _t367) or ())) else '')) + (' food ' + _plain286(_st_cvars[504 + _t367]) + '/' + _plain286((_memo6[_t367] if _t367 in _memo6 else _memo6.setdefault(_t367, (1 + _a290(st, _t367))))))) + ((' fat ' + _plain286((_memo5[_t367] if _t367 in _memo5 else _memo5.setdefault(_t367, _a291(st, _t367)))) + '/' + _plain286((_memo4[_t367] if _t367 in _memo4 else _memo4.setdefault(_t367, _a292(st, _t367))))) if ((_memo4[_t367] if _t367 in _memo4 else _memo4.setdefault(_t367, _a293(st, _t367))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t367] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t367] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 cfba7fd2>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t381 if -1000000000000000000 <= (_t381 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond295(_t381))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 ce2a47fc>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t382 if -1000000000000000000 <= (_t382 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond296(_t382))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text298(_audience297(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 c7f0bf82>
def _native(st, L):
    return _o299[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 3b7ff4ad>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t387 = 0
    for _t386 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if (_st_cvars[84 + _t386] == _t385):
            _t387 += (1 if ((_st_cvars[_t386] == 'carnivorous') or (_st_cvars[_t386] == 'high_body_weight')) else (2 if (_st_cvars[_t386] == 'parasite') else 0))
    return _t387

# <rulerun evolution.rules: feeding_end_check #147 19678560>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t389 = 0
    for _t388 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if (((_st_cvars[84 + _t388] == _t385) and (_st_cvars[_t388] == 'fat_tissue')) and _st_cvars[252 + _t388]):
            _t389 += 1
    return _t389

# <rulerun evolution.rules: feeding_end_check #148 c5b1d1bf>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t391 = 0
    for _t390 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if ((_st_cvars[84 + _t390] == _t385) and (_st_cvars[_t390] == 'fat_tissue')):
            _t391 += 1
    return _t391

# <rulerun evolution.rules: feeding_end_check #149 5673e712>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t399 = 0
    for _t398 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if (_st_cvars[84 + _t398] == _t396):
            _t399 += (1 if ((_st_cvars[_t398] == 'carnivorous') or (_st_cvars[_t398] == 'high_body_weight')) else (2 if (_st_cvars[_t398] == 'parasite') else 0))
    return _t399

# <rulerun evolution.rules: feeding_end_check #150 e58453f4>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t401 = 0
    for _t400 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if (((_st_cvars[84 + _t400] == _t396) and (_st_cvars[_t400] == 'fat_tissue')) and _st_cvars[252 + _t400]):
            _t401 += 1
    return _t401

# <rulerun evolution.rules: feeding_end_check #151 5267ad9d>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t403 = 0
    for _t402 in st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]:
        if ((_st_cvars[84 + _t402] == _t396) and (_st_cvars[_t402] == 'fat_tissue')):
            _t403 += 1
    return _t403

# <rulerun evolution.rules: feeding_end_check #152 1e557042>
def _loop(st, _t405):
    _st_cvars = st.cvars
    _t408 = 0
    for _t407 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t405]]][1])]:
        if (_st_cvars[84 + _t407] == _st_cvars[84 + _t405]):
            _t408 += (1 if ((_st_cvars[_t407] == 'carnivorous') or (_st_cvars[_t407] == 'high_body_weight')) else (2 if (_st_cvars[_t407] == 'parasite') else 0))
    return _t408

# <rulerun evolution.rules: feeding_end_check #153 3fbe75ce>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t404 = st.zones[(9 + st.model.zone_instances[st.loc[_t396]][1])]
    st.budget -= len(_t404)
    if st.budget < 0: _spent314(st)
    for _t405 in _t404:
        if (((_st_cvars[_t405] == 'symbiosis') and (_st_cvars[168 + _t405] == _t396)) and (not ((_st_cvars[924 + _st_cvars[84 + _t405]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t405]] >= (_memo6[_st_cvars[84 + _t405]] if _st_cvars[84 + _t405] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t405], (1 + _a315(st, _t405)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 1a5a68be>
def _loop(st, _t394):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t395 = st.zones[(5 + _t394)]
    st.budget -= len(_t395)
    if st.budget < 0: _spent310(st)
    for _t396 in _t395:
        if ((not ((_st_cvars[924 + _t396] == _st_vars[0]) or ((_st_cvars[504 + _t396] >= (_memo6[_t396] if _t396 in _memo6 else _memo6.setdefault(_t396, (1 + _a311(st, _t396))))) and ((_memo5[_t396] if _t396 in _memo5 else _memo5.setdefault(_t396, _a312(st, _t396))) >= (_memo4[_t396] if _t396 in _memo4 else _memo4.setdefault(_t396, _a313(st, _t396))))))) and (_memo14[_t396] if _t396 in _memo14 else _memo14.setdefault(_t396, (not _a316(st, _t396))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 85fba01a>
def _loop(st, _t410):
    _st_cvars = st.cvars
    for _t412 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if ((_st_cvars[84 + _t412] == _t410) and (_st_cvars[_t412] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 dfb0404d>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _t415 = 0
    for _t414 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if (_st_cvars[84 + _t414] == _t410):
            _t415 += (1 if ((_st_cvars[_t414] == 'carnivorous') or (_st_cvars[_t414] == 'high_body_weight')) else (2 if (_st_cvars[_t414] == 'parasite') else 0))
    return _t415

# <rulerun evolution.rules: feeding_end_check #157 00e48e04>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _t417 = 0
    for _t416 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if (((_st_cvars[84 + _t416] == _t410) and (_st_cvars[_t416] == 'fat_tissue')) and _st_cvars[252 + _t416]):
            _t417 += 1
    return _t417

# <rulerun evolution.rules: feeding_end_check #158 c9fd7263>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _t419 = 0
    for _t418 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if ((_st_cvars[84 + _t418] == _t410) and (_st_cvars[_t418] == 'fat_tissue')):
            _t419 += 1
    return _t419

# <rulerun evolution.rules: feeding_end_check #159 86f1028a>
def _loop(st, _t421):
    _st_cvars = st.cvars
    _t424 = 0
    for _t423 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t421]]][1])]:
        if (_st_cvars[84 + _t423] == _st_cvars[84 + _t421]):
            _t424 += (1 if ((_st_cvars[_t423] == 'carnivorous') or (_st_cvars[_t423] == 'high_body_weight')) else (2 if (_st_cvars[_t423] == 'parasite') else 0))
    return _t424

# <rulerun evolution.rules: feeding_end_check #160 ec40cab6>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t420 = st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]
    st.budget -= len(_t420)
    if st.budget < 0: _spent323(st)
    for _t421 in _t420:
        if (((_st_cvars[_t421] == 'symbiosis') and (_st_cvars[168 + _t421] == _t410)) and (not ((_st_cvars[924 + _st_cvars[84 + _t421]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t421]] >= (_memo6[_st_cvars[84 + _t421]] if _st_cvars[84 + _t421] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t421], (1 + _a324(st, _t421)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 1a186333>
def _loop(st, _t426):
    _st_cvars = st.cvars
    for _t428 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if ((_st_cvars[84 + _t428] == _t426) and (_st_cvars[_t428] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 0c878d96>
def _loop(st, _t410):
    _st_cvars = st.cvars
    for _t430 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if ((_st_cvars[84 + _t430] == _t410) and (_st_cvars[_t430] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 cd110611>
def _loop(st, _t426):
    _st_cvars = st.cvars
    for _t434 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if ((_st_cvars[84 + _t434] == _t426) and (_st_cvars[_t434] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 b77910b1>
def _loop(st, _t410):
    _st_cvars = st.cvars
    for _t436 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if ((_st_cvars[84 + _t436] == _t410) and (_st_cvars[_t436] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 382dbb66>
def _loop(st, _t426):
    _st_cvars = st.cvars
    for _t440 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if ((_st_cvars[84 + _t440] == _t426) and (_st_cvars[_t440] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 22156e93>
def _loop(st, _t410):
    _st_cvars = st.cvars
    for _t442 in st.zones[(9 + st.model.zone_instances[st.loc[_t410]][1])]:
        if ((_st_cvars[84 + _t442] == _t410) and (_st_cvars[_t442] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 1d3c49e6>
def _loop(st, _t426):
    _st_cvars = st.cvars
    for _t446 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if ((_st_cvars[84 + _t446] == _t426) and (_st_cvars[_t446] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 81126741>
def _loop(st, _t426):
    _st_cvars = st.cvars
    _t449 = 0
    for _t448 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if (_st_cvars[84 + _t448] == _t426):
            _t449 += (1 if ((_st_cvars[_t448] == 'carnivorous') or (_st_cvars[_t448] == 'high_body_weight')) else (2 if (_st_cvars[_t448] == 'parasite') else 0))
    return _t449

# <rulerun evolution.rules: feeding_end_check #169 bad4c509>
def _loop(st, _t426):
    _st_cvars = st.cvars
    for _t450 in st.zones[(9 + st.model.zone_instances[st.loc[_t426]][1])]:
        if ((_st_cvars[_t450] == 'symbiosis') and (_st_cvars[168 + _t450] == _t426)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 333bf441>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t425 = (list(_chain326(map(st.zones.__getitem__, _k327))) or ())
    st.budget -= len(_t425)
    if st.budget < 0: _spent328(st)
    _t432 = _NOT_YET
    _t433 = _NOT_YET
    _t438 = _NOT_YET
    _t439 = _NOT_YET
    _t444 = _NOT_YET
    _t445 = _NOT_YET
    for _t426 in _t425:
        if ((((((_t410 != _t426) and ((not (_memo7[(_t426, 'camouflage',)] if (_t426, 'camouflage',) in _memo7 else _memo7.setdefault((_t426, 'camouflage',), _a329(st, _t426)))) or (_t433 if _t433 is not _NOT_YET else (_t433 := (_memo7[(_t410, 'sharp_vision',)] if (_t410, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t410, 'sharp_vision',), (_t432 if _t432 is not _NOT_YET else (_t432 := _a330(st, _t410))))))))) and ((not (_memo7[(_t426, 'high_body_weight',)] if (_t426, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t426, 'high_body_weight',), _a331(st, _t426)))) or (_t439 if _t439 is not _NOT_YET else (_t439 := (_memo7[(_t410, 'high_body_weight',)] if (_t410, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t410, 'high_body_weight',), (_t438 if _t438 is not _NOT_YET else (_t438 := _a332(st, _t410))))))))) and ((_memo7[(_t426, 'swimming',)] if (_t426, 'swimming',) in _memo7 else _memo7.setdefault((_t426, 'swimming',), _a333(st, _t426))) == (_t445 if _t445 is not _NOT_YET else (_t445 := (_memo7[(_t410, 'swimming',)] if (_t410, 'swimming',) in _memo7 else _memo7.setdefault((_t410, 'swimming',), (_t444 if _t444 is not _NOT_YET else (_t444 := _a334(st, _t410))))))))) and (not ((_memo7[(_t426, 'burrowing',)] if (_t426, 'burrowing',) in _memo7 else _memo7.setdefault((_t426, 'burrowing',), _a335(st, _t426))) and ((_st_cvars[924 + _t426] == _st_vars[0]) or (_st_cvars[504 + _t426] >= (_memo6[_t426] if _t426 in _memo6 else _memo6.setdefault(_t426, (1 + _a336(st, _t426))))))))) and (not (_memo13[_t426] if _t426 in _memo13 else _memo13.setdefault(_t426, _a337(st, _t426))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 eda859a4>
def _loop(st, _t394):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t409 = st.zones[(5 + _t394)]
    st.budget -= len(_t409)
    if st.budget < 0: _spent318(st)
    for _t410 in _t409:
        if (_memo0[_t410] if _t410 in _memo0 else _memo0.setdefault(_t410, ((((_memo7[(_t410, 'carnivorous',)] if (_t410, 'carnivorous',) in _memo7 else _memo7.setdefault((_t410, 'carnivorous',), _a319(st, _t410))) and (_st_cvars[672 + _t410] != _st_vars[0])) and ((not ((_st_cvars[924 + _t410] == _st_vars[0]) or ((_st_cvars[504 + _t410] >= (_memo6[_t410] if _t410 in _memo6 else _memo6.setdefault(_t410, (1 + _a320(st, _t410))))) and ((_memo5[_t410] if _t410 in _memo5 else _memo5.setdefault(_t410, _a321(st, _t410))) >= (_memo4[_t410] if _t410 in _memo4 else _memo4.setdefault(_t410, _a322(st, _t410))))))) and (_memo14[_t410] if _t410 in _memo14 else _memo14.setdefault(_t410, (not _a325(st, _t410)))))) and _a338(st, _t410)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 d14e9d66>
def _loop(st, _t453):
    _st_cvars = st.cvars
    _t456 = 0
    for _t455 in st.zones[(9 + st.model.zone_instances[st.loc[_t453]][1])]:
        if (_st_cvars[84 + _t455] == _t453):
            _t456 += (1 if ((_st_cvars[_t455] == 'carnivorous') or (_st_cvars[_t455] == 'high_body_weight')) else (2 if (_st_cvars[_t455] == 'parasite') else 0))
    return _t456

# <rulerun evolution.rules: feeding_end_check #173 3f7956f4>
def _loop(st, _t453):
    _st_cvars = st.cvars
    _t458 = 0
    for _t457 in st.zones[(9 + st.model.zone_instances[st.loc[_t453]][1])]:
        if (((_st_cvars[84 + _t457] == _t453) and (_st_cvars[_t457] == 'fat_tissue')) and _st_cvars[252 + _t457]):
            _t458 += 1
    return _t458

# <rulerun evolution.rules: feeding_end_check #174 53e2a87e>
def _loop(st, _t394):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t452 = st.zones[(5 + _t394)]
    st.budget -= len(_t452)
    if st.budget < 0: _spent340(st)
    for _t453 in _t452:
        if ((not ((_st_cvars[924 + _t453] == _st_vars[0]) or (_st_cvars[504 + _t453] >= (_memo6[_t453] if _t453 in _memo6 else _memo6.setdefault(_t453, (1 + _a341(st, _t453))))))) and ((_memo5[_t453] if _t453 in _memo5 else _memo5.setdefault(_t453, _a342(st, _t453))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 d7c4bbf6>
def _loop(st, _t460):
    _st_cvars = st.cvars
    for _t462 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if ((_st_cvars[84 + _t462] == _t460) and (_st_cvars[_t462] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 28f9d5b3>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _t465 = 0
    for _t464 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if (_st_cvars[84 + _t464] == _t460):
            _t465 += (1 if ((_st_cvars[_t464] == 'carnivorous') or (_st_cvars[_t464] == 'high_body_weight')) else (2 if (_st_cvars[_t464] == 'parasite') else 0))
    return _t465

# <rulerun evolution.rules: feeding_end_check #177 06c68d56>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _t467 = 0
    for _t466 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if (_st_cvars[84 + _t466] == _t460):
            _t467 += (1 if ((_st_cvars[_t466] == 'carnivorous') or (_st_cvars[_t466] == 'high_body_weight')) else (2 if (_st_cvars[_t466] == 'parasite') else 0))
    return _t467

# <rulerun evolution.rules: feeding_end_check #178 dd2864cf>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _t469 = 0
    for _t468 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if (((_st_cvars[84 + _t468] == _t460) and (_st_cvars[_t468] == 'fat_tissue')) and _st_cvars[252 + _t468]):
            _t469 += 1
    return _t469

# <rulerun evolution.rules: feeding_end_check #179 58b2b067>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _t471 = 0
    for _t470 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if ((_st_cvars[84 + _t470] == _t460) and (_st_cvars[_t470] == 'fat_tissue')):
            _t471 += 1
    return _t471

# <rulerun evolution.rules: feeding_end_check #180 eab26697>
def _loop(st, _t473):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t473]]][1])]:
        if (_st_cvars[84 + _t475] == _st_cvars[84 + _t473]):
            _t476 += (1 if ((_st_cvars[_t475] == 'carnivorous') or (_st_cvars[_t475] == 'high_body_weight')) else (2 if (_st_cvars[_t475] == 'parasite') else 0))
    return _t476

# <rulerun evolution.rules: feeding_end_check #181 599d7169>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t472 = st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]
    st.budget -= len(_t472)
    if st.budget < 0: _spent350(st)
    for _t473 in _t472:
        if (((_st_cvars[_t473] == 'symbiosis') and (_st_cvars[168 + _t473] == _t460)) and (not ((_st_cvars[924 + _st_cvars[84 + _t473]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t473]] >= (_memo6[_st_cvars[84 + _t473]] if _st_cvars[84 + _t473] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t473], (1 + _a351(st, _t473)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 aa6a0ed6>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t481 = 0
    for _t480 in st.zones[(9 + st.model.zone_instances[st.loc[_t478]][1])]:
        if (_st_cvars[84 + _t480] == _t478):
            _t481 += (1 if ((_st_cvars[_t480] == 'carnivorous') or (_st_cvars[_t480] == 'high_body_weight')) else (2 if (_st_cvars[_t480] == 'parasite') else 0))
    return _t481

# <rulerun evolution.rules: feeding_end_check #183 a364207c>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t477 = (list(_chain353(map(st.zones.__getitem__, _k354))) or ())
    st.budget -= len(_t477)
    if st.budget < 0: _spent355(st)
    for _t478 in _t477:
        if ((_t478 != _t460) and ((not ((_st_cvars[924 + _t478] == _st_vars[0]) or (_st_cvars[504 + _t478] >= (_memo6[_t478] if _t478 in _memo6 else _memo6.setdefault(_t478, (1 + _a356(st, _t478))))))) and (_st_cvars[504 + _t478] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 1078d17d>
def _loop(st, _t460):
    _st_cvars = st.cvars
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if ((_st_cvars[84 + _t482] == _t460) and (_st_cvars[_t482] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 65dacf30>
def _loop(st, _t460):
    _st_cvars = st.cvars
    _t485 = 0
    for _t484 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if (_st_cvars[84 + _t484] == _t460):
            _t485 += (1 if ((_st_cvars[_t484] == 'carnivorous') or (_st_cvars[_t484] == 'high_body_weight')) else (2 if (_st_cvars[_t484] == 'parasite') else 0))
    return _t485

# <rulerun evolution.rules: feeding_end_check #186 ff00b1e0>
def _loop(st, _t460):
    _st_cvars = st.cvars
    for _t486 in st.zones[(9 + st.model.zone_instances[st.loc[_t460]][1])]:
        if ((_st_cvars[84 + _t486] == _t460) and (_st_cvars[_t486] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 1126e6ed>
def _loop(st, _t394):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t459 = st.zones[(5 + _t394)]
    st.budget -= len(_t459)
    if st.budget < 0: _spent344(st)
    for _t460 in _t459:
        if (((_memo10[_t460] if _t460 in _memo10 else _memo10.setdefault(_t460, (((((_memo7[(_t460, 'piracy',)] if (_t460, 'piracy',) in _memo7 else _memo7.setdefault((_t460, 'piracy',), _a345(st, _t460))) and (_st_cvars[756 + _t460] != _st_vars[0])) and (not ((_st_cvars[924 + _t460] == _st_vars[0]) or (_st_cvars[504 + _t460] >= (_memo6[_t460] if _t460 in _memo6 else _memo6.setdefault(_t460, (1 + _a346(st, _t460)))))))) and ((not ((_st_cvars[924 + _t460] == _st_vars[0]) or ((_st_cvars[504 + _t460] >= (_memo6[_t460] if _t460 in _memo6 else _memo6.setdefault(_t460, (1 + _a347(st, _t460))))) and ((_memo5[_t460] if _t460 in _memo5 else _memo5.setdefault(_t460, _a348(st, _t460))) >= (_memo4[_t460] if _t460 in _memo4 else _memo4.setdefault(_t460, _a349(st, _t460))))))) and (_memo14[_t460] if _t460 in _memo14 else _memo14.setdefault(_t460, (not _a352(st, _t460)))))) and _a357(st, _t460)))) or (((((_memo7[(_t460, 'hibernation',)] if (_t460, 'hibernation',) in _memo7 else _memo7.setdefault((_t460, 'hibernation',), _a358(st, _t460))) and (_st_cvars[924 + _t460] != _st_vars[0])) and (_st_cvars[924 + _t460] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t460] == _st_vars[0]) or (_st_cvars[504 + _t460] >= (_memo6[_t460] if _t460 in _memo6 else _memo6.setdefault(_t460, (1 + _a359(st, _t460))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t460, 'grazing',)] if (_t460, 'grazing',) in _memo7 else _memo7.setdefault((_t460, 'grazing',), _a360(st, _t460))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 4710a923>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t384 = (list(_chain300(map(st.zones.__getitem__, _k301))) or ())
    st.budget -= len(_t384)
    if st.budget < 0: _spent302(st)
    _t383 = True
    for _t385 in _t384:
        if not (((_st_cvars[924 + _t385] == _st_vars[0]) or ((_st_cvars[504 + _t385] >= (_memo6[_t385] if _t385 in _memo6 else _memo6.setdefault(_t385, (1 + _a303(st, _t385))))) and ((_memo5[_t385] if _t385 in _memo5 else _memo5.setdefault(_t385, _a304(st, _t385))) >= (_memo4[_t385] if _t385 in _memo4 else _memo4.setdefault(_t385, _a305(st, _t385))))))):
            _t383 = False
            break
    if _t383:
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo308(6)
    _t393 = (_k309 or ())
    st.budget -= len(_t393)
    if st.budget < 0: _spent302(st)
    _t392 = False
    for _t394 in _t393:
        if (_memo8[_t394] if _t394 in _memo8 else _memo8.setdefault(_t394, ((((_memo3[_t394] if _t394 in _memo3 else _memo3.setdefault(_t394, ((_st_vars[3] > 0) and _a317(st, _t394)))) or (_memo1[_t394] if _t394 in _memo1 else _memo1.setdefault(_t394, _a339(st, _t394)))) or (_memo2[_t394] if _t394 in _memo2 else _memo2.setdefault(_t394, _a343(st, _t394)))) or _a361(st, _t394)))):
            _t392 = True
            break
    if (not _t392):
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo308(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 e1cdea3d>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t492 = 0
    for _t491 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if (_st_cvars[84 + _t491] == _t490):
            _t492 += (1 if ((_st_cvars[_t491] == 'carnivorous') or (_st_cvars[_t491] == 'high_body_weight')) else (2 if (_st_cvars[_t491] == 'parasite') else 0))
    return _t492

# <rulerun evolution.rules: feeding_turn_of #191 a83f6e97>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t494 = 0
    for _t493 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if (((_st_cvars[84 + _t493] == _t490) and (_st_cvars[_t493] == 'fat_tissue')) and _st_cvars[252 + _t493]):
            _t494 += 1
    return _t494

# <rulerun evolution.rules: feeding_turn_of #192 c599a2ce>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t496 = 0
    for _t495 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if ((_st_cvars[84 + _t495] == _t490) and (_st_cvars[_t495] == 'fat_tissue')):
            _t496 += 1
    return _t496

# <rulerun evolution.rules: feeding_turn_of #193 bc49497c>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t504 = 0
    for _t503 in st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]:
        if (_st_cvars[84 + _t503] == _t501):
            _t504 += (1 if ((_st_cvars[_t503] == 'carnivorous') or (_st_cvars[_t503] == 'high_body_weight')) else (2 if (_st_cvars[_t503] == 'parasite') else 0))
    return _t504

# <rulerun evolution.rules: feeding_turn_of #194 5c076b72>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t506 = 0
    for _t505 in st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]:
        if (((_st_cvars[84 + _t505] == _t501) and (_st_cvars[_t505] == 'fat_tissue')) and _st_cvars[252 + _t505]):
            _t506 += 1
    return _t506

# <rulerun evolution.rules: feeding_turn_of #195 9b8701fc>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t508 = 0
    for _t507 in st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]:
        if ((_st_cvars[84 + _t507] == _t501) and (_st_cvars[_t507] == 'fat_tissue')):
            _t508 += 1
    return _t508

# <rulerun evolution.rules: feeding_turn_of #196 2891aead>
def _loop(st, _t510):
    _st_cvars = st.cvars
    _t513 = 0
    for _t512 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t510]]][1])]:
        if (_st_cvars[84 + _t512] == _st_cvars[84 + _t510]):
            _t513 += (1 if ((_st_cvars[_t512] == 'carnivorous') or (_st_cvars[_t512] == 'high_body_weight')) else (2 if (_st_cvars[_t512] == 'parasite') else 0))
    return _t513

# <rulerun evolution.rules: feeding_turn_of #197 165955c3>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t509 = st.zones[(9 + st.model.zone_instances[st.loc[_t501]][1])]
    st.budget -= len(_t509)
    if st.budget < 0: _spent376(st)
    for _t510 in _t509:
        if (((_st_cvars[_t510] == 'symbiosis') and (_st_cvars[168 + _t510] == _t501)) and (not ((_st_cvars[924 + _st_cvars[84 + _t510]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t510]] >= (_memo6[_st_cvars[84 + _t510]] if _st_cvars[84 + _t510] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t510], (1 + _a377(st, _t510)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 c4f03b68>
def _loop(st, _t499):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t500 = st.zones[(5 + _t499)]
    st.budget -= len(_t500)
    if st.budget < 0: _spent372(st)
    for _t501 in _t500:
        if ((not ((_st_cvars[924 + _t501] == _st_vars[0]) or ((_st_cvars[504 + _t501] >= (_memo6[_t501] if _t501 in _memo6 else _memo6.setdefault(_t501, (1 + _a373(st, _t501))))) and ((_memo5[_t501] if _t501 in _memo5 else _memo5.setdefault(_t501, _a374(st, _t501))) >= (_memo4[_t501] if _t501 in _memo4 else _memo4.setdefault(_t501, _a375(st, _t501))))))) and (_memo14[_t501] if _t501 in _memo14 else _memo14.setdefault(_t501, (not _a378(st, _t501))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 a88ec33d>
def _loop(st, _t515):
    _st_cvars = st.cvars
    for _t517 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if ((_st_cvars[84 + _t517] == _t515) and (_st_cvars[_t517] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 304c0f84>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t520 = 0
    for _t519 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if (_st_cvars[84 + _t519] == _t515):
            _t520 += (1 if ((_st_cvars[_t519] == 'carnivorous') or (_st_cvars[_t519] == 'high_body_weight')) else (2 if (_st_cvars[_t519] == 'parasite') else 0))
    return _t520

# <rulerun evolution.rules: feeding_turn_of #201 bb6f8276>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t522 = 0
    for _t521 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if (((_st_cvars[84 + _t521] == _t515) and (_st_cvars[_t521] == 'fat_tissue')) and _st_cvars[252 + _t521]):
            _t522 += 1
    return _t522

# <rulerun evolution.rules: feeding_turn_of #202 c4a0edb9>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t524 = 0
    for _t523 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if ((_st_cvars[84 + _t523] == _t515) and (_st_cvars[_t523] == 'fat_tissue')):
            _t524 += 1
    return _t524

# <rulerun evolution.rules: feeding_turn_of #203 da2bd361>
def _loop(st, _t526):
    _st_cvars = st.cvars
    _t529 = 0
    for _t528 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t526]]][1])]:
        if (_st_cvars[84 + _t528] == _st_cvars[84 + _t526]):
            _t529 += (1 if ((_st_cvars[_t528] == 'carnivorous') or (_st_cvars[_t528] == 'high_body_weight')) else (2 if (_st_cvars[_t528] == 'parasite') else 0))
    return _t529

# <rulerun evolution.rules: feeding_turn_of #204 5c7e4263>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t525 = st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]
    st.budget -= len(_t525)
    if st.budget < 0: _spent385(st)
    for _t526 in _t525:
        if (((_st_cvars[_t526] == 'symbiosis') and (_st_cvars[168 + _t526] == _t515)) and (not ((_st_cvars[924 + _st_cvars[84 + _t526]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t526]] >= (_memo6[_st_cvars[84 + _t526]] if _st_cvars[84 + _t526] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t526], (1 + _a386(st, _t526)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 3331451c>
def _loop(st, _t531):
    _st_cvars = st.cvars
    for _t533 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if ((_st_cvars[84 + _t533] == _t531) and (_st_cvars[_t533] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 ab20ab6c>
def _loop(st, _t515):
    _st_cvars = st.cvars
    for _t535 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if ((_st_cvars[84 + _t535] == _t515) and (_st_cvars[_t535] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 1c1cdc5b>
def _loop(st, _t531):
    _st_cvars = st.cvars
    for _t539 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if ((_st_cvars[84 + _t539] == _t531) and (_st_cvars[_t539] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 edd03db8>
def _loop(st, _t515):
    _st_cvars = st.cvars
    for _t541 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if ((_st_cvars[84 + _t541] == _t515) and (_st_cvars[_t541] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 903539f5>
def _loop(st, _t531):
    _st_cvars = st.cvars
    for _t545 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if ((_st_cvars[84 + _t545] == _t531) and (_st_cvars[_t545] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 00c10aef>
def _loop(st, _t515):
    _st_cvars = st.cvars
    for _t547 in st.zones[(9 + st.model.zone_instances[st.loc[_t515]][1])]:
        if ((_st_cvars[84 + _t547] == _t515) and (_st_cvars[_t547] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 eacba97b>
def _loop(st, _t531):
    _st_cvars = st.cvars
    for _t551 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if ((_st_cvars[84 + _t551] == _t531) and (_st_cvars[_t551] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 a7bcc95d>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _t554 = 0
    for _t553 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if (_st_cvars[84 + _t553] == _t531):
            _t554 += (1 if ((_st_cvars[_t553] == 'carnivorous') or (_st_cvars[_t553] == 'high_body_weight')) else (2 if (_st_cvars[_t553] == 'parasite') else 0))
    return _t554

# <rulerun evolution.rules: feeding_turn_of #213 cedbeb91>
def _loop(st, _t531):
    _st_cvars = st.cvars
    for _t555 in st.zones[(9 + st.model.zone_instances[st.loc[_t531]][1])]:
        if ((_st_cvars[_t555] == 'symbiosis') and (_st_cvars[168 + _t555] == _t531)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 7b47ffa7>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t530 = (list(_chain388(map(st.zones.__getitem__, _k389))) or ())
    st.budget -= len(_t530)
    if st.budget < 0: _spent390(st)
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t543 = _NOT_YET
    _t544 = _NOT_YET
    _t549 = _NOT_YET
    _t550 = _NOT_YET
    for _t531 in _t530:
        if ((((((_t515 != _t531) and ((not (_memo7[(_t531, 'camouflage',)] if (_t531, 'camouflage',) in _memo7 else _memo7.setdefault((_t531, 'camouflage',), _a391(st, _t531)))) or (_t538 if _t538 is not _NOT_YET else (_t538 := (_memo7[(_t515, 'sharp_vision',)] if (_t515, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t515, 'sharp_vision',), (_t537 if _t537 is not _NOT_YET else (_t537 := _a392(st, _t515))))))))) and ((not (_memo7[(_t531, 'high_body_weight',)] if (_t531, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t531, 'high_body_weight',), _a393(st, _t531)))) or (_t544 if _t544 is not _NOT_YET else (_t544 := (_memo7[(_t515, 'high_body_weight',)] if (_t515, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t515, 'high_body_weight',), (_t543 if _t543 is not _NOT_YET else (_t543 := _a394(st, _t515))))))))) and ((_memo7[(_t531, 'swimming',)] if (_t531, 'swimming',) in _memo7 else _memo7.setdefault((_t531, 'swimming',), _a395(st, _t531))) == (_t550 if _t550 is not _NOT_YET else (_t550 := (_memo7[(_t515, 'swimming',)] if (_t515, 'swimming',) in _memo7 else _memo7.setdefault((_t515, 'swimming',), (_t549 if _t549 is not _NOT_YET else (_t549 := _a396(st, _t515))))))))) and (not ((_memo7[(_t531, 'burrowing',)] if (_t531, 'burrowing',) in _memo7 else _memo7.setdefault((_t531, 'burrowing',), _a397(st, _t531))) and ((_st_cvars[924 + _t531] == _st_vars[0]) or (_st_cvars[504 + _t531] >= (_memo6[_t531] if _t531 in _memo6 else _memo6.setdefault(_t531, (1 + _a398(st, _t531))))))))) and (not (_memo13[_t531] if _t531 in _memo13 else _memo13.setdefault(_t531, _a399(st, _t531))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 07f9bb0f>
def _loop(st, _t499):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t514 = st.zones[(5 + _t499)]
    st.budget -= len(_t514)
    if st.budget < 0: _spent380(st)
    for _t515 in _t514:
        if (_memo0[_t515] if _t515 in _memo0 else _memo0.setdefault(_t515, ((((_memo7[(_t515, 'carnivorous',)] if (_t515, 'carnivorous',) in _memo7 else _memo7.setdefault((_t515, 'carnivorous',), _a381(st, _t515))) and (_st_cvars[672 + _t515] != _st_vars[0])) and ((not ((_st_cvars[924 + _t515] == _st_vars[0]) or ((_st_cvars[504 + _t515] >= (_memo6[_t515] if _t515 in _memo6 else _memo6.setdefault(_t515, (1 + _a382(st, _t515))))) and ((_memo5[_t515] if _t515 in _memo5 else _memo5.setdefault(_t515, _a383(st, _t515))) >= (_memo4[_t515] if _t515 in _memo4 else _memo4.setdefault(_t515, _a384(st, _t515))))))) and (_memo14[_t515] if _t515 in _memo14 else _memo14.setdefault(_t515, (not _a387(st, _t515)))))) and _a400(st, _t515)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 88654fb8>
def _loop(st, _t558):
    _st_cvars = st.cvars
    _t561 = 0
    for _t560 in st.zones[(9 + st.model.zone_instances[st.loc[_t558]][1])]:
        if (_st_cvars[84 + _t560] == _t558):
            _t561 += (1 if ((_st_cvars[_t560] == 'carnivorous') or (_st_cvars[_t560] == 'high_body_weight')) else (2 if (_st_cvars[_t560] == 'parasite') else 0))
    return _t561

# <rulerun evolution.rules: feeding_turn_of #217 9a9a71b9>
def _loop(st, _t558):
    _st_cvars = st.cvars
    _t563 = 0
    for _t562 in st.zones[(9 + st.model.zone_instances[st.loc[_t558]][1])]:
        if (((_st_cvars[84 + _t562] == _t558) and (_st_cvars[_t562] == 'fat_tissue')) and _st_cvars[252 + _t562]):
            _t563 += 1
    return _t563

# <rulerun evolution.rules: feeding_turn_of #218 10e4afa9>
def _loop(st, _t499):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t557 = st.zones[(5 + _t499)]
    st.budget -= len(_t557)
    if st.budget < 0: _spent402(st)
    for _t558 in _t557:
        if ((not ((_st_cvars[924 + _t558] == _st_vars[0]) or (_st_cvars[504 + _t558] >= (_memo6[_t558] if _t558 in _memo6 else _memo6.setdefault(_t558, (1 + _a403(st, _t558))))))) and ((_memo5[_t558] if _t558 in _memo5 else _memo5.setdefault(_t558, _a404(st, _t558))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 a6dc734c>
def _loop(st, _t565):
    _st_cvars = st.cvars
    for _t567 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if ((_st_cvars[84 + _t567] == _t565) and (_st_cvars[_t567] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 8cbe4171>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _t570 = 0
    for _t569 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if (_st_cvars[84 + _t569] == _t565):
            _t570 += (1 if ((_st_cvars[_t569] == 'carnivorous') or (_st_cvars[_t569] == 'high_body_weight')) else (2 if (_st_cvars[_t569] == 'parasite') else 0))
    return _t570

# <rulerun evolution.rules: feeding_turn_of #221 8760966b>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _t572 = 0
    for _t571 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if (_st_cvars[84 + _t571] == _t565):
            _t572 += (1 if ((_st_cvars[_t571] == 'carnivorous') or (_st_cvars[_t571] == 'high_body_weight')) else (2 if (_st_cvars[_t571] == 'parasite') else 0))
    return _t572

# <rulerun evolution.rules: feeding_turn_of #222 8676994a>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _t574 = 0
    for _t573 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if (((_st_cvars[84 + _t573] == _t565) and (_st_cvars[_t573] == 'fat_tissue')) and _st_cvars[252 + _t573]):
            _t574 += 1
    return _t574

# <rulerun evolution.rules: feeding_turn_of #223 00dd75e2>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _t576 = 0
    for _t575 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if ((_st_cvars[84 + _t575] == _t565) and (_st_cvars[_t575] == 'fat_tissue')):
            _t576 += 1
    return _t576

# <rulerun evolution.rules: feeding_turn_of #224 2e1a830d>
def _loop(st, _t578):
    _st_cvars = st.cvars
    _t581 = 0
    for _t580 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t578]]][1])]:
        if (_st_cvars[84 + _t580] == _st_cvars[84 + _t578]):
            _t581 += (1 if ((_st_cvars[_t580] == 'carnivorous') or (_st_cvars[_t580] == 'high_body_weight')) else (2 if (_st_cvars[_t580] == 'parasite') else 0))
    return _t581

# <rulerun evolution.rules: feeding_turn_of #225 eca9e447>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t577 = st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]
    st.budget -= len(_t577)
    if st.budget < 0: _spent412(st)
    for _t578 in _t577:
        if (((_st_cvars[_t578] == 'symbiosis') and (_st_cvars[168 + _t578] == _t565)) and (not ((_st_cvars[924 + _st_cvars[84 + _t578]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t578]] >= (_memo6[_st_cvars[84 + _t578]] if _st_cvars[84 + _t578] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t578], (1 + _a413(st, _t578)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 134b4871>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t586 = 0
    for _t585 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (_st_cvars[84 + _t585] == _t583):
            _t586 += (1 if ((_st_cvars[_t585] == 'carnivorous') or (_st_cvars[_t585] == 'high_body_weight')) else (2 if (_st_cvars[_t585] == 'parasite') else 0))
    return _t586

# <rulerun evolution.rules: feeding_turn_of #227 dc03012d>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t582 = (list(_chain415(map(st.zones.__getitem__, _k416))) or ())
    st.budget -= len(_t582)
    if st.budget < 0: _spent417(st)
    for _t583 in _t582:
        if ((_t583 != _t565) and ((not ((_st_cvars[924 + _t583] == _st_vars[0]) or (_st_cvars[504 + _t583] >= (_memo6[_t583] if _t583 in _memo6 else _memo6.setdefault(_t583, (1 + _a418(st, _t583))))))) and (_st_cvars[504 + _t583] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 6fa27da4>
def _loop(st, _t565):
    _st_cvars = st.cvars
    for _t587 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if ((_st_cvars[84 + _t587] == _t565) and (_st_cvars[_t587] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 da849c18>
def _loop(st, _t565):
    _st_cvars = st.cvars
    _t590 = 0
    for _t589 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if (_st_cvars[84 + _t589] == _t565):
            _t590 += (1 if ((_st_cvars[_t589] == 'carnivorous') or (_st_cvars[_t589] == 'high_body_weight')) else (2 if (_st_cvars[_t589] == 'parasite') else 0))
    return _t590

# <rulerun evolution.rules: feeding_turn_of #230 573deaa7>
def _loop(st, _t565):
    _st_cvars = st.cvars
    for _t591 in st.zones[(9 + st.model.zone_instances[st.loc[_t565]][1])]:
        if ((_st_cvars[84 + _t591] == _t565) and (_st_cvars[_t591] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 7599ddef>
def _loop(st, _t499):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t564 = st.zones[(5 + _t499)]
    st.budget -= len(_t564)
    if st.budget < 0: _spent406(st)
    for _t565 in _t564:
        if (((_memo10[_t565] if _t565 in _memo10 else _memo10.setdefault(_t565, (((((_memo7[(_t565, 'piracy',)] if (_t565, 'piracy',) in _memo7 else _memo7.setdefault((_t565, 'piracy',), _a407(st, _t565))) and (_st_cvars[756 + _t565] != _st_vars[0])) and (not ((_st_cvars[924 + _t565] == _st_vars[0]) or (_st_cvars[504 + _t565] >= (_memo6[_t565] if _t565 in _memo6 else _memo6.setdefault(_t565, (1 + _a408(st, _t565)))))))) and ((not ((_st_cvars[924 + _t565] == _st_vars[0]) or ((_st_cvars[504 + _t565] >= (_memo6[_t565] if _t565 in _memo6 else _memo6.setdefault(_t565, (1 + _a409(st, _t565))))) and ((_memo5[_t565] if _t565 in _memo5 else _memo5.setdefault(_t565, _a410(st, _t565))) >= (_memo4[_t565] if _t565 in _memo4 else _memo4.setdefault(_t565, _a411(st, _t565))))))) and (_memo14[_t565] if _t565 in _memo14 else _memo14.setdefault(_t565, (not _a414(st, _t565)))))) and _a419(st, _t565)))) or (((((_memo7[(_t565, 'hibernation',)] if (_t565, 'hibernation',) in _memo7 else _memo7.setdefault((_t565, 'hibernation',), _a420(st, _t565))) and (_st_cvars[924 + _t565] != _st_vars[0])) and (_st_cvars[924 + _t565] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t565] == _st_vars[0]) or (_st_cvars[504 + _t565] >= (_memo6[_t565] if _t565 in _memo6 else _memo6.setdefault(_t565, (1 + _a421(st, _t565))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t565, 'grazing',)] if (_t565, 'grazing',) in _memo7 else _memo7.setdefault((_t565, 'grazing',), _a422(st, _t565))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 2462c0ec>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t597 = 0
    for _t596 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (_st_cvars[84 + _t596] == _t594):
            _t597 += (1 if ((_st_cvars[_t596] == 'carnivorous') or (_st_cvars[_t596] == 'high_body_weight')) else (2 if (_st_cvars[_t596] == 'parasite') else 0))
    return _t597

# <rulerun evolution.rules: feeding_turn_of #233 6b6da351>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t599 = 0
    for _t598 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if (((_st_cvars[84 + _t598] == _t594) and (_st_cvars[_t598] == 'fat_tissue')) and _st_cvars[252 + _t598]):
            _t599 += 1
    return _t599

# <rulerun evolution.rules: feeding_turn_of #234 d847defb>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _t601 = 0
    for _t600 in st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]:
        if ((_st_cvars[84 + _t600] == _t594) and (_st_cvars[_t600] == 'fat_tissue')):
            _t601 += 1
    return _t601

# <rulerun evolution.rules: feeding_turn_of #235 b8659004>
def _loop(st, _t603):
    _st_cvars = st.cvars
    _t606 = 0
    for _t605 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t603]]][1])]:
        if (_st_cvars[84 + _t605] == _st_cvars[84 + _t603]):
            _t606 += (1 if ((_st_cvars[_t605] == 'carnivorous') or (_st_cvars[_t605] == 'high_body_weight')) else (2 if (_st_cvars[_t605] == 'parasite') else 0))
    return _t606

# <rulerun evolution.rules: feeding_turn_of #236 736cece5>
def _loop(st, _t594):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t602 = st.zones[(9 + st.model.zone_instances[st.loc[_t594]][1])]
    st.budget -= len(_t602)
    if st.budget < 0: _spent428(st)
    for _t603 in _t602:
        if (((_st_cvars[_t603] == 'symbiosis') and (_st_cvars[168 + _t603] == _t594)) and (not ((_st_cvars[924 + _st_cvars[84 + _t603]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t603]] >= (_memo6[_st_cvars[84 + _t603]] if _st_cvars[84 + _t603] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t603], (1 + _a429(st, _t603)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 414a8217>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t593 = st.zones[(5 + L[0])]
    st.budget -= len(_t593)
    if st.budget < 0: _spent424(st)
    for _t594 in _t593:
        if ((not ((_st_cvars[924 + _t594] == _st_vars[0]) or ((_st_cvars[504 + _t594] >= (_memo6[_t594] if _t594 in _memo6 else _memo6.setdefault(_t594, (1 + _a425(st, _t594))))) and ((_memo5[_t594] if _t594 in _memo5 else _memo5.setdefault(_t594, _a426(st, _t594))) >= (_memo4[_t594] if _t594 in _memo4 else _memo4.setdefault(_t594, _a427(st, _t594))))))) and (_memo14[_t594] if _t594 in _memo14 else _memo14.setdefault(_t594, (not _a430(st, _t594))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 69ccb5d9>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t610 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t610] == _t608) and (_st_cvars[_t610] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 81a0e9ac>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t613 = 0
    for _t612 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (_st_cvars[84 + _t612] == _t608):
            _t613 += (1 if ((_st_cvars[_t612] == 'carnivorous') or (_st_cvars[_t612] == 'high_body_weight')) else (2 if (_st_cvars[_t612] == 'parasite') else 0))
    return _t613

# <rulerun evolution.rules: feeding_turn_of #240 4c3c5c92>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t615 = 0
    for _t614 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (((_st_cvars[84 + _t614] == _t608) and (_st_cvars[_t614] == 'fat_tissue')) and _st_cvars[252 + _t614]):
            _t615 += 1
    return _t615

# <rulerun evolution.rules: feeding_turn_of #241 691d1cb3>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t617 = 0
    for _t616 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t616] == _t608) and (_st_cvars[_t616] == 'fat_tissue')):
            _t617 += 1
    return _t617

# <rulerun evolution.rules: feeding_turn_of #242 96832082>
def _loop(st, _t619):
    _st_cvars = st.cvars
    _t622 = 0
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t619]]][1])]:
        if (_st_cvars[84 + _t621] == _st_cvars[84 + _t619]):
            _t622 += (1 if ((_st_cvars[_t621] == 'carnivorous') or (_st_cvars[_t621] == 'high_body_weight')) else (2 if (_st_cvars[_t621] == 'parasite') else 0))
    return _t622

# <rulerun evolution.rules: feeding_turn_of #243 28a18f21>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t618 = st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]
    st.budget -= len(_t618)
    if st.budget < 0: _spent438(st)
    for _t619 in _t618:
        if (((_st_cvars[_t619] == 'symbiosis') and (_st_cvars[168 + _t619] == _t608)) and (not ((_st_cvars[924 + _st_cvars[84 + _t619]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t619]] >= (_memo6[_st_cvars[84 + _t619]] if _st_cvars[84 + _t619] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t619], (1 + _a439(st, _t619)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 3df76b2a>
def _loop(st, _t624):
    _st_cvars = st.cvars
    for _t626 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if ((_st_cvars[84 + _t626] == _t624) and (_st_cvars[_t626] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 eeee8165>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t628 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t628] == _t608) and (_st_cvars[_t628] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 502d8d6f>
def _loop(st, _t624):
    _st_cvars = st.cvars
    for _t632 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if ((_st_cvars[84 + _t632] == _t624) and (_st_cvars[_t632] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 cdaca814>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t634 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t634] == _t608) and (_st_cvars[_t634] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 36a44823>
def _loop(st, _t624):
    _st_cvars = st.cvars
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if ((_st_cvars[84 + _t638] == _t624) and (_st_cvars[_t638] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 f1d4f5ad>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t640 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t640] == _t608) and (_st_cvars[_t640] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 73d5bfec>
def _loop(st, _t624):
    _st_cvars = st.cvars
    for _t644 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if ((_st_cvars[84 + _t644] == _t624) and (_st_cvars[_t644] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 5ecdc9a6>
def _loop(st, _t624):
    _st_cvars = st.cvars
    _t647 = 0
    for _t646 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if (_st_cvars[84 + _t646] == _t624):
            _t647 += (1 if ((_st_cvars[_t646] == 'carnivorous') or (_st_cvars[_t646] == 'high_body_weight')) else (2 if (_st_cvars[_t646] == 'parasite') else 0))
    return _t647

# <rulerun evolution.rules: feeding_turn_of #252 7e837a26>
def _loop(st, _t624):
    _st_cvars = st.cvars
    for _t648 in st.zones[(9 + st.model.zone_instances[st.loc[_t624]][1])]:
        if ((_st_cvars[_t648] == 'symbiosis') and (_st_cvars[168 + _t648] == _t624)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 3e027372>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t623 = (list(_chain441(map(st.zones.__getitem__, _k442))) or ())
    st.budget -= len(_t623)
    if st.budget < 0: _spent443(st)
    _t630 = _NOT_YET
    _t631 = _NOT_YET
    _t636 = _NOT_YET
    _t637 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    for _t624 in _t623:
        if ((((((_t608 != _t624) and ((not (_memo7[(_t624, 'camouflage',)] if (_t624, 'camouflage',) in _memo7 else _memo7.setdefault((_t624, 'camouflage',), _a444(st, _t624)))) or (_t631 if _t631 is not _NOT_YET else (_t631 := (_memo7[(_t608, 'sharp_vision',)] if (_t608, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t608, 'sharp_vision',), (_t630 if _t630 is not _NOT_YET else (_t630 := _a445(st, _t608))))))))) and ((not (_memo7[(_t624, 'high_body_weight',)] if (_t624, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t624, 'high_body_weight',), _a446(st, _t624)))) or (_t637 if _t637 is not _NOT_YET else (_t637 := (_memo7[(_t608, 'high_body_weight',)] if (_t608, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t608, 'high_body_weight',), (_t636 if _t636 is not _NOT_YET else (_t636 := _a447(st, _t608))))))))) and ((_memo7[(_t624, 'swimming',)] if (_t624, 'swimming',) in _memo7 else _memo7.setdefault((_t624, 'swimming',), _a448(st, _t624))) == (_t643 if _t643 is not _NOT_YET else (_t643 := (_memo7[(_t608, 'swimming',)] if (_t608, 'swimming',) in _memo7 else _memo7.setdefault((_t608, 'swimming',), (_t642 if _t642 is not _NOT_YET else (_t642 := _a449(st, _t608))))))))) and (not ((_memo7[(_t624, 'burrowing',)] if (_t624, 'burrowing',) in _memo7 else _memo7.setdefault((_t624, 'burrowing',), _a450(st, _t624))) and ((_st_cvars[924 + _t624] == _st_vars[0]) or (_st_cvars[504 + _t624] >= (_memo6[_t624] if _t624 in _memo6 else _memo6.setdefault(_t624, (1 + _a451(st, _t624))))))))) and (not (_memo13[_t624] if _t624 in _memo13 else _memo13.setdefault(_t624, _a452(st, _t624))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 f345aa14>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t607 = st.zones[(5 + L[0])]
    st.budget -= len(_t607)
    if st.budget < 0: _spent433(st)
    for _t608 in _t607:
        if (_memo0[_t608] if _t608 in _memo0 else _memo0.setdefault(_t608, ((((_memo7[(_t608, 'carnivorous',)] if (_t608, 'carnivorous',) in _memo7 else _memo7.setdefault((_t608, 'carnivorous',), _a434(st, _t608))) and (_st_cvars[672 + _t608] != _st_vars[0])) and ((not ((_st_cvars[924 + _t608] == _st_vars[0]) or ((_st_cvars[504 + _t608] >= (_memo6[_t608] if _t608 in _memo6 else _memo6.setdefault(_t608, (1 + _a435(st, _t608))))) and ((_memo5[_t608] if _t608 in _memo5 else _memo5.setdefault(_t608, _a436(st, _t608))) >= (_memo4[_t608] if _t608 in _memo4 else _memo4.setdefault(_t608, _a437(st, _t608))))))) and (_memo14[_t608] if _t608 in _memo14 else _memo14.setdefault(_t608, (not _a440(st, _t608)))))) and _a453(st, _t608)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 8eecec84>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t654 = 0
    for _t653 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if (_st_cvars[84 + _t653] == _t651):
            _t654 += (1 if ((_st_cvars[_t653] == 'carnivorous') or (_st_cvars[_t653] == 'high_body_weight')) else (2 if (_st_cvars[_t653] == 'parasite') else 0))
    return _t654

# <rulerun evolution.rules: feeding_turn_of #256 675ed5b1>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if (((_st_cvars[84 + _t655] == _t651) and (_st_cvars[_t655] == 'fat_tissue')) and _st_cvars[252 + _t655]):
            _t656 += 1
    return _t656

# <rulerun evolution.rules: feeding_turn_of #257 b2bb6de8>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t650 = st.zones[(5 + L[0])]
    st.budget -= len(_t650)
    if st.budget < 0: _spent455(st)
    for _t651 in _t650:
        if ((not ((_st_cvars[924 + _t651] == _st_vars[0]) or (_st_cvars[504 + _t651] >= (_memo6[_t651] if _t651 in _memo6 else _memo6.setdefault(_t651, (1 + _a456(st, _t651))))))) and ((_memo5[_t651] if _t651 in _memo5 else _memo5.setdefault(_t651, _a457(st, _t651))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 a7fd75c7>
def _loop(st, _t659):
    _st_cvars = st.cvars
    for _t660 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if ((_st_cvars[84 + _t660] == _t659) and (_st_cvars[_t660] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 ad392201>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _t663 = 0
    for _t662 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if (_st_cvars[84 + _t662] == _t659):
            _t663 += (1 if ((_st_cvars[_t662] == 'carnivorous') or (_st_cvars[_t662] == 'high_body_weight')) else (2 if (_st_cvars[_t662] == 'parasite') else 0))
    return _t663

# <rulerun evolution.rules: feeding_turn_of #260 4c370e31>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _t665 = 0
    for _t664 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if (_st_cvars[84 + _t664] == _t659):
            _t665 += (1 if ((_st_cvars[_t664] == 'carnivorous') or (_st_cvars[_t664] == 'high_body_weight')) else (2 if (_st_cvars[_t664] == 'parasite') else 0))
    return _t665

# <rulerun evolution.rules: feeding_turn_of #261 282d2413>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _t667 = 0
    for _t666 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if (((_st_cvars[84 + _t666] == _t659) and (_st_cvars[_t666] == 'fat_tissue')) and _st_cvars[252 + _t666]):
            _t667 += 1
    return _t667

# <rulerun evolution.rules: feeding_turn_of #262 8f7e02b0>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _t669 = 0
    for _t668 in st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]:
        if ((_st_cvars[84 + _t668] == _t659) and (_st_cvars[_t668] == 'fat_tissue')):
            _t669 += 1
    return _t669

# <rulerun evolution.rules: feeding_turn_of #263 e4dc5d75>
def _loop(st, _t671):
    _st_cvars = st.cvars
    _t674 = 0
    for _t673 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t671]]][1])]:
        if (_st_cvars[84 + _t673] == _st_cvars[84 + _t671]):
            _t674 += (1 if ((_st_cvars[_t673] == 'carnivorous') or (_st_cvars[_t673] == 'high_body_weight')) else (2 if (_st_cvars[_t673] == 'parasite') else 0))
    return _t674

# <rulerun evolution.rules: feeding_turn_of #264 1096c49e>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t670 = st.zones[(9 + st.model.zone_instances[st.loc[_t659]][1])]
    st.budget -= len(_t670)
    if st.budget < 0: _spent464(st)
    for _t671 in _t670:
        if (((_st_cvars[_t671] == 'symbiosis') and (_st_cvars[168 + _t671] == _t659)) and (not ((_st_cvars[924 + _st_cvars[84 + _t671]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t671]] >= (_memo6[_st_cvars[84 + _t671]] if _st_cvars[84 + _t671] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t671], (1 + _a465(st, _t671)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 1c74bf97>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _t679 = 0
    for _t678 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if (_st_cvars[84 + _t678] == _t676):
            _t679 += (1 if ((_st_cvars[_t678] == 'carnivorous') or (_st_cvars[_t678] == 'high_body_weight')) else (2 if (_st_cvars[_t678] == 'parasite') else 0))
    return _t679

# <rulerun evolution.rules: feeding_turn_of #266 764ccf56>
def _loop(st, _t659):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t675 = (list(_chain467(map(st.zones.__getitem__, _k468))) or ())
    st.budget -= len(_t675)
    if st.budget < 0: _spent469(st)
    for _t676 in _t675:
        if ((_t676 != _t659) and ((not ((_st_cvars[924 + _t676] == _st_vars[0]) or (_st_cvars[504 + _t676] >= (_memo6[_t676] if _t676 in _memo6 else _memo6.setdefault(_t676, (1 + _a470(st, _t676))))))) and (_st_cvars[504 + _t676] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 f8a50e8b>
def _loop(st, _t682):
    _st_cvars = st.cvars
    for _t683 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if ((_st_cvars[84 + _t683] == _t682) and (_st_cvars[_t683] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 6625c43b>
def _loop(st, _t687):
    _st_cvars = st.cvars
    for _t688 in st.zones[(9 + st.model.zone_instances[st.loc[_t687]][1])]:
        if ((_st_cvars[84 + _t688] == _t687) and (_st_cvars[_t688] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 af2fe2d9>
def _loop(st, _t687):
    _st_cvars = st.cvars
    _t691 = 0
    for _t690 in st.zones[(9 + st.model.zone_instances[st.loc[_t687]][1])]:
        if (_st_cvars[84 + _t690] == _t687):
            _t691 += (1 if ((_st_cvars[_t690] == 'carnivorous') or (_st_cvars[_t690] == 'high_body_weight')) else (2 if (_st_cvars[_t690] == 'parasite') else 0))
    return _t691

# <rulerun evolution.rules: feeding_turn_of #270 0eeb5e15>
def _loop(st, _t693):
    _st_cvars = st.cvars
    _t696 = 0
    for _t695 in st.zones[(9 + st.model.zone_instances[st.loc[_t693]][1])]:
        if (_st_cvars[84 + _t695] == _t693):
            _t696 += (1 if ((_st_cvars[_t695] == 'carnivorous') or (_st_cvars[_t695] == 'high_body_weight')) else (2 if (_st_cvars[_t695] == 'parasite') else 0))
    return _t696

# <rulerun evolution.rules: feeding_turn_of #271 047a1a9b>
def _loop(st, _t693):
    _st_cvars = st.cvars
    _t698 = 0
    for _t697 in st.zones[(9 + st.model.zone_instances[st.loc[_t693]][1])]:
        if (((_st_cvars[84 + _t697] == _t693) and (_st_cvars[_t697] == 'fat_tissue')) and _st_cvars[252 + _t697]):
            _t698 += 1
    return _t698

# <rulerun evolution.rules: feeding_turn_of #272 2e9f4c26>
def _loop(st, _t693):
    _st_cvars = st.cvars
    _t700 = 0
    for _t699 in st.zones[(9 + st.model.zone_instances[st.loc[_t693]][1])]:
        if ((_st_cvars[84 + _t699] == _t693) and (_st_cvars[_t699] == 'fat_tissue')):
            _t700 += 1
    return _t700

# <rulerun evolution.rules: feeding_turn_of #273 55201977>
def _loop(st, _t702):
    _st_cvars = st.cvars
    _t705 = 0
    for _t704 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t702]]][1])]:
        if (_st_cvars[84 + _t704] == _st_cvars[84 + _t702]):
            _t705 += (1 if ((_st_cvars[_t704] == 'carnivorous') or (_st_cvars[_t704] == 'high_body_weight')) else (2 if (_st_cvars[_t704] == 'parasite') else 0))
    return _t705

# <rulerun evolution.rules: feeding_turn_of #274 6d9934e8>
def _loop(st, _t693):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t701 = st.zones[(9 + st.model.zone_instances[st.loc[_t693]][1])]
    st.budget -= len(_t701)
    if st.budget < 0: _spent479(st)
    for _t702 in _t701:
        if (((_st_cvars[_t702] == 'symbiosis') and (_st_cvars[168 + _t702] == _t693)) and (not ((_st_cvars[924 + _st_cvars[84 + _t702]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t702]] >= (_memo6[_st_cvars[84 + _t702]] if _st_cvars[84 + _t702] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t702], (1 + _a480(st, _t702)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 ecb3f63b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t692 = st.zones[(5 + L[0])]
    st.budget -= len(_t692)
    if st.budget < 0: _spent475(st)
    for _t693 in _t692:
        if ((not ((_st_cvars[924 + _t693] == _st_vars[0]) or ((_st_cvars[504 + _t693] >= (_memo6[_t693] if _t693 in _memo6 else _memo6.setdefault(_t693, (1 + _a476(st, _t693))))) and ((_memo5[_t693] if _t693 in _memo5 else _memo5.setdefault(_t693, _a477(st, _t693))) >= (_memo4[_t693] if _t693 in _memo4 else _memo4.setdefault(_t693, _a478(st, _t693))))))) and (_memo14[_t693] if _t693 in _memo14 else _memo14.setdefault(_t693, (not _a481(st, _t693))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 82c4a61c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _t489 = (list(_chain362(map(_st_zones.__getitem__, _k363))) or ())
    st.budget -= len(_t489)
    if st.budget < 0: _spent364(st)
    _t488 = True
    for _t490 in _t489:
        if not (((_st_cvars[924 + _t490] == _st_vars[0]) or ((_st_cvars[504 + _t490] >= (_memo6[_t490] if _t490 in _memo6 else _memo6.setdefault(_t490, (1 + _a365(st, _t490))))) and ((_memo5[_t490] if _t490 in _memo5 else _memo5.setdefault(_t490, _a366(st, _t490))) >= (_memo4[_t490] if _t490 in _memo4 else _memo4.setdefault(_t490, _a367(st, _t490))))))):
            _t488 = False
            break
    if _t488:
        if _st_log is not None: _st_log.append(_Text369(_audience368(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo370(6)
    _t498 = (_k371 or ())
    st.budget -= len(_t498)
    if st.budget < 0: _spent364(st)
    _t497 = False
    for _t499 in _t498:
        if (_memo8[_t499] if _t499 in _memo8 else _memo8.setdefault(_t499, ((((_memo3[_t499] if _t499 in _memo3 else _memo3.setdefault(_t499, ((_st_vars[3] > 0) and _a379(st, _t499)))) or (_memo1[_t499] if _t499 in _memo1 else _memo1.setdefault(_t499, _a401(st, _t499)))) or (_memo2[_t499] if _t499 in _memo2 else _memo2.setdefault(_t499, _a405(st, _t499)))) or _a423(st, _t499)))):
            _t497 = True
            break
    if (not _t497):
        if _st_log is not None: _st_log.append(_Text369(_audience368(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo370(6)
    L[2] = []
    if ((not _l1) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a431(st, L))))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    if ((not _l1) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a454(st, L)))):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    if ((not _l1) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a458(st, L)))):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    _t658 = _st_zones[(5 + _l0)]
    st.budget -= len(_t658)
    if st.budget < 0: _spent364(st)
    _t657 = False
    for _t659 in _t658:
        if (_memo10[_t659] if _t659 in _memo10 else _memo10.setdefault(_t659, (((((_memo7[(_t659, 'piracy',)] if (_t659, 'piracy',) in _memo7 else _memo7.setdefault((_t659, 'piracy',), _a459(st, _t659))) and (_st_cvars[756 + _t659] != _st_vars[0])) and (not ((_st_cvars[924 + _t659] == _st_vars[0]) or (_st_cvars[504 + _t659] >= (_memo6[_t659] if _t659 in _memo6 else _memo6.setdefault(_t659, (1 + _a460(st, _t659)))))))) and ((not ((_st_cvars[924 + _t659] == _st_vars[0]) or ((_st_cvars[504 + _t659] >= (_memo6[_t659] if _t659 in _memo6 else _memo6.setdefault(_t659, (1 + _a461(st, _t659))))) and ((_memo5[_t659] if _t659 in _memo5 else _memo5.setdefault(_t659, _a462(st, _t659))) >= (_memo4[_t659] if _t659 in _memo4 else _memo4.setdefault(_t659, _a463(st, _t659))))))) and (_memo14[_t659] if _t659 in _memo14 else _memo14.setdefault(_t659, (not _a466(st, _t659)))))) and _a471(st, _t659)))):
            _t657 = True
            break
    if _t657:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    _t681 = _st_zones[(5 + _l0)]
    st.budget -= len(_t681)
    if st.budget < 0: _spent364(st)
    _t680 = False
    for _t682 in _t681:
        if (((_memo7[(_t682, 'grazing',)] if (_t682, 'grazing',) in _memo7 else _memo7.setdefault((_t682, 'grazing',), _a472(st, _t682))) and (_st_cvars[840 + _t682] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t680 = True
            break
    if _t680:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    _t686 = _st_zones[(5 + _l0)]
    st.budget -= len(_t686)
    if st.budget < 0: _spent364(st)
    _t685 = False
    for _t687 in _t686:
        if (((((_memo7[(_t687, 'hibernation',)] if (_t687, 'hibernation',) in _memo7 else _memo7.setdefault((_t687, 'hibernation',), _a473(st, _t687))) and (_st_cvars[924 + _t687] != _st_vars[0])) and (_st_cvars[924 + _t687] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t687] == _st_vars[0]) or (_st_cvars[504 + _t687] >= (_memo6[_t687] if _t687 in _memo6 else _memo6.setdefault(_t687, (1 + _a474(st, _t687)))))))):
            _t685 = True
            break
    if _t685:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a482(st, L)))))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long432(L[2])

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

# <rulerun evolution.rules: take_food #295 6595aa83>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t706 if -1000000000000000000 <= (_t706 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond483(_t706))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text487(_audience484(st), [_PlayerRef485(L[0]), "'s animal ", _plain486(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain486(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 8a18e21b>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _t711 = 0
    for _t710 in st.zones[(9 + st.model.zone_instances[st.loc[_t709]][1])]:
        if (_st_cvars[84 + _t710] == _t709):
            _t711 += (1 if ((_st_cvars[_t710] == 'carnivorous') or (_st_cvars[_t710] == 'high_body_weight')) else (2 if (_st_cvars[_t710] == 'parasite') else 0))
    return _t711

# <rulerun evolution.rules: take_food #297 d62c4278>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _t713 = 0
    for _t712 in st.zones[(9 + st.model.zone_instances[st.loc[_t709]][1])]:
        if (((_st_cvars[84 + _t712] == _t709) and (_st_cvars[_t712] == 'fat_tissue')) and _st_cvars[252 + _t712]):
            _t713 += 1
    return _t713

# <rulerun evolution.rules: take_food #298 96ace5fb>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _t715 = 0
    for _t714 in st.zones[(9 + st.model.zone_instances[st.loc[_t709]][1])]:
        if ((_st_cvars[84 + _t714] == _t709) and (_st_cvars[_t714] == 'fat_tissue')):
            _t715 += 1
    return _t715

# <rulerun evolution.rules: take_food #299 d4966fa8>
def _loop(st, _t717):
    _st_cvars = st.cvars
    _t720 = 0
    for _t719 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t717]]][1])]:
        if (_st_cvars[84 + _t719] == _st_cvars[84 + _t717]):
            _t720 += (1 if ((_st_cvars[_t719] == 'carnivorous') or (_st_cvars[_t719] == 'high_body_weight')) else (2 if (_st_cvars[_t719] == 'parasite') else 0))
    return _t720

# <rulerun evolution.rules: take_food #300 fb9b0c09>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t716 = st.zones[(9 + st.model.zone_instances[st.loc[_t709]][1])]
    st.budget -= len(_t716)
    if st.budget < 0: _spent492(st)
    for _t717 in _t716:
        if (((_st_cvars[_t717] == 'symbiosis') and (_st_cvars[168 + _t717] == _t709)) and (not ((_st_cvars[924 + _st_cvars[84 + _t717]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t717]] >= (1 + _a493(st, _t717)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 641fa65e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t708 = st.zones[(5 + L[0])]
    st.budget -= len(_t708)
    if st.budget < 0: _spent488(st)
    _t707 = []
    for _t709 in _t708:
        if ((not ((_st_cvars[924 + _t709] == _st_vars[0]) or ((_st_cvars[504 + _t709] >= (1 + _a489(st, _t709))) and (_a490(st, _t709) >= _a491(st, _t709))))) and (not _a494(st, _t709))):
            _t707.append(_t709)
    return _t707

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 b8072bcc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t722 = []
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t721] == L[1]) or (_st_cvars[168 + _t721] == L[1])):
            _t722.append(_st_cvars[_t721])
    return _t722

# <rulerun evolution.rules: take_food #304 ad793132>
def _loop(st, L):
    _st_cvars = st.cvars
    _t724 = []
    for _t723 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t723] == L[1]) or (_st_cvars[168 + _t723] == L[1])):
            _t724.append(_t723)
    return _t724

# <rulerun evolution.rules: take_food #305 88d9dac1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t726 = 0
    for _t725 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t725] == L[1]):
            _t726 += (1 if ((_st_cvars[_t725] == 'carnivorous') or (_st_cvars[_t725] == 'high_body_weight')) else (2 if (_st_cvars[_t725] == 'parasite') else 0))
    return _t726

# <rulerun evolution.rules: take_food #306 3a9ea128>
def _loop(st, L):
    _st_cvars = st.cvars
    _t728 = 0
    for _t727 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t727] == L[1]) and (_st_cvars[_t727] == 'fat_tissue')) and _st_cvars[252 + _t727]):
            _t728 += 1
    return _t728

# <rulerun evolution.rules: take_food #307 298b3dd2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t730 = 0
    for _t729 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t729] == L[1]) and (_st_cvars[_t729] == 'fat_tissue')):
            _t730 += 1
    return _t730

# <rulerun evolution.rules: take_food #308 81e9af77>
def _loop(st, L):
    _st_cvars = st.cvars
    _t732 = 0
    for _t731 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t731] == L[1]) and (_st_cvars[_t731] == 'fat_tissue')):
            _t732 += 1
    return _t732

# <rulerun evolution.rules: take_food #309 560617d1>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain495(_text496(((((('animal ' + _plain495(_st_cvars[420 + L[1]]) + ' of ' + _player_text497(st.model.zone_instances[st.loc[L[1]]][1])) + (_text496(' ' + _plain495(_a498(st, L))) if (not not (_a499(st, L) or ())) else '')) + (' food ' + _plain495(_st_cvars[504 + L[1]]) + '/' + _plain495((1 + _a500(st, L))))) + ((' fat ' + _plain495(_a501(st, L)) + '/' + _plain495(_a502(st, L))) if (_a503(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 510ef884>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t737 = 0
    for _t736 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t736] == _l1):
            _t737 += (1 if ((_st_cvars[_t736] == 'carnivorous') or (_st_cvars[_t736] == 'high_body_weight')) else (2 if (_st_cvars[_t736] == 'parasite') else 0))
    return _t737

# <rulerun evolution.rules: convert_fat #313 fd989dfd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    L[3] = _l2
    for _t733 in st.zones[(9 + _l0)][:]:
        L[6] = _t733
        if not ((((_st_cvars[84 + _t733] == _l1) and _st_cvars[252 + _t733]) and (L[3] > 0))): continue
        _st_cvars[252 + _t733] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t734 if -1000000000000000000 <= (_t734 := L[3] - 1) <= 1000000000000000000 else _beyond504(_t734))
    _st_cvars[504 + _l1] = (_t735 if -1000000000000000000 <= (_t735 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond504(_t735))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text509(_audience505(st), [_PlayerRef506(_l0), ' converts ', _plain507(_l2), ' fat on animal ', _plain507(_st_cvars[420 + _l1]), ' into food (food ', _plain507(_st_cvars[504 + _l1]), '/', _plain507((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a508(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 a18ea1cb>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t742 = 0
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]:
        if (_st_cvars[84 + _t741] == _t740):
            _t742 += (1 if ((_st_cvars[_t741] == 'carnivorous') or (_st_cvars[_t741] == 'high_body_weight')) else (2 if (_st_cvars[_t741] == 'parasite') else 0))
    return _t742

# <rulerun evolution.rules: convert_fat #315 d759b17c>
def _loop(st, _t740):
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + st.model.zone_instances[st.loc[_t740]][1])]:
        if (((_st_cvars[84 + _t743] == _t740) and (_st_cvars[_t743] == 'fat_tissue')) and _st_cvars[252 + _t743]):
            _t744 += 1
    return _t744

# <rulerun evolution.rules: convert_fat #316 9bd019ae>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t739 = st.zones[(5 + L[0])]
    st.budget -= len(_t739)
    if st.budget < 0: _spent510(st)
    _t738 = []
    for _t740 in _t739:
        if ((not ((_st_cvars[924 + _t740] == _st_vars[0]) or (_st_cvars[504 + _t740] >= (1 + _a511(st, _t740))))) and (_a512(st, _t740) > 0)):
            _t738.append(_t740)
    return _t738

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 7d0665f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t746 = []
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t745] == L[1]) or (_st_cvars[168 + _t745] == L[1])):
            _t746.append(_st_cvars[_t745])
    return _t746

# <rulerun evolution.rules: convert_fat #319 23646339>
def _loop(st, L):
    _st_cvars = st.cvars
    _t748 = []
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t747] == L[1]) or (_st_cvars[168 + _t747] == L[1])):
            _t748.append(_t747)
    return _t748

# <rulerun evolution.rules: convert_fat #320 db1a55b9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t750 = 0
    for _t749 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t749] == L[1]):
            _t750 += (1 if ((_st_cvars[_t749] == 'carnivorous') or (_st_cvars[_t749] == 'high_body_weight')) else (2 if (_st_cvars[_t749] == 'parasite') else 0))
    return _t750

# <rulerun evolution.rules: convert_fat #321 f8e25fb2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t752 = 0
    for _t751 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t751] == L[1]) and (_st_cvars[_t751] == 'fat_tissue')) and _st_cvars[252 + _t751]):
            _t752 += 1
    return _t752

# <rulerun evolution.rules: convert_fat #322 7bba6655>
def _loop(st, L):
    _st_cvars = st.cvars
    _t754 = 0
    for _t753 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t753] == L[1]) and (_st_cvars[_t753] == 'fat_tissue')):
            _t754 += 1
    return _t754

# <rulerun evolution.rules: convert_fat #323 fa1ed42c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t756 = 0
    for _t755 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t755] == L[1]) and (_st_cvars[_t755] == 'fat_tissue')):
            _t756 += 1
    return _t756

# <rulerun evolution.rules: convert_fat #324 5c59515a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain513(_text514(((((('animal ' + _plain513(_st_cvars[420 + L[1]]) + ' of ' + _player_text515(st.model.zone_instances[st.loc[L[1]]][1])) + (_text514(' ' + _plain513(_a516(st, L))) if (not not (_a517(st, L) or ())) else '')) + (' food ' + _plain513(_st_cvars[504 + L[1]]) + '/' + _plain513((1 + _a518(st, L))))) + ((' fat ' + _plain513(_a519(st, L)) + '/' + _plain513(_a520(st, L))) if (_a521(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 540a4216>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t758 = 0
    for _t757 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t757] == _l1) and (_st_cvars[_t757] == 'fat_tissue')) and _st_cvars[252 + _t757]):
            _t758 += 1
    return _t758

# <rulerun evolution.rules: convert_fat #326 dbb2daba>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t760 = 0
    for _t759 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t759] == _l1):
            _t760 += (1 if ((_st_cvars[_t759] == 'carnivorous') or (_st_cvars[_t759] == 'high_body_weight')) else (2 if (_st_cvars[_t759] == 'parasite') else 0))
    return _t760

# <rulerun evolution.rules: convert_fat #327 3fac7e12>
def _native(st, L):
    return _range522(1, min(_a523(st, L), (_t761 if -1000000000000000000 <= (_t761 := ((1 + _a524(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond525(_t761))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 af343694>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t763 = 0
    for _t762 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t762] == _l0):
            _t763 += (1 if ((_st_cvars[_t762] == 'carnivorous') or (_st_cvars[_t762] == 'high_body_weight')) else (2 if (_st_cvars[_t762] == 'parasite') else 0))
    return _t763

# <rulerun evolution.rules: receive #330 bf4f08e9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t765 = 0
    for _t764 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t764] == _l0) and (_st_cvars[_t764] == 'fat_tissue')) and _st_cvars[252 + _t764]):
            _t765 += 1
    return _t765

# <rulerun evolution.rules: receive #331 e471f6c2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t767 = 0
    for _t766 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t766] == _l0) and (_st_cvars[_t766] == 'fat_tissue')):
            _t767 += 1
    return _t767

# <rulerun evolution.rules: receive #332 6fea28b4>
def _loop(st, _t769):
    _st_cvars = st.cvars
    _t772 = 0
    for _t771 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t769]]][1])]:
        if (_st_cvars[84 + _t771] == _st_cvars[84 + _t769]):
            _t772 += (1 if ((_st_cvars[_t771] == 'carnivorous') or (_st_cvars[_t771] == 'high_body_weight')) else (2 if (_st_cvars[_t771] == 'parasite') else 0))
    return _t772

# <rulerun evolution.rules: receive #333 38c05744>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t768 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t768)
    if st.budget < 0: _spent529(st)
    for _t769 in _t768:
        if (((_st_cvars[_t769] == 'symbiosis') and (_st_cvars[168 + _t769] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t769]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t769]] >= (_memo6[_st_cvars[84 + _t769]] if _st_cvars[84 + _t769] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t769], (1 + _a530(st, _t769)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 acefa2ee>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo14 = st.memos[14]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a526(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a527(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a528(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a531(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t773 if -1000000000000000000 <= (_t773 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond532(_t773))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text536(_audience533(st), [_PlayerRef534(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain535(_st_cvars[420 + _l0]), ' cannot take the ', _plain535(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 1ee11932>
def _loop(st, L):
    _st_cvars = st.cvars
    _t775 = 0
    for _t774 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t774] == L[2]):
            _t775 += (1 if ((_st_cvars[_t774] == 'carnivorous') or (_st_cvars[_t774] == 'high_body_weight')) else (2 if (_st_cvars[_t774] == 'parasite') else 0))
    return _t775

# <rulerun evolution.rules: receive #336 cad964cb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t780 = 0
    for _t779 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t779] == L[2]) and (_st_cvars[_t779] == 'fat_tissue')) and _st_cvars[252 + _t779]):
            _t780 += 1
    return _t780

# <rulerun evolution.rules: receive #337 d3dacd0a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t782 = 0
    for _t781 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t781] == L[2]) and (_st_cvars[_t781] == 'fat_tissue')):
            _t782 += 1
    return _t782

# <rulerun evolution.rules: receive #338 f7b54a2e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t784] == L[2]):
            _t785 += (1 if ((_st_cvars[_t784] == 'carnivorous') or (_st_cvars[_t784] == 'high_body_weight')) else (2 if (_st_cvars[_t784] == 'parasite') else 0))
    return _t785

# <rulerun evolution.rules: receive #339 2c209d95>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value537(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a538(st, L)))))):
        _t777 = L[2]
        _t776 = None
        for _t778 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t778] == _t777) and (_st_cvars[_t778] == 'fat_tissue')) and (not _st_cvars[252 + _t778])):
                _t776 = _t778
                break
        L[3] = _t776
        _st_cvars[252 + L[3]] = True
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _st_log is not None: _st_log.append(_Text543(_audience539(st), ['  animal ', _plain540(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain540((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a541(st, L)))), '/', _plain540((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a542(st, L)))), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t783 if -1000000000000000000 <= (_t783 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond544(_t783))
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text543(_audience539(st), ['  animal ', _plain540(_st_cvars[420 + L[2]]), ' has food ', _plain540(_st_cvars[504 + L[2]]), '/', _plain540((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a545(st, L)))))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 48d60b82>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t790 = 0
    for _t789 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t789] == _l0):
            _t790 += (1 if ((_st_cvars[_t789] == 'carnivorous') or (_st_cvars[_t789] == 'high_body_weight')) else (2 if (_st_cvars[_t789] == 'parasite') else 0))
    return _t790

# <rulerun evolution.rules: paired_triggers #343 3b213706>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t792 = 0
    for _t791 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t791] == _l0) and (_st_cvars[_t791] == 'fat_tissue')) and _st_cvars[252 + _t791]):
            _t792 += 1
    return _t792

# <rulerun evolution.rules: paired_triggers #344 d42d8b23>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t794 = 0
    for _t793 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t793] == _l0) and (_st_cvars[_t793] == 'fat_tissue')):
            _t794 += 1
    return _t794

# <rulerun evolution.rules: paired_triggers #345 8236c234>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t796]]][1])]:
        if (_st_cvars[84 + _t798] == _st_cvars[84 + _t796]):
            _t799 += (1 if ((_st_cvars[_t798] == 'carnivorous') or (_st_cvars[_t798] == 'high_body_weight')) else (2 if (_st_cvars[_t798] == 'parasite') else 0))
    return _t799

# <rulerun evolution.rules: paired_triggers #346 1b053ebf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t795 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t795)
    if st.budget < 0: _spent551(st)
    for _t796 in _t795:
        if (((_st_cvars[_t796] == 'symbiosis') and (_st_cvars[168 + _t796] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t796]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t796]] >= (1 + _a552(st, _t796)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 8ae1d894>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent547(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a548(st, L))) and (_a549(st, L) >= _a550(st, L))))) and (not _a553(st, L)))

# <rulerun evolution.rules: paired_triggers #348 93149997>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t787 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t787)
    if st.budget < 0: _spent546(st)
    _t786 = []
    for _t788 in _t787:
        if (((_st_cvars[336 + _t788] != _st_vars[4]) and ((_st_cvars[84 + _t788] == _l0) or (_st_cvars[168 + _t788] == _l0))) and (((((_st_cvars[_t788] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d554(st, [(_st_cvars[168 + _t788] if (_st_cvars[84 + _t788] == _l0) else _st_cvars[84 + _t788])])) or ((_st_cvars[_t788] == 'cooperation') and _d554(st, [(_st_cvars[168 + _t788] if (_st_cvars[84 + _t788] == _l0) else _st_cvars[84 + _t788])])))):
            _t786.append(_t788)
    L[2] = _t786
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

# <rulerun evolution.rules: paired_triggers #350 5d94a6e2>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t800 if -1000000000000000000 <= (_t800 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond555(_t800))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text558(_audience556(st), ['Communication: animal ', _plain557(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain557(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 2d89d1cf>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text561(_audience559(st), ['Cooperation: animal ', _plain560(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 fb9d4a59>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_cvars[756 + _l1] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + _l2] = (_t801 if -1000000000000000000 <= (_t801 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond562(_t801))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text566(_audience563(st), ['Piracy: ', _PlayerRef564(L[0]), "'s animal ", _plain565(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef564(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain565(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 852f72cf>
def _loop(st, _t804):
    _st_cvars = st.cvars
    for _t805 in st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]:
        if ((_st_cvars[84 + _t805] == _t804) and (_st_cvars[_t805] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 60c84f19>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t808 = 0
    for _t807 in st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]:
        if (_st_cvars[84 + _t807] == _t804):
            _t808 += (1 if ((_st_cvars[_t807] == 'carnivorous') or (_st_cvars[_t807] == 'high_body_weight')) else (2 if (_st_cvars[_t807] == 'parasite') else 0))
    return _t808

# <rulerun evolution.rules: piracy #363 30ced3d2>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t810 = 0
    for _t809 in st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]:
        if (_st_cvars[84 + _t809] == _t804):
            _t810 += (1 if ((_st_cvars[_t809] == 'carnivorous') or (_st_cvars[_t809] == 'high_body_weight')) else (2 if (_st_cvars[_t809] == 'parasite') else 0))
    return _t810

# <rulerun evolution.rules: piracy #364 59e2a1de>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t812 = 0
    for _t811 in st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]:
        if (((_st_cvars[84 + _t811] == _t804) and (_st_cvars[_t811] == 'fat_tissue')) and _st_cvars[252 + _t811]):
            _t812 += 1
    return _t812

# <rulerun evolution.rules: piracy #365 db6769d2>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t814 = 0
    for _t813 in st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]:
        if ((_st_cvars[84 + _t813] == _t804) and (_st_cvars[_t813] == 'fat_tissue')):
            _t814 += 1
    return _t814

# <rulerun evolution.rules: piracy #366 725d87c3>
def _loop(st, _t816):
    _st_cvars = st.cvars
    _t819 = 0
    for _t818 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t816]]][1])]:
        if (_st_cvars[84 + _t818] == _st_cvars[84 + _t816]):
            _t819 += (1 if ((_st_cvars[_t818] == 'carnivorous') or (_st_cvars[_t818] == 'high_body_weight')) else (2 if (_st_cvars[_t818] == 'parasite') else 0))
    return _t819

# <rulerun evolution.rules: piracy #367 37160be7>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t815 = st.zones[(9 + st.model.zone_instances[st.loc[_t804]][1])]
    st.budget -= len(_t815)
    if st.budget < 0: _spent573(st)
    for _t816 in _t815:
        if (((_st_cvars[_t816] == 'symbiosis') and (_st_cvars[168 + _t816] == _t804)) and (not ((_st_cvars[924 + _st_cvars[84 + _t816]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t816]] >= (1 + _a574(st, _t816)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 abcabb4b>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[_t821]][1])]:
        if (_st_cvars[84 + _t823] == _t821):
            _t824 += (1 if ((_st_cvars[_t823] == 'carnivorous') or (_st_cvars[_t823] == 'high_body_weight')) else (2 if (_st_cvars[_t823] == 'parasite') else 0))
    return _t824

# <rulerun evolution.rules: piracy #369 75f41b88>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t820 = (list(_chain576(map(st.zones.__getitem__, _k577))) or ())
    st.budget -= len(_t820)
    if st.budget < 0: _spent578(st)
    for _t821 in _t820:
        if ((_t821 != _t804) and ((not ((_st_cvars[924 + _t821] == _st_vars[0]) or (_st_cvars[504 + _t821] >= (1 + _a579(st, _t821))))) and (_st_cvars[504 + _t821] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 0b5f0029>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t803 = st.zones[(5 + L[0])]
    st.budget -= len(_t803)
    if st.budget < 0: _spent567(st)
    _t802 = []
    for _t804 in _t803:
        if ((((_a568(st, _t804) and (_st_cvars[756 + _t804] != _st_vars[0])) and (not ((_st_cvars[924 + _t804] == _st_vars[0]) or (_st_cvars[504 + _t804] >= (1 + _a569(st, _t804)))))) and ((not ((_st_cvars[924 + _t804] == _st_vars[0]) or ((_st_cvars[504 + _t804] >= (1 + _a570(st, _t804))) and (_a571(st, _t804) >= _a572(st, _t804))))) and (not _a575(st, _t804)))) and _a580(st, _t804)):
            _t802.append(_t804)
    return _t802

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 31bce736>
def _loop(st, L):
    _st_cvars = st.cvars
    _t826 = []
    for _t825 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t825] == L[1]) or (_st_cvars[168 + _t825] == L[1])):
            _t826.append(_st_cvars[_t825])
    return _t826

# <rulerun evolution.rules: piracy #373 010378a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t828 = []
    for _t827 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t827] == L[1]) or (_st_cvars[168 + _t827] == L[1])):
            _t828.append(_t827)
    return _t828

# <rulerun evolution.rules: piracy #374 a3779987>
def _loop(st, L):
    _st_cvars = st.cvars
    _t830 = 0
    for _t829 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t829] == L[1]):
            _t830 += (1 if ((_st_cvars[_t829] == 'carnivorous') or (_st_cvars[_t829] == 'high_body_weight')) else (2 if (_st_cvars[_t829] == 'parasite') else 0))
    return _t830

# <rulerun evolution.rules: piracy #375 abca9af7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t832 = 0
    for _t831 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t831] == L[1]) and (_st_cvars[_t831] == 'fat_tissue')) and _st_cvars[252 + _t831]):
            _t832 += 1
    return _t832

# <rulerun evolution.rules: piracy #376 954ca9e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t834 = 0
    for _t833 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t833] == L[1]) and (_st_cvars[_t833] == 'fat_tissue')):
            _t834 += 1
    return _t834

# <rulerun evolution.rules: piracy #377 578caf88>
def _loop(st, L):
    _st_cvars = st.cvars
    _t836 = 0
    for _t835 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t835] == L[1]) and (_st_cvars[_t835] == 'fat_tissue')):
            _t836 += 1
    return _t836

# <rulerun evolution.rules: piracy #378 ff4f45ce>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain581(_text582(((((('animal ' + _plain581(_st_cvars[420 + L[1]]) + ' of ' + _player_text583(st.model.zone_instances[st.loc[L[1]]][1])) + (_text582(' ' + _plain581(_a584(st, L))) if (not not (_a585(st, L) or ())) else '')) + (' food ' + _plain581(_st_cvars[504 + L[1]]) + '/' + _plain581((1 + _a586(st, L))))) + ((' fat ' + _plain581(_a587(st, L)) + '/' + _plain581(_a588(st, L))) if (_a589(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 cd7724ed>
def _loop(st, _t839):
    _st_cvars = st.cvars
    _t841 = 0
    for _t840 in st.zones[(9 + st.model.zone_instances[st.loc[_t839]][1])]:
        if (_st_cvars[84 + _t840] == _t839):
            _t841 += (1 if ((_st_cvars[_t840] == 'carnivorous') or (_st_cvars[_t840] == 'high_body_weight')) else (2 if (_st_cvars[_t840] == 'parasite') else 0))
    return _t841

# <rulerun evolution.rules: piracy #380 4474f0f5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t838 = (list(_chain590(map(st.zones.__getitem__, _k591))) or ())
    st.budget -= len(_t838)
    if st.budget < 0: _spent592(st)
    _t837 = []
    for _t839 in _t838:
        if ((_t839 != _l1) and ((not ((_st_cvars[924 + _t839] == _st_vars[0]) or (_st_cvars[504 + _t839] >= (1 + _a593(st, _t839))))) and (_st_cvars[504 + _t839] > 0))):
            _t837.append(_t839)
    return _t837

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 c893d6bd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = []
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t842] == L[2]) or (_st_cvars[168 + _t842] == L[2])):
            _t843.append(_st_cvars[_t842])
    return _t843

# <rulerun evolution.rules: piracy #383 48c574a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t845 = []
    for _t844 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t844] == L[2]) or (_st_cvars[168 + _t844] == L[2])):
            _t845.append(_t844)
    return _t845

# <rulerun evolution.rules: piracy #384 6541eda5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t847 = 0
    for _t846 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t846] == L[2]):
            _t847 += (1 if ((_st_cvars[_t846] == 'carnivorous') or (_st_cvars[_t846] == 'high_body_weight')) else (2 if (_st_cvars[_t846] == 'parasite') else 0))
    return _t847

# <rulerun evolution.rules: piracy #385 4262ed5c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t849 = 0
    for _t848 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t848] == L[2]) and (_st_cvars[_t848] == 'fat_tissue')) and _st_cvars[252 + _t848]):
            _t849 += 1
    return _t849

# <rulerun evolution.rules: piracy #386 ee6d8c88>
def _loop(st, L):
    _st_cvars = st.cvars
    _t851 = 0
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t850] == L[2]) and (_st_cvars[_t850] == 'fat_tissue')):
            _t851 += 1
    return _t851

# <rulerun evolution.rules: piracy #387 621d9e68>
def _loop(st, L):
    _st_cvars = st.cvars
    _t853 = 0
    for _t852 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t852] == L[2]) and (_st_cvars[_t852] == 'fat_tissue')):
            _t853 += 1
    return _t853

# <rulerun evolution.rules: piracy #388 2303b141>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain594(_text595(((((('animal ' + _plain594(_st_cvars[420 + L[2]]) + ' of ' + _player_text596(st.model.zone_instances[st.loc[L[2]]][1])) + (_text595(' ' + _plain594(_a597(st, L))) if (not not (_a598(st, L) or ())) else '')) + (' food ' + _plain594(_st_cvars[504 + L[2]]) + '/' + _plain594((1 + _a599(st, L))))) + ((' fat ' + _plain594(_a600(st, L)) + '/' + _plain594(_a601(st, L))) if (_a602(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 97cf6bc9>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t854 if -1000000000000000000 <= (_t854 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond603(_t854))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text607(_audience604(st), ['Grazing: ', _PlayerRef605(L[0]), "'s animal ", _plain606(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain606(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 aea1b8a9>
def _loop(st, _t857):
    _st_cvars = st.cvars
    for _t858 in st.zones[(9 + st.model.zone_instances[st.loc[_t857]][1])]:
        if ((_st_cvars[84 + _t858] == _t857) and (_st_cvars[_t858] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 7f673f51>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t856 = st.zones[(5 + L[0])]
    st.budget -= len(_t856)
    if st.budget < 0: _spent608(st)
    _t855 = []
    for _t857 in _t856:
        if ((_a609(st, _t857) and (_st_cvars[840 + _t857] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t855.append(_t857)
    return _t855

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 44fcf506>
def _loop(st, L):
    _st_cvars = st.cvars
    _t861 = []
    for _t860 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t860] == L[1]) or (_st_cvars[168 + _t860] == L[1])):
            _t861.append(_st_cvars[_t860])
    return _t861

# <rulerun evolution.rules: grazing #396 2b49264b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t863 = []
    for _t862 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t862] == L[1]) or (_st_cvars[168 + _t862] == L[1])):
            _t863.append(_t862)
    return _t863

# <rulerun evolution.rules: grazing #397 3204e966>
def _loop(st, L):
    _st_cvars = st.cvars
    _t865 = 0
    for _t864 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t864] == L[1]):
            _t865 += (1 if ((_st_cvars[_t864] == 'carnivorous') or (_st_cvars[_t864] == 'high_body_weight')) else (2 if (_st_cvars[_t864] == 'parasite') else 0))
    return _t865

# <rulerun evolution.rules: grazing #398 4ca2605d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t867 = 0
    for _t866 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t866] == L[1]) and (_st_cvars[_t866] == 'fat_tissue')) and _st_cvars[252 + _t866]):
            _t867 += 1
    return _t867

# <rulerun evolution.rules: grazing #399 7c253620>
def _loop(st, L):
    _st_cvars = st.cvars
    _t869 = 0
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t868] == L[1]) and (_st_cvars[_t868] == 'fat_tissue')):
            _t869 += 1
    return _t869

# <rulerun evolution.rules: grazing #400 a1b39d1e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t871 = 0
    for _t870 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t870] == L[1]) and (_st_cvars[_t870] == 'fat_tissue')):
            _t871 += 1
    return _t871

# <rulerun evolution.rules: grazing #401 7fc78688>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain610(_text611(((((('animal ' + _plain610(_st_cvars[420 + L[1]]) + ' of ' + _player_text612(st.model.zone_instances[st.loc[L[1]]][1])) + (_text611(' ' + _plain610(_a613(st, L))) if (not not (_a614(st, L) or ())) else '')) + (' food ' + _plain610(_st_cvars[504 + L[1]]) + '/' + _plain610((1 + _a615(st, L))))) + ((' fat ' + _plain610(_a616(st, L)) + '/' + _plain610(_a617(st, L))) if (_a618(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 0f9b3296>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_cvars[924 + _l1] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text622(_audience619(st), ['Hibernation: ', _PlayerRef620(L[0]), "'s animal ", _plain621(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 a67342a5>
def _loop(st, _t874):
    _st_cvars = st.cvars
    for _t875 in st.zones[(9 + st.model.zone_instances[st.loc[_t874]][1])]:
        if ((_st_cvars[84 + _t875] == _t874) and (_st_cvars[_t875] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 6688133a>
def _loop(st, _t874):
    _st_cvars = st.cvars
    _t878 = 0
    for _t877 in st.zones[(9 + st.model.zone_instances[st.loc[_t874]][1])]:
        if (_st_cvars[84 + _t877] == _t874):
            _t878 += (1 if ((_st_cvars[_t877] == 'carnivorous') or (_st_cvars[_t877] == 'high_body_weight')) else (2 if (_st_cvars[_t877] == 'parasite') else 0))
    return _t878

# <rulerun evolution.rules: hibernation #405 88287821>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t873 = st.zones[(5 + L[0])]
    st.budget -= len(_t873)
    if st.budget < 0: _spent623(st)
    _t872 = []
    for _t874 in _t873:
        if ((((_a624(st, _t874) and (_st_cvars[924 + _t874] != _st_vars[0])) and (_st_cvars[924 + _t874] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t874] == _st_vars[0]) or (_st_cvars[504 + _t874] >= (1 + _a625(st, _t874)))))):
            _t872.append(_t874)
    return _t872

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 259246da>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = []
    for _t879 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t879] == L[1]) or (_st_cvars[168 + _t879] == L[1])):
            _t880.append(_st_cvars[_t879])
    return _t880

# <rulerun evolution.rules: hibernation #408 a399de27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t882 = []
    for _t881 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t881] == L[1]) or (_st_cvars[168 + _t881] == L[1])):
            _t882.append(_t881)
    return _t882

# <rulerun evolution.rules: hibernation #409 cc9c34d4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t884 = 0
    for _t883 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t883] == L[1]):
            _t884 += (1 if ((_st_cvars[_t883] == 'carnivorous') or (_st_cvars[_t883] == 'high_body_weight')) else (2 if (_st_cvars[_t883] == 'parasite') else 0))
    return _t884

# <rulerun evolution.rules: hibernation #410 f0c59ad8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t886 = 0
    for _t885 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t885] == L[1]) and (_st_cvars[_t885] == 'fat_tissue')) and _st_cvars[252 + _t885]):
            _t886 += 1
    return _t886

# <rulerun evolution.rules: hibernation #411 883822ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t888 = 0
    for _t887 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t887] == L[1]) and (_st_cvars[_t887] == 'fat_tissue')):
            _t888 += 1
    return _t888

# <rulerun evolution.rules: hibernation #412 5af2b946>
def _loop(st, L):
    _st_cvars = st.cvars
    _t890 = 0
    for _t889 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t889] == L[1]) and (_st_cvars[_t889] == 'fat_tissue')):
            _t890 += 1
    return _t890

# <rulerun evolution.rules: hibernation #413 46250c49>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain626(_text627(((((('animal ' + _plain626(_st_cvars[420 + L[1]]) + ' of ' + _player_text628(st.model.zone_instances[st.loc[L[1]]][1])) + (_text627(' ' + _plain626(_a629(st, L))) if (not not (_a630(st, L) or ())) else '')) + (' food ' + _plain626(_st_cvars[504 + L[1]]) + '/' + _plain626((1 + _a631(st, L))))) + ((' fat ' + _plain626(_a632(st, L)) + '/' + _plain626(_a633(st, L))) if (_a634(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 b5715bf8>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t894 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if ((_st_cvars[84 + _t894] == _t893) and (_st_cvars[_t894] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 79ece023>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t897 = 0
    for _t896 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if (_st_cvars[84 + _t896] == _t893):
            _t897 += (1 if ((_st_cvars[_t896] == 'carnivorous') or (_st_cvars[_t896] == 'high_body_weight')) else (2 if (_st_cvars[_t896] == 'parasite') else 0))
    return _t897

# <rulerun evolution.rules: attack_action #416 06c2ffc0>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t899 = 0
    for _t898 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if (((_st_cvars[84 + _t898] == _t893) and (_st_cvars[_t898] == 'fat_tissue')) and _st_cvars[252 + _t898]):
            _t899 += 1
    return _t899

# <rulerun evolution.rules: attack_action #417 8d65db6d>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t901 = 0
    for _t900 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if ((_st_cvars[84 + _t900] == _t893) and (_st_cvars[_t900] == 'fat_tissue')):
            _t901 += 1
    return _t901

# <rulerun evolution.rules: attack_action #418 7a7c4072>
def _loop(st, _t903):
    _st_cvars = st.cvars
    _t906 = 0
    for _t905 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t903]]][1])]:
        if (_st_cvars[84 + _t905] == _st_cvars[84 + _t903]):
            _t906 += (1 if ((_st_cvars[_t905] == 'carnivorous') or (_st_cvars[_t905] == 'high_body_weight')) else (2 if (_st_cvars[_t905] == 'parasite') else 0))
    return _t906

# <rulerun evolution.rules: attack_action #419 4d00180c>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t902 = st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]
    st.budget -= len(_t902)
    if st.budget < 0: _spent640(st)
    for _t903 in _t902:
        if (((_st_cvars[_t903] == 'symbiosis') and (_st_cvars[168 + _t903] == _t893)) and (not ((_st_cvars[924 + _st_cvars[84 + _t903]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t903]] >= (1 + _a641(st, _t903)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 b9d44d7e>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t910 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if ((_st_cvars[84 + _t910] == _t908) and (_st_cvars[_t910] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 a845cecf>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t912 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if ((_st_cvars[84 + _t912] == _t893) and (_st_cvars[_t912] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 bb739b6c>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t916 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if ((_st_cvars[84 + _t916] == _t908) and (_st_cvars[_t916] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 690e9ec7>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t918 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if ((_st_cvars[84 + _t918] == _t893) and (_st_cvars[_t918] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 1f1c2383>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t922 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if ((_st_cvars[84 + _t922] == _t908) and (_st_cvars[_t922] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 c2cc07e6>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t924 in st.zones[(9 + st.model.zone_instances[st.loc[_t893]][1])]:
        if ((_st_cvars[84 + _t924] == _t893) and (_st_cvars[_t924] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 89772dfd>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t928 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if ((_st_cvars[84 + _t928] == _t908) and (_st_cvars[_t928] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 099e222e>
def _loop(st, _t908):
    _st_cvars = st.cvars
    _t931 = 0
    for _t930 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if (_st_cvars[84 + _t930] == _t908):
            _t931 += (1 if ((_st_cvars[_t930] == 'carnivorous') or (_st_cvars[_t930] == 'high_body_weight')) else (2 if (_st_cvars[_t930] == 'parasite') else 0))
    return _t931

# <rulerun evolution.rules: attack_action #428 f95bf27c>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[_t908]][1])]:
        if ((_st_cvars[_t932] == 'symbiosis') and (_st_cvars[168 + _t932] == _t908)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 2f3e4328>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t907 = (list(_chain643(map(st.zones.__getitem__, _k644))) or ())
    st.budget -= len(_t907)
    if st.budget < 0: _spent645(st)
    _t914 = _NOT_YET
    _t915 = _NOT_YET
    _t920 = _NOT_YET
    _t921 = _NOT_YET
    _t926 = _NOT_YET
    _t927 = _NOT_YET
    for _t908 in _t907:
        if ((((((_t893 != _t908) and ((not _a646(st, _t908)) or (_t915 if _t915 is not _NOT_YET else (_t915 := (_t914 if _t914 is not _NOT_YET else (_t914 := _a647(st, _t893))))))) and ((not _a648(st, _t908)) or (_t921 if _t921 is not _NOT_YET else (_t921 := (_t920 if _t920 is not _NOT_YET else (_t920 := _a649(st, _t893))))))) and (_a650(st, _t908) == (_t927 if _t927 is not _NOT_YET else (_t927 := (_t926 if _t926 is not _NOT_YET else (_t926 := _a651(st, _t893))))))) and (not (_a652(st, _t908) and ((_st_cvars[924 + _t908] == _st_vars[0]) or (_st_cvars[504 + _t908] >= (1 + _a653(st, _t908))))))) and (not _a654(st, _t908))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 9a24273f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t892 = st.zones[(5 + L[0])]
    st.budget -= len(_t892)
    if st.budget < 0: _spent635(st)
    _t891 = []
    for _t893 in _t892:
        if (((_a636(st, _t893) and (_st_cvars[672 + _t893] != _st_vars[0])) and ((not ((_st_cvars[924 + _t893] == _st_vars[0]) or ((_st_cvars[504 + _t893] >= (1 + _a637(st, _t893))) and (_a638(st, _t893) >= _a639(st, _t893))))) and (not _a642(st, _t893)))) and _a655(st, _t893)):
            _t891.append(_t893)
    return _t891

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 34e97b91>
def _loop(st, L):
    _st_cvars = st.cvars
    _t935 = []
    for _t934 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t934] == L[1]) or (_st_cvars[168 + _t934] == L[1])):
            _t935.append(_st_cvars[_t934])
    return _t935

# <rulerun evolution.rules: attack_action #433 6db6fc17>
def _loop(st, L):
    _st_cvars = st.cvars
    _t937 = []
    for _t936 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t936] == L[1]) or (_st_cvars[168 + _t936] == L[1])):
            _t937.append(_t936)
    return _t937

# <rulerun evolution.rules: attack_action #434 7bbfa342>
def _loop(st, L):
    _st_cvars = st.cvars
    _t939 = 0
    for _t938 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t938] == L[1]):
            _t939 += (1 if ((_st_cvars[_t938] == 'carnivorous') or (_st_cvars[_t938] == 'high_body_weight')) else (2 if (_st_cvars[_t938] == 'parasite') else 0))
    return _t939

# <rulerun evolution.rules: attack_action #435 13e86b95>
def _loop(st, L):
    _st_cvars = st.cvars
    _t941 = 0
    for _t940 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t940] == L[1]) and (_st_cvars[_t940] == 'fat_tissue')) and _st_cvars[252 + _t940]):
            _t941 += 1
    return _t941

# <rulerun evolution.rules: attack_action #436 144d59ed>
def _loop(st, L):
    _st_cvars = st.cvars
    _t943 = 0
    for _t942 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t942] == L[1]) and (_st_cvars[_t942] == 'fat_tissue')):
            _t943 += 1
    return _t943

# <rulerun evolution.rules: attack_action #437 10d9b9fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t945 = 0
    for _t944 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t944] == L[1]) and (_st_cvars[_t944] == 'fat_tissue')):
            _t945 += 1
    return _t945

# <rulerun evolution.rules: attack_action #438 3b784f49>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain656(_text657(((((('animal ' + _plain656(_st_cvars[420 + L[1]]) + ' of ' + _player_text658(st.model.zone_instances[st.loc[L[1]]][1])) + (_text657(' ' + _plain656(_a659(st, L))) if (not not (_a660(st, L) or ())) else '')) + (' food ' + _plain656(_st_cvars[504 + L[1]]) + '/' + _plain656((1 + _a661(st, L))))) + ((' fat ' + _plain656(_a662(st, L)) + '/' + _plain656(_a663(st, L))) if (_a664(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 3db61973>
def _loop(st, _t948):
    _st_cvars = st.cvars
    for _t949 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if ((_st_cvars[84 + _t949] == _t948) and (_st_cvars[_t949] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 33955943>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t951 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t951] == _l1) and (_st_cvars[_t951] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 e668f27b>
def _loop(st, _t948):
    _st_cvars = st.cvars
    for _t955 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if ((_st_cvars[84 + _t955] == _t948) and (_st_cvars[_t955] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 f3ca1b1c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t957 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t957] == _l1) and (_st_cvars[_t957] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 2a67a802>
def _loop(st, _t948):
    _st_cvars = st.cvars
    for _t961 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if ((_st_cvars[84 + _t961] == _t948) and (_st_cvars[_t961] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 9ea40abb>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t963 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t963] == _l1) and (_st_cvars[_t963] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 a08244e3>
def _loop(st, _t948):
    _st_cvars = st.cvars
    for _t967 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if ((_st_cvars[84 + _t967] == _t948) and (_st_cvars[_t967] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 aceb649b>
def _loop(st, _t948):
    _st_cvars = st.cvars
    _t970 = 0
    for _t969 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if (_st_cvars[84 + _t969] == _t948):
            _t970 += (1 if ((_st_cvars[_t969] == 'carnivorous') or (_st_cvars[_t969] == 'high_body_weight')) else (2 if (_st_cvars[_t969] == 'parasite') else 0))
    return _t970

# <rulerun evolution.rules: attack_action #447 3ff4bad4>
def _loop(st, _t948):
    _st_cvars = st.cvars
    for _t971 in st.zones[(9 + st.model.zone_instances[st.loc[_t948]][1])]:
        if ((_st_cvars[_t971] == 'symbiosis') and (_st_cvars[168 + _t971] == _t948)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 ab5b0bb0>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t947 = (list(_chain665(map(st.zones.__getitem__, _k666))) or ())
    st.budget -= len(_t947)
    if st.budget < 0: _spent667(st)
    _t953 = _NOT_YET
    _t954 = _NOT_YET
    _t959 = _NOT_YET
    _t960 = _NOT_YET
    _t965 = _NOT_YET
    _t966 = _NOT_YET
    _t946 = []
    for _t948 in _t947:
        if ((((((_l1 != _t948) and ((not _a668(st, _t948)) or (_t954 if _t954 is not _NOT_YET else (_t954 := (_t953 if _t953 is not _NOT_YET else (_t953 := _a669(st, L))))))) and ((not _a670(st, _t948)) or (_t960 if _t960 is not _NOT_YET else (_t960 := (_t959 if _t959 is not _NOT_YET else (_t959 := _a671(st, L))))))) and (_a672(st, _t948) == (_t966 if _t966 is not _NOT_YET else (_t966 := (_t965 if _t965 is not _NOT_YET else (_t965 := _a673(st, L))))))) and (not (_a674(st, _t948) and ((_st_cvars[924 + _t948] == _st_vars[0]) or (_st_cvars[504 + _t948] >= (1 + _a675(st, _t948))))))) and (not _a676(st, _t948))):
            _t946.append(_t948)
    return _t946

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 20f09bb4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t974 = []
    for _t973 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t973] == L[2]) or (_st_cvars[168 + _t973] == L[2])):
            _t974.append(_st_cvars[_t973])
    return _t974

# <rulerun evolution.rules: attack_action #451 98cd9ee6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t976 = []
    for _t975 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t975] == L[2]) or (_st_cvars[168 + _t975] == L[2])):
            _t976.append(_t975)
    return _t976

# <rulerun evolution.rules: attack_action #452 299cb65a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t978 = 0
    for _t977 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t977] == L[2]):
            _t978 += (1 if ((_st_cvars[_t977] == 'carnivorous') or (_st_cvars[_t977] == 'high_body_weight')) else (2 if (_st_cvars[_t977] == 'parasite') else 0))
    return _t978

# <rulerun evolution.rules: attack_action #453 954c3e0f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t980 = 0
    for _t979 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t979] == L[2]) and (_st_cvars[_t979] == 'fat_tissue')) and _st_cvars[252 + _t979]):
            _t980 += 1
    return _t980

# <rulerun evolution.rules: attack_action #454 7ea19d7f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t982 = 0
    for _t981 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t981] == L[2]) and (_st_cvars[_t981] == 'fat_tissue')):
            _t982 += 1
    return _t982

# <rulerun evolution.rules: attack_action #455 2619c5fb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t984 = 0
    for _t983 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t983] == L[2]) and (_st_cvars[_t983] == 'fat_tissue')):
            _t984 += 1
    return _t984

# <rulerun evolution.rules: attack_action #456 3678a468>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain677(_text678(((((('animal ' + _plain677(_st_cvars[420 + L[2]]) + ' of ' + _player_text679(st.model.zone_instances[st.loc[L[2]]][1])) + (_text678(' ' + _plain677(_a680(st, L))) if (not not (_a681(st, L) or ())) else '')) + (' food ' + _plain677(_st_cvars[504 + L[2]]) + '/' + _plain677((1 + _a682(st, L))))) + ((' fat ' + _plain677(_a683(st, L)) + '/' + _plain677(_a684(st, L))) if (_a685(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 2c7ee364>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo8 = st.memos[8]
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text689(_audience686(st), [_PlayerRef687(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain688(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef687(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain688(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 fd0c96cc>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t985 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t985] == L[2]) and (_st_cvars[_t985] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 42afb8a3>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t989 = []
    for _t988 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t988] == _i10l0) or (_st_cvars[168 + _t988] == _i10l0)):
            _t989.append(_t988)
    return _t989

# <rulerun evolution.rules: hunt #462 f99ba271>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value690(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value690(st, 1, 0, 'attack'))
    L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a691(st, L)))
    if _st_log is not None: _st_log.append(_Text695(_audience692(st), [_PlayerRef693(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain694(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef693(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain694(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t990 = (_a696(st, _i10l0) or [])
    st.budget -= len(_t990)
    if st.budget < 0: _spent697(st)
    for _t987 in _t990:
        _i10[4] = _t987
        _i11l0 = _t987
        _i11 = [_i11l0, None]
        _i11[1] = st.model.zone_instances[_st_loc[_i11l0]][1]
        _st_cvars[252 + _i11l0] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        _st_cvars[84 + _i11l0] = None
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _st_cvars[168 + _i11l0] = None
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        _st_cvars[_i11l0] = 'no_trait'
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        _t991 = _i11l0
        _t992 = (13 + _i11[1])
        if type(_t991) is int and _st_log is None:
            _t993 = _st_zones[(_t994 := _st_loc[_t991])]
            if _t993[-1] == _t991: _t993.pop()
            else: _t993.remove(_t991)
            _st_zones[_t992].append(_t991); _st_loc[_t991] = _t992
            _t995 = _leaving699[_t994]
            if _memo12 and _t995 & 4096: _memo12.clear()
        elif _t991 is not None:
            _move_cards698(st, _t991, _t992, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
    _st_cvars[504 + _i10l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _i10l0] = False
    _t996 = _i10l0
    _t997 = (13 + _i10[1])
    if type(_t996) is int and _st_log is None:
        _t998 = _st_zones[(_t999 := _st_loc[_t996])]
        if _t998[-1] == _t996: _t998.pop()
        else: _t998.remove(_t996)
        _st_zones[_t997].append(_t996); _st_loc[_t996] = _t997
        _t1000 = _leaving700[_t999]
        if _memo12 and _t1000 & 4096: _memo12.clear()
    elif _t996 is not None:
        _move_cards698(st, _t996, _t997, False)
        if _memo12: _memo12.clear()
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: hunt #463 aad8853a>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text703(_audience701(st), ['Animal ', _plain702(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 e4912b27>
def _loop(st, _t1003):
    _st_cvars = st.cvars
    for _t1004 in st.zones[(9 + st.model.zone_instances[st.loc[_t1003]][1])]:
        if ((_st_cvars[84 + _t1004] == _t1003) and (_st_cvars[_t1004] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 ffaf8b2d>
def _loop(st, _t1003):
    _st_cvars = st.cvars
    _t1007 = 0
    for _t1006 in st.zones[(9 + st.model.zone_instances[st.loc[_t1003]][1])]:
        if (_st_cvars[84 + _t1006] == _t1003):
            _t1007 += (1 if ((_st_cvars[_t1006] == 'carnivorous') or (_st_cvars[_t1006] == 'high_body_weight')) else (2 if (_st_cvars[_t1006] == 'parasite') else 0))
    return _t1007

# <rulerun evolution.rules: scavenge #472 2db8a5f9>
def _loop(st, _t1003):
    _st_cvars = st.cvars
    _t1009 = 0
    for _t1008 in st.zones[(9 + st.model.zone_instances[st.loc[_t1003]][1])]:
        if (((_st_cvars[84 + _t1008] == _t1003) and (_st_cvars[_t1008] == 'fat_tissue')) and _st_cvars[252 + _t1008]):
            _t1009 += 1
    return _t1009

# <rulerun evolution.rules: scavenge #473 123fe540>
def _loop(st, _t1003):
    _st_cvars = st.cvars
    _t1011 = 0
    for _t1010 in st.zones[(9 + st.model.zone_instances[st.loc[_t1003]][1])]:
        if ((_st_cvars[84 + _t1010] == _t1003) and (_st_cvars[_t1010] == 'fat_tissue')):
            _t1011 += 1
    return _t1011

# <rulerun evolution.rules: scavenge #474 be58d915>
def _loop(st, _t1013):
    _st_cvars = st.cvars
    _t1016 = 0
    for _t1015 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1013]]][1])]:
        if (_st_cvars[84 + _t1015] == _st_cvars[84 + _t1013]):
            _t1016 += (1 if ((_st_cvars[_t1015] == 'carnivorous') or (_st_cvars[_t1015] == 'high_body_weight')) else (2 if (_st_cvars[_t1015] == 'parasite') else 0))
    return _t1016

# <rulerun evolution.rules: scavenge #475 1153b217>
def _loop(st, _t1003):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1012 = st.zones[(9 + st.model.zone_instances[st.loc[_t1003]][1])]
    st.budget -= len(_t1012)
    if st.budget < 0: _spent709(st)
    for _t1013 in _t1012:
        if (((_st_cvars[_t1013] == 'symbiosis') and (_st_cvars[168 + _t1013] == _t1003)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1013]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1013]] >= (_memo6[_st_cvars[84 + _t1013]] if _st_cvars[84 + _t1013] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1013], (1 + _a710(st, _t1013)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 fc0a2529>
def _native(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1002 = st.zones[(5 + L[3])]
    st.budget -= len(_t1002)
    if st.budget < 0: _spent704(st)
    _t1001 = []
    for _t1003 in _t1002:
        if ((_memo7[(_t1003, 'scavenger',)] if (_t1003, 'scavenger',) in _memo7 else _memo7.setdefault((_t1003, 'scavenger',), _a705(st, _t1003))) and ((not ((_st_cvars[924 + _t1003] == _st_vars[0]) or ((_st_cvars[504 + _t1003] >= (_memo6[_t1003] if _t1003 in _memo6 else _memo6.setdefault(_t1003, (1 + _a706(st, _t1003))))) and ((_memo5[_t1003] if _t1003 in _memo5 else _memo5.setdefault(_t1003, _a707(st, _t1003))) >= (_memo4[_t1003] if _t1003 in _memo4 else _memo4.setdefault(_t1003, _a708(st, _t1003))))))) and (_memo14[_t1003] if _t1003 in _memo14 else _memo14.setdefault(_t1003, (not _a711(st, _t1003)))))):
            _t1001.append(_t1003)
    L[4] = _t1001

# <rulerun evolution.rules: scavenge #477 0605f2a4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text715(_audience712(st), ['Scavenger: ', _PlayerRef713(L[3]), "'s animal ", _plain714(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 4b396cc4>
def _native(st, L):
    return _o716[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 01243965>
def _loop(st, L):
    _t1020 = (L[4] or ())
    st.budget -= len(_t1020)
    if st.budget < 0: _spent718(st)
    for _t1021 in _t1020:
        return _t1021
    return None

# <rulerun evolution.rules: scavenge #482 7eb8508a>
def _native(st, L):
    _t1018 = (L[4] or ())
    st.budget -= len(_t1018)
    if st.budget < 0: _spent717(st)
    _t1023 = _NOT_YET
    _t1017 = []
    for _t1019 in _t1018:
        if ((not False) or (_t1019 == (_t1023 if _t1023 is not _NOT_YET else (_t1023 := _a719(st, L))))):
            _t1017.append(_t1019)
    return _t1017

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 293eda07>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1025 = []
    for _t1024 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1024] == L[5]) or (_st_cvars[168 + _t1024] == L[5])):
            _t1025.append(_st_cvars[_t1024])
    return _t1025

# <rulerun evolution.rules: scavenge #485 88fe62b8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1027 = []
    for _t1026 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1026] == L[5]) or (_st_cvars[168 + _t1026] == L[5])):
            _t1027.append(_t1026)
    return _t1027

# <rulerun evolution.rules: scavenge #486 678ee819>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1029 = 0
    for _t1028 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t1028] == L[5]):
            _t1029 += (1 if ((_st_cvars[_t1028] == 'carnivorous') or (_st_cvars[_t1028] == 'high_body_weight')) else (2 if (_st_cvars[_t1028] == 'parasite') else 0))
    return _t1029

# <rulerun evolution.rules: scavenge #487 4e98c758>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1031 = 0
    for _t1030 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1030] == L[5]) and (_st_cvars[_t1030] == 'fat_tissue')) and _st_cvars[252 + _t1030]):
            _t1031 += 1
    return _t1031

# <rulerun evolution.rules: scavenge #488 ffc56ce1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1033 = 0
    for _t1032 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1032] == L[5]) and (_st_cvars[_t1032] == 'fat_tissue')):
            _t1033 += 1
    return _t1033

# <rulerun evolution.rules: scavenge #489 44fcbe14>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1035 = 0
    for _t1034 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1034] == L[5]) and (_st_cvars[_t1034] == 'fat_tissue')):
            _t1035 += 1
    return _t1035

# <rulerun evolution.rules: scavenge #490 55c98749>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain720(_text721(((((('animal ' + _plain720(_st_cvars[420 + L[5]]) + ' of ' + _player_text722(st.model.zone_instances[st.loc[L[5]]][1])) + (_text721(' ' + _plain720(_a723(st, L))) if (not not (_a724(st, L) or ())) else '')) + (' food ' + _plain720(_st_cvars[504 + L[5]]) + '/' + _plain720((1 + _a725(st, L))))) + ((' fat ' + _plain720(_a726(st, L)) + '/' + _plain720(_a727(st, L))) if (_a728(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 df69602e>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _st_cvars[252 + _l0] = False
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[84 + _l0] = None
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _st_cvars[168 + _l0] = None
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    _st_cvars[_l0] = 'no_trait'
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    _t1036 = _l0
    _t1037 = (13 + L[1])
    if type(_t1036) is int and st.log is None:
        _t1038 = _st_zones[(_t1039 := _st_loc[_t1036])]
        if _t1038[-1] == _t1036: _t1038.pop()
        else: _t1038.remove(_t1036)
        _st_zones[_t1037].append(_t1036); _st_loc[_t1036] = _t1037
        _t1040 = _leaving730[_t1039]
        if _memo12 and _t1040 & 4096: _memo12.clear()
    elif _t1036 is not None:
        _move_cards729(st, _t1036, _t1037, False)
        if _memo12: _memo12.clear()
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: remove_animal #494 6815e542>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1043 = []
    for _t1042 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1042] == _l0) or (_st_cvars[168 + _t1042] == _l0)):
            _t1043.append(_t1042)
    return _t1043

# <rulerun evolution.rules: remove_animal #495 f9b60555>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[1] = st.model.zone_instances[_st_loc[_l0]][1]
    _t1044 = (_a731(st, L) or [])
    st.budget -= len(_t1044)
    if st.budget < 0: _spent732(st)
    for _t1041 in _t1044:
        L[4] = _t1041
        _i12l0 = _t1041
        _i12 = [_i12l0, None]
        _i12[1] = st.model.zone_instances[_st_loc[_i12l0]][1]
        _st_cvars[252 + _i12l0] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        _st_cvars[84 + _i12l0] = None
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo14: _memo14.clear()
        _st_cvars[168 + _i12l0] = None
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        _st_cvars[_i12l0] = 'no_trait'
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo12: _memo12.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        _t1045 = _i12l0
        _t1046 = (13 + _i12[1])
        if type(_t1045) is int and _st_log is None:
            _t1047 = _st_zones[(_t1048 := _st_loc[_t1045])]
            if _t1047[-1] == _t1045: _t1047.pop()
            else: _t1047.remove(_t1045)
            _st_zones[_t1046].append(_t1045); _st_loc[_t1045] = _t1046
            _t1049 = _leaving734[_t1048]
            if _memo12 and _t1049 & 4096: _memo12.clear()
        elif _t1045 is not None:
            _move_cards733(st, _t1045, _t1046, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
    _st_cvars[504 + _l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _l0] = False
    _t1050 = _l0
    _t1051 = (13 + L[1])
    if type(_t1050) is int and _st_log is None:
        _t1052 = _st_zones[(_t1053 := _st_loc[_t1050])]
        if _t1052[-1] == _t1050: _t1052.pop()
        else: _t1052.remove(_t1050)
        _st_zones[_t1051].append(_t1050); _st_loc[_t1050] = _t1051
        _t1054 = _leaving735[_t1053]
        if _memo12 and _t1054 & 4096: _memo12.clear()
    elif _t1050 is not None:
        _move_cards733(st, _t1050, _t1051, False)
        if _memo12: _memo12.clear()
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: deal #496 839fd7b1>
def _loop(st):
    for _t1057 in (_k742 or ()):
        if (st.vars[7 + _t1057] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 f6b99532>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1055 in (_k736 or []):
        L[2] = _t1055
        _st_vars[7 + _t1055] = (6 if ((not _st_zones[(5 + _t1055)]) and (not _st_zones[(1 + _t1055)])) else (1 + len(_st_zones[(5 + _t1055)])))
    for _t1056 in (_o737[_st_vars[1]] or []):
        L[5] = _t1056
        if _st_log is not None: _st_log.append(_Text741(_audience738(st), ['Cards owed to ', _PlayerRef739(_t1056), ': ', _plain740(_st_vars[7 + _t1056])]))
    while ((not not _st_zones[0]) and _a743(st)):
        st.budget -= 1
        if st.budget < 0: _spent744(st)
        for _t1059 in (_o745[_st_vars[1]] or []):
            L[8] = _t1059
            if not (((_st_vars[7 + _t1059] > 0) and (not not _st_zones[0]))): continue
            _t1062 = _st_zones[0]
            _t1061 = (1 + _t1059)
            if _st_log is None and _t1062:
                _t1060 = _t1062.pop(); _st_zones[_t1061].append(_t1060); st.loc[_t1060] = _t1061
            elif _t1062:
                _move_cards746(st, _t1062[-1], _t1061, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _st_vars[7 + _t1059] = (_t1063 if -1000000000000000000 <= (_t1063 := _st_vars[7 + _t1059] - 1) <= 1000000000000000000 else _beyond747(_t1063))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text741(_audience738(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 7d7da926>
def _loop(st, _t1064):
    _st_cvars = st.cvars
    _t1067 = 0
    for _t1066 in st.zones[(9 + _t1064)]:
        _t1067 += (1 + (1 if ((_st_cvars[_t1066] == 'carnivorous') or (_st_cvars[_t1066] == 'high_body_weight')) else (2 if (_st_cvars[_t1066] == 'parasite') else 0)))
    return _t1067

# <rulerun evolution.rules: game_end #499 b53ec0c3>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1065 = (_k748 or [])
    st.budget -= len(_t1065)
    if st.budget < 0: _spent749(st)
    for _t1064 in _t1065:
        _i13[2] = _t1064
        if _st_log is not None: _st_log.append(_Text754(_audience750(st), [_PlayerRef751(_t1064), ': ', _plain752(len(_st_zones[(5 + _t1064)])), ' animals, ', _plain752(len(_st_zones[(9 + _t1064)])), ' trait cards, ', _plain752((_memo12[_t1064] if _t1064 in _memo12 else _memo12.setdefault(_t1064, ((2 * len(_st_zones[(5 + _t1064)])) + _a753(st, _t1064))))), ' points; ', _plain752(len(_st_zones[(13 + _t1064)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range755(1, 4)
        for _t1068 in (_k756 or []):
            _i13[6] = _t1068
            _i13[7] = _random_item757(st, _i13[3])
            st.vars[12 + _t1068] = _i13[7]
            _i13[3] = _remove758(st, _i13[3], _i13[7])
    _end_game759(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 d7f9f646>
def _loop(st, _t1069):
    _st_cvars = st.cvars
    _t1072 = 0
    for _t1071 in st.zones[(9 + _t1069)]:
        _t1072 += (1 + (1 if ((_st_cvars[_t1071] == 'carnivorous') or (_st_cvars[_t1071] == 'high_body_weight')) else (2 if (_st_cvars[_t1071] == 'parasite') else 0)))
    return _t1072

# <rulerun evolution.rules: final_scoring #501 e155e329>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1070 = (_k760 or [])
    st.budget -= len(_t1070)
    if st.budget < 0: _spent761(st)
    for _t1069 in _t1070:
        L[2] = _t1069
        if _st_log is not None: _st_log.append(_Text766(_audience762(st), [_PlayerRef763(_t1069), ': ', _plain764(len(_st_zones[(5 + _t1069)])), ' animals, ', _plain764(len(_st_zones[(9 + _t1069)])), ' trait cards, ', _plain764((_memo12[_t1069] if _t1069 in _memo12 else _memo12.setdefault(_t1069, ((2 * len(_st_zones[(5 + _t1069)])) + _a765(st, _t1069))))), ' points; ', _plain764(len(_st_zones[(13 + _t1069)])), ' cards in the discard pile']))
    if False:
        L[3] = _range767(1, 4)
        for _t1073 in (_k768 or []):
            L[6] = _t1073
            L[7] = _random_item769(st, L[3])
            st.vars[12 + _t1073] = L[7]
            L[3] = _remove770(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 1e4bbaed>
def _loop(st, L, _t1077):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1078 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1078] == _l1) and (_st_cvars[_t1078] == _t1077)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 9f839f29>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if ((_st_cvars[84 + _t1083] == _t1081) and (_st_cvars[_t1083] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 9fe47ccd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1085] == _l0) and (_st_cvars[_t1085] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 b84680ce>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    for _t1089 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if ((_st_cvars[84 + _t1089] == _t1081) and (_st_cvars[_t1089] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 91a649eb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1091 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1091] == _l0) and (_st_cvars[_t1091] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 9a9b559b>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if ((_st_cvars[84 + _t1095] == _t1081) and (_st_cvars[_t1095] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 dcd07478>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1097 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1097] == _l0) and (_st_cvars[_t1097] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 a6b3d654>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if ((_st_cvars[84 + _t1101] == _t1081) and (_st_cvars[_t1101] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 a1fd5e2f>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    _t1104 = 0
    for _t1103 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if (_st_cvars[84 + _t1103] == _t1081):
            _t1104 += (1 if ((_st_cvars[_t1103] == 'carnivorous') or (_st_cvars[_t1103] == 'high_body_weight')) else (2 if (_st_cvars[_t1103] == 'parasite') else 0))
    return _t1104

# <rulerun evolution.rules: on before attack #514 87a7e10d>
def _loop(st, _t1081):
    _st_cvars = st.cvars
    for _t1105 in st.zones[(9 + st.model.zone_instances[st.loc[_t1081]][1])]:
        if ((_st_cvars[_t1105] == 'symbiosis') and (_st_cvars[168 + _t1105] == _t1081)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 d72bb208>
def _loop(st, L, _t1075):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1080 = st.zones[(5 + _t1075)]
    st.budget -= len(_t1080)
    if st.budget < 0: _spent773(st)
    _t1087 = _NOT_YET
    _t1088 = _NOT_YET
    _t1093 = _NOT_YET
    _t1094 = _NOT_YET
    _t1099 = _NOT_YET
    _t1100 = _NOT_YET
    for _t1081 in _t1080:
        if (((_t1081 != _l1) and (_t1081 != _l0)) and ((((((_l0 != _t1081) and ((not (_memo7[(_t1081, 'camouflage',)] if (_t1081, 'camouflage',) in _memo7 else _memo7.setdefault((_t1081, 'camouflage',), _a774(st, _t1081)))) or (_t1088 if _t1088 is not _NOT_YET else (_t1088 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1087 if _t1087 is not _NOT_YET else (_t1087 := _a775(st, L))))))))) and ((not (_memo7[(_t1081, 'high_body_weight',)] if (_t1081, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1081, 'high_body_weight',), _a776(st, _t1081)))) or (_t1094 if _t1094 is not _NOT_YET else (_t1094 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1093 if _t1093 is not _NOT_YET else (_t1093 := _a777(st, L))))))))) and ((_memo7[(_t1081, 'swimming',)] if (_t1081, 'swimming',) in _memo7 else _memo7.setdefault((_t1081, 'swimming',), _a778(st, _t1081))) == (_t1100 if _t1100 is not _NOT_YET else (_t1100 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1099 if _t1099 is not _NOT_YET else (_t1099 := _a779(st, L))))))))) and (not ((_memo7[(_t1081, 'burrowing',)] if (_t1081, 'burrowing',) in _memo7 else _memo7.setdefault((_t1081, 'burrowing',), _a780(st, _t1081))) and ((_st_cvars[924 + _t1081] == _st_vars[0]) or (_st_cvars[504 + _t1081] >= (_memo6[_t1081] if _t1081 in _memo6 else _memo6.setdefault(_t1081, (1 + _a781(st, _t1081))))))))) and (not (_memo13[_t1081] if _t1081 in _memo13 else _memo13.setdefault(_t1081, _a782(st, _t1081)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 a64c1d00>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo7 = st.memos[7]
    L[4] = st.model.zone_instances[st.loc[_l1]][1]
    _t1075 = L[4]
    _t1076 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1076)
    if st.budget < 0: _spent771(st)
    _t1107 = _NOT_YET
    _t1074 = []
    for _t1077 in _t1076:
        if (((_memo7[(_l1, _t1077,)] if (_l1, _t1077,) in _memo7 else _memo7.setdefault((_l1, _t1077,), _a772(st, L, _t1077))) and ((_t1077 != 'running') or (not _l3))) and ((_t1077 != 'mimicry') or ((not _l2) and (_t1107 if _t1107 is not _NOT_YET else (_t1107 := _a783(st, L, _t1075)))))):
            _t1074.append(_t1077)
    L[5] = _t1074
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 1368ca86>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text787(_audience784(st), ['Running: ', _PlayerRef785(L[4]), "'s animal ", _plain786(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll788(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text787(_audience784(st), ['Animal ', _plain786(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel789(st)
        return 2
    if _st_log is not None: _st_log.append(_Text787(_audience784(st), ['Animal ', _plain786(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 9fcdc54e>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text792(_audience790(st), ['Mimicry: the attack turns from animal ', _plain791(_st_cvars[420 + L[1]]), ' to animal ', _plain791(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value793(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 d39f5731>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text796(_audience794(st), ['Tail loss: animal ', _plain795(_st_cvars[420 + L[1]]), ' drops its ', _plain795(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = st.model.zone_instances[_st_loc[_i14l0]][1]
    _st_cvars[252 + _i14l0] = False
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo5: _memo5.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[84 + _i14l0] = None
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo14: _memo14.clear()
    _st_cvars[168 + _i14l0] = None
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    _st_cvars[_i14l0] = 'no_trait'
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo12: _memo12.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()
    _t1108 = _i14l0
    _t1109 = (13 + _i14[1])
    if type(_t1108) is int and _st_log is None:
        _t1110 = _st_zones[(_t1111 := _st_loc[_t1108])]
        if _t1110[-1] == _t1108: _t1110.pop()
        else: _t1110.remove(_t1108)
        _st_zones[_t1109].append(_t1108); _st_loc[_t1108] = _t1109
        _t1112 = _leaving798[_t1111]
        if _memo12 and _t1112 & 4096: _memo12.clear()
    elif _t1108 is not None:
        _move_cards797(st, _t1108, _t1109, False)
        if _memo12: _memo12.clear()
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _memo10: _memo10.clear()
    if _memo11: _memo11.clear()
    if _memo13: _memo13.clear()
    if _memo14: _memo14.clear()

# <rulerun evolution.rules: on before attack #521 947430c9>
def _native(st, L):
    _cancel799(st)
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

# <rulerun evolution.rules: on before attack #527 50ac5925>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if ((_st_cvars[84 + _t1116] == _t1115) and (_st_cvars[_t1116] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 9823486f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1118 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1118] == _l0) and (_st_cvars[_t1118] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 c31e00ab>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    for _t1122 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if ((_st_cvars[84 + _t1122] == _t1115) and (_st_cvars[_t1122] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 c8013938>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1124 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1124] == _l0) and (_st_cvars[_t1124] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 f509cf6d>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    for _t1128 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if ((_st_cvars[84 + _t1128] == _t1115) and (_st_cvars[_t1128] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 ca4f4fb2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1130 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1130] == _l0) and (_st_cvars[_t1130] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 c65d8734>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    for _t1134 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if ((_st_cvars[84 + _t1134] == _t1115) and (_st_cvars[_t1134] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 71a8e9af>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    _t1137 = 0
    for _t1136 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if (_st_cvars[84 + _t1136] == _t1115):
            _t1137 += (1 if ((_st_cvars[_t1136] == 'carnivorous') or (_st_cvars[_t1136] == 'high_body_weight')) else (2 if (_st_cvars[_t1136] == 'parasite') else 0))
    return _t1137

# <rulerun evolution.rules: on before attack #535 67521c47>
def _loop(st, _t1115):
    _st_cvars = st.cvars
    for _t1138 in st.zones[(9 + st.model.zone_instances[st.loc[_t1115]][1])]:
        if ((_st_cvars[_t1138] == 'symbiosis') and (_st_cvars[168 + _t1138] == _t1115)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 dde02b1d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1114 = st.zones[(5 + L[4])]
    st.budget -= len(_t1114)
    if st.budget < 0: _spent800(st)
    _t1120 = _NOT_YET
    _t1121 = _NOT_YET
    _t1126 = _NOT_YET
    _t1127 = _NOT_YET
    _t1132 = _NOT_YET
    _t1133 = _NOT_YET
    _t1113 = []
    for _t1115 in _t1114:
        if (((_t1115 != _l1) and (_t1115 != _l0)) and ((((((_l0 != _t1115) and ((not _a801(st, _t1115)) or (_t1121 if _t1121 is not _NOT_YET else (_t1121 := (_t1120 if _t1120 is not _NOT_YET else (_t1120 := _a802(st, L))))))) and ((not _a803(st, _t1115)) or (_t1127 if _t1127 is not _NOT_YET else (_t1127 := (_t1126 if _t1126 is not _NOT_YET else (_t1126 := _a804(st, L))))))) and (_a805(st, _t1115) == (_t1133 if _t1133 is not _NOT_YET else (_t1133 := (_t1132 if _t1132 is not _NOT_YET else (_t1132 := _a806(st, L))))))) and (not (_a807(st, _t1115) and ((_st_cvars[924 + _t1115] == _st_vars[0]) or (_st_cvars[504 + _t1115] >= (1 + _a808(st, _t1115))))))) and (not _a809(st, _t1115)))):
            _t1113.append(_t1115)
    return _t1113

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 d2f318cf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1141 = []
    for _t1140 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1140] == L[7]) or (_st_cvars[168 + _t1140] == L[7])):
            _t1141.append(_st_cvars[_t1140])
    return _t1141

# <rulerun evolution.rules: on before attack #539 f78070eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1143 = []
    for _t1142 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1142] == L[7]) or (_st_cvars[168 + _t1142] == L[7])):
            _t1143.append(_t1142)
    return _t1143

# <rulerun evolution.rules: on before attack #540 0e3ddd96>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1145 = 0
    for _t1144 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1144] == L[7]):
            _t1145 += (1 if ((_st_cvars[_t1144] == 'carnivorous') or (_st_cvars[_t1144] == 'high_body_weight')) else (2 if (_st_cvars[_t1144] == 'parasite') else 0))
    return _t1145

# <rulerun evolution.rules: on before attack #541 c91f1489>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1147 = 0
    for _t1146 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1146] == L[7]) and (_st_cvars[_t1146] == 'fat_tissue')) and _st_cvars[252 + _t1146]):
            _t1147 += 1
    return _t1147

# <rulerun evolution.rules: on before attack #542 8642ef3c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1149 = 0
    for _t1148 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1148] == L[7]) and (_st_cvars[_t1148] == 'fat_tissue')):
            _t1149 += 1
    return _t1149

# <rulerun evolution.rules: on before attack #543 4163d667>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1151 = 0
    for _t1150 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1150] == L[7]) and (_st_cvars[_t1150] == 'fat_tissue')):
            _t1151 += 1
    return _t1151

# <rulerun evolution.rules: on before attack #544 b5fdbace>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain810(_text811(((((('animal ' + _plain810(_st_cvars[420 + L[7]]) + ' of ' + _player_text812(st.model.zone_instances[st.loc[L[7]]][1])) + (_text811(' ' + _plain810(_a813(st, L))) if (not not (_a814(st, L) or ())) else '')) + (' food ' + _plain810(_st_cvars[504 + L[7]]) + '/' + _plain810((1 + _a815(st, L))))) + ((' fat ' + _plain810(_a816(st, L)) + '/' + _plain810(_a817(st, L))) if (_a818(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 256996e4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1153 = []
    for _t1152 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1152] == _l1) or (_st_cvars[168 + _t1152] == _l1)):
            _t1153.append(_t1152)
    return _t1153

# <rulerun evolution.rules: on before attack #546 03452ee2>
def _native(st, L):
    return _a819(st, L)

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

# <rulerun evolution.rules: play #551 91004fe2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text822(_audience820(st), ['Two base sets are mixed: ', _plain821(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone823(st, 0)
    for _t1154 in (_k824 or []):
        L[2] = _t1154
        _t1155 = _st_zones[0][:-(6) - 1:-1]
        _t1156 = (1 + _t1154)
        if type(_t1155) is list and _st_log is None:
            for _t1157 in _t1155:
                _t1158 = _st_zones[_st_loc[_t1157]]
                if _t1158[-1] == _t1157: _t1158.pop()
                else: _t1158.remove(_t1157)
                _st_zones[_t1156].append(_t1157); _st_loc[_t1157] = _t1156
            if _memo12: _memo12.clear()
        elif _t1155 is not None:
            _move_cards825(st, _t1155, _t1156, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
    _st_vars[1] = _random_item826(st, _k827)
    if _st_log is not None: _st_log.append(_Text822(_audience820(st), [_PlayerRef828(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 3bde1fda>
def _loop(st, _t1159):
    _st_cvars = st.cvars
    _t1162 = 0
    for _t1161 in st.zones[(9 + _t1159)]:
        _t1162 += (1 + (1 if ((_st_cvars[_t1161] == 'carnivorous') or (_st_cvars[_t1161] == 'high_body_weight')) else (2 if (_st_cvars[_t1161] == 'parasite') else 0)))
    return _t1162

# <rulerun evolution.rules: play #553 ad45fb12>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1160 = (_k829 or [])
    st.budget -= len(_t1160)
    if st.budget < 0: _spent830(st)
    for _t1159 in _t1160:
        _i16[2] = _t1159
        if _st_log is not None: _st_log.append(_Text835(_audience831(st), [_PlayerRef832(_t1159), ': ', _plain833(len(_st_zones[(5 + _t1159)])), ' animals, ', _plain833(len(_st_zones[(9 + _t1159)])), ' trait cards, ', _plain833((_memo12[_t1159] if _t1159 in _memo12 else _memo12.setdefault(_t1159, ((2 * len(_st_zones[(5 + _t1159)])) + _a834(st, _t1159))))), ' points; ', _plain833(len(_st_zones[(13 + _t1159)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range836(1, 4)
        for _t1163 in (_k837 or []):
            _i16[6] = _t1163
            _i16[7] = _random_item838(st, _i16[3])
            st.vars[12 + _t1163] = _i16[7]
            _i16[3] = _remove839(st, _i16[3], _i16[7])
    _end_game840(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 8861b330>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run843(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit844(_k845)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs846[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run847(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit844(_k848)
            fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs846[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run849(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k850)

# <rulerun evolution.rules: development #556 c53604be>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k853)
            _r = _run854(st, L)
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
            L[1] = (_o855[st.vars[1]] or []); L[2] = 0
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
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t1164 = L[3]
            _t1165 = len(_o) + 1
            if _t1165 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1166 = st.chooser(_t1165, _t1164)
                else:
                    _t1166 = _st_bits(_t1165.bit_length())
                    while _t1166 >= _t1165: _t1166 = _st_bits(_t1165.bit_length())
                L[4] = _o[_t1166 - 1] if _t1166 else None; st.decisions += 1
                if st.thread_player is not None: _answered858(st, _t1166)
            elif _decide859(st, L, _o[:], _t1164): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run860(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit861(_k862)
            fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs863[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit852(_k, st, _d0): raise _Runaway851()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit852(_k, st, _d0): raise _Runaway851()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k864)

# <rulerun evolution.rules: play_card #557 93d4e182>
def _loop(st, _t1171):
    _st_cvars = st.cvars
    for _t1173 in st.zones[(9 + st.model.zone_instances[st.loc[_t1171]][1])]:
        if ((_st_cvars[84 + _t1173] == _t1171) and (_st_cvars[_t1173] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 dc72c2d3>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1170 = (list(_chain873(map(st.zones.__getitem__, _k874))) or ())
    st.budget -= len(_t1170)
    if st.budget < 0: _spent875(st)
    _t1172 = []
    for _t1171 in _t1170:
        if ((st.model.zone_instances[_st_loc[_t1171]][1] != _l0) and (not (_memo7[(_t1171, 'parasite',)] if (_t1171, 'parasite',) in _memo7 else _memo7.setdefault((_t1171, 'parasite',), _a876(st, _t1171))))):
            _t1172.append(_t1171)
    return _t1172

# <rulerun evolution.rules: play_card #559 4c2dd7ff>
def _loop(st, L, _t1179, _t1183):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1184 in st.zones[(9 + st.model.zone_instances[st.loc[_t1179]][1])]:
        if ((_st_cvars[_t1184] == _l3) and (((_st_cvars[84 + _t1184] == _t1179) and (_st_cvars[168 + _t1184] == _t1183)) or ((_st_cvars[84 + _t1184] == _t1183) and (_st_cvars[168 + _t1184] == _t1179)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 bbe55c1d>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1178 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1178)
    if st.budget < 0: _spent881(st)
    _t1180 = []
    for _t1179 in _t1178:
        _t1182 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1182)
        if st.budget < 0: _spent881(st)
        _t1181 = False
        for _t1183 in _t1182:
            if (_memo9[(_t1179, _t1183, _l3,)] if (_t1179, _t1183, _l3,) in _memo9 else _memo9.setdefault((_t1179, _t1183, _l3,), ((_t1179 != _t1183) and (not _a882(st, L, _t1179, _t1183))))):
                _t1181 = True
                break
        if _t1181:
            _t1180.append(_t1179)
    return _t1180

# <rulerun evolution.rules: play_card #561 9588e100>
def _loop(st, L, _t1190):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1192 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1192] == _l3) and (((_st_cvars[84 + _t1192] == _l5) and (_st_cvars[168 + _t1192] == _t1190)) or ((_st_cvars[84 + _t1192] == _t1190) and (_st_cvars[168 + _t1192] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 d6a20a51>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1189 = st.zones[(5 + L[0])]
    st.budget -= len(_t1189)
    if st.budget < 0: _spent886(st)
    _t1191 = []
    for _t1190 in _t1189:
        if (_memo9[(_l5, _t1190, _l3,)] if (_l5, _t1190, _l3,) in _memo9 else _memo9.setdefault((_l5, _t1190, _l3,), ((_l5 != _t1190) and (not _a887(st, L, _t1190))))):
            _t1191.append(_t1190)
    return _t1191

# <rulerun evolution.rules: play_card #563 2c392e00>
def _loop(st, L, _t1201):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1203 in st.zones[(9 + st.model.zone_instances[st.loc[_t1201]][1])]:
        if ((_st_cvars[84 + _t1203] == _t1201) and (_st_cvars[_t1203] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 b21430d7>
def _loop(st, _t1201):
    _st_cvars = st.cvars
    for _t1205 in st.zones[(9 + st.model.zone_instances[st.loc[_t1201]][1])]:
        if ((_st_cvars[84 + _t1205] == _t1201) and (_st_cvars[_t1205] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 c96514d0>
def _loop(st, _t1201):
    _st_cvars = st.cvars
    for _t1207 in st.zones[(9 + st.model.zone_instances[st.loc[_t1201]][1])]:
        if ((_st_cvars[84 + _t1207] == _t1201) and (_st_cvars[_t1207] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 281ab452>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t1200 = st.zones[(5 + L[0])]
    st.budget -= len(_t1200)
    if st.budget < 0: _spent896(st)
    _t1202 = []
    for _t1201 in _t1200:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t1201, _l3,)] if (_t1201, _l3,) in _memo7 else _memo7.setdefault((_t1201, _l3,), _a897(st, L, _t1201))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t1201, 'carnivorous',)] if (_t1201, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1201, 'carnivorous',), _a898(st, _t1201)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t1201, 'scavenger',)] if (_t1201, 'scavenger',) in _memo7 else _memo7.setdefault((_t1201, 'scavenger',), _a899(st, _t1201)))))):
            _t1202.append(_t1201)
    return _t1202

# <rulerun evolution.rules: play_card #567 5ea61ce2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run867(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1167 = L[0]
            _t1168 = len(_o)
            if not _t1168: _no_option869(_t1167, 'play it as')
            if _t1168 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1168 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1169 = st.chooser(_t1168, _t1167)
                else:
                    _t1169 = _st_bits(_t1168.bit_length())
                    while _t1169 >= _t1168: _t1169 = _st_bits(_t1168.bit_length())
                L[3] = _o[_t1169]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1169)
            elif _decide871(st, L, _o, _t1167): return True
            pc = 2
        if pc == 2:
            _r = _run872(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a877(st, L) or [])
            fr[1] = 5
            _t1175 = L[0]
            _t1176 = len(_o)
            if not _t1176: _no_option869(_t1175, 'animal to put the parasite on')
            if _t1176 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1176 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1177 = st.chooser(_t1176, _t1175)
                else:
                    _t1177 = _st_bits(_t1176.bit_length())
                    while _t1177 >= _t1176: _t1177 = _st_bits(_t1176.bit_length())
                L[4] = _o[_t1177]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1177)
            elif _decide879(st, L, _o, _t1175): return True
            pc = 5
        if pc == 5:
            _r = _run880(st, L)
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
            _o = (_a883(st, L) or [])
            fr[1] = 9
            _t1186 = L[0]
            _t1187 = len(_o)
            if not _t1187: _no_option869(_t1186, 'first animal of the pair')
            if _t1187 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1187 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1188 = st.chooser(_t1187, _t1186)
                else:
                    _t1188 = _st_bits(_t1187.bit_length())
                    while _t1188 >= _t1187: _t1188 = _st_bits(_t1187.bit_length())
                L[5] = _o[_t1188]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1188)
            elif _decide885(st, L, _o, _t1186): return True
            pc = 9
        if pc == 9:
            _o = (_a888(st, L) or [])
            fr[1] = 10
            _t1194 = L[0]
            _t1195 = len(_o)
            if not _t1195: _no_option869(_t1194, 'second animal of the pair')
            if _t1195 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1195 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1196 = st.chooser(_t1195, _t1194)
                else:
                    _t1196 = _st_bits(_t1195.bit_length())
                    while _t1196 >= _t1195: _t1196 = _st_bits(_t1195.bit_length())
                L[6] = _o[_t1196]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1196)
            elif _decide890(st, L, _o, _t1194): return True
            pc = 10
        if pc == 10:
            _r = _run891(st, L)
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
            _t1197 = L[0]
            _t1198 = len(_o)
            if not _t1198: _no_option869(_t1197, 'the symbiont')
            if _t1198 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1198 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1199 = st.chooser(_t1198, _t1197)
                else:
                    _t1199 = _st_bits(_t1198.bit_length())
                    while _t1199 >= _t1198: _t1199 = _st_bits(_t1198.bit_length())
                L[7] = _o[_t1199]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1199)
            elif _decide893(st, L, _o, _t1197): return True
            pc = 13
        if pc == 13:
            _r = _run894(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run895(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a900(st, L) or [])
            fr[1] = 18
            _t1209 = L[0]
            _t1210 = len(_o)
            if not _t1210: _no_option869(_t1209, 'animal to give it to')
            if _t1210 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1211 = st.chooser(_t1210, _t1209)
                else:
                    _t1211 = _st_bits(_t1210.bit_length())
                    while _t1211 >= _t1210: _t1211 = _st_bits(_t1210.bit_length())
                L[8] = _o[_t1211]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1211)
            elif _decide902(st, L, _o, _t1209): return True
            pc = 18
        if pc == 18:
            _r = _run903(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k904)

# <rulerun evolution.rules: determining_the_food_base #568 479215f8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k908)

# <rulerun evolution.rules: feeding #569 651e643c>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k911)
            _r = _run912(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit913(_k914)
            fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs915[6](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run916(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k917)

# <rulerun evolution.rules: show_animals #570 723fb234>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run920(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k921)

# <rulerun evolution.rules: feeding_laps #571 b96aee48>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run924(st, L)
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
            L[0] = (_o925[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run926(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit927(_k928)
            fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs929[8](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run930(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit923(_k, st, _d0): raise _Runaway922()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit923(_k, st, _d0): raise _Runaway922()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k931)

# <rulerun evolution.rules: feeding_end_check #572 62c3dce7>
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

# <rulerun evolution.rules: feeding_turn_of #573 9d1847f3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run938(st, L)
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
            _r = _run939(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1212 = L[0]
            _t1213 = len(_o)
            if not _t1213: _no_option941(_t1212, 'feeding action')
            if _t1213 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1213 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1214 = st.chooser(_t1213, _t1212)
                else:
                    _t1214 = _st_bits(_t1213.bit_length())
                    while _t1214 >= _t1213: _t1214 = _st_bits(_t1213.bit_length())
                L[3] = _o[_t1214]; st.decisions += 1
                if st.thread_player is not None: _answered942(st, _t1214)
            elif _decide943(st, L, _o, _t1212): return True
            pc = 4
        if pc == 4:
            _r = _run944(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run945(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k947)
            fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[9](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k950)
            fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[16](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 12
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run951(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k952)
            fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[10](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 16
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[3] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k953)
            fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[13](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 19
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[3] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k954)
            fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[14](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit946(_k955)
            fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs948[15](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit937(_k, st, _d0): raise _Runaway936()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k956)

# <rulerun evolution.rules: take_food #574 2fd3bc17>
def _loop(st, _t1216):
    _st_cvars = st.cvars
    _t1219 = 0
    for _t1218 in st.zones[(9 + st.model.zone_instances[st.loc[_t1216]][1])]:
        if (_st_cvars[84 + _t1218] == _t1216):
            _t1219 += (1 if ((_st_cvars[_t1218] == 'carnivorous') or (_st_cvars[_t1218] == 'high_body_weight')) else (2 if (_st_cvars[_t1218] == 'parasite') else 0))
    return _t1219

# <rulerun evolution.rules: take_food #575 eb872cc7>
def _loop(st, _t1216):
    _st_cvars = st.cvars
    _t1221 = 0
    for _t1220 in st.zones[(9 + st.model.zone_instances[st.loc[_t1216]][1])]:
        if (((_st_cvars[84 + _t1220] == _t1216) and (_st_cvars[_t1220] == 'fat_tissue')) and _st_cvars[252 + _t1220]):
            _t1221 += 1
    return _t1221

# <rulerun evolution.rules: take_food #576 bd575536>
def _loop(st, _t1216):
    _st_cvars = st.cvars
    _t1223 = 0
    for _t1222 in st.zones[(9 + st.model.zone_instances[st.loc[_t1216]][1])]:
        if ((_st_cvars[84 + _t1222] == _t1216) and (_st_cvars[_t1222] == 'fat_tissue')):
            _t1223 += 1
    return _t1223

# <rulerun evolution.rules: take_food #577 a4e83e2d>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _t1228 = 0
    for _t1227 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1225]]][1])]:
        if (_st_cvars[84 + _t1227] == _st_cvars[84 + _t1225]):
            _t1228 += (1 if ((_st_cvars[_t1227] == 'carnivorous') or (_st_cvars[_t1227] == 'high_body_weight')) else (2 if (_st_cvars[_t1227] == 'parasite') else 0))
    return _t1228

# <rulerun evolution.rules: take_food #578 09daea82>
def _loop(st, _t1216):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1224 = st.zones[(9 + st.model.zone_instances[st.loc[_t1216]][1])]
    st.budget -= len(_t1224)
    if st.budget < 0: _spent963(st)
    for _t1225 in _t1224:
        if (((_st_cvars[_t1225] == 'symbiosis') and (_st_cvars[168 + _t1225] == _t1216)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1225]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1225]] >= (_memo6[_st_cvars[84 + _t1225]] if _st_cvars[84 + _t1225] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1225], (1 + _a964(st, _t1225)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 d645a626>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1215 = st.zones[(5 + L[0])]
    st.budget -= len(_t1215)
    if st.budget < 0: _spent959(st)
    _t1217 = []
    for _t1216 in _t1215:
        if ((not ((_st_cvars[924 + _t1216] == _st_vars[0]) or ((_st_cvars[504 + _t1216] >= (_memo6[_t1216] if _t1216 in _memo6 else _memo6.setdefault(_t1216, (1 + _a960(st, _t1216))))) and ((_memo5[_t1216] if _t1216 in _memo5 else _memo5.setdefault(_t1216, _a961(st, _t1216))) >= (_memo4[_t1216] if _t1216 in _memo4 else _memo4.setdefault(_t1216, _a962(st, _t1216))))))) and (_memo14[_t1216] if _t1216 in _memo14 else _memo14.setdefault(_t1216, (not _a965(st, _t1216))))):
            _t1217.append(_t1216)
    return _t1217

# <rulerun evolution.rules: take_food #580 252f298e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a966(st, L) or [])
            fr[1] = 1
            _t1229 = L[0]
            _t1230 = len(_o)
            if not _t1230: _no_option968(_t1229, 'animal to feed')
            if _t1230 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1230 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1231 = st.chooser(_t1230, _t1229)
                else:
                    _t1231 = _st_bits(_t1230.bit_length())
                    while _t1231 >= _t1230: _t1231 = _st_bits(_t1230.bit_length())
                L[1] = _o[_t1231]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t1231)
            elif _decide970(st, L, _o, _t1229): return True
            pc = 1
        if pc == 1:
            _r = _run971(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit972(_k973)
            fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs974[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k975)

# <rulerun evolution.rules: convert_fat #581 307ea505>
def _loop(st, _t1233):
    _st_cvars = st.cvars
    _t1236 = 0
    for _t1235 in st.zones[(9 + st.model.zone_instances[st.loc[_t1233]][1])]:
        if (_st_cvars[84 + _t1235] == _t1233):
            _t1236 += (1 if ((_st_cvars[_t1235] == 'carnivorous') or (_st_cvars[_t1235] == 'high_body_weight')) else (2 if (_st_cvars[_t1235] == 'parasite') else 0))
    return _t1236

# <rulerun evolution.rules: convert_fat #582 41e5fb06>
def _loop(st, _t1233):
    _st_cvars = st.cvars
    _t1238 = 0
    for _t1237 in st.zones[(9 + st.model.zone_instances[st.loc[_t1233]][1])]:
        if (((_st_cvars[84 + _t1237] == _t1233) and (_st_cvars[_t1237] == 'fat_tissue')) and _st_cvars[252 + _t1237]):
            _t1238 += 1
    return _t1238

# <rulerun evolution.rules: convert_fat #583 163c5c79>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1232 = st.zones[(5 + L[0])]
    st.budget -= len(_t1232)
    if st.budget < 0: _spent978(st)
    _t1234 = []
    for _t1233 in _t1232:
        if ((not ((_st_cvars[924 + _t1233] == _st_vars[0]) or (_st_cvars[504 + _t1233] >= (_memo6[_t1233] if _t1233 in _memo6 else _memo6.setdefault(_t1233, (1 + _a979(st, _t1233))))))) and ((_memo5[_t1233] if _t1233 in _memo5 else _memo5.setdefault(_t1233, _a980(st, _t1233))) > 0)):
            _t1234.append(_t1233)
    return _t1234

# <rulerun evolution.rules: convert_fat #584 59826777>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1243 = 0
    for _t1242 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1242] == L[1]) and (_st_cvars[_t1242] == 'fat_tissue')) and _st_cvars[252 + _t1242]):
            _t1243 += 1
    return _t1243

# <rulerun evolution.rules: convert_fat #585 7361c026>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1245 = 0
    for _t1244 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1244] == L[1]):
            _t1245 += (1 if ((_st_cvars[_t1244] == 'carnivorous') or (_st_cvars[_t1244] == 'high_body_weight')) else (2 if (_st_cvars[_t1244] == 'parasite') else 0))
    return _t1245

# <rulerun evolution.rules: convert_fat #586 1067abee>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a981(st, L) or [])
            fr[1] = 1
            _t1239 = L[0]
            _t1240 = len(_o)
            if not _t1240: _no_option983(_t1239, 'animal to convert fat on')
            if _t1240 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1240 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1241 = st.chooser(_t1240, _t1239)
                else:
                    _t1241 = _st_bits(_t1240.bit_length())
                    while _t1241 >= _t1240: _t1241 = _st_bits(_t1240.bit_length())
                L[1] = _o[_t1241]; st.decisions += 1
                if st.thread_player is not None: _answered984(st, _t1241)
            elif _decide985(st, L, _o, _t1239): return True
            pc = 1
        if pc == 1:
            _o = (_range986(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a987(st, L))), (_t1246 if -1000000000000000000 <= (_t1246 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a988(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond989(_t1246)))) or [])
            fr[1] = 2
            _t1247 = L[0]
            _t1248 = len(_o)
            if not _t1248: _no_option983(_t1247, 'yellow tokens to convert')
            if _t1248 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1248 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1249 = st.chooser(_t1248, _t1247)
                else:
                    _t1249 = _st_bits(_t1248.bit_length())
                    while _t1249 >= _t1248: _t1249 = _st_bits(_t1248.bit_length())
                L[2] = _o[_t1249]; st.decisions += 1
                if st.thread_player is not None: _answered984(st, _t1249)
            elif _decide991(st, L, _o, _t1247): return True
            pc = 2
        if pc == 2:
            _r = _run992(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k993)

# <rulerun evolution.rules: receive #587 92926363>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run996(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step997(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run998(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step999(st, fr): return True
            return None
        if pc == 5:
            _step1000(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1001)

# <rulerun evolution.rules: paired_triggers #588 4d5888f7>
def _native(st, fr):
    _st_bits = st.bits
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1004(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t1250 = st.model.zone_instances[st.loc[L[0]]][1]
            _t1251 = len(_o) + 1
            if _t1251 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1252 = st.chooser(_t1251, _t1250)
                else:
                    _t1252 = _st_bits(_t1251.bit_length())
                    while _t1252 >= _t1251: _t1252 = _st_bits(_t1251.bit_length())
                L[3] = _o[_t1252 - 1] if _t1252 else None; st.decisions += 1
                if st.thread_player is not None: _answered1006(st, _t1252)
            elif _decide1007(st, L, _o, _t1250): return True
            pc = 3
        if pc == 3:
            _r = _run1008(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1009(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1010(_k1011)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1012[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1013(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1010(_k1014)
            fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1012[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1003(_k, st, _d0): raise _Runaway1002()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1015)

# <rulerun evolution.rules: piracy #589 8361f99f>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    for _t1256 in st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]:
        if ((_st_cvars[84 + _t1256] == _t1254) and (_st_cvars[_t1256] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 7f56edd7>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _t1259 = 0
    for _t1258 in st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]:
        if (_st_cvars[84 + _t1258] == _t1254):
            _t1259 += (1 if ((_st_cvars[_t1258] == 'carnivorous') or (_st_cvars[_t1258] == 'high_body_weight')) else (2 if (_st_cvars[_t1258] == 'parasite') else 0))
    return _t1259

# <rulerun evolution.rules: piracy #591 7be26bc7>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _t1261 = 0
    for _t1260 in st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]:
        if (_st_cvars[84 + _t1260] == _t1254):
            _t1261 += (1 if ((_st_cvars[_t1260] == 'carnivorous') or (_st_cvars[_t1260] == 'high_body_weight')) else (2 if (_st_cvars[_t1260] == 'parasite') else 0))
    return _t1261

# <rulerun evolution.rules: piracy #592 01f65a8b>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _t1263 = 0
    for _t1262 in st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]:
        if (((_st_cvars[84 + _t1262] == _t1254) and (_st_cvars[_t1262] == 'fat_tissue')) and _st_cvars[252 + _t1262]):
            _t1263 += 1
    return _t1263

# <rulerun evolution.rules: piracy #593 5922cd15>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _t1265 = 0
    for _t1264 in st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]:
        if ((_st_cvars[84 + _t1264] == _t1254) and (_st_cvars[_t1264] == 'fat_tissue')):
            _t1265 += 1
    return _t1265

# <rulerun evolution.rules: piracy #594 7d91e6a8>
def _loop(st, _t1267):
    _st_cvars = st.cvars
    _t1270 = 0
    for _t1269 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1267]]][1])]:
        if (_st_cvars[84 + _t1269] == _st_cvars[84 + _t1267]):
            _t1270 += (1 if ((_st_cvars[_t1269] == 'carnivorous') or (_st_cvars[_t1269] == 'high_body_weight')) else (2 if (_st_cvars[_t1269] == 'parasite') else 0))
    return _t1270

# <rulerun evolution.rules: piracy #595 9fca85c7>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1266 = st.zones[(9 + st.model.zone_instances[st.loc[_t1254]][1])]
    st.budget -= len(_t1266)
    if st.budget < 0: _spent1024(st)
    for _t1267 in _t1266:
        if (((_st_cvars[_t1267] == 'symbiosis') and (_st_cvars[168 + _t1267] == _t1254)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1267]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1267]] >= (_memo6[_st_cvars[84 + _t1267]] if _st_cvars[84 + _t1267] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1267], (1 + _a1025(st, _t1267)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 1d390d21>
def _loop(st, _t1272):
    _st_cvars = st.cvars
    _t1275 = 0
    for _t1274 in st.zones[(9 + st.model.zone_instances[st.loc[_t1272]][1])]:
        if (_st_cvars[84 + _t1274] == _t1272):
            _t1275 += (1 if ((_st_cvars[_t1274] == 'carnivorous') or (_st_cvars[_t1274] == 'high_body_weight')) else (2 if (_st_cvars[_t1274] == 'parasite') else 0))
    return _t1275

# <rulerun evolution.rules: piracy #597 6ef0a09f>
def _loop(st, _t1254):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1271 = (list(_chain1027(map(st.zones.__getitem__, _k1028))) or ())
    st.budget -= len(_t1271)
    if st.budget < 0: _spent1029(st)
    for _t1272 in _t1271:
        if ((_t1272 != _t1254) and ((not ((_st_cvars[924 + _t1272] == _st_vars[0]) or (_st_cvars[504 + _t1272] >= (_memo6[_t1272] if _t1272 in _memo6 else _memo6.setdefault(_t1272, (1 + _a1030(st, _t1272))))))) and (_st_cvars[504 + _t1272] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 13e3e9f9>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1253 = st.zones[(5 + L[0])]
    st.budget -= len(_t1253)
    if st.budget < 0: _spent1018(st)
    _t1255 = []
    for _t1254 in _t1253:
        if (_memo10[_t1254] if _t1254 in _memo10 else _memo10.setdefault(_t1254, (((((_memo7[(_t1254, 'piracy',)] if (_t1254, 'piracy',) in _memo7 else _memo7.setdefault((_t1254, 'piracy',), _a1019(st, _t1254))) and (_st_cvars[756 + _t1254] != _st_vars[0])) and (not ((_st_cvars[924 + _t1254] == _st_vars[0]) or (_st_cvars[504 + _t1254] >= (_memo6[_t1254] if _t1254 in _memo6 else _memo6.setdefault(_t1254, (1 + _a1020(st, _t1254)))))))) and ((not ((_st_cvars[924 + _t1254] == _st_vars[0]) or ((_st_cvars[504 + _t1254] >= (_memo6[_t1254] if _t1254 in _memo6 else _memo6.setdefault(_t1254, (1 + _a1021(st, _t1254))))) and ((_memo5[_t1254] if _t1254 in _memo5 else _memo5.setdefault(_t1254, _a1022(st, _t1254))) >= (_memo4[_t1254] if _t1254 in _memo4 else _memo4.setdefault(_t1254, _a1023(st, _t1254))))))) and (_memo14[_t1254] if _t1254 in _memo14 else _memo14.setdefault(_t1254, (not _a1026(st, _t1254)))))) and _a1031(st, _t1254)))):
            _t1255.append(_t1254)
    return _t1255

# <rulerun evolution.rules: piracy #599 055cd90d>
def _loop(st, _t1280):
    _st_cvars = st.cvars
    _t1283 = 0
    for _t1282 in st.zones[(9 + st.model.zone_instances[st.loc[_t1280]][1])]:
        if (_st_cvars[84 + _t1282] == _t1280):
            _t1283 += (1 if ((_st_cvars[_t1282] == 'carnivorous') or (_st_cvars[_t1282] == 'high_body_weight')) else (2 if (_st_cvars[_t1282] == 'parasite') else 0))
    return _t1283

# <rulerun evolution.rules: piracy #600 7f182d33>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1279 = (list(_chain1037(map(st.zones.__getitem__, _k1038))) or ())
    st.budget -= len(_t1279)
    if st.budget < 0: _spent1039(st)
    _t1281 = []
    for _t1280 in _t1279:
        if ((_t1280 != _l1) and ((not ((_st_cvars[924 + _t1280] == _st_vars[0]) or (_st_cvars[504 + _t1280] >= (_memo6[_t1280] if _t1280 in _memo6 else _memo6.setdefault(_t1280, (1 + _a1040(st, _t1280))))))) and (_st_cvars[504 + _t1280] > 0))):
            _t1281.append(_t1280)
    return _t1281

# <rulerun evolution.rules: piracy #601 cff161ef>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1032(st, L) or [])
            fr[1] = 1
            _t1276 = L[0]
            _t1277 = len(_o)
            if not _t1277: _no_option1034(_t1276, 'pirate')
            if _t1277 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1277 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1278 = st.chooser(_t1277, _t1276)
                else:
                    _t1278 = _st_bits(_t1277.bit_length())
                    while _t1278 >= _t1277: _t1278 = _st_bits(_t1277.bit_length())
                L[1] = _o[_t1278]; st.decisions += 1
                if st.thread_player is not None: _answered1035(st, _t1278)
            elif _decide1036(st, L, _o, _t1276): return True
            pc = 1
        if pc == 1:
            _o = (_a1041(st, L) or [])
            fr[1] = 2
            _t1284 = L[0]
            _t1285 = len(_o)
            if not _t1285: _no_option1034(_t1284, 'animal to rob')
            if _t1285 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1285 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1286 = st.chooser(_t1285, _t1284)
                else:
                    _t1286 = _st_bits(_t1285.bit_length())
                    while _t1286 >= _t1285: _t1286 = _st_bits(_t1285.bit_length())
                L[2] = _o[_t1286]; st.decisions += 1
                if st.thread_player is not None: _answered1035(st, _t1286)
            elif _decide1043(st, L, _o, _t1284): return True
            pc = 2
        if pc == 2:
            _r = _run1044(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1045(_k1046)
            fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1047[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1048)

# <rulerun evolution.rules: grazing #602 829c3891>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_t1288]][1])]:
        if ((_st_cvars[84 + _t1290] == _t1288) and (_st_cvars[_t1290] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 6790c994>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1287 = st.zones[(5 + L[0])]
    st.budget -= len(_t1287)
    if st.budget < 0: _spent1051(st)
    _t1289 = []
    for _t1288 in _t1287:
        if (((_memo7[(_t1288, 'grazing',)] if (_t1288, 'grazing',) in _memo7 else _memo7.setdefault((_t1288, 'grazing',), _a1052(st, _t1288))) and (_st_cvars[840 + _t1288] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1289.append(_t1288)
    return _t1289

# <rulerun evolution.rules: grazing #604 e9ff01bd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1053(st, L) or [])
            fr[1] = 1
            _t1292 = L[0]
            _t1293 = len(_o)
            if not _t1293: _no_option1055(_t1292, 'grazing animal')
            if _t1293 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1293 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1294 = st.chooser(_t1293, _t1292)
                else:
                    _t1294 = _st_bits(_t1293.bit_length())
                    while _t1294 >= _t1293: _t1294 = _st_bits(_t1293.bit_length())
                L[1] = _o[_t1294]; st.decisions += 1
                if st.thread_player is not None: _answered1056(st, _t1294)
            elif _decide1057(st, L, _o, _t1292): return True
            pc = 1
        if pc == 1:
            _r = _run1058(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1059)

# <rulerun evolution.rules: hibernation #605 808a0d65>
def _loop(st, _t1296):
    _st_cvars = st.cvars
    for _t1298 in st.zones[(9 + st.model.zone_instances[st.loc[_t1296]][1])]:
        if ((_st_cvars[84 + _t1298] == _t1296) and (_st_cvars[_t1298] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 20cfed9b>
def _loop(st, _t1296):
    _st_cvars = st.cvars
    _t1301 = 0
    for _t1300 in st.zones[(9 + st.model.zone_instances[st.loc[_t1296]][1])]:
        if (_st_cvars[84 + _t1300] == _t1296):
            _t1301 += (1 if ((_st_cvars[_t1300] == 'carnivorous') or (_st_cvars[_t1300] == 'high_body_weight')) else (2 if (_st_cvars[_t1300] == 'parasite') else 0))
    return _t1301

# <rulerun evolution.rules: hibernation #607 61f6a20b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1295 = st.zones[(5 + L[0])]
    st.budget -= len(_t1295)
    if st.budget < 0: _spent1062(st)
    _t1297 = []
    for _t1296 in _t1295:
        if (((((_memo7[(_t1296, 'hibernation',)] if (_t1296, 'hibernation',) in _memo7 else _memo7.setdefault((_t1296, 'hibernation',), _a1063(st, _t1296))) and (_st_cvars[924 + _t1296] != _st_vars[0])) and (_st_cvars[924 + _t1296] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1296] == _st_vars[0]) or (_st_cvars[504 + _t1296] >= (_memo6[_t1296] if _t1296 in _memo6 else _memo6.setdefault(_t1296, (1 + _a1064(st, _t1296)))))))):
            _t1297.append(_t1296)
    return _t1297

# <rulerun evolution.rules: hibernation #608 cccf1f4e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1065(st, L) or [])
            fr[1] = 1
            _t1302 = L[0]
            _t1303 = len(_o)
            if not _t1303: _no_option1067(_t1302, 'animal to hibernate')
            if _t1303 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1303 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1304 = st.chooser(_t1303, _t1302)
                else:
                    _t1304 = _st_bits(_t1303.bit_length())
                    while _t1304 >= _t1303: _t1304 = _st_bits(_t1303.bit_length())
                L[1] = _o[_t1304]; st.decisions += 1
                if st.thread_player is not None: _answered1068(st, _t1304)
            elif _decide1069(st, L, _o, _t1302): return True
            pc = 1
        if pc == 1:
            _r = _run1070(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1071)

# <rulerun evolution.rules: attack_action #609 892fc5b6>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1308 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1308] == _t1306) and (_st_cvars[_t1308] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 b352432d>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1311 = 0
    for _t1310 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if (_st_cvars[84 + _t1310] == _t1306):
            _t1311 += (1 if ((_st_cvars[_t1310] == 'carnivorous') or (_st_cvars[_t1310] == 'high_body_weight')) else (2 if (_st_cvars[_t1310] == 'parasite') else 0))
    return _t1311

# <rulerun evolution.rules: attack_action #611 d689205c>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1313 = 0
    for _t1312 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if (((_st_cvars[84 + _t1312] == _t1306) and (_st_cvars[_t1312] == 'fat_tissue')) and _st_cvars[252 + _t1312]):
            _t1313 += 1
    return _t1313

# <rulerun evolution.rules: attack_action #612 a52a61ae>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1315 = 0
    for _t1314 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1314] == _t1306) and (_st_cvars[_t1314] == 'fat_tissue')):
            _t1315 += 1
    return _t1315

# <rulerun evolution.rules: attack_action #613 d473e8de>
def _loop(st, _t1317):
    _st_cvars = st.cvars
    _t1320 = 0
    for _t1319 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1317]]][1])]:
        if (_st_cvars[84 + _t1319] == _st_cvars[84 + _t1317]):
            _t1320 += (1 if ((_st_cvars[_t1319] == 'carnivorous') or (_st_cvars[_t1319] == 'high_body_weight')) else (2 if (_st_cvars[_t1319] == 'parasite') else 0))
    return _t1320

# <rulerun evolution.rules: attack_action #614 45c23505>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1316 = st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]
    st.budget -= len(_t1316)
    if st.budget < 0: _spent1079(st)
    for _t1317 in _t1316:
        if (((_st_cvars[_t1317] == 'symbiosis') and (_st_cvars[168 + _t1317] == _t1306)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1317]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1317]] >= (_memo6[_st_cvars[84 + _t1317]] if _st_cvars[84 + _t1317] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1317], (1 + _a1080(st, _t1317)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 9378e2a8>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1324 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[84 + _t1324] == _t1322) and (_st_cvars[_t1324] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 79ca0c5f>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1326] == _t1306) and (_st_cvars[_t1326] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 05746001>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1330 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[84 + _t1330] == _t1322) and (_st_cvars[_t1330] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 8cbb02af>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1332 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1332] == _t1306) and (_st_cvars[_t1332] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 6d65accc>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1336 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[84 + _t1336] == _t1322) and (_st_cvars[_t1336] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 3f1a1128>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1338 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if ((_st_cvars[84 + _t1338] == _t1306) and (_st_cvars[_t1338] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 a17a7f5c>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1342 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[84 + _t1342] == _t1322) and (_st_cvars[_t1342] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 dbf7b819>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    _t1345 = 0
    for _t1344 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if (_st_cvars[84 + _t1344] == _t1322):
            _t1345 += (1 if ((_st_cvars[_t1344] == 'carnivorous') or (_st_cvars[_t1344] == 'high_body_weight')) else (2 if (_st_cvars[_t1344] == 'parasite') else 0))
    return _t1345

# <rulerun evolution.rules: attack_action #623 bbfce515>
def _loop(st, _t1322):
    _st_cvars = st.cvars
    for _t1346 in st.zones[(9 + st.model.zone_instances[st.loc[_t1322]][1])]:
        if ((_st_cvars[_t1346] == 'symbiosis') and (_st_cvars[168 + _t1346] == _t1322)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 8d1c7ec2>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1321 = (list(_chain1082(map(st.zones.__getitem__, _k1083))) or ())
    st.budget -= len(_t1321)
    if st.budget < 0: _spent1084(st)
    _t1328 = _NOT_YET
    _t1329 = _NOT_YET
    _t1334 = _NOT_YET
    _t1335 = _NOT_YET
    _t1340 = _NOT_YET
    _t1341 = _NOT_YET
    for _t1322 in _t1321:
        if ((((((_t1306 != _t1322) and ((not (_memo7[(_t1322, 'camouflage',)] if (_t1322, 'camouflage',) in _memo7 else _memo7.setdefault((_t1322, 'camouflage',), _a1085(st, _t1322)))) or (_t1329 if _t1329 is not _NOT_YET else (_t1329 := (_memo7[(_t1306, 'sharp_vision',)] if (_t1306, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1306, 'sharp_vision',), (_t1328 if _t1328 is not _NOT_YET else (_t1328 := _a1086(st, _t1306))))))))) and ((not (_memo7[(_t1322, 'high_body_weight',)] if (_t1322, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1322, 'high_body_weight',), _a1087(st, _t1322)))) or (_t1335 if _t1335 is not _NOT_YET else (_t1335 := (_memo7[(_t1306, 'high_body_weight',)] if (_t1306, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1306, 'high_body_weight',), (_t1334 if _t1334 is not _NOT_YET else (_t1334 := _a1088(st, _t1306))))))))) and ((_memo7[(_t1322, 'swimming',)] if (_t1322, 'swimming',) in _memo7 else _memo7.setdefault((_t1322, 'swimming',), _a1089(st, _t1322))) == (_t1341 if _t1341 is not _NOT_YET else (_t1341 := (_memo7[(_t1306, 'swimming',)] if (_t1306, 'swimming',) in _memo7 else _memo7.setdefault((_t1306, 'swimming',), (_t1340 if _t1340 is not _NOT_YET else (_t1340 := _a1090(st, _t1306))))))))) and (not ((_memo7[(_t1322, 'burrowing',)] if (_t1322, 'burrowing',) in _memo7 else _memo7.setdefault((_t1322, 'burrowing',), _a1091(st, _t1322))) and ((_st_cvars[924 + _t1322] == _st_vars[0]) or (_st_cvars[504 + _t1322] >= (_memo6[_t1322] if _t1322 in _memo6 else _memo6.setdefault(_t1322, (1 + _a1092(st, _t1322))))))))) and (not (_memo13[_t1322] if _t1322 in _memo13 else _memo13.setdefault(_t1322, _a1093(st, _t1322))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 ccb872a0>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1305 = st.zones[(5 + L[0])]
    st.budget -= len(_t1305)
    if st.budget < 0: _spent1074(st)
    _t1307 = []
    for _t1306 in _t1305:
        if (_memo0[_t1306] if _t1306 in _memo0 else _memo0.setdefault(_t1306, ((((_memo7[(_t1306, 'carnivorous',)] if (_t1306, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1306, 'carnivorous',), _a1075(st, _t1306))) and (_st_cvars[672 + _t1306] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1306] == _st_vars[0]) or ((_st_cvars[504 + _t1306] >= (_memo6[_t1306] if _t1306 in _memo6 else _memo6.setdefault(_t1306, (1 + _a1076(st, _t1306))))) and ((_memo5[_t1306] if _t1306 in _memo5 else _memo5.setdefault(_t1306, _a1077(st, _t1306))) >= (_memo4[_t1306] if _t1306 in _memo4 else _memo4.setdefault(_t1306, _a1078(st, _t1306))))))) and (_memo14[_t1306] if _t1306 in _memo14 else _memo14.setdefault(_t1306, (not _a1081(st, _t1306)))))) and _a1094(st, _t1306)))):
            _t1307.append(_t1306)
    return _t1307

# <rulerun evolution.rules: attack_action #626 52941a4f>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    for _t1354 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if ((_st_cvars[84 + _t1354] == _t1352) and (_st_cvars[_t1354] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 48ebdd66>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1356 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1356] == _l1) and (_st_cvars[_t1356] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 f0e530b5>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    for _t1360 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if ((_st_cvars[84 + _t1360] == _t1352) and (_st_cvars[_t1360] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 09bf604a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1362 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1362] == _l1) and (_st_cvars[_t1362] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 566e3f7d>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    for _t1366 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if ((_st_cvars[84 + _t1366] == _t1352) and (_st_cvars[_t1366] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 2f03ba9e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1368 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1368] == _l1) and (_st_cvars[_t1368] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 321007bc>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    for _t1372 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if ((_st_cvars[84 + _t1372] == _t1352) and (_st_cvars[_t1372] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 078bdb71>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    _t1375 = 0
    for _t1374 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if (_st_cvars[84 + _t1374] == _t1352):
            _t1375 += (1 if ((_st_cvars[_t1374] == 'carnivorous') or (_st_cvars[_t1374] == 'high_body_weight')) else (2 if (_st_cvars[_t1374] == 'parasite') else 0))
    return _t1375

# <rulerun evolution.rules: attack_action #634 2c465a66>
def _loop(st, _t1352):
    _st_cvars = st.cvars
    for _t1376 in st.zones[(9 + st.model.zone_instances[st.loc[_t1352]][1])]:
        if ((_st_cvars[_t1376] == 'symbiosis') and (_st_cvars[168 + _t1376] == _t1352)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 1cd83cc1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1351 = (list(_chain1100(map(st.zones.__getitem__, _k1101))) or ())
    st.budget -= len(_t1351)
    if st.budget < 0: _spent1102(st)
    _t1358 = _NOT_YET
    _t1359 = _NOT_YET
    _t1364 = _NOT_YET
    _t1365 = _NOT_YET
    _t1370 = _NOT_YET
    _t1371 = _NOT_YET
    _t1353 = []
    for _t1352 in _t1351:
        if ((((((_l1 != _t1352) and ((not (_memo7[(_t1352, 'camouflage',)] if (_t1352, 'camouflage',) in _memo7 else _memo7.setdefault((_t1352, 'camouflage',), _a1103(st, _t1352)))) or (_t1359 if _t1359 is not _NOT_YET else (_t1359 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1358 if _t1358 is not _NOT_YET else (_t1358 := _a1104(st, L))))))))) and ((not (_memo7[(_t1352, 'high_body_weight',)] if (_t1352, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1352, 'high_body_weight',), _a1105(st, _t1352)))) or (_t1365 if _t1365 is not _NOT_YET else (_t1365 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1364 if _t1364 is not _NOT_YET else (_t1364 := _a1106(st, L))))))))) and ((_memo7[(_t1352, 'swimming',)] if (_t1352, 'swimming',) in _memo7 else _memo7.setdefault((_t1352, 'swimming',), _a1107(st, _t1352))) == (_t1371 if _t1371 is not _NOT_YET else (_t1371 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1370 if _t1370 is not _NOT_YET else (_t1370 := _a1108(st, L))))))))) and (not ((_memo7[(_t1352, 'burrowing',)] if (_t1352, 'burrowing',) in _memo7 else _memo7.setdefault((_t1352, 'burrowing',), _a1109(st, _t1352))) and ((_st_cvars[924 + _t1352] == _st_vars[0]) or (_st_cvars[504 + _t1352] >= (_memo6[_t1352] if _t1352 in _memo6 else _memo6.setdefault(_t1352, (1 + _a1110(st, _t1352))))))))) and (not (_memo13[_t1352] if _t1352 in _memo13 else _memo13.setdefault(_t1352, _a1111(st, _t1352))))):
            _t1353.append(_t1352)
    return _t1353

# <rulerun evolution.rules: attack_action #636 fcd8620c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1095(st, L) or [])
            fr[1] = 1
            _t1348 = L[0]
            _t1349 = len(_o)
            if not _t1349: _no_option1097(_t1348, 'attacker')
            if _t1349 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1349 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1350 = st.chooser(_t1349, _t1348)
                else:
                    _t1350 = _st_bits(_t1349.bit_length())
                    while _t1350 >= _t1349: _t1350 = _st_bits(_t1349.bit_length())
                L[1] = _o[_t1350]; st.decisions += 1
                if st.thread_player is not None: _answered1098(st, _t1350)
            elif _decide1099(st, L, _o, _t1348): return True
            pc = 1
        if pc == 1:
            _o = (_a1112(st, L) or [])
            fr[1] = 2
            _t1378 = L[0]
            _t1379 = len(_o)
            if not _t1379: _no_option1097(_t1378, 'target')
            if _t1379 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1380 = st.chooser(_t1379, _t1378)
                else:
                    _t1380 = _st_bits(_t1379.bit_length())
                    while _t1380 >= _t1379: _t1380 = _st_bits(_t1379.bit_length())
                L[2] = _o[_t1380]; st.decisions += 1
                if st.thread_player is not None: _answered1098(st, _t1380)
            elif _decide1114(st, L, _o, _t1378): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1115(_k1116)
            fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1117[17](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1118)

# <rulerun evolution.rules: hunt #637 655b19db>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1121(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1122(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1123(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1124(_k1125)
            fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1126[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1124(_k1127)
            fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1126[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run1128(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1129(st, fr): return True
            return None
        if pc == 8:
            _step1130(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1131)

# <rulerun evolution.rules: scavenge #638 a79cd06d>
def _loop(st, L):
    _t1384 = (L[4] or ())
    st.budget -= len(_t1384)
    if st.budget < 0: _spent1137(st)
    for _t1385 in _t1384:
        return _t1385
    return None

# <rulerun evolution.rules: scavenge #639 154b9664>
def _loop(st, L):
    _t1381 = (L[4] or ())
    st.budget -= len(_t1381)
    if st.budget < 0: _spent1136(st)
    _t1387 = _NOT_YET
    _t1383 = []
    for _t1382 in _t1381:
        if ((not False) or (_t1382 == (_t1387 if _t1387 is not _NOT_YET else (_t1387 := _a1138(st, L))))):
            _t1383.append(_t1382)
    return _t1383

# <rulerun evolution.rules: scavenge #640 583b719e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1134[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1139(st, L) or [])
            fr[1] = 5
            _t1388 = L[3]
            _t1389 = len(_o)
            if not _t1389: _no_option1141(_t1388, 'scavenger to feed')
            if _t1389 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1389 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1390 = st.chooser(_t1389, _t1388)
                else:
                    _t1390 = _st_bits(_t1389.bit_length())
                    while _t1390 >= _t1389: _t1390 = _st_bits(_t1389.bit_length())
                L[5] = _o[_t1390]; st.decisions += 1
                if st.thread_player is not None: _answered1142(st, _t1390)
            elif _decide1143(st, L, _o, _t1388): return True
            pc = 5
        if pc == 5:
            _r = _run1144(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1145(_k1146)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1147[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run1148(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1133(_k, st, _d0): raise _Runaway1132()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1149)

# <rulerun evolution.rules: drop_trait #641 983be9ff>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1153)

# <rulerun evolution.rules: remove_animal #642 02ab05c7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1157)

# <rulerun evolution.rules: extinction_and_new_cards #643 fa2e5a6a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1161)

# <rulerun evolution.rules: deal #644 0299d3be>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1164(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1165)

# <rulerun evolution.rules: game_end #645 32e0e292>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1168(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1169)

# <rulerun evolution.rules: final_scoring #646 bd339cd5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1172(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1173)

# <rulerun evolution.rules: on after feed #647 d1c592af>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1176(_k1177)
            fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1178[12](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1179)

# <rulerun evolution.rules: on before attack #648 5cea306b>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    for _t1397 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[84 + _t1397] == _t1395) and (_st_cvars[_t1397] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 83af6d04>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1399 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1399] == _l0) and (_st_cvars[_t1399] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 e0ff58b8>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    for _t1403 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[84 + _t1403] == _t1395) and (_st_cvars[_t1403] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 40fbbaeb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1405 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1405] == _l0) and (_st_cvars[_t1405] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 f31bd453>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    for _t1409 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[84 + _t1409] == _t1395) and (_st_cvars[_t1409] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 2345edb9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1411 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1411] == _l0) and (_st_cvars[_t1411] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 9e08288c>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    for _t1415 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[84 + _t1415] == _t1395) and (_st_cvars[_t1415] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 aed44a03>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    _t1418 = 0
    for _t1417 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if (_st_cvars[84 + _t1417] == _t1395):
            _t1418 += (1 if ((_st_cvars[_t1417] == 'carnivorous') or (_st_cvars[_t1417] == 'high_body_weight')) else (2 if (_st_cvars[_t1417] == 'parasite') else 0))
    return _t1418

# <rulerun evolution.rules: on before attack #656 19364efb>
def _loop(st, _t1395):
    _st_cvars = st.cvars
    for _t1419 in st.zones[(9 + st.model.zone_instances[st.loc[_t1395]][1])]:
        if ((_st_cvars[_t1419] == 'symbiosis') and (_st_cvars[168 + _t1419] == _t1395)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 4cfe523c>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1394 = st.zones[(5 + L[4])]
    st.budget -= len(_t1394)
    if st.budget < 0: _spent1189(st)
    _t1401 = _NOT_YET
    _t1402 = _NOT_YET
    _t1407 = _NOT_YET
    _t1408 = _NOT_YET
    _t1413 = _NOT_YET
    _t1414 = _NOT_YET
    _t1396 = []
    for _t1395 in _t1394:
        if (((_t1395 != _l1) and (_t1395 != _l0)) and ((((((_l0 != _t1395) and ((not (_memo7[(_t1395, 'camouflage',)] if (_t1395, 'camouflage',) in _memo7 else _memo7.setdefault((_t1395, 'camouflage',), _a1190(st, _t1395)))) or (_t1402 if _t1402 is not _NOT_YET else (_t1402 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1401 if _t1401 is not _NOT_YET else (_t1401 := _a1191(st, L))))))))) and ((not (_memo7[(_t1395, 'high_body_weight',)] if (_t1395, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1395, 'high_body_weight',), _a1192(st, _t1395)))) or (_t1408 if _t1408 is not _NOT_YET else (_t1408 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1407 if _t1407 is not _NOT_YET else (_t1407 := _a1193(st, L))))))))) and ((_memo7[(_t1395, 'swimming',)] if (_t1395, 'swimming',) in _memo7 else _memo7.setdefault((_t1395, 'swimming',), _a1194(st, _t1395))) == (_t1414 if _t1414 is not _NOT_YET else (_t1414 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1413 if _t1413 is not _NOT_YET else (_t1413 := _a1195(st, L))))))))) and (not ((_memo7[(_t1395, 'burrowing',)] if (_t1395, 'burrowing',) in _memo7 else _memo7.setdefault((_t1395, 'burrowing',), _a1196(st, _t1395))) and ((_st_cvars[924 + _t1395] == _st_vars[0]) or (_st_cvars[504 + _t1395] >= (_memo6[_t1395] if _t1395 in _memo6 else _memo6.setdefault(_t1395, (1 + _a1197(st, _t1395))))))))) and (not (_memo13[_t1395] if _t1395 in _memo13 else _memo13.setdefault(_t1395, _a1198(st, _t1395)))))):
            _t1396.append(_t1395)
    return _t1396

# <rulerun evolution.rules: on before attack #658 7e1c04da>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1425 = []
    for _t1424 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1424] == L[1]) or (_st_cvars[168 + _t1424] == L[1])):
            _t1425.append(_t1424)
    return _t1425

# <rulerun evolution.rules: on before attack #659 8bf5f8e0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
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
                pc = 17
        if pc == 2:
            _r = _run1183(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t1391 = L[4]
            _t1392 = len(_o) + 1
            if _t1392 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1393 = st.chooser(_t1392, _t1391)
                else:
                    _t1393 = _st_bits(_t1392.bit_length())
                    while _t1393 >= _t1392: _t1393 = _st_bits(_t1392.bit_length())
                L[6] = _o[_t1393 - 1] if _t1393 else None; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1393)
            elif _decide1186(st, L, _o, _t1391): return True
            pc = 4
        if pc == 4:
            _r = _run1187(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1188(st, L)
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
            _o = (_a1199(st, L) or [])
            fr[1] = 10
            _t1421 = L[4]
            _t1422 = len(_o)
            if not _t1422: _no_option1201(_t1421, 'mimicry: the new target')
            if _t1422 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1422 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1423 = st.chooser(_t1422, _t1421)
                else:
                    _t1423 = _st_bits(_t1422.bit_length())
                    while _t1423 >= _t1422: _t1423 = _st_bits(_t1422.bit_length())
                L[7] = _o[_t1423]; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1423)
            elif _decide1202(st, L, _o, _t1421): return True
            pc = 10
        if pc == 10:
            _r = _run1203(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1204(st, L) or [])
            fr[1] = 13
            _t1426 = L[4]
            _t1427 = len(_o)
            if not _t1427: _no_option1201(_t1426, 'tail loss: trait to drop')
            if _t1427 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1427 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1428 = st.chooser(_t1427, _t1426)
                else:
                    _t1428 = _st_bits(_t1427.bit_length())
                    while _t1428 >= _t1427: _t1428 = _st_bits(_t1427.bit_length())
                L[8] = _o[_t1428]; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1428)
            elif _decide1206(st, L, _o, _t1426): return True
            pc = 13
        if pc == 13:
            _r = _run1207(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1208(_k1209)
            fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1210[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 15
        if pc == 15:
            _r = _run1211(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1181(_k, st, _d0): raise _Runaway1180()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1212)

# <rulerun evolution.rules: on after attack #660 4c9da94d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1215(_k1216)
            fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1217[18](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1218)

# <rulerun evolution.rules: play #661 ccaceec9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1221(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1222(_k1223)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1224[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1220(_k, st, _d0): raise _Runaway1219()
                continue
        if pc == 3:
            _r = _run1225(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1226(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1227)

# <rulerun evolution.rules: development #662 playout f3e2341b>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1231)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1232(st)
        for _t1429 in (_o1233[st.vars[1]] or []):
            L[3] = _t1429
            if not ((not (_t1429 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1429)]):
                if _st_log is not None: _st_log.append(_Text1236(_audience1234(st), [_PlayerRef1235(_t1429), ' has no cards and passes']))
                L[0] = (L[0] + [_t1429])
                if len(L[0]) > 1000000: _too_long1237(L[0])
            else:
                _t1430 = _st_zones[(1 + _t1429)]
                _t1431 = _t1429
                _t1432 = len(_t1430) + 1
                if _t1432 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t1433 = st.chooser(_t1432, _t1431)
                    else:
                        _t1433 = _st_bits(_t1432.bit_length())
                        while _t1433 >= _t1432: _t1433 = _st_bits(_t1432.bit_length())
                    L[4] = _t1430[_t1433 - 1] if _t1433 else None; st.decisions += 1
                elif _decide1240(st, L, _t1430[:], _t1431): raise _PlayoutCut1238()
                if (L[4] is None):
                    L[0] = _joined1241(L[0], [_t1429])
                else:
                    if _p1242(st, [_t1429, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 71f949e7>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1437 = []
    for _t1436 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if ((_st_cvars[84 + _t1436] == _t1434) or (_st_cvars[168 + _t1436] == _t1434)):
            _t1437.append(_st_cvars[_t1436])
    return _t1437

# <rulerun evolution.rules: feeding #664 9b12f1a0>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1439 = []
    for _t1438 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if ((_st_cvars[84 + _t1438] == _t1434) or (_st_cvars[168 + _t1438] == _t1434)):
            _t1439.append(_t1438)
    return _t1439

# <rulerun evolution.rules: feeding #665 d1eb635b>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1441 = 0
    for _t1440 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if (_st_cvars[84 + _t1440] == _t1434):
            _t1441 += (1 if ((_st_cvars[_t1440] == 'carnivorous') or (_st_cvars[_t1440] == 'high_body_weight')) else (2 if (_st_cvars[_t1440] == 'parasite') else 0))
    return _t1441

# <rulerun evolution.rules: feeding #666 a993d2c4>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1443 = 0
    for _t1442 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if (((_st_cvars[84 + _t1442] == _t1434) and (_st_cvars[_t1442] == 'fat_tissue')) and _st_cvars[252 + _t1442]):
            _t1443 += 1
    return _t1443

# <rulerun evolution.rules: feeding #667 435946f9>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1445 = 0
    for _t1444 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if ((_st_cvars[84 + _t1444] == _t1434) and (_st_cvars[_t1444] == 'fat_tissue')):
            _t1445 += 1
    return _t1445

# <rulerun evolution.rules: feeding #668 9572804c>
def _loop(st, _t1434):
    _st_cvars = st.cvars
    _t1447 = 0
    for _t1446 in st.zones[(9 + st.model.zone_instances[st.loc[_t1434]][1])]:
        if ((_st_cvars[84 + _t1446] == _t1434) and (_st_cvars[_t1446] == 'fat_tissue')):
            _t1447 += 1
    return _t1447

# <rulerun evolution.rules: feeding_turn_of #669 c806ca0b>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1454 = 0
    for _t1453 in st.zones[(9 + st.model.zone_instances[st.loc[_t1452]][1])]:
        if (_st_cvars[84 + _t1453] == _t1452):
            _t1454 += (1 if ((_st_cvars[_t1453] == 'carnivorous') or (_st_cvars[_t1453] == 'high_body_weight')) else (2 if (_st_cvars[_t1453] == 'parasite') else 0))
    return _t1454

# <rulerun evolution.rules: feeding_turn_of #670 2f7fec6b>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1456 = 0
    for _t1455 in st.zones[(9 + st.model.zone_instances[st.loc[_t1452]][1])]:
        if (((_st_cvars[84 + _t1455] == _t1452) and (_st_cvars[_t1455] == 'fat_tissue')) and _st_cvars[252 + _t1455]):
            _t1456 += 1
    return _t1456

# <rulerun evolution.rules: feeding_turn_of #671 fb0559c4>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1458 = 0
    for _t1457 in st.zones[(9 + st.model.zone_instances[st.loc[_t1452]][1])]:
        if ((_st_cvars[84 + _t1457] == _t1452) and (_st_cvars[_t1457] == 'fat_tissue')):
            _t1458 += 1
    return _t1458

# <rulerun evolution.rules: feeding_turn_of #672 f6bf6085>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1466 = 0
    for _t1465 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (_st_cvars[84 + _t1465] == _t1463):
            _t1466 += (1 if ((_st_cvars[_t1465] == 'carnivorous') or (_st_cvars[_t1465] == 'high_body_weight')) else (2 if (_st_cvars[_t1465] == 'parasite') else 0))
    return _t1466

# <rulerun evolution.rules: feeding_turn_of #673 01df0f3e>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1468 = 0
    for _t1467 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if (((_st_cvars[84 + _t1467] == _t1463) and (_st_cvars[_t1467] == 'fat_tissue')) and _st_cvars[252 + _t1467]):
            _t1468 += 1
    return _t1468

# <rulerun evolution.rules: feeding_turn_of #674 1252fc9e>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _t1470 = 0
    for _t1469 in st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]:
        if ((_st_cvars[84 + _t1469] == _t1463) and (_st_cvars[_t1469] == 'fat_tissue')):
            _t1470 += 1
    return _t1470

# <rulerun evolution.rules: feeding_turn_of #675 6e6b578f>
def _loop(st, _t1472):
    _st_cvars = st.cvars
    _t1475 = 0
    for _t1474 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1472]]][1])]:
        if (_st_cvars[84 + _t1474] == _st_cvars[84 + _t1472]):
            _t1475 += (1 if ((_st_cvars[_t1474] == 'carnivorous') or (_st_cvars[_t1474] == 'high_body_weight')) else (2 if (_st_cvars[_t1474] == 'parasite') else 0))
    return _t1475

# <rulerun evolution.rules: feeding_turn_of #676 4be2a43f>
def _loop(st, _t1463):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1471 = st.zones[(9 + st.model.zone_instances[st.loc[_t1463]][1])]
    st.budget -= len(_t1471)
    if st.budget < 0: _spent1286(st)
    for _t1472 in _t1471:
        if (((_st_cvars[_t1472] == 'symbiosis') and (_st_cvars[168 + _t1472] == _t1463)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1472]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1472]] >= (_memo6[_st_cvars[84 + _t1472]] if _st_cvars[84 + _t1472] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1472], (1 + _a1287(st, _t1472)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 f950b02d>
def _loop(st, _t1461):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1462 = st.zones[(5 + _t1461)]
    st.budget -= len(_t1462)
    if st.budget < 0: _spent1282(st)
    for _t1463 in _t1462:
        if ((not ((_st_cvars[924 + _t1463] == _st_vars[0]) or ((_st_cvars[504 + _t1463] >= (_memo6[_t1463] if _t1463 in _memo6 else _memo6.setdefault(_t1463, (1 + _a1283(st, _t1463))))) and ((_memo5[_t1463] if _t1463 in _memo5 else _memo5.setdefault(_t1463, _a1284(st, _t1463))) >= (_memo4[_t1463] if _t1463 in _memo4 else _memo4.setdefault(_t1463, _a1285(st, _t1463))))))) and (_memo14[_t1463] if _t1463 in _memo14 else _memo14.setdefault(_t1463, (not _a1288(st, _t1463))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 40697e5e>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    for _t1479 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if ((_st_cvars[84 + _t1479] == _t1477) and (_st_cvars[_t1479] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #679 2b7e330c>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    _t1482 = 0
    for _t1481 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if (_st_cvars[84 + _t1481] == _t1477):
            _t1482 += (1 if ((_st_cvars[_t1481] == 'carnivorous') or (_st_cvars[_t1481] == 'high_body_weight')) else (2 if (_st_cvars[_t1481] == 'parasite') else 0))
    return _t1482

# <rulerun evolution.rules: feeding_turn_of #680 a311bb4e>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    _t1484 = 0
    for _t1483 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if (((_st_cvars[84 + _t1483] == _t1477) and (_st_cvars[_t1483] == 'fat_tissue')) and _st_cvars[252 + _t1483]):
            _t1484 += 1
    return _t1484

# <rulerun evolution.rules: feeding_turn_of #681 45012922>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    _t1486 = 0
    for _t1485 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if ((_st_cvars[84 + _t1485] == _t1477) and (_st_cvars[_t1485] == 'fat_tissue')):
            _t1486 += 1
    return _t1486

# <rulerun evolution.rules: feeding_turn_of #682 87d396fa>
def _loop(st, _t1488):
    _st_cvars = st.cvars
    _t1491 = 0
    for _t1490 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1488]]][1])]:
        if (_st_cvars[84 + _t1490] == _st_cvars[84 + _t1488]):
            _t1491 += (1 if ((_st_cvars[_t1490] == 'carnivorous') or (_st_cvars[_t1490] == 'high_body_weight')) else (2 if (_st_cvars[_t1490] == 'parasite') else 0))
    return _t1491

# <rulerun evolution.rules: feeding_turn_of #683 170c84c8>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1487 = st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]
    st.budget -= len(_t1487)
    if st.budget < 0: _spent1295(st)
    for _t1488 in _t1487:
        if (((_st_cvars[_t1488] == 'symbiosis') and (_st_cvars[168 + _t1488] == _t1477)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1488]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1488]] >= (_memo6[_st_cvars[84 + _t1488]] if _st_cvars[84 + _t1488] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1488], (1 + _a1296(st, _t1488)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 d561e4ec>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    for _t1495 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if ((_st_cvars[84 + _t1495] == _t1493) and (_st_cvars[_t1495] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #685 3ff807ab>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    for _t1497 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if ((_st_cvars[84 + _t1497] == _t1477) and (_st_cvars[_t1497] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #686 45b06d93>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    for _t1501 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if ((_st_cvars[84 + _t1501] == _t1493) and (_st_cvars[_t1501] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #687 f4f1c11b>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    for _t1503 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if ((_st_cvars[84 + _t1503] == _t1477) and (_st_cvars[_t1503] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #688 c45f7981>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    for _t1507 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if ((_st_cvars[84 + _t1507] == _t1493) and (_st_cvars[_t1507] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #689 9b01e4cd>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    for _t1509 in st.zones[(9 + st.model.zone_instances[st.loc[_t1477]][1])]:
        if ((_st_cvars[84 + _t1509] == _t1477) and (_st_cvars[_t1509] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #690 65fe1f02>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    for _t1513 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if ((_st_cvars[84 + _t1513] == _t1493) and (_st_cvars[_t1513] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #691 0f206d00>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    _t1516 = 0
    for _t1515 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if (_st_cvars[84 + _t1515] == _t1493):
            _t1516 += (1 if ((_st_cvars[_t1515] == 'carnivorous') or (_st_cvars[_t1515] == 'high_body_weight')) else (2 if (_st_cvars[_t1515] == 'parasite') else 0))
    return _t1516

# <rulerun evolution.rules: feeding_turn_of #692 938c599b>
def _loop(st, _t1493):
    _st_cvars = st.cvars
    for _t1517 in st.zones[(9 + st.model.zone_instances[st.loc[_t1493]][1])]:
        if ((_st_cvars[_t1517] == 'symbiosis') and (_st_cvars[168 + _t1517] == _t1493)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 5a398362>
def _loop(st, _t1477):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1492 = (list(_chain1298(map(st.zones.__getitem__, _k1299))) or ())
    st.budget -= len(_t1492)
    if st.budget < 0: _spent1300(st)
    _t1499 = _NOT_YET
    _t1500 = _NOT_YET
    _t1505 = _NOT_YET
    _t1506 = _NOT_YET
    _t1511 = _NOT_YET
    _t1512 = _NOT_YET
    for _t1493 in _t1492:
        if ((((((_t1477 != _t1493) and ((not (_memo7[(_t1493, 'camouflage',)] if (_t1493, 'camouflage',) in _memo7 else _memo7.setdefault((_t1493, 'camouflage',), _a1301(st, _t1493)))) or (_t1500 if _t1500 is not _NOT_YET else (_t1500 := (_memo7[(_t1477, 'sharp_vision',)] if (_t1477, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1477, 'sharp_vision',), (_t1499 if _t1499 is not _NOT_YET else (_t1499 := _a1302(st, _t1477))))))))) and ((not (_memo7[(_t1493, 'high_body_weight',)] if (_t1493, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1493, 'high_body_weight',), _a1303(st, _t1493)))) or (_t1506 if _t1506 is not _NOT_YET else (_t1506 := (_memo7[(_t1477, 'high_body_weight',)] if (_t1477, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1477, 'high_body_weight',), (_t1505 if _t1505 is not _NOT_YET else (_t1505 := _a1304(st, _t1477))))))))) and ((_memo7[(_t1493, 'swimming',)] if (_t1493, 'swimming',) in _memo7 else _memo7.setdefault((_t1493, 'swimming',), _a1305(st, _t1493))) == (_t1512 if _t1512 is not _NOT_YET else (_t1512 := (_memo7[(_t1477, 'swimming',)] if (_t1477, 'swimming',) in _memo7 else _memo7.setdefault((_t1477, 'swimming',), (_t1511 if _t1511 is not _NOT_YET else (_t1511 := _a1306(st, _t1477))))))))) and (not ((_memo7[(_t1493, 'burrowing',)] if (_t1493, 'burrowing',) in _memo7 else _memo7.setdefault((_t1493, 'burrowing',), _a1307(st, _t1493))) and ((_st_cvars[924 + _t1493] == _st_vars[0]) or (_st_cvars[504 + _t1493] >= (_memo6[_t1493] if _t1493 in _memo6 else _memo6.setdefault(_t1493, (1 + _a1308(st, _t1493))))))))) and (not (_memo13[_t1493] if _t1493 in _memo13 else _memo13.setdefault(_t1493, _a1309(st, _t1493))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 405bbd0e>
def _loop(st, _t1461):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1476 = st.zones[(5 + _t1461)]
    st.budget -= len(_t1476)
    if st.budget < 0: _spent1290(st)
    for _t1477 in _t1476:
        if (_memo0[_t1477] if _t1477 in _memo0 else _memo0.setdefault(_t1477, ((((_memo7[(_t1477, 'carnivorous',)] if (_t1477, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1477, 'carnivorous',), _a1291(st, _t1477))) and (_st_cvars[672 + _t1477] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1477] == _st_vars[0]) or ((_st_cvars[504 + _t1477] >= (_memo6[_t1477] if _t1477 in _memo6 else _memo6.setdefault(_t1477, (1 + _a1292(st, _t1477))))) and ((_memo5[_t1477] if _t1477 in _memo5 else _memo5.setdefault(_t1477, _a1293(st, _t1477))) >= (_memo4[_t1477] if _t1477 in _memo4 else _memo4.setdefault(_t1477, _a1294(st, _t1477))))))) and (_memo14[_t1477] if _t1477 in _memo14 else _memo14.setdefault(_t1477, (not _a1297(st, _t1477)))))) and _a1310(st, _t1477)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 eaccd031>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1523 = 0
    for _t1522 in st.zones[(9 + st.model.zone_instances[st.loc[_t1520]][1])]:
        if (_st_cvars[84 + _t1522] == _t1520):
            _t1523 += (1 if ((_st_cvars[_t1522] == 'carnivorous') or (_st_cvars[_t1522] == 'high_body_weight')) else (2 if (_st_cvars[_t1522] == 'parasite') else 0))
    return _t1523

# <rulerun evolution.rules: feeding_turn_of #696 eae853fe>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1525 = 0
    for _t1524 in st.zones[(9 + st.model.zone_instances[st.loc[_t1520]][1])]:
        if (((_st_cvars[84 + _t1524] == _t1520) and (_st_cvars[_t1524] == 'fat_tissue')) and _st_cvars[252 + _t1524]):
            _t1525 += 1
    return _t1525

# <rulerun evolution.rules: feeding_turn_of #697 939820d4>
def _loop(st, _t1461):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1519 = st.zones[(5 + _t1461)]
    st.budget -= len(_t1519)
    if st.budget < 0: _spent1312(st)
    for _t1520 in _t1519:
        if ((not ((_st_cvars[924 + _t1520] == _st_vars[0]) or (_st_cvars[504 + _t1520] >= (_memo6[_t1520] if _t1520 in _memo6 else _memo6.setdefault(_t1520, (1 + _a1313(st, _t1520))))))) and ((_memo5[_t1520] if _t1520 in _memo5 else _memo5.setdefault(_t1520, _a1314(st, _t1520))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 dc0015ce>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    for _t1529 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if ((_st_cvars[84 + _t1529] == _t1527) and (_st_cvars[_t1529] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #699 7353be09>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1532 = 0
    for _t1531 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if (_st_cvars[84 + _t1531] == _t1527):
            _t1532 += (1 if ((_st_cvars[_t1531] == 'carnivorous') or (_st_cvars[_t1531] == 'high_body_weight')) else (2 if (_st_cvars[_t1531] == 'parasite') else 0))
    return _t1532

# <rulerun evolution.rules: feeding_turn_of #700 7a70421b>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1534 = 0
    for _t1533 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if (_st_cvars[84 + _t1533] == _t1527):
            _t1534 += (1 if ((_st_cvars[_t1533] == 'carnivorous') or (_st_cvars[_t1533] == 'high_body_weight')) else (2 if (_st_cvars[_t1533] == 'parasite') else 0))
    return _t1534

# <rulerun evolution.rules: feeding_turn_of #701 6628dbb0>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1536 = 0
    for _t1535 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if (((_st_cvars[84 + _t1535] == _t1527) and (_st_cvars[_t1535] == 'fat_tissue')) and _st_cvars[252 + _t1535]):
            _t1536 += 1
    return _t1536

# <rulerun evolution.rules: feeding_turn_of #702 e1ac734e>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1538 = 0
    for _t1537 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if ((_st_cvars[84 + _t1537] == _t1527) and (_st_cvars[_t1537] == 'fat_tissue')):
            _t1538 += 1
    return _t1538

# <rulerun evolution.rules: feeding_turn_of #703 81dff164>
def _loop(st, _t1540):
    _st_cvars = st.cvars
    _t1543 = 0
    for _t1542 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1540]]][1])]:
        if (_st_cvars[84 + _t1542] == _st_cvars[84 + _t1540]):
            _t1543 += (1 if ((_st_cvars[_t1542] == 'carnivorous') or (_st_cvars[_t1542] == 'high_body_weight')) else (2 if (_st_cvars[_t1542] == 'parasite') else 0))
    return _t1543

# <rulerun evolution.rules: feeding_turn_of #704 22d6e45c>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1539 = st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]
    st.budget -= len(_t1539)
    if st.budget < 0: _spent1322(st)
    for _t1540 in _t1539:
        if (((_st_cvars[_t1540] == 'symbiosis') and (_st_cvars[168 + _t1540] == _t1527)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1540]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1540]] >= (_memo6[_st_cvars[84 + _t1540]] if _st_cvars[84 + _t1540] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1540], (1 + _a1323(st, _t1540)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 fc04ea1f>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _t1548 = 0
    for _t1547 in st.zones[(9 + st.model.zone_instances[st.loc[_t1545]][1])]:
        if (_st_cvars[84 + _t1547] == _t1545):
            _t1548 += (1 if ((_st_cvars[_t1547] == 'carnivorous') or (_st_cvars[_t1547] == 'high_body_weight')) else (2 if (_st_cvars[_t1547] == 'parasite') else 0))
    return _t1548

# <rulerun evolution.rules: feeding_turn_of #706 7064a9d6>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1544 = (list(_chain1325(map(st.zones.__getitem__, _k1326))) or ())
    st.budget -= len(_t1544)
    if st.budget < 0: _spent1327(st)
    for _t1545 in _t1544:
        if ((_t1545 != _t1527) and ((not ((_st_cvars[924 + _t1545] == _st_vars[0]) or (_st_cvars[504 + _t1545] >= (_memo6[_t1545] if _t1545 in _memo6 else _memo6.setdefault(_t1545, (1 + _a1328(st, _t1545))))))) and (_st_cvars[504 + _t1545] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 c3c3309d>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    for _t1549 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if ((_st_cvars[84 + _t1549] == _t1527) and (_st_cvars[_t1549] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #708 aa1994c7>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1552 = 0
    for _t1551 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if (_st_cvars[84 + _t1551] == _t1527):
            _t1552 += (1 if ((_st_cvars[_t1551] == 'carnivorous') or (_st_cvars[_t1551] == 'high_body_weight')) else (2 if (_st_cvars[_t1551] == 'parasite') else 0))
    return _t1552

# <rulerun evolution.rules: feeding_turn_of #709 b7e3810b>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    for _t1553 in st.zones[(9 + st.model.zone_instances[st.loc[_t1527]][1])]:
        if ((_st_cvars[84 + _t1553] == _t1527) and (_st_cvars[_t1553] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #710 3b640c6c>
def _loop(st, _t1461):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1526 = st.zones[(5 + _t1461)]
    st.budget -= len(_t1526)
    if st.budget < 0: _spent1316(st)
    for _t1527 in _t1526:
        if (((_memo10[_t1527] if _t1527 in _memo10 else _memo10.setdefault(_t1527, (((((_memo7[(_t1527, 'piracy',)] if (_t1527, 'piracy',) in _memo7 else _memo7.setdefault((_t1527, 'piracy',), _a1317(st, _t1527))) and (_st_cvars[756 + _t1527] != _st_vars[0])) and (not ((_st_cvars[924 + _t1527] == _st_vars[0]) or (_st_cvars[504 + _t1527] >= (_memo6[_t1527] if _t1527 in _memo6 else _memo6.setdefault(_t1527, (1 + _a1318(st, _t1527)))))))) and ((not ((_st_cvars[924 + _t1527] == _st_vars[0]) or ((_st_cvars[504 + _t1527] >= (_memo6[_t1527] if _t1527 in _memo6 else _memo6.setdefault(_t1527, (1 + _a1319(st, _t1527))))) and ((_memo5[_t1527] if _t1527 in _memo5 else _memo5.setdefault(_t1527, _a1320(st, _t1527))) >= (_memo4[_t1527] if _t1527 in _memo4 else _memo4.setdefault(_t1527, _a1321(st, _t1527))))))) and (_memo14[_t1527] if _t1527 in _memo14 else _memo14.setdefault(_t1527, (not _a1324(st, _t1527)))))) and _a1329(st, _t1527)))) or (((((_memo7[(_t1527, 'hibernation',)] if (_t1527, 'hibernation',) in _memo7 else _memo7.setdefault((_t1527, 'hibernation',), _a1330(st, _t1527))) and (_st_cvars[924 + _t1527] != _st_vars[0])) and (_st_cvars[924 + _t1527] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1527] == _st_vars[0]) or (_st_cvars[504 + _t1527] >= (_memo6[_t1527] if _t1527 in _memo6 else _memo6.setdefault(_t1527, (1 + _a1331(st, _t1527))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t1527, 'grazing',)] if (_t1527, 'grazing',) in _memo7 else _memo7.setdefault((_t1527, 'grazing',), _a1332(st, _t1527))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 ace8ea43>
def _loop(st, _t1556):
    _st_cvars = st.cvars
    _t1559 = 0
    for _t1558 in st.zones[(9 + st.model.zone_instances[st.loc[_t1556]][1])]:
        if (_st_cvars[84 + _t1558] == _t1556):
            _t1559 += (1 if ((_st_cvars[_t1558] == 'carnivorous') or (_st_cvars[_t1558] == 'high_body_weight')) else (2 if (_st_cvars[_t1558] == 'parasite') else 0))
    return _t1559

# <rulerun evolution.rules: feeding_turn_of #712 4d9673c5>
def _loop(st, _t1556):
    _st_cvars = st.cvars
    _t1561 = 0
    for _t1560 in st.zones[(9 + st.model.zone_instances[st.loc[_t1556]][1])]:
        if (((_st_cvars[84 + _t1560] == _t1556) and (_st_cvars[_t1560] == 'fat_tissue')) and _st_cvars[252 + _t1560]):
            _t1561 += 1
    return _t1561

# <rulerun evolution.rules: feeding_turn_of #713 d9a0a53b>
def _loop(st, _t1556):
    _st_cvars = st.cvars
    _t1563 = 0
    for _t1562 in st.zones[(9 + st.model.zone_instances[st.loc[_t1556]][1])]:
        if ((_st_cvars[84 + _t1562] == _t1556) and (_st_cvars[_t1562] == 'fat_tissue')):
            _t1563 += 1
    return _t1563

# <rulerun evolution.rules: feeding_turn_of #714 8509233c>
def _loop(st, _t1565):
    _st_cvars = st.cvars
    _t1568 = 0
    for _t1567 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1565]]][1])]:
        if (_st_cvars[84 + _t1567] == _st_cvars[84 + _t1565]):
            _t1568 += (1 if ((_st_cvars[_t1567] == 'carnivorous') or (_st_cvars[_t1567] == 'high_body_weight')) else (2 if (_st_cvars[_t1567] == 'parasite') else 0))
    return _t1568

# <rulerun evolution.rules: feeding_turn_of #715 c230f035>
def _loop(st, _t1556):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1564 = st.zones[(9 + st.model.zone_instances[st.loc[_t1556]][1])]
    st.budget -= len(_t1564)
    if st.budget < 0: _spent1338(st)
    for _t1565 in _t1564:
        if (((_st_cvars[_t1565] == 'symbiosis') and (_st_cvars[168 + _t1565] == _t1556)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1565]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1565]] >= (_memo6[_st_cvars[84 + _t1565]] if _st_cvars[84 + _t1565] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1565], (1 + _a1339(st, _t1565)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 2de307e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1555 = st.zones[(5 + L[0])]
    st.budget -= len(_t1555)
    if st.budget < 0: _spent1334(st)
    for _t1556 in _t1555:
        if ((not ((_st_cvars[924 + _t1556] == _st_vars[0]) or ((_st_cvars[504 + _t1556] >= (_memo6[_t1556] if _t1556 in _memo6 else _memo6.setdefault(_t1556, (1 + _a1335(st, _t1556))))) and ((_memo5[_t1556] if _t1556 in _memo5 else _memo5.setdefault(_t1556, _a1336(st, _t1556))) >= (_memo4[_t1556] if _t1556 in _memo4 else _memo4.setdefault(_t1556, _a1337(st, _t1556))))))) and (_memo14[_t1556] if _t1556 in _memo14 else _memo14.setdefault(_t1556, (not _a1340(st, _t1556))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 b5e9e83f>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    for _t1572 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if ((_st_cvars[84 + _t1572] == _t1570) and (_st_cvars[_t1572] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #718 d2a1c09d>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _t1575 = 0
    for _t1574 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if (_st_cvars[84 + _t1574] == _t1570):
            _t1575 += (1 if ((_st_cvars[_t1574] == 'carnivorous') or (_st_cvars[_t1574] == 'high_body_weight')) else (2 if (_st_cvars[_t1574] == 'parasite') else 0))
    return _t1575

# <rulerun evolution.rules: feeding_turn_of #719 55a37d1f>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _t1577 = 0
    for _t1576 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if (((_st_cvars[84 + _t1576] == _t1570) and (_st_cvars[_t1576] == 'fat_tissue')) and _st_cvars[252 + _t1576]):
            _t1577 += 1
    return _t1577

# <rulerun evolution.rules: feeding_turn_of #720 3002715f>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _t1579 = 0
    for _t1578 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if ((_st_cvars[84 + _t1578] == _t1570) and (_st_cvars[_t1578] == 'fat_tissue')):
            _t1579 += 1
    return _t1579

# <rulerun evolution.rules: feeding_turn_of #721 915c2084>
def _loop(st, _t1581):
    _st_cvars = st.cvars
    _t1584 = 0
    for _t1583 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1581]]][1])]:
        if (_st_cvars[84 + _t1583] == _st_cvars[84 + _t1581]):
            _t1584 += (1 if ((_st_cvars[_t1583] == 'carnivorous') or (_st_cvars[_t1583] == 'high_body_weight')) else (2 if (_st_cvars[_t1583] == 'parasite') else 0))
    return _t1584

# <rulerun evolution.rules: feeding_turn_of #722 03935bd6>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1580 = st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]
    st.budget -= len(_t1580)
    if st.budget < 0: _spent1348(st)
    for _t1581 in _t1580:
        if (((_st_cvars[_t1581] == 'symbiosis') and (_st_cvars[168 + _t1581] == _t1570)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1581]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1581]] >= (_memo6[_st_cvars[84 + _t1581]] if _st_cvars[84 + _t1581] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1581], (1 + _a1349(st, _t1581)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 4744cd5e>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1588 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1588] == _t1586) and (_st_cvars[_t1588] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #724 9c39a027>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    for _t1590 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if ((_st_cvars[84 + _t1590] == _t1570) and (_st_cvars[_t1590] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #725 4a68237e>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1594 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1594] == _t1586) and (_st_cvars[_t1594] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #726 25c906f7>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    for _t1596 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if ((_st_cvars[84 + _t1596] == _t1570) and (_st_cvars[_t1596] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #727 2397654c>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1600 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1600] == _t1586) and (_st_cvars[_t1600] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #728 bb3ff1b0>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    for _t1602 in st.zones[(9 + st.model.zone_instances[st.loc[_t1570]][1])]:
        if ((_st_cvars[84 + _t1602] == _t1570) and (_st_cvars[_t1602] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #729 d0d657a9>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1606 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1606] == _t1586) and (_st_cvars[_t1606] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #730 8f5052f7>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _t1609 = 0
    for _t1608 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if (_st_cvars[84 + _t1608] == _t1586):
            _t1609 += (1 if ((_st_cvars[_t1608] == 'carnivorous') or (_st_cvars[_t1608] == 'high_body_weight')) else (2 if (_st_cvars[_t1608] == 'parasite') else 0))
    return _t1609

# <rulerun evolution.rules: feeding_turn_of #731 19721a1d>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1610 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[_t1610] == 'symbiosis') and (_st_cvars[168 + _t1610] == _t1586)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 47561b1d>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1585 = (list(_chain1351(map(st.zones.__getitem__, _k1352))) or ())
    st.budget -= len(_t1585)
    if st.budget < 0: _spent1353(st)
    _t1592 = _NOT_YET
    _t1593 = _NOT_YET
    _t1598 = _NOT_YET
    _t1599 = _NOT_YET
    _t1604 = _NOT_YET
    _t1605 = _NOT_YET
    for _t1586 in _t1585:
        if ((((((_t1570 != _t1586) and ((not (_memo7[(_t1586, 'camouflage',)] if (_t1586, 'camouflage',) in _memo7 else _memo7.setdefault((_t1586, 'camouflage',), _a1354(st, _t1586)))) or (_t1593 if _t1593 is not _NOT_YET else (_t1593 := (_memo7[(_t1570, 'sharp_vision',)] if (_t1570, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1570, 'sharp_vision',), (_t1592 if _t1592 is not _NOT_YET else (_t1592 := _a1355(st, _t1570))))))))) and ((not (_memo7[(_t1586, 'high_body_weight',)] if (_t1586, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1586, 'high_body_weight',), _a1356(st, _t1586)))) or (_t1599 if _t1599 is not _NOT_YET else (_t1599 := (_memo7[(_t1570, 'high_body_weight',)] if (_t1570, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1570, 'high_body_weight',), (_t1598 if _t1598 is not _NOT_YET else (_t1598 := _a1357(st, _t1570))))))))) and ((_memo7[(_t1586, 'swimming',)] if (_t1586, 'swimming',) in _memo7 else _memo7.setdefault((_t1586, 'swimming',), _a1358(st, _t1586))) == (_t1605 if _t1605 is not _NOT_YET else (_t1605 := (_memo7[(_t1570, 'swimming',)] if (_t1570, 'swimming',) in _memo7 else _memo7.setdefault((_t1570, 'swimming',), (_t1604 if _t1604 is not _NOT_YET else (_t1604 := _a1359(st, _t1570))))))))) and (not ((_memo7[(_t1586, 'burrowing',)] if (_t1586, 'burrowing',) in _memo7 else _memo7.setdefault((_t1586, 'burrowing',), _a1360(st, _t1586))) and ((_st_cvars[924 + _t1586] == _st_vars[0]) or (_st_cvars[504 + _t1586] >= (_memo6[_t1586] if _t1586 in _memo6 else _memo6.setdefault(_t1586, (1 + _a1361(st, _t1586))))))))) and (not (_memo13[_t1586] if _t1586 in _memo13 else _memo13.setdefault(_t1586, _a1362(st, _t1586))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 085043b3>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1569 = st.zones[(5 + L[0])]
    st.budget -= len(_t1569)
    if st.budget < 0: _spent1343(st)
    for _t1570 in _t1569:
        if (_memo0[_t1570] if _t1570 in _memo0 else _memo0.setdefault(_t1570, ((((_memo7[(_t1570, 'carnivorous',)] if (_t1570, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1570, 'carnivorous',), _a1344(st, _t1570))) and (_st_cvars[672 + _t1570] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1570] == _st_vars[0]) or ((_st_cvars[504 + _t1570] >= (_memo6[_t1570] if _t1570 in _memo6 else _memo6.setdefault(_t1570, (1 + _a1345(st, _t1570))))) and ((_memo5[_t1570] if _t1570 in _memo5 else _memo5.setdefault(_t1570, _a1346(st, _t1570))) >= (_memo4[_t1570] if _t1570 in _memo4 else _memo4.setdefault(_t1570, _a1347(st, _t1570))))))) and (_memo14[_t1570] if _t1570 in _memo14 else _memo14.setdefault(_t1570, (not _a1350(st, _t1570)))))) and _a1363(st, _t1570)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 3552f902>
def _loop(st, _t1613):
    _st_cvars = st.cvars
    _t1616 = 0
    for _t1615 in st.zones[(9 + st.model.zone_instances[st.loc[_t1613]][1])]:
        if (_st_cvars[84 + _t1615] == _t1613):
            _t1616 += (1 if ((_st_cvars[_t1615] == 'carnivorous') or (_st_cvars[_t1615] == 'high_body_weight')) else (2 if (_st_cvars[_t1615] == 'parasite') else 0))
    return _t1616

# <rulerun evolution.rules: feeding_turn_of #735 145d5093>
def _loop(st, _t1613):
    _st_cvars = st.cvars
    _t1618 = 0
    for _t1617 in st.zones[(9 + st.model.zone_instances[st.loc[_t1613]][1])]:
        if (((_st_cvars[84 + _t1617] == _t1613) and (_st_cvars[_t1617] == 'fat_tissue')) and _st_cvars[252 + _t1617]):
            _t1618 += 1
    return _t1618

# <rulerun evolution.rules: feeding_turn_of #736 efc346c5>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1612 = st.zones[(5 + L[0])]
    st.budget -= len(_t1612)
    if st.budget < 0: _spent1365(st)
    for _t1613 in _t1612:
        if ((not ((_st_cvars[924 + _t1613] == _st_vars[0]) or (_st_cvars[504 + _t1613] >= (_memo6[_t1613] if _t1613 in _memo6 else _memo6.setdefault(_t1613, (1 + _a1366(st, _t1613))))))) and ((_memo5[_t1613] if _t1613 in _memo5 else _memo5.setdefault(_t1613, _a1367(st, _t1613))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 25b88821>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    for _t1622 in st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]:
        if ((_st_cvars[84 + _t1622] == _t1621) and (_st_cvars[_t1622] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #738 739c9926>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _t1625 = 0
    for _t1624 in st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]:
        if (_st_cvars[84 + _t1624] == _t1621):
            _t1625 += (1 if ((_st_cvars[_t1624] == 'carnivorous') or (_st_cvars[_t1624] == 'high_body_weight')) else (2 if (_st_cvars[_t1624] == 'parasite') else 0))
    return _t1625

# <rulerun evolution.rules: feeding_turn_of #739 6c39ff89>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _t1627 = 0
    for _t1626 in st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]:
        if (_st_cvars[84 + _t1626] == _t1621):
            _t1627 += (1 if ((_st_cvars[_t1626] == 'carnivorous') or (_st_cvars[_t1626] == 'high_body_weight')) else (2 if (_st_cvars[_t1626] == 'parasite') else 0))
    return _t1627

# <rulerun evolution.rules: feeding_turn_of #740 572ce7d7>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _t1629 = 0
    for _t1628 in st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]:
        if (((_st_cvars[84 + _t1628] == _t1621) and (_st_cvars[_t1628] == 'fat_tissue')) and _st_cvars[252 + _t1628]):
            _t1629 += 1
    return _t1629

# <rulerun evolution.rules: feeding_turn_of #741 7ed9f389>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _t1631 = 0
    for _t1630 in st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]:
        if ((_st_cvars[84 + _t1630] == _t1621) and (_st_cvars[_t1630] == 'fat_tissue')):
            _t1631 += 1
    return _t1631

# <rulerun evolution.rules: feeding_turn_of #742 5809af63>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1636 = 0
    for _t1635 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1633]]][1])]:
        if (_st_cvars[84 + _t1635] == _st_cvars[84 + _t1633]):
            _t1636 += (1 if ((_st_cvars[_t1635] == 'carnivorous') or (_st_cvars[_t1635] == 'high_body_weight')) else (2 if (_st_cvars[_t1635] == 'parasite') else 0))
    return _t1636

# <rulerun evolution.rules: feeding_turn_of #743 1a9ffd02>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1632 = st.zones[(9 + st.model.zone_instances[st.loc[_t1621]][1])]
    st.budget -= len(_t1632)
    if st.budget < 0: _spent1374(st)
    for _t1633 in _t1632:
        if (((_st_cvars[_t1633] == 'symbiosis') and (_st_cvars[168 + _t1633] == _t1621)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1633]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1633]] >= (_memo6[_st_cvars[84 + _t1633]] if _st_cvars[84 + _t1633] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1633], (1 + _a1375(st, _t1633)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 e83113cf>
def _loop(st, _t1638):
    _st_cvars = st.cvars
    _t1641 = 0
    for _t1640 in st.zones[(9 + st.model.zone_instances[st.loc[_t1638]][1])]:
        if (_st_cvars[84 + _t1640] == _t1638):
            _t1641 += (1 if ((_st_cvars[_t1640] == 'carnivorous') or (_st_cvars[_t1640] == 'high_body_weight')) else (2 if (_st_cvars[_t1640] == 'parasite') else 0))
    return _t1641

# <rulerun evolution.rules: feeding_turn_of #745 72ecec9c>
def _loop(st, _t1621):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1637 = (list(_chain1377(map(st.zones.__getitem__, _k1378))) or ())
    st.budget -= len(_t1637)
    if st.budget < 0: _spent1379(st)
    for _t1638 in _t1637:
        if ((_t1638 != _t1621) and ((not ((_st_cvars[924 + _t1638] == _st_vars[0]) or (_st_cvars[504 + _t1638] >= (_memo6[_t1638] if _t1638 in _memo6 else _memo6.setdefault(_t1638, (1 + _a1380(st, _t1638))))))) and (_st_cvars[504 + _t1638] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 1fa8c845>
def _loop(st, _t1644):
    _st_cvars = st.cvars
    for _t1645 in st.zones[(9 + st.model.zone_instances[st.loc[_t1644]][1])]:
        if ((_st_cvars[84 + _t1645] == _t1644) and (_st_cvars[_t1645] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #747 5a4cf72a>
def _loop(st, _t1649):
    _st_cvars = st.cvars
    for _t1650 in st.zones[(9 + st.model.zone_instances[st.loc[_t1649]][1])]:
        if ((_st_cvars[84 + _t1650] == _t1649) and (_st_cvars[_t1650] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #748 e04701fa>
def _loop(st, _t1649):
    _st_cvars = st.cvars
    _t1653 = 0
    for _t1652 in st.zones[(9 + st.model.zone_instances[st.loc[_t1649]][1])]:
        if (_st_cvars[84 + _t1652] == _t1649):
            _t1653 += (1 if ((_st_cvars[_t1652] == 'carnivorous') or (_st_cvars[_t1652] == 'high_body_weight')) else (2 if (_st_cvars[_t1652] == 'parasite') else 0))
    return _t1653

# <rulerun evolution.rules: feeding_turn_of #749 f634a484>
def _loop(st, _t1655):
    _st_cvars = st.cvars
    _t1658 = 0
    for _t1657 in st.zones[(9 + st.model.zone_instances[st.loc[_t1655]][1])]:
        if (_st_cvars[84 + _t1657] == _t1655):
            _t1658 += (1 if ((_st_cvars[_t1657] == 'carnivorous') or (_st_cvars[_t1657] == 'high_body_weight')) else (2 if (_st_cvars[_t1657] == 'parasite') else 0))
    return _t1658

# <rulerun evolution.rules: feeding_turn_of #750 7383a142>
def _loop(st, _t1655):
    _st_cvars = st.cvars
    _t1660 = 0
    for _t1659 in st.zones[(9 + st.model.zone_instances[st.loc[_t1655]][1])]:
        if (((_st_cvars[84 + _t1659] == _t1655) and (_st_cvars[_t1659] == 'fat_tissue')) and _st_cvars[252 + _t1659]):
            _t1660 += 1
    return _t1660

# <rulerun evolution.rules: feeding_turn_of #751 bd5009c2>
def _loop(st, _t1655):
    _st_cvars = st.cvars
    _t1662 = 0
    for _t1661 in st.zones[(9 + st.model.zone_instances[st.loc[_t1655]][1])]:
        if ((_st_cvars[84 + _t1661] == _t1655) and (_st_cvars[_t1661] == 'fat_tissue')):
            _t1662 += 1
    return _t1662

# <rulerun evolution.rules: feeding_turn_of #752 7c4a148c>
def _loop(st, _t1664):
    _st_cvars = st.cvars
    _t1667 = 0
    for _t1666 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1664]]][1])]:
        if (_st_cvars[84 + _t1666] == _st_cvars[84 + _t1664]):
            _t1667 += (1 if ((_st_cvars[_t1666] == 'carnivorous') or (_st_cvars[_t1666] == 'high_body_weight')) else (2 if (_st_cvars[_t1666] == 'parasite') else 0))
    return _t1667

# <rulerun evolution.rules: feeding_turn_of #753 c68dd7ca>
def _loop(st, _t1655):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1663 = st.zones[(9 + st.model.zone_instances[st.loc[_t1655]][1])]
    st.budget -= len(_t1663)
    if st.budget < 0: _spent1389(st)
    for _t1664 in _t1663:
        if (((_st_cvars[_t1664] == 'symbiosis') and (_st_cvars[168 + _t1664] == _t1655)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1664]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1664]] >= (_memo6[_st_cvars[84 + _t1664]] if _st_cvars[84 + _t1664] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1664], (1 + _a1390(st, _t1664)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 1a675865>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1654 = st.zones[(5 + L[0])]
    st.budget -= len(_t1654)
    if st.budget < 0: _spent1385(st)
    for _t1655 in _t1654:
        if ((not ((_st_cvars[924 + _t1655] == _st_vars[0]) or ((_st_cvars[504 + _t1655] >= (_memo6[_t1655] if _t1655 in _memo6 else _memo6.setdefault(_t1655, (1 + _a1386(st, _t1655))))) and ((_memo5[_t1655] if _t1655 in _memo5 else _memo5.setdefault(_t1655, _a1387(st, _t1655))) >= (_memo4[_t1655] if _t1655 in _memo4 else _memo4.setdefault(_t1655, _a1388(st, _t1655))))))) and (_memo14[_t1655] if _t1655 in _memo14 else _memo14.setdefault(_t1655, (not _a1391(st, _t1655))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 5037cd54>
def _loop(st, _t1674):
    _st_cvars = st.cvars
    _t1677 = 0
    for _t1676 in st.zones[(9 + st.model.zone_instances[st.loc[_t1674]][1])]:
        if (_st_cvars[84 + _t1676] == _t1674):
            _t1677 += (1 if ((_st_cvars[_t1676] == 'carnivorous') or (_st_cvars[_t1676] == 'high_body_weight')) else (2 if (_st_cvars[_t1676] == 'parasite') else 0))
    return _t1677

# <rulerun evolution.rules: take_food #756 7ed8b41c>
def _loop(st, _t1674):
    _st_cvars = st.cvars
    _t1679 = 0
    for _t1678 in st.zones[(9 + st.model.zone_instances[st.loc[_t1674]][1])]:
        if (((_st_cvars[84 + _t1678] == _t1674) and (_st_cvars[_t1678] == 'fat_tissue')) and _st_cvars[252 + _t1678]):
            _t1679 += 1
    return _t1679

# <rulerun evolution.rules: take_food #757 bee15276>
def _loop(st, _t1674):
    _st_cvars = st.cvars
    _t1681 = 0
    for _t1680 in st.zones[(9 + st.model.zone_instances[st.loc[_t1674]][1])]:
        if ((_st_cvars[84 + _t1680] == _t1674) and (_st_cvars[_t1680] == 'fat_tissue')):
            _t1681 += 1
    return _t1681

# <rulerun evolution.rules: take_food #758 3f2c3543>
def _loop(st, _t1683):
    _st_cvars = st.cvars
    _t1686 = 0
    for _t1685 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1683]]][1])]:
        if (_st_cvars[84 + _t1685] == _st_cvars[84 + _t1683]):
            _t1686 += (1 if ((_st_cvars[_t1685] == 'carnivorous') or (_st_cvars[_t1685] == 'high_body_weight')) else (2 if (_st_cvars[_t1685] == 'parasite') else 0))
    return _t1686

# <rulerun evolution.rules: take_food #759 e49f471e>
def _loop(st, _t1674):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1682 = st.zones[(9 + st.model.zone_instances[st.loc[_t1674]][1])]
    st.budget -= len(_t1682)
    if st.budget < 0: _spent1403(st)
    for _t1683 in _t1682:
        if (((_st_cvars[_t1683] == 'symbiosis') and (_st_cvars[168 + _t1683] == _t1674)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1683]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1683]] >= (_memo6[_st_cvars[84 + _t1683]] if _st_cvars[84 + _t1683] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1683], (1 + _a1404(st, _t1683)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 c907c74e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1673 = st.zones[(5 + L[0])]
    st.budget -= len(_t1673)
    if st.budget < 0: _spent1399(st)
    _t1675 = []
    for _t1674 in _t1673:
        if ((not ((_st_cvars[924 + _t1674] == _st_vars[0]) or ((_st_cvars[504 + _t1674] >= (_memo6[_t1674] if _t1674 in _memo6 else _memo6.setdefault(_t1674, (1 + _a1400(st, _t1674))))) and ((_memo5[_t1674] if _t1674 in _memo5 else _memo5.setdefault(_t1674, _a1401(st, _t1674))) >= (_memo4[_t1674] if _t1674 in _memo4 else _memo4.setdefault(_t1674, _a1402(st, _t1674))))))) and (_memo14[_t1674] if _t1674 in _memo14 else _memo14.setdefault(_t1674, (not _a1405(st, _t1674))))):
            _t1675.append(_t1674)
    return _t1675

# <rulerun evolution.rules: receive #761 aca6ac66>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1692 = 0
    for _t1691 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t1691] == _l0):
            _t1692 += (1 if ((_st_cvars[_t1691] == 'carnivorous') or (_st_cvars[_t1691] == 'high_body_weight')) else (2 if (_st_cvars[_t1691] == 'parasite') else 0))
    return _t1692

# <rulerun evolution.rules: receive #762 28438004>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1694 = 0
    for _t1693 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t1693] == _l0) and (_st_cvars[_t1693] == 'fat_tissue')) and _st_cvars[252 + _t1693]):
            _t1694 += 1
    return _t1694

# <rulerun evolution.rules: receive #763 13d654dd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1696 = 0
    for _t1695 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1695] == _l0) and (_st_cvars[_t1695] == 'fat_tissue')):
            _t1696 += 1
    return _t1696

# <rulerun evolution.rules: receive #764 2290bee2>
def _loop(st, _t1698):
    _st_cvars = st.cvars
    _t1701 = 0
    for _t1700 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1698]]][1])]:
        if (_st_cvars[84 + _t1700] == _st_cvars[84 + _t1698]):
            _t1701 += (1 if ((_st_cvars[_t1700] == 'carnivorous') or (_st_cvars[_t1700] == 'high_body_weight')) else (2 if (_st_cvars[_t1700] == 'parasite') else 0))
    return _t1701

# <rulerun evolution.rules: receive #765 d225fed6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1697 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t1697)
    if st.budget < 0: _spent1421(st)
    for _t1698 in _t1697:
        if (((_st_cvars[_t1698] == 'symbiosis') and (_st_cvars[168 + _t1698] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1698]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1698]] >= (_memo6[_st_cvars[84 + _t1698]] if _st_cvars[84 + _t1698] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1698], (1 + _a1422(st, _t1698)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 e637c27c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1706 = 0
    for _t1705 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1705] == L[2]):
            _t1706 += (1 if ((_st_cvars[_t1705] == 'carnivorous') or (_st_cvars[_t1705] == 'high_body_weight')) else (2 if (_st_cvars[_t1705] == 'parasite') else 0))
    return _t1706

# <rulerun evolution.rules: receive #767 5a7e6d2c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1711 = 0
    for _t1710 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1710] == L[2]) and (_st_cvars[_t1710] == 'fat_tissue')) and _st_cvars[252 + _t1710]):
            _t1711 += 1
    return _t1711

# <rulerun evolution.rules: receive #768 d250d3c0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1713 = 0
    for _t1712 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1712] == L[2]) and (_st_cvars[_t1712] == 'fat_tissue')):
            _t1713 += 1
    return _t1713

# <rulerun evolution.rules: receive #769 73c48938>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1716 = 0
    for _t1715 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1715] == L[2]):
            _t1716 += (1 if ((_st_cvars[_t1715] == 'carnivorous') or (_st_cvars[_t1715] == 'high_body_weight')) else (2 if (_st_cvars[_t1715] == 'parasite') else 0))
    return _t1716

# <rulerun evolution.rules: paired_triggers #770 playout 562c292a>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1435(_k1436)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1437(st)
        _t1718 = st.zones[(9 + st.model.zone_instances[_st_loc[_l0]][1])]
        st.budget -= len(_t1718)
        if st.budget < 0: _spent1437(st)
        _t1717 = []
        for _t1719 in _t1718:
            if (((_st_cvars[336 + _t1719] != _st_vars[4]) and ((_st_cvars[84 + _t1719] == _l0) or (_st_cvars[168 + _t1719] == _l0))) and (((((_st_cvars[_t1719] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1438(st, [(_st_cvars[168 + _t1719] if (_st_cvars[84 + _t1719] == _l0) else _st_cvars[84 + _t1719])])) or ((_st_cvars[_t1719] == 'cooperation') and _d1438(st, [(_st_cvars[168 + _t1719] if (_st_cvars[84 + _t1719] == _l0) else _st_cvars[84 + _t1719])])))):
                _t1717.append(_t1719)
        L[2] = _t1717
        if (not (L[2] or ())):
            return 2
        _t1720 = (L[2] or [])
        _t1721 = st.model.zone_instances[_st_loc[_l0]][1]
        _t1722 = len(_t1720) + 1
        if _t1722 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1723 = st.chooser(_t1722, _t1721)
            else:
                _t1723 = _st_bits(_t1722.bit_length())
                while _t1723 >= _t1722: _t1723 = _st_bits(_t1722.bit_length())
            L[3] = _t1720[_t1723 - 1] if _t1723 else None; st.decisions += 1
        elif _decide1441(st, L, _t1720, _t1721): raise _PlayoutCut1439()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1724 if -1000000000000000000 <= (_t1724 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1442(_t1724))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1445(_audience1443(st), ['Communication: animal ', _plain1444(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain1444(_st_vars[3]), ' left)']))
            if _p1446[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text1445(_audience1443(st), ['Cooperation: animal ', _plain1444(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p1446[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #771 playout a6c52047>
def _native(st, L, _d=0):
    if _p1447(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #772 playout e2c1c8bc>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1416(_k1417)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1418(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1419(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1420(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a1423(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1702 if -1000000000000000000 <= (_t1702 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1424(_t1702))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1428(_audience1425(st), [_PlayerRef1426(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1427(_st_cvars[420 + _l0]), ' cannot take the ', _plain1427(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1429(st)
    _t1703 = [_l0, _l1]
    _t1704 = [0, _t1703, False, len(st.cur), st.thread_player]
    st.events.append(_t1704)
    if not _t1704[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1430(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1431(st, L)))))):
            _t1708 = L[2]
            _t1707 = None
            for _t1709 in st.zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t1709] == _t1708) and (_st_cvars[_t1709] == 'fat_tissue')) and (not _st_cvars[252 + _t1709])):
                    _t1707 = _t1709
                    break
            L[3] = _t1707
            _st_cvars[252 + L[3]] = True
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _st_log is not None: _st_log.append(_Text1428(_audience1425(st), ['  animal ', _plain1427(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1427((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a1432(st, L)))), '/', _plain1427((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a1433(st, L)))), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1714 if -1000000000000000000 <= (_t1714 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1424(_t1714))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1428(_audience1425(st), ['  animal ', _plain1427(_st_cvars[420 + L[2]]), ' has food ', _plain1427(_st_cvars[504 + L[2]]), '/', _plain1427((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1434(st, L)))))]))
        _t1725 = _t1704[1] + _k1448
        if _p1449(st, _t1725, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 1e305353>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1397(_k1398)
    _t1672 = (_a1406(st, L) or [])
    _t1687 = _l0
    _t1688 = len(_t1672)
    if not _t1688: _no_option1409(_t1687, 'animal to feed')
    if _t1688 <= 1 and _st_log is None:
        L[1] = _t1672[0] if _t1688 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1689 = st.chooser(_t1688, _t1687)
        else:
            _t1689 = _st_bits(_t1688.bit_length())
            while _t1689 >= _t1688: _t1689 = _st_bits(_t1688.bit_length())
        L[1] = _t1672[_t1689]; st.decisions += 1
    elif _decide1410(st, L, _t1672, _t1687): raise _PlayoutCut1407()
    _st_vars[3] = (_t1690 if -1000000000000000000 <= (_t1690 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1411(_t1690))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1415(_audience1412(st), [_PlayerRef1413(_l0), "'s animal ", _plain1414(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1414(_st_vars[3]), ' left)']))
    if _p1450(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 34426043>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    for _t1730 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if ((_st_cvars[84 + _t1730] == _t1728) and (_st_cvars[_t1730] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #775 11438001>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    _t1733 = 0
    for _t1732 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if (_st_cvars[84 + _t1732] == _t1728):
            _t1733 += (1 if ((_st_cvars[_t1732] == 'carnivorous') or (_st_cvars[_t1732] == 'high_body_weight')) else (2 if (_st_cvars[_t1732] == 'parasite') else 0))
    return _t1733

# <rulerun evolution.rules: attack_action #776 5320e8ce>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    _t1735 = 0
    for _t1734 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if (((_st_cvars[84 + _t1734] == _t1728) and (_st_cvars[_t1734] == 'fat_tissue')) and _st_cvars[252 + _t1734]):
            _t1735 += 1
    return _t1735

# <rulerun evolution.rules: attack_action #777 28d3ce37>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    _t1737 = 0
    for _t1736 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if ((_st_cvars[84 + _t1736] == _t1728) and (_st_cvars[_t1736] == 'fat_tissue')):
            _t1737 += 1
    return _t1737

# <rulerun evolution.rules: attack_action #778 f96c2662>
def _loop(st, _t1739):
    _st_cvars = st.cvars
    _t1742 = 0
    for _t1741 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1739]]][1])]:
        if (_st_cvars[84 + _t1741] == _st_cvars[84 + _t1739]):
            _t1742 += (1 if ((_st_cvars[_t1741] == 'carnivorous') or (_st_cvars[_t1741] == 'high_body_weight')) else (2 if (_st_cvars[_t1741] == 'parasite') else 0))
    return _t1742

# <rulerun evolution.rules: attack_action #779 70325d04>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1738 = st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]
    st.budget -= len(_t1738)
    if st.budget < 0: _spent1459(st)
    for _t1739 in _t1738:
        if (((_st_cvars[_t1739] == 'symbiosis') and (_st_cvars[168 + _t1739] == _t1728)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1739]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1739]] >= (_memo6[_st_cvars[84 + _t1739]] if _st_cvars[84 + _t1739] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1739], (1 + _a1460(st, _t1739)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 39ac4a60>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    for _t1746 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if ((_st_cvars[84 + _t1746] == _t1744) and (_st_cvars[_t1746] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #781 b3d9ccf6>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    for _t1748 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if ((_st_cvars[84 + _t1748] == _t1728) and (_st_cvars[_t1748] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #782 9ff7ba86>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    for _t1752 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if ((_st_cvars[84 + _t1752] == _t1744) and (_st_cvars[_t1752] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #783 2703d625>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    for _t1754 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if ((_st_cvars[84 + _t1754] == _t1728) and (_st_cvars[_t1754] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #784 7983897d>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    for _t1758 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if ((_st_cvars[84 + _t1758] == _t1744) and (_st_cvars[_t1758] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #785 5478069c>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    for _t1760 in st.zones[(9 + st.model.zone_instances[st.loc[_t1728]][1])]:
        if ((_st_cvars[84 + _t1760] == _t1728) and (_st_cvars[_t1760] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #786 2721c4bf>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    for _t1764 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if ((_st_cvars[84 + _t1764] == _t1744) and (_st_cvars[_t1764] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #787 830db69a>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    _t1767 = 0
    for _t1766 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if (_st_cvars[84 + _t1766] == _t1744):
            _t1767 += (1 if ((_st_cvars[_t1766] == 'carnivorous') or (_st_cvars[_t1766] == 'high_body_weight')) else (2 if (_st_cvars[_t1766] == 'parasite') else 0))
    return _t1767

# <rulerun evolution.rules: attack_action #788 50d7e802>
def _loop(st, _t1744):
    _st_cvars = st.cvars
    for _t1768 in st.zones[(9 + st.model.zone_instances[st.loc[_t1744]][1])]:
        if ((_st_cvars[_t1768] == 'symbiosis') and (_st_cvars[168 + _t1768] == _t1744)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 0139108a>
def _loop(st, _t1728):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1743 = (list(_chain1462(map(st.zones.__getitem__, _k1463))) or ())
    st.budget -= len(_t1743)
    if st.budget < 0: _spent1464(st)
    _t1750 = _NOT_YET
    _t1751 = _NOT_YET
    _t1756 = _NOT_YET
    _t1757 = _NOT_YET
    _t1762 = _NOT_YET
    _t1763 = _NOT_YET
    for _t1744 in _t1743:
        if ((((((_t1728 != _t1744) and ((not (_memo7[(_t1744, 'camouflage',)] if (_t1744, 'camouflage',) in _memo7 else _memo7.setdefault((_t1744, 'camouflage',), _a1465(st, _t1744)))) or (_t1751 if _t1751 is not _NOT_YET else (_t1751 := (_memo7[(_t1728, 'sharp_vision',)] if (_t1728, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1728, 'sharp_vision',), (_t1750 if _t1750 is not _NOT_YET else (_t1750 := _a1466(st, _t1728))))))))) and ((not (_memo7[(_t1744, 'high_body_weight',)] if (_t1744, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1744, 'high_body_weight',), _a1467(st, _t1744)))) or (_t1757 if _t1757 is not _NOT_YET else (_t1757 := (_memo7[(_t1728, 'high_body_weight',)] if (_t1728, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1728, 'high_body_weight',), (_t1756 if _t1756 is not _NOT_YET else (_t1756 := _a1468(st, _t1728))))))))) and ((_memo7[(_t1744, 'swimming',)] if (_t1744, 'swimming',) in _memo7 else _memo7.setdefault((_t1744, 'swimming',), _a1469(st, _t1744))) == (_t1763 if _t1763 is not _NOT_YET else (_t1763 := (_memo7[(_t1728, 'swimming',)] if (_t1728, 'swimming',) in _memo7 else _memo7.setdefault((_t1728, 'swimming',), (_t1762 if _t1762 is not _NOT_YET else (_t1762 := _a1470(st, _t1728))))))))) and (not ((_memo7[(_t1744, 'burrowing',)] if (_t1744, 'burrowing',) in _memo7 else _memo7.setdefault((_t1744, 'burrowing',), _a1471(st, _t1744))) and ((_st_cvars[924 + _t1744] == _st_vars[0]) or (_st_cvars[504 + _t1744] >= (_memo6[_t1744] if _t1744 in _memo6 else _memo6.setdefault(_t1744, (1 + _a1472(st, _t1744))))))))) and (not (_memo13[_t1744] if _t1744 in _memo13 else _memo13.setdefault(_t1744, _a1473(st, _t1744))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 e1dca0a0>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1727 = st.zones[(5 + L[0])]
    st.budget -= len(_t1727)
    if st.budget < 0: _spent1454(st)
    _t1729 = []
    for _t1728 in _t1727:
        if (_memo0[_t1728] if _t1728 in _memo0 else _memo0.setdefault(_t1728, ((((_memo7[(_t1728, 'carnivorous',)] if (_t1728, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1728, 'carnivorous',), _a1455(st, _t1728))) and (_st_cvars[672 + _t1728] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1728] == _st_vars[0]) or ((_st_cvars[504 + _t1728] >= (_memo6[_t1728] if _t1728 in _memo6 else _memo6.setdefault(_t1728, (1 + _a1456(st, _t1728))))) and ((_memo5[_t1728] if _t1728 in _memo5 else _memo5.setdefault(_t1728, _a1457(st, _t1728))) >= (_memo4[_t1728] if _t1728 in _memo4 else _memo4.setdefault(_t1728, _a1458(st, _t1728))))))) and (_memo14[_t1728] if _t1728 in _memo14 else _memo14.setdefault(_t1728, (not _a1461(st, _t1728)))))) and _a1474(st, _t1728)))):
            _t1729.append(_t1728)
    return _t1729

# <rulerun evolution.rules: attack_action #791 f0f380f0>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    for _t1777 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[84 + _t1777] == _t1775) and (_st_cvars[_t1777] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #792 57523418>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1779 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1779] == _l1) and (_st_cvars[_t1779] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #793 33f798fe>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    for _t1783 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[84 + _t1783] == _t1775) and (_st_cvars[_t1783] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #794 7f5c0797>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1785 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1785] == _l1) and (_st_cvars[_t1785] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #795 fe47d5df>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    for _t1789 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[84 + _t1789] == _t1775) and (_st_cvars[_t1789] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #796 6c306e1c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1791 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1791] == _l1) and (_st_cvars[_t1791] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #797 c5b03cb5>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    for _t1795 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[84 + _t1795] == _t1775) and (_st_cvars[_t1795] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #798 2622584f>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _t1798 = 0
    for _t1797 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if (_st_cvars[84 + _t1797] == _t1775):
            _t1798 += (1 if ((_st_cvars[_t1797] == 'carnivorous') or (_st_cvars[_t1797] == 'high_body_weight')) else (2 if (_st_cvars[_t1797] == 'parasite') else 0))
    return _t1798

# <rulerun evolution.rules: attack_action #799 73e499c4>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    for _t1799 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[_t1799] == 'symbiosis') and (_st_cvars[168 + _t1799] == _t1775)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 9e7cbf7f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1774 = (list(_chain1480(map(st.zones.__getitem__, _k1481))) or ())
    st.budget -= len(_t1774)
    if st.budget < 0: _spent1482(st)
    _t1781 = _NOT_YET
    _t1782 = _NOT_YET
    _t1787 = _NOT_YET
    _t1788 = _NOT_YET
    _t1793 = _NOT_YET
    _t1794 = _NOT_YET
    _t1776 = []
    for _t1775 in _t1774:
        if ((((((_l1 != _t1775) and ((not (_memo7[(_t1775, 'camouflage',)] if (_t1775, 'camouflage',) in _memo7 else _memo7.setdefault((_t1775, 'camouflage',), _a1483(st, _t1775)))) or (_t1782 if _t1782 is not _NOT_YET else (_t1782 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1781 if _t1781 is not _NOT_YET else (_t1781 := _a1484(st, L))))))))) and ((not (_memo7[(_t1775, 'high_body_weight',)] if (_t1775, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1775, 'high_body_weight',), _a1485(st, _t1775)))) or (_t1788 if _t1788 is not _NOT_YET else (_t1788 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1787 if _t1787 is not _NOT_YET else (_t1787 := _a1486(st, L))))))))) and ((_memo7[(_t1775, 'swimming',)] if (_t1775, 'swimming',) in _memo7 else _memo7.setdefault((_t1775, 'swimming',), _a1487(st, _t1775))) == (_t1794 if _t1794 is not _NOT_YET else (_t1794 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1793 if _t1793 is not _NOT_YET else (_t1793 := _a1488(st, L))))))))) and (not ((_memo7[(_t1775, 'burrowing',)] if (_t1775, 'burrowing',) in _memo7 else _memo7.setdefault((_t1775, 'burrowing',), _a1489(st, _t1775))) and ((_st_cvars[924 + _t1775] == _st_vars[0]) or (_st_cvars[504 + _t1775] >= (_memo6[_t1775] if _t1775 in _memo6 else _memo6.setdefault(_t1775, (1 + _a1490(st, _t1775))))))))) and (not (_memo13[_t1775] if _t1775 in _memo13 else _memo13.setdefault(_t1775, _a1491(st, _t1775))))):
            _t1776.append(_t1775)
    return _t1776

# <rulerun evolution.rules: on before attack #801 c994ddf3>
def _loop(st, _t1807, _t1812):
    _st_cvars = st.cvars
    for _t1813 in st.zones[(9 + st.model.zone_instances[st.loc[_t1807]][1])]:
        if ((_st_cvars[84 + _t1813] == _t1807) and (_st_cvars[_t1813] == _t1812)):
            return True
    return False

# <rulerun evolution.rules: on before attack #802 9ad02274>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    for _t1818 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if ((_st_cvars[84 + _t1818] == _t1816) and (_st_cvars[_t1818] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #803 cc2e5bef>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1820 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1820] == _l0) and (_st_cvars[_t1820] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #804 a77decb9>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    for _t1824 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if ((_st_cvars[84 + _t1824] == _t1816) and (_st_cvars[_t1824] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #805 6498a505>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1826 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1826] == _l0) and (_st_cvars[_t1826] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #806 b8e9cb5c>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    for _t1830 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if ((_st_cvars[84 + _t1830] == _t1816) and (_st_cvars[_t1830] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #807 b59842ce>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1832 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1832] == _l0) and (_st_cvars[_t1832] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #808 323ed2e4>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    for _t1836 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if ((_st_cvars[84 + _t1836] == _t1816) and (_st_cvars[_t1836] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #809 0f3179cd>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    _t1839 = 0
    for _t1838 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if (_st_cvars[84 + _t1838] == _t1816):
            _t1839 += (1 if ((_st_cvars[_t1838] == 'carnivorous') or (_st_cvars[_t1838] == 'high_body_weight')) else (2 if (_st_cvars[_t1838] == 'parasite') else 0))
    return _t1839

# <rulerun evolution.rules: on before attack #810 024820aa>
def _loop(st, _t1816):
    _st_cvars = st.cvars
    for _t1840 in st.zones[(9 + st.model.zone_instances[st.loc[_t1816]][1])]:
        if ((_st_cvars[_t1840] == 'symbiosis') and (_st_cvars[168 + _t1840] == _t1816)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 c8b67957>
def _loop(st, L, _t1807, _t1810):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1815 = st.zones[(5 + _t1810)]
    st.budget -= len(_t1815)
    if st.budget < 0: _spent1505(st)
    _t1822 = _NOT_YET
    _t1823 = _NOT_YET
    _t1828 = _NOT_YET
    _t1829 = _NOT_YET
    _t1834 = _NOT_YET
    _t1835 = _NOT_YET
    for _t1816 in _t1815:
        if (((_t1816 != _t1807) and (_t1816 != _l0)) and ((((((_l0 != _t1816) and ((not (_memo7[(_t1816, 'camouflage',)] if (_t1816, 'camouflage',) in _memo7 else _memo7.setdefault((_t1816, 'camouflage',), _a1506(st, _t1816)))) or (_t1823 if _t1823 is not _NOT_YET else (_t1823 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1822 if _t1822 is not _NOT_YET else (_t1822 := _a1507(st, L))))))))) and ((not (_memo7[(_t1816, 'high_body_weight',)] if (_t1816, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1816, 'high_body_weight',), _a1508(st, _t1816)))) or (_t1829 if _t1829 is not _NOT_YET else (_t1829 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1828 if _t1828 is not _NOT_YET else (_t1828 := _a1509(st, L))))))))) and ((_memo7[(_t1816, 'swimming',)] if (_t1816, 'swimming',) in _memo7 else _memo7.setdefault((_t1816, 'swimming',), _a1510(st, _t1816))) == (_t1835 if _t1835 is not _NOT_YET else (_t1835 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1834 if _t1834 is not _NOT_YET else (_t1834 := _a1511(st, L))))))))) and (not ((_memo7[(_t1816, 'burrowing',)] if (_t1816, 'burrowing',) in _memo7 else _memo7.setdefault((_t1816, 'burrowing',), _a1512(st, _t1816))) and ((_st_cvars[924 + _t1816] == _st_vars[0]) or (_st_cvars[504 + _t1816] >= (_memo6[_t1816] if _t1816 in _memo6 else _memo6.setdefault(_t1816, (1 + _a1513(st, _t1816))))))))) and (not (_memo13[_t1816] if _t1816 in _memo13 else _memo13.setdefault(_t1816, _a1514(st, _t1816)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 2be589bd>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    for _t1851 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if ((_st_cvars[84 + _t1851] == _t1849) and (_st_cvars[_t1851] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #813 63e337dd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1853 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1853] == _l0) and (_st_cvars[_t1853] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #814 3bc9a60c>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    for _t1857 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if ((_st_cvars[84 + _t1857] == _t1849) and (_st_cvars[_t1857] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #815 2d5b94c6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1859 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1859] == _l0) and (_st_cvars[_t1859] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #816 00846fdf>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    for _t1863 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if ((_st_cvars[84 + _t1863] == _t1849) and (_st_cvars[_t1863] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #817 e45f8cb2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1865 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1865] == _l0) and (_st_cvars[_t1865] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #818 6648dde3>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    for _t1869 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if ((_st_cvars[84 + _t1869] == _t1849) and (_st_cvars[_t1869] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #819 12680e69>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    _t1872 = 0
    for _t1871 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if (_st_cvars[84 + _t1871] == _t1849):
            _t1872 += (1 if ((_st_cvars[_t1871] == 'carnivorous') or (_st_cvars[_t1871] == 'high_body_weight')) else (2 if (_st_cvars[_t1871] == 'parasite') else 0))
    return _t1872

# <rulerun evolution.rules: on before attack #820 2a6d336a>
def _loop(st, _t1849):
    _st_cvars = st.cvars
    for _t1873 in st.zones[(9 + st.model.zone_instances[st.loc[_t1849]][1])]:
        if ((_st_cvars[_t1873] == 'symbiosis') and (_st_cvars[168 + _t1873] == _t1849)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 0ccb21dc>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1848 = st.zones[(5 + L[4])]
    st.budget -= len(_t1848)
    if st.budget < 0: _spent1525(st)
    _t1855 = _NOT_YET
    _t1856 = _NOT_YET
    _t1861 = _NOT_YET
    _t1862 = _NOT_YET
    _t1867 = _NOT_YET
    _t1868 = _NOT_YET
    _t1850 = []
    for _t1849 in _t1848:
        if (((_t1849 != _l1) and (_t1849 != _l0)) and ((((((_l0 != _t1849) and ((not (_memo7[(_t1849, 'camouflage',)] if (_t1849, 'camouflage',) in _memo7 else _memo7.setdefault((_t1849, 'camouflage',), _a1526(st, _t1849)))) or (_t1856 if _t1856 is not _NOT_YET else (_t1856 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1855 if _t1855 is not _NOT_YET else (_t1855 := _a1527(st, L))))))))) and ((not (_memo7[(_t1849, 'high_body_weight',)] if (_t1849, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1849, 'high_body_weight',), _a1528(st, _t1849)))) or (_t1862 if _t1862 is not _NOT_YET else (_t1862 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1861 if _t1861 is not _NOT_YET else (_t1861 := _a1529(st, L))))))))) and ((_memo7[(_t1849, 'swimming',)] if (_t1849, 'swimming',) in _memo7 else _memo7.setdefault((_t1849, 'swimming',), _a1530(st, _t1849))) == (_t1868 if _t1868 is not _NOT_YET else (_t1868 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1867 if _t1867 is not _NOT_YET else (_t1867 := _a1531(st, L))))))))) and (not ((_memo7[(_t1849, 'burrowing',)] if (_t1849, 'burrowing',) in _memo7 else _memo7.setdefault((_t1849, 'burrowing',), _a1532(st, _t1849))) and ((_st_cvars[924 + _t1849] == _st_vars[0]) or (_st_cvars[504 + _t1849] >= (_memo6[_t1849] if _t1849 in _memo6 else _memo6.setdefault(_t1849, (1 + _a1533(st, _t1849))))))))) and (not (_memo13[_t1849] if _t1849 in _memo13 else _memo13.setdefault(_t1849, _a1534(st, _t1849)))))):
            _t1850.append(_t1849)
    return _t1850

# <rulerun evolution.rules: on before attack #822 604360c1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1880 = []
    for _t1879 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1879] == L[1]) or (_st_cvars[168 + _t1879] == L[1])):
            _t1880.append(_t1879)
    return _t1880

# <rulerun evolution.rules: on before attack #823 playout 001c8d64>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[2] = False
    L[3] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1503(st)
        L[4] = st.model.zone_instances[_st_loc[L[1]]][1]
        _t1807 = L[1]
        _t1808 = L[2]
        _t1809 = L[3]
        _t1810 = L[4]
        _t1811 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1811)
        if st.budget < 0: _spent1503(st)
        _t1842 = _NOT_YET
        _t1806 = []
        for _t1812 in _t1811:
            if (((_memo7[(_t1807, _t1812,)] if (_t1807, _t1812,) in _memo7 else _memo7.setdefault((_t1807, _t1812,), _a1504(st, _t1807, _t1812))) and ((_t1812 != 'running') or (not _t1809))) and ((_t1812 != 'mimicry') or ((not _t1808) and (_t1842 if _t1842 is not _NOT_YET else (_t1842 := _a1515(st, L, _t1807, _t1810)))))):
                _t1806.append(_t1812)
        L[5] = _t1806
        if (not (L[5] or ())):
            return 2
        _t1843 = (L[5] or [])
        _t1844 = L[4]
        _t1845 = len(_t1843) + 1
        if _t1845 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1846 = st.chooser(_t1845, _t1844)
            else:
                _t1846 = _st_bits(_t1845.bit_length())
                while _t1846 >= _t1845: _t1846 = _st_bits(_t1845.bit_length())
            L[6] = _t1843[_t1846 - 1] if _t1846 else None; st.decisions += 1
        elif _decide1518(st, L, _t1843, _t1844): raise _PlayoutCut1516()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Running: ', _PlayerRef1520(L[4]), "'s animal ", _plain1521(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll1523(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Animal ', _plain1521(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel1524(st)
                return 2
            if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Animal ', _plain1521(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t1847 = (_a1535(st, L) or [])
            _t1875 = L[4]
            _t1876 = len(_t1847)
            if not _t1876: _no_option1537(_t1875, 'mimicry: the new target')
            if _t1876 <= 1 and _st_log is None:
                L[7] = _t1847[0] if _t1876 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1877 = st.chooser(_t1876, _t1875)
                else:
                    _t1877 = _st_bits(_t1876.bit_length())
                    while _t1877 >= _t1876: _t1877 = _st_bits(_t1876.bit_length())
                L[7] = _t1847[_t1877]; st.decisions += 1
            elif _decide1538(st, L, _t1847, _t1875): raise _PlayoutCut1516()
            if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Mimicry: the attack turns from animal ', _plain1521(_st_cvars[420 + L[1]]), ' to animal ', _plain1521(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value1539(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1878 = (_a1540(st, L) or [])
            _t1881 = L[4]
            _t1882 = len(_t1878)
            if not _t1882: _no_option1537(_t1881, 'tail loss: trait to drop')
            if _t1882 <= 1 and _st_log is None:
                L[8] = _t1878[0] if _t1882 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1883 = st.chooser(_t1882, _t1881)
                else:
                    _t1883 = _st_bits(_t1882.bit_length())
                    while _t1883 >= _t1882: _t1883 = _st_bits(_t1882.bit_length())
                L[8] = _t1878[_t1883]; st.decisions += 1
            elif _decide1542(st, L, _t1878, _t1881): raise _PlayoutCut1516()
            if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Tail loss: animal ', _plain1521(_st_cvars[420 + L[1]]), ' drops its ', _plain1521(_st_cvars[L[8]]), ' card and survives']))
            _i19l0 = L[8]
            _i19 = [_i19l0, None]
            _i19[1] = st.model.zone_instances[_st_loc[_i19l0]][1]
            _st_cvars[252 + _i19l0] = False
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            _st_cvars[84 + _i19l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _i19l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _st_cvars[_i19l0] = 'no_trait'
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t1884 = _i19l0
            _t1885 = (13 + _i19[1])
            if type(_t1884) is int and _st_log is None:
                _t1886 = _st_zones[(_t1887 := _st_loc[_t1884])]
                if _t1886[-1] == _t1884: _t1886.pop()
                else: _t1886.remove(_t1884)
                _st_zones[_t1885].append(_t1884); _st_loc[_t1884] = _t1885
                _t1888 = _leaving1544[_t1887]
                if _memo12 and _t1888 & 4096: _memo12.clear()
            elif _t1884 is not None:
                _move_cards1543(st, _t1884, _t1885, False)
                if _memo12: _memo12.clear()
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            if _p1545(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel1524(st)
            return 2

# <rulerun evolution.rules: hunt #824 5c838be7>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1890 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1890] == L[2]) and (_st_cvars[_t1890] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #825 80b1e058>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1894 = []
    for _t1893 in st.zones[(9 + st.model.zone_instances[st.loc[_i20l0]][1])]:
        if ((_st_cvars[84 + _t1893] == _i20l0) or (_st_cvars[168 + _t1893] == _i20l0)):
            _t1894.append(_t1893)
    return _t1894

# <rulerun evolution.rules: scavenge #826 5965092f>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1911 in st.zones[(9 + st.model.zone_instances[st.loc[_t1910]][1])]:
        if ((_st_cvars[84 + _t1911] == _t1910) and (_st_cvars[_t1911] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #827 88e1997f>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    _t1914 = 0
    for _t1913 in st.zones[(9 + st.model.zone_instances[st.loc[_t1910]][1])]:
        if (_st_cvars[84 + _t1913] == _t1910):
            _t1914 += (1 if ((_st_cvars[_t1913] == 'carnivorous') or (_st_cvars[_t1913] == 'high_body_weight')) else (2 if (_st_cvars[_t1913] == 'parasite') else 0))
    return _t1914

# <rulerun evolution.rules: scavenge #828 84f25bf5>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    _t1916 = 0
    for _t1915 in st.zones[(9 + st.model.zone_instances[st.loc[_t1910]][1])]:
        if (((_st_cvars[84 + _t1915] == _t1910) and (_st_cvars[_t1915] == 'fat_tissue')) and _st_cvars[252 + _t1915]):
            _t1916 += 1
    return _t1916

# <rulerun evolution.rules: scavenge #829 6740b35a>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    _t1918 = 0
    for _t1917 in st.zones[(9 + st.model.zone_instances[st.loc[_t1910]][1])]:
        if ((_st_cvars[84 + _t1917] == _t1910) and (_st_cvars[_t1917] == 'fat_tissue')):
            _t1918 += 1
    return _t1918

# <rulerun evolution.rules: scavenge #830 bec3baa4>
def _loop(st, _t1920):
    _st_cvars = st.cvars
    _t1923 = 0
    for _t1922 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1920]]][1])]:
        if (_st_cvars[84 + _t1922] == _st_cvars[84 + _t1920]):
            _t1923 += (1 if ((_st_cvars[_t1922] == 'carnivorous') or (_st_cvars[_t1922] == 'high_body_weight')) else (2 if (_st_cvars[_t1922] == 'parasite') else 0))
    return _t1923

# <rulerun evolution.rules: scavenge #831 57d18788>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1919 = st.zones[(9 + st.model.zone_instances[st.loc[_t1910]][1])]
    st.budget -= len(_t1919)
    if st.budget < 0: _spent1563(st)
    for _t1920 in _t1919:
        if (((_st_cvars[_t1920] == 'symbiosis') and (_st_cvars[168 + _t1920] == _t1910)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1920]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1920]] >= (_memo6[_st_cvars[84 + _t1920]] if _st_cvars[84 + _t1920] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1920], (1 + _a1564(st, _t1920)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 c1723fe1>
def _loop(st, L):
    _t1928 = (L[4] or ())
    st.budget -= len(_t1928)
    if st.budget < 0: _spent1567(st)
    for _t1929 in _t1928:
        return _t1929
    return None

# <rulerun evolution.rules: scavenge #833 15f52651>
def _loop(st, L):
    _t1925 = (L[4] or ())
    st.budget -= len(_t1925)
    if st.budget < 0: _spent1566(st)
    _t1931 = _NOT_YET
    _t1927 = []
    for _t1926 in _t1925:
        if ((not False) or (_t1926 == (_t1931 if _t1931 is not _NOT_YET else (_t1931 := _a1568(st, L))))):
            _t1927.append(_t1926)
    return _t1927

# <rulerun evolution.rules: scavenge #834 playout d8326d52>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1555(_k1556)
    _t1907 = (_o1557[L[0]] or [])
    st.budget -= len(_t1907)
    if st.budget < 0: _spent1558(st)
    for _t1906 in _t1907:
        L[3] = _t1906
        _t1909 = st.zones[(5 + _t1906)]
        st.budget -= len(_t1909)
        if st.budget < 0: _spent1558(st)
        _t1908 = []
        for _t1910 in _t1909:
            if ((_memo7[(_t1910, 'scavenger',)] if (_t1910, 'scavenger',) in _memo7 else _memo7.setdefault((_t1910, 'scavenger',), _a1559(st, _t1910))) and ((not ((_st_cvars[924 + _t1910] == _st_vars[0]) or ((_st_cvars[504 + _t1910] >= (_memo6[_t1910] if _t1910 in _memo6 else _memo6.setdefault(_t1910, (1 + _a1560(st, _t1910))))) and ((_memo5[_t1910] if _t1910 in _memo5 else _memo5.setdefault(_t1910, _a1561(st, _t1910))) >= (_memo4[_t1910] if _t1910 in _memo4 else _memo4.setdefault(_t1910, _a1562(st, _t1910))))))) and (_memo14[_t1910] if _t1910 in _memo14 else _memo14.setdefault(_t1910, (not _a1565(st, _t1910)))))):
                _t1908.append(_t1910)
        L[4] = _t1908
        if (not not (L[4] or ())):
            _t1924 = (_a1569(st, L) or [])
            _t1932 = _t1906
            _t1933 = len(_t1924)
            if not _t1933: _no_option1572(_t1932, 'scavenger to feed')
            if _t1933 <= 1 and _st_log is None:
                L[5] = _t1924[0] if _t1933 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1934 = st.chooser(_t1933, _t1932)
                else:
                    _t1934 = _st_bits(_t1933.bit_length())
                    while _t1934 >= _t1933: _t1934 = _st_bits(_t1933.bit_length())
                L[5] = _t1924[_t1934]; st.decisions += 1
            elif _decide1573(st, L, _t1924, _t1932): raise _PlayoutCut1570()
            if _st_log is not None: _st_log.append(_Text1577(_audience1574(st), ['Scavenger: ', _PlayerRef1575(_t1906), "'s animal ", _plain1576(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p1578(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 5f21e2e5>
def _native(st, L, _d=0):
    if _p1579(st, [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 3973e902>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1495(_k1496)
    st.budget -= 1
    if st.budget < 0: _spent1497(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1501(_audience1498(st), [_PlayerRef1499(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1500(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1499(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain1500(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth1502(st)
    _t1804 = [_l0, _l1]
    _t1805 = [1, _t1804, False, len(st.cur), st.thread_player]
    st.events.append(_t1805)
    _t1889 = _t1804 + _k1546
    if _p1547(st, _t1889, _d + 1) == 3: return 3
    if not _t1805[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1548(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1548(st, 1, 0, 'attack'))
        L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a1549(st, L)))
        if _st_log is not None: _st_log.append(_Text1501(_audience1498(st), [_PlayerRef1499(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1500(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1499(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1500(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = st.model.zone_instances[_st_loc[_i20l0]][1]
        _t1895 = (_a1550(st, _i20l0) or [])
        st.budget -= len(_t1895)
        if st.budget < 0: _spent1497(st)
        for _t1892 in _t1895:
            _i20[4] = _t1892
            _i21l0 = _t1892
            _i21 = [_i21l0, None]
            _i21[1] = st.model.zone_instances[_st_loc[_i21l0]][1]
            _st_cvars[252 + _i21l0] = False
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            _st_cvars[84 + _i21l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _i21l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _st_cvars[_i21l0] = 'no_trait'
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t1896 = _i21l0
            _t1897 = (13 + _i21[1])
            if type(_t1896) is int and _st_log is None:
                _t1898 = _st_zones[(_t1899 := _st_loc[_t1896])]
                if _t1898[-1] == _t1896: _t1898.pop()
                else: _t1898.remove(_t1896)
                _st_zones[_t1897].append(_t1896); _st_loc[_t1896] = _t1897
                _t1900 = _leaving1552[_t1899]
                if _memo12 and _t1900 & 4096: _memo12.clear()
            elif _t1896 is not None:
                _move_cards1551(st, _t1896, _t1897, False)
                if _memo12: _memo12.clear()
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
        _st_cvars[504 + _i20l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i20l0] = False
        _t1901 = _i20l0
        _t1902 = (13 + _i20[1])
        if type(_t1901) is int and _st_log is None:
            _t1903 = _st_zones[(_t1904 := _st_loc[_t1901])]
            if _t1903[-1] == _t1901: _t1903.pop()
            else: _t1903.remove(_t1901)
            _st_zones[_t1902].append(_t1901); _st_loc[_t1901] = _t1902
            _t1905 = _leaving1553[_t1904]
            if _memo12 and _t1905 & 4096: _memo12.clear()
        elif _t1901 is not None:
            _move_cards1551(st, _t1901, _t1902, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
        if _p1554(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p1554(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text1501(_audience1498(st), ['Animal ', _plain1500(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1935 = _t1805[1] + _k1580
        if _p1581(st, _t1935, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout 4ceb307f>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit1452(_k1453)
    _t1726 = (_a1475(st, L) or [])
    _t1770 = _l0
    _t1771 = len(_t1726)
    if not _t1771: _no_option1478(_t1770, 'attacker')
    if _t1771 <= 1 and _st_log is None:
        L[1] = _t1726[0] if _t1771 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1772 = st.chooser(_t1771, _t1770)
        else:
            _t1772 = _st_bits(_t1771.bit_length())
            while _t1772 >= _t1771: _t1772 = _st_bits(_t1771.bit_length())
        L[1] = _t1726[_t1772]; st.decisions += 1
    elif _decide1479(st, L, _t1726, _t1770): raise _PlayoutCut1476()
    _t1773 = (_a1492(st, L) or [])
    _t1801 = _l0
    _t1802 = len(_t1773)
    if not _t1802: _no_option1478(_t1801, 'target')
    if _t1802 <= 1 and _st_log is None:
        L[2] = _t1773[0] if _t1802 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1803 = st.chooser(_t1802, _t1801)
        else:
            _t1803 = _st_bits(_t1802.bit_length())
            while _t1803 >= _t1802: _t1803 = _st_bits(_t1802.bit_length())
        L[2] = _t1773[_t1803]; st.decisions += 1
    elif _decide1494(st, L, _t1773, _t1801): raise _PlayoutCut1476()
    if _p1582(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 c15acae5>
def _loop(st, _t1938):
    _st_cvars = st.cvars
    _t1941 = 0
    for _t1940 in st.zones[(9 + st.model.zone_instances[st.loc[_t1938]][1])]:
        if (_st_cvars[84 + _t1940] == _t1938):
            _t1941 += (1 if ((_st_cvars[_t1940] == 'carnivorous') or (_st_cvars[_t1940] == 'high_body_weight')) else (2 if (_st_cvars[_t1940] == 'parasite') else 0))
    return _t1941

# <rulerun evolution.rules: feeding_turn_of #839 8f6424a4>
def _loop(st, _t1938):
    _st_cvars = st.cvars
    _t1943 = 0
    for _t1942 in st.zones[(9 + st.model.zone_instances[st.loc[_t1938]][1])]:
        if (((_st_cvars[84 + _t1942] == _t1938) and (_st_cvars[_t1942] == 'fat_tissue')) and _st_cvars[252 + _t1942]):
            _t1943 += 1
    return _t1943

# <rulerun evolution.rules: feeding_turn_of #840 acb16cdc>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1937 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1937)
    if st.budget < 0: _spent1584(st)
    _t1939 = []
    for _t1938 in _t1937:
        if ((not ((_st_cvars[924 + _t1938] == _st_vars[0]) or (_st_cvars[504 + _t1938] >= (_memo6[_t1938] if _t1938 in _memo6 else _memo6.setdefault(_t1938, (1 + _a1585(st, _t1938))))))) and ((_memo5[_t1938] if _t1938 in _memo5 else _memo5.setdefault(_t1938, _a1586(st, _t1938))) > 0)):
            _t1939.append(_t1938)
    return _t1939

# <rulerun evolution.rules: feeding_turn_of #841 5d5864b6>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1949 = 0
    for _t1948 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (((_st_cvars[84 + _t1948] == _i22[1]) and (_st_cvars[_t1948] == 'fat_tissue')) and _st_cvars[252 + _t1948]):
            _t1949 += 1
    return _t1949

# <rulerun evolution.rules: feeding_turn_of #842 9352c3d3>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1951 = 0
    for _t1950 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1950] == _i22[1]):
            _t1951 += (1 if ((_st_cvars[_t1950] == 'carnivorous') or (_st_cvars[_t1950] == 'high_body_weight')) else (2 if (_st_cvars[_t1950] == 'parasite') else 0))
    return _t1951

# <rulerun evolution.rules: feeding_turn_of #843 c031e89d>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1960 = 0
    for _t1959 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1959] == _i22[1]):
            _t1960 += (1 if ((_st_cvars[_t1959] == 'carnivorous') or (_st_cvars[_t1959] == 'high_body_weight')) else (2 if (_st_cvars[_t1959] == 'parasite') else 0))
    return _t1960

# <rulerun evolution.rules: piracy #844 5aaf8a65>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    for _t1965 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if ((_st_cvars[84 + _t1965] == _t1963) and (_st_cvars[_t1965] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #845 58336fb8>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _t1968 = 0
    for _t1967 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if (_st_cvars[84 + _t1967] == _t1963):
            _t1968 += (1 if ((_st_cvars[_t1967] == 'carnivorous') or (_st_cvars[_t1967] == 'high_body_weight')) else (2 if (_st_cvars[_t1967] == 'parasite') else 0))
    return _t1968

# <rulerun evolution.rules: piracy #846 a4df7b68>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _t1970 = 0
    for _t1969 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if (_st_cvars[84 + _t1969] == _t1963):
            _t1970 += (1 if ((_st_cvars[_t1969] == 'carnivorous') or (_st_cvars[_t1969] == 'high_body_weight')) else (2 if (_st_cvars[_t1969] == 'parasite') else 0))
    return _t1970

# <rulerun evolution.rules: piracy #847 34c13f18>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _t1972 = 0
    for _t1971 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if (((_st_cvars[84 + _t1971] == _t1963) and (_st_cvars[_t1971] == 'fat_tissue')) and _st_cvars[252 + _t1971]):
            _t1972 += 1
    return _t1972

# <rulerun evolution.rules: piracy #848 5cab7306>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _t1974 = 0
    for _t1973 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if ((_st_cvars[84 + _t1973] == _t1963) and (_st_cvars[_t1973] == 'fat_tissue')):
            _t1974 += 1
    return _t1974

# <rulerun evolution.rules: piracy #849 22ec8a09>
def _loop(st, _t1976):
    _st_cvars = st.cvars
    _t1979 = 0
    for _t1978 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1976]]][1])]:
        if (_st_cvars[84 + _t1978] == _st_cvars[84 + _t1976]):
            _t1979 += (1 if ((_st_cvars[_t1978] == 'carnivorous') or (_st_cvars[_t1978] == 'high_body_weight')) else (2 if (_st_cvars[_t1978] == 'parasite') else 0))
    return _t1979

# <rulerun evolution.rules: piracy #850 fe46aae4>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1975 = st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]
    st.budget -= len(_t1975)
    if st.budget < 0: _spent1607(st)
    for _t1976 in _t1975:
        if (((_st_cvars[_t1976] == 'symbiosis') and (_st_cvars[168 + _t1976] == _t1963)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1976]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1976]] >= (_memo6[_st_cvars[84 + _t1976]] if _st_cvars[84 + _t1976] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1976], (1 + _a1608(st, _t1976)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 62b34c21>
def _loop(st, _t1981):
    _st_cvars = st.cvars
    _t1984 = 0
    for _t1983 in st.zones[(9 + st.model.zone_instances[st.loc[_t1981]][1])]:
        if (_st_cvars[84 + _t1983] == _t1981):
            _t1984 += (1 if ((_st_cvars[_t1983] == 'carnivorous') or (_st_cvars[_t1983] == 'high_body_weight')) else (2 if (_st_cvars[_t1983] == 'parasite') else 0))
    return _t1984

# <rulerun evolution.rules: piracy #852 0ee63b33>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1980 = (list(_chain1610(map(st.zones.__getitem__, _k1611))) or ())
    st.budget -= len(_t1980)
    if st.budget < 0: _spent1612(st)
    for _t1981 in _t1980:
        if ((_t1981 != _t1963) and ((not ((_st_cvars[924 + _t1981] == _st_vars[0]) or (_st_cvars[504 + _t1981] >= (_memo6[_t1981] if _t1981 in _memo6 else _memo6.setdefault(_t1981, (1 + _a1613(st, _t1981))))))) and (_st_cvars[504 + _t1981] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 70f3c89d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1962 = st.zones[(5 + L[0])]
    st.budget -= len(_t1962)
    if st.budget < 0: _spent1601(st)
    _t1964 = []
    for _t1963 in _t1962:
        if (_memo10[_t1963] if _t1963 in _memo10 else _memo10.setdefault(_t1963, (((((_memo7[(_t1963, 'piracy',)] if (_t1963, 'piracy',) in _memo7 else _memo7.setdefault((_t1963, 'piracy',), _a1602(st, _t1963))) and (_st_cvars[756 + _t1963] != _st_vars[0])) and (not ((_st_cvars[924 + _t1963] == _st_vars[0]) or (_st_cvars[504 + _t1963] >= (_memo6[_t1963] if _t1963 in _memo6 else _memo6.setdefault(_t1963, (1 + _a1603(st, _t1963)))))))) and ((not ((_st_cvars[924 + _t1963] == _st_vars[0]) or ((_st_cvars[504 + _t1963] >= (_memo6[_t1963] if _t1963 in _memo6 else _memo6.setdefault(_t1963, (1 + _a1604(st, _t1963))))) and ((_memo5[_t1963] if _t1963 in _memo5 else _memo5.setdefault(_t1963, _a1605(st, _t1963))) >= (_memo4[_t1963] if _t1963 in _memo4 else _memo4.setdefault(_t1963, _a1606(st, _t1963))))))) and (_memo14[_t1963] if _t1963 in _memo14 else _memo14.setdefault(_t1963, (not _a1609(st, _t1963)))))) and _a1614(st, _t1963)))):
            _t1964.append(_t1963)
    return _t1964

# <rulerun evolution.rules: piracy #854 67f698c4>
def _loop(st, _t1990):
    _st_cvars = st.cvars
    _t1993 = 0
    for _t1992 in st.zones[(9 + st.model.zone_instances[st.loc[_t1990]][1])]:
        if (_st_cvars[84 + _t1992] == _t1990):
            _t1993 += (1 if ((_st_cvars[_t1992] == 'carnivorous') or (_st_cvars[_t1992] == 'high_body_weight')) else (2 if (_st_cvars[_t1992] == 'parasite') else 0))
    return _t1993

# <rulerun evolution.rules: piracy #855 e06667d5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1989 = (list(_chain1620(map(st.zones.__getitem__, _k1621))) or ())
    st.budget -= len(_t1989)
    if st.budget < 0: _spent1622(st)
    _t1991 = []
    for _t1990 in _t1989:
        if ((_t1990 != _l1) and ((not ((_st_cvars[924 + _t1990] == _st_vars[0]) or (_st_cvars[504 + _t1990] >= (_memo6[_t1990] if _t1990 in _memo6 else _memo6.setdefault(_t1990, (1 + _a1623(st, _t1990))))))) and (_st_cvars[504 + _t1990] > 0))):
            _t1991.append(_t1990)
    return _t1991

# <rulerun evolution.rules: piracy #856 playout fa8b5f4f>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    if len(st.cur) + _d > 500: raise _RuleLimit1599(_k1600)
    _t1961 = (_a1615(st, L) or [])
    _t1985 = _l0
    _t1986 = len(_t1961)
    if not _t1986: _no_option1618(_t1985, 'pirate')
    if _t1986 <= 1 and _st_log is None:
        L[1] = _t1961[0] if _t1986 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1987 = st.chooser(_t1986, _t1985)
        else:
            _t1987 = _st_bits(_t1986.bit_length())
            while _t1987 >= _t1986: _t1987 = _st_bits(_t1986.bit_length())
        L[1] = _t1961[_t1987]; st.decisions += 1
    elif _decide1619(st, L, _t1961, _t1985): raise _PlayoutCut1616()
    _t1988 = (_a1624(st, L) or [])
    _t1994 = _l0
    _t1995 = len(_t1988)
    if not _t1995: _no_option1618(_t1994, 'animal to rob')
    if _t1995 <= 1 and _st_log is None:
        L[2] = _t1988[0] if _t1995 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1996 = st.chooser(_t1995, _t1994)
        else:
            _t1996 = _st_bits(_t1995.bit_length())
            while _t1996 >= _t1995: _t1996 = _st_bits(_t1995.bit_length())
        L[2] = _t1988[_t1996]; st.decisions += 1
    elif _decide1626(st, L, _t1988, _t1994): raise _PlayoutCut1616()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1997 if -1000000000000000000 <= (_t1997 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond1627(_t1997))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1631(_audience1628(st), ['Piracy: ', _PlayerRef1629(_l0), "'s animal ", _plain1630(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef1629(st.model.zone_instances[st.loc[L[2]]][1]), "'s animal ", _plain1630(_st_cvars[420 + L[2]])]))
    if _p1632(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 d7dd60b4>
def _loop(st, _t2000):
    _st_cvars = st.cvars
    for _t2002 in st.zones[(9 + st.model.zone_instances[st.loc[_t2000]][1])]:
        if ((_st_cvars[84 + _t2002] == _t2000) and (_st_cvars[_t2002] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #858 6f29ea10>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1999 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1999)
    if st.budget < 0: _spent1634(st)
    _t2001 = []
    for _t2000 in _t1999:
        if (((_memo7[(_t2000, 'grazing',)] if (_t2000, 'grazing',) in _memo7 else _memo7.setdefault((_t2000, 'grazing',), _a1635(st, _t2000))) and (_st_cvars[840 + _t2000] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2001.append(_t2000)
    return _t2001

# <rulerun evolution.rules: feeding_turn_of #859 1478b48f>
def _loop(st, _t2010):
    _st_cvars = st.cvars
    for _t2012 in st.zones[(9 + st.model.zone_instances[st.loc[_t2010]][1])]:
        if ((_st_cvars[84 + _t2012] == _t2010) and (_st_cvars[_t2012] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #860 15a26b86>
def _loop(st, _t2010):
    _st_cvars = st.cvars
    _t2015 = 0
    for _t2014 in st.zones[(9 + st.model.zone_instances[st.loc[_t2010]][1])]:
        if (_st_cvars[84 + _t2014] == _t2010):
            _t2015 += (1 if ((_st_cvars[_t2014] == 'carnivorous') or (_st_cvars[_t2014] == 'high_body_weight')) else (2 if (_st_cvars[_t2014] == 'parasite') else 0))
    return _t2015

# <rulerun evolution.rules: feeding_turn_of #861 40d25b34>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2009 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t2009)
    if st.budget < 0: _spent1639(st)
    _t2011 = []
    for _t2010 in _t2009:
        if (((((_memo7[(_t2010, 'hibernation',)] if (_t2010, 'hibernation',) in _memo7 else _memo7.setdefault((_t2010, 'hibernation',), _a1640(st, _t2010))) and (_st_cvars[924 + _t2010] != _st_vars[0])) and (_st_cvars[924 + _t2010] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2010] == _st_vars[0]) or (_st_cvars[504 + _t2010] >= (_memo6[_t2010] if _t2010 in _memo6 else _memo6.setdefault(_t2010, (1 + _a1641(st, _t2010)))))))):
            _t2011.append(_t2010)
    return _t2011

# <rulerun evolution.rules: feeding_turn_of #862 playout d5c43524>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1270(_k1271)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1272(st)
        _t1451 = (list(_chain1273(map(_st_zones.__getitem__, _k1274))) or ())
        st.budget -= len(_t1451)
        if st.budget < 0: _spent1272(st)
        _t1450 = True
        for _t1452 in _t1451:
            if not (((_st_cvars[924 + _t1452] == _st_vars[0]) or ((_st_cvars[504 + _t1452] >= (_memo6[_t1452] if _t1452 in _memo6 else _memo6.setdefault(_t1452, (1 + _a1275(st, _t1452))))) and ((_memo5[_t1452] if _t1452 in _memo5 else _memo5.setdefault(_t1452, _a1276(st, _t1452))) >= (_memo4[_t1452] if _t1452 in _memo4 else _memo4.setdefault(_t1452, _a1277(st, _t1452))))))):
                _t1450 = False
                break
        if _t1450:
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1280(6)
        _t1460 = (_k1281 or ())
        st.budget -= len(_t1460)
        if st.budget < 0: _spent1272(st)
        _t1459 = False
        for _t1461 in _t1460:
            if (_memo8[_t1461] if _t1461 in _memo8 else _memo8.setdefault(_t1461, ((((_memo3[_t1461] if _t1461 in _memo3 else _memo3.setdefault(_t1461, ((_st_vars[3] > 0) and _a1289(st, _t1461)))) or (_memo1[_t1461] if _t1461 in _memo1 else _memo1.setdefault(_t1461, _a1311(st, _t1461)))) or (_memo2[_t1461] if _t1461 in _memo2 else _memo2.setdefault(_t1461, _a1315(st, _t1461)))) or _a1333(st, _t1461)))):
                _t1459 = True
                break
        if (not _t1459):
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1280(6)
        L[2] = []
        if ((not L[1]) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1341(st, L))))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        if ((not L[1]) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a1364(st, L)))):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        if ((not L[1]) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a1368(st, L)))):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1620 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1620)
        if st.budget < 0: _spent1272(st)
        _t1619 = False
        for _t1621 in _t1620:
            if (_memo10[_t1621] if _t1621 in _memo10 else _memo10.setdefault(_t1621, (((((_memo7[(_t1621, 'piracy',)] if (_t1621, 'piracy',) in _memo7 else _memo7.setdefault((_t1621, 'piracy',), _a1369(st, _t1621))) and (_st_cvars[756 + _t1621] != _st_vars[0])) and (not ((_st_cvars[924 + _t1621] == _st_vars[0]) or (_st_cvars[504 + _t1621] >= (_memo6[_t1621] if _t1621 in _memo6 else _memo6.setdefault(_t1621, (1 + _a1370(st, _t1621)))))))) and ((not ((_st_cvars[924 + _t1621] == _st_vars[0]) or ((_st_cvars[504 + _t1621] >= (_memo6[_t1621] if _t1621 in _memo6 else _memo6.setdefault(_t1621, (1 + _a1371(st, _t1621))))) and ((_memo5[_t1621] if _t1621 in _memo5 else _memo5.setdefault(_t1621, _a1372(st, _t1621))) >= (_memo4[_t1621] if _t1621 in _memo4 else _memo4.setdefault(_t1621, _a1373(st, _t1621))))))) and (_memo14[_t1621] if _t1621 in _memo14 else _memo14.setdefault(_t1621, (not _a1376(st, _t1621)))))) and _a1381(st, _t1621)))):
                _t1619 = True
                break
        if _t1619:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1643 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1643)
        if st.budget < 0: _spent1272(st)
        _t1642 = False
        for _t1644 in _t1643:
            if (((_memo7[(_t1644, 'grazing',)] if (_t1644, 'grazing',) in _memo7 else _memo7.setdefault((_t1644, 'grazing',), _a1382(st, _t1644))) and (_st_cvars[840 + _t1644] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1642 = True
                break
        if _t1642:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1648 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1648)
        if st.budget < 0: _spent1272(st)
        _t1647 = False
        for _t1649 in _t1648:
            if (((((_memo7[(_t1649, 'hibernation',)] if (_t1649, 'hibernation',) in _memo7 else _memo7.setdefault((_t1649, 'hibernation',), _a1383(st, _t1649))) and (_st_cvars[924 + _t1649] != _st_vars[0])) and (_st_cvars[924 + _t1649] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1649] == _st_vars[0]) or (_st_cvars[504 + _t1649] >= (_memo6[_t1649] if _t1649 in _memo6 else _memo6.setdefault(_t1649, (1 + _a1384(st, _t1649)))))))):
                _t1647 = True
                break
        if _t1647:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1392(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1668 = (L[2] or [])
        _t1669 = _l0
        _t1670 = len(_t1668)
        if not _t1670: _no_option1395(_t1669, 'feeding action')
        if _t1670 <= 1 and _st_log is None:
            L[3] = _t1668[0] if _t1670 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1671 = st.chooser(_t1670, _t1669)
            else:
                _t1671 = _st_bits(_t1670.bit_length())
                while _t1671 >= _t1670: _t1671 = _st_bits(_t1670.bit_length())
            L[3] = _t1668[_t1671]; st.decisions += 1
        elif _decide1396(st, L, _t1668, _t1669): raise _PlayoutCut1393()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p1451(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p1583(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i22l0 = _l0
            _i22 = [_i22l0, None, None, None, None, None, None]
            _t1936 = (_a1587(st, _i22l0) or [])
            _t1944 = _i22l0
            _t1945 = len(_t1936)
            if not _t1945: _no_option1395(_t1944, 'animal to convert fat on')
            if _t1945 <= 1 and _st_log is None:
                _i22[1] = _t1936[0] if _t1945 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1946 = st.chooser(_t1945, _t1944)
                else:
                    _t1946 = _st_bits(_t1945.bit_length())
                    while _t1946 >= _t1945: _t1946 = _st_bits(_t1945.bit_length())
                _i22[1] = _t1936[_t1946]; st.decisions += 1
            elif _decide1589(st, _i22, _t1936, _t1944): raise _PlayoutCut1393()
            _t1947 = (_range1590(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a1591(st, _i22))), (_t1952 if -1000000000000000000 <= (_t1952 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1592(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond1593(_t1952)))) or [])
            _t1953 = _i22l0
            _t1954 = len(_t1947)
            if not _t1954: _no_option1395(_t1953, 'yellow tokens to convert')
            if _t1954 <= 1 and _st_log is None:
                _i22[2] = _t1947[0] if _t1954 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1955 = st.chooser(_t1954, _t1953)
                else:
                    _t1955 = _st_bits(_t1954.bit_length())
                    while _t1955 >= _t1954: _t1955 = _st_bits(_t1954.bit_length())
                _i22[2] = _t1947[_t1955]; st.decisions += 1
            elif _decide1595(st, _i22, _t1947, _t1953): raise _PlayoutCut1393()
            _i22[3] = _i22[2]
            for _t1956 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t1956
                if not ((((_st_cvars[84 + _t1956] == _i22[1]) and _st_cvars[252 + _t1956]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t1956] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t1957 if -1000000000000000000 <= (_t1957 := _i22[3] - 1) <= 1000000000000000000 else _beyond1593(_t1957))
            _st_cvars[504 + _i22[1]] = (_t1958 if -1000000000000000000 <= (_t1958 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond1593(_t1958))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), [_PlayerRef1596(_i22l0), ' converts ', _plain1597(_i22[2]), ' fat on animal ', _plain1597(_st_cvars[420 + _i22[1]]), ' into food (food ', _plain1597(_st_cvars[504 + _i22[1]]), '/', _plain1597((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1598(st, _i22))))), ')']))
        elif (L[3] == 'piracy'):
            if _p1633(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i23l0 = _l0
            _i23 = [_i23l0, None]
            _t1998 = (_a1636(st, _i23l0) or [])
            _t2004 = _i23l0
            _t2005 = len(_t1998)
            if not _t2005: _no_option1395(_t2004, 'grazing animal')
            if _t2005 <= 1 and _st_log is None:
                _i23[1] = _t1998[0] if _t2005 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2006 = st.chooser(_t2005, _t2004)
                else:
                    _t2006 = _st_bits(_t2005.bit_length())
                    while _t2006 >= _t2005: _t2006 = _st_bits(_t2005.bit_length())
                _i23[1] = _t1998[_t2006]; st.decisions += 1
            elif _decide1638(st, _i23, _t1998, _t2004): raise _PlayoutCut1393()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t2007 if -1000000000000000000 <= (_t2007 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1593(_t2007))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['Grazing: ', _PlayerRef1596(_i23l0), "'s animal ", _plain1597(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain1597(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t2008 = (_a1642(st, _i24l0) or [])
            _t2016 = _i24l0
            _t2017 = len(_t2008)
            if not _t2017: _no_option1395(_t2016, 'animal to hibernate')
            if _t2017 <= 1 and _st_log is None:
                _i24[1] = _t2008[0] if _t2017 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2018 = st.chooser(_t2017, _t2016)
                else:
                    _t2018 = _st_bits(_t2017.bit_length())
                    while _t2018 >= _t2017: _t2018 = _st_bits(_t2017.bit_length())
                _i24[1] = _t2008[_t2018]; st.decisions += 1
            elif _decide1644(st, _i24, _t2008, _t2016): raise _PlayoutCut1393()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['Hibernation: ', _PlayerRef1596(_i24l0), "'s animal ", _plain1597(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout 5731ccff>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1265(_k1266)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1267(st)
            for _t1448 in (_o1268[_st_vars[1]] or []):
                L[2] = _t1448
                _st_vars[4] = (_t1449 if -1000000000000000000 <= (_t1449 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1269(_t1449))
                _st_vars[5] = False
                if _p1645(st, [_t1448, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t2019 if -1000000000000000000 <= (_t2019 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1269(_t2019))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text1647(_audience1646(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo1648 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout d3fd6560>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1248(_k1249)
    if _st_log is not None: _st_log.append(_k1250)
    st.budget -= 1
    if st.budget < 0: _spent1251(st)
    _i17 = [None, None, None]
    _t1435 = (list(_chain1252(map(st.zones.__getitem__, _k1253))) or [])
    st.budget -= len(_t1435)
    if st.budget < 0: _spent1251(st)
    for _t1434 in _t1435:
        _i17[2] = _t1434
        if _st_log is not None: _st_log.append(_Text1264(_audience1254(st), ['  ', _plain1256(_text1255(((((('animal ' + _plain1256(_st_cvars[420 + _t1434]) + ' of ' + _player_text1257(st.model.zone_instances[st.loc[_t1434]][1])) + (_text1255(' ' + _plain1256(_a1258(st, _t1434))) if (not not (_a1259(st, _t1434) or ())) else '')) + (' food ' + _plain1256(_st_cvars[504 + _t1434]) + '/' + _plain1256((_memo6[_t1434] if _t1434 in _memo6 else _memo6.setdefault(_t1434, (1 + _a1260(st, _t1434))))))) + ((' fat ' + _plain1256((_memo5[_t1434] if _t1434 in _memo5 else _memo5.setdefault(_t1434, _a1261(st, _t1434)))) + '/' + _plain1256((_memo4[_t1434] if _t1434 in _memo4 else _memo4.setdefault(_t1434, _a1262(st, _t1434))))) if ((_memo4[_t1434] if _t1434 in _memo4 else _memo4.setdefault(_t1434, _a1263(st, _t1434))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1434] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1434] else '')))))]))
    if _p1649(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1264(_audience1254(st), [_plain1256(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: play_turn #865 8e8661fd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1230(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1243(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1244(_k1245)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1246[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run1247(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1650(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1244(_k1651)
                fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1246[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run1652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1653)

# <rulerun evolution.rules: development #866 2d419103>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1656)
            _r = _run1657(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1658(st, L)
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
            L[1] = (_o1659[st.vars[1]] or []); L[2] = 0
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
            _r = _run1660(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t2020 = L[3]
            _t2021 = len(_o) + 1
            if _t2021 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2022 = st.chooser(_t2021, _t2020)
                else:
                    _t2022 = _st_bits(_t2021.bit_length())
                    while _t2022 >= _t2021: _t2022 = _st_bits(_t2021.bit_length())
                L[4] = _o[_t2022 - 1] if _t2022 else None; st.decisions += 1
                if st.thread_player is not None: _answered1662(st, _t2022)
            elif _decide1663(st, L, _o[:], _t2020): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1664(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1665(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1666(_k1667)
                fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1668[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1655(_k, st, _d0): raise _Runaway1654()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1655(_k, st, _d0): raise _Runaway1654()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1669)

# <rulerun evolution.rules: play_card #867 c7b2178f>
def _loop(st, _t2027):
    _st_cvars = st.cvars
    for _t2029 in st.zones[(9 + st.model.zone_instances[st.loc[_t2027]][1])]:
        if ((_st_cvars[84 + _t2029] == _t2027) and (_st_cvars[_t2029] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #868 6c19863d>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t2026 = (list(_chain1679(map(st.zones.__getitem__, _k1680))) or ())
    st.budget -= len(_t2026)
    if st.budget < 0: _spent1681(st)
    _t2028 = []
    for _t2027 in _t2026:
        if ((st.model.zone_instances[_st_loc[_t2027]][1] != _l0) and (not (_memo7[(_t2027, 'parasite',)] if (_t2027, 'parasite',) in _memo7 else _memo7.setdefault((_t2027, 'parasite',), _a1682(st, _t2027))))):
            _t2028.append(_t2027)
    return _t2028

# <rulerun evolution.rules: play_card #869 dce917a5>
def _loop(st, L, _t2035, _t2039):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2040 in st.zones[(9 + st.model.zone_instances[st.loc[_t2035]][1])]:
        if ((_st_cvars[_t2040] == _l3) and (((_st_cvars[84 + _t2040] == _t2035) and (_st_cvars[168 + _t2040] == _t2039)) or ((_st_cvars[84 + _t2040] == _t2039) and (_st_cvars[168 + _t2040] == _t2035)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 27f54b28>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t2034 = _st_zones[(5 + _l0)]
    st.budget -= len(_t2034)
    if st.budget < 0: _spent1687(st)
    _t2036 = []
    for _t2035 in _t2034:
        _t2038 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2038)
        if st.budget < 0: _spent1687(st)
        _t2037 = False
        for _t2039 in _t2038:
            if (_memo9[(_t2035, _t2039, _l3,)] if (_t2035, _t2039, _l3,) in _memo9 else _memo9.setdefault((_t2035, _t2039, _l3,), ((_t2035 != _t2039) and (not _a1688(st, L, _t2035, _t2039))))):
                _t2037 = True
                break
        if _t2037:
            _t2036.append(_t2035)
    return _t2036

# <rulerun evolution.rules: play_card #871 c21349c4>
def _loop(st, L, _t2046):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2048 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t2048] == _l3) and (((_st_cvars[84 + _t2048] == _l5) and (_st_cvars[168 + _t2048] == _t2046)) or ((_st_cvars[84 + _t2048] == _t2046) and (_st_cvars[168 + _t2048] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 224ec187>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t2045 = st.zones[(5 + L[0])]
    st.budget -= len(_t2045)
    if st.budget < 0: _spent1692(st)
    _t2047 = []
    for _t2046 in _t2045:
        if (_memo9[(_l5, _t2046, _l3,)] if (_l5, _t2046, _l3,) in _memo9 else _memo9.setdefault((_l5, _t2046, _l3,), ((_l5 != _t2046) and (not _a1693(st, L, _t2046))))):
            _t2047.append(_t2046)
    return _t2047

# <rulerun evolution.rules: play_card #873 48f174ef>
def _loop(st, L, _t2057):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2059 in st.zones[(9 + st.model.zone_instances[st.loc[_t2057]][1])]:
        if ((_st_cvars[84 + _t2059] == _t2057) and (_st_cvars[_t2059] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #874 6c925150>
def _loop(st, _t2057):
    _st_cvars = st.cvars
    for _t2061 in st.zones[(9 + st.model.zone_instances[st.loc[_t2057]][1])]:
        if ((_st_cvars[84 + _t2061] == _t2057) and (_st_cvars[_t2061] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #875 f117cc9d>
def _loop(st, _t2057):
    _st_cvars = st.cvars
    for _t2063 in st.zones[(9 + st.model.zone_instances[st.loc[_t2057]][1])]:
        if ((_st_cvars[84 + _t2063] == _t2057) and (_st_cvars[_t2063] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #876 4827a8f5>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t2056 = st.zones[(5 + L[0])]
    st.budget -= len(_t2056)
    if st.budget < 0: _spent1702(st)
    _t2058 = []
    for _t2057 in _t2056:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t2057, _l3,)] if (_t2057, _l3,) in _memo7 else _memo7.setdefault((_t2057, _l3,), _a1703(st, L, _t2057))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t2057, 'carnivorous',)] if (_t2057, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2057, 'carnivorous',), _a1704(st, _t2057)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t2057, 'scavenger',)] if (_t2057, 'scavenger',) in _memo7 else _memo7.setdefault((_t2057, 'scavenger',), _a1705(st, _t2057)))))):
            _t2058.append(_t2057)
    return _t2058

# <rulerun evolution.rules: play_card #877 e13f4d4f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1672(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t2023 = L[0]
            _t2024 = len(_o)
            if not _t2024: _no_option1674(_t2023, 'play it as')
            if _t2024 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2024 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2025 = st.chooser(_t2024, _t2023)
                else:
                    _t2025 = _st_bits(_t2024.bit_length())
                    while _t2025 >= _t2024: _t2025 = _st_bits(_t2024.bit_length())
                L[3] = _o[_t2025]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2025)
            elif _decide1676(st, L, _o, _t2023): return True
            pc = 2
        if pc == 2:
            _r = _run1677(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1678(st, L)
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
            _o = (_a1683(st, L) or [])
            fr[1] = 5
            _t2031 = L[0]
            _t2032 = len(_o)
            if not _t2032: _no_option1674(_t2031, 'animal to put the parasite on')
            if _t2032 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2032 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2033 = st.chooser(_t2032, _t2031)
                else:
                    _t2033 = _st_bits(_t2032.bit_length())
                    while _t2033 >= _t2032: _t2033 = _st_bits(_t2032.bit_length())
                L[4] = _o[_t2033]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2033)
            elif _decide1685(st, L, _o, _t2031): return True
            pc = 5
        if pc == 5:
            _r = _run1686(st, L)
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
            _o = (_a1689(st, L) or [])
            fr[1] = 9
            _t2042 = L[0]
            _t2043 = len(_o)
            if not _t2043: _no_option1674(_t2042, 'first animal of the pair')
            if _t2043 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2043 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2044 = st.chooser(_t2043, _t2042)
                else:
                    _t2044 = _st_bits(_t2043.bit_length())
                    while _t2044 >= _t2043: _t2044 = _st_bits(_t2043.bit_length())
                L[5] = _o[_t2044]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2044)
            elif _decide1691(st, L, _o, _t2042): return True
            pc = 9
        if pc == 9:
            _o = (_a1694(st, L) or [])
            fr[1] = 10
            _t2050 = L[0]
            _t2051 = len(_o)
            if not _t2051: _no_option1674(_t2050, 'second animal of the pair')
            if _t2051 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2051 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2052 = st.chooser(_t2051, _t2050)
                else:
                    _t2052 = _st_bits(_t2051.bit_length())
                    while _t2052 >= _t2051: _t2052 = _st_bits(_t2051.bit_length())
                L[6] = _o[_t2052]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2052)
            elif _decide1696(st, L, _o, _t2050): return True
            pc = 10
        if pc == 10:
            _r = _run1697(st, L)
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
            _t2053 = L[0]
            _t2054 = len(_o)
            if not _t2054: _no_option1674(_t2053, 'the symbiont')
            if _t2054 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2054 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2055 = st.chooser(_t2054, _t2053)
                else:
                    _t2055 = _st_bits(_t2054.bit_length())
                    while _t2055 >= _t2054: _t2055 = _st_bits(_t2054.bit_length())
                L[7] = _o[_t2055]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2055)
            elif _decide1699(st, L, _o, _t2053): return True
            pc = 13
        if pc == 13:
            _r = _run1700(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1701(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1706(st, L) or [])
            fr[1] = 18
            _t2065 = L[0]
            _t2066 = len(_o)
            if not _t2066: _no_option1674(_t2065, 'animal to give it to')
            if _t2066 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2066 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2067 = st.chooser(_t2066, _t2065)
                else:
                    _t2067 = _st_bits(_t2066.bit_length())
                    while _t2067 >= _t2066: _t2067 = _st_bits(_t2066.bit_length())
                L[8] = _o[_t2067]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2067)
            elif _decide1708(st, L, _o, _t2065): return True
            pc = 18
        if pc == 18:
            _r = _run1709(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1710)

# <rulerun evolution.rules: feeding #878 5209901b>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1713)
            _r = _run1714(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1715(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1716(_k1717)
                fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1718[6](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run1719(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1720)

# <rulerun evolution.rules: feeding_laps #879 2a216bb7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1723(st, L)
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
            L[0] = (_o1724[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1725(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1726(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1727(_k1728)
                fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1729[8](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run1730(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1722(_k, st, _d0): raise _Runaway1721()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1722(_k, st, _d0): raise _Runaway1721()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1731)

# <rulerun evolution.rules: convert_fat #880 7e8130ff>
def _loop(st, _t2073):
    _st_cvars = st.cvars
    _t2076 = 0
    for _t2075 in st.zones[(9 + st.model.zone_instances[st.loc[_t2073]][1])]:
        if (_st_cvars[84 + _t2075] == _t2073):
            _t2076 += (1 if ((_st_cvars[_t2075] == 'carnivorous') or (_st_cvars[_t2075] == 'high_body_weight')) else (2 if (_st_cvars[_t2075] == 'parasite') else 0))
    return _t2076

# <rulerun evolution.rules: convert_fat #881 94e29753>
def _loop(st, _t2073):
    _st_cvars = st.cvars
    _t2078 = 0
    for _t2077 in st.zones[(9 + st.model.zone_instances[st.loc[_t2073]][1])]:
        if (((_st_cvars[84 + _t2077] == _t2073) and (_st_cvars[_t2077] == 'fat_tissue')) and _st_cvars[252 + _t2077]):
            _t2078 += 1
    return _t2078

# <rulerun evolution.rules: convert_fat #882 fafb93e4>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2072 = st.zones[(5 + L[0])]
    st.budget -= len(_t2072)
    if st.budget < 0: _spent1750(st)
    _t2074 = []
    for _t2073 in _t2072:
        if ((not ((_st_cvars[924 + _t2073] == _st_vars[0]) or (_st_cvars[504 + _t2073] >= (_memo6[_t2073] if _t2073 in _memo6 else _memo6.setdefault(_t2073, (1 + _a1751(st, _t2073))))))) and ((_memo5[_t2073] if _t2073 in _memo5 else _memo5.setdefault(_t2073, _a1752(st, _t2073))) > 0)):
            _t2074.append(_t2073)
    return _t2074

# <rulerun evolution.rules: convert_fat #883 6369a7bf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2084 = 0
    for _t2083 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2083] == L[1]) and (_st_cvars[_t2083] == 'fat_tissue')) and _st_cvars[252 + _t2083]):
            _t2084 += 1
    return _t2084

# <rulerun evolution.rules: convert_fat #884 b238f4f7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2086 = 0
    for _t2085 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2085] == L[1]):
            _t2086 += (1 if ((_st_cvars[_t2085] == 'carnivorous') or (_st_cvars[_t2085] == 'high_body_weight')) else (2 if (_st_cvars[_t2085] == 'parasite') else 0))
    return _t2086

# <rulerun evolution.rules: convert_fat #885 76591d9a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2095 = 0
    for _t2094 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2094] == L[1]):
            _t2095 += (1 if ((_st_cvars[_t2094] == 'carnivorous') or (_st_cvars[_t2094] == 'high_body_weight')) else (2 if (_st_cvars[_t2094] == 'parasite') else 0))
    return _t2095

# <rulerun evolution.rules: convert_fat #886 playout d5333c28>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _t2071 = (_a1753(st, L) or [])
    _t2079 = _l0
    _t2080 = len(_t2071)
    if not _t2080: _no_option1756(_t2079, 'animal to convert fat on')
    if _t2080 <= 1 and _st_log is None:
        L[1] = _t2071[0] if _t2080 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2081 = st.chooser(_t2080, _t2079)
        else:
            _t2081 = _st_bits(_t2080.bit_length())
            while _t2081 >= _t2080: _t2081 = _st_bits(_t2080.bit_length())
        L[1] = _t2071[_t2081]; st.decisions += 1
    elif _decide1757(st, L, _t2071, _t2079): raise _PlayoutCut1754()
    _t2082 = (_range1758(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1759(st, L))), (_t2087 if -1000000000000000000 <= (_t2087 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1760(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1761(_t2087)))) or [])
    _t2088 = _l0
    _t2089 = len(_t2082)
    if not _t2089: _no_option1756(_t2088, 'yellow tokens to convert')
    if _t2089 <= 1 and _st_log is None:
        L[2] = _t2082[0] if _t2089 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2090 = st.chooser(_t2089, _t2088)
        else:
            _t2090 = _st_bits(_t2089.bit_length())
            while _t2090 >= _t2089: _t2090 = _st_bits(_t2089.bit_length())
        L[2] = _t2082[_t2090]; st.decisions += 1
    elif _decide1763(st, L, _t2082, _t2088): raise _PlayoutCut1754()
    L[3] = L[2]
    for _t2091 in st.zones[(9 + _l0)][:]:
        L[6] = _t2091
        if not ((((_st_cvars[84 + _t2091] == L[1]) and _st_cvars[252 + _t2091]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2091] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2092 if -1000000000000000000 <= (_t2092 := L[3] - 1) <= 1000000000000000000 else _beyond1761(_t2092))
    _st_cvars[504 + L[1]] = (_t2093 if -1000000000000000000 <= (_t2093 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond1761(_t2093))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1768(_audience1764(st), [_PlayerRef1765(_l0), ' converts ', _plain1766(L[2]), ' fat on animal ', _plain1766(_st_cvars[420 + L[1]]), ' into food (food ', _plain1766(_st_cvars[504 + L[1]]), '/', _plain1766((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1767(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 81480973>
def _loop(st, _t2098):
    _st_cvars = st.cvars
    for _t2100 in st.zones[(9 + st.model.zone_instances[st.loc[_t2098]][1])]:
        if ((_st_cvars[84 + _t2100] == _t2098) and (_st_cvars[_t2100] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #888 76a834b3>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2097 = st.zones[(5 + L[0])]
    st.budget -= len(_t2097)
    if st.budget < 0: _spent1773(st)
    _t2099 = []
    for _t2098 in _t2097:
        if (((_memo7[(_t2098, 'grazing',)] if (_t2098, 'grazing',) in _memo7 else _memo7.setdefault((_t2098, 'grazing',), _a1774(st, _t2098))) and (_st_cvars[840 + _t2098] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2099.append(_t2098)
    return _t2099

# <rulerun evolution.rules: grazing #889 playout a8438bfa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2096 = (_a1775(st, L) or [])
    _t2102 = _l0
    _t2103 = len(_t2096)
    if not _t2103: _no_option1778(_t2102, 'grazing animal')
    if _t2103 <= 1 and _st_log is None:
        L[1] = _t2096[0] if _t2103 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2104 = st.chooser(_t2103, _t2102)
        else:
            _t2104 = _st_bits(_t2103.bit_length())
            while _t2104 >= _t2103: _t2104 = _st_bits(_t2103.bit_length())
        L[1] = _t2096[_t2104]; st.decisions += 1
    elif _decide1779(st, L, _t2096, _t2102): raise _PlayoutCut1776()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2105 if -1000000000000000000 <= (_t2105 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1780(_t2105))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1784(_audience1781(st), ['Grazing: ', _PlayerRef1782(_l0), "'s animal ", _plain1783(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1783(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 26c3dbb0>
def _loop(st, _t2108):
    _st_cvars = st.cvars
    for _t2110 in st.zones[(9 + st.model.zone_instances[st.loc[_t2108]][1])]:
        if ((_st_cvars[84 + _t2110] == _t2108) and (_st_cvars[_t2110] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #891 a73fcddc>
def _loop(st, _t2108):
    _st_cvars = st.cvars
    _t2113 = 0
    for _t2112 in st.zones[(9 + st.model.zone_instances[st.loc[_t2108]][1])]:
        if (_st_cvars[84 + _t2112] == _t2108):
            _t2113 += (1 if ((_st_cvars[_t2112] == 'carnivorous') or (_st_cvars[_t2112] == 'high_body_weight')) else (2 if (_st_cvars[_t2112] == 'parasite') else 0))
    return _t2113

# <rulerun evolution.rules: hibernation #892 7b09e4ec>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2107 = st.zones[(5 + L[0])]
    st.budget -= len(_t2107)
    if st.budget < 0: _spent1787(st)
    _t2109 = []
    for _t2108 in _t2107:
        if (((((_memo7[(_t2108, 'hibernation',)] if (_t2108, 'hibernation',) in _memo7 else _memo7.setdefault((_t2108, 'hibernation',), _a1788(st, _t2108))) and (_st_cvars[924 + _t2108] != _st_vars[0])) and (_st_cvars[924 + _t2108] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2108] == _st_vars[0]) or (_st_cvars[504 + _t2108] >= (_memo6[_t2108] if _t2108 in _memo6 else _memo6.setdefault(_t2108, (1 + _a1789(st, _t2108)))))))):
            _t2109.append(_t2108)
    return _t2109

# <rulerun evolution.rules: hibernation #893 playout 632fd7ca>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _t2106 = (_a1790(st, L) or [])
    _t2114 = _l0
    _t2115 = len(_t2106)
    if not _t2115: _no_option1793(_t2114, 'animal to hibernate')
    if _t2115 <= 1 and _st_log is None:
        L[1] = _t2106[0] if _t2115 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2116 = st.chooser(_t2115, _t2114)
        else:
            _t2116 = _st_bits(_t2115.bit_length())
            while _t2116 >= _t2115: _t2116 = _st_bits(_t2115.bit_length())
        L[1] = _t2106[_t2116]; st.decisions += 1
    elif _decide1794(st, L, _t2106, _t2114): raise _PlayoutCut1791()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1798(_audience1795(st), ['Hibernation: ', _PlayerRef1796(_l0), "'s animal ", _plain1797(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 ae793489>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1734(st, L)
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
            _r = _run1735(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2068 = L[0]
            _t2069 = len(_o)
            if not _t2069: _no_option1737(_t2068, 'feeding action')
            if _t2069 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2069 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2070 = st.chooser(_t2069, _t2068)
                else:
                    _t2070 = _st_bits(_t2069.bit_length())
                    while _t2070 >= _t2069: _t2070 = _st_bits(_t2069.bit_length())
                L[3] = _o[_t2070]; st.decisions += 1
                if st.thread_player is not None: _answered1738(st, _t2070)
            elif _decide1739(st, L, _o, _t2068): return True
            pc = 4
        if pc == 4:
            _r = _run1740(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1741(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1742(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1744)
                fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[9](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1746(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1747(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1748)
                fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[16](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 12
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1749(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1769(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1770)
                fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[10](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 16
        if pc == 16:
            pc = 24
        if pc == 17:
            if (L[3] == 'piracy'):
                pc = 18
            else:
                pc = 20
        if pc == 18:
            if st.thread_player == st.inline_thread:
                if _p1771(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1772)
                fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[13](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 19
        if pc == 19:
            pc = 24
        if pc == 20:
            if (L[3] == 'grazing'):
                pc = 21
            else:
                pc = 23
        if pc == 21:
            if st.thread_player == st.inline_thread:
                if _p1785(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1786)
                fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[14](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1799(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1743(_k1800)
                fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1745[15](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1733(_k, st, _d0): raise _Runaway1732()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1801)

# <rulerun evolution.rules: take_food #895 704a7292>
def _loop(st, _t2118):
    _st_cvars = st.cvars
    _t2121 = 0
    for _t2120 in st.zones[(9 + st.model.zone_instances[st.loc[_t2118]][1])]:
        if (_st_cvars[84 + _t2120] == _t2118):
            _t2121 += (1 if ((_st_cvars[_t2120] == 'carnivorous') or (_st_cvars[_t2120] == 'high_body_weight')) else (2 if (_st_cvars[_t2120] == 'parasite') else 0))
    return _t2121

# <rulerun evolution.rules: take_food #896 ae9cbe0c>
def _loop(st, _t2118):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + st.model.zone_instances[st.loc[_t2118]][1])]:
        if (((_st_cvars[84 + _t2122] == _t2118) and (_st_cvars[_t2122] == 'fat_tissue')) and _st_cvars[252 + _t2122]):
            _t2123 += 1
    return _t2123

# <rulerun evolution.rules: take_food #897 bcce22e3>
def _loop(st, _t2118):
    _st_cvars = st.cvars
    _t2125 = 0
    for _t2124 in st.zones[(9 + st.model.zone_instances[st.loc[_t2118]][1])]:
        if ((_st_cvars[84 + _t2124] == _t2118) and (_st_cvars[_t2124] == 'fat_tissue')):
            _t2125 += 1
    return _t2125

# <rulerun evolution.rules: take_food #898 c0c1ae10>
def _loop(st, _t2127):
    _st_cvars = st.cvars
    _t2130 = 0
    for _t2129 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2127]]][1])]:
        if (_st_cvars[84 + _t2129] == _st_cvars[84 + _t2127]):
            _t2130 += (1 if ((_st_cvars[_t2129] == 'carnivorous') or (_st_cvars[_t2129] == 'high_body_weight')) else (2 if (_st_cvars[_t2129] == 'parasite') else 0))
    return _t2130

# <rulerun evolution.rules: take_food #899 0852ce30>
def _loop(st, _t2118):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2126 = st.zones[(9 + st.model.zone_instances[st.loc[_t2118]][1])]
    st.budget -= len(_t2126)
    if st.budget < 0: _spent1808(st)
    for _t2127 in _t2126:
        if (((_st_cvars[_t2127] == 'symbiosis') and (_st_cvars[168 + _t2127] == _t2118)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2127]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2127]] >= (_memo6[_st_cvars[84 + _t2127]] if _st_cvars[84 + _t2127] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2127], (1 + _a1809(st, _t2127)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 3417ce63>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2117 = st.zones[(5 + L[0])]
    st.budget -= len(_t2117)
    if st.budget < 0: _spent1804(st)
    _t2119 = []
    for _t2118 in _t2117:
        if ((not ((_st_cvars[924 + _t2118] == _st_vars[0]) or ((_st_cvars[504 + _t2118] >= (_memo6[_t2118] if _t2118 in _memo6 else _memo6.setdefault(_t2118, (1 + _a1805(st, _t2118))))) and ((_memo5[_t2118] if _t2118 in _memo5 else _memo5.setdefault(_t2118, _a1806(st, _t2118))) >= (_memo4[_t2118] if _t2118 in _memo4 else _memo4.setdefault(_t2118, _a1807(st, _t2118))))))) and (_memo14[_t2118] if _t2118 in _memo14 else _memo14.setdefault(_t2118, (not _a1810(st, _t2118))))):
            _t2119.append(_t2118)
    return _t2119

# <rulerun evolution.rules: take_food #901 204eb74f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1811(st, L) or [])
            fr[1] = 1
            _t2131 = L[0]
            _t2132 = len(_o)
            if not _t2132: _no_option1813(_t2131, 'animal to feed')
            if _t2132 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2132 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2133 = st.chooser(_t2132, _t2131)
                else:
                    _t2133 = _st_bits(_t2132.bit_length())
                    while _t2133 >= _t2132: _t2133 = _st_bits(_t2132.bit_length())
                L[1] = _o[_t2133]; st.decisions += 1
                if st.thread_player is not None: _answered1814(st, _t2133)
            elif _decide1815(st, L, _o, _t2131): return True
            pc = 1
        if pc == 1:
            _r = _run1816(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1817(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1818(_k1819)
                fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1820[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1821)

# <rulerun evolution.rules: paired_triggers #902 6e7d1845>
def _native(st, fr):
    _st_bits = st.bits
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if True:
                pc = 1
            else:
                pc = 11
        if pc == 1:
            _r = _run1824(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t2134 = st.model.zone_instances[st.loc[L[0]]][1]
            _t2135 = len(_o) + 1
            if _t2135 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2136 = st.chooser(_t2135, _t2134)
                else:
                    _t2136 = _st_bits(_t2135.bit_length())
                    while _t2136 >= _t2135: _t2136 = _st_bits(_t2135.bit_length())
                L[3] = _o[_t2136 - 1] if _t2136 else None; st.decisions += 1
                if st.thread_player is not None: _answered1826(st, _t2136)
            elif _decide1827(st, L, _o, _t2134): return True
            pc = 3
        if pc == 3:
            _r = _run1828(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1829(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1830(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1831(_k1832)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1833[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1834(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1830(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1831(_k1835)
                fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1833[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1823(_k, st, _d0): raise _Runaway1822()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1836)

# <rulerun evolution.rules: piracy #903 45f47b83>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    for _t2140 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if ((_st_cvars[84 + _t2140] == _t2138) and (_st_cvars[_t2140] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #904 982ab519>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _t2143 = 0
    for _t2142 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if (_st_cvars[84 + _t2142] == _t2138):
            _t2143 += (1 if ((_st_cvars[_t2142] == 'carnivorous') or (_st_cvars[_t2142] == 'high_body_weight')) else (2 if (_st_cvars[_t2142] == 'parasite') else 0))
    return _t2143

# <rulerun evolution.rules: piracy #905 c18419cd>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _t2145 = 0
    for _t2144 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if (_st_cvars[84 + _t2144] == _t2138):
            _t2145 += (1 if ((_st_cvars[_t2144] == 'carnivorous') or (_st_cvars[_t2144] == 'high_body_weight')) else (2 if (_st_cvars[_t2144] == 'parasite') else 0))
    return _t2145

# <rulerun evolution.rules: piracy #906 742a9bae>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _t2147 = 0
    for _t2146 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if (((_st_cvars[84 + _t2146] == _t2138) and (_st_cvars[_t2146] == 'fat_tissue')) and _st_cvars[252 + _t2146]):
            _t2147 += 1
    return _t2147

# <rulerun evolution.rules: piracy #907 9e0ac373>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _t2149 = 0
    for _t2148 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if ((_st_cvars[84 + _t2148] == _t2138) and (_st_cvars[_t2148] == 'fat_tissue')):
            _t2149 += 1
    return _t2149

# <rulerun evolution.rules: piracy #908 671d29a2>
def _loop(st, _t2151):
    _st_cvars = st.cvars
    _t2154 = 0
    for _t2153 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2151]]][1])]:
        if (_st_cvars[84 + _t2153] == _st_cvars[84 + _t2151]):
            _t2154 += (1 if ((_st_cvars[_t2153] == 'carnivorous') or (_st_cvars[_t2153] == 'high_body_weight')) else (2 if (_st_cvars[_t2153] == 'parasite') else 0))
    return _t2154

# <rulerun evolution.rules: piracy #909 d5a95eab>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2150 = st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]
    st.budget -= len(_t2150)
    if st.budget < 0: _spent1845(st)
    for _t2151 in _t2150:
        if (((_st_cvars[_t2151] == 'symbiosis') and (_st_cvars[168 + _t2151] == _t2138)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2151]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2151]] >= (_memo6[_st_cvars[84 + _t2151]] if _st_cvars[84 + _t2151] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2151], (1 + _a1846(st, _t2151)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 5eef94e6>
def _loop(st, _t2156):
    _st_cvars = st.cvars
    _t2159 = 0
    for _t2158 in st.zones[(9 + st.model.zone_instances[st.loc[_t2156]][1])]:
        if (_st_cvars[84 + _t2158] == _t2156):
            _t2159 += (1 if ((_st_cvars[_t2158] == 'carnivorous') or (_st_cvars[_t2158] == 'high_body_weight')) else (2 if (_st_cvars[_t2158] == 'parasite') else 0))
    return _t2159

# <rulerun evolution.rules: piracy #911 4f4da144>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2155 = (list(_chain1848(map(st.zones.__getitem__, _k1849))) or ())
    st.budget -= len(_t2155)
    if st.budget < 0: _spent1850(st)
    for _t2156 in _t2155:
        if ((_t2156 != _t2138) and ((not ((_st_cvars[924 + _t2156] == _st_vars[0]) or (_st_cvars[504 + _t2156] >= (_memo6[_t2156] if _t2156 in _memo6 else _memo6.setdefault(_t2156, (1 + _a1851(st, _t2156))))))) and (_st_cvars[504 + _t2156] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 294ccea0>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2137 = st.zones[(5 + L[0])]
    st.budget -= len(_t2137)
    if st.budget < 0: _spent1839(st)
    _t2139 = []
    for _t2138 in _t2137:
        if (_memo10[_t2138] if _t2138 in _memo10 else _memo10.setdefault(_t2138, (((((_memo7[(_t2138, 'piracy',)] if (_t2138, 'piracy',) in _memo7 else _memo7.setdefault((_t2138, 'piracy',), _a1840(st, _t2138))) and (_st_cvars[756 + _t2138] != _st_vars[0])) and (not ((_st_cvars[924 + _t2138] == _st_vars[0]) or (_st_cvars[504 + _t2138] >= (_memo6[_t2138] if _t2138 in _memo6 else _memo6.setdefault(_t2138, (1 + _a1841(st, _t2138)))))))) and ((not ((_st_cvars[924 + _t2138] == _st_vars[0]) or ((_st_cvars[504 + _t2138] >= (_memo6[_t2138] if _t2138 in _memo6 else _memo6.setdefault(_t2138, (1 + _a1842(st, _t2138))))) and ((_memo5[_t2138] if _t2138 in _memo5 else _memo5.setdefault(_t2138, _a1843(st, _t2138))) >= (_memo4[_t2138] if _t2138 in _memo4 else _memo4.setdefault(_t2138, _a1844(st, _t2138))))))) and (_memo14[_t2138] if _t2138 in _memo14 else _memo14.setdefault(_t2138, (not _a1847(st, _t2138)))))) and _a1852(st, _t2138)))):
            _t2139.append(_t2138)
    return _t2139

# <rulerun evolution.rules: piracy #913 9de2482f>
def _loop(st, _t2164):
    _st_cvars = st.cvars
    _t2167 = 0
    for _t2166 in st.zones[(9 + st.model.zone_instances[st.loc[_t2164]][1])]:
        if (_st_cvars[84 + _t2166] == _t2164):
            _t2167 += (1 if ((_st_cvars[_t2166] == 'carnivorous') or (_st_cvars[_t2166] == 'high_body_weight')) else (2 if (_st_cvars[_t2166] == 'parasite') else 0))
    return _t2167

# <rulerun evolution.rules: piracy #914 e0d00fe9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2163 = (list(_chain1858(map(st.zones.__getitem__, _k1859))) or ())
    st.budget -= len(_t2163)
    if st.budget < 0: _spent1860(st)
    _t2165 = []
    for _t2164 in _t2163:
        if ((_t2164 != _l1) and ((not ((_st_cvars[924 + _t2164] == _st_vars[0]) or (_st_cvars[504 + _t2164] >= (_memo6[_t2164] if _t2164 in _memo6 else _memo6.setdefault(_t2164, (1 + _a1861(st, _t2164))))))) and (_st_cvars[504 + _t2164] > 0))):
            _t2165.append(_t2164)
    return _t2165

# <rulerun evolution.rules: piracy #915 0660e46a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1853(st, L) or [])
            fr[1] = 1
            _t2160 = L[0]
            _t2161 = len(_o)
            if not _t2161: _no_option1855(_t2160, 'pirate')
            if _t2161 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2161 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2162 = st.chooser(_t2161, _t2160)
                else:
                    _t2162 = _st_bits(_t2161.bit_length())
                    while _t2162 >= _t2161: _t2162 = _st_bits(_t2161.bit_length())
                L[1] = _o[_t2162]; st.decisions += 1
                if st.thread_player is not None: _answered1856(st, _t2162)
            elif _decide1857(st, L, _o, _t2160): return True
            pc = 1
        if pc == 1:
            _o = (_a1862(st, L) or [])
            fr[1] = 2
            _t2168 = L[0]
            _t2169 = len(_o)
            if not _t2169: _no_option1855(_t2168, 'animal to rob')
            if _t2169 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2169 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2170 = st.chooser(_t2169, _t2168)
                else:
                    _t2170 = _st_bits(_t2169.bit_length())
                    while _t2170 >= _t2169: _t2170 = _st_bits(_t2169.bit_length())
                L[2] = _o[_t2170]; st.decisions += 1
                if st.thread_player is not None: _answered1856(st, _t2170)
            elif _decide1864(st, L, _o, _t2168): return True
            pc = 2
        if pc == 2:
            _r = _run1865(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1866(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1867(_k1868)
                fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1869[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1870)

# <rulerun evolution.rules: attack_action #916 16e8a95a>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    for _t2174 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if ((_st_cvars[84 + _t2174] == _t2172) and (_st_cvars[_t2174] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #917 2b76c9f3>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    _t2177 = 0
    for _t2176 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if (_st_cvars[84 + _t2176] == _t2172):
            _t2177 += (1 if ((_st_cvars[_t2176] == 'carnivorous') or (_st_cvars[_t2176] == 'high_body_weight')) else (2 if (_st_cvars[_t2176] == 'parasite') else 0))
    return _t2177

# <rulerun evolution.rules: attack_action #918 d52bdb6a>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    _t2179 = 0
    for _t2178 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if (((_st_cvars[84 + _t2178] == _t2172) and (_st_cvars[_t2178] == 'fat_tissue')) and _st_cvars[252 + _t2178]):
            _t2179 += 1
    return _t2179

# <rulerun evolution.rules: attack_action #919 821f6125>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    _t2181 = 0
    for _t2180 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if ((_st_cvars[84 + _t2180] == _t2172) and (_st_cvars[_t2180] == 'fat_tissue')):
            _t2181 += 1
    return _t2181

# <rulerun evolution.rules: attack_action #920 52c2c800>
def _loop(st, _t2183):
    _st_cvars = st.cvars
    _t2186 = 0
    for _t2185 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2183]]][1])]:
        if (_st_cvars[84 + _t2185] == _st_cvars[84 + _t2183]):
            _t2186 += (1 if ((_st_cvars[_t2185] == 'carnivorous') or (_st_cvars[_t2185] == 'high_body_weight')) else (2 if (_st_cvars[_t2185] == 'parasite') else 0))
    return _t2186

# <rulerun evolution.rules: attack_action #921 2e58ce52>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2182 = st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]
    st.budget -= len(_t2182)
    if st.budget < 0: _spent1878(st)
    for _t2183 in _t2182:
        if (((_st_cvars[_t2183] == 'symbiosis') and (_st_cvars[168 + _t2183] == _t2172)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2183]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2183]] >= (_memo6[_st_cvars[84 + _t2183]] if _st_cvars[84 + _t2183] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2183], (1 + _a1879(st, _t2183)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 274d666a>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    for _t2190 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if ((_st_cvars[84 + _t2190] == _t2188) and (_st_cvars[_t2190] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #923 7e735c85>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    for _t2192 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if ((_st_cvars[84 + _t2192] == _t2172) and (_st_cvars[_t2192] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #924 180affcf>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    for _t2196 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if ((_st_cvars[84 + _t2196] == _t2188) and (_st_cvars[_t2196] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #925 581d5314>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    for _t2198 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if ((_st_cvars[84 + _t2198] == _t2172) and (_st_cvars[_t2198] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #926 5de7d6be>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    for _t2202 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if ((_st_cvars[84 + _t2202] == _t2188) and (_st_cvars[_t2202] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #927 2ab968e5>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    for _t2204 in st.zones[(9 + st.model.zone_instances[st.loc[_t2172]][1])]:
        if ((_st_cvars[84 + _t2204] == _t2172) and (_st_cvars[_t2204] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #928 876f15e6>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    for _t2208 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if ((_st_cvars[84 + _t2208] == _t2188) and (_st_cvars[_t2208] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #929 daa4f84b>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    _t2211 = 0
    for _t2210 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if (_st_cvars[84 + _t2210] == _t2188):
            _t2211 += (1 if ((_st_cvars[_t2210] == 'carnivorous') or (_st_cvars[_t2210] == 'high_body_weight')) else (2 if (_st_cvars[_t2210] == 'parasite') else 0))
    return _t2211

# <rulerun evolution.rules: attack_action #930 da2e55c8>
def _loop(st, _t2188):
    _st_cvars = st.cvars
    for _t2212 in st.zones[(9 + st.model.zone_instances[st.loc[_t2188]][1])]:
        if ((_st_cvars[_t2212] == 'symbiosis') and (_st_cvars[168 + _t2212] == _t2188)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 7f0a30aa>
def _loop(st, _t2172):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2187 = (list(_chain1881(map(st.zones.__getitem__, _k1882))) or ())
    st.budget -= len(_t2187)
    if st.budget < 0: _spent1883(st)
    _t2194 = _NOT_YET
    _t2195 = _NOT_YET
    _t2200 = _NOT_YET
    _t2201 = _NOT_YET
    _t2206 = _NOT_YET
    _t2207 = _NOT_YET
    for _t2188 in _t2187:
        if ((((((_t2172 != _t2188) and ((not (_memo7[(_t2188, 'camouflage',)] if (_t2188, 'camouflage',) in _memo7 else _memo7.setdefault((_t2188, 'camouflage',), _a1884(st, _t2188)))) or (_t2195 if _t2195 is not _NOT_YET else (_t2195 := (_memo7[(_t2172, 'sharp_vision',)] if (_t2172, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t2172, 'sharp_vision',), (_t2194 if _t2194 is not _NOT_YET else (_t2194 := _a1885(st, _t2172))))))))) and ((not (_memo7[(_t2188, 'high_body_weight',)] if (_t2188, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2188, 'high_body_weight',), _a1886(st, _t2188)))) or (_t2201 if _t2201 is not _NOT_YET else (_t2201 := (_memo7[(_t2172, 'high_body_weight',)] if (_t2172, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2172, 'high_body_weight',), (_t2200 if _t2200 is not _NOT_YET else (_t2200 := _a1887(st, _t2172))))))))) and ((_memo7[(_t2188, 'swimming',)] if (_t2188, 'swimming',) in _memo7 else _memo7.setdefault((_t2188, 'swimming',), _a1888(st, _t2188))) == (_t2207 if _t2207 is not _NOT_YET else (_t2207 := (_memo7[(_t2172, 'swimming',)] if (_t2172, 'swimming',) in _memo7 else _memo7.setdefault((_t2172, 'swimming',), (_t2206 if _t2206 is not _NOT_YET else (_t2206 := _a1889(st, _t2172))))))))) and (not ((_memo7[(_t2188, 'burrowing',)] if (_t2188, 'burrowing',) in _memo7 else _memo7.setdefault((_t2188, 'burrowing',), _a1890(st, _t2188))) and ((_st_cvars[924 + _t2188] == _st_vars[0]) or (_st_cvars[504 + _t2188] >= (_memo6[_t2188] if _t2188 in _memo6 else _memo6.setdefault(_t2188, (1 + _a1891(st, _t2188))))))))) and (not (_memo13[_t2188] if _t2188 in _memo13 else _memo13.setdefault(_t2188, _a1892(st, _t2188))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 1f6445dc>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2171 = st.zones[(5 + L[0])]
    st.budget -= len(_t2171)
    if st.budget < 0: _spent1873(st)
    _t2173 = []
    for _t2172 in _t2171:
        if (_memo0[_t2172] if _t2172 in _memo0 else _memo0.setdefault(_t2172, ((((_memo7[(_t2172, 'carnivorous',)] if (_t2172, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2172, 'carnivorous',), _a1874(st, _t2172))) and (_st_cvars[672 + _t2172] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2172] == _st_vars[0]) or ((_st_cvars[504 + _t2172] >= (_memo6[_t2172] if _t2172 in _memo6 else _memo6.setdefault(_t2172, (1 + _a1875(st, _t2172))))) and ((_memo5[_t2172] if _t2172 in _memo5 else _memo5.setdefault(_t2172, _a1876(st, _t2172))) >= (_memo4[_t2172] if _t2172 in _memo4 else _memo4.setdefault(_t2172, _a1877(st, _t2172))))))) and (_memo14[_t2172] if _t2172 in _memo14 else _memo14.setdefault(_t2172, (not _a1880(st, _t2172)))))) and _a1893(st, _t2172)))):
            _t2173.append(_t2172)
    return _t2173

# <rulerun evolution.rules: attack_action #933 6acaadf9>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    for _t2220 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if ((_st_cvars[84 + _t2220] == _t2218) and (_st_cvars[_t2220] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #934 cb89e6be>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2222 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2222] == _l1) and (_st_cvars[_t2222] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #935 8eae8d9e>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    for _t2226 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if ((_st_cvars[84 + _t2226] == _t2218) and (_st_cvars[_t2226] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #936 852b68ac>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2228 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2228] == _l1) and (_st_cvars[_t2228] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #937 5005e494>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    for _t2232 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if ((_st_cvars[84 + _t2232] == _t2218) and (_st_cvars[_t2232] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #938 c8716045>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2234 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2234] == _l1) and (_st_cvars[_t2234] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #939 1ed58b22>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    for _t2238 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if ((_st_cvars[84 + _t2238] == _t2218) and (_st_cvars[_t2238] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #940 67119d36>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    _t2241 = 0
    for _t2240 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if (_st_cvars[84 + _t2240] == _t2218):
            _t2241 += (1 if ((_st_cvars[_t2240] == 'carnivorous') or (_st_cvars[_t2240] == 'high_body_weight')) else (2 if (_st_cvars[_t2240] == 'parasite') else 0))
    return _t2241

# <rulerun evolution.rules: attack_action #941 41afb7e2>
def _loop(st, _t2218):
    _st_cvars = st.cvars
    for _t2242 in st.zones[(9 + st.model.zone_instances[st.loc[_t2218]][1])]:
        if ((_st_cvars[_t2242] == 'symbiosis') and (_st_cvars[168 + _t2242] == _t2218)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 be698326>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2217 = (list(_chain1899(map(st.zones.__getitem__, _k1900))) or ())
    st.budget -= len(_t2217)
    if st.budget < 0: _spent1901(st)
    _t2224 = _NOT_YET
    _t2225 = _NOT_YET
    _t2230 = _NOT_YET
    _t2231 = _NOT_YET
    _t2236 = _NOT_YET
    _t2237 = _NOT_YET
    _t2219 = []
    for _t2218 in _t2217:
        if ((((((_l1 != _t2218) and ((not (_memo7[(_t2218, 'camouflage',)] if (_t2218, 'camouflage',) in _memo7 else _memo7.setdefault((_t2218, 'camouflage',), _a1902(st, _t2218)))) or (_t2225 if _t2225 is not _NOT_YET else (_t2225 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t2224 if _t2224 is not _NOT_YET else (_t2224 := _a1903(st, L))))))))) and ((not (_memo7[(_t2218, 'high_body_weight',)] if (_t2218, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2218, 'high_body_weight',), _a1904(st, _t2218)))) or (_t2231 if _t2231 is not _NOT_YET else (_t2231 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t2230 if _t2230 is not _NOT_YET else (_t2230 := _a1905(st, L))))))))) and ((_memo7[(_t2218, 'swimming',)] if (_t2218, 'swimming',) in _memo7 else _memo7.setdefault((_t2218, 'swimming',), _a1906(st, _t2218))) == (_t2237 if _t2237 is not _NOT_YET else (_t2237 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t2236 if _t2236 is not _NOT_YET else (_t2236 := _a1907(st, L))))))))) and (not ((_memo7[(_t2218, 'burrowing',)] if (_t2218, 'burrowing',) in _memo7 else _memo7.setdefault((_t2218, 'burrowing',), _a1908(st, _t2218))) and ((_st_cvars[924 + _t2218] == _st_vars[0]) or (_st_cvars[504 + _t2218] >= (_memo6[_t2218] if _t2218 in _memo6 else _memo6.setdefault(_t2218, (1 + _a1909(st, _t2218))))))))) and (not (_memo13[_t2218] if _t2218 in _memo13 else _memo13.setdefault(_t2218, _a1910(st, _t2218))))):
            _t2219.append(_t2218)
    return _t2219

# <rulerun evolution.rules: attack_action #943 2a07a198>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1894(st, L) or [])
            fr[1] = 1
            _t2214 = L[0]
            _t2215 = len(_o)
            if not _t2215: _no_option1896(_t2214, 'attacker')
            if _t2215 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2215 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2216 = st.chooser(_t2215, _t2214)
                else:
                    _t2216 = _st_bits(_t2215.bit_length())
                    while _t2216 >= _t2215: _t2216 = _st_bits(_t2215.bit_length())
                L[1] = _o[_t2216]; st.decisions += 1
                if st.thread_player is not None: _answered1897(st, _t2216)
            elif _decide1898(st, L, _o, _t2214): return True
            pc = 1
        if pc == 1:
            _o = (_a1911(st, L) or [])
            fr[1] = 2
            _t2244 = L[0]
            _t2245 = len(_o)
            if not _t2245: _no_option1896(_t2244, 'target')
            if _t2245 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2245 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2246 = st.chooser(_t2245, _t2244)
                else:
                    _t2246 = _st_bits(_t2245.bit_length())
                    while _t2246 >= _t2245: _t2246 = _st_bits(_t2245.bit_length())
                L[2] = _o[_t2246]; st.decisions += 1
                if st.thread_player is not None: _answered1897(st, _t2246)
            elif _decide1913(st, L, _o, _t2244): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1914(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1915(_k1916)
                fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1917[17](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1918)

# <rulerun evolution.rules: hunt #944 7ba17e4d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1921(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1922(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1923(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1924(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1925(_k1926)
                fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1927[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p1924(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1925(_k1928)
                fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1927[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run1929(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1930(st, fr): return True
            return None
        if pc == 8:
            _step1931(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1932)

# <rulerun evolution.rules: scavenge #945 74d9cb64>
def _loop(st, L):
    _t2250 = (L[4] or ())
    st.budget -= len(_t2250)
    if st.budget < 0: _spent1938(st)
    for _t2251 in _t2250:
        return _t2251
    return None

# <rulerun evolution.rules: scavenge #946 e811c8e8>
def _loop(st, L):
    _t2247 = (L[4] or ())
    st.budget -= len(_t2247)
    if st.budget < 0: _spent1937(st)
    _t2253 = _NOT_YET
    _t2249 = []
    for _t2248 in _t2247:
        if ((not False) or (_t2248 == (_t2253 if _t2253 is not _NOT_YET else (_t2253 := _a1939(st, L))))):
            _t2249.append(_t2248)
    return _t2249

# <rulerun evolution.rules: scavenge #947 7fe1cc3b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1935[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1936(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1940(st, L) or [])
            fr[1] = 5
            _t2254 = L[3]
            _t2255 = len(_o)
            if not _t2255: _no_option1942(_t2254, 'scavenger to feed')
            if _t2255 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2255 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2256 = st.chooser(_t2255, _t2254)
                else:
                    _t2256 = _st_bits(_t2255.bit_length())
                    while _t2256 >= _t2255: _t2256 = _st_bits(_t2255.bit_length())
                L[5] = _o[_t2256]; st.decisions += 1
                if st.thread_player is not None: _answered1943(st, _t2256)
            elif _decide1944(st, L, _o, _t2254): return True
            pc = 5
        if pc == 5:
            _r = _run1945(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1946(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1947(_k1948)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1949[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run1950(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1934(_k, st, _d0): raise _Runaway1933()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1951)

# <rulerun evolution.rules: on after feed #948 4dbf868b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1954(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1955(_k1956)
                fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1957[12](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1958)

# <rulerun evolution.rules: on before attack #949 04d90905>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    for _t2263 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if ((_st_cvars[84 + _t2263] == _t2261) and (_st_cvars[_t2263] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #950 285eb313>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2265 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2265] == _l0) and (_st_cvars[_t2265] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #951 ba700a43>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    for _t2269 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if ((_st_cvars[84 + _t2269] == _t2261) and (_st_cvars[_t2269] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #952 370906ae>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2271 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2271] == _l0) and (_st_cvars[_t2271] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #953 e1c45ef4>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    for _t2275 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if ((_st_cvars[84 + _t2275] == _t2261) and (_st_cvars[_t2275] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #954 c63ae8de>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2277 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2277] == _l0) and (_st_cvars[_t2277] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #955 17183372>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    for _t2281 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if ((_st_cvars[84 + _t2281] == _t2261) and (_st_cvars[_t2281] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #956 ca4d7a50>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    _t2284 = 0
    for _t2283 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if (_st_cvars[84 + _t2283] == _t2261):
            _t2284 += (1 if ((_st_cvars[_t2283] == 'carnivorous') or (_st_cvars[_t2283] == 'high_body_weight')) else (2 if (_st_cvars[_t2283] == 'parasite') else 0))
    return _t2284

# <rulerun evolution.rules: on before attack #957 4eb7f675>
def _loop(st, _t2261):
    _st_cvars = st.cvars
    for _t2285 in st.zones[(9 + st.model.zone_instances[st.loc[_t2261]][1])]:
        if ((_st_cvars[_t2285] == 'symbiosis') and (_st_cvars[168 + _t2285] == _t2261)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 1f961a62>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2260 = st.zones[(5 + L[4])]
    st.budget -= len(_t2260)
    if st.budget < 0: _spent1968(st)
    _t2267 = _NOT_YET
    _t2268 = _NOT_YET
    _t2273 = _NOT_YET
    _t2274 = _NOT_YET
    _t2279 = _NOT_YET
    _t2280 = _NOT_YET
    _t2262 = []
    for _t2261 in _t2260:
        if (((_t2261 != _l1) and (_t2261 != _l0)) and ((((((_l0 != _t2261) and ((not (_memo7[(_t2261, 'camouflage',)] if (_t2261, 'camouflage',) in _memo7 else _memo7.setdefault((_t2261, 'camouflage',), _a1969(st, _t2261)))) or (_t2268 if _t2268 is not _NOT_YET else (_t2268 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t2267 if _t2267 is not _NOT_YET else (_t2267 := _a1970(st, L))))))))) and ((not (_memo7[(_t2261, 'high_body_weight',)] if (_t2261, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2261, 'high_body_weight',), _a1971(st, _t2261)))) or (_t2274 if _t2274 is not _NOT_YET else (_t2274 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t2273 if _t2273 is not _NOT_YET else (_t2273 := _a1972(st, L))))))))) and ((_memo7[(_t2261, 'swimming',)] if (_t2261, 'swimming',) in _memo7 else _memo7.setdefault((_t2261, 'swimming',), _a1973(st, _t2261))) == (_t2280 if _t2280 is not _NOT_YET else (_t2280 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t2279 if _t2279 is not _NOT_YET else (_t2279 := _a1974(st, L))))))))) and (not ((_memo7[(_t2261, 'burrowing',)] if (_t2261, 'burrowing',) in _memo7 else _memo7.setdefault((_t2261, 'burrowing',), _a1975(st, _t2261))) and ((_st_cvars[924 + _t2261] == _st_vars[0]) or (_st_cvars[504 + _t2261] >= (_memo6[_t2261] if _t2261 in _memo6 else _memo6.setdefault(_t2261, (1 + _a1976(st, _t2261))))))))) and (not (_memo13[_t2261] if _t2261 in _memo13 else _memo13.setdefault(_t2261, _a1977(st, _t2261)))))):
            _t2262.append(_t2261)
    return _t2262

# <rulerun evolution.rules: on before attack #959 ccb0daee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2291 = []
    for _t2290 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2290] == L[1]) or (_st_cvars[168 + _t2290] == L[1])):
            _t2291.append(_t2290)
    return _t2291

# <rulerun evolution.rules: on before attack #960 2b25471b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1961(st, L)
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
            _r = _run1962(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t2257 = L[4]
            _t2258 = len(_o) + 1
            if _t2258 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2259 = st.chooser(_t2258, _t2257)
                else:
                    _t2259 = _st_bits(_t2258.bit_length())
                    while _t2259 >= _t2258: _t2259 = _st_bits(_t2258.bit_length())
                L[6] = _o[_t2259 - 1] if _t2259 else None; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2259)
            elif _decide1965(st, L, _o, _t2257): return True
            pc = 4
        if pc == 4:
            _r = _run1966(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1967(st, L)
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
            _o = (_a1978(st, L) or [])
            fr[1] = 10
            _t2287 = L[4]
            _t2288 = len(_o)
            if not _t2288: _no_option1980(_t2287, 'mimicry: the new target')
            if _t2288 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2288 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2289 = st.chooser(_t2288, _t2287)
                else:
                    _t2289 = _st_bits(_t2288.bit_length())
                    while _t2289 >= _t2288: _t2289 = _st_bits(_t2288.bit_length())
                L[7] = _o[_t2289]; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2289)
            elif _decide1981(st, L, _o, _t2287): return True
            pc = 10
        if pc == 10:
            _r = _run1982(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1983(st, L) or [])
            fr[1] = 13
            _t2292 = L[4]
            _t2293 = len(_o)
            if not _t2293: _no_option1980(_t2292, 'tail loss: trait to drop')
            if _t2293 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2293 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2294 = st.chooser(_t2293, _t2292)
                else:
                    _t2294 = _st_bits(_t2293.bit_length())
                    while _t2294 >= _t2293: _t2294 = _st_bits(_t2293.bit_length())
                L[8] = _o[_t2294]; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2294)
            elif _decide1985(st, L, _o, _t2292): return True
            pc = 13
        if pc == 13:
            _r = _run1986(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1987(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1988(_k1989)
                fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1990[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 15
        if pc == 15:
            _r = _run1991(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1960(_k, st, _d0): raise _Runaway1959()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1992)

# <rulerun evolution.rules: on after attack #961 d5856751>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1995(st, [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1996(_k1997)
                fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1998[18](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1999)

# <rulerun evolution.rules: extinction_and_new_cards #962 4bfad64b>
def _loop(st, _t2303):
    _st_cvars = st.cvars
    _t2305 = 0
    for _t2304 in st.zones[(9 + st.model.zone_instances[st.loc[_t2303]][1])]:
        if (_st_cvars[84 + _t2304] == _t2303):
            _t2305 += (1 if ((_st_cvars[_t2304] == 'carnivorous') or (_st_cvars[_t2304] == 'high_body_weight')) else (2 if (_st_cvars[_t2304] == 'parasite') else 0))
    return _t2305

# <rulerun evolution.rules: extinction_and_new_cards #963 547a15ef>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2312 = []
    for _t2311 in st.zones[(9 + st.model.zone_instances[st.loc[_i27l0]][1])]:
        if ((_st_cvars[84 + _t2311] == _i27l0) or (_st_cvars[168 + _t2311] == _i27l0)):
            _t2312.append(_t2311)
    return _t2312

# <rulerun evolution.rules: extinction_and_new_cards #964 7ee6c899>
def _loop(st):
    for _t2326 in (_k2037 or ()):
        if (st.vars[7 + _t2326] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout ddd4d189>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo11 = st.memos[11]
    _memo12 = st.memos[12]
    _memo13 = st.memos[13]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2022)
    _t2302 = (list(_chain2023(map(_st_zones.__getitem__, _k2024))) or ())
    st.budget -= len(_t2302)
    if st.budget < 0: _spent2025(st)
    _t2301 = []
    for _t2303 in _t2302:
        if ((not ((_st_cvars[924 + _t2303] == _st_vars[0]) or (_st_cvars[504 + _t2303] >= (_memo6[_t2303] if _t2303 in _memo6 else _memo6.setdefault(_t2303, (1 + _a2026(st, _t2303))))))) or _st_cvars[588 + _t2303]):
            _t2301.append(_t2303)
    L[0] = _t2301
    _t2307 = (L[0] or [])
    st.budget -= len(_t2307)
    if st.budget < 0: _spent2025(st)
    for _t2306 in _t2307:
        L[3] = _t2306
        if _st_cvars[588 + _t2306]:
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), [_PlayerRef2028(st.model.zone_instances[_st_loc[_t2306]][1]), "'s animal ", _plain2029(_st_cvars[420 + _t2306]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), [_PlayerRef2028(st.model.zone_instances[_st_loc[_t2306]][1]), "'s animal ", _plain2029(_st_cvars[420 + _t2306]), ' starves']))
    _t2309 = (L[0] or [])
    st.budget -= len(_t2309)
    if st.budget < 0: _spent2025(st)
    for _t2308 in _t2309:
        L[6] = _t2308
        _i27l0 = _t2308
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = st.model.zone_instances[_st_loc[_i27l0]][1]
        _t2313 = (_a2031(st, _i27l0) or [])
        st.budget -= len(_t2313)
        if st.budget < 0: _spent2025(st)
        for _t2310 in _t2313:
            _i27[4] = _t2310
            _i28l0 = _t2310
            _i28 = [_i28l0, None]
            _i28[1] = st.model.zone_instances[_st_loc[_i28l0]][1]
            _st_cvars[252 + _i28l0] = False
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            _st_cvars[84 + _i28l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo14: _memo14.clear()
            _st_cvars[168 + _i28l0] = None
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _st_cvars[_i28l0] = 'no_trait'
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo12: _memo12.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
            _t2314 = _i28l0
            _t2315 = (13 + _i28[1])
            if type(_t2314) is int and _st_log is None:
                _t2316 = _st_zones[(_t2317 := _st_loc[_t2314])]
                if _t2316[-1] == _t2314: _t2316.pop()
                else: _t2316.remove(_t2314)
                _st_zones[_t2315].append(_t2314); _st_loc[_t2314] = _t2315
                _t2318 = _leaving2033[_t2317]
                if _memo12 and _t2318 & 4096: _memo12.clear()
            elif _t2314 is not None:
                _move_cards2032(st, _t2314, _t2315, False)
                if _memo12: _memo12.clear()
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            if _memo10: _memo10.clear()
            if _memo11: _memo11.clear()
            if _memo13: _memo13.clear()
            if _memo14: _memo14.clear()
        _st_cvars[504 + _i27l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i27l0] = False
        _t2319 = _i27l0
        _t2320 = (13 + _i27[1])
        if type(_t2319) is int and _st_log is None:
            _t2321 = _st_zones[(_t2322 := _st_loc[_t2319])]
            if _t2321[-1] == _t2319: _t2321.pop()
            else: _t2321.remove(_t2319)
            _st_zones[_t2320].append(_t2319); _st_loc[_t2319] = _t2320
            _t2323 = _leaving2034[_t2322]
            if _memo12 and _t2323 & 4096: _memo12.clear()
        elif _t2319 is not None:
            _move_cards2032(st, _t2319, _t2320, False)
            if _memo12: _memo12.clear()
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        if _memo10: _memo10.clear()
        if _memo11: _memo11.clear()
        if _memo13: _memo13.clear()
        if _memo14: _memo14.clear()
    if (not _st_vars[2]):
        _i29 = [None, None, None, None, None, None, None, None, None]
        for _t2324 in (_k2035 or []):
            _i29[2] = _t2324
            _st_vars[7 + _t2324] = (6 if ((not _st_zones[(5 + _t2324)]) and (not _st_zones[(1 + _t2324)])) else (1 + len(_st_zones[(5 + _t2324)])))
        for _t2325 in (_o2036[_st_vars[1]] or []):
            _i29[5] = _t2325
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), ['Cards owed to ', _PlayerRef2028(_t2325), ': ', _plain2029(_st_vars[7 + _t2325])]))
        while ((not not _st_zones[0]) and _a2038(st)):
            st.budget -= 1
            if st.budget < 0: _spent2025(st)
            for _t2328 in (_o2039[_st_vars[1]] or []):
                _i29[8] = _t2328
                if not (((_st_vars[7 + _t2328] > 0) and (not not _st_zones[0]))): continue
                _t2331 = _st_zones[0]
                _t2330 = (1 + _t2328)
                if _st_log is None and _t2331:
                    _t2329 = _t2331.pop(); _st_zones[_t2330].append(_t2329); _st_loc[_t2329] = _t2330
                elif _t2331:
                    _move_cards2032(st, _t2331[-1], _t2330, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo4: _memo4.clear()
                if _memo5: _memo5.clear()
                if _memo6: _memo6.clear()
                if _memo7: _memo7.clear()
                if _memo8: _memo8.clear()
                if _memo9: _memo9.clear()
                if _memo10: _memo10.clear()
                if _memo11: _memo11.clear()
                if _memo13: _memo13.clear()
                if _memo14: _memo14.clear()
                _st_vars[7 + _t2328] = (_t2332 if -1000000000000000000 <= (_t2332 := _st_vars[7 + _t2328] - 1) <= 1000000000000000000 else _beyond2040(_t2332))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), ['The deck has run out: the next turn is the last']))
    for _t2333 in (list(_chain2041(map(_st_zones.__getitem__, _k2042))) or []):
        L[9] = _t2333
        _st_cvars[504 + _t2333] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout 8592945e>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2003(_k2004)
    st.budget -= 1
    if st.budget < 0: _spent2005(st)
    _st_vars[0] = (_t2295 if -1000000000000000000 <= (_t2295 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2006(_t2295))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_vars[2] = (not _st_zones[0])
    if _memo8: _memo8.clear()
    if _st_vars[2]:
        if _st_log is not None: _st_log.append(_Text2010(_audience2007(st), ['Turn ', _plain2008(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef2009(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text2010(_audience2007(st), ['Turn ', _plain2008(_st_vars[0]), ': ', _PlayerRef2009(_st_vars[1]), ' is the first player; ', _plain2008(len(_st_zones[0])), ' cards in the deck']))
    _i25 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k2011)
    _i25[0] = []
    while (len((_i25[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent2005(st)
        for _t2296 in (_o2012[_st_vars[1]] or []):
            _i25[3] = _t2296
            if not ((not (_t2296 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2296)]):
                if _st_log is not None: _st_log.append(_Text2010(_audience2007(st), [_PlayerRef2009(_t2296), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2296])
                if len(_i25[0]) > 1000000: _too_long2013(_i25[0])
            else:
                _t2297 = _st_zones[(1 + _t2296)]
                _t2298 = _t2296
                _t2299 = len(_t2297) + 1
                if _t2299 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2300 = st.chooser(_t2299, _t2298)
                    else:
                        _t2300 = _st_bits(_t2299.bit_length())
                        while _t2300 >= _t2299: _t2300 = _st_bits(_t2299.bit_length())
                    _i25[4] = _t2297[_t2300 - 1] if _t2300 else None; st.decisions += 1
                elif _decide2016(st, _i25, _t2297[:], _t2298): raise _PlayoutCut2014()
                if (_i25[4] is None):
                    _i25[0] = _joined2017(_i25[0], [_t2296])
                else:
                    if _p2018(st, [_t2296, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k2019)
    _st_vars[3] = ((_roll2020(st, 1, 6) + 2) if (4 == 2) else (_roll2020(st, 2, 6) if (4 == 3) else ((_roll2020(st, 2, 6) + 2) if (4 == 4) else ((_roll2020(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll2020(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll2020(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll2020(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2010(_audience2007(st), [_PlayerRef2009(_st_vars[1]), ' rolls the food base: ', _plain2008(_st_vars[3]), ' red tokens']))
    if _p2021(st, [], _d + 1) == 3: return 3
    if _p2044(st, _k2043[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #967 ba67829d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2002(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p2045(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit2046(_k2047)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2048[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit2001(_k, st, _d0): raise _Runaway2000()
                continue
        if pc == 3:
            _r = _run2049(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2050(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2051)

# <rulerun evolution.rules: play #968 526c3fc1>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2335 = 0
    for _t2334 in st.zones[(9 + p)]:
        _t2335 += (1 + (1 if ((_st_cvars[_t2334] == 'carnivorous') or (_st_cvars[_t2334] == 'high_body_weight')) else (2 if (_st_cvars[_t2334] == 'parasite') else 0)))
    return _t2335

# <rulerun evolution.rules: rank #969 255534bb>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2052(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 e35295c6>
def _loop(st, _t2337):
    _st_cvars = st.cvars
    _t2340 = 0
    for _t2339 in st.zones[(9 + st.model.zone_instances[st.loc[_t2337]][1])]:
        if (_st_cvars[84 + _t2339] == _t2337):
            _t2340 += (1 + (1 if ((_st_cvars[_t2339] == 'carnivorous') or (_st_cvars[_t2339] == 'high_body_weight')) else (2 if (_st_cvars[_t2339] == 'parasite') else 0)))
    return _t2340

# <rulerun evolution.rules: play #971 b38e9899>
def _loop(st, _t2337):
    _st_cvars = st.cvars
    _t2342 = 0
    for _t2341 in st.zones[(9 + st.model.zone_instances[st.loc[_t2337]][1])]:
        if (_st_cvars[84 + _t2341] == _t2337):
            _t2342 += (1 if ((_st_cvars[_t2341] == 'carnivorous') or (_st_cvars[_t2341] == 'high_body_weight')) else (2 if (_st_cvars[_t2341] == 'parasite') else 0))
    return _t2342

# <rulerun evolution.rules: play #972 69564a8d>
def _loop(st, _t2337):
    _st_cvars = st.cvars
    _t2344 = 0
    for _t2343 in st.zones[(9 + st.model.zone_instances[st.loc[_t2337]][1])]:
        if (_st_cvars[84 + _t2343] == _t2337):
            _t2344 += (1 + (1 if ((_st_cvars[_t2343] == 'carnivorous') or (_st_cvars[_t2343] == 'high_body_weight')) else (2 if (_st_cvars[_t2343] == 'parasite') else 0)))
    return _t2344

# <rulerun evolution.rules: play #973 f17369a9>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2336 = st.zones[(5 + p)]
    st.budget -= len(_t2336)
    if st.budget < 0: _spent2053(st)
    _t2338 = 0
    for _t2337 in _t2336:
        _t2338 += (0 if _st_cvars[588 + _t2337] else ((2 * (2 + _a2054(st, _t2337))) if ((_st_cvars[924 + _t2337] == _st_vars[0]) or (_st_cvars[504 + _t2337] >= (1 + _a2055(st, _t2337)))) else (2 + _a2056(st, _t2337))))
    return _t2338

# <rulerun evolution.rules: rank #974 38da12a6>
def _native(st, p):
    return (_a2057(st, p), len(st.zones[(13 + p)]), )

