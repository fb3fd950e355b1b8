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

# <rulerun evolution.rules: play_card #15 cd5abf75>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t75 = (list(_chain73(map(st.zones.__getitem__, _k74))) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent75(st)
    for _t76 in _t75:
        if ((st.model.zone_instances[_st_loc[_t76]][1] != _l0) and (not (_t80 if (_t80 := _memo7.get((_t76, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t76, 'parasite',), _a76(st, _t76))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 0fcc7470>
def _loop(st, _t74, _t83, _t87):
    _st_cvars = st.cvars
    for _t88 in st.zones[(9 + st.model.zone_instances[st.loc[_t83]][1])]:
        if ((_st_cvars[_t88] == _t74) and (((_st_cvars[84 + _t88] == _t83) and (_st_cvars[168 + _t88] == _t87)) or ((_st_cvars[84 + _t88] == _t87) and (_st_cvars[168 + _t88] == _t83)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 bf3327f3>
def _loop(st, L, _t74):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t82 = _st_zones[(5 + _l0)]
    st.budget -= len(_t82)
    if st.budget < 0: _spent78(st)
    for _t83 in _t82:
        _t86 = _st_zones[(5 + _l0)]
        st.budget -= len(_t86)
        if st.budget < 0: _spent78(st)
        _t85 = False
        for _t87 in _t86:
            if (_t90 if (_t90 := _memo9.get((_t83, _t87, _t74,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t83, _t87, _t74,), ((_t83 != _t87) and (not _a79(st, _t74, _t83, _t87))))):
                _t85 = True
                break
        if _t85:
            return True
    return False

# <rulerun evolution.rules: play_card #18 a4c411c3>
def _loop(st, _t74, _t92):
    _st_cvars = st.cvars
    for _t94 in st.zones[(9 + st.model.zone_instances[st.loc[_t92]][1])]:
        if ((_st_cvars[84 + _t94] == _t92) and (_st_cvars[_t94] == _t74)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 fe02f803>
def _loop(st, _t92):
    _st_cvars = st.cvars
    for _t97 in st.zones[(9 + st.model.zone_instances[st.loc[_t92]][1])]:
        if ((_st_cvars[84 + _t97] == _t92) and (_st_cvars[_t97] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 c095744d>
def _loop(st, _t92):
    _st_cvars = st.cvars
    for _t100 in st.zones[(9 + st.model.zone_instances[st.loc[_t92]][1])]:
        if ((_st_cvars[84 + _t100] == _t92) and (_st_cvars[_t100] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 59a26086>
def _loop(st, L, _t74):
    _memo7 = st.memos[7]
    _t91 = st.zones[(5 + L[0])]
    st.budget -= len(_t91)
    if st.budget < 0: _spent81(st)
    for _t92 in _t91:
        if ((((_t74 == 'fat_tissue') or (not (_t96 if (_t96 := _memo7.get((_t92, _t74,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, _t74,), _a82(st, _t74, _t92))))) and (not ((_t74 == 'scavenger') and (_t99 if (_t99 := _memo7.get((_t92, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, 'carnivorous',), _a83(st, _t92)))))) and (not ((_t74 == 'carnivorous') and (_t102 if (_t102 := _memo7.get((_t92, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, 'scavenger',), _a84(st, _t92)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 b1cce07e>
def _loop(st, _t114):
    _st_cvars = st.cvars
    for _t116 in st.zones[(9 + st.model.zone_instances[st.loc[_t114]][1])]:
        if ((_st_cvars[84 + _t116] == _t114) and (_st_cvars[_t116] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 290c6d79>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t113 = (list(_chain97(map(st.zones.__getitem__, _k98))) or ())
    st.budget -= len(_t113)
    if st.budget < 0: _spent99(st)
    _t115 = []
    for _t114 in _t113:
        if ((st.model.zone_instances[_st_loc[_t114]][1] != _l0) and (not (_t118 if (_t118 := _memo7.get((_t114, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t114, 'parasite',), _a100(st, _t114))))):
            _t115.append(_t114)
    return _t115

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 238e8cc1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t120 = []
    for _t119 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t119] == L[4]) or (_st_cvars[168 + _t119] == L[4])):
            _t120.append(_st_cvars[_t119])
    return _t120

# <rulerun evolution.rules: play_card #27 5e93d0c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t122 = []
    for _t121 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t121] == L[4]) or (_st_cvars[168 + _t121] == L[4])):
            _t122.append(_t121)
    return _t122

# <rulerun evolution.rules: play_card #28 d40ba8bc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t124 = 0
    for _t123 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t123] == L[4]):
            _t124 += (1 if ((_st_cvars[_t123] == 'carnivorous') or (_st_cvars[_t123] == 'high_body_weight')) else (2 if (_st_cvars[_t123] == 'parasite') else 0))
    return _t124

# <rulerun evolution.rules: play_card #29 4e5b6d88>
def _loop(st, L):
    _st_cvars = st.cvars
    _t126 = 0
    for _t125 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t125] == L[4]) and (_st_cvars[_t125] == 'fat_tissue')) and _st_cvars[252 + _t125]):
            _t126 += 1
    return _t126

# <rulerun evolution.rules: play_card #30 23c382fb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t128 = 0
    for _t127 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t127] == L[4]) and (_st_cvars[_t127] == 'fat_tissue')):
            _t128 += 1
    return _t128

# <rulerun evolution.rules: play_card #31 2b6a4814>
def _loop(st, L):
    _st_cvars = st.cvars
    _t130 = 0
    for _t129 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t129] == L[4]) and (_st_cvars[_t129] == 'fat_tissue')):
            _t130 += 1
    return _t130

# <rulerun evolution.rules: play_card #32 1b172984>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain102(_text103(((((('animal ' + _plain102(_st_cvars[420 + L[4]]) + ' of ' + _player_text104(st.model.zone_instances[st.loc[L[4]]][1])) + (_text103(' ' + _plain102(_a105(st, L))) if (not not (_a106(st, L) or ())) else '')) + (' food ' + _plain102(_st_cvars[504 + L[4]]) + '/' + _plain102((1 + _a107(st, L))))) + ((' fat ' + _plain102(_a108(st, L)) + '/' + _plain102(_a109(st, L))) if (_a110(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 7e2499b2>
def _loop(st, L, _t139, _t143):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t144 in st.zones[(9 + st.model.zone_instances[st.loc[_t139]][1])]:
        if ((_st_cvars[_t144] == _l3) and (((_st_cvars[84 + _t144] == _t139) and (_st_cvars[168 + _t144] == _t143)) or ((_st_cvars[84 + _t144] == _t143) and (_st_cvars[168 + _t144] == _t139)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 edda18ee>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t138 = _st_zones[(5 + _l0)]
    st.budget -= len(_t138)
    if st.budget < 0: _spent113(st)
    _t140 = []
    for _t139 in _t138:
        _t142 = _st_zones[(5 + _l0)]
        st.budget -= len(_t142)
        if st.budget < 0: _spent113(st)
        _t141 = False
        for _t143 in _t142:
            if (_t146 if (_t146 := _memo9.get((_t139, _t143, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t139, _t143, _l3,), ((_t139 != _t143) and (not _a114(st, L, _t139, _t143))))):
                _t141 = True
                break
        if _t141:
            _t140.append(_t139)
    return _t140

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 d59902d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t148 = []
    for _t147 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t147] == L[5]) or (_st_cvars[168 + _t147] == L[5])):
            _t148.append(_st_cvars[_t147])
    return _t148

# <rulerun evolution.rules: play_card #37 1b808d8c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t150 = []
    for _t149 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t149] == L[5]) or (_st_cvars[168 + _t149] == L[5])):
            _t150.append(_t149)
    return _t150

# <rulerun evolution.rules: play_card #38 b005694f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t152 = 0
    for _t151 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t151] == L[5]):
            _t152 += (1 if ((_st_cvars[_t151] == 'carnivorous') or (_st_cvars[_t151] == 'high_body_weight')) else (2 if (_st_cvars[_t151] == 'parasite') else 0))
    return _t152

# <rulerun evolution.rules: play_card #39 1a2f200b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t154 = 0
    for _t153 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t153] == L[5]) and (_st_cvars[_t153] == 'fat_tissue')) and _st_cvars[252 + _t153]):
            _t154 += 1
    return _t154

# <rulerun evolution.rules: play_card #40 a4681ea3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t156 = 0
    for _t155 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t155] == L[5]) and (_st_cvars[_t155] == 'fat_tissue')):
            _t156 += 1
    return _t156

# <rulerun evolution.rules: play_card #41 2abd5dc3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t158 = 0
    for _t157 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t157] == L[5]) and (_st_cvars[_t157] == 'fat_tissue')):
            _t158 += 1
    return _t158

# <rulerun evolution.rules: play_card #42 487f534e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain116(_text117(((((('animal ' + _plain116(_st_cvars[420 + L[5]]) + ' of ' + _player_text118(st.model.zone_instances[st.loc[L[5]]][1])) + (_text117(' ' + _plain116(_a119(st, L))) if (not not (_a120(st, L) or ())) else '')) + (' food ' + _plain116(_st_cvars[504 + L[5]]) + '/' + _plain116((1 + _a121(st, L))))) + ((' fat ' + _plain116(_a122(st, L)) + '/' + _plain116(_a123(st, L))) if (_a124(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 856f8c44>
def _loop(st, L, _t164):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t166 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t166] == _l3) and (((_st_cvars[84 + _t166] == _l5) and (_st_cvars[168 + _t166] == _t164)) or ((_st_cvars[84 + _t166] == _t164) and (_st_cvars[168 + _t166] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 2d5b7dd2>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t163 = st.zones[(5 + L[0])]
    st.budget -= len(_t163)
    if st.budget < 0: _spent127(st)
    _t165 = []
    for _t164 in _t163:
        if (_t168 if (_t168 := _memo9.get((_l5, _t164, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t164, _l3,), ((_l5 != _t164) and (not _a128(st, L, _t164))))):
            _t165.append(_t164)
    return _t165

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 dfac4d1f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t170 = []
    for _t169 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t169] == L[6]) or (_st_cvars[168 + _t169] == L[6])):
            _t170.append(_st_cvars[_t169])
    return _t170

# <rulerun evolution.rules: play_card #47 63c43b50>
def _loop(st, L):
    _st_cvars = st.cvars
    _t172 = []
    for _t171 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t171] == L[6]) or (_st_cvars[168 + _t171] == L[6])):
            _t172.append(_t171)
    return _t172

# <rulerun evolution.rules: play_card #48 e38700b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t174 = 0
    for _t173 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t173] == L[6]):
            _t174 += (1 if ((_st_cvars[_t173] == 'carnivorous') or (_st_cvars[_t173] == 'high_body_weight')) else (2 if (_st_cvars[_t173] == 'parasite') else 0))
    return _t174

# <rulerun evolution.rules: play_card #49 c54c1e8f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t176 = 0
    for _t175 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t175] == L[6]) and (_st_cvars[_t175] == 'fat_tissue')) and _st_cvars[252 + _t175]):
            _t176 += 1
    return _t176

# <rulerun evolution.rules: play_card #50 c5bcc06d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t178 = 0
    for _t177 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t177] == L[6]) and (_st_cvars[_t177] == 'fat_tissue')):
            _t178 += 1
    return _t178

# <rulerun evolution.rules: play_card #51 da867db0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t180 = 0
    for _t179 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t179] == L[6]) and (_st_cvars[_t179] == 'fat_tissue')):
            _t180 += 1
    return _t180

# <rulerun evolution.rules: play_card #52 ce639a93>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain130(_text131(((((('animal ' + _plain130(_st_cvars[420 + L[6]]) + ' of ' + _player_text132(st.model.zone_instances[st.loc[L[6]]][1])) + (_text131(' ' + _plain130(_a133(st, L))) if (not not (_a134(st, L) or ())) else '')) + (' food ' + _plain130(_st_cvars[504 + L[6]]) + '/' + _plain130((1 + _a135(st, L))))) + ((' fat ' + _plain130(_a136(st, L)) + '/' + _plain130(_a137(st, L))) if (_a138(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 404e416e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t186 = []
    for _t185 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t185] == L[7]) or (_st_cvars[168 + _t185] == L[7])):
            _t186.append(_st_cvars[_t185])
    return _t186

# <rulerun evolution.rules: play_card #55 4be8b140>
def _loop(st, L):
    _st_cvars = st.cvars
    _t188 = []
    for _t187 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t187] == L[7]) or (_st_cvars[168 + _t187] == L[7])):
            _t188.append(_t187)
    return _t188

# <rulerun evolution.rules: play_card #56 e1da273a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t190 = 0
    for _t189 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t189] == L[7]):
            _t190 += (1 if ((_st_cvars[_t189] == 'carnivorous') or (_st_cvars[_t189] == 'high_body_weight')) else (2 if (_st_cvars[_t189] == 'parasite') else 0))
    return _t190

# <rulerun evolution.rules: play_card #57 633613ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t192 = 0
    for _t191 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t191] == L[7]) and (_st_cvars[_t191] == 'fat_tissue')) and _st_cvars[252 + _t191]):
            _t192 += 1
    return _t192

# <rulerun evolution.rules: play_card #58 6fbdfb6d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t194 = 0
    for _t193 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t193] == L[7]) and (_st_cvars[_t193] == 'fat_tissue')):
            _t194 += 1
    return _t194

# <rulerun evolution.rules: play_card #59 0c10e044>
def _loop(st, L):
    _st_cvars = st.cvars
    _t196 = 0
    for _t195 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t195] == L[7]) and (_st_cvars[_t195] == 'fat_tissue')):
            _t196 += 1
    return _t196

# <rulerun evolution.rules: play_card #60 46c8530f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain141(_text142(((((('animal ' + _plain141(_st_cvars[420 + L[7]]) + ' of ' + _player_text143(st.model.zone_instances[st.loc[L[7]]][1])) + (_text142(' ' + _plain141(_a144(st, L))) if (not not (_a145(st, L) or ())) else '')) + (' food ' + _plain141(_st_cvars[504 + L[7]]) + '/' + _plain141((1 + _a146(st, L))))) + ((' fat ' + _plain141(_a147(st, L)) + '/' + _plain141(_a148(st, L))) if (_a149(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 8f06d5b8>
def _loop(st, L, _t208):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t210 in st.zones[(9 + st.model.zone_instances[st.loc[_t208]][1])]:
        if ((_st_cvars[84 + _t210] == _t208) and (_st_cvars[_t210] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 a4fbbbd2>
def _loop(st, _t208):
    _st_cvars = st.cvars
    for _t213 in st.zones[(9 + st.model.zone_instances[st.loc[_t208]][1])]:
        if ((_st_cvars[84 + _t213] == _t208) and (_st_cvars[_t213] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 64bf9293>
def _loop(st, _t208):
    _st_cvars = st.cvars
    for _t216 in st.zones[(9 + st.model.zone_instances[st.loc[_t208]][1])]:
        if ((_st_cvars[84 + _t216] == _t208) and (_st_cvars[_t216] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 58a02ab7>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t207 = st.zones[(5 + L[0])]
    st.budget -= len(_t207)
    if st.budget < 0: _spent152(st)
    _t209 = []
    for _t208 in _t207:
        if ((((_l3 == 'fat_tissue') or (not (_t212 if (_t212 := _memo7.get((_t208, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, _l3,), _a153(st, L, _t208))))) and (not ((_l3 == 'scavenger') and (_t215 if (_t215 := _memo7.get((_t208, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, 'carnivorous',), _a154(st, _t208)))))) and (not ((_l3 == 'carnivorous') and (_t218 if (_t218 := _memo7.get((_t208, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, 'scavenger',), _a155(st, _t208)))))):
            _t209.append(_t208)
    return _t209

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 2dc04325>
def _loop(st, L):
    _st_cvars = st.cvars
    _t220 = []
    for _t219 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t219] == L[8]) or (_st_cvars[168 + _t219] == L[8])):
            _t220.append(_st_cvars[_t219])
    return _t220

# <rulerun evolution.rules: play_card #67 d7323e24>
def _loop(st, L):
    _st_cvars = st.cvars
    _t222 = []
    for _t221 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t221] == L[8]) or (_st_cvars[168 + _t221] == L[8])):
            _t222.append(_t221)
    return _t222

# <rulerun evolution.rules: play_card #68 dc51a1c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t224 = 0
    for _t223 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t223] == L[8]):
            _t224 += (1 if ((_st_cvars[_t223] == 'carnivorous') or (_st_cvars[_t223] == 'high_body_weight')) else (2 if (_st_cvars[_t223] == 'parasite') else 0))
    return _t224

# <rulerun evolution.rules: play_card #69 3a8308ee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t226 = 0
    for _t225 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t225] == L[8]) and (_st_cvars[_t225] == 'fat_tissue')) and _st_cvars[252 + _t225]):
            _t226 += 1
    return _t226

# <rulerun evolution.rules: play_card #70 d4361dd2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t228 = 0
    for _t227 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t227] == L[8]) and (_st_cvars[_t227] == 'fat_tissue')):
            _t228 += 1
    return _t228

# <rulerun evolution.rules: play_card #71 73f58647>
def _loop(st, L):
    _st_cvars = st.cvars
    _t230 = 0
    for _t229 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t229] == L[8]) and (_st_cvars[_t229] == 'fat_tissue')):
            _t230 += 1
    return _t230

# <rulerun evolution.rules: play_card #72 10cc68f3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain157(_text158(((((('animal ' + _plain157(_st_cvars[420 + L[8]]) + ' of ' + _player_text159(st.model.zone_instances[st.loc[L[8]]][1])) + (_text158(' ' + _plain157(_a160(st, L))) if (not not (_a161(st, L) or ())) else '')) + (' food ' + _plain157(_st_cvars[504 + L[8]]) + '/' + _plain157((1 + _a162(st, L))))) + ((' fat ' + _plain157(_a163(st, L)) + '/' + _plain157(_a164(st, L))) if (_a165(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 5f14e18a>
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
    _t81 = _NOT_YET
    _t72 = []
    for _t74 in _t73:
        if ((_t74 != 'no_trait') and (_t103 if (_t103 := _memo11.get((_l0, _t74,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t74,), ((_t81 if _t81 is not _NOT_YET else (_t81 := _a77(st, L))) if (_t74 == 'parasite') else (_a80(st, L, _t74) if (((_t74 == 'symbiosis') or (_t74 == 'communication')) or (_t74 == 'cooperation')) else _a85(st, L, _t74)))))):
            _t72.append(_t74)
    L[2] = _joined86(['animal'], _t72)
    _t104 = (L[2] or [])
    _t105 = _l0
    _t106 = len(_t104)
    if not _t106: _no_option89(_t105, 'play it as')
    if _t106 <= 1 and _st_log is None:
        L[3] = _t104[0] if _t106 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t107 = st.chooser(_t106, _t105)
        else:
            _t107 = _st_bits(_t106.bit_length())
            while _t107 >= _t106: _t107 = _st_bits(_t106.bit_length())
        L[3] = _t104[_t107]; st.decisions += 1
    elif _decide90(st, L, _t104, _t105): raise _PlayoutCut87()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t108 if -1000000000000000000 <= (_t108 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond91(_t108))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t109 = _l1
        _t110 = (5 + _l0)
        if type(_t109) is int and _st_log is None:
            _t111 = _st_zones[_st_loc[_t109]]
            if _t111[-1] == _t109: _t111.pop()
            else: _t111.remove(_t109)
            _st_zones[_t110].append(_t109); _st_loc[_t109] = _t110
        elif _t109 is not None:
            _move_cards92(st, _t109, _t110, False)
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
        _t112 = (_a101(st, L) or [])
        _t131 = _l0
        _t132 = len(_t112)
        if not _t132: _no_option89(_t131, 'animal to put the parasite on')
        if _t132 <= 1 and _st_log is None:
            L[4] = _t112[0] if _t132 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t133 = st.chooser(_t132, _t131)
            else:
                _t133 = _st_bits(_t132.bit_length())
                while _t133 >= _t132: _t133 = _st_bits(_t132.bit_length())
            L[4] = _t112[_t133]; st.decisions += 1
        elif _decide112(st, L, _t112, _t131): raise _PlayoutCut87()
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
        _t134 = _l1
        _t135 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t134) is int and _st_log is None:
            _t136 = _st_zones[_st_loc[_t134]]
            if _t136[-1] == _t134: _t136.pop()
            else: _t136.remove(_t134)
            _st_zones[_t135].append(_t134); _st_loc[_t134] = _t135
        elif _t134 is not None:
            _move_cards92(st, _t134, _t135, False)
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
        _t137 = (_a115(st, L) or [])
        _t159 = _l0
        _t160 = len(_t137)
        if not _t160: _no_option89(_t159, 'first animal of the pair')
        if _t160 <= 1 and _st_log is None:
            L[5] = _t137[0] if _t160 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t161 = st.chooser(_t160, _t159)
            else:
                _t161 = _st_bits(_t160.bit_length())
                while _t161 >= _t160: _t161 = _st_bits(_t160.bit_length())
            L[5] = _t137[_t161]; st.decisions += 1
        elif _decide126(st, L, _t137, _t159): raise _PlayoutCut87()
        _t162 = (_a129(st, L) or [])
        _t181 = _l0
        _t182 = len(_t162)
        if not _t182: _no_option89(_t181, 'second animal of the pair')
        if _t182 <= 1 and _st_log is None:
            L[6] = _t162[0] if _t182 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t183 = st.chooser(_t182, _t181)
            else:
                _t183 = _st_bits(_t182.bit_length())
                while _t183 >= _t182: _t183 = _st_bits(_t182.bit_length())
            L[6] = _t162[_t183]; st.decisions += 1
        elif _decide140(st, L, _t162, _t181): raise _PlayoutCut87()
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
            _t184 = [L[5], L[6]]
            _t197 = _l0
            _t198 = len(_t184)
            if not _t198: _no_option89(_t197, 'the symbiont')
            if _t198 <= 1 and _st_log is None:
                L[7] = _t184[0] if _t198 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t199 = st.chooser(_t198, _t197)
                else:
                    _t199 = _st_bits(_t198.bit_length())
                    while _t199 >= _t198: _t199 = _st_bits(_t198.bit_length())
                L[7] = _t184[_t199]; st.decisions += 1
            elif _decide151(st, L, _t184, _t197): raise _PlayoutCut87()
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
            _t200 = _l1
            _t201 = (9 + _l0)
            if type(_t200) is int and _st_log is None:
                _t202 = _st_zones[_st_loc[_t200]]
                if _t202[-1] == _t200: _t202.pop()
                else: _t202.remove(_t200)
                _st_zones[_t201].append(_t200); _st_loc[_t200] = _t201
            elif _t200 is not None:
                _move_cards92(st, _t200, _t201, False)
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
            _t203 = _l1
            _t204 = (9 + _l0)
            if type(_t203) is int and _st_log is None:
                _t205 = _st_zones[_st_loc[_t203]]
                if _t205[-1] == _t203: _t205.pop()
                else: _t205.remove(_t203)
                _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
            elif _t203 is not None:
                _move_cards92(st, _t203, _t204, False)
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
        _t206 = (_a156(st, L) or [])
        _t231 = _l0
        _t232 = len(_t206)
        if not _t232: _no_option89(_t231, 'animal to give it to')
        if _t232 <= 1 and _st_log is None:
            L[8] = _t206[0] if _t232 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t233 = st.chooser(_t232, _t231)
            else:
                _t233 = _st_bits(_t232.bit_length())
                while _t233 >= _t232: _t233 = _st_bits(_t232.bit_length())
            L[8] = _t206[_t233]; st.decisions += 1
        elif _decide167(st, L, _t206, _t231): raise _PlayoutCut87()
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
        _t234 = _l1
        _t235 = (9 + _l0)
        if type(_t234) is int and _st_log is None:
            _t236 = _st_zones[_st_loc[_t234]]
            if _t236[-1] == _t234: _t236.pop()
            else: _t236.remove(_t234)
            _st_zones[_t235].append(_t234); _st_loc[_t234] = _t235
        elif _t234 is not None:
            _move_cards92(st, _t234, _t235, False)
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

# <rulerun evolution.rules: play_card #83 2085648c>
def _loop(st, _t241):
    _st_cvars = st.cvars
    for _t243 in st.zones[(9 + st.model.zone_instances[st.loc[_t241]][1])]:
        if ((_st_cvars[84 + _t243] == _t241) and (_st_cvars[_t243] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 3e8802a1>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t240 = (list(_chain173(map(st.zones.__getitem__, _k174))) or ())
    st.budget -= len(_t240)
    if st.budget < 0: _spent175(st)
    for _t241 in _t240:
        if ((st.model.zone_instances[_st_loc[_t241]][1] != _l0) and (not (_t245 if (_t245 := _memo7.get((_t241, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t241, 'parasite',), _a176(st, _t241))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 1abc9ce6>
def _loop(st, _t239, _t248, _t252):
    _st_cvars = st.cvars
    for _t253 in st.zones[(9 + st.model.zone_instances[st.loc[_t248]][1])]:
        if ((_st_cvars[_t253] == _t239) and (((_st_cvars[84 + _t253] == _t248) and (_st_cvars[168 + _t253] == _t252)) or ((_st_cvars[84 + _t253] == _t252) and (_st_cvars[168 + _t253] == _t248)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 c6efb109>
def _loop(st, L, _t239):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t247 = _st_zones[(5 + _l0)]
    st.budget -= len(_t247)
    if st.budget < 0: _spent178(st)
    for _t248 in _t247:
        _t251 = _st_zones[(5 + _l0)]
        st.budget -= len(_t251)
        if st.budget < 0: _spent178(st)
        _t250 = False
        for _t252 in _t251:
            if (_t255 if (_t255 := _memo9.get((_t248, _t252, _t239,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t248, _t252, _t239,), ((_t248 != _t252) and (not _a179(st, _t239, _t248, _t252))))):
                _t250 = True
                break
        if _t250:
            return True
    return False

# <rulerun evolution.rules: play_card #87 48f74f2a>
def _loop(st, _t239, _t257):
    _st_cvars = st.cvars
    for _t259 in st.zones[(9 + st.model.zone_instances[st.loc[_t257]][1])]:
        if ((_st_cvars[84 + _t259] == _t257) and (_st_cvars[_t259] == _t239)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 5ec50363>
def _loop(st, _t257):
    _st_cvars = st.cvars
    for _t262 in st.zones[(9 + st.model.zone_instances[st.loc[_t257]][1])]:
        if ((_st_cvars[84 + _t262] == _t257) and (_st_cvars[_t262] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 1e087ba1>
def _loop(st, _t257):
    _st_cvars = st.cvars
    for _t265 in st.zones[(9 + st.model.zone_instances[st.loc[_t257]][1])]:
        if ((_st_cvars[84 + _t265] == _t257) and (_st_cvars[_t265] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 3071dbcd>
def _loop(st, L, _t239):
    _memo7 = st.memos[7]
    _t256 = st.zones[(5 + L[0])]
    st.budget -= len(_t256)
    if st.budget < 0: _spent181(st)
    for _t257 in _t256:
        if ((((_t239 == 'fat_tissue') or (not (_t261 if (_t261 := _memo7.get((_t257, _t239,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, _t239,), _a182(st, _t239, _t257))))) and (not ((_t239 == 'scavenger') and (_t264 if (_t264 := _memo7.get((_t257, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, 'carnivorous',), _a183(st, _t257)))))) and (not ((_t239 == 'carnivorous') and (_t267 if (_t267 := _memo7.get((_t257, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, 'scavenger',), _a184(st, _t257)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 e5a13274>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t238 = ([_c170[_l1], _c171[_l1]] or ())
    st.budget -= len(_t238)
    if st.budget < 0: _spent172(st)
    _t246 = _NOT_YET
    _t237 = []
    for _t239 in _t238:
        if ((_t239 != 'no_trait') and (_t268 if (_t268 := _memo11.get((_l0, _t239,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t239,), ((_t246 if _t246 is not _NOT_YET else (_t246 := _a177(st, L))) if (_t239 == 'parasite') else (_a180(st, L, _t239) if (((_t239 == 'symbiosis') or (_t239 == 'communication')) or (_t239 == 'cooperation')) else _a185(st, L, _t239)))))):
            _t237.append(_t239)
    L[2] = _joined186(['animal'], _t237)

# <rulerun evolution.rules: play_card #92 34cc1250>
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
        _st_vars[11] = (_t269 if -1000000000000000000 <= (_t269 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond187(_t269))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t270 = _l1
        _t271 = (5 + _l0)
        if type(_t270) is int and _st_log is None:
            _t272 = _st_zones[_st_loc[_t270]]
            if _t272[-1] == _t270: _t272.pop()
            else: _t272.remove(_t270)
            _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
        elif _t270 is not None:
            _move_cards188(st, _t270, _t271, False)
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

# <rulerun evolution.rules: play_card #93 04c765ba>
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
    _t273 = _l1
    _t274 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t273) is int and _st_log is None:
        _t275 = _st_zones[_st_loc[_t273]]
        if _t275[-1] == _t273: _t275.pop()
        else: _t275.remove(_t273)
        _st_zones[_t274].append(_t273); _st_loc[_t273] = _t274
    elif _t273 is not None:
        _move_cards193(st, _t273, _t274, False)
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

# <rulerun evolution.rules: play_card #95 216fec95>
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
    _t276 = _l1
    _t277 = (9 + _l0)
    if type(_t276) is int and _st_log is None:
        _t278 = _st_zones[_st_loc[_t276]]
        if _t278[-1] == _t276: _t278.pop()
        else: _t278.remove(_t276)
        _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
    elif _t276 is not None:
        _move_cards198(st, _t276, _t277, False)
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

# <rulerun evolution.rules: play_card #96 19332772>
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
    _t279 = L[1]
    _t280 = (9 + _l0)
    if type(_t279) is int and _st_log is None:
        _t281 = _st_zones[_st_loc[_t279]]
        if _t281[-1] == _t279: _t281.pop()
        else: _t281.remove(_t279)
        _st_zones[_t280].append(_t279); _st_loc[_t279] = _t280
    elif _t279 is not None:
        _move_cards203(st, _t279, _t280, False)
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

# <rulerun evolution.rules: play_card #97 715fbe62>
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
    _t282 = _l1
    _t283 = (9 + _l0)
    if type(_t282) is int and _st_log is None:
        _t284 = _st_zones[_st_loc[_t282]]
        if _t284[-1] == _t282: _t284.pop()
        else: _t284.remove(_t282)
        _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
    elif _t282 is not None:
        _move_cards208(st, _t282, _t283, False)
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

# <rulerun evolution.rules: play_card #98 064f1d42>
def _loop(st, _t287):
    _st_cvars = st.cvars
    for _t289 in st.zones[(9 + st.model.zone_instances[st.loc[_t287]][1])]:
        if ((_st_cvars[84 + _t289] == _t287) and (_st_cvars[_t289] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 cc6d88a9>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t286 = (list(_chain213(map(st.zones.__getitem__, _k214))) or ())
    st.budget -= len(_t286)
    if st.budget < 0: _spent215(st)
    _t288 = []
    for _t287 in _t286:
        if ((st.model.zone_instances[_st_loc[_t287]][1] != _l0) and (not (_t291 if (_t291 := _memo7.get((_t287, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t287, 'parasite',), _a216(st, _t287))))):
            _t288.append(_t287)
    return _t288

# <rulerun evolution.rules: play_card #100 a5787815>
def _loop(st, L, _t300, _t304):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t305 in st.zones[(9 + st.model.zone_instances[st.loc[_t300]][1])]:
        if ((_st_cvars[_t305] == _l3) and (((_st_cvars[84 + _t305] == _t300) and (_st_cvars[168 + _t305] == _t304)) or ((_st_cvars[84 + _t305] == _t304) and (_st_cvars[168 + _t305] == _t300)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 e94e37a5>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t299 = _st_zones[(5 + _l0)]
    st.budget -= len(_t299)
    if st.budget < 0: _spent227(st)
    _t301 = []
    for _t300 in _t299:
        _t303 = _st_zones[(5 + _l0)]
        st.budget -= len(_t303)
        if st.budget < 0: _spent227(st)
        _t302 = False
        for _t304 in _t303:
            if (_t307 if (_t307 := _memo9.get((_t300, _t304, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t300, _t304, _l3,), ((_t300 != _t304) and (not _a228(st, L, _t300, _t304))))):
                _t302 = True
                break
        if _t302:
            _t301.append(_t300)
    return _t301

# <rulerun evolution.rules: play_card #102 1e0d1c0d>
def _loop(st, L, _t313):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t315 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t315] == _l3) and (((_st_cvars[84 + _t315] == _l5) and (_st_cvars[168 + _t315] == _t313)) or ((_st_cvars[84 + _t315] == _t313) and (_st_cvars[168 + _t315] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 76756e50>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t312 = st.zones[(5 + L[0])]
    st.budget -= len(_t312)
    if st.budget < 0: _spent232(st)
    _t314 = []
    for _t313 in _t312:
        if (_t317 if (_t317 := _memo9.get((_l5, _t313, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t313, _l3,), ((_l5 != _t313) and (not _a233(st, L, _t313))))):
            _t314.append(_t313)
    return _t314

# <rulerun evolution.rules: play_card #104 002e426c>
def _loop(st, L, _t333):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t335 in st.zones[(9 + st.model.zone_instances[st.loc[_t333]][1])]:
        if ((_st_cvars[84 + _t335] == _t333) and (_st_cvars[_t335] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 d2c58a49>
def _loop(st, _t333):
    _st_cvars = st.cvars
    for _t338 in st.zones[(9 + st.model.zone_instances[st.loc[_t333]][1])]:
        if ((_st_cvars[84 + _t338] == _t333) and (_st_cvars[_t338] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 fb0e70cb>
def _loop(st, _t333):
    _st_cvars = st.cvars
    for _t341 in st.zones[(9 + st.model.zone_instances[st.loc[_t333]][1])]:
        if ((_st_cvars[84 + _t341] == _t333) and (_st_cvars[_t341] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 36b252ac>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t332 = st.zones[(5 + L[0])]
    st.budget -= len(_t332)
    if st.budget < 0: _spent239(st)
    _t334 = []
    for _t333 in _t332:
        if ((((_l3 == 'fat_tissue') or (not (_t337 if (_t337 := _memo7.get((_t333, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, _l3,), _a240(st, L, _t333))))) and (not ((_l3 == 'scavenger') and (_t340 if (_t340 := _memo7.get((_t333, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, 'carnivorous',), _a241(st, _t333)))))) and (not ((_l3 == 'carnivorous') and (_t343 if (_t343 := _memo7.get((_t333, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, 'scavenger',), _a242(st, _t333)))))):
            _t334.append(_t333)
    return _t334

# <rulerun evolution.rules: play_card #108 26e96a2e>
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
        _t285 = (_a217(st, L) or [])
        _t292 = _l0
        _t293 = len(_t285)
        if not _t293: _no_option220(_t292, 'animal to put the parasite on')
        if _t293 <= 1 and _st_log is None:
            L[4] = _t285[0] if _t293 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t294 = st.chooser(_t293, _t292)
            else:
                _t294 = _st_bits(_t293.bit_length())
                while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
            L[4] = _t285[_t294]; st.decisions += 1
        elif _decide221(st, L, _t285, _t292): raise _PlayoutCut218()
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
        _t295 = _l1
        _t296 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t295) is int and _st_log is None:
            _t297 = _st_zones[_st_loc[_t295]]
            if _t297[-1] == _t295: _t297.pop()
            else: _t297.remove(_t295)
            _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
        elif _t295 is not None:
            _move_cards222(st, _t295, _t296, False)
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
        _t298 = (_a229(st, L) or [])
        _t308 = _l0
        _t309 = len(_t298)
        if not _t309: _no_option220(_t308, 'first animal of the pair')
        if _t309 <= 1 and _st_log is None:
            L[5] = _t298[0] if _t309 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t310 = st.chooser(_t309, _t308)
            else:
                _t310 = _st_bits(_t309.bit_length())
                while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
            L[5] = _t298[_t310]; st.decisions += 1
        elif _decide231(st, L, _t298, _t308): raise _PlayoutCut218()
        _t311 = (_a234(st, L) or [])
        _t318 = _l0
        _t319 = len(_t311)
        if not _t319: _no_option220(_t318, 'second animal of the pair')
        if _t319 <= 1 and _st_log is None:
            L[6] = _t311[0] if _t319 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t320 = st.chooser(_t319, _t318)
            else:
                _t320 = _st_bits(_t319.bit_length())
                while _t320 >= _t319: _t320 = _st_bits(_t319.bit_length())
            L[6] = _t311[_t320]; st.decisions += 1
        elif _decide236(st, L, _t311, _t318): raise _PlayoutCut218()
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
            _t321 = [L[5], L[6]]
            _t322 = _l0
            _t323 = len(_t321)
            if not _t323: _no_option220(_t322, 'the symbiont')
            if _t323 <= 1 and _st_log is None:
                L[7] = _t321[0] if _t323 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t324 = st.chooser(_t323, _t322)
                else:
                    _t324 = _st_bits(_t323.bit_length())
                    while _t324 >= _t323: _t324 = _st_bits(_t323.bit_length())
                L[7] = _t321[_t324]; st.decisions += 1
            elif _decide238(st, L, _t321, _t322): raise _PlayoutCut218()
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
            _t325 = _l1
            _t326 = (9 + _l0)
            if type(_t325) is int and _st_log is None:
                _t327 = _st_zones[_st_loc[_t325]]
                if _t327[-1] == _t325: _t327.pop()
                else: _t327.remove(_t325)
                _st_zones[_t326].append(_t325); _st_loc[_t325] = _t326
            elif _t325 is not None:
                _move_cards222(st, _t325, _t326, False)
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
            _t328 = _l1
            _t329 = (9 + _l0)
            if type(_t328) is int and _st_log is None:
                _t330 = _st_zones[_st_loc[_t328]]
                if _t330[-1] == _t328: _t330.pop()
                else: _t330.remove(_t328)
                _st_zones[_t329].append(_t328); _st_loc[_t328] = _t329
            elif _t328 is not None:
                _move_cards222(st, _t328, _t329, False)
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
        _t331 = (_a243(st, L) or [])
        _t344 = _l0
        _t345 = len(_t331)
        if not _t345: _no_option220(_t344, 'animal to give it to')
        if _t345 <= 1 and _st_log is None:
            L[8] = _t331[0] if _t345 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t346 = st.chooser(_t345, _t344)
            else:
                _t346 = _st_bits(_t345.bit_length())
                while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
            L[8] = _t331[_t346]; st.decisions += 1
        elif _decide245(st, L, _t331, _t344): raise _PlayoutCut218()
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
        _t347 = _l1
        _t348 = (9 + _l0)
        if type(_t347) is int and _st_log is None:
            _t349 = _st_zones[_st_loc[_t347]]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
        elif _t347 is not None:
            _move_cards222(st, _t347, _t348, False)
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

# <rulerun evolution.rules: play_card #111 223e6661>
def _loop(st, _t352):
    _st_cvars = st.cvars
    for _t353 in st.zones[(9 + st.model.zone_instances[st.loc[_t352]][1])]:
        if ((_st_cvars[84 + _t353] == _t352) and (_st_cvars[_t353] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 4fc2e20e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t351 = (list(_chain246(map(st.zones.__getitem__, _k247))) or ())
    st.budget -= len(_t351)
    if st.budget < 0: _spent248(st)
    _t350 = []
    for _t352 in _t351:
        if ((st.model.zone_instances[_st_loc[_t352]][1] != _l0) and (not _a249(st, _t352))):
            _t350.append(_t352)
    return _t350

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 5fd31879>
def _loop(st, L, _t357, _t360):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t357]][1])]:
        if ((_st_cvars[_t361] == _l3) and (((_st_cvars[84 + _t361] == _t357) and (_st_cvars[168 + _t361] == _t360)) or ((_st_cvars[84 + _t361] == _t360) and (_st_cvars[168 + _t361] == _t357)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 baa8bf23>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t356 = _st_zones[(5 + _l0)]
    st.budget -= len(_t356)
    if st.budget < 0: _spent250(st)
    _t355 = []
    for _t357 in _t356:
        _t359 = _st_zones[(5 + _l0)]
        st.budget -= len(_t359)
        if st.budget < 0: _spent250(st)
        _t358 = False
        for _t360 in _t359:
            if ((_t357 != _t360) and (not _a251(st, L, _t357, _t360))):
                _t358 = True
                break
        if _t358:
            _t355.append(_t357)
    return _t355

# <rulerun evolution.rules: play_card #116 db651e60>
def _loop(st, L, _t365):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t366 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t366] == _l3) and (((_st_cvars[84 + _t366] == _l5) and (_st_cvars[168 + _t366] == _t365)) or ((_st_cvars[84 + _t366] == _t365) and (_st_cvars[168 + _t366] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 987dc7cc>
def _native(st, L):
    _l5 = L[5]
    _t364 = st.zones[(5 + L[0])]
    st.budget -= len(_t364)
    if st.budget < 0: _spent252(st)
    _t363 = []
    for _t365 in _t364:
        if ((_l5 != _t365) and (not _a253(st, L, _t365))):
            _t363.append(_t365)
    return _t363

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 e2bfd178>
def _loop(st, L, _t370):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t370]][1])]:
        if ((_st_cvars[84 + _t371] == _t370) and (_st_cvars[_t371] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 ef2d3780>
def _loop(st, _t370):
    _st_cvars = st.cvars
    for _t373 in st.zones[(9 + st.model.zone_instances[st.loc[_t370]][1])]:
        if ((_st_cvars[84 + _t373] == _t370) and (_st_cvars[_t373] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 515a5ec3>
def _loop(st, _t370):
    _st_cvars = st.cvars
    for _t375 in st.zones[(9 + st.model.zone_instances[st.loc[_t370]][1])]:
        if ((_st_cvars[84 + _t375] == _t370) and (_st_cvars[_t375] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 9511fa8b>
def _native(st, L):
    _l3 = L[3]
    _t369 = st.zones[(5 + L[0])]
    st.budget -= len(_t369)
    if st.budget < 0: _spent254(st)
    _t368 = []
    for _t370 in _t369:
        if ((((_l3 == 'fat_tissue') or (not _a255(st, L, _t370))) and (not ((_l3 == 'scavenger') and _a256(st, _t370)))) and (not ((_l3 == 'carnivorous') and _a257(st, _t370)))):
            _t368.append(_t370)
    return _t368

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

# <rulerun evolution.rules: feeding #125 a65cd124>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t380 = []
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if ((_st_cvars[84 + _t379] == _t377) or (_st_cvars[168 + _t379] == _t377)):
            _t380.append(_st_cvars[_t379])
    return _t380

# <rulerun evolution.rules: feeding #126 ff1ae198>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t382 = []
    for _t381 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if ((_st_cvars[84 + _t381] == _t377) or (_st_cvars[168 + _t381] == _t377)):
            _t382.append(_t381)
    return _t382

# <rulerun evolution.rules: feeding #127 bd358b51>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t384 = 0
    for _t383 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if (_st_cvars[84 + _t383] == _t377):
            _t384 += (1 if ((_st_cvars[_t383] == 'carnivorous') or (_st_cvars[_t383] == 'high_body_weight')) else (2 if (_st_cvars[_t383] == 'parasite') else 0))
    return _t384

# <rulerun evolution.rules: feeding #128 1618fe9b>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if (((_st_cvars[84 + _t385] == _t377) and (_st_cvars[_t385] == 'fat_tissue')) and _st_cvars[252 + _t385]):
            _t386 += 1
    return _t386

# <rulerun evolution.rules: feeding #129 ff90a4d6>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if ((_st_cvars[84 + _t387] == _t377) and (_st_cvars[_t387] == 'fat_tissue')):
            _t388 += 1
    return _t388

# <rulerun evolution.rules: feeding #130 5c11b9c1>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t390 = 0
    for _t389 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if ((_st_cvars[84 + _t389] == _t377) and (_st_cvars[_t389] == 'fat_tissue')):
            _t390 += 1
    return _t390

# <rulerun evolution.rules: feeding #131 1414639c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t378 = (list(_chain264(map(st.zones.__getitem__, _k265))) or [])
    st.budget -= len(_t378)
    if st.budget < 0: _spent266(st)
    for _t377 in _t378:
        _i8[2] = _t377
        if _st_log is not None: _st_log.append(_Text277(_audience267(st), ['  ', _plain269(_text268(((((('animal ' + _plain269(_st_cvars[420 + _t377]) + ' of ' + _player_text270(st.model.zone_instances[st.loc[_t377]][1])) + (_text268(' ' + _plain269(_a271(st, _t377))) if (not not (_a272(st, _t377) or ())) else '')) + (' food ' + _plain269(_st_cvars[504 + _t377]) + '/' + _plain269((_memo6[_t377] if _t377 in _memo6 else _memo6.setdefault(_t377, (1 + _a273(st, _t377))))))) + ((' fat ' + _plain269((_memo5[_t377] if _t377 in _memo5 else _memo5.setdefault(_t377, _a274(st, _t377)))) + '/' + _plain269((_memo4[_t377] if _t377 in _memo4 else _memo4.setdefault(_t377, _a275(st, _t377))))) if ((_memo4[_t377] if _t377 in _memo4 else _memo4.setdefault(_t377, _a276(st, _t377))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t377] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t377] else '')))))]))

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

# <rulerun evolution.rules: show_animals #133 bf4f1f2d>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t394 = []
    for _t393 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if ((_st_cvars[84 + _t393] == _t391) or (_st_cvars[168 + _t393] == _t391)):
            _t394.append(_st_cvars[_t393])
    return _t394

# <rulerun evolution.rules: show_animals #134 9d68111f>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t396 = []
    for _t395 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if ((_st_cvars[84 + _t395] == _t391) or (_st_cvars[168 + _t395] == _t391)):
            _t396.append(_t395)
    return _t396

# <rulerun evolution.rules: show_animals #135 45a45657>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t398 = 0
    for _t397 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if (_st_cvars[84 + _t397] == _t391):
            _t398 += (1 if ((_st_cvars[_t397] == 'carnivorous') or (_st_cvars[_t397] == 'high_body_weight')) else (2 if (_st_cvars[_t397] == 'parasite') else 0))
    return _t398

# <rulerun evolution.rules: show_animals #136 9b6e172a>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t400 = 0
    for _t399 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if (((_st_cvars[84 + _t399] == _t391) and (_st_cvars[_t399] == 'fat_tissue')) and _st_cvars[252 + _t399]):
            _t400 += 1
    return _t400

# <rulerun evolution.rules: show_animals #137 a0024171>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t402 = 0
    for _t401 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if ((_st_cvars[84 + _t401] == _t391) and (_st_cvars[_t401] == 'fat_tissue')):
            _t402 += 1
    return _t402

# <rulerun evolution.rules: show_animals #138 8414bf5c>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t404 = 0
    for _t403 in st.zones[(9 + st.model.zone_instances[st.loc[_t391]][1])]:
        if ((_st_cvars[84 + _t403] == _t391) and (_st_cvars[_t403] == 'fat_tissue')):
            _t404 += 1
    return _t404

# <rulerun evolution.rules: show_animals #139 39fa6767>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t392 = (list(_chain281(map(st.zones.__getitem__, _k282))) or [])
    st.budget -= len(_t392)
    if st.budget < 0: _spent283(st)
    for _t391 in _t392:
        L[2] = _t391
        if _st_log is not None: _st_log.append(_Text294(_audience284(st), ['  ', _plain286(_text285(((((('animal ' + _plain286(_st_cvars[420 + _t391]) + ' of ' + _player_text287(st.model.zone_instances[st.loc[_t391]][1])) + (_text285(' ' + _plain286(_a288(st, _t391))) if (not not (_a289(st, _t391) or ())) else '')) + (' food ' + _plain286(_st_cvars[504 + _t391]) + '/' + _plain286((_memo6[_t391] if _t391 in _memo6 else _memo6.setdefault(_t391, (1 + _a290(st, _t391))))))) + ((' fat ' + _plain286((_memo5[_t391] if _t391 in _memo5 else _memo5.setdefault(_t391, _a291(st, _t391)))) + '/' + _plain286((_memo4[_t391] if _t391 in _memo4 else _memo4.setdefault(_t391, _a292(st, _t391))))) if ((_memo4[_t391] if _t391 in _memo4 else _memo4.setdefault(_t391, _a293(st, _t391))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t391] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t391] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 ed7497fd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t405 if -1000000000000000000 <= (_t405 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond295(_t405))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 0927eec6>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t406 if -1000000000000000000 <= (_t406 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond296(_t406))
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

# <rulerun evolution.rules: feeding_end_check #146 24b97d63>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if (_st_cvars[84 + _t410] == _t409):
            _t411 += (1 if ((_st_cvars[_t410] == 'carnivorous') or (_st_cvars[_t410] == 'high_body_weight')) else (2 if (_st_cvars[_t410] == 'parasite') else 0))
    return _t411

# <rulerun evolution.rules: feeding_end_check #147 2ca6700c>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t413 = 0
    for _t412 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if (((_st_cvars[84 + _t412] == _t409) and (_st_cvars[_t412] == 'fat_tissue')) and _st_cvars[252 + _t412]):
            _t413 += 1
    return _t413

# <rulerun evolution.rules: feeding_end_check #148 b05d6fe7>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t415 = 0
    for _t414 in st.zones[(9 + st.model.zone_instances[st.loc[_t409]][1])]:
        if ((_st_cvars[84 + _t414] == _t409) and (_st_cvars[_t414] == 'fat_tissue')):
            _t415 += 1
    return _t415

# <rulerun evolution.rules: feeding_end_check #149 26af6f64>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t423 = 0
    for _t422 in st.zones[(9 + st.model.zone_instances[st.loc[_t420]][1])]:
        if (_st_cvars[84 + _t422] == _t420):
            _t423 += (1 if ((_st_cvars[_t422] == 'carnivorous') or (_st_cvars[_t422] == 'high_body_weight')) else (2 if (_st_cvars[_t422] == 'parasite') else 0))
    return _t423

# <rulerun evolution.rules: feeding_end_check #150 d8fdbf3e>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t425 = 0
    for _t424 in st.zones[(9 + st.model.zone_instances[st.loc[_t420]][1])]:
        if (((_st_cvars[84 + _t424] == _t420) and (_st_cvars[_t424] == 'fat_tissue')) and _st_cvars[252 + _t424]):
            _t425 += 1
    return _t425

# <rulerun evolution.rules: feeding_end_check #151 3738bfa1>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + st.model.zone_instances[st.loc[_t420]][1])]:
        if ((_st_cvars[84 + _t426] == _t420) and (_st_cvars[_t426] == 'fat_tissue')):
            _t427 += 1
    return _t427

# <rulerun evolution.rules: feeding_end_check #152 0a652e8a>
def _loop(st, _t429):
    _st_cvars = st.cvars
    _t432 = 0
    for _t431 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t429]]][1])]:
        if (_st_cvars[84 + _t431] == _st_cvars[84 + _t429]):
            _t432 += (1 if ((_st_cvars[_t431] == 'carnivorous') or (_st_cvars[_t431] == 'high_body_weight')) else (2 if (_st_cvars[_t431] == 'parasite') else 0))
    return _t432

# <rulerun evolution.rules: feeding_end_check #153 65380127>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t428 = st.zones[(9 + st.model.zone_instances[st.loc[_t420]][1])]
    st.budget -= len(_t428)
    if st.budget < 0: _spent314(st)
    for _t429 in _t428:
        if (((_st_cvars[_t429] == 'symbiosis') and (_st_cvars[168 + _t429] == _t420)) and (not ((_st_cvars[924 + _st_cvars[84 + _t429]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t429]] >= (_memo6[_st_cvars[84 + _t429]] if _st_cvars[84 + _t429] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t429], (1 + _a315(st, _t429)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 c33a3e3b>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t419 = st.zones[(5 + _t418)]
    st.budget -= len(_t419)
    if st.budget < 0: _spent310(st)
    for _t420 in _t419:
        if ((not ((_st_cvars[924 + _t420] == _st_vars[0]) or ((_st_cvars[504 + _t420] >= (_memo6[_t420] if _t420 in _memo6 else _memo6.setdefault(_t420, (1 + _a311(st, _t420))))) and ((_memo5[_t420] if _t420 in _memo5 else _memo5.setdefault(_t420, _a312(st, _t420))) >= (_memo4[_t420] if _t420 in _memo4 else _memo4.setdefault(_t420, _a313(st, _t420))))))) and (_memo14[_t420] if _t420 in _memo14 else _memo14.setdefault(_t420, (not _a316(st, _t420))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 25a0c820>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t436 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if ((_st_cvars[84 + _t436] == _t434) and (_st_cvars[_t436] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 b88c2876>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t440 = 0
    for _t439 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if (_st_cvars[84 + _t439] == _t434):
            _t440 += (1 if ((_st_cvars[_t439] == 'carnivorous') or (_st_cvars[_t439] == 'high_body_weight')) else (2 if (_st_cvars[_t439] == 'parasite') else 0))
    return _t440

# <rulerun evolution.rules: feeding_end_check #157 b34fb14a>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t442 = 0
    for _t441 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if (((_st_cvars[84 + _t441] == _t434) and (_st_cvars[_t441] == 'fat_tissue')) and _st_cvars[252 + _t441]):
            _t442 += 1
    return _t442

# <rulerun evolution.rules: feeding_end_check #158 d549f24f>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t444 = 0
    for _t443 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if ((_st_cvars[84 + _t443] == _t434) and (_st_cvars[_t443] == 'fat_tissue')):
            _t444 += 1
    return _t444

# <rulerun evolution.rules: feeding_end_check #159 20affdcb>
def _loop(st, _t446):
    _st_cvars = st.cvars
    _t449 = 0
    for _t448 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t446]]][1])]:
        if (_st_cvars[84 + _t448] == _st_cvars[84 + _t446]):
            _t449 += (1 if ((_st_cvars[_t448] == 'carnivorous') or (_st_cvars[_t448] == 'high_body_weight')) else (2 if (_st_cvars[_t448] == 'parasite') else 0))
    return _t449

# <rulerun evolution.rules: feeding_end_check #160 2cabb179>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t445 = st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]
    st.budget -= len(_t445)
    if st.budget < 0: _spent323(st)
    for _t446 in _t445:
        if (((_st_cvars[_t446] == 'symbiosis') and (_st_cvars[168 + _t446] == _t434)) and (not ((_st_cvars[924 + _st_cvars[84 + _t446]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t446]] >= (_memo6[_st_cvars[84 + _t446]] if _st_cvars[84 + _t446] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t446], (1 + _a324(st, _t446)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 5bc9fb5d>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t453] == _t451) and (_st_cvars[_t453] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 86138745>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t456 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if ((_st_cvars[84 + _t456] == _t434) and (_st_cvars[_t456] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 79f9feb9>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t461 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t461] == _t451) and (_st_cvars[_t461] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 9344fbe2>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t464 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if ((_st_cvars[84 + _t464] == _t434) and (_st_cvars[_t464] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 48aad699>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t469 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t469] == _t451) and (_st_cvars[_t469] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 f3fc4ca9>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t472 in st.zones[(9 + st.model.zone_instances[st.loc[_t434]][1])]:
        if ((_st_cvars[84 + _t472] == _t434) and (_st_cvars[_t472] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 5040205f>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t477 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[84 + _t477] == _t451) and (_st_cvars[_t477] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 660a39c8>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t481 = 0
    for _t480 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if (_st_cvars[84 + _t480] == _t451):
            _t481 += (1 if ((_st_cvars[_t480] == 'carnivorous') or (_st_cvars[_t480] == 'high_body_weight')) else (2 if (_st_cvars[_t480] == 'parasite') else 0))
    return _t481

# <rulerun evolution.rules: feeding_end_check #169 8b005153>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t451]][1])]:
        if ((_st_cvars[_t482] == 'symbiosis') and (_st_cvars[168 + _t482] == _t451)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 ab88326d>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t450 = (list(_chain326(map(st.zones.__getitem__, _k327))) or ())
    st.budget -= len(_t450)
    if st.budget < 0: _spent328(st)
    _t458 = _NOT_YET
    _t460 = _NOT_YET
    _t466 = _NOT_YET
    _t468 = _NOT_YET
    _t474 = _NOT_YET
    _t476 = _NOT_YET
    for _t451 in _t450:
        if ((((((_t434 != _t451) and ((not (_t455 if (_t455 := _memo7.get((_t451, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'camouflage',), _a329(st, _t451)))) or (_t460 if _t460 is not _NOT_YET else (_t460 := (_t459 if (_t459 := _memo7.get((_t434, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'sharp_vision',), (_t458 if _t458 is not _NOT_YET else (_t458 := _a330(st, _t434))))))))) and ((not (_t463 if (_t463 := _memo7.get((_t451, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'high_body_weight',), _a331(st, _t451)))) or (_t468 if _t468 is not _NOT_YET else (_t468 := (_t467 if (_t467 := _memo7.get((_t434, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'high_body_weight',), (_t466 if _t466 is not _NOT_YET else (_t466 := _a332(st, _t434))))))))) and ((_t471 if (_t471 := _memo7.get((_t451, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'swimming',), _a333(st, _t451))) == (_t476 if _t476 is not _NOT_YET else (_t476 := (_t475 if (_t475 := _memo7.get((_t434, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'swimming',), (_t474 if _t474 is not _NOT_YET else (_t474 := _a334(st, _t434))))))))) and (not ((_t479 if (_t479 := _memo7.get((_t451, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'burrowing',), _a335(st, _t451))) and ((_st_cvars[924 + _t451] == _st_vars[0]) or (_st_cvars[504 + _t451] >= (_memo6[_t451] if _t451 in _memo6 else _memo6.setdefault(_t451, (1 + _a336(st, _t451))))))))) and (not (_memo13[_t451] if _t451 in _memo13 else _memo13.setdefault(_t451, _a337(st, _t451))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 589852c5>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t433 = st.zones[(5 + _t418)]
    st.budget -= len(_t433)
    if st.budget < 0: _spent318(st)
    for _t434 in _t433:
        if (_memo0[_t434] if _t434 in _memo0 else _memo0.setdefault(_t434, ((((_t438 if (_t438 := _memo7.get((_t434, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'carnivorous',), _a319(st, _t434))) and (_st_cvars[672 + _t434] != _st_vars[0])) and ((not ((_st_cvars[924 + _t434] == _st_vars[0]) or ((_st_cvars[504 + _t434] >= (_memo6[_t434] if _t434 in _memo6 else _memo6.setdefault(_t434, (1 + _a320(st, _t434))))) and ((_memo5[_t434] if _t434 in _memo5 else _memo5.setdefault(_t434, _a321(st, _t434))) >= (_memo4[_t434] if _t434 in _memo4 else _memo4.setdefault(_t434, _a322(st, _t434))))))) and (_memo14[_t434] if _t434 in _memo14 else _memo14.setdefault(_t434, (not _a325(st, _t434)))))) and _a338(st, _t434)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 c910c3ce>
def _loop(st, _t485):
    _st_cvars = st.cvars
    _t488 = 0
    for _t487 in st.zones[(9 + st.model.zone_instances[st.loc[_t485]][1])]:
        if (_st_cvars[84 + _t487] == _t485):
            _t488 += (1 if ((_st_cvars[_t487] == 'carnivorous') or (_st_cvars[_t487] == 'high_body_weight')) else (2 if (_st_cvars[_t487] == 'parasite') else 0))
    return _t488

# <rulerun evolution.rules: feeding_end_check #173 d6e0a5ce>
def _loop(st, _t485):
    _st_cvars = st.cvars
    _t490 = 0
    for _t489 in st.zones[(9 + st.model.zone_instances[st.loc[_t485]][1])]:
        if (((_st_cvars[84 + _t489] == _t485) and (_st_cvars[_t489] == 'fat_tissue')) and _st_cvars[252 + _t489]):
            _t490 += 1
    return _t490

# <rulerun evolution.rules: feeding_end_check #174 e3d232b8>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t484 = st.zones[(5 + _t418)]
    st.budget -= len(_t484)
    if st.budget < 0: _spent340(st)
    for _t485 in _t484:
        if ((not ((_st_cvars[924 + _t485] == _st_vars[0]) or (_st_cvars[504 + _t485] >= (_memo6[_t485] if _t485 in _memo6 else _memo6.setdefault(_t485, (1 + _a341(st, _t485))))))) and ((_memo5[_t485] if _t485 in _memo5 else _memo5.setdefault(_t485, _a342(st, _t485))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 d233080b>
def _loop(st, _t492):
    _st_cvars = st.cvars
    for _t494 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if ((_st_cvars[84 + _t494] == _t492) and (_st_cvars[_t494] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 01a28a66>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t498 = 0
    for _t497 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (_st_cvars[84 + _t497] == _t492):
            _t498 += (1 if ((_st_cvars[_t497] == 'carnivorous') or (_st_cvars[_t497] == 'high_body_weight')) else (2 if (_st_cvars[_t497] == 'parasite') else 0))
    return _t498

# <rulerun evolution.rules: feeding_end_check #177 e8520a0d>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t500 = 0
    for _t499 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (_st_cvars[84 + _t499] == _t492):
            _t500 += (1 if ((_st_cvars[_t499] == 'carnivorous') or (_st_cvars[_t499] == 'high_body_weight')) else (2 if (_st_cvars[_t499] == 'parasite') else 0))
    return _t500

# <rulerun evolution.rules: feeding_end_check #178 50fe97a4>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t502 = 0
    for _t501 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (((_st_cvars[84 + _t501] == _t492) and (_st_cvars[_t501] == 'fat_tissue')) and _st_cvars[252 + _t501]):
            _t502 += 1
    return _t502

# <rulerun evolution.rules: feeding_end_check #179 137ec9c1>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t504 = 0
    for _t503 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if ((_st_cvars[84 + _t503] == _t492) and (_st_cvars[_t503] == 'fat_tissue')):
            _t504 += 1
    return _t504

# <rulerun evolution.rules: feeding_end_check #180 0ec29b95>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t509 = 0
    for _t508 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t506]]][1])]:
        if (_st_cvars[84 + _t508] == _st_cvars[84 + _t506]):
            _t509 += (1 if ((_st_cvars[_t508] == 'carnivorous') or (_st_cvars[_t508] == 'high_body_weight')) else (2 if (_st_cvars[_t508] == 'parasite') else 0))
    return _t509

# <rulerun evolution.rules: feeding_end_check #181 4c64999f>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t505 = st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]
    st.budget -= len(_t505)
    if st.budget < 0: _spent350(st)
    for _t506 in _t505:
        if (((_st_cvars[_t506] == 'symbiosis') and (_st_cvars[168 + _t506] == _t492)) and (not ((_st_cvars[924 + _st_cvars[84 + _t506]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t506]] >= (_memo6[_st_cvars[84 + _t506]] if _st_cvars[84 + _t506] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t506], (1 + _a351(st, _t506)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 65d2aa28>
def _loop(st, _t511):
    _st_cvars = st.cvars
    _t514 = 0
    for _t513 in st.zones[(9 + st.model.zone_instances[st.loc[_t511]][1])]:
        if (_st_cvars[84 + _t513] == _t511):
            _t514 += (1 if ((_st_cvars[_t513] == 'carnivorous') or (_st_cvars[_t513] == 'high_body_weight')) else (2 if (_st_cvars[_t513] == 'parasite') else 0))
    return _t514

# <rulerun evolution.rules: feeding_end_check #183 f85692d0>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t510 = (list(_chain353(map(st.zones.__getitem__, _k354))) or ())
    st.budget -= len(_t510)
    if st.budget < 0: _spent355(st)
    for _t511 in _t510:
        if ((_t511 != _t492) and ((not ((_st_cvars[924 + _t511] == _st_vars[0]) or (_st_cvars[504 + _t511] >= (_memo6[_t511] if _t511 in _memo6 else _memo6.setdefault(_t511, (1 + _a356(st, _t511))))))) and (_st_cvars[504 + _t511] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 f11a3122>
def _loop(st, _t492):
    _st_cvars = st.cvars
    for _t515 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if ((_st_cvars[84 + _t515] == _t492) and (_st_cvars[_t515] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 87c52c9c>
def _loop(st, _t492):
    _st_cvars = st.cvars
    _t519 = 0
    for _t518 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if (_st_cvars[84 + _t518] == _t492):
            _t519 += (1 if ((_st_cvars[_t518] == 'carnivorous') or (_st_cvars[_t518] == 'high_body_weight')) else (2 if (_st_cvars[_t518] == 'parasite') else 0))
    return _t519

# <rulerun evolution.rules: feeding_end_check #186 f2046f26>
def _loop(st, _t492):
    _st_cvars = st.cvars
    for _t520 in st.zones[(9 + st.model.zone_instances[st.loc[_t492]][1])]:
        if ((_st_cvars[84 + _t520] == _t492) and (_st_cvars[_t520] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 b84d2629>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t491 = st.zones[(5 + _t418)]
    st.budget -= len(_t491)
    if st.budget < 0: _spent344(st)
    for _t492 in _t491:
        if (((_memo10[_t492] if _t492 in _memo10 else _memo10.setdefault(_t492, (((((_t496 if (_t496 := _memo7.get((_t492, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t492, 'piracy',), _a345(st, _t492))) and (_st_cvars[756 + _t492] != _st_vars[0])) and (not ((_st_cvars[924 + _t492] == _st_vars[0]) or (_st_cvars[504 + _t492] >= (_memo6[_t492] if _t492 in _memo6 else _memo6.setdefault(_t492, (1 + _a346(st, _t492)))))))) and ((not ((_st_cvars[924 + _t492] == _st_vars[0]) or ((_st_cvars[504 + _t492] >= (_memo6[_t492] if _t492 in _memo6 else _memo6.setdefault(_t492, (1 + _a347(st, _t492))))) and ((_memo5[_t492] if _t492 in _memo5 else _memo5.setdefault(_t492, _a348(st, _t492))) >= (_memo4[_t492] if _t492 in _memo4 else _memo4.setdefault(_t492, _a349(st, _t492))))))) and (_memo14[_t492] if _t492 in _memo14 else _memo14.setdefault(_t492, (not _a352(st, _t492)))))) and _a357(st, _t492)))) or (((((_t517 if (_t517 := _memo7.get((_t492, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t492, 'hibernation',), _a358(st, _t492))) and (_st_cvars[924 + _t492] != _st_vars[0])) and (_st_cvars[924 + _t492] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t492] == _st_vars[0]) or (_st_cvars[504 + _t492] >= (_memo6[_t492] if _t492 in _memo6 else _memo6.setdefault(_t492, (1 + _a359(st, _t492))))))))) or ((_st_vars[3] > 0) and (_t522 if (_t522 := _memo7.get((_t492, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t492, 'grazing',), _a360(st, _t492))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 69aeb41f>
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
    _t408 = (list(_chain300(map(st.zones.__getitem__, _k301))) or ())
    st.budget -= len(_t408)
    if st.budget < 0: _spent302(st)
    _t407 = True
    for _t409 in _t408:
        if not (((_st_cvars[924 + _t409] == _st_vars[0]) or ((_st_cvars[504 + _t409] >= (_memo6[_t409] if _t409 in _memo6 else _memo6.setdefault(_t409, (1 + _a303(st, _t409))))) and ((_memo5[_t409] if _t409 in _memo5 else _memo5.setdefault(_t409, _a304(st, _t409))) >= (_memo4[_t409] if _t409 in _memo4 else _memo4.setdefault(_t409, _a305(st, _t409))))))):
            _t407 = False
            break
    if _t407:
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo308(6)
    _t417 = (_k309 or ())
    st.budget -= len(_t417)
    if st.budget < 0: _spent302(st)
    _t416 = False
    for _t418 in _t417:
        if (_memo8[_t418] if _t418 in _memo8 else _memo8.setdefault(_t418, ((((_memo3[_t418] if _t418 in _memo3 else _memo3.setdefault(_t418, ((_st_vars[3] > 0) and _a317(st, _t418)))) or (_memo1[_t418] if _t418 in _memo1 else _memo1.setdefault(_t418, _a339(st, _t418)))) or (_memo2[_t418] if _t418 in _memo2 else _memo2.setdefault(_t418, _a343(st, _t418)))) or _a361(st, _t418)))):
            _t416 = True
            break
    if (not _t416):
        if _st_log is not None: _st_log.append(_Text307(_audience306(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo308(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 f7870518>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t527 = 0
    for _t526 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (_st_cvars[84 + _t526] == _t525):
            _t527 += (1 if ((_st_cvars[_t526] == 'carnivorous') or (_st_cvars[_t526] == 'high_body_weight')) else (2 if (_st_cvars[_t526] == 'parasite') else 0))
    return _t527

# <rulerun evolution.rules: feeding_turn_of #191 f3a780b6>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t529 = 0
    for _t528 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if (((_st_cvars[84 + _t528] == _t525) and (_st_cvars[_t528] == 'fat_tissue')) and _st_cvars[252 + _t528]):
            _t529 += 1
    return _t529

# <rulerun evolution.rules: feeding_turn_of #192 cf69a0c6>
def _loop(st, _t525):
    _st_cvars = st.cvars
    _t531 = 0
    for _t530 in st.zones[(9 + st.model.zone_instances[st.loc[_t525]][1])]:
        if ((_st_cvars[84 + _t530] == _t525) and (_st_cvars[_t530] == 'fat_tissue')):
            _t531 += 1
    return _t531

# <rulerun evolution.rules: feeding_turn_of #193 4cc39b56>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t539 = 0
    for _t538 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if (_st_cvars[84 + _t538] == _t536):
            _t539 += (1 if ((_st_cvars[_t538] == 'carnivorous') or (_st_cvars[_t538] == 'high_body_weight')) else (2 if (_st_cvars[_t538] == 'parasite') else 0))
    return _t539

# <rulerun evolution.rules: feeding_turn_of #194 697434a6>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t541 = 0
    for _t540 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if (((_st_cvars[84 + _t540] == _t536) and (_st_cvars[_t540] == 'fat_tissue')) and _st_cvars[252 + _t540]):
            _t541 += 1
    return _t541

# <rulerun evolution.rules: feeding_turn_of #195 b8eba26b>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t543 = 0
    for _t542 in st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]:
        if ((_st_cvars[84 + _t542] == _t536) and (_st_cvars[_t542] == 'fat_tissue')):
            _t543 += 1
    return _t543

# <rulerun evolution.rules: feeding_turn_of #196 785204fd>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t548 = 0
    for _t547 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t545]]][1])]:
        if (_st_cvars[84 + _t547] == _st_cvars[84 + _t545]):
            _t548 += (1 if ((_st_cvars[_t547] == 'carnivorous') or (_st_cvars[_t547] == 'high_body_weight')) else (2 if (_st_cvars[_t547] == 'parasite') else 0))
    return _t548

# <rulerun evolution.rules: feeding_turn_of #197 9493b35b>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t544 = st.zones[(9 + st.model.zone_instances[st.loc[_t536]][1])]
    st.budget -= len(_t544)
    if st.budget < 0: _spent376(st)
    for _t545 in _t544:
        if (((_st_cvars[_t545] == 'symbiosis') and (_st_cvars[168 + _t545] == _t536)) and (not ((_st_cvars[924 + _st_cvars[84 + _t545]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t545]] >= (_memo6[_st_cvars[84 + _t545]] if _st_cvars[84 + _t545] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t545], (1 + _a377(st, _t545)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 cbbfa03e>
def _loop(st, _t534):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t535 = st.zones[(5 + _t534)]
    st.budget -= len(_t535)
    if st.budget < 0: _spent372(st)
    for _t536 in _t535:
        if ((not ((_st_cvars[924 + _t536] == _st_vars[0]) or ((_st_cvars[504 + _t536] >= (_memo6[_t536] if _t536 in _memo6 else _memo6.setdefault(_t536, (1 + _a373(st, _t536))))) and ((_memo5[_t536] if _t536 in _memo5 else _memo5.setdefault(_t536, _a374(st, _t536))) >= (_memo4[_t536] if _t536 in _memo4 else _memo4.setdefault(_t536, _a375(st, _t536))))))) and (_memo14[_t536] if _t536 in _memo14 else _memo14.setdefault(_t536, (not _a378(st, _t536))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 e12cbcda>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t552] == _t550) and (_st_cvars[_t552] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 ae9f07aa>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t556 = 0
    for _t555 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if (_st_cvars[84 + _t555] == _t550):
            _t556 += (1 if ((_st_cvars[_t555] == 'carnivorous') or (_st_cvars[_t555] == 'high_body_weight')) else (2 if (_st_cvars[_t555] == 'parasite') else 0))
    return _t556

# <rulerun evolution.rules: feeding_turn_of #201 6c1b0598>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t558 = 0
    for _t557 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if (((_st_cvars[84 + _t557] == _t550) and (_st_cvars[_t557] == 'fat_tissue')) and _st_cvars[252 + _t557]):
            _t558 += 1
    return _t558

# <rulerun evolution.rules: feeding_turn_of #202 ba2bd258>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t560 = 0
    for _t559 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t559] == _t550) and (_st_cvars[_t559] == 'fat_tissue')):
            _t560 += 1
    return _t560

# <rulerun evolution.rules: feeding_turn_of #203 01c6f383>
def _loop(st, _t562):
    _st_cvars = st.cvars
    _t565 = 0
    for _t564 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t562]]][1])]:
        if (_st_cvars[84 + _t564] == _st_cvars[84 + _t562]):
            _t565 += (1 if ((_st_cvars[_t564] == 'carnivorous') or (_st_cvars[_t564] == 'high_body_weight')) else (2 if (_st_cvars[_t564] == 'parasite') else 0))
    return _t565

# <rulerun evolution.rules: feeding_turn_of #204 01852e40>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t561 = st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]
    st.budget -= len(_t561)
    if st.budget < 0: _spent385(st)
    for _t562 in _t561:
        if (((_st_cvars[_t562] == 'symbiosis') and (_st_cvars[168 + _t562] == _t550)) and (not ((_st_cvars[924 + _st_cvars[84 + _t562]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t562]] >= (_memo6[_st_cvars[84 + _t562]] if _st_cvars[84 + _t562] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t562], (1 + _a386(st, _t562)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 8106619f>
def _loop(st, _t567):
    _st_cvars = st.cvars
    for _t569 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if ((_st_cvars[84 + _t569] == _t567) and (_st_cvars[_t569] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 2b6c22a0>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t572 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t572] == _t550) and (_st_cvars[_t572] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 10adb272>
def _loop(st, _t567):
    _st_cvars = st.cvars
    for _t577 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if ((_st_cvars[84 + _t577] == _t567) and (_st_cvars[_t577] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 fffa3038>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t580 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t580] == _t550) and (_st_cvars[_t580] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 4ed0dd3a>
def _loop(st, _t567):
    _st_cvars = st.cvars
    for _t585 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if ((_st_cvars[84 + _t585] == _t567) and (_st_cvars[_t585] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 bd570914>
def _loop(st, _t550):
    _st_cvars = st.cvars
    for _t588 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if ((_st_cvars[84 + _t588] == _t550) and (_st_cvars[_t588] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 9855229f>
def _loop(st, _t567):
    _st_cvars = st.cvars
    for _t593 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if ((_st_cvars[84 + _t593] == _t567) and (_st_cvars[_t593] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 2e9b3226>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t597 = 0
    for _t596 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if (_st_cvars[84 + _t596] == _t567):
            _t597 += (1 if ((_st_cvars[_t596] == 'carnivorous') or (_st_cvars[_t596] == 'high_body_weight')) else (2 if (_st_cvars[_t596] == 'parasite') else 0))
    return _t597

# <rulerun evolution.rules: feeding_turn_of #213 a0e95f7e>
def _loop(st, _t567):
    _st_cvars = st.cvars
    for _t598 in st.zones[(9 + st.model.zone_instances[st.loc[_t567]][1])]:
        if ((_st_cvars[_t598] == 'symbiosis') and (_st_cvars[168 + _t598] == _t567)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 3effca9f>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t566 = (list(_chain388(map(st.zones.__getitem__, _k389))) or ())
    st.budget -= len(_t566)
    if st.budget < 0: _spent390(st)
    _t574 = _NOT_YET
    _t576 = _NOT_YET
    _t582 = _NOT_YET
    _t584 = _NOT_YET
    _t590 = _NOT_YET
    _t592 = _NOT_YET
    for _t567 in _t566:
        if ((((((_t550 != _t567) and ((not (_t571 if (_t571 := _memo7.get((_t567, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t567, 'camouflage',), _a391(st, _t567)))) or (_t576 if _t576 is not _NOT_YET else (_t576 := (_t575 if (_t575 := _memo7.get((_t550, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t550, 'sharp_vision',), (_t574 if _t574 is not _NOT_YET else (_t574 := _a392(st, _t550))))))))) and ((not (_t579 if (_t579 := _memo7.get((_t567, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t567, 'high_body_weight',), _a393(st, _t567)))) or (_t584 if _t584 is not _NOT_YET else (_t584 := (_t583 if (_t583 := _memo7.get((_t550, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t550, 'high_body_weight',), (_t582 if _t582 is not _NOT_YET else (_t582 := _a394(st, _t550))))))))) and ((_t587 if (_t587 := _memo7.get((_t567, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t567, 'swimming',), _a395(st, _t567))) == (_t592 if _t592 is not _NOT_YET else (_t592 := (_t591 if (_t591 := _memo7.get((_t550, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t550, 'swimming',), (_t590 if _t590 is not _NOT_YET else (_t590 := _a396(st, _t550))))))))) and (not ((_t595 if (_t595 := _memo7.get((_t567, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t567, 'burrowing',), _a397(st, _t567))) and ((_st_cvars[924 + _t567] == _st_vars[0]) or (_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a398(st, _t567))))))))) and (not (_memo13[_t567] if _t567 in _memo13 else _memo13.setdefault(_t567, _a399(st, _t567))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 660ec3bf>
def _loop(st, _t534):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t549 = st.zones[(5 + _t534)]
    st.budget -= len(_t549)
    if st.budget < 0: _spent380(st)
    for _t550 in _t549:
        if (_memo0[_t550] if _t550 in _memo0 else _memo0.setdefault(_t550, ((((_t554 if (_t554 := _memo7.get((_t550, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t550, 'carnivorous',), _a381(st, _t550))) and (_st_cvars[672 + _t550] != _st_vars[0])) and ((not ((_st_cvars[924 + _t550] == _st_vars[0]) or ((_st_cvars[504 + _t550] >= (_memo6[_t550] if _t550 in _memo6 else _memo6.setdefault(_t550, (1 + _a382(st, _t550))))) and ((_memo5[_t550] if _t550 in _memo5 else _memo5.setdefault(_t550, _a383(st, _t550))) >= (_memo4[_t550] if _t550 in _memo4 else _memo4.setdefault(_t550, _a384(st, _t550))))))) and (_memo14[_t550] if _t550 in _memo14 else _memo14.setdefault(_t550, (not _a387(st, _t550)))))) and _a400(st, _t550)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 891cfd21>
def _loop(st, _t601):
    _st_cvars = st.cvars
    _t604 = 0
    for _t603 in st.zones[(9 + st.model.zone_instances[st.loc[_t601]][1])]:
        if (_st_cvars[84 + _t603] == _t601):
            _t604 += (1 if ((_st_cvars[_t603] == 'carnivorous') or (_st_cvars[_t603] == 'high_body_weight')) else (2 if (_st_cvars[_t603] == 'parasite') else 0))
    return _t604

# <rulerun evolution.rules: feeding_turn_of #217 f7a55e42>
def _loop(st, _t601):
    _st_cvars = st.cvars
    _t606 = 0
    for _t605 in st.zones[(9 + st.model.zone_instances[st.loc[_t601]][1])]:
        if (((_st_cvars[84 + _t605] == _t601) and (_st_cvars[_t605] == 'fat_tissue')) and _st_cvars[252 + _t605]):
            _t606 += 1
    return _t606

# <rulerun evolution.rules: feeding_turn_of #218 598254ee>
def _loop(st, _t534):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t600 = st.zones[(5 + _t534)]
    st.budget -= len(_t600)
    if st.budget < 0: _spent402(st)
    for _t601 in _t600:
        if ((not ((_st_cvars[924 + _t601] == _st_vars[0]) or (_st_cvars[504 + _t601] >= (_memo6[_t601] if _t601 in _memo6 else _memo6.setdefault(_t601, (1 + _a403(st, _t601))))))) and ((_memo5[_t601] if _t601 in _memo5 else _memo5.setdefault(_t601, _a404(st, _t601))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 00c55dea>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t610 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t610] == _t608) and (_st_cvars[_t610] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 303231fb>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t614 = 0
    for _t613 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (_st_cvars[84 + _t613] == _t608):
            _t614 += (1 if ((_st_cvars[_t613] == 'carnivorous') or (_st_cvars[_t613] == 'high_body_weight')) else (2 if (_st_cvars[_t613] == 'parasite') else 0))
    return _t614

# <rulerun evolution.rules: feeding_turn_of #221 b0405ab0>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t616 = 0
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (_st_cvars[84 + _t615] == _t608):
            _t616 += (1 if ((_st_cvars[_t615] == 'carnivorous') or (_st_cvars[_t615] == 'high_body_weight')) else (2 if (_st_cvars[_t615] == 'parasite') else 0))
    return _t616

# <rulerun evolution.rules: feeding_turn_of #222 37193d9b>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t618 = 0
    for _t617 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (((_st_cvars[84 + _t617] == _t608) and (_st_cvars[_t617] == 'fat_tissue')) and _st_cvars[252 + _t617]):
            _t618 += 1
    return _t618

# <rulerun evolution.rules: feeding_turn_of #223 22393ade>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t620 = 0
    for _t619 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t619] == _t608) and (_st_cvars[_t619] == 'fat_tissue')):
            _t620 += 1
    return _t620

# <rulerun evolution.rules: feeding_turn_of #224 2995f386>
def _loop(st, _t622):
    _st_cvars = st.cvars
    _t625 = 0
    for _t624 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t622]]][1])]:
        if (_st_cvars[84 + _t624] == _st_cvars[84 + _t622]):
            _t625 += (1 if ((_st_cvars[_t624] == 'carnivorous') or (_st_cvars[_t624] == 'high_body_weight')) else (2 if (_st_cvars[_t624] == 'parasite') else 0))
    return _t625

# <rulerun evolution.rules: feeding_turn_of #225 cd9104c9>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t621 = st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]
    st.budget -= len(_t621)
    if st.budget < 0: _spent412(st)
    for _t622 in _t621:
        if (((_st_cvars[_t622] == 'symbiosis') and (_st_cvars[168 + _t622] == _t608)) and (not ((_st_cvars[924 + _st_cvars[84 + _t622]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t622]] >= (_memo6[_st_cvars[84 + _t622]] if _st_cvars[84 + _t622] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t622], (1 + _a413(st, _t622)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 ccaef074>
def _loop(st, _t627):
    _st_cvars = st.cvars
    _t630 = 0
    for _t629 in st.zones[(9 + st.model.zone_instances[st.loc[_t627]][1])]:
        if (_st_cvars[84 + _t629] == _t627):
            _t630 += (1 if ((_st_cvars[_t629] == 'carnivorous') or (_st_cvars[_t629] == 'high_body_weight')) else (2 if (_st_cvars[_t629] == 'parasite') else 0))
    return _t630

# <rulerun evolution.rules: feeding_turn_of #227 a1454e1f>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t626 = (list(_chain415(map(st.zones.__getitem__, _k416))) or ())
    st.budget -= len(_t626)
    if st.budget < 0: _spent417(st)
    for _t627 in _t626:
        if ((_t627 != _t608) and ((not ((_st_cvars[924 + _t627] == _st_vars[0]) or (_st_cvars[504 + _t627] >= (_memo6[_t627] if _t627 in _memo6 else _memo6.setdefault(_t627, (1 + _a418(st, _t627))))))) and (_st_cvars[504 + _t627] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 14a3db8b>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t631 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t631] == _t608) and (_st_cvars[_t631] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 e7c5cd7a>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t635 = 0
    for _t634 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if (_st_cvars[84 + _t634] == _t608):
            _t635 += (1 if ((_st_cvars[_t634] == 'carnivorous') or (_st_cvars[_t634] == 'high_body_weight')) else (2 if (_st_cvars[_t634] == 'parasite') else 0))
    return _t635

# <rulerun evolution.rules: feeding_turn_of #230 3458d194>
def _loop(st, _t608):
    _st_cvars = st.cvars
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[_t608]][1])]:
        if ((_st_cvars[84 + _t636] == _t608) and (_st_cvars[_t636] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 3e908ba7>
def _loop(st, _t534):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t607 = st.zones[(5 + _t534)]
    st.budget -= len(_t607)
    if st.budget < 0: _spent406(st)
    for _t608 in _t607:
        if (((_memo10[_t608] if _t608 in _memo10 else _memo10.setdefault(_t608, (((((_t612 if (_t612 := _memo7.get((_t608, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t608, 'piracy',), _a407(st, _t608))) and (_st_cvars[756 + _t608] != _st_vars[0])) and (not ((_st_cvars[924 + _t608] == _st_vars[0]) or (_st_cvars[504 + _t608] >= (_memo6[_t608] if _t608 in _memo6 else _memo6.setdefault(_t608, (1 + _a408(st, _t608)))))))) and ((not ((_st_cvars[924 + _t608] == _st_vars[0]) or ((_st_cvars[504 + _t608] >= (_memo6[_t608] if _t608 in _memo6 else _memo6.setdefault(_t608, (1 + _a409(st, _t608))))) and ((_memo5[_t608] if _t608 in _memo5 else _memo5.setdefault(_t608, _a410(st, _t608))) >= (_memo4[_t608] if _t608 in _memo4 else _memo4.setdefault(_t608, _a411(st, _t608))))))) and (_memo14[_t608] if _t608 in _memo14 else _memo14.setdefault(_t608, (not _a414(st, _t608)))))) and _a419(st, _t608)))) or (((((_t633 if (_t633 := _memo7.get((_t608, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t608, 'hibernation',), _a420(st, _t608))) and (_st_cvars[924 + _t608] != _st_vars[0])) and (_st_cvars[924 + _t608] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t608] == _st_vars[0]) or (_st_cvars[504 + _t608] >= (_memo6[_t608] if _t608 in _memo6 else _memo6.setdefault(_t608, (1 + _a421(st, _t608))))))))) or ((_st_vars[3] > 0) and (_t638 if (_t638 := _memo7.get((_t608, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t608, 'grazing',), _a422(st, _t608))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 901bcf15>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _t643 = 0
    for _t642 in st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]:
        if (_st_cvars[84 + _t642] == _t640):
            _t643 += (1 if ((_st_cvars[_t642] == 'carnivorous') or (_st_cvars[_t642] == 'high_body_weight')) else (2 if (_st_cvars[_t642] == 'parasite') else 0))
    return _t643

# <rulerun evolution.rules: feeding_turn_of #233 15c60135>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _t645 = 0
    for _t644 in st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]:
        if (((_st_cvars[84 + _t644] == _t640) and (_st_cvars[_t644] == 'fat_tissue')) and _st_cvars[252 + _t644]):
            _t645 += 1
    return _t645

# <rulerun evolution.rules: feeding_turn_of #234 db6925c8>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _t647 = 0
    for _t646 in st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]:
        if ((_st_cvars[84 + _t646] == _t640) and (_st_cvars[_t646] == 'fat_tissue')):
            _t647 += 1
    return _t647

# <rulerun evolution.rules: feeding_turn_of #235 99d95375>
def _loop(st, _t649):
    _st_cvars = st.cvars
    _t652 = 0
    for _t651 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t649]]][1])]:
        if (_st_cvars[84 + _t651] == _st_cvars[84 + _t649]):
            _t652 += (1 if ((_st_cvars[_t651] == 'carnivorous') or (_st_cvars[_t651] == 'high_body_weight')) else (2 if (_st_cvars[_t651] == 'parasite') else 0))
    return _t652

# <rulerun evolution.rules: feeding_turn_of #236 909c99b6>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t648 = st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]
    st.budget -= len(_t648)
    if st.budget < 0: _spent428(st)
    for _t649 in _t648:
        if (((_st_cvars[_t649] == 'symbiosis') and (_st_cvars[168 + _t649] == _t640)) and (not ((_st_cvars[924 + _st_cvars[84 + _t649]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t649]] >= (_memo6[_st_cvars[84 + _t649]] if _st_cvars[84 + _t649] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t649], (1 + _a429(st, _t649)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 4ee63569>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t639 = st.zones[(5 + L[0])]
    st.budget -= len(_t639)
    if st.budget < 0: _spent424(st)
    for _t640 in _t639:
        if ((not ((_st_cvars[924 + _t640] == _st_vars[0]) or ((_st_cvars[504 + _t640] >= (_memo6[_t640] if _t640 in _memo6 else _memo6.setdefault(_t640, (1 + _a425(st, _t640))))) and ((_memo5[_t640] if _t640 in _memo5 else _memo5.setdefault(_t640, _a426(st, _t640))) >= (_memo4[_t640] if _t640 in _memo4 else _memo4.setdefault(_t640, _a427(st, _t640))))))) and (_memo14[_t640] if _t640 in _memo14 else _memo14.setdefault(_t640, (not _a430(st, _t640))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 6eb6d90e>
def _loop(st, _t654):
    _st_cvars = st.cvars
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if ((_st_cvars[84 + _t656] == _t654) and (_st_cvars[_t656] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 7da49561>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _t660 = 0
    for _t659 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if (_st_cvars[84 + _t659] == _t654):
            _t660 += (1 if ((_st_cvars[_t659] == 'carnivorous') or (_st_cvars[_t659] == 'high_body_weight')) else (2 if (_st_cvars[_t659] == 'parasite') else 0))
    return _t660

# <rulerun evolution.rules: feeding_turn_of #240 1d78192d>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _t662 = 0
    for _t661 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if (((_st_cvars[84 + _t661] == _t654) and (_st_cvars[_t661] == 'fat_tissue')) and _st_cvars[252 + _t661]):
            _t662 += 1
    return _t662

# <rulerun evolution.rules: feeding_turn_of #241 97f561ed>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _t664 = 0
    for _t663 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if ((_st_cvars[84 + _t663] == _t654) and (_st_cvars[_t663] == 'fat_tissue')):
            _t664 += 1
    return _t664

# <rulerun evolution.rules: feeding_turn_of #242 ac248cc8>
def _loop(st, _t666):
    _st_cvars = st.cvars
    _t669 = 0
    for _t668 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t666]]][1])]:
        if (_st_cvars[84 + _t668] == _st_cvars[84 + _t666]):
            _t669 += (1 if ((_st_cvars[_t668] == 'carnivorous') or (_st_cvars[_t668] == 'high_body_weight')) else (2 if (_st_cvars[_t668] == 'parasite') else 0))
    return _t669

# <rulerun evolution.rules: feeding_turn_of #243 891104e8>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t665 = st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]
    st.budget -= len(_t665)
    if st.budget < 0: _spent438(st)
    for _t666 in _t665:
        if (((_st_cvars[_t666] == 'symbiosis') and (_st_cvars[168 + _t666] == _t654)) and (not ((_st_cvars[924 + _st_cvars[84 + _t666]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t666]] >= (_memo6[_st_cvars[84 + _t666]] if _st_cvars[84 + _t666] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t666], (1 + _a439(st, _t666)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 ce6e816a>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t673 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[84 + _t673] == _t671) and (_st_cvars[_t673] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 01e6b7db>
def _loop(st, _t654):
    _st_cvars = st.cvars
    for _t676 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if ((_st_cvars[84 + _t676] == _t654) and (_st_cvars[_t676] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 dbe2b09c>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t681 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[84 + _t681] == _t671) and (_st_cvars[_t681] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 0338fef5>
def _loop(st, _t654):
    _st_cvars = st.cvars
    for _t684 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if ((_st_cvars[84 + _t684] == _t654) and (_st_cvars[_t684] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 f78d91fd>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t689 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[84 + _t689] == _t671) and (_st_cvars[_t689] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 7cdd2c37>
def _loop(st, _t654):
    _st_cvars = st.cvars
    for _t692 in st.zones[(9 + st.model.zone_instances[st.loc[_t654]][1])]:
        if ((_st_cvars[84 + _t692] == _t654) and (_st_cvars[_t692] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 b87e19ea>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t697 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[84 + _t697] == _t671) and (_st_cvars[_t697] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 bf170884>
def _loop(st, _t671):
    _st_cvars = st.cvars
    _t701 = 0
    for _t700 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if (_st_cvars[84 + _t700] == _t671):
            _t701 += (1 if ((_st_cvars[_t700] == 'carnivorous') or (_st_cvars[_t700] == 'high_body_weight')) else (2 if (_st_cvars[_t700] == 'parasite') else 0))
    return _t701

# <rulerun evolution.rules: feeding_turn_of #252 dd66f490>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t702 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[_t702] == 'symbiosis') and (_st_cvars[168 + _t702] == _t671)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 f255fa4c>
def _loop(st, _t654):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t670 = (list(_chain441(map(st.zones.__getitem__, _k442))) or ())
    st.budget -= len(_t670)
    if st.budget < 0: _spent443(st)
    _t678 = _NOT_YET
    _t680 = _NOT_YET
    _t686 = _NOT_YET
    _t688 = _NOT_YET
    _t694 = _NOT_YET
    _t696 = _NOT_YET
    for _t671 in _t670:
        if ((((((_t654 != _t671) and ((not (_t675 if (_t675 := _memo7.get((_t671, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t671, 'camouflage',), _a444(st, _t671)))) or (_t680 if _t680 is not _NOT_YET else (_t680 := (_t679 if (_t679 := _memo7.get((_t654, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t654, 'sharp_vision',), (_t678 if _t678 is not _NOT_YET else (_t678 := _a445(st, _t654))))))))) and ((not (_t683 if (_t683 := _memo7.get((_t671, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t671, 'high_body_weight',), _a446(st, _t671)))) or (_t688 if _t688 is not _NOT_YET else (_t688 := (_t687 if (_t687 := _memo7.get((_t654, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t654, 'high_body_weight',), (_t686 if _t686 is not _NOT_YET else (_t686 := _a447(st, _t654))))))))) and ((_t691 if (_t691 := _memo7.get((_t671, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t671, 'swimming',), _a448(st, _t671))) == (_t696 if _t696 is not _NOT_YET else (_t696 := (_t695 if (_t695 := _memo7.get((_t654, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t654, 'swimming',), (_t694 if _t694 is not _NOT_YET else (_t694 := _a449(st, _t654))))))))) and (not ((_t699 if (_t699 := _memo7.get((_t671, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t671, 'burrowing',), _a450(st, _t671))) and ((_st_cvars[924 + _t671] == _st_vars[0]) or (_st_cvars[504 + _t671] >= (_memo6[_t671] if _t671 in _memo6 else _memo6.setdefault(_t671, (1 + _a451(st, _t671))))))))) and (not (_memo13[_t671] if _t671 in _memo13 else _memo13.setdefault(_t671, _a452(st, _t671))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 e2e4ff57>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t653 = st.zones[(5 + L[0])]
    st.budget -= len(_t653)
    if st.budget < 0: _spent433(st)
    for _t654 in _t653:
        if (_memo0[_t654] if _t654 in _memo0 else _memo0.setdefault(_t654, ((((_t658 if (_t658 := _memo7.get((_t654, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t654, 'carnivorous',), _a434(st, _t654))) and (_st_cvars[672 + _t654] != _st_vars[0])) and ((not ((_st_cvars[924 + _t654] == _st_vars[0]) or ((_st_cvars[504 + _t654] >= (_memo6[_t654] if _t654 in _memo6 else _memo6.setdefault(_t654, (1 + _a435(st, _t654))))) and ((_memo5[_t654] if _t654 in _memo5 else _memo5.setdefault(_t654, _a436(st, _t654))) >= (_memo4[_t654] if _t654 in _memo4 else _memo4.setdefault(_t654, _a437(st, _t654))))))) and (_memo14[_t654] if _t654 in _memo14 else _memo14.setdefault(_t654, (not _a440(st, _t654)))))) and _a453(st, _t654)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 10396396>
def _loop(st, _t705):
    _st_cvars = st.cvars
    _t708 = 0
    for _t707 in st.zones[(9 + st.model.zone_instances[st.loc[_t705]][1])]:
        if (_st_cvars[84 + _t707] == _t705):
            _t708 += (1 if ((_st_cvars[_t707] == 'carnivorous') or (_st_cvars[_t707] == 'high_body_weight')) else (2 if (_st_cvars[_t707] == 'parasite') else 0))
    return _t708

# <rulerun evolution.rules: feeding_turn_of #256 92ed230c>
def _loop(st, _t705):
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + st.model.zone_instances[st.loc[_t705]][1])]:
        if (((_st_cvars[84 + _t709] == _t705) and (_st_cvars[_t709] == 'fat_tissue')) and _st_cvars[252 + _t709]):
            _t710 += 1
    return _t710

# <rulerun evolution.rules: feeding_turn_of #257 ada49dcf>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t704 = st.zones[(5 + L[0])]
    st.budget -= len(_t704)
    if st.budget < 0: _spent455(st)
    for _t705 in _t704:
        if ((not ((_st_cvars[924 + _t705] == _st_vars[0]) or (_st_cvars[504 + _t705] >= (_memo6[_t705] if _t705 in _memo6 else _memo6.setdefault(_t705, (1 + _a456(st, _t705))))))) and ((_memo5[_t705] if _t705 in _memo5 else _memo5.setdefault(_t705, _a457(st, _t705))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 bb2f4aae>
def _loop(st, _t713):
    _st_cvars = st.cvars
    for _t714 in st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]:
        if ((_st_cvars[84 + _t714] == _t713) and (_st_cvars[_t714] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 5151664e>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _t718 = 0
    for _t717 in st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]:
        if (_st_cvars[84 + _t717] == _t713):
            _t718 += (1 if ((_st_cvars[_t717] == 'carnivorous') or (_st_cvars[_t717] == 'high_body_weight')) else (2 if (_st_cvars[_t717] == 'parasite') else 0))
    return _t718

# <rulerun evolution.rules: feeding_turn_of #260 da7af365>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _t720 = 0
    for _t719 in st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]:
        if (_st_cvars[84 + _t719] == _t713):
            _t720 += (1 if ((_st_cvars[_t719] == 'carnivorous') or (_st_cvars[_t719] == 'high_body_weight')) else (2 if (_st_cvars[_t719] == 'parasite') else 0))
    return _t720

# <rulerun evolution.rules: feeding_turn_of #261 ad67f061>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _t722 = 0
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]:
        if (((_st_cvars[84 + _t721] == _t713) and (_st_cvars[_t721] == 'fat_tissue')) and _st_cvars[252 + _t721]):
            _t722 += 1
    return _t722

# <rulerun evolution.rules: feeding_turn_of #262 5d430ab4>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _t724 = 0
    for _t723 in st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]:
        if ((_st_cvars[84 + _t723] == _t713) and (_st_cvars[_t723] == 'fat_tissue')):
            _t724 += 1
    return _t724

# <rulerun evolution.rules: feeding_turn_of #263 d3ddf97c>
def _loop(st, _t726):
    _st_cvars = st.cvars
    _t729 = 0
    for _t728 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t726]]][1])]:
        if (_st_cvars[84 + _t728] == _st_cvars[84 + _t726]):
            _t729 += (1 if ((_st_cvars[_t728] == 'carnivorous') or (_st_cvars[_t728] == 'high_body_weight')) else (2 if (_st_cvars[_t728] == 'parasite') else 0))
    return _t729

# <rulerun evolution.rules: feeding_turn_of #264 b1dabcf0>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t725 = st.zones[(9 + st.model.zone_instances[st.loc[_t713]][1])]
    st.budget -= len(_t725)
    if st.budget < 0: _spent464(st)
    for _t726 in _t725:
        if (((_st_cvars[_t726] == 'symbiosis') and (_st_cvars[168 + _t726] == _t713)) and (not ((_st_cvars[924 + _st_cvars[84 + _t726]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t726]] >= (_memo6[_st_cvars[84 + _t726]] if _st_cvars[84 + _t726] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t726], (1 + _a465(st, _t726)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 60151116>
def _loop(st, _t731):
    _st_cvars = st.cvars
    _t734 = 0
    for _t733 in st.zones[(9 + st.model.zone_instances[st.loc[_t731]][1])]:
        if (_st_cvars[84 + _t733] == _t731):
            _t734 += (1 if ((_st_cvars[_t733] == 'carnivorous') or (_st_cvars[_t733] == 'high_body_weight')) else (2 if (_st_cvars[_t733] == 'parasite') else 0))
    return _t734

# <rulerun evolution.rules: feeding_turn_of #266 a87fbea8>
def _loop(st, _t713):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t730 = (list(_chain467(map(st.zones.__getitem__, _k468))) or ())
    st.budget -= len(_t730)
    if st.budget < 0: _spent469(st)
    for _t731 in _t730:
        if ((_t731 != _t713) and ((not ((_st_cvars[924 + _t731] == _st_vars[0]) or (_st_cvars[504 + _t731] >= (_memo6[_t731] if _t731 in _memo6 else _memo6.setdefault(_t731, (1 + _a470(st, _t731))))))) and (_st_cvars[504 + _t731] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 2c96b6a4>
def _loop(st, _t737):
    _st_cvars = st.cvars
    for _t738 in st.zones[(9 + st.model.zone_instances[st.loc[_t737]][1])]:
        if ((_st_cvars[84 + _t738] == _t737) and (_st_cvars[_t738] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 af26d2b5>
def _loop(st, _t743):
    _st_cvars = st.cvars
    for _t744 in st.zones[(9 + st.model.zone_instances[st.loc[_t743]][1])]:
        if ((_st_cvars[84 + _t744] == _t743) and (_st_cvars[_t744] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 a12afa47>
def _loop(st, _t743):
    _st_cvars = st.cvars
    _t748 = 0
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[_t743]][1])]:
        if (_st_cvars[84 + _t747] == _t743):
            _t748 += (1 if ((_st_cvars[_t747] == 'carnivorous') or (_st_cvars[_t747] == 'high_body_weight')) else (2 if (_st_cvars[_t747] == 'parasite') else 0))
    return _t748

# <rulerun evolution.rules: feeding_turn_of #270 f06799db>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + st.model.zone_instances[st.loc[_t750]][1])]:
        if (_st_cvars[84 + _t752] == _t750):
            _t753 += (1 if ((_st_cvars[_t752] == 'carnivorous') or (_st_cvars[_t752] == 'high_body_weight')) else (2 if (_st_cvars[_t752] == 'parasite') else 0))
    return _t753

# <rulerun evolution.rules: feeding_turn_of #271 45d5ee97>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _t755 = 0
    for _t754 in st.zones[(9 + st.model.zone_instances[st.loc[_t750]][1])]:
        if (((_st_cvars[84 + _t754] == _t750) and (_st_cvars[_t754] == 'fat_tissue')) and _st_cvars[252 + _t754]):
            _t755 += 1
    return _t755

# <rulerun evolution.rules: feeding_turn_of #272 cd9f0f6d>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + st.model.zone_instances[st.loc[_t750]][1])]:
        if ((_st_cvars[84 + _t756] == _t750) and (_st_cvars[_t756] == 'fat_tissue')):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: feeding_turn_of #273 c6103aa6>
def _loop(st, _t759):
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t759]]][1])]:
        if (_st_cvars[84 + _t761] == _st_cvars[84 + _t759]):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: feeding_turn_of #274 b419ed18>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t758 = st.zones[(9 + st.model.zone_instances[st.loc[_t750]][1])]
    st.budget -= len(_t758)
    if st.budget < 0: _spent479(st)
    for _t759 in _t758:
        if (((_st_cvars[_t759] == 'symbiosis') and (_st_cvars[168 + _t759] == _t750)) and (not ((_st_cvars[924 + _st_cvars[84 + _t759]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t759]] >= (_memo6[_st_cvars[84 + _t759]] if _st_cvars[84 + _t759] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t759], (1 + _a480(st, _t759)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 ffcb7cb7>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t749 = st.zones[(5 + L[0])]
    st.budget -= len(_t749)
    if st.budget < 0: _spent475(st)
    for _t750 in _t749:
        if ((not ((_st_cvars[924 + _t750] == _st_vars[0]) or ((_st_cvars[504 + _t750] >= (_memo6[_t750] if _t750 in _memo6 else _memo6.setdefault(_t750, (1 + _a476(st, _t750))))) and ((_memo5[_t750] if _t750 in _memo5 else _memo5.setdefault(_t750, _a477(st, _t750))) >= (_memo4[_t750] if _t750 in _memo4 else _memo4.setdefault(_t750, _a478(st, _t750))))))) and (_memo14[_t750] if _t750 in _memo14 else _memo14.setdefault(_t750, (not _a481(st, _t750))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 e6896d65>
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
    _t524 = (list(_chain362(map(_st_zones.__getitem__, _k363))) or ())
    st.budget -= len(_t524)
    if st.budget < 0: _spent364(st)
    _t523 = True
    for _t525 in _t524:
        if not (((_st_cvars[924 + _t525] == _st_vars[0]) or ((_st_cvars[504 + _t525] >= (_memo6[_t525] if _t525 in _memo6 else _memo6.setdefault(_t525, (1 + _a365(st, _t525))))) and ((_memo5[_t525] if _t525 in _memo5 else _memo5.setdefault(_t525, _a366(st, _t525))) >= (_memo4[_t525] if _t525 in _memo4 else _memo4.setdefault(_t525, _a367(st, _t525))))))):
            _t523 = False
            break
    if _t523:
        if _st_log is not None: _st_log.append(_Text369(_audience368(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo370(6)
    _t533 = (_k371 or ())
    st.budget -= len(_t533)
    if st.budget < 0: _spent364(st)
    _t532 = False
    for _t534 in _t533:
        if (_memo8[_t534] if _t534 in _memo8 else _memo8.setdefault(_t534, ((((_memo3[_t534] if _t534 in _memo3 else _memo3.setdefault(_t534, ((_st_vars[3] > 0) and _a379(st, _t534)))) or (_memo1[_t534] if _t534 in _memo1 else _memo1.setdefault(_t534, _a401(st, _t534)))) or (_memo2[_t534] if _t534 in _memo2 else _memo2.setdefault(_t534, _a405(st, _t534)))) or _a423(st, _t534)))):
            _t532 = True
            break
    if (not _t532):
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
    _t712 = _st_zones[(5 + _l0)]
    st.budget -= len(_t712)
    if st.budget < 0: _spent364(st)
    _t711 = False
    for _t713 in _t712:
        if (_memo10[_t713] if _t713 in _memo10 else _memo10.setdefault(_t713, (((((_t716 if (_t716 := _memo7.get((_t713, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t713, 'piracy',), _a459(st, _t713))) and (_st_cvars[756 + _t713] != _st_vars[0])) and (not ((_st_cvars[924 + _t713] == _st_vars[0]) or (_st_cvars[504 + _t713] >= (_memo6[_t713] if _t713 in _memo6 else _memo6.setdefault(_t713, (1 + _a460(st, _t713)))))))) and ((not ((_st_cvars[924 + _t713] == _st_vars[0]) or ((_st_cvars[504 + _t713] >= (_memo6[_t713] if _t713 in _memo6 else _memo6.setdefault(_t713, (1 + _a461(st, _t713))))) and ((_memo5[_t713] if _t713 in _memo5 else _memo5.setdefault(_t713, _a462(st, _t713))) >= (_memo4[_t713] if _t713 in _memo4 else _memo4.setdefault(_t713, _a463(st, _t713))))))) and (_memo14[_t713] if _t713 in _memo14 else _memo14.setdefault(_t713, (not _a466(st, _t713)))))) and _a471(st, _t713)))):
            _t711 = True
            break
    if _t711:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    _t736 = _st_zones[(5 + _l0)]
    st.budget -= len(_t736)
    if st.budget < 0: _spent364(st)
    _t735 = False
    for _t737 in _t736:
        if (((_t740 if (_t740 := _memo7.get((_t737, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t737, 'grazing',), _a472(st, _t737))) and (_st_cvars[840 + _t737] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t735 = True
            break
    if _t735:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long432(L[2])
    _t742 = _st_zones[(5 + _l0)]
    st.budget -= len(_t742)
    if st.budget < 0: _spent364(st)
    _t741 = False
    for _t743 in _t742:
        if (((((_t746 if (_t746 := _memo7.get((_t743, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t743, 'hibernation',), _a473(st, _t743))) and (_st_cvars[924 + _t743] != _st_vars[0])) and (_st_cvars[924 + _t743] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t743] == _st_vars[0]) or (_st_cvars[504 + _t743] >= (_memo6[_t743] if _t743 in _memo6 else _memo6.setdefault(_t743, (1 + _a474(st, _t743)))))))):
            _t741 = True
            break
    if _t741:
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

# <rulerun evolution.rules: take_food #295 ba861d67>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t763 if -1000000000000000000 <= (_t763 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond483(_t763))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text487(_audience484(st), [_PlayerRef485(L[0]), "'s animal ", _plain486(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain486(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 b273d2f3>
def _loop(st, _t766):
    _st_cvars = st.cvars
    _t768 = 0
    for _t767 in st.zones[(9 + st.model.zone_instances[st.loc[_t766]][1])]:
        if (_st_cvars[84 + _t767] == _t766):
            _t768 += (1 if ((_st_cvars[_t767] == 'carnivorous') or (_st_cvars[_t767] == 'high_body_weight')) else (2 if (_st_cvars[_t767] == 'parasite') else 0))
    return _t768

# <rulerun evolution.rules: take_food #297 671f044b>
def _loop(st, _t766):
    _st_cvars = st.cvars
    _t770 = 0
    for _t769 in st.zones[(9 + st.model.zone_instances[st.loc[_t766]][1])]:
        if (((_st_cvars[84 + _t769] == _t766) and (_st_cvars[_t769] == 'fat_tissue')) and _st_cvars[252 + _t769]):
            _t770 += 1
    return _t770

# <rulerun evolution.rules: take_food #298 ca974592>
def _loop(st, _t766):
    _st_cvars = st.cvars
    _t772 = 0
    for _t771 in st.zones[(9 + st.model.zone_instances[st.loc[_t766]][1])]:
        if ((_st_cvars[84 + _t771] == _t766) and (_st_cvars[_t771] == 'fat_tissue')):
            _t772 += 1
    return _t772

# <rulerun evolution.rules: take_food #299 b80f5810>
def _loop(st, _t774):
    _st_cvars = st.cvars
    _t777 = 0
    for _t776 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t774]]][1])]:
        if (_st_cvars[84 + _t776] == _st_cvars[84 + _t774]):
            _t777 += (1 if ((_st_cvars[_t776] == 'carnivorous') or (_st_cvars[_t776] == 'high_body_weight')) else (2 if (_st_cvars[_t776] == 'parasite') else 0))
    return _t777

# <rulerun evolution.rules: take_food #300 5be95d49>
def _loop(st, _t766):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t773 = st.zones[(9 + st.model.zone_instances[st.loc[_t766]][1])]
    st.budget -= len(_t773)
    if st.budget < 0: _spent492(st)
    for _t774 in _t773:
        if (((_st_cvars[_t774] == 'symbiosis') and (_st_cvars[168 + _t774] == _t766)) and (not ((_st_cvars[924 + _st_cvars[84 + _t774]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t774]] >= (1 + _a493(st, _t774)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 46701846>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t765 = st.zones[(5 + L[0])]
    st.budget -= len(_t765)
    if st.budget < 0: _spent488(st)
    _t764 = []
    for _t766 in _t765:
        if ((not ((_st_cvars[924 + _t766] == _st_vars[0]) or ((_st_cvars[504 + _t766] >= (1 + _a489(st, _t766))) and (_a490(st, _t766) >= _a491(st, _t766))))) and (not _a494(st, _t766))):
            _t764.append(_t766)
    return _t764

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 3573d8d9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t779 = []
    for _t778 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t778] == L[1]) or (_st_cvars[168 + _t778] == L[1])):
            _t779.append(_st_cvars[_t778])
    return _t779

# <rulerun evolution.rules: take_food #304 f66acb0b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t781 = []
    for _t780 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t780] == L[1]) or (_st_cvars[168 + _t780] == L[1])):
            _t781.append(_t780)
    return _t781

# <rulerun evolution.rules: take_food #305 7f74b88d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t783 = 0
    for _t782 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t782] == L[1]):
            _t783 += (1 if ((_st_cvars[_t782] == 'carnivorous') or (_st_cvars[_t782] == 'high_body_weight')) else (2 if (_st_cvars[_t782] == 'parasite') else 0))
    return _t783

# <rulerun evolution.rules: take_food #306 e910d297>
def _loop(st, L):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t784] == L[1]) and (_st_cvars[_t784] == 'fat_tissue')) and _st_cvars[252 + _t784]):
            _t785 += 1
    return _t785

# <rulerun evolution.rules: take_food #307 3557e5e3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t787 = 0
    for _t786 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t786] == L[1]) and (_st_cvars[_t786] == 'fat_tissue')):
            _t787 += 1
    return _t787

# <rulerun evolution.rules: take_food #308 36f61db8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t789 = 0
    for _t788 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t788] == L[1]) and (_st_cvars[_t788] == 'fat_tissue')):
            _t789 += 1
    return _t789

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

# <rulerun evolution.rules: convert_fat #312 8103fce1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t794 = 0
    for _t793 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t793] == _l1):
            _t794 += (1 if ((_st_cvars[_t793] == 'carnivorous') or (_st_cvars[_t793] == 'high_body_weight')) else (2 if (_st_cvars[_t793] == 'parasite') else 0))
    return _t794

# <rulerun evolution.rules: convert_fat #313 7c03fbf9>
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
    for _t790 in st.zones[(9 + _l0)][:]:
        L[6] = _t790
        if not ((((_st_cvars[84 + _t790] == _l1) and _st_cvars[252 + _t790]) and (L[3] > 0))): continue
        _st_cvars[252 + _t790] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t791 if -1000000000000000000 <= (_t791 := L[3] - 1) <= 1000000000000000000 else _beyond504(_t791))
    _st_cvars[504 + _l1] = (_t792 if -1000000000000000000 <= (_t792 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond504(_t792))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text509(_audience505(st), [_PlayerRef506(_l0), ' converts ', _plain507(_l2), ' fat on animal ', _plain507(_st_cvars[420 + _l1]), ' into food (food ', _plain507(_st_cvars[504 + _l1]), '/', _plain507((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a508(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 00c76f9f>
def _loop(st, _t797):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_t797]][1])]:
        if (_st_cvars[84 + _t798] == _t797):
            _t799 += (1 if ((_st_cvars[_t798] == 'carnivorous') or (_st_cvars[_t798] == 'high_body_weight')) else (2 if (_st_cvars[_t798] == 'parasite') else 0))
    return _t799

# <rulerun evolution.rules: convert_fat #315 ac039837>
def _loop(st, _t797):
    _st_cvars = st.cvars
    _t801 = 0
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[_t797]][1])]:
        if (((_st_cvars[84 + _t800] == _t797) and (_st_cvars[_t800] == 'fat_tissue')) and _st_cvars[252 + _t800]):
            _t801 += 1
    return _t801

# <rulerun evolution.rules: convert_fat #316 43a7823a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t796 = st.zones[(5 + L[0])]
    st.budget -= len(_t796)
    if st.budget < 0: _spent510(st)
    _t795 = []
    for _t797 in _t796:
        if ((not ((_st_cvars[924 + _t797] == _st_vars[0]) or (_st_cvars[504 + _t797] >= (1 + _a511(st, _t797))))) and (_a512(st, _t797) > 0)):
            _t795.append(_t797)
    return _t795

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 6a97c40c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t803 = []
    for _t802 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t802] == L[1]) or (_st_cvars[168 + _t802] == L[1])):
            _t803.append(_st_cvars[_t802])
    return _t803

# <rulerun evolution.rules: convert_fat #319 c9a7b831>
def _loop(st, L):
    _st_cvars = st.cvars
    _t805 = []
    for _t804 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t804] == L[1]) or (_st_cvars[168 + _t804] == L[1])):
            _t805.append(_t804)
    return _t805

# <rulerun evolution.rules: convert_fat #320 38e2a4a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t806] == L[1]):
            _t807 += (1 if ((_st_cvars[_t806] == 'carnivorous') or (_st_cvars[_t806] == 'high_body_weight')) else (2 if (_st_cvars[_t806] == 'parasite') else 0))
    return _t807

# <rulerun evolution.rules: convert_fat #321 9d2d6314>
def _loop(st, L):
    _st_cvars = st.cvars
    _t809 = 0
    for _t808 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t808] == L[1]) and (_st_cvars[_t808] == 'fat_tissue')) and _st_cvars[252 + _t808]):
            _t809 += 1
    return _t809

# <rulerun evolution.rules: convert_fat #322 372789a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t810] == L[1]) and (_st_cvars[_t810] == 'fat_tissue')):
            _t811 += 1
    return _t811

# <rulerun evolution.rules: convert_fat #323 deb875df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t812] == L[1]) and (_st_cvars[_t812] == 'fat_tissue')):
            _t813 += 1
    return _t813

# <rulerun evolution.rules: convert_fat #324 5c59515a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain513(_text514(((((('animal ' + _plain513(_st_cvars[420 + L[1]]) + ' of ' + _player_text515(st.model.zone_instances[st.loc[L[1]]][1])) + (_text514(' ' + _plain513(_a516(st, L))) if (not not (_a517(st, L) or ())) else '')) + (' food ' + _plain513(_st_cvars[504 + L[1]]) + '/' + _plain513((1 + _a518(st, L))))) + ((' fat ' + _plain513(_a519(st, L)) + '/' + _plain513(_a520(st, L))) if (_a521(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 66527738>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t815 = 0
    for _t814 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t814] == _l1) and (_st_cvars[_t814] == 'fat_tissue')) and _st_cvars[252 + _t814]):
            _t815 += 1
    return _t815

# <rulerun evolution.rules: convert_fat #326 a1da0991>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t817 = 0
    for _t816 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t816] == _l1):
            _t817 += (1 if ((_st_cvars[_t816] == 'carnivorous') or (_st_cvars[_t816] == 'high_body_weight')) else (2 if (_st_cvars[_t816] == 'parasite') else 0))
    return _t817

# <rulerun evolution.rules: convert_fat #327 bd491ac1>
def _native(st, L):
    return _range522(1, min(_a523(st, L), (_t818 if -1000000000000000000 <= (_t818 := ((1 + _a524(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond525(_t818))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 810eb127>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t820 = 0
    for _t819 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t819] == _l0):
            _t820 += (1 if ((_st_cvars[_t819] == 'carnivorous') or (_st_cvars[_t819] == 'high_body_weight')) else (2 if (_st_cvars[_t819] == 'parasite') else 0))
    return _t820

# <rulerun evolution.rules: receive #330 35713262>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t822 = 0
    for _t821 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t821] == _l0) and (_st_cvars[_t821] == 'fat_tissue')) and _st_cvars[252 + _t821]):
            _t822 += 1
    return _t822

# <rulerun evolution.rules: receive #331 86ae567f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t823] == _l0) and (_st_cvars[_t823] == 'fat_tissue')):
            _t824 += 1
    return _t824

# <rulerun evolution.rules: receive #332 9320e94c>
def _loop(st, _t826):
    _st_cvars = st.cvars
    _t829 = 0
    for _t828 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t826]]][1])]:
        if (_st_cvars[84 + _t828] == _st_cvars[84 + _t826]):
            _t829 += (1 if ((_st_cvars[_t828] == 'carnivorous') or (_st_cvars[_t828] == 'high_body_weight')) else (2 if (_st_cvars[_t828] == 'parasite') else 0))
    return _t829

# <rulerun evolution.rules: receive #333 e46a011a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t825 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t825)
    if st.budget < 0: _spent529(st)
    for _t826 in _t825:
        if (((_st_cvars[_t826] == 'symbiosis') and (_st_cvars[168 + _t826] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t826]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t826]] >= (_memo6[_st_cvars[84 + _t826]] if _st_cvars[84 + _t826] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t826], (1 + _a530(st, _t826)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 4f8d3edf>
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
            _st_vars[3] = (_t830 if -1000000000000000000 <= (_t830 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond532(_t830))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text536(_audience533(st), [_PlayerRef534(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain535(_st_cvars[420 + _l0]), ' cannot take the ', _plain535(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 b38e3d9f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t832 = 0
    for _t831 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t831] == L[2]):
            _t832 += (1 if ((_st_cvars[_t831] == 'carnivorous') or (_st_cvars[_t831] == 'high_body_weight')) else (2 if (_st_cvars[_t831] == 'parasite') else 0))
    return _t832

# <rulerun evolution.rules: receive #336 3a2a1a2d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t837 = 0
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t836] == L[2]) and (_st_cvars[_t836] == 'fat_tissue')) and _st_cvars[252 + _t836]):
            _t837 += 1
    return _t837

# <rulerun evolution.rules: receive #337 e39f6544>
def _loop(st, L):
    _st_cvars = st.cvars
    _t839 = 0
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t838] == L[2]) and (_st_cvars[_t838] == 'fat_tissue')):
            _t839 += 1
    return _t839

# <rulerun evolution.rules: receive #338 2ca188d5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t842 = 0
    for _t841 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t841] == L[2]):
            _t842 += (1 if ((_st_cvars[_t841] == 'carnivorous') or (_st_cvars[_t841] == 'high_body_weight')) else (2 if (_st_cvars[_t841] == 'parasite') else 0))
    return _t842

# <rulerun evolution.rules: receive #339 bcccc791>
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
        _t834 = L[2]
        _t833 = None
        for _t835 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t835] == _t834) and (_st_cvars[_t835] == 'fat_tissue')) and (not _st_cvars[252 + _t835])):
                _t833 = _t835
                break
        L[3] = _t833
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
        _st_cvars[504 + L[2]] = (_t840 if -1000000000000000000 <= (_t840 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond544(_t840))
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

# <rulerun evolution.rules: paired_triggers #342 6d5bb733>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t847 = 0
    for _t846 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t846] == _l0):
            _t847 += (1 if ((_st_cvars[_t846] == 'carnivorous') or (_st_cvars[_t846] == 'high_body_weight')) else (2 if (_st_cvars[_t846] == 'parasite') else 0))
    return _t847

# <rulerun evolution.rules: paired_triggers #343 3ecca439>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t849 = 0
    for _t848 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t848] == _l0) and (_st_cvars[_t848] == 'fat_tissue')) and _st_cvars[252 + _t848]):
            _t849 += 1
    return _t849

# <rulerun evolution.rules: paired_triggers #344 df2750f4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t851 = 0
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t850] == _l0) and (_st_cvars[_t850] == 'fat_tissue')):
            _t851 += 1
    return _t851

# <rulerun evolution.rules: paired_triggers #345 17fd7c4c>
def _loop(st, _t853):
    _st_cvars = st.cvars
    _t856 = 0
    for _t855 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t853]]][1])]:
        if (_st_cvars[84 + _t855] == _st_cvars[84 + _t853]):
            _t856 += (1 if ((_st_cvars[_t855] == 'carnivorous') or (_st_cvars[_t855] == 'high_body_weight')) else (2 if (_st_cvars[_t855] == 'parasite') else 0))
    return _t856

# <rulerun evolution.rules: paired_triggers #346 217e498d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t852 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t852)
    if st.budget < 0: _spent551(st)
    for _t853 in _t852:
        if (((_st_cvars[_t853] == 'symbiosis') and (_st_cvars[168 + _t853] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t853]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t853]] >= (1 + _a552(st, _t853)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 8ae1d894>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent547(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a548(st, L))) and (_a549(st, L) >= _a550(st, L))))) and (not _a553(st, L)))

# <rulerun evolution.rules: paired_triggers #348 a3120863>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t844 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t844)
    if st.budget < 0: _spent546(st)
    _t843 = []
    for _t845 in _t844:
        if (((_st_cvars[336 + _t845] != _st_vars[4]) and ((_st_cvars[84 + _t845] == _l0) or (_st_cvars[168 + _t845] == _l0))) and (((((_st_cvars[_t845] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d554(st, [(_st_cvars[168 + _t845] if (_st_cvars[84 + _t845] == _l0) else _st_cvars[84 + _t845])])) or ((_st_cvars[_t845] == 'cooperation') and _d554(st, [(_st_cvars[168 + _t845] if (_st_cvars[84 + _t845] == _l0) else _st_cvars[84 + _t845])])))):
            _t843.append(_t845)
    L[2] = _t843
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

# <rulerun evolution.rules: paired_triggers #350 35cbd7ce>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t857 if -1000000000000000000 <= (_t857 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond555(_t857))
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

# <rulerun evolution.rules: piracy #360 ce51331f>
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
    _st_cvars[504 + _l2] = (_t858 if -1000000000000000000 <= (_t858 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond562(_t858))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text566(_audience563(st), ['Piracy: ', _PlayerRef564(L[0]), "'s animal ", _plain565(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef564(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain565(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 5e9be1a2>
def _loop(st, _t861):
    _st_cvars = st.cvars
    for _t862 in st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]:
        if ((_st_cvars[84 + _t862] == _t861) and (_st_cvars[_t862] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 bc10f563>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _t865 = 0
    for _t864 in st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]:
        if (_st_cvars[84 + _t864] == _t861):
            _t865 += (1 if ((_st_cvars[_t864] == 'carnivorous') or (_st_cvars[_t864] == 'high_body_weight')) else (2 if (_st_cvars[_t864] == 'parasite') else 0))
    return _t865

# <rulerun evolution.rules: piracy #363 8e79e652>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _t867 = 0
    for _t866 in st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]:
        if (_st_cvars[84 + _t866] == _t861):
            _t867 += (1 if ((_st_cvars[_t866] == 'carnivorous') or (_st_cvars[_t866] == 'high_body_weight')) else (2 if (_st_cvars[_t866] == 'parasite') else 0))
    return _t867

# <rulerun evolution.rules: piracy #364 baf83c25>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _t869 = 0
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]:
        if (((_st_cvars[84 + _t868] == _t861) and (_st_cvars[_t868] == 'fat_tissue')) and _st_cvars[252 + _t868]):
            _t869 += 1
    return _t869

# <rulerun evolution.rules: piracy #365 3a997adf>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _t871 = 0
    for _t870 in st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]:
        if ((_st_cvars[84 + _t870] == _t861) and (_st_cvars[_t870] == 'fat_tissue')):
            _t871 += 1
    return _t871

# <rulerun evolution.rules: piracy #366 1300f3fd>
def _loop(st, _t873):
    _st_cvars = st.cvars
    _t876 = 0
    for _t875 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t873]]][1])]:
        if (_st_cvars[84 + _t875] == _st_cvars[84 + _t873]):
            _t876 += (1 if ((_st_cvars[_t875] == 'carnivorous') or (_st_cvars[_t875] == 'high_body_weight')) else (2 if (_st_cvars[_t875] == 'parasite') else 0))
    return _t876

# <rulerun evolution.rules: piracy #367 9c6e6ce4>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t872 = st.zones[(9 + st.model.zone_instances[st.loc[_t861]][1])]
    st.budget -= len(_t872)
    if st.budget < 0: _spent573(st)
    for _t873 in _t872:
        if (((_st_cvars[_t873] == 'symbiosis') and (_st_cvars[168 + _t873] == _t861)) and (not ((_st_cvars[924 + _st_cvars[84 + _t873]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t873]] >= (1 + _a574(st, _t873)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 4431df2a>
def _loop(st, _t878):
    _st_cvars = st.cvars
    _t881 = 0
    for _t880 in st.zones[(9 + st.model.zone_instances[st.loc[_t878]][1])]:
        if (_st_cvars[84 + _t880] == _t878):
            _t881 += (1 if ((_st_cvars[_t880] == 'carnivorous') or (_st_cvars[_t880] == 'high_body_weight')) else (2 if (_st_cvars[_t880] == 'parasite') else 0))
    return _t881

# <rulerun evolution.rules: piracy #369 995f2f02>
def _loop(st, _t861):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t877 = (list(_chain576(map(st.zones.__getitem__, _k577))) or ())
    st.budget -= len(_t877)
    if st.budget < 0: _spent578(st)
    for _t878 in _t877:
        if ((_t878 != _t861) and ((not ((_st_cvars[924 + _t878] == _st_vars[0]) or (_st_cvars[504 + _t878] >= (1 + _a579(st, _t878))))) and (_st_cvars[504 + _t878] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 a4f4f4fa>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t860 = st.zones[(5 + L[0])]
    st.budget -= len(_t860)
    if st.budget < 0: _spent567(st)
    _t859 = []
    for _t861 in _t860:
        if ((((_a568(st, _t861) and (_st_cvars[756 + _t861] != _st_vars[0])) and (not ((_st_cvars[924 + _t861] == _st_vars[0]) or (_st_cvars[504 + _t861] >= (1 + _a569(st, _t861)))))) and ((not ((_st_cvars[924 + _t861] == _st_vars[0]) or ((_st_cvars[504 + _t861] >= (1 + _a570(st, _t861))) and (_a571(st, _t861) >= _a572(st, _t861))))) and (not _a575(st, _t861)))) and _a580(st, _t861)):
            _t859.append(_t861)
    return _t859

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 6df42699>
def _loop(st, L):
    _st_cvars = st.cvars
    _t883 = []
    for _t882 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t882] == L[1]) or (_st_cvars[168 + _t882] == L[1])):
            _t883.append(_st_cvars[_t882])
    return _t883

# <rulerun evolution.rules: piracy #373 df0b0333>
def _loop(st, L):
    _st_cvars = st.cvars
    _t885 = []
    for _t884 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t884] == L[1]) or (_st_cvars[168 + _t884] == L[1])):
            _t885.append(_t884)
    return _t885

# <rulerun evolution.rules: piracy #374 709692a7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t887 = 0
    for _t886 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t886] == L[1]):
            _t887 += (1 if ((_st_cvars[_t886] == 'carnivorous') or (_st_cvars[_t886] == 'high_body_weight')) else (2 if (_st_cvars[_t886] == 'parasite') else 0))
    return _t887

# <rulerun evolution.rules: piracy #375 2f346dc3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t888] == L[1]) and (_st_cvars[_t888] == 'fat_tissue')) and _st_cvars[252 + _t888]):
            _t889 += 1
    return _t889

# <rulerun evolution.rules: piracy #376 4aff679e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t891 = 0
    for _t890 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t890] == L[1]) and (_st_cvars[_t890] == 'fat_tissue')):
            _t891 += 1
    return _t891

# <rulerun evolution.rules: piracy #377 65c3857a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t893 = 0
    for _t892 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t892] == L[1]) and (_st_cvars[_t892] == 'fat_tissue')):
            _t893 += 1
    return _t893

# <rulerun evolution.rules: piracy #378 ff4f45ce>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain581(_text582(((((('animal ' + _plain581(_st_cvars[420 + L[1]]) + ' of ' + _player_text583(st.model.zone_instances[st.loc[L[1]]][1])) + (_text582(' ' + _plain581(_a584(st, L))) if (not not (_a585(st, L) or ())) else '')) + (' food ' + _plain581(_st_cvars[504 + L[1]]) + '/' + _plain581((1 + _a586(st, L))))) + ((' fat ' + _plain581(_a587(st, L)) + '/' + _plain581(_a588(st, L))) if (_a589(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 ed8daec2>
def _loop(st, _t896):
    _st_cvars = st.cvars
    _t898 = 0
    for _t897 in st.zones[(9 + st.model.zone_instances[st.loc[_t896]][1])]:
        if (_st_cvars[84 + _t897] == _t896):
            _t898 += (1 if ((_st_cvars[_t897] == 'carnivorous') or (_st_cvars[_t897] == 'high_body_weight')) else (2 if (_st_cvars[_t897] == 'parasite') else 0))
    return _t898

# <rulerun evolution.rules: piracy #380 8d2673e7>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t895 = (list(_chain590(map(st.zones.__getitem__, _k591))) or ())
    st.budget -= len(_t895)
    if st.budget < 0: _spent592(st)
    _t894 = []
    for _t896 in _t895:
        if ((_t896 != _l1) and ((not ((_st_cvars[924 + _t896] == _st_vars[0]) or (_st_cvars[504 + _t896] >= (1 + _a593(st, _t896))))) and (_st_cvars[504 + _t896] > 0))):
            _t894.append(_t896)
    return _t894

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 b5be44a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t900 = []
    for _t899 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t899] == L[2]) or (_st_cvars[168 + _t899] == L[2])):
            _t900.append(_st_cvars[_t899])
    return _t900

# <rulerun evolution.rules: piracy #383 98cd4ae7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t902 = []
    for _t901 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t901] == L[2]) or (_st_cvars[168 + _t901] == L[2])):
            _t902.append(_t901)
    return _t902

# <rulerun evolution.rules: piracy #384 876b1cb6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t904 = 0
    for _t903 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t903] == L[2]):
            _t904 += (1 if ((_st_cvars[_t903] == 'carnivorous') or (_st_cvars[_t903] == 'high_body_weight')) else (2 if (_st_cvars[_t903] == 'parasite') else 0))
    return _t904

# <rulerun evolution.rules: piracy #385 3f0ebce9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t906 = 0
    for _t905 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t905] == L[2]) and (_st_cvars[_t905] == 'fat_tissue')) and _st_cvars[252 + _t905]):
            _t906 += 1
    return _t906

# <rulerun evolution.rules: piracy #386 cd46948a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t908 = 0
    for _t907 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t907] == L[2]) and (_st_cvars[_t907] == 'fat_tissue')):
            _t908 += 1
    return _t908

# <rulerun evolution.rules: piracy #387 1eb55f51>
def _loop(st, L):
    _st_cvars = st.cvars
    _t910 = 0
    for _t909 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t909] == L[2]) and (_st_cvars[_t909] == 'fat_tissue')):
            _t910 += 1
    return _t910

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

# <rulerun evolution.rules: grazing #391 8bed5143>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t911 if -1000000000000000000 <= (_t911 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond603(_t911))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text607(_audience604(st), ['Grazing: ', _PlayerRef605(L[0]), "'s animal ", _plain606(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain606(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 a7de884f>
def _loop(st, _t914):
    _st_cvars = st.cvars
    for _t915 in st.zones[(9 + st.model.zone_instances[st.loc[_t914]][1])]:
        if ((_st_cvars[84 + _t915] == _t914) and (_st_cvars[_t915] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 988b6864>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t913 = st.zones[(5 + L[0])]
    st.budget -= len(_t913)
    if st.budget < 0: _spent608(st)
    _t912 = []
    for _t914 in _t913:
        if ((_a609(st, _t914) and (_st_cvars[840 + _t914] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t912.append(_t914)
    return _t912

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 ffca1bbd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t918 = []
    for _t917 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t917] == L[1]) or (_st_cvars[168 + _t917] == L[1])):
            _t918.append(_st_cvars[_t917])
    return _t918

# <rulerun evolution.rules: grazing #396 8b033c64>
def _loop(st, L):
    _st_cvars = st.cvars
    _t920 = []
    for _t919 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t919] == L[1]) or (_st_cvars[168 + _t919] == L[1])):
            _t920.append(_t919)
    return _t920

# <rulerun evolution.rules: grazing #397 60ecebf3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t922 = 0
    for _t921 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t921] == L[1]):
            _t922 += (1 if ((_st_cvars[_t921] == 'carnivorous') or (_st_cvars[_t921] == 'high_body_weight')) else (2 if (_st_cvars[_t921] == 'parasite') else 0))
    return _t922

# <rulerun evolution.rules: grazing #398 f1d0d1a4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t924 = 0
    for _t923 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t923] == L[1]) and (_st_cvars[_t923] == 'fat_tissue')) and _st_cvars[252 + _t923]):
            _t924 += 1
    return _t924

# <rulerun evolution.rules: grazing #399 64e865a3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t926 = 0
    for _t925 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t925] == L[1]) and (_st_cvars[_t925] == 'fat_tissue')):
            _t926 += 1
    return _t926

# <rulerun evolution.rules: grazing #400 c491136d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t928 = 0
    for _t927 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t927] == L[1]) and (_st_cvars[_t927] == 'fat_tissue')):
            _t928 += 1
    return _t928

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

# <rulerun evolution.rules: hibernation #403 ea72af00>
def _loop(st, _t931):
    _st_cvars = st.cvars
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[_t931]][1])]:
        if ((_st_cvars[84 + _t932] == _t931) and (_st_cvars[_t932] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 7b29c66c>
def _loop(st, _t931):
    _st_cvars = st.cvars
    _t935 = 0
    for _t934 in st.zones[(9 + st.model.zone_instances[st.loc[_t931]][1])]:
        if (_st_cvars[84 + _t934] == _t931):
            _t935 += (1 if ((_st_cvars[_t934] == 'carnivorous') or (_st_cvars[_t934] == 'high_body_weight')) else (2 if (_st_cvars[_t934] == 'parasite') else 0))
    return _t935

# <rulerun evolution.rules: hibernation #405 1e3b9ba3>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t930 = st.zones[(5 + L[0])]
    st.budget -= len(_t930)
    if st.budget < 0: _spent623(st)
    _t929 = []
    for _t931 in _t930:
        if ((((_a624(st, _t931) and (_st_cvars[924 + _t931] != _st_vars[0])) and (_st_cvars[924 + _t931] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t931] == _st_vars[0]) or (_st_cvars[504 + _t931] >= (1 + _a625(st, _t931)))))):
            _t929.append(_t931)
    return _t929

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 b8eefbbb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t937 = []
    for _t936 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t936] == L[1]) or (_st_cvars[168 + _t936] == L[1])):
            _t937.append(_st_cvars[_t936])
    return _t937

# <rulerun evolution.rules: hibernation #408 5a71e1b5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t939 = []
    for _t938 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t938] == L[1]) or (_st_cvars[168 + _t938] == L[1])):
            _t939.append(_t938)
    return _t939

# <rulerun evolution.rules: hibernation #409 d8010e6b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t941 = 0
    for _t940 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t940] == L[1]):
            _t941 += (1 if ((_st_cvars[_t940] == 'carnivorous') or (_st_cvars[_t940] == 'high_body_weight')) else (2 if (_st_cvars[_t940] == 'parasite') else 0))
    return _t941

# <rulerun evolution.rules: hibernation #410 efd9724d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t943 = 0
    for _t942 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t942] == L[1]) and (_st_cvars[_t942] == 'fat_tissue')) and _st_cvars[252 + _t942]):
            _t943 += 1
    return _t943

# <rulerun evolution.rules: hibernation #411 10d9b9fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t945 = 0
    for _t944 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t944] == L[1]) and (_st_cvars[_t944] == 'fat_tissue')):
            _t945 += 1
    return _t945

# <rulerun evolution.rules: hibernation #412 01189763>
def _loop(st, L):
    _st_cvars = st.cvars
    _t947 = 0
    for _t946 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t946] == L[1]) and (_st_cvars[_t946] == 'fat_tissue')):
            _t947 += 1
    return _t947

# <rulerun evolution.rules: hibernation #413 46250c49>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain626(_text627(((((('animal ' + _plain626(_st_cvars[420 + L[1]]) + ' of ' + _player_text628(st.model.zone_instances[st.loc[L[1]]][1])) + (_text627(' ' + _plain626(_a629(st, L))) if (not not (_a630(st, L) or ())) else '')) + (' food ' + _plain626(_st_cvars[504 + L[1]]) + '/' + _plain626((1 + _a631(st, L))))) + ((' fat ' + _plain626(_a632(st, L)) + '/' + _plain626(_a633(st, L))) if (_a634(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 36888924>
def _loop(st, _t950):
    _st_cvars = st.cvars
    for _t951 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if ((_st_cvars[84 + _t951] == _t950) and (_st_cvars[_t951] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 ee8ed8f3>
def _loop(st, _t950):
    _st_cvars = st.cvars
    _t954 = 0
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if (_st_cvars[84 + _t953] == _t950):
            _t954 += (1 if ((_st_cvars[_t953] == 'carnivorous') or (_st_cvars[_t953] == 'high_body_weight')) else (2 if (_st_cvars[_t953] == 'parasite') else 0))
    return _t954

# <rulerun evolution.rules: attack_action #416 54d3cc87>
def _loop(st, _t950):
    _st_cvars = st.cvars
    _t956 = 0
    for _t955 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if (((_st_cvars[84 + _t955] == _t950) and (_st_cvars[_t955] == 'fat_tissue')) and _st_cvars[252 + _t955]):
            _t956 += 1
    return _t956

# <rulerun evolution.rules: attack_action #417 2671584d>
def _loop(st, _t950):
    _st_cvars = st.cvars
    _t958 = 0
    for _t957 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if ((_st_cvars[84 + _t957] == _t950) and (_st_cvars[_t957] == 'fat_tissue')):
            _t958 += 1
    return _t958

# <rulerun evolution.rules: attack_action #418 4249091e>
def _loop(st, _t960):
    _st_cvars = st.cvars
    _t963 = 0
    for _t962 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t960]]][1])]:
        if (_st_cvars[84 + _t962] == _st_cvars[84 + _t960]):
            _t963 += (1 if ((_st_cvars[_t962] == 'carnivorous') or (_st_cvars[_t962] == 'high_body_weight')) else (2 if (_st_cvars[_t962] == 'parasite') else 0))
    return _t963

# <rulerun evolution.rules: attack_action #419 4f0f655d>
def _loop(st, _t950):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t959 = st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]
    st.budget -= len(_t959)
    if st.budget < 0: _spent640(st)
    for _t960 in _t959:
        if (((_st_cvars[_t960] == 'symbiosis') and (_st_cvars[168 + _t960] == _t950)) and (not ((_st_cvars[924 + _st_cvars[84 + _t960]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t960]] >= (1 + _a641(st, _t960)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 05ab4919>
def _loop(st, _t965):
    _st_cvars = st.cvars
    for _t967 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if ((_st_cvars[84 + _t967] == _t965) and (_st_cvars[_t967] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 1963f519>
def _loop(st, _t950):
    _st_cvars = st.cvars
    for _t969 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if ((_st_cvars[84 + _t969] == _t950) and (_st_cvars[_t969] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 7776959c>
def _loop(st, _t965):
    _st_cvars = st.cvars
    for _t973 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if ((_st_cvars[84 + _t973] == _t965) and (_st_cvars[_t973] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 f482cafe>
def _loop(st, _t950):
    _st_cvars = st.cvars
    for _t975 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if ((_st_cvars[84 + _t975] == _t950) and (_st_cvars[_t975] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 f14f50c6>
def _loop(st, _t965):
    _st_cvars = st.cvars
    for _t979 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if ((_st_cvars[84 + _t979] == _t965) and (_st_cvars[_t979] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 88e27497>
def _loop(st, _t950):
    _st_cvars = st.cvars
    for _t981 in st.zones[(9 + st.model.zone_instances[st.loc[_t950]][1])]:
        if ((_st_cvars[84 + _t981] == _t950) and (_st_cvars[_t981] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 5443fdd8>
def _loop(st, _t965):
    _st_cvars = st.cvars
    for _t985 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if ((_st_cvars[84 + _t985] == _t965) and (_st_cvars[_t985] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 d45b74b9>
def _loop(st, _t965):
    _st_cvars = st.cvars
    _t988 = 0
    for _t987 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if (_st_cvars[84 + _t987] == _t965):
            _t988 += (1 if ((_st_cvars[_t987] == 'carnivorous') or (_st_cvars[_t987] == 'high_body_weight')) else (2 if (_st_cvars[_t987] == 'parasite') else 0))
    return _t988

# <rulerun evolution.rules: attack_action #428 ab8fce52>
def _loop(st, _t965):
    _st_cvars = st.cvars
    for _t989 in st.zones[(9 + st.model.zone_instances[st.loc[_t965]][1])]:
        if ((_st_cvars[_t989] == 'symbiosis') and (_st_cvars[168 + _t989] == _t965)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 f55f1a4c>
def _loop(st, _t950):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t964 = (list(_chain643(map(st.zones.__getitem__, _k644))) or ())
    st.budget -= len(_t964)
    if st.budget < 0: _spent645(st)
    _t971 = _NOT_YET
    _t972 = _NOT_YET
    _t977 = _NOT_YET
    _t978 = _NOT_YET
    _t983 = _NOT_YET
    _t984 = _NOT_YET
    for _t965 in _t964:
        if ((((((_t950 != _t965) and ((not _a646(st, _t965)) or (_t972 if _t972 is not _NOT_YET else (_t972 := (_t971 if _t971 is not _NOT_YET else (_t971 := _a647(st, _t950))))))) and ((not _a648(st, _t965)) or (_t978 if _t978 is not _NOT_YET else (_t978 := (_t977 if _t977 is not _NOT_YET else (_t977 := _a649(st, _t950))))))) and (_a650(st, _t965) == (_t984 if _t984 is not _NOT_YET else (_t984 := (_t983 if _t983 is not _NOT_YET else (_t983 := _a651(st, _t950))))))) and (not (_a652(st, _t965) and ((_st_cvars[924 + _t965] == _st_vars[0]) or (_st_cvars[504 + _t965] >= (1 + _a653(st, _t965))))))) and (not _a654(st, _t965))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 460196fe>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t949 = st.zones[(5 + L[0])]
    st.budget -= len(_t949)
    if st.budget < 0: _spent635(st)
    _t948 = []
    for _t950 in _t949:
        if (((_a636(st, _t950) and (_st_cvars[672 + _t950] != _st_vars[0])) and ((not ((_st_cvars[924 + _t950] == _st_vars[0]) or ((_st_cvars[504 + _t950] >= (1 + _a637(st, _t950))) and (_a638(st, _t950) >= _a639(st, _t950))))) and (not _a642(st, _t950)))) and _a655(st, _t950)):
            _t948.append(_t950)
    return _t948

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 e47819e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t992 = []
    for _t991 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t991] == L[1]) or (_st_cvars[168 + _t991] == L[1])):
            _t992.append(_st_cvars[_t991])
    return _t992

# <rulerun evolution.rules: attack_action #433 d4684989>
def _loop(st, L):
    _st_cvars = st.cvars
    _t994 = []
    for _t993 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t993] == L[1]) or (_st_cvars[168 + _t993] == L[1])):
            _t994.append(_t993)
    return _t994

# <rulerun evolution.rules: attack_action #434 3f7e1f4d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t996 = 0
    for _t995 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t995] == L[1]):
            _t996 += (1 if ((_st_cvars[_t995] == 'carnivorous') or (_st_cvars[_t995] == 'high_body_weight')) else (2 if (_st_cvars[_t995] == 'parasite') else 0))
    return _t996

# <rulerun evolution.rules: attack_action #435 0e037772>
def _loop(st, L):
    _st_cvars = st.cvars
    _t998 = 0
    for _t997 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t997] == L[1]) and (_st_cvars[_t997] == 'fat_tissue')) and _st_cvars[252 + _t997]):
            _t998 += 1
    return _t998

# <rulerun evolution.rules: attack_action #436 170abba3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1000 = 0
    for _t999 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t999] == L[1]) and (_st_cvars[_t999] == 'fat_tissue')):
            _t1000 += 1
    return _t1000

# <rulerun evolution.rules: attack_action #437 074a45a7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1002 = 0
    for _t1001 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1001] == L[1]) and (_st_cvars[_t1001] == 'fat_tissue')):
            _t1002 += 1
    return _t1002

# <rulerun evolution.rules: attack_action #438 3b784f49>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain656(_text657(((((('animal ' + _plain656(_st_cvars[420 + L[1]]) + ' of ' + _player_text658(st.model.zone_instances[st.loc[L[1]]][1])) + (_text657(' ' + _plain656(_a659(st, L))) if (not not (_a660(st, L) or ())) else '')) + (' food ' + _plain656(_st_cvars[504 + L[1]]) + '/' + _plain656((1 + _a661(st, L))))) + ((' fat ' + _plain656(_a662(st, L)) + '/' + _plain656(_a663(st, L))) if (_a664(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 fa70f7ec>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    for _t1006 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if ((_st_cvars[84 + _t1006] == _t1005) and (_st_cvars[_t1006] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 1eea49e8>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1008 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1008] == _l1) and (_st_cvars[_t1008] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 56fe7774>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    for _t1012 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if ((_st_cvars[84 + _t1012] == _t1005) and (_st_cvars[_t1012] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 c0b7cfd1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1014 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1014] == _l1) and (_st_cvars[_t1014] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 7f2f9b5f>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    for _t1018 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if ((_st_cvars[84 + _t1018] == _t1005) and (_st_cvars[_t1018] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 e0400c8e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1020 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1020] == _l1) and (_st_cvars[_t1020] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 c6eb5928>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    for _t1024 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if ((_st_cvars[84 + _t1024] == _t1005) and (_st_cvars[_t1024] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 a8cbc41f>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    _t1027 = 0
    for _t1026 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if (_st_cvars[84 + _t1026] == _t1005):
            _t1027 += (1 if ((_st_cvars[_t1026] == 'carnivorous') or (_st_cvars[_t1026] == 'high_body_weight')) else (2 if (_st_cvars[_t1026] == 'parasite') else 0))
    return _t1027

# <rulerun evolution.rules: attack_action #447 a6f86985>
def _loop(st, _t1005):
    _st_cvars = st.cvars
    for _t1028 in st.zones[(9 + st.model.zone_instances[st.loc[_t1005]][1])]:
        if ((_st_cvars[_t1028] == 'symbiosis') and (_st_cvars[168 + _t1028] == _t1005)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 bee70c5d>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1004 = (list(_chain665(map(st.zones.__getitem__, _k666))) or ())
    st.budget -= len(_t1004)
    if st.budget < 0: _spent667(st)
    _t1010 = _NOT_YET
    _t1011 = _NOT_YET
    _t1016 = _NOT_YET
    _t1017 = _NOT_YET
    _t1022 = _NOT_YET
    _t1023 = _NOT_YET
    _t1003 = []
    for _t1005 in _t1004:
        if ((((((_l1 != _t1005) and ((not _a668(st, _t1005)) or (_t1011 if _t1011 is not _NOT_YET else (_t1011 := (_t1010 if _t1010 is not _NOT_YET else (_t1010 := _a669(st, L))))))) and ((not _a670(st, _t1005)) or (_t1017 if _t1017 is not _NOT_YET else (_t1017 := (_t1016 if _t1016 is not _NOT_YET else (_t1016 := _a671(st, L))))))) and (_a672(st, _t1005) == (_t1023 if _t1023 is not _NOT_YET else (_t1023 := (_t1022 if _t1022 is not _NOT_YET else (_t1022 := _a673(st, L))))))) and (not (_a674(st, _t1005) and ((_st_cvars[924 + _t1005] == _st_vars[0]) or (_st_cvars[504 + _t1005] >= (1 + _a675(st, _t1005))))))) and (not _a676(st, _t1005))):
            _t1003.append(_t1005)
    return _t1003

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 eafe9e27>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1031 = []
    for _t1030 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1030] == L[2]) or (_st_cvars[168 + _t1030] == L[2])):
            _t1031.append(_st_cvars[_t1030])
    return _t1031

# <rulerun evolution.rules: attack_action #451 127a9879>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1033 = []
    for _t1032 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1032] == L[2]) or (_st_cvars[168 + _t1032] == L[2])):
            _t1033.append(_t1032)
    return _t1033

# <rulerun evolution.rules: attack_action #452 3823fb4b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1035 = 0
    for _t1034 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1034] == L[2]):
            _t1035 += (1 if ((_st_cvars[_t1034] == 'carnivorous') or (_st_cvars[_t1034] == 'high_body_weight')) else (2 if (_st_cvars[_t1034] == 'parasite') else 0))
    return _t1035

# <rulerun evolution.rules: attack_action #453 4a60edbb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1037 = 0
    for _t1036 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1036] == L[2]) and (_st_cvars[_t1036] == 'fat_tissue')) and _st_cvars[252 + _t1036]):
            _t1037 += 1
    return _t1037

# <rulerun evolution.rules: attack_action #454 a67a4cff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1039 = 0
    for _t1038 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1038] == L[2]) and (_st_cvars[_t1038] == 'fat_tissue')):
            _t1039 += 1
    return _t1039

# <rulerun evolution.rules: attack_action #455 609744e6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1041 = 0
    for _t1040 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1040] == L[2]) and (_st_cvars[_t1040] == 'fat_tissue')):
            _t1041 += 1
    return _t1041

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

# <rulerun evolution.rules: hunt #460 3cb11c51>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1042 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1042] == L[2]) and (_st_cvars[_t1042] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 7c76d39c>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t1047 = []
    for _t1046 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t1046] == _i10l0) or (_st_cvars[168 + _t1046] == _i10l0)):
            _t1047.append(_t1046)
    return _t1047

# <rulerun evolution.rules: hunt #462 94246e6b>
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
    L[4] = (_t1044 if (_t1044 := _memo7.get((L[2], 'poisonous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[2], 'poisonous',), _a691(st, L)))
    if _st_log is not None: _st_log.append(_Text695(_audience692(st), [_PlayerRef693(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain694(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef693(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain694(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t1048 = (_a696(st, _i10l0) or [])
    st.budget -= len(_t1048)
    if st.budget < 0: _spent697(st)
    for _t1045 in _t1048:
        _i10[4] = _t1045
        _i11l0 = _t1045
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
        _t1049 = _i11l0
        _t1050 = (13 + _i11[1])
        if type(_t1049) is int and _st_log is None:
            _t1051 = _st_zones[(_t1052 := _st_loc[_t1049])]
            if _t1051[-1] == _t1049: _t1051.pop()
            else: _t1051.remove(_t1049)
            _st_zones[_t1050].append(_t1049); _st_loc[_t1049] = _t1050
            _t1053 = _leaving699[_t1052]
            if _memo12 and _t1053 & 4096: _memo12.clear()
        elif _t1049 is not None:
            _move_cards698(st, _t1049, _t1050, False)
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
    _t1054 = _i10l0
    _t1055 = (13 + _i10[1])
    if type(_t1054) is int and _st_log is None:
        _t1056 = _st_zones[(_t1057 := _st_loc[_t1054])]
        if _t1056[-1] == _t1054: _t1056.pop()
        else: _t1056.remove(_t1054)
        _st_zones[_t1055].append(_t1054); _st_loc[_t1054] = _t1055
        _t1058 = _leaving700[_t1057]
        if _memo12 and _t1058 & 4096: _memo12.clear()
    elif _t1054 is not None:
        _move_cards698(st, _t1054, _t1055, False)
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

# <rulerun evolution.rules: scavenge #470 fdbe56b5>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    for _t1062 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1062] == _t1061) and (_st_cvars[_t1062] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 d2fb40be>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    _t1066 = 0
    for _t1065 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if (_st_cvars[84 + _t1065] == _t1061):
            _t1066 += (1 if ((_st_cvars[_t1065] == 'carnivorous') or (_st_cvars[_t1065] == 'high_body_weight')) else (2 if (_st_cvars[_t1065] == 'parasite') else 0))
    return _t1066

# <rulerun evolution.rules: scavenge #472 c3f1d98c>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    _t1068 = 0
    for _t1067 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if (((_st_cvars[84 + _t1067] == _t1061) and (_st_cvars[_t1067] == 'fat_tissue')) and _st_cvars[252 + _t1067]):
            _t1068 += 1
    return _t1068

# <rulerun evolution.rules: scavenge #473 b17c6925>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    _t1070 = 0
    for _t1069 in st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]:
        if ((_st_cvars[84 + _t1069] == _t1061) and (_st_cvars[_t1069] == 'fat_tissue')):
            _t1070 += 1
    return _t1070

# <rulerun evolution.rules: scavenge #474 a08202e7>
def _loop(st, _t1072):
    _st_cvars = st.cvars
    _t1075 = 0
    for _t1074 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1072]]][1])]:
        if (_st_cvars[84 + _t1074] == _st_cvars[84 + _t1072]):
            _t1075 += (1 if ((_st_cvars[_t1074] == 'carnivorous') or (_st_cvars[_t1074] == 'high_body_weight')) else (2 if (_st_cvars[_t1074] == 'parasite') else 0))
    return _t1075

# <rulerun evolution.rules: scavenge #475 6bd188dc>
def _loop(st, _t1061):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1071 = st.zones[(9 + st.model.zone_instances[st.loc[_t1061]][1])]
    st.budget -= len(_t1071)
    if st.budget < 0: _spent709(st)
    for _t1072 in _t1071:
        if (((_st_cvars[_t1072] == 'symbiosis') and (_st_cvars[168 + _t1072] == _t1061)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1072]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1072]] >= (_memo6[_st_cvars[84 + _t1072]] if _st_cvars[84 + _t1072] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1072], (1 + _a710(st, _t1072)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 cdcee51a>
def _native(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1060 = st.zones[(5 + L[3])]
    st.budget -= len(_t1060)
    if st.budget < 0: _spent704(st)
    _t1059 = []
    for _t1061 in _t1060:
        if ((_t1064 if (_t1064 := _memo7.get((_t1061, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1061, 'scavenger',), _a705(st, _t1061))) and ((not ((_st_cvars[924 + _t1061] == _st_vars[0]) or ((_st_cvars[504 + _t1061] >= (_memo6[_t1061] if _t1061 in _memo6 else _memo6.setdefault(_t1061, (1 + _a706(st, _t1061))))) and ((_memo5[_t1061] if _t1061 in _memo5 else _memo5.setdefault(_t1061, _a707(st, _t1061))) >= (_memo4[_t1061] if _t1061 in _memo4 else _memo4.setdefault(_t1061, _a708(st, _t1061))))))) and (_memo14[_t1061] if _t1061 in _memo14 else _memo14.setdefault(_t1061, (not _a711(st, _t1061)))))):
            _t1059.append(_t1061)
    L[4] = _t1059

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

# <rulerun evolution.rules: scavenge #481 bbd5306c>
def _loop(st, L):
    _t1079 = (L[4] or ())
    st.budget -= len(_t1079)
    if st.budget < 0: _spent718(st)
    for _t1080 in _t1079:
        return _t1080
    return None

# <rulerun evolution.rules: scavenge #482 ca0fac8a>
def _native(st, L):
    _t1077 = (L[4] or ())
    st.budget -= len(_t1077)
    if st.budget < 0: _spent717(st)
    _t1082 = _NOT_YET
    _t1076 = []
    for _t1078 in _t1077:
        if ((not False) or (_t1078 == (_t1082 if _t1082 is not _NOT_YET else (_t1082 := _a719(st, L))))):
            _t1076.append(_t1078)
    return _t1076

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 4130f4d9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1084 = []
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1083] == L[5]) or (_st_cvars[168 + _t1083] == L[5])):
            _t1084.append(_st_cvars[_t1083])
    return _t1084

# <rulerun evolution.rules: scavenge #485 9747f35b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1086 = []
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1085] == L[5]) or (_st_cvars[168 + _t1085] == L[5])):
            _t1086.append(_t1085)
    return _t1086

# <rulerun evolution.rules: scavenge #486 b4ffe620>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1088 = 0
    for _t1087 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t1087] == L[5]):
            _t1088 += (1 if ((_st_cvars[_t1087] == 'carnivorous') or (_st_cvars[_t1087] == 'high_body_weight')) else (2 if (_st_cvars[_t1087] == 'parasite') else 0))
    return _t1088

# <rulerun evolution.rules: scavenge #487 109088d4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1090 = 0
    for _t1089 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1089] == L[5]) and (_st_cvars[_t1089] == 'fat_tissue')) and _st_cvars[252 + _t1089]):
            _t1090 += 1
    return _t1090

# <rulerun evolution.rules: scavenge #488 41bce49b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1092 = 0
    for _t1091 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1091] == L[5]) and (_st_cvars[_t1091] == 'fat_tissue')):
            _t1092 += 1
    return _t1092

# <rulerun evolution.rules: scavenge #489 3dd9aa42>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1094 = 0
    for _t1093 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1093] == L[5]) and (_st_cvars[_t1093] == 'fat_tissue')):
            _t1094 += 1
    return _t1094

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

# <rulerun evolution.rules: drop_trait #493 faa534b8>
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
    _t1095 = _l0
    _t1096 = (13 + L[1])
    if type(_t1095) is int and st.log is None:
        _t1097 = _st_zones[(_t1098 := _st_loc[_t1095])]
        if _t1097[-1] == _t1095: _t1097.pop()
        else: _t1097.remove(_t1095)
        _st_zones[_t1096].append(_t1095); _st_loc[_t1095] = _t1096
        _t1099 = _leaving730[_t1098]
        if _memo12 and _t1099 & 4096: _memo12.clear()
    elif _t1095 is not None:
        _move_cards729(st, _t1095, _t1096, False)
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

# <rulerun evolution.rules: remove_animal #494 2afd7268>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1102 = []
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1101] == _l0) or (_st_cvars[168 + _t1101] == _l0)):
            _t1102.append(_t1101)
    return _t1102

# <rulerun evolution.rules: remove_animal #495 80f8178b>
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
    _t1103 = (_a731(st, L) or [])
    st.budget -= len(_t1103)
    if st.budget < 0: _spent732(st)
    for _t1100 in _t1103:
        L[4] = _t1100
        _i12l0 = _t1100
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
        _t1104 = _i12l0
        _t1105 = (13 + _i12[1])
        if type(_t1104) is int and _st_log is None:
            _t1106 = _st_zones[(_t1107 := _st_loc[_t1104])]
            if _t1106[-1] == _t1104: _t1106.pop()
            else: _t1106.remove(_t1104)
            _st_zones[_t1105].append(_t1104); _st_loc[_t1104] = _t1105
            _t1108 = _leaving734[_t1107]
            if _memo12 and _t1108 & 4096: _memo12.clear()
        elif _t1104 is not None:
            _move_cards733(st, _t1104, _t1105, False)
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
    _t1109 = _l0
    _t1110 = (13 + L[1])
    if type(_t1109) is int and _st_log is None:
        _t1111 = _st_zones[(_t1112 := _st_loc[_t1109])]
        if _t1111[-1] == _t1109: _t1111.pop()
        else: _t1111.remove(_t1109)
        _st_zones[_t1110].append(_t1109); _st_loc[_t1109] = _t1110
        _t1113 = _leaving735[_t1112]
        if _memo12 and _t1113 & 4096: _memo12.clear()
    elif _t1109 is not None:
        _move_cards733(st, _t1109, _t1110, False)
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

# <rulerun evolution.rules: deal #496 ad93c3ca>
def _loop(st):
    for _t1116 in (_k742 or ()):
        if (st.vars[7 + _t1116] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 94f8efc3>
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
    for _t1114 in (_k736 or []):
        L[2] = _t1114
        _st_vars[7 + _t1114] = (6 if ((not _st_zones[(5 + _t1114)]) and (not _st_zones[(1 + _t1114)])) else (1 + len(_st_zones[(5 + _t1114)])))
    for _t1115 in (_o737[_st_vars[1]] or []):
        L[5] = _t1115
        if _st_log is not None: _st_log.append(_Text741(_audience738(st), ['Cards owed to ', _PlayerRef739(_t1115), ': ', _plain740(_st_vars[7 + _t1115])]))
    while ((not not _st_zones[0]) and _a743(st)):
        st.budget -= 1
        if st.budget < 0: _spent744(st)
        for _t1118 in (_o745[_st_vars[1]] or []):
            L[8] = _t1118
            if not (((_st_vars[7 + _t1118] > 0) and (not not _st_zones[0]))): continue
            _t1121 = _st_zones[0]
            _t1120 = (1 + _t1118)
            if _st_log is None and _t1121:
                _t1119 = _t1121.pop(); _st_zones[_t1120].append(_t1119); st.loc[_t1119] = _t1120
            elif _t1121:
                _move_cards746(st, _t1121[-1], _t1120, False)
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
            _st_vars[7 + _t1118] = (_t1122 if -1000000000000000000 <= (_t1122 := _st_vars[7 + _t1118] - 1) <= 1000000000000000000 else _beyond747(_t1122))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text741(_audience738(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 654f7520>
def _loop(st, _t1123):
    _st_cvars = st.cvars
    _t1126 = 0
    for _t1125 in st.zones[(9 + _t1123)]:
        _t1126 += (1 + (1 if ((_st_cvars[_t1125] == 'carnivorous') or (_st_cvars[_t1125] == 'high_body_weight')) else (2 if (_st_cvars[_t1125] == 'parasite') else 0)))
    return _t1126

# <rulerun evolution.rules: game_end #499 0cbbe9ea>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1124 = (_k748 or [])
    st.budget -= len(_t1124)
    if st.budget < 0: _spent749(st)
    for _t1123 in _t1124:
        _i13[2] = _t1123
        if _st_log is not None: _st_log.append(_Text754(_audience750(st), [_PlayerRef751(_t1123), ': ', _plain752(len(_st_zones[(5 + _t1123)])), ' animals, ', _plain752(len(_st_zones[(9 + _t1123)])), ' trait cards, ', _plain752((_memo12[_t1123] if _t1123 in _memo12 else _memo12.setdefault(_t1123, ((2 * len(_st_zones[(5 + _t1123)])) + _a753(st, _t1123))))), ' points; ', _plain752(len(_st_zones[(13 + _t1123)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range755(1, 4)
        for _t1127 in (_k756 or []):
            _i13[6] = _t1127
            _i13[7] = _random_item757(st, _i13[3])
            st.vars[12 + _t1127] = _i13[7]
            _i13[3] = _remove758(st, _i13[3], _i13[7])
    _end_game759(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 01933fab>
def _loop(st, _t1128):
    _st_cvars = st.cvars
    _t1131 = 0
    for _t1130 in st.zones[(9 + _t1128)]:
        _t1131 += (1 + (1 if ((_st_cvars[_t1130] == 'carnivorous') or (_st_cvars[_t1130] == 'high_body_weight')) else (2 if (_st_cvars[_t1130] == 'parasite') else 0)))
    return _t1131

# <rulerun evolution.rules: final_scoring #501 56b5c739>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1129 = (_k760 or [])
    st.budget -= len(_t1129)
    if st.budget < 0: _spent761(st)
    for _t1128 in _t1129:
        L[2] = _t1128
        if _st_log is not None: _st_log.append(_Text766(_audience762(st), [_PlayerRef763(_t1128), ': ', _plain764(len(_st_zones[(5 + _t1128)])), ' animals, ', _plain764(len(_st_zones[(9 + _t1128)])), ' trait cards, ', _plain764((_memo12[_t1128] if _t1128 in _memo12 else _memo12.setdefault(_t1128, ((2 * len(_st_zones[(5 + _t1128)])) + _a765(st, _t1128))))), ' points; ', _plain764(len(_st_zones[(13 + _t1128)])), ' cards in the discard pile']))
    if False:
        L[3] = _range767(1, 4)
        for _t1132 in (_k768 or []):
            L[6] = _t1132
            L[7] = _random_item769(st, L[3])
            st.vars[12 + _t1132] = L[7]
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

# <rulerun evolution.rules: on before attack #505 016a58e1>
def _loop(st, L, _t1136):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1137 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1137] == _l1) and (_st_cvars[_t1137] == _t1136)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 81c9badf>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    for _t1143 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if ((_st_cvars[84 + _t1143] == _t1141) and (_st_cvars[_t1143] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 318eba6f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1146 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1146] == _l0) and (_st_cvars[_t1146] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 655446f1>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    for _t1151 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if ((_st_cvars[84 + _t1151] == _t1141) and (_st_cvars[_t1151] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 187ccf2d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1154 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1154] == _l0) and (_st_cvars[_t1154] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 89e23da5>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    for _t1159 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if ((_st_cvars[84 + _t1159] == _t1141) and (_st_cvars[_t1159] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 4d7265d3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1162 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1162] == _l0) and (_st_cvars[_t1162] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 64d366c1>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    for _t1167 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if ((_st_cvars[84 + _t1167] == _t1141) and (_st_cvars[_t1167] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 5e83e9ad>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    _t1171 = 0
    for _t1170 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if (_st_cvars[84 + _t1170] == _t1141):
            _t1171 += (1 if ((_st_cvars[_t1170] == 'carnivorous') or (_st_cvars[_t1170] == 'high_body_weight')) else (2 if (_st_cvars[_t1170] == 'parasite') else 0))
    return _t1171

# <rulerun evolution.rules: on before attack #514 13a37205>
def _loop(st, _t1141):
    _st_cvars = st.cvars
    for _t1172 in st.zones[(9 + st.model.zone_instances[st.loc[_t1141]][1])]:
        if ((_st_cvars[_t1172] == 'symbiosis') and (_st_cvars[168 + _t1172] == _t1141)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 5b57b651>
def _loop(st, L, _t1134):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1140 = st.zones[(5 + _t1134)]
    st.budget -= len(_t1140)
    if st.budget < 0: _spent773(st)
    _t1148 = _NOT_YET
    _t1150 = _NOT_YET
    _t1156 = _NOT_YET
    _t1158 = _NOT_YET
    _t1164 = _NOT_YET
    _t1166 = _NOT_YET
    for _t1141 in _t1140:
        if (((_t1141 != _l1) and (_t1141 != _l0)) and ((((((_l0 != _t1141) and ((not (_t1145 if (_t1145 := _memo7.get((_t1141, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1141, 'camouflage',), _a774(st, _t1141)))) or (_t1150 if _t1150 is not _NOT_YET else (_t1150 := (_t1149 if (_t1149 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), (_t1148 if _t1148 is not _NOT_YET else (_t1148 := _a775(st, L))))))))) and ((not (_t1153 if (_t1153 := _memo7.get((_t1141, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1141, 'high_body_weight',), _a776(st, _t1141)))) or (_t1158 if _t1158 is not _NOT_YET else (_t1158 := (_t1157 if (_t1157 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), (_t1156 if _t1156 is not _NOT_YET else (_t1156 := _a777(st, L))))))))) and ((_t1161 if (_t1161 := _memo7.get((_t1141, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1141, 'swimming',), _a778(st, _t1141))) == (_t1166 if _t1166 is not _NOT_YET else (_t1166 := (_t1165 if (_t1165 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), (_t1164 if _t1164 is not _NOT_YET else (_t1164 := _a779(st, L))))))))) and (not ((_t1169 if (_t1169 := _memo7.get((_t1141, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1141, 'burrowing',), _a780(st, _t1141))) and ((_st_cvars[924 + _t1141] == _st_vars[0]) or (_st_cvars[504 + _t1141] >= (_memo6[_t1141] if _t1141 in _memo6 else _memo6.setdefault(_t1141, (1 + _a781(st, _t1141))))))))) and (not (_memo13[_t1141] if _t1141 in _memo13 else _memo13.setdefault(_t1141, _a782(st, _t1141)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 51e28e70>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo7 = st.memos[7]
    L[4] = st.model.zone_instances[st.loc[_l1]][1]
    _t1134 = L[4]
    _t1135 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1135)
    if st.budget < 0: _spent771(st)
    _t1174 = _NOT_YET
    _t1133 = []
    for _t1136 in _t1135:
        if (((_t1139 if (_t1139 := _memo7.get((_l1, _t1136,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, _t1136,), _a772(st, L, _t1136))) and ((_t1136 != 'running') or (not _l3))) and ((_t1136 != 'mimicry') or ((not _l2) and (_t1174 if _t1174 is not _NOT_YET else (_t1174 := _a783(st, L, _t1134)))))):
            _t1133.append(_t1136)
    L[5] = _t1133
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

# <rulerun evolution.rules: on before attack #520 0c8b4a1f>
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
    _t1175 = _i14l0
    _t1176 = (13 + _i14[1])
    if type(_t1175) is int and _st_log is None:
        _t1177 = _st_zones[(_t1178 := _st_loc[_t1175])]
        if _t1177[-1] == _t1175: _t1177.pop()
        else: _t1177.remove(_t1175)
        _st_zones[_t1176].append(_t1175); _st_loc[_t1175] = _t1176
        _t1179 = _leaving798[_t1178]
        if _memo12 and _t1179 & 4096: _memo12.clear()
    elif _t1175 is not None:
        _move_cards797(st, _t1175, _t1176, False)
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

# <rulerun evolution.rules: on before attack #527 2878ced6>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    for _t1183 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if ((_st_cvars[84 + _t1183] == _t1182) and (_st_cvars[_t1183] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 a4422002>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1185 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1185] == _l0) and (_st_cvars[_t1185] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 64c24ac5>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    for _t1189 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if ((_st_cvars[84 + _t1189] == _t1182) and (_st_cvars[_t1189] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 5d57a9bb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1191 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1191] == _l0) and (_st_cvars[_t1191] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 eee392e9>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    for _t1195 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if ((_st_cvars[84 + _t1195] == _t1182) and (_st_cvars[_t1195] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 8ff97ce2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1197 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1197] == _l0) and (_st_cvars[_t1197] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 d57422c2>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    for _t1201 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if ((_st_cvars[84 + _t1201] == _t1182) and (_st_cvars[_t1201] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 05d47146>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    _t1204 = 0
    for _t1203 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if (_st_cvars[84 + _t1203] == _t1182):
            _t1204 += (1 if ((_st_cvars[_t1203] == 'carnivorous') or (_st_cvars[_t1203] == 'high_body_weight')) else (2 if (_st_cvars[_t1203] == 'parasite') else 0))
    return _t1204

# <rulerun evolution.rules: on before attack #535 f2e516d8>
def _loop(st, _t1182):
    _st_cvars = st.cvars
    for _t1205 in st.zones[(9 + st.model.zone_instances[st.loc[_t1182]][1])]:
        if ((_st_cvars[_t1205] == 'symbiosis') and (_st_cvars[168 + _t1205] == _t1182)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 0afb3bd8>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1181 = st.zones[(5 + L[4])]
    st.budget -= len(_t1181)
    if st.budget < 0: _spent800(st)
    _t1187 = _NOT_YET
    _t1188 = _NOT_YET
    _t1193 = _NOT_YET
    _t1194 = _NOT_YET
    _t1199 = _NOT_YET
    _t1200 = _NOT_YET
    _t1180 = []
    for _t1182 in _t1181:
        if (((_t1182 != _l1) and (_t1182 != _l0)) and ((((((_l0 != _t1182) and ((not _a801(st, _t1182)) or (_t1188 if _t1188 is not _NOT_YET else (_t1188 := (_t1187 if _t1187 is not _NOT_YET else (_t1187 := _a802(st, L))))))) and ((not _a803(st, _t1182)) or (_t1194 if _t1194 is not _NOT_YET else (_t1194 := (_t1193 if _t1193 is not _NOT_YET else (_t1193 := _a804(st, L))))))) and (_a805(st, _t1182) == (_t1200 if _t1200 is not _NOT_YET else (_t1200 := (_t1199 if _t1199 is not _NOT_YET else (_t1199 := _a806(st, L))))))) and (not (_a807(st, _t1182) and ((_st_cvars[924 + _t1182] == _st_vars[0]) or (_st_cvars[504 + _t1182] >= (1 + _a808(st, _t1182))))))) and (not _a809(st, _t1182)))):
            _t1180.append(_t1182)
    return _t1180

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 bd16f34a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1208 = []
    for _t1207 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1207] == L[7]) or (_st_cvars[168 + _t1207] == L[7])):
            _t1208.append(_st_cvars[_t1207])
    return _t1208

# <rulerun evolution.rules: on before attack #539 05cd026a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1210 = []
    for _t1209 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1209] == L[7]) or (_st_cvars[168 + _t1209] == L[7])):
            _t1210.append(_t1209)
    return _t1210

# <rulerun evolution.rules: on before attack #540 b0691dab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1212 = 0
    for _t1211 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1211] == L[7]):
            _t1212 += (1 if ((_st_cvars[_t1211] == 'carnivorous') or (_st_cvars[_t1211] == 'high_body_weight')) else (2 if (_st_cvars[_t1211] == 'parasite') else 0))
    return _t1212

# <rulerun evolution.rules: on before attack #541 a8028034>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1214 = 0
    for _t1213 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1213] == L[7]) and (_st_cvars[_t1213] == 'fat_tissue')) and _st_cvars[252 + _t1213]):
            _t1214 += 1
    return _t1214

# <rulerun evolution.rules: on before attack #542 f41fddf9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1216 = 0
    for _t1215 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1215] == L[7]) and (_st_cvars[_t1215] == 'fat_tissue')):
            _t1216 += 1
    return _t1216

# <rulerun evolution.rules: on before attack #543 408aca77>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1218 = 0
    for _t1217 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1217] == L[7]) and (_st_cvars[_t1217] == 'fat_tissue')):
            _t1218 += 1
    return _t1218

# <rulerun evolution.rules: on before attack #544 b5fdbace>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain810(_text811(((((('animal ' + _plain810(_st_cvars[420 + L[7]]) + ' of ' + _player_text812(st.model.zone_instances[st.loc[L[7]]][1])) + (_text811(' ' + _plain810(_a813(st, L))) if (not not (_a814(st, L) or ())) else '')) + (' food ' + _plain810(_st_cvars[504 + L[7]]) + '/' + _plain810((1 + _a815(st, L))))) + ((' fat ' + _plain810(_a816(st, L)) + '/' + _plain810(_a817(st, L))) if (_a818(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 2e875751>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1220 = []
    for _t1219 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1219] == _l1) or (_st_cvars[168 + _t1219] == _l1)):
            _t1220.append(_t1219)
    return _t1220

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

# <rulerun evolution.rules: play #551 b8302881>
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
    for _t1221 in (_k824 or []):
        L[2] = _t1221
        _t1222 = _st_zones[0][:-(6) - 1:-1]
        _t1223 = (1 + _t1221)
        if type(_t1222) is list and _st_log is None:
            for _t1224 in _t1222:
                _t1225 = _st_zones[_st_loc[_t1224]]
                if _t1225[-1] == _t1224: _t1225.pop()
                else: _t1225.remove(_t1224)
                _st_zones[_t1223].append(_t1224); _st_loc[_t1224] = _t1223
            if _memo12: _memo12.clear()
        elif _t1222 is not None:
            _move_cards825(st, _t1222, _t1223, False)
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

# <rulerun evolution.rules: play #552 844bd112>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1229 = 0
    for _t1228 in st.zones[(9 + _t1226)]:
        _t1229 += (1 + (1 if ((_st_cvars[_t1228] == 'carnivorous') or (_st_cvars[_t1228] == 'high_body_weight')) else (2 if (_st_cvars[_t1228] == 'parasite') else 0)))
    return _t1229

# <rulerun evolution.rules: play #553 c32d1a97>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1227 = (_k829 or [])
    st.budget -= len(_t1227)
    if st.budget < 0: _spent830(st)
    for _t1226 in _t1227:
        _i16[2] = _t1226
        if _st_log is not None: _st_log.append(_Text835(_audience831(st), [_PlayerRef832(_t1226), ': ', _plain833(len(_st_zones[(5 + _t1226)])), ' animals, ', _plain833(len(_st_zones[(9 + _t1226)])), ' trait cards, ', _plain833((_memo12[_t1226] if _t1226 in _memo12 else _memo12.setdefault(_t1226, ((2 * len(_st_zones[(5 + _t1226)])) + _a834(st, _t1226))))), ' points; ', _plain833(len(_st_zones[(13 + _t1226)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range836(1, 4)
        for _t1230 in (_k837 or []):
            _i16[6] = _t1230
            _i16[7] = _random_item838(st, _i16[3])
            st.vars[12 + _t1230] = _i16[7]
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

# <rulerun evolution.rules: development #556 02848909>
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
            _t1231 = L[3]
            _t1232 = len(_o) + 1
            if _t1232 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1233 = st.chooser(_t1232, _t1231)
                else:
                    _t1233 = _st_bits(_t1232.bit_length())
                    while _t1233 >= _t1232: _t1233 = _st_bits(_t1232.bit_length())
                L[4] = _o[_t1233 - 1] if _t1233 else None; st.decisions += 1
                if st.thread_player is not None: _answered858(st, _t1233)
            elif _decide859(st, L, _o[:], _t1231): return True
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

# <rulerun evolution.rules: play_card #557 703419f1>
def _loop(st, _t1238):
    _st_cvars = st.cvars
    for _t1240 in st.zones[(9 + st.model.zone_instances[st.loc[_t1238]][1])]:
        if ((_st_cvars[84 + _t1240] == _t1238) and (_st_cvars[_t1240] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 61e0bc43>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1237 = (list(_chain873(map(st.zones.__getitem__, _k874))) or ())
    st.budget -= len(_t1237)
    if st.budget < 0: _spent875(st)
    _t1239 = []
    for _t1238 in _t1237:
        if ((st.model.zone_instances[_st_loc[_t1238]][1] != _l0) and (not (_t1242 if (_t1242 := _memo7.get((_t1238, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1238, 'parasite',), _a876(st, _t1238))))):
            _t1239.append(_t1238)
    return _t1239

# <rulerun evolution.rules: play_card #559 9b111622>
def _loop(st, L, _t1247, _t1251):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1252 in st.zones[(9 + st.model.zone_instances[st.loc[_t1247]][1])]:
        if ((_st_cvars[_t1252] == _l3) and (((_st_cvars[84 + _t1252] == _t1247) and (_st_cvars[168 + _t1252] == _t1251)) or ((_st_cvars[84 + _t1252] == _t1251) and (_st_cvars[168 + _t1252] == _t1247)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 4d88a91a>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1246 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1246)
    if st.budget < 0: _spent881(st)
    _t1248 = []
    for _t1247 in _t1246:
        _t1250 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1250)
        if st.budget < 0: _spent881(st)
        _t1249 = False
        for _t1251 in _t1250:
            if (_t1254 if (_t1254 := _memo9.get((_t1247, _t1251, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t1247, _t1251, _l3,), ((_t1247 != _t1251) and (not _a882(st, L, _t1247, _t1251))))):
                _t1249 = True
                break
        if _t1249:
            _t1248.append(_t1247)
    return _t1248

# <rulerun evolution.rules: play_card #561 5d460dad>
def _loop(st, L, _t1259):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1261 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1261] == _l3) and (((_st_cvars[84 + _t1261] == _l5) and (_st_cvars[168 + _t1261] == _t1259)) or ((_st_cvars[84 + _t1261] == _t1259) and (_st_cvars[168 + _t1261] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 ef82f328>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1258 = st.zones[(5 + L[0])]
    st.budget -= len(_t1258)
    if st.budget < 0: _spent886(st)
    _t1260 = []
    for _t1259 in _t1258:
        if (_t1263 if (_t1263 := _memo9.get((_l5, _t1259, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t1259, _l3,), ((_l5 != _t1259) and (not _a887(st, L, _t1259))))):
            _t1260.append(_t1259)
    return _t1260

# <rulerun evolution.rules: play_card #563 ded3be03>
def _loop(st, L, _t1271):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1273 in st.zones[(9 + st.model.zone_instances[st.loc[_t1271]][1])]:
        if ((_st_cvars[84 + _t1273] == _t1271) and (_st_cvars[_t1273] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 2a20b797>
def _loop(st, _t1271):
    _st_cvars = st.cvars
    for _t1276 in st.zones[(9 + st.model.zone_instances[st.loc[_t1271]][1])]:
        if ((_st_cvars[84 + _t1276] == _t1271) and (_st_cvars[_t1276] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 ffbda896>
def _loop(st, _t1271):
    _st_cvars = st.cvars
    for _t1279 in st.zones[(9 + st.model.zone_instances[st.loc[_t1271]][1])]:
        if ((_st_cvars[84 + _t1279] == _t1271) and (_st_cvars[_t1279] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 2a208a80>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t1270 = st.zones[(5 + L[0])]
    st.budget -= len(_t1270)
    if st.budget < 0: _spent896(st)
    _t1272 = []
    for _t1271 in _t1270:
        if ((((_l3 == 'fat_tissue') or (not (_t1275 if (_t1275 := _memo7.get((_t1271, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1271, _l3,), _a897(st, L, _t1271))))) and (not ((_l3 == 'scavenger') and (_t1278 if (_t1278 := _memo7.get((_t1271, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1271, 'carnivorous',), _a898(st, _t1271)))))) and (not ((_l3 == 'carnivorous') and (_t1281 if (_t1281 := _memo7.get((_t1271, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1271, 'scavenger',), _a899(st, _t1271)))))):
            _t1272.append(_t1271)
    return _t1272

# <rulerun evolution.rules: play_card #567 e72394a8>
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
            _t1234 = L[0]
            _t1235 = len(_o)
            if not _t1235: _no_option869(_t1234, 'play it as')
            if _t1235 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1235 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1236 = st.chooser(_t1235, _t1234)
                else:
                    _t1236 = _st_bits(_t1235.bit_length())
                    while _t1236 >= _t1235: _t1236 = _st_bits(_t1235.bit_length())
                L[3] = _o[_t1236]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1236)
            elif _decide871(st, L, _o, _t1234): return True
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
            _t1243 = L[0]
            _t1244 = len(_o)
            if not _t1244: _no_option869(_t1243, 'animal to put the parasite on')
            if _t1244 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1244 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1245 = st.chooser(_t1244, _t1243)
                else:
                    _t1245 = _st_bits(_t1244.bit_length())
                    while _t1245 >= _t1244: _t1245 = _st_bits(_t1244.bit_length())
                L[4] = _o[_t1245]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1245)
            elif _decide879(st, L, _o, _t1243): return True
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
            _t1255 = L[0]
            _t1256 = len(_o)
            if not _t1256: _no_option869(_t1255, 'first animal of the pair')
            if _t1256 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1256 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1257 = st.chooser(_t1256, _t1255)
                else:
                    _t1257 = _st_bits(_t1256.bit_length())
                    while _t1257 >= _t1256: _t1257 = _st_bits(_t1256.bit_length())
                L[5] = _o[_t1257]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1257)
            elif _decide885(st, L, _o, _t1255): return True
            pc = 9
        if pc == 9:
            _o = (_a888(st, L) or [])
            fr[1] = 10
            _t1264 = L[0]
            _t1265 = len(_o)
            if not _t1265: _no_option869(_t1264, 'second animal of the pair')
            if _t1265 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1266 = st.chooser(_t1265, _t1264)
                else:
                    _t1266 = _st_bits(_t1265.bit_length())
                    while _t1266 >= _t1265: _t1266 = _st_bits(_t1265.bit_length())
                L[6] = _o[_t1266]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1266)
            elif _decide890(st, L, _o, _t1264): return True
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
            _t1267 = L[0]
            _t1268 = len(_o)
            if not _t1268: _no_option869(_t1267, 'the symbiont')
            if _t1268 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1268 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1269 = st.chooser(_t1268, _t1267)
                else:
                    _t1269 = _st_bits(_t1268.bit_length())
                    while _t1269 >= _t1268: _t1269 = _st_bits(_t1268.bit_length())
                L[7] = _o[_t1269]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1269)
            elif _decide893(st, L, _o, _t1267): return True
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
            _t1282 = L[0]
            _t1283 = len(_o)
            if not _t1283: _no_option869(_t1282, 'animal to give it to')
            if _t1283 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1283 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1284 = st.chooser(_t1283, _t1282)
                else:
                    _t1284 = _st_bits(_t1283.bit_length())
                    while _t1284 >= _t1283: _t1284 = _st_bits(_t1283.bit_length())
                L[8] = _o[_t1284]; st.decisions += 1
                if st.thread_player is not None: _answered870(st, _t1284)
            elif _decide902(st, L, _o, _t1282): return True
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

# <rulerun evolution.rules: feeding_turn_of #573 4263fb15>
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
            _t1285 = L[0]
            _t1286 = len(_o)
            if not _t1286: _no_option941(_t1285, 'feeding action')
            if _t1286 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1286 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1287 = st.chooser(_t1286, _t1285)
                else:
                    _t1287 = _st_bits(_t1286.bit_length())
                    while _t1287 >= _t1286: _t1287 = _st_bits(_t1286.bit_length())
                L[3] = _o[_t1287]; st.decisions += 1
                if st.thread_player is not None: _answered942(st, _t1287)
            elif _decide943(st, L, _o, _t1285): return True
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

# <rulerun evolution.rules: take_food #574 89bc2e63>
def _loop(st, _t1289):
    _st_cvars = st.cvars
    _t1292 = 0
    for _t1291 in st.zones[(9 + st.model.zone_instances[st.loc[_t1289]][1])]:
        if (_st_cvars[84 + _t1291] == _t1289):
            _t1292 += (1 if ((_st_cvars[_t1291] == 'carnivorous') or (_st_cvars[_t1291] == 'high_body_weight')) else (2 if (_st_cvars[_t1291] == 'parasite') else 0))
    return _t1292

# <rulerun evolution.rules: take_food #575 1a5d8622>
def _loop(st, _t1289):
    _st_cvars = st.cvars
    _t1294 = 0
    for _t1293 in st.zones[(9 + st.model.zone_instances[st.loc[_t1289]][1])]:
        if (((_st_cvars[84 + _t1293] == _t1289) and (_st_cvars[_t1293] == 'fat_tissue')) and _st_cvars[252 + _t1293]):
            _t1294 += 1
    return _t1294

# <rulerun evolution.rules: take_food #576 abb1e470>
def _loop(st, _t1289):
    _st_cvars = st.cvars
    _t1296 = 0
    for _t1295 in st.zones[(9 + st.model.zone_instances[st.loc[_t1289]][1])]:
        if ((_st_cvars[84 + _t1295] == _t1289) and (_st_cvars[_t1295] == 'fat_tissue')):
            _t1296 += 1
    return _t1296

# <rulerun evolution.rules: take_food #577 4b7444a7>
def _loop(st, _t1298):
    _st_cvars = st.cvars
    _t1301 = 0
    for _t1300 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1298]]][1])]:
        if (_st_cvars[84 + _t1300] == _st_cvars[84 + _t1298]):
            _t1301 += (1 if ((_st_cvars[_t1300] == 'carnivorous') or (_st_cvars[_t1300] == 'high_body_weight')) else (2 if (_st_cvars[_t1300] == 'parasite') else 0))
    return _t1301

# <rulerun evolution.rules: take_food #578 4770768e>
def _loop(st, _t1289):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1297 = st.zones[(9 + st.model.zone_instances[st.loc[_t1289]][1])]
    st.budget -= len(_t1297)
    if st.budget < 0: _spent963(st)
    for _t1298 in _t1297:
        if (((_st_cvars[_t1298] == 'symbiosis') and (_st_cvars[168 + _t1298] == _t1289)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1298]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1298]] >= (_memo6[_st_cvars[84 + _t1298]] if _st_cvars[84 + _t1298] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1298], (1 + _a964(st, _t1298)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 c390cbdd>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1288 = st.zones[(5 + L[0])]
    st.budget -= len(_t1288)
    if st.budget < 0: _spent959(st)
    _t1290 = []
    for _t1289 in _t1288:
        if ((not ((_st_cvars[924 + _t1289] == _st_vars[0]) or ((_st_cvars[504 + _t1289] >= (_memo6[_t1289] if _t1289 in _memo6 else _memo6.setdefault(_t1289, (1 + _a960(st, _t1289))))) and ((_memo5[_t1289] if _t1289 in _memo5 else _memo5.setdefault(_t1289, _a961(st, _t1289))) >= (_memo4[_t1289] if _t1289 in _memo4 else _memo4.setdefault(_t1289, _a962(st, _t1289))))))) and (_memo14[_t1289] if _t1289 in _memo14 else _memo14.setdefault(_t1289, (not _a965(st, _t1289))))):
            _t1290.append(_t1289)
    return _t1290

# <rulerun evolution.rules: take_food #580 12b74e6d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a966(st, L) or [])
            fr[1] = 1
            _t1302 = L[0]
            _t1303 = len(_o)
            if not _t1303: _no_option968(_t1302, 'animal to feed')
            if _t1303 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1303 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1304 = st.chooser(_t1303, _t1302)
                else:
                    _t1304 = _st_bits(_t1303.bit_length())
                    while _t1304 >= _t1303: _t1304 = _st_bits(_t1303.bit_length())
                L[1] = _o[_t1304]; st.decisions += 1
                if st.thread_player is not None: _answered969(st, _t1304)
            elif _decide970(st, L, _o, _t1302): return True
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

# <rulerun evolution.rules: convert_fat #581 0c9f6df3>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1309 = 0
    for _t1308 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if (_st_cvars[84 + _t1308] == _t1306):
            _t1309 += (1 if ((_st_cvars[_t1308] == 'carnivorous') or (_st_cvars[_t1308] == 'high_body_weight')) else (2 if (_st_cvars[_t1308] == 'parasite') else 0))
    return _t1309

# <rulerun evolution.rules: convert_fat #582 1fdb7650>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1311 = 0
    for _t1310 in st.zones[(9 + st.model.zone_instances[st.loc[_t1306]][1])]:
        if (((_st_cvars[84 + _t1310] == _t1306) and (_st_cvars[_t1310] == 'fat_tissue')) and _st_cvars[252 + _t1310]):
            _t1311 += 1
    return _t1311

# <rulerun evolution.rules: convert_fat #583 2087e637>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1305 = st.zones[(5 + L[0])]
    st.budget -= len(_t1305)
    if st.budget < 0: _spent978(st)
    _t1307 = []
    for _t1306 in _t1305:
        if ((not ((_st_cvars[924 + _t1306] == _st_vars[0]) or (_st_cvars[504 + _t1306] >= (_memo6[_t1306] if _t1306 in _memo6 else _memo6.setdefault(_t1306, (1 + _a979(st, _t1306))))))) and ((_memo5[_t1306] if _t1306 in _memo5 else _memo5.setdefault(_t1306, _a980(st, _t1306))) > 0)):
            _t1307.append(_t1306)
    return _t1307

# <rulerun evolution.rules: convert_fat #584 33a1b97d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1316 = 0
    for _t1315 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1315] == L[1]) and (_st_cvars[_t1315] == 'fat_tissue')) and _st_cvars[252 + _t1315]):
            _t1316 += 1
    return _t1316

# <rulerun evolution.rules: convert_fat #585 521fb72e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1318 = 0
    for _t1317 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1317] == L[1]):
            _t1318 += (1 if ((_st_cvars[_t1317] == 'carnivorous') or (_st_cvars[_t1317] == 'high_body_weight')) else (2 if (_st_cvars[_t1317] == 'parasite') else 0))
    return _t1318

# <rulerun evolution.rules: convert_fat #586 3686c69c>
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
            _t1312 = L[0]
            _t1313 = len(_o)
            if not _t1313: _no_option983(_t1312, 'animal to convert fat on')
            if _t1313 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1314 = st.chooser(_t1313, _t1312)
                else:
                    _t1314 = _st_bits(_t1313.bit_length())
                    while _t1314 >= _t1313: _t1314 = _st_bits(_t1313.bit_length())
                L[1] = _o[_t1314]; st.decisions += 1
                if st.thread_player is not None: _answered984(st, _t1314)
            elif _decide985(st, L, _o, _t1312): return True
            pc = 1
        if pc == 1:
            _o = (_range986(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a987(st, L))), (_t1319 if -1000000000000000000 <= (_t1319 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a988(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond989(_t1319)))) or [])
            fr[1] = 2
            _t1320 = L[0]
            _t1321 = len(_o)
            if not _t1321: _no_option983(_t1320, 'yellow tokens to convert')
            if _t1321 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1321 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1322 = st.chooser(_t1321, _t1320)
                else:
                    _t1322 = _st_bits(_t1321.bit_length())
                    while _t1322 >= _t1321: _t1322 = _st_bits(_t1321.bit_length())
                L[2] = _o[_t1322]; st.decisions += 1
                if st.thread_player is not None: _answered984(st, _t1322)
            elif _decide991(st, L, _o, _t1320): return True
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

# <rulerun evolution.rules: paired_triggers #588 8d0e96b6>
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
            _t1323 = st.model.zone_instances[st.loc[L[0]]][1]
            _t1324 = len(_o) + 1
            if _t1324 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1325 = st.chooser(_t1324, _t1323)
                else:
                    _t1325 = _st_bits(_t1324.bit_length())
                    while _t1325 >= _t1324: _t1325 = _st_bits(_t1324.bit_length())
                L[3] = _o[_t1325 - 1] if _t1325 else None; st.decisions += 1
                if st.thread_player is not None: _answered1006(st, _t1325)
            elif _decide1007(st, L, _o, _t1323): return True
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

# <rulerun evolution.rules: piracy #589 2ed1d536>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    for _t1329 in st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]:
        if ((_st_cvars[84 + _t1329] == _t1327) and (_st_cvars[_t1329] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 556811ea>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _t1333 = 0
    for _t1332 in st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]:
        if (_st_cvars[84 + _t1332] == _t1327):
            _t1333 += (1 if ((_st_cvars[_t1332] == 'carnivorous') or (_st_cvars[_t1332] == 'high_body_weight')) else (2 if (_st_cvars[_t1332] == 'parasite') else 0))
    return _t1333

# <rulerun evolution.rules: piracy #591 17006e49>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _t1335 = 0
    for _t1334 in st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]:
        if (_st_cvars[84 + _t1334] == _t1327):
            _t1335 += (1 if ((_st_cvars[_t1334] == 'carnivorous') or (_st_cvars[_t1334] == 'high_body_weight')) else (2 if (_st_cvars[_t1334] == 'parasite') else 0))
    return _t1335

# <rulerun evolution.rules: piracy #592 376b374c>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _t1337 = 0
    for _t1336 in st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]:
        if (((_st_cvars[84 + _t1336] == _t1327) and (_st_cvars[_t1336] == 'fat_tissue')) and _st_cvars[252 + _t1336]):
            _t1337 += 1
    return _t1337

# <rulerun evolution.rules: piracy #593 e23f70c2>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _t1339 = 0
    for _t1338 in st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]:
        if ((_st_cvars[84 + _t1338] == _t1327) and (_st_cvars[_t1338] == 'fat_tissue')):
            _t1339 += 1
    return _t1339

# <rulerun evolution.rules: piracy #594 63c03df8>
def _loop(st, _t1341):
    _st_cvars = st.cvars
    _t1344 = 0
    for _t1343 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1341]]][1])]:
        if (_st_cvars[84 + _t1343] == _st_cvars[84 + _t1341]):
            _t1344 += (1 if ((_st_cvars[_t1343] == 'carnivorous') or (_st_cvars[_t1343] == 'high_body_weight')) else (2 if (_st_cvars[_t1343] == 'parasite') else 0))
    return _t1344

# <rulerun evolution.rules: piracy #595 aa8b0095>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1340 = st.zones[(9 + st.model.zone_instances[st.loc[_t1327]][1])]
    st.budget -= len(_t1340)
    if st.budget < 0: _spent1024(st)
    for _t1341 in _t1340:
        if (((_st_cvars[_t1341] == 'symbiosis') and (_st_cvars[168 + _t1341] == _t1327)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1341]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1341]] >= (_memo6[_st_cvars[84 + _t1341]] if _st_cvars[84 + _t1341] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1341], (1 + _a1025(st, _t1341)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 ac633844>
def _loop(st, _t1346):
    _st_cvars = st.cvars
    _t1349 = 0
    for _t1348 in st.zones[(9 + st.model.zone_instances[st.loc[_t1346]][1])]:
        if (_st_cvars[84 + _t1348] == _t1346):
            _t1349 += (1 if ((_st_cvars[_t1348] == 'carnivorous') or (_st_cvars[_t1348] == 'high_body_weight')) else (2 if (_st_cvars[_t1348] == 'parasite') else 0))
    return _t1349

# <rulerun evolution.rules: piracy #597 9d50c22c>
def _loop(st, _t1327):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1345 = (list(_chain1027(map(st.zones.__getitem__, _k1028))) or ())
    st.budget -= len(_t1345)
    if st.budget < 0: _spent1029(st)
    for _t1346 in _t1345:
        if ((_t1346 != _t1327) and ((not ((_st_cvars[924 + _t1346] == _st_vars[0]) or (_st_cvars[504 + _t1346] >= (_memo6[_t1346] if _t1346 in _memo6 else _memo6.setdefault(_t1346, (1 + _a1030(st, _t1346))))))) and (_st_cvars[504 + _t1346] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 40898558>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1326 = st.zones[(5 + L[0])]
    st.budget -= len(_t1326)
    if st.budget < 0: _spent1018(st)
    _t1328 = []
    for _t1327 in _t1326:
        if (_memo10[_t1327] if _t1327 in _memo10 else _memo10.setdefault(_t1327, (((((_t1331 if (_t1331 := _memo7.get((_t1327, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1327, 'piracy',), _a1019(st, _t1327))) and (_st_cvars[756 + _t1327] != _st_vars[0])) and (not ((_st_cvars[924 + _t1327] == _st_vars[0]) or (_st_cvars[504 + _t1327] >= (_memo6[_t1327] if _t1327 in _memo6 else _memo6.setdefault(_t1327, (1 + _a1020(st, _t1327)))))))) and ((not ((_st_cvars[924 + _t1327] == _st_vars[0]) or ((_st_cvars[504 + _t1327] >= (_memo6[_t1327] if _t1327 in _memo6 else _memo6.setdefault(_t1327, (1 + _a1021(st, _t1327))))) and ((_memo5[_t1327] if _t1327 in _memo5 else _memo5.setdefault(_t1327, _a1022(st, _t1327))) >= (_memo4[_t1327] if _t1327 in _memo4 else _memo4.setdefault(_t1327, _a1023(st, _t1327))))))) and (_memo14[_t1327] if _t1327 in _memo14 else _memo14.setdefault(_t1327, (not _a1026(st, _t1327)))))) and _a1031(st, _t1327)))):
            _t1328.append(_t1327)
    return _t1328

# <rulerun evolution.rules: piracy #599 1801d856>
def _loop(st, _t1354):
    _st_cvars = st.cvars
    _t1357 = 0
    for _t1356 in st.zones[(9 + st.model.zone_instances[st.loc[_t1354]][1])]:
        if (_st_cvars[84 + _t1356] == _t1354):
            _t1357 += (1 if ((_st_cvars[_t1356] == 'carnivorous') or (_st_cvars[_t1356] == 'high_body_weight')) else (2 if (_st_cvars[_t1356] == 'parasite') else 0))
    return _t1357

# <rulerun evolution.rules: piracy #600 a769db7f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1353 = (list(_chain1037(map(st.zones.__getitem__, _k1038))) or ())
    st.budget -= len(_t1353)
    if st.budget < 0: _spent1039(st)
    _t1355 = []
    for _t1354 in _t1353:
        if ((_t1354 != _l1) and ((not ((_st_cvars[924 + _t1354] == _st_vars[0]) or (_st_cvars[504 + _t1354] >= (_memo6[_t1354] if _t1354 in _memo6 else _memo6.setdefault(_t1354, (1 + _a1040(st, _t1354))))))) and (_st_cvars[504 + _t1354] > 0))):
            _t1355.append(_t1354)
    return _t1355

# <rulerun evolution.rules: piracy #601 2ba229c0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1032(st, L) or [])
            fr[1] = 1
            _t1350 = L[0]
            _t1351 = len(_o)
            if not _t1351: _no_option1034(_t1350, 'pirate')
            if _t1351 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1351 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1352 = st.chooser(_t1351, _t1350)
                else:
                    _t1352 = _st_bits(_t1351.bit_length())
                    while _t1352 >= _t1351: _t1352 = _st_bits(_t1351.bit_length())
                L[1] = _o[_t1352]; st.decisions += 1
                if st.thread_player is not None: _answered1035(st, _t1352)
            elif _decide1036(st, L, _o, _t1350): return True
            pc = 1
        if pc == 1:
            _o = (_a1041(st, L) or [])
            fr[1] = 2
            _t1358 = L[0]
            _t1359 = len(_o)
            if not _t1359: _no_option1034(_t1358, 'animal to rob')
            if _t1359 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1359 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1360 = st.chooser(_t1359, _t1358)
                else:
                    _t1360 = _st_bits(_t1359.bit_length())
                    while _t1360 >= _t1359: _t1360 = _st_bits(_t1359.bit_length())
                L[2] = _o[_t1360]; st.decisions += 1
                if st.thread_player is not None: _answered1035(st, _t1360)
            elif _decide1043(st, L, _o, _t1358): return True
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

# <rulerun evolution.rules: grazing #602 4b5c538f>
def _loop(st, _t1362):
    _st_cvars = st.cvars
    for _t1364 in st.zones[(9 + st.model.zone_instances[st.loc[_t1362]][1])]:
        if ((_st_cvars[84 + _t1364] == _t1362) and (_st_cvars[_t1364] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 efccf064>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1361 = st.zones[(5 + L[0])]
    st.budget -= len(_t1361)
    if st.budget < 0: _spent1051(st)
    _t1363 = []
    for _t1362 in _t1361:
        if (((_t1366 if (_t1366 := _memo7.get((_t1362, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1362, 'grazing',), _a1052(st, _t1362))) and (_st_cvars[840 + _t1362] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1363.append(_t1362)
    return _t1363

# <rulerun evolution.rules: grazing #604 a2fa55e4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1053(st, L) or [])
            fr[1] = 1
            _t1367 = L[0]
            _t1368 = len(_o)
            if not _t1368: _no_option1055(_t1367, 'grazing animal')
            if _t1368 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1369 = st.chooser(_t1368, _t1367)
                else:
                    _t1369 = _st_bits(_t1368.bit_length())
                    while _t1369 >= _t1368: _t1369 = _st_bits(_t1368.bit_length())
                L[1] = _o[_t1369]; st.decisions += 1
                if st.thread_player is not None: _answered1056(st, _t1369)
            elif _decide1057(st, L, _o, _t1367): return True
            pc = 1
        if pc == 1:
            _r = _run1058(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1059)

# <rulerun evolution.rules: hibernation #605 0a6786b7>
def _loop(st, _t1371):
    _st_cvars = st.cvars
    for _t1373 in st.zones[(9 + st.model.zone_instances[st.loc[_t1371]][1])]:
        if ((_st_cvars[84 + _t1373] == _t1371) and (_st_cvars[_t1373] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 2817cc97>
def _loop(st, _t1371):
    _st_cvars = st.cvars
    _t1377 = 0
    for _t1376 in st.zones[(9 + st.model.zone_instances[st.loc[_t1371]][1])]:
        if (_st_cvars[84 + _t1376] == _t1371):
            _t1377 += (1 if ((_st_cvars[_t1376] == 'carnivorous') or (_st_cvars[_t1376] == 'high_body_weight')) else (2 if (_st_cvars[_t1376] == 'parasite') else 0))
    return _t1377

# <rulerun evolution.rules: hibernation #607 d0c42eab>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1370 = st.zones[(5 + L[0])]
    st.budget -= len(_t1370)
    if st.budget < 0: _spent1062(st)
    _t1372 = []
    for _t1371 in _t1370:
        if (((((_t1375 if (_t1375 := _memo7.get((_t1371, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1371, 'hibernation',), _a1063(st, _t1371))) and (_st_cvars[924 + _t1371] != _st_vars[0])) and (_st_cvars[924 + _t1371] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1371] == _st_vars[0]) or (_st_cvars[504 + _t1371] >= (_memo6[_t1371] if _t1371 in _memo6 else _memo6.setdefault(_t1371, (1 + _a1064(st, _t1371)))))))):
            _t1372.append(_t1371)
    return _t1372

# <rulerun evolution.rules: hibernation #608 5cb57413>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1065(st, L) or [])
            fr[1] = 1
            _t1378 = L[0]
            _t1379 = len(_o)
            if not _t1379: _no_option1067(_t1378, 'animal to hibernate')
            if _t1379 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1379 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1380 = st.chooser(_t1379, _t1378)
                else:
                    _t1380 = _st_bits(_t1379.bit_length())
                    while _t1380 >= _t1379: _t1380 = _st_bits(_t1379.bit_length())
                L[1] = _o[_t1380]; st.decisions += 1
                if st.thread_player is not None: _answered1068(st, _t1380)
            elif _decide1069(st, L, _o, _t1378): return True
            pc = 1
        if pc == 1:
            _r = _run1070(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1071)

# <rulerun evolution.rules: attack_action #609 1a135abb>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    for _t1384 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if ((_st_cvars[84 + _t1384] == _t1382) and (_st_cvars[_t1384] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 0cc2b672>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _t1388 = 0
    for _t1387 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if (_st_cvars[84 + _t1387] == _t1382):
            _t1388 += (1 if ((_st_cvars[_t1387] == 'carnivorous') or (_st_cvars[_t1387] == 'high_body_weight')) else (2 if (_st_cvars[_t1387] == 'parasite') else 0))
    return _t1388

# <rulerun evolution.rules: attack_action #611 ea0e6fe0>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _t1390 = 0
    for _t1389 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if (((_st_cvars[84 + _t1389] == _t1382) and (_st_cvars[_t1389] == 'fat_tissue')) and _st_cvars[252 + _t1389]):
            _t1390 += 1
    return _t1390

# <rulerun evolution.rules: attack_action #612 86a2fd98>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _t1392 = 0
    for _t1391 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if ((_st_cvars[84 + _t1391] == _t1382) and (_st_cvars[_t1391] == 'fat_tissue')):
            _t1392 += 1
    return _t1392

# <rulerun evolution.rules: attack_action #613 0c358d12>
def _loop(st, _t1394):
    _st_cvars = st.cvars
    _t1397 = 0
    for _t1396 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1394]]][1])]:
        if (_st_cvars[84 + _t1396] == _st_cvars[84 + _t1394]):
            _t1397 += (1 if ((_st_cvars[_t1396] == 'carnivorous') or (_st_cvars[_t1396] == 'high_body_weight')) else (2 if (_st_cvars[_t1396] == 'parasite') else 0))
    return _t1397

# <rulerun evolution.rules: attack_action #614 7360bd05>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1393 = st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]
    st.budget -= len(_t1393)
    if st.budget < 0: _spent1079(st)
    for _t1394 in _t1393:
        if (((_st_cvars[_t1394] == 'symbiosis') and (_st_cvars[168 + _t1394] == _t1382)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1394]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1394]] >= (_memo6[_st_cvars[84 + _t1394]] if _st_cvars[84 + _t1394] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1394], (1 + _a1080(st, _t1394)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 2f79040b>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    for _t1401 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1401] == _t1399) and (_st_cvars[_t1401] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 2f984277>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    for _t1404 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if ((_st_cvars[84 + _t1404] == _t1382) and (_st_cvars[_t1404] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 8f219108>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    for _t1409 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1409] == _t1399) and (_st_cvars[_t1409] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 b9d36892>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    for _t1412 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if ((_st_cvars[84 + _t1412] == _t1382) and (_st_cvars[_t1412] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 c13398e0>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    for _t1417 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1417] == _t1399) and (_st_cvars[_t1417] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 36fd3f39>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    for _t1420 in st.zones[(9 + st.model.zone_instances[st.loc[_t1382]][1])]:
        if ((_st_cvars[84 + _t1420] == _t1382) and (_st_cvars[_t1420] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 6b6fc7c8>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    for _t1425 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1425] == _t1399) and (_st_cvars[_t1425] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 6dc29335>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1429 = 0
    for _t1428 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if (_st_cvars[84 + _t1428] == _t1399):
            _t1429 += (1 if ((_st_cvars[_t1428] == 'carnivorous') or (_st_cvars[_t1428] == 'high_body_weight')) else (2 if (_st_cvars[_t1428] == 'parasite') else 0))
    return _t1429

# <rulerun evolution.rules: attack_action #623 beaec8b4>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    for _t1430 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[_t1430] == 'symbiosis') and (_st_cvars[168 + _t1430] == _t1399)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 8bce559a>
def _loop(st, _t1382):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1398 = (list(_chain1082(map(st.zones.__getitem__, _k1083))) or ())
    st.budget -= len(_t1398)
    if st.budget < 0: _spent1084(st)
    _t1406 = _NOT_YET
    _t1408 = _NOT_YET
    _t1414 = _NOT_YET
    _t1416 = _NOT_YET
    _t1422 = _NOT_YET
    _t1424 = _NOT_YET
    for _t1399 in _t1398:
        if ((((((_t1382 != _t1399) and ((not (_t1403 if (_t1403 := _memo7.get((_t1399, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1399, 'camouflage',), _a1085(st, _t1399)))) or (_t1408 if _t1408 is not _NOT_YET else (_t1408 := (_t1407 if (_t1407 := _memo7.get((_t1382, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1382, 'sharp_vision',), (_t1406 if _t1406 is not _NOT_YET else (_t1406 := _a1086(st, _t1382))))))))) and ((not (_t1411 if (_t1411 := _memo7.get((_t1399, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1399, 'high_body_weight',), _a1087(st, _t1399)))) or (_t1416 if _t1416 is not _NOT_YET else (_t1416 := (_t1415 if (_t1415 := _memo7.get((_t1382, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1382, 'high_body_weight',), (_t1414 if _t1414 is not _NOT_YET else (_t1414 := _a1088(st, _t1382))))))))) and ((_t1419 if (_t1419 := _memo7.get((_t1399, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1399, 'swimming',), _a1089(st, _t1399))) == (_t1424 if _t1424 is not _NOT_YET else (_t1424 := (_t1423 if (_t1423 := _memo7.get((_t1382, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1382, 'swimming',), (_t1422 if _t1422 is not _NOT_YET else (_t1422 := _a1090(st, _t1382))))))))) and (not ((_t1427 if (_t1427 := _memo7.get((_t1399, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1399, 'burrowing',), _a1091(st, _t1399))) and ((_st_cvars[924 + _t1399] == _st_vars[0]) or (_st_cvars[504 + _t1399] >= (_memo6[_t1399] if _t1399 in _memo6 else _memo6.setdefault(_t1399, (1 + _a1092(st, _t1399))))))))) and (not (_memo13[_t1399] if _t1399 in _memo13 else _memo13.setdefault(_t1399, _a1093(st, _t1399))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 a6f72fd4>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1381 = st.zones[(5 + L[0])]
    st.budget -= len(_t1381)
    if st.budget < 0: _spent1074(st)
    _t1383 = []
    for _t1382 in _t1381:
        if (_memo0[_t1382] if _t1382 in _memo0 else _memo0.setdefault(_t1382, ((((_t1386 if (_t1386 := _memo7.get((_t1382, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1382, 'carnivorous',), _a1075(st, _t1382))) and (_st_cvars[672 + _t1382] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1382] == _st_vars[0]) or ((_st_cvars[504 + _t1382] >= (_memo6[_t1382] if _t1382 in _memo6 else _memo6.setdefault(_t1382, (1 + _a1076(st, _t1382))))) and ((_memo5[_t1382] if _t1382 in _memo5 else _memo5.setdefault(_t1382, _a1077(st, _t1382))) >= (_memo4[_t1382] if _t1382 in _memo4 else _memo4.setdefault(_t1382, _a1078(st, _t1382))))))) and (_memo14[_t1382] if _t1382 in _memo14 else _memo14.setdefault(_t1382, (not _a1081(st, _t1382)))))) and _a1094(st, _t1382)))):
            _t1383.append(_t1382)
    return _t1383

# <rulerun evolution.rules: attack_action #626 427e9cab>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    for _t1438 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if ((_st_cvars[84 + _t1438] == _t1436) and (_st_cvars[_t1438] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 48bde773>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1441 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1441] == _l1) and (_st_cvars[_t1441] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 2474bfd6>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    for _t1446 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if ((_st_cvars[84 + _t1446] == _t1436) and (_st_cvars[_t1446] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 7b135e79>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1449 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1449] == _l1) and (_st_cvars[_t1449] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 c4c22626>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    for _t1454 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if ((_st_cvars[84 + _t1454] == _t1436) and (_st_cvars[_t1454] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 bd9bdf1d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1457 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1457] == _l1) and (_st_cvars[_t1457] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 788cc953>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    for _t1462 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if ((_st_cvars[84 + _t1462] == _t1436) and (_st_cvars[_t1462] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 2112f5e6>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    _t1466 = 0
    for _t1465 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if (_st_cvars[84 + _t1465] == _t1436):
            _t1466 += (1 if ((_st_cvars[_t1465] == 'carnivorous') or (_st_cvars[_t1465] == 'high_body_weight')) else (2 if (_st_cvars[_t1465] == 'parasite') else 0))
    return _t1466

# <rulerun evolution.rules: attack_action #634 5c5ae7dc>
def _loop(st, _t1436):
    _st_cvars = st.cvars
    for _t1467 in st.zones[(9 + st.model.zone_instances[st.loc[_t1436]][1])]:
        if ((_st_cvars[_t1467] == 'symbiosis') and (_st_cvars[168 + _t1467] == _t1436)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 1bd0315c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1435 = (list(_chain1100(map(st.zones.__getitem__, _k1101))) or ())
    st.budget -= len(_t1435)
    if st.budget < 0: _spent1102(st)
    _t1443 = _NOT_YET
    _t1445 = _NOT_YET
    _t1451 = _NOT_YET
    _t1453 = _NOT_YET
    _t1459 = _NOT_YET
    _t1461 = _NOT_YET
    _t1437 = []
    for _t1436 in _t1435:
        if ((((((_l1 != _t1436) and ((not (_t1440 if (_t1440 := _memo7.get((_t1436, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1436, 'camouflage',), _a1103(st, _t1436)))) or (_t1445 if _t1445 is not _NOT_YET else (_t1445 := (_t1444 if (_t1444 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), (_t1443 if _t1443 is not _NOT_YET else (_t1443 := _a1104(st, L))))))))) and ((not (_t1448 if (_t1448 := _memo7.get((_t1436, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1436, 'high_body_weight',), _a1105(st, _t1436)))) or (_t1453 if _t1453 is not _NOT_YET else (_t1453 := (_t1452 if (_t1452 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), (_t1451 if _t1451 is not _NOT_YET else (_t1451 := _a1106(st, L))))))))) and ((_t1456 if (_t1456 := _memo7.get((_t1436, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1436, 'swimming',), _a1107(st, _t1436))) == (_t1461 if _t1461 is not _NOT_YET else (_t1461 := (_t1460 if (_t1460 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), (_t1459 if _t1459 is not _NOT_YET else (_t1459 := _a1108(st, L))))))))) and (not ((_t1464 if (_t1464 := _memo7.get((_t1436, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1436, 'burrowing',), _a1109(st, _t1436))) and ((_st_cvars[924 + _t1436] == _st_vars[0]) or (_st_cvars[504 + _t1436] >= (_memo6[_t1436] if _t1436 in _memo6 else _memo6.setdefault(_t1436, (1 + _a1110(st, _t1436))))))))) and (not (_memo13[_t1436] if _t1436 in _memo13 else _memo13.setdefault(_t1436, _a1111(st, _t1436))))):
            _t1437.append(_t1436)
    return _t1437

# <rulerun evolution.rules: attack_action #636 df747bc8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1095(st, L) or [])
            fr[1] = 1
            _t1432 = L[0]
            _t1433 = len(_o)
            if not _t1433: _no_option1097(_t1432, 'attacker')
            if _t1433 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1433 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1434 = st.chooser(_t1433, _t1432)
                else:
                    _t1434 = _st_bits(_t1433.bit_length())
                    while _t1434 >= _t1433: _t1434 = _st_bits(_t1433.bit_length())
                L[1] = _o[_t1434]; st.decisions += 1
                if st.thread_player is not None: _answered1098(st, _t1434)
            elif _decide1099(st, L, _o, _t1432): return True
            pc = 1
        if pc == 1:
            _o = (_a1112(st, L) or [])
            fr[1] = 2
            _t1469 = L[0]
            _t1470 = len(_o)
            if not _t1470: _no_option1097(_t1469, 'target')
            if _t1470 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1470 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1471 = st.chooser(_t1470, _t1469)
                else:
                    _t1471 = _st_bits(_t1470.bit_length())
                    while _t1471 >= _t1470: _t1471 = _st_bits(_t1470.bit_length())
                L[2] = _o[_t1471]; st.decisions += 1
                if st.thread_player is not None: _answered1098(st, _t1471)
            elif _decide1114(st, L, _o, _t1469): return True
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

# <rulerun evolution.rules: scavenge #638 adec7b48>
def _loop(st, L):
    _t1475 = (L[4] or ())
    st.budget -= len(_t1475)
    if st.budget < 0: _spent1137(st)
    for _t1476 in _t1475:
        return _t1476
    return None

# <rulerun evolution.rules: scavenge #639 bf933431>
def _loop(st, L):
    _t1472 = (L[4] or ())
    st.budget -= len(_t1472)
    if st.budget < 0: _spent1136(st)
    _t1478 = _NOT_YET
    _t1474 = []
    for _t1473 in _t1472:
        if ((not False) or (_t1473 == (_t1478 if _t1478 is not _NOT_YET else (_t1478 := _a1138(st, L))))):
            _t1474.append(_t1473)
    return _t1474

# <rulerun evolution.rules: scavenge #640 7a9df84b>
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
            _t1479 = L[3]
            _t1480 = len(_o)
            if not _t1480: _no_option1141(_t1479, 'scavenger to feed')
            if _t1480 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1480 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1481 = st.chooser(_t1480, _t1479)
                else:
                    _t1481 = _st_bits(_t1480.bit_length())
                    while _t1481 >= _t1480: _t1481 = _st_bits(_t1480.bit_length())
                L[5] = _o[_t1481]; st.decisions += 1
                if st.thread_player is not None: _answered1142(st, _t1481)
            elif _decide1143(st, L, _o, _t1479): return True
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

# <rulerun evolution.rules: on before attack #648 6bb89d69>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1488 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[84 + _t1488] == _t1486) and (_st_cvars[_t1488] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 a9d01277>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1491 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1491] == _l0) and (_st_cvars[_t1491] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 61d258ba>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1496 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[84 + _t1496] == _t1486) and (_st_cvars[_t1496] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 1bf8ef4c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1499 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1499] == _l0) and (_st_cvars[_t1499] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 26a62e60>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1504 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[84 + _t1504] == _t1486) and (_st_cvars[_t1504] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 e9386b5c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1507 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1507] == _l0) and (_st_cvars[_t1507] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 c32d6249>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1512 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[84 + _t1512] == _t1486) and (_st_cvars[_t1512] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 6de04d37>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    _t1516 = 0
    for _t1515 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if (_st_cvars[84 + _t1515] == _t1486):
            _t1516 += (1 if ((_st_cvars[_t1515] == 'carnivorous') or (_st_cvars[_t1515] == 'high_body_weight')) else (2 if (_st_cvars[_t1515] == 'parasite') else 0))
    return _t1516

# <rulerun evolution.rules: on before attack #656 0b3f2a24>
def _loop(st, _t1486):
    _st_cvars = st.cvars
    for _t1517 in st.zones[(9 + st.model.zone_instances[st.loc[_t1486]][1])]:
        if ((_st_cvars[_t1517] == 'symbiosis') and (_st_cvars[168 + _t1517] == _t1486)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 d8091273>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1485 = st.zones[(5 + L[4])]
    st.budget -= len(_t1485)
    if st.budget < 0: _spent1189(st)
    _t1493 = _NOT_YET
    _t1495 = _NOT_YET
    _t1501 = _NOT_YET
    _t1503 = _NOT_YET
    _t1509 = _NOT_YET
    _t1511 = _NOT_YET
    _t1487 = []
    for _t1486 in _t1485:
        if (((_t1486 != _l1) and (_t1486 != _l0)) and ((((((_l0 != _t1486) and ((not (_t1490 if (_t1490 := _memo7.get((_t1486, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1486, 'camouflage',), _a1190(st, _t1486)))) or (_t1495 if _t1495 is not _NOT_YET else (_t1495 := (_t1494 if (_t1494 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), (_t1493 if _t1493 is not _NOT_YET else (_t1493 := _a1191(st, L))))))))) and ((not (_t1498 if (_t1498 := _memo7.get((_t1486, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1486, 'high_body_weight',), _a1192(st, _t1486)))) or (_t1503 if _t1503 is not _NOT_YET else (_t1503 := (_t1502 if (_t1502 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), (_t1501 if _t1501 is not _NOT_YET else (_t1501 := _a1193(st, L))))))))) and ((_t1506 if (_t1506 := _memo7.get((_t1486, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1486, 'swimming',), _a1194(st, _t1486))) == (_t1511 if _t1511 is not _NOT_YET else (_t1511 := (_t1510 if (_t1510 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), (_t1509 if _t1509 is not _NOT_YET else (_t1509 := _a1195(st, L))))))))) and (not ((_t1514 if (_t1514 := _memo7.get((_t1486, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1486, 'burrowing',), _a1196(st, _t1486))) and ((_st_cvars[924 + _t1486] == _st_vars[0]) or (_st_cvars[504 + _t1486] >= (_memo6[_t1486] if _t1486 in _memo6 else _memo6.setdefault(_t1486, (1 + _a1197(st, _t1486))))))))) and (not (_memo13[_t1486] if _t1486 in _memo13 else _memo13.setdefault(_t1486, _a1198(st, _t1486)))))):
            _t1487.append(_t1486)
    return _t1487

# <rulerun evolution.rules: on before attack #658 468594bb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1523 = []
    for _t1522 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1522] == L[1]) or (_st_cvars[168 + _t1522] == L[1])):
            _t1523.append(_t1522)
    return _t1523

# <rulerun evolution.rules: on before attack #659 6f6a7f36>
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
            _t1482 = L[4]
            _t1483 = len(_o) + 1
            if _t1483 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1484 = st.chooser(_t1483, _t1482)
                else:
                    _t1484 = _st_bits(_t1483.bit_length())
                    while _t1484 >= _t1483: _t1484 = _st_bits(_t1483.bit_length())
                L[6] = _o[_t1484 - 1] if _t1484 else None; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1484)
            elif _decide1186(st, L, _o, _t1482): return True
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
            _t1519 = L[4]
            _t1520 = len(_o)
            if not _t1520: _no_option1201(_t1519, 'mimicry: the new target')
            if _t1520 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1520 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1521 = st.chooser(_t1520, _t1519)
                else:
                    _t1521 = _st_bits(_t1520.bit_length())
                    while _t1521 >= _t1520: _t1521 = _st_bits(_t1520.bit_length())
                L[7] = _o[_t1521]; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1521)
            elif _decide1202(st, L, _o, _t1519): return True
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
            _t1524 = L[4]
            _t1525 = len(_o)
            if not _t1525: _no_option1201(_t1524, 'tail loss: trait to drop')
            if _t1525 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1525 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1526 = st.chooser(_t1525, _t1524)
                else:
                    _t1526 = _st_bits(_t1525.bit_length())
                    while _t1526 >= _t1525: _t1526 = _st_bits(_t1525.bit_length())
                L[8] = _o[_t1526]; st.decisions += 1
                if st.thread_player is not None: _answered1185(st, _t1526)
            elif _decide1206(st, L, _o, _t1524): return True
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

# <rulerun evolution.rules: development #662 playout c0d3c8b7>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1231)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1232(st)
        for _t1527 in (_o1233[st.vars[1]] or []):
            L[3] = _t1527
            if not ((not (_t1527 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1527)]):
                if _st_log is not None: _st_log.append(_Text1236(_audience1234(st), [_PlayerRef1235(_t1527), ' has no cards and passes']))
                L[0] = (L[0] + [_t1527])
                if len(L[0]) > 1000000: _too_long1237(L[0])
            else:
                _t1528 = _st_zones[(1 + _t1527)]
                _t1529 = _t1527
                _t1530 = len(_t1528) + 1
                if _t1530 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t1531 = st.chooser(_t1530, _t1529)
                    else:
                        _t1531 = _st_bits(_t1530.bit_length())
                        while _t1531 >= _t1530: _t1531 = _st_bits(_t1530.bit_length())
                    L[4] = _t1528[_t1531 - 1] if _t1531 else None; st.decisions += 1
                elif _decide1240(st, L, _t1528[:], _t1529): raise _PlayoutCut1238()
                if (L[4] is None):
                    L[0] = _joined1241(L[0], [_t1527])
                else:
                    if _p1242(st, [_t1527, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 26da3d6c>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1535 = []
    for _t1534 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if ((_st_cvars[84 + _t1534] == _t1532) or (_st_cvars[168 + _t1534] == _t1532)):
            _t1535.append(_st_cvars[_t1534])
    return _t1535

# <rulerun evolution.rules: feeding #664 aac3c4c8>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1537 = []
    for _t1536 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if ((_st_cvars[84 + _t1536] == _t1532) or (_st_cvars[168 + _t1536] == _t1532)):
            _t1537.append(_t1536)
    return _t1537

# <rulerun evolution.rules: feeding #665 9f46b7d0>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1539 = 0
    for _t1538 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if (_st_cvars[84 + _t1538] == _t1532):
            _t1539 += (1 if ((_st_cvars[_t1538] == 'carnivorous') or (_st_cvars[_t1538] == 'high_body_weight')) else (2 if (_st_cvars[_t1538] == 'parasite') else 0))
    return _t1539

# <rulerun evolution.rules: feeding #666 bfbf8261>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1541 = 0
    for _t1540 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if (((_st_cvars[84 + _t1540] == _t1532) and (_st_cvars[_t1540] == 'fat_tissue')) and _st_cvars[252 + _t1540]):
            _t1541 += 1
    return _t1541

# <rulerun evolution.rules: feeding #667 63fba311>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1543 = 0
    for _t1542 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if ((_st_cvars[84 + _t1542] == _t1532) and (_st_cvars[_t1542] == 'fat_tissue')):
            _t1543 += 1
    return _t1543

# <rulerun evolution.rules: feeding #668 e02403e6>
def _loop(st, _t1532):
    _st_cvars = st.cvars
    _t1545 = 0
    for _t1544 in st.zones[(9 + st.model.zone_instances[st.loc[_t1532]][1])]:
        if ((_st_cvars[84 + _t1544] == _t1532) and (_st_cvars[_t1544] == 'fat_tissue')):
            _t1545 += 1
    return _t1545

# <rulerun evolution.rules: feeding_turn_of #669 6e34e1cf>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1552 = 0
    for _t1551 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if (_st_cvars[84 + _t1551] == _t1550):
            _t1552 += (1 if ((_st_cvars[_t1551] == 'carnivorous') or (_st_cvars[_t1551] == 'high_body_weight')) else (2 if (_st_cvars[_t1551] == 'parasite') else 0))
    return _t1552

# <rulerun evolution.rules: feeding_turn_of #670 f88424f6>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1554 = 0
    for _t1553 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if (((_st_cvars[84 + _t1553] == _t1550) and (_st_cvars[_t1553] == 'fat_tissue')) and _st_cvars[252 + _t1553]):
            _t1554 += 1
    return _t1554

# <rulerun evolution.rules: feeding_turn_of #671 d0e9d249>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1556 = 0
    for _t1555 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1555] == _t1550) and (_st_cvars[_t1555] == 'fat_tissue')):
            _t1556 += 1
    return _t1556

# <rulerun evolution.rules: feeding_turn_of #672 ccdc8433>
def _loop(st, _t1561):
    _st_cvars = st.cvars
    _t1564 = 0
    for _t1563 in st.zones[(9 + st.model.zone_instances[st.loc[_t1561]][1])]:
        if (_st_cvars[84 + _t1563] == _t1561):
            _t1564 += (1 if ((_st_cvars[_t1563] == 'carnivorous') or (_st_cvars[_t1563] == 'high_body_weight')) else (2 if (_st_cvars[_t1563] == 'parasite') else 0))
    return _t1564

# <rulerun evolution.rules: feeding_turn_of #673 a9f19210>
def _loop(st, _t1561):
    _st_cvars = st.cvars
    _t1566 = 0
    for _t1565 in st.zones[(9 + st.model.zone_instances[st.loc[_t1561]][1])]:
        if (((_st_cvars[84 + _t1565] == _t1561) and (_st_cvars[_t1565] == 'fat_tissue')) and _st_cvars[252 + _t1565]):
            _t1566 += 1
    return _t1566

# <rulerun evolution.rules: feeding_turn_of #674 bb3c353f>
def _loop(st, _t1561):
    _st_cvars = st.cvars
    _t1568 = 0
    for _t1567 in st.zones[(9 + st.model.zone_instances[st.loc[_t1561]][1])]:
        if ((_st_cvars[84 + _t1567] == _t1561) and (_st_cvars[_t1567] == 'fat_tissue')):
            _t1568 += 1
    return _t1568

# <rulerun evolution.rules: feeding_turn_of #675 d7e131f4>
def _loop(st, _t1570):
    _st_cvars = st.cvars
    _t1573 = 0
    for _t1572 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1570]]][1])]:
        if (_st_cvars[84 + _t1572] == _st_cvars[84 + _t1570]):
            _t1573 += (1 if ((_st_cvars[_t1572] == 'carnivorous') or (_st_cvars[_t1572] == 'high_body_weight')) else (2 if (_st_cvars[_t1572] == 'parasite') else 0))
    return _t1573

# <rulerun evolution.rules: feeding_turn_of #676 52cec844>
def _loop(st, _t1561):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1569 = st.zones[(9 + st.model.zone_instances[st.loc[_t1561]][1])]
    st.budget -= len(_t1569)
    if st.budget < 0: _spent1286(st)
    for _t1570 in _t1569:
        if (((_st_cvars[_t1570] == 'symbiosis') and (_st_cvars[168 + _t1570] == _t1561)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1570]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1570]] >= (_memo6[_st_cvars[84 + _t1570]] if _st_cvars[84 + _t1570] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1570], (1 + _a1287(st, _t1570)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 23c87dbf>
def _loop(st, _t1559):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1560 = st.zones[(5 + _t1559)]
    st.budget -= len(_t1560)
    if st.budget < 0: _spent1282(st)
    for _t1561 in _t1560:
        if ((not ((_st_cvars[924 + _t1561] == _st_vars[0]) or ((_st_cvars[504 + _t1561] >= (_memo6[_t1561] if _t1561 in _memo6 else _memo6.setdefault(_t1561, (1 + _a1283(st, _t1561))))) and ((_memo5[_t1561] if _t1561 in _memo5 else _memo5.setdefault(_t1561, _a1284(st, _t1561))) >= (_memo4[_t1561] if _t1561 in _memo4 else _memo4.setdefault(_t1561, _a1285(st, _t1561))))))) and (_memo14[_t1561] if _t1561 in _memo14 else _memo14.setdefault(_t1561, (not _a1288(st, _t1561))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 b4bdf504>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    for _t1577 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if ((_st_cvars[84 + _t1577] == _t1575) and (_st_cvars[_t1577] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #679 98822b77>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    _t1581 = 0
    for _t1580 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if (_st_cvars[84 + _t1580] == _t1575):
            _t1581 += (1 if ((_st_cvars[_t1580] == 'carnivorous') or (_st_cvars[_t1580] == 'high_body_weight')) else (2 if (_st_cvars[_t1580] == 'parasite') else 0))
    return _t1581

# <rulerun evolution.rules: feeding_turn_of #680 72398428>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    _t1583 = 0
    for _t1582 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if (((_st_cvars[84 + _t1582] == _t1575) and (_st_cvars[_t1582] == 'fat_tissue')) and _st_cvars[252 + _t1582]):
            _t1583 += 1
    return _t1583

# <rulerun evolution.rules: feeding_turn_of #681 1bc8191c>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    _t1585 = 0
    for _t1584 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if ((_st_cvars[84 + _t1584] == _t1575) and (_st_cvars[_t1584] == 'fat_tissue')):
            _t1585 += 1
    return _t1585

# <rulerun evolution.rules: feeding_turn_of #682 ccc8997e>
def _loop(st, _t1587):
    _st_cvars = st.cvars
    _t1590 = 0
    for _t1589 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1587]]][1])]:
        if (_st_cvars[84 + _t1589] == _st_cvars[84 + _t1587]):
            _t1590 += (1 if ((_st_cvars[_t1589] == 'carnivorous') or (_st_cvars[_t1589] == 'high_body_weight')) else (2 if (_st_cvars[_t1589] == 'parasite') else 0))
    return _t1590

# <rulerun evolution.rules: feeding_turn_of #683 efd08c58>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1586 = st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]
    st.budget -= len(_t1586)
    if st.budget < 0: _spent1295(st)
    for _t1587 in _t1586:
        if (((_st_cvars[_t1587] == 'symbiosis') and (_st_cvars[168 + _t1587] == _t1575)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1587]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1587]] >= (_memo6[_st_cvars[84 + _t1587]] if _st_cvars[84 + _t1587] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1587], (1 + _a1296(st, _t1587)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 d990c252>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    for _t1594 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if ((_st_cvars[84 + _t1594] == _t1592) and (_st_cvars[_t1594] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #685 ba2e4fd5>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    for _t1597 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if ((_st_cvars[84 + _t1597] == _t1575) and (_st_cvars[_t1597] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #686 0339977b>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    for _t1602 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if ((_st_cvars[84 + _t1602] == _t1592) and (_st_cvars[_t1602] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #687 8597c251>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    for _t1605 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if ((_st_cvars[84 + _t1605] == _t1575) and (_st_cvars[_t1605] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #688 2d547290>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    for _t1610 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if ((_st_cvars[84 + _t1610] == _t1592) and (_st_cvars[_t1610] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #689 f2228bfb>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    for _t1613 in st.zones[(9 + st.model.zone_instances[st.loc[_t1575]][1])]:
        if ((_st_cvars[84 + _t1613] == _t1575) and (_st_cvars[_t1613] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #690 e4173237>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    for _t1618 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if ((_st_cvars[84 + _t1618] == _t1592) and (_st_cvars[_t1618] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #691 cbf95853>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    _t1622 = 0
    for _t1621 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if (_st_cvars[84 + _t1621] == _t1592):
            _t1622 += (1 if ((_st_cvars[_t1621] == 'carnivorous') or (_st_cvars[_t1621] == 'high_body_weight')) else (2 if (_st_cvars[_t1621] == 'parasite') else 0))
    return _t1622

# <rulerun evolution.rules: feeding_turn_of #692 a4a089c2>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    for _t1623 in st.zones[(9 + st.model.zone_instances[st.loc[_t1592]][1])]:
        if ((_st_cvars[_t1623] == 'symbiosis') and (_st_cvars[168 + _t1623] == _t1592)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 fbeb4916>
def _loop(st, _t1575):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1591 = (list(_chain1298(map(st.zones.__getitem__, _k1299))) or ())
    st.budget -= len(_t1591)
    if st.budget < 0: _spent1300(st)
    _t1599 = _NOT_YET
    _t1601 = _NOT_YET
    _t1607 = _NOT_YET
    _t1609 = _NOT_YET
    _t1615 = _NOT_YET
    _t1617 = _NOT_YET
    for _t1592 in _t1591:
        if ((((((_t1575 != _t1592) and ((not (_t1596 if (_t1596 := _memo7.get((_t1592, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1592, 'camouflage',), _a1301(st, _t1592)))) or (_t1601 if _t1601 is not _NOT_YET else (_t1601 := (_t1600 if (_t1600 := _memo7.get((_t1575, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1575, 'sharp_vision',), (_t1599 if _t1599 is not _NOT_YET else (_t1599 := _a1302(st, _t1575))))))))) and ((not (_t1604 if (_t1604 := _memo7.get((_t1592, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1592, 'high_body_weight',), _a1303(st, _t1592)))) or (_t1609 if _t1609 is not _NOT_YET else (_t1609 := (_t1608 if (_t1608 := _memo7.get((_t1575, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1575, 'high_body_weight',), (_t1607 if _t1607 is not _NOT_YET else (_t1607 := _a1304(st, _t1575))))))))) and ((_t1612 if (_t1612 := _memo7.get((_t1592, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1592, 'swimming',), _a1305(st, _t1592))) == (_t1617 if _t1617 is not _NOT_YET else (_t1617 := (_t1616 if (_t1616 := _memo7.get((_t1575, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1575, 'swimming',), (_t1615 if _t1615 is not _NOT_YET else (_t1615 := _a1306(st, _t1575))))))))) and (not ((_t1620 if (_t1620 := _memo7.get((_t1592, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1592, 'burrowing',), _a1307(st, _t1592))) and ((_st_cvars[924 + _t1592] == _st_vars[0]) or (_st_cvars[504 + _t1592] >= (_memo6[_t1592] if _t1592 in _memo6 else _memo6.setdefault(_t1592, (1 + _a1308(st, _t1592))))))))) and (not (_memo13[_t1592] if _t1592 in _memo13 else _memo13.setdefault(_t1592, _a1309(st, _t1592))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 d115f77b>
def _loop(st, _t1559):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1574 = st.zones[(5 + _t1559)]
    st.budget -= len(_t1574)
    if st.budget < 0: _spent1290(st)
    for _t1575 in _t1574:
        if (_memo0[_t1575] if _t1575 in _memo0 else _memo0.setdefault(_t1575, ((((_t1579 if (_t1579 := _memo7.get((_t1575, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1575, 'carnivorous',), _a1291(st, _t1575))) and (_st_cvars[672 + _t1575] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1575] == _st_vars[0]) or ((_st_cvars[504 + _t1575] >= (_memo6[_t1575] if _t1575 in _memo6 else _memo6.setdefault(_t1575, (1 + _a1292(st, _t1575))))) and ((_memo5[_t1575] if _t1575 in _memo5 else _memo5.setdefault(_t1575, _a1293(st, _t1575))) >= (_memo4[_t1575] if _t1575 in _memo4 else _memo4.setdefault(_t1575, _a1294(st, _t1575))))))) and (_memo14[_t1575] if _t1575 in _memo14 else _memo14.setdefault(_t1575, (not _a1297(st, _t1575)))))) and _a1310(st, _t1575)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 14ceb949>
def _loop(st, _t1626):
    _st_cvars = st.cvars
    _t1629 = 0
    for _t1628 in st.zones[(9 + st.model.zone_instances[st.loc[_t1626]][1])]:
        if (_st_cvars[84 + _t1628] == _t1626):
            _t1629 += (1 if ((_st_cvars[_t1628] == 'carnivorous') or (_st_cvars[_t1628] == 'high_body_weight')) else (2 if (_st_cvars[_t1628] == 'parasite') else 0))
    return _t1629

# <rulerun evolution.rules: feeding_turn_of #696 f023e825>
def _loop(st, _t1626):
    _st_cvars = st.cvars
    _t1631 = 0
    for _t1630 in st.zones[(9 + st.model.zone_instances[st.loc[_t1626]][1])]:
        if (((_st_cvars[84 + _t1630] == _t1626) and (_st_cvars[_t1630] == 'fat_tissue')) and _st_cvars[252 + _t1630]):
            _t1631 += 1
    return _t1631

# <rulerun evolution.rules: feeding_turn_of #697 35579a45>
def _loop(st, _t1559):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1625 = st.zones[(5 + _t1559)]
    st.budget -= len(_t1625)
    if st.budget < 0: _spent1312(st)
    for _t1626 in _t1625:
        if ((not ((_st_cvars[924 + _t1626] == _st_vars[0]) or (_st_cvars[504 + _t1626] >= (_memo6[_t1626] if _t1626 in _memo6 else _memo6.setdefault(_t1626, (1 + _a1313(st, _t1626))))))) and ((_memo5[_t1626] if _t1626 in _memo5 else _memo5.setdefault(_t1626, _a1314(st, _t1626))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 bb7fe6c6>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    for _t1635 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if ((_st_cvars[84 + _t1635] == _t1633) and (_st_cvars[_t1635] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #699 3581e801>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1639 = 0
    for _t1638 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if (_st_cvars[84 + _t1638] == _t1633):
            _t1639 += (1 if ((_st_cvars[_t1638] == 'carnivorous') or (_st_cvars[_t1638] == 'high_body_weight')) else (2 if (_st_cvars[_t1638] == 'parasite') else 0))
    return _t1639

# <rulerun evolution.rules: feeding_turn_of #700 22e8fd06>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1641 = 0
    for _t1640 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if (_st_cvars[84 + _t1640] == _t1633):
            _t1641 += (1 if ((_st_cvars[_t1640] == 'carnivorous') or (_st_cvars[_t1640] == 'high_body_weight')) else (2 if (_st_cvars[_t1640] == 'parasite') else 0))
    return _t1641

# <rulerun evolution.rules: feeding_turn_of #701 e045478e>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1643 = 0
    for _t1642 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if (((_st_cvars[84 + _t1642] == _t1633) and (_st_cvars[_t1642] == 'fat_tissue')) and _st_cvars[252 + _t1642]):
            _t1643 += 1
    return _t1643

# <rulerun evolution.rules: feeding_turn_of #702 c741039a>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1645 = 0
    for _t1644 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if ((_st_cvars[84 + _t1644] == _t1633) and (_st_cvars[_t1644] == 'fat_tissue')):
            _t1645 += 1
    return _t1645

# <rulerun evolution.rules: feeding_turn_of #703 d585fc27>
def _loop(st, _t1647):
    _st_cvars = st.cvars
    _t1650 = 0
    for _t1649 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1647]]][1])]:
        if (_st_cvars[84 + _t1649] == _st_cvars[84 + _t1647]):
            _t1650 += (1 if ((_st_cvars[_t1649] == 'carnivorous') or (_st_cvars[_t1649] == 'high_body_weight')) else (2 if (_st_cvars[_t1649] == 'parasite') else 0))
    return _t1650

# <rulerun evolution.rules: feeding_turn_of #704 7917eb6a>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1646 = st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]
    st.budget -= len(_t1646)
    if st.budget < 0: _spent1322(st)
    for _t1647 in _t1646:
        if (((_st_cvars[_t1647] == 'symbiosis') and (_st_cvars[168 + _t1647] == _t1633)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1647]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1647]] >= (_memo6[_st_cvars[84 + _t1647]] if _st_cvars[84 + _t1647] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1647], (1 + _a1323(st, _t1647)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 f8f55889>
def _loop(st, _t1652):
    _st_cvars = st.cvars
    _t1655 = 0
    for _t1654 in st.zones[(9 + st.model.zone_instances[st.loc[_t1652]][1])]:
        if (_st_cvars[84 + _t1654] == _t1652):
            _t1655 += (1 if ((_st_cvars[_t1654] == 'carnivorous') or (_st_cvars[_t1654] == 'high_body_weight')) else (2 if (_st_cvars[_t1654] == 'parasite') else 0))
    return _t1655

# <rulerun evolution.rules: feeding_turn_of #706 ead254e4>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1651 = (list(_chain1325(map(st.zones.__getitem__, _k1326))) or ())
    st.budget -= len(_t1651)
    if st.budget < 0: _spent1327(st)
    for _t1652 in _t1651:
        if ((_t1652 != _t1633) and ((not ((_st_cvars[924 + _t1652] == _st_vars[0]) or (_st_cvars[504 + _t1652] >= (_memo6[_t1652] if _t1652 in _memo6 else _memo6.setdefault(_t1652, (1 + _a1328(st, _t1652))))))) and (_st_cvars[504 + _t1652] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 4454a5a7>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    for _t1656 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if ((_st_cvars[84 + _t1656] == _t1633) and (_st_cvars[_t1656] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #708 bd25af4f>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    _t1660 = 0
    for _t1659 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if (_st_cvars[84 + _t1659] == _t1633):
            _t1660 += (1 if ((_st_cvars[_t1659] == 'carnivorous') or (_st_cvars[_t1659] == 'high_body_weight')) else (2 if (_st_cvars[_t1659] == 'parasite') else 0))
    return _t1660

# <rulerun evolution.rules: feeding_turn_of #709 b2409155>
def _loop(st, _t1633):
    _st_cvars = st.cvars
    for _t1661 in st.zones[(9 + st.model.zone_instances[st.loc[_t1633]][1])]:
        if ((_st_cvars[84 + _t1661] == _t1633) and (_st_cvars[_t1661] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #710 b23b9e53>
def _loop(st, _t1559):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1632 = st.zones[(5 + _t1559)]
    st.budget -= len(_t1632)
    if st.budget < 0: _spent1316(st)
    for _t1633 in _t1632:
        if (((_memo10[_t1633] if _t1633 in _memo10 else _memo10.setdefault(_t1633, (((((_t1637 if (_t1637 := _memo7.get((_t1633, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1633, 'piracy',), _a1317(st, _t1633))) and (_st_cvars[756 + _t1633] != _st_vars[0])) and (not ((_st_cvars[924 + _t1633] == _st_vars[0]) or (_st_cvars[504 + _t1633] >= (_memo6[_t1633] if _t1633 in _memo6 else _memo6.setdefault(_t1633, (1 + _a1318(st, _t1633)))))))) and ((not ((_st_cvars[924 + _t1633] == _st_vars[0]) or ((_st_cvars[504 + _t1633] >= (_memo6[_t1633] if _t1633 in _memo6 else _memo6.setdefault(_t1633, (1 + _a1319(st, _t1633))))) and ((_memo5[_t1633] if _t1633 in _memo5 else _memo5.setdefault(_t1633, _a1320(st, _t1633))) >= (_memo4[_t1633] if _t1633 in _memo4 else _memo4.setdefault(_t1633, _a1321(st, _t1633))))))) and (_memo14[_t1633] if _t1633 in _memo14 else _memo14.setdefault(_t1633, (not _a1324(st, _t1633)))))) and _a1329(st, _t1633)))) or (((((_t1658 if (_t1658 := _memo7.get((_t1633, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1633, 'hibernation',), _a1330(st, _t1633))) and (_st_cvars[924 + _t1633] != _st_vars[0])) and (_st_cvars[924 + _t1633] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1633] == _st_vars[0]) or (_st_cvars[504 + _t1633] >= (_memo6[_t1633] if _t1633 in _memo6 else _memo6.setdefault(_t1633, (1 + _a1331(st, _t1633))))))))) or ((_st_vars[3] > 0) and (_t1663 if (_t1663 := _memo7.get((_t1633, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1633, 'grazing',), _a1332(st, _t1633))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 86a5ea27>
def _loop(st, _t1665):
    _st_cvars = st.cvars
    _t1668 = 0
    for _t1667 in st.zones[(9 + st.model.zone_instances[st.loc[_t1665]][1])]:
        if (_st_cvars[84 + _t1667] == _t1665):
            _t1668 += (1 if ((_st_cvars[_t1667] == 'carnivorous') or (_st_cvars[_t1667] == 'high_body_weight')) else (2 if (_st_cvars[_t1667] == 'parasite') else 0))
    return _t1668

# <rulerun evolution.rules: feeding_turn_of #712 1e916bfb>
def _loop(st, _t1665):
    _st_cvars = st.cvars
    _t1670 = 0
    for _t1669 in st.zones[(9 + st.model.zone_instances[st.loc[_t1665]][1])]:
        if (((_st_cvars[84 + _t1669] == _t1665) and (_st_cvars[_t1669] == 'fat_tissue')) and _st_cvars[252 + _t1669]):
            _t1670 += 1
    return _t1670

# <rulerun evolution.rules: feeding_turn_of #713 8934ea0f>
def _loop(st, _t1665):
    _st_cvars = st.cvars
    _t1672 = 0
    for _t1671 in st.zones[(9 + st.model.zone_instances[st.loc[_t1665]][1])]:
        if ((_st_cvars[84 + _t1671] == _t1665) and (_st_cvars[_t1671] == 'fat_tissue')):
            _t1672 += 1
    return _t1672

# <rulerun evolution.rules: feeding_turn_of #714 ff0dc7e0>
def _loop(st, _t1674):
    _st_cvars = st.cvars
    _t1677 = 0
    for _t1676 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1674]]][1])]:
        if (_st_cvars[84 + _t1676] == _st_cvars[84 + _t1674]):
            _t1677 += (1 if ((_st_cvars[_t1676] == 'carnivorous') or (_st_cvars[_t1676] == 'high_body_weight')) else (2 if (_st_cvars[_t1676] == 'parasite') else 0))
    return _t1677

# <rulerun evolution.rules: feeding_turn_of #715 86182a72>
def _loop(st, _t1665):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1673 = st.zones[(9 + st.model.zone_instances[st.loc[_t1665]][1])]
    st.budget -= len(_t1673)
    if st.budget < 0: _spent1338(st)
    for _t1674 in _t1673:
        if (((_st_cvars[_t1674] == 'symbiosis') and (_st_cvars[168 + _t1674] == _t1665)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1674]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1674]] >= (_memo6[_st_cvars[84 + _t1674]] if _st_cvars[84 + _t1674] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1674], (1 + _a1339(st, _t1674)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 df51e283>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1664 = st.zones[(5 + L[0])]
    st.budget -= len(_t1664)
    if st.budget < 0: _spent1334(st)
    for _t1665 in _t1664:
        if ((not ((_st_cvars[924 + _t1665] == _st_vars[0]) or ((_st_cvars[504 + _t1665] >= (_memo6[_t1665] if _t1665 in _memo6 else _memo6.setdefault(_t1665, (1 + _a1335(st, _t1665))))) and ((_memo5[_t1665] if _t1665 in _memo5 else _memo5.setdefault(_t1665, _a1336(st, _t1665))) >= (_memo4[_t1665] if _t1665 in _memo4 else _memo4.setdefault(_t1665, _a1337(st, _t1665))))))) and (_memo14[_t1665] if _t1665 in _memo14 else _memo14.setdefault(_t1665, (not _a1340(st, _t1665))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 a7d7080c>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    for _t1681 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if ((_st_cvars[84 + _t1681] == _t1679) and (_st_cvars[_t1681] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #718 c1973e3a>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    _t1685 = 0
    for _t1684 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if (_st_cvars[84 + _t1684] == _t1679):
            _t1685 += (1 if ((_st_cvars[_t1684] == 'carnivorous') or (_st_cvars[_t1684] == 'high_body_weight')) else (2 if (_st_cvars[_t1684] == 'parasite') else 0))
    return _t1685

# <rulerun evolution.rules: feeding_turn_of #719 c96a2da7>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    _t1687 = 0
    for _t1686 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if (((_st_cvars[84 + _t1686] == _t1679) and (_st_cvars[_t1686] == 'fat_tissue')) and _st_cvars[252 + _t1686]):
            _t1687 += 1
    return _t1687

# <rulerun evolution.rules: feeding_turn_of #720 845c8265>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    _t1689 = 0
    for _t1688 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if ((_st_cvars[84 + _t1688] == _t1679) and (_st_cvars[_t1688] == 'fat_tissue')):
            _t1689 += 1
    return _t1689

# <rulerun evolution.rules: feeding_turn_of #721 10b34411>
def _loop(st, _t1691):
    _st_cvars = st.cvars
    _t1694 = 0
    for _t1693 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1691]]][1])]:
        if (_st_cvars[84 + _t1693] == _st_cvars[84 + _t1691]):
            _t1694 += (1 if ((_st_cvars[_t1693] == 'carnivorous') or (_st_cvars[_t1693] == 'high_body_weight')) else (2 if (_st_cvars[_t1693] == 'parasite') else 0))
    return _t1694

# <rulerun evolution.rules: feeding_turn_of #722 c7850a91>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1690 = st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]
    st.budget -= len(_t1690)
    if st.budget < 0: _spent1348(st)
    for _t1691 in _t1690:
        if (((_st_cvars[_t1691] == 'symbiosis') and (_st_cvars[168 + _t1691] == _t1679)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1691]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1691]] >= (_memo6[_st_cvars[84 + _t1691]] if _st_cvars[84 + _t1691] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1691], (1 + _a1349(st, _t1691)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 7123e728>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    for _t1698 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if ((_st_cvars[84 + _t1698] == _t1696) and (_st_cvars[_t1698] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #724 5045e2ae>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    for _t1701 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if ((_st_cvars[84 + _t1701] == _t1679) and (_st_cvars[_t1701] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #725 455ddcca>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    for _t1706 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if ((_st_cvars[84 + _t1706] == _t1696) and (_st_cvars[_t1706] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #726 13a1fcdb>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    for _t1709 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if ((_st_cvars[84 + _t1709] == _t1679) and (_st_cvars[_t1709] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #727 7b4dae6e>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    for _t1714 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if ((_st_cvars[84 + _t1714] == _t1696) and (_st_cvars[_t1714] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #728 6cf66a74>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    for _t1717 in st.zones[(9 + st.model.zone_instances[st.loc[_t1679]][1])]:
        if ((_st_cvars[84 + _t1717] == _t1679) and (_st_cvars[_t1717] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #729 5d3b3df4>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    for _t1722 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if ((_st_cvars[84 + _t1722] == _t1696) and (_st_cvars[_t1722] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #730 55f8d49d>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    _t1726 = 0
    for _t1725 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if (_st_cvars[84 + _t1725] == _t1696):
            _t1726 += (1 if ((_st_cvars[_t1725] == 'carnivorous') or (_st_cvars[_t1725] == 'high_body_weight')) else (2 if (_st_cvars[_t1725] == 'parasite') else 0))
    return _t1726

# <rulerun evolution.rules: feeding_turn_of #731 2ef421bb>
def _loop(st, _t1696):
    _st_cvars = st.cvars
    for _t1727 in st.zones[(9 + st.model.zone_instances[st.loc[_t1696]][1])]:
        if ((_st_cvars[_t1727] == 'symbiosis') and (_st_cvars[168 + _t1727] == _t1696)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 c4815495>
def _loop(st, _t1679):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1695 = (list(_chain1351(map(st.zones.__getitem__, _k1352))) or ())
    st.budget -= len(_t1695)
    if st.budget < 0: _spent1353(st)
    _t1703 = _NOT_YET
    _t1705 = _NOT_YET
    _t1711 = _NOT_YET
    _t1713 = _NOT_YET
    _t1719 = _NOT_YET
    _t1721 = _NOT_YET
    for _t1696 in _t1695:
        if ((((((_t1679 != _t1696) and ((not (_t1700 if (_t1700 := _memo7.get((_t1696, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1696, 'camouflage',), _a1354(st, _t1696)))) or (_t1705 if _t1705 is not _NOT_YET else (_t1705 := (_t1704 if (_t1704 := _memo7.get((_t1679, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1679, 'sharp_vision',), (_t1703 if _t1703 is not _NOT_YET else (_t1703 := _a1355(st, _t1679))))))))) and ((not (_t1708 if (_t1708 := _memo7.get((_t1696, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1696, 'high_body_weight',), _a1356(st, _t1696)))) or (_t1713 if _t1713 is not _NOT_YET else (_t1713 := (_t1712 if (_t1712 := _memo7.get((_t1679, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1679, 'high_body_weight',), (_t1711 if _t1711 is not _NOT_YET else (_t1711 := _a1357(st, _t1679))))))))) and ((_t1716 if (_t1716 := _memo7.get((_t1696, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1696, 'swimming',), _a1358(st, _t1696))) == (_t1721 if _t1721 is not _NOT_YET else (_t1721 := (_t1720 if (_t1720 := _memo7.get((_t1679, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1679, 'swimming',), (_t1719 if _t1719 is not _NOT_YET else (_t1719 := _a1359(st, _t1679))))))))) and (not ((_t1724 if (_t1724 := _memo7.get((_t1696, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1696, 'burrowing',), _a1360(st, _t1696))) and ((_st_cvars[924 + _t1696] == _st_vars[0]) or (_st_cvars[504 + _t1696] >= (_memo6[_t1696] if _t1696 in _memo6 else _memo6.setdefault(_t1696, (1 + _a1361(st, _t1696))))))))) and (not (_memo13[_t1696] if _t1696 in _memo13 else _memo13.setdefault(_t1696, _a1362(st, _t1696))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 60eb5d5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1678 = st.zones[(5 + L[0])]
    st.budget -= len(_t1678)
    if st.budget < 0: _spent1343(st)
    for _t1679 in _t1678:
        if (_memo0[_t1679] if _t1679 in _memo0 else _memo0.setdefault(_t1679, ((((_t1683 if (_t1683 := _memo7.get((_t1679, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1679, 'carnivorous',), _a1344(st, _t1679))) and (_st_cvars[672 + _t1679] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1679] == _st_vars[0]) or ((_st_cvars[504 + _t1679] >= (_memo6[_t1679] if _t1679 in _memo6 else _memo6.setdefault(_t1679, (1 + _a1345(st, _t1679))))) and ((_memo5[_t1679] if _t1679 in _memo5 else _memo5.setdefault(_t1679, _a1346(st, _t1679))) >= (_memo4[_t1679] if _t1679 in _memo4 else _memo4.setdefault(_t1679, _a1347(st, _t1679))))))) and (_memo14[_t1679] if _t1679 in _memo14 else _memo14.setdefault(_t1679, (not _a1350(st, _t1679)))))) and _a1363(st, _t1679)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 8b1ba6b5>
def _loop(st, _t1730):
    _st_cvars = st.cvars
    _t1733 = 0
    for _t1732 in st.zones[(9 + st.model.zone_instances[st.loc[_t1730]][1])]:
        if (_st_cvars[84 + _t1732] == _t1730):
            _t1733 += (1 if ((_st_cvars[_t1732] == 'carnivorous') or (_st_cvars[_t1732] == 'high_body_weight')) else (2 if (_st_cvars[_t1732] == 'parasite') else 0))
    return _t1733

# <rulerun evolution.rules: feeding_turn_of #735 b0eacb02>
def _loop(st, _t1730):
    _st_cvars = st.cvars
    _t1735 = 0
    for _t1734 in st.zones[(9 + st.model.zone_instances[st.loc[_t1730]][1])]:
        if (((_st_cvars[84 + _t1734] == _t1730) and (_st_cvars[_t1734] == 'fat_tissue')) and _st_cvars[252 + _t1734]):
            _t1735 += 1
    return _t1735

# <rulerun evolution.rules: feeding_turn_of #736 d4635cff>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1729 = st.zones[(5 + L[0])]
    st.budget -= len(_t1729)
    if st.budget < 0: _spent1365(st)
    for _t1730 in _t1729:
        if ((not ((_st_cvars[924 + _t1730] == _st_vars[0]) or (_st_cvars[504 + _t1730] >= (_memo6[_t1730] if _t1730 in _memo6 else _memo6.setdefault(_t1730, (1 + _a1366(st, _t1730))))))) and ((_memo5[_t1730] if _t1730 in _memo5 else _memo5.setdefault(_t1730, _a1367(st, _t1730))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 0c7f03f8>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    for _t1739 in st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]:
        if ((_st_cvars[84 + _t1739] == _t1738) and (_st_cvars[_t1739] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #738 bcd7f63b>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _t1743 = 0
    for _t1742 in st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]:
        if (_st_cvars[84 + _t1742] == _t1738):
            _t1743 += (1 if ((_st_cvars[_t1742] == 'carnivorous') or (_st_cvars[_t1742] == 'high_body_weight')) else (2 if (_st_cvars[_t1742] == 'parasite') else 0))
    return _t1743

# <rulerun evolution.rules: feeding_turn_of #739 247a7f8c>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _t1745 = 0
    for _t1744 in st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]:
        if (_st_cvars[84 + _t1744] == _t1738):
            _t1745 += (1 if ((_st_cvars[_t1744] == 'carnivorous') or (_st_cvars[_t1744] == 'high_body_weight')) else (2 if (_st_cvars[_t1744] == 'parasite') else 0))
    return _t1745

# <rulerun evolution.rules: feeding_turn_of #740 514c95a5>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _t1747 = 0
    for _t1746 in st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]:
        if (((_st_cvars[84 + _t1746] == _t1738) and (_st_cvars[_t1746] == 'fat_tissue')) and _st_cvars[252 + _t1746]):
            _t1747 += 1
    return _t1747

# <rulerun evolution.rules: feeding_turn_of #741 22cff826>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _t1749 = 0
    for _t1748 in st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]:
        if ((_st_cvars[84 + _t1748] == _t1738) and (_st_cvars[_t1748] == 'fat_tissue')):
            _t1749 += 1
    return _t1749

# <rulerun evolution.rules: feeding_turn_of #742 7021031d>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1754 = 0
    for _t1753 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1751]]][1])]:
        if (_st_cvars[84 + _t1753] == _st_cvars[84 + _t1751]):
            _t1754 += (1 if ((_st_cvars[_t1753] == 'carnivorous') or (_st_cvars[_t1753] == 'high_body_weight')) else (2 if (_st_cvars[_t1753] == 'parasite') else 0))
    return _t1754

# <rulerun evolution.rules: feeding_turn_of #743 847815a7>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1750 = st.zones[(9 + st.model.zone_instances[st.loc[_t1738]][1])]
    st.budget -= len(_t1750)
    if st.budget < 0: _spent1374(st)
    for _t1751 in _t1750:
        if (((_st_cvars[_t1751] == 'symbiosis') and (_st_cvars[168 + _t1751] == _t1738)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1751]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1751]] >= (_memo6[_st_cvars[84 + _t1751]] if _st_cvars[84 + _t1751] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1751], (1 + _a1375(st, _t1751)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 913c5d45>
def _loop(st, _t1756):
    _st_cvars = st.cvars
    _t1759 = 0
    for _t1758 in st.zones[(9 + st.model.zone_instances[st.loc[_t1756]][1])]:
        if (_st_cvars[84 + _t1758] == _t1756):
            _t1759 += (1 if ((_st_cvars[_t1758] == 'carnivorous') or (_st_cvars[_t1758] == 'high_body_weight')) else (2 if (_st_cvars[_t1758] == 'parasite') else 0))
    return _t1759

# <rulerun evolution.rules: feeding_turn_of #745 62ff3f03>
def _loop(st, _t1738):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1755 = (list(_chain1377(map(st.zones.__getitem__, _k1378))) or ())
    st.budget -= len(_t1755)
    if st.budget < 0: _spent1379(st)
    for _t1756 in _t1755:
        if ((_t1756 != _t1738) and ((not ((_st_cvars[924 + _t1756] == _st_vars[0]) or (_st_cvars[504 + _t1756] >= (_memo6[_t1756] if _t1756 in _memo6 else _memo6.setdefault(_t1756, (1 + _a1380(st, _t1756))))))) and (_st_cvars[504 + _t1756] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 0c33ab7c>
def _loop(st, _t1762):
    _st_cvars = st.cvars
    for _t1763 in st.zones[(9 + st.model.zone_instances[st.loc[_t1762]][1])]:
        if ((_st_cvars[84 + _t1763] == _t1762) and (_st_cvars[_t1763] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #747 113ea51f>
def _loop(st, _t1768):
    _st_cvars = st.cvars
    for _t1769 in st.zones[(9 + st.model.zone_instances[st.loc[_t1768]][1])]:
        if ((_st_cvars[84 + _t1769] == _t1768) and (_st_cvars[_t1769] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #748 87962ea9>
def _loop(st, _t1768):
    _st_cvars = st.cvars
    _t1773 = 0
    for _t1772 in st.zones[(9 + st.model.zone_instances[st.loc[_t1768]][1])]:
        if (_st_cvars[84 + _t1772] == _t1768):
            _t1773 += (1 if ((_st_cvars[_t1772] == 'carnivorous') or (_st_cvars[_t1772] == 'high_body_weight')) else (2 if (_st_cvars[_t1772] == 'parasite') else 0))
    return _t1773

# <rulerun evolution.rules: feeding_turn_of #749 032da09e>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _t1778 = 0
    for _t1777 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if (_st_cvars[84 + _t1777] == _t1775):
            _t1778 += (1 if ((_st_cvars[_t1777] == 'carnivorous') or (_st_cvars[_t1777] == 'high_body_weight')) else (2 if (_st_cvars[_t1777] == 'parasite') else 0))
    return _t1778

# <rulerun evolution.rules: feeding_turn_of #750 6bd7cbd6>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _t1780 = 0
    for _t1779 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if (((_st_cvars[84 + _t1779] == _t1775) and (_st_cvars[_t1779] == 'fat_tissue')) and _st_cvars[252 + _t1779]):
            _t1780 += 1
    return _t1780

# <rulerun evolution.rules: feeding_turn_of #751 b33550c7>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _t1782 = 0
    for _t1781 in st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]:
        if ((_st_cvars[84 + _t1781] == _t1775) and (_st_cvars[_t1781] == 'fat_tissue')):
            _t1782 += 1
    return _t1782

# <rulerun evolution.rules: feeding_turn_of #752 a45a4cd5>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1787 = 0
    for _t1786 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1784]]][1])]:
        if (_st_cvars[84 + _t1786] == _st_cvars[84 + _t1784]):
            _t1787 += (1 if ((_st_cvars[_t1786] == 'carnivorous') or (_st_cvars[_t1786] == 'high_body_weight')) else (2 if (_st_cvars[_t1786] == 'parasite') else 0))
    return _t1787

# <rulerun evolution.rules: feeding_turn_of #753 def01165>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1783 = st.zones[(9 + st.model.zone_instances[st.loc[_t1775]][1])]
    st.budget -= len(_t1783)
    if st.budget < 0: _spent1389(st)
    for _t1784 in _t1783:
        if (((_st_cvars[_t1784] == 'symbiosis') and (_st_cvars[168 + _t1784] == _t1775)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1784]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1784]] >= (_memo6[_st_cvars[84 + _t1784]] if _st_cvars[84 + _t1784] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1784], (1 + _a1390(st, _t1784)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 9d969d96>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1774 = st.zones[(5 + L[0])]
    st.budget -= len(_t1774)
    if st.budget < 0: _spent1385(st)
    for _t1775 in _t1774:
        if ((not ((_st_cvars[924 + _t1775] == _st_vars[0]) or ((_st_cvars[504 + _t1775] >= (_memo6[_t1775] if _t1775 in _memo6 else _memo6.setdefault(_t1775, (1 + _a1386(st, _t1775))))) and ((_memo5[_t1775] if _t1775 in _memo5 else _memo5.setdefault(_t1775, _a1387(st, _t1775))) >= (_memo4[_t1775] if _t1775 in _memo4 else _memo4.setdefault(_t1775, _a1388(st, _t1775))))))) and (_memo14[_t1775] if _t1775 in _memo14 else _memo14.setdefault(_t1775, (not _a1391(st, _t1775))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 def834fe>
def _loop(st, _t1794):
    _st_cvars = st.cvars
    _t1797 = 0
    for _t1796 in st.zones[(9 + st.model.zone_instances[st.loc[_t1794]][1])]:
        if (_st_cvars[84 + _t1796] == _t1794):
            _t1797 += (1 if ((_st_cvars[_t1796] == 'carnivorous') or (_st_cvars[_t1796] == 'high_body_weight')) else (2 if (_st_cvars[_t1796] == 'parasite') else 0))
    return _t1797

# <rulerun evolution.rules: take_food #756 0ed3cccf>
def _loop(st, _t1794):
    _st_cvars = st.cvars
    _t1799 = 0
    for _t1798 in st.zones[(9 + st.model.zone_instances[st.loc[_t1794]][1])]:
        if (((_st_cvars[84 + _t1798] == _t1794) and (_st_cvars[_t1798] == 'fat_tissue')) and _st_cvars[252 + _t1798]):
            _t1799 += 1
    return _t1799

# <rulerun evolution.rules: take_food #757 ae08f4b8>
def _loop(st, _t1794):
    _st_cvars = st.cvars
    _t1801 = 0
    for _t1800 in st.zones[(9 + st.model.zone_instances[st.loc[_t1794]][1])]:
        if ((_st_cvars[84 + _t1800] == _t1794) and (_st_cvars[_t1800] == 'fat_tissue')):
            _t1801 += 1
    return _t1801

# <rulerun evolution.rules: take_food #758 4fd4bc32>
def _loop(st, _t1803):
    _st_cvars = st.cvars
    _t1806 = 0
    for _t1805 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1803]]][1])]:
        if (_st_cvars[84 + _t1805] == _st_cvars[84 + _t1803]):
            _t1806 += (1 if ((_st_cvars[_t1805] == 'carnivorous') or (_st_cvars[_t1805] == 'high_body_weight')) else (2 if (_st_cvars[_t1805] == 'parasite') else 0))
    return _t1806

# <rulerun evolution.rules: take_food #759 1d6b2573>
def _loop(st, _t1794):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1802 = st.zones[(9 + st.model.zone_instances[st.loc[_t1794]][1])]
    st.budget -= len(_t1802)
    if st.budget < 0: _spent1403(st)
    for _t1803 in _t1802:
        if (((_st_cvars[_t1803] == 'symbiosis') and (_st_cvars[168 + _t1803] == _t1794)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1803]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1803]] >= (_memo6[_st_cvars[84 + _t1803]] if _st_cvars[84 + _t1803] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1803], (1 + _a1404(st, _t1803)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 a384af0f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1793 = st.zones[(5 + L[0])]
    st.budget -= len(_t1793)
    if st.budget < 0: _spent1399(st)
    _t1795 = []
    for _t1794 in _t1793:
        if ((not ((_st_cvars[924 + _t1794] == _st_vars[0]) or ((_st_cvars[504 + _t1794] >= (_memo6[_t1794] if _t1794 in _memo6 else _memo6.setdefault(_t1794, (1 + _a1400(st, _t1794))))) and ((_memo5[_t1794] if _t1794 in _memo5 else _memo5.setdefault(_t1794, _a1401(st, _t1794))) >= (_memo4[_t1794] if _t1794 in _memo4 else _memo4.setdefault(_t1794, _a1402(st, _t1794))))))) and (_memo14[_t1794] if _t1794 in _memo14 else _memo14.setdefault(_t1794, (not _a1405(st, _t1794))))):
            _t1795.append(_t1794)
    return _t1795

# <rulerun evolution.rules: receive #761 843b2112>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1812 = 0
    for _t1811 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t1811] == _l0):
            _t1812 += (1 if ((_st_cvars[_t1811] == 'carnivorous') or (_st_cvars[_t1811] == 'high_body_weight')) else (2 if (_st_cvars[_t1811] == 'parasite') else 0))
    return _t1812

# <rulerun evolution.rules: receive #762 ec7d3072>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1814 = 0
    for _t1813 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t1813] == _l0) and (_st_cvars[_t1813] == 'fat_tissue')) and _st_cvars[252 + _t1813]):
            _t1814 += 1
    return _t1814

# <rulerun evolution.rules: receive #763 8f48fd64>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1816 = 0
    for _t1815 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1815] == _l0) and (_st_cvars[_t1815] == 'fat_tissue')):
            _t1816 += 1
    return _t1816

# <rulerun evolution.rules: receive #764 70c07cff>
def _loop(st, _t1818):
    _st_cvars = st.cvars
    _t1821 = 0
    for _t1820 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1818]]][1])]:
        if (_st_cvars[84 + _t1820] == _st_cvars[84 + _t1818]):
            _t1821 += (1 if ((_st_cvars[_t1820] == 'carnivorous') or (_st_cvars[_t1820] == 'high_body_weight')) else (2 if (_st_cvars[_t1820] == 'parasite') else 0))
    return _t1821

# <rulerun evolution.rules: receive #765 93551107>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1817 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t1817)
    if st.budget < 0: _spent1421(st)
    for _t1818 in _t1817:
        if (((_st_cvars[_t1818] == 'symbiosis') and (_st_cvars[168 + _t1818] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1818]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1818]] >= (_memo6[_st_cvars[84 + _t1818]] if _st_cvars[84 + _t1818] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1818], (1 + _a1422(st, _t1818)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 609c7338>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1826 = 0
    for _t1825 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1825] == L[2]):
            _t1826 += (1 if ((_st_cvars[_t1825] == 'carnivorous') or (_st_cvars[_t1825] == 'high_body_weight')) else (2 if (_st_cvars[_t1825] == 'parasite') else 0))
    return _t1826

# <rulerun evolution.rules: receive #767 1aeb4d31>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1831 = 0
    for _t1830 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1830] == L[2]) and (_st_cvars[_t1830] == 'fat_tissue')) and _st_cvars[252 + _t1830]):
            _t1831 += 1
    return _t1831

# <rulerun evolution.rules: receive #768 b1f418bf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1833 = 0
    for _t1832 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1832] == L[2]) and (_st_cvars[_t1832] == 'fat_tissue')):
            _t1833 += 1
    return _t1833

# <rulerun evolution.rules: receive #769 49bed50f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1836 = 0
    for _t1835 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1835] == L[2]):
            _t1836 += (1 if ((_st_cvars[_t1835] == 'carnivorous') or (_st_cvars[_t1835] == 'high_body_weight')) else (2 if (_st_cvars[_t1835] == 'parasite') else 0))
    return _t1836

# <rulerun evolution.rules: paired_triggers #770 playout 4c551c1f>
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
        _t1838 = st.zones[(9 + st.model.zone_instances[_st_loc[_l0]][1])]
        st.budget -= len(_t1838)
        if st.budget < 0: _spent1437(st)
        _t1837 = []
        for _t1839 in _t1838:
            if (((_st_cvars[336 + _t1839] != _st_vars[4]) and ((_st_cvars[84 + _t1839] == _l0) or (_st_cvars[168 + _t1839] == _l0))) and (((((_st_cvars[_t1839] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1438(st, [(_st_cvars[168 + _t1839] if (_st_cvars[84 + _t1839] == _l0) else _st_cvars[84 + _t1839])])) or ((_st_cvars[_t1839] == 'cooperation') and _d1438(st, [(_st_cvars[168 + _t1839] if (_st_cvars[84 + _t1839] == _l0) else _st_cvars[84 + _t1839])])))):
                _t1837.append(_t1839)
        L[2] = _t1837
        if (not (L[2] or ())):
            return 2
        _t1840 = (L[2] or [])
        _t1841 = st.model.zone_instances[_st_loc[_l0]][1]
        _t1842 = len(_t1840) + 1
        if _t1842 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1843 = st.chooser(_t1842, _t1841)
            else:
                _t1843 = _st_bits(_t1842.bit_length())
                while _t1843 >= _t1842: _t1843 = _st_bits(_t1842.bit_length())
            L[3] = _t1840[_t1843 - 1] if _t1843 else None; st.decisions += 1
        elif _decide1441(st, L, _t1840, _t1841): raise _PlayoutCut1439()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1844 if -1000000000000000000 <= (_t1844 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1442(_t1844))
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

# <rulerun evolution.rules: receive #772 playout 2825a01d>
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
            _st_vars[3] = (_t1822 if -1000000000000000000 <= (_t1822 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1424(_t1822))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1428(_audience1425(st), [_PlayerRef1426(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1427(_st_cvars[420 + _l0]), ' cannot take the ', _plain1427(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1429(st)
    _t1823 = [_l0, _l1]
    _t1824 = [0, _t1823, False, len(st.cur), st.thread_player]
    st.events.append(_t1824)
    if not _t1824[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1430(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1431(st, L)))))):
            _t1828 = L[2]
            _t1827 = None
            for _t1829 in st.zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t1829] == _t1828) and (_st_cvars[_t1829] == 'fat_tissue')) and (not _st_cvars[252 + _t1829])):
                    _t1827 = _t1829
                    break
            L[3] = _t1827
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
            _st_cvars[504 + L[2]] = (_t1834 if -1000000000000000000 <= (_t1834 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1424(_t1834))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1428(_audience1425(st), ['  animal ', _plain1427(_st_cvars[420 + L[2]]), ' has food ', _plain1427(_st_cvars[504 + L[2]]), '/', _plain1427((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1434(st, L)))))]))
        _t1845 = _t1824[1] + _k1448
        if _p1449(st, _t1845, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 939895c8>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1397(_k1398)
    _t1792 = (_a1406(st, L) or [])
    _t1807 = _l0
    _t1808 = len(_t1792)
    if not _t1808: _no_option1409(_t1807, 'animal to feed')
    if _t1808 <= 1 and _st_log is None:
        L[1] = _t1792[0] if _t1808 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1809 = st.chooser(_t1808, _t1807)
        else:
            _t1809 = _st_bits(_t1808.bit_length())
            while _t1809 >= _t1808: _t1809 = _st_bits(_t1808.bit_length())
        L[1] = _t1792[_t1809]; st.decisions += 1
    elif _decide1410(st, L, _t1792, _t1807): raise _PlayoutCut1407()
    _st_vars[3] = (_t1810 if -1000000000000000000 <= (_t1810 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1411(_t1810))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1415(_audience1412(st), [_PlayerRef1413(_l0), "'s animal ", _plain1414(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1414(_st_vars[3]), ' left)']))
    if _p1450(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 0de203cd>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    for _t1850 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if ((_st_cvars[84 + _t1850] == _t1848) and (_st_cvars[_t1850] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #775 1783991b>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    _t1854 = 0
    for _t1853 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if (_st_cvars[84 + _t1853] == _t1848):
            _t1854 += (1 if ((_st_cvars[_t1853] == 'carnivorous') or (_st_cvars[_t1853] == 'high_body_weight')) else (2 if (_st_cvars[_t1853] == 'parasite') else 0))
    return _t1854

# <rulerun evolution.rules: attack_action #776 40202300>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    _t1856 = 0
    for _t1855 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if (((_st_cvars[84 + _t1855] == _t1848) and (_st_cvars[_t1855] == 'fat_tissue')) and _st_cvars[252 + _t1855]):
            _t1856 += 1
    return _t1856

# <rulerun evolution.rules: attack_action #777 f5c9c8f1>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    _t1858 = 0
    for _t1857 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if ((_st_cvars[84 + _t1857] == _t1848) and (_st_cvars[_t1857] == 'fat_tissue')):
            _t1858 += 1
    return _t1858

# <rulerun evolution.rules: attack_action #778 31953e1f>
def _loop(st, _t1860):
    _st_cvars = st.cvars
    _t1863 = 0
    for _t1862 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1860]]][1])]:
        if (_st_cvars[84 + _t1862] == _st_cvars[84 + _t1860]):
            _t1863 += (1 if ((_st_cvars[_t1862] == 'carnivorous') or (_st_cvars[_t1862] == 'high_body_weight')) else (2 if (_st_cvars[_t1862] == 'parasite') else 0))
    return _t1863

# <rulerun evolution.rules: attack_action #779 2a884467>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1859 = st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]
    st.budget -= len(_t1859)
    if st.budget < 0: _spent1459(st)
    for _t1860 in _t1859:
        if (((_st_cvars[_t1860] == 'symbiosis') and (_st_cvars[168 + _t1860] == _t1848)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1860]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1860]] >= (_memo6[_st_cvars[84 + _t1860]] if _st_cvars[84 + _t1860] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1860], (1 + _a1460(st, _t1860)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 f33183c8>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    for _t1867 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if ((_st_cvars[84 + _t1867] == _t1865) and (_st_cvars[_t1867] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #781 a31a234b>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    for _t1870 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if ((_st_cvars[84 + _t1870] == _t1848) and (_st_cvars[_t1870] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #782 e598f4e7>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    for _t1875 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if ((_st_cvars[84 + _t1875] == _t1865) and (_st_cvars[_t1875] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #783 52834746>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    for _t1878 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if ((_st_cvars[84 + _t1878] == _t1848) and (_st_cvars[_t1878] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #784 1d14783a>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    for _t1883 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if ((_st_cvars[84 + _t1883] == _t1865) and (_st_cvars[_t1883] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #785 53b3d61e>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    for _t1886 in st.zones[(9 + st.model.zone_instances[st.loc[_t1848]][1])]:
        if ((_st_cvars[84 + _t1886] == _t1848) and (_st_cvars[_t1886] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #786 0e1f1cb2>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    for _t1891 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if ((_st_cvars[84 + _t1891] == _t1865) and (_st_cvars[_t1891] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #787 caaedf59>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    _t1895 = 0
    for _t1894 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if (_st_cvars[84 + _t1894] == _t1865):
            _t1895 += (1 if ((_st_cvars[_t1894] == 'carnivorous') or (_st_cvars[_t1894] == 'high_body_weight')) else (2 if (_st_cvars[_t1894] == 'parasite') else 0))
    return _t1895

# <rulerun evolution.rules: attack_action #788 794c3ce6>
def _loop(st, _t1865):
    _st_cvars = st.cvars
    for _t1896 in st.zones[(9 + st.model.zone_instances[st.loc[_t1865]][1])]:
        if ((_st_cvars[_t1896] == 'symbiosis') and (_st_cvars[168 + _t1896] == _t1865)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 9806100c>
def _loop(st, _t1848):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1864 = (list(_chain1462(map(st.zones.__getitem__, _k1463))) or ())
    st.budget -= len(_t1864)
    if st.budget < 0: _spent1464(st)
    _t1872 = _NOT_YET
    _t1874 = _NOT_YET
    _t1880 = _NOT_YET
    _t1882 = _NOT_YET
    _t1888 = _NOT_YET
    _t1890 = _NOT_YET
    for _t1865 in _t1864:
        if ((((((_t1848 != _t1865) and ((not (_t1869 if (_t1869 := _memo7.get((_t1865, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1865, 'camouflage',), _a1465(st, _t1865)))) or (_t1874 if _t1874 is not _NOT_YET else (_t1874 := (_t1873 if (_t1873 := _memo7.get((_t1848, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1848, 'sharp_vision',), (_t1872 if _t1872 is not _NOT_YET else (_t1872 := _a1466(st, _t1848))))))))) and ((not (_t1877 if (_t1877 := _memo7.get((_t1865, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1865, 'high_body_weight',), _a1467(st, _t1865)))) or (_t1882 if _t1882 is not _NOT_YET else (_t1882 := (_t1881 if (_t1881 := _memo7.get((_t1848, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1848, 'high_body_weight',), (_t1880 if _t1880 is not _NOT_YET else (_t1880 := _a1468(st, _t1848))))))))) and ((_t1885 if (_t1885 := _memo7.get((_t1865, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1865, 'swimming',), _a1469(st, _t1865))) == (_t1890 if _t1890 is not _NOT_YET else (_t1890 := (_t1889 if (_t1889 := _memo7.get((_t1848, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1848, 'swimming',), (_t1888 if _t1888 is not _NOT_YET else (_t1888 := _a1470(st, _t1848))))))))) and (not ((_t1893 if (_t1893 := _memo7.get((_t1865, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1865, 'burrowing',), _a1471(st, _t1865))) and ((_st_cvars[924 + _t1865] == _st_vars[0]) or (_st_cvars[504 + _t1865] >= (_memo6[_t1865] if _t1865 in _memo6 else _memo6.setdefault(_t1865, (1 + _a1472(st, _t1865))))))))) and (not (_memo13[_t1865] if _t1865 in _memo13 else _memo13.setdefault(_t1865, _a1473(st, _t1865))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 0bc290ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1847 = st.zones[(5 + L[0])]
    st.budget -= len(_t1847)
    if st.budget < 0: _spent1454(st)
    _t1849 = []
    for _t1848 in _t1847:
        if (_memo0[_t1848] if _t1848 in _memo0 else _memo0.setdefault(_t1848, ((((_t1852 if (_t1852 := _memo7.get((_t1848, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1848, 'carnivorous',), _a1455(st, _t1848))) and (_st_cvars[672 + _t1848] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1848] == _st_vars[0]) or ((_st_cvars[504 + _t1848] >= (_memo6[_t1848] if _t1848 in _memo6 else _memo6.setdefault(_t1848, (1 + _a1456(st, _t1848))))) and ((_memo5[_t1848] if _t1848 in _memo5 else _memo5.setdefault(_t1848, _a1457(st, _t1848))) >= (_memo4[_t1848] if _t1848 in _memo4 else _memo4.setdefault(_t1848, _a1458(st, _t1848))))))) and (_memo14[_t1848] if _t1848 in _memo14 else _memo14.setdefault(_t1848, (not _a1461(st, _t1848)))))) and _a1474(st, _t1848)))):
            _t1849.append(_t1848)
    return _t1849

# <rulerun evolution.rules: attack_action #791 aad6d3d4>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    for _t1905 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if ((_st_cvars[84 + _t1905] == _t1903) and (_st_cvars[_t1905] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #792 c8dd9b09>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1908 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1908] == _l1) and (_st_cvars[_t1908] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #793 1d180ea5>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    for _t1913 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if ((_st_cvars[84 + _t1913] == _t1903) and (_st_cvars[_t1913] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #794 365c4b61>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1916 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1916] == _l1) and (_st_cvars[_t1916] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #795 d52ceff1>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    for _t1921 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if ((_st_cvars[84 + _t1921] == _t1903) and (_st_cvars[_t1921] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #796 b825e6f5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1924 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1924] == _l1) and (_st_cvars[_t1924] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #797 d4b142e8>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    for _t1929 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if ((_st_cvars[84 + _t1929] == _t1903) and (_st_cvars[_t1929] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #798 5c30e05c>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    _t1933 = 0
    for _t1932 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if (_st_cvars[84 + _t1932] == _t1903):
            _t1933 += (1 if ((_st_cvars[_t1932] == 'carnivorous') or (_st_cvars[_t1932] == 'high_body_weight')) else (2 if (_st_cvars[_t1932] == 'parasite') else 0))
    return _t1933

# <rulerun evolution.rules: attack_action #799 e59ee8cc>
def _loop(st, _t1903):
    _st_cvars = st.cvars
    for _t1934 in st.zones[(9 + st.model.zone_instances[st.loc[_t1903]][1])]:
        if ((_st_cvars[_t1934] == 'symbiosis') and (_st_cvars[168 + _t1934] == _t1903)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 6cab1888>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1902 = (list(_chain1480(map(st.zones.__getitem__, _k1481))) or ())
    st.budget -= len(_t1902)
    if st.budget < 0: _spent1482(st)
    _t1910 = _NOT_YET
    _t1912 = _NOT_YET
    _t1918 = _NOT_YET
    _t1920 = _NOT_YET
    _t1926 = _NOT_YET
    _t1928 = _NOT_YET
    _t1904 = []
    for _t1903 in _t1902:
        if ((((((_l1 != _t1903) and ((not (_t1907 if (_t1907 := _memo7.get((_t1903, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1903, 'camouflage',), _a1483(st, _t1903)))) or (_t1912 if _t1912 is not _NOT_YET else (_t1912 := (_t1911 if (_t1911 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), (_t1910 if _t1910 is not _NOT_YET else (_t1910 := _a1484(st, L))))))))) and ((not (_t1915 if (_t1915 := _memo7.get((_t1903, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1903, 'high_body_weight',), _a1485(st, _t1903)))) or (_t1920 if _t1920 is not _NOT_YET else (_t1920 := (_t1919 if (_t1919 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), (_t1918 if _t1918 is not _NOT_YET else (_t1918 := _a1486(st, L))))))))) and ((_t1923 if (_t1923 := _memo7.get((_t1903, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1903, 'swimming',), _a1487(st, _t1903))) == (_t1928 if _t1928 is not _NOT_YET else (_t1928 := (_t1927 if (_t1927 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), (_t1926 if _t1926 is not _NOT_YET else (_t1926 := _a1488(st, L))))))))) and (not ((_t1931 if (_t1931 := _memo7.get((_t1903, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1903, 'burrowing',), _a1489(st, _t1903))) and ((_st_cvars[924 + _t1903] == _st_vars[0]) or (_st_cvars[504 + _t1903] >= (_memo6[_t1903] if _t1903 in _memo6 else _memo6.setdefault(_t1903, (1 + _a1490(st, _t1903))))))))) and (not (_memo13[_t1903] if _t1903 in _memo13 else _memo13.setdefault(_t1903, _a1491(st, _t1903))))):
            _t1904.append(_t1903)
    return _t1904

# <rulerun evolution.rules: on before attack #801 80523500>
def _loop(st, _t1942, _t1947):
    _st_cvars = st.cvars
    for _t1948 in st.zones[(9 + st.model.zone_instances[st.loc[_t1942]][1])]:
        if ((_st_cvars[84 + _t1948] == _t1942) and (_st_cvars[_t1948] == _t1947)):
            return True
    return False

# <rulerun evolution.rules: on before attack #802 f48b0f9c>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    for _t1954 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if ((_st_cvars[84 + _t1954] == _t1952) and (_st_cvars[_t1954] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #803 b26e1130>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1957 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1957] == _l0) and (_st_cvars[_t1957] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #804 07c24693>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    for _t1962 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if ((_st_cvars[84 + _t1962] == _t1952) and (_st_cvars[_t1962] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #805 8b9911eb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1965 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1965] == _l0) and (_st_cvars[_t1965] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #806 de45a912>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    for _t1970 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if ((_st_cvars[84 + _t1970] == _t1952) and (_st_cvars[_t1970] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #807 e7f78a11>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1973 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1973] == _l0) and (_st_cvars[_t1973] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #808 b2787b3a>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    for _t1978 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if ((_st_cvars[84 + _t1978] == _t1952) and (_st_cvars[_t1978] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #809 be19247e>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    _t1982 = 0
    for _t1981 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if (_st_cvars[84 + _t1981] == _t1952):
            _t1982 += (1 if ((_st_cvars[_t1981] == 'carnivorous') or (_st_cvars[_t1981] == 'high_body_weight')) else (2 if (_st_cvars[_t1981] == 'parasite') else 0))
    return _t1982

# <rulerun evolution.rules: on before attack #810 09aa7fe0>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    for _t1983 in st.zones[(9 + st.model.zone_instances[st.loc[_t1952]][1])]:
        if ((_st_cvars[_t1983] == 'symbiosis') and (_st_cvars[168 + _t1983] == _t1952)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 9023f1f4>
def _loop(st, L, _t1942, _t1945):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1951 = st.zones[(5 + _t1945)]
    st.budget -= len(_t1951)
    if st.budget < 0: _spent1505(st)
    _t1959 = _NOT_YET
    _t1961 = _NOT_YET
    _t1967 = _NOT_YET
    _t1969 = _NOT_YET
    _t1975 = _NOT_YET
    _t1977 = _NOT_YET
    for _t1952 in _t1951:
        if (((_t1952 != _t1942) and (_t1952 != _l0)) and ((((((_l0 != _t1952) and ((not (_t1956 if (_t1956 := _memo7.get((_t1952, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1952, 'camouflage',), _a1506(st, _t1952)))) or (_t1961 if _t1961 is not _NOT_YET else (_t1961 := (_t1960 if (_t1960 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), (_t1959 if _t1959 is not _NOT_YET else (_t1959 := _a1507(st, L))))))))) and ((not (_t1964 if (_t1964 := _memo7.get((_t1952, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1952, 'high_body_weight',), _a1508(st, _t1952)))) or (_t1969 if _t1969 is not _NOT_YET else (_t1969 := (_t1968 if (_t1968 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), (_t1967 if _t1967 is not _NOT_YET else (_t1967 := _a1509(st, L))))))))) and ((_t1972 if (_t1972 := _memo7.get((_t1952, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1952, 'swimming',), _a1510(st, _t1952))) == (_t1977 if _t1977 is not _NOT_YET else (_t1977 := (_t1976 if (_t1976 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), (_t1975 if _t1975 is not _NOT_YET else (_t1975 := _a1511(st, L))))))))) and (not ((_t1980 if (_t1980 := _memo7.get((_t1952, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1952, 'burrowing',), _a1512(st, _t1952))) and ((_st_cvars[924 + _t1952] == _st_vars[0]) or (_st_cvars[504 + _t1952] >= (_memo6[_t1952] if _t1952 in _memo6 else _memo6.setdefault(_t1952, (1 + _a1513(st, _t1952))))))))) and (not (_memo13[_t1952] if _t1952 in _memo13 else _memo13.setdefault(_t1952, _a1514(st, _t1952)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 99138235>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    for _t1994 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if ((_st_cvars[84 + _t1994] == _t1992) and (_st_cvars[_t1994] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #813 269eb16e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1997 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1997] == _l0) and (_st_cvars[_t1997] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #814 6a2fdb37>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    for _t2002 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if ((_st_cvars[84 + _t2002] == _t1992) and (_st_cvars[_t2002] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #815 62fded47>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2005 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2005] == _l0) and (_st_cvars[_t2005] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #816 d48955de>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    for _t2010 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if ((_st_cvars[84 + _t2010] == _t1992) and (_st_cvars[_t2010] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #817 ab6badb0>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2013 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2013] == _l0) and (_st_cvars[_t2013] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #818 646c8de6>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    for _t2018 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if ((_st_cvars[84 + _t2018] == _t1992) and (_st_cvars[_t2018] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #819 aef679f4>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    _t2022 = 0
    for _t2021 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if (_st_cvars[84 + _t2021] == _t1992):
            _t2022 += (1 if ((_st_cvars[_t2021] == 'carnivorous') or (_st_cvars[_t2021] == 'high_body_weight')) else (2 if (_st_cvars[_t2021] == 'parasite') else 0))
    return _t2022

# <rulerun evolution.rules: on before attack #820 6fde5637>
def _loop(st, _t1992):
    _st_cvars = st.cvars
    for _t2023 in st.zones[(9 + st.model.zone_instances[st.loc[_t1992]][1])]:
        if ((_st_cvars[_t2023] == 'symbiosis') and (_st_cvars[168 + _t2023] == _t1992)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 6e206b22>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1991 = st.zones[(5 + L[4])]
    st.budget -= len(_t1991)
    if st.budget < 0: _spent1525(st)
    _t1999 = _NOT_YET
    _t2001 = _NOT_YET
    _t2007 = _NOT_YET
    _t2009 = _NOT_YET
    _t2015 = _NOT_YET
    _t2017 = _NOT_YET
    _t1993 = []
    for _t1992 in _t1991:
        if (((_t1992 != _l1) and (_t1992 != _l0)) and ((((((_l0 != _t1992) and ((not (_t1996 if (_t1996 := _memo7.get((_t1992, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1992, 'camouflage',), _a1526(st, _t1992)))) or (_t2001 if _t2001 is not _NOT_YET else (_t2001 := (_t2000 if (_t2000 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), (_t1999 if _t1999 is not _NOT_YET else (_t1999 := _a1527(st, L))))))))) and ((not (_t2004 if (_t2004 := _memo7.get((_t1992, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1992, 'high_body_weight',), _a1528(st, _t1992)))) or (_t2009 if _t2009 is not _NOT_YET else (_t2009 := (_t2008 if (_t2008 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), (_t2007 if _t2007 is not _NOT_YET else (_t2007 := _a1529(st, L))))))))) and ((_t2012 if (_t2012 := _memo7.get((_t1992, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1992, 'swimming',), _a1530(st, _t1992))) == (_t2017 if _t2017 is not _NOT_YET else (_t2017 := (_t2016 if (_t2016 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), (_t2015 if _t2015 is not _NOT_YET else (_t2015 := _a1531(st, L))))))))) and (not ((_t2020 if (_t2020 := _memo7.get((_t1992, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1992, 'burrowing',), _a1532(st, _t1992))) and ((_st_cvars[924 + _t1992] == _st_vars[0]) or (_st_cvars[504 + _t1992] >= (_memo6[_t1992] if _t1992 in _memo6 else _memo6.setdefault(_t1992, (1 + _a1533(st, _t1992))))))))) and (not (_memo13[_t1992] if _t1992 in _memo13 else _memo13.setdefault(_t1992, _a1534(st, _t1992)))))):
            _t1993.append(_t1992)
    return _t1993

# <rulerun evolution.rules: on before attack #822 b20fb07e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2030 = []
    for _t2029 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2029] == L[1]) or (_st_cvars[168 + _t2029] == L[1])):
            _t2030.append(_t2029)
    return _t2030

# <rulerun evolution.rules: on before attack #823 playout c2391d22>
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
        _t1942 = L[1]
        _t1943 = L[2]
        _t1944 = L[3]
        _t1945 = L[4]
        _t1946 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1946)
        if st.budget < 0: _spent1503(st)
        _t1985 = _NOT_YET
        _t1941 = []
        for _t1947 in _t1946:
            if (((_t1950 if (_t1950 := _memo7.get((_t1942, _t1947,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1942, _t1947,), _a1504(st, _t1942, _t1947))) and ((_t1947 != 'running') or (not _t1944))) and ((_t1947 != 'mimicry') or ((not _t1943) and (_t1985 if _t1985 is not _NOT_YET else (_t1985 := _a1515(st, L, _t1942, _t1945)))))):
                _t1941.append(_t1947)
        L[5] = _t1941
        if (not (L[5] or ())):
            return 2
        _t1986 = (L[5] or [])
        _t1987 = L[4]
        _t1988 = len(_t1986) + 1
        if _t1988 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1989 = st.chooser(_t1988, _t1987)
            else:
                _t1989 = _st_bits(_t1988.bit_length())
                while _t1989 >= _t1988: _t1989 = _st_bits(_t1988.bit_length())
            L[6] = _t1986[_t1989 - 1] if _t1989 else None; st.decisions += 1
        elif _decide1518(st, L, _t1986, _t1987): raise _PlayoutCut1516()
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
            _t1990 = (_a1535(st, L) or [])
            _t2025 = L[4]
            _t2026 = len(_t1990)
            if not _t2026: _no_option1537(_t2025, 'mimicry: the new target')
            if _t2026 <= 1 and _st_log is None:
                L[7] = _t1990[0] if _t2026 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2027 = st.chooser(_t2026, _t2025)
                else:
                    _t2027 = _st_bits(_t2026.bit_length())
                    while _t2027 >= _t2026: _t2027 = _st_bits(_t2026.bit_length())
                L[7] = _t1990[_t2027]; st.decisions += 1
            elif _decide1538(st, L, _t1990, _t2025): raise _PlayoutCut1516()
            if _st_log is not None: _st_log.append(_Text1522(_audience1519(st), ['Mimicry: the attack turns from animal ', _plain1521(_st_cvars[420 + L[1]]), ' to animal ', _plain1521(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value1539(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t2028 = (_a1540(st, L) or [])
            _t2031 = L[4]
            _t2032 = len(_t2028)
            if not _t2032: _no_option1537(_t2031, 'tail loss: trait to drop')
            if _t2032 <= 1 and _st_log is None:
                L[8] = _t2028[0] if _t2032 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2033 = st.chooser(_t2032, _t2031)
                else:
                    _t2033 = _st_bits(_t2032.bit_length())
                    while _t2033 >= _t2032: _t2033 = _st_bits(_t2032.bit_length())
                L[8] = _t2028[_t2033]; st.decisions += 1
            elif _decide1542(st, L, _t2028, _t2031): raise _PlayoutCut1516()
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
            _t2034 = _i19l0
            _t2035 = (13 + _i19[1])
            if type(_t2034) is int and _st_log is None:
                _t2036 = _st_zones[(_t2037 := _st_loc[_t2034])]
                if _t2036[-1] == _t2034: _t2036.pop()
                else: _t2036.remove(_t2034)
                _st_zones[_t2035].append(_t2034); _st_loc[_t2034] = _t2035
                _t2038 = _leaving1544[_t2037]
                if _memo12 and _t2038 & 4096: _memo12.clear()
            elif _t2034 is not None:
                _move_cards1543(st, _t2034, _t2035, False)
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

# <rulerun evolution.rules: hunt #824 d15b8e76>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t2040 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t2040] == L[2]) and (_st_cvars[_t2040] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #825 a91a7a8c>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t2045 = []
    for _t2044 in st.zones[(9 + st.model.zone_instances[st.loc[_i20l0]][1])]:
        if ((_st_cvars[84 + _t2044] == _i20l0) or (_st_cvars[168 + _t2044] == _i20l0)):
            _t2045.append(_t2044)
    return _t2045

# <rulerun evolution.rules: scavenge #826 b4e74b5b>
def _loop(st, _t2061):
    _st_cvars = st.cvars
    for _t2062 in st.zones[(9 + st.model.zone_instances[st.loc[_t2061]][1])]:
        if ((_st_cvars[84 + _t2062] == _t2061) and (_st_cvars[_t2062] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #827 9ee30184>
def _loop(st, _t2061):
    _st_cvars = st.cvars
    _t2066 = 0
    for _t2065 in st.zones[(9 + st.model.zone_instances[st.loc[_t2061]][1])]:
        if (_st_cvars[84 + _t2065] == _t2061):
            _t2066 += (1 if ((_st_cvars[_t2065] == 'carnivorous') or (_st_cvars[_t2065] == 'high_body_weight')) else (2 if (_st_cvars[_t2065] == 'parasite') else 0))
    return _t2066

# <rulerun evolution.rules: scavenge #828 0adddbee>
def _loop(st, _t2061):
    _st_cvars = st.cvars
    _t2068 = 0
    for _t2067 in st.zones[(9 + st.model.zone_instances[st.loc[_t2061]][1])]:
        if (((_st_cvars[84 + _t2067] == _t2061) and (_st_cvars[_t2067] == 'fat_tissue')) and _st_cvars[252 + _t2067]):
            _t2068 += 1
    return _t2068

# <rulerun evolution.rules: scavenge #829 0bdf7bf2>
def _loop(st, _t2061):
    _st_cvars = st.cvars
    _t2070 = 0
    for _t2069 in st.zones[(9 + st.model.zone_instances[st.loc[_t2061]][1])]:
        if ((_st_cvars[84 + _t2069] == _t2061) and (_st_cvars[_t2069] == 'fat_tissue')):
            _t2070 += 1
    return _t2070

# <rulerun evolution.rules: scavenge #830 79fd9e2c>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    _t2075 = 0
    for _t2074 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2072]]][1])]:
        if (_st_cvars[84 + _t2074] == _st_cvars[84 + _t2072]):
            _t2075 += (1 if ((_st_cvars[_t2074] == 'carnivorous') or (_st_cvars[_t2074] == 'high_body_weight')) else (2 if (_st_cvars[_t2074] == 'parasite') else 0))
    return _t2075

# <rulerun evolution.rules: scavenge #831 63289cf7>
def _loop(st, _t2061):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2071 = st.zones[(9 + st.model.zone_instances[st.loc[_t2061]][1])]
    st.budget -= len(_t2071)
    if st.budget < 0: _spent1563(st)
    for _t2072 in _t2071:
        if (((_st_cvars[_t2072] == 'symbiosis') and (_st_cvars[168 + _t2072] == _t2061)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2072]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2072]] >= (_memo6[_st_cvars[84 + _t2072]] if _st_cvars[84 + _t2072] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2072], (1 + _a1564(st, _t2072)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 1fb4eb0f>
def _loop(st, L):
    _t2080 = (L[4] or ())
    st.budget -= len(_t2080)
    if st.budget < 0: _spent1567(st)
    for _t2081 in _t2080:
        return _t2081
    return None

# <rulerun evolution.rules: scavenge #833 163f4bd2>
def _loop(st, L):
    _t2077 = (L[4] or ())
    st.budget -= len(_t2077)
    if st.budget < 0: _spent1566(st)
    _t2083 = _NOT_YET
    _t2079 = []
    for _t2078 in _t2077:
        if ((not False) or (_t2078 == (_t2083 if _t2083 is not _NOT_YET else (_t2083 := _a1568(st, L))))):
            _t2079.append(_t2078)
    return _t2079

# <rulerun evolution.rules: scavenge #834 playout 6f0a7187>
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
    _t2058 = (_o1557[L[0]] or [])
    st.budget -= len(_t2058)
    if st.budget < 0: _spent1558(st)
    for _t2057 in _t2058:
        L[3] = _t2057
        _t2060 = st.zones[(5 + _t2057)]
        st.budget -= len(_t2060)
        if st.budget < 0: _spent1558(st)
        _t2059 = []
        for _t2061 in _t2060:
            if ((_t2064 if (_t2064 := _memo7.get((_t2061, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2061, 'scavenger',), _a1559(st, _t2061))) and ((not ((_st_cvars[924 + _t2061] == _st_vars[0]) or ((_st_cvars[504 + _t2061] >= (_memo6[_t2061] if _t2061 in _memo6 else _memo6.setdefault(_t2061, (1 + _a1560(st, _t2061))))) and ((_memo5[_t2061] if _t2061 in _memo5 else _memo5.setdefault(_t2061, _a1561(st, _t2061))) >= (_memo4[_t2061] if _t2061 in _memo4 else _memo4.setdefault(_t2061, _a1562(st, _t2061))))))) and (_memo14[_t2061] if _t2061 in _memo14 else _memo14.setdefault(_t2061, (not _a1565(st, _t2061)))))):
                _t2059.append(_t2061)
        L[4] = _t2059
        if (not not (L[4] or ())):
            _t2076 = (_a1569(st, L) or [])
            _t2084 = _t2057
            _t2085 = len(_t2076)
            if not _t2085: _no_option1572(_t2084, 'scavenger to feed')
            if _t2085 <= 1 and _st_log is None:
                L[5] = _t2076[0] if _t2085 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2086 = st.chooser(_t2085, _t2084)
                else:
                    _t2086 = _st_bits(_t2085.bit_length())
                    while _t2086 >= _t2085: _t2086 = _st_bits(_t2085.bit_length())
                L[5] = _t2076[_t2086]; st.decisions += 1
            elif _decide1573(st, L, _t2076, _t2084): raise _PlayoutCut1570()
            if _st_log is not None: _st_log.append(_Text1577(_audience1574(st), ['Scavenger: ', _PlayerRef1575(_t2057), "'s animal ", _plain1576(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p1578(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 5f21e2e5>
def _native(st, L, _d=0):
    if _p1579(st, [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout c2518f24>
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
    _t1939 = [_l0, _l1]
    _t1940 = [1, _t1939, False, len(st.cur), st.thread_player]
    st.events.append(_t1940)
    _t2039 = _t1939 + _k1546
    if _p1547(st, _t2039, _d + 1) == 3: return 3
    if not _t1940[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1548(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1548(st, 1, 0, 'attack'))
        L[4] = (_t2042 if (_t2042 := _memo7.get((L[2], 'poisonous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[2], 'poisonous',), _a1549(st, L)))
        if _st_log is not None: _st_log.append(_Text1501(_audience1498(st), [_PlayerRef1499(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1500(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1499(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1500(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = st.model.zone_instances[_st_loc[_i20l0]][1]
        _t2046 = (_a1550(st, _i20l0) or [])
        st.budget -= len(_t2046)
        if st.budget < 0: _spent1497(st)
        for _t2043 in _t2046:
            _i20[4] = _t2043
            _i21l0 = _t2043
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
            _t2047 = _i21l0
            _t2048 = (13 + _i21[1])
            if type(_t2047) is int and _st_log is None:
                _t2049 = _st_zones[(_t2050 := _st_loc[_t2047])]
                if _t2049[-1] == _t2047: _t2049.pop()
                else: _t2049.remove(_t2047)
                _st_zones[_t2048].append(_t2047); _st_loc[_t2047] = _t2048
                _t2051 = _leaving1552[_t2050]
                if _memo12 and _t2051 & 4096: _memo12.clear()
            elif _t2047 is not None:
                _move_cards1551(st, _t2047, _t2048, False)
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
        _t2052 = _i20l0
        _t2053 = (13 + _i20[1])
        if type(_t2052) is int and _st_log is None:
            _t2054 = _st_zones[(_t2055 := _st_loc[_t2052])]
            if _t2054[-1] == _t2052: _t2054.pop()
            else: _t2054.remove(_t2052)
            _st_zones[_t2053].append(_t2052); _st_loc[_t2052] = _t2053
            _t2056 = _leaving1553[_t2055]
            if _memo12 and _t2056 & 4096: _memo12.clear()
        elif _t2052 is not None:
            _move_cards1551(st, _t2052, _t2053, False)
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
        _t2087 = _t1940[1] + _k1580
        if _p1581(st, _t2087, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout eacb25d4>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit1452(_k1453)
    _t1846 = (_a1475(st, L) or [])
    _t1898 = _l0
    _t1899 = len(_t1846)
    if not _t1899: _no_option1478(_t1898, 'attacker')
    if _t1899 <= 1 and _st_log is None:
        L[1] = _t1846[0] if _t1899 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1900 = st.chooser(_t1899, _t1898)
        else:
            _t1900 = _st_bits(_t1899.bit_length())
            while _t1900 >= _t1899: _t1900 = _st_bits(_t1899.bit_length())
        L[1] = _t1846[_t1900]; st.decisions += 1
    elif _decide1479(st, L, _t1846, _t1898): raise _PlayoutCut1476()
    _t1901 = (_a1492(st, L) or [])
    _t1936 = _l0
    _t1937 = len(_t1901)
    if not _t1937: _no_option1478(_t1936, 'target')
    if _t1937 <= 1 and _st_log is None:
        L[2] = _t1901[0] if _t1937 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1938 = st.chooser(_t1937, _t1936)
        else:
            _t1938 = _st_bits(_t1937.bit_length())
            while _t1938 >= _t1937: _t1938 = _st_bits(_t1937.bit_length())
        L[2] = _t1901[_t1938]; st.decisions += 1
    elif _decide1494(st, L, _t1901, _t1936): raise _PlayoutCut1476()
    if _p1582(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 d4d406e4>
def _loop(st, _t2090):
    _st_cvars = st.cvars
    _t2093 = 0
    for _t2092 in st.zones[(9 + st.model.zone_instances[st.loc[_t2090]][1])]:
        if (_st_cvars[84 + _t2092] == _t2090):
            _t2093 += (1 if ((_st_cvars[_t2092] == 'carnivorous') or (_st_cvars[_t2092] == 'high_body_weight')) else (2 if (_st_cvars[_t2092] == 'parasite') else 0))
    return _t2093

# <rulerun evolution.rules: feeding_turn_of #839 277595ea>
def _loop(st, _t2090):
    _st_cvars = st.cvars
    _t2095 = 0
    for _t2094 in st.zones[(9 + st.model.zone_instances[st.loc[_t2090]][1])]:
        if (((_st_cvars[84 + _t2094] == _t2090) and (_st_cvars[_t2094] == 'fat_tissue')) and _st_cvars[252 + _t2094]):
            _t2095 += 1
    return _t2095

# <rulerun evolution.rules: feeding_turn_of #840 f5f1e77d>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2089 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t2089)
    if st.budget < 0: _spent1584(st)
    _t2091 = []
    for _t2090 in _t2089:
        if ((not ((_st_cvars[924 + _t2090] == _st_vars[0]) or (_st_cvars[504 + _t2090] >= (_memo6[_t2090] if _t2090 in _memo6 else _memo6.setdefault(_t2090, (1 + _a1585(st, _t2090))))))) and ((_memo5[_t2090] if _t2090 in _memo5 else _memo5.setdefault(_t2090, _a1586(st, _t2090))) > 0)):
            _t2091.append(_t2090)
    return _t2091

# <rulerun evolution.rules: feeding_turn_of #841 82aec4c1>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2101 = 0
    for _t2100 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (((_st_cvars[84 + _t2100] == _i22[1]) and (_st_cvars[_t2100] == 'fat_tissue')) and _st_cvars[252 + _t2100]):
            _t2101 += 1
    return _t2101

# <rulerun evolution.rules: feeding_turn_of #842 e8151010>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2103 = 0
    for _t2102 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t2102] == _i22[1]):
            _t2103 += (1 if ((_st_cvars[_t2102] == 'carnivorous') or (_st_cvars[_t2102] == 'high_body_weight')) else (2 if (_st_cvars[_t2102] == 'parasite') else 0))
    return _t2103

# <rulerun evolution.rules: feeding_turn_of #843 d77cc6c9>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2112 = 0
    for _t2111 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t2111] == _i22[1]):
            _t2112 += (1 if ((_st_cvars[_t2111] == 'carnivorous') or (_st_cvars[_t2111] == 'high_body_weight')) else (2 if (_st_cvars[_t2111] == 'parasite') else 0))
    return _t2112

# <rulerun evolution.rules: piracy #844 dab46b48>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    for _t2117 in st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]:
        if ((_st_cvars[84 + _t2117] == _t2115) and (_st_cvars[_t2117] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #845 ca242f8e>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2121 = 0
    for _t2120 in st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]:
        if (_st_cvars[84 + _t2120] == _t2115):
            _t2121 += (1 if ((_st_cvars[_t2120] == 'carnivorous') or (_st_cvars[_t2120] == 'high_body_weight')) else (2 if (_st_cvars[_t2120] == 'parasite') else 0))
    return _t2121

# <rulerun evolution.rules: piracy #846 5fd66399>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]:
        if (_st_cvars[84 + _t2122] == _t2115):
            _t2123 += (1 if ((_st_cvars[_t2122] == 'carnivorous') or (_st_cvars[_t2122] == 'high_body_weight')) else (2 if (_st_cvars[_t2122] == 'parasite') else 0))
    return _t2123

# <rulerun evolution.rules: piracy #847 7ef478d1>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2125 = 0
    for _t2124 in st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]:
        if (((_st_cvars[84 + _t2124] == _t2115) and (_st_cvars[_t2124] == 'fat_tissue')) and _st_cvars[252 + _t2124]):
            _t2125 += 1
    return _t2125

# <rulerun evolution.rules: piracy #848 88fc311a>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2127 = 0
    for _t2126 in st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]:
        if ((_st_cvars[84 + _t2126] == _t2115) and (_st_cvars[_t2126] == 'fat_tissue')):
            _t2127 += 1
    return _t2127

# <rulerun evolution.rules: piracy #849 ce2bb345>
def _loop(st, _t2129):
    _st_cvars = st.cvars
    _t2132 = 0
    for _t2131 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2129]]][1])]:
        if (_st_cvars[84 + _t2131] == _st_cvars[84 + _t2129]):
            _t2132 += (1 if ((_st_cvars[_t2131] == 'carnivorous') or (_st_cvars[_t2131] == 'high_body_weight')) else (2 if (_st_cvars[_t2131] == 'parasite') else 0))
    return _t2132

# <rulerun evolution.rules: piracy #850 6e8fc8b2>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2128 = st.zones[(9 + st.model.zone_instances[st.loc[_t2115]][1])]
    st.budget -= len(_t2128)
    if st.budget < 0: _spent1607(st)
    for _t2129 in _t2128:
        if (((_st_cvars[_t2129] == 'symbiosis') and (_st_cvars[168 + _t2129] == _t2115)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2129]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2129]] >= (_memo6[_st_cvars[84 + _t2129]] if _st_cvars[84 + _t2129] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2129], (1 + _a1608(st, _t2129)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 af65dba4>
def _loop(st, _t2134):
    _st_cvars = st.cvars
    _t2137 = 0
    for _t2136 in st.zones[(9 + st.model.zone_instances[st.loc[_t2134]][1])]:
        if (_st_cvars[84 + _t2136] == _t2134):
            _t2137 += (1 if ((_st_cvars[_t2136] == 'carnivorous') or (_st_cvars[_t2136] == 'high_body_weight')) else (2 if (_st_cvars[_t2136] == 'parasite') else 0))
    return _t2137

# <rulerun evolution.rules: piracy #852 f18f1a7d>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2133 = (list(_chain1610(map(st.zones.__getitem__, _k1611))) or ())
    st.budget -= len(_t2133)
    if st.budget < 0: _spent1612(st)
    for _t2134 in _t2133:
        if ((_t2134 != _t2115) and ((not ((_st_cvars[924 + _t2134] == _st_vars[0]) or (_st_cvars[504 + _t2134] >= (_memo6[_t2134] if _t2134 in _memo6 else _memo6.setdefault(_t2134, (1 + _a1613(st, _t2134))))))) and (_st_cvars[504 + _t2134] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 aacdd989>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2114 = st.zones[(5 + L[0])]
    st.budget -= len(_t2114)
    if st.budget < 0: _spent1601(st)
    _t2116 = []
    for _t2115 in _t2114:
        if (_memo10[_t2115] if _t2115 in _memo10 else _memo10.setdefault(_t2115, (((((_t2119 if (_t2119 := _memo7.get((_t2115, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2115, 'piracy',), _a1602(st, _t2115))) and (_st_cvars[756 + _t2115] != _st_vars[0])) and (not ((_st_cvars[924 + _t2115] == _st_vars[0]) or (_st_cvars[504 + _t2115] >= (_memo6[_t2115] if _t2115 in _memo6 else _memo6.setdefault(_t2115, (1 + _a1603(st, _t2115)))))))) and ((not ((_st_cvars[924 + _t2115] == _st_vars[0]) or ((_st_cvars[504 + _t2115] >= (_memo6[_t2115] if _t2115 in _memo6 else _memo6.setdefault(_t2115, (1 + _a1604(st, _t2115))))) and ((_memo5[_t2115] if _t2115 in _memo5 else _memo5.setdefault(_t2115, _a1605(st, _t2115))) >= (_memo4[_t2115] if _t2115 in _memo4 else _memo4.setdefault(_t2115, _a1606(st, _t2115))))))) and (_memo14[_t2115] if _t2115 in _memo14 else _memo14.setdefault(_t2115, (not _a1609(st, _t2115)))))) and _a1614(st, _t2115)))):
            _t2116.append(_t2115)
    return _t2116

# <rulerun evolution.rules: piracy #854 dd9491d4>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2146 = 0
    for _t2145 in st.zones[(9 + st.model.zone_instances[st.loc[_t2143]][1])]:
        if (_st_cvars[84 + _t2145] == _t2143):
            _t2146 += (1 if ((_st_cvars[_t2145] == 'carnivorous') or (_st_cvars[_t2145] == 'high_body_weight')) else (2 if (_st_cvars[_t2145] == 'parasite') else 0))
    return _t2146

# <rulerun evolution.rules: piracy #855 2b83d6b6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2142 = (list(_chain1620(map(st.zones.__getitem__, _k1621))) or ())
    st.budget -= len(_t2142)
    if st.budget < 0: _spent1622(st)
    _t2144 = []
    for _t2143 in _t2142:
        if ((_t2143 != _l1) and ((not ((_st_cvars[924 + _t2143] == _st_vars[0]) or (_st_cvars[504 + _t2143] >= (_memo6[_t2143] if _t2143 in _memo6 else _memo6.setdefault(_t2143, (1 + _a1623(st, _t2143))))))) and (_st_cvars[504 + _t2143] > 0))):
            _t2144.append(_t2143)
    return _t2144

# <rulerun evolution.rules: piracy #856 playout 562bc924>
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
    _t2113 = (_a1615(st, L) or [])
    _t2138 = _l0
    _t2139 = len(_t2113)
    if not _t2139: _no_option1618(_t2138, 'pirate')
    if _t2139 <= 1 and _st_log is None:
        L[1] = _t2113[0] if _t2139 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2140 = st.chooser(_t2139, _t2138)
        else:
            _t2140 = _st_bits(_t2139.bit_length())
            while _t2140 >= _t2139: _t2140 = _st_bits(_t2139.bit_length())
        L[1] = _t2113[_t2140]; st.decisions += 1
    elif _decide1619(st, L, _t2113, _t2138): raise _PlayoutCut1616()
    _t2141 = (_a1624(st, L) or [])
    _t2147 = _l0
    _t2148 = len(_t2141)
    if not _t2148: _no_option1618(_t2147, 'animal to rob')
    if _t2148 <= 1 and _st_log is None:
        L[2] = _t2141[0] if _t2148 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2149 = st.chooser(_t2148, _t2147)
        else:
            _t2149 = _st_bits(_t2148.bit_length())
            while _t2149 >= _t2148: _t2149 = _st_bits(_t2148.bit_length())
        L[2] = _t2141[_t2149]; st.decisions += 1
    elif _decide1626(st, L, _t2141, _t2147): raise _PlayoutCut1616()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t2150 if -1000000000000000000 <= (_t2150 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond1627(_t2150))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1631(_audience1628(st), ['Piracy: ', _PlayerRef1629(_l0), "'s animal ", _plain1630(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef1629(st.model.zone_instances[st.loc[L[2]]][1]), "'s animal ", _plain1630(_st_cvars[420 + L[2]])]))
    if _p1632(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 bdf407bb>
def _loop(st, _t2153):
    _st_cvars = st.cvars
    for _t2155 in st.zones[(9 + st.model.zone_instances[st.loc[_t2153]][1])]:
        if ((_st_cvars[84 + _t2155] == _t2153) and (_st_cvars[_t2155] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #858 d21388e1>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2152 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t2152)
    if st.budget < 0: _spent1634(st)
    _t2154 = []
    for _t2153 in _t2152:
        if (((_t2157 if (_t2157 := _memo7.get((_t2153, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2153, 'grazing',), _a1635(st, _t2153))) and (_st_cvars[840 + _t2153] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2154.append(_t2153)
    return _t2154

# <rulerun evolution.rules: feeding_turn_of #859 7e521ea8>
def _loop(st, _t2164):
    _st_cvars = st.cvars
    for _t2166 in st.zones[(9 + st.model.zone_instances[st.loc[_t2164]][1])]:
        if ((_st_cvars[84 + _t2166] == _t2164) and (_st_cvars[_t2166] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #860 f3c482f6>
def _loop(st, _t2164):
    _st_cvars = st.cvars
    _t2170 = 0
    for _t2169 in st.zones[(9 + st.model.zone_instances[st.loc[_t2164]][1])]:
        if (_st_cvars[84 + _t2169] == _t2164):
            _t2170 += (1 if ((_st_cvars[_t2169] == 'carnivorous') or (_st_cvars[_t2169] == 'high_body_weight')) else (2 if (_st_cvars[_t2169] == 'parasite') else 0))
    return _t2170

# <rulerun evolution.rules: feeding_turn_of #861 26ce4d63>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2163 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t2163)
    if st.budget < 0: _spent1639(st)
    _t2165 = []
    for _t2164 in _t2163:
        if (((((_t2168 if (_t2168 := _memo7.get((_t2164, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2164, 'hibernation',), _a1640(st, _t2164))) and (_st_cvars[924 + _t2164] != _st_vars[0])) and (_st_cvars[924 + _t2164] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2164] == _st_vars[0]) or (_st_cvars[504 + _t2164] >= (_memo6[_t2164] if _t2164 in _memo6 else _memo6.setdefault(_t2164, (1 + _a1641(st, _t2164)))))))):
            _t2165.append(_t2164)
    return _t2165

# <rulerun evolution.rules: feeding_turn_of #862 playout 2aee0b2c>
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
        _t1549 = (list(_chain1273(map(_st_zones.__getitem__, _k1274))) or ())
        st.budget -= len(_t1549)
        if st.budget < 0: _spent1272(st)
        _t1548 = True
        for _t1550 in _t1549:
            if not (((_st_cvars[924 + _t1550] == _st_vars[0]) or ((_st_cvars[504 + _t1550] >= (_memo6[_t1550] if _t1550 in _memo6 else _memo6.setdefault(_t1550, (1 + _a1275(st, _t1550))))) and ((_memo5[_t1550] if _t1550 in _memo5 else _memo5.setdefault(_t1550, _a1276(st, _t1550))) >= (_memo4[_t1550] if _t1550 in _memo4 else _memo4.setdefault(_t1550, _a1277(st, _t1550))))))):
                _t1548 = False
                break
        if _t1548:
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1280(6)
        _t1558 = (_k1281 or ())
        st.budget -= len(_t1558)
        if st.budget < 0: _spent1272(st)
        _t1557 = False
        for _t1559 in _t1558:
            if (_memo8[_t1559] if _t1559 in _memo8 else _memo8.setdefault(_t1559, ((((_memo3[_t1559] if _t1559 in _memo3 else _memo3.setdefault(_t1559, ((_st_vars[3] > 0) and _a1289(st, _t1559)))) or (_memo1[_t1559] if _t1559 in _memo1 else _memo1.setdefault(_t1559, _a1311(st, _t1559)))) or (_memo2[_t1559] if _t1559 in _memo2 else _memo2.setdefault(_t1559, _a1315(st, _t1559)))) or _a1333(st, _t1559)))):
                _t1557 = True
                break
        if (not _t1557):
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
        _t1737 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1737)
        if st.budget < 0: _spent1272(st)
        _t1736 = False
        for _t1738 in _t1737:
            if (_memo10[_t1738] if _t1738 in _memo10 else _memo10.setdefault(_t1738, (((((_t1741 if (_t1741 := _memo7.get((_t1738, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1738, 'piracy',), _a1369(st, _t1738))) and (_st_cvars[756 + _t1738] != _st_vars[0])) and (not ((_st_cvars[924 + _t1738] == _st_vars[0]) or (_st_cvars[504 + _t1738] >= (_memo6[_t1738] if _t1738 in _memo6 else _memo6.setdefault(_t1738, (1 + _a1370(st, _t1738)))))))) and ((not ((_st_cvars[924 + _t1738] == _st_vars[0]) or ((_st_cvars[504 + _t1738] >= (_memo6[_t1738] if _t1738 in _memo6 else _memo6.setdefault(_t1738, (1 + _a1371(st, _t1738))))) and ((_memo5[_t1738] if _t1738 in _memo5 else _memo5.setdefault(_t1738, _a1372(st, _t1738))) >= (_memo4[_t1738] if _t1738 in _memo4 else _memo4.setdefault(_t1738, _a1373(st, _t1738))))))) and (_memo14[_t1738] if _t1738 in _memo14 else _memo14.setdefault(_t1738, (not _a1376(st, _t1738)))))) and _a1381(st, _t1738)))):
                _t1736 = True
                break
        if _t1736:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1761 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1761)
        if st.budget < 0: _spent1272(st)
        _t1760 = False
        for _t1762 in _t1761:
            if (((_t1765 if (_t1765 := _memo7.get((_t1762, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1762, 'grazing',), _a1382(st, _t1762))) and (_st_cvars[840 + _t1762] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1760 = True
                break
        if _t1760:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1767 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1767)
        if st.budget < 0: _spent1272(st)
        _t1766 = False
        for _t1768 in _t1767:
            if (((((_t1771 if (_t1771 := _memo7.get((_t1768, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1768, 'hibernation',), _a1383(st, _t1768))) and (_st_cvars[924 + _t1768] != _st_vars[0])) and (_st_cvars[924 + _t1768] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1768] == _st_vars[0]) or (_st_cvars[504 + _t1768] >= (_memo6[_t1768] if _t1768 in _memo6 else _memo6.setdefault(_t1768, (1 + _a1384(st, _t1768)))))))):
                _t1766 = True
                break
        if _t1766:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1392(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1342(L[2])
        _t1788 = (L[2] or [])
        _t1789 = _l0
        _t1790 = len(_t1788)
        if not _t1790: _no_option1395(_t1789, 'feeding action')
        if _t1790 <= 1 and _st_log is None:
            L[3] = _t1788[0] if _t1790 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1791 = st.chooser(_t1790, _t1789)
            else:
                _t1791 = _st_bits(_t1790.bit_length())
                while _t1791 >= _t1790: _t1791 = _st_bits(_t1790.bit_length())
            L[3] = _t1788[_t1791]; st.decisions += 1
        elif _decide1396(st, L, _t1788, _t1789): raise _PlayoutCut1393()
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
            _t2088 = (_a1587(st, _i22l0) or [])
            _t2096 = _i22l0
            _t2097 = len(_t2088)
            if not _t2097: _no_option1395(_t2096, 'animal to convert fat on')
            if _t2097 <= 1 and _st_log is None:
                _i22[1] = _t2088[0] if _t2097 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2098 = st.chooser(_t2097, _t2096)
                else:
                    _t2098 = _st_bits(_t2097.bit_length())
                    while _t2098 >= _t2097: _t2098 = _st_bits(_t2097.bit_length())
                _i22[1] = _t2088[_t2098]; st.decisions += 1
            elif _decide1589(st, _i22, _t2088, _t2096): raise _PlayoutCut1393()
            _t2099 = (_range1590(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a1591(st, _i22))), (_t2104 if -1000000000000000000 <= (_t2104 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1592(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond1593(_t2104)))) or [])
            _t2105 = _i22l0
            _t2106 = len(_t2099)
            if not _t2106: _no_option1395(_t2105, 'yellow tokens to convert')
            if _t2106 <= 1 and _st_log is None:
                _i22[2] = _t2099[0] if _t2106 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2107 = st.chooser(_t2106, _t2105)
                else:
                    _t2107 = _st_bits(_t2106.bit_length())
                    while _t2107 >= _t2106: _t2107 = _st_bits(_t2106.bit_length())
                _i22[2] = _t2099[_t2107]; st.decisions += 1
            elif _decide1595(st, _i22, _t2099, _t2105): raise _PlayoutCut1393()
            _i22[3] = _i22[2]
            for _t2108 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t2108
                if not ((((_st_cvars[84 + _t2108] == _i22[1]) and _st_cvars[252 + _t2108]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t2108] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t2109 if -1000000000000000000 <= (_t2109 := _i22[3] - 1) <= 1000000000000000000 else _beyond1593(_t2109))
            _st_cvars[504 + _i22[1]] = (_t2110 if -1000000000000000000 <= (_t2110 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond1593(_t2110))
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
            _t2151 = (_a1636(st, _i23l0) or [])
            _t2158 = _i23l0
            _t2159 = len(_t2151)
            if not _t2159: _no_option1395(_t2158, 'grazing animal')
            if _t2159 <= 1 and _st_log is None:
                _i23[1] = _t2151[0] if _t2159 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2160 = st.chooser(_t2159, _t2158)
                else:
                    _t2160 = _st_bits(_t2159.bit_length())
                    while _t2160 >= _t2159: _t2160 = _st_bits(_t2159.bit_length())
                _i23[1] = _t2151[_t2160]; st.decisions += 1
            elif _decide1638(st, _i23, _t2151, _t2158): raise _PlayoutCut1393()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t2161 if -1000000000000000000 <= (_t2161 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1593(_t2161))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['Grazing: ', _PlayerRef1596(_i23l0), "'s animal ", _plain1597(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain1597(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t2162 = (_a1642(st, _i24l0) or [])
            _t2171 = _i24l0
            _t2172 = len(_t2162)
            if not _t2172: _no_option1395(_t2171, 'animal to hibernate')
            if _t2172 <= 1 and _st_log is None:
                _i24[1] = _t2162[0] if _t2172 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2173 = st.chooser(_t2172, _t2171)
                else:
                    _t2173 = _st_bits(_t2172.bit_length())
                    while _t2173 >= _t2172: _t2173 = _st_bits(_t2172.bit_length())
                _i24[1] = _t2162[_t2173]; st.decisions += 1
            elif _decide1644(st, _i24, _t2162, _t2171): raise _PlayoutCut1393()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1279(_audience1278(st), ['Hibernation: ', _PlayerRef1596(_i24l0), "'s animal ", _plain1597(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout e598de7b>
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
            for _t1546 in (_o1268[_st_vars[1]] or []):
                L[2] = _t1546
                _st_vars[4] = (_t1547 if -1000000000000000000 <= (_t1547 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1269(_t1547))
                _st_vars[5] = False
                if _p1645(st, [_t1546, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t2174 if -1000000000000000000 <= (_t2174 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1269(_t2174))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text1647(_audience1646(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo1648 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout 6dbffff0>
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
    _t1533 = (list(_chain1252(map(st.zones.__getitem__, _k1253))) or [])
    st.budget -= len(_t1533)
    if st.budget < 0: _spent1251(st)
    for _t1532 in _t1533:
        _i17[2] = _t1532
        if _st_log is not None: _st_log.append(_Text1264(_audience1254(st), ['  ', _plain1256(_text1255(((((('animal ' + _plain1256(_st_cvars[420 + _t1532]) + ' of ' + _player_text1257(st.model.zone_instances[st.loc[_t1532]][1])) + (_text1255(' ' + _plain1256(_a1258(st, _t1532))) if (not not (_a1259(st, _t1532) or ())) else '')) + (' food ' + _plain1256(_st_cvars[504 + _t1532]) + '/' + _plain1256((_memo6[_t1532] if _t1532 in _memo6 else _memo6.setdefault(_t1532, (1 + _a1260(st, _t1532))))))) + ((' fat ' + _plain1256((_memo5[_t1532] if _t1532 in _memo5 else _memo5.setdefault(_t1532, _a1261(st, _t1532)))) + '/' + _plain1256((_memo4[_t1532] if _t1532 in _memo4 else _memo4.setdefault(_t1532, _a1262(st, _t1532))))) if ((_memo4[_t1532] if _t1532 in _memo4 else _memo4.setdefault(_t1532, _a1263(st, _t1532))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1532] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1532] else '')))))]))
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

# <rulerun evolution.rules: development #866 54c18a45>
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
            _t2175 = L[3]
            _t2176 = len(_o) + 1
            if _t2176 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2177 = st.chooser(_t2176, _t2175)
                else:
                    _t2177 = _st_bits(_t2176.bit_length())
                    while _t2177 >= _t2176: _t2177 = _st_bits(_t2176.bit_length())
                L[4] = _o[_t2177 - 1] if _t2177 else None; st.decisions += 1
                if st.thread_player is not None: _answered1662(st, _t2177)
            elif _decide1663(st, L, _o[:], _t2175): return True
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

# <rulerun evolution.rules: play_card #867 e1036328>
def _loop(st, _t2182):
    _st_cvars = st.cvars
    for _t2184 in st.zones[(9 + st.model.zone_instances[st.loc[_t2182]][1])]:
        if ((_st_cvars[84 + _t2184] == _t2182) and (_st_cvars[_t2184] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #868 3cd0812e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t2181 = (list(_chain1679(map(st.zones.__getitem__, _k1680))) or ())
    st.budget -= len(_t2181)
    if st.budget < 0: _spent1681(st)
    _t2183 = []
    for _t2182 in _t2181:
        if ((st.model.zone_instances[_st_loc[_t2182]][1] != _l0) and (not (_t2186 if (_t2186 := _memo7.get((_t2182, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2182, 'parasite',), _a1682(st, _t2182))))):
            _t2183.append(_t2182)
    return _t2183

# <rulerun evolution.rules: play_card #869 06b3868d>
def _loop(st, L, _t2191, _t2195):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2196 in st.zones[(9 + st.model.zone_instances[st.loc[_t2191]][1])]:
        if ((_st_cvars[_t2196] == _l3) and (((_st_cvars[84 + _t2196] == _t2191) and (_st_cvars[168 + _t2196] == _t2195)) or ((_st_cvars[84 + _t2196] == _t2195) and (_st_cvars[168 + _t2196] == _t2191)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 8d95abed>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t2190 = _st_zones[(5 + _l0)]
    st.budget -= len(_t2190)
    if st.budget < 0: _spent1687(st)
    _t2192 = []
    for _t2191 in _t2190:
        _t2194 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2194)
        if st.budget < 0: _spent1687(st)
        _t2193 = False
        for _t2195 in _t2194:
            if (_t2198 if (_t2198 := _memo9.get((_t2191, _t2195, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t2191, _t2195, _l3,), ((_t2191 != _t2195) and (not _a1688(st, L, _t2191, _t2195))))):
                _t2193 = True
                break
        if _t2193:
            _t2192.append(_t2191)
    return _t2192

# <rulerun evolution.rules: play_card #871 4aa95354>
def _loop(st, L, _t2203):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2205 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t2205] == _l3) and (((_st_cvars[84 + _t2205] == _l5) and (_st_cvars[168 + _t2205] == _t2203)) or ((_st_cvars[84 + _t2205] == _t2203) and (_st_cvars[168 + _t2205] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 9ee7b04e>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t2202 = st.zones[(5 + L[0])]
    st.budget -= len(_t2202)
    if st.budget < 0: _spent1692(st)
    _t2204 = []
    for _t2203 in _t2202:
        if (_t2207 if (_t2207 := _memo9.get((_l5, _t2203, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t2203, _l3,), ((_l5 != _t2203) and (not _a1693(st, L, _t2203))))):
            _t2204.append(_t2203)
    return _t2204

# <rulerun evolution.rules: play_card #873 a26ad09c>
def _loop(st, L, _t2215):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2217 in st.zones[(9 + st.model.zone_instances[st.loc[_t2215]][1])]:
        if ((_st_cvars[84 + _t2217] == _t2215) and (_st_cvars[_t2217] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #874 73f852eb>
def _loop(st, _t2215):
    _st_cvars = st.cvars
    for _t2220 in st.zones[(9 + st.model.zone_instances[st.loc[_t2215]][1])]:
        if ((_st_cvars[84 + _t2220] == _t2215) and (_st_cvars[_t2220] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #875 61abb595>
def _loop(st, _t2215):
    _st_cvars = st.cvars
    for _t2223 in st.zones[(9 + st.model.zone_instances[st.loc[_t2215]][1])]:
        if ((_st_cvars[84 + _t2223] == _t2215) and (_st_cvars[_t2223] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #876 d90d43c7>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t2214 = st.zones[(5 + L[0])]
    st.budget -= len(_t2214)
    if st.budget < 0: _spent1702(st)
    _t2216 = []
    for _t2215 in _t2214:
        if ((((_l3 == 'fat_tissue') or (not (_t2219 if (_t2219 := _memo7.get((_t2215, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2215, _l3,), _a1703(st, L, _t2215))))) and (not ((_l3 == 'scavenger') and (_t2222 if (_t2222 := _memo7.get((_t2215, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2215, 'carnivorous',), _a1704(st, _t2215)))))) and (not ((_l3 == 'carnivorous') and (_t2225 if (_t2225 := _memo7.get((_t2215, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2215, 'scavenger',), _a1705(st, _t2215)))))):
            _t2216.append(_t2215)
    return _t2216

# <rulerun evolution.rules: play_card #877 52505190>
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
            _t2178 = L[0]
            _t2179 = len(_o)
            if not _t2179: _no_option1674(_t2178, 'play it as')
            if _t2179 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2179 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2180 = st.chooser(_t2179, _t2178)
                else:
                    _t2180 = _st_bits(_t2179.bit_length())
                    while _t2180 >= _t2179: _t2180 = _st_bits(_t2179.bit_length())
                L[3] = _o[_t2180]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2180)
            elif _decide1676(st, L, _o, _t2178): return True
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
            _t2187 = L[0]
            _t2188 = len(_o)
            if not _t2188: _no_option1674(_t2187, 'animal to put the parasite on')
            if _t2188 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2189 = st.chooser(_t2188, _t2187)
                else:
                    _t2189 = _st_bits(_t2188.bit_length())
                    while _t2189 >= _t2188: _t2189 = _st_bits(_t2188.bit_length())
                L[4] = _o[_t2189]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2189)
            elif _decide1685(st, L, _o, _t2187): return True
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
            _t2199 = L[0]
            _t2200 = len(_o)
            if not _t2200: _no_option1674(_t2199, 'first animal of the pair')
            if _t2200 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2200 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2201 = st.chooser(_t2200, _t2199)
                else:
                    _t2201 = _st_bits(_t2200.bit_length())
                    while _t2201 >= _t2200: _t2201 = _st_bits(_t2200.bit_length())
                L[5] = _o[_t2201]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2201)
            elif _decide1691(st, L, _o, _t2199): return True
            pc = 9
        if pc == 9:
            _o = (_a1694(st, L) or [])
            fr[1] = 10
            _t2208 = L[0]
            _t2209 = len(_o)
            if not _t2209: _no_option1674(_t2208, 'second animal of the pair')
            if _t2209 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2209 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2210 = st.chooser(_t2209, _t2208)
                else:
                    _t2210 = _st_bits(_t2209.bit_length())
                    while _t2210 >= _t2209: _t2210 = _st_bits(_t2209.bit_length())
                L[6] = _o[_t2210]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2210)
            elif _decide1696(st, L, _o, _t2208): return True
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
            _t2211 = L[0]
            _t2212 = len(_o)
            if not _t2212: _no_option1674(_t2211, 'the symbiont')
            if _t2212 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2212 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2213 = st.chooser(_t2212, _t2211)
                else:
                    _t2213 = _st_bits(_t2212.bit_length())
                    while _t2213 >= _t2212: _t2213 = _st_bits(_t2212.bit_length())
                L[7] = _o[_t2213]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2213)
            elif _decide1699(st, L, _o, _t2211): return True
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
            _t2226 = L[0]
            _t2227 = len(_o)
            if not _t2227: _no_option1674(_t2226, 'animal to give it to')
            if _t2227 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2227 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2228 = st.chooser(_t2227, _t2226)
                else:
                    _t2228 = _st_bits(_t2227.bit_length())
                    while _t2228 >= _t2227: _t2228 = _st_bits(_t2227.bit_length())
                L[8] = _o[_t2228]; st.decisions += 1
                if st.thread_player is not None: _answered1675(st, _t2228)
            elif _decide1708(st, L, _o, _t2226): return True
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

# <rulerun evolution.rules: convert_fat #880 5e5b9ce2>
def _loop(st, _t2234):
    _st_cvars = st.cvars
    _t2237 = 0
    for _t2236 in st.zones[(9 + st.model.zone_instances[st.loc[_t2234]][1])]:
        if (_st_cvars[84 + _t2236] == _t2234):
            _t2237 += (1 if ((_st_cvars[_t2236] == 'carnivorous') or (_st_cvars[_t2236] == 'high_body_weight')) else (2 if (_st_cvars[_t2236] == 'parasite') else 0))
    return _t2237

# <rulerun evolution.rules: convert_fat #881 2dcf863b>
def _loop(st, _t2234):
    _st_cvars = st.cvars
    _t2239 = 0
    for _t2238 in st.zones[(9 + st.model.zone_instances[st.loc[_t2234]][1])]:
        if (((_st_cvars[84 + _t2238] == _t2234) and (_st_cvars[_t2238] == 'fat_tissue')) and _st_cvars[252 + _t2238]):
            _t2239 += 1
    return _t2239

# <rulerun evolution.rules: convert_fat #882 93068984>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2233 = st.zones[(5 + L[0])]
    st.budget -= len(_t2233)
    if st.budget < 0: _spent1750(st)
    _t2235 = []
    for _t2234 in _t2233:
        if ((not ((_st_cvars[924 + _t2234] == _st_vars[0]) or (_st_cvars[504 + _t2234] >= (_memo6[_t2234] if _t2234 in _memo6 else _memo6.setdefault(_t2234, (1 + _a1751(st, _t2234))))))) and ((_memo5[_t2234] if _t2234 in _memo5 else _memo5.setdefault(_t2234, _a1752(st, _t2234))) > 0)):
            _t2235.append(_t2234)
    return _t2235

# <rulerun evolution.rules: convert_fat #883 db917425>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2245 = 0
    for _t2244 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2244] == L[1]) and (_st_cvars[_t2244] == 'fat_tissue')) and _st_cvars[252 + _t2244]):
            _t2245 += 1
    return _t2245

# <rulerun evolution.rules: convert_fat #884 1d069057>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2247 = 0
    for _t2246 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2246] == L[1]):
            _t2247 += (1 if ((_st_cvars[_t2246] == 'carnivorous') or (_st_cvars[_t2246] == 'high_body_weight')) else (2 if (_st_cvars[_t2246] == 'parasite') else 0))
    return _t2247

# <rulerun evolution.rules: convert_fat #885 210fb481>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2256 = 0
    for _t2255 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2255] == L[1]):
            _t2256 += (1 if ((_st_cvars[_t2255] == 'carnivorous') or (_st_cvars[_t2255] == 'high_body_weight')) else (2 if (_st_cvars[_t2255] == 'parasite') else 0))
    return _t2256

# <rulerun evolution.rules: convert_fat #886 playout bed02ea8>
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
    _t2232 = (_a1753(st, L) or [])
    _t2240 = _l0
    _t2241 = len(_t2232)
    if not _t2241: _no_option1756(_t2240, 'animal to convert fat on')
    if _t2241 <= 1 and _st_log is None:
        L[1] = _t2232[0] if _t2241 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2242 = st.chooser(_t2241, _t2240)
        else:
            _t2242 = _st_bits(_t2241.bit_length())
            while _t2242 >= _t2241: _t2242 = _st_bits(_t2241.bit_length())
        L[1] = _t2232[_t2242]; st.decisions += 1
    elif _decide1757(st, L, _t2232, _t2240): raise _PlayoutCut1754()
    _t2243 = (_range1758(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1759(st, L))), (_t2248 if -1000000000000000000 <= (_t2248 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1760(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1761(_t2248)))) or [])
    _t2249 = _l0
    _t2250 = len(_t2243)
    if not _t2250: _no_option1756(_t2249, 'yellow tokens to convert')
    if _t2250 <= 1 and _st_log is None:
        L[2] = _t2243[0] if _t2250 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2251 = st.chooser(_t2250, _t2249)
        else:
            _t2251 = _st_bits(_t2250.bit_length())
            while _t2251 >= _t2250: _t2251 = _st_bits(_t2250.bit_length())
        L[2] = _t2243[_t2251]; st.decisions += 1
    elif _decide1763(st, L, _t2243, _t2249): raise _PlayoutCut1754()
    L[3] = L[2]
    for _t2252 in st.zones[(9 + _l0)][:]:
        L[6] = _t2252
        if not ((((_st_cvars[84 + _t2252] == L[1]) and _st_cvars[252 + _t2252]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2252] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2253 if -1000000000000000000 <= (_t2253 := L[3] - 1) <= 1000000000000000000 else _beyond1761(_t2253))
    _st_cvars[504 + L[1]] = (_t2254 if -1000000000000000000 <= (_t2254 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond1761(_t2254))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1768(_audience1764(st), [_PlayerRef1765(_l0), ' converts ', _plain1766(L[2]), ' fat on animal ', _plain1766(_st_cvars[420 + L[1]]), ' into food (food ', _plain1766(_st_cvars[504 + L[1]]), '/', _plain1766((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1767(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 884ab5dd>
def _loop(st, _t2259):
    _st_cvars = st.cvars
    for _t2261 in st.zones[(9 + st.model.zone_instances[st.loc[_t2259]][1])]:
        if ((_st_cvars[84 + _t2261] == _t2259) and (_st_cvars[_t2261] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #888 a3120b09>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2258 = st.zones[(5 + L[0])]
    st.budget -= len(_t2258)
    if st.budget < 0: _spent1773(st)
    _t2260 = []
    for _t2259 in _t2258:
        if (((_t2263 if (_t2263 := _memo7.get((_t2259, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2259, 'grazing',), _a1774(st, _t2259))) and (_st_cvars[840 + _t2259] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2260.append(_t2259)
    return _t2260

# <rulerun evolution.rules: grazing #889 playout 78f3f8e2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2257 = (_a1775(st, L) or [])
    _t2264 = _l0
    _t2265 = len(_t2257)
    if not _t2265: _no_option1778(_t2264, 'grazing animal')
    if _t2265 <= 1 and _st_log is None:
        L[1] = _t2257[0] if _t2265 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2266 = st.chooser(_t2265, _t2264)
        else:
            _t2266 = _st_bits(_t2265.bit_length())
            while _t2266 >= _t2265: _t2266 = _st_bits(_t2265.bit_length())
        L[1] = _t2257[_t2266]; st.decisions += 1
    elif _decide1779(st, L, _t2257, _t2264): raise _PlayoutCut1776()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2267 if -1000000000000000000 <= (_t2267 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1780(_t2267))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1784(_audience1781(st), ['Grazing: ', _PlayerRef1782(_l0), "'s animal ", _plain1783(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1783(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 d8db04cf>
def _loop(st, _t2270):
    _st_cvars = st.cvars
    for _t2272 in st.zones[(9 + st.model.zone_instances[st.loc[_t2270]][1])]:
        if ((_st_cvars[84 + _t2272] == _t2270) and (_st_cvars[_t2272] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #891 3e050b9f>
def _loop(st, _t2270):
    _st_cvars = st.cvars
    _t2276 = 0
    for _t2275 in st.zones[(9 + st.model.zone_instances[st.loc[_t2270]][1])]:
        if (_st_cvars[84 + _t2275] == _t2270):
            _t2276 += (1 if ((_st_cvars[_t2275] == 'carnivorous') or (_st_cvars[_t2275] == 'high_body_weight')) else (2 if (_st_cvars[_t2275] == 'parasite') else 0))
    return _t2276

# <rulerun evolution.rules: hibernation #892 6002c212>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2269 = st.zones[(5 + L[0])]
    st.budget -= len(_t2269)
    if st.budget < 0: _spent1787(st)
    _t2271 = []
    for _t2270 in _t2269:
        if (((((_t2274 if (_t2274 := _memo7.get((_t2270, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2270, 'hibernation',), _a1788(st, _t2270))) and (_st_cvars[924 + _t2270] != _st_vars[0])) and (_st_cvars[924 + _t2270] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2270] == _st_vars[0]) or (_st_cvars[504 + _t2270] >= (_memo6[_t2270] if _t2270 in _memo6 else _memo6.setdefault(_t2270, (1 + _a1789(st, _t2270)))))))):
            _t2271.append(_t2270)
    return _t2271

# <rulerun evolution.rules: hibernation #893 playout d7d52db1>
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
    _t2268 = (_a1790(st, L) or [])
    _t2277 = _l0
    _t2278 = len(_t2268)
    if not _t2278: _no_option1793(_t2277, 'animal to hibernate')
    if _t2278 <= 1 and _st_log is None:
        L[1] = _t2268[0] if _t2278 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2279 = st.chooser(_t2278, _t2277)
        else:
            _t2279 = _st_bits(_t2278.bit_length())
            while _t2279 >= _t2278: _t2279 = _st_bits(_t2278.bit_length())
        L[1] = _t2268[_t2279]; st.decisions += 1
    elif _decide1794(st, L, _t2268, _t2277): raise _PlayoutCut1791()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1798(_audience1795(st), ['Hibernation: ', _PlayerRef1796(_l0), "'s animal ", _plain1797(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 38ed7f38>
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
            _t2229 = L[0]
            _t2230 = len(_o)
            if not _t2230: _no_option1737(_t2229, 'feeding action')
            if _t2230 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2230 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2231 = st.chooser(_t2230, _t2229)
                else:
                    _t2231 = _st_bits(_t2230.bit_length())
                    while _t2231 >= _t2230: _t2231 = _st_bits(_t2230.bit_length())
                L[3] = _o[_t2231]; st.decisions += 1
                if st.thread_player is not None: _answered1738(st, _t2231)
            elif _decide1739(st, L, _o, _t2229): return True
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

# <rulerun evolution.rules: take_food #895 ad8ba4fa>
def _loop(st, _t2281):
    _st_cvars = st.cvars
    _t2284 = 0
    for _t2283 in st.zones[(9 + st.model.zone_instances[st.loc[_t2281]][1])]:
        if (_st_cvars[84 + _t2283] == _t2281):
            _t2284 += (1 if ((_st_cvars[_t2283] == 'carnivorous') or (_st_cvars[_t2283] == 'high_body_weight')) else (2 if (_st_cvars[_t2283] == 'parasite') else 0))
    return _t2284

# <rulerun evolution.rules: take_food #896 132e0538>
def _loop(st, _t2281):
    _st_cvars = st.cvars
    _t2286 = 0
    for _t2285 in st.zones[(9 + st.model.zone_instances[st.loc[_t2281]][1])]:
        if (((_st_cvars[84 + _t2285] == _t2281) and (_st_cvars[_t2285] == 'fat_tissue')) and _st_cvars[252 + _t2285]):
            _t2286 += 1
    return _t2286

# <rulerun evolution.rules: take_food #897 ee3e1465>
def _loop(st, _t2281):
    _st_cvars = st.cvars
    _t2288 = 0
    for _t2287 in st.zones[(9 + st.model.zone_instances[st.loc[_t2281]][1])]:
        if ((_st_cvars[84 + _t2287] == _t2281) and (_st_cvars[_t2287] == 'fat_tissue')):
            _t2288 += 1
    return _t2288

# <rulerun evolution.rules: take_food #898 0a743e6b>
def _loop(st, _t2290):
    _st_cvars = st.cvars
    _t2293 = 0
    for _t2292 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2290]]][1])]:
        if (_st_cvars[84 + _t2292] == _st_cvars[84 + _t2290]):
            _t2293 += (1 if ((_st_cvars[_t2292] == 'carnivorous') or (_st_cvars[_t2292] == 'high_body_weight')) else (2 if (_st_cvars[_t2292] == 'parasite') else 0))
    return _t2293

# <rulerun evolution.rules: take_food #899 ebdc8297>
def _loop(st, _t2281):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2289 = st.zones[(9 + st.model.zone_instances[st.loc[_t2281]][1])]
    st.budget -= len(_t2289)
    if st.budget < 0: _spent1808(st)
    for _t2290 in _t2289:
        if (((_st_cvars[_t2290] == 'symbiosis') and (_st_cvars[168 + _t2290] == _t2281)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2290]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2290]] >= (_memo6[_st_cvars[84 + _t2290]] if _st_cvars[84 + _t2290] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2290], (1 + _a1809(st, _t2290)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 1d8a6bb3>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2280 = st.zones[(5 + L[0])]
    st.budget -= len(_t2280)
    if st.budget < 0: _spent1804(st)
    _t2282 = []
    for _t2281 in _t2280:
        if ((not ((_st_cvars[924 + _t2281] == _st_vars[0]) or ((_st_cvars[504 + _t2281] >= (_memo6[_t2281] if _t2281 in _memo6 else _memo6.setdefault(_t2281, (1 + _a1805(st, _t2281))))) and ((_memo5[_t2281] if _t2281 in _memo5 else _memo5.setdefault(_t2281, _a1806(st, _t2281))) >= (_memo4[_t2281] if _t2281 in _memo4 else _memo4.setdefault(_t2281, _a1807(st, _t2281))))))) and (_memo14[_t2281] if _t2281 in _memo14 else _memo14.setdefault(_t2281, (not _a1810(st, _t2281))))):
            _t2282.append(_t2281)
    return _t2282

# <rulerun evolution.rules: take_food #901 6a1de05c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1811(st, L) or [])
            fr[1] = 1
            _t2294 = L[0]
            _t2295 = len(_o)
            if not _t2295: _no_option1813(_t2294, 'animal to feed')
            if _t2295 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2295 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2296 = st.chooser(_t2295, _t2294)
                else:
                    _t2296 = _st_bits(_t2295.bit_length())
                    while _t2296 >= _t2295: _t2296 = _st_bits(_t2295.bit_length())
                L[1] = _o[_t2296]; st.decisions += 1
                if st.thread_player is not None: _answered1814(st, _t2296)
            elif _decide1815(st, L, _o, _t2294): return True
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

# <rulerun evolution.rules: paired_triggers #902 cf870603>
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
            _t2297 = st.model.zone_instances[st.loc[L[0]]][1]
            _t2298 = len(_o) + 1
            if _t2298 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2299 = st.chooser(_t2298, _t2297)
                else:
                    _t2299 = _st_bits(_t2298.bit_length())
                    while _t2299 >= _t2298: _t2299 = _st_bits(_t2298.bit_length())
                L[3] = _o[_t2299 - 1] if _t2299 else None; st.decisions += 1
                if st.thread_player is not None: _answered1826(st, _t2299)
            elif _decide1827(st, L, _o, _t2297): return True
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

# <rulerun evolution.rules: piracy #903 98d85a18>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    for _t2303 in st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]:
        if ((_st_cvars[84 + _t2303] == _t2301) and (_st_cvars[_t2303] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #904 be25da5d>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _t2307 = 0
    for _t2306 in st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]:
        if (_st_cvars[84 + _t2306] == _t2301):
            _t2307 += (1 if ((_st_cvars[_t2306] == 'carnivorous') or (_st_cvars[_t2306] == 'high_body_weight')) else (2 if (_st_cvars[_t2306] == 'parasite') else 0))
    return _t2307

# <rulerun evolution.rules: piracy #905 8c579d99>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _t2309 = 0
    for _t2308 in st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]:
        if (_st_cvars[84 + _t2308] == _t2301):
            _t2309 += (1 if ((_st_cvars[_t2308] == 'carnivorous') or (_st_cvars[_t2308] == 'high_body_weight')) else (2 if (_st_cvars[_t2308] == 'parasite') else 0))
    return _t2309

# <rulerun evolution.rules: piracy #906 7fa29e11>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _t2311 = 0
    for _t2310 in st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]:
        if (((_st_cvars[84 + _t2310] == _t2301) and (_st_cvars[_t2310] == 'fat_tissue')) and _st_cvars[252 + _t2310]):
            _t2311 += 1
    return _t2311

# <rulerun evolution.rules: piracy #907 b6a20f05>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _t2313 = 0
    for _t2312 in st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]:
        if ((_st_cvars[84 + _t2312] == _t2301) and (_st_cvars[_t2312] == 'fat_tissue')):
            _t2313 += 1
    return _t2313

# <rulerun evolution.rules: piracy #908 3dd741b5>
def _loop(st, _t2315):
    _st_cvars = st.cvars
    _t2318 = 0
    for _t2317 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2315]]][1])]:
        if (_st_cvars[84 + _t2317] == _st_cvars[84 + _t2315]):
            _t2318 += (1 if ((_st_cvars[_t2317] == 'carnivorous') or (_st_cvars[_t2317] == 'high_body_weight')) else (2 if (_st_cvars[_t2317] == 'parasite') else 0))
    return _t2318

# <rulerun evolution.rules: piracy #909 4e575f9e>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2314 = st.zones[(9 + st.model.zone_instances[st.loc[_t2301]][1])]
    st.budget -= len(_t2314)
    if st.budget < 0: _spent1845(st)
    for _t2315 in _t2314:
        if (((_st_cvars[_t2315] == 'symbiosis') and (_st_cvars[168 + _t2315] == _t2301)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2315]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2315]] >= (_memo6[_st_cvars[84 + _t2315]] if _st_cvars[84 + _t2315] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2315], (1 + _a1846(st, _t2315)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 50443f4e>
def _loop(st, _t2320):
    _st_cvars = st.cvars
    _t2323 = 0
    for _t2322 in st.zones[(9 + st.model.zone_instances[st.loc[_t2320]][1])]:
        if (_st_cvars[84 + _t2322] == _t2320):
            _t2323 += (1 if ((_st_cvars[_t2322] == 'carnivorous') or (_st_cvars[_t2322] == 'high_body_weight')) else (2 if (_st_cvars[_t2322] == 'parasite') else 0))
    return _t2323

# <rulerun evolution.rules: piracy #911 2598fcb5>
def _loop(st, _t2301):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2319 = (list(_chain1848(map(st.zones.__getitem__, _k1849))) or ())
    st.budget -= len(_t2319)
    if st.budget < 0: _spent1850(st)
    for _t2320 in _t2319:
        if ((_t2320 != _t2301) and ((not ((_st_cvars[924 + _t2320] == _st_vars[0]) or (_st_cvars[504 + _t2320] >= (_memo6[_t2320] if _t2320 in _memo6 else _memo6.setdefault(_t2320, (1 + _a1851(st, _t2320))))))) and (_st_cvars[504 + _t2320] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 5f4304e7>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2300 = st.zones[(5 + L[0])]
    st.budget -= len(_t2300)
    if st.budget < 0: _spent1839(st)
    _t2302 = []
    for _t2301 in _t2300:
        if (_memo10[_t2301] if _t2301 in _memo10 else _memo10.setdefault(_t2301, (((((_t2305 if (_t2305 := _memo7.get((_t2301, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2301, 'piracy',), _a1840(st, _t2301))) and (_st_cvars[756 + _t2301] != _st_vars[0])) and (not ((_st_cvars[924 + _t2301] == _st_vars[0]) or (_st_cvars[504 + _t2301] >= (_memo6[_t2301] if _t2301 in _memo6 else _memo6.setdefault(_t2301, (1 + _a1841(st, _t2301)))))))) and ((not ((_st_cvars[924 + _t2301] == _st_vars[0]) or ((_st_cvars[504 + _t2301] >= (_memo6[_t2301] if _t2301 in _memo6 else _memo6.setdefault(_t2301, (1 + _a1842(st, _t2301))))) and ((_memo5[_t2301] if _t2301 in _memo5 else _memo5.setdefault(_t2301, _a1843(st, _t2301))) >= (_memo4[_t2301] if _t2301 in _memo4 else _memo4.setdefault(_t2301, _a1844(st, _t2301))))))) and (_memo14[_t2301] if _t2301 in _memo14 else _memo14.setdefault(_t2301, (not _a1847(st, _t2301)))))) and _a1852(st, _t2301)))):
            _t2302.append(_t2301)
    return _t2302

# <rulerun evolution.rules: piracy #913 b5715553>
def _loop(st, _t2328):
    _st_cvars = st.cvars
    _t2331 = 0
    for _t2330 in st.zones[(9 + st.model.zone_instances[st.loc[_t2328]][1])]:
        if (_st_cvars[84 + _t2330] == _t2328):
            _t2331 += (1 if ((_st_cvars[_t2330] == 'carnivorous') or (_st_cvars[_t2330] == 'high_body_weight')) else (2 if (_st_cvars[_t2330] == 'parasite') else 0))
    return _t2331

# <rulerun evolution.rules: piracy #914 ee7ac54a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2327 = (list(_chain1858(map(st.zones.__getitem__, _k1859))) or ())
    st.budget -= len(_t2327)
    if st.budget < 0: _spent1860(st)
    _t2329 = []
    for _t2328 in _t2327:
        if ((_t2328 != _l1) and ((not ((_st_cvars[924 + _t2328] == _st_vars[0]) or (_st_cvars[504 + _t2328] >= (_memo6[_t2328] if _t2328 in _memo6 else _memo6.setdefault(_t2328, (1 + _a1861(st, _t2328))))))) and (_st_cvars[504 + _t2328] > 0))):
            _t2329.append(_t2328)
    return _t2329

# <rulerun evolution.rules: piracy #915 4de4cfc4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1853(st, L) or [])
            fr[1] = 1
            _t2324 = L[0]
            _t2325 = len(_o)
            if not _t2325: _no_option1855(_t2324, 'pirate')
            if _t2325 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2325 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2326 = st.chooser(_t2325, _t2324)
                else:
                    _t2326 = _st_bits(_t2325.bit_length())
                    while _t2326 >= _t2325: _t2326 = _st_bits(_t2325.bit_length())
                L[1] = _o[_t2326]; st.decisions += 1
                if st.thread_player is not None: _answered1856(st, _t2326)
            elif _decide1857(st, L, _o, _t2324): return True
            pc = 1
        if pc == 1:
            _o = (_a1862(st, L) or [])
            fr[1] = 2
            _t2332 = L[0]
            _t2333 = len(_o)
            if not _t2333: _no_option1855(_t2332, 'animal to rob')
            if _t2333 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2333 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2334 = st.chooser(_t2333, _t2332)
                else:
                    _t2334 = _st_bits(_t2333.bit_length())
                    while _t2334 >= _t2333: _t2334 = _st_bits(_t2333.bit_length())
                L[2] = _o[_t2334]; st.decisions += 1
                if st.thread_player is not None: _answered1856(st, _t2334)
            elif _decide1864(st, L, _o, _t2332): return True
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

# <rulerun evolution.rules: attack_action #916 28d98b4d>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    for _t2338 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if ((_st_cvars[84 + _t2338] == _t2336) and (_st_cvars[_t2338] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #917 a22b369b>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    _t2342 = 0
    for _t2341 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if (_st_cvars[84 + _t2341] == _t2336):
            _t2342 += (1 if ((_st_cvars[_t2341] == 'carnivorous') or (_st_cvars[_t2341] == 'high_body_weight')) else (2 if (_st_cvars[_t2341] == 'parasite') else 0))
    return _t2342

# <rulerun evolution.rules: attack_action #918 dea53c6c>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    _t2344 = 0
    for _t2343 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if (((_st_cvars[84 + _t2343] == _t2336) and (_st_cvars[_t2343] == 'fat_tissue')) and _st_cvars[252 + _t2343]):
            _t2344 += 1
    return _t2344

# <rulerun evolution.rules: attack_action #919 14ad9e5e>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    _t2346 = 0
    for _t2345 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if ((_st_cvars[84 + _t2345] == _t2336) and (_st_cvars[_t2345] == 'fat_tissue')):
            _t2346 += 1
    return _t2346

# <rulerun evolution.rules: attack_action #920 1962249e>
def _loop(st, _t2348):
    _st_cvars = st.cvars
    _t2351 = 0
    for _t2350 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2348]]][1])]:
        if (_st_cvars[84 + _t2350] == _st_cvars[84 + _t2348]):
            _t2351 += (1 if ((_st_cvars[_t2350] == 'carnivorous') or (_st_cvars[_t2350] == 'high_body_weight')) else (2 if (_st_cvars[_t2350] == 'parasite') else 0))
    return _t2351

# <rulerun evolution.rules: attack_action #921 e54b0377>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2347 = st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]
    st.budget -= len(_t2347)
    if st.budget < 0: _spent1878(st)
    for _t2348 in _t2347:
        if (((_st_cvars[_t2348] == 'symbiosis') and (_st_cvars[168 + _t2348] == _t2336)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2348]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2348]] >= (_memo6[_st_cvars[84 + _t2348]] if _st_cvars[84 + _t2348] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2348], (1 + _a1879(st, _t2348)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 6aca1320>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    for _t2355 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if ((_st_cvars[84 + _t2355] == _t2353) and (_st_cvars[_t2355] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #923 30dbec39>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    for _t2358 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if ((_st_cvars[84 + _t2358] == _t2336) and (_st_cvars[_t2358] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #924 44f562d6>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    for _t2363 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if ((_st_cvars[84 + _t2363] == _t2353) and (_st_cvars[_t2363] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #925 b6869a52>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    for _t2366 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if ((_st_cvars[84 + _t2366] == _t2336) and (_st_cvars[_t2366] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #926 193b00be>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    for _t2371 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if ((_st_cvars[84 + _t2371] == _t2353) and (_st_cvars[_t2371] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #927 28047af8>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    for _t2374 in st.zones[(9 + st.model.zone_instances[st.loc[_t2336]][1])]:
        if ((_st_cvars[84 + _t2374] == _t2336) and (_st_cvars[_t2374] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #928 e7afc416>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    for _t2379 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if ((_st_cvars[84 + _t2379] == _t2353) and (_st_cvars[_t2379] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #929 a8e3f04b>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    _t2383 = 0
    for _t2382 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if (_st_cvars[84 + _t2382] == _t2353):
            _t2383 += (1 if ((_st_cvars[_t2382] == 'carnivorous') or (_st_cvars[_t2382] == 'high_body_weight')) else (2 if (_st_cvars[_t2382] == 'parasite') else 0))
    return _t2383

# <rulerun evolution.rules: attack_action #930 95d13986>
def _loop(st, _t2353):
    _st_cvars = st.cvars
    for _t2384 in st.zones[(9 + st.model.zone_instances[st.loc[_t2353]][1])]:
        if ((_st_cvars[_t2384] == 'symbiosis') and (_st_cvars[168 + _t2384] == _t2353)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 273b06a9>
def _loop(st, _t2336):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2352 = (list(_chain1881(map(st.zones.__getitem__, _k1882))) or ())
    st.budget -= len(_t2352)
    if st.budget < 0: _spent1883(st)
    _t2360 = _NOT_YET
    _t2362 = _NOT_YET
    _t2368 = _NOT_YET
    _t2370 = _NOT_YET
    _t2376 = _NOT_YET
    _t2378 = _NOT_YET
    for _t2353 in _t2352:
        if ((((((_t2336 != _t2353) and ((not (_t2357 if (_t2357 := _memo7.get((_t2353, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2353, 'camouflage',), _a1884(st, _t2353)))) or (_t2362 if _t2362 is not _NOT_YET else (_t2362 := (_t2361 if (_t2361 := _memo7.get((_t2336, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2336, 'sharp_vision',), (_t2360 if _t2360 is not _NOT_YET else (_t2360 := _a1885(st, _t2336))))))))) and ((not (_t2365 if (_t2365 := _memo7.get((_t2353, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2353, 'high_body_weight',), _a1886(st, _t2353)))) or (_t2370 if _t2370 is not _NOT_YET else (_t2370 := (_t2369 if (_t2369 := _memo7.get((_t2336, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2336, 'high_body_weight',), (_t2368 if _t2368 is not _NOT_YET else (_t2368 := _a1887(st, _t2336))))))))) and ((_t2373 if (_t2373 := _memo7.get((_t2353, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2353, 'swimming',), _a1888(st, _t2353))) == (_t2378 if _t2378 is not _NOT_YET else (_t2378 := (_t2377 if (_t2377 := _memo7.get((_t2336, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2336, 'swimming',), (_t2376 if _t2376 is not _NOT_YET else (_t2376 := _a1889(st, _t2336))))))))) and (not ((_t2381 if (_t2381 := _memo7.get((_t2353, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2353, 'burrowing',), _a1890(st, _t2353))) and ((_st_cvars[924 + _t2353] == _st_vars[0]) or (_st_cvars[504 + _t2353] >= (_memo6[_t2353] if _t2353 in _memo6 else _memo6.setdefault(_t2353, (1 + _a1891(st, _t2353))))))))) and (not (_memo13[_t2353] if _t2353 in _memo13 else _memo13.setdefault(_t2353, _a1892(st, _t2353))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 b5eeb00e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2335 = st.zones[(5 + L[0])]
    st.budget -= len(_t2335)
    if st.budget < 0: _spent1873(st)
    _t2337 = []
    for _t2336 in _t2335:
        if (_memo0[_t2336] if _t2336 in _memo0 else _memo0.setdefault(_t2336, ((((_t2340 if (_t2340 := _memo7.get((_t2336, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2336, 'carnivorous',), _a1874(st, _t2336))) and (_st_cvars[672 + _t2336] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2336] == _st_vars[0]) or ((_st_cvars[504 + _t2336] >= (_memo6[_t2336] if _t2336 in _memo6 else _memo6.setdefault(_t2336, (1 + _a1875(st, _t2336))))) and ((_memo5[_t2336] if _t2336 in _memo5 else _memo5.setdefault(_t2336, _a1876(st, _t2336))) >= (_memo4[_t2336] if _t2336 in _memo4 else _memo4.setdefault(_t2336, _a1877(st, _t2336))))))) and (_memo14[_t2336] if _t2336 in _memo14 else _memo14.setdefault(_t2336, (not _a1880(st, _t2336)))))) and _a1893(st, _t2336)))):
            _t2337.append(_t2336)
    return _t2337

# <rulerun evolution.rules: attack_action #933 b0a26b66>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    for _t2392 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if ((_st_cvars[84 + _t2392] == _t2390) and (_st_cvars[_t2392] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #934 a2681fad>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2395 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2395] == _l1) and (_st_cvars[_t2395] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #935 e4d215fd>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    for _t2400 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if ((_st_cvars[84 + _t2400] == _t2390) and (_st_cvars[_t2400] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #936 8a4424a7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2403 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2403] == _l1) and (_st_cvars[_t2403] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #937 8e1007dd>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    for _t2408 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if ((_st_cvars[84 + _t2408] == _t2390) and (_st_cvars[_t2408] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #938 e0f35f8d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2411 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2411] == _l1) and (_st_cvars[_t2411] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #939 6de97b54>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    for _t2416 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if ((_st_cvars[84 + _t2416] == _t2390) and (_st_cvars[_t2416] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #940 1dc57322>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    _t2420 = 0
    for _t2419 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if (_st_cvars[84 + _t2419] == _t2390):
            _t2420 += (1 if ((_st_cvars[_t2419] == 'carnivorous') or (_st_cvars[_t2419] == 'high_body_weight')) else (2 if (_st_cvars[_t2419] == 'parasite') else 0))
    return _t2420

# <rulerun evolution.rules: attack_action #941 0480598a>
def _loop(st, _t2390):
    _st_cvars = st.cvars
    for _t2421 in st.zones[(9 + st.model.zone_instances[st.loc[_t2390]][1])]:
        if ((_st_cvars[_t2421] == 'symbiosis') and (_st_cvars[168 + _t2421] == _t2390)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 8625a133>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2389 = (list(_chain1899(map(st.zones.__getitem__, _k1900))) or ())
    st.budget -= len(_t2389)
    if st.budget < 0: _spent1901(st)
    _t2397 = _NOT_YET
    _t2399 = _NOT_YET
    _t2405 = _NOT_YET
    _t2407 = _NOT_YET
    _t2413 = _NOT_YET
    _t2415 = _NOT_YET
    _t2391 = []
    for _t2390 in _t2389:
        if ((((((_l1 != _t2390) and ((not (_t2394 if (_t2394 := _memo7.get((_t2390, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2390, 'camouflage',), _a1902(st, _t2390)))) or (_t2399 if _t2399 is not _NOT_YET else (_t2399 := (_t2398 if (_t2398 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), (_t2397 if _t2397 is not _NOT_YET else (_t2397 := _a1903(st, L))))))))) and ((not (_t2402 if (_t2402 := _memo7.get((_t2390, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2390, 'high_body_weight',), _a1904(st, _t2390)))) or (_t2407 if _t2407 is not _NOT_YET else (_t2407 := (_t2406 if (_t2406 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), (_t2405 if _t2405 is not _NOT_YET else (_t2405 := _a1905(st, L))))))))) and ((_t2410 if (_t2410 := _memo7.get((_t2390, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2390, 'swimming',), _a1906(st, _t2390))) == (_t2415 if _t2415 is not _NOT_YET else (_t2415 := (_t2414 if (_t2414 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), (_t2413 if _t2413 is not _NOT_YET else (_t2413 := _a1907(st, L))))))))) and (not ((_t2418 if (_t2418 := _memo7.get((_t2390, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2390, 'burrowing',), _a1908(st, _t2390))) and ((_st_cvars[924 + _t2390] == _st_vars[0]) or (_st_cvars[504 + _t2390] >= (_memo6[_t2390] if _t2390 in _memo6 else _memo6.setdefault(_t2390, (1 + _a1909(st, _t2390))))))))) and (not (_memo13[_t2390] if _t2390 in _memo13 else _memo13.setdefault(_t2390, _a1910(st, _t2390))))):
            _t2391.append(_t2390)
    return _t2391

# <rulerun evolution.rules: attack_action #943 749360d5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1894(st, L) or [])
            fr[1] = 1
            _t2386 = L[0]
            _t2387 = len(_o)
            if not _t2387: _no_option1896(_t2386, 'attacker')
            if _t2387 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2387 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2388 = st.chooser(_t2387, _t2386)
                else:
                    _t2388 = _st_bits(_t2387.bit_length())
                    while _t2388 >= _t2387: _t2388 = _st_bits(_t2387.bit_length())
                L[1] = _o[_t2388]; st.decisions += 1
                if st.thread_player is not None: _answered1897(st, _t2388)
            elif _decide1898(st, L, _o, _t2386): return True
            pc = 1
        if pc == 1:
            _o = (_a1911(st, L) or [])
            fr[1] = 2
            _t2423 = L[0]
            _t2424 = len(_o)
            if not _t2424: _no_option1896(_t2423, 'target')
            if _t2424 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2424 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2425 = st.chooser(_t2424, _t2423)
                else:
                    _t2425 = _st_bits(_t2424.bit_length())
                    while _t2425 >= _t2424: _t2425 = _st_bits(_t2424.bit_length())
                L[2] = _o[_t2425]; st.decisions += 1
                if st.thread_player is not None: _answered1897(st, _t2425)
            elif _decide1913(st, L, _o, _t2423): return True
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

# <rulerun evolution.rules: scavenge #945 b7b8662e>
def _loop(st, L):
    _t2429 = (L[4] or ())
    st.budget -= len(_t2429)
    if st.budget < 0: _spent1938(st)
    for _t2430 in _t2429:
        return _t2430
    return None

# <rulerun evolution.rules: scavenge #946 ed081706>
def _loop(st, L):
    _t2426 = (L[4] or ())
    st.budget -= len(_t2426)
    if st.budget < 0: _spent1937(st)
    _t2432 = _NOT_YET
    _t2428 = []
    for _t2427 in _t2426:
        if ((not False) or (_t2427 == (_t2432 if _t2432 is not _NOT_YET else (_t2432 := _a1939(st, L))))):
            _t2428.append(_t2427)
    return _t2428

# <rulerun evolution.rules: scavenge #947 eb716538>
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
            _t2433 = L[3]
            _t2434 = len(_o)
            if not _t2434: _no_option1942(_t2433, 'scavenger to feed')
            if _t2434 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2434 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2435 = st.chooser(_t2434, _t2433)
                else:
                    _t2435 = _st_bits(_t2434.bit_length())
                    while _t2435 >= _t2434: _t2435 = _st_bits(_t2434.bit_length())
                L[5] = _o[_t2435]; st.decisions += 1
                if st.thread_player is not None: _answered1943(st, _t2435)
            elif _decide1944(st, L, _o, _t2433): return True
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

# <rulerun evolution.rules: on before attack #949 be39d468>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    for _t2442 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if ((_st_cvars[84 + _t2442] == _t2440) and (_st_cvars[_t2442] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #950 a6780102>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2445 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2445] == _l0) and (_st_cvars[_t2445] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #951 33023ede>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    for _t2450 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if ((_st_cvars[84 + _t2450] == _t2440) and (_st_cvars[_t2450] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #952 e658a994>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2453 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2453] == _l0) and (_st_cvars[_t2453] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #953 f67ce6d4>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    for _t2458 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if ((_st_cvars[84 + _t2458] == _t2440) and (_st_cvars[_t2458] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #954 2af71bc7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2461 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2461] == _l0) and (_st_cvars[_t2461] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #955 7abe86a8>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    for _t2466 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if ((_st_cvars[84 + _t2466] == _t2440) and (_st_cvars[_t2466] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #956 c16a2fa5>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    _t2470 = 0
    for _t2469 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if (_st_cvars[84 + _t2469] == _t2440):
            _t2470 += (1 if ((_st_cvars[_t2469] == 'carnivorous') or (_st_cvars[_t2469] == 'high_body_weight')) else (2 if (_st_cvars[_t2469] == 'parasite') else 0))
    return _t2470

# <rulerun evolution.rules: on before attack #957 be3eb114>
def _loop(st, _t2440):
    _st_cvars = st.cvars
    for _t2471 in st.zones[(9 + st.model.zone_instances[st.loc[_t2440]][1])]:
        if ((_st_cvars[_t2471] == 'symbiosis') and (_st_cvars[168 + _t2471] == _t2440)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 32f3d79b>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2439 = st.zones[(5 + L[4])]
    st.budget -= len(_t2439)
    if st.budget < 0: _spent1968(st)
    _t2447 = _NOT_YET
    _t2449 = _NOT_YET
    _t2455 = _NOT_YET
    _t2457 = _NOT_YET
    _t2463 = _NOT_YET
    _t2465 = _NOT_YET
    _t2441 = []
    for _t2440 in _t2439:
        if (((_t2440 != _l1) and (_t2440 != _l0)) and ((((((_l0 != _t2440) and ((not (_t2444 if (_t2444 := _memo7.get((_t2440, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2440, 'camouflage',), _a1969(st, _t2440)))) or (_t2449 if _t2449 is not _NOT_YET else (_t2449 := (_t2448 if (_t2448 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), (_t2447 if _t2447 is not _NOT_YET else (_t2447 := _a1970(st, L))))))))) and ((not (_t2452 if (_t2452 := _memo7.get((_t2440, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2440, 'high_body_weight',), _a1971(st, _t2440)))) or (_t2457 if _t2457 is not _NOT_YET else (_t2457 := (_t2456 if (_t2456 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), (_t2455 if _t2455 is not _NOT_YET else (_t2455 := _a1972(st, L))))))))) and ((_t2460 if (_t2460 := _memo7.get((_t2440, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2440, 'swimming',), _a1973(st, _t2440))) == (_t2465 if _t2465 is not _NOT_YET else (_t2465 := (_t2464 if (_t2464 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), (_t2463 if _t2463 is not _NOT_YET else (_t2463 := _a1974(st, L))))))))) and (not ((_t2468 if (_t2468 := _memo7.get((_t2440, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2440, 'burrowing',), _a1975(st, _t2440))) and ((_st_cvars[924 + _t2440] == _st_vars[0]) or (_st_cvars[504 + _t2440] >= (_memo6[_t2440] if _t2440 in _memo6 else _memo6.setdefault(_t2440, (1 + _a1976(st, _t2440))))))))) and (not (_memo13[_t2440] if _t2440 in _memo13 else _memo13.setdefault(_t2440, _a1977(st, _t2440)))))):
            _t2441.append(_t2440)
    return _t2441

# <rulerun evolution.rules: on before attack #959 4f629cbc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2477 = []
    for _t2476 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2476] == L[1]) or (_st_cvars[168 + _t2476] == L[1])):
            _t2477.append(_t2476)
    return _t2477

# <rulerun evolution.rules: on before attack #960 e261300a>
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
            _t2436 = L[4]
            _t2437 = len(_o) + 1
            if _t2437 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2438 = st.chooser(_t2437, _t2436)
                else:
                    _t2438 = _st_bits(_t2437.bit_length())
                    while _t2438 >= _t2437: _t2438 = _st_bits(_t2437.bit_length())
                L[6] = _o[_t2438 - 1] if _t2438 else None; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2438)
            elif _decide1965(st, L, _o, _t2436): return True
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
            _t2473 = L[4]
            _t2474 = len(_o)
            if not _t2474: _no_option1980(_t2473, 'mimicry: the new target')
            if _t2474 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2474 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2475 = st.chooser(_t2474, _t2473)
                else:
                    _t2475 = _st_bits(_t2474.bit_length())
                    while _t2475 >= _t2474: _t2475 = _st_bits(_t2474.bit_length())
                L[7] = _o[_t2475]; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2475)
            elif _decide1981(st, L, _o, _t2473): return True
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
            _t2478 = L[4]
            _t2479 = len(_o)
            if not _t2479: _no_option1980(_t2478, 'tail loss: trait to drop')
            if _t2479 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2479 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2480 = st.chooser(_t2479, _t2478)
                else:
                    _t2480 = _st_bits(_t2479.bit_length())
                    while _t2480 >= _t2479: _t2480 = _st_bits(_t2479.bit_length())
                L[8] = _o[_t2480]; st.decisions += 1
                if st.thread_player is not None: _answered1964(st, _t2480)
            elif _decide1985(st, L, _o, _t2478): return True
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

# <rulerun evolution.rules: extinction_and_new_cards #962 dda8b9c9>
def _loop(st, _t2489):
    _st_cvars = st.cvars
    _t2491 = 0
    for _t2490 in st.zones[(9 + st.model.zone_instances[st.loc[_t2489]][1])]:
        if (_st_cvars[84 + _t2490] == _t2489):
            _t2491 += (1 if ((_st_cvars[_t2490] == 'carnivorous') or (_st_cvars[_t2490] == 'high_body_weight')) else (2 if (_st_cvars[_t2490] == 'parasite') else 0))
    return _t2491

# <rulerun evolution.rules: extinction_and_new_cards #963 14f69b1c>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2498 = []
    for _t2497 in st.zones[(9 + st.model.zone_instances[st.loc[_i27l0]][1])]:
        if ((_st_cvars[84 + _t2497] == _i27l0) or (_st_cvars[168 + _t2497] == _i27l0)):
            _t2498.append(_t2497)
    return _t2498

# <rulerun evolution.rules: extinction_and_new_cards #964 977f8ac2>
def _loop(st):
    for _t2512 in (_k2037 or ()):
        if (st.vars[7 + _t2512] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout f6110de8>
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
    _t2488 = (list(_chain2023(map(_st_zones.__getitem__, _k2024))) or ())
    st.budget -= len(_t2488)
    if st.budget < 0: _spent2025(st)
    _t2487 = []
    for _t2489 in _t2488:
        if ((not ((_st_cvars[924 + _t2489] == _st_vars[0]) or (_st_cvars[504 + _t2489] >= (_memo6[_t2489] if _t2489 in _memo6 else _memo6.setdefault(_t2489, (1 + _a2026(st, _t2489))))))) or _st_cvars[588 + _t2489]):
            _t2487.append(_t2489)
    L[0] = _t2487
    _t2493 = (L[0] or [])
    st.budget -= len(_t2493)
    if st.budget < 0: _spent2025(st)
    for _t2492 in _t2493:
        L[3] = _t2492
        if _st_cvars[588 + _t2492]:
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), [_PlayerRef2028(st.model.zone_instances[_st_loc[_t2492]][1]), "'s animal ", _plain2029(_st_cvars[420 + _t2492]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), [_PlayerRef2028(st.model.zone_instances[_st_loc[_t2492]][1]), "'s animal ", _plain2029(_st_cvars[420 + _t2492]), ' starves']))
    _t2495 = (L[0] or [])
    st.budget -= len(_t2495)
    if st.budget < 0: _spent2025(st)
    for _t2494 in _t2495:
        L[6] = _t2494
        _i27l0 = _t2494
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = st.model.zone_instances[_st_loc[_i27l0]][1]
        _t2499 = (_a2031(st, _i27l0) or [])
        st.budget -= len(_t2499)
        if st.budget < 0: _spent2025(st)
        for _t2496 in _t2499:
            _i27[4] = _t2496
            _i28l0 = _t2496
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
            _t2500 = _i28l0
            _t2501 = (13 + _i28[1])
            if type(_t2500) is int and _st_log is None:
                _t2502 = _st_zones[(_t2503 := _st_loc[_t2500])]
                if _t2502[-1] == _t2500: _t2502.pop()
                else: _t2502.remove(_t2500)
                _st_zones[_t2501].append(_t2500); _st_loc[_t2500] = _t2501
                _t2504 = _leaving2033[_t2503]
                if _memo12 and _t2504 & 4096: _memo12.clear()
            elif _t2500 is not None:
                _move_cards2032(st, _t2500, _t2501, False)
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
        _t2505 = _i27l0
        _t2506 = (13 + _i27[1])
        if type(_t2505) is int and _st_log is None:
            _t2507 = _st_zones[(_t2508 := _st_loc[_t2505])]
            if _t2507[-1] == _t2505: _t2507.pop()
            else: _t2507.remove(_t2505)
            _st_zones[_t2506].append(_t2505); _st_loc[_t2505] = _t2506
            _t2509 = _leaving2034[_t2508]
            if _memo12 and _t2509 & 4096: _memo12.clear()
        elif _t2505 is not None:
            _move_cards2032(st, _t2505, _t2506, False)
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
        for _t2510 in (_k2035 or []):
            _i29[2] = _t2510
            _st_vars[7 + _t2510] = (6 if ((not _st_zones[(5 + _t2510)]) and (not _st_zones[(1 + _t2510)])) else (1 + len(_st_zones[(5 + _t2510)])))
        for _t2511 in (_o2036[_st_vars[1]] or []):
            _i29[5] = _t2511
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), ['Cards owed to ', _PlayerRef2028(_t2511), ': ', _plain2029(_st_vars[7 + _t2511])]))
        while ((not not _st_zones[0]) and _a2038(st)):
            st.budget -= 1
            if st.budget < 0: _spent2025(st)
            for _t2514 in (_o2039[_st_vars[1]] or []):
                _i29[8] = _t2514
                if not (((_st_vars[7 + _t2514] > 0) and (not not _st_zones[0]))): continue
                _t2517 = _st_zones[0]
                _t2516 = (1 + _t2514)
                if _st_log is None and _t2517:
                    _t2515 = _t2517.pop(); _st_zones[_t2516].append(_t2515); _st_loc[_t2515] = _t2516
                elif _t2517:
                    _move_cards2032(st, _t2517[-1], _t2516, False)
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
                _st_vars[7 + _t2514] = (_t2518 if -1000000000000000000 <= (_t2518 := _st_vars[7 + _t2514] - 1) <= 1000000000000000000 else _beyond2040(_t2518))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2030(_audience2027(st), ['The deck has run out: the next turn is the last']))
    for _t2519 in (list(_chain2041(map(_st_zones.__getitem__, _k2042))) or []):
        L[9] = _t2519
        _st_cvars[504 + _t2519] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout 21d4c1b6>
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
    _st_vars[0] = (_t2481 if -1000000000000000000 <= (_t2481 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2006(_t2481))
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
        for _t2482 in (_o2012[_st_vars[1]] or []):
            _i25[3] = _t2482
            if not ((not (_t2482 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2482)]):
                if _st_log is not None: _st_log.append(_Text2010(_audience2007(st), [_PlayerRef2009(_t2482), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2482])
                if len(_i25[0]) > 1000000: _too_long2013(_i25[0])
            else:
                _t2483 = _st_zones[(1 + _t2482)]
                _t2484 = _t2482
                _t2485 = len(_t2483) + 1
                if _t2485 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2486 = st.chooser(_t2485, _t2484)
                    else:
                        _t2486 = _st_bits(_t2485.bit_length())
                        while _t2486 >= _t2485: _t2486 = _st_bits(_t2485.bit_length())
                    _i25[4] = _t2483[_t2486 - 1] if _t2486 else None; st.decisions += 1
                elif _decide2016(st, _i25, _t2483[:], _t2484): raise _PlayoutCut2014()
                if (_i25[4] is None):
                    _i25[0] = _joined2017(_i25[0], [_t2482])
                else:
                    if _p2018(st, [_t2482, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
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

# <rulerun evolution.rules: play #968 80da4097>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2521 = 0
    for _t2520 in st.zones[(9 + p)]:
        _t2521 += (1 + (1 if ((_st_cvars[_t2520] == 'carnivorous') or (_st_cvars[_t2520] == 'high_body_weight')) else (2 if (_st_cvars[_t2520] == 'parasite') else 0)))
    return _t2521

# <rulerun evolution.rules: rank #969 255534bb>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2052(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 a3ac277c>
def _loop(st, _t2523):
    _st_cvars = st.cvars
    _t2526 = 0
    for _t2525 in st.zones[(9 + st.model.zone_instances[st.loc[_t2523]][1])]:
        if (_st_cvars[84 + _t2525] == _t2523):
            _t2526 += (1 + (1 if ((_st_cvars[_t2525] == 'carnivorous') or (_st_cvars[_t2525] == 'high_body_weight')) else (2 if (_st_cvars[_t2525] == 'parasite') else 0)))
    return _t2526

# <rulerun evolution.rules: play #971 a23b8246>
def _loop(st, _t2523):
    _st_cvars = st.cvars
    _t2528 = 0
    for _t2527 in st.zones[(9 + st.model.zone_instances[st.loc[_t2523]][1])]:
        if (_st_cvars[84 + _t2527] == _t2523):
            _t2528 += (1 if ((_st_cvars[_t2527] == 'carnivorous') or (_st_cvars[_t2527] == 'high_body_weight')) else (2 if (_st_cvars[_t2527] == 'parasite') else 0))
    return _t2528

# <rulerun evolution.rules: play #972 6eb09fe3>
def _loop(st, _t2523):
    _st_cvars = st.cvars
    _t2530 = 0
    for _t2529 in st.zones[(9 + st.model.zone_instances[st.loc[_t2523]][1])]:
        if (_st_cvars[84 + _t2529] == _t2523):
            _t2530 += (1 + (1 if ((_st_cvars[_t2529] == 'carnivorous') or (_st_cvars[_t2529] == 'high_body_weight')) else (2 if (_st_cvars[_t2529] == 'parasite') else 0)))
    return _t2530

# <rulerun evolution.rules: play #973 1d4d585e>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2522 = st.zones[(5 + p)]
    st.budget -= len(_t2522)
    if st.budget < 0: _spent2053(st)
    _t2524 = 0
    for _t2523 in _t2522:
        _t2524 += (0 if _st_cvars[588 + _t2523] else ((2 * (2 + _a2054(st, _t2523))) if ((_st_cvars[924 + _t2523] == _st_vars[0]) or (_st_cvars[504 + _t2523] >= (1 + _a2055(st, _t2523)))) else (2 + _a2056(st, _t2523))))
    return _t2524

# <rulerun evolution.rules: rank #974 38da12a6>
def _native(st, p):
    return (_a2057(st, p), len(st.zones[(13 + p)]), )

