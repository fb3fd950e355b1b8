# <rulerun evolution.rules: play_turn #0 12d3b44f>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
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

# <rulerun evolution.rules: play_turn #3 cabeea7e>
def _loop(st, _i2l0):
    _st_cvars = st.cvars
    _t12 = []
    for _t11 in st.zones[(9 + _owner24[st.loc[_i2l0]])]:
        if ((_st_cvars[84 + _t11] == _i2l0) or (_st_cvars[168 + _t11] == _i2l0)):
            _t12.append(_t11)
    return _t12

# <rulerun evolution.rules: play_turn #4 ce9270e4>
def _loop(st):
    for _t26 in (_k32 or ()):
        if (st.vars[7 + _t26] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #5 63bce054>
def _loop(st, _t36):
    _st_cvars = st.cvars
    _t38 = 0
    for _t37 in st.zones[(9 + _owner42[st.loc[_t36]])]:
        if (_st_cvars[84 + _t37] == _t36):
            _t38 += (1 if ((_st_cvars[_t37] == 'carnivorous') or (_st_cvars[_t37] == 'high_body_weight')) else (2 if (_st_cvars[_t37] == 'parasite') else 0))
    return _t38

# <rulerun evolution.rules: extinction_and_new_cards #6 9710ec94>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t45 = []
    for _t44 in st.zones[(9 + _owner51[st.loc[_i5l0]])]:
        if ((_st_cvars[84 + _t44] == _i5l0) or (_st_cvars[168 + _t44] == _i5l0)):
            _t45.append(_t44)
    return _t45

# <rulerun evolution.rules: extinction_and_new_cards #7 58638bcd>
def _loop(st):
    for _t59 in (_k59 or ()):
        if (st.vars[7 + _t59] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #8 911cbb48>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k38)
    _t35 = (list(_chain39(map(_st_zones.__getitem__, _k40))) or ())
    st.budget -= len(_t35)
    if st.budget < 0: _spent41(st)
    _t34 = []
    for _t36 in _t35:
        if ((not ((_st_cvars[924 + _t36] == _st_vars[0]) or (_st_cvars[504 + _t36] >= (_memo6[_t36] if _t36 in _memo6 else _memo6.setdefault(_t36, (1 + _a43(st, _t36))))))) or _st_cvars[588 + _t36]):
            _t34.append(_t36)
    L[0] = _t34
    _t40 = (L[0] or [])
    st.budget -= len(_t40)
    if st.budget < 0: _spent41(st)
    for _t39 in _t40:
        L[3] = _t39
        if _st_cvars[588 + _t39]:
            if _st_log is not None: _st_log.append(_Text48(_audience44(st), [_PlayerRef46(_owner45[_st_loc[_t39]]), "'s animal ", _plain47(_st_cvars[420 + _t39]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text48(_audience44(st), [_PlayerRef46(_owner49[_st_loc[_t39]]), "'s animal ", _plain47(_st_cvars[420 + _t39]), ' starves']))
    _t42 = (L[0] or [])
    st.budget -= len(_t42)
    if st.budget < 0: _spent41(st)
    for _t41 in _t42:
        L[6] = _t41
        _i5l0 = _t41
        _i5 = [_i5l0, None, None, None, None]
        _i5[1] = _owner50[_st_loc[_i5l0]]
        _t46 = (_a52(st, _i5l0) or [])
        st.budget -= len(_t46)
        if st.budget < 0: _spent41(st)
        for _t43 in _t46:
            _i5[4] = _t43
            _i6l0 = _t43
            _i6 = [_i6l0, None]
            _i6[1] = _owner53[_st_loc[_i6l0]]
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
            if _memo15: _memo15.clear()
            _t47 = _i6l0
            _t48 = (13 + _i6[1])
            if type(_t47) is int and _st_log is None:
                _t49 = _st_zones[(_t50 := _st_loc[_t47])]
                if _t49[-1] == _t47: _t49.pop()
                else: _t49.remove(_t47)
                _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
                _t51 = _leaving55[_t50]
                if _memo12 and _t51 & 4096: _memo12.clear()
            elif _t47 is not None:
                _move_cards54(st, _t47, _t48, False)
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
            _t56 = _leaving56[_t55]
            if _memo12 and _t56 & 4096: _memo12.clear()
        elif _t52 is not None:
            _move_cards54(st, _t52, _t53, False)
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
    if (not _st_vars[2]):
        _i7 = [None, None, None, None, None, None, None, None, None]
        for _t57 in (_k57 or []):
            _i7[2] = _t57
            _st_vars[7 + _t57] = (6 if ((not _st_zones[(5 + _t57)]) and (not _st_zones[(1 + _t57)])) else (1 + len(_st_zones[(5 + _t57)])))
        for _t58 in (_o58[_st_vars[1]] or []):
            _i7[5] = _t58
            if _st_log is not None: _st_log.append(_Text48(_audience44(st), ['Cards owed to ', _PlayerRef46(_t58), ': ', _plain47(_st_vars[7 + _t58])]))
        while ((not not _st_zones[0]) and _a60(st)):
            st.budget -= 1
            if st.budget < 0: _spent41(st)
            for _t61 in (_o61[_st_vars[1]] or []):
                _i7[8] = _t61
                if not (((_st_vars[7 + _t61] > 0) and (not not _st_zones[0]))): continue
                _t64 = _st_zones[0]
                _t63 = (1 + _t61)
                if _st_log is None and _t64:
                    _t62 = _t64.pop(); _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
                elif _t64:
                    _move_cards54(st, _t64[-1], _t63, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
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
                _st_vars[7 + _t61] = (_t65 if -1000000000000000000 <= (_t65 := _st_vars[7 + _t61] - 1) <= 1000000000000000000 else _beyond62(_t65))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text48(_audience44(st), ['The deck has run out: the next turn is the last']))
    for _t66 in (list(_chain63(map(_st_zones.__getitem__, _k64))) or []):
        L[9] = _t66
        _st_cvars[504 + _t66] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #9 f32c10e0>
def _native(st, L):
    _st_vars = st.vars
    if _p66(st, _k65[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: development #10 937897f6>
def _native(st, L):
    L[0] = []

# <rulerun evolution.rules: development #11 5a5e1ed2>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text69(_audience67(st), [_PlayerRef68(_l3), ' has no cards and passes']))
    L[0] = (L[0] + [_l3])
    if len(L[0]) > 1000000: _too_long70(L[0])

# <rulerun evolution.rules: development #12 dffb2418>
def _native(st, L):
    L[0] = _joined71(L[0], [L[3]])

# <rulerun evolution.rules: development #13 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: play_card #14 d1f210c2>
def _loop(st, _t76):
    _st_cvars = st.cvars
    _t79 = []
    for _t78 in st.zones[(9 + _owner90[st.loc[_t76]])]:
        if (_st_cvars[84 + _t78] == _t76):
            _t79.append(_st_cvars[_t78])
    return _t79

# <rulerun evolution.rules: play_card #15 f91dab61>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t75 = (list(_chain86(map(st.zones.__getitem__, _k87))) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent88(st)
    for _t76 in _t75:
        if ((_owner89[_st_loc[_t76]] != _l0) and (not ('parasite' in (_memo15[_t76] if _t76 in _memo15 else _memo15.setdefault(_t76, frozenset(_a91(st, _t76))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 27be8406>
def _loop(st, _t74, _t82, _t86):
    _st_cvars = st.cvars
    for _t87 in st.zones[(9 + _owner94[st.loc[_t82]])]:
        if ((_st_cvars[_t87] == _t74) and (((_st_cvars[84 + _t87] == _t82) and (_st_cvars[168 + _t87] == _t86)) or ((_st_cvars[84 + _t87] == _t86) and (_st_cvars[168 + _t87] == _t82)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 e9a55d64>
def _loop(st, L, _t74):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t81 = _st_zones[(5 + _l0)]
    st.budget -= len(_t81)
    if st.budget < 0: _spent93(st)
    for _t82 in _t81:
        _t85 = _st_zones[(5 + _l0)]
        st.budget -= len(_t85)
        if st.budget < 0: _spent93(st)
        _t84 = False
        for _t86 in _t85:
            if (_t89 if (_t89 := _memo9.get((_t82, _t86, _t74,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t82, _t86, _t74,), ((_t82 != _t86) and (not _a95(st, _t74, _t82, _t86))))):
                _t84 = True
                break
        if _t84:
            return True
    return False

# <rulerun evolution.rules: play_card #18 60e757e2>
def _loop(st, _t74, _t91):
    _st_cvars = st.cvars
    _t94 = []
    for _t93 in st.zones[(9 + _owner98[st.loc[_t91]])]:
        if (_st_cvars[84 + _t93] == _t91):
            _t94.append(_st_cvars[_t93])
    return _t94

# <rulerun evolution.rules: play_card #19 c728a7eb>
def _loop(st, _t91):
    _st_cvars = st.cvars
    _t96 = []
    for _t95 in st.zones[(9 + _owner100[st.loc[_t91]])]:
        if (_st_cvars[84 + _t95] == _t91):
            _t96.append(_st_cvars[_t95])
    return _t96

# <rulerun evolution.rules: play_card #20 ece03f93>
def _loop(st, _t91):
    _st_cvars = st.cvars
    _t98 = []
    for _t97 in st.zones[(9 + _owner102[st.loc[_t91]])]:
        if (_st_cvars[84 + _t97] == _t91):
            _t98.append(_st_cvars[_t97])
    return _t98

# <rulerun evolution.rules: play_card #21 12d75c38>
def _loop(st, L, _t74):
    _memo15 = st.memos[15]
    _t90 = st.zones[(5 + L[0])]
    st.budget -= len(_t90)
    if st.budget < 0: _spent97(st)
    for _t91 in _t90:
        if ((((_t74 == 'fat_tissue') or (not (_t74 in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a99(st, _t74, _t91))))))) and (not ((_t74 == 'scavenger') and ('carnivorous' in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a101(st, _t91)))))))) and (not ((_t74 == 'carnivorous') and ('scavenger' in (_memo15[_t91] if _t91 in _memo15 else _memo15.setdefault(_t91, frozenset(_a103(st, _t91)))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 1256070c>
def _loop(st, _t110):
    _st_cvars = st.cvars
    _t113 = []
    for _t112 in st.zones[(9 + _owner121[st.loc[_t110]])]:
        if (_st_cvars[84 + _t112] == _t110):
            _t113.append(_st_cvars[_t112])
    return _t113

# <rulerun evolution.rules: play_card #24 cbfaac34>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t109 = (list(_chain117(map(st.zones.__getitem__, _k118))) or ())
    st.budget -= len(_t109)
    if st.budget < 0: _spent119(st)
    _t111 = []
    for _t110 in _t109:
        if ((_owner120[_st_loc[_t110]] != _l0) and (not ('parasite' in (_memo15[_t110] if _t110 in _memo15 else _memo15.setdefault(_t110, frozenset(_a122(st, _t110))))))):
            _t111.append(_t110)
    return _t111

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 ee9eecfe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t115 = []
    for _t114 in st.zones[(9 + _owner128[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t114] == L[4]) or (_st_cvars[168 + _t114] == L[4])):
            _t115.append(_st_cvars[_t114])
    return _t115

# <rulerun evolution.rules: play_card #27 7a80d2c3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t117 = []
    for _t116 in st.zones[(9 + _owner130[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t116] == L[4]) or (_st_cvars[168 + _t116] == L[4])):
            _t117.append(_t116)
    return _t117

# <rulerun evolution.rules: play_card #28 a49e7a5d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t119 = 0
    for _t118 in st.zones[(9 + _owner132[st.loc[L[4]]])]:
        if (_st_cvars[84 + _t118] == L[4]):
            _t119 += (1 if ((_st_cvars[_t118] == 'carnivorous') or (_st_cvars[_t118] == 'high_body_weight')) else (2 if (_st_cvars[_t118] == 'parasite') else 0))
    return _t119

# <rulerun evolution.rules: play_card #29 ad5a34b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t121 = 0
    for _t120 in st.zones[(9 + _owner134[st.loc[L[4]]])]:
        if (((_st_cvars[84 + _t120] == L[4]) and (_st_cvars[_t120] == 'fat_tissue')) and _st_cvars[252 + _t120]):
            _t121 += 1
    return _t121

# <rulerun evolution.rules: play_card #30 2a399aa9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t123 = 0
    for _t122 in st.zones[(9 + _owner136[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t122] == L[4]) and (_st_cvars[_t122] == 'fat_tissue')):
            _t123 += 1
    return _t123

# <rulerun evolution.rules: play_card #31 c04b7bfe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t125 = 0
    for _t124 in st.zones[(9 + _owner138[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t124] == L[4]) and (_st_cvars[_t124] == 'fat_tissue')):
            _t125 += 1
    return _t125

# <rulerun evolution.rules: play_card #32 eb831214>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain124(_text125(((((('animal ' + _plain124(_st_cvars[420 + L[4]]) + ' of ' + _player_text126(_owner127[st.loc[L[4]]])) + (_text125(' ' + _plain124(_a129(st, L))) if (not not (_a131(st, L) or ())) else '')) + (' food ' + _plain124(_st_cvars[504 + L[4]]) + '/' + _plain124((1 + _a133(st, L))))) + ((' fat ' + _plain124(_a135(st, L)) + '/' + _plain124(_a137(st, L))) if (_a139(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 83338127>
def _loop(st, L, _t134, _t138):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t139 in st.zones[(9 + _owner146[st.loc[_t134]])]:
        if ((_st_cvars[_t139] == _l3) and (((_st_cvars[84 + _t139] == _t134) and (_st_cvars[168 + _t139] == _t138)) or ((_st_cvars[84 + _t139] == _t138) and (_st_cvars[168 + _t139] == _t134)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 ba8640e7>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t133 = _st_zones[(5 + _l0)]
    st.budget -= len(_t133)
    if st.budget < 0: _spent145(st)
    _t135 = []
    for _t134 in _t133:
        _t137 = _st_zones[(5 + _l0)]
        st.budget -= len(_t137)
        if st.budget < 0: _spent145(st)
        _t136 = False
        for _t138 in _t137:
            if (_t141 if (_t141 := _memo9.get((_t134, _t138, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t134, _t138, _l3,), ((_t134 != _t138) and (not _a147(st, L, _t134, _t138))))):
                _t136 = True
                break
        if _t136:
            _t135.append(_t134)
    return _t135

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 e52ef035>
def _loop(st, L):
    _st_cvars = st.cvars
    _t143 = []
    for _t142 in st.zones[(9 + _owner153[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t142] == L[5]) or (_st_cvars[168 + _t142] == L[5])):
            _t143.append(_st_cvars[_t142])
    return _t143

# <rulerun evolution.rules: play_card #37 d3360c40>
def _loop(st, L):
    _st_cvars = st.cvars
    _t145 = []
    for _t144 in st.zones[(9 + _owner155[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t144] == L[5]) or (_st_cvars[168 + _t144] == L[5])):
            _t145.append(_t144)
    return _t145

# <rulerun evolution.rules: play_card #38 738da4d5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t147 = 0
    for _t146 in st.zones[(9 + _owner157[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t146] == L[5]):
            _t147 += (1 if ((_st_cvars[_t146] == 'carnivorous') or (_st_cvars[_t146] == 'high_body_weight')) else (2 if (_st_cvars[_t146] == 'parasite') else 0))
    return _t147

# <rulerun evolution.rules: play_card #39 8b2fba13>
def _loop(st, L):
    _st_cvars = st.cvars
    _t149 = 0
    for _t148 in st.zones[(9 + _owner159[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t148] == L[5]) and (_st_cvars[_t148] == 'fat_tissue')) and _st_cvars[252 + _t148]):
            _t149 += 1
    return _t149

# <rulerun evolution.rules: play_card #40 8e82f537>
def _loop(st, L):
    _st_cvars = st.cvars
    _t151 = 0
    for _t150 in st.zones[(9 + _owner161[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t150] == L[5]) and (_st_cvars[_t150] == 'fat_tissue')):
            _t151 += 1
    return _t151

# <rulerun evolution.rules: play_card #41 2a7cc707>
def _loop(st, L):
    _st_cvars = st.cvars
    _t153 = 0
    for _t152 in st.zones[(9 + _owner163[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t152] == L[5]) and (_st_cvars[_t152] == 'fat_tissue')):
            _t153 += 1
    return _t153

# <rulerun evolution.rules: play_card #42 d66c0085>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain149(_text150(((((('animal ' + _plain149(_st_cvars[420 + L[5]]) + ' of ' + _player_text151(_owner152[st.loc[L[5]]])) + (_text150(' ' + _plain149(_a154(st, L))) if (not not (_a156(st, L) or ())) else '')) + (' food ' + _plain149(_st_cvars[504 + L[5]]) + '/' + _plain149((1 + _a158(st, L))))) + ((' fat ' + _plain149(_a160(st, L)) + '/' + _plain149(_a162(st, L))) if (_a164(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 bafa0878>
def _loop(st, L, _t159):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t161 in st.zones[(9 + _owner169[st.loc[_l5]])]:
        if ((_st_cvars[_t161] == _l3) and (((_st_cvars[84 + _t161] == _l5) and (_st_cvars[168 + _t161] == _t159)) or ((_st_cvars[84 + _t161] == _t159) and (_st_cvars[168 + _t161] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 f43c1091>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t158 = st.zones[(5 + L[0])]
    st.budget -= len(_t158)
    if st.budget < 0: _spent168(st)
    _t160 = []
    for _t159 in _t158:
        if (_t163 if (_t163 := _memo9.get((_l5, _t159, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t159, _l3,), ((_l5 != _t159) and (not _a170(st, L, _t159))))):
            _t160.append(_t159)
    return _t160

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 bb9d4a97>
def _loop(st, L):
    _st_cvars = st.cvars
    _t165 = []
    for _t164 in st.zones[(9 + _owner176[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t164] == L[6]) or (_st_cvars[168 + _t164] == L[6])):
            _t165.append(_st_cvars[_t164])
    return _t165

# <rulerun evolution.rules: play_card #47 28764efe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t167 = []
    for _t166 in st.zones[(9 + _owner178[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t166] == L[6]) or (_st_cvars[168 + _t166] == L[6])):
            _t167.append(_t166)
    return _t167

# <rulerun evolution.rules: play_card #48 dfe89e22>
def _loop(st, L):
    _st_cvars = st.cvars
    _t169 = 0
    for _t168 in st.zones[(9 + _owner180[st.loc[L[6]]])]:
        if (_st_cvars[84 + _t168] == L[6]):
            _t169 += (1 if ((_st_cvars[_t168] == 'carnivorous') or (_st_cvars[_t168] == 'high_body_weight')) else (2 if (_st_cvars[_t168] == 'parasite') else 0))
    return _t169

# <rulerun evolution.rules: play_card #49 6a93fc25>
def _loop(st, L):
    _st_cvars = st.cvars
    _t171 = 0
    for _t170 in st.zones[(9 + _owner182[st.loc[L[6]]])]:
        if (((_st_cvars[84 + _t170] == L[6]) and (_st_cvars[_t170] == 'fat_tissue')) and _st_cvars[252 + _t170]):
            _t171 += 1
    return _t171

# <rulerun evolution.rules: play_card #50 b44e6fad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t173 = 0
    for _t172 in st.zones[(9 + _owner184[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t172] == L[6]) and (_st_cvars[_t172] == 'fat_tissue')):
            _t173 += 1
    return _t173

# <rulerun evolution.rules: play_card #51 d83f63d4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t175 = 0
    for _t174 in st.zones[(9 + _owner186[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t174] == L[6]) and (_st_cvars[_t174] == 'fat_tissue')):
            _t175 += 1
    return _t175

# <rulerun evolution.rules: play_card #52 54d9a962>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain172(_text173(((((('animal ' + _plain172(_st_cvars[420 + L[6]]) + ' of ' + _player_text174(_owner175[st.loc[L[6]]])) + (_text173(' ' + _plain172(_a177(st, L))) if (not not (_a179(st, L) or ())) else '')) + (' food ' + _plain172(_st_cvars[504 + L[6]]) + '/' + _plain172((1 + _a181(st, L))))) + ((' fat ' + _plain172(_a183(st, L)) + '/' + _plain172(_a185(st, L))) if (_a187(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 b484e6a8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t181 = []
    for _t180 in st.zones[(9 + _owner195[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t180] == L[7]) or (_st_cvars[168 + _t180] == L[7])):
            _t181.append(_st_cvars[_t180])
    return _t181

# <rulerun evolution.rules: play_card #55 6b63f75b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t183 = []
    for _t182 in st.zones[(9 + _owner197[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t182] == L[7]) or (_st_cvars[168 + _t182] == L[7])):
            _t183.append(_t182)
    return _t183

# <rulerun evolution.rules: play_card #56 7c26a779>
def _loop(st, L):
    _st_cvars = st.cvars
    _t185 = 0
    for _t184 in st.zones[(9 + _owner199[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t184] == L[7]):
            _t185 += (1 if ((_st_cvars[_t184] == 'carnivorous') or (_st_cvars[_t184] == 'high_body_weight')) else (2 if (_st_cvars[_t184] == 'parasite') else 0))
    return _t185

# <rulerun evolution.rules: play_card #57 2dee1933>
def _loop(st, L):
    _st_cvars = st.cvars
    _t187 = 0
    for _t186 in st.zones[(9 + _owner201[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t186] == L[7]) and (_st_cvars[_t186] == 'fat_tissue')) and _st_cvars[252 + _t186]):
            _t187 += 1
    return _t187

# <rulerun evolution.rules: play_card #58 6bcd1b82>
def _loop(st, L):
    _st_cvars = st.cvars
    _t189 = 0
    for _t188 in st.zones[(9 + _owner203[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t188] == L[7]) and (_st_cvars[_t188] == 'fat_tissue')):
            _t189 += 1
    return _t189

# <rulerun evolution.rules: play_card #59 e0b787d2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t191 = 0
    for _t190 in st.zones[(9 + _owner205[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t190] == L[7]) and (_st_cvars[_t190] == 'fat_tissue')):
            _t191 += 1
    return _t191

# <rulerun evolution.rules: play_card #60 42fd3d19>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain191(_text192(((((('animal ' + _plain191(_st_cvars[420 + L[7]]) + ' of ' + _player_text193(_owner194[st.loc[L[7]]])) + (_text192(' ' + _plain191(_a196(st, L))) if (not not (_a198(st, L) or ())) else '')) + (' food ' + _plain191(_st_cvars[504 + L[7]]) + '/' + _plain191((1 + _a200(st, L))))) + ((' fat ' + _plain191(_a202(st, L)) + '/' + _plain191(_a204(st, L))) if (_a206(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 421ad5b0>
def _loop(st, L, _t203):
    _st_cvars = st.cvars
    _t206 = []
    for _t205 in st.zones[(9 + _owner211[st.loc[_t203]])]:
        if (_st_cvars[84 + _t205] == _t203):
            _t206.append(_st_cvars[_t205])
    return _t206

# <rulerun evolution.rules: play_card #62 61c9c381>
def _loop(st, _t203):
    _st_cvars = st.cvars
    _t208 = []
    for _t207 in st.zones[(9 + _owner213[st.loc[_t203]])]:
        if (_st_cvars[84 + _t207] == _t203):
            _t208.append(_st_cvars[_t207])
    return _t208

# <rulerun evolution.rules: play_card #63 4dc802e7>
def _loop(st, _t203):
    _st_cvars = st.cvars
    _t210 = []
    for _t209 in st.zones[(9 + _owner215[st.loc[_t203]])]:
        if (_st_cvars[84 + _t209] == _t203):
            _t210.append(_st_cvars[_t209])
    return _t210

# <rulerun evolution.rules: play_card #64 dea17173>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t202 = st.zones[(5 + L[0])]
    st.budget -= len(_t202)
    if st.budget < 0: _spent210(st)
    _t204 = []
    for _t203 in _t202:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a212(st, L, _t203))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a214(st, _t203)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t203] if _t203 in _memo15 else _memo15.setdefault(_t203, frozenset(_a216(st, _t203)))))))):
            _t204.append(_t203)
    return _t204

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 f9039a16>
def _loop(st, L):
    _st_cvars = st.cvars
    _t212 = []
    for _t211 in st.zones[(9 + _owner222[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t211] == L[8]) or (_st_cvars[168 + _t211] == L[8])):
            _t212.append(_st_cvars[_t211])
    return _t212

# <rulerun evolution.rules: play_card #67 ae1d7e3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t214 = []
    for _t213 in st.zones[(9 + _owner224[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t213] == L[8]) or (_st_cvars[168 + _t213] == L[8])):
            _t214.append(_t213)
    return _t214

# <rulerun evolution.rules: play_card #68 789b40e8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t216 = 0
    for _t215 in st.zones[(9 + _owner226[st.loc[L[8]]])]:
        if (_st_cvars[84 + _t215] == L[8]):
            _t216 += (1 if ((_st_cvars[_t215] == 'carnivorous') or (_st_cvars[_t215] == 'high_body_weight')) else (2 if (_st_cvars[_t215] == 'parasite') else 0))
    return _t216

# <rulerun evolution.rules: play_card #69 a8c2497a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t218 = 0
    for _t217 in st.zones[(9 + _owner228[st.loc[L[8]]])]:
        if (((_st_cvars[84 + _t217] == L[8]) and (_st_cvars[_t217] == 'fat_tissue')) and _st_cvars[252 + _t217]):
            _t218 += 1
    return _t218

# <rulerun evolution.rules: play_card #70 e24461c6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t220 = 0
    for _t219 in st.zones[(9 + _owner230[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t219] == L[8]) and (_st_cvars[_t219] == 'fat_tissue')):
            _t220 += 1
    return _t220

# <rulerun evolution.rules: play_card #71 5820676e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t222 = 0
    for _t221 in st.zones[(9 + _owner232[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t221] == L[8]) and (_st_cvars[_t221] == 'fat_tissue')):
            _t222 += 1
    return _t222

# <rulerun evolution.rules: play_card #72 60b16887>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain218(_text219(((((('animal ' + _plain218(_st_cvars[420 + L[8]]) + ' of ' + _player_text220(_owner221[st.loc[L[8]]])) + (_text219(' ' + _plain218(_a223(st, L))) if (not not (_a225(st, L) or ())) else '')) + (' food ' + _plain218(_st_cvars[504 + L[8]]) + '/' + _plain218((1 + _a227(st, L))))) + ((' fat ' + _plain218(_a229(st, L)) + '/' + _plain218(_a231(st, L))) if (_a233(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout 24741273>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t73 = ([_c83[_l1], _c84[_l1]] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent85(st)
    _t80 = _NOT_YET
    _t72 = []
    for _t74 in _t73:
        if ((_t74 != 'no_trait') and (_t99 if (_t99 := _memo11.get((_l0, _t74,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t74,), ((_t80 if _t80 is not _NOT_YET else (_t80 := _a92(st, L))) if (_t74 == 'parasite') else (_a96(st, L, _t74) if (((_t74 == 'symbiosis') or (_t74 == 'communication')) or (_t74 == 'cooperation')) else _a104(st, L, _t74)))))):
            _t72.append(_t74)
    L[2] = _joined105(['animal'], _t72)
    _t100 = (L[2] or [])
    _t101 = _l0
    _t102 = len(_t100)
    if not _t102: _no_option108(_t101, 'play it as')
    if _t102 <= 1 and _st_log is None:
        L[3] = _t100[0] if _t102 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t103 = st.chooser(_t102, _t101)
        else:
            _t103 = _st_bits(_t102.bit_length())
            while _t103 >= _t102: _t103 = _st_bits(_t102.bit_length())
        L[3] = _t100[_t103]; st.decisions += 1
    elif _st_log is None: _pend109(st, L, _t100, _t101); raise _PlayoutCut106()
    elif _decide110(st, L, _t100, _t101): raise _PlayoutCut106()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t104 if -1000000000000000000 <= (_t104 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond111(_t104))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t105 = _l1
        _t106 = (5 + _l0)
        if type(_t105) is int and _st_log is None:
            _t107 = _st_zones[_st_loc[_t105]]
            if _t107[-1] == _t105: _t107.pop()
            else: _t107.remove(_t105)
            _st_zones[_t106].append(_t105); _st_loc[_t105] = _t106
        elif _t105 is not None:
            _move_cards112(st, _t105, _t106, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' plays a new animal: animal ', _plain115(_st_cvars[420 + _l1])]))
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
    if (L[3] == 'parasite'):
        _t108 = (_a123(st, L) or [])
        _t126 = _l0
        _t127 = len(_t108)
        if not _t127: _no_option108(_t126, 'animal to put the parasite on')
        if _t127 <= 1 and _st_log is None:
            L[4] = _t108[0] if _t127 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t128 = st.chooser(_t127, _t126)
            else:
                _t128 = _st_bits(_t127.bit_length())
                while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
            L[4] = _t108[_t128]; st.decisions += 1
        elif _st_log is None: _pend141(st, L, _t108, _t126); raise _PlayoutCut106()
        elif _decide142(st, L, _t108, _t126): raise _PlayoutCut106()
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
        _t129 = _l1
        _t130 = (9 + _owner143[_st_loc[L[4]]])
        if type(_t129) is int and _st_log is None:
            _t131 = _st_zones[_st_loc[_t129]]
            if _t131[-1] == _t129: _t131.pop()
            else: _t131.remove(_t129)
            _st_zones[_t130].append(_t129); _st_loc[_t129] = _t130
        elif _t129 is not None:
            _move_cards112(st, _t129, _t130, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' puts a parasite on ', _PlayerRef114(_owner144[_st_loc[L[4]]]), "'s animal ", _plain115(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t132 = (_a148(st, L) or [])
        _t154 = _l0
        _t155 = len(_t132)
        if not _t155: _no_option108(_t154, 'first animal of the pair')
        if _t155 <= 1 and _st_log is None:
            L[5] = _t132[0] if _t155 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t156 = st.chooser(_t155, _t154)
            else:
                _t156 = _st_bits(_t155.bit_length())
                while _t156 >= _t155: _t156 = _st_bits(_t155.bit_length())
            L[5] = _t132[_t156]; st.decisions += 1
        elif _st_log is None: _pend166(st, L, _t132, _t154); raise _PlayoutCut106()
        elif _decide167(st, L, _t132, _t154): raise _PlayoutCut106()
        _t157 = (_a171(st, L) or [])
        _t176 = _l0
        _t177 = len(_t157)
        if not _t177: _no_option108(_t176, 'second animal of the pair')
        if _t177 <= 1 and _st_log is None:
            L[6] = _t157[0] if _t177 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t178 = st.chooser(_t177, _t176)
            else:
                _t178 = _st_bits(_t177.bit_length())
                while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
            L[6] = _t157[_t178]; st.decisions += 1
        elif _st_log is None: _pend189(st, L, _t157, _t176); raise _PlayoutCut106()
        elif _decide190(st, L, _t157, _t176): raise _PlayoutCut106()
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
            _t179 = [L[5], L[6]]
            _t192 = _l0
            _t193 = len(_t179)
            if not _t193: _no_option108(_t192, 'the symbiont')
            if _t193 <= 1 and _st_log is None:
                L[7] = _t179[0] if _t193 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t194 = st.chooser(_t193, _t192)
                else:
                    _t194 = _st_bits(_t193.bit_length())
                    while _t194 >= _t193: _t194 = _st_bits(_t193.bit_length())
                L[7] = _t179[_t194]; st.decisions += 1
            elif _st_log is None: _pend208(st, L, _t179, _t192); raise _PlayoutCut106()
            elif _decide209(st, L, _t179, _t192): raise _PlayoutCut106()
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
            _t195 = _l1
            _t196 = (9 + _l0)
            if type(_t195) is int and _st_log is None:
                _t197 = _st_zones[_st_loc[_t195]]
                if _t197[-1] == _t195: _t197.pop()
                else: _t197.remove(_t195)
                _st_zones[_t196].append(_t195); _st_loc[_t195] = _t196
            elif _t195 is not None:
                _move_cards112(st, _t195, _t196, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' plays symbiosis: animal ', _plain115(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain115(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t198 = _l1
            _t199 = (9 + _l0)
            if type(_t198) is int and _st_log is None:
                _t200 = _st_zones[_st_loc[_t198]]
                if _t200[-1] == _t198: _t200.pop()
                else: _t200.remove(_t198)
                _st_zones[_t199].append(_t198); _st_loc[_t198] = _t199
            elif _t198 is not None:
                _move_cards112(st, _t198, _t199, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' plays ', _plain115(L[3]), ' between animal ', _plain115(_st_cvars[420 + L[5]]), ' and animal ', _plain115(_st_cvars[420 + L[6]])]))
    else:
        _t201 = (_a217(st, L) or [])
        _t223 = _l0
        _t224 = len(_t201)
        if not _t224: _no_option108(_t223, 'animal to give it to')
        if _t224 <= 1 and _st_log is None:
            L[8] = _t201[0] if _t224 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t225 = st.chooser(_t224, _t223)
            else:
                _t225 = _st_bits(_t224.bit_length())
                while _t225 >= _t224: _t225 = _st_bits(_t224.bit_length())
            L[8] = _t201[_t225]; st.decisions += 1
        elif _st_log is None: _pend235(st, L, _t201, _t223); raise _PlayoutCut106()
        elif _decide236(st, L, _t201, _t223): raise _PlayoutCut106()
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
        _t226 = _l1
        _t227 = (9 + _l0)
        if type(_t226) is int and _st_log is None:
            _t228 = _st_zones[_st_loc[_t226]]
            if _t228[-1] == _t226: _t228.pop()
            else: _t228.remove(_t226)
            _st_zones[_t227].append(_t226); _st_loc[_t226] = _t227
        elif _t226 is not None:
            _move_cards112(st, _t226, _t227, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' gives ', _plain115(L[3]), ' to animal ', _plain115(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: development #74 feae83c5>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent72(st)
        for _t67 in (_o73[st.vars[1]] or []):
            L[3] = _t67
            if not ((not (_t67 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t67)]):
                if _st_log is not None: _st_log.append(_Text76(_audience74(st), [_PlayerRef75(_t67), ' has no cards and passes']))
                L[0] = (L[0] + [_t67])
                if len(L[0]) > 1000000: _too_long77(L[0])
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
                elif _st_log is None: _pend80(st, L, [None] + _t68, _t69); raise _PlayoutCut78()
                elif _decide81(st, L, _t68[:], _t69): raise _PlayoutCut78()
                if (L[4] is None):
                    L[0] = _joined82(L[0], [_t67])
                else:
                    if _p237(st, [_t67, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: development #75 08215bcd>
def _native(st, L):
    return (len((L[0] or ())) < 4)

# <rulerun evolution.rules: development #76 5558bcee>
def _native(st, L):
    return _o238[st.vars[1]]

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

# <rulerun evolution.rules: play_card #83 43b7746d>
def _loop(st, _t233):
    _st_cvars = st.cvars
    _t236 = []
    for _t235 in st.zones[(9 + _owner246[st.loc[_t233]])]:
        if (_st_cvars[84 + _t235] == _t233):
            _t236.append(_st_cvars[_t235])
    return _t236

# <rulerun evolution.rules: play_card #84 4b1306a6>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t232 = (list(_chain242(map(st.zones.__getitem__, _k243))) or ())
    st.budget -= len(_t232)
    if st.budget < 0: _spent244(st)
    for _t233 in _t232:
        if ((_owner245[_st_loc[_t233]] != _l0) and (not ('parasite' in (_memo15[_t233] if _t233 in _memo15 else _memo15.setdefault(_t233, frozenset(_a247(st, _t233))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 963e9712>
def _loop(st, _t231, _t239, _t243):
    _st_cvars = st.cvars
    for _t244 in st.zones[(9 + _owner250[st.loc[_t239]])]:
        if ((_st_cvars[_t244] == _t231) and (((_st_cvars[84 + _t244] == _t239) and (_st_cvars[168 + _t244] == _t243)) or ((_st_cvars[84 + _t244] == _t243) and (_st_cvars[168 + _t244] == _t239)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 1c4875bb>
def _loop(st, L, _t231):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t238 = _st_zones[(5 + _l0)]
    st.budget -= len(_t238)
    if st.budget < 0: _spent249(st)
    for _t239 in _t238:
        _t242 = _st_zones[(5 + _l0)]
        st.budget -= len(_t242)
        if st.budget < 0: _spent249(st)
        _t241 = False
        for _t243 in _t242:
            if (_t246 if (_t246 := _memo9.get((_t239, _t243, _t231,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t239, _t243, _t231,), ((_t239 != _t243) and (not _a251(st, _t231, _t239, _t243))))):
                _t241 = True
                break
        if _t241:
            return True
    return False

# <rulerun evolution.rules: play_card #87 b9cc0429>
def _loop(st, _t231, _t248):
    _st_cvars = st.cvars
    _t251 = []
    for _t250 in st.zones[(9 + _owner254[st.loc[_t248]])]:
        if (_st_cvars[84 + _t250] == _t248):
            _t251.append(_st_cvars[_t250])
    return _t251

# <rulerun evolution.rules: play_card #88 60e6cc5a>
def _loop(st, _t248):
    _st_cvars = st.cvars
    _t253 = []
    for _t252 in st.zones[(9 + _owner256[st.loc[_t248]])]:
        if (_st_cvars[84 + _t252] == _t248):
            _t253.append(_st_cvars[_t252])
    return _t253

# <rulerun evolution.rules: play_card #89 b0270b80>
def _loop(st, _t248):
    _st_cvars = st.cvars
    _t255 = []
    for _t254 in st.zones[(9 + _owner258[st.loc[_t248]])]:
        if (_st_cvars[84 + _t254] == _t248):
            _t255.append(_st_cvars[_t254])
    return _t255

# <rulerun evolution.rules: play_card #90 01742b75>
def _loop(st, L, _t231):
    _memo15 = st.memos[15]
    _t247 = st.zones[(5 + L[0])]
    st.budget -= len(_t247)
    if st.budget < 0: _spent253(st)
    for _t248 in _t247:
        if ((((_t231 == 'fat_tissue') or (not (_t231 in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a255(st, _t231, _t248))))))) and (not ((_t231 == 'scavenger') and ('carnivorous' in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a257(st, _t248)))))))) and (not ((_t231 == 'carnivorous') and ('scavenger' in (_memo15[_t248] if _t248 in _memo15 else _memo15.setdefault(_t248, frozenset(_a259(st, _t248)))))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 58ee188d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t230 = ([_c239[_l1], _c240[_l1]] or ())
    st.budget -= len(_t230)
    if st.budget < 0: _spent241(st)
    _t237 = _NOT_YET
    _t229 = []
    for _t231 in _t230:
        if ((_t231 != 'no_trait') and (_t256 if (_t256 := _memo11.get((_l0, _t231,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t231,), ((_t237 if _t237 is not _NOT_YET else (_t237 := _a248(st, L))) if (_t231 == 'parasite') else (_a252(st, L, _t231) if (((_t231 == 'symbiosis') or (_t231 == 'communication')) or (_t231 == 'cooperation')) else _a260(st, L, _t231)))))):
            _t229.append(_t231)
    L[2] = _joined261(['animal'], _t229)

# <rulerun evolution.rules: play_card #92 edf7d9cd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'animal'):
        _st_vars[11] = (_t257 if -1000000000000000000 <= (_t257 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond262(_t257))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t258 = _l1
        _t259 = (5 + _l0)
        if type(_t258) is int and _st_log is None:
            _t260 = _st_zones[_st_loc[_t258]]
            if _t260[-1] == _t258: _t260.pop()
            else: _t260.remove(_t258)
            _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
        elif _t258 is not None:
            _move_cards263(st, _t258, _t259, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text267(_audience264(st), [_PlayerRef265(_l0), ' plays a new animal: animal ', _plain266(_st_cvars[420 + _l1])]))
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

# <rulerun evolution.rules: play_card #93 b135a3c1>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
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
    _t261 = _l1
    _t262 = (9 + _owner269[_st_loc[_l4]])
    if type(_t261) is int and _st_log is None:
        _t263 = _st_zones[_st_loc[_t261]]
        if _t263[-1] == _t261: _t263.pop()
        else: _t263.remove(_t261)
        _st_zones[_t262].append(_t261); _st_loc[_t261] = _t262
    elif _t261 is not None:
        _move_cards268(st, _t261, _t262, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text274(_audience270(st), [_PlayerRef271(L[0]), ' puts a parasite on ', _PlayerRef271(_owner272[_st_loc[_l4]]), "'s animal ", _plain273(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 2d3d9ad5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, _memo15, = st.memos
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

# <rulerun evolution.rules: play_card #95 3a5e7ff9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l5 = L[5]
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
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
    _t264 = _l1
    _t265 = (9 + _l0)
    if type(_t264) is int and _st_log is None:
        _t266 = _st_zones[_st_loc[_t264]]
        if _t266[-1] == _t264: _t266.pop()
        else: _t266.remove(_t264)
        _st_zones[_t265].append(_t264); _st_loc[_t264] = _t265
    elif _t264 is not None:
        _move_cards275(st, _t264, _t265, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text279(_audience276(st), [_PlayerRef277(_l0), ' plays symbiosis: animal ', _plain278(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain278(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 d70533db>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    _t267 = L[1]
    _t268 = (9 + _l0)
    if type(_t267) is int and _st_log is None:
        _t269 = _st_zones[_st_loc[_t267]]
        if _t269[-1] == _t267: _t269.pop()
        else: _t269.remove(_t267)
        _st_zones[_t268].append(_t267); _st_loc[_t267] = _t268
    elif _t267 is not None:
        _move_cards280(st, _t267, _t268, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text284(_audience281(st), [_PlayerRef282(_l0), ' plays ', _plain283(L[3]), ' between animal ', _plain283(_st_cvars[420 + L[5]]), ' and animal ', _plain283(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 4e0a0887>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
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
    _t270 = _l1
    _t271 = (9 + _l0)
    if type(_t270) is int and _st_log is None:
        _t272 = _st_zones[_st_loc[_t270]]
        if _t272[-1] == _t270: _t272.pop()
        else: _t272.remove(_t270)
        _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
    elif _t270 is not None:
        _move_cards285(st, _t270, _t271, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text289(_audience286(st), [_PlayerRef287(_l0), ' gives ', _plain288(L[3]), ' to animal ', _plain288(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 d0a8541a>
def _loop(st, _t275):
    _st_cvars = st.cvars
    _t278 = []
    for _t277 in st.zones[(9 + _owner294[st.loc[_t275]])]:
        if (_st_cvars[84 + _t277] == _t275):
            _t278.append(_st_cvars[_t277])
    return _t278

# <rulerun evolution.rules: play_card #99 cb0c8bca>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t274 = (list(_chain290(map(st.zones.__getitem__, _k291))) or ())
    st.budget -= len(_t274)
    if st.budget < 0: _spent292(st)
    _t276 = []
    for _t275 in _t274:
        if ((_owner293[_st_loc[_t275]] != _l0) and (not ('parasite' in (_memo15[_t275] if _t275 in _memo15 else _memo15.setdefault(_t275, frozenset(_a295(st, _t275))))))):
            _t276.append(_t275)
    return _t276

# <rulerun evolution.rules: play_card #100 d2dc88ad>
def _loop(st, L, _t287, _t291):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t292 in st.zones[(9 + _owner310[st.loc[_t287]])]:
        if ((_st_cvars[_t292] == _l3) and (((_st_cvars[84 + _t292] == _t287) and (_st_cvars[168 + _t292] == _t291)) or ((_st_cvars[84 + _t292] == _t291) and (_st_cvars[168 + _t292] == _t287)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 21e4d940>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t286 = _st_zones[(5 + _l0)]
    st.budget -= len(_t286)
    if st.budget < 0: _spent309(st)
    _t288 = []
    for _t287 in _t286:
        _t290 = _st_zones[(5 + _l0)]
        st.budget -= len(_t290)
        if st.budget < 0: _spent309(st)
        _t289 = False
        for _t291 in _t290:
            if (_t294 if (_t294 := _memo9.get((_t287, _t291, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t287, _t291, _l3,), ((_t287 != _t291) and (not _a311(st, L, _t287, _t291))))):
                _t289 = True
                break
        if _t289:
            _t288.append(_t287)
    return _t288

# <rulerun evolution.rules: play_card #102 1457973a>
def _loop(st, L, _t300):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t302 in st.zones[(9 + _owner317[st.loc[_l5]])]:
        if ((_st_cvars[_t302] == _l3) and (((_st_cvars[84 + _t302] == _l5) and (_st_cvars[168 + _t302] == _t300)) or ((_st_cvars[84 + _t302] == _t300) and (_st_cvars[168 + _t302] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 ba77a808>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t299 = st.zones[(5 + L[0])]
    st.budget -= len(_t299)
    if st.budget < 0: _spent316(st)
    _t301 = []
    for _t300 in _t299:
        if (_t304 if (_t304 := _memo9.get((_l5, _t300, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t300, _l3,), ((_l5 != _t300) and (not _a318(st, L, _t300))))):
            _t301.append(_t300)
    return _t301

# <rulerun evolution.rules: play_card #104 5c6e36fd>
def _loop(st, L, _t320):
    _st_cvars = st.cvars
    _t323 = []
    for _t322 in st.zones[(9 + _owner327[st.loc[_t320]])]:
        if (_st_cvars[84 + _t322] == _t320):
            _t323.append(_st_cvars[_t322])
    return _t323

# <rulerun evolution.rules: play_card #105 e55c551c>
def _loop(st, _t320):
    _st_cvars = st.cvars
    _t325 = []
    for _t324 in st.zones[(9 + _owner329[st.loc[_t320]])]:
        if (_st_cvars[84 + _t324] == _t320):
            _t325.append(_st_cvars[_t324])
    return _t325

# <rulerun evolution.rules: play_card #106 d713b60d>
def _loop(st, _t320):
    _st_cvars = st.cvars
    _t327 = []
    for _t326 in st.zones[(9 + _owner331[st.loc[_t320]])]:
        if (_st_cvars[84 + _t326] == _t320):
            _t327.append(_st_cvars[_t326])
    return _t327

# <rulerun evolution.rules: play_card #107 b0c15dea>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t319 = st.zones[(5 + L[0])]
    st.budget -= len(_t319)
    if st.budget < 0: _spent326(st)
    _t321 = []
    for _t320 in _t319:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a328(st, L, _t320))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a330(st, _t320)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t320] if _t320 in _memo15 else _memo15.setdefault(_t320, frozenset(_a332(st, _t320)))))))):
            _t321.append(_t320)
    return _t321

# <rulerun evolution.rules: play_card #108 aa54e0f3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    if (_l3 == 'parasite'):
        _t273 = (_a296(st, L) or [])
        _t279 = _l0
        _t280 = len(_t273)
        if not _t280: _no_option299(_t279, 'animal to put the parasite on')
        if _t280 <= 1 and _st_log is None:
            L[4] = _t273[0] if _t280 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t281 = st.chooser(_t280, _t279)
            else:
                _t281 = _st_bits(_t280.bit_length())
                while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
            L[4] = _t273[_t281]; st.decisions += 1
        elif _st_log is None: _pend300(st, L, _t273, _t279); raise _PlayoutCut297()
        elif _decide301(st, L, _t273, _t279): raise _PlayoutCut297()
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
        _t282 = _l1
        _t283 = (9 + _owner303[_st_loc[L[4]]])
        if type(_t282) is int and _st_log is None:
            _t284 = _st_zones[_st_loc[_t282]]
            if _t284[-1] == _t282: _t284.pop()
            else: _t284.remove(_t282)
            _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
        elif _t282 is not None:
            _move_cards302(st, _t282, _t283, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' puts a parasite on ', _PlayerRef305(_owner306[_st_loc[L[4]]]), "'s animal ", _plain307(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t285 = (_a312(st, L) or [])
        _t295 = _l0
        _t296 = len(_t285)
        if not _t296: _no_option299(_t295, 'first animal of the pair')
        if _t296 <= 1 and _st_log is None:
            L[5] = _t285[0] if _t296 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t297 = st.chooser(_t296, _t295)
            else:
                _t297 = _st_bits(_t296.bit_length())
                while _t297 >= _t296: _t297 = _st_bits(_t296.bit_length())
            L[5] = _t285[_t297]; st.decisions += 1
        elif _st_log is None: _pend314(st, L, _t285, _t295); raise _PlayoutCut297()
        elif _decide315(st, L, _t285, _t295): raise _PlayoutCut297()
        _t298 = (_a319(st, L) or [])
        _t305 = _l0
        _t306 = len(_t298)
        if not _t306: _no_option299(_t305, 'second animal of the pair')
        if _t306 <= 1 and _st_log is None:
            L[6] = _t298[0] if _t306 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t307 = st.chooser(_t306, _t305)
            else:
                _t307 = _st_bits(_t306.bit_length())
                while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
            L[6] = _t298[_t307]; st.decisions += 1
        elif _st_log is None: _pend321(st, L, _t298, _t305); raise _PlayoutCut297()
        elif _decide322(st, L, _t298, _t305): raise _PlayoutCut297()
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
            _t308 = [L[5], L[6]]
            _t309 = _l0
            _t310 = len(_t308)
            if not _t310: _no_option299(_t309, 'the symbiont')
            if _t310 <= 1 and _st_log is None:
                L[7] = _t308[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[7] = _t308[_t311]; st.decisions += 1
            elif _st_log is None: _pend324(st, L, _t308, _t309); raise _PlayoutCut297()
            elif _decide325(st, L, _t308, _t309): raise _PlayoutCut297()
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
            _t312 = _l1
            _t313 = (9 + _l0)
            if type(_t312) is int and _st_log is None:
                _t314 = _st_zones[_st_loc[_t312]]
                if _t314[-1] == _t312: _t314.pop()
                else: _t314.remove(_t312)
                _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
            elif _t312 is not None:
                _move_cards302(st, _t312, _t313, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' plays symbiosis: animal ', _plain307(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain307(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t315 = _l1
            _t316 = (9 + _l0)
            if type(_t315) is int and _st_log is None:
                _t317 = _st_zones[_st_loc[_t315]]
                if _t317[-1] == _t315: _t317.pop()
                else: _t317.remove(_t315)
                _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
            elif _t315 is not None:
                _move_cards302(st, _t315, _t316, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' plays ', _plain307(_l3), ' between animal ', _plain307(_st_cvars[420 + L[5]]), ' and animal ', _plain307(_st_cvars[420 + L[6]])]))
    else:
        _t318 = (_a333(st, L) or [])
        _t328 = _l0
        _t329 = len(_t318)
        if not _t329: _no_option299(_t328, 'animal to give it to')
        if _t329 <= 1 and _st_log is None:
            L[8] = _t318[0] if _t329 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t330 = st.chooser(_t329, _t328)
            else:
                _t330 = _st_bits(_t329.bit_length())
                while _t330 >= _t329: _t330 = _st_bits(_t329.bit_length())
            L[8] = _t318[_t330]; st.decisions += 1
        elif _st_log is None: _pend335(st, L, _t318, _t328); raise _PlayoutCut297()
        elif _decide336(st, L, _t318, _t328): raise _PlayoutCut297()
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
        _t331 = _l1
        _t332 = (9 + _l0)
        if type(_t331) is int and _st_log is None:
            _t333 = _st_zones[_st_loc[_t331]]
            if _t333[-1] == _t331: _t333.pop()
            else: _t333.remove(_t331)
            _st_zones[_t332].append(_t331); _st_loc[_t331] = _t332
        elif _t331 is not None:
            _move_cards302(st, _t331, _t332, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' gives ', _plain307(_l3), ' to animal ', _plain307(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 35c8e363>
def _loop(st, _t336):
    _st_cvars = st.cvars
    for _t337 in st.zones[(9 + _owner341[st.loc[_t336]])]:
        if ((_st_cvars[84 + _t337] == _t336) and (_st_cvars[_t337] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 d05c973c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t335 = (list(_chain337(map(st.zones.__getitem__, _k338))) or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent339(st)
    _t334 = []
    for _t336 in _t335:
        if ((_owner340[_st_loc[_t336]] != _l0) and (not _a342(st, _t336))):
            _t334.append(_t336)
    return _t334

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 762e1b75>
def _loop(st, L, _t341, _t344):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t345 in st.zones[(9 + _owner344[st.loc[_t341]])]:
        if ((_st_cvars[_t345] == _l3) and (((_st_cvars[84 + _t345] == _t341) and (_st_cvars[168 + _t345] == _t344)) or ((_st_cvars[84 + _t345] == _t344) and (_st_cvars[168 + _t345] == _t341)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 602c2804>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t340 = _st_zones[(5 + _l0)]
    st.budget -= len(_t340)
    if st.budget < 0: _spent343(st)
    _t339 = []
    for _t341 in _t340:
        _t343 = _st_zones[(5 + _l0)]
        st.budget -= len(_t343)
        if st.budget < 0: _spent343(st)
        _t342 = False
        for _t344 in _t343:
            if ((_t341 != _t344) and (not _a345(st, L, _t341, _t344))):
                _t342 = True
                break
        if _t342:
            _t339.append(_t341)
    return _t339

# <rulerun evolution.rules: play_card #116 4607426f>
def _loop(st, L, _t349):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t350 in st.zones[(9 + _owner347[st.loc[_l5]])]:
        if ((_st_cvars[_t350] == _l3) and (((_st_cvars[84 + _t350] == _l5) and (_st_cvars[168 + _t350] == _t349)) or ((_st_cvars[84 + _t350] == _t349) and (_st_cvars[168 + _t350] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 d245e3eb>
def _native(st, L):
    _l5 = L[5]
    _t348 = st.zones[(5 + L[0])]
    st.budget -= len(_t348)
    if st.budget < 0: _spent346(st)
    _t347 = []
    for _t349 in _t348:
        if ((_l5 != _t349) and (not _a348(st, L, _t349))):
            _t347.append(_t349)
    return _t347

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 3f2229eb>
def _loop(st, L, _t354):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t355 in st.zones[(9 + _owner350[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t355] == _t354) and (_st_cvars[_t355] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 602183f0>
def _loop(st, _t354):
    _st_cvars = st.cvars
    for _t357 in st.zones[(9 + _owner352[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t357] == _t354) and (_st_cvars[_t357] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 dc1d74f4>
def _loop(st, _t354):
    _st_cvars = st.cvars
    for _t359 in st.zones[(9 + _owner354[st.loc[_t354]])]:
        if ((_st_cvars[84 + _t359] == _t354) and (_st_cvars[_t359] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 e5491f0a>
def _native(st, L):
    _l3 = L[3]
    _t353 = st.zones[(5 + L[0])]
    st.budget -= len(_t353)
    if st.budget < 0: _spent349(st)
    _t352 = []
    for _t354 in _t353:
        if ((((_l3 == 'fat_tissue') or (not _a351(st, L, _t354))) and (not ((_l3 == 'scavenger') and _a353(st, _t354)))) and (not ((_l3 == 'carnivorous') and _a355(st, _t354)))):
            _t352.append(_t354)
    return _t352

# <rulerun evolution.rules: determining_the_food_base #124 f57946e5>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_k356)
    _st_vars[3] = ((_roll357(st, 1, 6) + 2) if (4 == 2) else (_roll357(st, 2, 6) if (4 == 3) else ((_roll357(st, 2, 6) + 2) if (4 == 4) else ((_roll357(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll357(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll357(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll357(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text361(_audience358(st), [_PlayerRef359(_st_vars[1]), ' rolls the food base: ', _plain360(_st_vars[3]), ' red tokens']))

# <rulerun evolution.rules: feeding #125 e30cc2a3>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t364 = []
    for _t363 in st.zones[(9 + _owner370[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t363] == _t361) or (_st_cvars[168 + _t363] == _t361)):
            _t364.append(_st_cvars[_t363])
    return _t364

# <rulerun evolution.rules: feeding #126 bac2cb97>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t366 = []
    for _t365 in st.zones[(9 + _owner372[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t365] == _t361) or (_st_cvars[168 + _t365] == _t361)):
            _t366.append(_t365)
    return _t366

# <rulerun evolution.rules: feeding #127 f93e5f7d>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t368 = 0
    for _t367 in st.zones[(9 + _owner374[st.loc[_t361]])]:
        if (_st_cvars[84 + _t367] == _t361):
            _t368 += (1 if ((_st_cvars[_t367] == 'carnivorous') or (_st_cvars[_t367] == 'high_body_weight')) else (2 if (_st_cvars[_t367] == 'parasite') else 0))
    return _t368

# <rulerun evolution.rules: feeding #128 afa736ef>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t370 = 0
    for _t369 in st.zones[(9 + _owner376[st.loc[_t361]])]:
        if (((_st_cvars[84 + _t369] == _t361) and (_st_cvars[_t369] == 'fat_tissue')) and _st_cvars[252 + _t369]):
            _t370 += 1
    return _t370

# <rulerun evolution.rules: feeding #129 00799328>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t372 = 0
    for _t371 in st.zones[(9 + _owner378[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t371] == _t361) and (_st_cvars[_t371] == 'fat_tissue')):
            _t372 += 1
    return _t372

# <rulerun evolution.rules: feeding #130 21db9255>
def _loop(st, _t361):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(9 + _owner380[st.loc[_t361]])]:
        if ((_st_cvars[84 + _t373] == _t361) and (_st_cvars[_t373] == 'fat_tissue')):
            _t374 += 1
    return _t374

# <rulerun evolution.rules: feeding #131 7085c662>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t362 = (list(_chain362(map(st.zones.__getitem__, _k363))) or [])
    st.budget -= len(_t362)
    if st.budget < 0: _spent364(st)
    for _t361 in _t362:
        _i8[2] = _t361
        if _st_log is not None: _st_log.append(_Text382(_audience365(st), ['  ', _plain367(_text366(((((('animal ' + _plain367(_st_cvars[420 + _t361]) + ' of ' + _player_text368(_owner369[st.loc[_t361]])) + (_text366(' ' + _plain367(_a371(st, _t361))) if (not not (_a373(st, _t361) or ())) else '')) + (' food ' + _plain367(_st_cvars[504 + _t361]) + '/' + _plain367((_memo6[_t361] if _t361 in _memo6 else _memo6.setdefault(_t361, (1 + _a375(st, _t361))))))) + ((' fat ' + _plain367((_memo5[_t361] if _t361 in _memo5 else _memo5.setdefault(_t361, _a377(st, _t361)))) + '/' + _plain367((_memo4[_t361] if _t361 in _memo4 else _memo4.setdefault(_t361, _a379(st, _t361))))) if ((_memo4[_t361] if _t361 in _memo4 else _memo4.setdefault(_t361, _a381(st, _t361))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t361] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t361] else '')))))]))

# <rulerun evolution.rules: feeding #132 bac7b16a>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text385(_audience383(st), [_plain384(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: show_animals #133 730a3255>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t378 = []
    for _t377 in st.zones[(9 + _owner394[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t377] == _t375) or (_st_cvars[168 + _t377] == _t375)):
            _t378.append(_st_cvars[_t377])
    return _t378

# <rulerun evolution.rules: show_animals #134 b047919f>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t380 = []
    for _t379 in st.zones[(9 + _owner396[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t379] == _t375) or (_st_cvars[168 + _t379] == _t375)):
            _t380.append(_t379)
    return _t380

# <rulerun evolution.rules: show_animals #135 0a6fbb79>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t382 = 0
    for _t381 in st.zones[(9 + _owner398[st.loc[_t375]])]:
        if (_st_cvars[84 + _t381] == _t375):
            _t382 += (1 if ((_st_cvars[_t381] == 'carnivorous') or (_st_cvars[_t381] == 'high_body_weight')) else (2 if (_st_cvars[_t381] == 'parasite') else 0))
    return _t382

# <rulerun evolution.rules: show_animals #136 060a34ff>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t384 = 0
    for _t383 in st.zones[(9 + _owner400[st.loc[_t375]])]:
        if (((_st_cvars[84 + _t383] == _t375) and (_st_cvars[_t383] == 'fat_tissue')) and _st_cvars[252 + _t383]):
            _t384 += 1
    return _t384

# <rulerun evolution.rules: show_animals #137 f7c039a5>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + _owner402[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t385] == _t375) and (_st_cvars[_t385] == 'fat_tissue')):
            _t386 += 1
    return _t386

# <rulerun evolution.rules: show_animals #138 cff2c6ff>
def _loop(st, _t375):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + _owner404[st.loc[_t375]])]:
        if ((_st_cvars[84 + _t387] == _t375) and (_st_cvars[_t387] == 'fat_tissue')):
            _t388 += 1
    return _t388

# <rulerun evolution.rules: show_animals #139 304e06ad>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t376 = (list(_chain386(map(st.zones.__getitem__, _k387))) or [])
    st.budget -= len(_t376)
    if st.budget < 0: _spent388(st)
    for _t375 in _t376:
        L[2] = _t375
        if _st_log is not None: _st_log.append(_Text406(_audience389(st), ['  ', _plain391(_text390(((((('animal ' + _plain391(_st_cvars[420 + _t375]) + ' of ' + _player_text392(_owner393[st.loc[_t375]])) + (_text390(' ' + _plain391(_a395(st, _t375))) if (not not (_a397(st, _t375) or ())) else '')) + (' food ' + _plain391(_st_cvars[504 + _t375]) + '/' + _plain391((_memo6[_t375] if _t375 in _memo6 else _memo6.setdefault(_t375, (1 + _a399(st, _t375))))))) + ((' fat ' + _plain391((_memo5[_t375] if _t375 in _memo5 else _memo5.setdefault(_t375, _a401(st, _t375)))) + '/' + _plain391((_memo4[_t375] if _t375 in _memo4 else _memo4.setdefault(_t375, _a403(st, _t375))))) if ((_memo4[_t375] if _t375 in _memo4 else _memo4.setdefault(_t375, _a405(st, _t375))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t375] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t375] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 2ec6d323>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t389 if -1000000000000000000 <= (_t389 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond407(_t389))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 0285a6e3>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t390 if -1000000000000000000 <= (_t390 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond408(_t390))
    if (_st_vars[6] >= 4):
        if _st_log is not None: _st_log.append(_Text410(_audience409(st), ['A full lap passes without any action: the feeding phase ends']))
        return 2

# <rulerun evolution.rules: feeding_laps #143 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: feeding_laps #144 dfc5ef7b>
def _native(st, L):
    return _o411[st.vars[1]]

# <rulerun evolution.rules: feeding_laps #145 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: feeding_end_check #146 c535663b>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t395 = 0
    for _t394 in st.zones[(9 + _owner415[st.loc[_t393]])]:
        if (_st_cvars[84 + _t394] == _t393):
            _t395 += (1 if ((_st_cvars[_t394] == 'carnivorous') or (_st_cvars[_t394] == 'high_body_weight')) else (2 if (_st_cvars[_t394] == 'parasite') else 0))
    return _t395

# <rulerun evolution.rules: feeding_end_check #147 1871bd67>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t397 = 0
    for _t396 in st.zones[(9 + _owner417[st.loc[_t393]])]:
        if (((_st_cvars[84 + _t396] == _t393) and (_st_cvars[_t396] == 'fat_tissue')) and _st_cvars[252 + _t396]):
            _t397 += 1
    return _t397

# <rulerun evolution.rules: feeding_end_check #148 1ff3c52a>
def _loop(st, _t393):
    _st_cvars = st.cvars
    _t399 = 0
    for _t398 in st.zones[(9 + _owner419[st.loc[_t393]])]:
        if ((_st_cvars[84 + _t398] == _t393) and (_st_cvars[_t398] == 'fat_tissue')):
            _t399 += 1
    return _t399

# <rulerun evolution.rules: feeding_end_check #149 5424c8de>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t407 = 0
    for _t406 in st.zones[(9 + _owner426[st.loc[_t404]])]:
        if (_st_cvars[84 + _t406] == _t404):
            _t407 += (1 if ((_st_cvars[_t406] == 'carnivorous') or (_st_cvars[_t406] == 'high_body_weight')) else (2 if (_st_cvars[_t406] == 'parasite') else 0))
    return _t407

# <rulerun evolution.rules: feeding_end_check #150 ad1f0544>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t409 = 0
    for _t408 in st.zones[(9 + _owner428[st.loc[_t404]])]:
        if (((_st_cvars[84 + _t408] == _t404) and (_st_cvars[_t408] == 'fat_tissue')) and _st_cvars[252 + _t408]):
            _t409 += 1
    return _t409

# <rulerun evolution.rules: feeding_end_check #151 8ac2e73e>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + _owner430[st.loc[_t404]])]:
        if ((_st_cvars[84 + _t410] == _t404) and (_st_cvars[_t410] == 'fat_tissue')):
            _t411 += 1
    return _t411

# <rulerun evolution.rules: feeding_end_check #152 0806515a>
def _loop(st, _t413):
    _st_cvars = st.cvars
    _t416 = 0
    for _t415 in st.zones[(9 + _owner434[st.loc[_st_cvars[84 + _t413]]])]:
        if (_st_cvars[84 + _t415] == _st_cvars[84 + _t413]):
            _t416 += (1 if ((_st_cvars[_t415] == 'carnivorous') or (_st_cvars[_t415] == 'high_body_weight')) else (2 if (_st_cvars[_t415] == 'parasite') else 0))
    return _t416

# <rulerun evolution.rules: feeding_end_check #153 34a23472>
def _loop(st, _t404):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t412 = st.zones[(9 + _owner432[st.loc[_t404]])]
    st.budget -= len(_t412)
    if st.budget < 0: _spent433(st)
    for _t413 in _t412:
        if (((_st_cvars[_t413] == 'symbiosis') and (_st_cvars[168 + _t413] == _t404)) and (not ((_st_cvars[924 + _st_cvars[84 + _t413]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t413]] >= (_memo6[_st_cvars[84 + _t413]] if _st_cvars[84 + _t413] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t413], (1 + _a435(st, _t413)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 4bc428a0>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t403 = st.zones[(5 + _t402)]
    st.budget -= len(_t403)
    if st.budget < 0: _spent425(st)
    for _t404 in _t403:
        if ((not ((_st_cvars[924 + _t404] == _st_vars[0]) or ((_st_cvars[504 + _t404] >= (_memo6[_t404] if _t404 in _memo6 else _memo6.setdefault(_t404, (1 + _a427(st, _t404))))) and ((_memo5[_t404] if _t404 in _memo5 else _memo5.setdefault(_t404, _a429(st, _t404))) >= (_memo4[_t404] if _t404 in _memo4 else _memo4.setdefault(_t404, _a431(st, _t404))))))) and (_memo14[_t404] if _t404 in _memo14 else _memo14.setdefault(_t404, (not _a436(st, _t404))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 2843cea0>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t421 = []
    for _t420 in st.zones[(9 + _owner439[st.loc[_t418]])]:
        if (_st_cvars[84 + _t420] == _t418):
            _t421.append(_st_cvars[_t420])
    return _t421

# <rulerun evolution.rules: feeding_end_check #156 8c1865d0>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t423 = 0
    for _t422 in st.zones[(9 + _owner441[st.loc[_t418]])]:
        if (_st_cvars[84 + _t422] == _t418):
            _t423 += (1 if ((_st_cvars[_t422] == 'carnivorous') or (_st_cvars[_t422] == 'high_body_weight')) else (2 if (_st_cvars[_t422] == 'parasite') else 0))
    return _t423

# <rulerun evolution.rules: feeding_end_check #157 caf66724>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t425 = 0
    for _t424 in st.zones[(9 + _owner443[st.loc[_t418]])]:
        if (((_st_cvars[84 + _t424] == _t418) and (_st_cvars[_t424] == 'fat_tissue')) and _st_cvars[252 + _t424]):
            _t425 += 1
    return _t425

# <rulerun evolution.rules: feeding_end_check #158 0f536295>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + _owner445[st.loc[_t418]])]:
        if ((_st_cvars[84 + _t426] == _t418) and (_st_cvars[_t426] == 'fat_tissue')):
            _t427 += 1
    return _t427

# <rulerun evolution.rules: feeding_end_check #159 49b74441>
def _loop(st, _t429):
    _st_cvars = st.cvars
    _t432 = 0
    for _t431 in st.zones[(9 + _owner449[st.loc[_st_cvars[84 + _t429]]])]:
        if (_st_cvars[84 + _t431] == _st_cvars[84 + _t429]):
            _t432 += (1 if ((_st_cvars[_t431] == 'carnivorous') or (_st_cvars[_t431] == 'high_body_weight')) else (2 if (_st_cvars[_t431] == 'parasite') else 0))
    return _t432

# <rulerun evolution.rules: feeding_end_check #160 32bdf5f4>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t428 = st.zones[(9 + _owner447[st.loc[_t418]])]
    st.budget -= len(_t428)
    if st.budget < 0: _spent448(st)
    for _t429 in _t428:
        if (((_st_cvars[_t429] == 'symbiosis') and (_st_cvars[168 + _t429] == _t418)) and (not ((_st_cvars[924 + _st_cvars[84 + _t429]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t429]] >= (_memo6[_st_cvars[84 + _t429]] if _st_cvars[84 + _t429] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t429], (1 + _a450(st, _t429)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 c93dd9e3>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t437 = []
    for _t436 in st.zones[(9 + _owner455[st.loc[_t434]])]:
        if (_st_cvars[84 + _t436] == _t434):
            _t437.append(_st_cvars[_t436])
    return _t437

# <rulerun evolution.rules: feeding_end_check #162 9a71294f>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t439 = []
    for _t438 in st.zones[(9 + _owner457[st.loc[_t418]])]:
        if (_st_cvars[84 + _t438] == _t418):
            _t439.append(_st_cvars[_t438])
    return _t439

# <rulerun evolution.rules: feeding_end_check #163 3a4584ec>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t442 = []
    for _t441 in st.zones[(9 + _owner459[st.loc[_t434]])]:
        if (_st_cvars[84 + _t441] == _t434):
            _t442.append(_st_cvars[_t441])
    return _t442

# <rulerun evolution.rules: feeding_end_check #164 e6f9580d>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t444 = []
    for _t443 in st.zones[(9 + _owner461[st.loc[_t418]])]:
        if (_st_cvars[84 + _t443] == _t418):
            _t444.append(_st_cvars[_t443])
    return _t444

# <rulerun evolution.rules: feeding_end_check #165 72a9733b>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t447 = []
    for _t446 in st.zones[(9 + _owner463[st.loc[_t434]])]:
        if (_st_cvars[84 + _t446] == _t434):
            _t447.append(_st_cvars[_t446])
    return _t447

# <rulerun evolution.rules: feeding_end_check #166 0d2ee8cc>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _t449 = []
    for _t448 in st.zones[(9 + _owner465[st.loc[_t418]])]:
        if (_st_cvars[84 + _t448] == _t418):
            _t449.append(_st_cvars[_t448])
    return _t449

# <rulerun evolution.rules: feeding_end_check #167 f484c046>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t452 = []
    for _t451 in st.zones[(9 + _owner467[st.loc[_t434]])]:
        if (_st_cvars[84 + _t451] == _t434):
            _t452.append(_st_cvars[_t451])
    return _t452

# <rulerun evolution.rules: feeding_end_check #168 72effc04>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t454 = 0
    for _t453 in st.zones[(9 + _owner469[st.loc[_t434]])]:
        if (_st_cvars[84 + _t453] == _t434):
            _t454 += (1 if ((_st_cvars[_t453] == 'carnivorous') or (_st_cvars[_t453] == 'high_body_weight')) else (2 if (_st_cvars[_t453] == 'parasite') else 0))
    return _t454

# <rulerun evolution.rules: feeding_end_check #169 83bcd38f>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t455 in st.zones[(9 + _owner471[st.loc[_t434]])]:
        if ((_st_cvars[_t455] == 'symbiosis') and (_st_cvars[168 + _t455] == _t434)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 3aac8d71>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t433 = (list(_chain452(map(st.zones.__getitem__, _k453))) or ())
    st.budget -= len(_t433)
    if st.budget < 0: _spent454(st)
    _t440 = _NOT_YET
    _t445 = _NOT_YET
    _t450 = _NOT_YET
    for _t434 in _t433:
        if ((((((_t418 != _t434) and ((not ('camouflage' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a456(st, _t434)))))) or (_t440 if _t440 is not _NOT_YET else (_t440 := ('sharp_vision' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a458(st, _t418))))))))) and ((not ('high_body_weight' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a460(st, _t434)))))) or (_t445 if _t445 is not _NOT_YET else (_t445 := ('high_body_weight' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a462(st, _t418))))))))) and (('swimming' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a464(st, _t434))))) == (_t450 if _t450 is not _NOT_YET else (_t450 := ('swimming' in (_memo15[_t418] if _t418 in _memo15 else _memo15.setdefault(_t418, frozenset(_a466(st, _t418))))))))) and (not (('burrowing' in (_memo15[_t434] if _t434 in _memo15 else _memo15.setdefault(_t434, frozenset(_a468(st, _t434))))) and ((_st_cvars[924 + _t434] == _st_vars[0]) or (_st_cvars[504 + _t434] >= (_memo6[_t434] if _t434 in _memo6 else _memo6.setdefault(_t434, (1 + _a470(st, _t434))))))))) and (not (_memo13[_t434] if _t434 in _memo13 else _memo13.setdefault(_t434, _a472(st, _t434))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 90935200>
def _loop(st, _t402):
    _memo0 = st.memos[0]
    _t417 = st.zones[(5 + _t402)]
    st.budget -= len(_t417)
    if st.budget < 0: _spent438(st)
    for _t418 in _t417:
        if (_memo0[_t418] if _t418 in _memo0 else _memo0.setdefault(_t418, (((('carnivorous' in (st.memos[15][_t418] if _t418 in st.memos[15] else st.memos[15].setdefault(_t418, frozenset(_a440(st, _t418))))) and (st.cvars[672 + _t418] != st.vars[0])) and ((not ((st.cvars[924 + _t418] == st.vars[0]) or ((st.cvars[504 + _t418] >= (st.memos[6][_t418] if _t418 in st.memos[6] else st.memos[6].setdefault(_t418, (1 + _a442(st, _t418))))) and ((st.memos[5][_t418] if _t418 in st.memos[5] else st.memos[5].setdefault(_t418, _a444(st, _t418))) >= (st.memos[4][_t418] if _t418 in st.memos[4] else st.memos[4].setdefault(_t418, _a446(st, _t418))))))) and (st.memos[14][_t418] if _t418 in st.memos[14] else st.memos[14].setdefault(_t418, (not _a451(st, _t418)))))) and _a473(st, _t418)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 370c2d8d>
def _loop(st, _t458):
    _st_cvars = st.cvars
    _t461 = 0
    for _t460 in st.zones[(9 + _owner476[st.loc[_t458]])]:
        if (_st_cvars[84 + _t460] == _t458):
            _t461 += (1 if ((_st_cvars[_t460] == 'carnivorous') or (_st_cvars[_t460] == 'high_body_weight')) else (2 if (_st_cvars[_t460] == 'parasite') else 0))
    return _t461

# <rulerun evolution.rules: feeding_end_check #173 a1a8b041>
def _loop(st, _t458):
    _st_cvars = st.cvars
    _t463 = 0
    for _t462 in st.zones[(9 + _owner478[st.loc[_t458]])]:
        if (((_st_cvars[84 + _t462] == _t458) and (_st_cvars[_t462] == 'fat_tissue')) and _st_cvars[252 + _t462]):
            _t463 += 1
    return _t463

# <rulerun evolution.rules: feeding_end_check #174 7f0a07c5>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t457 = st.zones[(5 + _t402)]
    st.budget -= len(_t457)
    if st.budget < 0: _spent475(st)
    for _t458 in _t457:
        if ((not ((_st_cvars[924 + _t458] == _st_vars[0]) or (_st_cvars[504 + _t458] >= (_memo6[_t458] if _t458 in _memo6 else _memo6.setdefault(_t458, (1 + _a477(st, _t458))))))) and ((_memo5[_t458] if _t458 in _memo5 else _memo5.setdefault(_t458, _a479(st, _t458))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 8a7e051a>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t468 = []
    for _t467 in st.zones[(9 + _owner482[st.loc[_t465]])]:
        if (_st_cvars[84 + _t467] == _t465):
            _t468.append(_st_cvars[_t467])
    return _t468

# <rulerun evolution.rules: feeding_end_check #176 aed1da9b>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t470 = 0
    for _t469 in st.zones[(9 + _owner484[st.loc[_t465]])]:
        if (_st_cvars[84 + _t469] == _t465):
            _t470 += (1 if ((_st_cvars[_t469] == 'carnivorous') or (_st_cvars[_t469] == 'high_body_weight')) else (2 if (_st_cvars[_t469] == 'parasite') else 0))
    return _t470

# <rulerun evolution.rules: feeding_end_check #177 1429285c>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t472 = 0
    for _t471 in st.zones[(9 + _owner486[st.loc[_t465]])]:
        if (_st_cvars[84 + _t471] == _t465):
            _t472 += (1 if ((_st_cvars[_t471] == 'carnivorous') or (_st_cvars[_t471] == 'high_body_weight')) else (2 if (_st_cvars[_t471] == 'parasite') else 0))
    return _t472

# <rulerun evolution.rules: feeding_end_check #178 c9f56f4f>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t474 = 0
    for _t473 in st.zones[(9 + _owner488[st.loc[_t465]])]:
        if (((_st_cvars[84 + _t473] == _t465) and (_st_cvars[_t473] == 'fat_tissue')) and _st_cvars[252 + _t473]):
            _t474 += 1
    return _t474

# <rulerun evolution.rules: feeding_end_check #179 57ad50dc>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(9 + _owner490[st.loc[_t465]])]:
        if ((_st_cvars[84 + _t475] == _t465) and (_st_cvars[_t475] == 'fat_tissue')):
            _t476 += 1
    return _t476

# <rulerun evolution.rules: feeding_end_check #180 09db5ee4>
def _loop(st, _t478):
    _st_cvars = st.cvars
    _t481 = 0
    for _t480 in st.zones[(9 + _owner494[st.loc[_st_cvars[84 + _t478]]])]:
        if (_st_cvars[84 + _t480] == _st_cvars[84 + _t478]):
            _t481 += (1 if ((_st_cvars[_t480] == 'carnivorous') or (_st_cvars[_t480] == 'high_body_weight')) else (2 if (_st_cvars[_t480] == 'parasite') else 0))
    return _t481

# <rulerun evolution.rules: feeding_end_check #181 1fbfcfb2>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t477 = st.zones[(9 + _owner492[st.loc[_t465]])]
    st.budget -= len(_t477)
    if st.budget < 0: _spent493(st)
    for _t478 in _t477:
        if (((_st_cvars[_t478] == 'symbiosis') and (_st_cvars[168 + _t478] == _t465)) and (not ((_st_cvars[924 + _st_cvars[84 + _t478]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t478]] >= (_memo6[_st_cvars[84 + _t478]] if _st_cvars[84 + _t478] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t478], (1 + _a495(st, _t478)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 30408063>
def _loop(st, _t483):
    _st_cvars = st.cvars
    _t486 = 0
    for _t485 in st.zones[(9 + _owner500[st.loc[_t483]])]:
        if (_st_cvars[84 + _t485] == _t483):
            _t486 += (1 if ((_st_cvars[_t485] == 'carnivorous') or (_st_cvars[_t485] == 'high_body_weight')) else (2 if (_st_cvars[_t485] == 'parasite') else 0))
    return _t486

# <rulerun evolution.rules: feeding_end_check #183 5d200c69>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t482 = (list(_chain497(map(st.zones.__getitem__, _k498))) or ())
    st.budget -= len(_t482)
    if st.budget < 0: _spent499(st)
    for _t483 in _t482:
        if ((_t483 != _t465) and ((not ((_st_cvars[924 + _t483] == _st_vars[0]) or (_st_cvars[504 + _t483] >= (_memo6[_t483] if _t483 in _memo6 else _memo6.setdefault(_t483, (1 + _a501(st, _t483))))))) and (_st_cvars[504 + _t483] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 4f427a5f>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t488 = []
    for _t487 in st.zones[(9 + _owner503[st.loc[_t465]])]:
        if (_st_cvars[84 + _t487] == _t465):
            _t488.append(_st_cvars[_t487])
    return _t488

# <rulerun evolution.rules: feeding_end_check #185 c9f00de5>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t490 = 0
    for _t489 in st.zones[(9 + _owner505[st.loc[_t465]])]:
        if (_st_cvars[84 + _t489] == _t465):
            _t490 += (1 if ((_st_cvars[_t489] == 'carnivorous') or (_st_cvars[_t489] == 'high_body_weight')) else (2 if (_st_cvars[_t489] == 'parasite') else 0))
    return _t490

# <rulerun evolution.rules: feeding_end_check #186 41935808>
def _loop(st, _t465):
    _st_cvars = st.cvars
    _t492 = []
    for _t491 in st.zones[(9 + _owner507[st.loc[_t465]])]:
        if (_st_cvars[84 + _t491] == _t465):
            _t492.append(_st_cvars[_t491])
    return _t492

# <rulerun evolution.rules: feeding_end_check #187 361b58dc>
def _loop(st, _t402):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t464 = st.zones[(5 + _t402)]
    st.budget -= len(_t464)
    if st.budget < 0: _spent481(st)
    for _t465 in _t464:
        if (((_memo10[_t465] if _t465 in _memo10 else _memo10.setdefault(_t465, ((((('piracy' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a483(st, _t465))))) and (_st_cvars[756 + _t465] != _st_vars[0])) and (not ((_st_cvars[924 + _t465] == _st_vars[0]) or (_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a485(st, _t465)))))))) and ((not ((_st_cvars[924 + _t465] == _st_vars[0]) or ((_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a487(st, _t465))))) and ((st.memos[5][_t465] if _t465 in st.memos[5] else st.memos[5].setdefault(_t465, _a489(st, _t465))) >= (st.memos[4][_t465] if _t465 in st.memos[4] else st.memos[4].setdefault(_t465, _a491(st, _t465))))))) and (st.memos[14][_t465] if _t465 in st.memos[14] else st.memos[14].setdefault(_t465, (not _a496(st, _t465)))))) and _a502(st, _t465)))) or ((((('hibernation' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a504(st, _t465))))) and (_st_cvars[924 + _t465] != _st_vars[0])) and (_st_cvars[924 + _t465] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t465] == _st_vars[0]) or (_st_cvars[504 + _t465] >= (_memo6[_t465] if _t465 in _memo6 else _memo6.setdefault(_t465, (1 + _a506(st, _t465))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t465] if _t465 in _memo15 else _memo15.setdefault(_t465, frozenset(_a508(st, _t465))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 ea27aa3e>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _, _, = st.memos
    _st_vars = st.vars
    _t392 = (list(_chain412(map(st.zones.__getitem__, _k413))) or ())
    st.budget -= len(_t392)
    if st.budget < 0: _spent414(st)
    _t391 = True
    for _t393 in _t392:
        if not (((_st_cvars[924 + _t393] == _st_vars[0]) or ((_st_cvars[504 + _t393] >= (_memo6[_t393] if _t393 in _memo6 else _memo6.setdefault(_t393, (1 + _a416(st, _t393))))) and ((_memo5[_t393] if _t393 in _memo5 else _memo5.setdefault(_t393, _a418(st, _t393))) >= (_memo4[_t393] if _t393 in _memo4 else _memo4.setdefault(_t393, _a420(st, _t393))))))):
            _t391 = False
            break
    if _t391:
        if _st_log is not None: _st_log.append(_Text422(_audience421(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo423(6)
    _t401 = (_k424 or ())
    st.budget -= len(_t401)
    if st.budget < 0: _spent414(st)
    _t400 = False
    for _t402 in _t401:
        if (_memo8[_t402] if _t402 in _memo8 else _memo8.setdefault(_t402, ((((st.memos[3][_t402] if _t402 in st.memos[3] else st.memos[3].setdefault(_t402, ((_st_vars[3] > 0) and _a437(st, _t402)))) or (st.memos[1][_t402] if _t402 in st.memos[1] else st.memos[1].setdefault(_t402, _a474(st, _t402)))) or (st.memos[2][_t402] if _t402 in st.memos[2] else st.memos[2].setdefault(_t402, _a480(st, _t402)))) or _a509(st, _t402)))):
            _t400 = True
            break
    if (not _t400):
        if _st_log is not None: _st_log.append(_Text422(_audience421(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo423(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 1aea96c1>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(9 + _owner513[st.loc[_t495]])]:
        if (_st_cvars[84 + _t496] == _t495):
            _t497 += (1 if ((_st_cvars[_t496] == 'carnivorous') or (_st_cvars[_t496] == 'high_body_weight')) else (2 if (_st_cvars[_t496] == 'parasite') else 0))
    return _t497

# <rulerun evolution.rules: feeding_turn_of #191 99a1375d>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t499 = 0
    for _t498 in st.zones[(9 + _owner515[st.loc[_t495]])]:
        if (((_st_cvars[84 + _t498] == _t495) and (_st_cvars[_t498] == 'fat_tissue')) and _st_cvars[252 + _t498]):
            _t499 += 1
    return _t499

# <rulerun evolution.rules: feeding_turn_of #192 ffc62480>
def _loop(st, _t495):
    _st_cvars = st.cvars
    _t501 = 0
    for _t500 in st.zones[(9 + _owner517[st.loc[_t495]])]:
        if ((_st_cvars[84 + _t500] == _t495) and (_st_cvars[_t500] == 'fat_tissue')):
            _t501 += 1
    return _t501

# <rulerun evolution.rules: feeding_turn_of #193 fa779362>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t509 = 0
    for _t508 in st.zones[(9 + _owner524[st.loc[_t506]])]:
        if (_st_cvars[84 + _t508] == _t506):
            _t509 += (1 if ((_st_cvars[_t508] == 'carnivorous') or (_st_cvars[_t508] == 'high_body_weight')) else (2 if (_st_cvars[_t508] == 'parasite') else 0))
    return _t509

# <rulerun evolution.rules: feeding_turn_of #194 de1bbe36>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t511 = 0
    for _t510 in st.zones[(9 + _owner526[st.loc[_t506]])]:
        if (((_st_cvars[84 + _t510] == _t506) and (_st_cvars[_t510] == 'fat_tissue')) and _st_cvars[252 + _t510]):
            _t511 += 1
    return _t511

# <rulerun evolution.rules: feeding_turn_of #195 5be83c16>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t513 = 0
    for _t512 in st.zones[(9 + _owner528[st.loc[_t506]])]:
        if ((_st_cvars[84 + _t512] == _t506) and (_st_cvars[_t512] == 'fat_tissue')):
            _t513 += 1
    return _t513

# <rulerun evolution.rules: feeding_turn_of #196 5200bfde>
def _loop(st, _t515):
    _st_cvars = st.cvars
    _t518 = 0
    for _t517 in st.zones[(9 + _owner532[st.loc[_st_cvars[84 + _t515]]])]:
        if (_st_cvars[84 + _t517] == _st_cvars[84 + _t515]):
            _t518 += (1 if ((_st_cvars[_t517] == 'carnivorous') or (_st_cvars[_t517] == 'high_body_weight')) else (2 if (_st_cvars[_t517] == 'parasite') else 0))
    return _t518

# <rulerun evolution.rules: feeding_turn_of #197 ef76331f>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t514 = st.zones[(9 + _owner530[st.loc[_t506]])]
    st.budget -= len(_t514)
    if st.budget < 0: _spent531(st)
    for _t515 in _t514:
        if (((_st_cvars[_t515] == 'symbiosis') and (_st_cvars[168 + _t515] == _t506)) and (not ((_st_cvars[924 + _st_cvars[84 + _t515]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t515]] >= (_memo6[_st_cvars[84 + _t515]] if _st_cvars[84 + _t515] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t515], (1 + _a533(st, _t515)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 d7d58d6b>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t505 = st.zones[(5 + _t504)]
    st.budget -= len(_t505)
    if st.budget < 0: _spent523(st)
    for _t506 in _t505:
        if ((not ((_st_cvars[924 + _t506] == _st_vars[0]) or ((_st_cvars[504 + _t506] >= (_memo6[_t506] if _t506 in _memo6 else _memo6.setdefault(_t506, (1 + _a525(st, _t506))))) and ((_memo5[_t506] if _t506 in _memo5 else _memo5.setdefault(_t506, _a527(st, _t506))) >= (_memo4[_t506] if _t506 in _memo4 else _memo4.setdefault(_t506, _a529(st, _t506))))))) and (_memo14[_t506] if _t506 in _memo14 else _memo14.setdefault(_t506, (not _a534(st, _t506))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 b93b6866>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t523 = []
    for _t522 in st.zones[(9 + _owner537[st.loc[_t520]])]:
        if (_st_cvars[84 + _t522] == _t520):
            _t523.append(_st_cvars[_t522])
    return _t523

# <rulerun evolution.rules: feeding_turn_of #200 6fe57518>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t525 = 0
    for _t524 in st.zones[(9 + _owner539[st.loc[_t520]])]:
        if (_st_cvars[84 + _t524] == _t520):
            _t525 += (1 if ((_st_cvars[_t524] == 'carnivorous') or (_st_cvars[_t524] == 'high_body_weight')) else (2 if (_st_cvars[_t524] == 'parasite') else 0))
    return _t525

# <rulerun evolution.rules: feeding_turn_of #201 0ed8d8c2>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t527 = 0
    for _t526 in st.zones[(9 + _owner541[st.loc[_t520]])]:
        if (((_st_cvars[84 + _t526] == _t520) and (_st_cvars[_t526] == 'fat_tissue')) and _st_cvars[252 + _t526]):
            _t527 += 1
    return _t527

# <rulerun evolution.rules: feeding_turn_of #202 4d52dbbc>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t529 = 0
    for _t528 in st.zones[(9 + _owner543[st.loc[_t520]])]:
        if ((_st_cvars[84 + _t528] == _t520) and (_st_cvars[_t528] == 'fat_tissue')):
            _t529 += 1
    return _t529

# <rulerun evolution.rules: feeding_turn_of #203 383b7f13>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _t534 = 0
    for _t533 in st.zones[(9 + _owner547[st.loc[_st_cvars[84 + _t531]]])]:
        if (_st_cvars[84 + _t533] == _st_cvars[84 + _t531]):
            _t534 += (1 if ((_st_cvars[_t533] == 'carnivorous') or (_st_cvars[_t533] == 'high_body_weight')) else (2 if (_st_cvars[_t533] == 'parasite') else 0))
    return _t534

# <rulerun evolution.rules: feeding_turn_of #204 b9249d1c>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t530 = st.zones[(9 + _owner545[st.loc[_t520]])]
    st.budget -= len(_t530)
    if st.budget < 0: _spent546(st)
    for _t531 in _t530:
        if (((_st_cvars[_t531] == 'symbiosis') and (_st_cvars[168 + _t531] == _t520)) and (not ((_st_cvars[924 + _st_cvars[84 + _t531]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t531]] >= (_memo6[_st_cvars[84 + _t531]] if _st_cvars[84 + _t531] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t531], (1 + _a548(st, _t531)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 a56d806c>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t539 = []
    for _t538 in st.zones[(9 + _owner553[st.loc[_t536]])]:
        if (_st_cvars[84 + _t538] == _t536):
            _t539.append(_st_cvars[_t538])
    return _t539

# <rulerun evolution.rules: feeding_turn_of #206 a51a787d>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t541 = []
    for _t540 in st.zones[(9 + _owner555[st.loc[_t520]])]:
        if (_st_cvars[84 + _t540] == _t520):
            _t541.append(_st_cvars[_t540])
    return _t541

# <rulerun evolution.rules: feeding_turn_of #207 49b38da5>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t544 = []
    for _t543 in st.zones[(9 + _owner557[st.loc[_t536]])]:
        if (_st_cvars[84 + _t543] == _t536):
            _t544.append(_st_cvars[_t543])
    return _t544

# <rulerun evolution.rules: feeding_turn_of #208 274d7198>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t546 = []
    for _t545 in st.zones[(9 + _owner559[st.loc[_t520]])]:
        if (_st_cvars[84 + _t545] == _t520):
            _t546.append(_st_cvars[_t545])
    return _t546

# <rulerun evolution.rules: feeding_turn_of #209 8fea6af8>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t549 = []
    for _t548 in st.zones[(9 + _owner561[st.loc[_t536]])]:
        if (_st_cvars[84 + _t548] == _t536):
            _t549.append(_st_cvars[_t548])
    return _t549

# <rulerun evolution.rules: feeding_turn_of #210 e5955845>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _t551 = []
    for _t550 in st.zones[(9 + _owner563[st.loc[_t520]])]:
        if (_st_cvars[84 + _t550] == _t520):
            _t551.append(_st_cvars[_t550])
    return _t551

# <rulerun evolution.rules: feeding_turn_of #211 c97541b3>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t554 = []
    for _t553 in st.zones[(9 + _owner565[st.loc[_t536]])]:
        if (_st_cvars[84 + _t553] == _t536):
            _t554.append(_st_cvars[_t553])
    return _t554

# <rulerun evolution.rules: feeding_turn_of #212 5dac2d45>
def _loop(st, _t536):
    _st_cvars = st.cvars
    _t556 = 0
    for _t555 in st.zones[(9 + _owner567[st.loc[_t536]])]:
        if (_st_cvars[84 + _t555] == _t536):
            _t556 += (1 if ((_st_cvars[_t555] == 'carnivorous') or (_st_cvars[_t555] == 'high_body_weight')) else (2 if (_st_cvars[_t555] == 'parasite') else 0))
    return _t556

# <rulerun evolution.rules: feeding_turn_of #213 fc9bda34>
def _loop(st, _t536):
    _st_cvars = st.cvars
    for _t557 in st.zones[(9 + _owner569[st.loc[_t536]])]:
        if ((_st_cvars[_t557] == 'symbiosis') and (_st_cvars[168 + _t557] == _t536)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 b7382201>
def _loop(st, _t520):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t535 = (list(_chain550(map(st.zones.__getitem__, _k551))) or ())
    st.budget -= len(_t535)
    if st.budget < 0: _spent552(st)
    _t542 = _NOT_YET
    _t547 = _NOT_YET
    _t552 = _NOT_YET
    for _t536 in _t535:
        if ((((((_t520 != _t536) and ((not ('camouflage' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a554(st, _t536)))))) or (_t542 if _t542 is not _NOT_YET else (_t542 := ('sharp_vision' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a556(st, _t520))))))))) and ((not ('high_body_weight' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a558(st, _t536)))))) or (_t547 if _t547 is not _NOT_YET else (_t547 := ('high_body_weight' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a560(st, _t520))))))))) and (('swimming' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a562(st, _t536))))) == (_t552 if _t552 is not _NOT_YET else (_t552 := ('swimming' in (_memo15[_t520] if _t520 in _memo15 else _memo15.setdefault(_t520, frozenset(_a564(st, _t520))))))))) and (not (('burrowing' in (_memo15[_t536] if _t536 in _memo15 else _memo15.setdefault(_t536, frozenset(_a566(st, _t536))))) and ((_st_cvars[924 + _t536] == _st_vars[0]) or (_st_cvars[504 + _t536] >= (_memo6[_t536] if _t536 in _memo6 else _memo6.setdefault(_t536, (1 + _a568(st, _t536))))))))) and (not (_memo13[_t536] if _t536 in _memo13 else _memo13.setdefault(_t536, _a570(st, _t536))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 21a710d6>
def _loop(st, _t504):
    _memo0 = st.memos[0]
    _t519 = st.zones[(5 + _t504)]
    st.budget -= len(_t519)
    if st.budget < 0: _spent536(st)
    for _t520 in _t519:
        if (_memo0[_t520] if _t520 in _memo0 else _memo0.setdefault(_t520, (((('carnivorous' in (st.memos[15][_t520] if _t520 in st.memos[15] else st.memos[15].setdefault(_t520, frozenset(_a538(st, _t520))))) and (st.cvars[672 + _t520] != st.vars[0])) and ((not ((st.cvars[924 + _t520] == st.vars[0]) or ((st.cvars[504 + _t520] >= (st.memos[6][_t520] if _t520 in st.memos[6] else st.memos[6].setdefault(_t520, (1 + _a540(st, _t520))))) and ((st.memos[5][_t520] if _t520 in st.memos[5] else st.memos[5].setdefault(_t520, _a542(st, _t520))) >= (st.memos[4][_t520] if _t520 in st.memos[4] else st.memos[4].setdefault(_t520, _a544(st, _t520))))))) and (st.memos[14][_t520] if _t520 in st.memos[14] else st.memos[14].setdefault(_t520, (not _a549(st, _t520)))))) and _a571(st, _t520)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 3bf833a1>
def _loop(st, _t560):
    _st_cvars = st.cvars
    _t563 = 0
    for _t562 in st.zones[(9 + _owner574[st.loc[_t560]])]:
        if (_st_cvars[84 + _t562] == _t560):
            _t563 += (1 if ((_st_cvars[_t562] == 'carnivorous') or (_st_cvars[_t562] == 'high_body_weight')) else (2 if (_st_cvars[_t562] == 'parasite') else 0))
    return _t563

# <rulerun evolution.rules: feeding_turn_of #217 f2696fea>
def _loop(st, _t560):
    _st_cvars = st.cvars
    _t565 = 0
    for _t564 in st.zones[(9 + _owner576[st.loc[_t560]])]:
        if (((_st_cvars[84 + _t564] == _t560) and (_st_cvars[_t564] == 'fat_tissue')) and _st_cvars[252 + _t564]):
            _t565 += 1
    return _t565

# <rulerun evolution.rules: feeding_turn_of #218 940eb84f>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t559 = st.zones[(5 + _t504)]
    st.budget -= len(_t559)
    if st.budget < 0: _spent573(st)
    for _t560 in _t559:
        if ((not ((_st_cvars[924 + _t560] == _st_vars[0]) or (_st_cvars[504 + _t560] >= (_memo6[_t560] if _t560 in _memo6 else _memo6.setdefault(_t560, (1 + _a575(st, _t560))))))) and ((_memo5[_t560] if _t560 in _memo5 else _memo5.setdefault(_t560, _a577(st, _t560))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 f2e69885>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t570 = []
    for _t569 in st.zones[(9 + _owner580[st.loc[_t567]])]:
        if (_st_cvars[84 + _t569] == _t567):
            _t570.append(_st_cvars[_t569])
    return _t570

# <rulerun evolution.rules: feeding_turn_of #220 66fd40e4>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t572 = 0
    for _t571 in st.zones[(9 + _owner582[st.loc[_t567]])]:
        if (_st_cvars[84 + _t571] == _t567):
            _t572 += (1 if ((_st_cvars[_t571] == 'carnivorous') or (_st_cvars[_t571] == 'high_body_weight')) else (2 if (_st_cvars[_t571] == 'parasite') else 0))
    return _t572

# <rulerun evolution.rules: feeding_turn_of #221 e9de35f6>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t574 = 0
    for _t573 in st.zones[(9 + _owner584[st.loc[_t567]])]:
        if (_st_cvars[84 + _t573] == _t567):
            _t574 += (1 if ((_st_cvars[_t573] == 'carnivorous') or (_st_cvars[_t573] == 'high_body_weight')) else (2 if (_st_cvars[_t573] == 'parasite') else 0))
    return _t574

# <rulerun evolution.rules: feeding_turn_of #222 d3ed1356>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t576 = 0
    for _t575 in st.zones[(9 + _owner586[st.loc[_t567]])]:
        if (((_st_cvars[84 + _t575] == _t567) and (_st_cvars[_t575] == 'fat_tissue')) and _st_cvars[252 + _t575]):
            _t576 += 1
    return _t576

# <rulerun evolution.rules: feeding_turn_of #223 e75ae735>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t578 = 0
    for _t577 in st.zones[(9 + _owner588[st.loc[_t567]])]:
        if ((_st_cvars[84 + _t577] == _t567) and (_st_cvars[_t577] == 'fat_tissue')):
            _t578 += 1
    return _t578

# <rulerun evolution.rules: feeding_turn_of #224 82b132c1>
def _loop(st, _t580):
    _st_cvars = st.cvars
    _t583 = 0
    for _t582 in st.zones[(9 + _owner592[st.loc[_st_cvars[84 + _t580]]])]:
        if (_st_cvars[84 + _t582] == _st_cvars[84 + _t580]):
            _t583 += (1 if ((_st_cvars[_t582] == 'carnivorous') or (_st_cvars[_t582] == 'high_body_weight')) else (2 if (_st_cvars[_t582] == 'parasite') else 0))
    return _t583

# <rulerun evolution.rules: feeding_turn_of #225 7dbed7fe>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t579 = st.zones[(9 + _owner590[st.loc[_t567]])]
    st.budget -= len(_t579)
    if st.budget < 0: _spent591(st)
    for _t580 in _t579:
        if (((_st_cvars[_t580] == 'symbiosis') and (_st_cvars[168 + _t580] == _t567)) and (not ((_st_cvars[924 + _st_cvars[84 + _t580]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t580]] >= (_memo6[_st_cvars[84 + _t580]] if _st_cvars[84 + _t580] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t580], (1 + _a593(st, _t580)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 e3dafcf9>
def _loop(st, _t585):
    _st_cvars = st.cvars
    _t588 = 0
    for _t587 in st.zones[(9 + _owner598[st.loc[_t585]])]:
        if (_st_cvars[84 + _t587] == _t585):
            _t588 += (1 if ((_st_cvars[_t587] == 'carnivorous') or (_st_cvars[_t587] == 'high_body_weight')) else (2 if (_st_cvars[_t587] == 'parasite') else 0))
    return _t588

# <rulerun evolution.rules: feeding_turn_of #227 3d6a4231>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t584 = (list(_chain595(map(st.zones.__getitem__, _k596))) or ())
    st.budget -= len(_t584)
    if st.budget < 0: _spent597(st)
    for _t585 in _t584:
        if ((_t585 != _t567) and ((not ((_st_cvars[924 + _t585] == _st_vars[0]) or (_st_cvars[504 + _t585] >= (_memo6[_t585] if _t585 in _memo6 else _memo6.setdefault(_t585, (1 + _a599(st, _t585))))))) and (_st_cvars[504 + _t585] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 ee8ed71d>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t590 = []
    for _t589 in st.zones[(9 + _owner601[st.loc[_t567]])]:
        if (_st_cvars[84 + _t589] == _t567):
            _t590.append(_st_cvars[_t589])
    return _t590

# <rulerun evolution.rules: feeding_turn_of #229 d0092762>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t592 = 0
    for _t591 in st.zones[(9 + _owner603[st.loc[_t567]])]:
        if (_st_cvars[84 + _t591] == _t567):
            _t592 += (1 if ((_st_cvars[_t591] == 'carnivorous') or (_st_cvars[_t591] == 'high_body_weight')) else (2 if (_st_cvars[_t591] == 'parasite') else 0))
    return _t592

# <rulerun evolution.rules: feeding_turn_of #230 0dda02a6>
def _loop(st, _t567):
    _st_cvars = st.cvars
    _t594 = []
    for _t593 in st.zones[(9 + _owner605[st.loc[_t567]])]:
        if (_st_cvars[84 + _t593] == _t567):
            _t594.append(_st_cvars[_t593])
    return _t594

# <rulerun evolution.rules: feeding_turn_of #231 eda19708>
def _loop(st, _t504):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t566 = st.zones[(5 + _t504)]
    st.budget -= len(_t566)
    if st.budget < 0: _spent579(st)
    for _t567 in _t566:
        if (((_memo10[_t567] if _t567 in _memo10 else _memo10.setdefault(_t567, ((((('piracy' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a581(st, _t567))))) and (_st_cvars[756 + _t567] != _st_vars[0])) and (not ((_st_cvars[924 + _t567] == _st_vars[0]) or (_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a583(st, _t567)))))))) and ((not ((_st_cvars[924 + _t567] == _st_vars[0]) or ((_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a585(st, _t567))))) and ((st.memos[5][_t567] if _t567 in st.memos[5] else st.memos[5].setdefault(_t567, _a587(st, _t567))) >= (st.memos[4][_t567] if _t567 in st.memos[4] else st.memos[4].setdefault(_t567, _a589(st, _t567))))))) and (st.memos[14][_t567] if _t567 in st.memos[14] else st.memos[14].setdefault(_t567, (not _a594(st, _t567)))))) and _a600(st, _t567)))) or ((((('hibernation' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a602(st, _t567))))) and (_st_cvars[924 + _t567] != _st_vars[0])) and (_st_cvars[924 + _t567] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t567] == _st_vars[0]) or (_st_cvars[504 + _t567] >= (_memo6[_t567] if _t567 in _memo6 else _memo6.setdefault(_t567, (1 + _a604(st, _t567))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t567] if _t567 in _memo15 else _memo15.setdefault(_t567, frozenset(_a606(st, _t567))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 0794392b>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t599 = 0
    for _t598 in st.zones[(9 + _owner609[st.loc[_t596]])]:
        if (_st_cvars[84 + _t598] == _t596):
            _t599 += (1 if ((_st_cvars[_t598] == 'carnivorous') or (_st_cvars[_t598] == 'high_body_weight')) else (2 if (_st_cvars[_t598] == 'parasite') else 0))
    return _t599

# <rulerun evolution.rules: feeding_turn_of #233 00191ae0>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t601 = 0
    for _t600 in st.zones[(9 + _owner611[st.loc[_t596]])]:
        if (((_st_cvars[84 + _t600] == _t596) and (_st_cvars[_t600] == 'fat_tissue')) and _st_cvars[252 + _t600]):
            _t601 += 1
    return _t601

# <rulerun evolution.rules: feeding_turn_of #234 2e83a0bb>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _t603 = 0
    for _t602 in st.zones[(9 + _owner613[st.loc[_t596]])]:
        if ((_st_cvars[84 + _t602] == _t596) and (_st_cvars[_t602] == 'fat_tissue')):
            _t603 += 1
    return _t603

# <rulerun evolution.rules: feeding_turn_of #235 46f307e3>
def _loop(st, _t605):
    _st_cvars = st.cvars
    _t608 = 0
    for _t607 in st.zones[(9 + _owner617[st.loc[_st_cvars[84 + _t605]]])]:
        if (_st_cvars[84 + _t607] == _st_cvars[84 + _t605]):
            _t608 += (1 if ((_st_cvars[_t607] == 'carnivorous') or (_st_cvars[_t607] == 'high_body_weight')) else (2 if (_st_cvars[_t607] == 'parasite') else 0))
    return _t608

# <rulerun evolution.rules: feeding_turn_of #236 30e3ba53>
def _loop(st, _t596):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t604 = st.zones[(9 + _owner615[st.loc[_t596]])]
    st.budget -= len(_t604)
    if st.budget < 0: _spent616(st)
    for _t605 in _t604:
        if (((_st_cvars[_t605] == 'symbiosis') and (_st_cvars[168 + _t605] == _t596)) and (not ((_st_cvars[924 + _st_cvars[84 + _t605]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t605]] >= (_memo6[_st_cvars[84 + _t605]] if _st_cvars[84 + _t605] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t605], (1 + _a618(st, _t605)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 412d2b62>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t595 = st.zones[(5 + L[0])]
    st.budget -= len(_t595)
    if st.budget < 0: _spent608(st)
    for _t596 in _t595:
        if ((not ((_st_cvars[924 + _t596] == _st_vars[0]) or ((_st_cvars[504 + _t596] >= (_memo6[_t596] if _t596 in _memo6 else _memo6.setdefault(_t596, (1 + _a610(st, _t596))))) and ((_memo5[_t596] if _t596 in _memo5 else _memo5.setdefault(_t596, _a612(st, _t596))) >= (_memo4[_t596] if _t596 in _memo4 else _memo4.setdefault(_t596, _a614(st, _t596))))))) and (_memo14[_t596] if _t596 in _memo14 else _memo14.setdefault(_t596, (not _a619(st, _t596))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 4ddbddd4>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t613 = []
    for _t612 in st.zones[(9 + _owner623[st.loc[_t610]])]:
        if (_st_cvars[84 + _t612] == _t610):
            _t613.append(_st_cvars[_t612])
    return _t613

# <rulerun evolution.rules: feeding_turn_of #239 a9c06dd7>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t615 = 0
    for _t614 in st.zones[(9 + _owner625[st.loc[_t610]])]:
        if (_st_cvars[84 + _t614] == _t610):
            _t615 += (1 if ((_st_cvars[_t614] == 'carnivorous') or (_st_cvars[_t614] == 'high_body_weight')) else (2 if (_st_cvars[_t614] == 'parasite') else 0))
    return _t615

# <rulerun evolution.rules: feeding_turn_of #240 bb2b66cc>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t617 = 0
    for _t616 in st.zones[(9 + _owner627[st.loc[_t610]])]:
        if (((_st_cvars[84 + _t616] == _t610) and (_st_cvars[_t616] == 'fat_tissue')) and _st_cvars[252 + _t616]):
            _t617 += 1
    return _t617

# <rulerun evolution.rules: feeding_turn_of #241 b1522c0a>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t619 = 0
    for _t618 in st.zones[(9 + _owner629[st.loc[_t610]])]:
        if ((_st_cvars[84 + _t618] == _t610) and (_st_cvars[_t618] == 'fat_tissue')):
            _t619 += 1
    return _t619

# <rulerun evolution.rules: feeding_turn_of #242 70d34141>
def _loop(st, _t621):
    _st_cvars = st.cvars
    _t624 = 0
    for _t623 in st.zones[(9 + _owner633[st.loc[_st_cvars[84 + _t621]]])]:
        if (_st_cvars[84 + _t623] == _st_cvars[84 + _t621]):
            _t624 += (1 if ((_st_cvars[_t623] == 'carnivorous') or (_st_cvars[_t623] == 'high_body_weight')) else (2 if (_st_cvars[_t623] == 'parasite') else 0))
    return _t624

# <rulerun evolution.rules: feeding_turn_of #243 6a6db8cd>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t620 = st.zones[(9 + _owner631[st.loc[_t610]])]
    st.budget -= len(_t620)
    if st.budget < 0: _spent632(st)
    for _t621 in _t620:
        if (((_st_cvars[_t621] == 'symbiosis') and (_st_cvars[168 + _t621] == _t610)) and (not ((_st_cvars[924 + _st_cvars[84 + _t621]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t621]] >= (_memo6[_st_cvars[84 + _t621]] if _st_cvars[84 + _t621] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t621], (1 + _a634(st, _t621)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 a83b0835>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t629 = []
    for _t628 in st.zones[(9 + _owner639[st.loc[_t626]])]:
        if (_st_cvars[84 + _t628] == _t626):
            _t629.append(_st_cvars[_t628])
    return _t629

# <rulerun evolution.rules: feeding_turn_of #245 f61ec2be>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t631 = []
    for _t630 in st.zones[(9 + _owner641[st.loc[_t610]])]:
        if (_st_cvars[84 + _t630] == _t610):
            _t631.append(_st_cvars[_t630])
    return _t631

# <rulerun evolution.rules: feeding_turn_of #246 0079e001>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t634 = []
    for _t633 in st.zones[(9 + _owner643[st.loc[_t626]])]:
        if (_st_cvars[84 + _t633] == _t626):
            _t634.append(_st_cvars[_t633])
    return _t634

# <rulerun evolution.rules: feeding_turn_of #247 2b6b074a>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t636 = []
    for _t635 in st.zones[(9 + _owner645[st.loc[_t610]])]:
        if (_st_cvars[84 + _t635] == _t610):
            _t636.append(_st_cvars[_t635])
    return _t636

# <rulerun evolution.rules: feeding_turn_of #248 5195e506>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t639 = []
    for _t638 in st.zones[(9 + _owner647[st.loc[_t626]])]:
        if (_st_cvars[84 + _t638] == _t626):
            _t639.append(_st_cvars[_t638])
    return _t639

# <rulerun evolution.rules: feeding_turn_of #249 fabdad64>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _t641 = []
    for _t640 in st.zones[(9 + _owner649[st.loc[_t610]])]:
        if (_st_cvars[84 + _t640] == _t610):
            _t641.append(_st_cvars[_t640])
    return _t641

# <rulerun evolution.rules: feeding_turn_of #250 45a01819>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t644 = []
    for _t643 in st.zones[(9 + _owner651[st.loc[_t626]])]:
        if (_st_cvars[84 + _t643] == _t626):
            _t644.append(_st_cvars[_t643])
    return _t644

# <rulerun evolution.rules: feeding_turn_of #251 d9d58381>
def _loop(st, _t626):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + _owner653[st.loc[_t626]])]:
        if (_st_cvars[84 + _t645] == _t626):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: feeding_turn_of #252 6b66845b>
def _loop(st, _t626):
    _st_cvars = st.cvars
    for _t647 in st.zones[(9 + _owner655[st.loc[_t626]])]:
        if ((_st_cvars[_t647] == 'symbiosis') and (_st_cvars[168 + _t647] == _t626)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 7d465b71>
def _loop(st, _t610):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t625 = (list(_chain636(map(st.zones.__getitem__, _k637))) or ())
    st.budget -= len(_t625)
    if st.budget < 0: _spent638(st)
    _t632 = _NOT_YET
    _t637 = _NOT_YET
    _t642 = _NOT_YET
    for _t626 in _t625:
        if ((((((_t610 != _t626) and ((not ('camouflage' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a640(st, _t626)))))) or (_t632 if _t632 is not _NOT_YET else (_t632 := ('sharp_vision' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a642(st, _t610))))))))) and ((not ('high_body_weight' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a644(st, _t626)))))) or (_t637 if _t637 is not _NOT_YET else (_t637 := ('high_body_weight' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a646(st, _t610))))))))) and (('swimming' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a648(st, _t626))))) == (_t642 if _t642 is not _NOT_YET else (_t642 := ('swimming' in (_memo15[_t610] if _t610 in _memo15 else _memo15.setdefault(_t610, frozenset(_a650(st, _t610))))))))) and (not (('burrowing' in (_memo15[_t626] if _t626 in _memo15 else _memo15.setdefault(_t626, frozenset(_a652(st, _t626))))) and ((_st_cvars[924 + _t626] == _st_vars[0]) or (_st_cvars[504 + _t626] >= (_memo6[_t626] if _t626 in _memo6 else _memo6.setdefault(_t626, (1 + _a654(st, _t626))))))))) and (not (_memo13[_t626] if _t626 in _memo13 else _memo13.setdefault(_t626, _a656(st, _t626))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 96fe7fc7>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t609 = st.zones[(5 + L[0])]
    st.budget -= len(_t609)
    if st.budget < 0: _spent622(st)
    for _t610 in _t609:
        if (_memo0[_t610] if _t610 in _memo0 else _memo0.setdefault(_t610, (((('carnivorous' in (st.memos[15][_t610] if _t610 in st.memos[15] else st.memos[15].setdefault(_t610, frozenset(_a624(st, _t610))))) and (st.cvars[672 + _t610] != st.vars[0])) and ((not ((st.cvars[924 + _t610] == st.vars[0]) or ((st.cvars[504 + _t610] >= (st.memos[6][_t610] if _t610 in st.memos[6] else st.memos[6].setdefault(_t610, (1 + _a626(st, _t610))))) and ((st.memos[5][_t610] if _t610 in st.memos[5] else st.memos[5].setdefault(_t610, _a628(st, _t610))) >= (st.memos[4][_t610] if _t610 in st.memos[4] else st.memos[4].setdefault(_t610, _a630(st, _t610))))))) and (st.memos[14][_t610] if _t610 in st.memos[14] else st.memos[14].setdefault(_t610, (not _a635(st, _t610)))))) and _a657(st, _t610)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 ea878e73>
def _loop(st, _t650):
    _st_cvars = st.cvars
    _t653 = 0
    for _t652 in st.zones[(9 + _owner660[st.loc[_t650]])]:
        if (_st_cvars[84 + _t652] == _t650):
            _t653 += (1 if ((_st_cvars[_t652] == 'carnivorous') or (_st_cvars[_t652] == 'high_body_weight')) else (2 if (_st_cvars[_t652] == 'parasite') else 0))
    return _t653

# <rulerun evolution.rules: feeding_turn_of #256 3a3798d1>
def _loop(st, _t650):
    _st_cvars = st.cvars
    _t655 = 0
    for _t654 in st.zones[(9 + _owner662[st.loc[_t650]])]:
        if (((_st_cvars[84 + _t654] == _t650) and (_st_cvars[_t654] == 'fat_tissue')) and _st_cvars[252 + _t654]):
            _t655 += 1
    return _t655

# <rulerun evolution.rules: feeding_turn_of #257 b6bf2514>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t649 = st.zones[(5 + L[0])]
    st.budget -= len(_t649)
    if st.budget < 0: _spent659(st)
    for _t650 in _t649:
        if ((not ((_st_cvars[924 + _t650] == _st_vars[0]) or (_st_cvars[504 + _t650] >= (_memo6[_t650] if _t650 in _memo6 else _memo6.setdefault(_t650, (1 + _a661(st, _t650))))))) and ((_memo5[_t650] if _t650 in _memo5 else _memo5.setdefault(_t650, _a663(st, _t650))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 d287f4fd>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t660 = []
    for _t659 in st.zones[(9 + _owner665[st.loc[_t658]])]:
        if (_st_cvars[84 + _t659] == _t658):
            _t660.append(_st_cvars[_t659])
    return _t660

# <rulerun evolution.rules: feeding_turn_of #259 f0081c31>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t662 = 0
    for _t661 in st.zones[(9 + _owner667[st.loc[_t658]])]:
        if (_st_cvars[84 + _t661] == _t658):
            _t662 += (1 if ((_st_cvars[_t661] == 'carnivorous') or (_st_cvars[_t661] == 'high_body_weight')) else (2 if (_st_cvars[_t661] == 'parasite') else 0))
    return _t662

# <rulerun evolution.rules: feeding_turn_of #260 a0c332cd>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t664 = 0
    for _t663 in st.zones[(9 + _owner669[st.loc[_t658]])]:
        if (_st_cvars[84 + _t663] == _t658):
            _t664 += (1 if ((_st_cvars[_t663] == 'carnivorous') or (_st_cvars[_t663] == 'high_body_weight')) else (2 if (_st_cvars[_t663] == 'parasite') else 0))
    return _t664

# <rulerun evolution.rules: feeding_turn_of #261 f67d29fb>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t666 = 0
    for _t665 in st.zones[(9 + _owner671[st.loc[_t658]])]:
        if (((_st_cvars[84 + _t665] == _t658) and (_st_cvars[_t665] == 'fat_tissue')) and _st_cvars[252 + _t665]):
            _t666 += 1
    return _t666

# <rulerun evolution.rules: feeding_turn_of #262 44c8d1d4>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _t668 = 0
    for _t667 in st.zones[(9 + _owner673[st.loc[_t658]])]:
        if ((_st_cvars[84 + _t667] == _t658) and (_st_cvars[_t667] == 'fat_tissue')):
            _t668 += 1
    return _t668

# <rulerun evolution.rules: feeding_turn_of #263 9598d2ab>
def _loop(st, _t670):
    _st_cvars = st.cvars
    _t673 = 0
    for _t672 in st.zones[(9 + _owner677[st.loc[_st_cvars[84 + _t670]]])]:
        if (_st_cvars[84 + _t672] == _st_cvars[84 + _t670]):
            _t673 += (1 if ((_st_cvars[_t672] == 'carnivorous') or (_st_cvars[_t672] == 'high_body_weight')) else (2 if (_st_cvars[_t672] == 'parasite') else 0))
    return _t673

# <rulerun evolution.rules: feeding_turn_of #264 194d0d0d>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t669 = st.zones[(9 + _owner675[st.loc[_t658]])]
    st.budget -= len(_t669)
    if st.budget < 0: _spent676(st)
    for _t670 in _t669:
        if (((_st_cvars[_t670] == 'symbiosis') and (_st_cvars[168 + _t670] == _t658)) and (not ((_st_cvars[924 + _st_cvars[84 + _t670]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t670]] >= (_memo6[_st_cvars[84 + _t670]] if _st_cvars[84 + _t670] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t670], (1 + _a678(st, _t670)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 3de72a54>
def _loop(st, _t675):
    _st_cvars = st.cvars
    _t678 = 0
    for _t677 in st.zones[(9 + _owner683[st.loc[_t675]])]:
        if (_st_cvars[84 + _t677] == _t675):
            _t678 += (1 if ((_st_cvars[_t677] == 'carnivorous') or (_st_cvars[_t677] == 'high_body_weight')) else (2 if (_st_cvars[_t677] == 'parasite') else 0))
    return _t678

# <rulerun evolution.rules: feeding_turn_of #266 6cbcecfc>
def _loop(st, _t658):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t674 = (list(_chain680(map(st.zones.__getitem__, _k681))) or ())
    st.budget -= len(_t674)
    if st.budget < 0: _spent682(st)
    for _t675 in _t674:
        if ((_t675 != _t658) and ((not ((_st_cvars[924 + _t675] == _st_vars[0]) or (_st_cvars[504 + _t675] >= (_memo6[_t675] if _t675 in _memo6 else _memo6.setdefault(_t675, (1 + _a684(st, _t675))))))) and (_st_cvars[504 + _t675] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 a31b0a10>
def _loop(st, _t681):
    _st_cvars = st.cvars
    _t683 = []
    for _t682 in st.zones[(9 + _owner686[st.loc[_t681]])]:
        if (_st_cvars[84 + _t682] == _t681):
            _t683.append(_st_cvars[_t682])
    return _t683

# <rulerun evolution.rules: feeding_turn_of #268 999a073b>
def _loop(st, _t686):
    _st_cvars = st.cvars
    _t688 = []
    for _t687 in st.zones[(9 + _owner688[st.loc[_t686]])]:
        if (_st_cvars[84 + _t687] == _t686):
            _t688.append(_st_cvars[_t687])
    return _t688

# <rulerun evolution.rules: feeding_turn_of #269 a46dcb4d>
def _loop(st, _t686):
    _st_cvars = st.cvars
    _t690 = 0
    for _t689 in st.zones[(9 + _owner690[st.loc[_t686]])]:
        if (_st_cvars[84 + _t689] == _t686):
            _t690 += (1 if ((_st_cvars[_t689] == 'carnivorous') or (_st_cvars[_t689] == 'high_body_weight')) else (2 if (_st_cvars[_t689] == 'parasite') else 0))
    return _t690

# <rulerun evolution.rules: feeding_turn_of #270 230c062b>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t695 = 0
    for _t694 in st.zones[(9 + _owner693[st.loc[_t692]])]:
        if (_st_cvars[84 + _t694] == _t692):
            _t695 += (1 if ((_st_cvars[_t694] == 'carnivorous') or (_st_cvars[_t694] == 'high_body_weight')) else (2 if (_st_cvars[_t694] == 'parasite') else 0))
    return _t695

# <rulerun evolution.rules: feeding_turn_of #271 8b96208d>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t697 = 0
    for _t696 in st.zones[(9 + _owner695[st.loc[_t692]])]:
        if (((_st_cvars[84 + _t696] == _t692) and (_st_cvars[_t696] == 'fat_tissue')) and _st_cvars[252 + _t696]):
            _t697 += 1
    return _t697

# <rulerun evolution.rules: feeding_turn_of #272 9e31078f>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _t699 = 0
    for _t698 in st.zones[(9 + _owner697[st.loc[_t692]])]:
        if ((_st_cvars[84 + _t698] == _t692) and (_st_cvars[_t698] == 'fat_tissue')):
            _t699 += 1
    return _t699

# <rulerun evolution.rules: feeding_turn_of #273 94425c2b>
def _loop(st, _t701):
    _st_cvars = st.cvars
    _t704 = 0
    for _t703 in st.zones[(9 + _owner701[st.loc[_st_cvars[84 + _t701]]])]:
        if (_st_cvars[84 + _t703] == _st_cvars[84 + _t701]):
            _t704 += (1 if ((_st_cvars[_t703] == 'carnivorous') or (_st_cvars[_t703] == 'high_body_weight')) else (2 if (_st_cvars[_t703] == 'parasite') else 0))
    return _t704

# <rulerun evolution.rules: feeding_turn_of #274 e4bc12ca>
def _loop(st, _t692):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t700 = st.zones[(9 + _owner699[st.loc[_t692]])]
    st.budget -= len(_t700)
    if st.budget < 0: _spent700(st)
    for _t701 in _t700:
        if (((_st_cvars[_t701] == 'symbiosis') and (_st_cvars[168 + _t701] == _t692)) and (not ((_st_cvars[924 + _st_cvars[84 + _t701]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t701]] >= (_memo6[_st_cvars[84 + _t701]] if _st_cvars[84 + _t701] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t701], (1 + _a702(st, _t701)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 d2c51201>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t691 = st.zones[(5 + L[0])]
    st.budget -= len(_t691)
    if st.budget < 0: _spent692(st)
    for _t692 in _t691:
        if ((not ((_st_cvars[924 + _t692] == _st_vars[0]) or ((_st_cvars[504 + _t692] >= (_memo6[_t692] if _t692 in _memo6 else _memo6.setdefault(_t692, (1 + _a694(st, _t692))))) and ((_memo5[_t692] if _t692 in _memo5 else _memo5.setdefault(_t692, _a696(st, _t692))) >= (_memo4[_t692] if _t692 in _memo4 else _memo4.setdefault(_t692, _a698(st, _t692))))))) and (_memo14[_t692] if _t692 in _memo14 else _memo14.setdefault(_t692, (not _a703(st, _t692))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 2731d540>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t494 = (list(_chain510(map(_st_zones.__getitem__, _k511))) or ())
    st.budget -= len(_t494)
    if st.budget < 0: _spent512(st)
    _t493 = True
    for _t495 in _t494:
        if not (((_st_cvars[924 + _t495] == _st_vars[0]) or ((_st_cvars[504 + _t495] >= (_memo6[_t495] if _t495 in _memo6 else _memo6.setdefault(_t495, (1 + _a514(st, _t495))))) and ((_memo5[_t495] if _t495 in _memo5 else _memo5.setdefault(_t495, _a516(st, _t495))) >= (_memo4[_t495] if _t495 in _memo4 else _memo4.setdefault(_t495, _a518(st, _t495))))))):
            _t493 = False
            break
    if _t493:
        if _st_log is not None: _st_log.append(_Text520(_audience519(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo521(6)
    _t503 = (_k522 or ())
    st.budget -= len(_t503)
    if st.budget < 0: _spent512(st)
    _t502 = False
    for _t504 in _t503:
        if (_memo8[_t504] if _t504 in _memo8 else _memo8.setdefault(_t504, ((((_memo3[_t504] if _t504 in _memo3 else _memo3.setdefault(_t504, ((_st_vars[3] > 0) and _a535(st, _t504)))) or (_memo1[_t504] if _t504 in _memo1 else _memo1.setdefault(_t504, _a572(st, _t504)))) or (_memo2[_t504] if _t504 in _memo2 else _memo2.setdefault(_t504, _a578(st, _t504)))) or _a607(st, _t504)))):
            _t502 = True
            break
    if (not _t502):
        if _st_log is not None: _st_log.append(_Text520(_audience519(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo521(6)
    L[2] = []
    if ((not _l1) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a620(st, L))))):
        L[2] = (L[2] + ['take food'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    if ((not _l1) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a658(st, L)))):
        L[2] = (L[2] + ['attack'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    if ((not _l1) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a664(st, L)))):
        L[2] = (L[2] + ['convert fat'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    _t657 = _st_zones[(5 + _l0)]
    st.budget -= len(_t657)
    if st.budget < 0: _spent512(st)
    _t656 = False
    for _t658 in _t657:
        if (_memo10[_t658] if _t658 in _memo10 else _memo10.setdefault(_t658, ((((('piracy' in (_memo15[_t658] if _t658 in _memo15 else _memo15.setdefault(_t658, frozenset(_a666(st, _t658))))) and (_st_cvars[756 + _t658] != _st_vars[0])) and (not ((_st_cvars[924 + _t658] == _st_vars[0]) or (_st_cvars[504 + _t658] >= (_memo6[_t658] if _t658 in _memo6 else _memo6.setdefault(_t658, (1 + _a668(st, _t658)))))))) and ((not ((_st_cvars[924 + _t658] == _st_vars[0]) or ((_st_cvars[504 + _t658] >= (_memo6[_t658] if _t658 in _memo6 else _memo6.setdefault(_t658, (1 + _a670(st, _t658))))) and ((_memo5[_t658] if _t658 in _memo5 else _memo5.setdefault(_t658, _a672(st, _t658))) >= (_memo4[_t658] if _t658 in _memo4 else _memo4.setdefault(_t658, _a674(st, _t658))))))) and (st.memos[14][_t658] if _t658 in st.memos[14] else st.memos[14].setdefault(_t658, (not _a679(st, _t658)))))) and _a685(st, _t658)))):
            _t656 = True
            break
    if _t656:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    _t680 = _st_zones[(5 + _l0)]
    st.budget -= len(_t680)
    if st.budget < 0: _spent512(st)
    _t679 = False
    for _t681 in _t680:
        if ((('grazing' in (_memo15[_t681] if _t681 in _memo15 else _memo15.setdefault(_t681, frozenset(_a687(st, _t681))))) and (_st_cvars[840 + _t681] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t679 = True
            break
    if _t679:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    _t685 = _st_zones[(5 + _l0)]
    st.budget -= len(_t685)
    if st.budget < 0: _spent512(st)
    _t684 = False
    for _t686 in _t685:
        if ((((('hibernation' in (_memo15[_t686] if _t686 in _memo15 else _memo15.setdefault(_t686, frozenset(_a689(st, _t686))))) and (_st_cvars[924 + _t686] != _st_vars[0])) and (_st_cvars[924 + _t686] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t686] == _st_vars[0]) or (_st_cvars[504 + _t686] >= (_memo6[_t686] if _t686 in _memo6 else _memo6.setdefault(_t686, (1 + _a691(st, _t686)))))))):
            _t684 = True
            break
    if _t684:
        L[2] = (L[2] + ['hibernation'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    if (not (L[2] or ())):
        return 2
    if ((False or _l1) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a704(st, L)))))):
        L[2] = (L[2] + ['end turn'])
        if len(L[2]) > 1000000: _too_long621(L[2])

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

# <rulerun evolution.rules: take_food #295 b7835185>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t705 if -1000000000000000000 <= (_t705 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond705(_t705))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text709(_audience706(st), [_PlayerRef707(L[0]), "'s animal ", _plain708(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain708(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 636a2adf>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t710 = 0
    for _t709 in st.zones[(9 + _owner711[st.loc[_t708]])]:
        if (_st_cvars[84 + _t709] == _t708):
            _t710 += (1 if ((_st_cvars[_t709] == 'carnivorous') or (_st_cvars[_t709] == 'high_body_weight')) else (2 if (_st_cvars[_t709] == 'parasite') else 0))
    return _t710

# <rulerun evolution.rules: take_food #297 26673273>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t712 = 0
    for _t711 in st.zones[(9 + _owner713[st.loc[_t708]])]:
        if (((_st_cvars[84 + _t711] == _t708) and (_st_cvars[_t711] == 'fat_tissue')) and _st_cvars[252 + _t711]):
            _t712 += 1
    return _t712

# <rulerun evolution.rules: take_food #298 feab028b>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _t714 = 0
    for _t713 in st.zones[(9 + _owner715[st.loc[_t708]])]:
        if ((_st_cvars[84 + _t713] == _t708) and (_st_cvars[_t713] == 'fat_tissue')):
            _t714 += 1
    return _t714

# <rulerun evolution.rules: take_food #299 25f02675>
def _loop(st, _t716):
    _st_cvars = st.cvars
    _t719 = 0
    for _t718 in st.zones[(9 + _owner719[st.loc[_st_cvars[84 + _t716]]])]:
        if (_st_cvars[84 + _t718] == _st_cvars[84 + _t716]):
            _t719 += (1 if ((_st_cvars[_t718] == 'carnivorous') or (_st_cvars[_t718] == 'high_body_weight')) else (2 if (_st_cvars[_t718] == 'parasite') else 0))
    return _t719

# <rulerun evolution.rules: take_food #300 eba556c9>
def _loop(st, _t708):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t715 = st.zones[(9 + _owner717[st.loc[_t708]])]
    st.budget -= len(_t715)
    if st.budget < 0: _spent718(st)
    for _t716 in _t715:
        if (((_st_cvars[_t716] == 'symbiosis') and (_st_cvars[168 + _t716] == _t708)) and (not ((_st_cvars[924 + _st_cvars[84 + _t716]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t716]] >= (1 + _a720(st, _t716)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 4cf45f6a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t707 = st.zones[(5 + L[0])]
    st.budget -= len(_t707)
    if st.budget < 0: _spent710(st)
    _t706 = []
    for _t708 in _t707:
        if ((not ((_st_cvars[924 + _t708] == _st_vars[0]) or ((_st_cvars[504 + _t708] >= (1 + _a712(st, _t708))) and (_a714(st, _t708) >= _a716(st, _t708))))) and (not _a721(st, _t708))):
            _t706.append(_t708)
    return _t706

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 50034ed2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t721 = []
    for _t720 in st.zones[(9 + _owner726[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t720] == L[1]) or (_st_cvars[168 + _t720] == L[1])):
            _t721.append(_st_cvars[_t720])
    return _t721

# <rulerun evolution.rules: take_food #304 a297ec4c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t723 = []
    for _t722 in st.zones[(9 + _owner728[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t722] == L[1]) or (_st_cvars[168 + _t722] == L[1])):
            _t723.append(_t722)
    return _t723

# <rulerun evolution.rules: take_food #305 4b8b17fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t725 = 0
    for _t724 in st.zones[(9 + _owner730[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t724] == L[1]):
            _t725 += (1 if ((_st_cvars[_t724] == 'carnivorous') or (_st_cvars[_t724] == 'high_body_weight')) else (2 if (_st_cvars[_t724] == 'parasite') else 0))
    return _t725

# <rulerun evolution.rules: take_food #306 64c87f82>
def _loop(st, L):
    _st_cvars = st.cvars
    _t727 = 0
    for _t726 in st.zones[(9 + _owner732[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t726] == L[1]) and (_st_cvars[_t726] == 'fat_tissue')) and _st_cvars[252 + _t726]):
            _t727 += 1
    return _t727

# <rulerun evolution.rules: take_food #307 fe0296ea>
def _loop(st, L):
    _st_cvars = st.cvars
    _t729 = 0
    for _t728 in st.zones[(9 + _owner734[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t728] == L[1]) and (_st_cvars[_t728] == 'fat_tissue')):
            _t729 += 1
    return _t729

# <rulerun evolution.rules: take_food #308 5c20f14c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t731 = 0
    for _t730 in st.zones[(9 + _owner736[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t730] == L[1]) and (_st_cvars[_t730] == 'fat_tissue')):
            _t731 += 1
    return _t731

# <rulerun evolution.rules: take_food #309 99170d91>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain722(_text723(((((('animal ' + _plain722(_st_cvars[420 + L[1]]) + ' of ' + _player_text724(_owner725[st.loc[L[1]]])) + (_text723(' ' + _plain722(_a727(st, L))) if (not not (_a729(st, L) or ())) else '')) + (' food ' + _plain722(_st_cvars[504 + L[1]]) + '/' + _plain722((1 + _a731(st, L))))) + ((' fat ' + _plain722(_a733(st, L)) + '/' + _plain722(_a735(st, L))) if (_a737(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: take_food #310 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: take_food #311 3d2892a0>
def _native(st, L):
    return 'red'

# <rulerun evolution.rules: convert_fat #312 c0634f10>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t736 = 0
    for _t735 in st.zones[(9 + _owner742[st.loc[_l1]])]:
        if (_st_cvars[84 + _t735] == _l1):
            _t736 += (1 if ((_st_cvars[_t735] == 'carnivorous') or (_st_cvars[_t735] == 'high_body_weight')) else (2 if (_st_cvars[_t735] == 'parasite') else 0))
    return _t736

# <rulerun evolution.rules: convert_fat #313 c0edad1b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
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
        L[3] = (_t733 if -1000000000000000000 <= (_t733 := L[3] - 1) <= 1000000000000000000 else _beyond738(_t733))
    _st_cvars[504 + _l1] = (_t734 if -1000000000000000000 <= (_t734 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond738(_t734))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text744(_audience739(st), [_PlayerRef740(_l0), ' converts ', _plain741(_l2), ' fat on animal ', _plain741(_st_cvars[420 + _l1]), ' into food (food ', _plain741(_st_cvars[504 + _l1]), '/', _plain741((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a743(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 0afa9ac5>
def _loop(st, _t739):
    _st_cvars = st.cvars
    _t741 = 0
    for _t740 in st.zones[(9 + _owner746[st.loc[_t739]])]:
        if (_st_cvars[84 + _t740] == _t739):
            _t741 += (1 if ((_st_cvars[_t740] == 'carnivorous') or (_st_cvars[_t740] == 'high_body_weight')) else (2 if (_st_cvars[_t740] == 'parasite') else 0))
    return _t741

# <rulerun evolution.rules: convert_fat #315 76c17ecc>
def _loop(st, _t739):
    _st_cvars = st.cvars
    _t743 = 0
    for _t742 in st.zones[(9 + _owner748[st.loc[_t739]])]:
        if (((_st_cvars[84 + _t742] == _t739) and (_st_cvars[_t742] == 'fat_tissue')) and _st_cvars[252 + _t742]):
            _t743 += 1
    return _t743

# <rulerun evolution.rules: convert_fat #316 e16d1e0a>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t738 = st.zones[(5 + L[0])]
    st.budget -= len(_t738)
    if st.budget < 0: _spent745(st)
    _t737 = []
    for _t739 in _t738:
        if ((not ((_st_cvars[924 + _t739] == _st_vars[0]) or (_st_cvars[504 + _t739] >= (1 + _a747(st, _t739))))) and (_a749(st, _t739) > 0)):
            _t737.append(_t739)
    return _t737

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 e56744ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t745 = []
    for _t744 in st.zones[(9 + _owner754[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t744] == L[1]) or (_st_cvars[168 + _t744] == L[1])):
            _t745.append(_st_cvars[_t744])
    return _t745

# <rulerun evolution.rules: convert_fat #319 93cc60cc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t747 = []
    for _t746 in st.zones[(9 + _owner756[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t746] == L[1]) or (_st_cvars[168 + _t746] == L[1])):
            _t747.append(_t746)
    return _t747

# <rulerun evolution.rules: convert_fat #320 c2ef7785>
def _loop(st, L):
    _st_cvars = st.cvars
    _t749 = 0
    for _t748 in st.zones[(9 + _owner758[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t748] == L[1]):
            _t749 += (1 if ((_st_cvars[_t748] == 'carnivorous') or (_st_cvars[_t748] == 'high_body_weight')) else (2 if (_st_cvars[_t748] == 'parasite') else 0))
    return _t749

# <rulerun evolution.rules: convert_fat #321 9dd8f783>
def _loop(st, L):
    _st_cvars = st.cvars
    _t751 = 0
    for _t750 in st.zones[(9 + _owner760[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t750] == L[1]) and (_st_cvars[_t750] == 'fat_tissue')) and _st_cvars[252 + _t750]):
            _t751 += 1
    return _t751

# <rulerun evolution.rules: convert_fat #322 6a7a4eda>
def _loop(st, L):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + _owner762[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t752] == L[1]) and (_st_cvars[_t752] == 'fat_tissue')):
            _t753 += 1
    return _t753

# <rulerun evolution.rules: convert_fat #323 5aae3473>
def _loop(st, L):
    _st_cvars = st.cvars
    _t755 = 0
    for _t754 in st.zones[(9 + _owner764[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t754] == L[1]) and (_st_cvars[_t754] == 'fat_tissue')):
            _t755 += 1
    return _t755

# <rulerun evolution.rules: convert_fat #324 85b9cdaa>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain750(_text751(((((('animal ' + _plain750(_st_cvars[420 + L[1]]) + ' of ' + _player_text752(_owner753[st.loc[L[1]]])) + (_text751(' ' + _plain750(_a755(st, L))) if (not not (_a757(st, L) or ())) else '')) + (' food ' + _plain750(_st_cvars[504 + L[1]]) + '/' + _plain750((1 + _a759(st, L))))) + ((' fat ' + _plain750(_a761(st, L)) + '/' + _plain750(_a763(st, L))) if (_a765(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 68177352>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t757 = 0
    for _t756 in st.zones[(9 + _owner767[st.loc[_l1]])]:
        if (((_st_cvars[84 + _t756] == _l1) and (_st_cvars[_t756] == 'fat_tissue')) and _st_cvars[252 + _t756]):
            _t757 += 1
    return _t757

# <rulerun evolution.rules: convert_fat #326 1d32dc66>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t759 = 0
    for _t758 in st.zones[(9 + _owner769[st.loc[_l1]])]:
        if (_st_cvars[84 + _t758] == _l1):
            _t759 += (1 if ((_st_cvars[_t758] == 'carnivorous') or (_st_cvars[_t758] == 'high_body_weight')) else (2 if (_st_cvars[_t758] == 'parasite') else 0))
    return _t759

# <rulerun evolution.rules: convert_fat #327 38fee6ad>
def _native(st, L):
    return _range766(1, min(_a768(st, L), (_t760 if -1000000000000000000 <= (_t760 := ((1 + _a770(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond771(_t760))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 56322a2f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t762 = 0
    for _t761 in st.zones[(9 + _owner772[st.loc[_l0]])]:
        if (_st_cvars[84 + _t761] == _l0):
            _t762 += (1 if ((_st_cvars[_t761] == 'carnivorous') or (_st_cvars[_t761] == 'high_body_weight')) else (2 if (_st_cvars[_t761] == 'parasite') else 0))
    return _t762

# <rulerun evolution.rules: receive #330 586df437>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t764 = 0
    for _t763 in st.zones[(9 + _owner774[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t763] == _l0) and (_st_cvars[_t763] == 'fat_tissue')) and _st_cvars[252 + _t763]):
            _t764 += 1
    return _t764

# <rulerun evolution.rules: receive #331 4b078181>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t766 = 0
    for _t765 in st.zones[(9 + _owner776[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t765] == _l0) and (_st_cvars[_t765] == 'fat_tissue')):
            _t766 += 1
    return _t766

# <rulerun evolution.rules: receive #332 b87098cf>
def _loop(st, _t768):
    _st_cvars = st.cvars
    _t771 = 0
    for _t770 in st.zones[(9 + _owner780[st.loc[_st_cvars[84 + _t768]]])]:
        if (_st_cvars[84 + _t770] == _st_cvars[84 + _t768]):
            _t771 += (1 if ((_st_cvars[_t770] == 'carnivorous') or (_st_cvars[_t770] == 'high_body_weight')) else (2 if (_st_cvars[_t770] == 'parasite') else 0))
    return _t771

# <rulerun evolution.rules: receive #333 81d06c2f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t767 = st.zones[(9 + _owner778[st.loc[_l0]])]
    st.budget -= len(_t767)
    if st.budget < 0: _spent779(st)
    for _t768 in _t767:
        if (((_st_cvars[_t768] == 'symbiosis') and (_st_cvars[168 + _t768] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t768]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t768]] >= (_memo6[_st_cvars[84 + _t768]] if _st_cvars[84 + _t768] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t768], (1 + _a781(st, _t768)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 42fe053a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a773(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a775(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a777(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a782(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t772 if -1000000000000000000 <= (_t772 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond783(_t772))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text788(_audience784(st), [_PlayerRef786(_owner785[st.loc[_l0]]), "'s animal ", _plain787(_st_cvars[420 + _l0]), ' cannot take the ', _plain787(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 4e9bfc1a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + _owner790[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t773] == L[2]):
            _t774 += (1 if ((_st_cvars[_t773] == 'carnivorous') or (_st_cvars[_t773] == 'high_body_weight')) else (2 if (_st_cvars[_t773] == 'parasite') else 0))
    return _t774

# <rulerun evolution.rules: receive #336 8c1497f8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t779 = 0
    for _t778 in st.zones[(9 + _owner795[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t778] == L[2]) and (_st_cvars[_t778] == 'fat_tissue')) and _st_cvars[252 + _t778]):
            _t779 += 1
    return _t779

# <rulerun evolution.rules: receive #337 c283895d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t781 = 0
    for _t780 in st.zones[(9 + _owner797[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t780] == L[2]) and (_st_cvars[_t780] == 'fat_tissue')):
            _t781 += 1
    return _t781

# <rulerun evolution.rules: receive #338 a92ade31>
def _loop(st, L):
    _st_cvars = st.cvars
    _t784 = 0
    for _t783 in st.zones[(9 + _owner801[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t783] == L[2]):
            _t784 += (1 if ((_st_cvars[_t783] == 'carnivorous') or (_st_cvars[_t783] == 'high_body_weight')) else (2 if (_st_cvars[_t783] == 'parasite') else 0))
    return _t784

# <rulerun evolution.rules: receive #339 c6159452>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value789(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a791(st, L)))))):
        _t776 = L[2]
        _t775 = None
        for _t777 in st.zones[(9 + _owner792[st.loc[L[2]]])]:
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
        if _st_log is not None: _st_log.append(_Text799(_audience793(st), ['  animal ', _plain794(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain794((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a796(st, L)))), '/', _plain794((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a798(st, L)))), ')']))
    else:
        _st_cvars[504 + L[2]] = (_t782 if -1000000000000000000 <= (_t782 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond800(_t782))
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()
        if _st_log is not None: _st_log.append(_Text799(_audience793(st), ['  animal ', _plain794(_st_cvars[420 + L[2]]), ' has food ', _plain794(_st_cvars[504 + L[2]]), '/', _plain794((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a802(st, L)))))]))

# <rulerun evolution.rules: receive #340 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #341 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: paired_triggers #342 e6a42fbf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t789 = 0
    for _t788 in st.zones[(9 + _owner806[st.loc[_l0]])]:
        if (_st_cvars[84 + _t788] == _l0):
            _t789 += (1 if ((_st_cvars[_t788] == 'carnivorous') or (_st_cvars[_t788] == 'high_body_weight')) else (2 if (_st_cvars[_t788] == 'parasite') else 0))
    return _t789

# <rulerun evolution.rules: paired_triggers #343 029f01d7>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t791 = 0
    for _t790 in st.zones[(9 + _owner808[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t790] == _l0) and (_st_cvars[_t790] == 'fat_tissue')) and _st_cvars[252 + _t790]):
            _t791 += 1
    return _t791

# <rulerun evolution.rules: paired_triggers #344 efbec1cd>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t793 = 0
    for _t792 in st.zones[(9 + _owner810[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t792] == _l0) and (_st_cvars[_t792] == 'fat_tissue')):
            _t793 += 1
    return _t793

# <rulerun evolution.rules: paired_triggers #345 b5e52243>
def _loop(st, _t795):
    _st_cvars = st.cvars
    _t798 = 0
    for _t797 in st.zones[(9 + _owner814[st.loc[_st_cvars[84 + _t795]]])]:
        if (_st_cvars[84 + _t797] == _st_cvars[84 + _t795]):
            _t798 += (1 if ((_st_cvars[_t797] == 'carnivorous') or (_st_cvars[_t797] == 'high_body_weight')) else (2 if (_st_cvars[_t797] == 'parasite') else 0))
    return _t798

# <rulerun evolution.rules: paired_triggers #346 44faa1c1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t794 = st.zones[(9 + _owner812[st.loc[_l0]])]
    st.budget -= len(_t794)
    if st.budget < 0: _spent813(st)
    for _t795 in _t794:
        if (((_st_cvars[_t795] == 'symbiosis') and (_st_cvars[168 + _t795] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t795]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t795]] >= (1 + _a815(st, _t795)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 89e72e8c>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent805(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a807(st, L))) and (_a809(st, L) >= _a811(st, L))))) and (not _a816(st, L)))

# <rulerun evolution.rules: paired_triggers #348 e007a05d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t786 = st.zones[(9 + _owner803[st.loc[_l0]])]
    st.budget -= len(_t786)
    if st.budget < 0: _spent804(st)
    _t785 = []
    for _t787 in _t786:
        if (((_st_cvars[336 + _t787] != _st_vars[4]) and ((_st_cvars[84 + _t787] == _l0) or (_st_cvars[168 + _t787] == _l0))) and (((((_st_cvars[_t787] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d817(st, [(_st_cvars[168 + _t787] if (_st_cvars[84 + _t787] == _l0) else _st_cvars[84 + _t787])])) or ((_st_cvars[_t787] == 'cooperation') and _d817(st, [(_st_cvars[168 + _t787] if (_st_cvars[84 + _t787] == _l0) else _st_cvars[84 + _t787])])))):
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

# <rulerun evolution.rules: paired_triggers #350 6becd4af>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t799 if -1000000000000000000 <= (_t799 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond818(_t799))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text821(_audience819(st), ['Communication: animal ', _plain820(st.cvars[420 + L[4]]), ' takes a red token from the food base (', _plain820(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: paired_triggers #351 47a54f5e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text824(_audience822(st), ['Cooperation: animal ', _plain823(st.cvars[420 + L[4]]), ' receives a blue token']))

# <rulerun evolution.rules: paired_triggers #352 bb845a89>
def _native(st, L):
    return True

# <rulerun evolution.rules: paired_triggers #353 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: paired_triggers #354 ac294f3e>
def _native(st, L):
    return _owner825[st.loc[L[0]]]

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

# <rulerun evolution.rules: piracy #360 a2bae75a>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _st_cvars[756 + _l1] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + _l2] = (_t800 if -1000000000000000000 <= (_t800 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond826(_t800))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text831(_audience827(st), ['Piracy: ', _PlayerRef828(L[0]), "'s animal ", _plain829(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef828(_owner830[st.loc[_l2]]), "'s animal ", _plain829(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 e8ed695d>
def _loop(st, _t803):
    _st_cvars = st.cvars
    for _t804 in st.zones[(9 + _owner833[st.loc[_t803]])]:
        if ((_st_cvars[84 + _t804] == _t803) and (_st_cvars[_t804] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 8d772d16>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t807 = 0
    for _t806 in st.zones[(9 + _owner835[st.loc[_t803]])]:
        if (_st_cvars[84 + _t806] == _t803):
            _t807 += (1 if ((_st_cvars[_t806] == 'carnivorous') or (_st_cvars[_t806] == 'high_body_weight')) else (2 if (_st_cvars[_t806] == 'parasite') else 0))
    return _t807

# <rulerun evolution.rules: piracy #363 b2c79f56>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t809 = 0
    for _t808 in st.zones[(9 + _owner837[st.loc[_t803]])]:
        if (_st_cvars[84 + _t808] == _t803):
            _t809 += (1 if ((_st_cvars[_t808] == 'carnivorous') or (_st_cvars[_t808] == 'high_body_weight')) else (2 if (_st_cvars[_t808] == 'parasite') else 0))
    return _t809

# <rulerun evolution.rules: piracy #364 db815757>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + _owner839[st.loc[_t803]])]:
        if (((_st_cvars[84 + _t810] == _t803) and (_st_cvars[_t810] == 'fat_tissue')) and _st_cvars[252 + _t810]):
            _t811 += 1
    return _t811

# <rulerun evolution.rules: piracy #365 c0152a2f>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + _owner841[st.loc[_t803]])]:
        if ((_st_cvars[84 + _t812] == _t803) and (_st_cvars[_t812] == 'fat_tissue')):
            _t813 += 1
    return _t813

# <rulerun evolution.rules: piracy #366 95e3c4b0>
def _loop(st, _t815):
    _st_cvars = st.cvars
    _t818 = 0
    for _t817 in st.zones[(9 + _owner845[st.loc[_st_cvars[84 + _t815]]])]:
        if (_st_cvars[84 + _t817] == _st_cvars[84 + _t815]):
            _t818 += (1 if ((_st_cvars[_t817] == 'carnivorous') or (_st_cvars[_t817] == 'high_body_weight')) else (2 if (_st_cvars[_t817] == 'parasite') else 0))
    return _t818

# <rulerun evolution.rules: piracy #367 6e449395>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t814 = st.zones[(9 + _owner843[st.loc[_t803]])]
    st.budget -= len(_t814)
    if st.budget < 0: _spent844(st)
    for _t815 in _t814:
        if (((_st_cvars[_t815] == 'symbiosis') and (_st_cvars[168 + _t815] == _t803)) and (not ((_st_cvars[924 + _st_cvars[84 + _t815]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t815]] >= (1 + _a846(st, _t815)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 7be76da0>
def _loop(st, _t820):
    _st_cvars = st.cvars
    _t823 = 0
    for _t822 in st.zones[(9 + _owner851[st.loc[_t820]])]:
        if (_st_cvars[84 + _t822] == _t820):
            _t823 += (1 if ((_st_cvars[_t822] == 'carnivorous') or (_st_cvars[_t822] == 'high_body_weight')) else (2 if (_st_cvars[_t822] == 'parasite') else 0))
    return _t823

# <rulerun evolution.rules: piracy #369 1f21cf5c>
def _loop(st, _t803):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t819 = (list(_chain848(map(st.zones.__getitem__, _k849))) or ())
    st.budget -= len(_t819)
    if st.budget < 0: _spent850(st)
    for _t820 in _t819:
        if ((_t820 != _t803) and ((not ((_st_cvars[924 + _t820] == _st_vars[0]) or (_st_cvars[504 + _t820] >= (1 + _a852(st, _t820))))) and (_st_cvars[504 + _t820] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 55fab335>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t802 = st.zones[(5 + L[0])]
    st.budget -= len(_t802)
    if st.budget < 0: _spent832(st)
    _t801 = []
    for _t803 in _t802:
        if ((((_a834(st, _t803) and (_st_cvars[756 + _t803] != _st_vars[0])) and (not ((_st_cvars[924 + _t803] == _st_vars[0]) or (_st_cvars[504 + _t803] >= (1 + _a836(st, _t803)))))) and ((not ((_st_cvars[924 + _t803] == _st_vars[0]) or ((_st_cvars[504 + _t803] >= (1 + _a838(st, _t803))) and (_a840(st, _t803) >= _a842(st, _t803))))) and (not _a847(st, _t803)))) and _a853(st, _t803)):
            _t801.append(_t803)
    return _t801

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 0b69ebcd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t825 = []
    for _t824 in st.zones[(9 + _owner858[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t824] == L[1]) or (_st_cvars[168 + _t824] == L[1])):
            _t825.append(_st_cvars[_t824])
    return _t825

# <rulerun evolution.rules: piracy #373 88076a3b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t827 = []
    for _t826 in st.zones[(9 + _owner860[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t826] == L[1]) or (_st_cvars[168 + _t826] == L[1])):
            _t827.append(_t826)
    return _t827

# <rulerun evolution.rules: piracy #374 633d7f82>
def _loop(st, L):
    _st_cvars = st.cvars
    _t829 = 0
    for _t828 in st.zones[(9 + _owner862[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t828] == L[1]):
            _t829 += (1 if ((_st_cvars[_t828] == 'carnivorous') or (_st_cvars[_t828] == 'high_body_weight')) else (2 if (_st_cvars[_t828] == 'parasite') else 0))
    return _t829

# <rulerun evolution.rules: piracy #375 ed46474d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t831 = 0
    for _t830 in st.zones[(9 + _owner864[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t830] == L[1]) and (_st_cvars[_t830] == 'fat_tissue')) and _st_cvars[252 + _t830]):
            _t831 += 1
    return _t831

# <rulerun evolution.rules: piracy #376 487eec71>
def _loop(st, L):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + _owner866[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t832] == L[1]) and (_st_cvars[_t832] == 'fat_tissue')):
            _t833 += 1
    return _t833

# <rulerun evolution.rules: piracy #377 d1c74de7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t835 = 0
    for _t834 in st.zones[(9 + _owner868[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t834] == L[1]) and (_st_cvars[_t834] == 'fat_tissue')):
            _t835 += 1
    return _t835

# <rulerun evolution.rules: piracy #378 df1a93d7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain854(_text855(((((('animal ' + _plain854(_st_cvars[420 + L[1]]) + ' of ' + _player_text856(_owner857[st.loc[L[1]]])) + (_text855(' ' + _plain854(_a859(st, L))) if (not not (_a861(st, L) or ())) else '')) + (' food ' + _plain854(_st_cvars[504 + L[1]]) + '/' + _plain854((1 + _a863(st, L))))) + ((' fat ' + _plain854(_a865(st, L)) + '/' + _plain854(_a867(st, L))) if (_a869(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 3700c91d>
def _loop(st, _t838):
    _st_cvars = st.cvars
    _t840 = 0
    for _t839 in st.zones[(9 + _owner873[st.loc[_t838]])]:
        if (_st_cvars[84 + _t839] == _t838):
            _t840 += (1 if ((_st_cvars[_t839] == 'carnivorous') or (_st_cvars[_t839] == 'high_body_weight')) else (2 if (_st_cvars[_t839] == 'parasite') else 0))
    return _t840

# <rulerun evolution.rules: piracy #380 10ef3773>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t837 = (list(_chain870(map(st.zones.__getitem__, _k871))) or ())
    st.budget -= len(_t837)
    if st.budget < 0: _spent872(st)
    _t836 = []
    for _t838 in _t837:
        if ((_t838 != _l1) and ((not ((_st_cvars[924 + _t838] == _st_vars[0]) or (_st_cvars[504 + _t838] >= (1 + _a874(st, _t838))))) and (_st_cvars[504 + _t838] > 0))):
            _t836.append(_t838)
    return _t836

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 0287442d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t842 = []
    for _t841 in st.zones[(9 + _owner879[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t841] == L[2]) or (_st_cvars[168 + _t841] == L[2])):
            _t842.append(_st_cvars[_t841])
    return _t842

# <rulerun evolution.rules: piracy #383 ec4d183f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t844 = []
    for _t843 in st.zones[(9 + _owner881[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t843] == L[2]) or (_st_cvars[168 + _t843] == L[2])):
            _t844.append(_t843)
    return _t844

# <rulerun evolution.rules: piracy #384 28ead8ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t846 = 0
    for _t845 in st.zones[(9 + _owner883[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t845] == L[2]):
            _t846 += (1 if ((_st_cvars[_t845] == 'carnivorous') or (_st_cvars[_t845] == 'high_body_weight')) else (2 if (_st_cvars[_t845] == 'parasite') else 0))
    return _t846

# <rulerun evolution.rules: piracy #385 8a85b892>
def _loop(st, L):
    _st_cvars = st.cvars
    _t848 = 0
    for _t847 in st.zones[(9 + _owner885[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t847] == L[2]) and (_st_cvars[_t847] == 'fat_tissue')) and _st_cvars[252 + _t847]):
            _t848 += 1
    return _t848

# <rulerun evolution.rules: piracy #386 b5bf14d5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t850 = 0
    for _t849 in st.zones[(9 + _owner887[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t849] == L[2]) and (_st_cvars[_t849] == 'fat_tissue')):
            _t850 += 1
    return _t850

# <rulerun evolution.rules: piracy #387 f2cb0247>
def _loop(st, L):
    _st_cvars = st.cvars
    _t852 = 0
    for _t851 in st.zones[(9 + _owner889[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t851] == L[2]) and (_st_cvars[_t851] == 'fat_tissue')):
            _t852 += 1
    return _t852

# <rulerun evolution.rules: piracy #388 7639829e>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain875(_text876(((((('animal ' + _plain875(_st_cvars[420 + L[2]]) + ' of ' + _player_text877(_owner878[st.loc[L[2]]])) + (_text876(' ' + _plain875(_a880(st, L))) if (not not (_a882(st, L) or ())) else '')) + (' food ' + _plain875(_st_cvars[504 + L[2]]) + '/' + _plain875((1 + _a884(st, L))))) + ((' fat ' + _plain875(_a886(st, L)) + '/' + _plain875(_a888(st, L))) if (_a890(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: piracy #389 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: piracy #390 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: grazing #391 bd91dd15>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t853 if -1000000000000000000 <= (_t853 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond891(_t853))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text895(_audience892(st), ['Grazing: ', _PlayerRef893(L[0]), "'s animal ", _plain894(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain894(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 965fae5d>
def _loop(st, _t856):
    _st_cvars = st.cvars
    for _t857 in st.zones[(9 + _owner897[st.loc[_t856]])]:
        if ((_st_cvars[84 + _t857] == _t856) and (_st_cvars[_t857] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 b3a1b6e9>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t855 = st.zones[(5 + L[0])]
    st.budget -= len(_t855)
    if st.budget < 0: _spent896(st)
    _t854 = []
    for _t856 in _t855:
        if ((_a898(st, _t856) and (_st_cvars[840 + _t856] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t854.append(_t856)
    return _t854

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 ce07b1b3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t860 = []
    for _t859 in st.zones[(9 + _owner903[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t859] == L[1]) or (_st_cvars[168 + _t859] == L[1])):
            _t860.append(_st_cvars[_t859])
    return _t860

# <rulerun evolution.rules: grazing #396 dad9c5b0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t862 = []
    for _t861 in st.zones[(9 + _owner905[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t861] == L[1]) or (_st_cvars[168 + _t861] == L[1])):
            _t862.append(_t861)
    return _t862

# <rulerun evolution.rules: grazing #397 3dccad92>
def _loop(st, L):
    _st_cvars = st.cvars
    _t864 = 0
    for _t863 in st.zones[(9 + _owner907[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t863] == L[1]):
            _t864 += (1 if ((_st_cvars[_t863] == 'carnivorous') or (_st_cvars[_t863] == 'high_body_weight')) else (2 if (_st_cvars[_t863] == 'parasite') else 0))
    return _t864

# <rulerun evolution.rules: grazing #398 b9cd616a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t866 = 0
    for _t865 in st.zones[(9 + _owner909[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t865] == L[1]) and (_st_cvars[_t865] == 'fat_tissue')) and _st_cvars[252 + _t865]):
            _t866 += 1
    return _t866

# <rulerun evolution.rules: grazing #399 b8cb834c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t868 = 0
    for _t867 in st.zones[(9 + _owner911[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t867] == L[1]) and (_st_cvars[_t867] == 'fat_tissue')):
            _t868 += 1
    return _t868

# <rulerun evolution.rules: grazing #400 38e02e56>
def _loop(st, L):
    _st_cvars = st.cvars
    _t870 = 0
    for _t869 in st.zones[(9 + _owner913[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t869] == L[1]) and (_st_cvars[_t869] == 'fat_tissue')):
            _t870 += 1
    return _t870

# <rulerun evolution.rules: grazing #401 69068151>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain899(_text900(((((('animal ' + _plain899(_st_cvars[420 + L[1]]) + ' of ' + _player_text901(_owner902[st.loc[L[1]]])) + (_text900(' ' + _plain899(_a904(st, L))) if (not not (_a906(st, L) or ())) else '')) + (' food ' + _plain899(_st_cvars[504 + L[1]]) + '/' + _plain899((1 + _a908(st, L))))) + ((' fat ' + _plain899(_a910(st, L)) + '/' + _plain899(_a912(st, L))) if (_a914(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 025955b7>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _st_cvars[924 + _l1] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text918(_audience915(st), ['Hibernation: ', _PlayerRef916(L[0]), "'s animal ", _plain917(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 b2f0a6a4>
def _loop(st, _t873):
    _st_cvars = st.cvars
    for _t874 in st.zones[(9 + _owner920[st.loc[_t873]])]:
        if ((_st_cvars[84 + _t874] == _t873) and (_st_cvars[_t874] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 64ce99f8>
def _loop(st, _t873):
    _st_cvars = st.cvars
    _t877 = 0
    for _t876 in st.zones[(9 + _owner922[st.loc[_t873]])]:
        if (_st_cvars[84 + _t876] == _t873):
            _t877 += (1 if ((_st_cvars[_t876] == 'carnivorous') or (_st_cvars[_t876] == 'high_body_weight')) else (2 if (_st_cvars[_t876] == 'parasite') else 0))
    return _t877

# <rulerun evolution.rules: hibernation #405 9e372cb2>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t872 = st.zones[(5 + L[0])]
    st.budget -= len(_t872)
    if st.budget < 0: _spent919(st)
    _t871 = []
    for _t873 in _t872:
        if ((((_a921(st, _t873) and (_st_cvars[924 + _t873] != _st_vars[0])) and (_st_cvars[924 + _t873] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t873] == _st_vars[0]) or (_st_cvars[504 + _t873] >= (1 + _a923(st, _t873)))))):
            _t871.append(_t873)
    return _t871

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 0ba20e48>
def _loop(st, L):
    _st_cvars = st.cvars
    _t879 = []
    for _t878 in st.zones[(9 + _owner928[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t878] == L[1]) or (_st_cvars[168 + _t878] == L[1])):
            _t879.append(_st_cvars[_t878])
    return _t879

# <rulerun evolution.rules: hibernation #408 263181fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t881 = []
    for _t880 in st.zones[(9 + _owner930[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t880] == L[1]) or (_st_cvars[168 + _t880] == L[1])):
            _t881.append(_t880)
    return _t881

# <rulerun evolution.rules: hibernation #409 87ee3a3b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t883 = 0
    for _t882 in st.zones[(9 + _owner932[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t882] == L[1]):
            _t883 += (1 if ((_st_cvars[_t882] == 'carnivorous') or (_st_cvars[_t882] == 'high_body_weight')) else (2 if (_st_cvars[_t882] == 'parasite') else 0))
    return _t883

# <rulerun evolution.rules: hibernation #410 3c14d5df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t885 = 0
    for _t884 in st.zones[(9 + _owner934[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t884] == L[1]) and (_st_cvars[_t884] == 'fat_tissue')) and _st_cvars[252 + _t884]):
            _t885 += 1
    return _t885

# <rulerun evolution.rules: hibernation #411 a941432f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t887 = 0
    for _t886 in st.zones[(9 + _owner936[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t886] == L[1]) and (_st_cvars[_t886] == 'fat_tissue')):
            _t887 += 1
    return _t887

# <rulerun evolution.rules: hibernation #412 6e7b2c7e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + _owner938[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t888] == L[1]) and (_st_cvars[_t888] == 'fat_tissue')):
            _t889 += 1
    return _t889

# <rulerun evolution.rules: hibernation #413 8e521f93>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain924(_text925(((((('animal ' + _plain924(_st_cvars[420 + L[1]]) + ' of ' + _player_text926(_owner927[st.loc[L[1]]])) + (_text925(' ' + _plain924(_a929(st, L))) if (not not (_a931(st, L) or ())) else '')) + (' food ' + _plain924(_st_cvars[504 + L[1]]) + '/' + _plain924((1 + _a933(st, L))))) + ((' fat ' + _plain924(_a935(st, L)) + '/' + _plain924(_a937(st, L))) if (_a939(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 1ba65ee3>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t893 in st.zones[(9 + _owner941[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t893] == _t892) and (_st_cvars[_t893] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 3147757d>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t896 = 0
    for _t895 in st.zones[(9 + _owner943[st.loc[_t892]])]:
        if (_st_cvars[84 + _t895] == _t892):
            _t896 += (1 if ((_st_cvars[_t895] == 'carnivorous') or (_st_cvars[_t895] == 'high_body_weight')) else (2 if (_st_cvars[_t895] == 'parasite') else 0))
    return _t896

# <rulerun evolution.rules: attack_action #416 42cfbbab>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t898 = 0
    for _t897 in st.zones[(9 + _owner945[st.loc[_t892]])]:
        if (((_st_cvars[84 + _t897] == _t892) and (_st_cvars[_t897] == 'fat_tissue')) and _st_cvars[252 + _t897]):
            _t898 += 1
    return _t898

# <rulerun evolution.rules: attack_action #417 bbf359aa>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _t900 = 0
    for _t899 in st.zones[(9 + _owner947[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t899] == _t892) and (_st_cvars[_t899] == 'fat_tissue')):
            _t900 += 1
    return _t900

# <rulerun evolution.rules: attack_action #418 25ae05b4>
def _loop(st, _t902):
    _st_cvars = st.cvars
    _t905 = 0
    for _t904 in st.zones[(9 + _owner951[st.loc[_st_cvars[84 + _t902]]])]:
        if (_st_cvars[84 + _t904] == _st_cvars[84 + _t902]):
            _t905 += (1 if ((_st_cvars[_t904] == 'carnivorous') or (_st_cvars[_t904] == 'high_body_weight')) else (2 if (_st_cvars[_t904] == 'parasite') else 0))
    return _t905

# <rulerun evolution.rules: attack_action #419 3f34f1d6>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t901 = st.zones[(9 + _owner949[st.loc[_t892]])]
    st.budget -= len(_t901)
    if st.budget < 0: _spent950(st)
    for _t902 in _t901:
        if (((_st_cvars[_t902] == 'symbiosis') and (_st_cvars[168 + _t902] == _t892)) and (not ((_st_cvars[924 + _st_cvars[84 + _t902]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t902]] >= (1 + _a952(st, _t902)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 f70e577b>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t909 in st.zones[(9 + _owner957[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t909] == _t907) and (_st_cvars[_t909] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 acf77050>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t911 in st.zones[(9 + _owner959[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t911] == _t892) and (_st_cvars[_t911] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 78f1cf4b>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t914 in st.zones[(9 + _owner961[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t914] == _t907) and (_st_cvars[_t914] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 5fd8f5c2>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t916 in st.zones[(9 + _owner963[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t916] == _t892) and (_st_cvars[_t916] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 f81455b4>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t919 in st.zones[(9 + _owner965[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t919] == _t907) and (_st_cvars[_t919] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 107e1055>
def _loop(st, _t892):
    _st_cvars = st.cvars
    for _t921 in st.zones[(9 + _owner967[st.loc[_t892]])]:
        if ((_st_cvars[84 + _t921] == _t892) and (_st_cvars[_t921] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 fc0f2e1b>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t924 in st.zones[(9 + _owner969[st.loc[_t907]])]:
        if ((_st_cvars[84 + _t924] == _t907) and (_st_cvars[_t924] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 9e204c47>
def _loop(st, _t907):
    _st_cvars = st.cvars
    _t927 = 0
    for _t926 in st.zones[(9 + _owner971[st.loc[_t907]])]:
        if (_st_cvars[84 + _t926] == _t907):
            _t927 += (1 if ((_st_cvars[_t926] == 'carnivorous') or (_st_cvars[_t926] == 'high_body_weight')) else (2 if (_st_cvars[_t926] == 'parasite') else 0))
    return _t927

# <rulerun evolution.rules: attack_action #428 3c36d0f6>
def _loop(st, _t907):
    _st_cvars = st.cvars
    for _t928 in st.zones[(9 + _owner973[st.loc[_t907]])]:
        if ((_st_cvars[_t928] == 'symbiosis') and (_st_cvars[168 + _t928] == _t907)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 62501e37>
def _loop(st, _t892):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t906 = (list(_chain954(map(st.zones.__getitem__, _k955))) or ())
    st.budget -= len(_t906)
    if st.budget < 0: _spent956(st)
    _t913 = _NOT_YET
    _t918 = _NOT_YET
    _t923 = _NOT_YET
    for _t907 in _t906:
        if ((((((_t892 != _t907) and ((not _a958(st, _t907)) or (_t913 if _t913 is not _NOT_YET else (_t913 := _a960(st, _t892))))) and ((not _a962(st, _t907)) or (_t918 if _t918 is not _NOT_YET else (_t918 := _a964(st, _t892))))) and (_a966(st, _t907) == (_t923 if _t923 is not _NOT_YET else (_t923 := _a968(st, _t892))))) and (not (_a970(st, _t907) and ((_st_cvars[924 + _t907] == _st_vars[0]) or (_st_cvars[504 + _t907] >= (1 + _a972(st, _t907))))))) and (not _a974(st, _t907))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 b5932892>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t891 = st.zones[(5 + L[0])]
    st.budget -= len(_t891)
    if st.budget < 0: _spent940(st)
    _t890 = []
    for _t892 in _t891:
        if (((_a942(st, _t892) and (_st_cvars[672 + _t892] != _st_vars[0])) and ((not ((_st_cvars[924 + _t892] == _st_vars[0]) or ((_st_cvars[504 + _t892] >= (1 + _a944(st, _t892))) and (_a946(st, _t892) >= _a948(st, _t892))))) and (not _a953(st, _t892)))) and _a975(st, _t892)):
            _t890.append(_t892)
    return _t890

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 c77ca581>
def _loop(st, L):
    _st_cvars = st.cvars
    _t931 = []
    for _t930 in st.zones[(9 + _owner980[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t930] == L[1]) or (_st_cvars[168 + _t930] == L[1])):
            _t931.append(_st_cvars[_t930])
    return _t931

# <rulerun evolution.rules: attack_action #433 bfb278f9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t933 = []
    for _t932 in st.zones[(9 + _owner982[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t932] == L[1]) or (_st_cvars[168 + _t932] == L[1])):
            _t933.append(_t932)
    return _t933

# <rulerun evolution.rules: attack_action #434 1a75da51>
def _loop(st, L):
    _st_cvars = st.cvars
    _t935 = 0
    for _t934 in st.zones[(9 + _owner984[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t934] == L[1]):
            _t935 += (1 if ((_st_cvars[_t934] == 'carnivorous') or (_st_cvars[_t934] == 'high_body_weight')) else (2 if (_st_cvars[_t934] == 'parasite') else 0))
    return _t935

# <rulerun evolution.rules: attack_action #435 7fa52c18>
def _loop(st, L):
    _st_cvars = st.cvars
    _t937 = 0
    for _t936 in st.zones[(9 + _owner986[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t936] == L[1]) and (_st_cvars[_t936] == 'fat_tissue')) and _st_cvars[252 + _t936]):
            _t937 += 1
    return _t937

# <rulerun evolution.rules: attack_action #436 6c155a50>
def _loop(st, L):
    _st_cvars = st.cvars
    _t939 = 0
    for _t938 in st.zones[(9 + _owner988[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t938] == L[1]) and (_st_cvars[_t938] == 'fat_tissue')):
            _t939 += 1
    return _t939

# <rulerun evolution.rules: attack_action #437 3666707f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t941 = 0
    for _t940 in st.zones[(9 + _owner990[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t940] == L[1]) and (_st_cvars[_t940] == 'fat_tissue')):
            _t941 += 1
    return _t941

# <rulerun evolution.rules: attack_action #438 e8f32ba7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain976(_text977(((((('animal ' + _plain976(_st_cvars[420 + L[1]]) + ' of ' + _player_text978(_owner979[st.loc[L[1]]])) + (_text977(' ' + _plain976(_a981(st, L))) if (not not (_a983(st, L) or ())) else '')) + (' food ' + _plain976(_st_cvars[504 + L[1]]) + '/' + _plain976((1 + _a985(st, L))))) + ((' fat ' + _plain976(_a987(st, L)) + '/' + _plain976(_a989(st, L))) if (_a991(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 cf9cc985>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t945 in st.zones[(9 + _owner995[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t945] == _t944) and (_st_cvars[_t945] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 38aa553b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t947 in st.zones[(9 + _owner997[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t947] == _l1) and (_st_cvars[_t947] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 06731def>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t950 in st.zones[(9 + _owner999[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t950] == _t944) and (_st_cvars[_t950] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 13ce259d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t952 in st.zones[(9 + _owner1001[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t952] == _l1) and (_st_cvars[_t952] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 e43a0f91>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t955 in st.zones[(9 + _owner1003[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t955] == _t944) and (_st_cvars[_t955] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 c9c7c796>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t957 in st.zones[(9 + _owner1005[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t957] == _l1) and (_st_cvars[_t957] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 bee25327>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t960 in st.zones[(9 + _owner1007[st.loc[_t944]])]:
        if ((_st_cvars[84 + _t960] == _t944) and (_st_cvars[_t960] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 ecf67e26>
def _loop(st, _t944):
    _st_cvars = st.cvars
    _t963 = 0
    for _t962 in st.zones[(9 + _owner1009[st.loc[_t944]])]:
        if (_st_cvars[84 + _t962] == _t944):
            _t963 += (1 if ((_st_cvars[_t962] == 'carnivorous') or (_st_cvars[_t962] == 'high_body_weight')) else (2 if (_st_cvars[_t962] == 'parasite') else 0))
    return _t963

# <rulerun evolution.rules: attack_action #447 5d5e4feb>
def _loop(st, _t944):
    _st_cvars = st.cvars
    for _t964 in st.zones[(9 + _owner1011[st.loc[_t944]])]:
        if ((_st_cvars[_t964] == 'symbiosis') and (_st_cvars[168 + _t964] == _t944)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 26b51938>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t943 = (list(_chain992(map(st.zones.__getitem__, _k993))) or ())
    st.budget -= len(_t943)
    if st.budget < 0: _spent994(st)
    _t949 = _NOT_YET
    _t954 = _NOT_YET
    _t959 = _NOT_YET
    _t942 = []
    for _t944 in _t943:
        if ((((((_l1 != _t944) and ((not _a996(st, _t944)) or (_t949 if _t949 is not _NOT_YET else (_t949 := _a998(st, L))))) and ((not _a1000(st, _t944)) or (_t954 if _t954 is not _NOT_YET else (_t954 := _a1002(st, L))))) and (_a1004(st, _t944) == (_t959 if _t959 is not _NOT_YET else (_t959 := _a1006(st, L))))) and (not (_a1008(st, _t944) and ((_st_cvars[924 + _t944] == _st_vars[0]) or (_st_cvars[504 + _t944] >= (1 + _a1010(st, _t944))))))) and (not _a1012(st, _t944))):
            _t942.append(_t944)
    return _t942

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 d23fa144>
def _loop(st, L):
    _st_cvars = st.cvars
    _t967 = []
    for _t966 in st.zones[(9 + _owner1017[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t966] == L[2]) or (_st_cvars[168 + _t966] == L[2])):
            _t967.append(_st_cvars[_t966])
    return _t967

# <rulerun evolution.rules: attack_action #451 32a5ef86>
def _loop(st, L):
    _st_cvars = st.cvars
    _t969 = []
    for _t968 in st.zones[(9 + _owner1019[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t968] == L[2]) or (_st_cvars[168 + _t968] == L[2])):
            _t969.append(_t968)
    return _t969

# <rulerun evolution.rules: attack_action #452 0f327969>
def _loop(st, L):
    _st_cvars = st.cvars
    _t971 = 0
    for _t970 in st.zones[(9 + _owner1021[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t970] == L[2]):
            _t971 += (1 if ((_st_cvars[_t970] == 'carnivorous') or (_st_cvars[_t970] == 'high_body_weight')) else (2 if (_st_cvars[_t970] == 'parasite') else 0))
    return _t971

# <rulerun evolution.rules: attack_action #453 b201a1f5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t973 = 0
    for _t972 in st.zones[(9 + _owner1023[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t972] == L[2]) and (_st_cvars[_t972] == 'fat_tissue')) and _st_cvars[252 + _t972]):
            _t973 += 1
    return _t973

# <rulerun evolution.rules: attack_action #454 b86eda73>
def _loop(st, L):
    _st_cvars = st.cvars
    _t975 = 0
    for _t974 in st.zones[(9 + _owner1025[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t974] == L[2]) and (_st_cvars[_t974] == 'fat_tissue')):
            _t975 += 1
    return _t975

# <rulerun evolution.rules: attack_action #455 48932602>
def _loop(st, L):
    _st_cvars = st.cvars
    _t977 = 0
    for _t976 in st.zones[(9 + _owner1027[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t976] == L[2]) and (_st_cvars[_t976] == 'fat_tissue')):
            _t977 += 1
    return _t977

# <rulerun evolution.rules: attack_action #456 4427a688>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1013(_text1014(((((('animal ' + _plain1013(_st_cvars[420 + L[2]]) + ' of ' + _player_text1015(_owner1016[st.loc[L[2]]])) + (_text1014(' ' + _plain1013(_a1018(st, L))) if (not not (_a1020(st, L) or ())) else '')) + (' food ' + _plain1013(_st_cvars[504 + L[2]]) + '/' + _plain1013((1 + _a1022(st, L))))) + ((' fat ' + _plain1013(_a1024(st, L)) + '/' + _plain1013(_a1026(st, L))) if (_a1028(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[2]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[2]] else '')))))

# <rulerun evolution.rules: attack_action #457 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun evolution.rules: attack_action #458 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: hunt #459 bdb89d7d>
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
    if _st_log is not None: _st_log.append(_Text1034(_audience1029(st), [_PlayerRef1031(_owner1030[_st_loc[_l0]]), "'s animal ", _plain1032(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef1031(_owner1033[_st_loc[_l1]]), "'s animal ", _plain1032(_st_cvars[420 + _l1])]))

# <rulerun evolution.rules: hunt #460 6f7f75a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t979 = []
    for _t978 in st.zones[(9 + _owner1036[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t978] == L[2]):
            _t979.append(_st_cvars[_t978])
    return _t979

# <rulerun evolution.rules: hunt #461 349b6a5d>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t982 = []
    for _t981 in st.zones[(9 + _owner1045[st.loc[_i10l0]])]:
        if ((_st_cvars[84 + _t981] == _i10l0) or (_st_cvars[168 + _t981] == _i10l0)):
            _t982.append(_t981)
    return _t982

# <rulerun evolution.rules: hunt #462 849af61d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1035(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1035(st, 1, 0, 'attack'))
    L[4] = ('poisonous' in (_memo15[L[2]] if L[2] in _memo15 else _memo15.setdefault(L[2], frozenset(_a1037(st, L)))))
    if _st_log is not None: _st_log.append(_Text1043(_audience1038(st), [_PlayerRef1040(_owner1039[_st_loc[L[3]]]), "'s animal ", _plain1041(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1040(_owner1042[_st_loc[L[2]]]), "'s animal ", _plain1041(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = _owner1044[_st_loc[_i10l0]]
    _t983 = (_a1046(st, _i10l0) or [])
    st.budget -= len(_t983)
    if st.budget < 0: _spent1047(st)
    for _t980 in _t983:
        _i10[4] = _t980
        _i11l0 = _t980
        _i11 = [_i11l0, None]
        _i11[1] = _owner1048[_st_loc[_i11l0]]
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
        if _memo15: _memo15.clear()
        _t984 = _i11l0
        _t985 = (13 + _i11[1])
        if type(_t984) is int and _st_log is None:
            _t986 = _st_zones[(_t987 := _st_loc[_t984])]
            if _t986[-1] == _t984: _t986.pop()
            else: _t986.remove(_t984)
            _st_zones[_t985].append(_t984); _st_loc[_t984] = _t985
            _t988 = _leaving1050[_t987]
            if _memo12 and _t988 & 4096: _memo12.clear()
        elif _t984 is not None:
            _move_cards1049(st, _t984, _t985, False)
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
        _t993 = _leaving1051[_t992]
        if _memo12 and _t993 & 4096: _memo12.clear()
    elif _t989 is not None:
        _move_cards1049(st, _t989, _t990, False)
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

# <rulerun evolution.rules: hunt #463 d0c4e56c>
def _native(st, L):
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_log = st.log
    if L[4]:
        _st_cvars[588 + _l3] = True
        if _st_log is not None: _st_log.append(_Text1054(_audience1052(st), ['Animal ', _plain1053(_st_cvars[420 + _l3]), ' has eaten a poisonous animal: it will die in the extinction phase']))

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

# <rulerun evolution.rules: scavenge #470 56f9f0dd>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t998 = []
    for _t997 in st.zones[(9 + _owner1056[st.loc[_t996]])]:
        if (_st_cvars[84 + _t997] == _t996):
            _t998.append(_st_cvars[_t997])
    return _t998

# <rulerun evolution.rules: scavenge #471 995c076d>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1000 = 0
    for _t999 in st.zones[(9 + _owner1058[st.loc[_t996]])]:
        if (_st_cvars[84 + _t999] == _t996):
            _t1000 += (1 if ((_st_cvars[_t999] == 'carnivorous') or (_st_cvars[_t999] == 'high_body_weight')) else (2 if (_st_cvars[_t999] == 'parasite') else 0))
    return _t1000

# <rulerun evolution.rules: scavenge #472 5ccb4562>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1002 = 0
    for _t1001 in st.zones[(9 + _owner1060[st.loc[_t996]])]:
        if (((_st_cvars[84 + _t1001] == _t996) and (_st_cvars[_t1001] == 'fat_tissue')) and _st_cvars[252 + _t1001]):
            _t1002 += 1
    return _t1002

# <rulerun evolution.rules: scavenge #473 f76fc3ba>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _t1004 = 0
    for _t1003 in st.zones[(9 + _owner1062[st.loc[_t996]])]:
        if ((_st_cvars[84 + _t1003] == _t996) and (_st_cvars[_t1003] == 'fat_tissue')):
            _t1004 += 1
    return _t1004

# <rulerun evolution.rules: scavenge #474 d9ec99f2>
def _loop(st, _t1006):
    _st_cvars = st.cvars
    _t1009 = 0
    for _t1008 in st.zones[(9 + _owner1066[st.loc[_st_cvars[84 + _t1006]]])]:
        if (_st_cvars[84 + _t1008] == _st_cvars[84 + _t1006]):
            _t1009 += (1 if ((_st_cvars[_t1008] == 'carnivorous') or (_st_cvars[_t1008] == 'high_body_weight')) else (2 if (_st_cvars[_t1008] == 'parasite') else 0))
    return _t1009

# <rulerun evolution.rules: scavenge #475 d4a55487>
def _loop(st, _t996):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1005 = st.zones[(9 + _owner1064[st.loc[_t996]])]
    st.budget -= len(_t1005)
    if st.budget < 0: _spent1065(st)
    for _t1006 in _t1005:
        if (((_st_cvars[_t1006] == 'symbiosis') and (_st_cvars[168 + _t1006] == _t996)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1006]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1006]] >= (_memo6[_st_cvars[84 + _t1006]] if _st_cvars[84 + _t1006] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1006], (1 + _a1067(st, _t1006)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 27d587a3>
def _native(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _t995 = st.zones[(5 + L[3])]
    st.budget -= len(_t995)
    if st.budget < 0: _spent1055(st)
    _t994 = []
    for _t996 in _t995:
        if (('scavenger' in (_memo15[_t996] if _t996 in _memo15 else _memo15.setdefault(_t996, frozenset(_a1057(st, _t996))))) and ((not ((_st_cvars[924 + _t996] == _st_vars[0]) or ((_st_cvars[504 + _t996] >= (_memo6[_t996] if _t996 in _memo6 else _memo6.setdefault(_t996, (1 + _a1059(st, _t996))))) and ((_memo5[_t996] if _t996 in _memo5 else _memo5.setdefault(_t996, _a1061(st, _t996))) >= (_memo4[_t996] if _t996 in _memo4 else _memo4.setdefault(_t996, _a1063(st, _t996))))))) and (_memo14[_t996] if _t996 in _memo14 else _memo14.setdefault(_t996, (not _a1068(st, _t996)))))):
            _t994.append(_t996)
    L[4] = _t994

# <rulerun evolution.rules: scavenge #477 408224e8>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1072(_audience1069(st), ['Scavenger: ', _PlayerRef1070(L[3]), "'s animal ", _plain1071(st.cvars[420 + L[5]]), ' receives a blue token']))

# <rulerun evolution.rules: scavenge #478 e693422f>
def _native(st, L):
    return 2

# <rulerun evolution.rules: scavenge #479 d519dd5f>
def _native(st, L):
    return _o1073[L[0]]

# <rulerun evolution.rules: scavenge #480 bfef81a9>
def _native(st, L):
    return (not not (L[4] or ()))

# <rulerun evolution.rules: scavenge #481 031eb324>
def _loop(st, L):
    _t1013 = (L[4] or ())
    st.budget -= len(_t1013)
    if st.budget < 0: _spent1075(st)
    for _t1014 in _t1013:
        return _t1014
    return None

# <rulerun evolution.rules: scavenge #482 8f7e5cff>
def _native(st, L):
    _t1011 = (L[4] or ())
    st.budget -= len(_t1011)
    if st.budget < 0: _spent1074(st)
    _t1016 = _NOT_YET
    _t1010 = []
    for _t1012 in _t1011:
        if ((not False) or (_t1012 == (_t1016 if _t1016 is not _NOT_YET else (_t1016 := _a1076(st, L))))):
            _t1010.append(_t1012)
    return _t1010

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 76bbe971>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1018 = []
    for _t1017 in st.zones[(9 + _owner1081[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1017] == L[5]) or (_st_cvars[168 + _t1017] == L[5])):
            _t1018.append(_st_cvars[_t1017])
    return _t1018

# <rulerun evolution.rules: scavenge #485 bf6b56f2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1020 = []
    for _t1019 in st.zones[(9 + _owner1083[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1019] == L[5]) or (_st_cvars[168 + _t1019] == L[5])):
            _t1020.append(_t1019)
    return _t1020

# <rulerun evolution.rules: scavenge #486 447093e2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1022 = 0
    for _t1021 in st.zones[(9 + _owner1085[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t1021] == L[5]):
            _t1022 += (1 if ((_st_cvars[_t1021] == 'carnivorous') or (_st_cvars[_t1021] == 'high_body_weight')) else (2 if (_st_cvars[_t1021] == 'parasite') else 0))
    return _t1022

# <rulerun evolution.rules: scavenge #487 3b98bb55>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1024 = 0
    for _t1023 in st.zones[(9 + _owner1087[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t1023] == L[5]) and (_st_cvars[_t1023] == 'fat_tissue')) and _st_cvars[252 + _t1023]):
            _t1024 += 1
    return _t1024

# <rulerun evolution.rules: scavenge #488 c2c4e1ad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1026 = 0
    for _t1025 in st.zones[(9 + _owner1089[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1025] == L[5]) and (_st_cvars[_t1025] == 'fat_tissue')):
            _t1026 += 1
    return _t1026

# <rulerun evolution.rules: scavenge #489 9dbff29e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1028 = 0
    for _t1027 in st.zones[(9 + _owner1091[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1027] == L[5]) and (_st_cvars[_t1027] == 'fat_tissue')):
            _t1028 += 1
    return _t1028

# <rulerun evolution.rules: scavenge #490 d3cca44a>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1077(_text1078(((((('animal ' + _plain1077(_st_cvars[420 + L[5]]) + ' of ' + _player_text1079(_owner1080[st.loc[L[5]]])) + (_text1078(' ' + _plain1077(_a1082(st, L))) if (not not (_a1084(st, L) or ())) else '')) + (' food ' + _plain1077(_st_cvars[504 + L[5]]) + '/' + _plain1077((1 + _a1086(st, L))))) + ((' fat ' + _plain1077(_a1088(st, L)) + '/' + _plain1077(_a1090(st, L))) if (_a1092(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: scavenge #491 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun evolution.rules: scavenge #492 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: drop_trait #493 a0cddf6d>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    L[1] = _owner1093[_st_loc[_l0]]
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
    if _memo15: _memo15.clear()
    _t1029 = _l0
    _t1030 = (13 + L[1])
    if type(_t1029) is int and st.log is None:
        _t1031 = _st_zones[(_t1032 := _st_loc[_t1029])]
        if _t1031[-1] == _t1029: _t1031.pop()
        else: _t1031.remove(_t1029)
        _st_zones[_t1030].append(_t1029); _st_loc[_t1029] = _t1030
        _t1033 = _leaving1095[_t1032]
        if _memo12 and _t1033 & 4096: _memo12.clear()
    elif _t1029 is not None:
        _move_cards1094(st, _t1029, _t1030, False)
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

# <rulerun evolution.rules: remove_animal #494 7a51809c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1036 = []
    for _t1035 in st.zones[(9 + _owner1097[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1035] == _l0) or (_st_cvars[168 + _t1035] == _l0)):
            _t1036.append(_t1035)
    return _t1036

# <rulerun evolution.rules: remove_animal #495 eb4bdfd3>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    L[1] = _owner1096[_st_loc[_l0]]
    _t1037 = (_a1098(st, L) or [])
    st.budget -= len(_t1037)
    if st.budget < 0: _spent1099(st)
    for _t1034 in _t1037:
        L[4] = _t1034
        _i12l0 = _t1034
        _i12 = [_i12l0, None]
        _i12[1] = _owner1100[_st_loc[_i12l0]]
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
        if _memo15: _memo15.clear()
        _t1038 = _i12l0
        _t1039 = (13 + _i12[1])
        if type(_t1038) is int and _st_log is None:
            _t1040 = _st_zones[(_t1041 := _st_loc[_t1038])]
            if _t1040[-1] == _t1038: _t1040.pop()
            else: _t1040.remove(_t1038)
            _st_zones[_t1039].append(_t1038); _st_loc[_t1038] = _t1039
            _t1042 = _leaving1102[_t1041]
            if _memo12 and _t1042 & 4096: _memo12.clear()
        elif _t1038 is not None:
            _move_cards1101(st, _t1038, _t1039, False)
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
        _t1047 = _leaving1103[_t1046]
        if _memo12 and _t1047 & 4096: _memo12.clear()
    elif _t1043 is not None:
        _move_cards1101(st, _t1043, _t1044, False)
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

# <rulerun evolution.rules: deal #496 62fa0728>
def _loop(st):
    for _t1050 in (_k1110 or ()):
        if (st.vars[7 + _t1050] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 dbbe6a25>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1048 in (_k1104 or []):
        L[2] = _t1048
        _st_vars[7 + _t1048] = (6 if ((not _st_zones[(5 + _t1048)]) and (not _st_zones[(1 + _t1048)])) else (1 + len(_st_zones[(5 + _t1048)])))
    for _t1049 in (_o1105[_st_vars[1]] or []):
        L[5] = _t1049
        if _st_log is not None: _st_log.append(_Text1109(_audience1106(st), ['Cards owed to ', _PlayerRef1107(_t1049), ': ', _plain1108(_st_vars[7 + _t1049])]))
    while ((not not _st_zones[0]) and _a1111(st)):
        st.budget -= 1
        if st.budget < 0: _spent1112(st)
        for _t1052 in (_o1113[_st_vars[1]] or []):
            L[8] = _t1052
            if not (((_st_vars[7 + _t1052] > 0) and (not not _st_zones[0]))): continue
            _t1055 = _st_zones[0]
            _t1054 = (1 + _t1052)
            if _st_log is None and _t1055:
                _t1053 = _t1055.pop(); _st_zones[_t1054].append(_t1053); st.loc[_t1053] = _t1054
            elif _t1055:
                _move_cards1114(st, _t1055[-1], _t1054, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            _st_vars[7 + _t1052] = (_t1056 if -1000000000000000000 <= (_t1056 := _st_vars[7 + _t1052] - 1) <= 1000000000000000000 else _beyond1115(_t1056))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1109(_audience1106(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 d64088ba>
def _loop(st, _t1057):
    _st_cvars = st.cvars
    _t1060 = 0
    for _t1059 in st.zones[(9 + _t1057)]:
        _t1060 += (1 + (1 if ((_st_cvars[_t1059] == 'carnivorous') or (_st_cvars[_t1059] == 'high_body_weight')) else (2 if (_st_cvars[_t1059] == 'parasite') else 0)))
    return _t1060

# <rulerun evolution.rules: game_end #499 17b6bfe2>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1058 = (_k1116 or [])
    st.budget -= len(_t1058)
    if st.budget < 0: _spent1117(st)
    for _t1057 in _t1058:
        _i13[2] = _t1057
        if _st_log is not None: _st_log.append(_Text1122(_audience1118(st), [_PlayerRef1119(_t1057), ': ', _plain1120(len(_st_zones[(5 + _t1057)])), ' animals, ', _plain1120(len(_st_zones[(9 + _t1057)])), ' trait cards, ', _plain1120((_memo12[_t1057] if _t1057 in _memo12 else _memo12.setdefault(_t1057, ((2 * len(_st_zones[(5 + _t1057)])) + _a1121(st, _t1057))))), ' points; ', _plain1120(len(_st_zones[(13 + _t1057)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range1123(1, 4)
        for _t1061 in (_k1124 or []):
            _i13[6] = _t1061
            _i13[7] = _random_item1125(st, _i13[3])
            st.vars[12 + _t1061] = _i13[7]
            _i13[3] = _remove1126(st, _i13[3], _i13[7])
    _end_game1127(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 26900ad8>
def _loop(st, _t1062):
    _st_cvars = st.cvars
    _t1065 = 0
    for _t1064 in st.zones[(9 + _t1062)]:
        _t1065 += (1 + (1 if ((_st_cvars[_t1064] == 'carnivorous') or (_st_cvars[_t1064] == 'high_body_weight')) else (2 if (_st_cvars[_t1064] == 'parasite') else 0)))
    return _t1065

# <rulerun evolution.rules: final_scoring #501 82f8641c>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1063 = (_k1128 or [])
    st.budget -= len(_t1063)
    if st.budget < 0: _spent1129(st)
    for _t1062 in _t1063:
        L[2] = _t1062
        if _st_log is not None: _st_log.append(_Text1134(_audience1130(st), [_PlayerRef1131(_t1062), ': ', _plain1132(len(_st_zones[(5 + _t1062)])), ' animals, ', _plain1132(len(_st_zones[(9 + _t1062)])), ' trait cards, ', _plain1132((_memo12[_t1062] if _t1062 in _memo12 else _memo12.setdefault(_t1062, ((2 * len(_st_zones[(5 + _t1062)])) + _a1133(st, _t1062))))), ' points; ', _plain1132(len(_st_zones[(13 + _t1062)])), ' cards in the discard pile']))
    if False:
        L[3] = _range1135(1, 4)
        for _t1066 in (_k1136 or []):
            L[6] = _t1066
            L[7] = _random_item1137(st, L[3])
            st.vars[12 + _t1066] = L[7]
            L[3] = _remove1138(st, L[3], L[7])

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

# <rulerun evolution.rules: on before attack #505 28796e61>
def _loop(st, L, _t1070):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1072 = []
    for _t1071 in st.zones[(9 + _owner1141[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1071] == _l1):
            _t1072.append(_st_cvars[_t1071])
    return _t1072

# <rulerun evolution.rules: on before attack #506 bd604e9a>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1077 = []
    for _t1076 in st.zones[(9 + _owner1144[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1076] == _t1074):
            _t1077.append(_st_cvars[_t1076])
    return _t1077

# <rulerun evolution.rules: on before attack #507 0386afaa>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1079 = []
    for _t1078 in st.zones[(9 + _owner1146[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1078] == _l0):
            _t1079.append(_st_cvars[_t1078])
    return _t1079

# <rulerun evolution.rules: on before attack #508 607f6a7e>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1082 = []
    for _t1081 in st.zones[(9 + _owner1148[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1081] == _t1074):
            _t1082.append(_st_cvars[_t1081])
    return _t1082

# <rulerun evolution.rules: on before attack #509 0925ac6a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1084 = []
    for _t1083 in st.zones[(9 + _owner1150[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1083] == _l0):
            _t1084.append(_st_cvars[_t1083])
    return _t1084

# <rulerun evolution.rules: on before attack #510 fa5ae409>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1087 = []
    for _t1086 in st.zones[(9 + _owner1152[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1086] == _t1074):
            _t1087.append(_st_cvars[_t1086])
    return _t1087

# <rulerun evolution.rules: on before attack #511 863c97d8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1089 = []
    for _t1088 in st.zones[(9 + _owner1154[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1088] == _l0):
            _t1089.append(_st_cvars[_t1088])
    return _t1089

# <rulerun evolution.rules: on before attack #512 1d1d2254>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1092 = []
    for _t1091 in st.zones[(9 + _owner1156[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1091] == _t1074):
            _t1092.append(_st_cvars[_t1091])
    return _t1092

# <rulerun evolution.rules: on before attack #513 74b9102c>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    _t1094 = 0
    for _t1093 in st.zones[(9 + _owner1158[st.loc[_t1074]])]:
        if (_st_cvars[84 + _t1093] == _t1074):
            _t1094 += (1 if ((_st_cvars[_t1093] == 'carnivorous') or (_st_cvars[_t1093] == 'high_body_weight')) else (2 if (_st_cvars[_t1093] == 'parasite') else 0))
    return _t1094

# <rulerun evolution.rules: on before attack #514 382e6596>
def _loop(st, _t1074):
    _st_cvars = st.cvars
    for _t1095 in st.zones[(9 + _owner1160[st.loc[_t1074]])]:
        if ((_st_cvars[_t1095] == 'symbiosis') and (_st_cvars[168 + _t1095] == _t1074)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 b58695b1>
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
    if st.budget < 0: _spent1143(st)
    _t1080 = _NOT_YET
    _t1085 = _NOT_YET
    _t1090 = _NOT_YET
    for _t1074 in _t1073:
        if (((_t1074 != _l1) and (_t1074 != _l0)) and ((((((_l0 != _t1074) and ((not ('camouflage' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1145(st, _t1074)))))) or (_t1080 if _t1080 is not _NOT_YET else (_t1080 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1147(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1149(st, _t1074)))))) or (_t1085 if _t1085 is not _NOT_YET else (_t1085 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1151(st, L))))))))) and (('swimming' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1153(st, _t1074))))) == (_t1090 if _t1090 is not _NOT_YET else (_t1090 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1155(st, L))))))))) and (not (('burrowing' in (_memo15[_t1074] if _t1074 in _memo15 else _memo15.setdefault(_t1074, frozenset(_a1157(st, _t1074))))) and ((_st_cvars[924 + _t1074] == _st_vars[0]) or (_st_cvars[504 + _t1074] >= (_memo6[_t1074] if _t1074 in _memo6 else _memo6.setdefault(_t1074, (1 + _a1159(st, _t1074))))))))) and (not (_memo13[_t1074] if _t1074 in _memo13 else _memo13.setdefault(_t1074, _a1161(st, _t1074)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 94d1e3bb>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo15 = st.memos[15]
    L[4] = _owner1139[st.loc[_l1]]
    _t1068 = L[4]
    _t1069 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1069)
    if st.budget < 0: _spent1140(st)
    _t1097 = _NOT_YET
    _t1067 = []
    for _t1070 in _t1069:
        if (((_t1070 in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1142(st, L, _t1070))))) and ((_t1070 != 'running') or (not _l3))) and ((_t1070 != 'mimicry') or ((not _l2) and (_t1097 if _t1097 is not _NOT_YET else (_t1097 := _a1162(st, L, _t1068)))))):
            _t1067.append(_t1070)
    L[5] = _t1067
    if (not (L[5] or ())):
        return 2

# <rulerun evolution.rules: on before attack #517 8d9480b8>
def _native(st, L):
    if (L[6] is None):
        return 2

# <rulerun evolution.rules: on before attack #518 085d559e>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    L[3] = True
    if _st_log is not None: _st_log.append(_Text1166(_audience1163(st), ['Running: ', _PlayerRef1164(L[4]), "'s animal ", _plain1165(_st_cvars[420 + _l1]), ' tries to run away']))
    if (_roll1167(st, 1, 6) >= 4):
        if _st_log is not None: _st_log.append(_Text1166(_audience1163(st), ['Animal ', _plain1165(_st_cvars[420 + _l1]), ' escapes: the attack fails']))
        _cancel1168(st)
        return 2
    if _st_log is not None: _st_log.append(_Text1166(_audience1163(st), ['Animal ', _plain1165(_st_cvars[420 + _l1]), ' is caught']))

# <rulerun evolution.rules: on before attack #519 807e1c3a>
def _native(st, L):
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text1171(_audience1169(st), ['Mimicry: the attack turns from animal ', _plain1170(_st_cvars[420 + L[1]]), ' to animal ', _plain1170(_st_cvars[420 + _l7])]))
    L[1] = _l7
    _set_event_value1172(st, 1, 1, L[1])
    L[2] = True
    L[3] = False

# <rulerun evolution.rules: on before attack #520 b6706441>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text1175(_audience1173(st), ['Tail loss: animal ', _plain1174(_st_cvars[420 + L[1]]), ' drops its ', _plain1174(_st_cvars[_l8]), ' card and survives']))
    _i14l0 = _l8
    _i14 = [_i14l0, None]
    _i14[1] = _owner1176[_st_loc[_i14l0]]
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
    if _memo15: _memo15.clear()
    _t1098 = _i14l0
    _t1099 = (13 + _i14[1])
    if type(_t1098) is int and _st_log is None:
        _t1100 = _st_zones[(_t1101 := _st_loc[_t1098])]
        if _t1100[-1] == _t1098: _t1100.pop()
        else: _t1100.remove(_t1098)
        _st_zones[_t1099].append(_t1098); _st_loc[_t1098] = _t1099
        _t1102 = _leaving1178[_t1101]
        if _memo12 and _t1102 & 4096: _memo12.clear()
    elif _t1098 is not None:
        _move_cards1177(st, _t1098, _t1099, False)
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

# <rulerun evolution.rules: on before attack #521 0488dc03>
def _native(st, L):
    _cancel1179(st)
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

# <rulerun evolution.rules: on before attack #527 8815eb41>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1106 in st.zones[(9 + _owner1181[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1106] == _t1105) and (_st_cvars[_t1106] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 1deb29c6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1108 in st.zones[(9 + _owner1183[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1108] == _l0) and (_st_cvars[_t1108] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 6b241e88>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1111 in st.zones[(9 + _owner1185[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1111] == _t1105) and (_st_cvars[_t1111] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 7a2be5cc>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1113 in st.zones[(9 + _owner1187[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1113] == _l0) and (_st_cvars[_t1113] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 b399f243>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1116 in st.zones[(9 + _owner1189[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1116] == _t1105) and (_st_cvars[_t1116] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 8034b552>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1118 in st.zones[(9 + _owner1191[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1118] == _l0) and (_st_cvars[_t1118] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 857f1e57>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1121 in st.zones[(9 + _owner1193[st.loc[_t1105]])]:
        if ((_st_cvars[84 + _t1121] == _t1105) and (_st_cvars[_t1121] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 65b55db9>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    _t1124 = 0
    for _t1123 in st.zones[(9 + _owner1195[st.loc[_t1105]])]:
        if (_st_cvars[84 + _t1123] == _t1105):
            _t1124 += (1 if ((_st_cvars[_t1123] == 'carnivorous') or (_st_cvars[_t1123] == 'high_body_weight')) else (2 if (_st_cvars[_t1123] == 'parasite') else 0))
    return _t1124

# <rulerun evolution.rules: on before attack #535 13f9a826>
def _loop(st, _t1105):
    _st_cvars = st.cvars
    for _t1125 in st.zones[(9 + _owner1197[st.loc[_t1105]])]:
        if ((_st_cvars[_t1125] == 'symbiosis') and (_st_cvars[168 + _t1125] == _t1105)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 9a074325>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1104 = st.zones[(5 + L[4])]
    st.budget -= len(_t1104)
    if st.budget < 0: _spent1180(st)
    _t1110 = _NOT_YET
    _t1115 = _NOT_YET
    _t1120 = _NOT_YET
    _t1103 = []
    for _t1105 in _t1104:
        if (((_t1105 != _l1) and (_t1105 != _l0)) and ((((((_l0 != _t1105) and ((not _a1182(st, _t1105)) or (_t1110 if _t1110 is not _NOT_YET else (_t1110 := _a1184(st, L))))) and ((not _a1186(st, _t1105)) or (_t1115 if _t1115 is not _NOT_YET else (_t1115 := _a1188(st, L))))) and (_a1190(st, _t1105) == (_t1120 if _t1120 is not _NOT_YET else (_t1120 := _a1192(st, L))))) and (not (_a1194(st, _t1105) and ((_st_cvars[924 + _t1105] == _st_vars[0]) or (_st_cvars[504 + _t1105] >= (1 + _a1196(st, _t1105))))))) and (not _a1198(st, _t1105)))):
            _t1103.append(_t1105)
    return _t1103

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 3a1e85c0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1128 = []
    for _t1127 in st.zones[(9 + _owner1203[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1127] == L[7]) or (_st_cvars[168 + _t1127] == L[7])):
            _t1128.append(_st_cvars[_t1127])
    return _t1128

# <rulerun evolution.rules: on before attack #539 a37fda8d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1130 = []
    for _t1129 in st.zones[(9 + _owner1205[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1129] == L[7]) or (_st_cvars[168 + _t1129] == L[7])):
            _t1130.append(_t1129)
    return _t1130

# <rulerun evolution.rules: on before attack #540 b481fe34>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1132 = 0
    for _t1131 in st.zones[(9 + _owner1207[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t1131] == L[7]):
            _t1132 += (1 if ((_st_cvars[_t1131] == 'carnivorous') or (_st_cvars[_t1131] == 'high_body_weight')) else (2 if (_st_cvars[_t1131] == 'parasite') else 0))
    return _t1132

# <rulerun evolution.rules: on before attack #541 73dceef2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1134 = 0
    for _t1133 in st.zones[(9 + _owner1209[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t1133] == L[7]) and (_st_cvars[_t1133] == 'fat_tissue')) and _st_cvars[252 + _t1133]):
            _t1134 += 1
    return _t1134

# <rulerun evolution.rules: on before attack #542 ec30002a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1136 = 0
    for _t1135 in st.zones[(9 + _owner1211[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1135] == L[7]) and (_st_cvars[_t1135] == 'fat_tissue')):
            _t1136 += 1
    return _t1136

# <rulerun evolution.rules: on before attack #543 343382c8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1138 = 0
    for _t1137 in st.zones[(9 + _owner1213[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1137] == L[7]) and (_st_cvars[_t1137] == 'fat_tissue')):
            _t1138 += 1
    return _t1138

# <rulerun evolution.rules: on before attack #544 e295b790>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1199(_text1200(((((('animal ' + _plain1199(_st_cvars[420 + L[7]]) + ' of ' + _player_text1201(_owner1202[st.loc[L[7]]])) + (_text1200(' ' + _plain1199(_a1204(st, L))) if (not not (_a1206(st, L) or ())) else '')) + (' food ' + _plain1199(_st_cvars[504 + L[7]]) + '/' + _plain1199((1 + _a1208(st, L))))) + ((' fat ' + _plain1199(_a1210(st, L)) + '/' + _plain1199(_a1212(st, L))) if (_a1214(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 752d026b>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1140 = []
    for _t1139 in st.zones[(9 + _owner1215[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1139] == _l1) or (_st_cvars[168 + _t1139] == _l1)):
            _t1140.append(_t1139)
    return _t1140

# <rulerun evolution.rules: on before attack #546 90fbfc3c>
def _native(st, L):
    return _a1216(st, L)

# <rulerun evolution.rules: on before attack #547 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #548 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: on before attack #549 4ceb0778>
def _native(st, L):
    return 'blue'

# <rulerun evolution.rules: on after attack #550 ed91bffd>
def _native(st, L):
    return _owner1217[st.loc[L[0]]]

# <rulerun evolution.rules: play #551 928eef07>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1220(_audience1218(st), ['Two base sets are mixed: ', _plain1219(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1221(st, 0)
    for _t1141 in (_k1222 or []):
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
            _move_cards1223(st, _t1142, _t1143, False)
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
    _st_vars[1] = _random_item1224(st, _k1225)
    if _st_log is not None: _st_log.append(_Text1220(_audience1218(st), [_PlayerRef1226(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 7ad78169>
def _loop(st, _t1146):
    _st_cvars = st.cvars
    _t1149 = 0
    for _t1148 in st.zones[(9 + _t1146)]:
        _t1149 += (1 + (1 if ((_st_cvars[_t1148] == 'carnivorous') or (_st_cvars[_t1148] == 'high_body_weight')) else (2 if (_st_cvars[_t1148] == 'parasite') else 0)))
    return _t1149

# <rulerun evolution.rules: play #553 3f21e486>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1147 = (_k1227 or [])
    st.budget -= len(_t1147)
    if st.budget < 0: _spent1228(st)
    for _t1146 in _t1147:
        _i16[2] = _t1146
        if _st_log is not None: _st_log.append(_Text1233(_audience1229(st), [_PlayerRef1230(_t1146), ': ', _plain1231(len(_st_zones[(5 + _t1146)])), ' animals, ', _plain1231(len(_st_zones[(9 + _t1146)])), ' trait cards, ', _plain1231((_memo12[_t1146] if _t1146 in _memo12 else _memo12.setdefault(_t1146, ((2 * len(_st_zones[(5 + _t1146)])) + _a1232(st, _t1146))))), ' points; ', _plain1231(len(_st_zones[(13 + _t1146)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range1234(1, 4)
        for _t1150 in (_k1235 or []):
            _i16[6] = _t1150
            _i16[7] = _random_item1236(st, _i16[3])
            st.vars[12 + _t1150] = _i16[7]
            _i16[3] = _remove1237(st, _i16[3], _i16[7])
    _end_game1238(st, None, False); return 3

# <rulerun evolution.rules: play #554 f39cff64>
def _native(st, L):
    return st.vars[2]

# <rulerun evolution.rules: play_turn #555 69324cb4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1241(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1242(_k1243)
            fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1244[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            _r = _run1245(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1242(_k1246)
            fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1244[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            _r = _run1247(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1248)

# <rulerun evolution.rules: development #556 8351545e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1251)
            _r = _run1252(st, L)
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
            L[1] = (_o1253[st.vars[1]] or []); L[2] = 0
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
            _r = _run1254(st, L)
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
                if st.thread_player is not None: _answered1256(st, _t1153)
            elif _st_log is None: _pend1257(st, L, [None] + _o, _t1151); return True
            elif _decide1258(st, L, _o[:], _t1151): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run1259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            _a = [L[3], L[4], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1260(_k1261)
            fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1262[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit1250(_k, st, _d0): raise _Runaway1249()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit1250(_k, st, _d0): raise _Runaway1249()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1263)

# <rulerun evolution.rules: play_card #557 13c64480>
def _loop(st, _t1158):
    _st_cvars = st.cvars
    _t1161 = []
    for _t1160 in st.zones[(9 + _owner1277[st.loc[_t1158]])]:
        if (_st_cvars[84 + _t1160] == _t1158):
            _t1161.append(_st_cvars[_t1160])
    return _t1161

# <rulerun evolution.rules: play_card #558 bf73c8db>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1157 = (list(_chain1273(map(st.zones.__getitem__, _k1274))) or ())
    st.budget -= len(_t1157)
    if st.budget < 0: _spent1275(st)
    _t1159 = []
    for _t1158 in _t1157:
        if ((_owner1276[_st_loc[_t1158]] != _l0) and (not ('parasite' in (_memo15[_t1158] if _t1158 in _memo15 else _memo15.setdefault(_t1158, frozenset(_a1278(st, _t1158))))))):
            _t1159.append(_t1158)
    return _t1159

# <rulerun evolution.rules: play_card #559 2ff04307>
def _loop(st, L, _t1166, _t1170):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1171 in st.zones[(9 + _owner1285[st.loc[_t1166]])]:
        if ((_st_cvars[_t1171] == _l3) and (((_st_cvars[84 + _t1171] == _t1166) and (_st_cvars[168 + _t1171] == _t1170)) or ((_st_cvars[84 + _t1171] == _t1170) and (_st_cvars[168 + _t1171] == _t1166)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 62ad7416>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1165 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1165)
    if st.budget < 0: _spent1284(st)
    _t1167 = []
    for _t1166 in _t1165:
        _t1169 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1169)
        if st.budget < 0: _spent1284(st)
        _t1168 = False
        for _t1170 in _t1169:
            if (_t1173 if (_t1173 := _memo9.get((_t1166, _t1170, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t1166, _t1170, _l3,), ((_t1166 != _t1170) and (not _a1286(st, L, _t1166, _t1170))))):
                _t1168 = True
                break
        if _t1168:
            _t1167.append(_t1166)
    return _t1167

# <rulerun evolution.rules: play_card #561 14e494f6>
def _loop(st, L, _t1178):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1180 in st.zones[(9 + _owner1292[st.loc[_l5]])]:
        if ((_st_cvars[_t1180] == _l3) and (((_st_cvars[84 + _t1180] == _l5) and (_st_cvars[168 + _t1180] == _t1178)) or ((_st_cvars[84 + _t1180] == _t1178) and (_st_cvars[168 + _t1180] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 83fc84a8>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1177 = st.zones[(5 + L[0])]
    st.budget -= len(_t1177)
    if st.budget < 0: _spent1291(st)
    _t1179 = []
    for _t1178 in _t1177:
        if (_t1182 if (_t1182 := _memo9.get((_l5, _t1178, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t1178, _l3,), ((_l5 != _t1178) and (not _a1293(st, L, _t1178))))):
            _t1179.append(_t1178)
    return _t1179

# <rulerun evolution.rules: play_card #563 c3750d63>
def _loop(st, L, _t1190):
    _st_cvars = st.cvars
    _t1193 = []
    for _t1192 in st.zones[(9 + _owner1305[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1192] == _t1190):
            _t1193.append(_st_cvars[_t1192])
    return _t1193

# <rulerun evolution.rules: play_card #564 6f57823b>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1195 = []
    for _t1194 in st.zones[(9 + _owner1307[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1194] == _t1190):
            _t1195.append(_st_cvars[_t1194])
    return _t1195

# <rulerun evolution.rules: play_card #565 7aa04eea>
def _loop(st, _t1190):
    _st_cvars = st.cvars
    _t1197 = []
    for _t1196 in st.zones[(9 + _owner1309[st.loc[_t1190]])]:
        if (_st_cvars[84 + _t1196] == _t1190):
            _t1197.append(_st_cvars[_t1196])
    return _t1197

# <rulerun evolution.rules: play_card #566 aedf2fcd>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t1189 = st.zones[(5 + L[0])]
    st.budget -= len(_t1189)
    if st.budget < 0: _spent1304(st)
    _t1191 = []
    for _t1190 in _t1189:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1306(st, L, _t1190))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1308(st, _t1190)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t1190] if _t1190 in _memo15 else _memo15.setdefault(_t1190, frozenset(_a1310(st, _t1190)))))))):
            _t1191.append(_t1190)
    return _t1191

# <rulerun evolution.rules: play_card #567 4b675ca5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1154 = L[0]
            _t1155 = len(_o)
            if not _t1155: _no_option1268(_t1154, 'play it as')
            if _t1155 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1155 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1156 = st.chooser(_t1155, _t1154)
                else:
                    _t1156 = _st_bits(_t1155.bit_length())
                    while _t1156 >= _t1155: _t1156 = _st_bits(_t1155.bit_length())
                L[3] = _o[_t1156]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1156)
            elif _st_log is None: _pend1270(st, L, _o, _t1154); return True
            elif _decide1271(st, L, _o, _t1154): return True
            pc = 2
        if pc == 2:
            _r = _run1272(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'parasite'):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = (_a1279(st, L) or [])
            fr[1] = 5
            _t1162 = L[0]
            _t1163 = len(_o)
            if not _t1163: _no_option1268(_t1162, 'animal to put the parasite on')
            if _t1163 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1163 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1164 = st.chooser(_t1163, _t1162)
                else:
                    _t1164 = _st_bits(_t1163.bit_length())
                    while _t1164 >= _t1163: _t1164 = _st_bits(_t1163.bit_length())
                L[4] = _o[_t1164]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1164)
            elif _st_log is None: _pend1281(st, L, _o, _t1162); return True
            elif _decide1282(st, L, _o, _t1162): return True
            pc = 5
        if pc == 5:
            _r = _run1283(st, L)
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
            _o = (_a1287(st, L) or [])
            fr[1] = 9
            _t1174 = L[0]
            _t1175 = len(_o)
            if not _t1175: _no_option1268(_t1174, 'first animal of the pair')
            if _t1175 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1175 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1176 = st.chooser(_t1175, _t1174)
                else:
                    _t1176 = _st_bits(_t1175.bit_length())
                    while _t1176 >= _t1175: _t1176 = _st_bits(_t1175.bit_length())
                L[5] = _o[_t1176]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1176)
            elif _st_log is None: _pend1289(st, L, _o, _t1174); return True
            elif _decide1290(st, L, _o, _t1174): return True
            pc = 9
        if pc == 9:
            _o = (_a1294(st, L) or [])
            fr[1] = 10
            _t1183 = L[0]
            _t1184 = len(_o)
            if not _t1184: _no_option1268(_t1183, 'second animal of the pair')
            if _t1184 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1184 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1185 = st.chooser(_t1184, _t1183)
                else:
                    _t1185 = _st_bits(_t1184.bit_length())
                    while _t1185 >= _t1184: _t1185 = _st_bits(_t1184.bit_length())
                L[6] = _o[_t1185]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1185)
            elif _st_log is None: _pend1296(st, L, _o, _t1183); return True
            elif _decide1297(st, L, _o, _t1183): return True
            pc = 10
        if pc == 10:
            _r = _run1298(st, L)
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
            if not _t1187: _no_option1268(_t1186, 'the symbiont')
            if _t1187 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1187 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1188 = st.chooser(_t1187, _t1186)
                else:
                    _t1188 = _st_bits(_t1187.bit_length())
                    while _t1188 >= _t1187: _t1188 = _st_bits(_t1187.bit_length())
                L[7] = _o[_t1188]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1188)
            elif _st_log is None: _pend1300(st, L, _o, _t1186); return True
            elif _decide1301(st, L, _o, _t1186): return True
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
            _o = (_a1311(st, L) or [])
            fr[1] = 18
            _t1198 = L[0]
            _t1199 = len(_o)
            if not _t1199: _no_option1268(_t1198, 'animal to give it to')
            if _t1199 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1199 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1200 = st.chooser(_t1199, _t1198)
                else:
                    _t1200 = _st_bits(_t1199.bit_length())
                    while _t1200 >= _t1199: _t1200 = _st_bits(_t1199.bit_length())
                L[8] = _o[_t1200]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1200)
            elif _st_log is None: _pend1313(st, L, _o, _t1198); return True
            elif _decide1314(st, L, _o, _t1198): return True
            pc = 18
        if pc == 18:
            _r = _run1315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1316)

# <rulerun evolution.rules: determining_the_food_base #568 fd29ce1a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1320)

# <rulerun evolution.rules: feeding #569 95f4dea3>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k1323)
            _r = _run1324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1325(_k1326)
            fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1327[6](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run1328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1329)

# <rulerun evolution.rules: show_animals #570 2cc8df3f>
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

# <rulerun evolution.rules: feeding_laps #571 2dc5c99c>
def _native(st, fr):
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
                pc = 9
        if pc == 2:
            L[0] = (_o1337[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run1338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1339(_k1340)
            fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1341[8](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run1342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit1335(_k, st, _d0): raise _Runaway1334()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1335(_k, st, _d0): raise _Runaway1334()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1343)

# <rulerun evolution.rules: feeding_end_check #572 155c59cf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1346(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1347)

# <rulerun evolution.rules: feeding_turn_of #573 27c363e5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1350(st, L)
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
            _r = _run1351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t1201 = L[0]
            _t1202 = len(_o)
            if not _t1202: _no_option1353(_t1201, 'feeding action')
            if _t1202 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1202 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1203 = st.chooser(_t1202, _t1201)
                else:
                    _t1203 = _st_bits(_t1202.bit_length())
                    while _t1203 >= _t1202: _t1203 = _st_bits(_t1202.bit_length())
                L[3] = _o[_t1203]; st.decisions += 1
                if st.thread_player is not None: _answered1354(st, _t1203)
            elif _st_log is None: _pend1355(st, L, _o, _t1201); return True
            elif _decide1356(st, L, _o, _t1201): return True
            pc = 4
        if pc == 4:
            _r = _run1357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run1358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1360)
            fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[9](st, _f): return True
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
            _r = _run1362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1363)
            fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[16](st, _f): return True
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
            _r = _run1364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1365)
            fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[10](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1366)
            fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[13](st, _f): return True
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
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1367)
            fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[14](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit1359(_k1368)
            fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1361[15](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1349(_k, st, _d0): raise _Runaway1348()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1369)

# <rulerun evolution.rules: take_food #574 d4d5f1be>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1208 = 0
    for _t1207 in st.zones[(9 + _owner1373[st.loc[_t1205]])]:
        if (_st_cvars[84 + _t1207] == _t1205):
            _t1208 += (1 if ((_st_cvars[_t1207] == 'carnivorous') or (_st_cvars[_t1207] == 'high_body_weight')) else (2 if (_st_cvars[_t1207] == 'parasite') else 0))
    return _t1208

# <rulerun evolution.rules: take_food #575 1ce46124>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1210 = 0
    for _t1209 in st.zones[(9 + _owner1375[st.loc[_t1205]])]:
        if (((_st_cvars[84 + _t1209] == _t1205) and (_st_cvars[_t1209] == 'fat_tissue')) and _st_cvars[252 + _t1209]):
            _t1210 += 1
    return _t1210

# <rulerun evolution.rules: take_food #576 6839cd90>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1212 = 0
    for _t1211 in st.zones[(9 + _owner1377[st.loc[_t1205]])]:
        if ((_st_cvars[84 + _t1211] == _t1205) and (_st_cvars[_t1211] == 'fat_tissue')):
            _t1212 += 1
    return _t1212

# <rulerun evolution.rules: take_food #577 1ea0f1e1>
def _loop(st, _t1214):
    _st_cvars = st.cvars
    _t1217 = 0
    for _t1216 in st.zones[(9 + _owner1381[st.loc[_st_cvars[84 + _t1214]]])]:
        if (_st_cvars[84 + _t1216] == _st_cvars[84 + _t1214]):
            _t1217 += (1 if ((_st_cvars[_t1216] == 'carnivorous') or (_st_cvars[_t1216] == 'high_body_weight')) else (2 if (_st_cvars[_t1216] == 'parasite') else 0))
    return _t1217

# <rulerun evolution.rules: take_food #578 0ce932e5>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1213 = st.zones[(9 + _owner1379[st.loc[_t1205]])]
    st.budget -= len(_t1213)
    if st.budget < 0: _spent1380(st)
    for _t1214 in _t1213:
        if (((_st_cvars[_t1214] == 'symbiosis') and (_st_cvars[168 + _t1214] == _t1205)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1214]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1214]] >= (_memo6[_st_cvars[84 + _t1214]] if _st_cvars[84 + _t1214] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1214], (1 + _a1382(st, _t1214)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 948802fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t1204 = st.zones[(5 + L[0])]
    st.budget -= len(_t1204)
    if st.budget < 0: _spent1372(st)
    _t1206 = []
    for _t1205 in _t1204:
        if ((not ((_st_cvars[924 + _t1205] == _st_vars[0]) or ((_st_cvars[504 + _t1205] >= (_memo6[_t1205] if _t1205 in _memo6 else _memo6.setdefault(_t1205, (1 + _a1374(st, _t1205))))) and ((_memo5[_t1205] if _t1205 in _memo5 else _memo5.setdefault(_t1205, _a1376(st, _t1205))) >= (_memo4[_t1205] if _t1205 in _memo4 else _memo4.setdefault(_t1205, _a1378(st, _t1205))))))) and (_memo14[_t1205] if _t1205 in _memo14 else _memo14.setdefault(_t1205, (not _a1383(st, _t1205))))):
            _t1206.append(_t1205)
    return _t1206

# <rulerun evolution.rules: take_food #580 42acaa6a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1384(st, L) or [])
            fr[1] = 1
            _t1218 = L[0]
            _t1219 = len(_o)
            if not _t1219: _no_option1386(_t1218, 'animal to feed')
            if _t1219 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1219 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1220 = st.chooser(_t1219, _t1218)
                else:
                    _t1220 = _st_bits(_t1219.bit_length())
                    while _t1220 >= _t1219: _t1220 = _st_bits(_t1219.bit_length())
                L[1] = _o[_t1220]; st.decisions += 1
                if st.thread_player is not None: _answered1387(st, _t1220)
            elif _st_log is None: _pend1388(st, L, _o, _t1218); return True
            elif _decide1389(st, L, _o, _t1218): return True
            pc = 1
        if pc == 1:
            _r = _run1390(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1391(_k1392)
            fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1393[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1394)

# <rulerun evolution.rules: convert_fat #581 34be5d31>
def _loop(st, _t1222):
    _st_cvars = st.cvars
    _t1225 = 0
    for _t1224 in st.zones[(9 + _owner1398[st.loc[_t1222]])]:
        if (_st_cvars[84 + _t1224] == _t1222):
            _t1225 += (1 if ((_st_cvars[_t1224] == 'carnivorous') or (_st_cvars[_t1224] == 'high_body_weight')) else (2 if (_st_cvars[_t1224] == 'parasite') else 0))
    return _t1225

# <rulerun evolution.rules: convert_fat #582 dd75297d>
def _loop(st, _t1222):
    _st_cvars = st.cvars
    _t1227 = 0
    for _t1226 in st.zones[(9 + _owner1400[st.loc[_t1222]])]:
        if (((_st_cvars[84 + _t1226] == _t1222) and (_st_cvars[_t1226] == 'fat_tissue')) and _st_cvars[252 + _t1226]):
            _t1227 += 1
    return _t1227

# <rulerun evolution.rules: convert_fat #583 a50c405b>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1221 = st.zones[(5 + L[0])]
    st.budget -= len(_t1221)
    if st.budget < 0: _spent1397(st)
    _t1223 = []
    for _t1222 in _t1221:
        if ((not ((_st_cvars[924 + _t1222] == _st_vars[0]) or (_st_cvars[504 + _t1222] >= (_memo6[_t1222] if _t1222 in _memo6 else _memo6.setdefault(_t1222, (1 + _a1399(st, _t1222))))))) and ((_memo5[_t1222] if _t1222 in _memo5 else _memo5.setdefault(_t1222, _a1401(st, _t1222))) > 0)):
            _t1223.append(_t1222)
    return _t1223

# <rulerun evolution.rules: convert_fat #584 941bf575>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1232 = 0
    for _t1231 in st.zones[(9 + _owner1409[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t1231] == L[1]) and (_st_cvars[_t1231] == 'fat_tissue')) and _st_cvars[252 + _t1231]):
            _t1232 += 1
    return _t1232

# <rulerun evolution.rules: convert_fat #585 1cd06815>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1234 = 0
    for _t1233 in st.zones[(9 + _owner1411[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t1233] == L[1]):
            _t1234 += (1 if ((_st_cvars[_t1233] == 'carnivorous') or (_st_cvars[_t1233] == 'high_body_weight')) else (2 if (_st_cvars[_t1233] == 'parasite') else 0))
    return _t1234

# <rulerun evolution.rules: convert_fat #586 346b3eb4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1402(st, L) or [])
            fr[1] = 1
            _t1228 = L[0]
            _t1229 = len(_o)
            if not _t1229: _no_option1404(_t1228, 'animal to convert fat on')
            if _t1229 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1229 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1230 = st.chooser(_t1229, _t1228)
                else:
                    _t1230 = _st_bits(_t1229.bit_length())
                    while _t1230 >= _t1229: _t1230 = _st_bits(_t1229.bit_length())
                L[1] = _o[_t1230]; st.decisions += 1
                if st.thread_player is not None: _answered1405(st, _t1230)
            elif _st_log is None: _pend1406(st, L, _o, _t1228); return True
            elif _decide1407(st, L, _o, _t1228): return True
            pc = 1
        if pc == 1:
            _o = (_range1408(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1410(st, L))), (_t1235 if -1000000000000000000 <= (_t1235 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1412(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1413(_t1235)))) or [])
            fr[1] = 2
            _t1236 = L[0]
            _t1237 = len(_o)
            if not _t1237: _no_option1404(_t1236, 'yellow tokens to convert')
            if _t1237 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1237 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1238 = st.chooser(_t1237, _t1236)
                else:
                    _t1238 = _st_bits(_t1237.bit_length())
                    while _t1238 >= _t1237: _t1238 = _st_bits(_t1237.bit_length())
                L[2] = _o[_t1238]; st.decisions += 1
                if st.thread_player is not None: _answered1405(st, _t1238)
            elif _st_log is None: _pend1415(st, L, _o, _t1236); return True
            elif _decide1416(st, L, _o, _t1236): return True
            pc = 2
        if pc == 2:
            _r = _run1417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1418)

# <rulerun evolution.rules: receive #587 df28a952>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1422(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 5
        if pc == 3:
            _r = _run1423(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1424(st, fr): return True
            return None
        if pc == 5:
            _step1425(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1426)

# <rulerun evolution.rules: paired_triggers #588 39948ba1>
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
            _r = _run1429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t1239 = _owner1431[st.loc[L[0]]]
            _t1240 = len(_o) + 1
            if _t1240 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1241 = st.chooser(_t1240, _t1239)
                else:
                    _t1241 = _st_bits(_t1240.bit_length())
                    while _t1241 >= _t1240: _t1241 = _st_bits(_t1240.bit_length())
                L[3] = _o[_t1241 - 1] if _t1241 else None; st.decisions += 1
                if st.thread_player is not None: _answered1432(st, _t1241)
            elif _st_log is None: _pend1433(st, L, [None] + _o, _t1239); return True
            elif _decide1434(st, L, _o, _t1239): return True
            pc = 3
        if pc == 3:
            _r = _run1435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run1436(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'red', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1437(_k1438)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1439[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run1440(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1437(_k1441)
            fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1439[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit1428(_k, st, _d0): raise _Runaway1427()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1442)

# <rulerun evolution.rules: piracy #589 cc51fa5e>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1246 = []
    for _t1245 in st.zones[(9 + _owner1446[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1245] == _t1243):
            _t1246.append(_st_cvars[_t1245])
    return _t1246

# <rulerun evolution.rules: piracy #590 30b34a0d>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1248 = 0
    for _t1247 in st.zones[(9 + _owner1448[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1247] == _t1243):
            _t1248 += (1 if ((_st_cvars[_t1247] == 'carnivorous') or (_st_cvars[_t1247] == 'high_body_weight')) else (2 if (_st_cvars[_t1247] == 'parasite') else 0))
    return _t1248

# <rulerun evolution.rules: piracy #591 85eaf556>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1250 = 0
    for _t1249 in st.zones[(9 + _owner1450[st.loc[_t1243]])]:
        if (_st_cvars[84 + _t1249] == _t1243):
            _t1250 += (1 if ((_st_cvars[_t1249] == 'carnivorous') or (_st_cvars[_t1249] == 'high_body_weight')) else (2 if (_st_cvars[_t1249] == 'parasite') else 0))
    return _t1250

# <rulerun evolution.rules: piracy #592 720061c6>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1252 = 0
    for _t1251 in st.zones[(9 + _owner1452[st.loc[_t1243]])]:
        if (((_st_cvars[84 + _t1251] == _t1243) and (_st_cvars[_t1251] == 'fat_tissue')) and _st_cvars[252 + _t1251]):
            _t1252 += 1
    return _t1252

# <rulerun evolution.rules: piracy #593 6e764a79>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _t1254 = 0
    for _t1253 in st.zones[(9 + _owner1454[st.loc[_t1243]])]:
        if ((_st_cvars[84 + _t1253] == _t1243) and (_st_cvars[_t1253] == 'fat_tissue')):
            _t1254 += 1
    return _t1254

# <rulerun evolution.rules: piracy #594 f43f9d92>
def _loop(st, _t1256):
    _st_cvars = st.cvars
    _t1259 = 0
    for _t1258 in st.zones[(9 + _owner1458[st.loc[_st_cvars[84 + _t1256]]])]:
        if (_st_cvars[84 + _t1258] == _st_cvars[84 + _t1256]):
            _t1259 += (1 if ((_st_cvars[_t1258] == 'carnivorous') or (_st_cvars[_t1258] == 'high_body_weight')) else (2 if (_st_cvars[_t1258] == 'parasite') else 0))
    return _t1259

# <rulerun evolution.rules: piracy #595 9d757133>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1255 = st.zones[(9 + _owner1456[st.loc[_t1243]])]
    st.budget -= len(_t1255)
    if st.budget < 0: _spent1457(st)
    for _t1256 in _t1255:
        if (((_st_cvars[_t1256] == 'symbiosis') and (_st_cvars[168 + _t1256] == _t1243)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1256]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1256]] >= (_memo6[_st_cvars[84 + _t1256]] if _st_cvars[84 + _t1256] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1256], (1 + _a1459(st, _t1256)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 d4c5818b>
def _loop(st, _t1261):
    _st_cvars = st.cvars
    _t1264 = 0
    for _t1263 in st.zones[(9 + _owner1464[st.loc[_t1261]])]:
        if (_st_cvars[84 + _t1263] == _t1261):
            _t1264 += (1 if ((_st_cvars[_t1263] == 'carnivorous') or (_st_cvars[_t1263] == 'high_body_weight')) else (2 if (_st_cvars[_t1263] == 'parasite') else 0))
    return _t1264

# <rulerun evolution.rules: piracy #597 e83e079c>
def _loop(st, _t1243):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1260 = (list(_chain1461(map(st.zones.__getitem__, _k1462))) or ())
    st.budget -= len(_t1260)
    if st.budget < 0: _spent1463(st)
    for _t1261 in _t1260:
        if ((_t1261 != _t1243) and ((not ((_st_cvars[924 + _t1261] == _st_vars[0]) or (_st_cvars[504 + _t1261] >= (_memo6[_t1261] if _t1261 in _memo6 else _memo6.setdefault(_t1261, (1 + _a1465(st, _t1261))))))) and (_st_cvars[504 + _t1261] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 c3a4a83d>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1242 = st.zones[(5 + L[0])]
    st.budget -= len(_t1242)
    if st.budget < 0: _spent1445(st)
    _t1244 = []
    for _t1243 in _t1242:
        if (_memo10[_t1243] if _t1243 in _memo10 else _memo10.setdefault(_t1243, ((((('piracy' in (st.memos[15][_t1243] if _t1243 in st.memos[15] else st.memos[15].setdefault(_t1243, frozenset(_a1447(st, _t1243))))) and (st.cvars[756 + _t1243] != st.vars[0])) and (not ((st.cvars[924 + _t1243] == st.vars[0]) or (st.cvars[504 + _t1243] >= (st.memos[6][_t1243] if _t1243 in st.memos[6] else st.memos[6].setdefault(_t1243, (1 + _a1449(st, _t1243)))))))) and ((not ((st.cvars[924 + _t1243] == st.vars[0]) or ((st.cvars[504 + _t1243] >= (st.memos[6][_t1243] if _t1243 in st.memos[6] else st.memos[6].setdefault(_t1243, (1 + _a1451(st, _t1243))))) and ((st.memos[5][_t1243] if _t1243 in st.memos[5] else st.memos[5].setdefault(_t1243, _a1453(st, _t1243))) >= (st.memos[4][_t1243] if _t1243 in st.memos[4] else st.memos[4].setdefault(_t1243, _a1455(st, _t1243))))))) and (st.memos[14][_t1243] if _t1243 in st.memos[14] else st.memos[14].setdefault(_t1243, (not _a1460(st, _t1243)))))) and _a1466(st, _t1243)))):
            _t1244.append(_t1243)
    return _t1244

# <rulerun evolution.rules: piracy #599 76061acb>
def _loop(st, _t1269):
    _st_cvars = st.cvars
    _t1272 = 0
    for _t1271 in st.zones[(9 + _owner1476[st.loc[_t1269]])]:
        if (_st_cvars[84 + _t1271] == _t1269):
            _t1272 += (1 if ((_st_cvars[_t1271] == 'carnivorous') or (_st_cvars[_t1271] == 'high_body_weight')) else (2 if (_st_cvars[_t1271] == 'parasite') else 0))
    return _t1272

# <rulerun evolution.rules: piracy #600 3ef29013>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1268 = (list(_chain1473(map(st.zones.__getitem__, _k1474))) or ())
    st.budget -= len(_t1268)
    if st.budget < 0: _spent1475(st)
    _t1270 = []
    for _t1269 in _t1268:
        if ((_t1269 != _l1) and ((not ((_st_cvars[924 + _t1269] == _st_vars[0]) or (_st_cvars[504 + _t1269] >= (_memo6[_t1269] if _t1269 in _memo6 else _memo6.setdefault(_t1269, (1 + _a1477(st, _t1269))))))) and (_st_cvars[504 + _t1269] > 0))):
            _t1270.append(_t1269)
    return _t1270

# <rulerun evolution.rules: piracy #601 48556bbb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1467(st, L) or [])
            fr[1] = 1
            _t1265 = L[0]
            _t1266 = len(_o)
            if not _t1266: _no_option1469(_t1265, 'pirate')
            if _t1266 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1266 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1267 = st.chooser(_t1266, _t1265)
                else:
                    _t1267 = _st_bits(_t1266.bit_length())
                    while _t1267 >= _t1266: _t1267 = _st_bits(_t1266.bit_length())
                L[1] = _o[_t1267]; st.decisions += 1
                if st.thread_player is not None: _answered1470(st, _t1267)
            elif _st_log is None: _pend1471(st, L, _o, _t1265); return True
            elif _decide1472(st, L, _o, _t1265): return True
            pc = 1
        if pc == 1:
            _o = (_a1478(st, L) or [])
            fr[1] = 2
            _t1273 = L[0]
            _t1274 = len(_o)
            if not _t1274: _no_option1469(_t1273, 'animal to rob')
            if _t1274 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1274 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1275 = st.chooser(_t1274, _t1273)
                else:
                    _t1275 = _st_bits(_t1274.bit_length())
                    while _t1275 >= _t1274: _t1275 = _st_bits(_t1274.bit_length())
                L[2] = _o[_t1275]; st.decisions += 1
                if st.thread_player is not None: _answered1470(st, _t1275)
            elif _st_log is None: _pend1480(st, L, _o, _t1273); return True
            elif _decide1481(st, L, _o, _t1273): return True
            pc = 2
        if pc == 2:
            _r = _run1482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1483(_k1484)
            fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1485[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1486)

# <rulerun evolution.rules: grazing #602 6d4bb4fa>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1280 = []
    for _t1279 in st.zones[(9 + _owner1490[st.loc[_t1277]])]:
        if (_st_cvars[84 + _t1279] == _t1277):
            _t1280.append(_st_cvars[_t1279])
    return _t1280

# <rulerun evolution.rules: grazing #603 b1c77459>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1276 = st.zones[(5 + L[0])]
    st.budget -= len(_t1276)
    if st.budget < 0: _spent1489(st)
    _t1278 = []
    for _t1277 in _t1276:
        if ((('grazing' in (_memo15[_t1277] if _t1277 in _memo15 else _memo15.setdefault(_t1277, frozenset(_a1491(st, _t1277))))) and (_st_cvars[840 + _t1277] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1278.append(_t1277)
    return _t1278

# <rulerun evolution.rules: grazing #604 d74977be>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1492(st, L) or [])
            fr[1] = 1
            _t1281 = L[0]
            _t1282 = len(_o)
            if not _t1282: _no_option1494(_t1281, 'grazing animal')
            if _t1282 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1282 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1283 = st.chooser(_t1282, _t1281)
                else:
                    _t1283 = _st_bits(_t1282.bit_length())
                    while _t1283 >= _t1282: _t1283 = _st_bits(_t1282.bit_length())
                L[1] = _o[_t1283]; st.decisions += 1
                if st.thread_player is not None: _answered1495(st, _t1283)
            elif _st_log is None: _pend1496(st, L, _o, _t1281); return True
            elif _decide1497(st, L, _o, _t1281): return True
            pc = 1
        if pc == 1:
            _r = _run1498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1499)

# <rulerun evolution.rules: hibernation #605 fff5259a>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1288 = []
    for _t1287 in st.zones[(9 + _owner1503[st.loc[_t1285]])]:
        if (_st_cvars[84 + _t1287] == _t1285):
            _t1288.append(_st_cvars[_t1287])
    return _t1288

# <rulerun evolution.rules: hibernation #606 6b9cb8f5>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1290 = 0
    for _t1289 in st.zones[(9 + _owner1505[st.loc[_t1285]])]:
        if (_st_cvars[84 + _t1289] == _t1285):
            _t1290 += (1 if ((_st_cvars[_t1289] == 'carnivorous') or (_st_cvars[_t1289] == 'high_body_weight')) else (2 if (_st_cvars[_t1289] == 'parasite') else 0))
    return _t1290

# <rulerun evolution.rules: hibernation #607 5d950089>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1284 = st.zones[(5 + L[0])]
    st.budget -= len(_t1284)
    if st.budget < 0: _spent1502(st)
    _t1286 = []
    for _t1285 in _t1284:
        if ((((('hibernation' in (_memo15[_t1285] if _t1285 in _memo15 else _memo15.setdefault(_t1285, frozenset(_a1504(st, _t1285))))) and (_st_cvars[924 + _t1285] != _st_vars[0])) and (_st_cvars[924 + _t1285] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1285] == _st_vars[0]) or (_st_cvars[504 + _t1285] >= (_memo6[_t1285] if _t1285 in _memo6 else _memo6.setdefault(_t1285, (1 + _a1506(st, _t1285)))))))):
            _t1286.append(_t1285)
    return _t1286

# <rulerun evolution.rules: hibernation #608 0f990578>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1507(st, L) or [])
            fr[1] = 1
            _t1291 = L[0]
            _t1292 = len(_o)
            if not _t1292: _no_option1509(_t1291, 'animal to hibernate')
            if _t1292 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1292 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1293 = st.chooser(_t1292, _t1291)
                else:
                    _t1293 = _st_bits(_t1292.bit_length())
                    while _t1293 >= _t1292: _t1293 = _st_bits(_t1292.bit_length())
                L[1] = _o[_t1293]; st.decisions += 1
                if st.thread_player is not None: _answered1510(st, _t1293)
            elif _st_log is None: _pend1511(st, L, _o, _t1291); return True
            elif _decide1512(st, L, _o, _t1291): return True
            pc = 1
        if pc == 1:
            _r = _run1513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1514)

# <rulerun evolution.rules: attack_action #609 635a9b53>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1298 = []
    for _t1297 in st.zones[(9 + _owner1518[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1297] == _t1295):
            _t1298.append(_st_cvars[_t1297])
    return _t1298

# <rulerun evolution.rules: attack_action #610 dbcbd112>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1300 = 0
    for _t1299 in st.zones[(9 + _owner1520[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1299] == _t1295):
            _t1300 += (1 if ((_st_cvars[_t1299] == 'carnivorous') or (_st_cvars[_t1299] == 'high_body_weight')) else (2 if (_st_cvars[_t1299] == 'parasite') else 0))
    return _t1300

# <rulerun evolution.rules: attack_action #611 196ce0eb>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1302 = 0
    for _t1301 in st.zones[(9 + _owner1522[st.loc[_t1295]])]:
        if (((_st_cvars[84 + _t1301] == _t1295) and (_st_cvars[_t1301] == 'fat_tissue')) and _st_cvars[252 + _t1301]):
            _t1302 += 1
    return _t1302

# <rulerun evolution.rules: attack_action #612 fe89c3a6>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1304 = 0
    for _t1303 in st.zones[(9 + _owner1524[st.loc[_t1295]])]:
        if ((_st_cvars[84 + _t1303] == _t1295) and (_st_cvars[_t1303] == 'fat_tissue')):
            _t1304 += 1
    return _t1304

# <rulerun evolution.rules: attack_action #613 bd9de50a>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1309 = 0
    for _t1308 in st.zones[(9 + _owner1528[st.loc[_st_cvars[84 + _t1306]]])]:
        if (_st_cvars[84 + _t1308] == _st_cvars[84 + _t1306]):
            _t1309 += (1 if ((_st_cvars[_t1308] == 'carnivorous') or (_st_cvars[_t1308] == 'high_body_weight')) else (2 if (_st_cvars[_t1308] == 'parasite') else 0))
    return _t1309

# <rulerun evolution.rules: attack_action #614 c72f3dc6>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1305 = st.zones[(9 + _owner1526[st.loc[_t1295]])]
    st.budget -= len(_t1305)
    if st.budget < 0: _spent1527(st)
    for _t1306 in _t1305:
        if (((_st_cvars[_t1306] == 'symbiosis') and (_st_cvars[168 + _t1306] == _t1295)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1306]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1306]] >= (_memo6[_st_cvars[84 + _t1306]] if _st_cvars[84 + _t1306] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1306], (1 + _a1529(st, _t1306)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 264a3f2e>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1314 = []
    for _t1313 in st.zones[(9 + _owner1534[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1313] == _t1311):
            _t1314.append(_st_cvars[_t1313])
    return _t1314

# <rulerun evolution.rules: attack_action #616 66072555>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1316 = []
    for _t1315 in st.zones[(9 + _owner1536[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1315] == _t1295):
            _t1316.append(_st_cvars[_t1315])
    return _t1316

# <rulerun evolution.rules: attack_action #617 d3c67f53>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1319 = []
    for _t1318 in st.zones[(9 + _owner1538[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1318] == _t1311):
            _t1319.append(_st_cvars[_t1318])
    return _t1319

# <rulerun evolution.rules: attack_action #618 9da78be4>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1321 = []
    for _t1320 in st.zones[(9 + _owner1540[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1320] == _t1295):
            _t1321.append(_st_cvars[_t1320])
    return _t1321

# <rulerun evolution.rules: attack_action #619 0e21e479>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1324 = []
    for _t1323 in st.zones[(9 + _owner1542[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1323] == _t1311):
            _t1324.append(_st_cvars[_t1323])
    return _t1324

# <rulerun evolution.rules: attack_action #620 eb493fe5>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _t1326 = []
    for _t1325 in st.zones[(9 + _owner1544[st.loc[_t1295]])]:
        if (_st_cvars[84 + _t1325] == _t1295):
            _t1326.append(_st_cvars[_t1325])
    return _t1326

# <rulerun evolution.rules: attack_action #621 937e01c1>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1329 = []
    for _t1328 in st.zones[(9 + _owner1546[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1328] == _t1311):
            _t1329.append(_st_cvars[_t1328])
    return _t1329

# <rulerun evolution.rules: attack_action #622 7ff1f906>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    _t1331 = 0
    for _t1330 in st.zones[(9 + _owner1548[st.loc[_t1311]])]:
        if (_st_cvars[84 + _t1330] == _t1311):
            _t1331 += (1 if ((_st_cvars[_t1330] == 'carnivorous') or (_st_cvars[_t1330] == 'high_body_weight')) else (2 if (_st_cvars[_t1330] == 'parasite') else 0))
    return _t1331

# <rulerun evolution.rules: attack_action #623 891f3035>
def _loop(st, _t1311):
    _st_cvars = st.cvars
    for _t1332 in st.zones[(9 + _owner1550[st.loc[_t1311]])]:
        if ((_st_cvars[_t1332] == 'symbiosis') and (_st_cvars[168 + _t1332] == _t1311)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 06762d5b>
def _loop(st, _t1295):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1310 = (list(_chain1531(map(st.zones.__getitem__, _k1532))) or ())
    st.budget -= len(_t1310)
    if st.budget < 0: _spent1533(st)
    _t1317 = _NOT_YET
    _t1322 = _NOT_YET
    _t1327 = _NOT_YET
    for _t1311 in _t1310:
        if ((((((_t1295 != _t1311) and ((not ('camouflage' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1535(st, _t1311)))))) or (_t1317 if _t1317 is not _NOT_YET else (_t1317 := ('sharp_vision' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1537(st, _t1295))))))))) and ((not ('high_body_weight' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1539(st, _t1311)))))) or (_t1322 if _t1322 is not _NOT_YET else (_t1322 := ('high_body_weight' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1541(st, _t1295))))))))) and (('swimming' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1543(st, _t1311))))) == (_t1327 if _t1327 is not _NOT_YET else (_t1327 := ('swimming' in (_memo15[_t1295] if _t1295 in _memo15 else _memo15.setdefault(_t1295, frozenset(_a1545(st, _t1295))))))))) and (not (('burrowing' in (_memo15[_t1311] if _t1311 in _memo15 else _memo15.setdefault(_t1311, frozenset(_a1547(st, _t1311))))) and ((_st_cvars[924 + _t1311] == _st_vars[0]) or (_st_cvars[504 + _t1311] >= (_memo6[_t1311] if _t1311 in _memo6 else _memo6.setdefault(_t1311, (1 + _a1549(st, _t1311))))))))) and (not (_memo13[_t1311] if _t1311 in _memo13 else _memo13.setdefault(_t1311, _a1551(st, _t1311))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 decf290c>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1294 = st.zones[(5 + L[0])]
    st.budget -= len(_t1294)
    if st.budget < 0: _spent1517(st)
    _t1296 = []
    for _t1295 in _t1294:
        if (_memo0[_t1295] if _t1295 in _memo0 else _memo0.setdefault(_t1295, (((('carnivorous' in (st.memos[15][_t1295] if _t1295 in st.memos[15] else st.memos[15].setdefault(_t1295, frozenset(_a1519(st, _t1295))))) and (st.cvars[672 + _t1295] != st.vars[0])) and ((not ((st.cvars[924 + _t1295] == st.vars[0]) or ((st.cvars[504 + _t1295] >= (st.memos[6][_t1295] if _t1295 in st.memos[6] else st.memos[6].setdefault(_t1295, (1 + _a1521(st, _t1295))))) and ((st.memos[5][_t1295] if _t1295 in st.memos[5] else st.memos[5].setdefault(_t1295, _a1523(st, _t1295))) >= (st.memos[4][_t1295] if _t1295 in st.memos[4] else st.memos[4].setdefault(_t1295, _a1525(st, _t1295))))))) and (st.memos[14][_t1295] if _t1295 in st.memos[14] else st.memos[14].setdefault(_t1295, (not _a1530(st, _t1295)))))) and _a1552(st, _t1295)))):
            _t1296.append(_t1295)
    return _t1296

# <rulerun evolution.rules: attack_action #626 afc318de>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1341 = []
    for _t1340 in st.zones[(9 + _owner1562[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1340] == _t1338):
            _t1341.append(_st_cvars[_t1340])
    return _t1341

# <rulerun evolution.rules: attack_action #627 b94861ce>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1343 = []
    for _t1342 in st.zones[(9 + _owner1564[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1342] == _l1):
            _t1343.append(_st_cvars[_t1342])
    return _t1343

# <rulerun evolution.rules: attack_action #628 c4a62344>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1346 = []
    for _t1345 in st.zones[(9 + _owner1566[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1345] == _t1338):
            _t1346.append(_st_cvars[_t1345])
    return _t1346

# <rulerun evolution.rules: attack_action #629 a5309595>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1348 = []
    for _t1347 in st.zones[(9 + _owner1568[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1347] == _l1):
            _t1348.append(_st_cvars[_t1347])
    return _t1348

# <rulerun evolution.rules: attack_action #630 efefd43a>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1351 = []
    for _t1350 in st.zones[(9 + _owner1570[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1350] == _t1338):
            _t1351.append(_st_cvars[_t1350])
    return _t1351

# <rulerun evolution.rules: attack_action #631 9210845d>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1353 = []
    for _t1352 in st.zones[(9 + _owner1572[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1352] == _l1):
            _t1353.append(_st_cvars[_t1352])
    return _t1353

# <rulerun evolution.rules: attack_action #632 84d7e656>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1356 = []
    for _t1355 in st.zones[(9 + _owner1574[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1355] == _t1338):
            _t1356.append(_st_cvars[_t1355])
    return _t1356

# <rulerun evolution.rules: attack_action #633 3b52e336>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    _t1358 = 0
    for _t1357 in st.zones[(9 + _owner1576[st.loc[_t1338]])]:
        if (_st_cvars[84 + _t1357] == _t1338):
            _t1358 += (1 if ((_st_cvars[_t1357] == 'carnivorous') or (_st_cvars[_t1357] == 'high_body_weight')) else (2 if (_st_cvars[_t1357] == 'parasite') else 0))
    return _t1358

# <rulerun evolution.rules: attack_action #634 c195a316>
def _loop(st, _t1338):
    _st_cvars = st.cvars
    for _t1359 in st.zones[(9 + _owner1578[st.loc[_t1338]])]:
        if ((_st_cvars[_t1359] == 'symbiosis') and (_st_cvars[168 + _t1359] == _t1338)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 34d1ebf0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1337 = (list(_chain1559(map(st.zones.__getitem__, _k1560))) or ())
    st.budget -= len(_t1337)
    if st.budget < 0: _spent1561(st)
    _t1344 = _NOT_YET
    _t1349 = _NOT_YET
    _t1354 = _NOT_YET
    _t1339 = []
    for _t1338 in _t1337:
        if ((((((_l1 != _t1338) and ((not ('camouflage' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1563(st, _t1338)))))) or (_t1344 if _t1344 is not _NOT_YET else (_t1344 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1565(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1567(st, _t1338)))))) or (_t1349 if _t1349 is not _NOT_YET else (_t1349 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1569(st, L))))))))) and (('swimming' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1571(st, _t1338))))) == (_t1354 if _t1354 is not _NOT_YET else (_t1354 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a1573(st, L))))))))) and (not (('burrowing' in (_memo15[_t1338] if _t1338 in _memo15 else _memo15.setdefault(_t1338, frozenset(_a1575(st, _t1338))))) and ((_st_cvars[924 + _t1338] == _st_vars[0]) or (_st_cvars[504 + _t1338] >= (_memo6[_t1338] if _t1338 in _memo6 else _memo6.setdefault(_t1338, (1 + _a1577(st, _t1338))))))))) and (not (_memo13[_t1338] if _t1338 in _memo13 else _memo13.setdefault(_t1338, _a1579(st, _t1338))))):
            _t1339.append(_t1338)
    return _t1339

# <rulerun evolution.rules: attack_action #636 de9f17db>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1553(st, L) or [])
            fr[1] = 1
            _t1334 = L[0]
            _t1335 = len(_o)
            if not _t1335: _no_option1555(_t1334, 'attacker')
            if _t1335 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1335 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1336 = st.chooser(_t1335, _t1334)
                else:
                    _t1336 = _st_bits(_t1335.bit_length())
                    while _t1336 >= _t1335: _t1336 = _st_bits(_t1335.bit_length())
                L[1] = _o[_t1336]; st.decisions += 1
                if st.thread_player is not None: _answered1556(st, _t1336)
            elif _st_log is None: _pend1557(st, L, _o, _t1334); return True
            elif _decide1558(st, L, _o, _t1334): return True
            pc = 1
        if pc == 1:
            _o = (_a1580(st, L) or [])
            fr[1] = 2
            _t1361 = L[0]
            _t1362 = len(_o)
            if not _t1362: _no_option1555(_t1361, 'target')
            if _t1362 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1362 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1363 = st.chooser(_t1362, _t1361)
                else:
                    _t1363 = _st_bits(_t1362.bit_length())
                    while _t1363 >= _t1362: _t1363 = _st_bits(_t1362.bit_length())
                L[2] = _o[_t1363]; st.decisions += 1
                if st.thread_player is not None: _answered1556(st, _t1363)
            elif _st_log is None: _pend1582(st, L, _o, _t1361); return True
            elif _decide1583(st, L, _o, _t1361): return True
            pc = 2
        if pc == 2:
            _a = [L[1], L[2], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1584(_k1585)
            fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1586[17](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1587)

# <rulerun evolution.rules: hunt #637 d4028a8d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step1591(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run1592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1593(_k1594)
            fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1595[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _a = [L[3], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1593(_k1596)
            fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1595[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            _r = _run1597(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step1598(st, fr): return True
            return None
        if pc == 8:
            _step1599(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1600)

# <rulerun evolution.rules: scavenge #638 9a97825e>
def _loop(st, L):
    _t1367 = (L[4] or ())
    st.budget -= len(_t1367)
    if st.budget < 0: _spent1606(st)
    for _t1368 in _t1367:
        return _t1368
    return None

# <rulerun evolution.rules: scavenge #639 630d7f06>
def _loop(st, L):
    _t1364 = (L[4] or ())
    st.budget -= len(_t1364)
    if st.budget < 0: _spent1605(st)
    _t1370 = _NOT_YET
    _t1366 = []
    for _t1365 in _t1364:
        if ((not False) or (_t1365 == (_t1370 if _t1370 is not _NOT_YET else (_t1370 := _a1607(st, L))))):
            _t1366.append(_t1365)
    return _t1366

# <rulerun evolution.rules: scavenge #640 7caa5535>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o1603[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run1604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a1608(st, L) or [])
            fr[1] = 5
            _t1371 = L[3]
            _t1372 = len(_o)
            if not _t1372: _no_option1610(_t1371, 'scavenger to feed')
            if _t1372 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1372 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1373 = st.chooser(_t1372, _t1371)
                else:
                    _t1373 = _st_bits(_t1372.bit_length())
                    while _t1373 >= _t1372: _t1373 = _st_bits(_t1372.bit_length())
                L[5] = _o[_t1373]; st.decisions += 1
                if st.thread_player is not None: _answered1611(st, _t1373)
            elif _st_log is None: _pend1612(st, L, _o, _t1371); return True
            elif _decide1613(st, L, _o, _t1371): return True
            pc = 5
        if pc == 5:
            _r = _run1614(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[5], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1615(_k1616)
            fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1617[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run1618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1602(_k, st, _d0): raise _Runaway1601()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1619)

# <rulerun evolution.rules: drop_trait #641 5c1f0b14>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1622(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1623)

# <rulerun evolution.rules: remove_animal #642 37356187>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1626(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1627)

# <rulerun evolution.rules: extinction_and_new_cards #643 5f2d3a82>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1630(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1631)

# <rulerun evolution.rules: deal #644 525a5800>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1634(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1635)

# <rulerun evolution.rules: game_end #645 4d0e1168>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1639)

# <rulerun evolution.rules: final_scoring #646 462f0f49>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1642(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1643)

# <rulerun evolution.rules: on after feed #647 af5abbc0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1646(_k1647)
            fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1648[12](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1649)

# <rulerun evolution.rules: on before attack #648 0c084889>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1381 = []
    for _t1380 in st.zones[(9 + _owner1661[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1380] == _t1378):
            _t1381.append(_st_cvars[_t1380])
    return _t1381

# <rulerun evolution.rules: on before attack #649 c3e78ed9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1383 = []
    for _t1382 in st.zones[(9 + _owner1663[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1382] == _l0):
            _t1383.append(_st_cvars[_t1382])
    return _t1383

# <rulerun evolution.rules: on before attack #650 c9ce879a>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1386 = []
    for _t1385 in st.zones[(9 + _owner1665[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1385] == _t1378):
            _t1386.append(_st_cvars[_t1385])
    return _t1386

# <rulerun evolution.rules: on before attack #651 184c72b4>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1388 = []
    for _t1387 in st.zones[(9 + _owner1667[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1387] == _l0):
            _t1388.append(_st_cvars[_t1387])
    return _t1388

# <rulerun evolution.rules: on before attack #652 411548ad>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1391 = []
    for _t1390 in st.zones[(9 + _owner1669[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1390] == _t1378):
            _t1391.append(_st_cvars[_t1390])
    return _t1391

# <rulerun evolution.rules: on before attack #653 7fb180bb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1393 = []
    for _t1392 in st.zones[(9 + _owner1671[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1392] == _l0):
            _t1393.append(_st_cvars[_t1392])
    return _t1393

# <rulerun evolution.rules: on before attack #654 2c193e6d>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1396 = []
    for _t1395 in st.zones[(9 + _owner1673[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1395] == _t1378):
            _t1396.append(_st_cvars[_t1395])
    return _t1396

# <rulerun evolution.rules: on before attack #655 3d656a29>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1398 = 0
    for _t1397 in st.zones[(9 + _owner1675[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1397] == _t1378):
            _t1398 += (1 if ((_st_cvars[_t1397] == 'carnivorous') or (_st_cvars[_t1397] == 'high_body_weight')) else (2 if (_st_cvars[_t1397] == 'parasite') else 0))
    return _t1398

# <rulerun evolution.rules: on before attack #656 640b0d3e>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1399 in st.zones[(9 + _owner1677[st.loc[_t1378]])]:
        if ((_st_cvars[_t1399] == 'symbiosis') and (_st_cvars[168 + _t1399] == _t1378)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 3227a676>
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
    if st.budget < 0: _spent1660(st)
    _t1384 = _NOT_YET
    _t1389 = _NOT_YET
    _t1394 = _NOT_YET
    _t1379 = []
    for _t1378 in _t1377:
        if (((_t1378 != _l1) and (_t1378 != _l0)) and ((((((_l0 != _t1378) and ((not ('camouflage' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1662(st, _t1378)))))) or (_t1384 if _t1384 is not _NOT_YET else (_t1384 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1664(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1666(st, _t1378)))))) or (_t1389 if _t1389 is not _NOT_YET else (_t1389 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1668(st, L))))))))) and (('swimming' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1670(st, _t1378))))) == (_t1394 if _t1394 is not _NOT_YET else (_t1394 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a1672(st, L))))))))) and (not (('burrowing' in (_memo15[_t1378] if _t1378 in _memo15 else _memo15.setdefault(_t1378, frozenset(_a1674(st, _t1378))))) and ((_st_cvars[924 + _t1378] == _st_vars[0]) or (_st_cvars[504 + _t1378] >= (_memo6[_t1378] if _t1378 in _memo6 else _memo6.setdefault(_t1378, (1 + _a1676(st, _t1378))))))))) and (not (_memo13[_t1378] if _t1378 in _memo13 else _memo13.setdefault(_t1378, _a1678(st, _t1378)))))):
            _t1379.append(_t1378)
    return _t1379

# <rulerun evolution.rules: on before attack #658 09d720ff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1405 = []
    for _t1404 in st.zones[(9 + _owner1685[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1404] == L[1]) or (_st_cvars[168 + _t1404] == L[1])):
            _t1405.append(_t1404)
    return _t1405

# <rulerun evolution.rules: on before attack #659 37c147e3>
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
                pc = 17
        if pc == 2:
            _r = _run1653(st, L)
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
                if st.thread_player is not None: _answered1655(st, _t1376)
            elif _st_log is None: _pend1656(st, L, [None] + _o, _t1374); return True
            elif _decide1657(st, L, _o, _t1374): return True
            pc = 4
        if pc == 4:
            _r = _run1658(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run1659(st, L)
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
            _o = (_a1679(st, L) or [])
            fr[1] = 10
            _t1401 = L[4]
            _t1402 = len(_o)
            if not _t1402: _no_option1681(_t1401, 'mimicry: the new target')
            if _t1402 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1402 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1403 = st.chooser(_t1402, _t1401)
                else:
                    _t1403 = _st_bits(_t1402.bit_length())
                    while _t1403 >= _t1402: _t1403 = _st_bits(_t1402.bit_length())
                L[7] = _o[_t1403]; st.decisions += 1
                if st.thread_player is not None: _answered1655(st, _t1403)
            elif _st_log is None: _pend1682(st, L, _o, _t1401); return True
            elif _decide1683(st, L, _o, _t1401): return True
            pc = 10
        if pc == 10:
            _r = _run1684(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a1686(st, L) or [])
            fr[1] = 13
            _t1406 = L[4]
            _t1407 = len(_o)
            if not _t1407: _no_option1681(_t1406, 'tail loss: trait to drop')
            if _t1407 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1407 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1408 = st.chooser(_t1407, _t1406)
                else:
                    _t1408 = _st_bits(_t1407.bit_length())
                    while _t1408 >= _t1407: _t1408 = _st_bits(_t1407.bit_length())
                L[8] = _o[_t1408]; st.decisions += 1
                if st.thread_player is not None: _answered1655(st, _t1408)
            elif _st_log is None: _pend1688(st, L, _o, _t1406); return True
            elif _decide1689(st, L, _o, _t1406): return True
            pc = 13
        if pc == 13:
            _r = _run1690(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], 'blue', None, None]
            if len(st.cur) >= 500: raise _RuleLimit1691(_k1692)
            fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1693[11](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 15
        if pc == 15:
            _r = _run1694(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1651(_k, st, _d0): raise _Runaway1650()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1695)

# <rulerun evolution.rules: on after attack #660 a0baf7b6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [_owner1698[st.loc[L[0]]], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit1699(_k1700)
            fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1701[18](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1702)

# <rulerun evolution.rules: play #661 a3343353>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1705(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1706(_k1707)
            fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs1708[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit1704(_k, st, _d0): raise _Runaway1703()
                continue
        if pc == 3:
            _r = _run1709(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step1710(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1711)

# <rulerun evolution.rules: development #662 playout 557e977b>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1715)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1716(st)
        for _t1409 in (_o1717[st.vars[1]] or []):
            L[3] = _t1409
            if not ((not (_t1409 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1409)]):
                if _st_log is not None: _st_log.append(_Text1720(_audience1718(st), [_PlayerRef1719(_t1409), ' has no cards and passes']))
                L[0] = (L[0] + [_t1409])
                if len(L[0]) > 1000000: _too_long1721(L[0])
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
                elif _st_log is None: _pend1724(st, L, [None] + _t1410, _t1411); raise _PlayoutCut1722()
                elif _decide1725(st, L, _t1410[:], _t1411): raise _PlayoutCut1722()
                if (L[4] is None):
                    L[0] = _joined1726(L[0], [_t1409])
                else:
                    if _p1727(st, [_t1409, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 fbdd318e>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1417 = []
    for _t1416 in st.zones[(9 + _owner1744[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1416] == _t1414) or (_st_cvars[168 + _t1416] == _t1414)):
            _t1417.append(_st_cvars[_t1416])
    return _t1417

# <rulerun evolution.rules: feeding #664 46458a4a>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1419 = []
    for _t1418 in st.zones[(9 + _owner1746[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1418] == _t1414) or (_st_cvars[168 + _t1418] == _t1414)):
            _t1419.append(_t1418)
    return _t1419

# <rulerun evolution.rules: feeding #665 5bb58b0b>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1421 = 0
    for _t1420 in st.zones[(9 + _owner1748[st.loc[_t1414]])]:
        if (_st_cvars[84 + _t1420] == _t1414):
            _t1421 += (1 if ((_st_cvars[_t1420] == 'carnivorous') or (_st_cvars[_t1420] == 'high_body_weight')) else (2 if (_st_cvars[_t1420] == 'parasite') else 0))
    return _t1421

# <rulerun evolution.rules: feeding #666 3e12e02a>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1423 = 0
    for _t1422 in st.zones[(9 + _owner1750[st.loc[_t1414]])]:
        if (((_st_cvars[84 + _t1422] == _t1414) and (_st_cvars[_t1422] == 'fat_tissue')) and _st_cvars[252 + _t1422]):
            _t1423 += 1
    return _t1423

# <rulerun evolution.rules: feeding #667 89f163e6>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1425 = 0
    for _t1424 in st.zones[(9 + _owner1752[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1424] == _t1414) and (_st_cvars[_t1424] == 'fat_tissue')):
            _t1425 += 1
    return _t1425

# <rulerun evolution.rules: feeding #668 0d2cb916>
def _loop(st, _t1414):
    _st_cvars = st.cvars
    _t1427 = 0
    for _t1426 in st.zones[(9 + _owner1754[st.loc[_t1414]])]:
        if ((_st_cvars[84 + _t1426] == _t1414) and (_st_cvars[_t1426] == 'fat_tissue')):
            _t1427 += 1
    return _t1427

# <rulerun evolution.rules: feeding_turn_of #669 570c72cd>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1434 = 0
    for _t1433 in st.zones[(9 + _owner1767[st.loc[_t1432]])]:
        if (_st_cvars[84 + _t1433] == _t1432):
            _t1434 += (1 if ((_st_cvars[_t1433] == 'carnivorous') or (_st_cvars[_t1433] == 'high_body_weight')) else (2 if (_st_cvars[_t1433] == 'parasite') else 0))
    return _t1434

# <rulerun evolution.rules: feeding_turn_of #670 20b8ca25>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1436 = 0
    for _t1435 in st.zones[(9 + _owner1769[st.loc[_t1432]])]:
        if (((_st_cvars[84 + _t1435] == _t1432) and (_st_cvars[_t1435] == 'fat_tissue')) and _st_cvars[252 + _t1435]):
            _t1436 += 1
    return _t1436

# <rulerun evolution.rules: feeding_turn_of #671 63aa9604>
def _loop(st, _t1432):
    _st_cvars = st.cvars
    _t1438 = 0
    for _t1437 in st.zones[(9 + _owner1771[st.loc[_t1432]])]:
        if ((_st_cvars[84 + _t1437] == _t1432) and (_st_cvars[_t1437] == 'fat_tissue')):
            _t1438 += 1
    return _t1438

# <rulerun evolution.rules: feeding_turn_of #672 e1ccf259>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1446 = 0
    for _t1445 in st.zones[(9 + _owner1778[st.loc[_t1443]])]:
        if (_st_cvars[84 + _t1445] == _t1443):
            _t1446 += (1 if ((_st_cvars[_t1445] == 'carnivorous') or (_st_cvars[_t1445] == 'high_body_weight')) else (2 if (_st_cvars[_t1445] == 'parasite') else 0))
    return _t1446

# <rulerun evolution.rules: feeding_turn_of #673 56c4b148>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1448 = 0
    for _t1447 in st.zones[(9 + _owner1780[st.loc[_t1443]])]:
        if (((_st_cvars[84 + _t1447] == _t1443) and (_st_cvars[_t1447] == 'fat_tissue')) and _st_cvars[252 + _t1447]):
            _t1448 += 1
    return _t1448

# <rulerun evolution.rules: feeding_turn_of #674 a2d29456>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _t1450 = 0
    for _t1449 in st.zones[(9 + _owner1782[st.loc[_t1443]])]:
        if ((_st_cvars[84 + _t1449] == _t1443) and (_st_cvars[_t1449] == 'fat_tissue')):
            _t1450 += 1
    return _t1450

# <rulerun evolution.rules: feeding_turn_of #675 7fefe921>
def _loop(st, _t1452):
    _st_cvars = st.cvars
    _t1455 = 0
    for _t1454 in st.zones[(9 + _owner1786[st.loc[_st_cvars[84 + _t1452]]])]:
        if (_st_cvars[84 + _t1454] == _st_cvars[84 + _t1452]):
            _t1455 += (1 if ((_st_cvars[_t1454] == 'carnivorous') or (_st_cvars[_t1454] == 'high_body_weight')) else (2 if (_st_cvars[_t1454] == 'parasite') else 0))
    return _t1455

# <rulerun evolution.rules: feeding_turn_of #676 ff84ea5e>
def _loop(st, _t1443):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1451 = st.zones[(9 + _owner1784[st.loc[_t1443]])]
    st.budget -= len(_t1451)
    if st.budget < 0: _spent1785(st)
    for _t1452 in _t1451:
        if (((_st_cvars[_t1452] == 'symbiosis') and (_st_cvars[168 + _t1452] == _t1443)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1452]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1452]] >= (_memo6[_st_cvars[84 + _t1452]] if _st_cvars[84 + _t1452] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1452], (1 + _a1787(st, _t1452)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 bcfdd76f>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t1442 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1442)
    if st.budget < 0: _spent1777(st)
    for _t1443 in _t1442:
        if ((not ((_st_cvars[924 + _t1443] == _st_vars[0]) or ((_st_cvars[504 + _t1443] >= (_memo6[_t1443] if _t1443 in _memo6 else _memo6.setdefault(_t1443, (1 + _a1779(st, _t1443))))) and ((_memo5[_t1443] if _t1443 in _memo5 else _memo5.setdefault(_t1443, _a1781(st, _t1443))) >= (_memo4[_t1443] if _t1443 in _memo4 else _memo4.setdefault(_t1443, _a1783(st, _t1443))))))) and (_memo14[_t1443] if _t1443 in _memo14 else _memo14.setdefault(_t1443, (not _a1788(st, _t1443))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 0d6388ed>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1460 = []
    for _t1459 in st.zones[(9 + _owner1791[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1459] == _t1457):
            _t1460.append(_st_cvars[_t1459])
    return _t1460

# <rulerun evolution.rules: feeding_turn_of #679 d5805c21>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1462 = 0
    for _t1461 in st.zones[(9 + _owner1793[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1461] == _t1457):
            _t1462 += (1 if ((_st_cvars[_t1461] == 'carnivorous') or (_st_cvars[_t1461] == 'high_body_weight')) else (2 if (_st_cvars[_t1461] == 'parasite') else 0))
    return _t1462

# <rulerun evolution.rules: feeding_turn_of #680 fb231298>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1464 = 0
    for _t1463 in st.zones[(9 + _owner1795[st.loc[_t1457]])]:
        if (((_st_cvars[84 + _t1463] == _t1457) and (_st_cvars[_t1463] == 'fat_tissue')) and _st_cvars[252 + _t1463]):
            _t1464 += 1
    return _t1464

# <rulerun evolution.rules: feeding_turn_of #681 09f9dcf3>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1466 = 0
    for _t1465 in st.zones[(9 + _owner1797[st.loc[_t1457]])]:
        if ((_st_cvars[84 + _t1465] == _t1457) and (_st_cvars[_t1465] == 'fat_tissue')):
            _t1466 += 1
    return _t1466

# <rulerun evolution.rules: feeding_turn_of #682 12f6d606>
def _loop(st, _t1468):
    _st_cvars = st.cvars
    _t1471 = 0
    for _t1470 in st.zones[(9 + _owner1801[st.loc[_st_cvars[84 + _t1468]]])]:
        if (_st_cvars[84 + _t1470] == _st_cvars[84 + _t1468]):
            _t1471 += (1 if ((_st_cvars[_t1470] == 'carnivorous') or (_st_cvars[_t1470] == 'high_body_weight')) else (2 if (_st_cvars[_t1470] == 'parasite') else 0))
    return _t1471

# <rulerun evolution.rules: feeding_turn_of #683 a477c3ca>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1467 = st.zones[(9 + _owner1799[st.loc[_t1457]])]
    st.budget -= len(_t1467)
    if st.budget < 0: _spent1800(st)
    for _t1468 in _t1467:
        if (((_st_cvars[_t1468] == 'symbiosis') and (_st_cvars[168 + _t1468] == _t1457)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1468]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1468]] >= (_memo6[_st_cvars[84 + _t1468]] if _st_cvars[84 + _t1468] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1468], (1 + _a1802(st, _t1468)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 cfd9de77>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1476 = []
    for _t1475 in st.zones[(9 + _owner1807[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1475] == _t1473):
            _t1476.append(_st_cvars[_t1475])
    return _t1476

# <rulerun evolution.rules: feeding_turn_of #685 1cf27091>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1478 = []
    for _t1477 in st.zones[(9 + _owner1809[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1477] == _t1457):
            _t1478.append(_st_cvars[_t1477])
    return _t1478

# <rulerun evolution.rules: feeding_turn_of #686 65aea3e1>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1481 = []
    for _t1480 in st.zones[(9 + _owner1811[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1480] == _t1473):
            _t1481.append(_st_cvars[_t1480])
    return _t1481

# <rulerun evolution.rules: feeding_turn_of #687 90be9d11>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1483 = []
    for _t1482 in st.zones[(9 + _owner1813[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1482] == _t1457):
            _t1483.append(_st_cvars[_t1482])
    return _t1483

# <rulerun evolution.rules: feeding_turn_of #688 5aa6d37a>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1486 = []
    for _t1485 in st.zones[(9 + _owner1815[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1485] == _t1473):
            _t1486.append(_st_cvars[_t1485])
    return _t1486

# <rulerun evolution.rules: feeding_turn_of #689 5482ee46>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _t1488 = []
    for _t1487 in st.zones[(9 + _owner1817[st.loc[_t1457]])]:
        if (_st_cvars[84 + _t1487] == _t1457):
            _t1488.append(_st_cvars[_t1487])
    return _t1488

# <rulerun evolution.rules: feeding_turn_of #690 5b6b41f2>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1491 = []
    for _t1490 in st.zones[(9 + _owner1819[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1490] == _t1473):
            _t1491.append(_st_cvars[_t1490])
    return _t1491

# <rulerun evolution.rules: feeding_turn_of #691 45489b5b>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    _t1493 = 0
    for _t1492 in st.zones[(9 + _owner1821[st.loc[_t1473]])]:
        if (_st_cvars[84 + _t1492] == _t1473):
            _t1493 += (1 if ((_st_cvars[_t1492] == 'carnivorous') or (_st_cvars[_t1492] == 'high_body_weight')) else (2 if (_st_cvars[_t1492] == 'parasite') else 0))
    return _t1493

# <rulerun evolution.rules: feeding_turn_of #692 00734cfc>
def _loop(st, _t1473):
    _st_cvars = st.cvars
    for _t1494 in st.zones[(9 + _owner1823[st.loc[_t1473]])]:
        if ((_st_cvars[_t1494] == 'symbiosis') and (_st_cvars[168 + _t1494] == _t1473)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 173233ad>
def _loop(st, _t1457):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1472 = (list(_chain1804(map(st.zones.__getitem__, _k1805))) or ())
    st.budget -= len(_t1472)
    if st.budget < 0: _spent1806(st)
    _t1479 = _NOT_YET
    _t1484 = _NOT_YET
    _t1489 = _NOT_YET
    for _t1473 in _t1472:
        if ((((((_t1457 != _t1473) and ((not ('camouflage' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1808(st, _t1473)))))) or (_t1479 if _t1479 is not _NOT_YET else (_t1479 := ('sharp_vision' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1810(st, _t1457))))))))) and ((not ('high_body_weight' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1812(st, _t1473)))))) or (_t1484 if _t1484 is not _NOT_YET else (_t1484 := ('high_body_weight' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1814(st, _t1457))))))))) and (('swimming' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1816(st, _t1473))))) == (_t1489 if _t1489 is not _NOT_YET else (_t1489 := ('swimming' in (_memo15[_t1457] if _t1457 in _memo15 else _memo15.setdefault(_t1457, frozenset(_a1818(st, _t1457))))))))) and (not (('burrowing' in (_memo15[_t1473] if _t1473 in _memo15 else _memo15.setdefault(_t1473, frozenset(_a1820(st, _t1473))))) and ((_st_cvars[924 + _t1473] == _st_vars[0]) or (_st_cvars[504 + _t1473] >= (_memo6[_t1473] if _t1473 in _memo6 else _memo6.setdefault(_t1473, (1 + _a1822(st, _t1473))))))))) and (not (_memo13[_t1473] if _t1473 in _memo13 else _memo13.setdefault(_t1473, _a1824(st, _t1473))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 f41a8bd6>
def _loop(st, _t1441):
    _memo0 = st.memos[0]
    _t1456 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1456)
    if st.budget < 0: _spent1790(st)
    for _t1457 in _t1456:
        if (_memo0[_t1457] if _t1457 in _memo0 else _memo0.setdefault(_t1457, (((('carnivorous' in (st.memos[15][_t1457] if _t1457 in st.memos[15] else st.memos[15].setdefault(_t1457, frozenset(_a1792(st, _t1457))))) and (st.cvars[672 + _t1457] != st.vars[0])) and ((not ((st.cvars[924 + _t1457] == st.vars[0]) or ((st.cvars[504 + _t1457] >= (st.memos[6][_t1457] if _t1457 in st.memos[6] else st.memos[6].setdefault(_t1457, (1 + _a1794(st, _t1457))))) and ((st.memos[5][_t1457] if _t1457 in st.memos[5] else st.memos[5].setdefault(_t1457, _a1796(st, _t1457))) >= (st.memos[4][_t1457] if _t1457 in st.memos[4] else st.memos[4].setdefault(_t1457, _a1798(st, _t1457))))))) and (st.memos[14][_t1457] if _t1457 in st.memos[14] else st.memos[14].setdefault(_t1457, (not _a1803(st, _t1457)))))) and _a1825(st, _t1457)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 2e0e44a2>
def _loop(st, _t1497):
    _st_cvars = st.cvars
    _t1500 = 0
    for _t1499 in st.zones[(9 + _owner1828[st.loc[_t1497]])]:
        if (_st_cvars[84 + _t1499] == _t1497):
            _t1500 += (1 if ((_st_cvars[_t1499] == 'carnivorous') or (_st_cvars[_t1499] == 'high_body_weight')) else (2 if (_st_cvars[_t1499] == 'parasite') else 0))
    return _t1500

# <rulerun evolution.rules: feeding_turn_of #696 c094db0e>
def _loop(st, _t1497):
    _st_cvars = st.cvars
    _t1502 = 0
    for _t1501 in st.zones[(9 + _owner1830[st.loc[_t1497]])]:
        if (((_st_cvars[84 + _t1501] == _t1497) and (_st_cvars[_t1501] == 'fat_tissue')) and _st_cvars[252 + _t1501]):
            _t1502 += 1
    return _t1502

# <rulerun evolution.rules: feeding_turn_of #697 c0311659>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1496 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1496)
    if st.budget < 0: _spent1827(st)
    for _t1497 in _t1496:
        if ((not ((_st_cvars[924 + _t1497] == _st_vars[0]) or (_st_cvars[504 + _t1497] >= (_memo6[_t1497] if _t1497 in _memo6 else _memo6.setdefault(_t1497, (1 + _a1829(st, _t1497))))))) and ((_memo5[_t1497] if _t1497 in _memo5 else _memo5.setdefault(_t1497, _a1831(st, _t1497))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 a5bfb733>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1507 = []
    for _t1506 in st.zones[(9 + _owner1834[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1506] == _t1504):
            _t1507.append(_st_cvars[_t1506])
    return _t1507

# <rulerun evolution.rules: feeding_turn_of #699 b0695efa>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1509 = 0
    for _t1508 in st.zones[(9 + _owner1836[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1508] == _t1504):
            _t1509 += (1 if ((_st_cvars[_t1508] == 'carnivorous') or (_st_cvars[_t1508] == 'high_body_weight')) else (2 if (_st_cvars[_t1508] == 'parasite') else 0))
    return _t1509

# <rulerun evolution.rules: feeding_turn_of #700 d5c01c0a>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1511 = 0
    for _t1510 in st.zones[(9 + _owner1838[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1510] == _t1504):
            _t1511 += (1 if ((_st_cvars[_t1510] == 'carnivorous') or (_st_cvars[_t1510] == 'high_body_weight')) else (2 if (_st_cvars[_t1510] == 'parasite') else 0))
    return _t1511

# <rulerun evolution.rules: feeding_turn_of #701 c077f5e9>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1513 = 0
    for _t1512 in st.zones[(9 + _owner1840[st.loc[_t1504]])]:
        if (((_st_cvars[84 + _t1512] == _t1504) and (_st_cvars[_t1512] == 'fat_tissue')) and _st_cvars[252 + _t1512]):
            _t1513 += 1
    return _t1513

# <rulerun evolution.rules: feeding_turn_of #702 690de306>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1515 = 0
    for _t1514 in st.zones[(9 + _owner1842[st.loc[_t1504]])]:
        if ((_st_cvars[84 + _t1514] == _t1504) and (_st_cvars[_t1514] == 'fat_tissue')):
            _t1515 += 1
    return _t1515

# <rulerun evolution.rules: feeding_turn_of #703 d6321ab3>
def _loop(st, _t1517):
    _st_cvars = st.cvars
    _t1520 = 0
    for _t1519 in st.zones[(9 + _owner1846[st.loc[_st_cvars[84 + _t1517]]])]:
        if (_st_cvars[84 + _t1519] == _st_cvars[84 + _t1517]):
            _t1520 += (1 if ((_st_cvars[_t1519] == 'carnivorous') or (_st_cvars[_t1519] == 'high_body_weight')) else (2 if (_st_cvars[_t1519] == 'parasite') else 0))
    return _t1520

# <rulerun evolution.rules: feeding_turn_of #704 bf25812d>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1516 = st.zones[(9 + _owner1844[st.loc[_t1504]])]
    st.budget -= len(_t1516)
    if st.budget < 0: _spent1845(st)
    for _t1517 in _t1516:
        if (((_st_cvars[_t1517] == 'symbiosis') and (_st_cvars[168 + _t1517] == _t1504)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1517]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1517]] >= (_memo6[_st_cvars[84 + _t1517]] if _st_cvars[84 + _t1517] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1517], (1 + _a1847(st, _t1517)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 0ae22472>
def _loop(st, _t1522):
    _st_cvars = st.cvars
    _t1525 = 0
    for _t1524 in st.zones[(9 + _owner1852[st.loc[_t1522]])]:
        if (_st_cvars[84 + _t1524] == _t1522):
            _t1525 += (1 if ((_st_cvars[_t1524] == 'carnivorous') or (_st_cvars[_t1524] == 'high_body_weight')) else (2 if (_st_cvars[_t1524] == 'parasite') else 0))
    return _t1525

# <rulerun evolution.rules: feeding_turn_of #706 29b02569>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1521 = (list(_chain1849(map(st.zones.__getitem__, _k1850))) or ())
    st.budget -= len(_t1521)
    if st.budget < 0: _spent1851(st)
    for _t1522 in _t1521:
        if ((_t1522 != _t1504) and ((not ((_st_cvars[924 + _t1522] == _st_vars[0]) or (_st_cvars[504 + _t1522] >= (_memo6[_t1522] if _t1522 in _memo6 else _memo6.setdefault(_t1522, (1 + _a1853(st, _t1522))))))) and (_st_cvars[504 + _t1522] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 32c76f23>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1527 = []
    for _t1526 in st.zones[(9 + _owner1855[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1526] == _t1504):
            _t1527.append(_st_cvars[_t1526])
    return _t1527

# <rulerun evolution.rules: feeding_turn_of #708 94ca7483>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1529 = 0
    for _t1528 in st.zones[(9 + _owner1857[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1528] == _t1504):
            _t1529 += (1 if ((_st_cvars[_t1528] == 'carnivorous') or (_st_cvars[_t1528] == 'high_body_weight')) else (2 if (_st_cvars[_t1528] == 'parasite') else 0))
    return _t1529

# <rulerun evolution.rules: feeding_turn_of #709 e1809e4a>
def _loop(st, _t1504):
    _st_cvars = st.cvars
    _t1531 = []
    for _t1530 in st.zones[(9 + _owner1859[st.loc[_t1504]])]:
        if (_st_cvars[84 + _t1530] == _t1504):
            _t1531.append(_st_cvars[_t1530])
    return _t1531

# <rulerun evolution.rules: feeding_turn_of #710 33595f18>
def _loop(st, _t1441):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1503 = st.zones[(5 + _t1441)]
    st.budget -= len(_t1503)
    if st.budget < 0: _spent1833(st)
    for _t1504 in _t1503:
        if (((_memo10[_t1504] if _t1504 in _memo10 else _memo10.setdefault(_t1504, ((((('piracy' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1835(st, _t1504))))) and (_st_cvars[756 + _t1504] != _st_vars[0])) and (not ((_st_cvars[924 + _t1504] == _st_vars[0]) or (_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1837(st, _t1504)))))))) and ((not ((_st_cvars[924 + _t1504] == _st_vars[0]) or ((_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1839(st, _t1504))))) and ((st.memos[5][_t1504] if _t1504 in st.memos[5] else st.memos[5].setdefault(_t1504, _a1841(st, _t1504))) >= (st.memos[4][_t1504] if _t1504 in st.memos[4] else st.memos[4].setdefault(_t1504, _a1843(st, _t1504))))))) and (st.memos[14][_t1504] if _t1504 in st.memos[14] else st.memos[14].setdefault(_t1504, (not _a1848(st, _t1504)))))) and _a1854(st, _t1504)))) or ((((('hibernation' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1856(st, _t1504))))) and (_st_cvars[924 + _t1504] != _st_vars[0])) and (_st_cvars[924 + _t1504] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1504] == _st_vars[0]) or (_st_cvars[504 + _t1504] >= (_memo6[_t1504] if _t1504 in _memo6 else _memo6.setdefault(_t1504, (1 + _a1858(st, _t1504))))))))) or ((_st_vars[3] > 0) and ('grazing' in (_memo15[_t1504] if _t1504 in _memo15 else _memo15.setdefault(_t1504, frozenset(_a1860(st, _t1504))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 6b10dfd8>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1536 = 0
    for _t1535 in st.zones[(9 + _owner1863[st.loc[_t1533]])]:
        if (_st_cvars[84 + _t1535] == _t1533):
            _t1536 += (1 if ((_st_cvars[_t1535] == 'carnivorous') or (_st_cvars[_t1535] == 'high_body_weight')) else (2 if (_st_cvars[_t1535] == 'parasite') else 0))
    return _t1536

# <rulerun evolution.rules: feeding_turn_of #712 c1ccbfc5>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1538 = 0
    for _t1537 in st.zones[(9 + _owner1865[st.loc[_t1533]])]:
        if (((_st_cvars[84 + _t1537] == _t1533) and (_st_cvars[_t1537] == 'fat_tissue')) and _st_cvars[252 + _t1537]):
            _t1538 += 1
    return _t1538

# <rulerun evolution.rules: feeding_turn_of #713 a4f48b80>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _t1540 = 0
    for _t1539 in st.zones[(9 + _owner1867[st.loc[_t1533]])]:
        if ((_st_cvars[84 + _t1539] == _t1533) and (_st_cvars[_t1539] == 'fat_tissue')):
            _t1540 += 1
    return _t1540

# <rulerun evolution.rules: feeding_turn_of #714 18ec05d1>
def _loop(st, _t1542):
    _st_cvars = st.cvars
    _t1545 = 0
    for _t1544 in st.zones[(9 + _owner1871[st.loc[_st_cvars[84 + _t1542]]])]:
        if (_st_cvars[84 + _t1544] == _st_cvars[84 + _t1542]):
            _t1545 += (1 if ((_st_cvars[_t1544] == 'carnivorous') or (_st_cvars[_t1544] == 'high_body_weight')) else (2 if (_st_cvars[_t1544] == 'parasite') else 0))
    return _t1545

# <rulerun evolution.rules: feeding_turn_of #715 84185bc0>
def _loop(st, _t1533):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1541 = st.zones[(9 + _owner1869[st.loc[_t1533]])]
    st.budget -= len(_t1541)
    if st.budget < 0: _spent1870(st)
    for _t1542 in _t1541:
        if (((_st_cvars[_t1542] == 'symbiosis') and (_st_cvars[168 + _t1542] == _t1533)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1542]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1542]] >= (_memo6[_st_cvars[84 + _t1542]] if _st_cvars[84 + _t1542] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1542], (1 + _a1872(st, _t1542)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 73d55b31>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t1532 = st.zones[(5 + L[0])]
    st.budget -= len(_t1532)
    if st.budget < 0: _spent1862(st)
    for _t1533 in _t1532:
        if ((not ((_st_cvars[924 + _t1533] == _st_vars[0]) or ((_st_cvars[504 + _t1533] >= (_memo6[_t1533] if _t1533 in _memo6 else _memo6.setdefault(_t1533, (1 + _a1864(st, _t1533))))) and ((_memo5[_t1533] if _t1533 in _memo5 else _memo5.setdefault(_t1533, _a1866(st, _t1533))) >= (_memo4[_t1533] if _t1533 in _memo4 else _memo4.setdefault(_t1533, _a1868(st, _t1533))))))) and (_memo14[_t1533] if _t1533 in _memo14 else _memo14.setdefault(_t1533, (not _a1873(st, _t1533))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 492c09b3>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1550 = []
    for _t1549 in st.zones[(9 + _owner1877[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1549] == _t1547):
            _t1550.append(_st_cvars[_t1549])
    return _t1550

# <rulerun evolution.rules: feeding_turn_of #718 86e3f40b>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1552 = 0
    for _t1551 in st.zones[(9 + _owner1879[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1551] == _t1547):
            _t1552 += (1 if ((_st_cvars[_t1551] == 'carnivorous') or (_st_cvars[_t1551] == 'high_body_weight')) else (2 if (_st_cvars[_t1551] == 'parasite') else 0))
    return _t1552

# <rulerun evolution.rules: feeding_turn_of #719 ab51b1df>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1554 = 0
    for _t1553 in st.zones[(9 + _owner1881[st.loc[_t1547]])]:
        if (((_st_cvars[84 + _t1553] == _t1547) and (_st_cvars[_t1553] == 'fat_tissue')) and _st_cvars[252 + _t1553]):
            _t1554 += 1
    return _t1554

# <rulerun evolution.rules: feeding_turn_of #720 0efaa51e>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1556 = 0
    for _t1555 in st.zones[(9 + _owner1883[st.loc[_t1547]])]:
        if ((_st_cvars[84 + _t1555] == _t1547) and (_st_cvars[_t1555] == 'fat_tissue')):
            _t1556 += 1
    return _t1556

# <rulerun evolution.rules: feeding_turn_of #721 e4f25619>
def _loop(st, _t1558):
    _st_cvars = st.cvars
    _t1561 = 0
    for _t1560 in st.zones[(9 + _owner1887[st.loc[_st_cvars[84 + _t1558]]])]:
        if (_st_cvars[84 + _t1560] == _st_cvars[84 + _t1558]):
            _t1561 += (1 if ((_st_cvars[_t1560] == 'carnivorous') or (_st_cvars[_t1560] == 'high_body_weight')) else (2 if (_st_cvars[_t1560] == 'parasite') else 0))
    return _t1561

# <rulerun evolution.rules: feeding_turn_of #722 d3fe01c4>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1557 = st.zones[(9 + _owner1885[st.loc[_t1547]])]
    st.budget -= len(_t1557)
    if st.budget < 0: _spent1886(st)
    for _t1558 in _t1557:
        if (((_st_cvars[_t1558] == 'symbiosis') and (_st_cvars[168 + _t1558] == _t1547)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1558]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1558]] >= (_memo6[_st_cvars[84 + _t1558]] if _st_cvars[84 + _t1558] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1558], (1 + _a1888(st, _t1558)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 3207cb89>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1566 = []
    for _t1565 in st.zones[(9 + _owner1893[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1565] == _t1563):
            _t1566.append(_st_cvars[_t1565])
    return _t1566

# <rulerun evolution.rules: feeding_turn_of #724 7ea50207>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1568 = []
    for _t1567 in st.zones[(9 + _owner1895[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1567] == _t1547):
            _t1568.append(_st_cvars[_t1567])
    return _t1568

# <rulerun evolution.rules: feeding_turn_of #725 b4204b0f>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1571 = []
    for _t1570 in st.zones[(9 + _owner1897[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1570] == _t1563):
            _t1571.append(_st_cvars[_t1570])
    return _t1571

# <rulerun evolution.rules: feeding_turn_of #726 082b08d5>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1573 = []
    for _t1572 in st.zones[(9 + _owner1899[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1572] == _t1547):
            _t1573.append(_st_cvars[_t1572])
    return _t1573

# <rulerun evolution.rules: feeding_turn_of #727 cb5ad6da>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1576 = []
    for _t1575 in st.zones[(9 + _owner1901[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1575] == _t1563):
            _t1576.append(_st_cvars[_t1575])
    return _t1576

# <rulerun evolution.rules: feeding_turn_of #728 82843461>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _t1578 = []
    for _t1577 in st.zones[(9 + _owner1903[st.loc[_t1547]])]:
        if (_st_cvars[84 + _t1577] == _t1547):
            _t1578.append(_st_cvars[_t1577])
    return _t1578

# <rulerun evolution.rules: feeding_turn_of #729 7a20943e>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1581 = []
    for _t1580 in st.zones[(9 + _owner1905[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1580] == _t1563):
            _t1581.append(_st_cvars[_t1580])
    return _t1581

# <rulerun evolution.rules: feeding_turn_of #730 6bc0efd2>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    _t1583 = 0
    for _t1582 in st.zones[(9 + _owner1907[st.loc[_t1563]])]:
        if (_st_cvars[84 + _t1582] == _t1563):
            _t1583 += (1 if ((_st_cvars[_t1582] == 'carnivorous') or (_st_cvars[_t1582] == 'high_body_weight')) else (2 if (_st_cvars[_t1582] == 'parasite') else 0))
    return _t1583

# <rulerun evolution.rules: feeding_turn_of #731 a0440eb0>
def _loop(st, _t1563):
    _st_cvars = st.cvars
    for _t1584 in st.zones[(9 + _owner1909[st.loc[_t1563]])]:
        if ((_st_cvars[_t1584] == 'symbiosis') and (_st_cvars[168 + _t1584] == _t1563)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 b6782552>
def _loop(st, _t1547):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1562 = (list(_chain1890(map(st.zones.__getitem__, _k1891))) or ())
    st.budget -= len(_t1562)
    if st.budget < 0: _spent1892(st)
    _t1569 = _NOT_YET
    _t1574 = _NOT_YET
    _t1579 = _NOT_YET
    for _t1563 in _t1562:
        if ((((((_t1547 != _t1563) and ((not ('camouflage' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1894(st, _t1563)))))) or (_t1569 if _t1569 is not _NOT_YET else (_t1569 := ('sharp_vision' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1896(st, _t1547))))))))) and ((not ('high_body_weight' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1898(st, _t1563)))))) or (_t1574 if _t1574 is not _NOT_YET else (_t1574 := ('high_body_weight' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1900(st, _t1547))))))))) and (('swimming' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1902(st, _t1563))))) == (_t1579 if _t1579 is not _NOT_YET else (_t1579 := ('swimming' in (_memo15[_t1547] if _t1547 in _memo15 else _memo15.setdefault(_t1547, frozenset(_a1904(st, _t1547))))))))) and (not (('burrowing' in (_memo15[_t1563] if _t1563 in _memo15 else _memo15.setdefault(_t1563, frozenset(_a1906(st, _t1563))))) and ((_st_cvars[924 + _t1563] == _st_vars[0]) or (_st_cvars[504 + _t1563] >= (_memo6[_t1563] if _t1563 in _memo6 else _memo6.setdefault(_t1563, (1 + _a1908(st, _t1563))))))))) and (not (_memo13[_t1563] if _t1563 in _memo13 else _memo13.setdefault(_t1563, _a1910(st, _t1563))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 9b3af292>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1546 = st.zones[(5 + L[0])]
    st.budget -= len(_t1546)
    if st.budget < 0: _spent1876(st)
    for _t1547 in _t1546:
        if (_memo0[_t1547] if _t1547 in _memo0 else _memo0.setdefault(_t1547, (((('carnivorous' in (st.memos[15][_t1547] if _t1547 in st.memos[15] else st.memos[15].setdefault(_t1547, frozenset(_a1878(st, _t1547))))) and (st.cvars[672 + _t1547] != st.vars[0])) and ((not ((st.cvars[924 + _t1547] == st.vars[0]) or ((st.cvars[504 + _t1547] >= (st.memos[6][_t1547] if _t1547 in st.memos[6] else st.memos[6].setdefault(_t1547, (1 + _a1880(st, _t1547))))) and ((st.memos[5][_t1547] if _t1547 in st.memos[5] else st.memos[5].setdefault(_t1547, _a1882(st, _t1547))) >= (st.memos[4][_t1547] if _t1547 in st.memos[4] else st.memos[4].setdefault(_t1547, _a1884(st, _t1547))))))) and (st.memos[14][_t1547] if _t1547 in st.memos[14] else st.memos[14].setdefault(_t1547, (not _a1889(st, _t1547)))))) and _a1911(st, _t1547)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 6cc56c47>
def _loop(st, _t1587):
    _st_cvars = st.cvars
    _t1590 = 0
    for _t1589 in st.zones[(9 + _owner1914[st.loc[_t1587]])]:
        if (_st_cvars[84 + _t1589] == _t1587):
            _t1590 += (1 if ((_st_cvars[_t1589] == 'carnivorous') or (_st_cvars[_t1589] == 'high_body_weight')) else (2 if (_st_cvars[_t1589] == 'parasite') else 0))
    return _t1590

# <rulerun evolution.rules: feeding_turn_of #735 1151c9f3>
def _loop(st, _t1587):
    _st_cvars = st.cvars
    _t1592 = 0
    for _t1591 in st.zones[(9 + _owner1916[st.loc[_t1587]])]:
        if (((_st_cvars[84 + _t1591] == _t1587) and (_st_cvars[_t1591] == 'fat_tissue')) and _st_cvars[252 + _t1591]):
            _t1592 += 1
    return _t1592

# <rulerun evolution.rules: feeding_turn_of #736 8c2ec86c>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1586 = st.zones[(5 + L[0])]
    st.budget -= len(_t1586)
    if st.budget < 0: _spent1913(st)
    for _t1587 in _t1586:
        if ((not ((_st_cvars[924 + _t1587] == _st_vars[0]) or (_st_cvars[504 + _t1587] >= (_memo6[_t1587] if _t1587 in _memo6 else _memo6.setdefault(_t1587, (1 + _a1915(st, _t1587))))))) and ((_memo5[_t1587] if _t1587 in _memo5 else _memo5.setdefault(_t1587, _a1917(st, _t1587))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 4c88c37a>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1597 = []
    for _t1596 in st.zones[(9 + _owner1919[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1596] == _t1595):
            _t1597.append(_st_cvars[_t1596])
    return _t1597

# <rulerun evolution.rules: feeding_turn_of #738 767bb98f>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1599 = 0
    for _t1598 in st.zones[(9 + _owner1921[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1598] == _t1595):
            _t1599 += (1 if ((_st_cvars[_t1598] == 'carnivorous') or (_st_cvars[_t1598] == 'high_body_weight')) else (2 if (_st_cvars[_t1598] == 'parasite') else 0))
    return _t1599

# <rulerun evolution.rules: feeding_turn_of #739 8f32b8e3>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1601 = 0
    for _t1600 in st.zones[(9 + _owner1923[st.loc[_t1595]])]:
        if (_st_cvars[84 + _t1600] == _t1595):
            _t1601 += (1 if ((_st_cvars[_t1600] == 'carnivorous') or (_st_cvars[_t1600] == 'high_body_weight')) else (2 if (_st_cvars[_t1600] == 'parasite') else 0))
    return _t1601

# <rulerun evolution.rules: feeding_turn_of #740 feb8ff5b>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1603 = 0
    for _t1602 in st.zones[(9 + _owner1925[st.loc[_t1595]])]:
        if (((_st_cvars[84 + _t1602] == _t1595) and (_st_cvars[_t1602] == 'fat_tissue')) and _st_cvars[252 + _t1602]):
            _t1603 += 1
    return _t1603

# <rulerun evolution.rules: feeding_turn_of #741 6768bc01>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _t1605 = 0
    for _t1604 in st.zones[(9 + _owner1927[st.loc[_t1595]])]:
        if ((_st_cvars[84 + _t1604] == _t1595) and (_st_cvars[_t1604] == 'fat_tissue')):
            _t1605 += 1
    return _t1605

# <rulerun evolution.rules: feeding_turn_of #742 32c737fc>
def _loop(st, _t1607):
    _st_cvars = st.cvars
    _t1610 = 0
    for _t1609 in st.zones[(9 + _owner1931[st.loc[_st_cvars[84 + _t1607]]])]:
        if (_st_cvars[84 + _t1609] == _st_cvars[84 + _t1607]):
            _t1610 += (1 if ((_st_cvars[_t1609] == 'carnivorous') or (_st_cvars[_t1609] == 'high_body_weight')) else (2 if (_st_cvars[_t1609] == 'parasite') else 0))
    return _t1610

# <rulerun evolution.rules: feeding_turn_of #743 307b0f4f>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1606 = st.zones[(9 + _owner1929[st.loc[_t1595]])]
    st.budget -= len(_t1606)
    if st.budget < 0: _spent1930(st)
    for _t1607 in _t1606:
        if (((_st_cvars[_t1607] == 'symbiosis') and (_st_cvars[168 + _t1607] == _t1595)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1607]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1607]] >= (_memo6[_st_cvars[84 + _t1607]] if _st_cvars[84 + _t1607] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1607], (1 + _a1932(st, _t1607)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 eb32e644>
def _loop(st, _t1612):
    _st_cvars = st.cvars
    _t1615 = 0
    for _t1614 in st.zones[(9 + _owner1937[st.loc[_t1612]])]:
        if (_st_cvars[84 + _t1614] == _t1612):
            _t1615 += (1 if ((_st_cvars[_t1614] == 'carnivorous') or (_st_cvars[_t1614] == 'high_body_weight')) else (2 if (_st_cvars[_t1614] == 'parasite') else 0))
    return _t1615

# <rulerun evolution.rules: feeding_turn_of #745 39ed57f1>
def _loop(st, _t1595):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1611 = (list(_chain1934(map(st.zones.__getitem__, _k1935))) or ())
    st.budget -= len(_t1611)
    if st.budget < 0: _spent1936(st)
    for _t1612 in _t1611:
        if ((_t1612 != _t1595) and ((not ((_st_cvars[924 + _t1612] == _st_vars[0]) or (_st_cvars[504 + _t1612] >= (_memo6[_t1612] if _t1612 in _memo6 else _memo6.setdefault(_t1612, (1 + _a1938(st, _t1612))))))) and (_st_cvars[504 + _t1612] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 5d656013>
def _loop(st, _t1618):
    _st_cvars = st.cvars
    _t1620 = []
    for _t1619 in st.zones[(9 + _owner1940[st.loc[_t1618]])]:
        if (_st_cvars[84 + _t1619] == _t1618):
            _t1620.append(_st_cvars[_t1619])
    return _t1620

# <rulerun evolution.rules: feeding_turn_of #747 ac4e0e90>
def _loop(st, _t1623):
    _st_cvars = st.cvars
    _t1625 = []
    for _t1624 in st.zones[(9 + _owner1942[st.loc[_t1623]])]:
        if (_st_cvars[84 + _t1624] == _t1623):
            _t1625.append(_st_cvars[_t1624])
    return _t1625

# <rulerun evolution.rules: feeding_turn_of #748 6527ee14>
def _loop(st, _t1623):
    _st_cvars = st.cvars
    _t1627 = 0
    for _t1626 in st.zones[(9 + _owner1944[st.loc[_t1623]])]:
        if (_st_cvars[84 + _t1626] == _t1623):
            _t1627 += (1 if ((_st_cvars[_t1626] == 'carnivorous') or (_st_cvars[_t1626] == 'high_body_weight')) else (2 if (_st_cvars[_t1626] == 'parasite') else 0))
    return _t1627

# <rulerun evolution.rules: feeding_turn_of #749 8ae26b3c>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1632 = 0
    for _t1631 in st.zones[(9 + _owner1947[st.loc[_t1629]])]:
        if (_st_cvars[84 + _t1631] == _t1629):
            _t1632 += (1 if ((_st_cvars[_t1631] == 'carnivorous') or (_st_cvars[_t1631] == 'high_body_weight')) else (2 if (_st_cvars[_t1631] == 'parasite') else 0))
    return _t1632

# <rulerun evolution.rules: feeding_turn_of #750 a56cf5ac>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1634 = 0
    for _t1633 in st.zones[(9 + _owner1949[st.loc[_t1629]])]:
        if (((_st_cvars[84 + _t1633] == _t1629) and (_st_cvars[_t1633] == 'fat_tissue')) and _st_cvars[252 + _t1633]):
            _t1634 += 1
    return _t1634

# <rulerun evolution.rules: feeding_turn_of #751 422c8a64>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _t1636 = 0
    for _t1635 in st.zones[(9 + _owner1951[st.loc[_t1629]])]:
        if ((_st_cvars[84 + _t1635] == _t1629) and (_st_cvars[_t1635] == 'fat_tissue')):
            _t1636 += 1
    return _t1636

# <rulerun evolution.rules: feeding_turn_of #752 440086f6>
def _loop(st, _t1638):
    _st_cvars = st.cvars
    _t1641 = 0
    for _t1640 in st.zones[(9 + _owner1955[st.loc[_st_cvars[84 + _t1638]]])]:
        if (_st_cvars[84 + _t1640] == _st_cvars[84 + _t1638]):
            _t1641 += (1 if ((_st_cvars[_t1640] == 'carnivorous') or (_st_cvars[_t1640] == 'high_body_weight')) else (2 if (_st_cvars[_t1640] == 'parasite') else 0))
    return _t1641

# <rulerun evolution.rules: feeding_turn_of #753 39a59e49>
def _loop(st, _t1629):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1637 = st.zones[(9 + _owner1953[st.loc[_t1629]])]
    st.budget -= len(_t1637)
    if st.budget < 0: _spent1954(st)
    for _t1638 in _t1637:
        if (((_st_cvars[_t1638] == 'symbiosis') and (_st_cvars[168 + _t1638] == _t1629)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1638]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1638]] >= (_memo6[_st_cvars[84 + _t1638]] if _st_cvars[84 + _t1638] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1638], (1 + _a1956(st, _t1638)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 0934298c>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t1628 = st.zones[(5 + L[0])]
    st.budget -= len(_t1628)
    if st.budget < 0: _spent1946(st)
    for _t1629 in _t1628:
        if ((not ((_st_cvars[924 + _t1629] == _st_vars[0]) or ((_st_cvars[504 + _t1629] >= (_memo6[_t1629] if _t1629 in _memo6 else _memo6.setdefault(_t1629, (1 + _a1948(st, _t1629))))) and ((_memo5[_t1629] if _t1629 in _memo5 else _memo5.setdefault(_t1629, _a1950(st, _t1629))) >= (_memo4[_t1629] if _t1629 in _memo4 else _memo4.setdefault(_t1629, _a1952(st, _t1629))))))) and (_memo14[_t1629] if _t1629 in _memo14 else _memo14.setdefault(_t1629, (not _a1957(st, _t1629))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 f595e5a4>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1651 = 0
    for _t1650 in st.zones[(9 + _owner1967[st.loc[_t1648]])]:
        if (_st_cvars[84 + _t1650] == _t1648):
            _t1651 += (1 if ((_st_cvars[_t1650] == 'carnivorous') or (_st_cvars[_t1650] == 'high_body_weight')) else (2 if (_st_cvars[_t1650] == 'parasite') else 0))
    return _t1651

# <rulerun evolution.rules: take_food #756 1439dae2>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1653 = 0
    for _t1652 in st.zones[(9 + _owner1969[st.loc[_t1648]])]:
        if (((_st_cvars[84 + _t1652] == _t1648) and (_st_cvars[_t1652] == 'fat_tissue')) and _st_cvars[252 + _t1652]):
            _t1653 += 1
    return _t1653

# <rulerun evolution.rules: take_food #757 fd7102f7>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _t1655 = 0
    for _t1654 in st.zones[(9 + _owner1971[st.loc[_t1648]])]:
        if ((_st_cvars[84 + _t1654] == _t1648) and (_st_cvars[_t1654] == 'fat_tissue')):
            _t1655 += 1
    return _t1655

# <rulerun evolution.rules: take_food #758 f940a9d1>
def _loop(st, _t1657):
    _st_cvars = st.cvars
    _t1660 = 0
    for _t1659 in st.zones[(9 + _owner1975[st.loc[_st_cvars[84 + _t1657]]])]:
        if (_st_cvars[84 + _t1659] == _st_cvars[84 + _t1657]):
            _t1660 += (1 if ((_st_cvars[_t1659] == 'carnivorous') or (_st_cvars[_t1659] == 'high_body_weight')) else (2 if (_st_cvars[_t1659] == 'parasite') else 0))
    return _t1660

# <rulerun evolution.rules: take_food #759 16741af9>
def _loop(st, _t1648):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1656 = st.zones[(9 + _owner1973[st.loc[_t1648]])]
    st.budget -= len(_t1656)
    if st.budget < 0: _spent1974(st)
    for _t1657 in _t1656:
        if (((_st_cvars[_t1657] == 'symbiosis') and (_st_cvars[168 + _t1657] == _t1648)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1657]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1657]] >= (_memo6[_st_cvars[84 + _t1657]] if _st_cvars[84 + _t1657] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1657], (1 + _a1976(st, _t1657)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 f1a14d96>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t1647 = st.zones[(5 + L[0])]
    st.budget -= len(_t1647)
    if st.budget < 0: _spent1966(st)
    _t1649 = []
    for _t1648 in _t1647:
        if ((not ((_st_cvars[924 + _t1648] == _st_vars[0]) or ((_st_cvars[504 + _t1648] >= (_memo6[_t1648] if _t1648 in _memo6 else _memo6.setdefault(_t1648, (1 + _a1968(st, _t1648))))) and ((_memo5[_t1648] if _t1648 in _memo5 else _memo5.setdefault(_t1648, _a1970(st, _t1648))) >= (_memo4[_t1648] if _t1648 in _memo4 else _memo4.setdefault(_t1648, _a1972(st, _t1648))))))) and (_memo14[_t1648] if _t1648 in _memo14 else _memo14.setdefault(_t1648, (not _a1977(st, _t1648))))):
            _t1649.append(_t1648)
    return _t1649

# <rulerun evolution.rules: receive #761 cd0040d9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1666 = 0
    for _t1665 in st.zones[(9 + _owner1991[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1665] == _l0):
            _t1666 += (1 if ((_st_cvars[_t1665] == 'carnivorous') or (_st_cvars[_t1665] == 'high_body_weight')) else (2 if (_st_cvars[_t1665] == 'parasite') else 0))
    return _t1666

# <rulerun evolution.rules: receive #762 53261a58>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1668 = 0
    for _t1667 in st.zones[(9 + _owner1993[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t1667] == _l0) and (_st_cvars[_t1667] == 'fat_tissue')) and _st_cvars[252 + _t1667]):
            _t1668 += 1
    return _t1668

# <rulerun evolution.rules: receive #763 e81608e5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1670 = 0
    for _t1669 in st.zones[(9 + _owner1995[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1669] == _l0) and (_st_cvars[_t1669] == 'fat_tissue')):
            _t1670 += 1
    return _t1670

# <rulerun evolution.rules: receive #764 6ff8371e>
def _loop(st, _t1672):
    _st_cvars = st.cvars
    _t1675 = 0
    for _t1674 in st.zones[(9 + _owner1999[st.loc[_st_cvars[84 + _t1672]]])]:
        if (_st_cvars[84 + _t1674] == _st_cvars[84 + _t1672]):
            _t1675 += (1 if ((_st_cvars[_t1674] == 'carnivorous') or (_st_cvars[_t1674] == 'high_body_weight')) else (2 if (_st_cvars[_t1674] == 'parasite') else 0))
    return _t1675

# <rulerun evolution.rules: receive #765 d0c02ff0>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1671 = st.zones[(9 + _owner1997[st.loc[_l0]])]
    st.budget -= len(_t1671)
    if st.budget < 0: _spent1998(st)
    for _t1672 in _t1671:
        if (((_st_cvars[_t1672] == 'symbiosis') and (_st_cvars[168 + _t1672] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1672]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1672]] >= (_memo6[_st_cvars[84 + _t1672]] if _st_cvars[84 + _t1672] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1672], (1 + _a2000(st, _t1672)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 e4c515fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1680 = 0
    for _t1679 in st.zones[(9 + _owner2010[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1679] == L[2]):
            _t1680 += (1 if ((_st_cvars[_t1679] == 'carnivorous') or (_st_cvars[_t1679] == 'high_body_weight')) else (2 if (_st_cvars[_t1679] == 'parasite') else 0))
    return _t1680

# <rulerun evolution.rules: receive #767 d3b341ff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1685 = 0
    for _t1684 in st.zones[(9 + _owner2013[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t1684] == L[2]) and (_st_cvars[_t1684] == 'fat_tissue')) and _st_cvars[252 + _t1684]):
            _t1685 += 1
    return _t1685

# <rulerun evolution.rules: receive #768 e27c4c44>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1687 = 0
    for _t1686 in st.zones[(9 + _owner2015[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1686] == L[2]) and (_st_cvars[_t1686] == 'fat_tissue')):
            _t1687 += 1
    return _t1687

# <rulerun evolution.rules: receive #769 40aeb348>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1690 = 0
    for _t1689 in st.zones[(9 + _owner2017[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1689] == L[2]):
            _t1690 += (1 if ((_st_cvars[_t1689] == 'carnivorous') or (_st_cvars[_t1689] == 'high_body_weight')) else (2 if (_st_cvars[_t1689] == 'parasite') else 0))
    return _t1690

# <rulerun evolution.rules: paired_triggers #770 playout da705b3d>
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
    if len(st.cur) + _d > 500: raise _RuleLimit2019(_k2020)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent2021(st)
        _t1692 = st.zones[(9 + _owner2022[_st_loc[_l0]])]
        st.budget -= len(_t1692)
        if st.budget < 0: _spent2021(st)
        _t1691 = []
        for _t1693 in _t1692:
            if (((_st_cvars[336 + _t1693] != _st_vars[4]) and ((_st_cvars[84 + _t1693] == _l0) or (_st_cvars[168 + _t1693] == _l0))) and (((((_st_cvars[_t1693] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d2023(st, [(_st_cvars[168 + _t1693] if (_st_cvars[84 + _t1693] == _l0) else _st_cvars[84 + _t1693])])) or ((_st_cvars[_t1693] == 'cooperation') and _d2023(st, [(_st_cvars[168 + _t1693] if (_st_cvars[84 + _t1693] == _l0) else _st_cvars[84 + _t1693])])))):
                _t1691.append(_t1693)
        L[2] = _t1691
        if (not (L[2] or ())):
            return 2
        _t1694 = (L[2] or [])
        _t1695 = _owner2026[_st_loc[_l0]]
        _t1696 = len(_t1694) + 1
        if _t1696 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1697 = st.chooser(_t1696, _t1695)
            else:
                _t1697 = _st_bits(_t1696.bit_length())
                while _t1697 >= _t1696: _t1697 = _st_bits(_t1696.bit_length())
            L[3] = _t1694[_t1697 - 1] if _t1697 else None; st.decisions += 1
        elif _st_log is None: _pend2027(st, L, [None] + _t1694, _t1695); raise _PlayoutCut2024()
        elif _decide2028(st, L, _t1694, _t1695): raise _PlayoutCut2024()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1698 if -1000000000000000000 <= (_t1698 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2029(_t1698))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text2032(_audience2030(st), ['Communication: animal ', _plain2031(_st_cvars[420 + L[4]]), ' takes a red token from the food base (', _plain2031(_st_vars[3]), ' left)']))
            if _p2033[0](st, [L[4], 'red', None, None], _d + 1) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text2032(_audience2030(st), ['Cooperation: animal ', _plain2031(_st_cvars[420 + L[4]]), ' receives a blue token']))
            if _p2033[0](st, [L[4], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: on after feed #771 playout bfa8e6c9>
def _native(st, L, _d=0):
    if _p2034(st, [L[0], L[1], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: receive #772 playout 2203aaf7>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1989(_k1990)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1992(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1994(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1996(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a2001(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1676 if -1000000000000000000 <= (_t1676 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond2002(_t1676))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text2007(_audience2003(st), [_PlayerRef2005(_owner2004[_st_loc[_l0]]), "'s animal ", _plain2006(_st_cvars[420 + _l0]), ' cannot take the ', _plain2006(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth2008(st)
    _t1677 = [_l0, _l1]
    _t1678 = [0, _t1677, False, len(st.cur), st.thread_player]
    st.events.append(_t1678)
    if not _t1678[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value2009(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2011(st, L)))))):
            _t1682 = L[2]
            _t1681 = None
            for _t1683 in st.zones[(9 + _owner2012[_st_loc[L[2]]])]:
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
            if _st_log is not None: _st_log.append(_Text2007(_audience2003(st), ['  animal ', _plain2006(_st_cvars[420 + L[2]]), ' stores it as fat (', _plain2006((_memo5[L[2]] if L[2] in _memo5 else _memo5.setdefault(L[2], _a2014(st, L)))), '/', _plain2006((_memo4[L[2]] if L[2] in _memo4 else _memo4.setdefault(L[2], _a2016(st, L)))), ')']))
        else:
            _st_cvars[504 + L[2]] = (_t1688 if -1000000000000000000 <= (_t1688 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond2002(_t1688))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text2007(_audience2003(st), ['  animal ', _plain2006(_st_cvars[420 + L[2]]), ' has food ', _plain2006(_st_cvars[504 + L[2]]), '/', _plain2006((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2018(st, L)))))]))
        _t1699 = _t1678[1] + _k2035
        if _p2036(st, _t1699, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout a89a4ff5>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1964(_k1965)
    _t1646 = (_a1978(st, L) or [])
    _t1661 = _l0
    _t1662 = len(_t1646)
    if not _t1662: _no_option1981(_t1661, 'animal to feed')
    if _t1662 <= 1 and _st_log is None:
        L[1] = _t1646[0] if _t1662 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1663 = st.chooser(_t1662, _t1661)
        else:
            _t1663 = _st_bits(_t1662.bit_length())
            while _t1663 >= _t1662: _t1663 = _st_bits(_t1662.bit_length())
        L[1] = _t1646[_t1663]; st.decisions += 1
    elif _st_log is None: _pend1982(st, L, _t1646, _t1661); raise _PlayoutCut1979()
    elif _decide1983(st, L, _t1646, _t1661): raise _PlayoutCut1979()
    _st_vars[3] = (_t1664 if -1000000000000000000 <= (_t1664 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1984(_t1664))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1988(_audience1985(st), [_PlayerRef1986(_l0), "'s animal ", _plain1987(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1987(_st_vars[3]), ' left)']))
    if _p2037(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 2b4d279a>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1705 = []
    for _t1704 in st.zones[(9 + _owner2042[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1704] == _t1702):
            _t1705.append(_st_cvars[_t1704])
    return _t1705

# <rulerun evolution.rules: attack_action #775 dcceadb5>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1707 = 0
    for _t1706 in st.zones[(9 + _owner2044[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1706] == _t1702):
            _t1707 += (1 if ((_st_cvars[_t1706] == 'carnivorous') or (_st_cvars[_t1706] == 'high_body_weight')) else (2 if (_st_cvars[_t1706] == 'parasite') else 0))
    return _t1707

# <rulerun evolution.rules: attack_action #776 db6c5f24>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1709 = 0
    for _t1708 in st.zones[(9 + _owner2046[st.loc[_t1702]])]:
        if (((_st_cvars[84 + _t1708] == _t1702) and (_st_cvars[_t1708] == 'fat_tissue')) and _st_cvars[252 + _t1708]):
            _t1709 += 1
    return _t1709

# <rulerun evolution.rules: attack_action #777 8e671c99>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1711 = 0
    for _t1710 in st.zones[(9 + _owner2048[st.loc[_t1702]])]:
        if ((_st_cvars[84 + _t1710] == _t1702) and (_st_cvars[_t1710] == 'fat_tissue')):
            _t1711 += 1
    return _t1711

# <rulerun evolution.rules: attack_action #778 0874655a>
def _loop(st, _t1713):
    _st_cvars = st.cvars
    _t1716 = 0
    for _t1715 in st.zones[(9 + _owner2052[st.loc[_st_cvars[84 + _t1713]]])]:
        if (_st_cvars[84 + _t1715] == _st_cvars[84 + _t1713]):
            _t1716 += (1 if ((_st_cvars[_t1715] == 'carnivorous') or (_st_cvars[_t1715] == 'high_body_weight')) else (2 if (_st_cvars[_t1715] == 'parasite') else 0))
    return _t1716

# <rulerun evolution.rules: attack_action #779 80ab12c5>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1712 = st.zones[(9 + _owner2050[st.loc[_t1702]])]
    st.budget -= len(_t1712)
    if st.budget < 0: _spent2051(st)
    for _t1713 in _t1712:
        if (((_st_cvars[_t1713] == 'symbiosis') and (_st_cvars[168 + _t1713] == _t1702)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1713]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1713]] >= (_memo6[_st_cvars[84 + _t1713]] if _st_cvars[84 + _t1713] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1713], (1 + _a2053(st, _t1713)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 5d94cb8c>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1721 = []
    for _t1720 in st.zones[(9 + _owner2058[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1720] == _t1718):
            _t1721.append(_st_cvars[_t1720])
    return _t1721

# <rulerun evolution.rules: attack_action #781 68f07bbb>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1723 = []
    for _t1722 in st.zones[(9 + _owner2060[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1722] == _t1702):
            _t1723.append(_st_cvars[_t1722])
    return _t1723

# <rulerun evolution.rules: attack_action #782 e2c44b7a>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1726 = []
    for _t1725 in st.zones[(9 + _owner2062[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1725] == _t1718):
            _t1726.append(_st_cvars[_t1725])
    return _t1726

# <rulerun evolution.rules: attack_action #783 30fd4066>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1728 = []
    for _t1727 in st.zones[(9 + _owner2064[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1727] == _t1702):
            _t1728.append(_st_cvars[_t1727])
    return _t1728

# <rulerun evolution.rules: attack_action #784 7f5c3912>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1731 = []
    for _t1730 in st.zones[(9 + _owner2066[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1730] == _t1718):
            _t1731.append(_st_cvars[_t1730])
    return _t1731

# <rulerun evolution.rules: attack_action #785 b112589c>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1733 = []
    for _t1732 in st.zones[(9 + _owner2068[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1732] == _t1702):
            _t1733.append(_st_cvars[_t1732])
    return _t1733

# <rulerun evolution.rules: attack_action #786 48464fd9>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1736 = []
    for _t1735 in st.zones[(9 + _owner2070[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1735] == _t1718):
            _t1736.append(_st_cvars[_t1735])
    return _t1736

# <rulerun evolution.rules: attack_action #787 b3ad7d26>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    _t1738 = 0
    for _t1737 in st.zones[(9 + _owner2072[st.loc[_t1718]])]:
        if (_st_cvars[84 + _t1737] == _t1718):
            _t1738 += (1 if ((_st_cvars[_t1737] == 'carnivorous') or (_st_cvars[_t1737] == 'high_body_weight')) else (2 if (_st_cvars[_t1737] == 'parasite') else 0))
    return _t1738

# <rulerun evolution.rules: attack_action #788 2b2bbb1c>
def _loop(st, _t1718):
    _st_cvars = st.cvars
    for _t1739 in st.zones[(9 + _owner2074[st.loc[_t1718]])]:
        if ((_st_cvars[_t1739] == 'symbiosis') and (_st_cvars[168 + _t1739] == _t1718)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 d9cc43ec>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1717 = (list(_chain2055(map(st.zones.__getitem__, _k2056))) or ())
    st.budget -= len(_t1717)
    if st.budget < 0: _spent2057(st)
    _t1724 = _NOT_YET
    _t1729 = _NOT_YET
    _t1734 = _NOT_YET
    for _t1718 in _t1717:
        if ((((((_t1702 != _t1718) and ((not ('camouflage' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2059(st, _t1718)))))) or (_t1724 if _t1724 is not _NOT_YET else (_t1724 := ('sharp_vision' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2061(st, _t1702))))))))) and ((not ('high_body_weight' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2063(st, _t1718)))))) or (_t1729 if _t1729 is not _NOT_YET else (_t1729 := ('high_body_weight' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2065(st, _t1702))))))))) and (('swimming' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2067(st, _t1718))))) == (_t1734 if _t1734 is not _NOT_YET else (_t1734 := ('swimming' in (_memo15[_t1702] if _t1702 in _memo15 else _memo15.setdefault(_t1702, frozenset(_a2069(st, _t1702))))))))) and (not (('burrowing' in (_memo15[_t1718] if _t1718 in _memo15 else _memo15.setdefault(_t1718, frozenset(_a2071(st, _t1718))))) and ((_st_cvars[924 + _t1718] == _st_vars[0]) or (_st_cvars[504 + _t1718] >= (_memo6[_t1718] if _t1718 in _memo6 else _memo6.setdefault(_t1718, (1 + _a2073(st, _t1718))))))))) and (not (_memo13[_t1718] if _t1718 in _memo13 else _memo13.setdefault(_t1718, _a2075(st, _t1718))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 f6867fca>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1701 = st.zones[(5 + L[0])]
    st.budget -= len(_t1701)
    if st.budget < 0: _spent2041(st)
    _t1703 = []
    for _t1702 in _t1701:
        if (_memo0[_t1702] if _t1702 in _memo0 else _memo0.setdefault(_t1702, (((('carnivorous' in (st.memos[15][_t1702] if _t1702 in st.memos[15] else st.memos[15].setdefault(_t1702, frozenset(_a2043(st, _t1702))))) and (st.cvars[672 + _t1702] != st.vars[0])) and ((not ((st.cvars[924 + _t1702] == st.vars[0]) or ((st.cvars[504 + _t1702] >= (st.memos[6][_t1702] if _t1702 in st.memos[6] else st.memos[6].setdefault(_t1702, (1 + _a2045(st, _t1702))))) and ((st.memos[5][_t1702] if _t1702 in st.memos[5] else st.memos[5].setdefault(_t1702, _a2047(st, _t1702))) >= (st.memos[4][_t1702] if _t1702 in st.memos[4] else st.memos[4].setdefault(_t1702, _a2049(st, _t1702))))))) and (st.memos[14][_t1702] if _t1702 in st.memos[14] else st.memos[14].setdefault(_t1702, (not _a2054(st, _t1702)))))) and _a2076(st, _t1702)))):
            _t1703.append(_t1702)
    return _t1703

# <rulerun evolution.rules: attack_action #791 c109eca9>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1749 = []
    for _t1748 in st.zones[(9 + _owner2086[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1748] == _t1746):
            _t1749.append(_st_cvars[_t1748])
    return _t1749

# <rulerun evolution.rules: attack_action #792 d23b96b6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1751 = []
    for _t1750 in st.zones[(9 + _owner2088[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1750] == _l1):
            _t1751.append(_st_cvars[_t1750])
    return _t1751

# <rulerun evolution.rules: attack_action #793 63eb2a14>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1754 = []
    for _t1753 in st.zones[(9 + _owner2090[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1753] == _t1746):
            _t1754.append(_st_cvars[_t1753])
    return _t1754

# <rulerun evolution.rules: attack_action #794 907b6b55>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1756 = []
    for _t1755 in st.zones[(9 + _owner2092[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1755] == _l1):
            _t1756.append(_st_cvars[_t1755])
    return _t1756

# <rulerun evolution.rules: attack_action #795 4f6684e6>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1759 = []
    for _t1758 in st.zones[(9 + _owner2094[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1758] == _t1746):
            _t1759.append(_st_cvars[_t1758])
    return _t1759

# <rulerun evolution.rules: attack_action #796 da48efad>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1761 = []
    for _t1760 in st.zones[(9 + _owner2096[st.loc[_l1]])]:
        if (_st_cvars[84 + _t1760] == _l1):
            _t1761.append(_st_cvars[_t1760])
    return _t1761

# <rulerun evolution.rules: attack_action #797 4b59a714>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1764 = []
    for _t1763 in st.zones[(9 + _owner2098[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1763] == _t1746):
            _t1764.append(_st_cvars[_t1763])
    return _t1764

# <rulerun evolution.rules: attack_action #798 0b33fccf>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    _t1766 = 0
    for _t1765 in st.zones[(9 + _owner2100[st.loc[_t1746]])]:
        if (_st_cvars[84 + _t1765] == _t1746):
            _t1766 += (1 if ((_st_cvars[_t1765] == 'carnivorous') or (_st_cvars[_t1765] == 'high_body_weight')) else (2 if (_st_cvars[_t1765] == 'parasite') else 0))
    return _t1766

# <rulerun evolution.rules: attack_action #799 fd8cf868>
def _loop(st, _t1746):
    _st_cvars = st.cvars
    for _t1767 in st.zones[(9 + _owner2102[st.loc[_t1746]])]:
        if ((_st_cvars[_t1767] == 'symbiosis') and (_st_cvars[168 + _t1767] == _t1746)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 3b521c2c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1745 = (list(_chain2083(map(st.zones.__getitem__, _k2084))) or ())
    st.budget -= len(_t1745)
    if st.budget < 0: _spent2085(st)
    _t1752 = _NOT_YET
    _t1757 = _NOT_YET
    _t1762 = _NOT_YET
    _t1747 = []
    for _t1746 in _t1745:
        if ((((((_l1 != _t1746) and ((not ('camouflage' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2087(st, _t1746)))))) or (_t1752 if _t1752 is not _NOT_YET else (_t1752 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2089(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2091(st, _t1746)))))) or (_t1757 if _t1757 is not _NOT_YET else (_t1757 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2093(st, L))))))))) and (('swimming' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2095(st, _t1746))))) == (_t1762 if _t1762 is not _NOT_YET else (_t1762 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2097(st, L))))))))) and (not (('burrowing' in (_memo15[_t1746] if _t1746 in _memo15 else _memo15.setdefault(_t1746, frozenset(_a2099(st, _t1746))))) and ((_st_cvars[924 + _t1746] == _st_vars[0]) or (_st_cvars[504 + _t1746] >= (_memo6[_t1746] if _t1746 in _memo6 else _memo6.setdefault(_t1746, (1 + _a2101(st, _t1746))))))))) and (not (_memo13[_t1746] if _t1746 in _memo13 else _memo13.setdefault(_t1746, _a2103(st, _t1746))))):
            _t1747.append(_t1746)
    return _t1747

# <rulerun evolution.rules: on before attack #801 9d2aa5fc>
def _loop(st, _t1775, _t1780):
    _st_cvars = st.cvars
    _t1782 = []
    for _t1781 in st.zones[(9 + _owner2120[st.loc[_t1775]])]:
        if (_st_cvars[84 + _t1781] == _t1775):
            _t1782.append(_st_cvars[_t1781])
    return _t1782

# <rulerun evolution.rules: on before attack #802 5646109d>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1787 = []
    for _t1786 in st.zones[(9 + _owner2123[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1786] == _t1784):
            _t1787.append(_st_cvars[_t1786])
    return _t1787

# <rulerun evolution.rules: on before attack #803 a4d71fe8>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1789 = []
    for _t1788 in st.zones[(9 + _owner2125[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1788] == _l0):
            _t1789.append(_st_cvars[_t1788])
    return _t1789

# <rulerun evolution.rules: on before attack #804 bc20eefc>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1792 = []
    for _t1791 in st.zones[(9 + _owner2127[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1791] == _t1784):
            _t1792.append(_st_cvars[_t1791])
    return _t1792

# <rulerun evolution.rules: on before attack #805 bee13b45>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1794 = []
    for _t1793 in st.zones[(9 + _owner2129[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1793] == _l0):
            _t1794.append(_st_cvars[_t1793])
    return _t1794

# <rulerun evolution.rules: on before attack #806 307e3efb>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1797 = []
    for _t1796 in st.zones[(9 + _owner2131[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1796] == _t1784):
            _t1797.append(_st_cvars[_t1796])
    return _t1797

# <rulerun evolution.rules: on before attack #807 e8c3ddc1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1799 = []
    for _t1798 in st.zones[(9 + _owner2133[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1798] == _l0):
            _t1799.append(_st_cvars[_t1798])
    return _t1799

# <rulerun evolution.rules: on before attack #808 07474765>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1802 = []
    for _t1801 in st.zones[(9 + _owner2135[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1801] == _t1784):
            _t1802.append(_st_cvars[_t1801])
    return _t1802

# <rulerun evolution.rules: on before attack #809 92a5f7d4>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    _t1804 = 0
    for _t1803 in st.zones[(9 + _owner2137[st.loc[_t1784]])]:
        if (_st_cvars[84 + _t1803] == _t1784):
            _t1804 += (1 if ((_st_cvars[_t1803] == 'carnivorous') or (_st_cvars[_t1803] == 'high_body_weight')) else (2 if (_st_cvars[_t1803] == 'parasite') else 0))
    return _t1804

# <rulerun evolution.rules: on before attack #810 50982c44>
def _loop(st, _t1784):
    _st_cvars = st.cvars
    for _t1805 in st.zones[(9 + _owner2139[st.loc[_t1784]])]:
        if ((_st_cvars[_t1805] == 'symbiosis') and (_st_cvars[168 + _t1805] == _t1784)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 e5d1c1b2>
def _loop(st, L, _t1775, _t1778):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1783 = st.zones[(5 + _t1778)]
    st.budget -= len(_t1783)
    if st.budget < 0: _spent2122(st)
    _t1790 = _NOT_YET
    _t1795 = _NOT_YET
    _t1800 = _NOT_YET
    for _t1784 in _t1783:
        if (((_t1784 != _t1775) and (_t1784 != _l0)) and ((((((_l0 != _t1784) and ((not ('camouflage' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2124(st, _t1784)))))) or (_t1790 if _t1790 is not _NOT_YET else (_t1790 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2126(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2128(st, _t1784)))))) or (_t1795 if _t1795 is not _NOT_YET else (_t1795 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2130(st, L))))))))) and (('swimming' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2132(st, _t1784))))) == (_t1800 if _t1800 is not _NOT_YET else (_t1800 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2134(st, L))))))))) and (not (('burrowing' in (_memo15[_t1784] if _t1784 in _memo15 else _memo15.setdefault(_t1784, frozenset(_a2136(st, _t1784))))) and ((_st_cvars[924 + _t1784] == _st_vars[0]) or (_st_cvars[504 + _t1784] >= (_memo6[_t1784] if _t1784 in _memo6 else _memo6.setdefault(_t1784, (1 + _a2138(st, _t1784))))))))) and (not (_memo13[_t1784] if _t1784 in _memo13 else _memo13.setdefault(_t1784, _a2140(st, _t1784)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 7834cdcf>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1817 = []
    for _t1816 in st.zones[(9 + _owner2153[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1816] == _t1814):
            _t1817.append(_st_cvars[_t1816])
    return _t1817

# <rulerun evolution.rules: on before attack #813 6607c2fb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1819 = []
    for _t1818 in st.zones[(9 + _owner2155[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1818] == _l0):
            _t1819.append(_st_cvars[_t1818])
    return _t1819

# <rulerun evolution.rules: on before attack #814 370a13f7>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1822 = []
    for _t1821 in st.zones[(9 + _owner2157[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1821] == _t1814):
            _t1822.append(_st_cvars[_t1821])
    return _t1822

# <rulerun evolution.rules: on before attack #815 f9adba54>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1824 = []
    for _t1823 in st.zones[(9 + _owner2159[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1823] == _l0):
            _t1824.append(_st_cvars[_t1823])
    return _t1824

# <rulerun evolution.rules: on before attack #816 102ae803>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1827 = []
    for _t1826 in st.zones[(9 + _owner2161[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1826] == _t1814):
            _t1827.append(_st_cvars[_t1826])
    return _t1827

# <rulerun evolution.rules: on before attack #817 b7798690>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1829 = []
    for _t1828 in st.zones[(9 + _owner2163[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1828] == _l0):
            _t1829.append(_st_cvars[_t1828])
    return _t1829

# <rulerun evolution.rules: on before attack #818 8f7ef3e8>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1832 = []
    for _t1831 in st.zones[(9 + _owner2165[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1831] == _t1814):
            _t1832.append(_st_cvars[_t1831])
    return _t1832

# <rulerun evolution.rules: on before attack #819 49e7c9c0>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    _t1834 = 0
    for _t1833 in st.zones[(9 + _owner2167[st.loc[_t1814]])]:
        if (_st_cvars[84 + _t1833] == _t1814):
            _t1834 += (1 if ((_st_cvars[_t1833] == 'carnivorous') or (_st_cvars[_t1833] == 'high_body_weight')) else (2 if (_st_cvars[_t1833] == 'parasite') else 0))
    return _t1834

# <rulerun evolution.rules: on before attack #820 935baf7b>
def _loop(st, _t1814):
    _st_cvars = st.cvars
    for _t1835 in st.zones[(9 + _owner2169[st.loc[_t1814]])]:
        if ((_st_cvars[_t1835] == 'symbiosis') and (_st_cvars[168 + _t1835] == _t1814)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 c2b0ec56>
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
    if st.budget < 0: _spent2152(st)
    _t1820 = _NOT_YET
    _t1825 = _NOT_YET
    _t1830 = _NOT_YET
    _t1815 = []
    for _t1814 in _t1813:
        if (((_t1814 != _l1) and (_t1814 != _l0)) and ((((((_l0 != _t1814) and ((not ('camouflage' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2154(st, _t1814)))))) or (_t1820 if _t1820 is not _NOT_YET else (_t1820 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2156(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2158(st, _t1814)))))) or (_t1825 if _t1825 is not _NOT_YET else (_t1825 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2160(st, L))))))))) and (('swimming' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2162(st, _t1814))))) == (_t1830 if _t1830 is not _NOT_YET else (_t1830 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2164(st, L))))))))) and (not (('burrowing' in (_memo15[_t1814] if _t1814 in _memo15 else _memo15.setdefault(_t1814, frozenset(_a2166(st, _t1814))))) and ((_st_cvars[924 + _t1814] == _st_vars[0]) or (_st_cvars[504 + _t1814] >= (_memo6[_t1814] if _t1814 in _memo6 else _memo6.setdefault(_t1814, (1 + _a2168(st, _t1814))))))))) and (not (_memo13[_t1814] if _t1814 in _memo13 else _memo13.setdefault(_t1814, _a2170(st, _t1814)))))):
            _t1815.append(_t1814)
    return _t1815

# <rulerun evolution.rules: on before attack #822 907aa392>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1842 = []
    for _t1841 in st.zones[(9 + _owner2177[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1841] == L[1]) or (_st_cvars[168 + _t1841] == L[1])):
            _t1842.append(_t1841)
    return _t1842

# <rulerun evolution.rules: on before attack #823 playout c91652d9>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    L[2] = False
    L[3] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent2118(st)
        L[4] = _owner2119[_st_loc[L[1]]]
        _t1775 = L[1]
        _t1776 = L[2]
        _t1777 = L[3]
        _t1778 = L[4]
        _t1779 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1779)
        if st.budget < 0: _spent2118(st)
        _t1807 = _NOT_YET
        _t1774 = []
        for _t1780 in _t1779:
            if (((_t1780 in (_memo15[_t1775] if _t1775 in _memo15 else _memo15.setdefault(_t1775, frozenset(_a2121(st, _t1775, _t1780))))) and ((_t1780 != 'running') or (not _t1777))) and ((_t1780 != 'mimicry') or ((not _t1776) and (_t1807 if _t1807 is not _NOT_YET else (_t1807 := _a2141(st, L, _t1775, _t1778)))))):
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
        elif _st_log is None: _pend2144(st, L, [None] + _t1808, _t1809); raise _PlayoutCut2142()
        elif _decide2145(st, L, _t1808, _t1809): raise _PlayoutCut2142()
        if (L[6] is None):
            return 2
        if (L[6] == 'running'):
            L[3] = True
            if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Running: ', _PlayerRef2147(L[4]), "'s animal ", _plain2148(_st_cvars[420 + L[1]]), ' tries to run away']))
            if (_roll2150(st, 1, 6) >= 4):
                if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Animal ', _plain2148(_st_cvars[420 + L[1]]), ' escapes: the attack fails']))
                _cancel2151(st)
                return 2
            if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Animal ', _plain2148(_st_cvars[420 + L[1]]), ' is caught']))
        elif (L[6] == 'mimicry'):
            _t1812 = (_a2171(st, L) or [])
            _t1837 = L[4]
            _t1838 = len(_t1812)
            if not _t1838: _no_option2173(_t1837, 'mimicry: the new target')
            if _t1838 <= 1 and _st_log is None:
                L[7] = _t1812[0] if _t1838 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1839 = st.chooser(_t1838, _t1837)
                else:
                    _t1839 = _st_bits(_t1838.bit_length())
                    while _t1839 >= _t1838: _t1839 = _st_bits(_t1838.bit_length())
                L[7] = _t1812[_t1839]; st.decisions += 1
            elif _st_log is None: _pend2174(st, L, _t1812, _t1837); raise _PlayoutCut2142()
            elif _decide2175(st, L, _t1812, _t1837): raise _PlayoutCut2142()
            if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Mimicry: the attack turns from animal ', _plain2148(_st_cvars[420 + L[1]]), ' to animal ', _plain2148(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value2176(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1840 = (_a2178(st, L) or [])
            _t1843 = L[4]
            _t1844 = len(_t1840)
            if not _t1844: _no_option2173(_t1843, 'tail loss: trait to drop')
            if _t1844 <= 1 and _st_log is None:
                L[8] = _t1840[0] if _t1844 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1845 = st.chooser(_t1844, _t1843)
                else:
                    _t1845 = _st_bits(_t1844.bit_length())
                    while _t1845 >= _t1844: _t1845 = _st_bits(_t1844.bit_length())
                L[8] = _t1840[_t1845]; st.decisions += 1
            elif _st_log is None: _pend2180(st, L, _t1840, _t1843); raise _PlayoutCut2142()
            elif _decide2181(st, L, _t1840, _t1843): raise _PlayoutCut2142()
            if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Tail loss: animal ', _plain2148(_st_cvars[420 + L[1]]), ' drops its ', _plain2148(_st_cvars[L[8]]), ' card and survives']))
            _i19l0 = L[8]
            _i19 = [_i19l0, None]
            _i19[1] = _owner2182[_st_loc[_i19l0]]
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
            if _memo15: _memo15.clear()
            _t1846 = _i19l0
            _t1847 = (13 + _i19[1])
            if type(_t1846) is int and _st_log is None:
                _t1848 = _st_zones[(_t1849 := _st_loc[_t1846])]
                if _t1848[-1] == _t1846: _t1848.pop()
                else: _t1848.remove(_t1846)
                _st_zones[_t1847].append(_t1846); _st_loc[_t1846] = _t1847
                _t1850 = _leaving2184[_t1849]
                if _memo12 and _t1850 & 4096: _memo12.clear()
            elif _t1846 is not None:
                _move_cards2183(st, _t1846, _t1847, False)
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
            if _p2185(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel2151(st)
            return 2

# <rulerun evolution.rules: hunt #824 d6820ac1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1853 = []
    for _t1852 in st.zones[(9 + _owner2189[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1852] == L[2]):
            _t1853.append(_st_cvars[_t1852])
    return _t1853

# <rulerun evolution.rules: hunt #825 86af0778>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1856 = []
    for _t1855 in st.zones[(9 + _owner2194[st.loc[_i20l0]])]:
        if ((_st_cvars[84 + _t1855] == _i20l0) or (_st_cvars[168 + _t1855] == _i20l0)):
            _t1856.append(_t1855)
    return _t1856

# <rulerun evolution.rules: scavenge #826 1dd8d4c5>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1874 = []
    for _t1873 in st.zones[(9 + _owner2206[st.loc[_t1872]])]:
        if (_st_cvars[84 + _t1873] == _t1872):
            _t1874.append(_st_cvars[_t1873])
    return _t1874

# <rulerun evolution.rules: scavenge #827 5aed5370>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1876 = 0
    for _t1875 in st.zones[(9 + _owner2208[st.loc[_t1872]])]:
        if (_st_cvars[84 + _t1875] == _t1872):
            _t1876 += (1 if ((_st_cvars[_t1875] == 'carnivorous') or (_st_cvars[_t1875] == 'high_body_weight')) else (2 if (_st_cvars[_t1875] == 'parasite') else 0))
    return _t1876

# <rulerun evolution.rules: scavenge #828 63e7dc93>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1878 = 0
    for _t1877 in st.zones[(9 + _owner2210[st.loc[_t1872]])]:
        if (((_st_cvars[84 + _t1877] == _t1872) and (_st_cvars[_t1877] == 'fat_tissue')) and _st_cvars[252 + _t1877]):
            _t1878 += 1
    return _t1878

# <rulerun evolution.rules: scavenge #829 fb079d5b>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _t1880 = 0
    for _t1879 in st.zones[(9 + _owner2212[st.loc[_t1872]])]:
        if ((_st_cvars[84 + _t1879] == _t1872) and (_st_cvars[_t1879] == 'fat_tissue')):
            _t1880 += 1
    return _t1880

# <rulerun evolution.rules: scavenge #830 537fe5d4>
def _loop(st, _t1882):
    _st_cvars = st.cvars
    _t1885 = 0
    for _t1884 in st.zones[(9 + _owner2216[st.loc[_st_cvars[84 + _t1882]]])]:
        if (_st_cvars[84 + _t1884] == _st_cvars[84 + _t1882]):
            _t1885 += (1 if ((_st_cvars[_t1884] == 'carnivorous') or (_st_cvars[_t1884] == 'high_body_weight')) else (2 if (_st_cvars[_t1884] == 'parasite') else 0))
    return _t1885

# <rulerun evolution.rules: scavenge #831 fe91114a>
def _loop(st, _t1872):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1881 = st.zones[(9 + _owner2214[st.loc[_t1872]])]
    st.budget -= len(_t1881)
    if st.budget < 0: _spent2215(st)
    for _t1882 in _t1881:
        if (((_st_cvars[_t1882] == 'symbiosis') and (_st_cvars[168 + _t1882] == _t1872)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1882]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1882]] >= (_memo6[_st_cvars[84 + _t1882]] if _st_cvars[84 + _t1882] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1882], (1 + _a2217(st, _t1882)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 43721243>
def _loop(st, L):
    _t1890 = (L[4] or ())
    st.budget -= len(_t1890)
    if st.budget < 0: _spent2220(st)
    for _t1891 in _t1890:
        return _t1891
    return None

# <rulerun evolution.rules: scavenge #833 bdfc018a>
def _loop(st, L):
    _t1887 = (L[4] or ())
    st.budget -= len(_t1887)
    if st.budget < 0: _spent2219(st)
    _t1893 = _NOT_YET
    _t1889 = []
    for _t1888 in _t1887:
        if ((not False) or (_t1888 == (_t1893 if _t1893 is not _NOT_YET else (_t1893 := _a2221(st, L))))):
            _t1889.append(_t1888)
    return _t1889

# <rulerun evolution.rules: scavenge #834 playout 5a9244c7>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit2202(_k2203)
    _t1869 = (_o2204[L[0]] or [])
    st.budget -= len(_t1869)
    if st.budget < 0: _spent2205(st)
    for _t1868 in _t1869:
        L[3] = _t1868
        _t1871 = st.zones[(5 + _t1868)]
        st.budget -= len(_t1871)
        if st.budget < 0: _spent2205(st)
        _t1870 = []
        for _t1872 in _t1871:
            if (('scavenger' in (_memo15[_t1872] if _t1872 in _memo15 else _memo15.setdefault(_t1872, frozenset(_a2207(st, _t1872))))) and ((not ((_st_cvars[924 + _t1872] == _st_vars[0]) or ((_st_cvars[504 + _t1872] >= (_memo6[_t1872] if _t1872 in _memo6 else _memo6.setdefault(_t1872, (1 + _a2209(st, _t1872))))) and ((_memo5[_t1872] if _t1872 in _memo5 else _memo5.setdefault(_t1872, _a2211(st, _t1872))) >= (_memo4[_t1872] if _t1872 in _memo4 else _memo4.setdefault(_t1872, _a2213(st, _t1872))))))) and (_memo14[_t1872] if _t1872 in _memo14 else _memo14.setdefault(_t1872, (not _a2218(st, _t1872)))))):
                _t1870.append(_t1872)
        L[4] = _t1870
        if (not not (L[4] or ())):
            _t1886 = (_a2222(st, L) or [])
            _t1894 = _t1868
            _t1895 = len(_t1886)
            if not _t1895: _no_option2225(_t1894, 'scavenger to feed')
            if _t1895 <= 1 and _st_log is None:
                L[5] = _t1886[0] if _t1895 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1896 = st.chooser(_t1895, _t1894)
                else:
                    _t1896 = _st_bits(_t1895.bit_length())
                    while _t1896 >= _t1895: _t1896 = _st_bits(_t1895.bit_length())
                L[5] = _t1886[_t1896]; st.decisions += 1
            elif _st_log is None: _pend2226(st, L, _t1886, _t1894); raise _PlayoutCut2223()
            elif _decide2227(st, L, _t1886, _t1894): raise _PlayoutCut2223()
            if _st_log is not None: _st_log.append(_Text2231(_audience2228(st), ['Scavenger: ', _PlayerRef2229(_t1868), "'s animal ", _plain2230(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p2232(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout f8231e3d>
def _native(st, L, _d=0):
    if _p2233(st, [_owner2201[st.loc[L[0]]], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 1a4b2100>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2108(_k2109)
    st.budget -= 1
    if st.budget < 0: _spent2110(st)
    _st_cvars[672 + _l0] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2116(_audience2111(st), [_PlayerRef2113(_owner2112[_st_loc[_l0]]), "'s animal ", _plain2114(_st_cvars[420 + _l0]), ' attacks ', _PlayerRef2113(_owner2115[_st_loc[_l1]]), "'s animal ", _plain2114(_st_cvars[420 + _l1])]))
    if len(st.events) >= 100: _check_event_depth2117(st)
    _t1772 = [_l0, _l1]
    _t1773 = [1, _t1772, False, len(st.cur), st.thread_player]
    st.events.append(_t1773)
    _t1851 = _t1772 + _k2186
    if _p2187(st, _t1851, _d + 1) == 3: return 3
    if not _t1773[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2188(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2188(st, 1, 0, 'attack'))
        L[4] = ('poisonous' in (_memo15[L[2]] if L[2] in _memo15 else _memo15.setdefault(L[2], frozenset(_a2190(st, L)))))
        if _st_log is not None: _st_log.append(_Text2116(_audience2111(st), [_PlayerRef2113(_owner2191[_st_loc[L[3]]]), "'s animal ", _plain2114(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef2113(_owner2192[_st_loc[L[2]]]), "'s animal ", _plain2114(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = _owner2193[_st_loc[_i20l0]]
        _t1857 = (_a2195(st, _i20l0) or [])
        st.budget -= len(_t1857)
        if st.budget < 0: _spent2110(st)
        for _t1854 in _t1857:
            _i20[4] = _t1854
            _i21l0 = _t1854
            _i21 = [_i21l0, None]
            _i21[1] = _owner2196[_st_loc[_i21l0]]
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
            if _memo15: _memo15.clear()
            _t1858 = _i21l0
            _t1859 = (13 + _i21[1])
            if type(_t1858) is int and _st_log is None:
                _t1860 = _st_zones[(_t1861 := _st_loc[_t1858])]
                if _t1860[-1] == _t1858: _t1860.pop()
                else: _t1860.remove(_t1858)
                _st_zones[_t1859].append(_t1858); _st_loc[_t1858] = _t1859
                _t1862 = _leaving2198[_t1861]
                if _memo12 and _t1862 & 4096: _memo12.clear()
            elif _t1858 is not None:
                _move_cards2197(st, _t1858, _t1859, False)
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
            _t1867 = _leaving2199[_t1866]
            if _memo12 and _t1867 & 4096: _memo12.clear()
        elif _t1863 is not None:
            _move_cards2197(st, _t1863, _t1864, False)
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
        if _p2200(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p2200(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text2116(_audience2111(st), ['Animal ', _plain2114(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t1897 = _t1773[1] + _k2234
        if _p2235(st, _t1897, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout f4294b06>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit2039(_k2040)
    _t1700 = (_a2077(st, L) or [])
    _t1741 = _l0
    _t1742 = len(_t1700)
    if not _t1742: _no_option2080(_t1741, 'attacker')
    if _t1742 <= 1 and _st_log is None:
        L[1] = _t1700[0] if _t1742 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1743 = st.chooser(_t1742, _t1741)
        else:
            _t1743 = _st_bits(_t1742.bit_length())
            while _t1743 >= _t1742: _t1743 = _st_bits(_t1742.bit_length())
        L[1] = _t1700[_t1743]; st.decisions += 1
    elif _st_log is None: _pend2081(st, L, _t1700, _t1741); raise _PlayoutCut2078()
    elif _decide2082(st, L, _t1700, _t1741): raise _PlayoutCut2078()
    _t1744 = (_a2104(st, L) or [])
    _t1769 = _l0
    _t1770 = len(_t1744)
    if not _t1770: _no_option2080(_t1769, 'target')
    if _t1770 <= 1 and _st_log is None:
        L[2] = _t1744[0] if _t1770 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1771 = st.chooser(_t1770, _t1769)
        else:
            _t1771 = _st_bits(_t1770.bit_length())
            while _t1771 >= _t1770: _t1771 = _st_bits(_t1770.bit_length())
        L[2] = _t1744[_t1771]; st.decisions += 1
    elif _st_log is None: _pend2106(st, L, _t1744, _t1769); raise _PlayoutCut2078()
    elif _decide2107(st, L, _t1744, _t1769): raise _PlayoutCut2078()
    if _p2236(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 615113c8>
def _loop(st, _t1900):
    _st_cvars = st.cvars
    _t1903 = 0
    for _t1902 in st.zones[(9 + _owner2239[st.loc[_t1900]])]:
        if (_st_cvars[84 + _t1902] == _t1900):
            _t1903 += (1 if ((_st_cvars[_t1902] == 'carnivorous') or (_st_cvars[_t1902] == 'high_body_weight')) else (2 if (_st_cvars[_t1902] == 'parasite') else 0))
    return _t1903

# <rulerun evolution.rules: feeding_turn_of #839 057fbf6a>
def _loop(st, _t1900):
    _st_cvars = st.cvars
    _t1905 = 0
    for _t1904 in st.zones[(9 + _owner2241[st.loc[_t1900]])]:
        if (((_st_cvars[84 + _t1904] == _t1900) and (_st_cvars[_t1904] == 'fat_tissue')) and _st_cvars[252 + _t1904]):
            _t1905 += 1
    return _t1905

# <rulerun evolution.rules: feeding_turn_of #840 a4db043f>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1899 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t1899)
    if st.budget < 0: _spent2238(st)
    _t1901 = []
    for _t1900 in _t1899:
        if ((not ((_st_cvars[924 + _t1900] == _st_vars[0]) or (_st_cvars[504 + _t1900] >= (_memo6[_t1900] if _t1900 in _memo6 else _memo6.setdefault(_t1900, (1 + _a2240(st, _t1900))))))) and ((_memo5[_t1900] if _t1900 in _memo5 else _memo5.setdefault(_t1900, _a2242(st, _t1900))) > 0)):
            _t1901.append(_t1900)
    return _t1901

# <rulerun evolution.rules: feeding_turn_of #841 a24cff51>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1911 = 0
    for _t1910 in st.zones[(9 + _owner2248[st.loc[_i22[1]]])]:
        if (((_st_cvars[84 + _t1910] == _i22[1]) and (_st_cvars[_t1910] == 'fat_tissue')) and _st_cvars[252 + _t1910]):
            _t1911 += 1
    return _t1911

# <rulerun evolution.rules: feeding_turn_of #842 2ec7e639>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1913 = 0
    for _t1912 in st.zones[(9 + _owner2250[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1912] == _i22[1]):
            _t1913 += (1 if ((_st_cvars[_t1912] == 'carnivorous') or (_st_cvars[_t1912] == 'high_body_weight')) else (2 if (_st_cvars[_t1912] == 'parasite') else 0))
    return _t1913

# <rulerun evolution.rules: feeding_turn_of #843 fc2b79fc>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t1922 = 0
    for _t1921 in st.zones[(9 + _owner2258[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t1921] == _i22[1]):
            _t1922 += (1 if ((_st_cvars[_t1921] == 'carnivorous') or (_st_cvars[_t1921] == 'high_body_weight')) else (2 if (_st_cvars[_t1921] == 'parasite') else 0))
    return _t1922

# <rulerun evolution.rules: piracy #844 839f23e1>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1928 = []
    for _t1927 in st.zones[(9 + _owner2263[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1927] == _t1925):
            _t1928.append(_st_cvars[_t1927])
    return _t1928

# <rulerun evolution.rules: piracy #845 712c6184>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1930 = 0
    for _t1929 in st.zones[(9 + _owner2265[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1929] == _t1925):
            _t1930 += (1 if ((_st_cvars[_t1929] == 'carnivorous') or (_st_cvars[_t1929] == 'high_body_weight')) else (2 if (_st_cvars[_t1929] == 'parasite') else 0))
    return _t1930

# <rulerun evolution.rules: piracy #846 c20d1400>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1932 = 0
    for _t1931 in st.zones[(9 + _owner2267[st.loc[_t1925]])]:
        if (_st_cvars[84 + _t1931] == _t1925):
            _t1932 += (1 if ((_st_cvars[_t1931] == 'carnivorous') or (_st_cvars[_t1931] == 'high_body_weight')) else (2 if (_st_cvars[_t1931] == 'parasite') else 0))
    return _t1932

# <rulerun evolution.rules: piracy #847 9160f651>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1934 = 0
    for _t1933 in st.zones[(9 + _owner2269[st.loc[_t1925]])]:
        if (((_st_cvars[84 + _t1933] == _t1925) and (_st_cvars[_t1933] == 'fat_tissue')) and _st_cvars[252 + _t1933]):
            _t1934 += 1
    return _t1934

# <rulerun evolution.rules: piracy #848 f994b18f>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _t1936 = 0
    for _t1935 in st.zones[(9 + _owner2271[st.loc[_t1925]])]:
        if ((_st_cvars[84 + _t1935] == _t1925) and (_st_cvars[_t1935] == 'fat_tissue')):
            _t1936 += 1
    return _t1936

# <rulerun evolution.rules: piracy #849 96a34beb>
def _loop(st, _t1938):
    _st_cvars = st.cvars
    _t1941 = 0
    for _t1940 in st.zones[(9 + _owner2275[st.loc[_st_cvars[84 + _t1938]]])]:
        if (_st_cvars[84 + _t1940] == _st_cvars[84 + _t1938]):
            _t1941 += (1 if ((_st_cvars[_t1940] == 'carnivorous') or (_st_cvars[_t1940] == 'high_body_weight')) else (2 if (_st_cvars[_t1940] == 'parasite') else 0))
    return _t1941

# <rulerun evolution.rules: piracy #850 0ec6c8c1>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1937 = st.zones[(9 + _owner2273[st.loc[_t1925]])]
    st.budget -= len(_t1937)
    if st.budget < 0: _spent2274(st)
    for _t1938 in _t1937:
        if (((_st_cvars[_t1938] == 'symbiosis') and (_st_cvars[168 + _t1938] == _t1925)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1938]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1938]] >= (_memo6[_st_cvars[84 + _t1938]] if _st_cvars[84 + _t1938] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1938], (1 + _a2276(st, _t1938)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 fcb7cda9>
def _loop(st, _t1943):
    _st_cvars = st.cvars
    _t1946 = 0
    for _t1945 in st.zones[(9 + _owner2281[st.loc[_t1943]])]:
        if (_st_cvars[84 + _t1945] == _t1943):
            _t1946 += (1 if ((_st_cvars[_t1945] == 'carnivorous') or (_st_cvars[_t1945] == 'high_body_weight')) else (2 if (_st_cvars[_t1945] == 'parasite') else 0))
    return _t1946

# <rulerun evolution.rules: piracy #852 7bca1542>
def _loop(st, _t1925):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1942 = (list(_chain2278(map(st.zones.__getitem__, _k2279))) or ())
    st.budget -= len(_t1942)
    if st.budget < 0: _spent2280(st)
    for _t1943 in _t1942:
        if ((_t1943 != _t1925) and ((not ((_st_cvars[924 + _t1943] == _st_vars[0]) or (_st_cvars[504 + _t1943] >= (_memo6[_t1943] if _t1943 in _memo6 else _memo6.setdefault(_t1943, (1 + _a2282(st, _t1943))))))) and (_st_cvars[504 + _t1943] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 c91df1fa>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1924 = st.zones[(5 + L[0])]
    st.budget -= len(_t1924)
    if st.budget < 0: _spent2262(st)
    _t1926 = []
    for _t1925 in _t1924:
        if (_memo10[_t1925] if _t1925 in _memo10 else _memo10.setdefault(_t1925, ((((('piracy' in (st.memos[15][_t1925] if _t1925 in st.memos[15] else st.memos[15].setdefault(_t1925, frozenset(_a2264(st, _t1925))))) and (st.cvars[756 + _t1925] != st.vars[0])) and (not ((st.cvars[924 + _t1925] == st.vars[0]) or (st.cvars[504 + _t1925] >= (st.memos[6][_t1925] if _t1925 in st.memos[6] else st.memos[6].setdefault(_t1925, (1 + _a2266(st, _t1925)))))))) and ((not ((st.cvars[924 + _t1925] == st.vars[0]) or ((st.cvars[504 + _t1925] >= (st.memos[6][_t1925] if _t1925 in st.memos[6] else st.memos[6].setdefault(_t1925, (1 + _a2268(st, _t1925))))) and ((st.memos[5][_t1925] if _t1925 in st.memos[5] else st.memos[5].setdefault(_t1925, _a2270(st, _t1925))) >= (st.memos[4][_t1925] if _t1925 in st.memos[4] else st.memos[4].setdefault(_t1925, _a2272(st, _t1925))))))) and (st.memos[14][_t1925] if _t1925 in st.memos[14] else st.memos[14].setdefault(_t1925, (not _a2277(st, _t1925)))))) and _a2283(st, _t1925)))):
            _t1926.append(_t1925)
    return _t1926

# <rulerun evolution.rules: piracy #854 e3830c4c>
def _loop(st, _t1952):
    _st_cvars = st.cvars
    _t1955 = 0
    for _t1954 in st.zones[(9 + _owner2293[st.loc[_t1952]])]:
        if (_st_cvars[84 + _t1954] == _t1952):
            _t1955 += (1 if ((_st_cvars[_t1954] == 'carnivorous') or (_st_cvars[_t1954] == 'high_body_weight')) else (2 if (_st_cvars[_t1954] == 'parasite') else 0))
    return _t1955

# <rulerun evolution.rules: piracy #855 037e42df>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1951 = (list(_chain2290(map(st.zones.__getitem__, _k2291))) or ())
    st.budget -= len(_t1951)
    if st.budget < 0: _spent2292(st)
    _t1953 = []
    for _t1952 in _t1951:
        if ((_t1952 != _l1) and ((not ((_st_cvars[924 + _t1952] == _st_vars[0]) or (_st_cvars[504 + _t1952] >= (_memo6[_t1952] if _t1952 in _memo6 else _memo6.setdefault(_t1952, (1 + _a2294(st, _t1952))))))) and (_st_cvars[504 + _t1952] > 0))):
            _t1953.append(_t1952)
    return _t1953

# <rulerun evolution.rules: piracy #856 playout e2d323e7>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    if len(st.cur) + _d > 500: raise _RuleLimit2260(_k2261)
    _t1923 = (_a2284(st, L) or [])
    _t1947 = _l0
    _t1948 = len(_t1923)
    if not _t1948: _no_option2287(_t1947, 'pirate')
    if _t1948 <= 1 and _st_log is None:
        L[1] = _t1923[0] if _t1948 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1949 = st.chooser(_t1948, _t1947)
        else:
            _t1949 = _st_bits(_t1948.bit_length())
            while _t1949 >= _t1948: _t1949 = _st_bits(_t1948.bit_length())
        L[1] = _t1923[_t1949]; st.decisions += 1
    elif _st_log is None: _pend2288(st, L, _t1923, _t1947); raise _PlayoutCut2285()
    elif _decide2289(st, L, _t1923, _t1947): raise _PlayoutCut2285()
    _t1950 = (_a2295(st, L) or [])
    _t1956 = _l0
    _t1957 = len(_t1950)
    if not _t1957: _no_option2287(_t1956, 'animal to rob')
    if _t1957 <= 1 and _st_log is None:
        L[2] = _t1950[0] if _t1957 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1958 = st.chooser(_t1957, _t1956)
        else:
            _t1958 = _st_bits(_t1957.bit_length())
            while _t1958 >= _t1957: _t1958 = _st_bits(_t1957.bit_length())
        L[2] = _t1950[_t1958]; st.decisions += 1
    elif _st_log is None: _pend2297(st, L, _t1950, _t1956); raise _PlayoutCut2285()
    elif _decide2298(st, L, _t1950, _t1956): raise _PlayoutCut2285()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t1959 if -1000000000000000000 <= (_t1959 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond2299(_t1959))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2304(_audience2300(st), ['Piracy: ', _PlayerRef2301(_l0), "'s animal ", _plain2302(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef2301(_owner2303[st.loc[L[2]]]), "'s animal ", _plain2302(_st_cvars[420 + L[2]])]))
    if _p2305(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 2345c51b>
def _loop(st, _t1962):
    _st_cvars = st.cvars
    _t1965 = []
    for _t1964 in st.zones[(9 + _owner2308[st.loc[_t1962]])]:
        if (_st_cvars[84 + _t1964] == _t1962):
            _t1965.append(_st_cvars[_t1964])
    return _t1965

# <rulerun evolution.rules: feeding_turn_of #858 b435f919>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t1961 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t1961)
    if st.budget < 0: _spent2307(st)
    _t1963 = []
    for _t1962 in _t1961:
        if ((('grazing' in (_memo15[_t1962] if _t1962 in _memo15 else _memo15.setdefault(_t1962, frozenset(_a2309(st, _t1962))))) and (_st_cvars[840 + _t1962] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1963.append(_t1962)
    return _t1963

# <rulerun evolution.rules: feeding_turn_of #859 ab797d5c>
def _loop(st, _t1972):
    _st_cvars = st.cvars
    _t1975 = []
    for _t1974 in st.zones[(9 + _owner2315[st.loc[_t1972]])]:
        if (_st_cvars[84 + _t1974] == _t1972):
            _t1975.append(_st_cvars[_t1974])
    return _t1975

# <rulerun evolution.rules: feeding_turn_of #860 ced2451d>
def _loop(st, _t1972):
    _st_cvars = st.cvars
    _t1977 = 0
    for _t1976 in st.zones[(9 + _owner2317[st.loc[_t1972]])]:
        if (_st_cvars[84 + _t1976] == _t1972):
            _t1977 += (1 if ((_st_cvars[_t1976] == 'carnivorous') or (_st_cvars[_t1976] == 'high_body_weight')) else (2 if (_st_cvars[_t1976] == 'parasite') else 0))
    return _t1977

# <rulerun evolution.rules: feeding_turn_of #861 1c400be3>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1971 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t1971)
    if st.budget < 0: _spent2314(st)
    _t1973 = []
    for _t1972 in _t1971:
        if ((((('hibernation' in (_memo15[_t1972] if _t1972 in _memo15 else _memo15.setdefault(_t1972, frozenset(_a2316(st, _t1972))))) and (_st_cvars[924 + _t1972] != _st_vars[0])) and (_st_cvars[924 + _t1972] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1972] == _st_vars[0]) or (_st_cvars[504 + _t1972] >= (_memo6[_t1972] if _t1972 in _memo6 else _memo6.setdefault(_t1972, (1 + _a2318(st, _t1972)))))))):
            _t1973.append(_t1972)
    return _t1973

# <rulerun evolution.rules: feeding_turn_of #862 playout f41b4806>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1762(_k1763)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1764(st)
        _t1431 = (list(_chain1765(map(_st_zones.__getitem__, _k1766))) or ())
        st.budget -= len(_t1431)
        if st.budget < 0: _spent1764(st)
        _t1430 = True
        for _t1432 in _t1431:
            if not (((_st_cvars[924 + _t1432] == _st_vars[0]) or ((_st_cvars[504 + _t1432] >= (_memo6[_t1432] if _t1432 in _memo6 else _memo6.setdefault(_t1432, (1 + _a1768(st, _t1432))))) and ((_memo5[_t1432] if _t1432 in _memo5 else _memo5.setdefault(_t1432, _a1770(st, _t1432))) >= (_memo4[_t1432] if _t1432 in _memo4 else _memo4.setdefault(_t1432, _a1772(st, _t1432))))))):
                _t1430 = False
                break
        if _t1430:
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1775(6)
        _t1440 = (_k1776 or ())
        st.budget -= len(_t1440)
        if st.budget < 0: _spent1764(st)
        _t1439 = False
        for _t1441 in _t1440:
            if (_memo8[_t1441] if _t1441 in _memo8 else _memo8.setdefault(_t1441, ((((_memo3[_t1441] if _t1441 in _memo3 else _memo3.setdefault(_t1441, ((_st_vars[3] > 0) and _a1789(st, _t1441)))) or (_memo1[_t1441] if _t1441 in _memo1 else _memo1.setdefault(_t1441, _a1826(st, _t1441)))) or (_memo2[_t1441] if _t1441 in _memo2 else _memo2.setdefault(_t1441, _a1832(st, _t1441)))) or _a1861(st, _t1441)))):
                _t1439 = True
                break
        if (not _t1439):
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['No player has a legal action left: the feeding phase ends']))
            raise _ExitTo1775(6)
        L[2] = []
        if ((not L[1]) and (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1874(st, L))))):
            L[2] = (L[2] + ['take food'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        if ((not L[1]) and (_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a1912(st, L)))):
            L[2] = (L[2] + ['attack'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        if ((not L[1]) and (_memo2[_l0] if _l0 in _memo2 else _memo2.setdefault(_l0, _a1918(st, L)))):
            L[2] = (L[2] + ['convert fat'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1594 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1594)
        if st.budget < 0: _spent1764(st)
        _t1593 = False
        for _t1595 in _t1594:
            if (_memo10[_t1595] if _t1595 in _memo10 else _memo10.setdefault(_t1595, ((((('piracy' in (_memo15[_t1595] if _t1595 in _memo15 else _memo15.setdefault(_t1595, frozenset(_a1920(st, _t1595))))) and (_st_cvars[756 + _t1595] != _st_vars[0])) and (not ((_st_cvars[924 + _t1595] == _st_vars[0]) or (_st_cvars[504 + _t1595] >= (_memo6[_t1595] if _t1595 in _memo6 else _memo6.setdefault(_t1595, (1 + _a1922(st, _t1595)))))))) and ((not ((_st_cvars[924 + _t1595] == _st_vars[0]) or ((_st_cvars[504 + _t1595] >= (_memo6[_t1595] if _t1595 in _memo6 else _memo6.setdefault(_t1595, (1 + _a1924(st, _t1595))))) and ((_memo5[_t1595] if _t1595 in _memo5 else _memo5.setdefault(_t1595, _a1926(st, _t1595))) >= (_memo4[_t1595] if _t1595 in _memo4 else _memo4.setdefault(_t1595, _a1928(st, _t1595))))))) and (_memo14[_t1595] if _t1595 in _memo14 else _memo14.setdefault(_t1595, (not _a1933(st, _t1595)))))) and _a1939(st, _t1595)))):
                _t1593 = True
                break
        if _t1593:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1617 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1617)
        if st.budget < 0: _spent1764(st)
        _t1616 = False
        for _t1618 in _t1617:
            if ((('grazing' in (_memo15[_t1618] if _t1618 in _memo15 else _memo15.setdefault(_t1618, frozenset(_a1941(st, _t1618))))) and (_st_cvars[840 + _t1618] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1616 = True
                break
        if _t1616:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1622 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1622)
        if st.budget < 0: _spent1764(st)
        _t1621 = False
        for _t1623 in _t1622:
            if ((((('hibernation' in (_memo15[_t1623] if _t1623 in _memo15 else _memo15.setdefault(_t1623, frozenset(_a1943(st, _t1623))))) and (_st_cvars[924 + _t1623] != _st_vars[0])) and (_st_cvars[924 + _t1623] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1623] == _st_vars[0]) or (_st_cvars[504 + _t1623] >= (_memo6[_t1623] if _t1623 in _memo6 else _memo6.setdefault(_t1623, (1 + _a1945(st, _t1623)))))))):
                _t1621 = True
                break
        if _t1621:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1958(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1642 = (L[2] or [])
        _t1643 = _l0
        _t1644 = len(_t1642)
        if not _t1644: _no_option1961(_t1643, 'feeding action')
        if _t1644 <= 1 and _st_log is None:
            L[3] = _t1642[0] if _t1644 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1645 = st.chooser(_t1644, _t1643)
            else:
                _t1645 = _st_bits(_t1644.bit_length())
                while _t1645 >= _t1644: _t1645 = _st_bits(_t1644.bit_length())
            L[3] = _t1642[_t1645]; st.decisions += 1
        elif _st_log is None: _pend1962(st, L, _t1642, _t1643); raise _PlayoutCut1959()
        elif _decide1963(st, L, _t1642, _t1643): raise _PlayoutCut1959()
        if (L[3] == 'end turn'):
            return 2
        _st_vars[5] = True
        if (L[3] == 'take food'):
            L[1] = True
            if _p2038(st, [_l0, None], _d + 1) == 3: return 3
        elif (L[3] == 'attack'):
            L[1] = True
            if _p2237(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'convert fat'):
            L[1] = True
            _i22l0 = _l0
            _i22 = [_i22l0, None, None, None, None, None, None]
            _t1898 = (_a2243(st, _i22l0) or [])
            _t1906 = _i22l0
            _t1907 = len(_t1898)
            if not _t1907: _no_option1961(_t1906, 'animal to convert fat on')
            if _t1907 <= 1 and _st_log is None:
                _i22[1] = _t1898[0] if _t1907 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1908 = st.chooser(_t1907, _t1906)
                else:
                    _t1908 = _st_bits(_t1907.bit_length())
                    while _t1908 >= _t1907: _t1908 = _st_bits(_t1907.bit_length())
                _i22[1] = _t1898[_t1908]; st.decisions += 1
            elif _st_log is None: _pend2245(st, _i22, _t1898, _t1906); raise _PlayoutCut1959()
            elif _decide2246(st, _i22, _t1898, _t1906): raise _PlayoutCut1959()
            _t1909 = (_range2247(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a2249(st, _i22))), (_t1914 if -1000000000000000000 <= (_t1914 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2251(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond2252(_t1914)))) or [])
            _t1915 = _i22l0
            _t1916 = len(_t1909)
            if not _t1916: _no_option1961(_t1915, 'yellow tokens to convert')
            if _t1916 <= 1 and _st_log is None:
                _i22[2] = _t1909[0] if _t1916 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1917 = st.chooser(_t1916, _t1915)
                else:
                    _t1917 = _st_bits(_t1916.bit_length())
                    while _t1917 >= _t1916: _t1917 = _st_bits(_t1916.bit_length())
                _i22[2] = _t1909[_t1917]; st.decisions += 1
            elif _st_log is None: _pend2254(st, _i22, _t1909, _t1915); raise _PlayoutCut1959()
            elif _decide2255(st, _i22, _t1909, _t1915): raise _PlayoutCut1959()
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
                _i22[3] = (_t1919 if -1000000000000000000 <= (_t1919 := _i22[3] - 1) <= 1000000000000000000 else _beyond2252(_t1919))
            _st_cvars[504 + _i22[1]] = (_t1920 if -1000000000000000000 <= (_t1920 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond2252(_t1920))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), [_PlayerRef2256(_i22l0), ' converts ', _plain2257(_i22[2]), ' fat on animal ', _plain2257(_st_cvars[420 + _i22[1]]), ' into food (food ', _plain2257(_st_cvars[504 + _i22[1]]), '/', _plain2257((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2259(st, _i22))))), ')']))
        elif (L[3] == 'piracy'):
            if _p2306(st, [_l0, None, None], _d + 1) == 3: return 3
        elif (L[3] == 'grazing'):
            _i23l0 = _l0
            _i23 = [_i23l0, None]
            _t1960 = (_a2310(st, _i23l0) or [])
            _t1966 = _i23l0
            _t1967 = len(_t1960)
            if not _t1967: _no_option1961(_t1966, 'grazing animal')
            if _t1967 <= 1 and _st_log is None:
                _i23[1] = _t1960[0] if _t1967 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1968 = st.chooser(_t1967, _t1966)
                else:
                    _t1968 = _st_bits(_t1967.bit_length())
                    while _t1968 >= _t1967: _t1968 = _st_bits(_t1967.bit_length())
                _i23[1] = _t1960[_t1968]; st.decisions += 1
            elif _st_log is None: _pend2312(st, _i23, _t1960, _t1966); raise _PlayoutCut1959()
            elif _decide2313(st, _i23, _t1960, _t1966): raise _PlayoutCut1959()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t1969 if -1000000000000000000 <= (_t1969 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2252(_t1969))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['Grazing: ', _PlayerRef2256(_i23l0), "'s animal ", _plain2257(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain2257(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t1970 = (_a2319(st, _i24l0) or [])
            _t1978 = _i24l0
            _t1979 = len(_t1970)
            if not _t1979: _no_option1961(_t1978, 'animal to hibernate')
            if _t1979 <= 1 and _st_log is None:
                _i24[1] = _t1970[0] if _t1979 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1980 = st.chooser(_t1979, _t1978)
                else:
                    _t1980 = _st_bits(_t1979.bit_length())
                    while _t1980 >= _t1979: _t1980 = _st_bits(_t1979.bit_length())
                _i24[1] = _t1970[_t1980]; st.decisions += 1
            elif _st_log is None: _pend2321(st, _i24, _t1970, _t1978); raise _PlayoutCut1959()
            elif _decide2322(st, _i24, _t1970, _t1978): raise _PlayoutCut1959()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['Hibernation: ', _PlayerRef2256(_i24l0), "'s animal ", _plain2257(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout d4c3aab6>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1757(_k1758)
    _events = len(st.events)
    try:
        _st_vars[6] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent1759(st)
            for _t1428 in (_o1760[_st_vars[1]] or []):
                L[2] = _t1428
                _st_vars[4] = (_t1429 if -1000000000000000000 <= (_t1429 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1761(_t1429))
                _st_vars[5] = False
                if _p2323(st, [_t1428, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t1981 if -1000000000000000000 <= (_t1981 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1761(_t1981))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text2325(_audience2324(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo2326 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout 28f79643>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1733(_k1734)
    if _st_log is not None: _st_log.append(_k1735)
    st.budget -= 1
    if st.budget < 0: _spent1736(st)
    _i17 = [None, None, None]
    _t1415 = (list(_chain1737(map(st.zones.__getitem__, _k1738))) or [])
    st.budget -= len(_t1415)
    if st.budget < 0: _spent1736(st)
    for _t1414 in _t1415:
        _i17[2] = _t1414
        if _st_log is not None: _st_log.append(_Text1756(_audience1739(st), ['  ', _plain1741(_text1740(((((('animal ' + _plain1741(_st_cvars[420 + _t1414]) + ' of ' + _player_text1742(_owner1743[st.loc[_t1414]])) + (_text1740(' ' + _plain1741(_a1745(st, _t1414))) if (not not (_a1747(st, _t1414) or ())) else '')) + (' food ' + _plain1741(_st_cvars[504 + _t1414]) + '/' + _plain1741((_memo6[_t1414] if _t1414 in _memo6 else _memo6.setdefault(_t1414, (1 + _a1749(st, _t1414))))))) + ((' fat ' + _plain1741((_memo5[_t1414] if _t1414 in _memo5 else _memo5.setdefault(_t1414, _a1751(st, _t1414)))) + '/' + _plain1741((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1753(st, _t1414))))) if ((_memo4[_t1414] if _t1414 in _memo4 else _memo4.setdefault(_t1414, _a1755(st, _t1414))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1414] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1414] else '')))))]))
    if _p2327(st, [None, None, None], _d + 1) == 3: return 3
    if (_st_vars[3] > 0):
        if _st_log is not None: _st_log.append(_Text1756(_audience1739(st), [_plain1741(_st_vars[3]), ' red tokens left in the food base are removed']))
        _st_vars[3] = 0
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()

# <rulerun evolution.rules: play_turn #865 191cf90b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run1714(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p1728(st, [None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1729(_k1730)
                fr[1] = 2; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1731[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            _r = _run1732(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2328(st, [], 1) == 3: return True
                pc = 4
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit1729(_k2329)
                fr[1] = 4; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs1731[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            _r = _run2330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2331)

# <rulerun evolution.rules: development #866 bada74b8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2334)
            _r = _run2335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region2336(st, L)
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
            L[1] = (_o2337[st.vars[1]] or []); L[2] = 0
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
            _r = _run2338(st, L)
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
                if st.thread_player is not None: _answered2340(st, _t1984)
            elif _st_log is None: _pend2341(st, L, [None] + _o, _t1982); return True
            elif _decide2342(st, L, _o[:], _t1982): return True
            pc = 9
        if pc == 9:
            if (L[4] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run2343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p2344(st, [L[3], L[4], None, None, None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[3], L[4], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2345(_k2346)
                fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2347[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 13
        if pc == 13:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit2333(_k, st, _d0): raise _Runaway2332()
            continue
        if pc == 14:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit2333(_k, st, _d0): raise _Runaway2332()
            continue
        if pc == 15:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2348)

# <rulerun evolution.rules: play_card #867 94918a59>
def _loop(st, _t1989):
    _st_cvars = st.cvars
    _t1992 = []
    for _t1991 in st.zones[(9 + _owner2363[st.loc[_t1989]])]:
        if (_st_cvars[84 + _t1991] == _t1989):
            _t1992.append(_st_cvars[_t1991])
    return _t1992

# <rulerun evolution.rules: play_card #868 b8089b1e>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo15 = st.memos[15]
    _t1988 = (list(_chain2359(map(st.zones.__getitem__, _k2360))) or ())
    st.budget -= len(_t1988)
    if st.budget < 0: _spent2361(st)
    _t1990 = []
    for _t1989 in _t1988:
        if ((_owner2362[_st_loc[_t1989]] != _l0) and (not ('parasite' in (_memo15[_t1989] if _t1989 in _memo15 else _memo15.setdefault(_t1989, frozenset(_a2364(st, _t1989))))))):
            _t1990.append(_t1989)
    return _t1990

# <rulerun evolution.rules: play_card #869 e4f86bf9>
def _loop(st, L, _t1997, _t2001):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2002 in st.zones[(9 + _owner2371[st.loc[_t1997]])]:
        if ((_st_cvars[_t2002] == _l3) and (((_st_cvars[84 + _t2002] == _t1997) and (_st_cvars[168 + _t2002] == _t2001)) or ((_st_cvars[84 + _t2002] == _t2001) and (_st_cvars[168 + _t2002] == _t1997)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 2d616bc8>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1996 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1996)
    if st.budget < 0: _spent2370(st)
    _t1998 = []
    for _t1997 in _t1996:
        _t2000 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2000)
        if st.budget < 0: _spent2370(st)
        _t1999 = False
        for _t2001 in _t2000:
            if (_t2004 if (_t2004 := _memo9.get((_t1997, _t2001, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t1997, _t2001, _l3,), ((_t1997 != _t2001) and (not _a2372(st, L, _t1997, _t2001))))):
                _t1999 = True
                break
        if _t1999:
            _t1998.append(_t1997)
    return _t1998

# <rulerun evolution.rules: play_card #871 799c831b>
def _loop(st, L, _t2009):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2011 in st.zones[(9 + _owner2378[st.loc[_l5]])]:
        if ((_st_cvars[_t2011] == _l3) and (((_st_cvars[84 + _t2011] == _l5) and (_st_cvars[168 + _t2011] == _t2009)) or ((_st_cvars[84 + _t2011] == _t2009) and (_st_cvars[168 + _t2011] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 d736a4a1>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t2008 = st.zones[(5 + L[0])]
    st.budget -= len(_t2008)
    if st.budget < 0: _spent2377(st)
    _t2010 = []
    for _t2009 in _t2008:
        if (_t2013 if (_t2013 := _memo9.get((_l5, _t2009, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t2009, _l3,), ((_l5 != _t2009) and (not _a2379(st, L, _t2009))))):
            _t2010.append(_t2009)
    return _t2010

# <rulerun evolution.rules: play_card #873 6cf77f75>
def _loop(st, L, _t2021):
    _st_cvars = st.cvars
    _t2024 = []
    for _t2023 in st.zones[(9 + _owner2391[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2023] == _t2021):
            _t2024.append(_st_cvars[_t2023])
    return _t2024

# <rulerun evolution.rules: play_card #874 f65ccdab>
def _loop(st, _t2021):
    _st_cvars = st.cvars
    _t2026 = []
    for _t2025 in st.zones[(9 + _owner2393[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2025] == _t2021):
            _t2026.append(_st_cvars[_t2025])
    return _t2026

# <rulerun evolution.rules: play_card #875 e2c16242>
def _loop(st, _t2021):
    _st_cvars = st.cvars
    _t2028 = []
    for _t2027 in st.zones[(9 + _owner2395[st.loc[_t2021]])]:
        if (_st_cvars[84 + _t2027] == _t2021):
            _t2028.append(_st_cvars[_t2027])
    return _t2028

# <rulerun evolution.rules: play_card #876 53d9b389>
def _loop(st, L):
    _l3 = L[3]
    _memo15 = st.memos[15]
    _t2020 = st.zones[(5 + L[0])]
    st.budget -= len(_t2020)
    if st.budget < 0: _spent2390(st)
    _t2022 = []
    for _t2021 in _t2020:
        if ((((_l3 == 'fat_tissue') or (not (_l3 in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2392(st, L, _t2021))))))) and (not ((_l3 == 'scavenger') and ('carnivorous' in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2394(st, _t2021)))))))) and (not ((_l3 == 'carnivorous') and ('scavenger' in (_memo15[_t2021] if _t2021 in _memo15 else _memo15.setdefault(_t2021, frozenset(_a2396(st, _t2021)))))))):
            _t2022.append(_t2021)
    return _t2022

# <rulerun evolution.rules: play_card #877 677052ea>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 2
            _t1985 = L[0]
            _t1986 = len(_o)
            if not _t1986: _no_option2353(_t1985, 'play it as')
            if _t1986 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1986 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1987 = st.chooser(_t1986, _t1985)
                else:
                    _t1987 = _st_bits(_t1986.bit_length())
                    while _t1987 >= _t1986: _t1987 = _st_bits(_t1986.bit_length())
                L[3] = _o[_t1987]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t1987)
            elif _st_log is None: _pend2355(st, L, _o, _t1985); return True
            elif _decide2356(st, L, _o, _t1985): return True
            pc = 2
        if pc == 2:
            _r = _run2357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region2358(st, L)
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
            _o = (_a2365(st, L) or [])
            fr[1] = 5
            _t1993 = L[0]
            _t1994 = len(_o)
            if not _t1994: _no_option2353(_t1993, 'animal to put the parasite on')
            if _t1994 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1994 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1995 = st.chooser(_t1994, _t1993)
                else:
                    _t1995 = _st_bits(_t1994.bit_length())
                    while _t1995 >= _t1994: _t1995 = _st_bits(_t1994.bit_length())
                L[4] = _o[_t1995]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t1995)
            elif _st_log is None: _pend2367(st, L, _o, _t1993); return True
            elif _decide2368(st, L, _o, _t1993): return True
            pc = 5
        if pc == 5:
            _r = _run2369(st, L)
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
            _o = (_a2373(st, L) or [])
            fr[1] = 9
            _t2005 = L[0]
            _t2006 = len(_o)
            if not _t2006: _no_option2353(_t2005, 'first animal of the pair')
            if _t2006 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2006 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2007 = st.chooser(_t2006, _t2005)
                else:
                    _t2007 = _st_bits(_t2006.bit_length())
                    while _t2007 >= _t2006: _t2007 = _st_bits(_t2006.bit_length())
                L[5] = _o[_t2007]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2007)
            elif _st_log is None: _pend2375(st, L, _o, _t2005); return True
            elif _decide2376(st, L, _o, _t2005): return True
            pc = 9
        if pc == 9:
            _o = (_a2380(st, L) or [])
            fr[1] = 10
            _t2014 = L[0]
            _t2015 = len(_o)
            if not _t2015: _no_option2353(_t2014, 'second animal of the pair')
            if _t2015 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2015 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2016 = st.chooser(_t2015, _t2014)
                else:
                    _t2016 = _st_bits(_t2015.bit_length())
                    while _t2016 >= _t2015: _t2016 = _st_bits(_t2015.bit_length())
                L[6] = _o[_t2016]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2016)
            elif _st_log is None: _pend2382(st, L, _o, _t2014); return True
            elif _decide2383(st, L, _o, _t2014): return True
            pc = 10
        if pc == 10:
            _r = _run2384(st, L)
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
            if not _t2018: _no_option2353(_t2017, 'the symbiont')
            if _t2018 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2018 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2019 = st.chooser(_t2018, _t2017)
                else:
                    _t2019 = _st_bits(_t2018.bit_length())
                    while _t2019 >= _t2018: _t2019 = _st_bits(_t2018.bit_length())
                L[7] = _o[_t2019]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2019)
            elif _st_log is None: _pend2386(st, L, _o, _t2017); return True
            elif _decide2387(st, L, _o, _t2017): return True
            pc = 13
        if pc == 13:
            _r = _run2388(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 15:
            _r = _run2389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 19
        if pc == 17:
            _o = (_a2397(st, L) or [])
            fr[1] = 18
            _t2029 = L[0]
            _t2030 = len(_o)
            if not _t2030: _no_option2353(_t2029, 'animal to give it to')
            if _t2030 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2030 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2031 = st.chooser(_t2030, _t2029)
                else:
                    _t2031 = _st_bits(_t2030.bit_length())
                    while _t2031 >= _t2030: _t2031 = _st_bits(_t2030.bit_length())
                L[8] = _o[_t2031]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2031)
            elif _st_log is None: _pend2399(st, L, _o, _t2029); return True
            elif _decide2400(st, L, _o, _t2029): return True
            pc = 18
        if pc == 18:
            _r = _run2401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 19
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2402)

# <rulerun evolution.rules: feeding #878 5ef42860>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k2405)
            _r = _run2406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2407(st, [None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2408(_k2409)
                fr[1] = 3; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2410[6](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run2411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2412)

# <rulerun evolution.rules: feeding_laps #879 389649a3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2415(st, L)
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
            L[0] = (_o2416[st.vars[1]] or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 8
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run2417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2418(st, [L[2], None, None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2419(_k2420)
                fr[1] = 6; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2421[8](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run2422(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit2414(_k, st, _d0): raise _Runaway2413()
            continue
        if pc == 8:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2414(_k, st, _d0): raise _Runaway2413()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2423)

# <rulerun evolution.rules: convert_fat #880 8c621bbc>
def _loop(st, _t2037):
    _st_cvars = st.cvars
    _t2040 = 0
    for _t2039 in st.zones[(9 + _owner2444[st.loc[_t2037]])]:
        if (_st_cvars[84 + _t2039] == _t2037):
            _t2040 += (1 if ((_st_cvars[_t2039] == 'carnivorous') or (_st_cvars[_t2039] == 'high_body_weight')) else (2 if (_st_cvars[_t2039] == 'parasite') else 0))
    return _t2040

# <rulerun evolution.rules: convert_fat #881 57608947>
def _loop(st, _t2037):
    _st_cvars = st.cvars
    _t2042 = 0
    for _t2041 in st.zones[(9 + _owner2446[st.loc[_t2037]])]:
        if (((_st_cvars[84 + _t2041] == _t2037) and (_st_cvars[_t2041] == 'fat_tissue')) and _st_cvars[252 + _t2041]):
            _t2042 += 1
    return _t2042

# <rulerun evolution.rules: convert_fat #882 fe9da7be>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2036 = st.zones[(5 + L[0])]
    st.budget -= len(_t2036)
    if st.budget < 0: _spent2443(st)
    _t2038 = []
    for _t2037 in _t2036:
        if ((not ((_st_cvars[924 + _t2037] == _st_vars[0]) or (_st_cvars[504 + _t2037] >= (_memo6[_t2037] if _t2037 in _memo6 else _memo6.setdefault(_t2037, (1 + _a2445(st, _t2037))))))) and ((_memo5[_t2037] if _t2037 in _memo5 else _memo5.setdefault(_t2037, _a2447(st, _t2037))) > 0)):
            _t2038.append(_t2037)
    return _t2038

# <rulerun evolution.rules: convert_fat #883 176b457a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2048 = 0
    for _t2047 in st.zones[(9 + _owner2455[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t2047] == L[1]) and (_st_cvars[_t2047] == 'fat_tissue')) and _st_cvars[252 + _t2047]):
            _t2048 += 1
    return _t2048

# <rulerun evolution.rules: convert_fat #884 41ddad42>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2050 = 0
    for _t2049 in st.zones[(9 + _owner2457[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2049] == L[1]):
            _t2050 += (1 if ((_st_cvars[_t2049] == 'carnivorous') or (_st_cvars[_t2049] == 'high_body_weight')) else (2 if (_st_cvars[_t2049] == 'parasite') else 0))
    return _t2050

# <rulerun evolution.rules: convert_fat #885 291f65e8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2059 = 0
    for _t2058 in st.zones[(9 + _owner2466[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2058] == L[1]):
            _t2059 += (1 if ((_st_cvars[_t2058] == 'carnivorous') or (_st_cvars[_t2058] == 'high_body_weight')) else (2 if (_st_cvars[_t2058] == 'parasite') else 0))
    return _t2059

# <rulerun evolution.rules: convert_fat #886 playout 589b466c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _t2035 = (_a2448(st, L) or [])
    _t2043 = _l0
    _t2044 = len(_t2035)
    if not _t2044: _no_option2451(_t2043, 'animal to convert fat on')
    if _t2044 <= 1 and _st_log is None:
        L[1] = _t2035[0] if _t2044 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2045 = st.chooser(_t2044, _t2043)
        else:
            _t2045 = _st_bits(_t2044.bit_length())
            while _t2045 >= _t2044: _t2045 = _st_bits(_t2044.bit_length())
        L[1] = _t2035[_t2045]; st.decisions += 1
    elif _st_log is None: _pend2452(st, L, _t2035, _t2043); raise _PlayoutCut2449()
    elif _decide2453(st, L, _t2035, _t2043): raise _PlayoutCut2449()
    _t2046 = (_range2454(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a2456(st, L))), (_t2051 if -1000000000000000000 <= (_t2051 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2458(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond2459(_t2051)))) or [])
    _t2052 = _l0
    _t2053 = len(_t2046)
    if not _t2053: _no_option2451(_t2052, 'yellow tokens to convert')
    if _t2053 <= 1 and _st_log is None:
        L[2] = _t2046[0] if _t2053 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2054 = st.chooser(_t2053, _t2052)
        else:
            _t2054 = _st_bits(_t2053.bit_length())
            while _t2054 >= _t2053: _t2054 = _st_bits(_t2053.bit_length())
        L[2] = _t2046[_t2054]; st.decisions += 1
    elif _st_log is None: _pend2461(st, L, _t2046, _t2052); raise _PlayoutCut2449()
    elif _decide2462(st, L, _t2046, _t2052): raise _PlayoutCut2449()
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
        L[3] = (_t2056 if -1000000000000000000 <= (_t2056 := L[3] - 1) <= 1000000000000000000 else _beyond2459(_t2056))
    _st_cvars[504 + L[1]] = (_t2057 if -1000000000000000000 <= (_t2057 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond2459(_t2057))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2468(_audience2463(st), [_PlayerRef2464(_l0), ' converts ', _plain2465(L[2]), ' fat on animal ', _plain2465(_st_cvars[420 + L[1]]), ' into food (food ', _plain2465(_st_cvars[504 + L[1]]), '/', _plain2465((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2467(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 232d2865>
def _loop(st, _t2062):
    _st_cvars = st.cvars
    _t2065 = []
    for _t2064 in st.zones[(9 + _owner2474[st.loc[_t2062]])]:
        if (_st_cvars[84 + _t2064] == _t2062):
            _t2065.append(_st_cvars[_t2064])
    return _t2065

# <rulerun evolution.rules: grazing #888 83ada7b1>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _st_vars = st.vars
    _t2061 = st.zones[(5 + L[0])]
    st.budget -= len(_t2061)
    if st.budget < 0: _spent2473(st)
    _t2063 = []
    for _t2062 in _t2061:
        if ((('grazing' in (_memo15[_t2062] if _t2062 in _memo15 else _memo15.setdefault(_t2062, frozenset(_a2475(st, _t2062))))) and (_st_cvars[840 + _t2062] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2063.append(_t2062)
    return _t2063

# <rulerun evolution.rules: grazing #889 playout e900572e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2060 = (_a2476(st, L) or [])
    _t2066 = _l0
    _t2067 = len(_t2060)
    if not _t2067: _no_option2479(_t2066, 'grazing animal')
    if _t2067 <= 1 and _st_log is None:
        L[1] = _t2060[0] if _t2067 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2068 = st.chooser(_t2067, _t2066)
        else:
            _t2068 = _st_bits(_t2067.bit_length())
            while _t2068 >= _t2067: _t2068 = _st_bits(_t2067.bit_length())
        L[1] = _t2060[_t2068]; st.decisions += 1
    elif _st_log is None: _pend2480(st, L, _t2060, _t2066); raise _PlayoutCut2477()
    elif _decide2481(st, L, _t2060, _t2066): raise _PlayoutCut2477()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2069 if -1000000000000000000 <= (_t2069 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2482(_t2069))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2486(_audience2483(st), ['Grazing: ', _PlayerRef2484(_l0), "'s animal ", _plain2485(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2485(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 9d3708e4>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    _t2075 = []
    for _t2074 in st.zones[(9 + _owner2490[st.loc[_t2072]])]:
        if (_st_cvars[84 + _t2074] == _t2072):
            _t2075.append(_st_cvars[_t2074])
    return _t2075

# <rulerun evolution.rules: hibernation #891 f0417297>
def _loop(st, _t2072):
    _st_cvars = st.cvars
    _t2077 = 0
    for _t2076 in st.zones[(9 + _owner2492[st.loc[_t2072]])]:
        if (_st_cvars[84 + _t2076] == _t2072):
            _t2077 += (1 if ((_st_cvars[_t2076] == 'carnivorous') or (_st_cvars[_t2076] == 'high_body_weight')) else (2 if (_st_cvars[_t2076] == 'parasite') else 0))
    return _t2077

# <rulerun evolution.rules: hibernation #892 1ec011ca>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2071 = st.zones[(5 + L[0])]
    st.budget -= len(_t2071)
    if st.budget < 0: _spent2489(st)
    _t2073 = []
    for _t2072 in _t2071:
        if ((((('hibernation' in (_memo15[_t2072] if _t2072 in _memo15 else _memo15.setdefault(_t2072, frozenset(_a2491(st, _t2072))))) and (_st_cvars[924 + _t2072] != _st_vars[0])) and (_st_cvars[924 + _t2072] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2072] == _st_vars[0]) or (_st_cvars[504 + _t2072] >= (_memo6[_t2072] if _t2072 in _memo6 else _memo6.setdefault(_t2072, (1 + _a2493(st, _t2072)))))))):
            _t2073.append(_t2072)
    return _t2073

# <rulerun evolution.rules: hibernation #893 playout 859ef5a1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _t2070 = (_a2494(st, L) or [])
    _t2078 = _l0
    _t2079 = len(_t2070)
    if not _t2079: _no_option2497(_t2078, 'animal to hibernate')
    if _t2079 <= 1 and _st_log is None:
        L[1] = _t2070[0] if _t2079 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2080 = st.chooser(_t2079, _t2078)
        else:
            _t2080 = _st_bits(_t2079.bit_length())
            while _t2080 >= _t2079: _t2080 = _st_bits(_t2079.bit_length())
        L[1] = _t2070[_t2080]; st.decisions += 1
    elif _st_log is None: _pend2498(st, L, _t2070, _t2078); raise _PlayoutCut2495()
    elif _decide2499(st, L, _t2070, _t2078): raise _PlayoutCut2495()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2503(_audience2500(st), ['Hibernation: ', _PlayerRef2501(_l0), "'s animal ", _plain2502(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 270ec2f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2426(st, L)
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
            _r = _run2427(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 4
            _t2032 = L[0]
            _t2033 = len(_o)
            if not _t2033: _no_option2429(_t2032, 'feeding action')
            if _t2033 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2033 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2034 = st.chooser(_t2033, _t2032)
                else:
                    _t2034 = _st_bits(_t2033.bit_length())
                    while _t2034 >= _t2033: _t2034 = _st_bits(_t2033.bit_length())
                L[3] = _o[_t2034]; st.decisions += 1
                if st.thread_player is not None: _answered2430(st, _t2034)
            elif _st_log is None: _pend2431(st, L, _o, _t2032); return True
            elif _decide2432(st, L, _o, _t2032): return True
            pc = 4
        if pc == 4:
            _r = _run2433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[3] == 'take food'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _r = _run2434(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2435(st, [L[0], None], 1) == 3: return True
                pc = 8
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2437)
                fr[1] = 8; _f = [9, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[9](st, _f): return True
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
            _r = _run2439(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2440(st, [L[0], None, None], 1) == 3: return True
                pc = 12
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2441)
                fr[1] = 12; _f = [16, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[16](st, _f): return True
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
            _r = _run2442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2469(st, [L[0], None, None, None, None, None, None]) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2470)
                fr[1] = 16; _f = [10, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[10](st, _f): return True
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
                if _p2471(st, [L[0], None, None], 1) == 3: return True
                pc = 19
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2472)
                fr[1] = 19; _f = [13, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[13](st, _f): return True
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
                if _p2487(st, [L[0], None]) == 3: return True
                pc = 22
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2488)
                fr[1] = 22; _f = [14, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[14](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 22
        if pc == 22:
            pc = 24
        if pc == 23:
            if st.thread_player == st.inline_thread:
                if _p2504(st, [L[0], None]) == 3: return True
                pc = 24
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit2436(_k2505)
                fr[1] = 24; _f = [15, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2438[15](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 24
        if pc == 24:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2425(_k, st, _d0): raise _Runaway2424()
            continue
        if pc == 25:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2506)

# <rulerun evolution.rules: take_food #895 292ac306>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2085 = 0
    for _t2084 in st.zones[(9 + _owner2510[st.loc[_t2082]])]:
        if (_st_cvars[84 + _t2084] == _t2082):
            _t2085 += (1 if ((_st_cvars[_t2084] == 'carnivorous') or (_st_cvars[_t2084] == 'high_body_weight')) else (2 if (_st_cvars[_t2084] == 'parasite') else 0))
    return _t2085

# <rulerun evolution.rules: take_food #896 5e947abd>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2087 = 0
    for _t2086 in st.zones[(9 + _owner2512[st.loc[_t2082]])]:
        if (((_st_cvars[84 + _t2086] == _t2082) and (_st_cvars[_t2086] == 'fat_tissue')) and _st_cvars[252 + _t2086]):
            _t2087 += 1
    return _t2087

# <rulerun evolution.rules: take_food #897 ca6ba062>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _t2089 = 0
    for _t2088 in st.zones[(9 + _owner2514[st.loc[_t2082]])]:
        if ((_st_cvars[84 + _t2088] == _t2082) and (_st_cvars[_t2088] == 'fat_tissue')):
            _t2089 += 1
    return _t2089

# <rulerun evolution.rules: take_food #898 cfb26b7d>
def _loop(st, _t2091):
    _st_cvars = st.cvars
    _t2094 = 0
    for _t2093 in st.zones[(9 + _owner2518[st.loc[_st_cvars[84 + _t2091]]])]:
        if (_st_cvars[84 + _t2093] == _st_cvars[84 + _t2091]):
            _t2094 += (1 if ((_st_cvars[_t2093] == 'carnivorous') or (_st_cvars[_t2093] == 'high_body_weight')) else (2 if (_st_cvars[_t2093] == 'parasite') else 0))
    return _t2094

# <rulerun evolution.rules: take_food #899 fa4e3a0d>
def _loop(st, _t2082):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2090 = st.zones[(9 + _owner2516[st.loc[_t2082]])]
    st.budget -= len(_t2090)
    if st.budget < 0: _spent2517(st)
    for _t2091 in _t2090:
        if (((_st_cvars[_t2091] == 'symbiosis') and (_st_cvars[168 + _t2091] == _t2082)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2091]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2091]] >= (_memo6[_st_cvars[84 + _t2091]] if _st_cvars[84 + _t2091] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2091], (1 + _a2519(st, _t2091)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 43ea2d5c>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _t2081 = st.zones[(5 + L[0])]
    st.budget -= len(_t2081)
    if st.budget < 0: _spent2509(st)
    _t2083 = []
    for _t2082 in _t2081:
        if ((not ((_st_cvars[924 + _t2082] == _st_vars[0]) or ((_st_cvars[504 + _t2082] >= (_memo6[_t2082] if _t2082 in _memo6 else _memo6.setdefault(_t2082, (1 + _a2511(st, _t2082))))) and ((_memo5[_t2082] if _t2082 in _memo5 else _memo5.setdefault(_t2082, _a2513(st, _t2082))) >= (_memo4[_t2082] if _t2082 in _memo4 else _memo4.setdefault(_t2082, _a2515(st, _t2082))))))) and (_memo14[_t2082] if _t2082 in _memo14 else _memo14.setdefault(_t2082, (not _a2520(st, _t2082))))):
            _t2083.append(_t2082)
    return _t2083

# <rulerun evolution.rules: take_food #901 34e9abf3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2521(st, L) or [])
            fr[1] = 1
            _t2095 = L[0]
            _t2096 = len(_o)
            if not _t2096: _no_option2523(_t2095, 'animal to feed')
            if _t2096 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2096 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2097 = st.chooser(_t2096, _t2095)
                else:
                    _t2097 = _st_bits(_t2096.bit_length())
                    while _t2097 >= _t2096: _t2097 = _st_bits(_t2096.bit_length())
                L[1] = _o[_t2097]; st.decisions += 1
                if st.thread_player is not None: _answered2524(st, _t2097)
            elif _st_log is None: _pend2525(st, L, _o, _t2095); return True
            elif _decide2526(st, L, _o, _t2095): return True
            pc = 1
        if pc == 1:
            _r = _run2527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2528(st, [L[1], 'red', None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2529(_k2530)
                fr[1] = 3; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2531[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2532)

# <rulerun evolution.rules: paired_triggers #902 a9b739a9>
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
            _r = _run2535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = (L[2] or [])
            fr[1] = 3
            _t2098 = _owner2537[st.loc[L[0]]]
            _t2099 = len(_o) + 1
            if _t2099 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2100 = st.chooser(_t2099, _t2098)
                else:
                    _t2100 = _st_bits(_t2099.bit_length())
                    while _t2100 >= _t2099: _t2100 = _st_bits(_t2099.bit_length())
                L[3] = _o[_t2100 - 1] if _t2100 else None; st.decisions += 1
                if st.thread_player is not None: _answered2538(st, _t2100)
            elif _st_log is None: _pend2539(st, L, [None] + _o, _t2098); return True
            elif _decide2540(st, L, _o, _t2098): return True
            pc = 3
        if pc == 3:
            _r = _run2541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (st.cvars[L[3]] == 'communication'):
                pc = 5
            else:
                pc = 8
        if pc == 5:
            _r = _run2542(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2543(st, [L[4], 'red', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[4], 'red', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2544(_k2545)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2546[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            pc = 10
        if pc == 8:
            _r = _run2547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2543(st, [L[4], 'blue', None, None], 1) == 3: return True
                pc = 10
            else:
                _a = [L[4], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2544(_k2548)
                fr[1] = 10; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2546[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit2534(_k, st, _d0): raise _Runaway2533()
            continue
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2549)

# <rulerun evolution.rules: piracy #903 8d0ad4f5>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2105 = []
    for _t2104 in st.zones[(9 + _owner2553[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2104] == _t2102):
            _t2105.append(_st_cvars[_t2104])
    return _t2105

# <rulerun evolution.rules: piracy #904 40b83c36>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2107 = 0
    for _t2106 in st.zones[(9 + _owner2555[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2106] == _t2102):
            _t2107 += (1 if ((_st_cvars[_t2106] == 'carnivorous') or (_st_cvars[_t2106] == 'high_body_weight')) else (2 if (_st_cvars[_t2106] == 'parasite') else 0))
    return _t2107

# <rulerun evolution.rules: piracy #905 6c3f7a5b>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2109 = 0
    for _t2108 in st.zones[(9 + _owner2557[st.loc[_t2102]])]:
        if (_st_cvars[84 + _t2108] == _t2102):
            _t2109 += (1 if ((_st_cvars[_t2108] == 'carnivorous') or (_st_cvars[_t2108] == 'high_body_weight')) else (2 if (_st_cvars[_t2108] == 'parasite') else 0))
    return _t2109

# <rulerun evolution.rules: piracy #906 ae924bac>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2111 = 0
    for _t2110 in st.zones[(9 + _owner2559[st.loc[_t2102]])]:
        if (((_st_cvars[84 + _t2110] == _t2102) and (_st_cvars[_t2110] == 'fat_tissue')) and _st_cvars[252 + _t2110]):
            _t2111 += 1
    return _t2111

# <rulerun evolution.rules: piracy #907 78239598>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _t2113 = 0
    for _t2112 in st.zones[(9 + _owner2561[st.loc[_t2102]])]:
        if ((_st_cvars[84 + _t2112] == _t2102) and (_st_cvars[_t2112] == 'fat_tissue')):
            _t2113 += 1
    return _t2113

# <rulerun evolution.rules: piracy #908 c95146ea>
def _loop(st, _t2115):
    _st_cvars = st.cvars
    _t2118 = 0
    for _t2117 in st.zones[(9 + _owner2565[st.loc[_st_cvars[84 + _t2115]]])]:
        if (_st_cvars[84 + _t2117] == _st_cvars[84 + _t2115]):
            _t2118 += (1 if ((_st_cvars[_t2117] == 'carnivorous') or (_st_cvars[_t2117] == 'high_body_weight')) else (2 if (_st_cvars[_t2117] == 'parasite') else 0))
    return _t2118

# <rulerun evolution.rules: piracy #909 8e8eddd2>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2114 = st.zones[(9 + _owner2563[st.loc[_t2102]])]
    st.budget -= len(_t2114)
    if st.budget < 0: _spent2564(st)
    for _t2115 in _t2114:
        if (((_st_cvars[_t2115] == 'symbiosis') and (_st_cvars[168 + _t2115] == _t2102)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2115]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2115]] >= (_memo6[_st_cvars[84 + _t2115]] if _st_cvars[84 + _t2115] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2115], (1 + _a2566(st, _t2115)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 e4e4f774>
def _loop(st, _t2120):
    _st_cvars = st.cvars
    _t2123 = 0
    for _t2122 in st.zones[(9 + _owner2571[st.loc[_t2120]])]:
        if (_st_cvars[84 + _t2122] == _t2120):
            _t2123 += (1 if ((_st_cvars[_t2122] == 'carnivorous') or (_st_cvars[_t2122] == 'high_body_weight')) else (2 if (_st_cvars[_t2122] == 'parasite') else 0))
    return _t2123

# <rulerun evolution.rules: piracy #911 7d1a9e14>
def _loop(st, _t2102):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2119 = (list(_chain2568(map(st.zones.__getitem__, _k2569))) or ())
    st.budget -= len(_t2119)
    if st.budget < 0: _spent2570(st)
    for _t2120 in _t2119:
        if ((_t2120 != _t2102) and ((not ((_st_cvars[924 + _t2120] == _st_vars[0]) or (_st_cvars[504 + _t2120] >= (_memo6[_t2120] if _t2120 in _memo6 else _memo6.setdefault(_t2120, (1 + _a2572(st, _t2120))))))) and (_st_cvars[504 + _t2120] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 aa8c123f>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t2101 = st.zones[(5 + L[0])]
    st.budget -= len(_t2101)
    if st.budget < 0: _spent2552(st)
    _t2103 = []
    for _t2102 in _t2101:
        if (_memo10[_t2102] if _t2102 in _memo10 else _memo10.setdefault(_t2102, ((((('piracy' in (st.memos[15][_t2102] if _t2102 in st.memos[15] else st.memos[15].setdefault(_t2102, frozenset(_a2554(st, _t2102))))) and (st.cvars[756 + _t2102] != st.vars[0])) and (not ((st.cvars[924 + _t2102] == st.vars[0]) or (st.cvars[504 + _t2102] >= (st.memos[6][_t2102] if _t2102 in st.memos[6] else st.memos[6].setdefault(_t2102, (1 + _a2556(st, _t2102)))))))) and ((not ((st.cvars[924 + _t2102] == st.vars[0]) or ((st.cvars[504 + _t2102] >= (st.memos[6][_t2102] if _t2102 in st.memos[6] else st.memos[6].setdefault(_t2102, (1 + _a2558(st, _t2102))))) and ((st.memos[5][_t2102] if _t2102 in st.memos[5] else st.memos[5].setdefault(_t2102, _a2560(st, _t2102))) >= (st.memos[4][_t2102] if _t2102 in st.memos[4] else st.memos[4].setdefault(_t2102, _a2562(st, _t2102))))))) and (st.memos[14][_t2102] if _t2102 in st.memos[14] else st.memos[14].setdefault(_t2102, (not _a2567(st, _t2102)))))) and _a2573(st, _t2102)))):
            _t2103.append(_t2102)
    return _t2103

# <rulerun evolution.rules: piracy #913 67bfb1a6>
def _loop(st, _t2128):
    _st_cvars = st.cvars
    _t2131 = 0
    for _t2130 in st.zones[(9 + _owner2583[st.loc[_t2128]])]:
        if (_st_cvars[84 + _t2130] == _t2128):
            _t2131 += (1 if ((_st_cvars[_t2130] == 'carnivorous') or (_st_cvars[_t2130] == 'high_body_weight')) else (2 if (_st_cvars[_t2130] == 'parasite') else 0))
    return _t2131

# <rulerun evolution.rules: piracy #914 face7513>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2127 = (list(_chain2580(map(st.zones.__getitem__, _k2581))) or ())
    st.budget -= len(_t2127)
    if st.budget < 0: _spent2582(st)
    _t2129 = []
    for _t2128 in _t2127:
        if ((_t2128 != _l1) and ((not ((_st_cvars[924 + _t2128] == _st_vars[0]) or (_st_cvars[504 + _t2128] >= (_memo6[_t2128] if _t2128 in _memo6 else _memo6.setdefault(_t2128, (1 + _a2584(st, _t2128))))))) and (_st_cvars[504 + _t2128] > 0))):
            _t2129.append(_t2128)
    return _t2129

# <rulerun evolution.rules: piracy #915 cb389740>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2574(st, L) or [])
            fr[1] = 1
            _t2124 = L[0]
            _t2125 = len(_o)
            if not _t2125: _no_option2576(_t2124, 'pirate')
            if _t2125 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2125 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2126 = st.chooser(_t2125, _t2124)
                else:
                    _t2126 = _st_bits(_t2125.bit_length())
                    while _t2126 >= _t2125: _t2126 = _st_bits(_t2125.bit_length())
                L[1] = _o[_t2126]; st.decisions += 1
                if st.thread_player is not None: _answered2577(st, _t2126)
            elif _st_log is None: _pend2578(st, L, _o, _t2124); return True
            elif _decide2579(st, L, _o, _t2124): return True
            pc = 1
        if pc == 1:
            _o = (_a2585(st, L) or [])
            fr[1] = 2
            _t2132 = L[0]
            _t2133 = len(_o)
            if not _t2133: _no_option2576(_t2132, 'animal to rob')
            if _t2133 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2133 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2134 = st.chooser(_t2133, _t2132)
                else:
                    _t2134 = _st_bits(_t2133.bit_length())
                    while _t2134 >= _t2133: _t2134 = _st_bits(_t2133.bit_length())
                L[2] = _o[_t2134]; st.decisions += 1
                if st.thread_player is not None: _answered2577(st, _t2134)
            elif _st_log is None: _pend2587(st, L, _o, _t2132); return True
            elif _decide2588(st, L, _o, _t2132): return True
            pc = 2
        if pc == 2:
            _r = _run2589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2590(st, [L[1], 'blue', None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[1], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2591(_k2592)
                fr[1] = 4; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2593[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2594)

# <rulerun evolution.rules: attack_action #916 1eb70c55>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2139 = []
    for _t2138 in st.zones[(9 + _owner2598[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2138] == _t2136):
            _t2139.append(_st_cvars[_t2138])
    return _t2139

# <rulerun evolution.rules: attack_action #917 2956e791>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2141 = 0
    for _t2140 in st.zones[(9 + _owner2600[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2140] == _t2136):
            _t2141 += (1 if ((_st_cvars[_t2140] == 'carnivorous') or (_st_cvars[_t2140] == 'high_body_weight')) else (2 if (_st_cvars[_t2140] == 'parasite') else 0))
    return _t2141

# <rulerun evolution.rules: attack_action #918 9a9f659a>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2143 = 0
    for _t2142 in st.zones[(9 + _owner2602[st.loc[_t2136]])]:
        if (((_st_cvars[84 + _t2142] == _t2136) and (_st_cvars[_t2142] == 'fat_tissue')) and _st_cvars[252 + _t2142]):
            _t2143 += 1
    return _t2143

# <rulerun evolution.rules: attack_action #919 f171ce3d>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2145 = 0
    for _t2144 in st.zones[(9 + _owner2604[st.loc[_t2136]])]:
        if ((_st_cvars[84 + _t2144] == _t2136) and (_st_cvars[_t2144] == 'fat_tissue')):
            _t2145 += 1
    return _t2145

# <rulerun evolution.rules: attack_action #920 bb060cb8>
def _loop(st, _t2147):
    _st_cvars = st.cvars
    _t2150 = 0
    for _t2149 in st.zones[(9 + _owner2608[st.loc[_st_cvars[84 + _t2147]]])]:
        if (_st_cvars[84 + _t2149] == _st_cvars[84 + _t2147]):
            _t2150 += (1 if ((_st_cvars[_t2149] == 'carnivorous') or (_st_cvars[_t2149] == 'high_body_weight')) else (2 if (_st_cvars[_t2149] == 'parasite') else 0))
    return _t2150

# <rulerun evolution.rules: attack_action #921 da303f0d>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2146 = st.zones[(9 + _owner2606[st.loc[_t2136]])]
    st.budget -= len(_t2146)
    if st.budget < 0: _spent2607(st)
    for _t2147 in _t2146:
        if (((_st_cvars[_t2147] == 'symbiosis') and (_st_cvars[168 + _t2147] == _t2136)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2147]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2147]] >= (_memo6[_st_cvars[84 + _t2147]] if _st_cvars[84 + _t2147] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2147], (1 + _a2609(st, _t2147)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 169ce57c>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2155 = []
    for _t2154 in st.zones[(9 + _owner2614[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2154] == _t2152):
            _t2155.append(_st_cvars[_t2154])
    return _t2155

# <rulerun evolution.rules: attack_action #923 c55e9628>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2157 = []
    for _t2156 in st.zones[(9 + _owner2616[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2156] == _t2136):
            _t2157.append(_st_cvars[_t2156])
    return _t2157

# <rulerun evolution.rules: attack_action #924 f29b332f>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2160 = []
    for _t2159 in st.zones[(9 + _owner2618[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2159] == _t2152):
            _t2160.append(_st_cvars[_t2159])
    return _t2160

# <rulerun evolution.rules: attack_action #925 475c9c80>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2162 = []
    for _t2161 in st.zones[(9 + _owner2620[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2161] == _t2136):
            _t2162.append(_st_cvars[_t2161])
    return _t2162

# <rulerun evolution.rules: attack_action #926 ae811b84>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2165 = []
    for _t2164 in st.zones[(9 + _owner2622[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2164] == _t2152):
            _t2165.append(_st_cvars[_t2164])
    return _t2165

# <rulerun evolution.rules: attack_action #927 d02a8596>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _t2167 = []
    for _t2166 in st.zones[(9 + _owner2624[st.loc[_t2136]])]:
        if (_st_cvars[84 + _t2166] == _t2136):
            _t2167.append(_st_cvars[_t2166])
    return _t2167

# <rulerun evolution.rules: attack_action #928 7c120d4c>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2170 = []
    for _t2169 in st.zones[(9 + _owner2626[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2169] == _t2152):
            _t2170.append(_st_cvars[_t2169])
    return _t2170

# <rulerun evolution.rules: attack_action #929 ff70f60b>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    _t2172 = 0
    for _t2171 in st.zones[(9 + _owner2628[st.loc[_t2152]])]:
        if (_st_cvars[84 + _t2171] == _t2152):
            _t2172 += (1 if ((_st_cvars[_t2171] == 'carnivorous') or (_st_cvars[_t2171] == 'high_body_weight')) else (2 if (_st_cvars[_t2171] == 'parasite') else 0))
    return _t2172

# <rulerun evolution.rules: attack_action #930 25db5f9b>
def _loop(st, _t2152):
    _st_cvars = st.cvars
    for _t2173 in st.zones[(9 + _owner2630[st.loc[_t2152]])]:
        if ((_st_cvars[_t2173] == 'symbiosis') and (_st_cvars[168 + _t2173] == _t2152)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 8ed42661>
def _loop(st, _t2136):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2151 = (list(_chain2611(map(st.zones.__getitem__, _k2612))) or ())
    st.budget -= len(_t2151)
    if st.budget < 0: _spent2613(st)
    _t2158 = _NOT_YET
    _t2163 = _NOT_YET
    _t2168 = _NOT_YET
    for _t2152 in _t2151:
        if ((((((_t2136 != _t2152) and ((not ('camouflage' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2615(st, _t2152)))))) or (_t2158 if _t2158 is not _NOT_YET else (_t2158 := ('sharp_vision' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2617(st, _t2136))))))))) and ((not ('high_body_weight' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2619(st, _t2152)))))) or (_t2163 if _t2163 is not _NOT_YET else (_t2163 := ('high_body_weight' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2621(st, _t2136))))))))) and (('swimming' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2623(st, _t2152))))) == (_t2168 if _t2168 is not _NOT_YET else (_t2168 := ('swimming' in (_memo15[_t2136] if _t2136 in _memo15 else _memo15.setdefault(_t2136, frozenset(_a2625(st, _t2136))))))))) and (not (('burrowing' in (_memo15[_t2152] if _t2152 in _memo15 else _memo15.setdefault(_t2152, frozenset(_a2627(st, _t2152))))) and ((_st_cvars[924 + _t2152] == _st_vars[0]) or (_st_cvars[504 + _t2152] >= (_memo6[_t2152] if _t2152 in _memo6 else _memo6.setdefault(_t2152, (1 + _a2629(st, _t2152))))))))) and (not (_memo13[_t2152] if _t2152 in _memo13 else _memo13.setdefault(_t2152, _a2631(st, _t2152))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 cd4c1971>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t2135 = st.zones[(5 + L[0])]
    st.budget -= len(_t2135)
    if st.budget < 0: _spent2597(st)
    _t2137 = []
    for _t2136 in _t2135:
        if (_memo0[_t2136] if _t2136 in _memo0 else _memo0.setdefault(_t2136, (((('carnivorous' in (st.memos[15][_t2136] if _t2136 in st.memos[15] else st.memos[15].setdefault(_t2136, frozenset(_a2599(st, _t2136))))) and (st.cvars[672 + _t2136] != st.vars[0])) and ((not ((st.cvars[924 + _t2136] == st.vars[0]) or ((st.cvars[504 + _t2136] >= (st.memos[6][_t2136] if _t2136 in st.memos[6] else st.memos[6].setdefault(_t2136, (1 + _a2601(st, _t2136))))) and ((st.memos[5][_t2136] if _t2136 in st.memos[5] else st.memos[5].setdefault(_t2136, _a2603(st, _t2136))) >= (st.memos[4][_t2136] if _t2136 in st.memos[4] else st.memos[4].setdefault(_t2136, _a2605(st, _t2136))))))) and (st.memos[14][_t2136] if _t2136 in st.memos[14] else st.memos[14].setdefault(_t2136, (not _a2610(st, _t2136)))))) and _a2632(st, _t2136)))):
            _t2137.append(_t2136)
    return _t2137

# <rulerun evolution.rules: attack_action #933 37da71b7>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2182 = []
    for _t2181 in st.zones[(9 + _owner2642[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2181] == _t2179):
            _t2182.append(_st_cvars[_t2181])
    return _t2182

# <rulerun evolution.rules: attack_action #934 412208e2>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2184 = []
    for _t2183 in st.zones[(9 + _owner2644[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2183] == _l1):
            _t2184.append(_st_cvars[_t2183])
    return _t2184

# <rulerun evolution.rules: attack_action #935 7ac1aa33>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2187 = []
    for _t2186 in st.zones[(9 + _owner2646[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2186] == _t2179):
            _t2187.append(_st_cvars[_t2186])
    return _t2187

# <rulerun evolution.rules: attack_action #936 e82c570f>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2189 = []
    for _t2188 in st.zones[(9 + _owner2648[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2188] == _l1):
            _t2189.append(_st_cvars[_t2188])
    return _t2189

# <rulerun evolution.rules: attack_action #937 62b0ec94>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2192 = []
    for _t2191 in st.zones[(9 + _owner2650[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2191] == _t2179):
            _t2192.append(_st_cvars[_t2191])
    return _t2192

# <rulerun evolution.rules: attack_action #938 65cd0b3a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t2194 = []
    for _t2193 in st.zones[(9 + _owner2652[st.loc[_l1]])]:
        if (_st_cvars[84 + _t2193] == _l1):
            _t2194.append(_st_cvars[_t2193])
    return _t2194

# <rulerun evolution.rules: attack_action #939 7a698956>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2197 = []
    for _t2196 in st.zones[(9 + _owner2654[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2196] == _t2179):
            _t2197.append(_st_cvars[_t2196])
    return _t2197

# <rulerun evolution.rules: attack_action #940 2913e8e9>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    _t2199 = 0
    for _t2198 in st.zones[(9 + _owner2656[st.loc[_t2179]])]:
        if (_st_cvars[84 + _t2198] == _t2179):
            _t2199 += (1 if ((_st_cvars[_t2198] == 'carnivorous') or (_st_cvars[_t2198] == 'high_body_weight')) else (2 if (_st_cvars[_t2198] == 'parasite') else 0))
    return _t2199

# <rulerun evolution.rules: attack_action #941 d2475a01>
def _loop(st, _t2179):
    _st_cvars = st.cvars
    for _t2200 in st.zones[(9 + _owner2658[st.loc[_t2179]])]:
        if ((_st_cvars[_t2200] == 'symbiosis') and (_st_cvars[168 + _t2200] == _t2179)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 ee2edff0>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo15 = st.memos[15]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2178 = (list(_chain2639(map(st.zones.__getitem__, _k2640))) or ())
    st.budget -= len(_t2178)
    if st.budget < 0: _spent2641(st)
    _t2185 = _NOT_YET
    _t2190 = _NOT_YET
    _t2195 = _NOT_YET
    _t2180 = []
    for _t2179 in _t2178:
        if ((((((_l1 != _t2179) and ((not ('camouflage' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2643(st, _t2179)))))) or (_t2185 if _t2185 is not _NOT_YET else (_t2185 := ('sharp_vision' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2645(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2647(st, _t2179)))))) or (_t2190 if _t2190 is not _NOT_YET else (_t2190 := ('high_body_weight' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2649(st, L))))))))) and (('swimming' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2651(st, _t2179))))) == (_t2195 if _t2195 is not _NOT_YET else (_t2195 := ('swimming' in (_memo15[_l1] if _l1 in _memo15 else _memo15.setdefault(_l1, frozenset(_a2653(st, L))))))))) and (not (('burrowing' in (_memo15[_t2179] if _t2179 in _memo15 else _memo15.setdefault(_t2179, frozenset(_a2655(st, _t2179))))) and ((_st_cvars[924 + _t2179] == _st_vars[0]) or (_st_cvars[504 + _t2179] >= (_memo6[_t2179] if _t2179 in _memo6 else _memo6.setdefault(_t2179, (1 + _a2657(st, _t2179))))))))) and (not (_memo13[_t2179] if _t2179 in _memo13 else _memo13.setdefault(_t2179, _a2659(st, _t2179))))):
            _t2180.append(_t2179)
    return _t2180

# <rulerun evolution.rules: attack_action #943 60982000>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2633(st, L) or [])
            fr[1] = 1
            _t2175 = L[0]
            _t2176 = len(_o)
            if not _t2176: _no_option2635(_t2175, 'attacker')
            if _t2176 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2176 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2177 = st.chooser(_t2176, _t2175)
                else:
                    _t2177 = _st_bits(_t2176.bit_length())
                    while _t2177 >= _t2176: _t2177 = _st_bits(_t2176.bit_length())
                L[1] = _o[_t2177]; st.decisions += 1
                if st.thread_player is not None: _answered2636(st, _t2177)
            elif _st_log is None: _pend2637(st, L, _o, _t2175); return True
            elif _decide2638(st, L, _o, _t2175): return True
            pc = 1
        if pc == 1:
            _o = (_a2660(st, L) or [])
            fr[1] = 2
            _t2202 = L[0]
            _t2203 = len(_o)
            if not _t2203: _no_option2635(_t2202, 'target')
            if _t2203 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2203 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2204 = st.chooser(_t2203, _t2202)
                else:
                    _t2204 = _st_bits(_t2203.bit_length())
                    while _t2204 >= _t2203: _t2204 = _st_bits(_t2203.bit_length())
                L[2] = _o[_t2204]; st.decisions += 1
                if st.thread_player is not None: _answered2636(st, _t2204)
            elif _st_log is None: _pend2662(st, L, _o, _t2202); return True
            elif _decide2663(st, L, _o, _t2202): return True
            pc = 2
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p2664(st, [L[1], L[2], None, None, None], 1) == 3: return True
                pc = 3
            else:
                _a = [L[1], L[2], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2665(_k2666)
                fr[1] = 3; _f = [17, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2667[17](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2668)

# <rulerun evolution.rules: hunt #944 cf283466>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run2671(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step2672(st, fr): return True
            return None
        if pc == 2:
            if not st.events[-1][2]:
                pc = 3
            else:
                pc = 8
        if pc == 3:
            _r = _run2673(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2674(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 5
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2675(_k2676)
                fr[1] = 5; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2677[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p2674(st, [L[3], 'blue', None, None], 1) == 3: return True
                pc = 6
            else:
                _a = [L[3], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2675(_k2678)
                fr[1] = 6; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2677[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            _r = _run2679(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 8
            if _step2680(st, fr): return True
            return None
        if pc == 8:
            _step2681(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2682)

# <rulerun evolution.rules: scavenge #945 e1db46e0>
def _loop(st, L):
    _t2208 = (L[4] or ())
    st.budget -= len(_t2208)
    if st.budget < 0: _spent2688(st)
    for _t2209 in _t2208:
        return _t2209
    return None

# <rulerun evolution.rules: scavenge #946 6c944270>
def _loop(st, L):
    _t2205 = (L[4] or ())
    st.budget -= len(_t2205)
    if st.budget < 0: _spent2687(st)
    _t2211 = _NOT_YET
    _t2207 = []
    for _t2206 in _t2205:
        if ((not False) or (_t2206 == (_t2211 if _t2211 is not _NOT_YET else (_t2211 := _a2689(st, L))))):
            _t2207.append(_t2206)
    return _t2207

# <rulerun evolution.rules: scavenge #947 03a36eb5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            L[1] = (_o2685[L[0]] or []); L[2] = 0
            pc = 1
        if pc == 1:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                pc = 2; break
            L[2] = _i
        if pc == 2:
            _r = _run2686(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not not (L[4] or ())):
                pc = 4
            else:
                pc = 9
        if pc == 4:
            _o = (_a2690(st, L) or [])
            fr[1] = 5
            _t2212 = L[3]
            _t2213 = len(_o)
            if not _t2213: _no_option2692(_t2212, 'scavenger to feed')
            if _t2213 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2213 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2214 = st.chooser(_t2213, _t2212)
                else:
                    _t2214 = _st_bits(_t2213.bit_length())
                    while _t2214 >= _t2213: _t2214 = _st_bits(_t2213.bit_length())
                L[5] = _o[_t2214]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2214)
            elif _st_log is None: _pend2694(st, L, _o, _t2212); return True
            elif _decide2695(st, L, _o, _t2212): return True
            pc = 5
        if pc == 5:
            _r = _run2696(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2697(st, [L[5], 'blue', None, None], 1) == 3: return True
                pc = 7
            else:
                _a = [L[5], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2698(_k2699)
                fr[1] = 7; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2700[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run2701(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2684(_k, st, _d0): raise _Runaway2683()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2702)

# <rulerun evolution.rules: on after feed #948 1f34d071>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2705(st, [L[0], L[1], None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2706(_k2707)
                fr[1] = 1; _f = [12, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2708[12](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2709)

# <rulerun evolution.rules: on before attack #949 2311ca9b>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2222 = []
    for _t2221 in st.zones[(9 + _owner2721[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2221] == _t2219):
            _t2222.append(_st_cvars[_t2221])
    return _t2222

# <rulerun evolution.rules: on before attack #950 9f350841>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2224 = []
    for _t2223 in st.zones[(9 + _owner2723[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2223] == _l0):
            _t2224.append(_st_cvars[_t2223])
    return _t2224

# <rulerun evolution.rules: on before attack #951 250c415d>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2227 = []
    for _t2226 in st.zones[(9 + _owner2725[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2226] == _t2219):
            _t2227.append(_st_cvars[_t2226])
    return _t2227

# <rulerun evolution.rules: on before attack #952 fa1c7389>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2229 = []
    for _t2228 in st.zones[(9 + _owner2727[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2228] == _l0):
            _t2229.append(_st_cvars[_t2228])
    return _t2229

# <rulerun evolution.rules: on before attack #953 e9f4bd14>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2232 = []
    for _t2231 in st.zones[(9 + _owner2729[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2231] == _t2219):
            _t2232.append(_st_cvars[_t2231])
    return _t2232

# <rulerun evolution.rules: on before attack #954 158655b2>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t2234 = []
    for _t2233 in st.zones[(9 + _owner2731[st.loc[_l0]])]:
        if (_st_cvars[84 + _t2233] == _l0):
            _t2234.append(_st_cvars[_t2233])
    return _t2234

# <rulerun evolution.rules: on before attack #955 d0014f2b>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2237 = []
    for _t2236 in st.zones[(9 + _owner2733[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2236] == _t2219):
            _t2237.append(_st_cvars[_t2236])
    return _t2237

# <rulerun evolution.rules: on before attack #956 03fde17a>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    _t2239 = 0
    for _t2238 in st.zones[(9 + _owner2735[st.loc[_t2219]])]:
        if (_st_cvars[84 + _t2238] == _t2219):
            _t2239 += (1 if ((_st_cvars[_t2238] == 'carnivorous') or (_st_cvars[_t2238] == 'high_body_weight')) else (2 if (_st_cvars[_t2238] == 'parasite') else 0))
    return _t2239

# <rulerun evolution.rules: on before attack #957 66f2d83e>
def _loop(st, _t2219):
    _st_cvars = st.cvars
    for _t2240 in st.zones[(9 + _owner2737[st.loc[_t2219]])]:
        if ((_st_cvars[_t2240] == 'symbiosis') and (_st_cvars[168 + _t2240] == _t2219)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 35123734>
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
    if st.budget < 0: _spent2720(st)
    _t2225 = _NOT_YET
    _t2230 = _NOT_YET
    _t2235 = _NOT_YET
    _t2220 = []
    for _t2219 in _t2218:
        if (((_t2219 != _l1) and (_t2219 != _l0)) and ((((((_l0 != _t2219) and ((not ('camouflage' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2722(st, _t2219)))))) or (_t2225 if _t2225 is not _NOT_YET else (_t2225 := ('sharp_vision' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2724(st, L))))))))) and ((not ('high_body_weight' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2726(st, _t2219)))))) or (_t2230 if _t2230 is not _NOT_YET else (_t2230 := ('high_body_weight' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2728(st, L))))))))) and (('swimming' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2730(st, _t2219))))) == (_t2235 if _t2235 is not _NOT_YET else (_t2235 := ('swimming' in (_memo15[_l0] if _l0 in _memo15 else _memo15.setdefault(_l0, frozenset(_a2732(st, L))))))))) and (not (('burrowing' in (_memo15[_t2219] if _t2219 in _memo15 else _memo15.setdefault(_t2219, frozenset(_a2734(st, _t2219))))) and ((_st_cvars[924 + _t2219] == _st_vars[0]) or (_st_cvars[504 + _t2219] >= (_memo6[_t2219] if _t2219 in _memo6 else _memo6.setdefault(_t2219, (1 + _a2736(st, _t2219))))))))) and (not (_memo13[_t2219] if _t2219 in _memo13 else _memo13.setdefault(_t2219, _a2738(st, _t2219)))))):
            _t2220.append(_t2219)
    return _t2220

# <rulerun evolution.rules: on before attack #959 1b6fe8f3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2246 = []
    for _t2245 in st.zones[(9 + _owner2745[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t2245] == L[1]) or (_st_cvars[168 + _t2245] == L[1])):
            _t2246.append(_t2245)
    return _t2246

# <rulerun evolution.rules: on before attack #960 2b1a0a93>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2712(st, L)
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
            _r = _run2713(st, L)
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
                if st.thread_player is not None: _answered2715(st, _t2217)
            elif _st_log is None: _pend2716(st, L, [None] + _o, _t2215); return True
            elif _decide2717(st, L, _o, _t2215): return True
            pc = 4
        if pc == 4:
            _r = _run2718(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[6] == 'running'):
                pc = 6
            else:
                pc = 8
        if pc == 6:
            _r = _run2719(st, L)
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
            _o = (_a2739(st, L) or [])
            fr[1] = 10
            _t2242 = L[4]
            _t2243 = len(_o)
            if not _t2243: _no_option2741(_t2242, 'mimicry: the new target')
            if _t2243 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2243 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2244 = st.chooser(_t2243, _t2242)
                else:
                    _t2244 = _st_bits(_t2243.bit_length())
                    while _t2244 >= _t2243: _t2244 = _st_bits(_t2243.bit_length())
                L[7] = _o[_t2244]; st.decisions += 1
                if st.thread_player is not None: _answered2715(st, _t2244)
            elif _st_log is None: _pend2742(st, L, _o, _t2242); return True
            elif _decide2743(st, L, _o, _t2242): return True
            pc = 10
        if pc == 10:
            _r = _run2744(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 12:
            _o = (_a2746(st, L) or [])
            fr[1] = 13
            _t2247 = L[4]
            _t2248 = len(_o)
            if not _t2248: _no_option2741(_t2247, 'tail loss: trait to drop')
            if _t2248 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2248 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2249 = st.chooser(_t2248, _t2247)
                else:
                    _t2249 = _st_bits(_t2248.bit_length())
                    while _t2249 >= _t2248: _t2249 = _st_bits(_t2248.bit_length())
                L[8] = _o[_t2249]; st.decisions += 1
                if st.thread_player is not None: _answered2715(st, _t2249)
            elif _st_log is None: _pend2748(st, L, _o, _t2247); return True
            elif _decide2749(st, L, _o, _t2247): return True
            pc = 13
        if pc == 13:
            _r = _run2750(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p2751(st, [L[0], 'blue', None, None], 1) == 3: return True
                pc = 15
            else:
                _a = [L[0], 'blue', None, None]
                if len(st.cur) >= 500: raise _RuleLimit2752(_k2753)
                fr[1] = 15; _f = [11, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2754[11](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 15
        if pc == 15:
            _r = _run2755(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 16
        if pc == 16:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit2711(_k, st, _d0): raise _Runaway2710()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2756)

# <rulerun evolution.rules: on after attack #961 5a8f1a5d>
def _native(st, fr):
    _st_loc = st.loc
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p2760(st, [_owner2759[_st_loc[L[0]]], None, None, None, None, None], 1) == 3: return True
                pc = 1
            else:
                _a = [_owner2759[_st_loc[L[0]]], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit2761(_k2762)
                fr[1] = 1; _f = [18, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2763[18](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 1
        if pc == 1:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2764)

# <rulerun evolution.rules: extinction_and_new_cards #962 7f833178>
def _loop(st, _t2258):
    _st_cvars = st.cvars
    _t2260 = 0
    for _t2259 in st.zones[(9 + _owner2792[st.loc[_t2258]])]:
        if (_st_cvars[84 + _t2259] == _t2258):
            _t2260 += (1 if ((_st_cvars[_t2259] == 'carnivorous') or (_st_cvars[_t2259] == 'high_body_weight')) else (2 if (_st_cvars[_t2259] == 'parasite') else 0))
    return _t2260

# <rulerun evolution.rules: extinction_and_new_cards #963 704c9ed7>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2267 = []
    for _t2266 in st.zones[(9 + _owner2801[st.loc[_i27l0]])]:
        if ((_st_cvars[84 + _t2266] == _i27l0) or (_st_cvars[168 + _t2266] == _i27l0)):
            _t2267.append(_t2266)
    return _t2267

# <rulerun evolution.rules: extinction_and_new_cards #964 92a2a3be>
def _loop(st):
    for _t2281 in (_k2809 or ()):
        if (st.vars[7 + _t2281] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout d4cc8b9f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, _memo15, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2788)
    _t2257 = (list(_chain2789(map(_st_zones.__getitem__, _k2790))) or ())
    st.budget -= len(_t2257)
    if st.budget < 0: _spent2791(st)
    _t2256 = []
    for _t2258 in _t2257:
        if ((not ((_st_cvars[924 + _t2258] == _st_vars[0]) or (_st_cvars[504 + _t2258] >= (_memo6[_t2258] if _t2258 in _memo6 else _memo6.setdefault(_t2258, (1 + _a2793(st, _t2258))))))) or _st_cvars[588 + _t2258]):
            _t2256.append(_t2258)
    L[0] = _t2256
    _t2262 = (L[0] or [])
    st.budget -= len(_t2262)
    if st.budget < 0: _spent2791(st)
    for _t2261 in _t2262:
        L[3] = _t2261
        if _st_cvars[588 + _t2261]:
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), [_PlayerRef2796(_owner2795[_st_loc[_t2261]]), "'s animal ", _plain2797(_st_cvars[420 + _t2261]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), [_PlayerRef2796(_owner2799[_st_loc[_t2261]]), "'s animal ", _plain2797(_st_cvars[420 + _t2261]), ' starves']))
    _t2264 = (L[0] or [])
    st.budget -= len(_t2264)
    if st.budget < 0: _spent2791(st)
    for _t2263 in _t2264:
        L[6] = _t2263
        _i27l0 = _t2263
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = _owner2800[_st_loc[_i27l0]]
        _t2268 = (_a2802(st, _i27l0) or [])
        st.budget -= len(_t2268)
        if st.budget < 0: _spent2791(st)
        for _t2265 in _t2268:
            _i27[4] = _t2265
            _i28l0 = _t2265
            _i28 = [_i28l0, None]
            _i28[1] = _owner2803[_st_loc[_i28l0]]
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
            if _memo15: _memo15.clear()
            _t2269 = _i28l0
            _t2270 = (13 + _i28[1])
            if type(_t2269) is int and _st_log is None:
                _t2271 = _st_zones[(_t2272 := _st_loc[_t2269])]
                if _t2271[-1] == _t2269: _t2271.pop()
                else: _t2271.remove(_t2269)
                _st_zones[_t2270].append(_t2269); _st_loc[_t2269] = _t2270
                _t2273 = _leaving2805[_t2272]
                if _memo12 and _t2273 & 4096: _memo12.clear()
            elif _t2269 is not None:
                _move_cards2804(st, _t2269, _t2270, False)
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
            _t2278 = _leaving2806[_t2277]
            if _memo12 and _t2278 & 4096: _memo12.clear()
        elif _t2274 is not None:
            _move_cards2804(st, _t2274, _t2275, False)
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
    if (not _st_vars[2]):
        _i29 = [None, None, None, None, None, None, None, None, None]
        for _t2279 in (_k2807 or []):
            _i29[2] = _t2279
            _st_vars[7 + _t2279] = (6 if ((not _st_zones[(5 + _t2279)]) and (not _st_zones[(1 + _t2279)])) else (1 + len(_st_zones[(5 + _t2279)])))
        for _t2280 in (_o2808[_st_vars[1]] or []):
            _i29[5] = _t2280
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), ['Cards owed to ', _PlayerRef2796(_t2280), ': ', _plain2797(_st_vars[7 + _t2280])]))
        while ((not not _st_zones[0]) and _a2810(st)):
            st.budget -= 1
            if st.budget < 0: _spent2791(st)
            for _t2283 in (_o2811[_st_vars[1]] or []):
                _i29[8] = _t2283
                if not (((_st_vars[7 + _t2283] > 0) and (not not _st_zones[0]))): continue
                _t2286 = _st_zones[0]
                _t2285 = (1 + _t2283)
                if _st_log is None and _t2286:
                    _t2284 = _t2286.pop(); _st_zones[_t2285].append(_t2284); _st_loc[_t2284] = _t2285
                elif _t2286:
                    _move_cards2804(st, _t2286[-1], _t2285, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
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
                _st_vars[7 + _t2283] = (_t2287 if -1000000000000000000 <= (_t2287 := _st_vars[7 + _t2283] - 1) <= 1000000000000000000 else _beyond2812(_t2287))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), ['The deck has run out: the next turn is the last']))
    for _t2288 in (list(_chain2813(map(_st_zones.__getitem__, _k2814))) or []):
        L[9] = _t2288
        _st_cvars[504 + _t2288] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout 3cc55bd8>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2768(_k2769)
    st.budget -= 1
    if st.budget < 0: _spent2770(st)
    _st_vars[0] = (_t2250 if -1000000000000000000 <= (_t2250 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2771(_t2250))
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
        if _st_log is not None: _st_log.append(_Text2775(_audience2772(st), ['Turn ', _plain2773(_st_vars[0]), ' (the last turn: the deck is empty); ', _PlayerRef2774(_st_vars[1]), ' is the first player']))
    else:
        if _st_log is not None: _st_log.append(_Text2775(_audience2772(st), ['Turn ', _plain2773(_st_vars[0]), ': ', _PlayerRef2774(_st_vars[1]), ' is the first player; ', _plain2773(len(_st_zones[0])), ' cards in the deck']))
    _i25 = [None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k2776)
    _i25[0] = []
    while (len((_i25[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent2770(st)
        for _t2251 in (_o2777[_st_vars[1]] or []):
            _i25[3] = _t2251
            if not ((not (_t2251 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2251)]):
                if _st_log is not None: _st_log.append(_Text2775(_audience2772(st), [_PlayerRef2774(_t2251), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2251])
                if len(_i25[0]) > 1000000: _too_long2778(_i25[0])
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
                elif _st_log is None: _pend2781(st, _i25, [None] + _t2252, _t2253); raise _PlayoutCut2779()
                elif _decide2782(st, _i25, _t2252[:], _t2253): raise _PlayoutCut2779()
                if (_i25[4] is None):
                    _i25[0] = _joined2783(_i25[0], [_t2251])
                else:
                    if _p2784(st, [_t2251, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
    if _st_log is not None: _st_log.append(_k2785)
    _st_vars[3] = ((_roll2786(st, 1, 6) + 2) if (4 == 2) else (_roll2786(st, 2, 6) if (4 == 3) else ((_roll2786(st, 2, 6) + 2) if (4 == 4) else ((_roll2786(st, 3, 6) + (0 if ('manual' == 'wiki') else 2)) if (4 == 5) else ((_roll2786(st, 3, 6) + (2 if ('manual' == 'wiki') else 4)) if (4 == 6) else ((_roll2786(st, 4, 6) + (2 if ('manual' == 'evolive') else 0)) if (4 == 7) else (_roll2786(st, 4, 6) + (2 if ('manual' == 'wiki') else 4))))))))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2775(_audience2772(st), [_PlayerRef2774(_st_vars[1]), ' rolls the food base: ', _plain2773(_st_vars[3]), ' red tokens']))
    if _p2787(st, [], _d + 1) == 3: return 3
    if _p2816(st, _k2815[:]) == 3: return 3
    if (not _st_vars[2]):
        _st_vars[1] = ((_st_vars[1] + 1) % 4)

# <rulerun evolution.rules: play #967 66a6a168>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run2767(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if st.thread_player == st.inline_thread:
                if _p2817(st, [], 1) == 3: return True
                pc = 2
            else:
                _a = []
                if len(st.cur) >= 500: raise _RuleLimit2818(_k2819)
                fr[1] = 2; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs2820[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            if st.vars[2]:
                pc = 3
            else:
                pc = 1
                _k += 1
                if _k > _lim and _over_limit2766(_k, st, _d0): raise _Runaway2765()
                continue
        if pc == 3:
            _r = _run2821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 5
            if _step2822(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k2823)

# <rulerun evolution.rules: play #968 52a168c3>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2290 = 0
    for _t2289 in st.zones[(9 + p)]:
        _t2290 += (1 + (1 if ((_st_cvars[_t2289] == 'carnivorous') or (_st_cvars[_t2289] == 'high_body_weight')) else (2 if (_st_cvars[_t2289] == 'parasite') else 0)))
    return _t2290

# <rulerun evolution.rules: rank #969 863c0cc6>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2824(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 7ddc1ee3>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2295 = 0
    for _t2294 in st.zones[(9 + _owner2826[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2294] == _t2292):
            _t2295 += (1 + (1 if ((_st_cvars[_t2294] == 'carnivorous') or (_st_cvars[_t2294] == 'high_body_weight')) else (2 if (_st_cvars[_t2294] == 'parasite') else 0)))
    return _t2295

# <rulerun evolution.rules: play #971 9d59f4ea>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2297 = 0
    for _t2296 in st.zones[(9 + _owner2828[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2296] == _t2292):
            _t2297 += (1 if ((_st_cvars[_t2296] == 'carnivorous') or (_st_cvars[_t2296] == 'high_body_weight')) else (2 if (_st_cvars[_t2296] == 'parasite') else 0))
    return _t2297

# <rulerun evolution.rules: play #972 4b310b71>
def _loop(st, _t2292):
    _st_cvars = st.cvars
    _t2299 = 0
    for _t2298 in st.zones[(9 + _owner2830[st.loc[_t2292]])]:
        if (_st_cvars[84 + _t2298] == _t2292):
            _t2299 += (1 + (1 if ((_st_cvars[_t2298] == 'carnivorous') or (_st_cvars[_t2298] == 'high_body_weight')) else (2 if (_st_cvars[_t2298] == 'parasite') else 0)))
    return _t2299

# <rulerun evolution.rules: play #973 734d4409>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2291 = st.zones[(5 + p)]
    st.budget -= len(_t2291)
    if st.budget < 0: _spent2825(st)
    _t2293 = 0
    for _t2292 in _t2291:
        _t2293 += (0 if _st_cvars[588 + _t2292] else ((2 * (2 + _a2827(st, _t2292))) if ((_st_cvars[924 + _t2292] == _st_vars[0]) or (_st_cvars[504 + _t2292] >= (1 + _a2829(st, _t2292)))) else (2 + _a2831(st, _t2292))))
    return _t2293

# <rulerun evolution.rules: rank #974 e754743f>
def _native(st, p):
    return (_a2832(st, p), len(st.zones[(13 + p)]), )

