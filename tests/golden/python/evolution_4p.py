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

# <rulerun evolution.rules: convert_fat #325 f4c83934>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + _owner758[st.loc[_l1]])]:
        if (((_st_cvars[84 + _t756] == _l1) and (_st_cvars[_t756] == 'fat_tissue')) and _st_cvars[252 + _t756]):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: convert_fat #326 42ce080f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t759 = 0
    for _t758 in st.zones[(9 + _owner760[st.loc[_l1]])]:
        if (_st_cvars[84 + _t758] == _l1):
            _t759 += (1 if ((_st_cvars[_t758] == 'carnivorous') or (_st_cvars[_t758] == 'high_body_weight')) else (2 if (_st_cvars[_t758] == 'parasite') else 0))
    return _t759

# <rulerun evolution.rules: convert_fat #327 7a1827e3>
def _native(st, L):
    return _range757(1, min(_a759(st, L), (_t760 if -1000000000000000000 <= (_t760 := ((1 + _a761(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond762(_t760))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 44aa899c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + _owner763[st.loc[_l0]])]:
        if (_st_cvars[84 + _t761] == _l0):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: receive #330 5112b0df>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + _owner765[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t763] == _l0) and (_st_cvars[_t763] == 'fat_tissue')) and _st_cvars[252 + _t763]):
            _t764 += 1
    return _t764

# <rulerun evolution.rules: receive #331 79fafcab>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t766 = 0
    for _t765 in st.zones[(9 + _owner767[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t765] == _l0) and (_st_cvars[_t765] == 'fat_tissue')):
            _t766 += 1
    return _t766

# <rulerun evolution.rules: receive #332 1b21b267>
def _loop(st, _t768):
    _st_cvars = st.cvars
    _t771 = 0
    for _t770 in st.zones[(9 + _owner771[st.loc[_st_cvars[84 + _t768]]])]:
        if (_st_cvars[84 + _t770] == _st_cvars[84 + _t768]):
            _t771 += (1 if ((_st_cvars[_t770] == 'carnivorous') or (_st_cvars[_t770] == 'high_body_weight')) else (2 if (_st_cvars[_t770] == 'parasite') else 0))
    return _t771

# <rulerun evolution.rules: receive #333 77c952f4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t767 = st.zones[(9 + _owner769[st.loc[_l0]])]
    st.budget -= len(_t767)
    if st.budget < 0: _spent770(st)
    for _t768 in _t767:
        if (((_st_cvars[_t768] == 'symbiosis') and (_st_cvars[168 + _t768] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t768]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t768]] >= (_memo6[_st_cvars[84 + _t768]] if _st_cvars[84 + _t768] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t768], (1 + _a772(st, _t768)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 1899f1ce>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _memo14, _, _, = st.memos
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a764(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a766(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a768(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a773(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t772 if -1000000000000000000 <= (_t772 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond774(_t772))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text779(_audience775(st), [_PlayerRef777(_owner776[st.loc[_l0]]), "'s animal ", _plain778(_st_cvars[420 + _l0]), ' cannot take the ', _plain778(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 858f0c74>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + _owner781[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t773] == L[2]):
            _t774 += (1 if ((_st_cvars[_t773] == 'carnivorous') or (_st_cvars[_t773] == 'high_body_weight')) else (2 if (_st_cvars[_t773] == 'parasite') else 0))
    return _t774

# <rulerun evolution.rules: receive #336 4c8b773b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t779 = 0
    for _t778 in st.zones[(9 + _owner786[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t778] == L[2]) and (_st_cvars[_t778] == 'fat_tissue')) and _st_cvars[252 + _t778]):
            _t779 += 1
    return _t779

# <rulerun evolution.rules: receive #337 a09b361d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t781 = 0
    for _t780 in st.zones[(9 + _owner788[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t780] == L[2]) and (_st_cvars[_t780] == 'fat_tissue')):
            _t781 += 1
    return _t781

# <rulerun evolution.rules: receive #338 04f4a57f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t784 = 0
    for _t783 in st.zones[(9 + _owner792[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t783] == L[2]):
            _t784 += (1 if ((_st_cvars[_t783] == 'carnivorous') or (_st_cvars[_t783] == 'high_body_weight')) else (2 if (_st_cvars[_t783] == 'parasite') else 0))
    return _t784

# <rulerun evolution.rules: receive #339 dab07968>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value780(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a782(st, L)))))):
        _t776 = L[2]
        _t775 = None
        for _t777 in st.zones[(9 + _owner783[st.loc[L[2]]])]:
            if (((_st_cvars[84 + _t777] == _t776) and (_st_cvars[_t777] == 'fat_tissue')) and (not _st_cvars[252 + _t777])):
                _t775 = _t777
                break
        L[3] = _t775
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
        _st_cvars[504 + L[2]] = (_t782 if -1000000000000000000 <= (_t782 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond791(_t782))
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

# <rulerun evolution.rules: paired_triggers #342 78231500>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t789 = 0
    for _t788 in st.zones[(9 + _owner797[st.loc[_l0]])]:
        if (_st_cvars[84 + _t788] == _l0):
            _t789 += (1 if ((_st_cvars[_t788] == 'carnivorous') or (_st_cvars[_t788] == 'high_body_weight')) else (2 if (_st_cvars[_t788] == 'parasite') else 0))
    return _t789

# <rulerun evolution.rules: paired_triggers #343 a61737f5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t791 = 0
    for _t790 in st.zones[(9 + _owner799[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t790] == _l0) and (_st_cvars[_t790] == 'fat_tissue')) and _st_cvars[252 + _t790]):
            _t791 += 1
    return _t791

# <rulerun evolution.rules: paired_triggers #344 546dbd98>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t793 = 0
    for _t792 in st.zones[(9 + _owner801[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t792] == _l0) and (_st_cvars[_t792] == 'fat_tissue')):
            _t793 += 1
    return _t793

# <rulerun evolution.rules: paired_triggers #345 0f8fe654>
def _loop(st, _t795):
    _st_cvars = st.cvars
    _t798 = 0
    for _t797 in st.zones[(9 + _owner805[st.loc[_st_cvars[84 + _t795]]])]:
        if (_st_cvars[84 + _t797] == _st_cvars[84 + _t795]):
            _t798 += (1 if ((_st_cvars[_t797] == 'carnivorous') or (_st_cvars[_t797] == 'high_body_weight')) else (2 if (_st_cvars[_t797] == 'parasite') else 0))
    return _t798

# <rulerun evolution.rules: paired_triggers #346 26b30714>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t794 = st.zones[(9 + _owner803[st.loc[_l0]])]
    st.budget -= len(_t794)
    if st.budget < 0: _spent804(st)
    for _t795 in _t794:
        if (((_st_cvars[_t795] == 'symbiosis') and (_st_cvars[168 + _t795] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t795]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t795]] >= (1 + _a806(st, _t795)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 f1ff1b60>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent796(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a798(st, L))) and (_a800(st, L) >= _a802(st, L))))) and (not _a807(st, L)))

# <rulerun evolution.rules: paired_triggers #348 1a96f8f6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t786 = st.zones[(9 + _owner794[st.loc[_l0]])]
    st.budget -= len(_t786)
    if st.budget < 0: _spent795(st)
    _t785 = []
    for _t787 in _t786:
        if (((_st_cvars[336 + _t787] != _st_vars[4]) and ((_st_cvars[84 + _t787] == _l0) or (_st_cvars[168 + _t787] == _l0))) and (((((_st_cvars[_t787] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d808(st, [(_st_cvars[168 + _t787] if (_st_cvars[84 + _t787] == _l0) else _st_cvars[84 + _t787])])) or ((_st_cvars[_t787] == 'cooperation') and _d808(st, [(_st_cvars[168 + _t787] if (_st_cvars[84 + _t787] == _l0) else _st_cvars[84 + _t787])])))):
            _t785.append(_t787)
    L[2] = _t785
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

# <rulerun evolution.rules: paired_triggers #350 49efefa7>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t799 if -1000000000000000000 <= (_t799 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond809(_t799))
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

# <rulerun evolution.rules: piracy #360 bb88269c>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_cvars[756 + _l1] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + _l2] = (_t800 if -1000000000000000000 <= (_t800 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond817(_t800))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text822(_audience818(st), ['Piracy: ', _PlayerRef819(L[0]), "'s animal ", _plain820(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef819(_owner821[st.loc[_l2]]), "'s animal ", _plain820(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 79525343>
def _loop(st, _t803):
    _st_cvars = st.cvars
    for _t804 in st.zones[(9 + _owner824[st.loc[_t803]])]:
        if ((_st_cvars[84 + _t804] == _t803) and (_st_cvars[_t804] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 5a8d83e5>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + _owner826[st.loc[_t803]])]:
        if (_st_cvars[84 + _t806] == _t803):
            _t807 += (1 if ((_st_cvars[_t806] == 'carnivorous') or (_st_cvars[_t806] == 'high_body_weight')) else (2 if (_st_cvars[_t806] == 'parasite') else 0))
    return _t807

# <rulerun evolution.rules: piracy #363 77543bd0>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t809 = 0
    for _t808 in st.zones[(9 + _owner828[st.loc[_t803]])]:
        if (_st_cvars[84 + _t808] == _t803):
            _t809 += (1 if ((_st_cvars[_t808] == 'carnivorous') or (_st_cvars[_t808] == 'high_body_weight')) else (2 if (_st_cvars[_t808] == 'parasite') else 0))
    return _t809

# <rulerun evolution.rules: piracy #364 57b9bc7a>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + _owner830[st.loc[_t803]])]:
        if (((_st_cvars[84 + _t810] == _t803) and (_st_cvars[_t810] == 'fat_tissue')) and _st_cvars[252 + _t810]):
            _t811 += 1
    return _t811

# <rulerun evolution.rules: piracy #365 a90f2fad>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + _owner832[st.loc[_t803]])]:
        if ((_st_cvars[84 + _t812] == _t803) and (_st_cvars[_t812] == 'fat_tissue')):
            _t813 += 1
    return _t813

# <rulerun evolution.rules: piracy #366 0497fe8e>
def _loop(st, _t815):
    _st_cvars = st.cvars
    _t818 = 0
    for _t817 in st.zones[(9 + _owner836[st.loc[_st_cvars[84 + _t815]]])]:
        if (_st_cvars[84 + _t817] == _st_cvars[84 + _t815]):
            _t818 += (1 if ((_st_cvars[_t817] == 'carnivorous') or (_st_cvars[_t817] == 'high_body_weight')) else (2 if (_st_cvars[_t817] == 'parasite') else 0))
    return _t818

# <rulerun evolution.rules: piracy #367 7c4eb67e>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t814 = st.zones[(9 + _owner834[st.loc[_t803]])]
    st.budget -= len(_t814)
    if st.budget < 0: _spent835(st)
    for _t815 in _t814:
        if (((_st_cvars[_t815] == 'symbiosis') and (_st_cvars[168 + _t815] == _t803)) and (not ((_st_cvars[924 + _st_cvars[84 + _t815]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t815]] >= (1 + _a837(st, _t815)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 a443d8c6>
def _loop(st, _t820):
    _st_cvars = st.cvars
    _t823 = 0
    for _t822 in st.zones[(9 + _owner842[st.loc[_t820]])]:
        if (_st_cvars[84 + _t822] == _t820):
            _t823 += (1 if ((_st_cvars[_t822] == 'carnivorous') or (_st_cvars[_t822] == 'high_body_weight')) else (2 if (_st_cvars[_t822] == 'parasite') else 0))
    return _t823

# <rulerun evolution.rules: piracy #369 7537b67e>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t819 = (list(_chain839(map(st.zones.__getitem__, _k840))) or ())
    st.budget -= len(_t819)
    if st.budget < 0: _spent841(st)
    for _t820 in _t819:
        if ((_t820 != _t803) and ((not ((_st_cvars[924 + _t820] == _st_vars[0]) or (_st_cvars[504 + _t820] >= (1 + _a843(st, _t820))))) and (_st_cvars[504 + _t820] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 c73fe1bf>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t802 = st.zones[(5 + L[0])]
    st.budget -= len(_t802)
    if st.budget < 0: _spent823(st)
    _t801 = []
    for _t803 in _t802:
        if ((((_a825(st, _t803) and (_st_cvars[756 + _t803] != _st_vars[0])) and (not ((_st_cvars[924 + _t803] == _st_vars[0]) or (_st_cvars[504 + _t803] >= (1 + _a827(st, _t803)))))) and ((not ((_st_cvars[924 + _t803] == _st_vars[0]) or ((_st_cvars[504 + _t803] >= (1 + _a829(st, _t803))) and (_a831(st, _t803) >= _a833(st, _t803))))) and (not _a838(st, _t803)))) and _a844(st, _t803)):
            _t801.append(_t803)
    return _t801

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 aada8c82>
def _loop(st, L):
    _st_cvars = st.cvars
    _t825 = []
    for _t824 in st.zones[(9 + _owner849[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t824] == L[1]) or (_st_cvars[168 + _t824] == L[1])):
            _t825.append(_st_cvars[_t824])
    return _t825

# <rulerun evolution.rules: piracy #373 56ca65df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t827 = []
    for _t826 in st.zones[(9 + _owner851[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t826] == L[1]) or (_st_cvars[168 + _t826] == L[1])):
            _t827.append(_t826)
    return _t827

# <rulerun evolution.rules: piracy #374 08c9ab1a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t829 = 0
    for _t828 in st.zones[(9 + _owner853[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t828] == L[1]):
            _t829 += (1 if ((_st_cvars[_t828] == 'carnivorous') or (_st_cvars[_t828] == 'high_body_weight')) else (2 if (_st_cvars[_t828] == 'parasite') else 0))
    return _t829

# <rulerun evolution.rules: piracy #375 e7a344f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t831 = 0
    for _t830 in st.zones[(9 + _owner855[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t830] == L[1]) and (_st_cvars[_t830] == 'fat_tissue')) and _st_cvars[252 + _t830]):
            _t831 += 1
    return _t831

# <rulerun evolution.rules: piracy #376 624397cb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + _owner857[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t832] == L[1]) and (_st_cvars[_t832] == 'fat_tissue')):
            _t833 += 1
    return _t833

# <rulerun evolution.rules: piracy #377 ca1d5cfa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = 0
    for _t834 in st.zones[(9 + _owner859[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t834] == L[1]) and (_st_cvars[_t834] == 'fat_tissue')):
            _t835 += 1
    return _t835

# <rulerun evolution.rules: piracy #378 ca033270>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain845(_text846(((((('animal ' + _plain845(_st_cvars[420 + L[1]]) + ' of ' + _player_text847(_owner848[st.loc[L[1]]])) + (_text846(' ' + _plain845(_a850(st, L))) if (not not (_a852(st, L) or ())) else '')) + (' food ' + _plain845(_st_cvars[504 + L[1]]) + '/' + _plain845((1 + _a854(st, L))))) + ((' fat ' + _plain845(_a856(st, L)) + '/' + _plain845(_a858(st, L))) if (_a860(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 07215b45>
def _loop(st, _t838):
    _st_cvars = st.cvars
    _t840 = 0
    for _t839 in st.zones[(9 + _owner864[st.loc[_t838]])]:
        if (_st_cvars[84 + _t839] == _t838):
            _t840 += (1 if ((_st_cvars[_t839] == 'carnivorous') or (_st_cvars[_t839] == 'high_body_weight')) else (2 if (_st_cvars[_t839] == 'parasite') else 0))
    return _t840

# <rulerun evolution.rules: piracy #380 37b74573>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t837 = (list(_chain861(map(st.zones.__getitem__, _k862))) or ())
    st.budget -= len(_t837)
    if st.budget < 0: _spent863(st)
    _t836 = []
    for _t838 in _t837:
        if ((_t838 != _l1) and ((not ((_st_cvars[924 + _t838] == _st_vars[0]) or (_st_cvars[504 + _t838] >= (1 + _a865(st, _t838))))) and (_st_cvars[504 + _t838] > 0))):
            _t836.append(_t838)
    return _t836

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 08c8d254>
def _loop(st, L):
    _st_cvars = st.cvars
    _t842 = []
    for _t841 in st.zones[(9 + _owner870[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t841] == L[2]) or (_st_cvars[168 + _t841] == L[2])):
            _t842.append(_st_cvars[_t841])
    return _t842

# <rulerun evolution.rules: piracy #383 d706972b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t844 = []
    for _t843 in st.zones[(9 + _owner872[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t843] == L[2]) or (_st_cvars[168 + _t843] == L[2])):
            _t844.append(_t843)
    return _t844

# <rulerun evolution.rules: piracy #384 a5c75d08>
def _loop(st, L):
    _st_cvars = st.cvars
    _t846 = 0
    for _t845 in st.zones[(9 + _owner874[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t845] == L[2]):
            _t846 += (1 if ((_st_cvars[_t845] == 'carnivorous') or (_st_cvars[_t845] == 'high_body_weight')) else (2 if (_st_cvars[_t845] == 'parasite') else 0))
    return _t846

# <rulerun evolution.rules: piracy #385 da514263>
def _loop(st, L):
    _st_cvars = st.cvars
    _t848 = 0
    for _t847 in st.zones[(9 + _owner876[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t847] == L[2]) and (_st_cvars[_t847] == 'fat_tissue')) and _st_cvars[252 + _t847]):
            _t848 += 1
    return _t848

# <rulerun evolution.rules: piracy #386 e33503de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t850 = 0
    for _t849 in st.zones[(9 + _owner878[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t849] == L[2]) and (_st_cvars[_t849] == 'fat_tissue')):
            _t850 += 1
    return _t850

# <rulerun evolution.rules: piracy #387 0be9a786>
def _loop(st, L):
    _st_cvars = st.cvars
    _t852 = 0
    for _t851 in st.zones[(9 + _owner880[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t851] == L[2]) and (_st_cvars[_t851] == 'fat_tissue')):
            _t852 += 1
    return _t852

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

# <rulerun evolution.rules: grazing #391 a02834f8>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t853 if -1000000000000000000 <= (_t853 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond882(_t853))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text886(_audience883(st), ['Grazing: ', _PlayerRef884(L[0]), "'s animal ", _plain885(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain885(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 310c0eb6>
def _loop(st, _t856):
    _st_cvars = st.cvars
    for _t857 in st.zones[(9 + _owner888[st.loc[_t856]])]:
        if ((_st_cvars[84 + _t857] == _t856) and (_st_cvars[_t857] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 acd22ffd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t855 = st.zones[(5 + L[0])]
    st.budget -= len(_t855)
    if st.budget < 0: _spent887(st)
    _t854 = []
    for _t856 in _t855:
        if ((_a889(st, _t856) and (_st_cvars[840 + _t856] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t854.append(_t856)
    return _t854

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 84803cca>
def _loop(st, L):
    _st_cvars = st.cvars
    _t860 = []
    for _t859 in st.zones[(9 + _owner894[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t859] == L[1]) or (_st_cvars[168 + _t859] == L[1])):
            _t860.append(_st_cvars[_t859])
    return _t860

# <rulerun evolution.rules: grazing #396 0876af84>
def _loop(st, L):
    _st_cvars = st.cvars
    _t862 = []
    for _t861 in st.zones[(9 + _owner896[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t861] == L[1]) or (_st_cvars[168 + _t861] == L[1])):
            _t862.append(_t861)
    return _t862

# <rulerun evolution.rules: grazing #397 370b9342>
def _loop(st, L):
    _st_cvars = st.cvars
    _t864 = 0
    for _t863 in st.zones[(9 + _owner898[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t863] == L[1]):
            _t864 += (1 if ((_st_cvars[_t863] == 'carnivorous') or (_st_cvars[_t863] == 'high_body_weight')) else (2 if (_st_cvars[_t863] == 'parasite') else 0))
    return _t864

# <rulerun evolution.rules: grazing #398 0328666f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t866 = 0
    for _t865 in st.zones[(9 + _owner900[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t865] == L[1]) and (_st_cvars[_t865] == 'fat_tissue')) and _st_cvars[252 + _t865]):
            _t866 += 1
    return _t866

# <rulerun evolution.rules: grazing #399 492c9918>
def _loop(st, L):
    _st_cvars = st.cvars
    _t868 = 0
    for _t867 in st.zones[(9 + _owner902[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t867] == L[1]) and (_st_cvars[_t867] == 'fat_tissue')):
            _t868 += 1
    return _t868

# <rulerun evolution.rules: grazing #400 a43d2c71>
def _loop(st, L):
    _st_cvars = st.cvars
    _t870 = 0
    for _t869 in st.zones[(9 + _owner904[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t869] == L[1]) and (_st_cvars[_t869] == 'fat_tissue')):
            _t870 += 1
    return _t870

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

# <rulerun evolution.rules: hibernation #403 33d11d0f>
def _loop(st, _t873):
    _st_cvars = st.cvars
    for _t874 in st.zones[(9 + _owner911[st.loc[_t873]])]:
        if ((_st_cvars[84 + _t874] == _t873) and (_st_cvars[_t874] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 ebd4166e>
def _loop(st, _t873):
    _st_cvars = st.cvars
    _t877 = 0
    for _t876 in st.zones[(9 + _owner913[st.loc[_t873]])]:
        if (_st_cvars[84 + _t876] == _t873):
            _t877 += (1 if ((_st_cvars[_t876] == 'carnivorous') or (_st_cvars[_t876] == 'high_body_weight')) else (2 if (_st_cvars[_t876] == 'parasite') else 0))
    return _t877

# <rulerun evolution.rules: hibernation #405 e8a9bebd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t872 = st.zones[(5 + L[0])]
    st.budget -= len(_t872)
    if st.budget < 0: _spent910(st)
    _t871 = []
    for _t873 in _t872:
        if ((((_a912(st, _t873) and (_st_cvars[924 + _t873] != _st_vars[0])) and (_st_cvars[924 + _t873] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t873] == _st_vars[0]) or (_st_cvars[504 + _t873] >= (1 + _a914(st, _t873)))))):
            _t871.append(_t873)
    return _t871

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 fcefc483>
def _loop(st, L):
    _st_cvars = st.cvars
    _t879 = []
    for _t878 in st.zones[(9 + _owner919[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t878] == L[1]) or (_st_cvars[168 + _t878] == L[1])):
            _t879.append(_st_cvars[_t878])
    return _t879

# <rulerun evolution.rules: hibernation #408 37dc8e6e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t881 = []
    for _t880 in st.zones[(9 + _owner921[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t880] == L[1]) or (_st_cvars[168 + _t880] == L[1])):
            _t881.append(_t880)
    return _t881

# <rulerun evolution.rules: hibernation #409 84725647>
def _loop(st, L):
    _st_cvars = st.cvars
    _t883 = 0
    for _t882 in st.zones[(9 + _owner923[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t882] == L[1]):
            _t883 += (1 if ((_st_cvars[_t882] == 'carnivorous') or (_st_cvars[_t882] == 'high_body_weight')) else (2 if (_st_cvars[_t882] == 'parasite') else 0))
    return _t883

# <rulerun evolution.rules: hibernation #410 0df2032e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t885 = 0
    for _t884 in st.zones[(9 + _owner925[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t884] == L[1]) and (_st_cvars[_t884] == 'fat_tissue')) and _st_cvars[252 + _t884]):
            _t885 += 1
    return _t885

# <rulerun evolution.rules: hibernation #411 94e5dc16>
def _loop(st, L):
    _st_cvars = st.cvars
    _t887 = 0
    for _t886 in st.zones[(9 + _owner927[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t886] == L[1]) and (_st_cvars[_t886] == 'fat_tissue')):
            _t887 += 1
    return _t887

# <rulerun evolution.rules: hibernation #412 8bbe9769>
def _loop(st, L):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + _owner929[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t888] == L[1]) and (_st_cvars[_t888] == 'fat_tissue')):
            _t889 += 1
    return _t889

# <rulerun evolution.rules: hibernation #413 399dc593>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain915(_text916(((((('animal ' + _plain915(_st_cvars[420 + L[1]]) + ' of ' + _player_text917(_owner918[st.loc[L[1]]])) + (_text916(' ' + _plain915(_a920(st, L))) if (not not (_a922(st, L) or ())) else '')) + (' food ' + _plain915(_st_cvars[504 + L[1]]) + '/' + _plain915((1 + _a924(st, L))))) + ((' fat ' + _plain915(_a926(st, L)) + '/' + _plain915(_a928(st, L))) if (_a930(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 85cc9b60>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t893 in st.zones[(9 + _owner932[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t893] == _t892) and (_st_cvars[_t893] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 66fd7a09>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t896 = 0
    for _t895 in st.zones[(9 + _owner934[st.loc[_t892]])]:
        if (_st_cvars[84 + _t895] == _t892):
            _t896 += (1 if ((_st_cvars[_t895] == 'carnivorous') or (_st_cvars[_t895] == 'high_body_weight')) else (2 if (_st_cvars[_t895] == 'parasite') else 0))
    return _t896

# <rulerun evolution.rules: attack_action #416 074b5a77>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t898 = 0
    for _t897 in st.zones[(9 + _owner936[st.loc[_t892]])]:
        if (((_st_cvars[84 + _t897] == _t892) and (_st_cvars[_t897] == 'fat_tissue')) and _st_cvars[252 + _t897]):
            _t898 += 1
    return _t898

# <rulerun evolution.rules: attack_action #417 fdf6e630>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t900 = 0
    for _t899 in st.zones[(9 + _owner938[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t899] == _t892) and (_st_cvars[_t899] == 'fat_tissue')):
            _t900 += 1
    return _t900

# <rulerun evolution.rules: attack_action #418 1ef2275e>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _t905 = 0
    for _t904 in st.zones[(9 + _owner942[st.loc[_st_cvars[84 + _t902]]])]:
        if (_st_cvars[84 + _t904] == _st_cvars[84 + _t902]):
            _t905 += (1 if ((_st_cvars[_t904] == 'carnivorous') or (_st_cvars[_t904] == 'high_body_weight')) else (2 if (_st_cvars[_t904] == 'parasite') else 0))
    return _t905

# <rulerun evolution.rules: attack_action #419 be381221>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t901 = st.zones[(9 + _owner940[st.loc[_t892]])]
    st.budget -= len(_t901)
    if st.budget < 0: _spent941(st)
    for _t902 in _t901:
        if (((_st_cvars[_t902] == 'symbiosis') and (_st_cvars[168 + _t902] == _t892)) and (not ((_st_cvars[924 + _st_cvars[84 + _t902]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t902]] >= (1 + _a943(st, _t902)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 5de36cac>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t909 in st.zones[(9 + _owner948[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t909] == _t907) and (_st_cvars[_t909] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 c6d61c73>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t911 in st.zones[(9 + _owner950[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t911] == _t892) and (_st_cvars[_t911] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 698c2ad4>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t914 in st.zones[(9 + _owner952[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t914] == _t907) and (_st_cvars[_t914] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 111c52db>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t916 in st.zones[(9 + _owner954[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t916] == _t892) and (_st_cvars[_t916] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 d0cd3dba>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t919 in st.zones[(9 + _owner956[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t919] == _t907) and (_st_cvars[_t919] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 b227767c>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t921 in st.zones[(9 + _owner958[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t921] == _t892) and (_st_cvars[_t921] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 d6f450ef>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t924 in st.zones[(9 + _owner960[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t924] == _t907) and (_st_cvars[_t924] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 3167cdd3>
def _loop(st, _t907):
    _st_cvars = st.cvars
    _t927 = 0
    for _t926 in st.zones[(9 + _owner962[st.loc[_t907]])]:
        if (_st_cvars[84 + _t926] == _t907):
            _t927 += (1 if ((_st_cvars[_t926] == 'carnivorous') or (_st_cvars[_t926] == 'high_body_weight')) else (2 if (_st_cvars[_t926] == 'parasite') else 0))
    return _t927

# <rulerun evolution.rules: attack_action #428 eb1f6514>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t928 in st.zones[(9 + _owner964[st.loc[_t907]])]:
        if ((_st_cvars[_t928] == 'symbiosis') and (_st_cvars[168 + _t928] == _t907)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 3f992c58>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t906 = (list(_chain945(map(st.zones.__getitem__, _k946))) or ())
    st.budget -= len(_t906)
    if st.budget < 0: _spent947(st)
    _t913 = _NOT_YET
    _t918 = _NOT_YET
    _t923 = _NOT_YET
    for _t907 in _t906:
        if ((((((_t892 != _t907) and ((not _a949(st, _t907)) or (_t913 if _t913 is not _NOT_YET else (_t913 := _a951(st, _t892))))) and ((not _a953(st, _t907)) or (_t918 if _t918 is not _NOT_YET else (_t918 := _a955(st, _t892))))) and (_a957(st, _t907) == (_t923 if _t923 is not _NOT_YET else (_t923 := _a959(st, _t892))))) and (not (_a961(st, _t907) and ((_st_cvars[924 + _t907] == _st_vars[0]) or (_st_cvars[504 + _t907] >= (1 + _a963(st, _t907))))))) and (not _a965(st, _t907))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 7b527544>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t891 = st.zones[(5 + L[0])]
    st.budget -= len(_t891)
    if st.budget < 0: _spent931(st)
    _t890 = []
    for _t892 in _t891:
        if (((_a933(st, _t892) and (_st_cvars[672 + _t892] != _st_vars[0])) and ((not ((_st_cvars[924 + _t892] == _st_vars[0]) or ((_st_cvars[504 + _t892] >= (1 + _a935(st, _t892))) and (_a937(st, _t892) >= _a939(st, _t892))))) and (not _a944(st, _t892)))) and _a966(st, _t892)):
            _t890.append(_t892)
    return _t890

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 5737f91f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t931 = []
    for _t930 in st.zones[(9 + _owner971[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t930] == L[1]) or (_st_cvars[168 + _t930] == L[1])):
            _t931.append(_st_cvars[_t930])
    return _t931

# <rulerun evolution.rules: attack_action #433 02797c87>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = []
    for _t932 in st.zones[(9 + _owner973[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t932] == L[1]) or (_st_cvars[168 + _t932] == L[1])):
            _t933.append(_t932)
    return _t933

# <rulerun evolution.rules: attack_action #434 fb619385>
def _loop(st, L):
    _st_cvars = st.cvars
    _t935 = 0
    for _t934 in st.zones[(9 + _owner975[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t934] == L[1]):
            _t935 += (1 if ((_st_cvars[_t934] == 'carnivorous') or (_st_cvars[_t934] == 'high_body_weight')) else (2 if (_st_cvars[_t934] == 'parasite') else 0))
    return _t935

# <rulerun evolution.rules: attack_action #435 f2b61ca7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t937 = 0
    for _t936 in st.zones[(9 + _owner977[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t936] == L[1]) and (_st_cvars[_t936] == 'fat_tissue')) and _st_cvars[252 + _t936]):
            _t937 += 1
    return _t937

# <rulerun evolution.rules: attack_action #436 9c839440>
def _loop(st, L):
    _st_cvars = st.cvars
    _t939 = 0
    for _t938 in st.zones[(9 + _owner979[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t938] == L[1]) and (_st_cvars[_t938] == 'fat_tissue')):
            _t939 += 1
    return _t939

# <rulerun evolution.rules: attack_action #437 c166254a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t941 = 0
    for _t940 in st.zones[(9 + _owner981[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t940] == L[1]) and (_st_cvars[_t940] == 'fat_tissue')):
            _t941 += 1
    return _t941

# <rulerun evolution.rules: attack_action #438 99cda23a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain967(_text968(((((('animal ' + _plain967(_st_cvars[420 + L[1]]) + ' of ' + _player_text969(_owner970[st.loc[L[1]]])) + (_text968(' ' + _plain967(_a972(st, L))) if (not not (_a974(st, L) or ())) else '')) + (' food ' + _plain967(_st_cvars[504 + L[1]]) + '/' + _plain967((1 + _a976(st, L))))) + ((' fat ' + _plain967(_a978(st, L)) + '/' + _plain967(_a980(st, L))) if (_a982(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 dca8541e>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t945 in st.zones[(9 + _owner986[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t945] == _t944) and (_st_cvars[_t945] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 e123fb1a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t947 in st.zones[(9 + _owner988[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t947] == _l1) and (_st_cvars[_t947] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 6639c6a8>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t950 in st.zones[(9 + _owner990[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t950] == _t944) and (_st_cvars[_t950] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 4203725c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t952 in st.zones[(9 + _owner992[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t952] == _l1) and (_st_cvars[_t952] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 4d1c17b8>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t955 in st.zones[(9 + _owner994[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t955] == _t944) and (_st_cvars[_t955] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 f69c1a9d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t957 in st.zones[(9 + _owner996[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t957] == _l1) and (_st_cvars[_t957] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 7740ba6a>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t960 in st.zones[(9 + _owner998[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t960] == _t944) and (_st_cvars[_t960] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 67301c40>
def _loop(st, _t944):
    _st_cvars = st.cvars
    _t963 = 0
    for _t962 in st.zones[(9 + _owner1000[st.loc[_t944]])]:
        if (_st_cvars[84 + _t962] == _t944):
            _t963 += (1 if ((_st_cvars[_t962] == 'carnivorous') or (_st_cvars[_t962] == 'high_body_weight')) else (2 if (_st_cvars[_t962] == 'parasite') else 0))
    return _t963

# <rulerun evolution.rules: attack_action #447 9dd51921>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t964 in st.zones[(9 + _owner1002[st.loc[_t944]])]:
        if ((_st_cvars[_t964] == 'symbiosis') and (_st_cvars[168 + _t964] == _t944)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 7820ebcf>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t943 = (list(_chain983(map(st.zones.__getitem__, _k984))) or ())
    st.budget -= len(_t943)
    if st.budget < 0: _spent985(st)
    _t949 = _NOT_YET
    _t954 = _NOT_YET
    _t959 = _NOT_YET
    _t942 = []
    for _t944 in _t943:
        if ((((((_l1 != _t944) and ((not _a987(st, _t944)) or (_t949 if _t949 is not _NOT_YET else (_t949 := _a989(st, L))))) and ((not _a991(st, _t944)) or (_t954 if _t954 is not _NOT_YET else (_t954 := _a993(st, L))))) and (_a995(st, _t944) == (_t959 if _t959 is not _NOT_YET else (_t959 := _a997(st, L))))) and (not (_a999(st, _t944) and ((_st_cvars[924 + _t944] == _st_vars[0]) or (_st_cvars[504 + _t944] >= (1 + _a1001(st, _t944))))))) and (not _a1003(st, _t944))):
            _t942.append(_t944)
    return _t942

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 9df903c4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t967 = []
    for _t966 in st.zones[(9 + _owner1008[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t966] == L[2]) or (_st_cvars[168 + _t966] == L[2])):
            _t967.append(_st_cvars[_t966])
    return _t967

# <rulerun evolution.rules: attack_action #451 6be2edbd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t969 = []
    for _t968 in st.zones[(9 + _owner1010[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t968] == L[2]) or (_st_cvars[168 + _t968] == L[2])):
            _t969.append(_t968)
    return _t969

# <rulerun evolution.rules: attack_action #452 c4c115b1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t971 = 0
    for _t970 in st.zones[(9 + _owner1012[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t970] == L[2]):
            _t971 += (1 if ((_st_cvars[_t970] == 'carnivorous') or (_st_cvars[_t970] == 'high_body_weight')) else (2 if (_st_cvars[_t970] == 'parasite') else 0))
    return _t971

# <rulerun evolution.rules: attack_action #453 d7e96195>
def _loop(st, L):
    _st_cvars = st.cvars
    _t973 = 0
    for _t972 in st.zones[(9 + _owner1014[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t972] == L[2]) and (_st_cvars[_t972] == 'fat_tissue')) and _st_cvars[252 + _t972]):
            _t973 += 1
    return _t973

# <rulerun evolution.rules: attack_action #454 26aeed73>
def _loop(st, L):
    _st_cvars = st.cvars
    _t975 = 0
    for _t974 in st.zones[(9 + _owner1016[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t974] == L[2]) and (_st_cvars[_t974] == 'fat_tissue')):
            _t975 += 1
    return _t975

# <rulerun evolution.rules: attack_action #455 a1b5714f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t977 = 0
    for _t976 in st.zones[(9 + _owner1018[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t976] == L[2]) and (_st_cvars[_t976] == 'fat_tissue')):
            _t977 += 1
    return _t977

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

# <rulerun evolution.rules: hunt #460 0425ca43>
def _loop(st, L):
    _st_cvars = st.cvars
    _t979 = []
    for _t978 in st.zones[(9 + _owner1026[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t978] == L[2]):
            _t979.append(_st_cvars[_t978])
    return _t979

# <rulerun evolution.rules: hunt #461 79589337>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t982 = []
    for _t981 in st.zones[(9 + _owner1033[st.loc[_i10l0]])]:
        if ((_st_cvars[84 + _t981] == _i10l0) or (_st_cvars[168 + _t981] == _i10l0)):
            _t982.append(_t981)
    return _t982

# <rulerun evolution.rules: hunt #462 468aa434>
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
    _t983 = (_a1034(st, _i10l0) or [])
    st.budget -= len(_t983)
    if st.budget < 0: _spent1035(st)
    for _t980 in _t983:
        _i10[4] = _t980
        _i11l0 = _t980
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
        _t984 = _i11l0
        _t985 = (13 + _i11[1])
        if type(_t984) is int and _st_log is None:
            _t986 = _st_zones[(_t987 := _st_loc[_t984])]
            if _t986[-1] == _t984: _t986.pop()
            else: _t986.remove(_t984)
            _st_zones[_t985].append(_t984); _st_loc[_t984] = _t985
            _t988 = _leaving1037[_t987]
            if _memo12 and _t988 & 4096: _memo12.clear()
        elif _t984 is not None:
            _move_cards1036(st, _t984, _t985, False)
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
    _t989 = _i10l0
    _t990 = (13 + _i10[1])
    if type(_t989) is int and _st_log is None:
        _t991 = _st_zones[(_t992 := _st_loc[_t989])]
        if _t991[-1] == _t989: _t991.pop()
        else: _t991.remove(_t989)
        _st_zones[_t990].append(_t989); _st_loc[_t989] = _t990
        _t993 = _leaving1038[_t992]
        if _memo12 and _t993 & 4096: _memo12.clear()
    elif _t989 is not None:
        _move_cards1036(st, _t989, _t990, False)
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

# <rulerun evolution.rules: scavenge #470 d09e744d>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t998 = []
    for _t997 in st.zones[(9 + _owner1043[st.loc[_t996]])]:
        if (_st_cvars[84 + _t997] == _t996):
            _t998.append(_st_cvars[_t997])
    return _t998

# <rulerun evolution.rules: scavenge #471 75f99e22>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1000 = 0
    for _t999 in st.zones[(9 + _owner1045[st.loc[_t996]])]:
        if (_st_cvars[84 + _t999] == _t996):
            _t1000 += (1 if ((_st_cvars[_t999] == 'carnivorous') or (_st_cvars[_t999] == 'high_body_weight')) else (2 if (_st_cvars[_t999] == 'parasite') else 0))
    return _t1000

# <rulerun evolution.rules: scavenge #472 87eaa5e3>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1002 = 0
    for _t1001 in st.zones[(9 + _owner1047[st.loc[_t996]])]:
        if (((_st_cvars[84 + _t1001] == _t996) and (_st_cvars[_t1001] == 'fat_tissue')) and _st_cvars[252 + _t1001]):
            _t1002 += 1
    return _t1002

# <rulerun evolution.rules: scavenge #473 04049f09>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1004 = 0
    for _t1003 in st.zones[(9 + _owner1049[st.loc[_t996]])]:
        if ((_st_cvars[84 + _t1003] == _t996) and (_st_cvars[_t1003] == 'fat_tissue')):
            _t1004 += 1
    return _t1004

# <rulerun evolution.rules: scavenge #474 987b6313>
def _loop(st, _t1006):
    _st_cvars = st.cvars
    _t1009 = 0
    for _t1008 in st.zones[(9 + _owner1053[st.loc[_st_cvars[84 + _t1006]]])]:
        if (_st_cvars[84 + _t1008] == _st_cvars[84 + _t1006]):
            _t1009 += (1 if ((_st_cvars[_t1008] == 'carnivorous') or (_st_cvars[_t1008] == 'high_body_weight')) else (2 if (_st_cvars[_t1008] == 'parasite') else 0))
    return _t1009

# <rulerun evolution.rules: scavenge #475 f002367a>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1005 = st.zones[(9 + _owner1051[st.loc[_t996]])]
    st.budget -= len(_t1005)
    if st.budget < 0: _spent1052(st)
    for _t1006 in _t1005:
        if (((_st_cvars[_t1006] == 'symbiosis') and (_st_cvars[168 + _t1006] == _t996)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1006]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1006]] >= (_memo6[_st_cvars[84 + _t1006]] if _st_cvars[84 + _t1006] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1006], (1 + _a1054(st, _t1006)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 fe46ad24>
def _native(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, _, = st.memos
    _st_vars = st.vars
    _t995 = st.zones[(5 + L[3])]
    st.budget -= len(_t995)
    if st.budget < 0: _spent1042(st)
    _t994 = []
    for _t996 in _t995:
        if (('scavenger' in (_memo15[_t996] if _t996 in _memo15 else _memo15.setdefault(_t996, frozenset(_a1044(st, _t996))))) and ((not ((_st_cvars[924 + _t996] == _st_vars[0]) or ((_st_cvars[504 + _t996] >= (_memo6[_t996] if _t996 in _memo6 else _memo6.setdefault(_t996, (1 + _a1046(st, _t996))))) and ((_memo5[_t996] if _t996 in _memo5 else _memo5.setdefault(_t996, _a1048(st, _t996))) >= (_memo4[_t996] if _t996 in _memo4 else _memo4.setdefault(_t996, _a1050(st, _t996))))))) and (_memo14[_t996] if _t996 in _memo14 else _memo14.setdefault(_t996, (not _a1055(st, _t996)))))):
            _t994.append(_t996)
    L[4] = _t994

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

# <rulerun evolution.rules: scavenge #481 2a70645f>
def _loop(st, L):
    _t1013 = (L[4] or ())
    st.budget -= len(_t1013)
    if st.budget < 0: _spent1062(st)
    for _t1014 in _t1013:
        return _t1014
    return None

# <rulerun evolution.rules: scavenge #482 d49ccf4f>
def _native(st, L):
    _t1011 = (L[4] or ())
    st.budget -= len(_t1011)
    if st.budget < 0: _spent1061(st)
    _t1016 = _NOT_YET
    _t1010 = []
    for _t1012 in _t1011:
        if ((not False) or (_t1012 == (_t1016 if _t1016 is not _NOT_YET else (_t1016 := _a1063(st, L))))):
            _t1010.append(_t1012)
    return _t1010

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 76e6e8dc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1018 = []
    for _t1017 in st.zones[(9 + _owner1068[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1017] == L[5]) or (_st_cvars[168 + _t1017] == L[5])):
            _t1018.append(_st_cvars[_t1017])
    return _t1018

# <rulerun evolution.rules: scavenge #485 2c50a097>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1020 = []
    for _t1019 in st.zones[(9 + _owner1070[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1019] == L[5]) or (_st_cvars[168 + _t1019] == L[5])):
            _t1020.append(_t1019)
    return _t1020

# <rulerun evolution.rules: scavenge #486 2741188c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1022 = 0
    for _t1021 in st.zones[(9 + _owner1072[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t1021] == L[5]):
            _t1022 += (1 if ((_st_cvars[_t1021] == 'carnivorous') or (_st_cvars[_t1021] == 'high_body_weight')) else (2 if (_st_cvars[_t1021] == 'parasite') else 0))
    return _t1022

# <rulerun evolution.rules: scavenge #487 cb75c6cb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1024 = 0
    for _t1023 in st.zones[(9 + _owner1074[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t1023] == L[5]) and (_st_cvars[_t1023] == 'fat_tissue')) and _st_cvars[252 + _t1023]):
            _t1024 += 1
    return _t1024

# <rulerun evolution.rules: scavenge #488 e46097db>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1026 = 0
    for _t1025 in st.zones[(9 + _owner1076[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1025] == L[5]) and (_st_cvars[_t1025] == 'fat_tissue')):
            _t1026 += 1
    return _t1026

# <rulerun evolution.rules: scavenge #489 9c9aa327>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1028 = 0
    for _t1027 in st.zones[(9 + _owner1078[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1027] == L[5]) and (_st_cvars[_t1027] == 'fat_tissue')):
            _t1028 += 1
    return _t1028

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

# <rulerun evolution.rules: drop_trait #493 b6fafe99>
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
    _t1029 = _l0
    _t1030 = (13 + L[1])
    if type(_t1029) is int and st.log is None:
        _t1031 = _st_zones[(_t1032 := _st_loc[_t1029])]
        if _t1031[-1] == _t1029: _t1031.pop()
        else: _t1031.remove(_t1029)
        _st_zones[_t1030].append(_t1029); _st_loc[_t1029] = _t1030
        _t1033 = _leaving1082[_t1032]
        if _memo12 and _t1033 & 4096: _memo12.clear()
    elif _t1029 is not None:
        _move_cards1081(st, _t1029, _t1030, False)
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

# <rulerun evolution.rules: remove_animal #494 efcca8b3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1036 = []
    for _t1035 in st.zones[(9 + _owner1084[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1035] == _l0) or (_st_cvars[168 + _t1035] == _l0)):
            _t1036.append(_t1035)
    return _t1036

# <rulerun evolution.rules: remove_animal #495 5001196f>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_zones = st.zones
    L[1] = _owner1083[_st_loc[_l0]]
    _t1037 = (_a1085(st, L) or [])
    st.budget -= len(_t1037)
    if st.budget < 0: _spent1086(st)
    for _t1034 in _t1037:
        L[4] = _t1034
        _i12l0 = _t1034
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
        _t1038 = _i12l0
        _t1039 = (13 + _i12[1])
        if type(_t1038) is int and _st_log is None:
            _t1040 = _st_zones[(_t1041 := _st_loc[_t1038])]
            if _t1040[-1] == _t1038: _t1040.pop()
            else: _t1040.remove(_t1038)
            _st_zones[_t1039].append(_t1038); _st_loc[_t1038] = _t1039
            _t1042 = _leaving1088[_t1041]
            if _memo12 and _t1042 & 4096: _memo12.clear()
        elif _t1038 is not None:
            _move_cards1087(st, _t1038, _t1039, False)
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
    _t1043 = _l0
    _t1044 = (13 + L[1])
    if type(_t1043) is int and _st_log is None:
        _t1045 = _st_zones[(_t1046 := _st_loc[_t1043])]
        if _t1045[-1] == _t1043: _t1045.pop()
        else: _t1045.remove(_t1043)
        _st_zones[_t1044].append(_t1043); _st_loc[_t1043] = _t1044
        _t1047 = _leaving1089[_t1046]
        if _memo12 and _t1047 & 4096: _memo12.clear()
    elif _t1043 is not None:
        _move_cards1087(st, _t1043, _t1044, False)
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

# <rulerun evolution.rules: deal #496 3380fa10>
def _loop(st):
    for _t1050 in (_k1096 or ()):
        if (st.vars[7 + _t1050] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 ea326866>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1048 in (_k1090 or []):
        L[2] = _t1048
        _st_vars[7 + _t1048] = (6 if ((not _st_zones[(5 + _t1048)]) and (not _st_zones[(1 + _t1048)])) else (1 + len(_st_zones[(5 + _t1048)])))
    for _t1049 in (_o1091[_st_vars[1]] or []):
        L[5] = _t1049
        if _st_log is not None: _st_log.append(_Text1095(_audience1092(st), ['Cards owed to ', _PlayerRef1093(_t1049), ': ', _plain1094(_st_vars[7 + _t1049])]))
    while ((not not _st_zones[0]) and _a1097(st)):
        st.budget -= 1
        if st.budget < 0: _spent1098(st)
        for _t1052 in (_o1099[_st_vars[1]] or []):
            L[8] = _t1052
            if not (((_st_vars[7 + _t1052] > 0) and (not not _st_zones[0]))): continue
            _t1055 = _st_zones[0]
            _t1054 = (1 + _t1052)
            if _st_log is None and _t1055:
                _t1053 = _t1055.pop(); _st_zones[_t1054].append(_t1053); st.loc[_t1053] = _t1054
            elif _t1055:
                _move_cards1100(st, _t1055[-1], _t1054, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            _st_vars[7 + _t1052] = (_t1056 if -1000000000000000000 <= (_t1056 := _st_vars[7 + _t1052] - 1) <= 1000000000000000000 else _beyond1101(_t1056))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1095(_audience1092(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 d64088ba>
def _loop(st, _t1057):
    _st_cvars = st.cvars
    _t1060 = 0
    for _t1059 in st.zones[(9 + _t1057)]:
        _t1060 += (1 + (1 if ((_st_cvars[_t1059] == 'carnivorous') or (_st_cvars[_t1059] == 'high_body_weight')) else (2 if (_st_cvars[_t1059] == 'parasite') else 0)))
    return _t1060

# <rulerun evolution.rules: game_end #499 d6f0e90e>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1058 = (_k1102 or [])
    st.budget -= len(_t1058)
    if st.budget < 0: _spent1103(st)
    for _t1057 in _t1058:
        _i13[2] = _t1057
        if _st_log is not None: _st_log.append(_Text1108(_audience1104(st), [_PlayerRef1105(_t1057), ': ', _plain1106(len(_st_zones[(5 + _t1057)])), ' animals, ', _plain1106(len(_st_zones[(9 + _t1057)])), ' trait cards, ', _plain1106((_memo12[_t1057] if _t1057 in _memo12 else _memo12.setdefault(_t1057, ((2 * len(_st_zones[(5 + _t1057)])) + _a1107(st, _t1057))))), ' points; ', _plain1106(len(_st_zones[(13 + _t1057)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range1109(1, 4)
        for _t1061 in (_k1110 or []):
            _i13[6] = _t1061
            _i13[7] = _random_item1111(st, _i13[3])
            st.vars[12 + _t1061] = _i13[7]
            _i13[3] = _remove1112(st, _i13[3], _i13[7])
    _end_game1113(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 26900ad8>
def _loop(st, _t1062):
    _st_cvars = st.cvars
    _t1065 = 0
    for _t1064 in st.zones[(9 + _t1062)]:
        _t1065 += (1 + (1 if ((_st_cvars[_t1064] == 'carnivorous') or (_st_cvars[_t1064] == 'high_body_weight')) else (2 if (_st_cvars[_t1064] == 'parasite') else 0)))
    return _t1065

# <rulerun evolution.rules: final_scoring #501 3e6cffff>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1063 = (_k1114 or [])
    st.budget -= len(_t1063)
    if st.budget < 0: _spent1115(st)
    for _t1062 in _t1063:
        L[2] = _t1062
        if _st_log is not None: _st_log.append(_Text1120(_audience1116(st), [_PlayerRef1117(_t1062), ': ', _plain1118(len(_st_zones[(5 + _t1062)])), ' animals, ', _plain1118(len(_st_zones[(9 + _t1062)])), ' trait cards, ', _plain1118((_memo12[_t1062] if _t1062 in _memo12 else _memo12.setdefault(_t1062, ((2 * len(_st_zones[(5 + _t1062)])) + _a1119(st, _t1062))))), ' points; ', _plain1118(len(_st_zones[(13 + _t1062)])), ' cards in the discard pile']))
    if False:
        L[3] = _range1121(1, 4)
        for _t1066 in (_k1122 or []):
            L[6] = _t1066
            L[7] = _random_item1123(st, L[3])
            st.vars[12 + _t1066] = L[7]
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

# <rulerun evolution.rules: on before attack #505 886ad9d7>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1072 = []
    for _t1071 in st.zones[(9 + _owner1127[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1071] == _l1):
            _t1072.append(_st_cvars[_t1071])
    return _t1072

# <rulerun evolution.rules: on before attack #506 9177f59c>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1077 = []
    for _t1076 in st.zones[(9 + _owner1130[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1076] == _t1074):
            _t1077.append(_st_cvars[_t1076])
    return _t1077

# <rulerun evolution.rules: on before attack #507 dfa9f095>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1079 = []
    for _t1078 in st.zones[(9 + _owner1132[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1078] == _l0):
            _t1079.append(_st_cvars[_t1078])
    return _t1079

# <rulerun evolution.rules: on before attack #508 8a4a482f>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1082 = []
    for _t1081 in st.zones[(9 + _owner1134[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1081] == _t1074):
            _t1082.append(_st_cvars[_t1081])
    return _t1082

# <rulerun evolution.rules: on before attack #509 c699946d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1084 = []
    for _t1083 in st.zones[(9 + _owner1136[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1083] == _l0):
            _t1084.append(_st_cvars[_t1083])
    return _t1084

# <rulerun evolution.rules: on before attack #510 349232a0>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1087 = []
    for _t1086 in st.zones[(9 + _owner1138[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1086] == _t1074):
            _t1087.append(_st_cvars[_t1086])
    return _t1087

# <rulerun evolution.rules: on before attack #511 6dad5b57>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1089 = []
    for _t1088 in st.zones[(9 + _owner1140[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1088] == _l0):
            _t1089.append(_st_cvars[_t1088])
    return _t1089

# <rulerun evolution.rules: on before attack #512 a719a7de>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1092 = []
    for _t1091 in st.zones[(9 + _owner1142[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1091] == _t1074):
            _t1092.append(_st_cvars[_t1091])
    return _t1092

# <rulerun evolution.rules: on before attack #513 dd8e5a97>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1094 = 0
    for _t1093 in st.zones[(9 + _owner1144[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1093] == _t1074):
            _t1094 += (1 if ((_st_cvars[_t1093] == 'carnivorous') or (_st_cvars[_t1093] == 'high_body_weight')) else (2 if (_st_cvars[_t1093] == 'parasite') else 0))
    return _t1094

# <rulerun evolution.rules: on before attack #514 d3f8d07e>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + _owner1146[st.loc[_t1074]])]:
        if ((_st_cvars[_t1095] == 'symbiosis') and (_st_cvars[168 + _t1095] == _t1074)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 1d26cde6>
def _loop(st, L, _t1068):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1073 = st.zones[(5 + _t1068)]
    st.budget -= len(_t1073)
    if st.budget < 0: _spent1129(st)
    _t1080 = _NOT_YET
    _t1085 = _NOT_YET
    _t1090 = _NOT_YET
    for _t1074 in _t1073:
        if (((_t1074 != _l1) and (_t1074 != _l0)) and ((((((_l0 != _t1074) and ((not ('camouflage' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1131(st, _t1074)))))) or (_t1080 if _t1080 is not _NOT_YET else (_t1080 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1133(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1135(st, _t1074)))))) or (_t1085 if _t1085 is not _NOT_YET else (_t1085 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1137(st, L))))))))) and (('swimming' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1139(st, _t1074))))) == (_t1090 if _t1090 is not _NOT_YET else (_t1090 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1141(st, L))))))))) and (not (('burrowing' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1143(st, _t1074))))) and ((_st_cvars[924 + _t1074] == _st_vars[0]) or (_st_cvars[504 + _t1074] >= (_memo6[_t1074] if _t1074 in _memo6 else _memo6.setdefault(_t1074, (1 + _a1145(st, _t1074))))))))) and (not (_memo13[_t1074] if _t1074 in _memo13 else _memo13.setdefault(_t1074, _a1147(st, _t1074)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 1f8af403>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo15 = st.memos[15]
    L[4] = _owner1125[st.loc[_l1]]
    _t1068 = L[4]
    _t1069 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1069)
    if st.budget < 0: _spent1126(st)
    _t1097 = _NOT_YET
    _t1067 = []
    for _t1070 in _t1069:
        if (((_t1070 in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1128(st, L))))) and ((_t1070 != 'running') or (not _l3))) and ((_t1070 != 'mimicry') or ((not _l2) and (_t1097 if _t1097 is not _NOT_YET else (_t1097 := _a1148(st, L, _t1068)))))):
            _t1067.append(_t1070)
    L[5] = _t1067
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

# <rulerun evolution.rules: on before attack #520 beea809f>
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
    _t1098 = _i14l0
    _t1099 = (13 + _i14[1])
    if type(_t1098) is int and _st_log is None:
        _t1100 = _st_zones[(_t1101 := _st_loc[_t1098])]
        if _t1100[-1] == _t1098: _t1100.pop()
        else: _t1100.remove(_t1098)
        _st_zones[_t1099].append(_t1098); _st_loc[_t1098] = _t1099
        _t1102 = _leaving1164[_t1101]
        if _memo12 and _t1102 & 4096: _memo12.clear()
    elif _t1098 is not None:
        _move_cards1163(st, _t1098, _t1099, False)
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

# <rulerun evolution.rules: on before attack #527 e056ce57>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1106 in st.zones[(9 + _owner1167[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1106] == _t1105) and (_st_cvars[_t1106] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 49ea707b>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1108 in st.zones[(9 + _owner1169[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1108] == _l0) and (_st_cvars[_t1108] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 4681e898>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1111 in st.zones[(9 + _owner1171[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1111] == _t1105) and (_st_cvars[_t1111] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 89cf518c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1113 in st.zones[(9 + _owner1173[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1113] == _l0) and (_st_cvars[_t1113] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 ac9194d7>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + _owner1175[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1116] == _t1105) and (_st_cvars[_t1116] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 28fdf7bc>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1118 in st.zones[(9 + _owner1177[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1118] == _l0) and (_st_cvars[_t1118] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 edecce01>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1121 in st.zones[(9 + _owner1179[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1121] == _t1105) and (_st_cvars[_t1121] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 5072afe5>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    _t1124 = 0
    for _t1123 in st.zones[(9 + _owner1181[st.loc[_t1105]])]:
        if (_st_cvars[84 + _t1123] == _t1105):
            _t1124 += (1 if ((_st_cvars[_t1123] == 'carnivorous') or (_st_cvars[_t1123] == 'high_body_weight')) else (2 if (_st_cvars[_t1123] == 'parasite') else 0))
    return _t1124

# <rulerun evolution.rules: on before attack #535 3e4536a4>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1125 in st.zones[(9 + _owner1183[st.loc[_t1105]])]:
        if ((_st_cvars[_t1125] == 'symbiosis') and (_st_cvars[168 + _t1125] == _t1105)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 99bd1d93>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1104 = st.zones[(5 + L[4])]
    st.budget -= len(_t1104)
    if st.budget < 0: _spent1166(st)
    _t1110 = _NOT_YET
    _t1115 = _NOT_YET
    _t1120 = _NOT_YET
    _t1103 = []
    for _t1105 in _t1104:
        if (((_t1105 != _l1) and (_t1105 != _l0)) and ((((((_l0 != _t1105) and ((not _a1168(st, _t1105)) or (_t1110 if _t1110 is not _NOT_YET else (_t1110 := _a1170(st, L))))) and ((not _a1172(st, _t1105)) or (_t1115 if _t1115 is not _NOT_YET else (_t1115 := _a1174(st, L))))) and (_a1176(st, _t1105) == (_t1120 if _t1120 is not _NOT_YET else (_t1120 := _a1178(st, L))))) and (not (_a1180(st, _t1105) and ((_st_cvars[924 + _t1105] == _st_vars[0]) or (_st_cvars[504 + _t1105] >= (1 + _a1182(st, _t1105))))))) and (not _a1184(st, _t1105)))):
            _t1103.append(_t1105)
    return _t1103

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 de40b25e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1128 = []
    for _t1127 in st.zones[(9 + _owner1189[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1127] == L[7]) or (_st_cvars[168 + _t1127] == L[7])):
            _t1128.append(_st_cvars[_t1127])
    return _t1128

# <rulerun evolution.rules: on before attack #539 5f3bbb9a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1130 = []
    for _t1129 in st.zones[(9 + _owner1191[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1129] == L[7]) or (_st_cvars[168 + _t1129] == L[7])):
            _t1130.append(_t1129)
    return _t1130

# <rulerun evolution.rules: on before attack #540 763abcbc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1132 = 0
    for _t1131 in st.zones[(9 + _owner1193[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t1131] == L[7]):
            _t1132 += (1 if ((_st_cvars[_t1131] == 'carnivorous') or (_st_cvars[_t1131] == 'high_body_weight')) else (2 if (_st_cvars[_t1131] == 'parasite') else 0))
    return _t1132

# <rulerun evolution.rules: on before attack #541 6d0fcf61>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1134 = 0
    for _t1133 in st.zones[(9 + _owner1195[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t1133] == L[7]) and (_st_cvars[_t1133] == 'fat_tissue')) and _st_cvars[252 + _t1133]):
            _t1134 += 1
    return _t1134

# <rulerun evolution.rules: on before attack #542 9cace659>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1136 = 0
    for _t1135 in st.zones[(9 + _owner1197[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1135] == L[7]) and (_st_cvars[_t1135] == 'fat_tissue')):
            _t1136 += 1
    return _t1136

# <rulerun evolution.rules: on before attack #543 5dc04436>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1138 = 0
    for _t1137 in st.zones[(9 + _owner1199[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1137] == L[7]) and (_st_cvars[_t1137] == 'fat_tissue')):
            _t1138 += 1
    return _t1138

# <rulerun evolution.rules: on before attack #544 1bb6f0be>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1185(_text1186(((((('animal ' + _plain1185(_st_cvars[420 + L[7]]) + ' of ' + _player_text1187(_owner1188[st.loc[L[7]]])) + (_text1186(' ' + _plain1185(_a1190(st, L))) if (not not (_a1192(st, L) or ())) else '')) + (' food ' + _plain1185(_st_cvars[504 + L[7]]) + '/' + _plain1185((1 + _a1194(st, L))))) + ((' fat ' + _plain1185(_a1196(st, L)) + '/' + _plain1185(_a1198(st, L))) if (_a1200(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 d441e317>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1140 = []
    for _t1139 in st.zones[(9 + _owner1201[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1139] == _l1) or (_st_cvars[168 + _t1139] == _l1)):
            _t1140.append(_t1139)
    return _t1140

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

# <rulerun evolution.rules: play #551 9435ff0b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1206(_audience1204(st), ['Two base sets are mixed: ', _plain1205(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1207(st, 0)
    for _t1141 in (_k1208 or []):
        L[2] = _t1141
        _t1142 = _st_zones[0][:-(6) - 1:-1]
        _t1143 = (1 + _t1141)
        if type(_t1142) is list and _st_log is None:
            for _t1144 in _t1142:
                _t1145 = _st_zones[_st_loc[_t1144]]
                if _t1145[-1] == _t1144: _t1145.pop()
                else: _t1145.remove(_t1144)
                _st_zones[_t1143].append(_t1144); _st_loc[_t1144] = _t1143
            if _memo12: _memo12.clear()
        elif _t1142 is not None:
            _move_cards1209(st, _t1142, _t1143, False)
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

# <rulerun evolution.rules: play #552 7ad78169>
def _loop(st, _t1146):
    _st_cvars = st.cvars
    _t1149 = 0
    for _t1148 in st.zones[(9 + _t1146)]:
        _t1149 += (1 + (1 if ((_st_cvars[_t1148] == 'carnivorous') or (_st_cvars[_t1148] == 'high_body_weight')) else (2 if (_st_cvars[_t1148] == 'parasite') else 0)))
    return _t1149

# <rulerun evolution.rules: play #553 0b1850e4>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1147 = (_k1213 or [])
    st.budget -= len(_t1147)
    if st.budget < 0: _spent1214(st)
    for _t1146 in _t1147:
        _i16[2] = _t1146
        if _st_log is not None: _st_log.append(_Text1219(_audience1215(st), [_PlayerRef1216(_t1146), ': ', _plain1217(len(_st_zones[(5 + _t1146)])), ' animals, ', _plain1217(len(_st_zones[(9 + _t1146)])), ' trait cards, ', _plain1217((_memo12[_t1146] if _t1146 in _memo12 else _memo12.setdefault(_t1146, ((2 * len(_st_zones[(5 + _t1146)])) + _a1218(st, _t1146))))), ' points; ', _plain1217(len(_st_zones[(13 + _t1146)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range1220(1, 4)
        for _t1150 in (_k1221 or []):
            _i16[6] = _t1150
            _i16[7] = _random_item1222(st, _i16[3])
            st.vars[12 + _t1150] = _i16[7]
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

# <rulerun evolution.rules: development #556 43f5f07b>
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
            _t1151 = L[3]
            _t1152 = len(_o) + 1
            if _t1152 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1153 = st.chooser(_t1152, _t1151)
                else:
                    _t1153 = _st_bits(_t1152.bit_length())
                    while _t1153 >= _t1152: _t1153 = _st_bits(_t1152.bit_length())
                L[4] = _o[_t1153 - 1] if _t1153 else None; st.decisions += 1
                if st.thread_player is not None: _answered1242(st, _t1153)
            elif _st_log is None: _pend1243(st, L, [None] + _o, _t1151); return True
            elif _decide1244(st, L, _o[:], _t1151): return True
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

# <rulerun evolution.rules: play_card #557 02bcf106>
def _loop(st, _t1158):
    _st_cvars = st.cvars
    _t1161 = []
    for _t1160 in st.zones[(9 + _owner1263[st.loc[_t1158]])]:
        if (_st_cvars[84 + _t1160] == _t1158):
            _t1161.append(_st_cvars[_t1160])
    return _t1161

# <rulerun evolution.rules: play_card #558 0a44043d>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1157 = (list(_chain1259(map(st.zones.__getitem__, _k1260))) or ())
    st.budget -= len(_t1157)
    if st.budget < 0: _spent1261(st)
    _t1159 = []
    for _t1158 in _t1157:
        if ((_owner1262[_st_loc[_t1158]] != _l0) and (not ('parasite' in (_memo15[_t1158] if _t1158 in _memo15 else _memo15.setdefault(_t1158, frozenset(_a1264(st, _t1158))))))):
            _t1159.append(_t1158)
    return _t1159

# <rulerun evolution.rules: play_card #559 e06a2ddd>
def _loop(st, _t1166, _t1170):
    _st_cvars = st.cvars
    _t1172 = []
    for _t1171 in st.zones[(9 + _owner1271[st.loc[_t1166]])]:
        if (((_st_cvars[84 + _t1171] == _t1166) and (_st_cvars[168 + _t1171] == _t1170)) or ((_st_cvars[84 + _t1171] == _t1170) and (_st_cvars[168 + _t1171] == _t1166))):
            _t1172.append(_st_cvars[_t1171])
    return _t1172

# <rulerun evolution.rules: play_card #560 ecca38b4>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t1165 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1165)
    if st.budget < 0: _spent1270(st)
    _t1167 = []
    for _t1166 in _t1165:
        _t1169 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1169)
        if st.budget < 0: _spent1270(st)
        _t1168 = False
        for _t1170 in _t1169:
            if ((_t1166 != _t1170) and (not (_l3 in (_t1173 if (_t1173 := _memo16.get((_t1166, _t1170,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t1166, _t1170,), frozenset(_a1272(st, _t1166, _t1170))))))):
                _t1168 = True
                break
        if _t1168:
            _t1167.append(_t1166)
    return _t1167

# <rulerun evolution.rules: play_card #561 e364d4ac>
def _loop(st, L, _t1178):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t1181 = []
    for _t1180 in st.zones[(9 + _owner1278[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t1180] == _l5) and (_st_cvars[168 + _t1180] == _t1178)) or ((_st_cvars[84 + _t1180] == _t1178) and (_st_cvars[168 + _t1180] == _l5))):
            _t1181.append(_st_cvars[_t1180])
    return _t1181

# <rulerun evolution.rules: play_card #562 5b227b3a>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t1177 = st.zones[(5 + L[0])]
    st.budget -= len(_t1177)
    if st.budget < 0: _spent1277(st)
    _t1179 = []
    for _t1178 in _t1177:
        if ((_l5 != _t1178) and (not (_l3 in (_t1182 if (_t1182 := _memo16.get((_l5, _t1178,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t1178,), frozenset(_a1279(st, L, _t1178))))))):
            _t1179.append(_t1178)
    return _t1179

# <rulerun evolution.rules: play_card #563 8887e0f4>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1193 = []
    for _t1192 in st.zones[(9 + _owner1291[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1192] == _t1190):
            _t1193.append(_st_cvars[_t1192])
    return _t1193

# <rulerun evolution.rules: play_card #564 5e0d16e1>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1195 = []
    for _t1194 in st.zones[(9 + _owner1293[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1194] == _t1190):
            _t1195.append(_st_cvars[_t1194])
    return _t1195

# <rulerun evolution.rules: play_card #565 c24f03de>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1197 = []
    for _t1196 in st.zones[(9 + _owner1295[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1196] == _t1190):
            _t1197.append(_st_cvars[_t1196])
    return _t1197

# <rulerun evolution.rules: play_card #566 1881dd62>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t1189 = st.zones[(5 + L[0])]
    st.budget -= len(_t1189)
    if st.budget < 0: _spent1290(st)
    _t1191 = []
    for _t1190 in _t1189:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1292(st, _t1190))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1294(st, _t1190)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1296(st, _t1190)))))))):
            _t1191.append(_t1190)
    return _t1191

# <rulerun evolution.rules: play_card #567 f265b62c>
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
            _t1154 = L[0]
            _t1155 = len(_o)
            if not _t1155: _no_option1254(_t1154, 'play it as')
            if _t1155 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1155 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1156 = st.chooser(_t1155, _t1154)
                else:
                    _t1156 = _st_bits(_t1155.bit_length())
                    while _t1156 >= _t1155: _t1156 = _st_bits(_t1155.bit_length())
                L[3] = _o[_t1156]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1156)
            elif _st_log is None: _pend1256(st, L, _o, _t1154); return True
            elif _decide1257(st, L, _o, _t1154): return True
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
            _t1162 = L[0]
            _t1163 = len(_o)
            if not _t1163: _no_option1254(_t1162, 'animal to put the parasite on')
            if _t1163 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1163 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1164 = st.chooser(_t1163, _t1162)
                else:
                    _t1164 = _st_bits(_t1163.bit_length())
                    while _t1164 >= _t1163: _t1164 = _st_bits(_t1163.bit_length())
                L[4] = _o[_t1164]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1164)
            elif _st_log is None: _pend1267(st, L, _o, _t1162); return True
            elif _decide1268(st, L, _o, _t1162): return True
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
            _t1174 = L[0]
            _t1175 = len(_o)
            if not _t1175: _no_option1254(_t1174, 'first animal of the pair')
            if _t1175 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1175 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1176 = st.chooser(_t1175, _t1174)
                else:
                    _t1176 = _st_bits(_t1175.bit_length())
                    while _t1176 >= _t1175: _t1176 = _st_bits(_t1175.bit_length())
                L[5] = _o[_t1176]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1176)
            elif _st_log is None: _pend1275(st, L, _o, _t1174); return True
            elif _decide1276(st, L, _o, _t1174): return True
            pc = 9
        if pc == 9:
            _o = (_a1280(st, L) or [])
            fr[1] = 10
            _t1183 = L[0]
            _t1184 = len(_o)
            if not _t1184: _no_option1254(_t1183, 'second animal of the pair')
            if _t1184 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1184 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1185 = st.chooser(_t1184, _t1183)
                else:
                    _t1185 = _st_bits(_t1184.bit_length())
                    while _t1185 >= _t1184: _t1185 = _st_bits(_t1184.bit_length())
                L[6] = _o[_t1185]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1185)
            elif _st_log is None: _pend1282(st, L, _o, _t1183); return True
            elif _decide1283(st, L, _o, _t1183): return True
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
            _t1186 = L[0]
            _t1187 = len(_o)
            if not _t1187: _no_option1254(_t1186, 'the symbiont')
            if _t1187 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1187 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1188 = st.chooser(_t1187, _t1186)
                else:
                    _t1188 = _st_bits(_t1187.bit_length())
                    while _t1188 >= _t1187: _t1188 = _st_bits(_t1187.bit_length())
                L[7] = _o[_t1188]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1188)
            elif _st_log is None: _pend1286(st, L, _o, _t1186); return True
            elif _decide1287(st, L, _o, _t1186): return True
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
            _t1198 = L[0]
            _t1199 = len(_o)
            if not _t1199: _no_option1254(_t1198, 'animal to give it to')
            if _t1199 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1199 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1200 = st.chooser(_t1199, _t1198)
                else:
                    _t1200 = _st_bits(_t1199.bit_length())
                    while _t1200 >= _t1199: _t1200 = _st_bits(_t1199.bit_length())
                L[8] = _o[_t1200]; st.decisions += 1
                if st.thread_player is not None: _answered1255(st, _t1200)
            elif _st_log is None: _pend1299(st, L, _o, _t1198); return True
            elif _decide1300(st, L, _o, _t1198): return True
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

# <rulerun evolution.rules: feeding_turn_of #573 ceaffb47>
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
            _t1201 = L[0]
            _t1202 = len(_o)
            if not _t1202: _no_option1339(_t1201, 'feeding action')
            if _t1202 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1202 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1203 = st.chooser(_t1202, _t1201)
                else:
                    _t1203 = _st_bits(_t1202.bit_length())
                    while _t1203 >= _t1202: _t1203 = _st_bits(_t1202.bit_length())
                L[3] = _o[_t1203]; st.decisions += 1
                if st.thread_player is not None: _answered1340(st, _t1203)
            elif _st_log is None: _pend1341(st, L, _o, _t1201); return True
            elif _decide1342(st, L, _o, _t1201): return True
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

# <rulerun evolution.rules: take_food #574 8a16c585>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1208 = 0
    for _t1207 in st.zones[(9 + _owner1359[st.loc[_t1205]])]:
        if (_st_cvars[84 + _t1207] == _t1205):
            _t1208 += (1 if ((_st_cvars[_t1207] == 'carnivorous') or (_st_cvars[_t1207] == 'high_body_weight')) else (2 if (_st_cvars[_t1207] == 'parasite') else 0))
    return _t1208

# <rulerun evolution.rules: take_food #575 f181d0f1>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1210 = 0
    for _t1209 in st.zones[(9 + _owner1361[st.loc[_t1205]])]:
        if (((_st_cvars[84 + _t1209] == _t1205) and (_st_cvars[_t1209] == 'fat_tissue')) and _st_cvars[252 + _t1209]):
            _t1210 += 1
    return _t1210

# <rulerun evolution.rules: take_food #576 c4cafb0e>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1212 = 0
    for _t1211 in st.zones[(9 + _owner1363[st.loc[_t1205]])]:
        if ((_st_cvars[84 + _t1211] == _t1205) and (_st_cvars[_t1211] == 'fat_tissue')):
            _t1212 += 1
    return _t1212

# <rulerun evolution.rules: take_food #577 5bf77758>
def _loop(st, _t1214):
    _st_cvars = st.cvars
    _t1217 = 0
    for _t1216 in st.zones[(9 + _owner1367[st.loc[_st_cvars[84 + _t1214]]])]:
        if (_st_cvars[84 + _t1216] == _st_cvars[84 + _t1214]):
            _t1217 += (1 if ((_st_cvars[_t1216] == 'carnivorous') or (_st_cvars[_t1216] == 'high_body_weight')) else (2 if (_st_cvars[_t1216] == 'parasite') else 0))
    return _t1217

# <rulerun evolution.rules: take_food #578 e80f890b>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1213 = st.zones[(9 + _owner1365[st.loc[_t1205]])]
    st.budget -= len(_t1213)
    if st.budget < 0: _spent1366(st)
    for _t1214 in _t1213:
        if (((_st_cvars[_t1214] == 'symbiosis') and (_st_cvars[168 + _t1214] == _t1205)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1214]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1214]] >= (_memo6[_st_cvars[84 + _t1214]] if _st_cvars[84 + _t1214] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1214], (1 + _a1368(st, _t1214)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 c8d6ac35>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1204 = st.zones[(5 + L[0])]
    st.budget -= len(_t1204)
    if st.budget < 0: _spent1358(st)
    _t1206 = []
    for _t1205 in _t1204:
        if ((not ((_st_cvars[924 + _t1205] == _st_vars[0]) or ((_st_cvars[504 + _t1205] >= (_memo6[_t1205] if _t1205 in _memo6 else _memo6.setdefault(_t1205, (1 + _a1360(st, _t1205))))) and ((_memo5[_t1205] if _t1205 in _memo5 else _memo5.setdefault(_t1205, _a1362(st, _t1205))) >= (_memo4[_t1205] if _t1205 in _memo4 else _memo4.setdefault(_t1205, _a1364(st, _t1205))))))) and (_memo14[_t1205] if _t1205 in _memo14 else _memo14.setdefault(_t1205, (not _a1369(st, _t1205))))):
            _t1206.append(_t1205)
    return _t1206

# <rulerun evolution.rules: take_food #580 02d88f16>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1370(st, L) or [])
            fr[1] = 1
            _t1218 = L[0]
            _t1219 = len(_o)
            if not _t1219: _no_option1372(_t1218, 'animal to feed')
            if _t1219 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1219 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1220 = st.chooser(_t1219, _t1218)
                else:
                    _t1220 = _st_bits(_t1219.bit_length())
                    while _t1220 >= _t1219: _t1220 = _st_bits(_t1219.bit_length())
                L[1] = _o[_t1220]; st.decisions += 1
                if st.thread_player is not None: _answered1373(st, _t1220)
            elif _st_log is None: _pend1374(st, L, _o, _t1218); return True
            elif _decide1375(st, L, _o, _t1218): return True
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

# <rulerun evolution.rules: convert_fat #581 93772407>
def _loop(st, _t1222):
    _st_cvars = st.cvars
    _t1225 = 0
    for _t1224 in st.zones[(9 + _owner1384[st.loc[_t1222]])]:
        if (_st_cvars[84 + _t1224] == _t1222):
            _t1225 += (1 if ((_st_cvars[_t1224] == 'carnivorous') or (_st_cvars[_t1224] == 'high_body_weight')) else (2 if (_st_cvars[_t1224] == 'parasite') else 0))
    return _t1225

# <rulerun evolution.rules: convert_fat #582 4d7db0cb>
def _loop(st, _t1222):
    _st_cvars = st.cvars
    _t1227 = 0
    for _t1226 in st.zones[(9 + _owner1386[st.loc[_t1222]])]:
        if (((_st_cvars[84 + _t1226] == _t1222) and (_st_cvars[_t1226] == 'fat_tissue')) and _st_cvars[252 + _t1226]):
            _t1227 += 1
    return _t1227

# <rulerun evolution.rules: convert_fat #583 43938c2b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1221 = st.zones[(5 + L[0])]
    st.budget -= len(_t1221)
    if st.budget < 0: _spent1383(st)
    _t1223 = []
    for _t1222 in _t1221:
        if ((not ((_st_cvars[924 + _t1222] == _st_vars[0]) or (_st_cvars[504 + _t1222] >= (_memo6[_t1222] if _t1222 in _memo6 else _memo6.setdefault(_t1222, (1 + _a1385(st, _t1222))))))) and ((_memo5[_t1222] if _t1222 in _memo5 else _memo5.setdefault(_t1222, _a1387(st, _t1222))) > 0)):
            _t1223.append(_t1222)
    return _t1223

# <rulerun evolution.rules: convert_fat #584 4e3a1e01>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1232 = 0
    for _t1231 in st.zones[(9 + _owner1395[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t1231] == L[1]) and (_st_cvars[_t1231] == 'fat_tissue')) and _st_cvars[252 + _t1231]):
            _t1232 += 1
    return _t1232

# <rulerun evolution.rules: convert_fat #585 3bf1929f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1234 = 0
    for _t1233 in st.zones[(9 + _owner1397[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t1233] == L[1]):
            _t1234 += (1 if ((_st_cvars[_t1233] == 'carnivorous') or (_st_cvars[_t1233] == 'high_body_weight')) else (2 if (_st_cvars[_t1233] == 'parasite') else 0))
    return _t1234

# <rulerun evolution.rules: convert_fat #586 4a912d05>
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
            _t1228 = L[0]
            _t1229 = len(_o)
            if not _t1229: _no_option1390(_t1228, 'animal to convert fat on')
            if _t1229 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1229 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1230 = st.chooser(_t1229, _t1228)
                else:
                    _t1230 = _st_bits(_t1229.bit_length())
                    while _t1230 >= _t1229: _t1230 = _st_bits(_t1229.bit_length())
                L[1] = _o[_t1230]; st.decisions += 1
                if st.thread_player is not None: _answered1391(st, _t1230)
            elif _st_log is None: _pend1392(st, L, _o, _t1228); return True
            elif _decide1393(st, L, _o, _t1228): return True
            pc = 1
        if pc == 1:
            _o = (_range1394(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1396(st, L))), (_t1235 if -1000000000000000000 <= (_t1235 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1398(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1399(_t1235)))) or [])
            fr[1] = 2
            _t1236 = L[0]
            _t1237 = len(_o)
            if not _t1237: _no_option1390(_t1236, 'yellow tokens to convert')
            if _t1237 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1237 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1238 = st.chooser(_t1237, _t1236)
                else:
                    _t1238 = _st_bits(_t1237.bit_length())
                    while _t1238 >= _t1237: _t1238 = _st_bits(_t1237.bit_length())
                L[2] = _o[_t1238]; st.decisions += 1
                if st.thread_player is not None: _answered1391(st, _t1238)
            elif _st_log is None: _pend1401(st, L, _o, _t1236); return True
            elif _decide1402(st, L, _o, _t1236): return True
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

# <rulerun evolution.rules: paired_triggers #588 005ff52d>
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
            _t1239 = _owner1417[st.loc[L[0]]]
            _t1240 = len(_o) + 1
            if _t1240 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1241 = st.chooser(_t1240, _t1239)
                else:
                    _t1241 = _st_bits(_t1240.bit_length())
                    while _t1241 >= _t1240: _t1241 = _st_bits(_t1240.bit_length())
                L[3] = _o[_t1241 - 1] if _t1241 else None; st.decisions += 1
                if st.thread_player is not None: _answered1418(st, _t1241)
            elif _st_log is None: _pend1419(st, L, [None] + _o, _t1239); return True
            elif _decide1420(st, L, _o, _t1239): return True
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

# <rulerun evolution.rules: piracy #589 da5ba97b>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1246 = []
    for _t1245 in st.zones[(9 + _owner1432[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1245] == _t1243):
            _t1246.append(_st_cvars[_t1245])
    return _t1246

# <rulerun evolution.rules: piracy #590 abe5b774>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1248 = 0
    for _t1247 in st.zones[(9 + _owner1434[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1247] == _t1243):
            _t1248 += (1 if ((_st_cvars[_t1247] == 'carnivorous') or (_st_cvars[_t1247] == 'high_body_weight')) else (2 if (_st_cvars[_t1247] == 'parasite') else 0))
    return _t1248

# <rulerun evolution.rules: piracy #591 95e84318>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1250 = 0
    for _t1249 in st.zones[(9 + _owner1436[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1249] == _t1243):
            _t1250 += (1 if ((_st_cvars[_t1249] == 'carnivorous') or (_st_cvars[_t1249] == 'high_body_weight')) else (2 if (_st_cvars[_t1249] == 'parasite') else 0))
    return _t1250

# <rulerun evolution.rules: piracy #592 42f1c6fb>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1252 = 0
    for _t1251 in st.zones[(9 + _owner1438[st.loc[_t1243]])]:
        if (((_st_cvars[84 + _t1251] == _t1243) and (_st_cvars[_t1251] == 'fat_tissue')) and _st_cvars[252 + _t1251]):
            _t1252 += 1
    return _t1252

# <rulerun evolution.rules: piracy #593 a50f4c92>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1254 = 0
    for _t1253 in st.zones[(9 + _owner1440[st.loc[_t1243]])]:
        if ((_st_cvars[84 + _t1253] == _t1243) and (_st_cvars[_t1253] == 'fat_tissue')):
            _t1254 += 1
    return _t1254

# <rulerun evolution.rules: piracy #594 e6a874f8>
def _loop(st, _t1256):
    _st_cvars = st.cvars
    _t1259 = 0
    for _t1258 in st.zones[(9 + _owner1444[st.loc[_st_cvars[84 + _t1256]]])]:
        if (_st_cvars[84 + _t1258] == _st_cvars[84 + _t1256]):
            _t1259 += (1 if ((_st_cvars[_t1258] == 'carnivorous') or (_st_cvars[_t1258] == 'high_body_weight')) else (2 if (_st_cvars[_t1258] == 'parasite') else 0))
    return _t1259

# <rulerun evolution.rules: piracy #595 b7156dd4>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1255 = st.zones[(9 + _owner1442[st.loc[_t1243]])]
    st.budget -= len(_t1255)
    if st.budget < 0: _spent1443(st)
    for _t1256 in _t1255:
        if (((_st_cvars[_t1256] == 'symbiosis') and (_st_cvars[168 + _t1256] == _t1243)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1256]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1256]] >= (_memo6[_st_cvars[84 + _t1256]] if _st_cvars[84 + _t1256] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1256], (1 + _a1445(st, _t1256)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 015f652d>
def _loop(st, _t1261):
    _st_cvars = st.cvars
    _t1264 = 0
    for _t1263 in st.zones[(9 + _owner1450[st.loc[_t1261]])]:
        if (_st_cvars[84 + _t1263] == _t1261):
            _t1264 += (1 if ((_st_cvars[_t1263] == 'carnivorous') or (_st_cvars[_t1263] == 'high_body_weight')) else (2 if (_st_cvars[_t1263] == 'parasite') else 0))
    return _t1264

# <rulerun evolution.rules: piracy #597 f72b4d47>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1260 = (list(_chain1447(map(st.zones.__getitem__, _k1448))) or ())
    st.budget -= len(_t1260)
    if st.budget < 0: _spent1449(st)
    for _t1261 in _t1260:
        if ((_t1261 != _t1243) and ((not ((_st_cvars[924 + _t1261] == _st_vars[0]) or (_st_cvars[504 + _t1261] >= (_memo6[_t1261] if _t1261 in _memo6 else _memo6.setdefault(_t1261, (1 + _a1451(st, _t1261))))))) and (_st_cvars[504 + _t1261] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 e0ae6c62>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1242 = st.zones[(5 + L[0])]
    st.budget -= len(_t1242)
    if st.budget < 0: _spent1431(st)
    _t1244 = []
    for _t1243 in _t1242:
        if (_memo10[_t1243] if _t1243 in _memo10 else _memo10.setdefault(_t1243, ((((('piracy' in (st.memos[15][_t1243] if _t1243 in st.memos[15] else st.memos[15].setdefault(_t1243, frozenset(_a1433(st, _t1243))))) and (st.cvars[756 + _t1243] != st.vars[0])) and (not ((st.cvars[924 + _t1243] == st.vars[0]) or (st.cvars[504 + _t1243] >= (st.memos[6][_t1243] if _t1243 in st.memos[6] else st.memos[6].setdefault(_t1243, (1 + _a1435(st, _t1243)))))))) and ((not ((st.cvars[924 + _t1243] == st.vars[0]) or ((st.cvars[504 + _t1243] >= (st.memos[6][_t1243] if _t1243 in st.memos[6] else st.memos[6].setdefault(_t1243, (1 + _a1437(st, _t1243))))) and ((st.memos[5][_t1243] if _t1243 in st.memos[5] else st.memos[5].setdefault(_t1243, _a1439(st, _t1243))) >= (st.memos[4][_t1243] if _t1243 in st.memos[4] else st.memos[4].setdefault(_t1243, _a1441(st, _t1243))))))) and (st.memos[14][_t1243] if _t1243 in st.memos[14] else st.memos[14].setdefault(_t1243, (not _a1446(st, _t1243)))))) and _a1452(st, _t1243)))):
            _t1244.append(_t1243)
    return _t1244

# <rulerun evolution.rules: piracy #599 a369d3de>
def _loop(st, _t1269):
    _st_cvars = st.cvars
    _t1272 = 0
    for _t1271 in st.zones[(9 + _owner1462[st.loc[_t1269]])]:
        if (_st_cvars[84 + _t1271] == _t1269):
            _t1272 += (1 if ((_st_cvars[_t1271] == 'carnivorous') or (_st_cvars[_t1271] == 'high_body_weight')) else (2 if (_st_cvars[_t1271] == 'parasite') else 0))
    return _t1272

# <rulerun evolution.rules: piracy #600 d4baa3a6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1268 = (list(_chain1459(map(st.zones.__getitem__, _k1460))) or ())
    st.budget -= len(_t1268)
    if st.budget < 0: _spent1461(st)
    _t1270 = []
    for _t1269 in _t1268:
        if ((_t1269 != _l1) and ((not ((_st_cvars[924 + _t1269] == _st_vars[0]) or (_st_cvars[504 + _t1269] >= (_memo6[_t1269] if _t1269 in _memo6 else _memo6.setdefault(_t1269, (1 + _a1463(st, _t1269))))))) and (_st_cvars[504 + _t1269] > 0))):
            _t1270.append(_t1269)
    return _t1270

# <rulerun evolution.rules: piracy #601 dab5dcd1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1453(st, L) or [])
            fr[1] = 1
            _t1265 = L[0]
            _t1266 = len(_o)
            if not _t1266: _no_option1455(_t1265, 'pirate')
            if _t1266 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1266 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1267 = st.chooser(_t1266, _t1265)
                else:
                    _t1267 = _st_bits(_t1266.bit_length())
                    while _t1267 >= _t1266: _t1267 = _st_bits(_t1266.bit_length())
                L[1] = _o[_t1267]; st.decisions += 1
                if st.thread_player is not None: _answered1456(st, _t1267)
            elif _st_log is None: _pend1457(st, L, _o, _t1265); return True
            elif _decide1458(st, L, _o, _t1265): return True
            pc = 1
        if pc == 1:
            _o = (_a1464(st, L) or [])
            fr[1] = 2
            _t1273 = L[0]
            _t1274 = len(_o)
            if not _t1274: _no_option1455(_t1273, 'animal to rob')
            if _t1274 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1274 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1275 = st.chooser(_t1274, _t1273)
                else:
                    _t1275 = _st_bits(_t1274.bit_length())
                    while _t1275 >= _t1274: _t1275 = _st_bits(_t1274.bit_length())
                L[2] = _o[_t1275]; st.decisions += 1
                if st.thread_player is not None: _answered1456(st, _t1275)
            elif _st_log is None: _pend1466(st, L, _o, _t1273); return True
            elif _decide1467(st, L, _o, _t1273): return True
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

# <rulerun evolution.rules: grazing #602 09ae66df>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1280 = []
    for _t1279 in st.zones[(9 + _owner1476[st.loc[_t1277]])]:
        if (_st_cvars[84 + _t1279] == _t1277):
            _t1280.append(_st_cvars[_t1279])
    return _t1280

# <rulerun evolution.rules: grazing #603 40cf60da>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1276 = st.zones[(5 + L[0])]
    st.budget -= len(_t1276)
    if st.budget < 0: _spent1475(st)
    _t1278 = []
    for _t1277 in _t1276:
        if ((('grazing' in (_memo15[_t1277] if _t1277 in _memo15 else _memo15.setdefault(_t1277, frozenset(_a1477(st, _t1277))))) and (_st_cvars[840 + _t1277] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1278.append(_t1277)
    return _t1278

# <rulerun evolution.rules: grazing #604 51e21ac3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1478(st, L) or [])
            fr[1] = 1
            _t1281 = L[0]
            _t1282 = len(_o)
            if not _t1282: _no_option1480(_t1281, 'grazing animal')
            if _t1282 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1282 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1283 = st.chooser(_t1282, _t1281)
                else:
                    _t1283 = _st_bits(_t1282.bit_length())
                    while _t1283 >= _t1282: _t1283 = _st_bits(_t1282.bit_length())
                L[1] = _o[_t1283]; st.decisions += 1
                if st.thread_player is not None: _answered1481(st, _t1283)
            elif _st_log is None: _pend1482(st, L, _o, _t1281); return True
            elif _decide1483(st, L, _o, _t1281): return True
            pc = 1
        if pc == 1:
            _r = _run1484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1485)

# <rulerun evolution.rules: hibernation #605 380b0cf1>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1288 = []
    for _t1287 in st.zones[(9 + _owner1489[st.loc[_t1285]])]:
        if (_st_cvars[84 + _t1287] == _t1285):
            _t1288.append(_st_cvars[_t1287])
    return _t1288

# <rulerun evolution.rules: hibernation #606 7fe24f09>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1290 = 0
    for _t1289 in st.zones[(9 + _owner1491[st.loc[_t1285]])]:
        if (_st_cvars[84 + _t1289] == _t1285):
            _t1290 += (1 if ((_st_cvars[_t1289] == 'carnivorous') or (_st_cvars[_t1289] == 'high_body_weight')) else (2 if (_st_cvars[_t1289] == 'parasite') else 0))
    return _t1290

# <rulerun evolution.rules: hibernation #607 c3de655a>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1284 = st.zones[(5 + L[0])]
    st.budget -= len(_t1284)
    if st.budget < 0: _spent1488(st)
    _t1286 = []
    for _t1285 in _t1284:
        if ((((('hibernation' in (_memo15[_t1285] if _t1285 in _memo15 else _memo15.setdefault(_t1285, frozenset(_a1490(st, _t1285))))) and (_st_cvars[924 + _t1285] != _st_vars[0])) and (_st_cvars[924 + _t1285] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1285] == _st_vars[0]) or (_st_cvars[504 + _t1285] >= (_memo6[_t1285] if _t1285 in _memo6 else _memo6.setdefault(_t1285, (1 + _a1492(st, _t1285)))))))):
            _t1286.append(_t1285)
    return _t1286

# <rulerun evolution.rules: hibernation #608 8f98fe26>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1493(st, L) or [])
            fr[1] = 1
            _t1291 = L[0]
            _t1292 = len(_o)
            if not _t1292: _no_option1495(_t1291, 'animal to hibernate')
            if _t1292 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1292 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1293 = st.chooser(_t1292, _t1291)
                else:
                    _t1293 = _st_bits(_t1292.bit_length())
                    while _t1293 >= _t1292: _t1293 = _st_bits(_t1292.bit_length())
                L[1] = _o[_t1293]; st.decisions += 1
                if st.thread_player is not None: _answered1496(st, _t1293)
            elif _st_log is None: _pend1497(st, L, _o, _t1291); return True
            elif _decide1498(st, L, _o, _t1291): return True
            pc = 1
        if pc == 1:
            _r = _run1499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1500)

# <rulerun evolution.rules: attack_action #609 01f811e0>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1298 = []
    for _t1297 in st.zones[(9 + _owner1504[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1297] == _t1295):
            _t1298.append(_st_cvars[_t1297])
    return _t1298

# <rulerun evolution.rules: attack_action #610 dfb69755>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1300 = 0
    for _t1299 in st.zones[(9 + _owner1506[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1299] == _t1295):
            _t1300 += (1 if ((_st_cvars[_t1299] == 'carnivorous') or (_st_cvars[_t1299] == 'high_body_weight')) else (2 if (_st_cvars[_t1299] == 'parasite') else 0))
    return _t1300

# <rulerun evolution.rules: attack_action #611 cb08e01e>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1302 = 0
    for _t1301 in st.zones[(9 + _owner1508[st.loc[_t1295]])]:
        if (((_st_cvars[84 + _t1301] == _t1295) and (_st_cvars[_t1301] == 'fat_tissue')) and _st_cvars[252 + _t1301]):
            _t1302 += 1
    return _t1302

# <rulerun evolution.rules: attack_action #612 bf57dc12>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1304 = 0
    for _t1303 in st.zones[(9 + _owner1510[st.loc[_t1295]])]:
        if ((_st_cvars[84 + _t1303] == _t1295) and (_st_cvars[_t1303] == 'fat_tissue')):
            _t1304 += 1
    return _t1304

# <rulerun evolution.rules: attack_action #613 ee1e705b>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1309 = 0
    for _t1308 in st.zones[(9 + _owner1514[st.loc[_st_cvars[84 + _t1306]]])]:
        if (_st_cvars[84 + _t1308] == _st_cvars[84 + _t1306]):
            _t1309 += (1 if ((_st_cvars[_t1308] == 'carnivorous') or (_st_cvars[_t1308] == 'high_body_weight')) else (2 if (_st_cvars[_t1308] == 'parasite') else 0))
    return _t1309

# <rulerun evolution.rules: attack_action #614 1ffd23e9>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1305 = st.zones[(9 + _owner1512[st.loc[_t1295]])]
    st.budget -= len(_t1305)
    if st.budget < 0: _spent1513(st)
    for _t1306 in _t1305:
        if (((_st_cvars[_t1306] == 'symbiosis') and (_st_cvars[168 + _t1306] == _t1295)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1306]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1306]] >= (_memo6[_st_cvars[84 + _t1306]] if _st_cvars[84 + _t1306] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1306], (1 + _a1515(st, _t1306)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 8ee9834f>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1314 = []
    for _t1313 in st.zones[(9 + _owner1520[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1313] == _t1311):
            _t1314.append(_st_cvars[_t1313])
    return _t1314

# <rulerun evolution.rules: attack_action #616 97fb9546>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1316 = []
    for _t1315 in st.zones[(9 + _owner1522[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1315] == _t1295):
            _t1316.append(_st_cvars[_t1315])
    return _t1316

# <rulerun evolution.rules: attack_action #617 7f12a925>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1319 = []
    for _t1318 in st.zones[(9 + _owner1524[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1318] == _t1311):
            _t1319.append(_st_cvars[_t1318])
    return _t1319

# <rulerun evolution.rules: attack_action #618 6b823437>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1321 = []
    for _t1320 in st.zones[(9 + _owner1526[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1320] == _t1295):
            _t1321.append(_st_cvars[_t1320])
    return _t1321

# <rulerun evolution.rules: attack_action #619 3a15e777>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1324 = []
    for _t1323 in st.zones[(9 + _owner1528[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1323] == _t1311):
            _t1324.append(_st_cvars[_t1323])
    return _t1324

# <rulerun evolution.rules: attack_action #620 7effda23>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1326 = []
    for _t1325 in st.zones[(9 + _owner1530[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1325] == _t1295):
            _t1326.append(_st_cvars[_t1325])
    return _t1326

# <rulerun evolution.rules: attack_action #621 5d852a18>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1329 = []
    for _t1328 in st.zones[(9 + _owner1532[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1328] == _t1311):
            _t1329.append(_st_cvars[_t1328])
    return _t1329

# <rulerun evolution.rules: attack_action #622 5d476261>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1331 = 0
    for _t1330 in st.zones[(9 + _owner1534[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1330] == _t1311):
            _t1331 += (1 if ((_st_cvars[_t1330] == 'carnivorous') or (_st_cvars[_t1330] == 'high_body_weight')) else (2 if (_st_cvars[_t1330] == 'parasite') else 0))
    return _t1331

# <rulerun evolution.rules: attack_action #623 a7e357e2>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    for _t1332 in st.zones[(9 + _owner1536[st.loc[_t1311]])]:
        if ((_st_cvars[_t1332] == 'symbiosis') and (_st_cvars[168 + _t1332] == _t1311)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 52b7b916>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1310 = (list(_chain1517(map(st.zones.__getitem__, _k1518))) or ())
    st.budget -= len(_t1310)
    if st.budget < 0: _spent1519(st)
    _t1317 = _NOT_YET
    _t1322 = _NOT_YET
    _t1327 = _NOT_YET
    for _t1311 in _t1310:
        if ((((((_t1295 != _t1311) and ((not ('camouflage' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1521(st, _t1311)))))) or (_t1317 if _t1317 is not _NOT_YET else (_t1317 := ('sharp_vision' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1523(st, _t1295))))))))) and ((not ('high_body_weight' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1525(st, _t1311)))))) or (_t1322 if _t1322 is not _NOT_YET else (_t1322 := ('high_body_weight' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1527(st, _t1295))))))))) and (('swimming' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1529(st, _t1311))))) == (_t1327 if _t1327 is not _NOT_YET else (_t1327 := ('swimming' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1531(st, _t1295))))))))) and (not (('burrowing' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1533(st, _t1311))))) and ((_st_cvars[924 + _t1311] == _st_vars[0]) or (_st_cvars[504 + _t1311] >= (_memo6[_t1311] if _t1311 in _memo6 else _memo6.setdefault(_t1311, (1 + _a1535(st, _t1311))))))))) and (not (_memo13[_t1311] if _t1311 in _memo13 else _memo13.setdefault(_t1311, _a1537(st, _t1311))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 bfec7896>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1294 = st.zones[(5 + L[0])]
    st.budget -= len(_t1294)
    if st.budget < 0: _spent1503(st)
    _t1296 = []
    for _t1295 in _t1294:
        if (_memo0[_t1295] if _t1295 in _memo0 else _memo0.setdefault(_t1295, (((('carnivorous' in (st.memos[15][_t1295] if _t1295 in st.memos[15] else st.memos[15].setdefault(_t1295, frozenset(_a1505(st, _t1295))))) and (st.cvars[672 + _t1295] != st.vars[0])) and ((not ((st.cvars[924 + _t1295] == st.vars[0]) or ((st.cvars[504 + _t1295] >= (st.memos[6][_t1295] if _t1295 in st.memos[6] else st.memos[6].setdefault(_t1295, (1 + _a1507(st, _t1295))))) and ((st.memos[5][_t1295] if _t1295 in st.memos[5] else st.memos[5].setdefault(_t1295, _a1509(st, _t1295))) >= (st.memos[4][_t1295] if _t1295 in st.memos[4] else st.memos[4].setdefault(_t1295, _a1511(st, _t1295))))))) and (st.memos[14][_t1295] if _t1295 in st.memos[14] else st.memos[14].setdefault(_t1295, (not _a1516(st, _t1295)))))) and _a1538(st, _t1295)))):
            _t1296.append(_t1295)
    return _t1296

# <rulerun evolution.rules: attack_action #626 5b248d81>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1341 = []
    for _t1340 in st.zones[(9 + _owner1548[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1340] == _t1338):
            _t1341.append(_st_cvars[_t1340])
    return _t1341

# <rulerun evolution.rules: attack_action #627 b94ed77e>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1343 = []
    for _t1342 in st.zones[(9 + _owner1550[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1342] == _l1):
            _t1343.append(_st_cvars[_t1342])
    return _t1343

# <rulerun evolution.rules: attack_action #628 c0d30cf0>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1346 = []
    for _t1345 in st.zones[(9 + _owner1552[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1345] == _t1338):
            _t1346.append(_st_cvars[_t1345])
    return _t1346

# <rulerun evolution.rules: attack_action #629 3a9be861>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1348 = []
    for _t1347 in st.zones[(9 + _owner1554[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1347] == _l1):
            _t1348.append(_st_cvars[_t1347])
    return _t1348

# <rulerun evolution.rules: attack_action #630 05d4f48c>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1351 = []
    for _t1350 in st.zones[(9 + _owner1556[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1350] == _t1338):
            _t1351.append(_st_cvars[_t1350])
    return _t1351

# <rulerun evolution.rules: attack_action #631 8cdc2e90>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1353 = []
    for _t1352 in st.zones[(9 + _owner1558[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1352] == _l1):
            _t1353.append(_st_cvars[_t1352])
    return _t1353

# <rulerun evolution.rules: attack_action #632 09d48e27>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1356 = []
    for _t1355 in st.zones[(9 + _owner1560[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1355] == _t1338):
            _t1356.append(_st_cvars[_t1355])
    return _t1356

# <rulerun evolution.rules: attack_action #633 7f888034>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1358 = 0
    for _t1357 in st.zones[(9 + _owner1562[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1357] == _t1338):
            _t1358 += (1 if ((_st_cvars[_t1357] == 'carnivorous') or (_st_cvars[_t1357] == 'high_body_weight')) else (2 if (_st_cvars[_t1357] == 'parasite') else 0))
    return _t1358

# <rulerun evolution.rules: attack_action #634 e1e1f700>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    for _t1359 in st.zones[(9 + _owner1564[st.loc[_t1338]])]:
        if ((_st_cvars[_t1359] == 'symbiosis') and (_st_cvars[168 + _t1359] == _t1338)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 2fe9fb5f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1337 = (list(_chain1545(map(st.zones.__getitem__, _k1546))) or ())
    st.budget -= len(_t1337)
    if st.budget < 0: _spent1547(st)
    _t1344 = _NOT_YET
    _t1349 = _NOT_YET
    _t1354 = _NOT_YET
    _t1339 = []
    for _t1338 in _t1337:
        if ((((((_l1 != _t1338) and ((not ('camouflage' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1549(st, _t1338)))))) or (_t1344 if _t1344 is not _NOT_YET else (_t1344 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1551(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1553(st, _t1338)))))) or (_t1349 if _t1349 is not _NOT_YET else (_t1349 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1555(st, L))))))))) and (('swimming' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1557(st, _t1338))))) == (_t1354 if _t1354 is not _NOT_YET else (_t1354 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1559(st, L))))))))) and (not (('burrowing' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1561(st, _t1338))))) and ((_st_cvars[924 + _t1338] == _st_vars[0]) or (_st_cvars[504 + _t1338] >= (_memo6[_t1338] if _t1338 in _memo6 else _memo6.setdefault(_t1338, (1 + _a1563(st, _t1338))))))))) and (not (_memo13[_t1338] if _t1338 in _memo13 else _memo13.setdefault(_t1338, _a1565(st, _t1338))))):
            _t1339.append(_t1338)
    return _t1339

# <rulerun evolution.rules: attack_action #636 dcdb2dbb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1539(st, L) or [])
            fr[1] = 1
            _t1334 = L[0]
            _t1335 = len(_o)
            if not _t1335: _no_option1541(_t1334, 'attacker')
            if _t1335 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1335 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1336 = st.chooser(_t1335, _t1334)
                else:
                    _t1336 = _st_bits(_t1335.bit_length())
                    while _t1336 >= _t1335: _t1336 = _st_bits(_t1335.bit_length())
                L[1] = _o[_t1336]; st.decisions += 1
                if st.thread_player is not None: _answered1542(st, _t1336)
            elif _st_log is None: _pend1543(st, L, _o, _t1334); return True
            elif _decide1544(st, L, _o, _t1334): return True
            pc = 1
        if pc == 1:
            _o = (_a1566(st, L) or [])
            fr[1] = 2
            _t1361 = L[0]
            _t1362 = len(_o)
            if not _t1362: _no_option1541(_t1361, 'target')
            if _t1362 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1362 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1363 = st.chooser(_t1362, _t1361)
                else:
                    _t1363 = _st_bits(_t1362.bit_length())
                    while _t1363 >= _t1362: _t1363 = _st_bits(_t1362.bit_length())
                L[2] = _o[_t1363]; st.decisions += 1
                if st.thread_player is not None: _answered1542(st, _t1363)
            elif _st_log is None: _pend1568(st, L, _o, _t1361); return True
            elif _decide1569(st, L, _o, _t1361): return True
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

# <rulerun evolution.rules: scavenge #638 d3ec29cb>
def _loop(st, L):
    _t1367 = (L[4] or ())
    st.budget -= len(_t1367)
    if st.budget < 0: _spent1592(st)
    for _t1368 in _t1367:
        return _t1368
    return None

# <rulerun evolution.rules: scavenge #639 a95020d1>
def _loop(st, L):
    _t1364 = (L[4] or ())
    st.budget -= len(_t1364)
    if st.budget < 0: _spent1591(st)
    _t1370 = _NOT_YET
    _t1366 = []
    for _t1365 in _t1364:
        if ((not False) or (_t1365 == (_t1370 if _t1370 is not _NOT_YET else (_t1370 := _a1593(st, L))))):
            _t1366.append(_t1365)
    return _t1366

# <rulerun evolution.rules: scavenge #640 73173ae5>
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
            _t1371 = L[3]
            _t1372 = len(_o)
            if not _t1372: _no_option1596(_t1371, 'scavenger to feed')
            if _t1372 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1372 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1373 = st.chooser(_t1372, _t1371)
                else:
                    _t1373 = _st_bits(_t1372.bit_length())
                    while _t1373 >= _t1372: _t1373 = _st_bits(_t1372.bit_length())
                L[5] = _o[_t1373]; st.decisions += 1
                if st.thread_player is not None: _answered1597(st, _t1373)
            elif _st_log is None: _pend1598(st, L, _o, _t1371); return True
            elif _decide1599(st, L, _o, _t1371): return True
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

# <rulerun evolution.rules: on before attack #648 2b29515a>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1381 = []
    for _t1380 in st.zones[(9 + _owner1647[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1380] == _t1378):
            _t1381.append(_st_cvars[_t1380])
    return _t1381

# <rulerun evolution.rules: on before attack #649 4df12fbb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1383 = []
    for _t1382 in st.zones[(9 + _owner1649[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1382] == _l0):
            _t1383.append(_st_cvars[_t1382])
    return _t1383

# <rulerun evolution.rules: on before attack #650 0c36623e>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1386 = []
    for _t1385 in st.zones[(9 + _owner1651[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1385] == _t1378):
            _t1386.append(_st_cvars[_t1385])
    return _t1386

# <rulerun evolution.rules: on before attack #651 f83bd32a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1388 = []
    for _t1387 in st.zones[(9 + _owner1653[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1387] == _l0):
            _t1388.append(_st_cvars[_t1387])
    return _t1388

# <rulerun evolution.rules: on before attack #652 909e679c>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1391 = []
    for _t1390 in st.zones[(9 + _owner1655[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1390] == _t1378):
            _t1391.append(_st_cvars[_t1390])
    return _t1391

# <rulerun evolution.rules: on before attack #653 d873db9e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1393 = []
    for _t1392 in st.zones[(9 + _owner1657[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1392] == _l0):
            _t1393.append(_st_cvars[_t1392])
    return _t1393

# <rulerun evolution.rules: on before attack #654 e7e48056>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1396 = []
    for _t1395 in st.zones[(9 + _owner1659[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1395] == _t1378):
            _t1396.append(_st_cvars[_t1395])
    return _t1396

# <rulerun evolution.rules: on before attack #655 812d579b>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1398 = 0
    for _t1397 in st.zones[(9 + _owner1661[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1397] == _t1378):
            _t1398 += (1 if ((_st_cvars[_t1397] == 'carnivorous') or (_st_cvars[_t1397] == 'high_body_weight')) else (2 if (_st_cvars[_t1397] == 'parasite') else 0))
    return _t1398

# <rulerun evolution.rules: on before attack #656 78230bb9>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1399 in st.zones[(9 + _owner1663[st.loc[_t1378]])]:
        if ((_st_cvars[_t1399] == 'symbiosis') and (_st_cvars[168 + _t1399] == _t1378)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 c1075df2>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1377 = st.zones[(5 + L[4])]
    st.budget -= len(_t1377)
    if st.budget < 0: _spent1646(st)
    _t1384 = _NOT_YET
    _t1389 = _NOT_YET
    _t1394 = _NOT_YET
    _t1379 = []
    for _t1378 in _t1377:
        if (((_t1378 != _l1) and (_t1378 != _l0)) and ((((((_l0 != _t1378) and ((not ('camouflage' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1648(st, _t1378)))))) or (_t1384 if _t1384 is not _NOT_YET else (_t1384 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1650(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1652(st, _t1378)))))) or (_t1389 if _t1389 is not _NOT_YET else (_t1389 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1654(st, L))))))))) and (('swimming' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1656(st, _t1378))))) == (_t1394 if _t1394 is not _NOT_YET else (_t1394 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1658(st, L))))))))) and (not (('burrowing' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1660(st, _t1378))))) and ((_st_cvars[924 + _t1378] == _st_vars[0]) or (_st_cvars[504 + _t1378] >= (_memo6[_t1378] if _t1378 in _memo6 else _memo6.setdefault(_t1378, (1 + _a1662(st, _t1378))))))))) and (not (_memo13[_t1378] if _t1378 in _memo13 else _memo13.setdefault(_t1378, _a1664(st, _t1378)))))):
            _t1379.append(_t1378)
    return _t1379

# <rulerun evolution.rules: on before attack #658 ba6dc631>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1405 = []
    for _t1404 in st.zones[(9 + _owner1671[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1404] == L[1]) or (_st_cvars[168 + _t1404] == L[1])):
            _t1405.append(_t1404)
    return _t1405

# <rulerun evolution.rules: on before attack #659 61f13812>
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
            _t1374 = L[4]
            _t1375 = len(_o) + 1
            if _t1375 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1376 = st.chooser(_t1375, _t1374)
                else:
                    _t1376 = _st_bits(_t1375.bit_length())
                    while _t1376 >= _t1375: _t1376 = _st_bits(_t1375.bit_length())
                L[6] = _o[_t1376 - 1] if _t1376 else None; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1376)
            elif _st_log is None: _pend1642(st, L, [None] + _o, _t1374); return True
            elif _decide1643(st, L, _o, _t1374): return True
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
            _t1401 = L[4]
            _t1402 = len(_o)
            if not _t1402: _no_option1667(_t1401, 'mimicry: the new target')
            if _t1402 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1402 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1403 = st.chooser(_t1402, _t1401)
                else:
                    _t1403 = _st_bits(_t1402.bit_length())
                    while _t1403 >= _t1402: _t1403 = _st_bits(_t1402.bit_length())
                L[7] = _o[_t1403]; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1403)
            elif _st_log is None: _pend1668(st, L, _o, _t1401); return True
            elif _decide1669(st, L, _o, _t1401): return True
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
            _t1406 = L[4]
            _t1407 = len(_o)
            if not _t1407: _no_option1667(_t1406, 'tail loss: trait to drop')
            if _t1407 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1407 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1408 = st.chooser(_t1407, _t1406)
                else:
                    _t1408 = _st_bits(_t1407.bit_length())
                    while _t1408 >= _t1407: _t1408 = _st_bits(_t1407.bit_length())
                L[8] = _o[_t1408]; st.decisions += 1
                if st.thread_player is not None: _answered1641(st, _t1408)
            elif _st_log is None: _pend1674(st, L, _o, _t1406); return True
            elif _decide1675(st, L, _o, _t1406): return True
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

# <rulerun evolution.rules: development #662 playout 474c6cda>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1701)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1702(st)
        for _t1409 in (_o1703[st.vars[1]] or []):
            L[3] = _t1409
            if not ((not (_t1409 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1409)]):
                if _st_log is not None: _st_log.append(_Text1706(_audience1704(st), [_PlayerRef1705(_t1409), ' has no cards and passes']))
                L[0] = (L[0] + [_t1409])
                if len(L[0]) > 1000000: _too_long1707(L[0])
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
                elif _st_log is None: _pend1710(st, L, [None] + _t1410, _t1411); raise _PlayoutCut1708()
                elif _decide1711(st, L, _t1410[:], _t1411): raise _PlayoutCut1708()
                if (L[4] is None):
                    L[0] = _joined1712(L[0], [_t1409])
                else:
                    if _p1713(st, [_t1409, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 fc56cf88>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1417 = []
    for _t1416 in st.zones[(9 + _owner1730[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1416] == _t1414) or (_st_cvars[168 + _t1416] == _t1414)):
            _t1417.append(_st_cvars[_t1416])
    return _t1417

# <rulerun evolution.rules: feeding #664 7033727a>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1419 = []
    for _t1418 in st.zones[(9 + _owner1732[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1418] == _t1414) or (_st_cvars[168 + _t1418] == _t1414)):
            _t1419.append(_t1418)
    return _t1419

# <rulerun evolution.rules: feeding #665 b9ef0ae1>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1421 = 0
    for _t1420 in st.zones[(9 + _owner1734[st.loc[_t1414]])]:
        if (_st_cvars[84 + _t1420] == _t1414):
            _t1421 += (1 if ((_st_cvars[_t1420] == 'carnivorous') or (_st_cvars[_t1420] == 'high_body_weight')) else (2 if (_st_cvars[_t1420] == 'parasite') else 0))
    return _t1421

# <rulerun evolution.rules: feeding #666 3d3c12d2>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1423 = 0
    for _t1422 in st.zones[(9 + _owner1736[st.loc[_t1414]])]:
        if (((_st_cvars[84 + _t1422] == _t1414) and (_st_cvars[_t1422] == 'fat_tissue')) and _st_cvars[252 + _t1422]):
            _t1423 += 1
    return _t1423

# <rulerun evolution.rules: feeding #667 28c66419>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1425 = 0
    for _t1424 in st.zones[(9 + _owner1738[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1424] == _t1414) and (_st_cvars[_t1424] == 'fat_tissue')):
            _t1425 += 1
    return _t1425

# <rulerun evolution.rules: feeding #668 00b1cb51>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1427 = 0
    for _t1426 in st.zones[(9 + _owner1740[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1426] == _t1414) and (_st_cvars[_t1426] == 'fat_tissue')):
            _t1427 += 1
    return _t1427

# <rulerun evolution.rules: feeding_turn_of #669 f5adb452>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1434 = 0
    for _t1433 in st.zones[(9 + _owner1753[st.loc[_t1432]])]:
        if (_st_cvars[84 + _t1433] == _t1432):
            _t1434 += (1 if ((_st_cvars[_t1433] == 'carnivorous') or (_st_cvars[_t1433] == 'high_body_weight')) else (2 if (_st_cvars[_t1433] == 'parasite') else 0))
    return _t1434

# <rulerun evolution.rules: feeding_turn_of #670 736651c6>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1436 = 0
    for _t1435 in st.zones[(9 + _owner1755[st.loc[_t1432]])]:
        if (((_st_cvars[84 + _t1435] == _t1432) and (_st_cvars[_t1435] == 'fat_tissue')) and _st_cvars[252 + _t1435]):
            _t1436 += 1
    return _t1436

# <rulerun evolution.rules: feeding_turn_of #671 fc644ce0>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1438 = 0
    for _t1437 in st.zones[(9 + _owner1757[st.loc[_t1432]])]:
        if ((_st_cvars[84 + _t1437] == _t1432) and (_st_cvars[_t1437] == 'fat_tissue')):
            _t1438 += 1
    return _t1438

# <rulerun evolution.rules: feeding_turn_of #672 02aac19f>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1446 = 0
    for _t1445 in st.zones[(9 + _owner1764[st.loc[_t1443]])]:
        if (_st_cvars[84 + _t1445] == _t1443):
            _t1446 += (1 if ((_st_cvars[_t1445] == 'carnivorous') or (_st_cvars[_t1445] == 'high_body_weight')) else (2 if (_st_cvars[_t1445] == 'parasite') else 0))
    return _t1446

# <rulerun evolution.rules: feeding_turn_of #673 c00c5940>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1448 = 0
    for _t1447 in st.zones[(9 + _owner1766[st.loc[_t1443]])]:
        if (((_st_cvars[84 + _t1447] == _t1443) and (_st_cvars[_t1447] == 'fat_tissue')) and _st_cvars[252 + _t1447]):
            _t1448 += 1
    return _t1448

# <rulerun evolution.rules: feeding_turn_of #674 7af24542>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1450 = 0
    for _t1449 in st.zones[(9 + _owner1768[st.loc[_t1443]])]:
        if ((_st_cvars[84 + _t1449] == _t1443) and (_st_cvars[_t1449] == 'fat_tissue')):
            _t1450 += 1
    return _t1450

# <rulerun evolution.rules: feeding_turn_of #675 3d4b8a15>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1455 = 0
    for _t1454 in st.zones[(9 + _owner1772[st.loc[_st_cvars[84 + _t1452]]])]:
        if (_st_cvars[84 + _t1454] == _st_cvars[84 + _t1452]):
            _t1455 += (1 if ((_st_cvars[_t1454] == 'carnivorous') or (_st_cvars[_t1454] == 'high_body_weight')) else (2 if (_st_cvars[_t1454] == 'parasite') else 0))
    return _t1455

# <rulerun evolution.rules: feeding_turn_of #676 9f454a4d>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1451 = st.zones[(9 + _owner1770[st.loc[_t1443]])]
    st.budget -= len(_t1451)
    if st.budget < 0: _spent1771(st)
    for _t1452 in _t1451:
        if (((_st_cvars[_t1452] == 'symbiosis') and (_st_cvars[168 + _t1452] == _t1443)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1452]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1452]] >= (_memo6[_st_cvars[84 + _t1452]] if _st_cvars[84 + _t1452] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1452], (1 + _a1773(st, _t1452)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 1ac092d5>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1442 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1442)
    if st.budget < 0: _spent1763(st)
    for _t1443 in _t1442:
        if ((not ((_st_cvars[924 + _t1443] == _st_vars[0]) or ((_st_cvars[504 + _t1443] >= (_memo6[_t1443] if _t1443 in _memo6 else _memo6.setdefault(_t1443, (1 + _a1765(st, _t1443))))) and ((_memo5[_t1443] if _t1443 in _memo5 else _memo5.setdefault(_t1443, _a1767(st, _t1443))) >= (_memo4[_t1443] if _t1443 in _memo4 else _memo4.setdefault(_t1443, _a1769(st, _t1443))))))) and (_memo14[_t1443] if _t1443 in _memo14 else _memo14.setdefault(_t1443, (not _a1774(st, _t1443))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 702a0225>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1460 = []
    for _t1459 in st.zones[(9 + _owner1777[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1459] == _t1457):
            _t1460.append(_st_cvars[_t1459])
    return _t1460

# <rulerun evolution.rules: feeding_turn_of #679 627b2217>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1462 = 0
    for _t1461 in st.zones[(9 + _owner1779[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1461] == _t1457):
            _t1462 += (1 if ((_st_cvars[_t1461] == 'carnivorous') or (_st_cvars[_t1461] == 'high_body_weight')) else (2 if (_st_cvars[_t1461] == 'parasite') else 0))
    return _t1462

# <rulerun evolution.rules: feeding_turn_of #680 579e5228>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1464 = 0
    for _t1463 in st.zones[(9 + _owner1781[st.loc[_t1457]])]:
        if (((_st_cvars[84 + _t1463] == _t1457) and (_st_cvars[_t1463] == 'fat_tissue')) and _st_cvars[252 + _t1463]):
            _t1464 += 1
    return _t1464

# <rulerun evolution.rules: feeding_turn_of #681 072dc63a>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1466 = 0
    for _t1465 in st.zones[(9 + _owner1783[st.loc[_t1457]])]:
        if ((_st_cvars[84 + _t1465] == _t1457) and (_st_cvars[_t1465] == 'fat_tissue')):
            _t1466 += 1
    return _t1466

# <rulerun evolution.rules: feeding_turn_of #682 7927940a>
def _loop(st, _t1468):
    _st_cvars = st.cvars
    _t1471 = 0
    for _t1470 in st.zones[(9 + _owner1787[st.loc[_st_cvars[84 + _t1468]]])]:
        if (_st_cvars[84 + _t1470] == _st_cvars[84 + _t1468]):
            _t1471 += (1 if ((_st_cvars[_t1470] == 'carnivorous') or (_st_cvars[_t1470] == 'high_body_weight')) else (2 if (_st_cvars[_t1470] == 'parasite') else 0))
    return _t1471

# <rulerun evolution.rules: feeding_turn_of #683 6f52c245>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1467 = st.zones[(9 + _owner1785[st.loc[_t1457]])]
    st.budget -= len(_t1467)
    if st.budget < 0: _spent1786(st)
    for _t1468 in _t1467:
        if (((_st_cvars[_t1468] == 'symbiosis') and (_st_cvars[168 + _t1468] == _t1457)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1468]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1468]] >= (_memo6[_st_cvars[84 + _t1468]] if _st_cvars[84 + _t1468] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1468], (1 + _a1788(st, _t1468)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 58604550>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1476 = []
    for _t1475 in st.zones[(9 + _owner1793[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1475] == _t1473):
            _t1476.append(_st_cvars[_t1475])
    return _t1476

# <rulerun evolution.rules: feeding_turn_of #685 55cd1752>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1478 = []
    for _t1477 in st.zones[(9 + _owner1795[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1477] == _t1457):
            _t1478.append(_st_cvars[_t1477])
    return _t1478

# <rulerun evolution.rules: feeding_turn_of #686 56678c14>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1481 = []
    for _t1480 in st.zones[(9 + _owner1797[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1480] == _t1473):
            _t1481.append(_st_cvars[_t1480])
    return _t1481

# <rulerun evolution.rules: feeding_turn_of #687 a947abf1>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1483 = []
    for _t1482 in st.zones[(9 + _owner1799[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1482] == _t1457):
            _t1483.append(_st_cvars[_t1482])
    return _t1483

# <rulerun evolution.rules: feeding_turn_of #688 51f62a49>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1486 = []
    for _t1485 in st.zones[(9 + _owner1801[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1485] == _t1473):
            _t1486.append(_st_cvars[_t1485])
    return _t1486

# <rulerun evolution.rules: feeding_turn_of #689 2ad2dbda>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1488 = []
    for _t1487 in st.zones[(9 + _owner1803[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1487] == _t1457):
            _t1488.append(_st_cvars[_t1487])
    return _t1488

# <rulerun evolution.rules: feeding_turn_of #690 0daaec71>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1491 = []
    for _t1490 in st.zones[(9 + _owner1805[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1490] == _t1473):
            _t1491.append(_st_cvars[_t1490])
    return _t1491

# <rulerun evolution.rules: feeding_turn_of #691 bd784f16>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1493 = 0
    for _t1492 in st.zones[(9 + _owner1807[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1492] == _t1473):
            _t1493 += (1 if ((_st_cvars[_t1492] == 'carnivorous') or (_st_cvars[_t1492] == 'high_body_weight')) else (2 if (_st_cvars[_t1492] == 'parasite') else 0))
    return _t1493

# <rulerun evolution.rules: feeding_turn_of #692 73f1cb47>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1494 in st.zones[(9 + _owner1809[st.loc[_t1473]])]:
        if ((_st_cvars[_t1494] == 'symbiosis') and (_st_cvars[168 + _t1494] == _t1473)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 2bf5d407>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1472 = (list(_chain1790(map(st.zones.__getitem__, _k1791))) or ())
    st.budget -= len(_t1472)
    if st.budget < 0: _spent1792(st)
    _t1479 = _NOT_YET
    _t1484 = _NOT_YET
    _t1489 = _NOT_YET
    for _t1473 in _t1472:
        if ((((((_t1457 != _t1473) and ((not ('camouflage' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1794(st, _t1473)))))) or (_t1479 if _t1479 is not _NOT_YET else (_t1479 := ('sharp_vision' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1796(st, _t1457))))))))) and ((not ('high_body_weight' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1798(st, _t1473)))))) or (_t1484 if _t1484 is not _NOT_YET else (_t1484 := ('high_body_weight' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1800(st, _t1457))))))))) and (('swimming' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1802(st, _t1473))))) == (_t1489 if _t1489 is not _NOT_YET else (_t1489 := ('swimming' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1804(st, _t1457))))))))) and (not (('burrowing' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1806(st, _t1473))))) and ((_st_cvars[924 + _t1473] == _st_vars[0]) or (_st_cvars[504 + _t1473] >= (_memo6[_t1473] if _t1473 in _memo6 else _memo6.setdefault(_t1473, (1 + _a1808(st, _t1473))))))))) and (not (_memo13[_t1473] if _t1473 in _memo13 else _memo13.setdefault(_t1473, _a1810(st, _t1473))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 1e06bc61>
def _loop(st, _t1441):
    _memo0 = st.memos[0]
    _t1456 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1456)
    if st.budget < 0: _spent1776(st)
    for _t1457 in _t1456:
        if (_memo0[_t1457] if _t1457 in _memo0 else _memo0.setdefault(_t1457, (((('carnivorous' in (st.memos[15][_t1457] if _t1457 in st.memos[15] else st.memos[15].setdefault(_t1457, frozenset(_a1778(st, _t1457))))) and (st.cvars[672 + _t1457] != st.vars[0])) and ((not ((st.cvars[924 + _t1457] == st.vars[0]) or ((st.cvars[504 + _t1457] >= (st.memos[6][_t1457] if _t1457 in st.memos[6] else st.memos[6].setdefault(_t1457, (1 + _a1780(st, _t1457))))) and ((st.memos[5][_t1457] if _t1457 in st.memos[5] else st.memos[5].setdefault(_t1457, _a1782(st, _t1457))) >= (st.memos[4][_t1457] if _t1457 in st.memos[4] else st.memos[4].setdefault(_t1457, _a1784(st, _t1457))))))) and (st.memos[14][_t1457] if _t1457 in st.memos[14] else st.memos[14].setdefault(_t1457, (not _a1789(st, _t1457)))))) and _a1811(st, _t1457)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 21d6ccbf>
def _loop(st, _t1497):
    _st_cvars = st.cvars
    _t1500 = 0
    for _t1499 in st.zones[(9 + _owner1814[st.loc[_t1497]])]:
        if (_st_cvars[84 + _t1499] == _t1497):
            _t1500 += (1 if ((_st_cvars[_t1499] == 'carnivorous') or (_st_cvars[_t1499] == 'high_body_weight')) else (2 if (_st_cvars[_t1499] == 'parasite') else 0))
    return _t1500

# <rulerun evolution.rules: feeding_turn_of #696 da82b651>
def _loop(st, _t1497):
    _st_cvars = st.cvars
    _t1502 = 0
    for _t1501 in st.zones[(9 + _owner1816[st.loc[_t1497]])]:
        if (((_st_cvars[84 + _t1501] == _t1497) and (_st_cvars[_t1501] == 'fat_tissue')) and _st_cvars[252 + _t1501]):
            _t1502 += 1
    return _t1502

# <rulerun evolution.rules: feeding_turn_of #697 9b09988c>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1496 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1496)
    if st.budget < 0: _spent1813(st)
    for _t1497 in _t1496:
        if ((not ((_st_cvars[924 + _t1497] == _st_vars[0]) or (_st_cvars[504 + _t1497] >= (_memo6[_t1497] if _t1497 in _memo6 else _memo6.setdefault(_t1497, (1 + _a1815(st, _t1497))))))) and ((_memo5[_t1497] if _t1497 in _memo5 else _memo5.setdefault(_t1497, _a1817(st, _t1497))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 43b95561>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1507 = []
    for _t1506 in st.zones[(9 + _owner1820[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1506] == _t1504):
            _t1507.append(_st_cvars[_t1506])
    return _t1507

# <rulerun evolution.rules: feeding_turn_of #699 404e89dc>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1509 = 0
    for _t1508 in st.zones[(9 + _owner1822[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1508] == _t1504):
            _t1509 += (1 if ((_st_cvars[_t1508] == 'carnivorous') or (_st_cvars[_t1508] == 'high_body_weight')) else (2 if (_st_cvars[_t1508] == 'parasite') else 0))
    return _t1509

# <rulerun evolution.rules: feeding_turn_of #700 27e6ea97>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1511 = 0
    for _t1510 in st.zones[(9 + _owner1824[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1510] == _t1504):
            _t1511 += (1 if ((_st_cvars[_t1510] == 'carnivorous') or (_st_cvars[_t1510] == 'high_body_weight')) else (2 if (_st_cvars[_t1510] == 'parasite') else 0))
    return _t1511

# <rulerun evolution.rules: feeding_turn_of #701 ad17c42a>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1513 = 0
    for _t1512 in st.zones[(9 + _owner1826[st.loc[_t1504]])]:
        if (((_st_cvars[84 + _t1512] == _t1504) and (_st_cvars[_t1512] == 'fat_tissue')) and _st_cvars[252 + _t1512]):
            _t1513 += 1
    return _t1513

# <rulerun evolution.rules: feeding_turn_of #702 b8490598>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1515 = 0
    for _t1514 in st.zones[(9 + _owner1828[st.loc[_t1504]])]:
        if ((_st_cvars[84 + _t1514] == _t1504) and (_st_cvars[_t1514] == 'fat_tissue')):
            _t1515 += 1
    return _t1515

# <rulerun evolution.rules: feeding_turn_of #703 4a2260a6>
def _loop(st, _t1517):
    _st_cvars = st.cvars
    _t1520 = 0
    for _t1519 in st.zones[(9 + _owner1832[st.loc[_st_cvars[84 + _t1517]]])]:
        if (_st_cvars[84 + _t1519] == _st_cvars[84 + _t1517]):
            _t1520 += (1 if ((_st_cvars[_t1519] == 'carnivorous') or (_st_cvars[_t1519] == 'high_body_weight')) else (2 if (_st_cvars[_t1519] == 'parasite') else 0))
    return _t1520

# <rulerun evolution.rules: feeding_turn_of #704 c363bc69>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1516 = st.zones[(9 + _owner1830[st.loc[_t1504]])]
    st.budget -= len(_t1516)
    if st.budget < 0: _spent1831(st)
    for _t1517 in _t1516:
        if (((_st_cvars[_t1517] == 'symbiosis') and (_st_cvars[168 + _t1517] == _t1504)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1517]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1517]] >= (_memo6[_st_cvars[84 + _t1517]] if _st_cvars[84 + _t1517] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1517], (1 + _a1833(st, _t1517)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 065d885c>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    _t1525 = 0
    for _t1524 in st.zones[(9 + _owner1838[st.loc[_t1522]])]:
        if (_st_cvars[84 + _t1524] == _t1522):
            _t1525 += (1 if ((_st_cvars[_t1524] == 'carnivorous') or (_st_cvars[_t1524] == 'high_body_weight')) else (2 if (_st_cvars[_t1524] == 'parasite') else 0))
    return _t1525

# <rulerun evolution.rules: feeding_turn_of #706 af710dc9>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1521 = (list(_chain1835(map(st.zones.__getitem__, _k1836))) or ())
    st.budget -= len(_t1521)
    if st.budget < 0: _spent1837(st)
    for _t1522 in _t1521:
        if ((_t1522 != _t1504) and ((not ((_st_cvars[924 + _t1522] == _st_vars[0]) or (_st_cvars[504 + _t1522] >= (_memo6[_t1522] if _t1522 in _memo6 else _memo6.setdefault(_t1522, (1 + _a1839(st, _t1522))))))) and (_st_cvars[504 + _t1522] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 8548530b>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1527 = []
    for _t1526 in st.zones[(9 + _owner1841[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1526] == _t1504):
            _t1527.append(_st_cvars[_t1526])
    return _t1527

# <rulerun evolution.rules: feeding_turn_of #708 f1e24b7b>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1529 = 0
    for _t1528 in st.zones[(9 + _owner1843[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1528] == _t1504):
            _t1529 += (1 if ((_st_cvars[_t1528] == 'carnivorous') or (_st_cvars[_t1528] == 'high_body_weight')) else (2 if (_st_cvars[_t1528] == 'parasite') else 0))
    return _t1529

# <rulerun evolution.rules: feeding_turn_of #709 48f7d991>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1531 = []
    for _t1530 in st.zones[(9 + _owner1845[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1530] == _t1504):
            _t1531.append(_st_cvars[_t1530])
    return _t1531

# <rulerun evolution.rules: feeding_turn_of #710 5fc1b873>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1503 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1503)
    if st.budget < 0: _spent1819(st)
    for _t1504 in _t1503:
        if (((_memo10[_t1504] if _t1504 in _memo10 else _memo10.setdefault(_t1504, ((((('piracy' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1821(st, _t1504))))) and (_st_cvars[756 + _t1504] != _st_vars[0])) and (not ((_st_cvars[924 + _t1504] == _st_vars[0]) or (_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1823(st, _t1504)))))))) and ((not ((_st_cvars[924 + _t1504] == _st_vars[0]) or ((_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1825(st, _t1504))))) and ((st.memos[5][_t1504] if _t1504 in st.memos[5] else st.memos[5].setdefault(_t1504, _a1827(st, _t1504))) >= (st.memos[4][_t1504] if _t1504 in st.memos[4] else st.memos[4].setdefault(_t1504, _a1829(st, _t1504))))))) and (st.memos[14][_t1504] if _t1504 in st.memos[14] else st.memos[14].setdefault(_t1504, (not _a1834(st, _t1504)))))) and _a1840(st, _t1504)))) or ((((('hibernation' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1842(st, _t1504))))) and (_st_cvars[924 + _t1504] != _st_vars[0])) and (_st_cvars[924 + _t1504] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1504] == _st_vars[0]) or (_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1844(st, _t1504))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1846(st, _t1504))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 df14c8e2>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1536 = 0
    for _t1535 in st.zones[(9 + _owner1849[st.loc[_t1533]])]:
        if (_st_cvars[84 + _t1535] == _t1533):
            _t1536 += (1 if ((_st_cvars[_t1535] == 'carnivorous') or (_st_cvars[_t1535] == 'high_body_weight')) else (2 if (_st_cvars[_t1535] == 'parasite') else 0))
    return _t1536

# <rulerun evolution.rules: feeding_turn_of #712 09f2f1cf>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1538 = 0
    for _t1537 in st.zones[(9 + _owner1851[st.loc[_t1533]])]:
        if (((_st_cvars[84 + _t1537] == _t1533) and (_st_cvars[_t1537] == 'fat_tissue')) and _st_cvars[252 + _t1537]):
            _t1538 += 1
    return _t1538

# <rulerun evolution.rules: feeding_turn_of #713 f13d2f98>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1540 = 0
    for _t1539 in st.zones[(9 + _owner1853[st.loc[_t1533]])]:
        if ((_st_cvars[84 + _t1539] == _t1533) and (_st_cvars[_t1539] == 'fat_tissue')):
            _t1540 += 1
    return _t1540

# <rulerun evolution.rules: feeding_turn_of #714 2f2a02c6>
def _loop(st, _t1542):
    _st_cvars = st.cvars
    _t1545 = 0
    for _t1544 in st.zones[(9 + _owner1857[st.loc[_st_cvars[84 + _t1542]]])]:
        if (_st_cvars[84 + _t1544] == _st_cvars[84 + _t1542]):
            _t1545 += (1 if ((_st_cvars[_t1544] == 'carnivorous') or (_st_cvars[_t1544] == 'high_body_weight')) else (2 if (_st_cvars[_t1544] == 'parasite') else 0))
    return _t1545

# <rulerun evolution.rules: feeding_turn_of #715 b7a86905>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1541 = st.zones[(9 + _owner1855[st.loc[_t1533]])]
    st.budget -= len(_t1541)
    if st.budget < 0: _spent1856(st)
    for _t1542 in _t1541:
        if (((_st_cvars[_t1542] == 'symbiosis') and (_st_cvars[168 + _t1542] == _t1533)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1542]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1542]] >= (_memo6[_st_cvars[84 + _t1542]] if _st_cvars[84 + _t1542] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1542], (1 + _a1858(st, _t1542)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 cf4f5df8>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1532 = st.zones[(5 + L[0])]
    st.budget -= len(_t1532)
    if st.budget < 0: _spent1848(st)
    for _t1533 in _t1532:
        if ((not ((_st_cvars[924 + _t1533] == _st_vars[0]) or ((_st_cvars[504 + _t1533] >= (_memo6[_t1533] if _t1533 in _memo6 else _memo6.setdefault(_t1533, (1 + _a1850(st, _t1533))))) and ((_memo5[_t1533] if _t1533 in _memo5 else _memo5.setdefault(_t1533, _a1852(st, _t1533))) >= (_memo4[_t1533] if _t1533 in _memo4 else _memo4.setdefault(_t1533, _a1854(st, _t1533))))))) and (_memo14[_t1533] if _t1533 in _memo14 else _memo14.setdefault(_t1533, (not _a1859(st, _t1533))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 3667ceb1>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1550 = []
    for _t1549 in st.zones[(9 + _owner1863[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1549] == _t1547):
            _t1550.append(_st_cvars[_t1549])
    return _t1550

# <rulerun evolution.rules: feeding_turn_of #718 3b87d470>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1552 = 0
    for _t1551 in st.zones[(9 + _owner1865[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1551] == _t1547):
            _t1552 += (1 if ((_st_cvars[_t1551] == 'carnivorous') or (_st_cvars[_t1551] == 'high_body_weight')) else (2 if (_st_cvars[_t1551] == 'parasite') else 0))
    return _t1552

# <rulerun evolution.rules: feeding_turn_of #719 00b46d1d>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1554 = 0
    for _t1553 in st.zones[(9 + _owner1867[st.loc[_t1547]])]:
        if (((_st_cvars[84 + _t1553] == _t1547) and (_st_cvars[_t1553] == 'fat_tissue')) and _st_cvars[252 + _t1553]):
            _t1554 += 1
    return _t1554

# <rulerun evolution.rules: feeding_turn_of #720 fd7a5633>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1556 = 0
    for _t1555 in st.zones[(9 + _owner1869[st.loc[_t1547]])]:
        if ((_st_cvars[84 + _t1555] == _t1547) and (_st_cvars[_t1555] == 'fat_tissue')):
            _t1556 += 1
    return _t1556

# <rulerun evolution.rules: feeding_turn_of #721 3e2c27c1>
def _loop(st, _t1558):
    _st_cvars = st.cvars
    _t1561 = 0
    for _t1560 in st.zones[(9 + _owner1873[st.loc[_st_cvars[84 + _t1558]]])]:
        if (_st_cvars[84 + _t1560] == _st_cvars[84 + _t1558]):
            _t1561 += (1 if ((_st_cvars[_t1560] == 'carnivorous') or (_st_cvars[_t1560] == 'high_body_weight')) else (2 if (_st_cvars[_t1560] == 'parasite') else 0))
    return _t1561

# <rulerun evolution.rules: feeding_turn_of #722 7700f117>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1557 = st.zones[(9 + _owner1871[st.loc[_t1547]])]
    st.budget -= len(_t1557)
    if st.budget < 0: _spent1872(st)
    for _t1558 in _t1557:
        if (((_st_cvars[_t1558] == 'symbiosis') and (_st_cvars[168 + _t1558] == _t1547)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1558]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1558]] >= (_memo6[_st_cvars[84 + _t1558]] if _st_cvars[84 + _t1558] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1558], (1 + _a1874(st, _t1558)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 2fa7fcfc>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1566 = []
    for _t1565 in st.zones[(9 + _owner1879[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1565] == _t1563):
            _t1566.append(_st_cvars[_t1565])
    return _t1566

# <rulerun evolution.rules: feeding_turn_of #724 2af48c5b>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1568 = []
    for _t1567 in st.zones[(9 + _owner1881[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1567] == _t1547):
            _t1568.append(_st_cvars[_t1567])
    return _t1568

# <rulerun evolution.rules: feeding_turn_of #725 5796ed07>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1571 = []
    for _t1570 in st.zones[(9 + _owner1883[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1570] == _t1563):
            _t1571.append(_st_cvars[_t1570])
    return _t1571

# <rulerun evolution.rules: feeding_turn_of #726 0aaa9426>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1573 = []
    for _t1572 in st.zones[(9 + _owner1885[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1572] == _t1547):
            _t1573.append(_st_cvars[_t1572])
    return _t1573

# <rulerun evolution.rules: feeding_turn_of #727 b244d51b>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1576 = []
    for _t1575 in st.zones[(9 + _owner1887[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1575] == _t1563):
            _t1576.append(_st_cvars[_t1575])
    return _t1576

# <rulerun evolution.rules: feeding_turn_of #728 7e8c152d>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1578 = []
    for _t1577 in st.zones[(9 + _owner1889[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1577] == _t1547):
            _t1578.append(_st_cvars[_t1577])
    return _t1578

# <rulerun evolution.rules: feeding_turn_of #729 04ab7589>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1581 = []
    for _t1580 in st.zones[(9 + _owner1891[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1580] == _t1563):
            _t1581.append(_st_cvars[_t1580])
    return _t1581

# <rulerun evolution.rules: feeding_turn_of #730 4ad10a31>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1583 = 0
    for _t1582 in st.zones[(9 + _owner1893[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1582] == _t1563):
            _t1583 += (1 if ((_st_cvars[_t1582] == 'carnivorous') or (_st_cvars[_t1582] == 'high_body_weight')) else (2 if (_st_cvars[_t1582] == 'parasite') else 0))
    return _t1583

# <rulerun evolution.rules: feeding_turn_of #731 0d26d964>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    for _t1584 in st.zones[(9 + _owner1895[st.loc[_t1563]])]:
        if ((_st_cvars[_t1584] == 'symbiosis') and (_st_cvars[168 + _t1584] == _t1563)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 fb52a08a>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1562 = (list(_chain1876(map(st.zones.__getitem__, _k1877))) or ())
    st.budget -= len(_t1562)
    if st.budget < 0: _spent1878(st)
    _t1569 = _NOT_YET
    _t1574 = _NOT_YET
    _t1579 = _NOT_YET
    for _t1563 in _t1562:
        if ((((((_t1547 != _t1563) and ((not ('camouflage' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1880(st, _t1563)))))) or (_t1569 if _t1569 is not _NOT_YET else (_t1569 := ('sharp_vision' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1882(st, _t1547))))))))) and ((not ('high_body_weight' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1884(st, _t1563)))))) or (_t1574 if _t1574 is not _NOT_YET else (_t1574 := ('high_body_weight' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1886(st, _t1547))))))))) and (('swimming' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1888(st, _t1563))))) == (_t1579 if _t1579 is not _NOT_YET else (_t1579 := ('swimming' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1890(st, _t1547))))))))) and (not (('burrowing' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1892(st, _t1563))))) and ((_st_cvars[924 + _t1563] == _st_vars[0]) or (_st_cvars[504 + _t1563] >= (_memo6[_t1563] if _t1563 in _memo6 else _memo6.setdefault(_t1563, (1 + _a1894(st, _t1563))))))))) and (not (_memo13[_t1563] if _t1563 in _memo13 else _memo13.setdefault(_t1563, _a1896(st, _t1563))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 8f7af380>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1546 = st.zones[(5 + L[0])]
    st.budget -= len(_t1546)
    if st.budget < 0: _spent1862(st)
    for _t1547 in _t1546:
        if (_memo0[_t1547] if _t1547 in _memo0 else _memo0.setdefault(_t1547, (((('carnivorous' in (st.memos[15][_t1547] if _t1547 in st.memos[15] else st.memos[15].setdefault(_t1547, frozenset(_a1864(st, _t1547))))) and (st.cvars[672 + _t1547] != st.vars[0])) and ((not ((st.cvars[924 + _t1547] == st.vars[0]) or ((st.cvars[504 + _t1547] >= (st.memos[6][_t1547] if _t1547 in st.memos[6] else st.memos[6].setdefault(_t1547, (1 + _a1866(st, _t1547))))) and ((st.memos[5][_t1547] if _t1547 in st.memos[5] else st.memos[5].setdefault(_t1547, _a1868(st, _t1547))) >= (st.memos[4][_t1547] if _t1547 in st.memos[4] else st.memos[4].setdefault(_t1547, _a1870(st, _t1547))))))) and (st.memos[14][_t1547] if _t1547 in st.memos[14] else st.memos[14].setdefault(_t1547, (not _a1875(st, _t1547)))))) and _a1897(st, _t1547)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 2b1228a6>
def _loop(st, _t1587):
    _st_cvars = st.cvars
    _t1590 = 0
    for _t1589 in st.zones[(9 + _owner1900[st.loc[_t1587]])]:
        if (_st_cvars[84 + _t1589] == _t1587):
            _t1590 += (1 if ((_st_cvars[_t1589] == 'carnivorous') or (_st_cvars[_t1589] == 'high_body_weight')) else (2 if (_st_cvars[_t1589] == 'parasite') else 0))
    return _t1590

# <rulerun evolution.rules: feeding_turn_of #735 e5b0de9d>
def _loop(st, _t1587):
    _st_cvars = st.cvars
    _t1592 = 0
    for _t1591 in st.zones[(9 + _owner1902[st.loc[_t1587]])]:
        if (((_st_cvars[84 + _t1591] == _t1587) and (_st_cvars[_t1591] == 'fat_tissue')) and _st_cvars[252 + _t1591]):
            _t1592 += 1
    return _t1592

# <rulerun evolution.rules: feeding_turn_of #736 40136320>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1586 = st.zones[(5 + L[0])]
    st.budget -= len(_t1586)
    if st.budget < 0: _spent1899(st)
    for _t1587 in _t1586:
        if ((not ((_st_cvars[924 + _t1587] == _st_vars[0]) or (_st_cvars[504 + _t1587] >= (_memo6[_t1587] if _t1587 in _memo6 else _memo6.setdefault(_t1587, (1 + _a1901(st, _t1587))))))) and ((_memo5[_t1587] if _t1587 in _memo5 else _memo5.setdefault(_t1587, _a1903(st, _t1587))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 05f67fb4>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1597 = []
    for _t1596 in st.zones[(9 + _owner1905[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1596] == _t1595):
            _t1597.append(_st_cvars[_t1596])
    return _t1597

# <rulerun evolution.rules: feeding_turn_of #738 471d7898>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1599 = 0
    for _t1598 in st.zones[(9 + _owner1907[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1598] == _t1595):
            _t1599 += (1 if ((_st_cvars[_t1598] == 'carnivorous') or (_st_cvars[_t1598] == 'high_body_weight')) else (2 if (_st_cvars[_t1598] == 'parasite') else 0))
    return _t1599

# <rulerun evolution.rules: feeding_turn_of #739 4269ede4>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1601 = 0
    for _t1600 in st.zones[(9 + _owner1909[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1600] == _t1595):
            _t1601 += (1 if ((_st_cvars[_t1600] == 'carnivorous') or (_st_cvars[_t1600] == 'high_body_weight')) else (2 if (_st_cvars[_t1600] == 'parasite') else 0))
    return _t1601

# <rulerun evolution.rules: feeding_turn_of #740 38b28ad7>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1603 = 0
    for _t1602 in st.zones[(9 + _owner1911[st.loc[_t1595]])]:
        if (((_st_cvars[84 + _t1602] == _t1595) and (_st_cvars[_t1602] == 'fat_tissue')) and _st_cvars[252 + _t1602]):
            _t1603 += 1
    return _t1603

# <rulerun evolution.rules: feeding_turn_of #741 17cfa118>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1605 = 0
    for _t1604 in st.zones[(9 + _owner1913[st.loc[_t1595]])]:
        if ((_st_cvars[84 + _t1604] == _t1595) and (_st_cvars[_t1604] == 'fat_tissue')):
            _t1605 += 1
    return _t1605

# <rulerun evolution.rules: feeding_turn_of #742 3768e871>
def _loop(st, _t1607):
    _st_cvars = st.cvars
    _t1610 = 0
    for _t1609 in st.zones[(9 + _owner1917[st.loc[_st_cvars[84 + _t1607]]])]:
        if (_st_cvars[84 + _t1609] == _st_cvars[84 + _t1607]):
            _t1610 += (1 if ((_st_cvars[_t1609] == 'carnivorous') or (_st_cvars[_t1609] == 'high_body_weight')) else (2 if (_st_cvars[_t1609] == 'parasite') else 0))
    return _t1610

# <rulerun evolution.rules: feeding_turn_of #743 72078d43>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1606 = st.zones[(9 + _owner1915[st.loc[_t1595]])]
    st.budget -= len(_t1606)
    if st.budget < 0: _spent1916(st)
    for _t1607 in _t1606:
        if (((_st_cvars[_t1607] == 'symbiosis') and (_st_cvars[168 + _t1607] == _t1595)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1607]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1607]] >= (_memo6[_st_cvars[84 + _t1607]] if _st_cvars[84 + _t1607] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1607], (1 + _a1918(st, _t1607)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 6755b8a6>
def _loop(st, _t1612):
    _st_cvars = st.cvars
    _t1615 = 0
    for _t1614 in st.zones[(9 + _owner1923[st.loc[_t1612]])]:
        if (_st_cvars[84 + _t1614] == _t1612):
            _t1615 += (1 if ((_st_cvars[_t1614] == 'carnivorous') or (_st_cvars[_t1614] == 'high_body_weight')) else (2 if (_st_cvars[_t1614] == 'parasite') else 0))
    return _t1615

# <rulerun evolution.rules: feeding_turn_of #745 e5df76e1>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1611 = (list(_chain1920(map(st.zones.__getitem__, _k1921))) or ())
    st.budget -= len(_t1611)
    if st.budget < 0: _spent1922(st)
    for _t1612 in _t1611:
        if ((_t1612 != _t1595) and ((not ((_st_cvars[924 + _t1612] == _st_vars[0]) or (_st_cvars[504 + _t1612] >= (_memo6[_t1612] if _t1612 in _memo6 else _memo6.setdefault(_t1612, (1 + _a1924(st, _t1612))))))) and (_st_cvars[504 + _t1612] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 a1a9d1f7>
def _loop(st, _t1618):
    _st_cvars = st.cvars
    _t1620 = []
    for _t1619 in st.zones[(9 + _owner1926[st.loc[_t1618]])]:
        if (_st_cvars[84 + _t1619] == _t1618):
            _t1620.append(_st_cvars[_t1619])
    return _t1620

# <rulerun evolution.rules: feeding_turn_of #747 5c805c22>
def _loop(st, _t1623):
    _st_cvars = st.cvars
    _t1625 = []
    for _t1624 in st.zones[(9 + _owner1928[st.loc[_t1623]])]:
        if (_st_cvars[84 + _t1624] == _t1623):
            _t1625.append(_st_cvars[_t1624])
    return _t1625

# <rulerun evolution.rules: feeding_turn_of #748 c5db1b54>
def _loop(st, _t1623):
    _st_cvars = st.cvars
    _t1627 = 0
    for _t1626 in st.zones[(9 + _owner1930[st.loc[_t1623]])]:
        if (_st_cvars[84 + _t1626] == _t1623):
            _t1627 += (1 if ((_st_cvars[_t1626] == 'carnivorous') or (_st_cvars[_t1626] == 'high_body_weight')) else (2 if (_st_cvars[_t1626] == 'parasite') else 0))
    return _t1627

# <rulerun evolution.rules: feeding_turn_of #749 35b078b2>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1632 = 0
    for _t1631 in st.zones[(9 + _owner1933[st.loc[_t1629]])]:
        if (_st_cvars[84 + _t1631] == _t1629):
            _t1632 += (1 if ((_st_cvars[_t1631] == 'carnivorous') or (_st_cvars[_t1631] == 'high_body_weight')) else (2 if (_st_cvars[_t1631] == 'parasite') else 0))
    return _t1632

# <rulerun evolution.rules: feeding_turn_of #750 deaf1985>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1634 = 0
    for _t1633 in st.zones[(9 + _owner1935[st.loc[_t1629]])]:
        if (((_st_cvars[84 + _t1633] == _t1629) and (_st_cvars[_t1633] == 'fat_tissue')) and _st_cvars[252 + _t1633]):
            _t1634 += 1
    return _t1634

# <rulerun evolution.rules: feeding_turn_of #751 297efc75>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1636 = 0
    for _t1635 in st.zones[(9 + _owner1937[st.loc[_t1629]])]:
        if ((_st_cvars[84 + _t1635] == _t1629) and (_st_cvars[_t1635] == 'fat_tissue')):
            _t1636 += 1
    return _t1636

# <rulerun evolution.rules: feeding_turn_of #752 55356438>
def _loop(st, _t1638):
    _st_cvars = st.cvars
    _t1641 = 0
    for _t1640 in st.zones[(9 + _owner1941[st.loc[_st_cvars[84 + _t1638]]])]:
        if (_st_cvars[84 + _t1640] == _st_cvars[84 + _t1638]):
            _t1641 += (1 if ((_st_cvars[_t1640] == 'carnivorous') or (_st_cvars[_t1640] == 'high_body_weight')) else (2 if (_st_cvars[_t1640] == 'parasite') else 0))
    return _t1641

# <rulerun evolution.rules: feeding_turn_of #753 a95831e1>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1637 = st.zones[(9 + _owner1939[st.loc[_t1629]])]
    st.budget -= len(_t1637)
    if st.budget < 0: _spent1940(st)
    for _t1638 in _t1637:
        if (((_st_cvars[_t1638] == 'symbiosis') and (_st_cvars[168 + _t1638] == _t1629)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1638]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1638]] >= (_memo6[_st_cvars[84 + _t1638]] if _st_cvars[84 + _t1638] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1638], (1 + _a1942(st, _t1638)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 4e86acd5>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1628 = st.zones[(5 + L[0])]
    st.budget -= len(_t1628)
    if st.budget < 0: _spent1932(st)
    for _t1629 in _t1628:
        if ((not ((_st_cvars[924 + _t1629] == _st_vars[0]) or ((_st_cvars[504 + _t1629] >= (_memo6[_t1629] if _t1629 in _memo6 else _memo6.setdefault(_t1629, (1 + _a1934(st, _t1629))))) and ((_memo5[_t1629] if _t1629 in _memo5 else _memo5.setdefault(_t1629, _a1936(st, _t1629))) >= (_memo4[_t1629] if _t1629 in _memo4 else _memo4.setdefault(_t1629, _a1938(st, _t1629))))))) and (_memo14[_t1629] if _t1629 in _memo14 else _memo14.setdefault(_t1629, (not _a1943(st, _t1629))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 66f5052b>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1651 = 0
    for _t1650 in st.zones[(9 + _owner1953[st.loc[_t1648]])]:
        if (_st_cvars[84 + _t1650] == _t1648):
            _t1651 += (1 if ((_st_cvars[_t1650] == 'carnivorous') or (_st_cvars[_t1650] == 'high_body_weight')) else (2 if (_st_cvars[_t1650] == 'parasite') else 0))
    return _t1651

# <rulerun evolution.rules: take_food #756 f2a75e6d>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1653 = 0
    for _t1652 in st.zones[(9 + _owner1955[st.loc[_t1648]])]:
        if (((_st_cvars[84 + _t1652] == _t1648) and (_st_cvars[_t1652] == 'fat_tissue')) and _st_cvars[252 + _t1652]):
            _t1653 += 1
    return _t1653

# <rulerun evolution.rules: take_food #757 f03edf6b>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1655 = 0
    for _t1654 in st.zones[(9 + _owner1957[st.loc[_t1648]])]:
        if ((_st_cvars[84 + _t1654] == _t1648) and (_st_cvars[_t1654] == 'fat_tissue')):
            _t1655 += 1
    return _t1655

# <rulerun evolution.rules: take_food #758 634fd811>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _t1660 = 0
    for _t1659 in st.zones[(9 + _owner1961[st.loc[_st_cvars[84 + _t1657]]])]:
        if (_st_cvars[84 + _t1659] == _st_cvars[84 + _t1657]):
            _t1660 += (1 if ((_st_cvars[_t1659] == 'carnivorous') or (_st_cvars[_t1659] == 'high_body_weight')) else (2 if (_st_cvars[_t1659] == 'parasite') else 0))
    return _t1660

# <rulerun evolution.rules: take_food #759 44c9a6dd>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1656 = st.zones[(9 + _owner1959[st.loc[_t1648]])]
    st.budget -= len(_t1656)
    if st.budget < 0: _spent1960(st)
    for _t1657 in _t1656:
        if (((_st_cvars[_t1657] == 'symbiosis') and (_st_cvars[168 + _t1657] == _t1648)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1657]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1657]] >= (_memo6[_st_cvars[84 + _t1657]] if _st_cvars[84 + _t1657] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1657], (1 + _a1962(st, _t1657)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 8c8128fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1647 = st.zones[(5 + L[0])]
    st.budget -= len(_t1647)
    if st.budget < 0: _spent1952(st)
    _t1649 = []
    for _t1648 in _t1647:
        if ((not ((_st_cvars[924 + _t1648] == _st_vars[0]) or ((_st_cvars[504 + _t1648] >= (_memo6[_t1648] if _t1648 in _memo6 else _memo6.setdefault(_t1648, (1 + _a1954(st, _t1648))))) and ((_memo5[_t1648] if _t1648 in _memo5 else _memo5.setdefault(_t1648, _a1956(st, _t1648))) >= (_memo4[_t1648] if _t1648 in _memo4 else _memo4.setdefault(_t1648, _a1958(st, _t1648))))))) and (_memo14[_t1648] if _t1648 in _memo14 else _memo14.setdefault(_t1648, (not _a1963(st, _t1648))))):
            _t1649.append(_t1648)
    return _t1649

# <rulerun evolution.rules: receive #761 0f4dc767>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1666 = 0
    for _t1665 in st.zones[(9 + _owner1977[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1665] == _l0):
            _t1666 += (1 if ((_st_cvars[_t1665] == 'carnivorous') or (_st_cvars[_t1665] == 'high_body_weight')) else (2 if (_st_cvars[_t1665] == 'parasite') else 0))
    return _t1666

# <rulerun evolution.rules: receive #762 b11f4fce>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1668 = 0
    for _t1667 in st.zones[(9 + _owner1979[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t1667] == _l0) and (_st_cvars[_t1667] == 'fat_tissue')) and _st_cvars[252 + _t1667]):
            _t1668 += 1
    return _t1668

# <rulerun evolution.rules: receive #763 f5931149>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1670 = 0
    for _t1669 in st.zones[(9 + _owner1981[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1669] == _l0) and (_st_cvars[_t1669] == 'fat_tissue')):
            _t1670 += 1
    return _t1670

# <rulerun evolution.rules: receive #764 29c7c950>
def _loop(st, _t1672):
    _st_cvars = st.cvars
    _t1675 = 0
    for _t1674 in st.zones[(9 + _owner1985[st.loc[_st_cvars[84 + _t1672]]])]:
        if (_st_cvars[84 + _t1674] == _st_cvars[84 + _t1672]):
            _t1675 += (1 if ((_st_cvars[_t1674] == 'carnivorous') or (_st_cvars[_t1674] == 'high_body_weight')) else (2 if (_st_cvars[_t1674] == 'parasite') else 0))
    return _t1675

# <rulerun evolution.rules: receive #765 30aab2da>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1671 = st.zones[(9 + _owner1983[st.loc[_l0]])]
    st.budget -= len(_t1671)
    if st.budget < 0: _spent1984(st)
    for _t1672 in _t1671:
        if (((_st_cvars[_t1672] == 'symbiosis') and (_st_cvars[168 + _t1672] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1672]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1672]] >= (_memo6[_st_cvars[84 + _t1672]] if _st_cvars[84 + _t1672] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1672], (1 + _a1986(st, _t1672)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 7491f1fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1680 = 0
    for _t1679 in st.zones[(9 + _owner1996[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1679] == L[2]):
            _t1680 += (1 if ((_st_cvars[_t1679] == 'carnivorous') or (_st_cvars[_t1679] == 'high_body_weight')) else (2 if (_st_cvars[_t1679] == 'parasite') else 0))
    return _t1680

# <rulerun evolution.rules: receive #767 04811d71>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1685 = 0
    for _t1684 in st.zones[(9 + _owner1998[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t1684] == L[2]) and (_st_cvars[_t1684] == 'fat_tissue')) and _st_cvars[252 + _t1684]):
            _t1685 += 1
    return _t1685

# <rulerun evolution.rules: receive #768 a889a587>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1687 = 0
    for _t1686 in st.zones[(9 + _owner2000[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1686] == L[2]) and (_st_cvars[_t1686] == 'fat_tissue')):
            _t1687 += 1
    return _t1687

# <rulerun evolution.rules: receive #769 c77c4d33>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1690 = 0
    for _t1689 in st.zones[(9 + _owner2002[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1689] == L[2]):
            _t1690 += (1 if ((_st_cvars[_t1689] == 'carnivorous') or (_st_cvars[_t1689] == 'high_body_weight')) else (2 if (_st_cvars[_t1689] == 'parasite') else 0))
    return _t1690

# <rulerun evolution.rules: paired_triggers #770 playout db671d48>
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
        _t1692 = st.zones[(9 + _owner2007[_st_loc[_l0]])]
        st.budget -= len(_t1692)
        if st.budget < 0: _spent2006(st)
        _t1691 = []
        for _t1693 in _t1692:
            if (((_st_cvars[336 + _t1693] != _st_vars[4]) and ((_st_cvars[84 + _t1693] == _l0) or (_st_cvars[168 + _t1693] == _l0))) and (((((_st_cvars[_t1693] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d2008(st, [(_st_cvars[168 + _t1693] if (_st_cvars[84 + _t1693] == _l0) else _st_cvars[84 + _t1693])])) or ((_st_cvars[_t1693] == 'cooperation') and _d2008(st, [(_st_cvars[168 + _t1693] if (_st_cvars[84 + _t1693] == _l0) else _st_cvars[84 + _t1693])])))):
                _t1691.append(_t1693)
        L[2] = _t1691
        if (not (L[2] or ())):
            return 2
        _t1694 = (L[2] or [])
        _t1695 = _owner2007[_st_loc[_l0]]
        _t1696 = len(_t1694) + 1
        if _t1696 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1697 = st.chooser(_t1696, _t1695)
            else:
                _t1697 = _st_bits(_t1696.bit_length())
                while _t1697 >= _t1696: _t1697 = _st_bits(_t1696.bit_length())
            L[3] = _t1694[_t1697 - 1] if _t1697 else None; st.decisions += 1
        elif _st_log is None: _pend2011(st, L, [None] + _t1694, _t1695); raise _PlayoutCut2009()
        elif _decide2012(st, L, _t1694, _t1695): raise _PlayoutCut2009()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1698 if -1000000000000000000 <= (_t1698 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2013(_t1698))
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

# <rulerun evolution.rules: receive #772 playout eb4a731d>
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
            _st_vars[3] = (_t1676 if -1000000000000000000 <= (_t1676 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond1988(_t1676))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text1993(_audience1989(st), [_PlayerRef1991(_owner1990[_st_loc[_l0]]), "'s animal ", _plain1992(_st_cvars[420 + _l0]), ' cannot take the ', _plain1992(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth1994(st)
    _t1677 = [_l0, _l1]
    _t1678 = [0, _t1677, False, len(st.cur), st.thread_player]
    st.events.append(_t1678)
    if not _t1678[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value1995(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a1997(st, L)))))):
            _t1682 = L[2]
            _t1681 = None
            for _t1683 in st.zones[(9 + _owner1990[_st_loc[L[2]]])]:
                if (((_st_cvars[84 + _t1683] == _t1682) and (_st_cvars[_t1683] == 'fat_tissue')) and (not _st_cvars[252 + _t1683])):
                    _t1681 = _t1683
                    break
            L[3] = _t1681
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
            _st_cvars[504 + L[2]] = (_t1688 if -1000000000000000000 <= (_t1688 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond1988(_t1688))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1993(_audience1989(st), ['  animal ', _plain1992(_st_cvars[420 + L[2]]), ' has food ', _plain1992(_st_cvars[504 + L[2]]), '/', _plain1992((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2003(st, L)))))]))
        _t1699 = _t1678[1] + _k2019
        if _p2020(st, _t1699, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout a2464bf6>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1950(_k1951)
    _t1646 = (_a1964(st, L) or [])
    _t1661 = _l0
    _t1662 = len(_t1646)
    if not _t1662: _no_option1967(_t1661, 'animal to feed')
    if _t1662 <= 1 and _st_log is None:
        L[1] = _t1646[0] if _t1662 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1663 = st.chooser(_t1662, _t1661)
        else:
            _t1663 = _st_bits(_t1662.bit_length())
            while _t1663 >= _t1662: _t1663 = _st_bits(_t1662.bit_length())
        L[1] = _t1646[_t1663]; st.decisions += 1
    elif _st_log is None: _pend1968(st, L, _t1646, _t1661); raise _PlayoutCut1965()
    elif _decide1969(st, L, _t1646, _t1661): raise _PlayoutCut1965()
    _st_vars[3] = (_t1664 if -1000000000000000000 <= (_t1664 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1970(_t1664))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1974(_audience1971(st), [_PlayerRef1972(_l0), "'s animal ", _plain1973(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1973(_st_vars[3]), ' left)']))
    if _p2021(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 7606f844>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1705 = []
    for _t1704 in st.zones[(9 + _owner2026[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1704] == _t1702):
            _t1705.append(_st_cvars[_t1704])
    return _t1705

# <rulerun evolution.rules: attack_action #775 49d613c4>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1707 = 0
    for _t1706 in st.zones[(9 + _owner2028[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1706] == _t1702):
            _t1707 += (1 if ((_st_cvars[_t1706] == 'carnivorous') or (_st_cvars[_t1706] == 'high_body_weight')) else (2 if (_st_cvars[_t1706] == 'parasite') else 0))
    return _t1707

# <rulerun evolution.rules: attack_action #776 9a641e84>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1709 = 0
    for _t1708 in st.zones[(9 + _owner2030[st.loc[_t1702]])]:
        if (((_st_cvars[84 + _t1708] == _t1702) and (_st_cvars[_t1708] == 'fat_tissue')) and _st_cvars[252 + _t1708]):
            _t1709 += 1
    return _t1709

# <rulerun evolution.rules: attack_action #777 5bff0417>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1711 = 0
    for _t1710 in st.zones[(9 + _owner2032[st.loc[_t1702]])]:
        if ((_st_cvars[84 + _t1710] == _t1702) and (_st_cvars[_t1710] == 'fat_tissue')):
            _t1711 += 1
    return _t1711

# <rulerun evolution.rules: attack_action #778 2110049a>
def _loop(st, _t1713):
    _st_cvars = st.cvars
    _t1716 = 0
    for _t1715 in st.zones[(9 + _owner2036[st.loc[_st_cvars[84 + _t1713]]])]:
        if (_st_cvars[84 + _t1715] == _st_cvars[84 + _t1713]):
            _t1716 += (1 if ((_st_cvars[_t1715] == 'carnivorous') or (_st_cvars[_t1715] == 'high_body_weight')) else (2 if (_st_cvars[_t1715] == 'parasite') else 0))
    return _t1716

# <rulerun evolution.rules: attack_action #779 1f74cec3>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1712 = st.zones[(9 + _owner2034[st.loc[_t1702]])]
    st.budget -= len(_t1712)
    if st.budget < 0: _spent2035(st)
    for _t1713 in _t1712:
        if (((_st_cvars[_t1713] == 'symbiosis') and (_st_cvars[168 + _t1713] == _t1702)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1713]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1713]] >= (_memo6[_st_cvars[84 + _t1713]] if _st_cvars[84 + _t1713] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1713], (1 + _a2037(st, _t1713)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 d485079f>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1721 = []
    for _t1720 in st.zones[(9 + _owner2042[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1720] == _t1718):
            _t1721.append(_st_cvars[_t1720])
    return _t1721

# <rulerun evolution.rules: attack_action #781 94a5dc27>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1723 = []
    for _t1722 in st.zones[(9 + _owner2044[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1722] == _t1702):
            _t1723.append(_st_cvars[_t1722])
    return _t1723

# <rulerun evolution.rules: attack_action #782 4e89f9df>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1726 = []
    for _t1725 in st.zones[(9 + _owner2046[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1725] == _t1718):
            _t1726.append(_st_cvars[_t1725])
    return _t1726

# <rulerun evolution.rules: attack_action #783 98fec5c3>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1728 = []
    for _t1727 in st.zones[(9 + _owner2048[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1727] == _t1702):
            _t1728.append(_st_cvars[_t1727])
    return _t1728

# <rulerun evolution.rules: attack_action #784 e4860050>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1731 = []
    for _t1730 in st.zones[(9 + _owner2050[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1730] == _t1718):
            _t1731.append(_st_cvars[_t1730])
    return _t1731

# <rulerun evolution.rules: attack_action #785 b93c8f7c>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1733 = []
    for _t1732 in st.zones[(9 + _owner2052[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1732] == _t1702):
            _t1733.append(_st_cvars[_t1732])
    return _t1733

# <rulerun evolution.rules: attack_action #786 285fb9e7>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1736 = []
    for _t1735 in st.zones[(9 + _owner2054[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1735] == _t1718):
            _t1736.append(_st_cvars[_t1735])
    return _t1736

# <rulerun evolution.rules: attack_action #787 a019a46f>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1738 = 0
    for _t1737 in st.zones[(9 + _owner2056[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1737] == _t1718):
            _t1738 += (1 if ((_st_cvars[_t1737] == 'carnivorous') or (_st_cvars[_t1737] == 'high_body_weight')) else (2 if (_st_cvars[_t1737] == 'parasite') else 0))
    return _t1738

# <rulerun evolution.rules: attack_action #788 95374d74>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    for _t1739 in st.zones[(9 + _owner2058[st.loc[_t1718]])]:
        if ((_st_cvars[_t1739] == 'symbiosis') and (_st_cvars[168 + _t1739] == _t1718)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 2ce165b6>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1717 = (list(_chain2039(map(st.zones.__getitem__, _k2040))) or ())
    st.budget -= len(_t1717)
    if st.budget < 0: _spent2041(st)
    _t1724 = _NOT_YET
    _t1729 = _NOT_YET
    _t1734 = _NOT_YET
    for _t1718 in _t1717:
        if ((((((_t1702 != _t1718) and ((not ('camouflage' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2043(st, _t1718)))))) or (_t1724 if _t1724 is not _NOT_YET else (_t1724 := ('sharp_vision' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2045(st, _t1702))))))))) and ((not ('high_body_weight' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2047(st, _t1718)))))) or (_t1729 if _t1729 is not _NOT_YET else (_t1729 := ('high_body_weight' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2049(st, _t1702))))))))) and (('swimming' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2051(st, _t1718))))) == (_t1734 if _t1734 is not _NOT_YET else (_t1734 := ('swimming' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2053(st, _t1702))))))))) and (not (('burrowing' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2055(st, _t1718))))) and ((_st_cvars[924 + _t1718] == _st_vars[0]) or (_st_cvars[504 + _t1718] >= (_memo6[_t1718] if _t1718 in _memo6 else _memo6.setdefault(_t1718, (1 + _a2057(st, _t1718))))))))) and (not (_memo13[_t1718] if _t1718 in _memo13 else _memo13.setdefault(_t1718, _a2059(st, _t1718))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 630fabb4>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1701 = st.zones[(5 + L[0])]
    st.budget -= len(_t1701)
    if st.budget < 0: _spent2025(st)
    _t1703 = []
    for _t1702 in _t1701:
        if (_memo0[_t1702] if _t1702 in _memo0 else _memo0.setdefault(_t1702, (((('carnivorous' in (st.memos[15][_t1702] if _t1702 in st.memos[15] else st.memos[15].setdefault(_t1702, frozenset(_a2027(st, _t1702))))) and (st.cvars[672 + _t1702] != st.vars[0])) and ((not ((st.cvars[924 + _t1702] == st.vars[0]) or ((st.cvars[504 + _t1702] >= (st.memos[6][_t1702] if _t1702 in st.memos[6] else st.memos[6].setdefault(_t1702, (1 + _a2029(st, _t1702))))) and ((st.memos[5][_t1702] if _t1702 in st.memos[5] else st.memos[5].setdefault(_t1702, _a2031(st, _t1702))) >= (st.memos[4][_t1702] if _t1702 in st.memos[4] else st.memos[4].setdefault(_t1702, _a2033(st, _t1702))))))) and (st.memos[14][_t1702] if _t1702 in st.memos[14] else st.memos[14].setdefault(_t1702, (not _a2038(st, _t1702)))))) and _a2060(st, _t1702)))):
            _t1703.append(_t1702)
    return _t1703

# <rulerun evolution.rules: attack_action #791 0c4a6f0c>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1749 = []
    for _t1748 in st.zones[(9 + _owner2070[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1748] == _t1746):
            _t1749.append(_st_cvars[_t1748])
    return _t1749

# <rulerun evolution.rules: attack_action #792 813e9e3c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1751 = []
    for _t1750 in st.zones[(9 + _owner2072[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1750] == _l1):
            _t1751.append(_st_cvars[_t1750])
    return _t1751

# <rulerun evolution.rules: attack_action #793 3e80c617>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1754 = []
    for _t1753 in st.zones[(9 + _owner2074[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1753] == _t1746):
            _t1754.append(_st_cvars[_t1753])
    return _t1754

# <rulerun evolution.rules: attack_action #794 a5390d61>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1756 = []
    for _t1755 in st.zones[(9 + _owner2076[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1755] == _l1):
            _t1756.append(_st_cvars[_t1755])
    return _t1756

# <rulerun evolution.rules: attack_action #795 32c6acae>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1759 = []
    for _t1758 in st.zones[(9 + _owner2078[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1758] == _t1746):
            _t1759.append(_st_cvars[_t1758])
    return _t1759

# <rulerun evolution.rules: attack_action #796 ba7ef8ba>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1761 = []
    for _t1760 in st.zones[(9 + _owner2080[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1760] == _l1):
            _t1761.append(_st_cvars[_t1760])
    return _t1761

# <rulerun evolution.rules: attack_action #797 5ef4b42e>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1764 = []
    for _t1763 in st.zones[(9 + _owner2082[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1763] == _t1746):
            _t1764.append(_st_cvars[_t1763])
    return _t1764

# <rulerun evolution.rules: attack_action #798 53046040>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1766 = 0
    for _t1765 in st.zones[(9 + _owner2084[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1765] == _t1746):
            _t1766 += (1 if ((_st_cvars[_t1765] == 'carnivorous') or (_st_cvars[_t1765] == 'high_body_weight')) else (2 if (_st_cvars[_t1765] == 'parasite') else 0))
    return _t1766

# <rulerun evolution.rules: attack_action #799 bc48250b>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    for _t1767 in st.zones[(9 + _owner2086[st.loc[_t1746]])]:
        if ((_st_cvars[_t1767] == 'symbiosis') and (_st_cvars[168 + _t1767] == _t1746)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 11c1d8f8>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1745 = (list(_chain2067(map(st.zones.__getitem__, _k2068))) or ())
    st.budget -= len(_t1745)
    if st.budget < 0: _spent2069(st)
    _t1752 = _NOT_YET
    _t1757 = _NOT_YET
    _t1762 = _NOT_YET
    _t1747 = []
    for _t1746 in _t1745:
        if ((((((_l1 != _t1746) and ((not ('camouflage' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2071(st, _t1746)))))) or (_t1752 if _t1752 is not _NOT_YET else (_t1752 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2073(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2075(st, _t1746)))))) or (_t1757 if _t1757 is not _NOT_YET else (_t1757 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2077(st, L))))))))) and (('swimming' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2079(st, _t1746))))) == (_t1762 if _t1762 is not _NOT_YET else (_t1762 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2081(st, L))))))))) and (not (('burrowing' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2083(st, _t1746))))) and ((_st_cvars[924 + _t1746] == _st_vars[0]) or (_st_cvars[504 + _t1746] >= (_memo6[_t1746] if _t1746 in _memo6 else _memo6.setdefault(_t1746, (1 + _a2085(st, _t1746))))))))) and (not (_memo13[_t1746] if _t1746 in _memo13 else _memo13.setdefault(_t1746, _a2087(st, _t1746))))):
            _t1747.append(_t1746)
    return _t1747

# <rulerun evolution.rules: on before attack #801 bf0bd63e>
def _loop(st, _t1775):
    _st_cvars = st.cvars
    _t1782 = []
    for _t1781 in st.zones[(9 + _owner2103[st.loc[_t1775]])]:
        if (_st_cvars[84 + _t1781] == _t1775):
            _t1782.append(_st_cvars[_t1781])
    return _t1782

# <rulerun evolution.rules: on before attack #802 baa8cab6>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1787 = []
    for _t1786 in st.zones[(9 + _owner2106[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1786] == _t1784):
            _t1787.append(_st_cvars[_t1786])
    return _t1787

# <rulerun evolution.rules: on before attack #803 c3114d82>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1789 = []
    for _t1788 in st.zones[(9 + _owner2108[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1788] == _l0):
            _t1789.append(_st_cvars[_t1788])
    return _t1789

# <rulerun evolution.rules: on before attack #804 ae3fde52>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1792 = []
    for _t1791 in st.zones[(9 + _owner2110[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1791] == _t1784):
            _t1792.append(_st_cvars[_t1791])
    return _t1792

# <rulerun evolution.rules: on before attack #805 12a179b3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1794 = []
    for _t1793 in st.zones[(9 + _owner2112[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1793] == _l0):
            _t1794.append(_st_cvars[_t1793])
    return _t1794

# <rulerun evolution.rules: on before attack #806 25a79590>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1797 = []
    for _t1796 in st.zones[(9 + _owner2114[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1796] == _t1784):
            _t1797.append(_st_cvars[_t1796])
    return _t1797

# <rulerun evolution.rules: on before attack #807 2156cac9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1799 = []
    for _t1798 in st.zones[(9 + _owner2116[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1798] == _l0):
            _t1799.append(_st_cvars[_t1798])
    return _t1799

# <rulerun evolution.rules: on before attack #808 13492f52>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1802 = []
    for _t1801 in st.zones[(9 + _owner2118[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1801] == _t1784):
            _t1802.append(_st_cvars[_t1801])
    return _t1802

# <rulerun evolution.rules: on before attack #809 7da48d17>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1804 = 0
    for _t1803 in st.zones[(9 + _owner2120[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1803] == _t1784):
            _t1804 += (1 if ((_st_cvars[_t1803] == 'carnivorous') or (_st_cvars[_t1803] == 'high_body_weight')) else (2 if (_st_cvars[_t1803] == 'parasite') else 0))
    return _t1804

# <rulerun evolution.rules: on before attack #810 75feb15a>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    for _t1805 in st.zones[(9 + _owner2122[st.loc[_t1784]])]:
        if ((_st_cvars[_t1805] == 'symbiosis') and (_st_cvars[168 + _t1805] == _t1784)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 6e15b32e>
def _loop(st, L, _t1775, _t1778):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1783 = st.zones[(5 + _t1778)]
    st.budget -= len(_t1783)
    if st.budget < 0: _spent2105(st)
    _t1790 = _NOT_YET
    _t1795 = _NOT_YET
    _t1800 = _NOT_YET
    for _t1784 in _t1783:
        if (((_t1784 != _t1775) and (_t1784 != _l0)) and ((((((_l0 != _t1784) and ((not ('camouflage' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2107(st, _t1784)))))) or (_t1790 if _t1790 is not _NOT_YET else (_t1790 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2109(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2111(st, _t1784)))))) or (_t1795 if _t1795 is not _NOT_YET else (_t1795 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2113(st, L))))))))) and (('swimming' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2115(st, _t1784))))) == (_t1800 if _t1800 is not _NOT_YET else (_t1800 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2117(st, L))))))))) and (not (('burrowing' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2119(st, _t1784))))) and ((_st_cvars[924 + _t1784] == _st_vars[0]) or (_st_cvars[504 + _t1784] >= (_memo6[_t1784] if _t1784 in _memo6 else _memo6.setdefault(_t1784, (1 + _a2121(st, _t1784))))))))) and (not (_memo13[_t1784] if _t1784 in _memo13 else _memo13.setdefault(_t1784, _a2123(st, _t1784)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 5a45aa26>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1817 = []
    for _t1816 in st.zones[(9 + _owner2136[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1816] == _t1814):
            _t1817.append(_st_cvars[_t1816])
    return _t1817

# <rulerun evolution.rules: on before attack #813 95d03ec3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1819 = []
    for _t1818 in st.zones[(9 + _owner2138[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1818] == _l0):
            _t1819.append(_st_cvars[_t1818])
    return _t1819

# <rulerun evolution.rules: on before attack #814 74e8129a>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1822 = []
    for _t1821 in st.zones[(9 + _owner2140[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1821] == _t1814):
            _t1822.append(_st_cvars[_t1821])
    return _t1822

# <rulerun evolution.rules: on before attack #815 f5a95003>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1824 = []
    for _t1823 in st.zones[(9 + _owner2142[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1823] == _l0):
            _t1824.append(_st_cvars[_t1823])
    return _t1824

# <rulerun evolution.rules: on before attack #816 bba15cc1>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1827 = []
    for _t1826 in st.zones[(9 + _owner2144[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1826] == _t1814):
            _t1827.append(_st_cvars[_t1826])
    return _t1827

# <rulerun evolution.rules: on before attack #817 4115d101>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1829 = []
    for _t1828 in st.zones[(9 + _owner2146[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1828] == _l0):
            _t1829.append(_st_cvars[_t1828])
    return _t1829

# <rulerun evolution.rules: on before attack #818 d2be42c2>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1832 = []
    for _t1831 in st.zones[(9 + _owner2148[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1831] == _t1814):
            _t1832.append(_st_cvars[_t1831])
    return _t1832

# <rulerun evolution.rules: on before attack #819 d1390a99>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1834 = 0
    for _t1833 in st.zones[(9 + _owner2150[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1833] == _t1814):
            _t1834 += (1 if ((_st_cvars[_t1833] == 'carnivorous') or (_st_cvars[_t1833] == 'high_body_weight')) else (2 if (_st_cvars[_t1833] == 'parasite') else 0))
    return _t1834

# <rulerun evolution.rules: on before attack #820 40b0cc02>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    for _t1835 in st.zones[(9 + _owner2152[st.loc[_t1814]])]:
        if ((_st_cvars[_t1835] == 'symbiosis') and (_st_cvars[168 + _t1835] == _t1814)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 75046e8c>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1813 = st.zones[(5 + L[4])]
    st.budget -= len(_t1813)
    if st.budget < 0: _spent2135(st)
    _t1820 = _NOT_YET
    _t1825 = _NOT_YET
    _t1830 = _NOT_YET
    _t1815 = []
    for _t1814 in _t1813:
        if (((_t1814 != _l1) and (_t1814 != _l0)) and ((((((_l0 != _t1814) and ((not ('camouflage' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2137(st, _t1814)))))) or (_t1820 if _t1820 is not _NOT_YET else (_t1820 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2139(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2141(st, _t1814)))))) or (_t1825 if _t1825 is not _NOT_YET else (_t1825 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2143(st, L))))))))) and (('swimming' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2145(st, _t1814))))) == (_t1830 if _t1830 is not _NOT_YET else (_t1830 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2147(st, L))))))))) and (not (('burrowing' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2149(st, _t1814))))) and ((_st_cvars[924 + _t1814] == _st_vars[0]) or (_st_cvars[504 + _t1814] >= (_memo6[_t1814] if _t1814 in _memo6 else _memo6.setdefault(_t1814, (1 + _a2151(st, _t1814))))))))) and (not (_memo13[_t1814] if _t1814 in _memo13 else _memo13.setdefault(_t1814, _a2153(st, _t1814)))))):
            _t1815.append(_t1814)
    return _t1815

# <rulerun evolution.rules: on before attack #822 9f4fb887>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1842 = []
    for _t1841 in st.zones[(9 + _owner2160[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1841] == L[1]) or (_st_cvars[168 + _t1841] == L[1])):
            _t1842.append(_t1841)
    return _t1842

# <rulerun evolution.rules: on before attack #823 playout aa9349d7>
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
        _t1775 = L[1]
        _t1776 = L[2]
        _t1777 = L[3]
        _t1778 = L[4]
        _t1779 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1779)
        if st.budget < 0: _spent2101(st)
        _t1807 = _NOT_YET
        _t1774 = []
        for _t1780 in _t1779:
            if (((_t1780 in (_memo15[_t1775] if _t1775 in _memo15 else _memo15.setdefault(_t1775, frozenset(_a2104(st, _t1775))))) and ((_t1780 != 'running') or (not _t1777))) and ((_t1780 != 'mimicry') or ((not _t1776) and (_t1807 if _t1807 is not _NOT_YET else (_t1807 := _a2124(st, L, _t1775, _t1778)))))):
                _t1774.append(_t1780)
        L[5] = _t1774
        if (not (L[5] or ())):
            return 2
        _t1808 = (L[5] or [])
        _t1809 = L[4]
        _t1810 = len(_t1808) + 1
        if _t1810 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1811 = st.chooser(_t1810, _t1809)
            else:
                _t1811 = _st_bits(_t1810.bit_length())
                while _t1811 >= _t1810: _t1811 = _st_bits(_t1810.bit_length())
            L[6] = _t1808[_t1811 - 1] if _t1811 else None; st.decisions += 1
        elif _st_log is None: _pend2127(st, L, [None] + _t1808, _t1809); raise _PlayoutCut2125()
        elif _decide2128(st, L, _t1808, _t1809): raise _PlayoutCut2125()
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
            _t1812 = (_a2154(st, L) or [])
            _t1837 = L[4]
            _t1838 = len(_t1812)
            if not _t1838: _no_option2156(_t1837, 'mimicry: the new target')
            if _t1838 <= 1 and _st_log is None:
                L[7] = _t1812[0] if _t1838 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1839 = st.chooser(_t1838, _t1837)
                else:
                    _t1839 = _st_bits(_t1838.bit_length())
                    while _t1839 >= _t1838: _t1839 = _st_bits(_t1838.bit_length())
                L[7] = _t1812[_t1839]; st.decisions += 1
            elif _st_log is None: _pend2157(st, L, _t1812, _t1837); raise _PlayoutCut2125()
            elif _decide2158(st, L, _t1812, _t1837): raise _PlayoutCut2125()
            if _st_log is not None: _st_log.append(_Text2132(_audience2129(st), ['Mimicry: the attack turns from animal ', _plain2131(_st_cvars[420 + L[1]]), ' to animal ', _plain2131(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value2159(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1840 = (_a2161(st, L) or [])
            _t1843 = L[4]
            _t1844 = len(_t1840)
            if not _t1844: _no_option2156(_t1843, 'tail loss: trait to drop')
            if _t1844 <= 1 and _st_log is None:
                L[8] = _t1840[0] if _t1844 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1845 = st.chooser(_t1844, _t1843)
                else:
                    _t1845 = _st_bits(_t1844.bit_length())
                    while _t1845 >= _t1844: _t1845 = _st_bits(_t1844.bit_length())
                L[8] = _t1840[_t1845]; st.decisions += 1
            elif _st_log is None: _pend2163(st, L, _t1840, _t1843); raise _PlayoutCut2125()
            elif _decide2164(st, L, _t1840, _t1843): raise _PlayoutCut2125()
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
            _t1846 = _i19l0
            _t1847 = (13 + _i19[1])
            if type(_t1846) is int and _st_log is None:
                _t1848 = _st_zones[(_t1849 := _st_loc[_t1846])]
                if _t1848[-1] == _t1846: _t1848.pop()
                else: _t1848.remove(_t1846)
                _st_zones[_t1847].append(_t1846); _st_loc[_t1846] = _t1847
                _t1850 = _leaving2166[_t1849]
                if _memo12 and _t1850 & 4096: _memo12.clear()
            elif _t1846 is not None:
                _move_cards2165(st, _t1846, _t1847, False)
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

# <rulerun evolution.rules: hunt #824 76522b93>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1853 = []
    for _t1852 in st.zones[(9 + _owner2171[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1852] == L[2]):
            _t1853.append(_st_cvars[_t1852])
    return _t1853

# <rulerun evolution.rules: hunt #825 51387bbb>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1856 = []
    for _t1855 in st.zones[(9 + _owner2173[st.loc[_i20l0]])]:
        if ((_st_cvars[84 + _t1855] == _i20l0) or (_st_cvars[168 + _t1855] == _i20l0)):
            _t1856.append(_t1855)
    return _t1856

# <rulerun evolution.rules: scavenge #826 d4874166>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1874 = []
    for _t1873 in st.zones[(9 + _owner2184[st.loc[_t1872]])]:
        if (_st_cvars[84 + _t1873] == _t1872):
            _t1874.append(_st_cvars[_t1873])
    return _t1874

# <rulerun evolution.rules: scavenge #827 948b630d>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1876 = 0
    for _t1875 in st.zones[(9 + _owner2186[st.loc[_t1872]])]:
        if (_st_cvars[84 + _t1875] == _t1872):
            _t1876 += (1 if ((_st_cvars[_t1875] == 'carnivorous') or (_st_cvars[_t1875] == 'high_body_weight')) else (2 if (_st_cvars[_t1875] == 'parasite') else 0))
    return _t1876

# <rulerun evolution.rules: scavenge #828 bb37b98d>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1878 = 0
    for _t1877 in st.zones[(9 + _owner2188[st.loc[_t1872]])]:
        if (((_st_cvars[84 + _t1877] == _t1872) and (_st_cvars[_t1877] == 'fat_tissue')) and _st_cvars[252 + _t1877]):
            _t1878 += 1
    return _t1878

# <rulerun evolution.rules: scavenge #829 35357800>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1880 = 0
    for _t1879 in st.zones[(9 + _owner2190[st.loc[_t1872]])]:
        if ((_st_cvars[84 + _t1879] == _t1872) and (_st_cvars[_t1879] == 'fat_tissue')):
            _t1880 += 1
    return _t1880

# <rulerun evolution.rules: scavenge #830 a1a54736>
def _loop(st, _t1882):
    _st_cvars = st.cvars
    _t1885 = 0
    for _t1884 in st.zones[(9 + _owner2194[st.loc[_st_cvars[84 + _t1882]]])]:
        if (_st_cvars[84 + _t1884] == _st_cvars[84 + _t1882]):
            _t1885 += (1 if ((_st_cvars[_t1884] == 'carnivorous') or (_st_cvars[_t1884] == 'high_body_weight')) else (2 if (_st_cvars[_t1884] == 'parasite') else 0))
    return _t1885

# <rulerun evolution.rules: scavenge #831 662a9efd>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1881 = st.zones[(9 + _owner2192[st.loc[_t1872]])]
    st.budget -= len(_t1881)
    if st.budget < 0: _spent2193(st)
    for _t1882 in _t1881:
        if (((_st_cvars[_t1882] == 'symbiosis') and (_st_cvars[168 + _t1882] == _t1872)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1882]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1882]] >= (_memo6[_st_cvars[84 + _t1882]] if _st_cvars[84 + _t1882] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1882], (1 + _a2195(st, _t1882)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 78043030>
def _loop(st, L):
    _t1890 = (L[4] or ())
    st.budget -= len(_t1890)
    if st.budget < 0: _spent2198(st)
    for _t1891 in _t1890:
        return _t1891
    return None

# <rulerun evolution.rules: scavenge #833 08060af8>
def _loop(st, L):
    _t1887 = (L[4] or ())
    st.budget -= len(_t1887)
    if st.budget < 0: _spent2197(st)
    _t1893 = _NOT_YET
    _t1889 = []
    for _t1888 in _t1887:
        if ((not False) or (_t1888 == (_t1893 if _t1893 is not _NOT_YET else (_t1893 := _a2199(st, L))))):
            _t1889.append(_t1888)
    return _t1889

# <rulerun evolution.rules: scavenge #834 playout c56f2761>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit2180(_k2181)
    _t1869 = (_o2182[L[0]] or [])
    st.budget -= len(_t1869)
    if st.budget < 0: _spent2183(st)
    for _t1868 in _t1869:
        L[3] = _t1868
        _t1871 = st.zones[(5 + _t1868)]
        st.budget -= len(_t1871)
        if st.budget < 0: _spent2183(st)
        _t1870 = []
        for _t1872 in _t1871:
            if (('scavenger' in (_memo15[_t1872] if _t1872 in _memo15 else _memo15.setdefault(_t1872, frozenset(_a2185(st, _t1872))))) and ((not ((_st_cvars[924 + _t1872] == _st_vars[0]) or ((_st_cvars[504 + _t1872] >= (_memo6[_t1872] if _t1872 in _memo6 else _memo6.setdefault(_t1872, (1 + _a2187(st, _t1872))))) and ((_memo5[_t1872] if _t1872 in _memo5 else _memo5.setdefault(_t1872, _a2189(st, _t1872))) >= (_memo4[_t1872] if _t1872 in _memo4 else _memo4.setdefault(_t1872, _a2191(st, _t1872))))))) and (_memo14[_t1872] if _t1872 in _memo14 else _memo14.setdefault(_t1872, (not _a2196(st, _t1872)))))):
                _t1870.append(_t1872)
        L[4] = _t1870
        if (not not (L[4] or ())):
            _t1886 = (_a2200(st, L) or [])
            _t1894 = _t1868
            _t1895 = len(_t1886)
            if not _t1895: _no_option2203(_t1894, 'scavenger to feed')
            if _t1895 <= 1 and _st_log is None:
                L[5] = _t1886[0] if _t1895 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1896 = st.chooser(_t1895, _t1894)
                else:
                    _t1896 = _st_bits(_t1895.bit_length())
                    while _t1896 >= _t1895: _t1896 = _st_bits(_t1895.bit_length())
                L[5] = _t1886[_t1896]; st.decisions += 1
            elif _st_log is None: _pend2204(st, L, _t1886, _t1894); raise _PlayoutCut2201()
            elif _decide2205(st, L, _t1886, _t1894): raise _PlayoutCut2201()
            if _st_log is not None: _st_log.append(_Text2209(_audience2206(st), ['Scavenger: ', _PlayerRef2207(_t1868), "'s animal ", _plain2208(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p2210(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout 19ea02db>
def _native(st, L, _d=0):
    if _p2211(st, [_owner2179[st.loc[L[0]]], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout ce2f72af>
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
    _t1772 = [_l0, _l1]
    _t1773 = [1, _t1772, False, len(st.cur), st.thread_player]
    st.events.append(_t1773)
    _t1851 = _t1772 + _k2168
    if _p2169(st, _t1851, _d + 1) == 3: return 3
    if not _t1773[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2170(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2170(st, 1, 0, 'attack'))
        L[4] = ('poisonous' in (_memo15[L[2]] if L[2] in _memo15 else _memo15.setdefault(L[2], frozenset(_a2172(st, L)))))
        if _st_log is not None: _st_log.append(_Text2099(_audience2095(st), [_PlayerRef2097(_owner2096[_st_loc[L[3]]]), "'s animal ", _plain2098(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef2097(_owner2096[_st_loc[L[2]]]), "'s animal ", _plain2098(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = _owner2096[_st_loc[_i20l0]]
        _t1857 = (_a2174(st, _i20l0) or [])
        st.budget -= len(_t1857)
        if st.budget < 0: _spent2094(st)
        for _t1854 in _t1857:
            _i20[4] = _t1854
            _i21l0 = _t1854
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
            _t1858 = _i21l0
            _t1859 = (13 + _i21[1])
            if type(_t1858) is int and _st_log is None:
                _t1860 = _st_zones[(_t1861 := _st_loc[_t1858])]
                if _t1860[-1] == _t1858: _t1860.pop()
                else: _t1860.remove(_t1858)
                _st_zones[_t1859].append(_t1858); _st_loc[_t1858] = _t1859
                _t1862 = _leaving2176[_t1861]
                if _memo12 and _t1862 & 4096: _memo12.clear()
            elif _t1858 is not None:
                _move_cards2175(st, _t1858, _t1859, False)
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
        _t1863 = _i20l0
        _t1864 = (13 + _i20[1])
        if type(_t1863) is int and _st_log is None:
            _t1865 = _st_zones[(_t1866 := _st_loc[_t1863])]
            if _t1865[-1] == _t1863: _t1865.pop()
            else: _t1865.remove(_t1863)
            _st_zones[_t1864].append(_t1863); _st_loc[_t1863] = _t1864
            _t1867 = _leaving2177[_t1866]
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
        if _p2178(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p2178(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text2099(_audience2095(st), ['Animal ', _plain2098(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1897 = _t1773[1] + _k2212
        if _p2213(st, _t1897, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout abb8065d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit2023(_k2024)
    _t1700 = (_a2061(st, L) or [])
    _t1741 = _l0
    _t1742 = len(_t1700)
    if not _t1742: _no_option2064(_t1741, 'attacker')
    if _t1742 <= 1 and _st_log is None:
        L[1] = _t1700[0] if _t1742 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1743 = st.chooser(_t1742, _t1741)
        else:
            _t1743 = _st_bits(_t1742.bit_length())
            while _t1743 >= _t1742: _t1743 = _st_bits(_t1742.bit_length())
        L[1] = _t1700[_t1743]; st.decisions += 1
    elif _st_log is None: _pend2065(st, L, _t1700, _t1741); raise _PlayoutCut2062()
    elif _decide2066(st, L, _t1700, _t1741): raise _PlayoutCut2062()
    _t1744 = (_a2088(st, L) or [])
    _t1769 = _l0
    _t1770 = len(_t1744)
    if not _t1770: _no_option2064(_t1769, 'target')
    if _t1770 <= 1 and _st_log is None:
        L[2] = _t1744[0] if _t1770 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1771 = st.chooser(_t1770, _t1769)
        else:
            _t1771 = _st_bits(_t1770.bit_length())
            while _t1771 >= _t1770: _t1771 = _st_bits(_t1770.bit_length())
        L[2] = _t1744[_t1771]; st.decisions += 1
    elif _st_log is None: _pend2090(st, L, _t1744, _t1769); raise _PlayoutCut2062()
    elif _decide2091(st, L, _t1744, _t1769): raise _PlayoutCut2062()
    if _p2214(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 a9896dcb>
def _loop(st, _t1900):
    _st_cvars = st.cvars
    _t1903 = 0
    for _t1902 in st.zones[(9 + _owner2217[st.loc[_t1900]])]:
        if (_st_cvars[84 + _t1902] == _t1900):
            _t1903 += (1 if ((_st_cvars[_t1902] == 'carnivorous') or (_st_cvars[_t1902] == 'high_body_weight')) else (2 if (_st_cvars[_t1902] == 'parasite') else 0))
    return _t1903

# <rulerun evolution.rules: feeding_turn_of #839 81440a99>
def _loop(st, _t1900):
    _st_cvars = st.cvars
    _t1905 = 0
    for _t1904 in st.zones[(9 + _owner2219[st.loc[_t1900]])]:
        if (((_st_cvars[84 + _t1904] == _t1900) and (_st_cvars[_t1904] == 'fat_tissue')) and _st_cvars[252 + _t1904]):
            _t1905 += 1
    return _t1905

# <rulerun evolution.rules: feeding_turn_of #840 253e7d17>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1899 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1899)
    if st.budget < 0: _spent2216(st)
    _t1901 = []
    for _t1900 in _t1899:
        if ((not ((_st_cvars[924 + _t1900] == _st_vars[0]) or (_st_cvars[504 + _t1900] >= (_memo6[_t1900] if _t1900 in _memo6 else _memo6.setdefault(_t1900, (1 + _a2218(st, _t1900))))))) and ((_memo5[_t1900] if _t1900 in _memo5 else _memo5.setdefault(_t1900, _a2220(st, _t1900))) > 0)):
            _t1901.append(_t1900)
    return _t1901

# <rulerun evolution.rules: feeding_turn_of #841 a5ab7ab3>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1911 = 0
    for _t1910 in st.zones[(9 + _owner2226[st.loc[_i22[1]]])]:
        if (((_st_cvars[84 + _t1910] == _i22[1]) and (_st_cvars[_t1910] == 'fat_tissue')) and _st_cvars[252 + _t1910]):
            _t1911 += 1
    return _t1911

# <rulerun evolution.rules: feeding_turn_of #842 f42f8b02>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1913 = 0
    for _t1912 in st.zones[(9 + _owner2228[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1912] == _i22[1]):
            _t1913 += (1 if ((_st_cvars[_t1912] == 'carnivorous') or (_st_cvars[_t1912] == 'high_body_weight')) else (2 if (_st_cvars[_t1912] == 'parasite') else 0))
    return _t1913

# <rulerun evolution.rules: feeding_turn_of #843 b8f836a9>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1922 = 0
    for _t1921 in st.zones[(9 + _owner2236[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1921] == _i22[1]):
            _t1922 += (1 if ((_st_cvars[_t1921] == 'carnivorous') or (_st_cvars[_t1921] == 'high_body_weight')) else (2 if (_st_cvars[_t1921] == 'parasite') else 0))
    return _t1922

# <rulerun evolution.rules: piracy #844 3240cc6e>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1928 = []
    for _t1927 in st.zones[(9 + _owner2241[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1927] == _t1925):
            _t1928.append(_st_cvars[_t1927])
    return _t1928

# <rulerun evolution.rules: piracy #845 9bd53deb>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1930 = 0
    for _t1929 in st.zones[(9 + _owner2243[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1929] == _t1925):
            _t1930 += (1 if ((_st_cvars[_t1929] == 'carnivorous') or (_st_cvars[_t1929] == 'high_body_weight')) else (2 if (_st_cvars[_t1929] == 'parasite') else 0))
    return _t1930

# <rulerun evolution.rules: piracy #846 299d1f43>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1932 = 0
    for _t1931 in st.zones[(9 + _owner2245[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1931] == _t1925):
            _t1932 += (1 if ((_st_cvars[_t1931] == 'carnivorous') or (_st_cvars[_t1931] == 'high_body_weight')) else (2 if (_st_cvars[_t1931] == 'parasite') else 0))
    return _t1932

# <rulerun evolution.rules: piracy #847 9c7fbba4>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1934 = 0
    for _t1933 in st.zones[(9 + _owner2247[st.loc[_t1925]])]:
        if (((_st_cvars[84 + _t1933] == _t1925) and (_st_cvars[_t1933] == 'fat_tissue')) and _st_cvars[252 + _t1933]):
            _t1934 += 1
    return _t1934

# <rulerun evolution.rules: piracy #848 e919a0cd>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1936 = 0
    for _t1935 in st.zones[(9 + _owner2249[st.loc[_t1925]])]:
        if ((_st_cvars[84 + _t1935] == _t1925) and (_st_cvars[_t1935] == 'fat_tissue')):
            _t1936 += 1
    return _t1936

# <rulerun evolution.rules: piracy #849 84e1c18f>
def _loop(st, _t1938):
    _st_cvars = st.cvars
    _t1941 = 0
    for _t1940 in st.zones[(9 + _owner2253[st.loc[_st_cvars[84 + _t1938]]])]:
        if (_st_cvars[84 + _t1940] == _st_cvars[84 + _t1938]):
            _t1941 += (1 if ((_st_cvars[_t1940] == 'carnivorous') or (_st_cvars[_t1940] == 'high_body_weight')) else (2 if (_st_cvars[_t1940] == 'parasite') else 0))
    return _t1941

# <rulerun evolution.rules: piracy #850 255112f6>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1937 = st.zones[(9 + _owner2251[st.loc[_t1925]])]
    st.budget -= len(_t1937)
    if st.budget < 0: _spent2252(st)
    for _t1938 in _t1937:
        if (((_st_cvars[_t1938] == 'symbiosis') and (_st_cvars[168 + _t1938] == _t1925)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1938]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1938]] >= (_memo6[_st_cvars[84 + _t1938]] if _st_cvars[84 + _t1938] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1938], (1 + _a2254(st, _t1938)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 3ee4dd65>
def _loop(st, _t1943):
    _st_cvars = st.cvars
    _t1946 = 0
    for _t1945 in st.zones[(9 + _owner2259[st.loc[_t1943]])]:
        if (_st_cvars[84 + _t1945] == _t1943):
            _t1946 += (1 if ((_st_cvars[_t1945] == 'carnivorous') or (_st_cvars[_t1945] == 'high_body_weight')) else (2 if (_st_cvars[_t1945] == 'parasite') else 0))
    return _t1946

# <rulerun evolution.rules: piracy #852 e2afde02>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1942 = (list(_chain2256(map(st.zones.__getitem__, _k2257))) or ())
    st.budget -= len(_t1942)
    if st.budget < 0: _spent2258(st)
    for _t1943 in _t1942:
        if ((_t1943 != _t1925) and ((not ((_st_cvars[924 + _t1943] == _st_vars[0]) or (_st_cvars[504 + _t1943] >= (_memo6[_t1943] if _t1943 in _memo6 else _memo6.setdefault(_t1943, (1 + _a2260(st, _t1943))))))) and (_st_cvars[504 + _t1943] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 02f10cd2>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1924 = st.zones[(5 + L[0])]
    st.budget -= len(_t1924)
    if st.budget < 0: _spent2240(st)
    _t1926 = []
    for _t1925 in _t1924:
        if (_memo10[_t1925] if _t1925 in _memo10 else _memo10.setdefault(_t1925, ((((('piracy' in (st.memos[15][_t1925] if _t1925 in st.memos[15] else st.memos[15].setdefault(_t1925, frozenset(_a2242(st, _t1925))))) and (st.cvars[756 + _t1925] != st.vars[0])) and (not ((st.cvars[924 + _t1925] == st.vars[0]) or (st.cvars[504 + _t1925] >= (st.memos[6][_t1925] if _t1925 in st.memos[6] else st.memos[6].setdefault(_t1925, (1 + _a2244(st, _t1925)))))))) and ((not ((st.cvars[924 + _t1925] == st.vars[0]) or ((st.cvars[504 + _t1925] >= (st.memos[6][_t1925] if _t1925 in st.memos[6] else st.memos[6].setdefault(_t1925, (1 + _a2246(st, _t1925))))) and ((st.memos[5][_t1925] if _t1925 in st.memos[5] else st.memos[5].setdefault(_t1925, _a2248(st, _t1925))) >= (st.memos[4][_t1925] if _t1925 in st.memos[4] else st.memos[4].setdefault(_t1925, _a2250(st, _t1925))))))) and (st.memos[14][_t1925] if _t1925 in st.memos[14] else st.memos[14].setdefault(_t1925, (not _a2255(st, _t1925)))))) and _a2261(st, _t1925)))):
            _t1926.append(_t1925)
    return _t1926

# <rulerun evolution.rules: piracy #854 ac452c27>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    _t1955 = 0
    for _t1954 in st.zones[(9 + _owner2271[st.loc[_t1952]])]:
        if (_st_cvars[84 + _t1954] == _t1952):
            _t1955 += (1 if ((_st_cvars[_t1954] == 'carnivorous') or (_st_cvars[_t1954] == 'high_body_weight')) else (2 if (_st_cvars[_t1954] == 'parasite') else 0))
    return _t1955

# <rulerun evolution.rules: piracy #855 068015b9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1951 = (list(_chain2268(map(st.zones.__getitem__, _k2269))) or ())
    st.budget -= len(_t1951)
    if st.budget < 0: _spent2270(st)
    _t1953 = []
    for _t1952 in _t1951:
        if ((_t1952 != _l1) and ((not ((_st_cvars[924 + _t1952] == _st_vars[0]) or (_st_cvars[504 + _t1952] >= (_memo6[_t1952] if _t1952 in _memo6 else _memo6.setdefault(_t1952, (1 + _a2272(st, _t1952))))))) and (_st_cvars[504 + _t1952] > 0))):
            _t1953.append(_t1952)
    return _t1953

# <rulerun evolution.rules: piracy #856 playout 265e85b3>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    if len(st.cur) + _d > 500: raise _RuleLimit2238(_k2239)
    _t1923 = (_a2262(st, L) or [])
    _t1947 = _l0
    _t1948 = len(_t1923)
    if not _t1948: _no_option2265(_t1947, 'pirate')
    if _t1948 <= 1 and _st_log is None:
        L[1] = _t1923[0] if _t1948 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1949 = st.chooser(_t1948, _t1947)
        else:
            _t1949 = _st_bits(_t1948.bit_length())
            while _t1949 >= _t1948: _t1949 = _st_bits(_t1948.bit_length())
        L[1] = _t1923[_t1949]; st.decisions += 1
    elif _st_log is None: _pend2266(st, L, _t1923, _t1947); raise _PlayoutCut2263()
    elif _decide2267(st, L, _t1923, _t1947): raise _PlayoutCut2263()
    _t1950 = (_a2273(st, L) or [])
    _t1956 = _l0
    _t1957 = len(_t1950)
    if not _t1957: _no_option2265(_t1956, 'animal to rob')
    if _t1957 <= 1 and _st_log is None:
        L[2] = _t1950[0] if _t1957 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1958 = st.chooser(_t1957, _t1956)
        else:
            _t1958 = _st_bits(_t1957.bit_length())
            while _t1958 >= _t1957: _t1958 = _st_bits(_t1957.bit_length())
        L[2] = _t1950[_t1958]; st.decisions += 1
    elif _st_log is None: _pend2275(st, L, _t1950, _t1956); raise _PlayoutCut2263()
    elif _decide2276(st, L, _t1950, _t1956): raise _PlayoutCut2263()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1959 if -1000000000000000000 <= (_t1959 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond2277(_t1959))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2282(_audience2278(st), ['Piracy: ', _PlayerRef2279(_l0), "'s animal ", _plain2280(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef2279(_owner2281[st.loc[L[2]]]), "'s animal ", _plain2280(_st_cvars[420 + L[2]])]))
    if _p2283(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 1459d6fc>
def _loop(st, _t1962):
    _st_cvars = st.cvars
    _t1965 = []
    for _t1964 in st.zones[(9 + _owner2286[st.loc[_t1962]])]:
        if (_st_cvars[84 + _t1964] == _t1962):
            _t1965.append(_st_cvars[_t1964])
    return _t1965

# <rulerun evolution.rules: feeding_turn_of #858 76ec3880>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1961 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1961)
    if st.budget < 0: _spent2285(st)
    _t1963 = []
    for _t1962 in _t1961:
        if ((('grazing' in (_memo15[_t1962] if _t1962 in _memo15 else _memo15.setdefault(_t1962, frozenset(_a2287(st, _t1962))))) and (_st_cvars[840 + _t1962] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1963.append(_t1962)
    return _t1963

# <rulerun evolution.rules: feeding_turn_of #859 8f181f92>
def _loop(st, _t1972):
    _st_cvars = st.cvars
    _t1975 = []
    for _t1974 in st.zones[(9 + _owner2293[st.loc[_t1972]])]:
        if (_st_cvars[84 + _t1974] == _t1972):
            _t1975.append(_st_cvars[_t1974])
    return _t1975

# <rulerun evolution.rules: feeding_turn_of #860 26d85e55>
def _loop(st, _t1972):
    _st_cvars = st.cvars
    _t1977 = 0
    for _t1976 in st.zones[(9 + _owner2295[st.loc[_t1972]])]:
        if (_st_cvars[84 + _t1976] == _t1972):
            _t1977 += (1 if ((_st_cvars[_t1976] == 'carnivorous') or (_st_cvars[_t1976] == 'high_body_weight')) else (2 if (_st_cvars[_t1976] == 'parasite') else 0))
    return _t1977

# <rulerun evolution.rules: feeding_turn_of #861 a401b925>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1971 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t1971)
    if st.budget < 0: _spent2292(st)
    _t1973 = []
    for _t1972 in _t1971:
        if ((((('hibernation' in (_memo15[_t1972] if _t1972 in _memo15 else _memo15.setdefault(_t1972, frozenset(_a2294(st, _t1972))))) and (_st_cvars[924 + _t1972] != _st_vars[0])) and (_st_cvars[924 + _t1972] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1972] == _st_vars[0]) or (_st_cvars[504 + _t1972] >= (_memo6[_t1972] if _t1972 in _memo6 else _memo6.setdefault(_t1972, (1 + _a2296(st, _t1972)))))))):
            _t1973.append(_t1972)
    return _t1973

# <rulerun evolution.rules: feeding_turn_of #862 playout 5a7a7448>
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
        _t1431 = (list(_chain1751(map(_st_zones.__getitem__, _k1752))) or ())
        st.budget -= len(_t1431)
        if st.budget < 0: _spent1750(st)
        _t1430 = True
        for _t1432 in _t1431:
            if not (((_st_cvars[924 + _t1432] == _st_vars[0]) or ((_st_cvars[504 + _t1432] >= (_memo6[_t1432] if _t1432 in _memo6 else _memo6.setdefault(_t1432, (1 + _a1754(st, _t1432))))) and ((_memo5[_t1432] if _t1432 in _memo5 else _memo5.setdefault(_t1432, _a1756(st, _t1432))) >= (_memo4[_t1432] if _t1432 in _memo4 else _memo4.setdefault(_t1432, _a1758(st, _t1432))))))):
                _t1430 = False
                break
        if _t1430:
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1761(6)
        _t1440 = (_k1762 or ())
        st.budget -= len(_t1440)
        if st.budget < 0: _spent1750(st)
        _t1439 = False
        for _t1441 in _t1440:
            if (_memo8[_t1441] if _t1441 in _memo8 else _memo8.setdefault(_t1441, ((((_memo3[_t1441] if _t1441 in _memo3 else _memo3.setdefault(_t1441, ((_st_vars[3] > 0) and _a1775(st, _t1441)))) or (_memo1[_t1441] if _t1441 in _memo1 else _memo1.setdefault(_t1441, _a1812(st, _t1441)))) or (_memo2[_t1441] if _t1441 in _memo2 else _memo2.setdefault(_t1441, _a1818(st, _t1441)))) or _a1847(st, _t1441)))):
                _t1439 = True
                break
        if (not _t1439):
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
        _t1594 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1594)
        if st.budget < 0: _spent1750(st)
        _t1593 = False
        for _t1595 in _t1594:
            if (_memo10[_t1595] if _t1595 in _memo10 else _memo10.setdefault(_t1595, ((((('piracy' in (_memo15[_t1595] if _t1595 in _memo15 else _memo15.setdefault(_t1595, frozenset(_a1906(st, _t1595))))) and (_st_cvars[756 + _t1595] != _st_vars[0])) and (not ((_st_cvars[924 + _t1595] == _st_vars[0]) or (_st_cvars[504 + _t1595] >= (_memo6[_t1595] if _t1595 in _memo6 else _memo6.setdefault(_t1595, (1 + _a1908(st, _t1595)))))))) and ((not ((_st_cvars[924 + _t1595] == _st_vars[0]) or ((_st_cvars[504 + _t1595] >= (_memo6[_t1595] if _t1595 in _memo6 else _memo6.setdefault(_t1595, (1 + _a1910(st, _t1595))))) and ((_memo5[_t1595] if _t1595 in _memo5 else _memo5.setdefault(_t1595, _a1912(st, _t1595))) >= (_memo4[_t1595] if _t1595 in _memo4 else _memo4.setdefault(_t1595, _a1914(st, _t1595))))))) and (_memo14[_t1595] if _t1595 in _memo14 else _memo14.setdefault(_t1595, (not _a1919(st, _t1595)))))) and _a1925(st, _t1595)))):
                _t1593 = True
                break
        if _t1593:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1617 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1617)
        if st.budget < 0: _spent1750(st)
        _t1616 = False
        for _t1618 in _t1617:
            if ((('grazing' in (_memo15[_t1618] if _t1618 in _memo15 else _memo15.setdefault(_t1618, frozenset(_a1927(st, _t1618))))) and (_st_cvars[840 + _t1618] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1616 = True
                break
        if _t1616:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1622 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1622)
        if st.budget < 0: _spent1750(st)
        _t1621 = False
        for _t1623 in _t1622:
            if ((((('hibernation' in (_memo15[_t1623] if _t1623 in _memo15 else _memo15.setdefault(_t1623, frozenset(_a1929(st, _t1623))))) and (_st_cvars[924 + _t1623] != _st_vars[0])) and (_st_cvars[924 + _t1623] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1623] == _st_vars[0]) or (_st_cvars[504 + _t1623] >= (_memo6[_t1623] if _t1623 in _memo6 else _memo6.setdefault(_t1623, (1 + _a1931(st, _t1623)))))))):
                _t1621 = True
                break
        if _t1621:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1944(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1861(L[2])
        _t1642 = (L[2] or [])
        _t1643 = _l0
        _t1644 = len(_t1642)
        if not _t1644: _no_option1947(_t1643, 'feeding action')
        if _t1644 <= 1 and _st_log is None:
            L[3] = _t1642[0] if _t1644 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1645 = st.chooser(_t1644, _t1643)
            else:
                _t1645 = _st_bits(_t1644.bit_length())
                while _t1645 >= _t1644: _t1645 = _st_bits(_t1644.bit_length())
            L[3] = _t1642[_t1645]; st.decisions += 1
        elif _st_log is None: _pend1948(st, L, _t1642, _t1643); raise _PlayoutCut1945()
        elif _decide1949(st, L, _t1642, _t1643): raise _PlayoutCut1945()
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
            _t1898 = (_a2221(st, _i22l0) or [])
            _t1906 = _i22l0
            _t1907 = len(_t1898)
            if not _t1907: _no_option1947(_t1906, 'animal to convert fat on')
            if _t1907 <= 1 and _st_log is None:
                _i22[1] = _t1898[0] if _t1907 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1908 = st.chooser(_t1907, _t1906)
                else:
                    _t1908 = _st_bits(_t1907.bit_length())
                    while _t1908 >= _t1907: _t1908 = _st_bits(_t1907.bit_length())
                _i22[1] = _t1898[_t1908]; st.decisions += 1
            elif _st_log is None: _pend2223(st, _i22, _t1898, _t1906); raise _PlayoutCut1945()
            elif _decide2224(st, _i22, _t1898, _t1906): raise _PlayoutCut1945()
            _t1909 = (_range2225(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a2227(st, _i22))), (_t1914 if -1000000000000000000 <= (_t1914 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2229(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond2230(_t1914)))) or [])
            _t1915 = _i22l0
            _t1916 = len(_t1909)
            if not _t1916: _no_option1947(_t1915, 'yellow tokens to convert')
            if _t1916 <= 1 and _st_log is None:
                _i22[2] = _t1909[0] if _t1916 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1917 = st.chooser(_t1916, _t1915)
                else:
                    _t1917 = _st_bits(_t1916.bit_length())
                    while _t1917 >= _t1916: _t1917 = _st_bits(_t1916.bit_length())
                _i22[2] = _t1909[_t1917]; st.decisions += 1
            elif _st_log is None: _pend2232(st, _i22, _t1909, _t1915); raise _PlayoutCut1945()
            elif _decide2233(st, _i22, _t1909, _t1915): raise _PlayoutCut1945()
            _i22[3] = _i22[2]
            for _t1918 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t1918
                if not ((((_st_cvars[84 + _t1918] == _i22[1]) and _st_cvars[252 + _t1918]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t1918] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t1919 if -1000000000000000000 <= (_t1919 := _i22[3] - 1) <= 1000000000000000000 else _beyond2230(_t1919))
            _st_cvars[504 + _i22[1]] = (_t1920 if -1000000000000000000 <= (_t1920 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond2230(_t1920))
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
            _t1960 = (_a2288(st, _i23l0) or [])
            _t1966 = _i23l0
            _t1967 = len(_t1960)
            if not _t1967: _no_option1947(_t1966, 'grazing animal')
            if _t1967 <= 1 and _st_log is None:
                _i23[1] = _t1960[0] if _t1967 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1968 = st.chooser(_t1967, _t1966)
                else:
                    _t1968 = _st_bits(_t1967.bit_length())
                    while _t1968 >= _t1967: _t1968 = _st_bits(_t1967.bit_length())
                _i23[1] = _t1960[_t1968]; st.decisions += 1
            elif _st_log is None: _pend2290(st, _i23, _t1960, _t1966); raise _PlayoutCut1945()
            elif _decide2291(st, _i23, _t1960, _t1966): raise _PlayoutCut1945()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t1969 if -1000000000000000000 <= (_t1969 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2230(_t1969))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['Grazing: ', _PlayerRef2234(_i23l0), "'s animal ", _plain2235(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain2235(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t1970 = (_a2297(st, _i24l0) or [])
            _t1978 = _i24l0
            _t1979 = len(_t1970)
            if not _t1979: _no_option1947(_t1978, 'animal to hibernate')
            if _t1979 <= 1 and _st_log is None:
                _i24[1] = _t1970[0] if _t1979 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1980 = st.chooser(_t1979, _t1978)
                else:
                    _t1980 = _st_bits(_t1979.bit_length())
                    while _t1980 >= _t1979: _t1980 = _st_bits(_t1979.bit_length())
                _i24[1] = _t1970[_t1980]; st.decisions += 1
            elif _st_log is None: _pend2299(st, _i24, _t1970, _t1978); raise _PlayoutCut1945()
            elif _decide2300(st, _i24, _t1970, _t1978): raise _PlayoutCut1945()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1760(_audience1759(st), ['Hibernation: ', _PlayerRef2234(_i24l0), "'s animal ", _plain2235(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout 14c1ff75>
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
            for _t1428 in (_o1746[_st_vars[1]] or []):
                L[2] = _t1428
                _st_vars[4] = (_t1429 if -1000000000000000000 <= (_t1429 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1747(_t1429))
                _st_vars[5] = False
                if _p2301(st, [_t1428, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t1981 if -1000000000000000000 <= (_t1981 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1747(_t1981))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text2303(_audience2302(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo2304 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout dc963277>
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
    _t1415 = (list(_chain1723(map(st.zones.__getitem__, _k1724))) or [])
    st.budget -= len(_t1415)
    if st.budget < 0: _spent1722(st)
    for _t1414 in _t1415:
        _i17[2] = _t1414
        if _st_log is not None: _st_log.append(_Text1742(_audience1725(st), ['  ', _plain1727(_text1726(((((('animal ' + _plain1727(_st_cvars[420 + _t1414]) + ' of ' + _player_text1728(_owner1729[st.loc[_t1414]])) + (_text1726(' ' + _plain1727(_a1731(st, _t1414))) if (not not (_a1733(st, _t1414) or ())) else '')) + (' food ' + _plain1727(_st_cvars[504 + _t1414]) + '/' + _plain1727((_memo6[_t1414] if _t1414 in _memo6 else _memo6.setdefault(_t1414, (1 + _a1735(st, _t1414))))))) + ((' fat ' + _plain1727((_memo5[_t1414] if _t1414 in _memo5 else _memo5.setdefault(_t1414, _a1737(st, _t1414)))) + '/' + _plain1727((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1739(st, _t1414))))) if ((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1741(st, _t1414))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1414] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1414] else '')))))]))
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

# <rulerun evolution.rules: development #866 603d8ddf>
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
            _t1982 = L[3]
            _t1983 = len(_o) + 1
            if _t1983 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1984 = st.chooser(_t1983, _t1982)
                else:
                    _t1984 = _st_bits(_t1983.bit_length())
                    while _t1984 >= _t1983: _t1984 = _st_bits(_t1983.bit_length())
                L[4] = _o[_t1984 - 1] if _t1984 else None; st.decisions += 1
                if st.thread_player is not None: _answered2318(st, _t1984)
            elif _st_log is None: _pend2319(st, L, [None] + _o, _t1982); return True
            elif _decide2320(st, L, _o[:], _t1982): return True
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

# <rulerun evolution.rules: play_card #867 3b6da9c1>
def _loop(st, _t1989):
    _st_cvars = st.cvars
    _t1992 = []
    for _t1991 in st.zones[(9 + _owner2341[st.loc[_t1989]])]:
        if (_st_cvars[84 + _t1991] == _t1989):
            _t1992.append(_st_cvars[_t1991])
    return _t1992

# <rulerun evolution.rules: play_card #868 b5188de1>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1988 = (list(_chain2337(map(st.zones.__getitem__, _k2338))) or ())
    st.budget -= len(_t1988)
    if st.budget < 0: _spent2339(st)
    _t1990 = []
    for _t1989 in _t1988:
        if ((_owner2340[_st_loc[_t1989]] != _l0) and (not ('parasite' in (_memo15[_t1989] if _t1989 in _memo15 else _memo15.setdefault(_t1989, frozenset(_a2342(st, _t1989))))))):
            _t1990.append(_t1989)
    return _t1990

# <rulerun evolution.rules: play_card #869 8a90d04b>
def _loop(st, _t1997, _t2001):
    _st_cvars = st.cvars
    _t2003 = []
    for _t2002 in st.zones[(9 + _owner2349[st.loc[_t1997]])]:
        if (((_st_cvars[84 + _t2002] == _t1997) and (_st_cvars[168 + _t2002] == _t2001)) or ((_st_cvars[84 + _t2002] == _t2001) and (_st_cvars[168 + _t2002] == _t1997))):
            _t2003.append(_st_cvars[_t2002])
    return _t2003

# <rulerun evolution.rules: play_card #870 bec68616>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo16 = st.memos[16]
    _st_zones = st.zones
    _t1996 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1996)
    if st.budget < 0: _spent2348(st)
    _t1998 = []
    for _t1997 in _t1996:
        _t2000 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2000)
        if st.budget < 0: _spent2348(st)
        _t1999 = False
        for _t2001 in _t2000:
            if ((_t1997 != _t2001) and (not (_l3 in (_t2004 if (_t2004 := _memo16.get((_t1997, _t2001,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_t1997, _t2001,), frozenset(_a2350(st, _t1997, _t2001))))))):
                _t1999 = True
                break
        if _t1999:
            _t1998.append(_t1997)
    return _t1998

# <rulerun evolution.rules: play_card #871 f0e2fe8d>
def _loop(st, L, _t2009):
    _l5 = L[5]
    _st_cvars = st.cvars
    _t2012 = []
    for _t2011 in st.zones[(9 + _owner2356[st.loc[_l5]])]:
        if (((_st_cvars[84 + _t2011] == _l5) and (_st_cvars[168 + _t2011] == _t2009)) or ((_st_cvars[84 + _t2011] == _t2009) and (_st_cvars[168 + _t2011] == _l5))):
            _t2012.append(_st_cvars[_t2011])
    return _t2012

# <rulerun evolution.rules: play_card #872 33d747ce>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo16 = st.memos[16]
    _t2008 = st.zones[(5 + L[0])]
    st.budget -= len(_t2008)
    if st.budget < 0: _spent2355(st)
    _t2010 = []
    for _t2009 in _t2008:
        if ((_l5 != _t2009) and (not (_l3 in (_t2013 if (_t2013 := _memo16.get((_l5, _t2009,), _NOT_YET)) is not _NOT_YET else _memo16.setdefault((_l5, _t2009,), frozenset(_a2357(st, L, _t2009))))))):
            _t2010.append(_t2009)
    return _t2010

# <rulerun evolution.rules: play_card #873 e2b2baba>
def _loop(st, _t2021):
    _st_cvars = st.cvars
    _t2024 = []
    for _t2023 in st.zones[(9 + _owner2369[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2023] == _t2021):
            _t2024.append(_st_cvars[_t2023])
    return _t2024

# <rulerun evolution.rules: play_card #874 81497832>
def _loop(st, _t2021):
    _st_cvars = st.cvars
    _t2026 = []
    for _t2025 in st.zones[(9 + _owner2371[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2025] == _t2021):
            _t2026.append(_st_cvars[_t2025])
    return _t2026

# <rulerun evolution.rules: play_card #875 63df57fe>
def _loop(st, _t2021):
    _st_cvars = st.cvars
    _t2028 = []
    for _t2027 in st.zones[(9 + _owner2373[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2027] == _t2021):
            _t2028.append(_st_cvars[_t2027])
    return _t2028

# <rulerun evolution.rules: play_card #876 23e78c2b>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t2020 = st.zones[(5 + L[0])]
    st.budget -= len(_t2020)
    if st.budget < 0: _spent2368(st)
    _t2022 = []
    for _t2021 in _t2020:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2370(st, _t2021))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2372(st, _t2021)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2374(st, _t2021)))))))):
            _t2022.append(_t2021)
    return _t2022

# <rulerun evolution.rules: play_card #877 98a23e54>
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
            _t1985 = L[0]
            _t1986 = len(_o)
            if not _t1986: _no_option2331(_t1985, 'play it as')
            if _t1986 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1986 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1987 = st.chooser(_t1986, _t1985)
                else:
                    _t1987 = _st_bits(_t1986.bit_length())
                    while _t1987 >= _t1986: _t1987 = _st_bits(_t1986.bit_length())
                L[3] = _o[_t1987]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t1987)
            elif _st_log is None: _pend2333(st, L, _o, _t1985); return True
            elif _decide2334(st, L, _o, _t1985): return True
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
            _t1993 = L[0]
            _t1994 = len(_o)
            if not _t1994: _no_option2331(_t1993, 'animal to put the parasite on')
            if _t1994 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1994 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1995 = st.chooser(_t1994, _t1993)
                else:
                    _t1995 = _st_bits(_t1994.bit_length())
                    while _t1995 >= _t1994: _t1995 = _st_bits(_t1994.bit_length())
                L[4] = _o[_t1995]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t1995)
            elif _st_log is None: _pend2345(st, L, _o, _t1993); return True
            elif _decide2346(st, L, _o, _t1993): return True
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
            _t2005 = L[0]
            _t2006 = len(_o)
            if not _t2006: _no_option2331(_t2005, 'first animal of the pair')
            if _t2006 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2006 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2007 = st.chooser(_t2006, _t2005)
                else:
                    _t2007 = _st_bits(_t2006.bit_length())
                    while _t2007 >= _t2006: _t2007 = _st_bits(_t2006.bit_length())
                L[5] = _o[_t2007]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2007)
            elif _st_log is None: _pend2353(st, L, _o, _t2005); return True
            elif _decide2354(st, L, _o, _t2005): return True
            pc = 9
        if pc == 9:
            _o = (_a2358(st, L) or [])
            fr[1] = 10
            _t2014 = L[0]
            _t2015 = len(_o)
            if not _t2015: _no_option2331(_t2014, 'second animal of the pair')
            if _t2015 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2015 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2016 = st.chooser(_t2015, _t2014)
                else:
                    _t2016 = _st_bits(_t2015.bit_length())
                    while _t2016 >= _t2015: _t2016 = _st_bits(_t2015.bit_length())
                L[6] = _o[_t2016]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2016)
            elif _st_log is None: _pend2360(st, L, _o, _t2014); return True
            elif _decide2361(st, L, _o, _t2014): return True
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
            _t2017 = L[0]
            _t2018 = len(_o)
            if not _t2018: _no_option2331(_t2017, 'the symbiont')
            if _t2018 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2018 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2019 = st.chooser(_t2018, _t2017)
                else:
                    _t2019 = _st_bits(_t2018.bit_length())
                    while _t2019 >= _t2018: _t2019 = _st_bits(_t2018.bit_length())
                L[7] = _o[_t2019]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2019)
            elif _st_log is None: _pend2364(st, L, _o, _t2017); return True
            elif _decide2365(st, L, _o, _t2017): return True
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
            _t2029 = L[0]
            _t2030 = len(_o)
            if not _t2030: _no_option2331(_t2029, 'animal to give it to')
            if _t2030 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2030 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2031 = st.chooser(_t2030, _t2029)
                else:
                    _t2031 = _st_bits(_t2030.bit_length())
                    while _t2031 >= _t2030: _t2031 = _st_bits(_t2030.bit_length())
                L[8] = _o[_t2031]; st.decisions += 1
                if st.thread_player is not None: _answered2332(st, _t2031)
            elif _st_log is None: _pend2377(st, L, _o, _t2029); return True
            elif _decide2378(st, L, _o, _t2029): return True
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

# <rulerun evolution.rules: convert_fat #880 2801a582>
def _loop(st, _t2037):
    _st_cvars = st.cvars
    _t2040 = 0
    for _t2039 in st.zones[(9 + _owner2422[st.loc[_t2037]])]:
        if (_st_cvars[84 + _t2039] == _t2037):
            _t2040 += (1 if ((_st_cvars[_t2039] == 'carnivorous') or (_st_cvars[_t2039] == 'high_body_weight')) else (2 if (_st_cvars[_t2039] == 'parasite') else 0))
    return _t2040

# <rulerun evolution.rules: convert_fat #881 e7d75ff1>
def _loop(st, _t2037):
    _st_cvars = st.cvars
    _t2042 = 0
    for _t2041 in st.zones[(9 + _owner2424[st.loc[_t2037]])]:
        if (((_st_cvars[84 + _t2041] == _t2037) and (_st_cvars[_t2041] == 'fat_tissue')) and _st_cvars[252 + _t2041]):
            _t2042 += 1
    return _t2042

# <rulerun evolution.rules: convert_fat #882 08ea3578>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2036 = st.zones[(5 + L[0])]
    st.budget -= len(_t2036)
    if st.budget < 0: _spent2421(st)
    _t2038 = []
    for _t2037 in _t2036:
        if ((not ((_st_cvars[924 + _t2037] == _st_vars[0]) or (_st_cvars[504 + _t2037] >= (_memo6[_t2037] if _t2037 in _memo6 else _memo6.setdefault(_t2037, (1 + _a2423(st, _t2037))))))) and ((_memo5[_t2037] if _t2037 in _memo5 else _memo5.setdefault(_t2037, _a2425(st, _t2037))) > 0)):
            _t2038.append(_t2037)
    return _t2038

# <rulerun evolution.rules: convert_fat #883 a1be342a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2048 = 0
    for _t2047 in st.zones[(9 + _owner2433[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t2047] == L[1]) and (_st_cvars[_t2047] == 'fat_tissue')) and _st_cvars[252 + _t2047]):
            _t2048 += 1
    return _t2048

# <rulerun evolution.rules: convert_fat #884 132fd3ba>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2050 = 0
    for _t2049 in st.zones[(9 + _owner2435[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2049] == L[1]):
            _t2050 += (1 if ((_st_cvars[_t2049] == 'carnivorous') or (_st_cvars[_t2049] == 'high_body_weight')) else (2 if (_st_cvars[_t2049] == 'parasite') else 0))
    return _t2050

# <rulerun evolution.rules: convert_fat #885 25512e2f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2059 = 0
    for _t2058 in st.zones[(9 + _owner2444[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2058] == L[1]):
            _t2059 += (1 if ((_st_cvars[_t2058] == 'carnivorous') or (_st_cvars[_t2058] == 'high_body_weight')) else (2 if (_st_cvars[_t2058] == 'parasite') else 0))
    return _t2059

# <rulerun evolution.rules: convert_fat #886 playout 5749e98e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _t2035 = (_a2426(st, L) or [])
    _t2043 = _l0
    _t2044 = len(_t2035)
    if not _t2044: _no_option2429(_t2043, 'animal to convert fat on')
    if _t2044 <= 1 and _st_log is None:
        L[1] = _t2035[0] if _t2044 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2045 = st.chooser(_t2044, _t2043)
        else:
            _t2045 = _st_bits(_t2044.bit_length())
            while _t2045 >= _t2044: _t2045 = _st_bits(_t2044.bit_length())
        L[1] = _t2035[_t2045]; st.decisions += 1
    elif _st_log is None: _pend2430(st, L, _t2035, _t2043); raise _PlayoutCut2427()
    elif _decide2431(st, L, _t2035, _t2043): raise _PlayoutCut2427()
    _t2046 = (_range2432(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a2434(st, L))), (_t2051 if -1000000000000000000 <= (_t2051 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2436(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond2437(_t2051)))) or [])
    _t2052 = _l0
    _t2053 = len(_t2046)
    if not _t2053: _no_option2429(_t2052, 'yellow tokens to convert')
    if _t2053 <= 1 and _st_log is None:
        L[2] = _t2046[0] if _t2053 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2054 = st.chooser(_t2053, _t2052)
        else:
            _t2054 = _st_bits(_t2053.bit_length())
            while _t2054 >= _t2053: _t2054 = _st_bits(_t2053.bit_length())
        L[2] = _t2046[_t2054]; st.decisions += 1
    elif _st_log is None: _pend2439(st, L, _t2046, _t2052); raise _PlayoutCut2427()
    elif _decide2440(st, L, _t2046, _t2052): raise _PlayoutCut2427()
    L[3] = L[2]
    for _t2055 in st.zones[(9 + _l0)][:]:
        L[6] = _t2055
        if not ((((_st_cvars[84 + _t2055] == L[1]) and _st_cvars[252 + _t2055]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2055] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2056 if -1000000000000000000 <= (_t2056 := L[3] - 1) <= 1000000000000000000 else _beyond2437(_t2056))
    _st_cvars[504 + L[1]] = (_t2057 if -1000000000000000000 <= (_t2057 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond2437(_t2057))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2446(_audience2441(st), [_PlayerRef2442(_l0), ' converts ', _plain2443(L[2]), ' fat on animal ', _plain2443(_st_cvars[420 + L[1]]), ' into food (food ', _plain2443(_st_cvars[504 + L[1]]), '/', _plain2443((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2445(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 8f48fe32>
def _loop(st, _t2062):
    _st_cvars = st.cvars
    _t2065 = []
    for _t2064 in st.zones[(9 + _owner2452[st.loc[_t2062]])]:
        if (_st_cvars[84 + _t2064] == _t2062):
            _t2065.append(_st_cvars[_t2064])
    return _t2065

# <rulerun evolution.rules: grazing #888 80b72f19>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t2061 = st.zones[(5 + L[0])]
    st.budget -= len(_t2061)
    if st.budget < 0: _spent2451(st)
    _t2063 = []
    for _t2062 in _t2061:
        if ((('grazing' in (_memo15[_t2062] if _t2062 in _memo15 else _memo15.setdefault(_t2062, frozenset(_a2453(st, _t2062))))) and (_st_cvars[840 + _t2062] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2063.append(_t2062)
    return _t2063

# <rulerun evolution.rules: grazing #889 playout ad0c1c8f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2060 = (_a2454(st, L) or [])
    _t2066 = _l0
    _t2067 = len(_t2060)
    if not _t2067: _no_option2457(_t2066, 'grazing animal')
    if _t2067 <= 1 and _st_log is None:
        L[1] = _t2060[0] if _t2067 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2068 = st.chooser(_t2067, _t2066)
        else:
            _t2068 = _st_bits(_t2067.bit_length())
            while _t2068 >= _t2067: _t2068 = _st_bits(_t2067.bit_length())
        L[1] = _t2060[_t2068]; st.decisions += 1
    elif _st_log is None: _pend2458(st, L, _t2060, _t2066); raise _PlayoutCut2455()
    elif _decide2459(st, L, _t2060, _t2066): raise _PlayoutCut2455()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2069 if -1000000000000000000 <= (_t2069 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2460(_t2069))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2464(_audience2461(st), ['Grazing: ', _PlayerRef2462(_l0), "'s animal ", _plain2463(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2463(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 79ba9831>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    _t2075 = []
    for _t2074 in st.zones[(9 + _owner2468[st.loc[_t2072]])]:
        if (_st_cvars[84 + _t2074] == _t2072):
            _t2075.append(_st_cvars[_t2074])
    return _t2075

# <rulerun evolution.rules: hibernation #891 518ca81b>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    _t2077 = 0
    for _t2076 in st.zones[(9 + _owner2470[st.loc[_t2072]])]:
        if (_st_cvars[84 + _t2076] == _t2072):
            _t2077 += (1 if ((_st_cvars[_t2076] == 'carnivorous') or (_st_cvars[_t2076] == 'high_body_weight')) else (2 if (_st_cvars[_t2076] == 'parasite') else 0))
    return _t2077

# <rulerun evolution.rules: hibernation #892 40c96d7c>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2071 = st.zones[(5 + L[0])]
    st.budget -= len(_t2071)
    if st.budget < 0: _spent2467(st)
    _t2073 = []
    for _t2072 in _t2071:
        if ((((('hibernation' in (_memo15[_t2072] if _t2072 in _memo15 else _memo15.setdefault(_t2072, frozenset(_a2469(st, _t2072))))) and (_st_cvars[924 + _t2072] != _st_vars[0])) and (_st_cvars[924 + _t2072] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2072] == _st_vars[0]) or (_st_cvars[504 + _t2072] >= (_memo6[_t2072] if _t2072 in _memo6 else _memo6.setdefault(_t2072, (1 + _a2471(st, _t2072)))))))):
            _t2073.append(_t2072)
    return _t2073

# <rulerun evolution.rules: hibernation #893 playout a4317752>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _t2070 = (_a2472(st, L) or [])
    _t2078 = _l0
    _t2079 = len(_t2070)
    if not _t2079: _no_option2475(_t2078, 'animal to hibernate')
    if _t2079 <= 1 and _st_log is None:
        L[1] = _t2070[0] if _t2079 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2080 = st.chooser(_t2079, _t2078)
        else:
            _t2080 = _st_bits(_t2079.bit_length())
            while _t2080 >= _t2079: _t2080 = _st_bits(_t2079.bit_length())
        L[1] = _t2070[_t2080]; st.decisions += 1
    elif _st_log is None: _pend2476(st, L, _t2070, _t2078); raise _PlayoutCut2473()
    elif _decide2477(st, L, _t2070, _t2078): raise _PlayoutCut2473()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2481(_audience2478(st), ['Hibernation: ', _PlayerRef2479(_l0), "'s animal ", _plain2480(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 14869eba>
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
            _t2032 = L[0]
            _t2033 = len(_o)
            if not _t2033: _no_option2407(_t2032, 'feeding action')
            if _t2033 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2033 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2034 = st.chooser(_t2033, _t2032)
                else:
                    _t2034 = _st_bits(_t2033.bit_length())
                    while _t2034 >= _t2033: _t2034 = _st_bits(_t2033.bit_length())
                L[3] = _o[_t2034]; st.decisions += 1
                if st.thread_player is not None: _answered2408(st, _t2034)
            elif _st_log is None: _pend2409(st, L, _o, _t2032); return True
            elif _decide2410(st, L, _o, _t2032): return True
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

# <rulerun evolution.rules: take_food #895 21f74aee>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2085 = 0
    for _t2084 in st.zones[(9 + _owner2488[st.loc[_t2082]])]:
        if (_st_cvars[84 + _t2084] == _t2082):
            _t2085 += (1 if ((_st_cvars[_t2084] == 'carnivorous') or (_st_cvars[_t2084] == 'high_body_weight')) else (2 if (_st_cvars[_t2084] == 'parasite') else 0))
    return _t2085

# <rulerun evolution.rules: take_food #896 9dfb93c8>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2087 = 0
    for _t2086 in st.zones[(9 + _owner2490[st.loc[_t2082]])]:
        if (((_st_cvars[84 + _t2086] == _t2082) and (_st_cvars[_t2086] == 'fat_tissue')) and _st_cvars[252 + _t2086]):
            _t2087 += 1
    return _t2087

# <rulerun evolution.rules: take_food #897 9e5c31b6>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2089 = 0
    for _t2088 in st.zones[(9 + _owner2492[st.loc[_t2082]])]:
        if ((_st_cvars[84 + _t2088] == _t2082) and (_st_cvars[_t2088] == 'fat_tissue')):
            _t2089 += 1
    return _t2089

# <rulerun evolution.rules: take_food #898 db7c6ade>
def _loop(st, _t2091):
    _st_cvars = st.cvars
    _t2094 = 0
    for _t2093 in st.zones[(9 + _owner2496[st.loc[_st_cvars[84 + _t2091]]])]:
        if (_st_cvars[84 + _t2093] == _st_cvars[84 + _t2091]):
            _t2094 += (1 if ((_st_cvars[_t2093] == 'carnivorous') or (_st_cvars[_t2093] == 'high_body_weight')) else (2 if (_st_cvars[_t2093] == 'parasite') else 0))
    return _t2094

# <rulerun evolution.rules: take_food #899 0a0309cf>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2090 = st.zones[(9 + _owner2494[st.loc[_t2082]])]
    st.budget -= len(_t2090)
    if st.budget < 0: _spent2495(st)
    for _t2091 in _t2090:
        if (((_st_cvars[_t2091] == 'symbiosis') and (_st_cvars[168 + _t2091] == _t2082)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2091]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2091]] >= (_memo6[_st_cvars[84 + _t2091]] if _st_cvars[84 + _t2091] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2091], (1 + _a2497(st, _t2091)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 a795857d>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo14 = st.memos[14]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2081 = st.zones[(5 + L[0])]
    st.budget -= len(_t2081)
    if st.budget < 0: _spent2487(st)
    _t2083 = []
    for _t2082 in _t2081:
        if ((not ((_st_cvars[924 + _t2082] == _st_vars[0]) or ((_st_cvars[504 + _t2082] >= (_memo6[_t2082] if _t2082 in _memo6 else _memo6.setdefault(_t2082, (1 + _a2489(st, _t2082))))) and ((_memo5[_t2082] if _t2082 in _memo5 else _memo5.setdefault(_t2082, _a2491(st, _t2082))) >= (_memo4[_t2082] if _t2082 in _memo4 else _memo4.setdefault(_t2082, _a2493(st, _t2082))))))) and (_memo14[_t2082] if _t2082 in _memo14 else _memo14.setdefault(_t2082, (not _a2498(st, _t2082))))):
            _t2083.append(_t2082)
    return _t2083

# <rulerun evolution.rules: take_food #901 daa76628>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2499(st, L) or [])
            fr[1] = 1
            _t2095 = L[0]
            _t2096 = len(_o)
            if not _t2096: _no_option2501(_t2095, 'animal to feed')
            if _t2096 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2096 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2097 = st.chooser(_t2096, _t2095)
                else:
                    _t2097 = _st_bits(_t2096.bit_length())
                    while _t2097 >= _t2096: _t2097 = _st_bits(_t2096.bit_length())
                L[1] = _o[_t2097]; st.decisions += 1
                if st.thread_player is not None: _answered2502(st, _t2097)
            elif _st_log is None: _pend2503(st, L, _o, _t2095); return True
            elif _decide2504(st, L, _o, _t2095): return True
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

# <rulerun evolution.rules: paired_triggers #902 aaed4cc1>
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
            _t2098 = _owner2515[st.loc[L[0]]]
            _t2099 = len(_o) + 1
            if _t2099 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2100 = st.chooser(_t2099, _t2098)
                else:
                    _t2100 = _st_bits(_t2099.bit_length())
                    while _t2100 >= _t2099: _t2100 = _st_bits(_t2099.bit_length())
                L[3] = _o[_t2100 - 1] if _t2100 else None; st.decisions += 1
                if st.thread_player is not None: _answered2516(st, _t2100)
            elif _st_log is None: _pend2517(st, L, [None] + _o, _t2098); return True
            elif _decide2518(st, L, _o, _t2098): return True
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

# <rulerun evolution.rules: piracy #903 dd27de6d>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2105 = []
    for _t2104 in st.zones[(9 + _owner2531[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2104] == _t2102):
            _t2105.append(_st_cvars[_t2104])
    return _t2105

# <rulerun evolution.rules: piracy #904 1f9a1154>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2107 = 0
    for _t2106 in st.zones[(9 + _owner2533[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2106] == _t2102):
            _t2107 += (1 if ((_st_cvars[_t2106] == 'carnivorous') or (_st_cvars[_t2106] == 'high_body_weight')) else (2 if (_st_cvars[_t2106] == 'parasite') else 0))
    return _t2107

# <rulerun evolution.rules: piracy #905 5d9cebd0>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2109 = 0
    for _t2108 in st.zones[(9 + _owner2535[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2108] == _t2102):
            _t2109 += (1 if ((_st_cvars[_t2108] == 'carnivorous') or (_st_cvars[_t2108] == 'high_body_weight')) else (2 if (_st_cvars[_t2108] == 'parasite') else 0))
    return _t2109

# <rulerun evolution.rules: piracy #906 1f2069be>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2111 = 0
    for _t2110 in st.zones[(9 + _owner2537[st.loc[_t2102]])]:
        if (((_st_cvars[84 + _t2110] == _t2102) and (_st_cvars[_t2110] == 'fat_tissue')) and _st_cvars[252 + _t2110]):
            _t2111 += 1
    return _t2111

# <rulerun evolution.rules: piracy #907 23d07100>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2113 = 0
    for _t2112 in st.zones[(9 + _owner2539[st.loc[_t2102]])]:
        if ((_st_cvars[84 + _t2112] == _t2102) and (_st_cvars[_t2112] == 'fat_tissue')):
            _t2113 += 1
    return _t2113

# <rulerun evolution.rules: piracy #908 e3733181>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2118 = 0
    for _t2117 in st.zones[(9 + _owner2543[st.loc[_st_cvars[84 + _t2115]]])]:
        if (_st_cvars[84 + _t2117] == _st_cvars[84 + _t2115]):
            _t2118 += (1 if ((_st_cvars[_t2117] == 'carnivorous') or (_st_cvars[_t2117] == 'high_body_weight')) else (2 if (_st_cvars[_t2117] == 'parasite') else 0))
    return _t2118

# <rulerun evolution.rules: piracy #909 212f1662>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2114 = st.zones[(9 + _owner2541[st.loc[_t2102]])]
    st.budget -= len(_t2114)
    if st.budget < 0: _spent2542(st)
    for _t2115 in _t2114:
        if (((_st_cvars[_t2115] == 'symbiosis') and (_st_cvars[168 + _t2115] == _t2102)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2115]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2115]] >= (_memo6[_st_cvars[84 + _t2115]] if _st_cvars[84 + _t2115] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2115], (1 + _a2544(st, _t2115)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 032f834f>
def _loop(st, _t2120):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + _owner2549[st.loc[_t2120]])]:
        if (_st_cvars[84 + _t2122] == _t2120):
            _t2123 += (1 if ((_st_cvars[_t2122] == 'carnivorous') or (_st_cvars[_t2122] == 'high_body_weight')) else (2 if (_st_cvars[_t2122] == 'parasite') else 0))
    return _t2123

# <rulerun evolution.rules: piracy #911 9e66ea54>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2119 = (list(_chain2546(map(st.zones.__getitem__, _k2547))) or ())
    st.budget -= len(_t2119)
    if st.budget < 0: _spent2548(st)
    for _t2120 in _t2119:
        if ((_t2120 != _t2102) and ((not ((_st_cvars[924 + _t2120] == _st_vars[0]) or (_st_cvars[504 + _t2120] >= (_memo6[_t2120] if _t2120 in _memo6 else _memo6.setdefault(_t2120, (1 + _a2550(st, _t2120))))))) and (_st_cvars[504 + _t2120] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 872bdf78>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t2101 = st.zones[(5 + L[0])]
    st.budget -= len(_t2101)
    if st.budget < 0: _spent2530(st)
    _t2103 = []
    for _t2102 in _t2101:
        if (_memo10[_t2102] if _t2102 in _memo10 else _memo10.setdefault(_t2102, ((((('piracy' in (st.memos[15][_t2102] if _t2102 in st.memos[15] else st.memos[15].setdefault(_t2102, frozenset(_a2532(st, _t2102))))) and (st.cvars[756 + _t2102] != st.vars[0])) and (not ((st.cvars[924 + _t2102] == st.vars[0]) or (st.cvars[504 + _t2102] >= (st.memos[6][_t2102] if _t2102 in st.memos[6] else st.memos[6].setdefault(_t2102, (1 + _a2534(st, _t2102)))))))) and ((not ((st.cvars[924 + _t2102] == st.vars[0]) or ((st.cvars[504 + _t2102] >= (st.memos[6][_t2102] if _t2102 in st.memos[6] else st.memos[6].setdefault(_t2102, (1 + _a2536(st, _t2102))))) and ((st.memos[5][_t2102] if _t2102 in st.memos[5] else st.memos[5].setdefault(_t2102, _a2538(st, _t2102))) >= (st.memos[4][_t2102] if _t2102 in st.memos[4] else st.memos[4].setdefault(_t2102, _a2540(st, _t2102))))))) and (st.memos[14][_t2102] if _t2102 in st.memos[14] else st.memos[14].setdefault(_t2102, (not _a2545(st, _t2102)))))) and _a2551(st, _t2102)))):
            _t2103.append(_t2102)
    return _t2103

# <rulerun evolution.rules: piracy #913 56ebd6a4>
def _loop(st, _t2128):
    _st_cvars = st.cvars
    _t2131 = 0
    for _t2130 in st.zones[(9 + _owner2561[st.loc[_t2128]])]:
        if (_st_cvars[84 + _t2130] == _t2128):
            _t2131 += (1 if ((_st_cvars[_t2130] == 'carnivorous') or (_st_cvars[_t2130] == 'high_body_weight')) else (2 if (_st_cvars[_t2130] == 'parasite') else 0))
    return _t2131

# <rulerun evolution.rules: piracy #914 b42412f9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2127 = (list(_chain2558(map(st.zones.__getitem__, _k2559))) or ())
    st.budget -= len(_t2127)
    if st.budget < 0: _spent2560(st)
    _t2129 = []
    for _t2128 in _t2127:
        if ((_t2128 != _l1) and ((not ((_st_cvars[924 + _t2128] == _st_vars[0]) or (_st_cvars[504 + _t2128] >= (_memo6[_t2128] if _t2128 in _memo6 else _memo6.setdefault(_t2128, (1 + _a2562(st, _t2128))))))) and (_st_cvars[504 + _t2128] > 0))):
            _t2129.append(_t2128)
    return _t2129

# <rulerun evolution.rules: piracy #915 b48bfc46>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2552(st, L) or [])
            fr[1] = 1
            _t2124 = L[0]
            _t2125 = len(_o)
            if not _t2125: _no_option2554(_t2124, 'pirate')
            if _t2125 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2125 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2126 = st.chooser(_t2125, _t2124)
                else:
                    _t2126 = _st_bits(_t2125.bit_length())
                    while _t2126 >= _t2125: _t2126 = _st_bits(_t2125.bit_length())
                L[1] = _o[_t2126]; st.decisions += 1
                if st.thread_player is not None: _answered2555(st, _t2126)
            elif _st_log is None: _pend2556(st, L, _o, _t2124); return True
            elif _decide2557(st, L, _o, _t2124): return True
            pc = 1
        if pc == 1:
            _o = (_a2563(st, L) or [])
            fr[1] = 2
            _t2132 = L[0]
            _t2133 = len(_o)
            if not _t2133: _no_option2554(_t2132, 'animal to rob')
            if _t2133 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2133 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2134 = st.chooser(_t2133, _t2132)
                else:
                    _t2134 = _st_bits(_t2133.bit_length())
                    while _t2134 >= _t2133: _t2134 = _st_bits(_t2133.bit_length())
                L[2] = _o[_t2134]; st.decisions += 1
                if st.thread_player is not None: _answered2555(st, _t2134)
            elif _st_log is None: _pend2565(st, L, _o, _t2132); return True
            elif _decide2566(st, L, _o, _t2132): return True
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

# <rulerun evolution.rules: attack_action #916 168ed67f>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2139 = []
    for _t2138 in st.zones[(9 + _owner2576[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2138] == _t2136):
            _t2139.append(_st_cvars[_t2138])
    return _t2139

# <rulerun evolution.rules: attack_action #917 529d308a>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2141 = 0
    for _t2140 in st.zones[(9 + _owner2578[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2140] == _t2136):
            _t2141 += (1 if ((_st_cvars[_t2140] == 'carnivorous') or (_st_cvars[_t2140] == 'high_body_weight')) else (2 if (_st_cvars[_t2140] == 'parasite') else 0))
    return _t2141

# <rulerun evolution.rules: attack_action #918 46ae002f>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2143 = 0
    for _t2142 in st.zones[(9 + _owner2580[st.loc[_t2136]])]:
        if (((_st_cvars[84 + _t2142] == _t2136) and (_st_cvars[_t2142] == 'fat_tissue')) and _st_cvars[252 + _t2142]):
            _t2143 += 1
    return _t2143

# <rulerun evolution.rules: attack_action #919 dfb6f3c4>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2145 = 0
    for _t2144 in st.zones[(9 + _owner2582[st.loc[_t2136]])]:
        if ((_st_cvars[84 + _t2144] == _t2136) and (_st_cvars[_t2144] == 'fat_tissue')):
            _t2145 += 1
    return _t2145

# <rulerun evolution.rules: attack_action #920 a8c52d85>
def _loop(st, _t2147):
    _st_cvars = st.cvars
    _t2150 = 0
    for _t2149 in st.zones[(9 + _owner2586[st.loc[_st_cvars[84 + _t2147]]])]:
        if (_st_cvars[84 + _t2149] == _st_cvars[84 + _t2147]):
            _t2150 += (1 if ((_st_cvars[_t2149] == 'carnivorous') or (_st_cvars[_t2149] == 'high_body_weight')) else (2 if (_st_cvars[_t2149] == 'parasite') else 0))
    return _t2150

# <rulerun evolution.rules: attack_action #921 1c30bab7>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2146 = st.zones[(9 + _owner2584[st.loc[_t2136]])]
    st.budget -= len(_t2146)
    if st.budget < 0: _spent2585(st)
    for _t2147 in _t2146:
        if (((_st_cvars[_t2147] == 'symbiosis') and (_st_cvars[168 + _t2147] == _t2136)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2147]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2147]] >= (_memo6[_st_cvars[84 + _t2147]] if _st_cvars[84 + _t2147] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2147], (1 + _a2587(st, _t2147)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 3eb51978>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2155 = []
    for _t2154 in st.zones[(9 + _owner2592[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2154] == _t2152):
            _t2155.append(_st_cvars[_t2154])
    return _t2155

# <rulerun evolution.rules: attack_action #923 dae1f7d6>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2157 = []
    for _t2156 in st.zones[(9 + _owner2594[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2156] == _t2136):
            _t2157.append(_st_cvars[_t2156])
    return _t2157

# <rulerun evolution.rules: attack_action #924 4c72ddd7>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2160 = []
    for _t2159 in st.zones[(9 + _owner2596[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2159] == _t2152):
            _t2160.append(_st_cvars[_t2159])
    return _t2160

# <rulerun evolution.rules: attack_action #925 64ab2e43>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2162 = []
    for _t2161 in st.zones[(9 + _owner2598[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2161] == _t2136):
            _t2162.append(_st_cvars[_t2161])
    return _t2162

# <rulerun evolution.rules: attack_action #926 daf6e21d>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2165 = []
    for _t2164 in st.zones[(9 + _owner2600[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2164] == _t2152):
            _t2165.append(_st_cvars[_t2164])
    return _t2165

# <rulerun evolution.rules: attack_action #927 51c48637>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2167 = []
    for _t2166 in st.zones[(9 + _owner2602[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2166] == _t2136):
            _t2167.append(_st_cvars[_t2166])
    return _t2167

# <rulerun evolution.rules: attack_action #928 f37278d2>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2170 = []
    for _t2169 in st.zones[(9 + _owner2604[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2169] == _t2152):
            _t2170.append(_st_cvars[_t2169])
    return _t2170

# <rulerun evolution.rules: attack_action #929 53a7810c>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2172 = 0
    for _t2171 in st.zones[(9 + _owner2606[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2171] == _t2152):
            _t2172 += (1 if ((_st_cvars[_t2171] == 'carnivorous') or (_st_cvars[_t2171] == 'high_body_weight')) else (2 if (_st_cvars[_t2171] == 'parasite') else 0))
    return _t2172

# <rulerun evolution.rules: attack_action #930 5041a736>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    for _t2173 in st.zones[(9 + _owner2608[st.loc[_t2152]])]:
        if ((_st_cvars[_t2173] == 'symbiosis') and (_st_cvars[168 + _t2173] == _t2152)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 b9ad39db>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2151 = (list(_chain2589(map(st.zones.__getitem__, _k2590))) or ())
    st.budget -= len(_t2151)
    if st.budget < 0: _spent2591(st)
    _t2158 = _NOT_YET
    _t2163 = _NOT_YET
    _t2168 = _NOT_YET
    for _t2152 in _t2151:
        if ((((((_t2136 != _t2152) and ((not ('camouflage' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2593(st, _t2152)))))) or (_t2158 if _t2158 is not _NOT_YET else (_t2158 := ('sharp_vision' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2595(st, _t2136))))))))) and ((not ('high_body_weight' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2597(st, _t2152)))))) or (_t2163 if _t2163 is not _NOT_YET else (_t2163 := ('high_body_weight' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2599(st, _t2136))))))))) and (('swimming' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2601(st, _t2152))))) == (_t2168 if _t2168 is not _NOT_YET else (_t2168 := ('swimming' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2603(st, _t2136))))))))) and (not (('burrowing' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2605(st, _t2152))))) and ((_st_cvars[924 + _t2152] == _st_vars[0]) or (_st_cvars[504 + _t2152] >= (_memo6[_t2152] if _t2152 in _memo6 else _memo6.setdefault(_t2152, (1 + _a2607(st, _t2152))))))))) and (not (_memo13[_t2152] if _t2152 in _memo13 else _memo13.setdefault(_t2152, _a2609(st, _t2152))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 3ec3f997>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t2135 = st.zones[(5 + L[0])]
    st.budget -= len(_t2135)
    if st.budget < 0: _spent2575(st)
    _t2137 = []
    for _t2136 in _t2135:
        if (_memo0[_t2136] if _t2136 in _memo0 else _memo0.setdefault(_t2136, (((('carnivorous' in (st.memos[15][_t2136] if _t2136 in st.memos[15] else st.memos[15].setdefault(_t2136, frozenset(_a2577(st, _t2136))))) and (st.cvars[672 + _t2136] != st.vars[0])) and ((not ((st.cvars[924 + _t2136] == st.vars[0]) or ((st.cvars[504 + _t2136] >= (st.memos[6][_t2136] if _t2136 in st.memos[6] else st.memos[6].setdefault(_t2136, (1 + _a2579(st, _t2136))))) and ((st.memos[5][_t2136] if _t2136 in st.memos[5] else st.memos[5].setdefault(_t2136, _a2581(st, _t2136))) >= (st.memos[4][_t2136] if _t2136 in st.memos[4] else st.memos[4].setdefault(_t2136, _a2583(st, _t2136))))))) and (st.memos[14][_t2136] if _t2136 in st.memos[14] else st.memos[14].setdefault(_t2136, (not _a2588(st, _t2136)))))) and _a2610(st, _t2136)))):
            _t2137.append(_t2136)
    return _t2137

# <rulerun evolution.rules: attack_action #933 3ef71f6f>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2182 = []
    for _t2181 in st.zones[(9 + _owner2620[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2181] == _t2179):
            _t2182.append(_st_cvars[_t2181])
    return _t2182

# <rulerun evolution.rules: attack_action #934 67102044>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2184 = []
    for _t2183 in st.zones[(9 + _owner2622[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2183] == _l1):
            _t2184.append(_st_cvars[_t2183])
    return _t2184

# <rulerun evolution.rules: attack_action #935 3126b1d2>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2187 = []
    for _t2186 in st.zones[(9 + _owner2624[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2186] == _t2179):
            _t2187.append(_st_cvars[_t2186])
    return _t2187

# <rulerun evolution.rules: attack_action #936 89f50dbc>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2189 = []
    for _t2188 in st.zones[(9 + _owner2626[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2188] == _l1):
            _t2189.append(_st_cvars[_t2188])
    return _t2189

# <rulerun evolution.rules: attack_action #937 f706cbf7>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2192 = []
    for _t2191 in st.zones[(9 + _owner2628[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2191] == _t2179):
            _t2192.append(_st_cvars[_t2191])
    return _t2192

# <rulerun evolution.rules: attack_action #938 3cca1da2>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2194 = []
    for _t2193 in st.zones[(9 + _owner2630[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2193] == _l1):
            _t2194.append(_st_cvars[_t2193])
    return _t2194

# <rulerun evolution.rules: attack_action #939 c9a7c78f>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2197 = []
    for _t2196 in st.zones[(9 + _owner2632[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2196] == _t2179):
            _t2197.append(_st_cvars[_t2196])
    return _t2197

# <rulerun evolution.rules: attack_action #940 a3d87430>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2199 = 0
    for _t2198 in st.zones[(9 + _owner2634[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2198] == _t2179):
            _t2199 += (1 if ((_st_cvars[_t2198] == 'carnivorous') or (_st_cvars[_t2198] == 'high_body_weight')) else (2 if (_st_cvars[_t2198] == 'parasite') else 0))
    return _t2199

# <rulerun evolution.rules: attack_action #941 8b712b63>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    for _t2200 in st.zones[(9 + _owner2636[st.loc[_t2179]])]:
        if ((_st_cvars[_t2200] == 'symbiosis') and (_st_cvars[168 + _t2200] == _t2179)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 c0a9982b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2178 = (list(_chain2617(map(st.zones.__getitem__, _k2618))) or ())
    st.budget -= len(_t2178)
    if st.budget < 0: _spent2619(st)
    _t2185 = _NOT_YET
    _t2190 = _NOT_YET
    _t2195 = _NOT_YET
    _t2180 = []
    for _t2179 in _t2178:
        if ((((((_l1 != _t2179) and ((not ('camouflage' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2621(st, _t2179)))))) or (_t2185 if _t2185 is not _NOT_YET else (_t2185 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2623(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2625(st, _t2179)))))) or (_t2190 if _t2190 is not _NOT_YET else (_t2190 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2627(st, L))))))))) and (('swimming' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2629(st, _t2179))))) == (_t2195 if _t2195 is not _NOT_YET else (_t2195 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2631(st, L))))))))) and (not (('burrowing' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2633(st, _t2179))))) and ((_st_cvars[924 + _t2179] == _st_vars[0]) or (_st_cvars[504 + _t2179] >= (_memo6[_t2179] if _t2179 in _memo6 else _memo6.setdefault(_t2179, (1 + _a2635(st, _t2179))))))))) and (not (_memo13[_t2179] if _t2179 in _memo13 else _memo13.setdefault(_t2179, _a2637(st, _t2179))))):
            _t2180.append(_t2179)
    return _t2180

# <rulerun evolution.rules: attack_action #943 4b15fa71>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2611(st, L) or [])
            fr[1] = 1
            _t2175 = L[0]
            _t2176 = len(_o)
            if not _t2176: _no_option2613(_t2175, 'attacker')
            if _t2176 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2176 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2177 = st.chooser(_t2176, _t2175)
                else:
                    _t2177 = _st_bits(_t2176.bit_length())
                    while _t2177 >= _t2176: _t2177 = _st_bits(_t2176.bit_length())
                L[1] = _o[_t2177]; st.decisions += 1
                if st.thread_player is not None: _answered2614(st, _t2177)
            elif _st_log is None: _pend2615(st, L, _o, _t2175); return True
            elif _decide2616(st, L, _o, _t2175): return True
            pc = 1
        if pc == 1:
            _o = (_a2638(st, L) or [])
            fr[1] = 2
            _t2202 = L[0]
            _t2203 = len(_o)
            if not _t2203: _no_option2613(_t2202, 'target')
            if _t2203 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2203 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2204 = st.chooser(_t2203, _t2202)
                else:
                    _t2204 = _st_bits(_t2203.bit_length())
                    while _t2204 >= _t2203: _t2204 = _st_bits(_t2203.bit_length())
                L[2] = _o[_t2204]; st.decisions += 1
                if st.thread_player is not None: _answered2614(st, _t2204)
            elif _st_log is None: _pend2640(st, L, _o, _t2202); return True
            elif _decide2641(st, L, _o, _t2202): return True
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

# <rulerun evolution.rules: scavenge #945 cb2380a3>
def _loop(st, L):
    _t2208 = (L[4] or ())
    st.budget -= len(_t2208)
    if st.budget < 0: _spent2666(st)
    for _t2209 in _t2208:
        return _t2209
    return None

# <rulerun evolution.rules: scavenge #946 702de389>
def _loop(st, L):
    _t2205 = (L[4] or ())
    st.budget -= len(_t2205)
    if st.budget < 0: _spent2665(st)
    _t2211 = _NOT_YET
    _t2207 = []
    for _t2206 in _t2205:
        if ((not False) or (_t2206 == (_t2211 if _t2211 is not _NOT_YET else (_t2211 := _a2667(st, L))))):
            _t2207.append(_t2206)
    return _t2207

# <rulerun evolution.rules: scavenge #947 0dd611b4>
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
            _t2212 = L[3]
            _t2213 = len(_o)
            if not _t2213: _no_option2670(_t2212, 'scavenger to feed')
            if _t2213 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2213 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2214 = st.chooser(_t2213, _t2212)
                else:
                    _t2214 = _st_bits(_t2213.bit_length())
                    while _t2214 >= _t2213: _t2214 = _st_bits(_t2213.bit_length())
                L[5] = _o[_t2214]; st.decisions += 1
                if st.thread_player is not None: _answered2671(st, _t2214)
            elif _st_log is None: _pend2672(st, L, _o, _t2212); return True
            elif _decide2673(st, L, _o, _t2212): return True
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

# <rulerun evolution.rules: on before attack #949 a1cf342e>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2222 = []
    for _t2221 in st.zones[(9 + _owner2699[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2221] == _t2219):
            _t2222.append(_st_cvars[_t2221])
    return _t2222

# <rulerun evolution.rules: on before attack #950 6cb0ec46>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2224 = []
    for _t2223 in st.zones[(9 + _owner2701[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2223] == _l0):
            _t2224.append(_st_cvars[_t2223])
    return _t2224

# <rulerun evolution.rules: on before attack #951 6cd1a160>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2227 = []
    for _t2226 in st.zones[(9 + _owner2703[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2226] == _t2219):
            _t2227.append(_st_cvars[_t2226])
    return _t2227

# <rulerun evolution.rules: on before attack #952 86ea51b5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2229 = []
    for _t2228 in st.zones[(9 + _owner2705[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2228] == _l0):
            _t2229.append(_st_cvars[_t2228])
    return _t2229

# <rulerun evolution.rules: on before attack #953 d1fe20d1>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2232 = []
    for _t2231 in st.zones[(9 + _owner2707[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2231] == _t2219):
            _t2232.append(_st_cvars[_t2231])
    return _t2232

# <rulerun evolution.rules: on before attack #954 12fc9be7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2234 = []
    for _t2233 in st.zones[(9 + _owner2709[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2233] == _l0):
            _t2234.append(_st_cvars[_t2233])
    return _t2234

# <rulerun evolution.rules: on before attack #955 32aa2d86>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2237 = []
    for _t2236 in st.zones[(9 + _owner2711[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2236] == _t2219):
            _t2237.append(_st_cvars[_t2236])
    return _t2237

# <rulerun evolution.rules: on before attack #956 f02a4fe4>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2239 = 0
    for _t2238 in st.zones[(9 + _owner2713[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2238] == _t2219):
            _t2239 += (1 if ((_st_cvars[_t2238] == 'carnivorous') or (_st_cvars[_t2238] == 'high_body_weight')) else (2 if (_st_cvars[_t2238] == 'parasite') else 0))
    return _t2239

# <rulerun evolution.rules: on before attack #957 d52fbb1e>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    for _t2240 in st.zones[(9 + _owner2715[st.loc[_t2219]])]:
        if ((_st_cvars[_t2240] == 'symbiosis') and (_st_cvars[168 + _t2240] == _t2219)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 98409525>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2218 = st.zones[(5 + L[4])]
    st.budget -= len(_t2218)
    if st.budget < 0: _spent2698(st)
    _t2225 = _NOT_YET
    _t2230 = _NOT_YET
    _t2235 = _NOT_YET
    _t2220 = []
    for _t2219 in _t2218:
        if (((_t2219 != _l1) and (_t2219 != _l0)) and ((((((_l0 != _t2219) and ((not ('camouflage' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2700(st, _t2219)))))) or (_t2225 if _t2225 is not _NOT_YET else (_t2225 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2702(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2704(st, _t2219)))))) or (_t2230 if _t2230 is not _NOT_YET else (_t2230 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2706(st, L))))))))) and (('swimming' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2708(st, _t2219))))) == (_t2235 if _t2235 is not _NOT_YET else (_t2235 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2710(st, L))))))))) and (not (('burrowing' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2712(st, _t2219))))) and ((_st_cvars[924 + _t2219] == _st_vars[0]) or (_st_cvars[504 + _t2219] >= (_memo6[_t2219] if _t2219 in _memo6 else _memo6.setdefault(_t2219, (1 + _a2714(st, _t2219))))))))) and (not (_memo13[_t2219] if _t2219 in _memo13 else _memo13.setdefault(_t2219, _a2716(st, _t2219)))))):
            _t2220.append(_t2219)
    return _t2220

# <rulerun evolution.rules: on before attack #959 a86576c4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2246 = []
    for _t2245 in st.zones[(9 + _owner2723[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t2245] == L[1]) or (_st_cvars[168 + _t2245] == L[1])):
            _t2246.append(_t2245)
    return _t2246

# <rulerun evolution.rules: on before attack #960 ddd86b27>
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
            _t2215 = L[4]
            _t2216 = len(_o) + 1
            if _t2216 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2217 = st.chooser(_t2216, _t2215)
                else:
                    _t2217 = _st_bits(_t2216.bit_length())
                    while _t2217 >= _t2216: _t2217 = _st_bits(_t2216.bit_length())
                L[6] = _o[_t2217 - 1] if _t2217 else None; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2217)
            elif _st_log is None: _pend2694(st, L, [None] + _o, _t2215); return True
            elif _decide2695(st, L, _o, _t2215): return True
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
            _t2242 = L[4]
            _t2243 = len(_o)
            if not _t2243: _no_option2719(_t2242, 'mimicry: the new target')
            if _t2243 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2243 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2244 = st.chooser(_t2243, _t2242)
                else:
                    _t2244 = _st_bits(_t2243.bit_length())
                    while _t2244 >= _t2243: _t2244 = _st_bits(_t2243.bit_length())
                L[7] = _o[_t2244]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2244)
            elif _st_log is None: _pend2720(st, L, _o, _t2242); return True
            elif _decide2721(st, L, _o, _t2242): return True
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
            _t2247 = L[4]
            _t2248 = len(_o)
            if not _t2248: _no_option2719(_t2247, 'tail loss: trait to drop')
            if _t2248 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2248 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2249 = st.chooser(_t2248, _t2247)
                else:
                    _t2249 = _st_bits(_t2248.bit_length())
                    while _t2249 >= _t2248: _t2249 = _st_bits(_t2248.bit_length())
                L[8] = _o[_t2249]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2249)
            elif _st_log is None: _pend2726(st, L, _o, _t2247); return True
            elif _decide2727(st, L, _o, _t2247): return True
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

# <rulerun evolution.rules: extinction_and_new_cards #962 94a91bf5>
def _loop(st, _t2258):
    _st_cvars = st.cvars
    _t2260 = 0
    for _t2259 in st.zones[(9 + _owner2770[st.loc[_t2258]])]:
        if (_st_cvars[84 + _t2259] == _t2258):
            _t2260 += (1 if ((_st_cvars[_t2259] == 'carnivorous') or (_st_cvars[_t2259] == 'high_body_weight')) else (2 if (_st_cvars[_t2259] == 'parasite') else 0))
    return _t2260

# <rulerun evolution.rules: extinction_and_new_cards #963 b6e89000>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2267 = []
    for _t2266 in st.zones[(9 + _owner2777[st.loc[_i27l0]])]:
        if ((_st_cvars[84 + _t2266] == _i27l0) or (_st_cvars[168 + _t2266] == _i27l0)):
            _t2267.append(_t2266)
    return _t2267

# <rulerun evolution.rules: extinction_and_new_cards #964 53cafe95>
def _loop(st):
    for _t2281 in (_k2784 or ()):
        if (st.vars[7 + _t2281] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout a617100e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, _memo16, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2766)
    _t2257 = (list(_chain2767(map(_st_zones.__getitem__, _k2768))) or ())
    st.budget -= len(_t2257)
    if st.budget < 0: _spent2769(st)
    _t2256 = []
    for _t2258 in _t2257:
        if ((not ((_st_cvars[924 + _t2258] == _st_vars[0]) or (_st_cvars[504 + _t2258] >= (_memo6[_t2258] if _t2258 in _memo6 else _memo6.setdefault(_t2258, (1 + _a2771(st, _t2258))))))) or _st_cvars[588 + _t2258]):
            _t2256.append(_t2258)
    L[0] = _t2256
    _t2262 = (L[0] or [])
    st.budget -= len(_t2262)
    if st.budget < 0: _spent2769(st)
    for _t2261 in _t2262:
        L[3] = _t2261
        if _st_cvars[588 + _t2261]:
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), [_PlayerRef2774(_owner2773[_st_loc[_t2261]]), "'s animal ", _plain2775(_st_cvars[420 + _t2261]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), [_PlayerRef2774(_owner2773[_st_loc[_t2261]]), "'s animal ", _plain2775(_st_cvars[420 + _t2261]), ' starves']))
    _t2264 = (L[0] or [])
    st.budget -= len(_t2264)
    if st.budget < 0: _spent2769(st)
    for _t2263 in _t2264:
        L[6] = _t2263
        _i27l0 = _t2263
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = _owner2773[_st_loc[_i27l0]]
        _t2268 = (_a2778(st, _i27l0) or [])
        st.budget -= len(_t2268)
        if st.budget < 0: _spent2769(st)
        for _t2265 in _t2268:
            _i27[4] = _t2265
            _i28l0 = _t2265
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
            _t2269 = _i28l0
            _t2270 = (13 + _i28[1])
            if type(_t2269) is int and _st_log is None:
                _t2271 = _st_zones[(_t2272 := _st_loc[_t2269])]
                if _t2271[-1] == _t2269: _t2271.pop()
                else: _t2271.remove(_t2269)
                _st_zones[_t2270].append(_t2269); _st_loc[_t2269] = _t2270
                _t2273 = _leaving2780[_t2272]
                if _memo12 and _t2273 & 4096: _memo12.clear()
            elif _t2269 is not None:
                _move_cards2779(st, _t2269, _t2270, False)
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
        _t2274 = _i27l0
        _t2275 = (13 + _i27[1])
        if type(_t2274) is int and _st_log is None:
            _t2276 = _st_zones[(_t2277 := _st_loc[_t2274])]
            if _t2276[-1] == _t2274: _t2276.pop()
            else: _t2276.remove(_t2274)
            _st_zones[_t2275].append(_t2274); _st_loc[_t2274] = _t2275
            _t2278 = _leaving2781[_t2277]
            if _memo12 and _t2278 & 4096: _memo12.clear()
        elif _t2274 is not None:
            _move_cards2779(st, _t2274, _t2275, False)
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
        for _t2279 in (_k2782 or []):
            _i29[2] = _t2279
            _st_vars[7 + _t2279] = (6 if ((not _st_zones[(5 + _t2279)]) and (not _st_zones[(1 + _t2279)])) else (1 + len(_st_zones[(5 + _t2279)])))
        for _t2280 in (_o2783[_st_vars[1]] or []):
            _i29[5] = _t2280
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), ['Cards owed to ', _PlayerRef2774(_t2280), ': ', _plain2775(_st_vars[7 + _t2280])]))
        while ((not not _st_zones[0]) and _a2785(st)):
            st.budget -= 1
            if st.budget < 0: _spent2769(st)
            for _t2283 in (_o2786[_st_vars[1]] or []):
                _i29[8] = _t2283
                if not (((_st_vars[7 + _t2283] > 0) and (not not _st_zones[0]))): continue
                _t2286 = _st_zones[0]
                _t2285 = (1 + _t2283)
                if _st_log is None and _t2286:
                    _t2284 = _t2286.pop(); _st_zones[_t2285].append(_t2284); _st_loc[_t2284] = _t2285
                elif _t2286:
                    _move_cards2779(st, _t2286[-1], _t2285, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
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
                _st_vars[7 + _t2283] = (_t2287 if -1000000000000000000 <= (_t2287 := _st_vars[7 + _t2283] - 1) <= 1000000000000000000 else _beyond2787(_t2287))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2776(_audience2772(st), ['The deck has run out: the next turn is the last']))
    for _t2288 in (list(_chain2788(map(_st_zones.__getitem__, _k2789))) or []):
        L[9] = _t2288
        _st_cvars[504 + _t2288] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout f222c467>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2746(_k2747)
    st.budget -= 1
    if st.budget < 0: _spent2748(st)
    _st_vars[0] = (_t2250 if -1000000000000000000 <= (_t2250 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2749(_t2250))
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
        for _t2251 in (_o2755[_st_vars[1]] or []):
            _i25[3] = _t2251
            if not ((not (_t2251 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2251)]):
                if _st_log is not None: _st_log.append(_Text2753(_audience2750(st), [_PlayerRef2752(_t2251), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2251])
                if len(_i25[0]) > 1000000: _too_long2756(_i25[0])
            else:
                _t2252 = _st_zones[(1 + _t2251)]
                _t2253 = _t2251
                _t2254 = len(_t2252) + 1
                if _t2254 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2255 = st.chooser(_t2254, _t2253)
                    else:
                        _t2255 = _st_bits(_t2254.bit_length())
                        while _t2255 >= _t2254: _t2255 = _st_bits(_t2254.bit_length())
                    _i25[4] = _t2252[_t2255 - 1] if _t2255 else None; st.decisions += 1
                elif _st_log is None: _pend2759(st, _i25, [None] + _t2252, _t2253); raise _PlayoutCut2757()
                elif _decide2760(st, _i25, _t2252[:], _t2253): raise _PlayoutCut2757()
                if (_i25[4] is None):
                    _i25[0] = _joined2761(_i25[0], [_t2251])
                else:
                    if _p2762(st, [_t2251, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
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

# <rulerun evolution.rules: play #968 52a168c3>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2290 = 0
    for _t2289 in st.zones[(9 + p)]:
        _t2290 += (1 + (1 if ((_st_cvars[_t2289] == 'carnivorous') or (_st_cvars[_t2289] == 'high_body_weight')) else (2 if (_st_cvars[_t2289] == 'parasite') else 0)))
    return _t2290

# <rulerun evolution.rules: rank #969 c61d8a3e>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2799(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 03a94afb>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2295 = 0
    for _t2294 in st.zones[(9 + _owner2801[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2294] == _t2292):
            _t2295 += (1 + (1 if ((_st_cvars[_t2294] == 'carnivorous') or (_st_cvars[_t2294] == 'high_body_weight')) else (2 if (_st_cvars[_t2294] == 'parasite') else 0)))
    return _t2295

# <rulerun evolution.rules: play #971 76cf07fb>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2297 = 0
    for _t2296 in st.zones[(9 + _owner2803[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2296] == _t2292):
            _t2297 += (1 if ((_st_cvars[_t2296] == 'carnivorous') or (_st_cvars[_t2296] == 'high_body_weight')) else (2 if (_st_cvars[_t2296] == 'parasite') else 0))
    return _t2297

# <rulerun evolution.rules: play #972 b3d8b7f8>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2299 = 0
    for _t2298 in st.zones[(9 + _owner2805[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2298] == _t2292):
            _t2299 += (1 + (1 if ((_st_cvars[_t2298] == 'carnivorous') or (_st_cvars[_t2298] == 'high_body_weight')) else (2 if (_st_cvars[_t2298] == 'parasite') else 0)))
    return _t2299

# <rulerun evolution.rules: play #973 5b026516>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2291 = st.zones[(5 + p)]
    st.budget -= len(_t2291)
    if st.budget < 0: _spent2800(st)
    _t2293 = 0
    for _t2292 in _t2291:
        _t2293 += (0 if _st_cvars[588 + _t2292] else ((2 * (2 + _a2802(st, _t2292))) if ((_st_cvars[924 + _t2292] == _st_vars[0]) or (_st_cvars[504 + _t2292] >= (1 + _a2804(st, _t2292)))) else (2 + _a2806(st, _t2292))))
    return _t2293

# <rulerun evolution.rules: rank #974 7bbceb3b>
def _native(st, p):
    return (_a2807(st, p), len(st.zones[(13 + p)]), )

