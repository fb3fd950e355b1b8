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

# <rulerun evolution.rules: play_turn #4 4e167fc7>
def _loop(st):
    for _t22 in (_k23 or ()):
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

# <rulerun evolution.rules: extinction_and_new_cards #7 d46ff51d>
def _loop(st):
    for _t51 in (_k40 or ()):
        if (st.vars[7 + _t51] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 69f1ca5b>
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
    if _st_log is not None: _st_log.append(_k28)
    _t31 = ([_c for _i in [5 + _p for _p in _k29] for _c in _st_zones[_i]] or ())
    st.budget -= len(_t31)
    if st.budget < 0: _spent30(st)
    _t30 = []
    for _t32 in _t31:
        if ((not ((_st_cvars[924 + _t32] == _st_vars[0]) or (_st_cvars[504 + _t32] >= (_memo6[_t32] if _t32 in _memo6 else _memo6.setdefault(_t32, (1 + _a31(st, _t32))))))) or _st_cvars[588 + _t32]):
            _t30.append(_t32)
    L[0] = _t30
    _t36 = (L[0] or [])
    st.budget -= len(_t36)
    if st.budget < 0: _spent30(st)
    for _t35 in _t36:
        L[3] = _t35
        if _st_cvars[588 + _t35]:
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef33(st.model.zone_instances[_st_loc[_t35]][1]), "'s animal ", _plain34(_st_cvars[420 + _t35]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef33(st.model.zone_instances[_st_loc[_t35]][1]), "'s animal ", _plain34(_st_cvars[420 + _t35]), ' starves']))
    _t38 = (L[0] or [])
    st.budget -= len(_t38)
    if st.budget < 0: _spent30(st)
    for _t37 in _t38:
        L[6] = _t37
        _i5l0 = _t37
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = st.model.zone_instances[_st_loc[_i5l0]][1]
        _t42 = (_a36(st, _i5l0) or [])
        st.budget -= len(_t42)
        if st.budget < 0: _spent30(st)
        for _t39 in _t42:
            _i5[4] = _t39
            _i6l0 = _t39
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
            _t43 = _i6l0
            _t44 = (13 + _i6[1])
            if type(_t43) is int and _st_log is None:
                _t45 = _st_zones[_st_loc[_t43]]
                if _t45[-1] == _t43: _t45.pop()
                else: _t45.remove(_t43)
                _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            elif _t43 is not None:
                _move_cards37(st, _t43, _t44, False)
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
        _st_cvars[504 + _i5l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i5l0] = False
        _t46 = _i5l0
        _t47 = (13 + _i5[1])
        if type(_t46) is int and _st_log is None:
            _t48 = _st_zones[_st_loc[_t46]]
            if _t48[-1] == _t46: _t48.pop()
            else: _t48.remove(_t46)
            _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
        elif _t46 is not None:
            _move_cards37(st, _t46, _t47, False)
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
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t49 in (_k38 or []):
            _i7[2] = _t49
            _st_vars[7 + _t49] = (6 if ((not _st_zones[(5 + _t49)]) and (not _st_zones[(1 + _t49)])) else (1 + len(_st_zones[(5 + _t49)])))
        for _t50 in (_o39[_st_vars[1]] or []):
            _i7[5] = _t50
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['Cards owed to ', _PlayerRef33(_t50), ': ', _plain34(_st_vars[7 + _t50])]))
        while ((not not _st_zones[0]) and _a41(st)):
            st.budget -= 1
            if st.budget < 0: _spent30(st)
            for _t53 in (_o42[_st_vars[1]] or []):
                _i7[8] = _t53
                if not (((_st_vars[7 + _t53] > 0) and (not not _st_zones[0]))): continue
                _t56 = _st_zones[0]
                _t55 = (1 + _t53)
                if _st_log is None and _t56:
                    _t54 = _t56.pop(); _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
                elif _t56:
                    _move_cards37(st, _t56[-1], _t55, False)
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
                _st_vars[7 + _t53] = (_t57 if -1000000000000000000 <= (_t57 := _st_vars[7 + _t53] - 1) <= 1000000000000000000 else _beyond43(_t57))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['The deck has run out: the next turn is the last']))
    for _t58 in ([_c for _i in [5 + _p for _p in _k44] for _c in _st_zones[_i]] or []):
        L[9] = _t58
        _st_cvars[504 + _t58] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #9 fcb275a0>
def _native(st, L):
    _st_vars = st.vars
    if _p46(st, _k45[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 c0cae4df>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text49(_audience47(st), [_PlayerRef48(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long50(L[0])

# <rulerun evolution.rules: development #12 8ed2fd9a>
def _native(st, L):
    L[0] = _joined51(L[0], [L[3]])

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

# <rulerun evolution.rules: play_card #15 6b8ce0c1>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t64 = ([_c for _i in [5 + _p for _p in _k64] for _c in st.zones[_i]] or ())
    st.budget -= len(_t64)
    if st.budget < 0: _spent65(st)
    for _t65 in _t64:
        if ((st.model.zone_instances[_st_loc[_t65]][1] != _l0) and (not (_memo7[(_t65, 'parasite',)] if (_t65, 'parasite',) in _memo7 else _memo7.setdefault((_t65, 'parasite',), _a66(st, _t65))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 80eb6a1f>
def _loop(st, _t63, _t71, _t75):
    _st_cvars = st.cvars
    for _t76 in st.zones[(9 + st.model.zone_instances[st.loc[_t71]][1])]:
        if ((_st_cvars[_t76] == _t63) and (((_st_cvars[84 + _t76] == _t71) and (_st_cvars[168 + _t76] == _t75)) or ((_st_cvars[84 + _t76] == _t75) and (_st_cvars[168 + _t76] == _t71)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 49415ea3>
def _loop(st, L, _t63):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t70 = _st_zones[(5 + _l0)]
    st.budget -= len(_t70)
    if st.budget < 0: _spent68(st)
    for _t71 in _t70:
        _t74 = _st_zones[(5 + _l0)]
        st.budget -= len(_t74)
        if st.budget < 0: _spent68(st)
        _t73 = False
        for _t75 in _t74:
            if (_memo9[(_t71, _t75, _t63,)] if (_t71, _t75, _t63,) in _memo9 else _memo9.setdefault((_t71, _t75, _t63,), ((_t71 != _t75) and (not _a69(st, _t63, _t71, _t75))))):
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

# <rulerun evolution.rules: play_card #21 0b7a720f>
def _loop(st, L, _t63):
    _memo7 = st.memos[7]
    _t78 = st.zones[(5 + L[0])]
    st.budget -= len(_t78)
    if st.budget < 0: _spent71(st)
    for _t79 in _t78:
        if ((((_t63 == 'fat_tissue') or (not (_memo7[(_t79, _t63,)] if (_t79, _t63,) in _memo7 else _memo7.setdefault((_t79, _t63,), _a72(st, _t63, _t79))))) and (not ((_t63 == 'scavenger') and (_memo7[(_t79, 'carnivorous',)] if (_t79, 'carnivorous',) in _memo7 else _memo7.setdefault((_t79, 'carnivorous',), _a73(st, _t79)))))) and (not ((_t63 == 'carnivorous') and (_memo7[(_t79, 'scavenger',)] if (_t79, 'scavenger',) in _memo7 else _memo7.setdefault((_t79, 'scavenger',), _a74(st, _t79)))))):
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

# <rulerun evolution.rules: play_card #24 9b197ca3>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t96 = ([_c for _i in [5 + _p for _p in _k87] for _c in st.zones[_i]] or ())
    st.budget -= len(_t96)
    if st.budget < 0: _spent88(st)
    _t98 = []
    for _t97 in _t96:
        if ((st.model.zone_instances[_st_loc[_t97]][1] != _l0) and (not (_memo7[(_t97, 'parasite',)] if (_t97, 'parasite',) in _memo7 else _memo7.setdefault((_t97, 'parasite',), _a89(st, _t97))))):
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

# <rulerun evolution.rules: play_card #32 07881273>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain91(_text92(((((('animal ' + _plain91(_st_cvars[420 + L[4]]) + ' of ' + _player_text93(st.model.zone_instances[st.loc[L[4]]][1])) + (_text92(' ' + _plain91(_a94(st, L))) if (not not (_a95(st, L) or ())) else '')) + (' food ' + _plain91(_st_cvars[504 + L[4]]) + '/' + _plain91((1 + _a96(st, L))))) + ((' fat ' + _plain91(_a97(st, L)) + '/' + _plain91(_a98(st, L))) if (_a99(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 0b691eef>
def _loop(st, L, _t121, _t125):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t126 in st.zones[(9 + st.model.zone_instances[st.loc[_t121]][1])]:
        if ((_st_cvars[_t126] == _l3) and (((_st_cvars[84 + _t126] == _t121) and (_st_cvars[168 + _t126] == _t125)) or ((_st_cvars[84 + _t126] == _t125) and (_st_cvars[168 + _t126] == _t121)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 d44877b9>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t120 = _st_zones[(5 + _l0)]
    st.budget -= len(_t120)
    if st.budget < 0: _spent102(st)
    _t122 = []
    for _t121 in _t120:
        _t124 = _st_zones[(5 + _l0)]
        st.budget -= len(_t124)
        if st.budget < 0: _spent102(st)
        _t123 = False
        for _t125 in _t124:
            if (_memo9[(_t121, _t125, _l3,)] if (_t121, _t125, _l3,) in _memo9 else _memo9.setdefault((_t121, _t125, _l3,), ((_t121 != _t125) and (not _a103(st, L, _t121, _t125))))):
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

# <rulerun evolution.rules: play_card #42 f90a3b7d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain105(_text106(((((('animal ' + _plain105(_st_cvars[420 + L[5]]) + ' of ' + _player_text107(st.model.zone_instances[st.loc[L[5]]][1])) + (_text106(' ' + _plain105(_a108(st, L))) if (not not (_a109(st, L) or ())) else '')) + (' food ' + _plain105(_st_cvars[504 + L[5]]) + '/' + _plain105((1 + _a110(st, L))))) + ((' fat ' + _plain105(_a111(st, L)) + '/' + _plain105(_a112(st, L))) if (_a113(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 137af0c3>
def _loop(st, L, _t145):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t147 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t147] == _l3) and (((_st_cvars[84 + _t147] == _l5) and (_st_cvars[168 + _t147] == _t145)) or ((_st_cvars[84 + _t147] == _t145) and (_st_cvars[168 + _t147] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 46d9cff8>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t144 = st.zones[(5 + L[0])]
    st.budget -= len(_t144)
    if st.budget < 0: _spent116(st)
    _t146 = []
    for _t145 in _t144:
        if (_memo9[(_l5, _t145, _l3,)] if (_l5, _t145, _l3,) in _memo9 else _memo9.setdefault((_l5, _t145, _l3,), ((_l5 != _t145) and (not _a117(st, L, _t145))))):
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

# <rulerun evolution.rules: play_card #52 3eb9682b>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain119(_text120(((((('animal ' + _plain119(_st_cvars[420 + L[6]]) + ' of ' + _player_text121(st.model.zone_instances[st.loc[L[6]]][1])) + (_text120(' ' + _plain119(_a122(st, L))) if (not not (_a123(st, L) or ())) else '')) + (' food ' + _plain119(_st_cvars[504 + L[6]]) + '/' + _plain119((1 + _a124(st, L))))) + ((' fat ' + _plain119(_a125(st, L)) + '/' + _plain119(_a126(st, L))) if (_a127(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

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

# <rulerun evolution.rules: play_card #60 efeb2ae3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain130(_text131(((((('animal ' + _plain130(_st_cvars[420 + L[7]]) + ' of ' + _player_text132(st.model.zone_instances[st.loc[L[7]]][1])) + (_text131(' ' + _plain130(_a133(st, L))) if (not not (_a134(st, L) or ())) else '')) + (' food ' + _plain130(_st_cvars[504 + L[7]]) + '/' + _plain130((1 + _a135(st, L))))) + ((' fat ' + _plain130(_a136(st, L)) + '/' + _plain130(_a137(st, L))) if (_a138(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

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

# <rulerun evolution.rules: play_card #64 1c34d11c>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t187 = st.zones[(5 + L[0])]
    st.budget -= len(_t187)
    if st.budget < 0: _spent141(st)
    _t189 = []
    for _t188 in _t187:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t188, _l3,)] if (_t188, _l3,) in _memo7 else _memo7.setdefault((_t188, _l3,), _a142(st, L, _t188))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t188, 'carnivorous',)] if (_t188, 'carnivorous',) in _memo7 else _memo7.setdefault((_t188, 'carnivorous',), _a143(st, _t188)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t188, 'scavenger',)] if (_t188, 'scavenger',) in _memo7 else _memo7.setdefault((_t188, 'scavenger',), _a144(st, _t188)))))):
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

# <rulerun evolution.rules: play_card #72 bf46dd44>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain146(_text147(((((('animal ' + _plain146(_st_cvars[420 + L[8]]) + ' of ' + _player_text148(st.model.zone_instances[st.loc[L[8]]][1])) + (_text147(' ' + _plain146(_a149(st, L))) if (not not (_a150(st, L) or ())) else '')) + (' food ' + _plain146(_st_cvars[504 + L[8]]) + '/' + _plain146((1 + _a151(st, L))))) + ((' fat ' + _plain146(_a152(st, L)) + '/' + _plain146(_a153(st, L))) if (_a154(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 9e37166e>
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
    _t62 = ([_c61[_l1], _c62[_l1]] or ())
    st.budget -= len(_t62)
    if st.budget < 0: _spent63(st)
    _t69 = _NOT_YET
    _t61 = []
    for _t63 in _t62:
        if ((_t63 != 'no_trait') and (_memo11[(_l0, _t63,)] if (_l0, _t63,) in _memo11 else _memo11.setdefault((_l0, _t63,), ((_t69 if _t69 is not _NOT_YET else (_t69 := _a67(st, L))) if (_t63 == 'parasite') else (_a70(st, L, _t63) if (((_t63 == 'symbiosis') or (_t63 == 'communication')) or (_t63 == 'cooperation')) else _a75(st, L, _t63)))))):
            _t61.append(_t63)
    L[2] = _joined76(['animal'], _t61)
    _t87 = (L[2] or [])
    _t88 = _l0
    _t89 = len(_t87)
    if not _t89: _no_option79(_t88, 'play it as')
    if _t89 <= 1 and _st_log is None:
        L[3] = _t87[0] if _t89 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t90 = st.chooser(_t89, _t88)
        else:
            _t90 = _st_bits(_t89.bit_length())
            while _t90 >= _t89: _t90 = _st_bits(_t89.bit_length())
        L[3] = _t87[_t90]; st.decisions += 1
    elif _decide80(st, L, _t87, _t88): raise _PlayoutCut77()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t91 if -1000000000000000000 <= (_t91 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond81(_t91))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t92 = _l1
        _t93 = (5 + _l0)
        if type(_t92) is int and _st_log is None:
            _t94 = _st_zones[_st_loc[_t92]]
            if _t94[-1] == _t92: _t94.pop()
            else: _t94.remove(_t92)
            _st_zones[_t93].append(_t92); _st_loc[_t92] = _t93
        elif _t92 is not None:
            _move_cards82(st, _t92, _t93, False)
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
        if _st_log is not None: _st_log.append(_Text86(_audience83(st), [_PlayerRef84(_l0), ' plays a new animal: animal ', _plain85(_st_cvars[420 + _l1])]))
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
        _t95 = (_a90(st, L) or [])
        _t113 = _l0
        _t114 = len(_t95)
        if not _t114: _no_option79(_t113, 'animal to put the parasite on')
        if _t114 <= 1 and _st_log is None:
            L[4] = _t95[0] if _t114 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t115 = st.chooser(_t114, _t113)
            else:
                _t115 = _st_bits(_t114.bit_length())
                while _t115 >= _t114: _t115 = _st_bits(_t114.bit_length())
            L[4] = _t95[_t115]; st.decisions += 1
        elif _decide101(st, L, _t95, _t113): raise _PlayoutCut77()
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
        _t116 = _l1
        _t117 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t116) is int and _st_log is None:
            _t118 = _st_zones[_st_loc[_t116]]
            if _t118[-1] == _t116: _t118.pop()
            else: _t118.remove(_t116)
            _st_zones[_t117].append(_t116); _st_loc[_t116] = _t117
        elif _t116 is not None:
            _move_cards82(st, _t116, _t117, False)
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
        if _st_log is not None: _st_log.append(_Text86(_audience83(st), [_PlayerRef84(_l0), ' puts a parasite on ', _PlayerRef84(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain85(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t119 = (_a104(st, L) or [])
        _t140 = _l0
        _t141 = len(_t119)
        if not _t141: _no_option79(_t140, 'first animal of the pair')
        if _t141 <= 1 and _st_log is None:
            L[5] = _t119[0] if _t141 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t142 = st.chooser(_t141, _t140)
            else:
                _t142 = _st_bits(_t141.bit_length())
                while _t142 >= _t141: _t142 = _st_bits(_t141.bit_length())
            L[5] = _t119[_t142]; st.decisions += 1
        elif _decide115(st, L, _t119, _t140): raise _PlayoutCut77()
        _t143 = (_a118(st, L) or [])
        _t161 = _l0
        _t162 = len(_t143)
        if not _t162: _no_option79(_t161, 'second animal of the pair')
        if _t162 <= 1 and _st_log is None:
            L[6] = _t143[0] if _t162 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t163 = st.chooser(_t162, _t161)
            else:
                _t163 = _st_bits(_t162.bit_length())
                while _t163 >= _t162: _t163 = _st_bits(_t162.bit_length())
            L[6] = _t143[_t163]; st.decisions += 1
        elif _decide129(st, L, _t143, _t161): raise _PlayoutCut77()
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
            _t164 = [L[5], L[6]]
            _t177 = _l0
            _t178 = len(_t164)
            if not _t178: _no_option79(_t177, 'the symbiont')
            if _t178 <= 1 and _st_log is None:
                L[7] = _t164[0] if _t178 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t179 = st.chooser(_t178, _t177)
                else:
                    _t179 = _st_bits(_t178.bit_length())
                    while _t179 >= _t178: _t179 = _st_bits(_t178.bit_length())
                L[7] = _t164[_t179]; st.decisions += 1
            elif _decide140(st, L, _t164, _t177): raise _PlayoutCut77()
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
            _t180 = _l1
            _t181 = (9 + _l0)
            if type(_t180) is int and _st_log is None:
                _t182 = _st_zones[_st_loc[_t180]]
                if _t182[-1] == _t180: _t182.pop()
                else: _t182.remove(_t180)
                _st_zones[_t181].append(_t180); _st_loc[_t180] = _t181
            elif _t180 is not None:
                _move_cards82(st, _t180, _t181, False)
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
            if _st_log is not None: _st_log.append(_Text86(_audience83(st), [_PlayerRef84(_l0), ' plays symbiosis: animal ', _plain85(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain85(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t183 = _l1
            _t184 = (9 + _l0)
            if type(_t183) is int and _st_log is None:
                _t185 = _st_zones[_st_loc[_t183]]
                if _t185[-1] == _t183: _t185.pop()
                else: _t185.remove(_t183)
                _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
            elif _t183 is not None:
                _move_cards82(st, _t183, _t184, False)
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
            if _st_log is not None: _st_log.append(_Text86(_audience83(st), [_PlayerRef84(_l0), ' plays ', _plain85(L[3]), ' between animal ', _plain85(_st_cvars[420 + L[5]]), ' and animal ', _plain85(_st_cvars[420 + L[6]])]))
    else:
        _t186 = (_a145(st, L) or [])
        _t208 = _l0
        _t209 = len(_t186)
        if not _t209: _no_option79(_t208, 'animal to give it to')
        if _t209 <= 1 and _st_log is None:
            L[8] = _t186[0] if _t209 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t210 = st.chooser(_t209, _t208)
            else:
                _t210 = _st_bits(_t209.bit_length())
                while _t210 >= _t209: _t210 = _st_bits(_t209.bit_length())
            L[8] = _t186[_t210]; st.decisions += 1
        elif _decide156(st, L, _t186, _t208): raise _PlayoutCut77()
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
        _t211 = _l1
        _t212 = (9 + _l0)
        if type(_t211) is int and _st_log is None:
            _t213 = _st_zones[_st_loc[_t211]]
            if _t213[-1] == _t211: _t213.pop()
            else: _t213.remove(_t211)
            _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
        elif _t211 is not None:
            _move_cards82(st, _t211, _t212, False)
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
        if _st_log is not None: _st_log.append(_Text86(_audience83(st), [_PlayerRef84(_l0), ' gives ', _plain85(L[3]), ' to animal ', _plain85(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 53f7b0c3>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent52(st)
        for _t59 in (_o53[st.vars[1]] or []):
            L[3] = _t59
            if not ((not (_t59 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t59)]):
                if _st_log is not None: _st_log.append(_Text56(_audience54(st), [_PlayerRef55(_t59), ' has no cards and passes']))
                L[0] = (L[0] + [_t59])
                if len(L[0]) > 1000000: _too_long57(L[0])
            else:
                _t60 = _st_zones[(1 + _t59)]
                if _offer59(st, L, _t60[:]): raise _PlayoutCut58()
                if (L[4] is None):
                    L[0] = _joined60(L[0], [_t59])
                else:
                    if _p157(st, [_t59, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 e9b68969>
def _native(st, L):
    return _o158[st.vars[1]]

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

# <rulerun evolution.rules: play_card #84 f2683b8e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t217 = ([_c for _i in [5 + _p for _p in _k162] for _c in st.zones[_i]] or ())
    st.budget -= len(_t217)
    if st.budget < 0: _spent163(st)
    for _t218 in _t217:
        if ((st.model.zone_instances[_st_loc[_t218]][1] != _l0) and (not (_memo7[(_t218, 'parasite',)] if (_t218, 'parasite',) in _memo7 else _memo7.setdefault((_t218, 'parasite',), _a164(st, _t218))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 992de359>
def _loop(st, _t216, _t224, _t228):
    _st_cvars = st.cvars
    for _t229 in st.zones[(9 + st.model.zone_instances[st.loc[_t224]][1])]:
        if ((_st_cvars[_t229] == _t216) and (((_st_cvars[84 + _t229] == _t224) and (_st_cvars[168 + _t229] == _t228)) or ((_st_cvars[84 + _t229] == _t228) and (_st_cvars[168 + _t229] == _t224)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 a42d3f23>
def _loop(st, L, _t216):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t223 = _st_zones[(5 + _l0)]
    st.budget -= len(_t223)
    if st.budget < 0: _spent166(st)
    for _t224 in _t223:
        _t227 = _st_zones[(5 + _l0)]
        st.budget -= len(_t227)
        if st.budget < 0: _spent166(st)
        _t226 = False
        for _t228 in _t227:
            if (_memo9[(_t224, _t228, _t216,)] if (_t224, _t228, _t216,) in _memo9 else _memo9.setdefault((_t224, _t228, _t216,), ((_t224 != _t228) and (not _a167(st, _t216, _t224, _t228))))):
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

# <rulerun evolution.rules: play_card #90 6b6551af>
def _loop(st, L, _t216):
    _memo7 = st.memos[7]
    _t231 = st.zones[(5 + L[0])]
    st.budget -= len(_t231)
    if st.budget < 0: _spent169(st)
    for _t232 in _t231:
        if ((((_t216 == 'fat_tissue') or (not (_memo7[(_t232, _t216,)] if (_t232, _t216,) in _memo7 else _memo7.setdefault((_t232, _t216,), _a170(st, _t216, _t232))))) and (not ((_t216 == 'scavenger') and (_memo7[(_t232, 'carnivorous',)] if (_t232, 'carnivorous',) in _memo7 else _memo7.setdefault((_t232, 'carnivorous',), _a171(st, _t232)))))) and (not ((_t216 == 'carnivorous') and (_memo7[(_t232, 'scavenger',)] if (_t232, 'scavenger',) in _memo7 else _memo7.setdefault((_t232, 'scavenger',), _a172(st, _t232)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 fca66acc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t215 = ([_c159[_l1], _c160[_l1]] or ())
    st.budget -= len(_t215)
    if st.budget < 0: _spent161(st)
    _t222 = _NOT_YET
    _t214 = []
    for _t216 in _t215:
        if ((_t216 != 'no_trait') and (_memo11[(_l0, _t216,)] if (_l0, _t216,) in _memo11 else _memo11.setdefault((_l0, _t216,), ((_t222 if _t222 is not _NOT_YET else (_t222 := _a165(st, L))) if (_t216 == 'parasite') else (_a168(st, L, _t216) if (((_t216 == 'symbiosis') or (_t216 == 'communication')) or (_t216 == 'cooperation')) else _a173(st, L, _t216)))))):
            _t214.append(_t216)
    L[2] = _joined174(['animal'], _t214)

# <rulerun evolution.rules: play_card #92 7d92288f>
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
        _st_vars[11] = (_t240 if -1000000000000000000 <= (_t240 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond175(_t240))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t241 = _l1
        _t242 = (5 + _l0)
        if type(_t241) is int and _st_log is None:
            _t243 = _st_zones[_st_loc[_t241]]
            if _t243[-1] == _t241: _t243.pop()
            else: _t243.remove(_t241)
            _st_zones[_t242].append(_t241); _st_loc[_t241] = _t242
        elif _t241 is not None:
            _move_cards176(st, _t241, _t242, False)
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
        if _st_log is not None: _st_log.append(_Text180(_audience177(st), [_PlayerRef178(_l0), ' plays a new animal: animal ', _plain179(_st_cvars[420 + _l1])]))
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

# <rulerun evolution.rules: play_card #93 ca6cecfd>
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
    _t244 = _l1
    _t245 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t244) is int and _st_log is None:
        _t246 = _st_zones[_st_loc[_t244]]
        if _t246[-1] == _t244: _t246.pop()
        else: _t246.remove(_t244)
        _st_zones[_t245].append(_t244); _st_loc[_t244] = _t245
    elif _t244 is not None:
        _move_cards181(st, _t244, _t245, False)
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
    if _st_log is not None: _st_log.append(_Text185(_audience182(st), [_PlayerRef183(L[0]), ' puts a parasite on ', _PlayerRef183(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain184(_st_cvars[420 + _l4])]))

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

# <rulerun evolution.rules: play_card #95 145bc6aa>
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
    _t247 = _l1
    _t248 = (9 + _l0)
    if type(_t247) is int and _st_log is None:
        _t249 = _st_zones[_st_loc[_t247]]
        if _t249[-1] == _t247: _t249.pop()
        else: _t249.remove(_t247)
        _st_zones[_t248].append(_t247); _st_loc[_t247] = _t248
    elif _t247 is not None:
        _move_cards186(st, _t247, _t248, False)
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
    if _st_log is not None: _st_log.append(_Text190(_audience187(st), [_PlayerRef188(_l0), ' plays symbiosis: animal ', _plain189(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain189(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 ed420c8f>
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
    _t250 = L[1]
    _t251 = (9 + _l0)
    if type(_t250) is int and _st_log is None:
        _t252 = _st_zones[_st_loc[_t250]]
        if _t252[-1] == _t250: _t252.pop()
        else: _t252.remove(_t250)
        _st_zones[_t251].append(_t250); _st_loc[_t250] = _t251
    elif _t250 is not None:
        _move_cards191(st, _t250, _t251, False)
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
    if _st_log is not None: _st_log.append(_Text195(_audience192(st), [_PlayerRef193(_l0), ' plays ', _plain194(L[3]), ' between animal ', _plain194(_st_cvars[420 + L[5]]), ' and animal ', _plain194(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 33cd67c8>
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
    _t253 = _l1
    _t254 = (9 + _l0)
    if type(_t253) is int and _st_log is None:
        _t255 = _st_zones[_st_loc[_t253]]
        if _t255[-1] == _t253: _t255.pop()
        else: _t255.remove(_t253)
        _st_zones[_t254].append(_t253); _st_loc[_t253] = _t254
    elif _t253 is not None:
        _move_cards196(st, _t253, _t254, False)
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
    if _st_log is not None: _st_log.append(_Text200(_audience197(st), [_PlayerRef198(_l0), ' gives ', _plain199(L[3]), ' to animal ', _plain199(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 d6317fb5>
def _loop(st, _t258):
    _st_cvars = st.cvars
    for _t260 in st.zones[(9 + st.model.zone_instances[st.loc[_t258]][1])]:
        if ((_st_cvars[84 + _t260] == _t258) and (_st_cvars[_t260] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 90a4aa2c>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t257 = ([_c for _i in [5 + _p for _p in _k201] for _c in st.zones[_i]] or ())
    st.budget -= len(_t257)
    if st.budget < 0: _spent202(st)
    _t259 = []
    for _t258 in _t257:
        if ((st.model.zone_instances[_st_loc[_t258]][1] != _l0) and (not (_memo7[(_t258, 'parasite',)] if (_t258, 'parasite',) in _memo7 else _memo7.setdefault((_t258, 'parasite',), _a203(st, _t258))))):
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

# <rulerun evolution.rules: play_card #101 a3f542d8>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t269 = _st_zones[(5 + _l0)]
    st.budget -= len(_t269)
    if st.budget < 0: _spent214(st)
    _t271 = []
    for _t270 in _t269:
        _t273 = _st_zones[(5 + _l0)]
        st.budget -= len(_t273)
        if st.budget < 0: _spent214(st)
        _t272 = False
        for _t274 in _t273:
            if (_memo9[(_t270, _t274, _l3,)] if (_t270, _t274, _l3,) in _memo9 else _memo9.setdefault((_t270, _t274, _l3,), ((_t270 != _t274) and (not _a215(st, L, _t270, _t274))))):
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

# <rulerun evolution.rules: play_card #103 4429985e>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t281 = st.zones[(5 + L[0])]
    st.budget -= len(_t281)
    if st.budget < 0: _spent219(st)
    _t283 = []
    for _t282 in _t281:
        if (_memo9[(_l5, _t282, _l3,)] if (_l5, _t282, _l3,) in _memo9 else _memo9.setdefault((_l5, _t282, _l3,), ((_l5 != _t282) and (not _a220(st, L, _t282))))):
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

# <rulerun evolution.rules: play_card #107 45e89c24>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t300 = st.zones[(5 + L[0])]
    st.budget -= len(_t300)
    if st.budget < 0: _spent226(st)
    _t302 = []
    for _t301 in _t300:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t301, _l3,)] if (_t301, _l3,) in _memo7 else _memo7.setdefault((_t301, _l3,), _a227(st, L, _t301))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t301, 'carnivorous',)] if (_t301, 'carnivorous',) in _memo7 else _memo7.setdefault((_t301, 'carnivorous',), _a228(st, _t301)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t301, 'scavenger',)] if (_t301, 'scavenger',) in _memo7 else _memo7.setdefault((_t301, 'scavenger',), _a229(st, _t301)))))):
            _t302.append(_t301)
    return _t302

# <rulerun evolution.rules: play_card #108 94e5d0a5>
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
        _t256 = (_a204(st, L) or [])
        _t262 = _l0
        _t263 = len(_t256)
        if not _t263: _no_option207(_t262, 'animal to put the parasite on')
        if _t263 <= 1 and _st_log is None:
            L[4] = _t256[0] if _t263 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t264 = st.chooser(_t263, _t262)
            else:
                _t264 = _st_bits(_t263.bit_length())
                while _t264 >= _t263: _t264 = _st_bits(_t263.bit_length())
            L[4] = _t256[_t264]; st.decisions += 1
        elif _decide208(st, L, _t256, _t262): raise _PlayoutCut205()
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
        _t265 = _l1
        _t266 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t265) is int and _st_log is None:
            _t267 = _st_zones[_st_loc[_t265]]
            if _t267[-1] == _t265: _t267.pop()
            else: _t267.remove(_t265)
            _st_zones[_t266].append(_t265); _st_loc[_t265] = _t266
        elif _t265 is not None:
            _move_cards209(st, _t265, _t266, False)
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
        if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' puts a parasite on ', _PlayerRef211(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain212(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t268 = (_a216(st, L) or [])
        _t277 = _l0
        _t278 = len(_t268)
        if not _t278: _no_option207(_t277, 'first animal of the pair')
        if _t278 <= 1 and _st_log is None:
            L[5] = _t268[0] if _t278 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t279 = st.chooser(_t278, _t277)
            else:
                _t279 = _st_bits(_t278.bit_length())
                while _t279 >= _t278: _t279 = _st_bits(_t278.bit_length())
            L[5] = _t268[_t279]; st.decisions += 1
        elif _decide218(st, L, _t268, _t277): raise _PlayoutCut205()
        _t280 = (_a221(st, L) or [])
        _t286 = _l0
        _t287 = len(_t280)
        if not _t287: _no_option207(_t286, 'second animal of the pair')
        if _t287 <= 1 and _st_log is None:
            L[6] = _t280[0] if _t287 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t288 = st.chooser(_t287, _t286)
            else:
                _t288 = _st_bits(_t287.bit_length())
                while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
            L[6] = _t280[_t288]; st.decisions += 1
        elif _decide223(st, L, _t280, _t286): raise _PlayoutCut205()
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
            _t289 = [L[5], L[6]]
            _t290 = _l0
            _t291 = len(_t289)
            if not _t291: _no_option207(_t290, 'the symbiont')
            if _t291 <= 1 and _st_log is None:
                L[7] = _t289[0] if _t291 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t292 = st.chooser(_t291, _t290)
                else:
                    _t292 = _st_bits(_t291.bit_length())
                    while _t292 >= _t291: _t292 = _st_bits(_t291.bit_length())
                L[7] = _t289[_t292]; st.decisions += 1
            elif _decide225(st, L, _t289, _t290): raise _PlayoutCut205()
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
            _t293 = _l1
            _t294 = (9 + _l0)
            if type(_t293) is int and _st_log is None:
                _t295 = _st_zones[_st_loc[_t293]]
                if _t295[-1] == _t293: _t295.pop()
                else: _t295.remove(_t293)
                _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
            elif _t293 is not None:
                _move_cards209(st, _t293, _t294, False)
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
            if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' plays symbiosis: animal ', _plain212(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain212(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t296 = _l1
            _t297 = (9 + _l0)
            if type(_t296) is int and _st_log is None:
                _t298 = _st_zones[_st_loc[_t296]]
                if _t298[-1] == _t296: _t298.pop()
                else: _t298.remove(_t296)
                _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
            elif _t296 is not None:
                _move_cards209(st, _t296, _t297, False)
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
            if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' plays ', _plain212(_l3), ' between animal ', _plain212(_st_cvars[420 + L[5]]), ' and animal ', _plain212(_st_cvars[420 + L[6]])]))
    else:
        _t299 = (_a230(st, L) or [])
        _t309 = _l0
        _t310 = len(_t299)
        if not _t310: _no_option207(_t309, 'animal to give it to')
        if _t310 <= 1 and _st_log is None:
            L[8] = _t299[0] if _t310 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t311 = st.chooser(_t310, _t309)
            else:
                _t311 = _st_bits(_t310.bit_length())
                while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
            L[8] = _t299[_t311]; st.decisions += 1
        elif _decide232(st, L, _t299, _t309): raise _PlayoutCut205()
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
        _t312 = _l1
        _t313 = (9 + _l0)
        if type(_t312) is int and _st_log is None:
            _t314 = _st_zones[_st_loc[_t312]]
            if _t314[-1] == _t312: _t314.pop()
            else: _t314.remove(_t312)
            _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
        elif _t312 is not None:
            _move_cards209(st, _t312, _t313, False)
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
        if _st_log is not None: _st_log.append(_Text213(_audience210(st), [_PlayerRef211(_l0), ' gives ', _plain212(_l3), ' to animal ', _plain212(_st_cvars[420 + L[8]])]))

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

# <rulerun evolution.rules: play_card #112 9b93412c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t316 = ([_c for _i in [5 + _p for _p in _k233] for _c in st.zones[_i]] or ())
    st.budget -= len(_t316)
    if st.budget < 0: _spent234(st)
    _t315 = []
    for _t317 in _t316:
        if ((st.model.zone_instances[_st_loc[_t317]][1] != _l0) and (not _a235(st, _t317))):
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

# <rulerun evolution.rules: play_card #115 0c36e858>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t321 = _st_zones[(5 + _l0)]
    st.budget -= len(_t321)
    if st.budget < 0: _spent236(st)
    _t320 = []
    for _t322 in _t321:
        _t324 = _st_zones[(5 + _l0)]
        st.budget -= len(_t324)
        if st.budget < 0: _spent236(st)
        _t323 = False
        for _t325 in _t324:
            if ((_t322 != _t325) and (not _a237(st, L, _t322, _t325))):
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

# <rulerun evolution.rules: play_card #117 ee4b39ba>
def _native(st, L):
    _l5 = L[5]
    _t329 = st.zones[(5 + L[0])]
    st.budget -= len(_t329)
    if st.budget < 0: _spent238(st)
    _t328 = []
    for _t330 in _t329:
        if ((_l5 != _t330) and (not _a239(st, L, _t330))):
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

# <rulerun evolution.rules: play_card #123 2d80fbe3>
def _native(st, L):
    _l3 = L[3]
    _t334 = st.zones[(5 + L[0])]
    st.budget -= len(_t334)
    if st.budget < 0: _spent240(st)
    _t333 = []
    for _t335 in _t334:
        if ((((_l3 == 'fat_tissue') or (not _a241(st, L, _t335))) and (not ((_l3 == 'scavenger') and _a242(st, _t335)))) and (not ((_l3 == 'carnivorous') and _a243(st, _t335)))):
            _t333.append(_t335)
    return _t333

# <rulerun evolution.rules: determining_the_food_base #124 493a7c2e>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k244)
    _st_vars[3] = ((_roll245(st, 1, 6) + 2) if (4 == 2) else (_roll245(st, 2, 6) if (4 == 3) else ((_roll245(st, 2, 6) + 2) if (4 == 4) else ((_roll245(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll245(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll245(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll245(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text249(_audience246(st), [_PlayerRef247(_st_vars[1]), ' rolls the food base: ', _plain248(_st_vars[3]), ' red tokens']))

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

# <rulerun evolution.rules: feeding #131 8963a7ff>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t343 = ([_c for _i in [5 + _p for _p in _k250] for _c in st.zones[_i]] or [])
    st.budget -= len(_t343)
    if st.budget < 0: _spent251(st)
    for _t342 in _t343:
        _i8[2] = _t342
        if _st_log is not None: _st_log.append(_Text262(_audience252(st), ['  ', _plain254(_text253(((((('animal ' + _plain254(_st_cvars[420 + _t342]) + ' of ' + _player_text255(st.model.zone_instances[st.loc[_t342]][1])) + (_text253(' ' + _plain254(_a256(st, _t342))) if (not not (_a257(st, _t342) or ())) else '')) + (' food ' + _plain254(_st_cvars[504 + _t342]) + '/' + _plain254((_memo6[_t342] if _t342 in _memo6 else _memo6.setdefault(_t342, (1 + _a258(st, _t342))))))) + ((' fat ' + _plain254((_memo5[_t342] if _t342 in _memo5 else _memo5.setdefault(_t342, _a259(st, _t342)))) + '/' + _plain254((_memo4[_t342] if _t342 in _memo4 else _memo4.setdefault(_t342, _a260(st, _t342))))) if ((_memo4[_t342] if _t342 in _memo4 else _memo4.setdefault(_t342, _a261(st, _t342))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t342] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t342] else '')))))]))

# <rulerun evolution.rules: feeding #132 a6196d3b>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text265(_audience263(st), [_plain264(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

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

# <rulerun evolution.rules: show_animals #139 03cbbb50>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t357 = ([_c for _i in [5 + _p for _p in _k266] for _c in st.zones[_i]] or [])
    st.budget -= len(_t357)
    if st.budget < 0: _spent267(st)
    for _t356 in _t357:
        L[2] = _t356
        if _st_log is not None: _st_log.append(_Text278(_audience268(st), ['  ', _plain270(_text269(((((('animal ' + _plain270(_st_cvars[420 + _t356]) + ' of ' + _player_text271(st.model.zone_instances[st.loc[_t356]][1])) + (_text269(' ' + _plain270(_a272(st, _t356))) if (not not (_a273(st, _t356) or ())) else '')) + (' food ' + _plain270(_st_cvars[504 + _t356]) + '/' + _plain270((_memo6[_t356] if _t356 in _memo6 else _memo6.setdefault(_t356, (1 + _a274(st, _t356))))))) + ((' fat ' + _plain270((_memo5[_t356] if _t356 in _memo5 else _memo5.setdefault(_t356, _a275(st, _t356)))) + '/' + _plain270((_memo4[_t356] if _t356 in _memo4 else _memo4.setdefault(_t356, _a276(st, _t356))))) if ((_memo4[_t356] if _t356 in _memo4 else _memo4.setdefault(_t356, _a277(st, _t356))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t356] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t356] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 3257c77c>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t370 if -1000000000000000000 <= (_t370 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond279(_t370))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 975462ad>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond280(_t371))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text282(_audience281(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 944c2a47>
def _native(st, L):
    return _o283[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 e5ee4f7a>
def _loop(st, _t374):
    _st_cvars = st.cvars
    _t376 = 0
    for _t375 in st.zones[(9 + st.model.zone_instances[st.loc[_t374]][1])]:
        if (_st_cvars[84 + _t375] == _t374):
            _t376 += (1 if ((_st_cvars[_t375] == 'carnivorous') or (_st_cvars[_t375] == 'high_body_weight')) else (2 if (_st_cvars[_t375] == 'parasite') else 0))
    return _t376

# <rulerun evolution.rules: feeding_end_check #147 8bdddd3d>
def _loop(st, _t374):
    _st_cvars = st.cvars
    _t378 = 0
    for _t377 in st.zones[(9 + st.model.zone_instances[st.loc[_t374]][1])]:
        if (((_st_cvars[84 + _t377] == _t374) and (_st_cvars[_t377] == 'fat_tissue')) and _st_cvars[252 + _t377]):
            _t378 += 1
    return _t378

# <rulerun evolution.rules: feeding_end_check #148 69500c78>
def _loop(st, _t374):
    _st_cvars = st.cvars
    _t380 = 0
    for _t379 in st.zones[(9 + st.model.zone_instances[st.loc[_t374]][1])]:
        if ((_st_cvars[84 + _t379] == _t374) and (_st_cvars[_t379] == 'fat_tissue')):
            _t380 += 1
    return _t380

# <rulerun evolution.rules: feeding_end_check #149 6661cb66>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if (_st_cvars[84 + _t387] == _t385):
            _t388 += (1 if ((_st_cvars[_t387] == 'carnivorous') or (_st_cvars[_t387] == 'high_body_weight')) else (2 if (_st_cvars[_t387] == 'parasite') else 0))
    return _t388

# <rulerun evolution.rules: feeding_end_check #150 45858165>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t390 = 0
    for _t389 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if (((_st_cvars[84 + _t389] == _t385) and (_st_cvars[_t389] == 'fat_tissue')) and _st_cvars[252 + _t389]):
            _t390 += 1
    return _t390

# <rulerun evolution.rules: feeding_end_check #151 b9e8301f>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t392 = 0
    for _t391 in st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]:
        if ((_st_cvars[84 + _t391] == _t385) and (_st_cvars[_t391] == 'fat_tissue')):
            _t392 += 1
    return _t392

# <rulerun evolution.rules: feeding_end_check #152 14473664>
def _loop(st, _t394):
    _st_cvars = st.cvars
    _t397 = 0
    for _t396 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t394]]][1])]:
        if (_st_cvars[84 + _t396] == _st_cvars[84 + _t394]):
            _t397 += (1 if ((_st_cvars[_t396] == 'carnivorous') or (_st_cvars[_t396] == 'high_body_weight')) else (2 if (_st_cvars[_t396] == 'parasite') else 0))
    return _t397

# <rulerun evolution.rules: feeding_end_check #153 04c71c40>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t393 = st.zones[(9 + st.model.zone_instances[st.loc[_t385]][1])]
    st.budget -= len(_t393)
    if st.budget < 0: _spent297(st)
    for _t394 in _t393:
        if (((_st_cvars[_t394] == 'symbiosis') and (_st_cvars[168 + _t394] == _t385)) and (not ((_st_cvars[924 + _st_cvars[84 + _t394]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t394]] >= (_memo6[_st_cvars[84 + _t394]] if _st_cvars[84 + _t394] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t394], (1 + _a298(st, _t394)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 cdf708c6>
def _loop(st, _t383):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t384 = st.zones[(5 + _t383)]
    st.budget -= len(_t384)
    if st.budget < 0: _spent293(st)
    for _t385 in _t384:
        if ((not ((_st_cvars[924 + _t385] == _st_vars[0]) or ((_st_cvars[504 + _t385] >= (_memo6[_t385] if _t385 in _memo6 else _memo6.setdefault(_t385, (1 + _a294(st, _t385))))) and ((_memo5[_t385] if _t385 in _memo5 else _memo5.setdefault(_t385, _a295(st, _t385))) >= (_memo4[_t385] if _t385 in _memo4 else _memo4.setdefault(_t385, _a296(st, _t385))))))) and (_memo14[_t385] if _t385 in _memo14 else _memo14.setdefault(_t385, (not _a299(st, _t385))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 d114ff5b>
def _loop(st, _t399):
    _st_cvars = st.cvars
    for _t401 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if ((_st_cvars[84 + _t401] == _t399) and (_st_cvars[_t401] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 d90bf8ab>
def _loop(st, _t399):
    _st_cvars = st.cvars
    _t404 = 0
    for _t403 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if (_st_cvars[84 + _t403] == _t399):
            _t404 += (1 if ((_st_cvars[_t403] == 'carnivorous') or (_st_cvars[_t403] == 'high_body_weight')) else (2 if (_st_cvars[_t403] == 'parasite') else 0))
    return _t404

# <rulerun evolution.rules: feeding_end_check #157 6252c45b>
def _loop(st, _t399):
    _st_cvars = st.cvars
    _t406 = 0
    for _t405 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if (((_st_cvars[84 + _t405] == _t399) and (_st_cvars[_t405] == 'fat_tissue')) and _st_cvars[252 + _t405]):
            _t406 += 1
    return _t406

# <rulerun evolution.rules: feeding_end_check #158 e74edfba>
def _loop(st, _t399):
    _st_cvars = st.cvars
    _t408 = 0
    for _t407 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if ((_st_cvars[84 + _t407] == _t399) and (_st_cvars[_t407] == 'fat_tissue')):
            _t408 += 1
    return _t408

# <rulerun evolution.rules: feeding_end_check #159 c10b77ff>
def _loop(st, _t410):
    _st_cvars = st.cvars
    _t413 = 0
    for _t412 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t410]]][1])]:
        if (_st_cvars[84 + _t412] == _st_cvars[84 + _t410]):
            _t413 += (1 if ((_st_cvars[_t412] == 'carnivorous') or (_st_cvars[_t412] == 'high_body_weight')) else (2 if (_st_cvars[_t412] == 'parasite') else 0))
    return _t413

# <rulerun evolution.rules: feeding_end_check #160 8ce80bcd>
def _loop(st, _t399):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t409 = st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]
    st.budget -= len(_t409)
    if st.budget < 0: _spent306(st)
    for _t410 in _t409:
        if (((_st_cvars[_t410] == 'symbiosis') and (_st_cvars[168 + _t410] == _t399)) and (not ((_st_cvars[924 + _st_cvars[84 + _t410]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t410]] >= (_memo6[_st_cvars[84 + _t410]] if _st_cvars[84 + _t410] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t410], (1 + _a307(st, _t410)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 7929a9b0>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t417 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t417] == _t415) and (_st_cvars[_t417] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 b6773c57>
def _loop(st, _t399):
    _st_cvars = st.cvars
    for _t419 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if ((_st_cvars[84 + _t419] == _t399) and (_st_cvars[_t419] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 23011996>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t423 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t423] == _t415) and (_st_cvars[_t423] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 05d5292e>
def _loop(st, _t399):
    _st_cvars = st.cvars
    for _t425 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if ((_st_cvars[84 + _t425] == _t399) and (_st_cvars[_t425] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 2db118a4>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t429 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t429] == _t415) and (_st_cvars[_t429] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 fa6fdaa2>
def _loop(st, _t399):
    _st_cvars = st.cvars
    for _t431 in st.zones[(9 + st.model.zone_instances[st.loc[_t399]][1])]:
        if ((_st_cvars[84 + _t431] == _t399) and (_st_cvars[_t431] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 3332e1ee>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t435 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[84 + _t435] == _t415) and (_st_cvars[_t435] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 4692a618>
def _loop(st, _t415):
    _st_cvars = st.cvars
    _t438 = 0
    for _t437 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if (_st_cvars[84 + _t437] == _t415):
            _t438 += (1 if ((_st_cvars[_t437] == 'carnivorous') or (_st_cvars[_t437] == 'high_body_weight')) else (2 if (_st_cvars[_t437] == 'parasite') else 0))
    return _t438

# <rulerun evolution.rules: feeding_end_check #169 6e0f8881>
def _loop(st, _t415):
    _st_cvars = st.cvars
    for _t439 in st.zones[(9 + st.model.zone_instances[st.loc[_t415]][1])]:
        if ((_st_cvars[_t439] == 'symbiosis') and (_st_cvars[168 + _t439] == _t415)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 9b25db8c>
def _loop(st, _t399):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t414 = ([_c for _i in [5 + _p for _p in _k309] for _c in st.zones[_i]] or ())
    st.budget -= len(_t414)
    if st.budget < 0: _spent310(st)
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t427 = _NOT_YET
    _t428 = _NOT_YET
    _t433 = _NOT_YET
    _t434 = _NOT_YET
    for _t415 in _t414:
        if ((((((_t399 != _t415) and ((not (_memo7[(_t415, 'camouflage',)] if (_t415, 'camouflage',) in _memo7 else _memo7.setdefault((_t415, 'camouflage',), _a311(st, _t415)))) or (_t422 if _t422 is not _NOT_YET else (_t422 := (_memo7[(_t399, 'sharp_vision',)] if (_t399, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t399, 'sharp_vision',), (_t421 if _t421 is not _NOT_YET else (_t421 := _a312(st, _t399))))))))) and ((not (_memo7[(_t415, 'high_body_weight',)] if (_t415, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t415, 'high_body_weight',), _a313(st, _t415)))) or (_t428 if _t428 is not _NOT_YET else (_t428 := (_memo7[(_t399, 'high_body_weight',)] if (_t399, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t399, 'high_body_weight',), (_t427 if _t427 is not _NOT_YET else (_t427 := _a314(st, _t399))))))))) and ((_memo7[(_t415, 'swimming',)] if (_t415, 'swimming',) in _memo7 else _memo7.setdefault((_t415, 'swimming',), _a315(st, _t415))) == (_t434 if _t434 is not _NOT_YET else (_t434 := (_memo7[(_t399, 'swimming',)] if (_t399, 'swimming',) in _memo7 else _memo7.setdefault((_t399, 'swimming',), (_t433 if _t433 is not _NOT_YET else (_t433 := _a316(st, _t399))))))))) and (not ((_memo7[(_t415, 'burrowing',)] if (_t415, 'burrowing',) in _memo7 else _memo7.setdefault((_t415, 'burrowing',), _a317(st, _t415))) and ((_st_cvars[924 + _t415] == _st_vars[0]) or (_st_cvars[504 + _t415] >= (_memo6[_t415] if _t415 in _memo6 else _memo6.setdefault(_t415, (1 + _a318(st, _t415))))))))) and (not (_memo13[_t415] if _t415 in _memo13 else _memo13.setdefault(_t415, _a319(st, _t415))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 eda80017>
def _loop(st, _t383):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t398 = st.zones[(5 + _t383)]
    st.budget -= len(_t398)
    if st.budget < 0: _spent301(st)
    for _t399 in _t398:
        if (_memo0[_t399] if _t399 in _memo0 else _memo0.setdefault(_t399, ((((_memo7[(_t399, 'carnivorous',)] if (_t399, 'carnivorous',) in _memo7 else _memo7.setdefault((_t399, 'carnivorous',), _a302(st, _t399))) and (_st_cvars[672 + _t399] != _st_vars[0])) and ((not ((_st_cvars[924 + _t399] == _st_vars[0]) or ((_st_cvars[504 + _t399] >= (_memo6[_t399] if _t399 in _memo6 else _memo6.setdefault(_t399, (1 + _a303(st, _t399))))) and ((_memo5[_t399] if _t399 in _memo5 else _memo5.setdefault(_t399, _a304(st, _t399))) >= (_memo4[_t399] if _t399 in _memo4 else _memo4.setdefault(_t399, _a305(st, _t399))))))) and (_memo14[_t399] if _t399 in _memo14 else _memo14.setdefault(_t399, (not _a308(st, _t399)))))) and _a320(st, _t399)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 e1101773>
def _loop(st, _t442):
    _st_cvars = st.cvars
    _t445 = 0
    for _t444 in st.zones[(9 + st.model.zone_instances[st.loc[_t442]][1])]:
        if (_st_cvars[84 + _t444] == _t442):
            _t445 += (1 if ((_st_cvars[_t444] == 'carnivorous') or (_st_cvars[_t444] == 'high_body_weight')) else (2 if (_st_cvars[_t444] == 'parasite') else 0))
    return _t445

# <rulerun evolution.rules: feeding_end_check #173 e52b9ac2>
def _loop(st, _t442):
    _st_cvars = st.cvars
    _t447 = 0
    for _t446 in st.zones[(9 + st.model.zone_instances[st.loc[_t442]][1])]:
        if (((_st_cvars[84 + _t446] == _t442) and (_st_cvars[_t446] == 'fat_tissue')) and _st_cvars[252 + _t446]):
            _t447 += 1
    return _t447

# <rulerun evolution.rules: feeding_end_check #174 1c2c0bf5>
def _loop(st, _t383):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t441 = st.zones[(5 + _t383)]
    st.budget -= len(_t441)
    if st.budget < 0: _spent322(st)
    for _t442 in _t441:
        if ((not ((_st_cvars[924 + _t442] == _st_vars[0]) or (_st_cvars[504 + _t442] >= (_memo6[_t442] if _t442 in _memo6 else _memo6.setdefault(_t442, (1 + _a323(st, _t442))))))) and ((_memo5[_t442] if _t442 in _memo5 else _memo5.setdefault(_t442, _a324(st, _t442))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 b67e88ac>
def _loop(st, _t449):
    _st_cvars = st.cvars
    for _t451 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if ((_st_cvars[84 + _t451] == _t449) and (_st_cvars[_t451] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 1ffde998>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t454 = 0
    for _t453 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if (_st_cvars[84 + _t453] == _t449):
            _t454 += (1 if ((_st_cvars[_t453] == 'carnivorous') or (_st_cvars[_t453] == 'high_body_weight')) else (2 if (_st_cvars[_t453] == 'parasite') else 0))
    return _t454

# <rulerun evolution.rules: feeding_end_check #177 a926c0bb>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t456 = 0
    for _t455 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if (_st_cvars[84 + _t455] == _t449):
            _t456 += (1 if ((_st_cvars[_t455] == 'carnivorous') or (_st_cvars[_t455] == 'high_body_weight')) else (2 if (_st_cvars[_t455] == 'parasite') else 0))
    return _t456

# <rulerun evolution.rules: feeding_end_check #178 defea17f>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t458 = 0
    for _t457 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if (((_st_cvars[84 + _t457] == _t449) and (_st_cvars[_t457] == 'fat_tissue')) and _st_cvars[252 + _t457]):
            _t458 += 1
    return _t458

# <rulerun evolution.rules: feeding_end_check #179 412b4ff7>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t460 = 0
    for _t459 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if ((_st_cvars[84 + _t459] == _t449) and (_st_cvars[_t459] == 'fat_tissue')):
            _t460 += 1
    return _t460

# <rulerun evolution.rules: feeding_end_check #180 ba47ac0f>
def _loop(st, _t462):
    _st_cvars = st.cvars
    _t465 = 0
    for _t464 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t462]]][1])]:
        if (_st_cvars[84 + _t464] == _st_cvars[84 + _t462]):
            _t465 += (1 if ((_st_cvars[_t464] == 'carnivorous') or (_st_cvars[_t464] == 'high_body_weight')) else (2 if (_st_cvars[_t464] == 'parasite') else 0))
    return _t465

# <rulerun evolution.rules: feeding_end_check #181 44b8dad7>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t461 = st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]
    st.budget -= len(_t461)
    if st.budget < 0: _spent332(st)
    for _t462 in _t461:
        if (((_st_cvars[_t462] == 'symbiosis') and (_st_cvars[168 + _t462] == _t449)) and (not ((_st_cvars[924 + _st_cvars[84 + _t462]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t462]] >= (_memo6[_st_cvars[84 + _t462]] if _st_cvars[84 + _t462] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t462], (1 + _a333(st, _t462)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 6dcd8350>
def _loop(st, _t467):
    _st_cvars = st.cvars
    _t470 = 0
    for _t469 in st.zones[(9 + st.model.zone_instances[st.loc[_t467]][1])]:
        if (_st_cvars[84 + _t469] == _t467):
            _t470 += (1 if ((_st_cvars[_t469] == 'carnivorous') or (_st_cvars[_t469] == 'high_body_weight')) else (2 if (_st_cvars[_t469] == 'parasite') else 0))
    return _t470

# <rulerun evolution.rules: feeding_end_check #183 0b70e644>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t466 = ([_c for _i in [5 + _p for _p in _k335] for _c in st.zones[_i]] or ())
    st.budget -= len(_t466)
    if st.budget < 0: _spent336(st)
    for _t467 in _t466:
        if ((_t467 != _t449) and ((not ((_st_cvars[924 + _t467] == _st_vars[0]) or (_st_cvars[504 + _t467] >= (_memo6[_t467] if _t467 in _memo6 else _memo6.setdefault(_t467, (1 + _a337(st, _t467))))))) and (_st_cvars[504 + _t467] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 0d293be0>
def _loop(st, _t449):
    _st_cvars = st.cvars
    for _t471 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if ((_st_cvars[84 + _t471] == _t449) and (_st_cvars[_t471] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 a00c709d>
def _loop(st, _t449):
    _st_cvars = st.cvars
    _t474 = 0
    for _t473 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if (_st_cvars[84 + _t473] == _t449):
            _t474 += (1 if ((_st_cvars[_t473] == 'carnivorous') or (_st_cvars[_t473] == 'high_body_weight')) else (2 if (_st_cvars[_t473] == 'parasite') else 0))
    return _t474

# <rulerun evolution.rules: feeding_end_check #186 8cd23204>
def _loop(st, _t449):
    _st_cvars = st.cvars
    for _t475 in st.zones[(9 + st.model.zone_instances[st.loc[_t449]][1])]:
        if ((_st_cvars[84 + _t475] == _t449) and (_st_cvars[_t475] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 a81c1017>
def _loop(st, _t383):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t448 = st.zones[(5 + _t383)]
    st.budget -= len(_t448)
    if st.budget < 0: _spent326(st)
    for _t449 in _t448:
        if (((_memo10[_t449] if _t449 in _memo10 else _memo10.setdefault(_t449, (((((_memo7[(_t449, 'piracy',)] if (_t449, 'piracy',) in _memo7 else _memo7.setdefault((_t449, 'piracy',), _a327(st, _t449))) and (_st_cvars[756 + _t449] != _st_vars[0])) and (not ((_st_cvars[924 + _t449] == _st_vars[0]) or (_st_cvars[504 + _t449] >= (_memo6[_t449] if _t449 in _memo6 else _memo6.setdefault(_t449, (1 + _a328(st, _t449)))))))) and ((not ((_st_cvars[924 + _t449] == _st_vars[0]) or ((_st_cvars[504 + _t449] >= (_memo6[_t449] if _t449 in _memo6 else _memo6.setdefault(_t449, (1 + _a329(st, _t449))))) and ((_memo5[_t449] if _t449 in _memo5 else _memo5.setdefault(_t449, _a330(st, _t449))) >= (_memo4[_t449] if _t449 in _memo4 else _memo4.setdefault(_t449, _a331(st, _t449))))))) and (_memo14[_t449] if _t449 in _memo14 else _memo14.setdefault(_t449, (not _a334(st, _t449)))))) and _a338(st, _t449)))) or (((((_memo7[(_t449, 'hibernation',)] if (_t449, 'hibernation',) in _memo7 else _memo7.setdefault((_t449, 'hibernation',), _a339(st, _t449))) and (_st_cvars[924 + _t449] != _st_vars[0])) and (_st_cvars[924 + _t449] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t449] == _st_vars[0]) or (_st_cvars[504 + _t449] >= (_memo6[_t449] if _t449 in _memo6 else _memo6.setdefault(_t449, (1 + _a340(st, _t449))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t449, 'grazing',)] if (_t449, 'grazing',) in _memo7 else _memo7.setdefault((_t449, 'grazing',), _a341(st, _t449))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 f0993280>
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
    _t373 = ([_c for _i in [5 + _p for _p in _k284] for _c in st.zones[_i]] or ())
    st.budget -= len(_t373)
    if st.budget < 0: _spent285(st)
    _t372 = True
    for _t374 in _t373:
        if not (((_st_cvars[924 + _t374] == _st_vars[0]) or ((_st_cvars[504 + _t374] >= (_memo6[_t374] if _t374 in _memo6 else _memo6.setdefault(_t374, (1 + _a286(st, _t374))))) and ((_memo5[_t374] if _t374 in _memo5 else _memo5.setdefault(_t374, _a287(st, _t374))) >= (_memo4[_t374] if _t374 in _memo4 else _memo4.setdefault(_t374, _a288(st, _t374))))))):
            _t372 = False
            break
    if _t372:
        if _st_log is not None: _st_log.append(_Text290(_audience289(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo291(6)
    _t382 = (_k292 or ())
    st.budget -= len(_t382)
    if st.budget < 0: _spent285(st)
    _t381 = False
    for _t383 in _t382:
        if (_memo8[_t383] if _t383 in _memo8 else _memo8.setdefault(_t383, ((((_memo3[_t383] if _t383 in _memo3 else _memo3.setdefault(_t383, ((_st_vars[3] > 0) and _a300(st, _t383)))) or (_memo1[_t383] if _t383 in _memo1 else _memo1.setdefault(_t383, _a321(st, _t383)))) or (_memo2[_t383] if _t383 in _memo2 else _memo2.setdefault(_t383, _a325(st, _t383)))) or _a342(st, _t383)))):
            _t381 = True
            break
    if (not _t381):
        if _st_log is not None: _st_log.append(_Text290(_audience289(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo291(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 6bfad0c5>
def _loop(st, _t479):
    _st_cvars = st.cvars
    _t481 = 0
    for _t480 in st.zones[(9 + st.model.zone_instances[st.loc[_t479]][1])]:
        if (_st_cvars[84 + _t480] == _t479):
            _t481 += (1 if ((_st_cvars[_t480] == 'carnivorous') or (_st_cvars[_t480] == 'high_body_weight')) else (2 if (_st_cvars[_t480] == 'parasite') else 0))
    return _t481

# <rulerun evolution.rules: feeding_turn_of #191 6a5130ab>
def _loop(st, _t479):
    _st_cvars = st.cvars
    _t483 = 0
    for _t482 in st.zones[(9 + st.model.zone_instances[st.loc[_t479]][1])]:
        if (((_st_cvars[84 + _t482] == _t479) and (_st_cvars[_t482] == 'fat_tissue')) and _st_cvars[252 + _t482]):
            _t483 += 1
    return _t483

# <rulerun evolution.rules: feeding_turn_of #192 216e1107>
def _loop(st, _t479):
    _st_cvars = st.cvars
    _t485 = 0
    for _t484 in st.zones[(9 + st.model.zone_instances[st.loc[_t479]][1])]:
        if ((_st_cvars[84 + _t484] == _t479) and (_st_cvars[_t484] == 'fat_tissue')):
            _t485 += 1
    return _t485

# <rulerun evolution.rules: feeding_turn_of #193 ce8bd411>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t493 = 0
    for _t492 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if (_st_cvars[84 + _t492] == _t490):
            _t493 += (1 if ((_st_cvars[_t492] == 'carnivorous') or (_st_cvars[_t492] == 'high_body_weight')) else (2 if (_st_cvars[_t492] == 'parasite') else 0))
    return _t493

# <rulerun evolution.rules: feeding_turn_of #194 6d8af275>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t495 = 0
    for _t494 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if (((_st_cvars[84 + _t494] == _t490) and (_st_cvars[_t494] == 'fat_tissue')) and _st_cvars[252 + _t494]):
            _t495 += 1
    return _t495

# <rulerun evolution.rules: feeding_turn_of #195 a27e7ab9>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]:
        if ((_st_cvars[84 + _t496] == _t490) and (_st_cvars[_t496] == 'fat_tissue')):
            _t497 += 1
    return _t497

# <rulerun evolution.rules: feeding_turn_of #196 f2af8e72>
def _loop(st, _t499):
    _st_cvars = st.cvars
    _t502 = 0
    for _t501 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t499]]][1])]:
        if (_st_cvars[84 + _t501] == _st_cvars[84 + _t499]):
            _t502 += (1 if ((_st_cvars[_t501] == 'carnivorous') or (_st_cvars[_t501] == 'high_body_weight')) else (2 if (_st_cvars[_t501] == 'parasite') else 0))
    return _t502

# <rulerun evolution.rules: feeding_turn_of #197 f2258bc6>
def _loop(st, _t490):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t498 = st.zones[(9 + st.model.zone_instances[st.loc[_t490]][1])]
    st.budget -= len(_t498)
    if st.budget < 0: _spent356(st)
    for _t499 in _t498:
        if (((_st_cvars[_t499] == 'symbiosis') and (_st_cvars[168 + _t499] == _t490)) and (not ((_st_cvars[924 + _st_cvars[84 + _t499]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t499]] >= (_memo6[_st_cvars[84 + _t499]] if _st_cvars[84 + _t499] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t499], (1 + _a357(st, _t499)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 d15bd2d1>
def _loop(st, _t488):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t489 = st.zones[(5 + _t488)]
    st.budget -= len(_t489)
    if st.budget < 0: _spent352(st)
    for _t490 in _t489:
        if ((not ((_st_cvars[924 + _t490] == _st_vars[0]) or ((_st_cvars[504 + _t490] >= (_memo6[_t490] if _t490 in _memo6 else _memo6.setdefault(_t490, (1 + _a353(st, _t490))))) and ((_memo5[_t490] if _t490 in _memo5 else _memo5.setdefault(_t490, _a354(st, _t490))) >= (_memo4[_t490] if _t490 in _memo4 else _memo4.setdefault(_t490, _a355(st, _t490))))))) and (_memo14[_t490] if _t490 in _memo14 else _memo14.setdefault(_t490, (not _a358(st, _t490))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 9a8a2c3e>
def _loop(st, _t504):
    _st_cvars = st.cvars
    for _t506 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if ((_st_cvars[84 + _t506] == _t504) and (_st_cvars[_t506] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 ed1c7370>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _t509 = 0
    for _t508 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if (_st_cvars[84 + _t508] == _t504):
            _t509 += (1 if ((_st_cvars[_t508] == 'carnivorous') or (_st_cvars[_t508] == 'high_body_weight')) else (2 if (_st_cvars[_t508] == 'parasite') else 0))
    return _t509

# <rulerun evolution.rules: feeding_turn_of #201 b632ce5c>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _t511 = 0
    for _t510 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if (((_st_cvars[84 + _t510] == _t504) and (_st_cvars[_t510] == 'fat_tissue')) and _st_cvars[252 + _t510]):
            _t511 += 1
    return _t511

# <rulerun evolution.rules: feeding_turn_of #202 fdd79f75>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _t513 = 0
    for _t512 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if ((_st_cvars[84 + _t512] == _t504) and (_st_cvars[_t512] == 'fat_tissue')):
            _t513 += 1
    return _t513

# <rulerun evolution.rules: feeding_turn_of #203 60f3f3d1>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t518 = 0
    for _t517 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t515]]][1])]:
        if (_st_cvars[84 + _t517] == _st_cvars[84 + _t515]):
            _t518 += (1 if ((_st_cvars[_t517] == 'carnivorous') or (_st_cvars[_t517] == 'high_body_weight')) else (2 if (_st_cvars[_t517] == 'parasite') else 0))
    return _t518

# <rulerun evolution.rules: feeding_turn_of #204 dd086320>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t514 = st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]
    st.budget -= len(_t514)
    if st.budget < 0: _spent365(st)
    for _t515 in _t514:
        if (((_st_cvars[_t515] == 'symbiosis') and (_st_cvars[168 + _t515] == _t504)) and (not ((_st_cvars[924 + _st_cvars[84 + _t515]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t515]] >= (_memo6[_st_cvars[84 + _t515]] if _st_cvars[84 + _t515] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t515], (1 + _a366(st, _t515)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 ec4b5280>
def _loop(st, _t520):
    _st_cvars = st.cvars
    for _t522 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if ((_st_cvars[84 + _t522] == _t520) and (_st_cvars[_t522] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 46fe5e76>
def _loop(st, _t504):
    _st_cvars = st.cvars
    for _t524 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if ((_st_cvars[84 + _t524] == _t504) and (_st_cvars[_t524] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 bd6172f0>
def _loop(st, _t520):
    _st_cvars = st.cvars
    for _t528 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if ((_st_cvars[84 + _t528] == _t520) and (_st_cvars[_t528] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 20c73e7d>
def _loop(st, _t504):
    _st_cvars = st.cvars
    for _t530 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if ((_st_cvars[84 + _t530] == _t504) and (_st_cvars[_t530] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 ff831a24>
def _loop(st, _t520):
    _st_cvars = st.cvars
    for _t534 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if ((_st_cvars[84 + _t534] == _t520) and (_st_cvars[_t534] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 93627f46>
def _loop(st, _t504):
    _st_cvars = st.cvars
    for _t536 in st.zones[(9 + st.model.zone_instances[st.loc[_t504]][1])]:
        if ((_st_cvars[84 + _t536] == _t504) and (_st_cvars[_t536] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 f8e9ce5e>
def _loop(st, _t520):
    _st_cvars = st.cvars
    for _t540 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if ((_st_cvars[84 + _t540] == _t520) and (_st_cvars[_t540] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 8f219f6e>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t543 = 0
    for _t542 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if (_st_cvars[84 + _t542] == _t520):
            _t543 += (1 if ((_st_cvars[_t542] == 'carnivorous') or (_st_cvars[_t542] == 'high_body_weight')) else (2 if (_st_cvars[_t542] == 'parasite') else 0))
    return _t543

# <rulerun evolution.rules: feeding_turn_of #213 df2e1aab>
def _loop(st, _t520):
    _st_cvars = st.cvars
    for _t544 in st.zones[(9 + st.model.zone_instances[st.loc[_t520]][1])]:
        if ((_st_cvars[_t544] == 'symbiosis') and (_st_cvars[168 + _t544] == _t520)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 4b29d806>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t519 = ([_c for _i in [5 + _p for _p in _k368] for _c in st.zones[_i]] or ())
    st.budget -= len(_t519)
    if st.budget < 0: _spent369(st)
    _t526 = _NOT_YET
    _t527 = _NOT_YET
    _t532 = _NOT_YET
    _t533 = _NOT_YET
    _t538 = _NOT_YET
    _t539 = _NOT_YET
    for _t520 in _t519:
        if ((((((_t504 != _t520) and ((not (_memo7[(_t520, 'camouflage',)] if (_t520, 'camouflage',) in _memo7 else _memo7.setdefault((_t520, 'camouflage',), _a370(st, _t520)))) or (_t527 if _t527 is not _NOT_YET else (_t527 := (_memo7[(_t504, 'sharp_vision',)] if (_t504, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t504, 'sharp_vision',), (_t526 if _t526 is not _NOT_YET else (_t526 := _a371(st, _t504))))))))) and ((not (_memo7[(_t520, 'high_body_weight',)] if (_t520, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t520, 'high_body_weight',), _a372(st, _t520)))) or (_t533 if _t533 is not _NOT_YET else (_t533 := (_memo7[(_t504, 'high_body_weight',)] if (_t504, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t504, 'high_body_weight',), (_t532 if _t532 is not _NOT_YET else (_t532 := _a373(st, _t504))))))))) and ((_memo7[(_t520, 'swimming',)] if (_t520, 'swimming',) in _memo7 else _memo7.setdefault((_t520, 'swimming',), _a374(st, _t520))) == (_t539 if _t539 is not _NOT_YET else (_t539 := (_memo7[(_t504, 'swimming',)] if (_t504, 'swimming',) in _memo7 else _memo7.setdefault((_t504, 'swimming',), (_t538 if _t538 is not _NOT_YET else (_t538 := _a375(st, _t504))))))))) and (not ((_memo7[(_t520, 'burrowing',)] if (_t520, 'burrowing',) in _memo7 else _memo7.setdefault((_t520, 'burrowing',), _a376(st, _t520))) and ((_st_cvars[924 + _t520] == _st_vars[0]) or (_st_cvars[504 + _t520] >= (_memo6[_t520] if _t520 in _memo6 else _memo6.setdefault(_t520, (1 + _a377(st, _t520))))))))) and (not (_memo13[_t520] if _t520 in _memo13 else _memo13.setdefault(_t520, _a378(st, _t520))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 25441642>
def _loop(st, _t488):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t503 = st.zones[(5 + _t488)]
    st.budget -= len(_t503)
    if st.budget < 0: _spent360(st)
    for _t504 in _t503:
        if (_memo0[_t504] if _t504 in _memo0 else _memo0.setdefault(_t504, ((((_memo7[(_t504, 'carnivorous',)] if (_t504, 'carnivorous',) in _memo7 else _memo7.setdefault((_t504, 'carnivorous',), _a361(st, _t504))) and (_st_cvars[672 + _t504] != _st_vars[0])) and ((not ((_st_cvars[924 + _t504] == _st_vars[0]) or ((_st_cvars[504 + _t504] >= (_memo6[_t504] if _t504 in _memo6 else _memo6.setdefault(_t504, (1 + _a362(st, _t504))))) and ((_memo5[_t504] if _t504 in _memo5 else _memo5.setdefault(_t504, _a363(st, _t504))) >= (_memo4[_t504] if _t504 in _memo4 else _memo4.setdefault(_t504, _a364(st, _t504))))))) and (_memo14[_t504] if _t504 in _memo14 else _memo14.setdefault(_t504, (not _a367(st, _t504)))))) and _a379(st, _t504)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 ee82a1d1>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t550 = 0
    for _t549 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if (_st_cvars[84 + _t549] == _t547):
            _t550 += (1 if ((_st_cvars[_t549] == 'carnivorous') or (_st_cvars[_t549] == 'high_body_weight')) else (2 if (_st_cvars[_t549] == 'parasite') else 0))
    return _t550

# <rulerun evolution.rules: feeding_turn_of #217 c44f100b>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t552 = 0
    for _t551 in st.zones[(9 + st.model.zone_instances[st.loc[_t547]][1])]:
        if (((_st_cvars[84 + _t551] == _t547) and (_st_cvars[_t551] == 'fat_tissue')) and _st_cvars[252 + _t551]):
            _t552 += 1
    return _t552

# <rulerun evolution.rules: feeding_turn_of #218 1b0a9e83>
def _loop(st, _t488):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t546 = st.zones[(5 + _t488)]
    st.budget -= len(_t546)
    if st.budget < 0: _spent381(st)
    for _t547 in _t546:
        if ((not ((_st_cvars[924 + _t547] == _st_vars[0]) or (_st_cvars[504 + _t547] >= (_memo6[_t547] if _t547 in _memo6 else _memo6.setdefault(_t547, (1 + _a382(st, _t547))))))) and ((_memo5[_t547] if _t547 in _memo5 else _memo5.setdefault(_t547, _a383(st, _t547))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 0af65c14>
def _loop(st, _t554):
    _st_cvars = st.cvars
    for _t556 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if ((_st_cvars[84 + _t556] == _t554) and (_st_cvars[_t556] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 ea6bf9ea>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _t559 = 0
    for _t558 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if (_st_cvars[84 + _t558] == _t554):
            _t559 += (1 if ((_st_cvars[_t558] == 'carnivorous') or (_st_cvars[_t558] == 'high_body_weight')) else (2 if (_st_cvars[_t558] == 'parasite') else 0))
    return _t559

# <rulerun evolution.rules: feeding_turn_of #221 cc5fc60d>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _t561 = 0
    for _t560 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if (_st_cvars[84 + _t560] == _t554):
            _t561 += (1 if ((_st_cvars[_t560] == 'carnivorous') or (_st_cvars[_t560] == 'high_body_weight')) else (2 if (_st_cvars[_t560] == 'parasite') else 0))
    return _t561

# <rulerun evolution.rules: feeding_turn_of #222 0015e732>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _t563 = 0
    for _t562 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if (((_st_cvars[84 + _t562] == _t554) and (_st_cvars[_t562] == 'fat_tissue')) and _st_cvars[252 + _t562]):
            _t563 += 1
    return _t563

# <rulerun evolution.rules: feeding_turn_of #223 fecee4b5>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _t565 = 0
    for _t564 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if ((_st_cvars[84 + _t564] == _t554) and (_st_cvars[_t564] == 'fat_tissue')):
            _t565 += 1
    return _t565

# <rulerun evolution.rules: feeding_turn_of #224 86527fd6>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t570 = 0
    for _t569 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t567]]][1])]:
        if (_st_cvars[84 + _t569] == _st_cvars[84 + _t567]):
            _t570 += (1 if ((_st_cvars[_t569] == 'carnivorous') or (_st_cvars[_t569] == 'high_body_weight')) else (2 if (_st_cvars[_t569] == 'parasite') else 0))
    return _t570

# <rulerun evolution.rules: feeding_turn_of #225 8d2e871b>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t566 = st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]
    st.budget -= len(_t566)
    if st.budget < 0: _spent391(st)
    for _t567 in _t566:
        if (((_st_cvars[_t567] == 'symbiosis') and (_st_cvars[168 + _t567] == _t554)) and (not ((_st_cvars[924 + _st_cvars[84 + _t567]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t567]] >= (_memo6[_st_cvars[84 + _t567]] if _st_cvars[84 + _t567] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t567], (1 + _a392(st, _t567)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 e728f633>
def _loop(st, _t572):
    _st_cvars = st.cvars
    _t575 = 0
    for _t574 in st.zones[(9 + st.model.zone_instances[st.loc[_t572]][1])]:
        if (_st_cvars[84 + _t574] == _t572):
            _t575 += (1 if ((_st_cvars[_t574] == 'carnivorous') or (_st_cvars[_t574] == 'high_body_weight')) else (2 if (_st_cvars[_t574] == 'parasite') else 0))
    return _t575

# <rulerun evolution.rules: feeding_turn_of #227 b161bc0f>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t571 = ([_c for _i in [5 + _p for _p in _k394] for _c in st.zones[_i]] or ())
    st.budget -= len(_t571)
    if st.budget < 0: _spent395(st)
    for _t572 in _t571:
        if ((_t572 != _t554) and ((not ((_st_cvars[924 + _t572] == _st_vars[0]) or (_st_cvars[504 + _t572] >= (_memo6[_t572] if _t572 in _memo6 else _memo6.setdefault(_t572, (1 + _a396(st, _t572))))))) and (_st_cvars[504 + _t572] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 e6486951>
def _loop(st, _t554):
    _st_cvars = st.cvars
    for _t576 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if ((_st_cvars[84 + _t576] == _t554) and (_st_cvars[_t576] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 d441a33d>
def _loop(st, _t554):
    _st_cvars = st.cvars
    _t579 = 0
    for _t578 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if (_st_cvars[84 + _t578] == _t554):
            _t579 += (1 if ((_st_cvars[_t578] == 'carnivorous') or (_st_cvars[_t578] == 'high_body_weight')) else (2 if (_st_cvars[_t578] == 'parasite') else 0))
    return _t579

# <rulerun evolution.rules: feeding_turn_of #230 3166cf79>
def _loop(st, _t554):
    _st_cvars = st.cvars
    for _t580 in st.zones[(9 + st.model.zone_instances[st.loc[_t554]][1])]:
        if ((_st_cvars[84 + _t580] == _t554) and (_st_cvars[_t580] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 bef74138>
def _loop(st, _t488):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t553 = st.zones[(5 + _t488)]
    st.budget -= len(_t553)
    if st.budget < 0: _spent385(st)
    for _t554 in _t553:
        if (((_memo10[_t554] if _t554 in _memo10 else _memo10.setdefault(_t554, (((((_memo7[(_t554, 'piracy',)] if (_t554, 'piracy',) in _memo7 else _memo7.setdefault((_t554, 'piracy',), _a386(st, _t554))) and (_st_cvars[756 + _t554] != _st_vars[0])) and (not ((_st_cvars[924 + _t554] == _st_vars[0]) or (_st_cvars[504 + _t554] >= (_memo6[_t554] if _t554 in _memo6 else _memo6.setdefault(_t554, (1 + _a387(st, _t554)))))))) and ((not ((_st_cvars[924 + _t554] == _st_vars[0]) or ((_st_cvars[504 + _t554] >= (_memo6[_t554] if _t554 in _memo6 else _memo6.setdefault(_t554, (1 + _a388(st, _t554))))) and ((_memo5[_t554] if _t554 in _memo5 else _memo5.setdefault(_t554, _a389(st, _t554))) >= (_memo4[_t554] if _t554 in _memo4 else _memo4.setdefault(_t554, _a390(st, _t554))))))) and (_memo14[_t554] if _t554 in _memo14 else _memo14.setdefault(_t554, (not _a393(st, _t554)))))) and _a397(st, _t554)))) or (((((_memo7[(_t554, 'hibernation',)] if (_t554, 'hibernation',) in _memo7 else _memo7.setdefault((_t554, 'hibernation',), _a398(st, _t554))) and (_st_cvars[924 + _t554] != _st_vars[0])) and (_st_cvars[924 + _t554] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t554] == _st_vars[0]) or (_st_cvars[504 + _t554] >= (_memo6[_t554] if _t554 in _memo6 else _memo6.setdefault(_t554, (1 + _a399(st, _t554))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t554, 'grazing',)] if (_t554, 'grazing',) in _memo7 else _memo7.setdefault((_t554, 'grazing',), _a400(st, _t554))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 134b4871>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t586 = 0
    for _t585 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (_st_cvars[84 + _t585] == _t583):
            _t586 += (1 if ((_st_cvars[_t585] == 'carnivorous') or (_st_cvars[_t585] == 'high_body_weight')) else (2 if (_st_cvars[_t585] == 'parasite') else 0))
    return _t586

# <rulerun evolution.rules: feeding_turn_of #233 46104073>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t588 = 0
    for _t587 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if (((_st_cvars[84 + _t587] == _t583) and (_st_cvars[_t587] == 'fat_tissue')) and _st_cvars[252 + _t587]):
            _t588 += 1
    return _t588

# <rulerun evolution.rules: feeding_turn_of #234 186462d5>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _t590 = 0
    for _t589 in st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]:
        if ((_st_cvars[84 + _t589] == _t583) and (_st_cvars[_t589] == 'fat_tissue')):
            _t590 += 1
    return _t590

# <rulerun evolution.rules: feeding_turn_of #235 b45c494b>
def _loop(st, _t592):
    _st_cvars = st.cvars
    _t595 = 0
    for _t594 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t592]]][1])]:
        if (_st_cvars[84 + _t594] == _st_cvars[84 + _t592]):
            _t595 += (1 if ((_st_cvars[_t594] == 'carnivorous') or (_st_cvars[_t594] == 'high_body_weight')) else (2 if (_st_cvars[_t594] == 'parasite') else 0))
    return _t595

# <rulerun evolution.rules: feeding_turn_of #236 101ec5c4>
def _loop(st, _t583):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t591 = st.zones[(9 + st.model.zone_instances[st.loc[_t583]][1])]
    st.budget -= len(_t591)
    if st.budget < 0: _spent406(st)
    for _t592 in _t591:
        if (((_st_cvars[_t592] == 'symbiosis') and (_st_cvars[168 + _t592] == _t583)) and (not ((_st_cvars[924 + _st_cvars[84 + _t592]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t592]] >= (_memo6[_st_cvars[84 + _t592]] if _st_cvars[84 + _t592] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t592], (1 + _a407(st, _t592)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 7f78ec39>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t582 = st.zones[(5 + L[0])]
    st.budget -= len(_t582)
    if st.budget < 0: _spent402(st)
    for _t583 in _t582:
        if ((not ((_st_cvars[924 + _t583] == _st_vars[0]) or ((_st_cvars[504 + _t583] >= (_memo6[_t583] if _t583 in _memo6 else _memo6.setdefault(_t583, (1 + _a403(st, _t583))))) and ((_memo5[_t583] if _t583 in _memo5 else _memo5.setdefault(_t583, _a404(st, _t583))) >= (_memo4[_t583] if _t583 in _memo4 else _memo4.setdefault(_t583, _a405(st, _t583))))))) and (_memo14[_t583] if _t583 in _memo14 else _memo14.setdefault(_t583, (not _a408(st, _t583))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 80f6b466>
def _loop(st, _t597):
    _st_cvars = st.cvars
    for _t599 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if ((_st_cvars[84 + _t599] == _t597) and (_st_cvars[_t599] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 08f63598>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _t602 = 0
    for _t601 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if (_st_cvars[84 + _t601] == _t597):
            _t602 += (1 if ((_st_cvars[_t601] == 'carnivorous') or (_st_cvars[_t601] == 'high_body_weight')) else (2 if (_st_cvars[_t601] == 'parasite') else 0))
    return _t602

# <rulerun evolution.rules: feeding_turn_of #240 ffa9e890>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _t604 = 0
    for _t603 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if (((_st_cvars[84 + _t603] == _t597) and (_st_cvars[_t603] == 'fat_tissue')) and _st_cvars[252 + _t603]):
            _t604 += 1
    return _t604

# <rulerun evolution.rules: feeding_turn_of #241 5563c93e>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _t606 = 0
    for _t605 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if ((_st_cvars[84 + _t605] == _t597) and (_st_cvars[_t605] == 'fat_tissue')):
            _t606 += 1
    return _t606

# <rulerun evolution.rules: feeding_turn_of #242 0aa6ae81>
def _loop(st, _t608):
    _st_cvars = st.cvars
    _t611 = 0
    for _t610 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t608]]][1])]:
        if (_st_cvars[84 + _t610] == _st_cvars[84 + _t608]):
            _t611 += (1 if ((_st_cvars[_t610] == 'carnivorous') or (_st_cvars[_t610] == 'high_body_weight')) else (2 if (_st_cvars[_t610] == 'parasite') else 0))
    return _t611

# <rulerun evolution.rules: feeding_turn_of #243 91d235f0>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t607 = st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]
    st.budget -= len(_t607)
    if st.budget < 0: _spent416(st)
    for _t608 in _t607:
        if (((_st_cvars[_t608] == 'symbiosis') and (_st_cvars[168 + _t608] == _t597)) and (not ((_st_cvars[924 + _st_cvars[84 + _t608]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t608]] >= (_memo6[_st_cvars[84 + _t608]] if _st_cvars[84 + _t608] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t608], (1 + _a417(st, _t608)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 f712600f>
def _loop(st, _t613):
    _st_cvars = st.cvars
    for _t615 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if ((_st_cvars[84 + _t615] == _t613) and (_st_cvars[_t615] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 7d06be3f>
def _loop(st, _t597):
    _st_cvars = st.cvars
    for _t617 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if ((_st_cvars[84 + _t617] == _t597) and (_st_cvars[_t617] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 040ca9d5>
def _loop(st, _t613):
    _st_cvars = st.cvars
    for _t621 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if ((_st_cvars[84 + _t621] == _t613) and (_st_cvars[_t621] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 ec0edda7>
def _loop(st, _t597):
    _st_cvars = st.cvars
    for _t623 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if ((_st_cvars[84 + _t623] == _t597) and (_st_cvars[_t623] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 14eccf46>
def _loop(st, _t613):
    _st_cvars = st.cvars
    for _t627 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if ((_st_cvars[84 + _t627] == _t613) and (_st_cvars[_t627] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 e571d718>
def _loop(st, _t597):
    _st_cvars = st.cvars
    for _t629 in st.zones[(9 + st.model.zone_instances[st.loc[_t597]][1])]:
        if ((_st_cvars[84 + _t629] == _t597) and (_st_cvars[_t629] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 123e33d7>
def _loop(st, _t613):
    _st_cvars = st.cvars
    for _t633 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if ((_st_cvars[84 + _t633] == _t613) and (_st_cvars[_t633] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 7414c0a0>
def _loop(st, _t613):
    _st_cvars = st.cvars
    _t636 = 0
    for _t635 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if (_st_cvars[84 + _t635] == _t613):
            _t636 += (1 if ((_st_cvars[_t635] == 'carnivorous') or (_st_cvars[_t635] == 'high_body_weight')) else (2 if (_st_cvars[_t635] == 'parasite') else 0))
    return _t636

# <rulerun evolution.rules: feeding_turn_of #252 7d83763a>
def _loop(st, _t613):
    _st_cvars = st.cvars
    for _t637 in st.zones[(9 + st.model.zone_instances[st.loc[_t613]][1])]:
        if ((_st_cvars[_t637] == 'symbiosis') and (_st_cvars[168 + _t637] == _t613)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 f04f64f1>
def _loop(st, _t597):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t612 = ([_c for _i in [5 + _p for _p in _k419] for _c in st.zones[_i]] or ())
    st.budget -= len(_t612)
    if st.budget < 0: _spent420(st)
    _t619 = _NOT_YET
    _t620 = _NOT_YET
    _t625 = _NOT_YET
    _t626 = _NOT_YET
    _t631 = _NOT_YET
    _t632 = _NOT_YET
    for _t613 in _t612:
        if ((((((_t597 != _t613) and ((not (_memo7[(_t613, 'camouflage',)] if (_t613, 'camouflage',) in _memo7 else _memo7.setdefault((_t613, 'camouflage',), _a421(st, _t613)))) or (_t620 if _t620 is not _NOT_YET else (_t620 := (_memo7[(_t597, 'sharp_vision',)] if (_t597, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t597, 'sharp_vision',), (_t619 if _t619 is not _NOT_YET else (_t619 := _a422(st, _t597))))))))) and ((not (_memo7[(_t613, 'high_body_weight',)] if (_t613, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t613, 'high_body_weight',), _a423(st, _t613)))) or (_t626 if _t626 is not _NOT_YET else (_t626 := (_memo7[(_t597, 'high_body_weight',)] if (_t597, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t597, 'high_body_weight',), (_t625 if _t625 is not _NOT_YET else (_t625 := _a424(st, _t597))))))))) and ((_memo7[(_t613, 'swimming',)] if (_t613, 'swimming',) in _memo7 else _memo7.setdefault((_t613, 'swimming',), _a425(st, _t613))) == (_t632 if _t632 is not _NOT_YET else (_t632 := (_memo7[(_t597, 'swimming',)] if (_t597, 'swimming',) in _memo7 else _memo7.setdefault((_t597, 'swimming',), (_t631 if _t631 is not _NOT_YET else (_t631 := _a426(st, _t597))))))))) and (not ((_memo7[(_t613, 'burrowing',)] if (_t613, 'burrowing',) in _memo7 else _memo7.setdefault((_t613, 'burrowing',), _a427(st, _t613))) and ((_st_cvars[924 + _t613] == _st_vars[0]) or (_st_cvars[504 + _t613] >= (_memo6[_t613] if _t613 in _memo6 else _memo6.setdefault(_t613, (1 + _a428(st, _t613))))))))) and (not (_memo13[_t613] if _t613 in _memo13 else _memo13.setdefault(_t613, _a429(st, _t613))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 806f83d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t596 = st.zones[(5 + L[0])]
    st.budget -= len(_t596)
    if st.budget < 0: _spent411(st)
    for _t597 in _t596:
        if (_memo0[_t597] if _t597 in _memo0 else _memo0.setdefault(_t597, ((((_memo7[(_t597, 'carnivorous',)] if (_t597, 'carnivorous',) in _memo7 else _memo7.setdefault((_t597, 'carnivorous',), _a412(st, _t597))) and (_st_cvars[672 + _t597] != _st_vars[0])) and ((not ((_st_cvars[924 + _t597] == _st_vars[0]) or ((_st_cvars[504 + _t597] >= (_memo6[_t597] if _t597 in _memo6 else _memo6.setdefault(_t597, (1 + _a413(st, _t597))))) and ((_memo5[_t597] if _t597 in _memo5 else _memo5.setdefault(_t597, _a414(st, _t597))) >= (_memo4[_t597] if _t597 in _memo4 else _memo4.setdefault(_t597, _a415(st, _t597))))))) and (_memo14[_t597] if _t597 in _memo14 else _memo14.setdefault(_t597, (not _a418(st, _t597)))))) and _a430(st, _t597)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 901bcf15>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _t643 = 0
    for _t642 in st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]:
        if (_st_cvars[84 + _t642] == _t640):
            _t643 += (1 if ((_st_cvars[_t642] == 'carnivorous') or (_st_cvars[_t642] == 'high_body_weight')) else (2 if (_st_cvars[_t642] == 'parasite') else 0))
    return _t643

# <rulerun evolution.rules: feeding_turn_of #256 15c60135>
def _loop(st, _t640):
    _st_cvars = st.cvars
    _t645 = 0
    for _t644 in st.zones[(9 + st.model.zone_instances[st.loc[_t640]][1])]:
        if (((_st_cvars[84 + _t644] == _t640) and (_st_cvars[_t644] == 'fat_tissue')) and _st_cvars[252 + _t644]):
            _t645 += 1
    return _t645

# <rulerun evolution.rules: feeding_turn_of #257 41b07d9d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t639 = st.zones[(5 + L[0])]
    st.budget -= len(_t639)
    if st.budget < 0: _spent432(st)
    for _t640 in _t639:
        if ((not ((_st_cvars[924 + _t640] == _st_vars[0]) or (_st_cvars[504 + _t640] >= (_memo6[_t640] if _t640 in _memo6 else _memo6.setdefault(_t640, (1 + _a433(st, _t640))))))) and ((_memo5[_t640] if _t640 in _memo5 else _memo5.setdefault(_t640, _a434(st, _t640))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 9b834946>
def _loop(st, _t648):
    _st_cvars = st.cvars
    for _t649 in st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]:
        if ((_st_cvars[84 + _t649] == _t648) and (_st_cvars[_t649] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 a53c4ff2>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t652 = 0
    for _t651 in st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]:
        if (_st_cvars[84 + _t651] == _t648):
            _t652 += (1 if ((_st_cvars[_t651] == 'carnivorous') or (_st_cvars[_t651] == 'high_body_weight')) else (2 if (_st_cvars[_t651] == 'parasite') else 0))
    return _t652

# <rulerun evolution.rules: feeding_turn_of #260 585e2e9e>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t654 = 0
    for _t653 in st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]:
        if (_st_cvars[84 + _t653] == _t648):
            _t654 += (1 if ((_st_cvars[_t653] == 'carnivorous') or (_st_cvars[_t653] == 'high_body_weight')) else (2 if (_st_cvars[_t653] == 'parasite') else 0))
    return _t654

# <rulerun evolution.rules: feeding_turn_of #261 cc03c318>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]:
        if (((_st_cvars[84 + _t655] == _t648) and (_st_cvars[_t655] == 'fat_tissue')) and _st_cvars[252 + _t655]):
            _t656 += 1
    return _t656

# <rulerun evolution.rules: feeding_turn_of #262 ca143d20>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t658 = 0
    for _t657 in st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]:
        if ((_st_cvars[84 + _t657] == _t648) and (_st_cvars[_t657] == 'fat_tissue')):
            _t658 += 1
    return _t658

# <rulerun evolution.rules: feeding_turn_of #263 80399237>
def _loop(st, _t660):
    _st_cvars = st.cvars
    _t663 = 0
    for _t662 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t660]]][1])]:
        if (_st_cvars[84 + _t662] == _st_cvars[84 + _t660]):
            _t663 += (1 if ((_st_cvars[_t662] == 'carnivorous') or (_st_cvars[_t662] == 'high_body_weight')) else (2 if (_st_cvars[_t662] == 'parasite') else 0))
    return _t663

# <rulerun evolution.rules: feeding_turn_of #264 447e3bf4>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t659 = st.zones[(9 + st.model.zone_instances[st.loc[_t648]][1])]
    st.budget -= len(_t659)
    if st.budget < 0: _spent441(st)
    for _t660 in _t659:
        if (((_st_cvars[_t660] == 'symbiosis') and (_st_cvars[168 + _t660] == _t648)) and (not ((_st_cvars[924 + _st_cvars[84 + _t660]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t660]] >= (_memo6[_st_cvars[84 + _t660]] if _st_cvars[84 + _t660] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t660], (1 + _a442(st, _t660)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 c638e5cb>
def _loop(st, _t665):
    _st_cvars = st.cvars
    _t668 = 0
    for _t667 in st.zones[(9 + st.model.zone_instances[st.loc[_t665]][1])]:
        if (_st_cvars[84 + _t667] == _t665):
            _t668 += (1 if ((_st_cvars[_t667] == 'carnivorous') or (_st_cvars[_t667] == 'high_body_weight')) else (2 if (_st_cvars[_t667] == 'parasite') else 0))
    return _t668

# <rulerun evolution.rules: feeding_turn_of #266 de890cf8>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t664 = ([_c for _i in [5 + _p for _p in _k444] for _c in st.zones[_i]] or ())
    st.budget -= len(_t664)
    if st.budget < 0: _spent445(st)
    for _t665 in _t664:
        if ((_t665 != _t648) and ((not ((_st_cvars[924 + _t665] == _st_vars[0]) or (_st_cvars[504 + _t665] >= (_memo6[_t665] if _t665 in _memo6 else _memo6.setdefault(_t665, (1 + _a446(st, _t665))))))) and (_st_cvars[504 + _t665] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 8f79ab91>
def _loop(st, _t671):
    _st_cvars = st.cvars
    for _t672 in st.zones[(9 + st.model.zone_instances[st.loc[_t671]][1])]:
        if ((_st_cvars[84 + _t672] == _t671) and (_st_cvars[_t672] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 d70bc173>
def _loop(st, _t676):
    _st_cvars = st.cvars
    for _t677 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if ((_st_cvars[84 + _t677] == _t676) and (_st_cvars[_t677] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 50bad369>
def _loop(st, _t676):
    _st_cvars = st.cvars
    _t680 = 0
    for _t679 in st.zones[(9 + st.model.zone_instances[st.loc[_t676]][1])]:
        if (_st_cvars[84 + _t679] == _t676):
            _t680 += (1 if ((_st_cvars[_t679] == 'carnivorous') or (_st_cvars[_t679] == 'high_body_weight')) else (2 if (_st_cvars[_t679] == 'parasite') else 0))
    return _t680

# <rulerun evolution.rules: feeding_turn_of #270 96f2b38f>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _t685 = 0
    for _t684 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if (_st_cvars[84 + _t684] == _t682):
            _t685 += (1 if ((_st_cvars[_t684] == 'carnivorous') or (_st_cvars[_t684] == 'high_body_weight')) else (2 if (_st_cvars[_t684] == 'parasite') else 0))
    return _t685

# <rulerun evolution.rules: feeding_turn_of #271 5a22beb9>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _t687 = 0
    for _t686 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if (((_st_cvars[84 + _t686] == _t682) and (_st_cvars[_t686] == 'fat_tissue')) and _st_cvars[252 + _t686]):
            _t687 += 1
    return _t687

# <rulerun evolution.rules: feeding_turn_of #272 ce6c1330>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _t689 = 0
    for _t688 in st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]:
        if ((_st_cvars[84 + _t688] == _t682) and (_st_cvars[_t688] == 'fat_tissue')):
            _t689 += 1
    return _t689

# <rulerun evolution.rules: feeding_turn_of #273 1a00f6b6>
def _loop(st, _t691):
    _st_cvars = st.cvars
    _t694 = 0
    for _t693 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t691]]][1])]:
        if (_st_cvars[84 + _t693] == _st_cvars[84 + _t691]):
            _t694 += (1 if ((_st_cvars[_t693] == 'carnivorous') or (_st_cvars[_t693] == 'high_body_weight')) else (2 if (_st_cvars[_t693] == 'parasite') else 0))
    return _t694

# <rulerun evolution.rules: feeding_turn_of #274 1a342c39>
def _loop(st, _t682):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t690 = st.zones[(9 + st.model.zone_instances[st.loc[_t682]][1])]
    st.budget -= len(_t690)
    if st.budget < 0: _spent455(st)
    for _t691 in _t690:
        if (((_st_cvars[_t691] == 'symbiosis') and (_st_cvars[168 + _t691] == _t682)) and (not ((_st_cvars[924 + _st_cvars[84 + _t691]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t691]] >= (_memo6[_st_cvars[84 + _t691]] if _st_cvars[84 + _t691] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t691], (1 + _a456(st, _t691)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 bf8dfbce>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t681 = st.zones[(5 + L[0])]
    st.budget -= len(_t681)
    if st.budget < 0: _spent451(st)
    for _t682 in _t681:
        if ((not ((_st_cvars[924 + _t682] == _st_vars[0]) or ((_st_cvars[504 + _t682] >= (_memo6[_t682] if _t682 in _memo6 else _memo6.setdefault(_t682, (1 + _a452(st, _t682))))) and ((_memo5[_t682] if _t682 in _memo5 else _memo5.setdefault(_t682, _a453(st, _t682))) >= (_memo4[_t682] if _t682 in _memo4 else _memo4.setdefault(_t682, _a454(st, _t682))))))) and (_memo14[_t682] if _t682 in _memo14 else _memo14.setdefault(_t682, (not _a457(st, _t682))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 31f0bbc4>
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
    _t478 = ([_c for _i in [5 + _p for _p in _k343] for _c in _st_zones[_i]] or ())
    st.budget -= len(_t478)
    if st.budget < 0: _spent344(st)
    _t477 = True
    for _t479 in _t478:
        if not (((_st_cvars[924 + _t479] == _st_vars[0]) or ((_st_cvars[504 + _t479] >= (_memo6[_t479] if _t479 in _memo6 else _memo6.setdefault(_t479, (1 + _a345(st, _t479))))) and ((_memo5[_t479] if _t479 in _memo5 else _memo5.setdefault(_t479, _a346(st, _t479))) >= (_memo4[_t479] if _t479 in _memo4 else _memo4.setdefault(_t479, _a347(st, _t479))))))):
            _t477 = False
            break
    if _t477:
        if _st_log is not None: _st_log.append(_Text349(_audience348(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo350(6)
    _t487 = (_k351 or ())
    st.budget -= len(_t487)
    if st.budget < 0: _spent344(st)
    _t486 = False
    for _t488 in _t487:
        if (_memo8[_t488] if _t488 in _memo8 else _memo8.setdefault(_t488, ((((_memo3[_t488] if _t488 in _memo3 else _memo3.setdefault(_t488, ((_st_vars[3] > 0) and _a359(st, _t488)))) or (_memo1[_t488] if _t488 in _memo1 else _memo1.setdefault(_t488, _a380(st, _t488)))) or (_memo2[_t488] if _t488 in _memo2 else _memo2.setdefault(_t488, _a384(st, _t488)))) or _a401(st, _t488)))):
            _t486 = True
            break
    if (not _t486):
        if _st_log is not None: _st_log.append(_Text349(_audience348(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo350(6)
    L[2] = []
    if ((not _l1) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a409(st, L))))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    if ((not _l1) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a431(st, L)))):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    if ((not _l1) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a435(st, L)))):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    _t647 = _st_zones[(5 + _l0)]
    st.budget -= len(_t647)
    if st.budget < 0: _spent344(st)
    _t646 = False
    for _t648 in _t647:
        if (_memo10[_t648] if _t648 in _memo10 else _memo10.setdefault(_t648, (((((_memo7[(_t648, 'piracy',)] if (_t648, 'piracy',) in _memo7 else _memo7.setdefault((_t648, 'piracy',), _a436(st, _t648))) and (_st_cvars[756 + _t648] != _st_vars[0])) and (not ((_st_cvars[924 + _t648] == _st_vars[0]) or (_st_cvars[504 + _t648] >= (_memo6[_t648] if _t648 in _memo6 else _memo6.setdefault(_t648, (1 + _a437(st, _t648)))))))) and ((not ((_st_cvars[924 + _t648] == _st_vars[0]) or ((_st_cvars[504 + _t648] >= (_memo6[_t648] if _t648 in _memo6 else _memo6.setdefault(_t648, (1 + _a438(st, _t648))))) and ((_memo5[_t648] if _t648 in _memo5 else _memo5.setdefault(_t648, _a439(st, _t648))) >= (_memo4[_t648] if _t648 in _memo4 else _memo4.setdefault(_t648, _a440(st, _t648))))))) and (_memo14[_t648] if _t648 in _memo14 else _memo14.setdefault(_t648, (not _a443(st, _t648)))))) and _a447(st, _t648)))):
            _t646 = True
            break
    if _t646:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    _t670 = _st_zones[(5 + _l0)]
    st.budget -= len(_t670)
    if st.budget < 0: _spent344(st)
    _t669 = False
    for _t671 in _t670:
        if (((_memo7[(_t671, 'grazing',)] if (_t671, 'grazing',) in _memo7 else _memo7.setdefault((_t671, 'grazing',), _a448(st, _t671))) and (_st_cvars[840 + _t671] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t669 = True
            break
    if _t669:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    _t675 = _st_zones[(5 + _l0)]
    st.budget -= len(_t675)
    if st.budget < 0: _spent344(st)
    _t674 = False
    for _t676 in _t675:
        if (((((_memo7[(_t676, 'hibernation',)] if (_t676, 'hibernation',) in _memo7 else _memo7.setdefault((_t676, 'hibernation',), _a449(st, _t676))) and (_st_cvars[924 + _t676] != _st_vars[0])) and (_st_cvars[924 + _t676] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t676] == _st_vars[0]) or (_st_cvars[504 + _t676] >= (_memo6[_t676] if _t676 in _memo6 else _memo6.setdefault(_t676, (1 + _a450(st, _t676)))))))):
            _t674 = True
            break
    if _t674:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long410(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a458(st, L)))))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long410(L[2])

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

# <rulerun evolution.rules: take_food #295 2673ade4>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t695 if -1000000000000000000 <= (_t695 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond459(_t695))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text463(_audience460(st), [_PlayerRef461(L[0]), "'s animal ", _plain462(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain462(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 b74d5c2b>
def _loop(st, _t698):
    _st_cvars = st.cvars
    _t700 = 0
    for _t699 in st.zones[(9 + st.model.zone_instances[st.loc[_t698]][1])]:
        if (_st_cvars[84 + _t699] == _t698):
            _t700 += (1 if ((_st_cvars[_t699] == 'carnivorous') or (_st_cvars[_t699] == 'high_body_weight')) else (2 if (_st_cvars[_t699] == 'parasite') else 0))
    return _t700

# <rulerun evolution.rules: take_food #297 b61ca729>
def _loop(st, _t698):
    _st_cvars = st.cvars
    _t702 = 0
    for _t701 in st.zones[(9 + st.model.zone_instances[st.loc[_t698]][1])]:
        if (((_st_cvars[84 + _t701] == _t698) and (_st_cvars[_t701] == 'fat_tissue')) and _st_cvars[252 + _t701]):
            _t702 += 1
    return _t702

# <rulerun evolution.rules: take_food #298 d48caafe>
def _loop(st, _t698):
    _st_cvars = st.cvars
    _t704 = 0
    for _t703 in st.zones[(9 + st.model.zone_instances[st.loc[_t698]][1])]:
        if ((_st_cvars[84 + _t703] == _t698) and (_st_cvars[_t703] == 'fat_tissue')):
            _t704 += 1
    return _t704

# <rulerun evolution.rules: take_food #299 1a94c9dc>
def _loop(st, _t706):
    _st_cvars = st.cvars
    _t709 = 0
    for _t708 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t706]]][1])]:
        if (_st_cvars[84 + _t708] == _st_cvars[84 + _t706]):
            _t709 += (1 if ((_st_cvars[_t708] == 'carnivorous') or (_st_cvars[_t708] == 'high_body_weight')) else (2 if (_st_cvars[_t708] == 'parasite') else 0))
    return _t709

# <rulerun evolution.rules: take_food #300 8ac2f424>
def _loop(st, _t698):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t705 = st.zones[(9 + st.model.zone_instances[st.loc[_t698]][1])]
    st.budget -= len(_t705)
    if st.budget < 0: _spent468(st)
    for _t706 in _t705:
        if (((_st_cvars[_t706] == 'symbiosis') and (_st_cvars[168 + _t706] == _t698)) and (not ((_st_cvars[924 + _st_cvars[84 + _t706]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t706]] >= (1 + _a469(st, _t706)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 db759080>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t697 = st.zones[(5 + L[0])]
    st.budget -= len(_t697)
    if st.budget < 0: _spent464(st)
    _t696 = []
    for _t698 in _t697:
        if ((not ((_st_cvars[924 + _t698] == _st_vars[0]) or ((_st_cvars[504 + _t698] >= (1 + _a465(st, _t698))) and (_a466(st, _t698) >= _a467(st, _t698))))) and (not _a470(st, _t698))):
            _t696.append(_t698)
    return _t696

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 9624fdbe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t711 = []
    for _t710 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t710] == L[1]) or (_st_cvars[168 + _t710] == L[1])):
            _t711.append(_st_cvars[_t710])
    return _t711

# <rulerun evolution.rules: take_food #304 cd821988>
def _loop(st, L):
    _st_cvars = st.cvars
    _t713 = []
    for _t712 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t712] == L[1]) or (_st_cvars[168 + _t712] == L[1])):
            _t713.append(_t712)
    return _t713

# <rulerun evolution.rules: take_food #305 1f46e247>
def _loop(st, L):
    _st_cvars = st.cvars
    _t715 = 0
    for _t714 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t714] == L[1]):
            _t715 += (1 if ((_st_cvars[_t714] == 'carnivorous') or (_st_cvars[_t714] == 'high_body_weight')) else (2 if (_st_cvars[_t714] == 'parasite') else 0))
    return _t715

# <rulerun evolution.rules: take_food #306 46fa225b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t717 = 0
    for _t716 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t716] == L[1]) and (_st_cvars[_t716] == 'fat_tissue')) and _st_cvars[252 + _t716]):
            _t717 += 1
    return _t717

# <rulerun evolution.rules: take_food #307 f388f3d6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t719 = 0
    for _t718 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t718] == L[1]) and (_st_cvars[_t718] == 'fat_tissue')):
            _t719 += 1
    return _t719

# <rulerun evolution.rules: take_food #308 473ae390>
def _loop(st, L):
    _st_cvars = st.cvars
    _t721 = 0
    for _t720 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t720] == L[1]) and (_st_cvars[_t720] == 'fat_tissue')):
            _t721 += 1
    return _t721

# <rulerun evolution.rules: take_food #309 4f07eb8c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain471(_text472(((((('animal ' + _plain471(_st_cvars[420 + L[1]]) + ' of ' + _player_text473(st.model.zone_instances[st.loc[L[1]]][1])) + (_text472(' ' + _plain471(_a474(st, L))) if (not not (_a475(st, L) or ())) else '')) + (' food ' + _plain471(_st_cvars[504 + L[1]]) + '/' + _plain471((1 + _a476(st, L))))) + ((' fat ' + _plain471(_a477(st, L)) + '/' + _plain471(_a478(st, L))) if (_a479(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 e5f3a3cb>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t726 = 0
    for _t725 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t725] == _l1):
            _t726 += (1 if ((_st_cvars[_t725] == 'carnivorous') or (_st_cvars[_t725] == 'high_body_weight')) else (2 if (_st_cvars[_t725] == 'parasite') else 0))
    return _t726

# <rulerun evolution.rules: convert_fat #313 ba2cec9b>
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
    for _t722 in st.zones[(9 + _l0)][:]:
        L[6] = _t722
        if not ((((_st_cvars[84 + _t722] == _l1) and _st_cvars[252 + _t722]) and (L[3] > 0))): continue
        _st_cvars[252 + _t722] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t723 if -1000000000000000000 <= (_t723 := L[3] - 1) <= 1000000000000000000 else _beyond480(_t723))
    _st_cvars[504 + _l1] = (_t724 if -1000000000000000000 <= (_t724 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond480(_t724))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text485(_audience481(st), [_PlayerRef482(_l0), ' converts ', _plain483(_l2), ' fat on animal ', _plain483(_st_cvars[420 + _l1]), ' into food (food ', _plain483(_st_cvars[504 + _l1]), '/', _plain483((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a484(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 0cc45831>
def _loop(st, _t729):
    _st_cvars = st.cvars
    _t731 = 0
    for _t730 in st.zones[(9 + st.model.zone_instances[st.loc[_t729]][1])]:
        if (_st_cvars[84 + _t730] == _t729):
            _t731 += (1 if ((_st_cvars[_t730] == 'carnivorous') or (_st_cvars[_t730] == 'high_body_weight')) else (2 if (_st_cvars[_t730] == 'parasite') else 0))
    return _t731

# <rulerun evolution.rules: convert_fat #315 1f02698c>
def _loop(st, _t729):
    _st_cvars = st.cvars
    _t733 = 0
    for _t732 in st.zones[(9 + st.model.zone_instances[st.loc[_t729]][1])]:
        if (((_st_cvars[84 + _t732] == _t729) and (_st_cvars[_t732] == 'fat_tissue')) and _st_cvars[252 + _t732]):
            _t733 += 1
    return _t733

# <rulerun evolution.rules: convert_fat #316 1295c6bd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t728 = st.zones[(5 + L[0])]
    st.budget -= len(_t728)
    if st.budget < 0: _spent486(st)
    _t727 = []
    for _t729 in _t728:
        if ((not ((_st_cvars[924 + _t729] == _st_vars[0]) or (_st_cvars[504 + _t729] >= (1 + _a487(st, _t729))))) and (_a488(st, _t729) > 0)):
            _t727.append(_t729)
    return _t727

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 01e9f2a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t735 = []
    for _t734 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t734] == L[1]) or (_st_cvars[168 + _t734] == L[1])):
            _t735.append(_st_cvars[_t734])
    return _t735

# <rulerun evolution.rules: convert_fat #319 9b712ab7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t737 = []
    for _t736 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t736] == L[1]) or (_st_cvars[168 + _t736] == L[1])):
            _t737.append(_t736)
    return _t737

# <rulerun evolution.rules: convert_fat #320 4de70c72>
def _loop(st, L):
    _st_cvars = st.cvars
    _t739 = 0
    for _t738 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t738] == L[1]):
            _t739 += (1 if ((_st_cvars[_t738] == 'carnivorous') or (_st_cvars[_t738] == 'high_body_weight')) else (2 if (_st_cvars[_t738] == 'parasite') else 0))
    return _t739

# <rulerun evolution.rules: convert_fat #321 3f3f288d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t741 = 0
    for _t740 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t740] == L[1]) and (_st_cvars[_t740] == 'fat_tissue')) and _st_cvars[252 + _t740]):
            _t741 += 1
    return _t741

# <rulerun evolution.rules: convert_fat #322 2f0248da>
def _loop(st, L):
    _st_cvars = st.cvars
    _t743 = 0
    for _t742 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t742] == L[1]) and (_st_cvars[_t742] == 'fat_tissue')):
            _t743 += 1
    return _t743

# <rulerun evolution.rules: convert_fat #323 12649d5f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t745 = 0
    for _t744 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t744] == L[1]) and (_st_cvars[_t744] == 'fat_tissue')):
            _t745 += 1
    return _t745

# <rulerun evolution.rules: convert_fat #324 6b8cfbc4>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain489(_text490(((((('animal ' + _plain489(_st_cvars[420 + L[1]]) + ' of ' + _player_text491(st.model.zone_instances[st.loc[L[1]]][1])) + (_text490(' ' + _plain489(_a492(st, L))) if (not not (_a493(st, L) or ())) else '')) + (' food ' + _plain489(_st_cvars[504 + L[1]]) + '/' + _plain489((1 + _a494(st, L))))) + ((' fat ' + _plain489(_a495(st, L)) + '/' + _plain489(_a496(st, L))) if (_a497(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 ecc086d4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t747 = 0
    for _t746 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t746] == _l1) and (_st_cvars[_t746] == 'fat_tissue')) and _st_cvars[252 + _t746]):
            _t747 += 1
    return _t747

# <rulerun evolution.rules: convert_fat #326 59aa7546>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t749 = 0
    for _t748 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t748] == _l1):
            _t749 += (1 if ((_st_cvars[_t748] == 'carnivorous') or (_st_cvars[_t748] == 'high_body_weight')) else (2 if (_st_cvars[_t748] == 'parasite') else 0))
    return _t749

# <rulerun evolution.rules: convert_fat #327 4f3f5d56>
def _native(st, L):
    return _range498(1, min(_a499(st, L), (_t750 if -1000000000000000000 <= (_t750 := ((1 + _a500(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond501(_t750))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 52bce275>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t752 = 0
    for _t751 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t751] == _l0):
            _t752 += (1 if ((_st_cvars[_t751] == 'carnivorous') or (_st_cvars[_t751] == 'high_body_weight')) else (2 if (_st_cvars[_t751] == 'parasite') else 0))
    return _t752

# <rulerun evolution.rules: receive #330 d61f4ea4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t754 = 0
    for _t753 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t753] == _l0) and (_st_cvars[_t753] == 'fat_tissue')) and _st_cvars[252 + _t753]):
            _t754 += 1
    return _t754

# <rulerun evolution.rules: receive #331 92be6f4b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t756 = 0
    for _t755 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t755] == _l0) and (_st_cvars[_t755] == 'fat_tissue')):
            _t756 += 1
    return _t756

# <rulerun evolution.rules: receive #332 43516ac5>
def _loop(st, _t758):
    _st_cvars = st.cvars
    _t761 = 0
    for _t760 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t758]]][1])]:
        if (_st_cvars[84 + _t760] == _st_cvars[84 + _t758]):
            _t761 += (1 if ((_st_cvars[_t760] == 'carnivorous') or (_st_cvars[_t760] == 'high_body_weight')) else (2 if (_st_cvars[_t760] == 'parasite') else 0))
    return _t761

# <rulerun evolution.rules: receive #333 df464c8c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t757 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t757)
    if st.budget < 0: _spent505(st)
    for _t758 in _t757:
        if (((_st_cvars[_t758] == 'symbiosis') and (_st_cvars[168 + _t758] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t758]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t758]] >= (_memo6[_st_cvars[84 + _t758]] if _st_cvars[84 + _t758] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t758], (1 + _a506(st, _t758)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 36c06eff>
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
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a502(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a503(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a504(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a507(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t762 if -1000000000000000000 <= (_t762 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond508(_t762))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text512(_audience509(st), [_PlayerRef510(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain511(_st_cvars[420 + _l0]), ' cannot take the ', _plain511(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 97c54d49>
def _loop(st, L):
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t763] == L[2]):
            _t764 += (1 if ((_st_cvars[_t763] == 'carnivorous') or (_st_cvars[_t763] == 'high_body_weight')) else (2 if (_st_cvars[_t763] == 'parasite') else 0))
    return _t764

# <rulerun evolution.rules: receive #336 a67b5329>
def _loop(st, L):
    _st_cvars = st.cvars
    _t769 = 0
    for _t768 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t768] == L[2]) and (_st_cvars[_t768] == 'fat_tissue')) and _st_cvars[252 + _t768]):
            _t769 += 1
    return _t769

# <rulerun evolution.rules: receive #337 0f28870d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t771 = 0
    for _t770 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t770] == L[2]) and (_st_cvars[_t770] == 'fat_tissue')):
            _t771 += 1
    return _t771

# <rulerun evolution.rules: receive #338 c90fe020>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t773] == L[2]):
            _t774 += (1 if ((_st_cvars[_t773] == 'carnivorous') or (_st_cvars[_t773] == 'high_body_weight')) else (2 if (_st_cvars[_t773] == 'parasite') else 0))
    return _t774

# <rulerun evolution.rules: receive #339 dec96ede>
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
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value513(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a514(st, L)))))):
        _t766 = L[2]
        _t765 = None
        for _t767 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t767] == _t766) and (_st_cvars[_t767] == 'fat_tissue')) and (not _st_cvars[252 + _t767])):
                _t765 = _t767
                break
        L[3] = _t765
        _st_cvars[252 + L[3]] = True
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _st_log is not None: _st_log.append(_Text519(_audience515(st), ['  animal ', _plain516(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain516((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a517(st, L)))), '/', _plain516((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a518(st, L)))), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t772 if -1000000000000000000 <= (_t772 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond520(_t772))
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text519(_audience515(st), ['  animal ', _plain516(_st_cvars[420 + L[2]]), ' has food ', _plain516(_st_cvars[504 + L[2]]), '/', _plain516((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a521(st, L)))))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 6bd89179>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t779 = 0
    for _t778 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t778] == _l0):
            _t779 += (1 if ((_st_cvars[_t778] == 'carnivorous') or (_st_cvars[_t778] == 'high_body_weight')) else (2 if (_st_cvars[_t778] == 'parasite') else 0))
    return _t779

# <rulerun evolution.rules: paired_triggers #343 a57d5279>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t781 = 0
    for _t780 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t780] == _l0) and (_st_cvars[_t780] == 'fat_tissue')) and _st_cvars[252 + _t780]):
            _t781 += 1
    return _t781

# <rulerun evolution.rules: paired_triggers #344 28716c33>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t783 = 0
    for _t782 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t782] == _l0) and (_st_cvars[_t782] == 'fat_tissue')):
            _t783 += 1
    return _t783

# <rulerun evolution.rules: paired_triggers #345 7d674dd3>
def _loop(st, _t785):
    _st_cvars = st.cvars
    _t788 = 0
    for _t787 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t785]]][1])]:
        if (_st_cvars[84 + _t787] == _st_cvars[84 + _t785]):
            _t788 += (1 if ((_st_cvars[_t787] == 'carnivorous') or (_st_cvars[_t787] == 'high_body_weight')) else (2 if (_st_cvars[_t787] == 'parasite') else 0))
    return _t788

# <rulerun evolution.rules: paired_triggers #346 f7cb389c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t784 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t784)
    if st.budget < 0: _spent527(st)
    for _t785 in _t784:
        if (((_st_cvars[_t785] == 'symbiosis') and (_st_cvars[168 + _t785] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t785]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t785]] >= (1 + _a528(st, _t785)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 955ff3ca>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent523(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a524(st, L))) and (_a525(st, L) >= _a526(st, L))))) and (not _a529(st, L)))

# <rulerun evolution.rules: paired_triggers #348 c2dbcdbc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t776 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t776)
    if st.budget < 0: _spent522(st)
    _t775 = []
    for _t777 in _t776:
        if (((_st_cvars[336 + _t777] != _st_vars[4]) and ((_st_cvars[84 + _t777] == _l0) or (_st_cvars[168 + _t777] == _l0))) and (((((_st_cvars[_t777] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d530(st, [(_st_cvars[168 + _t777] if (_st_cvars[84 + _t777] == _l0) else _st_cvars[84 + _t777])])) or ((_st_cvars[_t777] == 'cooperation') and _d530(st, [(_st_cvars[168 + _t777] if (_st_cvars[84 + _t777] == _l0) else _st_cvars[84 + _t777])])))):
            _t775.append(_t777)
    L[2] = _t775
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

# <rulerun evolution.rules: paired_triggers #350 b42c353c>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t789 if -1000000000000000000 <= (_t789 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond531(_t789))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text534(_audience532(st), ['Communication: animal ', _plain533(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain533(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 7934989d>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text537(_audience535(st), ['Cooperation: animal ', _plain536(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 3761f25b>
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
    _st_cvars[504 + _l2] = (_t790 if -1000000000000000000 <= (_t790 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond538(_t790))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text542(_audience539(st), ['Piracy: ', _PlayerRef540(L[0]), "'s animal ", _plain541(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef540(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain541(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 f42edc01>
def _loop(st, _t793):
    _st_cvars = st.cvars
    for _t794 in st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]:
        if ((_st_cvars[84 + _t794] == _t793) and (_st_cvars[_t794] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 97e2b426>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _t797 = 0
    for _t796 in st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]:
        if (_st_cvars[84 + _t796] == _t793):
            _t797 += (1 if ((_st_cvars[_t796] == 'carnivorous') or (_st_cvars[_t796] == 'high_body_weight')) else (2 if (_st_cvars[_t796] == 'parasite') else 0))
    return _t797

# <rulerun evolution.rules: piracy #363 dc633c0e>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]:
        if (_st_cvars[84 + _t798] == _t793):
            _t799 += (1 if ((_st_cvars[_t798] == 'carnivorous') or (_st_cvars[_t798] == 'high_body_weight')) else (2 if (_st_cvars[_t798] == 'parasite') else 0))
    return _t799

# <rulerun evolution.rules: piracy #364 38f61cb1>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _t801 = 0
    for _t800 in st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]:
        if (((_st_cvars[84 + _t800] == _t793) and (_st_cvars[_t800] == 'fat_tissue')) and _st_cvars[252 + _t800]):
            _t801 += 1
    return _t801

# <rulerun evolution.rules: piracy #365 3aad86e3>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _t803 = 0
    for _t802 in st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]:
        if ((_st_cvars[84 + _t802] == _t793) and (_st_cvars[_t802] == 'fat_tissue')):
            _t803 += 1
    return _t803

# <rulerun evolution.rules: piracy #366 acf9d849>
def _loop(st, _t805):
    _st_cvars = st.cvars
    _t808 = 0
    for _t807 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t805]]][1])]:
        if (_st_cvars[84 + _t807] == _st_cvars[84 + _t805]):
            _t808 += (1 if ((_st_cvars[_t807] == 'carnivorous') or (_st_cvars[_t807] == 'high_body_weight')) else (2 if (_st_cvars[_t807] == 'parasite') else 0))
    return _t808

# <rulerun evolution.rules: piracy #367 75669df8>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t804 = st.zones[(9 + st.model.zone_instances[st.loc[_t793]][1])]
    st.budget -= len(_t804)
    if st.budget < 0: _spent549(st)
    for _t805 in _t804:
        if (((_st_cvars[_t805] == 'symbiosis') and (_st_cvars[168 + _t805] == _t793)) and (not ((_st_cvars[924 + _st_cvars[84 + _t805]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t805]] >= (1 + _a550(st, _t805)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 3feec4ce>
def _loop(st, _t810):
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + st.model.zone_instances[st.loc[_t810]][1])]:
        if (_st_cvars[84 + _t812] == _t810):
            _t813 += (1 if ((_st_cvars[_t812] == 'carnivorous') or (_st_cvars[_t812] == 'high_body_weight')) else (2 if (_st_cvars[_t812] == 'parasite') else 0))
    return _t813

# <rulerun evolution.rules: piracy #369 e02a0b89>
def _loop(st, _t793):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t809 = ([_c for _i in [5 + _p for _p in _k552] for _c in st.zones[_i]] or ())
    st.budget -= len(_t809)
    if st.budget < 0: _spent553(st)
    for _t810 in _t809:
        if ((_t810 != _t793) and ((not ((_st_cvars[924 + _t810] == _st_vars[0]) or (_st_cvars[504 + _t810] >= (1 + _a554(st, _t810))))) and (_st_cvars[504 + _t810] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 1e950f10>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t792 = st.zones[(5 + L[0])]
    st.budget -= len(_t792)
    if st.budget < 0: _spent543(st)
    _t791 = []
    for _t793 in _t792:
        if ((((_a544(st, _t793) and (_st_cvars[756 + _t793] != _st_vars[0])) and (not ((_st_cvars[924 + _t793] == _st_vars[0]) or (_st_cvars[504 + _t793] >= (1 + _a545(st, _t793)))))) and ((not ((_st_cvars[924 + _t793] == _st_vars[0]) or ((_st_cvars[504 + _t793] >= (1 + _a546(st, _t793))) and (_a547(st, _t793) >= _a548(st, _t793))))) and (not _a551(st, _t793)))) and _a555(st, _t793)):
            _t791.append(_t793)
    return _t791

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 d1936af1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t815 = []
    for _t814 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t814] == L[1]) or (_st_cvars[168 + _t814] == L[1])):
            _t815.append(_st_cvars[_t814])
    return _t815

# <rulerun evolution.rules: piracy #373 e9ba09ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t817 = []
    for _t816 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t816] == L[1]) or (_st_cvars[168 + _t816] == L[1])):
            _t817.append(_t816)
    return _t817

# <rulerun evolution.rules: piracy #374 0623a67d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t819 = 0
    for _t818 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t818] == L[1]):
            _t819 += (1 if ((_st_cvars[_t818] == 'carnivorous') or (_st_cvars[_t818] == 'high_body_weight')) else (2 if (_st_cvars[_t818] == 'parasite') else 0))
    return _t819

# <rulerun evolution.rules: piracy #375 fa43cb7f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t821 = 0
    for _t820 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t820] == L[1]) and (_st_cvars[_t820] == 'fat_tissue')) and _st_cvars[252 + _t820]):
            _t821 += 1
    return _t821

# <rulerun evolution.rules: piracy #376 fb8b72be>
def _loop(st, L):
    _st_cvars = st.cvars
    _t823 = 0
    for _t822 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t822] == L[1]) and (_st_cvars[_t822] == 'fat_tissue')):
            _t823 += 1
    return _t823

# <rulerun evolution.rules: piracy #377 35a6fdcb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t825 = 0
    for _t824 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t824] == L[1]) and (_st_cvars[_t824] == 'fat_tissue')):
            _t825 += 1
    return _t825

# <rulerun evolution.rules: piracy #378 2a843a2f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain556(_text557(((((('animal ' + _plain556(_st_cvars[420 + L[1]]) + ' of ' + _player_text558(st.model.zone_instances[st.loc[L[1]]][1])) + (_text557(' ' + _plain556(_a559(st, L))) if (not not (_a560(st, L) or ())) else '')) + (' food ' + _plain556(_st_cvars[504 + L[1]]) + '/' + _plain556((1 + _a561(st, L))))) + ((' fat ' + _plain556(_a562(st, L)) + '/' + _plain556(_a563(st, L))) if (_a564(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 eb8a8c08>
def _loop(st, _t828):
    _st_cvars = st.cvars
    _t830 = 0
    for _t829 in st.zones[(9 + st.model.zone_instances[st.loc[_t828]][1])]:
        if (_st_cvars[84 + _t829] == _t828):
            _t830 += (1 if ((_st_cvars[_t829] == 'carnivorous') or (_st_cvars[_t829] == 'high_body_weight')) else (2 if (_st_cvars[_t829] == 'parasite') else 0))
    return _t830

# <rulerun evolution.rules: piracy #380 9b4d0adc>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t827 = ([_c for _i in [5 + _p for _p in _k565] for _c in st.zones[_i]] or ())
    st.budget -= len(_t827)
    if st.budget < 0: _spent566(st)
    _t826 = []
    for _t828 in _t827:
        if ((_t828 != _l1) and ((not ((_st_cvars[924 + _t828] == _st_vars[0]) or (_st_cvars[504 + _t828] >= (1 + _a567(st, _t828))))) and (_st_cvars[504 + _t828] > 0))):
            _t826.append(_t828)
    return _t826

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 cc48c941>
def _loop(st, L):
    _st_cvars = st.cvars
    _t832 = []
    for _t831 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t831] == L[2]) or (_st_cvars[168 + _t831] == L[2])):
            _t832.append(_st_cvars[_t831])
    return _t832

# <rulerun evolution.rules: piracy #383 2b382f1f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t834 = []
    for _t833 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t833] == L[2]) or (_st_cvars[168 + _t833] == L[2])):
            _t834.append(_t833)
    return _t834

# <rulerun evolution.rules: piracy #384 1c1eb04d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t836 = 0
    for _t835 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t835] == L[2]):
            _t836 += (1 if ((_st_cvars[_t835] == 'carnivorous') or (_st_cvars[_t835] == 'high_body_weight')) else (2 if (_st_cvars[_t835] == 'parasite') else 0))
    return _t836

# <rulerun evolution.rules: piracy #385 ff0febec>
def _loop(st, L):
    _st_cvars = st.cvars
    _t838 = 0
    for _t837 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t837] == L[2]) and (_st_cvars[_t837] == 'fat_tissue')) and _st_cvars[252 + _t837]):
            _t838 += 1
    return _t838

# <rulerun evolution.rules: piracy #386 e42ef0b5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t840 = 0
    for _t839 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t839] == L[2]) and (_st_cvars[_t839] == 'fat_tissue')):
            _t840 += 1
    return _t840

# <rulerun evolution.rules: piracy #387 70c4bf30>
def _loop(st, L):
    _st_cvars = st.cvars
    _t842 = 0
    for _t841 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t841] == L[2]) and (_st_cvars[_t841] == 'fat_tissue')):
            _t842 += 1
    return _t842

# <rulerun evolution.rules: piracy #388 b6e2eca9>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain568(_text569(((((('animal ' + _plain568(_st_cvars[420 + L[2]]) + ' of ' + _player_text570(st.model.zone_instances[st.loc[L[2]]][1])) + (_text569(' ' + _plain568(_a571(st, L))) if (not not (_a572(st, L) or ())) else '')) + (' food ' + _plain568(_st_cvars[504 + L[2]]) + '/' + _plain568((1 + _a573(st, L))))) + ((' fat ' + _plain568(_a574(st, L)) + '/' + _plain568(_a575(st, L))) if (_a576(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 aeceb931>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t843 if -1000000000000000000 <= (_t843 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond577(_t843))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text581(_audience578(st), ['Grazing: ', _PlayerRef579(L[0]), "'s animal ", _plain580(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain580(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 6d5619b9>
def _loop(st, _t846):
    _st_cvars = st.cvars
    for _t847 in st.zones[(9 + st.model.zone_instances[st.loc[_t846]][1])]:
        if ((_st_cvars[84 + _t847] == _t846) and (_st_cvars[_t847] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 53473a2b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t845 = st.zones[(5 + L[0])]
    st.budget -= len(_t845)
    if st.budget < 0: _spent582(st)
    _t844 = []
    for _t846 in _t845:
        if ((_a583(st, _t846) and (_st_cvars[840 + _t846] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t844.append(_t846)
    return _t844

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 3d3f29b6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t850 = []
    for _t849 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t849] == L[1]) or (_st_cvars[168 + _t849] == L[1])):
            _t850.append(_st_cvars[_t849])
    return _t850

# <rulerun evolution.rules: grazing #396 26cd8aa6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t852 = []
    for _t851 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t851] == L[1]) or (_st_cvars[168 + _t851] == L[1])):
            _t852.append(_t851)
    return _t852

# <rulerun evolution.rules: grazing #397 750199c3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t854 = 0
    for _t853 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t853] == L[1]):
            _t854 += (1 if ((_st_cvars[_t853] == 'carnivorous') or (_st_cvars[_t853] == 'high_body_weight')) else (2 if (_st_cvars[_t853] == 'parasite') else 0))
    return _t854

# <rulerun evolution.rules: grazing #398 399ef620>
def _loop(st, L):
    _st_cvars = st.cvars
    _t856 = 0
    for _t855 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t855] == L[1]) and (_st_cvars[_t855] == 'fat_tissue')) and _st_cvars[252 + _t855]):
            _t856 += 1
    return _t856

# <rulerun evolution.rules: grazing #399 aad417c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t858 = 0
    for _t857 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t857] == L[1]) and (_st_cvars[_t857] == 'fat_tissue')):
            _t858 += 1
    return _t858

# <rulerun evolution.rules: grazing #400 a391e797>
def _loop(st, L):
    _st_cvars = st.cvars
    _t860 = 0
    for _t859 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t859] == L[1]) and (_st_cvars[_t859] == 'fat_tissue')):
            _t860 += 1
    return _t860

# <rulerun evolution.rules: grazing #401 e33559c2>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain584(_text585(((((('animal ' + _plain584(_st_cvars[420 + L[1]]) + ' of ' + _player_text586(st.model.zone_instances[st.loc[L[1]]][1])) + (_text585(' ' + _plain584(_a587(st, L))) if (not not (_a588(st, L) or ())) else '')) + (' food ' + _plain584(_st_cvars[504 + L[1]]) + '/' + _plain584((1 + _a589(st, L))))) + ((' fat ' + _plain584(_a590(st, L)) + '/' + _plain584(_a591(st, L))) if (_a592(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 b0c8012e>
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
    if _st_log is not None: _st_log.append(_Text596(_audience593(st), ['Hibernation: ', _PlayerRef594(L[0]), "'s animal ", _plain595(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 e8cfa76f>
def _loop(st, _t863):
    _st_cvars = st.cvars
    for _t864 in st.zones[(9 + st.model.zone_instances[st.loc[_t863]][1])]:
        if ((_st_cvars[84 + _t864] == _t863) and (_st_cvars[_t864] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 2c6bd066>
def _loop(st, _t863):
    _st_cvars = st.cvars
    _t867 = 0
    for _t866 in st.zones[(9 + st.model.zone_instances[st.loc[_t863]][1])]:
        if (_st_cvars[84 + _t866] == _t863):
            _t867 += (1 if ((_st_cvars[_t866] == 'carnivorous') or (_st_cvars[_t866] == 'high_body_weight')) else (2 if (_st_cvars[_t866] == 'parasite') else 0))
    return _t867

# <rulerun evolution.rules: hibernation #405 eed62742>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t862 = st.zones[(5 + L[0])]
    st.budget -= len(_t862)
    if st.budget < 0: _spent597(st)
    _t861 = []
    for _t863 in _t862:
        if ((((_a598(st, _t863) and (_st_cvars[924 + _t863] != _st_vars[0])) and (_st_cvars[924 + _t863] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t863] == _st_vars[0]) or (_st_cvars[504 + _t863] >= (1 + _a599(st, _t863)))))):
            _t861.append(_t863)
    return _t861

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 9980a219>
def _loop(st, L):
    _st_cvars = st.cvars
    _t869 = []
    for _t868 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t868] == L[1]) or (_st_cvars[168 + _t868] == L[1])):
            _t869.append(_st_cvars[_t868])
    return _t869

# <rulerun evolution.rules: hibernation #408 f2890923>
def _loop(st, L):
    _st_cvars = st.cvars
    _t871 = []
    for _t870 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t870] == L[1]) or (_st_cvars[168 + _t870] == L[1])):
            _t871.append(_t870)
    return _t871

# <rulerun evolution.rules: hibernation #409 17c90f43>
def _loop(st, L):
    _st_cvars = st.cvars
    _t873 = 0
    for _t872 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t872] == L[1]):
            _t873 += (1 if ((_st_cvars[_t872] == 'carnivorous') or (_st_cvars[_t872] == 'high_body_weight')) else (2 if (_st_cvars[_t872] == 'parasite') else 0))
    return _t873

# <rulerun evolution.rules: hibernation #410 946953c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t875 = 0
    for _t874 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t874] == L[1]) and (_st_cvars[_t874] == 'fat_tissue')) and _st_cvars[252 + _t874]):
            _t875 += 1
    return _t875

# <rulerun evolution.rules: hibernation #411 86fdc098>
def _loop(st, L):
    _st_cvars = st.cvars
    _t877 = 0
    for _t876 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t876] == L[1]) and (_st_cvars[_t876] == 'fat_tissue')):
            _t877 += 1
    return _t877

# <rulerun evolution.rules: hibernation #412 4e63e3d8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t879 = 0
    for _t878 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t878] == L[1]) and (_st_cvars[_t878] == 'fat_tissue')):
            _t879 += 1
    return _t879

# <rulerun evolution.rules: hibernation #413 1559d8c7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain600(_text601(((((('animal ' + _plain600(_st_cvars[420 + L[1]]) + ' of ' + _player_text602(st.model.zone_instances[st.loc[L[1]]][1])) + (_text601(' ' + _plain600(_a603(st, L))) if (not not (_a604(st, L) or ())) else '')) + (' food ' + _plain600(_st_cvars[504 + L[1]]) + '/' + _plain600((1 + _a605(st, L))))) + ((' fat ' + _plain600(_a606(st, L)) + '/' + _plain600(_a607(st, L))) if (_a608(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 c8a2d651>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t883 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t883] == _t882) and (_st_cvars[_t883] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 098096a4>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _t886 = 0
    for _t885 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if (_st_cvars[84 + _t885] == _t882):
            _t886 += (1 if ((_st_cvars[_t885] == 'carnivorous') or (_st_cvars[_t885] == 'high_body_weight')) else (2 if (_st_cvars[_t885] == 'parasite') else 0))
    return _t886

# <rulerun evolution.rules: attack_action #416 27f236ff>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _t888 = 0
    for _t887 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if (((_st_cvars[84 + _t887] == _t882) and (_st_cvars[_t887] == 'fat_tissue')) and _st_cvars[252 + _t887]):
            _t888 += 1
    return _t888

# <rulerun evolution.rules: attack_action #417 595ab4f6>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _t890 = 0
    for _t889 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t889] == _t882) and (_st_cvars[_t889] == 'fat_tissue')):
            _t890 += 1
    return _t890

# <rulerun evolution.rules: attack_action #418 a6f60869>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t895 = 0
    for _t894 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t892]]][1])]:
        if (_st_cvars[84 + _t894] == _st_cvars[84 + _t892]):
            _t895 += (1 if ((_st_cvars[_t894] == 'carnivorous') or (_st_cvars[_t894] == 'high_body_weight')) else (2 if (_st_cvars[_t894] == 'parasite') else 0))
    return _t895

# <rulerun evolution.rules: attack_action #419 46d35394>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t891 = st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]
    st.budget -= len(_t891)
    if st.budget < 0: _spent614(st)
    for _t892 in _t891:
        if (((_st_cvars[_t892] == 'symbiosis') and (_st_cvars[168 + _t892] == _t882)) and (not ((_st_cvars[924 + _st_cvars[84 + _t892]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t892]] >= (1 + _a615(st, _t892)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 c7fb747e>
def _loop(st, _t897):
    _st_cvars = st.cvars
    for _t899 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if ((_st_cvars[84 + _t899] == _t897) and (_st_cvars[_t899] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 32f79a5c>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t901 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t901] == _t882) and (_st_cvars[_t901] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 a671f49e>
def _loop(st, _t897):
    _st_cvars = st.cvars
    for _t905 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if ((_st_cvars[84 + _t905] == _t897) and (_st_cvars[_t905] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 df86a8df>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t907 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t907] == _t882) and (_st_cvars[_t907] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 03a65327>
def _loop(st, _t897):
    _st_cvars = st.cvars
    for _t911 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if ((_st_cvars[84 + _t911] == _t897) and (_st_cvars[_t911] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 69bf0be5>
def _loop(st, _t882):
    _st_cvars = st.cvars
    for _t913 in st.zones[(9 + st.model.zone_instances[st.loc[_t882]][1])]:
        if ((_st_cvars[84 + _t913] == _t882) and (_st_cvars[_t913] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 52e557a6>
def _loop(st, _t897):
    _st_cvars = st.cvars
    for _t917 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if ((_st_cvars[84 + _t917] == _t897) and (_st_cvars[_t917] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 5ff5d33a>
def _loop(st, _t897):
    _st_cvars = st.cvars
    _t920 = 0
    for _t919 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if (_st_cvars[84 + _t919] == _t897):
            _t920 += (1 if ((_st_cvars[_t919] == 'carnivorous') or (_st_cvars[_t919] == 'high_body_weight')) else (2 if (_st_cvars[_t919] == 'parasite') else 0))
    return _t920

# <rulerun evolution.rules: attack_action #428 6da7bfdf>
def _loop(st, _t897):
    _st_cvars = st.cvars
    for _t921 in st.zones[(9 + st.model.zone_instances[st.loc[_t897]][1])]:
        if ((_st_cvars[_t921] == 'symbiosis') and (_st_cvars[168 + _t921] == _t897)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 e40083d5>
def _loop(st, _t882):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t896 = ([_c for _i in [5 + _p for _p in _k617] for _c in st.zones[_i]] or ())
    st.budget -= len(_t896)
    if st.budget < 0: _spent618(st)
    _t903 = _NOT_YET
    _t904 = _NOT_YET
    _t909 = _NOT_YET
    _t910 = _NOT_YET
    _t915 = _NOT_YET
    _t916 = _NOT_YET
    for _t897 in _t896:
        if ((((((_t882 != _t897) and ((not _a619(st, _t897)) or (_t904 if _t904 is not _NOT_YET else (_t904 := (_t903 if _t903 is not _NOT_YET else (_t903 := _a620(st, _t882))))))) and ((not _a621(st, _t897)) or (_t910 if _t910 is not _NOT_YET else (_t910 := (_t909 if _t909 is not _NOT_YET else (_t909 := _a622(st, _t882))))))) and (_a623(st, _t897) == (_t916 if _t916 is not _NOT_YET else (_t916 := (_t915 if _t915 is not _NOT_YET else (_t915 := _a624(st, _t882))))))) and (not (_a625(st, _t897) and ((_st_cvars[924 + _t897] == _st_vars[0]) or (_st_cvars[504 + _t897] >= (1 + _a626(st, _t897))))))) and (not _a627(st, _t897))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 c44244fe>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t881 = st.zones[(5 + L[0])]
    st.budget -= len(_t881)
    if st.budget < 0: _spent609(st)
    _t880 = []
    for _t882 in _t881:
        if (((_a610(st, _t882) and (_st_cvars[672 + _t882] != _st_vars[0])) and ((not ((_st_cvars[924 + _t882] == _st_vars[0]) or ((_st_cvars[504 + _t882] >= (1 + _a611(st, _t882))) and (_a612(st, _t882) >= _a613(st, _t882))))) and (not _a616(st, _t882)))) and _a628(st, _t882)):
            _t880.append(_t882)
    return _t880

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 177b48dc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t924 = []
    for _t923 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t923] == L[1]) or (_st_cvars[168 + _t923] == L[1])):
            _t924.append(_st_cvars[_t923])
    return _t924

# <rulerun evolution.rules: attack_action #433 a34fa6c5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t926 = []
    for _t925 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t925] == L[1]) or (_st_cvars[168 + _t925] == L[1])):
            _t926.append(_t925)
    return _t926

# <rulerun evolution.rules: attack_action #434 703cb069>
def _loop(st, L):
    _st_cvars = st.cvars
    _t928 = 0
    for _t927 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t927] == L[1]):
            _t928 += (1 if ((_st_cvars[_t927] == 'carnivorous') or (_st_cvars[_t927] == 'high_body_weight')) else (2 if (_st_cvars[_t927] == 'parasite') else 0))
    return _t928

# <rulerun evolution.rules: attack_action #435 b0094754>
def _loop(st, L):
    _st_cvars = st.cvars
    _t930 = 0
    for _t929 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t929] == L[1]) and (_st_cvars[_t929] == 'fat_tissue')) and _st_cvars[252 + _t929]):
            _t930 += 1
    return _t930

# <rulerun evolution.rules: attack_action #436 f9fd2812>
def _loop(st, L):
    _st_cvars = st.cvars
    _t932 = 0
    for _t931 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t931] == L[1]) and (_st_cvars[_t931] == 'fat_tissue')):
            _t932 += 1
    return _t932

# <rulerun evolution.rules: attack_action #437 ae2b8636>
def _loop(st, L):
    _st_cvars = st.cvars
    _t934 = 0
    for _t933 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t933] == L[1]) and (_st_cvars[_t933] == 'fat_tissue')):
            _t934 += 1
    return _t934

# <rulerun evolution.rules: attack_action #438 d5c85d6f>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain629(_text630(((((('animal ' + _plain629(_st_cvars[420 + L[1]]) + ' of ' + _player_text631(st.model.zone_instances[st.loc[L[1]]][1])) + (_text630(' ' + _plain629(_a632(st, L))) if (not not (_a633(st, L) or ())) else '')) + (' food ' + _plain629(_st_cvars[504 + L[1]]) + '/' + _plain629((1 + _a634(st, L))))) + ((' fat ' + _plain629(_a635(st, L)) + '/' + _plain629(_a636(st, L))) if (_a637(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 979cb3e5>
def _loop(st, _t937):
    _st_cvars = st.cvars
    for _t938 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if ((_st_cvars[84 + _t938] == _t937) and (_st_cvars[_t938] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 50e78639>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t940 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t940] == _l1) and (_st_cvars[_t940] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 d4071e29>
def _loop(st, _t937):
    _st_cvars = st.cvars
    for _t944 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if ((_st_cvars[84 + _t944] == _t937) and (_st_cvars[_t944] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 dccd5682>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t946 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t946] == _l1) and (_st_cvars[_t946] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 485e8cc3>
def _loop(st, _t937):
    _st_cvars = st.cvars
    for _t950 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if ((_st_cvars[84 + _t950] == _t937) and (_st_cvars[_t950] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 680e597c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t952 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t952] == _l1) and (_st_cvars[_t952] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 11530598>
def _loop(st, _t937):
    _st_cvars = st.cvars
    for _t956 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if ((_st_cvars[84 + _t956] == _t937) and (_st_cvars[_t956] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 d8f9dc26>
def _loop(st, _t937):
    _st_cvars = st.cvars
    _t959 = 0
    for _t958 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if (_st_cvars[84 + _t958] == _t937):
            _t959 += (1 if ((_st_cvars[_t958] == 'carnivorous') or (_st_cvars[_t958] == 'high_body_weight')) else (2 if (_st_cvars[_t958] == 'parasite') else 0))
    return _t959

# <rulerun evolution.rules: attack_action #447 827194d9>
def _loop(st, _t937):
    _st_cvars = st.cvars
    for _t960 in st.zones[(9 + st.model.zone_instances[st.loc[_t937]][1])]:
        if ((_st_cvars[_t960] == 'symbiosis') and (_st_cvars[168 + _t960] == _t937)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 f7203b02>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t936 = ([_c for _i in [5 + _p for _p in _k638] for _c in st.zones[_i]] or ())
    st.budget -= len(_t936)
    if st.budget < 0: _spent639(st)
    _t942 = _NOT_YET
    _t943 = _NOT_YET
    _t948 = _NOT_YET
    _t949 = _NOT_YET
    _t954 = _NOT_YET
    _t955 = _NOT_YET
    _t935 = []
    for _t937 in _t936:
        if ((((((_l1 != _t937) and ((not _a640(st, _t937)) or (_t943 if _t943 is not _NOT_YET else (_t943 := (_t942 if _t942 is not _NOT_YET else (_t942 := _a641(st, L))))))) and ((not _a642(st, _t937)) or (_t949 if _t949 is not _NOT_YET else (_t949 := (_t948 if _t948 is not _NOT_YET else (_t948 := _a643(st, L))))))) and (_a644(st, _t937) == (_t955 if _t955 is not _NOT_YET else (_t955 := (_t954 if _t954 is not _NOT_YET else (_t954 := _a645(st, L))))))) and (not (_a646(st, _t937) and ((_st_cvars[924 + _t937] == _st_vars[0]) or (_st_cvars[504 + _t937] >= (1 + _a647(st, _t937))))))) and (not _a648(st, _t937))):
            _t935.append(_t937)
    return _t935

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 96b48cd4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t963 = []
    for _t962 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t962] == L[2]) or (_st_cvars[168 + _t962] == L[2])):
            _t963.append(_st_cvars[_t962])
    return _t963

# <rulerun evolution.rules: attack_action #451 939ad739>
def _loop(st, L):
    _st_cvars = st.cvars
    _t965 = []
    for _t964 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t964] == L[2]) or (_st_cvars[168 + _t964] == L[2])):
            _t965.append(_t964)
    return _t965

# <rulerun evolution.rules: attack_action #452 25c65a5c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t967 = 0
    for _t966 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t966] == L[2]):
            _t967 += (1 if ((_st_cvars[_t966] == 'carnivorous') or (_st_cvars[_t966] == 'high_body_weight')) else (2 if (_st_cvars[_t966] == 'parasite') else 0))
    return _t967

# <rulerun evolution.rules: attack_action #453 8c0b2f4a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t969 = 0
    for _t968 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t968] == L[2]) and (_st_cvars[_t968] == 'fat_tissue')) and _st_cvars[252 + _t968]):
            _t969 += 1
    return _t969

# <rulerun evolution.rules: attack_action #454 7ac222cf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t971 = 0
    for _t970 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t970] == L[2]) and (_st_cvars[_t970] == 'fat_tissue')):
            _t971 += 1
    return _t971

# <rulerun evolution.rules: attack_action #455 f44b04f6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t973 = 0
    for _t972 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t972] == L[2]) and (_st_cvars[_t972] == 'fat_tissue')):
            _t973 += 1
    return _t973

# <rulerun evolution.rules: attack_action #456 71c4dd82>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain649(_text650(((((('animal ' + _plain649(_st_cvars[420 + L[2]]) + ' of ' + _player_text651(st.model.zone_instances[st.loc[L[2]]][1])) + (_text650(' ' + _plain649(_a652(st, L))) if (not not (_a653(st, L) or ())) else '')) + (' food ' + _plain649(_st_cvars[504 + L[2]]) + '/' + _plain649((1 + _a654(st, L))))) + ((' fat ' + _plain649(_a655(st, L)) + '/' + _plain649(_a656(st, L))) if (_a657(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 50794276>
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
    if _st_log is not None: _st_log.append(_Text661(_audience658(st), [_PlayerRef659(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain660(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef659(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain660(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 023ffe98>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t974 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t974] == L[2]) and (_st_cvars[_t974] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 38fc2bed>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t978 = []
    for _t977 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t977] == _i10l0) or (_st_cvars[168 + _t977] == _i10l0)):
            _t978.append(_t977)
    return _t978

# <rulerun evolution.rules: hunt #462 9df48eb7>
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
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value662(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value662(st, 1, 0, 'attack'))
    L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a663(st, L)))
    if _st_log is not None: _st_log.append(_Text667(_audience664(st), [_PlayerRef665(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain666(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef665(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain666(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t979 = (_a668(st, _i10l0) or [])
    st.budget -= len(_t979)
    if st.budget < 0: _spent669(st)
    for _t976 in _t979:
        _i10[4] = _t976
        _i11l0 = _t976
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
        _t980 = _i11l0
        _t981 = (13 + _i11[1])
        if type(_t980) is int and _st_log is None:
            _t982 = _st_zones[_st_loc[_t980]]
            if _t982[-1] == _t980: _t982.pop()
            else: _t982.remove(_t980)
            _st_zones[_t981].append(_t980); _st_loc[_t980] = _t981
        elif _t980 is not None:
            _move_cards670(st, _t980, _t981, False)
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
    _st_cvars[504 + _i10l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _i10l0] = False
    _t983 = _i10l0
    _t984 = (13 + _i10[1])
    if type(_t983) is int and _st_log is None:
        _t985 = _st_zones[_st_loc[_t983]]
        if _t985[-1] == _t983: _t985.pop()
        else: _t985.remove(_t983)
        _st_zones[_t984].append(_t983); _st_loc[_t983] = _t984
    elif _t983 is not None:
        _move_cards670(st, _t983, _t984, False)
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

# <rulerun evolution.rules: hunt #463 c775edde>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text673(_audience671(st), ['Animal ', _plain672(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 cca48cfc>
def _loop(st, _t988):
    _st_cvars = st.cvars
    for _t989 in st.zones[(9 + st.model.zone_instances[st.loc[_t988]][1])]:
        if ((_st_cvars[84 + _t989] == _t988) and (_st_cvars[_t989] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 3a1e7a74>
def _loop(st, _t988):
    _st_cvars = st.cvars
    _t992 = 0
    for _t991 in st.zones[(9 + st.model.zone_instances[st.loc[_t988]][1])]:
        if (_st_cvars[84 + _t991] == _t988):
            _t992 += (1 if ((_st_cvars[_t991] == 'carnivorous') or (_st_cvars[_t991] == 'high_body_weight')) else (2 if (_st_cvars[_t991] == 'parasite') else 0))
    return _t992

# <rulerun evolution.rules: scavenge #472 793eefe9>
def _loop(st, _t988):
    _st_cvars = st.cvars
    _t994 = 0
    for _t993 in st.zones[(9 + st.model.zone_instances[st.loc[_t988]][1])]:
        if (((_st_cvars[84 + _t993] == _t988) and (_st_cvars[_t993] == 'fat_tissue')) and _st_cvars[252 + _t993]):
            _t994 += 1
    return _t994

# <rulerun evolution.rules: scavenge #473 54b454fc>
def _loop(st, _t988):
    _st_cvars = st.cvars
    _t996 = 0
    for _t995 in st.zones[(9 + st.model.zone_instances[st.loc[_t988]][1])]:
        if ((_st_cvars[84 + _t995] == _t988) and (_st_cvars[_t995] == 'fat_tissue')):
            _t996 += 1
    return _t996

# <rulerun evolution.rules: scavenge #474 6b4c320b>
def _loop(st, _t998):
    _st_cvars = st.cvars
    _t1001 = 0
    for _t1000 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t998]]][1])]:
        if (_st_cvars[84 + _t1000] == _st_cvars[84 + _t998]):
            _t1001 += (1 if ((_st_cvars[_t1000] == 'carnivorous') or (_st_cvars[_t1000] == 'high_body_weight')) else (2 if (_st_cvars[_t1000] == 'parasite') else 0))
    return _t1001

# <rulerun evolution.rules: scavenge #475 f8042e0f>
def _loop(st, _t988):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t997 = st.zones[(9 + st.model.zone_instances[st.loc[_t988]][1])]
    st.budget -= len(_t997)
    if st.budget < 0: _spent679(st)
    for _t998 in _t997:
        if (((_st_cvars[_t998] == 'symbiosis') and (_st_cvars[168 + _t998] == _t988)) and (not ((_st_cvars[924 + _st_cvars[84 + _t998]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t998]] >= (_memo6[_st_cvars[84 + _t998]] if _st_cvars[84 + _t998] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t998], (1 + _a680(st, _t998)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 30454b2b>
def _native(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t987 = st.zones[(5 + L[3])]
    st.budget -= len(_t987)
    if st.budget < 0: _spent674(st)
    _t986 = []
    for _t988 in _t987:
        if ((_memo7[(_t988, 'scavenger',)] if (_t988, 'scavenger',) in _memo7 else _memo7.setdefault((_t988, 'scavenger',), _a675(st, _t988))) and ((not ((_st_cvars[924 + _t988] == _st_vars[0]) or ((_st_cvars[504 + _t988] >= (_memo6[_t988] if _t988 in _memo6 else _memo6.setdefault(_t988, (1 + _a676(st, _t988))))) and ((_memo5[_t988] if _t988 in _memo5 else _memo5.setdefault(_t988, _a677(st, _t988))) >= (_memo4[_t988] if _t988 in _memo4 else _memo4.setdefault(_t988, _a678(st, _t988))))))) and (_memo14[_t988] if _t988 in _memo14 else _memo14.setdefault(_t988, (not _a681(st, _t988)))))):
            _t986.append(_t988)
    L[4] = _t986

# <rulerun evolution.rules: scavenge #477 713a0bb6>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text685(_audience682(st), ['Scavenger: ', _PlayerRef683(L[3]), "'s animal ", _plain684(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 07e71924>
def _native(st, L):
    return _o686[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 e4bf10df>
def _loop(st, L):
    _t1005 = (L[4] or ())
    st.budget -= len(_t1005)
    if st.budget < 0: _spent688(st)
    for _t1006 in _t1005:
        return _t1006
    return None

# <rulerun evolution.rules: scavenge #482 a13e6943>
def _native(st, L):
    _t1003 = (L[4] or ())
    st.budget -= len(_t1003)
    if st.budget < 0: _spent687(st)
    _t1008 = _NOT_YET
    _t1002 = []
    for _t1004 in _t1003:
        if ((not False) or (_t1004 == (_t1008 if _t1008 is not _NOT_YET else (_t1008 := _a689(st, L))))):
            _t1002.append(_t1004)
    return _t1002

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 68dc12d4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1010 = []
    for _t1009 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1009] == L[5]) or (_st_cvars[168 + _t1009] == L[5])):
            _t1010.append(_st_cvars[_t1009])
    return _t1010

# <rulerun evolution.rules: scavenge #485 5d36a9e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1012 = []
    for _t1011 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1011] == L[5]) or (_st_cvars[168 + _t1011] == L[5])):
            _t1012.append(_t1011)
    return _t1012

# <rulerun evolution.rules: scavenge #486 9cdb5de6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1014 = 0
    for _t1013 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t1013] == L[5]):
            _t1014 += (1 if ((_st_cvars[_t1013] == 'carnivorous') or (_st_cvars[_t1013] == 'high_body_weight')) else (2 if (_st_cvars[_t1013] == 'parasite') else 0))
    return _t1014

# <rulerun evolution.rules: scavenge #487 29ddc14c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1016 = 0
    for _t1015 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1015] == L[5]) and (_st_cvars[_t1015] == 'fat_tissue')) and _st_cvars[252 + _t1015]):
            _t1016 += 1
    return _t1016

# <rulerun evolution.rules: scavenge #488 46923c2d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1018 = 0
    for _t1017 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1017] == L[5]) and (_st_cvars[_t1017] == 'fat_tissue')):
            _t1018 += 1
    return _t1018

# <rulerun evolution.rules: scavenge #489 20d2e7d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1020 = 0
    for _t1019 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1019] == L[5]) and (_st_cvars[_t1019] == 'fat_tissue')):
            _t1020 += 1
    return _t1020

# <rulerun evolution.rules: scavenge #490 97ce7cb8>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain690(_text691(((((('animal ' + _plain690(_st_cvars[420 + L[5]]) + ' of ' + _player_text692(st.model.zone_instances[st.loc[L[5]]][1])) + (_text691(' ' + _plain690(_a693(st, L))) if (not not (_a694(st, L) or ())) else '')) + (' food ' + _plain690(_st_cvars[504 + L[5]]) + '/' + _plain690((1 + _a695(st, L))))) + ((' fat ' + _plain690(_a696(st, L)) + '/' + _plain690(_a697(st, L))) if (_a698(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 b5dc6247>
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
    _t1021 = _l0
    _t1022 = (13 + L[1])
    if type(_t1021) is int and st.log is None:
        _t1023 = _st_zones[_st_loc[_t1021]]
        if _t1023[-1] == _t1021: _t1023.pop()
        else: _t1023.remove(_t1021)
        _st_zones[_t1022].append(_t1021); _st_loc[_t1021] = _t1022
    elif _t1021 is not None:
        _move_cards699(st, _t1021, _t1022, False)
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

# <rulerun evolution.rules: remove_animal #494 bf8ab530>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1026 = []
    for _t1025 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1025] == _l0) or (_st_cvars[168 + _t1025] == _l0)):
            _t1026.append(_t1025)
    return _t1026

# <rulerun evolution.rules: remove_animal #495 6b9a839f>
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
    _t1027 = (_a700(st, L) or [])
    st.budget -= len(_t1027)
    if st.budget < 0: _spent701(st)
    for _t1024 in _t1027:
        L[4] = _t1024
        _i12l0 = _t1024
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
        _t1028 = _i12l0
        _t1029 = (13 + _i12[1])
        if type(_t1028) is int and _st_log is None:
            _t1030 = _st_zones[_st_loc[_t1028]]
            if _t1030[-1] == _t1028: _t1030.pop()
            else: _t1030.remove(_t1028)
            _st_zones[_t1029].append(_t1028); _st_loc[_t1028] = _t1029
        elif _t1028 is not None:
            _move_cards702(st, _t1028, _t1029, False)
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
    _st_cvars[504 + _l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _l0] = False
    _t1031 = _l0
    _t1032 = (13 + L[1])
    if type(_t1031) is int and _st_log is None:
        _t1033 = _st_zones[_st_loc[_t1031]]
        if _t1033[-1] == _t1031: _t1033.pop()
        else: _t1033.remove(_t1031)
        _st_zones[_t1032].append(_t1031); _st_loc[_t1031] = _t1032
    elif _t1031 is not None:
        _move_cards702(st, _t1031, _t1032, False)
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

# <rulerun evolution.rules: deal #496 68030261>
def _loop(st):
    for _t1036 in (_k709 or ()):
        if (st.vars[7 + _t1036] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 11a993ba>
def _native(st, L):
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
    for _t1034 in (_k703 or []):
        L[2] = _t1034
        _st_vars[7 + _t1034] = (6 if ((not _st_zones[(5 + _t1034)]) and (not _st_zones[(1 + _t1034)])) else (1 + len(_st_zones[(5 + _t1034)])))
    for _t1035 in (_o704[_st_vars[1]] or []):
        L[5] = _t1035
        if _st_log is not None: _st_log.append(_Text708(_audience705(st), ['Cards owed to ', _PlayerRef706(_t1035), ': ', _plain707(_st_vars[7 + _t1035])]))
    while ((not not _st_zones[0]) and _a710(st)):
        st.budget -= 1
        if st.budget < 0: _spent711(st)
        for _t1038 in (_o712[_st_vars[1]] or []):
            L[8] = _t1038
            if not (((_st_vars[7 + _t1038] > 0) and (not not _st_zones[0]))): continue
            _t1041 = _st_zones[0]
            _t1040 = (1 + _t1038)
            if _st_log is None and _t1041:
                _t1039 = _t1041.pop(); _st_zones[_t1040].append(_t1039); st.loc[_t1039] = _t1040
            elif _t1041:
                _move_cards713(st, _t1041[-1], _t1040, False)
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
            _st_vars[7 + _t1038] = (_t1042 if -1000000000000000000 <= (_t1042 := _st_vars[7 + _t1038] - 1) <= 1000000000000000000 else _beyond714(_t1042))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text708(_audience705(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 c32634db>
def _loop(st, _t1043):
    _st_cvars = st.cvars
    _t1046 = 0
    for _t1045 in st.zones[(9 + _t1043)]:
        _t1046 += (1 + (1 if ((_st_cvars[_t1045] == 'carnivorous') or (_st_cvars[_t1045] == 'high_body_weight')) else (2 if (_st_cvars[_t1045] == 'parasite') else 0)))
    return _t1046

# <rulerun evolution.rules: game_end #499 edfba149>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1044 = (_k715 or [])
    st.budget -= len(_t1044)
    if st.budget < 0: _spent716(st)
    for _t1043 in _t1044:
        _i13[2] = _t1043
        if _st_log is not None: _st_log.append(_Text721(_audience717(st), [_PlayerRef718(_t1043), ': ', _plain719(len(_st_zones[(5 + _t1043)])), ' animals, ', _plain719(len(_st_zones[(9 + _t1043)])), ' trait cards, ', _plain719((_memo12[_t1043] if _t1043 in _memo12 else _memo12.setdefault(_t1043, ((2 * len(_st_zones[(5 + _t1043)])) + _a720(st, _t1043))))), ' points; ', _plain719(len(_st_zones[(13 + _t1043)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range722(1, 4)
        for _t1047 in (_k723 or []):
            _i13[6] = _t1047
            _i13[7] = _random_item724(st, _i13[3])
            st.vars[12 + _t1047] = _i13[7]
            _i13[3] = _remove725(st, _i13[3], _i13[7])
    _end_game726(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 a0e57732>
def _loop(st, _t1048):
    _st_cvars = st.cvars
    _t1051 = 0
    for _t1050 in st.zones[(9 + _t1048)]:
        _t1051 += (1 + (1 if ((_st_cvars[_t1050] == 'carnivorous') or (_st_cvars[_t1050] == 'high_body_weight')) else (2 if (_st_cvars[_t1050] == 'parasite') else 0)))
    return _t1051

# <rulerun evolution.rules: final_scoring #501 d829f643>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1049 = (_k727 or [])
    st.budget -= len(_t1049)
    if st.budget < 0: _spent728(st)
    for _t1048 in _t1049:
        L[2] = _t1048
        if _st_log is not None: _st_log.append(_Text733(_audience729(st), [_PlayerRef730(_t1048), ': ', _plain731(len(_st_zones[(5 + _t1048)])), ' animals, ', _plain731(len(_st_zones[(9 + _t1048)])), ' trait cards, ', _plain731((_memo12[_t1048] if _t1048 in _memo12 else _memo12.setdefault(_t1048, ((2 * len(_st_zones[(5 + _t1048)])) + _a732(st, _t1048))))), ' points; ', _plain731(len(_st_zones[(13 + _t1048)])), ' cards in the discard pile']))
    if False:
        L[3] = _range734(1, 4)
        for _t1052 in (_k735 or []):
            L[6] = _t1052
            L[7] = _random_item736(st, L[3])
            st.vars[12 + _t1052] = L[7]
            L[3] = _remove737(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 707903f0>
def _loop(st, L, _t1056):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1057 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1057] == _l1) and (_st_cvars[_t1057] == _t1056)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 ec8b011f>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    for _t1062 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if ((_st_cvars[84 + _t1062] == _t1060) and (_st_cvars[_t1062] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 d9f79bb1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1064 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1064] == _l0) and (_st_cvars[_t1064] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 52ddf69c>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    for _t1068 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if ((_st_cvars[84 + _t1068] == _t1060) and (_st_cvars[_t1068] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 3b2f5a13>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1070 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1070] == _l0) and (_st_cvars[_t1070] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 6a15349f>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    for _t1074 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if ((_st_cvars[84 + _t1074] == _t1060) and (_st_cvars[_t1074] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 9ab1fcd6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1076 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1076] == _l0) and (_st_cvars[_t1076] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 eb6b2467>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    for _t1080 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if ((_st_cvars[84 + _t1080] == _t1060) and (_st_cvars[_t1080] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 13185620>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    _t1083 = 0
    for _t1082 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if (_st_cvars[84 + _t1082] == _t1060):
            _t1083 += (1 if ((_st_cvars[_t1082] == 'carnivorous') or (_st_cvars[_t1082] == 'high_body_weight')) else (2 if (_st_cvars[_t1082] == 'parasite') else 0))
    return _t1083

# <rulerun evolution.rules: on before attack #514 2c8c5ed8>
def _loop(st, _t1060):
    _st_cvars = st.cvars
    for _t1084 in st.zones[(9 + st.model.zone_instances[st.loc[_t1060]][1])]:
        if ((_st_cvars[_t1084] == 'symbiosis') and (_st_cvars[168 + _t1084] == _t1060)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 ece6b6f4>
def _loop(st, L, _t1054):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1059 = st.zones[(5 + _t1054)]
    st.budget -= len(_t1059)
    if st.budget < 0: _spent740(st)
    _t1066 = _NOT_YET
    _t1067 = _NOT_YET
    _t1072 = _NOT_YET
    _t1073 = _NOT_YET
    _t1078 = _NOT_YET
    _t1079 = _NOT_YET
    for _t1060 in _t1059:
        if (((_t1060 != _l1) and (_t1060 != _l0)) and ((((((_l0 != _t1060) and ((not (_memo7[(_t1060, 'camouflage',)] if (_t1060, 'camouflage',) in _memo7 else _memo7.setdefault((_t1060, 'camouflage',), _a741(st, _t1060)))) or (_t1067 if _t1067 is not _NOT_YET else (_t1067 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1066 if _t1066 is not _NOT_YET else (_t1066 := _a742(st, L))))))))) and ((not (_memo7[(_t1060, 'high_body_weight',)] if (_t1060, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1060, 'high_body_weight',), _a743(st, _t1060)))) or (_t1073 if _t1073 is not _NOT_YET else (_t1073 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1072 if _t1072 is not _NOT_YET else (_t1072 := _a744(st, L))))))))) and ((_memo7[(_t1060, 'swimming',)] if (_t1060, 'swimming',) in _memo7 else _memo7.setdefault((_t1060, 'swimming',), _a745(st, _t1060))) == (_t1079 if _t1079 is not _NOT_YET else (_t1079 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1078 if _t1078 is not _NOT_YET else (_t1078 := _a746(st, L))))))))) and (not ((_memo7[(_t1060, 'burrowing',)] if (_t1060, 'burrowing',) in _memo7 else _memo7.setdefault((_t1060, 'burrowing',), _a747(st, _t1060))) and ((_st_cvars[924 + _t1060] == _st_vars[0]) or (_st_cvars[504 + _t1060] >= (_memo6[_t1060] if _t1060 in _memo6 else _memo6.setdefault(_t1060, (1 + _a748(st, _t1060))))))))) and (not (_memo13[_t1060] if _t1060 in _memo13 else _memo13.setdefault(_t1060, _a749(st, _t1060)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 cca0dc11>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo7 = st.memos[7]
    L[4] = st.model.zone_instances[st.loc[_l1]][1]
    _t1054 = L[4]
    _t1055 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1055)
    if st.budget < 0: _spent738(st)
    _t1086 = _NOT_YET
    _t1053 = []
    for _t1056 in _t1055:
        if (((_memo7[(_l1, _t1056,)] if (_l1, _t1056,) in _memo7 else _memo7.setdefault((_l1, _t1056,), _a739(st, L, _t1056))) and ((_t1056 != 'running') or (not _l3))) and ((_t1056 != 'mimicry') or ((not _l2) and (_t1086 if _t1086 is not _NOT_YET else (_t1086 := _a750(st, L, _t1054)))))):
            _t1053.append(_t1056)
    L[5] = _t1053
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 3140db33>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text754(_audience751(st), ['Running: ', _PlayerRef752(L[4]), "'s animal ", _plain753(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll755(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text754(_audience751(st), ['Animal ', _plain753(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel756(st)
        return 2
    if _st_log is not None: _st_log.append(_Text754(_audience751(st), ['Animal ', _plain753(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 f0b00ea9>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text759(_audience757(st), ['Mimicry: the attack turns from animal ', _plain758(_st_cvars[420 + L[1]]), ' to animal ', _plain758(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value760(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 8b7ed88c>
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
    if _st_log is not None: _st_log.append(_Text763(_audience761(st), ['Tail loss: animal ', _plain762(_st_cvars[420 + L[1]]), ' drops its ', _plain762(_st_cvars[_l8]), ' card and survives']))
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
    _t1087 = _i14l0
    _t1088 = (13 + _i14[1])
    if type(_t1087) is int and _st_log is None:
        _t1089 = _st_zones[_st_loc[_t1087]]
        if _t1089[-1] == _t1087: _t1089.pop()
        else: _t1089.remove(_t1087)
        _st_zones[_t1088].append(_t1087); _st_loc[_t1087] = _t1088
    elif _t1087 is not None:
        _move_cards764(st, _t1087, _t1088, False)
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

# <rulerun evolution.rules: on before attack #521 f71457e6>
def _native(st, L):
    _cancel765(st)
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

# <rulerun evolution.rules: on before attack #527 6475abc3>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    for _t1093 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if ((_st_cvars[84 + _t1093] == _t1092) and (_st_cvars[_t1093] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 2840b57b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1095] == _l0) and (_st_cvars[_t1095] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 4dfe0645>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    for _t1099 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if ((_st_cvars[84 + _t1099] == _t1092) and (_st_cvars[_t1099] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 f0a6d1f7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1101 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1101] == _l0) and (_st_cvars[_t1101] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 2673b9a4>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    for _t1105 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if ((_st_cvars[84 + _t1105] == _t1092) and (_st_cvars[_t1105] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 48b7ffca>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1107 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1107] == _l0) and (_st_cvars[_t1107] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 7e6e326d>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    for _t1111 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if ((_st_cvars[84 + _t1111] == _t1092) and (_st_cvars[_t1111] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 29416dde>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    _t1114 = 0
    for _t1113 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if (_st_cvars[84 + _t1113] == _t1092):
            _t1114 += (1 if ((_st_cvars[_t1113] == 'carnivorous') or (_st_cvars[_t1113] == 'high_body_weight')) else (2 if (_st_cvars[_t1113] == 'parasite') else 0))
    return _t1114

# <rulerun evolution.rules: on before attack #535 5d70ecd8>
def _loop(st, _t1092):
    _st_cvars = st.cvars
    for _t1115 in st.zones[(9 + st.model.zone_instances[st.loc[_t1092]][1])]:
        if ((_st_cvars[_t1115] == 'symbiosis') and (_st_cvars[168 + _t1115] == _t1092)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 685adc11>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1091 = st.zones[(5 + L[4])]
    st.budget -= len(_t1091)
    if st.budget < 0: _spent766(st)
    _t1097 = _NOT_YET
    _t1098 = _NOT_YET
    _t1103 = _NOT_YET
    _t1104 = _NOT_YET
    _t1109 = _NOT_YET
    _t1110 = _NOT_YET
    _t1090 = []
    for _t1092 in _t1091:
        if (((_t1092 != _l1) and (_t1092 != _l0)) and ((((((_l0 != _t1092) and ((not _a767(st, _t1092)) or (_t1098 if _t1098 is not _NOT_YET else (_t1098 := (_t1097 if _t1097 is not _NOT_YET else (_t1097 := _a768(st, L))))))) and ((not _a769(st, _t1092)) or (_t1104 if _t1104 is not _NOT_YET else (_t1104 := (_t1103 if _t1103 is not _NOT_YET else (_t1103 := _a770(st, L))))))) and (_a771(st, _t1092) == (_t1110 if _t1110 is not _NOT_YET else (_t1110 := (_t1109 if _t1109 is not _NOT_YET else (_t1109 := _a772(st, L))))))) and (not (_a773(st, _t1092) and ((_st_cvars[924 + _t1092] == _st_vars[0]) or (_st_cvars[504 + _t1092] >= (1 + _a774(st, _t1092))))))) and (not _a775(st, _t1092)))):
            _t1090.append(_t1092)
    return _t1090

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 aba61c7f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1118 = []
    for _t1117 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1117] == L[7]) or (_st_cvars[168 + _t1117] == L[7])):
            _t1118.append(_st_cvars[_t1117])
    return _t1118

# <rulerun evolution.rules: on before attack #539 5c1d9440>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1120 = []
    for _t1119 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1119] == L[7]) or (_st_cvars[168 + _t1119] == L[7])):
            _t1120.append(_t1119)
    return _t1120

# <rulerun evolution.rules: on before attack #540 cda13412>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1122 = 0
    for _t1121 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1121] == L[7]):
            _t1122 += (1 if ((_st_cvars[_t1121] == 'carnivorous') or (_st_cvars[_t1121] == 'high_body_weight')) else (2 if (_st_cvars[_t1121] == 'parasite') else 0))
    return _t1122

# <rulerun evolution.rules: on before attack #541 b2534ee8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1124 = 0
    for _t1123 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1123] == L[7]) and (_st_cvars[_t1123] == 'fat_tissue')) and _st_cvars[252 + _t1123]):
            _t1124 += 1
    return _t1124

# <rulerun evolution.rules: on before attack #542 7d63cfc8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1126 = 0
    for _t1125 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1125] == L[7]) and (_st_cvars[_t1125] == 'fat_tissue')):
            _t1126 += 1
    return _t1126

# <rulerun evolution.rules: on before attack #543 4f7406b6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1128 = 0
    for _t1127 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1127] == L[7]) and (_st_cvars[_t1127] == 'fat_tissue')):
            _t1128 += 1
    return _t1128

# <rulerun evolution.rules: on before attack #544 892fcd4b>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain776(_text777(((((('animal ' + _plain776(_st_cvars[420 + L[7]]) + ' of ' + _player_text778(st.model.zone_instances[st.loc[L[7]]][1])) + (_text777(' ' + _plain776(_a779(st, L))) if (not not (_a780(st, L) or ())) else '')) + (' food ' + _plain776(_st_cvars[504 + L[7]]) + '/' + _plain776((1 + _a781(st, L))))) + ((' fat ' + _plain776(_a782(st, L)) + '/' + _plain776(_a783(st, L))) if (_a784(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 f59f65ab>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1130 = []
    for _t1129 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1129] == _l1) or (_st_cvars[168 + _t1129] == _l1)):
            _t1130.append(_t1129)
    return _t1130

# <rulerun evolution.rules: on before attack #546 6e97d30f>
def _native(st, L):
    return _a785(st, L)

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

# <rulerun evolution.rules: play #551 a073dcdf>
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
        if _st_log is not None: _st_log.append(_Text788(_audience786(st), ['Two base sets are mixed: ', _plain787(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone789(st, 0)
    for _t1131 in (_k790 or []):
        L[2] = _t1131
        _t1132 = _st_zones[0][:-(6) - 1:-1]
        _t1133 = (1 + _t1131)
        if type(_t1132) is list and _st_log is None:
            for _t1134 in _t1132:
                _t1135 = _st_zones[_st_loc[_t1134]]
                if _t1135[-1] == _t1134: _t1135.pop()
                else: _t1135.remove(_t1134)
                _st_zones[_t1133].append(_t1134); _st_loc[_t1134] = _t1133
        elif _t1132 is not None:
            _move_cards791(st, _t1132, _t1133, False)
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
    _st_vars[1] = _random_item792(st, _k793)
    if _st_log is not None: _st_log.append(_Text788(_audience786(st), [_PlayerRef794(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 a4d041f6>
def _loop(st, _t1136):
    _st_cvars = st.cvars
    _t1139 = 0
    for _t1138 in st.zones[(9 + _t1136)]:
        _t1139 += (1 + (1 if ((_st_cvars[_t1138] == 'carnivorous') or (_st_cvars[_t1138] == 'high_body_weight')) else (2 if (_st_cvars[_t1138] == 'parasite') else 0)))
    return _t1139

# <rulerun evolution.rules: play #553 ea244088>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1137 = (_k795 or [])
    st.budget -= len(_t1137)
    if st.budget < 0: _spent796(st)
    for _t1136 in _t1137:
        _i16[2] = _t1136
        if _st_log is not None: _st_log.append(_Text801(_audience797(st), [_PlayerRef798(_t1136), ': ', _plain799(len(_st_zones[(5 + _t1136)])), ' animals, ', _plain799(len(_st_zones[(9 + _t1136)])), ' trait cards, ', _plain799((_memo12[_t1136] if _t1136 in _memo12 else _memo12.setdefault(_t1136, ((2 * len(_st_zones[(5 + _t1136)])) + _a800(st, _t1136))))), ' points; ', _plain799(len(_st_zones[(13 + _t1136)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range802(1, 4)
        for _t1140 in (_k803 or []):
            _i16[6] = _t1140
            _i16[7] = _random_item804(st, _i16[3])
            st.vars[12 + _t1140] = _i16[7]
            _i16[3] = _remove805(st, _i16[3], _i16[7])
    _end_game806(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 ecb3656f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run809(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit810(_k811)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run812(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit810(_k813)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run814(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k815)

# <rulerun evolution.rules: development #556 0304415d>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k818)
            _r = _run819(st, L)
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
            L[1] = (_o820[st.vars[1]] or []); L[2] = 0
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
            _r = _run821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer822(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run823(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit824(_k825)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit817(_k, st, _d0): raise _Runaway816()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit817(_k, st, _d0): raise _Runaway816()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k826)

# <rulerun evolution.rules: play_card #557 c3d13ec3>
def _loop(st, _t1145):
    _st_cvars = st.cvars
    for _t1147 in st.zones[(9 + st.model.zone_instances[st.loc[_t1145]][1])]:
        if ((_st_cvars[84 + _t1147] == _t1145) and (_st_cvars[_t1147] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 e6b194fb>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1144 = ([_c for _i in [5 + _p for _p in _k835] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1144)
    if st.budget < 0: _spent836(st)
    _t1146 = []
    for _t1145 in _t1144:
        if ((st.model.zone_instances[_st_loc[_t1145]][1] != _l0) and (not (_memo7[(_t1145, 'parasite',)] if (_t1145, 'parasite',) in _memo7 else _memo7.setdefault((_t1145, 'parasite',), _a837(st, _t1145))))):
            _t1146.append(_t1145)
    return _t1146

# <rulerun evolution.rules: play_card #559 3cec4f3b>
def _loop(st, L, _t1153, _t1157):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1158 in st.zones[(9 + st.model.zone_instances[st.loc[_t1153]][1])]:
        if ((_st_cvars[_t1158] == _l3) and (((_st_cvars[84 + _t1158] == _t1153) and (_st_cvars[168 + _t1158] == _t1157)) or ((_st_cvars[84 + _t1158] == _t1157) and (_st_cvars[168 + _t1158] == _t1153)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 63d6c205>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1152 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1152)
    if st.budget < 0: _spent842(st)
    _t1154 = []
    for _t1153 in _t1152:
        _t1156 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1156)
        if st.budget < 0: _spent842(st)
        _t1155 = False
        for _t1157 in _t1156:
            if (_memo9[(_t1153, _t1157, _l3,)] if (_t1153, _t1157, _l3,) in _memo9 else _memo9.setdefault((_t1153, _t1157, _l3,), ((_t1153 != _t1157) and (not _a843(st, L, _t1153, _t1157))))):
                _t1155 = True
                break
        if _t1155:
            _t1154.append(_t1153)
    return _t1154

# <rulerun evolution.rules: play_card #561 a435a316>
def _loop(st, L, _t1164):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1166 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1166] == _l3) and (((_st_cvars[84 + _t1166] == _l5) and (_st_cvars[168 + _t1166] == _t1164)) or ((_st_cvars[84 + _t1166] == _t1164) and (_st_cvars[168 + _t1166] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 2ae48032>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1163 = st.zones[(5 + L[0])]
    st.budget -= len(_t1163)
    if st.budget < 0: _spent847(st)
    _t1165 = []
    for _t1164 in _t1163:
        if (_memo9[(_l5, _t1164, _l3,)] if (_l5, _t1164, _l3,) in _memo9 else _memo9.setdefault((_l5, _t1164, _l3,), ((_l5 != _t1164) and (not _a848(st, L, _t1164))))):
            _t1165.append(_t1164)
    return _t1165

# <rulerun evolution.rules: play_card #563 f03a0d49>
def _loop(st, L, _t1175):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1177 in st.zones[(9 + st.model.zone_instances[st.loc[_t1175]][1])]:
        if ((_st_cvars[84 + _t1177] == _t1175) and (_st_cvars[_t1177] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 eb3de8c8>
def _loop(st, _t1175):
    _st_cvars = st.cvars
    for _t1179 in st.zones[(9 + st.model.zone_instances[st.loc[_t1175]][1])]:
        if ((_st_cvars[84 + _t1179] == _t1175) and (_st_cvars[_t1179] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 17f65608>
def _loop(st, _t1175):
    _st_cvars = st.cvars
    for _t1181 in st.zones[(9 + st.model.zone_instances[st.loc[_t1175]][1])]:
        if ((_st_cvars[84 + _t1181] == _t1175) and (_st_cvars[_t1181] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 bfdf1b87>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t1174 = st.zones[(5 + L[0])]
    st.budget -= len(_t1174)
    if st.budget < 0: _spent857(st)
    _t1176 = []
    for _t1175 in _t1174:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t1175, _l3,)] if (_t1175, _l3,) in _memo7 else _memo7.setdefault((_t1175, _l3,), _a858(st, L, _t1175))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t1175, 'carnivorous',)] if (_t1175, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1175, 'carnivorous',), _a859(st, _t1175)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t1175, 'scavenger',)] if (_t1175, 'scavenger',) in _memo7 else _memo7.setdefault((_t1175, 'scavenger',), _a860(st, _t1175)))))):
            _t1176.append(_t1175)
    return _t1176

# <rulerun evolution.rules: play_card #567 d8b3c43e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run829(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1141 = L[0]
            _t1142 = len(_o)
            if not _t1142: _no_option831(_t1141, 'play it as')
            if _t1142 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1142 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1143 = st.chooser(_t1142, _t1141)
                else:
                    _t1143 = _st_bits(_t1142.bit_length())
                    while _t1143 >= _t1142: _t1143 = _st_bits(_t1142.bit_length())
                L[3] = _o[_t1143]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1143)
            elif _decide833(st, L, _o, _t1141): return True
            pc = 2
        if pc == 2:
            _r = _run834(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a838(st, L) or [])
            fr[1] = 5
            _t1149 = L[0]
            _t1150 = len(_o)
            if not _t1150: _no_option831(_t1149, 'animal to put the parasite on')
            if _t1150 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1150 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1151 = st.chooser(_t1150, _t1149)
                else:
                    _t1151 = _st_bits(_t1150.bit_length())
                    while _t1151 >= _t1150: _t1151 = _st_bits(_t1150.bit_length())
                L[4] = _o[_t1151]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1151)
            elif _decide840(st, L, _o, _t1149): return True
            pc = 5
        if pc == 5:
            _r = _run841(st, L)
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
            _o = (_a844(st, L) or [])
            fr[1] = 9
            _t1160 = L[0]
            _t1161 = len(_o)
            if not _t1161: _no_option831(_t1160, 'first animal of the pair')
            if _t1161 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1161 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1162 = st.chooser(_t1161, _t1160)
                else:
                    _t1162 = _st_bits(_t1161.bit_length())
                    while _t1162 >= _t1161: _t1162 = _st_bits(_t1161.bit_length())
                L[5] = _o[_t1162]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1162)
            elif _decide846(st, L, _o, _t1160): return True
            pc = 9
        if pc == 9:
            _o = (_a849(st, L) or [])
            fr[1] = 10
            _t1168 = L[0]
            _t1169 = len(_o)
            if not _t1169: _no_option831(_t1168, 'second animal of the pair')
            if _t1169 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1169 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1170 = st.chooser(_t1169, _t1168)
                else:
                    _t1170 = _st_bits(_t1169.bit_length())
                    while _t1170 >= _t1169: _t1170 = _st_bits(_t1169.bit_length())
                L[6] = _o[_t1170]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1170)
            elif _decide851(st, L, _o, _t1168): return True
            pc = 10
        if pc == 10:
            _r = _run852(st, L)
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
            _t1171 = L[0]
            _t1172 = len(_o)
            if not _t1172: _no_option831(_t1171, 'the symbiont')
            if _t1172 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1172 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1173 = st.chooser(_t1172, _t1171)
                else:
                    _t1173 = _st_bits(_t1172.bit_length())
                    while _t1173 >= _t1172: _t1173 = _st_bits(_t1172.bit_length())
                L[7] = _o[_t1173]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1173)
            elif _decide854(st, L, _o, _t1171): return True
            pc = 13
        if pc == 13:
            _r = _run855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a861(st, L) or [])
            fr[1] = 18
            _t1183 = L[0]
            _t1184 = len(_o)
            if not _t1184: _no_option831(_t1183, 'animal to give it to')
            if _t1184 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1184 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1185 = st.chooser(_t1184, _t1183)
                else:
                    _t1185 = _st_bits(_t1184.bit_length())
                    while _t1185 >= _t1184: _t1185 = _st_bits(_t1184.bit_length())
                L[8] = _o[_t1185]; st.decisions += 1
                if st.thread_player is not None: _answered832(st, _t1185)
            elif _decide863(st, L, _o, _t1183): return True
            pc = 18
        if pc == 18:
            _r = _run864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k865)

# <rulerun evolution.rules: determining_the_food_base #568 6e854d9b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run868(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k869)

# <rulerun evolution.rules: feeding #569 9a625ad4>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k872)
            _r = _run873(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit874(_k875)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run876(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k877)

# <rulerun evolution.rules: show_animals #570 ec2f7d65>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run880(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k881)

# <rulerun evolution.rules: feeding_laps #571 6a6c8fcc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run884(st, L)
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
            L[0] = (_o885[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run886(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit887(_k888)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit883(_k, st, _d0): raise _Runaway882()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit883(_k, st, _d0): raise _Runaway882()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k890)

# <rulerun evolution.rules: feeding_end_check #572 390aa8cd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k894)

# <rulerun evolution.rules: feeding_turn_of #573 bae454cb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run897(st, L)
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
            _r = _run898(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1186 = L[0]
            _t1187 = len(_o)
            if not _t1187: _no_option900(_t1186, 'feeding action')
            if _t1187 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1187 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1188 = st.chooser(_t1187, _t1186)
                else:
                    _t1188 = _st_bits(_t1187.bit_length())
                    while _t1188 >= _t1187: _t1188 = _st_bits(_t1187.bit_length())
                L[3] = _o[_t1188]; st.decisions += 1
                if st.thread_player is not None: _answered901(st, _t1188)
            elif _decide902(st, L, _o, _t1186): return True
            pc = 4
        if pc == 4:
            _r = _run903(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run904(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit905(_k906)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit905(_k908)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit905(_k910)
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
            if len(st.cur) >= 500: raise _RuleLimit905(_k911)
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
            if len(st.cur) >= 500: raise _RuleLimit905(_k912)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit905(_k913)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit896(_k, st, _d0): raise _Runaway895()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k914)

# <rulerun evolution.rules: take_food #574 c87c6d30>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1193 = 0
    for _t1192 in st.zones[(9 + st.model.zone_instances[st.loc[_t1190]][1])]:
        if (_st_cvars[84 + _t1192] == _t1190):
            _t1193 += (1 if ((_st_cvars[_t1192] == 'carnivorous') or (_st_cvars[_t1192] == 'high_body_weight')) else (2 if (_st_cvars[_t1192] == 'parasite') else 0))
    return _t1193

# <rulerun evolution.rules: take_food #575 236d6731>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1195 = 0
    for _t1194 in st.zones[(9 + st.model.zone_instances[st.loc[_t1190]][1])]:
        if (((_st_cvars[84 + _t1194] == _t1190) and (_st_cvars[_t1194] == 'fat_tissue')) and _st_cvars[252 + _t1194]):
            _t1195 += 1
    return _t1195

# <rulerun evolution.rules: take_food #576 4a2d7323>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1197 = 0
    for _t1196 in st.zones[(9 + st.model.zone_instances[st.loc[_t1190]][1])]:
        if ((_st_cvars[84 + _t1196] == _t1190) and (_st_cvars[_t1196] == 'fat_tissue')):
            _t1197 += 1
    return _t1197

# <rulerun evolution.rules: take_food #577 b01e1152>
def _loop(st, _t1199):
    _st_cvars = st.cvars
    _t1202 = 0
    for _t1201 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1199]]][1])]:
        if (_st_cvars[84 + _t1201] == _st_cvars[84 + _t1199]):
            _t1202 += (1 if ((_st_cvars[_t1201] == 'carnivorous') or (_st_cvars[_t1201] == 'high_body_weight')) else (2 if (_st_cvars[_t1201] == 'parasite') else 0))
    return _t1202

# <rulerun evolution.rules: take_food #578 9ea13d62>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1198 = st.zones[(9 + st.model.zone_instances[st.loc[_t1190]][1])]
    st.budget -= len(_t1198)
    if st.budget < 0: _spent921(st)
    for _t1199 in _t1198:
        if (((_st_cvars[_t1199] == 'symbiosis') and (_st_cvars[168 + _t1199] == _t1190)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1199]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1199]] >= (_memo6[_st_cvars[84 + _t1199]] if _st_cvars[84 + _t1199] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1199], (1 + _a922(st, _t1199)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 548ad20f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1189 = st.zones[(5 + L[0])]
    st.budget -= len(_t1189)
    if st.budget < 0: _spent917(st)
    _t1191 = []
    for _t1190 in _t1189:
        if ((not ((_st_cvars[924 + _t1190] == _st_vars[0]) or ((_st_cvars[504 + _t1190] >= (_memo6[_t1190] if _t1190 in _memo6 else _memo6.setdefault(_t1190, (1 + _a918(st, _t1190))))) and ((_memo5[_t1190] if _t1190 in _memo5 else _memo5.setdefault(_t1190, _a919(st, _t1190))) >= (_memo4[_t1190] if _t1190 in _memo4 else _memo4.setdefault(_t1190, _a920(st, _t1190))))))) and (_memo14[_t1190] if _t1190 in _memo14 else _memo14.setdefault(_t1190, (not _a923(st, _t1190))))):
            _t1191.append(_t1190)
    return _t1191

# <rulerun evolution.rules: take_food #580 35750a91>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a924(st, L) or [])
            fr[1] = 1
            _t1203 = L[0]
            _t1204 = len(_o)
            if not _t1204: _no_option926(_t1203, 'animal to feed')
            if _t1204 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1204 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1205 = st.chooser(_t1204, _t1203)
                else:
                    _t1205 = _st_bits(_t1204.bit_length())
                    while _t1205 >= _t1204: _t1205 = _st_bits(_t1204.bit_length())
                L[1] = _o[_t1205]; st.decisions += 1
                if st.thread_player is not None: _answered927(st, _t1205)
            elif _decide928(st, L, _o, _t1203): return True
            pc = 1
        if pc == 1:
            _r = _run929(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit930(_k931)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k932)

# <rulerun evolution.rules: convert_fat #581 a229a2f5>
def _loop(st, _t1207):
    _st_cvars = st.cvars
    _t1210 = 0
    for _t1209 in st.zones[(9 + st.model.zone_instances[st.loc[_t1207]][1])]:
        if (_st_cvars[84 + _t1209] == _t1207):
            _t1210 += (1 if ((_st_cvars[_t1209] == 'carnivorous') or (_st_cvars[_t1209] == 'high_body_weight')) else (2 if (_st_cvars[_t1209] == 'parasite') else 0))
    return _t1210

# <rulerun evolution.rules: convert_fat #582 8e774f6d>
def _loop(st, _t1207):
    _st_cvars = st.cvars
    _t1212 = 0
    for _t1211 in st.zones[(9 + st.model.zone_instances[st.loc[_t1207]][1])]:
        if (((_st_cvars[84 + _t1211] == _t1207) and (_st_cvars[_t1211] == 'fat_tissue')) and _st_cvars[252 + _t1211]):
            _t1212 += 1
    return _t1212

# <rulerun evolution.rules: convert_fat #583 57ee7b86>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1206 = st.zones[(5 + L[0])]
    st.budget -= len(_t1206)
    if st.budget < 0: _spent935(st)
    _t1208 = []
    for _t1207 in _t1206:
        if ((not ((_st_cvars[924 + _t1207] == _st_vars[0]) or (_st_cvars[504 + _t1207] >= (_memo6[_t1207] if _t1207 in _memo6 else _memo6.setdefault(_t1207, (1 + _a936(st, _t1207))))))) and ((_memo5[_t1207] if _t1207 in _memo5 else _memo5.setdefault(_t1207, _a937(st, _t1207))) > 0)):
            _t1208.append(_t1207)
    return _t1208

# <rulerun evolution.rules: convert_fat #584 acb8b770>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1217 = 0
    for _t1216 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1216] == L[1]) and (_st_cvars[_t1216] == 'fat_tissue')) and _st_cvars[252 + _t1216]):
            _t1217 += 1
    return _t1217

# <rulerun evolution.rules: convert_fat #585 4233c13f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1219 = 0
    for _t1218 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1218] == L[1]):
            _t1219 += (1 if ((_st_cvars[_t1218] == 'carnivorous') or (_st_cvars[_t1218] == 'high_body_weight')) else (2 if (_st_cvars[_t1218] == 'parasite') else 0))
    return _t1219

# <rulerun evolution.rules: convert_fat #586 38abee27>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a938(st, L) or [])
            fr[1] = 1
            _t1213 = L[0]
            _t1214 = len(_o)
            if not _t1214: _no_option940(_t1213, 'animal to convert fat on')
            if _t1214 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1214 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1215 = st.chooser(_t1214, _t1213)
                else:
                    _t1215 = _st_bits(_t1214.bit_length())
                    while _t1215 >= _t1214: _t1215 = _st_bits(_t1214.bit_length())
                L[1] = _o[_t1215]; st.decisions += 1
                if st.thread_player is not None: _answered941(st, _t1215)
            elif _decide942(st, L, _o, _t1213): return True
            pc = 1
        if pc == 1:
            _o = (_range943(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a944(st, L))), (_t1220 if -1000000000000000000 <= (_t1220 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a945(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond946(_t1220)))) or [])
            fr[1] = 2
            _t1221 = L[0]
            _t1222 = len(_o)
            if not _t1222: _no_option940(_t1221, 'yellow tokens to convert')
            if _t1222 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1222 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1223 = st.chooser(_t1222, _t1221)
                else:
                    _t1223 = _st_bits(_t1222.bit_length())
                    while _t1223 >= _t1222: _t1223 = _st_bits(_t1222.bit_length())
                L[2] = _o[_t1223]; st.decisions += 1
                if st.thread_player is not None: _answered941(st, _t1223)
            elif _decide948(st, L, _o, _t1221): return True
            pc = 2
        if pc == 2:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k950)

# <rulerun evolution.rules: receive #587 1062d965>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run953(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step954(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run955(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step956(st, fr): return True
            return None
        if pc == 5:
            _step957(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k958)

# <rulerun evolution.rules: paired_triggers #588 ddf9b26e>
def _native(st, fr):
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
            _r = _run961(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer962(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run963(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit965(_k966)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run967(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit965(_k968)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit960(_k, st, _d0): raise _Runaway959()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k969)

# <rulerun evolution.rules: piracy #589 cc7e6c52>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    for _t1227 in st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]:
        if ((_st_cvars[84 + _t1227] == _t1225) and (_st_cvars[_t1227] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 880ffa0b>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _t1230 = 0
    for _t1229 in st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]:
        if (_st_cvars[84 + _t1229] == _t1225):
            _t1230 += (1 if ((_st_cvars[_t1229] == 'carnivorous') or (_st_cvars[_t1229] == 'high_body_weight')) else (2 if (_st_cvars[_t1229] == 'parasite') else 0))
    return _t1230

# <rulerun evolution.rules: piracy #591 f17603f8>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _t1232 = 0
    for _t1231 in st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]:
        if (_st_cvars[84 + _t1231] == _t1225):
            _t1232 += (1 if ((_st_cvars[_t1231] == 'carnivorous') or (_st_cvars[_t1231] == 'high_body_weight')) else (2 if (_st_cvars[_t1231] == 'parasite') else 0))
    return _t1232

# <rulerun evolution.rules: piracy #592 aa9393b6>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _t1234 = 0
    for _t1233 in st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]:
        if (((_st_cvars[84 + _t1233] == _t1225) and (_st_cvars[_t1233] == 'fat_tissue')) and _st_cvars[252 + _t1233]):
            _t1234 += 1
    return _t1234

# <rulerun evolution.rules: piracy #593 a16c25a0>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _t1236 = 0
    for _t1235 in st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]:
        if ((_st_cvars[84 + _t1235] == _t1225) and (_st_cvars[_t1235] == 'fat_tissue')):
            _t1236 += 1
    return _t1236

# <rulerun evolution.rules: piracy #594 bf2492f3>
def _loop(st, _t1238):
    _st_cvars = st.cvars
    _t1241 = 0
    for _t1240 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1238]]][1])]:
        if (_st_cvars[84 + _t1240] == _st_cvars[84 + _t1238]):
            _t1241 += (1 if ((_st_cvars[_t1240] == 'carnivorous') or (_st_cvars[_t1240] == 'high_body_weight')) else (2 if (_st_cvars[_t1240] == 'parasite') else 0))
    return _t1241

# <rulerun evolution.rules: piracy #595 07b05ac9>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1237 = st.zones[(9 + st.model.zone_instances[st.loc[_t1225]][1])]
    st.budget -= len(_t1237)
    if st.budget < 0: _spent978(st)
    for _t1238 in _t1237:
        if (((_st_cvars[_t1238] == 'symbiosis') and (_st_cvars[168 + _t1238] == _t1225)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1238]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1238]] >= (_memo6[_st_cvars[84 + _t1238]] if _st_cvars[84 + _t1238] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1238], (1 + _a979(st, _t1238)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 65e09754>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1246 = 0
    for _t1245 in st.zones[(9 + st.model.zone_instances[st.loc[_t1243]][1])]:
        if (_st_cvars[84 + _t1245] == _t1243):
            _t1246 += (1 if ((_st_cvars[_t1245] == 'carnivorous') or (_st_cvars[_t1245] == 'high_body_weight')) else (2 if (_st_cvars[_t1245] == 'parasite') else 0))
    return _t1246

# <rulerun evolution.rules: piracy #597 f4d4a460>
def _loop(st, _t1225):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1242 = ([_c for _i in [5 + _p for _p in _k981] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1242)
    if st.budget < 0: _spent982(st)
    for _t1243 in _t1242:
        if ((_t1243 != _t1225) and ((not ((_st_cvars[924 + _t1243] == _st_vars[0]) or (_st_cvars[504 + _t1243] >= (_memo6[_t1243] if _t1243 in _memo6 else _memo6.setdefault(_t1243, (1 + _a983(st, _t1243))))))) and (_st_cvars[504 + _t1243] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 a3d9bcff>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1224 = st.zones[(5 + L[0])]
    st.budget -= len(_t1224)
    if st.budget < 0: _spent972(st)
    _t1226 = []
    for _t1225 in _t1224:
        if (_memo10[_t1225] if _t1225 in _memo10 else _memo10.setdefault(_t1225, (((((_memo7[(_t1225, 'piracy',)] if (_t1225, 'piracy',) in _memo7 else _memo7.setdefault((_t1225, 'piracy',), _a973(st, _t1225))) and (_st_cvars[756 + _t1225] != _st_vars[0])) and (not ((_st_cvars[924 + _t1225] == _st_vars[0]) or (_st_cvars[504 + _t1225] >= (_memo6[_t1225] if _t1225 in _memo6 else _memo6.setdefault(_t1225, (1 + _a974(st, _t1225)))))))) and ((not ((_st_cvars[924 + _t1225] == _st_vars[0]) or ((_st_cvars[504 + _t1225] >= (_memo6[_t1225] if _t1225 in _memo6 else _memo6.setdefault(_t1225, (1 + _a975(st, _t1225))))) and ((_memo5[_t1225] if _t1225 in _memo5 else _memo5.setdefault(_t1225, _a976(st, _t1225))) >= (_memo4[_t1225] if _t1225 in _memo4 else _memo4.setdefault(_t1225, _a977(st, _t1225))))))) and (_memo14[_t1225] if _t1225 in _memo14 else _memo14.setdefault(_t1225, (not _a980(st, _t1225)))))) and _a984(st, _t1225)))):
            _t1226.append(_t1225)
    return _t1226

# <rulerun evolution.rules: piracy #599 297b8d26>
def _loop(st, _t1251):
    _st_cvars = st.cvars
    _t1254 = 0
    for _t1253 in st.zones[(9 + st.model.zone_instances[st.loc[_t1251]][1])]:
        if (_st_cvars[84 + _t1253] == _t1251):
            _t1254 += (1 if ((_st_cvars[_t1253] == 'carnivorous') or (_st_cvars[_t1253] == 'high_body_weight')) else (2 if (_st_cvars[_t1253] == 'parasite') else 0))
    return _t1254

# <rulerun evolution.rules: piracy #600 1c9c33f2>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1250 = ([_c for _i in [5 + _p for _p in _k990] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1250)
    if st.budget < 0: _spent991(st)
    _t1252 = []
    for _t1251 in _t1250:
        if ((_t1251 != _l1) and ((not ((_st_cvars[924 + _t1251] == _st_vars[0]) or (_st_cvars[504 + _t1251] >= (_memo6[_t1251] if _t1251 in _memo6 else _memo6.setdefault(_t1251, (1 + _a992(st, _t1251))))))) and (_st_cvars[504 + _t1251] > 0))):
            _t1252.append(_t1251)
    return _t1252

# <rulerun evolution.rules: piracy #601 bdabbe6f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a985(st, L) or [])
            fr[1] = 1
            _t1247 = L[0]
            _t1248 = len(_o)
            if not _t1248: _no_option987(_t1247, 'pirate')
            if _t1248 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1248 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1249 = st.chooser(_t1248, _t1247)
                else:
                    _t1249 = _st_bits(_t1248.bit_length())
                    while _t1249 >= _t1248: _t1249 = _st_bits(_t1248.bit_length())
                L[1] = _o[_t1249]; st.decisions += 1
                if st.thread_player is not None: _answered988(st, _t1249)
            elif _decide989(st, L, _o, _t1247): return True
            pc = 1
        if pc == 1:
            _o = (_a993(st, L) or [])
            fr[1] = 2
            _t1255 = L[0]
            _t1256 = len(_o)
            if not _t1256: _no_option987(_t1255, 'animal to rob')
            if _t1256 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1256 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1257 = st.chooser(_t1256, _t1255)
                else:
                    _t1257 = _st_bits(_t1256.bit_length())
                    while _t1257 >= _t1256: _t1257 = _st_bits(_t1256.bit_length())
                L[2] = _o[_t1257]; st.decisions += 1
                if st.thread_player is not None: _answered988(st, _t1257)
            elif _decide995(st, L, _o, _t1255): return True
            pc = 2
        if pc == 2:
            _r = _run996(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit997(_k998)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k999)

# <rulerun evolution.rules: grazing #602 505d48e0>
def _loop(st, _t1259):
    _st_cvars = st.cvars
    for _t1261 in st.zones[(9 + st.model.zone_instances[st.loc[_t1259]][1])]:
        if ((_st_cvars[84 + _t1261] == _t1259) and (_st_cvars[_t1261] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 68ce446c>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1258 = st.zones[(5 + L[0])]
    st.budget -= len(_t1258)
    if st.budget < 0: _spent1002(st)
    _t1260 = []
    for _t1259 in _t1258:
        if (((_memo7[(_t1259, 'grazing',)] if (_t1259, 'grazing',) in _memo7 else _memo7.setdefault((_t1259, 'grazing',), _a1003(st, _t1259))) and (_st_cvars[840 + _t1259] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1260.append(_t1259)
    return _t1260

# <rulerun evolution.rules: grazing #604 7ecf33e0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1004(st, L) or [])
            fr[1] = 1
            _t1263 = L[0]
            _t1264 = len(_o)
            if not _t1264: _no_option1006(_t1263, 'grazing animal')
            if _t1264 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1264 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1265 = st.chooser(_t1264, _t1263)
                else:
                    _t1265 = _st_bits(_t1264.bit_length())
                    while _t1265 >= _t1264: _t1265 = _st_bits(_t1264.bit_length())
                L[1] = _o[_t1265]; st.decisions += 1
                if st.thread_player is not None: _answered1007(st, _t1265)
            elif _decide1008(st, L, _o, _t1263): return True
            pc = 1
        if pc == 1:
            _r = _run1009(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1010)

# <rulerun evolution.rules: hibernation #605 0c75fd97>
def _loop(st, _t1267):
    _st_cvars = st.cvars
    for _t1269 in st.zones[(9 + st.model.zone_instances[st.loc[_t1267]][1])]:
        if ((_st_cvars[84 + _t1269] == _t1267) and (_st_cvars[_t1269] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 49c3e09d>
def _loop(st, _t1267):
    _st_cvars = st.cvars
    _t1272 = 0
    for _t1271 in st.zones[(9 + st.model.zone_instances[st.loc[_t1267]][1])]:
        if (_st_cvars[84 + _t1271] == _t1267):
            _t1272 += (1 if ((_st_cvars[_t1271] == 'carnivorous') or (_st_cvars[_t1271] == 'high_body_weight')) else (2 if (_st_cvars[_t1271] == 'parasite') else 0))
    return _t1272

# <rulerun evolution.rules: hibernation #607 c419c687>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1266 = st.zones[(5 + L[0])]
    st.budget -= len(_t1266)
    if st.budget < 0: _spent1013(st)
    _t1268 = []
    for _t1267 in _t1266:
        if (((((_memo7[(_t1267, 'hibernation',)] if (_t1267, 'hibernation',) in _memo7 else _memo7.setdefault((_t1267, 'hibernation',), _a1014(st, _t1267))) and (_st_cvars[924 + _t1267] != _st_vars[0])) and (_st_cvars[924 + _t1267] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1267] == _st_vars[0]) or (_st_cvars[504 + _t1267] >= (_memo6[_t1267] if _t1267 in _memo6 else _memo6.setdefault(_t1267, (1 + _a1015(st, _t1267)))))))):
            _t1268.append(_t1267)
    return _t1268

# <rulerun evolution.rules: hibernation #608 5fba0b59>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1016(st, L) or [])
            fr[1] = 1
            _t1273 = L[0]
            _t1274 = len(_o)
            if not _t1274: _no_option1018(_t1273, 'animal to hibernate')
            if _t1274 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1274 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1275 = st.chooser(_t1274, _t1273)
                else:
                    _t1275 = _st_bits(_t1274.bit_length())
                    while _t1275 >= _t1274: _t1275 = _st_bits(_t1274.bit_length())
                L[1] = _o[_t1275]; st.decisions += 1
                if st.thread_player is not None: _answered1019(st, _t1275)
            elif _decide1020(st, L, _o, _t1273): return True
            pc = 1
        if pc == 1:
            _r = _run1021(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1022)

# <rulerun evolution.rules: attack_action #609 e6594d7e>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    for _t1279 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if ((_st_cvars[84 + _t1279] == _t1277) and (_st_cvars[_t1279] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 f4600906>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1282 = 0
    for _t1281 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if (_st_cvars[84 + _t1281] == _t1277):
            _t1282 += (1 if ((_st_cvars[_t1281] == 'carnivorous') or (_st_cvars[_t1281] == 'high_body_weight')) else (2 if (_st_cvars[_t1281] == 'parasite') else 0))
    return _t1282

# <rulerun evolution.rules: attack_action #611 33b3bda6>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1284 = 0
    for _t1283 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if (((_st_cvars[84 + _t1283] == _t1277) and (_st_cvars[_t1283] == 'fat_tissue')) and _st_cvars[252 + _t1283]):
            _t1284 += 1
    return _t1284

# <rulerun evolution.rules: attack_action #612 1f1765a7>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1286 = 0
    for _t1285 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if ((_st_cvars[84 + _t1285] == _t1277) and (_st_cvars[_t1285] == 'fat_tissue')):
            _t1286 += 1
    return _t1286

# <rulerun evolution.rules: attack_action #613 06540f45>
def _loop(st, _t1288):
    _st_cvars = st.cvars
    _t1291 = 0
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1288]]][1])]:
        if (_st_cvars[84 + _t1290] == _st_cvars[84 + _t1288]):
            _t1291 += (1 if ((_st_cvars[_t1290] == 'carnivorous') or (_st_cvars[_t1290] == 'high_body_weight')) else (2 if (_st_cvars[_t1290] == 'parasite') else 0))
    return _t1291

# <rulerun evolution.rules: attack_action #614 e0d221b1>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1287 = st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]
    st.budget -= len(_t1287)
    if st.budget < 0: _spent1030(st)
    for _t1288 in _t1287:
        if (((_st_cvars[_t1288] == 'symbiosis') and (_st_cvars[168 + _t1288] == _t1277)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1288]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1288]] >= (_memo6[_st_cvars[84 + _t1288]] if _st_cvars[84 + _t1288] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1288], (1 + _a1031(st, _t1288)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 6b56294f>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1295 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[84 + _t1295] == _t1293) and (_st_cvars[_t1295] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 ac4b5b8c>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    for _t1297 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if ((_st_cvars[84 + _t1297] == _t1277) and (_st_cvars[_t1297] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 d2c65d42>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1301 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[84 + _t1301] == _t1293) and (_st_cvars[_t1301] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 351f9c48>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    for _t1303 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if ((_st_cvars[84 + _t1303] == _t1277) and (_st_cvars[_t1303] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 390d36f3>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1307 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[84 + _t1307] == _t1293) and (_st_cvars[_t1307] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 b054f845>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    for _t1309 in st.zones[(9 + st.model.zone_instances[st.loc[_t1277]][1])]:
        if ((_st_cvars[84 + _t1309] == _t1277) and (_st_cvars[_t1309] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 04451ad4>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1313 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[84 + _t1313] == _t1293) and (_st_cvars[_t1313] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 45955345>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    _t1316 = 0
    for _t1315 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if (_st_cvars[84 + _t1315] == _t1293):
            _t1316 += (1 if ((_st_cvars[_t1315] == 'carnivorous') or (_st_cvars[_t1315] == 'high_body_weight')) else (2 if (_st_cvars[_t1315] == 'parasite') else 0))
    return _t1316

# <rulerun evolution.rules: attack_action #623 30f8e620>
def _loop(st, _t1293):
    _st_cvars = st.cvars
    for _t1317 in st.zones[(9 + st.model.zone_instances[st.loc[_t1293]][1])]:
        if ((_st_cvars[_t1317] == 'symbiosis') and (_st_cvars[168 + _t1317] == _t1293)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 6479c87a>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1292 = ([_c for _i in [5 + _p for _p in _k1033] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1292)
    if st.budget < 0: _spent1034(st)
    _t1299 = _NOT_YET
    _t1300 = _NOT_YET
    _t1305 = _NOT_YET
    _t1306 = _NOT_YET
    _t1311 = _NOT_YET
    _t1312 = _NOT_YET
    for _t1293 in _t1292:
        if ((((((_t1277 != _t1293) and ((not (_memo7[(_t1293, 'camouflage',)] if (_t1293, 'camouflage',) in _memo7 else _memo7.setdefault((_t1293, 'camouflage',), _a1035(st, _t1293)))) or (_t1300 if _t1300 is not _NOT_YET else (_t1300 := (_memo7[(_t1277, 'sharp_vision',)] if (_t1277, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1277, 'sharp_vision',), (_t1299 if _t1299 is not _NOT_YET else (_t1299 := _a1036(st, _t1277))))))))) and ((not (_memo7[(_t1293, 'high_body_weight',)] if (_t1293, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1293, 'high_body_weight',), _a1037(st, _t1293)))) or (_t1306 if _t1306 is not _NOT_YET else (_t1306 := (_memo7[(_t1277, 'high_body_weight',)] if (_t1277, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1277, 'high_body_weight',), (_t1305 if _t1305 is not _NOT_YET else (_t1305 := _a1038(st, _t1277))))))))) and ((_memo7[(_t1293, 'swimming',)] if (_t1293, 'swimming',) in _memo7 else _memo7.setdefault((_t1293, 'swimming',), _a1039(st, _t1293))) == (_t1312 if _t1312 is not _NOT_YET else (_t1312 := (_memo7[(_t1277, 'swimming',)] if (_t1277, 'swimming',) in _memo7 else _memo7.setdefault((_t1277, 'swimming',), (_t1311 if _t1311 is not _NOT_YET else (_t1311 := _a1040(st, _t1277))))))))) and (not ((_memo7[(_t1293, 'burrowing',)] if (_t1293, 'burrowing',) in _memo7 else _memo7.setdefault((_t1293, 'burrowing',), _a1041(st, _t1293))) and ((_st_cvars[924 + _t1293] == _st_vars[0]) or (_st_cvars[504 + _t1293] >= (_memo6[_t1293] if _t1293 in _memo6 else _memo6.setdefault(_t1293, (1 + _a1042(st, _t1293))))))))) and (not (_memo13[_t1293] if _t1293 in _memo13 else _memo13.setdefault(_t1293, _a1043(st, _t1293))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 bdbd43e1>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1276 = st.zones[(5 + L[0])]
    st.budget -= len(_t1276)
    if st.budget < 0: _spent1025(st)
    _t1278 = []
    for _t1277 in _t1276:
        if (_memo0[_t1277] if _t1277 in _memo0 else _memo0.setdefault(_t1277, ((((_memo7[(_t1277, 'carnivorous',)] if (_t1277, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1277, 'carnivorous',), _a1026(st, _t1277))) and (_st_cvars[672 + _t1277] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1277] == _st_vars[0]) or ((_st_cvars[504 + _t1277] >= (_memo6[_t1277] if _t1277 in _memo6 else _memo6.setdefault(_t1277, (1 + _a1027(st, _t1277))))) and ((_memo5[_t1277] if _t1277 in _memo5 else _memo5.setdefault(_t1277, _a1028(st, _t1277))) >= (_memo4[_t1277] if _t1277 in _memo4 else _memo4.setdefault(_t1277, _a1029(st, _t1277))))))) and (_memo14[_t1277] if _t1277 in _memo14 else _memo14.setdefault(_t1277, (not _a1032(st, _t1277)))))) and _a1044(st, _t1277)))):
            _t1278.append(_t1277)
    return _t1278

# <rulerun evolution.rules: attack_action #626 fa19fa81>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    for _t1325 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if ((_st_cvars[84 + _t1325] == _t1323) and (_st_cvars[_t1325] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 beeb4c5e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1327 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1327] == _l1) and (_st_cvars[_t1327] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 c80a0658>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    for _t1331 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if ((_st_cvars[84 + _t1331] == _t1323) and (_st_cvars[_t1331] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 a0303426>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1333 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1333] == _l1) and (_st_cvars[_t1333] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 2fcb756b>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    for _t1337 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if ((_st_cvars[84 + _t1337] == _t1323) and (_st_cvars[_t1337] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 cd53317e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1339 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1339] == _l1) and (_st_cvars[_t1339] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 3573699a>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    for _t1343 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if ((_st_cvars[84 + _t1343] == _t1323) and (_st_cvars[_t1343] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 165a4630>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    _t1346 = 0
    for _t1345 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if (_st_cvars[84 + _t1345] == _t1323):
            _t1346 += (1 if ((_st_cvars[_t1345] == 'carnivorous') or (_st_cvars[_t1345] == 'high_body_weight')) else (2 if (_st_cvars[_t1345] == 'parasite') else 0))
    return _t1346

# <rulerun evolution.rules: attack_action #634 2276f51a>
def _loop(st, _t1323):
    _st_cvars = st.cvars
    for _t1347 in st.zones[(9 + st.model.zone_instances[st.loc[_t1323]][1])]:
        if ((_st_cvars[_t1347] == 'symbiosis') and (_st_cvars[168 + _t1347] == _t1323)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 28d55a28>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1322 = ([_c for _i in [5 + _p for _p in _k1050] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1322)
    if st.budget < 0: _spent1051(st)
    _t1329 = _NOT_YET
    _t1330 = _NOT_YET
    _t1335 = _NOT_YET
    _t1336 = _NOT_YET
    _t1341 = _NOT_YET
    _t1342 = _NOT_YET
    _t1324 = []
    for _t1323 in _t1322:
        if ((((((_l1 != _t1323) and ((not (_memo7[(_t1323, 'camouflage',)] if (_t1323, 'camouflage',) in _memo7 else _memo7.setdefault((_t1323, 'camouflage',), _a1052(st, _t1323)))) or (_t1330 if _t1330 is not _NOT_YET else (_t1330 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1329 if _t1329 is not _NOT_YET else (_t1329 := _a1053(st, L))))))))) and ((not (_memo7[(_t1323, 'high_body_weight',)] if (_t1323, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1323, 'high_body_weight',), _a1054(st, _t1323)))) or (_t1336 if _t1336 is not _NOT_YET else (_t1336 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1335 if _t1335 is not _NOT_YET else (_t1335 := _a1055(st, L))))))))) and ((_memo7[(_t1323, 'swimming',)] if (_t1323, 'swimming',) in _memo7 else _memo7.setdefault((_t1323, 'swimming',), _a1056(st, _t1323))) == (_t1342 if _t1342 is not _NOT_YET else (_t1342 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1341 if _t1341 is not _NOT_YET else (_t1341 := _a1057(st, L))))))))) and (not ((_memo7[(_t1323, 'burrowing',)] if (_t1323, 'burrowing',) in _memo7 else _memo7.setdefault((_t1323, 'burrowing',), _a1058(st, _t1323))) and ((_st_cvars[924 + _t1323] == _st_vars[0]) or (_st_cvars[504 + _t1323] >= (_memo6[_t1323] if _t1323 in _memo6 else _memo6.setdefault(_t1323, (1 + _a1059(st, _t1323))))))))) and (not (_memo13[_t1323] if _t1323 in _memo13 else _memo13.setdefault(_t1323, _a1060(st, _t1323))))):
            _t1324.append(_t1323)
    return _t1324

# <rulerun evolution.rules: attack_action #636 4ab8f563>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1045(st, L) or [])
            fr[1] = 1
            _t1319 = L[0]
            _t1320 = len(_o)
            if not _t1320: _no_option1047(_t1319, 'attacker')
            if _t1320 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1321 = st.chooser(_t1320, _t1319)
                else:
                    _t1321 = _st_bits(_t1320.bit_length())
                    while _t1321 >= _t1320: _t1321 = _st_bits(_t1320.bit_length())
                L[1] = _o[_t1321]; st.decisions += 1
                if st.thread_player is not None: _answered1048(st, _t1321)
            elif _decide1049(st, L, _o, _t1319): return True
            pc = 1
        if pc == 1:
            _o = (_a1061(st, L) or [])
            fr[1] = 2
            _t1349 = L[0]
            _t1350 = len(_o)
            if not _t1350: _no_option1047(_t1349, 'target')
            if _t1350 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1351 = st.chooser(_t1350, _t1349)
                else:
                    _t1351 = _st_bits(_t1350.bit_length())
                    while _t1351 >= _t1350: _t1351 = _st_bits(_t1350.bit_length())
                L[2] = _o[_t1351]; st.decisions += 1
                if st.thread_player is not None: _answered1048(st, _t1351)
            elif _decide1063(st, L, _o, _t1349): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1064(_k1065)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1066)

# <rulerun evolution.rules: hunt #637 e37fdcd8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1069(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1070(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1071(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1072(_k1073)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1072(_k1074)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1075(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1076(st, fr): return True
            return None
        if pc == 8:
            _step1077(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1078)

# <rulerun evolution.rules: scavenge #638 736bf210>
def _loop(st, L):
    _t1355 = (L[4] or ())
    st.budget -= len(_t1355)
    if st.budget < 0: _spent1084(st)
    for _t1356 in _t1355:
        return _t1356
    return None

# <rulerun evolution.rules: scavenge #639 897aacaa>
def _loop(st, L):
    _t1352 = (L[4] or ())
    st.budget -= len(_t1352)
    if st.budget < 0: _spent1083(st)
    _t1358 = _NOT_YET
    _t1354 = []
    for _t1353 in _t1352:
        if ((not False) or (_t1353 == (_t1358 if _t1358 is not _NOT_YET else (_t1358 := _a1085(st, L))))):
            _t1354.append(_t1353)
    return _t1354

# <rulerun evolution.rules: scavenge #640 6221b195>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1081[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1082(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1086(st, L) or [])
            fr[1] = 5
            _t1359 = L[3]
            _t1360 = len(_o)
            if not _t1360: _no_option1088(_t1359, 'scavenger to feed')
            if _t1360 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1360 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1361 = st.chooser(_t1360, _t1359)
                else:
                    _t1361 = _st_bits(_t1360.bit_length())
                    while _t1361 >= _t1360: _t1361 = _st_bits(_t1360.bit_length())
                L[5] = _o[_t1361]; st.decisions += 1
                if st.thread_player is not None: _answered1089(st, _t1361)
            elif _decide1090(st, L, _o, _t1359): return True
            pc = 5
        if pc == 5:
            _r = _run1091(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1092(_k1093)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1094(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1080(_k, st, _d0): raise _Runaway1079()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1095)

# <rulerun evolution.rules: drop_trait #641 28e3ca3a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1098(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1099)

# <rulerun evolution.rules: remove_animal #642 549dcfac>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1102(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1103)

# <rulerun evolution.rules: extinction_and_new_cards #643 d68c5672>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1107)

# <rulerun evolution.rules: deal #644 45718aee>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1110(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1111)

# <rulerun evolution.rules: game_end #645 3b6481ee>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1114(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1115)

# <rulerun evolution.rules: final_scoring #646 f7f6983d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1118(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1119)

# <rulerun evolution.rules: on after feed #647 dc64bdfd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1122(_k1123)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1124)

# <rulerun evolution.rules: on before attack #648 d2f4aa87>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    for _t1365 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if ((_st_cvars[84 + _t1365] == _t1363) and (_st_cvars[_t1365] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 58751e4c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1367 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1367] == _l0) and (_st_cvars[_t1367] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 38a8d42d>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    for _t1371 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if ((_st_cvars[84 + _t1371] == _t1363) and (_st_cvars[_t1371] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 656fa413>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1373 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1373] == _l0) and (_st_cvars[_t1373] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 59fe78eb>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    for _t1377 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if ((_st_cvars[84 + _t1377] == _t1363) and (_st_cvars[_t1377] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 76c5b82c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1379 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1379] == _l0) and (_st_cvars[_t1379] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 740f9565>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    for _t1383 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if ((_st_cvars[84 + _t1383] == _t1363) and (_st_cvars[_t1383] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 b7fe689b>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    _t1386 = 0
    for _t1385 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if (_st_cvars[84 + _t1385] == _t1363):
            _t1386 += (1 if ((_st_cvars[_t1385] == 'carnivorous') or (_st_cvars[_t1385] == 'high_body_weight')) else (2 if (_st_cvars[_t1385] == 'parasite') else 0))
    return _t1386

# <rulerun evolution.rules: on before attack #656 ab24fa6c>
def _loop(st, _t1363):
    _st_cvars = st.cvars
    for _t1387 in st.zones[(9 + st.model.zone_instances[st.loc[_t1363]][1])]:
        if ((_st_cvars[_t1387] == 'symbiosis') and (_st_cvars[168 + _t1387] == _t1363)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 d9610de4>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1362 = st.zones[(5 + L[4])]
    st.budget -= len(_t1362)
    if st.budget < 0: _spent1132(st)
    _t1369 = _NOT_YET
    _t1370 = _NOT_YET
    _t1375 = _NOT_YET
    _t1376 = _NOT_YET
    _t1381 = _NOT_YET
    _t1382 = _NOT_YET
    _t1364 = []
    for _t1363 in _t1362:
        if (((_t1363 != _l1) and (_t1363 != _l0)) and ((((((_l0 != _t1363) and ((not (_memo7[(_t1363, 'camouflage',)] if (_t1363, 'camouflage',) in _memo7 else _memo7.setdefault((_t1363, 'camouflage',), _a1133(st, _t1363)))) or (_t1370 if _t1370 is not _NOT_YET else (_t1370 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1369 if _t1369 is not _NOT_YET else (_t1369 := _a1134(st, L))))))))) and ((not (_memo7[(_t1363, 'high_body_weight',)] if (_t1363, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1363, 'high_body_weight',), _a1135(st, _t1363)))) or (_t1376 if _t1376 is not _NOT_YET else (_t1376 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1375 if _t1375 is not _NOT_YET else (_t1375 := _a1136(st, L))))))))) and ((_memo7[(_t1363, 'swimming',)] if (_t1363, 'swimming',) in _memo7 else _memo7.setdefault((_t1363, 'swimming',), _a1137(st, _t1363))) == (_t1382 if _t1382 is not _NOT_YET else (_t1382 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1381 if _t1381 is not _NOT_YET else (_t1381 := _a1138(st, L))))))))) and (not ((_memo7[(_t1363, 'burrowing',)] if (_t1363, 'burrowing',) in _memo7 else _memo7.setdefault((_t1363, 'burrowing',), _a1139(st, _t1363))) and ((_st_cvars[924 + _t1363] == _st_vars[0]) or (_st_cvars[504 + _t1363] >= (_memo6[_t1363] if _t1363 in _memo6 else _memo6.setdefault(_t1363, (1 + _a1140(st, _t1363))))))))) and (not (_memo13[_t1363] if _t1363 in _memo13 else _memo13.setdefault(_t1363, _a1141(st, _t1363)))))):
            _t1364.append(_t1363)
    return _t1364

# <rulerun evolution.rules: on before attack #658 1ec24d90>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1393 = []
    for _t1392 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1392] == L[1]) or (_st_cvars[168 + _t1392] == L[1])):
            _t1393.append(_t1392)
    return _t1393

# <rulerun evolution.rules: on before attack #659 a054e6d3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1127(st, L)
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
            _r = _run1128(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1129(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1130(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1131(st, L)
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
            _o = (_a1142(st, L) or [])
            fr[1] = 10
            _t1389 = L[4]
            _t1390 = len(_o)
            if not _t1390: _no_option1144(_t1389, 'mimicry: the new target')
            if _t1390 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1390 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1391 = st.chooser(_t1390, _t1389)
                else:
                    _t1391 = _st_bits(_t1390.bit_length())
                    while _t1391 >= _t1390: _t1391 = _st_bits(_t1390.bit_length())
                L[7] = _o[_t1391]; st.decisions += 1
                if st.thread_player is not None: _answered1145(st, _t1391)
            elif _decide1146(st, L, _o, _t1389): return True
            pc = 10
        if pc == 10:
            _r = _run1147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1148(st, L) or [])
            fr[1] = 13
            _t1394 = L[4]
            _t1395 = len(_o)
            if not _t1395: _no_option1144(_t1394, 'tail loss: trait to drop')
            if _t1395 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1395 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1396 = st.chooser(_t1395, _t1394)
                else:
                    _t1396 = _st_bits(_t1395.bit_length())
                    while _t1396 >= _t1395: _t1396 = _st_bits(_t1395.bit_length())
                L[8] = _o[_t1396]; st.decisions += 1
                if st.thread_player is not None: _answered1145(st, _t1396)
            elif _decide1150(st, L, _o, _t1394): return True
            pc = 13
        if pc == 13:
            _r = _run1151(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1152(_k1153)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1126(_k, st, _d0): raise _Runaway1125()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1155)

# <rulerun evolution.rules: on after attack #660 ed8e7599>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1158(_k1159)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1160)

# <rulerun evolution.rules: play #661 d5f8dbcd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1163(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1164(_k1165)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1162(_k, st, _d0): raise _Runaway1161()
                continue
        if pc == 3:
            _r = _run1166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1167(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1168)

# <rulerun evolution.rules: development #662 playout cb428e5d>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1172)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1173(st)
        for _t1397 in (_o1174[st.vars[1]] or []):
            L[3] = _t1397
            if not ((not (_t1397 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1397)]):
                if _st_log is not None: _st_log.append(_Text1177(_audience1175(st), [_PlayerRef1176(_t1397), ' has no cards and passes']))
                L[0] = (L[0] + [_t1397])
                if len(L[0]) > 1000000: _too_long1178(L[0])
            else:
                _t1398 = _st_zones[(1 + _t1397)]
                if _offer1180(st, L, _t1398[:]): raise _PlayoutCut1179()
                if (L[4] is None):
                    L[0] = _joined1181(L[0], [_t1397])
                else:
                    if _p1182(st, [_t1397, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 3321b8be>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1402 = []
    for _t1401 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1401] == _t1399) or (_st_cvars[168 + _t1401] == _t1399)):
            _t1402.append(_st_cvars[_t1401])
    return _t1402

# <rulerun evolution.rules: feeding #664 102abfe4>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1404 = []
    for _t1403 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1403] == _t1399) or (_st_cvars[168 + _t1403] == _t1399)):
            _t1404.append(_t1403)
    return _t1404

# <rulerun evolution.rules: feeding #665 e4696a90>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1406 = 0
    for _t1405 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if (_st_cvars[84 + _t1405] == _t1399):
            _t1406 += (1 if ((_st_cvars[_t1405] == 'carnivorous') or (_st_cvars[_t1405] == 'high_body_weight')) else (2 if (_st_cvars[_t1405] == 'parasite') else 0))
    return _t1406

# <rulerun evolution.rules: feeding #666 b73ca788>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1408 = 0
    for _t1407 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if (((_st_cvars[84 + _t1407] == _t1399) and (_st_cvars[_t1407] == 'fat_tissue')) and _st_cvars[252 + _t1407]):
            _t1408 += 1
    return _t1408

# <rulerun evolution.rules: feeding #667 a2ad7cad>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1410 = 0
    for _t1409 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1409] == _t1399) and (_st_cvars[_t1409] == 'fat_tissue')):
            _t1410 += 1
    return _t1410

# <rulerun evolution.rules: feeding #668 73f96db4>
def _loop(st, _t1399):
    _st_cvars = st.cvars
    _t1412 = 0
    for _t1411 in st.zones[(9 + st.model.zone_instances[st.loc[_t1399]][1])]:
        if ((_st_cvars[84 + _t1411] == _t1399) and (_st_cvars[_t1411] == 'fat_tissue')):
            _t1412 += 1
    return _t1412

# <rulerun evolution.rules: feeding_turn_of #669 b74894cf>
def _loop(st, _t1417):
    _st_cvars = st.cvars
    _t1419 = 0
    for _t1418 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if (_st_cvars[84 + _t1418] == _t1417):
            _t1419 += (1 if ((_st_cvars[_t1418] == 'carnivorous') or (_st_cvars[_t1418] == 'high_body_weight')) else (2 if (_st_cvars[_t1418] == 'parasite') else 0))
    return _t1419

# <rulerun evolution.rules: feeding_turn_of #670 89c8b8db>
def _loop(st, _t1417):
    _st_cvars = st.cvars
    _t1421 = 0
    for _t1420 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if (((_st_cvars[84 + _t1420] == _t1417) and (_st_cvars[_t1420] == 'fat_tissue')) and _st_cvars[252 + _t1420]):
            _t1421 += 1
    return _t1421

# <rulerun evolution.rules: feeding_turn_of #671 54c6ea1f>
def _loop(st, _t1417):
    _st_cvars = st.cvars
    _t1423 = 0
    for _t1422 in st.zones[(9 + st.model.zone_instances[st.loc[_t1417]][1])]:
        if ((_st_cvars[84 + _t1422] == _t1417) and (_st_cvars[_t1422] == 'fat_tissue')):
            _t1423 += 1
    return _t1423

# <rulerun evolution.rules: feeding_turn_of #672 9baee3c6>
def _loop(st, _t1428):
    _st_cvars = st.cvars
    _t1431 = 0
    for _t1430 in st.zones[(9 + st.model.zone_instances[st.loc[_t1428]][1])]:
        if (_st_cvars[84 + _t1430] == _t1428):
            _t1431 += (1 if ((_st_cvars[_t1430] == 'carnivorous') or (_st_cvars[_t1430] == 'high_body_weight')) else (2 if (_st_cvars[_t1430] == 'parasite') else 0))
    return _t1431

# <rulerun evolution.rules: feeding_turn_of #673 ea72da47>
def _loop(st, _t1428):
    _st_cvars = st.cvars
    _t1433 = 0
    for _t1432 in st.zones[(9 + st.model.zone_instances[st.loc[_t1428]][1])]:
        if (((_st_cvars[84 + _t1432] == _t1428) and (_st_cvars[_t1432] == 'fat_tissue')) and _st_cvars[252 + _t1432]):
            _t1433 += 1
    return _t1433

# <rulerun evolution.rules: feeding_turn_of #674 788eab9a>
def _loop(st, _t1428):
    _st_cvars = st.cvars
    _t1435 = 0
    for _t1434 in st.zones[(9 + st.model.zone_instances[st.loc[_t1428]][1])]:
        if ((_st_cvars[84 + _t1434] == _t1428) and (_st_cvars[_t1434] == 'fat_tissue')):
            _t1435 += 1
    return _t1435

# <rulerun evolution.rules: feeding_turn_of #675 4be5a9f2>
def _loop(st, _t1437):
    _st_cvars = st.cvars
    _t1440 = 0
    for _t1439 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1437]]][1])]:
        if (_st_cvars[84 + _t1439] == _st_cvars[84 + _t1437]):
            _t1440 += (1 if ((_st_cvars[_t1439] == 'carnivorous') or (_st_cvars[_t1439] == 'high_body_weight')) else (2 if (_st_cvars[_t1439] == 'parasite') else 0))
    return _t1440

# <rulerun evolution.rules: feeding_turn_of #676 bf026567>
def _loop(st, _t1428):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1436 = st.zones[(9 + st.model.zone_instances[st.loc[_t1428]][1])]
    st.budget -= len(_t1436)
    if st.budget < 0: _spent1223(st)
    for _t1437 in _t1436:
        if (((_st_cvars[_t1437] == 'symbiosis') and (_st_cvars[168 + _t1437] == _t1428)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1437]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1437]] >= (_memo6[_st_cvars[84 + _t1437]] if _st_cvars[84 + _t1437] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1437], (1 + _a1224(st, _t1437)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 26e73241>
def _loop(st, _t1426):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1427 = st.zones[(5 + _t1426)]
    st.budget -= len(_t1427)
    if st.budget < 0: _spent1219(st)
    for _t1428 in _t1427:
        if ((not ((_st_cvars[924 + _t1428] == _st_vars[0]) or ((_st_cvars[504 + _t1428] >= (_memo6[_t1428] if _t1428 in _memo6 else _memo6.setdefault(_t1428, (1 + _a1220(st, _t1428))))) and ((_memo5[_t1428] if _t1428 in _memo5 else _memo5.setdefault(_t1428, _a1221(st, _t1428))) >= (_memo4[_t1428] if _t1428 in _memo4 else _memo4.setdefault(_t1428, _a1222(st, _t1428))))))) and (_memo14[_t1428] if _t1428 in _memo14 else _memo14.setdefault(_t1428, (not _a1225(st, _t1428))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 6b2856f4>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    for _t1444 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if ((_st_cvars[84 + _t1444] == _t1442) and (_st_cvars[_t1444] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #679 1e65683c>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    _t1447 = 0
    for _t1446 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if (_st_cvars[84 + _t1446] == _t1442):
            _t1447 += (1 if ((_st_cvars[_t1446] == 'carnivorous') or (_st_cvars[_t1446] == 'high_body_weight')) else (2 if (_st_cvars[_t1446] == 'parasite') else 0))
    return _t1447

# <rulerun evolution.rules: feeding_turn_of #680 c35fbc59>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    _t1449 = 0
    for _t1448 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if (((_st_cvars[84 + _t1448] == _t1442) and (_st_cvars[_t1448] == 'fat_tissue')) and _st_cvars[252 + _t1448]):
            _t1449 += 1
    return _t1449

# <rulerun evolution.rules: feeding_turn_of #681 47ca1dec>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    _t1451 = 0
    for _t1450 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if ((_st_cvars[84 + _t1450] == _t1442) and (_st_cvars[_t1450] == 'fat_tissue')):
            _t1451 += 1
    return _t1451

# <rulerun evolution.rules: feeding_turn_of #682 8aa84ff8>
def _loop(st, _t1453):
    _st_cvars = st.cvars
    _t1456 = 0
    for _t1455 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1453]]][1])]:
        if (_st_cvars[84 + _t1455] == _st_cvars[84 + _t1453]):
            _t1456 += (1 if ((_st_cvars[_t1455] == 'carnivorous') or (_st_cvars[_t1455] == 'high_body_weight')) else (2 if (_st_cvars[_t1455] == 'parasite') else 0))
    return _t1456

# <rulerun evolution.rules: feeding_turn_of #683 5d729a04>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1452 = st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]
    st.budget -= len(_t1452)
    if st.budget < 0: _spent1232(st)
    for _t1453 in _t1452:
        if (((_st_cvars[_t1453] == 'symbiosis') and (_st_cvars[168 + _t1453] == _t1442)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1453]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1453]] >= (_memo6[_st_cvars[84 + _t1453]] if _st_cvars[84 + _t1453] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1453], (1 + _a1233(st, _t1453)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 4560bee4>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    for _t1460 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if ((_st_cvars[84 + _t1460] == _t1458) and (_st_cvars[_t1460] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #685 00571230>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    for _t1462 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if ((_st_cvars[84 + _t1462] == _t1442) and (_st_cvars[_t1462] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #686 8be04501>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    for _t1466 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if ((_st_cvars[84 + _t1466] == _t1458) and (_st_cvars[_t1466] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #687 6ec72802>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    for _t1468 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if ((_st_cvars[84 + _t1468] == _t1442) and (_st_cvars[_t1468] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #688 2033d8ae>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    for _t1472 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if ((_st_cvars[84 + _t1472] == _t1458) and (_st_cvars[_t1472] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #689 3bd43006>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    for _t1474 in st.zones[(9 + st.model.zone_instances[st.loc[_t1442]][1])]:
        if ((_st_cvars[84 + _t1474] == _t1442) and (_st_cvars[_t1474] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #690 a0e75b65>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    for _t1478 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if ((_st_cvars[84 + _t1478] == _t1458) and (_st_cvars[_t1478] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #691 eae70c10>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    _t1481 = 0
    for _t1480 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if (_st_cvars[84 + _t1480] == _t1458):
            _t1481 += (1 if ((_st_cvars[_t1480] == 'carnivorous') or (_st_cvars[_t1480] == 'high_body_weight')) else (2 if (_st_cvars[_t1480] == 'parasite') else 0))
    return _t1481

# <rulerun evolution.rules: feeding_turn_of #692 24771777>
def _loop(st, _t1458):
    _st_cvars = st.cvars
    for _t1482 in st.zones[(9 + st.model.zone_instances[st.loc[_t1458]][1])]:
        if ((_st_cvars[_t1482] == 'symbiosis') and (_st_cvars[168 + _t1482] == _t1458)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 a3fa4a67>
def _loop(st, _t1442):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1457 = ([_c for _i in [5 + _p for _p in _k1235] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1457)
    if st.budget < 0: _spent1236(st)
    _t1464 = _NOT_YET
    _t1465 = _NOT_YET
    _t1470 = _NOT_YET
    _t1471 = _NOT_YET
    _t1476 = _NOT_YET
    _t1477 = _NOT_YET
    for _t1458 in _t1457:
        if ((((((_t1442 != _t1458) and ((not (_memo7[(_t1458, 'camouflage',)] if (_t1458, 'camouflage',) in _memo7 else _memo7.setdefault((_t1458, 'camouflage',), _a1237(st, _t1458)))) or (_t1465 if _t1465 is not _NOT_YET else (_t1465 := (_memo7[(_t1442, 'sharp_vision',)] if (_t1442, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1442, 'sharp_vision',), (_t1464 if _t1464 is not _NOT_YET else (_t1464 := _a1238(st, _t1442))))))))) and ((not (_memo7[(_t1458, 'high_body_weight',)] if (_t1458, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1458, 'high_body_weight',), _a1239(st, _t1458)))) or (_t1471 if _t1471 is not _NOT_YET else (_t1471 := (_memo7[(_t1442, 'high_body_weight',)] if (_t1442, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1442, 'high_body_weight',), (_t1470 if _t1470 is not _NOT_YET else (_t1470 := _a1240(st, _t1442))))))))) and ((_memo7[(_t1458, 'swimming',)] if (_t1458, 'swimming',) in _memo7 else _memo7.setdefault((_t1458, 'swimming',), _a1241(st, _t1458))) == (_t1477 if _t1477 is not _NOT_YET else (_t1477 := (_memo7[(_t1442, 'swimming',)] if (_t1442, 'swimming',) in _memo7 else _memo7.setdefault((_t1442, 'swimming',), (_t1476 if _t1476 is not _NOT_YET else (_t1476 := _a1242(st, _t1442))))))))) and (not ((_memo7[(_t1458, 'burrowing',)] if (_t1458, 'burrowing',) in _memo7 else _memo7.setdefault((_t1458, 'burrowing',), _a1243(st, _t1458))) and ((_st_cvars[924 + _t1458] == _st_vars[0]) or (_st_cvars[504 + _t1458] >= (_memo6[_t1458] if _t1458 in _memo6 else _memo6.setdefault(_t1458, (1 + _a1244(st, _t1458))))))))) and (not (_memo13[_t1458] if _t1458 in _memo13 else _memo13.setdefault(_t1458, _a1245(st, _t1458))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 581f9023>
def _loop(st, _t1426):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1441 = st.zones[(5 + _t1426)]
    st.budget -= len(_t1441)
    if st.budget < 0: _spent1227(st)
    for _t1442 in _t1441:
        if (_memo0[_t1442] if _t1442 in _memo0 else _memo0.setdefault(_t1442, ((((_memo7[(_t1442, 'carnivorous',)] if (_t1442, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1442, 'carnivorous',), _a1228(st, _t1442))) and (_st_cvars[672 + _t1442] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1442] == _st_vars[0]) or ((_st_cvars[504 + _t1442] >= (_memo6[_t1442] if _t1442 in _memo6 else _memo6.setdefault(_t1442, (1 + _a1229(st, _t1442))))) and ((_memo5[_t1442] if _t1442 in _memo5 else _memo5.setdefault(_t1442, _a1230(st, _t1442))) >= (_memo4[_t1442] if _t1442 in _memo4 else _memo4.setdefault(_t1442, _a1231(st, _t1442))))))) and (_memo14[_t1442] if _t1442 in _memo14 else _memo14.setdefault(_t1442, (not _a1234(st, _t1442)))))) and _a1246(st, _t1442)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 34feda27>
def _loop(st, _t1485):
    _st_cvars = st.cvars
    _t1488 = 0
    for _t1487 in st.zones[(9 + st.model.zone_instances[st.loc[_t1485]][1])]:
        if (_st_cvars[84 + _t1487] == _t1485):
            _t1488 += (1 if ((_st_cvars[_t1487] == 'carnivorous') or (_st_cvars[_t1487] == 'high_body_weight')) else (2 if (_st_cvars[_t1487] == 'parasite') else 0))
    return _t1488

# <rulerun evolution.rules: feeding_turn_of #696 4f14ce73>
def _loop(st, _t1485):
    _st_cvars = st.cvars
    _t1490 = 0
    for _t1489 in st.zones[(9 + st.model.zone_instances[st.loc[_t1485]][1])]:
        if (((_st_cvars[84 + _t1489] == _t1485) and (_st_cvars[_t1489] == 'fat_tissue')) and _st_cvars[252 + _t1489]):
            _t1490 += 1
    return _t1490

# <rulerun evolution.rules: feeding_turn_of #697 54903525>
def _loop(st, _t1426):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1484 = st.zones[(5 + _t1426)]
    st.budget -= len(_t1484)
    if st.budget < 0: _spent1248(st)
    for _t1485 in _t1484:
        if ((not ((_st_cvars[924 + _t1485] == _st_vars[0]) or (_st_cvars[504 + _t1485] >= (_memo6[_t1485] if _t1485 in _memo6 else _memo6.setdefault(_t1485, (1 + _a1249(st, _t1485))))))) and ((_memo5[_t1485] if _t1485 in _memo5 else _memo5.setdefault(_t1485, _a1250(st, _t1485))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 4cd2a208>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    for _t1494 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if ((_st_cvars[84 + _t1494] == _t1492) and (_st_cvars[_t1494] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #699 396ec0bc>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1497 = 0
    for _t1496 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (_st_cvars[84 + _t1496] == _t1492):
            _t1497 += (1 if ((_st_cvars[_t1496] == 'carnivorous') or (_st_cvars[_t1496] == 'high_body_weight')) else (2 if (_st_cvars[_t1496] == 'parasite') else 0))
    return _t1497

# <rulerun evolution.rules: feeding_turn_of #700 ef3f7c17>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1499 = 0
    for _t1498 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (_st_cvars[84 + _t1498] == _t1492):
            _t1499 += (1 if ((_st_cvars[_t1498] == 'carnivorous') or (_st_cvars[_t1498] == 'high_body_weight')) else (2 if (_st_cvars[_t1498] == 'parasite') else 0))
    return _t1499

# <rulerun evolution.rules: feeding_turn_of #701 47a817ca>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1501 = 0
    for _t1500 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (((_st_cvars[84 + _t1500] == _t1492) and (_st_cvars[_t1500] == 'fat_tissue')) and _st_cvars[252 + _t1500]):
            _t1501 += 1
    return _t1501

# <rulerun evolution.rules: feeding_turn_of #702 62dce691>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1503 = 0
    for _t1502 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if ((_st_cvars[84 + _t1502] == _t1492) and (_st_cvars[_t1502] == 'fat_tissue')):
            _t1503 += 1
    return _t1503

# <rulerun evolution.rules: feeding_turn_of #703 42e30234>
def _loop(st, _t1505):
    _st_cvars = st.cvars
    _t1508 = 0
    for _t1507 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1505]]][1])]:
        if (_st_cvars[84 + _t1507] == _st_cvars[84 + _t1505]):
            _t1508 += (1 if ((_st_cvars[_t1507] == 'carnivorous') or (_st_cvars[_t1507] == 'high_body_weight')) else (2 if (_st_cvars[_t1507] == 'parasite') else 0))
    return _t1508

# <rulerun evolution.rules: feeding_turn_of #704 fe812723>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1504 = st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]
    st.budget -= len(_t1504)
    if st.budget < 0: _spent1258(st)
    for _t1505 in _t1504:
        if (((_st_cvars[_t1505] == 'symbiosis') and (_st_cvars[168 + _t1505] == _t1492)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1505]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1505]] >= (_memo6[_st_cvars[84 + _t1505]] if _st_cvars[84 + _t1505] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1505], (1 + _a1259(st, _t1505)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 7be43160>
def _loop(st, _t1510):
    _st_cvars = st.cvars
    _t1513 = 0
    for _t1512 in st.zones[(9 + st.model.zone_instances[st.loc[_t1510]][1])]:
        if (_st_cvars[84 + _t1512] == _t1510):
            _t1513 += (1 if ((_st_cvars[_t1512] == 'carnivorous') or (_st_cvars[_t1512] == 'high_body_weight')) else (2 if (_st_cvars[_t1512] == 'parasite') else 0))
    return _t1513

# <rulerun evolution.rules: feeding_turn_of #706 72c6d818>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1509 = ([_c for _i in [5 + _p for _p in _k1261] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1509)
    if st.budget < 0: _spent1262(st)
    for _t1510 in _t1509:
        if ((_t1510 != _t1492) and ((not ((_st_cvars[924 + _t1510] == _st_vars[0]) or (_st_cvars[504 + _t1510] >= (_memo6[_t1510] if _t1510 in _memo6 else _memo6.setdefault(_t1510, (1 + _a1263(st, _t1510))))))) and (_st_cvars[504 + _t1510] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 73c6e182>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    for _t1514 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if ((_st_cvars[84 + _t1514] == _t1492) and (_st_cvars[_t1514] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #708 64f9207c>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    _t1517 = 0
    for _t1516 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if (_st_cvars[84 + _t1516] == _t1492):
            _t1517 += (1 if ((_st_cvars[_t1516] == 'carnivorous') or (_st_cvars[_t1516] == 'high_body_weight')) else (2 if (_st_cvars[_t1516] == 'parasite') else 0))
    return _t1517

# <rulerun evolution.rules: feeding_turn_of #709 4beb3422>
def _loop(st, _t1492):
    _st_cvars = st.cvars
    for _t1518 in st.zones[(9 + st.model.zone_instances[st.loc[_t1492]][1])]:
        if ((_st_cvars[84 + _t1518] == _t1492) and (_st_cvars[_t1518] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #710 dcb47f3e>
def _loop(st, _t1426):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1491 = st.zones[(5 + _t1426)]
    st.budget -= len(_t1491)
    if st.budget < 0: _spent1252(st)
    for _t1492 in _t1491:
        if (((_memo10[_t1492] if _t1492 in _memo10 else _memo10.setdefault(_t1492, (((((_memo7[(_t1492, 'piracy',)] if (_t1492, 'piracy',) in _memo7 else _memo7.setdefault((_t1492, 'piracy',), _a1253(st, _t1492))) and (_st_cvars[756 + _t1492] != _st_vars[0])) and (not ((_st_cvars[924 + _t1492] == _st_vars[0]) or (_st_cvars[504 + _t1492] >= (_memo6[_t1492] if _t1492 in _memo6 else _memo6.setdefault(_t1492, (1 + _a1254(st, _t1492)))))))) and ((not ((_st_cvars[924 + _t1492] == _st_vars[0]) or ((_st_cvars[504 + _t1492] >= (_memo6[_t1492] if _t1492 in _memo6 else _memo6.setdefault(_t1492, (1 + _a1255(st, _t1492))))) and ((_memo5[_t1492] if _t1492 in _memo5 else _memo5.setdefault(_t1492, _a1256(st, _t1492))) >= (_memo4[_t1492] if _t1492 in _memo4 else _memo4.setdefault(_t1492, _a1257(st, _t1492))))))) and (_memo14[_t1492] if _t1492 in _memo14 else _memo14.setdefault(_t1492, (not _a1260(st, _t1492)))))) and _a1264(st, _t1492)))) or (((((_memo7[(_t1492, 'hibernation',)] if (_t1492, 'hibernation',) in _memo7 else _memo7.setdefault((_t1492, 'hibernation',), _a1265(st, _t1492))) and (_st_cvars[924 + _t1492] != _st_vars[0])) and (_st_cvars[924 + _t1492] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1492] == _st_vars[0]) or (_st_cvars[504 + _t1492] >= (_memo6[_t1492] if _t1492 in _memo6 else _memo6.setdefault(_t1492, (1 + _a1266(st, _t1492))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t1492, 'grazing',)] if (_t1492, 'grazing',) in _memo7 else _memo7.setdefault((_t1492, 'grazing',), _a1267(st, _t1492))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 13ad021e>
def _loop(st, _t1521):
    _st_cvars = st.cvars
    _t1524 = 0
    for _t1523 in st.zones[(9 + st.model.zone_instances[st.loc[_t1521]][1])]:
        if (_st_cvars[84 + _t1523] == _t1521):
            _t1524 += (1 if ((_st_cvars[_t1523] == 'carnivorous') or (_st_cvars[_t1523] == 'high_body_weight')) else (2 if (_st_cvars[_t1523] == 'parasite') else 0))
    return _t1524

# <rulerun evolution.rules: feeding_turn_of #712 0c9492e5>
def _loop(st, _t1521):
    _st_cvars = st.cvars
    _t1526 = 0
    for _t1525 in st.zones[(9 + st.model.zone_instances[st.loc[_t1521]][1])]:
        if (((_st_cvars[84 + _t1525] == _t1521) and (_st_cvars[_t1525] == 'fat_tissue')) and _st_cvars[252 + _t1525]):
            _t1526 += 1
    return _t1526

# <rulerun evolution.rules: feeding_turn_of #713 7491fd59>
def _loop(st, _t1521):
    _st_cvars = st.cvars
    _t1528 = 0
    for _t1527 in st.zones[(9 + st.model.zone_instances[st.loc[_t1521]][1])]:
        if ((_st_cvars[84 + _t1527] == _t1521) and (_st_cvars[_t1527] == 'fat_tissue')):
            _t1528 += 1
    return _t1528

# <rulerun evolution.rules: feeding_turn_of #714 b1781567>
def _loop(st, _t1530):
    _st_cvars = st.cvars
    _t1533 = 0
    for _t1532 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1530]]][1])]:
        if (_st_cvars[84 + _t1532] == _st_cvars[84 + _t1530]):
            _t1533 += (1 if ((_st_cvars[_t1532] == 'carnivorous') or (_st_cvars[_t1532] == 'high_body_weight')) else (2 if (_st_cvars[_t1532] == 'parasite') else 0))
    return _t1533

# <rulerun evolution.rules: feeding_turn_of #715 772734c5>
def _loop(st, _t1521):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1529 = st.zones[(9 + st.model.zone_instances[st.loc[_t1521]][1])]
    st.budget -= len(_t1529)
    if st.budget < 0: _spent1273(st)
    for _t1530 in _t1529:
        if (((_st_cvars[_t1530] == 'symbiosis') and (_st_cvars[168 + _t1530] == _t1521)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1530]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1530]] >= (_memo6[_st_cvars[84 + _t1530]] if _st_cvars[84 + _t1530] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1530], (1 + _a1274(st, _t1530)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 d65a7074>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1520 = st.zones[(5 + L[0])]
    st.budget -= len(_t1520)
    if st.budget < 0: _spent1269(st)
    for _t1521 in _t1520:
        if ((not ((_st_cvars[924 + _t1521] == _st_vars[0]) or ((_st_cvars[504 + _t1521] >= (_memo6[_t1521] if _t1521 in _memo6 else _memo6.setdefault(_t1521, (1 + _a1270(st, _t1521))))) and ((_memo5[_t1521] if _t1521 in _memo5 else _memo5.setdefault(_t1521, _a1271(st, _t1521))) >= (_memo4[_t1521] if _t1521 in _memo4 else _memo4.setdefault(_t1521, _a1272(st, _t1521))))))) and (_memo14[_t1521] if _t1521 in _memo14 else _memo14.setdefault(_t1521, (not _a1275(st, _t1521))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 d58f4ad6>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    for _t1537 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if ((_st_cvars[84 + _t1537] == _t1535) and (_st_cvars[_t1537] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #718 fb7e9f95>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    _t1540 = 0
    for _t1539 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if (_st_cvars[84 + _t1539] == _t1535):
            _t1540 += (1 if ((_st_cvars[_t1539] == 'carnivorous') or (_st_cvars[_t1539] == 'high_body_weight')) else (2 if (_st_cvars[_t1539] == 'parasite') else 0))
    return _t1540

# <rulerun evolution.rules: feeding_turn_of #719 2453a357>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    _t1542 = 0
    for _t1541 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if (((_st_cvars[84 + _t1541] == _t1535) and (_st_cvars[_t1541] == 'fat_tissue')) and _st_cvars[252 + _t1541]):
            _t1542 += 1
    return _t1542

# <rulerun evolution.rules: feeding_turn_of #720 33cb6a08>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    _t1544 = 0
    for _t1543 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if ((_st_cvars[84 + _t1543] == _t1535) and (_st_cvars[_t1543] == 'fat_tissue')):
            _t1544 += 1
    return _t1544

# <rulerun evolution.rules: feeding_turn_of #721 e210a60e>
def _loop(st, _t1546):
    _st_cvars = st.cvars
    _t1549 = 0
    for _t1548 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1546]]][1])]:
        if (_st_cvars[84 + _t1548] == _st_cvars[84 + _t1546]):
            _t1549 += (1 if ((_st_cvars[_t1548] == 'carnivorous') or (_st_cvars[_t1548] == 'high_body_weight')) else (2 if (_st_cvars[_t1548] == 'parasite') else 0))
    return _t1549

# <rulerun evolution.rules: feeding_turn_of #722 73b5f35b>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1545 = st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]
    st.budget -= len(_t1545)
    if st.budget < 0: _spent1283(st)
    for _t1546 in _t1545:
        if (((_st_cvars[_t1546] == 'symbiosis') and (_st_cvars[168 + _t1546] == _t1535)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1546]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1546]] >= (_memo6[_st_cvars[84 + _t1546]] if _st_cvars[84 + _t1546] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1546], (1 + _a1284(st, _t1546)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 e3b42d38>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    for _t1553 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if ((_st_cvars[84 + _t1553] == _t1551) and (_st_cvars[_t1553] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #724 1c581269>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    for _t1555 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if ((_st_cvars[84 + _t1555] == _t1535) and (_st_cvars[_t1555] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #725 8e59bdb8>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    for _t1559 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if ((_st_cvars[84 + _t1559] == _t1551) and (_st_cvars[_t1559] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #726 fd36b066>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    for _t1561 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if ((_st_cvars[84 + _t1561] == _t1535) and (_st_cvars[_t1561] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #727 883a5d4f>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    for _t1565 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if ((_st_cvars[84 + _t1565] == _t1551) and (_st_cvars[_t1565] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #728 8fa046c3>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    for _t1567 in st.zones[(9 + st.model.zone_instances[st.loc[_t1535]][1])]:
        if ((_st_cvars[84 + _t1567] == _t1535) and (_st_cvars[_t1567] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #729 11224d68>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    for _t1571 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if ((_st_cvars[84 + _t1571] == _t1551) and (_st_cvars[_t1571] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #730 67021cb7>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    _t1574 = 0
    for _t1573 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if (_st_cvars[84 + _t1573] == _t1551):
            _t1574 += (1 if ((_st_cvars[_t1573] == 'carnivorous') or (_st_cvars[_t1573] == 'high_body_weight')) else (2 if (_st_cvars[_t1573] == 'parasite') else 0))
    return _t1574

# <rulerun evolution.rules: feeding_turn_of #731 dfff1125>
def _loop(st, _t1551):
    _st_cvars = st.cvars
    for _t1575 in st.zones[(9 + st.model.zone_instances[st.loc[_t1551]][1])]:
        if ((_st_cvars[_t1575] == 'symbiosis') and (_st_cvars[168 + _t1575] == _t1551)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 3ac12c63>
def _loop(st, _t1535):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1550 = ([_c for _i in [5 + _p for _p in _k1286] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1550)
    if st.budget < 0: _spent1287(st)
    _t1557 = _NOT_YET
    _t1558 = _NOT_YET
    _t1563 = _NOT_YET
    _t1564 = _NOT_YET
    _t1569 = _NOT_YET
    _t1570 = _NOT_YET
    for _t1551 in _t1550:
        if ((((((_t1535 != _t1551) and ((not (_memo7[(_t1551, 'camouflage',)] if (_t1551, 'camouflage',) in _memo7 else _memo7.setdefault((_t1551, 'camouflage',), _a1288(st, _t1551)))) or (_t1558 if _t1558 is not _NOT_YET else (_t1558 := (_memo7[(_t1535, 'sharp_vision',)] if (_t1535, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1535, 'sharp_vision',), (_t1557 if _t1557 is not _NOT_YET else (_t1557 := _a1289(st, _t1535))))))))) and ((not (_memo7[(_t1551, 'high_body_weight',)] if (_t1551, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1551, 'high_body_weight',), _a1290(st, _t1551)))) or (_t1564 if _t1564 is not _NOT_YET else (_t1564 := (_memo7[(_t1535, 'high_body_weight',)] if (_t1535, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1535, 'high_body_weight',), (_t1563 if _t1563 is not _NOT_YET else (_t1563 := _a1291(st, _t1535))))))))) and ((_memo7[(_t1551, 'swimming',)] if (_t1551, 'swimming',) in _memo7 else _memo7.setdefault((_t1551, 'swimming',), _a1292(st, _t1551))) == (_t1570 if _t1570 is not _NOT_YET else (_t1570 := (_memo7[(_t1535, 'swimming',)] if (_t1535, 'swimming',) in _memo7 else _memo7.setdefault((_t1535, 'swimming',), (_t1569 if _t1569 is not _NOT_YET else (_t1569 := _a1293(st, _t1535))))))))) and (not ((_memo7[(_t1551, 'burrowing',)] if (_t1551, 'burrowing',) in _memo7 else _memo7.setdefault((_t1551, 'burrowing',), _a1294(st, _t1551))) and ((_st_cvars[924 + _t1551] == _st_vars[0]) or (_st_cvars[504 + _t1551] >= (_memo6[_t1551] if _t1551 in _memo6 else _memo6.setdefault(_t1551, (1 + _a1295(st, _t1551))))))))) and (not (_memo13[_t1551] if _t1551 in _memo13 else _memo13.setdefault(_t1551, _a1296(st, _t1551))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 bd7a36c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1534 = st.zones[(5 + L[0])]
    st.budget -= len(_t1534)
    if st.budget < 0: _spent1278(st)
    for _t1535 in _t1534:
        if (_memo0[_t1535] if _t1535 in _memo0 else _memo0.setdefault(_t1535, ((((_memo7[(_t1535, 'carnivorous',)] if (_t1535, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1535, 'carnivorous',), _a1279(st, _t1535))) and (_st_cvars[672 + _t1535] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1535] == _st_vars[0]) or ((_st_cvars[504 + _t1535] >= (_memo6[_t1535] if _t1535 in _memo6 else _memo6.setdefault(_t1535, (1 + _a1280(st, _t1535))))) and ((_memo5[_t1535] if _t1535 in _memo5 else _memo5.setdefault(_t1535, _a1281(st, _t1535))) >= (_memo4[_t1535] if _t1535 in _memo4 else _memo4.setdefault(_t1535, _a1282(st, _t1535))))))) and (_memo14[_t1535] if _t1535 in _memo14 else _memo14.setdefault(_t1535, (not _a1285(st, _t1535)))))) and _a1297(st, _t1535)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 b38cec71>
def _loop(st, _t1578):
    _st_cvars = st.cvars
    _t1581 = 0
    for _t1580 in st.zones[(9 + st.model.zone_instances[st.loc[_t1578]][1])]:
        if (_st_cvars[84 + _t1580] == _t1578):
            _t1581 += (1 if ((_st_cvars[_t1580] == 'carnivorous') or (_st_cvars[_t1580] == 'high_body_weight')) else (2 if (_st_cvars[_t1580] == 'parasite') else 0))
    return _t1581

# <rulerun evolution.rules: feeding_turn_of #735 7948ad25>
def _loop(st, _t1578):
    _st_cvars = st.cvars
    _t1583 = 0
    for _t1582 in st.zones[(9 + st.model.zone_instances[st.loc[_t1578]][1])]:
        if (((_st_cvars[84 + _t1582] == _t1578) and (_st_cvars[_t1582] == 'fat_tissue')) and _st_cvars[252 + _t1582]):
            _t1583 += 1
    return _t1583

# <rulerun evolution.rules: feeding_turn_of #736 5bdea712>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1577 = st.zones[(5 + L[0])]
    st.budget -= len(_t1577)
    if st.budget < 0: _spent1299(st)
    for _t1578 in _t1577:
        if ((not ((_st_cvars[924 + _t1578] == _st_vars[0]) or (_st_cvars[504 + _t1578] >= (_memo6[_t1578] if _t1578 in _memo6 else _memo6.setdefault(_t1578, (1 + _a1300(st, _t1578))))))) and ((_memo5[_t1578] if _t1578 in _memo5 else _memo5.setdefault(_t1578, _a1301(st, _t1578))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 753364aa>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    for _t1587 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1587] == _t1586) and (_st_cvars[_t1587] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #738 149b1e29>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _t1590 = 0
    for _t1589 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if (_st_cvars[84 + _t1589] == _t1586):
            _t1590 += (1 if ((_st_cvars[_t1589] == 'carnivorous') or (_st_cvars[_t1589] == 'high_body_weight')) else (2 if (_st_cvars[_t1589] == 'parasite') else 0))
    return _t1590

# <rulerun evolution.rules: feeding_turn_of #739 771d984f>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _t1592 = 0
    for _t1591 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if (_st_cvars[84 + _t1591] == _t1586):
            _t1592 += (1 if ((_st_cvars[_t1591] == 'carnivorous') or (_st_cvars[_t1591] == 'high_body_weight')) else (2 if (_st_cvars[_t1591] == 'parasite') else 0))
    return _t1592

# <rulerun evolution.rules: feeding_turn_of #740 a6930870>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _t1594 = 0
    for _t1593 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if (((_st_cvars[84 + _t1593] == _t1586) and (_st_cvars[_t1593] == 'fat_tissue')) and _st_cvars[252 + _t1593]):
            _t1594 += 1
    return _t1594

# <rulerun evolution.rules: feeding_turn_of #741 7bef4e9e>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _t1596 = 0
    for _t1595 in st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]:
        if ((_st_cvars[84 + _t1595] == _t1586) and (_st_cvars[_t1595] == 'fat_tissue')):
            _t1596 += 1
    return _t1596

# <rulerun evolution.rules: feeding_turn_of #742 781a1e9e>
def _loop(st, _t1598):
    _st_cvars = st.cvars
    _t1601 = 0
    for _t1600 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1598]]][1])]:
        if (_st_cvars[84 + _t1600] == _st_cvars[84 + _t1598]):
            _t1601 += (1 if ((_st_cvars[_t1600] == 'carnivorous') or (_st_cvars[_t1600] == 'high_body_weight')) else (2 if (_st_cvars[_t1600] == 'parasite') else 0))
    return _t1601

# <rulerun evolution.rules: feeding_turn_of #743 85913d13>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1597 = st.zones[(9 + st.model.zone_instances[st.loc[_t1586]][1])]
    st.budget -= len(_t1597)
    if st.budget < 0: _spent1308(st)
    for _t1598 in _t1597:
        if (((_st_cvars[_t1598] == 'symbiosis') and (_st_cvars[168 + _t1598] == _t1586)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1598]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1598]] >= (_memo6[_st_cvars[84 + _t1598]] if _st_cvars[84 + _t1598] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1598], (1 + _a1309(st, _t1598)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 ef3b5dc8>
def _loop(st, _t1603):
    _st_cvars = st.cvars
    _t1606 = 0
    for _t1605 in st.zones[(9 + st.model.zone_instances[st.loc[_t1603]][1])]:
        if (_st_cvars[84 + _t1605] == _t1603):
            _t1606 += (1 if ((_st_cvars[_t1605] == 'carnivorous') or (_st_cvars[_t1605] == 'high_body_weight')) else (2 if (_st_cvars[_t1605] == 'parasite') else 0))
    return _t1606

# <rulerun evolution.rules: feeding_turn_of #745 5f16cff0>
def _loop(st, _t1586):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1602 = ([_c for _i in [5 + _p for _p in _k1311] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1602)
    if st.budget < 0: _spent1312(st)
    for _t1603 in _t1602:
        if ((_t1603 != _t1586) and ((not ((_st_cvars[924 + _t1603] == _st_vars[0]) or (_st_cvars[504 + _t1603] >= (_memo6[_t1603] if _t1603 in _memo6 else _memo6.setdefault(_t1603, (1 + _a1313(st, _t1603))))))) and (_st_cvars[504 + _t1603] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 074f6e8c>
def _loop(st, _t1609):
    _st_cvars = st.cvars
    for _t1610 in st.zones[(9 + st.model.zone_instances[st.loc[_t1609]][1])]:
        if ((_st_cvars[84 + _t1610] == _t1609) and (_st_cvars[_t1610] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #747 dc2e503a>
def _loop(st, _t1614):
    _st_cvars = st.cvars
    for _t1615 in st.zones[(9 + st.model.zone_instances[st.loc[_t1614]][1])]:
        if ((_st_cvars[84 + _t1615] == _t1614) and (_st_cvars[_t1615] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #748 8554e72b>
def _loop(st, _t1614):
    _st_cvars = st.cvars
    _t1618 = 0
    for _t1617 in st.zones[(9 + st.model.zone_instances[st.loc[_t1614]][1])]:
        if (_st_cvars[84 + _t1617] == _t1614):
            _t1618 += (1 if ((_st_cvars[_t1617] == 'carnivorous') or (_st_cvars[_t1617] == 'high_body_weight')) else (2 if (_st_cvars[_t1617] == 'parasite') else 0))
    return _t1618

# <rulerun evolution.rules: feeding_turn_of #749 fec260d8>
def _loop(st, _t1620):
    _st_cvars = st.cvars
    _t1623 = 0
    for _t1622 in st.zones[(9 + st.model.zone_instances[st.loc[_t1620]][1])]:
        if (_st_cvars[84 + _t1622] == _t1620):
            _t1623 += (1 if ((_st_cvars[_t1622] == 'carnivorous') or (_st_cvars[_t1622] == 'high_body_weight')) else (2 if (_st_cvars[_t1622] == 'parasite') else 0))
    return _t1623

# <rulerun evolution.rules: feeding_turn_of #750 27ea50d9>
def _loop(st, _t1620):
    _st_cvars = st.cvars
    _t1625 = 0
    for _t1624 in st.zones[(9 + st.model.zone_instances[st.loc[_t1620]][1])]:
        if (((_st_cvars[84 + _t1624] == _t1620) and (_st_cvars[_t1624] == 'fat_tissue')) and _st_cvars[252 + _t1624]):
            _t1625 += 1
    return _t1625

# <rulerun evolution.rules: feeding_turn_of #751 b1642e6f>
def _loop(st, _t1620):
    _st_cvars = st.cvars
    _t1627 = 0
    for _t1626 in st.zones[(9 + st.model.zone_instances[st.loc[_t1620]][1])]:
        if ((_st_cvars[84 + _t1626] == _t1620) and (_st_cvars[_t1626] == 'fat_tissue')):
            _t1627 += 1
    return _t1627

# <rulerun evolution.rules: feeding_turn_of #752 688b9895>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1632 = 0
    for _t1631 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1629]]][1])]:
        if (_st_cvars[84 + _t1631] == _st_cvars[84 + _t1629]):
            _t1632 += (1 if ((_st_cvars[_t1631] == 'carnivorous') or (_st_cvars[_t1631] == 'high_body_weight')) else (2 if (_st_cvars[_t1631] == 'parasite') else 0))
    return _t1632

# <rulerun evolution.rules: feeding_turn_of #753 ac6fb371>
def _loop(st, _t1620):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1628 = st.zones[(9 + st.model.zone_instances[st.loc[_t1620]][1])]
    st.budget -= len(_t1628)
    if st.budget < 0: _spent1322(st)
    for _t1629 in _t1628:
        if (((_st_cvars[_t1629] == 'symbiosis') and (_st_cvars[168 + _t1629] == _t1620)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1629]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1629]] >= (_memo6[_st_cvars[84 + _t1629]] if _st_cvars[84 + _t1629] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1629], (1 + _a1323(st, _t1629)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 7325b05f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1619 = st.zones[(5 + L[0])]
    st.budget -= len(_t1619)
    if st.budget < 0: _spent1318(st)
    for _t1620 in _t1619:
        if ((not ((_st_cvars[924 + _t1620] == _st_vars[0]) or ((_st_cvars[504 + _t1620] >= (_memo6[_t1620] if _t1620 in _memo6 else _memo6.setdefault(_t1620, (1 + _a1319(st, _t1620))))) and ((_memo5[_t1620] if _t1620 in _memo5 else _memo5.setdefault(_t1620, _a1320(st, _t1620))) >= (_memo4[_t1620] if _t1620 in _memo4 else _memo4.setdefault(_t1620, _a1321(st, _t1620))))))) and (_memo14[_t1620] if _t1620 in _memo14 else _memo14.setdefault(_t1620, (not _a1324(st, _t1620))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 448ccd4f>
def _loop(st, _t1639):
    _st_cvars = st.cvars
    _t1642 = 0
    for _t1641 in st.zones[(9 + st.model.zone_instances[st.loc[_t1639]][1])]:
        if (_st_cvars[84 + _t1641] == _t1639):
            _t1642 += (1 if ((_st_cvars[_t1641] == 'carnivorous') or (_st_cvars[_t1641] == 'high_body_weight')) else (2 if (_st_cvars[_t1641] == 'parasite') else 0))
    return _t1642

# <rulerun evolution.rules: take_food #756 57975131>
def _loop(st, _t1639):
    _st_cvars = st.cvars
    _t1644 = 0
    for _t1643 in st.zones[(9 + st.model.zone_instances[st.loc[_t1639]][1])]:
        if (((_st_cvars[84 + _t1643] == _t1639) and (_st_cvars[_t1643] == 'fat_tissue')) and _st_cvars[252 + _t1643]):
            _t1644 += 1
    return _t1644

# <rulerun evolution.rules: take_food #757 78948b55>
def _loop(st, _t1639):
    _st_cvars = st.cvars
    _t1646 = 0
    for _t1645 in st.zones[(9 + st.model.zone_instances[st.loc[_t1639]][1])]:
        if ((_st_cvars[84 + _t1645] == _t1639) and (_st_cvars[_t1645] == 'fat_tissue')):
            _t1646 += 1
    return _t1646

# <rulerun evolution.rules: take_food #758 c78a426c>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1651 = 0
    for _t1650 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1648]]][1])]:
        if (_st_cvars[84 + _t1650] == _st_cvars[84 + _t1648]):
            _t1651 += (1 if ((_st_cvars[_t1650] == 'carnivorous') or (_st_cvars[_t1650] == 'high_body_weight')) else (2 if (_st_cvars[_t1650] == 'parasite') else 0))
    return _t1651

# <rulerun evolution.rules: take_food #759 4d318a75>
def _loop(st, _t1639):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1647 = st.zones[(9 + st.model.zone_instances[st.loc[_t1639]][1])]
    st.budget -= len(_t1647)
    if st.budget < 0: _spent1336(st)
    for _t1648 in _t1647:
        if (((_st_cvars[_t1648] == 'symbiosis') and (_st_cvars[168 + _t1648] == _t1639)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1648]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1648]] >= (_memo6[_st_cvars[84 + _t1648]] if _st_cvars[84 + _t1648] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1648], (1 + _a1337(st, _t1648)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 38519697>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1638 = st.zones[(5 + L[0])]
    st.budget -= len(_t1638)
    if st.budget < 0: _spent1332(st)
    _t1640 = []
    for _t1639 in _t1638:
        if ((not ((_st_cvars[924 + _t1639] == _st_vars[0]) or ((_st_cvars[504 + _t1639] >= (_memo6[_t1639] if _t1639 in _memo6 else _memo6.setdefault(_t1639, (1 + _a1333(st, _t1639))))) and ((_memo5[_t1639] if _t1639 in _memo5 else _memo5.setdefault(_t1639, _a1334(st, _t1639))) >= (_memo4[_t1639] if _t1639 in _memo4 else _memo4.setdefault(_t1639, _a1335(st, _t1639))))))) and (_memo14[_t1639] if _t1639 in _memo14 else _memo14.setdefault(_t1639, (not _a1338(st, _t1639))))):
            _t1640.append(_t1639)
    return _t1640

# <rulerun evolution.rules: receive #761 c4f5208f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1657 = 0
    for _t1656 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t1656] == _l0):
            _t1657 += (1 if ((_st_cvars[_t1656] == 'carnivorous') or (_st_cvars[_t1656] == 'high_body_weight')) else (2 if (_st_cvars[_t1656] == 'parasite') else 0))
    return _t1657

# <rulerun evolution.rules: receive #762 3e90d361>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1659 = 0
    for _t1658 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t1658] == _l0) and (_st_cvars[_t1658] == 'fat_tissue')) and _st_cvars[252 + _t1658]):
            _t1659 += 1
    return _t1659

# <rulerun evolution.rules: receive #763 097e9bfe>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1661 = 0
    for _t1660 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1660] == _l0) and (_st_cvars[_t1660] == 'fat_tissue')):
            _t1661 += 1
    return _t1661

# <rulerun evolution.rules: receive #764 0d27f9a8>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    _t1666 = 0
    for _t1665 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1663]]][1])]:
        if (_st_cvars[84 + _t1665] == _st_cvars[84 + _t1663]):
            _t1666 += (1 if ((_st_cvars[_t1665] == 'carnivorous') or (_st_cvars[_t1665] == 'high_body_weight')) else (2 if (_st_cvars[_t1665] == 'parasite') else 0))
    return _t1666

# <rulerun evolution.rules: receive #765 12ac90bf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1662 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t1662)
    if st.budget < 0: _spent1354(st)
    for _t1663 in _t1662:
        if (((_st_cvars[_t1663] == 'symbiosis') and (_st_cvars[168 + _t1663] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1663]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1663]] >= (_memo6[_st_cvars[84 + _t1663]] if _st_cvars[84 + _t1663] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1663], (1 + _a1355(st, _t1663)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 09844913>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1671 = 0
    for _t1670 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1670] == L[2]):
            _t1671 += (1 if ((_st_cvars[_t1670] == 'carnivorous') or (_st_cvars[_t1670] == 'high_body_weight')) else (2 if (_st_cvars[_t1670] == 'parasite') else 0))
    return _t1671

# <rulerun evolution.rules: receive #767 a2b523f7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1676 = 0
    for _t1675 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1675] == L[2]) and (_st_cvars[_t1675] == 'fat_tissue')) and _st_cvars[252 + _t1675]):
            _t1676 += 1
    return _t1676

# <rulerun evolution.rules: receive #768 97ddde74>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1678 = 0
    for _t1677 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1677] == L[2]) and (_st_cvars[_t1677] == 'fat_tissue')):
            _t1678 += 1
    return _t1678

# <rulerun evolution.rules: receive #769 aa7a3f2e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1681 = 0
    for _t1680 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1680] == L[2]):
            _t1681 += (1 if ((_st_cvars[_t1680] == 'carnivorous') or (_st_cvars[_t1680] == 'high_body_weight')) else (2 if (_st_cvars[_t1680] == 'parasite') else 0))
    return _t1681

# <rulerun evolution.rules: paired_triggers #770 playout d33f529f>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1368(_k1369)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1370(st)
        _t1683 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
        st.budget -= len(_t1683)
        if st.budget < 0: _spent1370(st)
        _t1682 = []
        for _t1684 in _t1683:
            if (((_st_cvars[336 + _t1684] != _st_vars[4]) and ((_st_cvars[84 + _t1684] == _l0) or (_st_cvars[168 + _t1684] == _l0))) and (((((_st_cvars[_t1684] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1371(st, [(_st_cvars[168 + _t1684] if (_st_cvars[84 + _t1684] == _l0) else _st_cvars[84 + _t1684])])) or ((_st_cvars[_t1684] == 'cooperation') and _d1371(st, [(_st_cvars[168 + _t1684] if (_st_cvars[84 + _t1684] == _l0) else _st_cvars[84 + _t1684])])))):
                _t1682.append(_t1684)
        L[2] = _t1682
        if (not (L[2] or ())):
            return 2
        _t1685 = (L[2] or [])
        if _offer1373(st, L, _t1685): raise _PlayoutCut1372()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1686 if -1000000000000000000 <= (_t1686 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1374(_t1686))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1377(_audience1375(st), ['Communication: animal ', _plain1376(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain1376(_st_vars[3]), ' left)']))
            if _p1378[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text1377(_audience1375(st), ['Cooperation: animal ', _plain1376(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p1378[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #771 playout 65a92cab>
def _native(st, L, _d=0):
    if _p1379(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #772 playout 6efbb4bc>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1349(_k1350)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1351(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1352(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1353(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a1356(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1667 if -1000000000000000000 <= (_t1667 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1357(_t1667))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1361(_audience1358(st), [_PlayerRef1359(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1360(_st_cvars[420 + _l0]), ' cannot take the ', _plain1360(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1362(st)
    _t1668 = [_l0, _l1]
    _t1669 = [0, _t1668, False, len(st.cur), st.thread_player]
    st.events.append(_t1669)
    if not _t1669[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1363(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1364(st, L)))))):
            _t1673 = L[2]
            _t1672 = None
            for _t1674 in st.zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t1674] == _t1673) and (_st_cvars[_t1674] == 'fat_tissue')) and (not _st_cvars[252 + _t1674])):
                    _t1672 = _t1674
                    break
            L[3] = _t1672
            _st_cvars[252 + L[3]] = True
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _st_log is not None: _st_log.append(_Text1361(_audience1358(st), ['  animal ', _plain1360(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1360((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a1365(st, L)))), '/', _plain1360((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a1366(st, L)))), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1679 if -1000000000000000000 <= (_t1679 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1357(_t1679))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1361(_audience1358(st), ['  animal ', _plain1360(_st_cvars[420 + L[2]]), ' has food ', _plain1360(_st_cvars[504 + L[2]]), '/', _plain1360((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1367(st, L)))))]))
        _t1687 = _t1669[1] + _k1380
        if _p1381(st, _t1687, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 2bef0ec7>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1330(_k1331)
    _t1637 = (_a1339(st, L) or [])
    _t1652 = _l0
    _t1653 = len(_t1637)
    if not _t1653: _no_option1342(_t1652, 'animal to feed')
    if _t1653 <= 1 and _st_log is None:
        L[1] = _t1637[0] if _t1653 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1654 = st.chooser(_t1653, _t1652)
        else:
            _t1654 = _st_bits(_t1653.bit_length())
            while _t1654 >= _t1653: _t1654 = _st_bits(_t1653.bit_length())
        L[1] = _t1637[_t1654]; st.decisions += 1
    elif _decide1343(st, L, _t1637, _t1652): raise _PlayoutCut1340()
    _st_vars[3] = (_t1655 if -1000000000000000000 <= (_t1655 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1344(_t1655))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1348(_audience1345(st), [_PlayerRef1346(_l0), "'s animal ", _plain1347(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1347(_st_vars[3]), ' left)']))
    if _p1382(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 baddba3d>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    for _t1692 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if ((_st_cvars[84 + _t1692] == _t1690) and (_st_cvars[_t1692] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #775 5617f3e5>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    _t1695 = 0
    for _t1694 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if (_st_cvars[84 + _t1694] == _t1690):
            _t1695 += (1 if ((_st_cvars[_t1694] == 'carnivorous') or (_st_cvars[_t1694] == 'high_body_weight')) else (2 if (_st_cvars[_t1694] == 'parasite') else 0))
    return _t1695

# <rulerun evolution.rules: attack_action #776 ca053d19>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    _t1697 = 0
    for _t1696 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if (((_st_cvars[84 + _t1696] == _t1690) and (_st_cvars[_t1696] == 'fat_tissue')) and _st_cvars[252 + _t1696]):
            _t1697 += 1
    return _t1697

# <rulerun evolution.rules: attack_action #777 674cb341>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    _t1699 = 0
    for _t1698 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if ((_st_cvars[84 + _t1698] == _t1690) and (_st_cvars[_t1698] == 'fat_tissue')):
            _t1699 += 1
    return _t1699

# <rulerun evolution.rules: attack_action #778 97b25cff>
def _loop(st, _t1701):
    _st_cvars = st.cvars
    _t1704 = 0
    for _t1703 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1701]]][1])]:
        if (_st_cvars[84 + _t1703] == _st_cvars[84 + _t1701]):
            _t1704 += (1 if ((_st_cvars[_t1703] == 'carnivorous') or (_st_cvars[_t1703] == 'high_body_weight')) else (2 if (_st_cvars[_t1703] == 'parasite') else 0))
    return _t1704

# <rulerun evolution.rules: attack_action #779 950950ae>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1700 = st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]
    st.budget -= len(_t1700)
    if st.budget < 0: _spent1391(st)
    for _t1701 in _t1700:
        if (((_st_cvars[_t1701] == 'symbiosis') and (_st_cvars[168 + _t1701] == _t1690)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1701]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1701]] >= (_memo6[_st_cvars[84 + _t1701]] if _st_cvars[84 + _t1701] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1701], (1 + _a1392(st, _t1701)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 154da6d3>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    for _t1708 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if ((_st_cvars[84 + _t1708] == _t1706) and (_st_cvars[_t1708] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #781 87eaff94>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    for _t1710 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if ((_st_cvars[84 + _t1710] == _t1690) and (_st_cvars[_t1710] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #782 f0df6af0>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    for _t1714 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if ((_st_cvars[84 + _t1714] == _t1706) and (_st_cvars[_t1714] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #783 95a53d14>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    for _t1716 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if ((_st_cvars[84 + _t1716] == _t1690) and (_st_cvars[_t1716] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #784 fca7b76e>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    for _t1720 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if ((_st_cvars[84 + _t1720] == _t1706) and (_st_cvars[_t1720] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #785 dfb50199>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    for _t1722 in st.zones[(9 + st.model.zone_instances[st.loc[_t1690]][1])]:
        if ((_st_cvars[84 + _t1722] == _t1690) and (_st_cvars[_t1722] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #786 3ae7b173>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    for _t1726 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if ((_st_cvars[84 + _t1726] == _t1706) and (_st_cvars[_t1726] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #787 6a40e9aa>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    _t1729 = 0
    for _t1728 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if (_st_cvars[84 + _t1728] == _t1706):
            _t1729 += (1 if ((_st_cvars[_t1728] == 'carnivorous') or (_st_cvars[_t1728] == 'high_body_weight')) else (2 if (_st_cvars[_t1728] == 'parasite') else 0))
    return _t1729

# <rulerun evolution.rules: attack_action #788 2f4bce7b>
def _loop(st, _t1706):
    _st_cvars = st.cvars
    for _t1730 in st.zones[(9 + st.model.zone_instances[st.loc[_t1706]][1])]:
        if ((_st_cvars[_t1730] == 'symbiosis') and (_st_cvars[168 + _t1730] == _t1706)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 00b8617e>
def _loop(st, _t1690):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1705 = ([_c for _i in [5 + _p for _p in _k1394] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1705)
    if st.budget < 0: _spent1395(st)
    _t1712 = _NOT_YET
    _t1713 = _NOT_YET
    _t1718 = _NOT_YET
    _t1719 = _NOT_YET
    _t1724 = _NOT_YET
    _t1725 = _NOT_YET
    for _t1706 in _t1705:
        if ((((((_t1690 != _t1706) and ((not (_memo7[(_t1706, 'camouflage',)] if (_t1706, 'camouflage',) in _memo7 else _memo7.setdefault((_t1706, 'camouflage',), _a1396(st, _t1706)))) or (_t1713 if _t1713 is not _NOT_YET else (_t1713 := (_memo7[(_t1690, 'sharp_vision',)] if (_t1690, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1690, 'sharp_vision',), (_t1712 if _t1712 is not _NOT_YET else (_t1712 := _a1397(st, _t1690))))))))) and ((not (_memo7[(_t1706, 'high_body_weight',)] if (_t1706, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1706, 'high_body_weight',), _a1398(st, _t1706)))) or (_t1719 if _t1719 is not _NOT_YET else (_t1719 := (_memo7[(_t1690, 'high_body_weight',)] if (_t1690, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1690, 'high_body_weight',), (_t1718 if _t1718 is not _NOT_YET else (_t1718 := _a1399(st, _t1690))))))))) and ((_memo7[(_t1706, 'swimming',)] if (_t1706, 'swimming',) in _memo7 else _memo7.setdefault((_t1706, 'swimming',), _a1400(st, _t1706))) == (_t1725 if _t1725 is not _NOT_YET else (_t1725 := (_memo7[(_t1690, 'swimming',)] if (_t1690, 'swimming',) in _memo7 else _memo7.setdefault((_t1690, 'swimming',), (_t1724 if _t1724 is not _NOT_YET else (_t1724 := _a1401(st, _t1690))))))))) and (not ((_memo7[(_t1706, 'burrowing',)] if (_t1706, 'burrowing',) in _memo7 else _memo7.setdefault((_t1706, 'burrowing',), _a1402(st, _t1706))) and ((_st_cvars[924 + _t1706] == _st_vars[0]) or (_st_cvars[504 + _t1706] >= (_memo6[_t1706] if _t1706 in _memo6 else _memo6.setdefault(_t1706, (1 + _a1403(st, _t1706))))))))) and (not (_memo13[_t1706] if _t1706 in _memo13 else _memo13.setdefault(_t1706, _a1404(st, _t1706))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 4b3fe4b6>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1689 = st.zones[(5 + L[0])]
    st.budget -= len(_t1689)
    if st.budget < 0: _spent1386(st)
    _t1691 = []
    for _t1690 in _t1689:
        if (_memo0[_t1690] if _t1690 in _memo0 else _memo0.setdefault(_t1690, ((((_memo7[(_t1690, 'carnivorous',)] if (_t1690, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1690, 'carnivorous',), _a1387(st, _t1690))) and (_st_cvars[672 + _t1690] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1690] == _st_vars[0]) or ((_st_cvars[504 + _t1690] >= (_memo6[_t1690] if _t1690 in _memo6 else _memo6.setdefault(_t1690, (1 + _a1388(st, _t1690))))) and ((_memo5[_t1690] if _t1690 in _memo5 else _memo5.setdefault(_t1690, _a1389(st, _t1690))) >= (_memo4[_t1690] if _t1690 in _memo4 else _memo4.setdefault(_t1690, _a1390(st, _t1690))))))) and (_memo14[_t1690] if _t1690 in _memo14 else _memo14.setdefault(_t1690, (not _a1393(st, _t1690)))))) and _a1405(st, _t1690)))):
            _t1691.append(_t1690)
    return _t1691

# <rulerun evolution.rules: attack_action #791 4ac0b39b>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1739 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1739] == _t1737) and (_st_cvars[_t1739] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #792 a2ddf83e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1741 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1741] == _l1) and (_st_cvars[_t1741] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #793 6940b80d>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1745 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1745] == _t1737) and (_st_cvars[_t1745] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #794 966486e8>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1747 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1747] == _l1) and (_st_cvars[_t1747] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #795 13e9911d>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1751 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1751] == _t1737) and (_st_cvars[_t1751] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #796 692ee98d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1753 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1753] == _l1) and (_st_cvars[_t1753] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #797 2885fd52>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1757 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[84 + _t1757] == _t1737) and (_st_cvars[_t1757] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #798 5f609ac0>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    _t1760 = 0
    for _t1759 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if (_st_cvars[84 + _t1759] == _t1737):
            _t1760 += (1 if ((_st_cvars[_t1759] == 'carnivorous') or (_st_cvars[_t1759] == 'high_body_weight')) else (2 if (_st_cvars[_t1759] == 'parasite') else 0))
    return _t1760

# <rulerun evolution.rules: attack_action #799 7d347e68>
def _loop(st, _t1737):
    _st_cvars = st.cvars
    for _t1761 in st.zones[(9 + st.model.zone_instances[st.loc[_t1737]][1])]:
        if ((_st_cvars[_t1761] == 'symbiosis') and (_st_cvars[168 + _t1761] == _t1737)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 bf9533b0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1736 = ([_c for _i in [5 + _p for _p in _k1411] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1736)
    if st.budget < 0: _spent1412(st)
    _t1743 = _NOT_YET
    _t1744 = _NOT_YET
    _t1749 = _NOT_YET
    _t1750 = _NOT_YET
    _t1755 = _NOT_YET
    _t1756 = _NOT_YET
    _t1738 = []
    for _t1737 in _t1736:
        if ((((((_l1 != _t1737) and ((not (_memo7[(_t1737, 'camouflage',)] if (_t1737, 'camouflage',) in _memo7 else _memo7.setdefault((_t1737, 'camouflage',), _a1413(st, _t1737)))) or (_t1744 if _t1744 is not _NOT_YET else (_t1744 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1743 if _t1743 is not _NOT_YET else (_t1743 := _a1414(st, L))))))))) and ((not (_memo7[(_t1737, 'high_body_weight',)] if (_t1737, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1737, 'high_body_weight',), _a1415(st, _t1737)))) or (_t1750 if _t1750 is not _NOT_YET else (_t1750 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1749 if _t1749 is not _NOT_YET else (_t1749 := _a1416(st, L))))))))) and ((_memo7[(_t1737, 'swimming',)] if (_t1737, 'swimming',) in _memo7 else _memo7.setdefault((_t1737, 'swimming',), _a1417(st, _t1737))) == (_t1756 if _t1756 is not _NOT_YET else (_t1756 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1755 if _t1755 is not _NOT_YET else (_t1755 := _a1418(st, L))))))))) and (not ((_memo7[(_t1737, 'burrowing',)] if (_t1737, 'burrowing',) in _memo7 else _memo7.setdefault((_t1737, 'burrowing',), _a1419(st, _t1737))) and ((_st_cvars[924 + _t1737] == _st_vars[0]) or (_st_cvars[504 + _t1737] >= (_memo6[_t1737] if _t1737 in _memo6 else _memo6.setdefault(_t1737, (1 + _a1420(st, _t1737))))))))) and (not (_memo13[_t1737] if _t1737 in _memo13 else _memo13.setdefault(_t1737, _a1421(st, _t1737))))):
            _t1738.append(_t1737)
    return _t1738

# <rulerun evolution.rules: on before attack #801 51fff6fd>
def _loop(st, _t1769, _t1774):
    _st_cvars = st.cvars
    for _t1775 in st.zones[(9 + st.model.zone_instances[st.loc[_t1769]][1])]:
        if ((_st_cvars[84 + _t1775] == _t1769) and (_st_cvars[_t1775] == _t1774)):
            return True
    return False

# <rulerun evolution.rules: on before attack #802 ff9ea1bf>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1780 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1780] == _t1778) and (_st_cvars[_t1780] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #803 1ed668a6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1782 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1782] == _l0) and (_st_cvars[_t1782] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #804 ad347d76>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1786 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1786] == _t1778) and (_st_cvars[_t1786] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #805 a7c6e5c1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1788 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1788] == _l0) and (_st_cvars[_t1788] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #806 a6b3ad05>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1792 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1792] == _t1778) and (_st_cvars[_t1792] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #807 bf7d0d0e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1794 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1794] == _l0) and (_st_cvars[_t1794] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #808 c10e53cc>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1798 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[84 + _t1798] == _t1778) and (_st_cvars[_t1798] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #809 dedee4ef>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    _t1801 = 0
    for _t1800 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if (_st_cvars[84 + _t1800] == _t1778):
            _t1801 += (1 if ((_st_cvars[_t1800] == 'carnivorous') or (_st_cvars[_t1800] == 'high_body_weight')) else (2 if (_st_cvars[_t1800] == 'parasite') else 0))
    return _t1801

# <rulerun evolution.rules: on before attack #810 1046377f>
def _loop(st, _t1778):
    _st_cvars = st.cvars
    for _t1802 in st.zones[(9 + st.model.zone_instances[st.loc[_t1778]][1])]:
        if ((_st_cvars[_t1802] == 'symbiosis') and (_st_cvars[168 + _t1802] == _t1778)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 ee770bc4>
def _loop(st, L, _t1769, _t1772):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1777 = st.zones[(5 + _t1772)]
    st.budget -= len(_t1777)
    if st.budget < 0: _spent1435(st)
    _t1784 = _NOT_YET
    _t1785 = _NOT_YET
    _t1790 = _NOT_YET
    _t1791 = _NOT_YET
    _t1796 = _NOT_YET
    _t1797 = _NOT_YET
    for _t1778 in _t1777:
        if (((_t1778 != _t1769) and (_t1778 != _l0)) and ((((((_l0 != _t1778) and ((not (_memo7[(_t1778, 'camouflage',)] if (_t1778, 'camouflage',) in _memo7 else _memo7.setdefault((_t1778, 'camouflage',), _a1436(st, _t1778)))) or (_t1785 if _t1785 is not _NOT_YET else (_t1785 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1784 if _t1784 is not _NOT_YET else (_t1784 := _a1437(st, L))))))))) and ((not (_memo7[(_t1778, 'high_body_weight',)] if (_t1778, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1778, 'high_body_weight',), _a1438(st, _t1778)))) or (_t1791 if _t1791 is not _NOT_YET else (_t1791 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1790 if _t1790 is not _NOT_YET else (_t1790 := _a1439(st, L))))))))) and ((_memo7[(_t1778, 'swimming',)] if (_t1778, 'swimming',) in _memo7 else _memo7.setdefault((_t1778, 'swimming',), _a1440(st, _t1778))) == (_t1797 if _t1797 is not _NOT_YET else (_t1797 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1796 if _t1796 is not _NOT_YET else (_t1796 := _a1441(st, L))))))))) and (not ((_memo7[(_t1778, 'burrowing',)] if (_t1778, 'burrowing',) in _memo7 else _memo7.setdefault((_t1778, 'burrowing',), _a1442(st, _t1778))) and ((_st_cvars[924 + _t1778] == _st_vars[0]) or (_st_cvars[504 + _t1778] >= (_memo6[_t1778] if _t1778 in _memo6 else _memo6.setdefault(_t1778, (1 + _a1443(st, _t1778))))))))) and (not (_memo13[_t1778] if _t1778 in _memo13 else _memo13.setdefault(_t1778, _a1444(st, _t1778)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 6e7cff58>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    for _t1810 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if ((_st_cvars[84 + _t1810] == _t1808) and (_st_cvars[_t1810] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #813 f87dc70b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1812 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1812] == _l0) and (_st_cvars[_t1812] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #814 f19ba597>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    for _t1816 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if ((_st_cvars[84 + _t1816] == _t1808) and (_st_cvars[_t1816] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #815 129320ec>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1818 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1818] == _l0) and (_st_cvars[_t1818] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #816 2a2b21c4>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    for _t1822 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if ((_st_cvars[84 + _t1822] == _t1808) and (_st_cvars[_t1822] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #817 ff1bcc4c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1824 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1824] == _l0) and (_st_cvars[_t1824] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #818 9297e582>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    for _t1828 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if ((_st_cvars[84 + _t1828] == _t1808) and (_st_cvars[_t1828] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #819 031d01e3>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    _t1831 = 0
    for _t1830 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if (_st_cvars[84 + _t1830] == _t1808):
            _t1831 += (1 if ((_st_cvars[_t1830] == 'carnivorous') or (_st_cvars[_t1830] == 'high_body_weight')) else (2 if (_st_cvars[_t1830] == 'parasite') else 0))
    return _t1831

# <rulerun evolution.rules: on before attack #820 70c38e0e>
def _loop(st, _t1808):
    _st_cvars = st.cvars
    for _t1832 in st.zones[(9 + st.model.zone_instances[st.loc[_t1808]][1])]:
        if ((_st_cvars[_t1832] == 'symbiosis') and (_st_cvars[168 + _t1832] == _t1808)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 97253850>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1807 = st.zones[(5 + L[4])]
    st.budget -= len(_t1807)
    if st.budget < 0: _spent1454(st)
    _t1814 = _NOT_YET
    _t1815 = _NOT_YET
    _t1820 = _NOT_YET
    _t1821 = _NOT_YET
    _t1826 = _NOT_YET
    _t1827 = _NOT_YET
    _t1809 = []
    for _t1808 in _t1807:
        if (((_t1808 != _l1) and (_t1808 != _l0)) and ((((((_l0 != _t1808) and ((not (_memo7[(_t1808, 'camouflage',)] if (_t1808, 'camouflage',) in _memo7 else _memo7.setdefault((_t1808, 'camouflage',), _a1455(st, _t1808)))) or (_t1815 if _t1815 is not _NOT_YET else (_t1815 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1814 if _t1814 is not _NOT_YET else (_t1814 := _a1456(st, L))))))))) and ((not (_memo7[(_t1808, 'high_body_weight',)] if (_t1808, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1808, 'high_body_weight',), _a1457(st, _t1808)))) or (_t1821 if _t1821 is not _NOT_YET else (_t1821 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1820 if _t1820 is not _NOT_YET else (_t1820 := _a1458(st, L))))))))) and ((_memo7[(_t1808, 'swimming',)] if (_t1808, 'swimming',) in _memo7 else _memo7.setdefault((_t1808, 'swimming',), _a1459(st, _t1808))) == (_t1827 if _t1827 is not _NOT_YET else (_t1827 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1826 if _t1826 is not _NOT_YET else (_t1826 := _a1460(st, L))))))))) and (not ((_memo7[(_t1808, 'burrowing',)] if (_t1808, 'burrowing',) in _memo7 else _memo7.setdefault((_t1808, 'burrowing',), _a1461(st, _t1808))) and ((_st_cvars[924 + _t1808] == _st_vars[0]) or (_st_cvars[504 + _t1808] >= (_memo6[_t1808] if _t1808 in _memo6 else _memo6.setdefault(_t1808, (1 + _a1462(st, _t1808))))))))) and (not (_memo13[_t1808] if _t1808 in _memo13 else _memo13.setdefault(_t1808, _a1463(st, _t1808)))))):
            _t1809.append(_t1808)
    return _t1809

# <rulerun evolution.rules: on before attack #822 a958c7bf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1839 = []
    for _t1838 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1838] == L[1]) or (_st_cvars[168 + _t1838] == L[1])):
            _t1839.append(_t1838)
    return _t1839

# <rulerun evolution.rules: on before attack #823 playout 57196846>
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
        if st.budget < 0: _spent1433(st)
        L[4] = st.model.zone_instances[_st_loc[L[1]]][1]
        _t1769 = L[1]
        _t1770 = L[2]
        _t1771 = L[3]
        _t1772 = L[4]
        _t1773 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1773)
        if st.budget < 0: _spent1433(st)
        _t1804 = _NOT_YET
        _t1768 = []
        for _t1774 in _t1773:
            if (((_memo7[(_t1769, _t1774,)] if (_t1769, _t1774,) in _memo7 else _memo7.setdefault((_t1769, _t1774,), _a1434(st, _t1769, _t1774))) and ((_t1774 != 'running') or (not _t1771))) and ((_t1774 != 'mimicry') or ((not _t1770) and (_t1804 if _t1804 is not _NOT_YET else (_t1804 := _a1445(st, L, _t1769, _t1772)))))):
                _t1768.append(_t1774)
        L[5] = _t1768
        if (not (L[5] or ())):
            return 2
        _t1805 = (L[5] or [])
        if _offer1447(st, L, _t1805): raise _PlayoutCut1446()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text1451(_audience1448(st), ['Running: ', _PlayerRef1449(L[4]), "'s animal ", _plain1450(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll1452(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text1451(_audience1448(st), ['Animal ', _plain1450(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel1453(st)
                return 2
            if _st_log is not None: _st_log.append(_Text1451(_audience1448(st), ['Animal ', _plain1450(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t1806 = (_a1464(st, L) or [])
            _t1834 = L[4]
            _t1835 = len(_t1806)
            if not _t1835: _no_option1466(_t1834, 'mimicry: the new target')
            if _t1835 <= 1 and _st_log is None:
                L[7] = _t1806[0] if _t1835 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1836 = st.chooser(_t1835, _t1834)
                else:
                    _t1836 = _st_bits(_t1835.bit_length())
                    while _t1836 >= _t1835: _t1836 = _st_bits(_t1835.bit_length())
                L[7] = _t1806[_t1836]; st.decisions += 1
            elif _decide1467(st, L, _t1806, _t1834): raise _PlayoutCut1446()
            if _st_log is not None: _st_log.append(_Text1451(_audience1448(st), ['Mimicry: the attack turns from animal ', _plain1450(_st_cvars[420 + L[1]]), ' to animal ', _plain1450(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value1468(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1837 = (_a1469(st, L) or [])
            _t1840 = L[4]
            _t1841 = len(_t1837)
            if not _t1841: _no_option1466(_t1840, 'tail loss: trait to drop')
            if _t1841 <= 1 and _st_log is None:
                L[8] = _t1837[0] if _t1841 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1842 = st.chooser(_t1841, _t1840)
                else:
                    _t1842 = _st_bits(_t1841.bit_length())
                    while _t1842 >= _t1841: _t1842 = _st_bits(_t1841.bit_length())
                L[8] = _t1837[_t1842]; st.decisions += 1
            elif _decide1471(st, L, _t1837, _t1840): raise _PlayoutCut1446()
            if _st_log is not None: _st_log.append(_Text1451(_audience1448(st), ['Tail loss: animal ', _plain1450(_st_cvars[420 + L[1]]), ' drops its ', _plain1450(_st_cvars[L[8]]), ' card and survives']))
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
            _t1843 = _i19l0
            _t1844 = (13 + _i19[1])
            if type(_t1843) is int and _st_log is None:
                _t1845 = _st_zones[_st_loc[_t1843]]
                if _t1845[-1] == _t1843: _t1845.pop()
                else: _t1845.remove(_t1843)
                _st_zones[_t1844].append(_t1843); _st_loc[_t1843] = _t1844
            elif _t1843 is not None:
                _move_cards1472(st, _t1843, _t1844, False)
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
            if _p1473(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel1453(st)
            return 2

# <rulerun evolution.rules: hunt #824 1edd7c96>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1847 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1847] == L[2]) and (_st_cvars[_t1847] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #825 1d3e818d>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1851 = []
    for _t1850 in st.zones[(9 + st.model.zone_instances[st.loc[_i20l0]][1])]:
        if ((_st_cvars[84 + _t1850] == _i20l0) or (_st_cvars[168 + _t1850] == _i20l0)):
            _t1851.append(_t1850)
    return _t1851

# <rulerun evolution.rules: scavenge #826 86779066>
def _loop(st, _t1863):
    _st_cvars = st.cvars
    for _t1864 in st.zones[(9 + st.model.zone_instances[st.loc[_t1863]][1])]:
        if ((_st_cvars[84 + _t1864] == _t1863) and (_st_cvars[_t1864] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #827 876d8851>
def _loop(st, _t1863):
    _st_cvars = st.cvars
    _t1867 = 0
    for _t1866 in st.zones[(9 + st.model.zone_instances[st.loc[_t1863]][1])]:
        if (_st_cvars[84 + _t1866] == _t1863):
            _t1867 += (1 if ((_st_cvars[_t1866] == 'carnivorous') or (_st_cvars[_t1866] == 'high_body_weight')) else (2 if (_st_cvars[_t1866] == 'parasite') else 0))
    return _t1867

# <rulerun evolution.rules: scavenge #828 563fdae4>
def _loop(st, _t1863):
    _st_cvars = st.cvars
    _t1869 = 0
    for _t1868 in st.zones[(9 + st.model.zone_instances[st.loc[_t1863]][1])]:
        if (((_st_cvars[84 + _t1868] == _t1863) and (_st_cvars[_t1868] == 'fat_tissue')) and _st_cvars[252 + _t1868]):
            _t1869 += 1
    return _t1869

# <rulerun evolution.rules: scavenge #829 fba49554>
def _loop(st, _t1863):
    _st_cvars = st.cvars
    _t1871 = 0
    for _t1870 in st.zones[(9 + st.model.zone_instances[st.loc[_t1863]][1])]:
        if ((_st_cvars[84 + _t1870] == _t1863) and (_st_cvars[_t1870] == 'fat_tissue')):
            _t1871 += 1
    return _t1871

# <rulerun evolution.rules: scavenge #830 4d73ea0f>
def _loop(st, _t1873):
    _st_cvars = st.cvars
    _t1876 = 0
    for _t1875 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1873]]][1])]:
        if (_st_cvars[84 + _t1875] == _st_cvars[84 + _t1873]):
            _t1876 += (1 if ((_st_cvars[_t1875] == 'carnivorous') or (_st_cvars[_t1875] == 'high_body_weight')) else (2 if (_st_cvars[_t1875] == 'parasite') else 0))
    return _t1876

# <rulerun evolution.rules: scavenge #831 338d52f3>
def _loop(st, _t1863):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1872 = st.zones[(9 + st.model.zone_instances[st.loc[_t1863]][1])]
    st.budget -= len(_t1872)
    if st.budget < 0: _spent1489(st)
    for _t1873 in _t1872:
        if (((_st_cvars[_t1873] == 'symbiosis') and (_st_cvars[168 + _t1873] == _t1863)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1873]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1873]] >= (_memo6[_st_cvars[84 + _t1873]] if _st_cvars[84 + _t1873] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1873], (1 + _a1490(st, _t1873)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 8f35d8c8>
def _loop(st, L):
    _t1881 = (L[4] or ())
    st.budget -= len(_t1881)
    if st.budget < 0: _spent1493(st)
    for _t1882 in _t1881:
        return _t1882
    return None

# <rulerun evolution.rules: scavenge #833 aed3897d>
def _loop(st, L):
    _t1878 = (L[4] or ())
    st.budget -= len(_t1878)
    if st.budget < 0: _spent1492(st)
    _t1884 = _NOT_YET
    _t1880 = []
    for _t1879 in _t1878:
        if ((not False) or (_t1879 == (_t1884 if _t1884 is not _NOT_YET else (_t1884 := _a1494(st, L))))):
            _t1880.append(_t1879)
    return _t1880

# <rulerun evolution.rules: scavenge #834 playout 59cfda66>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1481(_k1482)
    _t1860 = (_o1483[L[0]] or [])
    st.budget -= len(_t1860)
    if st.budget < 0: _spent1484(st)
    for _t1859 in _t1860:
        L[3] = _t1859
        _t1862 = st.zones[(5 + _t1859)]
        st.budget -= len(_t1862)
        if st.budget < 0: _spent1484(st)
        _t1861 = []
        for _t1863 in _t1862:
            if ((_memo7[(_t1863, 'scavenger',)] if (_t1863, 'scavenger',) in _memo7 else _memo7.setdefault((_t1863, 'scavenger',), _a1485(st, _t1863))) and ((not ((_st_cvars[924 + _t1863] == _st_vars[0]) or ((_st_cvars[504 + _t1863] >= (_memo6[_t1863] if _t1863 in _memo6 else _memo6.setdefault(_t1863, (1 + _a1486(st, _t1863))))) and ((_memo5[_t1863] if _t1863 in _memo5 else _memo5.setdefault(_t1863, _a1487(st, _t1863))) >= (_memo4[_t1863] if _t1863 in _memo4 else _memo4.setdefault(_t1863, _a1488(st, _t1863))))))) and (_memo14[_t1863] if _t1863 in _memo14 else _memo14.setdefault(_t1863, (not _a1491(st, _t1863)))))):
                _t1861.append(_t1863)
        L[4] = _t1861
        if (not not (L[4] or ())):
            _t1877 = (_a1495(st, L) or [])
            _t1885 = _t1859
            _t1886 = len(_t1877)
            if not _t1886: _no_option1498(_t1885, 'scavenger to feed')
            if _t1886 <= 1 and _st_log is None:
                L[5] = _t1877[0] if _t1886 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1887 = st.chooser(_t1886, _t1885)
                else:
                    _t1887 = _st_bits(_t1886.bit_length())
                    while _t1887 >= _t1886: _t1887 = _st_bits(_t1886.bit_length())
                L[5] = _t1877[_t1887]; st.decisions += 1
            elif _decide1499(st, L, _t1877, _t1885): raise _PlayoutCut1496()
            if _st_log is not None: _st_log.append(_Text1503(_audience1500(st), ['Scavenger: ', _PlayerRef1501(_t1859), "'s animal ", _plain1502(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p1504(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 11431f0a>
def _native(st, L, _d=0):
    if _p1505(st, [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 624e8df3>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1425(_k1426)
    st.budget -= 1
    if st.budget < 0: _spent1427(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1431(_audience1428(st), [_PlayerRef1429(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1430(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1429(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain1430(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth1432(st)
    _t1766 = [_l0, _l1]
    _t1767 = [1, _t1766, False, len(st.cur), st.thread_player]
    st.events.append(_t1767)
    _t1846 = _t1766 + _k1474
    if _p1475(st, _t1846, _d + 1) == 3: return 3
    if not _t1767[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1476(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1476(st, 1, 0, 'attack'))
        L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a1477(st, L)))
        if _st_log is not None: _st_log.append(_Text1431(_audience1428(st), [_PlayerRef1429(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1430(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1429(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1430(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = st.model.zone_instances[_st_loc[_i20l0]][1]
        _t1852 = (_a1478(st, _i20l0) or [])
        st.budget -= len(_t1852)
        if st.budget < 0: _spent1427(st)
        for _t1849 in _t1852:
            _i20[4] = _t1849
            _i21l0 = _t1849
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
            _t1853 = _i21l0
            _t1854 = (13 + _i21[1])
            if type(_t1853) is int and _st_log is None:
                _t1855 = _st_zones[_st_loc[_t1853]]
                if _t1855[-1] == _t1853: _t1855.pop()
                else: _t1855.remove(_t1853)
                _st_zones[_t1854].append(_t1853); _st_loc[_t1853] = _t1854
            elif _t1853 is not None:
                _move_cards1479(st, _t1853, _t1854, False)
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
        _st_cvars[504 + _i20l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i20l0] = False
        _t1856 = _i20l0
        _t1857 = (13 + _i20[1])
        if type(_t1856) is int and _st_log is None:
            _t1858 = _st_zones[_st_loc[_t1856]]
            if _t1858[-1] == _t1856: _t1858.pop()
            else: _t1858.remove(_t1856)
            _st_zones[_t1857].append(_t1856); _st_loc[_t1856] = _t1857
        elif _t1856 is not None:
            _move_cards1479(st, _t1856, _t1857, False)
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
        if _p1480(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p1480(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text1431(_audience1428(st), ['Animal ', _plain1430(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1888 = _t1767[1] + _k1506
        if _p1507(st, _t1888, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout 716694bd>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit1384(_k1385)
    _t1688 = (_a1406(st, L) or [])
    _t1732 = _l0
    _t1733 = len(_t1688)
    if not _t1733: _no_option1409(_t1732, 'attacker')
    if _t1733 <= 1 and _st_log is None:
        L[1] = _t1688[0] if _t1733 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1734 = st.chooser(_t1733, _t1732)
        else:
            _t1734 = _st_bits(_t1733.bit_length())
            while _t1734 >= _t1733: _t1734 = _st_bits(_t1733.bit_length())
        L[1] = _t1688[_t1734]; st.decisions += 1
    elif _decide1410(st, L, _t1688, _t1732): raise _PlayoutCut1407()
    _t1735 = (_a1422(st, L) or [])
    _t1763 = _l0
    _t1764 = len(_t1735)
    if not _t1764: _no_option1409(_t1763, 'target')
    if _t1764 <= 1 and _st_log is None:
        L[2] = _t1735[0] if _t1764 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1765 = st.chooser(_t1764, _t1763)
        else:
            _t1765 = _st_bits(_t1764.bit_length())
            while _t1765 >= _t1764: _t1765 = _st_bits(_t1764.bit_length())
        L[2] = _t1735[_t1765]; st.decisions += 1
    elif _decide1424(st, L, _t1735, _t1763): raise _PlayoutCut1407()
    if _p1508(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 1e53a70c>
def _loop(st, _t1891):
    _st_cvars = st.cvars
    _t1894 = 0
    for _t1893 in st.zones[(9 + st.model.zone_instances[st.loc[_t1891]][1])]:
        if (_st_cvars[84 + _t1893] == _t1891):
            _t1894 += (1 if ((_st_cvars[_t1893] == 'carnivorous') or (_st_cvars[_t1893] == 'high_body_weight')) else (2 if (_st_cvars[_t1893] == 'parasite') else 0))
    return _t1894

# <rulerun evolution.rules: feeding_turn_of #839 67045881>
def _loop(st, _t1891):
    _st_cvars = st.cvars
    _t1896 = 0
    for _t1895 in st.zones[(9 + st.model.zone_instances[st.loc[_t1891]][1])]:
        if (((_st_cvars[84 + _t1895] == _t1891) and (_st_cvars[_t1895] == 'fat_tissue')) and _st_cvars[252 + _t1895]):
            _t1896 += 1
    return _t1896

# <rulerun evolution.rules: feeding_turn_of #840 aa0c73b4>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1890 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1890)
    if st.budget < 0: _spent1510(st)
    _t1892 = []
    for _t1891 in _t1890:
        if ((not ((_st_cvars[924 + _t1891] == _st_vars[0]) or (_st_cvars[504 + _t1891] >= (_memo6[_t1891] if _t1891 in _memo6 else _memo6.setdefault(_t1891, (1 + _a1511(st, _t1891))))))) and ((_memo5[_t1891] if _t1891 in _memo5 else _memo5.setdefault(_t1891, _a1512(st, _t1891))) > 0)):
            _t1892.append(_t1891)
    return _t1892

# <rulerun evolution.rules: feeding_turn_of #841 ec924601>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1902 = 0
    for _t1901 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (((_st_cvars[84 + _t1901] == _i22[1]) and (_st_cvars[_t1901] == 'fat_tissue')) and _st_cvars[252 + _t1901]):
            _t1902 += 1
    return _t1902

# <rulerun evolution.rules: feeding_turn_of #842 e262134d>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1904 = 0
    for _t1903 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1903] == _i22[1]):
            _t1904 += (1 if ((_st_cvars[_t1903] == 'carnivorous') or (_st_cvars[_t1903] == 'high_body_weight')) else (2 if (_st_cvars[_t1903] == 'parasite') else 0))
    return _t1904

# <rulerun evolution.rules: feeding_turn_of #843 2c55506a>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1913 = 0
    for _t1912 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1912] == _i22[1]):
            _t1913 += (1 if ((_st_cvars[_t1912] == 'carnivorous') or (_st_cvars[_t1912] == 'high_body_weight')) else (2 if (_st_cvars[_t1912] == 'parasite') else 0))
    return _t1913

# <rulerun evolution.rules: piracy #844 abb34270>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    for _t1918 in st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]:
        if ((_st_cvars[84 + _t1918] == _t1916) and (_st_cvars[_t1918] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #845 3c4c1e02>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _t1921 = 0
    for _t1920 in st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]:
        if (_st_cvars[84 + _t1920] == _t1916):
            _t1921 += (1 if ((_st_cvars[_t1920] == 'carnivorous') or (_st_cvars[_t1920] == 'high_body_weight')) else (2 if (_st_cvars[_t1920] == 'parasite') else 0))
    return _t1921

# <rulerun evolution.rules: piracy #846 e2a5c69f>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _t1923 = 0
    for _t1922 in st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]:
        if (_st_cvars[84 + _t1922] == _t1916):
            _t1923 += (1 if ((_st_cvars[_t1922] == 'carnivorous') or (_st_cvars[_t1922] == 'high_body_weight')) else (2 if (_st_cvars[_t1922] == 'parasite') else 0))
    return _t1923

# <rulerun evolution.rules: piracy #847 7ea77baa>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _t1925 = 0
    for _t1924 in st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]:
        if (((_st_cvars[84 + _t1924] == _t1916) and (_st_cvars[_t1924] == 'fat_tissue')) and _st_cvars[252 + _t1924]):
            _t1925 += 1
    return _t1925

# <rulerun evolution.rules: piracy #848 fe95c051>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _t1927 = 0
    for _t1926 in st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]:
        if ((_st_cvars[84 + _t1926] == _t1916) and (_st_cvars[_t1926] == 'fat_tissue')):
            _t1927 += 1
    return _t1927

# <rulerun evolution.rules: piracy #849 0a55c31e>
def _loop(st, _t1929):
    _st_cvars = st.cvars
    _t1932 = 0
    for _t1931 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1929]]][1])]:
        if (_st_cvars[84 + _t1931] == _st_cvars[84 + _t1929]):
            _t1932 += (1 if ((_st_cvars[_t1931] == 'carnivorous') or (_st_cvars[_t1931] == 'high_body_weight')) else (2 if (_st_cvars[_t1931] == 'parasite') else 0))
    return _t1932

# <rulerun evolution.rules: piracy #850 f2b56654>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1928 = st.zones[(9 + st.model.zone_instances[st.loc[_t1916]][1])]
    st.budget -= len(_t1928)
    if st.budget < 0: _spent1533(st)
    for _t1929 in _t1928:
        if (((_st_cvars[_t1929] == 'symbiosis') and (_st_cvars[168 + _t1929] == _t1916)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1929]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1929]] >= (_memo6[_st_cvars[84 + _t1929]] if _st_cvars[84 + _t1929] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1929], (1 + _a1534(st, _t1929)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 d9c5a2fa>
def _loop(st, _t1934):
    _st_cvars = st.cvars
    _t1937 = 0
    for _t1936 in st.zones[(9 + st.model.zone_instances[st.loc[_t1934]][1])]:
        if (_st_cvars[84 + _t1936] == _t1934):
            _t1937 += (1 if ((_st_cvars[_t1936] == 'carnivorous') or (_st_cvars[_t1936] == 'high_body_weight')) else (2 if (_st_cvars[_t1936] == 'parasite') else 0))
    return _t1937

# <rulerun evolution.rules: piracy #852 8df6a21e>
def _loop(st, _t1916):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1933 = ([_c for _i in [5 + _p for _p in _k1536] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1933)
    if st.budget < 0: _spent1537(st)
    for _t1934 in _t1933:
        if ((_t1934 != _t1916) and ((not ((_st_cvars[924 + _t1934] == _st_vars[0]) or (_st_cvars[504 + _t1934] >= (_memo6[_t1934] if _t1934 in _memo6 else _memo6.setdefault(_t1934, (1 + _a1538(st, _t1934))))))) and (_st_cvars[504 + _t1934] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 61b8e33e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1915 = st.zones[(5 + L[0])]
    st.budget -= len(_t1915)
    if st.budget < 0: _spent1527(st)
    _t1917 = []
    for _t1916 in _t1915:
        if (_memo10[_t1916] if _t1916 in _memo10 else _memo10.setdefault(_t1916, (((((_memo7[(_t1916, 'piracy',)] if (_t1916, 'piracy',) in _memo7 else _memo7.setdefault((_t1916, 'piracy',), _a1528(st, _t1916))) and (_st_cvars[756 + _t1916] != _st_vars[0])) and (not ((_st_cvars[924 + _t1916] == _st_vars[0]) or (_st_cvars[504 + _t1916] >= (_memo6[_t1916] if _t1916 in _memo6 else _memo6.setdefault(_t1916, (1 + _a1529(st, _t1916)))))))) and ((not ((_st_cvars[924 + _t1916] == _st_vars[0]) or ((_st_cvars[504 + _t1916] >= (_memo6[_t1916] if _t1916 in _memo6 else _memo6.setdefault(_t1916, (1 + _a1530(st, _t1916))))) and ((_memo5[_t1916] if _t1916 in _memo5 else _memo5.setdefault(_t1916, _a1531(st, _t1916))) >= (_memo4[_t1916] if _t1916 in _memo4 else _memo4.setdefault(_t1916, _a1532(st, _t1916))))))) and (_memo14[_t1916] if _t1916 in _memo14 else _memo14.setdefault(_t1916, (not _a1535(st, _t1916)))))) and _a1539(st, _t1916)))):
            _t1917.append(_t1916)
    return _t1917

# <rulerun evolution.rules: piracy #854 4a1b3390>
def _loop(st, _t1943):
    _st_cvars = st.cvars
    _t1946 = 0
    for _t1945 in st.zones[(9 + st.model.zone_instances[st.loc[_t1943]][1])]:
        if (_st_cvars[84 + _t1945] == _t1943):
            _t1946 += (1 if ((_st_cvars[_t1945] == 'carnivorous') or (_st_cvars[_t1945] == 'high_body_weight')) else (2 if (_st_cvars[_t1945] == 'parasite') else 0))
    return _t1946

# <rulerun evolution.rules: piracy #855 2f946dd8>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1942 = ([_c for _i in [5 + _p for _p in _k1545] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1942)
    if st.budget < 0: _spent1546(st)
    _t1944 = []
    for _t1943 in _t1942:
        if ((_t1943 != _l1) and ((not ((_st_cvars[924 + _t1943] == _st_vars[0]) or (_st_cvars[504 + _t1943] >= (_memo6[_t1943] if _t1943 in _memo6 else _memo6.setdefault(_t1943, (1 + _a1547(st, _t1943))))))) and (_st_cvars[504 + _t1943] > 0))):
            _t1944.append(_t1943)
    return _t1944

# <rulerun evolution.rules: piracy #856 playout 0f1bbb4e>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1525(_k1526)
    _t1914 = (_a1540(st, L) or [])
    _t1938 = _l0
    _t1939 = len(_t1914)
    if not _t1939: _no_option1543(_t1938, 'pirate')
    if _t1939 <= 1 and _st_log is None:
        L[1] = _t1914[0] if _t1939 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1940 = st.chooser(_t1939, _t1938)
        else:
            _t1940 = _st_bits(_t1939.bit_length())
            while _t1940 >= _t1939: _t1940 = _st_bits(_t1939.bit_length())
        L[1] = _t1914[_t1940]; st.decisions += 1
    elif _decide1544(st, L, _t1914, _t1938): raise _PlayoutCut1541()
    _t1941 = (_a1548(st, L) or [])
    _t1947 = _l0
    _t1948 = len(_t1941)
    if not _t1948: _no_option1543(_t1947, 'animal to rob')
    if _t1948 <= 1 and _st_log is None:
        L[2] = _t1941[0] if _t1948 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1949 = st.chooser(_t1948, _t1947)
        else:
            _t1949 = _st_bits(_t1948.bit_length())
            while _t1949 >= _t1948: _t1949 = _st_bits(_t1948.bit_length())
        L[2] = _t1941[_t1949]; st.decisions += 1
    elif _decide1550(st, L, _t1941, _t1947): raise _PlayoutCut1541()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1950 if -1000000000000000000 <= (_t1950 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond1551(_t1950))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1555(_audience1552(st), ['Piracy: ', _PlayerRef1553(_l0), "'s animal ", _plain1554(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef1553(st.model.zone_instances[st.loc[L[2]]][1]), "'s animal ", _plain1554(_st_cvars[420 + L[2]])]))
    if _p1556(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 3740b1e3>
def _loop(st, _t1953):
    _st_cvars = st.cvars
    for _t1955 in st.zones[(9 + st.model.zone_instances[st.loc[_t1953]][1])]:
        if ((_st_cvars[84 + _t1955] == _t1953) and (_st_cvars[_t1955] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #858 47ca5c36>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1952 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1952)
    if st.budget < 0: _spent1558(st)
    _t1954 = []
    for _t1953 in _t1952:
        if (((_memo7[(_t1953, 'grazing',)] if (_t1953, 'grazing',) in _memo7 else _memo7.setdefault((_t1953, 'grazing',), _a1559(st, _t1953))) and (_st_cvars[840 + _t1953] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1954.append(_t1953)
    return _t1954

# <rulerun evolution.rules: feeding_turn_of #859 567e873b>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    for _t1965 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if ((_st_cvars[84 + _t1965] == _t1963) and (_st_cvars[_t1965] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #860 58336fb8>
def _loop(st, _t1963):
    _st_cvars = st.cvars
    _t1968 = 0
    for _t1967 in st.zones[(9 + st.model.zone_instances[st.loc[_t1963]][1])]:
        if (_st_cvars[84 + _t1967] == _t1963):
            _t1968 += (1 if ((_st_cvars[_t1967] == 'carnivorous') or (_st_cvars[_t1967] == 'high_body_weight')) else (2 if (_st_cvars[_t1967] == 'parasite') else 0))
    return _t1968

# <rulerun evolution.rules: feeding_turn_of #861 ee1974cf>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1962 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t1962)
    if st.budget < 0: _spent1563(st)
    _t1964 = []
    for _t1963 in _t1962:
        if (((((_memo7[(_t1963, 'hibernation',)] if (_t1963, 'hibernation',) in _memo7 else _memo7.setdefault((_t1963, 'hibernation',), _a1564(st, _t1963))) and (_st_cvars[924 + _t1963] != _st_vars[0])) and (_st_cvars[924 + _t1963] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1963] == _st_vars[0]) or (_st_cvars[504 + _t1963] >= (_memo6[_t1963] if _t1963 in _memo6 else _memo6.setdefault(_t1963, (1 + _a1565(st, _t1963)))))))):
            _t1964.append(_t1963)
    return _t1964

# <rulerun evolution.rules: feeding_turn_of #862 playout 5fe9ad8e>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1208(_k1209)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1210(st)
        _t1416 = ([_c for _i in [5 + _p for _p in _k1211] for _c in _st_zones[_i]] or ())
        st.budget -= len(_t1416)
        if st.budget < 0: _spent1210(st)
        _t1415 = True
        for _t1417 in _t1416:
            if not (((_st_cvars[924 + _t1417] == _st_vars[0]) or ((_st_cvars[504 + _t1417] >= (_memo6[_t1417] if _t1417 in _memo6 else _memo6.setdefault(_t1417, (1 + _a1212(st, _t1417))))) and ((_memo5[_t1417] if _t1417 in _memo5 else _memo5.setdefault(_t1417, _a1213(st, _t1417))) >= (_memo4[_t1417] if _t1417 in _memo4 else _memo4.setdefault(_t1417, _a1214(st, _t1417))))))):
                _t1415 = False
                break
        if _t1415:
            if _st_log is not None: _st_log.append(_Text1216(_audience1215(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1217(6)
        _t1425 = (_k1218 or ())
        st.budget -= len(_t1425)
        if st.budget < 0: _spent1210(st)
        _t1424 = False
        for _t1426 in _t1425:
            if (_memo8[_t1426] if _t1426 in _memo8 else _memo8.setdefault(_t1426, ((((_memo3[_t1426] if _t1426 in _memo3 else _memo3.setdefault(_t1426, ((_st_vars[3] > 0) and _a1226(st, _t1426)))) or (_memo1[_t1426] if _t1426 in _memo1 else _memo1.setdefault(_t1426, _a1247(st, _t1426)))) or (_memo2[_t1426] if _t1426 in _memo2 else _memo2.setdefault(_t1426, _a1251(st, _t1426)))) or _a1268(st, _t1426)))):
                _t1424 = True
                break
        if (not _t1424):
            if _st_log is not None: _st_log.append(_Text1216(_audience1215(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1217(6)
        L[2] = []
        if ((not L[1]) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1276(st, L))))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        if ((not L[1]) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a1298(st, L)))):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        if ((not L[1]) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a1302(st, L)))):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        _t1585 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1585)
        if st.budget < 0: _spent1210(st)
        _t1584 = False
        for _t1586 in _t1585:
            if (_memo10[_t1586] if _t1586 in _memo10 else _memo10.setdefault(_t1586, (((((_memo7[(_t1586, 'piracy',)] if (_t1586, 'piracy',) in _memo7 else _memo7.setdefault((_t1586, 'piracy',), _a1303(st, _t1586))) and (_st_cvars[756 + _t1586] != _st_vars[0])) and (not ((_st_cvars[924 + _t1586] == _st_vars[0]) or (_st_cvars[504 + _t1586] >= (_memo6[_t1586] if _t1586 in _memo6 else _memo6.setdefault(_t1586, (1 + _a1304(st, _t1586)))))))) and ((not ((_st_cvars[924 + _t1586] == _st_vars[0]) or ((_st_cvars[504 + _t1586] >= (_memo6[_t1586] if _t1586 in _memo6 else _memo6.setdefault(_t1586, (1 + _a1305(st, _t1586))))) and ((_memo5[_t1586] if _t1586 in _memo5 else _memo5.setdefault(_t1586, _a1306(st, _t1586))) >= (_memo4[_t1586] if _t1586 in _memo4 else _memo4.setdefault(_t1586, _a1307(st, _t1586))))))) and (_memo14[_t1586] if _t1586 in _memo14 else _memo14.setdefault(_t1586, (not _a1310(st, _t1586)))))) and _a1314(st, _t1586)))):
                _t1584 = True
                break
        if _t1584:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        _t1608 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1608)
        if st.budget < 0: _spent1210(st)
        _t1607 = False
        for _t1609 in _t1608:
            if (((_memo7[(_t1609, 'grazing',)] if (_t1609, 'grazing',) in _memo7 else _memo7.setdefault((_t1609, 'grazing',), _a1315(st, _t1609))) and (_st_cvars[840 + _t1609] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1607 = True
                break
        if _t1607:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        _t1613 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1613)
        if st.budget < 0: _spent1210(st)
        _t1612 = False
        for _t1614 in _t1613:
            if (((((_memo7[(_t1614, 'hibernation',)] if (_t1614, 'hibernation',) in _memo7 else _memo7.setdefault((_t1614, 'hibernation',), _a1316(st, _t1614))) and (_st_cvars[924 + _t1614] != _st_vars[0])) and (_st_cvars[924 + _t1614] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1614] == _st_vars[0]) or (_st_cvars[504 + _t1614] >= (_memo6[_t1614] if _t1614 in _memo6 else _memo6.setdefault(_t1614, (1 + _a1317(st, _t1614)))))))):
                _t1612 = True
                break
        if _t1612:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1325(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1277(L[2])
        _t1633 = (L[2] or [])
        _t1634 = _l0
        _t1635 = len(_t1633)
        if not _t1635: _no_option1328(_t1634, 'feeding action')
        if _t1635 <= 1 and _st_log is None:
            L[3] = _t1633[0] if _t1635 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1636 = st.chooser(_t1635, _t1634)
            else:
                _t1636 = _st_bits(_t1635.bit_length())
                while _t1636 >= _t1635: _t1636 = _st_bits(_t1635.bit_length())
            L[3] = _t1633[_t1636]; st.decisions += 1
        elif _decide1329(st, L, _t1633, _t1634): raise _PlayoutCut1326()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p1383(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p1509(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i22l0 = _l0
            _i22 = [_i22l0, None, None, None, None, None, None]
            _t1889 = (_a1513(st, _i22l0) or [])
            _t1897 = _i22l0
            _t1898 = len(_t1889)
            if not _t1898: _no_option1328(_t1897, 'animal to convert fat on')
            if _t1898 <= 1 and _st_log is None:
                _i22[1] = _t1889[0] if _t1898 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1899 = st.chooser(_t1898, _t1897)
                else:
                    _t1899 = _st_bits(_t1898.bit_length())
                    while _t1899 >= _t1898: _t1899 = _st_bits(_t1898.bit_length())
                _i22[1] = _t1889[_t1899]; st.decisions += 1
            elif _decide1515(st, _i22, _t1889, _t1897): raise _PlayoutCut1326()
            _t1900 = (_range1516(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a1517(st, _i22))), (_t1905 if -1000000000000000000 <= (_t1905 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1518(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond1519(_t1905)))) or [])
            _t1906 = _i22l0
            _t1907 = len(_t1900)
            if not _t1907: _no_option1328(_t1906, 'yellow tokens to convert')
            if _t1907 <= 1 and _st_log is None:
                _i22[2] = _t1900[0] if _t1907 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1908 = st.chooser(_t1907, _t1906)
                else:
                    _t1908 = _st_bits(_t1907.bit_length())
                    while _t1908 >= _t1907: _t1908 = _st_bits(_t1907.bit_length())
                _i22[2] = _t1900[_t1908]; st.decisions += 1
            elif _decide1521(st, _i22, _t1900, _t1906): raise _PlayoutCut1326()
            _i22[3] = _i22[2]
            for _t1909 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t1909
                if not ((((_st_cvars[84 + _t1909] == _i22[1]) and _st_cvars[252 + _t1909]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t1909] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t1910 if -1000000000000000000 <= (_t1910 := _i22[3] - 1) <= 1000000000000000000 else _beyond1519(_t1910))
            _st_cvars[504 + _i22[1]] = (_t1911 if -1000000000000000000 <= (_t1911 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond1519(_t1911))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1216(_audience1215(st), [_PlayerRef1522(_i22l0), ' converts ', _plain1523(_i22[2]), ' fat on animal ', _plain1523(_st_cvars[420 + _i22[1]]), ' into food (food ', _plain1523(_st_cvars[504 + _i22[1]]), '/', _plain1523((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1524(st, _i22))))), ')']))
        elif (L[3] == 'piracy'):
            if _p1557(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i23l0 = _l0
            _i23 = [_i23l0, None]
            _t1951 = (_a1560(st, _i23l0) or [])
            _t1957 = _i23l0
            _t1958 = len(_t1951)
            if not _t1958: _no_option1328(_t1957, 'grazing animal')
            if _t1958 <= 1 and _st_log is None:
                _i23[1] = _t1951[0] if _t1958 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1959 = st.chooser(_t1958, _t1957)
                else:
                    _t1959 = _st_bits(_t1958.bit_length())
                    while _t1959 >= _t1958: _t1959 = _st_bits(_t1958.bit_length())
                _i23[1] = _t1951[_t1959]; st.decisions += 1
            elif _decide1562(st, _i23, _t1951, _t1957): raise _PlayoutCut1326()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t1960 if -1000000000000000000 <= (_t1960 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1519(_t1960))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1216(_audience1215(st), ['Grazing: ', _PlayerRef1522(_i23l0), "'s animal ", _plain1523(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain1523(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t1961 = (_a1566(st, _i24l0) or [])
            _t1969 = _i24l0
            _t1970 = len(_t1961)
            if not _t1970: _no_option1328(_t1969, 'animal to hibernate')
            if _t1970 <= 1 and _st_log is None:
                _i24[1] = _t1961[0] if _t1970 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1971 = st.chooser(_t1970, _t1969)
                else:
                    _t1971 = _st_bits(_t1970.bit_length())
                    while _t1971 >= _t1970: _t1971 = _st_bits(_t1970.bit_length())
                _i24[1] = _t1961[_t1971]; st.decisions += 1
            elif _decide1568(st, _i24, _t1961, _t1969): raise _PlayoutCut1326()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1216(_audience1215(st), ['Hibernation: ', _PlayerRef1522(_i24l0), "'s animal ", _plain1523(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout c4ad87db>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1203(_k1204)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1205(st)
            for _t1413 in (_o1206[_st_vars[1]] or []):
                L[2] = _t1413
                _st_vars[4] = (_t1414 if -1000000000000000000 <= (_t1414 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1207(_t1414))
                _st_vars[5] = False
                if _p1569(st, [_t1413, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t1972 if -1000000000000000000 <= (_t1972 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1207(_t1972))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text1571(_audience1570(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo1572 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout e5e79ce5>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1187(_k1188)
    if _st_log is not None: _st_log.append(_k1189)
    st.budget -= 1
    if st.budget < 0: _spent1190(st)
    _i17 = [None, None, None]
    _t1400 = ([_c for _i in [5 + _p for _p in _k1191] for _c in st.zones[_i]] or [])
    st.budget -= len(_t1400)
    if st.budget < 0: _spent1190(st)
    for _t1399 in _t1400:
        _i17[2] = _t1399
        if _st_log is not None: _st_log.append(_Text1202(_audience1192(st), ['  ', _plain1194(_text1193(((((('animal ' + _plain1194(_st_cvars[420 + _t1399]) + ' of ' + _player_text1195(st.model.zone_instances[st.loc[_t1399]][1])) + (_text1193(' ' + _plain1194(_a1196(st, _t1399))) if (not not (_a1197(st, _t1399) or ())) else '')) + (' food ' + _plain1194(_st_cvars[504 + _t1399]) + '/' + _plain1194((_memo6[_t1399] if _t1399 in _memo6 else _memo6.setdefault(_t1399, (1 + _a1198(st, _t1399))))))) + ((' fat ' + _plain1194((_memo5[_t1399] if _t1399 in _memo5 else _memo5.setdefault(_t1399, _a1199(st, _t1399)))) + '/' + _plain1194((_memo4[_t1399] if _t1399 in _memo4 else _memo4.setdefault(_t1399, _a1200(st, _t1399))))) if ((_memo4[_t1399] if _t1399 in _memo4 else _memo4.setdefault(_t1399, _a1201(st, _t1399))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1399] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1399] else '')))))]))
    if _p1573(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1202(_audience1192(st), [_plain1194(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: play_turn #865 2b818252>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1171(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1183(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1184(_k1185)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1186(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1574(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1184(_k1575)
                fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1576(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1577)

# <rulerun evolution.rules: development #866 7dcbabf5>
def _native(st, fr):
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1580)
            _r = _run1581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1582(st, L)
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
            L[1] = (_o1583[st.vars[1]] or []); L[2] = 0
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
            _r = _run1584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            if _offer1585(st, L, _o[:]): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1586(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1587(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1588(_k1589)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1579(_k, st, _d0): raise _Runaway1578()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1579(_k, st, _d0): raise _Runaway1578()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1590)

# <rulerun evolution.rules: play_card #867 401dc9a2>
def _loop(st, _t1977):
    _st_cvars = st.cvars
    for _t1979 in st.zones[(9 + st.model.zone_instances[st.loc[_t1977]][1])]:
        if ((_st_cvars[84 + _t1979] == _t1977) and (_st_cvars[_t1979] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #868 3dc15236>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1976 = ([_c for _i in [5 + _p for _p in _k1600] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1976)
    if st.budget < 0: _spent1601(st)
    _t1978 = []
    for _t1977 in _t1976:
        if ((st.model.zone_instances[_st_loc[_t1977]][1] != _l0) and (not (_memo7[(_t1977, 'parasite',)] if (_t1977, 'parasite',) in _memo7 else _memo7.setdefault((_t1977, 'parasite',), _a1602(st, _t1977))))):
            _t1978.append(_t1977)
    return _t1978

# <rulerun evolution.rules: play_card #869 ca4f5218>
def _loop(st, L, _t1985, _t1989):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1990 in st.zones[(9 + st.model.zone_instances[st.loc[_t1985]][1])]:
        if ((_st_cvars[_t1990] == _l3) and (((_st_cvars[84 + _t1990] == _t1985) and (_st_cvars[168 + _t1990] == _t1989)) or ((_st_cvars[84 + _t1990] == _t1989) and (_st_cvars[168 + _t1990] == _t1985)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 69106d70>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1984 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1984)
    if st.budget < 0: _spent1607(st)
    _t1986 = []
    for _t1985 in _t1984:
        _t1988 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1988)
        if st.budget < 0: _spent1607(st)
        _t1987 = False
        for _t1989 in _t1988:
            if (_memo9[(_t1985, _t1989, _l3,)] if (_t1985, _t1989, _l3,) in _memo9 else _memo9.setdefault((_t1985, _t1989, _l3,), ((_t1985 != _t1989) and (not _a1608(st, L, _t1985, _t1989))))):
                _t1987 = True
                break
        if _t1987:
            _t1986.append(_t1985)
    return _t1986

# <rulerun evolution.rules: play_card #871 4c644dfc>
def _loop(st, L, _t1996):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1998 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1998] == _l3) and (((_st_cvars[84 + _t1998] == _l5) and (_st_cvars[168 + _t1998] == _t1996)) or ((_st_cvars[84 + _t1998] == _t1996) and (_st_cvars[168 + _t1998] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 4fdf8a17>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1995 = st.zones[(5 + L[0])]
    st.budget -= len(_t1995)
    if st.budget < 0: _spent1612(st)
    _t1997 = []
    for _t1996 in _t1995:
        if (_memo9[(_l5, _t1996, _l3,)] if (_l5, _t1996, _l3,) in _memo9 else _memo9.setdefault((_l5, _t1996, _l3,), ((_l5 != _t1996) and (not _a1613(st, L, _t1996))))):
            _t1997.append(_t1996)
    return _t1997

# <rulerun evolution.rules: play_card #873 9f7cc015>
def _loop(st, L, _t2007):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2009 in st.zones[(9 + st.model.zone_instances[st.loc[_t2007]][1])]:
        if ((_st_cvars[84 + _t2009] == _t2007) and (_st_cvars[_t2009] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #874 4341809d>
def _loop(st, _t2007):
    _st_cvars = st.cvars
    for _t2011 in st.zones[(9 + st.model.zone_instances[st.loc[_t2007]][1])]:
        if ((_st_cvars[84 + _t2011] == _t2007) and (_st_cvars[_t2011] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #875 3cb1cbea>
def _loop(st, _t2007):
    _st_cvars = st.cvars
    for _t2013 in st.zones[(9 + st.model.zone_instances[st.loc[_t2007]][1])]:
        if ((_st_cvars[84 + _t2013] == _t2007) and (_st_cvars[_t2013] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #876 45b818dc>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t2006 = st.zones[(5 + L[0])]
    st.budget -= len(_t2006)
    if st.budget < 0: _spent1622(st)
    _t2008 = []
    for _t2007 in _t2006:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t2007, _l3,)] if (_t2007, _l3,) in _memo7 else _memo7.setdefault((_t2007, _l3,), _a1623(st, L, _t2007))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t2007, 'carnivorous',)] if (_t2007, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2007, 'carnivorous',), _a1624(st, _t2007)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t2007, 'scavenger',)] if (_t2007, 'scavenger',) in _memo7 else _memo7.setdefault((_t2007, 'scavenger',), _a1625(st, _t2007)))))):
            _t2008.append(_t2007)
    return _t2008

# <rulerun evolution.rules: play_card #877 6245182b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1973 = L[0]
            _t1974 = len(_o)
            if not _t1974: _no_option1595(_t1973, 'play it as')
            if _t1974 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1974 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1975 = st.chooser(_t1974, _t1973)
                else:
                    _t1975 = _st_bits(_t1974.bit_length())
                    while _t1975 >= _t1974: _t1975 = _st_bits(_t1974.bit_length())
                L[3] = _o[_t1975]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t1975)
            elif _decide1597(st, L, _o, _t1973): return True
            pc = 2
        if pc == 2:
            _r = _run1598(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1599(st, L)
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
            _o = (_a1603(st, L) or [])
            fr[1] = 5
            _t1981 = L[0]
            _t1982 = len(_o)
            if not _t1982: _no_option1595(_t1981, 'animal to put the parasite on')
            if _t1982 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1982 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1983 = st.chooser(_t1982, _t1981)
                else:
                    _t1983 = _st_bits(_t1982.bit_length())
                    while _t1983 >= _t1982: _t1983 = _st_bits(_t1982.bit_length())
                L[4] = _o[_t1983]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t1983)
            elif _decide1605(st, L, _o, _t1981): return True
            pc = 5
        if pc == 5:
            _r = _run1606(st, L)
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
            _o = (_a1609(st, L) or [])
            fr[1] = 9
            _t1992 = L[0]
            _t1993 = len(_o)
            if not _t1993: _no_option1595(_t1992, 'first animal of the pair')
            if _t1993 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1993 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1994 = st.chooser(_t1993, _t1992)
                else:
                    _t1994 = _st_bits(_t1993.bit_length())
                    while _t1994 >= _t1993: _t1994 = _st_bits(_t1993.bit_length())
                L[5] = _o[_t1994]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t1994)
            elif _decide1611(st, L, _o, _t1992): return True
            pc = 9
        if pc == 9:
            _o = (_a1614(st, L) or [])
            fr[1] = 10
            _t2000 = L[0]
            _t2001 = len(_o)
            if not _t2001: _no_option1595(_t2000, 'second animal of the pair')
            if _t2001 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2001 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2002 = st.chooser(_t2001, _t2000)
                else:
                    _t2002 = _st_bits(_t2001.bit_length())
                    while _t2002 >= _t2001: _t2002 = _st_bits(_t2001.bit_length())
                L[6] = _o[_t2002]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t2002)
            elif _decide1616(st, L, _o, _t2000): return True
            pc = 10
        if pc == 10:
            _r = _run1617(st, L)
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
            _t2003 = L[0]
            _t2004 = len(_o)
            if not _t2004: _no_option1595(_t2003, 'the symbiont')
            if _t2004 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2004 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2005 = st.chooser(_t2004, _t2003)
                else:
                    _t2005 = _st_bits(_t2004.bit_length())
                    while _t2005 >= _t2004: _t2005 = _st_bits(_t2004.bit_length())
                L[7] = _o[_t2005]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t2005)
            elif _decide1619(st, L, _o, _t2003): return True
            pc = 13
        if pc == 13:
            _r = _run1620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1621(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1626(st, L) or [])
            fr[1] = 18
            _t2015 = L[0]
            _t2016 = len(_o)
            if not _t2016: _no_option1595(_t2015, 'animal to give it to')
            if _t2016 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2016 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2017 = st.chooser(_t2016, _t2015)
                else:
                    _t2017 = _st_bits(_t2016.bit_length())
                    while _t2017 >= _t2016: _t2017 = _st_bits(_t2016.bit_length())
                L[8] = _o[_t2017]; st.decisions += 1
                if st.thread_player is not None: _answered1596(st, _t2017)
            elif _decide1628(st, L, _o, _t2015): return True
            pc = 18
        if pc == 18:
            _r = _run1629(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1630)

# <rulerun evolution.rules: feeding #878 942f2575>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1633)
            _r = _run1634(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1635(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1636(_k1637)
                fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run1638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1639)

# <rulerun evolution.rules: feeding_laps #879 e49bd8eb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1642(st, L)
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
            L[0] = (_o1643[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1644(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1645(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1646(_k1647)
                fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run1648(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1641(_k, st, _d0): raise _Runaway1640()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1641(_k, st, _d0): raise _Runaway1640()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1649)

# <rulerun evolution.rules: convert_fat #880 772b477a>
def _loop(st, _t2023):
    _st_cvars = st.cvars
    _t2026 = 0
    for _t2025 in st.zones[(9 + st.model.zone_instances[st.loc[_t2023]][1])]:
        if (_st_cvars[84 + _t2025] == _t2023):
            _t2026 += (1 if ((_st_cvars[_t2025] == 'carnivorous') or (_st_cvars[_t2025] == 'high_body_weight')) else (2 if (_st_cvars[_t2025] == 'parasite') else 0))
    return _t2026

# <rulerun evolution.rules: convert_fat #881 e346d713>
def _loop(st, _t2023):
    _st_cvars = st.cvars
    _t2028 = 0
    for _t2027 in st.zones[(9 + st.model.zone_instances[st.loc[_t2023]][1])]:
        if (((_st_cvars[84 + _t2027] == _t2023) and (_st_cvars[_t2027] == 'fat_tissue')) and _st_cvars[252 + _t2027]):
            _t2028 += 1
    return _t2028

# <rulerun evolution.rules: convert_fat #882 9c013b1b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2022 = st.zones[(5 + L[0])]
    st.budget -= len(_t2022)
    if st.budget < 0: _spent1667(st)
    _t2024 = []
    for _t2023 in _t2022:
        if ((not ((_st_cvars[924 + _t2023] == _st_vars[0]) or (_st_cvars[504 + _t2023] >= (_memo6[_t2023] if _t2023 in _memo6 else _memo6.setdefault(_t2023, (1 + _a1668(st, _t2023))))))) and ((_memo5[_t2023] if _t2023 in _memo5 else _memo5.setdefault(_t2023, _a1669(st, _t2023))) > 0)):
            _t2024.append(_t2023)
    return _t2024

# <rulerun evolution.rules: convert_fat #883 0423b864>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2034 = 0
    for _t2033 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2033] == L[1]) and (_st_cvars[_t2033] == 'fat_tissue')) and _st_cvars[252 + _t2033]):
            _t2034 += 1
    return _t2034

# <rulerun evolution.rules: convert_fat #884 4ed5c4fb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2036 = 0
    for _t2035 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2035] == L[1]):
            _t2036 += (1 if ((_st_cvars[_t2035] == 'carnivorous') or (_st_cvars[_t2035] == 'high_body_weight')) else (2 if (_st_cvars[_t2035] == 'parasite') else 0))
    return _t2036

# <rulerun evolution.rules: convert_fat #885 caee2a77>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2045 = 0
    for _t2044 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2044] == L[1]):
            _t2045 += (1 if ((_st_cvars[_t2044] == 'carnivorous') or (_st_cvars[_t2044] == 'high_body_weight')) else (2 if (_st_cvars[_t2044] == 'parasite') else 0))
    return _t2045

# <rulerun evolution.rules: convert_fat #886 playout 0464f337>
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
    _t2021 = (_a1670(st, L) or [])
    _t2029 = _l0
    _t2030 = len(_t2021)
    if not _t2030: _no_option1673(_t2029, 'animal to convert fat on')
    if _t2030 <= 1 and _st_log is None:
        L[1] = _t2021[0] if _t2030 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2031 = st.chooser(_t2030, _t2029)
        else:
            _t2031 = _st_bits(_t2030.bit_length())
            while _t2031 >= _t2030: _t2031 = _st_bits(_t2030.bit_length())
        L[1] = _t2021[_t2031]; st.decisions += 1
    elif _decide1674(st, L, _t2021, _t2029): raise _PlayoutCut1671()
    _t2032 = (_range1675(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1676(st, L))), (_t2037 if -1000000000000000000 <= (_t2037 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1677(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1678(_t2037)))) or [])
    _t2038 = _l0
    _t2039 = len(_t2032)
    if not _t2039: _no_option1673(_t2038, 'yellow tokens to convert')
    if _t2039 <= 1 and _st_log is None:
        L[2] = _t2032[0] if _t2039 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2040 = st.chooser(_t2039, _t2038)
        else:
            _t2040 = _st_bits(_t2039.bit_length())
            while _t2040 >= _t2039: _t2040 = _st_bits(_t2039.bit_length())
        L[2] = _t2032[_t2040]; st.decisions += 1
    elif _decide1680(st, L, _t2032, _t2038): raise _PlayoutCut1671()
    L[3] = L[2]
    for _t2041 in st.zones[(9 + _l0)][:]:
        L[6] = _t2041
        if not ((((_st_cvars[84 + _t2041] == L[1]) and _st_cvars[252 + _t2041]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2041] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2042 if -1000000000000000000 <= (_t2042 := L[3] - 1) <= 1000000000000000000 else _beyond1678(_t2042))
    _st_cvars[504 + L[1]] = (_t2043 if -1000000000000000000 <= (_t2043 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond1678(_t2043))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1685(_audience1681(st), [_PlayerRef1682(_l0), ' converts ', _plain1683(L[2]), ' fat on animal ', _plain1683(_st_cvars[420 + L[1]]), ' into food (food ', _plain1683(_st_cvars[504 + L[1]]), '/', _plain1683((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1684(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 e681aab7>
def _loop(st, _t2048):
    _st_cvars = st.cvars
    for _t2050 in st.zones[(9 + st.model.zone_instances[st.loc[_t2048]][1])]:
        if ((_st_cvars[84 + _t2050] == _t2048) and (_st_cvars[_t2050] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #888 11f42ab3>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2047 = st.zones[(5 + L[0])]
    st.budget -= len(_t2047)
    if st.budget < 0: _spent1690(st)
    _t2049 = []
    for _t2048 in _t2047:
        if (((_memo7[(_t2048, 'grazing',)] if (_t2048, 'grazing',) in _memo7 else _memo7.setdefault((_t2048, 'grazing',), _a1691(st, _t2048))) and (_st_cvars[840 + _t2048] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2049.append(_t2048)
    return _t2049

# <rulerun evolution.rules: grazing #889 playout 3579a6d8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2046 = (_a1692(st, L) or [])
    _t2052 = _l0
    _t2053 = len(_t2046)
    if not _t2053: _no_option1695(_t2052, 'grazing animal')
    if _t2053 <= 1 and _st_log is None:
        L[1] = _t2046[0] if _t2053 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2054 = st.chooser(_t2053, _t2052)
        else:
            _t2054 = _st_bits(_t2053.bit_length())
            while _t2054 >= _t2053: _t2054 = _st_bits(_t2053.bit_length())
        L[1] = _t2046[_t2054]; st.decisions += 1
    elif _decide1696(st, L, _t2046, _t2052): raise _PlayoutCut1693()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2055 if -1000000000000000000 <= (_t2055 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1697(_t2055))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1701(_audience1698(st), ['Grazing: ', _PlayerRef1699(_l0), "'s animal ", _plain1700(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1700(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 0789018d>
def _loop(st, _t2058):
    _st_cvars = st.cvars
    for _t2060 in st.zones[(9 + st.model.zone_instances[st.loc[_t2058]][1])]:
        if ((_st_cvars[84 + _t2060] == _t2058) and (_st_cvars[_t2060] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #891 2da3de74>
def _loop(st, _t2058):
    _st_cvars = st.cvars
    _t2063 = 0
    for _t2062 in st.zones[(9 + st.model.zone_instances[st.loc[_t2058]][1])]:
        if (_st_cvars[84 + _t2062] == _t2058):
            _t2063 += (1 if ((_st_cvars[_t2062] == 'carnivorous') or (_st_cvars[_t2062] == 'high_body_weight')) else (2 if (_st_cvars[_t2062] == 'parasite') else 0))
    return _t2063

# <rulerun evolution.rules: hibernation #892 0769dd37>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2057 = st.zones[(5 + L[0])]
    st.budget -= len(_t2057)
    if st.budget < 0: _spent1704(st)
    _t2059 = []
    for _t2058 in _t2057:
        if (((((_memo7[(_t2058, 'hibernation',)] if (_t2058, 'hibernation',) in _memo7 else _memo7.setdefault((_t2058, 'hibernation',), _a1705(st, _t2058))) and (_st_cvars[924 + _t2058] != _st_vars[0])) and (_st_cvars[924 + _t2058] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2058] == _st_vars[0]) or (_st_cvars[504 + _t2058] >= (_memo6[_t2058] if _t2058 in _memo6 else _memo6.setdefault(_t2058, (1 + _a1706(st, _t2058)))))))):
            _t2059.append(_t2058)
    return _t2059

# <rulerun evolution.rules: hibernation #893 playout 60ca9757>
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
    _t2056 = (_a1707(st, L) or [])
    _t2064 = _l0
    _t2065 = len(_t2056)
    if not _t2065: _no_option1710(_t2064, 'animal to hibernate')
    if _t2065 <= 1 and _st_log is None:
        L[1] = _t2056[0] if _t2065 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2066 = st.chooser(_t2065, _t2064)
        else:
            _t2066 = _st_bits(_t2065.bit_length())
            while _t2066 >= _t2065: _t2066 = _st_bits(_t2065.bit_length())
        L[1] = _t2056[_t2066]; st.decisions += 1
    elif _decide1711(st, L, _t2056, _t2064): raise _PlayoutCut1708()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1715(_audience1712(st), ['Hibernation: ', _PlayerRef1713(_l0), "'s animal ", _plain1714(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 db520d27>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1652(st, L)
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
            _r = _run1653(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2018 = L[0]
            _t2019 = len(_o)
            if not _t2019: _no_option1655(_t2018, 'feeding action')
            if _t2019 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2019 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2020 = st.chooser(_t2019, _t2018)
                else:
                    _t2020 = _st_bits(_t2019.bit_length())
                    while _t2020 >= _t2019: _t2020 = _st_bits(_t2019.bit_length())
                L[3] = _o[_t2020]; st.decisions += 1
                if st.thread_player is not None: _answered1656(st, _t2020)
            elif _decide1657(st, L, _o, _t2018): return True
            pc = 4
        if pc == 4:
            _r = _run1658(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1659(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1660(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1662)
                fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1663(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1664(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1665)
                fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1666(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1686(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1687)
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
                if _p1688(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1689)
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
                if _p1702(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1703)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1716(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1661(_k1717)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1651(_k, st, _d0): raise _Runaway1650()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1718)

# <rulerun evolution.rules: take_food #895 d0d76433>
def _loop(st, _t2068):
    _st_cvars = st.cvars
    _t2071 = 0
    for _t2070 in st.zones[(9 + st.model.zone_instances[st.loc[_t2068]][1])]:
        if (_st_cvars[84 + _t2070] == _t2068):
            _t2071 += (1 if ((_st_cvars[_t2070] == 'carnivorous') or (_st_cvars[_t2070] == 'high_body_weight')) else (2 if (_st_cvars[_t2070] == 'parasite') else 0))
    return _t2071

# <rulerun evolution.rules: take_food #896 12b742b0>
def _loop(st, _t2068):
    _st_cvars = st.cvars
    _t2073 = 0
    for _t2072 in st.zones[(9 + st.model.zone_instances[st.loc[_t2068]][1])]:
        if (((_st_cvars[84 + _t2072] == _t2068) and (_st_cvars[_t2072] == 'fat_tissue')) and _st_cvars[252 + _t2072]):
            _t2073 += 1
    return _t2073

# <rulerun evolution.rules: take_food #897 71446314>
def _loop(st, _t2068):
    _st_cvars = st.cvars
    _t2075 = 0
    for _t2074 in st.zones[(9 + st.model.zone_instances[st.loc[_t2068]][1])]:
        if ((_st_cvars[84 + _t2074] == _t2068) and (_st_cvars[_t2074] == 'fat_tissue')):
            _t2075 += 1
    return _t2075

# <rulerun evolution.rules: take_food #898 f5aceeba>
def _loop(st, _t2077):
    _st_cvars = st.cvars
    _t2080 = 0
    for _t2079 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2077]]][1])]:
        if (_st_cvars[84 + _t2079] == _st_cvars[84 + _t2077]):
            _t2080 += (1 if ((_st_cvars[_t2079] == 'carnivorous') or (_st_cvars[_t2079] == 'high_body_weight')) else (2 if (_st_cvars[_t2079] == 'parasite') else 0))
    return _t2080

# <rulerun evolution.rules: take_food #899 6c24f6c9>
def _loop(st, _t2068):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2076 = st.zones[(9 + st.model.zone_instances[st.loc[_t2068]][1])]
    st.budget -= len(_t2076)
    if st.budget < 0: _spent1725(st)
    for _t2077 in _t2076:
        if (((_st_cvars[_t2077] == 'symbiosis') and (_st_cvars[168 + _t2077] == _t2068)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2077]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2077]] >= (_memo6[_st_cvars[84 + _t2077]] if _st_cvars[84 + _t2077] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2077], (1 + _a1726(st, _t2077)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 3561e22f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2067 = st.zones[(5 + L[0])]
    st.budget -= len(_t2067)
    if st.budget < 0: _spent1721(st)
    _t2069 = []
    for _t2068 in _t2067:
        if ((not ((_st_cvars[924 + _t2068] == _st_vars[0]) or ((_st_cvars[504 + _t2068] >= (_memo6[_t2068] if _t2068 in _memo6 else _memo6.setdefault(_t2068, (1 + _a1722(st, _t2068))))) and ((_memo5[_t2068] if _t2068 in _memo5 else _memo5.setdefault(_t2068, _a1723(st, _t2068))) >= (_memo4[_t2068] if _t2068 in _memo4 else _memo4.setdefault(_t2068, _a1724(st, _t2068))))))) and (_memo14[_t2068] if _t2068 in _memo14 else _memo14.setdefault(_t2068, (not _a1727(st, _t2068))))):
            _t2069.append(_t2068)
    return _t2069

# <rulerun evolution.rules: take_food #901 fc3343dc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1728(st, L) or [])
            fr[1] = 1
            _t2081 = L[0]
            _t2082 = len(_o)
            if not _t2082: _no_option1730(_t2081, 'animal to feed')
            if _t2082 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2082 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2083 = st.chooser(_t2082, _t2081)
                else:
                    _t2083 = _st_bits(_t2082.bit_length())
                    while _t2083 >= _t2082: _t2083 = _st_bits(_t2082.bit_length())
                L[1] = _o[_t2083]; st.decisions += 1
                if st.thread_player is not None: _answered1731(st, _t2083)
            elif _decide1732(st, L, _o, _t2081): return True
            pc = 1
        if pc == 1:
            _r = _run1733(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1734(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1735(_k1736)
                fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1737)

# <rulerun evolution.rules: paired_triggers #902 5d604b2c>
def _native(st, fr):
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
            _r = _run1740(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            if _offer1741(st, L, _o): return True
            pc = 3
        if pc == 3:
            _r = _run1742(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1743(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1744(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1745(_k1746)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1747(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1744(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1745(_k1748)
                fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1739(_k, st, _d0): raise _Runaway1738()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1749)

# <rulerun evolution.rules: piracy #903 8ed0f109>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    for _t2087 in st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]:
        if ((_st_cvars[84 + _t2087] == _t2085) and (_st_cvars[_t2087] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #904 64589666>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _t2090 = 0
    for _t2089 in st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]:
        if (_st_cvars[84 + _t2089] == _t2085):
            _t2090 += (1 if ((_st_cvars[_t2089] == 'carnivorous') or (_st_cvars[_t2089] == 'high_body_weight')) else (2 if (_st_cvars[_t2089] == 'parasite') else 0))
    return _t2090

# <rulerun evolution.rules: piracy #905 1dec4cfd>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _t2092 = 0
    for _t2091 in st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]:
        if (_st_cvars[84 + _t2091] == _t2085):
            _t2092 += (1 if ((_st_cvars[_t2091] == 'carnivorous') or (_st_cvars[_t2091] == 'high_body_weight')) else (2 if (_st_cvars[_t2091] == 'parasite') else 0))
    return _t2092

# <rulerun evolution.rules: piracy #906 ceb04f4a>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _t2094 = 0
    for _t2093 in st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]:
        if (((_st_cvars[84 + _t2093] == _t2085) and (_st_cvars[_t2093] == 'fat_tissue')) and _st_cvars[252 + _t2093]):
            _t2094 += 1
    return _t2094

# <rulerun evolution.rules: piracy #907 f94a82f2>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _t2096 = 0
    for _t2095 in st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]:
        if ((_st_cvars[84 + _t2095] == _t2085) and (_st_cvars[_t2095] == 'fat_tissue')):
            _t2096 += 1
    return _t2096

# <rulerun evolution.rules: piracy #908 fb814e6a>
def _loop(st, _t2098):
    _st_cvars = st.cvars
    _t2101 = 0
    for _t2100 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2098]]][1])]:
        if (_st_cvars[84 + _t2100] == _st_cvars[84 + _t2098]):
            _t2101 += (1 if ((_st_cvars[_t2100] == 'carnivorous') or (_st_cvars[_t2100] == 'high_body_weight')) else (2 if (_st_cvars[_t2100] == 'parasite') else 0))
    return _t2101

# <rulerun evolution.rules: piracy #909 87f9bf37>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2097 = st.zones[(9 + st.model.zone_instances[st.loc[_t2085]][1])]
    st.budget -= len(_t2097)
    if st.budget < 0: _spent1758(st)
    for _t2098 in _t2097:
        if (((_st_cvars[_t2098] == 'symbiosis') and (_st_cvars[168 + _t2098] == _t2085)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2098]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2098]] >= (_memo6[_st_cvars[84 + _t2098]] if _st_cvars[84 + _t2098] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2098], (1 + _a1759(st, _t2098)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 86add845>
def _loop(st, _t2103):
    _st_cvars = st.cvars
    _t2106 = 0
    for _t2105 in st.zones[(9 + st.model.zone_instances[st.loc[_t2103]][1])]:
        if (_st_cvars[84 + _t2105] == _t2103):
            _t2106 += (1 if ((_st_cvars[_t2105] == 'carnivorous') or (_st_cvars[_t2105] == 'high_body_weight')) else (2 if (_st_cvars[_t2105] == 'parasite') else 0))
    return _t2106

# <rulerun evolution.rules: piracy #911 3642a197>
def _loop(st, _t2085):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2102 = ([_c for _i in [5 + _p for _p in _k1761] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2102)
    if st.budget < 0: _spent1762(st)
    for _t2103 in _t2102:
        if ((_t2103 != _t2085) and ((not ((_st_cvars[924 + _t2103] == _st_vars[0]) or (_st_cvars[504 + _t2103] >= (_memo6[_t2103] if _t2103 in _memo6 else _memo6.setdefault(_t2103, (1 + _a1763(st, _t2103))))))) and (_st_cvars[504 + _t2103] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 f1373570>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2084 = st.zones[(5 + L[0])]
    st.budget -= len(_t2084)
    if st.budget < 0: _spent1752(st)
    _t2086 = []
    for _t2085 in _t2084:
        if (_memo10[_t2085] if _t2085 in _memo10 else _memo10.setdefault(_t2085, (((((_memo7[(_t2085, 'piracy',)] if (_t2085, 'piracy',) in _memo7 else _memo7.setdefault((_t2085, 'piracy',), _a1753(st, _t2085))) and (_st_cvars[756 + _t2085] != _st_vars[0])) and (not ((_st_cvars[924 + _t2085] == _st_vars[0]) or (_st_cvars[504 + _t2085] >= (_memo6[_t2085] if _t2085 in _memo6 else _memo6.setdefault(_t2085, (1 + _a1754(st, _t2085)))))))) and ((not ((_st_cvars[924 + _t2085] == _st_vars[0]) or ((_st_cvars[504 + _t2085] >= (_memo6[_t2085] if _t2085 in _memo6 else _memo6.setdefault(_t2085, (1 + _a1755(st, _t2085))))) and ((_memo5[_t2085] if _t2085 in _memo5 else _memo5.setdefault(_t2085, _a1756(st, _t2085))) >= (_memo4[_t2085] if _t2085 in _memo4 else _memo4.setdefault(_t2085, _a1757(st, _t2085))))))) and (_memo14[_t2085] if _t2085 in _memo14 else _memo14.setdefault(_t2085, (not _a1760(st, _t2085)))))) and _a1764(st, _t2085)))):
            _t2086.append(_t2085)
    return _t2086

# <rulerun evolution.rules: piracy #913 cdad104b>
def _loop(st, _t2111):
    _st_cvars = st.cvars
    _t2114 = 0
    for _t2113 in st.zones[(9 + st.model.zone_instances[st.loc[_t2111]][1])]:
        if (_st_cvars[84 + _t2113] == _t2111):
            _t2114 += (1 if ((_st_cvars[_t2113] == 'carnivorous') or (_st_cvars[_t2113] == 'high_body_weight')) else (2 if (_st_cvars[_t2113] == 'parasite') else 0))
    return _t2114

# <rulerun evolution.rules: piracy #914 aa3e72a7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2110 = ([_c for _i in [5 + _p for _p in _k1770] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2110)
    if st.budget < 0: _spent1771(st)
    _t2112 = []
    for _t2111 in _t2110:
        if ((_t2111 != _l1) and ((not ((_st_cvars[924 + _t2111] == _st_vars[0]) or (_st_cvars[504 + _t2111] >= (_memo6[_t2111] if _t2111 in _memo6 else _memo6.setdefault(_t2111, (1 + _a1772(st, _t2111))))))) and (_st_cvars[504 + _t2111] > 0))):
            _t2112.append(_t2111)
    return _t2112

# <rulerun evolution.rules: piracy #915 0767c388>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1765(st, L) or [])
            fr[1] = 1
            _t2107 = L[0]
            _t2108 = len(_o)
            if not _t2108: _no_option1767(_t2107, 'pirate')
            if _t2108 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2108 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2109 = st.chooser(_t2108, _t2107)
                else:
                    _t2109 = _st_bits(_t2108.bit_length())
                    while _t2109 >= _t2108: _t2109 = _st_bits(_t2108.bit_length())
                L[1] = _o[_t2109]; st.decisions += 1
                if st.thread_player is not None: _answered1768(st, _t2109)
            elif _decide1769(st, L, _o, _t2107): return True
            pc = 1
        if pc == 1:
            _o = (_a1773(st, L) or [])
            fr[1] = 2
            _t2115 = L[0]
            _t2116 = len(_o)
            if not _t2116: _no_option1767(_t2115, 'animal to rob')
            if _t2116 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2116 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2117 = st.chooser(_t2116, _t2115)
                else:
                    _t2117 = _st_bits(_t2116.bit_length())
                    while _t2117 >= _t2116: _t2117 = _st_bits(_t2116.bit_length())
                L[2] = _o[_t2117]; st.decisions += 1
                if st.thread_player is not None: _answered1768(st, _t2117)
            elif _decide1775(st, L, _o, _t2115): return True
            pc = 2
        if pc == 2:
            _r = _run1776(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1777(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1778(_k1779)
                fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1780)

# <rulerun evolution.rules: attack_action #916 375950c4>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    for _t2121 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if ((_st_cvars[84 + _t2121] == _t2119) and (_st_cvars[_t2121] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #917 a9427685>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    _t2124 = 0
    for _t2123 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if (_st_cvars[84 + _t2123] == _t2119):
            _t2124 += (1 if ((_st_cvars[_t2123] == 'carnivorous') or (_st_cvars[_t2123] == 'high_body_weight')) else (2 if (_st_cvars[_t2123] == 'parasite') else 0))
    return _t2124

# <rulerun evolution.rules: attack_action #918 4ce27c27>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    _t2126 = 0
    for _t2125 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if (((_st_cvars[84 + _t2125] == _t2119) and (_st_cvars[_t2125] == 'fat_tissue')) and _st_cvars[252 + _t2125]):
            _t2126 += 1
    return _t2126

# <rulerun evolution.rules: attack_action #919 6b13ac00>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    _t2128 = 0
    for _t2127 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if ((_st_cvars[84 + _t2127] == _t2119) and (_st_cvars[_t2127] == 'fat_tissue')):
            _t2128 += 1
    return _t2128

# <rulerun evolution.rules: attack_action #920 155b875f>
def _loop(st, _t2130):
    _st_cvars = st.cvars
    _t2133 = 0
    for _t2132 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2130]]][1])]:
        if (_st_cvars[84 + _t2132] == _st_cvars[84 + _t2130]):
            _t2133 += (1 if ((_st_cvars[_t2132] == 'carnivorous') or (_st_cvars[_t2132] == 'high_body_weight')) else (2 if (_st_cvars[_t2132] == 'parasite') else 0))
    return _t2133

# <rulerun evolution.rules: attack_action #921 0daa18a3>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2129 = st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]
    st.budget -= len(_t2129)
    if st.budget < 0: _spent1788(st)
    for _t2130 in _t2129:
        if (((_st_cvars[_t2130] == 'symbiosis') and (_st_cvars[168 + _t2130] == _t2119)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2130]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2130]] >= (_memo6[_st_cvars[84 + _t2130]] if _st_cvars[84 + _t2130] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2130], (1 + _a1789(st, _t2130)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 b9ba874e>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    for _t2137 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if ((_st_cvars[84 + _t2137] == _t2135) and (_st_cvars[_t2137] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #923 5220307c>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    for _t2139 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if ((_st_cvars[84 + _t2139] == _t2119) and (_st_cvars[_t2139] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #924 ceff2af1>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    for _t2143 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if ((_st_cvars[84 + _t2143] == _t2135) and (_st_cvars[_t2143] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #925 f14ae433>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    for _t2145 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if ((_st_cvars[84 + _t2145] == _t2119) and (_st_cvars[_t2145] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #926 34395f9c>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    for _t2149 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if ((_st_cvars[84 + _t2149] == _t2135) and (_st_cvars[_t2149] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #927 159960f0>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    for _t2151 in st.zones[(9 + st.model.zone_instances[st.loc[_t2119]][1])]:
        if ((_st_cvars[84 + _t2151] == _t2119) and (_st_cvars[_t2151] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #928 44eae6d4>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    for _t2155 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if ((_st_cvars[84 + _t2155] == _t2135) and (_st_cvars[_t2155] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #929 56c7ea35>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    _t2158 = 0
    for _t2157 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if (_st_cvars[84 + _t2157] == _t2135):
            _t2158 += (1 if ((_st_cvars[_t2157] == 'carnivorous') or (_st_cvars[_t2157] == 'high_body_weight')) else (2 if (_st_cvars[_t2157] == 'parasite') else 0))
    return _t2158

# <rulerun evolution.rules: attack_action #930 ae6edb7c>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    for _t2159 in st.zones[(9 + st.model.zone_instances[st.loc[_t2135]][1])]:
        if ((_st_cvars[_t2159] == 'symbiosis') and (_st_cvars[168 + _t2159] == _t2135)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 e950f069>
def _loop(st, _t2119):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2134 = ([_c for _i in [5 + _p for _p in _k1791] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2134)
    if st.budget < 0: _spent1792(st)
    _t2141 = _NOT_YET
    _t2142 = _NOT_YET
    _t2147 = _NOT_YET
    _t2148 = _NOT_YET
    _t2153 = _NOT_YET
    _t2154 = _NOT_YET
    for _t2135 in _t2134:
        if ((((((_t2119 != _t2135) and ((not (_memo7[(_t2135, 'camouflage',)] if (_t2135, 'camouflage',) in _memo7 else _memo7.setdefault((_t2135, 'camouflage',), _a1793(st, _t2135)))) or (_t2142 if _t2142 is not _NOT_YET else (_t2142 := (_memo7[(_t2119, 'sharp_vision',)] if (_t2119, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t2119, 'sharp_vision',), (_t2141 if _t2141 is not _NOT_YET else (_t2141 := _a1794(st, _t2119))))))))) and ((not (_memo7[(_t2135, 'high_body_weight',)] if (_t2135, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2135, 'high_body_weight',), _a1795(st, _t2135)))) or (_t2148 if _t2148 is not _NOT_YET else (_t2148 := (_memo7[(_t2119, 'high_body_weight',)] if (_t2119, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2119, 'high_body_weight',), (_t2147 if _t2147 is not _NOT_YET else (_t2147 := _a1796(st, _t2119))))))))) and ((_memo7[(_t2135, 'swimming',)] if (_t2135, 'swimming',) in _memo7 else _memo7.setdefault((_t2135, 'swimming',), _a1797(st, _t2135))) == (_t2154 if _t2154 is not _NOT_YET else (_t2154 := (_memo7[(_t2119, 'swimming',)] if (_t2119, 'swimming',) in _memo7 else _memo7.setdefault((_t2119, 'swimming',), (_t2153 if _t2153 is not _NOT_YET else (_t2153 := _a1798(st, _t2119))))))))) and (not ((_memo7[(_t2135, 'burrowing',)] if (_t2135, 'burrowing',) in _memo7 else _memo7.setdefault((_t2135, 'burrowing',), _a1799(st, _t2135))) and ((_st_cvars[924 + _t2135] == _st_vars[0]) or (_st_cvars[504 + _t2135] >= (_memo6[_t2135] if _t2135 in _memo6 else _memo6.setdefault(_t2135, (1 + _a1800(st, _t2135))))))))) and (not (_memo13[_t2135] if _t2135 in _memo13 else _memo13.setdefault(_t2135, _a1801(st, _t2135))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 dbcc8f5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2118 = st.zones[(5 + L[0])]
    st.budget -= len(_t2118)
    if st.budget < 0: _spent1783(st)
    _t2120 = []
    for _t2119 in _t2118:
        if (_memo0[_t2119] if _t2119 in _memo0 else _memo0.setdefault(_t2119, ((((_memo7[(_t2119, 'carnivorous',)] if (_t2119, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2119, 'carnivorous',), _a1784(st, _t2119))) and (_st_cvars[672 + _t2119] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2119] == _st_vars[0]) or ((_st_cvars[504 + _t2119] >= (_memo6[_t2119] if _t2119 in _memo6 else _memo6.setdefault(_t2119, (1 + _a1785(st, _t2119))))) and ((_memo5[_t2119] if _t2119 in _memo5 else _memo5.setdefault(_t2119, _a1786(st, _t2119))) >= (_memo4[_t2119] if _t2119 in _memo4 else _memo4.setdefault(_t2119, _a1787(st, _t2119))))))) and (_memo14[_t2119] if _t2119 in _memo14 else _memo14.setdefault(_t2119, (not _a1790(st, _t2119)))))) and _a1802(st, _t2119)))):
            _t2120.append(_t2119)
    return _t2120

# <rulerun evolution.rules: attack_action #933 40564e8f>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2167 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[84 + _t2167] == _t2165) and (_st_cvars[_t2167] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #934 34bdd1c0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2169 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2169] == _l1) and (_st_cvars[_t2169] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #935 fbbe13b6>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2173 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[84 + _t2173] == _t2165) and (_st_cvars[_t2173] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #936 339b1b91>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2175 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2175] == _l1) and (_st_cvars[_t2175] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #937 87c40e2f>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2179 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[84 + _t2179] == _t2165) and (_st_cvars[_t2179] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #938 ffe22346>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2181 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2181] == _l1) and (_st_cvars[_t2181] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #939 596019e4>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2185 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[84 + _t2185] == _t2165) and (_st_cvars[_t2185] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #940 bd48e672>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    _t2188 = 0
    for _t2187 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if (_st_cvars[84 + _t2187] == _t2165):
            _t2188 += (1 if ((_st_cvars[_t2187] == 'carnivorous') or (_st_cvars[_t2187] == 'high_body_weight')) else (2 if (_st_cvars[_t2187] == 'parasite') else 0))
    return _t2188

# <rulerun evolution.rules: attack_action #941 6a1c2b74>
def _loop(st, _t2165):
    _st_cvars = st.cvars
    for _t2189 in st.zones[(9 + st.model.zone_instances[st.loc[_t2165]][1])]:
        if ((_st_cvars[_t2189] == 'symbiosis') and (_st_cvars[168 + _t2189] == _t2165)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 5b3dd9e3>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2164 = ([_c for _i in [5 + _p for _p in _k1808] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2164)
    if st.budget < 0: _spent1809(st)
    _t2171 = _NOT_YET
    _t2172 = _NOT_YET
    _t2177 = _NOT_YET
    _t2178 = _NOT_YET
    _t2183 = _NOT_YET
    _t2184 = _NOT_YET
    _t2166 = []
    for _t2165 in _t2164:
        if ((((((_l1 != _t2165) and ((not (_memo7[(_t2165, 'camouflage',)] if (_t2165, 'camouflage',) in _memo7 else _memo7.setdefault((_t2165, 'camouflage',), _a1810(st, _t2165)))) or (_t2172 if _t2172 is not _NOT_YET else (_t2172 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t2171 if _t2171 is not _NOT_YET else (_t2171 := _a1811(st, L))))))))) and ((not (_memo7[(_t2165, 'high_body_weight',)] if (_t2165, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2165, 'high_body_weight',), _a1812(st, _t2165)))) or (_t2178 if _t2178 is not _NOT_YET else (_t2178 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t2177 if _t2177 is not _NOT_YET else (_t2177 := _a1813(st, L))))))))) and ((_memo7[(_t2165, 'swimming',)] if (_t2165, 'swimming',) in _memo7 else _memo7.setdefault((_t2165, 'swimming',), _a1814(st, _t2165))) == (_t2184 if _t2184 is not _NOT_YET else (_t2184 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t2183 if _t2183 is not _NOT_YET else (_t2183 := _a1815(st, L))))))))) and (not ((_memo7[(_t2165, 'burrowing',)] if (_t2165, 'burrowing',) in _memo7 else _memo7.setdefault((_t2165, 'burrowing',), _a1816(st, _t2165))) and ((_st_cvars[924 + _t2165] == _st_vars[0]) or (_st_cvars[504 + _t2165] >= (_memo6[_t2165] if _t2165 in _memo6 else _memo6.setdefault(_t2165, (1 + _a1817(st, _t2165))))))))) and (not (_memo13[_t2165] if _t2165 in _memo13 else _memo13.setdefault(_t2165, _a1818(st, _t2165))))):
            _t2166.append(_t2165)
    return _t2166

# <rulerun evolution.rules: attack_action #943 3cdadfed>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1803(st, L) or [])
            fr[1] = 1
            _t2161 = L[0]
            _t2162 = len(_o)
            if not _t2162: _no_option1805(_t2161, 'attacker')
            if _t2162 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2162 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2163 = st.chooser(_t2162, _t2161)
                else:
                    _t2163 = _st_bits(_t2162.bit_length())
                    while _t2163 >= _t2162: _t2163 = _st_bits(_t2162.bit_length())
                L[1] = _o[_t2163]; st.decisions += 1
                if st.thread_player is not None: _answered1806(st, _t2163)
            elif _decide1807(st, L, _o, _t2161): return True
            pc = 1
        if pc == 1:
            _o = (_a1819(st, L) or [])
            fr[1] = 2
            _t2191 = L[0]
            _t2192 = len(_o)
            if not _t2192: _no_option1805(_t2191, 'target')
            if _t2192 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2192 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2193 = st.chooser(_t2192, _t2191)
                else:
                    _t2193 = _st_bits(_t2192.bit_length())
                    while _t2193 >= _t2192: _t2193 = _st_bits(_t2192.bit_length())
                L[2] = _o[_t2193]; st.decisions += 1
                if st.thread_player is not None: _answered1806(st, _t2193)
            elif _decide1821(st, L, _o, _t2191): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1822(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1823(_k1824)
                fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1825)

# <rulerun evolution.rules: hunt #944 e5faabf1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1828(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1829(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1830(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1831(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1832(_k1833)
                fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p1831(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1832(_k1834)
                fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1835(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1836(st, fr): return True
            return None
        if pc == 8:
            _step1837(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1838)

# <rulerun evolution.rules: scavenge #945 346ed6ca>
def _loop(st, L):
    _t2197 = (L[4] or ())
    st.budget -= len(_t2197)
    if st.budget < 0: _spent1844(st)
    for _t2198 in _t2197:
        return _t2198
    return None

# <rulerun evolution.rules: scavenge #946 8cb6cd45>
def _loop(st, L):
    _t2194 = (L[4] or ())
    st.budget -= len(_t2194)
    if st.budget < 0: _spent1843(st)
    _t2200 = _NOT_YET
    _t2196 = []
    for _t2195 in _t2194:
        if ((not False) or (_t2195 == (_t2200 if _t2200 is not _NOT_YET else (_t2200 := _a1845(st, L))))):
            _t2196.append(_t2195)
    return _t2196

# <rulerun evolution.rules: scavenge #947 f297c19e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1841[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1842(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1846(st, L) or [])
            fr[1] = 5
            _t2201 = L[3]
            _t2202 = len(_o)
            if not _t2202: _no_option1848(_t2201, 'scavenger to feed')
            if _t2202 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2202 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2203 = st.chooser(_t2202, _t2201)
                else:
                    _t2203 = _st_bits(_t2202.bit_length())
                    while _t2203 >= _t2202: _t2203 = _st_bits(_t2202.bit_length())
                L[5] = _o[_t2203]; st.decisions += 1
                if st.thread_player is not None: _answered1849(st, _t2203)
            elif _decide1850(st, L, _o, _t2201): return True
            pc = 5
        if pc == 5:
            _r = _run1851(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1852(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1853(_k1854)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1840(_k, st, _d0): raise _Runaway1839()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1856)

# <rulerun evolution.rules: on after feed #948 cdd32de9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1859(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1860(_k1861)
                fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1862)

# <rulerun evolution.rules: on before attack #949 de6186b0>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    for _t2207 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if ((_st_cvars[84 + _t2207] == _t2205) and (_st_cvars[_t2207] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #950 257765d7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2209 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2209] == _l0) and (_st_cvars[_t2209] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #951 8234f01e>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    for _t2213 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if ((_st_cvars[84 + _t2213] == _t2205) and (_st_cvars[_t2213] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #952 aaf33f70>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2215 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2215] == _l0) and (_st_cvars[_t2215] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #953 291dec54>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    for _t2219 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if ((_st_cvars[84 + _t2219] == _t2205) and (_st_cvars[_t2219] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #954 62872f1a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2221 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2221] == _l0) and (_st_cvars[_t2221] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #955 cb6814bb>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    for _t2225 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if ((_st_cvars[84 + _t2225] == _t2205) and (_st_cvars[_t2225] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #956 89eb2409>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    _t2228 = 0
    for _t2227 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if (_st_cvars[84 + _t2227] == _t2205):
            _t2228 += (1 if ((_st_cvars[_t2227] == 'carnivorous') or (_st_cvars[_t2227] == 'high_body_weight')) else (2 if (_st_cvars[_t2227] == 'parasite') else 0))
    return _t2228

# <rulerun evolution.rules: on before attack #957 bd08bd85>
def _loop(st, _t2205):
    _st_cvars = st.cvars
    for _t2229 in st.zones[(9 + st.model.zone_instances[st.loc[_t2205]][1])]:
        if ((_st_cvars[_t2229] == 'symbiosis') and (_st_cvars[168 + _t2229] == _t2205)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 35ccc763>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2204 = st.zones[(5 + L[4])]
    st.budget -= len(_t2204)
    if st.budget < 0: _spent1870(st)
    _t2211 = _NOT_YET
    _t2212 = _NOT_YET
    _t2217 = _NOT_YET
    _t2218 = _NOT_YET
    _t2223 = _NOT_YET
    _t2224 = _NOT_YET
    _t2206 = []
    for _t2205 in _t2204:
        if (((_t2205 != _l1) and (_t2205 != _l0)) and ((((((_l0 != _t2205) and ((not (_memo7[(_t2205, 'camouflage',)] if (_t2205, 'camouflage',) in _memo7 else _memo7.setdefault((_t2205, 'camouflage',), _a1871(st, _t2205)))) or (_t2212 if _t2212 is not _NOT_YET else (_t2212 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t2211 if _t2211 is not _NOT_YET else (_t2211 := _a1872(st, L))))))))) and ((not (_memo7[(_t2205, 'high_body_weight',)] if (_t2205, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2205, 'high_body_weight',), _a1873(st, _t2205)))) or (_t2218 if _t2218 is not _NOT_YET else (_t2218 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t2217 if _t2217 is not _NOT_YET else (_t2217 := _a1874(st, L))))))))) and ((_memo7[(_t2205, 'swimming',)] if (_t2205, 'swimming',) in _memo7 else _memo7.setdefault((_t2205, 'swimming',), _a1875(st, _t2205))) == (_t2224 if _t2224 is not _NOT_YET else (_t2224 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t2223 if _t2223 is not _NOT_YET else (_t2223 := _a1876(st, L))))))))) and (not ((_memo7[(_t2205, 'burrowing',)] if (_t2205, 'burrowing',) in _memo7 else _memo7.setdefault((_t2205, 'burrowing',), _a1877(st, _t2205))) and ((_st_cvars[924 + _t2205] == _st_vars[0]) or (_st_cvars[504 + _t2205] >= (_memo6[_t2205] if _t2205 in _memo6 else _memo6.setdefault(_t2205, (1 + _a1878(st, _t2205))))))))) and (not (_memo13[_t2205] if _t2205 in _memo13 else _memo13.setdefault(_t2205, _a1879(st, _t2205)))))):
            _t2206.append(_t2205)
    return _t2206

# <rulerun evolution.rules: on before attack #959 53886c7b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2235 = []
    for _t2234 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2234] == L[1]) or (_st_cvars[168 + _t2234] == L[1])):
            _t2235.append(_t2234)
    return _t2235

# <rulerun evolution.rules: on before attack #960 2ae1a36b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1865(st, L)
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
            _r = _run1866(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            if _offer1867(st, L, _o): return True
            pc = 4
        if pc == 4:
            _r = _run1868(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1869(st, L)
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
            _o = (_a1880(st, L) or [])
            fr[1] = 10
            _t2231 = L[4]
            _t2232 = len(_o)
            if not _t2232: _no_option1882(_t2231, 'mimicry: the new target')
            if _t2232 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2232 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2233 = st.chooser(_t2232, _t2231)
                else:
                    _t2233 = _st_bits(_t2232.bit_length())
                    while _t2233 >= _t2232: _t2233 = _st_bits(_t2232.bit_length())
                L[7] = _o[_t2233]; st.decisions += 1
                if st.thread_player is not None: _answered1883(st, _t2233)
            elif _decide1884(st, L, _o, _t2231): return True
            pc = 10
        if pc == 10:
            _r = _run1885(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1886(st, L) or [])
            fr[1] = 13
            _t2236 = L[4]
            _t2237 = len(_o)
            if not _t2237: _no_option1882(_t2236, 'tail loss: trait to drop')
            if _t2237 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2237 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2238 = st.chooser(_t2237, _t2236)
                else:
                    _t2238 = _st_bits(_t2237.bit_length())
                    while _t2238 >= _t2237: _t2238 = _st_bits(_t2237.bit_length())
                L[8] = _o[_t2238]; st.decisions += 1
                if st.thread_player is not None: _answered1883(st, _t2238)
            elif _decide1888(st, L, _o, _t2236): return True
            pc = 13
        if pc == 13:
            _r = _run1889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1890(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1891(_k1892)
                fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1893(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1864(_k, st, _d0): raise _Runaway1863()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1894)

# <rulerun evolution.rules: on after attack #961 3deeec62>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1897(st, [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1898(_k1899)
                fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1900)

# <rulerun evolution.rules: extinction_and_new_cards #962 ec723501>
def _loop(st, _t2244):
    _st_cvars = st.cvars
    _t2246 = 0
    for _t2245 in st.zones[(9 + st.model.zone_instances[st.loc[_t2244]][1])]:
        if (_st_cvars[84 + _t2245] == _t2244):
            _t2246 += (1 if ((_st_cvars[_t2245] == 'carnivorous') or (_st_cvars[_t2245] == 'high_body_weight')) else (2 if (_st_cvars[_t2245] == 'parasite') else 0))
    return _t2246

# <rulerun evolution.rules: extinction_and_new_cards #963 7e719c56>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2253 = []
    for _t2252 in st.zones[(9 + st.model.zone_instances[st.loc[_i27l0]][1])]:
        if ((_st_cvars[84 + _t2252] == _i27l0) or (_st_cvars[168 + _t2252] == _i27l0)):
            _t2253.append(_t2252)
    return _t2253

# <rulerun evolution.rules: extinction_and_new_cards #964 d446de1a>
def _loop(st):
    for _t2263 in (_k1934 or ()):
        if (st.vars[7 + _t2263] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout e3ef9294>
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
    if _st_log is not None: _st_log.append(_k1922)
    _t2243 = ([_c for _i in [5 + _p for _p in _k1923] for _c in _st_zones[_i]] or ())
    st.budget -= len(_t2243)
    if st.budget < 0: _spent1924(st)
    _t2242 = []
    for _t2244 in _t2243:
        if ((not ((_st_cvars[924 + _t2244] == _st_vars[0]) or (_st_cvars[504 + _t2244] >= (_memo6[_t2244] if _t2244 in _memo6 else _memo6.setdefault(_t2244, (1 + _a1925(st, _t2244))))))) or _st_cvars[588 + _t2244]):
            _t2242.append(_t2244)
    L[0] = _t2242
    _t2248 = (L[0] or [])
    st.budget -= len(_t2248)
    if st.budget < 0: _spent1924(st)
    for _t2247 in _t2248:
        L[3] = _t2247
        if _st_cvars[588 + _t2247]:
            if _st_log is not None: _st_log.append(_Text1929(_audience1926(st), [_PlayerRef1927(st.model.zone_instances[_st_loc[_t2247]][1]), "'s animal ", _plain1928(_st_cvars[420 + _t2247]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text1929(_audience1926(st), [_PlayerRef1927(st.model.zone_instances[_st_loc[_t2247]][1]), "'s animal ", _plain1928(_st_cvars[420 + _t2247]), ' starves']))
    _t2250 = (L[0] or [])
    st.budget -= len(_t2250)
    if st.budget < 0: _spent1924(st)
    for _t2249 in _t2250:
        L[6] = _t2249
        _i27l0 = _t2249
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = st.model.zone_instances[_st_loc[_i27l0]][1]
        _t2254 = (_a1930(st, _i27l0) or [])
        st.budget -= len(_t2254)
        if st.budget < 0: _spent1924(st)
        for _t2251 in _t2254:
            _i27[4] = _t2251
            _i28l0 = _t2251
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
            _t2255 = _i28l0
            _t2256 = (13 + _i28[1])
            if type(_t2255) is int and _st_log is None:
                _t2257 = _st_zones[_st_loc[_t2255]]
                if _t2257[-1] == _t2255: _t2257.pop()
                else: _t2257.remove(_t2255)
                _st_zones[_t2256].append(_t2255); _st_loc[_t2255] = _t2256
            elif _t2255 is not None:
                _move_cards1931(st, _t2255, _t2256, False)
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
        _st_cvars[504 + _i27l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i27l0] = False
        _t2258 = _i27l0
        _t2259 = (13 + _i27[1])
        if type(_t2258) is int and _st_log is None:
            _t2260 = _st_zones[_st_loc[_t2258]]
            if _t2260[-1] == _t2258: _t2260.pop()
            else: _t2260.remove(_t2258)
            _st_zones[_t2259].append(_t2258); _st_loc[_t2258] = _t2259
        elif _t2258 is not None:
            _move_cards1931(st, _t2258, _t2259, False)
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
    if (not _st_vars[2]):
        _i29 = [None, None, None, None, None, None, None, None, None]
        for _t2261 in (_k1932 or []):
            _i29[2] = _t2261
            _st_vars[7 + _t2261] = (6 if ((not _st_zones[(5 + _t2261)]) and (not _st_zones[(1 + _t2261)])) else (1 + len(_st_zones[(5 + _t2261)])))
        for _t2262 in (_o1933[_st_vars[1]] or []):
            _i29[5] = _t2262
            if _st_log is not None: _st_log.append(_Text1929(_audience1926(st), ['Cards owed to ', _PlayerRef1927(_t2262), ': ', _plain1928(_st_vars[7 + _t2262])]))
        while ((not not _st_zones[0]) and _a1935(st)):
            st.budget -= 1
            if st.budget < 0: _spent1924(st)
            for _t2265 in (_o1936[_st_vars[1]] or []):
                _i29[8] = _t2265
                if not (((_st_vars[7 + _t2265] > 0) and (not not _st_zones[0]))): continue
                _t2268 = _st_zones[0]
                _t2267 = (1 + _t2265)
                if _st_log is None and _t2268:
                    _t2266 = _t2268.pop(); _st_zones[_t2267].append(_t2266); _st_loc[_t2266] = _t2267
                elif _t2268:
                    _move_cards1931(st, _t2268[-1], _t2267, False)
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
                _st_vars[7 + _t2265] = (_t2269 if -1000000000000000000 <= (_t2269 := _st_vars[7 + _t2265] - 1) <= 1000000000000000000 else _beyond1937(_t2269))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text1929(_audience1926(st), ['The deck has run out: the next turn is the last']))
    for _t2270 in ([_c for _i in [5 + _p for _p in _k1938] for _c in _st_zones[_i]] or []):
        L[9] = _t2270
        _st_cvars[504 + _t2270] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout aa311b74>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit1904(_k1905)
    st.budget -= 1
    if st.budget < 0: _spent1906(st)
    _st_vars[0] = (_t2239 if -1000000000000000000 <= (_t2239 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond1907(_t2239))
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
        if _st_log is not None: _st_log.append(_Text1911(_audience1908(st), ['Turn ', _plain1909(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef1910(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text1911(_audience1908(st), ['Turn ', _plain1909(_st_vars[0]), ': ', _PlayerRef1910(_st_vars[1]), ' is the first player; ', _plain1909(len(_st_zones[0])), ' cards in the deck']))
    _i25 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k1912)
    _i25[0] = []
    while (len((_i25[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1906(st)
        for _t2240 in (_o1913[_st_vars[1]] or []):
            _i25[3] = _t2240
            if not ((not (_t2240 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2240)]):
                if _st_log is not None: _st_log.append(_Text1911(_audience1908(st), [_PlayerRef1910(_t2240), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2240])
                if len(_i25[0]) > 1000000: _too_long1914(_i25[0])
            else:
                _t2241 = _st_zones[(1 + _t2240)]
                if _offer1916(st, _i25, _t2241[:]): raise _PlayoutCut1915()
                if (_i25[4] is None):
                    _i25[0] = _joined1917(_i25[0], [_t2240])
                else:
                    if _p1918(st, [_t2240, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k1919)
    _st_vars[3] = ((_roll1920(st, 1, 6) + 2) if (4 == 2) else (_roll1920(st, 2, 6) if (4 == 3) else ((_roll1920(st, 2, 6) + 2) if (4 == 4) else ((_roll1920(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll1920(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll1920(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll1920(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1911(_audience1908(st), [_PlayerRef1910(_st_vars[1]), ' rolls the food base: ', _plain1909(_st_vars[3]), ' red tokens']))
    if _p1921(st, [], _d + 1) == 3: return 3
    if _p1940(st, _k1939[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #967 f158c8cb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1903(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p1941(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1942(_k1943)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1902(_k, st, _d0): raise _Runaway1901()
                continue
        if pc == 3:
            _r = _run1944(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1945(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1946)

# <rulerun evolution.rules: play #968 227d0f65>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2272 = 0
    for _t2271 in st.zones[(9 + p)]:
        _t2272 += (1 + (1 if ((_st_cvars[_t2271] == 'carnivorous') or (_st_cvars[_t2271] == 'high_body_weight')) else (2 if (_st_cvars[_t2271] == 'parasite') else 0)))
    return _t2272

# <rulerun evolution.rules: rank #969 0ddcbfae>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1947(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 7adb0b69>
def _loop(st, _t2274):
    _st_cvars = st.cvars
    _t2277 = 0
    for _t2276 in st.zones[(9 + st.model.zone_instances[st.loc[_t2274]][1])]:
        if (_st_cvars[84 + _t2276] == _t2274):
            _t2277 += (1 + (1 if ((_st_cvars[_t2276] == 'carnivorous') or (_st_cvars[_t2276] == 'high_body_weight')) else (2 if (_st_cvars[_t2276] == 'parasite') else 0)))
    return _t2277

# <rulerun evolution.rules: play #971 4716db54>
def _loop(st, _t2274):
    _st_cvars = st.cvars
    _t2279 = 0
    for _t2278 in st.zones[(9 + st.model.zone_instances[st.loc[_t2274]][1])]:
        if (_st_cvars[84 + _t2278] == _t2274):
            _t2279 += (1 if ((_st_cvars[_t2278] == 'carnivorous') or (_st_cvars[_t2278] == 'high_body_weight')) else (2 if (_st_cvars[_t2278] == 'parasite') else 0))
    return _t2279

# <rulerun evolution.rules: play #972 1d2c45c8>
def _loop(st, _t2274):
    _st_cvars = st.cvars
    _t2281 = 0
    for _t2280 in st.zones[(9 + st.model.zone_instances[st.loc[_t2274]][1])]:
        if (_st_cvars[84 + _t2280] == _t2274):
            _t2281 += (1 + (1 if ((_st_cvars[_t2280] == 'carnivorous') or (_st_cvars[_t2280] == 'high_body_weight')) else (2 if (_st_cvars[_t2280] == 'parasite') else 0)))
    return _t2281

# <rulerun evolution.rules: play #973 adf8493d>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2273 = st.zones[(5 + p)]
    st.budget -= len(_t2273)
    if st.budget < 0: _spent1948(st)
    _t2275 = 0
    for _t2274 in _t2273:
        _t2275 += (0 if _st_cvars[588 + _t2274] else ((2 * (2 + _a1949(st, _t2274))) if ((_st_cvars[924 + _t2274] == _st_vars[0]) or (_st_cvars[504 + _t2274] >= (1 + _a1950(st, _t2274)))) else (2 + _a1951(st, _t2274))))
    return _t2275

# <rulerun evolution.rules: rank #974 23df88e1>
def _native(st, p):
    return (_a1952(st, p), len(st.zones[(13 + p)]), )

