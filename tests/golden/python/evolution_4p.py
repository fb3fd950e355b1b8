# <rulerun evolution.rules: play_turn #0 a9d87bb1>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
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

# <rulerun evolution.rules: play_turn #2 d470b7e7>
def _loop(st, _t3):
    _st_cvars = st.cvars
    _t5 = 0
    for _t4 in st.zones[(9 + _owner15[st.loc[_t3]])]:
        if (_st_cvars[84 + _t4] == _t3):
            _t5 += (1 if ((_st_cvars[_t4] == 'carnivorous') or (_st_cvars[_t4] == 'high_body_weight')) else (2 if (_st_cvars[_t4] == 'parasite') else 0))
    return _t5

# <rulerun evolution.rules: play_turn #3 0d613e45>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t12 = []
    for _t11 in st.zones[(9 + _owner22[st.loc[_i2l0]])]:
        if ((_st_cvars[84 + _t11] == _i2l0) or (_st_cvars[168 + _t11] == _i2l0)):
            _t12.append(_t11)
    return _t12

# <rulerun evolution.rules: play_turn #4 15050163>
def _loop(st):
    for _t26 in (_k29 or ()):
        if (st.vars[7 + _t26] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 9417ee4a>
def _loop(st, _t36):
    _st_cvars = st.cvars
    _t38 = 0
    for _t37 in st.zones[(9 + _owner39[st.loc[_t36]])]:
        if (_st_cvars[84 + _t37] == _t36):
            _t38 += (1 if ((_st_cvars[_t37] == 'carnivorous') or (_st_cvars[_t37] == 'high_body_weight')) else (2 if (_st_cvars[_t37] == 'parasite') else 0))
    return _t38

# <rulerun evolution.rules: extinction_and_new_cards #6 8e7f6a21>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t45 = []
    for _t44 in st.zones[(9 + _owner46[st.loc[_i5l0]])]:
        if ((_st_cvars[84 + _t44] == _i5l0) or (_st_cvars[168 + _t44] == _i5l0)):
            _t45.append(_t44)
    return _t45

# <rulerun evolution.rules: extinction_and_new_cards #7 72f0c0ca>
def _loop(st):
    for _t59 in (_k53 or ()):
        if (st.vars[7 + _t59] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 c9c10ec3>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k35)
    _t35 = (list(_chain36(map(_st_zones.__getitem__, _k37))) or ())
    st.budget -= len(_t35)
    if st.budget < 0: _spent38(st)
    _t34 = []
    for _t36 in _t35:
        if ((not ((_st_cvars[924 + _t36] == _st_vars[0]) or (_st_cvars[504 + _t36] >= (_memo6[_t36] if _t36 in _memo6 else _memo6.setdefault(_t36, (1 + _a40(st, _t36))))))) or _st_cvars[588 + _t36]):
            _t34.append(_t36)
    L[0] = _t34
    _t40 = (L[0] or [])
    st.budget -= len(_t40)
    if st.budget < 0: _spent38(st)
    for _t39 in _t40:
        L[3] = _t39
        if _st_cvars[588 + _t39]:
            if _st_log is not None: _st_log.append(_Text45(_audience41(st), [_PlayerRef43(_owner42[_st_loc[_t39]]), "'s animal ", _plain44(_st_cvars[420 + _t39]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text45(_audience41(st), [_PlayerRef43(_owner42[_st_loc[_t39]]), "'s animal ", _plain44(_st_cvars[420 + _t39]), ' starves']))
    _t42 = (L[0] or [])
    st.budget -= len(_t42)
    if st.budget < 0: _spent38(st)
    for _t41 in _t42:
        L[6] = _t41
        _i5l0 = _t41
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = _owner42[_st_loc[_i5l0]]
        _t46 = (_a47(st, _i5l0) or [])
        st.budget -= len(_t46)
        if st.budget < 0: _spent38(st)
        for _t43 in _t46:
            _i5[4] = _t43
            _i6l0 = _t43
            _i6 = [_i6l0, None]
            _i6[1] = _owner42[_st_loc[_i6l0]]
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            _t47 = _i6l0
            _t48 = (13 + _i6[1])
            if type(_t47) is int and _st_log is None:
                _t49 = _st_zones[(_t50 := _st_loc[_t47])]
                if _t49[-1] == _t47: _t49.pop()
                else: _t49.remove(_t47)
                _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
                _t51 = _leaving49[_t50]
                if _memo12 and _t51 & 4096: _memo12.clear()
            elif _t47 is not None:
                _move_cards48(st, _t47, _t48, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            _t56 = _leaving50[_t55]
            if _memo12 and _t56 & 4096: _memo12.clear()
        elif _t52 is not None:
            _move_cards48(st, _t52, _t53, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t57 in (_k51 or []):
            _i7[2] = _t57
            _st_vars[7 + _t57] = (6 if ((not _st_zones[(5 + _t57)]) and (not _st_zones[(1 + _t57)])) else (1 + len(_st_zones[(5 + _t57)])))
        for _t58 in (_o52[_st_vars[1]] or []):
            _i7[5] = _t58
            if _st_log is not None: _st_log.append(_Text45(_audience41(st), ['Cards owed to ', _PlayerRef43(_t58), ': ', _plain44(_st_vars[7 + _t58])]))
        while ((not not _st_zones[0]) and _a54(st)):
            st.budget -= 1
            if st.budget < 0: _spent38(st)
            for _t61 in (_o55[_st_vars[1]] or []):
                _i7[8] = _t61
                if not (((_st_vars[7 + _t61] > 0) and (not not _st_zones[0]))): continue
                _t64 = _st_zones[0]
                _t63 = (1 + _t61)
                if _st_log is None and _t64:
                    _t62 = _t64.pop(); _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                elif _t64:
                    _move_cards48(st, _t64[-1], _t63, False)
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
                if _memo15: _memo15.clear()
                if _memo16: _memo16.clear()
                _st_vars[7 + _t61] = (_t65 if -1000000000000000000 <= (_t65 := _st_vars[7 + _t61] - 1) <= 1000000000000000000 else _beyond56(_t65))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text45(_audience41(st), ['The deck has run out: the next turn is the last']))
    for _t66 in (list(_chain57(map(_st_zones.__getitem__, _k58))) or []):
        L[9] = _t66
        _st_cvars[504 + _t66] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #9 33c4fb45>
def _native(st, L):
    _st_vars = st.vars
    if _p60(st, _k59[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 3539ce32>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text63(_audience61(st), [_PlayerRef62(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long64(L[0])

# <rulerun evolution.rules: development #12 5688ec8c>
def _native(st, L):
    L[0] = _joined65(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 0de5f3f7>
def _loop(st, _t76):
    _st_cvars = st.cvars
    _t79 = []
    for _t78 in st.zones[(9 + _owner84[st.loc[_t76]])]:
        if (_st_cvars[84 + _t78] == _t76):
            _t79.append(_st_cvars[_t78])
    return _t79

# <rulerun evolution.rules: play_card #15 8ac1def5>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t75 = (list(_chain80(map(st.zones.__getitem__, _k81))) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent82(st)
    for _t76 in _t75:
        if ((_owner83[_st_loc[_t76]] != _l0) and (not ('parasite' in (_memo15[_t76] if _t76 in _memo15 else _memo15.setdefault(_t76, frozenset(_a85(st, _t76))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 6cc9f22e>
def _loop(st, _t82, _t86):
    _st_cvars = st.cvars
    _t88 = []
    for _t87 in st.zones[(9 + _owner88[st.loc[_t82]])]:
        if (((_st_cvars[84 + _t87] == _t82) and (_st_cvars[168 + _t87] == _t86)) or ((_st_cvars[84 + _t87] == _t86) and (_st_cvars[168 + _t87] == _t82))):
            _t88.append(_st_cvars[_t87])
    return _t88

# <rulerun evolution.rules: play_card #17 0ee55799>
def _loop(st, L, _t74):
    _l0 = L[0]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t81 = _st_zones[(5 + _l0)]
    st.budget -= len(_t81)
    if st.budget < 0: _spent87(st)
    for _t82 in _t81:
        _t85 = _st_zones[(5 + _l0)]
        st.budget -= len(_t85)
        if st.budget < 0: _spent87(st)
        _t84 = False
        for _t86 in _t85:
            if ((_t82 != _t86) and (not (_t74 in (_t89 if (_t89 := _memo16.get((_t82, _t86,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t82, _t86,), frozenset(_a89(st, _t82, _t86))))))):
                _t84 = True
                break
        if _t84:
            return True
    return False

# <rulerun evolution.rules: play_card #18 0d0953d0>
def _loop(st, _t91):
    _st_cvars = st.cvars
    _t94 = []
    for _t93 in st.zones[(9 + _owner92[st.loc[_t91]])]:
        if (_st_cvars[84 + _t93] == _t91):
            _t94.append(_st_cvars[_t93])
    return _t94

# <rulerun evolution.rules: play_card #19 0ea8f7b7>
def _loop(st, _t91):
    _st_cvars = st.cvars
    _t96 = []
    for _t95 in st.zones[(9 + _owner94[st.loc[_t91]])]:
        if (_st_cvars[84 + _t95] == _t91):
            _t96.append(_st_cvars[_t95])
    return _t96

# <rulerun evolution.rules: play_card #20 18423f64>
def _loop(st, _t91):
    _st_cvars = st.cvars
    _t98 = []
    for _t97 in st.zones[(9 + _owner96[st.loc[_t91]])]:
        if (_st_cvars[84 + _t97] == _t91):
            _t98.append(_st_cvars[_t97])
    return _t98

# <rulerun evolution.rules: play_card #21 5a3b928f>
def _loop(st, L, _t74):
    _memo15 = st.memos[15]
    _t90 = st.zones[(5 + L[0])]
    st.budget -= len(_t90)
    if st.budget < 0: _spent91(st)
    for _t91 in _t90:
        if ((((_t74 == 'fat_tissue') or (not (_t74 in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a93(st, _t91))))))) and (not ((_t74 == 'scavenger') and ('carnivorous' in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a95(st, _t91)))))))) and (not ((_t74 == 'carnivorous') and ('scavenger' in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a97(st, _t91)))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 ea050fd7>
def _loop(st, _t110):
    _st_cvars = st.cvars
    _t113 = []
    for _t112 in st.zones[(9 + _owner115[st.loc[_t110]])]:
        if (_st_cvars[84 + _t112] == _t110):
            _t113.append(_st_cvars[_t112])
    return _t113

# <rulerun evolution.rules: play_card #24 1931d797>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t109 = (list(_chain111(map(st.zones.__getitem__, _k112))) or ())
    st.budget -= len(_t109)
    if st.budget < 0: _spent113(st)
    _t111 = []
    for _t110 in _t109:
        if ((_owner114[_st_loc[_t110]] != _l0) and (not ('parasite' in (_memo15[_t110] if _t110 in _memo15 else _memo15.setdefault(_t110, frozenset(_a116(st, _t110))))))):
            _t111.append(_t110)
    return _t111

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 9d9ea62f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = []
    for _t114 in st.zones[(9 + _owner122[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t114] == L[4]) or (_st_cvars[168 + _t114] == L[4])):
            _t115.append(_st_cvars[_t114])
    return _t115

# <rulerun evolution.rules: play_card #27 3ebaf1cf>
def _loop(st, L):
    _st_cvars = st.cvars
    _t117 = []
    for _t116 in st.zones[(9 + _owner124[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t116] == L[4]) or (_st_cvars[168 + _t116] == L[4])):
            _t117.append(_t116)
    return _t117

# <rulerun evolution.rules: play_card #28 49adc71f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t119 = 0
    for _t118 in st.zones[(9 + _owner126[st.loc[L[4]]])]:
        if (_st_cvars[84 + _t118] == L[4]):
            _t119 += (1 if ((_st_cvars[_t118] == 'carnivorous') or (_st_cvars[_t118] == 'high_body_weight')) else (2 if (_st_cvars[_t118] == 'parasite') else 0))
    return _t119

# <rulerun evolution.rules: play_card #29 8cba7054>
def _loop(st, L):
    _st_cvars = st.cvars
    _t121 = 0
    for _t120 in st.zones[(9 + _owner128[st.loc[L[4]]])]:
        if (((_st_cvars[84 + _t120] == L[4]) and (_st_cvars[_t120] == 'fat_tissue')) and _st_cvars[252 + _t120]):
            _t121 += 1
    return _t121

# <rulerun evolution.rules: play_card #30 a8e21b84>
def _loop(st, L):
    _st_cvars = st.cvars
    _t123 = 0
    for _t122 in st.zones[(9 + _owner130[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t122] == L[4]) and (_st_cvars[_t122] == 'fat_tissue')):
            _t123 += 1
    return _t123

# <rulerun evolution.rules: play_card #31 55b825d8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t125 = 0
    for _t124 in st.zones[(9 + _owner132[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t124] == L[4]) and (_st_cvars[_t124] == 'fat_tissue')):
            _t125 += 1
    return _t125

# <rulerun evolution.rules: play_card #32 8417e8f8>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain118(_text119(((((('animal ' + _plain118(_st_cvars[420 + L[4]]) + ' of ' + _player_text120(_owner121[st.loc[L[4]]])) + (_text119(' ' + _plain118(_a123(st, L))) if (not not (_a125(st, L) or ())) else '')) + (' food ' + _plain118(_st_cvars[504 + L[4]]) + '/' + _plain118((1 + _a127(st, L))))) + ((' fat ' + _plain118(_a129(st, L)) + '/' + _plain118(_a131(st, L))) if (_a133(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 c517a917>
def _loop(st, _t134, _t138):
    _st_cvars = st.cvars
    _t140 = []
    for _t139 in st.zones[(9 + _owner139[st.loc[_t134]])]:
        if (((_st_cvars[84 + _t139] == _t134) and (_st_cvars[168 + _t139] == _t138)) or ((_st_cvars[84 + _t139] == _t138) and (_st_cvars[168 + _t139] == _t134))):
            _t140.append(_st_cvars[_t139])
    return _t140

# <rulerun evolution.rules: play_card #34 1d68fb82>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t133 = _st_zones[(5 + _l0)]
    st.budget -= len(_t133)
    if st.budget < 0: _spent138(st)
    _t135 = []
    for _t134 in _t133:
        _t137 = _st_zones[(5 + _l0)]
        st.budget -= len(_t137)
        if st.budget < 0: _spent138(st)
        _t136 = False
        for _t138 in _t137:
            if ((_t134 != _t138) and (not (_l3 in (_t141 if (_t141 := _memo16.get((_t134, _t138,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t134, _t138,), frozenset(_a140(st, _t134, _t138))))))):
                _t136 = True
                break
        if _t136:
            _t135.append(_t134)
    return _t135

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 562bcc70>
def _loop(st, L):
    _st_cvars = st.cvars
    _t143 = []
    for _t142 in st.zones[(9 + _owner146[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t142] == L[5]) or (_st_cvars[168 + _t142] == L[5])):
            _t143.append(_st_cvars[_t142])
    return _t143

# <rulerun evolution.rules: play_card #37 c21ff854>
def _loop(st, L):
    _st_cvars = st.cvars
    _t145 = []
    for _t144 in st.zones[(9 + _owner148[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t144] == L[5]) or (_st_cvars[168 + _t144] == L[5])):
            _t145.append(_t144)
    return _t145

# <rulerun evolution.rules: play_card #38 2433735b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t147 = 0
    for _t146 in st.zones[(9 + _owner150[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t146] == L[5]):
            _t147 += (1 if ((_st_cvars[_t146] == 'carnivorous') or (_st_cvars[_t146] == 'high_body_weight')) else (2 if (_st_cvars[_t146] == 'parasite') else 0))
    return _t147

# <rulerun evolution.rules: play_card #39 8722dd2c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = 0
    for _t148 in st.zones[(9 + _owner152[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t148] == L[5]) and (_st_cvars[_t148] == 'fat_tissue')) and _st_cvars[252 + _t148]):
            _t149 += 1
    return _t149

# <rulerun evolution.rules: play_card #40 fd0f4a52>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = 0
    for _t150 in st.zones[(9 + _owner154[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t150] == L[5]) and (_st_cvars[_t150] == 'fat_tissue')):
            _t151 += 1
    return _t151

# <rulerun evolution.rules: play_card #41 890716e6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = 0
    for _t152 in st.zones[(9 + _owner156[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t152] == L[5]) and (_st_cvars[_t152] == 'fat_tissue')):
            _t153 += 1
    return _t153

# <rulerun evolution.rules: play_card #42 43e32635>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain142(_text143(((((('animal ' + _plain142(_st_cvars[420 + L[5]]) + ' of ' + _player_text144(_owner145[st.loc[L[5]]])) + (_text143(' ' + _plain142(_a147(st, L))) if (not not (_a149(st, L) or ())) else '')) + (' food ' + _plain142(_st_cvars[504 + L[5]]) + '/' + _plain142((1 + _a151(st, L))))) + ((' fat ' + _plain142(_a153(st, L)) + '/' + _plain142(_a155(st, L))) if (_a157(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 c9990068>
def _loop(st, L, _t159):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t162 = []
    for _t161 in st.zones[(9 + _owner162[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t161] == _l5) and (_st_cvars[168 + _t161] == _t159)) or ((_st_cvars[84 + _t161] == _t159) and (_st_cvars[168 + _t161] == _l5))):
            _t162.append(_st_cvars[_t161])
    return _t162

# <rulerun evolution.rules: play_card #44 8cbd663f>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t158 = st.zones[(5 + L[0])]
    st.budget -= len(_t158)
    if st.budget < 0: _spent161(st)
    _t160 = []
    for _t159 in _t158:
        if ((_l5 != _t159) and (not (_l3 in (_t163 if (_t163 := _memo16.get((_l5, _t159,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t159,), frozenset(_a163(st, L, _t159))))))):
            _t160.append(_t159)
    return _t160

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 c1767a15>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = []
    for _t164 in st.zones[(9 + _owner169[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t164] == L[6]) or (_st_cvars[168 + _t164] == L[6])):
            _t165.append(_st_cvars[_t164])
    return _t165

# <rulerun evolution.rules: play_card #47 47f05957>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = []
    for _t166 in st.zones[(9 + _owner171[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t166] == L[6]) or (_st_cvars[168 + _t166] == L[6])):
            _t167.append(_t166)
    return _t167

# <rulerun evolution.rules: play_card #48 ea6695df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + _owner173[st.loc[L[6]]])]:
        if (_st_cvars[84 + _t168] == L[6]):
            _t169 += (1 if ((_st_cvars[_t168] == 'carnivorous') or (_st_cvars[_t168] == 'high_body_weight')) else (2 if (_st_cvars[_t168] == 'parasite') else 0))
    return _t169

# <rulerun evolution.rules: play_card #49 9a310237>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + _owner175[st.loc[L[6]]])]:
        if (((_st_cvars[84 + _t170] == L[6]) and (_st_cvars[_t170] == 'fat_tissue')) and _st_cvars[252 + _t170]):
            _t171 += 1
    return _t171

# <rulerun evolution.rules: play_card #50 b78b722a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + _owner177[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t172] == L[6]) and (_st_cvars[_t172] == 'fat_tissue')):
            _t173 += 1
    return _t173

# <rulerun evolution.rules: play_card #51 d41c743e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t175 = 0
    for _t174 in st.zones[(9 + _owner179[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t174] == L[6]) and (_st_cvars[_t174] == 'fat_tissue')):
            _t175 += 1
    return _t175

# <rulerun evolution.rules: play_card #52 568252cb>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain165(_text166(((((('animal ' + _plain165(_st_cvars[420 + L[6]]) + ' of ' + _player_text167(_owner168[st.loc[L[6]]])) + (_text166(' ' + _plain165(_a170(st, L))) if (not not (_a172(st, L) or ())) else '')) + (' food ' + _plain165(_st_cvars[504 + L[6]]) + '/' + _plain165((1 + _a174(st, L))))) + ((' fat ' + _plain165(_a176(st, L)) + '/' + _plain165(_a178(st, L))) if (_a180(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 77121fa5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t181 = []
    for _t180 in st.zones[(9 + _owner188[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t180] == L[7]) or (_st_cvars[168 + _t180] == L[7])):
            _t181.append(_st_cvars[_t180])
    return _t181

# <rulerun evolution.rules: play_card #55 77cd00c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t183 = []
    for _t182 in st.zones[(9 + _owner190[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t182] == L[7]) or (_st_cvars[168 + _t182] == L[7])):
            _t183.append(_t182)
    return _t183

# <rulerun evolution.rules: play_card #56 91a103d1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t185 = 0
    for _t184 in st.zones[(9 + _owner192[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t184] == L[7]):
            _t185 += (1 if ((_st_cvars[_t184] == 'carnivorous') or (_st_cvars[_t184] == 'high_body_weight')) else (2 if (_st_cvars[_t184] == 'parasite') else 0))
    return _t185

# <rulerun evolution.rules: play_card #57 8e6675bb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t187 = 0
    for _t186 in st.zones[(9 + _owner194[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t186] == L[7]) and (_st_cvars[_t186] == 'fat_tissue')) and _st_cvars[252 + _t186]):
            _t187 += 1
    return _t187

# <rulerun evolution.rules: play_card #58 61b73e9f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t189 = 0
    for _t188 in st.zones[(9 + _owner196[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t188] == L[7]) and (_st_cvars[_t188] == 'fat_tissue')):
            _t189 += 1
    return _t189

# <rulerun evolution.rules: play_card #59 6b66f908>
def _loop(st, L):
    _st_cvars = st.cvars
    _t191 = 0
    for _t190 in st.zones[(9 + _owner198[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t190] == L[7]) and (_st_cvars[_t190] == 'fat_tissue')):
            _t191 += 1
    return _t191

# <rulerun evolution.rules: play_card #60 d46adf6e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain184(_text185(((((('animal ' + _plain184(_st_cvars[420 + L[7]]) + ' of ' + _player_text186(_owner187[st.loc[L[7]]])) + (_text185(' ' + _plain184(_a189(st, L))) if (not not (_a191(st, L) or ())) else '')) + (' food ' + _plain184(_st_cvars[504 + L[7]]) + '/' + _plain184((1 + _a193(st, L))))) + ((' fat ' + _plain184(_a195(st, L)) + '/' + _plain184(_a197(st, L))) if (_a199(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 d9de98d9>
def _loop(st, _t203):
    _st_cvars = st.cvars
    _t206 = []
    for _t205 in st.zones[(9 + _owner204[st.loc[_t203]])]:
        if (_st_cvars[84 + _t205] == _t203):
            _t206.append(_st_cvars[_t205])
    return _t206

# <rulerun evolution.rules: play_card #62 a294dbaa>
def _loop(st, _t203):
    _st_cvars = st.cvars
    _t208 = []
    for _t207 in st.zones[(9 + _owner206[st.loc[_t203]])]:
        if (_st_cvars[84 + _t207] == _t203):
            _t208.append(_st_cvars[_t207])
    return _t208

# <rulerun evolution.rules: play_card #63 f83e821e>
def _loop(st, _t203):
    _st_cvars = st.cvars
    _t210 = []
    for _t209 in st.zones[(9 + _owner208[st.loc[_t203]])]:
        if (_st_cvars[84 + _t209] == _t203):
            _t210.append(_st_cvars[_t209])
    return _t210

# <rulerun evolution.rules: play_card #64 a43acc9d>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t202 = st.zones[(5 + L[0])]
    st.budget -= len(_t202)
    if st.budget < 0: _spent203(st)
    _t204 = []
    for _t203 in _t202:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a205(st, _t203))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a207(st, _t203)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a209(st, _t203)))))))):
            _t204.append(_t203)
    return _t204

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 252af2c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t212 = []
    for _t211 in st.zones[(9 + _owner215[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t211] == L[8]) or (_st_cvars[168 + _t211] == L[8])):
            _t212.append(_st_cvars[_t211])
    return _t212

# <rulerun evolution.rules: play_card #67 f3b10593>
def _loop(st, L):
    _st_cvars = st.cvars
    _t214 = []
    for _t213 in st.zones[(9 + _owner217[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t213] == L[8]) or (_st_cvars[168 + _t213] == L[8])):
            _t214.append(_t213)
    return _t214

# <rulerun evolution.rules: play_card #68 618e1407>
def _loop(st, L):
    _st_cvars = st.cvars
    _t216 = 0
    for _t215 in st.zones[(9 + _owner219[st.loc[L[8]]])]:
        if (_st_cvars[84 + _t215] == L[8]):
            _t216 += (1 if ((_st_cvars[_t215] == 'carnivorous') or (_st_cvars[_t215] == 'high_body_weight')) else (2 if (_st_cvars[_t215] == 'parasite') else 0))
    return _t216

# <rulerun evolution.rules: play_card #69 a5eb2461>
def _loop(st, L):
    _st_cvars = st.cvars
    _t218 = 0
    for _t217 in st.zones[(9 + _owner221[st.loc[L[8]]])]:
        if (((_st_cvars[84 + _t217] == L[8]) and (_st_cvars[_t217] == 'fat_tissue')) and _st_cvars[252 + _t217]):
            _t218 += 1
    return _t218

# <rulerun evolution.rules: play_card #70 5593267f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t220 = 0
    for _t219 in st.zones[(9 + _owner223[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t219] == L[8]) and (_st_cvars[_t219] == 'fat_tissue')):
            _t220 += 1
    return _t220

# <rulerun evolution.rules: play_card #71 6f38589f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t222 = 0
    for _t221 in st.zones[(9 + _owner225[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t221] == L[8]) and (_st_cvars[_t221] == 'fat_tissue')):
            _t222 += 1
    return _t222

# <rulerun evolution.rules: play_card #72 cfe2bcb0>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain211(_text212(((((('animal ' + _plain211(_st_cvars[420 + L[8]]) + ' of ' + _player_text213(_owner214[st.loc[L[8]]])) + (_text212(' ' + _plain211(_a216(st, L))) if (not not (_a218(st, L) or ())) else '')) + (' food ' + _plain211(_st_cvars[504 + L[8]]) + '/' + _plain211((1 + _a220(st, L))))) + ((' fat ' + _plain211(_a222(st, L)) + '/' + _plain211(_a224(st, L))) if (_a226(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout c4f78b32>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t73 = ([_c77[_l1], _c78[_l1]] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent79(st)
    _t80 = _NOT_YET
    _t72 = []
    for _t74 in _t73:
        if ((_t74 != 'no_trait') and (_t99 if (_t99 := _memo11.get((_l0, _t74,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t74,), ((_t80 if _t80 is not _NOT_YET else (_t80 := _a86(st, L))) if (_t74 == 'parasite') else (_a90(st, L, _t74) if (((_t74 == 'symbiosis') or (_t74 == 'communication')) or (_t74 == 'cooperation')) else _a98(st, L, _t74)))))):
            _t72.append(_t74)
    L[2] = _joined99(['animal'], _t72)
    _t100 = (L[2] or [])
    _t101 = _l0
    _t102 = len(_t100)
    if not _t102: _no_option102(_t101, 'play it as')
    if _t102 <= 1 and _st_log is None:
        L[3] = _t100[0] if _t102 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t103 = st.chooser(_t102, _t101)
        else:
            _t103 = _st_bits(_t102.bit_length())
            while _t103 >= _t102: _t103 = _st_bits(_t102.bit_length())
        L[3] = _t100[_t103]; st.decisions += 1
    elif _st_log is None: _pend103(st, L, _t100, _t101); raise _PlayoutCut100()
    elif _decide104(st, L, _t100, _t101): raise _PlayoutCut100()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t104 if -1000000000000000000 <= (_t104 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond105(_t104))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t105 = _l1
        _t106 = (5 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards106(st, _t105, _t106, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' plays a new animal: animal ', _plain109(_st_cvars[420 + _l1])]))
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    if (L[3] == 'parasite'):
        _t108 = (_a117(st, L) or [])
        _t126 = _l0
        _t127 = len(_t108)
        if not _t127: _no_option102(_t126, 'animal to put the parasite on')
        if _t127 <= 1 and _st_log is None:
            L[4] = _t108[0] if _t127 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t128 = st.chooser(_t127, _t126)
            else:
                _t128 = _st_bits(_t127.bit_length())
                while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
            L[4] = _t108[_t128]; st.decisions += 1
        elif _st_log is None: _pend135(st, L, _t108, _t126); raise _PlayoutCut100()
        elif _decide136(st, L, _t108, _t126): raise _PlayoutCut100()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t129 = _l1
        _t130 = (9 + _owner137[_st_loc[L[4]]])
        if type(_t129) is int and _st_log is None:
            _t131 = _st_zones[_st_loc[_t129]]
            if _t131[-1] == _t129: _t131.pop()
            else: _t131.remove(_t129)
            _st_zones[_t130].append(_t129); _st_loc[_t129] = _t130
        elif _t129 is not None:
            _move_cards106(st, _t129, _t130, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' puts a parasite on ', _PlayerRef108(_owner137[_st_loc[L[4]]]), "'s animal ", _plain109(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t132 = (_a141(st, L) or [])
        _t154 = _l0
        _t155 = len(_t132)
        if not _t155: _no_option102(_t154, 'first animal of the pair')
        if _t155 <= 1 and _st_log is None:
            L[5] = _t132[0] if _t155 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t156 = st.chooser(_t155, _t154)
            else:
                _t156 = _st_bits(_t155.bit_length())
                while _t156 >= _t155: _t156 = _st_bits(_t155.bit_length())
            L[5] = _t132[_t156]; st.decisions += 1
        elif _st_log is None: _pend159(st, L, _t132, _t154); raise _PlayoutCut100()
        elif _decide160(st, L, _t132, _t154): raise _PlayoutCut100()
        _t157 = (_a164(st, L) or [])
        _t176 = _l0
        _t177 = len(_t157)
        if not _t177: _no_option102(_t176, 'second animal of the pair')
        if _t177 <= 1 and _st_log is None:
            L[6] = _t157[0] if _t177 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t178 = st.chooser(_t177, _t176)
            else:
                _t178 = _st_bits(_t177.bit_length())
                while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
            L[6] = _t157[_t178]; st.decisions += 1
        elif _st_log is None: _pend182(st, L, _t157, _t176); raise _PlayoutCut100()
        elif _decide183(st, L, _t157, _t176): raise _PlayoutCut100()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
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
        if _memo16: _memo16.clear()
        if (L[3] == 'symbiosis'):
            _t179 = [L[5], L[6]]
            _t192 = _l0
            _t193 = len(_t179)
            if not _t193: _no_option102(_t192, 'the symbiont')
            if _t193 <= 1 and _st_log is None:
                L[7] = _t179[0] if _t193 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t194 = st.chooser(_t193, _t192)
                else:
                    _t194 = _st_bits(_t193.bit_length())
                    while _t194 >= _t193: _t194 = _st_bits(_t193.bit_length())
                L[7] = _t179[_t194]; st.decisions += 1
            elif _st_log is None: _pend201(st, L, _t179, _t192); raise _PlayoutCut100()
            elif _decide202(st, L, _t179, _t192): raise _PlayoutCut100()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
            _t195 = _l1
            _t196 = (9 + _l0)
            if type(_t195) is int and _st_log is None:
                _t197 = _st_zones[_st_loc[_t195]]
                if _t197[-1] == _t195: _t197.pop()
                else: _t197.remove(_t195)
                _st_zones[_t196].append(_t195); _st_loc[_t195] = _t196
            elif _t195 is not None:
                _move_cards106(st, _t195, _t196, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' plays symbiosis: animal ', _plain109(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain109(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t198 = _l1
            _t199 = (9 + _l0)
            if type(_t198) is int and _st_log is None:
                _t200 = _st_zones[_st_loc[_t198]]
                if _t200[-1] == _t198: _t200.pop()
                else: _t200.remove(_t198)
                _st_zones[_t199].append(_t198); _st_loc[_t198] = _t199
            elif _t198 is not None:
                _move_cards106(st, _t198, _t199, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' plays ', _plain109(L[3]), ' between animal ', _plain109(_st_cvars[420 + L[5]]), ' and animal ', _plain109(_st_cvars[420 + L[6]])]))
    else:
        _t201 = (_a210(st, L) or [])
        _t223 = _l0
        _t224 = len(_t201)
        if not _t224: _no_option102(_t223, 'animal to give it to')
        if _t224 <= 1 and _st_log is None:
            L[8] = _t201[0] if _t224 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t225 = st.chooser(_t224, _t223)
            else:
                _t225 = _st_bits(_t224.bit_length())
                while _t225 >= _t224: _t225 = _st_bits(_t224.bit_length())
            L[8] = _t201[_t225]; st.decisions += 1
        elif _st_log is None: _pend228(st, L, _t201, _t223); raise _PlayoutCut100()
        elif _decide229(st, L, _t201, _t223): raise _PlayoutCut100()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t226 = _l1
        _t227 = (9 + _l0)
        if type(_t226) is int and _st_log is None:
            _t228 = _st_zones[_st_loc[_t226]]
            if _t228[-1] == _t226: _t228.pop()
            else: _t228.remove(_t226)
            _st_zones[_t227].append(_t226); _st_loc[_t226] = _t227
        elif _t226 is not None:
            _move_cards106(st, _t226, _t227, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' gives ', _plain109(L[3]), ' to animal ', _plain109(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 0bc6444e>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent66(st)
        for _t67 in (_o67[st.vars[1]] or []):
            L[3] = _t67
            if not ((not (_t67 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t67)]):
                if _st_log is not None: _st_log.append(_Text70(_audience68(st), [_PlayerRef69(_t67), ' has no cards and passes']))
                L[0] = (L[0] + [_t67])
                if len(L[0]) > 1000000: _too_long71(L[0])
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
                elif _st_log is None: _pend74(st, L, [None] + _t68, _t69); raise _PlayoutCut72()
                elif _decide75(st, L, _t68[:], _t69): raise _PlayoutCut72()
                if (L[4] is None):
                    L[0] = _joined76(L[0], [_t67])
                else:
                    if _p230(st, [_t67, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 0fb7b748>
def _native(st, L):
    return _o231[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 953302aa>
def _loop(st, _t233):
    _st_cvars = st.cvars
    _t236 = []
    for _t235 in st.zones[(9 + _owner239[st.loc[_t233]])]:
        if (_st_cvars[84 + _t235] == _t233):
            _t236.append(_st_cvars[_t235])
    return _t236

# <rulerun evolution.rules: play_card #84 ee2181bf>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t232 = (list(_chain235(map(st.zones.__getitem__, _k236))) or ())
    st.budget -= len(_t232)
    if st.budget < 0: _spent237(st)
    for _t233 in _t232:
        if ((_owner238[_st_loc[_t233]] != _l0) and (not ('parasite' in (_memo15[_t233] if _t233 in _memo15 else _memo15.setdefault(_t233, frozenset(_a240(st, _t233))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 bb815a75>
def _loop(st, _t239, _t243):
    _st_cvars = st.cvars
    _t245 = []
    for _t244 in st.zones[(9 + _owner243[st.loc[_t239]])]:
        if (((_st_cvars[84 + _t244] == _t239) and (_st_cvars[168 + _t244] == _t243)) or ((_st_cvars[84 + _t244] == _t243) and (_st_cvars[168 + _t244] == _t239))):
            _t245.append(_st_cvars[_t244])
    return _t245

# <rulerun evolution.rules: play_card #86 ba39b920>
def _loop(st, L, _t231):
    _l0 = L[0]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t238 = _st_zones[(5 + _l0)]
    st.budget -= len(_t238)
    if st.budget < 0: _spent242(st)
    for _t239 in _t238:
        _t242 = _st_zones[(5 + _l0)]
        st.budget -= len(_t242)
        if st.budget < 0: _spent242(st)
        _t241 = False
        for _t243 in _t242:
            if ((_t239 != _t243) and (not (_t231 in (_t246 if (_t246 := _memo16.get((_t239, _t243,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t239, _t243,), frozenset(_a244(st, _t239, _t243))))))):
                _t241 = True
                break
        if _t241:
            return True
    return False

# <rulerun evolution.rules: play_card #87 052d1829>
def _loop(st, _t248):
    _st_cvars = st.cvars
    _t251 = []
    for _t250 in st.zones[(9 + _owner247[st.loc[_t248]])]:
        if (_st_cvars[84 + _t250] == _t248):
            _t251.append(_st_cvars[_t250])
    return _t251

# <rulerun evolution.rules: play_card #88 277a1b2e>
def _loop(st, _t248):
    _st_cvars = st.cvars
    _t253 = []
    for _t252 in st.zones[(9 + _owner249[st.loc[_t248]])]:
        if (_st_cvars[84 + _t252] == _t248):
            _t253.append(_st_cvars[_t252])
    return _t253

# <rulerun evolution.rules: play_card #89 3095eb6b>
def _loop(st, _t248):
    _st_cvars = st.cvars
    _t255 = []
    for _t254 in st.zones[(9 + _owner251[st.loc[_t248]])]:
        if (_st_cvars[84 + _t254] == _t248):
            _t255.append(_st_cvars[_t254])
    return _t255

# <rulerun evolution.rules: play_card #90 c2b5af19>
def _loop(st, L, _t231):
    _memo15 = st.memos[15]
    _t247 = st.zones[(5 + L[0])]
    st.budget -= len(_t247)
    if st.budget < 0: _spent246(st)
    for _t248 in _t247:
        if ((((_t231 == 'fat_tissue') or (not (_t231 in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a248(st, _t248))))))) and (not ((_t231 == 'scavenger') and ('carnivorous' in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a250(st, _t248)))))))) and (not ((_t231 == 'carnivorous') and ('scavenger' in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a252(st, _t248)))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 f87463c3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t230 = ([_c232[_l1], _c233[_l1]] or ())
    st.budget -= len(_t230)
    if st.budget < 0: _spent234(st)
    _t237 = _NOT_YET
    _t229 = []
    for _t231 in _t230:
        if ((_t231 != 'no_trait') and (_t256 if (_t256 := _memo11.get((_l0, _t231,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t231,), ((_t237 if _t237 is not _NOT_YET else (_t237 := _a241(st, L))) if (_t231 == 'parasite') else (_a245(st, L, _t231) if (((_t231 == 'symbiosis') or (_t231 == 'communication')) or (_t231 == 'cooperation')) else _a253(st, L, _t231)))))):
            _t229.append(_t231)
    L[2] = _joined254(['animal'], _t229)

# <rulerun evolution.rules: play_card #92 e82b6e01>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'animal'):
        _st_vars[11] = (_t257 if -1000000000000000000 <= (_t257 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond255(_t257))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t258 = _l1
        _t259 = (5 + _l0)
        if type(_t258) is int and _st_log is None:
            _t260 = _st_zones[_st_loc[_t258]]
            if _t260[-1] == _t258: _t260.pop()
            else: _t260.remove(_t258)
            _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
        elif _t258 is not None:
            _move_cards256(st, _t258, _t259, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text260(_audience257(st), [_PlayerRef258(_l0), ' plays a new animal: animal ', _plain259(_st_cvars[420 + _l1])]))
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: play_card #93 0d4bbda8>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    _t261 = _l1
    _t262 = (9 + _owner262[_st_loc[_l4]])
    if type(_t261) is int and _st_log is None:
        _t263 = _st_zones[_st_loc[_t261]]
        if _t263[-1] == _t261: _t263.pop()
        else: _t263.remove(_t261)
        _st_zones[_t262].append(_t261); _st_loc[_t261] = _t262
    elif _t261 is not None:
        _move_cards261(st, _t261, _t262, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    if _st_log is not None: _st_log.append(_Text266(_audience263(st), [_PlayerRef264(L[0]), ' puts a parasite on ', _PlayerRef264(_owner262[_st_loc[_l4]]), "'s animal ", _plain265(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 833104b7>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, _memo15, _memo16, = st.memos
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
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
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: play_card #95 6cf68b11>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l5 = L[5]
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
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
    if _memo16: _memo16.clear()
    _t264 = _l1
    _t265 = (9 + _l0)
    if type(_t264) is int and _st_log is None:
        _t266 = _st_zones[_st_loc[_t264]]
        if _t266[-1] == _t264: _t266.pop()
        else: _t266.remove(_t264)
        _st_zones[_t265].append(_t264); _st_loc[_t264] = _t265
    elif _t264 is not None:
        _move_cards267(st, _t264, _t265, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    if _st_log is not None: _st_log.append(_Text271(_audience268(st), [_PlayerRef269(_l0), ' plays symbiosis: animal ', _plain270(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain270(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 612cb84e>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    _t267 = L[1]
    _t268 = (9 + _l0)
    if type(_t267) is int and _st_log is None:
        _t269 = _st_zones[_st_loc[_t267]]
        if _t269[-1] == _t267: _t269.pop()
        else: _t269.remove(_t267)
        _st_zones[_t268].append(_t267); _st_loc[_t267] = _t268
    elif _t267 is not None:
        _move_cards272(st, _t267, _t268, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    if _st_log is not None: _st_log.append(_Text276(_audience273(st), [_PlayerRef274(_l0), ' plays ', _plain275(L[3]), ' between animal ', _plain275(_st_cvars[420 + L[5]]), ' and animal ', _plain275(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 cd475b3c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    _t270 = _l1
    _t271 = (9 + _l0)
    if type(_t270) is int and _st_log is None:
        _t272 = _st_zones[_st_loc[_t270]]
        if _t272[-1] == _t270: _t272.pop()
        else: _t272.remove(_t270)
        _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
    elif _t270 is not None:
        _move_cards277(st, _t270, _t271, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    if _st_log is not None: _st_log.append(_Text281(_audience278(st), [_PlayerRef279(_l0), ' gives ', _plain280(L[3]), ' to animal ', _plain280(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 9a711cf2>
def _loop(st, _t275):
    _st_cvars = st.cvars
    _t278 = []
    for _t277 in st.zones[(9 + _owner286[st.loc[_t275]])]:
        if (_st_cvars[84 + _t277] == _t275):
            _t278.append(_st_cvars[_t277])
    return _t278

# <rulerun evolution.rules: play_card #99 449a6d01>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t274 = (list(_chain282(map(st.zones.__getitem__, _k283))) or ())
    st.budget -= len(_t274)
    if st.budget < 0: _spent284(st)
    _t276 = []
    for _t275 in _t274:
        if ((_owner285[_st_loc[_t275]] != _l0) and (not ('parasite' in (_memo15[_t275] if _t275 in _memo15 else _memo15.setdefault(_t275, frozenset(_a287(st, _t275))))))):
            _t276.append(_t275)
    return _t276

# <rulerun evolution.rules: play_card #100 bae8c046>
def _loop(st, _t287, _t291):
    _st_cvars = st.cvars
    _t293 = []
    for _t292 in st.zones[(9 + _owner301[st.loc[_t287]])]:
        if (((_st_cvars[84 + _t292] == _t287) and (_st_cvars[168 + _t292] == _t291)) or ((_st_cvars[84 + _t292] == _t291) and (_st_cvars[168 + _t292] == _t287))):
            _t293.append(_st_cvars[_t292])
    return _t293

# <rulerun evolution.rules: play_card #101 dc8bc918>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t286 = _st_zones[(5 + _l0)]
    st.budget -= len(_t286)
    if st.budget < 0: _spent300(st)
    _t288 = []
    for _t287 in _t286:
        _t290 = _st_zones[(5 + _l0)]
        st.budget -= len(_t290)
        if st.budget < 0: _spent300(st)
        _t289 = False
        for _t291 in _t290:
            if ((_t287 != _t291) and (not (_l3 in (_t294 if (_t294 := _memo16.get((_t287, _t291,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t287, _t291,), frozenset(_a302(st, _t287, _t291))))))):
                _t289 = True
                break
        if _t289:
            _t288.append(_t287)
    return _t288

# <rulerun evolution.rules: play_card #102 3efac7d6>
def _loop(st, L, _t300):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t303 = []
    for _t302 in st.zones[(9 + _owner308[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t302] == _l5) and (_st_cvars[168 + _t302] == _t300)) or ((_st_cvars[84 + _t302] == _t300) and (_st_cvars[168 + _t302] == _l5))):
            _t303.append(_st_cvars[_t302])
    return _t303

# <rulerun evolution.rules: play_card #103 a06d7ff4>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t299 = st.zones[(5 + L[0])]
    st.budget -= len(_t299)
    if st.budget < 0: _spent307(st)
    _t301 = []
    for _t300 in _t299:
        if ((_l5 != _t300) and (not (_l3 in (_t304 if (_t304 := _memo16.get((_l5, _t300,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t300,), frozenset(_a309(st, L, _t300))))))):
            _t301.append(_t300)
    return _t301

# <rulerun evolution.rules: play_card #104 70d9ce9f>
def _loop(st, _t320):
    _st_cvars = st.cvars
    _t323 = []
    for _t322 in st.zones[(9 + _owner318[st.loc[_t320]])]:
        if (_st_cvars[84 + _t322] == _t320):
            _t323.append(_st_cvars[_t322])
    return _t323

# <rulerun evolution.rules: play_card #105 dd9de2b0>
def _loop(st, _t320):
    _st_cvars = st.cvars
    _t325 = []
    for _t324 in st.zones[(9 + _owner320[st.loc[_t320]])]:
        if (_st_cvars[84 + _t324] == _t320):
            _t325.append(_st_cvars[_t324])
    return _t325

# <rulerun evolution.rules: play_card #106 7e14b345>
def _loop(st, _t320):
    _st_cvars = st.cvars
    _t327 = []
    for _t326 in st.zones[(9 + _owner322[st.loc[_t320]])]:
        if (_st_cvars[84 + _t326] == _t320):
            _t327.append(_st_cvars[_t326])
    return _t327

# <rulerun evolution.rules: play_card #107 c1cf27b5>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t319 = st.zones[(5 + L[0])]
    st.budget -= len(_t319)
    if st.budget < 0: _spent317(st)
    _t321 = []
    for _t320 in _t319:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a319(st, _t320))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a321(st, _t320)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a323(st, _t320)))))))):
            _t321.append(_t320)
    return _t321

# <rulerun evolution.rules: play_card #108 3230abcf>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    if (_l3 == 'parasite'):
        _t273 = (_a288(st, L) or [])
        _t279 = _l0
        _t280 = len(_t273)
        if not _t280: _no_option291(_t279, 'animal to put the parasite on')
        if _t280 <= 1 and _st_log is None:
            L[4] = _t273[0] if _t280 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t281 = st.chooser(_t280, _t279)
            else:
                _t281 = _st_bits(_t280.bit_length())
                while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
            L[4] = _t273[_t281]; st.decisions += 1
        elif _st_log is None: _pend292(st, L, _t273, _t279); raise _PlayoutCut289()
        elif _decide293(st, L, _t273, _t279): raise _PlayoutCut289()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t282 = _l1
        _t283 = (9 + _owner295[_st_loc[L[4]]])
        if type(_t282) is int and _st_log is None:
            _t284 = _st_zones[_st_loc[_t282]]
            if _t284[-1] == _t282: _t284.pop()
            else: _t284.remove(_t282)
            _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
        elif _t282 is not None:
            _move_cards294(st, _t282, _t283, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text299(_audience296(st), [_PlayerRef297(_l0), ' puts a parasite on ', _PlayerRef297(_owner295[_st_loc[L[4]]]), "'s animal ", _plain298(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t285 = (_a303(st, L) or [])
        _t295 = _l0
        _t296 = len(_t285)
        if not _t296: _no_option291(_t295, 'first animal of the pair')
        if _t296 <= 1 and _st_log is None:
            L[5] = _t285[0] if _t296 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t297 = st.chooser(_t296, _t295)
            else:
                _t297 = _st_bits(_t296.bit_length())
                while _t297 >= _t296: _t297 = _st_bits(_t296.bit_length())
            L[5] = _t285[_t297]; st.decisions += 1
        elif _st_log is None: _pend305(st, L, _t285, _t295); raise _PlayoutCut289()
        elif _decide306(st, L, _t285, _t295): raise _PlayoutCut289()
        _t298 = (_a310(st, L) or [])
        _t305 = _l0
        _t306 = len(_t298)
        if not _t306: _no_option291(_t305, 'second animal of the pair')
        if _t306 <= 1 and _st_log is None:
            L[6] = _t298[0] if _t306 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t307 = st.chooser(_t306, _t305)
            else:
                _t307 = _st_bits(_t306.bit_length())
                while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
            L[6] = _t298[_t307]; st.decisions += 1
        elif _st_log is None: _pend312(st, L, _t298, _t305); raise _PlayoutCut289()
        elif _decide313(st, L, _t298, _t305): raise _PlayoutCut289()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
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
        if _memo16: _memo16.clear()
        if (_l3 == 'symbiosis'):
            _t308 = [L[5], L[6]]
            _t309 = _l0
            _t310 = len(_t308)
            if not _t310: _no_option291(_t309, 'the symbiont')
            if _t310 <= 1 and _st_log is None:
                L[7] = _t308[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[7] = _t308[_t311]; st.decisions += 1
            elif _st_log is None: _pend315(st, L, _t308, _t309); raise _PlayoutCut289()
            elif _decide316(st, L, _t308, _t309): raise _PlayoutCut289()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
            _t312 = _l1
            _t313 = (9 + _l0)
            if type(_t312) is int and _st_log is None:
                _t314 = _st_zones[_st_loc[_t312]]
                if _t314[-1] == _t312: _t314.pop()
                else: _t314.remove(_t312)
                _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
            elif _t312 is not None:
                _move_cards294(st, _t312, _t313, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            if _st_log is not None: _st_log.append(_Text299(_audience296(st), [_PlayerRef297(_l0), ' plays symbiosis: animal ', _plain298(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain298(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t315 = _l1
            _t316 = (9 + _l0)
            if type(_t315) is int and _st_log is None:
                _t317 = _st_zones[_st_loc[_t315]]
                if _t317[-1] == _t315: _t317.pop()
                else: _t317.remove(_t315)
                _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
            elif _t315 is not None:
                _move_cards294(st, _t315, _t316, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            if _st_log is not None: _st_log.append(_Text299(_audience296(st), [_PlayerRef297(_l0), ' plays ', _plain298(_l3), ' between animal ', _plain298(_st_cvars[420 + L[5]]), ' and animal ', _plain298(_st_cvars[420 + L[6]])]))
    else:
        _t318 = (_a324(st, L) or [])
        _t328 = _l0
        _t329 = len(_t318)
        if not _t329: _no_option291(_t328, 'animal to give it to')
        if _t329 <= 1 and _st_log is None:
            L[8] = _t318[0] if _t329 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t330 = st.chooser(_t329, _t328)
            else:
                _t330 = _st_bits(_t329.bit_length())
                while _t330 >= _t329: _t330 = _st_bits(_t329.bit_length())
            L[8] = _t318[_t330]; st.decisions += 1
        elif _st_log is None: _pend326(st, L, _t318, _t328); raise _PlayoutCut289()
        elif _decide327(st, L, _t318, _t328): raise _PlayoutCut289()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t331 = _l1
        _t332 = (9 + _l0)
        if type(_t331) is int and _st_log is None:
            _t333 = _st_zones[_st_loc[_t331]]
            if _t333[-1] == _t331: _t333.pop()
            else: _t333.remove(_t331)
            _st_zones[_t332].append(_t331); _st_loc[_t331] = _t332
        elif _t331 is not None:
            _move_cards294(st, _t331, _t332, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _st_log is not None: _st_log.append(_Text299(_audience296(st), [_PlayerRef297(_l0), ' gives ', _plain298(_l3), ' to animal ', _plain298(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 25fc8d60>
def _loop(st, _t336):
    _st_cvars = st.cvars
    for _t337 in st.zones[(9 + _owner332[st.loc[_t336]])]:
        if ((_st_cvars[84 + _t337] == _t336) and (_st_cvars[_t337] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 ac207ecc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t335 = (list(_chain328(map(st.zones.__getitem__, _k329))) or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent330(st)
    _t334 = []
    for _t336 in _t335:
        if ((_owner331[_st_loc[_t336]] != _l0) and (not _a333(st, _t336))):
            _t334.append(_t336)
    return _t334

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 85b351cd>
def _loop(st, L, _t341, _t344):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t345 in st.zones[(9 + _owner335[st.loc[_t341]])]:
        if ((_st_cvars[_t345] == _l3) and (((_st_cvars[84 + _t345] == _t341) and (_st_cvars[168 + _t345] == _t344)) or ((_st_cvars[84 + _t345] == _t344) and (_st_cvars[168 + _t345] == _t341)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 76af140d>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t340 = _st_zones[(5 + _l0)]
    st.budget -= len(_t340)
    if st.budget < 0: _spent334(st)
    _t339 = []
    for _t341 in _t340:
        _t343 = _st_zones[(5 + _l0)]
        st.budget -= len(_t343)
        if st.budget < 0: _spent334(st)
        _t342 = False
        for _t344 in _t343:
            if ((_t341 != _t344) and (not _a336(st, L, _t341, _t344))):
                _t342 = True
                break
        if _t342:
            _t339.append(_t341)
    return _t339

# <rulerun evolution.rules: play_card #116 4067fd45>
def _loop(st, L, _t349):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t350 in st.zones[(9 + _owner338[st.loc[_l5]])]:
        if ((_st_cvars[_t350] == _l3) and (((_st_cvars[84 + _t350] == _l5) and (_st_cvars[168 + _t350] == _t349)) or ((_st_cvars[84 + _t350] == _t349) and (_st_cvars[168 + _t350] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 25ac8af2>
def _native(st, L):
    _l5 = L[5]
    _t348 = st.zones[(5 + L[0])]
    st.budget -= len(_t348)
    if st.budget < 0: _spent337(st)
    _t347 = []
    for _t349 in _t348:
        if ((_l5 != _t349) and (not _a339(st, L, _t349))):
            _t347.append(_t349)
    return _t347

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 0e372049>
def _loop(st, L, _t354):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t355 in st.zones[(9 + _owner341[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t355] == _t354) and (_st_cvars[_t355] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 d66312a7>
def _loop(st, _t354):
    _st_cvars = st.cvars
    for _t357 in st.zones[(9 + _owner343[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t357] == _t354) and (_st_cvars[_t357] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 c9cb6fdf>
def _loop(st, _t354):
    _st_cvars = st.cvars
    for _t359 in st.zones[(9 + _owner345[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t359] == _t354) and (_st_cvars[_t359] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 eddaf74d>
def _native(st, L):
    _l3 = L[3]
    _t353 = st.zones[(5 + L[0])]
    st.budget -= len(_t353)
    if st.budget < 0: _spent340(st)
    _t352 = []
    for _t354 in _t353:
        if ((((_l3 == 'fat_tissue') or (not _a342(st, L, _t354))) and (not ((_l3 == 'scavenger') and _a344(st, _t354)))) and (not ((_l3 == 'carnivorous') and _a346(st, _t354)))):
            _t352.append(_t354)
    return _t352

# <rulerun evolution.rules: determining_the_food_base #124 99b36d6c>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k347)
    _st_vars[3] = ((_roll348(st, 1, 6) + 2) if (4 == 2) else (_roll348(st, 2, 6) if (4 == 3) else ((_roll348(st, 2, 6) + 2) if (4 == 4) else ((_roll348(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll348(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll348(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll348(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text352(_audience349(st), [_PlayerRef350(_st_vars[1]), ' rolls the food base: ', _plain351(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 337d7dc8>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t364 = []
    for _t363 in st.zones[(9 + _owner361[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t363] == _t361) or (_st_cvars[168 + _t363] == _t361)):
            _t364.append(_st_cvars[_t363])
    return _t364

# <rulerun evolution.rules: feeding #126 7d46af6e>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t366 = []
    for _t365 in st.zones[(9 + _owner363[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t365] == _t361) or (_st_cvars[168 + _t365] == _t361)):
            _t366.append(_t365)
    return _t366

# <rulerun evolution.rules: feeding #127 b989b19d>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t368 = 0
    for _t367 in st.zones[(9 + _owner365[st.loc[_t361]])]:
        if (_st_cvars[84 + _t367] == _t361):
            _t368 += (1 if ((_st_cvars[_t367] == 'carnivorous') or (_st_cvars[_t367] == 'high_body_weight')) else (2 if (_st_cvars[_t367] == 'parasite') else 0))
    return _t368

# <rulerun evolution.rules: feeding #128 e95cbb6c>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t370 = 0
    for _t369 in st.zones[(9 + _owner367[st.loc[_t361]])]:
        if (((_st_cvars[84 + _t369] == _t361) and (_st_cvars[_t369] == 'fat_tissue')) and _st_cvars[252 + _t369]):
            _t370 += 1
    return _t370

# <rulerun evolution.rules: feeding #129 13d198cb>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t372 = 0
    for _t371 in st.zones[(9 + _owner369[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t371] == _t361) and (_st_cvars[_t371] == 'fat_tissue')):
            _t372 += 1
    return _t372

# <rulerun evolution.rules: feeding #130 635e93ca>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + _owner371[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t373] == _t361) and (_st_cvars[_t373] == 'fat_tissue')):
            _t374 += 1
    return _t374

# <rulerun evolution.rules: feeding #131 5638e263>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t362 = (list(_chain353(map(st.zones.__getitem__, _k354))) or [])
    st.budget -= len(_t362)
    if st.budget < 0: _spent355(st)
    for _t361 in _t362:
        _i8[2] = _t361
        if _st_log is not None: _st_log.append(_Text373(_audience356(st), ['  ', _plain358(_text357(((((('animal ' + _plain358(_st_cvars[420 + _t361]) + ' of ' + _player_text359(_owner360[st.loc[_t361]])) + (_text357(' ' + _plain358(_a362(st, _t361))) if (not not (_a364(st, _t361) or ())) else '')) + (' food ' + _plain358(_st_cvars[504 + _t361]) + '/' + _plain358((_memo6[_t361] if _t361 in _memo6 else _memo6.setdefault(_t361, (1 + _a366(st, _t361))))))) + ((' fat ' + _plain358((_memo5[_t361] if _t361 in _memo5 else _memo5.setdefault(_t361, _a368(st, _t361)))) + '/' + _plain358((_memo4[_t361] if _t361 in _memo4 else _memo4.setdefault(_t361, _a370(st, _t361))))) if ((_memo4[_t361] if _t361 in _memo4 else _memo4.setdefault(_t361, _a372(st, _t361))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t361] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t361] else '')))))]))

# <rulerun evolution.rules: feeding #132 966ffdcb>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text376(_audience374(st), [_plain375(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: show_animals #133 9a50230b>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t378 = []
    for _t377 in st.zones[(9 + _owner385[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t377] == _t375) or (_st_cvars[168 + _t377] == _t375)):
            _t378.append(_st_cvars[_t377])
    return _t378

# <rulerun evolution.rules: show_animals #134 94edf380>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t380 = []
    for _t379 in st.zones[(9 + _owner387[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t379] == _t375) or (_st_cvars[168 + _t379] == _t375)):
            _t380.append(_t379)
    return _t380

# <rulerun evolution.rules: show_animals #135 33b7b7b1>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t382 = 0
    for _t381 in st.zones[(9 + _owner389[st.loc[_t375]])]:
        if (_st_cvars[84 + _t381] == _t375):
            _t382 += (1 if ((_st_cvars[_t381] == 'carnivorous') or (_st_cvars[_t381] == 'high_body_weight')) else (2 if (_st_cvars[_t381] == 'parasite') else 0))
    return _t382

# <rulerun evolution.rules: show_animals #136 25f6bf10>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t384 = 0
    for _t383 in st.zones[(9 + _owner391[st.loc[_t375]])]:
        if (((_st_cvars[84 + _t383] == _t375) and (_st_cvars[_t383] == 'fat_tissue')) and _st_cvars[252 + _t383]):
            _t384 += 1
    return _t384

# <rulerun evolution.rules: show_animals #137 fd527e7b>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + _owner393[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t385] == _t375) and (_st_cvars[_t385] == 'fat_tissue')):
            _t386 += 1
    return _t386

# <rulerun evolution.rules: show_animals #138 1d4a6480>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + _owner395[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t387] == _t375) and (_st_cvars[_t387] == 'fat_tissue')):
            _t388 += 1
    return _t388

# <rulerun evolution.rules: show_animals #139 c6b4e2f2>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t376 = (list(_chain377(map(st.zones.__getitem__, _k378))) or [])
    st.budget -= len(_t376)
    if st.budget < 0: _spent379(st)
    for _t375 in _t376:
        L[2] = _t375
        if _st_log is not None: _st_log.append(_Text397(_audience380(st), ['  ', _plain382(_text381(((((('animal ' + _plain382(_st_cvars[420 + _t375]) + ' of ' + _player_text383(_owner384[st.loc[_t375]])) + (_text381(' ' + _plain382(_a386(st, _t375))) if (not not (_a388(st, _t375) or ())) else '')) + (' food ' + _plain382(_st_cvars[504 + _t375]) + '/' + _plain382((_memo6[_t375] if _t375 in _memo6 else _memo6.setdefault(_t375, (1 + _a390(st, _t375))))))) + ((' fat ' + _plain382((_memo5[_t375] if _t375 in _memo5 else _memo5.setdefault(_t375, _a392(st, _t375)))) + '/' + _plain382((_memo4[_t375] if _t375 in _memo4 else _memo4.setdefault(_t375, _a394(st, _t375))))) if ((_memo4[_t375] if _t375 in _memo4 else _memo4.setdefault(_t375, _a396(st, _t375))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t375] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t375] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 11c70050>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t389 if -1000000000000000000 <= (_t389 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond398(_t389))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 d13e43f0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t390 if -1000000000000000000 <= (_t390 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond399(_t390))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text401(_audience400(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 5d24f534>
def _native(st, L):
    return _o402[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 3e9992c1>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t395 = 0
    for _t394 in st.zones[(9 + _owner406[st.loc[_t393]])]:
        if (_st_cvars[84 + _t394] == _t393):
            _t395 += (1 if ((_st_cvars[_t394] == 'carnivorous') or (_st_cvars[_t394] == 'high_body_weight')) else (2 if (_st_cvars[_t394] == 'parasite') else 0))
    return _t395

# <rulerun evolution.rules: feeding_end_check #147 de599d64>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t397 = 0
    for _t396 in st.zones[(9 + _owner408[st.loc[_t393]])]:
        if (((_st_cvars[84 + _t396] == _t393) and (_st_cvars[_t396] == 'fat_tissue')) and _st_cvars[252 + _t396]):
            _t397 += 1
    return _t397

# <rulerun evolution.rules: feeding_end_check #148 b0007b96>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t399 = 0
    for _t398 in st.zones[(9 + _owner410[st.loc[_t393]])]:
        if ((_st_cvars[84 + _t398] == _t393) and (_st_cvars[_t398] == 'fat_tissue')):
            _t399 += 1
    return _t399

# <rulerun evolution.rules: feeding_end_check #149 c002e4c9>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t407 = 0
    for _t406 in st.zones[(9 + _owner417[st.loc[_t404]])]:
        if (_st_cvars[84 + _t406] == _t404):
            _t407 += (1 if ((_st_cvars[_t406] == 'carnivorous') or (_st_cvars[_t406] == 'high_body_weight')) else (2 if (_st_cvars[_t406] == 'parasite') else 0))
    return _t407

# <rulerun evolution.rules: feeding_end_check #150 f75f8095>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t409 = 0
    for _t408 in st.zones[(9 + _owner419[st.loc[_t404]])]:
        if (((_st_cvars[84 + _t408] == _t404) and (_st_cvars[_t408] == 'fat_tissue')) and _st_cvars[252 + _t408]):
            _t409 += 1
    return _t409

# <rulerun evolution.rules: feeding_end_check #151 bdcd09f6>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + _owner421[st.loc[_t404]])]:
        if ((_st_cvars[84 + _t410] == _t404) and (_st_cvars[_t410] == 'fat_tissue')):
            _t411 += 1
    return _t411

# <rulerun evolution.rules: feeding_end_check #152 66553e59>
def _loop(st, _t413):
    _st_cvars = st.cvars
    _t416 = 0
    for _t415 in st.zones[(9 + _owner425[st.loc[_st_cvars[84 + _t413]]])]:
        if (_st_cvars[84 + _t415] == _st_cvars[84 + _t413]):
            _t416 += (1 if ((_st_cvars[_t415] == 'carnivorous') or (_st_cvars[_t415] == 'high_body_weight')) else (2 if (_st_cvars[_t415] == 'parasite') else 0))
    return _t416

# <rulerun evolution.rules: feeding_end_check #153 cfce4307>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t412 = st.zones[(9 + _owner423[st.loc[_t404]])]
    st.budget -= len(_t412)
    if st.budget < 0: _spent424(st)
    for _t413 in _t412:
        if (((_st_cvars[_t413] == 'symbiosis') and (_st_cvars[168 + _t413] == _t404)) and (not ((_st_cvars[924 + _st_cvars[84 + _t413]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t413]] >= (_memo6[_st_cvars[84 + _t413]] if _st_cvars[84 + _t413] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t413], (1 + _a426(st, _t413)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 fda4d18b>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t403 = st.zones[(5 + _t402)]
    st.budget -= len(_t403)
    if st.budget < 0: _spent416(st)
    for _t404 in _t403:
        if ((not ((_st_cvars[924 + _t404] == _st_vars[0]) or ((_st_cvars[504 + _t404] >= (_memo6[_t404] if _t404 in _memo6 else _memo6.setdefault(_t404, (1 + _a418(st, _t404))))) and ((_memo5[_t404] if _t404 in _memo5 else _memo5.setdefault(_t404, _a420(st, _t404))) >= (_memo4[_t404] if _t404 in _memo4 else _memo4.setdefault(_t404, _a422(st, _t404))))))) and (_memo14[_t404] if _t404 in _memo14 else _memo14.setdefault(_t404, (not _a427(st, _t404))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 9d013a3f>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t421 = []
    for _t420 in st.zones[(9 + _owner430[st.loc[_t418]])]:
        if (_st_cvars[84 + _t420] == _t418):
            _t421.append(_st_cvars[_t420])
    return _t421

# <rulerun evolution.rules: feeding_end_check #156 478bf68a>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t423 = 0
    for _t422 in st.zones[(9 + _owner432[st.loc[_t418]])]:
        if (_st_cvars[84 + _t422] == _t418):
            _t423 += (1 if ((_st_cvars[_t422] == 'carnivorous') or (_st_cvars[_t422] == 'high_body_weight')) else (2 if (_st_cvars[_t422] == 'parasite') else 0))
    return _t423

# <rulerun evolution.rules: feeding_end_check #157 3de3d3bd>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t425 = 0
    for _t424 in st.zones[(9 + _owner434[st.loc[_t418]])]:
        if (((_st_cvars[84 + _t424] == _t418) and (_st_cvars[_t424] == 'fat_tissue')) and _st_cvars[252 + _t424]):
            _t425 += 1
    return _t425

# <rulerun evolution.rules: feeding_end_check #158 d22d00c5>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + _owner436[st.loc[_t418]])]:
        if ((_st_cvars[84 + _t426] == _t418) and (_st_cvars[_t426] == 'fat_tissue')):
            _t427 += 1
    return _t427

# <rulerun evolution.rules: feeding_end_check #159 0df4a518>
def _loop(st, _t429):
    _st_cvars = st.cvars
    _t432 = 0
    for _t431 in st.zones[(9 + _owner440[st.loc[_st_cvars[84 + _t429]]])]:
        if (_st_cvars[84 + _t431] == _st_cvars[84 + _t429]):
            _t432 += (1 if ((_st_cvars[_t431] == 'carnivorous') or (_st_cvars[_t431] == 'high_body_weight')) else (2 if (_st_cvars[_t431] == 'parasite') else 0))
    return _t432

# <rulerun evolution.rules: feeding_end_check #160 ec5f250c>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t428 = st.zones[(9 + _owner438[st.loc[_t418]])]
    st.budget -= len(_t428)
    if st.budget < 0: _spent439(st)
    for _t429 in _t428:
        if (((_st_cvars[_t429] == 'symbiosis') and (_st_cvars[168 + _t429] == _t418)) and (not ((_st_cvars[924 + _st_cvars[84 + _t429]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t429]] >= (_memo6[_st_cvars[84 + _t429]] if _st_cvars[84 + _t429] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t429], (1 + _a441(st, _t429)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 83bdf661>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t437 = []
    for _t436 in st.zones[(9 + _owner446[st.loc[_t434]])]:
        if (_st_cvars[84 + _t436] == _t434):
            _t437.append(_st_cvars[_t436])
    return _t437

# <rulerun evolution.rules: feeding_end_check #162 2829932b>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t439 = []
    for _t438 in st.zones[(9 + _owner448[st.loc[_t418]])]:
        if (_st_cvars[84 + _t438] == _t418):
            _t439.append(_st_cvars[_t438])
    return _t439

# <rulerun evolution.rules: feeding_end_check #163 f58d0241>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t442 = []
    for _t441 in st.zones[(9 + _owner450[st.loc[_t434]])]:
        if (_st_cvars[84 + _t441] == _t434):
            _t442.append(_st_cvars[_t441])
    return _t442

# <rulerun evolution.rules: feeding_end_check #164 e642f105>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t444 = []
    for _t443 in st.zones[(9 + _owner452[st.loc[_t418]])]:
        if (_st_cvars[84 + _t443] == _t418):
            _t444.append(_st_cvars[_t443])
    return _t444

# <rulerun evolution.rules: feeding_end_check #165 74ceb963>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t447 = []
    for _t446 in st.zones[(9 + _owner454[st.loc[_t434]])]:
        if (_st_cvars[84 + _t446] == _t434):
            _t447.append(_st_cvars[_t446])
    return _t447

# <rulerun evolution.rules: feeding_end_check #166 e5ca57c9>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t449 = []
    for _t448 in st.zones[(9 + _owner456[st.loc[_t418]])]:
        if (_st_cvars[84 + _t448] == _t418):
            _t449.append(_st_cvars[_t448])
    return _t449

# <rulerun evolution.rules: feeding_end_check #167 cd89996a>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t452 = []
    for _t451 in st.zones[(9 + _owner458[st.loc[_t434]])]:
        if (_st_cvars[84 + _t451] == _t434):
            _t452.append(_st_cvars[_t451])
    return _t452

# <rulerun evolution.rules: feeding_end_check #168 f3008e4b>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t454 = 0
    for _t453 in st.zones[(9 + _owner460[st.loc[_t434]])]:
        if (_st_cvars[84 + _t453] == _t434):
            _t454 += (1 if ((_st_cvars[_t453] == 'carnivorous') or (_st_cvars[_t453] == 'high_body_weight')) else (2 if (_st_cvars[_t453] == 'parasite') else 0))
    return _t454

# <rulerun evolution.rules: feeding_end_check #169 8780b652>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t455 in st.zones[(9 + _owner462[st.loc[_t434]])]:
        if ((_st_cvars[_t455] == 'symbiosis') and (_st_cvars[168 + _t455] == _t434)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 f3fb0d64>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t433 = (list(_chain443(map(st.zones.__getitem__, _k444))) or ())
    st.budget -= len(_t433)
    if st.budget < 0: _spent445(st)
    _t440 = _NOT_YET
    _t445 = _NOT_YET
    _t450 = _NOT_YET
    for _t434 in _t433:
        if ((((((_t418 != _t434) and ((not ('camouflage' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a447(st, _t434)))))) or (_t440 if _t440 is not _NOT_YET else (_t440 := ('sharp_vision' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a449(st, _t418))))))))) and ((not ('high_body_weight' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a451(st, _t434)))))) or (_t445 if _t445 is not _NOT_YET else (_t445 := ('high_body_weight' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a453(st, _t418))))))))) and (('swimming' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a455(st, _t434))))) == (_t450 if _t450 is not _NOT_YET else (_t450 := ('swimming' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a457(st, _t418))))))))) and (not (('burrowing' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a459(st, _t434))))) and ((_st_cvars[924 + _t434] == _st_vars[0]) or (_st_cvars[504 + _t434] >= (_memo6[_t434] if _t434 in _memo6 else _memo6.setdefault(_t434, (1 + _a461(st, _t434))))))))) and (not (_memo13[_t434] if _t434 in _memo13 else _memo13.setdefault(_t434, _a463(st, _t434))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 193a71e8>
def _loop(st, _t402):
    _memo0 = st.memos[0]
    _t417 = st.zones[(5 + _t402)]
    st.budget -= len(_t417)
    if st.budget < 0: _spent429(st)
    for _t418 in _t417:
        if (_memo0[_t418] if _t418 in _memo0 else _memo0.setdefault(_t418, (((('carnivorous' in (st.memos[15][_t418] if _t418 in st.memos[15] else st.memos[15].setdefault(_t418, frozenset(_a431(st, _t418))))) and (st.cvars[672 + _t418] != st.vars[0])) and ((not ((st.cvars[924 + _t418] == st.vars[0]) or ((st.cvars[504 + _t418] >= (st.memos[6][_t418] if _t418 in st.memos[6] else st.memos[6].setdefault(_t418, (1 + _a433(st, _t418))))) and ((st.memos[5][_t418] if _t418 in st.memos[5] else st.memos[5].setdefault(_t418, _a435(st, _t418))) >= (st.memos[4][_t418] if _t418 in st.memos[4] else st.memos[4].setdefault(_t418, _a437(st, _t418))))))) and (st.memos[14][_t418] if _t418 in st.memos[14] else st.memos[14].setdefault(_t418, (not _a442(st, _t418)))))) and _a464(st, _t418)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 87e6d7a8>
def _loop(st, _t458):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + _owner467[st.loc[_t458]])]:
        if (_st_cvars[84 + _t460] == _t458):
            _t461 += (1 if ((_st_cvars[_t460] == 'carnivorous') or (_st_cvars[_t460] == 'high_body_weight')) else (2 if (_st_cvars[_t460] == 'parasite') else 0))
    return _t461

# <rulerun evolution.rules: feeding_end_check #173 1696a3d9>
def _loop(st, _t458):
    _st_cvars = st.cvars
    _t463 = 0
    for _t462 in st.zones[(9 + _owner469[st.loc[_t458]])]:
        if (((_st_cvars[84 + _t462] == _t458) and (_st_cvars[_t462] == 'fat_tissue')) and _st_cvars[252 + _t462]):
            _t463 += 1
    return _t463

# <rulerun evolution.rules: feeding_end_check #174 b61b46e0>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t457 = st.zones[(5 + _t402)]
    st.budget -= len(_t457)
    if st.budget < 0: _spent466(st)
    for _t458 in _t457:
        if ((not ((_st_cvars[924 + _t458] == _st_vars[0]) or (_st_cvars[504 + _t458] >= (_memo6[_t458] if _t458 in _memo6 else _memo6.setdefault(_t458, (1 + _a468(st, _t458))))))) and ((_memo5[_t458] if _t458 in _memo5 else _memo5.setdefault(_t458, _a470(st, _t458))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 e14c030d>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t468 = []
    for _t467 in st.zones[(9 + _owner473[st.loc[_t465]])]:
        if (_st_cvars[84 + _t467] == _t465):
            _t468.append(_st_cvars[_t467])
    return _t468

# <rulerun evolution.rules: feeding_end_check #176 d31fda95>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t470 = 0
    for _t469 in st.zones[(9 + _owner475[st.loc[_t465]])]:
        if (_st_cvars[84 + _t469] == _t465):
            _t470 += (1 if ((_st_cvars[_t469] == 'carnivorous') or (_st_cvars[_t469] == 'high_body_weight')) else (2 if (_st_cvars[_t469] == 'parasite') else 0))
    return _t470

# <rulerun evolution.rules: feeding_end_check #177 54fee76f>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t472 = 0
    for _t471 in st.zones[(9 + _owner477[st.loc[_t465]])]:
        if (_st_cvars[84 + _t471] == _t465):
            _t472 += (1 if ((_st_cvars[_t471] == 'carnivorous') or (_st_cvars[_t471] == 'high_body_weight')) else (2 if (_st_cvars[_t471] == 'parasite') else 0))
    return _t472

# <rulerun evolution.rules: feeding_end_check #178 4001cbbc>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t474 = 0
    for _t473 in st.zones[(9 + _owner479[st.loc[_t465]])]:
        if (((_st_cvars[84 + _t473] == _t465) and (_st_cvars[_t473] == 'fat_tissue')) and _st_cvars[252 + _t473]):
            _t474 += 1
    return _t474

# <rulerun evolution.rules: feeding_end_check #179 6c059842>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(9 + _owner481[st.loc[_t465]])]:
        if ((_st_cvars[84 + _t475] == _t465) and (_st_cvars[_t475] == 'fat_tissue')):
            _t476 += 1
    return _t476

# <rulerun evolution.rules: feeding_end_check #180 89a3b4fe>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t481 = 0
    for _t480 in st.zones[(9 + _owner485[st.loc[_st_cvars[84 + _t478]]])]:
        if (_st_cvars[84 + _t480] == _st_cvars[84 + _t478]):
            _t481 += (1 if ((_st_cvars[_t480] == 'carnivorous') or (_st_cvars[_t480] == 'high_body_weight')) else (2 if (_st_cvars[_t480] == 'parasite') else 0))
    return _t481

# <rulerun evolution.rules: feeding_end_check #181 9c2a68f5>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t477 = st.zones[(9 + _owner483[st.loc[_t465]])]
    st.budget -= len(_t477)
    if st.budget < 0: _spent484(st)
    for _t478 in _t477:
        if (((_st_cvars[_t478] == 'symbiosis') and (_st_cvars[168 + _t478] == _t465)) and (not ((_st_cvars[924 + _st_cvars[84 + _t478]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t478]] >= (_memo6[_st_cvars[84 + _t478]] if _st_cvars[84 + _t478] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t478], (1 + _a486(st, _t478)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 77d24926>
def _loop(st, _t483):
    _st_cvars = st.cvars
    _t486 = 0
    for _t485 in st.zones[(9 + _owner491[st.loc[_t483]])]:
        if (_st_cvars[84 + _t485] == _t483):
            _t486 += (1 if ((_st_cvars[_t485] == 'carnivorous') or (_st_cvars[_t485] == 'high_body_weight')) else (2 if (_st_cvars[_t485] == 'parasite') else 0))
    return _t486

# <rulerun evolution.rules: feeding_end_check #183 ec76123a>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t482 = (list(_chain488(map(st.zones.__getitem__, _k489))) or ())
    st.budget -= len(_t482)
    if st.budget < 0: _spent490(st)
    for _t483 in _t482:
        if ((_t483 != _t465) and ((not ((_st_cvars[924 + _t483] == _st_vars[0]) or (_st_cvars[504 + _t483] >= (_memo6[_t483] if _t483 in _memo6 else _memo6.setdefault(_t483, (1 + _a492(st, _t483))))))) and (_st_cvars[504 + _t483] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 491979b9>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t488 = []
    for _t487 in st.zones[(9 + _owner494[st.loc[_t465]])]:
        if (_st_cvars[84 + _t487] == _t465):
            _t488.append(_st_cvars[_t487])
    return _t488

# <rulerun evolution.rules: feeding_end_check #185 2f6b92bc>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t490 = 0
    for _t489 in st.zones[(9 + _owner496[st.loc[_t465]])]:
        if (_st_cvars[84 + _t489] == _t465):
            _t490 += (1 if ((_st_cvars[_t489] == 'carnivorous') or (_st_cvars[_t489] == 'high_body_weight')) else (2 if (_st_cvars[_t489] == 'parasite') else 0))
    return _t490

# <rulerun evolution.rules: feeding_end_check #186 d0c6c43d>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t492 = []
    for _t491 in st.zones[(9 + _owner498[st.loc[_t465]])]:
        if (_st_cvars[84 + _t491] == _t465):
            _t492.append(_st_cvars[_t491])
    return _t492

# <rulerun evolution.rules: feeding_end_check #187 f6c7db9c>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t464 = st.zones[(5 + _t402)]
    st.budget -= len(_t464)
    if st.budget < 0: _spent472(st)
    for _t465 in _t464:
        if (((_memo10[_t465] if _t465 in _memo10 else _memo10.setdefault(_t465, ((((('piracy' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a474(st, _t465))))) and (_st_cvars[756 + _t465] != _st_vars[0])) and (not ((_st_cvars[924 + _t465] == _st_vars[0]) or (_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a476(st, _t465)))))))) and ((not ((_st_cvars[924 + _t465] == _st_vars[0]) or ((_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a478(st, _t465))))) and ((st.memos[5][_t465] if _t465 in st.memos[5] else st.memos[5].setdefault(_t465, _a480(st, _t465))) >= (st.memos[4][_t465] if _t465 in st.memos[4] else st.memos[4].setdefault(_t465, _a482(st, _t465))))))) and (st.memos[14][_t465] if _t465 in st.memos[14] else st.memos[14].setdefault(_t465, (not _a487(st, _t465)))))) and _a493(st, _t465)))) or ((((('hibernation' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a495(st, _t465))))) and (_st_cvars[924 + _t465] != _st_vars[0])) and (_st_cvars[924 + _t465] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t465] == _st_vars[0]) or (_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a497(st, _t465))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a499(st, _t465))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 75989bc6>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t392 = (list(_chain403(map(st.zones.__getitem__, _k404))) or ())
    st.budget -= len(_t392)
    if st.budget < 0: _spent405(st)
    _t391 = True
    for _t393 in _t392:
        if not (((_st_cvars[924 + _t393] == _st_vars[0]) or ((_st_cvars[504 + _t393] >= (_memo6[_t393] if _t393 in _memo6 else _memo6.setdefault(_t393, (1 + _a407(st, _t393))))) and ((_memo5[_t393] if _t393 in _memo5 else _memo5.setdefault(_t393, _a409(st, _t393))) >= (_memo4[_t393] if _t393 in _memo4 else _memo4.setdefault(_t393, _a411(st, _t393))))))):
            _t391 = False
            break
    if _t391:
        if _st_log is not None: _st_log.append(_Text413(_audience412(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo414(6)
    _t401 = (_k415 or ())
    st.budget -= len(_t401)
    if st.budget < 0: _spent405(st)
    _t400 = False
    for _t402 in _t401:
        if (_memo8[_t402] if _t402 in _memo8 else _memo8.setdefault(_t402, ((((st.memos[3][_t402] if _t402 in st.memos[3] else st.memos[3].setdefault(_t402, ((_st_vars[3] > 0) and _a428(st, _t402)))) or (st.memos[1][_t402] if _t402 in st.memos[1] else st.memos[1].setdefault(_t402, _a465(st, _t402)))) or (st.memos[2][_t402] if _t402 in st.memos[2] else st.memos[2].setdefault(_t402, _a471(st, _t402)))) or _a500(st, _t402)))):
            _t400 = True
            break
    if (not _t400):
        if _st_log is not None: _st_log.append(_Text413(_audience412(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo414(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 3e77b544>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(9 + _owner504[st.loc[_t495]])]:
        if (_st_cvars[84 + _t496] == _t495):
            _t497 += (1 if ((_st_cvars[_t496] == 'carnivorous') or (_st_cvars[_t496] == 'high_body_weight')) else (2 if (_st_cvars[_t496] == 'parasite') else 0))
    return _t497

# <rulerun evolution.rules: feeding_turn_of #191 7450c688>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t499 = 0
    for _t498 in st.zones[(9 + _owner506[st.loc[_t495]])]:
        if (((_st_cvars[84 + _t498] == _t495) and (_st_cvars[_t498] == 'fat_tissue')) and _st_cvars[252 + _t498]):
            _t499 += 1
    return _t499

# <rulerun evolution.rules: feeding_turn_of #192 68aea749>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t501 = 0
    for _t500 in st.zones[(9 + _owner508[st.loc[_t495]])]:
        if ((_st_cvars[84 + _t500] == _t495) and (_st_cvars[_t500] == 'fat_tissue')):
            _t501 += 1
    return _t501

# <rulerun evolution.rules: feeding_turn_of #193 eea9afff>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t509 = 0
    for _t508 in st.zones[(9 + _owner515[st.loc[_t506]])]:
        if (_st_cvars[84 + _t508] == _t506):
            _t509 += (1 if ((_st_cvars[_t508] == 'carnivorous') or (_st_cvars[_t508] == 'high_body_weight')) else (2 if (_st_cvars[_t508] == 'parasite') else 0))
    return _t509

# <rulerun evolution.rules: feeding_turn_of #194 088f7a7b>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t511 = 0
    for _t510 in st.zones[(9 + _owner517[st.loc[_t506]])]:
        if (((_st_cvars[84 + _t510] == _t506) and (_st_cvars[_t510] == 'fat_tissue')) and _st_cvars[252 + _t510]):
            _t511 += 1
    return _t511

# <rulerun evolution.rules: feeding_turn_of #195 6519b84b>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t513 = 0
    for _t512 in st.zones[(9 + _owner519[st.loc[_t506]])]:
        if ((_st_cvars[84 + _t512] == _t506) and (_st_cvars[_t512] == 'fat_tissue')):
            _t513 += 1
    return _t513

# <rulerun evolution.rules: feeding_turn_of #196 85bdf25a>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t518 = 0
    for _t517 in st.zones[(9 + _owner523[st.loc[_st_cvars[84 + _t515]]])]:
        if (_st_cvars[84 + _t517] == _st_cvars[84 + _t515]):
            _t518 += (1 if ((_st_cvars[_t517] == 'carnivorous') or (_st_cvars[_t517] == 'high_body_weight')) else (2 if (_st_cvars[_t517] == 'parasite') else 0))
    return _t518

# <rulerun evolution.rules: feeding_turn_of #197 fcf006f9>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t514 = st.zones[(9 + _owner521[st.loc[_t506]])]
    st.budget -= len(_t514)
    if st.budget < 0: _spent522(st)
    for _t515 in _t514:
        if (((_st_cvars[_t515] == 'symbiosis') and (_st_cvars[168 + _t515] == _t506)) and (not ((_st_cvars[924 + _st_cvars[84 + _t515]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t515]] >= (_memo6[_st_cvars[84 + _t515]] if _st_cvars[84 + _t515] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t515], (1 + _a524(st, _t515)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 3ea38020>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t505 = st.zones[(5 + _t504)]
    st.budget -= len(_t505)
    if st.budget < 0: _spent514(st)
    for _t506 in _t505:
        if ((not ((_st_cvars[924 + _t506] == _st_vars[0]) or ((_st_cvars[504 + _t506] >= (_memo6[_t506] if _t506 in _memo6 else _memo6.setdefault(_t506, (1 + _a516(st, _t506))))) and ((_memo5[_t506] if _t506 in _memo5 else _memo5.setdefault(_t506, _a518(st, _t506))) >= (_memo4[_t506] if _t506 in _memo4 else _memo4.setdefault(_t506, _a520(st, _t506))))))) and (_memo14[_t506] if _t506 in _memo14 else _memo14.setdefault(_t506, (not _a525(st, _t506))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 a3d263db>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t523 = []
    for _t522 in st.zones[(9 + _owner528[st.loc[_t520]])]:
        if (_st_cvars[84 + _t522] == _t520):
            _t523.append(_st_cvars[_t522])
    return _t523

# <rulerun evolution.rules: feeding_turn_of #200 c777de4e>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t525 = 0
    for _t524 in st.zones[(9 + _owner530[st.loc[_t520]])]:
        if (_st_cvars[84 + _t524] == _t520):
            _t525 += (1 if ((_st_cvars[_t524] == 'carnivorous') or (_st_cvars[_t524] == 'high_body_weight')) else (2 if (_st_cvars[_t524] == 'parasite') else 0))
    return _t525

# <rulerun evolution.rules: feeding_turn_of #201 aae42533>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t527 = 0
    for _t526 in st.zones[(9 + _owner532[st.loc[_t520]])]:
        if (((_st_cvars[84 + _t526] == _t520) and (_st_cvars[_t526] == 'fat_tissue')) and _st_cvars[252 + _t526]):
            _t527 += 1
    return _t527

# <rulerun evolution.rules: feeding_turn_of #202 67aaddba>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t529 = 0
    for _t528 in st.zones[(9 + _owner534[st.loc[_t520]])]:
        if ((_st_cvars[84 + _t528] == _t520) and (_st_cvars[_t528] == 'fat_tissue')):
            _t529 += 1
    return _t529

# <rulerun evolution.rules: feeding_turn_of #203 90a9fc50>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _t534 = 0
    for _t533 in st.zones[(9 + _owner538[st.loc[_st_cvars[84 + _t531]]])]:
        if (_st_cvars[84 + _t533] == _st_cvars[84 + _t531]):
            _t534 += (1 if ((_st_cvars[_t533] == 'carnivorous') or (_st_cvars[_t533] == 'high_body_weight')) else (2 if (_st_cvars[_t533] == 'parasite') else 0))
    return _t534

# <rulerun evolution.rules: feeding_turn_of #204 53e6fd31>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t530 = st.zones[(9 + _owner536[st.loc[_t520]])]
    st.budget -= len(_t530)
    if st.budget < 0: _spent537(st)
    for _t531 in _t530:
        if (((_st_cvars[_t531] == 'symbiosis') and (_st_cvars[168 + _t531] == _t520)) and (not ((_st_cvars[924 + _st_cvars[84 + _t531]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t531]] >= (_memo6[_st_cvars[84 + _t531]] if _st_cvars[84 + _t531] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t531], (1 + _a539(st, _t531)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 c098c299>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t539 = []
    for _t538 in st.zones[(9 + _owner544[st.loc[_t536]])]:
        if (_st_cvars[84 + _t538] == _t536):
            _t539.append(_st_cvars[_t538])
    return _t539

# <rulerun evolution.rules: feeding_turn_of #206 81e5ad38>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t541 = []
    for _t540 in st.zones[(9 + _owner546[st.loc[_t520]])]:
        if (_st_cvars[84 + _t540] == _t520):
            _t541.append(_st_cvars[_t540])
    return _t541

# <rulerun evolution.rules: feeding_turn_of #207 00f3c65a>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t544 = []
    for _t543 in st.zones[(9 + _owner548[st.loc[_t536]])]:
        if (_st_cvars[84 + _t543] == _t536):
            _t544.append(_st_cvars[_t543])
    return _t544

# <rulerun evolution.rules: feeding_turn_of #208 55b067a0>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t546 = []
    for _t545 in st.zones[(9 + _owner550[st.loc[_t520]])]:
        if (_st_cvars[84 + _t545] == _t520):
            _t546.append(_st_cvars[_t545])
    return _t546

# <rulerun evolution.rules: feeding_turn_of #209 f091e98f>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t549 = []
    for _t548 in st.zones[(9 + _owner552[st.loc[_t536]])]:
        if (_st_cvars[84 + _t548] == _t536):
            _t549.append(_st_cvars[_t548])
    return _t549

# <rulerun evolution.rules: feeding_turn_of #210 1ef2e0c5>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t551 = []
    for _t550 in st.zones[(9 + _owner554[st.loc[_t520]])]:
        if (_st_cvars[84 + _t550] == _t520):
            _t551.append(_st_cvars[_t550])
    return _t551

# <rulerun evolution.rules: feeding_turn_of #211 5042e70a>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t554 = []
    for _t553 in st.zones[(9 + _owner556[st.loc[_t536]])]:
        if (_st_cvars[84 + _t553] == _t536):
            _t554.append(_st_cvars[_t553])
    return _t554

# <rulerun evolution.rules: feeding_turn_of #212 94b67484>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t556 = 0
    for _t555 in st.zones[(9 + _owner558[st.loc[_t536]])]:
        if (_st_cvars[84 + _t555] == _t536):
            _t556 += (1 if ((_st_cvars[_t555] == 'carnivorous') or (_st_cvars[_t555] == 'high_body_weight')) else (2 if (_st_cvars[_t555] == 'parasite') else 0))
    return _t556

# <rulerun evolution.rules: feeding_turn_of #213 4e0a01a4>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t557 in st.zones[(9 + _owner560[st.loc[_t536]])]:
        if ((_st_cvars[_t557] == 'symbiosis') and (_st_cvars[168 + _t557] == _t536)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 9650241c>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t535 = (list(_chain541(map(st.zones.__getitem__, _k542))) or ())
    st.budget -= len(_t535)
    if st.budget < 0: _spent543(st)
    _t542 = _NOT_YET
    _t547 = _NOT_YET
    _t552 = _NOT_YET
    for _t536 in _t535:
        if ((((((_t520 != _t536) and ((not ('camouflage' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a545(st, _t536)))))) or (_t542 if _t542 is not _NOT_YET else (_t542 := ('sharp_vision' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a547(st, _t520))))))))) and ((not ('high_body_weight' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a549(st, _t536)))))) or (_t547 if _t547 is not _NOT_YET else (_t547 := ('high_body_weight' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a551(st, _t520))))))))) and (('swimming' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a553(st, _t536))))) == (_t552 if _t552 is not _NOT_YET else (_t552 := ('swimming' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a555(st, _t520))))))))) and (not (('burrowing' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a557(st, _t536))))) and ((_st_cvars[924 + _t536] == _st_vars[0]) or (_st_cvars[504 + _t536] >= (_memo6[_t536] if _t536 in _memo6 else _memo6.setdefault(_t536, (1 + _a559(st, _t536))))))))) and (not (_memo13[_t536] if _t536 in _memo13 else _memo13.setdefault(_t536, _a561(st, _t536))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 1dea68d7>
def _loop(st, _t504):
    _memo0 = st.memos[0]
    _t519 = st.zones[(5 + _t504)]
    st.budget -= len(_t519)
    if st.budget < 0: _spent527(st)
    for _t520 in _t519:
        if (_memo0[_t520] if _t520 in _memo0 else _memo0.setdefault(_t520, (((('carnivorous' in (st.memos[15][_t520] if _t520 in st.memos[15] else st.memos[15].setdefault(_t520, frozenset(_a529(st, _t520))))) and (st.cvars[672 + _t520] != st.vars[0])) and ((not ((st.cvars[924 + _t520] == st.vars[0]) or ((st.cvars[504 + _t520] >= (st.memos[6][_t520] if _t520 in st.memos[6] else st.memos[6].setdefault(_t520, (1 + _a531(st, _t520))))) and ((st.memos[5][_t520] if _t520 in st.memos[5] else st.memos[5].setdefault(_t520, _a533(st, _t520))) >= (st.memos[4][_t520] if _t520 in st.memos[4] else st.memos[4].setdefault(_t520, _a535(st, _t520))))))) and (st.memos[14][_t520] if _t520 in st.memos[14] else st.memos[14].setdefault(_t520, (not _a540(st, _t520)))))) and _a562(st, _t520)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 8b231dab>
def _loop(st, _t560):
    _st_cvars = st.cvars
    _t563 = 0
    for _t562 in st.zones[(9 + _owner565[st.loc[_t560]])]:
        if (_st_cvars[84 + _t562] == _t560):
            _t563 += (1 if ((_st_cvars[_t562] == 'carnivorous') or (_st_cvars[_t562] == 'high_body_weight')) else (2 if (_st_cvars[_t562] == 'parasite') else 0))
    return _t563

# <rulerun evolution.rules: feeding_turn_of #217 9849e9e9>
def _loop(st, _t560):
    _st_cvars = st.cvars
    _t565 = 0
    for _t564 in st.zones[(9 + _owner567[st.loc[_t560]])]:
        if (((_st_cvars[84 + _t564] == _t560) and (_st_cvars[_t564] == 'fat_tissue')) and _st_cvars[252 + _t564]):
            _t565 += 1
    return _t565

# <rulerun evolution.rules: feeding_turn_of #218 1768722b>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t559 = st.zones[(5 + _t504)]
    st.budget -= len(_t559)
    if st.budget < 0: _spent564(st)
    for _t560 in _t559:
        if ((not ((_st_cvars[924 + _t560] == _st_vars[0]) or (_st_cvars[504 + _t560] >= (_memo6[_t560] if _t560 in _memo6 else _memo6.setdefault(_t560, (1 + _a566(st, _t560))))))) and ((_memo5[_t560] if _t560 in _memo5 else _memo5.setdefault(_t560, _a568(st, _t560))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 4af287a3>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t570 = []
    for _t569 in st.zones[(9 + _owner571[st.loc[_t567]])]:
        if (_st_cvars[84 + _t569] == _t567):
            _t570.append(_st_cvars[_t569])
    return _t570

# <rulerun evolution.rules: feeding_turn_of #220 18f05f6a>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t572 = 0
    for _t571 in st.zones[(9 + _owner573[st.loc[_t567]])]:
        if (_st_cvars[84 + _t571] == _t567):
            _t572 += (1 if ((_st_cvars[_t571] == 'carnivorous') or (_st_cvars[_t571] == 'high_body_weight')) else (2 if (_st_cvars[_t571] == 'parasite') else 0))
    return _t572

# <rulerun evolution.rules: feeding_turn_of #221 14e815bd>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t574 = 0
    for _t573 in st.zones[(9 + _owner575[st.loc[_t567]])]:
        if (_st_cvars[84 + _t573] == _t567):
            _t574 += (1 if ((_st_cvars[_t573] == 'carnivorous') or (_st_cvars[_t573] == 'high_body_weight')) else (2 if (_st_cvars[_t573] == 'parasite') else 0))
    return _t574

# <rulerun evolution.rules: feeding_turn_of #222 84440545>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t576 = 0
    for _t575 in st.zones[(9 + _owner577[st.loc[_t567]])]:
        if (((_st_cvars[84 + _t575] == _t567) and (_st_cvars[_t575] == 'fat_tissue')) and _st_cvars[252 + _t575]):
            _t576 += 1
    return _t576

# <rulerun evolution.rules: feeding_turn_of #223 7e3d8bd8>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t578 = 0
    for _t577 in st.zones[(9 + _owner579[st.loc[_t567]])]:
        if ((_st_cvars[84 + _t577] == _t567) and (_st_cvars[_t577] == 'fat_tissue')):
            _t578 += 1
    return _t578

# <rulerun evolution.rules: feeding_turn_of #224 649d76a6>
def _loop(st, _t580):
    _st_cvars = st.cvars
    _t583 = 0
    for _t582 in st.zones[(9 + _owner583[st.loc[_st_cvars[84 + _t580]]])]:
        if (_st_cvars[84 + _t582] == _st_cvars[84 + _t580]):
            _t583 += (1 if ((_st_cvars[_t582] == 'carnivorous') or (_st_cvars[_t582] == 'high_body_weight')) else (2 if (_st_cvars[_t582] == 'parasite') else 0))
    return _t583

# <rulerun evolution.rules: feeding_turn_of #225 2ffc7ea7>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t579 = st.zones[(9 + _owner581[st.loc[_t567]])]
    st.budget -= len(_t579)
    if st.budget < 0: _spent582(st)
    for _t580 in _t579:
        if (((_st_cvars[_t580] == 'symbiosis') and (_st_cvars[168 + _t580] == _t567)) and (not ((_st_cvars[924 + _st_cvars[84 + _t580]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t580]] >= (_memo6[_st_cvars[84 + _t580]] if _st_cvars[84 + _t580] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t580], (1 + _a584(st, _t580)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 ba733cbd>
def _loop(st, _t585):
    _st_cvars = st.cvars
    _t588 = 0
    for _t587 in st.zones[(9 + _owner589[st.loc[_t585]])]:
        if (_st_cvars[84 + _t587] == _t585):
            _t588 += (1 if ((_st_cvars[_t587] == 'carnivorous') or (_st_cvars[_t587] == 'high_body_weight')) else (2 if (_st_cvars[_t587] == 'parasite') else 0))
    return _t588

# <rulerun evolution.rules: feeding_turn_of #227 5230eb87>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t584 = (list(_chain586(map(st.zones.__getitem__, _k587))) or ())
    st.budget -= len(_t584)
    if st.budget < 0: _spent588(st)
    for _t585 in _t584:
        if ((_t585 != _t567) and ((not ((_st_cvars[924 + _t585] == _st_vars[0]) or (_st_cvars[504 + _t585] >= (_memo6[_t585] if _t585 in _memo6 else _memo6.setdefault(_t585, (1 + _a590(st, _t585))))))) and (_st_cvars[504 + _t585] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 6de50db3>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t590 = []
    for _t589 in st.zones[(9 + _owner592[st.loc[_t567]])]:
        if (_st_cvars[84 + _t589] == _t567):
            _t590.append(_st_cvars[_t589])
    return _t590

# <rulerun evolution.rules: feeding_turn_of #229 a5cfdd11>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t592 = 0
    for _t591 in st.zones[(9 + _owner594[st.loc[_t567]])]:
        if (_st_cvars[84 + _t591] == _t567):
            _t592 += (1 if ((_st_cvars[_t591] == 'carnivorous') or (_st_cvars[_t591] == 'high_body_weight')) else (2 if (_st_cvars[_t591] == 'parasite') else 0))
    return _t592

# <rulerun evolution.rules: feeding_turn_of #230 cd97d07f>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t594 = []
    for _t593 in st.zones[(9 + _owner596[st.loc[_t567]])]:
        if (_st_cvars[84 + _t593] == _t567):
            _t594.append(_st_cvars[_t593])
    return _t594

# <rulerun evolution.rules: feeding_turn_of #231 74249f31>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t566 = st.zones[(5 + _t504)]
    st.budget -= len(_t566)
    if st.budget < 0: _spent570(st)
    for _t567 in _t566:
        if (((_memo10[_t567] if _t567 in _memo10 else _memo10.setdefault(_t567, ((((('piracy' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a572(st, _t567))))) and (_st_cvars[756 + _t567] != _st_vars[0])) and (not ((_st_cvars[924 + _t567] == _st_vars[0]) or (_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a574(st, _t567)))))))) and ((not ((_st_cvars[924 + _t567] == _st_vars[0]) or ((_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a576(st, _t567))))) and ((st.memos[5][_t567] if _t567 in st.memos[5] else st.memos[5].setdefault(_t567, _a578(st, _t567))) >= (st.memos[4][_t567] if _t567 in st.memos[4] else st.memos[4].setdefault(_t567, _a580(st, _t567))))))) and (st.memos[14][_t567] if _t567 in st.memos[14] else st.memos[14].setdefault(_t567, (not _a585(st, _t567)))))) and _a591(st, _t567)))) or ((((('hibernation' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a593(st, _t567))))) and (_st_cvars[924 + _t567] != _st_vars[0])) and (_st_cvars[924 + _t567] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t567] == _st_vars[0]) or (_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a595(st, _t567))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a597(st, _t567))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 c6679d66>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t599 = 0
    for _t598 in st.zones[(9 + _owner600[st.loc[_t596]])]:
        if (_st_cvars[84 + _t598] == _t596):
            _t599 += (1 if ((_st_cvars[_t598] == 'carnivorous') or (_st_cvars[_t598] == 'high_body_weight')) else (2 if (_st_cvars[_t598] == 'parasite') else 0))
    return _t599

# <rulerun evolution.rules: feeding_turn_of #233 8f3afb56>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t601 = 0
    for _t600 in st.zones[(9 + _owner602[st.loc[_t596]])]:
        if (((_st_cvars[84 + _t600] == _t596) and (_st_cvars[_t600] == 'fat_tissue')) and _st_cvars[252 + _t600]):
            _t601 += 1
    return _t601

# <rulerun evolution.rules: feeding_turn_of #234 5beba876>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t603 = 0
    for _t602 in st.zones[(9 + _owner604[st.loc[_t596]])]:
        if ((_st_cvars[84 + _t602] == _t596) and (_st_cvars[_t602] == 'fat_tissue')):
            _t603 += 1
    return _t603

# <rulerun evolution.rules: feeding_turn_of #235 a41521e6>
def _loop(st, _t605):
    _st_cvars = st.cvars
    _t608 = 0
    for _t607 in st.zones[(9 + _owner608[st.loc[_st_cvars[84 + _t605]]])]:
        if (_st_cvars[84 + _t607] == _st_cvars[84 + _t605]):
            _t608 += (1 if ((_st_cvars[_t607] == 'carnivorous') or (_st_cvars[_t607] == 'high_body_weight')) else (2 if (_st_cvars[_t607] == 'parasite') else 0))
    return _t608

# <rulerun evolution.rules: feeding_turn_of #236 d1fcf43a>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t604 = st.zones[(9 + _owner606[st.loc[_t596]])]
    st.budget -= len(_t604)
    if st.budget < 0: _spent607(st)
    for _t605 in _t604:
        if (((_st_cvars[_t605] == 'symbiosis') and (_st_cvars[168 + _t605] == _t596)) and (not ((_st_cvars[924 + _st_cvars[84 + _t605]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t605]] >= (_memo6[_st_cvars[84 + _t605]] if _st_cvars[84 + _t605] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t605], (1 + _a609(st, _t605)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 028c04e1>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t595 = st.zones[(5 + L[0])]
    st.budget -= len(_t595)
    if st.budget < 0: _spent599(st)
    for _t596 in _t595:
        if ((not ((_st_cvars[924 + _t596] == _st_vars[0]) or ((_st_cvars[504 + _t596] >= (_memo6[_t596] if _t596 in _memo6 else _memo6.setdefault(_t596, (1 + _a601(st, _t596))))) and ((_memo5[_t596] if _t596 in _memo5 else _memo5.setdefault(_t596, _a603(st, _t596))) >= (_memo4[_t596] if _t596 in _memo4 else _memo4.setdefault(_t596, _a605(st, _t596))))))) and (_memo14[_t596] if _t596 in _memo14 else _memo14.setdefault(_t596, (not _a610(st, _t596))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 9fa8eb9f>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t613 = []
    for _t612 in st.zones[(9 + _owner614[st.loc[_t610]])]:
        if (_st_cvars[84 + _t612] == _t610):
            _t613.append(_st_cvars[_t612])
    return _t613

# <rulerun evolution.rules: feeding_turn_of #239 e5746fc4>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t615 = 0
    for _t614 in st.zones[(9 + _owner616[st.loc[_t610]])]:
        if (_st_cvars[84 + _t614] == _t610):
            _t615 += (1 if ((_st_cvars[_t614] == 'carnivorous') or (_st_cvars[_t614] == 'high_body_weight')) else (2 if (_st_cvars[_t614] == 'parasite') else 0))
    return _t615

# <rulerun evolution.rules: feeding_turn_of #240 1e98c291>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t617 = 0
    for _t616 in st.zones[(9 + _owner618[st.loc[_t610]])]:
        if (((_st_cvars[84 + _t616] == _t610) and (_st_cvars[_t616] == 'fat_tissue')) and _st_cvars[252 + _t616]):
            _t617 += 1
    return _t617

# <rulerun evolution.rules: feeding_turn_of #241 8cd2345d>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t619 = 0
    for _t618 in st.zones[(9 + _owner620[st.loc[_t610]])]:
        if ((_st_cvars[84 + _t618] == _t610) and (_st_cvars[_t618] == 'fat_tissue')):
            _t619 += 1
    return _t619

# <rulerun evolution.rules: feeding_turn_of #242 63fcd286>
def _loop(st, _t621):
    _st_cvars = st.cvars
    _t624 = 0
    for _t623 in st.zones[(9 + _owner624[st.loc[_st_cvars[84 + _t621]]])]:
        if (_st_cvars[84 + _t623] == _st_cvars[84 + _t621]):
            _t624 += (1 if ((_st_cvars[_t623] == 'carnivorous') or (_st_cvars[_t623] == 'high_body_weight')) else (2 if (_st_cvars[_t623] == 'parasite') else 0))
    return _t624

# <rulerun evolution.rules: feeding_turn_of #243 b67640b4>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t620 = st.zones[(9 + _owner622[st.loc[_t610]])]
    st.budget -= len(_t620)
    if st.budget < 0: _spent623(st)
    for _t621 in _t620:
        if (((_st_cvars[_t621] == 'symbiosis') and (_st_cvars[168 + _t621] == _t610)) and (not ((_st_cvars[924 + _st_cvars[84 + _t621]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t621]] >= (_memo6[_st_cvars[84 + _t621]] if _st_cvars[84 + _t621] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t621], (1 + _a625(st, _t621)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 18fe84bc>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t629 = []
    for _t628 in st.zones[(9 + _owner630[st.loc[_t626]])]:
        if (_st_cvars[84 + _t628] == _t626):
            _t629.append(_st_cvars[_t628])
    return _t629

# <rulerun evolution.rules: feeding_turn_of #245 1efd6ea8>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t631 = []
    for _t630 in st.zones[(9 + _owner632[st.loc[_t610]])]:
        if (_st_cvars[84 + _t630] == _t610):
            _t631.append(_st_cvars[_t630])
    return _t631

# <rulerun evolution.rules: feeding_turn_of #246 3359f78c>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t634 = []
    for _t633 in st.zones[(9 + _owner634[st.loc[_t626]])]:
        if (_st_cvars[84 + _t633] == _t626):
            _t634.append(_st_cvars[_t633])
    return _t634

# <rulerun evolution.rules: feeding_turn_of #247 2b18db37>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t636 = []
    for _t635 in st.zones[(9 + _owner636[st.loc[_t610]])]:
        if (_st_cvars[84 + _t635] == _t610):
            _t636.append(_st_cvars[_t635])
    return _t636

# <rulerun evolution.rules: feeding_turn_of #248 392a4052>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t639 = []
    for _t638 in st.zones[(9 + _owner638[st.loc[_t626]])]:
        if (_st_cvars[84 + _t638] == _t626):
            _t639.append(_st_cvars[_t638])
    return _t639

# <rulerun evolution.rules: feeding_turn_of #249 85832b0f>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t641 = []
    for _t640 in st.zones[(9 + _owner640[st.loc[_t610]])]:
        if (_st_cvars[84 + _t640] == _t610):
            _t641.append(_st_cvars[_t640])
    return _t641

# <rulerun evolution.rules: feeding_turn_of #250 87a3c44f>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t644 = []
    for _t643 in st.zones[(9 + _owner642[st.loc[_t626]])]:
        if (_st_cvars[84 + _t643] == _t626):
            _t644.append(_st_cvars[_t643])
    return _t644

# <rulerun evolution.rules: feeding_turn_of #251 5e43d596>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + _owner644[st.loc[_t626]])]:
        if (_st_cvars[84 + _t645] == _t626):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: feeding_turn_of #252 5ee24ded>
def _loop(st, _t626):
    _st_cvars = st.cvars
    for _t647 in st.zones[(9 + _owner646[st.loc[_t626]])]:
        if ((_st_cvars[_t647] == 'symbiosis') and (_st_cvars[168 + _t647] == _t626)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 673ad322>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t625 = (list(_chain627(map(st.zones.__getitem__, _k628))) or ())
    st.budget -= len(_t625)
    if st.budget < 0: _spent629(st)
    _t632 = _NOT_YET
    _t637 = _NOT_YET
    _t642 = _NOT_YET
    for _t626 in _t625:
        if ((((((_t610 != _t626) and ((not ('camouflage' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a631(st, _t626)))))) or (_t632 if _t632 is not _NOT_YET else (_t632 := ('sharp_vision' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a633(st, _t610))))))))) and ((not ('high_body_weight' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a635(st, _t626)))))) or (_t637 if _t637 is not _NOT_YET else (_t637 := ('high_body_weight' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a637(st, _t610))))))))) and (('swimming' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a639(st, _t626))))) == (_t642 if _t642 is not _NOT_YET else (_t642 := ('swimming' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a641(st, _t610))))))))) and (not (('burrowing' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a643(st, _t626))))) and ((_st_cvars[924 + _t626] == _st_vars[0]) or (_st_cvars[504 + _t626] >= (_memo6[_t626] if _t626 in _memo6 else _memo6.setdefault(_t626, (1 + _a645(st, _t626))))))))) and (not (_memo13[_t626] if _t626 in _memo13 else _memo13.setdefault(_t626, _a647(st, _t626))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 dc0dc356>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t609 = st.zones[(5 + L[0])]
    st.budget -= len(_t609)
    if st.budget < 0: _spent613(st)
    for _t610 in _t609:
        if (_memo0[_t610] if _t610 in _memo0 else _memo0.setdefault(_t610, (((('carnivorous' in (st.memos[15][_t610] if _t610 in st.memos[15] else st.memos[15].setdefault(_t610, frozenset(_a615(st, _t610))))) and (st.cvars[672 + _t610] != st.vars[0])) and ((not ((st.cvars[924 + _t610] == st.vars[0]) or ((st.cvars[504 + _t610] >= (st.memos[6][_t610] if _t610 in st.memos[6] else st.memos[6].setdefault(_t610, (1 + _a617(st, _t610))))) and ((st.memos[5][_t610] if _t610 in st.memos[5] else st.memos[5].setdefault(_t610, _a619(st, _t610))) >= (st.memos[4][_t610] if _t610 in st.memos[4] else st.memos[4].setdefault(_t610, _a621(st, _t610))))))) and (st.memos[14][_t610] if _t610 in st.memos[14] else st.memos[14].setdefault(_t610, (not _a626(st, _t610)))))) and _a648(st, _t610)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 2d7d0753>
def _loop(st, _t650):
    _st_cvars = st.cvars
    _t653 = 0
    for _t652 in st.zones[(9 + _owner651[st.loc[_t650]])]:
        if (_st_cvars[84 + _t652] == _t650):
            _t653 += (1 if ((_st_cvars[_t652] == 'carnivorous') or (_st_cvars[_t652] == 'high_body_weight')) else (2 if (_st_cvars[_t652] == 'parasite') else 0))
    return _t653

# <rulerun evolution.rules: feeding_turn_of #256 4ca04b2e>
def _loop(st, _t650):
    _st_cvars = st.cvars
    _t655 = 0
    for _t654 in st.zones[(9 + _owner653[st.loc[_t650]])]:
        if (((_st_cvars[84 + _t654] == _t650) and (_st_cvars[_t654] == 'fat_tissue')) and _st_cvars[252 + _t654]):
            _t655 += 1
    return _t655

# <rulerun evolution.rules: feeding_turn_of #257 f15bcc6e>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t649 = st.zones[(5 + L[0])]
    st.budget -= len(_t649)
    if st.budget < 0: _spent650(st)
    for _t650 in _t649:
        if ((not ((_st_cvars[924 + _t650] == _st_vars[0]) or (_st_cvars[504 + _t650] >= (_memo6[_t650] if _t650 in _memo6 else _memo6.setdefault(_t650, (1 + _a652(st, _t650))))))) and ((_memo5[_t650] if _t650 in _memo5 else _memo5.setdefault(_t650, _a654(st, _t650))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 60b871b2>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t660 = []
    for _t659 in st.zones[(9 + _owner656[st.loc[_t658]])]:
        if (_st_cvars[84 + _t659] == _t658):
            _t660.append(_st_cvars[_t659])
    return _t660

# <rulerun evolution.rules: feeding_turn_of #259 f551d35b>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t662 = 0
    for _t661 in st.zones[(9 + _owner658[st.loc[_t658]])]:
        if (_st_cvars[84 + _t661] == _t658):
            _t662 += (1 if ((_st_cvars[_t661] == 'carnivorous') or (_st_cvars[_t661] == 'high_body_weight')) else (2 if (_st_cvars[_t661] == 'parasite') else 0))
    return _t662

# <rulerun evolution.rules: feeding_turn_of #260 db176eae>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t664 = 0
    for _t663 in st.zones[(9 + _owner660[st.loc[_t658]])]:
        if (_st_cvars[84 + _t663] == _t658):
            _t664 += (1 if ((_st_cvars[_t663] == 'carnivorous') or (_st_cvars[_t663] == 'high_body_weight')) else (2 if (_st_cvars[_t663] == 'parasite') else 0))
    return _t664

# <rulerun evolution.rules: feeding_turn_of #261 fdec50e2>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t666 = 0
    for _t665 in st.zones[(9 + _owner662[st.loc[_t658]])]:
        if (((_st_cvars[84 + _t665] == _t658) and (_st_cvars[_t665] == 'fat_tissue')) and _st_cvars[252 + _t665]):
            _t666 += 1
    return _t666

# <rulerun evolution.rules: feeding_turn_of #262 7c929a13>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t668 = 0
    for _t667 in st.zones[(9 + _owner664[st.loc[_t658]])]:
        if ((_st_cvars[84 + _t667] == _t658) and (_st_cvars[_t667] == 'fat_tissue')):
            _t668 += 1
    return _t668

# <rulerun evolution.rules: feeding_turn_of #263 341e4a24>
def _loop(st, _t670):
    _st_cvars = st.cvars
    _t673 = 0
    for _t672 in st.zones[(9 + _owner668[st.loc[_st_cvars[84 + _t670]]])]:
        if (_st_cvars[84 + _t672] == _st_cvars[84 + _t670]):
            _t673 += (1 if ((_st_cvars[_t672] == 'carnivorous') or (_st_cvars[_t672] == 'high_body_weight')) else (2 if (_st_cvars[_t672] == 'parasite') else 0))
    return _t673

# <rulerun evolution.rules: feeding_turn_of #264 6856f32d>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t669 = st.zones[(9 + _owner666[st.loc[_t658]])]
    st.budget -= len(_t669)
    if st.budget < 0: _spent667(st)
    for _t670 in _t669:
        if (((_st_cvars[_t670] == 'symbiosis') and (_st_cvars[168 + _t670] == _t658)) and (not ((_st_cvars[924 + _st_cvars[84 + _t670]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t670]] >= (_memo6[_st_cvars[84 + _t670]] if _st_cvars[84 + _t670] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t670], (1 + _a669(st, _t670)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 6a96f9ed>
def _loop(st, _t675):
    _st_cvars = st.cvars
    _t678 = 0
    for _t677 in st.zones[(9 + _owner674[st.loc[_t675]])]:
        if (_st_cvars[84 + _t677] == _t675):
            _t678 += (1 if ((_st_cvars[_t677] == 'carnivorous') or (_st_cvars[_t677] == 'high_body_weight')) else (2 if (_st_cvars[_t677] == 'parasite') else 0))
    return _t678

# <rulerun evolution.rules: feeding_turn_of #266 51c8d873>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t674 = (list(_chain671(map(st.zones.__getitem__, _k672))) or ())
    st.budget -= len(_t674)
    if st.budget < 0: _spent673(st)
    for _t675 in _t674:
        if ((_t675 != _t658) and ((not ((_st_cvars[924 + _t675] == _st_vars[0]) or (_st_cvars[504 + _t675] >= (_memo6[_t675] if _t675 in _memo6 else _memo6.setdefault(_t675, (1 + _a675(st, _t675))))))) and (_st_cvars[504 + _t675] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 5167329a>
def _loop(st, _t681):
    _st_cvars = st.cvars
    _t683 = []
    for _t682 in st.zones[(9 + _owner677[st.loc[_t681]])]:
        if (_st_cvars[84 + _t682] == _t681):
            _t683.append(_st_cvars[_t682])
    return _t683

# <rulerun evolution.rules: feeding_turn_of #268 71bd299b>
def _loop(st, _t686):
    _st_cvars = st.cvars
    _t688 = []
    for _t687 in st.zones[(9 + _owner679[st.loc[_t686]])]:
        if (_st_cvars[84 + _t687] == _t686):
            _t688.append(_st_cvars[_t687])
    return _t688

# <rulerun evolution.rules: feeding_turn_of #269 40cc433c>
def _loop(st, _t686):
    _st_cvars = st.cvars
    _t690 = 0
    for _t689 in st.zones[(9 + _owner681[st.loc[_t686]])]:
        if (_st_cvars[84 + _t689] == _t686):
            _t690 += (1 if ((_st_cvars[_t689] == 'carnivorous') or (_st_cvars[_t689] == 'high_body_weight')) else (2 if (_st_cvars[_t689] == 'parasite') else 0))
    return _t690

# <rulerun evolution.rules: feeding_turn_of #270 af0dcd57>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t695 = 0
    for _t694 in st.zones[(9 + _owner684[st.loc[_t692]])]:
        if (_st_cvars[84 + _t694] == _t692):
            _t695 += (1 if ((_st_cvars[_t694] == 'carnivorous') or (_st_cvars[_t694] == 'high_body_weight')) else (2 if (_st_cvars[_t694] == 'parasite') else 0))
    return _t695

# <rulerun evolution.rules: feeding_turn_of #271 6ae51ac2>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t697 = 0
    for _t696 in st.zones[(9 + _owner686[st.loc[_t692]])]:
        if (((_st_cvars[84 + _t696] == _t692) and (_st_cvars[_t696] == 'fat_tissue')) and _st_cvars[252 + _t696]):
            _t697 += 1
    return _t697

# <rulerun evolution.rules: feeding_turn_of #272 feddd298>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t699 = 0
    for _t698 in st.zones[(9 + _owner688[st.loc[_t692]])]:
        if ((_st_cvars[84 + _t698] == _t692) and (_st_cvars[_t698] == 'fat_tissue')):
            _t699 += 1
    return _t699

# <rulerun evolution.rules: feeding_turn_of #273 10a9abf9>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t704 = 0
    for _t703 in st.zones[(9 + _owner692[st.loc[_st_cvars[84 + _t701]]])]:
        if (_st_cvars[84 + _t703] == _st_cvars[84 + _t701]):
            _t704 += (1 if ((_st_cvars[_t703] == 'carnivorous') or (_st_cvars[_t703] == 'high_body_weight')) else (2 if (_st_cvars[_t703] == 'parasite') else 0))
    return _t704

# <rulerun evolution.rules: feeding_turn_of #274 cadb2d1f>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t700 = st.zones[(9 + _owner690[st.loc[_t692]])]
    st.budget -= len(_t700)
    if st.budget < 0: _spent691(st)
    for _t701 in _t700:
        if (((_st_cvars[_t701] == 'symbiosis') and (_st_cvars[168 + _t701] == _t692)) and (not ((_st_cvars[924 + _st_cvars[84 + _t701]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t701]] >= (_memo6[_st_cvars[84 + _t701]] if _st_cvars[84 + _t701] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t701], (1 + _a693(st, _t701)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 fb770ae4>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t691 = st.zones[(5 + L[0])]
    st.budget -= len(_t691)
    if st.budget < 0: _spent683(st)
    for _t692 in _t691:
        if ((not ((_st_cvars[924 + _t692] == _st_vars[0]) or ((_st_cvars[504 + _t692] >= (_memo6[_t692] if _t692 in _memo6 else _memo6.setdefault(_t692, (1 + _a685(st, _t692))))) and ((_memo5[_t692] if _t692 in _memo5 else _memo5.setdefault(_t692, _a687(st, _t692))) >= (_memo4[_t692] if _t692 in _memo4 else _memo4.setdefault(_t692, _a689(st, _t692))))))) and (_memo14[_t692] if _t692 in _memo14 else _memo14.setdefault(_t692, (not _a694(st, _t692))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 d770e169>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _, _memo15, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t494 = (list(_chain501(map(_st_zones.__getitem__, _k502))) or ())
    st.budget -= len(_t494)
    if st.budget < 0: _spent503(st)
    _t493 = True
    for _t495 in _t494:
        if not (((_st_cvars[924 + _t495] == _st_vars[0]) or ((_st_cvars[504 + _t495] >= (_memo6[_t495] if _t495 in _memo6 else _memo6.setdefault(_t495, (1 + _a505(st, _t495))))) and ((_memo5[_t495] if _t495 in _memo5 else _memo5.setdefault(_t495, _a507(st, _t495))) >= (_memo4[_t495] if _t495 in _memo4 else _memo4.setdefault(_t495, _a509(st, _t495))))))):
            _t493 = False
            break
    if _t493:
        if _st_log is not None: _st_log.append(_Text511(_audience510(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo512(6)
    _t503 = (_k513 or ())
    st.budget -= len(_t503)
    if st.budget < 0: _spent503(st)
    _t502 = False
    for _t504 in _t503:
        if (_memo8[_t504] if _t504 in _memo8 else _memo8.setdefault(_t504, ((((_memo3[_t504] if _t504 in _memo3 else _memo3.setdefault(_t504, ((_st_vars[3] > 0) and _a526(st, _t504)))) or (_memo1[_t504] if _t504 in _memo1 else _memo1.setdefault(_t504, _a563(st, _t504)))) or (_memo2[_t504] if _t504 in _memo2 else _memo2.setdefault(_t504, _a569(st, _t504)))) or _a598(st, _t504)))):
            _t502 = True
            break
    if (not _t502):
        if _st_log is not None: _st_log.append(_Text511(_audience510(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo512(6)
    L[2] = []
    if ((not _l1) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a611(st, L))))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    if ((not _l1) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a649(st, L)))):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    if ((not _l1) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a655(st, L)))):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    _t657 = _st_zones[(5 + _l0)]
    st.budget -= len(_t657)
    if st.budget < 0: _spent503(st)
    _t656 = False
    for _t658 in _t657:
        if (_memo10[_t658] if _t658 in _memo10 else _memo10.setdefault(_t658, ((((('piracy' in (_memo15[_t658] if _t658 in _memo15 else _memo15.setdefault(_t658, frozenset(_a657(st, _t658))))) and (_st_cvars[756 + _t658] != _st_vars[0])) and (not ((_st_cvars[924 + _t658] == _st_vars[0]) or (_st_cvars[504 + _t658] >= (_memo6[_t658] if _t658 in _memo6 else _memo6.setdefault(_t658, (1 + _a659(st, _t658)))))))) and ((not ((_st_cvars[924 + _t658] == _st_vars[0]) or ((_st_cvars[504 + _t658] >= (_memo6[_t658] if _t658 in _memo6 else _memo6.setdefault(_t658, (1 + _a661(st, _t658))))) and ((_memo5[_t658] if _t658 in _memo5 else _memo5.setdefault(_t658, _a663(st, _t658))) >= (_memo4[_t658] if _t658 in _memo4 else _memo4.setdefault(_t658, _a665(st, _t658))))))) and (st.memos[14][_t658] if _t658 in st.memos[14] else st.memos[14].setdefault(_t658, (not _a670(st, _t658)))))) and _a676(st, _t658)))):
            _t656 = True
            break
    if _t656:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    _t680 = _st_zones[(5 + _l0)]
    st.budget -= len(_t680)
    if st.budget < 0: _spent503(st)
    _t679 = False
    for _t681 in _t680:
        if ((('grazing' in (_memo15[_t681] if _t681 in _memo15 else _memo15.setdefault(_t681, frozenset(_a678(st, _t681))))) and (_st_cvars[840 + _t681] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t679 = True
            break
    if _t679:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    _t685 = _st_zones[(5 + _l0)]
    st.budget -= len(_t685)
    if st.budget < 0: _spent503(st)
    _t684 = False
    for _t686 in _t685:
        if ((((('hibernation' in (_memo15[_t686] if _t686 in _memo15 else _memo15.setdefault(_t686, frozenset(_a680(st, _t686))))) and (_st_cvars[924 + _t686] != _st_vars[0])) and (_st_cvars[924 + _t686] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t686] == _st_vars[0]) or (_st_cvars[504 + _t686] >= (_memo6[_t686] if _t686 in _memo6 else _memo6.setdefault(_t686, (1 + _a682(st, _t686)))))))):
            _t684 = True
            break
    if _t684:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long612(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a695(st, L)))))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long612(L[2])

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

# <rulerun evolution.rules: take_food #295 93a95f8d>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t705 if -1000000000000000000 <= (_t705 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond696(_t705))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text700(_audience697(st), [_PlayerRef698(L[0]), "'s animal ", _plain699(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain699(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 e8ec9138>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + _owner702[st.loc[_t708]])]:
        if (_st_cvars[84 + _t709] == _t708):
            _t710 += (1 if ((_st_cvars[_t709] == 'carnivorous') or (_st_cvars[_t709] == 'high_body_weight')) else (2 if (_st_cvars[_t709] == 'parasite') else 0))
    return _t710

# <rulerun evolution.rules: take_food #297 cad13641>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + _owner704[st.loc[_t708]])]:
        if (((_st_cvars[84 + _t711] == _t708) and (_st_cvars[_t711] == 'fat_tissue')) and _st_cvars[252 + _t711]):
            _t712 += 1
    return _t712

# <rulerun evolution.rules: take_food #298 dc322456>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t714 = 0
    for _t713 in st.zones[(9 + _owner706[st.loc[_t708]])]:
        if ((_st_cvars[84 + _t713] == _t708) and (_st_cvars[_t713] == 'fat_tissue')):
            _t714 += 1
    return _t714

# <rulerun evolution.rules: take_food #299 56382bc2>
def _loop(st, _t716):
    _st_cvars = st.cvars
    _t719 = 0
    for _t718 in st.zones[(9 + _owner710[st.loc[_st_cvars[84 + _t716]]])]:
        if (_st_cvars[84 + _t718] == _st_cvars[84 + _t716]):
            _t719 += (1 if ((_st_cvars[_t718] == 'carnivorous') or (_st_cvars[_t718] == 'high_body_weight')) else (2 if (_st_cvars[_t718] == 'parasite') else 0))
    return _t719

# <rulerun evolution.rules: take_food #300 5b6fedd9>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t715 = st.zones[(9 + _owner708[st.loc[_t708]])]
    st.budget -= len(_t715)
    if st.budget < 0: _spent709(st)
    for _t716 in _t715:
        if (((_st_cvars[_t716] == 'symbiosis') and (_st_cvars[168 + _t716] == _t708)) and (not ((_st_cvars[924 + _st_cvars[84 + _t716]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t716]] >= (1 + _a711(st, _t716)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 320e658e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t707 = st.zones[(5 + L[0])]
    st.budget -= len(_t707)
    if st.budget < 0: _spent701(st)
    _t706 = []
    for _t708 in _t707:
        if ((not ((_st_cvars[924 + _t708] == _st_vars[0]) or ((_st_cvars[504 + _t708] >= (1 + _a703(st, _t708))) and (_a705(st, _t708) >= _a707(st, _t708))))) and (not _a712(st, _t708))):
            _t706.append(_t708)
    return _t706

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 551d0588>
def _loop(st, L):
    _st_cvars = st.cvars
    _t721 = []
    for _t720 in st.zones[(9 + _owner717[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t720] == L[1]) or (_st_cvars[168 + _t720] == L[1])):
            _t721.append(_st_cvars[_t720])
    return _t721

# <rulerun evolution.rules: take_food #304 f19317c4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t723 = []
    for _t722 in st.zones[(9 + _owner719[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t722] == L[1]) or (_st_cvars[168 + _t722] == L[1])):
            _t723.append(_t722)
    return _t723

# <rulerun evolution.rules: take_food #305 788cdbf6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t725 = 0
    for _t724 in st.zones[(9 + _owner721[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t724] == L[1]):
            _t725 += (1 if ((_st_cvars[_t724] == 'carnivorous') or (_st_cvars[_t724] == 'high_body_weight')) else (2 if (_st_cvars[_t724] == 'parasite') else 0))
    return _t725

# <rulerun evolution.rules: take_food #306 f2a38f74>
def _loop(st, L):
    _st_cvars = st.cvars
    _t727 = 0
    for _t726 in st.zones[(9 + _owner723[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t726] == L[1]) and (_st_cvars[_t726] == 'fat_tissue')) and _st_cvars[252 + _t726]):
            _t727 += 1
    return _t727

# <rulerun evolution.rules: take_food #307 8f2c9cd9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t729 = 0
    for _t728 in st.zones[(9 + _owner725[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t728] == L[1]) and (_st_cvars[_t728] == 'fat_tissue')):
            _t729 += 1
    return _t729

# <rulerun evolution.rules: take_food #308 e2807732>
def _loop(st, L):
    _st_cvars = st.cvars
    _t731 = 0
    for _t730 in st.zones[(9 + _owner727[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t730] == L[1]) and (_st_cvars[_t730] == 'fat_tissue')):
            _t731 += 1
    return _t731

# <rulerun evolution.rules: take_food #309 2a881c65>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain713(_text714(((((('animal ' + _plain713(_st_cvars[420 + L[1]]) + ' of ' + _player_text715(_owner716[st.loc[L[1]]])) + (_text714(' ' + _plain713(_a718(st, L))) if (not not (_a720(st, L) or ())) else '')) + (' food ' + _plain713(_st_cvars[504 + L[1]]) + '/' + _plain713((1 + _a722(st, L))))) + ((' fat ' + _plain713(_a724(st, L)) + '/' + _plain713(_a726(st, L))) if (_a728(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 e33c3eb1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t736 = 0
    for _t735 in st.zones[(9 + _owner733[st.loc[_l1]])]:
        if (_st_cvars[84 + _t735] == _l1):
            _t736 += (1 if ((_st_cvars[_t735] == 'carnivorous') or (_st_cvars[_t735] == 'high_body_weight')) else (2 if (_st_cvars[_t735] == 'parasite') else 0))
    return _t736

# <rulerun evolution.rules: convert_fat #313 08c976b7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    L[3] = _l2
    for _t732 in st.zones[(9 + _l0)][:]:
        L[6] = _t732
        if not ((((_st_cvars[84 + _t732] == _l1) and _st_cvars[252 + _t732]) and (L[3] > 0))): continue
        _st_cvars[252 + _t732] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t733 if -1000000000000000000 <= (_t733 := L[3] - 1) <= 1000000000000000000 else _beyond729(_t733))
    _st_cvars[504 + _l1] = (_t734 if -1000000000000000000 <= (_t734 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond729(_t734))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text735(_audience730(st), [_PlayerRef731(_l0), ' converts ', _plain732(_l2), ' fat on animal ', _plain732(_st_cvars[420 + _l1]), ' into food (food ', _plain732(_st_cvars[504 + _l1]), '/', _plain732((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a734(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 d9e20073>
def _loop(st, _t739):
    _st_cvars = st.cvars
    _t741 = 0
    for _t740 in st.zones[(9 + _owner737[st.loc[_t739]])]:
        if (_st_cvars[84 + _t740] == _t739):
            _t741 += (1 if ((_st_cvars[_t740] == 'carnivorous') or (_st_cvars[_t740] == 'high_body_weight')) else (2 if (_st_cvars[_t740] == 'parasite') else 0))
    return _t741

# <rulerun evolution.rules: convert_fat #315 00329631>
def _loop(st, _t739):
    _st_cvars = st.cvars
    _t743 = 0
    for _t742 in st.zones[(9 + _owner739[st.loc[_t739]])]:
        if (((_st_cvars[84 + _t742] == _t739) and (_st_cvars[_t742] == 'fat_tissue')) and _st_cvars[252 + _t742]):
            _t743 += 1
    return _t743

# <rulerun evolution.rules: convert_fat #316 1de7aabb>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t738 = st.zones[(5 + L[0])]
    st.budget -= len(_t738)
    if st.budget < 0: _spent736(st)
    _t737 = []
    for _t739 in _t738:
        if ((not ((_st_cvars[924 + _t739] == _st_vars[0]) or (_st_cvars[504 + _t739] >= (1 + _a738(st, _t739))))) and (_a740(st, _t739) > 0)):
            _t737.append(_t739)
    return _t737

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 65be8c69>
def _loop(st, L):
    _st_cvars = st.cvars
    _t745 = []
    for _t744 in st.zones[(9 + _owner745[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t744] == L[1]) or (_st_cvars[168 + _t744] == L[1])):
            _t745.append(_st_cvars[_t744])
    return _t745

# <rulerun evolution.rules: convert_fat #319 c8f4535d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t747 = []
    for _t746 in st.zones[(9 + _owner747[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t746] == L[1]) or (_st_cvars[168 + _t746] == L[1])):
            _t747.append(_t746)
    return _t747

# <rulerun evolution.rules: convert_fat #320 3f5c6cf8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t749 = 0
    for _t748 in st.zones[(9 + _owner749[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t748] == L[1]):
            _t749 += (1 if ((_st_cvars[_t748] == 'carnivorous') or (_st_cvars[_t748] == 'high_body_weight')) else (2 if (_st_cvars[_t748] == 'parasite') else 0))
    return _t749

# <rulerun evolution.rules: convert_fat #321 bed0ba7c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t751 = 0
    for _t750 in st.zones[(9 + _owner751[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t750] == L[1]) and (_st_cvars[_t750] == 'fat_tissue')) and _st_cvars[252 + _t750]):
            _t751 += 1
    return _t751

# <rulerun evolution.rules: convert_fat #322 c801140f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + _owner753[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t752] == L[1]) and (_st_cvars[_t752] == 'fat_tissue')):
            _t753 += 1
    return _t753

# <rulerun evolution.rules: convert_fat #323 db718d32>
def _loop(st, L):
    _st_cvars = st.cvars
    _t755 = 0
    for _t754 in st.zones[(9 + _owner755[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t754] == L[1]) and (_st_cvars[_t754] == 'fat_tissue')):
            _t755 += 1
    return _t755

# <rulerun evolution.rules: convert_fat #324 3f3b2845>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain741(_text742(((((('animal ' + _plain741(_st_cvars[420 + L[1]]) + ' of ' + _player_text743(_owner744[st.loc[L[1]]])) + (_text742(' ' + _plain741(_a746(st, L))) if (not not (_a748(st, L) or ())) else '')) + (' food ' + _plain741(_st_cvars[504 + L[1]]) + '/' + _plain741((1 + _a750(st, L))))) + ((' fat ' + _plain741(_a752(st, L)) + '/' + _plain741(_a754(st, L))) if (_a756(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 f958c321>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + _owner757[st.loc[_l1]])]:
        if (((_st_cvars[84 + _t756] == _l1) and (_st_cvars[_t756] == 'fat_tissue')) and _st_cvars[252 + _t756]):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: convert_fat #326 32b62855>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t759 = 0
    for _t758 in st.zones[(9 + _owner759[st.loc[_l1]])]:
        if (_st_cvars[84 + _t758] == _l1):
            _t759 += (1 if ((_st_cvars[_t758] == 'carnivorous') or (_st_cvars[_t758] == 'high_body_weight')) else (2 if (_st_cvars[_t758] == 'parasite') else 0))
    return _t759

# <rulerun evolution.rules: convert_fat #327 5c077dcb>
def _native(st, L):
    return (list(range(1, _t761 + 1)) if (_t761 := min(_a758(st, L), (_t760 if -1000000000000000000 <= (_t760 := ((1 + _a760(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond761(_t760)))) - 1 < 1000000 else _range762(1, _t761))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 16149184>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t763 = 0
    for _t762 in st.zones[(9 + _owner763[st.loc[_l0]])]:
        if (_st_cvars[84 + _t762] == _l0):
            _t763 += (1 if ((_st_cvars[_t762] == 'carnivorous') or (_st_cvars[_t762] == 'high_body_weight')) else (2 if (_st_cvars[_t762] == 'parasite') else 0))
    return _t763

# <rulerun evolution.rules: receive #330 7f409527>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t765 = 0
    for _t764 in st.zones[(9 + _owner765[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t764] == _l0) and (_st_cvars[_t764] == 'fat_tissue')) and _st_cvars[252 + _t764]):
            _t765 += 1
    return _t765

# <rulerun evolution.rules: receive #331 7411e874>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t767 = 0
    for _t766 in st.zones[(9 + _owner767[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t766] == _l0) and (_st_cvars[_t766] == 'fat_tissue')):
            _t767 += 1
    return _t767

# <rulerun evolution.rules: receive #332 645b1141>
def _loop(st, _t769):
    _st_cvars = st.cvars
    _t772 = 0
    for _t771 in st.zones[(9 + _owner771[st.loc[_st_cvars[84 + _t769]]])]:
        if (_st_cvars[84 + _t771] == _st_cvars[84 + _t769]):
            _t772 += (1 if ((_st_cvars[_t771] == 'carnivorous') or (_st_cvars[_t771] == 'high_body_weight')) else (2 if (_st_cvars[_t771] == 'parasite') else 0))
    return _t772

# <rulerun evolution.rules: receive #333 f32bc9c2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t768 = st.zones[(9 + _owner769[st.loc[_l0]])]
    st.budget -= len(_t768)
    if st.budget < 0: _spent770(st)
    for _t769 in _t768:
        if (((_st_cvars[_t769] == 'symbiosis') and (_st_cvars[168 + _t769] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t769]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t769]] >= (_memo6[_st_cvars[84 + _t769]] if _st_cvars[84 + _t769] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t769], (1 + _a772(st, _t769)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 d28d76cf>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _memo14, _, _, = st.memos
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a764(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a766(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a768(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a773(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t773 if -1000000000000000000 <= (_t773 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond774(_t773))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text779(_audience775(st), [_PlayerRef777(_owner776[st.loc[_l0]]), "'s animal ", _plain778(_st_cvars[420 + _l0]), ' cannot take the ', _plain778(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 1991c5db>
def _loop(st, L):
    _st_cvars = st.cvars
    _t775 = 0
    for _t774 in st.zones[(9 + _owner781[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t774] == L[2]):
            _t775 += (1 if ((_st_cvars[_t774] == 'carnivorous') or (_st_cvars[_t774] == 'high_body_weight')) else (2 if (_st_cvars[_t774] == 'parasite') else 0))
    return _t775

# <rulerun evolution.rules: receive #336 a21f4297>
def _loop(st, L):
    _st_cvars = st.cvars
    _t780 = 0
    for _t779 in st.zones[(9 + _owner786[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t779] == L[2]) and (_st_cvars[_t779] == 'fat_tissue')) and _st_cvars[252 + _t779]):
            _t780 += 1
    return _t780

# <rulerun evolution.rules: receive #337 d0ff96eb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t782 = 0
    for _t781 in st.zones[(9 + _owner788[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t781] == L[2]) and (_st_cvars[_t781] == 'fat_tissue')):
            _t782 += 1
    return _t782

# <rulerun evolution.rules: receive #338 df133e9d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + _owner792[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t784] == L[2]):
            _t785 += (1 if ((_st_cvars[_t784] == 'carnivorous') or (_st_cvars[_t784] == 'high_body_weight')) else (2 if (_st_cvars[_t784] == 'parasite') else 0))
    return _t785

# <rulerun evolution.rules: receive #339 1486c23c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value780(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a782(st, L)))))):
        _t777 = L[2]
        _t776 = None
        for _t778 in st.zones[(9 + _owner783[st.loc[L[2]]])]:
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
        if _st_log is not None: _st_log.append(_Text790(_audience784(st), ['  animal ', _plain785(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain785((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a787(st, L)))), '/', _plain785((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a789(st, L)))), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t783 if -1000000000000000000 <= (_t783 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond791(_t783))
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text790(_audience784(st), ['  animal ', _plain785(_st_cvars[420 + L[2]]), ' has food ', _plain785(_st_cvars[504 + L[2]]), '/', _plain785((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a793(st, L)))))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 518118c3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t790 = 0
    for _t789 in st.zones[(9 + _owner797[st.loc[_l0]])]:
        if (_st_cvars[84 + _t789] == _l0):
            _t790 += (1 if ((_st_cvars[_t789] == 'carnivorous') or (_st_cvars[_t789] == 'high_body_weight')) else (2 if (_st_cvars[_t789] == 'parasite') else 0))
    return _t790

# <rulerun evolution.rules: paired_triggers #343 0ac8feac>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t792 = 0
    for _t791 in st.zones[(9 + _owner799[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t791] == _l0) and (_st_cvars[_t791] == 'fat_tissue')) and _st_cvars[252 + _t791]):
            _t792 += 1
    return _t792

# <rulerun evolution.rules: paired_triggers #344 cbe86fe2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t794 = 0
    for _t793 in st.zones[(9 + _owner801[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t793] == _l0) and (_st_cvars[_t793] == 'fat_tissue')):
            _t794 += 1
    return _t794

# <rulerun evolution.rules: paired_triggers #345 08f4e336>
def _loop(st, _t796):
    _st_cvars = st.cvars
    _t799 = 0
    for _t798 in st.zones[(9 + _owner805[st.loc[_st_cvars[84 + _t796]]])]:
        if (_st_cvars[84 + _t798] == _st_cvars[84 + _t796]):
            _t799 += (1 if ((_st_cvars[_t798] == 'carnivorous') or (_st_cvars[_t798] == 'high_body_weight')) else (2 if (_st_cvars[_t798] == 'parasite') else 0))
    return _t799

# <rulerun evolution.rules: paired_triggers #346 66ff376d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t795 = st.zones[(9 + _owner803[st.loc[_l0]])]
    st.budget -= len(_t795)
    if st.budget < 0: _spent804(st)
    for _t796 in _t795:
        if (((_st_cvars[_t796] == 'symbiosis') and (_st_cvars[168 + _t796] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t796]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t796]] >= (1 + _a806(st, _t796)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 f1ff1b60>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent796(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a798(st, L))) and (_a800(st, L) >= _a802(st, L))))) and (not _a807(st, L)))

# <rulerun evolution.rules: paired_triggers #348 df0ae9bf>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t787 = st.zones[(9 + _owner794[st.loc[_l0]])]
    st.budget -= len(_t787)
    if st.budget < 0: _spent795(st)
    _t786 = []
    for _t788 in _t787:
        if (((_st_cvars[336 + _t788] != _st_vars[4]) and ((_st_cvars[84 + _t788] == _l0) or (_st_cvars[168 + _t788] == _l0))) and (((((_st_cvars[_t788] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d808(st, [(_st_cvars[168 + _t788] if (_st_cvars[84 + _t788] == _l0) else _st_cvars[84 + _t788])])) or ((_st_cvars[_t788] == 'cooperation') and _d808(st, [(_st_cvars[168 + _t788] if (_st_cvars[84 + _t788] == _l0) else _st_cvars[84 + _t788])])))):
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

# <rulerun evolution.rules: paired_triggers #350 d331f9e3>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t800 if -1000000000000000000 <= (_t800 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond809(_t800))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text812(_audience810(st), ['Communication: animal ', _plain811(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain811(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 ea472f5a>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text815(_audience813(st), ['Cooperation: animal ', _plain814(st.cvars[420 + L[4]]), ' receives a blue token']))

# <rulerun evolution.rules: paired_triggers #352 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: paired_triggers #353 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: paired_triggers #354 014bfc14>
def _native(st, L):
    return _owner816[st.loc[L[0]]]

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

# <rulerun evolution.rules: piracy #360 bb8821b8>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_cvars[756 + _l1] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + _l2] = (_t801 if -1000000000000000000 <= (_t801 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond817(_t801))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text822(_audience818(st), ['Piracy: ', _PlayerRef819(L[0]), "'s animal ", _plain820(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef819(_owner821[st.loc[_l2]]), "'s animal ", _plain820(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 c193fb73>
def _loop(st, _t804):
    _st_cvars = st.cvars
    for _t805 in st.zones[(9 + _owner824[st.loc[_t804]])]:
        if ((_st_cvars[84 + _t805] == _t804) and (_st_cvars[_t805] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 abceae0a>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t808 = 0
    for _t807 in st.zones[(9 + _owner826[st.loc[_t804]])]:
        if (_st_cvars[84 + _t807] == _t804):
            _t808 += (1 if ((_st_cvars[_t807] == 'carnivorous') or (_st_cvars[_t807] == 'high_body_weight')) else (2 if (_st_cvars[_t807] == 'parasite') else 0))
    return _t808

# <rulerun evolution.rules: piracy #363 f3d68718>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t810 = 0
    for _t809 in st.zones[(9 + _owner828[st.loc[_t804]])]:
        if (_st_cvars[84 + _t809] == _t804):
            _t810 += (1 if ((_st_cvars[_t809] == 'carnivorous') or (_st_cvars[_t809] == 'high_body_weight')) else (2 if (_st_cvars[_t809] == 'parasite') else 0))
    return _t810

# <rulerun evolution.rules: piracy #364 c1e21a64>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t812 = 0
    for _t811 in st.zones[(9 + _owner830[st.loc[_t804]])]:
        if (((_st_cvars[84 + _t811] == _t804) and (_st_cvars[_t811] == 'fat_tissue')) and _st_cvars[252 + _t811]):
            _t812 += 1
    return _t812

# <rulerun evolution.rules: piracy #365 12f97650>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _t814 = 0
    for _t813 in st.zones[(9 + _owner832[st.loc[_t804]])]:
        if ((_st_cvars[84 + _t813] == _t804) and (_st_cvars[_t813] == 'fat_tissue')):
            _t814 += 1
    return _t814

# <rulerun evolution.rules: piracy #366 2551c82b>
def _loop(st, _t816):
    _st_cvars = st.cvars
    _t819 = 0
    for _t818 in st.zones[(9 + _owner836[st.loc[_st_cvars[84 + _t816]]])]:
        if (_st_cvars[84 + _t818] == _st_cvars[84 + _t816]):
            _t819 += (1 if ((_st_cvars[_t818] == 'carnivorous') or (_st_cvars[_t818] == 'high_body_weight')) else (2 if (_st_cvars[_t818] == 'parasite') else 0))
    return _t819

# <rulerun evolution.rules: piracy #367 224b26a0>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t815 = st.zones[(9 + _owner834[st.loc[_t804]])]
    st.budget -= len(_t815)
    if st.budget < 0: _spent835(st)
    for _t816 in _t815:
        if (((_st_cvars[_t816] == 'symbiosis') and (_st_cvars[168 + _t816] == _t804)) and (not ((_st_cvars[924 + _st_cvars[84 + _t816]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t816]] >= (1 + _a837(st, _t816)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 fc0a777c>
def _loop(st, _t821):
    _st_cvars = st.cvars
    _t824 = 0
    for _t823 in st.zones[(9 + _owner842[st.loc[_t821]])]:
        if (_st_cvars[84 + _t823] == _t821):
            _t824 += (1 if ((_st_cvars[_t823] == 'carnivorous') or (_st_cvars[_t823] == 'high_body_weight')) else (2 if (_st_cvars[_t823] == 'parasite') else 0))
    return _t824

# <rulerun evolution.rules: piracy #369 6eea99f0>
def _loop(st, _t804):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t820 = (list(_chain839(map(st.zones.__getitem__, _k840))) or ())
    st.budget -= len(_t820)
    if st.budget < 0: _spent841(st)
    for _t821 in _t820:
        if ((_t821 != _t804) and ((not ((_st_cvars[924 + _t821] == _st_vars[0]) or (_st_cvars[504 + _t821] >= (1 + _a843(st, _t821))))) and (_st_cvars[504 + _t821] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 137ac1fe>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t803 = st.zones[(5 + L[0])]
    st.budget -= len(_t803)
    if st.budget < 0: _spent823(st)
    _t802 = []
    for _t804 in _t803:
        if ((((_a825(st, _t804) and (_st_cvars[756 + _t804] != _st_vars[0])) and (not ((_st_cvars[924 + _t804] == _st_vars[0]) or (_st_cvars[504 + _t804] >= (1 + _a827(st, _t804)))))) and ((not ((_st_cvars[924 + _t804] == _st_vars[0]) or ((_st_cvars[504 + _t804] >= (1 + _a829(st, _t804))) and (_a831(st, _t804) >= _a833(st, _t804))))) and (not _a838(st, _t804)))) and _a844(st, _t804)):
            _t802.append(_t804)
    return _t802

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 38102867>
def _loop(st, L):
    _st_cvars = st.cvars
    _t826 = []
    for _t825 in st.zones[(9 + _owner849[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t825] == L[1]) or (_st_cvars[168 + _t825] == L[1])):
            _t826.append(_st_cvars[_t825])
    return _t826

# <rulerun evolution.rules: piracy #373 f2a1c45e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t828 = []
    for _t827 in st.zones[(9 + _owner851[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t827] == L[1]) or (_st_cvars[168 + _t827] == L[1])):
            _t828.append(_t827)
    return _t828

# <rulerun evolution.rules: piracy #374 5c3c4c12>
def _loop(st, L):
    _st_cvars = st.cvars
    _t830 = 0
    for _t829 in st.zones[(9 + _owner853[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t829] == L[1]):
            _t830 += (1 if ((_st_cvars[_t829] == 'carnivorous') or (_st_cvars[_t829] == 'high_body_weight')) else (2 if (_st_cvars[_t829] == 'parasite') else 0))
    return _t830

# <rulerun evolution.rules: piracy #375 1a9f6531>
def _loop(st, L):
    _st_cvars = st.cvars
    _t832 = 0
    for _t831 in st.zones[(9 + _owner855[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t831] == L[1]) and (_st_cvars[_t831] == 'fat_tissue')) and _st_cvars[252 + _t831]):
            _t832 += 1
    return _t832

# <rulerun evolution.rules: piracy #376 86959f7a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t834 = 0
    for _t833 in st.zones[(9 + _owner857[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t833] == L[1]) and (_st_cvars[_t833] == 'fat_tissue')):
            _t834 += 1
    return _t834

# <rulerun evolution.rules: piracy #377 90831354>
def _loop(st, L):
    _st_cvars = st.cvars
    _t836 = 0
    for _t835 in st.zones[(9 + _owner859[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t835] == L[1]) and (_st_cvars[_t835] == 'fat_tissue')):
            _t836 += 1
    return _t836

# <rulerun evolution.rules: piracy #378 ca033270>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain845(_text846(((((('animal ' + _plain845(_st_cvars[420 + L[1]]) + ' of ' + _player_text847(_owner848[st.loc[L[1]]])) + (_text846(' ' + _plain845(_a850(st, L))) if (not not (_a852(st, L) or ())) else '')) + (' food ' + _plain845(_st_cvars[504 + L[1]]) + '/' + _plain845((1 + _a854(st, L))))) + ((' fat ' + _plain845(_a856(st, L)) + '/' + _plain845(_a858(st, L))) if (_a860(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 b5ed70ce>
def _loop(st, _t839):
    _st_cvars = st.cvars
    _t841 = 0
    for _t840 in st.zones[(9 + _owner864[st.loc[_t839]])]:
        if (_st_cvars[84 + _t840] == _t839):
            _t841 += (1 if ((_st_cvars[_t840] == 'carnivorous') or (_st_cvars[_t840] == 'high_body_weight')) else (2 if (_st_cvars[_t840] == 'parasite') else 0))
    return _t841

# <rulerun evolution.rules: piracy #380 57915d92>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t838 = (list(_chain861(map(st.zones.__getitem__, _k862))) or ())
    st.budget -= len(_t838)
    if st.budget < 0: _spent863(st)
    _t837 = []
    for _t839 in _t838:
        if ((_t839 != _l1) and ((not ((_st_cvars[924 + _t839] == _st_vars[0]) or (_st_cvars[504 + _t839] >= (1 + _a865(st, _t839))))) and (_st_cvars[504 + _t839] > 0))):
            _t837.append(_t839)
    return _t837

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 704a0149>
def _loop(st, L):
    _st_cvars = st.cvars
    _t843 = []
    for _t842 in st.zones[(9 + _owner870[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t842] == L[2]) or (_st_cvars[168 + _t842] == L[2])):
            _t843.append(_st_cvars[_t842])
    return _t843

# <rulerun evolution.rules: piracy #383 41452510>
def _loop(st, L):
    _st_cvars = st.cvars
    _t845 = []
    for _t844 in st.zones[(9 + _owner872[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t844] == L[2]) or (_st_cvars[168 + _t844] == L[2])):
            _t845.append(_t844)
    return _t845

# <rulerun evolution.rules: piracy #384 c26e2405>
def _loop(st, L):
    _st_cvars = st.cvars
    _t847 = 0
    for _t846 in st.zones[(9 + _owner874[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t846] == L[2]):
            _t847 += (1 if ((_st_cvars[_t846] == 'carnivorous') or (_st_cvars[_t846] == 'high_body_weight')) else (2 if (_st_cvars[_t846] == 'parasite') else 0))
    return _t847

# <rulerun evolution.rules: piracy #385 71b87287>
def _loop(st, L):
    _st_cvars = st.cvars
    _t849 = 0
    for _t848 in st.zones[(9 + _owner876[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t848] == L[2]) and (_st_cvars[_t848] == 'fat_tissue')) and _st_cvars[252 + _t848]):
            _t849 += 1
    return _t849

# <rulerun evolution.rules: piracy #386 fc427138>
def _loop(st, L):
    _st_cvars = st.cvars
    _t851 = 0
    for _t850 in st.zones[(9 + _owner878[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t850] == L[2]) and (_st_cvars[_t850] == 'fat_tissue')):
            _t851 += 1
    return _t851

# <rulerun evolution.rules: piracy #387 a09ec61b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t853 = 0
    for _t852 in st.zones[(9 + _owner880[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t852] == L[2]) and (_st_cvars[_t852] == 'fat_tissue')):
            _t853 += 1
    return _t853

# <rulerun evolution.rules: piracy #388 2c02ffaa>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain866(_text867(((((('animal ' + _plain866(_st_cvars[420 + L[2]]) + ' of ' + _player_text868(_owner869[st.loc[L[2]]])) + (_text867(' ' + _plain866(_a871(st, L))) if (not not (_a873(st, L) or ())) else '')) + (' food ' + _plain866(_st_cvars[504 + L[2]]) + '/' + _plain866((1 + _a875(st, L))))) + ((' fat ' + _plain866(_a877(st, L)) + '/' + _plain866(_a879(st, L))) if (_a881(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 5360e5dd>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t854 if -1000000000000000000 <= (_t854 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond882(_t854))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text886(_audience883(st), ['Grazing: ', _PlayerRef884(L[0]), "'s animal ", _plain885(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain885(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 e4a8590e>
def _loop(st, _t857):
    _st_cvars = st.cvars
    for _t858 in st.zones[(9 + _owner888[st.loc[_t857]])]:
        if ((_st_cvars[84 + _t858] == _t857) and (_st_cvars[_t858] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 ca66eb1a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t856 = st.zones[(5 + L[0])]
    st.budget -= len(_t856)
    if st.budget < 0: _spent887(st)
    _t855 = []
    for _t857 in _t856:
        if ((_a889(st, _t857) and (_st_cvars[840 + _t857] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t855.append(_t857)
    return _t855

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 79640b3f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t861 = []
    for _t860 in st.zones[(9 + _owner894[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t860] == L[1]) or (_st_cvars[168 + _t860] == L[1])):
            _t861.append(_st_cvars[_t860])
    return _t861

# <rulerun evolution.rules: grazing #396 3881c898>
def _loop(st, L):
    _st_cvars = st.cvars
    _t863 = []
    for _t862 in st.zones[(9 + _owner896[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t862] == L[1]) or (_st_cvars[168 + _t862] == L[1])):
            _t863.append(_t862)
    return _t863

# <rulerun evolution.rules: grazing #397 65d1bdbd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t865 = 0
    for _t864 in st.zones[(9 + _owner898[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t864] == L[1]):
            _t865 += (1 if ((_st_cvars[_t864] == 'carnivorous') or (_st_cvars[_t864] == 'high_body_weight')) else (2 if (_st_cvars[_t864] == 'parasite') else 0))
    return _t865

# <rulerun evolution.rules: grazing #398 e4506217>
def _loop(st, L):
    _st_cvars = st.cvars
    _t867 = 0
    for _t866 in st.zones[(9 + _owner900[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t866] == L[1]) and (_st_cvars[_t866] == 'fat_tissue')) and _st_cvars[252 + _t866]):
            _t867 += 1
    return _t867

# <rulerun evolution.rules: grazing #399 91146d3f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t869 = 0
    for _t868 in st.zones[(9 + _owner902[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t868] == L[1]) and (_st_cvars[_t868] == 'fat_tissue')):
            _t869 += 1
    return _t869

# <rulerun evolution.rules: grazing #400 9c1a8927>
def _loop(st, L):
    _st_cvars = st.cvars
    _t871 = 0
    for _t870 in st.zones[(9 + _owner904[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t870] == L[1]) and (_st_cvars[_t870] == 'fat_tissue')):
            _t871 += 1
    return _t871

# <rulerun evolution.rules: grazing #401 a742637b>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain890(_text891(((((('animal ' + _plain890(_st_cvars[420 + L[1]]) + ' of ' + _player_text892(_owner893[st.loc[L[1]]])) + (_text891(' ' + _plain890(_a895(st, L))) if (not not (_a897(st, L) or ())) else '')) + (' food ' + _plain890(_st_cvars[504 + L[1]]) + '/' + _plain890((1 + _a899(st, L))))) + ((' fat ' + _plain890(_a901(st, L)) + '/' + _plain890(_a903(st, L))) if (_a905(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 7fffe649>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_cvars[924 + _l1] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text909(_audience906(st), ['Hibernation: ', _PlayerRef907(L[0]), "'s animal ", _plain908(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 bed23512>
def _loop(st, _t874):
    _st_cvars = st.cvars
    for _t875 in st.zones[(9 + _owner911[st.loc[_t874]])]:
        if ((_st_cvars[84 + _t875] == _t874) and (_st_cvars[_t875] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 d2143928>
def _loop(st, _t874):
    _st_cvars = st.cvars
    _t878 = 0
    for _t877 in st.zones[(9 + _owner913[st.loc[_t874]])]:
        if (_st_cvars[84 + _t877] == _t874):
            _t878 += (1 if ((_st_cvars[_t877] == 'carnivorous') or (_st_cvars[_t877] == 'high_body_weight')) else (2 if (_st_cvars[_t877] == 'parasite') else 0))
    return _t878

# <rulerun evolution.rules: hibernation #405 94d9a19a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t873 = st.zones[(5 + L[0])]
    st.budget -= len(_t873)
    if st.budget < 0: _spent910(st)
    _t872 = []
    for _t874 in _t873:
        if ((((_a912(st, _t874) and (_st_cvars[924 + _t874] != _st_vars[0])) and (_st_cvars[924 + _t874] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t874] == _st_vars[0]) or (_st_cvars[504 + _t874] >= (1 + _a914(st, _t874)))))):
            _t872.append(_t874)
    return _t872

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 168d85ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = []
    for _t879 in st.zones[(9 + _owner919[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t879] == L[1]) or (_st_cvars[168 + _t879] == L[1])):
            _t880.append(_st_cvars[_t879])
    return _t880

# <rulerun evolution.rules: hibernation #408 02d59c97>
def _loop(st, L):
    _st_cvars = st.cvars
    _t882 = []
    for _t881 in st.zones[(9 + _owner921[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t881] == L[1]) or (_st_cvars[168 + _t881] == L[1])):
            _t882.append(_t881)
    return _t882

# <rulerun evolution.rules: hibernation #409 7aab55f3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t884 = 0
    for _t883 in st.zones[(9 + _owner923[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t883] == L[1]):
            _t884 += (1 if ((_st_cvars[_t883] == 'carnivorous') or (_st_cvars[_t883] == 'high_body_weight')) else (2 if (_st_cvars[_t883] == 'parasite') else 0))
    return _t884

# <rulerun evolution.rules: hibernation #410 6b6d84ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t886 = 0
    for _t885 in st.zones[(9 + _owner925[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t885] == L[1]) and (_st_cvars[_t885] == 'fat_tissue')) and _st_cvars[252 + _t885]):
            _t886 += 1
    return _t886

# <rulerun evolution.rules: hibernation #411 c424191d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t888 = 0
    for _t887 in st.zones[(9 + _owner927[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t887] == L[1]) and (_st_cvars[_t887] == 'fat_tissue')):
            _t888 += 1
    return _t888

# <rulerun evolution.rules: hibernation #412 b21e245b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t890 = 0
    for _t889 in st.zones[(9 + _owner929[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t889] == L[1]) and (_st_cvars[_t889] == 'fat_tissue')):
            _t890 += 1
    return _t890

# <rulerun evolution.rules: hibernation #413 399dc593>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain915(_text916(((((('animal ' + _plain915(_st_cvars[420 + L[1]]) + ' of ' + _player_text917(_owner918[st.loc[L[1]]])) + (_text916(' ' + _plain915(_a920(st, L))) if (not not (_a922(st, L) or ())) else '')) + (' food ' + _plain915(_st_cvars[504 + L[1]]) + '/' + _plain915((1 + _a924(st, L))))) + ((' fat ' + _plain915(_a926(st, L)) + '/' + _plain915(_a928(st, L))) if (_a930(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 d09f6412>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t894 in st.zones[(9 + _owner932[st.loc[_t893]])]:
        if ((_st_cvars[84 + _t894] == _t893) and (_st_cvars[_t894] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 f715f338>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t897 = 0
    for _t896 in st.zones[(9 + _owner934[st.loc[_t893]])]:
        if (_st_cvars[84 + _t896] == _t893):
            _t897 += (1 if ((_st_cvars[_t896] == 'carnivorous') or (_st_cvars[_t896] == 'high_body_weight')) else (2 if (_st_cvars[_t896] == 'parasite') else 0))
    return _t897

# <rulerun evolution.rules: attack_action #416 81bc624f>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t899 = 0
    for _t898 in st.zones[(9 + _owner936[st.loc[_t893]])]:
        if (((_st_cvars[84 + _t898] == _t893) and (_st_cvars[_t898] == 'fat_tissue')) and _st_cvars[252 + _t898]):
            _t899 += 1
    return _t899

# <rulerun evolution.rules: attack_action #417 dd9bc8b6>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _t901 = 0
    for _t900 in st.zones[(9 + _owner938[st.loc[_t893]])]:
        if ((_st_cvars[84 + _t900] == _t893) and (_st_cvars[_t900] == 'fat_tissue')):
            _t901 += 1
    return _t901

# <rulerun evolution.rules: attack_action #418 6f5ccf80>
def _loop(st, _t903):
    _st_cvars = st.cvars
    _t906 = 0
    for _t905 in st.zones[(9 + _owner942[st.loc[_st_cvars[84 + _t903]]])]:
        if (_st_cvars[84 + _t905] == _st_cvars[84 + _t903]):
            _t906 += (1 if ((_st_cvars[_t905] == 'carnivorous') or (_st_cvars[_t905] == 'high_body_weight')) else (2 if (_st_cvars[_t905] == 'parasite') else 0))
    return _t906

# <rulerun evolution.rules: attack_action #419 104200ce>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t902 = st.zones[(9 + _owner940[st.loc[_t893]])]
    st.budget -= len(_t902)
    if st.budget < 0: _spent941(st)
    for _t903 in _t902:
        if (((_st_cvars[_t903] == 'symbiosis') and (_st_cvars[168 + _t903] == _t893)) and (not ((_st_cvars[924 + _st_cvars[84 + _t903]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t903]] >= (1 + _a943(st, _t903)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 8995fe91>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t910 in st.zones[(9 + _owner948[st.loc[_t908]])]:
        if ((_st_cvars[84 + _t910] == _t908) and (_st_cvars[_t910] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 2ab7d3bf>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t912 in st.zones[(9 + _owner950[st.loc[_t893]])]:
        if ((_st_cvars[84 + _t912] == _t893) and (_st_cvars[_t912] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 f35b122d>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t915 in st.zones[(9 + _owner952[st.loc[_t908]])]:
        if ((_st_cvars[84 + _t915] == _t908) and (_st_cvars[_t915] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 807d85b0>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t917 in st.zones[(9 + _owner954[st.loc[_t893]])]:
        if ((_st_cvars[84 + _t917] == _t893) and (_st_cvars[_t917] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 1d744fba>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t920 in st.zones[(9 + _owner956[st.loc[_t908]])]:
        if ((_st_cvars[84 + _t920] == _t908) and (_st_cvars[_t920] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 46c3b533>
def _loop(st, _t893):
    _st_cvars = st.cvars
    for _t922 in st.zones[(9 + _owner958[st.loc[_t893]])]:
        if ((_st_cvars[84 + _t922] == _t893) and (_st_cvars[_t922] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 6712e5b2>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t925 in st.zones[(9 + _owner960[st.loc[_t908]])]:
        if ((_st_cvars[84 + _t925] == _t908) and (_st_cvars[_t925] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 85f7d8e7>
def _loop(st, _t908):
    _st_cvars = st.cvars
    _t928 = 0
    for _t927 in st.zones[(9 + _owner962[st.loc[_t908]])]:
        if (_st_cvars[84 + _t927] == _t908):
            _t928 += (1 if ((_st_cvars[_t927] == 'carnivorous') or (_st_cvars[_t927] == 'high_body_weight')) else (2 if (_st_cvars[_t927] == 'parasite') else 0))
    return _t928

# <rulerun evolution.rules: attack_action #428 f7380a74>
def _loop(st, _t908):
    _st_cvars = st.cvars
    for _t929 in st.zones[(9 + _owner964[st.loc[_t908]])]:
        if ((_st_cvars[_t929] == 'symbiosis') and (_st_cvars[168 + _t929] == _t908)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 a3bebd71>
def _loop(st, _t893):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t907 = (list(_chain945(map(st.zones.__getitem__, _k946))) or ())
    st.budget -= len(_t907)
    if st.budget < 0: _spent947(st)
    _t914 = _NOT_YET
    _t919 = _NOT_YET
    _t924 = _NOT_YET
    for _t908 in _t907:
        if ((((((_t893 != _t908) and ((not _a949(st, _t908)) or (_t914 if _t914 is not _NOT_YET else (_t914 := _a951(st, _t893))))) and ((not _a953(st, _t908)) or (_t919 if _t919 is not _NOT_YET else (_t919 := _a955(st, _t893))))) and (_a957(st, _t908) == (_t924 if _t924 is not _NOT_YET else (_t924 := _a959(st, _t893))))) and (not (_a961(st, _t908) and ((_st_cvars[924 + _t908] == _st_vars[0]) or (_st_cvars[504 + _t908] >= (1 + _a963(st, _t908))))))) and (not _a965(st, _t908))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 356ed63a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t892 = st.zones[(5 + L[0])]
    st.budget -= len(_t892)
    if st.budget < 0: _spent931(st)
    _t891 = []
    for _t893 in _t892:
        if (((_a933(st, _t893) and (_st_cvars[672 + _t893] != _st_vars[0])) and ((not ((_st_cvars[924 + _t893] == _st_vars[0]) or ((_st_cvars[504 + _t893] >= (1 + _a935(st, _t893))) and (_a937(st, _t893) >= _a939(st, _t893))))) and (not _a944(st, _t893)))) and _a966(st, _t893)):
            _t891.append(_t893)
    return _t891

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 5a2547f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t932 = []
    for _t931 in st.zones[(9 + _owner971[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t931] == L[1]) or (_st_cvars[168 + _t931] == L[1])):
            _t932.append(_st_cvars[_t931])
    return _t932

# <rulerun evolution.rules: attack_action #433 84f6d9e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t934 = []
    for _t933 in st.zones[(9 + _owner973[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t933] == L[1]) or (_st_cvars[168 + _t933] == L[1])):
            _t934.append(_t933)
    return _t934

# <rulerun evolution.rules: attack_action #434 d9084d7b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t936 = 0
    for _t935 in st.zones[(9 + _owner975[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t935] == L[1]):
            _t936 += (1 if ((_st_cvars[_t935] == 'carnivorous') or (_st_cvars[_t935] == 'high_body_weight')) else (2 if (_st_cvars[_t935] == 'parasite') else 0))
    return _t936

# <rulerun evolution.rules: attack_action #435 402fbeec>
def _loop(st, L):
    _st_cvars = st.cvars
    _t938 = 0
    for _t937 in st.zones[(9 + _owner977[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t937] == L[1]) and (_st_cvars[_t937] == 'fat_tissue')) and _st_cvars[252 + _t937]):
            _t938 += 1
    return _t938

# <rulerun evolution.rules: attack_action #436 7692162e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t940 = 0
    for _t939 in st.zones[(9 + _owner979[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t939] == L[1]) and (_st_cvars[_t939] == 'fat_tissue')):
            _t940 += 1
    return _t940

# <rulerun evolution.rules: attack_action #437 264745de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t942 = 0
    for _t941 in st.zones[(9 + _owner981[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t941] == L[1]) and (_st_cvars[_t941] == 'fat_tissue')):
            _t942 += 1
    return _t942

# <rulerun evolution.rules: attack_action #438 99cda23a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain967(_text968(((((('animal ' + _plain967(_st_cvars[420 + L[1]]) + ' of ' + _player_text969(_owner970[st.loc[L[1]]])) + (_text968(' ' + _plain967(_a972(st, L))) if (not not (_a974(st, L) or ())) else '')) + (' food ' + _plain967(_st_cvars[504 + L[1]]) + '/' + _plain967((1 + _a976(st, L))))) + ((' fat ' + _plain967(_a978(st, L)) + '/' + _plain967(_a980(st, L))) if (_a982(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 1fc4ebdc>
def _loop(st, _t945):
    _st_cvars = st.cvars
    for _t946 in st.zones[(9 + _owner986[st.loc[_t945]])]:
        if ((_st_cvars[84 + _t946] == _t945) and (_st_cvars[_t946] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 3ace70ef>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t948 in st.zones[(9 + _owner988[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t948] == _l1) and (_st_cvars[_t948] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 a2a2f0a3>
def _loop(st, _t945):
    _st_cvars = st.cvars
    for _t951 in st.zones[(9 + _owner990[st.loc[_t945]])]:
        if ((_st_cvars[84 + _t951] == _t945) and (_st_cvars[_t951] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 1a7f9aad>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t953 in st.zones[(9 + _owner992[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t953] == _l1) and (_st_cvars[_t953] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 25eb0e20>
def _loop(st, _t945):
    _st_cvars = st.cvars
    for _t956 in st.zones[(9 + _owner994[st.loc[_t945]])]:
        if ((_st_cvars[84 + _t956] == _t945) and (_st_cvars[_t956] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 7e5f5d2f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t958 in st.zones[(9 + _owner996[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t958] == _l1) and (_st_cvars[_t958] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 8efa366c>
def _loop(st, _t945):
    _st_cvars = st.cvars
    for _t961 in st.zones[(9 + _owner998[st.loc[_t945]])]:
        if ((_st_cvars[84 + _t961] == _t945) and (_st_cvars[_t961] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 3ef74da5>
def _loop(st, _t945):
    _st_cvars = st.cvars
    _t964 = 0
    for _t963 in st.zones[(9 + _owner1000[st.loc[_t945]])]:
        if (_st_cvars[84 + _t963] == _t945):
            _t964 += (1 if ((_st_cvars[_t963] == 'carnivorous') or (_st_cvars[_t963] == 'high_body_weight')) else (2 if (_st_cvars[_t963] == 'parasite') else 0))
    return _t964

# <rulerun evolution.rules: attack_action #447 80777a81>
def _loop(st, _t945):
    _st_cvars = st.cvars
    for _t965 in st.zones[(9 + _owner1002[st.loc[_t945]])]:
        if ((_st_cvars[_t965] == 'symbiosis') and (_st_cvars[168 + _t965] == _t945)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 c9449166>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t944 = (list(_chain983(map(st.zones.__getitem__, _k984))) or ())
    st.budget -= len(_t944)
    if st.budget < 0: _spent985(st)
    _t950 = _NOT_YET
    _t955 = _NOT_YET
    _t960 = _NOT_YET
    _t943 = []
    for _t945 in _t944:
        if ((((((_l1 != _t945) and ((not _a987(st, _t945)) or (_t950 if _t950 is not _NOT_YET else (_t950 := _a989(st, L))))) and ((not _a991(st, _t945)) or (_t955 if _t955 is not _NOT_YET else (_t955 := _a993(st, L))))) and (_a995(st, _t945) == (_t960 if _t960 is not _NOT_YET else (_t960 := _a997(st, L))))) and (not (_a999(st, _t945) and ((_st_cvars[924 + _t945] == _st_vars[0]) or (_st_cvars[504 + _t945] >= (1 + _a1001(st, _t945))))))) and (not _a1003(st, _t945))):
            _t943.append(_t945)
    return _t943

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 1966513c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t968 = []
    for _t967 in st.zones[(9 + _owner1008[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t967] == L[2]) or (_st_cvars[168 + _t967] == L[2])):
            _t968.append(_st_cvars[_t967])
    return _t968

# <rulerun evolution.rules: attack_action #451 e64042c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t970 = []
    for _t969 in st.zones[(9 + _owner1010[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t969] == L[2]) or (_st_cvars[168 + _t969] == L[2])):
            _t970.append(_t969)
    return _t970

# <rulerun evolution.rules: attack_action #452 f4c177e3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t972 = 0
    for _t971 in st.zones[(9 + _owner1012[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t971] == L[2]):
            _t972 += (1 if ((_st_cvars[_t971] == 'carnivorous') or (_st_cvars[_t971] == 'high_body_weight')) else (2 if (_st_cvars[_t971] == 'parasite') else 0))
    return _t972

# <rulerun evolution.rules: attack_action #453 d6b08b04>
def _loop(st, L):
    _st_cvars = st.cvars
    _t974 = 0
    for _t973 in st.zones[(9 + _owner1014[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t973] == L[2]) and (_st_cvars[_t973] == 'fat_tissue')) and _st_cvars[252 + _t973]):
            _t974 += 1
    return _t974

# <rulerun evolution.rules: attack_action #454 7f286c7a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t976 = 0
    for _t975 in st.zones[(9 + _owner1016[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t975] == L[2]) and (_st_cvars[_t975] == 'fat_tissue')):
            _t976 += 1
    return _t976

# <rulerun evolution.rules: attack_action #455 f04cebcb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t978 = 0
    for _t977 in st.zones[(9 + _owner1018[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t977] == L[2]) and (_st_cvars[_t977] == 'fat_tissue')):
            _t978 += 1
    return _t978

# <rulerun evolution.rules: attack_action #456 60764add>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1004(_text1005(((((('animal ' + _plain1004(_st_cvars[420 + L[2]]) + ' of ' + _player_text1006(_owner1007[st.loc[L[2]]])) + (_text1005(' ' + _plain1004(_a1009(st, L))) if (not not (_a1011(st, L) or ())) else '')) + (' food ' + _plain1004(_st_cvars[504 + L[2]]) + '/' + _plain1004((1 + _a1013(st, L))))) + ((' fat ' + _plain1004(_a1015(st, L)) + '/' + _plain1004(_a1017(st, L))) if (_a1019(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 f2250872>
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
    if _st_log is not None: _st_log.append(_Text1024(_audience1020(st), [_PlayerRef1022(_owner1021[_st_loc[_l0]]), "'s animal ", _plain1023(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1022(_owner1021[_st_loc[_l1]]), "'s animal ", _plain1023(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 357ed0ad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t980 = []
    for _t979 in st.zones[(9 + _owner1026[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t979] == L[2]):
            _t980.append(_st_cvars[_t979])
    return _t980

# <rulerun evolution.rules: hunt #461 e06a5959>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t983 = []
    for _t982 in st.zones[(9 + _owner1033[st.loc[_i10l0]])]:
        if ((_st_cvars[84 + _t982] == _i10l0) or (_st_cvars[168 + _t982] == _i10l0)):
            _t983.append(_t982)
    return _t983

# <rulerun evolution.rules: hunt #462 806bd1e1>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1025(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1025(st, 1, 0, 'attack'))
    L[4] = ('poisonous' in (_memo15[L[2]] if L[2] in _memo15 else _memo15.setdefault(L[2], frozenset(_a1027(st, L)))))
    if _st_log is not None: _st_log.append(_Text1032(_audience1028(st), [_PlayerRef1030(_owner1029[_st_loc[L[3]]]), "'s animal ", _plain1031(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1030(_owner1029[_st_loc[L[2]]]), "'s animal ", _plain1031(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = _owner1029[_st_loc[_i10l0]]
    _t984 = (_a1034(st, _i10l0) or [])
    st.budget -= len(_t984)
    if st.budget < 0: _spent1035(st)
    for _t981 in _t984:
        _i10[4] = _t981
        _i11l0 = _t981
        _i11 = [_i11l0, None]
        _i11[1] = _owner1029[_st_loc[_i11l0]]
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
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
        if _memo16: _memo16.clear()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t985 = _i11l0
        _t986 = (13 + _i11[1])
        if type(_t985) is int and _st_log is None:
            _t987 = _st_zones[(_t988 := _st_loc[_t985])]
            if _t987[-1] == _t985: _t987.pop()
            else: _t987.remove(_t985)
            _st_zones[_t986].append(_t985); _st_loc[_t985] = _t986
            _t989 = _leaving1037[_t988]
            if _memo12 and _t989 & 4096: _memo12.clear()
        elif _t985 is not None:
            _move_cards1036(st, _t985, _t986, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
    _st_cvars[504 + _i10l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _i10l0] = False
    _t990 = _i10l0
    _t991 = (13 + _i10[1])
    if type(_t990) is int and _st_log is None:
        _t992 = _st_zones[(_t993 := _st_loc[_t990])]
        if _t992[-1] == _t990: _t992.pop()
        else: _t992.remove(_t990)
        _st_zones[_t991].append(_t990); _st_loc[_t990] = _t991
        _t994 = _leaving1038[_t993]
        if _memo12 and _t994 & 4096: _memo12.clear()
    elif _t990 is not None:
        _move_cards1036(st, _t990, _t991, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: hunt #463 fad57d09>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text1041(_audience1039(st), ['Animal ', _plain1040(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 96d00005>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _t999 = []
    for _t998 in st.zones[(9 + _owner1043[st.loc[_t997]])]:
        if (_st_cvars[84 + _t998] == _t997):
            _t999.append(_st_cvars[_t998])
    return _t999

# <rulerun evolution.rules: scavenge #471 181c8ca7>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _t1001 = 0
    for _t1000 in st.zones[(9 + _owner1045[st.loc[_t997]])]:
        if (_st_cvars[84 + _t1000] == _t997):
            _t1001 += (1 if ((_st_cvars[_t1000] == 'carnivorous') or (_st_cvars[_t1000] == 'high_body_weight')) else (2 if (_st_cvars[_t1000] == 'parasite') else 0))
    return _t1001

# <rulerun evolution.rules: scavenge #472 a2b4d297>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _t1003 = 0
    for _t1002 in st.zones[(9 + _owner1047[st.loc[_t997]])]:
        if (((_st_cvars[84 + _t1002] == _t997) and (_st_cvars[_t1002] == 'fat_tissue')) and _st_cvars[252 + _t1002]):
            _t1003 += 1
    return _t1003

# <rulerun evolution.rules: scavenge #473 cc283783>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _t1005 = 0
    for _t1004 in st.zones[(9 + _owner1049[st.loc[_t997]])]:
        if ((_st_cvars[84 + _t1004] == _t997) and (_st_cvars[_t1004] == 'fat_tissue')):
            _t1005 += 1
    return _t1005

# <rulerun evolution.rules: scavenge #474 3f71a8b1>
def _loop(st, _t1007):
    _st_cvars = st.cvars
    _t1010 = 0
    for _t1009 in st.zones[(9 + _owner1053[st.loc[_st_cvars[84 + _t1007]]])]:
        if (_st_cvars[84 + _t1009] == _st_cvars[84 + _t1007]):
            _t1010 += (1 if ((_st_cvars[_t1009] == 'carnivorous') or (_st_cvars[_t1009] == 'high_body_weight')) else (2 if (_st_cvars[_t1009] == 'parasite') else 0))
    return _t1010

# <rulerun evolution.rules: scavenge #475 9c7eb5dc>
def _loop(st, _t997):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1006 = st.zones[(9 + _owner1051[st.loc[_t997]])]
    st.budget -= len(_t1006)
    if st.budget < 0: _spent1052(st)
    for _t1007 in _t1006:
        if (((_st_cvars[_t1007] == 'symbiosis') and (_st_cvars[168 + _t1007] == _t997)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1007]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1007]] >= (_memo6[_st_cvars[84 + _t1007]] if _st_cvars[84 + _t1007] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1007], (1 + _a1054(st, _t1007)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 e62a36a9>
def _native(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, _, = st.memos
    _st_vars = st.vars
    _t996 = st.zones[(5 + L[3])]
    st.budget -= len(_t996)
    if st.budget < 0: _spent1042(st)
    _t995 = []
    for _t997 in _t996:
        if (('scavenger' in (_memo15[_t997] if _t997 in _memo15 else _memo15.setdefault(_t997, frozenset(_a1044(st, _t997))))) and ((not ((_st_cvars[924 + _t997] == _st_vars[0]) or ((_st_cvars[504 + _t997] >= (_memo6[_t997] if _t997 in _memo6 else _memo6.setdefault(_t997, (1 + _a1046(st, _t997))))) and ((_memo5[_t997] if _t997 in _memo5 else _memo5.setdefault(_t997, _a1048(st, _t997))) >= (_memo4[_t997] if _t997 in _memo4 else _memo4.setdefault(_t997, _a1050(st, _t997))))))) and (_memo14[_t997] if _t997 in _memo14 else _memo14.setdefault(_t997, (not _a1055(st, _t997)))))):
            _t995.append(_t997)
    L[4] = _t995

# <rulerun evolution.rules: scavenge #477 0fb0f679>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1059(_audience1056(st), ['Scavenger: ', _PlayerRef1057(L[3]), "'s animal ", _plain1058(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 06c01d69>
def _native(st, L):
    return _o1060[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 b3726cae>
def _loop(st, L):
    _t1014 = (L[4] or ())
    st.budget -= len(_t1014)
    if st.budget < 0: _spent1062(st)
    for _t1015 in _t1014:
        return _t1015
    return None

# <rulerun evolution.rules: scavenge #482 6b712c6f>
def _native(st, L):
    _t1012 = (L[4] or ())
    st.budget -= len(_t1012)
    if st.budget < 0: _spent1061(st)
    _t1017 = _NOT_YET
    _t1011 = []
    for _t1013 in _t1012:
        if ((not False) or (_t1013 == (_t1017 if _t1017 is not _NOT_YET else (_t1017 := _a1063(st, L))))):
            _t1011.append(_t1013)
    return _t1011

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 03e0e380>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1019 = []
    for _t1018 in st.zones[(9 + _owner1068[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1018] == L[5]) or (_st_cvars[168 + _t1018] == L[5])):
            _t1019.append(_st_cvars[_t1018])
    return _t1019

# <rulerun evolution.rules: scavenge #485 ca2aa57a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1021 = []
    for _t1020 in st.zones[(9 + _owner1070[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1020] == L[5]) or (_st_cvars[168 + _t1020] == L[5])):
            _t1021.append(_t1020)
    return _t1021

# <rulerun evolution.rules: scavenge #486 9fc1ab4f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1023 = 0
    for _t1022 in st.zones[(9 + _owner1072[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t1022] == L[5]):
            _t1023 += (1 if ((_st_cvars[_t1022] == 'carnivorous') or (_st_cvars[_t1022] == 'high_body_weight')) else (2 if (_st_cvars[_t1022] == 'parasite') else 0))
    return _t1023

# <rulerun evolution.rules: scavenge #487 9c5a680a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1025 = 0
    for _t1024 in st.zones[(9 + _owner1074[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t1024] == L[5]) and (_st_cvars[_t1024] == 'fat_tissue')) and _st_cvars[252 + _t1024]):
            _t1025 += 1
    return _t1025

# <rulerun evolution.rules: scavenge #488 b83aa643>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1027 = 0
    for _t1026 in st.zones[(9 + _owner1076[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1026] == L[5]) and (_st_cvars[_t1026] == 'fat_tissue')):
            _t1027 += 1
    return _t1027

# <rulerun evolution.rules: scavenge #489 4c1b9d94>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1029 = 0
    for _t1028 in st.zones[(9 + _owner1078[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1028] == L[5]) and (_st_cvars[_t1028] == 'fat_tissue')):
            _t1029 += 1
    return _t1029

# <rulerun evolution.rules: scavenge #490 11e86bb3>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1064(_text1065(((((('animal ' + _plain1064(_st_cvars[420 + L[5]]) + ' of ' + _player_text1066(_owner1067[st.loc[L[5]]])) + (_text1065(' ' + _plain1064(_a1069(st, L))) if (not not (_a1071(st, L) or ())) else '')) + (' food ' + _plain1064(_st_cvars[504 + L[5]]) + '/' + _plain1064((1 + _a1073(st, L))))) + ((' fat ' + _plain1064(_a1075(st, L)) + '/' + _plain1064(_a1077(st, L))) if (_a1079(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 c66489c7>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    L[1] = _owner1080[_st_loc[_l0]]
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
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
    if _memo16: _memo16.clear()
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    _t1030 = _l0
    _t1031 = (13 + L[1])
    if type(_t1030) is int and st.log is None:
        _t1032 = _st_zones[(_t1033 := _st_loc[_t1030])]
        if _t1032[-1] == _t1030: _t1032.pop()
        else: _t1032.remove(_t1030)
        _st_zones[_t1031].append(_t1030); _st_loc[_t1030] = _t1031
        _t1034 = _leaving1082[_t1033]
        if _memo12 and _t1034 & 4096: _memo12.clear()
    elif _t1030 is not None:
        _move_cards1081(st, _t1030, _t1031, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: remove_animal #494 febacbf9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1037 = []
    for _t1036 in st.zones[(9 + _owner1084[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1036] == _l0) or (_st_cvars[168 + _t1036] == _l0)):
            _t1037.append(_t1036)
    return _t1037

# <rulerun evolution.rules: remove_animal #495 e52b0b2f>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    L[1] = _owner1083[_st_loc[_l0]]
    _t1038 = (_a1085(st, L) or [])
    st.budget -= len(_t1038)
    if st.budget < 0: _spent1086(st)
    for _t1035 in _t1038:
        L[4] = _t1035
        _i12l0 = _t1035
        _i12 = [_i12l0, None]
        _i12[1] = _owner1083[_st_loc[_i12l0]]
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
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
        if _memo16: _memo16.clear()
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        _t1039 = _i12l0
        _t1040 = (13 + _i12[1])
        if type(_t1039) is int and _st_log is None:
            _t1041 = _st_zones[(_t1042 := _st_loc[_t1039])]
            if _t1041[-1] == _t1039: _t1041.pop()
            else: _t1041.remove(_t1039)
            _st_zones[_t1040].append(_t1039); _st_loc[_t1039] = _t1040
            _t1043 = _leaving1088[_t1042]
            if _memo12 and _t1043 & 4096: _memo12.clear()
        elif _t1039 is not None:
            _move_cards1087(st, _t1039, _t1040, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
    _st_cvars[504 + _l0] = 0
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    _st_cvars[588 + _l0] = False
    _t1044 = _l0
    _t1045 = (13 + L[1])
    if type(_t1044) is int and _st_log is None:
        _t1046 = _st_zones[(_t1047 := _st_loc[_t1044])]
        if _t1046[-1] == _t1044: _t1046.pop()
        else: _t1046.remove(_t1044)
        _st_zones[_t1045].append(_t1044); _st_loc[_t1044] = _t1045
        _t1048 = _leaving1089[_t1047]
        if _memo12 and _t1048 & 4096: _memo12.clear()
    elif _t1044 is not None:
        _move_cards1087(st, _t1044, _t1045, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: deal #496 e414c8f5>
def _loop(st):
    for _t1051 in (_k1096 or ()):
        if (st.vars[7 + _t1051] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 5f626acb>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1049 in (_k1090 or []):
        L[2] = _t1049
        _st_vars[7 + _t1049] = (6 if ((not _st_zones[(5 + _t1049)]) and (not _st_zones[(1 + _t1049)])) else (1 + len(_st_zones[(5 + _t1049)])))
    for _t1050 in (_o1091[_st_vars[1]] or []):
        L[5] = _t1050
        if _st_log is not None: _st_log.append(_Text1095(_audience1092(st), ['Cards owed to ', _PlayerRef1093(_t1050), ': ', _plain1094(_st_vars[7 + _t1050])]))
    while ((not not _st_zones[0]) and _a1097(st)):
        st.budget -= 1
        if st.budget < 0: _spent1098(st)
        for _t1053 in (_o1099[_st_vars[1]] or []):
            L[8] = _t1053
            if not (((_st_vars[7 + _t1053] > 0) and (not not _st_zones[0]))): continue
            _t1056 = _st_zones[0]
            _t1055 = (1 + _t1053)
            if _st_log is None and _t1056:
                _t1054 = _t1056.pop(); _st_zones[_t1055].append(_t1054); st.loc[_t1054] = _t1055
            elif _t1056:
                _move_cards1100(st, _t1056[-1], _t1055, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            _st_vars[7 + _t1053] = (_t1057 if -1000000000000000000 <= (_t1057 := _st_vars[7 + _t1053] - 1) <= 1000000000000000000 else _beyond1101(_t1057))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1095(_audience1092(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 eabb12ac>
def _loop(st, _t1058):
    _st_cvars = st.cvars
    _t1061 = 0
    for _t1060 in st.zones[(9 + _t1058)]:
        _t1061 += (1 + (1 if ((_st_cvars[_t1060] == 'carnivorous') or (_st_cvars[_t1060] == 'high_body_weight')) else (2 if (_st_cvars[_t1060] == 'parasite') else 0)))
    return _t1061

# <rulerun evolution.rules: game_end #499 3a7b5b3c>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1059 = (_k1102 or [])
    st.budget -= len(_t1059)
    if st.budget < 0: _spent1103(st)
    for _t1058 in _t1059:
        _i13[2] = _t1058
        if _st_log is not None: _st_log.append(_Text1108(_audience1104(st), [_PlayerRef1105(_t1058), ': ', _plain1106(len(_st_zones[(5 + _t1058)])), ' animals, ', _plain1106(len(_st_zones[(9 + _t1058)])), ' trait cards, ', _plain1106((_memo12[_t1058] if _t1058 in _memo12 else _memo12.setdefault(_t1058, ((2 * len(_st_zones[(5 + _t1058)])) + _a1107(st, _t1058))))), ' points; ', _plain1106(len(_st_zones[(13 + _t1058)])), ' cards in the discard pile']))
    if False:
        _i13[3] = (list(range(1, _t1062 + 1)) if (_t1062 := 4) - 1 < 1000000 else _range1109(1, _t1062))
        for _t1063 in (_k1110 or []):
            _i13[6] = _t1063
            _i13[7] = _random_item1111(st, _i13[3])
            st.vars[12 + _t1063] = _i13[7]
            _i13[3] = _remove1112(st, _i13[3], _i13[7])
    _end_game1113(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 7d7da926>
def _loop(st, _t1064):
    _st_cvars = st.cvars
    _t1067 = 0
    for _t1066 in st.zones[(9 + _t1064)]:
        _t1067 += (1 + (1 if ((_st_cvars[_t1066] == 'carnivorous') or (_st_cvars[_t1066] == 'high_body_weight')) else (2 if (_st_cvars[_t1066] == 'parasite') else 0)))
    return _t1067

# <rulerun evolution.rules: final_scoring #501 4a60e0fd>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1065 = (_k1114 or [])
    st.budget -= len(_t1065)
    if st.budget < 0: _spent1115(st)
    for _t1064 in _t1065:
        L[2] = _t1064
        if _st_log is not None: _st_log.append(_Text1120(_audience1116(st), [_PlayerRef1117(_t1064), ': ', _plain1118(len(_st_zones[(5 + _t1064)])), ' animals, ', _plain1118(len(_st_zones[(9 + _t1064)])), ' trait cards, ', _plain1118((_memo12[_t1064] if _t1064 in _memo12 else _memo12.setdefault(_t1064, ((2 * len(_st_zones[(5 + _t1064)])) + _a1119(st, _t1064))))), ' points; ', _plain1118(len(_st_zones[(13 + _t1064)])), ' cards in the discard pile']))
    if False:
        L[3] = (list(range(1, _t1068 + 1)) if (_t1068 := 4) - 1 < 1000000 else _range1121(1, _t1068))
        for _t1069 in (_k1122 or []):
            L[6] = _t1069
            L[7] = _random_item1123(st, L[3])
            st.vars[12 + _t1069] = L[7]
            L[3] = _remove1124(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 75d80cbd>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1075 = []
    for _t1074 in st.zones[(9 + _owner1127[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1074] == _l1):
            _t1075.append(_st_cvars[_t1074])
    return _t1075

# <rulerun evolution.rules: on before attack #506 0a1003ef>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1080 = []
    for _t1079 in st.zones[(9 + _owner1130[st.loc[_t1077]])]:
        if (_st_cvars[84 + _t1079] == _t1077):
            _t1080.append(_st_cvars[_t1079])
    return _t1080

# <rulerun evolution.rules: on before attack #507 7e37e6ea>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1082 = []
    for _t1081 in st.zones[(9 + _owner1132[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1081] == _l0):
            _t1082.append(_st_cvars[_t1081])
    return _t1082

# <rulerun evolution.rules: on before attack #508 35e838e7>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1085 = []
    for _t1084 in st.zones[(9 + _owner1134[st.loc[_t1077]])]:
        if (_st_cvars[84 + _t1084] == _t1077):
            _t1085.append(_st_cvars[_t1084])
    return _t1085

# <rulerun evolution.rules: on before attack #509 086d70e5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1087 = []
    for _t1086 in st.zones[(9 + _owner1136[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1086] == _l0):
            _t1087.append(_st_cvars[_t1086])
    return _t1087

# <rulerun evolution.rules: on before attack #510 7f5fb302>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1090 = []
    for _t1089 in st.zones[(9 + _owner1138[st.loc[_t1077]])]:
        if (_st_cvars[84 + _t1089] == _t1077):
            _t1090.append(_st_cvars[_t1089])
    return _t1090

# <rulerun evolution.rules: on before attack #511 70b0443d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1092 = []
    for _t1091 in st.zones[(9 + _owner1140[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1091] == _l0):
            _t1092.append(_st_cvars[_t1091])
    return _t1092

# <rulerun evolution.rules: on before attack #512 36e32035>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1095 = []
    for _t1094 in st.zones[(9 + _owner1142[st.loc[_t1077]])]:
        if (_st_cvars[84 + _t1094] == _t1077):
            _t1095.append(_st_cvars[_t1094])
    return _t1095

# <rulerun evolution.rules: on before attack #513 cf286a64>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    _t1097 = 0
    for _t1096 in st.zones[(9 + _owner1144[st.loc[_t1077]])]:
        if (_st_cvars[84 + _t1096] == _t1077):
            _t1097 += (1 if ((_st_cvars[_t1096] == 'carnivorous') or (_st_cvars[_t1096] == 'high_body_weight')) else (2 if (_st_cvars[_t1096] == 'parasite') else 0))
    return _t1097

# <rulerun evolution.rules: on before attack #514 aaa9e9dc>
def _loop(st, _t1077):
    _st_cvars = st.cvars
    for _t1098 in st.zones[(9 + _owner1146[st.loc[_t1077]])]:
        if ((_st_cvars[_t1098] == 'symbiosis') and (_st_cvars[168 + _t1098] == _t1077)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 2e298dff>
def _loop(st, L, _t1071):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1076 = st.zones[(5 + _t1071)]
    st.budget -= len(_t1076)
    if st.budget < 0: _spent1129(st)
    _t1083 = _NOT_YET
    _t1088 = _NOT_YET
    _t1093 = _NOT_YET
    for _t1077 in _t1076:
        if (((_t1077 != _l1) and (_t1077 != _l0)) and ((((((_l0 != _t1077) and ((not ('camouflage' in (_memo15[_t1077] if _t1077 in _memo15 else _memo15.setdefault(_t1077, frozenset(_a1131(st, _t1077)))))) or (_t1083 if _t1083 is not _NOT_YET else (_t1083 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1133(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1077] if _t1077 in _memo15 else _memo15.setdefault(_t1077, frozenset(_a1135(st, _t1077)))))) or (_t1088 if _t1088 is not _NOT_YET else (_t1088 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1137(st, L))))))))) and (('swimming' in (_memo15[_t1077] if _t1077 in _memo15 else _memo15.setdefault(_t1077, frozenset(_a1139(st, _t1077))))) == (_t1093 if _t1093 is not _NOT_YET else (_t1093 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1141(st, L))))))))) and (not (('burrowing' in (_memo15[_t1077] if _t1077 in _memo15 else _memo15.setdefault(_t1077, frozenset(_a1143(st, _t1077))))) and ((_st_cvars[924 + _t1077] == _st_vars[0]) or (_st_cvars[504 + _t1077] >= (_memo6[_t1077] if _t1077 in _memo6 else _memo6.setdefault(_t1077, (1 + _a1145(st, _t1077))))))))) and (not (_memo13[_t1077] if _t1077 in _memo13 else _memo13.setdefault(_t1077, _a1147(st, _t1077)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 1c3a2a76>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo15 = st.memos[15]
    L[4] = _owner1125[st.loc[_l1]]
    _t1071 = L[4]
    _t1072 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1072)
    if st.budget < 0: _spent1126(st)
    _t1100 = _NOT_YET
    _t1070 = []
    for _t1073 in _t1072:
        if (((_t1073 in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1128(st, L))))) and ((_t1073 != 'running') or (not _l3))) and ((_t1073 != 'mimicry') or ((not _l2) and (_t1100 if _t1100 is not _NOT_YET else (_t1100 := _a1148(st, L, _t1071)))))):
            _t1070.append(_t1073)
    L[5] = _t1070
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 f783abef>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text1152(_audience1149(st), ['Running: ', _PlayerRef1150(L[4]), "'s animal ", _plain1151(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll1153(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text1152(_audience1149(st), ['Animal ', _plain1151(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel1154(st)
        return 2
    if _st_log is not None: _st_log.append(_Text1152(_audience1149(st), ['Animal ', _plain1151(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 2d5de3bf>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1157(_audience1155(st), ['Mimicry: the attack turns from animal ', _plain1156(_st_cvars[420 + L[1]]), ' to animal ', _plain1156(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value1158(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 e384d1a9>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text1161(_audience1159(st), ['Tail loss: animal ', _plain1160(_st_cvars[420 + L[1]]), ' drops its ', _plain1160(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = _owner1162[_st_loc[_i14l0]]
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
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
    if _memo16: _memo16.clear()
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()
    _t1101 = _i14l0
    _t1102 = (13 + _i14[1])
    if type(_t1101) is int and _st_log is None:
        _t1103 = _st_zones[(_t1104 := _st_loc[_t1101])]
        if _t1103[-1] == _t1101: _t1103.pop()
        else: _t1103.remove(_t1101)
        _st_zones[_t1102].append(_t1101); _st_loc[_t1101] = _t1102
        _t1105 = _leaving1164[_t1104]
        if _memo12 and _t1105 & 4096: _memo12.clear()
    elif _t1101 is not None:
        _move_cards1163(st, _t1101, _t1102, False)
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
    if _memo15: _memo15.clear()
    if _memo16: _memo16.clear()

# <rulerun evolution.rules: on before attack #521 6f5f6421>
def _native(st, L):
    _cancel1165(st)
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

# <rulerun evolution.rules: on before attack #527 c104a161>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1109 in st.zones[(9 + _owner1167[st.loc[_t1108]])]:
        if ((_st_cvars[84 + _t1109] == _t1108) and (_st_cvars[_t1109] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 1341f3b2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1111 in st.zones[(9 + _owner1169[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1111] == _l0) and (_st_cvars[_t1111] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 4044158b>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1114 in st.zones[(9 + _owner1171[st.loc[_t1108]])]:
        if ((_st_cvars[84 + _t1114] == _t1108) and (_st_cvars[_t1114] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 2cd860a3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + _owner1173[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1116] == _l0) and (_st_cvars[_t1116] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 44bad48a>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1119 in st.zones[(9 + _owner1175[st.loc[_t1108]])]:
        if ((_st_cvars[84 + _t1119] == _t1108) and (_st_cvars[_t1119] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 436c3752>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1121 in st.zones[(9 + _owner1177[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1121] == _l0) and (_st_cvars[_t1121] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 0a6cd07c>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1124 in st.zones[(9 + _owner1179[st.loc[_t1108]])]:
        if ((_st_cvars[84 + _t1124] == _t1108) and (_st_cvars[_t1124] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 6aacf3a8>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1127 = 0
    for _t1126 in st.zones[(9 + _owner1181[st.loc[_t1108]])]:
        if (_st_cvars[84 + _t1126] == _t1108):
            _t1127 += (1 if ((_st_cvars[_t1126] == 'carnivorous') or (_st_cvars[_t1126] == 'high_body_weight')) else (2 if (_st_cvars[_t1126] == 'parasite') else 0))
    return _t1127

# <rulerun evolution.rules: on before attack #535 f1cf4c55>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    for _t1128 in st.zones[(9 + _owner1183[st.loc[_t1108]])]:
        if ((_st_cvars[_t1128] == 'symbiosis') and (_st_cvars[168 + _t1128] == _t1108)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 f49b9f84>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1107 = st.zones[(5 + L[4])]
    st.budget -= len(_t1107)
    if st.budget < 0: _spent1166(st)
    _t1113 = _NOT_YET
    _t1118 = _NOT_YET
    _t1123 = _NOT_YET
    _t1106 = []
    for _t1108 in _t1107:
        if (((_t1108 != _l1) and (_t1108 != _l0)) and ((((((_l0 != _t1108) and ((not _a1168(st, _t1108)) or (_t1113 if _t1113 is not _NOT_YET else (_t1113 := _a1170(st, L))))) and ((not _a1172(st, _t1108)) or (_t1118 if _t1118 is not _NOT_YET else (_t1118 := _a1174(st, L))))) and (_a1176(st, _t1108) == (_t1123 if _t1123 is not _NOT_YET else (_t1123 := _a1178(st, L))))) and (not (_a1180(st, _t1108) and ((_st_cvars[924 + _t1108] == _st_vars[0]) or (_st_cvars[504 + _t1108] >= (1 + _a1182(st, _t1108))))))) and (not _a1184(st, _t1108)))):
            _t1106.append(_t1108)
    return _t1106

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 45973ce9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1131 = []
    for _t1130 in st.zones[(9 + _owner1189[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1130] == L[7]) or (_st_cvars[168 + _t1130] == L[7])):
            _t1131.append(_st_cvars[_t1130])
    return _t1131

# <rulerun evolution.rules: on before attack #539 6e6a2e54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1133 = []
    for _t1132 in st.zones[(9 + _owner1191[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1132] == L[7]) or (_st_cvars[168 + _t1132] == L[7])):
            _t1133.append(_t1132)
    return _t1133

# <rulerun evolution.rules: on before attack #540 5efb44a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1135 = 0
    for _t1134 in st.zones[(9 + _owner1193[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t1134] == L[7]):
            _t1135 += (1 if ((_st_cvars[_t1134] == 'carnivorous') or (_st_cvars[_t1134] == 'high_body_weight')) else (2 if (_st_cvars[_t1134] == 'parasite') else 0))
    return _t1135

# <rulerun evolution.rules: on before attack #541 54d00f5a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1137 = 0
    for _t1136 in st.zones[(9 + _owner1195[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t1136] == L[7]) and (_st_cvars[_t1136] == 'fat_tissue')) and _st_cvars[252 + _t1136]):
            _t1137 += 1
    return _t1137

# <rulerun evolution.rules: on before attack #542 8ba1b26c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1139 = 0
    for _t1138 in st.zones[(9 + _owner1197[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1138] == L[7]) and (_st_cvars[_t1138] == 'fat_tissue')):
            _t1139 += 1
    return _t1139

# <rulerun evolution.rules: on before attack #543 e49df3de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1141 = 0
    for _t1140 in st.zones[(9 + _owner1199[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1140] == L[7]) and (_st_cvars[_t1140] == 'fat_tissue')):
            _t1141 += 1
    return _t1141

# <rulerun evolution.rules: on before attack #544 1bb6f0be>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1185(_text1186(((((('animal ' + _plain1185(_st_cvars[420 + L[7]]) + ' of ' + _player_text1187(_owner1188[st.loc[L[7]]])) + (_text1186(' ' + _plain1185(_a1190(st, L))) if (not not (_a1192(st, L) or ())) else '')) + (' food ' + _plain1185(_st_cvars[504 + L[7]]) + '/' + _plain1185((1 + _a1194(st, L))))) + ((' fat ' + _plain1185(_a1196(st, L)) + '/' + _plain1185(_a1198(st, L))) if (_a1200(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 958d2180>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1143 = []
    for _t1142 in st.zones[(9 + _owner1201[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1142] == _l1) or (_st_cvars[168 + _t1142] == _l1)):
            _t1143.append(_t1142)
    return _t1143

# <rulerun evolution.rules: on before attack #546 88c3a8c7>
def _native(st, L):
    return _a1202(st, L)

# <rulerun evolution.rules: on before attack #547 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #548 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on before attack #549 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: on after attack #550 dbc4c3f8>
def _native(st, L):
    return _owner1203[st.loc[L[0]]]

# <rulerun evolution.rules: play #551 9f9f0cf0>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1206(_audience1204(st), ['Two base sets are mixed: ', _plain1205(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1207(st, 0)
    for _t1144 in (_k1208 or []):
        L[2] = _t1144
        _t1145 = _st_zones[0][:-(6) - 1:-1]
        _t1146 = (1 + _t1144)
        if type(_t1145) is list and _st_log is None:
            for _t1147 in _t1145:
                _t1148 = _st_zones[_st_loc[_t1147]]
                if _t1148[-1] == _t1147: _t1148.pop()
                else: _t1148.remove(_t1147)
                _st_zones[_t1146].append(_t1147); _st_loc[_t1147] = _t1146
            if _memo12: _memo12.clear()
        elif _t1145 is not None:
            _move_cards1209(st, _t1145, _t1146, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
    _st_vars[1] = _random_item1210(st, _k1211)
    if _st_log is not None: _st_log.append(_Text1206(_audience1204(st), [_PlayerRef1212(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 1ff0c154>
def _loop(st, _t1149):
    _st_cvars = st.cvars
    _t1152 = 0
    for _t1151 in st.zones[(9 + _t1149)]:
        _t1152 += (1 + (1 if ((_st_cvars[_t1151] == 'carnivorous') or (_st_cvars[_t1151] == 'high_body_weight')) else (2 if (_st_cvars[_t1151] == 'parasite') else 0)))
    return _t1152

# <rulerun evolution.rules: play #553 61bc27d2>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1150 = (_k1213 or [])
    st.budget -= len(_t1150)
    if st.budget < 0: _spent1214(st)
    for _t1149 in _t1150:
        _i16[2] = _t1149
        if _st_log is not None: _st_log.append(_Text1219(_audience1215(st), [_PlayerRef1216(_t1149), ': ', _plain1217(len(_st_zones[(5 + _t1149)])), ' animals, ', _plain1217(len(_st_zones[(9 + _t1149)])), ' trait cards, ', _plain1217((_memo12[_t1149] if _t1149 in _memo12 else _memo12.setdefault(_t1149, ((2 * len(_st_zones[(5 + _t1149)])) + _a1218(st, _t1149))))), ' points; ', _plain1217(len(_st_zones[(13 + _t1149)])), ' cards in the discard pile']))
    if False:
        _i16[3] = (list(range(1, _t1153 + 1)) if (_t1153 := 4) - 1 < 1000000 else _range1220(1, _t1153))
        for _t1154 in (_k1221 or []):
            _i16[6] = _t1154
            _i16[7] = _random_item1222(st, _i16[3])
            st.vars[12 + _t1154] = _i16[7]
            _i16[3] = _remove1223(st, _i16[3], _i16[7])
    _end_game1224(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 f133002f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1227(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1228(_k1229)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1230[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run1231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1228(_k1232)
            fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1230[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run1233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1234)

# <rulerun evolution.rules: development #556 398c1ad5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1237)
            _r = _run1238(st, L)
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
            L[1] = (_o1239[st.vars[1]] or []); L[2] = 0
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
            _r = _run1240(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t1155 = L[3]
            _t1156 = len(_o) + 1
            if _t1156 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1157 = st.chooser(_t1156, _t1155)
                else:
                    _t1157 = _st_bits(_t1156.bit_length())
                    while _t1157 >= _t1156: _t1157 = _st_bits(_t1156.bit_length())
                L[4] = _o[_t1157 - 1] if _t1157 else None; st.decisions += 1
                if st.thread_player is not None: _answered1242(st, _t1157)
            elif _st_log is None: _pend1243(st, L, [None] + _o, _t1155); return True
            elif _decide1244(st, L, _o[:], _t1155): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1245(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1246(_k1247)
            fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1248[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1236(_k, st, _d0): raise _Runaway1235()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1236(_k, st, _d0): raise _Runaway1235()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1249)

# <rulerun evolution.rules: play_card #557 ddce83f8>
def _loop(st, _t1162):
    _st_cvars = st.cvars
    _t1165 = []
    for _t1164 in st.zones[(9 + _owner1263[st.loc[_t1162]])]:
        if (_st_cvars[84 + _t1164] == _t1162):
            _t1165.append(_st_cvars[_t1164])
    return _t1165

# <rulerun evolution.rules: play_card #558 965ca8ac>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1161 = (list(_chain1259(map(st.zones.__getitem__, _k1260))) or ())
    st.budget -= len(_t1161)
    if st.budget < 0: _spent1261(st)
    _t1163 = []
    for _t1162 in _t1161:
        if ((_owner1262[_st_loc[_t1162]] != _l0) and (not ('parasite' in (_memo15[_t1162] if _t1162 in _memo15 else _memo15.setdefault(_t1162, frozenset(_a1264(st, _t1162))))))):
            _t1163.append(_t1162)
    return _t1163

# <rulerun evolution.rules: play_card #559 c90ecab3>
def _loop(st, _t1170, _t1174):
    _st_cvars = st.cvars
    _t1176 = []
    for _t1175 in st.zones[(9 + _owner1271[st.loc[_t1170]])]:
        if (((_st_cvars[84 + _t1175] == _t1170) and (_st_cvars[168 + _t1175] == _t1174)) or ((_st_cvars[84 + _t1175] == _t1174) and (_st_cvars[168 + _t1175] == _t1170))):
            _t1176.append(_st_cvars[_t1175])
    return _t1176

# <rulerun evolution.rules: play_card #560 f7a85b71>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t1169 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1169)
    if st.budget < 0: _spent1270(st)
    _t1171 = []
    for _t1170 in _t1169:
        _t1173 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1173)
        if st.budget < 0: _spent1270(st)
        _t1172 = False
        for _t1174 in _t1173:
            if ((_t1170 != _t1174) and (not (_l3 in (_t1177 if (_t1177 := _memo16.get((_t1170, _t1174,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t1170, _t1174,), frozenset(_a1272(st, _t1170, _t1174))))))):
                _t1172 = True
                break
        if _t1172:
            _t1171.append(_t1170)
    return _t1171

# <rulerun evolution.rules: play_card #561 1551abd5>
def _loop(st, L, _t1182):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t1185 = []
    for _t1184 in st.zones[(9 + _owner1278[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t1184] == _l5) and (_st_cvars[168 + _t1184] == _t1182)) or ((_st_cvars[84 + _t1184] == _t1182) and (_st_cvars[168 + _t1184] == _l5))):
            _t1185.append(_st_cvars[_t1184])
    return _t1185

# <rulerun evolution.rules: play_card #562 f977ebee>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t1181 = st.zones[(5 + L[0])]
    st.budget -= len(_t1181)
    if st.budget < 0: _spent1277(st)
    _t1183 = []
    for _t1182 in _t1181:
        if ((_l5 != _t1182) and (not (_l3 in (_t1186 if (_t1186 := _memo16.get((_l5, _t1182,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t1182,), frozenset(_a1279(st, L, _t1182))))))):
            _t1183.append(_t1182)
    return _t1183

# <rulerun evolution.rules: play_card #563 c4bcfe34>
def _loop(st, _t1194):
    _st_cvars = st.cvars
    _t1197 = []
    for _t1196 in st.zones[(9 + _owner1291[st.loc[_t1194]])]:
        if (_st_cvars[84 + _t1196] == _t1194):
            _t1197.append(_st_cvars[_t1196])
    return _t1197

# <rulerun evolution.rules: play_card #564 0a6431f2>
def _loop(st, _t1194):
    _st_cvars = st.cvars
    _t1199 = []
    for _t1198 in st.zones[(9 + _owner1293[st.loc[_t1194]])]:
        if (_st_cvars[84 + _t1198] == _t1194):
            _t1199.append(_st_cvars[_t1198])
    return _t1199

# <rulerun evolution.rules: play_card #565 21c3807a>
def _loop(st, _t1194):
    _st_cvars = st.cvars
    _t1201 = []
    for _t1200 in st.zones[(9 + _owner1295[st.loc[_t1194]])]:
        if (_st_cvars[84 + _t1200] == _t1194):
            _t1201.append(_st_cvars[_t1200])
    return _t1201

# <rulerun evolution.rules: play_card #566 7aabbb1b>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t1193 = st.zones[(5 + L[0])]
    st.budget -= len(_t1193)
    if st.budget < 0: _spent1290(st)
    _t1195 = []
    for _t1194 in _t1193:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t1194] if _t1194 in _memo15 else _memo15.setdefault(_t1194, frozenset(_a1292(st, _t1194))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t1194] if _t1194 in _memo15 else _memo15.setdefault(_t1194, frozenset(_a1294(st, _t1194)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t1194] if _t1194 in _memo15 else _memo15.setdefault(_t1194, frozenset(_a1296(st, _t1194)))))))):
            _t1195.append(_t1194)
    return _t1195

# <rulerun evolution.rules: play_card #567 92e1877d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1252(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1158 = L[0]
            _t1159 = len(_o)
            if not _t1159: _no_option1254(_t1158, 'play it as')
            if _t1159 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1159 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1160 = st.chooser(_t1159, _t1158)
                else:
                    _t1160 = _st_bits(_t1159.bit_length())
                    while _t1160 >= _t1159: _t1160 = _st_bits(_t1159.bit_length())
                L[3] = _o[_t1160]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1160)
            elif _st_log is None: _pend1256(st, L, _o, _t1158); return True
            elif _decide1257(st, L, _o, _t1158): return True
            pc = 2
        if pc == 2:
            _r = _run1258(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a1265(st, L) or [])
            fr[1] = 5
            _t1166 = L[0]
            _t1167 = len(_o)
            if not _t1167: _no_option1254(_t1166, 'animal to put the parasite on')
            if _t1167 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1167 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1168 = st.chooser(_t1167, _t1166)
                else:
                    _t1168 = _st_bits(_t1167.bit_length())
                    while _t1168 >= _t1167: _t1168 = _st_bits(_t1167.bit_length())
                L[4] = _o[_t1168]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1168)
            elif _st_log is None: _pend1267(st, L, _o, _t1166); return True
            elif _decide1268(st, L, _o, _t1166): return True
            pc = 5
        if pc == 5:
            _r = _run1269(st, L)
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
            _o = (_a1273(st, L) or [])
            fr[1] = 9
            _t1178 = L[0]
            _t1179 = len(_o)
            if not _t1179: _no_option1254(_t1178, 'first animal of the pair')
            if _t1179 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1179 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1180 = st.chooser(_t1179, _t1178)
                else:
                    _t1180 = _st_bits(_t1179.bit_length())
                    while _t1180 >= _t1179: _t1180 = _st_bits(_t1179.bit_length())
                L[5] = _o[_t1180]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1180)
            elif _st_log is None: _pend1275(st, L, _o, _t1178); return True
            elif _decide1276(st, L, _o, _t1178): return True
            pc = 9
        if pc == 9:
            _o = (_a1280(st, L) or [])
            fr[1] = 10
            _t1187 = L[0]
            _t1188 = len(_o)
            if not _t1188: _no_option1254(_t1187, 'second animal of the pair')
            if _t1188 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1188 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1189 = st.chooser(_t1188, _t1187)
                else:
                    _t1189 = _st_bits(_t1188.bit_length())
                    while _t1189 >= _t1188: _t1189 = _st_bits(_t1188.bit_length())
                L[6] = _o[_t1189]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1189)
            elif _st_log is None: _pend1282(st, L, _o, _t1187); return True
            elif _decide1283(st, L, _o, _t1187): return True
            pc = 10
        if pc == 10:
            _r = _run1284(st, L)
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
            _t1190 = L[0]
            _t1191 = len(_o)
            if not _t1191: _no_option1254(_t1190, 'the symbiont')
            if _t1191 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1191 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1192 = st.chooser(_t1191, _t1190)
                else:
                    _t1192 = _st_bits(_t1191.bit_length())
                    while _t1192 >= _t1191: _t1192 = _st_bits(_t1191.bit_length())
                L[7] = _o[_t1192]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1192)
            elif _st_log is None: _pend1286(st, L, _o, _t1190); return True
            elif _decide1287(st, L, _o, _t1190): return True
            pc = 13
        if pc == 13:
            _r = _run1288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run1289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a1297(st, L) or [])
            fr[1] = 18
            _t1202 = L[0]
            _t1203 = len(_o)
            if not _t1203: _no_option1254(_t1202, 'animal to give it to')
            if _t1203 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1203 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1204 = st.chooser(_t1203, _t1202)
                else:
                    _t1204 = _st_bits(_t1203.bit_length())
                    while _t1204 >= _t1203: _t1204 = _st_bits(_t1203.bit_length())
                L[8] = _o[_t1204]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1204)
            elif _st_log is None: _pend1299(st, L, _o, _t1202); return True
            elif _decide1300(st, L, _o, _t1202): return True
            pc = 18
        if pc == 18:
            _r = _run1301(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1302)

# <rulerun evolution.rules: determining_the_food_base #568 ce1446ee>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1306)

# <rulerun evolution.rules: feeding #569 f5b40f07>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1309)
            _r = _run1310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1311(_k1312)
            fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1313[6](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run1314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1315)

# <rulerun evolution.rules: show_animals #570 a0df3d25>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1319)

# <rulerun evolution.rules: feeding_laps #571 439f149e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1322(st, L)
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
            L[0] = (_o1323[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1325(_k1326)
            fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1327[8](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run1328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1321(_k, st, _d0): raise _Runaway1320()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1321(_k, st, _d0): raise _Runaway1320()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1329)

# <rulerun evolution.rules: feeding_end_check #572 2cc8df3f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1332(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1333)

# <rulerun evolution.rules: feeding_turn_of #573 293648a1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1336(st, L)
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
            _r = _run1337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1205 = L[0]
            _t1206 = len(_o)
            if not _t1206: _no_option1339(_t1205, 'feeding action')
            if _t1206 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1206 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1207 = st.chooser(_t1206, _t1205)
                else:
                    _t1207 = _st_bits(_t1206.bit_length())
                    while _t1207 >= _t1206: _t1207 = _st_bits(_t1206.bit_length())
                L[3] = _o[_t1207]; st.decisions += 1
                if st.thread_player is not None: _answered1340(st, _t1207)
            elif _st_log is None: _pend1341(st, L, _o, _t1205); return True
            elif _decide1342(st, L, _o, _t1205): return True
            pc = 4
        if pc == 4:
            _r = _run1343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1346)
            fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[9](st, _f): return True
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
            _r = _run1348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1349)
            fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[16](st, _f): return True
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
            _r = _run1350(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1351)
            fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[10](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1352)
            fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[13](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1353)
            fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[14](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1345(_k1354)
            fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1347[15](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1335(_k, st, _d0): raise _Runaway1334()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1355)

# <rulerun evolution.rules: take_food #574 3a754b29>
def _loop(st, _t1209):
    _st_cvars = st.cvars
    _t1212 = 0
    for _t1211 in st.zones[(9 + _owner1359[st.loc[_t1209]])]:
        if (_st_cvars[84 + _t1211] == _t1209):
            _t1212 += (1 if ((_st_cvars[_t1211] == 'carnivorous') or (_st_cvars[_t1211] == 'high_body_weight')) else (2 if (_st_cvars[_t1211] == 'parasite') else 0))
    return _t1212

# <rulerun evolution.rules: take_food #575 59200e0f>
def _loop(st, _t1209):
    _st_cvars = st.cvars
    _t1214 = 0
    for _t1213 in st.zones[(9 + _owner1361[st.loc[_t1209]])]:
        if (((_st_cvars[84 + _t1213] == _t1209) and (_st_cvars[_t1213] == 'fat_tissue')) and _st_cvars[252 + _t1213]):
            _t1214 += 1
    return _t1214

# <rulerun evolution.rules: take_food #576 6701f2fd>
def _loop(st, _t1209):
    _st_cvars = st.cvars
    _t1216 = 0
    for _t1215 in st.zones[(9 + _owner1363[st.loc[_t1209]])]:
        if ((_st_cvars[84 + _t1215] == _t1209) and (_st_cvars[_t1215] == 'fat_tissue')):
            _t1216 += 1
    return _t1216

# <rulerun evolution.rules: take_food #577 380320f0>
def _loop(st, _t1218):
    _st_cvars = st.cvars
    _t1221 = 0
    for _t1220 in st.zones[(9 + _owner1367[st.loc[_st_cvars[84 + _t1218]]])]:
        if (_st_cvars[84 + _t1220] == _st_cvars[84 + _t1218]):
            _t1221 += (1 if ((_st_cvars[_t1220] == 'carnivorous') or (_st_cvars[_t1220] == 'high_body_weight')) else (2 if (_st_cvars[_t1220] == 'parasite') else 0))
    return _t1221

# <rulerun evolution.rules: take_food #578 def0f5f3>
def _loop(st, _t1209):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1217 = st.zones[(9 + _owner1365[st.loc[_t1209]])]
    st.budget -= len(_t1217)
    if st.budget < 0: _spent1366(st)
    for _t1218 in _t1217:
        if (((_st_cvars[_t1218] == 'symbiosis') and (_st_cvars[168 + _t1218] == _t1209)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1218]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1218]] >= (_memo6[_st_cvars[84 + _t1218]] if _st_cvars[84 + _t1218] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1218], (1 + _a1368(st, _t1218)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 aa0d32f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1208 = st.zones[(5 + L[0])]
    st.budget -= len(_t1208)
    if st.budget < 0: _spent1358(st)
    _t1210 = []
    for _t1209 in _t1208:
        if ((not ((_st_cvars[924 + _t1209] == _st_vars[0]) or ((_st_cvars[504 + _t1209] >= (_memo6[_t1209] if _t1209 in _memo6 else _memo6.setdefault(_t1209, (1 + _a1360(st, _t1209))))) and ((_memo5[_t1209] if _t1209 in _memo5 else _memo5.setdefault(_t1209, _a1362(st, _t1209))) >= (_memo4[_t1209] if _t1209 in _memo4 else _memo4.setdefault(_t1209, _a1364(st, _t1209))))))) and (_memo14[_t1209] if _t1209 in _memo14 else _memo14.setdefault(_t1209, (not _a1369(st, _t1209))))):
            _t1210.append(_t1209)
    return _t1210

# <rulerun evolution.rules: take_food #580 32cf91a7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1370(st, L) or [])
            fr[1] = 1
            _t1222 = L[0]
            _t1223 = len(_o)
            if not _t1223: _no_option1372(_t1222, 'animal to feed')
            if _t1223 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1223 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1224 = st.chooser(_t1223, _t1222)
                else:
                    _t1224 = _st_bits(_t1223.bit_length())
                    while _t1224 >= _t1223: _t1224 = _st_bits(_t1223.bit_length())
                L[1] = _o[_t1224]; st.decisions += 1
                if st.thread_player is not None: _answered1373(st, _t1224)
            elif _st_log is None: _pend1374(st, L, _o, _t1222); return True
            elif _decide1375(st, L, _o, _t1222): return True
            pc = 1
        if pc == 1:
            _r = _run1376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1377(_k1378)
            fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1379[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1380)

# <rulerun evolution.rules: convert_fat #581 845dd5d3>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1229 = 0
    for _t1228 in st.zones[(9 + _owner1384[st.loc[_t1226]])]:
        if (_st_cvars[84 + _t1228] == _t1226):
            _t1229 += (1 if ((_st_cvars[_t1228] == 'carnivorous') or (_st_cvars[_t1228] == 'high_body_weight')) else (2 if (_st_cvars[_t1228] == 'parasite') else 0))
    return _t1229

# <rulerun evolution.rules: convert_fat #582 4484363f>
def _loop(st, _t1226):
    _st_cvars = st.cvars
    _t1231 = 0
    for _t1230 in st.zones[(9 + _owner1386[st.loc[_t1226]])]:
        if (((_st_cvars[84 + _t1230] == _t1226) and (_st_cvars[_t1230] == 'fat_tissue')) and _st_cvars[252 + _t1230]):
            _t1231 += 1
    return _t1231

# <rulerun evolution.rules: convert_fat #583 41413230>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1225 = st.zones[(5 + L[0])]
    st.budget -= len(_t1225)
    if st.budget < 0: _spent1383(st)
    _t1227 = []
    for _t1226 in _t1225:
        if ((not ((_st_cvars[924 + _t1226] == _st_vars[0]) or (_st_cvars[504 + _t1226] >= (_memo6[_t1226] if _t1226 in _memo6 else _memo6.setdefault(_t1226, (1 + _a1385(st, _t1226))))))) and ((_memo5[_t1226] if _t1226 in _memo5 else _memo5.setdefault(_t1226, _a1387(st, _t1226))) > 0)):
            _t1227.append(_t1226)
    return _t1227

# <rulerun evolution.rules: convert_fat #584 a6da4dff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1236 = 0
    for _t1235 in st.zones[(9 + _owner1394[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t1235] == L[1]) and (_st_cvars[_t1235] == 'fat_tissue')) and _st_cvars[252 + _t1235]):
            _t1236 += 1
    return _t1236

# <rulerun evolution.rules: convert_fat #585 8144e50a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1238 = 0
    for _t1237 in st.zones[(9 + _owner1396[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t1237] == L[1]):
            _t1238 += (1 if ((_st_cvars[_t1237] == 'carnivorous') or (_st_cvars[_t1237] == 'high_body_weight')) else (2 if (_st_cvars[_t1237] == 'parasite') else 0))
    return _t1238

# <rulerun evolution.rules: convert_fat #586 135087e3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1388(st, L) or [])
            fr[1] = 1
            _t1232 = L[0]
            _t1233 = len(_o)
            if not _t1233: _no_option1390(_t1232, 'animal to convert fat on')
            if _t1233 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1233 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1234 = st.chooser(_t1233, _t1232)
                else:
                    _t1234 = _st_bits(_t1233.bit_length())
                    while _t1234 >= _t1233: _t1234 = _st_bits(_t1233.bit_length())
                L[1] = _o[_t1234]; st.decisions += 1
                if st.thread_player is not None: _answered1391(st, _t1234)
            elif _st_log is None: _pend1392(st, L, _o, _t1232); return True
            elif _decide1393(st, L, _o, _t1232): return True
            pc = 1
        if pc == 1:
            _o = ((list(range(1, _t1240 + 1)) if (_t1240 := min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1395(st, L))), (_t1239 if -1000000000000000000 <= (_t1239 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1397(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1398(_t1239)))) - 1 < 1000000 else _range1399(1, _t1240)) or [])
            fr[1] = 2
            _t1241 = L[0]
            _t1242 = len(_o)
            if not _t1242: _no_option1390(_t1241, 'yellow tokens to convert')
            if _t1242 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1242 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1243 = st.chooser(_t1242, _t1241)
                else:
                    _t1243 = _st_bits(_t1242.bit_length())
                    while _t1243 >= _t1242: _t1243 = _st_bits(_t1242.bit_length())
                L[2] = _o[_t1243]; st.decisions += 1
                if st.thread_player is not None: _answered1391(st, _t1243)
            elif _st_log is None: _pend1401(st, L, _o, _t1241); return True
            elif _decide1402(st, L, _o, _t1241): return True
            pc = 2
        if pc == 2:
            _r = _run1403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1404)

# <rulerun evolution.rules: receive #587 b4e4b5c4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1408(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1410(st, fr): return True
            return None
        if pc == 5:
            _step1411(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1412)

# <rulerun evolution.rules: paired_triggers #588 cd1f07bc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
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
            _r = _run1415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t1244 = _owner1417[st.loc[L[0]]]
            _t1245 = len(_o) + 1
            if _t1245 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1246 = st.chooser(_t1245, _t1244)
                else:
                    _t1246 = _st_bits(_t1245.bit_length())
                    while _t1246 >= _t1245: _t1246 = _st_bits(_t1245.bit_length())
                L[3] = _o[_t1246 - 1] if _t1246 else None; st.decisions += 1
                if st.thread_player is not None: _answered1418(st, _t1246)
            elif _st_log is None: _pend1419(st, L, [None] + _o, _t1244); return True
            elif _decide1420(st, L, _o, _t1244): return True
            pc = 3
        if pc == 3:
            _r = _run1421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1422(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1423(_k1424)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1425[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1426(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1423(_k1427)
            fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1425[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1414(_k, st, _d0): raise _Runaway1413()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1428)

# <rulerun evolution.rules: piracy #589 1e208b52>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _t1251 = []
    for _t1250 in st.zones[(9 + _owner1432[st.loc[_t1248]])]:
        if (_st_cvars[84 + _t1250] == _t1248):
            _t1251.append(_st_cvars[_t1250])
    return _t1251

# <rulerun evolution.rules: piracy #590 d4d033b4>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _t1253 = 0
    for _t1252 in st.zones[(9 + _owner1434[st.loc[_t1248]])]:
        if (_st_cvars[84 + _t1252] == _t1248):
            _t1253 += (1 if ((_st_cvars[_t1252] == 'carnivorous') or (_st_cvars[_t1252] == 'high_body_weight')) else (2 if (_st_cvars[_t1252] == 'parasite') else 0))
    return _t1253

# <rulerun evolution.rules: piracy #591 84264846>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _t1255 = 0
    for _t1254 in st.zones[(9 + _owner1436[st.loc[_t1248]])]:
        if (_st_cvars[84 + _t1254] == _t1248):
            _t1255 += (1 if ((_st_cvars[_t1254] == 'carnivorous') or (_st_cvars[_t1254] == 'high_body_weight')) else (2 if (_st_cvars[_t1254] == 'parasite') else 0))
    return _t1255

# <rulerun evolution.rules: piracy #592 7fed1985>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _t1257 = 0
    for _t1256 in st.zones[(9 + _owner1438[st.loc[_t1248]])]:
        if (((_st_cvars[84 + _t1256] == _t1248) and (_st_cvars[_t1256] == 'fat_tissue')) and _st_cvars[252 + _t1256]):
            _t1257 += 1
    return _t1257

# <rulerun evolution.rules: piracy #593 38ee75b4>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _t1259 = 0
    for _t1258 in st.zones[(9 + _owner1440[st.loc[_t1248]])]:
        if ((_st_cvars[84 + _t1258] == _t1248) and (_st_cvars[_t1258] == 'fat_tissue')):
            _t1259 += 1
    return _t1259

# <rulerun evolution.rules: piracy #594 b35905c6>
def _loop(st, _t1261):
    _st_cvars = st.cvars
    _t1264 = 0
    for _t1263 in st.zones[(9 + _owner1444[st.loc[_st_cvars[84 + _t1261]]])]:
        if (_st_cvars[84 + _t1263] == _st_cvars[84 + _t1261]):
            _t1264 += (1 if ((_st_cvars[_t1263] == 'carnivorous') or (_st_cvars[_t1263] == 'high_body_weight')) else (2 if (_st_cvars[_t1263] == 'parasite') else 0))
    return _t1264

# <rulerun evolution.rules: piracy #595 ea1a27de>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1260 = st.zones[(9 + _owner1442[st.loc[_t1248]])]
    st.budget -= len(_t1260)
    if st.budget < 0: _spent1443(st)
    for _t1261 in _t1260:
        if (((_st_cvars[_t1261] == 'symbiosis') and (_st_cvars[168 + _t1261] == _t1248)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1261]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1261]] >= (_memo6[_st_cvars[84 + _t1261]] if _st_cvars[84 + _t1261] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1261], (1 + _a1445(st, _t1261)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 d7bb3f7a>
def _loop(st, _t1266):
    _st_cvars = st.cvars
    _t1269 = 0
    for _t1268 in st.zones[(9 + _owner1450[st.loc[_t1266]])]:
        if (_st_cvars[84 + _t1268] == _t1266):
            _t1269 += (1 if ((_st_cvars[_t1268] == 'carnivorous') or (_st_cvars[_t1268] == 'high_body_weight')) else (2 if (_st_cvars[_t1268] == 'parasite') else 0))
    return _t1269

# <rulerun evolution.rules: piracy #597 6889025e>
def _loop(st, _t1248):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1265 = (list(_chain1447(map(st.zones.__getitem__, _k1448))) or ())
    st.budget -= len(_t1265)
    if st.budget < 0: _spent1449(st)
    for _t1266 in _t1265:
        if ((_t1266 != _t1248) and ((not ((_st_cvars[924 + _t1266] == _st_vars[0]) or (_st_cvars[504 + _t1266] >= (_memo6[_t1266] if _t1266 in _memo6 else _memo6.setdefault(_t1266, (1 + _a1451(st, _t1266))))))) and (_st_cvars[504 + _t1266] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 06cc0686>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1247 = st.zones[(5 + L[0])]
    st.budget -= len(_t1247)
    if st.budget < 0: _spent1431(st)
    _t1249 = []
    for _t1248 in _t1247:
        if (_memo10[_t1248] if _t1248 in _memo10 else _memo10.setdefault(_t1248, ((((('piracy' in (st.memos[15][_t1248] if _t1248 in st.memos[15] else st.memos[15].setdefault(_t1248, frozenset(_a1433(st, _t1248))))) and (st.cvars[756 + _t1248] != st.vars[0])) and (not ((st.cvars[924 + _t1248] == st.vars[0]) or (st.cvars[504 + _t1248] >= (st.memos[6][_t1248] if _t1248 in st.memos[6] else st.memos[6].setdefault(_t1248, (1 + _a1435(st, _t1248)))))))) and ((not ((st.cvars[924 + _t1248] == st.vars[0]) or ((st.cvars[504 + _t1248] >= (st.memos[6][_t1248] if _t1248 in st.memos[6] else st.memos[6].setdefault(_t1248, (1 + _a1437(st, _t1248))))) and ((st.memos[5][_t1248] if _t1248 in st.memos[5] else st.memos[5].setdefault(_t1248, _a1439(st, _t1248))) >= (st.memos[4][_t1248] if _t1248 in st.memos[4] else st.memos[4].setdefault(_t1248, _a1441(st, _t1248))))))) and (st.memos[14][_t1248] if _t1248 in st.memos[14] else st.memos[14].setdefault(_t1248, (not _a1446(st, _t1248)))))) and _a1452(st, _t1248)))):
            _t1249.append(_t1248)
    return _t1249

# <rulerun evolution.rules: piracy #599 9a4c5e7b>
def _loop(st, _t1274):
    _st_cvars = st.cvars
    _t1277 = 0
    for _t1276 in st.zones[(9 + _owner1462[st.loc[_t1274]])]:
        if (_st_cvars[84 + _t1276] == _t1274):
            _t1277 += (1 if ((_st_cvars[_t1276] == 'carnivorous') or (_st_cvars[_t1276] == 'high_body_weight')) else (2 if (_st_cvars[_t1276] == 'parasite') else 0))
    return _t1277

# <rulerun evolution.rules: piracy #600 8ed6262f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1273 = (list(_chain1459(map(st.zones.__getitem__, _k1460))) or ())
    st.budget -= len(_t1273)
    if st.budget < 0: _spent1461(st)
    _t1275 = []
    for _t1274 in _t1273:
        if ((_t1274 != _l1) and ((not ((_st_cvars[924 + _t1274] == _st_vars[0]) or (_st_cvars[504 + _t1274] >= (_memo6[_t1274] if _t1274 in _memo6 else _memo6.setdefault(_t1274, (1 + _a1463(st, _t1274))))))) and (_st_cvars[504 + _t1274] > 0))):
            _t1275.append(_t1274)
    return _t1275

# <rulerun evolution.rules: piracy #601 e3d168e0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1453(st, L) or [])
            fr[1] = 1
            _t1270 = L[0]
            _t1271 = len(_o)
            if not _t1271: _no_option1455(_t1270, 'pirate')
            if _t1271 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1271 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1272 = st.chooser(_t1271, _t1270)
                else:
                    _t1272 = _st_bits(_t1271.bit_length())
                    while _t1272 >= _t1271: _t1272 = _st_bits(_t1271.bit_length())
                L[1] = _o[_t1272]; st.decisions += 1
                if st.thread_player is not None: _answered1456(st, _t1272)
            elif _st_log is None: _pend1457(st, L, _o, _t1270); return True
            elif _decide1458(st, L, _o, _t1270): return True
            pc = 1
        if pc == 1:
            _o = (_a1464(st, L) or [])
            fr[1] = 2
            _t1278 = L[0]
            _t1279 = len(_o)
            if not _t1279: _no_option1455(_t1278, 'animal to rob')
            if _t1279 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1279 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1280 = st.chooser(_t1279, _t1278)
                else:
                    _t1280 = _st_bits(_t1279.bit_length())
                    while _t1280 >= _t1279: _t1280 = _st_bits(_t1279.bit_length())
                L[2] = _o[_t1280]; st.decisions += 1
                if st.thread_player is not None: _answered1456(st, _t1280)
            elif _st_log is None: _pend1466(st, L, _o, _t1278); return True
            elif _decide1467(st, L, _o, _t1278): return True
            pc = 2
        if pc == 2:
            _r = _run1468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1469(_k1470)
            fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1471[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1472)

# <rulerun evolution.rules: grazing #602 1f7a6144>
def _loop(st, _t1282):
    _st_cvars = st.cvars
    _t1285 = []
    for _t1284 in st.zones[(9 + _owner1476[st.loc[_t1282]])]:
        if (_st_cvars[84 + _t1284] == _t1282):
            _t1285.append(_st_cvars[_t1284])
    return _t1285

# <rulerun evolution.rules: grazing #603 100b79b2>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1281 = st.zones[(5 + L[0])]
    st.budget -= len(_t1281)
    if st.budget < 0: _spent1475(st)
    _t1283 = []
    for _t1282 in _t1281:
        if ((('grazing' in (_memo15[_t1282] if _t1282 in _memo15 else _memo15.setdefault(_t1282, frozenset(_a1477(st, _t1282))))) and (_st_cvars[840 + _t1282] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1283.append(_t1282)
    return _t1283

# <rulerun evolution.rules: grazing #604 48c46395>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1478(st, L) or [])
            fr[1] = 1
            _t1286 = L[0]
            _t1287 = len(_o)
            if not _t1287: _no_option1480(_t1286, 'grazing animal')
            if _t1287 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1287 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1288 = st.chooser(_t1287, _t1286)
                else:
                    _t1288 = _st_bits(_t1287.bit_length())
                    while _t1288 >= _t1287: _t1288 = _st_bits(_t1287.bit_length())
                L[1] = _o[_t1288]; st.decisions += 1
                if st.thread_player is not None: _answered1481(st, _t1288)
            elif _st_log is None: _pend1482(st, L, _o, _t1286); return True
            elif _decide1483(st, L, _o, _t1286): return True
            pc = 1
        if pc == 1:
            _r = _run1484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1485)

# <rulerun evolution.rules: hibernation #605 e2bc9fe1>
def _loop(st, _t1290):
    _st_cvars = st.cvars
    _t1293 = []
    for _t1292 in st.zones[(9 + _owner1489[st.loc[_t1290]])]:
        if (_st_cvars[84 + _t1292] == _t1290):
            _t1293.append(_st_cvars[_t1292])
    return _t1293

# <rulerun evolution.rules: hibernation #606 2bee0140>
def _loop(st, _t1290):
    _st_cvars = st.cvars
    _t1295 = 0
    for _t1294 in st.zones[(9 + _owner1491[st.loc[_t1290]])]:
        if (_st_cvars[84 + _t1294] == _t1290):
            _t1295 += (1 if ((_st_cvars[_t1294] == 'carnivorous') or (_st_cvars[_t1294] == 'high_body_weight')) else (2 if (_st_cvars[_t1294] == 'parasite') else 0))
    return _t1295

# <rulerun evolution.rules: hibernation #607 c4f14f37>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1289 = st.zones[(5 + L[0])]
    st.budget -= len(_t1289)
    if st.budget < 0: _spent1488(st)
    _t1291 = []
    for _t1290 in _t1289:
        if ((((('hibernation' in (_memo15[_t1290] if _t1290 in _memo15 else _memo15.setdefault(_t1290, frozenset(_a1490(st, _t1290))))) and (_st_cvars[924 + _t1290] != _st_vars[0])) and (_st_cvars[924 + _t1290] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1290] == _st_vars[0]) or (_st_cvars[504 + _t1290] >= (_memo6[_t1290] if _t1290 in _memo6 else _memo6.setdefault(_t1290, (1 + _a1492(st, _t1290)))))))):
            _t1291.append(_t1290)
    return _t1291

# <rulerun evolution.rules: hibernation #608 2f8ad972>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1493(st, L) or [])
            fr[1] = 1
            _t1296 = L[0]
            _t1297 = len(_o)
            if not _t1297: _no_option1495(_t1296, 'animal to hibernate')
            if _t1297 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1298 = st.chooser(_t1297, _t1296)
                else:
                    _t1298 = _st_bits(_t1297.bit_length())
                    while _t1298 >= _t1297: _t1298 = _st_bits(_t1297.bit_length())
                L[1] = _o[_t1298]; st.decisions += 1
                if st.thread_player is not None: _answered1496(st, _t1298)
            elif _st_log is None: _pend1497(st, L, _o, _t1296); return True
            elif _decide1498(st, L, _o, _t1296): return True
            pc = 1
        if pc == 1:
            _r = _run1499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1500)

# <rulerun evolution.rules: attack_action #609 4be5724d>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1303 = []
    for _t1302 in st.zones[(9 + _owner1504[st.loc[_t1300]])]:
        if (_st_cvars[84 + _t1302] == _t1300):
            _t1303.append(_st_cvars[_t1302])
    return _t1303

# <rulerun evolution.rules: attack_action #610 cf4d30d4>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1305 = 0
    for _t1304 in st.zones[(9 + _owner1506[st.loc[_t1300]])]:
        if (_st_cvars[84 + _t1304] == _t1300):
            _t1305 += (1 if ((_st_cvars[_t1304] == 'carnivorous') or (_st_cvars[_t1304] == 'high_body_weight')) else (2 if (_st_cvars[_t1304] == 'parasite') else 0))
    return _t1305

# <rulerun evolution.rules: attack_action #611 16e0fb20>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1307 = 0
    for _t1306 in st.zones[(9 + _owner1508[st.loc[_t1300]])]:
        if (((_st_cvars[84 + _t1306] == _t1300) and (_st_cvars[_t1306] == 'fat_tissue')) and _st_cvars[252 + _t1306]):
            _t1307 += 1
    return _t1307

# <rulerun evolution.rules: attack_action #612 a027a33f>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1309 = 0
    for _t1308 in st.zones[(9 + _owner1510[st.loc[_t1300]])]:
        if ((_st_cvars[84 + _t1308] == _t1300) and (_st_cvars[_t1308] == 'fat_tissue')):
            _t1309 += 1
    return _t1309

# <rulerun evolution.rules: attack_action #613 d4a4d8a9>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1314 = 0
    for _t1313 in st.zones[(9 + _owner1514[st.loc[_st_cvars[84 + _t1311]]])]:
        if (_st_cvars[84 + _t1313] == _st_cvars[84 + _t1311]):
            _t1314 += (1 if ((_st_cvars[_t1313] == 'carnivorous') or (_st_cvars[_t1313] == 'high_body_weight')) else (2 if (_st_cvars[_t1313] == 'parasite') else 0))
    return _t1314

# <rulerun evolution.rules: attack_action #614 f168d71a>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1310 = st.zones[(9 + _owner1512[st.loc[_t1300]])]
    st.budget -= len(_t1310)
    if st.budget < 0: _spent1513(st)
    for _t1311 in _t1310:
        if (((_st_cvars[_t1311] == 'symbiosis') and (_st_cvars[168 + _t1311] == _t1300)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1311]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1311]] >= (_memo6[_st_cvars[84 + _t1311]] if _st_cvars[84 + _t1311] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1311], (1 + _a1515(st, _t1311)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 ac88be5a>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1319 = []
    for _t1318 in st.zones[(9 + _owner1520[st.loc[_t1316]])]:
        if (_st_cvars[84 + _t1318] == _t1316):
            _t1319.append(_st_cvars[_t1318])
    return _t1319

# <rulerun evolution.rules: attack_action #616 29a7d28b>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1321 = []
    for _t1320 in st.zones[(9 + _owner1522[st.loc[_t1300]])]:
        if (_st_cvars[84 + _t1320] == _t1300):
            _t1321.append(_st_cvars[_t1320])
    return _t1321

# <rulerun evolution.rules: attack_action #617 596936e2>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1324 = []
    for _t1323 in st.zones[(9 + _owner1524[st.loc[_t1316]])]:
        if (_st_cvars[84 + _t1323] == _t1316):
            _t1324.append(_st_cvars[_t1323])
    return _t1324

# <rulerun evolution.rules: attack_action #618 70694709>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1326 = []
    for _t1325 in st.zones[(9 + _owner1526[st.loc[_t1300]])]:
        if (_st_cvars[84 + _t1325] == _t1300):
            _t1326.append(_st_cvars[_t1325])
    return _t1326

# <rulerun evolution.rules: attack_action #619 6045c7b1>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1329 = []
    for _t1328 in st.zones[(9 + _owner1528[st.loc[_t1316]])]:
        if (_st_cvars[84 + _t1328] == _t1316):
            _t1329.append(_st_cvars[_t1328])
    return _t1329

# <rulerun evolution.rules: attack_action #620 c17e2dac>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _t1331 = []
    for _t1330 in st.zones[(9 + _owner1530[st.loc[_t1300]])]:
        if (_st_cvars[84 + _t1330] == _t1300):
            _t1331.append(_st_cvars[_t1330])
    return _t1331

# <rulerun evolution.rules: attack_action #621 8925157a>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1334 = []
    for _t1333 in st.zones[(9 + _owner1532[st.loc[_t1316]])]:
        if (_st_cvars[84 + _t1333] == _t1316):
            _t1334.append(_st_cvars[_t1333])
    return _t1334

# <rulerun evolution.rules: attack_action #622 02125943>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    _t1336 = 0
    for _t1335 in st.zones[(9 + _owner1534[st.loc[_t1316]])]:
        if (_st_cvars[84 + _t1335] == _t1316):
            _t1336 += (1 if ((_st_cvars[_t1335] == 'carnivorous') or (_st_cvars[_t1335] == 'high_body_weight')) else (2 if (_st_cvars[_t1335] == 'parasite') else 0))
    return _t1336

# <rulerun evolution.rules: attack_action #623 bb2df44c>
def _loop(st, _t1316):
    _st_cvars = st.cvars
    for _t1337 in st.zones[(9 + _owner1536[st.loc[_t1316]])]:
        if ((_st_cvars[_t1337] == 'symbiosis') and (_st_cvars[168 + _t1337] == _t1316)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 8b8c3568>
def _loop(st, _t1300):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1315 = (list(_chain1517(map(st.zones.__getitem__, _k1518))) or ())
    st.budget -= len(_t1315)
    if st.budget < 0: _spent1519(st)
    _t1322 = _NOT_YET
    _t1327 = _NOT_YET
    _t1332 = _NOT_YET
    for _t1316 in _t1315:
        if ((((((_t1300 != _t1316) and ((not ('camouflage' in (_memo15[_t1316] if _t1316 in _memo15 else _memo15.setdefault(_t1316, frozenset(_a1521(st, _t1316)))))) or (_t1322 if _t1322 is not _NOT_YET else (_t1322 := ('sharp_vision' in (_memo15[_t1300] if _t1300 in _memo15 else _memo15.setdefault(_t1300, frozenset(_a1523(st, _t1300))))))))) and ((not ('high_body_weight' in (_memo15[_t1316] if _t1316 in _memo15 else _memo15.setdefault(_t1316, frozenset(_a1525(st, _t1316)))))) or (_t1327 if _t1327 is not _NOT_YET else (_t1327 := ('high_body_weight' in (_memo15[_t1300] if _t1300 in _memo15 else _memo15.setdefault(_t1300, frozenset(_a1527(st, _t1300))))))))) and (('swimming' in (_memo15[_t1316] if _t1316 in _memo15 else _memo15.setdefault(_t1316, frozenset(_a1529(st, _t1316))))) == (_t1332 if _t1332 is not _NOT_YET else (_t1332 := ('swimming' in (_memo15[_t1300] if _t1300 in _memo15 else _memo15.setdefault(_t1300, frozenset(_a1531(st, _t1300))))))))) and (not (('burrowing' in (_memo15[_t1316] if _t1316 in _memo15 else _memo15.setdefault(_t1316, frozenset(_a1533(st, _t1316))))) and ((_st_cvars[924 + _t1316] == _st_vars[0]) or (_st_cvars[504 + _t1316] >= (_memo6[_t1316] if _t1316 in _memo6 else _memo6.setdefault(_t1316, (1 + _a1535(st, _t1316))))))))) and (not (_memo13[_t1316] if _t1316 in _memo13 else _memo13.setdefault(_t1316, _a1537(st, _t1316))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 033eb3fb>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1299 = st.zones[(5 + L[0])]
    st.budget -= len(_t1299)
    if st.budget < 0: _spent1503(st)
    _t1301 = []
    for _t1300 in _t1299:
        if (_memo0[_t1300] if _t1300 in _memo0 else _memo0.setdefault(_t1300, (((('carnivorous' in (st.memos[15][_t1300] if _t1300 in st.memos[15] else st.memos[15].setdefault(_t1300, frozenset(_a1505(st, _t1300))))) and (st.cvars[672 + _t1300] != st.vars[0])) and ((not ((st.cvars[924 + _t1300] == st.vars[0]) or ((st.cvars[504 + _t1300] >= (st.memos[6][_t1300] if _t1300 in st.memos[6] else st.memos[6].setdefault(_t1300, (1 + _a1507(st, _t1300))))) and ((st.memos[5][_t1300] if _t1300 in st.memos[5] else st.memos[5].setdefault(_t1300, _a1509(st, _t1300))) >= (st.memos[4][_t1300] if _t1300 in st.memos[4] else st.memos[4].setdefault(_t1300, _a1511(st, _t1300))))))) and (st.memos[14][_t1300] if _t1300 in st.memos[14] else st.memos[14].setdefault(_t1300, (not _a1516(st, _t1300)))))) and _a1538(st, _t1300)))):
            _t1301.append(_t1300)
    return _t1301

# <rulerun evolution.rules: attack_action #626 f4b55db6>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    _t1346 = []
    for _t1345 in st.zones[(9 + _owner1548[st.loc[_t1343]])]:
        if (_st_cvars[84 + _t1345] == _t1343):
            _t1346.append(_st_cvars[_t1345])
    return _t1346

# <rulerun evolution.rules: attack_action #627 e426ad10>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1348 = []
    for _t1347 in st.zones[(9 + _owner1550[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1347] == _l1):
            _t1348.append(_st_cvars[_t1347])
    return _t1348

# <rulerun evolution.rules: attack_action #628 c9514f0c>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    _t1351 = []
    for _t1350 in st.zones[(9 + _owner1552[st.loc[_t1343]])]:
        if (_st_cvars[84 + _t1350] == _t1343):
            _t1351.append(_st_cvars[_t1350])
    return _t1351

# <rulerun evolution.rules: attack_action #629 9051da27>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1353 = []
    for _t1352 in st.zones[(9 + _owner1554[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1352] == _l1):
            _t1353.append(_st_cvars[_t1352])
    return _t1353

# <rulerun evolution.rules: attack_action #630 c10571d0>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    _t1356 = []
    for _t1355 in st.zones[(9 + _owner1556[st.loc[_t1343]])]:
        if (_st_cvars[84 + _t1355] == _t1343):
            _t1356.append(_st_cvars[_t1355])
    return _t1356

# <rulerun evolution.rules: attack_action #631 70971852>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1358 = []
    for _t1357 in st.zones[(9 + _owner1558[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1357] == _l1):
            _t1358.append(_st_cvars[_t1357])
    return _t1358

# <rulerun evolution.rules: attack_action #632 03cea87d>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    _t1361 = []
    for _t1360 in st.zones[(9 + _owner1560[st.loc[_t1343]])]:
        if (_st_cvars[84 + _t1360] == _t1343):
            _t1361.append(_st_cvars[_t1360])
    return _t1361

# <rulerun evolution.rules: attack_action #633 2c86d00d>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    _t1363 = 0
    for _t1362 in st.zones[(9 + _owner1562[st.loc[_t1343]])]:
        if (_st_cvars[84 + _t1362] == _t1343):
            _t1363 += (1 if ((_st_cvars[_t1362] == 'carnivorous') or (_st_cvars[_t1362] == 'high_body_weight')) else (2 if (_st_cvars[_t1362] == 'parasite') else 0))
    return _t1363

# <rulerun evolution.rules: attack_action #634 0da72cf7>
def _loop(st, _t1343):
    _st_cvars = st.cvars
    for _t1364 in st.zones[(9 + _owner1564[st.loc[_t1343]])]:
        if ((_st_cvars[_t1364] == 'symbiosis') and (_st_cvars[168 + _t1364] == _t1343)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 9e1e13c5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1342 = (list(_chain1545(map(st.zones.__getitem__, _k1546))) or ())
    st.budget -= len(_t1342)
    if st.budget < 0: _spent1547(st)
    _t1349 = _NOT_YET
    _t1354 = _NOT_YET
    _t1359 = _NOT_YET
    _t1344 = []
    for _t1343 in _t1342:
        if ((((((_l1 != _t1343) and ((not ('camouflage' in (_memo15[_t1343] if _t1343 in _memo15 else _memo15.setdefault(_t1343, frozenset(_a1549(st, _t1343)))))) or (_t1349 if _t1349 is not _NOT_YET else (_t1349 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1551(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1343] if _t1343 in _memo15 else _memo15.setdefault(_t1343, frozenset(_a1553(st, _t1343)))))) or (_t1354 if _t1354 is not _NOT_YET else (_t1354 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1555(st, L))))))))) and (('swimming' in (_memo15[_t1343] if _t1343 in _memo15 else _memo15.setdefault(_t1343, frozenset(_a1557(st, _t1343))))) == (_t1359 if _t1359 is not _NOT_YET else (_t1359 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1559(st, L))))))))) and (not (('burrowing' in (_memo15[_t1343] if _t1343 in _memo15 else _memo15.setdefault(_t1343, frozenset(_a1561(st, _t1343))))) and ((_st_cvars[924 + _t1343] == _st_vars[0]) or (_st_cvars[504 + _t1343] >= (_memo6[_t1343] if _t1343 in _memo6 else _memo6.setdefault(_t1343, (1 + _a1563(st, _t1343))))))))) and (not (_memo13[_t1343] if _t1343 in _memo13 else _memo13.setdefault(_t1343, _a1565(st, _t1343))))):
            _t1344.append(_t1343)
    return _t1344

# <rulerun evolution.rules: attack_action #636 8dbe6b66>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1539(st, L) or [])
            fr[1] = 1
            _t1339 = L[0]
            _t1340 = len(_o)
            if not _t1340: _no_option1541(_t1339, 'attacker')
            if _t1340 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1340 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1341 = st.chooser(_t1340, _t1339)
                else:
                    _t1341 = _st_bits(_t1340.bit_length())
                    while _t1341 >= _t1340: _t1341 = _st_bits(_t1340.bit_length())
                L[1] = _o[_t1341]; st.decisions += 1
                if st.thread_player is not None: _answered1542(st, _t1341)
            elif _st_log is None: _pend1543(st, L, _o, _t1339); return True
            elif _decide1544(st, L, _o, _t1339): return True
            pc = 1
        if pc == 1:
            _o = (_a1566(st, L) or [])
            fr[1] = 2
            _t1366 = L[0]
            _t1367 = len(_o)
            if not _t1367: _no_option1541(_t1366, 'target')
            if _t1367 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1367 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1368 = st.chooser(_t1367, _t1366)
                else:
                    _t1368 = _st_bits(_t1367.bit_length())
                    while _t1368 >= _t1367: _t1368 = _st_bits(_t1367.bit_length())
                L[2] = _o[_t1368]; st.decisions += 1
                if st.thread_player is not None: _answered1542(st, _t1368)
            elif _st_log is None: _pend1568(st, L, _o, _t1366); return True
            elif _decide1569(st, L, _o, _t1366): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1570(_k1571)
            fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1572[17](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1573)

# <rulerun evolution.rules: hunt #637 84c7fd6a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1576(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1577(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1578(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1579(_k1580)
            fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1581[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1579(_k1582)
            fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1581[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run1583(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1584(st, fr): return True
            return None
        if pc == 8:
            _step1585(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1586)

# <rulerun evolution.rules: scavenge #638 d5faba81>
def _loop(st, L):
    _t1372 = (L[4] or ())
    st.budget -= len(_t1372)
    if st.budget < 0: _spent1592(st)
    for _t1373 in _t1372:
        return _t1373
    return None

# <rulerun evolution.rules: scavenge #639 265f5d53>
def _loop(st, L):
    _t1369 = (L[4] or ())
    st.budget -= len(_t1369)
    if st.budget < 0: _spent1591(st)
    _t1375 = _NOT_YET
    _t1371 = []
    for _t1370 in _t1369:
        if ((not False) or (_t1370 == (_t1375 if _t1375 is not _NOT_YET else (_t1375 := _a1593(st, L))))):
            _t1371.append(_t1370)
    return _t1371

# <rulerun evolution.rules: scavenge #640 4b9b9827>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1589[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1594(st, L) or [])
            fr[1] = 5
            _t1376 = L[3]
            _t1377 = len(_o)
            if not _t1377: _no_option1596(_t1376, 'scavenger to feed')
            if _t1377 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1377 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1378 = st.chooser(_t1377, _t1376)
                else:
                    _t1378 = _st_bits(_t1377.bit_length())
                    while _t1378 >= _t1377: _t1378 = _st_bits(_t1377.bit_length())
                L[5] = _o[_t1378]; st.decisions += 1
                if st.thread_player is not None: _answered1597(st, _t1378)
            elif _st_log is None: _pend1598(st, L, _o, _t1376); return True
            elif _decide1599(st, L, _o, _t1376): return True
            pc = 5
        if pc == 5:
            _r = _run1600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1601(_k1602)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1603[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run1604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1588(_k, st, _d0): raise _Runaway1587()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1605)

# <rulerun evolution.rules: drop_trait #641 fa3bbc2f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1609)

# <rulerun evolution.rules: remove_animal #642 460b428f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1613)

# <rulerun evolution.rules: extinction_and_new_cards #643 dc031f12>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1617)

# <rulerun evolution.rules: deal #644 7902c123>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1621)

# <rulerun evolution.rules: game_end #645 ee231c03>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1625)

# <rulerun evolution.rules: final_scoring #646 c23e5f10>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1629)

# <rulerun evolution.rules: on after feed #647 6a57ee71>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1632(_k1633)
            fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1634[12](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1635)

# <rulerun evolution.rules: on before attack #648 46d4f4e1>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    _t1386 = []
    for _t1385 in st.zones[(9 + _owner1647[st.loc[_t1383]])]:
        if (_st_cvars[84 + _t1385] == _t1383):
            _t1386.append(_st_cvars[_t1385])
    return _t1386

# <rulerun evolution.rules: on before attack #649 a4a14f65>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1388 = []
    for _t1387 in st.zones[(9 + _owner1649[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1387] == _l0):
            _t1388.append(_st_cvars[_t1387])
    return _t1388

# <rulerun evolution.rules: on before attack #650 3cf6c954>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    _t1391 = []
    for _t1390 in st.zones[(9 + _owner1651[st.loc[_t1383]])]:
        if (_st_cvars[84 + _t1390] == _t1383):
            _t1391.append(_st_cvars[_t1390])
    return _t1391

# <rulerun evolution.rules: on before attack #651 3d06aa9d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1393 = []
    for _t1392 in st.zones[(9 + _owner1653[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1392] == _l0):
            _t1393.append(_st_cvars[_t1392])
    return _t1393

# <rulerun evolution.rules: on before attack #652 0479149c>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    _t1396 = []
    for _t1395 in st.zones[(9 + _owner1655[st.loc[_t1383]])]:
        if (_st_cvars[84 + _t1395] == _t1383):
            _t1396.append(_st_cvars[_t1395])
    return _t1396

# <rulerun evolution.rules: on before attack #653 93377f80>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1398 = []
    for _t1397 in st.zones[(9 + _owner1657[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1397] == _l0):
            _t1398.append(_st_cvars[_t1397])
    return _t1398

# <rulerun evolution.rules: on before attack #654 0e171b37>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    _t1401 = []
    for _t1400 in st.zones[(9 + _owner1659[st.loc[_t1383]])]:
        if (_st_cvars[84 + _t1400] == _t1383):
            _t1401.append(_st_cvars[_t1400])
    return _t1401

# <rulerun evolution.rules: on before attack #655 e0aebf7c>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    _t1403 = 0
    for _t1402 in st.zones[(9 + _owner1661[st.loc[_t1383]])]:
        if (_st_cvars[84 + _t1402] == _t1383):
            _t1403 += (1 if ((_st_cvars[_t1402] == 'carnivorous') or (_st_cvars[_t1402] == 'high_body_weight')) else (2 if (_st_cvars[_t1402] == 'parasite') else 0))
    return _t1403

# <rulerun evolution.rules: on before attack #656 f46f5e8f>
def _loop(st, _t1383):
    _st_cvars = st.cvars
    for _t1404 in st.zones[(9 + _owner1663[st.loc[_t1383]])]:
        if ((_st_cvars[_t1404] == 'symbiosis') and (_st_cvars[168 + _t1404] == _t1383)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 5c19d6a0>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1382 = st.zones[(5 + L[4])]
    st.budget -= len(_t1382)
    if st.budget < 0: _spent1646(st)
    _t1389 = _NOT_YET
    _t1394 = _NOT_YET
    _t1399 = _NOT_YET
    _t1384 = []
    for _t1383 in _t1382:
        if (((_t1383 != _l1) and (_t1383 != _l0)) and ((((((_l0 != _t1383) and ((not ('camouflage' in (_memo15[_t1383] if _t1383 in _memo15 else _memo15.setdefault(_t1383, frozenset(_a1648(st, _t1383)))))) or (_t1389 if _t1389 is not _NOT_YET else (_t1389 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1650(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1383] if _t1383 in _memo15 else _memo15.setdefault(_t1383, frozenset(_a1652(st, _t1383)))))) or (_t1394 if _t1394 is not _NOT_YET else (_t1394 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1654(st, L))))))))) and (('swimming' in (_memo15[_t1383] if _t1383 in _memo15 else _memo15.setdefault(_t1383, frozenset(_a1656(st, _t1383))))) == (_t1399 if _t1399 is not _NOT_YET else (_t1399 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1658(st, L))))))))) and (not (('burrowing' in (_memo15[_t1383] if _t1383 in _memo15 else _memo15.setdefault(_t1383, frozenset(_a1660(st, _t1383))))) and ((_st_cvars[924 + _t1383] == _st_vars[0]) or (_st_cvars[504 + _t1383] >= (_memo6[_t1383] if _t1383 in _memo6 else _memo6.setdefault(_t1383, (1 + _a1662(st, _t1383))))))))) and (not (_memo13[_t1383] if _t1383 in _memo13 else _memo13.setdefault(_t1383, _a1664(st, _t1383)))))):
            _t1384.append(_t1383)
    return _t1384

# <rulerun evolution.rules: on before attack #658 a812bd91>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1410 = []
    for _t1409 in st.zones[(9 + _owner1671[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1409] == L[1]) or (_st_cvars[168 + _t1409] == L[1])):
            _t1410.append(_t1409)
    return _t1410

# <rulerun evolution.rules: on before attack #659 3ae7efb3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1638(st, L)
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
            _r = _run1639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t1379 = L[4]
            _t1380 = len(_o) + 1
            if _t1380 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1381 = st.chooser(_t1380, _t1379)
                else:
                    _t1381 = _st_bits(_t1380.bit_length())
                    while _t1381 >= _t1380: _t1381 = _st_bits(_t1380.bit_length())
                L[6] = _o[_t1381 - 1] if _t1381 else None; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1381)
            elif _st_log is None: _pend1642(st, L, [None] + _o, _t1379); return True
            elif _decide1643(st, L, _o, _t1379): return True
            pc = 4
        if pc == 4:
            _r = _run1644(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1645(st, L)
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
            _o = (_a1665(st, L) or [])
            fr[1] = 10
            _t1406 = L[4]
            _t1407 = len(_o)
            if not _t1407: _no_option1667(_t1406, 'mimicry: the new target')
            if _t1407 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1407 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1408 = st.chooser(_t1407, _t1406)
                else:
                    _t1408 = _st_bits(_t1407.bit_length())
                    while _t1408 >= _t1407: _t1408 = _st_bits(_t1407.bit_length())
                L[7] = _o[_t1408]; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1408)
            elif _st_log is None: _pend1668(st, L, _o, _t1406); return True
            elif _decide1669(st, L, _o, _t1406): return True
            pc = 10
        if pc == 10:
            _r = _run1670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1672(st, L) or [])
            fr[1] = 13
            _t1411 = L[4]
            _t1412 = len(_o)
            if not _t1412: _no_option1667(_t1411, 'tail loss: trait to drop')
            if _t1412 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1412 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1413 = st.chooser(_t1412, _t1411)
                else:
                    _t1413 = _st_bits(_t1412.bit_length())
                    while _t1413 >= _t1412: _t1413 = _st_bits(_t1412.bit_length())
                L[8] = _o[_t1413]; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1413)
            elif _st_log is None: _pend1674(st, L, _o, _t1411); return True
            elif _decide1675(st, L, _o, _t1411): return True
            pc = 13
        if pc == 13:
            _r = _run1676(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1677(_k1678)
            fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1679[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 15
        if pc == 15:
            _r = _run1680(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1637(_k, st, _d0): raise _Runaway1636()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1681)

# <rulerun evolution.rules: on after attack #660 103e78d7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [_owner1684[st.loc[L[0]]], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1685(_k1686)
            fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1687[18](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1688)

# <rulerun evolution.rules: play #661 9b54bde5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1691(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1692(_k1693)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1694[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1690(_k, st, _d0): raise _Runaway1689()
                continue
        if pc == 3:
            _r = _run1695(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1696(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1697)

# <rulerun evolution.rules: development #662 playout 6d09ca22>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1701)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1702(st)
        for _t1414 in (_o1703[st.vars[1]] or []):
            L[3] = _t1414
            if not ((not (_t1414 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1414)]):
                if _st_log is not None: _st_log.append(_Text1706(_audience1704(st), [_PlayerRef1705(_t1414), ' has no cards and passes']))
                L[0] = (L[0] + [_t1414])
                if len(L[0]) > 1000000: _too_long1707(L[0])
            else:
                _t1415 = _st_zones[(1 + _t1414)]
                _t1416 = _t1414
                _t1417 = len(_t1415) + 1
                if _t1417 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t1418 = st.chooser(_t1417, _t1416)
                    else:
                        _t1418 = _st_bits(_t1417.bit_length())
                        while _t1418 >= _t1417: _t1418 = _st_bits(_t1417.bit_length())
                    L[4] = _t1415[_t1418 - 1] if _t1418 else None; st.decisions += 1
                elif _st_log is None: _pend1710(st, L, [None] + _t1415, _t1416); raise _PlayoutCut1708()
                elif _decide1711(st, L, _t1415[:], _t1416): raise _PlayoutCut1708()
                if (L[4] is None):
                    L[0] = _joined1712(L[0], [_t1414])
                else:
                    if _p1713(st, [_t1414, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 14e1ee9a>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1422 = []
    for _t1421 in st.zones[(9 + _owner1730[st.loc[_t1419]])]:
        if ((_st_cvars[84 + _t1421] == _t1419) or (_st_cvars[168 + _t1421] == _t1419)):
            _t1422.append(_st_cvars[_t1421])
    return _t1422

# <rulerun evolution.rules: feeding #664 1e0a0a9e>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1424 = []
    for _t1423 in st.zones[(9 + _owner1732[st.loc[_t1419]])]:
        if ((_st_cvars[84 + _t1423] == _t1419) or (_st_cvars[168 + _t1423] == _t1419)):
            _t1424.append(_t1423)
    return _t1424

# <rulerun evolution.rules: feeding #665 ade2eded>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1426 = 0
    for _t1425 in st.zones[(9 + _owner1734[st.loc[_t1419]])]:
        if (_st_cvars[84 + _t1425] == _t1419):
            _t1426 += (1 if ((_st_cvars[_t1425] == 'carnivorous') or (_st_cvars[_t1425] == 'high_body_weight')) else (2 if (_st_cvars[_t1425] == 'parasite') else 0))
    return _t1426

# <rulerun evolution.rules: feeding #666 9baa334b>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1428 = 0
    for _t1427 in st.zones[(9 + _owner1736[st.loc[_t1419]])]:
        if (((_st_cvars[84 + _t1427] == _t1419) and (_st_cvars[_t1427] == 'fat_tissue')) and _st_cvars[252 + _t1427]):
            _t1428 += 1
    return _t1428

# <rulerun evolution.rules: feeding #667 0295e2c9>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1430 = 0
    for _t1429 in st.zones[(9 + _owner1738[st.loc[_t1419]])]:
        if ((_st_cvars[84 + _t1429] == _t1419) and (_st_cvars[_t1429] == 'fat_tissue')):
            _t1430 += 1
    return _t1430

# <rulerun evolution.rules: feeding #668 bce52fa8>
def _loop(st, _t1419):
    _st_cvars = st.cvars
    _t1432 = 0
    for _t1431 in st.zones[(9 + _owner1740[st.loc[_t1419]])]:
        if ((_st_cvars[84 + _t1431] == _t1419) and (_st_cvars[_t1431] == 'fat_tissue')):
            _t1432 += 1
    return _t1432

# <rulerun evolution.rules: feeding_turn_of #669 98007842>
def _loop(st, _t1437):
    _st_cvars = st.cvars
    _t1439 = 0
    for _t1438 in st.zones[(9 + _owner1753[st.loc[_t1437]])]:
        if (_st_cvars[84 + _t1438] == _t1437):
            _t1439 += (1 if ((_st_cvars[_t1438] == 'carnivorous') or (_st_cvars[_t1438] == 'high_body_weight')) else (2 if (_st_cvars[_t1438] == 'parasite') else 0))
    return _t1439

# <rulerun evolution.rules: feeding_turn_of #670 c76e1065>
def _loop(st, _t1437):
    _st_cvars = st.cvars
    _t1441 = 0
    for _t1440 in st.zones[(9 + _owner1755[st.loc[_t1437]])]:
        if (((_st_cvars[84 + _t1440] == _t1437) and (_st_cvars[_t1440] == 'fat_tissue')) and _st_cvars[252 + _t1440]):
            _t1441 += 1
    return _t1441

# <rulerun evolution.rules: feeding_turn_of #671 089911a1>
def _loop(st, _t1437):
    _st_cvars = st.cvars
    _t1443 = 0
    for _t1442 in st.zones[(9 + _owner1757[st.loc[_t1437]])]:
        if ((_st_cvars[84 + _t1442] == _t1437) and (_st_cvars[_t1442] == 'fat_tissue')):
            _t1443 += 1
    return _t1443

# <rulerun evolution.rules: feeding_turn_of #672 14855485>
def _loop(st, _t1448):
    _st_cvars = st.cvars
    _t1451 = 0
    for _t1450 in st.zones[(9 + _owner1764[st.loc[_t1448]])]:
        if (_st_cvars[84 + _t1450] == _t1448):
            _t1451 += (1 if ((_st_cvars[_t1450] == 'carnivorous') or (_st_cvars[_t1450] == 'high_body_weight')) else (2 if (_st_cvars[_t1450] == 'parasite') else 0))
    return _t1451

# <rulerun evolution.rules: feeding_turn_of #673 92379dc9>
def _loop(st, _t1448):
    _st_cvars = st.cvars
    _t1453 = 0
    for _t1452 in st.zones[(9 + _owner1766[st.loc[_t1448]])]:
        if (((_st_cvars[84 + _t1452] == _t1448) and (_st_cvars[_t1452] == 'fat_tissue')) and _st_cvars[252 + _t1452]):
            _t1453 += 1
    return _t1453

# <rulerun evolution.rules: feeding_turn_of #674 9a0e0715>
def _loop(st, _t1448):
    _st_cvars = st.cvars
    _t1455 = 0
    for _t1454 in st.zones[(9 + _owner1768[st.loc[_t1448]])]:
        if ((_st_cvars[84 + _t1454] == _t1448) and (_st_cvars[_t1454] == 'fat_tissue')):
            _t1455 += 1
    return _t1455

# <rulerun evolution.rules: feeding_turn_of #675 6cd83b85>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1460 = 0
    for _t1459 in st.zones[(9 + _owner1772[st.loc[_st_cvars[84 + _t1457]]])]:
        if (_st_cvars[84 + _t1459] == _st_cvars[84 + _t1457]):
            _t1460 += (1 if ((_st_cvars[_t1459] == 'carnivorous') or (_st_cvars[_t1459] == 'high_body_weight')) else (2 if (_st_cvars[_t1459] == 'parasite') else 0))
    return _t1460

# <rulerun evolution.rules: feeding_turn_of #676 e2f507c1>
def _loop(st, _t1448):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1456 = st.zones[(9 + _owner1770[st.loc[_t1448]])]
    st.budget -= len(_t1456)
    if st.budget < 0: _spent1771(st)
    for _t1457 in _t1456:
        if (((_st_cvars[_t1457] == 'symbiosis') and (_st_cvars[168 + _t1457] == _t1448)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1457]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1457]] >= (_memo6[_st_cvars[84 + _t1457]] if _st_cvars[84 + _t1457] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1457], (1 + _a1773(st, _t1457)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 1b6e9121>
def _loop(st, _t1446):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1447 = st.zones[(5 + _t1446)]
    st.budget -= len(_t1447)
    if st.budget < 0: _spent1763(st)
    for _t1448 in _t1447:
        if ((not ((_st_cvars[924 + _t1448] == _st_vars[0]) or ((_st_cvars[504 + _t1448] >= (_memo6[_t1448] if _t1448 in _memo6 else _memo6.setdefault(_t1448, (1 + _a1765(st, _t1448))))) and ((_memo5[_t1448] if _t1448 in _memo5 else _memo5.setdefault(_t1448, _a1767(st, _t1448))) >= (_memo4[_t1448] if _t1448 in _memo4 else _memo4.setdefault(_t1448, _a1769(st, _t1448))))))) and (_memo14[_t1448] if _t1448 in _memo14 else _memo14.setdefault(_t1448, (not _a1774(st, _t1448))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 b1e5e40d>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1465 = []
    for _t1464 in st.zones[(9 + _owner1777[st.loc[_t1462]])]:
        if (_st_cvars[84 + _t1464] == _t1462):
            _t1465.append(_st_cvars[_t1464])
    return _t1465

# <rulerun evolution.rules: feeding_turn_of #679 da1abba6>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1467 = 0
    for _t1466 in st.zones[(9 + _owner1779[st.loc[_t1462]])]:
        if (_st_cvars[84 + _t1466] == _t1462):
            _t1467 += (1 if ((_st_cvars[_t1466] == 'carnivorous') or (_st_cvars[_t1466] == 'high_body_weight')) else (2 if (_st_cvars[_t1466] == 'parasite') else 0))
    return _t1467

# <rulerun evolution.rules: feeding_turn_of #680 1c136f41>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1469 = 0
    for _t1468 in st.zones[(9 + _owner1781[st.loc[_t1462]])]:
        if (((_st_cvars[84 + _t1468] == _t1462) and (_st_cvars[_t1468] == 'fat_tissue')) and _st_cvars[252 + _t1468]):
            _t1469 += 1
    return _t1469

# <rulerun evolution.rules: feeding_turn_of #681 62f800ef>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1471 = 0
    for _t1470 in st.zones[(9 + _owner1783[st.loc[_t1462]])]:
        if ((_st_cvars[84 + _t1470] == _t1462) and (_st_cvars[_t1470] == 'fat_tissue')):
            _t1471 += 1
    return _t1471

# <rulerun evolution.rules: feeding_turn_of #682 ffbebd54>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1476 = 0
    for _t1475 in st.zones[(9 + _owner1787[st.loc[_st_cvars[84 + _t1473]]])]:
        if (_st_cvars[84 + _t1475] == _st_cvars[84 + _t1473]):
            _t1476 += (1 if ((_st_cvars[_t1475] == 'carnivorous') or (_st_cvars[_t1475] == 'high_body_weight')) else (2 if (_st_cvars[_t1475] == 'parasite') else 0))
    return _t1476

# <rulerun evolution.rules: feeding_turn_of #683 4985e8b6>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1472 = st.zones[(9 + _owner1785[st.loc[_t1462]])]
    st.budget -= len(_t1472)
    if st.budget < 0: _spent1786(st)
    for _t1473 in _t1472:
        if (((_st_cvars[_t1473] == 'symbiosis') and (_st_cvars[168 + _t1473] == _t1462)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1473]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1473]] >= (_memo6[_st_cvars[84 + _t1473]] if _st_cvars[84 + _t1473] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1473], (1 + _a1788(st, _t1473)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 9912e6ed>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    _t1481 = []
    for _t1480 in st.zones[(9 + _owner1793[st.loc[_t1478]])]:
        if (_st_cvars[84 + _t1480] == _t1478):
            _t1481.append(_st_cvars[_t1480])
    return _t1481

# <rulerun evolution.rules: feeding_turn_of #685 7dfe5f36>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1483 = []
    for _t1482 in st.zones[(9 + _owner1795[st.loc[_t1462]])]:
        if (_st_cvars[84 + _t1482] == _t1462):
            _t1483.append(_st_cvars[_t1482])
    return _t1483

# <rulerun evolution.rules: feeding_turn_of #686 a066ae8b>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    _t1486 = []
    for _t1485 in st.zones[(9 + _owner1797[st.loc[_t1478]])]:
        if (_st_cvars[84 + _t1485] == _t1478):
            _t1486.append(_st_cvars[_t1485])
    return _t1486

# <rulerun evolution.rules: feeding_turn_of #687 7411036f>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1488 = []
    for _t1487 in st.zones[(9 + _owner1799[st.loc[_t1462]])]:
        if (_st_cvars[84 + _t1487] == _t1462):
            _t1488.append(_st_cvars[_t1487])
    return _t1488

# <rulerun evolution.rules: feeding_turn_of #688 dedd209a>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    _t1491 = []
    for _t1490 in st.zones[(9 + _owner1801[st.loc[_t1478]])]:
        if (_st_cvars[84 + _t1490] == _t1478):
            _t1491.append(_st_cvars[_t1490])
    return _t1491

# <rulerun evolution.rules: feeding_turn_of #689 2244db8a>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _t1493 = []
    for _t1492 in st.zones[(9 + _owner1803[st.loc[_t1462]])]:
        if (_st_cvars[84 + _t1492] == _t1462):
            _t1493.append(_st_cvars[_t1492])
    return _t1493

# <rulerun evolution.rules: feeding_turn_of #690 b50c07b1>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    _t1496 = []
    for _t1495 in st.zones[(9 + _owner1805[st.loc[_t1478]])]:
        if (_st_cvars[84 + _t1495] == _t1478):
            _t1496.append(_st_cvars[_t1495])
    return _t1496

# <rulerun evolution.rules: feeding_turn_of #691 859591c8>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    _t1498 = 0
    for _t1497 in st.zones[(9 + _owner1807[st.loc[_t1478]])]:
        if (_st_cvars[84 + _t1497] == _t1478):
            _t1498 += (1 if ((_st_cvars[_t1497] == 'carnivorous') or (_st_cvars[_t1497] == 'high_body_weight')) else (2 if (_st_cvars[_t1497] == 'parasite') else 0))
    return _t1498

# <rulerun evolution.rules: feeding_turn_of #692 3da6dd8a>
def _loop(st, _t1478):
    _st_cvars = st.cvars
    for _t1499 in st.zones[(9 + _owner1809[st.loc[_t1478]])]:
        if ((_st_cvars[_t1499] == 'symbiosis') and (_st_cvars[168 + _t1499] == _t1478)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 9103d8f6>
def _loop(st, _t1462):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1477 = (list(_chain1790(map(st.zones.__getitem__, _k1791))) or ())
    st.budget -= len(_t1477)
    if st.budget < 0: _spent1792(st)
    _t1484 = _NOT_YET
    _t1489 = _NOT_YET
    _t1494 = _NOT_YET
    for _t1478 in _t1477:
        if ((((((_t1462 != _t1478) and ((not ('camouflage' in (_memo15[_t1478] if _t1478 in _memo15 else _memo15.setdefault(_t1478, frozenset(_a1794(st, _t1478)))))) or (_t1484 if _t1484 is not _NOT_YET else (_t1484 := ('sharp_vision' in (_memo15[_t1462] if _t1462 in _memo15 else _memo15.setdefault(_t1462, frozenset(_a1796(st, _t1462))))))))) and ((not ('high_body_weight' in (_memo15[_t1478] if _t1478 in _memo15 else _memo15.setdefault(_t1478, frozenset(_a1798(st, _t1478)))))) or (_t1489 if _t1489 is not _NOT_YET else (_t1489 := ('high_body_weight' in (_memo15[_t1462] if _t1462 in _memo15 else _memo15.setdefault(_t1462, frozenset(_a1800(st, _t1462))))))))) and (('swimming' in (_memo15[_t1478] if _t1478 in _memo15 else _memo15.setdefault(_t1478, frozenset(_a1802(st, _t1478))))) == (_t1494 if _t1494 is not _NOT_YET else (_t1494 := ('swimming' in (_memo15[_t1462] if _t1462 in _memo15 else _memo15.setdefault(_t1462, frozenset(_a1804(st, _t1462))))))))) and (not (('burrowing' in (_memo15[_t1478] if _t1478 in _memo15 else _memo15.setdefault(_t1478, frozenset(_a1806(st, _t1478))))) and ((_st_cvars[924 + _t1478] == _st_vars[0]) or (_st_cvars[504 + _t1478] >= (_memo6[_t1478] if _t1478 in _memo6 else _memo6.setdefault(_t1478, (1 + _a1808(st, _t1478))))))))) and (not (_memo13[_t1478] if _t1478 in _memo13 else _memo13.setdefault(_t1478, _a1810(st, _t1478))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 4cf928b4>
def _loop(st, _t1446):
    _memo0 = st.memos[0]
    _t1461 = st.zones[(5 + _t1446)]
    st.budget -= len(_t1461)
    if st.budget < 0: _spent1776(st)
    for _t1462 in _t1461:
        if (_memo0[_t1462] if _t1462 in _memo0 else _memo0.setdefault(_t1462, (((('carnivorous' in (st.memos[15][_t1462] if _t1462 in st.memos[15] else st.memos[15].setdefault(_t1462, frozenset(_a1778(st, _t1462))))) and (st.cvars[672 + _t1462] != st.vars[0])) and ((not ((st.cvars[924 + _t1462] == st.vars[0]) or ((st.cvars[504 + _t1462] >= (st.memos[6][_t1462] if _t1462 in st.memos[6] else st.memos[6].setdefault(_t1462, (1 + _a1780(st, _t1462))))) and ((st.memos[5][_t1462] if _t1462 in st.memos[5] else st.memos[5].setdefault(_t1462, _a1782(st, _t1462))) >= (st.memos[4][_t1462] if _t1462 in st.memos[4] else st.memos[4].setdefault(_t1462, _a1784(st, _t1462))))))) and (st.memos[14][_t1462] if _t1462 in st.memos[14] else st.memos[14].setdefault(_t1462, (not _a1789(st, _t1462)))))) and _a1811(st, _t1462)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 1608c788>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1505 = 0
    for _t1504 in st.zones[(9 + _owner1814[st.loc[_t1502]])]:
        if (_st_cvars[84 + _t1504] == _t1502):
            _t1505 += (1 if ((_st_cvars[_t1504] == 'carnivorous') or (_st_cvars[_t1504] == 'high_body_weight')) else (2 if (_st_cvars[_t1504] == 'parasite') else 0))
    return _t1505

# <rulerun evolution.rules: feeding_turn_of #696 10f4b583>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1507 = 0
    for _t1506 in st.zones[(9 + _owner1816[st.loc[_t1502]])]:
        if (((_st_cvars[84 + _t1506] == _t1502) and (_st_cvars[_t1506] == 'fat_tissue')) and _st_cvars[252 + _t1506]):
            _t1507 += 1
    return _t1507

# <rulerun evolution.rules: feeding_turn_of #697 30abc078>
def _loop(st, _t1446):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1501 = st.zones[(5 + _t1446)]
    st.budget -= len(_t1501)
    if st.budget < 0: _spent1813(st)
    for _t1502 in _t1501:
        if ((not ((_st_cvars[924 + _t1502] == _st_vars[0]) or (_st_cvars[504 + _t1502] >= (_memo6[_t1502] if _t1502 in _memo6 else _memo6.setdefault(_t1502, (1 + _a1815(st, _t1502))))))) and ((_memo5[_t1502] if _t1502 in _memo5 else _memo5.setdefault(_t1502, _a1817(st, _t1502))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 cebe3482>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1512 = []
    for _t1511 in st.zones[(9 + _owner1820[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1511] == _t1509):
            _t1512.append(_st_cvars[_t1511])
    return _t1512

# <rulerun evolution.rules: feeding_turn_of #699 8dc7e40d>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1514 = 0
    for _t1513 in st.zones[(9 + _owner1822[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1513] == _t1509):
            _t1514 += (1 if ((_st_cvars[_t1513] == 'carnivorous') or (_st_cvars[_t1513] == 'high_body_weight')) else (2 if (_st_cvars[_t1513] == 'parasite') else 0))
    return _t1514

# <rulerun evolution.rules: feeding_turn_of #700 105767c5>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1516 = 0
    for _t1515 in st.zones[(9 + _owner1824[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1515] == _t1509):
            _t1516 += (1 if ((_st_cvars[_t1515] == 'carnivorous') or (_st_cvars[_t1515] == 'high_body_weight')) else (2 if (_st_cvars[_t1515] == 'parasite') else 0))
    return _t1516

# <rulerun evolution.rules: feeding_turn_of #701 92edee34>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1518 = 0
    for _t1517 in st.zones[(9 + _owner1826[st.loc[_t1509]])]:
        if (((_st_cvars[84 + _t1517] == _t1509) and (_st_cvars[_t1517] == 'fat_tissue')) and _st_cvars[252 + _t1517]):
            _t1518 += 1
    return _t1518

# <rulerun evolution.rules: feeding_turn_of #702 1ca619ab>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1520 = 0
    for _t1519 in st.zones[(9 + _owner1828[st.loc[_t1509]])]:
        if ((_st_cvars[84 + _t1519] == _t1509) and (_st_cvars[_t1519] == 'fat_tissue')):
            _t1520 += 1
    return _t1520

# <rulerun evolution.rules: feeding_turn_of #703 a799f490>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    _t1525 = 0
    for _t1524 in st.zones[(9 + _owner1832[st.loc[_st_cvars[84 + _t1522]]])]:
        if (_st_cvars[84 + _t1524] == _st_cvars[84 + _t1522]):
            _t1525 += (1 if ((_st_cvars[_t1524] == 'carnivorous') or (_st_cvars[_t1524] == 'high_body_weight')) else (2 if (_st_cvars[_t1524] == 'parasite') else 0))
    return _t1525

# <rulerun evolution.rules: feeding_turn_of #704 b821f923>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1521 = st.zones[(9 + _owner1830[st.loc[_t1509]])]
    st.budget -= len(_t1521)
    if st.budget < 0: _spent1831(st)
    for _t1522 in _t1521:
        if (((_st_cvars[_t1522] == 'symbiosis') and (_st_cvars[168 + _t1522] == _t1509)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1522]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1522]] >= (_memo6[_st_cvars[84 + _t1522]] if _st_cvars[84 + _t1522] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1522], (1 + _a1833(st, _t1522)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 98c4c372>
def _loop(st, _t1527):
    _st_cvars = st.cvars
    _t1530 = 0
    for _t1529 in st.zones[(9 + _owner1838[st.loc[_t1527]])]:
        if (_st_cvars[84 + _t1529] == _t1527):
            _t1530 += (1 if ((_st_cvars[_t1529] == 'carnivorous') or (_st_cvars[_t1529] == 'high_body_weight')) else (2 if (_st_cvars[_t1529] == 'parasite') else 0))
    return _t1530

# <rulerun evolution.rules: feeding_turn_of #706 e9370cbd>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1526 = (list(_chain1835(map(st.zones.__getitem__, _k1836))) or ())
    st.budget -= len(_t1526)
    if st.budget < 0: _spent1837(st)
    for _t1527 in _t1526:
        if ((_t1527 != _t1509) and ((not ((_st_cvars[924 + _t1527] == _st_vars[0]) or (_st_cvars[504 + _t1527] >= (_memo6[_t1527] if _t1527 in _memo6 else _memo6.setdefault(_t1527, (1 + _a1839(st, _t1527))))))) and (_st_cvars[504 + _t1527] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 cf7b29c3>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1532 = []
    for _t1531 in st.zones[(9 + _owner1841[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1531] == _t1509):
            _t1532.append(_st_cvars[_t1531])
    return _t1532

# <rulerun evolution.rules: feeding_turn_of #708 acbe2b04>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1534 = 0
    for _t1533 in st.zones[(9 + _owner1843[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1533] == _t1509):
            _t1534 += (1 if ((_st_cvars[_t1533] == 'carnivorous') or (_st_cvars[_t1533] == 'high_body_weight')) else (2 if (_st_cvars[_t1533] == 'parasite') else 0))
    return _t1534

# <rulerun evolution.rules: feeding_turn_of #709 653ac986>
def _loop(st, _t1509):
    _st_cvars = st.cvars
    _t1536 = []
    for _t1535 in st.zones[(9 + _owner1845[st.loc[_t1509]])]:
        if (_st_cvars[84 + _t1535] == _t1509):
            _t1536.append(_st_cvars[_t1535])
    return _t1536

# <rulerun evolution.rules: feeding_turn_of #710 d89f1084>
def _loop(st, _t1446):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1508 = st.zones[(5 + _t1446)]
    st.budget -= len(_t1508)
    if st.budget < 0: _spent1819(st)
    for _t1509 in _t1508:
        if (((_memo10[_t1509] if _t1509 in _memo10 else _memo10.setdefault(_t1509, ((((('piracy' in (_memo15[_t1509] if _t1509 in _memo15 else _memo15.setdefault(_t1509, frozenset(_a1821(st, _t1509))))) and (_st_cvars[756 + _t1509] != _st_vars[0])) and (not ((_st_cvars[924 + _t1509] == _st_vars[0]) or (_st_cvars[504 + _t1509] >= (_memo6[_t1509] if _t1509 in _memo6 else _memo6.setdefault(_t1509, (1 + _a1823(st, _t1509)))))))) and ((not ((_st_cvars[924 + _t1509] == _st_vars[0]) or ((_st_cvars[504 + _t1509] >= (_memo6[_t1509] if _t1509 in _memo6 else _memo6.setdefault(_t1509, (1 + _a1825(st, _t1509))))) and ((st.memos[5][_t1509] if _t1509 in st.memos[5] else st.memos[5].setdefault(_t1509, _a1827(st, _t1509))) >= (st.memos[4][_t1509] if _t1509 in st.memos[4] else st.memos[4].setdefault(_t1509, _a1829(st, _t1509))))))) and (st.memos[14][_t1509] if _t1509 in st.memos[14] else st.memos[14].setdefault(_t1509, (not _a1834(st, _t1509)))))) and _a1840(st, _t1509)))) or ((((('hibernation' in (_memo15[_t1509] if _t1509 in _memo15 else _memo15.setdefault(_t1509, frozenset(_a1842(st, _t1509))))) and (_st_cvars[924 + _t1509] != _st_vars[0])) and (_st_cvars[924 + _t1509] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1509] == _st_vars[0]) or (_st_cvars[504 + _t1509] >= (_memo6[_t1509] if _t1509 in _memo6 else _memo6.setdefault(_t1509, (1 + _a1844(st, _t1509))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t1509] if _t1509 in _memo15 else _memo15.setdefault(_t1509, frozenset(_a1846(st, _t1509))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 0f0d4595>
def _loop(st, _t1538):
    _st_cvars = st.cvars
    _t1541 = 0
    for _t1540 in st.zones[(9 + _owner1849[st.loc[_t1538]])]:
        if (_st_cvars[84 + _t1540] == _t1538):
            _t1541 += (1 if ((_st_cvars[_t1540] == 'carnivorous') or (_st_cvars[_t1540] == 'high_body_weight')) else (2 if (_st_cvars[_t1540] == 'parasite') else 0))
    return _t1541

# <rulerun evolution.rules: feeding_turn_of #712 9a0c9705>
def _loop(st, _t1538):
    _st_cvars = st.cvars
    _t1543 = 0
    for _t1542 in st.zones[(9 + _owner1851[st.loc[_t1538]])]:
        if (((_st_cvars[84 + _t1542] == _t1538) and (_st_cvars[_t1542] == 'fat_tissue')) and _st_cvars[252 + _t1542]):
            _t1543 += 1
    return _t1543

# <rulerun evolution.rules: feeding_turn_of #713 0e35cd49>
def _loop(st, _t1538):
    _st_cvars = st.cvars
    _t1545 = 0
    for _t1544 in st.zones[(9 + _owner1853[st.loc[_t1538]])]:
        if ((_st_cvars[84 + _t1544] == _t1538) and (_st_cvars[_t1544] == 'fat_tissue')):
            _t1545 += 1
    return _t1545

# <rulerun evolution.rules: feeding_turn_of #714 7c07cfef>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1550 = 0
    for _t1549 in st.zones[(9 + _owner1857[st.loc[_st_cvars[84 + _t1547]]])]:
        if (_st_cvars[84 + _t1549] == _st_cvars[84 + _t1547]):
            _t1550 += (1 if ((_st_cvars[_t1549] == 'carnivorous') or (_st_cvars[_t1549] == 'high_body_weight')) else (2 if (_st_cvars[_t1549] == 'parasite') else 0))
    return _t1550

# <rulerun evolution.rules: feeding_turn_of #715 4bf7ea59>
def _loop(st, _t1538):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1546 = st.zones[(9 + _owner1855[st.loc[_t1538]])]
    st.budget -= len(_t1546)
    if st.budget < 0: _spent1856(st)
    for _t1547 in _t1546:
        if (((_st_cvars[_t1547] == 'symbiosis') and (_st_cvars[168 + _t1547] == _t1538)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1547]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1547]] >= (_memo6[_st_cvars[84 + _t1547]] if _st_cvars[84 + _t1547] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1547], (1 + _a1858(st, _t1547)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 10cf39d3>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1537 = st.zones[(5 + L[0])]
    st.budget -= len(_t1537)
    if st.budget < 0: _spent1848(st)
    for _t1538 in _t1537:
        if ((not ((_st_cvars[924 + _t1538] == _st_vars[0]) or ((_st_cvars[504 + _t1538] >= (_memo6[_t1538] if _t1538 in _memo6 else _memo6.setdefault(_t1538, (1 + _a1850(st, _t1538))))) and ((_memo5[_t1538] if _t1538 in _memo5 else _memo5.setdefault(_t1538, _a1852(st, _t1538))) >= (_memo4[_t1538] if _t1538 in _memo4 else _memo4.setdefault(_t1538, _a1854(st, _t1538))))))) and (_memo14[_t1538] if _t1538 in _memo14 else _memo14.setdefault(_t1538, (not _a1859(st, _t1538))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 967b85cc>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1555 = []
    for _t1554 in st.zones[(9 + _owner1863[st.loc[_t1552]])]:
        if (_st_cvars[84 + _t1554] == _t1552):
            _t1555.append(_st_cvars[_t1554])
    return _t1555

# <rulerun evolution.rules: feeding_turn_of #718 31508fde>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1557 = 0
    for _t1556 in st.zones[(9 + _owner1865[st.loc[_t1552]])]:
        if (_st_cvars[84 + _t1556] == _t1552):
            _t1557 += (1 if ((_st_cvars[_t1556] == 'carnivorous') or (_st_cvars[_t1556] == 'high_body_weight')) else (2 if (_st_cvars[_t1556] == 'parasite') else 0))
    return _t1557

# <rulerun evolution.rules: feeding_turn_of #719 09237a6d>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1559 = 0
    for _t1558 in st.zones[(9 + _owner1867[st.loc[_t1552]])]:
        if (((_st_cvars[84 + _t1558] == _t1552) and (_st_cvars[_t1558] == 'fat_tissue')) and _st_cvars[252 + _t1558]):
            _t1559 += 1
    return _t1559

# <rulerun evolution.rules: feeding_turn_of #720 4345679e>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1561 = 0
    for _t1560 in st.zones[(9 + _owner1869[st.loc[_t1552]])]:
        if ((_st_cvars[84 + _t1560] == _t1552) and (_st_cvars[_t1560] == 'fat_tissue')):
            _t1561 += 1
    return _t1561

# <rulerun evolution.rules: feeding_turn_of #721 d529b301>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1566 = 0
    for _t1565 in st.zones[(9 + _owner1873[st.loc[_st_cvars[84 + _t1563]]])]:
        if (_st_cvars[84 + _t1565] == _st_cvars[84 + _t1563]):
            _t1566 += (1 if ((_st_cvars[_t1565] == 'carnivorous') or (_st_cvars[_t1565] == 'high_body_weight')) else (2 if (_st_cvars[_t1565] == 'parasite') else 0))
    return _t1566

# <rulerun evolution.rules: feeding_turn_of #722 a4f7bb16>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1562 = st.zones[(9 + _owner1871[st.loc[_t1552]])]
    st.budget -= len(_t1562)
    if st.budget < 0: _spent1872(st)
    for _t1563 in _t1562:
        if (((_st_cvars[_t1563] == 'symbiosis') and (_st_cvars[168 + _t1563] == _t1552)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1563]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1563]] >= (_memo6[_st_cvars[84 + _t1563]] if _st_cvars[84 + _t1563] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1563], (1 + _a1874(st, _t1563)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 2773a849>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    _t1571 = []
    for _t1570 in st.zones[(9 + _owner1879[st.loc[_t1568]])]:
        if (_st_cvars[84 + _t1570] == _t1568):
            _t1571.append(_st_cvars[_t1570])
    return _t1571

# <rulerun evolution.rules: feeding_turn_of #724 924fe8d9>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1573 = []
    for _t1572 in st.zones[(9 + _owner1881[st.loc[_t1552]])]:
        if (_st_cvars[84 + _t1572] == _t1552):
            _t1573.append(_st_cvars[_t1572])
    return _t1573

# <rulerun evolution.rules: feeding_turn_of #725 5f66eb9b>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    _t1576 = []
    for _t1575 in st.zones[(9 + _owner1883[st.loc[_t1568]])]:
        if (_st_cvars[84 + _t1575] == _t1568):
            _t1576.append(_st_cvars[_t1575])
    return _t1576

# <rulerun evolution.rules: feeding_turn_of #726 0dca8a39>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1578 = []
    for _t1577 in st.zones[(9 + _owner1885[st.loc[_t1552]])]:
        if (_st_cvars[84 + _t1577] == _t1552):
            _t1578.append(_st_cvars[_t1577])
    return _t1578

# <rulerun evolution.rules: feeding_turn_of #727 6a5cbe9e>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    _t1581 = []
    for _t1580 in st.zones[(9 + _owner1887[st.loc[_t1568]])]:
        if (_st_cvars[84 + _t1580] == _t1568):
            _t1581.append(_st_cvars[_t1580])
    return _t1581

# <rulerun evolution.rules: feeding_turn_of #728 39eb6b3e>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _t1583 = []
    for _t1582 in st.zones[(9 + _owner1889[st.loc[_t1552]])]:
        if (_st_cvars[84 + _t1582] == _t1552):
            _t1583.append(_st_cvars[_t1582])
    return _t1583

# <rulerun evolution.rules: feeding_turn_of #729 c3422b9f>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    _t1586 = []
    for _t1585 in st.zones[(9 + _owner1891[st.loc[_t1568]])]:
        if (_st_cvars[84 + _t1585] == _t1568):
            _t1586.append(_st_cvars[_t1585])
    return _t1586

# <rulerun evolution.rules: feeding_turn_of #730 5ac51714>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    _t1588 = 0
    for _t1587 in st.zones[(9 + _owner1893[st.loc[_t1568]])]:
        if (_st_cvars[84 + _t1587] == _t1568):
            _t1588 += (1 if ((_st_cvars[_t1587] == 'carnivorous') or (_st_cvars[_t1587] == 'high_body_weight')) else (2 if (_st_cvars[_t1587] == 'parasite') else 0))
    return _t1588

# <rulerun evolution.rules: feeding_turn_of #731 f53265cf>
def _loop(st, _t1568):
    _st_cvars = st.cvars
    for _t1589 in st.zones[(9 + _owner1895[st.loc[_t1568]])]:
        if ((_st_cvars[_t1589] == 'symbiosis') and (_st_cvars[168 + _t1589] == _t1568)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 a5ed0d74>
def _loop(st, _t1552):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1567 = (list(_chain1876(map(st.zones.__getitem__, _k1877))) or ())
    st.budget -= len(_t1567)
    if st.budget < 0: _spent1878(st)
    _t1574 = _NOT_YET
    _t1579 = _NOT_YET
    _t1584 = _NOT_YET
    for _t1568 in _t1567:
        if ((((((_t1552 != _t1568) and ((not ('camouflage' in (_memo15[_t1568] if _t1568 in _memo15 else _memo15.setdefault(_t1568, frozenset(_a1880(st, _t1568)))))) or (_t1574 if _t1574 is not _NOT_YET else (_t1574 := ('sharp_vision' in (_memo15[_t1552] if _t1552 in _memo15 else _memo15.setdefault(_t1552, frozenset(_a1882(st, _t1552))))))))) and ((not ('high_body_weight' in (_memo15[_t1568] if _t1568 in _memo15 else _memo15.setdefault(_t1568, frozenset(_a1884(st, _t1568)))))) or (_t1579 if _t1579 is not _NOT_YET else (_t1579 := ('high_body_weight' in (_memo15[_t1552] if _t1552 in _memo15 else _memo15.setdefault(_t1552, frozenset(_a1886(st, _t1552))))))))) and (('swimming' in (_memo15[_t1568] if _t1568 in _memo15 else _memo15.setdefault(_t1568, frozenset(_a1888(st, _t1568))))) == (_t1584 if _t1584 is not _NOT_YET else (_t1584 := ('swimming' in (_memo15[_t1552] if _t1552 in _memo15 else _memo15.setdefault(_t1552, frozenset(_a1890(st, _t1552))))))))) and (not (('burrowing' in (_memo15[_t1568] if _t1568 in _memo15 else _memo15.setdefault(_t1568, frozenset(_a1892(st, _t1568))))) and ((_st_cvars[924 + _t1568] == _st_vars[0]) or (_st_cvars[504 + _t1568] >= (_memo6[_t1568] if _t1568 in _memo6 else _memo6.setdefault(_t1568, (1 + _a1894(st, _t1568))))))))) and (not (_memo13[_t1568] if _t1568 in _memo13 else _memo13.setdefault(_t1568, _a1896(st, _t1568))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 a8323c88>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1551 = st.zones[(5 + L[0])]
    st.budget -= len(_t1551)
    if st.budget < 0: _spent1862(st)
    for _t1552 in _t1551:
        if (_memo0[_t1552] if _t1552 in _memo0 else _memo0.setdefault(_t1552, (((('carnivorous' in (st.memos[15][_t1552] if _t1552 in st.memos[15] else st.memos[15].setdefault(_t1552, frozenset(_a1864(st, _t1552))))) and (st.cvars[672 + _t1552] != st.vars[0])) and ((not ((st.cvars[924 + _t1552] == st.vars[0]) or ((st.cvars[504 + _t1552] >= (st.memos[6][_t1552] if _t1552 in st.memos[6] else st.memos[6].setdefault(_t1552, (1 + _a1866(st, _t1552))))) and ((st.memos[5][_t1552] if _t1552 in st.memos[5] else st.memos[5].setdefault(_t1552, _a1868(st, _t1552))) >= (st.memos[4][_t1552] if _t1552 in st.memos[4] else st.memos[4].setdefault(_t1552, _a1870(st, _t1552))))))) and (st.memos[14][_t1552] if _t1552 in st.memos[14] else st.memos[14].setdefault(_t1552, (not _a1875(st, _t1552)))))) and _a1897(st, _t1552)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 927dcf82>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    _t1595 = 0
    for _t1594 in st.zones[(9 + _owner1900[st.loc[_t1592]])]:
        if (_st_cvars[84 + _t1594] == _t1592):
            _t1595 += (1 if ((_st_cvars[_t1594] == 'carnivorous') or (_st_cvars[_t1594] == 'high_body_weight')) else (2 if (_st_cvars[_t1594] == 'parasite') else 0))
    return _t1595

# <rulerun evolution.rules: feeding_turn_of #735 96f5a998>
def _loop(st, _t1592):
    _st_cvars = st.cvars
    _t1597 = 0
    for _t1596 in st.zones[(9 + _owner1902[st.loc[_t1592]])]:
        if (((_st_cvars[84 + _t1596] == _t1592) and (_st_cvars[_t1596] == 'fat_tissue')) and _st_cvars[252 + _t1596]):
            _t1597 += 1
    return _t1597

# <rulerun evolution.rules: feeding_turn_of #736 2af1ff3f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1591 = st.zones[(5 + L[0])]
    st.budget -= len(_t1591)
    if st.budget < 0: _spent1899(st)
    for _t1592 in _t1591:
        if ((not ((_st_cvars[924 + _t1592] == _st_vars[0]) or (_st_cvars[504 + _t1592] >= (_memo6[_t1592] if _t1592 in _memo6 else _memo6.setdefault(_t1592, (1 + _a1901(st, _t1592))))))) and ((_memo5[_t1592] if _t1592 in _memo5 else _memo5.setdefault(_t1592, _a1903(st, _t1592))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 95fee82d>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1602 = []
    for _t1601 in st.zones[(9 + _owner1905[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1601] == _t1600):
            _t1602.append(_st_cvars[_t1601])
    return _t1602

# <rulerun evolution.rules: feeding_turn_of #738 ffb45aaf>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1604 = 0
    for _t1603 in st.zones[(9 + _owner1907[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1603] == _t1600):
            _t1604 += (1 if ((_st_cvars[_t1603] == 'carnivorous') or (_st_cvars[_t1603] == 'high_body_weight')) else (2 if (_st_cvars[_t1603] == 'parasite') else 0))
    return _t1604

# <rulerun evolution.rules: feeding_turn_of #739 3829fd26>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1606 = 0
    for _t1605 in st.zones[(9 + _owner1909[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1605] == _t1600):
            _t1606 += (1 if ((_st_cvars[_t1605] == 'carnivorous') or (_st_cvars[_t1605] == 'high_body_weight')) else (2 if (_st_cvars[_t1605] == 'parasite') else 0))
    return _t1606

# <rulerun evolution.rules: feeding_turn_of #740 7e7f7e5b>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1608 = 0
    for _t1607 in st.zones[(9 + _owner1911[st.loc[_t1600]])]:
        if (((_st_cvars[84 + _t1607] == _t1600) and (_st_cvars[_t1607] == 'fat_tissue')) and _st_cvars[252 + _t1607]):
            _t1608 += 1
    return _t1608

# <rulerun evolution.rules: feeding_turn_of #741 6f7ec08b>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1610 = 0
    for _t1609 in st.zones[(9 + _owner1913[st.loc[_t1600]])]:
        if ((_st_cvars[84 + _t1609] == _t1600) and (_st_cvars[_t1609] == 'fat_tissue')):
            _t1610 += 1
    return _t1610

# <rulerun evolution.rules: feeding_turn_of #742 1a861aa0>
def _loop(st, _t1612):
    _st_cvars = st.cvars
    _t1615 = 0
    for _t1614 in st.zones[(9 + _owner1917[st.loc[_st_cvars[84 + _t1612]]])]:
        if (_st_cvars[84 + _t1614] == _st_cvars[84 + _t1612]):
            _t1615 += (1 if ((_st_cvars[_t1614] == 'carnivorous') or (_st_cvars[_t1614] == 'high_body_weight')) else (2 if (_st_cvars[_t1614] == 'parasite') else 0))
    return _t1615

# <rulerun evolution.rules: feeding_turn_of #743 91dc12ed>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1611 = st.zones[(9 + _owner1915[st.loc[_t1600]])]
    st.budget -= len(_t1611)
    if st.budget < 0: _spent1916(st)
    for _t1612 in _t1611:
        if (((_st_cvars[_t1612] == 'symbiosis') and (_st_cvars[168 + _t1612] == _t1600)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1612]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1612]] >= (_memo6[_st_cvars[84 + _t1612]] if _st_cvars[84 + _t1612] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1612], (1 + _a1918(st, _t1612)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 a1d58afc>
def _loop(st, _t1617):
    _st_cvars = st.cvars
    _t1620 = 0
    for _t1619 in st.zones[(9 + _owner1923[st.loc[_t1617]])]:
        if (_st_cvars[84 + _t1619] == _t1617):
            _t1620 += (1 if ((_st_cvars[_t1619] == 'carnivorous') or (_st_cvars[_t1619] == 'high_body_weight')) else (2 if (_st_cvars[_t1619] == 'parasite') else 0))
    return _t1620

# <rulerun evolution.rules: feeding_turn_of #745 db828be0>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1616 = (list(_chain1920(map(st.zones.__getitem__, _k1921))) or ())
    st.budget -= len(_t1616)
    if st.budget < 0: _spent1922(st)
    for _t1617 in _t1616:
        if ((_t1617 != _t1600) and ((not ((_st_cvars[924 + _t1617] == _st_vars[0]) or (_st_cvars[504 + _t1617] >= (_memo6[_t1617] if _t1617 in _memo6 else _memo6.setdefault(_t1617, (1 + _a1924(st, _t1617))))))) and (_st_cvars[504 + _t1617] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 8e56c858>
def _loop(st, _t1623):
    _st_cvars = st.cvars
    _t1625 = []
    for _t1624 in st.zones[(9 + _owner1926[st.loc[_t1623]])]:
        if (_st_cvars[84 + _t1624] == _t1623):
            _t1625.append(_st_cvars[_t1624])
    return _t1625

# <rulerun evolution.rules: feeding_turn_of #747 c243fbe8>
def _loop(st, _t1628):
    _st_cvars = st.cvars
    _t1630 = []
    for _t1629 in st.zones[(9 + _owner1928[st.loc[_t1628]])]:
        if (_st_cvars[84 + _t1629] == _t1628):
            _t1630.append(_st_cvars[_t1629])
    return _t1630

# <rulerun evolution.rules: feeding_turn_of #748 9961c37b>
def _loop(st, _t1628):
    _st_cvars = st.cvars
    _t1632 = 0
    for _t1631 in st.zones[(9 + _owner1930[st.loc[_t1628]])]:
        if (_st_cvars[84 + _t1631] == _t1628):
            _t1632 += (1 if ((_st_cvars[_t1631] == 'carnivorous') or (_st_cvars[_t1631] == 'high_body_weight')) else (2 if (_st_cvars[_t1631] == 'parasite') else 0))
    return _t1632

# <rulerun evolution.rules: feeding_turn_of #749 d21057dc>
def _loop(st, _t1634):
    _st_cvars = st.cvars
    _t1637 = 0
    for _t1636 in st.zones[(9 + _owner1933[st.loc[_t1634]])]:
        if (_st_cvars[84 + _t1636] == _t1634):
            _t1637 += (1 if ((_st_cvars[_t1636] == 'carnivorous') or (_st_cvars[_t1636] == 'high_body_weight')) else (2 if (_st_cvars[_t1636] == 'parasite') else 0))
    return _t1637

# <rulerun evolution.rules: feeding_turn_of #750 306a1e21>
def _loop(st, _t1634):
    _st_cvars = st.cvars
    _t1639 = 0
    for _t1638 in st.zones[(9 + _owner1935[st.loc[_t1634]])]:
        if (((_st_cvars[84 + _t1638] == _t1634) and (_st_cvars[_t1638] == 'fat_tissue')) and _st_cvars[252 + _t1638]):
            _t1639 += 1
    return _t1639

# <rulerun evolution.rules: feeding_turn_of #751 5facf238>
def _loop(st, _t1634):
    _st_cvars = st.cvars
    _t1641 = 0
    for _t1640 in st.zones[(9 + _owner1937[st.loc[_t1634]])]:
        if ((_st_cvars[84 + _t1640] == _t1634) and (_st_cvars[_t1640] == 'fat_tissue')):
            _t1641 += 1
    return _t1641

# <rulerun evolution.rules: feeding_turn_of #752 41829f3c>
def _loop(st, _t1643):
    _st_cvars = st.cvars
    _t1646 = 0
    for _t1645 in st.zones[(9 + _owner1941[st.loc[_st_cvars[84 + _t1643]]])]:
        if (_st_cvars[84 + _t1645] == _st_cvars[84 + _t1643]):
            _t1646 += (1 if ((_st_cvars[_t1645] == 'carnivorous') or (_st_cvars[_t1645] == 'high_body_weight')) else (2 if (_st_cvars[_t1645] == 'parasite') else 0))
    return _t1646

# <rulerun evolution.rules: feeding_turn_of #753 e21d6d64>
def _loop(st, _t1634):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1642 = st.zones[(9 + _owner1939[st.loc[_t1634]])]
    st.budget -= len(_t1642)
    if st.budget < 0: _spent1940(st)
    for _t1643 in _t1642:
        if (((_st_cvars[_t1643] == 'symbiosis') and (_st_cvars[168 + _t1643] == _t1634)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1643]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1643]] >= (_memo6[_st_cvars[84 + _t1643]] if _st_cvars[84 + _t1643] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1643], (1 + _a1942(st, _t1643)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 1de2abe6>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1633 = st.zones[(5 + L[0])]
    st.budget -= len(_t1633)
    if st.budget < 0: _spent1932(st)
    for _t1634 in _t1633:
        if ((not ((_st_cvars[924 + _t1634] == _st_vars[0]) or ((_st_cvars[504 + _t1634] >= (_memo6[_t1634] if _t1634 in _memo6 else _memo6.setdefault(_t1634, (1 + _a1934(st, _t1634))))) and ((_memo5[_t1634] if _t1634 in _memo5 else _memo5.setdefault(_t1634, _a1936(st, _t1634))) >= (_memo4[_t1634] if _t1634 in _memo4 else _memo4.setdefault(_t1634, _a1938(st, _t1634))))))) and (_memo14[_t1634] if _t1634 in _memo14 else _memo14.setdefault(_t1634, (not _a1943(st, _t1634))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 0b335334>
def _loop(st, _t1653):
    _st_cvars = st.cvars
    _t1656 = 0
    for _t1655 in st.zones[(9 + _owner1953[st.loc[_t1653]])]:
        if (_st_cvars[84 + _t1655] == _t1653):
            _t1656 += (1 if ((_st_cvars[_t1655] == 'carnivorous') or (_st_cvars[_t1655] == 'high_body_weight')) else (2 if (_st_cvars[_t1655] == 'parasite') else 0))
    return _t1656

# <rulerun evolution.rules: take_food #756 0c1d365d>
def _loop(st, _t1653):
    _st_cvars = st.cvars
    _t1658 = 0
    for _t1657 in st.zones[(9 + _owner1955[st.loc[_t1653]])]:
        if (((_st_cvars[84 + _t1657] == _t1653) and (_st_cvars[_t1657] == 'fat_tissue')) and _st_cvars[252 + _t1657]):
            _t1658 += 1
    return _t1658

# <rulerun evolution.rules: take_food #757 adac6532>
def _loop(st, _t1653):
    _st_cvars = st.cvars
    _t1660 = 0
    for _t1659 in st.zones[(9 + _owner1957[st.loc[_t1653]])]:
        if ((_st_cvars[84 + _t1659] == _t1653) and (_st_cvars[_t1659] == 'fat_tissue')):
            _t1660 += 1
    return _t1660

# <rulerun evolution.rules: take_food #758 9b90a530>
def _loop(st, _t1662):
    _st_cvars = st.cvars
    _t1665 = 0
    for _t1664 in st.zones[(9 + _owner1961[st.loc[_st_cvars[84 + _t1662]]])]:
        if (_st_cvars[84 + _t1664] == _st_cvars[84 + _t1662]):
            _t1665 += (1 if ((_st_cvars[_t1664] == 'carnivorous') or (_st_cvars[_t1664] == 'high_body_weight')) else (2 if (_st_cvars[_t1664] == 'parasite') else 0))
    return _t1665

# <rulerun evolution.rules: take_food #759 67da0fde>
def _loop(st, _t1653):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1661 = st.zones[(9 + _owner1959[st.loc[_t1653]])]
    st.budget -= len(_t1661)
    if st.budget < 0: _spent1960(st)
    for _t1662 in _t1661:
        if (((_st_cvars[_t1662] == 'symbiosis') and (_st_cvars[168 + _t1662] == _t1653)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1662]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1662]] >= (_memo6[_st_cvars[84 + _t1662]] if _st_cvars[84 + _t1662] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1662], (1 + _a1962(st, _t1662)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 2066a822>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1652 = st.zones[(5 + L[0])]
    st.budget -= len(_t1652)
    if st.budget < 0: _spent1952(st)
    _t1654 = []
    for _t1653 in _t1652:
        if ((not ((_st_cvars[924 + _t1653] == _st_vars[0]) or ((_st_cvars[504 + _t1653] >= (_memo6[_t1653] if _t1653 in _memo6 else _memo6.setdefault(_t1653, (1 + _a1954(st, _t1653))))) and ((_memo5[_t1653] if _t1653 in _memo5 else _memo5.setdefault(_t1653, _a1956(st, _t1653))) >= (_memo4[_t1653] if _t1653 in _memo4 else _memo4.setdefault(_t1653, _a1958(st, _t1653))))))) and (_memo14[_t1653] if _t1653 in _memo14 else _memo14.setdefault(_t1653, (not _a1963(st, _t1653))))):
            _t1654.append(_t1653)
    return _t1654

# <rulerun evolution.rules: receive #761 0d4565bd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1671 = 0
    for _t1670 in st.zones[(9 + _owner1977[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1670] == _l0):
            _t1671 += (1 if ((_st_cvars[_t1670] == 'carnivorous') or (_st_cvars[_t1670] == 'high_body_weight')) else (2 if (_st_cvars[_t1670] == 'parasite') else 0))
    return _t1671

# <rulerun evolution.rules: receive #762 5fe48481>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1673 = 0
    for _t1672 in st.zones[(9 + _owner1979[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t1672] == _l0) and (_st_cvars[_t1672] == 'fat_tissue')) and _st_cvars[252 + _t1672]):
            _t1673 += 1
    return _t1673

# <rulerun evolution.rules: receive #763 a33c99b5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1675 = 0
    for _t1674 in st.zones[(9 + _owner1981[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1674] == _l0) and (_st_cvars[_t1674] == 'fat_tissue')):
            _t1675 += 1
    return _t1675

# <rulerun evolution.rules: receive #764 1eabfada>
def _loop(st, _t1677):
    _st_cvars = st.cvars
    _t1680 = 0
    for _t1679 in st.zones[(9 + _owner1985[st.loc[_st_cvars[84 + _t1677]]])]:
        if (_st_cvars[84 + _t1679] == _st_cvars[84 + _t1677]):
            _t1680 += (1 if ((_st_cvars[_t1679] == 'carnivorous') or (_st_cvars[_t1679] == 'high_body_weight')) else (2 if (_st_cvars[_t1679] == 'parasite') else 0))
    return _t1680

# <rulerun evolution.rules: receive #765 52d3f578>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1676 = st.zones[(9 + _owner1983[st.loc[_l0]])]
    st.budget -= len(_t1676)
    if st.budget < 0: _spent1984(st)
    for _t1677 in _t1676:
        if (((_st_cvars[_t1677] == 'symbiosis') and (_st_cvars[168 + _t1677] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1677]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1677]] >= (_memo6[_st_cvars[84 + _t1677]] if _st_cvars[84 + _t1677] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1677], (1 + _a1986(st, _t1677)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 91911452>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1685 = 0
    for _t1684 in st.zones[(9 + _owner1996[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1684] == L[2]):
            _t1685 += (1 if ((_st_cvars[_t1684] == 'carnivorous') or (_st_cvars[_t1684] == 'high_body_weight')) else (2 if (_st_cvars[_t1684] == 'parasite') else 0))
    return _t1685

# <rulerun evolution.rules: receive #767 0a657939>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1690 = 0
    for _t1689 in st.zones[(9 + _owner1998[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t1689] == L[2]) and (_st_cvars[_t1689] == 'fat_tissue')) and _st_cvars[252 + _t1689]):
            _t1690 += 1
    return _t1690

# <rulerun evolution.rules: receive #768 de40c751>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1692 = 0
    for _t1691 in st.zones[(9 + _owner2000[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1691] == L[2]) and (_st_cvars[_t1691] == 'fat_tissue')):
            _t1692 += 1
    return _t1692

# <rulerun evolution.rules: receive #769 b15953b4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1695 = 0
    for _t1694 in st.zones[(9 + _owner2002[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1694] == L[2]):
            _t1695 += (1 if ((_st_cvars[_t1694] == 'carnivorous') or (_st_cvars[_t1694] == 'high_body_weight')) else (2 if (_st_cvars[_t1694] == 'parasite') else 0))
    return _t1695

# <rulerun evolution.rules: paired_triggers #770 playout 6b87ee4a>
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
    if len(st.cur) + _d > 500: raise _RuleLimit2004(_k2005)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent2006(st)
        _t1697 = st.zones[(9 + _owner2007[_st_loc[_l0]])]
        st.budget -= len(_t1697)
        if st.budget < 0: _spent2006(st)
        _t1696 = []
        for _t1698 in _t1697:
            if (((_st_cvars[336 + _t1698] != _st_vars[4]) and ((_st_cvars[84 + _t1698] == _l0) or (_st_cvars[168 + _t1698] == _l0))) and (((((_st_cvars[_t1698] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d2008(st, [(_st_cvars[168 + _t1698] if (_st_cvars[84 + _t1698] == _l0) else _st_cvars[84 + _t1698])])) or ((_st_cvars[_t1698] == 'cooperation') and _d2008(st, [(_st_cvars[168 + _t1698] if (_st_cvars[84 + _t1698] == _l0) else _st_cvars[84 + _t1698])])))):
                _t1696.append(_t1698)
        L[2] = _t1696
        if (not (L[2] or ())):
            return 2
        _t1699 = (L[2] or [])
        _t1700 = _owner2007[_st_loc[_l0]]
        _t1701 = len(_t1699) + 1
        if _t1701 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1702 = st.chooser(_t1701, _t1700)
            else:
                _t1702 = _st_bits(_t1701.bit_length())
                while _t1702 >= _t1701: _t1702 = _st_bits(_t1701.bit_length())
            L[3] = _t1699[_t1702 - 1] if _t1702 else None; st.decisions += 1
        elif _st_log is None: _pend2011(st, L, [None] + _t1699, _t1700); raise _PlayoutCut2009()
        elif _decide2012(st, L, _t1699, _t1700): raise _PlayoutCut2009()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1703 if -1000000000000000000 <= (_t1703 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2013(_t1703))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text2016(_audience2014(st), ['Communication: animal ', _plain2015(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain2015(_st_vars[3]), ' left)']))
            if _p2017[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text2016(_audience2014(st), ['Cooperation: animal ', _plain2015(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p2017[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #771 playout cbe57777>
def _native(st, L, _d=0):
    if _p2018(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #772 playout b2a8453f>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1975(_k1976)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1978(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1980(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1982(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a1987(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1681 if -1000000000000000000 <= (_t1681 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1988(_t1681))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1993(_audience1989(st), [_PlayerRef1991(_owner1990[_st_loc[_l0]]), "'s animal ", _plain1992(_st_cvars[420 + _l0]), ' cannot take the ', _plain1992(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1994(st)
    _t1682 = [_l0, _l1]
    _t1683 = [0, _t1682, False, len(st.cur), st.thread_player]
    st.events.append(_t1683)
    if not _t1683[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1995(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1997(st, L)))))):
            _t1687 = L[2]
            _t1686 = None
            for _t1688 in st.zones[(9 + _owner1990[_st_loc[L[2]]])]:
                if (((_st_cvars[84 + _t1688] == _t1687) and (_st_cvars[_t1688] == 'fat_tissue')) and (not _st_cvars[252 + _t1688])):
                    _t1686 = _t1688
                    break
            L[3] = _t1686
            _st_cvars[252 + L[3]] = True
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo5: _memo5.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _st_log is not None: _st_log.append(_Text1993(_audience1989(st), ['  animal ', _plain1992(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain1992((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a1999(st, L)))), '/', _plain1992((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a2001(st, L)))), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1693 if -1000000000000000000 <= (_t1693 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1988(_t1693))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1993(_audience1989(st), ['  animal ', _plain1992(_st_cvars[420 + L[2]]), ' has food ', _plain1992(_st_cvars[504 + L[2]]), '/', _plain1992((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2003(st, L)))))]))
        _t1704 = _t1683[1] + _k2019
        if _p2020(st, _t1704, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 709a27a8>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1950(_k1951)
    _t1651 = (_a1964(st, L) or [])
    _t1666 = _l0
    _t1667 = len(_t1651)
    if not _t1667: _no_option1967(_t1666, 'animal to feed')
    if _t1667 <= 1 and _st_log is None:
        L[1] = _t1651[0] if _t1667 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1668 = st.chooser(_t1667, _t1666)
        else:
            _t1668 = _st_bits(_t1667.bit_length())
            while _t1668 >= _t1667: _t1668 = _st_bits(_t1667.bit_length())
        L[1] = _t1651[_t1668]; st.decisions += 1
    elif _st_log is None: _pend1968(st, L, _t1651, _t1666); raise _PlayoutCut1965()
    elif _decide1969(st, L, _t1651, _t1666): raise _PlayoutCut1965()
    _st_vars[3] = (_t1669 if -1000000000000000000 <= (_t1669 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1970(_t1669))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1974(_audience1971(st), [_PlayerRef1972(_l0), "'s animal ", _plain1973(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1973(_st_vars[3]), ' left)']))
    if _p2021(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 0643e8e4>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1710 = []
    for _t1709 in st.zones[(9 + _owner2026[st.loc[_t1707]])]:
        if (_st_cvars[84 + _t1709] == _t1707):
            _t1710.append(_st_cvars[_t1709])
    return _t1710

# <rulerun evolution.rules: attack_action #775 e6c41f6f>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1712 = 0
    for _t1711 in st.zones[(9 + _owner2028[st.loc[_t1707]])]:
        if (_st_cvars[84 + _t1711] == _t1707):
            _t1712 += (1 if ((_st_cvars[_t1711] == 'carnivorous') or (_st_cvars[_t1711] == 'high_body_weight')) else (2 if (_st_cvars[_t1711] == 'parasite') else 0))
    return _t1712

# <rulerun evolution.rules: attack_action #776 8352ae8a>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1714 = 0
    for _t1713 in st.zones[(9 + _owner2030[st.loc[_t1707]])]:
        if (((_st_cvars[84 + _t1713] == _t1707) and (_st_cvars[_t1713] == 'fat_tissue')) and _st_cvars[252 + _t1713]):
            _t1714 += 1
    return _t1714

# <rulerun evolution.rules: attack_action #777 9c8eb0a6>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1716 = 0
    for _t1715 in st.zones[(9 + _owner2032[st.loc[_t1707]])]:
        if ((_st_cvars[84 + _t1715] == _t1707) and (_st_cvars[_t1715] == 'fat_tissue')):
            _t1716 += 1
    return _t1716

# <rulerun evolution.rules: attack_action #778 3415d804>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1721 = 0
    for _t1720 in st.zones[(9 + _owner2036[st.loc[_st_cvars[84 + _t1718]]])]:
        if (_st_cvars[84 + _t1720] == _st_cvars[84 + _t1718]):
            _t1721 += (1 if ((_st_cvars[_t1720] == 'carnivorous') or (_st_cvars[_t1720] == 'high_body_weight')) else (2 if (_st_cvars[_t1720] == 'parasite') else 0))
    return _t1721

# <rulerun evolution.rules: attack_action #779 18bbc438>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1717 = st.zones[(9 + _owner2034[st.loc[_t1707]])]
    st.budget -= len(_t1717)
    if st.budget < 0: _spent2035(st)
    for _t1718 in _t1717:
        if (((_st_cvars[_t1718] == 'symbiosis') and (_st_cvars[168 + _t1718] == _t1707)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1718]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1718]] >= (_memo6[_st_cvars[84 + _t1718]] if _st_cvars[84 + _t1718] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1718], (1 + _a2037(st, _t1718)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 82a797d1>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    _t1726 = []
    for _t1725 in st.zones[(9 + _owner2042[st.loc[_t1723]])]:
        if (_st_cvars[84 + _t1725] == _t1723):
            _t1726.append(_st_cvars[_t1725])
    return _t1726

# <rulerun evolution.rules: attack_action #781 dafe7e98>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1728 = []
    for _t1727 in st.zones[(9 + _owner2044[st.loc[_t1707]])]:
        if (_st_cvars[84 + _t1727] == _t1707):
            _t1728.append(_st_cvars[_t1727])
    return _t1728

# <rulerun evolution.rules: attack_action #782 a59e98ed>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    _t1731 = []
    for _t1730 in st.zones[(9 + _owner2046[st.loc[_t1723]])]:
        if (_st_cvars[84 + _t1730] == _t1723):
            _t1731.append(_st_cvars[_t1730])
    return _t1731

# <rulerun evolution.rules: attack_action #783 d9581ab0>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1733 = []
    for _t1732 in st.zones[(9 + _owner2048[st.loc[_t1707]])]:
        if (_st_cvars[84 + _t1732] == _t1707):
            _t1733.append(_st_cvars[_t1732])
    return _t1733

# <rulerun evolution.rules: attack_action #784 a424cde8>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    _t1736 = []
    for _t1735 in st.zones[(9 + _owner2050[st.loc[_t1723]])]:
        if (_st_cvars[84 + _t1735] == _t1723):
            _t1736.append(_st_cvars[_t1735])
    return _t1736

# <rulerun evolution.rules: attack_action #785 11efe37a>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _t1738 = []
    for _t1737 in st.zones[(9 + _owner2052[st.loc[_t1707]])]:
        if (_st_cvars[84 + _t1737] == _t1707):
            _t1738.append(_st_cvars[_t1737])
    return _t1738

# <rulerun evolution.rules: attack_action #786 ebbc8543>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    _t1741 = []
    for _t1740 in st.zones[(9 + _owner2054[st.loc[_t1723]])]:
        if (_st_cvars[84 + _t1740] == _t1723):
            _t1741.append(_st_cvars[_t1740])
    return _t1741

# <rulerun evolution.rules: attack_action #787 340a2efd>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    _t1743 = 0
    for _t1742 in st.zones[(9 + _owner2056[st.loc[_t1723]])]:
        if (_st_cvars[84 + _t1742] == _t1723):
            _t1743 += (1 if ((_st_cvars[_t1742] == 'carnivorous') or (_st_cvars[_t1742] == 'high_body_weight')) else (2 if (_st_cvars[_t1742] == 'parasite') else 0))
    return _t1743

# <rulerun evolution.rules: attack_action #788 75714ff4>
def _loop(st, _t1723):
    _st_cvars = st.cvars
    for _t1744 in st.zones[(9 + _owner2058[st.loc[_t1723]])]:
        if ((_st_cvars[_t1744] == 'symbiosis') and (_st_cvars[168 + _t1744] == _t1723)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 886e7ecc>
def _loop(st, _t1707):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1722 = (list(_chain2039(map(st.zones.__getitem__, _k2040))) or ())
    st.budget -= len(_t1722)
    if st.budget < 0: _spent2041(st)
    _t1729 = _NOT_YET
    _t1734 = _NOT_YET
    _t1739 = _NOT_YET
    for _t1723 in _t1722:
        if ((((((_t1707 != _t1723) and ((not ('camouflage' in (_memo15[_t1723] if _t1723 in _memo15 else _memo15.setdefault(_t1723, frozenset(_a2043(st, _t1723)))))) or (_t1729 if _t1729 is not _NOT_YET else (_t1729 := ('sharp_vision' in (_memo15[_t1707] if _t1707 in _memo15 else _memo15.setdefault(_t1707, frozenset(_a2045(st, _t1707))))))))) and ((not ('high_body_weight' in (_memo15[_t1723] if _t1723 in _memo15 else _memo15.setdefault(_t1723, frozenset(_a2047(st, _t1723)))))) or (_t1734 if _t1734 is not _NOT_YET else (_t1734 := ('high_body_weight' in (_memo15[_t1707] if _t1707 in _memo15 else _memo15.setdefault(_t1707, frozenset(_a2049(st, _t1707))))))))) and (('swimming' in (_memo15[_t1723] if _t1723 in _memo15 else _memo15.setdefault(_t1723, frozenset(_a2051(st, _t1723))))) == (_t1739 if _t1739 is not _NOT_YET else (_t1739 := ('swimming' in (_memo15[_t1707] if _t1707 in _memo15 else _memo15.setdefault(_t1707, frozenset(_a2053(st, _t1707))))))))) and (not (('burrowing' in (_memo15[_t1723] if _t1723 in _memo15 else _memo15.setdefault(_t1723, frozenset(_a2055(st, _t1723))))) and ((_st_cvars[924 + _t1723] == _st_vars[0]) or (_st_cvars[504 + _t1723] >= (_memo6[_t1723] if _t1723 in _memo6 else _memo6.setdefault(_t1723, (1 + _a2057(st, _t1723))))))))) and (not (_memo13[_t1723] if _t1723 in _memo13 else _memo13.setdefault(_t1723, _a2059(st, _t1723))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 b5a38b67>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1706 = st.zones[(5 + L[0])]
    st.budget -= len(_t1706)
    if st.budget < 0: _spent2025(st)
    _t1708 = []
    for _t1707 in _t1706:
        if (_memo0[_t1707] if _t1707 in _memo0 else _memo0.setdefault(_t1707, (((('carnivorous' in (st.memos[15][_t1707] if _t1707 in st.memos[15] else st.memos[15].setdefault(_t1707, frozenset(_a2027(st, _t1707))))) and (st.cvars[672 + _t1707] != st.vars[0])) and ((not ((st.cvars[924 + _t1707] == st.vars[0]) or ((st.cvars[504 + _t1707] >= (st.memos[6][_t1707] if _t1707 in st.memos[6] else st.memos[6].setdefault(_t1707, (1 + _a2029(st, _t1707))))) and ((st.memos[5][_t1707] if _t1707 in st.memos[5] else st.memos[5].setdefault(_t1707, _a2031(st, _t1707))) >= (st.memos[4][_t1707] if _t1707 in st.memos[4] else st.memos[4].setdefault(_t1707, _a2033(st, _t1707))))))) and (st.memos[14][_t1707] if _t1707 in st.memos[14] else st.memos[14].setdefault(_t1707, (not _a2038(st, _t1707)))))) and _a2060(st, _t1707)))):
            _t1708.append(_t1707)
    return _t1708

# <rulerun evolution.rules: attack_action #791 327f5b2b>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1754 = []
    for _t1753 in st.zones[(9 + _owner2070[st.loc[_t1751]])]:
        if (_st_cvars[84 + _t1753] == _t1751):
            _t1754.append(_st_cvars[_t1753])
    return _t1754

# <rulerun evolution.rules: attack_action #792 9bc5aff5>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1756 = []
    for _t1755 in st.zones[(9 + _owner2072[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1755] == _l1):
            _t1756.append(_st_cvars[_t1755])
    return _t1756

# <rulerun evolution.rules: attack_action #793 c206afa1>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1759 = []
    for _t1758 in st.zones[(9 + _owner2074[st.loc[_t1751]])]:
        if (_st_cvars[84 + _t1758] == _t1751):
            _t1759.append(_st_cvars[_t1758])
    return _t1759

# <rulerun evolution.rules: attack_action #794 7a48679a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1761 = []
    for _t1760 in st.zones[(9 + _owner2076[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1760] == _l1):
            _t1761.append(_st_cvars[_t1760])
    return _t1761

# <rulerun evolution.rules: attack_action #795 62f5d1a8>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1764 = []
    for _t1763 in st.zones[(9 + _owner2078[st.loc[_t1751]])]:
        if (_st_cvars[84 + _t1763] == _t1751):
            _t1764.append(_st_cvars[_t1763])
    return _t1764

# <rulerun evolution.rules: attack_action #796 362f7798>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1766 = []
    for _t1765 in st.zones[(9 + _owner2080[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1765] == _l1):
            _t1766.append(_st_cvars[_t1765])
    return _t1766

# <rulerun evolution.rules: attack_action #797 ffb6b2e8>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1769 = []
    for _t1768 in st.zones[(9 + _owner2082[st.loc[_t1751]])]:
        if (_st_cvars[84 + _t1768] == _t1751):
            _t1769.append(_st_cvars[_t1768])
    return _t1769

# <rulerun evolution.rules: attack_action #798 d5665534>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    _t1771 = 0
    for _t1770 in st.zones[(9 + _owner2084[st.loc[_t1751]])]:
        if (_st_cvars[84 + _t1770] == _t1751):
            _t1771 += (1 if ((_st_cvars[_t1770] == 'carnivorous') or (_st_cvars[_t1770] == 'high_body_weight')) else (2 if (_st_cvars[_t1770] == 'parasite') else 0))
    return _t1771

# <rulerun evolution.rules: attack_action #799 d2164e27>
def _loop(st, _t1751):
    _st_cvars = st.cvars
    for _t1772 in st.zones[(9 + _owner2086[st.loc[_t1751]])]:
        if ((_st_cvars[_t1772] == 'symbiosis') and (_st_cvars[168 + _t1772] == _t1751)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 8226c43c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1750 = (list(_chain2067(map(st.zones.__getitem__, _k2068))) or ())
    st.budget -= len(_t1750)
    if st.budget < 0: _spent2069(st)
    _t1757 = _NOT_YET
    _t1762 = _NOT_YET
    _t1767 = _NOT_YET
    _t1752 = []
    for _t1751 in _t1750:
        if ((((((_l1 != _t1751) and ((not ('camouflage' in (_memo15[_t1751] if _t1751 in _memo15 else _memo15.setdefault(_t1751, frozenset(_a2071(st, _t1751)))))) or (_t1757 if _t1757 is not _NOT_YET else (_t1757 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2073(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1751] if _t1751 in _memo15 else _memo15.setdefault(_t1751, frozenset(_a2075(st, _t1751)))))) or (_t1762 if _t1762 is not _NOT_YET else (_t1762 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2077(st, L))))))))) and (('swimming' in (_memo15[_t1751] if _t1751 in _memo15 else _memo15.setdefault(_t1751, frozenset(_a2079(st, _t1751))))) == (_t1767 if _t1767 is not _NOT_YET else (_t1767 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2081(st, L))))))))) and (not (('burrowing' in (_memo15[_t1751] if _t1751 in _memo15 else _memo15.setdefault(_t1751, frozenset(_a2083(st, _t1751))))) and ((_st_cvars[924 + _t1751] == _st_vars[0]) or (_st_cvars[504 + _t1751] >= (_memo6[_t1751] if _t1751 in _memo6 else _memo6.setdefault(_t1751, (1 + _a2085(st, _t1751))))))))) and (not (_memo13[_t1751] if _t1751 in _memo13 else _memo13.setdefault(_t1751, _a2087(st, _t1751))))):
            _t1752.append(_t1751)
    return _t1752

# <rulerun evolution.rules: on before attack #801 361da580>
def _loop(st, _t1780):
    _st_cvars = st.cvars
    _t1787 = []
    for _t1786 in st.zones[(9 + _owner2103[st.loc[_t1780]])]:
        if (_st_cvars[84 + _t1786] == _t1780):
            _t1787.append(_st_cvars[_t1786])
    return _t1787

# <rulerun evolution.rules: on before attack #802 19586bbf>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    _t1792 = []
    for _t1791 in st.zones[(9 + _owner2106[st.loc[_t1789]])]:
        if (_st_cvars[84 + _t1791] == _t1789):
            _t1792.append(_st_cvars[_t1791])
    return _t1792

# <rulerun evolution.rules: on before attack #803 e81ff6d2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1794 = []
    for _t1793 in st.zones[(9 + _owner2108[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1793] == _l0):
            _t1794.append(_st_cvars[_t1793])
    return _t1794

# <rulerun evolution.rules: on before attack #804 76c66bb7>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    _t1797 = []
    for _t1796 in st.zones[(9 + _owner2110[st.loc[_t1789]])]:
        if (_st_cvars[84 + _t1796] == _t1789):
            _t1797.append(_st_cvars[_t1796])
    return _t1797

# <rulerun evolution.rules: on before attack #805 427f7145>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1799 = []
    for _t1798 in st.zones[(9 + _owner2112[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1798] == _l0):
            _t1799.append(_st_cvars[_t1798])
    return _t1799

# <rulerun evolution.rules: on before attack #806 859e4a05>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    _t1802 = []
    for _t1801 in st.zones[(9 + _owner2114[st.loc[_t1789]])]:
        if (_st_cvars[84 + _t1801] == _t1789):
            _t1802.append(_st_cvars[_t1801])
    return _t1802

# <rulerun evolution.rules: on before attack #807 afaf81a5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1804 = []
    for _t1803 in st.zones[(9 + _owner2116[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1803] == _l0):
            _t1804.append(_st_cvars[_t1803])
    return _t1804

# <rulerun evolution.rules: on before attack #808 25eb6de3>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    _t1807 = []
    for _t1806 in st.zones[(9 + _owner2118[st.loc[_t1789]])]:
        if (_st_cvars[84 + _t1806] == _t1789):
            _t1807.append(_st_cvars[_t1806])
    return _t1807

# <rulerun evolution.rules: on before attack #809 e01b7967>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    _t1809 = 0
    for _t1808 in st.zones[(9 + _owner2120[st.loc[_t1789]])]:
        if (_st_cvars[84 + _t1808] == _t1789):
            _t1809 += (1 if ((_st_cvars[_t1808] == 'carnivorous') or (_st_cvars[_t1808] == 'high_body_weight')) else (2 if (_st_cvars[_t1808] == 'parasite') else 0))
    return _t1809

# <rulerun evolution.rules: on before attack #810 09fc1b24>
def _loop(st, _t1789):
    _st_cvars = st.cvars
    for _t1810 in st.zones[(9 + _owner2122[st.loc[_t1789]])]:
        if ((_st_cvars[_t1810] == 'symbiosis') and (_st_cvars[168 + _t1810] == _t1789)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 f81deb47>
def _loop(st, L, _t1780, _t1783):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1788 = st.zones[(5 + _t1783)]
    st.budget -= len(_t1788)
    if st.budget < 0: _spent2105(st)
    _t1795 = _NOT_YET
    _t1800 = _NOT_YET
    _t1805 = _NOT_YET
    for _t1789 in _t1788:
        if (((_t1789 != _t1780) and (_t1789 != _l0)) and ((((((_l0 != _t1789) and ((not ('camouflage' in (_memo15[_t1789] if _t1789 in _memo15 else _memo15.setdefault(_t1789, frozenset(_a2107(st, _t1789)))))) or (_t1795 if _t1795 is not _NOT_YET else (_t1795 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2109(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1789] if _t1789 in _memo15 else _memo15.setdefault(_t1789, frozenset(_a2111(st, _t1789)))))) or (_t1800 if _t1800 is not _NOT_YET else (_t1800 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2113(st, L))))))))) and (('swimming' in (_memo15[_t1789] if _t1789 in _memo15 else _memo15.setdefault(_t1789, frozenset(_a2115(st, _t1789))))) == (_t1805 if _t1805 is not _NOT_YET else (_t1805 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2117(st, L))))))))) and (not (('burrowing' in (_memo15[_t1789] if _t1789 in _memo15 else _memo15.setdefault(_t1789, frozenset(_a2119(st, _t1789))))) and ((_st_cvars[924 + _t1789] == _st_vars[0]) or (_st_cvars[504 + _t1789] >= (_memo6[_t1789] if _t1789 in _memo6 else _memo6.setdefault(_t1789, (1 + _a2121(st, _t1789))))))))) and (not (_memo13[_t1789] if _t1789 in _memo13 else _memo13.setdefault(_t1789, _a2123(st, _t1789)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 4b70151b>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    _t1822 = []
    for _t1821 in st.zones[(9 + _owner2136[st.loc[_t1819]])]:
        if (_st_cvars[84 + _t1821] == _t1819):
            _t1822.append(_st_cvars[_t1821])
    return _t1822

# <rulerun evolution.rules: on before attack #813 ec9d3ba5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1824 = []
    for _t1823 in st.zones[(9 + _owner2138[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1823] == _l0):
            _t1824.append(_st_cvars[_t1823])
    return _t1824

# <rulerun evolution.rules: on before attack #814 14f7f09c>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    _t1827 = []
    for _t1826 in st.zones[(9 + _owner2140[st.loc[_t1819]])]:
        if (_st_cvars[84 + _t1826] == _t1819):
            _t1827.append(_st_cvars[_t1826])
    return _t1827

# <rulerun evolution.rules: on before attack #815 a7691fac>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1829 = []
    for _t1828 in st.zones[(9 + _owner2142[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1828] == _l0):
            _t1829.append(_st_cvars[_t1828])
    return _t1829

# <rulerun evolution.rules: on before attack #816 b6a87670>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    _t1832 = []
    for _t1831 in st.zones[(9 + _owner2144[st.loc[_t1819]])]:
        if (_st_cvars[84 + _t1831] == _t1819):
            _t1832.append(_st_cvars[_t1831])
    return _t1832

# <rulerun evolution.rules: on before attack #817 7d418310>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1834 = []
    for _t1833 in st.zones[(9 + _owner2146[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1833] == _l0):
            _t1834.append(_st_cvars[_t1833])
    return _t1834

# <rulerun evolution.rules: on before attack #818 d67b96d4>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    _t1837 = []
    for _t1836 in st.zones[(9 + _owner2148[st.loc[_t1819]])]:
        if (_st_cvars[84 + _t1836] == _t1819):
            _t1837.append(_st_cvars[_t1836])
    return _t1837

# <rulerun evolution.rules: on before attack #819 2b6e90d2>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    _t1839 = 0
    for _t1838 in st.zones[(9 + _owner2150[st.loc[_t1819]])]:
        if (_st_cvars[84 + _t1838] == _t1819):
            _t1839 += (1 if ((_st_cvars[_t1838] == 'carnivorous') or (_st_cvars[_t1838] == 'high_body_weight')) else (2 if (_st_cvars[_t1838] == 'parasite') else 0))
    return _t1839

# <rulerun evolution.rules: on before attack #820 bd07f3c7>
def _loop(st, _t1819):
    _st_cvars = st.cvars
    for _t1840 in st.zones[(9 + _owner2152[st.loc[_t1819]])]:
        if ((_st_cvars[_t1840] == 'symbiosis') and (_st_cvars[168 + _t1840] == _t1819)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 eb5cc9a9>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1818 = st.zones[(5 + L[4])]
    st.budget -= len(_t1818)
    if st.budget < 0: _spent2135(st)
    _t1825 = _NOT_YET
    _t1830 = _NOT_YET
    _t1835 = _NOT_YET
    _t1820 = []
    for _t1819 in _t1818:
        if (((_t1819 != _l1) and (_t1819 != _l0)) and ((((((_l0 != _t1819) and ((not ('camouflage' in (_memo15[_t1819] if _t1819 in _memo15 else _memo15.setdefault(_t1819, frozenset(_a2137(st, _t1819)))))) or (_t1825 if _t1825 is not _NOT_YET else (_t1825 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2139(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1819] if _t1819 in _memo15 else _memo15.setdefault(_t1819, frozenset(_a2141(st, _t1819)))))) or (_t1830 if _t1830 is not _NOT_YET else (_t1830 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2143(st, L))))))))) and (('swimming' in (_memo15[_t1819] if _t1819 in _memo15 else _memo15.setdefault(_t1819, frozenset(_a2145(st, _t1819))))) == (_t1835 if _t1835 is not _NOT_YET else (_t1835 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2147(st, L))))))))) and (not (('burrowing' in (_memo15[_t1819] if _t1819 in _memo15 else _memo15.setdefault(_t1819, frozenset(_a2149(st, _t1819))))) and ((_st_cvars[924 + _t1819] == _st_vars[0]) or (_st_cvars[504 + _t1819] >= (_memo6[_t1819] if _t1819 in _memo6 else _memo6.setdefault(_t1819, (1 + _a2151(st, _t1819))))))))) and (not (_memo13[_t1819] if _t1819 in _memo13 else _memo13.setdefault(_t1819, _a2153(st, _t1819)))))):
            _t1820.append(_t1819)
    return _t1820

# <rulerun evolution.rules: on before attack #822 9b8e5fc4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1847 = []
    for _t1846 in st.zones[(9 + _owner2160[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1846] == L[1]) or (_st_cvars[168 + _t1846] == L[1])):
            _t1847.append(_t1846)
    return _t1847

# <rulerun evolution.rules: on before attack #823 playout 9e7205b6>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    L[2] = False
    L[3] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent2101(st)
        L[4] = _owner2102[_st_loc[L[1]]]
        _t1780 = L[1]
        _t1781 = L[2]
        _t1782 = L[3]
        _t1783 = L[4]
        _t1784 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1784)
        if st.budget < 0: _spent2101(st)
        _t1812 = _NOT_YET
        _t1779 = []
        for _t1785 in _t1784:
            if (((_t1785 in (_memo15[_t1780] if _t1780 in _memo15 else _memo15.setdefault(_t1780, frozenset(_a2104(st, _t1780))))) and ((_t1785 != 'running') or (not _t1782))) and ((_t1785 != 'mimicry') or ((not _t1781) and (_t1812 if _t1812 is not _NOT_YET else (_t1812 := _a2124(st, L, _t1780, _t1783)))))):
                _t1779.append(_t1785)
        L[5] = _t1779
        if (not (L[5] or ())):
            return 2
        _t1813 = (L[5] or [])
        _t1814 = L[4]
        _t1815 = len(_t1813) + 1
        if _t1815 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1816 = st.chooser(_t1815, _t1814)
            else:
                _t1816 = _st_bits(_t1815.bit_length())
                while _t1816 >= _t1815: _t1816 = _st_bits(_t1815.bit_length())
            L[6] = _t1813[_t1816 - 1] if _t1816 else None; st.decisions += 1
        elif _st_log is None: _pend2127(st, L, [None] + _t1813, _t1814); raise _PlayoutCut2125()
        elif _decide2128(st, L, _t1813, _t1814): raise _PlayoutCut2125()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Running: ', _PlayerRef2130(L[4]), "'s animal ", _plain2131(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll2133(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Animal ', _plain2131(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel2134(st)
                return 2
            if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Animal ', _plain2131(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t1817 = (_a2154(st, L) or [])
            _t1842 = L[4]
            _t1843 = len(_t1817)
            if not _t1843: _no_option2156(_t1842, 'mimicry: the new target')
            if _t1843 <= 1 and _st_log is None:
                L[7] = _t1817[0] if _t1843 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1844 = st.chooser(_t1843, _t1842)
                else:
                    _t1844 = _st_bits(_t1843.bit_length())
                    while _t1844 >= _t1843: _t1844 = _st_bits(_t1843.bit_length())
                L[7] = _t1817[_t1844]; st.decisions += 1
            elif _st_log is None: _pend2157(st, L, _t1817, _t1842); raise _PlayoutCut2125()
            elif _decide2158(st, L, _t1817, _t1842): raise _PlayoutCut2125()
            if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Mimicry: the attack turns from animal ', _plain2131(_st_cvars[420 + L[1]]), ' to animal ', _plain2131(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value2159(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1845 = (_a2161(st, L) or [])
            _t1848 = L[4]
            _t1849 = len(_t1845)
            if not _t1849: _no_option2156(_t1848, 'tail loss: trait to drop')
            if _t1849 <= 1 and _st_log is None:
                L[8] = _t1845[0] if _t1849 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1850 = st.chooser(_t1849, _t1848)
                else:
                    _t1850 = _st_bits(_t1849.bit_length())
                    while _t1850 >= _t1849: _t1850 = _st_bits(_t1849.bit_length())
                L[8] = _t1845[_t1850]; st.decisions += 1
            elif _st_log is None: _pend2163(st, L, _t1845, _t1848); raise _PlayoutCut2125()
            elif _decide2164(st, L, _t1845, _t1848): raise _PlayoutCut2125()
            if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Tail loss: animal ', _plain2131(_st_cvars[420 + L[1]]), ' drops its ', _plain2131(_st_cvars[L[8]]), ' card and survives']))
            _i19l0 = L[8]
            _i19 = [_i19l0, None]
            _i19[1] = _owner2102[_st_loc[_i19l0]]
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            _t1851 = _i19l0
            _t1852 = (13 + _i19[1])
            if type(_t1851) is int and _st_log is None:
                _t1853 = _st_zones[(_t1854 := _st_loc[_t1851])]
                if _t1853[-1] == _t1851: _t1853.pop()
                else: _t1853.remove(_t1851)
                _st_zones[_t1852].append(_t1851); _st_loc[_t1851] = _t1852
                _t1855 = _leaving2166[_t1854]
                if _memo12 and _t1855 & 4096: _memo12.clear()
            elif _t1851 is not None:
                _move_cards2165(st, _t1851, _t1852, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            if _p2167(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel2134(st)
            return 2

# <rulerun evolution.rules: hunt #824 c73f2f86>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1858 = []
    for _t1857 in st.zones[(9 + _owner2171[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1857] == L[2]):
            _t1858.append(_st_cvars[_t1857])
    return _t1858

# <rulerun evolution.rules: hunt #825 96308e8e>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1861 = []
    for _t1860 in st.zones[(9 + _owner2173[st.loc[_i20l0]])]:
        if ((_st_cvars[84 + _t1860] == _i20l0) or (_st_cvars[168 + _t1860] == _i20l0)):
            _t1861.append(_t1860)
    return _t1861

# <rulerun evolution.rules: scavenge #826 045d2129>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1879 = []
    for _t1878 in st.zones[(9 + _owner2184[st.loc[_t1877]])]:
        if (_st_cvars[84 + _t1878] == _t1877):
            _t1879.append(_st_cvars[_t1878])
    return _t1879

# <rulerun evolution.rules: scavenge #827 d279491d>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1881 = 0
    for _t1880 in st.zones[(9 + _owner2186[st.loc[_t1877]])]:
        if (_st_cvars[84 + _t1880] == _t1877):
            _t1881 += (1 if ((_st_cvars[_t1880] == 'carnivorous') or (_st_cvars[_t1880] == 'high_body_weight')) else (2 if (_st_cvars[_t1880] == 'parasite') else 0))
    return _t1881

# <rulerun evolution.rules: scavenge #828 322b4b5b>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1883 = 0
    for _t1882 in st.zones[(9 + _owner2188[st.loc[_t1877]])]:
        if (((_st_cvars[84 + _t1882] == _t1877) and (_st_cvars[_t1882] == 'fat_tissue')) and _st_cvars[252 + _t1882]):
            _t1883 += 1
    return _t1883

# <rulerun evolution.rules: scavenge #829 22262355>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _t1885 = 0
    for _t1884 in st.zones[(9 + _owner2190[st.loc[_t1877]])]:
        if ((_st_cvars[84 + _t1884] == _t1877) and (_st_cvars[_t1884] == 'fat_tissue')):
            _t1885 += 1
    return _t1885

# <rulerun evolution.rules: scavenge #830 2de8a2ae>
def _loop(st, _t1887):
    _st_cvars = st.cvars
    _t1890 = 0
    for _t1889 in st.zones[(9 + _owner2194[st.loc[_st_cvars[84 + _t1887]]])]:
        if (_st_cvars[84 + _t1889] == _st_cvars[84 + _t1887]):
            _t1890 += (1 if ((_st_cvars[_t1889] == 'carnivorous') or (_st_cvars[_t1889] == 'high_body_weight')) else (2 if (_st_cvars[_t1889] == 'parasite') else 0))
    return _t1890

# <rulerun evolution.rules: scavenge #831 20494ab9>
def _loop(st, _t1877):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1886 = st.zones[(9 + _owner2192[st.loc[_t1877]])]
    st.budget -= len(_t1886)
    if st.budget < 0: _spent2193(st)
    for _t1887 in _t1886:
        if (((_st_cvars[_t1887] == 'symbiosis') and (_st_cvars[168 + _t1887] == _t1877)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1887]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1887]] >= (_memo6[_st_cvars[84 + _t1887]] if _st_cvars[84 + _t1887] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1887], (1 + _a2195(st, _t1887)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 b57c54ff>
def _loop(st, L):
    _t1895 = (L[4] or ())
    st.budget -= len(_t1895)
    if st.budget < 0: _spent2198(st)
    for _t1896 in _t1895:
        return _t1896
    return None

# <rulerun evolution.rules: scavenge #833 eb404277>
def _loop(st, L):
    _t1892 = (L[4] or ())
    st.budget -= len(_t1892)
    if st.budget < 0: _spent2197(st)
    _t1898 = _NOT_YET
    _t1894 = []
    for _t1893 in _t1892:
        if ((not False) or (_t1893 == (_t1898 if _t1898 is not _NOT_YET else (_t1898 := _a2199(st, L))))):
            _t1894.append(_t1893)
    return _t1894

# <rulerun evolution.rules: scavenge #834 playout 5d1a3537>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit2180(_k2181)
    _t1874 = (_o2182[L[0]] or [])
    st.budget -= len(_t1874)
    if st.budget < 0: _spent2183(st)
    for _t1873 in _t1874:
        L[3] = _t1873
        _t1876 = st.zones[(5 + _t1873)]
        st.budget -= len(_t1876)
        if st.budget < 0: _spent2183(st)
        _t1875 = []
        for _t1877 in _t1876:
            if (('scavenger' in (_memo15[_t1877] if _t1877 in _memo15 else _memo15.setdefault(_t1877, frozenset(_a2185(st, _t1877))))) and ((not ((_st_cvars[924 + _t1877] == _st_vars[0]) or ((_st_cvars[504 + _t1877] >= (_memo6[_t1877] if _t1877 in _memo6 else _memo6.setdefault(_t1877, (1 + _a2187(st, _t1877))))) and ((_memo5[_t1877] if _t1877 in _memo5 else _memo5.setdefault(_t1877, _a2189(st, _t1877))) >= (_memo4[_t1877] if _t1877 in _memo4 else _memo4.setdefault(_t1877, _a2191(st, _t1877))))))) and (_memo14[_t1877] if _t1877 in _memo14 else _memo14.setdefault(_t1877, (not _a2196(st, _t1877)))))):
                _t1875.append(_t1877)
        L[4] = _t1875
        if (not not (L[4] or ())):
            _t1891 = (_a2200(st, L) or [])
            _t1899 = _t1873
            _t1900 = len(_t1891)
            if not _t1900: _no_option2203(_t1899, 'scavenger to feed')
            if _t1900 <= 1 and _st_log is None:
                L[5] = _t1891[0] if _t1900 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1901 = st.chooser(_t1900, _t1899)
                else:
                    _t1901 = _st_bits(_t1900.bit_length())
                    while _t1901 >= _t1900: _t1901 = _st_bits(_t1900.bit_length())
                L[5] = _t1891[_t1901]; st.decisions += 1
            elif _st_log is None: _pend2204(st, L, _t1891, _t1899); raise _PlayoutCut2201()
            elif _decide2205(st, L, _t1891, _t1899): raise _PlayoutCut2201()
            if _st_log is not None: _st_log.append(_Text2209(_audience2206(st), ['Scavenger: ', _PlayerRef2207(_t1873), "'s animal ", _plain2208(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p2210(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 19ea02db>
def _native(st, L, _d=0):
    if _p2211(st, [_owner2179[st.loc[L[0]]], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 9166df7e>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2092(_k2093)
    st.budget -= 1
    if st.budget < 0: _spent2094(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2099(_audience2095(st), [_PlayerRef2097(_owner2096[_st_loc[_l0]]), "'s animal ", _plain2098(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef2097(_owner2096[_st_loc[_l1]]), "'s animal ", _plain2098(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth2100(st)
    _t1777 = [_l0, _l1]
    _t1778 = [1, _t1777, False, len(st.cur), st.thread_player]
    st.events.append(_t1778)
    _t1856 = _t1777 + _k2168
    if _p2169(st, _t1856, _d + 1) == 3: return 3
    if not _t1778[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2170(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2170(st, 1, 0, 'attack'))
        L[4] = ('poisonous' in (_memo15[L[2]] if L[2] in _memo15 else _memo15.setdefault(L[2], frozenset(_a2172(st, L)))))
        if _st_log is not None: _st_log.append(_Text2099(_audience2095(st), [_PlayerRef2097(_owner2096[_st_loc[L[3]]]), "'s animal ", _plain2098(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef2097(_owner2096[_st_loc[L[2]]]), "'s animal ", _plain2098(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = _owner2096[_st_loc[_i20l0]]
        _t1862 = (_a2174(st, _i20l0) or [])
        st.budget -= len(_t1862)
        if st.budget < 0: _spent2094(st)
        for _t1859 in _t1862:
            _i20[4] = _t1859
            _i21l0 = _t1859
            _i21 = [_i21l0, None]
            _i21[1] = _owner2096[_st_loc[_i21l0]]
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            _t1863 = _i21l0
            _t1864 = (13 + _i21[1])
            if type(_t1863) is int and _st_log is None:
                _t1865 = _st_zones[(_t1866 := _st_loc[_t1863])]
                if _t1865[-1] == _t1863: _t1865.pop()
                else: _t1865.remove(_t1863)
                _st_zones[_t1864].append(_t1863); _st_loc[_t1863] = _t1864
                _t1867 = _leaving2176[_t1866]
                if _memo12 and _t1867 & 4096: _memo12.clear()
            elif _t1863 is not None:
                _move_cards2175(st, _t1863, _t1864, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
        _st_cvars[504 + _i20l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i20l0] = False
        _t1868 = _i20l0
        _t1869 = (13 + _i20[1])
        if type(_t1868) is int and _st_log is None:
            _t1870 = _st_zones[(_t1871 := _st_loc[_t1868])]
            if _t1870[-1] == _t1868: _t1870.pop()
            else: _t1870.remove(_t1868)
            _st_zones[_t1869].append(_t1868); _st_loc[_t1868] = _t1869
            _t1872 = _leaving2177[_t1871]
            if _memo12 and _t1872 & 4096: _memo12.clear()
        elif _t1868 is not None:
            _move_cards2175(st, _t1868, _t1869, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
        if _p2178(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p2178(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text2099(_audience2095(st), ['Animal ', _plain2098(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1902 = _t1778[1] + _k2212
        if _p2213(st, _t1902, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout 6b4de6fb>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit2023(_k2024)
    _t1705 = (_a2061(st, L) or [])
    _t1746 = _l0
    _t1747 = len(_t1705)
    if not _t1747: _no_option2064(_t1746, 'attacker')
    if _t1747 <= 1 and _st_log is None:
        L[1] = _t1705[0] if _t1747 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1748 = st.chooser(_t1747, _t1746)
        else:
            _t1748 = _st_bits(_t1747.bit_length())
            while _t1748 >= _t1747: _t1748 = _st_bits(_t1747.bit_length())
        L[1] = _t1705[_t1748]; st.decisions += 1
    elif _st_log is None: _pend2065(st, L, _t1705, _t1746); raise _PlayoutCut2062()
    elif _decide2066(st, L, _t1705, _t1746): raise _PlayoutCut2062()
    _t1749 = (_a2088(st, L) or [])
    _t1774 = _l0
    _t1775 = len(_t1749)
    if not _t1775: _no_option2064(_t1774, 'target')
    if _t1775 <= 1 and _st_log is None:
        L[2] = _t1749[0] if _t1775 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1776 = st.chooser(_t1775, _t1774)
        else:
            _t1776 = _st_bits(_t1775.bit_length())
            while _t1776 >= _t1775: _t1776 = _st_bits(_t1775.bit_length())
        L[2] = _t1749[_t1776]; st.decisions += 1
    elif _st_log is None: _pend2090(st, L, _t1749, _t1774); raise _PlayoutCut2062()
    elif _decide2091(st, L, _t1749, _t1774): raise _PlayoutCut2062()
    if _p2214(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 ba012cc8>
def _loop(st, _t1905):
    _st_cvars = st.cvars
    _t1908 = 0
    for _t1907 in st.zones[(9 + _owner2217[st.loc[_t1905]])]:
        if (_st_cvars[84 + _t1907] == _t1905):
            _t1908 += (1 if ((_st_cvars[_t1907] == 'carnivorous') or (_st_cvars[_t1907] == 'high_body_weight')) else (2 if (_st_cvars[_t1907] == 'parasite') else 0))
    return _t1908

# <rulerun evolution.rules: feeding_turn_of #839 20e5343e>
def _loop(st, _t1905):
    _st_cvars = st.cvars
    _t1910 = 0
    for _t1909 in st.zones[(9 + _owner2219[st.loc[_t1905]])]:
        if (((_st_cvars[84 + _t1909] == _t1905) and (_st_cvars[_t1909] == 'fat_tissue')) and _st_cvars[252 + _t1909]):
            _t1910 += 1
    return _t1910

# <rulerun evolution.rules: feeding_turn_of #840 99c18f6f>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1904 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1904)
    if st.budget < 0: _spent2216(st)
    _t1906 = []
    for _t1905 in _t1904:
        if ((not ((_st_cvars[924 + _t1905] == _st_vars[0]) or (_st_cvars[504 + _t1905] >= (_memo6[_t1905] if _t1905 in _memo6 else _memo6.setdefault(_t1905, (1 + _a2218(st, _t1905))))))) and ((_memo5[_t1905] if _t1905 in _memo5 else _memo5.setdefault(_t1905, _a2220(st, _t1905))) > 0)):
            _t1906.append(_t1905)
    return _t1906

# <rulerun evolution.rules: feeding_turn_of #841 21f4ea7d>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1916 = 0
    for _t1915 in st.zones[(9 + _owner2225[st.loc[_i22[1]]])]:
        if (((_st_cvars[84 + _t1915] == _i22[1]) and (_st_cvars[_t1915] == 'fat_tissue')) and _st_cvars[252 + _t1915]):
            _t1916 += 1
    return _t1916

# <rulerun evolution.rules: feeding_turn_of #842 9defe379>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1918 = 0
    for _t1917 in st.zones[(9 + _owner2227[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1917] == _i22[1]):
            _t1918 += (1 if ((_st_cvars[_t1917] == 'carnivorous') or (_st_cvars[_t1917] == 'high_body_weight')) else (2 if (_st_cvars[_t1917] == 'parasite') else 0))
    return _t1918

# <rulerun evolution.rules: feeding_turn_of #843 204fc0ea>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1928 = 0
    for _t1927 in st.zones[(9 + _owner2236[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1927] == _i22[1]):
            _t1928 += (1 if ((_st_cvars[_t1927] == 'carnivorous') or (_st_cvars[_t1927] == 'high_body_weight')) else (2 if (_st_cvars[_t1927] == 'parasite') else 0))
    return _t1928

# <rulerun evolution.rules: piracy #844 eab69c6b>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _t1934 = []
    for _t1933 in st.zones[(9 + _owner2241[st.loc[_t1931]])]:
        if (_st_cvars[84 + _t1933] == _t1931):
            _t1934.append(_st_cvars[_t1933])
    return _t1934

# <rulerun evolution.rules: piracy #845 ee366383>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _t1936 = 0
    for _t1935 in st.zones[(9 + _owner2243[st.loc[_t1931]])]:
        if (_st_cvars[84 + _t1935] == _t1931):
            _t1936 += (1 if ((_st_cvars[_t1935] == 'carnivorous') or (_st_cvars[_t1935] == 'high_body_weight')) else (2 if (_st_cvars[_t1935] == 'parasite') else 0))
    return _t1936

# <rulerun evolution.rules: piracy #846 4da893ef>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _t1938 = 0
    for _t1937 in st.zones[(9 + _owner2245[st.loc[_t1931]])]:
        if (_st_cvars[84 + _t1937] == _t1931):
            _t1938 += (1 if ((_st_cvars[_t1937] == 'carnivorous') or (_st_cvars[_t1937] == 'high_body_weight')) else (2 if (_st_cvars[_t1937] == 'parasite') else 0))
    return _t1938

# <rulerun evolution.rules: piracy #847 52c244ce>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _t1940 = 0
    for _t1939 in st.zones[(9 + _owner2247[st.loc[_t1931]])]:
        if (((_st_cvars[84 + _t1939] == _t1931) and (_st_cvars[_t1939] == 'fat_tissue')) and _st_cvars[252 + _t1939]):
            _t1940 += 1
    return _t1940

# <rulerun evolution.rules: piracy #848 a68ce442>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _t1942 = 0
    for _t1941 in st.zones[(9 + _owner2249[st.loc[_t1931]])]:
        if ((_st_cvars[84 + _t1941] == _t1931) and (_st_cvars[_t1941] == 'fat_tissue')):
            _t1942 += 1
    return _t1942

# <rulerun evolution.rules: piracy #849 d233e24b>
def _loop(st, _t1944):
    _st_cvars = st.cvars
    _t1947 = 0
    for _t1946 in st.zones[(9 + _owner2253[st.loc[_st_cvars[84 + _t1944]]])]:
        if (_st_cvars[84 + _t1946] == _st_cvars[84 + _t1944]):
            _t1947 += (1 if ((_st_cvars[_t1946] == 'carnivorous') or (_st_cvars[_t1946] == 'high_body_weight')) else (2 if (_st_cvars[_t1946] == 'parasite') else 0))
    return _t1947

# <rulerun evolution.rules: piracy #850 f25bd8ce>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1943 = st.zones[(9 + _owner2251[st.loc[_t1931]])]
    st.budget -= len(_t1943)
    if st.budget < 0: _spent2252(st)
    for _t1944 in _t1943:
        if (((_st_cvars[_t1944] == 'symbiosis') and (_st_cvars[168 + _t1944] == _t1931)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1944]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1944]] >= (_memo6[_st_cvars[84 + _t1944]] if _st_cvars[84 + _t1944] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1944], (1 + _a2254(st, _t1944)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 c7cad787>
def _loop(st, _t1949):
    _st_cvars = st.cvars
    _t1952 = 0
    for _t1951 in st.zones[(9 + _owner2259[st.loc[_t1949]])]:
        if (_st_cvars[84 + _t1951] == _t1949):
            _t1952 += (1 if ((_st_cvars[_t1951] == 'carnivorous') or (_st_cvars[_t1951] == 'high_body_weight')) else (2 if (_st_cvars[_t1951] == 'parasite') else 0))
    return _t1952

# <rulerun evolution.rules: piracy #852 f806c14b>
def _loop(st, _t1931):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1948 = (list(_chain2256(map(st.zones.__getitem__, _k2257))) or ())
    st.budget -= len(_t1948)
    if st.budget < 0: _spent2258(st)
    for _t1949 in _t1948:
        if ((_t1949 != _t1931) and ((not ((_st_cvars[924 + _t1949] == _st_vars[0]) or (_st_cvars[504 + _t1949] >= (_memo6[_t1949] if _t1949 in _memo6 else _memo6.setdefault(_t1949, (1 + _a2260(st, _t1949))))))) and (_st_cvars[504 + _t1949] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 46cec0ce>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1930 = st.zones[(5 + L[0])]
    st.budget -= len(_t1930)
    if st.budget < 0: _spent2240(st)
    _t1932 = []
    for _t1931 in _t1930:
        if (_memo10[_t1931] if _t1931 in _memo10 else _memo10.setdefault(_t1931, ((((('piracy' in (st.memos[15][_t1931] if _t1931 in st.memos[15] else st.memos[15].setdefault(_t1931, frozenset(_a2242(st, _t1931))))) and (st.cvars[756 + _t1931] != st.vars[0])) and (not ((st.cvars[924 + _t1931] == st.vars[0]) or (st.cvars[504 + _t1931] >= (st.memos[6][_t1931] if _t1931 in st.memos[6] else st.memos[6].setdefault(_t1931, (1 + _a2244(st, _t1931)))))))) and ((not ((st.cvars[924 + _t1931] == st.vars[0]) or ((st.cvars[504 + _t1931] >= (st.memos[6][_t1931] if _t1931 in st.memos[6] else st.memos[6].setdefault(_t1931, (1 + _a2246(st, _t1931))))) and ((st.memos[5][_t1931] if _t1931 in st.memos[5] else st.memos[5].setdefault(_t1931, _a2248(st, _t1931))) >= (st.memos[4][_t1931] if _t1931 in st.memos[4] else st.memos[4].setdefault(_t1931, _a2250(st, _t1931))))))) and (st.memos[14][_t1931] if _t1931 in st.memos[14] else st.memos[14].setdefault(_t1931, (not _a2255(st, _t1931)))))) and _a2261(st, _t1931)))):
            _t1932.append(_t1931)
    return _t1932

# <rulerun evolution.rules: piracy #854 ef7b50e0>
def _loop(st, _t1958):
    _st_cvars = st.cvars
    _t1961 = 0
    for _t1960 in st.zones[(9 + _owner2271[st.loc[_t1958]])]:
        if (_st_cvars[84 + _t1960] == _t1958):
            _t1961 += (1 if ((_st_cvars[_t1960] == 'carnivorous') or (_st_cvars[_t1960] == 'high_body_weight')) else (2 if (_st_cvars[_t1960] == 'parasite') else 0))
    return _t1961

# <rulerun evolution.rules: piracy #855 9ada9be1>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1957 = (list(_chain2268(map(st.zones.__getitem__, _k2269))) or ())
    st.budget -= len(_t1957)
    if st.budget < 0: _spent2270(st)
    _t1959 = []
    for _t1958 in _t1957:
        if ((_t1958 != _l1) and ((not ((_st_cvars[924 + _t1958] == _st_vars[0]) or (_st_cvars[504 + _t1958] >= (_memo6[_t1958] if _t1958 in _memo6 else _memo6.setdefault(_t1958, (1 + _a2272(st, _t1958))))))) and (_st_cvars[504 + _t1958] > 0))):
            _t1959.append(_t1958)
    return _t1959

# <rulerun evolution.rules: piracy #856 playout 1fb0bc57>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    if len(st.cur) + _d > 500: raise _RuleLimit2238(_k2239)
    _t1929 = (_a2262(st, L) or [])
    _t1953 = _l0
    _t1954 = len(_t1929)
    if not _t1954: _no_option2265(_t1953, 'pirate')
    if _t1954 <= 1 and _st_log is None:
        L[1] = _t1929[0] if _t1954 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1955 = st.chooser(_t1954, _t1953)
        else:
            _t1955 = _st_bits(_t1954.bit_length())
            while _t1955 >= _t1954: _t1955 = _st_bits(_t1954.bit_length())
        L[1] = _t1929[_t1955]; st.decisions += 1
    elif _st_log is None: _pend2266(st, L, _t1929, _t1953); raise _PlayoutCut2263()
    elif _decide2267(st, L, _t1929, _t1953): raise _PlayoutCut2263()
    _t1956 = (_a2273(st, L) or [])
    _t1962 = _l0
    _t1963 = len(_t1956)
    if not _t1963: _no_option2265(_t1962, 'animal to rob')
    if _t1963 <= 1 and _st_log is None:
        L[2] = _t1956[0] if _t1963 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1964 = st.chooser(_t1963, _t1962)
        else:
            _t1964 = _st_bits(_t1963.bit_length())
            while _t1964 >= _t1963: _t1964 = _st_bits(_t1963.bit_length())
        L[2] = _t1956[_t1964]; st.decisions += 1
    elif _st_log is None: _pend2275(st, L, _t1956, _t1962); raise _PlayoutCut2263()
    elif _decide2276(st, L, _t1956, _t1962): raise _PlayoutCut2263()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1965 if -1000000000000000000 <= (_t1965 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond2277(_t1965))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2282(_audience2278(st), ['Piracy: ', _PlayerRef2279(_l0), "'s animal ", _plain2280(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef2279(_owner2281[st.loc[L[2]]]), "'s animal ", _plain2280(_st_cvars[420 + L[2]])]))
    if _p2283(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 2484523a>
def _loop(st, _t1968):
    _st_cvars = st.cvars
    _t1971 = []
    for _t1970 in st.zones[(9 + _owner2286[st.loc[_t1968]])]:
        if (_st_cvars[84 + _t1970] == _t1968):
            _t1971.append(_st_cvars[_t1970])
    return _t1971

# <rulerun evolution.rules: feeding_turn_of #858 500473fd>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1967 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1967)
    if st.budget < 0: _spent2285(st)
    _t1969 = []
    for _t1968 in _t1967:
        if ((('grazing' in (_memo15[_t1968] if _t1968 in _memo15 else _memo15.setdefault(_t1968, frozenset(_a2287(st, _t1968))))) and (_st_cvars[840 + _t1968] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1969.append(_t1968)
    return _t1969

# <rulerun evolution.rules: feeding_turn_of #859 74f6fe1b>
def _loop(st, _t1978):
    _st_cvars = st.cvars
    _t1981 = []
    for _t1980 in st.zones[(9 + _owner2293[st.loc[_t1978]])]:
        if (_st_cvars[84 + _t1980] == _t1978):
            _t1981.append(_st_cvars[_t1980])
    return _t1981

# <rulerun evolution.rules: feeding_turn_of #860 66ce8b44>
def _loop(st, _t1978):
    _st_cvars = st.cvars
    _t1983 = 0
    for _t1982 in st.zones[(9 + _owner2295[st.loc[_t1978]])]:
        if (_st_cvars[84 + _t1982] == _t1978):
            _t1983 += (1 if ((_st_cvars[_t1982] == 'carnivorous') or (_st_cvars[_t1982] == 'high_body_weight')) else (2 if (_st_cvars[_t1982] == 'parasite') else 0))
    return _t1983

# <rulerun evolution.rules: feeding_turn_of #861 4c8fb77b>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1977 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t1977)
    if st.budget < 0: _spent2292(st)
    _t1979 = []
    for _t1978 in _t1977:
        if ((((('hibernation' in (_memo15[_t1978] if _t1978 in _memo15 else _memo15.setdefault(_t1978, frozenset(_a2294(st, _t1978))))) and (_st_cvars[924 + _t1978] != _st_vars[0])) and (_st_cvars[924 + _t1978] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1978] == _st_vars[0]) or (_st_cvars[504 + _t1978] >= (_memo6[_t1978] if _t1978 in _memo6 else _memo6.setdefault(_t1978, (1 + _a2296(st, _t1978)))))))):
            _t1979.append(_t1978)
    return _t1979

# <rulerun evolution.rules: feeding_turn_of #862 playout e514c29a>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _memo15, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1748(_k1749)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1750(st)
        _t1436 = (list(_chain1751(map(_st_zones.__getitem__, _k1752))) or ())
        st.budget -= len(_t1436)
        if st.budget < 0: _spent1750(st)
        _t1435 = True
        for _t1437 in _t1436:
            if not (((_st_cvars[924 + _t1437] == _st_vars[0]) or ((_st_cvars[504 + _t1437] >= (_memo6[_t1437] if _t1437 in _memo6 else _memo6.setdefault(_t1437, (1 + _a1754(st, _t1437))))) and ((_memo5[_t1437] if _t1437 in _memo5 else _memo5.setdefault(_t1437, _a1756(st, _t1437))) >= (_memo4[_t1437] if _t1437 in _memo4 else _memo4.setdefault(_t1437, _a1758(st, _t1437))))))):
                _t1435 = False
                break
        if _t1435:
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1761(6)
        _t1445 = (_k1762 or ())
        st.budget -= len(_t1445)
        if st.budget < 0: _spent1750(st)
        _t1444 = False
        for _t1446 in _t1445:
            if (_memo8[_t1446] if _t1446 in _memo8 else _memo8.setdefault(_t1446, ((((_memo3[_t1446] if _t1446 in _memo3 else _memo3.setdefault(_t1446, ((_st_vars[3] > 0) and _a1775(st, _t1446)))) or (_memo1[_t1446] if _t1446 in _memo1 else _memo1.setdefault(_t1446, _a1812(st, _t1446)))) or (_memo2[_t1446] if _t1446 in _memo2 else _memo2.setdefault(_t1446, _a1818(st, _t1446)))) or _a1847(st, _t1446)))):
                _t1444 = True
                break
        if (not _t1444):
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1761(6)
        L[2] = []
        if ((not L[1]) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1860(st, L))))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        if ((not L[1]) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a1898(st, L)))):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        if ((not L[1]) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a1904(st, L)))):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1599 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1599)
        if st.budget < 0: _spent1750(st)
        _t1598 = False
        for _t1600 in _t1599:
            if (_memo10[_t1600] if _t1600 in _memo10 else _memo10.setdefault(_t1600, ((((('piracy' in (_memo15[_t1600] if _t1600 in _memo15 else _memo15.setdefault(_t1600, frozenset(_a1906(st, _t1600))))) and (_st_cvars[756 + _t1600] != _st_vars[0])) and (not ((_st_cvars[924 + _t1600] == _st_vars[0]) or (_st_cvars[504 + _t1600] >= (_memo6[_t1600] if _t1600 in _memo6 else _memo6.setdefault(_t1600, (1 + _a1908(st, _t1600)))))))) and ((not ((_st_cvars[924 + _t1600] == _st_vars[0]) or ((_st_cvars[504 + _t1600] >= (_memo6[_t1600] if _t1600 in _memo6 else _memo6.setdefault(_t1600, (1 + _a1910(st, _t1600))))) and ((_memo5[_t1600] if _t1600 in _memo5 else _memo5.setdefault(_t1600, _a1912(st, _t1600))) >= (_memo4[_t1600] if _t1600 in _memo4 else _memo4.setdefault(_t1600, _a1914(st, _t1600))))))) and (_memo14[_t1600] if _t1600 in _memo14 else _memo14.setdefault(_t1600, (not _a1919(st, _t1600)))))) and _a1925(st, _t1600)))):
                _t1598 = True
                break
        if _t1598:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1622 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1622)
        if st.budget < 0: _spent1750(st)
        _t1621 = False
        for _t1623 in _t1622:
            if ((('grazing' in (_memo15[_t1623] if _t1623 in _memo15 else _memo15.setdefault(_t1623, frozenset(_a1927(st, _t1623))))) and (_st_cvars[840 + _t1623] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1621 = True
                break
        if _t1621:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1627 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1627)
        if st.budget < 0: _spent1750(st)
        _t1626 = False
        for _t1628 in _t1627:
            if ((((('hibernation' in (_memo15[_t1628] if _t1628 in _memo15 else _memo15.setdefault(_t1628, frozenset(_a1929(st, _t1628))))) and (_st_cvars[924 + _t1628] != _st_vars[0])) and (_st_cvars[924 + _t1628] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1628] == _st_vars[0]) or (_st_cvars[504 + _t1628] >= (_memo6[_t1628] if _t1628 in _memo6 else _memo6.setdefault(_t1628, (1 + _a1931(st, _t1628)))))))):
                _t1626 = True
                break
        if _t1626:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1944(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1647 = (L[2] or [])
        _t1648 = _l0
        _t1649 = len(_t1647)
        if not _t1649: _no_option1947(_t1648, 'feeding action')
        if _t1649 <= 1 and _st_log is None:
            L[3] = _t1647[0] if _t1649 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1650 = st.chooser(_t1649, _t1648)
            else:
                _t1650 = _st_bits(_t1649.bit_length())
                while _t1650 >= _t1649: _t1650 = _st_bits(_t1649.bit_length())
            L[3] = _t1647[_t1650]; st.decisions += 1
        elif _st_log is None: _pend1948(st, L, _t1647, _t1648); raise _PlayoutCut1945()
        elif _decide1949(st, L, _t1647, _t1648): raise _PlayoutCut1945()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p2022(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p2215(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i22l0 = _l0
            _i22 = [_i22l0, None, None, None, None, None, None]
            _t1903 = (_a2221(st, _i22l0) or [])
            _t1911 = _i22l0
            _t1912 = len(_t1903)
            if not _t1912: _no_option1947(_t1911, 'animal to convert fat on')
            if _t1912 <= 1 and _st_log is None:
                _i22[1] = _t1903[0] if _t1912 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1913 = st.chooser(_t1912, _t1911)
                else:
                    _t1913 = _st_bits(_t1912.bit_length())
                    while _t1913 >= _t1912: _t1913 = _st_bits(_t1912.bit_length())
                _i22[1] = _t1903[_t1913]; st.decisions += 1
            elif _st_log is None: _pend2223(st, _i22, _t1903, _t1911); raise _PlayoutCut1945()
            elif _decide2224(st, _i22, _t1903, _t1911): raise _PlayoutCut1945()
            _t1914 = ((list(range(1, _t1920 + 1)) if (_t1920 := min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a2226(st, _i22))), (_t1919 if -1000000000000000000 <= (_t1919 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2228(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond2229(_t1919)))) - 1 < 1000000 else _range2230(1, _t1920)) or [])
            _t1921 = _i22l0
            _t1922 = len(_t1914)
            if not _t1922: _no_option1947(_t1921, 'yellow tokens to convert')
            if _t1922 <= 1 and _st_log is None:
                _i22[2] = _t1914[0] if _t1922 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1923 = st.chooser(_t1922, _t1921)
                else:
                    _t1923 = _st_bits(_t1922.bit_length())
                    while _t1923 >= _t1922: _t1923 = _st_bits(_t1922.bit_length())
                _i22[2] = _t1914[_t1923]; st.decisions += 1
            elif _st_log is None: _pend2232(st, _i22, _t1914, _t1921); raise _PlayoutCut1945()
            elif _decide2233(st, _i22, _t1914, _t1921): raise _PlayoutCut1945()
            _i22[3] = _i22[2]
            for _t1924 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t1924
                if not ((((_st_cvars[84 + _t1924] == _i22[1]) and _st_cvars[252 + _t1924]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t1924] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t1925 if -1000000000000000000 <= (_t1925 := _i22[3] - 1) <= 1000000000000000000 else _beyond2229(_t1925))
            _st_cvars[504 + _i22[1]] = (_t1926 if -1000000000000000000 <= (_t1926 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond2229(_t1926))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), [_PlayerRef2234(_i22l0), ' converts ', _plain2235(_i22[2]), ' fat on animal ', _plain2235(_st_cvars[420 + _i22[1]]), ' into food (food ', _plain2235(_st_cvars[504 + _i22[1]]), '/', _plain2235((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2237(st, _i22))))), ')']))
        elif (L[3] == 'piracy'):
            if _p2284(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i23l0 = _l0
            _i23 = [_i23l0, None]
            _t1966 = (_a2288(st, _i23l0) or [])
            _t1972 = _i23l0
            _t1973 = len(_t1966)
            if not _t1973: _no_option1947(_t1972, 'grazing animal')
            if _t1973 <= 1 and _st_log is None:
                _i23[1] = _t1966[0] if _t1973 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1974 = st.chooser(_t1973, _t1972)
                else:
                    _t1974 = _st_bits(_t1973.bit_length())
                    while _t1974 >= _t1973: _t1974 = _st_bits(_t1973.bit_length())
                _i23[1] = _t1966[_t1974]; st.decisions += 1
            elif _st_log is None: _pend2290(st, _i23, _t1966, _t1972); raise _PlayoutCut1945()
            elif _decide2291(st, _i23, _t1966, _t1972): raise _PlayoutCut1945()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t1975 if -1000000000000000000 <= (_t1975 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2229(_t1975))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['Grazing: ', _PlayerRef2234(_i23l0), "'s animal ", _plain2235(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain2235(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t1976 = (_a2297(st, _i24l0) or [])
            _t1984 = _i24l0
            _t1985 = len(_t1976)
            if not _t1985: _no_option1947(_t1984, 'animal to hibernate')
            if _t1985 <= 1 and _st_log is None:
                _i24[1] = _t1976[0] if _t1985 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1986 = st.chooser(_t1985, _t1984)
                else:
                    _t1986 = _st_bits(_t1985.bit_length())
                    while _t1986 >= _t1985: _t1986 = _st_bits(_t1985.bit_length())
                _i24[1] = _t1976[_t1986]; st.decisions += 1
            elif _st_log is None: _pend2299(st, _i24, _t1976, _t1984); raise _PlayoutCut1945()
            elif _decide2300(st, _i24, _t1976, _t1984): raise _PlayoutCut1945()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['Hibernation: ', _PlayerRef2234(_i24l0), "'s animal ", _plain2235(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout 7e73ec5d>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1743(_k1744)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1745(st)
            for _t1433 in (_o1746[_st_vars[1]] or []):
                L[2] = _t1433
                _st_vars[4] = (_t1434 if -1000000000000000000 <= (_t1434 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1747(_t1434))
                _st_vars[5] = False
                if _p2301(st, [_t1433, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t1987 if -1000000000000000000 <= (_t1987 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1747(_t1987))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text2303(_audience2302(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo2304 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout 07a4b09d>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _, _, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1719(_k1720)
    if _st_log is not None: _st_log.append(_k1721)
    st.budget -= 1
    if st.budget < 0: _spent1722(st)
    _i17 = [None, None, None]
    _t1420 = (list(_chain1723(map(st.zones.__getitem__, _k1724))) or [])
    st.budget -= len(_t1420)
    if st.budget < 0: _spent1722(st)
    for _t1419 in _t1420:
        _i17[2] = _t1419
        if _st_log is not None: _st_log.append(_Text1742(_audience1725(st), ['  ', _plain1727(_text1726(((((('animal ' + _plain1727(_st_cvars[420 + _t1419]) + ' of ' + _player_text1728(_owner1729[st.loc[_t1419]])) + (_text1726(' ' + _plain1727(_a1731(st, _t1419))) if (not not (_a1733(st, _t1419) or ())) else '')) + (' food ' + _plain1727(_st_cvars[504 + _t1419]) + '/' + _plain1727((_memo6[_t1419] if _t1419 in _memo6 else _memo6.setdefault(_t1419, (1 + _a1735(st, _t1419))))))) + ((' fat ' + _plain1727((_memo5[_t1419] if _t1419 in _memo5 else _memo5.setdefault(_t1419, _a1737(st, _t1419)))) + '/' + _plain1727((_memo4[_t1419] if _t1419 in _memo4 else _memo4.setdefault(_t1419, _a1739(st, _t1419))))) if ((_memo4[_t1419] if _t1419 in _memo4 else _memo4.setdefault(_t1419, _a1741(st, _t1419))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1419] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1419] else '')))))]))
    if _p2305(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1742(_audience1725(st), [_plain1727(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: play_turn #865 3270670d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1700(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1714(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1715(_k1716)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1717[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run1718(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2306(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1715(_k2307)
                fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1717[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run2308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2309)

# <rulerun evolution.rules: development #866 3e759008>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2312)
            _r = _run2313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region2314(st, L)
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
            L[1] = (_o2315[st.vars[1]] or []); L[2] = 0
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
            _r = _run2316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 8:
            _o = _st_zones[(1 + L[3])]
            fr[1] = 9
            _t1988 = L[3]
            _t1989 = len(_o) + 1
            if _t1989 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1990 = st.chooser(_t1989, _t1988)
                else:
                    _t1990 = _st_bits(_t1989.bit_length())
                    while _t1990 >= _t1989: _t1990 = _st_bits(_t1989.bit_length())
                L[4] = _o[_t1990 - 1] if _t1990 else None; st.decisions += 1
                if st.thread_player is not None: _answered2318(st, _t1990)
            elif _st_log is None: _pend2319(st, L, [None] + _o, _t1988); return True
            elif _decide2320(st, L, _o[:], _t1988): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run2321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p2322(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2323(_k2324)
                fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2325[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit2311(_k, st, _d0): raise _Runaway2310()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit2311(_k, st, _d0): raise _Runaway2310()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2326)

# <rulerun evolution.rules: play_card #867 26cb59de>
def _loop(st, _t1995):
    _st_cvars = st.cvars
    _t1998 = []
    for _t1997 in st.zones[(9 + _owner2341[st.loc[_t1995]])]:
        if (_st_cvars[84 + _t1997] == _t1995):
            _t1998.append(_st_cvars[_t1997])
    return _t1998

# <rulerun evolution.rules: play_card #868 db54f699>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1994 = (list(_chain2337(map(st.zones.__getitem__, _k2338))) or ())
    st.budget -= len(_t1994)
    if st.budget < 0: _spent2339(st)
    _t1996 = []
    for _t1995 in _t1994:
        if ((_owner2340[_st_loc[_t1995]] != _l0) and (not ('parasite' in (_memo15[_t1995] if _t1995 in _memo15 else _memo15.setdefault(_t1995, frozenset(_a2342(st, _t1995))))))):
            _t1996.append(_t1995)
    return _t1996

# <rulerun evolution.rules: play_card #869 838fcf1d>
def _loop(st, _t2003, _t2007):
    _st_cvars = st.cvars
    _t2009 = []
    for _t2008 in st.zones[(9 + _owner2349[st.loc[_t2003]])]:
        if (((_st_cvars[84 + _t2008] == _t2003) and (_st_cvars[168 + _t2008] == _t2007)) or ((_st_cvars[84 + _t2008] == _t2007) and (_st_cvars[168 + _t2008] == _t2003))):
            _t2009.append(_st_cvars[_t2008])
    return _t2009

# <rulerun evolution.rules: play_card #870 5d089d2b>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t2002 = _st_zones[(5 + _l0)]
    st.budget -= len(_t2002)
    if st.budget < 0: _spent2348(st)
    _t2004 = []
    for _t2003 in _t2002:
        _t2006 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2006)
        if st.budget < 0: _spent2348(st)
        _t2005 = False
        for _t2007 in _t2006:
            if ((_t2003 != _t2007) and (not (_l3 in (_t2010 if (_t2010 := _memo16.get((_t2003, _t2007,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t2003, _t2007,), frozenset(_a2350(st, _t2003, _t2007))))))):
                _t2005 = True
                break
        if _t2005:
            _t2004.append(_t2003)
    return _t2004

# <rulerun evolution.rules: play_card #871 3116dd06>
def _loop(st, L, _t2015):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t2018 = []
    for _t2017 in st.zones[(9 + _owner2356[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t2017] == _l5) and (_st_cvars[168 + _t2017] == _t2015)) or ((_st_cvars[84 + _t2017] == _t2015) and (_st_cvars[168 + _t2017] == _l5))):
            _t2018.append(_st_cvars[_t2017])
    return _t2018

# <rulerun evolution.rules: play_card #872 4e33d168>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t2014 = st.zones[(5 + L[0])]
    st.budget -= len(_t2014)
    if st.budget < 0: _spent2355(st)
    _t2016 = []
    for _t2015 in _t2014:
        if ((_l5 != _t2015) and (not (_l3 in (_t2019 if (_t2019 := _memo16.get((_l5, _t2015,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t2015,), frozenset(_a2357(st, L, _t2015))))))):
            _t2016.append(_t2015)
    return _t2016

# <rulerun evolution.rules: play_card #873 98df3891>
def _loop(st, _t2027):
    _st_cvars = st.cvars
    _t2030 = []
    for _t2029 in st.zones[(9 + _owner2369[st.loc[_t2027]])]:
        if (_st_cvars[84 + _t2029] == _t2027):
            _t2030.append(_st_cvars[_t2029])
    return _t2030

# <rulerun evolution.rules: play_card #874 d7f9cf7c>
def _loop(st, _t2027):
    _st_cvars = st.cvars
    _t2032 = []
    for _t2031 in st.zones[(9 + _owner2371[st.loc[_t2027]])]:
        if (_st_cvars[84 + _t2031] == _t2027):
            _t2032.append(_st_cvars[_t2031])
    return _t2032

# <rulerun evolution.rules: play_card #875 0f2a92ea>
def _loop(st, _t2027):
    _st_cvars = st.cvars
    _t2034 = []
    for _t2033 in st.zones[(9 + _owner2373[st.loc[_t2027]])]:
        if (_st_cvars[84 + _t2033] == _t2027):
            _t2034.append(_st_cvars[_t2033])
    return _t2034

# <rulerun evolution.rules: play_card #876 31d186cd>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t2026 = st.zones[(5 + L[0])]
    st.budget -= len(_t2026)
    if st.budget < 0: _spent2368(st)
    _t2028 = []
    for _t2027 in _t2026:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t2027] if _t2027 in _memo15 else _memo15.setdefault(_t2027, frozenset(_a2370(st, _t2027))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t2027] if _t2027 in _memo15 else _memo15.setdefault(_t2027, frozenset(_a2372(st, _t2027)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t2027] if _t2027 in _memo15 else _memo15.setdefault(_t2027, frozenset(_a2374(st, _t2027)))))))):
            _t2028.append(_t2027)
    return _t2028

# <rulerun evolution.rules: play_card #877 be208de8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1991 = L[0]
            _t1992 = len(_o)
            if not _t1992: _no_option2331(_t1991, 'play it as')
            if _t1992 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1992 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1993 = st.chooser(_t1992, _t1991)
                else:
                    _t1993 = _st_bits(_t1992.bit_length())
                    while _t1993 >= _t1992: _t1993 = _st_bits(_t1992.bit_length())
                L[3] = _o[_t1993]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t1993)
            elif _st_log is None: _pend2333(st, L, _o, _t1991); return True
            elif _decide2334(st, L, _o, _t1991): return True
            pc = 2
        if pc == 2:
            _r = _run2335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region2336(st, L)
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
            _o = (_a2343(st, L) or [])
            fr[1] = 5
            _t1999 = L[0]
            _t2000 = len(_o)
            if not _t2000: _no_option2331(_t1999, 'animal to put the parasite on')
            if _t2000 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2000 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2001 = st.chooser(_t2000, _t1999)
                else:
                    _t2001 = _st_bits(_t2000.bit_length())
                    while _t2001 >= _t2000: _t2001 = _st_bits(_t2000.bit_length())
                L[4] = _o[_t2001]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2001)
            elif _st_log is None: _pend2345(st, L, _o, _t1999); return True
            elif _decide2346(st, L, _o, _t1999): return True
            pc = 5
        if pc == 5:
            _r = _run2347(st, L)
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
            _o = (_a2351(st, L) or [])
            fr[1] = 9
            _t2011 = L[0]
            _t2012 = len(_o)
            if not _t2012: _no_option2331(_t2011, 'first animal of the pair')
            if _t2012 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2012 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2013 = st.chooser(_t2012, _t2011)
                else:
                    _t2013 = _st_bits(_t2012.bit_length())
                    while _t2013 >= _t2012: _t2013 = _st_bits(_t2012.bit_length())
                L[5] = _o[_t2013]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2013)
            elif _st_log is None: _pend2353(st, L, _o, _t2011); return True
            elif _decide2354(st, L, _o, _t2011): return True
            pc = 9
        if pc == 9:
            _o = (_a2358(st, L) or [])
            fr[1] = 10
            _t2020 = L[0]
            _t2021 = len(_o)
            if not _t2021: _no_option2331(_t2020, 'second animal of the pair')
            if _t2021 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2021 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2022 = st.chooser(_t2021, _t2020)
                else:
                    _t2022 = _st_bits(_t2021.bit_length())
                    while _t2022 >= _t2021: _t2022 = _st_bits(_t2021.bit_length())
                L[6] = _o[_t2022]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2022)
            elif _st_log is None: _pend2360(st, L, _o, _t2020); return True
            elif _decide2361(st, L, _o, _t2020): return True
            pc = 10
        if pc == 10:
            _r = _run2362(st, L)
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
            _t2023 = L[0]
            _t2024 = len(_o)
            if not _t2024: _no_option2331(_t2023, 'the symbiont')
            if _t2024 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2024 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2025 = st.chooser(_t2024, _t2023)
                else:
                    _t2025 = _st_bits(_t2024.bit_length())
                    while _t2025 >= _t2024: _t2025 = _st_bits(_t2024.bit_length())
                L[7] = _o[_t2025]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2025)
            elif _st_log is None: _pend2364(st, L, _o, _t2023); return True
            elif _decide2365(st, L, _o, _t2023): return True
            pc = 13
        if pc == 13:
            _r = _run2366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run2367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a2375(st, L) or [])
            fr[1] = 18
            _t2035 = L[0]
            _t2036 = len(_o)
            if not _t2036: _no_option2331(_t2035, 'animal to give it to')
            if _t2036 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2036 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2037 = st.chooser(_t2036, _t2035)
                else:
                    _t2037 = _st_bits(_t2036.bit_length())
                    while _t2037 >= _t2036: _t2037 = _st_bits(_t2036.bit_length())
                L[8] = _o[_t2037]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2037)
            elif _st_log is None: _pend2377(st, L, _o, _t2035); return True
            elif _decide2378(st, L, _o, _t2035): return True
            pc = 18
        if pc == 18:
            _r = _run2379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2380)

# <rulerun evolution.rules: feeding #878 39bacc55>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2383)
            _r = _run2384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2385(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2386(_k2387)
                fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2388[6](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run2389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2390)

# <rulerun evolution.rules: feeding_laps #879 90c0c4aa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2393(st, L)
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
            L[0] = (_o2394[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run2395(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2396(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2397(_k2398)
                fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2399[8](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run2400(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit2392(_k, st, _d0): raise _Runaway2391()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2392(_k, st, _d0): raise _Runaway2391()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2401)

# <rulerun evolution.rules: convert_fat #880 bafbfc8e>
def _loop(st, _t2043):
    _st_cvars = st.cvars
    _t2046 = 0
    for _t2045 in st.zones[(9 + _owner2422[st.loc[_t2043]])]:
        if (_st_cvars[84 + _t2045] == _t2043):
            _t2046 += (1 if ((_st_cvars[_t2045] == 'carnivorous') or (_st_cvars[_t2045] == 'high_body_weight')) else (2 if (_st_cvars[_t2045] == 'parasite') else 0))
    return _t2046

# <rulerun evolution.rules: convert_fat #881 fc0c61c4>
def _loop(st, _t2043):
    _st_cvars = st.cvars
    _t2048 = 0
    for _t2047 in st.zones[(9 + _owner2424[st.loc[_t2043]])]:
        if (((_st_cvars[84 + _t2047] == _t2043) and (_st_cvars[_t2047] == 'fat_tissue')) and _st_cvars[252 + _t2047]):
            _t2048 += 1
    return _t2048

# <rulerun evolution.rules: convert_fat #882 b6f53a7d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2042 = st.zones[(5 + L[0])]
    st.budget -= len(_t2042)
    if st.budget < 0: _spent2421(st)
    _t2044 = []
    for _t2043 in _t2042:
        if ((not ((_st_cvars[924 + _t2043] == _st_vars[0]) or (_st_cvars[504 + _t2043] >= (_memo6[_t2043] if _t2043 in _memo6 else _memo6.setdefault(_t2043, (1 + _a2423(st, _t2043))))))) and ((_memo5[_t2043] if _t2043 in _memo5 else _memo5.setdefault(_t2043, _a2425(st, _t2043))) > 0)):
            _t2044.append(_t2043)
    return _t2044

# <rulerun evolution.rules: convert_fat #883 214b4ef6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2054 = 0
    for _t2053 in st.zones[(9 + _owner2432[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t2053] == L[1]) and (_st_cvars[_t2053] == 'fat_tissue')) and _st_cvars[252 + _t2053]):
            _t2054 += 1
    return _t2054

# <rulerun evolution.rules: convert_fat #884 0e98c048>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2056 = 0
    for _t2055 in st.zones[(9 + _owner2434[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2055] == L[1]):
            _t2056 += (1 if ((_st_cvars[_t2055] == 'carnivorous') or (_st_cvars[_t2055] == 'high_body_weight')) else (2 if (_st_cvars[_t2055] == 'parasite') else 0))
    return _t2056

# <rulerun evolution.rules: convert_fat #885 6062c48e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2066 = 0
    for _t2065 in st.zones[(9 + _owner2444[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2065] == L[1]):
            _t2066 += (1 if ((_st_cvars[_t2065] == 'carnivorous') or (_st_cvars[_t2065] == 'high_body_weight')) else (2 if (_st_cvars[_t2065] == 'parasite') else 0))
    return _t2066

# <rulerun evolution.rules: convert_fat #886 playout e0f66d0f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _t2041 = (_a2426(st, L) or [])
    _t2049 = _l0
    _t2050 = len(_t2041)
    if not _t2050: _no_option2429(_t2049, 'animal to convert fat on')
    if _t2050 <= 1 and _st_log is None:
        L[1] = _t2041[0] if _t2050 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2051 = st.chooser(_t2050, _t2049)
        else:
            _t2051 = _st_bits(_t2050.bit_length())
            while _t2051 >= _t2050: _t2051 = _st_bits(_t2050.bit_length())
        L[1] = _t2041[_t2051]; st.decisions += 1
    elif _st_log is None: _pend2430(st, L, _t2041, _t2049); raise _PlayoutCut2427()
    elif _decide2431(st, L, _t2041, _t2049): raise _PlayoutCut2427()
    _t2052 = ((list(range(1, _t2058 + 1)) if (_t2058 := min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a2433(st, L))), (_t2057 if -1000000000000000000 <= (_t2057 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2435(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond2436(_t2057)))) - 1 < 1000000 else _range2437(1, _t2058)) or [])
    _t2059 = _l0
    _t2060 = len(_t2052)
    if not _t2060: _no_option2429(_t2059, 'yellow tokens to convert')
    if _t2060 <= 1 and _st_log is None:
        L[2] = _t2052[0] if _t2060 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2061 = st.chooser(_t2060, _t2059)
        else:
            _t2061 = _st_bits(_t2060.bit_length())
            while _t2061 >= _t2060: _t2061 = _st_bits(_t2060.bit_length())
        L[2] = _t2052[_t2061]; st.decisions += 1
    elif _st_log is None: _pend2439(st, L, _t2052, _t2059); raise _PlayoutCut2427()
    elif _decide2440(st, L, _t2052, _t2059): raise _PlayoutCut2427()
    L[3] = L[2]
    for _t2062 in st.zones[(9 + _l0)][:]:
        L[6] = _t2062
        if not ((((_st_cvars[84 + _t2062] == L[1]) and _st_cvars[252 + _t2062]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2062] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2063 if -1000000000000000000 <= (_t2063 := L[3] - 1) <= 1000000000000000000 else _beyond2436(_t2063))
    _st_cvars[504 + L[1]] = (_t2064 if -1000000000000000000 <= (_t2064 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond2436(_t2064))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2446(_audience2441(st), [_PlayerRef2442(_l0), ' converts ', _plain2443(L[2]), ' fat on animal ', _plain2443(_st_cvars[420 + L[1]]), ' into food (food ', _plain2443(_st_cvars[504 + L[1]]), '/', _plain2443((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2445(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 e9286f7e>
def _loop(st, _t2069):
    _st_cvars = st.cvars
    _t2072 = []
    for _t2071 in st.zones[(9 + _owner2452[st.loc[_t2069]])]:
        if (_st_cvars[84 + _t2071] == _t2069):
            _t2072.append(_st_cvars[_t2071])
    return _t2072

# <rulerun evolution.rules: grazing #888 c0c22f23>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t2068 = st.zones[(5 + L[0])]
    st.budget -= len(_t2068)
    if st.budget < 0: _spent2451(st)
    _t2070 = []
    for _t2069 in _t2068:
        if ((('grazing' in (_memo15[_t2069] if _t2069 in _memo15 else _memo15.setdefault(_t2069, frozenset(_a2453(st, _t2069))))) and (_st_cvars[840 + _t2069] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2070.append(_t2069)
    return _t2070

# <rulerun evolution.rules: grazing #889 playout 54121058>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2067 = (_a2454(st, L) or [])
    _t2073 = _l0
    _t2074 = len(_t2067)
    if not _t2074: _no_option2457(_t2073, 'grazing animal')
    if _t2074 <= 1 and _st_log is None:
        L[1] = _t2067[0] if _t2074 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2075 = st.chooser(_t2074, _t2073)
        else:
            _t2075 = _st_bits(_t2074.bit_length())
            while _t2075 >= _t2074: _t2075 = _st_bits(_t2074.bit_length())
        L[1] = _t2067[_t2075]; st.decisions += 1
    elif _st_log is None: _pend2458(st, L, _t2067, _t2073); raise _PlayoutCut2455()
    elif _decide2459(st, L, _t2067, _t2073): raise _PlayoutCut2455()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2076 if -1000000000000000000 <= (_t2076 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2460(_t2076))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2464(_audience2461(st), ['Grazing: ', _PlayerRef2462(_l0), "'s animal ", _plain2463(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2463(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 beab3f57>
def _loop(st, _t2079):
    _st_cvars = st.cvars
    _t2082 = []
    for _t2081 in st.zones[(9 + _owner2468[st.loc[_t2079]])]:
        if (_st_cvars[84 + _t2081] == _t2079):
            _t2082.append(_st_cvars[_t2081])
    return _t2082

# <rulerun evolution.rules: hibernation #891 a339bb4b>
def _loop(st, _t2079):
    _st_cvars = st.cvars
    _t2084 = 0
    for _t2083 in st.zones[(9 + _owner2470[st.loc[_t2079]])]:
        if (_st_cvars[84 + _t2083] == _t2079):
            _t2084 += (1 if ((_st_cvars[_t2083] == 'carnivorous') or (_st_cvars[_t2083] == 'high_body_weight')) else (2 if (_st_cvars[_t2083] == 'parasite') else 0))
    return _t2084

# <rulerun evolution.rules: hibernation #892 67a6292d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2078 = st.zones[(5 + L[0])]
    st.budget -= len(_t2078)
    if st.budget < 0: _spent2467(st)
    _t2080 = []
    for _t2079 in _t2078:
        if ((((('hibernation' in (_memo15[_t2079] if _t2079 in _memo15 else _memo15.setdefault(_t2079, frozenset(_a2469(st, _t2079))))) and (_st_cvars[924 + _t2079] != _st_vars[0])) and (_st_cvars[924 + _t2079] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2079] == _st_vars[0]) or (_st_cvars[504 + _t2079] >= (_memo6[_t2079] if _t2079 in _memo6 else _memo6.setdefault(_t2079, (1 + _a2471(st, _t2079)))))))):
            _t2080.append(_t2079)
    return _t2080

# <rulerun evolution.rules: hibernation #893 playout d3b8376f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _t2077 = (_a2472(st, L) or [])
    _t2085 = _l0
    _t2086 = len(_t2077)
    if not _t2086: _no_option2475(_t2085, 'animal to hibernate')
    if _t2086 <= 1 and _st_log is None:
        L[1] = _t2077[0] if _t2086 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2087 = st.chooser(_t2086, _t2085)
        else:
            _t2087 = _st_bits(_t2086.bit_length())
            while _t2087 >= _t2086: _t2087 = _st_bits(_t2086.bit_length())
        L[1] = _t2077[_t2087]; st.decisions += 1
    elif _st_log is None: _pend2476(st, L, _t2077, _t2085); raise _PlayoutCut2473()
    elif _decide2477(st, L, _t2077, _t2085): raise _PlayoutCut2473()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2481(_audience2478(st), ['Hibernation: ', _PlayerRef2479(_l0), "'s animal ", _plain2480(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 693bf76a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2404(st, L)
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
            _r = _run2405(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2038 = L[0]
            _t2039 = len(_o)
            if not _t2039: _no_option2407(_t2038, 'feeding action')
            if _t2039 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2039 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2040 = st.chooser(_t2039, _t2038)
                else:
                    _t2040 = _st_bits(_t2039.bit_length())
                    while _t2040 >= _t2039: _t2040 = _st_bits(_t2039.bit_length())
                L[3] = _o[_t2040]; st.decisions += 1
                if st.thread_player is not None: _answered2408(st, _t2040)
            elif _st_log is None: _pend2409(st, L, _o, _t2038); return True
            elif _decide2410(st, L, _o, _t2038): return True
            pc = 4
        if pc == 4:
            _r = _run2411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run2412(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2413(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2415)
                fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[9](st, _f): return True
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
            _r = _run2417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2418(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2419)
                fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[16](st, _f): return True
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
            _r = _run2420(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2447(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2448)
                fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[10](st, _f): return True
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
                if _p2449(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2450)
                fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[13](st, _f): return True
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
                if _p2465(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2466)
                fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[14](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p2482(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2414(_k2483)
                fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2416[15](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2403(_k, st, _d0): raise _Runaway2402()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2484)

# <rulerun evolution.rules: take_food #895 6073cf6d>
def _loop(st, _t2089):
    _st_cvars = st.cvars
    _t2092 = 0
    for _t2091 in st.zones[(9 + _owner2488[st.loc[_t2089]])]:
        if (_st_cvars[84 + _t2091] == _t2089):
            _t2092 += (1 if ((_st_cvars[_t2091] == 'carnivorous') or (_st_cvars[_t2091] == 'high_body_weight')) else (2 if (_st_cvars[_t2091] == 'parasite') else 0))
    return _t2092

# <rulerun evolution.rules: take_food #896 a45fd717>
def _loop(st, _t2089):
    _st_cvars = st.cvars
    _t2094 = 0
    for _t2093 in st.zones[(9 + _owner2490[st.loc[_t2089]])]:
        if (((_st_cvars[84 + _t2093] == _t2089) and (_st_cvars[_t2093] == 'fat_tissue')) and _st_cvars[252 + _t2093]):
            _t2094 += 1
    return _t2094

# <rulerun evolution.rules: take_food #897 be158234>
def _loop(st, _t2089):
    _st_cvars = st.cvars
    _t2096 = 0
    for _t2095 in st.zones[(9 + _owner2492[st.loc[_t2089]])]:
        if ((_st_cvars[84 + _t2095] == _t2089) and (_st_cvars[_t2095] == 'fat_tissue')):
            _t2096 += 1
    return _t2096

# <rulerun evolution.rules: take_food #898 e03ec20b>
def _loop(st, _t2098):
    _st_cvars = st.cvars
    _t2101 = 0
    for _t2100 in st.zones[(9 + _owner2496[st.loc[_st_cvars[84 + _t2098]]])]:
        if (_st_cvars[84 + _t2100] == _st_cvars[84 + _t2098]):
            _t2101 += (1 if ((_st_cvars[_t2100] == 'carnivorous') or (_st_cvars[_t2100] == 'high_body_weight')) else (2 if (_st_cvars[_t2100] == 'parasite') else 0))
    return _t2101

# <rulerun evolution.rules: take_food #899 0b8ff602>
def _loop(st, _t2089):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2097 = st.zones[(9 + _owner2494[st.loc[_t2089]])]
    st.budget -= len(_t2097)
    if st.budget < 0: _spent2495(st)
    for _t2098 in _t2097:
        if (((_st_cvars[_t2098] == 'symbiosis') and (_st_cvars[168 + _t2098] == _t2089)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2098]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2098]] >= (_memo6[_st_cvars[84 + _t2098]] if _st_cvars[84 + _t2098] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2098], (1 + _a2497(st, _t2098)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 ee8f7c91>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2088 = st.zones[(5 + L[0])]
    st.budget -= len(_t2088)
    if st.budget < 0: _spent2487(st)
    _t2090 = []
    for _t2089 in _t2088:
        if ((not ((_st_cvars[924 + _t2089] == _st_vars[0]) or ((_st_cvars[504 + _t2089] >= (_memo6[_t2089] if _t2089 in _memo6 else _memo6.setdefault(_t2089, (1 + _a2489(st, _t2089))))) and ((_memo5[_t2089] if _t2089 in _memo5 else _memo5.setdefault(_t2089, _a2491(st, _t2089))) >= (_memo4[_t2089] if _t2089 in _memo4 else _memo4.setdefault(_t2089, _a2493(st, _t2089))))))) and (_memo14[_t2089] if _t2089 in _memo14 else _memo14.setdefault(_t2089, (not _a2498(st, _t2089))))):
            _t2090.append(_t2089)
    return _t2090

# <rulerun evolution.rules: take_food #901 0db417eb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2499(st, L) or [])
            fr[1] = 1
            _t2102 = L[0]
            _t2103 = len(_o)
            if not _t2103: _no_option2501(_t2102, 'animal to feed')
            if _t2103 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2103 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2104 = st.chooser(_t2103, _t2102)
                else:
                    _t2104 = _st_bits(_t2103.bit_length())
                    while _t2104 >= _t2103: _t2104 = _st_bits(_t2103.bit_length())
                L[1] = _o[_t2104]; st.decisions += 1
                if st.thread_player is not None: _answered2502(st, _t2104)
            elif _st_log is None: _pend2503(st, L, _o, _t2102); return True
            elif _decide2504(st, L, _o, _t2102): return True
            pc = 1
        if pc == 1:
            _r = _run2505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2506(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2507(_k2508)
                fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2509[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2510)

# <rulerun evolution.rules: paired_triggers #902 a221fe18>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
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
            _r = _run2513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t2105 = _owner2515[st.loc[L[0]]]
            _t2106 = len(_o) + 1
            if _t2106 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2107 = st.chooser(_t2106, _t2105)
                else:
                    _t2107 = _st_bits(_t2106.bit_length())
                    while _t2107 >= _t2106: _t2107 = _st_bits(_t2106.bit_length())
                L[3] = _o[_t2107 - 1] if _t2107 else None; st.decisions += 1
                if st.thread_player is not None: _answered2516(st, _t2107)
            elif _st_log is None: _pend2517(st, L, [None] + _o, _t2105); return True
            elif _decide2518(st, L, _o, _t2105): return True
            pc = 3
        if pc == 3:
            _r = _run2519(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run2520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2521(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2522(_k2523)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2524[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run2525(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2521(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2522(_k2526)
                fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2524[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit2512(_k, st, _d0): raise _Runaway2511()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2527)

# <rulerun evolution.rules: piracy #903 ec46e6cd>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _t2112 = []
    for _t2111 in st.zones[(9 + _owner2531[st.loc[_t2109]])]:
        if (_st_cvars[84 + _t2111] == _t2109):
            _t2112.append(_st_cvars[_t2111])
    return _t2112

# <rulerun evolution.rules: piracy #904 c7e97cce>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _t2114 = 0
    for _t2113 in st.zones[(9 + _owner2533[st.loc[_t2109]])]:
        if (_st_cvars[84 + _t2113] == _t2109):
            _t2114 += (1 if ((_st_cvars[_t2113] == 'carnivorous') or (_st_cvars[_t2113] == 'high_body_weight')) else (2 if (_st_cvars[_t2113] == 'parasite') else 0))
    return _t2114

# <rulerun evolution.rules: piracy #905 0f3769b7>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _t2116 = 0
    for _t2115 in st.zones[(9 + _owner2535[st.loc[_t2109]])]:
        if (_st_cvars[84 + _t2115] == _t2109):
            _t2116 += (1 if ((_st_cvars[_t2115] == 'carnivorous') or (_st_cvars[_t2115] == 'high_body_weight')) else (2 if (_st_cvars[_t2115] == 'parasite') else 0))
    return _t2116

# <rulerun evolution.rules: piracy #906 0ce5ec32>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _t2118 = 0
    for _t2117 in st.zones[(9 + _owner2537[st.loc[_t2109]])]:
        if (((_st_cvars[84 + _t2117] == _t2109) and (_st_cvars[_t2117] == 'fat_tissue')) and _st_cvars[252 + _t2117]):
            _t2118 += 1
    return _t2118

# <rulerun evolution.rules: piracy #907 9a13ae71>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _t2120 = 0
    for _t2119 in st.zones[(9 + _owner2539[st.loc[_t2109]])]:
        if ((_st_cvars[84 + _t2119] == _t2109) and (_st_cvars[_t2119] == 'fat_tissue')):
            _t2120 += 1
    return _t2120

# <rulerun evolution.rules: piracy #908 e824a52a>
def _loop(st, _t2122):
    _st_cvars = st.cvars
    _t2125 = 0
    for _t2124 in st.zones[(9 + _owner2543[st.loc[_st_cvars[84 + _t2122]]])]:
        if (_st_cvars[84 + _t2124] == _st_cvars[84 + _t2122]):
            _t2125 += (1 if ((_st_cvars[_t2124] == 'carnivorous') or (_st_cvars[_t2124] == 'high_body_weight')) else (2 if (_st_cvars[_t2124] == 'parasite') else 0))
    return _t2125

# <rulerun evolution.rules: piracy #909 78745289>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2121 = st.zones[(9 + _owner2541[st.loc[_t2109]])]
    st.budget -= len(_t2121)
    if st.budget < 0: _spent2542(st)
    for _t2122 in _t2121:
        if (((_st_cvars[_t2122] == 'symbiosis') and (_st_cvars[168 + _t2122] == _t2109)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2122]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2122]] >= (_memo6[_st_cvars[84 + _t2122]] if _st_cvars[84 + _t2122] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2122], (1 + _a2544(st, _t2122)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 2f8db474>
def _loop(st, _t2127):
    _st_cvars = st.cvars
    _t2130 = 0
    for _t2129 in st.zones[(9 + _owner2549[st.loc[_t2127]])]:
        if (_st_cvars[84 + _t2129] == _t2127):
            _t2130 += (1 if ((_st_cvars[_t2129] == 'carnivorous') or (_st_cvars[_t2129] == 'high_body_weight')) else (2 if (_st_cvars[_t2129] == 'parasite') else 0))
    return _t2130

# <rulerun evolution.rules: piracy #911 8ee953c3>
def _loop(st, _t2109):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2126 = (list(_chain2546(map(st.zones.__getitem__, _k2547))) or ())
    st.budget -= len(_t2126)
    if st.budget < 0: _spent2548(st)
    for _t2127 in _t2126:
        if ((_t2127 != _t2109) and ((not ((_st_cvars[924 + _t2127] == _st_vars[0]) or (_st_cvars[504 + _t2127] >= (_memo6[_t2127] if _t2127 in _memo6 else _memo6.setdefault(_t2127, (1 + _a2550(st, _t2127))))))) and (_st_cvars[504 + _t2127] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 712eaf35>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t2108 = st.zones[(5 + L[0])]
    st.budget -= len(_t2108)
    if st.budget < 0: _spent2530(st)
    _t2110 = []
    for _t2109 in _t2108:
        if (_memo10[_t2109] if _t2109 in _memo10 else _memo10.setdefault(_t2109, ((((('piracy' in (st.memos[15][_t2109] if _t2109 in st.memos[15] else st.memos[15].setdefault(_t2109, frozenset(_a2532(st, _t2109))))) and (st.cvars[756 + _t2109] != st.vars[0])) and (not ((st.cvars[924 + _t2109] == st.vars[0]) or (st.cvars[504 + _t2109] >= (st.memos[6][_t2109] if _t2109 in st.memos[6] else st.memos[6].setdefault(_t2109, (1 + _a2534(st, _t2109)))))))) and ((not ((st.cvars[924 + _t2109] == st.vars[0]) or ((st.cvars[504 + _t2109] >= (st.memos[6][_t2109] if _t2109 in st.memos[6] else st.memos[6].setdefault(_t2109, (1 + _a2536(st, _t2109))))) and ((st.memos[5][_t2109] if _t2109 in st.memos[5] else st.memos[5].setdefault(_t2109, _a2538(st, _t2109))) >= (st.memos[4][_t2109] if _t2109 in st.memos[4] else st.memos[4].setdefault(_t2109, _a2540(st, _t2109))))))) and (st.memos[14][_t2109] if _t2109 in st.memos[14] else st.memos[14].setdefault(_t2109, (not _a2545(st, _t2109)))))) and _a2551(st, _t2109)))):
            _t2110.append(_t2109)
    return _t2110

# <rulerun evolution.rules: piracy #913 e8a2a6d2>
def _loop(st, _t2135):
    _st_cvars = st.cvars
    _t2138 = 0
    for _t2137 in st.zones[(9 + _owner2561[st.loc[_t2135]])]:
        if (_st_cvars[84 + _t2137] == _t2135):
            _t2138 += (1 if ((_st_cvars[_t2137] == 'carnivorous') or (_st_cvars[_t2137] == 'high_body_weight')) else (2 if (_st_cvars[_t2137] == 'parasite') else 0))
    return _t2138

# <rulerun evolution.rules: piracy #914 e0cfffef>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2134 = (list(_chain2558(map(st.zones.__getitem__, _k2559))) or ())
    st.budget -= len(_t2134)
    if st.budget < 0: _spent2560(st)
    _t2136 = []
    for _t2135 in _t2134:
        if ((_t2135 != _l1) and ((not ((_st_cvars[924 + _t2135] == _st_vars[0]) or (_st_cvars[504 + _t2135] >= (_memo6[_t2135] if _t2135 in _memo6 else _memo6.setdefault(_t2135, (1 + _a2562(st, _t2135))))))) and (_st_cvars[504 + _t2135] > 0))):
            _t2136.append(_t2135)
    return _t2136

# <rulerun evolution.rules: piracy #915 1d1c2390>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2552(st, L) or [])
            fr[1] = 1
            _t2131 = L[0]
            _t2132 = len(_o)
            if not _t2132: _no_option2554(_t2131, 'pirate')
            if _t2132 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2132 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2133 = st.chooser(_t2132, _t2131)
                else:
                    _t2133 = _st_bits(_t2132.bit_length())
                    while _t2133 >= _t2132: _t2133 = _st_bits(_t2132.bit_length())
                L[1] = _o[_t2133]; st.decisions += 1
                if st.thread_player is not None: _answered2555(st, _t2133)
            elif _st_log is None: _pend2556(st, L, _o, _t2131); return True
            elif _decide2557(st, L, _o, _t2131): return True
            pc = 1
        if pc == 1:
            _o = (_a2563(st, L) or [])
            fr[1] = 2
            _t2139 = L[0]
            _t2140 = len(_o)
            if not _t2140: _no_option2554(_t2139, 'animal to rob')
            if _t2140 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2140 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2141 = st.chooser(_t2140, _t2139)
                else:
                    _t2141 = _st_bits(_t2140.bit_length())
                    while _t2141 >= _t2140: _t2141 = _st_bits(_t2140.bit_length())
                L[2] = _o[_t2141]; st.decisions += 1
                if st.thread_player is not None: _answered2555(st, _t2141)
            elif _st_log is None: _pend2565(st, L, _o, _t2139); return True
            elif _decide2566(st, L, _o, _t2139): return True
            pc = 2
        if pc == 2:
            _r = _run2567(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2568(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2569(_k2570)
                fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2571[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2572)

# <rulerun evolution.rules: attack_action #916 b32627ed>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2146 = []
    for _t2145 in st.zones[(9 + _owner2576[st.loc[_t2143]])]:
        if (_st_cvars[84 + _t2145] == _t2143):
            _t2146.append(_st_cvars[_t2145])
    return _t2146

# <rulerun evolution.rules: attack_action #917 d0b2d705>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2148 = 0
    for _t2147 in st.zones[(9 + _owner2578[st.loc[_t2143]])]:
        if (_st_cvars[84 + _t2147] == _t2143):
            _t2148 += (1 if ((_st_cvars[_t2147] == 'carnivorous') or (_st_cvars[_t2147] == 'high_body_weight')) else (2 if (_st_cvars[_t2147] == 'parasite') else 0))
    return _t2148

# <rulerun evolution.rules: attack_action #918 67cb92f8>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2150 = 0
    for _t2149 in st.zones[(9 + _owner2580[st.loc[_t2143]])]:
        if (((_st_cvars[84 + _t2149] == _t2143) and (_st_cvars[_t2149] == 'fat_tissue')) and _st_cvars[252 + _t2149]):
            _t2150 += 1
    return _t2150

# <rulerun evolution.rules: attack_action #919 9e7c4cea>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2152 = 0
    for _t2151 in st.zones[(9 + _owner2582[st.loc[_t2143]])]:
        if ((_st_cvars[84 + _t2151] == _t2143) and (_st_cvars[_t2151] == 'fat_tissue')):
            _t2152 += 1
    return _t2152

# <rulerun evolution.rules: attack_action #920 ed90869b>
def _loop(st, _t2154):
    _st_cvars = st.cvars
    _t2157 = 0
    for _t2156 in st.zones[(9 + _owner2586[st.loc[_st_cvars[84 + _t2154]]])]:
        if (_st_cvars[84 + _t2156] == _st_cvars[84 + _t2154]):
            _t2157 += (1 if ((_st_cvars[_t2156] == 'carnivorous') or (_st_cvars[_t2156] == 'high_body_weight')) else (2 if (_st_cvars[_t2156] == 'parasite') else 0))
    return _t2157

# <rulerun evolution.rules: attack_action #921 c8c08d65>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2153 = st.zones[(9 + _owner2584[st.loc[_t2143]])]
    st.budget -= len(_t2153)
    if st.budget < 0: _spent2585(st)
    for _t2154 in _t2153:
        if (((_st_cvars[_t2154] == 'symbiosis') and (_st_cvars[168 + _t2154] == _t2143)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2154]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2154]] >= (_memo6[_st_cvars[84 + _t2154]] if _st_cvars[84 + _t2154] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2154], (1 + _a2587(st, _t2154)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 35fda101>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    _t2162 = []
    for _t2161 in st.zones[(9 + _owner2592[st.loc[_t2159]])]:
        if (_st_cvars[84 + _t2161] == _t2159):
            _t2162.append(_st_cvars[_t2161])
    return _t2162

# <rulerun evolution.rules: attack_action #923 2389cb0c>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2164 = []
    for _t2163 in st.zones[(9 + _owner2594[st.loc[_t2143]])]:
        if (_st_cvars[84 + _t2163] == _t2143):
            _t2164.append(_st_cvars[_t2163])
    return _t2164

# <rulerun evolution.rules: attack_action #924 21fd83c7>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    _t2167 = []
    for _t2166 in st.zones[(9 + _owner2596[st.loc[_t2159]])]:
        if (_st_cvars[84 + _t2166] == _t2159):
            _t2167.append(_st_cvars[_t2166])
    return _t2167

# <rulerun evolution.rules: attack_action #925 b4af3d3f>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2169 = []
    for _t2168 in st.zones[(9 + _owner2598[st.loc[_t2143]])]:
        if (_st_cvars[84 + _t2168] == _t2143):
            _t2169.append(_st_cvars[_t2168])
    return _t2169

# <rulerun evolution.rules: attack_action #926 423d9681>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    _t2172 = []
    for _t2171 in st.zones[(9 + _owner2600[st.loc[_t2159]])]:
        if (_st_cvars[84 + _t2171] == _t2159):
            _t2172.append(_st_cvars[_t2171])
    return _t2172

# <rulerun evolution.rules: attack_action #927 821e3eb7>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _t2174 = []
    for _t2173 in st.zones[(9 + _owner2602[st.loc[_t2143]])]:
        if (_st_cvars[84 + _t2173] == _t2143):
            _t2174.append(_st_cvars[_t2173])
    return _t2174

# <rulerun evolution.rules: attack_action #928 d98da2d0>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    _t2177 = []
    for _t2176 in st.zones[(9 + _owner2604[st.loc[_t2159]])]:
        if (_st_cvars[84 + _t2176] == _t2159):
            _t2177.append(_st_cvars[_t2176])
    return _t2177

# <rulerun evolution.rules: attack_action #929 a2d94d70>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    _t2179 = 0
    for _t2178 in st.zones[(9 + _owner2606[st.loc[_t2159]])]:
        if (_st_cvars[84 + _t2178] == _t2159):
            _t2179 += (1 if ((_st_cvars[_t2178] == 'carnivorous') or (_st_cvars[_t2178] == 'high_body_weight')) else (2 if (_st_cvars[_t2178] == 'parasite') else 0))
    return _t2179

# <rulerun evolution.rules: attack_action #930 14467f6b>
def _loop(st, _t2159):
    _st_cvars = st.cvars
    for _t2180 in st.zones[(9 + _owner2608[st.loc[_t2159]])]:
        if ((_st_cvars[_t2180] == 'symbiosis') and (_st_cvars[168 + _t2180] == _t2159)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 7b9ea0d7>
def _loop(st, _t2143):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2158 = (list(_chain2589(map(st.zones.__getitem__, _k2590))) or ())
    st.budget -= len(_t2158)
    if st.budget < 0: _spent2591(st)
    _t2165 = _NOT_YET
    _t2170 = _NOT_YET
    _t2175 = _NOT_YET
    for _t2159 in _t2158:
        if ((((((_t2143 != _t2159) and ((not ('camouflage' in (_memo15[_t2159] if _t2159 in _memo15 else _memo15.setdefault(_t2159, frozenset(_a2593(st, _t2159)))))) or (_t2165 if _t2165 is not _NOT_YET else (_t2165 := ('sharp_vision' in (_memo15[_t2143] if _t2143 in _memo15 else _memo15.setdefault(_t2143, frozenset(_a2595(st, _t2143))))))))) and ((not ('high_body_weight' in (_memo15[_t2159] if _t2159 in _memo15 else _memo15.setdefault(_t2159, frozenset(_a2597(st, _t2159)))))) or (_t2170 if _t2170 is not _NOT_YET else (_t2170 := ('high_body_weight' in (_memo15[_t2143] if _t2143 in _memo15 else _memo15.setdefault(_t2143, frozenset(_a2599(st, _t2143))))))))) and (('swimming' in (_memo15[_t2159] if _t2159 in _memo15 else _memo15.setdefault(_t2159, frozenset(_a2601(st, _t2159))))) == (_t2175 if _t2175 is not _NOT_YET else (_t2175 := ('swimming' in (_memo15[_t2143] if _t2143 in _memo15 else _memo15.setdefault(_t2143, frozenset(_a2603(st, _t2143))))))))) and (not (('burrowing' in (_memo15[_t2159] if _t2159 in _memo15 else _memo15.setdefault(_t2159, frozenset(_a2605(st, _t2159))))) and ((_st_cvars[924 + _t2159] == _st_vars[0]) or (_st_cvars[504 + _t2159] >= (_memo6[_t2159] if _t2159 in _memo6 else _memo6.setdefault(_t2159, (1 + _a2607(st, _t2159))))))))) and (not (_memo13[_t2159] if _t2159 in _memo13 else _memo13.setdefault(_t2159, _a2609(st, _t2159))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 f4d40a2d>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t2142 = st.zones[(5 + L[0])]
    st.budget -= len(_t2142)
    if st.budget < 0: _spent2575(st)
    _t2144 = []
    for _t2143 in _t2142:
        if (_memo0[_t2143] if _t2143 in _memo0 else _memo0.setdefault(_t2143, (((('carnivorous' in (st.memos[15][_t2143] if _t2143 in st.memos[15] else st.memos[15].setdefault(_t2143, frozenset(_a2577(st, _t2143))))) and (st.cvars[672 + _t2143] != st.vars[0])) and ((not ((st.cvars[924 + _t2143] == st.vars[0]) or ((st.cvars[504 + _t2143] >= (st.memos[6][_t2143] if _t2143 in st.memos[6] else st.memos[6].setdefault(_t2143, (1 + _a2579(st, _t2143))))) and ((st.memos[5][_t2143] if _t2143 in st.memos[5] else st.memos[5].setdefault(_t2143, _a2581(st, _t2143))) >= (st.memos[4][_t2143] if _t2143 in st.memos[4] else st.memos[4].setdefault(_t2143, _a2583(st, _t2143))))))) and (st.memos[14][_t2143] if _t2143 in st.memos[14] else st.memos[14].setdefault(_t2143, (not _a2588(st, _t2143)))))) and _a2610(st, _t2143)))):
            _t2144.append(_t2143)
    return _t2144

# <rulerun evolution.rules: attack_action #933 985d2a72>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2189 = []
    for _t2188 in st.zones[(9 + _owner2620[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2188] == _t2186):
            _t2189.append(_st_cvars[_t2188])
    return _t2189

# <rulerun evolution.rules: attack_action #934 bd86211d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2191 = []
    for _t2190 in st.zones[(9 + _owner2622[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2190] == _l1):
            _t2191.append(_st_cvars[_t2190])
    return _t2191

# <rulerun evolution.rules: attack_action #935 5f117f6d>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2194 = []
    for _t2193 in st.zones[(9 + _owner2624[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2193] == _t2186):
            _t2194.append(_st_cvars[_t2193])
    return _t2194

# <rulerun evolution.rules: attack_action #936 68d8ba7f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2196 = []
    for _t2195 in st.zones[(9 + _owner2626[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2195] == _l1):
            _t2196.append(_st_cvars[_t2195])
    return _t2196

# <rulerun evolution.rules: attack_action #937 374469c8>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2199 = []
    for _t2198 in st.zones[(9 + _owner2628[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2198] == _t2186):
            _t2199.append(_st_cvars[_t2198])
    return _t2199

# <rulerun evolution.rules: attack_action #938 efe9224d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2201 = []
    for _t2200 in st.zones[(9 + _owner2630[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2200] == _l1):
            _t2201.append(_st_cvars[_t2200])
    return _t2201

# <rulerun evolution.rules: attack_action #939 5bcaf337>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2204 = []
    for _t2203 in st.zones[(9 + _owner2632[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2203] == _t2186):
            _t2204.append(_st_cvars[_t2203])
    return _t2204

# <rulerun evolution.rules: attack_action #940 54899e83>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2206 = 0
    for _t2205 in st.zones[(9 + _owner2634[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2205] == _t2186):
            _t2206 += (1 if ((_st_cvars[_t2205] == 'carnivorous') or (_st_cvars[_t2205] == 'high_body_weight')) else (2 if (_st_cvars[_t2205] == 'parasite') else 0))
    return _t2206

# <rulerun evolution.rules: attack_action #941 57602598>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    for _t2207 in st.zones[(9 + _owner2636[st.loc[_t2186]])]:
        if ((_st_cvars[_t2207] == 'symbiosis') and (_st_cvars[168 + _t2207] == _t2186)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 5ff3ec0c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2185 = (list(_chain2617(map(st.zones.__getitem__, _k2618))) or ())
    st.budget -= len(_t2185)
    if st.budget < 0: _spent2619(st)
    _t2192 = _NOT_YET
    _t2197 = _NOT_YET
    _t2202 = _NOT_YET
    _t2187 = []
    for _t2186 in _t2185:
        if ((((((_l1 != _t2186) and ((not ('camouflage' in (_memo15[_t2186] if _t2186 in _memo15 else _memo15.setdefault(_t2186, frozenset(_a2621(st, _t2186)))))) or (_t2192 if _t2192 is not _NOT_YET else (_t2192 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2623(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2186] if _t2186 in _memo15 else _memo15.setdefault(_t2186, frozenset(_a2625(st, _t2186)))))) or (_t2197 if _t2197 is not _NOT_YET else (_t2197 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2627(st, L))))))))) and (('swimming' in (_memo15[_t2186] if _t2186 in _memo15 else _memo15.setdefault(_t2186, frozenset(_a2629(st, _t2186))))) == (_t2202 if _t2202 is not _NOT_YET else (_t2202 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2631(st, L))))))))) and (not (('burrowing' in (_memo15[_t2186] if _t2186 in _memo15 else _memo15.setdefault(_t2186, frozenset(_a2633(st, _t2186))))) and ((_st_cvars[924 + _t2186] == _st_vars[0]) or (_st_cvars[504 + _t2186] >= (_memo6[_t2186] if _t2186 in _memo6 else _memo6.setdefault(_t2186, (1 + _a2635(st, _t2186))))))))) and (not (_memo13[_t2186] if _t2186 in _memo13 else _memo13.setdefault(_t2186, _a2637(st, _t2186))))):
            _t2187.append(_t2186)
    return _t2187

# <rulerun evolution.rules: attack_action #943 a31fce51>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2611(st, L) or [])
            fr[1] = 1
            _t2182 = L[0]
            _t2183 = len(_o)
            if not _t2183: _no_option2613(_t2182, 'attacker')
            if _t2183 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2183 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2184 = st.chooser(_t2183, _t2182)
                else:
                    _t2184 = _st_bits(_t2183.bit_length())
                    while _t2184 >= _t2183: _t2184 = _st_bits(_t2183.bit_length())
                L[1] = _o[_t2184]; st.decisions += 1
                if st.thread_player is not None: _answered2614(st, _t2184)
            elif _st_log is None: _pend2615(st, L, _o, _t2182); return True
            elif _decide2616(st, L, _o, _t2182): return True
            pc = 1
        if pc == 1:
            _o = (_a2638(st, L) or [])
            fr[1] = 2
            _t2209 = L[0]
            _t2210 = len(_o)
            if not _t2210: _no_option2613(_t2209, 'target')
            if _t2210 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2210 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2211 = st.chooser(_t2210, _t2209)
                else:
                    _t2211 = _st_bits(_t2210.bit_length())
                    while _t2211 >= _t2210: _t2211 = _st_bits(_t2210.bit_length())
                L[2] = _o[_t2211]; st.decisions += 1
                if st.thread_player is not None: _answered2614(st, _t2211)
            elif _st_log is None: _pend2640(st, L, _o, _t2209); return True
            elif _decide2641(st, L, _o, _t2209): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p2642(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2643(_k2644)
                fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2645[17](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2646)

# <rulerun evolution.rules: hunt #944 34161af9>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2649(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step2650(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run2651(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2652(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2653(_k2654)
                fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2655[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p2652(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2653(_k2656)
                fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2655[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run2657(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step2658(st, fr): return True
            return None
        if pc == 8:
            _step2659(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2660)

# <rulerun evolution.rules: scavenge #945 688f67a4>
def _loop(st, L):
    _t2215 = (L[4] or ())
    st.budget -= len(_t2215)
    if st.budget < 0: _spent2666(st)
    for _t2216 in _t2215:
        return _t2216
    return None

# <rulerun evolution.rules: scavenge #946 adfc9709>
def _loop(st, L):
    _t2212 = (L[4] or ())
    st.budget -= len(_t2212)
    if st.budget < 0: _spent2665(st)
    _t2218 = _NOT_YET
    _t2214 = []
    for _t2213 in _t2212:
        if ((not False) or (_t2213 == (_t2218 if _t2218 is not _NOT_YET else (_t2218 := _a2667(st, L))))):
            _t2214.append(_t2213)
    return _t2214

# <rulerun evolution.rules: scavenge #947 40f88a40>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o2663[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run2664(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a2668(st, L) or [])
            fr[1] = 5
            _t2219 = L[3]
            _t2220 = len(_o)
            if not _t2220: _no_option2670(_t2219, 'scavenger to feed')
            if _t2220 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2220 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2221 = st.chooser(_t2220, _t2219)
                else:
                    _t2221 = _st_bits(_t2220.bit_length())
                    while _t2221 >= _t2220: _t2221 = _st_bits(_t2220.bit_length())
                L[5] = _o[_t2221]; st.decisions += 1
                if st.thread_player is not None: _answered2671(st, _t2221)
            elif _st_log is None: _pend2672(st, L, _o, _t2219); return True
            elif _decide2673(st, L, _o, _t2219): return True
            pc = 5
        if pc == 5:
            _r = _run2674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2675(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2676(_k2677)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2678[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run2679(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2662(_k, st, _d0): raise _Runaway2661()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2680)

# <rulerun evolution.rules: on after feed #948 f952f0e7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2683(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2684(_k2685)
                fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2686[12](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2687)

# <rulerun evolution.rules: on before attack #949 23b3898f>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    _t2229 = []
    for _t2228 in st.zones[(9 + _owner2699[st.loc[_t2226]])]:
        if (_st_cvars[84 + _t2228] == _t2226):
            _t2229.append(_st_cvars[_t2228])
    return _t2229

# <rulerun evolution.rules: on before attack #950 ac91f0ea>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2231 = []
    for _t2230 in st.zones[(9 + _owner2701[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2230] == _l0):
            _t2231.append(_st_cvars[_t2230])
    return _t2231

# <rulerun evolution.rules: on before attack #951 5391d51f>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    _t2234 = []
    for _t2233 in st.zones[(9 + _owner2703[st.loc[_t2226]])]:
        if (_st_cvars[84 + _t2233] == _t2226):
            _t2234.append(_st_cvars[_t2233])
    return _t2234

# <rulerun evolution.rules: on before attack #952 17c3ea31>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2236 = []
    for _t2235 in st.zones[(9 + _owner2705[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2235] == _l0):
            _t2236.append(_st_cvars[_t2235])
    return _t2236

# <rulerun evolution.rules: on before attack #953 fb6bc12b>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    _t2239 = []
    for _t2238 in st.zones[(9 + _owner2707[st.loc[_t2226]])]:
        if (_st_cvars[84 + _t2238] == _t2226):
            _t2239.append(_st_cvars[_t2238])
    return _t2239

# <rulerun evolution.rules: on before attack #954 cb7317b5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2241 = []
    for _t2240 in st.zones[(9 + _owner2709[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2240] == _l0):
            _t2241.append(_st_cvars[_t2240])
    return _t2241

# <rulerun evolution.rules: on before attack #955 d657215d>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    _t2244 = []
    for _t2243 in st.zones[(9 + _owner2711[st.loc[_t2226]])]:
        if (_st_cvars[84 + _t2243] == _t2226):
            _t2244.append(_st_cvars[_t2243])
    return _t2244

# <rulerun evolution.rules: on before attack #956 e1a4cb14>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    _t2246 = 0
    for _t2245 in st.zones[(9 + _owner2713[st.loc[_t2226]])]:
        if (_st_cvars[84 + _t2245] == _t2226):
            _t2246 += (1 if ((_st_cvars[_t2245] == 'carnivorous') or (_st_cvars[_t2245] == 'high_body_weight')) else (2 if (_st_cvars[_t2245] == 'parasite') else 0))
    return _t2246

# <rulerun evolution.rules: on before attack #957 b79e7cfb>
def _loop(st, _t2226):
    _st_cvars = st.cvars
    for _t2247 in st.zones[(9 + _owner2715[st.loc[_t2226]])]:
        if ((_st_cvars[_t2247] == 'symbiosis') and (_st_cvars[168 + _t2247] == _t2226)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 404f4fea>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2225 = st.zones[(5 + L[4])]
    st.budget -= len(_t2225)
    if st.budget < 0: _spent2698(st)
    _t2232 = _NOT_YET
    _t2237 = _NOT_YET
    _t2242 = _NOT_YET
    _t2227 = []
    for _t2226 in _t2225:
        if (((_t2226 != _l1) and (_t2226 != _l0)) and ((((((_l0 != _t2226) and ((not ('camouflage' in (_memo15[_t2226] if _t2226 in _memo15 else _memo15.setdefault(_t2226, frozenset(_a2700(st, _t2226)))))) or (_t2232 if _t2232 is not _NOT_YET else (_t2232 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2702(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2226] if _t2226 in _memo15 else _memo15.setdefault(_t2226, frozenset(_a2704(st, _t2226)))))) or (_t2237 if _t2237 is not _NOT_YET else (_t2237 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2706(st, L))))))))) and (('swimming' in (_memo15[_t2226] if _t2226 in _memo15 else _memo15.setdefault(_t2226, frozenset(_a2708(st, _t2226))))) == (_t2242 if _t2242 is not _NOT_YET else (_t2242 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2710(st, L))))))))) and (not (('burrowing' in (_memo15[_t2226] if _t2226 in _memo15 else _memo15.setdefault(_t2226, frozenset(_a2712(st, _t2226))))) and ((_st_cvars[924 + _t2226] == _st_vars[0]) or (_st_cvars[504 + _t2226] >= (_memo6[_t2226] if _t2226 in _memo6 else _memo6.setdefault(_t2226, (1 + _a2714(st, _t2226))))))))) and (not (_memo13[_t2226] if _t2226 in _memo13 else _memo13.setdefault(_t2226, _a2716(st, _t2226)))))):
            _t2227.append(_t2226)
    return _t2227

# <rulerun evolution.rules: on before attack #959 547310ee>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2253 = []
    for _t2252 in st.zones[(9 + _owner2723[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t2252] == L[1]) or (_st_cvars[168 + _t2252] == L[1])):
            _t2253.append(_t2252)
    return _t2253

# <rulerun evolution.rules: on before attack #960 8c1f79db>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2690(st, L)
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
            _r = _run2691(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[5] or [])
            fr[1] = 4
            _t2222 = L[4]
            _t2223 = len(_o) + 1
            if _t2223 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2224 = st.chooser(_t2223, _t2222)
                else:
                    _t2224 = _st_bits(_t2223.bit_length())
                    while _t2224 >= _t2223: _t2224 = _st_bits(_t2223.bit_length())
                L[6] = _o[_t2224 - 1] if _t2224 else None; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2224)
            elif _st_log is None: _pend2694(st, L, [None] + _o, _t2222); return True
            elif _decide2695(st, L, _o, _t2222): return True
            pc = 4
        if pc == 4:
            _r = _run2696(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run2697(st, L)
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
            _o = (_a2717(st, L) or [])
            fr[1] = 10
            _t2249 = L[4]
            _t2250 = len(_o)
            if not _t2250: _no_option2719(_t2249, 'mimicry: the new target')
            if _t2250 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2250 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2251 = st.chooser(_t2250, _t2249)
                else:
                    _t2251 = _st_bits(_t2250.bit_length())
                    while _t2251 >= _t2250: _t2251 = _st_bits(_t2250.bit_length())
                L[7] = _o[_t2251]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2251)
            elif _st_log is None: _pend2720(st, L, _o, _t2249); return True
            elif _decide2721(st, L, _o, _t2249): return True
            pc = 10
        if pc == 10:
            _r = _run2722(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a2724(st, L) or [])
            fr[1] = 13
            _t2254 = L[4]
            _t2255 = len(_o)
            if not _t2255: _no_option2719(_t2254, 'tail loss: trait to drop')
            if _t2255 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2255 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2256 = st.chooser(_t2255, _t2254)
                else:
                    _t2256 = _st_bits(_t2255.bit_length())
                    while _t2256 >= _t2255: _t2256 = _st_bits(_t2255.bit_length())
                L[8] = _o[_t2256]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2256)
            elif _st_log is None: _pend2726(st, L, _o, _t2254); return True
            elif _decide2727(st, L, _o, _t2254): return True
            pc = 13
        if pc == 13:
            _r = _run2728(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2729(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2730(_k2731)
                fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2732[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 15
        if pc == 15:
            _r = _run2733(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2689(_k, st, _d0): raise _Runaway2688()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2734)

# <rulerun evolution.rules: on after attack #961 1ab53fee>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2738(st, [_owner2737[_st_loc[L[0]]], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [_owner2737[_st_loc[L[0]]], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2739(_k2740)
                fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2741[18](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2742)

# <rulerun evolution.rules: extinction_and_new_cards #962 65b49b54>
def _loop(st, _t2265):
    _st_cvars = st.cvars
    _t2267 = 0
    for _t2266 in st.zones[(9 + _owner2770[st.loc[_t2265]])]:
        if (_st_cvars[84 + _t2266] == _t2265):
            _t2267 += (1 if ((_st_cvars[_t2266] == 'carnivorous') or (_st_cvars[_t2266] == 'high_body_weight')) else (2 if (_st_cvars[_t2266] == 'parasite') else 0))
    return _t2267

# <rulerun evolution.rules: extinction_and_new_cards #963 81e62429>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2274 = []
    for _t2273 in st.zones[(9 + _owner2777[st.loc[_i27l0]])]:
        if ((_st_cvars[84 + _t2273] == _i27l0) or (_st_cvars[168 + _t2273] == _i27l0)):
            _t2274.append(_t2273)
    return _t2274

# <rulerun evolution.rules: extinction_and_new_cards #964 393a3ba5>
def _loop(st):
    for _t2288 in (_k2784 or ()):
        if (st.vars[7 + _t2288] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout 3eb856a2>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2766)
    _t2264 = (list(_chain2767(map(_st_zones.__getitem__, _k2768))) or ())
    st.budget -= len(_t2264)
    if st.budget < 0: _spent2769(st)
    _t2263 = []
    for _t2265 in _t2264:
        if ((not ((_st_cvars[924 + _t2265] == _st_vars[0]) or (_st_cvars[504 + _t2265] >= (_memo6[_t2265] if _t2265 in _memo6 else _memo6.setdefault(_t2265, (1 + _a2771(st, _t2265))))))) or _st_cvars[588 + _t2265]):
            _t2263.append(_t2265)
    L[0] = _t2263
    _t2269 = (L[0] or [])
    st.budget -= len(_t2269)
    if st.budget < 0: _spent2769(st)
    for _t2268 in _t2269:
        L[3] = _t2268
        if _st_cvars[588 + _t2268]:
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), [_PlayerRef2774(_owner2773[_st_loc[_t2268]]), "'s animal ", _plain2775(_st_cvars[420 + _t2268]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), [_PlayerRef2774(_owner2773[_st_loc[_t2268]]), "'s animal ", _plain2775(_st_cvars[420 + _t2268]), ' starves']))
    _t2271 = (L[0] or [])
    st.budget -= len(_t2271)
    if st.budget < 0: _spent2769(st)
    for _t2270 in _t2271:
        L[6] = _t2270
        _i27l0 = _t2270
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = _owner2773[_st_loc[_i27l0]]
        _t2275 = (_a2778(st, _i27l0) or [])
        st.budget -= len(_t2275)
        if st.budget < 0: _spent2769(st)
        for _t2272 in _t2275:
            _i27[4] = _t2272
            _i28l0 = _t2272
            _i28 = [_i28l0, None]
            _i28[1] = _owner2773[_st_loc[_i28l0]]
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
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
            if _memo16: _memo16.clear()
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
            _t2276 = _i28l0
            _t2277 = (13 + _i28[1])
            if type(_t2276) is int and _st_log is None:
                _t2278 = _st_zones[(_t2279 := _st_loc[_t2276])]
                if _t2278[-1] == _t2276: _t2278.pop()
                else: _t2278.remove(_t2276)
                _st_zones[_t2277].append(_t2276); _st_loc[_t2276] = _t2277
                _t2280 = _leaving2780[_t2279]
                if _memo12 and _t2280 & 4096: _memo12.clear()
            elif _t2276 is not None:
                _move_cards2779(st, _t2276, _t2277, False)
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
            if _memo15: _memo15.clear()
            if _memo16: _memo16.clear()
        _st_cvars[504 + _i27l0] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        _st_cvars[588 + _i27l0] = False
        _t2281 = _i27l0
        _t2282 = (13 + _i27[1])
        if type(_t2281) is int and _st_log is None:
            _t2283 = _st_zones[(_t2284 := _st_loc[_t2281])]
            if _t2283[-1] == _t2281: _t2283.pop()
            else: _t2283.remove(_t2281)
            _st_zones[_t2282].append(_t2281); _st_loc[_t2281] = _t2282
            _t2285 = _leaving2781[_t2284]
            if _memo12 and _t2285 & 4096: _memo12.clear()
        elif _t2281 is not None:
            _move_cards2779(st, _t2281, _t2282, False)
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
        if _memo15: _memo15.clear()
        if _memo16: _memo16.clear()
    if (not _st_vars[2]):
        _i29 = [None, None, None, None, None, None, None, None, None]
        for _t2286 in (_k2782 or []):
            _i29[2] = _t2286
            _st_vars[7 + _t2286] = (6 if ((not _st_zones[(5 + _t2286)]) and (not _st_zones[(1 + _t2286)])) else (1 + len(_st_zones[(5 + _t2286)])))
        for _t2287 in (_o2783[_st_vars[1]] or []):
            _i29[5] = _t2287
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), ['Cards owed to ', _PlayerRef2774(_t2287), ': ', _plain2775(_st_vars[7 + _t2287])]))
        while ((not not _st_zones[0]) and _a2785(st)):
            st.budget -= 1
            if st.budget < 0: _spent2769(st)
            for _t2290 in (_o2786[_st_vars[1]] or []):
                _i29[8] = _t2290
                if not (((_st_vars[7 + _t2290] > 0) and (not not _st_zones[0]))): continue
                _t2293 = _st_zones[0]
                _t2292 = (1 + _t2290)
                if _st_log is None and _t2293:
                    _t2291 = _t2293.pop(); _st_zones[_t2292].append(_t2291); _st_loc[_t2291] = _t2292
                elif _t2293:
                    _move_cards2779(st, _t2293[-1], _t2292, False)
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
                if _memo15: _memo15.clear()
                if _memo16: _memo16.clear()
                _st_vars[7 + _t2290] = (_t2294 if -1000000000000000000 <= (_t2294 := _st_vars[7 + _t2290] - 1) <= 1000000000000000000 else _beyond2787(_t2294))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), ['The deck has run out: the next turn is the last']))
    for _t2295 in (list(_chain2788(map(_st_zones.__getitem__, _k2789))) or []):
        L[9] = _t2295
        _st_cvars[504 + _t2295] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout 12ae8e41>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2746(_k2747)
    st.budget -= 1
    if st.budget < 0: _spent2748(st)
    _st_vars[0] = (_t2257 if -1000000000000000000 <= (_t2257 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2749(_t2257))
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
        if _st_log is not None: _st_log.append(_Text2753(_audience2750(st), ['Turn ', _plain2751(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef2752(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text2753(_audience2750(st), ['Turn ', _plain2751(_st_vars[0]), ': ', _PlayerRef2752(_st_vars[1]), ' is the first player; ', _plain2751(len(_st_zones[0])), ' cards in the deck']))
    _i25 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k2754)
    _i25[0] = []
    while (len((_i25[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent2748(st)
        for _t2258 in (_o2755[_st_vars[1]] or []):
            _i25[3] = _t2258
            if not ((not (_t2258 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2258)]):
                if _st_log is not None: _st_log.append(_Text2753(_audience2750(st), [_PlayerRef2752(_t2258), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2258])
                if len(_i25[0]) > 1000000: _too_long2756(_i25[0])
            else:
                _t2259 = _st_zones[(1 + _t2258)]
                _t2260 = _t2258
                _t2261 = len(_t2259) + 1
                if _t2261 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2262 = st.chooser(_t2261, _t2260)
                    else:
                        _t2262 = _st_bits(_t2261.bit_length())
                        while _t2262 >= _t2261: _t2262 = _st_bits(_t2261.bit_length())
                    _i25[4] = _t2259[_t2262 - 1] if _t2262 else None; st.decisions += 1
                elif _st_log is None: _pend2759(st, _i25, [None] + _t2259, _t2260); raise _PlayoutCut2757()
                elif _decide2760(st, _i25, _t2259[:], _t2260): raise _PlayoutCut2757()
                if (_i25[4] is None):
                    _i25[0] = _joined2761(_i25[0], [_t2258])
                else:
                    if _p2762(st, [_t2258, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k2763)
    _st_vars[3] = ((_roll2764(st, 1, 6) + 2) if (4 == 2) else (_roll2764(st, 2, 6) if (4 == 3) else ((_roll2764(st, 2, 6) + 2) if (4 == 4) else ((_roll2764(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll2764(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll2764(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll2764(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2753(_audience2750(st), [_PlayerRef2752(_st_vars[1]), ' rolls the food base: ', _plain2751(_st_vars[3]), ' red tokens']))
    if _p2765(st, [], _d + 1) == 3: return 3
    if _p2791(st, _k2790[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #967 88ac4fa5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2745(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p2792(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit2793(_k2794)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2795[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit2744(_k, st, _d0): raise _Runaway2743()
                continue
        if pc == 3:
            _r = _run2796(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2797(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2798)

# <rulerun evolution.rules: play #968 66bc37e3>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2297 = 0
    for _t2296 in st.zones[(9 + p)]:
        _t2297 += (1 + (1 if ((_st_cvars[_t2296] == 'carnivorous') or (_st_cvars[_t2296] == 'high_body_weight')) else (2 if (_st_cvars[_t2296] == 'parasite') else 0)))
    return _t2297

# <rulerun evolution.rules: rank #969 c61d8a3e>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2799(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 055ffba3>
def _loop(st, _t2299):
    _st_cvars = st.cvars
    _t2302 = 0
    for _t2301 in st.zones[(9 + _owner2801[st.loc[_t2299]])]:
        if (_st_cvars[84 + _t2301] == _t2299):
            _t2302 += (1 + (1 if ((_st_cvars[_t2301] == 'carnivorous') or (_st_cvars[_t2301] == 'high_body_weight')) else (2 if (_st_cvars[_t2301] == 'parasite') else 0)))
    return _t2302

# <rulerun evolution.rules: play #971 4f8b5292>
def _loop(st, _t2299):
    _st_cvars = st.cvars
    _t2304 = 0
    for _t2303 in st.zones[(9 + _owner2803[st.loc[_t2299]])]:
        if (_st_cvars[84 + _t2303] == _t2299):
            _t2304 += (1 if ((_st_cvars[_t2303] == 'carnivorous') or (_st_cvars[_t2303] == 'high_body_weight')) else (2 if (_st_cvars[_t2303] == 'parasite') else 0))
    return _t2304

# <rulerun evolution.rules: play #972 96439ec4>
def _loop(st, _t2299):
    _st_cvars = st.cvars
    _t2306 = 0
    for _t2305 in st.zones[(9 + _owner2805[st.loc[_t2299]])]:
        if (_st_cvars[84 + _t2305] == _t2299):
            _t2306 += (1 + (1 if ((_st_cvars[_t2305] == 'carnivorous') or (_st_cvars[_t2305] == 'high_body_weight')) else (2 if (_st_cvars[_t2305] == 'parasite') else 0)))
    return _t2306

# <rulerun evolution.rules: play #973 09dac2e6>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2298 = st.zones[(5 + p)]
    st.budget -= len(_t2298)
    if st.budget < 0: _spent2800(st)
    _t2300 = 0
    for _t2299 in _t2298:
        _t2300 += (0 if _st_cvars[588 + _t2299] else ((2 * (2 + _a2802(st, _t2299))) if ((_st_cvars[924 + _t2299] == _st_vars[0]) or (_st_cvars[504 + _t2299] >= (1 + _a2804(st, _t2299)))) else (2 + _a2806(st, _t2299))))
    return _t2300

# <rulerun evolution.rules: rank #974 7bbceb3b>
def _native(st, p):
    return (_a2807(st, p), len(st.zones[(13 + p)]), )

