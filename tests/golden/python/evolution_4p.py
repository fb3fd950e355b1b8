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

# <rulerun evolution.rules: play_card #14 b91ac100>
def _loop(st, _t68):
    _st_cvars = st.cvars
    for _t70 in st.zones[(9 + st.model.zone_instances[st.loc[_t68]][1])]:
        if ((_st_cvars[84 + _t70] == _t68) and (_st_cvars[_t70] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 af0dbcf0>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t67 = ([_c for _i in [5 + _p for _p in _k65] for _c in st.zones[_i]] or ())
    st.budget -= len(_t67)
    if st.budget < 0: _spent66(st)
    for _t68 in _t67:
        if ((st.model.zone_instances[_st_loc[_t68]][1] != _l0) and (not (_memo7[(_t68, 'parasite',)] if (_t68, 'parasite',) in _memo7 else _memo7.setdefault((_t68, 'parasite',), _a67(st, _t68))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 2dc3a75e>
def _loop(st, _t66, _t74, _t78):
    _st_cvars = st.cvars
    for _t79 in st.zones[(9 + st.model.zone_instances[st.loc[_t74]][1])]:
        if ((_st_cvars[_t79] == _t66) and (((_st_cvars[84 + _t79] == _t74) and (_st_cvars[168 + _t79] == _t78)) or ((_st_cvars[84 + _t79] == _t78) and (_st_cvars[168 + _t79] == _t74)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 617766d4>
def _loop(st, L, _t66):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t73 = _st_zones[(5 + _l0)]
    st.budget -= len(_t73)
    if st.budget < 0: _spent69(st)
    for _t74 in _t73:
        _t77 = _st_zones[(5 + _l0)]
        st.budget -= len(_t77)
        if st.budget < 0: _spent69(st)
        _t76 = False
        for _t78 in _t77:
            if (_memo9[(_t74, _t78, _t66,)] if (_t74, _t78, _t66,) in _memo9 else _memo9.setdefault((_t74, _t78, _t66,), ((_t74 != _t78) and (not _a70(st, _t66, _t74, _t78))))):
                _t76 = True
                break
        if _t76:
            return True
    return False

# <rulerun evolution.rules: play_card #18 599cfaf1>
def _loop(st, _t66, _t82):
    _st_cvars = st.cvars
    for _t84 in st.zones[(9 + st.model.zone_instances[st.loc[_t82]][1])]:
        if ((_st_cvars[84 + _t84] == _t82) and (_st_cvars[_t84] == _t66)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 942e0772>
def _loop(st, _t82):
    _st_cvars = st.cvars
    for _t86 in st.zones[(9 + st.model.zone_instances[st.loc[_t82]][1])]:
        if ((_st_cvars[84 + _t86] == _t82) and (_st_cvars[_t86] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 4c0fe48e>
def _loop(st, _t82):
    _st_cvars = st.cvars
    for _t88 in st.zones[(9 + st.model.zone_instances[st.loc[_t82]][1])]:
        if ((_st_cvars[84 + _t88] == _t82) and (_st_cvars[_t88] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 2577f652>
def _loop(st, L, _t66):
    _memo7 = st.memos[7]
    _t81 = st.zones[(5 + L[0])]
    st.budget -= len(_t81)
    if st.budget < 0: _spent72(st)
    for _t82 in _t81:
        if ((((_t66 == 'fat_tissue') or (not (_memo7[(_t82, _t66,)] if (_t82, _t66,) in _memo7 else _memo7.setdefault((_t82, _t66,), _a73(st, _t66, _t82))))) and (not ((_t66 == 'scavenger') and (_memo7[(_t82, 'carnivorous',)] if (_t82, 'carnivorous',) in _memo7 else _memo7.setdefault((_t82, 'carnivorous',), _a74(st, _t82)))))) and (not ((_t66 == 'carnivorous') and (_memo7[(_t82, 'scavenger',)] if (_t82, 'scavenger',) in _memo7 else _memo7.setdefault((_t82, 'scavenger',), _a75(st, _t82)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 da34fc6a>
def _loop(st, _t100):
    _st_cvars = st.cvars
    for _t102 in st.zones[(9 + st.model.zone_instances[st.loc[_t100]][1])]:
        if ((_st_cvars[84 + _t102] == _t100) and (_st_cvars[_t102] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 fdb37fde>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t99 = ([_c for _i in [5 + _p for _p in _k88] for _c in st.zones[_i]] or ())
    st.budget -= len(_t99)
    if st.budget < 0: _spent89(st)
    _t101 = []
    for _t100 in _t99:
        if ((st.model.zone_instances[_st_loc[_t100]][1] != _l0) and (not (_memo7[(_t100, 'parasite',)] if (_t100, 'parasite',) in _memo7 else _memo7.setdefault((_t100, 'parasite',), _a90(st, _t100))))):
            _t101.append(_t100)
    return _t101

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 dc90e1c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t105 = []
    for _t104 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t104] == L[4]) or (_st_cvars[168 + _t104] == L[4])):
            _t105.append(_st_cvars[_t104])
    return _t105

# <rulerun evolution.rules: play_card #27 c6f47542>
def _loop(st, L):
    _st_cvars = st.cvars
    _t107 = []
    for _t106 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t106] == L[4]) or (_st_cvars[168 + _t106] == L[4])):
            _t107.append(_t106)
    return _t107

# <rulerun evolution.rules: play_card #28 d0a7b902>
def _loop(st, L):
    _st_cvars = st.cvars
    _t109 = 0
    for _t108 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (_st_cvars[84 + _t108] == L[4]):
            _t109 += (1 if ((_st_cvars[_t108] == 'carnivorous') or (_st_cvars[_t108] == 'high_body_weight')) else (2 if (_st_cvars[_t108] == 'parasite') else 0))
    return _t109

# <rulerun evolution.rules: play_card #29 0d1882a2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t111 = 0
    for _t110 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if (((_st_cvars[84 + _t110] == L[4]) and (_st_cvars[_t110] == 'fat_tissue')) and _st_cvars[252 + _t110]):
            _t111 += 1
    return _t111

# <rulerun evolution.rules: play_card #30 4181bc48>
def _loop(st, L):
    _st_cvars = st.cvars
    _t113 = 0
    for _t112 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t112] == L[4]) and (_st_cvars[_t112] == 'fat_tissue')):
            _t113 += 1
    return _t113

# <rulerun evolution.rules: play_card #31 048909ea>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = 0
    for _t114 in st.zones[(9 + st.model.zone_instances[st.loc[L[4]]][1])]:
        if ((_st_cvars[84 + _t114] == L[4]) and (_st_cvars[_t114] == 'fat_tissue')):
            _t115 += 1
    return _t115

# <rulerun evolution.rules: play_card #32 62e2bd6d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain92(_text93(((((('animal ' + _plain92(_st_cvars[420 + L[4]]) + ' of ' + _player_text94(st.model.zone_instances[st.loc[L[4]]][1])) + (_text93(' ' + _plain92(_a95(st, L))) if (not not (_a96(st, L) or ())) else '')) + (' food ' + _plain92(_st_cvars[504 + L[4]]) + '/' + _plain92((1 + _a97(st, L))))) + ((' fat ' + _plain92(_a98(st, L)) + '/' + _plain92(_a99(st, L))) if (_a100(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 d1755637>
def _loop(st, L, _t124, _t128):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t129 in st.zones[(9 + st.model.zone_instances[st.loc[_t124]][1])]:
        if ((_st_cvars[_t129] == _l3) and (((_st_cvars[84 + _t129] == _t124) and (_st_cvars[168 + _t129] == _t128)) or ((_st_cvars[84 + _t129] == _t128) and (_st_cvars[168 + _t129] == _t124)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 a58a2a97>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t123 = _st_zones[(5 + _l0)]
    st.budget -= len(_t123)
    if st.budget < 0: _spent103(st)
    _t125 = []
    for _t124 in _t123:
        _t127 = _st_zones[(5 + _l0)]
        st.budget -= len(_t127)
        if st.budget < 0: _spent103(st)
        _t126 = False
        for _t128 in _t127:
            if (_memo9[(_t124, _t128, _l3,)] if (_t124, _t128, _l3,) in _memo9 else _memo9.setdefault((_t124, _t128, _l3,), ((_t124 != _t128) and (not _a104(st, L, _t124, _t128))))):
                _t126 = True
                break
        if _t126:
            _t125.append(_t124)
    return _t125

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 32c31f1d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t132 = []
    for _t131 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t131] == L[5]) or (_st_cvars[168 + _t131] == L[5])):
            _t132.append(_st_cvars[_t131])
    return _t132

# <rulerun evolution.rules: play_card #37 a1dcf0a4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t134 = []
    for _t133 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t133] == L[5]) or (_st_cvars[168 + _t133] == L[5])):
            _t134.append(_t133)
    return _t134

# <rulerun evolution.rules: play_card #38 6ebdf6b4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t136 = 0
    for _t135 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t135] == L[5]):
            _t136 += (1 if ((_st_cvars[_t135] == 'carnivorous') or (_st_cvars[_t135] == 'high_body_weight')) else (2 if (_st_cvars[_t135] == 'parasite') else 0))
    return _t136

# <rulerun evolution.rules: play_card #39 dca778bc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t138 = 0
    for _t137 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t137] == L[5]) and (_st_cvars[_t137] == 'fat_tissue')) and _st_cvars[252 + _t137]):
            _t138 += 1
    return _t138

# <rulerun evolution.rules: play_card #40 8d6afd30>
def _loop(st, L):
    _st_cvars = st.cvars
    _t140 = 0
    for _t139 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t139] == L[5]) and (_st_cvars[_t139] == 'fat_tissue')):
            _t140 += 1
    return _t140

# <rulerun evolution.rules: play_card #41 54d02cfa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t142 = 0
    for _t141 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t141] == L[5]) and (_st_cvars[_t141] == 'fat_tissue')):
            _t142 += 1
    return _t142

# <rulerun evolution.rules: play_card #42 187e3924>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain106(_text107(((((('animal ' + _plain106(_st_cvars[420 + L[5]]) + ' of ' + _player_text108(st.model.zone_instances[st.loc[L[5]]][1])) + (_text107(' ' + _plain106(_a109(st, L))) if (not not (_a110(st, L) or ())) else '')) + (' food ' + _plain106(_st_cvars[504 + L[5]]) + '/' + _plain106((1 + _a111(st, L))))) + ((' fat ' + _plain106(_a112(st, L)) + '/' + _plain106(_a113(st, L))) if (_a114(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 95ee44f5>
def _loop(st, L, _t148):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t150 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t150] == _l3) and (((_st_cvars[84 + _t150] == _l5) and (_st_cvars[168 + _t150] == _t148)) or ((_st_cvars[84 + _t150] == _t148) and (_st_cvars[168 + _t150] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 9bd4904f>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t147 = st.zones[(5 + L[0])]
    st.budget -= len(_t147)
    if st.budget < 0: _spent117(st)
    _t149 = []
    for _t148 in _t147:
        if (_memo9[(_l5, _t148, _l3,)] if (_l5, _t148, _l3,) in _memo9 else _memo9.setdefault((_l5, _t148, _l3,), ((_l5 != _t148) and (not _a118(st, L, _t148))))):
            _t149.append(_t148)
    return _t149

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 63cdac9f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = []
    for _t152 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t152] == L[6]) or (_st_cvars[168 + _t152] == L[6])):
            _t153.append(_st_cvars[_t152])
    return _t153

# <rulerun evolution.rules: play_card #47 051c472e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t155 = []
    for _t154 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t154] == L[6]) or (_st_cvars[168 + _t154] == L[6])):
            _t155.append(_t154)
    return _t155

# <rulerun evolution.rules: play_card #48 46c8dc76>
def _loop(st, L):
    _st_cvars = st.cvars
    _t157 = 0
    for _t156 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (_st_cvars[84 + _t156] == L[6]):
            _t157 += (1 if ((_st_cvars[_t156] == 'carnivorous') or (_st_cvars[_t156] == 'high_body_weight')) else (2 if (_st_cvars[_t156] == 'parasite') else 0))
    return _t157

# <rulerun evolution.rules: play_card #49 9ba690fc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t159 = 0
    for _t158 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if (((_st_cvars[84 + _t158] == L[6]) and (_st_cvars[_t158] == 'fat_tissue')) and _st_cvars[252 + _t158]):
            _t159 += 1
    return _t159

# <rulerun evolution.rules: play_card #50 9936514f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t161 = 0
    for _t160 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t160] == L[6]) and (_st_cvars[_t160] == 'fat_tissue')):
            _t161 += 1
    return _t161

# <rulerun evolution.rules: play_card #51 2676fc7a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t163 = 0
    for _t162 in st.zones[(9 + st.model.zone_instances[st.loc[L[6]]][1])]:
        if ((_st_cvars[84 + _t162] == L[6]) and (_st_cvars[_t162] == 'fat_tissue')):
            _t163 += 1
    return _t163

# <rulerun evolution.rules: play_card #52 53848551>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain120(_text121(((((('animal ' + _plain120(_st_cvars[420 + L[6]]) + ' of ' + _player_text122(st.model.zone_instances[st.loc[L[6]]][1])) + (_text121(' ' + _plain120(_a123(st, L))) if (not not (_a124(st, L) or ())) else '')) + (' food ' + _plain120(_st_cvars[504 + L[6]]) + '/' + _plain120((1 + _a125(st, L))))) + ((' fat ' + _plain120(_a126(st, L)) + '/' + _plain120(_a127(st, L))) if (_a128(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 80af766c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = []
    for _t168 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t168] == L[7]) or (_st_cvars[168 + _t168] == L[7])):
            _t169.append(_st_cvars[_t168])
    return _t169

# <rulerun evolution.rules: play_card #55 4246fa8b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = []
    for _t170 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t170] == L[7]) or (_st_cvars[168 + _t170] == L[7])):
            _t171.append(_t170)
    return _t171

# <rulerun evolution.rules: play_card #56 ce7e2b7e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t172] == L[7]):
            _t173 += (1 if ((_st_cvars[_t172] == 'carnivorous') or (_st_cvars[_t172] == 'high_body_weight')) else (2 if (_st_cvars[_t172] == 'parasite') else 0))
    return _t173

# <rulerun evolution.rules: play_card #57 18f67dde>
def _loop(st, L):
    _st_cvars = st.cvars
    _t175 = 0
    for _t174 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t174] == L[7]) and (_st_cvars[_t174] == 'fat_tissue')) and _st_cvars[252 + _t174]):
            _t175 += 1
    return _t175

# <rulerun evolution.rules: play_card #58 d4ac4d1c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t177 = 0
    for _t176 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t176] == L[7]) and (_st_cvars[_t176] == 'fat_tissue')):
            _t177 += 1
    return _t177

# <rulerun evolution.rules: play_card #59 112fab78>
def _loop(st, L):
    _st_cvars = st.cvars
    _t179 = 0
    for _t178 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t178] == L[7]) and (_st_cvars[_t178] == 'fat_tissue')):
            _t179 += 1
    return _t179

# <rulerun evolution.rules: play_card #60 b4654a3d>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain131(_text132(((((('animal ' + _plain131(_st_cvars[420 + L[7]]) + ' of ' + _player_text133(st.model.zone_instances[st.loc[L[7]]][1])) + (_text132(' ' + _plain131(_a134(st, L))) if (not not (_a135(st, L) or ())) else '')) + (' food ' + _plain131(_st_cvars[504 + L[7]]) + '/' + _plain131((1 + _a136(st, L))))) + ((' fat ' + _plain131(_a137(st, L)) + '/' + _plain131(_a138(st, L))) if (_a139(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 525aad75>
def _loop(st, L, _t191):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t193 in st.zones[(9 + st.model.zone_instances[st.loc[_t191]][1])]:
        if ((_st_cvars[84 + _t193] == _t191) and (_st_cvars[_t193] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 ef40487e>
def _loop(st, _t191):
    _st_cvars = st.cvars
    for _t195 in st.zones[(9 + st.model.zone_instances[st.loc[_t191]][1])]:
        if ((_st_cvars[84 + _t195] == _t191) and (_st_cvars[_t195] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 8a7e375e>
def _loop(st, _t191):
    _st_cvars = st.cvars
    for _t197 in st.zones[(9 + st.model.zone_instances[st.loc[_t191]][1])]:
        if ((_st_cvars[84 + _t197] == _t191) and (_st_cvars[_t197] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 ca51015c>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t190 = st.zones[(5 + L[0])]
    st.budget -= len(_t190)
    if st.budget < 0: _spent142(st)
    _t192 = []
    for _t191 in _t190:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t191, _l3,)] if (_t191, _l3,) in _memo7 else _memo7.setdefault((_t191, _l3,), _a143(st, L, _t191))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t191, 'carnivorous',)] if (_t191, 'carnivorous',) in _memo7 else _memo7.setdefault((_t191, 'carnivorous',), _a144(st, _t191)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t191, 'scavenger',)] if (_t191, 'scavenger',) in _memo7 else _memo7.setdefault((_t191, 'scavenger',), _a145(st, _t191)))))):
            _t192.append(_t191)
    return _t192

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 294b8205>
def _loop(st, L):
    _st_cvars = st.cvars
    _t200 = []
    for _t199 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t199] == L[8]) or (_st_cvars[168 + _t199] == L[8])):
            _t200.append(_st_cvars[_t199])
    return _t200

# <rulerun evolution.rules: play_card #67 4f63d383>
def _loop(st, L):
    _st_cvars = st.cvars
    _t202 = []
    for _t201 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t201] == L[8]) or (_st_cvars[168 + _t201] == L[8])):
            _t202.append(_t201)
    return _t202

# <rulerun evolution.rules: play_card #68 05f52afa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t204 = 0
    for _t203 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (_st_cvars[84 + _t203] == L[8]):
            _t204 += (1 if ((_st_cvars[_t203] == 'carnivorous') or (_st_cvars[_t203] == 'high_body_weight')) else (2 if (_st_cvars[_t203] == 'parasite') else 0))
    return _t204

# <rulerun evolution.rules: play_card #69 d5fbbbf3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t206 = 0
    for _t205 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if (((_st_cvars[84 + _t205] == L[8]) and (_st_cvars[_t205] == 'fat_tissue')) and _st_cvars[252 + _t205]):
            _t206 += 1
    return _t206

# <rulerun evolution.rules: play_card #70 d2a4d12e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t208 = 0
    for _t207 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t207] == L[8]) and (_st_cvars[_t207] == 'fat_tissue')):
            _t208 += 1
    return _t208

# <rulerun evolution.rules: play_card #71 1ee53f18>
def _loop(st, L):
    _st_cvars = st.cvars
    _t210 = 0
    for _t209 in st.zones[(9 + st.model.zone_instances[st.loc[L[8]]][1])]:
        if ((_st_cvars[84 + _t209] == L[8]) and (_st_cvars[_t209] == 'fat_tissue')):
            _t210 += 1
    return _t210

# <rulerun evolution.rules: play_card #72 349327f3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain147(_text148(((((('animal ' + _plain147(_st_cvars[420 + L[8]]) + ' of ' + _player_text149(st.model.zone_instances[st.loc[L[8]]][1])) + (_text148(' ' + _plain147(_a150(st, L))) if (not not (_a151(st, L) or ())) else '')) + (' food ' + _plain147(_st_cvars[504 + L[8]]) + '/' + _plain147((1 + _a152(st, L))))) + ((' fat ' + _plain147(_a153(st, L)) + '/' + _plain147(_a154(st, L))) if (_a155(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 4a1f197a>
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
    _t65 = ([_c62[_l1], _c63[_l1]] or ())
    st.budget -= len(_t65)
    if st.budget < 0: _spent64(st)
    _t72 = _NOT_YET
    _t64 = []
    for _t66 in _t65:
        if ((_t66 != 'no_trait') and (_memo11[(_l0, _t66,)] if (_l0, _t66,) in _memo11 else _memo11.setdefault((_l0, _t66,), ((_t72 if _t72 is not _NOT_YET else (_t72 := _a68(st, L))) if (_t66 == 'parasite') else (_a71(st, L, _t66) if (((_t66 == 'symbiosis') or (_t66 == 'communication')) or (_t66 == 'cooperation')) else _a76(st, L, _t66)))))):
            _t64.append(_t66)
    L[2] = _joined77(['animal'], _t64)
    _t90 = (L[2] or [])
    _t91 = _l0
    _t92 = len(_t90)
    if not _t92: _no_option80(_t91, 'play it as')
    if _t92 <= 1 and _st_log is None:
        L[3] = _t90[0] if _t92 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t93 = st.chooser(_t92, _t91)
        else:
            _t93 = _st_bits(_t92.bit_length())
            while _t93 >= _t92: _t93 = _st_bits(_t92.bit_length())
        L[3] = _t90[_t93]; st.decisions += 1
    elif _decide81(st, L, _t90, _t91): raise _PlayoutCut78()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t94 if -1000000000000000000 <= (_t94 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond82(_t94))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t95 = _l1
        _t96 = (5 + _l0)
        if type(_t95) is int and _st_log is None:
            _t97 = _st_zones[_st_loc[_t95]]
            if _t97[-1] == _t95: _t97.pop()
            else: _t97.remove(_t95)
            _st_zones[_t96].append(_t95); _st_loc[_t95] = _t96
        elif _t95 is not None:
            _move_cards83(st, _t95, _t96, False)
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
        if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' plays a new animal: animal ', _plain86(_st_cvars[420 + _l1])]))
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
        _t98 = (_a91(st, L) or [])
        _t116 = _l0
        _t117 = len(_t98)
        if not _t117: _no_option80(_t116, 'animal to put the parasite on')
        if _t117 <= 1 and _st_log is None:
            L[4] = _t98[0] if _t117 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t118 = st.chooser(_t117, _t116)
            else:
                _t118 = _st_bits(_t117.bit_length())
                while _t118 >= _t117: _t118 = _st_bits(_t117.bit_length())
            L[4] = _t98[_t118]; st.decisions += 1
        elif _decide102(st, L, _t98, _t116): raise _PlayoutCut78()
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
        _t119 = _l1
        _t120 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t119) is int and _st_log is None:
            _t121 = _st_zones[_st_loc[_t119]]
            if _t121[-1] == _t119: _t121.pop()
            else: _t121.remove(_t119)
            _st_zones[_t120].append(_t119); _st_loc[_t119] = _t120
        elif _t119 is not None:
            _move_cards83(st, _t119, _t120, False)
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
        if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' puts a parasite on ', _PlayerRef85(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain86(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t122 = (_a105(st, L) or [])
        _t143 = _l0
        _t144 = len(_t122)
        if not _t144: _no_option80(_t143, 'first animal of the pair')
        if _t144 <= 1 and _st_log is None:
            L[5] = _t122[0] if _t144 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t145 = st.chooser(_t144, _t143)
            else:
                _t145 = _st_bits(_t144.bit_length())
                while _t145 >= _t144: _t145 = _st_bits(_t144.bit_length())
            L[5] = _t122[_t145]; st.decisions += 1
        elif _decide116(st, L, _t122, _t143): raise _PlayoutCut78()
        _t146 = (_a119(st, L) or [])
        _t164 = _l0
        _t165 = len(_t146)
        if not _t165: _no_option80(_t164, 'second animal of the pair')
        if _t165 <= 1 and _st_log is None:
            L[6] = _t146[0] if _t165 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t166 = st.chooser(_t165, _t164)
            else:
                _t166 = _st_bits(_t165.bit_length())
                while _t166 >= _t165: _t166 = _st_bits(_t165.bit_length())
            L[6] = _t146[_t166]; st.decisions += 1
        elif _decide130(st, L, _t146, _t164): raise _PlayoutCut78()
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
            _t167 = [L[5], L[6]]
            _t180 = _l0
            _t181 = len(_t167)
            if not _t181: _no_option80(_t180, 'the symbiont')
            if _t181 <= 1 and _st_log is None:
                L[7] = _t167[0] if _t181 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t182 = st.chooser(_t181, _t180)
                else:
                    _t182 = _st_bits(_t181.bit_length())
                    while _t182 >= _t181: _t182 = _st_bits(_t181.bit_length())
                L[7] = _t167[_t182]; st.decisions += 1
            elif _decide141(st, L, _t167, _t180): raise _PlayoutCut78()
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
            _t183 = _l1
            _t184 = (9 + _l0)
            if type(_t183) is int and _st_log is None:
                _t185 = _st_zones[_st_loc[_t183]]
                if _t185[-1] == _t183: _t185.pop()
                else: _t185.remove(_t183)
                _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
            elif _t183 is not None:
                _move_cards83(st, _t183, _t184, False)
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
            if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' plays symbiosis: animal ', _plain86(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain86(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t186 = _l1
            _t187 = (9 + _l0)
            if type(_t186) is int and _st_log is None:
                _t188 = _st_zones[_st_loc[_t186]]
                if _t188[-1] == _t186: _t188.pop()
                else: _t188.remove(_t186)
                _st_zones[_t187].append(_t186); _st_loc[_t186] = _t187
            elif _t186 is not None:
                _move_cards83(st, _t186, _t187, False)
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
            if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' plays ', _plain86(L[3]), ' between animal ', _plain86(_st_cvars[420 + L[5]]), ' and animal ', _plain86(_st_cvars[420 + L[6]])]))
    else:
        _t189 = (_a146(st, L) or [])
        _t211 = _l0
        _t212 = len(_t189)
        if not _t212: _no_option80(_t211, 'animal to give it to')
        if _t212 <= 1 and _st_log is None:
            L[8] = _t189[0] if _t212 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t213 = st.chooser(_t212, _t211)
            else:
                _t213 = _st_bits(_t212.bit_length())
                while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
            L[8] = _t189[_t213]; st.decisions += 1
        elif _decide157(st, L, _t189, _t211): raise _PlayoutCut78()
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
        _t214 = _l1
        _t215 = (9 + _l0)
        if type(_t214) is int and _st_log is None:
            _t216 = _st_zones[_st_loc[_t214]]
            if _t216[-1] == _t214: _t216.pop()
            else: _t216.remove(_t214)
            _st_zones[_t215].append(_t214); _st_loc[_t214] = _t215
        elif _t214 is not None:
            _move_cards83(st, _t214, _t215, False)
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
        if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' gives ', _plain86(L[3]), ' to animal ', _plain86(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 f5b8d481>
def _native(st, L):
    _st_bits = st.bits
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
                _t61 = _t59
                _t62 = len(_t60) + 1
                if _t62 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t63 = st.chooser(_t62, _t61)
                    else:
                        _t63 = _st_bits(_t62.bit_length())
                        while _t63 >= _t62: _t63 = _st_bits(_t62.bit_length())
                    L[4] = _t60[_t63 - 1] if _t63 else None; st.decisions += 1
                elif _decide60(st, L, _t60[:], _t61): raise _PlayoutCut58()
                if (L[4] is None):
                    L[0] = _joined61(L[0], [_t59])
                else:
                    if _p158(st, [_t59, L[4], None, None, None, None, None, None, None]) == 3: return 3

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

# <rulerun evolution.rules: play_card #83 7c6e9285>
def _loop(st, _t221):
    _st_cvars = st.cvars
    for _t223 in st.zones[(9 + st.model.zone_instances[st.loc[_t221]][1])]:
        if ((_st_cvars[84 + _t223] == _t221) and (_st_cvars[_t223] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 d7d550ef>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t220 = ([_c for _i in [5 + _p for _p in _k163] for _c in st.zones[_i]] or ())
    st.budget -= len(_t220)
    if st.budget < 0: _spent164(st)
    for _t221 in _t220:
        if ((st.model.zone_instances[_st_loc[_t221]][1] != _l0) and (not (_memo7[(_t221, 'parasite',)] if (_t221, 'parasite',) in _memo7 else _memo7.setdefault((_t221, 'parasite',), _a165(st, _t221))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 55031c3a>
def _loop(st, _t219, _t227, _t231):
    _st_cvars = st.cvars
    for _t232 in st.zones[(9 + st.model.zone_instances[st.loc[_t227]][1])]:
        if ((_st_cvars[_t232] == _t219) and (((_st_cvars[84 + _t232] == _t227) and (_st_cvars[168 + _t232] == _t231)) or ((_st_cvars[84 + _t232] == _t231) and (_st_cvars[168 + _t232] == _t227)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 a578887b>
def _loop(st, L, _t219):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t226 = _st_zones[(5 + _l0)]
    st.budget -= len(_t226)
    if st.budget < 0: _spent167(st)
    for _t227 in _t226:
        _t230 = _st_zones[(5 + _l0)]
        st.budget -= len(_t230)
        if st.budget < 0: _spent167(st)
        _t229 = False
        for _t231 in _t230:
            if (_memo9[(_t227, _t231, _t219,)] if (_t227, _t231, _t219,) in _memo9 else _memo9.setdefault((_t227, _t231, _t219,), ((_t227 != _t231) and (not _a168(st, _t219, _t227, _t231))))):
                _t229 = True
                break
        if _t229:
            return True
    return False

# <rulerun evolution.rules: play_card #87 9144628e>
def _loop(st, _t219, _t235):
    _st_cvars = st.cvars
    for _t237 in st.zones[(9 + st.model.zone_instances[st.loc[_t235]][1])]:
        if ((_st_cvars[84 + _t237] == _t235) and (_st_cvars[_t237] == _t219)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 169c3f9f>
def _loop(st, _t235):
    _st_cvars = st.cvars
    for _t239 in st.zones[(9 + st.model.zone_instances[st.loc[_t235]][1])]:
        if ((_st_cvars[84 + _t239] == _t235) and (_st_cvars[_t239] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 febf96f8>
def _loop(st, _t235):
    _st_cvars = st.cvars
    for _t241 in st.zones[(9 + st.model.zone_instances[st.loc[_t235]][1])]:
        if ((_st_cvars[84 + _t241] == _t235) and (_st_cvars[_t241] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 74e9416c>
def _loop(st, L, _t219):
    _memo7 = st.memos[7]
    _t234 = st.zones[(5 + L[0])]
    st.budget -= len(_t234)
    if st.budget < 0: _spent170(st)
    for _t235 in _t234:
        if ((((_t219 == 'fat_tissue') or (not (_memo7[(_t235, _t219,)] if (_t235, _t219,) in _memo7 else _memo7.setdefault((_t235, _t219,), _a171(st, _t219, _t235))))) and (not ((_t219 == 'scavenger') and (_memo7[(_t235, 'carnivorous',)] if (_t235, 'carnivorous',) in _memo7 else _memo7.setdefault((_t235, 'carnivorous',), _a172(st, _t235)))))) and (not ((_t219 == 'carnivorous') and (_memo7[(_t235, 'scavenger',)] if (_t235, 'scavenger',) in _memo7 else _memo7.setdefault((_t235, 'scavenger',), _a173(st, _t235)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 afa85992>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t218 = ([_c160[_l1], _c161[_l1]] or ())
    st.budget -= len(_t218)
    if st.budget < 0: _spent162(st)
    _t225 = _NOT_YET
    _t217 = []
    for _t219 in _t218:
        if ((_t219 != 'no_trait') and (_memo11[(_l0, _t219,)] if (_l0, _t219,) in _memo11 else _memo11.setdefault((_l0, _t219,), ((_t225 if _t225 is not _NOT_YET else (_t225 := _a166(st, L))) if (_t219 == 'parasite') else (_a169(st, L, _t219) if (((_t219 == 'symbiosis') or (_t219 == 'communication')) or (_t219 == 'cooperation')) else _a174(st, L, _t219)))))):
            _t217.append(_t219)
    L[2] = _joined175(['animal'], _t217)

# <rulerun evolution.rules: play_card #92 86a0e7e6>
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
        _st_vars[11] = (_t243 if -1000000000000000000 <= (_t243 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond176(_t243))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t244 = _l1
        _t245 = (5 + _l0)
        if type(_t244) is int and _st_log is None:
            _t246 = _st_zones[_st_loc[_t244]]
            if _t246[-1] == _t244: _t246.pop()
            else: _t246.remove(_t244)
            _st_zones[_t245].append(_t244); _st_loc[_t244] = _t245
        elif _t244 is not None:
            _move_cards177(st, _t244, _t245, False)
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
        if _st_log is not None: _st_log.append(_Text181(_audience178(st), [_PlayerRef179(_l0), ' plays a new animal: animal ', _plain180(_st_cvars[420 + _l1])]))
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

# <rulerun evolution.rules: play_card #93 8f10284e>
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
    _t247 = _l1
    _t248 = (9 + st.model.zone_instances[_st_loc[_l4]][1])
    if type(_t247) is int and _st_log is None:
        _t249 = _st_zones[_st_loc[_t247]]
        if _t249[-1] == _t247: _t249.pop()
        else: _t249.remove(_t247)
        _st_zones[_t248].append(_t247); _st_loc[_t247] = _t248
    elif _t247 is not None:
        _move_cards182(st, _t247, _t248, False)
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
    if _st_log is not None: _st_log.append(_Text186(_audience183(st), [_PlayerRef184(L[0]), ' puts a parasite on ', _PlayerRef184(st.model.zone_instances[_st_loc[_l4]][1]), "'s animal ", _plain185(_st_cvars[420 + _l4])]))

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

# <rulerun evolution.rules: play_card #95 e7616073>
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
    _t250 = _l1
    _t251 = (9 + _l0)
    if type(_t250) is int and _st_log is None:
        _t252 = _st_zones[_st_loc[_t250]]
        if _t252[-1] == _t250: _t252.pop()
        else: _t252.remove(_t250)
        _st_zones[_t251].append(_t250); _st_loc[_t250] = _t251
    elif _t250 is not None:
        _move_cards187(st, _t250, _t251, False)
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
    if _st_log is not None: _st_log.append(_Text191(_audience188(st), [_PlayerRef189(_l0), ' plays symbiosis: animal ', _plain190(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain190(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 d753effd>
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
    _t253 = L[1]
    _t254 = (9 + _l0)
    if type(_t253) is int and _st_log is None:
        _t255 = _st_zones[_st_loc[_t253]]
        if _t255[-1] == _t253: _t255.pop()
        else: _t255.remove(_t253)
        _st_zones[_t254].append(_t253); _st_loc[_t253] = _t254
    elif _t253 is not None:
        _move_cards192(st, _t253, _t254, False)
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
    if _st_log is not None: _st_log.append(_Text196(_audience193(st), [_PlayerRef194(_l0), ' plays ', _plain195(L[3]), ' between animal ', _plain195(_st_cvars[420 + L[5]]), ' and animal ', _plain195(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 c1077b0e>
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
    _t256 = _l1
    _t257 = (9 + _l0)
    if type(_t256) is int and _st_log is None:
        _t258 = _st_zones[_st_loc[_t256]]
        if _t258[-1] == _t256: _t258.pop()
        else: _t258.remove(_t256)
        _st_zones[_t257].append(_t256); _st_loc[_t256] = _t257
    elif _t256 is not None:
        _move_cards197(st, _t256, _t257, False)
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
    if _st_log is not None: _st_log.append(_Text201(_audience198(st), [_PlayerRef199(_l0), ' gives ', _plain200(L[3]), ' to animal ', _plain200(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 d7d39ad8>
def _loop(st, _t261):
    _st_cvars = st.cvars
    for _t263 in st.zones[(9 + st.model.zone_instances[st.loc[_t261]][1])]:
        if ((_st_cvars[84 + _t263] == _t261) and (_st_cvars[_t263] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 6a6512b6>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t260 = ([_c for _i in [5 + _p for _p in _k202] for _c in st.zones[_i]] or ())
    st.budget -= len(_t260)
    if st.budget < 0: _spent203(st)
    _t262 = []
    for _t261 in _t260:
        if ((st.model.zone_instances[_st_loc[_t261]][1] != _l0) and (not (_memo7[(_t261, 'parasite',)] if (_t261, 'parasite',) in _memo7 else _memo7.setdefault((_t261, 'parasite',), _a204(st, _t261))))):
            _t262.append(_t261)
    return _t262

# <rulerun evolution.rules: play_card #100 00c8171b>
def _loop(st, L, _t273, _t277):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t278 in st.zones[(9 + st.model.zone_instances[st.loc[_t273]][1])]:
        if ((_st_cvars[_t278] == _l3) and (((_st_cvars[84 + _t278] == _t273) and (_st_cvars[168 + _t278] == _t277)) or ((_st_cvars[84 + _t278] == _t277) and (_st_cvars[168 + _t278] == _t273)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 3176f657>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t272 = _st_zones[(5 + _l0)]
    st.budget -= len(_t272)
    if st.budget < 0: _spent215(st)
    _t274 = []
    for _t273 in _t272:
        _t276 = _st_zones[(5 + _l0)]
        st.budget -= len(_t276)
        if st.budget < 0: _spent215(st)
        _t275 = False
        for _t277 in _t276:
            if (_memo9[(_t273, _t277, _l3,)] if (_t273, _t277, _l3,) in _memo9 else _memo9.setdefault((_t273, _t277, _l3,), ((_t273 != _t277) and (not _a216(st, L, _t273, _t277))))):
                _t275 = True
                break
        if _t275:
            _t274.append(_t273)
    return _t274

# <rulerun evolution.rules: play_card #102 fc2710ff>
def _loop(st, L, _t285):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t287 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t287] == _l3) and (((_st_cvars[84 + _t287] == _l5) and (_st_cvars[168 + _t287] == _t285)) or ((_st_cvars[84 + _t287] == _t285) and (_st_cvars[168 + _t287] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 d5228e50>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t284 = st.zones[(5 + L[0])]
    st.budget -= len(_t284)
    if st.budget < 0: _spent220(st)
    _t286 = []
    for _t285 in _t284:
        if (_memo9[(_l5, _t285, _l3,)] if (_l5, _t285, _l3,) in _memo9 else _memo9.setdefault((_l5, _t285, _l3,), ((_l5 != _t285) and (not _a221(st, L, _t285))))):
            _t286.append(_t285)
    return _t286

# <rulerun evolution.rules: play_card #104 f5e59576>
def _loop(st, L, _t304):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t306 in st.zones[(9 + st.model.zone_instances[st.loc[_t304]][1])]:
        if ((_st_cvars[84 + _t306] == _t304) and (_st_cvars[_t306] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 eaf51a16>
def _loop(st, _t304):
    _st_cvars = st.cvars
    for _t308 in st.zones[(9 + st.model.zone_instances[st.loc[_t304]][1])]:
        if ((_st_cvars[84 + _t308] == _t304) and (_st_cvars[_t308] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 d0788cb0>
def _loop(st, _t304):
    _st_cvars = st.cvars
    for _t310 in st.zones[(9 + st.model.zone_instances[st.loc[_t304]][1])]:
        if ((_st_cvars[84 + _t310] == _t304) and (_st_cvars[_t310] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 63bbfe92>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t303 = st.zones[(5 + L[0])]
    st.budget -= len(_t303)
    if st.budget < 0: _spent227(st)
    _t305 = []
    for _t304 in _t303:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t304, _l3,)] if (_t304, _l3,) in _memo7 else _memo7.setdefault((_t304, _l3,), _a228(st, L, _t304))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t304, 'carnivorous',)] if (_t304, 'carnivorous',) in _memo7 else _memo7.setdefault((_t304, 'carnivorous',), _a229(st, _t304)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t304, 'scavenger',)] if (_t304, 'scavenger',) in _memo7 else _memo7.setdefault((_t304, 'scavenger',), _a230(st, _t304)))))):
            _t305.append(_t304)
    return _t305

# <rulerun evolution.rules: play_card #108 e1b0c260>
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
        _t259 = (_a205(st, L) or [])
        _t265 = _l0
        _t266 = len(_t259)
        if not _t266: _no_option208(_t265, 'animal to put the parasite on')
        if _t266 <= 1 and _st_log is None:
            L[4] = _t259[0] if _t266 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t267 = st.chooser(_t266, _t265)
            else:
                _t267 = _st_bits(_t266.bit_length())
                while _t267 >= _t266: _t267 = _st_bits(_t266.bit_length())
            L[4] = _t259[_t267]; st.decisions += 1
        elif _decide209(st, L, _t259, _t265): raise _PlayoutCut206()
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
        _t268 = _l1
        _t269 = (9 + st.model.zone_instances[_st_loc[L[4]]][1])
        if type(_t268) is int and _st_log is None:
            _t270 = _st_zones[_st_loc[_t268]]
            if _t270[-1] == _t268: _t270.pop()
            else: _t270.remove(_t268)
            _st_zones[_t269].append(_t268); _st_loc[_t268] = _t269
        elif _t268 is not None:
            _move_cards210(st, _t268, _t269, False)
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
        if _st_log is not None: _st_log.append(_Text214(_audience211(st), [_PlayerRef212(_l0), ' puts a parasite on ', _PlayerRef212(st.model.zone_instances[_st_loc[L[4]]][1]), "'s animal ", _plain213(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t271 = (_a217(st, L) or [])
        _t280 = _l0
        _t281 = len(_t271)
        if not _t281: _no_option208(_t280, 'first animal of the pair')
        if _t281 <= 1 and _st_log is None:
            L[5] = _t271[0] if _t281 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t282 = st.chooser(_t281, _t280)
            else:
                _t282 = _st_bits(_t281.bit_length())
                while _t282 >= _t281: _t282 = _st_bits(_t281.bit_length())
            L[5] = _t271[_t282]; st.decisions += 1
        elif _decide219(st, L, _t271, _t280): raise _PlayoutCut206()
        _t283 = (_a222(st, L) or [])
        _t289 = _l0
        _t290 = len(_t283)
        if not _t290: _no_option208(_t289, 'second animal of the pair')
        if _t290 <= 1 and _st_log is None:
            L[6] = _t283[0] if _t290 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t291 = st.chooser(_t290, _t289)
            else:
                _t291 = _st_bits(_t290.bit_length())
                while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
            L[6] = _t283[_t291]; st.decisions += 1
        elif _decide224(st, L, _t283, _t289): raise _PlayoutCut206()
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
            _t292 = [L[5], L[6]]
            _t293 = _l0
            _t294 = len(_t292)
            if not _t294: _no_option208(_t293, 'the symbiont')
            if _t294 <= 1 and _st_log is None:
                L[7] = _t292[0] if _t294 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t295 = st.chooser(_t294, _t293)
                else:
                    _t295 = _st_bits(_t294.bit_length())
                    while _t295 >= _t294: _t295 = _st_bits(_t294.bit_length())
                L[7] = _t292[_t295]; st.decisions += 1
            elif _decide226(st, L, _t292, _t293): raise _PlayoutCut206()
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
            _t296 = _l1
            _t297 = (9 + _l0)
            if type(_t296) is int and _st_log is None:
                _t298 = _st_zones[_st_loc[_t296]]
                if _t298[-1] == _t296: _t298.pop()
                else: _t298.remove(_t296)
                _st_zones[_t297].append(_t296); _st_loc[_t296] = _t297
            elif _t296 is not None:
                _move_cards210(st, _t296, _t297, False)
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
            if _st_log is not None: _st_log.append(_Text214(_audience211(st), [_PlayerRef212(_l0), ' plays symbiosis: animal ', _plain213(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain213(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t299 = _l1
            _t300 = (9 + _l0)
            if type(_t299) is int and _st_log is None:
                _t301 = _st_zones[_st_loc[_t299]]
                if _t301[-1] == _t299: _t301.pop()
                else: _t301.remove(_t299)
                _st_zones[_t300].append(_t299); _st_loc[_t299] = _t300
            elif _t299 is not None:
                _move_cards210(st, _t299, _t300, False)
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
            if _st_log is not None: _st_log.append(_Text214(_audience211(st), [_PlayerRef212(_l0), ' plays ', _plain213(_l3), ' between animal ', _plain213(_st_cvars[420 + L[5]]), ' and animal ', _plain213(_st_cvars[420 + L[6]])]))
    else:
        _t302 = (_a231(st, L) or [])
        _t312 = _l0
        _t313 = len(_t302)
        if not _t313: _no_option208(_t312, 'animal to give it to')
        if _t313 <= 1 and _st_log is None:
            L[8] = _t302[0] if _t313 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t314 = st.chooser(_t313, _t312)
            else:
                _t314 = _st_bits(_t313.bit_length())
                while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
            L[8] = _t302[_t314]; st.decisions += 1
        elif _decide233(st, L, _t302, _t312): raise _PlayoutCut206()
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
        _t315 = _l1
        _t316 = (9 + _l0)
        if type(_t315) is int and _st_log is None:
            _t317 = _st_zones[_st_loc[_t315]]
            if _t317[-1] == _t315: _t317.pop()
            else: _t317.remove(_t315)
            _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
        elif _t315 is not None:
            _move_cards210(st, _t315, _t316, False)
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
        if _st_log is not None: _st_log.append(_Text214(_audience211(st), [_PlayerRef212(_l0), ' gives ', _plain213(_l3), ' to animal ', _plain213(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 d77fe7bd>
def _loop(st, _t320):
    _st_cvars = st.cvars
    for _t321 in st.zones[(9 + st.model.zone_instances[st.loc[_t320]][1])]:
        if ((_st_cvars[84 + _t321] == _t320) and (_st_cvars[_t321] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 74b5312c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t319 = ([_c for _i in [5 + _p for _p in _k234] for _c in st.zones[_i]] or ())
    st.budget -= len(_t319)
    if st.budget < 0: _spent235(st)
    _t318 = []
    for _t320 in _t319:
        if ((st.model.zone_instances[_st_loc[_t320]][1] != _l0) and (not _a236(st, _t320))):
            _t318.append(_t320)
    return _t318

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 dde61769>
def _loop(st, L, _t325, _t328):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t329 in st.zones[(9 + st.model.zone_instances[st.loc[_t325]][1])]:
        if ((_st_cvars[_t329] == _l3) and (((_st_cvars[84 + _t329] == _t325) and (_st_cvars[168 + _t329] == _t328)) or ((_st_cvars[84 + _t329] == _t328) and (_st_cvars[168 + _t329] == _t325)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 f02696a1>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t324 = _st_zones[(5 + _l0)]
    st.budget -= len(_t324)
    if st.budget < 0: _spent237(st)
    _t323 = []
    for _t325 in _t324:
        _t327 = _st_zones[(5 + _l0)]
        st.budget -= len(_t327)
        if st.budget < 0: _spent237(st)
        _t326 = False
        for _t328 in _t327:
            if ((_t325 != _t328) and (not _a238(st, L, _t325, _t328))):
                _t326 = True
                break
        if _t326:
            _t323.append(_t325)
    return _t323

# <rulerun evolution.rules: play_card #116 e2adf4a3>
def _loop(st, L, _t333):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t334 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t334] == _l3) and (((_st_cvars[84 + _t334] == _l5) and (_st_cvars[168 + _t334] == _t333)) or ((_st_cvars[84 + _t334] == _t333) and (_st_cvars[168 + _t334] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 0d3edfb7>
def _native(st, L):
    _l5 = L[5]
    _t332 = st.zones[(5 + L[0])]
    st.budget -= len(_t332)
    if st.budget < 0: _spent239(st)
    _t331 = []
    for _t333 in _t332:
        if ((_l5 != _t333) and (not _a240(st, L, _t333))):
            _t331.append(_t333)
    return _t331

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 ea4d79cd>
def _loop(st, L, _t338):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t339 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t339] == _t338) and (_st_cvars[_t339] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 e2329914>
def _loop(st, _t338):
    _st_cvars = st.cvars
    for _t341 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t341] == _t338) and (_st_cvars[_t341] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 e2cf4537>
def _loop(st, _t338):
    _st_cvars = st.cvars
    for _t343 in st.zones[(9 + st.model.zone_instances[st.loc[_t338]][1])]:
        if ((_st_cvars[84 + _t343] == _t338) and (_st_cvars[_t343] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 f743d673>
def _native(st, L):
    _l3 = L[3]
    _t337 = st.zones[(5 + L[0])]
    st.budget -= len(_t337)
    if st.budget < 0: _spent241(st)
    _t336 = []
    for _t338 in _t337:
        if ((((_l3 == 'fat_tissue') or (not _a242(st, L, _t338))) and (not ((_l3 == 'scavenger') and _a243(st, _t338)))) and (not ((_l3 == 'carnivorous') and _a244(st, _t338)))):
            _t336.append(_t338)
    return _t336

# <rulerun evolution.rules: determining_the_food_base #124 9df7f577>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k245)
    _st_vars[3] = ((_roll246(st, 1, 6) + 2) if (4 == 2) else (_roll246(st, 2, 6) if (4 == 3) else ((_roll246(st, 2, 6) + 2) if (4 == 4) else ((_roll246(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll246(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll246(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll246(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text250(_audience247(st), [_PlayerRef248(_st_vars[1]), ' rolls the food base: ', _plain249(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 60db73da>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t348 = []
    for _t347 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if ((_st_cvars[84 + _t347] == _t345) or (_st_cvars[168 + _t347] == _t345)):
            _t348.append(_st_cvars[_t347])
    return _t348

# <rulerun evolution.rules: feeding #126 50e2c639>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t350 = []
    for _t349 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if ((_st_cvars[84 + _t349] == _t345) or (_st_cvars[168 + _t349] == _t345)):
            _t350.append(_t349)
    return _t350

# <rulerun evolution.rules: feeding #127 10c4b31d>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t352 = 0
    for _t351 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if (_st_cvars[84 + _t351] == _t345):
            _t352 += (1 if ((_st_cvars[_t351] == 'carnivorous') or (_st_cvars[_t351] == 'high_body_weight')) else (2 if (_st_cvars[_t351] == 'parasite') else 0))
    return _t352

# <rulerun evolution.rules: feeding #128 13d7aae4>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t354 = 0
    for _t353 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if (((_st_cvars[84 + _t353] == _t345) and (_st_cvars[_t353] == 'fat_tissue')) and _st_cvars[252 + _t353]):
            _t354 += 1
    return _t354

# <rulerun evolution.rules: feeding #129 e32a34ea>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t356 = 0
    for _t355 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if ((_st_cvars[84 + _t355] == _t345) and (_st_cvars[_t355] == 'fat_tissue')):
            _t356 += 1
    return _t356

# <rulerun evolution.rules: feeding #130 4d0d14df>
def _loop(st, _t345):
    _st_cvars = st.cvars
    _t358 = 0
    for _t357 in st.zones[(9 + st.model.zone_instances[st.loc[_t345]][1])]:
        if ((_st_cvars[84 + _t357] == _t345) and (_st_cvars[_t357] == 'fat_tissue')):
            _t358 += 1
    return _t358

# <rulerun evolution.rules: feeding #131 450ce302>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t346 = ([_c for _i in [5 + _p for _p in _k251] for _c in st.zones[_i]] or [])
    st.budget -= len(_t346)
    if st.budget < 0: _spent252(st)
    for _t345 in _t346:
        _i8[2] = _t345
        if _st_log is not None: _st_log.append(_Text263(_audience253(st), ['  ', _plain255(_text254(((((('animal ' + _plain255(_st_cvars[420 + _t345]) + ' of ' + _player_text256(st.model.zone_instances[st.loc[_t345]][1])) + (_text254(' ' + _plain255(_a257(st, _t345))) if (not not (_a258(st, _t345) or ())) else '')) + (' food ' + _plain255(_st_cvars[504 + _t345]) + '/' + _plain255((_memo6[_t345] if _t345 in _memo6 else _memo6.setdefault(_t345, (1 + _a259(st, _t345))))))) + ((' fat ' + _plain255((_memo5[_t345] if _t345 in _memo5 else _memo5.setdefault(_t345, _a260(st, _t345)))) + '/' + _plain255((_memo4[_t345] if _t345 in _memo4 else _memo4.setdefault(_t345, _a261(st, _t345))))) if ((_memo4[_t345] if _t345 in _memo4 else _memo4.setdefault(_t345, _a262(st, _t345))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t345] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t345] else '')))))]))

# <rulerun evolution.rules: feeding #132 bdb145b2>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text266(_audience264(st), [_plain265(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: show_animals #133 72530f30>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t362 = []
    for _t361 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if ((_st_cvars[84 + _t361] == _t359) or (_st_cvars[168 + _t361] == _t359)):
            _t362.append(_st_cvars[_t361])
    return _t362

# <rulerun evolution.rules: show_animals #134 60da1782>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t364 = []
    for _t363 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if ((_st_cvars[84 + _t363] == _t359) or (_st_cvars[168 + _t363] == _t359)):
            _t364.append(_t363)
    return _t364

# <rulerun evolution.rules: show_animals #135 ce7e876b>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t366 = 0
    for _t365 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if (_st_cvars[84 + _t365] == _t359):
            _t366 += (1 if ((_st_cvars[_t365] == 'carnivorous') or (_st_cvars[_t365] == 'high_body_weight')) else (2 if (_st_cvars[_t365] == 'parasite') else 0))
    return _t366

# <rulerun evolution.rules: show_animals #136 60814e33>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t368 = 0
    for _t367 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if (((_st_cvars[84 + _t367] == _t359) and (_st_cvars[_t367] == 'fat_tissue')) and _st_cvars[252 + _t367]):
            _t368 += 1
    return _t368

# <rulerun evolution.rules: show_animals #137 36bfc525>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t370 = 0
    for _t369 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if ((_st_cvars[84 + _t369] == _t359) and (_st_cvars[_t369] == 'fat_tissue')):
            _t370 += 1
    return _t370

# <rulerun evolution.rules: show_animals #138 64f14e11>
def _loop(st, _t359):
    _st_cvars = st.cvars
    _t372 = 0
    for _t371 in st.zones[(9 + st.model.zone_instances[st.loc[_t359]][1])]:
        if ((_st_cvars[84 + _t371] == _t359) and (_st_cvars[_t371] == 'fat_tissue')):
            _t372 += 1
    return _t372

# <rulerun evolution.rules: show_animals #139 e7dac21c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t360 = ([_c for _i in [5 + _p for _p in _k267] for _c in st.zones[_i]] or [])
    st.budget -= len(_t360)
    if st.budget < 0: _spent268(st)
    for _t359 in _t360:
        L[2] = _t359
        if _st_log is not None: _st_log.append(_Text279(_audience269(st), ['  ', _plain271(_text270(((((('animal ' + _plain271(_st_cvars[420 + _t359]) + ' of ' + _player_text272(st.model.zone_instances[st.loc[_t359]][1])) + (_text270(' ' + _plain271(_a273(st, _t359))) if (not not (_a274(st, _t359) or ())) else '')) + (' food ' + _plain271(_st_cvars[504 + _t359]) + '/' + _plain271((_memo6[_t359] if _t359 in _memo6 else _memo6.setdefault(_t359, (1 + _a275(st, _t359))))))) + ((' fat ' + _plain271((_memo5[_t359] if _t359 in _memo5 else _memo5.setdefault(_t359, _a276(st, _t359)))) + '/' + _plain271((_memo4[_t359] if _t359 in _memo4 else _memo4.setdefault(_t359, _a277(st, _t359))))) if ((_memo4[_t359] if _t359 in _memo4 else _memo4.setdefault(_t359, _a278(st, _t359))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t359] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t359] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 1aef53fc>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t373 if -1000000000000000000 <= (_t373 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond280(_t373))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 e1d3e94f>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t374 if -1000000000000000000 <= (_t374 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond281(_t374))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text283(_audience282(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 3c5b7d2b>
def _native(st, L):
    return _o284[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 01ff3e74>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t379 = 0
    for _t378 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if (_st_cvars[84 + _t378] == _t377):
            _t379 += (1 if ((_st_cvars[_t378] == 'carnivorous') or (_st_cvars[_t378] == 'high_body_weight')) else (2 if (_st_cvars[_t378] == 'parasite') else 0))
    return _t379

# <rulerun evolution.rules: feeding_end_check #147 f5c28cb6>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t381 = 0
    for _t380 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if (((_st_cvars[84 + _t380] == _t377) and (_st_cvars[_t380] == 'fat_tissue')) and _st_cvars[252 + _t380]):
            _t381 += 1
    return _t381

# <rulerun evolution.rules: feeding_end_check #148 1e71b7db>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t383 = 0
    for _t382 in st.zones[(9 + st.model.zone_instances[st.loc[_t377]][1])]:
        if ((_st_cvars[84 + _t382] == _t377) and (_st_cvars[_t382] == 'fat_tissue')):
            _t383 += 1
    return _t383

# <rulerun evolution.rules: feeding_end_check #149 c7347fc1>
def _loop(st, _t388):
    _st_cvars = st.cvars
    _t391 = 0
    for _t390 in st.zones[(9 + st.model.zone_instances[st.loc[_t388]][1])]:
        if (_st_cvars[84 + _t390] == _t388):
            _t391 += (1 if ((_st_cvars[_t390] == 'carnivorous') or (_st_cvars[_t390] == 'high_body_weight')) else (2 if (_st_cvars[_t390] == 'parasite') else 0))
    return _t391

# <rulerun evolution.rules: feeding_end_check #150 bcad1d53>
def _loop(st, _t388):
    _st_cvars = st.cvars
    _t393 = 0
    for _t392 in st.zones[(9 + st.model.zone_instances[st.loc[_t388]][1])]:
        if (((_st_cvars[84 + _t392] == _t388) and (_st_cvars[_t392] == 'fat_tissue')) and _st_cvars[252 + _t392]):
            _t393 += 1
    return _t393

# <rulerun evolution.rules: feeding_end_check #151 0c86c23e>
def _loop(st, _t388):
    _st_cvars = st.cvars
    _t395 = 0
    for _t394 in st.zones[(9 + st.model.zone_instances[st.loc[_t388]][1])]:
        if ((_st_cvars[84 + _t394] == _t388) and (_st_cvars[_t394] == 'fat_tissue')):
            _t395 += 1
    return _t395

# <rulerun evolution.rules: feeding_end_check #152 4ff4e5db>
def _loop(st, _t397):
    _st_cvars = st.cvars
    _t400 = 0
    for _t399 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t397]]][1])]:
        if (_st_cvars[84 + _t399] == _st_cvars[84 + _t397]):
            _t400 += (1 if ((_st_cvars[_t399] == 'carnivorous') or (_st_cvars[_t399] == 'high_body_weight')) else (2 if (_st_cvars[_t399] == 'parasite') else 0))
    return _t400

# <rulerun evolution.rules: feeding_end_check #153 e4b81b99>
def _loop(st, _t388):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t396 = st.zones[(9 + st.model.zone_instances[st.loc[_t388]][1])]
    st.budget -= len(_t396)
    if st.budget < 0: _spent298(st)
    for _t397 in _t396:
        if (((_st_cvars[_t397] == 'symbiosis') and (_st_cvars[168 + _t397] == _t388)) and (not ((_st_cvars[924 + _st_cvars[84 + _t397]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t397]] >= (_memo6[_st_cvars[84 + _t397]] if _st_cvars[84 + _t397] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t397], (1 + _a299(st, _t397)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 1d9deecf>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t387 = st.zones[(5 + _t386)]
    st.budget -= len(_t387)
    if st.budget < 0: _spent294(st)
    for _t388 in _t387:
        if ((not ((_st_cvars[924 + _t388] == _st_vars[0]) or ((_st_cvars[504 + _t388] >= (_memo6[_t388] if _t388 in _memo6 else _memo6.setdefault(_t388, (1 + _a295(st, _t388))))) and ((_memo5[_t388] if _t388 in _memo5 else _memo5.setdefault(_t388, _a296(st, _t388))) >= (_memo4[_t388] if _t388 in _memo4 else _memo4.setdefault(_t388, _a297(st, _t388))))))) and (_memo14[_t388] if _t388 in _memo14 else _memo14.setdefault(_t388, (not _a300(st, _t388))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 e6d4ec38>
def _loop(st, _t402):
    _st_cvars = st.cvars
    for _t404 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if ((_st_cvars[84 + _t404] == _t402) and (_st_cvars[_t404] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 da6a6e96>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _t407 = 0
    for _t406 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if (_st_cvars[84 + _t406] == _t402):
            _t407 += (1 if ((_st_cvars[_t406] == 'carnivorous') or (_st_cvars[_t406] == 'high_body_weight')) else (2 if (_st_cvars[_t406] == 'parasite') else 0))
    return _t407

# <rulerun evolution.rules: feeding_end_check #157 a83660a1>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _t409 = 0
    for _t408 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if (((_st_cvars[84 + _t408] == _t402) and (_st_cvars[_t408] == 'fat_tissue')) and _st_cvars[252 + _t408]):
            _t409 += 1
    return _t409

# <rulerun evolution.rules: feeding_end_check #158 9e4ecc49>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if ((_st_cvars[84 + _t410] == _t402) and (_st_cvars[_t410] == 'fat_tissue')):
            _t411 += 1
    return _t411

# <rulerun evolution.rules: feeding_end_check #159 baea9add>
def _loop(st, _t413):
    _st_cvars = st.cvars
    _t416 = 0
    for _t415 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t413]]][1])]:
        if (_st_cvars[84 + _t415] == _st_cvars[84 + _t413]):
            _t416 += (1 if ((_st_cvars[_t415] == 'carnivorous') or (_st_cvars[_t415] == 'high_body_weight')) else (2 if (_st_cvars[_t415] == 'parasite') else 0))
    return _t416

# <rulerun evolution.rules: feeding_end_check #160 2ce3ea97>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t412 = st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]
    st.budget -= len(_t412)
    if st.budget < 0: _spent307(st)
    for _t413 in _t412:
        if (((_st_cvars[_t413] == 'symbiosis') and (_st_cvars[168 + _t413] == _t402)) and (not ((_st_cvars[924 + _st_cvars[84 + _t413]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t413]] >= (_memo6[_st_cvars[84 + _t413]] if _st_cvars[84 + _t413] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t413], (1 + _a308(st, _t413)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 8638f914>
def _loop(st, _t418):
    _st_cvars = st.cvars
    for _t420 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if ((_st_cvars[84 + _t420] == _t418) and (_st_cvars[_t420] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 c5c8269c>
def _loop(st, _t402):
    _st_cvars = st.cvars
    for _t422 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if ((_st_cvars[84 + _t422] == _t402) and (_st_cvars[_t422] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 2b7b1b07>
def _loop(st, _t418):
    _st_cvars = st.cvars
    for _t426 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if ((_st_cvars[84 + _t426] == _t418) and (_st_cvars[_t426] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 fccce6e6>
def _loop(st, _t402):
    _st_cvars = st.cvars
    for _t428 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if ((_st_cvars[84 + _t428] == _t402) and (_st_cvars[_t428] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 387a7566>
def _loop(st, _t418):
    _st_cvars = st.cvars
    for _t432 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if ((_st_cvars[84 + _t432] == _t418) and (_st_cvars[_t432] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 d3d59006>
def _loop(st, _t402):
    _st_cvars = st.cvars
    for _t434 in st.zones[(9 + st.model.zone_instances[st.loc[_t402]][1])]:
        if ((_st_cvars[84 + _t434] == _t402) and (_st_cvars[_t434] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 44376f56>
def _loop(st, _t418):
    _st_cvars = st.cvars
    for _t438 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if ((_st_cvars[84 + _t438] == _t418) and (_st_cvars[_t438] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 d071ac77>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t441 = 0
    for _t440 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if (_st_cvars[84 + _t440] == _t418):
            _t441 += (1 if ((_st_cvars[_t440] == 'carnivorous') or (_st_cvars[_t440] == 'high_body_weight')) else (2 if (_st_cvars[_t440] == 'parasite') else 0))
    return _t441

# <rulerun evolution.rules: feeding_end_check #169 ecf37348>
def _loop(st, _t418):
    _st_cvars = st.cvars
    for _t442 in st.zones[(9 + st.model.zone_instances[st.loc[_t418]][1])]:
        if ((_st_cvars[_t442] == 'symbiosis') and (_st_cvars[168 + _t442] == _t418)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 5df3c5ae>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t417 = ([_c for _i in [5 + _p for _p in _k310] for _c in st.zones[_i]] or ())
    st.budget -= len(_t417)
    if st.budget < 0: _spent311(st)
    _t424 = _NOT_YET
    _t425 = _NOT_YET
    _t430 = _NOT_YET
    _t431 = _NOT_YET
    _t436 = _NOT_YET
    _t437 = _NOT_YET
    for _t418 in _t417:
        if ((((((_t402 != _t418) and ((not (_memo7[(_t418, 'camouflage',)] if (_t418, 'camouflage',) in _memo7 else _memo7.setdefault((_t418, 'camouflage',), _a312(st, _t418)))) or (_t425 if _t425 is not _NOT_YET else (_t425 := (_memo7[(_t402, 'sharp_vision',)] if (_t402, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t402, 'sharp_vision',), (_t424 if _t424 is not _NOT_YET else (_t424 := _a313(st, _t402))))))))) and ((not (_memo7[(_t418, 'high_body_weight',)] if (_t418, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t418, 'high_body_weight',), _a314(st, _t418)))) or (_t431 if _t431 is not _NOT_YET else (_t431 := (_memo7[(_t402, 'high_body_weight',)] if (_t402, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t402, 'high_body_weight',), (_t430 if _t430 is not _NOT_YET else (_t430 := _a315(st, _t402))))))))) and ((_memo7[(_t418, 'swimming',)] if (_t418, 'swimming',) in _memo7 else _memo7.setdefault((_t418, 'swimming',), _a316(st, _t418))) == (_t437 if _t437 is not _NOT_YET else (_t437 := (_memo7[(_t402, 'swimming',)] if (_t402, 'swimming',) in _memo7 else _memo7.setdefault((_t402, 'swimming',), (_t436 if _t436 is not _NOT_YET else (_t436 := _a317(st, _t402))))))))) and (not ((_memo7[(_t418, 'burrowing',)] if (_t418, 'burrowing',) in _memo7 else _memo7.setdefault((_t418, 'burrowing',), _a318(st, _t418))) and ((_st_cvars[924 + _t418] == _st_vars[0]) or (_st_cvars[504 + _t418] >= (_memo6[_t418] if _t418 in _memo6 else _memo6.setdefault(_t418, (1 + _a319(st, _t418))))))))) and (not (_memo13[_t418] if _t418 in _memo13 else _memo13.setdefault(_t418, _a320(st, _t418))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 8f1309aa>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t401 = st.zones[(5 + _t386)]
    st.budget -= len(_t401)
    if st.budget < 0: _spent302(st)
    for _t402 in _t401:
        if (_memo0[_t402] if _t402 in _memo0 else _memo0.setdefault(_t402, ((((_memo7[(_t402, 'carnivorous',)] if (_t402, 'carnivorous',) in _memo7 else _memo7.setdefault((_t402, 'carnivorous',), _a303(st, _t402))) and (_st_cvars[672 + _t402] != _st_vars[0])) and ((not ((_st_cvars[924 + _t402] == _st_vars[0]) or ((_st_cvars[504 + _t402] >= (_memo6[_t402] if _t402 in _memo6 else _memo6.setdefault(_t402, (1 + _a304(st, _t402))))) and ((_memo5[_t402] if _t402 in _memo5 else _memo5.setdefault(_t402, _a305(st, _t402))) >= (_memo4[_t402] if _t402 in _memo4 else _memo4.setdefault(_t402, _a306(st, _t402))))))) and (_memo14[_t402] if _t402 in _memo14 else _memo14.setdefault(_t402, (not _a309(st, _t402)))))) and _a321(st, _t402)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 b6adb954>
def _loop(st, _t445):
    _st_cvars = st.cvars
    _t448 = 0
    for _t447 in st.zones[(9 + st.model.zone_instances[st.loc[_t445]][1])]:
        if (_st_cvars[84 + _t447] == _t445):
            _t448 += (1 if ((_st_cvars[_t447] == 'carnivorous') or (_st_cvars[_t447] == 'high_body_weight')) else (2 if (_st_cvars[_t447] == 'parasite') else 0))
    return _t448

# <rulerun evolution.rules: feeding_end_check #173 d5e2e1cf>
def _loop(st, _t445):
    _st_cvars = st.cvars
    _t450 = 0
    for _t449 in st.zones[(9 + st.model.zone_instances[st.loc[_t445]][1])]:
        if (((_st_cvars[84 + _t449] == _t445) and (_st_cvars[_t449] == 'fat_tissue')) and _st_cvars[252 + _t449]):
            _t450 += 1
    return _t450

# <rulerun evolution.rules: feeding_end_check #174 ba74ce83>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t444 = st.zones[(5 + _t386)]
    st.budget -= len(_t444)
    if st.budget < 0: _spent323(st)
    for _t445 in _t444:
        if ((not ((_st_cvars[924 + _t445] == _st_vars[0]) or (_st_cvars[504 + _t445] >= (_memo6[_t445] if _t445 in _memo6 else _memo6.setdefault(_t445, (1 + _a324(st, _t445))))))) and ((_memo5[_t445] if _t445 in _memo5 else _memo5.setdefault(_t445, _a325(st, _t445))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 0479db40>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t454 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t454] == _t452) and (_st_cvars[_t454] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 384b4f02>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t457 = 0
    for _t456 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (_st_cvars[84 + _t456] == _t452):
            _t457 += (1 if ((_st_cvars[_t456] == 'carnivorous') or (_st_cvars[_t456] == 'high_body_weight')) else (2 if (_st_cvars[_t456] == 'parasite') else 0))
    return _t457

# <rulerun evolution.rules: feeding_end_check #177 a370c1e9>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (_st_cvars[84 + _t458] == _t452):
            _t459 += (1 if ((_st_cvars[_t458] == 'carnivorous') or (_st_cvars[_t458] == 'high_body_weight')) else (2 if (_st_cvars[_t458] == 'parasite') else 0))
    return _t459

# <rulerun evolution.rules: feeding_end_check #178 b8308011>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (((_st_cvars[84 + _t460] == _t452) and (_st_cvars[_t460] == 'fat_tissue')) and _st_cvars[252 + _t460]):
            _t461 += 1
    return _t461

# <rulerun evolution.rules: feeding_end_check #179 0378f34e>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t463 = 0
    for _t462 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t462] == _t452) and (_st_cvars[_t462] == 'fat_tissue')):
            _t463 += 1
    return _t463

# <rulerun evolution.rules: feeding_end_check #180 69f9404e>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t468 = 0
    for _t467 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t465]]][1])]:
        if (_st_cvars[84 + _t467] == _st_cvars[84 + _t465]):
            _t468 += (1 if ((_st_cvars[_t467] == 'carnivorous') or (_st_cvars[_t467] == 'high_body_weight')) else (2 if (_st_cvars[_t467] == 'parasite') else 0))
    return _t468

# <rulerun evolution.rules: feeding_end_check #181 d7be55d1>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t464 = st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]
    st.budget -= len(_t464)
    if st.budget < 0: _spent333(st)
    for _t465 in _t464:
        if (((_st_cvars[_t465] == 'symbiosis') and (_st_cvars[168 + _t465] == _t452)) and (not ((_st_cvars[924 + _st_cvars[84 + _t465]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t465]] >= (_memo6[_st_cvars[84 + _t465]] if _st_cvars[84 + _t465] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t465], (1 + _a334(st, _t465)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 ba13f0e4>
def _loop(st, _t470):
    _st_cvars = st.cvars
    _t473 = 0
    for _t472 in st.zones[(9 + st.model.zone_instances[st.loc[_t470]][1])]:
        if (_st_cvars[84 + _t472] == _t470):
            _t473 += (1 if ((_st_cvars[_t472] == 'carnivorous') or (_st_cvars[_t472] == 'high_body_weight')) else (2 if (_st_cvars[_t472] == 'parasite') else 0))
    return _t473

# <rulerun evolution.rules: feeding_end_check #183 51991b8c>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t469 = ([_c for _i in [5 + _p for _p in _k336] for _c in st.zones[_i]] or ())
    st.budget -= len(_t469)
    if st.budget < 0: _spent337(st)
    for _t470 in _t469:
        if ((_t470 != _t452) and ((not ((_st_cvars[924 + _t470] == _st_vars[0]) or (_st_cvars[504 + _t470] >= (_memo6[_t470] if _t470 in _memo6 else _memo6.setdefault(_t470, (1 + _a338(st, _t470))))))) and (_st_cvars[504 + _t470] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 8840c7ff>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t474 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t474] == _t452) and (_st_cvars[_t474] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 d8c9015c>
def _loop(st, _t452):
    _st_cvars = st.cvars
    _t477 = 0
    for _t476 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if (_st_cvars[84 + _t476] == _t452):
            _t477 += (1 if ((_st_cvars[_t476] == 'carnivorous') or (_st_cvars[_t476] == 'high_body_weight')) else (2 if (_st_cvars[_t476] == 'parasite') else 0))
    return _t477

# <rulerun evolution.rules: feeding_end_check #186 dd78bb8c>
def _loop(st, _t452):
    _st_cvars = st.cvars
    for _t478 in st.zones[(9 + st.model.zone_instances[st.loc[_t452]][1])]:
        if ((_st_cvars[84 + _t478] == _t452) and (_st_cvars[_t478] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 2de8d1ca>
def _loop(st, _t386):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t451 = st.zones[(5 + _t386)]
    st.budget -= len(_t451)
    if st.budget < 0: _spent327(st)
    for _t452 in _t451:
        if (((_memo10[_t452] if _t452 in _memo10 else _memo10.setdefault(_t452, (((((_memo7[(_t452, 'piracy',)] if (_t452, 'piracy',) in _memo7 else _memo7.setdefault((_t452, 'piracy',), _a328(st, _t452))) and (_st_cvars[756 + _t452] != _st_vars[0])) and (not ((_st_cvars[924 + _t452] == _st_vars[0]) or (_st_cvars[504 + _t452] >= (_memo6[_t452] if _t452 in _memo6 else _memo6.setdefault(_t452, (1 + _a329(st, _t452)))))))) and ((not ((_st_cvars[924 + _t452] == _st_vars[0]) or ((_st_cvars[504 + _t452] >= (_memo6[_t452] if _t452 in _memo6 else _memo6.setdefault(_t452, (1 + _a330(st, _t452))))) and ((_memo5[_t452] if _t452 in _memo5 else _memo5.setdefault(_t452, _a331(st, _t452))) >= (_memo4[_t452] if _t452 in _memo4 else _memo4.setdefault(_t452, _a332(st, _t452))))))) and (_memo14[_t452] if _t452 in _memo14 else _memo14.setdefault(_t452, (not _a335(st, _t452)))))) and _a339(st, _t452)))) or (((((_memo7[(_t452, 'hibernation',)] if (_t452, 'hibernation',) in _memo7 else _memo7.setdefault((_t452, 'hibernation',), _a340(st, _t452))) and (_st_cvars[924 + _t452] != _st_vars[0])) and (_st_cvars[924 + _t452] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t452] == _st_vars[0]) or (_st_cvars[504 + _t452] >= (_memo6[_t452] if _t452 in _memo6 else _memo6.setdefault(_t452, (1 + _a341(st, _t452))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t452, 'grazing',)] if (_t452, 'grazing',) in _memo7 else _memo7.setdefault((_t452, 'grazing',), _a342(st, _t452))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 8f33a40b>
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
    _t376 = ([_c for _i in [5 + _p for _p in _k285] for _c in st.zones[_i]] or ())
    st.budget -= len(_t376)
    if st.budget < 0: _spent286(st)
    _t375 = True
    for _t377 in _t376:
        if not (((_st_cvars[924 + _t377] == _st_vars[0]) or ((_st_cvars[504 + _t377] >= (_memo6[_t377] if _t377 in _memo6 else _memo6.setdefault(_t377, (1 + _a287(st, _t377))))) and ((_memo5[_t377] if _t377 in _memo5 else _memo5.setdefault(_t377, _a288(st, _t377))) >= (_memo4[_t377] if _t377 in _memo4 else _memo4.setdefault(_t377, _a289(st, _t377))))))):
            _t375 = False
            break
    if _t375:
        if _st_log is not None: _st_log.append(_Text291(_audience290(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo292(6)
    _t385 = (_k293 or ())
    st.budget -= len(_t385)
    if st.budget < 0: _spent286(st)
    _t384 = False
    for _t386 in _t385:
        if (_memo8[_t386] if _t386 in _memo8 else _memo8.setdefault(_t386, ((((_memo3[_t386] if _t386 in _memo3 else _memo3.setdefault(_t386, ((_st_vars[3] > 0) and _a301(st, _t386)))) or (_memo1[_t386] if _t386 in _memo1 else _memo1.setdefault(_t386, _a322(st, _t386)))) or (_memo2[_t386] if _t386 in _memo2 else _memo2.setdefault(_t386, _a326(st, _t386)))) or _a343(st, _t386)))):
            _t384 = True
            break
    if (not _t384):
        if _st_log is not None: _st_log.append(_Text291(_audience290(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo292(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 887ad805>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _t484 = 0
    for _t483 in st.zones[(9 + st.model.zone_instances[st.loc[_t482]][1])]:
        if (_st_cvars[84 + _t483] == _t482):
            _t484 += (1 if ((_st_cvars[_t483] == 'carnivorous') or (_st_cvars[_t483] == 'high_body_weight')) else (2 if (_st_cvars[_t483] == 'parasite') else 0))
    return _t484

# <rulerun evolution.rules: feeding_turn_of #191 d4e42a0b>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _t486 = 0
    for _t485 in st.zones[(9 + st.model.zone_instances[st.loc[_t482]][1])]:
        if (((_st_cvars[84 + _t485] == _t482) and (_st_cvars[_t485] == 'fat_tissue')) and _st_cvars[252 + _t485]):
            _t486 += 1
    return _t486

# <rulerun evolution.rules: feeding_turn_of #192 d100e889>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _t488 = 0
    for _t487 in st.zones[(9 + st.model.zone_instances[st.loc[_t482]][1])]:
        if ((_st_cvars[84 + _t487] == _t482) and (_st_cvars[_t487] == 'fat_tissue')):
            _t488 += 1
    return _t488

# <rulerun evolution.rules: feeding_turn_of #193 256e2953>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t496 = 0
    for _t495 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if (_st_cvars[84 + _t495] == _t493):
            _t496 += (1 if ((_st_cvars[_t495] == 'carnivorous') or (_st_cvars[_t495] == 'high_body_weight')) else (2 if (_st_cvars[_t495] == 'parasite') else 0))
    return _t496

# <rulerun evolution.rules: feeding_turn_of #194 b9ea05c0>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t498 = 0
    for _t497 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if (((_st_cvars[84 + _t497] == _t493) and (_st_cvars[_t497] == 'fat_tissue')) and _st_cvars[252 + _t497]):
            _t498 += 1
    return _t498

# <rulerun evolution.rules: feeding_turn_of #195 752a416d>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t500 = 0
    for _t499 in st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]:
        if ((_st_cvars[84 + _t499] == _t493) and (_st_cvars[_t499] == 'fat_tissue')):
            _t500 += 1
    return _t500

# <rulerun evolution.rules: feeding_turn_of #196 572ac680>
def _loop(st, _t502):
    _st_cvars = st.cvars
    _t505 = 0
    for _t504 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t502]]][1])]:
        if (_st_cvars[84 + _t504] == _st_cvars[84 + _t502]):
            _t505 += (1 if ((_st_cvars[_t504] == 'carnivorous') or (_st_cvars[_t504] == 'high_body_weight')) else (2 if (_st_cvars[_t504] == 'parasite') else 0))
    return _t505

# <rulerun evolution.rules: feeding_turn_of #197 f7e0e8fd>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t501 = st.zones[(9 + st.model.zone_instances[st.loc[_t493]][1])]
    st.budget -= len(_t501)
    if st.budget < 0: _spent357(st)
    for _t502 in _t501:
        if (((_st_cvars[_t502] == 'symbiosis') and (_st_cvars[168 + _t502] == _t493)) and (not ((_st_cvars[924 + _st_cvars[84 + _t502]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t502]] >= (_memo6[_st_cvars[84 + _t502]] if _st_cvars[84 + _t502] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t502], (1 + _a358(st, _t502)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 bff3598f>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t492 = st.zones[(5 + _t491)]
    st.budget -= len(_t492)
    if st.budget < 0: _spent353(st)
    for _t493 in _t492:
        if ((not ((_st_cvars[924 + _t493] == _st_vars[0]) or ((_st_cvars[504 + _t493] >= (_memo6[_t493] if _t493 in _memo6 else _memo6.setdefault(_t493, (1 + _a354(st, _t493))))) and ((_memo5[_t493] if _t493 in _memo5 else _memo5.setdefault(_t493, _a355(st, _t493))) >= (_memo4[_t493] if _t493 in _memo4 else _memo4.setdefault(_t493, _a356(st, _t493))))))) and (_memo14[_t493] if _t493 in _memo14 else _memo14.setdefault(_t493, (not _a359(st, _t493))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 4874e1ae>
def _loop(st, _t507):
    _st_cvars = st.cvars
    for _t509 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if ((_st_cvars[84 + _t509] == _t507) and (_st_cvars[_t509] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 ee1a6f7f>
def _loop(st, _t507):
    _st_cvars = st.cvars
    _t512 = 0
    for _t511 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if (_st_cvars[84 + _t511] == _t507):
            _t512 += (1 if ((_st_cvars[_t511] == 'carnivorous') or (_st_cvars[_t511] == 'high_body_weight')) else (2 if (_st_cvars[_t511] == 'parasite') else 0))
    return _t512

# <rulerun evolution.rules: feeding_turn_of #201 451fee7d>
def _loop(st, _t507):
    _st_cvars = st.cvars
    _t514 = 0
    for _t513 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if (((_st_cvars[84 + _t513] == _t507) and (_st_cvars[_t513] == 'fat_tissue')) and _st_cvars[252 + _t513]):
            _t514 += 1
    return _t514

# <rulerun evolution.rules: feeding_turn_of #202 4faf33ec>
def _loop(st, _t507):
    _st_cvars = st.cvars
    _t516 = 0
    for _t515 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if ((_st_cvars[84 + _t515] == _t507) and (_st_cvars[_t515] == 'fat_tissue')):
            _t516 += 1
    return _t516

# <rulerun evolution.rules: feeding_turn_of #203 d42210e0>
def _loop(st, _t518):
    _st_cvars = st.cvars
    _t521 = 0
    for _t520 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t518]]][1])]:
        if (_st_cvars[84 + _t520] == _st_cvars[84 + _t518]):
            _t521 += (1 if ((_st_cvars[_t520] == 'carnivorous') or (_st_cvars[_t520] == 'high_body_weight')) else (2 if (_st_cvars[_t520] == 'parasite') else 0))
    return _t521

# <rulerun evolution.rules: feeding_turn_of #204 fc02eeba>
def _loop(st, _t507):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t517 = st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]
    st.budget -= len(_t517)
    if st.budget < 0: _spent366(st)
    for _t518 in _t517:
        if (((_st_cvars[_t518] == 'symbiosis') and (_st_cvars[168 + _t518] == _t507)) and (not ((_st_cvars[924 + _st_cvars[84 + _t518]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t518]] >= (_memo6[_st_cvars[84 + _t518]] if _st_cvars[84 + _t518] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t518], (1 + _a367(st, _t518)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 ca0017b3>
def _loop(st, _t523):
    _st_cvars = st.cvars
    for _t525 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if ((_st_cvars[84 + _t525] == _t523) and (_st_cvars[_t525] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 fb0dc330>
def _loop(st, _t507):
    _st_cvars = st.cvars
    for _t527 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if ((_st_cvars[84 + _t527] == _t507) and (_st_cvars[_t527] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 049277e2>
def _loop(st, _t523):
    _st_cvars = st.cvars
    for _t531 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if ((_st_cvars[84 + _t531] == _t523) and (_st_cvars[_t531] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 4768d7b2>
def _loop(st, _t507):
    _st_cvars = st.cvars
    for _t533 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if ((_st_cvars[84 + _t533] == _t507) and (_st_cvars[_t533] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 d82e6d34>
def _loop(st, _t523):
    _st_cvars = st.cvars
    for _t537 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if ((_st_cvars[84 + _t537] == _t523) and (_st_cvars[_t537] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 bb2e073d>
def _loop(st, _t507):
    _st_cvars = st.cvars
    for _t539 in st.zones[(9 + st.model.zone_instances[st.loc[_t507]][1])]:
        if ((_st_cvars[84 + _t539] == _t507) and (_st_cvars[_t539] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 0a0884c1>
def _loop(st, _t523):
    _st_cvars = st.cvars
    for _t543 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if ((_st_cvars[84 + _t543] == _t523) and (_st_cvars[_t543] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 67868626>
def _loop(st, _t523):
    _st_cvars = st.cvars
    _t546 = 0
    for _t545 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if (_st_cvars[84 + _t545] == _t523):
            _t546 += (1 if ((_st_cvars[_t545] == 'carnivorous') or (_st_cvars[_t545] == 'high_body_weight')) else (2 if (_st_cvars[_t545] == 'parasite') else 0))
    return _t546

# <rulerun evolution.rules: feeding_turn_of #213 9e12bd29>
def _loop(st, _t523):
    _st_cvars = st.cvars
    for _t547 in st.zones[(9 + st.model.zone_instances[st.loc[_t523]][1])]:
        if ((_st_cvars[_t547] == 'symbiosis') and (_st_cvars[168 + _t547] == _t523)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 7dc80759>
def _loop(st, _t507):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t522 = ([_c for _i in [5 + _p for _p in _k369] for _c in st.zones[_i]] or ())
    st.budget -= len(_t522)
    if st.budget < 0: _spent370(st)
    _t529 = _NOT_YET
    _t530 = _NOT_YET
    _t535 = _NOT_YET
    _t536 = _NOT_YET
    _t541 = _NOT_YET
    _t542 = _NOT_YET
    for _t523 in _t522:
        if ((((((_t507 != _t523) and ((not (_memo7[(_t523, 'camouflage',)] if (_t523, 'camouflage',) in _memo7 else _memo7.setdefault((_t523, 'camouflage',), _a371(st, _t523)))) or (_t530 if _t530 is not _NOT_YET else (_t530 := (_memo7[(_t507, 'sharp_vision',)] if (_t507, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t507, 'sharp_vision',), (_t529 if _t529 is not _NOT_YET else (_t529 := _a372(st, _t507))))))))) and ((not (_memo7[(_t523, 'high_body_weight',)] if (_t523, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t523, 'high_body_weight',), _a373(st, _t523)))) or (_t536 if _t536 is not _NOT_YET else (_t536 := (_memo7[(_t507, 'high_body_weight',)] if (_t507, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t507, 'high_body_weight',), (_t535 if _t535 is not _NOT_YET else (_t535 := _a374(st, _t507))))))))) and ((_memo7[(_t523, 'swimming',)] if (_t523, 'swimming',) in _memo7 else _memo7.setdefault((_t523, 'swimming',), _a375(st, _t523))) == (_t542 if _t542 is not _NOT_YET else (_t542 := (_memo7[(_t507, 'swimming',)] if (_t507, 'swimming',) in _memo7 else _memo7.setdefault((_t507, 'swimming',), (_t541 if _t541 is not _NOT_YET else (_t541 := _a376(st, _t507))))))))) and (not ((_memo7[(_t523, 'burrowing',)] if (_t523, 'burrowing',) in _memo7 else _memo7.setdefault((_t523, 'burrowing',), _a377(st, _t523))) and ((_st_cvars[924 + _t523] == _st_vars[0]) or (_st_cvars[504 + _t523] >= (_memo6[_t523] if _t523 in _memo6 else _memo6.setdefault(_t523, (1 + _a378(st, _t523))))))))) and (not (_memo13[_t523] if _t523 in _memo13 else _memo13.setdefault(_t523, _a379(st, _t523))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 4f6ba53a>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t506 = st.zones[(5 + _t491)]
    st.budget -= len(_t506)
    if st.budget < 0: _spent361(st)
    for _t507 in _t506:
        if (_memo0[_t507] if _t507 in _memo0 else _memo0.setdefault(_t507, ((((_memo7[(_t507, 'carnivorous',)] if (_t507, 'carnivorous',) in _memo7 else _memo7.setdefault((_t507, 'carnivorous',), _a362(st, _t507))) and (_st_cvars[672 + _t507] != _st_vars[0])) and ((not ((_st_cvars[924 + _t507] == _st_vars[0]) or ((_st_cvars[504 + _t507] >= (_memo6[_t507] if _t507 in _memo6 else _memo6.setdefault(_t507, (1 + _a363(st, _t507))))) and ((_memo5[_t507] if _t507 in _memo5 else _memo5.setdefault(_t507, _a364(st, _t507))) >= (_memo4[_t507] if _t507 in _memo4 else _memo4.setdefault(_t507, _a365(st, _t507))))))) and (_memo14[_t507] if _t507 in _memo14 else _memo14.setdefault(_t507, (not _a368(st, _t507)))))) and _a380(st, _t507)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 41a095a8>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t553 = 0
    for _t552 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if (_st_cvars[84 + _t552] == _t550):
            _t553 += (1 if ((_st_cvars[_t552] == 'carnivorous') or (_st_cvars[_t552] == 'high_body_weight')) else (2 if (_st_cvars[_t552] == 'parasite') else 0))
    return _t553

# <rulerun evolution.rules: feeding_turn_of #217 ecbd5d80>
def _loop(st, _t550):
    _st_cvars = st.cvars
    _t555 = 0
    for _t554 in st.zones[(9 + st.model.zone_instances[st.loc[_t550]][1])]:
        if (((_st_cvars[84 + _t554] == _t550) and (_st_cvars[_t554] == 'fat_tissue')) and _st_cvars[252 + _t554]):
            _t555 += 1
    return _t555

# <rulerun evolution.rules: feeding_turn_of #218 35d87929>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t549 = st.zones[(5 + _t491)]
    st.budget -= len(_t549)
    if st.budget < 0: _spent382(st)
    for _t550 in _t549:
        if ((not ((_st_cvars[924 + _t550] == _st_vars[0]) or (_st_cvars[504 + _t550] >= (_memo6[_t550] if _t550 in _memo6 else _memo6.setdefault(_t550, (1 + _a383(st, _t550))))))) and ((_memo5[_t550] if _t550 in _memo5 else _memo5.setdefault(_t550, _a384(st, _t550))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 ae140ef0>
def _loop(st, _t557):
    _st_cvars = st.cvars
    for _t559 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if ((_st_cvars[84 + _t559] == _t557) and (_st_cvars[_t559] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 2efd4e9d>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t562 = 0
    for _t561 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if (_st_cvars[84 + _t561] == _t557):
            _t562 += (1 if ((_st_cvars[_t561] == 'carnivorous') or (_st_cvars[_t561] == 'high_body_weight')) else (2 if (_st_cvars[_t561] == 'parasite') else 0))
    return _t562

# <rulerun evolution.rules: feeding_turn_of #221 8e119097>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t564 = 0
    for _t563 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if (_st_cvars[84 + _t563] == _t557):
            _t564 += (1 if ((_st_cvars[_t563] == 'carnivorous') or (_st_cvars[_t563] == 'high_body_weight')) else (2 if (_st_cvars[_t563] == 'parasite') else 0))
    return _t564

# <rulerun evolution.rules: feeding_turn_of #222 5a84095c>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t566 = 0
    for _t565 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if (((_st_cvars[84 + _t565] == _t557) and (_st_cvars[_t565] == 'fat_tissue')) and _st_cvars[252 + _t565]):
            _t566 += 1
    return _t566

# <rulerun evolution.rules: feeding_turn_of #223 cf78fb74>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t568 = 0
    for _t567 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if ((_st_cvars[84 + _t567] == _t557) and (_st_cvars[_t567] == 'fat_tissue')):
            _t568 += 1
    return _t568

# <rulerun evolution.rules: feeding_turn_of #224 4132de1d>
def _loop(st, _t570):
    _st_cvars = st.cvars
    _t573 = 0
    for _t572 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t570]]][1])]:
        if (_st_cvars[84 + _t572] == _st_cvars[84 + _t570]):
            _t573 += (1 if ((_st_cvars[_t572] == 'carnivorous') or (_st_cvars[_t572] == 'high_body_weight')) else (2 if (_st_cvars[_t572] == 'parasite') else 0))
    return _t573

# <rulerun evolution.rules: feeding_turn_of #225 2aee81c3>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t569 = st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]
    st.budget -= len(_t569)
    if st.budget < 0: _spent392(st)
    for _t570 in _t569:
        if (((_st_cvars[_t570] == 'symbiosis') and (_st_cvars[168 + _t570] == _t557)) and (not ((_st_cvars[924 + _st_cvars[84 + _t570]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t570]] >= (_memo6[_st_cvars[84 + _t570]] if _st_cvars[84 + _t570] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t570], (1 + _a393(st, _t570)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 e0b222ed>
def _loop(st, _t575):
    _st_cvars = st.cvars
    _t578 = 0
    for _t577 in st.zones[(9 + st.model.zone_instances[st.loc[_t575]][1])]:
        if (_st_cvars[84 + _t577] == _t575):
            _t578 += (1 if ((_st_cvars[_t577] == 'carnivorous') or (_st_cvars[_t577] == 'high_body_weight')) else (2 if (_st_cvars[_t577] == 'parasite') else 0))
    return _t578

# <rulerun evolution.rules: feeding_turn_of #227 c1ebb48c>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t574 = ([_c for _i in [5 + _p for _p in _k395] for _c in st.zones[_i]] or ())
    st.budget -= len(_t574)
    if st.budget < 0: _spent396(st)
    for _t575 in _t574:
        if ((_t575 != _t557) and ((not ((_st_cvars[924 + _t575] == _st_vars[0]) or (_st_cvars[504 + _t575] >= (_memo6[_t575] if _t575 in _memo6 else _memo6.setdefault(_t575, (1 + _a397(st, _t575))))))) and (_st_cvars[504 + _t575] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 8310f88a>
def _loop(st, _t557):
    _st_cvars = st.cvars
    for _t579 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if ((_st_cvars[84 + _t579] == _t557) and (_st_cvars[_t579] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 47c70afa>
def _loop(st, _t557):
    _st_cvars = st.cvars
    _t582 = 0
    for _t581 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if (_st_cvars[84 + _t581] == _t557):
            _t582 += (1 if ((_st_cvars[_t581] == 'carnivorous') or (_st_cvars[_t581] == 'high_body_weight')) else (2 if (_st_cvars[_t581] == 'parasite') else 0))
    return _t582

# <rulerun evolution.rules: feeding_turn_of #230 3527e8d8>
def _loop(st, _t557):
    _st_cvars = st.cvars
    for _t583 in st.zones[(9 + st.model.zone_instances[st.loc[_t557]][1])]:
        if ((_st_cvars[84 + _t583] == _t557) and (_st_cvars[_t583] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 8820baf5>
def _loop(st, _t491):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t556 = st.zones[(5 + _t491)]
    st.budget -= len(_t556)
    if st.budget < 0: _spent386(st)
    for _t557 in _t556:
        if (((_memo10[_t557] if _t557 in _memo10 else _memo10.setdefault(_t557, (((((_memo7[(_t557, 'piracy',)] if (_t557, 'piracy',) in _memo7 else _memo7.setdefault((_t557, 'piracy',), _a387(st, _t557))) and (_st_cvars[756 + _t557] != _st_vars[0])) and (not ((_st_cvars[924 + _t557] == _st_vars[0]) or (_st_cvars[504 + _t557] >= (_memo6[_t557] if _t557 in _memo6 else _memo6.setdefault(_t557, (1 + _a388(st, _t557)))))))) and ((not ((_st_cvars[924 + _t557] == _st_vars[0]) or ((_st_cvars[504 + _t557] >= (_memo6[_t557] if _t557 in _memo6 else _memo6.setdefault(_t557, (1 + _a389(st, _t557))))) and ((_memo5[_t557] if _t557 in _memo5 else _memo5.setdefault(_t557, _a390(st, _t557))) >= (_memo4[_t557] if _t557 in _memo4 else _memo4.setdefault(_t557, _a391(st, _t557))))))) and (_memo14[_t557] if _t557 in _memo14 else _memo14.setdefault(_t557, (not _a394(st, _t557)))))) and _a398(st, _t557)))) or (((((_memo7[(_t557, 'hibernation',)] if (_t557, 'hibernation',) in _memo7 else _memo7.setdefault((_t557, 'hibernation',), _a399(st, _t557))) and (_st_cvars[924 + _t557] != _st_vars[0])) and (_st_cvars[924 + _t557] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t557] == _st_vars[0]) or (_st_cvars[504 + _t557] >= (_memo6[_t557] if _t557 in _memo6 else _memo6.setdefault(_t557, (1 + _a400(st, _t557))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t557, 'grazing',)] if (_t557, 'grazing',) in _memo7 else _memo7.setdefault((_t557, 'grazing',), _a401(st, _t557))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 cbdfc32d>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t589 = 0
    for _t588 in st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]:
        if (_st_cvars[84 + _t588] == _t586):
            _t589 += (1 if ((_st_cvars[_t588] == 'carnivorous') or (_st_cvars[_t588] == 'high_body_weight')) else (2 if (_st_cvars[_t588] == 'parasite') else 0))
    return _t589

# <rulerun evolution.rules: feeding_turn_of #233 e4e7c476>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t591 = 0
    for _t590 in st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]:
        if (((_st_cvars[84 + _t590] == _t586) and (_st_cvars[_t590] == 'fat_tissue')) and _st_cvars[252 + _t590]):
            _t591 += 1
    return _t591

# <rulerun evolution.rules: feeding_turn_of #234 9431d99c>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _t593 = 0
    for _t592 in st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]:
        if ((_st_cvars[84 + _t592] == _t586) and (_st_cvars[_t592] == 'fat_tissue')):
            _t593 += 1
    return _t593

# <rulerun evolution.rules: feeding_turn_of #235 79808ca7>
def _loop(st, _t595):
    _st_cvars = st.cvars
    _t598 = 0
    for _t597 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t595]]][1])]:
        if (_st_cvars[84 + _t597] == _st_cvars[84 + _t595]):
            _t598 += (1 if ((_st_cvars[_t597] == 'carnivorous') or (_st_cvars[_t597] == 'high_body_weight')) else (2 if (_st_cvars[_t597] == 'parasite') else 0))
    return _t598

# <rulerun evolution.rules: feeding_turn_of #236 9cabc820>
def _loop(st, _t586):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t594 = st.zones[(9 + st.model.zone_instances[st.loc[_t586]][1])]
    st.budget -= len(_t594)
    if st.budget < 0: _spent407(st)
    for _t595 in _t594:
        if (((_st_cvars[_t595] == 'symbiosis') and (_st_cvars[168 + _t595] == _t586)) and (not ((_st_cvars[924 + _st_cvars[84 + _t595]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t595]] >= (_memo6[_st_cvars[84 + _t595]] if _st_cvars[84 + _t595] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t595], (1 + _a408(st, _t595)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 89d3252f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t585 = st.zones[(5 + L[0])]
    st.budget -= len(_t585)
    if st.budget < 0: _spent403(st)
    for _t586 in _t585:
        if ((not ((_st_cvars[924 + _t586] == _st_vars[0]) or ((_st_cvars[504 + _t586] >= (_memo6[_t586] if _t586 in _memo6 else _memo6.setdefault(_t586, (1 + _a404(st, _t586))))) and ((_memo5[_t586] if _t586 in _memo5 else _memo5.setdefault(_t586, _a405(st, _t586))) >= (_memo4[_t586] if _t586 in _memo4 else _memo4.setdefault(_t586, _a406(st, _t586))))))) and (_memo14[_t586] if _t586 in _memo14 else _memo14.setdefault(_t586, (not _a409(st, _t586))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 0e9157df>
def _loop(st, _t600):
    _st_cvars = st.cvars
    for _t602 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if ((_st_cvars[84 + _t602] == _t600) and (_st_cvars[_t602] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 6087b7a0>
def _loop(st, _t600):
    _st_cvars = st.cvars
    _t605 = 0
    for _t604 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if (_st_cvars[84 + _t604] == _t600):
            _t605 += (1 if ((_st_cvars[_t604] == 'carnivorous') or (_st_cvars[_t604] == 'high_body_weight')) else (2 if (_st_cvars[_t604] == 'parasite') else 0))
    return _t605

# <rulerun evolution.rules: feeding_turn_of #240 adc10faa>
def _loop(st, _t600):
    _st_cvars = st.cvars
    _t607 = 0
    for _t606 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if (((_st_cvars[84 + _t606] == _t600) and (_st_cvars[_t606] == 'fat_tissue')) and _st_cvars[252 + _t606]):
            _t607 += 1
    return _t607

# <rulerun evolution.rules: feeding_turn_of #241 6f792c72>
def _loop(st, _t600):
    _st_cvars = st.cvars
    _t609 = 0
    for _t608 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if ((_st_cvars[84 + _t608] == _t600) and (_st_cvars[_t608] == 'fat_tissue')):
            _t609 += 1
    return _t609

# <rulerun evolution.rules: feeding_turn_of #242 4bfa0c31>
def _loop(st, _t611):
    _st_cvars = st.cvars
    _t614 = 0
    for _t613 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t611]]][1])]:
        if (_st_cvars[84 + _t613] == _st_cvars[84 + _t611]):
            _t614 += (1 if ((_st_cvars[_t613] == 'carnivorous') or (_st_cvars[_t613] == 'high_body_weight')) else (2 if (_st_cvars[_t613] == 'parasite') else 0))
    return _t614

# <rulerun evolution.rules: feeding_turn_of #243 d93ce956>
def _loop(st, _t600):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t610 = st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]
    st.budget -= len(_t610)
    if st.budget < 0: _spent417(st)
    for _t611 in _t610:
        if (((_st_cvars[_t611] == 'symbiosis') and (_st_cvars[168 + _t611] == _t600)) and (not ((_st_cvars[924 + _st_cvars[84 + _t611]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t611]] >= (_memo6[_st_cvars[84 + _t611]] if _st_cvars[84 + _t611] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t611], (1 + _a418(st, _t611)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 98214e7d>
def _loop(st, _t616):
    _st_cvars = st.cvars
    for _t618 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if ((_st_cvars[84 + _t618] == _t616) and (_st_cvars[_t618] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 b4f9f923>
def _loop(st, _t600):
    _st_cvars = st.cvars
    for _t620 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if ((_st_cvars[84 + _t620] == _t600) and (_st_cvars[_t620] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 87f21dc4>
def _loop(st, _t616):
    _st_cvars = st.cvars
    for _t624 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if ((_st_cvars[84 + _t624] == _t616) and (_st_cvars[_t624] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 69b6141f>
def _loop(st, _t600):
    _st_cvars = st.cvars
    for _t626 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if ((_st_cvars[84 + _t626] == _t600) and (_st_cvars[_t626] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 f586618b>
def _loop(st, _t616):
    _st_cvars = st.cvars
    for _t630 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if ((_st_cvars[84 + _t630] == _t616) and (_st_cvars[_t630] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 f0669024>
def _loop(st, _t600):
    _st_cvars = st.cvars
    for _t632 in st.zones[(9 + st.model.zone_instances[st.loc[_t600]][1])]:
        if ((_st_cvars[84 + _t632] == _t600) and (_st_cvars[_t632] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 6b0c588d>
def _loop(st, _t616):
    _st_cvars = st.cvars
    for _t636 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if ((_st_cvars[84 + _t636] == _t616) and (_st_cvars[_t636] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 aba02695>
def _loop(st, _t616):
    _st_cvars = st.cvars
    _t639 = 0
    for _t638 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if (_st_cvars[84 + _t638] == _t616):
            _t639 += (1 if ((_st_cvars[_t638] == 'carnivorous') or (_st_cvars[_t638] == 'high_body_weight')) else (2 if (_st_cvars[_t638] == 'parasite') else 0))
    return _t639

# <rulerun evolution.rules: feeding_turn_of #252 f95004ef>
def _loop(st, _t616):
    _st_cvars = st.cvars
    for _t640 in st.zones[(9 + st.model.zone_instances[st.loc[_t616]][1])]:
        if ((_st_cvars[_t640] == 'symbiosis') and (_st_cvars[168 + _t640] == _t616)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 4728eb23>
def _loop(st, _t600):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t615 = ([_c for _i in [5 + _p for _p in _k420] for _c in st.zones[_i]] or ())
    st.budget -= len(_t615)
    if st.budget < 0: _spent421(st)
    _t622 = _NOT_YET
    _t623 = _NOT_YET
    _t628 = _NOT_YET
    _t629 = _NOT_YET
    _t634 = _NOT_YET
    _t635 = _NOT_YET
    for _t616 in _t615:
        if ((((((_t600 != _t616) and ((not (_memo7[(_t616, 'camouflage',)] if (_t616, 'camouflage',) in _memo7 else _memo7.setdefault((_t616, 'camouflage',), _a422(st, _t616)))) or (_t623 if _t623 is not _NOT_YET else (_t623 := (_memo7[(_t600, 'sharp_vision',)] if (_t600, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t600, 'sharp_vision',), (_t622 if _t622 is not _NOT_YET else (_t622 := _a423(st, _t600))))))))) and ((not (_memo7[(_t616, 'high_body_weight',)] if (_t616, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t616, 'high_body_weight',), _a424(st, _t616)))) or (_t629 if _t629 is not _NOT_YET else (_t629 := (_memo7[(_t600, 'high_body_weight',)] if (_t600, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t600, 'high_body_weight',), (_t628 if _t628 is not _NOT_YET else (_t628 := _a425(st, _t600))))))))) and ((_memo7[(_t616, 'swimming',)] if (_t616, 'swimming',) in _memo7 else _memo7.setdefault((_t616, 'swimming',), _a426(st, _t616))) == (_t635 if _t635 is not _NOT_YET else (_t635 := (_memo7[(_t600, 'swimming',)] if (_t600, 'swimming',) in _memo7 else _memo7.setdefault((_t600, 'swimming',), (_t634 if _t634 is not _NOT_YET else (_t634 := _a427(st, _t600))))))))) and (not ((_memo7[(_t616, 'burrowing',)] if (_t616, 'burrowing',) in _memo7 else _memo7.setdefault((_t616, 'burrowing',), _a428(st, _t616))) and ((_st_cvars[924 + _t616] == _st_vars[0]) or (_st_cvars[504 + _t616] >= (_memo6[_t616] if _t616 in _memo6 else _memo6.setdefault(_t616, (1 + _a429(st, _t616))))))))) and (not (_memo13[_t616] if _t616 in _memo13 else _memo13.setdefault(_t616, _a430(st, _t616))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 22bb5322>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t599 = st.zones[(5 + L[0])]
    st.budget -= len(_t599)
    if st.budget < 0: _spent412(st)
    for _t600 in _t599:
        if (_memo0[_t600] if _t600 in _memo0 else _memo0.setdefault(_t600, ((((_memo7[(_t600, 'carnivorous',)] if (_t600, 'carnivorous',) in _memo7 else _memo7.setdefault((_t600, 'carnivorous',), _a413(st, _t600))) and (_st_cvars[672 + _t600] != _st_vars[0])) and ((not ((_st_cvars[924 + _t600] == _st_vars[0]) or ((_st_cvars[504 + _t600] >= (_memo6[_t600] if _t600 in _memo6 else _memo6.setdefault(_t600, (1 + _a414(st, _t600))))) and ((_memo5[_t600] if _t600 in _memo5 else _memo5.setdefault(_t600, _a415(st, _t600))) >= (_memo4[_t600] if _t600 in _memo4 else _memo4.setdefault(_t600, _a416(st, _t600))))))) and (_memo14[_t600] if _t600 in _memo14 else _memo14.setdefault(_t600, (not _a419(st, _t600)))))) and _a431(st, _t600)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 08603759>
def _loop(st, _t643):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + st.model.zone_instances[st.loc[_t643]][1])]:
        if (_st_cvars[84 + _t645] == _t643):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: feeding_turn_of #256 596bf685>
def _loop(st, _t643):
    _st_cvars = st.cvars
    _t648 = 0
    for _t647 in st.zones[(9 + st.model.zone_instances[st.loc[_t643]][1])]:
        if (((_st_cvars[84 + _t647] == _t643) and (_st_cvars[_t647] == 'fat_tissue')) and _st_cvars[252 + _t647]):
            _t648 += 1
    return _t648

# <rulerun evolution.rules: feeding_turn_of #257 3c4589c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t642 = st.zones[(5 + L[0])]
    st.budget -= len(_t642)
    if st.budget < 0: _spent433(st)
    for _t643 in _t642:
        if ((not ((_st_cvars[924 + _t643] == _st_vars[0]) or (_st_cvars[504 + _t643] >= (_memo6[_t643] if _t643 in _memo6 else _memo6.setdefault(_t643, (1 + _a434(st, _t643))))))) and ((_memo5[_t643] if _t643 in _memo5 else _memo5.setdefault(_t643, _a435(st, _t643))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 8214d09c>
def _loop(st, _t651):
    _st_cvars = st.cvars
    for _t652 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if ((_st_cvars[84 + _t652] == _t651) and (_st_cvars[_t652] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 74797007>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t655 = 0
    for _t654 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if (_st_cvars[84 + _t654] == _t651):
            _t655 += (1 if ((_st_cvars[_t654] == 'carnivorous') or (_st_cvars[_t654] == 'high_body_weight')) else (2 if (_st_cvars[_t654] == 'parasite') else 0))
    return _t655

# <rulerun evolution.rules: feeding_turn_of #260 dc1c58aa>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t657 = 0
    for _t656 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if (_st_cvars[84 + _t656] == _t651):
            _t657 += (1 if ((_st_cvars[_t656] == 'carnivorous') or (_st_cvars[_t656] == 'high_body_weight')) else (2 if (_st_cvars[_t656] == 'parasite') else 0))
    return _t657

# <rulerun evolution.rules: feeding_turn_of #261 8bdeea9f>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t659 = 0
    for _t658 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if (((_st_cvars[84 + _t658] == _t651) and (_st_cvars[_t658] == 'fat_tissue')) and _st_cvars[252 + _t658]):
            _t659 += 1
    return _t659

# <rulerun evolution.rules: feeding_turn_of #262 e4c6bce5>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _t661 = 0
    for _t660 in st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]:
        if ((_st_cvars[84 + _t660] == _t651) and (_st_cvars[_t660] == 'fat_tissue')):
            _t661 += 1
    return _t661

# <rulerun evolution.rules: feeding_turn_of #263 a7663591>
def _loop(st, _t663):
    _st_cvars = st.cvars
    _t666 = 0
    for _t665 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t663]]][1])]:
        if (_st_cvars[84 + _t665] == _st_cvars[84 + _t663]):
            _t666 += (1 if ((_st_cvars[_t665] == 'carnivorous') or (_st_cvars[_t665] == 'high_body_weight')) else (2 if (_st_cvars[_t665] == 'parasite') else 0))
    return _t666

# <rulerun evolution.rules: feeding_turn_of #264 800eeeaf>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t662 = st.zones[(9 + st.model.zone_instances[st.loc[_t651]][1])]
    st.budget -= len(_t662)
    if st.budget < 0: _spent442(st)
    for _t663 in _t662:
        if (((_st_cvars[_t663] == 'symbiosis') and (_st_cvars[168 + _t663] == _t651)) and (not ((_st_cvars[924 + _st_cvars[84 + _t663]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t663]] >= (_memo6[_st_cvars[84 + _t663]] if _st_cvars[84 + _t663] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t663], (1 + _a443(st, _t663)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 6f7659b4>
def _loop(st, _t668):
    _st_cvars = st.cvars
    _t671 = 0
    for _t670 in st.zones[(9 + st.model.zone_instances[st.loc[_t668]][1])]:
        if (_st_cvars[84 + _t670] == _t668):
            _t671 += (1 if ((_st_cvars[_t670] == 'carnivorous') or (_st_cvars[_t670] == 'high_body_weight')) else (2 if (_st_cvars[_t670] == 'parasite') else 0))
    return _t671

# <rulerun evolution.rules: feeding_turn_of #266 99823fae>
def _loop(st, _t651):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t667 = ([_c for _i in [5 + _p for _p in _k445] for _c in st.zones[_i]] or ())
    st.budget -= len(_t667)
    if st.budget < 0: _spent446(st)
    for _t668 in _t667:
        if ((_t668 != _t651) and ((not ((_st_cvars[924 + _t668] == _st_vars[0]) or (_st_cvars[504 + _t668] >= (_memo6[_t668] if _t668 in _memo6 else _memo6.setdefault(_t668, (1 + _a447(st, _t668))))))) and (_st_cvars[504 + _t668] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 605de1a2>
def _loop(st, _t674):
    _st_cvars = st.cvars
    for _t675 in st.zones[(9 + st.model.zone_instances[st.loc[_t674]][1])]:
        if ((_st_cvars[84 + _t675] == _t674) and (_st_cvars[_t675] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 ce3d30e0>
def _loop(st, _t679):
    _st_cvars = st.cvars
    for _t680 in st.zones[(9 + st.model.zone_instances[st.loc[_t679]][1])]:
        if ((_st_cvars[84 + _t680] == _t679) and (_st_cvars[_t680] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 9a3c4fa8>
def _loop(st, _t679):
    _st_cvars = st.cvars
    _t683 = 0
    for _t682 in st.zones[(9 + st.model.zone_instances[st.loc[_t679]][1])]:
        if (_st_cvars[84 + _t682] == _t679):
            _t683 += (1 if ((_st_cvars[_t682] == 'carnivorous') or (_st_cvars[_t682] == 'high_body_weight')) else (2 if (_st_cvars[_t682] == 'parasite') else 0))
    return _t683

# <rulerun evolution.rules: feeding_turn_of #270 72337f1d>
def _loop(st, _t685):
    _st_cvars = st.cvars
    _t688 = 0
    for _t687 in st.zones[(9 + st.model.zone_instances[st.loc[_t685]][1])]:
        if (_st_cvars[84 + _t687] == _t685):
            _t688 += (1 if ((_st_cvars[_t687] == 'carnivorous') or (_st_cvars[_t687] == 'high_body_weight')) else (2 if (_st_cvars[_t687] == 'parasite') else 0))
    return _t688

# <rulerun evolution.rules: feeding_turn_of #271 2afc1891>
def _loop(st, _t685):
    _st_cvars = st.cvars
    _t690 = 0
    for _t689 in st.zones[(9 + st.model.zone_instances[st.loc[_t685]][1])]:
        if (((_st_cvars[84 + _t689] == _t685) and (_st_cvars[_t689] == 'fat_tissue')) and _st_cvars[252 + _t689]):
            _t690 += 1
    return _t690

# <rulerun evolution.rules: feeding_turn_of #272 08c6dd9d>
def _loop(st, _t685):
    _st_cvars = st.cvars
    _t692 = 0
    for _t691 in st.zones[(9 + st.model.zone_instances[st.loc[_t685]][1])]:
        if ((_st_cvars[84 + _t691] == _t685) and (_st_cvars[_t691] == 'fat_tissue')):
            _t692 += 1
    return _t692

# <rulerun evolution.rules: feeding_turn_of #273 f83a9ccc>
def _loop(st, _t694):
    _st_cvars = st.cvars
    _t697 = 0
    for _t696 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t694]]][1])]:
        if (_st_cvars[84 + _t696] == _st_cvars[84 + _t694]):
            _t697 += (1 if ((_st_cvars[_t696] == 'carnivorous') or (_st_cvars[_t696] == 'high_body_weight')) else (2 if (_st_cvars[_t696] == 'parasite') else 0))
    return _t697

# <rulerun evolution.rules: feeding_turn_of #274 631d2750>
def _loop(st, _t685):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t693 = st.zones[(9 + st.model.zone_instances[st.loc[_t685]][1])]
    st.budget -= len(_t693)
    if st.budget < 0: _spent456(st)
    for _t694 in _t693:
        if (((_st_cvars[_t694] == 'symbiosis') and (_st_cvars[168 + _t694] == _t685)) and (not ((_st_cvars[924 + _st_cvars[84 + _t694]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t694]] >= (_memo6[_st_cvars[84 + _t694]] if _st_cvars[84 + _t694] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t694], (1 + _a457(st, _t694)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 f49a790c>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t684 = st.zones[(5 + L[0])]
    st.budget -= len(_t684)
    if st.budget < 0: _spent452(st)
    for _t685 in _t684:
        if ((not ((_st_cvars[924 + _t685] == _st_vars[0]) or ((_st_cvars[504 + _t685] >= (_memo6[_t685] if _t685 in _memo6 else _memo6.setdefault(_t685, (1 + _a453(st, _t685))))) and ((_memo5[_t685] if _t685 in _memo5 else _memo5.setdefault(_t685, _a454(st, _t685))) >= (_memo4[_t685] if _t685 in _memo4 else _memo4.setdefault(_t685, _a455(st, _t685))))))) and (_memo14[_t685] if _t685 in _memo14 else _memo14.setdefault(_t685, (not _a458(st, _t685))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 f3616d42>
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
    _t481 = ([_c for _i in [5 + _p for _p in _k344] for _c in _st_zones[_i]] or ())
    st.budget -= len(_t481)
    if st.budget < 0: _spent345(st)
    _t480 = True
    for _t482 in _t481:
        if not (((_st_cvars[924 + _t482] == _st_vars[0]) or ((_st_cvars[504 + _t482] >= (_memo6[_t482] if _t482 in _memo6 else _memo6.setdefault(_t482, (1 + _a346(st, _t482))))) and ((_memo5[_t482] if _t482 in _memo5 else _memo5.setdefault(_t482, _a347(st, _t482))) >= (_memo4[_t482] if _t482 in _memo4 else _memo4.setdefault(_t482, _a348(st, _t482))))))):
            _t480 = False
            break
    if _t480:
        if _st_log is not None: _st_log.append(_Text350(_audience349(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo351(6)
    _t490 = (_k352 or ())
    st.budget -= len(_t490)
    if st.budget < 0: _spent345(st)
    _t489 = False
    for _t491 in _t490:
        if (_memo8[_t491] if _t491 in _memo8 else _memo8.setdefault(_t491, ((((_memo3[_t491] if _t491 in _memo3 else _memo3.setdefault(_t491, ((_st_vars[3] > 0) and _a360(st, _t491)))) or (_memo1[_t491] if _t491 in _memo1 else _memo1.setdefault(_t491, _a381(st, _t491)))) or (_memo2[_t491] if _t491 in _memo2 else _memo2.setdefault(_t491, _a385(st, _t491)))) or _a402(st, _t491)))):
            _t489 = True
            break
    if (not _t489):
        if _st_log is not None: _st_log.append(_Text350(_audience349(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo351(6)
    L[2] = []
    if ((not _l1) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a410(st, L))))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    if ((not _l1) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a432(st, L)))):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    if ((not _l1) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a436(st, L)))):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    _t650 = _st_zones[(5 + _l0)]
    st.budget -= len(_t650)
    if st.budget < 0: _spent345(st)
    _t649 = False
    for _t651 in _t650:
        if (_memo10[_t651] if _t651 in _memo10 else _memo10.setdefault(_t651, (((((_memo7[(_t651, 'piracy',)] if (_t651, 'piracy',) in _memo7 else _memo7.setdefault((_t651, 'piracy',), _a437(st, _t651))) and (_st_cvars[756 + _t651] != _st_vars[0])) and (not ((_st_cvars[924 + _t651] == _st_vars[0]) or (_st_cvars[504 + _t651] >= (_memo6[_t651] if _t651 in _memo6 else _memo6.setdefault(_t651, (1 + _a438(st, _t651)))))))) and ((not ((_st_cvars[924 + _t651] == _st_vars[0]) or ((_st_cvars[504 + _t651] >= (_memo6[_t651] if _t651 in _memo6 else _memo6.setdefault(_t651, (1 + _a439(st, _t651))))) and ((_memo5[_t651] if _t651 in _memo5 else _memo5.setdefault(_t651, _a440(st, _t651))) >= (_memo4[_t651] if _t651 in _memo4 else _memo4.setdefault(_t651, _a441(st, _t651))))))) and (_memo14[_t651] if _t651 in _memo14 else _memo14.setdefault(_t651, (not _a444(st, _t651)))))) and _a448(st, _t651)))):
            _t649 = True
            break
    if _t649:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    _t673 = _st_zones[(5 + _l0)]
    st.budget -= len(_t673)
    if st.budget < 0: _spent345(st)
    _t672 = False
    for _t674 in _t673:
        if (((_memo7[(_t674, 'grazing',)] if (_t674, 'grazing',) in _memo7 else _memo7.setdefault((_t674, 'grazing',), _a449(st, _t674))) and (_st_cvars[840 + _t674] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t672 = True
            break
    if _t672:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    _t678 = _st_zones[(5 + _l0)]
    st.budget -= len(_t678)
    if st.budget < 0: _spent345(st)
    _t677 = False
    for _t679 in _t678:
        if (((((_memo7[(_t679, 'hibernation',)] if (_t679, 'hibernation',) in _memo7 else _memo7.setdefault((_t679, 'hibernation',), _a450(st, _t679))) and (_st_cvars[924 + _t679] != _st_vars[0])) and (_st_cvars[924 + _t679] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t679] == _st_vars[0]) or (_st_cvars[504 + _t679] >= (_memo6[_t679] if _t679 in _memo6 else _memo6.setdefault(_t679, (1 + _a451(st, _t679)))))))):
            _t677 = True
            break
    if _t677:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long411(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a459(st, L)))))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long411(L[2])

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

# <rulerun evolution.rules: take_food #295 04f3a7af>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t698 if -1000000000000000000 <= (_t698 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond460(_t698))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text464(_audience461(st), [_PlayerRef462(L[0]), "'s animal ", _plain463(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain463(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 33492d34>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t703 = 0
    for _t702 in st.zones[(9 + st.model.zone_instances[st.loc[_t701]][1])]:
        if (_st_cvars[84 + _t702] == _t701):
            _t703 += (1 if ((_st_cvars[_t702] == 'carnivorous') or (_st_cvars[_t702] == 'high_body_weight')) else (2 if (_st_cvars[_t702] == 'parasite') else 0))
    return _t703

# <rulerun evolution.rules: take_food #297 0518fee6>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t705 = 0
    for _t704 in st.zones[(9 + st.model.zone_instances[st.loc[_t701]][1])]:
        if (((_st_cvars[84 + _t704] == _t701) and (_st_cvars[_t704] == 'fat_tissue')) and _st_cvars[252 + _t704]):
            _t705 += 1
    return _t705

# <rulerun evolution.rules: take_food #298 dac1e89e>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t707 = 0
    for _t706 in st.zones[(9 + st.model.zone_instances[st.loc[_t701]][1])]:
        if ((_st_cvars[84 + _t706] == _t701) and (_st_cvars[_t706] == 'fat_tissue')):
            _t707 += 1
    return _t707

# <rulerun evolution.rules: take_food #299 285d9a23>
def _loop(st, _t709):
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t709]]][1])]:
        if (_st_cvars[84 + _t711] == _st_cvars[84 + _t709]):
            _t712 += (1 if ((_st_cvars[_t711] == 'carnivorous') or (_st_cvars[_t711] == 'high_body_weight')) else (2 if (_st_cvars[_t711] == 'parasite') else 0))
    return _t712

# <rulerun evolution.rules: take_food #300 150a2059>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t708 = st.zones[(9 + st.model.zone_instances[st.loc[_t701]][1])]
    st.budget -= len(_t708)
    if st.budget < 0: _spent469(st)
    for _t709 in _t708:
        if (((_st_cvars[_t709] == 'symbiosis') and (_st_cvars[168 + _t709] == _t701)) and (not ((_st_cvars[924 + _st_cvars[84 + _t709]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t709]] >= (1 + _a470(st, _t709)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 f36aa063>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t700 = st.zones[(5 + L[0])]
    st.budget -= len(_t700)
    if st.budget < 0: _spent465(st)
    _t699 = []
    for _t701 in _t700:
        if ((not ((_st_cvars[924 + _t701] == _st_vars[0]) or ((_st_cvars[504 + _t701] >= (1 + _a466(st, _t701))) and (_a467(st, _t701) >= _a468(st, _t701))))) and (not _a471(st, _t701))):
            _t699.append(_t701)
    return _t699

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 1297ded7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t714 = []
    for _t713 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t713] == L[1]) or (_st_cvars[168 + _t713] == L[1])):
            _t714.append(_st_cvars[_t713])
    return _t714

# <rulerun evolution.rules: take_food #304 c71ac00b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t716 = []
    for _t715 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t715] == L[1]) or (_st_cvars[168 + _t715] == L[1])):
            _t716.append(_t715)
    return _t716

# <rulerun evolution.rules: take_food #305 05e019b9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t718 = 0
    for _t717 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t717] == L[1]):
            _t718 += (1 if ((_st_cvars[_t717] == 'carnivorous') or (_st_cvars[_t717] == 'high_body_weight')) else (2 if (_st_cvars[_t717] == 'parasite') else 0))
    return _t718

# <rulerun evolution.rules: take_food #306 360d7faf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t720 = 0
    for _t719 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t719] == L[1]) and (_st_cvars[_t719] == 'fat_tissue')) and _st_cvars[252 + _t719]):
            _t720 += 1
    return _t720

# <rulerun evolution.rules: take_food #307 431eb647>
def _loop(st, L):
    _st_cvars = st.cvars
    _t722 = 0
    for _t721 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t721] == L[1]) and (_st_cvars[_t721] == 'fat_tissue')):
            _t722 += 1
    return _t722

# <rulerun evolution.rules: take_food #308 5efb7148>
def _loop(st, L):
    _st_cvars = st.cvars
    _t724 = 0
    for _t723 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t723] == L[1]) and (_st_cvars[_t723] == 'fat_tissue')):
            _t724 += 1
    return _t724

# <rulerun evolution.rules: take_food #309 c98b717c>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain472(_text473(((((('animal ' + _plain472(_st_cvars[420 + L[1]]) + ' of ' + _player_text474(st.model.zone_instances[st.loc[L[1]]][1])) + (_text473(' ' + _plain472(_a475(st, L))) if (not not (_a476(st, L) or ())) else '')) + (' food ' + _plain472(_st_cvars[504 + L[1]]) + '/' + _plain472((1 + _a477(st, L))))) + ((' fat ' + _plain472(_a478(st, L)) + '/' + _plain472(_a479(st, L))) if (_a480(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 ba14622f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t729 = 0
    for _t728 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t728] == _l1):
            _t729 += (1 if ((_st_cvars[_t728] == 'carnivorous') or (_st_cvars[_t728] == 'high_body_weight')) else (2 if (_st_cvars[_t728] == 'parasite') else 0))
    return _t729

# <rulerun evolution.rules: convert_fat #313 71ad36c6>
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
    for _t725 in st.zones[(9 + _l0)][:]:
        L[6] = _t725
        if not ((((_st_cvars[84 + _t725] == _l1) and _st_cvars[252 + _t725]) and (L[3] > 0))): continue
        _st_cvars[252 + _t725] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t726 if -1000000000000000000 <= (_t726 := L[3] - 1) <= 1000000000000000000 else _beyond481(_t726))
    _st_cvars[504 + _l1] = (_t727 if -1000000000000000000 <= (_t727 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond481(_t727))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text486(_audience482(st), [_PlayerRef483(_l0), ' converts ', _plain484(_l2), ' fat on animal ', _plain484(_st_cvars[420 + _l1]), ' into food (food ', _plain484(_st_cvars[504 + _l1]), '/', _plain484((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a485(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 6301a340>
def _loop(st, _t732):
    _st_cvars = st.cvars
    _t734 = 0
    for _t733 in st.zones[(9 + st.model.zone_instances[st.loc[_t732]][1])]:
        if (_st_cvars[84 + _t733] == _t732):
            _t734 += (1 if ((_st_cvars[_t733] == 'carnivorous') or (_st_cvars[_t733] == 'high_body_weight')) else (2 if (_st_cvars[_t733] == 'parasite') else 0))
    return _t734

# <rulerun evolution.rules: convert_fat #315 801c66e9>
def _loop(st, _t732):
    _st_cvars = st.cvars
    _t736 = 0
    for _t735 in st.zones[(9 + st.model.zone_instances[st.loc[_t732]][1])]:
        if (((_st_cvars[84 + _t735] == _t732) and (_st_cvars[_t735] == 'fat_tissue')) and _st_cvars[252 + _t735]):
            _t736 += 1
    return _t736

# <rulerun evolution.rules: convert_fat #316 1b3b0e6f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t731 = st.zones[(5 + L[0])]
    st.budget -= len(_t731)
    if st.budget < 0: _spent487(st)
    _t730 = []
    for _t732 in _t731:
        if ((not ((_st_cvars[924 + _t732] == _st_vars[0]) or (_st_cvars[504 + _t732] >= (1 + _a488(st, _t732))))) and (_a489(st, _t732) > 0)):
            _t730.append(_t732)
    return _t730

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 d1f65fde>
def _loop(st, L):
    _st_cvars = st.cvars
    _t738 = []
    for _t737 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t737] == L[1]) or (_st_cvars[168 + _t737] == L[1])):
            _t738.append(_st_cvars[_t737])
    return _t738

# <rulerun evolution.rules: convert_fat #319 4441b491>
def _loop(st, L):
    _st_cvars = st.cvars
    _t740 = []
    for _t739 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t739] == L[1]) or (_st_cvars[168 + _t739] == L[1])):
            _t740.append(_t739)
    return _t740

# <rulerun evolution.rules: convert_fat #320 a7207b3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t742 = 0
    for _t741 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t741] == L[1]):
            _t742 += (1 if ((_st_cvars[_t741] == 'carnivorous') or (_st_cvars[_t741] == 'high_body_weight')) else (2 if (_st_cvars[_t741] == 'parasite') else 0))
    return _t742

# <rulerun evolution.rules: convert_fat #321 2f9f7006>
def _loop(st, L):
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t743] == L[1]) and (_st_cvars[_t743] == 'fat_tissue')) and _st_cvars[252 + _t743]):
            _t744 += 1
    return _t744

# <rulerun evolution.rules: convert_fat #322 9aca3261>
def _loop(st, L):
    _st_cvars = st.cvars
    _t746 = 0
    for _t745 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t745] == L[1]) and (_st_cvars[_t745] == 'fat_tissue')):
            _t746 += 1
    return _t746

# <rulerun evolution.rules: convert_fat #323 cae8659e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t748 = 0
    for _t747 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t747] == L[1]) and (_st_cvars[_t747] == 'fat_tissue')):
            _t748 += 1
    return _t748

# <rulerun evolution.rules: convert_fat #324 1001eb74>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain490(_text491(((((('animal ' + _plain490(_st_cvars[420 + L[1]]) + ' of ' + _player_text492(st.model.zone_instances[st.loc[L[1]]][1])) + (_text491(' ' + _plain490(_a493(st, L))) if (not not (_a494(st, L) or ())) else '')) + (' food ' + _plain490(_st_cvars[504 + L[1]]) + '/' + _plain490((1 + _a495(st, L))))) + ((' fat ' + _plain490(_a496(st, L)) + '/' + _plain490(_a497(st, L))) if (_a498(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 52a3712f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t750 = 0
    for _t749 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (((_st_cvars[84 + _t749] == _l1) and (_st_cvars[_t749] == 'fat_tissue')) and _st_cvars[252 + _t749]):
            _t750 += 1
    return _t750

# <rulerun evolution.rules: convert_fat #326 12d3f1e4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t752 = 0
    for _t751 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if (_st_cvars[84 + _t751] == _l1):
            _t752 += (1 if ((_st_cvars[_t751] == 'carnivorous') or (_st_cvars[_t751] == 'high_body_weight')) else (2 if (_st_cvars[_t751] == 'parasite') else 0))
    return _t752

# <rulerun evolution.rules: convert_fat #327 f8b4c0d8>
def _native(st, L):
    return _range499(1, min(_a500(st, L), (_t753 if -1000000000000000000 <= (_t753 := ((1 + _a501(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond502(_t753))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 3d7f2543>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t755 = 0
    for _t754 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t754] == _l0):
            _t755 += (1 if ((_st_cvars[_t754] == 'carnivorous') or (_st_cvars[_t754] == 'high_body_weight')) else (2 if (_st_cvars[_t754] == 'parasite') else 0))
    return _t755

# <rulerun evolution.rules: receive #330 b1b58d41>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t756] == _l0) and (_st_cvars[_t756] == 'fat_tissue')) and _st_cvars[252 + _t756]):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: receive #331 20c52241>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t759 = 0
    for _t758 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t758] == _l0) and (_st_cvars[_t758] == 'fat_tissue')):
            _t759 += 1
    return _t759

# <rulerun evolution.rules: receive #332 7d7b18c3>
def _loop(st, _t761):
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t761]]][1])]:
        if (_st_cvars[84 + _t763] == _st_cvars[84 + _t761]):
            _t764 += (1 if ((_st_cvars[_t763] == 'carnivorous') or (_st_cvars[_t763] == 'high_body_weight')) else (2 if (_st_cvars[_t763] == 'parasite') else 0))
    return _t764

# <rulerun evolution.rules: receive #333 426f3fa4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t760 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t760)
    if st.budget < 0: _spent506(st)
    for _t761 in _t760:
        if (((_st_cvars[_t761] == 'symbiosis') and (_st_cvars[168 + _t761] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t761]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t761]] >= (_memo6[_st_cvars[84 + _t761]] if _st_cvars[84 + _t761] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t761], (1 + _a507(st, _t761)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 0aeb38ab>
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
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a503(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a504(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a505(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a508(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t765 if -1000000000000000000 <= (_t765 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond509(_t765))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text513(_audience510(st), [_PlayerRef511(st.model.zone_instances[st.loc[_l0]][1]), "'s animal ", _plain512(_st_cvars[420 + _l0]), ' cannot take the ', _plain512(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 9acae867>
def _loop(st, L):
    _st_cvars = st.cvars
    _t767 = 0
    for _t766 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t766] == L[2]):
            _t767 += (1 if ((_st_cvars[_t766] == 'carnivorous') or (_st_cvars[_t766] == 'high_body_weight')) else (2 if (_st_cvars[_t766] == 'parasite') else 0))
    return _t767

# <rulerun evolution.rules: receive #336 3b52ec8d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t772 = 0
    for _t771 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t771] == L[2]) and (_st_cvars[_t771] == 'fat_tissue')) and _st_cvars[252 + _t771]):
            _t772 += 1
    return _t772

# <rulerun evolution.rules: receive #337 7d2d6774>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t773] == L[2]) and (_st_cvars[_t773] == 'fat_tissue')):
            _t774 += 1
    return _t774

# <rulerun evolution.rules: receive #338 e0460b8f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t777 = 0
    for _t776 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t776] == L[2]):
            _t777 += (1 if ((_st_cvars[_t776] == 'carnivorous') or (_st_cvars[_t776] == 'high_body_weight')) else (2 if (_st_cvars[_t776] == 'parasite') else 0))
    return _t777

# <rulerun evolution.rules: receive #339 d4e66835>
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
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value514(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a515(st, L)))))):
        _t769 = L[2]
        _t768 = None
        for _t770 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
            if (((_st_cvars[84 + _t770] == _t769) and (_st_cvars[_t770] == 'fat_tissue')) and (not _st_cvars[252 + _t770])):
                _t768 = _t770
                break
        L[3] = _t768
        _st_cvars[252 + L[3]] = True
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _st_log is not None: _st_log.append(_Text520(_audience516(st), ['  animal ', _plain517(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain517((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a518(st, L)))), '/', _plain517((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a519(st, L)))), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t775 if -1000000000000000000 <= (_t775 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond521(_t775))
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text520(_audience516(st), ['  animal ', _plain517(_st_cvars[420 + L[2]]), ' has food ', _plain517(_st_cvars[504 + L[2]]), '/', _plain517((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a522(st, L)))))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 3efe078c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t782 = 0
    for _t781 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t781] == _l0):
            _t782 += (1 if ((_st_cvars[_t781] == 'carnivorous') or (_st_cvars[_t781] == 'high_body_weight')) else (2 if (_st_cvars[_t781] == 'parasite') else 0))
    return _t782

# <rulerun evolution.rules: paired_triggers #343 a94e7e4f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t784 = 0
    for _t783 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t783] == _l0) and (_st_cvars[_t783] == 'fat_tissue')) and _st_cvars[252 + _t783]):
            _t784 += 1
    return _t784

# <rulerun evolution.rules: paired_triggers #344 d74472c8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t786 = 0
    for _t785 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t785] == _l0) and (_st_cvars[_t785] == 'fat_tissue')):
            _t786 += 1
    return _t786

# <rulerun evolution.rules: paired_triggers #345 ce342d27>
def _loop(st, _t788):
    _st_cvars = st.cvars
    _t791 = 0
    for _t790 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t788]]][1])]:
        if (_st_cvars[84 + _t790] == _st_cvars[84 + _t788]):
            _t791 += (1 if ((_st_cvars[_t790] == 'carnivorous') or (_st_cvars[_t790] == 'high_body_weight')) else (2 if (_st_cvars[_t790] == 'parasite') else 0))
    return _t791

# <rulerun evolution.rules: paired_triggers #346 20f305cf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t787 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t787)
    if st.budget < 0: _spent528(st)
    for _t788 in _t787:
        if (((_st_cvars[_t788] == 'symbiosis') and (_st_cvars[168 + _t788] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t788]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t788]] >= (1 + _a529(st, _t788)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 89da77cf>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent524(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a525(st, L))) and (_a526(st, L) >= _a527(st, L))))) and (not _a530(st, L)))

# <rulerun evolution.rules: paired_triggers #348 2b81a9cb>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t779 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t779)
    if st.budget < 0: _spent523(st)
    _t778 = []
    for _t780 in _t779:
        if (((_st_cvars[336 + _t780] != _st_vars[4]) and ((_st_cvars[84 + _t780] == _l0) or (_st_cvars[168 + _t780] == _l0))) and (((((_st_cvars[_t780] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d531(st, [(_st_cvars[168 + _t780] if (_st_cvars[84 + _t780] == _l0) else _st_cvars[84 + _t780])])) or ((_st_cvars[_t780] == 'cooperation') and _d531(st, [(_st_cvars[168 + _t780] if (_st_cvars[84 + _t780] == _l0) else _st_cvars[84 + _t780])])))):
            _t778.append(_t780)
    L[2] = _t778
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

# <rulerun evolution.rules: paired_triggers #350 bef69dbf>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t792 if -1000000000000000000 <= (_t792 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond532(_t792))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text535(_audience533(st), ['Communication: animal ', _plain534(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain534(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 6f79a0a8>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text538(_audience536(st), ['Cooperation: animal ', _plain537(st.cvars[420 + L[4]]), ' receives a blue token']))

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

# <rulerun evolution.rules: piracy #360 bf193755>
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
    _st_cvars[504 + _l2] = (_t793 if -1000000000000000000 <= (_t793 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond539(_t793))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text543(_audience540(st), ['Piracy: ', _PlayerRef541(L[0]), "'s animal ", _plain542(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef541(st.model.zone_instances[st.loc[_l2]][1]), "'s animal ", _plain542(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 5c3d7226>
def _loop(st, _t796):
    _st_cvars = st.cvars
    for _t797 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if ((_st_cvars[84 + _t797] == _t796) and (_st_cvars[_t797] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 fe7d95ec>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t800 = 0
    for _t799 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if (_st_cvars[84 + _t799] == _t796):
            _t800 += (1 if ((_st_cvars[_t799] == 'carnivorous') or (_st_cvars[_t799] == 'high_body_weight')) else (2 if (_st_cvars[_t799] == 'parasite') else 0))
    return _t800

# <rulerun evolution.rules: piracy #363 ace94553>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t802 = 0
    for _t801 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if (_st_cvars[84 + _t801] == _t796):
            _t802 += (1 if ((_st_cvars[_t801] == 'carnivorous') or (_st_cvars[_t801] == 'high_body_weight')) else (2 if (_st_cvars[_t801] == 'parasite') else 0))
    return _t802

# <rulerun evolution.rules: piracy #364 386a3586>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t804 = 0
    for _t803 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if (((_st_cvars[84 + _t803] == _t796) and (_st_cvars[_t803] == 'fat_tissue')) and _st_cvars[252 + _t803]):
            _t804 += 1
    return _t804

# <rulerun evolution.rules: piracy #365 085bfa05>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t806 = 0
    for _t805 in st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]:
        if ((_st_cvars[84 + _t805] == _t796) and (_st_cvars[_t805] == 'fat_tissue')):
            _t806 += 1
    return _t806

# <rulerun evolution.rules: piracy #366 00c8e003>
def _loop(st, _t808):
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t808]]][1])]:
        if (_st_cvars[84 + _t810] == _st_cvars[84 + _t808]):
            _t811 += (1 if ((_st_cvars[_t810] == 'carnivorous') or (_st_cvars[_t810] == 'high_body_weight')) else (2 if (_st_cvars[_t810] == 'parasite') else 0))
    return _t811

# <rulerun evolution.rules: piracy #367 4df6a0d8>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t807 = st.zones[(9 + st.model.zone_instances[st.loc[_t796]][1])]
    st.budget -= len(_t807)
    if st.budget < 0: _spent550(st)
    for _t808 in _t807:
        if (((_st_cvars[_t808] == 'symbiosis') and (_st_cvars[168 + _t808] == _t796)) and (not ((_st_cvars[924 + _st_cvars[84 + _t808]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t808]] >= (1 + _a551(st, _t808)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 c04ab1aa>
def _loop(st, _t813):
    _st_cvars = st.cvars
    _t816 = 0
    for _t815 in st.zones[(9 + st.model.zone_instances[st.loc[_t813]][1])]:
        if (_st_cvars[84 + _t815] == _t813):
            _t816 += (1 if ((_st_cvars[_t815] == 'carnivorous') or (_st_cvars[_t815] == 'high_body_weight')) else (2 if (_st_cvars[_t815] == 'parasite') else 0))
    return _t816

# <rulerun evolution.rules: piracy #369 030de67b>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t812 = ([_c for _i in [5 + _p for _p in _k553] for _c in st.zones[_i]] or ())
    st.budget -= len(_t812)
    if st.budget < 0: _spent554(st)
    for _t813 in _t812:
        if ((_t813 != _t796) and ((not ((_st_cvars[924 + _t813] == _st_vars[0]) or (_st_cvars[504 + _t813] >= (1 + _a555(st, _t813))))) and (_st_cvars[504 + _t813] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 9240c375>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t795 = st.zones[(5 + L[0])]
    st.budget -= len(_t795)
    if st.budget < 0: _spent544(st)
    _t794 = []
    for _t796 in _t795:
        if ((((_a545(st, _t796) and (_st_cvars[756 + _t796] != _st_vars[0])) and (not ((_st_cvars[924 + _t796] == _st_vars[0]) or (_st_cvars[504 + _t796] >= (1 + _a546(st, _t796)))))) and ((not ((_st_cvars[924 + _t796] == _st_vars[0]) or ((_st_cvars[504 + _t796] >= (1 + _a547(st, _t796))) and (_a548(st, _t796) >= _a549(st, _t796))))) and (not _a552(st, _t796)))) and _a556(st, _t796)):
            _t794.append(_t796)
    return _t794

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 64859857>
def _loop(st, L):
    _st_cvars = st.cvars
    _t818 = []
    for _t817 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t817] == L[1]) or (_st_cvars[168 + _t817] == L[1])):
            _t818.append(_st_cvars[_t817])
    return _t818

# <rulerun evolution.rules: piracy #373 20392cd1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t820 = []
    for _t819 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t819] == L[1]) or (_st_cvars[168 + _t819] == L[1])):
            _t820.append(_t819)
    return _t820

# <rulerun evolution.rules: piracy #374 14f60ceb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t822 = 0
    for _t821 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t821] == L[1]):
            _t822 += (1 if ((_st_cvars[_t821] == 'carnivorous') or (_st_cvars[_t821] == 'high_body_weight')) else (2 if (_st_cvars[_t821] == 'parasite') else 0))
    return _t822

# <rulerun evolution.rules: piracy #375 e63fd1b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t823] == L[1]) and (_st_cvars[_t823] == 'fat_tissue')) and _st_cvars[252 + _t823]):
            _t824 += 1
    return _t824

# <rulerun evolution.rules: piracy #376 c4dbadb4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t826 = 0
    for _t825 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t825] == L[1]) and (_st_cvars[_t825] == 'fat_tissue')):
            _t826 += 1
    return _t826

# <rulerun evolution.rules: piracy #377 65bace5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t828 = 0
    for _t827 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t827] == L[1]) and (_st_cvars[_t827] == 'fat_tissue')):
            _t828 += 1
    return _t828

# <rulerun evolution.rules: piracy #378 92cd1528>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain557(_text558(((((('animal ' + _plain557(_st_cvars[420 + L[1]]) + ' of ' + _player_text559(st.model.zone_instances[st.loc[L[1]]][1])) + (_text558(' ' + _plain557(_a560(st, L))) if (not not (_a561(st, L) or ())) else '')) + (' food ' + _plain557(_st_cvars[504 + L[1]]) + '/' + _plain557((1 + _a562(st, L))))) + ((' fat ' + _plain557(_a563(st, L)) + '/' + _plain557(_a564(st, L))) if (_a565(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 ea6c573e>
def _loop(st, _t831):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + st.model.zone_instances[st.loc[_t831]][1])]:
        if (_st_cvars[84 + _t832] == _t831):
            _t833 += (1 if ((_st_cvars[_t832] == 'carnivorous') or (_st_cvars[_t832] == 'high_body_weight')) else (2 if (_st_cvars[_t832] == 'parasite') else 0))
    return _t833

# <rulerun evolution.rules: piracy #380 e995701e>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t830 = ([_c for _i in [5 + _p for _p in _k566] for _c in st.zones[_i]] or ())
    st.budget -= len(_t830)
    if st.budget < 0: _spent567(st)
    _t829 = []
    for _t831 in _t830:
        if ((_t831 != _l1) and ((not ((_st_cvars[924 + _t831] == _st_vars[0]) or (_st_cvars[504 + _t831] >= (1 + _a568(st, _t831))))) and (_st_cvars[504 + _t831] > 0))):
            _t829.append(_t831)
    return _t829

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 e70f1745>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = []
    for _t834 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t834] == L[2]) or (_st_cvars[168 + _t834] == L[2])):
            _t835.append(_st_cvars[_t834])
    return _t835

# <rulerun evolution.rules: piracy #383 9e8da0c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t837 = []
    for _t836 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t836] == L[2]) or (_st_cvars[168 + _t836] == L[2])):
            _t837.append(_t836)
    return _t837

# <rulerun evolution.rules: piracy #384 84defb35>
def _loop(st, L):
    _st_cvars = st.cvars
    _t839 = 0
    for _t838 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t838] == L[2]):
            _t839 += (1 if ((_st_cvars[_t838] == 'carnivorous') or (_st_cvars[_t838] == 'high_body_weight')) else (2 if (_st_cvars[_t838] == 'parasite') else 0))
    return _t839

# <rulerun evolution.rules: piracy #385 6af91060>
def _loop(st, L):
    _st_cvars = st.cvars
    _t841 = 0
    for _t840 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t840] == L[2]) and (_st_cvars[_t840] == 'fat_tissue')) and _st_cvars[252 + _t840]):
            _t841 += 1
    return _t841

# <rulerun evolution.rules: piracy #386 a813c196>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = 0
    for _t842 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t842] == L[2]) and (_st_cvars[_t842] == 'fat_tissue')):
            _t843 += 1
    return _t843

# <rulerun evolution.rules: piracy #387 90b76a3b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t845 = 0
    for _t844 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t844] == L[2]) and (_st_cvars[_t844] == 'fat_tissue')):
            _t845 += 1
    return _t845

# <rulerun evolution.rules: piracy #388 82450d35>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain569(_text570(((((('animal ' + _plain569(_st_cvars[420 + L[2]]) + ' of ' + _player_text571(st.model.zone_instances[st.loc[L[2]]][1])) + (_text570(' ' + _plain569(_a572(st, L))) if (not not (_a573(st, L) or ())) else '')) + (' food ' + _plain569(_st_cvars[504 + L[2]]) + '/' + _plain569((1 + _a574(st, L))))) + ((' fat ' + _plain569(_a575(st, L)) + '/' + _plain569(_a576(st, L))) if (_a577(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 0cb22de6>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t846 if -1000000000000000000 <= (_t846 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond578(_t846))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text582(_audience579(st), ['Grazing: ', _PlayerRef580(L[0]), "'s animal ", _plain581(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain581(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 877f759e>
def _loop(st, _t849):
    _st_cvars = st.cvars
    for _t850 in st.zones[(9 + st.model.zone_instances[st.loc[_t849]][1])]:
        if ((_st_cvars[84 + _t850] == _t849) and (_st_cvars[_t850] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 8c1dc956>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t848 = st.zones[(5 + L[0])]
    st.budget -= len(_t848)
    if st.budget < 0: _spent583(st)
    _t847 = []
    for _t849 in _t848:
        if ((_a584(st, _t849) and (_st_cvars[840 + _t849] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t847.append(_t849)
    return _t847

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 f5c8892f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t853 = []
    for _t852 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t852] == L[1]) or (_st_cvars[168 + _t852] == L[1])):
            _t853.append(_st_cvars[_t852])
    return _t853

# <rulerun evolution.rules: grazing #396 b16a6322>
def _loop(st, L):
    _st_cvars = st.cvars
    _t855 = []
    for _t854 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t854] == L[1]) or (_st_cvars[168 + _t854] == L[1])):
            _t855.append(_t854)
    return _t855

# <rulerun evolution.rules: grazing #397 591de759>
def _loop(st, L):
    _st_cvars = st.cvars
    _t857 = 0
    for _t856 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t856] == L[1]):
            _t857 += (1 if ((_st_cvars[_t856] == 'carnivorous') or (_st_cvars[_t856] == 'high_body_weight')) else (2 if (_st_cvars[_t856] == 'parasite') else 0))
    return _t857

# <rulerun evolution.rules: grazing #398 f8a15a55>
def _loop(st, L):
    _st_cvars = st.cvars
    _t859 = 0
    for _t858 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t858] == L[1]) and (_st_cvars[_t858] == 'fat_tissue')) and _st_cvars[252 + _t858]):
            _t859 += 1
    return _t859

# <rulerun evolution.rules: grazing #399 2ffabe99>
def _loop(st, L):
    _st_cvars = st.cvars
    _t861 = 0
    for _t860 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t860] == L[1]) and (_st_cvars[_t860] == 'fat_tissue')):
            _t861 += 1
    return _t861

# <rulerun evolution.rules: grazing #400 a996232d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t863 = 0
    for _t862 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t862] == L[1]) and (_st_cvars[_t862] == 'fat_tissue')):
            _t863 += 1
    return _t863

# <rulerun evolution.rules: grazing #401 85eb7f19>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain585(_text586(((((('animal ' + _plain585(_st_cvars[420 + L[1]]) + ' of ' + _player_text587(st.model.zone_instances[st.loc[L[1]]][1])) + (_text586(' ' + _plain585(_a588(st, L))) if (not not (_a589(st, L) or ())) else '')) + (' food ' + _plain585(_st_cvars[504 + L[1]]) + '/' + _plain585((1 + _a590(st, L))))) + ((' fat ' + _plain585(_a591(st, L)) + '/' + _plain585(_a592(st, L))) if (_a593(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 138e6d7e>
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
    if _st_log is not None: _st_log.append(_Text597(_audience594(st), ['Hibernation: ', _PlayerRef595(L[0]), "'s animal ", _plain596(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 e246c6da>
def _loop(st, _t866):
    _st_cvars = st.cvars
    for _t867 in st.zones[(9 + st.model.zone_instances[st.loc[_t866]][1])]:
        if ((_st_cvars[84 + _t867] == _t866) and (_st_cvars[_t867] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 bb9c8d2c>
def _loop(st, _t866):
    _st_cvars = st.cvars
    _t870 = 0
    for _t869 in st.zones[(9 + st.model.zone_instances[st.loc[_t866]][1])]:
        if (_st_cvars[84 + _t869] == _t866):
            _t870 += (1 if ((_st_cvars[_t869] == 'carnivorous') or (_st_cvars[_t869] == 'high_body_weight')) else (2 if (_st_cvars[_t869] == 'parasite') else 0))
    return _t870

# <rulerun evolution.rules: hibernation #405 14d8ff7d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t865 = st.zones[(5 + L[0])]
    st.budget -= len(_t865)
    if st.budget < 0: _spent598(st)
    _t864 = []
    for _t866 in _t865:
        if ((((_a599(st, _t866) and (_st_cvars[924 + _t866] != _st_vars[0])) and (_st_cvars[924 + _t866] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t866] == _st_vars[0]) or (_st_cvars[504 + _t866] >= (1 + _a600(st, _t866)))))):
            _t864.append(_t866)
    return _t864

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 62762a21>
def _loop(st, L):
    _st_cvars = st.cvars
    _t872 = []
    for _t871 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t871] == L[1]) or (_st_cvars[168 + _t871] == L[1])):
            _t872.append(_st_cvars[_t871])
    return _t872

# <rulerun evolution.rules: hibernation #408 3775dfbe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t874 = []
    for _t873 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t873] == L[1]) or (_st_cvars[168 + _t873] == L[1])):
            _t874.append(_t873)
    return _t874

# <rulerun evolution.rules: hibernation #409 e912dfb0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t876 = 0
    for _t875 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t875] == L[1]):
            _t876 += (1 if ((_st_cvars[_t875] == 'carnivorous') or (_st_cvars[_t875] == 'high_body_weight')) else (2 if (_st_cvars[_t875] == 'parasite') else 0))
    return _t876

# <rulerun evolution.rules: hibernation #410 02ed71ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t878 = 0
    for _t877 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t877] == L[1]) and (_st_cvars[_t877] == 'fat_tissue')) and _st_cvars[252 + _t877]):
            _t878 += 1
    return _t878

# <rulerun evolution.rules: hibernation #411 91ed7643>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = 0
    for _t879 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t879] == L[1]) and (_st_cvars[_t879] == 'fat_tissue')):
            _t880 += 1
    return _t880

# <rulerun evolution.rules: hibernation #412 00934ec9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t882 = 0
    for _t881 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t881] == L[1]) and (_st_cvars[_t881] == 'fat_tissue')):
            _t882 += 1
    return _t882

# <rulerun evolution.rules: hibernation #413 0f173327>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain601(_text602(((((('animal ' + _plain601(_st_cvars[420 + L[1]]) + ' of ' + _player_text603(st.model.zone_instances[st.loc[L[1]]][1])) + (_text602(' ' + _plain601(_a604(st, L))) if (not not (_a605(st, L) or ())) else '')) + (' food ' + _plain601(_st_cvars[504 + L[1]]) + '/' + _plain601((1 + _a606(st, L))))) + ((' fat ' + _plain601(_a607(st, L)) + '/' + _plain601(_a608(st, L))) if (_a609(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 54d2f798>
def _loop(st, _t885):
    _st_cvars = st.cvars
    for _t886 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if ((_st_cvars[84 + _t886] == _t885) and (_st_cvars[_t886] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 00d17e62>
def _loop(st, _t885):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if (_st_cvars[84 + _t888] == _t885):
            _t889 += (1 if ((_st_cvars[_t888] == 'carnivorous') or (_st_cvars[_t888] == 'high_body_weight')) else (2 if (_st_cvars[_t888] == 'parasite') else 0))
    return _t889

# <rulerun evolution.rules: attack_action #416 fedde19d>
def _loop(st, _t885):
    _st_cvars = st.cvars
    _t891 = 0
    for _t890 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if (((_st_cvars[84 + _t890] == _t885) and (_st_cvars[_t890] == 'fat_tissue')) and _st_cvars[252 + _t890]):
            _t891 += 1
    return _t891

# <rulerun evolution.rules: attack_action #417 50ecd37a>
def _loop(st, _t885):
    _st_cvars = st.cvars
    _t893 = 0
    for _t892 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if ((_st_cvars[84 + _t892] == _t885) and (_st_cvars[_t892] == 'fat_tissue')):
            _t893 += 1
    return _t893

# <rulerun evolution.rules: attack_action #418 1dddc207>
def _loop(st, _t895):
    _st_cvars = st.cvars
    _t898 = 0
    for _t897 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t895]]][1])]:
        if (_st_cvars[84 + _t897] == _st_cvars[84 + _t895]):
            _t898 += (1 if ((_st_cvars[_t897] == 'carnivorous') or (_st_cvars[_t897] == 'high_body_weight')) else (2 if (_st_cvars[_t897] == 'parasite') else 0))
    return _t898

# <rulerun evolution.rules: attack_action #419 6c266bfa>
def _loop(st, _t885):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t894 = st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]
    st.budget -= len(_t894)
    if st.budget < 0: _spent615(st)
    for _t895 in _t894:
        if (((_st_cvars[_t895] == 'symbiosis') and (_st_cvars[168 + _t895] == _t885)) and (not ((_st_cvars[924 + _st_cvars[84 + _t895]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t895]] >= (1 + _a616(st, _t895)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 c8ff75ae>
def _loop(st, _t900):
    _st_cvars = st.cvars
    for _t902 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if ((_st_cvars[84 + _t902] == _t900) and (_st_cvars[_t902] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 3914cd01>
def _loop(st, _t885):
    _st_cvars = st.cvars
    for _t904 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if ((_st_cvars[84 + _t904] == _t885) and (_st_cvars[_t904] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 ceade418>
def _loop(st, _t900):
    _st_cvars = st.cvars
    for _t908 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if ((_st_cvars[84 + _t908] == _t900) and (_st_cvars[_t908] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 fc514d9f>
def _loop(st, _t885):
    _st_cvars = st.cvars
    for _t910 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if ((_st_cvars[84 + _t910] == _t885) and (_st_cvars[_t910] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 9d43dcd8>
def _loop(st, _t900):
    _st_cvars = st.cvars
    for _t914 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if ((_st_cvars[84 + _t914] == _t900) and (_st_cvars[_t914] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 2b06c203>
def _loop(st, _t885):
    _st_cvars = st.cvars
    for _t916 in st.zones[(9 + st.model.zone_instances[st.loc[_t885]][1])]:
        if ((_st_cvars[84 + _t916] == _t885) and (_st_cvars[_t916] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 e2e97432>
def _loop(st, _t900):
    _st_cvars = st.cvars
    for _t920 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if ((_st_cvars[84 + _t920] == _t900) and (_st_cvars[_t920] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 5ae87171>
def _loop(st, _t900):
    _st_cvars = st.cvars
    _t923 = 0
    for _t922 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if (_st_cvars[84 + _t922] == _t900):
            _t923 += (1 if ((_st_cvars[_t922] == 'carnivorous') or (_st_cvars[_t922] == 'high_body_weight')) else (2 if (_st_cvars[_t922] == 'parasite') else 0))
    return _t923

# <rulerun evolution.rules: attack_action #428 60d4fcd6>
def _loop(st, _t900):
    _st_cvars = st.cvars
    for _t924 in st.zones[(9 + st.model.zone_instances[st.loc[_t900]][1])]:
        if ((_st_cvars[_t924] == 'symbiosis') and (_st_cvars[168 + _t924] == _t900)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 b46dcc24>
def _loop(st, _t885):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t899 = ([_c for _i in [5 + _p for _p in _k618] for _c in st.zones[_i]] or ())
    st.budget -= len(_t899)
    if st.budget < 0: _spent619(st)
    _t906 = _NOT_YET
    _t907 = _NOT_YET
    _t912 = _NOT_YET
    _t913 = _NOT_YET
    _t918 = _NOT_YET
    _t919 = _NOT_YET
    for _t900 in _t899:
        if ((((((_t885 != _t900) and ((not _a620(st, _t900)) or (_t907 if _t907 is not _NOT_YET else (_t907 := (_t906 if _t906 is not _NOT_YET else (_t906 := _a621(st, _t885))))))) and ((not _a622(st, _t900)) or (_t913 if _t913 is not _NOT_YET else (_t913 := (_t912 if _t912 is not _NOT_YET else (_t912 := _a623(st, _t885))))))) and (_a624(st, _t900) == (_t919 if _t919 is not _NOT_YET else (_t919 := (_t918 if _t918 is not _NOT_YET else (_t918 := _a625(st, _t885))))))) and (not (_a626(st, _t900) and ((_st_cvars[924 + _t900] == _st_vars[0]) or (_st_cvars[504 + _t900] >= (1 + _a627(st, _t900))))))) and (not _a628(st, _t900))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 ecc7d28b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t884 = st.zones[(5 + L[0])]
    st.budget -= len(_t884)
    if st.budget < 0: _spent610(st)
    _t883 = []
    for _t885 in _t884:
        if (((_a611(st, _t885) and (_st_cvars[672 + _t885] != _st_vars[0])) and ((not ((_st_cvars[924 + _t885] == _st_vars[0]) or ((_st_cvars[504 + _t885] >= (1 + _a612(st, _t885))) and (_a613(st, _t885) >= _a614(st, _t885))))) and (not _a617(st, _t885)))) and _a629(st, _t885)):
            _t883.append(_t885)
    return _t883

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 0691d096>
def _loop(st, L):
    _st_cvars = st.cvars
    _t927 = []
    for _t926 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t926] == L[1]) or (_st_cvars[168 + _t926] == L[1])):
            _t927.append(_st_cvars[_t926])
    return _t927

# <rulerun evolution.rules: attack_action #433 58d6926a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t929 = []
    for _t928 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t928] == L[1]) or (_st_cvars[168 + _t928] == L[1])):
            _t929.append(_t928)
    return _t929

# <rulerun evolution.rules: attack_action #434 ad08dee3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t931 = 0
    for _t930 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t930] == L[1]):
            _t931 += (1 if ((_st_cvars[_t930] == 'carnivorous') or (_st_cvars[_t930] == 'high_body_weight')) else (2 if (_st_cvars[_t930] == 'parasite') else 0))
    return _t931

# <rulerun evolution.rules: attack_action #435 0de08b1a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = 0
    for _t932 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t932] == L[1]) and (_st_cvars[_t932] == 'fat_tissue')) and _st_cvars[252 + _t932]):
            _t933 += 1
    return _t933

# <rulerun evolution.rules: attack_action #436 33c7f9eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t935 = 0
    for _t934 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t934] == L[1]) and (_st_cvars[_t934] == 'fat_tissue')):
            _t935 += 1
    return _t935

# <rulerun evolution.rules: attack_action #437 f16419f1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t937 = 0
    for _t936 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t936] == L[1]) and (_st_cvars[_t936] == 'fat_tissue')):
            _t937 += 1
    return _t937

# <rulerun evolution.rules: attack_action #438 45bc4687>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain630(_text631(((((('animal ' + _plain630(_st_cvars[420 + L[1]]) + ' of ' + _player_text632(st.model.zone_instances[st.loc[L[1]]][1])) + (_text631(' ' + _plain630(_a633(st, L))) if (not not (_a634(st, L) or ())) else '')) + (' food ' + _plain630(_st_cvars[504 + L[1]]) + '/' + _plain630((1 + _a635(st, L))))) + ((' fat ' + _plain630(_a636(st, L)) + '/' + _plain630(_a637(st, L))) if (_a638(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 33ac7259>
def _loop(st, _t940):
    _st_cvars = st.cvars
    for _t941 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if ((_st_cvars[84 + _t941] == _t940) and (_st_cvars[_t941] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 e40918ad>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t943 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t943] == _l1) and (_st_cvars[_t943] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 71083a62>
def _loop(st, _t940):
    _st_cvars = st.cvars
    for _t947 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if ((_st_cvars[84 + _t947] == _t940) and (_st_cvars[_t947] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 d3395850>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t949 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t949] == _l1) and (_st_cvars[_t949] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 e272a313>
def _loop(st, _t940):
    _st_cvars = st.cvars
    for _t953 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if ((_st_cvars[84 + _t953] == _t940) and (_st_cvars[_t953] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 62f33d75>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t955 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t955] == _l1) and (_st_cvars[_t955] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 d3eb8853>
def _loop(st, _t940):
    _st_cvars = st.cvars
    for _t959 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if ((_st_cvars[84 + _t959] == _t940) and (_st_cvars[_t959] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 10b67678>
def _loop(st, _t940):
    _st_cvars = st.cvars
    _t962 = 0
    for _t961 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if (_st_cvars[84 + _t961] == _t940):
            _t962 += (1 if ((_st_cvars[_t961] == 'carnivorous') or (_st_cvars[_t961] == 'high_body_weight')) else (2 if (_st_cvars[_t961] == 'parasite') else 0))
    return _t962

# <rulerun evolution.rules: attack_action #447 924d71ad>
def _loop(st, _t940):
    _st_cvars = st.cvars
    for _t963 in st.zones[(9 + st.model.zone_instances[st.loc[_t940]][1])]:
        if ((_st_cvars[_t963] == 'symbiosis') and (_st_cvars[168 + _t963] == _t940)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 8c7e6b54>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t939 = ([_c for _i in [5 + _p for _p in _k639] for _c in st.zones[_i]] or ())
    st.budget -= len(_t939)
    if st.budget < 0: _spent640(st)
    _t945 = _NOT_YET
    _t946 = _NOT_YET
    _t951 = _NOT_YET
    _t952 = _NOT_YET
    _t957 = _NOT_YET
    _t958 = _NOT_YET
    _t938 = []
    for _t940 in _t939:
        if ((((((_l1 != _t940) and ((not _a641(st, _t940)) or (_t946 if _t946 is not _NOT_YET else (_t946 := (_t945 if _t945 is not _NOT_YET else (_t945 := _a642(st, L))))))) and ((not _a643(st, _t940)) or (_t952 if _t952 is not _NOT_YET else (_t952 := (_t951 if _t951 is not _NOT_YET else (_t951 := _a644(st, L))))))) and (_a645(st, _t940) == (_t958 if _t958 is not _NOT_YET else (_t958 := (_t957 if _t957 is not _NOT_YET else (_t957 := _a646(st, L))))))) and (not (_a647(st, _t940) and ((_st_cvars[924 + _t940] == _st_vars[0]) or (_st_cvars[504 + _t940] >= (1 + _a648(st, _t940))))))) and (not _a649(st, _t940))):
            _t938.append(_t940)
    return _t938

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 8eb9f593>
def _loop(st, L):
    _st_cvars = st.cvars
    _t966 = []
    for _t965 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t965] == L[2]) or (_st_cvars[168 + _t965] == L[2])):
            _t966.append(_st_cvars[_t965])
    return _t966

# <rulerun evolution.rules: attack_action #451 81df5692>
def _loop(st, L):
    _st_cvars = st.cvars
    _t968 = []
    for _t967 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t967] == L[2]) or (_st_cvars[168 + _t967] == L[2])):
            _t968.append(_t967)
    return _t968

# <rulerun evolution.rules: attack_action #452 cc8bb3ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t970 = 0
    for _t969 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t969] == L[2]):
            _t970 += (1 if ((_st_cvars[_t969] == 'carnivorous') or (_st_cvars[_t969] == 'high_body_weight')) else (2 if (_st_cvars[_t969] == 'parasite') else 0))
    return _t970

# <rulerun evolution.rules: attack_action #453 6d00490f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t972 = 0
    for _t971 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t971] == L[2]) and (_st_cvars[_t971] == 'fat_tissue')) and _st_cvars[252 + _t971]):
            _t972 += 1
    return _t972

# <rulerun evolution.rules: attack_action #454 4ed0bef4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t974 = 0
    for _t973 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t973] == L[2]) and (_st_cvars[_t973] == 'fat_tissue')):
            _t974 += 1
    return _t974

# <rulerun evolution.rules: attack_action #455 843c751d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t976 = 0
    for _t975 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t975] == L[2]) and (_st_cvars[_t975] == 'fat_tissue')):
            _t976 += 1
    return _t976

# <rulerun evolution.rules: attack_action #456 ac1eeae8>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain650(_text651(((((('animal ' + _plain650(_st_cvars[420 + L[2]]) + ' of ' + _player_text652(st.model.zone_instances[st.loc[L[2]]][1])) + (_text651(' ' + _plain650(_a653(st, L))) if (not not (_a654(st, L) or ())) else '')) + (' food ' + _plain650(_st_cvars[504 + L[2]]) + '/' + _plain650((1 + _a655(st, L))))) + ((' fat ' + _plain650(_a656(st, L)) + '/' + _plain650(_a657(st, L))) if (_a658(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 e25881e6>
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
    if _st_log is not None: _st_log.append(_Text662(_audience659(st), [_PlayerRef660(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain661(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef660(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain661(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 f3e45195>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t977 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t977] == L[2]) and (_st_cvars[_t977] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 83480d4a>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t981 = []
    for _t980 in st.zones[(9 + st.model.zone_instances[st.loc[_i10l0]][1])]:
        if ((_st_cvars[84 + _t980] == _i10l0) or (_st_cvars[168 + _t980] == _i10l0)):
            _t981.append(_t980)
    return _t981

# <rulerun evolution.rules: hunt #462 fd98929b>
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
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value663(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value663(st, 1, 0, 'attack'))
    L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a664(st, L)))
    if _st_log is not None: _st_log.append(_Text668(_audience665(st), [_PlayerRef666(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain667(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef666(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain667(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = st.model.zone_instances[_st_loc[_i10l0]][1]
    _t982 = (_a669(st, _i10l0) or [])
    st.budget -= len(_t982)
    if st.budget < 0: _spent670(st)
    for _t979 in _t982:
        _i10[4] = _t979
        _i11l0 = _t979
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
        _t983 = _i11l0
        _t984 = (13 + _i11[1])
        if type(_t983) is int and _st_log is None:
            _t985 = _st_zones[_st_loc[_t983]]
            if _t985[-1] == _t983: _t985.pop()
            else: _t985.remove(_t983)
            _st_zones[_t984].append(_t983); _st_loc[_t983] = _t984
        elif _t983 is not None:
            _move_cards671(st, _t983, _t984, False)
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
    _t986 = _i10l0
    _t987 = (13 + _i10[1])
    if type(_t986) is int and _st_log is None:
        _t988 = _st_zones[_st_loc[_t986]]
        if _t988[-1] == _t986: _t988.pop()
        else: _t988.remove(_t986)
        _st_zones[_t987].append(_t986); _st_loc[_t986] = _t987
    elif _t986 is not None:
        _move_cards671(st, _t986, _t987, False)
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

# <rulerun evolution.rules: hunt #463 bce5f81b>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text674(_audience672(st), ['Animal ', _plain673(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 7bf7a327>
def _loop(st, _t991):
    _st_cvars = st.cvars
    for _t992 in st.zones[(9 + st.model.zone_instances[st.loc[_t991]][1])]:
        if ((_st_cvars[84 + _t992] == _t991) and (_st_cvars[_t992] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 9b668d49>
def _loop(st, _t991):
    _st_cvars = st.cvars
    _t995 = 0
    for _t994 in st.zones[(9 + st.model.zone_instances[st.loc[_t991]][1])]:
        if (_st_cvars[84 + _t994] == _t991):
            _t995 += (1 if ((_st_cvars[_t994] == 'carnivorous') or (_st_cvars[_t994] == 'high_body_weight')) else (2 if (_st_cvars[_t994] == 'parasite') else 0))
    return _t995

# <rulerun evolution.rules: scavenge #472 8f0cb376>
def _loop(st, _t991):
    _st_cvars = st.cvars
    _t997 = 0
    for _t996 in st.zones[(9 + st.model.zone_instances[st.loc[_t991]][1])]:
        if (((_st_cvars[84 + _t996] == _t991) and (_st_cvars[_t996] == 'fat_tissue')) and _st_cvars[252 + _t996]):
            _t997 += 1
    return _t997

# <rulerun evolution.rules: scavenge #473 8f2f29d7>
def _loop(st, _t991):
    _st_cvars = st.cvars
    _t999 = 0
    for _t998 in st.zones[(9 + st.model.zone_instances[st.loc[_t991]][1])]:
        if ((_st_cvars[84 + _t998] == _t991) and (_st_cvars[_t998] == 'fat_tissue')):
            _t999 += 1
    return _t999

# <rulerun evolution.rules: scavenge #474 43025a37>
def _loop(st, _t1001):
    _st_cvars = st.cvars
    _t1004 = 0
    for _t1003 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1001]]][1])]:
        if (_st_cvars[84 + _t1003] == _st_cvars[84 + _t1001]):
            _t1004 += (1 if ((_st_cvars[_t1003] == 'carnivorous') or (_st_cvars[_t1003] == 'high_body_weight')) else (2 if (_st_cvars[_t1003] == 'parasite') else 0))
    return _t1004

# <rulerun evolution.rules: scavenge #475 b1ec9fde>
def _loop(st, _t991):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1000 = st.zones[(9 + st.model.zone_instances[st.loc[_t991]][1])]
    st.budget -= len(_t1000)
    if st.budget < 0: _spent680(st)
    for _t1001 in _t1000:
        if (((_st_cvars[_t1001] == 'symbiosis') and (_st_cvars[168 + _t1001] == _t991)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1001]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1001]] >= (_memo6[_st_cvars[84 + _t1001]] if _st_cvars[84 + _t1001] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1001], (1 + _a681(st, _t1001)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 5e9b5d60>
def _native(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t990 = st.zones[(5 + L[3])]
    st.budget -= len(_t990)
    if st.budget < 0: _spent675(st)
    _t989 = []
    for _t991 in _t990:
        if ((_memo7[(_t991, 'scavenger',)] if (_t991, 'scavenger',) in _memo7 else _memo7.setdefault((_t991, 'scavenger',), _a676(st, _t991))) and ((not ((_st_cvars[924 + _t991] == _st_vars[0]) or ((_st_cvars[504 + _t991] >= (_memo6[_t991] if _t991 in _memo6 else _memo6.setdefault(_t991, (1 + _a677(st, _t991))))) and ((_memo5[_t991] if _t991 in _memo5 else _memo5.setdefault(_t991, _a678(st, _t991))) >= (_memo4[_t991] if _t991 in _memo4 else _memo4.setdefault(_t991, _a679(st, _t991))))))) and (_memo14[_t991] if _t991 in _memo14 else _memo14.setdefault(_t991, (not _a682(st, _t991)))))):
            _t989.append(_t991)
    L[4] = _t989

# <rulerun evolution.rules: scavenge #477 1ae695c6>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text686(_audience683(st), ['Scavenger: ', _PlayerRef684(L[3]), "'s animal ", _plain685(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 9b5792c2>
def _native(st, L):
    return _o687[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 91dfcc84>
def _loop(st, L):
    _t1008 = (L[4] or ())
    st.budget -= len(_t1008)
    if st.budget < 0: _spent689(st)
    for _t1009 in _t1008:
        return _t1009
    return None

# <rulerun evolution.rules: scavenge #482 3d39af26>
def _native(st, L):
    _t1006 = (L[4] or ())
    st.budget -= len(_t1006)
    if st.budget < 0: _spent688(st)
    _t1011 = _NOT_YET
    _t1005 = []
    for _t1007 in _t1006:
        if ((not False) or (_t1007 == (_t1011 if _t1011 is not _NOT_YET else (_t1011 := _a690(st, L))))):
            _t1005.append(_t1007)
    return _t1005

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 bc651d46>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1013 = []
    for _t1012 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1012] == L[5]) or (_st_cvars[168 + _t1012] == L[5])):
            _t1013.append(_st_cvars[_t1012])
    return _t1013

# <rulerun evolution.rules: scavenge #485 baacc606>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1015 = []
    for _t1014 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1014] == L[5]) or (_st_cvars[168 + _t1014] == L[5])):
            _t1015.append(_t1014)
    return _t1015

# <rulerun evolution.rules: scavenge #486 b146c812>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1017 = 0
    for _t1016 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (_st_cvars[84 + _t1016] == L[5]):
            _t1017 += (1 if ((_st_cvars[_t1016] == 'carnivorous') or (_st_cvars[_t1016] == 'high_body_weight')) else (2 if (_st_cvars[_t1016] == 'parasite') else 0))
    return _t1017

# <rulerun evolution.rules: scavenge #487 1ab03078>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1019 = 0
    for _t1018 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if (((_st_cvars[84 + _t1018] == L[5]) and (_st_cvars[_t1018] == 'fat_tissue')) and _st_cvars[252 + _t1018]):
            _t1019 += 1
    return _t1019

# <rulerun evolution.rules: scavenge #488 ec9510e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1021 = 0
    for _t1020 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1020] == L[5]) and (_st_cvars[_t1020] == 'fat_tissue')):
            _t1021 += 1
    return _t1021

# <rulerun evolution.rules: scavenge #489 32cb2dbf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1023 = 0
    for _t1022 in st.zones[(9 + st.model.zone_instances[st.loc[L[5]]][1])]:
        if ((_st_cvars[84 + _t1022] == L[5]) and (_st_cvars[_t1022] == 'fat_tissue')):
            _t1023 += 1
    return _t1023

# <rulerun evolution.rules: scavenge #490 8fb52014>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain691(_text692(((((('animal ' + _plain691(_st_cvars[420 + L[5]]) + ' of ' + _player_text693(st.model.zone_instances[st.loc[L[5]]][1])) + (_text692(' ' + _plain691(_a694(st, L))) if (not not (_a695(st, L) or ())) else '')) + (' food ' + _plain691(_st_cvars[504 + L[5]]) + '/' + _plain691((1 + _a696(st, L))))) + ((' fat ' + _plain691(_a697(st, L)) + '/' + _plain691(_a698(st, L))) if (_a699(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 69aefafc>
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
    _t1024 = _l0
    _t1025 = (13 + L[1])
    if type(_t1024) is int and st.log is None:
        _t1026 = _st_zones[_st_loc[_t1024]]
        if _t1026[-1] == _t1024: _t1026.pop()
        else: _t1026.remove(_t1024)
        _st_zones[_t1025].append(_t1024); _st_loc[_t1024] = _t1025
    elif _t1024 is not None:
        _move_cards700(st, _t1024, _t1025, False)
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

# <rulerun evolution.rules: remove_animal #494 b4189933>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1029 = []
    for _t1028 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1028] == _l0) or (_st_cvars[168 + _t1028] == _l0)):
            _t1029.append(_t1028)
    return _t1029

# <rulerun evolution.rules: remove_animal #495 55d2cde0>
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
    _t1030 = (_a701(st, L) or [])
    st.budget -= len(_t1030)
    if st.budget < 0: _spent702(st)
    for _t1027 in _t1030:
        L[4] = _t1027
        _i12l0 = _t1027
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
        _t1031 = _i12l0
        _t1032 = (13 + _i12[1])
        if type(_t1031) is int and _st_log is None:
            _t1033 = _st_zones[_st_loc[_t1031]]
            if _t1033[-1] == _t1031: _t1033.pop()
            else: _t1033.remove(_t1031)
            _st_zones[_t1032].append(_t1031); _st_loc[_t1031] = _t1032
        elif _t1031 is not None:
            _move_cards703(st, _t1031, _t1032, False)
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
    _t1034 = _l0
    _t1035 = (13 + L[1])
    if type(_t1034) is int and _st_log is None:
        _t1036 = _st_zones[_st_loc[_t1034]]
        if _t1036[-1] == _t1034: _t1036.pop()
        else: _t1036.remove(_t1034)
        _st_zones[_t1035].append(_t1034); _st_loc[_t1034] = _t1035
    elif _t1034 is not None:
        _move_cards703(st, _t1034, _t1035, False)
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

# <rulerun evolution.rules: deal #496 3179ffd7>
def _loop(st):
    for _t1039 in (_k710 or ()):
        if (st.vars[7 + _t1039] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 9f391c01>
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
    for _t1037 in (_k704 or []):
        L[2] = _t1037
        _st_vars[7 + _t1037] = (6 if ((not _st_zones[(5 + _t1037)]) and (not _st_zones[(1 + _t1037)])) else (1 + len(_st_zones[(5 + _t1037)])))
    for _t1038 in (_o705[_st_vars[1]] or []):
        L[5] = _t1038
        if _st_log is not None: _st_log.append(_Text709(_audience706(st), ['Cards owed to ', _PlayerRef707(_t1038), ': ', _plain708(_st_vars[7 + _t1038])]))
    while ((not not _st_zones[0]) and _a711(st)):
        st.budget -= 1
        if st.budget < 0: _spent712(st)
        for _t1041 in (_o713[_st_vars[1]] or []):
            L[8] = _t1041
            if not (((_st_vars[7 + _t1041] > 0) and (not not _st_zones[0]))): continue
            _t1044 = _st_zones[0]
            _t1043 = (1 + _t1041)
            if _st_log is None and _t1044:
                _t1042 = _t1044.pop(); _st_zones[_t1043].append(_t1042); st.loc[_t1042] = _t1043
            elif _t1044:
                _move_cards714(st, _t1044[-1], _t1043, False)
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
            _st_vars[7 + _t1041] = (_t1045 if -1000000000000000000 <= (_t1045 := _st_vars[7 + _t1041] - 1) <= 1000000000000000000 else _beyond715(_t1045))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text709(_audience706(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 b4ec03e7>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    _t1049 = 0
    for _t1048 in st.zones[(9 + _t1046)]:
        _t1049 += (1 + (1 if ((_st_cvars[_t1048] == 'carnivorous') or (_st_cvars[_t1048] == 'high_body_weight')) else (2 if (_st_cvars[_t1048] == 'parasite') else 0)))
    return _t1049

# <rulerun evolution.rules: game_end #499 69fc7072>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1047 = (_k716 or [])
    st.budget -= len(_t1047)
    if st.budget < 0: _spent717(st)
    for _t1046 in _t1047:
        _i13[2] = _t1046
        if _st_log is not None: _st_log.append(_Text722(_audience718(st), [_PlayerRef719(_t1046), ': ', _plain720(len(_st_zones[(5 + _t1046)])), ' animals, ', _plain720(len(_st_zones[(9 + _t1046)])), ' trait cards, ', _plain720((_memo12[_t1046] if _t1046 in _memo12 else _memo12.setdefault(_t1046, ((2 * len(_st_zones[(5 + _t1046)])) + _a721(st, _t1046))))), ' points; ', _plain720(len(_st_zones[(13 + _t1046)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range723(1, 4)
        for _t1050 in (_k724 or []):
            _i13[6] = _t1050
            _i13[7] = _random_item725(st, _i13[3])
            st.vars[12 + _t1050] = _i13[7]
            _i13[3] = _remove726(st, _i13[3], _i13[7])
    _end_game727(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 c6add7fc>
def _loop(st, _t1051):
    _st_cvars = st.cvars
    _t1054 = 0
    for _t1053 in st.zones[(9 + _t1051)]:
        _t1054 += (1 + (1 if ((_st_cvars[_t1053] == 'carnivorous') or (_st_cvars[_t1053] == 'high_body_weight')) else (2 if (_st_cvars[_t1053] == 'parasite') else 0)))
    return _t1054

# <rulerun evolution.rules: final_scoring #501 80aa4307>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1052 = (_k728 or [])
    st.budget -= len(_t1052)
    if st.budget < 0: _spent729(st)
    for _t1051 in _t1052:
        L[2] = _t1051
        if _st_log is not None: _st_log.append(_Text734(_audience730(st), [_PlayerRef731(_t1051), ': ', _plain732(len(_st_zones[(5 + _t1051)])), ' animals, ', _plain732(len(_st_zones[(9 + _t1051)])), ' trait cards, ', _plain732((_memo12[_t1051] if _t1051 in _memo12 else _memo12.setdefault(_t1051, ((2 * len(_st_zones[(5 + _t1051)])) + _a733(st, _t1051))))), ' points; ', _plain732(len(_st_zones[(13 + _t1051)])), ' cards in the discard pile']))
    if False:
        L[3] = _range735(1, 4)
        for _t1055 in (_k736 or []):
            L[6] = _t1055
            L[7] = _random_item737(st, L[3])
            st.vars[12 + _t1055] = L[7]
            L[3] = _remove738(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 1b89429a>
def _loop(st, L, _t1059):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1060 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1060] == _l1) and (_st_cvars[_t1060] == _t1059)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 e2d7fbfd>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1065 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1065] == _t1063) and (_st_cvars[_t1065] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 e1bc0325>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1067 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1067] == _l0) and (_st_cvars[_t1067] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 b8a37457>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1071 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1071] == _t1063) and (_st_cvars[_t1071] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 14f7f609>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1073 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1073] == _l0) and (_st_cvars[_t1073] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 485e2f2b>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1077 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1077] == _t1063) and (_st_cvars[_t1077] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 df5b811d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1079 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1079] == _l0) and (_st_cvars[_t1079] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 c3499539>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1083 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[84 + _t1083] == _t1063) and (_st_cvars[_t1083] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 b69a8534>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    _t1086 = 0
    for _t1085 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if (_st_cvars[84 + _t1085] == _t1063):
            _t1086 += (1 if ((_st_cvars[_t1085] == 'carnivorous') or (_st_cvars[_t1085] == 'high_body_weight')) else (2 if (_st_cvars[_t1085] == 'parasite') else 0))
    return _t1086

# <rulerun evolution.rules: on before attack #514 41e5e2f8>
def _loop(st, _t1063):
    _st_cvars = st.cvars
    for _t1087 in st.zones[(9 + st.model.zone_instances[st.loc[_t1063]][1])]:
        if ((_st_cvars[_t1087] == 'symbiosis') and (_st_cvars[168 + _t1087] == _t1063)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 e83200ff>
def _loop(st, L, _t1057):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1062 = st.zones[(5 + _t1057)]
    st.budget -= len(_t1062)
    if st.budget < 0: _spent741(st)
    _t1069 = _NOT_YET
    _t1070 = _NOT_YET
    _t1075 = _NOT_YET
    _t1076 = _NOT_YET
    _t1081 = _NOT_YET
    _t1082 = _NOT_YET
    for _t1063 in _t1062:
        if (((_t1063 != _l1) and (_t1063 != _l0)) and ((((((_l0 != _t1063) and ((not (_memo7[(_t1063, 'camouflage',)] if (_t1063, 'camouflage',) in _memo7 else _memo7.setdefault((_t1063, 'camouflage',), _a742(st, _t1063)))) or (_t1070 if _t1070 is not _NOT_YET else (_t1070 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1069 if _t1069 is not _NOT_YET else (_t1069 := _a743(st, L))))))))) and ((not (_memo7[(_t1063, 'high_body_weight',)] if (_t1063, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1063, 'high_body_weight',), _a744(st, _t1063)))) or (_t1076 if _t1076 is not _NOT_YET else (_t1076 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1075 if _t1075 is not _NOT_YET else (_t1075 := _a745(st, L))))))))) and ((_memo7[(_t1063, 'swimming',)] if (_t1063, 'swimming',) in _memo7 else _memo7.setdefault((_t1063, 'swimming',), _a746(st, _t1063))) == (_t1082 if _t1082 is not _NOT_YET else (_t1082 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1081 if _t1081 is not _NOT_YET else (_t1081 := _a747(st, L))))))))) and (not ((_memo7[(_t1063, 'burrowing',)] if (_t1063, 'burrowing',) in _memo7 else _memo7.setdefault((_t1063, 'burrowing',), _a748(st, _t1063))) and ((_st_cvars[924 + _t1063] == _st_vars[0]) or (_st_cvars[504 + _t1063] >= (_memo6[_t1063] if _t1063 in _memo6 else _memo6.setdefault(_t1063, (1 + _a749(st, _t1063))))))))) and (not (_memo13[_t1063] if _t1063 in _memo13 else _memo13.setdefault(_t1063, _a750(st, _t1063)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 50cbe8d3>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo7 = st.memos[7]
    L[4] = st.model.zone_instances[st.loc[_l1]][1]
    _t1057 = L[4]
    _t1058 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1058)
    if st.budget < 0: _spent739(st)
    _t1089 = _NOT_YET
    _t1056 = []
    for _t1059 in _t1058:
        if (((_memo7[(_l1, _t1059,)] if (_l1, _t1059,) in _memo7 else _memo7.setdefault((_l1, _t1059,), _a740(st, L, _t1059))) and ((_t1059 != 'running') or (not _l3))) and ((_t1059 != 'mimicry') or ((not _l2) and (_t1089 if _t1089 is not _NOT_YET else (_t1089 := _a751(st, L, _t1057)))))):
            _t1056.append(_t1059)
    L[5] = _t1056
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 621855bb>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text755(_audience752(st), ['Running: ', _PlayerRef753(L[4]), "'s animal ", _plain754(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll756(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text755(_audience752(st), ['Animal ', _plain754(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel757(st)
        return 2
    if _st_log is not None: _st_log.append(_Text755(_audience752(st), ['Animal ', _plain754(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 e775a71b>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text760(_audience758(st), ['Mimicry: the attack turns from animal ', _plain759(_st_cvars[420 + L[1]]), ' to animal ', _plain759(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value761(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 e4bc42bf>
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
    if _st_log is not None: _st_log.append(_Text764(_audience762(st), ['Tail loss: animal ', _plain763(_st_cvars[420 + L[1]]), ' drops its ', _plain763(_st_cvars[_l8]), ' card and survives']))
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
    _t1090 = _i14l0
    _t1091 = (13 + _i14[1])
    if type(_t1090) is int and _st_log is None:
        _t1092 = _st_zones[_st_loc[_t1090]]
        if _t1092[-1] == _t1090: _t1092.pop()
        else: _t1092.remove(_t1090)
        _st_zones[_t1091].append(_t1090); _st_loc[_t1090] = _t1091
    elif _t1090 is not None:
        _move_cards765(st, _t1090, _t1091, False)
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

# <rulerun evolution.rules: on before attack #521 2edf5b83>
def _native(st, L):
    _cancel766(st)
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

# <rulerun evolution.rules: on before attack #527 4b4413a1>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    for _t1096 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if ((_st_cvars[84 + _t1096] == _t1095) and (_st_cvars[_t1096] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 2528e249>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1098 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1098] == _l0) and (_st_cvars[_t1098] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 77590210>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    for _t1102 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if ((_st_cvars[84 + _t1102] == _t1095) and (_st_cvars[_t1102] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 20ef8de6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1104 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1104] == _l0) and (_st_cvars[_t1104] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 c1b58e22>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    for _t1108 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if ((_st_cvars[84 + _t1108] == _t1095) and (_st_cvars[_t1108] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 c715a2a9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1110 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1110] == _l0) and (_st_cvars[_t1110] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 9bad2a32>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    for _t1114 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if ((_st_cvars[84 + _t1114] == _t1095) and (_st_cvars[_t1114] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 91a3ea69>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    _t1117 = 0
    for _t1116 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if (_st_cvars[84 + _t1116] == _t1095):
            _t1117 += (1 if ((_st_cvars[_t1116] == 'carnivorous') or (_st_cvars[_t1116] == 'high_body_weight')) else (2 if (_st_cvars[_t1116] == 'parasite') else 0))
    return _t1117

# <rulerun evolution.rules: on before attack #535 dded196f>
def _loop(st, _t1095):
    _st_cvars = st.cvars
    for _t1118 in st.zones[(9 + st.model.zone_instances[st.loc[_t1095]][1])]:
        if ((_st_cvars[_t1118] == 'symbiosis') and (_st_cvars[168 + _t1118] == _t1095)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 6382306c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1094 = st.zones[(5 + L[4])]
    st.budget -= len(_t1094)
    if st.budget < 0: _spent767(st)
    _t1100 = _NOT_YET
    _t1101 = _NOT_YET
    _t1106 = _NOT_YET
    _t1107 = _NOT_YET
    _t1112 = _NOT_YET
    _t1113 = _NOT_YET
    _t1093 = []
    for _t1095 in _t1094:
        if (((_t1095 != _l1) and (_t1095 != _l0)) and ((((((_l0 != _t1095) and ((not _a768(st, _t1095)) or (_t1101 if _t1101 is not _NOT_YET else (_t1101 := (_t1100 if _t1100 is not _NOT_YET else (_t1100 := _a769(st, L))))))) and ((not _a770(st, _t1095)) or (_t1107 if _t1107 is not _NOT_YET else (_t1107 := (_t1106 if _t1106 is not _NOT_YET else (_t1106 := _a771(st, L))))))) and (_a772(st, _t1095) == (_t1113 if _t1113 is not _NOT_YET else (_t1113 := (_t1112 if _t1112 is not _NOT_YET else (_t1112 := _a773(st, L))))))) and (not (_a774(st, _t1095) and ((_st_cvars[924 + _t1095] == _st_vars[0]) or (_st_cvars[504 + _t1095] >= (1 + _a775(st, _t1095))))))) and (not _a776(st, _t1095)))):
            _t1093.append(_t1095)
    return _t1093

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 f1b049ae>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1121 = []
    for _t1120 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1120] == L[7]) or (_st_cvars[168 + _t1120] == L[7])):
            _t1121.append(_st_cvars[_t1120])
    return _t1121

# <rulerun evolution.rules: on before attack #539 4a9e7ae1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1123 = []
    for _t1122 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1122] == L[7]) or (_st_cvars[168 + _t1122] == L[7])):
            _t1123.append(_t1122)
    return _t1123

# <rulerun evolution.rules: on before attack #540 8aa34ebf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1125 = 0
    for _t1124 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (_st_cvars[84 + _t1124] == L[7]):
            _t1125 += (1 if ((_st_cvars[_t1124] == 'carnivorous') or (_st_cvars[_t1124] == 'high_body_weight')) else (2 if (_st_cvars[_t1124] == 'parasite') else 0))
    return _t1125

# <rulerun evolution.rules: on before attack #541 a360e657>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1127 = 0
    for _t1126 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if (((_st_cvars[84 + _t1126] == L[7]) and (_st_cvars[_t1126] == 'fat_tissue')) and _st_cvars[252 + _t1126]):
            _t1127 += 1
    return _t1127

# <rulerun evolution.rules: on before attack #542 7da634ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1129 = 0
    for _t1128 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1128] == L[7]) and (_st_cvars[_t1128] == 'fat_tissue')):
            _t1129 += 1
    return _t1129

# <rulerun evolution.rules: on before attack #543 1219b5b2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1131 = 0
    for _t1130 in st.zones[(9 + st.model.zone_instances[st.loc[L[7]]][1])]:
        if ((_st_cvars[84 + _t1130] == L[7]) and (_st_cvars[_t1130] == 'fat_tissue')):
            _t1131 += 1
    return _t1131

# <rulerun evolution.rules: on before attack #544 2d73f2b6>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain777(_text778(((((('animal ' + _plain777(_st_cvars[420 + L[7]]) + ' of ' + _player_text779(st.model.zone_instances[st.loc[L[7]]][1])) + (_text778(' ' + _plain777(_a780(st, L))) if (not not (_a781(st, L) or ())) else '')) + (' food ' + _plain777(_st_cvars[504 + L[7]]) + '/' + _plain777((1 + _a782(st, L))))) + ((' fat ' + _plain777(_a783(st, L)) + '/' + _plain777(_a784(st, L))) if (_a785(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 c2d9b424>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1133 = []
    for _t1132 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1132] == _l1) or (_st_cvars[168 + _t1132] == _l1)):
            _t1133.append(_t1132)
    return _t1133

# <rulerun evolution.rules: on before attack #546 ae6b193b>
def _native(st, L):
    return _a786(st, L)

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

# <rulerun evolution.rules: play #551 12d09232>
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
        if _st_log is not None: _st_log.append(_Text789(_audience787(st), ['Two base sets are mixed: ', _plain788(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone790(st, 0)
    for _t1134 in (_k791 or []):
        L[2] = _t1134
        _t1135 = _st_zones[0][:-(6) - 1:-1]
        _t1136 = (1 + _t1134)
        if type(_t1135) is list and _st_log is None:
            for _t1137 in _t1135:
                _t1138 = _st_zones[_st_loc[_t1137]]
                if _t1138[-1] == _t1137: _t1138.pop()
                else: _t1138.remove(_t1137)
                _st_zones[_t1136].append(_t1137); _st_loc[_t1137] = _t1136
        elif _t1135 is not None:
            _move_cards792(st, _t1135, _t1136, False)
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
    _st_vars[1] = _random_item793(st, _k794)
    if _st_log is not None: _st_log.append(_Text789(_audience787(st), [_PlayerRef795(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 67580047>
def _loop(st, _t1139):
    _st_cvars = st.cvars
    _t1142 = 0
    for _t1141 in st.zones[(9 + _t1139)]:
        _t1142 += (1 + (1 if ((_st_cvars[_t1141] == 'carnivorous') or (_st_cvars[_t1141] == 'high_body_weight')) else (2 if (_st_cvars[_t1141] == 'parasite') else 0)))
    return _t1142

# <rulerun evolution.rules: play #553 116d4a9f>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1140 = (_k796 or [])
    st.budget -= len(_t1140)
    if st.budget < 0: _spent797(st)
    for _t1139 in _t1140:
        _i16[2] = _t1139
        if _st_log is not None: _st_log.append(_Text802(_audience798(st), [_PlayerRef799(_t1139), ': ', _plain800(len(_st_zones[(5 + _t1139)])), ' animals, ', _plain800(len(_st_zones[(9 + _t1139)])), ' trait cards, ', _plain800((_memo12[_t1139] if _t1139 in _memo12 else _memo12.setdefault(_t1139, ((2 * len(_st_zones[(5 + _t1139)])) + _a801(st, _t1139))))), ' points; ', _plain800(len(_st_zones[(13 + _t1139)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range803(1, 4)
        for _t1143 in (_k804 or []):
            _i16[6] = _t1143
            _i16[7] = _random_item805(st, _i16[3])
            st.vars[12 + _t1143] = _i16[7]
            _i16[3] = _remove806(st, _i16[3], _i16[7])
    _end_game807(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 d5f1c3e5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run810(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit811(_k812)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run813(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit811(_k814)
            fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run815(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k816)

# <rulerun evolution.rules: development #556 8311c9dc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k819)
            _r = _run820(st, L)
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
            L[1] = (_o821[st.vars[1]] or []); L[2] = 0
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
            _r = _run822(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t1144 = L[3]
            _t1145 = len(_o) + 1
            if _t1145 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1146 = st.chooser(_t1145, _t1144)
                else:
                    _t1146 = _st_bits(_t1145.bit_length())
                    while _t1146 >= _t1145: _t1146 = _st_bits(_t1145.bit_length())
                L[4] = _o[_t1146 - 1] if _t1146 else None; st.decisions += 1
                if st.thread_player is not None: _answered824(st, _t1146)
            elif _decide825(st, L, _o[:], _t1144): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run826(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit827(_k828)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit818(_k, st, _d0): raise _Runaway817()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit818(_k, st, _d0): raise _Runaway817()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k829)

# <rulerun evolution.rules: play_card #557 72eeec83>
def _loop(st, _t1151):
    _st_cvars = st.cvars
    for _t1153 in st.zones[(9 + st.model.zone_instances[st.loc[_t1151]][1])]:
        if ((_st_cvars[84 + _t1153] == _t1151) and (_st_cvars[_t1153] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 b957fd95>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1150 = ([_c for _i in [5 + _p for _p in _k838] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1150)
    if st.budget < 0: _spent839(st)
    _t1152 = []
    for _t1151 in _t1150:
        if ((st.model.zone_instances[_st_loc[_t1151]][1] != _l0) and (not (_memo7[(_t1151, 'parasite',)] if (_t1151, 'parasite',) in _memo7 else _memo7.setdefault((_t1151, 'parasite',), _a840(st, _t1151))))):
            _t1152.append(_t1151)
    return _t1152

# <rulerun evolution.rules: play_card #559 a77ecf12>
def _loop(st, L, _t1159, _t1163):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1164 in st.zones[(9 + st.model.zone_instances[st.loc[_t1159]][1])]:
        if ((_st_cvars[_t1164] == _l3) and (((_st_cvars[84 + _t1164] == _t1159) and (_st_cvars[168 + _t1164] == _t1163)) or ((_st_cvars[84 + _t1164] == _t1163) and (_st_cvars[168 + _t1164] == _t1159)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 db02fa7f>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1158 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1158)
    if st.budget < 0: _spent845(st)
    _t1160 = []
    for _t1159 in _t1158:
        _t1162 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1162)
        if st.budget < 0: _spent845(st)
        _t1161 = False
        for _t1163 in _t1162:
            if (_memo9[(_t1159, _t1163, _l3,)] if (_t1159, _t1163, _l3,) in _memo9 else _memo9.setdefault((_t1159, _t1163, _l3,), ((_t1159 != _t1163) and (not _a846(st, L, _t1159, _t1163))))):
                _t1161 = True
                break
        if _t1161:
            _t1160.append(_t1159)
    return _t1160

# <rulerun evolution.rules: play_card #561 b9644b29>
def _loop(st, L, _t1170):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1172 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t1172] == _l3) and (((_st_cvars[84 + _t1172] == _l5) and (_st_cvars[168 + _t1172] == _t1170)) or ((_st_cvars[84 + _t1172] == _t1170) and (_st_cvars[168 + _t1172] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 9741ea65>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1169 = st.zones[(5 + L[0])]
    st.budget -= len(_t1169)
    if st.budget < 0: _spent850(st)
    _t1171 = []
    for _t1170 in _t1169:
        if (_memo9[(_l5, _t1170, _l3,)] if (_l5, _t1170, _l3,) in _memo9 else _memo9.setdefault((_l5, _t1170, _l3,), ((_l5 != _t1170) and (not _a851(st, L, _t1170))))):
            _t1171.append(_t1170)
    return _t1171

# <rulerun evolution.rules: play_card #563 13b1823c>
def _loop(st, L, _t1181):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1183 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if ((_st_cvars[84 + _t1183] == _t1181) and (_st_cvars[_t1183] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 8cd29340>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    for _t1185 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if ((_st_cvars[84 + _t1185] == _t1181) and (_st_cvars[_t1185] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 c8bfce13>
def _loop(st, _t1181):
    _st_cvars = st.cvars
    for _t1187 in st.zones[(9 + st.model.zone_instances[st.loc[_t1181]][1])]:
        if ((_st_cvars[84 + _t1187] == _t1181) and (_st_cvars[_t1187] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 359b2219>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t1180 = st.zones[(5 + L[0])]
    st.budget -= len(_t1180)
    if st.budget < 0: _spent860(st)
    _t1182 = []
    for _t1181 in _t1180:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t1181, _l3,)] if (_t1181, _l3,) in _memo7 else _memo7.setdefault((_t1181, _l3,), _a861(st, L, _t1181))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t1181, 'carnivorous',)] if (_t1181, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1181, 'carnivorous',), _a862(st, _t1181)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t1181, 'scavenger',)] if (_t1181, 'scavenger',) in _memo7 else _memo7.setdefault((_t1181, 'scavenger',), _a863(st, _t1181)))))):
            _t1182.append(_t1181)
    return _t1182

# <rulerun evolution.rules: play_card #567 0d3801f1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run832(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1147 = L[0]
            _t1148 = len(_o)
            if not _t1148: _no_option834(_t1147, 'play it as')
            if _t1148 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1148 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1149 = st.chooser(_t1148, _t1147)
                else:
                    _t1149 = _st_bits(_t1148.bit_length())
                    while _t1149 >= _t1148: _t1149 = _st_bits(_t1148.bit_length())
                L[3] = _o[_t1149]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1149)
            elif _decide836(st, L, _o, _t1147): return True
            pc = 2
        if pc == 2:
            _r = _run837(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a841(st, L) or [])
            fr[1] = 5
            _t1155 = L[0]
            _t1156 = len(_o)
            if not _t1156: _no_option834(_t1155, 'animal to put the parasite on')
            if _t1156 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1156 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1157 = st.chooser(_t1156, _t1155)
                else:
                    _t1157 = _st_bits(_t1156.bit_length())
                    while _t1157 >= _t1156: _t1157 = _st_bits(_t1156.bit_length())
                L[4] = _o[_t1157]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1157)
            elif _decide843(st, L, _o, _t1155): return True
            pc = 5
        if pc == 5:
            _r = _run844(st, L)
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
            _o = (_a847(st, L) or [])
            fr[1] = 9
            _t1166 = L[0]
            _t1167 = len(_o)
            if not _t1167: _no_option834(_t1166, 'first animal of the pair')
            if _t1167 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1167 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1168 = st.chooser(_t1167, _t1166)
                else:
                    _t1168 = _st_bits(_t1167.bit_length())
                    while _t1168 >= _t1167: _t1168 = _st_bits(_t1167.bit_length())
                L[5] = _o[_t1168]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1168)
            elif _decide849(st, L, _o, _t1166): return True
            pc = 9
        if pc == 9:
            _o = (_a852(st, L) or [])
            fr[1] = 10
            _t1174 = L[0]
            _t1175 = len(_o)
            if not _t1175: _no_option834(_t1174, 'second animal of the pair')
            if _t1175 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1175 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1176 = st.chooser(_t1175, _t1174)
                else:
                    _t1176 = _st_bits(_t1175.bit_length())
                    while _t1176 >= _t1175: _t1176 = _st_bits(_t1175.bit_length())
                L[6] = _o[_t1176]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1176)
            elif _decide854(st, L, _o, _t1174): return True
            pc = 10
        if pc == 10:
            _r = _run855(st, L)
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
            _t1177 = L[0]
            _t1178 = len(_o)
            if not _t1178: _no_option834(_t1177, 'the symbiont')
            if _t1178 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1178 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1179 = st.chooser(_t1178, _t1177)
                else:
                    _t1179 = _st_bits(_t1178.bit_length())
                    while _t1179 >= _t1178: _t1179 = _st_bits(_t1178.bit_length())
                L[7] = _o[_t1179]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1179)
            elif _decide857(st, L, _o, _t1177): return True
            pc = 13
        if pc == 13:
            _r = _run858(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run859(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a864(st, L) or [])
            fr[1] = 18
            _t1189 = L[0]
            _t1190 = len(_o)
            if not _t1190: _no_option834(_t1189, 'animal to give it to')
            if _t1190 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1190 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1191 = st.chooser(_t1190, _t1189)
                else:
                    _t1191 = _st_bits(_t1190.bit_length())
                    while _t1191 >= _t1190: _t1191 = _st_bits(_t1190.bit_length())
                L[8] = _o[_t1191]; st.decisions += 1
                if st.thread_player is not None: _answered835(st, _t1191)
            elif _decide866(st, L, _o, _t1189): return True
            pc = 18
        if pc == 18:
            _r = _run867(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k868)

# <rulerun evolution.rules: determining_the_food_base #568 0be110cd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run871(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k872)

# <rulerun evolution.rules: feeding #569 079e1487>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k875)
            _r = _run876(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit877(_k878)
            fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run879(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k880)

# <rulerun evolution.rules: show_animals #570 766c3fcc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k884)

# <rulerun evolution.rules: feeding_laps #571 9742f3b1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run887(st, L)
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
            L[0] = (_o888[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit890(_k891)
            fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run892(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit886(_k, st, _d0): raise _Runaway885()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit886(_k, st, _d0): raise _Runaway885()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k893)

# <rulerun evolution.rules: feeding_end_check #572 d34511bc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run896(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k897)

# <rulerun evolution.rules: feeding_turn_of #573 343e8150>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run900(st, L)
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
            _r = _run901(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1192 = L[0]
            _t1193 = len(_o)
            if not _t1193: _no_option903(_t1192, 'feeding action')
            if _t1193 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1193 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1194 = st.chooser(_t1193, _t1192)
                else:
                    _t1194 = _st_bits(_t1193.bit_length())
                    while _t1194 >= _t1193: _t1194 = _st_bits(_t1193.bit_length())
                L[3] = _o[_t1194]; st.decisions += 1
                if st.thread_player is not None: _answered904(st, _t1194)
            elif _decide905(st, L, _o, _t1192): return True
            pc = 4
        if pc == 4:
            _r = _run906(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit908(_k909)
            fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run910(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit908(_k911)
            fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run912(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit908(_k913)
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
            if len(st.cur) >= 500: raise _RuleLimit908(_k914)
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
            if len(st.cur) >= 500: raise _RuleLimit908(_k915)
            fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit908(_k916)
            fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit899(_k, st, _d0): raise _Runaway898()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k917)

# <rulerun evolution.rules: take_food #574 af7ebb14>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1199 = 0
    for _t1198 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if (_st_cvars[84 + _t1198] == _t1196):
            _t1199 += (1 if ((_st_cvars[_t1198] == 'carnivorous') or (_st_cvars[_t1198] == 'high_body_weight')) else (2 if (_st_cvars[_t1198] == 'parasite') else 0))
    return _t1199

# <rulerun evolution.rules: take_food #575 ab5221e8>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1201 = 0
    for _t1200 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if (((_st_cvars[84 + _t1200] == _t1196) and (_st_cvars[_t1200] == 'fat_tissue')) and _st_cvars[252 + _t1200]):
            _t1201 += 1
    return _t1201

# <rulerun evolution.rules: take_food #576 70f23770>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _t1203 = 0
    for _t1202 in st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]:
        if ((_st_cvars[84 + _t1202] == _t1196) and (_st_cvars[_t1202] == 'fat_tissue')):
            _t1203 += 1
    return _t1203

# <rulerun evolution.rules: take_food #577 49f85503>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1208 = 0
    for _t1207 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1205]]][1])]:
        if (_st_cvars[84 + _t1207] == _st_cvars[84 + _t1205]):
            _t1208 += (1 if ((_st_cvars[_t1207] == 'carnivorous') or (_st_cvars[_t1207] == 'high_body_weight')) else (2 if (_st_cvars[_t1207] == 'parasite') else 0))
    return _t1208

# <rulerun evolution.rules: take_food #578 30a95646>
def _loop(st, _t1196):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1204 = st.zones[(9 + st.model.zone_instances[st.loc[_t1196]][1])]
    st.budget -= len(_t1204)
    if st.budget < 0: _spent924(st)
    for _t1205 in _t1204:
        if (((_st_cvars[_t1205] == 'symbiosis') and (_st_cvars[168 + _t1205] == _t1196)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1205]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1205]] >= (_memo6[_st_cvars[84 + _t1205]] if _st_cvars[84 + _t1205] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1205], (1 + _a925(st, _t1205)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 4c42ec1f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1195 = st.zones[(5 + L[0])]
    st.budget -= len(_t1195)
    if st.budget < 0: _spent920(st)
    _t1197 = []
    for _t1196 in _t1195:
        if ((not ((_st_cvars[924 + _t1196] == _st_vars[0]) or ((_st_cvars[504 + _t1196] >= (_memo6[_t1196] if _t1196 in _memo6 else _memo6.setdefault(_t1196, (1 + _a921(st, _t1196))))) and ((_memo5[_t1196] if _t1196 in _memo5 else _memo5.setdefault(_t1196, _a922(st, _t1196))) >= (_memo4[_t1196] if _t1196 in _memo4 else _memo4.setdefault(_t1196, _a923(st, _t1196))))))) and (_memo14[_t1196] if _t1196 in _memo14 else _memo14.setdefault(_t1196, (not _a926(st, _t1196))))):
            _t1197.append(_t1196)
    return _t1197

# <rulerun evolution.rules: take_food #580 69cf1864>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a927(st, L) or [])
            fr[1] = 1
            _t1209 = L[0]
            _t1210 = len(_o)
            if not _t1210: _no_option929(_t1209, 'animal to feed')
            if _t1210 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1211 = st.chooser(_t1210, _t1209)
                else:
                    _t1211 = _st_bits(_t1210.bit_length())
                    while _t1211 >= _t1210: _t1211 = _st_bits(_t1210.bit_length())
                L[1] = _o[_t1211]; st.decisions += 1
                if st.thread_player is not None: _answered930(st, _t1211)
            elif _decide931(st, L, _o, _t1209): return True
            pc = 1
        if pc == 1:
            _r = _run932(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit933(_k934)
            fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k935)

# <rulerun evolution.rules: convert_fat #581 80a1c6b0>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    _t1216 = 0
    for _t1215 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if (_st_cvars[84 + _t1215] == _t1213):
            _t1216 += (1 if ((_st_cvars[_t1215] == 'carnivorous') or (_st_cvars[_t1215] == 'high_body_weight')) else (2 if (_st_cvars[_t1215] == 'parasite') else 0))
    return _t1216

# <rulerun evolution.rules: convert_fat #582 c04e7e2f>
def _loop(st, _t1213):
    _st_cvars = st.cvars
    _t1218 = 0
    for _t1217 in st.zones[(9 + st.model.zone_instances[st.loc[_t1213]][1])]:
        if (((_st_cvars[84 + _t1217] == _t1213) and (_st_cvars[_t1217] == 'fat_tissue')) and _st_cvars[252 + _t1217]):
            _t1218 += 1
    return _t1218

# <rulerun evolution.rules: convert_fat #583 dbd70d0a>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1212 = st.zones[(5 + L[0])]
    st.budget -= len(_t1212)
    if st.budget < 0: _spent938(st)
    _t1214 = []
    for _t1213 in _t1212:
        if ((not ((_st_cvars[924 + _t1213] == _st_vars[0]) or (_st_cvars[504 + _t1213] >= (_memo6[_t1213] if _t1213 in _memo6 else _memo6.setdefault(_t1213, (1 + _a939(st, _t1213))))))) and ((_memo5[_t1213] if _t1213 in _memo5 else _memo5.setdefault(_t1213, _a940(st, _t1213))) > 0)):
            _t1214.append(_t1213)
    return _t1214

# <rulerun evolution.rules: convert_fat #584 b1aefd97>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1223 = 0
    for _t1222 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t1222] == L[1]) and (_st_cvars[_t1222] == 'fat_tissue')) and _st_cvars[252 + _t1222]):
            _t1223 += 1
    return _t1223

# <rulerun evolution.rules: convert_fat #585 f8061c39>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1225 = 0
    for _t1224 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t1224] == L[1]):
            _t1225 += (1 if ((_st_cvars[_t1224] == 'carnivorous') or (_st_cvars[_t1224] == 'high_body_weight')) else (2 if (_st_cvars[_t1224] == 'parasite') else 0))
    return _t1225

# <rulerun evolution.rules: convert_fat #586 7839a5f0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a941(st, L) or [])
            fr[1] = 1
            _t1219 = L[0]
            _t1220 = len(_o)
            if not _t1220: _no_option943(_t1219, 'animal to convert fat on')
            if _t1220 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1220 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1221 = st.chooser(_t1220, _t1219)
                else:
                    _t1221 = _st_bits(_t1220.bit_length())
                    while _t1221 >= _t1220: _t1221 = _st_bits(_t1220.bit_length())
                L[1] = _o[_t1221]; st.decisions += 1
                if st.thread_player is not None: _answered944(st, _t1221)
            elif _decide945(st, L, _o, _t1219): return True
            pc = 1
        if pc == 1:
            _o = (_range946(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a947(st, L))), (_t1226 if -1000000000000000000 <= (_t1226 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a948(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond949(_t1226)))) or [])
            fr[1] = 2
            _t1227 = L[0]
            _t1228 = len(_o)
            if not _t1228: _no_option943(_t1227, 'yellow tokens to convert')
            if _t1228 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1228 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1229 = st.chooser(_t1228, _t1227)
                else:
                    _t1229 = _st_bits(_t1228.bit_length())
                    while _t1229 >= _t1228: _t1229 = _st_bits(_t1228.bit_length())
                L[2] = _o[_t1229]; st.decisions += 1
                if st.thread_player is not None: _answered944(st, _t1229)
            elif _decide951(st, L, _o, _t1227): return True
            pc = 2
        if pc == 2:
            _r = _run952(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k953)

# <rulerun evolution.rules: receive #587 8a4d7ec1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run956(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step957(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run958(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step959(st, fr): return True
            return None
        if pc == 5:
            _step960(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k961)

# <rulerun evolution.rules: paired_triggers #588 dd34f71e>
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
            _r = _run964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t1230 = st.model.zone_instances[st.loc[L[0]]][1]
            _t1231 = len(_o) + 1
            if _t1231 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1232 = st.chooser(_t1231, _t1230)
                else:
                    _t1232 = _st_bits(_t1231.bit_length())
                    while _t1232 >= _t1231: _t1232 = _st_bits(_t1231.bit_length())
                L[3] = _o[_t1232 - 1] if _t1232 else None; st.decisions += 1
                if st.thread_player is not None: _answered966(st, _t1232)
            elif _decide967(st, L, _o, _t1230): return True
            pc = 3
        if pc == 3:
            _r = _run968(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run969(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit970(_k971)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run972(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit970(_k973)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit963(_k, st, _d0): raise _Runaway962()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k974)

# <rulerun evolution.rules: piracy #589 3405aa07>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    for _t1236 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1236] == _t1234) and (_st_cvars[_t1236] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 cc30e4d8>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1239 = 0
    for _t1238 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if (_st_cvars[84 + _t1238] == _t1234):
            _t1239 += (1 if ((_st_cvars[_t1238] == 'carnivorous') or (_st_cvars[_t1238] == 'high_body_weight')) else (2 if (_st_cvars[_t1238] == 'parasite') else 0))
    return _t1239

# <rulerun evolution.rules: piracy #591 0388c735>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1241 = 0
    for _t1240 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if (_st_cvars[84 + _t1240] == _t1234):
            _t1241 += (1 if ((_st_cvars[_t1240] == 'carnivorous') or (_st_cvars[_t1240] == 'high_body_weight')) else (2 if (_st_cvars[_t1240] == 'parasite') else 0))
    return _t1241

# <rulerun evolution.rules: piracy #592 26221f91>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1243 = 0
    for _t1242 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if (((_st_cvars[84 + _t1242] == _t1234) and (_st_cvars[_t1242] == 'fat_tissue')) and _st_cvars[252 + _t1242]):
            _t1243 += 1
    return _t1243

# <rulerun evolution.rules: piracy #593 d5ababe2>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _t1245 = 0
    for _t1244 in st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]:
        if ((_st_cvars[84 + _t1244] == _t1234) and (_st_cvars[_t1244] == 'fat_tissue')):
            _t1245 += 1
    return _t1245

# <rulerun evolution.rules: piracy #594 48ff8c03>
def _loop(st, _t1247):
    _st_cvars = st.cvars
    _t1250 = 0
    for _t1249 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1247]]][1])]:
        if (_st_cvars[84 + _t1249] == _st_cvars[84 + _t1247]):
            _t1250 += (1 if ((_st_cvars[_t1249] == 'carnivorous') or (_st_cvars[_t1249] == 'high_body_weight')) else (2 if (_st_cvars[_t1249] == 'parasite') else 0))
    return _t1250

# <rulerun evolution.rules: piracy #595 ac873082>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1246 = st.zones[(9 + st.model.zone_instances[st.loc[_t1234]][1])]
    st.budget -= len(_t1246)
    if st.budget < 0: _spent983(st)
    for _t1247 in _t1246:
        if (((_st_cvars[_t1247] == 'symbiosis') and (_st_cvars[168 + _t1247] == _t1234)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1247]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1247]] >= (_memo6[_st_cvars[84 + _t1247]] if _st_cvars[84 + _t1247] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1247], (1 + _a984(st, _t1247)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 89844240>
def _loop(st, _t1252):
    _st_cvars = st.cvars
    _t1255 = 0
    for _t1254 in st.zones[(9 + st.model.zone_instances[st.loc[_t1252]][1])]:
        if (_st_cvars[84 + _t1254] == _t1252):
            _t1255 += (1 if ((_st_cvars[_t1254] == 'carnivorous') or (_st_cvars[_t1254] == 'high_body_weight')) else (2 if (_st_cvars[_t1254] == 'parasite') else 0))
    return _t1255

# <rulerun evolution.rules: piracy #597 0ffbaca0>
def _loop(st, _t1234):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1251 = ([_c for _i in [5 + _p for _p in _k986] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1251)
    if st.budget < 0: _spent987(st)
    for _t1252 in _t1251:
        if ((_t1252 != _t1234) and ((not ((_st_cvars[924 + _t1252] == _st_vars[0]) or (_st_cvars[504 + _t1252] >= (_memo6[_t1252] if _t1252 in _memo6 else _memo6.setdefault(_t1252, (1 + _a988(st, _t1252))))))) and (_st_cvars[504 + _t1252] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 8d3ea0b5>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1233 = st.zones[(5 + L[0])]
    st.budget -= len(_t1233)
    if st.budget < 0: _spent977(st)
    _t1235 = []
    for _t1234 in _t1233:
        if (_memo10[_t1234] if _t1234 in _memo10 else _memo10.setdefault(_t1234, (((((_memo7[(_t1234, 'piracy',)] if (_t1234, 'piracy',) in _memo7 else _memo7.setdefault((_t1234, 'piracy',), _a978(st, _t1234))) and (_st_cvars[756 + _t1234] != _st_vars[0])) and (not ((_st_cvars[924 + _t1234] == _st_vars[0]) or (_st_cvars[504 + _t1234] >= (_memo6[_t1234] if _t1234 in _memo6 else _memo6.setdefault(_t1234, (1 + _a979(st, _t1234)))))))) and ((not ((_st_cvars[924 + _t1234] == _st_vars[0]) or ((_st_cvars[504 + _t1234] >= (_memo6[_t1234] if _t1234 in _memo6 else _memo6.setdefault(_t1234, (1 + _a980(st, _t1234))))) and ((_memo5[_t1234] if _t1234 in _memo5 else _memo5.setdefault(_t1234, _a981(st, _t1234))) >= (_memo4[_t1234] if _t1234 in _memo4 else _memo4.setdefault(_t1234, _a982(st, _t1234))))))) and (_memo14[_t1234] if _t1234 in _memo14 else _memo14.setdefault(_t1234, (not _a985(st, _t1234)))))) and _a989(st, _t1234)))):
            _t1235.append(_t1234)
    return _t1235

# <rulerun evolution.rules: piracy #599 066560d8>
def _loop(st, _t1260):
    _st_cvars = st.cvars
    _t1263 = 0
    for _t1262 in st.zones[(9 + st.model.zone_instances[st.loc[_t1260]][1])]:
        if (_st_cvars[84 + _t1262] == _t1260):
            _t1263 += (1 if ((_st_cvars[_t1262] == 'carnivorous') or (_st_cvars[_t1262] == 'high_body_weight')) else (2 if (_st_cvars[_t1262] == 'parasite') else 0))
    return _t1263

# <rulerun evolution.rules: piracy #600 87fce4e1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1259 = ([_c for _i in [5 + _p for _p in _k995] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1259)
    if st.budget < 0: _spent996(st)
    _t1261 = []
    for _t1260 in _t1259:
        if ((_t1260 != _l1) and ((not ((_st_cvars[924 + _t1260] == _st_vars[0]) or (_st_cvars[504 + _t1260] >= (_memo6[_t1260] if _t1260 in _memo6 else _memo6.setdefault(_t1260, (1 + _a997(st, _t1260))))))) and (_st_cvars[504 + _t1260] > 0))):
            _t1261.append(_t1260)
    return _t1261

# <rulerun evolution.rules: piracy #601 04ed4cba>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a990(st, L) or [])
            fr[1] = 1
            _t1256 = L[0]
            _t1257 = len(_o)
            if not _t1257: _no_option992(_t1256, 'pirate')
            if _t1257 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1257 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1258 = st.chooser(_t1257, _t1256)
                else:
                    _t1258 = _st_bits(_t1257.bit_length())
                    while _t1258 >= _t1257: _t1258 = _st_bits(_t1257.bit_length())
                L[1] = _o[_t1258]; st.decisions += 1
                if st.thread_player is not None: _answered993(st, _t1258)
            elif _decide994(st, L, _o, _t1256): return True
            pc = 1
        if pc == 1:
            _o = (_a998(st, L) or [])
            fr[1] = 2
            _t1264 = L[0]
            _t1265 = len(_o)
            if not _t1265: _no_option992(_t1264, 'animal to rob')
            if _t1265 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1266 = st.chooser(_t1265, _t1264)
                else:
                    _t1266 = _st_bits(_t1265.bit_length())
                    while _t1266 >= _t1265: _t1266 = _st_bits(_t1265.bit_length())
                L[2] = _o[_t1266]; st.decisions += 1
                if st.thread_player is not None: _answered993(st, _t1266)
            elif _decide1000(st, L, _o, _t1264): return True
            pc = 2
        if pc == 2:
            _r = _run1001(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1002(_k1003)
            fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1004)

# <rulerun evolution.rules: grazing #602 638d9b3d>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    for _t1270 in st.zones[(9 + st.model.zone_instances[st.loc[_t1268]][1])]:
        if ((_st_cvars[84 + _t1270] == _t1268) and (_st_cvars[_t1270] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 560b0719>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1267 = st.zones[(5 + L[0])]
    st.budget -= len(_t1267)
    if st.budget < 0: _spent1007(st)
    _t1269 = []
    for _t1268 in _t1267:
        if (((_memo7[(_t1268, 'grazing',)] if (_t1268, 'grazing',) in _memo7 else _memo7.setdefault((_t1268, 'grazing',), _a1008(st, _t1268))) and (_st_cvars[840 + _t1268] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1269.append(_t1268)
    return _t1269

# <rulerun evolution.rules: grazing #604 79ccd4aa>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1009(st, L) or [])
            fr[1] = 1
            _t1272 = L[0]
            _t1273 = len(_o)
            if not _t1273: _no_option1011(_t1272, 'grazing animal')
            if _t1273 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1273 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1274 = st.chooser(_t1273, _t1272)
                else:
                    _t1274 = _st_bits(_t1273.bit_length())
                    while _t1274 >= _t1273: _t1274 = _st_bits(_t1273.bit_length())
                L[1] = _o[_t1274]; st.decisions += 1
                if st.thread_player is not None: _answered1012(st, _t1274)
            elif _decide1013(st, L, _o, _t1272): return True
            pc = 1
        if pc == 1:
            _r = _run1014(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1015)

# <rulerun evolution.rules: hibernation #605 04392855>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    for _t1278 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if ((_st_cvars[84 + _t1278] == _t1276) and (_st_cvars[_t1278] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 7ec5e27c>
def _loop(st, _t1276):
    _st_cvars = st.cvars
    _t1281 = 0
    for _t1280 in st.zones[(9 + st.model.zone_instances[st.loc[_t1276]][1])]:
        if (_st_cvars[84 + _t1280] == _t1276):
            _t1281 += (1 if ((_st_cvars[_t1280] == 'carnivorous') or (_st_cvars[_t1280] == 'high_body_weight')) else (2 if (_st_cvars[_t1280] == 'parasite') else 0))
    return _t1281

# <rulerun evolution.rules: hibernation #607 2fa0155f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1275 = st.zones[(5 + L[0])]
    st.budget -= len(_t1275)
    if st.budget < 0: _spent1018(st)
    _t1277 = []
    for _t1276 in _t1275:
        if (((((_memo7[(_t1276, 'hibernation',)] if (_t1276, 'hibernation',) in _memo7 else _memo7.setdefault((_t1276, 'hibernation',), _a1019(st, _t1276))) and (_st_cvars[924 + _t1276] != _st_vars[0])) and (_st_cvars[924 + _t1276] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1276] == _st_vars[0]) or (_st_cvars[504 + _t1276] >= (_memo6[_t1276] if _t1276 in _memo6 else _memo6.setdefault(_t1276, (1 + _a1020(st, _t1276)))))))):
            _t1277.append(_t1276)
    return _t1277

# <rulerun evolution.rules: hibernation #608 a5f41d75>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1021(st, L) or [])
            fr[1] = 1
            _t1282 = L[0]
            _t1283 = len(_o)
            if not _t1283: _no_option1023(_t1282, 'animal to hibernate')
            if _t1283 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1283 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1284 = st.chooser(_t1283, _t1282)
                else:
                    _t1284 = _st_bits(_t1283.bit_length())
                    while _t1284 >= _t1283: _t1284 = _st_bits(_t1283.bit_length())
                L[1] = _o[_t1284]; st.decisions += 1
                if st.thread_player is not None: _answered1024(st, _t1284)
            elif _decide1025(st, L, _o, _t1282): return True
            pc = 1
        if pc == 1:
            _r = _run1026(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1027)

# <rulerun evolution.rules: attack_action #609 0c354e16>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    for _t1288 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if ((_st_cvars[84 + _t1288] == _t1286) and (_st_cvars[_t1288] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 627d11bc>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    _t1291 = 0
    for _t1290 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if (_st_cvars[84 + _t1290] == _t1286):
            _t1291 += (1 if ((_st_cvars[_t1290] == 'carnivorous') or (_st_cvars[_t1290] == 'high_body_weight')) else (2 if (_st_cvars[_t1290] == 'parasite') else 0))
    return _t1291

# <rulerun evolution.rules: attack_action #611 1b4e175b>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    _t1293 = 0
    for _t1292 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if (((_st_cvars[84 + _t1292] == _t1286) and (_st_cvars[_t1292] == 'fat_tissue')) and _st_cvars[252 + _t1292]):
            _t1293 += 1
    return _t1293

# <rulerun evolution.rules: attack_action #612 d28bf644>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    _t1295 = 0
    for _t1294 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if ((_st_cvars[84 + _t1294] == _t1286) and (_st_cvars[_t1294] == 'fat_tissue')):
            _t1295 += 1
    return _t1295

# <rulerun evolution.rules: attack_action #613 a577d36d>
def _loop(st, _t1297):
    _st_cvars = st.cvars
    _t1300 = 0
    for _t1299 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1297]]][1])]:
        if (_st_cvars[84 + _t1299] == _st_cvars[84 + _t1297]):
            _t1300 += (1 if ((_st_cvars[_t1299] == 'carnivorous') or (_st_cvars[_t1299] == 'high_body_weight')) else (2 if (_st_cvars[_t1299] == 'parasite') else 0))
    return _t1300

# <rulerun evolution.rules: attack_action #614 bf30a487>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1296 = st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]
    st.budget -= len(_t1296)
    if st.budget < 0: _spent1035(st)
    for _t1297 in _t1296:
        if (((_st_cvars[_t1297] == 'symbiosis') and (_st_cvars[168 + _t1297] == _t1286)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1297]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1297]] >= (_memo6[_st_cvars[84 + _t1297]] if _st_cvars[84 + _t1297] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1297], (1 + _a1036(st, _t1297)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 06d91d12>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    for _t1304 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if ((_st_cvars[84 + _t1304] == _t1302) and (_st_cvars[_t1304] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 c71d2820>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    for _t1306 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if ((_st_cvars[84 + _t1306] == _t1286) and (_st_cvars[_t1306] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 71a9ca70>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    for _t1310 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if ((_st_cvars[84 + _t1310] == _t1302) and (_st_cvars[_t1310] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 3150ca8c>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    for _t1312 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if ((_st_cvars[84 + _t1312] == _t1286) and (_st_cvars[_t1312] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 30fb8bc9>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    for _t1316 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if ((_st_cvars[84 + _t1316] == _t1302) and (_st_cvars[_t1316] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 7e4b7ffa>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    for _t1318 in st.zones[(9 + st.model.zone_instances[st.loc[_t1286]][1])]:
        if ((_st_cvars[84 + _t1318] == _t1286) and (_st_cvars[_t1318] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 2d5f2fb0>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    for _t1322 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if ((_st_cvars[84 + _t1322] == _t1302) and (_st_cvars[_t1322] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 57b7d412>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    _t1325 = 0
    for _t1324 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if (_st_cvars[84 + _t1324] == _t1302):
            _t1325 += (1 if ((_st_cvars[_t1324] == 'carnivorous') or (_st_cvars[_t1324] == 'high_body_weight')) else (2 if (_st_cvars[_t1324] == 'parasite') else 0))
    return _t1325

# <rulerun evolution.rules: attack_action #623 2106480d>
def _loop(st, _t1302):
    _st_cvars = st.cvars
    for _t1326 in st.zones[(9 + st.model.zone_instances[st.loc[_t1302]][1])]:
        if ((_st_cvars[_t1326] == 'symbiosis') and (_st_cvars[168 + _t1326] == _t1302)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 cff467f7>
def _loop(st, _t1286):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1301 = ([_c for _i in [5 + _p for _p in _k1038] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1301)
    if st.budget < 0: _spent1039(st)
    _t1308 = _NOT_YET
    _t1309 = _NOT_YET
    _t1314 = _NOT_YET
    _t1315 = _NOT_YET
    _t1320 = _NOT_YET
    _t1321 = _NOT_YET
    for _t1302 in _t1301:
        if ((((((_t1286 != _t1302) and ((not (_memo7[(_t1302, 'camouflage',)] if (_t1302, 'camouflage',) in _memo7 else _memo7.setdefault((_t1302, 'camouflage',), _a1040(st, _t1302)))) or (_t1309 if _t1309 is not _NOT_YET else (_t1309 := (_memo7[(_t1286, 'sharp_vision',)] if (_t1286, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1286, 'sharp_vision',), (_t1308 if _t1308 is not _NOT_YET else (_t1308 := _a1041(st, _t1286))))))))) and ((not (_memo7[(_t1302, 'high_body_weight',)] if (_t1302, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1302, 'high_body_weight',), _a1042(st, _t1302)))) or (_t1315 if _t1315 is not _NOT_YET else (_t1315 := (_memo7[(_t1286, 'high_body_weight',)] if (_t1286, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1286, 'high_body_weight',), (_t1314 if _t1314 is not _NOT_YET else (_t1314 := _a1043(st, _t1286))))))))) and ((_memo7[(_t1302, 'swimming',)] if (_t1302, 'swimming',) in _memo7 else _memo7.setdefault((_t1302, 'swimming',), _a1044(st, _t1302))) == (_t1321 if _t1321 is not _NOT_YET else (_t1321 := (_memo7[(_t1286, 'swimming',)] if (_t1286, 'swimming',) in _memo7 else _memo7.setdefault((_t1286, 'swimming',), (_t1320 if _t1320 is not _NOT_YET else (_t1320 := _a1045(st, _t1286))))))))) and (not ((_memo7[(_t1302, 'burrowing',)] if (_t1302, 'burrowing',) in _memo7 else _memo7.setdefault((_t1302, 'burrowing',), _a1046(st, _t1302))) and ((_st_cvars[924 + _t1302] == _st_vars[0]) or (_st_cvars[504 + _t1302] >= (_memo6[_t1302] if _t1302 in _memo6 else _memo6.setdefault(_t1302, (1 + _a1047(st, _t1302))))))))) and (not (_memo13[_t1302] if _t1302 in _memo13 else _memo13.setdefault(_t1302, _a1048(st, _t1302))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 9239af2f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1285 = st.zones[(5 + L[0])]
    st.budget -= len(_t1285)
    if st.budget < 0: _spent1030(st)
    _t1287 = []
    for _t1286 in _t1285:
        if (_memo0[_t1286] if _t1286 in _memo0 else _memo0.setdefault(_t1286, ((((_memo7[(_t1286, 'carnivorous',)] if (_t1286, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1286, 'carnivorous',), _a1031(st, _t1286))) and (_st_cvars[672 + _t1286] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1286] == _st_vars[0]) or ((_st_cvars[504 + _t1286] >= (_memo6[_t1286] if _t1286 in _memo6 else _memo6.setdefault(_t1286, (1 + _a1032(st, _t1286))))) and ((_memo5[_t1286] if _t1286 in _memo5 else _memo5.setdefault(_t1286, _a1033(st, _t1286))) >= (_memo4[_t1286] if _t1286 in _memo4 else _memo4.setdefault(_t1286, _a1034(st, _t1286))))))) and (_memo14[_t1286] if _t1286 in _memo14 else _memo14.setdefault(_t1286, (not _a1037(st, _t1286)))))) and _a1049(st, _t1286)))):
            _t1287.append(_t1286)
    return _t1287

# <rulerun evolution.rules: attack_action #626 0ade2f13>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    for _t1334 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if ((_st_cvars[84 + _t1334] == _t1332) and (_st_cvars[_t1334] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 dfefb42d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1336 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1336] == _l1) and (_st_cvars[_t1336] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 f071ea28>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    for _t1340 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if ((_st_cvars[84 + _t1340] == _t1332) and (_st_cvars[_t1340] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 8d6e2507>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1342 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1342] == _l1) and (_st_cvars[_t1342] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 e433a108>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    for _t1346 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if ((_st_cvars[84 + _t1346] == _t1332) and (_st_cvars[_t1346] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 62814b69>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1348 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1348] == _l1) and (_st_cvars[_t1348] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 b0221d33>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    for _t1352 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if ((_st_cvars[84 + _t1352] == _t1332) and (_st_cvars[_t1352] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 f62d03f8>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    _t1355 = 0
    for _t1354 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if (_st_cvars[84 + _t1354] == _t1332):
            _t1355 += (1 if ((_st_cvars[_t1354] == 'carnivorous') or (_st_cvars[_t1354] == 'high_body_weight')) else (2 if (_st_cvars[_t1354] == 'parasite') else 0))
    return _t1355

# <rulerun evolution.rules: attack_action #634 a90c75aa>
def _loop(st, _t1332):
    _st_cvars = st.cvars
    for _t1356 in st.zones[(9 + st.model.zone_instances[st.loc[_t1332]][1])]:
        if ((_st_cvars[_t1356] == 'symbiosis') and (_st_cvars[168 + _t1356] == _t1332)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 11dbff38>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1331 = ([_c for _i in [5 + _p for _p in _k1055] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1331)
    if st.budget < 0: _spent1056(st)
    _t1338 = _NOT_YET
    _t1339 = _NOT_YET
    _t1344 = _NOT_YET
    _t1345 = _NOT_YET
    _t1350 = _NOT_YET
    _t1351 = _NOT_YET
    _t1333 = []
    for _t1332 in _t1331:
        if ((((((_l1 != _t1332) and ((not (_memo7[(_t1332, 'camouflage',)] if (_t1332, 'camouflage',) in _memo7 else _memo7.setdefault((_t1332, 'camouflage',), _a1057(st, _t1332)))) or (_t1339 if _t1339 is not _NOT_YET else (_t1339 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1338 if _t1338 is not _NOT_YET else (_t1338 := _a1058(st, L))))))))) and ((not (_memo7[(_t1332, 'high_body_weight',)] if (_t1332, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1332, 'high_body_weight',), _a1059(st, _t1332)))) or (_t1345 if _t1345 is not _NOT_YET else (_t1345 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1344 if _t1344 is not _NOT_YET else (_t1344 := _a1060(st, L))))))))) and ((_memo7[(_t1332, 'swimming',)] if (_t1332, 'swimming',) in _memo7 else _memo7.setdefault((_t1332, 'swimming',), _a1061(st, _t1332))) == (_t1351 if _t1351 is not _NOT_YET else (_t1351 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1350 if _t1350 is not _NOT_YET else (_t1350 := _a1062(st, L))))))))) and (not ((_memo7[(_t1332, 'burrowing',)] if (_t1332, 'burrowing',) in _memo7 else _memo7.setdefault((_t1332, 'burrowing',), _a1063(st, _t1332))) and ((_st_cvars[924 + _t1332] == _st_vars[0]) or (_st_cvars[504 + _t1332] >= (_memo6[_t1332] if _t1332 in _memo6 else _memo6.setdefault(_t1332, (1 + _a1064(st, _t1332))))))))) and (not (_memo13[_t1332] if _t1332 in _memo13 else _memo13.setdefault(_t1332, _a1065(st, _t1332))))):
            _t1333.append(_t1332)
    return _t1333

# <rulerun evolution.rules: attack_action #636 a73a5167>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1050(st, L) or [])
            fr[1] = 1
            _t1328 = L[0]
            _t1329 = len(_o)
            if not _t1329: _no_option1052(_t1328, 'attacker')
            if _t1329 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1329 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1330 = st.chooser(_t1329, _t1328)
                else:
                    _t1330 = _st_bits(_t1329.bit_length())
                    while _t1330 >= _t1329: _t1330 = _st_bits(_t1329.bit_length())
                L[1] = _o[_t1330]; st.decisions += 1
                if st.thread_player is not None: _answered1053(st, _t1330)
            elif _decide1054(st, L, _o, _t1328): return True
            pc = 1
        if pc == 1:
            _o = (_a1066(st, L) or [])
            fr[1] = 2
            _t1358 = L[0]
            _t1359 = len(_o)
            if not _t1359: _no_option1052(_t1358, 'target')
            if _t1359 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1359 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1360 = st.chooser(_t1359, _t1358)
                else:
                    _t1360 = _st_bits(_t1359.bit_length())
                    while _t1360 >= _t1359: _t1360 = _st_bits(_t1359.bit_length())
                L[2] = _o[_t1360]; st.decisions += 1
                if st.thread_player is not None: _answered1053(st, _t1360)
            elif _decide1068(st, L, _o, _t1358): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1069(_k1070)
            fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1071)

# <rulerun evolution.rules: hunt #637 fba66ff8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1074(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1075(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1076(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1077(_k1078)
            fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1077(_k1079)
            fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1080(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1081(st, fr): return True
            return None
        if pc == 8:
            _step1082(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1083)

# <rulerun evolution.rules: scavenge #638 3a2d8082>
def _loop(st, L):
    _t1364 = (L[4] or ())
    st.budget -= len(_t1364)
    if st.budget < 0: _spent1089(st)
    for _t1365 in _t1364:
        return _t1365
    return None

# <rulerun evolution.rules: scavenge #639 7df13356>
def _loop(st, L):
    _t1361 = (L[4] or ())
    st.budget -= len(_t1361)
    if st.budget < 0: _spent1088(st)
    _t1367 = _NOT_YET
    _t1363 = []
    for _t1362 in _t1361:
        if ((not False) or (_t1362 == (_t1367 if _t1367 is not _NOT_YET else (_t1367 := _a1090(st, L))))):
            _t1363.append(_t1362)
    return _t1363

# <rulerun evolution.rules: scavenge #640 772c5a2b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1086[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1087(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1091(st, L) or [])
            fr[1] = 5
            _t1368 = L[3]
            _t1369 = len(_o)
            if not _t1369: _no_option1093(_t1368, 'scavenger to feed')
            if _t1369 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1369 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1370 = st.chooser(_t1369, _t1368)
                else:
                    _t1370 = _st_bits(_t1369.bit_length())
                    while _t1370 >= _t1369: _t1370 = _st_bits(_t1369.bit_length())
                L[5] = _o[_t1370]; st.decisions += 1
                if st.thread_player is not None: _answered1094(st, _t1370)
            elif _decide1095(st, L, _o, _t1368): return True
            pc = 5
        if pc == 5:
            _r = _run1096(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1097(_k1098)
            fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1099(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1085(_k, st, _d0): raise _Runaway1084()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1100)

# <rulerun evolution.rules: drop_trait #641 8298536f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1103(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1104)

# <rulerun evolution.rules: remove_animal #642 6c4c40c1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1108)

# <rulerun evolution.rules: extinction_and_new_cards #643 fc016f9c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1111(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1112)

# <rulerun evolution.rules: deal #644 af0de1b5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1115(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1116)

# <rulerun evolution.rules: game_end #645 aecb3466>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1119(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1120)

# <rulerun evolution.rules: final_scoring #646 db8d7b01>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1123(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1124)

# <rulerun evolution.rules: on after feed #647 1c3ee6b3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1127(_k1128)
            fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1129)

# <rulerun evolution.rules: on before attack #648 b8850da4>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    for _t1377 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if ((_st_cvars[84 + _t1377] == _t1375) and (_st_cvars[_t1377] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 6b2978be>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1379 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1379] == _l0) and (_st_cvars[_t1379] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 bfebb872>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    for _t1383 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if ((_st_cvars[84 + _t1383] == _t1375) and (_st_cvars[_t1383] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 ff5c36d2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1385 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1385] == _l0) and (_st_cvars[_t1385] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 e9852c98>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    for _t1389 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if ((_st_cvars[84 + _t1389] == _t1375) and (_st_cvars[_t1389] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 e71d3ff8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1391 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1391] == _l0) and (_st_cvars[_t1391] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 cf1d6430>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    for _t1395 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if ((_st_cvars[84 + _t1395] == _t1375) and (_st_cvars[_t1395] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 f2ef9962>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    _t1398 = 0
    for _t1397 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if (_st_cvars[84 + _t1397] == _t1375):
            _t1398 += (1 if ((_st_cvars[_t1397] == 'carnivorous') or (_st_cvars[_t1397] == 'high_body_weight')) else (2 if (_st_cvars[_t1397] == 'parasite') else 0))
    return _t1398

# <rulerun evolution.rules: on before attack #656 43fa04c9>
def _loop(st, _t1375):
    _st_cvars = st.cvars
    for _t1399 in st.zones[(9 + st.model.zone_instances[st.loc[_t1375]][1])]:
        if ((_st_cvars[_t1399] == 'symbiosis') and (_st_cvars[168 + _t1399] == _t1375)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 c9b2ff62>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1374 = st.zones[(5 + L[4])]
    st.budget -= len(_t1374)
    if st.budget < 0: _spent1139(st)
    _t1381 = _NOT_YET
    _t1382 = _NOT_YET
    _t1387 = _NOT_YET
    _t1388 = _NOT_YET
    _t1393 = _NOT_YET
    _t1394 = _NOT_YET
    _t1376 = []
    for _t1375 in _t1374:
        if (((_t1375 != _l1) and (_t1375 != _l0)) and ((((((_l0 != _t1375) and ((not (_memo7[(_t1375, 'camouflage',)] if (_t1375, 'camouflage',) in _memo7 else _memo7.setdefault((_t1375, 'camouflage',), _a1140(st, _t1375)))) or (_t1382 if _t1382 is not _NOT_YET else (_t1382 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1381 if _t1381 is not _NOT_YET else (_t1381 := _a1141(st, L))))))))) and ((not (_memo7[(_t1375, 'high_body_weight',)] if (_t1375, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1375, 'high_body_weight',), _a1142(st, _t1375)))) or (_t1388 if _t1388 is not _NOT_YET else (_t1388 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1387 if _t1387 is not _NOT_YET else (_t1387 := _a1143(st, L))))))))) and ((_memo7[(_t1375, 'swimming',)] if (_t1375, 'swimming',) in _memo7 else _memo7.setdefault((_t1375, 'swimming',), _a1144(st, _t1375))) == (_t1394 if _t1394 is not _NOT_YET else (_t1394 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1393 if _t1393 is not _NOT_YET else (_t1393 := _a1145(st, L))))))))) and (not ((_memo7[(_t1375, 'burrowing',)] if (_t1375, 'burrowing',) in _memo7 else _memo7.setdefault((_t1375, 'burrowing',), _a1146(st, _t1375))) and ((_st_cvars[924 + _t1375] == _st_vars[0]) or (_st_cvars[504 + _t1375] >= (_memo6[_t1375] if _t1375 in _memo6 else _memo6.setdefault(_t1375, (1 + _a1147(st, _t1375))))))))) and (not (_memo13[_t1375] if _t1375 in _memo13 else _memo13.setdefault(_t1375, _a1148(st, _t1375)))))):
            _t1376.append(_t1375)
    return _t1376

# <rulerun evolution.rules: on before attack #658 e60d2cc5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1405 = []
    for _t1404 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1404] == L[1]) or (_st_cvars[168 + _t1404] == L[1])):
            _t1405.append(_t1404)
    return _t1405

# <rulerun evolution.rules: on before attack #659 70602e45>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1132(st, L)
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
            _r = _run1133(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t1371 = L[4]
            _t1372 = len(_o) + 1
            if _t1372 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1373 = st.chooser(_t1372, _t1371)
                else:
                    _t1373 = _st_bits(_t1372.bit_length())
                    while _t1373 >= _t1372: _t1373 = _st_bits(_t1372.bit_length())
                L[6] = _o[_t1373 - 1] if _t1373 else None; st.decisions += 1
                if st.thread_player is not None: _answered1135(st, _t1373)
            elif _decide1136(st, L, _o, _t1371): return True
            pc = 4
        if pc == 4:
            _r = _run1137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1138(st, L)
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
            _o = (_a1149(st, L) or [])
            fr[1] = 10
            _t1401 = L[4]
            _t1402 = len(_o)
            if not _t1402: _no_option1151(_t1401, 'mimicry: the new target')
            if _t1402 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1402 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1403 = st.chooser(_t1402, _t1401)
                else:
                    _t1403 = _st_bits(_t1402.bit_length())
                    while _t1403 >= _t1402: _t1403 = _st_bits(_t1402.bit_length())
                L[7] = _o[_t1403]; st.decisions += 1
                if st.thread_player is not None: _answered1135(st, _t1403)
            elif _decide1152(st, L, _o, _t1401): return True
            pc = 10
        if pc == 10:
            _r = _run1153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1154(st, L) or [])
            fr[1] = 13
            _t1406 = L[4]
            _t1407 = len(_o)
            if not _t1407: _no_option1151(_t1406, 'tail loss: trait to drop')
            if _t1407 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1407 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1408 = st.chooser(_t1407, _t1406)
                else:
                    _t1408 = _st_bits(_t1407.bit_length())
                    while _t1408 >= _t1407: _t1408 = _st_bits(_t1407.bit_length())
                L[8] = _o[_t1408]; st.decisions += 1
                if st.thread_player is not None: _answered1135(st, _t1408)
            elif _decide1156(st, L, _o, _t1406): return True
            pc = 13
        if pc == 13:
            _r = _run1157(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1158(_k1159)
            fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1131(_k, st, _d0): raise _Runaway1130()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1161)

# <rulerun evolution.rules: on after attack #660 a3c963a3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1164(_k1165)
            fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1166)

# <rulerun evolution.rules: play #661 4aa26dfc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1169(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1170(_k1171)
            fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1168(_k, st, _d0): raise _Runaway1167()
                continue
        if pc == 3:
            _r = _run1172(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1173(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1174)

# <rulerun evolution.rules: development #662 playout 3facd9fe>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1178)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1179(st)
        for _t1409 in (_o1180[st.vars[1]] or []):
            L[3] = _t1409
            if not ((not (_t1409 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1409)]):
                if _st_log is not None: _st_log.append(_Text1183(_audience1181(st), [_PlayerRef1182(_t1409), ' has no cards and passes']))
                L[0] = (L[0] + [_t1409])
                if len(L[0]) > 1000000: _too_long1184(L[0])
            else:
                _t1410 = _st_zones[(1 + _t1409)]
                _t1411 = _t1409
                _t1412 = len(_t1410) + 1
                if _t1412 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t1413 = st.chooser(_t1412, _t1411)
                    else:
                        _t1413 = _st_bits(_t1412.bit_length())
                        while _t1413 >= _t1412: _t1413 = _st_bits(_t1412.bit_length())
                    L[4] = _t1410[_t1413 - 1] if _t1413 else None; st.decisions += 1
                elif _decide1187(st, L, _t1410[:], _t1411): raise _PlayoutCut1185()
                if (L[4] is None):
                    L[0] = _joined1188(L[0], [_t1409])
                else:
                    if _p1189(st, [_t1409, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 756c9d03>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1417 = []
    for _t1416 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if ((_st_cvars[84 + _t1416] == _t1414) or (_st_cvars[168 + _t1416] == _t1414)):
            _t1417.append(_st_cvars[_t1416])
    return _t1417

# <rulerun evolution.rules: feeding #664 7e3b1b44>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1419 = []
    for _t1418 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if ((_st_cvars[84 + _t1418] == _t1414) or (_st_cvars[168 + _t1418] == _t1414)):
            _t1419.append(_t1418)
    return _t1419

# <rulerun evolution.rules: feeding #665 adc0490e>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1421 = 0
    for _t1420 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if (_st_cvars[84 + _t1420] == _t1414):
            _t1421 += (1 if ((_st_cvars[_t1420] == 'carnivorous') or (_st_cvars[_t1420] == 'high_body_weight')) else (2 if (_st_cvars[_t1420] == 'parasite') else 0))
    return _t1421

# <rulerun evolution.rules: feeding #666 2fded8b3>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1423 = 0
    for _t1422 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if (((_st_cvars[84 + _t1422] == _t1414) and (_st_cvars[_t1422] == 'fat_tissue')) and _st_cvars[252 + _t1422]):
            _t1423 += 1
    return _t1423

# <rulerun evolution.rules: feeding #667 28d6bcf7>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1425 = 0
    for _t1424 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if ((_st_cvars[84 + _t1424] == _t1414) and (_st_cvars[_t1424] == 'fat_tissue')):
            _t1425 += 1
    return _t1425

# <rulerun evolution.rules: feeding #668 42b34670>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1427 = 0
    for _t1426 in st.zones[(9 + st.model.zone_instances[st.loc[_t1414]][1])]:
        if ((_st_cvars[84 + _t1426] == _t1414) and (_st_cvars[_t1426] == 'fat_tissue')):
            _t1427 += 1
    return _t1427

# <rulerun evolution.rules: feeding_turn_of #669 9225b3fc>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1434 = 0
    for _t1433 in st.zones[(9 + st.model.zone_instances[st.loc[_t1432]][1])]:
        if (_st_cvars[84 + _t1433] == _t1432):
            _t1434 += (1 if ((_st_cvars[_t1433] == 'carnivorous') or (_st_cvars[_t1433] == 'high_body_weight')) else (2 if (_st_cvars[_t1433] == 'parasite') else 0))
    return _t1434

# <rulerun evolution.rules: feeding_turn_of #670 7a01022f>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1436 = 0
    for _t1435 in st.zones[(9 + st.model.zone_instances[st.loc[_t1432]][1])]:
        if (((_st_cvars[84 + _t1435] == _t1432) and (_st_cvars[_t1435] == 'fat_tissue')) and _st_cvars[252 + _t1435]):
            _t1436 += 1
    return _t1436

# <rulerun evolution.rules: feeding_turn_of #671 dbd5d0a6>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1438 = 0
    for _t1437 in st.zones[(9 + st.model.zone_instances[st.loc[_t1432]][1])]:
        if ((_st_cvars[84 + _t1437] == _t1432) and (_st_cvars[_t1437] == 'fat_tissue')):
            _t1438 += 1
    return _t1438

# <rulerun evolution.rules: feeding_turn_of #672 d4f8c1cb>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1446 = 0
    for _t1445 in st.zones[(9 + st.model.zone_instances[st.loc[_t1443]][1])]:
        if (_st_cvars[84 + _t1445] == _t1443):
            _t1446 += (1 if ((_st_cvars[_t1445] == 'carnivorous') or (_st_cvars[_t1445] == 'high_body_weight')) else (2 if (_st_cvars[_t1445] == 'parasite') else 0))
    return _t1446

# <rulerun evolution.rules: feeding_turn_of #673 f5e504d7>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1448 = 0
    for _t1447 in st.zones[(9 + st.model.zone_instances[st.loc[_t1443]][1])]:
        if (((_st_cvars[84 + _t1447] == _t1443) and (_st_cvars[_t1447] == 'fat_tissue')) and _st_cvars[252 + _t1447]):
            _t1448 += 1
    return _t1448

# <rulerun evolution.rules: feeding_turn_of #674 33a290df>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1450 = 0
    for _t1449 in st.zones[(9 + st.model.zone_instances[st.loc[_t1443]][1])]:
        if ((_st_cvars[84 + _t1449] == _t1443) and (_st_cvars[_t1449] == 'fat_tissue')):
            _t1450 += 1
    return _t1450

# <rulerun evolution.rules: feeding_turn_of #675 35dfbc35>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1455 = 0
    for _t1454 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1452]]][1])]:
        if (_st_cvars[84 + _t1454] == _st_cvars[84 + _t1452]):
            _t1455 += (1 if ((_st_cvars[_t1454] == 'carnivorous') or (_st_cvars[_t1454] == 'high_body_weight')) else (2 if (_st_cvars[_t1454] == 'parasite') else 0))
    return _t1455

# <rulerun evolution.rules: feeding_turn_of #676 ae1d6dec>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1451 = st.zones[(9 + st.model.zone_instances[st.loc[_t1443]][1])]
    st.budget -= len(_t1451)
    if st.budget < 0: _spent1230(st)
    for _t1452 in _t1451:
        if (((_st_cvars[_t1452] == 'symbiosis') and (_st_cvars[168 + _t1452] == _t1443)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1452]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1452]] >= (_memo6[_st_cvars[84 + _t1452]] if _st_cvars[84 + _t1452] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1452], (1 + _a1231(st, _t1452)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 07f1f90f>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1442 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1442)
    if st.budget < 0: _spent1226(st)
    for _t1443 in _t1442:
        if ((not ((_st_cvars[924 + _t1443] == _st_vars[0]) or ((_st_cvars[504 + _t1443] >= (_memo6[_t1443] if _t1443 in _memo6 else _memo6.setdefault(_t1443, (1 + _a1227(st, _t1443))))) and ((_memo5[_t1443] if _t1443 in _memo5 else _memo5.setdefault(_t1443, _a1228(st, _t1443))) >= (_memo4[_t1443] if _t1443 in _memo4 else _memo4.setdefault(_t1443, _a1229(st, _t1443))))))) and (_memo14[_t1443] if _t1443 in _memo14 else _memo14.setdefault(_t1443, (not _a1232(st, _t1443))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 fc468dc2>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    for _t1459 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if ((_st_cvars[84 + _t1459] == _t1457) and (_st_cvars[_t1459] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #679 da522353>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1462 = 0
    for _t1461 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if (_st_cvars[84 + _t1461] == _t1457):
            _t1462 += (1 if ((_st_cvars[_t1461] == 'carnivorous') or (_st_cvars[_t1461] == 'high_body_weight')) else (2 if (_st_cvars[_t1461] == 'parasite') else 0))
    return _t1462

# <rulerun evolution.rules: feeding_turn_of #680 b915517f>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1464 = 0
    for _t1463 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if (((_st_cvars[84 + _t1463] == _t1457) and (_st_cvars[_t1463] == 'fat_tissue')) and _st_cvars[252 + _t1463]):
            _t1464 += 1
    return _t1464

# <rulerun evolution.rules: feeding_turn_of #681 d9164eb6>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1466 = 0
    for _t1465 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if ((_st_cvars[84 + _t1465] == _t1457) and (_st_cvars[_t1465] == 'fat_tissue')):
            _t1466 += 1
    return _t1466

# <rulerun evolution.rules: feeding_turn_of #682 1ce8e0fb>
def _loop(st, _t1468):
    _st_cvars = st.cvars
    _t1471 = 0
    for _t1470 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1468]]][1])]:
        if (_st_cvars[84 + _t1470] == _st_cvars[84 + _t1468]):
            _t1471 += (1 if ((_st_cvars[_t1470] == 'carnivorous') or (_st_cvars[_t1470] == 'high_body_weight')) else (2 if (_st_cvars[_t1470] == 'parasite') else 0))
    return _t1471

# <rulerun evolution.rules: feeding_turn_of #683 58a83a3d>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1467 = st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]
    st.budget -= len(_t1467)
    if st.budget < 0: _spent1239(st)
    for _t1468 in _t1467:
        if (((_st_cvars[_t1468] == 'symbiosis') and (_st_cvars[168 + _t1468] == _t1457)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1468]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1468]] >= (_memo6[_st_cvars[84 + _t1468]] if _st_cvars[84 + _t1468] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1468], (1 + _a1240(st, _t1468)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 f026d8bb>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1475 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if ((_st_cvars[84 + _t1475] == _t1473) and (_st_cvars[_t1475] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #685 be2ab5e2>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    for _t1477 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if ((_st_cvars[84 + _t1477] == _t1457) and (_st_cvars[_t1477] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #686 4baffc1c>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1481 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if ((_st_cvars[84 + _t1481] == _t1473) and (_st_cvars[_t1481] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #687 0861e232>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    for _t1483 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if ((_st_cvars[84 + _t1483] == _t1457) and (_st_cvars[_t1483] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #688 6764da6d>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1487 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if ((_st_cvars[84 + _t1487] == _t1473) and (_st_cvars[_t1487] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #689 d45cfebd>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    for _t1489 in st.zones[(9 + st.model.zone_instances[st.loc[_t1457]][1])]:
        if ((_st_cvars[84 + _t1489] == _t1457) and (_st_cvars[_t1489] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #690 3ae53113>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1493 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if ((_st_cvars[84 + _t1493] == _t1473) and (_st_cvars[_t1493] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #691 bacf7aec>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1496 = 0
    for _t1495 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if (_st_cvars[84 + _t1495] == _t1473):
            _t1496 += (1 if ((_st_cvars[_t1495] == 'carnivorous') or (_st_cvars[_t1495] == 'high_body_weight')) else (2 if (_st_cvars[_t1495] == 'parasite') else 0))
    return _t1496

# <rulerun evolution.rules: feeding_turn_of #692 f702d2ca>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1497 in st.zones[(9 + st.model.zone_instances[st.loc[_t1473]][1])]:
        if ((_st_cvars[_t1497] == 'symbiosis') and (_st_cvars[168 + _t1497] == _t1473)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 17d4337e>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1472 = ([_c for _i in [5 + _p for _p in _k1242] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1472)
    if st.budget < 0: _spent1243(st)
    _t1479 = _NOT_YET
    _t1480 = _NOT_YET
    _t1485 = _NOT_YET
    _t1486 = _NOT_YET
    _t1491 = _NOT_YET
    _t1492 = _NOT_YET
    for _t1473 in _t1472:
        if ((((((_t1457 != _t1473) and ((not (_memo7[(_t1473, 'camouflage',)] if (_t1473, 'camouflage',) in _memo7 else _memo7.setdefault((_t1473, 'camouflage',), _a1244(st, _t1473)))) or (_t1480 if _t1480 is not _NOT_YET else (_t1480 := (_memo7[(_t1457, 'sharp_vision',)] if (_t1457, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1457, 'sharp_vision',), (_t1479 if _t1479 is not _NOT_YET else (_t1479 := _a1245(st, _t1457))))))))) and ((not (_memo7[(_t1473, 'high_body_weight',)] if (_t1473, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1473, 'high_body_weight',), _a1246(st, _t1473)))) or (_t1486 if _t1486 is not _NOT_YET else (_t1486 := (_memo7[(_t1457, 'high_body_weight',)] if (_t1457, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1457, 'high_body_weight',), (_t1485 if _t1485 is not _NOT_YET else (_t1485 := _a1247(st, _t1457))))))))) and ((_memo7[(_t1473, 'swimming',)] if (_t1473, 'swimming',) in _memo7 else _memo7.setdefault((_t1473, 'swimming',), _a1248(st, _t1473))) == (_t1492 if _t1492 is not _NOT_YET else (_t1492 := (_memo7[(_t1457, 'swimming',)] if (_t1457, 'swimming',) in _memo7 else _memo7.setdefault((_t1457, 'swimming',), (_t1491 if _t1491 is not _NOT_YET else (_t1491 := _a1249(st, _t1457))))))))) and (not ((_memo7[(_t1473, 'burrowing',)] if (_t1473, 'burrowing',) in _memo7 else _memo7.setdefault((_t1473, 'burrowing',), _a1250(st, _t1473))) and ((_st_cvars[924 + _t1473] == _st_vars[0]) or (_st_cvars[504 + _t1473] >= (_memo6[_t1473] if _t1473 in _memo6 else _memo6.setdefault(_t1473, (1 + _a1251(st, _t1473))))))))) and (not (_memo13[_t1473] if _t1473 in _memo13 else _memo13.setdefault(_t1473, _a1252(st, _t1473))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 bd0b5733>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1456 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1456)
    if st.budget < 0: _spent1234(st)
    for _t1457 in _t1456:
        if (_memo0[_t1457] if _t1457 in _memo0 else _memo0.setdefault(_t1457, ((((_memo7[(_t1457, 'carnivorous',)] if (_t1457, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1457, 'carnivorous',), _a1235(st, _t1457))) and (_st_cvars[672 + _t1457] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1457] == _st_vars[0]) or ((_st_cvars[504 + _t1457] >= (_memo6[_t1457] if _t1457 in _memo6 else _memo6.setdefault(_t1457, (1 + _a1236(st, _t1457))))) and ((_memo5[_t1457] if _t1457 in _memo5 else _memo5.setdefault(_t1457, _a1237(st, _t1457))) >= (_memo4[_t1457] if _t1457 in _memo4 else _memo4.setdefault(_t1457, _a1238(st, _t1457))))))) and (_memo14[_t1457] if _t1457 in _memo14 else _memo14.setdefault(_t1457, (not _a1241(st, _t1457)))))) and _a1253(st, _t1457)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 44214c09>
def _loop(st, _t1500):
    _st_cvars = st.cvars
    _t1503 = 0
    for _t1502 in st.zones[(9 + st.model.zone_instances[st.loc[_t1500]][1])]:
        if (_st_cvars[84 + _t1502] == _t1500):
            _t1503 += (1 if ((_st_cvars[_t1502] == 'carnivorous') or (_st_cvars[_t1502] == 'high_body_weight')) else (2 if (_st_cvars[_t1502] == 'parasite') else 0))
    return _t1503

# <rulerun evolution.rules: feeding_turn_of #696 24ff857c>
def _loop(st, _t1500):
    _st_cvars = st.cvars
    _t1505 = 0
    for _t1504 in st.zones[(9 + st.model.zone_instances[st.loc[_t1500]][1])]:
        if (((_st_cvars[84 + _t1504] == _t1500) and (_st_cvars[_t1504] == 'fat_tissue')) and _st_cvars[252 + _t1504]):
            _t1505 += 1
    return _t1505

# <rulerun evolution.rules: feeding_turn_of #697 d3bfd8ec>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1499 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1499)
    if st.budget < 0: _spent1255(st)
    for _t1500 in _t1499:
        if ((not ((_st_cvars[924 + _t1500] == _st_vars[0]) or (_st_cvars[504 + _t1500] >= (_memo6[_t1500] if _t1500 in _memo6 else _memo6.setdefault(_t1500, (1 + _a1256(st, _t1500))))))) and ((_memo5[_t1500] if _t1500 in _memo5 else _memo5.setdefault(_t1500, _a1257(st, _t1500))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 9f554de6>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    for _t1509 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if ((_st_cvars[84 + _t1509] == _t1507) and (_st_cvars[_t1509] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #699 b7dfdcf2>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _t1512 = 0
    for _t1511 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if (_st_cvars[84 + _t1511] == _t1507):
            _t1512 += (1 if ((_st_cvars[_t1511] == 'carnivorous') or (_st_cvars[_t1511] == 'high_body_weight')) else (2 if (_st_cvars[_t1511] == 'parasite') else 0))
    return _t1512

# <rulerun evolution.rules: feeding_turn_of #700 63a38611>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _t1514 = 0
    for _t1513 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if (_st_cvars[84 + _t1513] == _t1507):
            _t1514 += (1 if ((_st_cvars[_t1513] == 'carnivorous') or (_st_cvars[_t1513] == 'high_body_weight')) else (2 if (_st_cvars[_t1513] == 'parasite') else 0))
    return _t1514

# <rulerun evolution.rules: feeding_turn_of #701 b6317ac5>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _t1516 = 0
    for _t1515 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if (((_st_cvars[84 + _t1515] == _t1507) and (_st_cvars[_t1515] == 'fat_tissue')) and _st_cvars[252 + _t1515]):
            _t1516 += 1
    return _t1516

# <rulerun evolution.rules: feeding_turn_of #702 51093b35>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _t1518 = 0
    for _t1517 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if ((_st_cvars[84 + _t1517] == _t1507) and (_st_cvars[_t1517] == 'fat_tissue')):
            _t1518 += 1
    return _t1518

# <rulerun evolution.rules: feeding_turn_of #703 81f6ac9b>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1523 = 0
    for _t1522 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1520]]][1])]:
        if (_st_cvars[84 + _t1522] == _st_cvars[84 + _t1520]):
            _t1523 += (1 if ((_st_cvars[_t1522] == 'carnivorous') or (_st_cvars[_t1522] == 'high_body_weight')) else (2 if (_st_cvars[_t1522] == 'parasite') else 0))
    return _t1523

# <rulerun evolution.rules: feeding_turn_of #704 e20a5532>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1519 = st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]
    st.budget -= len(_t1519)
    if st.budget < 0: _spent1265(st)
    for _t1520 in _t1519:
        if (((_st_cvars[_t1520] == 'symbiosis') and (_st_cvars[168 + _t1520] == _t1507)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1520]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1520]] >= (_memo6[_st_cvars[84 + _t1520]] if _st_cvars[84 + _t1520] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1520], (1 + _a1266(st, _t1520)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 07c02cf9>
def _loop(st, _t1525):
    _st_cvars = st.cvars
    _t1528 = 0
    for _t1527 in st.zones[(9 + st.model.zone_instances[st.loc[_t1525]][1])]:
        if (_st_cvars[84 + _t1527] == _t1525):
            _t1528 += (1 if ((_st_cvars[_t1527] == 'carnivorous') or (_st_cvars[_t1527] == 'high_body_weight')) else (2 if (_st_cvars[_t1527] == 'parasite') else 0))
    return _t1528

# <rulerun evolution.rules: feeding_turn_of #706 170072ca>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1524 = ([_c for _i in [5 + _p for _p in _k1268] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1524)
    if st.budget < 0: _spent1269(st)
    for _t1525 in _t1524:
        if ((_t1525 != _t1507) and ((not ((_st_cvars[924 + _t1525] == _st_vars[0]) or (_st_cvars[504 + _t1525] >= (_memo6[_t1525] if _t1525 in _memo6 else _memo6.setdefault(_t1525, (1 + _a1270(st, _t1525))))))) and (_st_cvars[504 + _t1525] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 24c0c3f0>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    for _t1529 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if ((_st_cvars[84 + _t1529] == _t1507) and (_st_cvars[_t1529] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #708 ae0807ab>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    _t1532 = 0
    for _t1531 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if (_st_cvars[84 + _t1531] == _t1507):
            _t1532 += (1 if ((_st_cvars[_t1531] == 'carnivorous') or (_st_cvars[_t1531] == 'high_body_weight')) else (2 if (_st_cvars[_t1531] == 'parasite') else 0))
    return _t1532

# <rulerun evolution.rules: feeding_turn_of #709 ca9edc5c>
def _loop(st, _t1507):
    _st_cvars = st.cvars
    for _t1533 in st.zones[(9 + st.model.zone_instances[st.loc[_t1507]][1])]:
        if ((_st_cvars[84 + _t1533] == _t1507) and (_st_cvars[_t1533] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #710 6c01083b>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1506 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1506)
    if st.budget < 0: _spent1259(st)
    for _t1507 in _t1506:
        if (((_memo10[_t1507] if _t1507 in _memo10 else _memo10.setdefault(_t1507, (((((_memo7[(_t1507, 'piracy',)] if (_t1507, 'piracy',) in _memo7 else _memo7.setdefault((_t1507, 'piracy',), _a1260(st, _t1507))) and (_st_cvars[756 + _t1507] != _st_vars[0])) and (not ((_st_cvars[924 + _t1507] == _st_vars[0]) or (_st_cvars[504 + _t1507] >= (_memo6[_t1507] if _t1507 in _memo6 else _memo6.setdefault(_t1507, (1 + _a1261(st, _t1507)))))))) and ((not ((_st_cvars[924 + _t1507] == _st_vars[0]) or ((_st_cvars[504 + _t1507] >= (_memo6[_t1507] if _t1507 in _memo6 else _memo6.setdefault(_t1507, (1 + _a1262(st, _t1507))))) and ((_memo5[_t1507] if _t1507 in _memo5 else _memo5.setdefault(_t1507, _a1263(st, _t1507))) >= (_memo4[_t1507] if _t1507 in _memo4 else _memo4.setdefault(_t1507, _a1264(st, _t1507))))))) and (_memo14[_t1507] if _t1507 in _memo14 else _memo14.setdefault(_t1507, (not _a1267(st, _t1507)))))) and _a1271(st, _t1507)))) or (((((_memo7[(_t1507, 'hibernation',)] if (_t1507, 'hibernation',) in _memo7 else _memo7.setdefault((_t1507, 'hibernation',), _a1272(st, _t1507))) and (_st_cvars[924 + _t1507] != _st_vars[0])) and (_st_cvars[924 + _t1507] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1507] == _st_vars[0]) or (_st_cvars[504 + _t1507] >= (_memo6[_t1507] if _t1507 in _memo6 else _memo6.setdefault(_t1507, (1 + _a1273(st, _t1507))))))))) or ((_st_vars[3] > 0) and (_memo7[(_t1507, 'grazing',)] if (_t1507, 'grazing',) in _memo7 else _memo7.setdefault((_t1507, 'grazing',), _a1274(st, _t1507))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 c186bc93>
def _loop(st, _t1536):
    _st_cvars = st.cvars
    _t1539 = 0
    for _t1538 in st.zones[(9 + st.model.zone_instances[st.loc[_t1536]][1])]:
        if (_st_cvars[84 + _t1538] == _t1536):
            _t1539 += (1 if ((_st_cvars[_t1538] == 'carnivorous') or (_st_cvars[_t1538] == 'high_body_weight')) else (2 if (_st_cvars[_t1538] == 'parasite') else 0))
    return _t1539

# <rulerun evolution.rules: feeding_turn_of #712 4213f055>
def _loop(st, _t1536):
    _st_cvars = st.cvars
    _t1541 = 0
    for _t1540 in st.zones[(9 + st.model.zone_instances[st.loc[_t1536]][1])]:
        if (((_st_cvars[84 + _t1540] == _t1536) and (_st_cvars[_t1540] == 'fat_tissue')) and _st_cvars[252 + _t1540]):
            _t1541 += 1
    return _t1541

# <rulerun evolution.rules: feeding_turn_of #713 63cf76ab>
def _loop(st, _t1536):
    _st_cvars = st.cvars
    _t1543 = 0
    for _t1542 in st.zones[(9 + st.model.zone_instances[st.loc[_t1536]][1])]:
        if ((_st_cvars[84 + _t1542] == _t1536) and (_st_cvars[_t1542] == 'fat_tissue')):
            _t1543 += 1
    return _t1543

# <rulerun evolution.rules: feeding_turn_of #714 ecaf337b>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _t1548 = 0
    for _t1547 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1545]]][1])]:
        if (_st_cvars[84 + _t1547] == _st_cvars[84 + _t1545]):
            _t1548 += (1 if ((_st_cvars[_t1547] == 'carnivorous') or (_st_cvars[_t1547] == 'high_body_weight')) else (2 if (_st_cvars[_t1547] == 'parasite') else 0))
    return _t1548

# <rulerun evolution.rules: feeding_turn_of #715 ed1a5efe>
def _loop(st, _t1536):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1544 = st.zones[(9 + st.model.zone_instances[st.loc[_t1536]][1])]
    st.budget -= len(_t1544)
    if st.budget < 0: _spent1280(st)
    for _t1545 in _t1544:
        if (((_st_cvars[_t1545] == 'symbiosis') and (_st_cvars[168 + _t1545] == _t1536)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1545]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1545]] >= (_memo6[_st_cvars[84 + _t1545]] if _st_cvars[84 + _t1545] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1545], (1 + _a1281(st, _t1545)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 5211878d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1535 = st.zones[(5 + L[0])]
    st.budget -= len(_t1535)
    if st.budget < 0: _spent1276(st)
    for _t1536 in _t1535:
        if ((not ((_st_cvars[924 + _t1536] == _st_vars[0]) or ((_st_cvars[504 + _t1536] >= (_memo6[_t1536] if _t1536 in _memo6 else _memo6.setdefault(_t1536, (1 + _a1277(st, _t1536))))) and ((_memo5[_t1536] if _t1536 in _memo5 else _memo5.setdefault(_t1536, _a1278(st, _t1536))) >= (_memo4[_t1536] if _t1536 in _memo4 else _memo4.setdefault(_t1536, _a1279(st, _t1536))))))) and (_memo14[_t1536] if _t1536 in _memo14 else _memo14.setdefault(_t1536, (not _a1282(st, _t1536))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 8822b7b1>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    for _t1552 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1552] == _t1550) and (_st_cvars[_t1552] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #718 6a9ab9ed>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1555 = 0
    for _t1554 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if (_st_cvars[84 + _t1554] == _t1550):
            _t1555 += (1 if ((_st_cvars[_t1554] == 'carnivorous') or (_st_cvars[_t1554] == 'high_body_weight')) else (2 if (_st_cvars[_t1554] == 'parasite') else 0))
    return _t1555

# <rulerun evolution.rules: feeding_turn_of #719 caa4d122>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1557 = 0
    for _t1556 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if (((_st_cvars[84 + _t1556] == _t1550) and (_st_cvars[_t1556] == 'fat_tissue')) and _st_cvars[252 + _t1556]):
            _t1557 += 1
    return _t1557

# <rulerun evolution.rules: feeding_turn_of #720 7ad10b16>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _t1559 = 0
    for _t1558 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1558] == _t1550) and (_st_cvars[_t1558] == 'fat_tissue')):
            _t1559 += 1
    return _t1559

# <rulerun evolution.rules: feeding_turn_of #721 4430c5ca>
def _loop(st, _t1561):
    _st_cvars = st.cvars
    _t1564 = 0
    for _t1563 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1561]]][1])]:
        if (_st_cvars[84 + _t1563] == _st_cvars[84 + _t1561]):
            _t1564 += (1 if ((_st_cvars[_t1563] == 'carnivorous') or (_st_cvars[_t1563] == 'high_body_weight')) else (2 if (_st_cvars[_t1563] == 'parasite') else 0))
    return _t1564

# <rulerun evolution.rules: feeding_turn_of #722 0440a68a>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1560 = st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]
    st.budget -= len(_t1560)
    if st.budget < 0: _spent1290(st)
    for _t1561 in _t1560:
        if (((_st_cvars[_t1561] == 'symbiosis') and (_st_cvars[168 + _t1561] == _t1550)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1561]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1561]] >= (_memo6[_st_cvars[84 + _t1561]] if _st_cvars[84 + _t1561] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1561], (1 + _a1291(st, _t1561)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 42a424f0>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    for _t1568 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if ((_st_cvars[84 + _t1568] == _t1566) and (_st_cvars[_t1568] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #724 38500b44>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    for _t1570 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1570] == _t1550) and (_st_cvars[_t1570] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #725 da610203>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    for _t1574 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if ((_st_cvars[84 + _t1574] == _t1566) and (_st_cvars[_t1574] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #726 d13bca33>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    for _t1576 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1576] == _t1550) and (_st_cvars[_t1576] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #727 ddc7b4fd>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    for _t1580 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if ((_st_cvars[84 + _t1580] == _t1566) and (_st_cvars[_t1580] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #728 7ef7c05d>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    for _t1582 in st.zones[(9 + st.model.zone_instances[st.loc[_t1550]][1])]:
        if ((_st_cvars[84 + _t1582] == _t1550) and (_st_cvars[_t1582] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #729 92634c94>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    for _t1586 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if ((_st_cvars[84 + _t1586] == _t1566) and (_st_cvars[_t1586] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #730 5eab7129>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    _t1589 = 0
    for _t1588 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if (_st_cvars[84 + _t1588] == _t1566):
            _t1589 += (1 if ((_st_cvars[_t1588] == 'carnivorous') or (_st_cvars[_t1588] == 'high_body_weight')) else (2 if (_st_cvars[_t1588] == 'parasite') else 0))
    return _t1589

# <rulerun evolution.rules: feeding_turn_of #731 644e0961>
def _loop(st, _t1566):
    _st_cvars = st.cvars
    for _t1590 in st.zones[(9 + st.model.zone_instances[st.loc[_t1566]][1])]:
        if ((_st_cvars[_t1590] == 'symbiosis') and (_st_cvars[168 + _t1590] == _t1566)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 17f995d2>
def _loop(st, _t1550):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1565 = ([_c for _i in [5 + _p for _p in _k1293] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1565)
    if st.budget < 0: _spent1294(st)
    _t1572 = _NOT_YET
    _t1573 = _NOT_YET
    _t1578 = _NOT_YET
    _t1579 = _NOT_YET
    _t1584 = _NOT_YET
    _t1585 = _NOT_YET
    for _t1566 in _t1565:
        if ((((((_t1550 != _t1566) and ((not (_memo7[(_t1566, 'camouflage',)] if (_t1566, 'camouflage',) in _memo7 else _memo7.setdefault((_t1566, 'camouflage',), _a1295(st, _t1566)))) or (_t1573 if _t1573 is not _NOT_YET else (_t1573 := (_memo7[(_t1550, 'sharp_vision',)] if (_t1550, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1550, 'sharp_vision',), (_t1572 if _t1572 is not _NOT_YET else (_t1572 := _a1296(st, _t1550))))))))) and ((not (_memo7[(_t1566, 'high_body_weight',)] if (_t1566, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1566, 'high_body_weight',), _a1297(st, _t1566)))) or (_t1579 if _t1579 is not _NOT_YET else (_t1579 := (_memo7[(_t1550, 'high_body_weight',)] if (_t1550, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1550, 'high_body_weight',), (_t1578 if _t1578 is not _NOT_YET else (_t1578 := _a1298(st, _t1550))))))))) and ((_memo7[(_t1566, 'swimming',)] if (_t1566, 'swimming',) in _memo7 else _memo7.setdefault((_t1566, 'swimming',), _a1299(st, _t1566))) == (_t1585 if _t1585 is not _NOT_YET else (_t1585 := (_memo7[(_t1550, 'swimming',)] if (_t1550, 'swimming',) in _memo7 else _memo7.setdefault((_t1550, 'swimming',), (_t1584 if _t1584 is not _NOT_YET else (_t1584 := _a1300(st, _t1550))))))))) and (not ((_memo7[(_t1566, 'burrowing',)] if (_t1566, 'burrowing',) in _memo7 else _memo7.setdefault((_t1566, 'burrowing',), _a1301(st, _t1566))) and ((_st_cvars[924 + _t1566] == _st_vars[0]) or (_st_cvars[504 + _t1566] >= (_memo6[_t1566] if _t1566 in _memo6 else _memo6.setdefault(_t1566, (1 + _a1302(st, _t1566))))))))) and (not (_memo13[_t1566] if _t1566 in _memo13 else _memo13.setdefault(_t1566, _a1303(st, _t1566))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 9b557809>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1549 = st.zones[(5 + L[0])]
    st.budget -= len(_t1549)
    if st.budget < 0: _spent1285(st)
    for _t1550 in _t1549:
        if (_memo0[_t1550] if _t1550 in _memo0 else _memo0.setdefault(_t1550, ((((_memo7[(_t1550, 'carnivorous',)] if (_t1550, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1550, 'carnivorous',), _a1286(st, _t1550))) and (_st_cvars[672 + _t1550] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1550] == _st_vars[0]) or ((_st_cvars[504 + _t1550] >= (_memo6[_t1550] if _t1550 in _memo6 else _memo6.setdefault(_t1550, (1 + _a1287(st, _t1550))))) and ((_memo5[_t1550] if _t1550 in _memo5 else _memo5.setdefault(_t1550, _a1288(st, _t1550))) >= (_memo4[_t1550] if _t1550 in _memo4 else _memo4.setdefault(_t1550, _a1289(st, _t1550))))))) and (_memo14[_t1550] if _t1550 in _memo14 else _memo14.setdefault(_t1550, (not _a1292(st, _t1550)))))) and _a1304(st, _t1550)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 08d4b573>
def _loop(st, _t1593):
    _st_cvars = st.cvars
    _t1596 = 0
    for _t1595 in st.zones[(9 + st.model.zone_instances[st.loc[_t1593]][1])]:
        if (_st_cvars[84 + _t1595] == _t1593):
            _t1596 += (1 if ((_st_cvars[_t1595] == 'carnivorous') or (_st_cvars[_t1595] == 'high_body_weight')) else (2 if (_st_cvars[_t1595] == 'parasite') else 0))
    return _t1596

# <rulerun evolution.rules: feeding_turn_of #735 0626b606>
def _loop(st, _t1593):
    _st_cvars = st.cvars
    _t1598 = 0
    for _t1597 in st.zones[(9 + st.model.zone_instances[st.loc[_t1593]][1])]:
        if (((_st_cvars[84 + _t1597] == _t1593) and (_st_cvars[_t1597] == 'fat_tissue')) and _st_cvars[252 + _t1597]):
            _t1598 += 1
    return _t1598

# <rulerun evolution.rules: feeding_turn_of #736 fe44de71>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1592 = st.zones[(5 + L[0])]
    st.budget -= len(_t1592)
    if st.budget < 0: _spent1306(st)
    for _t1593 in _t1592:
        if ((not ((_st_cvars[924 + _t1593] == _st_vars[0]) or (_st_cvars[504 + _t1593] >= (_memo6[_t1593] if _t1593 in _memo6 else _memo6.setdefault(_t1593, (1 + _a1307(st, _t1593))))))) and ((_memo5[_t1593] if _t1593 in _memo5 else _memo5.setdefault(_t1593, _a1308(st, _t1593))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 484bc5d6>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    for _t1602 in st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]:
        if ((_st_cvars[84 + _t1602] == _t1601) and (_st_cvars[_t1602] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #738 785e75cb>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _t1605 = 0
    for _t1604 in st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]:
        if (_st_cvars[84 + _t1604] == _t1601):
            _t1605 += (1 if ((_st_cvars[_t1604] == 'carnivorous') or (_st_cvars[_t1604] == 'high_body_weight')) else (2 if (_st_cvars[_t1604] == 'parasite') else 0))
    return _t1605

# <rulerun evolution.rules: feeding_turn_of #739 9f6f0b62>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _t1607 = 0
    for _t1606 in st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]:
        if (_st_cvars[84 + _t1606] == _t1601):
            _t1607 += (1 if ((_st_cvars[_t1606] == 'carnivorous') or (_st_cvars[_t1606] == 'high_body_weight')) else (2 if (_st_cvars[_t1606] == 'parasite') else 0))
    return _t1607

# <rulerun evolution.rules: feeding_turn_of #740 87263de7>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _t1609 = 0
    for _t1608 in st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]:
        if (((_st_cvars[84 + _t1608] == _t1601) and (_st_cvars[_t1608] == 'fat_tissue')) and _st_cvars[252 + _t1608]):
            _t1609 += 1
    return _t1609

# <rulerun evolution.rules: feeding_turn_of #741 a165d2ce>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _t1611 = 0
    for _t1610 in st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]:
        if ((_st_cvars[84 + _t1610] == _t1601) and (_st_cvars[_t1610] == 'fat_tissue')):
            _t1611 += 1
    return _t1611

# <rulerun evolution.rules: feeding_turn_of #742 9a5937b9>
def _loop(st, _t1613):
    _st_cvars = st.cvars
    _t1616 = 0
    for _t1615 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1613]]][1])]:
        if (_st_cvars[84 + _t1615] == _st_cvars[84 + _t1613]):
            _t1616 += (1 if ((_st_cvars[_t1615] == 'carnivorous') or (_st_cvars[_t1615] == 'high_body_weight')) else (2 if (_st_cvars[_t1615] == 'parasite') else 0))
    return _t1616

# <rulerun evolution.rules: feeding_turn_of #743 71cbf290>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1612 = st.zones[(9 + st.model.zone_instances[st.loc[_t1601]][1])]
    st.budget -= len(_t1612)
    if st.budget < 0: _spent1315(st)
    for _t1613 in _t1612:
        if (((_st_cvars[_t1613] == 'symbiosis') and (_st_cvars[168 + _t1613] == _t1601)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1613]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1613]] >= (_memo6[_st_cvars[84 + _t1613]] if _st_cvars[84 + _t1613] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1613], (1 + _a1316(st, _t1613)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 5ae55a8f>
def _loop(st, _t1618):
    _st_cvars = st.cvars
    _t1621 = 0
    for _t1620 in st.zones[(9 + st.model.zone_instances[st.loc[_t1618]][1])]:
        if (_st_cvars[84 + _t1620] == _t1618):
            _t1621 += (1 if ((_st_cvars[_t1620] == 'carnivorous') or (_st_cvars[_t1620] == 'high_body_weight')) else (2 if (_st_cvars[_t1620] == 'parasite') else 0))
    return _t1621

# <rulerun evolution.rules: feeding_turn_of #745 6b75894a>
def _loop(st, _t1601):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1617 = ([_c for _i in [5 + _p for _p in _k1318] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1617)
    if st.budget < 0: _spent1319(st)
    for _t1618 in _t1617:
        if ((_t1618 != _t1601) and ((not ((_st_cvars[924 + _t1618] == _st_vars[0]) or (_st_cvars[504 + _t1618] >= (_memo6[_t1618] if _t1618 in _memo6 else _memo6.setdefault(_t1618, (1 + _a1320(st, _t1618))))))) and (_st_cvars[504 + _t1618] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 29a14f90>
def _loop(st, _t1624):
    _st_cvars = st.cvars
    for _t1625 in st.zones[(9 + st.model.zone_instances[st.loc[_t1624]][1])]:
        if ((_st_cvars[84 + _t1625] == _t1624) and (_st_cvars[_t1625] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #747 be836577>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    for _t1630 in st.zones[(9 + st.model.zone_instances[st.loc[_t1629]][1])]:
        if ((_st_cvars[84 + _t1630] == _t1629) and (_st_cvars[_t1630] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #748 729271b4>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1633 = 0
    for _t1632 in st.zones[(9 + st.model.zone_instances[st.loc[_t1629]][1])]:
        if (_st_cvars[84 + _t1632] == _t1629):
            _t1633 += (1 if ((_st_cvars[_t1632] == 'carnivorous') or (_st_cvars[_t1632] == 'high_body_weight')) else (2 if (_st_cvars[_t1632] == 'parasite') else 0))
    return _t1633

# <rulerun evolution.rules: feeding_turn_of #749 b7765506>
def _loop(st, _t1635):
    _st_cvars = st.cvars
    _t1638 = 0
    for _t1637 in st.zones[(9 + st.model.zone_instances[st.loc[_t1635]][1])]:
        if (_st_cvars[84 + _t1637] == _t1635):
            _t1638 += (1 if ((_st_cvars[_t1637] == 'carnivorous') or (_st_cvars[_t1637] == 'high_body_weight')) else (2 if (_st_cvars[_t1637] == 'parasite') else 0))
    return _t1638

# <rulerun evolution.rules: feeding_turn_of #750 32d21e0d>
def _loop(st, _t1635):
    _st_cvars = st.cvars
    _t1640 = 0
    for _t1639 in st.zones[(9 + st.model.zone_instances[st.loc[_t1635]][1])]:
        if (((_st_cvars[84 + _t1639] == _t1635) and (_st_cvars[_t1639] == 'fat_tissue')) and _st_cvars[252 + _t1639]):
            _t1640 += 1
    return _t1640

# <rulerun evolution.rules: feeding_turn_of #751 179a076d>
def _loop(st, _t1635):
    _st_cvars = st.cvars
    _t1642 = 0
    for _t1641 in st.zones[(9 + st.model.zone_instances[st.loc[_t1635]][1])]:
        if ((_st_cvars[84 + _t1641] == _t1635) and (_st_cvars[_t1641] == 'fat_tissue')):
            _t1642 += 1
    return _t1642

# <rulerun evolution.rules: feeding_turn_of #752 822bbcac>
def _loop(st, _t1644):
    _st_cvars = st.cvars
    _t1647 = 0
    for _t1646 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1644]]][1])]:
        if (_st_cvars[84 + _t1646] == _st_cvars[84 + _t1644]):
            _t1647 += (1 if ((_st_cvars[_t1646] == 'carnivorous') or (_st_cvars[_t1646] == 'high_body_weight')) else (2 if (_st_cvars[_t1646] == 'parasite') else 0))
    return _t1647

# <rulerun evolution.rules: feeding_turn_of #753 7e9f799d>
def _loop(st, _t1635):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1643 = st.zones[(9 + st.model.zone_instances[st.loc[_t1635]][1])]
    st.budget -= len(_t1643)
    if st.budget < 0: _spent1329(st)
    for _t1644 in _t1643:
        if (((_st_cvars[_t1644] == 'symbiosis') and (_st_cvars[168 + _t1644] == _t1635)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1644]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1644]] >= (_memo6[_st_cvars[84 + _t1644]] if _st_cvars[84 + _t1644] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1644], (1 + _a1330(st, _t1644)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 179ccce8>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1634 = st.zones[(5 + L[0])]
    st.budget -= len(_t1634)
    if st.budget < 0: _spent1325(st)
    for _t1635 in _t1634:
        if ((not ((_st_cvars[924 + _t1635] == _st_vars[0]) or ((_st_cvars[504 + _t1635] >= (_memo6[_t1635] if _t1635 in _memo6 else _memo6.setdefault(_t1635, (1 + _a1326(st, _t1635))))) and ((_memo5[_t1635] if _t1635 in _memo5 else _memo5.setdefault(_t1635, _a1327(st, _t1635))) >= (_memo4[_t1635] if _t1635 in _memo4 else _memo4.setdefault(_t1635, _a1328(st, _t1635))))))) and (_memo14[_t1635] if _t1635 in _memo14 else _memo14.setdefault(_t1635, (not _a1331(st, _t1635))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 a41c408b>
def _loop(st, _t1654):
    _st_cvars = st.cvars
    _t1657 = 0
    for _t1656 in st.zones[(9 + st.model.zone_instances[st.loc[_t1654]][1])]:
        if (_st_cvars[84 + _t1656] == _t1654):
            _t1657 += (1 if ((_st_cvars[_t1656] == 'carnivorous') or (_st_cvars[_t1656] == 'high_body_weight')) else (2 if (_st_cvars[_t1656] == 'parasite') else 0))
    return _t1657

# <rulerun evolution.rules: take_food #756 0d29c6a0>
def _loop(st, _t1654):
    _st_cvars = st.cvars
    _t1659 = 0
    for _t1658 in st.zones[(9 + st.model.zone_instances[st.loc[_t1654]][1])]:
        if (((_st_cvars[84 + _t1658] == _t1654) and (_st_cvars[_t1658] == 'fat_tissue')) and _st_cvars[252 + _t1658]):
            _t1659 += 1
    return _t1659

# <rulerun evolution.rules: take_food #757 8196e48e>
def _loop(st, _t1654):
    _st_cvars = st.cvars
    _t1661 = 0
    for _t1660 in st.zones[(9 + st.model.zone_instances[st.loc[_t1654]][1])]:
        if ((_st_cvars[84 + _t1660] == _t1654) and (_st_cvars[_t1660] == 'fat_tissue')):
            _t1661 += 1
    return _t1661

# <rulerun evolution.rules: take_food #758 0d27f9a8>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    _t1666 = 0
    for _t1665 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1663]]][1])]:
        if (_st_cvars[84 + _t1665] == _st_cvars[84 + _t1663]):
            _t1666 += (1 if ((_st_cvars[_t1665] == 'carnivorous') or (_st_cvars[_t1665] == 'high_body_weight')) else (2 if (_st_cvars[_t1665] == 'parasite') else 0))
    return _t1666

# <rulerun evolution.rules: take_food #759 4fe2cade>
def _loop(st, _t1654):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1662 = st.zones[(9 + st.model.zone_instances[st.loc[_t1654]][1])]
    st.budget -= len(_t1662)
    if st.budget < 0: _spent1343(st)
    for _t1663 in _t1662:
        if (((_st_cvars[_t1663] == 'symbiosis') and (_st_cvars[168 + _t1663] == _t1654)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1663]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1663]] >= (_memo6[_st_cvars[84 + _t1663]] if _st_cvars[84 + _t1663] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1663], (1 + _a1344(st, _t1663)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 c234ff2b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1653 = st.zones[(5 + L[0])]
    st.budget -= len(_t1653)
    if st.budget < 0: _spent1339(st)
    _t1655 = []
    for _t1654 in _t1653:
        if ((not ((_st_cvars[924 + _t1654] == _st_vars[0]) or ((_st_cvars[504 + _t1654] >= (_memo6[_t1654] if _t1654 in _memo6 else _memo6.setdefault(_t1654, (1 + _a1340(st, _t1654))))) and ((_memo5[_t1654] if _t1654 in _memo5 else _memo5.setdefault(_t1654, _a1341(st, _t1654))) >= (_memo4[_t1654] if _t1654 in _memo4 else _memo4.setdefault(_t1654, _a1342(st, _t1654))))))) and (_memo14[_t1654] if _t1654 in _memo14 else _memo14.setdefault(_t1654, (not _a1345(st, _t1654))))):
            _t1655.append(_t1654)
    return _t1655

# <rulerun evolution.rules: receive #761 cccc26ba>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1672 = 0
    for _t1671 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (_st_cvars[84 + _t1671] == _l0):
            _t1672 += (1 if ((_st_cvars[_t1671] == 'carnivorous') or (_st_cvars[_t1671] == 'high_body_weight')) else (2 if (_st_cvars[_t1671] == 'parasite') else 0))
    return _t1672

# <rulerun evolution.rules: receive #762 8f7e1142>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1674 = 0
    for _t1673 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if (((_st_cvars[84 + _t1673] == _l0) and (_st_cvars[_t1673] == 'fat_tissue')) and _st_cvars[252 + _t1673]):
            _t1674 += 1
    return _t1674

# <rulerun evolution.rules: receive #763 b4a567c2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1676 = 0
    for _t1675 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1675] == _l0) and (_st_cvars[_t1675] == 'fat_tissue')):
            _t1676 += 1
    return _t1676

# <rulerun evolution.rules: receive #764 fff867c8>
def _loop(st, _t1678):
    _st_cvars = st.cvars
    _t1681 = 0
    for _t1680 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1678]]][1])]:
        if (_st_cvars[84 + _t1680] == _st_cvars[84 + _t1678]):
            _t1681 += (1 if ((_st_cvars[_t1680] == 'carnivorous') or (_st_cvars[_t1680] == 'high_body_weight')) else (2 if (_st_cvars[_t1680] == 'parasite') else 0))
    return _t1681

# <rulerun evolution.rules: receive #765 34c33d01>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1677 = st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]
    st.budget -= len(_t1677)
    if st.budget < 0: _spent1361(st)
    for _t1678 in _t1677:
        if (((_st_cvars[_t1678] == 'symbiosis') and (_st_cvars[168 + _t1678] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1678]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1678]] >= (_memo6[_st_cvars[84 + _t1678]] if _st_cvars[84 + _t1678] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1678], (1 + _a1362(st, _t1678)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 88ac75e7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1686 = 0
    for _t1685 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1685] == L[2]):
            _t1686 += (1 if ((_st_cvars[_t1685] == 'carnivorous') or (_st_cvars[_t1685] == 'high_body_weight')) else (2 if (_st_cvars[_t1685] == 'parasite') else 0))
    return _t1686

# <rulerun evolution.rules: receive #767 6a8460f3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1691 = 0
    for _t1690 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (((_st_cvars[84 + _t1690] == L[2]) and (_st_cvars[_t1690] == 'fat_tissue')) and _st_cvars[252 + _t1690]):
            _t1691 += 1
    return _t1691

# <rulerun evolution.rules: receive #768 29881dc4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1693 = 0
    for _t1692 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1692] == L[2]) and (_st_cvars[_t1692] == 'fat_tissue')):
            _t1693 += 1
    return _t1693

# <rulerun evolution.rules: receive #769 d093c608>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1696 = 0
    for _t1695 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if (_st_cvars[84 + _t1695] == L[2]):
            _t1696 += (1 if ((_st_cvars[_t1695] == 'carnivorous') or (_st_cvars[_t1695] == 'high_body_weight')) else (2 if (_st_cvars[_t1695] == 'parasite') else 0))
    return _t1696

# <rulerun evolution.rules: paired_triggers #770 playout 405f214d>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1375(_k1376)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1377(st)
        _t1698 = st.zones[(9 + st.model.zone_instances[_st_loc[_l0]][1])]
        st.budget -= len(_t1698)
        if st.budget < 0: _spent1377(st)
        _t1697 = []
        for _t1699 in _t1698:
            if (((_st_cvars[336 + _t1699] != _st_vars[4]) and ((_st_cvars[84 + _t1699] == _l0) or (_st_cvars[168 + _t1699] == _l0))) and (((((_st_cvars[_t1699] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d1378(st, [(_st_cvars[168 + _t1699] if (_st_cvars[84 + _t1699] == _l0) else _st_cvars[84 + _t1699])])) or ((_st_cvars[_t1699] == 'cooperation') and _d1378(st, [(_st_cvars[168 + _t1699] if (_st_cvars[84 + _t1699] == _l0) else _st_cvars[84 + _t1699])])))):
                _t1697.append(_t1699)
        L[2] = _t1697
        if (not (L[2] or ())):
            return 2
        _t1700 = (L[2] or [])
        _t1701 = st.model.zone_instances[_st_loc[_l0]][1]
        _t1702 = len(_t1700) + 1
        if _t1702 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1703 = st.chooser(_t1702, _t1701)
            else:
                _t1703 = _st_bits(_t1702.bit_length())
                while _t1703 >= _t1702: _t1703 = _st_bits(_t1702.bit_length())
            L[3] = _t1700[_t1703 - 1] if _t1703 else None; st.decisions += 1
        elif _decide1381(st, L, _t1700, _t1701): raise _PlayoutCut1379()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1704 if -1000000000000000000 <= (_t1704 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1382(_t1704))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1385(_audience1383(st), ['Communication: animal ', _plain1384(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain1384(_st_vars[3]), ' left)']))
            if _p1386[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text1385(_audience1383(st), ['Cooperation: animal ', _plain1384(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p1386[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #771 playout 87e9eee8>
def _native(st, L, _d=0):
    if _p1387(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #772 playout 42eb7dd1>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1356(_k1357)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1358(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1359(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1360(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a1363(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1682 if -1000000000000000000 <= (_t1682 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1364(_t1682))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1368(_audience1365(st), [_PlayerRef1366(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1367(_st_cvars[420 + _l0]), ' cannot take the ', _plain1367(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1369(st)
    _t1683 = [_l0, _l1]
    _t1684 = [0, _t1683, False, len(st.cur), st.thread_player]
    st.events.append(_t1684)
    if not _t1684[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1370(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1371(st, L)))))):
            _t1688 = L[2]
            _t1687 = None
            for _t1689 in st.zones[(9 + st.model.zone_instances[_st_loc[L[2]]][1])]:
                if (((_st_cvars[84 + _t1689] == _t1688) and (_st_cvars[_t1689] == 'fat_tissue')) and (not _st_cvars[252 + _t1689])):
                    _t1687 = _t1689
                    break
            L[3] = _t1687
            _st_cvars[252 + L[3]] = True
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _st_log is not None: _st_log.append(_Text1368(_audience1365(st), ['  animal ', _plain1367(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1367((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a1372(st, L)))), '/', _plain1367((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a1373(st, L)))), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1694 if -1000000000000000000 <= (_t1694 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1364(_t1694))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1368(_audience1365(st), ['  animal ', _plain1367(_st_cvars[420 + L[2]]), ' has food ', _plain1367(_st_cvars[504 + L[2]]), '/', _plain1367((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1374(st, L)))))]))
        _t1705 = _t1684[1] + _k1388
        if _p1389(st, _t1705, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 7f8a16fb>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1337(_k1338)
    _t1652 = (_a1346(st, L) or [])
    _t1667 = _l0
    _t1668 = len(_t1652)
    if not _t1668: _no_option1349(_t1667, 'animal to feed')
    if _t1668 <= 1 and _st_log is None:
        L[1] = _t1652[0] if _t1668 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1669 = st.chooser(_t1668, _t1667)
        else:
            _t1669 = _st_bits(_t1668.bit_length())
            while _t1669 >= _t1668: _t1669 = _st_bits(_t1668.bit_length())
        L[1] = _t1652[_t1669]; st.decisions += 1
    elif _decide1350(st, L, _t1652, _t1667): raise _PlayoutCut1347()
    _st_vars[3] = (_t1670 if -1000000000000000000 <= (_t1670 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1351(_t1670))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1355(_audience1352(st), [_PlayerRef1353(_l0), "'s animal ", _plain1354(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1354(_st_vars[3]), ' left)']))
    if _p1390(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 e0924d0f>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    for _t1710 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if ((_st_cvars[84 + _t1710] == _t1708) and (_st_cvars[_t1710] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #775 3a865829>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    _t1713 = 0
    for _t1712 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if (_st_cvars[84 + _t1712] == _t1708):
            _t1713 += (1 if ((_st_cvars[_t1712] == 'carnivorous') or (_st_cvars[_t1712] == 'high_body_weight')) else (2 if (_st_cvars[_t1712] == 'parasite') else 0))
    return _t1713

# <rulerun evolution.rules: attack_action #776 3910df56>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    _t1715 = 0
    for _t1714 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if (((_st_cvars[84 + _t1714] == _t1708) and (_st_cvars[_t1714] == 'fat_tissue')) and _st_cvars[252 + _t1714]):
            _t1715 += 1
    return _t1715

# <rulerun evolution.rules: attack_action #777 cda38601>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    _t1717 = 0
    for _t1716 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if ((_st_cvars[84 + _t1716] == _t1708) and (_st_cvars[_t1716] == 'fat_tissue')):
            _t1717 += 1
    return _t1717

# <rulerun evolution.rules: attack_action #778 c7fe8de3>
def _loop(st, _t1719):
    _st_cvars = st.cvars
    _t1722 = 0
    for _t1721 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1719]]][1])]:
        if (_st_cvars[84 + _t1721] == _st_cvars[84 + _t1719]):
            _t1722 += (1 if ((_st_cvars[_t1721] == 'carnivorous') or (_st_cvars[_t1721] == 'high_body_weight')) else (2 if (_st_cvars[_t1721] == 'parasite') else 0))
    return _t1722

# <rulerun evolution.rules: attack_action #779 06ae95db>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1718 = st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]
    st.budget -= len(_t1718)
    if st.budget < 0: _spent1399(st)
    for _t1719 in _t1718:
        if (((_st_cvars[_t1719] == 'symbiosis') and (_st_cvars[168 + _t1719] == _t1708)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1719]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1719]] >= (_memo6[_st_cvars[84 + _t1719]] if _st_cvars[84 + _t1719] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1719], (1 + _a1400(st, _t1719)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 89d4c5e0>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    for _t1726 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if ((_st_cvars[84 + _t1726] == _t1724) and (_st_cvars[_t1726] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #781 81367322>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    for _t1728 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if ((_st_cvars[84 + _t1728] == _t1708) and (_st_cvars[_t1728] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #782 33ef5545>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    for _t1732 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if ((_st_cvars[84 + _t1732] == _t1724) and (_st_cvars[_t1732] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #783 7f104b8d>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    for _t1734 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if ((_st_cvars[84 + _t1734] == _t1708) and (_st_cvars[_t1734] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #784 32dc65de>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    for _t1738 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if ((_st_cvars[84 + _t1738] == _t1724) and (_st_cvars[_t1738] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #785 cb06c456>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    for _t1740 in st.zones[(9 + st.model.zone_instances[st.loc[_t1708]][1])]:
        if ((_st_cvars[84 + _t1740] == _t1708) and (_st_cvars[_t1740] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #786 a2675353>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    for _t1744 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if ((_st_cvars[84 + _t1744] == _t1724) and (_st_cvars[_t1744] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #787 2d3763fc>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    _t1747 = 0
    for _t1746 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if (_st_cvars[84 + _t1746] == _t1724):
            _t1747 += (1 if ((_st_cvars[_t1746] == 'carnivorous') or (_st_cvars[_t1746] == 'high_body_weight')) else (2 if (_st_cvars[_t1746] == 'parasite') else 0))
    return _t1747

# <rulerun evolution.rules: attack_action #788 da4c571c>
def _loop(st, _t1724):
    _st_cvars = st.cvars
    for _t1748 in st.zones[(9 + st.model.zone_instances[st.loc[_t1724]][1])]:
        if ((_st_cvars[_t1748] == 'symbiosis') and (_st_cvars[168 + _t1748] == _t1724)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 753ab397>
def _loop(st, _t1708):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1723 = ([_c for _i in [5 + _p for _p in _k1402] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1723)
    if st.budget < 0: _spent1403(st)
    _t1730 = _NOT_YET
    _t1731 = _NOT_YET
    _t1736 = _NOT_YET
    _t1737 = _NOT_YET
    _t1742 = _NOT_YET
    _t1743 = _NOT_YET
    for _t1724 in _t1723:
        if ((((((_t1708 != _t1724) and ((not (_memo7[(_t1724, 'camouflage',)] if (_t1724, 'camouflage',) in _memo7 else _memo7.setdefault((_t1724, 'camouflage',), _a1404(st, _t1724)))) or (_t1731 if _t1731 is not _NOT_YET else (_t1731 := (_memo7[(_t1708, 'sharp_vision',)] if (_t1708, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t1708, 'sharp_vision',), (_t1730 if _t1730 is not _NOT_YET else (_t1730 := _a1405(st, _t1708))))))))) and ((not (_memo7[(_t1724, 'high_body_weight',)] if (_t1724, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1724, 'high_body_weight',), _a1406(st, _t1724)))) or (_t1737 if _t1737 is not _NOT_YET else (_t1737 := (_memo7[(_t1708, 'high_body_weight',)] if (_t1708, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1708, 'high_body_weight',), (_t1736 if _t1736 is not _NOT_YET else (_t1736 := _a1407(st, _t1708))))))))) and ((_memo7[(_t1724, 'swimming',)] if (_t1724, 'swimming',) in _memo7 else _memo7.setdefault((_t1724, 'swimming',), _a1408(st, _t1724))) == (_t1743 if _t1743 is not _NOT_YET else (_t1743 := (_memo7[(_t1708, 'swimming',)] if (_t1708, 'swimming',) in _memo7 else _memo7.setdefault((_t1708, 'swimming',), (_t1742 if _t1742 is not _NOT_YET else (_t1742 := _a1409(st, _t1708))))))))) and (not ((_memo7[(_t1724, 'burrowing',)] if (_t1724, 'burrowing',) in _memo7 else _memo7.setdefault((_t1724, 'burrowing',), _a1410(st, _t1724))) and ((_st_cvars[924 + _t1724] == _st_vars[0]) or (_st_cvars[504 + _t1724] >= (_memo6[_t1724] if _t1724 in _memo6 else _memo6.setdefault(_t1724, (1 + _a1411(st, _t1724))))))))) and (not (_memo13[_t1724] if _t1724 in _memo13 else _memo13.setdefault(_t1724, _a1412(st, _t1724))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 c4e84e05>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1707 = st.zones[(5 + L[0])]
    st.budget -= len(_t1707)
    if st.budget < 0: _spent1394(st)
    _t1709 = []
    for _t1708 in _t1707:
        if (_memo0[_t1708] if _t1708 in _memo0 else _memo0.setdefault(_t1708, ((((_memo7[(_t1708, 'carnivorous',)] if (_t1708, 'carnivorous',) in _memo7 else _memo7.setdefault((_t1708, 'carnivorous',), _a1395(st, _t1708))) and (_st_cvars[672 + _t1708] != _st_vars[0])) and ((not ((_st_cvars[924 + _t1708] == _st_vars[0]) or ((_st_cvars[504 + _t1708] >= (_memo6[_t1708] if _t1708 in _memo6 else _memo6.setdefault(_t1708, (1 + _a1396(st, _t1708))))) and ((_memo5[_t1708] if _t1708 in _memo5 else _memo5.setdefault(_t1708, _a1397(st, _t1708))) >= (_memo4[_t1708] if _t1708 in _memo4 else _memo4.setdefault(_t1708, _a1398(st, _t1708))))))) and (_memo14[_t1708] if _t1708 in _memo14 else _memo14.setdefault(_t1708, (not _a1401(st, _t1708)))))) and _a1413(st, _t1708)))):
            _t1709.append(_t1708)
    return _t1709

# <rulerun evolution.rules: attack_action #791 f53369ed>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    for _t1757 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if ((_st_cvars[84 + _t1757] == _t1755) and (_st_cvars[_t1757] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #792 e979e25b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1759 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1759] == _l1) and (_st_cvars[_t1759] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #793 cddd82f7>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    for _t1763 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if ((_st_cvars[84 + _t1763] == _t1755) and (_st_cvars[_t1763] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #794 8f05fddf>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1765 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1765] == _l1) and (_st_cvars[_t1765] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #795 08100dae>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    for _t1769 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if ((_st_cvars[84 + _t1769] == _t1755) and (_st_cvars[_t1769] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #796 5d17a80d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1771 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t1771] == _l1) and (_st_cvars[_t1771] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #797 e17cbe01>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    for _t1775 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if ((_st_cvars[84 + _t1775] == _t1755) and (_st_cvars[_t1775] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #798 09a0ecef>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    _t1778 = 0
    for _t1777 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if (_st_cvars[84 + _t1777] == _t1755):
            _t1778 += (1 if ((_st_cvars[_t1777] == 'carnivorous') or (_st_cvars[_t1777] == 'high_body_weight')) else (2 if (_st_cvars[_t1777] == 'parasite') else 0))
    return _t1778

# <rulerun evolution.rules: attack_action #799 557ffe2e>
def _loop(st, _t1755):
    _st_cvars = st.cvars
    for _t1779 in st.zones[(9 + st.model.zone_instances[st.loc[_t1755]][1])]:
        if ((_st_cvars[_t1779] == 'symbiosis') and (_st_cvars[168 + _t1779] == _t1755)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 ff7abe0b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1754 = ([_c for _i in [5 + _p for _p in _k1419] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1754)
    if st.budget < 0: _spent1420(st)
    _t1761 = _NOT_YET
    _t1762 = _NOT_YET
    _t1767 = _NOT_YET
    _t1768 = _NOT_YET
    _t1773 = _NOT_YET
    _t1774 = _NOT_YET
    _t1756 = []
    for _t1755 in _t1754:
        if ((((((_l1 != _t1755) and ((not (_memo7[(_t1755, 'camouflage',)] if (_t1755, 'camouflage',) in _memo7 else _memo7.setdefault((_t1755, 'camouflage',), _a1421(st, _t1755)))) or (_t1762 if _t1762 is not _NOT_YET else (_t1762 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t1761 if _t1761 is not _NOT_YET else (_t1761 := _a1422(st, L))))))))) and ((not (_memo7[(_t1755, 'high_body_weight',)] if (_t1755, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1755, 'high_body_weight',), _a1423(st, _t1755)))) or (_t1768 if _t1768 is not _NOT_YET else (_t1768 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t1767 if _t1767 is not _NOT_YET else (_t1767 := _a1424(st, L))))))))) and ((_memo7[(_t1755, 'swimming',)] if (_t1755, 'swimming',) in _memo7 else _memo7.setdefault((_t1755, 'swimming',), _a1425(st, _t1755))) == (_t1774 if _t1774 is not _NOT_YET else (_t1774 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t1773 if _t1773 is not _NOT_YET else (_t1773 := _a1426(st, L))))))))) and (not ((_memo7[(_t1755, 'burrowing',)] if (_t1755, 'burrowing',) in _memo7 else _memo7.setdefault((_t1755, 'burrowing',), _a1427(st, _t1755))) and ((_st_cvars[924 + _t1755] == _st_vars[0]) or (_st_cvars[504 + _t1755] >= (_memo6[_t1755] if _t1755 in _memo6 else _memo6.setdefault(_t1755, (1 + _a1428(st, _t1755))))))))) and (not (_memo13[_t1755] if _t1755 in _memo13 else _memo13.setdefault(_t1755, _a1429(st, _t1755))))):
            _t1756.append(_t1755)
    return _t1756

# <rulerun evolution.rules: on before attack #801 db384cb8>
def _loop(st, _t1787, _t1792):
    _st_cvars = st.cvars
    for _t1793 in st.zones[(9 + st.model.zone_instances[st.loc[_t1787]][1])]:
        if ((_st_cvars[84 + _t1793] == _t1787) and (_st_cvars[_t1793] == _t1792)):
            return True
    return False

# <rulerun evolution.rules: on before attack #802 85a5d1ad>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    for _t1798 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if ((_st_cvars[84 + _t1798] == _t1796) and (_st_cvars[_t1798] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #803 96ea73f7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1800 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1800] == _l0) and (_st_cvars[_t1800] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #804 c11eaa6b>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    for _t1804 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if ((_st_cvars[84 + _t1804] == _t1796) and (_st_cvars[_t1804] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #805 69fa1f60>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1806 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1806] == _l0) and (_st_cvars[_t1806] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #806 8ecc3658>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    for _t1810 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if ((_st_cvars[84 + _t1810] == _t1796) and (_st_cvars[_t1810] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #807 577107d9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1812 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1812] == _l0) and (_st_cvars[_t1812] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #808 c33b16e4>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    for _t1816 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if ((_st_cvars[84 + _t1816] == _t1796) and (_st_cvars[_t1816] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #809 23f48c47>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    _t1819 = 0
    for _t1818 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if (_st_cvars[84 + _t1818] == _t1796):
            _t1819 += (1 if ((_st_cvars[_t1818] == 'carnivorous') or (_st_cvars[_t1818] == 'high_body_weight')) else (2 if (_st_cvars[_t1818] == 'parasite') else 0))
    return _t1819

# <rulerun evolution.rules: on before attack #810 ac74952b>
def _loop(st, _t1796):
    _st_cvars = st.cvars
    for _t1820 in st.zones[(9 + st.model.zone_instances[st.loc[_t1796]][1])]:
        if ((_st_cvars[_t1820] == 'symbiosis') and (_st_cvars[168 + _t1820] == _t1796)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 7809f105>
def _loop(st, L, _t1787, _t1790):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1795 = st.zones[(5 + _t1790)]
    st.budget -= len(_t1795)
    if st.budget < 0: _spent1443(st)
    _t1802 = _NOT_YET
    _t1803 = _NOT_YET
    _t1808 = _NOT_YET
    _t1809 = _NOT_YET
    _t1814 = _NOT_YET
    _t1815 = _NOT_YET
    for _t1796 in _t1795:
        if (((_t1796 != _t1787) and (_t1796 != _l0)) and ((((((_l0 != _t1796) and ((not (_memo7[(_t1796, 'camouflage',)] if (_t1796, 'camouflage',) in _memo7 else _memo7.setdefault((_t1796, 'camouflage',), _a1444(st, _t1796)))) or (_t1803 if _t1803 is not _NOT_YET else (_t1803 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1802 if _t1802 is not _NOT_YET else (_t1802 := _a1445(st, L))))))))) and ((not (_memo7[(_t1796, 'high_body_weight',)] if (_t1796, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1796, 'high_body_weight',), _a1446(st, _t1796)))) or (_t1809 if _t1809 is not _NOT_YET else (_t1809 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1808 if _t1808 is not _NOT_YET else (_t1808 := _a1447(st, L))))))))) and ((_memo7[(_t1796, 'swimming',)] if (_t1796, 'swimming',) in _memo7 else _memo7.setdefault((_t1796, 'swimming',), _a1448(st, _t1796))) == (_t1815 if _t1815 is not _NOT_YET else (_t1815 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1814 if _t1814 is not _NOT_YET else (_t1814 := _a1449(st, L))))))))) and (not ((_memo7[(_t1796, 'burrowing',)] if (_t1796, 'burrowing',) in _memo7 else _memo7.setdefault((_t1796, 'burrowing',), _a1450(st, _t1796))) and ((_st_cvars[924 + _t1796] == _st_vars[0]) or (_st_cvars[504 + _t1796] >= (_memo6[_t1796] if _t1796 in _memo6 else _memo6.setdefault(_t1796, (1 + _a1451(st, _t1796))))))))) and (not (_memo13[_t1796] if _t1796 in _memo13 else _memo13.setdefault(_t1796, _a1452(st, _t1796)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 6f6c2eea>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1831 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if ((_st_cvars[84 + _t1831] == _t1829) and (_st_cvars[_t1831] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #813 01bed298>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1833 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1833] == _l0) and (_st_cvars[_t1833] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #814 508680b9>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1837 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if ((_st_cvars[84 + _t1837] == _t1829) and (_st_cvars[_t1837] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #815 94fcd6d3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1839 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1839] == _l0) and (_st_cvars[_t1839] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #816 e97cc47c>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1843 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if ((_st_cvars[84 + _t1843] == _t1829) and (_st_cvars[_t1843] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #817 fd81ae00>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1845 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t1845] == _l0) and (_st_cvars[_t1845] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #818 c30b91a2>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1849 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if ((_st_cvars[84 + _t1849] == _t1829) and (_st_cvars[_t1849] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #819 ca7402cb>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    _t1852 = 0
    for _t1851 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if (_st_cvars[84 + _t1851] == _t1829):
            _t1852 += (1 if ((_st_cvars[_t1851] == 'carnivorous') or (_st_cvars[_t1851] == 'high_body_weight')) else (2 if (_st_cvars[_t1851] == 'parasite') else 0))
    return _t1852

# <rulerun evolution.rules: on before attack #820 0bf48f77>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1853 in st.zones[(9 + st.model.zone_instances[st.loc[_t1829]][1])]:
        if ((_st_cvars[_t1853] == 'symbiosis') and (_st_cvars[168 + _t1853] == _t1829)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 6644bdbd>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1828 = st.zones[(5 + L[4])]
    st.budget -= len(_t1828)
    if st.budget < 0: _spent1463(st)
    _t1835 = _NOT_YET
    _t1836 = _NOT_YET
    _t1841 = _NOT_YET
    _t1842 = _NOT_YET
    _t1847 = _NOT_YET
    _t1848 = _NOT_YET
    _t1830 = []
    for _t1829 in _t1828:
        if (((_t1829 != _l1) and (_t1829 != _l0)) and ((((((_l0 != _t1829) and ((not (_memo7[(_t1829, 'camouflage',)] if (_t1829, 'camouflage',) in _memo7 else _memo7.setdefault((_t1829, 'camouflage',), _a1464(st, _t1829)))) or (_t1836 if _t1836 is not _NOT_YET else (_t1836 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t1835 if _t1835 is not _NOT_YET else (_t1835 := _a1465(st, L))))))))) and ((not (_memo7[(_t1829, 'high_body_weight',)] if (_t1829, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t1829, 'high_body_weight',), _a1466(st, _t1829)))) or (_t1842 if _t1842 is not _NOT_YET else (_t1842 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t1841 if _t1841 is not _NOT_YET else (_t1841 := _a1467(st, L))))))))) and ((_memo7[(_t1829, 'swimming',)] if (_t1829, 'swimming',) in _memo7 else _memo7.setdefault((_t1829, 'swimming',), _a1468(st, _t1829))) == (_t1848 if _t1848 is not _NOT_YET else (_t1848 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t1847 if _t1847 is not _NOT_YET else (_t1847 := _a1469(st, L))))))))) and (not ((_memo7[(_t1829, 'burrowing',)] if (_t1829, 'burrowing',) in _memo7 else _memo7.setdefault((_t1829, 'burrowing',), _a1470(st, _t1829))) and ((_st_cvars[924 + _t1829] == _st_vars[0]) or (_st_cvars[504 + _t1829] >= (_memo6[_t1829] if _t1829 in _memo6 else _memo6.setdefault(_t1829, (1 + _a1471(st, _t1829))))))))) and (not (_memo13[_t1829] if _t1829 in _memo13 else _memo13.setdefault(_t1829, _a1472(st, _t1829)))))):
            _t1830.append(_t1829)
    return _t1830

# <rulerun evolution.rules: on before attack #822 4cd43bf5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1860 = []
    for _t1859 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t1859] == L[1]) or (_st_cvars[168 + _t1859] == L[1])):
            _t1860.append(_t1859)
    return _t1860

# <rulerun evolution.rules: on before attack #823 playout eeab066e>
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
        if st.budget < 0: _spent1441(st)
        L[4] = st.model.zone_instances[_st_loc[L[1]]][1]
        _t1787 = L[1]
        _t1788 = L[2]
        _t1789 = L[3]
        _t1790 = L[4]
        _t1791 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1791)
        if st.budget < 0: _spent1441(st)
        _t1822 = _NOT_YET
        _t1786 = []
        for _t1792 in _t1791:
            if (((_memo7[(_t1787, _t1792,)] if (_t1787, _t1792,) in _memo7 else _memo7.setdefault((_t1787, _t1792,), _a1442(st, _t1787, _t1792))) and ((_t1792 != 'running') or (not _t1789))) and ((_t1792 != 'mimicry') or ((not _t1788) and (_t1822 if _t1822 is not _NOT_YET else (_t1822 := _a1453(st, L, _t1787, _t1790)))))):
                _t1786.append(_t1792)
        L[5] = _t1786
        if (not (L[5] or ())):
            return 2
        _t1823 = (L[5] or [])
        _t1824 = L[4]
        _t1825 = len(_t1823) + 1
        if _t1825 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1826 = st.chooser(_t1825, _t1824)
            else:
                _t1826 = _st_bits(_t1825.bit_length())
                while _t1826 >= _t1825: _t1826 = _st_bits(_t1825.bit_length())
            L[6] = _t1823[_t1826 - 1] if _t1826 else None; st.decisions += 1
        elif _decide1456(st, L, _t1823, _t1824): raise _PlayoutCut1454()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text1460(_audience1457(st), ['Running: ', _PlayerRef1458(L[4]), "'s animal ", _plain1459(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll1461(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text1460(_audience1457(st), ['Animal ', _plain1459(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel1462(st)
                return 2
            if _st_log is not None: _st_log.append(_Text1460(_audience1457(st), ['Animal ', _plain1459(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t1827 = (_a1473(st, L) or [])
            _t1855 = L[4]
            _t1856 = len(_t1827)
            if not _t1856: _no_option1475(_t1855, 'mimicry: the new target')
            if _t1856 <= 1 and _st_log is None:
                L[7] = _t1827[0] if _t1856 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1857 = st.chooser(_t1856, _t1855)
                else:
                    _t1857 = _st_bits(_t1856.bit_length())
                    while _t1857 >= _t1856: _t1857 = _st_bits(_t1856.bit_length())
                L[7] = _t1827[_t1857]; st.decisions += 1
            elif _decide1476(st, L, _t1827, _t1855): raise _PlayoutCut1454()
            if _st_log is not None: _st_log.append(_Text1460(_audience1457(st), ['Mimicry: the attack turns from animal ', _plain1459(_st_cvars[420 + L[1]]), ' to animal ', _plain1459(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value1477(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1858 = (_a1478(st, L) or [])
            _t1861 = L[4]
            _t1862 = len(_t1858)
            if not _t1862: _no_option1475(_t1861, 'tail loss: trait to drop')
            if _t1862 <= 1 and _st_log is None:
                L[8] = _t1858[0] if _t1862 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1863 = st.chooser(_t1862, _t1861)
                else:
                    _t1863 = _st_bits(_t1862.bit_length())
                    while _t1863 >= _t1862: _t1863 = _st_bits(_t1862.bit_length())
                L[8] = _t1858[_t1863]; st.decisions += 1
            elif _decide1480(st, L, _t1858, _t1861): raise _PlayoutCut1454()
            if _st_log is not None: _st_log.append(_Text1460(_audience1457(st), ['Tail loss: animal ', _plain1459(_st_cvars[420 + L[1]]), ' drops its ', _plain1459(_st_cvars[L[8]]), ' card and survives']))
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
            _t1864 = _i19l0
            _t1865 = (13 + _i19[1])
            if type(_t1864) is int and _st_log is None:
                _t1866 = _st_zones[_st_loc[_t1864]]
                if _t1866[-1] == _t1864: _t1866.pop()
                else: _t1866.remove(_t1864)
                _st_zones[_t1865].append(_t1864); _st_loc[_t1864] = _t1865
            elif _t1864 is not None:
                _move_cards1481(st, _t1864, _t1865, False)
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
            if _p1482(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel1462(st)
            return 2

# <rulerun evolution.rules: hunt #824 e9eb2df4>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1868 in st.zones[(9 + st.model.zone_instances[st.loc[L[2]]][1])]:
        if ((_st_cvars[84 + _t1868] == L[2]) and (_st_cvars[_t1868] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #825 31a2b3ea>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1872 = []
    for _t1871 in st.zones[(9 + st.model.zone_instances[st.loc[_i20l0]][1])]:
        if ((_st_cvars[84 + _t1871] == _i20l0) or (_st_cvars[168 + _t1871] == _i20l0)):
            _t1872.append(_t1871)
    return _t1872

# <rulerun evolution.rules: scavenge #826 3f1ac90b>
def _loop(st, _t1884):
    _st_cvars = st.cvars
    for _t1885 in st.zones[(9 + st.model.zone_instances[st.loc[_t1884]][1])]:
        if ((_st_cvars[84 + _t1885] == _t1884) and (_st_cvars[_t1885] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #827 2a835be6>
def _loop(st, _t1884):
    _st_cvars = st.cvars
    _t1888 = 0
    for _t1887 in st.zones[(9 + st.model.zone_instances[st.loc[_t1884]][1])]:
        if (_st_cvars[84 + _t1887] == _t1884):
            _t1888 += (1 if ((_st_cvars[_t1887] == 'carnivorous') or (_st_cvars[_t1887] == 'high_body_weight')) else (2 if (_st_cvars[_t1887] == 'parasite') else 0))
    return _t1888

# <rulerun evolution.rules: scavenge #828 ab6ffd90>
def _loop(st, _t1884):
    _st_cvars = st.cvars
    _t1890 = 0
    for _t1889 in st.zones[(9 + st.model.zone_instances[st.loc[_t1884]][1])]:
        if (((_st_cvars[84 + _t1889] == _t1884) and (_st_cvars[_t1889] == 'fat_tissue')) and _st_cvars[252 + _t1889]):
            _t1890 += 1
    return _t1890

# <rulerun evolution.rules: scavenge #829 df7e1b77>
def _loop(st, _t1884):
    _st_cvars = st.cvars
    _t1892 = 0
    for _t1891 in st.zones[(9 + st.model.zone_instances[st.loc[_t1884]][1])]:
        if ((_st_cvars[84 + _t1891] == _t1884) and (_st_cvars[_t1891] == 'fat_tissue')):
            _t1892 += 1
    return _t1892

# <rulerun evolution.rules: scavenge #830 2cfd922c>
def _loop(st, _t1894):
    _st_cvars = st.cvars
    _t1897 = 0
    for _t1896 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1894]]][1])]:
        if (_st_cvars[84 + _t1896] == _st_cvars[84 + _t1894]):
            _t1897 += (1 if ((_st_cvars[_t1896] == 'carnivorous') or (_st_cvars[_t1896] == 'high_body_weight')) else (2 if (_st_cvars[_t1896] == 'parasite') else 0))
    return _t1897

# <rulerun evolution.rules: scavenge #831 de802458>
def _loop(st, _t1884):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1893 = st.zones[(9 + st.model.zone_instances[st.loc[_t1884]][1])]
    st.budget -= len(_t1893)
    if st.budget < 0: _spent1498(st)
    for _t1894 in _t1893:
        if (((_st_cvars[_t1894] == 'symbiosis') and (_st_cvars[168 + _t1894] == _t1884)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1894]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1894]] >= (_memo6[_st_cvars[84 + _t1894]] if _st_cvars[84 + _t1894] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1894], (1 + _a1499(st, _t1894)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 8d7a7b98>
def _loop(st, L):
    _t1902 = (L[4] or ())
    st.budget -= len(_t1902)
    if st.budget < 0: _spent1502(st)
    for _t1903 in _t1902:
        return _t1903
    return None

# <rulerun evolution.rules: scavenge #833 a38fe6d4>
def _loop(st, L):
    _t1899 = (L[4] or ())
    st.budget -= len(_t1899)
    if st.budget < 0: _spent1501(st)
    _t1905 = _NOT_YET
    _t1901 = []
    for _t1900 in _t1899:
        if ((not False) or (_t1900 == (_t1905 if _t1905 is not _NOT_YET else (_t1905 := _a1503(st, L))))):
            _t1901.append(_t1900)
    return _t1901

# <rulerun evolution.rules: scavenge #834 playout 041e2666>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1490(_k1491)
    _t1881 = (_o1492[L[0]] or [])
    st.budget -= len(_t1881)
    if st.budget < 0: _spent1493(st)
    for _t1880 in _t1881:
        L[3] = _t1880
        _t1883 = st.zones[(5 + _t1880)]
        st.budget -= len(_t1883)
        if st.budget < 0: _spent1493(st)
        _t1882 = []
        for _t1884 in _t1883:
            if ((_memo7[(_t1884, 'scavenger',)] if (_t1884, 'scavenger',) in _memo7 else _memo7.setdefault((_t1884, 'scavenger',), _a1494(st, _t1884))) and ((not ((_st_cvars[924 + _t1884] == _st_vars[0]) or ((_st_cvars[504 + _t1884] >= (_memo6[_t1884] if _t1884 in _memo6 else _memo6.setdefault(_t1884, (1 + _a1495(st, _t1884))))) and ((_memo5[_t1884] if _t1884 in _memo5 else _memo5.setdefault(_t1884, _a1496(st, _t1884))) >= (_memo4[_t1884] if _t1884 in _memo4 else _memo4.setdefault(_t1884, _a1497(st, _t1884))))))) and (_memo14[_t1884] if _t1884 in _memo14 else _memo14.setdefault(_t1884, (not _a1500(st, _t1884)))))):
                _t1882.append(_t1884)
        L[4] = _t1882
        if (not not (L[4] or ())):
            _t1898 = (_a1504(st, L) or [])
            _t1906 = _t1880
            _t1907 = len(_t1898)
            if not _t1907: _no_option1507(_t1906, 'scavenger to feed')
            if _t1907 <= 1 and _st_log is None:
                L[5] = _t1898[0] if _t1907 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1908 = st.chooser(_t1907, _t1906)
                else:
                    _t1908 = _st_bits(_t1907.bit_length())
                    while _t1908 >= _t1907: _t1908 = _st_bits(_t1907.bit_length())
                L[5] = _t1898[_t1908]; st.decisions += 1
            elif _decide1508(st, L, _t1898, _t1906): raise _PlayoutCut1505()
            if _st_log is not None: _st_log.append(_Text1512(_audience1509(st), ['Scavenger: ', _PlayerRef1510(_t1880), "'s animal ", _plain1511(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p1513(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 096e8e82>
def _native(st, L, _d=0):
    if _p1514(st, [st.model.zone_instances[st.loc[L[0]]][1], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 5c9c0339>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1433(_k1434)
    st.budget -= 1
    if st.budget < 0: _spent1435(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1439(_audience1436(st), [_PlayerRef1437(st.model.zone_instances[_st_loc[_l0]][1]), "'s animal ", _plain1438(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1437(st.model.zone_instances[_st_loc[_l1]][1]), "'s animal ", _plain1438(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth1440(st)
    _t1784 = [_l0, _l1]
    _t1785 = [1, _t1784, False, len(st.cur), st.thread_player]
    st.events.append(_t1785)
    _t1867 = _t1784 + _k1483
    if _p1484(st, _t1867, _d + 1) == 3: return 3
    if not _t1785[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1485(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1485(st, 1, 0, 'attack'))
        L[4] = (_memo7[(L[2], 'poisonous',)] if (L[2], 'poisonous',) in _memo7 else _memo7.setdefault((L[2], 'poisonous',), _a1486(st, L)))
        if _st_log is not None: _st_log.append(_Text1439(_audience1436(st), [_PlayerRef1437(st.model.zone_instances[_st_loc[L[3]]][1]), "'s animal ", _plain1438(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1437(st.model.zone_instances[_st_loc[L[2]]][1]), "'s animal ", _plain1438(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = st.model.zone_instances[_st_loc[_i20l0]][1]
        _t1873 = (_a1487(st, _i20l0) or [])
        st.budget -= len(_t1873)
        if st.budget < 0: _spent1435(st)
        for _t1870 in _t1873:
            _i20[4] = _t1870
            _i21l0 = _t1870
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
            _t1874 = _i21l0
            _t1875 = (13 + _i21[1])
            if type(_t1874) is int and _st_log is None:
                _t1876 = _st_zones[_st_loc[_t1874]]
                if _t1876[-1] == _t1874: _t1876.pop()
                else: _t1876.remove(_t1874)
                _st_zones[_t1875].append(_t1874); _st_loc[_t1874] = _t1875
            elif _t1874 is not None:
                _move_cards1488(st, _t1874, _t1875, False)
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
        _t1877 = _i20l0
        _t1878 = (13 + _i20[1])
        if type(_t1877) is int and _st_log is None:
            _t1879 = _st_zones[_st_loc[_t1877]]
            if _t1879[-1] == _t1877: _t1879.pop()
            else: _t1879.remove(_t1877)
            _st_zones[_t1878].append(_t1877); _st_loc[_t1877] = _t1878
        elif _t1877 is not None:
            _move_cards1488(st, _t1877, _t1878, False)
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
        if _p1489(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p1489(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text1439(_audience1436(st), ['Animal ', _plain1438(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1909 = _t1785[1] + _k1515
        if _p1516(st, _t1909, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout 1c7814df>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit1392(_k1393)
    _t1706 = (_a1414(st, L) or [])
    _t1750 = _l0
    _t1751 = len(_t1706)
    if not _t1751: _no_option1417(_t1750, 'attacker')
    if _t1751 <= 1 and _st_log is None:
        L[1] = _t1706[0] if _t1751 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1752 = st.chooser(_t1751, _t1750)
        else:
            _t1752 = _st_bits(_t1751.bit_length())
            while _t1752 >= _t1751: _t1752 = _st_bits(_t1751.bit_length())
        L[1] = _t1706[_t1752]; st.decisions += 1
    elif _decide1418(st, L, _t1706, _t1750): raise _PlayoutCut1415()
    _t1753 = (_a1430(st, L) or [])
    _t1781 = _l0
    _t1782 = len(_t1753)
    if not _t1782: _no_option1417(_t1781, 'target')
    if _t1782 <= 1 and _st_log is None:
        L[2] = _t1753[0] if _t1782 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1783 = st.chooser(_t1782, _t1781)
        else:
            _t1783 = _st_bits(_t1782.bit_length())
            while _t1783 >= _t1782: _t1783 = _st_bits(_t1782.bit_length())
        L[2] = _t1753[_t1783]; st.decisions += 1
    elif _decide1432(st, L, _t1753, _t1781): raise _PlayoutCut1415()
    if _p1517(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 eb5f60fa>
def _loop(st, _t1912):
    _st_cvars = st.cvars
    _t1915 = 0
    for _t1914 in st.zones[(9 + st.model.zone_instances[st.loc[_t1912]][1])]:
        if (_st_cvars[84 + _t1914] == _t1912):
            _t1915 += (1 if ((_st_cvars[_t1914] == 'carnivorous') or (_st_cvars[_t1914] == 'high_body_weight')) else (2 if (_st_cvars[_t1914] == 'parasite') else 0))
    return _t1915

# <rulerun evolution.rules: feeding_turn_of #839 515b6b8a>
def _loop(st, _t1912):
    _st_cvars = st.cvars
    _t1917 = 0
    for _t1916 in st.zones[(9 + st.model.zone_instances[st.loc[_t1912]][1])]:
        if (((_st_cvars[84 + _t1916] == _t1912) and (_st_cvars[_t1916] == 'fat_tissue')) and _st_cvars[252 + _t1916]):
            _t1917 += 1
    return _t1917

# <rulerun evolution.rules: feeding_turn_of #840 318ff782>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1911 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1911)
    if st.budget < 0: _spent1519(st)
    _t1913 = []
    for _t1912 in _t1911:
        if ((not ((_st_cvars[924 + _t1912] == _st_vars[0]) or (_st_cvars[504 + _t1912] >= (_memo6[_t1912] if _t1912 in _memo6 else _memo6.setdefault(_t1912, (1 + _a1520(st, _t1912))))))) and ((_memo5[_t1912] if _t1912 in _memo5 else _memo5.setdefault(_t1912, _a1521(st, _t1912))) > 0)):
            _t1913.append(_t1912)
    return _t1913

# <rulerun evolution.rules: feeding_turn_of #841 1eb739d6>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1923 = 0
    for _t1922 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (((_st_cvars[84 + _t1922] == _i22[1]) and (_st_cvars[_t1922] == 'fat_tissue')) and _st_cvars[252 + _t1922]):
            _t1923 += 1
    return _t1923

# <rulerun evolution.rules: feeding_turn_of #842 1cd56223>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1925 = 0
    for _t1924 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1924] == _i22[1]):
            _t1925 += (1 if ((_st_cvars[_t1924] == 'carnivorous') or (_st_cvars[_t1924] == 'high_body_weight')) else (2 if (_st_cvars[_t1924] == 'parasite') else 0))
    return _t1925

# <rulerun evolution.rules: feeding_turn_of #843 c5a83b24>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1934 = 0
    for _t1933 in st.zones[(9 + st.model.zone_instances[st.loc[_i22[1]]][1])]:
        if (_st_cvars[84 + _t1933] == _i22[1]):
            _t1934 += (1 if ((_st_cvars[_t1933] == 'carnivorous') or (_st_cvars[_t1933] == 'high_body_weight')) else (2 if (_st_cvars[_t1933] == 'parasite') else 0))
    return _t1934

# <rulerun evolution.rules: piracy #844 e1ae653e>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    for _t1939 in st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]:
        if ((_st_cvars[84 + _t1939] == _t1937) and (_st_cvars[_t1939] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #845 4b725878>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _t1942 = 0
    for _t1941 in st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]:
        if (_st_cvars[84 + _t1941] == _t1937):
            _t1942 += (1 if ((_st_cvars[_t1941] == 'carnivorous') or (_st_cvars[_t1941] == 'high_body_weight')) else (2 if (_st_cvars[_t1941] == 'parasite') else 0))
    return _t1942

# <rulerun evolution.rules: piracy #846 a4dbe3cf>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _t1944 = 0
    for _t1943 in st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]:
        if (_st_cvars[84 + _t1943] == _t1937):
            _t1944 += (1 if ((_st_cvars[_t1943] == 'carnivorous') or (_st_cvars[_t1943] == 'high_body_weight')) else (2 if (_st_cvars[_t1943] == 'parasite') else 0))
    return _t1944

# <rulerun evolution.rules: piracy #847 4f3688dc>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _t1946 = 0
    for _t1945 in st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]:
        if (((_st_cvars[84 + _t1945] == _t1937) and (_st_cvars[_t1945] == 'fat_tissue')) and _st_cvars[252 + _t1945]):
            _t1946 += 1
    return _t1946

# <rulerun evolution.rules: piracy #848 534bdb14>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _t1948 = 0
    for _t1947 in st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]:
        if ((_st_cvars[84 + _t1947] == _t1937) and (_st_cvars[_t1947] == 'fat_tissue')):
            _t1948 += 1
    return _t1948

# <rulerun evolution.rules: piracy #849 8f9c3a54>
def _loop(st, _t1950):
    _st_cvars = st.cvars
    _t1953 = 0
    for _t1952 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t1950]]][1])]:
        if (_st_cvars[84 + _t1952] == _st_cvars[84 + _t1950]):
            _t1953 += (1 if ((_st_cvars[_t1952] == 'carnivorous') or (_st_cvars[_t1952] == 'high_body_weight')) else (2 if (_st_cvars[_t1952] == 'parasite') else 0))
    return _t1953

# <rulerun evolution.rules: piracy #850 99466876>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1949 = st.zones[(9 + st.model.zone_instances[st.loc[_t1937]][1])]
    st.budget -= len(_t1949)
    if st.budget < 0: _spent1542(st)
    for _t1950 in _t1949:
        if (((_st_cvars[_t1950] == 'symbiosis') and (_st_cvars[168 + _t1950] == _t1937)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1950]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1950]] >= (_memo6[_st_cvars[84 + _t1950]] if _st_cvars[84 + _t1950] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1950], (1 + _a1543(st, _t1950)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 61f69e43>
def _loop(st, _t1955):
    _st_cvars = st.cvars
    _t1958 = 0
    for _t1957 in st.zones[(9 + st.model.zone_instances[st.loc[_t1955]][1])]:
        if (_st_cvars[84 + _t1957] == _t1955):
            _t1958 += (1 if ((_st_cvars[_t1957] == 'carnivorous') or (_st_cvars[_t1957] == 'high_body_weight')) else (2 if (_st_cvars[_t1957] == 'parasite') else 0))
    return _t1958

# <rulerun evolution.rules: piracy #852 3455bf8c>
def _loop(st, _t1937):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1954 = ([_c for _i in [5 + _p for _p in _k1545] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1954)
    if st.budget < 0: _spent1546(st)
    for _t1955 in _t1954:
        if ((_t1955 != _t1937) and ((not ((_st_cvars[924 + _t1955] == _st_vars[0]) or (_st_cvars[504 + _t1955] >= (_memo6[_t1955] if _t1955 in _memo6 else _memo6.setdefault(_t1955, (1 + _a1547(st, _t1955))))))) and (_st_cvars[504 + _t1955] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 19fd7def>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1936 = st.zones[(5 + L[0])]
    st.budget -= len(_t1936)
    if st.budget < 0: _spent1536(st)
    _t1938 = []
    for _t1937 in _t1936:
        if (_memo10[_t1937] if _t1937 in _memo10 else _memo10.setdefault(_t1937, (((((_memo7[(_t1937, 'piracy',)] if (_t1937, 'piracy',) in _memo7 else _memo7.setdefault((_t1937, 'piracy',), _a1537(st, _t1937))) and (_st_cvars[756 + _t1937] != _st_vars[0])) and (not ((_st_cvars[924 + _t1937] == _st_vars[0]) or (_st_cvars[504 + _t1937] >= (_memo6[_t1937] if _t1937 in _memo6 else _memo6.setdefault(_t1937, (1 + _a1538(st, _t1937)))))))) and ((not ((_st_cvars[924 + _t1937] == _st_vars[0]) or ((_st_cvars[504 + _t1937] >= (_memo6[_t1937] if _t1937 in _memo6 else _memo6.setdefault(_t1937, (1 + _a1539(st, _t1937))))) and ((_memo5[_t1937] if _t1937 in _memo5 else _memo5.setdefault(_t1937, _a1540(st, _t1937))) >= (_memo4[_t1937] if _t1937 in _memo4 else _memo4.setdefault(_t1937, _a1541(st, _t1937))))))) and (_memo14[_t1937] if _t1937 in _memo14 else _memo14.setdefault(_t1937, (not _a1544(st, _t1937)))))) and _a1548(st, _t1937)))):
            _t1938.append(_t1937)
    return _t1938

# <rulerun evolution.rules: piracy #854 4088ba3c>
def _loop(st, _t1964):
    _st_cvars = st.cvars
    _t1967 = 0
    for _t1966 in st.zones[(9 + st.model.zone_instances[st.loc[_t1964]][1])]:
        if (_st_cvars[84 + _t1966] == _t1964):
            _t1967 += (1 if ((_st_cvars[_t1966] == 'carnivorous') or (_st_cvars[_t1966] == 'high_body_weight')) else (2 if (_st_cvars[_t1966] == 'parasite') else 0))
    return _t1967

# <rulerun evolution.rules: piracy #855 27f2f80d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1963 = ([_c for _i in [5 + _p for _p in _k1554] for _c in st.zones[_i]] or ())
    st.budget -= len(_t1963)
    if st.budget < 0: _spent1555(st)
    _t1965 = []
    for _t1964 in _t1963:
        if ((_t1964 != _l1) and ((not ((_st_cvars[924 + _t1964] == _st_vars[0]) or (_st_cvars[504 + _t1964] >= (_memo6[_t1964] if _t1964 in _memo6 else _memo6.setdefault(_t1964, (1 + _a1556(st, _t1964))))))) and (_st_cvars[504 + _t1964] > 0))):
            _t1965.append(_t1964)
    return _t1965

# <rulerun evolution.rules: piracy #856 playout 82b03caa>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1534(_k1535)
    _t1935 = (_a1549(st, L) or [])
    _t1959 = _l0
    _t1960 = len(_t1935)
    if not _t1960: _no_option1552(_t1959, 'pirate')
    if _t1960 <= 1 and _st_log is None:
        L[1] = _t1935[0] if _t1960 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1961 = st.chooser(_t1960, _t1959)
        else:
            _t1961 = _st_bits(_t1960.bit_length())
            while _t1961 >= _t1960: _t1961 = _st_bits(_t1960.bit_length())
        L[1] = _t1935[_t1961]; st.decisions += 1
    elif _decide1553(st, L, _t1935, _t1959): raise _PlayoutCut1550()
    _t1962 = (_a1557(st, L) or [])
    _t1968 = _l0
    _t1969 = len(_t1962)
    if not _t1969: _no_option1552(_t1968, 'animal to rob')
    if _t1969 <= 1 and _st_log is None:
        L[2] = _t1962[0] if _t1969 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1970 = st.chooser(_t1969, _t1968)
        else:
            _t1970 = _st_bits(_t1969.bit_length())
            while _t1970 >= _t1969: _t1970 = _st_bits(_t1969.bit_length())
        L[2] = _t1962[_t1970]; st.decisions += 1
    elif _decide1559(st, L, _t1962, _t1968): raise _PlayoutCut1550()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1971 if -1000000000000000000 <= (_t1971 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond1560(_t1971))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1564(_audience1561(st), ['Piracy: ', _PlayerRef1562(_l0), "'s animal ", _plain1563(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef1562(st.model.zone_instances[st.loc[L[2]]][1]), "'s animal ", _plain1563(_st_cvars[420 + L[2]])]))
    if _p1565(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 5e6bdda1>
def _loop(st, _t1974):
    _st_cvars = st.cvars
    for _t1976 in st.zones[(9 + st.model.zone_instances[st.loc[_t1974]][1])]:
        if ((_st_cvars[84 + _t1976] == _t1974) and (_st_cvars[_t1976] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #858 34951df2>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1973 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1973)
    if st.budget < 0: _spent1567(st)
    _t1975 = []
    for _t1974 in _t1973:
        if (((_memo7[(_t1974, 'grazing',)] if (_t1974, 'grazing',) in _memo7 else _memo7.setdefault((_t1974, 'grazing',), _a1568(st, _t1974))) and (_st_cvars[840 + _t1974] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1975.append(_t1974)
    return _t1975

# <rulerun evolution.rules: feeding_turn_of #859 55dd6124>
def _loop(st, _t1984):
    _st_cvars = st.cvars
    for _t1986 in st.zones[(9 + st.model.zone_instances[st.loc[_t1984]][1])]:
        if ((_st_cvars[84 + _t1986] == _t1984) and (_st_cvars[_t1986] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #860 4d0fb91e>
def _loop(st, _t1984):
    _st_cvars = st.cvars
    _t1989 = 0
    for _t1988 in st.zones[(9 + st.model.zone_instances[st.loc[_t1984]][1])]:
        if (_st_cvars[84 + _t1988] == _t1984):
            _t1989 += (1 if ((_st_cvars[_t1988] == 'carnivorous') or (_st_cvars[_t1988] == 'high_body_weight')) else (2 if (_st_cvars[_t1988] == 'parasite') else 0))
    return _t1989

# <rulerun evolution.rules: feeding_turn_of #861 bacaa026>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1983 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t1983)
    if st.budget < 0: _spent1572(st)
    _t1985 = []
    for _t1984 in _t1983:
        if (((((_memo7[(_t1984, 'hibernation',)] if (_t1984, 'hibernation',) in _memo7 else _memo7.setdefault((_t1984, 'hibernation',), _a1573(st, _t1984))) and (_st_cvars[924 + _t1984] != _st_vars[0])) and (_st_cvars[924 + _t1984] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1984] == _st_vars[0]) or (_st_cvars[504 + _t1984] >= (_memo6[_t1984] if _t1984 in _memo6 else _memo6.setdefault(_t1984, (1 + _a1574(st, _t1984)))))))):
            _t1985.append(_t1984)
    return _t1985

# <rulerun evolution.rules: feeding_turn_of #862 playout 70fd54b7>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1215(_k1216)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1217(st)
        _t1431 = ([_c for _i in [5 + _p for _p in _k1218] for _c in _st_zones[_i]] or ())
        st.budget -= len(_t1431)
        if st.budget < 0: _spent1217(st)
        _t1430 = True
        for _t1432 in _t1431:
            if not (((_st_cvars[924 + _t1432] == _st_vars[0]) or ((_st_cvars[504 + _t1432] >= (_memo6[_t1432] if _t1432 in _memo6 else _memo6.setdefault(_t1432, (1 + _a1219(st, _t1432))))) and ((_memo5[_t1432] if _t1432 in _memo5 else _memo5.setdefault(_t1432, _a1220(st, _t1432))) >= (_memo4[_t1432] if _t1432 in _memo4 else _memo4.setdefault(_t1432, _a1221(st, _t1432))))))):
                _t1430 = False
                break
        if _t1430:
            if _st_log is not None: _st_log.append(_Text1223(_audience1222(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1224(6)
        _t1440 = (_k1225 or ())
        st.budget -= len(_t1440)
        if st.budget < 0: _spent1217(st)
        _t1439 = False
        for _t1441 in _t1440:
            if (_memo8[_t1441] if _t1441 in _memo8 else _memo8.setdefault(_t1441, ((((_memo3[_t1441] if _t1441 in _memo3 else _memo3.setdefault(_t1441, ((_st_vars[3] > 0) and _a1233(st, _t1441)))) or (_memo1[_t1441] if _t1441 in _memo1 else _memo1.setdefault(_t1441, _a1254(st, _t1441)))) or (_memo2[_t1441] if _t1441 in _memo2 else _memo2.setdefault(_t1441, _a1258(st, _t1441)))) or _a1275(st, _t1441)))):
                _t1439 = True
                break
        if (not _t1439):
            if _st_log is not None: _st_log.append(_Text1223(_audience1222(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1224(6)
        L[2] = []
        if ((not L[1]) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1283(st, L))))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        if ((not L[1]) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a1305(st, L)))):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        if ((not L[1]) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a1309(st, L)))):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        _t1600 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1600)
        if st.budget < 0: _spent1217(st)
        _t1599 = False
        for _t1601 in _t1600:
            if (_memo10[_t1601] if _t1601 in _memo10 else _memo10.setdefault(_t1601, (((((_memo7[(_t1601, 'piracy',)] if (_t1601, 'piracy',) in _memo7 else _memo7.setdefault((_t1601, 'piracy',), _a1310(st, _t1601))) and (_st_cvars[756 + _t1601] != _st_vars[0])) and (not ((_st_cvars[924 + _t1601] == _st_vars[0]) or (_st_cvars[504 + _t1601] >= (_memo6[_t1601] if _t1601 in _memo6 else _memo6.setdefault(_t1601, (1 + _a1311(st, _t1601)))))))) and ((not ((_st_cvars[924 + _t1601] == _st_vars[0]) or ((_st_cvars[504 + _t1601] >= (_memo6[_t1601] if _t1601 in _memo6 else _memo6.setdefault(_t1601, (1 + _a1312(st, _t1601))))) and ((_memo5[_t1601] if _t1601 in _memo5 else _memo5.setdefault(_t1601, _a1313(st, _t1601))) >= (_memo4[_t1601] if _t1601 in _memo4 else _memo4.setdefault(_t1601, _a1314(st, _t1601))))))) and (_memo14[_t1601] if _t1601 in _memo14 else _memo14.setdefault(_t1601, (not _a1317(st, _t1601)))))) and _a1321(st, _t1601)))):
                _t1599 = True
                break
        if _t1599:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        _t1623 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1623)
        if st.budget < 0: _spent1217(st)
        _t1622 = False
        for _t1624 in _t1623:
            if (((_memo7[(_t1624, 'grazing',)] if (_t1624, 'grazing',) in _memo7 else _memo7.setdefault((_t1624, 'grazing',), _a1322(st, _t1624))) and (_st_cvars[840 + _t1624] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1622 = True
                break
        if _t1622:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        _t1628 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1628)
        if st.budget < 0: _spent1217(st)
        _t1627 = False
        for _t1629 in _t1628:
            if (((((_memo7[(_t1629, 'hibernation',)] if (_t1629, 'hibernation',) in _memo7 else _memo7.setdefault((_t1629, 'hibernation',), _a1323(st, _t1629))) and (_st_cvars[924 + _t1629] != _st_vars[0])) and (_st_cvars[924 + _t1629] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1629] == _st_vars[0]) or (_st_cvars[504 + _t1629] >= (_memo6[_t1629] if _t1629 in _memo6 else _memo6.setdefault(_t1629, (1 + _a1324(st, _t1629)))))))):
                _t1627 = True
                break
        if _t1627:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1332(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1284(L[2])
        _t1648 = (L[2] or [])
        _t1649 = _l0
        _t1650 = len(_t1648)
        if not _t1650: _no_option1335(_t1649, 'feeding action')
        if _t1650 <= 1 and _st_log is None:
            L[3] = _t1648[0] if _t1650 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1651 = st.chooser(_t1650, _t1649)
            else:
                _t1651 = _st_bits(_t1650.bit_length())
                while _t1651 >= _t1650: _t1651 = _st_bits(_t1650.bit_length())
            L[3] = _t1648[_t1651]; st.decisions += 1
        elif _decide1336(st, L, _t1648, _t1649): raise _PlayoutCut1333()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p1391(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p1518(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i22l0 = _l0
            _i22 = [_i22l0, None, None, None, None, None, None]
            _t1910 = (_a1522(st, _i22l0) or [])
            _t1918 = _i22l0
            _t1919 = len(_t1910)
            if not _t1919: _no_option1335(_t1918, 'animal to convert fat on')
            if _t1919 <= 1 and _st_log is None:
                _i22[1] = _t1910[0] if _t1919 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1920 = st.chooser(_t1919, _t1918)
                else:
                    _t1920 = _st_bits(_t1919.bit_length())
                    while _t1920 >= _t1919: _t1920 = _st_bits(_t1919.bit_length())
                _i22[1] = _t1910[_t1920]; st.decisions += 1
            elif _decide1524(st, _i22, _t1910, _t1918): raise _PlayoutCut1333()
            _t1921 = (_range1525(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a1526(st, _i22))), (_t1926 if -1000000000000000000 <= (_t1926 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1527(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond1528(_t1926)))) or [])
            _t1927 = _i22l0
            _t1928 = len(_t1921)
            if not _t1928: _no_option1335(_t1927, 'yellow tokens to convert')
            if _t1928 <= 1 and _st_log is None:
                _i22[2] = _t1921[0] if _t1928 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1929 = st.chooser(_t1928, _t1927)
                else:
                    _t1929 = _st_bits(_t1928.bit_length())
                    while _t1929 >= _t1928: _t1929 = _st_bits(_t1928.bit_length())
                _i22[2] = _t1921[_t1929]; st.decisions += 1
            elif _decide1530(st, _i22, _t1921, _t1927): raise _PlayoutCut1333()
            _i22[3] = _i22[2]
            for _t1930 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t1930
                if not ((((_st_cvars[84 + _t1930] == _i22[1]) and _st_cvars[252 + _t1930]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t1930] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t1931 if -1000000000000000000 <= (_t1931 := _i22[3] - 1) <= 1000000000000000000 else _beyond1528(_t1931))
            _st_cvars[504 + _i22[1]] = (_t1932 if -1000000000000000000 <= (_t1932 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond1528(_t1932))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1223(_audience1222(st), [_PlayerRef1531(_i22l0), ' converts ', _plain1532(_i22[2]), ' fat on animal ', _plain1532(_st_cvars[420 + _i22[1]]), ' into food (food ', _plain1532(_st_cvars[504 + _i22[1]]), '/', _plain1532((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a1533(st, _i22))))), ')']))
        elif (L[3] == 'piracy'):
            if _p1566(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i23l0 = _l0
            _i23 = [_i23l0, None]
            _t1972 = (_a1569(st, _i23l0) or [])
            _t1978 = _i23l0
            _t1979 = len(_t1972)
            if not _t1979: _no_option1335(_t1978, 'grazing animal')
            if _t1979 <= 1 and _st_log is None:
                _i23[1] = _t1972[0] if _t1979 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1980 = st.chooser(_t1979, _t1978)
                else:
                    _t1980 = _st_bits(_t1979.bit_length())
                    while _t1980 >= _t1979: _t1980 = _st_bits(_t1979.bit_length())
                _i23[1] = _t1972[_t1980]; st.decisions += 1
            elif _decide1571(st, _i23, _t1972, _t1978): raise _PlayoutCut1333()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t1981 if -1000000000000000000 <= (_t1981 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1528(_t1981))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1223(_audience1222(st), ['Grazing: ', _PlayerRef1531(_i23l0), "'s animal ", _plain1532(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain1532(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t1982 = (_a1575(st, _i24l0) or [])
            _t1990 = _i24l0
            _t1991 = len(_t1982)
            if not _t1991: _no_option1335(_t1990, 'animal to hibernate')
            if _t1991 <= 1 and _st_log is None:
                _i24[1] = _t1982[0] if _t1991 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1992 = st.chooser(_t1991, _t1990)
                else:
                    _t1992 = _st_bits(_t1991.bit_length())
                    while _t1992 >= _t1991: _t1992 = _st_bits(_t1991.bit_length())
                _i24[1] = _t1982[_t1992]; st.decisions += 1
            elif _decide1577(st, _i24, _t1982, _t1990): raise _PlayoutCut1333()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1223(_audience1222(st), ['Hibernation: ', _PlayerRef1531(_i24l0), "'s animal ", _plain1532(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout ca0749df>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1210(_k1211)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1212(st)
            for _t1428 in (_o1213[_st_vars[1]] or []):
                L[2] = _t1428
                _st_vars[4] = (_t1429 if -1000000000000000000 <= (_t1429 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1214(_t1429))
                _st_vars[5] = False
                if _p1578(st, [_t1428, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t1993 if -1000000000000000000 <= (_t1993 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1214(_t1993))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text1580(_audience1579(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo1581 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout 3d643e2c>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1194(_k1195)
    if _st_log is not None: _st_log.append(_k1196)
    st.budget -= 1
    if st.budget < 0: _spent1197(st)
    _i17 = [None, None, None]
    _t1415 = ([_c for _i in [5 + _p for _p in _k1198] for _c in st.zones[_i]] or [])
    st.budget -= len(_t1415)
    if st.budget < 0: _spent1197(st)
    for _t1414 in _t1415:
        _i17[2] = _t1414
        if _st_log is not None: _st_log.append(_Text1209(_audience1199(st), ['  ', _plain1201(_text1200(((((('animal ' + _plain1201(_st_cvars[420 + _t1414]) + ' of ' + _player_text1202(st.model.zone_instances[st.loc[_t1414]][1])) + (_text1200(' ' + _plain1201(_a1203(st, _t1414))) if (not not (_a1204(st, _t1414) or ())) else '')) + (' food ' + _plain1201(_st_cvars[504 + _t1414]) + '/' + _plain1201((_memo6[_t1414] if _t1414 in _memo6 else _memo6.setdefault(_t1414, (1 + _a1205(st, _t1414))))))) + ((' fat ' + _plain1201((_memo5[_t1414] if _t1414 in _memo5 else _memo5.setdefault(_t1414, _a1206(st, _t1414)))) + '/' + _plain1201((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1207(st, _t1414))))) if ((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1208(st, _t1414))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1414] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1414] else '')))))]))
    if _p1582(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1209(_audience1199(st), [_plain1201(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: play_turn #865 80f503b4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1177(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1190(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1191(_k1192)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            _r = _run1193(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1583(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1191(_k1584)
                fr[1] = 4; st.cur.append([4, 0, _a]); return None
        if pc == 4:
            _r = _run1585(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1586)

# <rulerun evolution.rules: development #866 6481da83>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1589)
            _r = _run1590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region1591(st, L)
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
            L[1] = (_o1592[st.vars[1]] or []); L[2] = 0
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
            _r = _run1593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t1994 = L[3]
            _t1995 = len(_o) + 1
            if _t1995 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1996 = st.chooser(_t1995, _t1994)
                else:
                    _t1996 = _st_bits(_t1995.bit_length())
                    while _t1996 >= _t1995: _t1996 = _st_bits(_t1995.bit_length())
                L[4] = _o[_t1996 - 1] if _t1996 else None; st.decisions += 1
                if st.thread_player is not None: _answered1595(st, _t1996)
            elif _decide1596(st, L, _o[:], _t1994): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1597(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p1598(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1599(_k1600)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1588(_k, st, _d0): raise _Runaway1587()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1588(_k, st, _d0): raise _Runaway1587()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1601)

# <rulerun evolution.rules: play_card #867 fc213884>
def _loop(st, _t2001):
    _st_cvars = st.cvars
    for _t2003 in st.zones[(9 + st.model.zone_instances[st.loc[_t2001]][1])]:
        if ((_st_cvars[84 + _t2003] == _t2001) and (_st_cvars[_t2003] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #868 421ee19a>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t2000 = ([_c for _i in [5 + _p for _p in _k1611] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2000)
    if st.budget < 0: _spent1612(st)
    _t2002 = []
    for _t2001 in _t2000:
        if ((st.model.zone_instances[_st_loc[_t2001]][1] != _l0) and (not (_memo7[(_t2001, 'parasite',)] if (_t2001, 'parasite',) in _memo7 else _memo7.setdefault((_t2001, 'parasite',), _a1613(st, _t2001))))):
            _t2002.append(_t2001)
    return _t2002

# <rulerun evolution.rules: play_card #869 32ae4aa3>
def _loop(st, L, _t2009, _t2013):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2014 in st.zones[(9 + st.model.zone_instances[st.loc[_t2009]][1])]:
        if ((_st_cvars[_t2014] == _l3) and (((_st_cvars[84 + _t2014] == _t2009) and (_st_cvars[168 + _t2014] == _t2013)) or ((_st_cvars[84 + _t2014] == _t2013) and (_st_cvars[168 + _t2014] == _t2009)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 d7fb22b6>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t2008 = _st_zones[(5 + _l0)]
    st.budget -= len(_t2008)
    if st.budget < 0: _spent1618(st)
    _t2010 = []
    for _t2009 in _t2008:
        _t2012 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2012)
        if st.budget < 0: _spent1618(st)
        _t2011 = False
        for _t2013 in _t2012:
            if (_memo9[(_t2009, _t2013, _l3,)] if (_t2009, _t2013, _l3,) in _memo9 else _memo9.setdefault((_t2009, _t2013, _l3,), ((_t2009 != _t2013) and (not _a1619(st, L, _t2009, _t2013))))):
                _t2011 = True
                break
        if _t2011:
            _t2010.append(_t2009)
    return _t2010

# <rulerun evolution.rules: play_card #871 48ac3403>
def _loop(st, L, _t2020):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2022 in st.zones[(9 + st.model.zone_instances[st.loc[_l5]][1])]:
        if ((_st_cvars[_t2022] == _l3) and (((_st_cvars[84 + _t2022] == _l5) and (_st_cvars[168 + _t2022] == _t2020)) or ((_st_cvars[84 + _t2022] == _t2020) and (_st_cvars[168 + _t2022] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 1d136b82>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t2019 = st.zones[(5 + L[0])]
    st.budget -= len(_t2019)
    if st.budget < 0: _spent1623(st)
    _t2021 = []
    for _t2020 in _t2019:
        if (_memo9[(_l5, _t2020, _l3,)] if (_l5, _t2020, _l3,) in _memo9 else _memo9.setdefault((_l5, _t2020, _l3,), ((_l5 != _t2020) and (not _a1624(st, L, _t2020))))):
            _t2021.append(_t2020)
    return _t2021

# <rulerun evolution.rules: play_card #873 be60a27c>
def _loop(st, L, _t2031):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2033 in st.zones[(9 + st.model.zone_instances[st.loc[_t2031]][1])]:
        if ((_st_cvars[84 + _t2033] == _t2031) and (_st_cvars[_t2033] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #874 3b4555c2>
def _loop(st, _t2031):
    _st_cvars = st.cvars
    for _t2035 in st.zones[(9 + st.model.zone_instances[st.loc[_t2031]][1])]:
        if ((_st_cvars[84 + _t2035] == _t2031) and (_st_cvars[_t2035] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #875 ce5fedde>
def _loop(st, _t2031):
    _st_cvars = st.cvars
    for _t2037 in st.zones[(9 + st.model.zone_instances[st.loc[_t2031]][1])]:
        if ((_st_cvars[84 + _t2037] == _t2031) and (_st_cvars[_t2037] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #876 c2aa5609>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t2030 = st.zones[(5 + L[0])]
    st.budget -= len(_t2030)
    if st.budget < 0: _spent1633(st)
    _t2032 = []
    for _t2031 in _t2030:
        if ((((_l3 == 'fat_tissue') or (not (_memo7[(_t2031, _l3,)] if (_t2031, _l3,) in _memo7 else _memo7.setdefault((_t2031, _l3,), _a1634(st, L, _t2031))))) and (not ((_l3 == 'scavenger') and (_memo7[(_t2031, 'carnivorous',)] if (_t2031, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2031, 'carnivorous',), _a1635(st, _t2031)))))) and (not ((_l3 == 'carnivorous') and (_memo7[(_t2031, 'scavenger',)] if (_t2031, 'scavenger',) in _memo7 else _memo7.setdefault((_t2031, 'scavenger',), _a1636(st, _t2031)))))):
            _t2032.append(_t2031)
    return _t2032

# <rulerun evolution.rules: play_card #877 c45fcf00>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1997 = L[0]
            _t1998 = len(_o)
            if not _t1998: _no_option1606(_t1997, 'play it as')
            if _t1998 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1998 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1999 = st.chooser(_t1998, _t1997)
                else:
                    _t1999 = _st_bits(_t1998.bit_length())
                    while _t1999 >= _t1998: _t1999 = _st_bits(_t1998.bit_length())
                L[3] = _o[_t1999]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t1999)
            elif _decide1608(st, L, _o, _t1997): return True
            pc = 2
        if pc == 2:
            _r = _run1609(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region1610(st, L)
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
            _o = (_a1614(st, L) or [])
            fr[1] = 5
            _t2005 = L[0]
            _t2006 = len(_o)
            if not _t2006: _no_option1606(_t2005, 'animal to put the parasite on')
            if _t2006 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2006 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2007 = st.chooser(_t2006, _t2005)
                else:
                    _t2007 = _st_bits(_t2006.bit_length())
                    while _t2007 >= _t2006: _t2007 = _st_bits(_t2006.bit_length())
                L[4] = _o[_t2007]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t2007)
            elif _decide1616(st, L, _o, _t2005): return True
            pc = 5
        if pc == 5:
            _r = _run1617(st, L)
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
            _o = (_a1620(st, L) or [])
            fr[1] = 9
            _t2016 = L[0]
            _t2017 = len(_o)
            if not _t2017: _no_option1606(_t2016, 'first animal of the pair')
            if _t2017 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2017 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2018 = st.chooser(_t2017, _t2016)
                else:
                    _t2018 = _st_bits(_t2017.bit_length())
                    while _t2018 >= _t2017: _t2018 = _st_bits(_t2017.bit_length())
                L[5] = _o[_t2018]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t2018)
            elif _decide1622(st, L, _o, _t2016): return True
            pc = 9
        if pc == 9:
            _o = (_a1625(st, L) or [])
            fr[1] = 10
            _t2024 = L[0]
            _t2025 = len(_o)
            if not _t2025: _no_option1606(_t2024, 'second animal of the pair')
            if _t2025 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2025 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2026 = st.chooser(_t2025, _t2024)
                else:
                    _t2026 = _st_bits(_t2025.bit_length())
                    while _t2026 >= _t2025: _t2026 = _st_bits(_t2025.bit_length())
                L[6] = _o[_t2026]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t2026)
            elif _decide1627(st, L, _o, _t2024): return True
            pc = 10
        if pc == 10:
            _r = _run1628(st, L)
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
            _t2027 = L[0]
            _t2028 = len(_o)
            if not _t2028: _no_option1606(_t2027, 'the symbiont')
            if _t2028 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2028 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2029 = st.chooser(_t2028, _t2027)
                else:
                    _t2029 = _st_bits(_t2028.bit_length())
                    while _t2029 >= _t2028: _t2029 = _st_bits(_t2028.bit_length())
                L[7] = _o[_t2029]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t2029)
            elif _decide1630(st, L, _o, _t2027): return True
            pc = 13
        if pc == 13:
            _r = _run1631(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1632(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1637(st, L) or [])
            fr[1] = 18
            _t2039 = L[0]
            _t2040 = len(_o)
            if not _t2040: _no_option1606(_t2039, 'animal to give it to')
            if _t2040 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2040 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2041 = st.chooser(_t2040, _t2039)
                else:
                    _t2041 = _st_bits(_t2040.bit_length())
                    while _t2041 >= _t2040: _t2041 = _st_bits(_t2040.bit_length())
                L[8] = _o[_t2041]; st.decisions += 1
                if st.thread_player is not None: _answered1607(st, _t2041)
            elif _decide1639(st, L, _o, _t2039): return True
            pc = 18
        if pc == 18:
            _r = _run1640(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1641)

# <rulerun evolution.rules: feeding #878 00ef41d7>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1644)
            _r = _run1645(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1646(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1647(_k1648)
                fr[1] = 3; st.cur.append([6, 0, _a]); return None
        if pc == 3:
            _r = _run1649(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1650)

# <rulerun evolution.rules: feeding_laps #879 7f1589a6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1653(st, L)
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
            L[0] = (_o1654[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1656(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1657(_k1658)
                fr[1] = 6; st.cur.append([8, 0, _a]); return None
        if pc == 6:
            _r = _run1659(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1652(_k, st, _d0): raise _Runaway1651()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1652(_k, st, _d0): raise _Runaway1651()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1660)

# <rulerun evolution.rules: convert_fat #880 0577be67>
def _loop(st, _t2047):
    _st_cvars = st.cvars
    _t2050 = 0
    for _t2049 in st.zones[(9 + st.model.zone_instances[st.loc[_t2047]][1])]:
        if (_st_cvars[84 + _t2049] == _t2047):
            _t2050 += (1 if ((_st_cvars[_t2049] == 'carnivorous') or (_st_cvars[_t2049] == 'high_body_weight')) else (2 if (_st_cvars[_t2049] == 'parasite') else 0))
    return _t2050

# <rulerun evolution.rules: convert_fat #881 d5628c4c>
def _loop(st, _t2047):
    _st_cvars = st.cvars
    _t2052 = 0
    for _t2051 in st.zones[(9 + st.model.zone_instances[st.loc[_t2047]][1])]:
        if (((_st_cvars[84 + _t2051] == _t2047) and (_st_cvars[_t2051] == 'fat_tissue')) and _st_cvars[252 + _t2051]):
            _t2052 += 1
    return _t2052

# <rulerun evolution.rules: convert_fat #882 ce3bf4fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2046 = st.zones[(5 + L[0])]
    st.budget -= len(_t2046)
    if st.budget < 0: _spent1678(st)
    _t2048 = []
    for _t2047 in _t2046:
        if ((not ((_st_cvars[924 + _t2047] == _st_vars[0]) or (_st_cvars[504 + _t2047] >= (_memo6[_t2047] if _t2047 in _memo6 else _memo6.setdefault(_t2047, (1 + _a1679(st, _t2047))))))) and ((_memo5[_t2047] if _t2047 in _memo5 else _memo5.setdefault(_t2047, _a1680(st, _t2047))) > 0)):
            _t2048.append(_t2047)
    return _t2048

# <rulerun evolution.rules: convert_fat #883 042a1808>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2058 = 0
    for _t2057 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (((_st_cvars[84 + _t2057] == L[1]) and (_st_cvars[_t2057] == 'fat_tissue')) and _st_cvars[252 + _t2057]):
            _t2058 += 1
    return _t2058

# <rulerun evolution.rules: convert_fat #884 0ff6f045>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2060 = 0
    for _t2059 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2059] == L[1]):
            _t2060 += (1 if ((_st_cvars[_t2059] == 'carnivorous') or (_st_cvars[_t2059] == 'high_body_weight')) else (2 if (_st_cvars[_t2059] == 'parasite') else 0))
    return _t2060

# <rulerun evolution.rules: convert_fat #885 42371ad1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2069 = 0
    for _t2068 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if (_st_cvars[84 + _t2068] == L[1]):
            _t2069 += (1 if ((_st_cvars[_t2068] == 'carnivorous') or (_st_cvars[_t2068] == 'high_body_weight')) else (2 if (_st_cvars[_t2068] == 'parasite') else 0))
    return _t2069

# <rulerun evolution.rules: convert_fat #886 playout cd9aa90d>
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
    _t2045 = (_a1681(st, L) or [])
    _t2053 = _l0
    _t2054 = len(_t2045)
    if not _t2054: _no_option1684(_t2053, 'animal to convert fat on')
    if _t2054 <= 1 and _st_log is None:
        L[1] = _t2045[0] if _t2054 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2055 = st.chooser(_t2054, _t2053)
        else:
            _t2055 = _st_bits(_t2054.bit_length())
            while _t2055 >= _t2054: _t2055 = _st_bits(_t2054.bit_length())
        L[1] = _t2045[_t2055]; st.decisions += 1
    elif _decide1685(st, L, _t2045, _t2053): raise _PlayoutCut1682()
    _t2056 = (_range1686(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1687(st, L))), (_t2061 if -1000000000000000000 <= (_t2061 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1688(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1689(_t2061)))) or [])
    _t2062 = _l0
    _t2063 = len(_t2056)
    if not _t2063: _no_option1684(_t2062, 'yellow tokens to convert')
    if _t2063 <= 1 and _st_log is None:
        L[2] = _t2056[0] if _t2063 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2064 = st.chooser(_t2063, _t2062)
        else:
            _t2064 = _st_bits(_t2063.bit_length())
            while _t2064 >= _t2063: _t2064 = _st_bits(_t2063.bit_length())
        L[2] = _t2056[_t2064]; st.decisions += 1
    elif _decide1691(st, L, _t2056, _t2062): raise _PlayoutCut1682()
    L[3] = L[2]
    for _t2065 in st.zones[(9 + _l0)][:]:
        L[6] = _t2065
        if not ((((_st_cvars[84 + _t2065] == L[1]) and _st_cvars[252 + _t2065]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2065] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2066 if -1000000000000000000 <= (_t2066 := L[3] - 1) <= 1000000000000000000 else _beyond1689(_t2066))
    _st_cvars[504 + L[1]] = (_t2067 if -1000000000000000000 <= (_t2067 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond1689(_t2067))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1696(_audience1692(st), [_PlayerRef1693(_l0), ' converts ', _plain1694(L[2]), ' fat on animal ', _plain1694(_st_cvars[420 + L[1]]), ' into food (food ', _plain1694(_st_cvars[504 + L[1]]), '/', _plain1694((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1695(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 4fc51df0>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    for _t2074 in st.zones[(9 + st.model.zone_instances[st.loc[_t2072]][1])]:
        if ((_st_cvars[84 + _t2074] == _t2072) and (_st_cvars[_t2074] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #888 c007a326>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2071 = st.zones[(5 + L[0])]
    st.budget -= len(_t2071)
    if st.budget < 0: _spent1701(st)
    _t2073 = []
    for _t2072 in _t2071:
        if (((_memo7[(_t2072, 'grazing',)] if (_t2072, 'grazing',) in _memo7 else _memo7.setdefault((_t2072, 'grazing',), _a1702(st, _t2072))) and (_st_cvars[840 + _t2072] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2073.append(_t2072)
    return _t2073

# <rulerun evolution.rules: grazing #889 playout 21bf6495>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2070 = (_a1703(st, L) or [])
    _t2076 = _l0
    _t2077 = len(_t2070)
    if not _t2077: _no_option1706(_t2076, 'grazing animal')
    if _t2077 <= 1 and _st_log is None:
        L[1] = _t2070[0] if _t2077 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2078 = st.chooser(_t2077, _t2076)
        else:
            _t2078 = _st_bits(_t2077.bit_length())
            while _t2078 >= _t2077: _t2078 = _st_bits(_t2077.bit_length())
        L[1] = _t2070[_t2078]; st.decisions += 1
    elif _decide1707(st, L, _t2070, _t2076): raise _PlayoutCut1704()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2079 if -1000000000000000000 <= (_t2079 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1708(_t2079))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1712(_audience1709(st), ['Grazing: ', _PlayerRef1710(_l0), "'s animal ", _plain1711(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain1711(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 4bb25ac4>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    for _t2084 in st.zones[(9 + st.model.zone_instances[st.loc[_t2082]][1])]:
        if ((_st_cvars[84 + _t2084] == _t2082) and (_st_cvars[_t2084] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #891 03d1bed9>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2087 = 0
    for _t2086 in st.zones[(9 + st.model.zone_instances[st.loc[_t2082]][1])]:
        if (_st_cvars[84 + _t2086] == _t2082):
            _t2087 += (1 if ((_st_cvars[_t2086] == 'carnivorous') or (_st_cvars[_t2086] == 'high_body_weight')) else (2 if (_st_cvars[_t2086] == 'parasite') else 0))
    return _t2087

# <rulerun evolution.rules: hibernation #892 b32ec6f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2081 = st.zones[(5 + L[0])]
    st.budget -= len(_t2081)
    if st.budget < 0: _spent1715(st)
    _t2083 = []
    for _t2082 in _t2081:
        if (((((_memo7[(_t2082, 'hibernation',)] if (_t2082, 'hibernation',) in _memo7 else _memo7.setdefault((_t2082, 'hibernation',), _a1716(st, _t2082))) and (_st_cvars[924 + _t2082] != _st_vars[0])) and (_st_cvars[924 + _t2082] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2082] == _st_vars[0]) or (_st_cvars[504 + _t2082] >= (_memo6[_t2082] if _t2082 in _memo6 else _memo6.setdefault(_t2082, (1 + _a1717(st, _t2082)))))))):
            _t2083.append(_t2082)
    return _t2083

# <rulerun evolution.rules: hibernation #893 playout c177e705>
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
    _t2080 = (_a1718(st, L) or [])
    _t2088 = _l0
    _t2089 = len(_t2080)
    if not _t2089: _no_option1721(_t2088, 'animal to hibernate')
    if _t2089 <= 1 and _st_log is None:
        L[1] = _t2080[0] if _t2089 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2090 = st.chooser(_t2089, _t2088)
        else:
            _t2090 = _st_bits(_t2089.bit_length())
            while _t2090 >= _t2089: _t2090 = _st_bits(_t2089.bit_length())
        L[1] = _t2080[_t2090]; st.decisions += 1
    elif _decide1722(st, L, _t2080, _t2088): raise _PlayoutCut1719()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text1726(_audience1723(st), ['Hibernation: ', _PlayerRef1724(_l0), "'s animal ", _plain1725(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 3f2ecd5a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1663(st, L)
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
            _r = _run1664(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2042 = L[0]
            _t2043 = len(_o)
            if not _t2043: _no_option1666(_t2042, 'feeding action')
            if _t2043 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2043 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2044 = st.chooser(_t2043, _t2042)
                else:
                    _t2044 = _st_bits(_t2043.bit_length())
                    while _t2044 >= _t2043: _t2044 = _st_bits(_t2043.bit_length())
                L[3] = _o[_t2044]; st.decisions += 1
                if st.thread_player is not None: _answered1667(st, _t2044)
            elif _decide1668(st, L, _o, _t2042): return True
            pc = 4
        if pc == 4:
            _r = _run1669(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1671(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1673)
                fr[1] = 8; st.cur.append([9, 0, _a]); return None
        if pc == 8:
            pc = 24
        if pc == 9:
            if (L[3] == 'attack'):
                pc = 10
            else:
                pc = 13
        if pc == 10:
            _r = _run1674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1675(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1676)
                fr[1] = 12; st.cur.append([16, 0, _a]); return None
        if pc == 12:
            pc = 24
        if pc == 13:
            if (L[3] == 'convert fat'):
                pc = 14
            else:
                pc = 17
        if pc == 14:
            _r = _run1677(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1697(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1698)
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
                if _p1699(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1700)
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
                if _p1713(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1714)
                fr[1] = 22; st.cur.append([14, 0, _a]); return None
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p1727(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit1672(_k1728)
                fr[1] = 24; st.cur.append([15, 0, _a]); return None
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1662(_k, st, _d0): raise _Runaway1661()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1729)

# <rulerun evolution.rules: take_food #895 170a98d0>
def _loop(st, _t2092):
    _st_cvars = st.cvars
    _t2095 = 0
    for _t2094 in st.zones[(9 + st.model.zone_instances[st.loc[_t2092]][1])]:
        if (_st_cvars[84 + _t2094] == _t2092):
            _t2095 += (1 if ((_st_cvars[_t2094] == 'carnivorous') or (_st_cvars[_t2094] == 'high_body_weight')) else (2 if (_st_cvars[_t2094] == 'parasite') else 0))
    return _t2095

# <rulerun evolution.rules: take_food #896 04cb69aa>
def _loop(st, _t2092):
    _st_cvars = st.cvars
    _t2097 = 0
    for _t2096 in st.zones[(9 + st.model.zone_instances[st.loc[_t2092]][1])]:
        if (((_st_cvars[84 + _t2096] == _t2092) and (_st_cvars[_t2096] == 'fat_tissue')) and _st_cvars[252 + _t2096]):
            _t2097 += 1
    return _t2097

# <rulerun evolution.rules: take_food #897 13d42c9b>
def _loop(st, _t2092):
    _st_cvars = st.cvars
    _t2099 = 0
    for _t2098 in st.zones[(9 + st.model.zone_instances[st.loc[_t2092]][1])]:
        if ((_st_cvars[84 + _t2098] == _t2092) and (_st_cvars[_t2098] == 'fat_tissue')):
            _t2099 += 1
    return _t2099

# <rulerun evolution.rules: take_food #898 e0c88c94>
def _loop(st, _t2101):
    _st_cvars = st.cvars
    _t2104 = 0
    for _t2103 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2101]]][1])]:
        if (_st_cvars[84 + _t2103] == _st_cvars[84 + _t2101]):
            _t2104 += (1 if ((_st_cvars[_t2103] == 'carnivorous') or (_st_cvars[_t2103] == 'high_body_weight')) else (2 if (_st_cvars[_t2103] == 'parasite') else 0))
    return _t2104

# <rulerun evolution.rules: take_food #899 2eb18fa3>
def _loop(st, _t2092):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2100 = st.zones[(9 + st.model.zone_instances[st.loc[_t2092]][1])]
    st.budget -= len(_t2100)
    if st.budget < 0: _spent1736(st)
    for _t2101 in _t2100:
        if (((_st_cvars[_t2101] == 'symbiosis') and (_st_cvars[168 + _t2101] == _t2092)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2101]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2101]] >= (_memo6[_st_cvars[84 + _t2101]] if _st_cvars[84 + _t2101] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2101], (1 + _a1737(st, _t2101)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 5ca527bf>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2091 = st.zones[(5 + L[0])]
    st.budget -= len(_t2091)
    if st.budget < 0: _spent1732(st)
    _t2093 = []
    for _t2092 in _t2091:
        if ((not ((_st_cvars[924 + _t2092] == _st_vars[0]) or ((_st_cvars[504 + _t2092] >= (_memo6[_t2092] if _t2092 in _memo6 else _memo6.setdefault(_t2092, (1 + _a1733(st, _t2092))))) and ((_memo5[_t2092] if _t2092 in _memo5 else _memo5.setdefault(_t2092, _a1734(st, _t2092))) >= (_memo4[_t2092] if _t2092 in _memo4 else _memo4.setdefault(_t2092, _a1735(st, _t2092))))))) and (_memo14[_t2092] if _t2092 in _memo14 else _memo14.setdefault(_t2092, (not _a1738(st, _t2092))))):
            _t2093.append(_t2092)
    return _t2093

# <rulerun evolution.rules: take_food #901 ba2e3b7f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1739(st, L) or [])
            fr[1] = 1
            _t2105 = L[0]
            _t2106 = len(_o)
            if not _t2106: _no_option1741(_t2105, 'animal to feed')
            if _t2106 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2106 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2107 = st.chooser(_t2106, _t2105)
                else:
                    _t2107 = _st_bits(_t2106.bit_length())
                    while _t2107 >= _t2106: _t2107 = _st_bits(_t2106.bit_length())
                L[1] = _o[_t2107]; st.decisions += 1
                if st.thread_player is not None: _answered1742(st, _t2107)
            elif _decide1743(st, L, _o, _t2105): return True
            pc = 1
        if pc == 1:
            _r = _run1744(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1745(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1746(_k1747)
                fr[1] = 3; st.cur.append([11, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1748)

# <rulerun evolution.rules: paired_triggers #902 a7c0bf18>
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
            _r = _run1751(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t2108 = st.model.zone_instances[st.loc[L[0]]][1]
            _t2109 = len(_o) + 1
            if _t2109 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2110 = st.chooser(_t2109, _t2108)
                else:
                    _t2110 = _st_bits(_t2109.bit_length())
                    while _t2110 >= _t2109: _t2110 = _st_bits(_t2109.bit_length())
                L[3] = _o[_t2110 - 1] if _t2110 else None; st.decisions += 1
                if st.thread_player is not None: _answered1753(st, _t2110)
            elif _decide1754(st, L, _o, _t2108): return True
            pc = 3
        if pc == 3:
            _r = _run1755(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1756(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1757(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1758(_k1759)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1760(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1757(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1758(_k1761)
                fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1750(_k, st, _d0): raise _Runaway1749()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1762)

# <rulerun evolution.rules: piracy #903 696e0ff5>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    for _t2114 in st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]:
        if ((_st_cvars[84 + _t2114] == _t2112) and (_st_cvars[_t2114] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #904 e217b025>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _t2117 = 0
    for _t2116 in st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]:
        if (_st_cvars[84 + _t2116] == _t2112):
            _t2117 += (1 if ((_st_cvars[_t2116] == 'carnivorous') or (_st_cvars[_t2116] == 'high_body_weight')) else (2 if (_st_cvars[_t2116] == 'parasite') else 0))
    return _t2117

# <rulerun evolution.rules: piracy #905 1dacf2fb>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _t2119 = 0
    for _t2118 in st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]:
        if (_st_cvars[84 + _t2118] == _t2112):
            _t2119 += (1 if ((_st_cvars[_t2118] == 'carnivorous') or (_st_cvars[_t2118] == 'high_body_weight')) else (2 if (_st_cvars[_t2118] == 'parasite') else 0))
    return _t2119

# <rulerun evolution.rules: piracy #906 b75632e5>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _t2121 = 0
    for _t2120 in st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]:
        if (((_st_cvars[84 + _t2120] == _t2112) and (_st_cvars[_t2120] == 'fat_tissue')) and _st_cvars[252 + _t2120]):
            _t2121 += 1
    return _t2121

# <rulerun evolution.rules: piracy #907 4af68a8c>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]:
        if ((_st_cvars[84 + _t2122] == _t2112) and (_st_cvars[_t2122] == 'fat_tissue')):
            _t2123 += 1
    return _t2123

# <rulerun evolution.rules: piracy #908 a11a6033>
def _loop(st, _t2125):
    _st_cvars = st.cvars
    _t2128 = 0
    for _t2127 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2125]]][1])]:
        if (_st_cvars[84 + _t2127] == _st_cvars[84 + _t2125]):
            _t2128 += (1 if ((_st_cvars[_t2127] == 'carnivorous') or (_st_cvars[_t2127] == 'high_body_weight')) else (2 if (_st_cvars[_t2127] == 'parasite') else 0))
    return _t2128

# <rulerun evolution.rules: piracy #909 400ff948>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2124 = st.zones[(9 + st.model.zone_instances[st.loc[_t2112]][1])]
    st.budget -= len(_t2124)
    if st.budget < 0: _spent1771(st)
    for _t2125 in _t2124:
        if (((_st_cvars[_t2125] == 'symbiosis') and (_st_cvars[168 + _t2125] == _t2112)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2125]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2125]] >= (_memo6[_st_cvars[84 + _t2125]] if _st_cvars[84 + _t2125] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2125], (1 + _a1772(st, _t2125)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 40af6da3>
def _loop(st, _t2130):
    _st_cvars = st.cvars
    _t2133 = 0
    for _t2132 in st.zones[(9 + st.model.zone_instances[st.loc[_t2130]][1])]:
        if (_st_cvars[84 + _t2132] == _t2130):
            _t2133 += (1 if ((_st_cvars[_t2132] == 'carnivorous') or (_st_cvars[_t2132] == 'high_body_weight')) else (2 if (_st_cvars[_t2132] == 'parasite') else 0))
    return _t2133

# <rulerun evolution.rules: piracy #911 f84833b3>
def _loop(st, _t2112):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2129 = ([_c for _i in [5 + _p for _p in _k1774] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2129)
    if st.budget < 0: _spent1775(st)
    for _t2130 in _t2129:
        if ((_t2130 != _t2112) and ((not ((_st_cvars[924 + _t2130] == _st_vars[0]) or (_st_cvars[504 + _t2130] >= (_memo6[_t2130] if _t2130 in _memo6 else _memo6.setdefault(_t2130, (1 + _a1776(st, _t2130))))))) and (_st_cvars[504 + _t2130] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 d610e429>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2111 = st.zones[(5 + L[0])]
    st.budget -= len(_t2111)
    if st.budget < 0: _spent1765(st)
    _t2113 = []
    for _t2112 in _t2111:
        if (_memo10[_t2112] if _t2112 in _memo10 else _memo10.setdefault(_t2112, (((((_memo7[(_t2112, 'piracy',)] if (_t2112, 'piracy',) in _memo7 else _memo7.setdefault((_t2112, 'piracy',), _a1766(st, _t2112))) and (_st_cvars[756 + _t2112] != _st_vars[0])) and (not ((_st_cvars[924 + _t2112] == _st_vars[0]) or (_st_cvars[504 + _t2112] >= (_memo6[_t2112] if _t2112 in _memo6 else _memo6.setdefault(_t2112, (1 + _a1767(st, _t2112)))))))) and ((not ((_st_cvars[924 + _t2112] == _st_vars[0]) or ((_st_cvars[504 + _t2112] >= (_memo6[_t2112] if _t2112 in _memo6 else _memo6.setdefault(_t2112, (1 + _a1768(st, _t2112))))) and ((_memo5[_t2112] if _t2112 in _memo5 else _memo5.setdefault(_t2112, _a1769(st, _t2112))) >= (_memo4[_t2112] if _t2112 in _memo4 else _memo4.setdefault(_t2112, _a1770(st, _t2112))))))) and (_memo14[_t2112] if _t2112 in _memo14 else _memo14.setdefault(_t2112, (not _a1773(st, _t2112)))))) and _a1777(st, _t2112)))):
            _t2113.append(_t2112)
    return _t2113

# <rulerun evolution.rules: piracy #913 46dbeca9>
def _loop(st, _t2138):
    _st_cvars = st.cvars
    _t2141 = 0
    for _t2140 in st.zones[(9 + st.model.zone_instances[st.loc[_t2138]][1])]:
        if (_st_cvars[84 + _t2140] == _t2138):
            _t2141 += (1 if ((_st_cvars[_t2140] == 'carnivorous') or (_st_cvars[_t2140] == 'high_body_weight')) else (2 if (_st_cvars[_t2140] == 'parasite') else 0))
    return _t2141

# <rulerun evolution.rules: piracy #914 0cf485de>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2137 = ([_c for _i in [5 + _p for _p in _k1783] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2137)
    if st.budget < 0: _spent1784(st)
    _t2139 = []
    for _t2138 in _t2137:
        if ((_t2138 != _l1) and ((not ((_st_cvars[924 + _t2138] == _st_vars[0]) or (_st_cvars[504 + _t2138] >= (_memo6[_t2138] if _t2138 in _memo6 else _memo6.setdefault(_t2138, (1 + _a1785(st, _t2138))))))) and (_st_cvars[504 + _t2138] > 0))):
            _t2139.append(_t2138)
    return _t2139

# <rulerun evolution.rules: piracy #915 ba7cb275>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1778(st, L) or [])
            fr[1] = 1
            _t2134 = L[0]
            _t2135 = len(_o)
            if not _t2135: _no_option1780(_t2134, 'pirate')
            if _t2135 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2135 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2136 = st.chooser(_t2135, _t2134)
                else:
                    _t2136 = _st_bits(_t2135.bit_length())
                    while _t2136 >= _t2135: _t2136 = _st_bits(_t2135.bit_length())
                L[1] = _o[_t2136]; st.decisions += 1
                if st.thread_player is not None: _answered1781(st, _t2136)
            elif _decide1782(st, L, _o, _t2134): return True
            pc = 1
        if pc == 1:
            _o = (_a1786(st, L) or [])
            fr[1] = 2
            _t2142 = L[0]
            _t2143 = len(_o)
            if not _t2143: _no_option1780(_t2142, 'animal to rob')
            if _t2143 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2143 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2144 = st.chooser(_t2143, _t2142)
                else:
                    _t2144 = _st_bits(_t2143.bit_length())
                    while _t2144 >= _t2143: _t2144 = _st_bits(_t2143.bit_length())
                L[2] = _o[_t2144]; st.decisions += 1
                if st.thread_player is not None: _answered1781(st, _t2144)
            elif _decide1788(st, L, _o, _t2142): return True
            pc = 2
        if pc == 2:
            _r = _run1789(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1790(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1791(_k1792)
                fr[1] = 4; st.cur.append([11, 0, _a]); return None
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1793)

# <rulerun evolution.rules: attack_action #916 f25da04c>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    for _t2148 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if ((_st_cvars[84 + _t2148] == _t2146) and (_st_cvars[_t2148] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #917 45950598>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    _t2151 = 0
    for _t2150 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if (_st_cvars[84 + _t2150] == _t2146):
            _t2151 += (1 if ((_st_cvars[_t2150] == 'carnivorous') or (_st_cvars[_t2150] == 'high_body_weight')) else (2 if (_st_cvars[_t2150] == 'parasite') else 0))
    return _t2151

# <rulerun evolution.rules: attack_action #918 8f554762>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    _t2153 = 0
    for _t2152 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if (((_st_cvars[84 + _t2152] == _t2146) and (_st_cvars[_t2152] == 'fat_tissue')) and _st_cvars[252 + _t2152]):
            _t2153 += 1
    return _t2153

# <rulerun evolution.rules: attack_action #919 0072b12d>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    _t2155 = 0
    for _t2154 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if ((_st_cvars[84 + _t2154] == _t2146) and (_st_cvars[_t2154] == 'fat_tissue')):
            _t2155 += 1
    return _t2155

# <rulerun evolution.rules: attack_action #920 0edf835c>
def _loop(st, _t2157):
    _st_cvars = st.cvars
    _t2160 = 0
    for _t2159 in st.zones[(9 + st.model.zone_instances[st.loc[_st_cvars[84 + _t2157]]][1])]:
        if (_st_cvars[84 + _t2159] == _st_cvars[84 + _t2157]):
            _t2160 += (1 if ((_st_cvars[_t2159] == 'carnivorous') or (_st_cvars[_t2159] == 'high_body_weight')) else (2 if (_st_cvars[_t2159] == 'parasite') else 0))
    return _t2160

# <rulerun evolution.rules: attack_action #921 e7025dba>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2156 = st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]
    st.budget -= len(_t2156)
    if st.budget < 0: _spent1801(st)
    for _t2157 in _t2156:
        if (((_st_cvars[_t2157] == 'symbiosis') and (_st_cvars[168 + _t2157] == _t2146)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2157]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2157]] >= (_memo6[_st_cvars[84 + _t2157]] if _st_cvars[84 + _t2157] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2157], (1 + _a1802(st, _t2157)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 f55d315b>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    for _t2164 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if ((_st_cvars[84 + _t2164] == _t2162) and (_st_cvars[_t2164] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #923 0a32d26f>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    for _t2166 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if ((_st_cvars[84 + _t2166] == _t2146) and (_st_cvars[_t2166] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #924 abea94d7>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    for _t2170 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if ((_st_cvars[84 + _t2170] == _t2162) and (_st_cvars[_t2170] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #925 7259de74>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    for _t2172 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if ((_st_cvars[84 + _t2172] == _t2146) and (_st_cvars[_t2172] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #926 736c79bf>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    for _t2176 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if ((_st_cvars[84 + _t2176] == _t2162) and (_st_cvars[_t2176] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #927 6917cb35>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    for _t2178 in st.zones[(9 + st.model.zone_instances[st.loc[_t2146]][1])]:
        if ((_st_cvars[84 + _t2178] == _t2146) and (_st_cvars[_t2178] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #928 3106332c>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    for _t2182 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if ((_st_cvars[84 + _t2182] == _t2162) and (_st_cvars[_t2182] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #929 11f2da03>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    _t2185 = 0
    for _t2184 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if (_st_cvars[84 + _t2184] == _t2162):
            _t2185 += (1 if ((_st_cvars[_t2184] == 'carnivorous') or (_st_cvars[_t2184] == 'high_body_weight')) else (2 if (_st_cvars[_t2184] == 'parasite') else 0))
    return _t2185

# <rulerun evolution.rules: attack_action #930 fbe9ffdc>
def _loop(st, _t2162):
    _st_cvars = st.cvars
    for _t2186 in st.zones[(9 + st.model.zone_instances[st.loc[_t2162]][1])]:
        if ((_st_cvars[_t2186] == 'symbiosis') and (_st_cvars[168 + _t2186] == _t2162)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 7eef0dee>
def _loop(st, _t2146):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2161 = ([_c for _i in [5 + _p for _p in _k1804] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2161)
    if st.budget < 0: _spent1805(st)
    _t2168 = _NOT_YET
    _t2169 = _NOT_YET
    _t2174 = _NOT_YET
    _t2175 = _NOT_YET
    _t2180 = _NOT_YET
    _t2181 = _NOT_YET
    for _t2162 in _t2161:
        if ((((((_t2146 != _t2162) and ((not (_memo7[(_t2162, 'camouflage',)] if (_t2162, 'camouflage',) in _memo7 else _memo7.setdefault((_t2162, 'camouflage',), _a1806(st, _t2162)))) or (_t2169 if _t2169 is not _NOT_YET else (_t2169 := (_memo7[(_t2146, 'sharp_vision',)] if (_t2146, 'sharp_vision',) in _memo7 else _memo7.setdefault((_t2146, 'sharp_vision',), (_t2168 if _t2168 is not _NOT_YET else (_t2168 := _a1807(st, _t2146))))))))) and ((not (_memo7[(_t2162, 'high_body_weight',)] if (_t2162, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2162, 'high_body_weight',), _a1808(st, _t2162)))) or (_t2175 if _t2175 is not _NOT_YET else (_t2175 := (_memo7[(_t2146, 'high_body_weight',)] if (_t2146, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2146, 'high_body_weight',), (_t2174 if _t2174 is not _NOT_YET else (_t2174 := _a1809(st, _t2146))))))))) and ((_memo7[(_t2162, 'swimming',)] if (_t2162, 'swimming',) in _memo7 else _memo7.setdefault((_t2162, 'swimming',), _a1810(st, _t2162))) == (_t2181 if _t2181 is not _NOT_YET else (_t2181 := (_memo7[(_t2146, 'swimming',)] if (_t2146, 'swimming',) in _memo7 else _memo7.setdefault((_t2146, 'swimming',), (_t2180 if _t2180 is not _NOT_YET else (_t2180 := _a1811(st, _t2146))))))))) and (not ((_memo7[(_t2162, 'burrowing',)] if (_t2162, 'burrowing',) in _memo7 else _memo7.setdefault((_t2162, 'burrowing',), _a1812(st, _t2162))) and ((_st_cvars[924 + _t2162] == _st_vars[0]) or (_st_cvars[504 + _t2162] >= (_memo6[_t2162] if _t2162 in _memo6 else _memo6.setdefault(_t2162, (1 + _a1813(st, _t2162))))))))) and (not (_memo13[_t2162] if _t2162 in _memo13 else _memo13.setdefault(_t2162, _a1814(st, _t2162))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 8b44002c>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo0 = st.memos[0]
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2145 = st.zones[(5 + L[0])]
    st.budget -= len(_t2145)
    if st.budget < 0: _spent1796(st)
    _t2147 = []
    for _t2146 in _t2145:
        if (_memo0[_t2146] if _t2146 in _memo0 else _memo0.setdefault(_t2146, ((((_memo7[(_t2146, 'carnivorous',)] if (_t2146, 'carnivorous',) in _memo7 else _memo7.setdefault((_t2146, 'carnivorous',), _a1797(st, _t2146))) and (_st_cvars[672 + _t2146] != _st_vars[0])) and ((not ((_st_cvars[924 + _t2146] == _st_vars[0]) or ((_st_cvars[504 + _t2146] >= (_memo6[_t2146] if _t2146 in _memo6 else _memo6.setdefault(_t2146, (1 + _a1798(st, _t2146))))) and ((_memo5[_t2146] if _t2146 in _memo5 else _memo5.setdefault(_t2146, _a1799(st, _t2146))) >= (_memo4[_t2146] if _t2146 in _memo4 else _memo4.setdefault(_t2146, _a1800(st, _t2146))))))) and (_memo14[_t2146] if _t2146 in _memo14 else _memo14.setdefault(_t2146, (not _a1803(st, _t2146)))))) and _a1815(st, _t2146)))):
            _t2147.append(_t2146)
    return _t2147

# <rulerun evolution.rules: attack_action #933 40d72be0>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    for _t2194 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if ((_st_cvars[84 + _t2194] == _t2192) and (_st_cvars[_t2194] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #934 ec056dcd>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2196 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2196] == _l1) and (_st_cvars[_t2196] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #935 c641a4fb>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    for _t2200 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if ((_st_cvars[84 + _t2200] == _t2192) and (_st_cvars[_t2200] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #936 7689fe0e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2202 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2202] == _l1) and (_st_cvars[_t2202] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #937 20dac3eb>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    for _t2206 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if ((_st_cvars[84 + _t2206] == _t2192) and (_st_cvars[_t2206] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #938 0b982b6b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2208 in st.zones[(9 + st.model.zone_instances[st.loc[_l1]][1])]:
        if ((_st_cvars[84 + _t2208] == _l1) and (_st_cvars[_t2208] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #939 ef8eb190>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    for _t2212 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if ((_st_cvars[84 + _t2212] == _t2192) and (_st_cvars[_t2212] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #940 b74d8831>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    _t2215 = 0
    for _t2214 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if (_st_cvars[84 + _t2214] == _t2192):
            _t2215 += (1 if ((_st_cvars[_t2214] == 'carnivorous') or (_st_cvars[_t2214] == 'high_body_weight')) else (2 if (_st_cvars[_t2214] == 'parasite') else 0))
    return _t2215

# <rulerun evolution.rules: attack_action #941 d1511cee>
def _loop(st, _t2192):
    _st_cvars = st.cvars
    for _t2216 in st.zones[(9 + st.model.zone_instances[st.loc[_t2192]][1])]:
        if ((_st_cvars[_t2216] == 'symbiosis') and (_st_cvars[168 + _t2216] == _t2192)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 d657f122>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2191 = ([_c for _i in [5 + _p for _p in _k1821] for _c in st.zones[_i]] or ())
    st.budget -= len(_t2191)
    if st.budget < 0: _spent1822(st)
    _t2198 = _NOT_YET
    _t2199 = _NOT_YET
    _t2204 = _NOT_YET
    _t2205 = _NOT_YET
    _t2210 = _NOT_YET
    _t2211 = _NOT_YET
    _t2193 = []
    for _t2192 in _t2191:
        if ((((((_l1 != _t2192) and ((not (_memo7[(_t2192, 'camouflage',)] if (_t2192, 'camouflage',) in _memo7 else _memo7.setdefault((_t2192, 'camouflage',), _a1823(st, _t2192)))) or (_t2199 if _t2199 is not _NOT_YET else (_t2199 := (_memo7[(_l1, 'sharp_vision',)] if (_l1, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l1, 'sharp_vision',), (_t2198 if _t2198 is not _NOT_YET else (_t2198 := _a1824(st, L))))))))) and ((not (_memo7[(_t2192, 'high_body_weight',)] if (_t2192, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2192, 'high_body_weight',), _a1825(st, _t2192)))) or (_t2205 if _t2205 is not _NOT_YET else (_t2205 := (_memo7[(_l1, 'high_body_weight',)] if (_l1, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l1, 'high_body_weight',), (_t2204 if _t2204 is not _NOT_YET else (_t2204 := _a1826(st, L))))))))) and ((_memo7[(_t2192, 'swimming',)] if (_t2192, 'swimming',) in _memo7 else _memo7.setdefault((_t2192, 'swimming',), _a1827(st, _t2192))) == (_t2211 if _t2211 is not _NOT_YET else (_t2211 := (_memo7[(_l1, 'swimming',)] if (_l1, 'swimming',) in _memo7 else _memo7.setdefault((_l1, 'swimming',), (_t2210 if _t2210 is not _NOT_YET else (_t2210 := _a1828(st, L))))))))) and (not ((_memo7[(_t2192, 'burrowing',)] if (_t2192, 'burrowing',) in _memo7 else _memo7.setdefault((_t2192, 'burrowing',), _a1829(st, _t2192))) and ((_st_cvars[924 + _t2192] == _st_vars[0]) or (_st_cvars[504 + _t2192] >= (_memo6[_t2192] if _t2192 in _memo6 else _memo6.setdefault(_t2192, (1 + _a1830(st, _t2192))))))))) and (not (_memo13[_t2192] if _t2192 in _memo13 else _memo13.setdefault(_t2192, _a1831(st, _t2192))))):
            _t2193.append(_t2192)
    return _t2193

# <rulerun evolution.rules: attack_action #943 fb035211>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1816(st, L) or [])
            fr[1] = 1
            _t2188 = L[0]
            _t2189 = len(_o)
            if not _t2189: _no_option1818(_t2188, 'attacker')
            if _t2189 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2189 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2190 = st.chooser(_t2189, _t2188)
                else:
                    _t2190 = _st_bits(_t2189.bit_length())
                    while _t2190 >= _t2189: _t2190 = _st_bits(_t2189.bit_length())
                L[1] = _o[_t2190]; st.decisions += 1
                if st.thread_player is not None: _answered1819(st, _t2190)
            elif _decide1820(st, L, _o, _t2188): return True
            pc = 1
        if pc == 1:
            _o = (_a1832(st, L) or [])
            fr[1] = 2
            _t2218 = L[0]
            _t2219 = len(_o)
            if not _t2219: _no_option1818(_t2218, 'target')
            if _t2219 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2219 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2220 = st.chooser(_t2219, _t2218)
                else:
                    _t2220 = _st_bits(_t2219.bit_length())
                    while _t2220 >= _t2219: _t2220 = _st_bits(_t2219.bit_length())
                L[2] = _o[_t2220]; st.decisions += 1
                if st.thread_player is not None: _answered1819(st, _t2220)
            elif _decide1834(st, L, _o, _t2218): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1835(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1836(_k1837)
                fr[1] = 3; st.cur.append([17, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1838)

# <rulerun evolution.rules: hunt #944 1475193f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1841(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1842(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1843(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1844(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1845(_k1846)
                fr[1] = 5; st.cur.append([11, 0, _a]); return None
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p1844(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1845(_k1847)
                fr[1] = 6; st.cur.append([11, 0, _a]); return None
        if pc == 6:
            _r = _run1848(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1849(st, fr): return True
            return None
        if pc == 8:
            _step1850(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1851)

# <rulerun evolution.rules: scavenge #945 47511660>
def _loop(st, L):
    _t2224 = (L[4] or ())
    st.budget -= len(_t2224)
    if st.budget < 0: _spent1857(st)
    for _t2225 in _t2224:
        return _t2225
    return None

# <rulerun evolution.rules: scavenge #946 8aff7501>
def _loop(st, L):
    _t2221 = (L[4] or ())
    st.budget -= len(_t2221)
    if st.budget < 0: _spent1856(st)
    _t2227 = _NOT_YET
    _t2223 = []
    for _t2222 in _t2221:
        if ((not False) or (_t2222 == (_t2227 if _t2227 is not _NOT_YET else (_t2227 := _a1858(st, L))))):
            _t2223.append(_t2222)
    return _t2223

# <rulerun evolution.rules: scavenge #947 8149de54>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1854[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1859(st, L) or [])
            fr[1] = 5
            _t2228 = L[3]
            _t2229 = len(_o)
            if not _t2229: _no_option1861(_t2228, 'scavenger to feed')
            if _t2229 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2229 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2230 = st.chooser(_t2229, _t2228)
                else:
                    _t2230 = _st_bits(_t2229.bit_length())
                    while _t2230 >= _t2229: _t2230 = _st_bits(_t2229.bit_length())
                L[5] = _o[_t2230]; st.decisions += 1
                if st.thread_player is not None: _answered1862(st, _t2230)
            elif _decide1863(st, L, _o, _t2228): return True
            pc = 5
        if pc == 5:
            _r = _run1864(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1865(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1866(_k1867)
                fr[1] = 7; st.cur.append([11, 0, _a]); return None
        if pc == 7:
            _r = _run1868(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1853(_k, st, _d0): raise _Runaway1852()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1869)

# <rulerun evolution.rules: on after feed #948 d5960bd9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1872(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1873(_k1874)
                fr[1] = 1; st.cur.append([12, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1875)

# <rulerun evolution.rules: on before attack #949 ac5ef485>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    for _t2237 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if ((_st_cvars[84 + _t2237] == _t2235) and (_st_cvars[_t2237] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #950 7ff79acd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2239 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2239] == _l0) and (_st_cvars[_t2239] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #951 9fab7b38>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    for _t2243 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if ((_st_cvars[84 + _t2243] == _t2235) and (_st_cvars[_t2243] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #952 217025e7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2245 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2245] == _l0) and (_st_cvars[_t2245] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #953 3f87b9cc>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    for _t2249 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if ((_st_cvars[84 + _t2249] == _t2235) and (_st_cvars[_t2249] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #954 ccc60739>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2251 in st.zones[(9 + st.model.zone_instances[st.loc[_l0]][1])]:
        if ((_st_cvars[84 + _t2251] == _l0) and (_st_cvars[_t2251] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #955 5d555574>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    for _t2255 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if ((_st_cvars[84 + _t2255] == _t2235) and (_st_cvars[_t2255] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #956 7fb2df6f>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    _t2258 = 0
    for _t2257 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if (_st_cvars[84 + _t2257] == _t2235):
            _t2258 += (1 if ((_st_cvars[_t2257] == 'carnivorous') or (_st_cvars[_t2257] == 'high_body_weight')) else (2 if (_st_cvars[_t2257] == 'parasite') else 0))
    return _t2258

# <rulerun evolution.rules: on before attack #957 71ebcb2d>
def _loop(st, _t2235):
    _st_cvars = st.cvars
    for _t2259 in st.zones[(9 + st.model.zone_instances[st.loc[_t2235]][1])]:
        if ((_st_cvars[_t2259] == 'symbiosis') and (_st_cvars[168 + _t2259] == _t2235)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 cd7e0162>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2234 = st.zones[(5 + L[4])]
    st.budget -= len(_t2234)
    if st.budget < 0: _spent1885(st)
    _t2241 = _NOT_YET
    _t2242 = _NOT_YET
    _t2247 = _NOT_YET
    _t2248 = _NOT_YET
    _t2253 = _NOT_YET
    _t2254 = _NOT_YET
    _t2236 = []
    for _t2235 in _t2234:
        if (((_t2235 != _l1) and (_t2235 != _l0)) and ((((((_l0 != _t2235) and ((not (_memo7[(_t2235, 'camouflage',)] if (_t2235, 'camouflage',) in _memo7 else _memo7.setdefault((_t2235, 'camouflage',), _a1886(st, _t2235)))) or (_t2242 if _t2242 is not _NOT_YET else (_t2242 := (_memo7[(_l0, 'sharp_vision',)] if (_l0, 'sharp_vision',) in _memo7 else _memo7.setdefault((_l0, 'sharp_vision',), (_t2241 if _t2241 is not _NOT_YET else (_t2241 := _a1887(st, L))))))))) and ((not (_memo7[(_t2235, 'high_body_weight',)] if (_t2235, 'high_body_weight',) in _memo7 else _memo7.setdefault((_t2235, 'high_body_weight',), _a1888(st, _t2235)))) or (_t2248 if _t2248 is not _NOT_YET else (_t2248 := (_memo7[(_l0, 'high_body_weight',)] if (_l0, 'high_body_weight',) in _memo7 else _memo7.setdefault((_l0, 'high_body_weight',), (_t2247 if _t2247 is not _NOT_YET else (_t2247 := _a1889(st, L))))))))) and ((_memo7[(_t2235, 'swimming',)] if (_t2235, 'swimming',) in _memo7 else _memo7.setdefault((_t2235, 'swimming',), _a1890(st, _t2235))) == (_t2254 if _t2254 is not _NOT_YET else (_t2254 := (_memo7[(_l0, 'swimming',)] if (_l0, 'swimming',) in _memo7 else _memo7.setdefault((_l0, 'swimming',), (_t2253 if _t2253 is not _NOT_YET else (_t2253 := _a1891(st, L))))))))) and (not ((_memo7[(_t2235, 'burrowing',)] if (_t2235, 'burrowing',) in _memo7 else _memo7.setdefault((_t2235, 'burrowing',), _a1892(st, _t2235))) and ((_st_cvars[924 + _t2235] == _st_vars[0]) or (_st_cvars[504 + _t2235] >= (_memo6[_t2235] if _t2235 in _memo6 else _memo6.setdefault(_t2235, (1 + _a1893(st, _t2235))))))))) and (not (_memo13[_t2235] if _t2235 in _memo13 else _memo13.setdefault(_t2235, _a1894(st, _t2235)))))):
            _t2236.append(_t2235)
    return _t2236

# <rulerun evolution.rules: on before attack #959 698a4219>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2265 = []
    for _t2264 in st.zones[(9 + st.model.zone_instances[st.loc[L[1]]][1])]:
        if ((_st_cvars[84 + _t2264] == L[1]) or (_st_cvars[168 + _t2264] == L[1])):
            _t2265.append(_t2264)
    return _t2265

# <rulerun evolution.rules: on before attack #960 be03a230>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1878(st, L)
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
            _r = _run1879(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t2231 = L[4]
            _t2232 = len(_o) + 1
            if _t2232 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2233 = st.chooser(_t2232, _t2231)
                else:
                    _t2233 = _st_bits(_t2232.bit_length())
                    while _t2233 >= _t2232: _t2233 = _st_bits(_t2232.bit_length())
                L[6] = _o[_t2233 - 1] if _t2233 else None; st.decisions += 1
                if st.thread_player is not None: _answered1881(st, _t2233)
            elif _decide1882(st, L, _o, _t2231): return True
            pc = 4
        if pc == 4:
            _r = _run1883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1884(st, L)
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
            _o = (_a1895(st, L) or [])
            fr[1] = 10
            _t2261 = L[4]
            _t2262 = len(_o)
            if not _t2262: _no_option1897(_t2261, 'mimicry: the new target')
            if _t2262 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2262 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2263 = st.chooser(_t2262, _t2261)
                else:
                    _t2263 = _st_bits(_t2262.bit_length())
                    while _t2263 >= _t2262: _t2263 = _st_bits(_t2262.bit_length())
                L[7] = _o[_t2263]; st.decisions += 1
                if st.thread_player is not None: _answered1881(st, _t2263)
            elif _decide1898(st, L, _o, _t2261): return True
            pc = 10
        if pc == 10:
            _r = _run1899(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1900(st, L) or [])
            fr[1] = 13
            _t2266 = L[4]
            _t2267 = len(_o)
            if not _t2267: _no_option1897(_t2266, 'tail loss: trait to drop')
            if _t2267 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2267 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2268 = st.chooser(_t2267, _t2266)
                else:
                    _t2268 = _st_bits(_t2267.bit_length())
                    while _t2268 >= _t2267: _t2268 = _st_bits(_t2267.bit_length())
                L[8] = _o[_t2268]; st.decisions += 1
                if st.thread_player is not None: _answered1881(st, _t2268)
            elif _decide1902(st, L, _o, _t2266): return True
            pc = 13
        if pc == 13:
            _r = _run1903(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1904(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit1905(_k1906)
                fr[1] = 15; st.cur.append([11, 0, _a]); return None
        if pc == 15:
            _r = _run1907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1877(_k, st, _d0): raise _Runaway1876()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1908)

# <rulerun evolution.rules: on after attack #961 3f787542>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p1911(st, [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [st.model.zone_instances[_st_loc[L[0]]][1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1912(_k1913)
                fr[1] = 1; st.cur.append([18, 0, _a]); return None
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1914)

# <rulerun evolution.rules: extinction_and_new_cards #962 14b763aa>
def _loop(st, _t2277):
    _st_cvars = st.cvars
    _t2279 = 0
    for _t2278 in st.zones[(9 + st.model.zone_instances[st.loc[_t2277]][1])]:
        if (_st_cvars[84 + _t2278] == _t2277):
            _t2279 += (1 if ((_st_cvars[_t2278] == 'carnivorous') or (_st_cvars[_t2278] == 'high_body_weight')) else (2 if (_st_cvars[_t2278] == 'parasite') else 0))
    return _t2279

# <rulerun evolution.rules: extinction_and_new_cards #963 8ddc928e>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2286 = []
    for _t2285 in st.zones[(9 + st.model.zone_instances[st.loc[_i27l0]][1])]:
        if ((_st_cvars[84 + _t2285] == _i27l0) or (_st_cvars[168 + _t2285] == _i27l0)):
            _t2286.append(_t2285)
    return _t2286

# <rulerun evolution.rules: extinction_and_new_cards #964 e6128b9d>
def _loop(st):
    for _t2296 in (_k1949 or ()):
        if (st.vars[7 + _t2296] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout a93bc609>
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
    if _st_log is not None: _st_log.append(_k1937)
    _t2276 = ([_c for _i in [5 + _p for _p in _k1938] for _c in _st_zones[_i]] or ())
    st.budget -= len(_t2276)
    if st.budget < 0: _spent1939(st)
    _t2275 = []
    for _t2277 in _t2276:
        if ((not ((_st_cvars[924 + _t2277] == _st_vars[0]) or (_st_cvars[504 + _t2277] >= (_memo6[_t2277] if _t2277 in _memo6 else _memo6.setdefault(_t2277, (1 + _a1940(st, _t2277))))))) or _st_cvars[588 + _t2277]):
            _t2275.append(_t2277)
    L[0] = _t2275
    _t2281 = (L[0] or [])
    st.budget -= len(_t2281)
    if st.budget < 0: _spent1939(st)
    for _t2280 in _t2281:
        L[3] = _t2280
        if _st_cvars[588 + _t2280]:
            if _st_log is not None: _st_log.append(_Text1944(_audience1941(st), [_PlayerRef1942(st.model.zone_instances[_st_loc[_t2280]][1]), "'s animal ", _plain1943(_st_cvars[420 + _t2280]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text1944(_audience1941(st), [_PlayerRef1942(st.model.zone_instances[_st_loc[_t2280]][1]), "'s animal ", _plain1943(_st_cvars[420 + _t2280]), ' starves']))
    _t2283 = (L[0] or [])
    st.budget -= len(_t2283)
    if st.budget < 0: _spent1939(st)
    for _t2282 in _t2283:
        L[6] = _t2282
        _i27l0 = _t2282
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = st.model.zone_instances[_st_loc[_i27l0]][1]
        _t2287 = (_a1945(st, _i27l0) or [])
        st.budget -= len(_t2287)
        if st.budget < 0: _spent1939(st)
        for _t2284 in _t2287:
            _i27[4] = _t2284
            _i28l0 = _t2284
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
            _t2288 = _i28l0
            _t2289 = (13 + _i28[1])
            if type(_t2288) is int and _st_log is None:
                _t2290 = _st_zones[_st_loc[_t2288]]
                if _t2290[-1] == _t2288: _t2290.pop()
                else: _t2290.remove(_t2288)
                _st_zones[_t2289].append(_t2288); _st_loc[_t2288] = _t2289
            elif _t2288 is not None:
                _move_cards1946(st, _t2288, _t2289, False)
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
        _t2291 = _i27l0
        _t2292 = (13 + _i27[1])
        if type(_t2291) is int and _st_log is None:
            _t2293 = _st_zones[_st_loc[_t2291]]
            if _t2293[-1] == _t2291: _t2293.pop()
            else: _t2293.remove(_t2291)
            _st_zones[_t2292].append(_t2291); _st_loc[_t2291] = _t2292
        elif _t2291 is not None:
            _move_cards1946(st, _t2291, _t2292, False)
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
        for _t2294 in (_k1947 or []):
            _i29[2] = _t2294
            _st_vars[7 + _t2294] = (6 if ((not _st_zones[(5 + _t2294)]) and (not _st_zones[(1 + _t2294)])) else (1 + len(_st_zones[(5 + _t2294)])))
        for _t2295 in (_o1948[_st_vars[1]] or []):
            _i29[5] = _t2295
            if _st_log is not None: _st_log.append(_Text1944(_audience1941(st), ['Cards owed to ', _PlayerRef1942(_t2295), ': ', _plain1943(_st_vars[7 + _t2295])]))
        while ((not not _st_zones[0]) and _a1950(st)):
            st.budget -= 1
            if st.budget < 0: _spent1939(st)
            for _t2298 in (_o1951[_st_vars[1]] or []):
                _i29[8] = _t2298
                if not (((_st_vars[7 + _t2298] > 0) and (not not _st_zones[0]))): continue
                _t2301 = _st_zones[0]
                _t2300 = (1 + _t2298)
                if _st_log is None and _t2301:
                    _t2299 = _t2301.pop(); _st_zones[_t2300].append(_t2299); _st_loc[_t2299] = _t2300
                elif _t2301:
                    _move_cards1946(st, _t2301[-1], _t2300, False)
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
                _st_vars[7 + _t2298] = (_t2302 if -1000000000000000000 <= (_t2302 := _st_vars[7 + _t2298] - 1) <= 1000000000000000000 else _beyond1952(_t2302))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text1944(_audience1941(st), ['The deck has run out: the next turn is the last']))
    for _t2303 in ([_c for _i in [5 + _p for _p in _k1953] for _c in _st_zones[_i]] or []):
        L[9] = _t2303
        _st_cvars[504 + _t2303] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout f9dd3dc0>
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
    if len(st.cur) + _d > 500: raise _RuleLimit1918(_k1919)
    st.budget -= 1
    if st.budget < 0: _spent1920(st)
    _st_vars[0] = (_t2269 if -1000000000000000000 <= (_t2269 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond1921(_t2269))
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
        if _st_log is not None: _st_log.append(_Text1925(_audience1922(st), ['Turn ', _plain1923(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef1924(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text1925(_audience1922(st), ['Turn ', _plain1923(_st_vars[0]), ': ', _PlayerRef1924(_st_vars[1]), ' is the first player; ', _plain1923(len(_st_zones[0])), ' cards in the deck']))
    _i25 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k1926)
    _i25[0] = []
    while (len((_i25[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1920(st)
        for _t2270 in (_o1927[_st_vars[1]] or []):
            _i25[3] = _t2270
            if not ((not (_t2270 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2270)]):
                if _st_log is not None: _st_log.append(_Text1925(_audience1922(st), [_PlayerRef1924(_t2270), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2270])
                if len(_i25[0]) > 1000000: _too_long1928(_i25[0])
            else:
                _t2271 = _st_zones[(1 + _t2270)]
                _t2272 = _t2270
                _t2273 = len(_t2271) + 1
                if _t2273 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2274 = st.chooser(_t2273, _t2272)
                    else:
                        _t2274 = _st_bits(_t2273.bit_length())
                        while _t2274 >= _t2273: _t2274 = _st_bits(_t2273.bit_length())
                    _i25[4] = _t2271[_t2274 - 1] if _t2274 else None; st.decisions += 1
                elif _decide1931(st, _i25, _t2271[:], _t2272): raise _PlayoutCut1929()
                if (_i25[4] is None):
                    _i25[0] = _joined1932(_i25[0], [_t2270])
                else:
                    if _p1933(st, [_t2270, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k1934)
    _st_vars[3] = ((_roll1935(st, 1, 6) + 2) if (4 == 2) else (_roll1935(st, 2, 6) if (4 == 3) else ((_roll1935(st, 2, 6) + 2) if (4 == 4) else ((_roll1935(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll1935(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll1935(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll1935(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1925(_audience1922(st), [_PlayerRef1924(_st_vars[1]), ' rolls the food base: ', _plain1923(_st_vars[3]), ' red tokens']))
    if _p1936(st, [], _d + 1) == 3: return 3
    if _p1955(st, _k1954[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #967 98108860>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1917(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p1956(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1957(_k1958)
                fr[1] = 2; st.cur.append([0, 0, _a]); return None
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1916(_k, st, _d0): raise _Runaway1915()
                continue
        if pc == 3:
            _r = _run1959(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1960(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1961)

# <rulerun evolution.rules: play #968 be0e4301>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2305 = 0
    for _t2304 in st.zones[(9 + p)]:
        _t2305 += (1 + (1 if ((_st_cvars[_t2304] == 'carnivorous') or (_st_cvars[_t2304] == 'high_body_weight')) else (2 if (_st_cvars[_t2304] == 'parasite') else 0)))
    return _t2305

# <rulerun evolution.rules: rank #969 93f43174>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a1962(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 a85e8763>
def _loop(st, _t2307):
    _st_cvars = st.cvars
    _t2310 = 0
    for _t2309 in st.zones[(9 + st.model.zone_instances[st.loc[_t2307]][1])]:
        if (_st_cvars[84 + _t2309] == _t2307):
            _t2310 += (1 + (1 if ((_st_cvars[_t2309] == 'carnivorous') or (_st_cvars[_t2309] == 'high_body_weight')) else (2 if (_st_cvars[_t2309] == 'parasite') else 0)))
    return _t2310

# <rulerun evolution.rules: play #971 1770a2f0>
def _loop(st, _t2307):
    _st_cvars = st.cvars
    _t2312 = 0
    for _t2311 in st.zones[(9 + st.model.zone_instances[st.loc[_t2307]][1])]:
        if (_st_cvars[84 + _t2311] == _t2307):
            _t2312 += (1 if ((_st_cvars[_t2311] == 'carnivorous') or (_st_cvars[_t2311] == 'high_body_weight')) else (2 if (_st_cvars[_t2311] == 'parasite') else 0))
    return _t2312

# <rulerun evolution.rules: play #972 5afbea0e>
def _loop(st, _t2307):
    _st_cvars = st.cvars
    _t2314 = 0
    for _t2313 in st.zones[(9 + st.model.zone_instances[st.loc[_t2307]][1])]:
        if (_st_cvars[84 + _t2313] == _t2307):
            _t2314 += (1 + (1 if ((_st_cvars[_t2313] == 'carnivorous') or (_st_cvars[_t2313] == 'high_body_weight')) else (2 if (_st_cvars[_t2313] == 'parasite') else 0)))
    return _t2314

# <rulerun evolution.rules: play #973 3f7020b7>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2306 = st.zones[(5 + p)]
    st.budget -= len(_t2306)
    if st.budget < 0: _spent1963(st)
    _t2308 = 0
    for _t2307 in _t2306:
        _t2308 += (0 if _st_cvars[588 + _t2307] else ((2 * (2 + _a1964(st, _t2307))) if ((_st_cvars[924 + _t2307] == _st_vars[0]) or (_st_cvars[504 + _t2307] >= (1 + _a1965(st, _t2307)))) else (2 + _a1966(st, _t2307))))
    return _t2308

# <rulerun evolution.rules: rank #974 0a62190b>
def _native(st, p):
    return (_a1967(st, p), len(st.zones[(13 + p)]), )

