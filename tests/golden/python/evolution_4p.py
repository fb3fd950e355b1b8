# <rulerun evolution.rules: play_turn #0 64bd9470>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
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

# <rulerun evolution.rules: extinction_and_new_cards #8 a115f042>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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

# <rulerun evolution.rules: play_card #14 23fae8b3>
def _loop(st, _t76):
    _st_cvars = st.cvars
    for _t78 in st.zones[(9 + _owner90[st.loc[_t76]])]:
        if ((_st_cvars[84 + _t78] == _t76) and (_st_cvars[_t78] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #15 ed0e1207>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t75 = (list(_chain86(map(st.zones.__getitem__, _k87))) or ())
    st.budget -= len(_t75)
    if st.budget < 0: _spent88(st)
    for _t76 in _t75:
        if ((_owner89[_st_loc[_t76]] != _l0) and (not (_t80 if (_t80 := _memo7.get((_t76, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t76, 'parasite',), _a91(st, _t76))))):
            return True
    return False

# <rulerun evolution.rules: play_card #16 5d7840b1>
def _loop(st, _t74, _t83, _t87):
    _st_cvars = st.cvars
    for _t88 in st.zones[(9 + _owner94[st.loc[_t83]])]:
        if ((_st_cvars[_t88] == _t74) and (((_st_cvars[84 + _t88] == _t83) and (_st_cvars[168 + _t88] == _t87)) or ((_st_cvars[84 + _t88] == _t87) and (_st_cvars[168 + _t88] == _t83)))):
            return True
    return False

# <rulerun evolution.rules: play_card #17 caa1c436>
def _loop(st, L, _t74):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t82 = _st_zones[(5 + _l0)]
    st.budget -= len(_t82)
    if st.budget < 0: _spent93(st)
    for _t83 in _t82:
        _t86 = _st_zones[(5 + _l0)]
        st.budget -= len(_t86)
        if st.budget < 0: _spent93(st)
        _t85 = False
        for _t87 in _t86:
            if (_t90 if (_t90 := _memo9.get((_t83, _t87, _t74,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t83, _t87, _t74,), ((_t83 != _t87) and (not _a95(st, _t74, _t83, _t87))))):
                _t85 = True
                break
        if _t85:
            return True
    return False

# <rulerun evolution.rules: play_card #18 9b65a70d>
def _loop(st, _t74, _t92):
    _st_cvars = st.cvars
    for _t94 in st.zones[(9 + _owner98[st.loc[_t92]])]:
        if ((_st_cvars[84 + _t94] == _t92) and (_st_cvars[_t94] == _t74)):
            return True
    return False

# <rulerun evolution.rules: play_card #19 8211bd06>
def _loop(st, _t92):
    _st_cvars = st.cvars
    for _t97 in st.zones[(9 + _owner100[st.loc[_t92]])]:
        if ((_st_cvars[84 + _t97] == _t92) and (_st_cvars[_t97] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #20 1ecea7b6>
def _loop(st, _t92):
    _st_cvars = st.cvars
    for _t100 in st.zones[(9 + _owner102[st.loc[_t92]])]:
        if ((_st_cvars[84 + _t100] == _t92) and (_st_cvars[_t100] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #21 7e889bb6>
def _loop(st, L, _t74):
    _memo7 = st.memos[7]
    _t91 = st.zones[(5 + L[0])]
    st.budget -= len(_t91)
    if st.budget < 0: _spent97(st)
    for _t92 in _t91:
        if ((((_t74 == 'fat_tissue') or (not (_t96 if (_t96 := _memo7.get((_t92, _t74,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, _t74,), _a99(st, _t74, _t92))))) and (not ((_t74 == 'scavenger') and (_t99 if (_t99 := _memo7.get((_t92, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, 'carnivorous',), _a101(st, _t92)))))) and (not ((_t74 == 'carnivorous') and (_t102 if (_t102 := _memo7.get((_t92, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t92, 'scavenger',), _a103(st, _t92)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #22 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #23 d32fcfe2>
def _loop(st, _t114):
    _st_cvars = st.cvars
    for _t116 in st.zones[(9 + _owner121[st.loc[_t114]])]:
        if ((_st_cvars[84 + _t116] == _t114) and (_st_cvars[_t116] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #24 ff808a27>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t113 = (list(_chain117(map(st.zones.__getitem__, _k118))) or ())
    st.budget -= len(_t113)
    if st.budget < 0: _spent119(st)
    _t115 = []
    for _t114 in _t113:
        if ((_owner120[_st_loc[_t114]] != _l0) and (not (_t118 if (_t118 := _memo7.get((_t114, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t114, 'parasite',), _a122(st, _t114))))):
            _t115.append(_t114)
    return _t115

# <rulerun evolution.rules: play_card #25 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #26 af90e7a3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t120 = []
    for _t119 in st.zones[(9 + _owner128[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t119] == L[4]) or (_st_cvars[168 + _t119] == L[4])):
            _t120.append(_st_cvars[_t119])
    return _t120

# <rulerun evolution.rules: play_card #27 d6f91174>
def _loop(st, L):
    _st_cvars = st.cvars
    _t122 = []
    for _t121 in st.zones[(9 + _owner130[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t121] == L[4]) or (_st_cvars[168 + _t121] == L[4])):
            _t122.append(_t121)
    return _t122

# <rulerun evolution.rules: play_card #28 0a56626c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t124 = 0
    for _t123 in st.zones[(9 + _owner132[st.loc[L[4]]])]:
        if (_st_cvars[84 + _t123] == L[4]):
            _t124 += (1 if ((_st_cvars[_t123] == 'carnivorous') or (_st_cvars[_t123] == 'high_body_weight')) else (2 if (_st_cvars[_t123] == 'parasite') else 0))
    return _t124

# <rulerun evolution.rules: play_card #29 306a6742>
def _loop(st, L):
    _st_cvars = st.cvars
    _t126 = 0
    for _t125 in st.zones[(9 + _owner134[st.loc[L[4]]])]:
        if (((_st_cvars[84 + _t125] == L[4]) and (_st_cvars[_t125] == 'fat_tissue')) and _st_cvars[252 + _t125]):
            _t126 += 1
    return _t126

# <rulerun evolution.rules: play_card #30 d57b9725>
def _loop(st, L):
    _st_cvars = st.cvars
    _t128 = 0
    for _t127 in st.zones[(9 + _owner136[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t127] == L[4]) and (_st_cvars[_t127] == 'fat_tissue')):
            _t128 += 1
    return _t128

# <rulerun evolution.rules: play_card #31 b8e80e9e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t130 = 0
    for _t129 in st.zones[(9 + _owner138[st.loc[L[4]]])]:
        if ((_st_cvars[84 + _t129] == L[4]) and (_st_cvars[_t129] == 'fat_tissue')):
            _t130 += 1
    return _t130

# <rulerun evolution.rules: play_card #32 eb831214>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain124(_text125(((((('animal ' + _plain124(_st_cvars[420 + L[4]]) + ' of ' + _player_text126(_owner127[st.loc[L[4]]])) + (_text125(' ' + _plain124(_a129(st, L))) if (not not (_a131(st, L) or ())) else '')) + (' food ' + _plain124(_st_cvars[504 + L[4]]) + '/' + _plain124((1 + _a133(st, L))))) + ((' fat ' + _plain124(_a135(st, L)) + '/' + _plain124(_a137(st, L))) if (_a139(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[4]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[4]] else '')))))

# <rulerun evolution.rules: play_card #33 771b11ff>
def _loop(st, L, _t139, _t143):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t144 in st.zones[(9 + _owner146[st.loc[_t139]])]:
        if ((_st_cvars[_t144] == _l3) and (((_st_cvars[84 + _t144] == _t139) and (_st_cvars[168 + _t144] == _t143)) or ((_st_cvars[84 + _t144] == _t143) and (_st_cvars[168 + _t144] == _t139)))):
            return True
    return False

# <rulerun evolution.rules: play_card #34 5b975d9c>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t138 = _st_zones[(5 + _l0)]
    st.budget -= len(_t138)
    if st.budget < 0: _spent145(st)
    _t140 = []
    for _t139 in _t138:
        _t142 = _st_zones[(5 + _l0)]
        st.budget -= len(_t142)
        if st.budget < 0: _spent145(st)
        _t141 = False
        for _t143 in _t142:
            if (_t146 if (_t146 := _memo9.get((_t139, _t143, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t139, _t143, _l3,), ((_t139 != _t143) and (not _a147(st, L, _t139, _t143))))):
                _t141 = True
                break
        if _t141:
            _t140.append(_t139)
    return _t140

# <rulerun evolution.rules: play_card #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #36 d36911cd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t148 = []
    for _t147 in st.zones[(9 + _owner153[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t147] == L[5]) or (_st_cvars[168 + _t147] == L[5])):
            _t148.append(_st_cvars[_t147])
    return _t148

# <rulerun evolution.rules: play_card #37 c29521c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t150 = []
    for _t149 in st.zones[(9 + _owner155[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t149] == L[5]) or (_st_cvars[168 + _t149] == L[5])):
            _t150.append(_t149)
    return _t150

# <rulerun evolution.rules: play_card #38 a7ec16c2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t152 = 0
    for _t151 in st.zones[(9 + _owner157[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t151] == L[5]):
            _t152 += (1 if ((_st_cvars[_t151] == 'carnivorous') or (_st_cvars[_t151] == 'high_body_weight')) else (2 if (_st_cvars[_t151] == 'parasite') else 0))
    return _t152

# <rulerun evolution.rules: play_card #39 8fbbfb6e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t154 = 0
    for _t153 in st.zones[(9 + _owner159[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t153] == L[5]) and (_st_cvars[_t153] == 'fat_tissue')) and _st_cvars[252 + _t153]):
            _t154 += 1
    return _t154

# <rulerun evolution.rules: play_card #40 9a0484be>
def _loop(st, L):
    _st_cvars = st.cvars
    _t156 = 0
    for _t155 in st.zones[(9 + _owner161[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t155] == L[5]) and (_st_cvars[_t155] == 'fat_tissue')):
            _t156 += 1
    return _t156

# <rulerun evolution.rules: play_card #41 37a922a7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t158 = 0
    for _t157 in st.zones[(9 + _owner163[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t157] == L[5]) and (_st_cvars[_t157] == 'fat_tissue')):
            _t158 += 1
    return _t158

# <rulerun evolution.rules: play_card #42 d66c0085>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain149(_text150(((((('animal ' + _plain149(_st_cvars[420 + L[5]]) + ' of ' + _player_text151(_owner152[st.loc[L[5]]])) + (_text150(' ' + _plain149(_a154(st, L))) if (not not (_a156(st, L) or ())) else '')) + (' food ' + _plain149(_st_cvars[504 + L[5]]) + '/' + _plain149((1 + _a158(st, L))))) + ((' fat ' + _plain149(_a160(st, L)) + '/' + _plain149(_a162(st, L))) if (_a164(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[5]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[5]] else '')))))

# <rulerun evolution.rules: play_card #43 a7abc719>
def _loop(st, L, _t164):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t166 in st.zones[(9 + _owner169[st.loc[_l5]])]:
        if ((_st_cvars[_t166] == _l3) and (((_st_cvars[84 + _t166] == _l5) and (_st_cvars[168 + _t166] == _t164)) or ((_st_cvars[84 + _t166] == _t164) and (_st_cvars[168 + _t166] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #44 8609a2c8>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t163 = st.zones[(5 + L[0])]
    st.budget -= len(_t163)
    if st.budget < 0: _spent168(st)
    _t165 = []
    for _t164 in _t163:
        if (_t168 if (_t168 := _memo9.get((_l5, _t164, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t164, _l3,), ((_l5 != _t164) and (not _a170(st, L, _t164))))):
            _t165.append(_t164)
    return _t165

# <rulerun evolution.rules: play_card #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #46 54470e4c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t170 = []
    for _t169 in st.zones[(9 + _owner176[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t169] == L[6]) or (_st_cvars[168 + _t169] == L[6])):
            _t170.append(_st_cvars[_t169])
    return _t170

# <rulerun evolution.rules: play_card #47 db719ceb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t172 = []
    for _t171 in st.zones[(9 + _owner178[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t171] == L[6]) or (_st_cvars[168 + _t171] == L[6])):
            _t172.append(_t171)
    return _t172

# <rulerun evolution.rules: play_card #48 7f104bbe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t174 = 0
    for _t173 in st.zones[(9 + _owner180[st.loc[L[6]]])]:
        if (_st_cvars[84 + _t173] == L[6]):
            _t174 += (1 if ((_st_cvars[_t173] == 'carnivorous') or (_st_cvars[_t173] == 'high_body_weight')) else (2 if (_st_cvars[_t173] == 'parasite') else 0))
    return _t174

# <rulerun evolution.rules: play_card #49 53cdc10a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t176 = 0
    for _t175 in st.zones[(9 + _owner182[st.loc[L[6]]])]:
        if (((_st_cvars[84 + _t175] == L[6]) and (_st_cvars[_t175] == 'fat_tissue')) and _st_cvars[252 + _t175]):
            _t176 += 1
    return _t176

# <rulerun evolution.rules: play_card #50 47464224>
def _loop(st, L):
    _st_cvars = st.cvars
    _t178 = 0
    for _t177 in st.zones[(9 + _owner184[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t177] == L[6]) and (_st_cvars[_t177] == 'fat_tissue')):
            _t178 += 1
    return _t178

# <rulerun evolution.rules: play_card #51 1145a6ba>
def _loop(st, L):
    _st_cvars = st.cvars
    _t180 = 0
    for _t179 in st.zones[(9 + _owner186[st.loc[L[6]]])]:
        if ((_st_cvars[84 + _t179] == L[6]) and (_st_cvars[_t179] == 'fat_tissue')):
            _t180 += 1
    return _t180

# <rulerun evolution.rules: play_card #52 54d9a962>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain172(_text173(((((('animal ' + _plain172(_st_cvars[420 + L[6]]) + ' of ' + _player_text174(_owner175[st.loc[L[6]]])) + (_text173(' ' + _plain172(_a177(st, L))) if (not not (_a179(st, L) or ())) else '')) + (' food ' + _plain172(_st_cvars[504 + L[6]]) + '/' + _plain172((1 + _a181(st, L))))) + ((' fat ' + _plain172(_a183(st, L)) + '/' + _plain172(_a185(st, L))) if (_a187(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[6]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[6]] else '')))))

# <rulerun evolution.rules: play_card #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #54 372c25fa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t186 = []
    for _t185 in st.zones[(9 + _owner195[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t185] == L[7]) or (_st_cvars[168 + _t185] == L[7])):
            _t186.append(_st_cvars[_t185])
    return _t186

# <rulerun evolution.rules: play_card #55 72dab8ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t188 = []
    for _t187 in st.zones[(9 + _owner197[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t187] == L[7]) or (_st_cvars[168 + _t187] == L[7])):
            _t188.append(_t187)
    return _t188

# <rulerun evolution.rules: play_card #56 381bf6e0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t190 = 0
    for _t189 in st.zones[(9 + _owner199[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t189] == L[7]):
            _t190 += (1 if ((_st_cvars[_t189] == 'carnivorous') or (_st_cvars[_t189] == 'high_body_weight')) else (2 if (_st_cvars[_t189] == 'parasite') else 0))
    return _t190

# <rulerun evolution.rules: play_card #57 2571b997>
def _loop(st, L):
    _st_cvars = st.cvars
    _t192 = 0
    for _t191 in st.zones[(9 + _owner201[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t191] == L[7]) and (_st_cvars[_t191] == 'fat_tissue')) and _st_cvars[252 + _t191]):
            _t192 += 1
    return _t192

# <rulerun evolution.rules: play_card #58 2a0e73fe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t194 = 0
    for _t193 in st.zones[(9 + _owner203[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t193] == L[7]) and (_st_cvars[_t193] == 'fat_tissue')):
            _t194 += 1
    return _t194

# <rulerun evolution.rules: play_card #59 247708b6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t196 = 0
    for _t195 in st.zones[(9 + _owner205[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t195] == L[7]) and (_st_cvars[_t195] == 'fat_tissue')):
            _t196 += 1
    return _t196

# <rulerun evolution.rules: play_card #60 42fd3d19>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain191(_text192(((((('animal ' + _plain191(_st_cvars[420 + L[7]]) + ' of ' + _player_text193(_owner194[st.loc[L[7]]])) + (_text192(' ' + _plain191(_a196(st, L))) if (not not (_a198(st, L) or ())) else '')) + (' food ' + _plain191(_st_cvars[504 + L[7]]) + '/' + _plain191((1 + _a200(st, L))))) + ((' fat ' + _plain191(_a202(st, L)) + '/' + _plain191(_a204(st, L))) if (_a206(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: play_card #61 143ab434>
def _loop(st, L, _t208):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t210 in st.zones[(9 + _owner211[st.loc[_t208]])]:
        if ((_st_cvars[84 + _t210] == _t208) and (_st_cvars[_t210] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #62 df10758b>
def _loop(st, _t208):
    _st_cvars = st.cvars
    for _t213 in st.zones[(9 + _owner213[st.loc[_t208]])]:
        if ((_st_cvars[84 + _t213] == _t208) and (_st_cvars[_t213] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #63 22441108>
def _loop(st, _t208):
    _st_cvars = st.cvars
    for _t216 in st.zones[(9 + _owner215[st.loc[_t208]])]:
        if ((_st_cvars[84 + _t216] == _t208) and (_st_cvars[_t216] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #64 fd39d115>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t207 = st.zones[(5 + L[0])]
    st.budget -= len(_t207)
    if st.budget < 0: _spent210(st)
    _t209 = []
    for _t208 in _t207:
        if ((((_l3 == 'fat_tissue') or (not (_t212 if (_t212 := _memo7.get((_t208, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, _l3,), _a212(st, L, _t208))))) and (not ((_l3 == 'scavenger') and (_t215 if (_t215 := _memo7.get((_t208, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, 'carnivorous',), _a214(st, _t208)))))) and (not ((_l3 == 'carnivorous') and (_t218 if (_t218 := _memo7.get((_t208, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t208, 'scavenger',), _a216(st, _t208)))))):
            _t209.append(_t208)
    return _t209

# <rulerun evolution.rules: play_card #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: play_card #66 8335538f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t220 = []
    for _t219 in st.zones[(9 + _owner222[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t219] == L[8]) or (_st_cvars[168 + _t219] == L[8])):
            _t220.append(_st_cvars[_t219])
    return _t220

# <rulerun evolution.rules: play_card #67 9077a137>
def _loop(st, L):
    _st_cvars = st.cvars
    _t222 = []
    for _t221 in st.zones[(9 + _owner224[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t221] == L[8]) or (_st_cvars[168 + _t221] == L[8])):
            _t222.append(_t221)
    return _t222

# <rulerun evolution.rules: play_card #68 49995610>
def _loop(st, L):
    _st_cvars = st.cvars
    _t224 = 0
    for _t223 in st.zones[(9 + _owner226[st.loc[L[8]]])]:
        if (_st_cvars[84 + _t223] == L[8]):
            _t224 += (1 if ((_st_cvars[_t223] == 'carnivorous') or (_st_cvars[_t223] == 'high_body_weight')) else (2 if (_st_cvars[_t223] == 'parasite') else 0))
    return _t224

# <rulerun evolution.rules: play_card #69 9443f742>
def _loop(st, L):
    _st_cvars = st.cvars
    _t226 = 0
    for _t225 in st.zones[(9 + _owner228[st.loc[L[8]]])]:
        if (((_st_cvars[84 + _t225] == L[8]) and (_st_cvars[_t225] == 'fat_tissue')) and _st_cvars[252 + _t225]):
            _t226 += 1
    return _t226

# <rulerun evolution.rules: play_card #70 b04b2429>
def _loop(st, L):
    _st_cvars = st.cvars
    _t228 = 0
    for _t227 in st.zones[(9 + _owner230[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t227] == L[8]) and (_st_cvars[_t227] == 'fat_tissue')):
            _t228 += 1
    return _t228

# <rulerun evolution.rules: play_card #71 6868c302>
def _loop(st, L):
    _st_cvars = st.cvars
    _t230 = 0
    for _t229 in st.zones[(9 + _owner232[st.loc[L[8]]])]:
        if ((_st_cvars[84 + _t229] == L[8]) and (_st_cvars[_t229] == 'fat_tissue')):
            _t230 += 1
    return _t230

# <rulerun evolution.rules: play_card #72 60b16887>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain218(_text219(((((('animal ' + _plain218(_st_cvars[420 + L[8]]) + ' of ' + _player_text220(_owner221[st.loc[L[8]]])) + (_text219(' ' + _plain218(_a223(st, L))) if (not not (_a225(st, L) or ())) else '')) + (' food ' + _plain218(_st_cvars[504 + L[8]]) + '/' + _plain218((1 + _a227(st, L))))) + ((' fat ' + _plain218(_a229(st, L)) + '/' + _plain218(_a231(st, L))) if (_a233(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[8]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[8]] else '')))))

# <rulerun evolution.rules: play_card #73 playout d5bb1d88>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t73 = ([_c83[_l1], _c84[_l1]] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent85(st)
    _t81 = _NOT_YET
    _t72 = []
    for _t74 in _t73:
        if ((_t74 != 'no_trait') and (_t103 if (_t103 := _memo11.get((_l0, _t74,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t74,), ((_t81 if _t81 is not _NOT_YET else (_t81 := _a92(st, L))) if (_t74 == 'parasite') else (_a96(st, L, _t74) if (((_t74 == 'symbiosis') or (_t74 == 'communication')) or (_t74 == 'cooperation')) else _a104(st, L, _t74)))))):
            _t72.append(_t74)
    L[2] = _joined105(['animal'], _t72)
    _t104 = (L[2] or [])
    _t105 = _l0
    _t106 = len(_t104)
    if not _t106: _no_option108(_t105, 'play it as')
    if _t106 <= 1 and _st_log is None:
        L[3] = _t104[0] if _t106 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t107 = st.chooser(_t106, _t105)
        else:
            _t107 = _st_bits(_t106.bit_length())
            while _t107 >= _t106: _t107 = _st_bits(_t106.bit_length())
        L[3] = _t104[_t107]; st.decisions += 1
    elif _st_log is None: _pend109(st, L, _t104, _t105); raise _PlayoutCut106()
    elif _decide110(st, L, _t104, _t105): raise _PlayoutCut106()
    if (L[3] == 'animal'):
        _st_vars[11] = (_t108 if -1000000000000000000 <= (_t108 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond111(_t108))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t109 = _l1
        _t110 = (5 + _l0)
        if type(_t109) is int and _st_log is None:
            _t111 = _st_zones[_st_loc[_t109]]
            if _t111[-1] == _t109: _t111.pop()
            else: _t111.remove(_t109)
            _st_zones[_t110].append(_t109); _st_loc[_t109] = _t110
        elif _t109 is not None:
            _move_cards112(st, _t109, _t110, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
    if (L[3] == 'parasite'):
        _t112 = (_a123(st, L) or [])
        _t131 = _l0
        _t132 = len(_t112)
        if not _t132: _no_option108(_t131, 'animal to put the parasite on')
        if _t132 <= 1 and _st_log is None:
            L[4] = _t112[0] if _t132 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t133 = st.chooser(_t132, _t131)
            else:
                _t133 = _st_bits(_t132.bit_length())
                while _t133 >= _t132: _t133 = _st_bits(_t132.bit_length())
            L[4] = _t112[_t133]; st.decisions += 1
        elif _st_log is None: _pend141(st, L, _t112, _t131); raise _PlayoutCut106()
        elif _decide142(st, L, _t112, _t131): raise _PlayoutCut106()
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
        _t135 = (9 + _owner143[_st_loc[L[4]]])
        if type(_t134) is int and _st_log is None:
            _t136 = _st_zones[_st_loc[_t134]]
            if _t136[-1] == _t134: _t136.pop()
            else: _t136.remove(_t134)
            _st_zones[_t135].append(_t134); _st_loc[_t134] = _t135
        elif _t134 is not None:
            _move_cards112(st, _t134, _t135, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' puts a parasite on ', _PlayerRef114(_owner144[_st_loc[L[4]]]), "'s animal ", _plain115(_st_cvars[420 + L[4]])]))
    elif (((L[3] == 'symbiosis') or (L[3] == 'communication')) or (L[3] == 'cooperation')):
        _t137 = (_a148(st, L) or [])
        _t159 = _l0
        _t160 = len(_t137)
        if not _t160: _no_option108(_t159, 'first animal of the pair')
        if _t160 <= 1 and _st_log is None:
            L[5] = _t137[0] if _t160 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t161 = st.chooser(_t160, _t159)
            else:
                _t161 = _st_bits(_t160.bit_length())
                while _t161 >= _t160: _t161 = _st_bits(_t160.bit_length())
            L[5] = _t137[_t161]; st.decisions += 1
        elif _st_log is None: _pend166(st, L, _t137, _t159); raise _PlayoutCut106()
        elif _decide167(st, L, _t137, _t159): raise _PlayoutCut106()
        _t162 = (_a171(st, L) or [])
        _t181 = _l0
        _t182 = len(_t162)
        if not _t182: _no_option108(_t181, 'second animal of the pair')
        if _t182 <= 1 and _st_log is None:
            L[6] = _t162[0] if _t182 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t183 = st.chooser(_t182, _t181)
            else:
                _t183 = _st_bits(_t182.bit_length())
                while _t183 >= _t182: _t183 = _st_bits(_t182.bit_length())
            L[6] = _t162[_t183]; st.decisions += 1
        elif _st_log is None: _pend189(st, L, _t162, _t181); raise _PlayoutCut106()
        elif _decide190(st, L, _t162, _t181): raise _PlayoutCut106()
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
            if not _t198: _no_option108(_t197, 'the symbiont')
            if _t198 <= 1 and _st_log is None:
                L[7] = _t184[0] if _t198 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t199 = st.chooser(_t198, _t197)
                else:
                    _t199 = _st_bits(_t198.bit_length())
                    while _t199 >= _t198: _t199 = _st_bits(_t198.bit_length())
                L[7] = _t184[_t199]; st.decisions += 1
            elif _st_log is None: _pend208(st, L, _t184, _t197); raise _PlayoutCut106()
            elif _decide209(st, L, _t184, _t197): raise _PlayoutCut106()
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
                _move_cards112(st, _t200, _t201, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' plays symbiosis: animal ', _plain115(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain115(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t203 = _l1
            _t204 = (9 + _l0)
            if type(_t203) is int and _st_log is None:
                _t205 = _st_zones[_st_loc[_t203]]
                if _t205[-1] == _t203: _t205.pop()
                else: _t205.remove(_t203)
                _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
            elif _t203 is not None:
                _move_cards112(st, _t203, _t204, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text116(_audience113(st), [_PlayerRef114(_l0), ' plays ', _plain115(L[3]), ' between animal ', _plain115(_st_cvars[420 + L[5]]), ' and animal ', _plain115(_st_cvars[420 + L[6]])]))
    else:
        _t206 = (_a217(st, L) or [])
        _t231 = _l0
        _t232 = len(_t206)
        if not _t232: _no_option108(_t231, 'animal to give it to')
        if _t232 <= 1 and _st_log is None:
            L[8] = _t206[0] if _t232 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t233 = st.chooser(_t232, _t231)
            else:
                _t233 = _st_bits(_t232.bit_length())
                while _t233 >= _t232: _t233 = _st_bits(_t232.bit_length())
            L[8] = _t206[_t233]; st.decisions += 1
        elif _st_log is None: _pend235(st, L, _t206, _t231); raise _PlayoutCut106()
        elif _decide236(st, L, _t206, _t231): raise _PlayoutCut106()
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
            _move_cards112(st, _t234, _t235, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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

# <rulerun evolution.rules: play_card #83 91af5e4a>
def _loop(st, _t241):
    _st_cvars = st.cvars
    for _t243 in st.zones[(9 + _owner246[st.loc[_t241]])]:
        if ((_st_cvars[84 + _t243] == _t241) and (_st_cvars[_t243] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #84 fc20c784>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t240 = (list(_chain242(map(st.zones.__getitem__, _k243))) or ())
    st.budget -= len(_t240)
    if st.budget < 0: _spent244(st)
    for _t241 in _t240:
        if ((_owner245[_st_loc[_t241]] != _l0) and (not (_t245 if (_t245 := _memo7.get((_t241, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t241, 'parasite',), _a247(st, _t241))))):
            return True
    return False

# <rulerun evolution.rules: play_card #85 4291ab8b>
def _loop(st, _t239, _t248, _t252):
    _st_cvars = st.cvars
    for _t253 in st.zones[(9 + _owner250[st.loc[_t248]])]:
        if ((_st_cvars[_t253] == _t239) and (((_st_cvars[84 + _t253] == _t248) and (_st_cvars[168 + _t253] == _t252)) or ((_st_cvars[84 + _t253] == _t252) and (_st_cvars[168 + _t253] == _t248)))):
            return True
    return False

# <rulerun evolution.rules: play_card #86 ef6d9311>
def _loop(st, L, _t239):
    _l0 = L[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t247 = _st_zones[(5 + _l0)]
    st.budget -= len(_t247)
    if st.budget < 0: _spent249(st)
    for _t248 in _t247:
        _t251 = _st_zones[(5 + _l0)]
        st.budget -= len(_t251)
        if st.budget < 0: _spent249(st)
        _t250 = False
        for _t252 in _t251:
            if (_t255 if (_t255 := _memo9.get((_t248, _t252, _t239,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t248, _t252, _t239,), ((_t248 != _t252) and (not _a251(st, _t239, _t248, _t252))))):
                _t250 = True
                break
        if _t250:
            return True
    return False

# <rulerun evolution.rules: play_card #87 4fd0980f>
def _loop(st, _t239, _t257):
    _st_cvars = st.cvars
    for _t259 in st.zones[(9 + _owner254[st.loc[_t257]])]:
        if ((_st_cvars[84 + _t259] == _t257) and (_st_cvars[_t259] == _t239)):
            return True
    return False

# <rulerun evolution.rules: play_card #88 d34567c0>
def _loop(st, _t257):
    _st_cvars = st.cvars
    for _t262 in st.zones[(9 + _owner256[st.loc[_t257]])]:
        if ((_st_cvars[84 + _t262] == _t257) and (_st_cvars[_t262] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #89 9ddd8066>
def _loop(st, _t257):
    _st_cvars = st.cvars
    for _t265 in st.zones[(9 + _owner258[st.loc[_t257]])]:
        if ((_st_cvars[84 + _t265] == _t257) and (_st_cvars[_t265] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #90 9581402e>
def _loop(st, L, _t239):
    _memo7 = st.memos[7]
    _t256 = st.zones[(5 + L[0])]
    st.budget -= len(_t256)
    if st.budget < 0: _spent253(st)
    for _t257 in _t256:
        if ((((_t239 == 'fat_tissue') or (not (_t261 if (_t261 := _memo7.get((_t257, _t239,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, _t239,), _a255(st, _t239, _t257))))) and (not ((_t239 == 'scavenger') and (_t264 if (_t264 := _memo7.get((_t257, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, 'carnivorous',), _a257(st, _t257)))))) and (not ((_t239 == 'carnivorous') and (_t267 if (_t267 := _memo7.get((_t257, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t257, 'scavenger',), _a259(st, _t257)))))):
            return True
    return False

# <rulerun evolution.rules: play_card #91 aa7ea45a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _memo11 = st.memos[11]
    _t238 = ([_c239[_l1], _c240[_l1]] or ())
    st.budget -= len(_t238)
    if st.budget < 0: _spent241(st)
    _t246 = _NOT_YET
    _t237 = []
    for _t239 in _t238:
        if ((_t239 != 'no_trait') and (_t268 if (_t268 := _memo11.get((_l0, _t239,), _NOT_YET)) is not _NOT_YET else _memo11.setdefault((_l0, _t239,), ((_t246 if _t246 is not _NOT_YET else (_t246 := _a248(st, L))) if (_t239 == 'parasite') else (_a252(st, L, _t239) if (((_t239 == 'symbiosis') or (_t239 == 'communication')) or (_t239 == 'cooperation')) else _a260(st, L, _t239)))))):
            _t237.append(_t239)
    L[2] = _joined261(['animal'], _t237)

# <rulerun evolution.rules: play_card #92 0f76008a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'animal'):
        _st_vars[11] = (_t269 if -1000000000000000000 <= (_t269 := _st_vars[11] + 1) <= 1000000000000000000 else _beyond262(_t269))
        _st_cvars[420 + _l1] = _st_vars[11]
        _t270 = _l1
        _t271 = (5 + _l0)
        if type(_t270) is int and _st_log is None:
            _t272 = _st_zones[_st_loc[_t270]]
            if _t272[-1] == _t270: _t272.pop()
            else: _t272.remove(_t270)
            _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
        elif _t270 is not None:
            _move_cards263(st, _t270, _t271, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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

# <rulerun evolution.rules: play_card #93 9a58b620>
def _native(st, L):
    _l1 = L[1]
    _l4 = L[4]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
    _t274 = (9 + _owner269[_st_loc[_l4]])
    if type(_t273) is int and _st_log is None:
        _t275 = _st_zones[_st_loc[_t273]]
        if _t275[-1] == _t273: _t275.pop()
        else: _t275.remove(_t273)
        _st_zones[_t274].append(_t273); _st_loc[_t273] = _t274
    elif _t273 is not None:
        _move_cards268(st, _t273, _t274, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text274(_audience270(st), [_PlayerRef271(L[0]), ' puts a parasite on ', _PlayerRef271(_owner272[_st_loc[_l4]]), "'s animal ", _plain273(_st_cvars[420 + _l4])]))

# <rulerun evolution.rules: play_card #94 3bcebc2d>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, = st.memos
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

# <rulerun evolution.rules: play_card #95 54e12b69>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l5 = L[5]
    _l7 = L[7]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
        _move_cards275(st, _t276, _t277, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text279(_audience276(st), [_PlayerRef277(_l0), ' plays symbiosis: animal ', _plain278(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain278(_st_cvars[420 + _st_cvars[168 + _l1]])]))

# <rulerun evolution.rules: play_card #96 637da90b>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_zones = st.zones
    _t279 = L[1]
    _t280 = (9 + _l0)
    if type(_t279) is int and _st_log is None:
        _t281 = _st_zones[_st_loc[_t279]]
        if _t281[-1] == _t279: _t281.pop()
        else: _t281.remove(_t279)
        _st_zones[_t280].append(_t279); _st_loc[_t279] = _t280
    elif _t279 is not None:
        _move_cards280(st, _t279, _t280, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text284(_audience281(st), [_PlayerRef282(_l0), ' plays ', _plain283(L[3]), ' between animal ', _plain283(_st_cvars[420 + L[5]]), ' and animal ', _plain283(_st_cvars[420 + L[6]])]))

# <rulerun evolution.rules: play_card #97 5caa71d8>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
        _move_cards285(st, _t282, _t283, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
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
    if _st_log is not None: _st_log.append(_Text289(_audience286(st), [_PlayerRef287(_l0), ' gives ', _plain288(L[3]), ' to animal ', _plain288(_st_cvars[420 + _l8])]))

# <rulerun evolution.rules: play_card #98 31386a1e>
def _loop(st, _t287):
    _st_cvars = st.cvars
    for _t289 in st.zones[(9 + _owner294[st.loc[_t287]])]:
        if ((_st_cvars[84 + _t289] == _t287) and (_st_cvars[_t289] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #99 1bfd8e7f>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t286 = (list(_chain290(map(st.zones.__getitem__, _k291))) or ())
    st.budget -= len(_t286)
    if st.budget < 0: _spent292(st)
    _t288 = []
    for _t287 in _t286:
        if ((_owner293[_st_loc[_t287]] != _l0) and (not (_t291 if (_t291 := _memo7.get((_t287, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t287, 'parasite',), _a295(st, _t287))))):
            _t288.append(_t287)
    return _t288

# <rulerun evolution.rules: play_card #100 e6bc7671>
def _loop(st, L, _t300, _t304):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t305 in st.zones[(9 + _owner310[st.loc[_t300]])]:
        if ((_st_cvars[_t305] == _l3) and (((_st_cvars[84 + _t305] == _t300) and (_st_cvars[168 + _t305] == _t304)) or ((_st_cvars[84 + _t305] == _t304) and (_st_cvars[168 + _t305] == _t300)))):
            return True
    return False

# <rulerun evolution.rules: play_card #101 3a5b86df>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t299 = _st_zones[(5 + _l0)]
    st.budget -= len(_t299)
    if st.budget < 0: _spent309(st)
    _t301 = []
    for _t300 in _t299:
        _t303 = _st_zones[(5 + _l0)]
        st.budget -= len(_t303)
        if st.budget < 0: _spent309(st)
        _t302 = False
        for _t304 in _t303:
            if (_t307 if (_t307 := _memo9.get((_t300, _t304, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t300, _t304, _l3,), ((_t300 != _t304) and (not _a311(st, L, _t300, _t304))))):
                _t302 = True
                break
        if _t302:
            _t301.append(_t300)
    return _t301

# <rulerun evolution.rules: play_card #102 8ac70d8d>
def _loop(st, L, _t313):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t315 in st.zones[(9 + _owner317[st.loc[_l5]])]:
        if ((_st_cvars[_t315] == _l3) and (((_st_cvars[84 + _t315] == _l5) and (_st_cvars[168 + _t315] == _t313)) or ((_st_cvars[84 + _t315] == _t313) and (_st_cvars[168 + _t315] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #103 f4ade798>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t312 = st.zones[(5 + L[0])]
    st.budget -= len(_t312)
    if st.budget < 0: _spent316(st)
    _t314 = []
    for _t313 in _t312:
        if (_t317 if (_t317 := _memo9.get((_l5, _t313, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t313, _l3,), ((_l5 != _t313) and (not _a318(st, L, _t313))))):
            _t314.append(_t313)
    return _t314

# <rulerun evolution.rules: play_card #104 d4b21a59>
def _loop(st, L, _t333):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t335 in st.zones[(9 + _owner327[st.loc[_t333]])]:
        if ((_st_cvars[84 + _t335] == _t333) and (_st_cvars[_t335] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #105 c27ba446>
def _loop(st, _t333):
    _st_cvars = st.cvars
    for _t338 in st.zones[(9 + _owner329[st.loc[_t333]])]:
        if ((_st_cvars[84 + _t338] == _t333) and (_st_cvars[_t338] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #106 8aebe037>
def _loop(st, _t333):
    _st_cvars = st.cvars
    for _t341 in st.zones[(9 + _owner331[st.loc[_t333]])]:
        if ((_st_cvars[84 + _t341] == _t333) and (_st_cvars[_t341] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #107 93ba46fc>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t332 = st.zones[(5 + L[0])]
    st.budget -= len(_t332)
    if st.budget < 0: _spent326(st)
    _t334 = []
    for _t333 in _t332:
        if ((((_l3 == 'fat_tissue') or (not (_t337 if (_t337 := _memo7.get((_t333, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, _l3,), _a328(st, L, _t333))))) and (not ((_l3 == 'scavenger') and (_t340 if (_t340 := _memo7.get((_t333, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, 'carnivorous',), _a330(st, _t333)))))) and (not ((_l3 == 'carnivorous') and (_t343 if (_t343 := _memo7.get((_t333, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t333, 'scavenger',), _a332(st, _t333)))))):
            _t334.append(_t333)
    return _t334

# <rulerun evolution.rules: play_card #108 4faa02ae>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l3 = L[3]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_zones = st.zones
    if (_l3 == 'parasite'):
        _t285 = (_a296(st, L) or [])
        _t292 = _l0
        _t293 = len(_t285)
        if not _t293: _no_option299(_t292, 'animal to put the parasite on')
        if _t293 <= 1 and _st_log is None:
            L[4] = _t285[0] if _t293 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t294 = st.chooser(_t293, _t292)
            else:
                _t294 = _st_bits(_t293.bit_length())
                while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
            L[4] = _t285[_t294]; st.decisions += 1
        elif _st_log is None: _pend300(st, L, _t285, _t292); raise _PlayoutCut297()
        elif _decide301(st, L, _t285, _t292): raise _PlayoutCut297()
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
        _t296 = (9 + _owner303[_st_loc[L[4]]])
        if type(_t295) is int and _st_log is None:
            _t297 = _st_zones[_st_loc[_t295]]
            if _t297[-1] == _t295: _t297.pop()
            else: _t297.remove(_t295)
            _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
        elif _t295 is not None:
            _move_cards302(st, _t295, _t296, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' puts a parasite on ', _PlayerRef305(_owner306[_st_loc[L[4]]]), "'s animal ", _plain307(_st_cvars[420 + L[4]])]))
    elif (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation')):
        _t298 = (_a312(st, L) or [])
        _t308 = _l0
        _t309 = len(_t298)
        if not _t309: _no_option299(_t308, 'first animal of the pair')
        if _t309 <= 1 and _st_log is None:
            L[5] = _t298[0] if _t309 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t310 = st.chooser(_t309, _t308)
            else:
                _t310 = _st_bits(_t309.bit_length())
                while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
            L[5] = _t298[_t310]; st.decisions += 1
        elif _st_log is None: _pend314(st, L, _t298, _t308); raise _PlayoutCut297()
        elif _decide315(st, L, _t298, _t308): raise _PlayoutCut297()
        _t311 = (_a319(st, L) or [])
        _t318 = _l0
        _t319 = len(_t311)
        if not _t319: _no_option299(_t318, 'second animal of the pair')
        if _t319 <= 1 and _st_log is None:
            L[6] = _t311[0] if _t319 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t320 = st.chooser(_t319, _t318)
            else:
                _t320 = _st_bits(_t319.bit_length())
                while _t320 >= _t319: _t320 = _st_bits(_t319.bit_length())
            L[6] = _t311[_t320]; st.decisions += 1
        elif _st_log is None: _pend321(st, L, _t311, _t318); raise _PlayoutCut297()
        elif _decide322(st, L, _t311, _t318): raise _PlayoutCut297()
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
            if not _t323: _no_option299(_t322, 'the symbiont')
            if _t323 <= 1 and _st_log is None:
                L[7] = _t321[0] if _t323 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t324 = st.chooser(_t323, _t322)
                else:
                    _t324 = _st_bits(_t323.bit_length())
                    while _t324 >= _t323: _t324 = _st_bits(_t323.bit_length())
                L[7] = _t321[_t324]; st.decisions += 1
            elif _st_log is None: _pend324(st, L, _t321, _t322); raise _PlayoutCut297()
            elif _decide325(st, L, _t321, _t322): raise _PlayoutCut297()
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
                _move_cards302(st, _t325, _t326, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' plays symbiosis: animal ', _plain307(_st_cvars[420 + _st_cvars[84 + _l1]]), ' is the symbiont of animal ', _plain307(_st_cvars[420 + _st_cvars[168 + _l1]])]))
        else:
            _t328 = _l1
            _t329 = (9 + _l0)
            if type(_t328) is int and _st_log is None:
                _t330 = _st_zones[_st_loc[_t328]]
                if _t330[-1] == _t328: _t330.pop()
                else: _t330.remove(_t328)
                _st_zones[_t329].append(_t328); _st_loc[_t328] = _t329
            elif _t328 is not None:
                _move_cards302(st, _t328, _t329, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' plays ', _plain307(_l3), ' between animal ', _plain307(_st_cvars[420 + L[5]]), ' and animal ', _plain307(_st_cvars[420 + L[6]])]))
    else:
        _t331 = (_a333(st, L) or [])
        _t344 = _l0
        _t345 = len(_t331)
        if not _t345: _no_option299(_t344, 'animal to give it to')
        if _t345 <= 1 and _st_log is None:
            L[8] = _t331[0] if _t345 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t346 = st.chooser(_t345, _t344)
            else:
                _t346 = _st_bits(_t345.bit_length())
                while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
            L[8] = _t331[_t346]; st.decisions += 1
        elif _st_log is None: _pend335(st, L, _t331, _t344); raise _PlayoutCut297()
        elif _decide336(st, L, _t331, _t344): raise _PlayoutCut297()
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
            _move_cards302(st, _t347, _t348, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
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
        if _st_log is not None: _st_log.append(_Text308(_audience304(st), [_PlayerRef305(_l0), ' gives ', _plain307(_l3), ' to animal ', _plain307(_st_cvars[420 + L[8]])]))

# <rulerun evolution.rules: play_card #109 4a732728>
def _native(st, L):
    return L[2]

# <rulerun evolution.rules: play_card #110 c1fbe227>
def _native(st, L):
    return (L[3] == 'parasite')

# <rulerun evolution.rules: play_card #111 b1a51aaf>
def _loop(st, _t352):
    _st_cvars = st.cvars
    for _t353 in st.zones[(9 + _owner341[st.loc[_t352]])]:
        if ((_st_cvars[84 + _t353] == _t352) and (_st_cvars[_t353] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #112 f070a245>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _t351 = (list(_chain337(map(st.zones.__getitem__, _k338))) or ())
    st.budget -= len(_t351)
    if st.budget < 0: _spent339(st)
    _t350 = []
    for _t352 in _t351:
        if ((_owner340[_st_loc[_t352]] != _l0) and (not _a342(st, _t352))):
            _t350.append(_t352)
    return _t350

# <rulerun evolution.rules: play_card #113 fdc9239c>
def _native(st, L):
    _l3 = L[3]
    return (((_l3 == 'symbiosis') or (_l3 == 'communication')) or (_l3 == 'cooperation'))

# <rulerun evolution.rules: play_card #114 a48d470d>
def _loop(st, L, _t357, _t360):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t361 in st.zones[(9 + _owner344[st.loc[_t357]])]:
        if ((_st_cvars[_t361] == _l3) and (((_st_cvars[84 + _t361] == _t357) and (_st_cvars[168 + _t361] == _t360)) or ((_st_cvars[84 + _t361] == _t360) and (_st_cvars[168 + _t361] == _t357)))):
            return True
    return False

# <rulerun evolution.rules: play_card #115 573e01ce>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t356 = _st_zones[(5 + _l0)]
    st.budget -= len(_t356)
    if st.budget < 0: _spent343(st)
    _t355 = []
    for _t357 in _t356:
        _t359 = _st_zones[(5 + _l0)]
        st.budget -= len(_t359)
        if st.budget < 0: _spent343(st)
        _t358 = False
        for _t360 in _t359:
            if ((_t357 != _t360) and (not _a345(st, L, _t357, _t360))):
                _t358 = True
                break
        if _t358:
            _t355.append(_t357)
    return _t355

# <rulerun evolution.rules: play_card #116 6c470289>
def _loop(st, L, _t365):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t366 in st.zones[(9 + _owner347[st.loc[_l5]])]:
        if ((_st_cvars[_t366] == _l3) and (((_st_cvars[84 + _t366] == _l5) and (_st_cvars[168 + _t366] == _t365)) or ((_st_cvars[84 + _t366] == _t365) and (_st_cvars[168 + _t366] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #117 bc79a873>
def _native(st, L):
    _l5 = L[5]
    _t364 = st.zones[(5 + L[0])]
    st.budget -= len(_t364)
    if st.budget < 0: _spent346(st)
    _t363 = []
    for _t365 in _t364:
        if ((_l5 != _t365) and (not _a348(st, L, _t365))):
            _t363.append(_t365)
    return _t363

# <rulerun evolution.rules: play_card #118 78824172>
def _native(st, L):
    return (L[3] == 'symbiosis')

# <rulerun evolution.rules: play_card #119 5a38dd93>
def _native(st, L):
    return [L[5], L[6]]

# <rulerun evolution.rules: play_card #120 177e9f7b>
def _loop(st, L, _t370):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t371 in st.zones[(9 + _owner350[st.loc[_t370]])]:
        if ((_st_cvars[84 + _t371] == _t370) and (_st_cvars[_t371] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #121 a2413382>
def _loop(st, _t370):
    _st_cvars = st.cvars
    for _t373 in st.zones[(9 + _owner352[st.loc[_t370]])]:
        if ((_st_cvars[84 + _t373] == _t370) and (_st_cvars[_t373] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #122 71af07d9>
def _loop(st, _t370):
    _st_cvars = st.cvars
    for _t375 in st.zones[(9 + _owner354[st.loc[_t370]])]:
        if ((_st_cvars[84 + _t375] == _t370) and (_st_cvars[_t375] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #123 c609e57f>
def _native(st, L):
    _l3 = L[3]
    _t369 = st.zones[(5 + L[0])]
    st.budget -= len(_t369)
    if st.budget < 0: _spent349(st)
    _t368 = []
    for _t370 in _t369:
        if ((((_l3 == 'fat_tissue') or (not _a351(st, L, _t370))) and (not ((_l3 == 'scavenger') and _a353(st, _t370)))) and (not ((_l3 == 'carnivorous') and _a355(st, _t370)))):
            _t368.append(_t370)
    return _t368

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

# <rulerun evolution.rules: feeding #125 df7a364d>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t380 = []
    for _t379 in st.zones[(9 + _owner370[st.loc[_t377]])]:
        if ((_st_cvars[84 + _t379] == _t377) or (_st_cvars[168 + _t379] == _t377)):
            _t380.append(_st_cvars[_t379])
    return _t380

# <rulerun evolution.rules: feeding #126 0f9034c8>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t382 = []
    for _t381 in st.zones[(9 + _owner372[st.loc[_t377]])]:
        if ((_st_cvars[84 + _t381] == _t377) or (_st_cvars[168 + _t381] == _t377)):
            _t382.append(_t381)
    return _t382

# <rulerun evolution.rules: feeding #127 3afcac54>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t384 = 0
    for _t383 in st.zones[(9 + _owner374[st.loc[_t377]])]:
        if (_st_cvars[84 + _t383] == _t377):
            _t384 += (1 if ((_st_cvars[_t383] == 'carnivorous') or (_st_cvars[_t383] == 'high_body_weight')) else (2 if (_st_cvars[_t383] == 'parasite') else 0))
    return _t384

# <rulerun evolution.rules: feeding #128 56318bab>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t386 = 0
    for _t385 in st.zones[(9 + _owner376[st.loc[_t377]])]:
        if (((_st_cvars[84 + _t385] == _t377) and (_st_cvars[_t385] == 'fat_tissue')) and _st_cvars[252 + _t385]):
            _t386 += 1
    return _t386

# <rulerun evolution.rules: feeding #129 652c1374>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t388 = 0
    for _t387 in st.zones[(9 + _owner378[st.loc[_t377]])]:
        if ((_st_cvars[84 + _t387] == _t377) and (_st_cvars[_t387] == 'fat_tissue')):
            _t388 += 1
    return _t388

# <rulerun evolution.rules: feeding #130 7ac40268>
def _loop(st, _t377):
    _st_cvars = st.cvars
    _t390 = 0
    for _t389 in st.zones[(9 + _owner380[st.loc[_t377]])]:
        if ((_st_cvars[84 + _t389] == _t377) and (_st_cvars[_t389] == 'fat_tissue')):
            _t390 += 1
    return _t390

# <rulerun evolution.rules: feeding #131 b02605c4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _i8 = [None, None, None]
    _t378 = (list(_chain362(map(st.zones.__getitem__, _k363))) or [])
    st.budget -= len(_t378)
    if st.budget < 0: _spent364(st)
    for _t377 in _t378:
        _i8[2] = _t377
        if _st_log is not None: _st_log.append(_Text382(_audience365(st), ['  ', _plain367(_text366(((((('animal ' + _plain367(_st_cvars[420 + _t377]) + ' of ' + _player_text368(_owner369[st.loc[_t377]])) + (_text366(' ' + _plain367(_a371(st, _t377))) if (not not (_a373(st, _t377) or ())) else '')) + (' food ' + _plain367(_st_cvars[504 + _t377]) + '/' + _plain367((_memo6[_t377] if _t377 in _memo6 else _memo6.setdefault(_t377, (1 + _a375(st, _t377))))))) + ((' fat ' + _plain367((_memo5[_t377] if _t377 in _memo5 else _memo5.setdefault(_t377, _a377(st, _t377)))) + '/' + _plain367((_memo4[_t377] if _t377 in _memo4 else _memo4.setdefault(_t377, _a379(st, _t377))))) if ((_memo4[_t377] if _t377 in _memo4 else _memo4.setdefault(_t377, _a381(st, _t377))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t377] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t377] else '')))))]))

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

# <rulerun evolution.rules: show_animals #133 a398c1d8>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t394 = []
    for _t393 in st.zones[(9 + _owner394[st.loc[_t391]])]:
        if ((_st_cvars[84 + _t393] == _t391) or (_st_cvars[168 + _t393] == _t391)):
            _t394.append(_st_cvars[_t393])
    return _t394

# <rulerun evolution.rules: show_animals #134 3e4b7592>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t396 = []
    for _t395 in st.zones[(9 + _owner396[st.loc[_t391]])]:
        if ((_st_cvars[84 + _t395] == _t391) or (_st_cvars[168 + _t395] == _t391)):
            _t396.append(_t395)
    return _t396

# <rulerun evolution.rules: show_animals #135 b608ef74>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t398 = 0
    for _t397 in st.zones[(9 + _owner398[st.loc[_t391]])]:
        if (_st_cvars[84 + _t397] == _t391):
            _t398 += (1 if ((_st_cvars[_t397] == 'carnivorous') or (_st_cvars[_t397] == 'high_body_weight')) else (2 if (_st_cvars[_t397] == 'parasite') else 0))
    return _t398

# <rulerun evolution.rules: show_animals #136 e4752ac3>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t400 = 0
    for _t399 in st.zones[(9 + _owner400[st.loc[_t391]])]:
        if (((_st_cvars[84 + _t399] == _t391) and (_st_cvars[_t399] == 'fat_tissue')) and _st_cvars[252 + _t399]):
            _t400 += 1
    return _t400

# <rulerun evolution.rules: show_animals #137 386d2c9b>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t402 = 0
    for _t401 in st.zones[(9 + _owner402[st.loc[_t391]])]:
        if ((_st_cvars[84 + _t401] == _t391) and (_st_cvars[_t401] == 'fat_tissue')):
            _t402 += 1
    return _t402

# <rulerun evolution.rules: show_animals #138 b57f2e40>
def _loop(st, _t391):
    _st_cvars = st.cvars
    _t404 = 0
    for _t403 in st.zones[(9 + _owner404[st.loc[_t391]])]:
        if ((_st_cvars[84 + _t403] == _t391) and (_st_cvars[_t403] == 'fat_tissue')):
            _t404 += 1
    return _t404

# <rulerun evolution.rules: show_animals #139 d14fe0f5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _t392 = (list(_chain386(map(st.zones.__getitem__, _k387))) or [])
    st.budget -= len(_t392)
    if st.budget < 0: _spent388(st)
    for _t391 in _t392:
        L[2] = _t391
        if _st_log is not None: _st_log.append(_Text406(_audience389(st), ['  ', _plain391(_text390(((((('animal ' + _plain391(_st_cvars[420 + _t391]) + ' of ' + _player_text392(_owner393[st.loc[_t391]])) + (_text390(' ' + _plain391(_a395(st, _t391))) if (not not (_a397(st, _t391) or ())) else '')) + (' food ' + _plain391(_st_cvars[504 + _t391]) + '/' + _plain391((_memo6[_t391] if _t391 in _memo6 else _memo6.setdefault(_t391, (1 + _a399(st, _t391))))))) + ((' fat ' + _plain391((_memo5[_t391] if _t391 in _memo5 else _memo5.setdefault(_t391, _a401(st, _t391)))) + '/' + _plain391((_memo4[_t391] if _t391 in _memo4 else _memo4.setdefault(_t391, _a403(st, _t391))))) if ((_memo4[_t391] if _t391 in _memo4 else _memo4.setdefault(_t391, _a405(st, _t391))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t391] == st.vars[0]) else (' poisoned' if _st_cvars[588 + _t391] else '')))))]))

# <rulerun evolution.rules: feeding_laps #140 bc398671>
def _native(st, L):
    st.vars[6] = 0

# <rulerun evolution.rules: feeding_laps #141 4cafcc09>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = (_t405 if -1000000000000000000 <= (_t405 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond407(_t405))
    _st_vars[5] = False

# <rulerun evolution.rules: feeding_laps #142 64dde075>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    if _st_vars[5]:
        _st_vars[6] = 0
    else:
        _st_vars[6] = (_t406 if -1000000000000000000 <= (_t406 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond408(_t406))
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

# <rulerun evolution.rules: feeding_end_check #146 ec641612>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t411 = 0
    for _t410 in st.zones[(9 + _owner415[st.loc[_t409]])]:
        if (_st_cvars[84 + _t410] == _t409):
            _t411 += (1 if ((_st_cvars[_t410] == 'carnivorous') or (_st_cvars[_t410] == 'high_body_weight')) else (2 if (_st_cvars[_t410] == 'parasite') else 0))
    return _t411

# <rulerun evolution.rules: feeding_end_check #147 4a678172>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t413 = 0
    for _t412 in st.zones[(9 + _owner417[st.loc[_t409]])]:
        if (((_st_cvars[84 + _t412] == _t409) and (_st_cvars[_t412] == 'fat_tissue')) and _st_cvars[252 + _t412]):
            _t413 += 1
    return _t413

# <rulerun evolution.rules: feeding_end_check #148 3ab662b2>
def _loop(st, _t409):
    _st_cvars = st.cvars
    _t415 = 0
    for _t414 in st.zones[(9 + _owner419[st.loc[_t409]])]:
        if ((_st_cvars[84 + _t414] == _t409) and (_st_cvars[_t414] == 'fat_tissue')):
            _t415 += 1
    return _t415

# <rulerun evolution.rules: feeding_end_check #149 3db1b83c>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t423 = 0
    for _t422 in st.zones[(9 + _owner426[st.loc[_t420]])]:
        if (_st_cvars[84 + _t422] == _t420):
            _t423 += (1 if ((_st_cvars[_t422] == 'carnivorous') or (_st_cvars[_t422] == 'high_body_weight')) else (2 if (_st_cvars[_t422] == 'parasite') else 0))
    return _t423

# <rulerun evolution.rules: feeding_end_check #150 ee1ed1db>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t425 = 0
    for _t424 in st.zones[(9 + _owner428[st.loc[_t420]])]:
        if (((_st_cvars[84 + _t424] == _t420) and (_st_cvars[_t424] == 'fat_tissue')) and _st_cvars[252 + _t424]):
            _t425 += 1
    return _t425

# <rulerun evolution.rules: feeding_end_check #151 8511a91f>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _t427 = 0
    for _t426 in st.zones[(9 + _owner430[st.loc[_t420]])]:
        if ((_st_cvars[84 + _t426] == _t420) and (_st_cvars[_t426] == 'fat_tissue')):
            _t427 += 1
    return _t427

# <rulerun evolution.rules: feeding_end_check #152 c697d896>
def _loop(st, _t429):
    _st_cvars = st.cvars
    _t432 = 0
    for _t431 in st.zones[(9 + _owner434[st.loc[_st_cvars[84 + _t429]]])]:
        if (_st_cvars[84 + _t431] == _st_cvars[84 + _t429]):
            _t432 += (1 if ((_st_cvars[_t431] == 'carnivorous') or (_st_cvars[_t431] == 'high_body_weight')) else (2 if (_st_cvars[_t431] == 'parasite') else 0))
    return _t432

# <rulerun evolution.rules: feeding_end_check #153 893b80cc>
def _loop(st, _t420):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t428 = st.zones[(9 + _owner432[st.loc[_t420]])]
    st.budget -= len(_t428)
    if st.budget < 0: _spent433(st)
    for _t429 in _t428:
        if (((_st_cvars[_t429] == 'symbiosis') and (_st_cvars[168 + _t429] == _t420)) and (not ((_st_cvars[924 + _st_cvars[84 + _t429]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t429]] >= (_memo6[_st_cvars[84 + _t429]] if _st_cvars[84 + _t429] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t429], (1 + _a435(st, _t429)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #154 89f73321>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t419 = st.zones[(5 + _t418)]
    st.budget -= len(_t419)
    if st.budget < 0: _spent425(st)
    for _t420 in _t419:
        if ((not ((_st_cvars[924 + _t420] == _st_vars[0]) or ((_st_cvars[504 + _t420] >= (_memo6[_t420] if _t420 in _memo6 else _memo6.setdefault(_t420, (1 + _a427(st, _t420))))) and ((_memo5[_t420] if _t420 in _memo5 else _memo5.setdefault(_t420, _a429(st, _t420))) >= (_memo4[_t420] if _t420 in _memo4 else _memo4.setdefault(_t420, _a431(st, _t420))))))) and (_memo14[_t420] if _t420 in _memo14 else _memo14.setdefault(_t420, (not _a436(st, _t420))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #155 c7f3be84>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t436 in st.zones[(9 + _owner439[st.loc[_t434]])]:
        if ((_st_cvars[84 + _t436] == _t434) and (_st_cvars[_t436] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #156 bdd55694>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t440 = 0
    for _t439 in st.zones[(9 + _owner441[st.loc[_t434]])]:
        if (_st_cvars[84 + _t439] == _t434):
            _t440 += (1 if ((_st_cvars[_t439] == 'carnivorous') or (_st_cvars[_t439] == 'high_body_weight')) else (2 if (_st_cvars[_t439] == 'parasite') else 0))
    return _t440

# <rulerun evolution.rules: feeding_end_check #157 2fdda5ca>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t442 = 0
    for _t441 in st.zones[(9 + _owner443[st.loc[_t434]])]:
        if (((_st_cvars[84 + _t441] == _t434) and (_st_cvars[_t441] == 'fat_tissue')) and _st_cvars[252 + _t441]):
            _t442 += 1
    return _t442

# <rulerun evolution.rules: feeding_end_check #158 182cc801>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _t444 = 0
    for _t443 in st.zones[(9 + _owner445[st.loc[_t434]])]:
        if ((_st_cvars[84 + _t443] == _t434) and (_st_cvars[_t443] == 'fat_tissue')):
            _t444 += 1
    return _t444

# <rulerun evolution.rules: feeding_end_check #159 8aef3122>
def _loop(st, _t446):
    _st_cvars = st.cvars
    _t449 = 0
    for _t448 in st.zones[(9 + _owner449[st.loc[_st_cvars[84 + _t446]]])]:
        if (_st_cvars[84 + _t448] == _st_cvars[84 + _t446]):
            _t449 += (1 if ((_st_cvars[_t448] == 'carnivorous') or (_st_cvars[_t448] == 'high_body_weight')) else (2 if (_st_cvars[_t448] == 'parasite') else 0))
    return _t449

# <rulerun evolution.rules: feeding_end_check #160 8afad0a0>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t445 = st.zones[(9 + _owner447[st.loc[_t434]])]
    st.budget -= len(_t445)
    if st.budget < 0: _spent448(st)
    for _t446 in _t445:
        if (((_st_cvars[_t446] == 'symbiosis') and (_st_cvars[168 + _t446] == _t434)) and (not ((_st_cvars[924 + _st_cvars[84 + _t446]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t446]] >= (_memo6[_st_cvars[84 + _t446]] if _st_cvars[84 + _t446] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t446], (1 + _a450(st, _t446)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #161 cdfc8677>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t453 in st.zones[(9 + _owner455[st.loc[_t451]])]:
        if ((_st_cvars[84 + _t453] == _t451) and (_st_cvars[_t453] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #162 210f6227>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t456 in st.zones[(9 + _owner457[st.loc[_t434]])]:
        if ((_st_cvars[84 + _t456] == _t434) and (_st_cvars[_t456] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #163 84fb8451>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t460 in st.zones[(9 + _owner459[st.loc[_t451]])]:
        if ((_st_cvars[84 + _t460] == _t451) and (_st_cvars[_t460] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #164 53ad2857>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t463 in st.zones[(9 + _owner461[st.loc[_t434]])]:
        if ((_st_cvars[84 + _t463] == _t434) and (_st_cvars[_t463] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #165 72dfe97d>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t467 in st.zones[(9 + _owner463[st.loc[_t451]])]:
        if ((_st_cvars[84 + _t467] == _t451) and (_st_cvars[_t467] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #166 88b63cc4>
def _loop(st, _t434):
    _st_cvars = st.cvars
    for _t470 in st.zones[(9 + _owner465[st.loc[_t434]])]:
        if ((_st_cvars[84 + _t470] == _t434) and (_st_cvars[_t470] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #167 d17d0cfb>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t474 in st.zones[(9 + _owner467[st.loc[_t451]])]:
        if ((_st_cvars[84 + _t474] == _t451) and (_st_cvars[_t474] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #168 c5ae4919>
def _loop(st, _t451):
    _st_cvars = st.cvars
    _t478 = 0
    for _t477 in st.zones[(9 + _owner469[st.loc[_t451]])]:
        if (_st_cvars[84 + _t477] == _t451):
            _t478 += (1 if ((_st_cvars[_t477] == 'carnivorous') or (_st_cvars[_t477] == 'high_body_weight')) else (2 if (_st_cvars[_t477] == 'parasite') else 0))
    return _t478

# <rulerun evolution.rules: feeding_end_check #169 221733d3>
def _loop(st, _t451):
    _st_cvars = st.cvars
    for _t479 in st.zones[(9 + _owner471[st.loc[_t451]])]:
        if ((_st_cvars[_t479] == 'symbiosis') and (_st_cvars[168 + _t479] == _t451)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #170 73fa07f4>
def _loop(st, _t434):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t450 = (list(_chain452(map(st.zones.__getitem__, _k453))) or ())
    st.budget -= len(_t450)
    if st.budget < 0: _spent454(st)
    _t459 = _NOT_YET
    _t466 = _NOT_YET
    _t473 = _NOT_YET
    for _t451 in _t450:
        if ((((((_t434 != _t451) and ((not (_t455 if (_t455 := _memo7.get((_t451, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'camouflage',), _a456(st, _t451)))) or (_t459 if _t459 is not _NOT_YET else (_t459 := (_t458 if (_t458 := _memo7.get((_t434, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'sharp_vision',), _a458(st, _t434))))))) and ((not (_t462 if (_t462 := _memo7.get((_t451, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'high_body_weight',), _a460(st, _t451)))) or (_t466 if _t466 is not _NOT_YET else (_t466 := (_t465 if (_t465 := _memo7.get((_t434, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'high_body_weight',), _a462(st, _t434))))))) and ((_t469 if (_t469 := _memo7.get((_t451, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'swimming',), _a464(st, _t451))) == (_t473 if _t473 is not _NOT_YET else (_t473 := (_t472 if (_t472 := _memo7.get((_t434, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t434, 'swimming',), _a466(st, _t434))))))) and (not ((_t476 if (_t476 := _memo7.get((_t451, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t451, 'burrowing',), _a468(st, _t451))) and ((_st_cvars[924 + _t451] == _st_vars[0]) or (_st_cvars[504 + _t451] >= (_memo6[_t451] if _t451 in _memo6 else _memo6.setdefault(_t451, (1 + _a470(st, _t451))))))))) and (not (_memo13[_t451] if _t451 in _memo13 else _memo13.setdefault(_t451, _a472(st, _t451))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #171 a586367c>
def _loop(st, _t418):
    _memo0 = st.memos[0]
    _t433 = st.zones[(5 + _t418)]
    st.budget -= len(_t433)
    if st.budget < 0: _spent438(st)
    for _t434 in _t433:
        if (_memo0[_t434] if _t434 in _memo0 else _memo0.setdefault(_t434, ((((_t438 if (_t438 := st.memos[7].get((_t434, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t434, 'carnivorous',), _a440(st, _t434))) and (st.cvars[672 + _t434] != st.vars[0])) and ((not ((st.cvars[924 + _t434] == st.vars[0]) or ((st.cvars[504 + _t434] >= (st.memos[6][_t434] if _t434 in st.memos[6] else st.memos[6].setdefault(_t434, (1 + _a442(st, _t434))))) and ((st.memos[5][_t434] if _t434 in st.memos[5] else st.memos[5].setdefault(_t434, _a444(st, _t434))) >= (st.memos[4][_t434] if _t434 in st.memos[4] else st.memos[4].setdefault(_t434, _a446(st, _t434))))))) and (st.memos[14][_t434] if _t434 in st.memos[14] else st.memos[14].setdefault(_t434, (not _a451(st, _t434)))))) and _a473(st, _t434)))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #172 6a01a7dc>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _t485 = 0
    for _t484 in st.zones[(9 + _owner476[st.loc[_t482]])]:
        if (_st_cvars[84 + _t484] == _t482):
            _t485 += (1 if ((_st_cvars[_t484] == 'carnivorous') or (_st_cvars[_t484] == 'high_body_weight')) else (2 if (_st_cvars[_t484] == 'parasite') else 0))
    return _t485

# <rulerun evolution.rules: feeding_end_check #173 396579ee>
def _loop(st, _t482):
    _st_cvars = st.cvars
    _t487 = 0
    for _t486 in st.zones[(9 + _owner478[st.loc[_t482]])]:
        if (((_st_cvars[84 + _t486] == _t482) and (_st_cvars[_t486] == 'fat_tissue')) and _st_cvars[252 + _t486]):
            _t487 += 1
    return _t487

# <rulerun evolution.rules: feeding_end_check #174 7918f879>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t481 = st.zones[(5 + _t418)]
    st.budget -= len(_t481)
    if st.budget < 0: _spent475(st)
    for _t482 in _t481:
        if ((not ((_st_cvars[924 + _t482] == _st_vars[0]) or (_st_cvars[504 + _t482] >= (_memo6[_t482] if _t482 in _memo6 else _memo6.setdefault(_t482, (1 + _a477(st, _t482))))))) and ((_memo5[_t482] if _t482 in _memo5 else _memo5.setdefault(_t482, _a479(st, _t482))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #175 5fc5cc61>
def _loop(st, _t489):
    _st_cvars = st.cvars
    for _t491 in st.zones[(9 + _owner482[st.loc[_t489]])]:
        if ((_st_cvars[84 + _t491] == _t489) and (_st_cvars[_t491] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #176 ae40bc1b>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t495 = 0
    for _t494 in st.zones[(9 + _owner484[st.loc[_t489]])]:
        if (_st_cvars[84 + _t494] == _t489):
            _t495 += (1 if ((_st_cvars[_t494] == 'carnivorous') or (_st_cvars[_t494] == 'high_body_weight')) else (2 if (_st_cvars[_t494] == 'parasite') else 0))
    return _t495

# <rulerun evolution.rules: feeding_end_check #177 39055ef8>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(9 + _owner486[st.loc[_t489]])]:
        if (_st_cvars[84 + _t496] == _t489):
            _t497 += (1 if ((_st_cvars[_t496] == 'carnivorous') or (_st_cvars[_t496] == 'high_body_weight')) else (2 if (_st_cvars[_t496] == 'parasite') else 0))
    return _t497

# <rulerun evolution.rules: feeding_end_check #178 8f68f365>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t499 = 0
    for _t498 in st.zones[(9 + _owner488[st.loc[_t489]])]:
        if (((_st_cvars[84 + _t498] == _t489) and (_st_cvars[_t498] == 'fat_tissue')) and _st_cvars[252 + _t498]):
            _t499 += 1
    return _t499

# <rulerun evolution.rules: feeding_end_check #179 1dea6a50>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t501 = 0
    for _t500 in st.zones[(9 + _owner490[st.loc[_t489]])]:
        if ((_st_cvars[84 + _t500] == _t489) and (_st_cvars[_t500] == 'fat_tissue')):
            _t501 += 1
    return _t501

# <rulerun evolution.rules: feeding_end_check #180 5325b7c8>
def _loop(st, _t503):
    _st_cvars = st.cvars
    _t506 = 0
    for _t505 in st.zones[(9 + _owner494[st.loc[_st_cvars[84 + _t503]]])]:
        if (_st_cvars[84 + _t505] == _st_cvars[84 + _t503]):
            _t506 += (1 if ((_st_cvars[_t505] == 'carnivorous') or (_st_cvars[_t505] == 'high_body_weight')) else (2 if (_st_cvars[_t505] == 'parasite') else 0))
    return _t506

# <rulerun evolution.rules: feeding_end_check #181 d9e6e827>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t502 = st.zones[(9 + _owner492[st.loc[_t489]])]
    st.budget -= len(_t502)
    if st.budget < 0: _spent493(st)
    for _t503 in _t502:
        if (((_st_cvars[_t503] == 'symbiosis') and (_st_cvars[168 + _t503] == _t489)) and (not ((_st_cvars[924 + _st_cvars[84 + _t503]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t503]] >= (_memo6[_st_cvars[84 + _t503]] if _st_cvars[84 + _t503] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t503], (1 + _a495(st, _t503)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #182 011fc075>
def _loop(st, _t508):
    _st_cvars = st.cvars
    _t511 = 0
    for _t510 in st.zones[(9 + _owner500[st.loc[_t508]])]:
        if (_st_cvars[84 + _t510] == _t508):
            _t511 += (1 if ((_st_cvars[_t510] == 'carnivorous') or (_st_cvars[_t510] == 'high_body_weight')) else (2 if (_st_cvars[_t510] == 'parasite') else 0))
    return _t511

# <rulerun evolution.rules: feeding_end_check #183 b2f979f7>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t507 = (list(_chain497(map(st.zones.__getitem__, _k498))) or ())
    st.budget -= len(_t507)
    if st.budget < 0: _spent499(st)
    for _t508 in _t507:
        if ((_t508 != _t489) and ((not ((_st_cvars[924 + _t508] == _st_vars[0]) or (_st_cvars[504 + _t508] >= (_memo6[_t508] if _t508 in _memo6 else _memo6.setdefault(_t508, (1 + _a501(st, _t508))))))) and (_st_cvars[504 + _t508] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #184 a77b91cf>
def _loop(st, _t489):
    _st_cvars = st.cvars
    for _t512 in st.zones[(9 + _owner503[st.loc[_t489]])]:
        if ((_st_cvars[84 + _t512] == _t489) and (_st_cvars[_t512] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #185 b5e79214>
def _loop(st, _t489):
    _st_cvars = st.cvars
    _t516 = 0
    for _t515 in st.zones[(9 + _owner505[st.loc[_t489]])]:
        if (_st_cvars[84 + _t515] == _t489):
            _t516 += (1 if ((_st_cvars[_t515] == 'carnivorous') or (_st_cvars[_t515] == 'high_body_weight')) else (2 if (_st_cvars[_t515] == 'parasite') else 0))
    return _t516

# <rulerun evolution.rules: feeding_end_check #186 9f23ca7f>
def _loop(st, _t489):
    _st_cvars = st.cvars
    for _t517 in st.zones[(9 + _owner507[st.loc[_t489]])]:
        if ((_st_cvars[84 + _t517] == _t489) and (_st_cvars[_t517] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #187 445d0bbc>
def _loop(st, _t418):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t488 = st.zones[(5 + _t418)]
    st.budget -= len(_t488)
    if st.budget < 0: _spent481(st)
    for _t489 in _t488:
        if (((_memo10[_t489] if _t489 in _memo10 else _memo10.setdefault(_t489, (((((_t493 if (_t493 := _memo7.get((_t489, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t489, 'piracy',), _a483(st, _t489))) and (_st_cvars[756 + _t489] != _st_vars[0])) and (not ((_st_cvars[924 + _t489] == _st_vars[0]) or (_st_cvars[504 + _t489] >= (_memo6[_t489] if _t489 in _memo6 else _memo6.setdefault(_t489, (1 + _a485(st, _t489)))))))) and ((not ((_st_cvars[924 + _t489] == _st_vars[0]) or ((_st_cvars[504 + _t489] >= (_memo6[_t489] if _t489 in _memo6 else _memo6.setdefault(_t489, (1 + _a487(st, _t489))))) and ((st.memos[5][_t489] if _t489 in st.memos[5] else st.memos[5].setdefault(_t489, _a489(st, _t489))) >= (st.memos[4][_t489] if _t489 in st.memos[4] else st.memos[4].setdefault(_t489, _a491(st, _t489))))))) and (st.memos[14][_t489] if _t489 in st.memos[14] else st.memos[14].setdefault(_t489, (not _a496(st, _t489)))))) and _a502(st, _t489)))) or (((((_t514 if (_t514 := _memo7.get((_t489, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t489, 'hibernation',), _a504(st, _t489))) and (_st_cvars[924 + _t489] != _st_vars[0])) and (_st_cvars[924 + _t489] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t489] == _st_vars[0]) or (_st_cvars[504 + _t489] >= (_memo6[_t489] if _t489 in _memo6 else _memo6.setdefault(_t489, (1 + _a506(st, _t489))))))))) or ((_st_vars[3] > 0) and (_t519 if (_t519 := _memo7.get((_t489, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t489, 'grazing',), _a508(st, _t489))))):
            return True
    return False

# <rulerun evolution.rules: feeding_end_check #188 ff05db9f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _, = st.memos
    _st_vars = st.vars
    _t408 = (list(_chain412(map(st.zones.__getitem__, _k413))) or ())
    st.budget -= len(_t408)
    if st.budget < 0: _spent414(st)
    _t407 = True
    for _t409 in _t408:
        if not (((_st_cvars[924 + _t409] == _st_vars[0]) or ((_st_cvars[504 + _t409] >= (_memo6[_t409] if _t409 in _memo6 else _memo6.setdefault(_t409, (1 + _a416(st, _t409))))) and ((_memo5[_t409] if _t409 in _memo5 else _memo5.setdefault(_t409, _a418(st, _t409))) >= (_memo4[_t409] if _t409 in _memo4 else _memo4.setdefault(_t409, _a420(st, _t409))))))):
            _t407 = False
            break
    if _t407:
        if _st_log is not None: _st_log.append(_Text422(_audience421(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo423(6)
    _t417 = (_k424 or ())
    st.budget -= len(_t417)
    if st.budget < 0: _spent414(st)
    _t416 = False
    for _t418 in _t417:
        if (_memo8[_t418] if _t418 in _memo8 else _memo8.setdefault(_t418, ((((st.memos[3][_t418] if _t418 in st.memos[3] else st.memos[3].setdefault(_t418, ((_st_vars[3] > 0) and _a437(st, _t418)))) or (st.memos[1][_t418] if _t418 in st.memos[1] else st.memos[1].setdefault(_t418, _a474(st, _t418)))) or (st.memos[2][_t418] if _t418 in st.memos[2] else st.memos[2].setdefault(_t418, _a480(st, _t418)))) or _a509(st, _t418)))):
            _t416 = True
            break
    if (not _t416):
        if _st_log is not None: _st_log.append(_Text422(_audience421(st), ['No player has a legal action left: the feeding phase ends']))
        raise _ExitTo423(6)

# <rulerun evolution.rules: feeding_turn_of #189 364038b7>
def _native(st, L):
    L[1] = False

# <rulerun evolution.rules: feeding_turn_of #190 3c1c00ae>
def _loop(st, _t522):
    _st_cvars = st.cvars
    _t524 = 0
    for _t523 in st.zones[(9 + _owner513[st.loc[_t522]])]:
        if (_st_cvars[84 + _t523] == _t522):
            _t524 += (1 if ((_st_cvars[_t523] == 'carnivorous') or (_st_cvars[_t523] == 'high_body_weight')) else (2 if (_st_cvars[_t523] == 'parasite') else 0))
    return _t524

# <rulerun evolution.rules: feeding_turn_of #191 27025b7a>
def _loop(st, _t522):
    _st_cvars = st.cvars
    _t526 = 0
    for _t525 in st.zones[(9 + _owner515[st.loc[_t522]])]:
        if (((_st_cvars[84 + _t525] == _t522) and (_st_cvars[_t525] == 'fat_tissue')) and _st_cvars[252 + _t525]):
            _t526 += 1
    return _t526

# <rulerun evolution.rules: feeding_turn_of #192 e3244a8d>
def _loop(st, _t522):
    _st_cvars = st.cvars
    _t528 = 0
    for _t527 in st.zones[(9 + _owner517[st.loc[_t522]])]:
        if ((_st_cvars[84 + _t527] == _t522) and (_st_cvars[_t527] == 'fat_tissue')):
            _t528 += 1
    return _t528

# <rulerun evolution.rules: feeding_turn_of #193 0f05754a>
def _loop(st, _t533):
    _st_cvars = st.cvars
    _t536 = 0
    for _t535 in st.zones[(9 + _owner524[st.loc[_t533]])]:
        if (_st_cvars[84 + _t535] == _t533):
            _t536 += (1 if ((_st_cvars[_t535] == 'carnivorous') or (_st_cvars[_t535] == 'high_body_weight')) else (2 if (_st_cvars[_t535] == 'parasite') else 0))
    return _t536

# <rulerun evolution.rules: feeding_turn_of #194 c022acb8>
def _loop(st, _t533):
    _st_cvars = st.cvars
    _t538 = 0
    for _t537 in st.zones[(9 + _owner526[st.loc[_t533]])]:
        if (((_st_cvars[84 + _t537] == _t533) and (_st_cvars[_t537] == 'fat_tissue')) and _st_cvars[252 + _t537]):
            _t538 += 1
    return _t538

# <rulerun evolution.rules: feeding_turn_of #195 5eb3e16e>
def _loop(st, _t533):
    _st_cvars = st.cvars
    _t540 = 0
    for _t539 in st.zones[(9 + _owner528[st.loc[_t533]])]:
        if ((_st_cvars[84 + _t539] == _t533) and (_st_cvars[_t539] == 'fat_tissue')):
            _t540 += 1
    return _t540

# <rulerun evolution.rules: feeding_turn_of #196 9e4f8d6f>
def _loop(st, _t542):
    _st_cvars = st.cvars
    _t545 = 0
    for _t544 in st.zones[(9 + _owner532[st.loc[_st_cvars[84 + _t542]]])]:
        if (_st_cvars[84 + _t544] == _st_cvars[84 + _t542]):
            _t545 += (1 if ((_st_cvars[_t544] == 'carnivorous') or (_st_cvars[_t544] == 'high_body_weight')) else (2 if (_st_cvars[_t544] == 'parasite') else 0))
    return _t545

# <rulerun evolution.rules: feeding_turn_of #197 2d42089e>
def _loop(st, _t533):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t541 = st.zones[(9 + _owner530[st.loc[_t533]])]
    st.budget -= len(_t541)
    if st.budget < 0: _spent531(st)
    for _t542 in _t541:
        if (((_st_cvars[_t542] == 'symbiosis') and (_st_cvars[168 + _t542] == _t533)) and (not ((_st_cvars[924 + _st_cvars[84 + _t542]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t542]] >= (_memo6[_st_cvars[84 + _t542]] if _st_cvars[84 + _t542] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t542], (1 + _a533(st, _t542)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #198 50d5a8f5>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t532 = st.zones[(5 + _t531)]
    st.budget -= len(_t532)
    if st.budget < 0: _spent523(st)
    for _t533 in _t532:
        if ((not ((_st_cvars[924 + _t533] == _st_vars[0]) or ((_st_cvars[504 + _t533] >= (_memo6[_t533] if _t533 in _memo6 else _memo6.setdefault(_t533, (1 + _a525(st, _t533))))) and ((_memo5[_t533] if _t533 in _memo5 else _memo5.setdefault(_t533, _a527(st, _t533))) >= (_memo4[_t533] if _t533 in _memo4 else _memo4.setdefault(_t533, _a529(st, _t533))))))) and (_memo14[_t533] if _t533 in _memo14 else _memo14.setdefault(_t533, (not _a534(st, _t533))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #199 641014d7>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t549 in st.zones[(9 + _owner537[st.loc[_t547]])]:
        if ((_st_cvars[84 + _t549] == _t547) and (_st_cvars[_t549] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #200 9b7ba865>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t553 = 0
    for _t552 in st.zones[(9 + _owner539[st.loc[_t547]])]:
        if (_st_cvars[84 + _t552] == _t547):
            _t553 += (1 if ((_st_cvars[_t552] == 'carnivorous') or (_st_cvars[_t552] == 'high_body_weight')) else (2 if (_st_cvars[_t552] == 'parasite') else 0))
    return _t553

# <rulerun evolution.rules: feeding_turn_of #201 2646c112>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t555 = 0
    for _t554 in st.zones[(9 + _owner541[st.loc[_t547]])]:
        if (((_st_cvars[84 + _t554] == _t547) and (_st_cvars[_t554] == 'fat_tissue')) and _st_cvars[252 + _t554]):
            _t555 += 1
    return _t555

# <rulerun evolution.rules: feeding_turn_of #202 097de37a>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _t557 = 0
    for _t556 in st.zones[(9 + _owner543[st.loc[_t547]])]:
        if ((_st_cvars[84 + _t556] == _t547) and (_st_cvars[_t556] == 'fat_tissue')):
            _t557 += 1
    return _t557

# <rulerun evolution.rules: feeding_turn_of #203 289ac6b3>
def _loop(st, _t559):
    _st_cvars = st.cvars
    _t562 = 0
    for _t561 in st.zones[(9 + _owner547[st.loc[_st_cvars[84 + _t559]]])]:
        if (_st_cvars[84 + _t561] == _st_cvars[84 + _t559]):
            _t562 += (1 if ((_st_cvars[_t561] == 'carnivorous') or (_st_cvars[_t561] == 'high_body_weight')) else (2 if (_st_cvars[_t561] == 'parasite') else 0))
    return _t562

# <rulerun evolution.rules: feeding_turn_of #204 d86c0fe5>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t558 = st.zones[(9 + _owner545[st.loc[_t547]])]
    st.budget -= len(_t558)
    if st.budget < 0: _spent546(st)
    for _t559 in _t558:
        if (((_st_cvars[_t559] == 'symbiosis') and (_st_cvars[168 + _t559] == _t547)) and (not ((_st_cvars[924 + _st_cvars[84 + _t559]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t559]] >= (_memo6[_st_cvars[84 + _t559]] if _st_cvars[84 + _t559] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t559], (1 + _a548(st, _t559)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #205 4840b00f>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t566 in st.zones[(9 + _owner553[st.loc[_t564]])]:
        if ((_st_cvars[84 + _t566] == _t564) and (_st_cvars[_t566] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #206 fe9a352f>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t569 in st.zones[(9 + _owner555[st.loc[_t547]])]:
        if ((_st_cvars[84 + _t569] == _t547) and (_st_cvars[_t569] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #207 d5030218>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t573 in st.zones[(9 + _owner557[st.loc[_t564]])]:
        if ((_st_cvars[84 + _t573] == _t564) and (_st_cvars[_t573] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #208 117e9698>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t576 in st.zones[(9 + _owner559[st.loc[_t547]])]:
        if ((_st_cvars[84 + _t576] == _t547) and (_st_cvars[_t576] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #209 4db370ca>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t580 in st.zones[(9 + _owner561[st.loc[_t564]])]:
        if ((_st_cvars[84 + _t580] == _t564) and (_st_cvars[_t580] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #210 d734f5b2>
def _loop(st, _t547):
    _st_cvars = st.cvars
    for _t583 in st.zones[(9 + _owner563[st.loc[_t547]])]:
        if ((_st_cvars[84 + _t583] == _t547) and (_st_cvars[_t583] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #211 0c013ff7>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t587 in st.zones[(9 + _owner565[st.loc[_t564]])]:
        if ((_st_cvars[84 + _t587] == _t564) and (_st_cvars[_t587] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #212 7f0532aa>
def _loop(st, _t564):
    _st_cvars = st.cvars
    _t591 = 0
    for _t590 in st.zones[(9 + _owner567[st.loc[_t564]])]:
        if (_st_cvars[84 + _t590] == _t564):
            _t591 += (1 if ((_st_cvars[_t590] == 'carnivorous') or (_st_cvars[_t590] == 'high_body_weight')) else (2 if (_st_cvars[_t590] == 'parasite') else 0))
    return _t591

# <rulerun evolution.rules: feeding_turn_of #213 76e46d4d>
def _loop(st, _t564):
    _st_cvars = st.cvars
    for _t592 in st.zones[(9 + _owner569[st.loc[_t564]])]:
        if ((_st_cvars[_t592] == 'symbiosis') and (_st_cvars[168 + _t592] == _t564)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #214 cb1bfbca>
def _loop(st, _t547):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t563 = (list(_chain550(map(st.zones.__getitem__, _k551))) or ())
    st.budget -= len(_t563)
    if st.budget < 0: _spent552(st)
    _t572 = _NOT_YET
    _t579 = _NOT_YET
    _t586 = _NOT_YET
    for _t564 in _t563:
        if ((((((_t547 != _t564) and ((not (_t568 if (_t568 := _memo7.get((_t564, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t564, 'camouflage',), _a554(st, _t564)))) or (_t572 if _t572 is not _NOT_YET else (_t572 := (_t571 if (_t571 := _memo7.get((_t547, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t547, 'sharp_vision',), _a556(st, _t547))))))) and ((not (_t575 if (_t575 := _memo7.get((_t564, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t564, 'high_body_weight',), _a558(st, _t564)))) or (_t579 if _t579 is not _NOT_YET else (_t579 := (_t578 if (_t578 := _memo7.get((_t547, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t547, 'high_body_weight',), _a560(st, _t547))))))) and ((_t582 if (_t582 := _memo7.get((_t564, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t564, 'swimming',), _a562(st, _t564))) == (_t586 if _t586 is not _NOT_YET else (_t586 := (_t585 if (_t585 := _memo7.get((_t547, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t547, 'swimming',), _a564(st, _t547))))))) and (not ((_t589 if (_t589 := _memo7.get((_t564, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t564, 'burrowing',), _a566(st, _t564))) and ((_st_cvars[924 + _t564] == _st_vars[0]) or (_st_cvars[504 + _t564] >= (_memo6[_t564] if _t564 in _memo6 else _memo6.setdefault(_t564, (1 + _a568(st, _t564))))))))) and (not (_memo13[_t564] if _t564 in _memo13 else _memo13.setdefault(_t564, _a570(st, _t564))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #215 2a811fee>
def _loop(st, _t531):
    _memo0 = st.memos[0]
    _t546 = st.zones[(5 + _t531)]
    st.budget -= len(_t546)
    if st.budget < 0: _spent536(st)
    for _t547 in _t546:
        if (_memo0[_t547] if _t547 in _memo0 else _memo0.setdefault(_t547, ((((_t551 if (_t551 := st.memos[7].get((_t547, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t547, 'carnivorous',), _a538(st, _t547))) and (st.cvars[672 + _t547] != st.vars[0])) and ((not ((st.cvars[924 + _t547] == st.vars[0]) or ((st.cvars[504 + _t547] >= (st.memos[6][_t547] if _t547 in st.memos[6] else st.memos[6].setdefault(_t547, (1 + _a540(st, _t547))))) and ((st.memos[5][_t547] if _t547 in st.memos[5] else st.memos[5].setdefault(_t547, _a542(st, _t547))) >= (st.memos[4][_t547] if _t547 in st.memos[4] else st.memos[4].setdefault(_t547, _a544(st, _t547))))))) and (st.memos[14][_t547] if _t547 in st.memos[14] else st.memos[14].setdefault(_t547, (not _a549(st, _t547)))))) and _a571(st, _t547)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #216 60065d89>
def _loop(st, _t595):
    _st_cvars = st.cvars
    _t598 = 0
    for _t597 in st.zones[(9 + _owner574[st.loc[_t595]])]:
        if (_st_cvars[84 + _t597] == _t595):
            _t598 += (1 if ((_st_cvars[_t597] == 'carnivorous') or (_st_cvars[_t597] == 'high_body_weight')) else (2 if (_st_cvars[_t597] == 'parasite') else 0))
    return _t598

# <rulerun evolution.rules: feeding_turn_of #217 19729179>
def _loop(st, _t595):
    _st_cvars = st.cvars
    _t600 = 0
    for _t599 in st.zones[(9 + _owner576[st.loc[_t595]])]:
        if (((_st_cvars[84 + _t599] == _t595) and (_st_cvars[_t599] == 'fat_tissue')) and _st_cvars[252 + _t599]):
            _t600 += 1
    return _t600

# <rulerun evolution.rules: feeding_turn_of #218 e6ff70fd>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t594 = st.zones[(5 + _t531)]
    st.budget -= len(_t594)
    if st.budget < 0: _spent573(st)
    for _t595 in _t594:
        if ((not ((_st_cvars[924 + _t595] == _st_vars[0]) or (_st_cvars[504 + _t595] >= (_memo6[_t595] if _t595 in _memo6 else _memo6.setdefault(_t595, (1 + _a575(st, _t595))))))) and ((_memo5[_t595] if _t595 in _memo5 else _memo5.setdefault(_t595, _a577(st, _t595))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #219 204447aa>
def _loop(st, _t602):
    _st_cvars = st.cvars
    for _t604 in st.zones[(9 + _owner580[st.loc[_t602]])]:
        if ((_st_cvars[84 + _t604] == _t602) and (_st_cvars[_t604] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #220 122a1b9c>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t608 = 0
    for _t607 in st.zones[(9 + _owner582[st.loc[_t602]])]:
        if (_st_cvars[84 + _t607] == _t602):
            _t608 += (1 if ((_st_cvars[_t607] == 'carnivorous') or (_st_cvars[_t607] == 'high_body_weight')) else (2 if (_st_cvars[_t607] == 'parasite') else 0))
    return _t608

# <rulerun evolution.rules: feeding_turn_of #221 a81d1704>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t610 = 0
    for _t609 in st.zones[(9 + _owner584[st.loc[_t602]])]:
        if (_st_cvars[84 + _t609] == _t602):
            _t610 += (1 if ((_st_cvars[_t609] == 'carnivorous') or (_st_cvars[_t609] == 'high_body_weight')) else (2 if (_st_cvars[_t609] == 'parasite') else 0))
    return _t610

# <rulerun evolution.rules: feeding_turn_of #222 4e9eef52>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t612 = 0
    for _t611 in st.zones[(9 + _owner586[st.loc[_t602]])]:
        if (((_st_cvars[84 + _t611] == _t602) and (_st_cvars[_t611] == 'fat_tissue')) and _st_cvars[252 + _t611]):
            _t612 += 1
    return _t612

# <rulerun evolution.rules: feeding_turn_of #223 c9c4553d>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t614 = 0
    for _t613 in st.zones[(9 + _owner588[st.loc[_t602]])]:
        if ((_st_cvars[84 + _t613] == _t602) and (_st_cvars[_t613] == 'fat_tissue')):
            _t614 += 1
    return _t614

# <rulerun evolution.rules: feeding_turn_of #224 e62a0885>
def _loop(st, _t616):
    _st_cvars = st.cvars
    _t619 = 0
    for _t618 in st.zones[(9 + _owner592[st.loc[_st_cvars[84 + _t616]]])]:
        if (_st_cvars[84 + _t618] == _st_cvars[84 + _t616]):
            _t619 += (1 if ((_st_cvars[_t618] == 'carnivorous') or (_st_cvars[_t618] == 'high_body_weight')) else (2 if (_st_cvars[_t618] == 'parasite') else 0))
    return _t619

# <rulerun evolution.rules: feeding_turn_of #225 16df05db>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t615 = st.zones[(9 + _owner590[st.loc[_t602]])]
    st.budget -= len(_t615)
    if st.budget < 0: _spent591(st)
    for _t616 in _t615:
        if (((_st_cvars[_t616] == 'symbiosis') and (_st_cvars[168 + _t616] == _t602)) and (not ((_st_cvars[924 + _st_cvars[84 + _t616]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t616]] >= (_memo6[_st_cvars[84 + _t616]] if _st_cvars[84 + _t616] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t616], (1 + _a593(st, _t616)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #226 8420f41a>
def _loop(st, _t621):
    _st_cvars = st.cvars
    _t624 = 0
    for _t623 in st.zones[(9 + _owner598[st.loc[_t621]])]:
        if (_st_cvars[84 + _t623] == _t621):
            _t624 += (1 if ((_st_cvars[_t623] == 'carnivorous') or (_st_cvars[_t623] == 'high_body_weight')) else (2 if (_st_cvars[_t623] == 'parasite') else 0))
    return _t624

# <rulerun evolution.rules: feeding_turn_of #227 a78380b8>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t620 = (list(_chain595(map(st.zones.__getitem__, _k596))) or ())
    st.budget -= len(_t620)
    if st.budget < 0: _spent597(st)
    for _t621 in _t620:
        if ((_t621 != _t602) and ((not ((_st_cvars[924 + _t621] == _st_vars[0]) or (_st_cvars[504 + _t621] >= (_memo6[_t621] if _t621 in _memo6 else _memo6.setdefault(_t621, (1 + _a599(st, _t621))))))) and (_st_cvars[504 + _t621] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #228 c5e22894>
def _loop(st, _t602):
    _st_cvars = st.cvars
    for _t625 in st.zones[(9 + _owner601[st.loc[_t602]])]:
        if ((_st_cvars[84 + _t625] == _t602) and (_st_cvars[_t625] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #229 77df3860>
def _loop(st, _t602):
    _st_cvars = st.cvars
    _t629 = 0
    for _t628 in st.zones[(9 + _owner603[st.loc[_t602]])]:
        if (_st_cvars[84 + _t628] == _t602):
            _t629 += (1 if ((_st_cvars[_t628] == 'carnivorous') or (_st_cvars[_t628] == 'high_body_weight')) else (2 if (_st_cvars[_t628] == 'parasite') else 0))
    return _t629

# <rulerun evolution.rules: feeding_turn_of #230 a7153b70>
def _loop(st, _t602):
    _st_cvars = st.cvars
    for _t630 in st.zones[(9 + _owner605[st.loc[_t602]])]:
        if ((_st_cvars[84 + _t630] == _t602) and (_st_cvars[_t630] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #231 3168435d>
def _loop(st, _t531):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t601 = st.zones[(5 + _t531)]
    st.budget -= len(_t601)
    if st.budget < 0: _spent579(st)
    for _t602 in _t601:
        if (((_memo10[_t602] if _t602 in _memo10 else _memo10.setdefault(_t602, (((((_t606 if (_t606 := _memo7.get((_t602, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t602, 'piracy',), _a581(st, _t602))) and (_st_cvars[756 + _t602] != _st_vars[0])) and (not ((_st_cvars[924 + _t602] == _st_vars[0]) or (_st_cvars[504 + _t602] >= (_memo6[_t602] if _t602 in _memo6 else _memo6.setdefault(_t602, (1 + _a583(st, _t602)))))))) and ((not ((_st_cvars[924 + _t602] == _st_vars[0]) or ((_st_cvars[504 + _t602] >= (_memo6[_t602] if _t602 in _memo6 else _memo6.setdefault(_t602, (1 + _a585(st, _t602))))) and ((st.memos[5][_t602] if _t602 in st.memos[5] else st.memos[5].setdefault(_t602, _a587(st, _t602))) >= (st.memos[4][_t602] if _t602 in st.memos[4] else st.memos[4].setdefault(_t602, _a589(st, _t602))))))) and (st.memos[14][_t602] if _t602 in st.memos[14] else st.memos[14].setdefault(_t602, (not _a594(st, _t602)))))) and _a600(st, _t602)))) or (((((_t627 if (_t627 := _memo7.get((_t602, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t602, 'hibernation',), _a602(st, _t602))) and (_st_cvars[924 + _t602] != _st_vars[0])) and (_st_cvars[924 + _t602] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t602] == _st_vars[0]) or (_st_cvars[504 + _t602] >= (_memo6[_t602] if _t602 in _memo6 else _memo6.setdefault(_t602, (1 + _a604(st, _t602))))))))) or ((_st_vars[3] > 0) and (_t632 if (_t632 := _memo7.get((_t602, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t602, 'grazing',), _a606(st, _t602))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #232 d85c8381>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t637 = 0
    for _t636 in st.zones[(9 + _owner609[st.loc[_t634]])]:
        if (_st_cvars[84 + _t636] == _t634):
            _t637 += (1 if ((_st_cvars[_t636] == 'carnivorous') or (_st_cvars[_t636] == 'high_body_weight')) else (2 if (_st_cvars[_t636] == 'parasite') else 0))
    return _t637

# <rulerun evolution.rules: feeding_turn_of #233 1438197b>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t639 = 0
    for _t638 in st.zones[(9 + _owner611[st.loc[_t634]])]:
        if (((_st_cvars[84 + _t638] == _t634) and (_st_cvars[_t638] == 'fat_tissue')) and _st_cvars[252 + _t638]):
            _t639 += 1
    return _t639

# <rulerun evolution.rules: feeding_turn_of #234 ae73ca89>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _t641 = 0
    for _t640 in st.zones[(9 + _owner613[st.loc[_t634]])]:
        if ((_st_cvars[84 + _t640] == _t634) and (_st_cvars[_t640] == 'fat_tissue')):
            _t641 += 1
    return _t641

# <rulerun evolution.rules: feeding_turn_of #235 7f514e0c>
def _loop(st, _t643):
    _st_cvars = st.cvars
    _t646 = 0
    for _t645 in st.zones[(9 + _owner617[st.loc[_st_cvars[84 + _t643]]])]:
        if (_st_cvars[84 + _t645] == _st_cvars[84 + _t643]):
            _t646 += (1 if ((_st_cvars[_t645] == 'carnivorous') or (_st_cvars[_t645] == 'high_body_weight')) else (2 if (_st_cvars[_t645] == 'parasite') else 0))
    return _t646

# <rulerun evolution.rules: feeding_turn_of #236 742caa5e>
def _loop(st, _t634):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t642 = st.zones[(9 + _owner615[st.loc[_t634]])]
    st.budget -= len(_t642)
    if st.budget < 0: _spent616(st)
    for _t643 in _t642:
        if (((_st_cvars[_t643] == 'symbiosis') and (_st_cvars[168 + _t643] == _t634)) and (not ((_st_cvars[924 + _st_cvars[84 + _t643]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t643]] >= (_memo6[_st_cvars[84 + _t643]] if _st_cvars[84 + _t643] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t643], (1 + _a618(st, _t643)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #237 6755e19e>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t633 = st.zones[(5 + L[0])]
    st.budget -= len(_t633)
    if st.budget < 0: _spent608(st)
    for _t634 in _t633:
        if ((not ((_st_cvars[924 + _t634] == _st_vars[0]) or ((_st_cvars[504 + _t634] >= (_memo6[_t634] if _t634 in _memo6 else _memo6.setdefault(_t634, (1 + _a610(st, _t634))))) and ((_memo5[_t634] if _t634 in _memo5 else _memo5.setdefault(_t634, _a612(st, _t634))) >= (_memo4[_t634] if _t634 in _memo4 else _memo4.setdefault(_t634, _a614(st, _t634))))))) and (_memo14[_t634] if _t634 in _memo14 else _memo14.setdefault(_t634, (not _a619(st, _t634))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #238 06f9f282>
def _loop(st, _t648):
    _st_cvars = st.cvars
    for _t650 in st.zones[(9 + _owner623[st.loc[_t648]])]:
        if ((_st_cvars[84 + _t650] == _t648) and (_st_cvars[_t650] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #239 7d774439>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t654 = 0
    for _t653 in st.zones[(9 + _owner625[st.loc[_t648]])]:
        if (_st_cvars[84 + _t653] == _t648):
            _t654 += (1 if ((_st_cvars[_t653] == 'carnivorous') or (_st_cvars[_t653] == 'high_body_weight')) else (2 if (_st_cvars[_t653] == 'parasite') else 0))
    return _t654

# <rulerun evolution.rules: feeding_turn_of #240 924892a4>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(9 + _owner627[st.loc[_t648]])]:
        if (((_st_cvars[84 + _t655] == _t648) and (_st_cvars[_t655] == 'fat_tissue')) and _st_cvars[252 + _t655]):
            _t656 += 1
    return _t656

# <rulerun evolution.rules: feeding_turn_of #241 d67f9e09>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _t658 = 0
    for _t657 in st.zones[(9 + _owner629[st.loc[_t648]])]:
        if ((_st_cvars[84 + _t657] == _t648) and (_st_cvars[_t657] == 'fat_tissue')):
            _t658 += 1
    return _t658

# <rulerun evolution.rules: feeding_turn_of #242 6a58dfbc>
def _loop(st, _t660):
    _st_cvars = st.cvars
    _t663 = 0
    for _t662 in st.zones[(9 + _owner633[st.loc[_st_cvars[84 + _t660]]])]:
        if (_st_cvars[84 + _t662] == _st_cvars[84 + _t660]):
            _t663 += (1 if ((_st_cvars[_t662] == 'carnivorous') or (_st_cvars[_t662] == 'high_body_weight')) else (2 if (_st_cvars[_t662] == 'parasite') else 0))
    return _t663

# <rulerun evolution.rules: feeding_turn_of #243 c624209e>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t659 = st.zones[(9 + _owner631[st.loc[_t648]])]
    st.budget -= len(_t659)
    if st.budget < 0: _spent632(st)
    for _t660 in _t659:
        if (((_st_cvars[_t660] == 'symbiosis') and (_st_cvars[168 + _t660] == _t648)) and (not ((_st_cvars[924 + _st_cvars[84 + _t660]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t660]] >= (_memo6[_st_cvars[84 + _t660]] if _st_cvars[84 + _t660] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t660], (1 + _a634(st, _t660)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #244 9841dc39>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t667 in st.zones[(9 + _owner639[st.loc[_t665]])]:
        if ((_st_cvars[84 + _t667] == _t665) and (_st_cvars[_t667] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #245 4d90a308>
def _loop(st, _t648):
    _st_cvars = st.cvars
    for _t670 in st.zones[(9 + _owner641[st.loc[_t648]])]:
        if ((_st_cvars[84 + _t670] == _t648) and (_st_cvars[_t670] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #246 3db663e7>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t674 in st.zones[(9 + _owner643[st.loc[_t665]])]:
        if ((_st_cvars[84 + _t674] == _t665) and (_st_cvars[_t674] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #247 152a6fe3>
def _loop(st, _t648):
    _st_cvars = st.cvars
    for _t677 in st.zones[(9 + _owner645[st.loc[_t648]])]:
        if ((_st_cvars[84 + _t677] == _t648) and (_st_cvars[_t677] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #248 d52bffd3>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t681 in st.zones[(9 + _owner647[st.loc[_t665]])]:
        if ((_st_cvars[84 + _t681] == _t665) and (_st_cvars[_t681] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #249 5a9d7d3e>
def _loop(st, _t648):
    _st_cvars = st.cvars
    for _t684 in st.zones[(9 + _owner649[st.loc[_t648]])]:
        if ((_st_cvars[84 + _t684] == _t648) and (_st_cvars[_t684] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #250 6ffe8291>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t688 in st.zones[(9 + _owner651[st.loc[_t665]])]:
        if ((_st_cvars[84 + _t688] == _t665) and (_st_cvars[_t688] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #251 cefd85bf>
def _loop(st, _t665):
    _st_cvars = st.cvars
    _t692 = 0
    for _t691 in st.zones[(9 + _owner653[st.loc[_t665]])]:
        if (_st_cvars[84 + _t691] == _t665):
            _t692 += (1 if ((_st_cvars[_t691] == 'carnivorous') or (_st_cvars[_t691] == 'high_body_weight')) else (2 if (_st_cvars[_t691] == 'parasite') else 0))
    return _t692

# <rulerun evolution.rules: feeding_turn_of #252 355515f2>
def _loop(st, _t665):
    _st_cvars = st.cvars
    for _t693 in st.zones[(9 + _owner655[st.loc[_t665]])]:
        if ((_st_cvars[_t693] == 'symbiosis') and (_st_cvars[168 + _t693] == _t665)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #253 9f6b3910>
def _loop(st, _t648):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t664 = (list(_chain636(map(st.zones.__getitem__, _k637))) or ())
    st.budget -= len(_t664)
    if st.budget < 0: _spent638(st)
    _t673 = _NOT_YET
    _t680 = _NOT_YET
    _t687 = _NOT_YET
    for _t665 in _t664:
        if ((((((_t648 != _t665) and ((not (_t669 if (_t669 := _memo7.get((_t665, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t665, 'camouflage',), _a640(st, _t665)))) or (_t673 if _t673 is not _NOT_YET else (_t673 := (_t672 if (_t672 := _memo7.get((_t648, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t648, 'sharp_vision',), _a642(st, _t648))))))) and ((not (_t676 if (_t676 := _memo7.get((_t665, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t665, 'high_body_weight',), _a644(st, _t665)))) or (_t680 if _t680 is not _NOT_YET else (_t680 := (_t679 if (_t679 := _memo7.get((_t648, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t648, 'high_body_weight',), _a646(st, _t648))))))) and ((_t683 if (_t683 := _memo7.get((_t665, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t665, 'swimming',), _a648(st, _t665))) == (_t687 if _t687 is not _NOT_YET else (_t687 := (_t686 if (_t686 := _memo7.get((_t648, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t648, 'swimming',), _a650(st, _t648))))))) and (not ((_t690 if (_t690 := _memo7.get((_t665, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t665, 'burrowing',), _a652(st, _t665))) and ((_st_cvars[924 + _t665] == _st_vars[0]) or (_st_cvars[504 + _t665] >= (_memo6[_t665] if _t665 in _memo6 else _memo6.setdefault(_t665, (1 + _a654(st, _t665))))))))) and (not (_memo13[_t665] if _t665 in _memo13 else _memo13.setdefault(_t665, _a656(st, _t665))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #254 e7565572>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t647 = st.zones[(5 + L[0])]
    st.budget -= len(_t647)
    if st.budget < 0: _spent622(st)
    for _t648 in _t647:
        if (_memo0[_t648] if _t648 in _memo0 else _memo0.setdefault(_t648, ((((_t652 if (_t652 := st.memos[7].get((_t648, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t648, 'carnivorous',), _a624(st, _t648))) and (st.cvars[672 + _t648] != st.vars[0])) and ((not ((st.cvars[924 + _t648] == st.vars[0]) or ((st.cvars[504 + _t648] >= (st.memos[6][_t648] if _t648 in st.memos[6] else st.memos[6].setdefault(_t648, (1 + _a626(st, _t648))))) and ((st.memos[5][_t648] if _t648 in st.memos[5] else st.memos[5].setdefault(_t648, _a628(st, _t648))) >= (st.memos[4][_t648] if _t648 in st.memos[4] else st.memos[4].setdefault(_t648, _a630(st, _t648))))))) and (st.memos[14][_t648] if _t648 in st.memos[14] else st.memos[14].setdefault(_t648, (not _a635(st, _t648)))))) and _a657(st, _t648)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #255 b01a43fa>
def _loop(st, _t696):
    _st_cvars = st.cvars
    _t699 = 0
    for _t698 in st.zones[(9 + _owner660[st.loc[_t696]])]:
        if (_st_cvars[84 + _t698] == _t696):
            _t699 += (1 if ((_st_cvars[_t698] == 'carnivorous') or (_st_cvars[_t698] == 'high_body_weight')) else (2 if (_st_cvars[_t698] == 'parasite') else 0))
    return _t699

# <rulerun evolution.rules: feeding_turn_of #256 ccc9851a>
def _loop(st, _t696):
    _st_cvars = st.cvars
    _t701 = 0
    for _t700 in st.zones[(9 + _owner662[st.loc[_t696]])]:
        if (((_st_cvars[84 + _t700] == _t696) and (_st_cvars[_t700] == 'fat_tissue')) and _st_cvars[252 + _t700]):
            _t701 += 1
    return _t701

# <rulerun evolution.rules: feeding_turn_of #257 28688880>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t695 = st.zones[(5 + L[0])]
    st.budget -= len(_t695)
    if st.budget < 0: _spent659(st)
    for _t696 in _t695:
        if ((not ((_st_cvars[924 + _t696] == _st_vars[0]) or (_st_cvars[504 + _t696] >= (_memo6[_t696] if _t696 in _memo6 else _memo6.setdefault(_t696, (1 + _a661(st, _t696))))))) and ((_memo5[_t696] if _t696 in _memo5 else _memo5.setdefault(_t696, _a663(st, _t696))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #258 abc751f7>
def _loop(st, _t704):
    _st_cvars = st.cvars
    for _t705 in st.zones[(9 + _owner665[st.loc[_t704]])]:
        if ((_st_cvars[84 + _t705] == _t704) and (_st_cvars[_t705] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #259 53feb787>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _t709 = 0
    for _t708 in st.zones[(9 + _owner667[st.loc[_t704]])]:
        if (_st_cvars[84 + _t708] == _t704):
            _t709 += (1 if ((_st_cvars[_t708] == 'carnivorous') or (_st_cvars[_t708] == 'high_body_weight')) else (2 if (_st_cvars[_t708] == 'parasite') else 0))
    return _t709

# <rulerun evolution.rules: feeding_turn_of #260 160526a5>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _t711 = 0
    for _t710 in st.zones[(9 + _owner669[st.loc[_t704]])]:
        if (_st_cvars[84 + _t710] == _t704):
            _t711 += (1 if ((_st_cvars[_t710] == 'carnivorous') or (_st_cvars[_t710] == 'high_body_weight')) else (2 if (_st_cvars[_t710] == 'parasite') else 0))
    return _t711

# <rulerun evolution.rules: feeding_turn_of #261 dd5a1278>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _t713 = 0
    for _t712 in st.zones[(9 + _owner671[st.loc[_t704]])]:
        if (((_st_cvars[84 + _t712] == _t704) and (_st_cvars[_t712] == 'fat_tissue')) and _st_cvars[252 + _t712]):
            _t713 += 1
    return _t713

# <rulerun evolution.rules: feeding_turn_of #262 0d8373da>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _t715 = 0
    for _t714 in st.zones[(9 + _owner673[st.loc[_t704]])]:
        if ((_st_cvars[84 + _t714] == _t704) and (_st_cvars[_t714] == 'fat_tissue')):
            _t715 += 1
    return _t715

# <rulerun evolution.rules: feeding_turn_of #263 1d276b2a>
def _loop(st, _t717):
    _st_cvars = st.cvars
    _t720 = 0
    for _t719 in st.zones[(9 + _owner677[st.loc[_st_cvars[84 + _t717]]])]:
        if (_st_cvars[84 + _t719] == _st_cvars[84 + _t717]):
            _t720 += (1 if ((_st_cvars[_t719] == 'carnivorous') or (_st_cvars[_t719] == 'high_body_weight')) else (2 if (_st_cvars[_t719] == 'parasite') else 0))
    return _t720

# <rulerun evolution.rules: feeding_turn_of #264 3d9e24f1>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t716 = st.zones[(9 + _owner675[st.loc[_t704]])]
    st.budget -= len(_t716)
    if st.budget < 0: _spent676(st)
    for _t717 in _t716:
        if (((_st_cvars[_t717] == 'symbiosis') and (_st_cvars[168 + _t717] == _t704)) and (not ((_st_cvars[924 + _st_cvars[84 + _t717]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t717]] >= (_memo6[_st_cvars[84 + _t717]] if _st_cvars[84 + _t717] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t717], (1 + _a678(st, _t717)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #265 053b6c8c>
def _loop(st, _t722):
    _st_cvars = st.cvars
    _t725 = 0
    for _t724 in st.zones[(9 + _owner683[st.loc[_t722]])]:
        if (_st_cvars[84 + _t724] == _t722):
            _t725 += (1 if ((_st_cvars[_t724] == 'carnivorous') or (_st_cvars[_t724] == 'high_body_weight')) else (2 if (_st_cvars[_t724] == 'parasite') else 0))
    return _t725

# <rulerun evolution.rules: feeding_turn_of #266 fb0e26ad>
def _loop(st, _t704):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t721 = (list(_chain680(map(st.zones.__getitem__, _k681))) or ())
    st.budget -= len(_t721)
    if st.budget < 0: _spent682(st)
    for _t722 in _t721:
        if ((_t722 != _t704) and ((not ((_st_cvars[924 + _t722] == _st_vars[0]) or (_st_cvars[504 + _t722] >= (_memo6[_t722] if _t722 in _memo6 else _memo6.setdefault(_t722, (1 + _a684(st, _t722))))))) and (_st_cvars[504 + _t722] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #267 f2a11a01>
def _loop(st, _t728):
    _st_cvars = st.cvars
    for _t729 in st.zones[(9 + _owner686[st.loc[_t728]])]:
        if ((_st_cvars[84 + _t729] == _t728) and (_st_cvars[_t729] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #268 0ab6979f>
def _loop(st, _t734):
    _st_cvars = st.cvars
    for _t735 in st.zones[(9 + _owner688[st.loc[_t734]])]:
        if ((_st_cvars[84 + _t735] == _t734) and (_st_cvars[_t735] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #269 88ce615a>
def _loop(st, _t734):
    _st_cvars = st.cvars
    _t739 = 0
    for _t738 in st.zones[(9 + _owner690[st.loc[_t734]])]:
        if (_st_cvars[84 + _t738] == _t734):
            _t739 += (1 if ((_st_cvars[_t738] == 'carnivorous') or (_st_cvars[_t738] == 'high_body_weight')) else (2 if (_st_cvars[_t738] == 'parasite') else 0))
    return _t739

# <rulerun evolution.rules: feeding_turn_of #270 d21412a7>
def _loop(st, _t741):
    _st_cvars = st.cvars
    _t744 = 0
    for _t743 in st.zones[(9 + _owner693[st.loc[_t741]])]:
        if (_st_cvars[84 + _t743] == _t741):
            _t744 += (1 if ((_st_cvars[_t743] == 'carnivorous') or (_st_cvars[_t743] == 'high_body_weight')) else (2 if (_st_cvars[_t743] == 'parasite') else 0))
    return _t744

# <rulerun evolution.rules: feeding_turn_of #271 67174eab>
def _loop(st, _t741):
    _st_cvars = st.cvars
    _t746 = 0
    for _t745 in st.zones[(9 + _owner695[st.loc[_t741]])]:
        if (((_st_cvars[84 + _t745] == _t741) and (_st_cvars[_t745] == 'fat_tissue')) and _st_cvars[252 + _t745]):
            _t746 += 1
    return _t746

# <rulerun evolution.rules: feeding_turn_of #272 6ab26841>
def _loop(st, _t741):
    _st_cvars = st.cvars
    _t748 = 0
    for _t747 in st.zones[(9 + _owner697[st.loc[_t741]])]:
        if ((_st_cvars[84 + _t747] == _t741) and (_st_cvars[_t747] == 'fat_tissue')):
            _t748 += 1
    return _t748

# <rulerun evolution.rules: feeding_turn_of #273 d8e4ece7>
def _loop(st, _t750):
    _st_cvars = st.cvars
    _t753 = 0
    for _t752 in st.zones[(9 + _owner701[st.loc[_st_cvars[84 + _t750]]])]:
        if (_st_cvars[84 + _t752] == _st_cvars[84 + _t750]):
            _t753 += (1 if ((_st_cvars[_t752] == 'carnivorous') or (_st_cvars[_t752] == 'high_body_weight')) else (2 if (_st_cvars[_t752] == 'parasite') else 0))
    return _t753

# <rulerun evolution.rules: feeding_turn_of #274 cb153e8b>
def _loop(st, _t741):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t749 = st.zones[(9 + _owner699[st.loc[_t741]])]
    st.budget -= len(_t749)
    if st.budget < 0: _spent700(st)
    for _t750 in _t749:
        if (((_st_cvars[_t750] == 'symbiosis') and (_st_cvars[168 + _t750] == _t741)) and (not ((_st_cvars[924 + _st_cvars[84 + _t750]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t750]] >= (_memo6[_st_cvars[84 + _t750]] if _st_cvars[84 + _t750] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t750], (1 + _a702(st, _t750)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #275 9e62ae61>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t740 = st.zones[(5 + L[0])]
    st.budget -= len(_t740)
    if st.budget < 0: _spent692(st)
    for _t741 in _t740:
        if ((not ((_st_cvars[924 + _t741] == _st_vars[0]) or ((_st_cvars[504 + _t741] >= (_memo6[_t741] if _t741 in _memo6 else _memo6.setdefault(_t741, (1 + _a694(st, _t741))))) and ((_memo5[_t741] if _t741 in _memo5 else _memo5.setdefault(_t741, _a696(st, _t741))) >= (_memo4[_t741] if _t741 in _memo4 else _memo4.setdefault(_t741, _a698(st, _t741))))))) and (_memo14[_t741] if _t741 in _memo14 else _memo14.setdefault(_t741, (not _a703(st, _t741))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #276 756848d6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _, _memo10, _, _, _, _, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t521 = (list(_chain510(map(_st_zones.__getitem__, _k511))) or ())
    st.budget -= len(_t521)
    if st.budget < 0: _spent512(st)
    _t520 = True
    for _t522 in _t521:
        if not (((_st_cvars[924 + _t522] == _st_vars[0]) or ((_st_cvars[504 + _t522] >= (_memo6[_t522] if _t522 in _memo6 else _memo6.setdefault(_t522, (1 + _a514(st, _t522))))) and ((_memo5[_t522] if _t522 in _memo5 else _memo5.setdefault(_t522, _a516(st, _t522))) >= (_memo4[_t522] if _t522 in _memo4 else _memo4.setdefault(_t522, _a518(st, _t522))))))):
            _t520 = False
            break
    if _t520:
        if _st_log is not None: _st_log.append(_Text520(_audience519(st), ['No animal can take any more food: the feeding phase ends']))
        raise _ExitTo521(6)
    _t530 = (_k522 or ())
    st.budget -= len(_t530)
    if st.budget < 0: _spent512(st)
    _t529 = False
    for _t531 in _t530:
        if (_memo8[_t531] if _t531 in _memo8 else _memo8.setdefault(_t531, ((((_memo3[_t531] if _t531 in _memo3 else _memo3.setdefault(_t531, ((_st_vars[3] > 0) and _a535(st, _t531)))) or (_memo1[_t531] if _t531 in _memo1 else _memo1.setdefault(_t531, _a572(st, _t531)))) or (_memo2[_t531] if _t531 in _memo2 else _memo2.setdefault(_t531, _a578(st, _t531)))) or _a607(st, _t531)))):
            _t529 = True
            break
    if (not _t529):
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
    _t703 = _st_zones[(5 + _l0)]
    st.budget -= len(_t703)
    if st.budget < 0: _spent512(st)
    _t702 = False
    for _t704 in _t703:
        if (_memo10[_t704] if _t704 in _memo10 else _memo10.setdefault(_t704, (((((_t707 if (_t707 := _memo7.get((_t704, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t704, 'piracy',), _a666(st, _t704))) and (_st_cvars[756 + _t704] != _st_vars[0])) and (not ((_st_cvars[924 + _t704] == _st_vars[0]) or (_st_cvars[504 + _t704] >= (_memo6[_t704] if _t704 in _memo6 else _memo6.setdefault(_t704, (1 + _a668(st, _t704)))))))) and ((not ((_st_cvars[924 + _t704] == _st_vars[0]) or ((_st_cvars[504 + _t704] >= (_memo6[_t704] if _t704 in _memo6 else _memo6.setdefault(_t704, (1 + _a670(st, _t704))))) and ((_memo5[_t704] if _t704 in _memo5 else _memo5.setdefault(_t704, _a672(st, _t704))) >= (_memo4[_t704] if _t704 in _memo4 else _memo4.setdefault(_t704, _a674(st, _t704))))))) and (st.memos[14][_t704] if _t704 in st.memos[14] else st.memos[14].setdefault(_t704, (not _a679(st, _t704)))))) and _a685(st, _t704)))):
            _t702 = True
            break
    if _t702:
        L[2] = (L[2] + ['piracy'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    _t727 = _st_zones[(5 + _l0)]
    st.budget -= len(_t727)
    if st.budget < 0: _spent512(st)
    _t726 = False
    for _t728 in _t727:
        if (((_t731 if (_t731 := _memo7.get((_t728, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t728, 'grazing',), _a687(st, _t728))) and (_st_cvars[840 + _t728] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t726 = True
            break
    if _t726:
        L[2] = (L[2] + ['grazing'])
        if len(L[2]) > 1000000: _too_long621(L[2])
    _t733 = _st_zones[(5 + _l0)]
    st.budget -= len(_t733)
    if st.budget < 0: _spent512(st)
    _t732 = False
    for _t734 in _t733:
        if (((((_t737 if (_t737 := _memo7.get((_t734, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t734, 'hibernation',), _a689(st, _t734))) and (_st_cvars[924 + _t734] != _st_vars[0])) and (_st_cvars[924 + _t734] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t734] == _st_vars[0]) or (_st_cvars[504 + _t734] >= (_memo6[_t734] if _t734 in _memo6 else _memo6.setdefault(_t734, (1 + _a691(st, _t734)))))))):
            _t732 = True
            break
    if _t732:
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

# <rulerun evolution.rules: take_food #295 44dd76a9>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t754 if -1000000000000000000 <= (_t754 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond705(_t754))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text709(_audience706(st), [_PlayerRef707(L[0]), "'s animal ", _plain708(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain708(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: take_food #296 5ce1d435>
def _loop(st, _t757):
    _st_cvars = st.cvars
    _t759 = 0
    for _t758 in st.zones[(9 + _owner711[st.loc[_t757]])]:
        if (_st_cvars[84 + _t758] == _t757):
            _t759 += (1 if ((_st_cvars[_t758] == 'carnivorous') or (_st_cvars[_t758] == 'high_body_weight')) else (2 if (_st_cvars[_t758] == 'parasite') else 0))
    return _t759

# <rulerun evolution.rules: take_food #297 662b6b09>
def _loop(st, _t757):
    _st_cvars = st.cvars
    _t761 = 0
    for _t760 in st.zones[(9 + _owner713[st.loc[_t757]])]:
        if (((_st_cvars[84 + _t760] == _t757) and (_st_cvars[_t760] == 'fat_tissue')) and _st_cvars[252 + _t760]):
            _t761 += 1
    return _t761

# <rulerun evolution.rules: take_food #298 c525110b>
def _loop(st, _t757):
    _st_cvars = st.cvars
    _t763 = 0
    for _t762 in st.zones[(9 + _owner715[st.loc[_t757]])]:
        if ((_st_cvars[84 + _t762] == _t757) and (_st_cvars[_t762] == 'fat_tissue')):
            _t763 += 1
    return _t763

# <rulerun evolution.rules: take_food #299 2fe2993d>
def _loop(st, _t765):
    _st_cvars = st.cvars
    _t768 = 0
    for _t767 in st.zones[(9 + _owner719[st.loc[_st_cvars[84 + _t765]]])]:
        if (_st_cvars[84 + _t767] == _st_cvars[84 + _t765]):
            _t768 += (1 if ((_st_cvars[_t767] == 'carnivorous') or (_st_cvars[_t767] == 'high_body_weight')) else (2 if (_st_cvars[_t767] == 'parasite') else 0))
    return _t768

# <rulerun evolution.rules: take_food #300 d47cb077>
def _loop(st, _t757):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t764 = st.zones[(9 + _owner717[st.loc[_t757]])]
    st.budget -= len(_t764)
    if st.budget < 0: _spent718(st)
    for _t765 in _t764:
        if (((_st_cvars[_t765] == 'symbiosis') and (_st_cvars[168 + _t765] == _t757)) and (not ((_st_cvars[924 + _st_cvars[84 + _t765]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t765]] >= (1 + _a720(st, _t765)))))):
            return True
    return False

# <rulerun evolution.rules: take_food #301 51e8e1ac>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t756 = st.zones[(5 + L[0])]
    st.budget -= len(_t756)
    if st.budget < 0: _spent710(st)
    _t755 = []
    for _t757 in _t756:
        if ((not ((_st_cvars[924 + _t757] == _st_vars[0]) or ((_st_cvars[504 + _t757] >= (1 + _a712(st, _t757))) and (_a714(st, _t757) >= _a716(st, _t757))))) and (not _a721(st, _t757))):
            _t755.append(_t757)
    return _t755

# <rulerun evolution.rules: take_food #302 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: take_food #303 bdcea8ab>
def _loop(st, L):
    _st_cvars = st.cvars
    _t770 = []
    for _t769 in st.zones[(9 + _owner726[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t769] == L[1]) or (_st_cvars[168 + _t769] == L[1])):
            _t770.append(_st_cvars[_t769])
    return _t770

# <rulerun evolution.rules: take_food #304 2e39a984>
def _loop(st, L):
    _st_cvars = st.cvars
    _t772 = []
    for _t771 in st.zones[(9 + _owner728[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t771] == L[1]) or (_st_cvars[168 + _t771] == L[1])):
            _t772.append(_t771)
    return _t772

# <rulerun evolution.rules: take_food #305 d3e341a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t774 = 0
    for _t773 in st.zones[(9 + _owner730[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t773] == L[1]):
            _t774 += (1 if ((_st_cvars[_t773] == 'carnivorous') or (_st_cvars[_t773] == 'high_body_weight')) else (2 if (_st_cvars[_t773] == 'parasite') else 0))
    return _t774

# <rulerun evolution.rules: take_food #306 1874611e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t776 = 0
    for _t775 in st.zones[(9 + _owner732[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t775] == L[1]) and (_st_cvars[_t775] == 'fat_tissue')) and _st_cvars[252 + _t775]):
            _t776 += 1
    return _t776

# <rulerun evolution.rules: take_food #307 64ee73fc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t778 = 0
    for _t777 in st.zones[(9 + _owner734[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t777] == L[1]) and (_st_cvars[_t777] == 'fat_tissue')):
            _t778 += 1
    return _t778

# <rulerun evolution.rules: take_food #308 01192506>
def _loop(st, L):
    _st_cvars = st.cvars
    _t780 = 0
    for _t779 in st.zones[(9 + _owner736[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t779] == L[1]) and (_st_cvars[_t779] == 'fat_tissue')):
            _t780 += 1
    return _t780

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

# <rulerun evolution.rules: convert_fat #312 7ea91558>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t785 = 0
    for _t784 in st.zones[(9 + _owner742[st.loc[_l1]])]:
        if (_st_cvars[84 + _t784] == _l1):
            _t785 += (1 if ((_st_cvars[_t784] == 'carnivorous') or (_st_cvars[_t784] == 'high_body_weight')) else (2 if (_st_cvars[_t784] == 'parasite') else 0))
    return _t785

# <rulerun evolution.rules: convert_fat #313 171f6763>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    L[3] = _l2
    for _t781 in st.zones[(9 + _l0)][:]:
        L[6] = _t781
        if not ((((_st_cvars[84 + _t781] == _l1) and _st_cvars[252 + _t781]) and (L[3] > 0))): continue
        _st_cvars[252 + _t781] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t782 if -1000000000000000000 <= (_t782 := L[3] - 1) <= 1000000000000000000 else _beyond738(_t782))
    _st_cvars[504 + _l1] = (_t783 if -1000000000000000000 <= (_t783 := _st_cvars[504 + _l1] + _l2) <= 1000000000000000000 else _beyond738(_t783))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text744(_audience739(st), [_PlayerRef740(_l0), ' converts ', _plain741(_l2), ' fat on animal ', _plain741(_st_cvars[420 + _l1]), ' into food (food ', _plain741(_st_cvars[504 + _l1]), '/', _plain741((_memo6[_l1] if _l1 in _memo6 else _memo6.setdefault(_l1, (1 + _a743(st, L))))), ')']))

# <rulerun evolution.rules: convert_fat #314 fce6162a>
def _loop(st, _t788):
    _st_cvars = st.cvars
    _t790 = 0
    for _t789 in st.zones[(9 + _owner746[st.loc[_t788]])]:
        if (_st_cvars[84 + _t789] == _t788):
            _t790 += (1 if ((_st_cvars[_t789] == 'carnivorous') or (_st_cvars[_t789] == 'high_body_weight')) else (2 if (_st_cvars[_t789] == 'parasite') else 0))
    return _t790

# <rulerun evolution.rules: convert_fat #315 932c6020>
def _loop(st, _t788):
    _st_cvars = st.cvars
    _t792 = 0
    for _t791 in st.zones[(9 + _owner748[st.loc[_t788]])]:
        if (((_st_cvars[84 + _t791] == _t788) and (_st_cvars[_t791] == 'fat_tissue')) and _st_cvars[252 + _t791]):
            _t792 += 1
    return _t792

# <rulerun evolution.rules: convert_fat #316 2f916c37>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t787 = st.zones[(5 + L[0])]
    st.budget -= len(_t787)
    if st.budget < 0: _spent745(st)
    _t786 = []
    for _t788 in _t787:
        if ((not ((_st_cvars[924 + _t788] == _st_vars[0]) or (_st_cvars[504 + _t788] >= (1 + _a747(st, _t788))))) and (_a749(st, _t788) > 0)):
            _t786.append(_t788)
    return _t786

# <rulerun evolution.rules: convert_fat #317 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: convert_fat #318 15bbf07c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t794 = []
    for _t793 in st.zones[(9 + _owner754[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t793] == L[1]) or (_st_cvars[168 + _t793] == L[1])):
            _t794.append(_st_cvars[_t793])
    return _t794

# <rulerun evolution.rules: convert_fat #319 6f8fd610>
def _loop(st, L):
    _st_cvars = st.cvars
    _t796 = []
    for _t795 in st.zones[(9 + _owner756[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t795] == L[1]) or (_st_cvars[168 + _t795] == L[1])):
            _t796.append(_t795)
    return _t796

# <rulerun evolution.rules: convert_fat #320 6e024abe>
def _loop(st, L):
    _st_cvars = st.cvars
    _t798 = 0
    for _t797 in st.zones[(9 + _owner758[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t797] == L[1]):
            _t798 += (1 if ((_st_cvars[_t797] == 'carnivorous') or (_st_cvars[_t797] == 'high_body_weight')) else (2 if (_st_cvars[_t797] == 'parasite') else 0))
    return _t798

# <rulerun evolution.rules: convert_fat #321 202187ba>
def _loop(st, L):
    _st_cvars = st.cvars
    _t800 = 0
    for _t799 in st.zones[(9 + _owner760[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t799] == L[1]) and (_st_cvars[_t799] == 'fat_tissue')) and _st_cvars[252 + _t799]):
            _t800 += 1
    return _t800

# <rulerun evolution.rules: convert_fat #322 0c6e12b2>
def _loop(st, L):
    _st_cvars = st.cvars
    _t802 = 0
    for _t801 in st.zones[(9 + _owner762[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t801] == L[1]) and (_st_cvars[_t801] == 'fat_tissue')):
            _t802 += 1
    return _t802

# <rulerun evolution.rules: convert_fat #323 b07bfb7d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t804 = 0
    for _t803 in st.zones[(9 + _owner764[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t803] == L[1]) and (_st_cvars[_t803] == 'fat_tissue')):
            _t804 += 1
    return _t804

# <rulerun evolution.rules: convert_fat #324 85b9cdaa>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain750(_text751(((((('animal ' + _plain750(_st_cvars[420 + L[1]]) + ' of ' + _player_text752(_owner753[st.loc[L[1]]])) + (_text751(' ' + _plain750(_a755(st, L))) if (not not (_a757(st, L) or ())) else '')) + (' food ' + _plain750(_st_cvars[504 + L[1]]) + '/' + _plain750((1 + _a759(st, L))))) + ((' fat ' + _plain750(_a761(st, L)) + '/' + _plain750(_a763(st, L))) if (_a765(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: convert_fat #325 625ff382>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t806 = 0
    for _t805 in st.zones[(9 + _owner767[st.loc[_l1]])]:
        if (((_st_cvars[84 + _t805] == _l1) and (_st_cvars[_t805] == 'fat_tissue')) and _st_cvars[252 + _t805]):
            _t806 += 1
    return _t806

# <rulerun evolution.rules: convert_fat #326 3b7c051c>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t808 = 0
    for _t807 in st.zones[(9 + _owner769[st.loc[_l1]])]:
        if (_st_cvars[84 + _t807] == _l1):
            _t808 += (1 if ((_st_cvars[_t807] == 'carnivorous') or (_st_cvars[_t807] == 'high_body_weight')) else (2 if (_st_cvars[_t807] == 'parasite') else 0))
    return _t808

# <rulerun evolution.rules: convert_fat #327 a24d2592>
def _native(st, L):
    return _range766(1, min(_a768(st, L), (_t809 if -1000000000000000000 <= (_t809 := ((1 + _a770(st, L)) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond771(_t809))))

# <rulerun evolution.rules: convert_fat #328 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: receive #329 a3bb1cd3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t811 = 0
    for _t810 in st.zones[(9 + _owner772[st.loc[_l0]])]:
        if (_st_cvars[84 + _t810] == _l0):
            _t811 += (1 if ((_st_cvars[_t810] == 'carnivorous') or (_st_cvars[_t810] == 'high_body_weight')) else (2 if (_st_cvars[_t810] == 'parasite') else 0))
    return _t811

# <rulerun evolution.rules: receive #330 2548fadf>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t813 = 0
    for _t812 in st.zones[(9 + _owner774[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t812] == _l0) and (_st_cvars[_t812] == 'fat_tissue')) and _st_cvars[252 + _t812]):
            _t813 += 1
    return _t813

# <rulerun evolution.rules: receive #331 71e042f5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t815 = 0
    for _t814 in st.zones[(9 + _owner776[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t814] == _l0) and (_st_cvars[_t814] == 'fat_tissue')):
            _t815 += 1
    return _t815

# <rulerun evolution.rules: receive #332 98e97771>
def _loop(st, _t817):
    _st_cvars = st.cvars
    _t820 = 0
    for _t819 in st.zones[(9 + _owner780[st.loc[_st_cvars[84 + _t817]]])]:
        if (_st_cvars[84 + _t819] == _st_cvars[84 + _t817]):
            _t820 += (1 if ((_st_cvars[_t819] == 'carnivorous') or (_st_cvars[_t819] == 'high_body_weight')) else (2 if (_st_cvars[_t819] == 'parasite') else 0))
    return _t820

# <rulerun evolution.rules: receive #333 7cf4c6eb>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t816 = st.zones[(9 + _owner778[st.loc[_l0]])]
    st.budget -= len(_t816)
    if st.budget < 0: _spent779(st)
    for _t817 in _t816:
        if (((_st_cvars[_t817] == 'symbiosis') and (_st_cvars[168 + _t817] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t817]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t817]] >= (_memo6[_st_cvars[84 + _t817]] if _st_cvars[84 + _t817] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t817], (1 + _a781(st, _t817)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #334 11fbcf88>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a773(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a775(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a777(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a782(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t821 if -1000000000000000000 <= (_t821 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond783(_t821))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text788(_audience784(st), [_PlayerRef786(_owner785[st.loc[_l0]]), "'s animal ", _plain787(_st_cvars[420 + _l0]), ' cannot take the ', _plain787(_l1), ' token']))
        return 2

# <rulerun evolution.rules: receive #335 7683cf86>
def _loop(st, L):
    _st_cvars = st.cvars
    _t823 = 0
    for _t822 in st.zones[(9 + _owner790[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t822] == L[2]):
            _t823 += (1 if ((_st_cvars[_t822] == 'carnivorous') or (_st_cvars[_t822] == 'high_body_weight')) else (2 if (_st_cvars[_t822] == 'parasite') else 0))
    return _t823

# <rulerun evolution.rules: receive #336 575ab501>
def _loop(st, L):
    _st_cvars = st.cvars
    _t828 = 0
    for _t827 in st.zones[(9 + _owner795[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t827] == L[2]) and (_st_cvars[_t827] == 'fat_tissue')) and _st_cvars[252 + _t827]):
            _t828 += 1
    return _t828

# <rulerun evolution.rules: receive #337 1a776e54>
def _loop(st, L):
    _st_cvars = st.cvars
    _t830 = 0
    for _t829 in st.zones[(9 + _owner797[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t829] == L[2]) and (_st_cvars[_t829] == 'fat_tissue')):
            _t830 += 1
    return _t830

# <rulerun evolution.rules: receive #338 b6da653e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t833 = 0
    for _t832 in st.zones[(9 + _owner801[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t832] == L[2]):
            _t833 += (1 if ((_st_cvars[_t832] == 'carnivorous') or (_st_cvars[_t832] == 'high_body_weight')) else (2 if (_st_cvars[_t832] == 'parasite') else 0))
    return _t833

# <rulerun evolution.rules: receive #339 bef8f216>
def _native(st, L):
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value789(st, 0, 0, 'feed'))
    if ((_st_cvars[924 + L[2]] == st.vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a791(st, L)))))):
        _t825 = L[2]
        _t824 = None
        for _t826 in st.zones[(9 + _owner792[st.loc[L[2]]])]:
            if (((_st_cvars[84 + _t826] == _t825) and (_st_cvars[_t826] == 'fat_tissue')) and (not _st_cvars[252 + _t826])):
                _t824 = _t826
                break
        L[3] = _t824
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
        _st_cvars[504 + L[2]] = (_t831 if -1000000000000000000 <= (_t831 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond800(_t831))
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

# <rulerun evolution.rules: paired_triggers #342 ed399dbe>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t838 = 0
    for _t837 in st.zones[(9 + _owner806[st.loc[_l0]])]:
        if (_st_cvars[84 + _t837] == _l0):
            _t838 += (1 if ((_st_cvars[_t837] == 'carnivorous') or (_st_cvars[_t837] == 'high_body_weight')) else (2 if (_st_cvars[_t837] == 'parasite') else 0))
    return _t838

# <rulerun evolution.rules: paired_triggers #343 45184e6f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t840 = 0
    for _t839 in st.zones[(9 + _owner808[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t839] == _l0) and (_st_cvars[_t839] == 'fat_tissue')) and _st_cvars[252 + _t839]):
            _t840 += 1
    return _t840

# <rulerun evolution.rules: paired_triggers #344 28b524fa>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t842 = 0
    for _t841 in st.zones[(9 + _owner810[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t841] == _l0) and (_st_cvars[_t841] == 'fat_tissue')):
            _t842 += 1
    return _t842

# <rulerun evolution.rules: paired_triggers #345 7e6da3a0>
def _loop(st, _t844):
    _st_cvars = st.cvars
    _t847 = 0
    for _t846 in st.zones[(9 + _owner814[st.loc[_st_cvars[84 + _t844]]])]:
        if (_st_cvars[84 + _t846] == _st_cvars[84 + _t844]):
            _t847 += (1 if ((_st_cvars[_t846] == 'carnivorous') or (_st_cvars[_t846] == 'high_body_weight')) else (2 if (_st_cvars[_t846] == 'parasite') else 0))
    return _t847

# <rulerun evolution.rules: paired_triggers #346 8d0bf211>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t843 = st.zones[(9 + _owner812[st.loc[_l0]])]
    st.budget -= len(_t843)
    if st.budget < 0: _spent813(st)
    for _t844 in _t843:
        if (((_st_cvars[_t844] == 'symbiosis') and (_st_cvars[168 + _t844] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t844]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t844]] >= (1 + _a815(st, _t844)))))):
            return True
    return False

# <rulerun evolution.rules: can_receive #347 89e72e8c>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    st.budget -= 1
    if st.budget < 0: _spent805(st)
    return ((not ((_st_cvars[924 + _l0] == st.vars[0]) or ((_st_cvars[504 + _l0] >= (1 + _a807(st, L))) and (_a809(st, L) >= _a811(st, L))))) and (not _a816(st, L)))

# <rulerun evolution.rules: paired_triggers #348 839718d6>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t835 = st.zones[(9 + _owner803[st.loc[_l0]])]
    st.budget -= len(_t835)
    if st.budget < 0: _spent804(st)
    _t834 = []
    for _t836 in _t835:
        if (((_st_cvars[336 + _t836] != _st_vars[4]) and ((_st_cvars[84 + _t836] == _l0) or (_st_cvars[168 + _t836] == _l0))) and (((((_st_cvars[_t836] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d817(st, [(_st_cvars[168 + _t836] if (_st_cvars[84 + _t836] == _l0) else _st_cvars[84 + _t836])])) or ((_st_cvars[_t836] == 'cooperation') and _d817(st, [(_st_cvars[168 + _t836] if (_st_cvars[84 + _t836] == _l0) else _st_cvars[84 + _t836])])))):
            _t834.append(_t836)
    L[2] = _t834
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

# <rulerun evolution.rules: paired_triggers #350 c727fd69>
def _native(st, L):
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_vars[3] = (_t848 if -1000000000000000000 <= (_t848 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond818(_t848))
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

# <rulerun evolution.rules: piracy #360 8881b5cc>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _st_cvars[756 + _l1] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + _l2] = (_t849 if -1000000000000000000 <= (_t849 := _st_cvars[504 + _l2] - 1) <= 1000000000000000000 else _beyond826(_t849))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text831(_audience827(st), ['Piracy: ', _PlayerRef828(L[0]), "'s animal ", _plain829(_st_cvars[420 + _l1]), ' steals a food token from ', _PlayerRef828(_owner830[st.loc[_l2]]), "'s animal ", _plain829(_st_cvars[420 + _l2])]))

# <rulerun evolution.rules: piracy #361 e96ec4e4>
def _loop(st, _t852):
    _st_cvars = st.cvars
    for _t853 in st.zones[(9 + _owner833[st.loc[_t852]])]:
        if ((_st_cvars[84 + _t853] == _t852) and (_st_cvars[_t853] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #362 ca01619f>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _t856 = 0
    for _t855 in st.zones[(9 + _owner835[st.loc[_t852]])]:
        if (_st_cvars[84 + _t855] == _t852):
            _t856 += (1 if ((_st_cvars[_t855] == 'carnivorous') or (_st_cvars[_t855] == 'high_body_weight')) else (2 if (_st_cvars[_t855] == 'parasite') else 0))
    return _t856

# <rulerun evolution.rules: piracy #363 198e79a6>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _t858 = 0
    for _t857 in st.zones[(9 + _owner837[st.loc[_t852]])]:
        if (_st_cvars[84 + _t857] == _t852):
            _t858 += (1 if ((_st_cvars[_t857] == 'carnivorous') or (_st_cvars[_t857] == 'high_body_weight')) else (2 if (_st_cvars[_t857] == 'parasite') else 0))
    return _t858

# <rulerun evolution.rules: piracy #364 af05efbb>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _t860 = 0
    for _t859 in st.zones[(9 + _owner839[st.loc[_t852]])]:
        if (((_st_cvars[84 + _t859] == _t852) and (_st_cvars[_t859] == 'fat_tissue')) and _st_cvars[252 + _t859]):
            _t860 += 1
    return _t860

# <rulerun evolution.rules: piracy #365 b14d9113>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _t862 = 0
    for _t861 in st.zones[(9 + _owner841[st.loc[_t852]])]:
        if ((_st_cvars[84 + _t861] == _t852) and (_st_cvars[_t861] == 'fat_tissue')):
            _t862 += 1
    return _t862

# <rulerun evolution.rules: piracy #366 99baee9c>
def _loop(st, _t864):
    _st_cvars = st.cvars
    _t867 = 0
    for _t866 in st.zones[(9 + _owner845[st.loc[_st_cvars[84 + _t864]]])]:
        if (_st_cvars[84 + _t866] == _st_cvars[84 + _t864]):
            _t867 += (1 if ((_st_cvars[_t866] == 'carnivorous') or (_st_cvars[_t866] == 'high_body_weight')) else (2 if (_st_cvars[_t866] == 'parasite') else 0))
    return _t867

# <rulerun evolution.rules: piracy #367 0736ae63>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t863 = st.zones[(9 + _owner843[st.loc[_t852]])]
    st.budget -= len(_t863)
    if st.budget < 0: _spent844(st)
    for _t864 in _t863:
        if (((_st_cvars[_t864] == 'symbiosis') and (_st_cvars[168 + _t864] == _t852)) and (not ((_st_cvars[924 + _st_cvars[84 + _t864]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t864]] >= (1 + _a846(st, _t864)))))):
            return True
    return False

# <rulerun evolution.rules: piracy #368 e6891265>
def _loop(st, _t869):
    _st_cvars = st.cvars
    _t872 = 0
    for _t871 in st.zones[(9 + _owner851[st.loc[_t869]])]:
        if (_st_cvars[84 + _t871] == _t869):
            _t872 += (1 if ((_st_cvars[_t871] == 'carnivorous') or (_st_cvars[_t871] == 'high_body_weight')) else (2 if (_st_cvars[_t871] == 'parasite') else 0))
    return _t872

# <rulerun evolution.rules: piracy #369 41efa9cf>
def _loop(st, _t852):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t868 = (list(_chain848(map(st.zones.__getitem__, _k849))) or ())
    st.budget -= len(_t868)
    if st.budget < 0: _spent850(st)
    for _t869 in _t868:
        if ((_t869 != _t852) and ((not ((_st_cvars[924 + _t869] == _st_vars[0]) or (_st_cvars[504 + _t869] >= (1 + _a852(st, _t869))))) and (_st_cvars[504 + _t869] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #370 010e7d42>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t851 = st.zones[(5 + L[0])]
    st.budget -= len(_t851)
    if st.budget < 0: _spent832(st)
    _t850 = []
    for _t852 in _t851:
        if ((((_a834(st, _t852) and (_st_cvars[756 + _t852] != _st_vars[0])) and (not ((_st_cvars[924 + _t852] == _st_vars[0]) or (_st_cvars[504 + _t852] >= (1 + _a836(st, _t852)))))) and ((not ((_st_cvars[924 + _t852] == _st_vars[0]) or ((_st_cvars[504 + _t852] >= (1 + _a838(st, _t852))) and (_a840(st, _t852) >= _a842(st, _t852))))) and (not _a847(st, _t852)))) and _a853(st, _t852)):
            _t850.append(_t852)
    return _t850

# <rulerun evolution.rules: piracy #371 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #372 99c82e24>
def _loop(st, L):
    _st_cvars = st.cvars
    _t874 = []
    for _t873 in st.zones[(9 + _owner858[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t873] == L[1]) or (_st_cvars[168 + _t873] == L[1])):
            _t874.append(_st_cvars[_t873])
    return _t874

# <rulerun evolution.rules: piracy #373 481a9a7e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t876 = []
    for _t875 in st.zones[(9 + _owner860[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t875] == L[1]) or (_st_cvars[168 + _t875] == L[1])):
            _t876.append(_t875)
    return _t876

# <rulerun evolution.rules: piracy #374 2a54c400>
def _loop(st, L):
    _st_cvars = st.cvars
    _t878 = 0
    for _t877 in st.zones[(9 + _owner862[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t877] == L[1]):
            _t878 += (1 if ((_st_cvars[_t877] == 'carnivorous') or (_st_cvars[_t877] == 'high_body_weight')) else (2 if (_st_cvars[_t877] == 'parasite') else 0))
    return _t878

# <rulerun evolution.rules: piracy #375 8133dc0f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t880 = 0
    for _t879 in st.zones[(9 + _owner864[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t879] == L[1]) and (_st_cvars[_t879] == 'fat_tissue')) and _st_cvars[252 + _t879]):
            _t880 += 1
    return _t880

# <rulerun evolution.rules: piracy #376 c047e2ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t882 = 0
    for _t881 in st.zones[(9 + _owner866[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t881] == L[1]) and (_st_cvars[_t881] == 'fat_tissue')):
            _t882 += 1
    return _t882

# <rulerun evolution.rules: piracy #377 5f716dd4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t884 = 0
    for _t883 in st.zones[(9 + _owner868[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t883] == L[1]) and (_st_cvars[_t883] == 'fat_tissue')):
            _t884 += 1
    return _t884

# <rulerun evolution.rules: piracy #378 df1a93d7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain854(_text855(((((('animal ' + _plain854(_st_cvars[420 + L[1]]) + ' of ' + _player_text856(_owner857[st.loc[L[1]]])) + (_text855(' ' + _plain854(_a859(st, L))) if (not not (_a861(st, L) or ())) else '')) + (' food ' + _plain854(_st_cvars[504 + L[1]]) + '/' + _plain854((1 + _a863(st, L))))) + ((' fat ' + _plain854(_a865(st, L)) + '/' + _plain854(_a867(st, L))) if (_a869(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: piracy #379 3c908bcb>
def _loop(st, _t887):
    _st_cvars = st.cvars
    _t889 = 0
    for _t888 in st.zones[(9 + _owner873[st.loc[_t887]])]:
        if (_st_cvars[84 + _t888] == _t887):
            _t889 += (1 if ((_st_cvars[_t888] == 'carnivorous') or (_st_cvars[_t888] == 'high_body_weight')) else (2 if (_st_cvars[_t888] == 'parasite') else 0))
    return _t889

# <rulerun evolution.rules: piracy #380 4fe82dc5>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t886 = (list(_chain870(map(st.zones.__getitem__, _k871))) or ())
    st.budget -= len(_t886)
    if st.budget < 0: _spent872(st)
    _t885 = []
    for _t887 in _t886:
        if ((_t887 != _l1) and ((not ((_st_cvars[924 + _t887] == _st_vars[0]) or (_st_cvars[504 + _t887] >= (1 + _a874(st, _t887))))) and (_st_cvars[504 + _t887] > 0))):
            _t885.append(_t887)
    return _t885

# <rulerun evolution.rules: piracy #381 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: piracy #382 4deae40b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t891 = []
    for _t890 in st.zones[(9 + _owner879[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t890] == L[2]) or (_st_cvars[168 + _t890] == L[2])):
            _t891.append(_st_cvars[_t890])
    return _t891

# <rulerun evolution.rules: piracy #383 469be100>
def _loop(st, L):
    _st_cvars = st.cvars
    _t893 = []
    for _t892 in st.zones[(9 + _owner881[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t892] == L[2]) or (_st_cvars[168 + _t892] == L[2])):
            _t893.append(_t892)
    return _t893

# <rulerun evolution.rules: piracy #384 7d0c3905>
def _loop(st, L):
    _st_cvars = st.cvars
    _t895 = 0
    for _t894 in st.zones[(9 + _owner883[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t894] == L[2]):
            _t895 += (1 if ((_st_cvars[_t894] == 'carnivorous') or (_st_cvars[_t894] == 'high_body_weight')) else (2 if (_st_cvars[_t894] == 'parasite') else 0))
    return _t895

# <rulerun evolution.rules: piracy #385 2c7c3db6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t897 = 0
    for _t896 in st.zones[(9 + _owner885[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t896] == L[2]) and (_st_cvars[_t896] == 'fat_tissue')) and _st_cvars[252 + _t896]):
            _t897 += 1
    return _t897

# <rulerun evolution.rules: piracy #386 6dba06a1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t899 = 0
    for _t898 in st.zones[(9 + _owner887[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t898] == L[2]) and (_st_cvars[_t898] == 'fat_tissue')):
            _t899 += 1
    return _t899

# <rulerun evolution.rules: piracy #387 5a902bad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t901 = 0
    for _t900 in st.zones[(9 + _owner889[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t900] == L[2]) and (_st_cvars[_t900] == 'fat_tissue')):
            _t901 += 1
    return _t901

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

# <rulerun evolution.rules: grazing #391 bae0460b>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_cvars[840 + _l1] = _st_vars[4]
    _st_vars[3] = (_t902 if -1000000000000000000 <= (_t902 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond891(_t902))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text895(_audience892(st), ['Grazing: ', _PlayerRef893(L[0]), "'s animal ", _plain894(_st_cvars[420 + _l1]), ' destroys a red token of the food base (', _plain894(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: grazing #392 50bf4ce7>
def _loop(st, _t905):
    _st_cvars = st.cvars
    for _t906 in st.zones[(9 + _owner897[st.loc[_t905]])]:
        if ((_st_cvars[84 + _t906] == _t905) and (_st_cvars[_t906] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #393 ebe2c127>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t904 = st.zones[(5 + L[0])]
    st.budget -= len(_t904)
    if st.budget < 0: _spent896(st)
    _t903 = []
    for _t905 in _t904:
        if ((_a898(st, _t905) and (_st_cvars[840 + _t905] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t903.append(_t905)
    return _t903

# <rulerun evolution.rules: grazing #394 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: grazing #395 acc6fa78>
def _loop(st, L):
    _st_cvars = st.cvars
    _t909 = []
    for _t908 in st.zones[(9 + _owner903[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t908] == L[1]) or (_st_cvars[168 + _t908] == L[1])):
            _t909.append(_st_cvars[_t908])
    return _t909

# <rulerun evolution.rules: grazing #396 5e1d157d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t911 = []
    for _t910 in st.zones[(9 + _owner905[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t910] == L[1]) or (_st_cvars[168 + _t910] == L[1])):
            _t911.append(_t910)
    return _t911

# <rulerun evolution.rules: grazing #397 cf43476b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t913 = 0
    for _t912 in st.zones[(9 + _owner907[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t912] == L[1]):
            _t913 += (1 if ((_st_cvars[_t912] == 'carnivorous') or (_st_cvars[_t912] == 'high_body_weight')) else (2 if (_st_cvars[_t912] == 'parasite') else 0))
    return _t913

# <rulerun evolution.rules: grazing #398 334aab38>
def _loop(st, L):
    _st_cvars = st.cvars
    _t915 = 0
    for _t914 in st.zones[(9 + _owner909[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t914] == L[1]) and (_st_cvars[_t914] == 'fat_tissue')) and _st_cvars[252 + _t914]):
            _t915 += 1
    return _t915

# <rulerun evolution.rules: grazing #399 f243f8a5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t917 = 0
    for _t916 in st.zones[(9 + _owner911[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t916] == L[1]) and (_st_cvars[_t916] == 'fat_tissue')):
            _t917 += 1
    return _t917

# <rulerun evolution.rules: grazing #400 e662700f>
def _loop(st, L):
    _st_cvars = st.cvars
    _t919 = 0
    for _t918 in st.zones[(9 + _owner913[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t918] == L[1]) and (_st_cvars[_t918] == 'fat_tissue')):
            _t919 += 1
    return _t919

# <rulerun evolution.rules: grazing #401 69068151>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain899(_text900(((((('animal ' + _plain899(_st_cvars[420 + L[1]]) + ' of ' + _player_text901(_owner902[st.loc[L[1]]])) + (_text900(' ' + _plain899(_a904(st, L))) if (not not (_a906(st, L) or ())) else '')) + (' food ' + _plain899(_st_cvars[504 + L[1]]) + '/' + _plain899((1 + _a908(st, L))))) + ((' fat ' + _plain899(_a910(st, L)) + '/' + _plain899(_a912(st, L))) if (_a914(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: hibernation #402 1698eca3>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _st_cvars[924 + _l1] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text918(_audience915(st), ['Hibernation: ', _PlayerRef916(L[0]), "'s animal ", _plain917(_st_cvars[420 + _l1]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: hibernation #403 bb1d9534>
def _loop(st, _t922):
    _st_cvars = st.cvars
    for _t923 in st.zones[(9 + _owner920[st.loc[_t922]])]:
        if ((_st_cvars[84 + _t923] == _t922) and (_st_cvars[_t923] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #404 bc508c19>
def _loop(st, _t922):
    _st_cvars = st.cvars
    _t926 = 0
    for _t925 in st.zones[(9 + _owner922[st.loc[_t922]])]:
        if (_st_cvars[84 + _t925] == _t922):
            _t926 += (1 if ((_st_cvars[_t925] == 'carnivorous') or (_st_cvars[_t925] == 'high_body_weight')) else (2 if (_st_cvars[_t925] == 'parasite') else 0))
    return _t926

# <rulerun evolution.rules: hibernation #405 8775d0c0>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t921 = st.zones[(5 + L[0])]
    st.budget -= len(_t921)
    if st.budget < 0: _spent919(st)
    _t920 = []
    for _t922 in _t921:
        if ((((_a921(st, _t922) and (_st_cvars[924 + _t922] != _st_vars[0])) and (_st_cvars[924 + _t922] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t922] == _st_vars[0]) or (_st_cvars[504 + _t922] >= (1 + _a923(st, _t922)))))):
            _t920.append(_t922)
    return _t920

# <rulerun evolution.rules: hibernation #406 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: hibernation #407 01def5e9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t928 = []
    for _t927 in st.zones[(9 + _owner928[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t927] == L[1]) or (_st_cvars[168 + _t927] == L[1])):
            _t928.append(_st_cvars[_t927])
    return _t928

# <rulerun evolution.rules: hibernation #408 3aed9b71>
def _loop(st, L):
    _st_cvars = st.cvars
    _t930 = []
    for _t929 in st.zones[(9 + _owner930[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t929] == L[1]) or (_st_cvars[168 + _t929] == L[1])):
            _t930.append(_t929)
    return _t930

# <rulerun evolution.rules: hibernation #409 4efae4e4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t932 = 0
    for _t931 in st.zones[(9 + _owner932[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t931] == L[1]):
            _t932 += (1 if ((_st_cvars[_t931] == 'carnivorous') or (_st_cvars[_t931] == 'high_body_weight')) else (2 if (_st_cvars[_t931] == 'parasite') else 0))
    return _t932

# <rulerun evolution.rules: hibernation #410 429af5c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t934 = 0
    for _t933 in st.zones[(9 + _owner934[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t933] == L[1]) and (_st_cvars[_t933] == 'fat_tissue')) and _st_cvars[252 + _t933]):
            _t934 += 1
    return _t934

# <rulerun evolution.rules: hibernation #411 45a51a94>
def _loop(st, L):
    _st_cvars = st.cvars
    _t936 = 0
    for _t935 in st.zones[(9 + _owner936[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t935] == L[1]) and (_st_cvars[_t935] == 'fat_tissue')):
            _t936 += 1
    return _t936

# <rulerun evolution.rules: hibernation #412 f317df3e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t938 = 0
    for _t937 in st.zones[(9 + _owner938[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t937] == L[1]) and (_st_cvars[_t937] == 'fat_tissue')):
            _t938 += 1
    return _t938

# <rulerun evolution.rules: hibernation #413 8e521f93>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain924(_text925(((((('animal ' + _plain924(_st_cvars[420 + L[1]]) + ' of ' + _player_text926(_owner927[st.loc[L[1]]])) + (_text925(' ' + _plain924(_a929(st, L))) if (not not (_a931(st, L) or ())) else '')) + (' food ' + _plain924(_st_cvars[504 + L[1]]) + '/' + _plain924((1 + _a933(st, L))))) + ((' fat ' + _plain924(_a935(st, L)) + '/' + _plain924(_a937(st, L))) if (_a939(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #414 4c7eae13>
def _loop(st, _t941):
    _st_cvars = st.cvars
    for _t942 in st.zones[(9 + _owner941[st.loc[_t941]])]:
        if ((_st_cvars[84 + _t942] == _t941) and (_st_cvars[_t942] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #415 7414913e>
def _loop(st, _t941):
    _st_cvars = st.cvars
    _t945 = 0
    for _t944 in st.zones[(9 + _owner943[st.loc[_t941]])]:
        if (_st_cvars[84 + _t944] == _t941):
            _t945 += (1 if ((_st_cvars[_t944] == 'carnivorous') or (_st_cvars[_t944] == 'high_body_weight')) else (2 if (_st_cvars[_t944] == 'parasite') else 0))
    return _t945

# <rulerun evolution.rules: attack_action #416 2181376e>
def _loop(st, _t941):
    _st_cvars = st.cvars
    _t947 = 0
    for _t946 in st.zones[(9 + _owner945[st.loc[_t941]])]:
        if (((_st_cvars[84 + _t946] == _t941) and (_st_cvars[_t946] == 'fat_tissue')) and _st_cvars[252 + _t946]):
            _t947 += 1
    return _t947

# <rulerun evolution.rules: attack_action #417 1db5552a>
def _loop(st, _t941):
    _st_cvars = st.cvars
    _t949 = 0
    for _t948 in st.zones[(9 + _owner947[st.loc[_t941]])]:
        if ((_st_cvars[84 + _t948] == _t941) and (_st_cvars[_t948] == 'fat_tissue')):
            _t949 += 1
    return _t949

# <rulerun evolution.rules: attack_action #418 b2bde0d1>
def _loop(st, _t951):
    _st_cvars = st.cvars
    _t954 = 0
    for _t953 in st.zones[(9 + _owner951[st.loc[_st_cvars[84 + _t951]]])]:
        if (_st_cvars[84 + _t953] == _st_cvars[84 + _t951]):
            _t954 += (1 if ((_st_cvars[_t953] == 'carnivorous') or (_st_cvars[_t953] == 'high_body_weight')) else (2 if (_st_cvars[_t953] == 'parasite') else 0))
    return _t954

# <rulerun evolution.rules: attack_action #419 7eaad03d>
def _loop(st, _t941):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t950 = st.zones[(9 + _owner949[st.loc[_t941]])]
    st.budget -= len(_t950)
    if st.budget < 0: _spent950(st)
    for _t951 in _t950:
        if (((_st_cvars[_t951] == 'symbiosis') and (_st_cvars[168 + _t951] == _t941)) and (not ((_st_cvars[924 + _st_cvars[84 + _t951]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t951]] >= (1 + _a952(st, _t951)))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #420 2652661a>
def _loop(st, _t956):
    _st_cvars = st.cvars
    for _t958 in st.zones[(9 + _owner957[st.loc[_t956]])]:
        if ((_st_cvars[84 + _t958] == _t956) and (_st_cvars[_t958] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #421 1210c305>
def _loop(st, _t941):
    _st_cvars = st.cvars
    for _t960 in st.zones[(9 + _owner959[st.loc[_t941]])]:
        if ((_st_cvars[84 + _t960] == _t941) and (_st_cvars[_t960] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #422 41aa8d12>
def _loop(st, _t956):
    _st_cvars = st.cvars
    for _t963 in st.zones[(9 + _owner961[st.loc[_t956]])]:
        if ((_st_cvars[84 + _t963] == _t956) and (_st_cvars[_t963] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #423 4ae3fae1>
def _loop(st, _t941):
    _st_cvars = st.cvars
    for _t965 in st.zones[(9 + _owner963[st.loc[_t941]])]:
        if ((_st_cvars[84 + _t965] == _t941) and (_st_cvars[_t965] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #424 b860a250>
def _loop(st, _t956):
    _st_cvars = st.cvars
    for _t968 in st.zones[(9 + _owner965[st.loc[_t956]])]:
        if ((_st_cvars[84 + _t968] == _t956) and (_st_cvars[_t968] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #425 6e54eae2>
def _loop(st, _t941):
    _st_cvars = st.cvars
    for _t970 in st.zones[(9 + _owner967[st.loc[_t941]])]:
        if ((_st_cvars[84 + _t970] == _t941) and (_st_cvars[_t970] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #426 e8040584>
def _loop(st, _t956):
    _st_cvars = st.cvars
    for _t973 in st.zones[(9 + _owner969[st.loc[_t956]])]:
        if ((_st_cvars[84 + _t973] == _t956) and (_st_cvars[_t973] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #427 fea7136c>
def _loop(st, _t956):
    _st_cvars = st.cvars
    _t976 = 0
    for _t975 in st.zones[(9 + _owner971[st.loc[_t956]])]:
        if (_st_cvars[84 + _t975] == _t956):
            _t976 += (1 if ((_st_cvars[_t975] == 'carnivorous') or (_st_cvars[_t975] == 'high_body_weight')) else (2 if (_st_cvars[_t975] == 'parasite') else 0))
    return _t976

# <rulerun evolution.rules: attack_action #428 bf64f109>
def _loop(st, _t956):
    _st_cvars = st.cvars
    for _t977 in st.zones[(9 + _owner973[st.loc[_t956]])]:
        if ((_st_cvars[_t977] == 'symbiosis') and (_st_cvars[168 + _t977] == _t956)):
            return True
    return False

# <rulerun evolution.rules: attack_action #429 22146c72>
def _loop(st, _t941):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t955 = (list(_chain954(map(st.zones.__getitem__, _k955))) or ())
    st.budget -= len(_t955)
    if st.budget < 0: _spent956(st)
    _t962 = _NOT_YET
    _t967 = _NOT_YET
    _t972 = _NOT_YET
    for _t956 in _t955:
        if ((((((_t941 != _t956) and ((not _a958(st, _t956)) or (_t962 if _t962 is not _NOT_YET else (_t962 := _a960(st, _t941))))) and ((not _a962(st, _t956)) or (_t967 if _t967 is not _NOT_YET else (_t967 := _a964(st, _t941))))) and (_a966(st, _t956) == (_t972 if _t972 is not _NOT_YET else (_t972 := _a968(st, _t941))))) and (not (_a970(st, _t956) and ((_st_cvars[924 + _t956] == _st_vars[0]) or (_st_cvars[504 + _t956] >= (1 + _a972(st, _t956))))))) and (not _a974(st, _t956))):
            return True
    return False

# <rulerun evolution.rules: attack_action #430 cf1fff06>
def _native(st, L):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t940 = st.zones[(5 + L[0])]
    st.budget -= len(_t940)
    if st.budget < 0: _spent940(st)
    _t939 = []
    for _t941 in _t940:
        if (((_a942(st, _t941) and (_st_cvars[672 + _t941] != _st_vars[0])) and ((not ((_st_cvars[924 + _t941] == _st_vars[0]) or ((_st_cvars[504 + _t941] >= (1 + _a944(st, _t941))) and (_a946(st, _t941) >= _a948(st, _t941))))) and (not _a953(st, _t941)))) and _a975(st, _t941)):
            _t939.append(_t941)
    return _t939

# <rulerun evolution.rules: attack_action #431 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #432 f00954c9>
def _loop(st, L):
    _st_cvars = st.cvars
    _t980 = []
    for _t979 in st.zones[(9 + _owner980[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t979] == L[1]) or (_st_cvars[168 + _t979] == L[1])):
            _t980.append(_st_cvars[_t979])
    return _t980

# <rulerun evolution.rules: attack_action #433 2defcc19>
def _loop(st, L):
    _st_cvars = st.cvars
    _t982 = []
    for _t981 in st.zones[(9 + _owner982[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t981] == L[1]) or (_st_cvars[168 + _t981] == L[1])):
            _t982.append(_t981)
    return _t982

# <rulerun evolution.rules: attack_action #434 9bea4c29>
def _loop(st, L):
    _st_cvars = st.cvars
    _t984 = 0
    for _t983 in st.zones[(9 + _owner984[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t983] == L[1]):
            _t984 += (1 if ((_st_cvars[_t983] == 'carnivorous') or (_st_cvars[_t983] == 'high_body_weight')) else (2 if (_st_cvars[_t983] == 'parasite') else 0))
    return _t984

# <rulerun evolution.rules: attack_action #435 f0668e5b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t986 = 0
    for _t985 in st.zones[(9 + _owner986[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t985] == L[1]) and (_st_cvars[_t985] == 'fat_tissue')) and _st_cvars[252 + _t985]):
            _t986 += 1
    return _t986

# <rulerun evolution.rules: attack_action #436 eac52d5e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t988 = 0
    for _t987 in st.zones[(9 + _owner988[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t987] == L[1]) and (_st_cvars[_t987] == 'fat_tissue')):
            _t988 += 1
    return _t988

# <rulerun evolution.rules: attack_action #437 746e1431>
def _loop(st, L):
    _st_cvars = st.cvars
    _t990 = 0
    for _t989 in st.zones[(9 + _owner990[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t989] == L[1]) and (_st_cvars[_t989] == 'fat_tissue')):
            _t990 += 1
    return _t990

# <rulerun evolution.rules: attack_action #438 e8f32ba7>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain976(_text977(((((('animal ' + _plain976(_st_cvars[420 + L[1]]) + ' of ' + _player_text978(_owner979[st.loc[L[1]]])) + (_text977(' ' + _plain976(_a981(st, L))) if (not not (_a983(st, L) or ())) else '')) + (' food ' + _plain976(_st_cvars[504 + L[1]]) + '/' + _plain976((1 + _a985(st, L))))) + ((' fat ' + _plain976(_a987(st, L)) + '/' + _plain976(_a989(st, L))) if (_a991(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[1]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[1]] else '')))))

# <rulerun evolution.rules: attack_action #439 3eb2e929>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t994 in st.zones[(9 + _owner995[st.loc[_t993]])]:
        if ((_st_cvars[84 + _t994] == _t993) and (_st_cvars[_t994] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #440 04a816af>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t996 in st.zones[(9 + _owner997[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t996] == _l1) and (_st_cvars[_t996] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #441 7554b9fc>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t999 in st.zones[(9 + _owner999[st.loc[_t993]])]:
        if ((_st_cvars[84 + _t999] == _t993) and (_st_cvars[_t999] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #442 b7fd8cb2>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1001 in st.zones[(9 + _owner1001[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1001] == _l1) and (_st_cvars[_t1001] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #443 86896ea4>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1004 in st.zones[(9 + _owner1003[st.loc[_t993]])]:
        if ((_st_cvars[84 + _t1004] == _t993) and (_st_cvars[_t1004] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #444 e562b93a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1006 in st.zones[(9 + _owner1005[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1006] == _l1) and (_st_cvars[_t1006] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #445 4bb3873b>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1009 in st.zones[(9 + _owner1007[st.loc[_t993]])]:
        if ((_st_cvars[84 + _t1009] == _t993) and (_st_cvars[_t1009] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #446 c6ea9ba1>
def _loop(st, _t993):
    _st_cvars = st.cvars
    _t1012 = 0
    for _t1011 in st.zones[(9 + _owner1009[st.loc[_t993]])]:
        if (_st_cvars[84 + _t1011] == _t993):
            _t1012 += (1 if ((_st_cvars[_t1011] == 'carnivorous') or (_st_cvars[_t1011] == 'high_body_weight')) else (2 if (_st_cvars[_t1011] == 'parasite') else 0))
    return _t1012

# <rulerun evolution.rules: attack_action #447 51c7dc08>
def _loop(st, _t993):
    _st_cvars = st.cvars
    for _t1013 in st.zones[(9 + _owner1011[st.loc[_t993]])]:
        if ((_st_cvars[_t1013] == 'symbiosis') and (_st_cvars[168 + _t1013] == _t993)):
            return True
    return False

# <rulerun evolution.rules: attack_action #448 0eca6b2b>
def _native(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t992 = (list(_chain992(map(st.zones.__getitem__, _k993))) or ())
    st.budget -= len(_t992)
    if st.budget < 0: _spent994(st)
    _t998 = _NOT_YET
    _t1003 = _NOT_YET
    _t1008 = _NOT_YET
    _t991 = []
    for _t993 in _t992:
        if ((((((_l1 != _t993) and ((not _a996(st, _t993)) or (_t998 if _t998 is not _NOT_YET else (_t998 := _a998(st, L))))) and ((not _a1000(st, _t993)) or (_t1003 if _t1003 is not _NOT_YET else (_t1003 := _a1002(st, L))))) and (_a1004(st, _t993) == (_t1008 if _t1008 is not _NOT_YET else (_t1008 := _a1006(st, L))))) and (not (_a1008(st, _t993) and ((_st_cvars[924 + _t993] == _st_vars[0]) or (_st_cvars[504 + _t993] >= (1 + _a1010(st, _t993))))))) and (not _a1012(st, _t993))):
            _t991.append(_t993)
    return _t991

# <rulerun evolution.rules: attack_action #449 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun evolution.rules: attack_action #450 20de074c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1016 = []
    for _t1015 in st.zones[(9 + _owner1017[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1015] == L[2]) or (_st_cvars[168 + _t1015] == L[2])):
            _t1016.append(_st_cvars[_t1015])
    return _t1016

# <rulerun evolution.rules: attack_action #451 35cd0389>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1018 = []
    for _t1017 in st.zones[(9 + _owner1019[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1017] == L[2]) or (_st_cvars[168 + _t1017] == L[2])):
            _t1018.append(_t1017)
    return _t1018

# <rulerun evolution.rules: attack_action #452 2567250b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1020 = 0
    for _t1019 in st.zones[(9 + _owner1021[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1019] == L[2]):
            _t1020 += (1 if ((_st_cvars[_t1019] == 'carnivorous') or (_st_cvars[_t1019] == 'high_body_weight')) else (2 if (_st_cvars[_t1019] == 'parasite') else 0))
    return _t1020

# <rulerun evolution.rules: attack_action #453 4a67bf94>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1022 = 0
    for _t1021 in st.zones[(9 + _owner1023[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t1021] == L[2]) and (_st_cvars[_t1021] == 'fat_tissue')) and _st_cvars[252 + _t1021]):
            _t1022 += 1
    return _t1022

# <rulerun evolution.rules: attack_action #454 e9945d35>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1024 = 0
    for _t1023 in st.zones[(9 + _owner1025[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1023] == L[2]) and (_st_cvars[_t1023] == 'fat_tissue')):
            _t1024 += 1
    return _t1024

# <rulerun evolution.rules: attack_action #455 6de77dfc>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1026 = 0
    for _t1025 in st.zones[(9 + _owner1027[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1025] == L[2]) and (_st_cvars[_t1025] == 'fat_tissue')):
            _t1026 += 1
    return _t1026

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

# <rulerun evolution.rules: hunt #460 7657e6e9>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1027 in st.zones[(9 + _owner1036[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1027] == L[2]) and (_st_cvars[_t1027] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #461 da48b9f0>
def _loop(st, _i10l0):
    _st_cvars = st.cvars
    _t1032 = []
    for _t1031 in st.zones[(9 + _owner1045[st.loc[_i10l0]])]:
        if ((_st_cvars[84 + _t1031] == _i10l0) or (_st_cvars[168 + _t1031] == _i10l0)):
            _t1032.append(_t1031)
    return _t1032

# <rulerun evolution.rules: hunt #462 2433526b>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_zones = st.zones
    L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1035(st, 1, 1, 'attack'))
    L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value1035(st, 1, 0, 'attack'))
    L[4] = (_t1029 if (_t1029 := _memo7.get((L[2], 'poisonous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[2], 'poisonous',), _a1037(st, L)))
    if _st_log is not None: _st_log.append(_Text1043(_audience1038(st), [_PlayerRef1040(_owner1039[_st_loc[L[3]]]), "'s animal ", _plain1041(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef1040(_owner1042[_st_loc[L[2]]]), "'s animal ", _plain1041(_st_cvars[420 + L[2]])]))
    _i10l0 = L[2]
    _i10 = [_i10l0, None, None, None, None]
    _i10[1] = _owner1044[_st_loc[_i10l0]]
    _t1033 = (_a1046(st, _i10l0) or [])
    st.budget -= len(_t1033)
    if st.budget < 0: _spent1047(st)
    for _t1030 in _t1033:
        _i10[4] = _t1030
        _i11l0 = _t1030
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
        _t1034 = _i11l0
        _t1035 = (13 + _i11[1])
        if type(_t1034) is int and _st_log is None:
            _t1036 = _st_zones[(_t1037 := _st_loc[_t1034])]
            if _t1036[-1] == _t1034: _t1036.pop()
            else: _t1036.remove(_t1034)
            _st_zones[_t1035].append(_t1034); _st_loc[_t1034] = _t1035
            _t1038 = _leaving1050[_t1037]
            if _memo12 and _t1038 & 4096: _memo12.clear()
        elif _t1034 is not None:
            _move_cards1049(st, _t1034, _t1035, False)
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
    _t1039 = _i10l0
    _t1040 = (13 + _i10[1])
    if type(_t1039) is int and _st_log is None:
        _t1041 = _st_zones[(_t1042 := _st_loc[_t1039])]
        if _t1041[-1] == _t1039: _t1041.pop()
        else: _t1041.remove(_t1039)
        _st_zones[_t1040].append(_t1039); _st_loc[_t1039] = _t1040
        _t1043 = _leaving1051[_t1042]
        if _memo12 and _t1043 & 4096: _memo12.clear()
    elif _t1039 is not None:
        _move_cards1049(st, _t1039, _t1040, False)
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

# <rulerun evolution.rules: scavenge #470 81167690>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    for _t1047 in st.zones[(9 + _owner1056[st.loc[_t1046]])]:
        if ((_st_cvars[84 + _t1047] == _t1046) and (_st_cvars[_t1047] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #471 2f1cd666>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    _t1051 = 0
    for _t1050 in st.zones[(9 + _owner1058[st.loc[_t1046]])]:
        if (_st_cvars[84 + _t1050] == _t1046):
            _t1051 += (1 if ((_st_cvars[_t1050] == 'carnivorous') or (_st_cvars[_t1050] == 'high_body_weight')) else (2 if (_st_cvars[_t1050] == 'parasite') else 0))
    return _t1051

# <rulerun evolution.rules: scavenge #472 23cad34d>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    _t1053 = 0
    for _t1052 in st.zones[(9 + _owner1060[st.loc[_t1046]])]:
        if (((_st_cvars[84 + _t1052] == _t1046) and (_st_cvars[_t1052] == 'fat_tissue')) and _st_cvars[252 + _t1052]):
            _t1053 += 1
    return _t1053

# <rulerun evolution.rules: scavenge #473 21615a38>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    _t1055 = 0
    for _t1054 in st.zones[(9 + _owner1062[st.loc[_t1046]])]:
        if ((_st_cvars[84 + _t1054] == _t1046) and (_st_cvars[_t1054] == 'fat_tissue')):
            _t1055 += 1
    return _t1055

# <rulerun evolution.rules: scavenge #474 8986967f>
def _loop(st, _t1057):
    _st_cvars = st.cvars
    _t1060 = 0
    for _t1059 in st.zones[(9 + _owner1066[st.loc[_st_cvars[84 + _t1057]]])]:
        if (_st_cvars[84 + _t1059] == _st_cvars[84 + _t1057]):
            _t1060 += (1 if ((_st_cvars[_t1059] == 'carnivorous') or (_st_cvars[_t1059] == 'high_body_weight')) else (2 if (_st_cvars[_t1059] == 'parasite') else 0))
    return _t1060

# <rulerun evolution.rules: scavenge #475 3fce1485>
def _loop(st, _t1046):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1056 = st.zones[(9 + _owner1064[st.loc[_t1046]])]
    st.budget -= len(_t1056)
    if st.budget < 0: _spent1065(st)
    for _t1057 in _t1056:
        if (((_st_cvars[_t1057] == 'symbiosis') and (_st_cvars[168 + _t1057] == _t1046)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1057]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1057]] >= (_memo6[_st_cvars[84 + _t1057]] if _st_cvars[84 + _t1057] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1057], (1 + _a1067(st, _t1057)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #476 f4d39b31>
def _native(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _memo7, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1045 = st.zones[(5 + L[3])]
    st.budget -= len(_t1045)
    if st.budget < 0: _spent1055(st)
    _t1044 = []
    for _t1046 in _t1045:
        if ((_t1049 if (_t1049 := _memo7.get((_t1046, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1046, 'scavenger',), _a1057(st, _t1046))) and ((not ((_st_cvars[924 + _t1046] == _st_vars[0]) or ((_st_cvars[504 + _t1046] >= (_memo6[_t1046] if _t1046 in _memo6 else _memo6.setdefault(_t1046, (1 + _a1059(st, _t1046))))) and ((_memo5[_t1046] if _t1046 in _memo5 else _memo5.setdefault(_t1046, _a1061(st, _t1046))) >= (_memo4[_t1046] if _t1046 in _memo4 else _memo4.setdefault(_t1046, _a1063(st, _t1046))))))) and (_memo14[_t1046] if _t1046 in _memo14 else _memo14.setdefault(_t1046, (not _a1068(st, _t1046)))))):
            _t1044.append(_t1046)
    L[4] = _t1044

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

# <rulerun evolution.rules: scavenge #481 68160fb5>
def _loop(st, L):
    _t1064 = (L[4] or ())
    st.budget -= len(_t1064)
    if st.budget < 0: _spent1075(st)
    for _t1065 in _t1064:
        return _t1065
    return None

# <rulerun evolution.rules: scavenge #482 380e61b0>
def _native(st, L):
    _t1062 = (L[4] or ())
    st.budget -= len(_t1062)
    if st.budget < 0: _spent1074(st)
    _t1067 = _NOT_YET
    _t1061 = []
    for _t1063 in _t1062:
        if ((not False) or (_t1063 == (_t1067 if _t1067 is not _NOT_YET else (_t1067 := _a1076(st, L))))):
            _t1061.append(_t1063)
    return _t1061

# <rulerun evolution.rules: scavenge #483 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun evolution.rules: scavenge #484 dfd97194>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1069 = []
    for _t1068 in st.zones[(9 + _owner1081[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1068] == L[5]) or (_st_cvars[168 + _t1068] == L[5])):
            _t1069.append(_st_cvars[_t1068])
    return _t1069

# <rulerun evolution.rules: scavenge #485 5b2efc21>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1071 = []
    for _t1070 in st.zones[(9 + _owner1083[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1070] == L[5]) or (_st_cvars[168 + _t1070] == L[5])):
            _t1071.append(_t1070)
    return _t1071

# <rulerun evolution.rules: scavenge #486 2549a2af>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1073 = 0
    for _t1072 in st.zones[(9 + _owner1085[st.loc[L[5]]])]:
        if (_st_cvars[84 + _t1072] == L[5]):
            _t1073 += (1 if ((_st_cvars[_t1072] == 'carnivorous') or (_st_cvars[_t1072] == 'high_body_weight')) else (2 if (_st_cvars[_t1072] == 'parasite') else 0))
    return _t1073

# <rulerun evolution.rules: scavenge #487 5e60d2de>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1075 = 0
    for _t1074 in st.zones[(9 + _owner1087[st.loc[L[5]]])]:
        if (((_st_cvars[84 + _t1074] == L[5]) and (_st_cvars[_t1074] == 'fat_tissue')) and _st_cvars[252 + _t1074]):
            _t1075 += 1
    return _t1075

# <rulerun evolution.rules: scavenge #488 7423a088>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1077 = 0
    for _t1076 in st.zones[(9 + _owner1089[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1076] == L[5]) and (_st_cvars[_t1076] == 'fat_tissue')):
            _t1077 += 1
    return _t1077

# <rulerun evolution.rules: scavenge #489 9cc34343>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1079 = 0
    for _t1078 in st.zones[(9 + _owner1091[st.loc[L[5]]])]:
        if ((_st_cvars[84 + _t1078] == L[5]) and (_st_cvars[_t1078] == 'fat_tissue')):
            _t1079 += 1
    return _t1079

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

# <rulerun evolution.rules: drop_trait #493 ff231aa6>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
    _t1080 = _l0
    _t1081 = (13 + L[1])
    if type(_t1080) is int and st.log is None:
        _t1082 = _st_zones[(_t1083 := _st_loc[_t1080])]
        if _t1082[-1] == _t1080: _t1082.pop()
        else: _t1082.remove(_t1080)
        _st_zones[_t1081].append(_t1080); _st_loc[_t1080] = _t1081
        _t1084 = _leaving1095[_t1083]
        if _memo12 and _t1084 & 4096: _memo12.clear()
    elif _t1080 is not None:
        _move_cards1094(st, _t1080, _t1081, False)
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

# <rulerun evolution.rules: remove_animal #494 25572e13>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1087 = []
    for _t1086 in st.zones[(9 + _owner1097[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1086] == _l0) or (_st_cvars[168 + _t1086] == _l0)):
            _t1087.append(_t1086)
    return _t1087

# <rulerun evolution.rules: remove_animal #495 e2612731>
def _native(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_zones = st.zones
    L[1] = _owner1096[_st_loc[_l0]]
    _t1088 = (_a1098(st, L) or [])
    st.budget -= len(_t1088)
    if st.budget < 0: _spent1099(st)
    for _t1085 in _t1088:
        L[4] = _t1085
        _i12l0 = _t1085
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
        _t1089 = _i12l0
        _t1090 = (13 + _i12[1])
        if type(_t1089) is int and _st_log is None:
            _t1091 = _st_zones[(_t1092 := _st_loc[_t1089])]
            if _t1091[-1] == _t1089: _t1091.pop()
            else: _t1091.remove(_t1089)
            _st_zones[_t1090].append(_t1089); _st_loc[_t1089] = _t1090
            _t1093 = _leaving1102[_t1092]
            if _memo12 and _t1093 & 4096: _memo12.clear()
        elif _t1089 is not None:
            _move_cards1101(st, _t1089, _t1090, False)
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
    _t1094 = _l0
    _t1095 = (13 + L[1])
    if type(_t1094) is int and _st_log is None:
        _t1096 = _st_zones[(_t1097 := _st_loc[_t1094])]
        if _t1096[-1] == _t1094: _t1096.pop()
        else: _t1096.remove(_t1094)
        _st_zones[_t1095].append(_t1094); _st_loc[_t1094] = _t1095
        _t1098 = _leaving1103[_t1097]
        if _memo12 and _t1098 & 4096: _memo12.clear()
    elif _t1094 is not None:
        _move_cards1101(st, _t1094, _t1095, False)
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

# <rulerun evolution.rules: deal #496 058a3828>
def _loop(st):
    for _t1101 in (_k1110 or ()):
        if (st.vars[7 + _t1101] > 0):
            return True
    return False

# <rulerun evolution.rules: deal #497 5b3a281b>
def _native(st, L):
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _, _memo13, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t1099 in (_k1104 or []):
        L[2] = _t1099
        _st_vars[7 + _t1099] = (6 if ((not _st_zones[(5 + _t1099)]) and (not _st_zones[(1 + _t1099)])) else (1 + len(_st_zones[(5 + _t1099)])))
    for _t1100 in (_o1105[_st_vars[1]] or []):
        L[5] = _t1100
        if _st_log is not None: _st_log.append(_Text1109(_audience1106(st), ['Cards owed to ', _PlayerRef1107(_t1100), ': ', _plain1108(_st_vars[7 + _t1100])]))
    while ((not not _st_zones[0]) and _a1111(st)):
        st.budget -= 1
        if st.budget < 0: _spent1112(st)
        for _t1103 in (_o1113[_st_vars[1]] or []):
            L[8] = _t1103
            if not (((_st_vars[7 + _t1103] > 0) and (not not _st_zones[0]))): continue
            _t1106 = _st_zones[0]
            _t1105 = (1 + _t1103)
            if _st_log is None and _t1106:
                _t1104 = _t1106.pop(); _st_zones[_t1105].append(_t1104); st.loc[_t1104] = _t1105
            elif _t1106:
                _move_cards1114(st, _t1106[-1], _t1105, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
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
            _st_vars[7 + _t1103] = (_t1107 if -1000000000000000000 <= (_t1107 := _st_vars[7 + _t1103] - 1) <= 1000000000000000000 else _beyond1115(_t1107))
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text1109(_audience1106(st), ['The deck has run out: the next turn is the last']))

# <rulerun evolution.rules: game_end #498 1e76fe4c>
def _loop(st, _t1108):
    _st_cvars = st.cvars
    _t1111 = 0
    for _t1110 in st.zones[(9 + _t1108)]:
        _t1111 += (1 + (1 if ((_st_cvars[_t1110] == 'carnivorous') or (_st_cvars[_t1110] == 'high_body_weight')) else (2 if (_st_cvars[_t1110] == 'parasite') else 0)))
    return _t1111

# <rulerun evolution.rules: game_end #499 91ba470f>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i13 = [None, None, None, None, None, None, None, None]
    _t1109 = (_k1116 or [])
    st.budget -= len(_t1109)
    if st.budget < 0: _spent1117(st)
    for _t1108 in _t1109:
        _i13[2] = _t1108
        if _st_log is not None: _st_log.append(_Text1122(_audience1118(st), [_PlayerRef1119(_t1108), ': ', _plain1120(len(_st_zones[(5 + _t1108)])), ' animals, ', _plain1120(len(_st_zones[(9 + _t1108)])), ' trait cards, ', _plain1120((_memo12[_t1108] if _t1108 in _memo12 else _memo12.setdefault(_t1108, ((2 * len(_st_zones[(5 + _t1108)])) + _a1121(st, _t1108))))), ' points; ', _plain1120(len(_st_zones[(13 + _t1108)])), ' cards in the discard pile']))
    if False:
        _i13[3] = _range1123(1, 4)
        for _t1112 in (_k1124 or []):
            _i13[6] = _t1112
            _i13[7] = _random_item1125(st, _i13[3])
            st.vars[12 + _t1112] = _i13[7]
            _i13[3] = _remove1126(st, _i13[3], _i13[7])
    _end_game1127(st, None, False); return 3

# <rulerun evolution.rules: final_scoring #500 ea5a6a52>
def _loop(st, _t1113):
    _st_cvars = st.cvars
    _t1116 = 0
    for _t1115 in st.zones[(9 + _t1113)]:
        _t1116 += (1 + (1 if ((_st_cvars[_t1115] == 'carnivorous') or (_st_cvars[_t1115] == 'high_body_weight')) else (2 if (_st_cvars[_t1115] == 'parasite') else 0)))
    return _t1116

# <rulerun evolution.rules: final_scoring #501 ed4fd48c>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _t1114 = (_k1128 or [])
    st.budget -= len(_t1114)
    if st.budget < 0: _spent1129(st)
    for _t1113 in _t1114:
        L[2] = _t1113
        if _st_log is not None: _st_log.append(_Text1134(_audience1130(st), [_PlayerRef1131(_t1113), ': ', _plain1132(len(_st_zones[(5 + _t1113)])), ' animals, ', _plain1132(len(_st_zones[(9 + _t1113)])), ' trait cards, ', _plain1132((_memo12[_t1113] if _t1113 in _memo12 else _memo12.setdefault(_t1113, ((2 * len(_st_zones[(5 + _t1113)])) + _a1133(st, _t1113))))), ' points; ', _plain1132(len(_st_zones[(13 + _t1113)])), ' cards in the discard pile']))
    if False:
        L[3] = _range1135(1, 4)
        for _t1117 in (_k1136 or []):
            L[6] = _t1117
            L[7] = _random_item1137(st, L[3])
            st.vars[12 + _t1117] = L[7]
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

# <rulerun evolution.rules: on before attack #505 62b7c8a3>
def _loop(st, L, _t1121):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1122 in st.zones[(9 + _owner1141[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1122] == _l1) and (_st_cvars[_t1122] == _t1121)):
            return True
    return False

# <rulerun evolution.rules: on before attack #506 35f93657>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    for _t1128 in st.zones[(9 + _owner1144[st.loc[_t1126]])]:
        if ((_st_cvars[84 + _t1128] == _t1126) and (_st_cvars[_t1128] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #507 eed7c838>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1131 in st.zones[(9 + _owner1146[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1131] == _l0) and (_st_cvars[_t1131] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #508 08c8404c>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    for _t1135 in st.zones[(9 + _owner1148[st.loc[_t1126]])]:
        if ((_st_cvars[84 + _t1135] == _t1126) and (_st_cvars[_t1135] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #509 7a57486c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1138 in st.zones[(9 + _owner1150[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1138] == _l0) and (_st_cvars[_t1138] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #510 26ca1e0e>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    for _t1142 in st.zones[(9 + _owner1152[st.loc[_t1126]])]:
        if ((_st_cvars[84 + _t1142] == _t1126) and (_st_cvars[_t1142] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #511 fcf14db9>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1145 in st.zones[(9 + _owner1154[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1145] == _l0) and (_st_cvars[_t1145] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #512 d6c617ab>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    for _t1149 in st.zones[(9 + _owner1156[st.loc[_t1126]])]:
        if ((_st_cvars[84 + _t1149] == _t1126) and (_st_cvars[_t1149] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #513 0c686878>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    _t1153 = 0
    for _t1152 in st.zones[(9 + _owner1158[st.loc[_t1126]])]:
        if (_st_cvars[84 + _t1152] == _t1126):
            _t1153 += (1 if ((_st_cvars[_t1152] == 'carnivorous') or (_st_cvars[_t1152] == 'high_body_weight')) else (2 if (_st_cvars[_t1152] == 'parasite') else 0))
    return _t1153

# <rulerun evolution.rules: on before attack #514 b0c9e203>
def _loop(st, _t1126):
    _st_cvars = st.cvars
    for _t1154 in st.zones[(9 + _owner1160[st.loc[_t1126]])]:
        if ((_st_cvars[_t1154] == 'symbiosis') and (_st_cvars[168 + _t1154] == _t1126)):
            return True
    return False

# <rulerun evolution.rules: on before attack #515 ef9e6021>
def _loop(st, L, _t1119):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1125 = st.zones[(5 + _t1119)]
    st.budget -= len(_t1125)
    if st.budget < 0: _spent1143(st)
    _t1134 = _NOT_YET
    _t1141 = _NOT_YET
    _t1148 = _NOT_YET
    for _t1126 in _t1125:
        if (((_t1126 != _l1) and (_t1126 != _l0)) and ((((((_l0 != _t1126) and ((not (_t1130 if (_t1130 := _memo7.get((_t1126, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1126, 'camouflage',), _a1145(st, _t1126)))) or (_t1134 if _t1134 is not _NOT_YET else (_t1134 := (_t1133 if (_t1133 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), _a1147(st, L))))))) and ((not (_t1137 if (_t1137 := _memo7.get((_t1126, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1126, 'high_body_weight',), _a1149(st, _t1126)))) or (_t1141 if _t1141 is not _NOT_YET else (_t1141 := (_t1140 if (_t1140 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), _a1151(st, L))))))) and ((_t1144 if (_t1144 := _memo7.get((_t1126, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1126, 'swimming',), _a1153(st, _t1126))) == (_t1148 if _t1148 is not _NOT_YET else (_t1148 := (_t1147 if (_t1147 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), _a1155(st, L))))))) and (not ((_t1151 if (_t1151 := _memo7.get((_t1126, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1126, 'burrowing',), _a1157(st, _t1126))) and ((_st_cvars[924 + _t1126] == _st_vars[0]) or (_st_cvars[504 + _t1126] >= (_memo6[_t1126] if _t1126 in _memo6 else _memo6.setdefault(_t1126, (1 + _a1159(st, _t1126))))))))) and (not (_memo13[_t1126] if _t1126 in _memo13 else _memo13.setdefault(_t1126, _a1161(st, _t1126)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #516 3b667cd5>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _memo7 = st.memos[7]
    L[4] = _owner1139[st.loc[_l1]]
    _t1119 = L[4]
    _t1120 = (['running', 'mimicry', 'tail_loss'] or ())
    st.budget -= len(_t1120)
    if st.budget < 0: _spent1140(st)
    _t1156 = _NOT_YET
    _t1118 = []
    for _t1121 in _t1120:
        if (((_t1124 if (_t1124 := _memo7.get((_l1, _t1121,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, _t1121,), _a1142(st, L, _t1121))) and ((_t1121 != 'running') or (not _l3))) and ((_t1121 != 'mimicry') or ((not _l2) and (_t1156 if _t1156 is not _NOT_YET else (_t1156 := _a1162(st, L, _t1119)))))):
            _t1118.append(_t1121)
    L[5] = _t1118
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

# <rulerun evolution.rules: on before attack #520 fa33b0d2>
def _native(st, L):
    _l8 = L[8]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
    _t1157 = _i14l0
    _t1158 = (13 + _i14[1])
    if type(_t1157) is int and _st_log is None:
        _t1159 = _st_zones[(_t1160 := _st_loc[_t1157])]
        if _t1159[-1] == _t1157: _t1159.pop()
        else: _t1159.remove(_t1157)
        _st_zones[_t1158].append(_t1157); _st_loc[_t1157] = _t1158
        _t1161 = _leaving1178[_t1160]
        if _memo12 and _t1161 & 4096: _memo12.clear()
    elif _t1157 is not None:
        _move_cards1177(st, _t1157, _t1158, False)
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

# <rulerun evolution.rules: on before attack #527 0c46c6ea>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    for _t1165 in st.zones[(9 + _owner1181[st.loc[_t1164]])]:
        if ((_st_cvars[84 + _t1165] == _t1164) and (_st_cvars[_t1165] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #528 e34fa4d6>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1167 in st.zones[(9 + _owner1183[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1167] == _l0) and (_st_cvars[_t1167] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #529 7e2ebfbf>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    for _t1170 in st.zones[(9 + _owner1185[st.loc[_t1164]])]:
        if ((_st_cvars[84 + _t1170] == _t1164) and (_st_cvars[_t1170] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #530 80cc8e1c>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1172 in st.zones[(9 + _owner1187[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1172] == _l0) and (_st_cvars[_t1172] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #531 18645055>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    for _t1175 in st.zones[(9 + _owner1189[st.loc[_t1164]])]:
        if ((_st_cvars[84 + _t1175] == _t1164) and (_st_cvars[_t1175] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #532 9eac04b1>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1177 in st.zones[(9 + _owner1191[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1177] == _l0) and (_st_cvars[_t1177] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #533 c8b8f829>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    for _t1180 in st.zones[(9 + _owner1193[st.loc[_t1164]])]:
        if ((_st_cvars[84 + _t1180] == _t1164) and (_st_cvars[_t1180] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #534 0b0bcea0>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    _t1183 = 0
    for _t1182 in st.zones[(9 + _owner1195[st.loc[_t1164]])]:
        if (_st_cvars[84 + _t1182] == _t1164):
            _t1183 += (1 if ((_st_cvars[_t1182] == 'carnivorous') or (_st_cvars[_t1182] == 'high_body_weight')) else (2 if (_st_cvars[_t1182] == 'parasite') else 0))
    return _t1183

# <rulerun evolution.rules: on before attack #535 2741cfc9>
def _loop(st, _t1164):
    _st_cvars = st.cvars
    for _t1184 in st.zones[(9 + _owner1197[st.loc[_t1164]])]:
        if ((_st_cvars[_t1184] == 'symbiosis') and (_st_cvars[168 + _t1184] == _t1164)):
            return True
    return False

# <rulerun evolution.rules: on before attack #536 8dc5dcd5>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t1163 = st.zones[(5 + L[4])]
    st.budget -= len(_t1163)
    if st.budget < 0: _spent1180(st)
    _t1169 = _NOT_YET
    _t1174 = _NOT_YET
    _t1179 = _NOT_YET
    _t1162 = []
    for _t1164 in _t1163:
        if (((_t1164 != _l1) and (_t1164 != _l0)) and ((((((_l0 != _t1164) and ((not _a1182(st, _t1164)) or (_t1169 if _t1169 is not _NOT_YET else (_t1169 := _a1184(st, L))))) and ((not _a1186(st, _t1164)) or (_t1174 if _t1174 is not _NOT_YET else (_t1174 := _a1188(st, L))))) and (_a1190(st, _t1164) == (_t1179 if _t1179 is not _NOT_YET else (_t1179 := _a1192(st, L))))) and (not (_a1194(st, _t1164) and ((_st_cvars[924 + _t1164] == _st_vars[0]) or (_st_cvars[504 + _t1164] >= (1 + _a1196(st, _t1164))))))) and (not _a1198(st, _t1164)))):
            _t1162.append(_t1164)
    return _t1162

# <rulerun evolution.rules: on before attack #537 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun evolution.rules: on before attack #538 eaab1f66>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1187 = []
    for _t1186 in st.zones[(9 + _owner1203[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1186] == L[7]) or (_st_cvars[168 + _t1186] == L[7])):
            _t1187.append(_st_cvars[_t1186])
    return _t1187

# <rulerun evolution.rules: on before attack #539 dcd25fa8>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1189 = []
    for _t1188 in st.zones[(9 + _owner1205[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1188] == L[7]) or (_st_cvars[168 + _t1188] == L[7])):
            _t1189.append(_t1188)
    return _t1189

# <rulerun evolution.rules: on before attack #540 98cc8a51>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1191 = 0
    for _t1190 in st.zones[(9 + _owner1207[st.loc[L[7]]])]:
        if (_st_cvars[84 + _t1190] == L[7]):
            _t1191 += (1 if ((_st_cvars[_t1190] == 'carnivorous') or (_st_cvars[_t1190] == 'high_body_weight')) else (2 if (_st_cvars[_t1190] == 'parasite') else 0))
    return _t1191

# <rulerun evolution.rules: on before attack #541 60b65d2e>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1193 = 0
    for _t1192 in st.zones[(9 + _owner1209[st.loc[L[7]]])]:
        if (((_st_cvars[84 + _t1192] == L[7]) and (_st_cvars[_t1192] == 'fat_tissue')) and _st_cvars[252 + _t1192]):
            _t1193 += 1
    return _t1193

# <rulerun evolution.rules: on before attack #542 5ac0dcc0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1195 = 0
    for _t1194 in st.zones[(9 + _owner1211[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1194] == L[7]) and (_st_cvars[_t1194] == 'fat_tissue')):
            _t1195 += 1
    return _t1195

# <rulerun evolution.rules: on before attack #543 58adb0d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1197 = 0
    for _t1196 in st.zones[(9 + _owner1213[st.loc[L[7]]])]:
        if ((_st_cvars[84 + _t1196] == L[7]) and (_st_cvars[_t1196] == 'fat_tissue')):
            _t1197 += 1
    return _t1197

# <rulerun evolution.rules: on before attack #544 e295b790>
def _native(st, L):
    _st_cvars = st.cvars
    return _plain1199(_text1200(((((('animal ' + _plain1199(_st_cvars[420 + L[7]]) + ' of ' + _player_text1201(_owner1202[st.loc[L[7]]])) + (_text1200(' ' + _plain1199(_a1204(st, L))) if (not not (_a1206(st, L) or ())) else '')) + (' food ' + _plain1199(_st_cvars[504 + L[7]]) + '/' + _plain1199((1 + _a1208(st, L))))) + ((' fat ' + _plain1199(_a1210(st, L)) + '/' + _plain1199(_a1212(st, L))) if (_a1214(st, L) > 0) else '')) + (' hibernating' if (_st_cvars[924 + L[7]] == st.vars[0]) else (' poisoned' if _st_cvars[588 + L[7]] else '')))))

# <rulerun evolution.rules: on before attack #545 2cb3ea63>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _t1199 = []
    for _t1198 in st.zones[(9 + _owner1215[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1198] == _l1) or (_st_cvars[168 + _t1198] == _l1)):
            _t1199.append(_t1198)
    return _t1199

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

# <rulerun evolution.rules: play #551 fd38a8a9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if (False or (4 >= 5)):
        if _st_log is not None: _st_log.append(_Text1220(_audience1218(st), ['Two base sets are mixed: ', _plain1219(len(_st_zones[0])), ' cards (1.13)']))
    _shuffle_zone1221(st, 0)
    for _t1200 in (_k1222 or []):
        L[2] = _t1200
        _t1201 = _st_zones[0][:-(6) - 1:-1]
        _t1202 = (1 + _t1200)
        if type(_t1201) is list and _st_log is None:
            for _t1203 in _t1201:
                _t1204 = _st_zones[_st_loc[_t1203]]
                if _t1204[-1] == _t1203: _t1204.pop()
                else: _t1204.remove(_t1203)
                _st_zones[_t1202].append(_t1203); _st_loc[_t1203] = _t1202
            if _memo12: _memo12.clear()
        elif _t1201 is not None:
            _move_cards1223(st, _t1201, _t1202, False)
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
    _st_vars[1] = _random_item1224(st, _k1225)
    if _st_log is not None: _st_log.append(_Text1220(_audience1218(st), [_PlayerRef1226(_st_vars[1]), ' is the first player']))

# <rulerun evolution.rules: play #552 0c40c43b>
def _loop(st, _t1205):
    _st_cvars = st.cvars
    _t1208 = 0
    for _t1207 in st.zones[(9 + _t1205)]:
        _t1208 += (1 + (1 if ((_st_cvars[_t1207] == 'carnivorous') or (_st_cvars[_t1207] == 'high_body_weight')) else (2 if (_st_cvars[_t1207] == 'parasite') else 0)))
    return _t1208

# <rulerun evolution.rules: play #553 d0e54a7d>
def _native(st, L):
    _st_log = st.log
    _memo12 = st.memos[12]
    _st_zones = st.zones
    _i16 = [None, None, None, None, None, None, None, None]
    _t1206 = (_k1227 or [])
    st.budget -= len(_t1206)
    if st.budget < 0: _spent1228(st)
    for _t1205 in _t1206:
        _i16[2] = _t1205
        if _st_log is not None: _st_log.append(_Text1233(_audience1229(st), [_PlayerRef1230(_t1205), ': ', _plain1231(len(_st_zones[(5 + _t1205)])), ' animals, ', _plain1231(len(_st_zones[(9 + _t1205)])), ' trait cards, ', _plain1231((_memo12[_t1205] if _t1205 in _memo12 else _memo12.setdefault(_t1205, ((2 * len(_st_zones[(5 + _t1205)])) + _a1232(st, _t1205))))), ' points; ', _plain1231(len(_st_zones[(13 + _t1205)])), ' cards in the discard pile']))
    if False:
        _i16[3] = _range1234(1, 4)
        for _t1209 in (_k1235 or []):
            _i16[6] = _t1209
            _i16[7] = _random_item1236(st, _i16[3])
            st.vars[12 + _t1209] = _i16[7]
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

# <rulerun evolution.rules: development #556 aaf98f63>
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
            _t1210 = L[3]
            _t1211 = len(_o) + 1
            if _t1211 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1212 = st.chooser(_t1211, _t1210)
                else:
                    _t1212 = _st_bits(_t1211.bit_length())
                    while _t1212 >= _t1211: _t1212 = _st_bits(_t1211.bit_length())
                L[4] = _o[_t1212 - 1] if _t1212 else None; st.decisions += 1
                if st.thread_player is not None: _answered1256(st, _t1212)
            elif _st_log is None: _pend1257(st, L, [None] + _o, _t1210); return True
            elif _decide1258(st, L, _o[:], _t1210): return True
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

# <rulerun evolution.rules: play_card #557 e04dc63b>
def _loop(st, _t1217):
    _st_cvars = st.cvars
    for _t1219 in st.zones[(9 + _owner1277[st.loc[_t1217]])]:
        if ((_st_cvars[84 + _t1219] == _t1217) and (_st_cvars[_t1219] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #558 b8df61e7>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t1216 = (list(_chain1273(map(st.zones.__getitem__, _k1274))) or ())
    st.budget -= len(_t1216)
    if st.budget < 0: _spent1275(st)
    _t1218 = []
    for _t1217 in _t1216:
        if ((_owner1276[_st_loc[_t1217]] != _l0) and (not (_t1221 if (_t1221 := _memo7.get((_t1217, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1217, 'parasite',), _a1278(st, _t1217))))):
            _t1218.append(_t1217)
    return _t1218

# <rulerun evolution.rules: play_card #559 6822ce87>
def _loop(st, L, _t1226, _t1230):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1231 in st.zones[(9 + _owner1285[st.loc[_t1226]])]:
        if ((_st_cvars[_t1231] == _l3) and (((_st_cvars[84 + _t1231] == _t1226) and (_st_cvars[168 + _t1231] == _t1230)) or ((_st_cvars[84 + _t1231] == _t1230) and (_st_cvars[168 + _t1231] == _t1226)))):
            return True
    return False

# <rulerun evolution.rules: play_card #560 2190663b>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t1225 = _st_zones[(5 + _l0)]
    st.budget -= len(_t1225)
    if st.budget < 0: _spent1284(st)
    _t1227 = []
    for _t1226 in _t1225:
        _t1229 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1229)
        if st.budget < 0: _spent1284(st)
        _t1228 = False
        for _t1230 in _t1229:
            if (_t1233 if (_t1233 := _memo9.get((_t1226, _t1230, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t1226, _t1230, _l3,), ((_t1226 != _t1230) and (not _a1286(st, L, _t1226, _t1230))))):
                _t1228 = True
                break
        if _t1228:
            _t1227.append(_t1226)
    return _t1227

# <rulerun evolution.rules: play_card #561 2bcbedf6>
def _loop(st, L, _t1238):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t1240 in st.zones[(9 + _owner1292[st.loc[_l5]])]:
        if ((_st_cvars[_t1240] == _l3) and (((_st_cvars[84 + _t1240] == _l5) and (_st_cvars[168 + _t1240] == _t1238)) or ((_st_cvars[84 + _t1240] == _t1238) and (_st_cvars[168 + _t1240] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #562 b6247451>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t1237 = st.zones[(5 + L[0])]
    st.budget -= len(_t1237)
    if st.budget < 0: _spent1291(st)
    _t1239 = []
    for _t1238 in _t1237:
        if (_t1242 if (_t1242 := _memo9.get((_l5, _t1238, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t1238, _l3,), ((_l5 != _t1238) and (not _a1293(st, L, _t1238))))):
            _t1239.append(_t1238)
    return _t1239

# <rulerun evolution.rules: play_card #563 ad2dc65c>
def _loop(st, L, _t1250):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t1252 in st.zones[(9 + _owner1305[st.loc[_t1250]])]:
        if ((_st_cvars[84 + _t1252] == _t1250) and (_st_cvars[_t1252] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #564 957fd11f>
def _loop(st, _t1250):
    _st_cvars = st.cvars
    for _t1255 in st.zones[(9 + _owner1307[st.loc[_t1250]])]:
        if ((_st_cvars[84 + _t1255] == _t1250) and (_st_cvars[_t1255] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #565 135e8d31>
def _loop(st, _t1250):
    _st_cvars = st.cvars
    for _t1258 in st.zones[(9 + _owner1309[st.loc[_t1250]])]:
        if ((_st_cvars[84 + _t1258] == _t1250) and (_st_cvars[_t1258] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #566 e161e32a>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t1249 = st.zones[(5 + L[0])]
    st.budget -= len(_t1249)
    if st.budget < 0: _spent1304(st)
    _t1251 = []
    for _t1250 in _t1249:
        if ((((_l3 == 'fat_tissue') or (not (_t1254 if (_t1254 := _memo7.get((_t1250, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1250, _l3,), _a1306(st, L, _t1250))))) and (not ((_l3 == 'scavenger') and (_t1257 if (_t1257 := _memo7.get((_t1250, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1250, 'carnivorous',), _a1308(st, _t1250)))))) and (not ((_l3 == 'carnivorous') and (_t1260 if (_t1260 := _memo7.get((_t1250, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1250, 'scavenger',), _a1310(st, _t1250)))))):
            _t1251.append(_t1250)
    return _t1251

# <rulerun evolution.rules: play_card #567 d0e8977b>
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
            _t1213 = L[0]
            _t1214 = len(_o)
            if not _t1214: _no_option1268(_t1213, 'play it as')
            if _t1214 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1214 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1215 = st.chooser(_t1214, _t1213)
                else:
                    _t1215 = _st_bits(_t1214.bit_length())
                    while _t1215 >= _t1214: _t1215 = _st_bits(_t1214.bit_length())
                L[3] = _o[_t1215]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1215)
            elif _st_log is None: _pend1270(st, L, _o, _t1213); return True
            elif _decide1271(st, L, _o, _t1213): return True
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
            _t1222 = L[0]
            _t1223 = len(_o)
            if not _t1223: _no_option1268(_t1222, 'animal to put the parasite on')
            if _t1223 <= 1 and _st_log is None:
                L[4] = _o[0] if _t1223 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1224 = st.chooser(_t1223, _t1222)
                else:
                    _t1224 = _st_bits(_t1223.bit_length())
                    while _t1224 >= _t1223: _t1224 = _st_bits(_t1223.bit_length())
                L[4] = _o[_t1224]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1224)
            elif _st_log is None: _pend1281(st, L, _o, _t1222); return True
            elif _decide1282(st, L, _o, _t1222): return True
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
            _t1234 = L[0]
            _t1235 = len(_o)
            if not _t1235: _no_option1268(_t1234, 'first animal of the pair')
            if _t1235 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1235 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1236 = st.chooser(_t1235, _t1234)
                else:
                    _t1236 = _st_bits(_t1235.bit_length())
                    while _t1236 >= _t1235: _t1236 = _st_bits(_t1235.bit_length())
                L[5] = _o[_t1236]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1236)
            elif _st_log is None: _pend1289(st, L, _o, _t1234); return True
            elif _decide1290(st, L, _o, _t1234): return True
            pc = 9
        if pc == 9:
            _o = (_a1294(st, L) or [])
            fr[1] = 10
            _t1243 = L[0]
            _t1244 = len(_o)
            if not _t1244: _no_option1268(_t1243, 'second animal of the pair')
            if _t1244 <= 1 and _st_log is None:
                L[6] = _o[0] if _t1244 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1245 = st.chooser(_t1244, _t1243)
                else:
                    _t1245 = _st_bits(_t1244.bit_length())
                    while _t1245 >= _t1244: _t1245 = _st_bits(_t1244.bit_length())
                L[6] = _o[_t1245]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1245)
            elif _st_log is None: _pend1296(st, L, _o, _t1243); return True
            elif _decide1297(st, L, _o, _t1243): return True
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
            _t1246 = L[0]
            _t1247 = len(_o)
            if not _t1247: _no_option1268(_t1246, 'the symbiont')
            if _t1247 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1247 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1248 = st.chooser(_t1247, _t1246)
                else:
                    _t1248 = _st_bits(_t1247.bit_length())
                    while _t1248 >= _t1247: _t1248 = _st_bits(_t1247.bit_length())
                L[7] = _o[_t1248]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1248)
            elif _st_log is None: _pend1300(st, L, _o, _t1246); return True
            elif _decide1301(st, L, _o, _t1246): return True
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
            _t1261 = L[0]
            _t1262 = len(_o)
            if not _t1262: _no_option1268(_t1261, 'animal to give it to')
            if _t1262 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1262 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1263 = st.chooser(_t1262, _t1261)
                else:
                    _t1263 = _st_bits(_t1262.bit_length())
                    while _t1263 >= _t1262: _t1263 = _st_bits(_t1262.bit_length())
                L[8] = _o[_t1263]; st.decisions += 1
                if st.thread_player is not None: _answered1269(st, _t1263)
            elif _st_log is None: _pend1313(st, L, _o, _t1261); return True
            elif _decide1314(st, L, _o, _t1261): return True
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

# <rulerun evolution.rules: feeding_turn_of #573 66fb176b>
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
            _t1264 = L[0]
            _t1265 = len(_o)
            if not _t1265: _no_option1353(_t1264, 'feeding action')
            if _t1265 <= 1 and _st_log is None:
                L[3] = _o[0] if _t1265 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1266 = st.chooser(_t1265, _t1264)
                else:
                    _t1266 = _st_bits(_t1265.bit_length())
                    while _t1266 >= _t1265: _t1266 = _st_bits(_t1265.bit_length())
                L[3] = _o[_t1266]; st.decisions += 1
                if st.thread_player is not None: _answered1354(st, _t1266)
            elif _st_log is None: _pend1355(st, L, _o, _t1264); return True
            elif _decide1356(st, L, _o, _t1264): return True
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

# <rulerun evolution.rules: take_food #574 0909bec2>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    _t1271 = 0
    for _t1270 in st.zones[(9 + _owner1373[st.loc[_t1268]])]:
        if (_st_cvars[84 + _t1270] == _t1268):
            _t1271 += (1 if ((_st_cvars[_t1270] == 'carnivorous') or (_st_cvars[_t1270] == 'high_body_weight')) else (2 if (_st_cvars[_t1270] == 'parasite') else 0))
    return _t1271

# <rulerun evolution.rules: take_food #575 8017316c>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    _t1273 = 0
    for _t1272 in st.zones[(9 + _owner1375[st.loc[_t1268]])]:
        if (((_st_cvars[84 + _t1272] == _t1268) and (_st_cvars[_t1272] == 'fat_tissue')) and _st_cvars[252 + _t1272]):
            _t1273 += 1
    return _t1273

# <rulerun evolution.rules: take_food #576 7aafdeb1>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    _t1275 = 0
    for _t1274 in st.zones[(9 + _owner1377[st.loc[_t1268]])]:
        if ((_st_cvars[84 + _t1274] == _t1268) and (_st_cvars[_t1274] == 'fat_tissue')):
            _t1275 += 1
    return _t1275

# <rulerun evolution.rules: take_food #577 25086cbb>
def _loop(st, _t1277):
    _st_cvars = st.cvars
    _t1280 = 0
    for _t1279 in st.zones[(9 + _owner1381[st.loc[_st_cvars[84 + _t1277]]])]:
        if (_st_cvars[84 + _t1279] == _st_cvars[84 + _t1277]):
            _t1280 += (1 if ((_st_cvars[_t1279] == 'carnivorous') or (_st_cvars[_t1279] == 'high_body_weight')) else (2 if (_st_cvars[_t1279] == 'parasite') else 0))
    return _t1280

# <rulerun evolution.rules: take_food #578 7c2db7cb>
def _loop(st, _t1268):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1276 = st.zones[(9 + _owner1379[st.loc[_t1268]])]
    st.budget -= len(_t1276)
    if st.budget < 0: _spent1380(st)
    for _t1277 in _t1276:
        if (((_st_cvars[_t1277] == 'symbiosis') and (_st_cvars[168 + _t1277] == _t1268)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1277]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1277]] >= (_memo6[_st_cvars[84 + _t1277]] if _st_cvars[84 + _t1277] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1277], (1 + _a1382(st, _t1277)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #579 428372be>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1267 = st.zones[(5 + L[0])]
    st.budget -= len(_t1267)
    if st.budget < 0: _spent1372(st)
    _t1269 = []
    for _t1268 in _t1267:
        if ((not ((_st_cvars[924 + _t1268] == _st_vars[0]) or ((_st_cvars[504 + _t1268] >= (_memo6[_t1268] if _t1268 in _memo6 else _memo6.setdefault(_t1268, (1 + _a1374(st, _t1268))))) and ((_memo5[_t1268] if _t1268 in _memo5 else _memo5.setdefault(_t1268, _a1376(st, _t1268))) >= (_memo4[_t1268] if _t1268 in _memo4 else _memo4.setdefault(_t1268, _a1378(st, _t1268))))))) and (_memo14[_t1268] if _t1268 in _memo14 else _memo14.setdefault(_t1268, (not _a1383(st, _t1268))))):
            _t1269.append(_t1268)
    return _t1269

# <rulerun evolution.rules: take_food #580 6d4bc942>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1384(st, L) or [])
            fr[1] = 1
            _t1281 = L[0]
            _t1282 = len(_o)
            if not _t1282: _no_option1386(_t1281, 'animal to feed')
            if _t1282 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1282 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1283 = st.chooser(_t1282, _t1281)
                else:
                    _t1283 = _st_bits(_t1282.bit_length())
                    while _t1283 >= _t1282: _t1283 = _st_bits(_t1282.bit_length())
                L[1] = _o[_t1283]; st.decisions += 1
                if st.thread_player is not None: _answered1387(st, _t1283)
            elif _st_log is None: _pend1388(st, L, _o, _t1281); return True
            elif _decide1389(st, L, _o, _t1281): return True
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

# <rulerun evolution.rules: convert_fat #581 4b8471e2>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1288 = 0
    for _t1287 in st.zones[(9 + _owner1398[st.loc[_t1285]])]:
        if (_st_cvars[84 + _t1287] == _t1285):
            _t1288 += (1 if ((_st_cvars[_t1287] == 'carnivorous') or (_st_cvars[_t1287] == 'high_body_weight')) else (2 if (_st_cvars[_t1287] == 'parasite') else 0))
    return _t1288

# <rulerun evolution.rules: convert_fat #582 c81b7a27>
def _loop(st, _t1285):
    _st_cvars = st.cvars
    _t1290 = 0
    for _t1289 in st.zones[(9 + _owner1400[st.loc[_t1285]])]:
        if (((_st_cvars[84 + _t1289] == _t1285) and (_st_cvars[_t1289] == 'fat_tissue')) and _st_cvars[252 + _t1289]):
            _t1290 += 1
    return _t1290

# <rulerun evolution.rules: convert_fat #583 6ed2935f>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1284 = st.zones[(5 + L[0])]
    st.budget -= len(_t1284)
    if st.budget < 0: _spent1397(st)
    _t1286 = []
    for _t1285 in _t1284:
        if ((not ((_st_cvars[924 + _t1285] == _st_vars[0]) or (_st_cvars[504 + _t1285] >= (_memo6[_t1285] if _t1285 in _memo6 else _memo6.setdefault(_t1285, (1 + _a1399(st, _t1285))))))) and ((_memo5[_t1285] if _t1285 in _memo5 else _memo5.setdefault(_t1285, _a1401(st, _t1285))) > 0)):
            _t1286.append(_t1285)
    return _t1286

# <rulerun evolution.rules: convert_fat #584 c72e22fd>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1295 = 0
    for _t1294 in st.zones[(9 + _owner1409[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t1294] == L[1]) and (_st_cvars[_t1294] == 'fat_tissue')) and _st_cvars[252 + _t1294]):
            _t1295 += 1
    return _t1295

# <rulerun evolution.rules: convert_fat #585 555312df>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1297 = 0
    for _t1296 in st.zones[(9 + _owner1411[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t1296] == L[1]):
            _t1297 += (1 if ((_st_cvars[_t1296] == 'carnivorous') or (_st_cvars[_t1296] == 'high_body_weight')) else (2 if (_st_cvars[_t1296] == 'parasite') else 0))
    return _t1297

# <rulerun evolution.rules: convert_fat #586 3b24e811>
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
            _t1291 = L[0]
            _t1292 = len(_o)
            if not _t1292: _no_option1404(_t1291, 'animal to convert fat on')
            if _t1292 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1292 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1293 = st.chooser(_t1292, _t1291)
                else:
                    _t1293 = _st_bits(_t1292.bit_length())
                    while _t1293 >= _t1292: _t1293 = _st_bits(_t1292.bit_length())
                L[1] = _o[_t1293]; st.decisions += 1
                if st.thread_player is not None: _answered1405(st, _t1293)
            elif _st_log is None: _pend1406(st, L, _o, _t1291); return True
            elif _decide1407(st, L, _o, _t1291): return True
            pc = 1
        if pc == 1:
            _o = (_range1408(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a1410(st, L))), (_t1298 if -1000000000000000000 <= (_t1298 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a1412(st, L)))) - st.cvars[504 + L[1]])) <= 1000000000000000000 else _beyond1413(_t1298)))) or [])
            fr[1] = 2
            _t1299 = L[0]
            _t1300 = len(_o)
            if not _t1300: _no_option1404(_t1299, 'yellow tokens to convert')
            if _t1300 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1300 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1301 = st.chooser(_t1300, _t1299)
                else:
                    _t1301 = _st_bits(_t1300.bit_length())
                    while _t1301 >= _t1300: _t1301 = _st_bits(_t1300.bit_length())
                L[2] = _o[_t1301]; st.decisions += 1
                if st.thread_player is not None: _answered1405(st, _t1301)
            elif _st_log is None: _pend1415(st, L, _o, _t1299); return True
            elif _decide1416(st, L, _o, _t1299): return True
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

# <rulerun evolution.rules: paired_triggers #588 b97b62c9>
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
            _t1302 = _owner1431[st.loc[L[0]]]
            _t1303 = len(_o) + 1
            if _t1303 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1304 = st.chooser(_t1303, _t1302)
                else:
                    _t1304 = _st_bits(_t1303.bit_length())
                    while _t1304 >= _t1303: _t1304 = _st_bits(_t1303.bit_length())
                L[3] = _o[_t1304 - 1] if _t1304 else None; st.decisions += 1
                if st.thread_player is not None: _answered1432(st, _t1304)
            elif _st_log is None: _pend1433(st, L, [None] + _o, _t1302); return True
            elif _decide1434(st, L, _o, _t1302): return True
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

# <rulerun evolution.rules: piracy #589 18d1e0dc>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    for _t1308 in st.zones[(9 + _owner1446[st.loc[_t1306]])]:
        if ((_st_cvars[84 + _t1308] == _t1306) and (_st_cvars[_t1308] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #590 f5adff17>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1312 = 0
    for _t1311 in st.zones[(9 + _owner1448[st.loc[_t1306]])]:
        if (_st_cvars[84 + _t1311] == _t1306):
            _t1312 += (1 if ((_st_cvars[_t1311] == 'carnivorous') or (_st_cvars[_t1311] == 'high_body_weight')) else (2 if (_st_cvars[_t1311] == 'parasite') else 0))
    return _t1312

# <rulerun evolution.rules: piracy #591 2eeebeba>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1314 = 0
    for _t1313 in st.zones[(9 + _owner1450[st.loc[_t1306]])]:
        if (_st_cvars[84 + _t1313] == _t1306):
            _t1314 += (1 if ((_st_cvars[_t1313] == 'carnivorous') or (_st_cvars[_t1313] == 'high_body_weight')) else (2 if (_st_cvars[_t1313] == 'parasite') else 0))
    return _t1314

# <rulerun evolution.rules: piracy #592 368aa372>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1316 = 0
    for _t1315 in st.zones[(9 + _owner1452[st.loc[_t1306]])]:
        if (((_st_cvars[84 + _t1315] == _t1306) and (_st_cvars[_t1315] == 'fat_tissue')) and _st_cvars[252 + _t1315]):
            _t1316 += 1
    return _t1316

# <rulerun evolution.rules: piracy #593 dc91cf09>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _t1318 = 0
    for _t1317 in st.zones[(9 + _owner1454[st.loc[_t1306]])]:
        if ((_st_cvars[84 + _t1317] == _t1306) and (_st_cvars[_t1317] == 'fat_tissue')):
            _t1318 += 1
    return _t1318

# <rulerun evolution.rules: piracy #594 8f2489e0>
def _loop(st, _t1320):
    _st_cvars = st.cvars
    _t1323 = 0
    for _t1322 in st.zones[(9 + _owner1458[st.loc[_st_cvars[84 + _t1320]]])]:
        if (_st_cvars[84 + _t1322] == _st_cvars[84 + _t1320]):
            _t1323 += (1 if ((_st_cvars[_t1322] == 'carnivorous') or (_st_cvars[_t1322] == 'high_body_weight')) else (2 if (_st_cvars[_t1322] == 'parasite') else 0))
    return _t1323

# <rulerun evolution.rules: piracy #595 9d334759>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1319 = st.zones[(9 + _owner1456[st.loc[_t1306]])]
    st.budget -= len(_t1319)
    if st.budget < 0: _spent1457(st)
    for _t1320 in _t1319:
        if (((_st_cvars[_t1320] == 'symbiosis') and (_st_cvars[168 + _t1320] == _t1306)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1320]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1320]] >= (_memo6[_st_cvars[84 + _t1320]] if _st_cvars[84 + _t1320] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1320], (1 + _a1459(st, _t1320)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #596 2dff3c9c>
def _loop(st, _t1325):
    _st_cvars = st.cvars
    _t1328 = 0
    for _t1327 in st.zones[(9 + _owner1464[st.loc[_t1325]])]:
        if (_st_cvars[84 + _t1327] == _t1325):
            _t1328 += (1 if ((_st_cvars[_t1327] == 'carnivorous') or (_st_cvars[_t1327] == 'high_body_weight')) else (2 if (_st_cvars[_t1327] == 'parasite') else 0))
    return _t1328

# <rulerun evolution.rules: piracy #597 ad8a8323>
def _loop(st, _t1306):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1324 = (list(_chain1461(map(st.zones.__getitem__, _k1462))) or ())
    st.budget -= len(_t1324)
    if st.budget < 0: _spent1463(st)
    for _t1325 in _t1324:
        if ((_t1325 != _t1306) and ((not ((_st_cvars[924 + _t1325] == _st_vars[0]) or (_st_cvars[504 + _t1325] >= (_memo6[_t1325] if _t1325 in _memo6 else _memo6.setdefault(_t1325, (1 + _a1465(st, _t1325))))))) and (_st_cvars[504 + _t1325] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #598 7dbc9c4f>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t1305 = st.zones[(5 + L[0])]
    st.budget -= len(_t1305)
    if st.budget < 0: _spent1445(st)
    _t1307 = []
    for _t1306 in _t1305:
        if (_memo10[_t1306] if _t1306 in _memo10 else _memo10.setdefault(_t1306, (((((_t1310 if (_t1310 := st.memos[7].get((_t1306, 'piracy',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t1306, 'piracy',), _a1447(st, _t1306))) and (st.cvars[756 + _t1306] != st.vars[0])) and (not ((st.cvars[924 + _t1306] == st.vars[0]) or (st.cvars[504 + _t1306] >= (st.memos[6][_t1306] if _t1306 in st.memos[6] else st.memos[6].setdefault(_t1306, (1 + _a1449(st, _t1306)))))))) and ((not ((st.cvars[924 + _t1306] == st.vars[0]) or ((st.cvars[504 + _t1306] >= (st.memos[6][_t1306] if _t1306 in st.memos[6] else st.memos[6].setdefault(_t1306, (1 + _a1451(st, _t1306))))) and ((st.memos[5][_t1306] if _t1306 in st.memos[5] else st.memos[5].setdefault(_t1306, _a1453(st, _t1306))) >= (st.memos[4][_t1306] if _t1306 in st.memos[4] else st.memos[4].setdefault(_t1306, _a1455(st, _t1306))))))) and (st.memos[14][_t1306] if _t1306 in st.memos[14] else st.memos[14].setdefault(_t1306, (not _a1460(st, _t1306)))))) and _a1466(st, _t1306)))):
            _t1307.append(_t1306)
    return _t1307

# <rulerun evolution.rules: piracy #599 c0f970d1>
def _loop(st, _t1333):
    _st_cvars = st.cvars
    _t1336 = 0
    for _t1335 in st.zones[(9 + _owner1476[st.loc[_t1333]])]:
        if (_st_cvars[84 + _t1335] == _t1333):
            _t1336 += (1 if ((_st_cvars[_t1335] == 'carnivorous') or (_st_cvars[_t1335] == 'high_body_weight')) else (2 if (_st_cvars[_t1335] == 'parasite') else 0))
    return _t1336

# <rulerun evolution.rules: piracy #600 fefdbc39>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1332 = (list(_chain1473(map(st.zones.__getitem__, _k1474))) or ())
    st.budget -= len(_t1332)
    if st.budget < 0: _spent1475(st)
    _t1334 = []
    for _t1333 in _t1332:
        if ((_t1333 != _l1) and ((not ((_st_cvars[924 + _t1333] == _st_vars[0]) or (_st_cvars[504 + _t1333] >= (_memo6[_t1333] if _t1333 in _memo6 else _memo6.setdefault(_t1333, (1 + _a1477(st, _t1333))))))) and (_st_cvars[504 + _t1333] > 0))):
            _t1334.append(_t1333)
    return _t1334

# <rulerun evolution.rules: piracy #601 3522e624>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1467(st, L) or [])
            fr[1] = 1
            _t1329 = L[0]
            _t1330 = len(_o)
            if not _t1330: _no_option1469(_t1329, 'pirate')
            if _t1330 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1330 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1331 = st.chooser(_t1330, _t1329)
                else:
                    _t1331 = _st_bits(_t1330.bit_length())
                    while _t1331 >= _t1330: _t1331 = _st_bits(_t1330.bit_length())
                L[1] = _o[_t1331]; st.decisions += 1
                if st.thread_player is not None: _answered1470(st, _t1331)
            elif _st_log is None: _pend1471(st, L, _o, _t1329); return True
            elif _decide1472(st, L, _o, _t1329): return True
            pc = 1
        if pc == 1:
            _o = (_a1478(st, L) or [])
            fr[1] = 2
            _t1337 = L[0]
            _t1338 = len(_o)
            if not _t1338: _no_option1469(_t1337, 'animal to rob')
            if _t1338 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1338 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1339 = st.chooser(_t1338, _t1337)
                else:
                    _t1339 = _st_bits(_t1338.bit_length())
                    while _t1339 >= _t1338: _t1339 = _st_bits(_t1338.bit_length())
                L[2] = _o[_t1339]; st.decisions += 1
                if st.thread_player is not None: _answered1470(st, _t1339)
            elif _st_log is None: _pend1480(st, L, _o, _t1337); return True
            elif _decide1481(st, L, _o, _t1337): return True
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

# <rulerun evolution.rules: grazing #602 d47bf4b0>
def _loop(st, _t1341):
    _st_cvars = st.cvars
    for _t1343 in st.zones[(9 + _owner1490[st.loc[_t1341]])]:
        if ((_st_cvars[84 + _t1343] == _t1341) and (_st_cvars[_t1343] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #603 7e7f0aea>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1340 = st.zones[(5 + L[0])]
    st.budget -= len(_t1340)
    if st.budget < 0: _spent1489(st)
    _t1342 = []
    for _t1341 in _t1340:
        if (((_t1345 if (_t1345 := _memo7.get((_t1341, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1341, 'grazing',), _a1491(st, _t1341))) and (_st_cvars[840 + _t1341] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t1342.append(_t1341)
    return _t1342

# <rulerun evolution.rules: grazing #604 f1c9f5b6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1492(st, L) or [])
            fr[1] = 1
            _t1346 = L[0]
            _t1347 = len(_o)
            if not _t1347: _no_option1494(_t1346, 'grazing animal')
            if _t1347 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1348 = st.chooser(_t1347, _t1346)
                else:
                    _t1348 = _st_bits(_t1347.bit_length())
                    while _t1348 >= _t1347: _t1348 = _st_bits(_t1347.bit_length())
                L[1] = _o[_t1348]; st.decisions += 1
                if st.thread_player is not None: _answered1495(st, _t1348)
            elif _st_log is None: _pend1496(st, L, _o, _t1346); return True
            elif _decide1497(st, L, _o, _t1346): return True
            pc = 1
        if pc == 1:
            _r = _run1498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1499)

# <rulerun evolution.rules: hibernation #605 ed0813d7>
def _loop(st, _t1350):
    _st_cvars = st.cvars
    for _t1352 in st.zones[(9 + _owner1503[st.loc[_t1350]])]:
        if ((_st_cvars[84 + _t1352] == _t1350) and (_st_cvars[_t1352] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #606 8eb32fb9>
def _loop(st, _t1350):
    _st_cvars = st.cvars
    _t1356 = 0
    for _t1355 in st.zones[(9 + _owner1505[st.loc[_t1350]])]:
        if (_st_cvars[84 + _t1355] == _t1350):
            _t1356 += (1 if ((_st_cvars[_t1355] == 'carnivorous') or (_st_cvars[_t1355] == 'high_body_weight')) else (2 if (_st_cvars[_t1355] == 'parasite') else 0))
    return _t1356

# <rulerun evolution.rules: hibernation #607 19d042a6>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1349 = st.zones[(5 + L[0])]
    st.budget -= len(_t1349)
    if st.budget < 0: _spent1502(st)
    _t1351 = []
    for _t1350 in _t1349:
        if (((((_t1354 if (_t1354 := _memo7.get((_t1350, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1350, 'hibernation',), _a1504(st, _t1350))) and (_st_cvars[924 + _t1350] != _st_vars[0])) and (_st_cvars[924 + _t1350] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1350] == _st_vars[0]) or (_st_cvars[504 + _t1350] >= (_memo6[_t1350] if _t1350 in _memo6 else _memo6.setdefault(_t1350, (1 + _a1506(st, _t1350)))))))):
            _t1351.append(_t1350)
    return _t1351

# <rulerun evolution.rules: hibernation #608 43b084fb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1507(st, L) or [])
            fr[1] = 1
            _t1357 = L[0]
            _t1358 = len(_o)
            if not _t1358: _no_option1509(_t1357, 'animal to hibernate')
            if _t1358 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1358 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1359 = st.chooser(_t1358, _t1357)
                else:
                    _t1359 = _st_bits(_t1358.bit_length())
                    while _t1359 >= _t1358: _t1359 = _st_bits(_t1358.bit_length())
                L[1] = _o[_t1359]; st.decisions += 1
                if st.thread_player is not None: _answered1510(st, _t1359)
            elif _st_log is None: _pend1511(st, L, _o, _t1357); return True
            elif _decide1512(st, L, _o, _t1357): return True
            pc = 1
        if pc == 1:
            _r = _run1513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1514)

# <rulerun evolution.rules: attack_action #609 e17daf86>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    for _t1363 in st.zones[(9 + _owner1518[st.loc[_t1361]])]:
        if ((_st_cvars[84 + _t1363] == _t1361) and (_st_cvars[_t1363] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #610 41141b40>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    _t1367 = 0
    for _t1366 in st.zones[(9 + _owner1520[st.loc[_t1361]])]:
        if (_st_cvars[84 + _t1366] == _t1361):
            _t1367 += (1 if ((_st_cvars[_t1366] == 'carnivorous') or (_st_cvars[_t1366] == 'high_body_weight')) else (2 if (_st_cvars[_t1366] == 'parasite') else 0))
    return _t1367

# <rulerun evolution.rules: attack_action #611 370d66a1>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    _t1369 = 0
    for _t1368 in st.zones[(9 + _owner1522[st.loc[_t1361]])]:
        if (((_st_cvars[84 + _t1368] == _t1361) and (_st_cvars[_t1368] == 'fat_tissue')) and _st_cvars[252 + _t1368]):
            _t1369 += 1
    return _t1369

# <rulerun evolution.rules: attack_action #612 cfc460db>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    _t1371 = 0
    for _t1370 in st.zones[(9 + _owner1524[st.loc[_t1361]])]:
        if ((_st_cvars[84 + _t1370] == _t1361) and (_st_cvars[_t1370] == 'fat_tissue')):
            _t1371 += 1
    return _t1371

# <rulerun evolution.rules: attack_action #613 6874345f>
def _loop(st, _t1373):
    _st_cvars = st.cvars
    _t1376 = 0
    for _t1375 in st.zones[(9 + _owner1528[st.loc[_st_cvars[84 + _t1373]]])]:
        if (_st_cvars[84 + _t1375] == _st_cvars[84 + _t1373]):
            _t1376 += (1 if ((_st_cvars[_t1375] == 'carnivorous') or (_st_cvars[_t1375] == 'high_body_weight')) else (2 if (_st_cvars[_t1375] == 'parasite') else 0))
    return _t1376

# <rulerun evolution.rules: attack_action #614 70979969>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1372 = st.zones[(9 + _owner1526[st.loc[_t1361]])]
    st.budget -= len(_t1372)
    if st.budget < 0: _spent1527(st)
    for _t1373 in _t1372:
        if (((_st_cvars[_t1373] == 'symbiosis') and (_st_cvars[168 + _t1373] == _t1361)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1373]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1373]] >= (_memo6[_st_cvars[84 + _t1373]] if _st_cvars[84 + _t1373] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1373], (1 + _a1529(st, _t1373)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #615 824ab5b1>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1380 in st.zones[(9 + _owner1534[st.loc[_t1378]])]:
        if ((_st_cvars[84 + _t1380] == _t1378) and (_st_cvars[_t1380] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #616 958b1ae9>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    for _t1383 in st.zones[(9 + _owner1536[st.loc[_t1361]])]:
        if ((_st_cvars[84 + _t1383] == _t1361) and (_st_cvars[_t1383] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #617 f6ac5927>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1387 in st.zones[(9 + _owner1538[st.loc[_t1378]])]:
        if ((_st_cvars[84 + _t1387] == _t1378) and (_st_cvars[_t1387] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #618 dad7c9fb>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    for _t1390 in st.zones[(9 + _owner1540[st.loc[_t1361]])]:
        if ((_st_cvars[84 + _t1390] == _t1361) and (_st_cvars[_t1390] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #619 20638a9c>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1394 in st.zones[(9 + _owner1542[st.loc[_t1378]])]:
        if ((_st_cvars[84 + _t1394] == _t1378) and (_st_cvars[_t1394] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #620 e64f293d>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    for _t1397 in st.zones[(9 + _owner1544[st.loc[_t1361]])]:
        if ((_st_cvars[84 + _t1397] == _t1361) and (_st_cvars[_t1397] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #621 caf76ba3>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1401 in st.zones[(9 + _owner1546[st.loc[_t1378]])]:
        if ((_st_cvars[84 + _t1401] == _t1378) and (_st_cvars[_t1401] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #622 214883ee>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    _t1405 = 0
    for _t1404 in st.zones[(9 + _owner1548[st.loc[_t1378]])]:
        if (_st_cvars[84 + _t1404] == _t1378):
            _t1405 += (1 if ((_st_cvars[_t1404] == 'carnivorous') or (_st_cvars[_t1404] == 'high_body_weight')) else (2 if (_st_cvars[_t1404] == 'parasite') else 0))
    return _t1405

# <rulerun evolution.rules: attack_action #623 bb184c81>
def _loop(st, _t1378):
    _st_cvars = st.cvars
    for _t1406 in st.zones[(9 + _owner1550[st.loc[_t1378]])]:
        if ((_st_cvars[_t1406] == 'symbiosis') and (_st_cvars[168 + _t1406] == _t1378)):
            return True
    return False

# <rulerun evolution.rules: attack_action #624 3f51651c>
def _loop(st, _t1361):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1377 = (list(_chain1531(map(st.zones.__getitem__, _k1532))) or ())
    st.budget -= len(_t1377)
    if st.budget < 0: _spent1533(st)
    _t1386 = _NOT_YET
    _t1393 = _NOT_YET
    _t1400 = _NOT_YET
    for _t1378 in _t1377:
        if ((((((_t1361 != _t1378) and ((not (_t1382 if (_t1382 := _memo7.get((_t1378, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1378, 'camouflage',), _a1535(st, _t1378)))) or (_t1386 if _t1386 is not _NOT_YET else (_t1386 := (_t1385 if (_t1385 := _memo7.get((_t1361, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1361, 'sharp_vision',), _a1537(st, _t1361))))))) and ((not (_t1389 if (_t1389 := _memo7.get((_t1378, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1378, 'high_body_weight',), _a1539(st, _t1378)))) or (_t1393 if _t1393 is not _NOT_YET else (_t1393 := (_t1392 if (_t1392 := _memo7.get((_t1361, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1361, 'high_body_weight',), _a1541(st, _t1361))))))) and ((_t1396 if (_t1396 := _memo7.get((_t1378, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1378, 'swimming',), _a1543(st, _t1378))) == (_t1400 if _t1400 is not _NOT_YET else (_t1400 := (_t1399 if (_t1399 := _memo7.get((_t1361, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1361, 'swimming',), _a1545(st, _t1361))))))) and (not ((_t1403 if (_t1403 := _memo7.get((_t1378, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1378, 'burrowing',), _a1547(st, _t1378))) and ((_st_cvars[924 + _t1378] == _st_vars[0]) or (_st_cvars[504 + _t1378] >= (_memo6[_t1378] if _t1378 in _memo6 else _memo6.setdefault(_t1378, (1 + _a1549(st, _t1378))))))))) and (not (_memo13[_t1378] if _t1378 in _memo13 else _memo13.setdefault(_t1378, _a1551(st, _t1378))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #625 6de22690>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1360 = st.zones[(5 + L[0])]
    st.budget -= len(_t1360)
    if st.budget < 0: _spent1517(st)
    _t1362 = []
    for _t1361 in _t1360:
        if (_memo0[_t1361] if _t1361 in _memo0 else _memo0.setdefault(_t1361, ((((_t1365 if (_t1365 := st.memos[7].get((_t1361, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t1361, 'carnivorous',), _a1519(st, _t1361))) and (st.cvars[672 + _t1361] != st.vars[0])) and ((not ((st.cvars[924 + _t1361] == st.vars[0]) or ((st.cvars[504 + _t1361] >= (st.memos[6][_t1361] if _t1361 in st.memos[6] else st.memos[6].setdefault(_t1361, (1 + _a1521(st, _t1361))))) and ((st.memos[5][_t1361] if _t1361 in st.memos[5] else st.memos[5].setdefault(_t1361, _a1523(st, _t1361))) >= (st.memos[4][_t1361] if _t1361 in st.memos[4] else st.memos[4].setdefault(_t1361, _a1525(st, _t1361))))))) and (st.memos[14][_t1361] if _t1361 in st.memos[14] else st.memos[14].setdefault(_t1361, (not _a1530(st, _t1361)))))) and _a1552(st, _t1361)))):
            _t1362.append(_t1361)
    return _t1362

# <rulerun evolution.rules: attack_action #626 928635b5>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    for _t1414 in st.zones[(9 + _owner1562[st.loc[_t1412]])]:
        if ((_st_cvars[84 + _t1414] == _t1412) and (_st_cvars[_t1414] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #627 0a21a000>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1417 in st.zones[(9 + _owner1564[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1417] == _l1) and (_st_cvars[_t1417] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #628 76323122>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    for _t1421 in st.zones[(9 + _owner1566[st.loc[_t1412]])]:
        if ((_st_cvars[84 + _t1421] == _t1412) and (_st_cvars[_t1421] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #629 462c22ec>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1424 in st.zones[(9 + _owner1568[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1424] == _l1) and (_st_cvars[_t1424] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #630 4b1c1d2c>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    for _t1428 in st.zones[(9 + _owner1570[st.loc[_t1412]])]:
        if ((_st_cvars[84 + _t1428] == _t1412) and (_st_cvars[_t1428] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #631 cdb2c73a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1431 in st.zones[(9 + _owner1572[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1431] == _l1) and (_st_cvars[_t1431] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #632 126cc695>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    for _t1435 in st.zones[(9 + _owner1574[st.loc[_t1412]])]:
        if ((_st_cvars[84 + _t1435] == _t1412) and (_st_cvars[_t1435] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #633 24f59f12>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    _t1439 = 0
    for _t1438 in st.zones[(9 + _owner1576[st.loc[_t1412]])]:
        if (_st_cvars[84 + _t1438] == _t1412):
            _t1439 += (1 if ((_st_cvars[_t1438] == 'carnivorous') or (_st_cvars[_t1438] == 'high_body_weight')) else (2 if (_st_cvars[_t1438] == 'parasite') else 0))
    return _t1439

# <rulerun evolution.rules: attack_action #634 61c73dac>
def _loop(st, _t1412):
    _st_cvars = st.cvars
    for _t1440 in st.zones[(9 + _owner1578[st.loc[_t1412]])]:
        if ((_st_cvars[_t1440] == 'symbiosis') and (_st_cvars[168 + _t1440] == _t1412)):
            return True
    return False

# <rulerun evolution.rules: attack_action #635 09bfdba8>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1411 = (list(_chain1559(map(st.zones.__getitem__, _k1560))) or ())
    st.budget -= len(_t1411)
    if st.budget < 0: _spent1561(st)
    _t1420 = _NOT_YET
    _t1427 = _NOT_YET
    _t1434 = _NOT_YET
    _t1413 = []
    for _t1412 in _t1411:
        if ((((((_l1 != _t1412) and ((not (_t1416 if (_t1416 := _memo7.get((_t1412, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1412, 'camouflage',), _a1563(st, _t1412)))) or (_t1420 if _t1420 is not _NOT_YET else (_t1420 := (_t1419 if (_t1419 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), _a1565(st, L))))))) and ((not (_t1423 if (_t1423 := _memo7.get((_t1412, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1412, 'high_body_weight',), _a1567(st, _t1412)))) or (_t1427 if _t1427 is not _NOT_YET else (_t1427 := (_t1426 if (_t1426 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), _a1569(st, L))))))) and ((_t1430 if (_t1430 := _memo7.get((_t1412, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1412, 'swimming',), _a1571(st, _t1412))) == (_t1434 if _t1434 is not _NOT_YET else (_t1434 := (_t1433 if (_t1433 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), _a1573(st, L))))))) and (not ((_t1437 if (_t1437 := _memo7.get((_t1412, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1412, 'burrowing',), _a1575(st, _t1412))) and ((_st_cvars[924 + _t1412] == _st_vars[0]) or (_st_cvars[504 + _t1412] >= (_memo6[_t1412] if _t1412 in _memo6 else _memo6.setdefault(_t1412, (1 + _a1577(st, _t1412))))))))) and (not (_memo13[_t1412] if _t1412 in _memo13 else _memo13.setdefault(_t1412, _a1579(st, _t1412))))):
            _t1413.append(_t1412)
    return _t1413

# <rulerun evolution.rules: attack_action #636 aaf91c3f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a1553(st, L) or [])
            fr[1] = 1
            _t1408 = L[0]
            _t1409 = len(_o)
            if not _t1409: _no_option1555(_t1408, 'attacker')
            if _t1409 <= 1 and _st_log is None:
                L[1] = _o[0] if _t1409 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1410 = st.chooser(_t1409, _t1408)
                else:
                    _t1410 = _st_bits(_t1409.bit_length())
                    while _t1410 >= _t1409: _t1410 = _st_bits(_t1409.bit_length())
                L[1] = _o[_t1410]; st.decisions += 1
                if st.thread_player is not None: _answered1556(st, _t1410)
            elif _st_log is None: _pend1557(st, L, _o, _t1408); return True
            elif _decide1558(st, L, _o, _t1408): return True
            pc = 1
        if pc == 1:
            _o = (_a1580(st, L) or [])
            fr[1] = 2
            _t1442 = L[0]
            _t1443 = len(_o)
            if not _t1443: _no_option1555(_t1442, 'target')
            if _t1443 <= 1 and _st_log is None:
                L[2] = _o[0] if _t1443 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1444 = st.chooser(_t1443, _t1442)
                else:
                    _t1444 = _st_bits(_t1443.bit_length())
                    while _t1444 >= _t1443: _t1444 = _st_bits(_t1443.bit_length())
                L[2] = _o[_t1444]; st.decisions += 1
                if st.thread_player is not None: _answered1556(st, _t1444)
            elif _st_log is None: _pend1582(st, L, _o, _t1442); return True
            elif _decide1583(st, L, _o, _t1442): return True
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

# <rulerun evolution.rules: scavenge #638 2dafe0fb>
def _loop(st, L):
    _t1448 = (L[4] or ())
    st.budget -= len(_t1448)
    if st.budget < 0: _spent1606(st)
    for _t1449 in _t1448:
        return _t1449
    return None

# <rulerun evolution.rules: scavenge #639 a55bece3>
def _loop(st, L):
    _t1445 = (L[4] or ())
    st.budget -= len(_t1445)
    if st.budget < 0: _spent1605(st)
    _t1451 = _NOT_YET
    _t1447 = []
    for _t1446 in _t1445:
        if ((not False) or (_t1446 == (_t1451 if _t1451 is not _NOT_YET else (_t1451 := _a1607(st, L))))):
            _t1447.append(_t1446)
    return _t1447

# <rulerun evolution.rules: scavenge #640 3b327f19>
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
            _t1452 = L[3]
            _t1453 = len(_o)
            if not _t1453: _no_option1610(_t1452, 'scavenger to feed')
            if _t1453 <= 1 and _st_log is None:
                L[5] = _o[0] if _t1453 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1454 = st.chooser(_t1453, _t1452)
                else:
                    _t1454 = _st_bits(_t1453.bit_length())
                    while _t1454 >= _t1453: _t1454 = _st_bits(_t1453.bit_length())
                L[5] = _o[_t1454]; st.decisions += 1
                if st.thread_player is not None: _answered1611(st, _t1454)
            elif _st_log is None: _pend1612(st, L, _o, _t1452); return True
            elif _decide1613(st, L, _o, _t1452): return True
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

# <rulerun evolution.rules: on before attack #648 a8b0b188>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    for _t1461 in st.zones[(9 + _owner1661[st.loc[_t1459]])]:
        if ((_st_cvars[84 + _t1461] == _t1459) and (_st_cvars[_t1461] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #649 bf16011e>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1464 in st.zones[(9 + _owner1663[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1464] == _l0) and (_st_cvars[_t1464] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #650 5af04090>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    for _t1468 in st.zones[(9 + _owner1665[st.loc[_t1459]])]:
        if ((_st_cvars[84 + _t1468] == _t1459) and (_st_cvars[_t1468] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #651 b4520e4d>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1471 in st.zones[(9 + _owner1667[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1471] == _l0) and (_st_cvars[_t1471] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #652 71593ccf>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    for _t1475 in st.zones[(9 + _owner1669[st.loc[_t1459]])]:
        if ((_st_cvars[84 + _t1475] == _t1459) and (_st_cvars[_t1475] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #653 995c5956>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1478 in st.zones[(9 + _owner1671[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1478] == _l0) and (_st_cvars[_t1478] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #654 5e66de17>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    for _t1482 in st.zones[(9 + _owner1673[st.loc[_t1459]])]:
        if ((_st_cvars[84 + _t1482] == _t1459) and (_st_cvars[_t1482] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #655 1b6de720>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    _t1486 = 0
    for _t1485 in st.zones[(9 + _owner1675[st.loc[_t1459]])]:
        if (_st_cvars[84 + _t1485] == _t1459):
            _t1486 += (1 if ((_st_cvars[_t1485] == 'carnivorous') or (_st_cvars[_t1485] == 'high_body_weight')) else (2 if (_st_cvars[_t1485] == 'parasite') else 0))
    return _t1486

# <rulerun evolution.rules: on before attack #656 62f7a28e>
def _loop(st, _t1459):
    _st_cvars = st.cvars
    for _t1487 in st.zones[(9 + _owner1677[st.loc[_t1459]])]:
        if ((_st_cvars[_t1487] == 'symbiosis') and (_st_cvars[168 + _t1487] == _t1459)):
            return True
    return False

# <rulerun evolution.rules: on before attack #657 6c8d4a11>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1458 = st.zones[(5 + L[4])]
    st.budget -= len(_t1458)
    if st.budget < 0: _spent1660(st)
    _t1467 = _NOT_YET
    _t1474 = _NOT_YET
    _t1481 = _NOT_YET
    _t1460 = []
    for _t1459 in _t1458:
        if (((_t1459 != _l1) and (_t1459 != _l0)) and ((((((_l0 != _t1459) and ((not (_t1463 if (_t1463 := _memo7.get((_t1459, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1459, 'camouflage',), _a1662(st, _t1459)))) or (_t1467 if _t1467 is not _NOT_YET else (_t1467 := (_t1466 if (_t1466 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), _a1664(st, L))))))) and ((not (_t1470 if (_t1470 := _memo7.get((_t1459, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1459, 'high_body_weight',), _a1666(st, _t1459)))) or (_t1474 if _t1474 is not _NOT_YET else (_t1474 := (_t1473 if (_t1473 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), _a1668(st, L))))))) and ((_t1477 if (_t1477 := _memo7.get((_t1459, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1459, 'swimming',), _a1670(st, _t1459))) == (_t1481 if _t1481 is not _NOT_YET else (_t1481 := (_t1480 if (_t1480 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), _a1672(st, L))))))) and (not ((_t1484 if (_t1484 := _memo7.get((_t1459, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1459, 'burrowing',), _a1674(st, _t1459))) and ((_st_cvars[924 + _t1459] == _st_vars[0]) or (_st_cvars[504 + _t1459] >= (_memo6[_t1459] if _t1459 in _memo6 else _memo6.setdefault(_t1459, (1 + _a1676(st, _t1459))))))))) and (not (_memo13[_t1459] if _t1459 in _memo13 else _memo13.setdefault(_t1459, _a1678(st, _t1459)))))):
            _t1460.append(_t1459)
    return _t1460

# <rulerun evolution.rules: on before attack #658 1584ab02>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1493 = []
    for _t1492 in st.zones[(9 + _owner1685[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1492] == L[1]) or (_st_cvars[168 + _t1492] == L[1])):
            _t1493.append(_t1492)
    return _t1493

# <rulerun evolution.rules: on before attack #659 45390fc3>
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
            _t1455 = L[4]
            _t1456 = len(_o) + 1
            if _t1456 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1457 = st.chooser(_t1456, _t1455)
                else:
                    _t1457 = _st_bits(_t1456.bit_length())
                    while _t1457 >= _t1456: _t1457 = _st_bits(_t1456.bit_length())
                L[6] = _o[_t1457 - 1] if _t1457 else None; st.decisions += 1
                if st.thread_player is not None: _answered1655(st, _t1457)
            elif _st_log is None: _pend1656(st, L, [None] + _o, _t1455); return True
            elif _decide1657(st, L, _o, _t1455): return True
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
            _t1489 = L[4]
            _t1490 = len(_o)
            if not _t1490: _no_option1681(_t1489, 'mimicry: the new target')
            if _t1490 <= 1 and _st_log is None:
                L[7] = _o[0] if _t1490 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1491 = st.chooser(_t1490, _t1489)
                else:
                    _t1491 = _st_bits(_t1490.bit_length())
                    while _t1491 >= _t1490: _t1491 = _st_bits(_t1490.bit_length())
                L[7] = _o[_t1491]; st.decisions += 1
                if st.thread_player is not None: _answered1655(st, _t1491)
            elif _st_log is None: _pend1682(st, L, _o, _t1489); return True
            elif _decide1683(st, L, _o, _t1489): return True
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
            _t1494 = L[4]
            _t1495 = len(_o)
            if not _t1495: _no_option1681(_t1494, 'tail loss: trait to drop')
            if _t1495 <= 1 and _st_log is None:
                L[8] = _o[0] if _t1495 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1496 = st.chooser(_t1495, _t1494)
                else:
                    _t1496 = _st_bits(_t1495.bit_length())
                    while _t1496 >= _t1495: _t1496 = _st_bits(_t1495.bit_length())
                L[8] = _o[_t1496]; st.decisions += 1
                if st.thread_player is not None: _answered1655(st, _t1496)
            elif _st_log is None: _pend1688(st, L, _o, _t1494); return True
            elif _decide1689(st, L, _o, _t1494): return True
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

# <rulerun evolution.rules: development #662 playout db75fdad>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k1715)
    L[0] = []
    while (len((L[0] or ())) < 4):
        st.budget -= 1
        if st.budget < 0: _spent1716(st)
        for _t1497 in (_o1717[st.vars[1]] or []):
            L[3] = _t1497
            if not ((not (_t1497 in (L[0] or ())))): continue
            if (not _st_zones[(1 + _t1497)]):
                if _st_log is not None: _st_log.append(_Text1720(_audience1718(st), [_PlayerRef1719(_t1497), ' has no cards and passes']))
                L[0] = (L[0] + [_t1497])
                if len(L[0]) > 1000000: _too_long1721(L[0])
            else:
                _t1498 = _st_zones[(1 + _t1497)]
                _t1499 = _t1497
                _t1500 = len(_t1498) + 1
                if _t1500 == 1:
                    L[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t1501 = st.chooser(_t1500, _t1499)
                    else:
                        _t1501 = _st_bits(_t1500.bit_length())
                        while _t1501 >= _t1500: _t1501 = _st_bits(_t1500.bit_length())
                    L[4] = _t1498[_t1501 - 1] if _t1501 else None; st.decisions += 1
                elif _st_log is None: _pend1724(st, L, [None] + _t1498, _t1499); raise _PlayoutCut1722()
                elif _decide1725(st, L, _t1498[:], _t1499): raise _PlayoutCut1722()
                if (L[4] is None):
                    L[0] = _joined1726(L[0], [_t1497])
                else:
                    if _p1727(st, [_t1497, L[4], None, None, None, None, None, None, None]) == 3: return 3

# <rulerun evolution.rules: feeding #663 fc746faa>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1505 = []
    for _t1504 in st.zones[(9 + _owner1744[st.loc[_t1502]])]:
        if ((_st_cvars[84 + _t1504] == _t1502) or (_st_cvars[168 + _t1504] == _t1502)):
            _t1505.append(_st_cvars[_t1504])
    return _t1505

# <rulerun evolution.rules: feeding #664 1aee71d7>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1507 = []
    for _t1506 in st.zones[(9 + _owner1746[st.loc[_t1502]])]:
        if ((_st_cvars[84 + _t1506] == _t1502) or (_st_cvars[168 + _t1506] == _t1502)):
            _t1507.append(_t1506)
    return _t1507

# <rulerun evolution.rules: feeding #665 b98da450>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1509 = 0
    for _t1508 in st.zones[(9 + _owner1748[st.loc[_t1502]])]:
        if (_st_cvars[84 + _t1508] == _t1502):
            _t1509 += (1 if ((_st_cvars[_t1508] == 'carnivorous') or (_st_cvars[_t1508] == 'high_body_weight')) else (2 if (_st_cvars[_t1508] == 'parasite') else 0))
    return _t1509

# <rulerun evolution.rules: feeding #666 0a9dc13f>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1511 = 0
    for _t1510 in st.zones[(9 + _owner1750[st.loc[_t1502]])]:
        if (((_st_cvars[84 + _t1510] == _t1502) and (_st_cvars[_t1510] == 'fat_tissue')) and _st_cvars[252 + _t1510]):
            _t1511 += 1
    return _t1511

# <rulerun evolution.rules: feeding #667 d885c500>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1513 = 0
    for _t1512 in st.zones[(9 + _owner1752[st.loc[_t1502]])]:
        if ((_st_cvars[84 + _t1512] == _t1502) and (_st_cvars[_t1512] == 'fat_tissue')):
            _t1513 += 1
    return _t1513

# <rulerun evolution.rules: feeding #668 0851e270>
def _loop(st, _t1502):
    _st_cvars = st.cvars
    _t1515 = 0
    for _t1514 in st.zones[(9 + _owner1754[st.loc[_t1502]])]:
        if ((_st_cvars[84 + _t1514] == _t1502) and (_st_cvars[_t1514] == 'fat_tissue')):
            _t1515 += 1
    return _t1515

# <rulerun evolution.rules: feeding_turn_of #669 7262b5c5>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1522 = 0
    for _t1521 in st.zones[(9 + _owner1767[st.loc[_t1520]])]:
        if (_st_cvars[84 + _t1521] == _t1520):
            _t1522 += (1 if ((_st_cvars[_t1521] == 'carnivorous') or (_st_cvars[_t1521] == 'high_body_weight')) else (2 if (_st_cvars[_t1521] == 'parasite') else 0))
    return _t1522

# <rulerun evolution.rules: feeding_turn_of #670 fcee13bf>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1524 = 0
    for _t1523 in st.zones[(9 + _owner1769[st.loc[_t1520]])]:
        if (((_st_cvars[84 + _t1523] == _t1520) and (_st_cvars[_t1523] == 'fat_tissue')) and _st_cvars[252 + _t1523]):
            _t1524 += 1
    return _t1524

# <rulerun evolution.rules: feeding_turn_of #671 21e5f71b>
def _loop(st, _t1520):
    _st_cvars = st.cvars
    _t1526 = 0
    for _t1525 in st.zones[(9 + _owner1771[st.loc[_t1520]])]:
        if ((_st_cvars[84 + _t1525] == _t1520) and (_st_cvars[_t1525] == 'fat_tissue')):
            _t1526 += 1
    return _t1526

# <rulerun evolution.rules: feeding_turn_of #672 1f61eb11>
def _loop(st, _t1531):
    _st_cvars = st.cvars
    _t1534 = 0
    for _t1533 in st.zones[(9 + _owner1778[st.loc[_t1531]])]:
        if (_st_cvars[84 + _t1533] == _t1531):
            _t1534 += (1 if ((_st_cvars[_t1533] == 'carnivorous') or (_st_cvars[_t1533] == 'high_body_weight')) else (2 if (_st_cvars[_t1533] == 'parasite') else 0))
    return _t1534

# <rulerun evolution.rules: feeding_turn_of #673 d8280741>
def _loop(st, _t1531):
    _st_cvars = st.cvars
    _t1536 = 0
    for _t1535 in st.zones[(9 + _owner1780[st.loc[_t1531]])]:
        if (((_st_cvars[84 + _t1535] == _t1531) and (_st_cvars[_t1535] == 'fat_tissue')) and _st_cvars[252 + _t1535]):
            _t1536 += 1
    return _t1536

# <rulerun evolution.rules: feeding_turn_of #674 8f670790>
def _loop(st, _t1531):
    _st_cvars = st.cvars
    _t1538 = 0
    for _t1537 in st.zones[(9 + _owner1782[st.loc[_t1531]])]:
        if ((_st_cvars[84 + _t1537] == _t1531) and (_st_cvars[_t1537] == 'fat_tissue')):
            _t1538 += 1
    return _t1538

# <rulerun evolution.rules: feeding_turn_of #675 b67fc920>
def _loop(st, _t1540):
    _st_cvars = st.cvars
    _t1543 = 0
    for _t1542 in st.zones[(9 + _owner1786[st.loc[_st_cvars[84 + _t1540]]])]:
        if (_st_cvars[84 + _t1542] == _st_cvars[84 + _t1540]):
            _t1543 += (1 if ((_st_cvars[_t1542] == 'carnivorous') or (_st_cvars[_t1542] == 'high_body_weight')) else (2 if (_st_cvars[_t1542] == 'parasite') else 0))
    return _t1543

# <rulerun evolution.rules: feeding_turn_of #676 33dafca2>
def _loop(st, _t1531):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1539 = st.zones[(9 + _owner1784[st.loc[_t1531]])]
    st.budget -= len(_t1539)
    if st.budget < 0: _spent1785(st)
    for _t1540 in _t1539:
        if (((_st_cvars[_t1540] == 'symbiosis') and (_st_cvars[168 + _t1540] == _t1531)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1540]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1540]] >= (_memo6[_st_cvars[84 + _t1540]] if _st_cvars[84 + _t1540] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1540], (1 + _a1787(st, _t1540)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #677 1fee12c3>
def _loop(st, _t1529):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1530 = st.zones[(5 + _t1529)]
    st.budget -= len(_t1530)
    if st.budget < 0: _spent1777(st)
    for _t1531 in _t1530:
        if ((not ((_st_cvars[924 + _t1531] == _st_vars[0]) or ((_st_cvars[504 + _t1531] >= (_memo6[_t1531] if _t1531 in _memo6 else _memo6.setdefault(_t1531, (1 + _a1779(st, _t1531))))) and ((_memo5[_t1531] if _t1531 in _memo5 else _memo5.setdefault(_t1531, _a1781(st, _t1531))) >= (_memo4[_t1531] if _t1531 in _memo4 else _memo4.setdefault(_t1531, _a1783(st, _t1531))))))) and (_memo14[_t1531] if _t1531 in _memo14 else _memo14.setdefault(_t1531, (not _a1788(st, _t1531))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #678 924fb34b>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    for _t1547 in st.zones[(9 + _owner1791[st.loc[_t1545]])]:
        if ((_st_cvars[84 + _t1547] == _t1545) and (_st_cvars[_t1547] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #679 81c55786>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _t1551 = 0
    for _t1550 in st.zones[(9 + _owner1793[st.loc[_t1545]])]:
        if (_st_cvars[84 + _t1550] == _t1545):
            _t1551 += (1 if ((_st_cvars[_t1550] == 'carnivorous') or (_st_cvars[_t1550] == 'high_body_weight')) else (2 if (_st_cvars[_t1550] == 'parasite') else 0))
    return _t1551

# <rulerun evolution.rules: feeding_turn_of #680 aae67668>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _t1553 = 0
    for _t1552 in st.zones[(9 + _owner1795[st.loc[_t1545]])]:
        if (((_st_cvars[84 + _t1552] == _t1545) and (_st_cvars[_t1552] == 'fat_tissue')) and _st_cvars[252 + _t1552]):
            _t1553 += 1
    return _t1553

# <rulerun evolution.rules: feeding_turn_of #681 9ad6e28b>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _t1555 = 0
    for _t1554 in st.zones[(9 + _owner1797[st.loc[_t1545]])]:
        if ((_st_cvars[84 + _t1554] == _t1545) and (_st_cvars[_t1554] == 'fat_tissue')):
            _t1555 += 1
    return _t1555

# <rulerun evolution.rules: feeding_turn_of #682 1db08969>
def _loop(st, _t1557):
    _st_cvars = st.cvars
    _t1560 = 0
    for _t1559 in st.zones[(9 + _owner1801[st.loc[_st_cvars[84 + _t1557]]])]:
        if (_st_cvars[84 + _t1559] == _st_cvars[84 + _t1557]):
            _t1560 += (1 if ((_st_cvars[_t1559] == 'carnivorous') or (_st_cvars[_t1559] == 'high_body_weight')) else (2 if (_st_cvars[_t1559] == 'parasite') else 0))
    return _t1560

# <rulerun evolution.rules: feeding_turn_of #683 fd658fff>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1556 = st.zones[(9 + _owner1799[st.loc[_t1545]])]
    st.budget -= len(_t1556)
    if st.budget < 0: _spent1800(st)
    for _t1557 in _t1556:
        if (((_st_cvars[_t1557] == 'symbiosis') and (_st_cvars[168 + _t1557] == _t1545)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1557]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1557]] >= (_memo6[_st_cvars[84 + _t1557]] if _st_cvars[84 + _t1557] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1557], (1 + _a1802(st, _t1557)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #684 00671d83>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    for _t1564 in st.zones[(9 + _owner1807[st.loc[_t1562]])]:
        if ((_st_cvars[84 + _t1564] == _t1562) and (_st_cvars[_t1564] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #685 5ff67112>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    for _t1567 in st.zones[(9 + _owner1809[st.loc[_t1545]])]:
        if ((_st_cvars[84 + _t1567] == _t1545) and (_st_cvars[_t1567] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #686 ab4f2931>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    for _t1571 in st.zones[(9 + _owner1811[st.loc[_t1562]])]:
        if ((_st_cvars[84 + _t1571] == _t1562) and (_st_cvars[_t1571] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #687 b768ebd0>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    for _t1574 in st.zones[(9 + _owner1813[st.loc[_t1545]])]:
        if ((_st_cvars[84 + _t1574] == _t1545) and (_st_cvars[_t1574] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #688 9cc61a92>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    for _t1578 in st.zones[(9 + _owner1815[st.loc[_t1562]])]:
        if ((_st_cvars[84 + _t1578] == _t1562) and (_st_cvars[_t1578] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #689 1dfe8a4e>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    for _t1581 in st.zones[(9 + _owner1817[st.loc[_t1545]])]:
        if ((_st_cvars[84 + _t1581] == _t1545) and (_st_cvars[_t1581] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #690 0b8a70bf>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    for _t1585 in st.zones[(9 + _owner1819[st.loc[_t1562]])]:
        if ((_st_cvars[84 + _t1585] == _t1562) and (_st_cvars[_t1585] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #691 9f2223f2>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    _t1589 = 0
    for _t1588 in st.zones[(9 + _owner1821[st.loc[_t1562]])]:
        if (_st_cvars[84 + _t1588] == _t1562):
            _t1589 += (1 if ((_st_cvars[_t1588] == 'carnivorous') or (_st_cvars[_t1588] == 'high_body_weight')) else (2 if (_st_cvars[_t1588] == 'parasite') else 0))
    return _t1589

# <rulerun evolution.rules: feeding_turn_of #692 586e85f4>
def _loop(st, _t1562):
    _st_cvars = st.cvars
    for _t1590 in st.zones[(9 + _owner1823[st.loc[_t1562]])]:
        if ((_st_cvars[_t1590] == 'symbiosis') and (_st_cvars[168 + _t1590] == _t1562)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #693 7bc48460>
def _loop(st, _t1545):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1561 = (list(_chain1804(map(st.zones.__getitem__, _k1805))) or ())
    st.budget -= len(_t1561)
    if st.budget < 0: _spent1806(st)
    _t1570 = _NOT_YET
    _t1577 = _NOT_YET
    _t1584 = _NOT_YET
    for _t1562 in _t1561:
        if ((((((_t1545 != _t1562) and ((not (_t1566 if (_t1566 := _memo7.get((_t1562, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1562, 'camouflage',), _a1808(st, _t1562)))) or (_t1570 if _t1570 is not _NOT_YET else (_t1570 := (_t1569 if (_t1569 := _memo7.get((_t1545, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1545, 'sharp_vision',), _a1810(st, _t1545))))))) and ((not (_t1573 if (_t1573 := _memo7.get((_t1562, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1562, 'high_body_weight',), _a1812(st, _t1562)))) or (_t1577 if _t1577 is not _NOT_YET else (_t1577 := (_t1576 if (_t1576 := _memo7.get((_t1545, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1545, 'high_body_weight',), _a1814(st, _t1545))))))) and ((_t1580 if (_t1580 := _memo7.get((_t1562, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1562, 'swimming',), _a1816(st, _t1562))) == (_t1584 if _t1584 is not _NOT_YET else (_t1584 := (_t1583 if (_t1583 := _memo7.get((_t1545, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1545, 'swimming',), _a1818(st, _t1545))))))) and (not ((_t1587 if (_t1587 := _memo7.get((_t1562, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1562, 'burrowing',), _a1820(st, _t1562))) and ((_st_cvars[924 + _t1562] == _st_vars[0]) or (_st_cvars[504 + _t1562] >= (_memo6[_t1562] if _t1562 in _memo6 else _memo6.setdefault(_t1562, (1 + _a1822(st, _t1562))))))))) and (not (_memo13[_t1562] if _t1562 in _memo13 else _memo13.setdefault(_t1562, _a1824(st, _t1562))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #694 b59f0c92>
def _loop(st, _t1529):
    _memo0 = st.memos[0]
    _t1544 = st.zones[(5 + _t1529)]
    st.budget -= len(_t1544)
    if st.budget < 0: _spent1790(st)
    for _t1545 in _t1544:
        if (_memo0[_t1545] if _t1545 in _memo0 else _memo0.setdefault(_t1545, ((((_t1549 if (_t1549 := st.memos[7].get((_t1545, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t1545, 'carnivorous',), _a1792(st, _t1545))) and (st.cvars[672 + _t1545] != st.vars[0])) and ((not ((st.cvars[924 + _t1545] == st.vars[0]) or ((st.cvars[504 + _t1545] >= (st.memos[6][_t1545] if _t1545 in st.memos[6] else st.memos[6].setdefault(_t1545, (1 + _a1794(st, _t1545))))) and ((st.memos[5][_t1545] if _t1545 in st.memos[5] else st.memos[5].setdefault(_t1545, _a1796(st, _t1545))) >= (st.memos[4][_t1545] if _t1545 in st.memos[4] else st.memos[4].setdefault(_t1545, _a1798(st, _t1545))))))) and (st.memos[14][_t1545] if _t1545 in st.memos[14] else st.memos[14].setdefault(_t1545, (not _a1803(st, _t1545)))))) and _a1825(st, _t1545)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #695 ad7a8b38>
def _loop(st, _t1593):
    _st_cvars = st.cvars
    _t1596 = 0
    for _t1595 in st.zones[(9 + _owner1828[st.loc[_t1593]])]:
        if (_st_cvars[84 + _t1595] == _t1593):
            _t1596 += (1 if ((_st_cvars[_t1595] == 'carnivorous') or (_st_cvars[_t1595] == 'high_body_weight')) else (2 if (_st_cvars[_t1595] == 'parasite') else 0))
    return _t1596

# <rulerun evolution.rules: feeding_turn_of #696 34fa52ec>
def _loop(st, _t1593):
    _st_cvars = st.cvars
    _t1598 = 0
    for _t1597 in st.zones[(9 + _owner1830[st.loc[_t1593]])]:
        if (((_st_cvars[84 + _t1597] == _t1593) and (_st_cvars[_t1597] == 'fat_tissue')) and _st_cvars[252 + _t1597]):
            _t1598 += 1
    return _t1598

# <rulerun evolution.rules: feeding_turn_of #697 76f33257>
def _loop(st, _t1529):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1592 = st.zones[(5 + _t1529)]
    st.budget -= len(_t1592)
    if st.budget < 0: _spent1827(st)
    for _t1593 in _t1592:
        if ((not ((_st_cvars[924 + _t1593] == _st_vars[0]) or (_st_cvars[504 + _t1593] >= (_memo6[_t1593] if _t1593 in _memo6 else _memo6.setdefault(_t1593, (1 + _a1829(st, _t1593))))))) and ((_memo5[_t1593] if _t1593 in _memo5 else _memo5.setdefault(_t1593, _a1831(st, _t1593))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #698 36073ca7>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    for _t1602 in st.zones[(9 + _owner1834[st.loc[_t1600]])]:
        if ((_st_cvars[84 + _t1602] == _t1600) and (_st_cvars[_t1602] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #699 5f8c45b4>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1606 = 0
    for _t1605 in st.zones[(9 + _owner1836[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1605] == _t1600):
            _t1606 += (1 if ((_st_cvars[_t1605] == 'carnivorous') or (_st_cvars[_t1605] == 'high_body_weight')) else (2 if (_st_cvars[_t1605] == 'parasite') else 0))
    return _t1606

# <rulerun evolution.rules: feeding_turn_of #700 cba02824>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1608 = 0
    for _t1607 in st.zones[(9 + _owner1838[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1607] == _t1600):
            _t1608 += (1 if ((_st_cvars[_t1607] == 'carnivorous') or (_st_cvars[_t1607] == 'high_body_weight')) else (2 if (_st_cvars[_t1607] == 'parasite') else 0))
    return _t1608

# <rulerun evolution.rules: feeding_turn_of #701 31a434f8>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1610 = 0
    for _t1609 in st.zones[(9 + _owner1840[st.loc[_t1600]])]:
        if (((_st_cvars[84 + _t1609] == _t1600) and (_st_cvars[_t1609] == 'fat_tissue')) and _st_cvars[252 + _t1609]):
            _t1610 += 1
    return _t1610

# <rulerun evolution.rules: feeding_turn_of #702 2a59807c>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1612 = 0
    for _t1611 in st.zones[(9 + _owner1842[st.loc[_t1600]])]:
        if ((_st_cvars[84 + _t1611] == _t1600) and (_st_cvars[_t1611] == 'fat_tissue')):
            _t1612 += 1
    return _t1612

# <rulerun evolution.rules: feeding_turn_of #703 64aadba1>
def _loop(st, _t1614):
    _st_cvars = st.cvars
    _t1617 = 0
    for _t1616 in st.zones[(9 + _owner1846[st.loc[_st_cvars[84 + _t1614]]])]:
        if (_st_cvars[84 + _t1616] == _st_cvars[84 + _t1614]):
            _t1617 += (1 if ((_st_cvars[_t1616] == 'carnivorous') or (_st_cvars[_t1616] == 'high_body_weight')) else (2 if (_st_cvars[_t1616] == 'parasite') else 0))
    return _t1617

# <rulerun evolution.rules: feeding_turn_of #704 ceb2a0c1>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1613 = st.zones[(9 + _owner1844[st.loc[_t1600]])]
    st.budget -= len(_t1613)
    if st.budget < 0: _spent1845(st)
    for _t1614 in _t1613:
        if (((_st_cvars[_t1614] == 'symbiosis') and (_st_cvars[168 + _t1614] == _t1600)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1614]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1614]] >= (_memo6[_st_cvars[84 + _t1614]] if _st_cvars[84 + _t1614] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1614], (1 + _a1847(st, _t1614)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #705 e4d53882>
def _loop(st, _t1619):
    _st_cvars = st.cvars
    _t1622 = 0
    for _t1621 in st.zones[(9 + _owner1852[st.loc[_t1619]])]:
        if (_st_cvars[84 + _t1621] == _t1619):
            _t1622 += (1 if ((_st_cvars[_t1621] == 'carnivorous') or (_st_cvars[_t1621] == 'high_body_weight')) else (2 if (_st_cvars[_t1621] == 'parasite') else 0))
    return _t1622

# <rulerun evolution.rules: feeding_turn_of #706 7516c541>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1618 = (list(_chain1849(map(st.zones.__getitem__, _k1850))) or ())
    st.budget -= len(_t1618)
    if st.budget < 0: _spent1851(st)
    for _t1619 in _t1618:
        if ((_t1619 != _t1600) and ((not ((_st_cvars[924 + _t1619] == _st_vars[0]) or (_st_cvars[504 + _t1619] >= (_memo6[_t1619] if _t1619 in _memo6 else _memo6.setdefault(_t1619, (1 + _a1853(st, _t1619))))))) and (_st_cvars[504 + _t1619] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #707 cd410104>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    for _t1623 in st.zones[(9 + _owner1855[st.loc[_t1600]])]:
        if ((_st_cvars[84 + _t1623] == _t1600) and (_st_cvars[_t1623] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #708 415529e8>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    _t1627 = 0
    for _t1626 in st.zones[(9 + _owner1857[st.loc[_t1600]])]:
        if (_st_cvars[84 + _t1626] == _t1600):
            _t1627 += (1 if ((_st_cvars[_t1626] == 'carnivorous') or (_st_cvars[_t1626] == 'high_body_weight')) else (2 if (_st_cvars[_t1626] == 'parasite') else 0))
    return _t1627

# <rulerun evolution.rules: feeding_turn_of #709 b1c27b00>
def _loop(st, _t1600):
    _st_cvars = st.cvars
    for _t1628 in st.zones[(9 + _owner1859[st.loc[_t1600]])]:
        if ((_st_cvars[84 + _t1628] == _t1600) and (_st_cvars[_t1628] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #710 48a2175f>
def _loop(st, _t1529):
    _st_cvars = st.cvars
    _memo10 = st.memos[10]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1599 = st.zones[(5 + _t1529)]
    st.budget -= len(_t1599)
    if st.budget < 0: _spent1833(st)
    for _t1600 in _t1599:
        if (((_memo10[_t1600] if _t1600 in _memo10 else _memo10.setdefault(_t1600, (((((_t1604 if (_t1604 := _memo7.get((_t1600, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1600, 'piracy',), _a1835(st, _t1600))) and (_st_cvars[756 + _t1600] != _st_vars[0])) and (not ((_st_cvars[924 + _t1600] == _st_vars[0]) or (_st_cvars[504 + _t1600] >= (_memo6[_t1600] if _t1600 in _memo6 else _memo6.setdefault(_t1600, (1 + _a1837(st, _t1600)))))))) and ((not ((_st_cvars[924 + _t1600] == _st_vars[0]) or ((_st_cvars[504 + _t1600] >= (_memo6[_t1600] if _t1600 in _memo6 else _memo6.setdefault(_t1600, (1 + _a1839(st, _t1600))))) and ((st.memos[5][_t1600] if _t1600 in st.memos[5] else st.memos[5].setdefault(_t1600, _a1841(st, _t1600))) >= (st.memos[4][_t1600] if _t1600 in st.memos[4] else st.memos[4].setdefault(_t1600, _a1843(st, _t1600))))))) and (st.memos[14][_t1600] if _t1600 in st.memos[14] else st.memos[14].setdefault(_t1600, (not _a1848(st, _t1600)))))) and _a1854(st, _t1600)))) or (((((_t1625 if (_t1625 := _memo7.get((_t1600, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1600, 'hibernation',), _a1856(st, _t1600))) and (_st_cvars[924 + _t1600] != _st_vars[0])) and (_st_cvars[924 + _t1600] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1600] == _st_vars[0]) or (_st_cvars[504 + _t1600] >= (_memo6[_t1600] if _t1600 in _memo6 else _memo6.setdefault(_t1600, (1 + _a1858(st, _t1600))))))))) or ((_st_vars[3] > 0) and (_t1630 if (_t1630 := _memo7.get((_t1600, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1600, 'grazing',), _a1860(st, _t1600))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #711 ce4ad01a>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1635 = 0
    for _t1634 in st.zones[(9 + _owner1863[st.loc[_t1632]])]:
        if (_st_cvars[84 + _t1634] == _t1632):
            _t1635 += (1 if ((_st_cvars[_t1634] == 'carnivorous') or (_st_cvars[_t1634] == 'high_body_weight')) else (2 if (_st_cvars[_t1634] == 'parasite') else 0))
    return _t1635

# <rulerun evolution.rules: feeding_turn_of #712 68f9d820>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1637 = 0
    for _t1636 in st.zones[(9 + _owner1865[st.loc[_t1632]])]:
        if (((_st_cvars[84 + _t1636] == _t1632) and (_st_cvars[_t1636] == 'fat_tissue')) and _st_cvars[252 + _t1636]):
            _t1637 += 1
    return _t1637

# <rulerun evolution.rules: feeding_turn_of #713 3a0e9ec2>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _t1639 = 0
    for _t1638 in st.zones[(9 + _owner1867[st.loc[_t1632]])]:
        if ((_st_cvars[84 + _t1638] == _t1632) and (_st_cvars[_t1638] == 'fat_tissue')):
            _t1639 += 1
    return _t1639

# <rulerun evolution.rules: feeding_turn_of #714 d31780ac>
def _loop(st, _t1641):
    _st_cvars = st.cvars
    _t1644 = 0
    for _t1643 in st.zones[(9 + _owner1871[st.loc[_st_cvars[84 + _t1641]]])]:
        if (_st_cvars[84 + _t1643] == _st_cvars[84 + _t1641]):
            _t1644 += (1 if ((_st_cvars[_t1643] == 'carnivorous') or (_st_cvars[_t1643] == 'high_body_weight')) else (2 if (_st_cvars[_t1643] == 'parasite') else 0))
    return _t1644

# <rulerun evolution.rules: feeding_turn_of #715 b5b6d6fa>
def _loop(st, _t1632):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1640 = st.zones[(9 + _owner1869[st.loc[_t1632]])]
    st.budget -= len(_t1640)
    if st.budget < 0: _spent1870(st)
    for _t1641 in _t1640:
        if (((_st_cvars[_t1641] == 'symbiosis') and (_st_cvars[168 + _t1641] == _t1632)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1641]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1641]] >= (_memo6[_st_cvars[84 + _t1641]] if _st_cvars[84 + _t1641] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1641], (1 + _a1872(st, _t1641)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #716 58e5aba0>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1631 = st.zones[(5 + L[0])]
    st.budget -= len(_t1631)
    if st.budget < 0: _spent1862(st)
    for _t1632 in _t1631:
        if ((not ((_st_cvars[924 + _t1632] == _st_vars[0]) or ((_st_cvars[504 + _t1632] >= (_memo6[_t1632] if _t1632 in _memo6 else _memo6.setdefault(_t1632, (1 + _a1864(st, _t1632))))) and ((_memo5[_t1632] if _t1632 in _memo5 else _memo5.setdefault(_t1632, _a1866(st, _t1632))) >= (_memo4[_t1632] if _t1632 in _memo4 else _memo4.setdefault(_t1632, _a1868(st, _t1632))))))) and (_memo14[_t1632] if _t1632 in _memo14 else _memo14.setdefault(_t1632, (not _a1873(st, _t1632))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #717 2b3a161e>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    for _t1648 in st.zones[(9 + _owner1877[st.loc[_t1646]])]:
        if ((_st_cvars[84 + _t1648] == _t1646) and (_st_cvars[_t1648] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #718 fa3536dc>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    _t1652 = 0
    for _t1651 in st.zones[(9 + _owner1879[st.loc[_t1646]])]:
        if (_st_cvars[84 + _t1651] == _t1646):
            _t1652 += (1 if ((_st_cvars[_t1651] == 'carnivorous') or (_st_cvars[_t1651] == 'high_body_weight')) else (2 if (_st_cvars[_t1651] == 'parasite') else 0))
    return _t1652

# <rulerun evolution.rules: feeding_turn_of #719 08022880>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    _t1654 = 0
    for _t1653 in st.zones[(9 + _owner1881[st.loc[_t1646]])]:
        if (((_st_cvars[84 + _t1653] == _t1646) and (_st_cvars[_t1653] == 'fat_tissue')) and _st_cvars[252 + _t1653]):
            _t1654 += 1
    return _t1654

# <rulerun evolution.rules: feeding_turn_of #720 a19e0394>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    _t1656 = 0
    for _t1655 in st.zones[(9 + _owner1883[st.loc[_t1646]])]:
        if ((_st_cvars[84 + _t1655] == _t1646) and (_st_cvars[_t1655] == 'fat_tissue')):
            _t1656 += 1
    return _t1656

# <rulerun evolution.rules: feeding_turn_of #721 aeec650a>
def _loop(st, _t1658):
    _st_cvars = st.cvars
    _t1661 = 0
    for _t1660 in st.zones[(9 + _owner1887[st.loc[_st_cvars[84 + _t1658]]])]:
        if (_st_cvars[84 + _t1660] == _st_cvars[84 + _t1658]):
            _t1661 += (1 if ((_st_cvars[_t1660] == 'carnivorous') or (_st_cvars[_t1660] == 'high_body_weight')) else (2 if (_st_cvars[_t1660] == 'parasite') else 0))
    return _t1661

# <rulerun evolution.rules: feeding_turn_of #722 05942d6f>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1657 = st.zones[(9 + _owner1885[st.loc[_t1646]])]
    st.budget -= len(_t1657)
    if st.budget < 0: _spent1886(st)
    for _t1658 in _t1657:
        if (((_st_cvars[_t1658] == 'symbiosis') and (_st_cvars[168 + _t1658] == _t1646)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1658]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1658]] >= (_memo6[_st_cvars[84 + _t1658]] if _st_cvars[84 + _t1658] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1658], (1 + _a1888(st, _t1658)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #723 23d7bbdf>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    for _t1665 in st.zones[(9 + _owner1893[st.loc[_t1663]])]:
        if ((_st_cvars[84 + _t1665] == _t1663) and (_st_cvars[_t1665] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #724 faa34e61>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    for _t1668 in st.zones[(9 + _owner1895[st.loc[_t1646]])]:
        if ((_st_cvars[84 + _t1668] == _t1646) and (_st_cvars[_t1668] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #725 ae9367d6>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    for _t1672 in st.zones[(9 + _owner1897[st.loc[_t1663]])]:
        if ((_st_cvars[84 + _t1672] == _t1663) and (_st_cvars[_t1672] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #726 54d733c5>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    for _t1675 in st.zones[(9 + _owner1899[st.loc[_t1646]])]:
        if ((_st_cvars[84 + _t1675] == _t1646) and (_st_cvars[_t1675] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #727 55873f60>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    for _t1679 in st.zones[(9 + _owner1901[st.loc[_t1663]])]:
        if ((_st_cvars[84 + _t1679] == _t1663) and (_st_cvars[_t1679] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #728 af90167b>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    for _t1682 in st.zones[(9 + _owner1903[st.loc[_t1646]])]:
        if ((_st_cvars[84 + _t1682] == _t1646) and (_st_cvars[_t1682] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #729 a9bb4012>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    for _t1686 in st.zones[(9 + _owner1905[st.loc[_t1663]])]:
        if ((_st_cvars[84 + _t1686] == _t1663) and (_st_cvars[_t1686] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #730 93959048>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    _t1690 = 0
    for _t1689 in st.zones[(9 + _owner1907[st.loc[_t1663]])]:
        if (_st_cvars[84 + _t1689] == _t1663):
            _t1690 += (1 if ((_st_cvars[_t1689] == 'carnivorous') or (_st_cvars[_t1689] == 'high_body_weight')) else (2 if (_st_cvars[_t1689] == 'parasite') else 0))
    return _t1690

# <rulerun evolution.rules: feeding_turn_of #731 d2ef0d4a>
def _loop(st, _t1663):
    _st_cvars = st.cvars
    for _t1691 in st.zones[(9 + _owner1909[st.loc[_t1663]])]:
        if ((_st_cvars[_t1691] == 'symbiosis') and (_st_cvars[168 + _t1691] == _t1663)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #732 a7ceb144>
def _loop(st, _t1646):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1662 = (list(_chain1890(map(st.zones.__getitem__, _k1891))) or ())
    st.budget -= len(_t1662)
    if st.budget < 0: _spent1892(st)
    _t1671 = _NOT_YET
    _t1678 = _NOT_YET
    _t1685 = _NOT_YET
    for _t1663 in _t1662:
        if ((((((_t1646 != _t1663) and ((not (_t1667 if (_t1667 := _memo7.get((_t1663, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1663, 'camouflage',), _a1894(st, _t1663)))) or (_t1671 if _t1671 is not _NOT_YET else (_t1671 := (_t1670 if (_t1670 := _memo7.get((_t1646, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1646, 'sharp_vision',), _a1896(st, _t1646))))))) and ((not (_t1674 if (_t1674 := _memo7.get((_t1663, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1663, 'high_body_weight',), _a1898(st, _t1663)))) or (_t1678 if _t1678 is not _NOT_YET else (_t1678 := (_t1677 if (_t1677 := _memo7.get((_t1646, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1646, 'high_body_weight',), _a1900(st, _t1646))))))) and ((_t1681 if (_t1681 := _memo7.get((_t1663, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1663, 'swimming',), _a1902(st, _t1663))) == (_t1685 if _t1685 is not _NOT_YET else (_t1685 := (_t1684 if (_t1684 := _memo7.get((_t1646, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1646, 'swimming',), _a1904(st, _t1646))))))) and (not ((_t1688 if (_t1688 := _memo7.get((_t1663, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1663, 'burrowing',), _a1906(st, _t1663))) and ((_st_cvars[924 + _t1663] == _st_vars[0]) or (_st_cvars[504 + _t1663] >= (_memo6[_t1663] if _t1663 in _memo6 else _memo6.setdefault(_t1663, (1 + _a1908(st, _t1663))))))))) and (not (_memo13[_t1663] if _t1663 in _memo13 else _memo13.setdefault(_t1663, _a1910(st, _t1663))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #733 bd12e7ff>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1645 = st.zones[(5 + L[0])]
    st.budget -= len(_t1645)
    if st.budget < 0: _spent1876(st)
    for _t1646 in _t1645:
        if (_memo0[_t1646] if _t1646 in _memo0 else _memo0.setdefault(_t1646, ((((_t1650 if (_t1650 := st.memos[7].get((_t1646, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t1646, 'carnivorous',), _a1878(st, _t1646))) and (st.cvars[672 + _t1646] != st.vars[0])) and ((not ((st.cvars[924 + _t1646] == st.vars[0]) or ((st.cvars[504 + _t1646] >= (st.memos[6][_t1646] if _t1646 in st.memos[6] else st.memos[6].setdefault(_t1646, (1 + _a1880(st, _t1646))))) and ((st.memos[5][_t1646] if _t1646 in st.memos[5] else st.memos[5].setdefault(_t1646, _a1882(st, _t1646))) >= (st.memos[4][_t1646] if _t1646 in st.memos[4] else st.memos[4].setdefault(_t1646, _a1884(st, _t1646))))))) and (st.memos[14][_t1646] if _t1646 in st.memos[14] else st.memos[14].setdefault(_t1646, (not _a1889(st, _t1646)))))) and _a1911(st, _t1646)))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #734 cbe56dc6>
def _loop(st, _t1694):
    _st_cvars = st.cvars
    _t1697 = 0
    for _t1696 in st.zones[(9 + _owner1914[st.loc[_t1694]])]:
        if (_st_cvars[84 + _t1696] == _t1694):
            _t1697 += (1 if ((_st_cvars[_t1696] == 'carnivorous') or (_st_cvars[_t1696] == 'high_body_weight')) else (2 if (_st_cvars[_t1696] == 'parasite') else 0))
    return _t1697

# <rulerun evolution.rules: feeding_turn_of #735 dd7762ba>
def _loop(st, _t1694):
    _st_cvars = st.cvars
    _t1699 = 0
    for _t1698 in st.zones[(9 + _owner1916[st.loc[_t1694]])]:
        if (((_st_cvars[84 + _t1698] == _t1694) and (_st_cvars[_t1698] == 'fat_tissue')) and _st_cvars[252 + _t1698]):
            _t1699 += 1
    return _t1699

# <rulerun evolution.rules: feeding_turn_of #736 2b4d3a98>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1693 = st.zones[(5 + L[0])]
    st.budget -= len(_t1693)
    if st.budget < 0: _spent1913(st)
    for _t1694 in _t1693:
        if ((not ((_st_cvars[924 + _t1694] == _st_vars[0]) or (_st_cvars[504 + _t1694] >= (_memo6[_t1694] if _t1694 in _memo6 else _memo6.setdefault(_t1694, (1 + _a1915(st, _t1694))))))) and ((_memo5[_t1694] if _t1694 in _memo5 else _memo5.setdefault(_t1694, _a1917(st, _t1694))) > 0)):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #737 248f798c>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    for _t1703 in st.zones[(9 + _owner1919[st.loc[_t1702]])]:
        if ((_st_cvars[84 + _t1703] == _t1702) and (_st_cvars[_t1703] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #738 af94013c>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1707 = 0
    for _t1706 in st.zones[(9 + _owner1921[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1706] == _t1702):
            _t1707 += (1 if ((_st_cvars[_t1706] == 'carnivorous') or (_st_cvars[_t1706] == 'high_body_weight')) else (2 if (_st_cvars[_t1706] == 'parasite') else 0))
    return _t1707

# <rulerun evolution.rules: feeding_turn_of #739 c3ba6b5e>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1709 = 0
    for _t1708 in st.zones[(9 + _owner1923[st.loc[_t1702]])]:
        if (_st_cvars[84 + _t1708] == _t1702):
            _t1709 += (1 if ((_st_cvars[_t1708] == 'carnivorous') or (_st_cvars[_t1708] == 'high_body_weight')) else (2 if (_st_cvars[_t1708] == 'parasite') else 0))
    return _t1709

# <rulerun evolution.rules: feeding_turn_of #740 731f9a1c>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1711 = 0
    for _t1710 in st.zones[(9 + _owner1925[st.loc[_t1702]])]:
        if (((_st_cvars[84 + _t1710] == _t1702) and (_st_cvars[_t1710] == 'fat_tissue')) and _st_cvars[252 + _t1710]):
            _t1711 += 1
    return _t1711

# <rulerun evolution.rules: feeding_turn_of #741 46517de1>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _t1713 = 0
    for _t1712 in st.zones[(9 + _owner1927[st.loc[_t1702]])]:
        if ((_st_cvars[84 + _t1712] == _t1702) and (_st_cvars[_t1712] == 'fat_tissue')):
            _t1713 += 1
    return _t1713

# <rulerun evolution.rules: feeding_turn_of #742 b27ecc2d>
def _loop(st, _t1715):
    _st_cvars = st.cvars
    _t1718 = 0
    for _t1717 in st.zones[(9 + _owner1931[st.loc[_st_cvars[84 + _t1715]]])]:
        if (_st_cvars[84 + _t1717] == _st_cvars[84 + _t1715]):
            _t1718 += (1 if ((_st_cvars[_t1717] == 'carnivorous') or (_st_cvars[_t1717] == 'high_body_weight')) else (2 if (_st_cvars[_t1717] == 'parasite') else 0))
    return _t1718

# <rulerun evolution.rules: feeding_turn_of #743 6679ad22>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1714 = st.zones[(9 + _owner1929[st.loc[_t1702]])]
    st.budget -= len(_t1714)
    if st.budget < 0: _spent1930(st)
    for _t1715 in _t1714:
        if (((_st_cvars[_t1715] == 'symbiosis') and (_st_cvars[168 + _t1715] == _t1702)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1715]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1715]] >= (_memo6[_st_cvars[84 + _t1715]] if _st_cvars[84 + _t1715] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1715], (1 + _a1932(st, _t1715)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #744 06dfdeb7>
def _loop(st, _t1720):
    _st_cvars = st.cvars
    _t1723 = 0
    for _t1722 in st.zones[(9 + _owner1937[st.loc[_t1720]])]:
        if (_st_cvars[84 + _t1722] == _t1720):
            _t1723 += (1 if ((_st_cvars[_t1722] == 'carnivorous') or (_st_cvars[_t1722] == 'high_body_weight')) else (2 if (_st_cvars[_t1722] == 'parasite') else 0))
    return _t1723

# <rulerun evolution.rules: feeding_turn_of #745 d1cd5d66>
def _loop(st, _t1702):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1719 = (list(_chain1934(map(st.zones.__getitem__, _k1935))) or ())
    st.budget -= len(_t1719)
    if st.budget < 0: _spent1936(st)
    for _t1720 in _t1719:
        if ((_t1720 != _t1702) and ((not ((_st_cvars[924 + _t1720] == _st_vars[0]) or (_st_cvars[504 + _t1720] >= (_memo6[_t1720] if _t1720 in _memo6 else _memo6.setdefault(_t1720, (1 + _a1938(st, _t1720))))))) and (_st_cvars[504 + _t1720] > 0))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #746 88dae252>
def _loop(st, _t1726):
    _st_cvars = st.cvars
    for _t1727 in st.zones[(9 + _owner1940[st.loc[_t1726]])]:
        if ((_st_cvars[84 + _t1727] == _t1726) and (_st_cvars[_t1727] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #747 eb16329b>
def _loop(st, _t1732):
    _st_cvars = st.cvars
    for _t1733 in st.zones[(9 + _owner1942[st.loc[_t1732]])]:
        if ((_st_cvars[84 + _t1733] == _t1732) and (_st_cvars[_t1733] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #748 78c7b960>
def _loop(st, _t1732):
    _st_cvars = st.cvars
    _t1737 = 0
    for _t1736 in st.zones[(9 + _owner1944[st.loc[_t1732]])]:
        if (_st_cvars[84 + _t1736] == _t1732):
            _t1737 += (1 if ((_st_cvars[_t1736] == 'carnivorous') or (_st_cvars[_t1736] == 'high_body_weight')) else (2 if (_st_cvars[_t1736] == 'parasite') else 0))
    return _t1737

# <rulerun evolution.rules: feeding_turn_of #749 b0ce30ae>
def _loop(st, _t1739):
    _st_cvars = st.cvars
    _t1742 = 0
    for _t1741 in st.zones[(9 + _owner1947[st.loc[_t1739]])]:
        if (_st_cvars[84 + _t1741] == _t1739):
            _t1742 += (1 if ((_st_cvars[_t1741] == 'carnivorous') or (_st_cvars[_t1741] == 'high_body_weight')) else (2 if (_st_cvars[_t1741] == 'parasite') else 0))
    return _t1742

# <rulerun evolution.rules: feeding_turn_of #750 58b7f17e>
def _loop(st, _t1739):
    _st_cvars = st.cvars
    _t1744 = 0
    for _t1743 in st.zones[(9 + _owner1949[st.loc[_t1739]])]:
        if (((_st_cvars[84 + _t1743] == _t1739) and (_st_cvars[_t1743] == 'fat_tissue')) and _st_cvars[252 + _t1743]):
            _t1744 += 1
    return _t1744

# <rulerun evolution.rules: feeding_turn_of #751 d84883c6>
def _loop(st, _t1739):
    _st_cvars = st.cvars
    _t1746 = 0
    for _t1745 in st.zones[(9 + _owner1951[st.loc[_t1739]])]:
        if ((_st_cvars[84 + _t1745] == _t1739) and (_st_cvars[_t1745] == 'fat_tissue')):
            _t1746 += 1
    return _t1746

# <rulerun evolution.rules: feeding_turn_of #752 76c19a54>
def _loop(st, _t1748):
    _st_cvars = st.cvars
    _t1751 = 0
    for _t1750 in st.zones[(9 + _owner1955[st.loc[_st_cvars[84 + _t1748]]])]:
        if (_st_cvars[84 + _t1750] == _st_cvars[84 + _t1748]):
            _t1751 += (1 if ((_st_cvars[_t1750] == 'carnivorous') or (_st_cvars[_t1750] == 'high_body_weight')) else (2 if (_st_cvars[_t1750] == 'parasite') else 0))
    return _t1751

# <rulerun evolution.rules: feeding_turn_of #753 7ff81083>
def _loop(st, _t1739):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1747 = st.zones[(9 + _owner1953[st.loc[_t1739]])]
    st.budget -= len(_t1747)
    if st.budget < 0: _spent1954(st)
    for _t1748 in _t1747:
        if (((_st_cvars[_t1748] == 'symbiosis') and (_st_cvars[168 + _t1748] == _t1739)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1748]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1748]] >= (_memo6[_st_cvars[84 + _t1748]] if _st_cvars[84 + _t1748] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1748], (1 + _a1956(st, _t1748)))))))):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #754 c0b02ee1>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1738 = st.zones[(5 + L[0])]
    st.budget -= len(_t1738)
    if st.budget < 0: _spent1946(st)
    for _t1739 in _t1738:
        if ((not ((_st_cvars[924 + _t1739] == _st_vars[0]) or ((_st_cvars[504 + _t1739] >= (_memo6[_t1739] if _t1739 in _memo6 else _memo6.setdefault(_t1739, (1 + _a1948(st, _t1739))))) and ((_memo5[_t1739] if _t1739 in _memo5 else _memo5.setdefault(_t1739, _a1950(st, _t1739))) >= (_memo4[_t1739] if _t1739 in _memo4 else _memo4.setdefault(_t1739, _a1952(st, _t1739))))))) and (_memo14[_t1739] if _t1739 in _memo14 else _memo14.setdefault(_t1739, (not _a1957(st, _t1739))))):
            return True
    return False

# <rulerun evolution.rules: take_food #755 dd3d000b>
def _loop(st, _t1758):
    _st_cvars = st.cvars
    _t1761 = 0
    for _t1760 in st.zones[(9 + _owner1967[st.loc[_t1758]])]:
        if (_st_cvars[84 + _t1760] == _t1758):
            _t1761 += (1 if ((_st_cvars[_t1760] == 'carnivorous') or (_st_cvars[_t1760] == 'high_body_weight')) else (2 if (_st_cvars[_t1760] == 'parasite') else 0))
    return _t1761

# <rulerun evolution.rules: take_food #756 7a36d7c0>
def _loop(st, _t1758):
    _st_cvars = st.cvars
    _t1763 = 0
    for _t1762 in st.zones[(9 + _owner1969[st.loc[_t1758]])]:
        if (((_st_cvars[84 + _t1762] == _t1758) and (_st_cvars[_t1762] == 'fat_tissue')) and _st_cvars[252 + _t1762]):
            _t1763 += 1
    return _t1763

# <rulerun evolution.rules: take_food #757 e5f99db3>
def _loop(st, _t1758):
    _st_cvars = st.cvars
    _t1765 = 0
    for _t1764 in st.zones[(9 + _owner1971[st.loc[_t1758]])]:
        if ((_st_cvars[84 + _t1764] == _t1758) and (_st_cvars[_t1764] == 'fat_tissue')):
            _t1765 += 1
    return _t1765

# <rulerun evolution.rules: take_food #758 07e428e5>
def _loop(st, _t1767):
    _st_cvars = st.cvars
    _t1770 = 0
    for _t1769 in st.zones[(9 + _owner1975[st.loc[_st_cvars[84 + _t1767]]])]:
        if (_st_cvars[84 + _t1769] == _st_cvars[84 + _t1767]):
            _t1770 += (1 if ((_st_cvars[_t1769] == 'carnivorous') or (_st_cvars[_t1769] == 'high_body_weight')) else (2 if (_st_cvars[_t1769] == 'parasite') else 0))
    return _t1770

# <rulerun evolution.rules: take_food #759 113898a4>
def _loop(st, _t1758):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1766 = st.zones[(9 + _owner1973[st.loc[_t1758]])]
    st.budget -= len(_t1766)
    if st.budget < 0: _spent1974(st)
    for _t1767 in _t1766:
        if (((_st_cvars[_t1767] == 'symbiosis') and (_st_cvars[168 + _t1767] == _t1758)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1767]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1767]] >= (_memo6[_st_cvars[84 + _t1767]] if _st_cvars[84 + _t1767] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1767], (1 + _a1976(st, _t1767)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #760 48d60c90>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t1757 = st.zones[(5 + L[0])]
    st.budget -= len(_t1757)
    if st.budget < 0: _spent1966(st)
    _t1759 = []
    for _t1758 in _t1757:
        if ((not ((_st_cvars[924 + _t1758] == _st_vars[0]) or ((_st_cvars[504 + _t1758] >= (_memo6[_t1758] if _t1758 in _memo6 else _memo6.setdefault(_t1758, (1 + _a1968(st, _t1758))))) and ((_memo5[_t1758] if _t1758 in _memo5 else _memo5.setdefault(_t1758, _a1970(st, _t1758))) >= (_memo4[_t1758] if _t1758 in _memo4 else _memo4.setdefault(_t1758, _a1972(st, _t1758))))))) and (_memo14[_t1758] if _t1758 in _memo14 else _memo14.setdefault(_t1758, (not _a1977(st, _t1758))))):
            _t1759.append(_t1758)
    return _t1759

# <rulerun evolution.rules: receive #761 9ecfa43f>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1776 = 0
    for _t1775 in st.zones[(9 + _owner1991[st.loc[_l0]])]:
        if (_st_cvars[84 + _t1775] == _l0):
            _t1776 += (1 if ((_st_cvars[_t1775] == 'carnivorous') or (_st_cvars[_t1775] == 'high_body_weight')) else (2 if (_st_cvars[_t1775] == 'parasite') else 0))
    return _t1776

# <rulerun evolution.rules: receive #762 d9d38e17>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1778 = 0
    for _t1777 in st.zones[(9 + _owner1993[st.loc[_l0]])]:
        if (((_st_cvars[84 + _t1777] == _l0) and (_st_cvars[_t1777] == 'fat_tissue')) and _st_cvars[252 + _t1777]):
            _t1778 += 1
    return _t1778

# <rulerun evolution.rules: receive #763 61551ae3>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _t1780 = 0
    for _t1779 in st.zones[(9 + _owner1995[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1779] == _l0) and (_st_cvars[_t1779] == 'fat_tissue')):
            _t1780 += 1
    return _t1780

# <rulerun evolution.rules: receive #764 2e720288>
def _loop(st, _t1782):
    _st_cvars = st.cvars
    _t1785 = 0
    for _t1784 in st.zones[(9 + _owner1999[st.loc[_st_cvars[84 + _t1782]]])]:
        if (_st_cvars[84 + _t1784] == _st_cvars[84 + _t1782]):
            _t1785 += (1 if ((_st_cvars[_t1784] == 'carnivorous') or (_st_cvars[_t1784] == 'high_body_weight')) else (2 if (_st_cvars[_t1784] == 'parasite') else 0))
    return _t1785

# <rulerun evolution.rules: receive #765 7201d67a>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1781 = st.zones[(9 + _owner1997[st.loc[_l0]])]
    st.budget -= len(_t1781)
    if st.budget < 0: _spent1998(st)
    for _t1782 in _t1781:
        if (((_st_cvars[_t1782] == 'symbiosis') and (_st_cvars[168 + _t1782] == _l0)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1782]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1782]] >= (_memo6[_st_cvars[84 + _t1782]] if _st_cvars[84 + _t1782] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1782], (1 + _a2000(st, _t1782)))))))):
            return True
    return False

# <rulerun evolution.rules: receive #766 157994ce>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1790 = 0
    for _t1789 in st.zones[(9 + _owner2010[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1789] == L[2]):
            _t1790 += (1 if ((_st_cvars[_t1789] == 'carnivorous') or (_st_cvars[_t1789] == 'high_body_weight')) else (2 if (_st_cvars[_t1789] == 'parasite') else 0))
    return _t1790

# <rulerun evolution.rules: receive #767 65080690>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1795 = 0
    for _t1794 in st.zones[(9 + _owner2013[st.loc[L[2]]])]:
        if (((_st_cvars[84 + _t1794] == L[2]) and (_st_cvars[_t1794] == 'fat_tissue')) and _st_cvars[252 + _t1794]):
            _t1795 += 1
    return _t1795

# <rulerun evolution.rules: receive #768 f9a75192>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1797 = 0
    for _t1796 in st.zones[(9 + _owner2015[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1796] == L[2]) and (_st_cvars[_t1796] == 'fat_tissue')):
            _t1797 += 1
    return _t1797

# <rulerun evolution.rules: receive #769 6829954b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1800 = 0
    for _t1799 in st.zones[(9 + _owner2017[st.loc[L[2]]])]:
        if (_st_cvars[84 + _t1799] == L[2]):
            _t1800 += (1 if ((_st_cvars[_t1799] == 'carnivorous') or (_st_cvars[_t1799] == 'high_body_weight')) else (2 if (_st_cvars[_t1799] == 'parasite') else 0))
    return _t1800

# <rulerun evolution.rules: paired_triggers #770 playout 8324449c>
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
        _t1802 = st.zones[(9 + _owner2022[_st_loc[_l0]])]
        st.budget -= len(_t1802)
        if st.budget < 0: _spent2021(st)
        _t1801 = []
        for _t1803 in _t1802:
            if (((_st_cvars[336 + _t1803] != _st_vars[4]) and ((_st_cvars[84 + _t1803] == _l0) or (_st_cvars[168 + _t1803] == _l0))) and (((((_st_cvars[_t1803] == 'communication') and (_l1 == 'red')) and (_st_vars[3] > 0)) and _d2023(st, [(_st_cvars[168 + _t1803] if (_st_cvars[84 + _t1803] == _l0) else _st_cvars[84 + _t1803])])) or ((_st_cvars[_t1803] == 'cooperation') and _d2023(st, [(_st_cvars[168 + _t1803] if (_st_cvars[84 + _t1803] == _l0) else _st_cvars[84 + _t1803])])))):
                _t1801.append(_t1803)
        L[2] = _t1801
        if (not (L[2] or ())):
            return 2
        _t1804 = (L[2] or [])
        _t1805 = _owner2026[_st_loc[_l0]]
        _t1806 = len(_t1804) + 1
        if _t1806 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1807 = st.chooser(_t1806, _t1805)
            else:
                _t1807 = _st_bits(_t1806.bit_length())
                while _t1807 >= _t1806: _t1807 = _st_bits(_t1806.bit_length())
            L[3] = _t1804[_t1807 - 1] if _t1807 else None; st.decisions += 1
        elif _st_log is None: _pend2027(st, L, [None] + _t1804, _t1805); raise _PlayoutCut2024()
        elif _decide2028(st, L, _t1804, _t1805): raise _PlayoutCut2024()
        if (L[3] is None):
            return 2
        _st_cvars[336 + L[3]] = _st_vars[4]
        L[4] = (_st_cvars[168 + L[3]] if (_st_cvars[84 + L[3]] == _l0) else _st_cvars[84 + L[3]])
        if (_st_cvars[L[3]] == 'communication'):
            _st_vars[3] = (_t1808 if -1000000000000000000 <= (_t1808 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2029(_t1808))
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

# <rulerun evolution.rules: receive #772 playout ba2f61f0>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1989(_k1990)
    if (not ((not ((_st_cvars[924 + _l0] == _st_vars[0]) or ((_st_cvars[504 + _l0] >= (_memo6[_l0] if _l0 in _memo6 else _memo6.setdefault(_l0, (1 + _a1992(st, L))))) and ((_memo5[_l0] if _l0 in _memo5 else _memo5.setdefault(_l0, _a1994(st, L))) >= (_memo4[_l0] if _l0 in _memo4 else _memo4.setdefault(_l0, _a1996(st, L))))))) and (_memo14[_l0] if _l0 in _memo14 else _memo14.setdefault(_l0, (not _a2001(st, L)))))):
        if (_l1 == 'red'):
            _st_vars[3] = (_t1786 if -1000000000000000000 <= (_t1786 := _st_vars[3] + 1) <= 1000000000000000000 else _beyond2002(_t1786))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
        if _st_log is not None: _st_log.append(_Text2007(_audience2003(st), [_PlayerRef2005(_owner2004[_st_loc[_l0]]), "'s animal ", _plain2006(_st_cvars[420 + _l0]), ' cannot take the ', _plain2006(_l1), ' token']))
        return 2
    if len(st.events) >= 100: _check_event_depth2008(st)
    _t1787 = [_l0, _l1]
    _t1788 = [0, _t1787, False, len(st.cur), st.thread_player]
    st.events.append(_t1788)
    if not _t1788[2]:
        L[2] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value2009(st, 0, 0, 'feed'))
        if ((_st_cvars[924 + L[2]] == _st_vars[0]) or (_st_cvars[504 + L[2]] >= (_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2011(st, L)))))):
            _t1792 = L[2]
            _t1791 = None
            for _t1793 in st.zones[(9 + _owner2012[_st_loc[L[2]]])]:
                if (((_st_cvars[84 + _t1793] == _t1792) and (_st_cvars[_t1793] == 'fat_tissue')) and (not _st_cvars[252 + _t1793])):
                    _t1791 = _t1793
                    break
            L[3] = _t1791
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
            _st_cvars[504 + L[2]] = (_t1798 if -1000000000000000000 <= (_t1798 := _st_cvars[504 + L[2]] + 1) <= 1000000000000000000 else _beyond2002(_t1798))
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text2007(_audience2003(st), ['  animal ', _plain2006(_st_cvars[420 + L[2]]), ' has food ', _plain2006(_st_cvars[504 + L[2]]), '/', _plain2006((_memo6[L[2]] if L[2] in _memo6 else _memo6.setdefault(L[2], (1 + _a2018(st, L)))))]))
        _t1809 = _t1788[1] + _k2035
        if _p2036(st, _t1809, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: take_food #773 playout 811bc20d>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1964(_k1965)
    _t1756 = (_a1978(st, L) or [])
    _t1771 = _l0
    _t1772 = len(_t1756)
    if not _t1772: _no_option1981(_t1771, 'animal to feed')
    if _t1772 <= 1 and _st_log is None:
        L[1] = _t1756[0] if _t1772 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1773 = st.chooser(_t1772, _t1771)
        else:
            _t1773 = _st_bits(_t1772.bit_length())
            while _t1773 >= _t1772: _t1773 = _st_bits(_t1772.bit_length())
        L[1] = _t1756[_t1773]; st.decisions += 1
    elif _st_log is None: _pend1982(st, L, _t1756, _t1771); raise _PlayoutCut1979()
    elif _decide1983(st, L, _t1756, _t1771): raise _PlayoutCut1979()
    _st_vars[3] = (_t1774 if -1000000000000000000 <= (_t1774 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond1984(_t1774))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text1988(_audience1985(st), [_PlayerRef1986(_l0), "'s animal ", _plain1987(st.cvars[420 + L[1]]), ' takes a red token from the food base (', _plain1987(_st_vars[3]), ' left)']))
    if _p2037(st, [L[1], 'red', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: attack_action #774 895a6844>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    for _t1814 in st.zones[(9 + _owner2042[st.loc[_t1812]])]:
        if ((_st_cvars[84 + _t1814] == _t1812) and (_st_cvars[_t1814] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #775 0753ff64>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    _t1818 = 0
    for _t1817 in st.zones[(9 + _owner2044[st.loc[_t1812]])]:
        if (_st_cvars[84 + _t1817] == _t1812):
            _t1818 += (1 if ((_st_cvars[_t1817] == 'carnivorous') or (_st_cvars[_t1817] == 'high_body_weight')) else (2 if (_st_cvars[_t1817] == 'parasite') else 0))
    return _t1818

# <rulerun evolution.rules: attack_action #776 762326bb>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    _t1820 = 0
    for _t1819 in st.zones[(9 + _owner2046[st.loc[_t1812]])]:
        if (((_st_cvars[84 + _t1819] == _t1812) and (_st_cvars[_t1819] == 'fat_tissue')) and _st_cvars[252 + _t1819]):
            _t1820 += 1
    return _t1820

# <rulerun evolution.rules: attack_action #777 82886d1a>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    _t1822 = 0
    for _t1821 in st.zones[(9 + _owner2048[st.loc[_t1812]])]:
        if ((_st_cvars[84 + _t1821] == _t1812) and (_st_cvars[_t1821] == 'fat_tissue')):
            _t1822 += 1
    return _t1822

# <rulerun evolution.rules: attack_action #778 e02f1a0e>
def _loop(st, _t1824):
    _st_cvars = st.cvars
    _t1827 = 0
    for _t1826 in st.zones[(9 + _owner2052[st.loc[_st_cvars[84 + _t1824]]])]:
        if (_st_cvars[84 + _t1826] == _st_cvars[84 + _t1824]):
            _t1827 += (1 if ((_st_cvars[_t1826] == 'carnivorous') or (_st_cvars[_t1826] == 'high_body_weight')) else (2 if (_st_cvars[_t1826] == 'parasite') else 0))
    return _t1827

# <rulerun evolution.rules: attack_action #779 a6daddc5>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t1823 = st.zones[(9 + _owner2050[st.loc[_t1812]])]
    st.budget -= len(_t1823)
    if st.budget < 0: _spent2051(st)
    for _t1824 in _t1823:
        if (((_st_cvars[_t1824] == 'symbiosis') and (_st_cvars[168 + _t1824] == _t1812)) and (not ((_st_cvars[924 + _st_cvars[84 + _t1824]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t1824]] >= (_memo6[_st_cvars[84 + _t1824]] if _st_cvars[84 + _t1824] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t1824], (1 + _a2053(st, _t1824)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #780 cbde4011>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1831 in st.zones[(9 + _owner2058[st.loc[_t1829]])]:
        if ((_st_cvars[84 + _t1831] == _t1829) and (_st_cvars[_t1831] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #781 5cd3beaf>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    for _t1834 in st.zones[(9 + _owner2060[st.loc[_t1812]])]:
        if ((_st_cvars[84 + _t1834] == _t1812) and (_st_cvars[_t1834] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #782 f3c34930>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1838 in st.zones[(9 + _owner2062[st.loc[_t1829]])]:
        if ((_st_cvars[84 + _t1838] == _t1829) and (_st_cvars[_t1838] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #783 9cc102d0>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    for _t1841 in st.zones[(9 + _owner2064[st.loc[_t1812]])]:
        if ((_st_cvars[84 + _t1841] == _t1812) and (_st_cvars[_t1841] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #784 6ada2027>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1845 in st.zones[(9 + _owner2066[st.loc[_t1829]])]:
        if ((_st_cvars[84 + _t1845] == _t1829) and (_st_cvars[_t1845] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #785 4c0fc2a1>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    for _t1848 in st.zones[(9 + _owner2068[st.loc[_t1812]])]:
        if ((_st_cvars[84 + _t1848] == _t1812) and (_st_cvars[_t1848] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #786 48017e51>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1852 in st.zones[(9 + _owner2070[st.loc[_t1829]])]:
        if ((_st_cvars[84 + _t1852] == _t1829) and (_st_cvars[_t1852] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #787 e65dd568>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    _t1856 = 0
    for _t1855 in st.zones[(9 + _owner2072[st.loc[_t1829]])]:
        if (_st_cvars[84 + _t1855] == _t1829):
            _t1856 += (1 if ((_st_cvars[_t1855] == 'carnivorous') or (_st_cvars[_t1855] == 'high_body_weight')) else (2 if (_st_cvars[_t1855] == 'parasite') else 0))
    return _t1856

# <rulerun evolution.rules: attack_action #788 24efd37c>
def _loop(st, _t1829):
    _st_cvars = st.cvars
    for _t1857 in st.zones[(9 + _owner2074[st.loc[_t1829]])]:
        if ((_st_cvars[_t1857] == 'symbiosis') and (_st_cvars[168 + _t1857] == _t1829)):
            return True
    return False

# <rulerun evolution.rules: attack_action #789 7dc1ee09>
def _loop(st, _t1812):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1828 = (list(_chain2055(map(st.zones.__getitem__, _k2056))) or ())
    st.budget -= len(_t1828)
    if st.budget < 0: _spent2057(st)
    _t1837 = _NOT_YET
    _t1844 = _NOT_YET
    _t1851 = _NOT_YET
    for _t1829 in _t1828:
        if ((((((_t1812 != _t1829) and ((not (_t1833 if (_t1833 := _memo7.get((_t1829, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1829, 'camouflage',), _a2059(st, _t1829)))) or (_t1837 if _t1837 is not _NOT_YET else (_t1837 := (_t1836 if (_t1836 := _memo7.get((_t1812, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1812, 'sharp_vision',), _a2061(st, _t1812))))))) and ((not (_t1840 if (_t1840 := _memo7.get((_t1829, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1829, 'high_body_weight',), _a2063(st, _t1829)))) or (_t1844 if _t1844 is not _NOT_YET else (_t1844 := (_t1843 if (_t1843 := _memo7.get((_t1812, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1812, 'high_body_weight',), _a2065(st, _t1812))))))) and ((_t1847 if (_t1847 := _memo7.get((_t1829, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1829, 'swimming',), _a2067(st, _t1829))) == (_t1851 if _t1851 is not _NOT_YET else (_t1851 := (_t1850 if (_t1850 := _memo7.get((_t1812, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1812, 'swimming',), _a2069(st, _t1812))))))) and (not ((_t1854 if (_t1854 := _memo7.get((_t1829, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1829, 'burrowing',), _a2071(st, _t1829))) and ((_st_cvars[924 + _t1829] == _st_vars[0]) or (_st_cvars[504 + _t1829] >= (_memo6[_t1829] if _t1829 in _memo6 else _memo6.setdefault(_t1829, (1 + _a2073(st, _t1829))))))))) and (not (_memo13[_t1829] if _t1829 in _memo13 else _memo13.setdefault(_t1829, _a2075(st, _t1829))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #790 0861761f>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t1811 = st.zones[(5 + L[0])]
    st.budget -= len(_t1811)
    if st.budget < 0: _spent2041(st)
    _t1813 = []
    for _t1812 in _t1811:
        if (_memo0[_t1812] if _t1812 in _memo0 else _memo0.setdefault(_t1812, ((((_t1816 if (_t1816 := st.memos[7].get((_t1812, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t1812, 'carnivorous',), _a2043(st, _t1812))) and (st.cvars[672 + _t1812] != st.vars[0])) and ((not ((st.cvars[924 + _t1812] == st.vars[0]) or ((st.cvars[504 + _t1812] >= (st.memos[6][_t1812] if _t1812 in st.memos[6] else st.memos[6].setdefault(_t1812, (1 + _a2045(st, _t1812))))) and ((st.memos[5][_t1812] if _t1812 in st.memos[5] else st.memos[5].setdefault(_t1812, _a2047(st, _t1812))) >= (st.memos[4][_t1812] if _t1812 in st.memos[4] else st.memos[4].setdefault(_t1812, _a2049(st, _t1812))))))) and (st.memos[14][_t1812] if _t1812 in st.memos[14] else st.memos[14].setdefault(_t1812, (not _a2054(st, _t1812)))))) and _a2076(st, _t1812)))):
            _t1813.append(_t1812)
    return _t1813

# <rulerun evolution.rules: attack_action #791 5bc3fb55>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    for _t1866 in st.zones[(9 + _owner2086[st.loc[_t1864]])]:
        if ((_st_cvars[84 + _t1866] == _t1864) and (_st_cvars[_t1866] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #792 a70c3ed4>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1869 in st.zones[(9 + _owner2088[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1869] == _l1) and (_st_cvars[_t1869] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #793 ff36ed6b>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    for _t1873 in st.zones[(9 + _owner2090[st.loc[_t1864]])]:
        if ((_st_cvars[84 + _t1873] == _t1864) and (_st_cvars[_t1873] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #794 2e6b5cd6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1876 in st.zones[(9 + _owner2092[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1876] == _l1) and (_st_cvars[_t1876] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #795 cb5b3d60>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    for _t1880 in st.zones[(9 + _owner2094[st.loc[_t1864]])]:
        if ((_st_cvars[84 + _t1880] == _t1864) and (_st_cvars[_t1880] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #796 7da1582a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t1883 in st.zones[(9 + _owner2096[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t1883] == _l1) and (_st_cvars[_t1883] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #797 d45fc01f>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    for _t1887 in st.zones[(9 + _owner2098[st.loc[_t1864]])]:
        if ((_st_cvars[84 + _t1887] == _t1864) and (_st_cvars[_t1887] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #798 79d6c75b>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    _t1891 = 0
    for _t1890 in st.zones[(9 + _owner2100[st.loc[_t1864]])]:
        if (_st_cvars[84 + _t1890] == _t1864):
            _t1891 += (1 if ((_st_cvars[_t1890] == 'carnivorous') or (_st_cvars[_t1890] == 'high_body_weight')) else (2 if (_st_cvars[_t1890] == 'parasite') else 0))
    return _t1891

# <rulerun evolution.rules: attack_action #799 6ffa219d>
def _loop(st, _t1864):
    _st_cvars = st.cvars
    for _t1892 in st.zones[(9 + _owner2102[st.loc[_t1864]])]:
        if ((_st_cvars[_t1892] == 'symbiosis') and (_st_cvars[168 + _t1892] == _t1864)):
            return True
    return False

# <rulerun evolution.rules: attack_action #800 e2555d22>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1863 = (list(_chain2083(map(st.zones.__getitem__, _k2084))) or ())
    st.budget -= len(_t1863)
    if st.budget < 0: _spent2085(st)
    _t1872 = _NOT_YET
    _t1879 = _NOT_YET
    _t1886 = _NOT_YET
    _t1865 = []
    for _t1864 in _t1863:
        if ((((((_l1 != _t1864) and ((not (_t1868 if (_t1868 := _memo7.get((_t1864, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1864, 'camouflage',), _a2087(st, _t1864)))) or (_t1872 if _t1872 is not _NOT_YET else (_t1872 := (_t1871 if (_t1871 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), _a2089(st, L))))))) and ((not (_t1875 if (_t1875 := _memo7.get((_t1864, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1864, 'high_body_weight',), _a2091(st, _t1864)))) or (_t1879 if _t1879 is not _NOT_YET else (_t1879 := (_t1878 if (_t1878 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), _a2093(st, L))))))) and ((_t1882 if (_t1882 := _memo7.get((_t1864, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1864, 'swimming',), _a2095(st, _t1864))) == (_t1886 if _t1886 is not _NOT_YET else (_t1886 := (_t1885 if (_t1885 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), _a2097(st, L))))))) and (not ((_t1889 if (_t1889 := _memo7.get((_t1864, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1864, 'burrowing',), _a2099(st, _t1864))) and ((_st_cvars[924 + _t1864] == _st_vars[0]) or (_st_cvars[504 + _t1864] >= (_memo6[_t1864] if _t1864 in _memo6 else _memo6.setdefault(_t1864, (1 + _a2101(st, _t1864))))))))) and (not (_memo13[_t1864] if _t1864 in _memo13 else _memo13.setdefault(_t1864, _a2103(st, _t1864))))):
            _t1865.append(_t1864)
    return _t1865

# <rulerun evolution.rules: on before attack #801 0dd66f43>
def _loop(st, _t1900, _t1905):
    _st_cvars = st.cvars
    for _t1906 in st.zones[(9 + _owner2120[st.loc[_t1900]])]:
        if ((_st_cvars[84 + _t1906] == _t1900) and (_st_cvars[_t1906] == _t1905)):
            return True
    return False

# <rulerun evolution.rules: on before attack #802 0fe41134>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1912 in st.zones[(9 + _owner2123[st.loc[_t1910]])]:
        if ((_st_cvars[84 + _t1912] == _t1910) and (_st_cvars[_t1912] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #803 5a57f4ca>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1915 in st.zones[(9 + _owner2125[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1915] == _l0) and (_st_cvars[_t1915] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #804 4234e9a4>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1919 in st.zones[(9 + _owner2127[st.loc[_t1910]])]:
        if ((_st_cvars[84 + _t1919] == _t1910) and (_st_cvars[_t1919] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #805 b0963054>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1922 in st.zones[(9 + _owner2129[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1922] == _l0) and (_st_cvars[_t1922] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #806 152bb6de>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1926 in st.zones[(9 + _owner2131[st.loc[_t1910]])]:
        if ((_st_cvars[84 + _t1926] == _t1910) and (_st_cvars[_t1926] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #807 98c4a022>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1929 in st.zones[(9 + _owner2133[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1929] == _l0) and (_st_cvars[_t1929] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #808 5fa8849e>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1933 in st.zones[(9 + _owner2135[st.loc[_t1910]])]:
        if ((_st_cvars[84 + _t1933] == _t1910) and (_st_cvars[_t1933] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #809 d801c2b2>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    _t1937 = 0
    for _t1936 in st.zones[(9 + _owner2137[st.loc[_t1910]])]:
        if (_st_cvars[84 + _t1936] == _t1910):
            _t1937 += (1 if ((_st_cvars[_t1936] == 'carnivorous') or (_st_cvars[_t1936] == 'high_body_weight')) else (2 if (_st_cvars[_t1936] == 'parasite') else 0))
    return _t1937

# <rulerun evolution.rules: on before attack #810 86813837>
def _loop(st, _t1910):
    _st_cvars = st.cvars
    for _t1938 in st.zones[(9 + _owner2139[st.loc[_t1910]])]:
        if ((_st_cvars[_t1938] == 'symbiosis') and (_st_cvars[168 + _t1938] == _t1910)):
            return True
    return False

# <rulerun evolution.rules: on before attack #811 f79a6c7e>
def _loop(st, L, _t1900, _t1903):
    _l0 = L[0]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1909 = st.zones[(5 + _t1903)]
    st.budget -= len(_t1909)
    if st.budget < 0: _spent2122(st)
    _t1918 = _NOT_YET
    _t1925 = _NOT_YET
    _t1932 = _NOT_YET
    for _t1910 in _t1909:
        if (((_t1910 != _t1900) and (_t1910 != _l0)) and ((((((_l0 != _t1910) and ((not (_t1914 if (_t1914 := _memo7.get((_t1910, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1910, 'camouflage',), _a2124(st, _t1910)))) or (_t1918 if _t1918 is not _NOT_YET else (_t1918 := (_t1917 if (_t1917 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), _a2126(st, L))))))) and ((not (_t1921 if (_t1921 := _memo7.get((_t1910, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1910, 'high_body_weight',), _a2128(st, _t1910)))) or (_t1925 if _t1925 is not _NOT_YET else (_t1925 := (_t1924 if (_t1924 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), _a2130(st, L))))))) and ((_t1928 if (_t1928 := _memo7.get((_t1910, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1910, 'swimming',), _a2132(st, _t1910))) == (_t1932 if _t1932 is not _NOT_YET else (_t1932 := (_t1931 if (_t1931 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), _a2134(st, L))))))) and (not ((_t1935 if (_t1935 := _memo7.get((_t1910, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1910, 'burrowing',), _a2136(st, _t1910))) and ((_st_cvars[924 + _t1910] == _st_vars[0]) or (_st_cvars[504 + _t1910] >= (_memo6[_t1910] if _t1910 in _memo6 else _memo6.setdefault(_t1910, (1 + _a2138(st, _t1910))))))))) and (not (_memo13[_t1910] if _t1910 in _memo13 else _memo13.setdefault(_t1910, _a2140(st, _t1910)))))):
            return True
    return False

# <rulerun evolution.rules: on before attack #812 b1f132b8>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    for _t1949 in st.zones[(9 + _owner2153[st.loc[_t1947]])]:
        if ((_st_cvars[84 + _t1949] == _t1947) and (_st_cvars[_t1949] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #813 0fc70bc5>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1952 in st.zones[(9 + _owner2155[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1952] == _l0) and (_st_cvars[_t1952] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #814 0f6d8845>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    for _t1956 in st.zones[(9 + _owner2157[st.loc[_t1947]])]:
        if ((_st_cvars[84 + _t1956] == _t1947) and (_st_cvars[_t1956] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #815 0f699d38>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1959 in st.zones[(9 + _owner2159[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1959] == _l0) and (_st_cvars[_t1959] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #816 c872d86e>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    for _t1963 in st.zones[(9 + _owner2161[st.loc[_t1947]])]:
        if ((_st_cvars[84 + _t1963] == _t1947) and (_st_cvars[_t1963] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #817 a1ea4989>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t1966 in st.zones[(9 + _owner2163[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t1966] == _l0) and (_st_cvars[_t1966] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #818 afe6da81>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    for _t1970 in st.zones[(9 + _owner2165[st.loc[_t1947]])]:
        if ((_st_cvars[84 + _t1970] == _t1947) and (_st_cvars[_t1970] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #819 d172d42c>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    _t1974 = 0
    for _t1973 in st.zones[(9 + _owner2167[st.loc[_t1947]])]:
        if (_st_cvars[84 + _t1973] == _t1947):
            _t1974 += (1 if ((_st_cvars[_t1973] == 'carnivorous') or (_st_cvars[_t1973] == 'high_body_weight')) else (2 if (_st_cvars[_t1973] == 'parasite') else 0))
    return _t1974

# <rulerun evolution.rules: on before attack #820 c792a528>
def _loop(st, _t1947):
    _st_cvars = st.cvars
    for _t1975 in st.zones[(9 + _owner2169[st.loc[_t1947]])]:
        if ((_st_cvars[_t1975] == 'symbiosis') and (_st_cvars[168 + _t1975] == _t1947)):
            return True
    return False

# <rulerun evolution.rules: on before attack #821 b0f655dc>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t1946 = st.zones[(5 + L[4])]
    st.budget -= len(_t1946)
    if st.budget < 0: _spent2152(st)
    _t1955 = _NOT_YET
    _t1962 = _NOT_YET
    _t1969 = _NOT_YET
    _t1948 = []
    for _t1947 in _t1946:
        if (((_t1947 != _l1) and (_t1947 != _l0)) and ((((((_l0 != _t1947) and ((not (_t1951 if (_t1951 := _memo7.get((_t1947, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1947, 'camouflage',), _a2154(st, _t1947)))) or (_t1955 if _t1955 is not _NOT_YET else (_t1955 := (_t1954 if (_t1954 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), _a2156(st, L))))))) and ((not (_t1958 if (_t1958 := _memo7.get((_t1947, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1947, 'high_body_weight',), _a2158(st, _t1947)))) or (_t1962 if _t1962 is not _NOT_YET else (_t1962 := (_t1961 if (_t1961 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), _a2160(st, L))))))) and ((_t1965 if (_t1965 := _memo7.get((_t1947, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1947, 'swimming',), _a2162(st, _t1947))) == (_t1969 if _t1969 is not _NOT_YET else (_t1969 := (_t1968 if (_t1968 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), _a2164(st, L))))))) and (not ((_t1972 if (_t1972 := _memo7.get((_t1947, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1947, 'burrowing',), _a2166(st, _t1947))) and ((_st_cvars[924 + _t1947] == _st_vars[0]) or (_st_cvars[504 + _t1947] >= (_memo6[_t1947] if _t1947 in _memo6 else _memo6.setdefault(_t1947, (1 + _a2168(st, _t1947))))))))) and (not (_memo13[_t1947] if _t1947 in _memo13 else _memo13.setdefault(_t1947, _a2170(st, _t1947)))))):
            _t1948.append(_t1947)
    return _t1948

# <rulerun evolution.rules: on before attack #822 35937401>
def _loop(st, L):
    _st_cvars = st.cvars
    _t1982 = []
    for _t1981 in st.zones[(9 + _owner2177[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t1981] == L[1]) or (_st_cvars[168 + _t1981] == L[1])):
            _t1982.append(_t1981)
    return _t1982

# <rulerun evolution.rules: on before attack #823 playout e1d2cc25>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_zones = st.zones
    L[2] = False
    L[3] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent2118(st)
        L[4] = _owner2119[_st_loc[L[1]]]
        _t1900 = L[1]
        _t1901 = L[2]
        _t1902 = L[3]
        _t1903 = L[4]
        _t1904 = (['running', 'mimicry', 'tail_loss'] or ())
        st.budget -= len(_t1904)
        if st.budget < 0: _spent2118(st)
        _t1940 = _NOT_YET
        _t1899 = []
        for _t1905 in _t1904:
            if (((_t1908 if (_t1908 := _memo7.get((_t1900, _t1905,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1900, _t1905,), _a2121(st, _t1900, _t1905))) and ((_t1905 != 'running') or (not _t1902))) and ((_t1905 != 'mimicry') or ((not _t1901) and (_t1940 if _t1940 is not _NOT_YET else (_t1940 := _a2141(st, L, _t1900, _t1903)))))):
                _t1899.append(_t1905)
        L[5] = _t1899
        if (not (L[5] or ())):
            return 2
        _t1941 = (L[5] or [])
        _t1942 = L[4]
        _t1943 = len(_t1941) + 1
        if _t1943 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1944 = st.chooser(_t1943, _t1942)
            else:
                _t1944 = _st_bits(_t1943.bit_length())
                while _t1944 >= _t1943: _t1944 = _st_bits(_t1943.bit_length())
            L[6] = _t1941[_t1944 - 1] if _t1944 else None; st.decisions += 1
        elif _st_log is None: _pend2144(st, L, [None] + _t1941, _t1942); raise _PlayoutCut2142()
        elif _decide2145(st, L, _t1941, _t1942): raise _PlayoutCut2142()
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
            _t1945 = (_a2171(st, L) or [])
            _t1977 = L[4]
            _t1978 = len(_t1945)
            if not _t1978: _no_option2173(_t1977, 'mimicry: the new target')
            if _t1978 <= 1 and _st_log is None:
                L[7] = _t1945[0] if _t1978 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1979 = st.chooser(_t1978, _t1977)
                else:
                    _t1979 = _st_bits(_t1978.bit_length())
                    while _t1979 >= _t1978: _t1979 = _st_bits(_t1978.bit_length())
                L[7] = _t1945[_t1979]; st.decisions += 1
            elif _st_log is None: _pend2174(st, L, _t1945, _t1977); raise _PlayoutCut2142()
            elif _decide2175(st, L, _t1945, _t1977): raise _PlayoutCut2142()
            if _st_log is not None: _st_log.append(_Text2149(_audience2146(st), ['Mimicry: the attack turns from animal ', _plain2148(_st_cvars[420 + L[1]]), ' to animal ', _plain2148(_st_cvars[420 + L[7]])]))
            L[1] = L[7]
            _set_event_value2176(st, 1, 1, L[1])
            L[2] = True
            L[3] = False
        else:
            _t1980 = (_a2178(st, L) or [])
            _t1983 = L[4]
            _t1984 = len(_t1980)
            if not _t1984: _no_option2173(_t1983, 'tail loss: trait to drop')
            if _t1984 <= 1 and _st_log is None:
                L[8] = _t1980[0] if _t1984 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t1985 = st.chooser(_t1984, _t1983)
                else:
                    _t1985 = _st_bits(_t1984.bit_length())
                    while _t1985 >= _t1984: _t1985 = _st_bits(_t1984.bit_length())
                L[8] = _t1980[_t1985]; st.decisions += 1
            elif _st_log is None: _pend2180(st, L, _t1980, _t1983); raise _PlayoutCut2142()
            elif _decide2181(st, L, _t1980, _t1983): raise _PlayoutCut2142()
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
            _t1986 = _i19l0
            _t1987 = (13 + _i19[1])
            if type(_t1986) is int and _st_log is None:
                _t1988 = _st_zones[(_t1989 := _st_loc[_t1986])]
                if _t1988[-1] == _t1986: _t1988.pop()
                else: _t1988.remove(_t1986)
                _st_zones[_t1987].append(_t1986); _st_loc[_t1986] = _t1987
                _t1990 = _leaving2184[_t1989]
                if _memo12 and _t1990 & 4096: _memo12.clear()
            elif _t1986 is not None:
                _move_cards2183(st, _t1986, _t1987, False)
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
            if _p2185(st, [L[0], 'blue', None, None], _d + 1) == 3: return 3
            _cancel2151(st)
            return 2

# <rulerun evolution.rules: hunt #824 b6bed445>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t1992 in st.zones[(9 + _owner2189[st.loc[L[2]]])]:
        if ((_st_cvars[84 + _t1992] == L[2]) and (_st_cvars[_t1992] == 'poisonous')):
            return True
    return False

# <rulerun evolution.rules: hunt #825 08c36a33>
def _loop(st, _i20l0):
    _st_cvars = st.cvars
    _t1997 = []
    for _t1996 in st.zones[(9 + _owner2194[st.loc[_i20l0]])]:
        if ((_st_cvars[84 + _t1996] == _i20l0) or (_st_cvars[168 + _t1996] == _i20l0)):
            _t1997.append(_t1996)
    return _t1997

# <rulerun evolution.rules: scavenge #826 e0316537>
def _loop(st, _t2013):
    _st_cvars = st.cvars
    for _t2014 in st.zones[(9 + _owner2206[st.loc[_t2013]])]:
        if ((_st_cvars[84 + _t2014] == _t2013) and (_st_cvars[_t2014] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: scavenge #827 f92dc3d0>
def _loop(st, _t2013):
    _st_cvars = st.cvars
    _t2018 = 0
    for _t2017 in st.zones[(9 + _owner2208[st.loc[_t2013]])]:
        if (_st_cvars[84 + _t2017] == _t2013):
            _t2018 += (1 if ((_st_cvars[_t2017] == 'carnivorous') or (_st_cvars[_t2017] == 'high_body_weight')) else (2 if (_st_cvars[_t2017] == 'parasite') else 0))
    return _t2018

# <rulerun evolution.rules: scavenge #828 760bebce>
def _loop(st, _t2013):
    _st_cvars = st.cvars
    _t2020 = 0
    for _t2019 in st.zones[(9 + _owner2210[st.loc[_t2013]])]:
        if (((_st_cvars[84 + _t2019] == _t2013) and (_st_cvars[_t2019] == 'fat_tissue')) and _st_cvars[252 + _t2019]):
            _t2020 += 1
    return _t2020

# <rulerun evolution.rules: scavenge #829 ae874ed6>
def _loop(st, _t2013):
    _st_cvars = st.cvars
    _t2022 = 0
    for _t2021 in st.zones[(9 + _owner2212[st.loc[_t2013]])]:
        if ((_st_cvars[84 + _t2021] == _t2013) and (_st_cvars[_t2021] == 'fat_tissue')):
            _t2022 += 1
    return _t2022

# <rulerun evolution.rules: scavenge #830 ddd1df1f>
def _loop(st, _t2024):
    _st_cvars = st.cvars
    _t2027 = 0
    for _t2026 in st.zones[(9 + _owner2216[st.loc[_st_cvars[84 + _t2024]]])]:
        if (_st_cvars[84 + _t2026] == _st_cvars[84 + _t2024]):
            _t2027 += (1 if ((_st_cvars[_t2026] == 'carnivorous') or (_st_cvars[_t2026] == 'high_body_weight')) else (2 if (_st_cvars[_t2026] == 'parasite') else 0))
    return _t2027

# <rulerun evolution.rules: scavenge #831 00132dfd>
def _loop(st, _t2013):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2023 = st.zones[(9 + _owner2214[st.loc[_t2013]])]
    st.budget -= len(_t2023)
    if st.budget < 0: _spent2215(st)
    for _t2024 in _t2023:
        if (((_st_cvars[_t2024] == 'symbiosis') and (_st_cvars[168 + _t2024] == _t2013)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2024]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2024]] >= (_memo6[_st_cvars[84 + _t2024]] if _st_cvars[84 + _t2024] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2024], (1 + _a2217(st, _t2024)))))))):
            return True
    return False

# <rulerun evolution.rules: scavenge #832 49feafe4>
def _loop(st, L):
    _t2032 = (L[4] or ())
    st.budget -= len(_t2032)
    if st.budget < 0: _spent2220(st)
    for _t2033 in _t2032:
        return _t2033
    return None

# <rulerun evolution.rules: scavenge #833 aa544831>
def _loop(st, L):
    _t2029 = (L[4] or ())
    st.budget -= len(_t2029)
    if st.budget < 0: _spent2219(st)
    _t2035 = _NOT_YET
    _t2031 = []
    for _t2030 in _t2029:
        if ((not False) or (_t2030 == (_t2035 if _t2035 is not _NOT_YET else (_t2035 := _a2221(st, L))))):
            _t2031.append(_t2030)
    return _t2031

# <rulerun evolution.rules: scavenge #834 playout 2c9de076>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _, _memo4, _memo5, _memo6, _memo7, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit2202(_k2203)
    _t2010 = (_o2204[L[0]] or [])
    st.budget -= len(_t2010)
    if st.budget < 0: _spent2205(st)
    for _t2009 in _t2010:
        L[3] = _t2009
        _t2012 = st.zones[(5 + _t2009)]
        st.budget -= len(_t2012)
        if st.budget < 0: _spent2205(st)
        _t2011 = []
        for _t2013 in _t2012:
            if ((_t2016 if (_t2016 := _memo7.get((_t2013, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2013, 'scavenger',), _a2207(st, _t2013))) and ((not ((_st_cvars[924 + _t2013] == _st_vars[0]) or ((_st_cvars[504 + _t2013] >= (_memo6[_t2013] if _t2013 in _memo6 else _memo6.setdefault(_t2013, (1 + _a2209(st, _t2013))))) and ((_memo5[_t2013] if _t2013 in _memo5 else _memo5.setdefault(_t2013, _a2211(st, _t2013))) >= (_memo4[_t2013] if _t2013 in _memo4 else _memo4.setdefault(_t2013, _a2213(st, _t2013))))))) and (_memo14[_t2013] if _t2013 in _memo14 else _memo14.setdefault(_t2013, (not _a2218(st, _t2013)))))):
                _t2011.append(_t2013)
        L[4] = _t2011
        if (not not (L[4] or ())):
            _t2028 = (_a2222(st, L) or [])
            _t2036 = _t2009
            _t2037 = len(_t2028)
            if not _t2037: _no_option2225(_t2036, 'scavenger to feed')
            if _t2037 <= 1 and _st_log is None:
                L[5] = _t2028[0] if _t2037 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2038 = st.chooser(_t2037, _t2036)
                else:
                    _t2038 = _st_bits(_t2037.bit_length())
                    while _t2038 >= _t2037: _t2038 = _st_bits(_t2037.bit_length())
                L[5] = _t2028[_t2038]; st.decisions += 1
            elif _st_log is None: _pend2226(st, L, _t2028, _t2036); raise _PlayoutCut2223()
            elif _decide2227(st, L, _t2028, _t2036): raise _PlayoutCut2223()
            if _st_log is not None: _st_log.append(_Text2231(_audience2228(st), ['Scavenger: ', _PlayerRef2229(_t2009), "'s animal ", _plain2230(_st_cvars[420 + L[5]]), ' receives a blue token']))
            if _p2232(st, [L[5], 'blue', None, None], _d + 1) == 3: return 3
            return 2

# <rulerun evolution.rules: on after attack #835 playout f8231e3d>
def _native(st, L, _d=0):
    if _p2233(st, [_owner2201[st.loc[L[0]]], None, None, None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: hunt #836 playout 3d2e8837>
def _native(st, L, _d=0):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
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
    _t1897 = [_l0, _l1]
    _t1898 = [1, _t1897, False, len(st.cur), st.thread_player]
    st.events.append(_t1898)
    _t1991 = _t1897 + _k2186
    if _p2187(st, _t1991, _d + 1) == 3: return 3
    if not _t1898[2]:
        L[2] = (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2188(st, 1, 1, 'attack'))
        L[3] = (_er[1][0] if (_eq := st.events) and (_er := _eq[-1])[0] == 1 else _event_value2188(st, 1, 0, 'attack'))
        L[4] = (_t1994 if (_t1994 := _memo7.get((L[2], 'poisonous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((L[2], 'poisonous',), _a2190(st, L)))
        if _st_log is not None: _st_log.append(_Text2116(_audience2111(st), [_PlayerRef2113(_owner2191[_st_loc[L[3]]]), "'s animal ", _plain2114(_st_cvars[420 + L[3]]), ' eats ', _PlayerRef2113(_owner2192[_st_loc[L[2]]]), "'s animal ", _plain2114(_st_cvars[420 + L[2]])]))
        _i20l0 = L[2]
        _i20 = [_i20l0, None, None, None, None]
        _i20[1] = _owner2193[_st_loc[_i20l0]]
        _t1998 = (_a2195(st, _i20l0) or [])
        st.budget -= len(_t1998)
        if st.budget < 0: _spent2110(st)
        for _t1995 in _t1998:
            _i20[4] = _t1995
            _i21l0 = _t1995
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
            _t1999 = _i21l0
            _t2000 = (13 + _i21[1])
            if type(_t1999) is int and _st_log is None:
                _t2001 = _st_zones[(_t2002 := _st_loc[_t1999])]
                if _t2001[-1] == _t1999: _t2001.pop()
                else: _t2001.remove(_t1999)
                _st_zones[_t2000].append(_t1999); _st_loc[_t1999] = _t2000
                _t2003 = _leaving2198[_t2002]
                if _memo12 and _t2003 & 4096: _memo12.clear()
            elif _t1999 is not None:
                _move_cards2197(st, _t1999, _t2000, False)
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
        _t2004 = _i20l0
        _t2005 = (13 + _i20[1])
        if type(_t2004) is int and _st_log is None:
            _t2006 = _st_zones[(_t2007 := _st_loc[_t2004])]
            if _t2006[-1] == _t2004: _t2006.pop()
            else: _t2006.remove(_t2004)
            _st_zones[_t2005].append(_t2004); _st_loc[_t2004] = _t2005
            _t2008 = _leaving2199[_t2007]
            if _memo12 and _t2008 & 4096: _memo12.clear()
        elif _t2004 is not None:
            _move_cards2197(st, _t2004, _t2005, False)
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
        if _p2200(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if _p2200(st, [L[3], 'blue', None, None], _d + 1) == 3: return 3
        if L[4]:
            _st_cvars[588 + L[3]] = True
            if _st_log is not None: _st_log.append(_Text2116(_audience2111(st), ['Animal ', _plain2114(_st_cvars[420 + L[3]]), ' has eaten a poisonous animal: it will die in the extinction phase']))
        _t2039 = _t1898[1] + _k2234
        if _p2235(st, _t2039, _d + 1) == 3: return 3
        pass
    st.events.pop()

# <rulerun evolution.rules: attack_action #837 playout cff9c19b>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    if len(st.cur) + _d > 500: raise _RuleLimit2039(_k2040)
    _t1810 = (_a2077(st, L) or [])
    _t1859 = _l0
    _t1860 = len(_t1810)
    if not _t1860: _no_option2080(_t1859, 'attacker')
    if _t1860 <= 1 and _st_log is None:
        L[1] = _t1810[0] if _t1860 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1861 = st.chooser(_t1860, _t1859)
        else:
            _t1861 = _st_bits(_t1860.bit_length())
            while _t1861 >= _t1860: _t1861 = _st_bits(_t1860.bit_length())
        L[1] = _t1810[_t1861]; st.decisions += 1
    elif _st_log is None: _pend2081(st, L, _t1810, _t1859); raise _PlayoutCut2078()
    elif _decide2082(st, L, _t1810, _t1859): raise _PlayoutCut2078()
    _t1862 = (_a2104(st, L) or [])
    _t1894 = _l0
    _t1895 = len(_t1862)
    if not _t1895: _no_option2080(_t1894, 'target')
    if _t1895 <= 1 and _st_log is None:
        L[2] = _t1862[0] if _t1895 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t1896 = st.chooser(_t1895, _t1894)
        else:
            _t1896 = _st_bits(_t1895.bit_length())
            while _t1896 >= _t1895: _t1896 = _st_bits(_t1895.bit_length())
        L[2] = _t1862[_t1896]; st.decisions += 1
    elif _st_log is None: _pend2106(st, L, _t1862, _t1894); raise _PlayoutCut2078()
    elif _decide2107(st, L, _t1862, _t1894): raise _PlayoutCut2078()
    if _p2236(st, [L[1], L[2], None, None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #838 281293d0>
def _loop(st, _t2042):
    _st_cvars = st.cvars
    _t2045 = 0
    for _t2044 in st.zones[(9 + _owner2239[st.loc[_t2042]])]:
        if (_st_cvars[84 + _t2044] == _t2042):
            _t2045 += (1 if ((_st_cvars[_t2044] == 'carnivorous') or (_st_cvars[_t2044] == 'high_body_weight')) else (2 if (_st_cvars[_t2044] == 'parasite') else 0))
    return _t2045

# <rulerun evolution.rules: feeding_turn_of #839 5cf3e02b>
def _loop(st, _t2042):
    _st_cvars = st.cvars
    _t2047 = 0
    for _t2046 in st.zones[(9 + _owner2241[st.loc[_t2042]])]:
        if (((_st_cvars[84 + _t2046] == _t2042) and (_st_cvars[_t2046] == 'fat_tissue')) and _st_cvars[252 + _t2046]):
            _t2047 += 1
    return _t2047

# <rulerun evolution.rules: feeding_turn_of #840 82527468>
def _loop(st, _i22l0):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2041 = st.zones[(5 + _i22l0)]
    st.budget -= len(_t2041)
    if st.budget < 0: _spent2238(st)
    _t2043 = []
    for _t2042 in _t2041:
        if ((not ((_st_cvars[924 + _t2042] == _st_vars[0]) or (_st_cvars[504 + _t2042] >= (_memo6[_t2042] if _t2042 in _memo6 else _memo6.setdefault(_t2042, (1 + _a2240(st, _t2042))))))) and ((_memo5[_t2042] if _t2042 in _memo5 else _memo5.setdefault(_t2042, _a2242(st, _t2042))) > 0)):
            _t2043.append(_t2042)
    return _t2043

# <rulerun evolution.rules: feeding_turn_of #841 494a1db8>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2053 = 0
    for _t2052 in st.zones[(9 + _owner2248[st.loc[_i22[1]]])]:
        if (((_st_cvars[84 + _t2052] == _i22[1]) and (_st_cvars[_t2052] == 'fat_tissue')) and _st_cvars[252 + _t2052]):
            _t2053 += 1
    return _t2053

# <rulerun evolution.rules: feeding_turn_of #842 8bca97fe>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2055 = 0
    for _t2054 in st.zones[(9 + _owner2250[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t2054] == _i22[1]):
            _t2055 += (1 if ((_st_cvars[_t2054] == 'carnivorous') or (_st_cvars[_t2054] == 'high_body_weight')) else (2 if (_st_cvars[_t2054] == 'parasite') else 0))
    return _t2055

# <rulerun evolution.rules: feeding_turn_of #843 f38e64b6>
def _loop(st, _i22):
    _st_cvars = st.cvars
    _t2064 = 0
    for _t2063 in st.zones[(9 + _owner2258[st.loc[_i22[1]]])]:
        if (_st_cvars[84 + _t2063] == _i22[1]):
            _t2064 += (1 if ((_st_cvars[_t2063] == 'carnivorous') or (_st_cvars[_t2063] == 'high_body_weight')) else (2 if (_st_cvars[_t2063] == 'parasite') else 0))
    return _t2064

# <rulerun evolution.rules: piracy #844 03c7a108>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    for _t2069 in st.zones[(9 + _owner2263[st.loc[_t2067]])]:
        if ((_st_cvars[84 + _t2069] == _t2067) and (_st_cvars[_t2069] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #845 662d3cdc>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _t2073 = 0
    for _t2072 in st.zones[(9 + _owner2265[st.loc[_t2067]])]:
        if (_st_cvars[84 + _t2072] == _t2067):
            _t2073 += (1 if ((_st_cvars[_t2072] == 'carnivorous') or (_st_cvars[_t2072] == 'high_body_weight')) else (2 if (_st_cvars[_t2072] == 'parasite') else 0))
    return _t2073

# <rulerun evolution.rules: piracy #846 9eb2c747>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _t2075 = 0
    for _t2074 in st.zones[(9 + _owner2267[st.loc[_t2067]])]:
        if (_st_cvars[84 + _t2074] == _t2067):
            _t2075 += (1 if ((_st_cvars[_t2074] == 'carnivorous') or (_st_cvars[_t2074] == 'high_body_weight')) else (2 if (_st_cvars[_t2074] == 'parasite') else 0))
    return _t2075

# <rulerun evolution.rules: piracy #847 279b5cf5>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _t2077 = 0
    for _t2076 in st.zones[(9 + _owner2269[st.loc[_t2067]])]:
        if (((_st_cvars[84 + _t2076] == _t2067) and (_st_cvars[_t2076] == 'fat_tissue')) and _st_cvars[252 + _t2076]):
            _t2077 += 1
    return _t2077

# <rulerun evolution.rules: piracy #848 ddc0b399>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _t2079 = 0
    for _t2078 in st.zones[(9 + _owner2271[st.loc[_t2067]])]:
        if ((_st_cvars[84 + _t2078] == _t2067) and (_st_cvars[_t2078] == 'fat_tissue')):
            _t2079 += 1
    return _t2079

# <rulerun evolution.rules: piracy #849 7b05f145>
def _loop(st, _t2081):
    _st_cvars = st.cvars
    _t2084 = 0
    for _t2083 in st.zones[(9 + _owner2275[st.loc[_st_cvars[84 + _t2081]]])]:
        if (_st_cvars[84 + _t2083] == _st_cvars[84 + _t2081]):
            _t2084 += (1 if ((_st_cvars[_t2083] == 'carnivorous') or (_st_cvars[_t2083] == 'high_body_weight')) else (2 if (_st_cvars[_t2083] == 'parasite') else 0))
    return _t2084

# <rulerun evolution.rules: piracy #850 8ec47541>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2080 = st.zones[(9 + _owner2273[st.loc[_t2067]])]
    st.budget -= len(_t2080)
    if st.budget < 0: _spent2274(st)
    for _t2081 in _t2080:
        if (((_st_cvars[_t2081] == 'symbiosis') and (_st_cvars[168 + _t2081] == _t2067)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2081]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2081]] >= (_memo6[_st_cvars[84 + _t2081]] if _st_cvars[84 + _t2081] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2081], (1 + _a2276(st, _t2081)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #851 36db4ae5>
def _loop(st, _t2086):
    _st_cvars = st.cvars
    _t2089 = 0
    for _t2088 in st.zones[(9 + _owner2281[st.loc[_t2086]])]:
        if (_st_cvars[84 + _t2088] == _t2086):
            _t2089 += (1 if ((_st_cvars[_t2088] == 'carnivorous') or (_st_cvars[_t2088] == 'high_body_weight')) else (2 if (_st_cvars[_t2088] == 'parasite') else 0))
    return _t2089

# <rulerun evolution.rules: piracy #852 611ca306>
def _loop(st, _t2067):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2085 = (list(_chain2278(map(st.zones.__getitem__, _k2279))) or ())
    st.budget -= len(_t2085)
    if st.budget < 0: _spent2280(st)
    for _t2086 in _t2085:
        if ((_t2086 != _t2067) and ((not ((_st_cvars[924 + _t2086] == _st_vars[0]) or (_st_cvars[504 + _t2086] >= (_memo6[_t2086] if _t2086 in _memo6 else _memo6.setdefault(_t2086, (1 + _a2282(st, _t2086))))))) and (_st_cvars[504 + _t2086] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #853 b40a0659>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t2066 = st.zones[(5 + L[0])]
    st.budget -= len(_t2066)
    if st.budget < 0: _spent2262(st)
    _t2068 = []
    for _t2067 in _t2066:
        if (_memo10[_t2067] if _t2067 in _memo10 else _memo10.setdefault(_t2067, (((((_t2071 if (_t2071 := st.memos[7].get((_t2067, 'piracy',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t2067, 'piracy',), _a2264(st, _t2067))) and (st.cvars[756 + _t2067] != st.vars[0])) and (not ((st.cvars[924 + _t2067] == st.vars[0]) or (st.cvars[504 + _t2067] >= (st.memos[6][_t2067] if _t2067 in st.memos[6] else st.memos[6].setdefault(_t2067, (1 + _a2266(st, _t2067)))))))) and ((not ((st.cvars[924 + _t2067] == st.vars[0]) or ((st.cvars[504 + _t2067] >= (st.memos[6][_t2067] if _t2067 in st.memos[6] else st.memos[6].setdefault(_t2067, (1 + _a2268(st, _t2067))))) and ((st.memos[5][_t2067] if _t2067 in st.memos[5] else st.memos[5].setdefault(_t2067, _a2270(st, _t2067))) >= (st.memos[4][_t2067] if _t2067 in st.memos[4] else st.memos[4].setdefault(_t2067, _a2272(st, _t2067))))))) and (st.memos[14][_t2067] if _t2067 in st.memos[14] else st.memos[14].setdefault(_t2067, (not _a2277(st, _t2067)))))) and _a2283(st, _t2067)))):
            _t2068.append(_t2067)
    return _t2068

# <rulerun evolution.rules: piracy #854 8b761dcd>
def _loop(st, _t2095):
    _st_cvars = st.cvars
    _t2098 = 0
    for _t2097 in st.zones[(9 + _owner2293[st.loc[_t2095]])]:
        if (_st_cvars[84 + _t2097] == _t2095):
            _t2098 += (1 if ((_st_cvars[_t2097] == 'carnivorous') or (_st_cvars[_t2097] == 'high_body_weight')) else (2 if (_st_cvars[_t2097] == 'parasite') else 0))
    return _t2098

# <rulerun evolution.rules: piracy #855 6b0cb486>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2094 = (list(_chain2290(map(st.zones.__getitem__, _k2291))) or ())
    st.budget -= len(_t2094)
    if st.budget < 0: _spent2292(st)
    _t2096 = []
    for _t2095 in _t2094:
        if ((_t2095 != _l1) and ((not ((_st_cvars[924 + _t2095] == _st_vars[0]) or (_st_cvars[504 + _t2095] >= (_memo6[_t2095] if _t2095 in _memo6 else _memo6.setdefault(_t2095, (1 + _a2294(st, _t2095))))))) and (_st_cvars[504 + _t2095] > 0))):
            _t2096.append(_t2095)
    return _t2096

# <rulerun evolution.rules: piracy #856 playout 6349338a>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    if len(st.cur) + _d > 500: raise _RuleLimit2260(_k2261)
    _t2065 = (_a2284(st, L) or [])
    _t2090 = _l0
    _t2091 = len(_t2065)
    if not _t2091: _no_option2287(_t2090, 'pirate')
    if _t2091 <= 1 and _st_log is None:
        L[1] = _t2065[0] if _t2091 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2092 = st.chooser(_t2091, _t2090)
        else:
            _t2092 = _st_bits(_t2091.bit_length())
            while _t2092 >= _t2091: _t2092 = _st_bits(_t2091.bit_length())
        L[1] = _t2065[_t2092]; st.decisions += 1
    elif _st_log is None: _pend2288(st, L, _t2065, _t2090); raise _PlayoutCut2285()
    elif _decide2289(st, L, _t2065, _t2090): raise _PlayoutCut2285()
    _t2093 = (_a2295(st, L) or [])
    _t2099 = _l0
    _t2100 = len(_t2093)
    if not _t2100: _no_option2287(_t2099, 'animal to rob')
    if _t2100 <= 1 and _st_log is None:
        L[2] = _t2093[0] if _t2100 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2101 = st.chooser(_t2100, _t2099)
        else:
            _t2101 = _st_bits(_t2100.bit_length())
            while _t2101 >= _t2100: _t2101 = _st_bits(_t2100.bit_length())
        L[2] = _t2093[_t2101]; st.decisions += 1
    elif _st_log is None: _pend2297(st, L, _t2093, _t2099); raise _PlayoutCut2285()
    elif _decide2298(st, L, _t2093, _t2099): raise _PlayoutCut2285()
    _st_cvars[756 + L[1]] = st.vars[0]
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    _st_cvars[504 + L[2]] = (_t2102 if -1000000000000000000 <= (_t2102 := _st_cvars[504 + L[2]] - 1) <= 1000000000000000000 else _beyond2299(_t2102))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2304(_audience2300(st), ['Piracy: ', _PlayerRef2301(_l0), "'s animal ", _plain2302(_st_cvars[420 + L[1]]), ' steals a food token from ', _PlayerRef2301(_owner2303[st.loc[L[2]]]), "'s animal ", _plain2302(_st_cvars[420 + L[2]])]))
    if _p2305(st, [L[1], 'blue', None, None], _d + 1) == 3: return 3

# <rulerun evolution.rules: feeding_turn_of #857 09d1879c>
def _loop(st, _t2105):
    _st_cvars = st.cvars
    for _t2107 in st.zones[(9 + _owner2308[st.loc[_t2105]])]:
        if ((_st_cvars[84 + _t2107] == _t2105) and (_st_cvars[_t2107] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #858 d5f95d2e>
def _loop(st, _i23l0):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2104 = st.zones[(5 + _i23l0)]
    st.budget -= len(_t2104)
    if st.budget < 0: _spent2307(st)
    _t2106 = []
    for _t2105 in _t2104:
        if (((_t2109 if (_t2109 := _memo7.get((_t2105, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2105, 'grazing',), _a2309(st, _t2105))) and (_st_cvars[840 + _t2105] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2106.append(_t2105)
    return _t2106

# <rulerun evolution.rules: feeding_turn_of #859 a85ccba1>
def _loop(st, _t2116):
    _st_cvars = st.cvars
    for _t2118 in st.zones[(9 + _owner2315[st.loc[_t2116]])]:
        if ((_st_cvars[84 + _t2118] == _t2116) and (_st_cvars[_t2118] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: feeding_turn_of #860 8c5f763c>
def _loop(st, _t2116):
    _st_cvars = st.cvars
    _t2122 = 0
    for _t2121 in st.zones[(9 + _owner2317[st.loc[_t2116]])]:
        if (_st_cvars[84 + _t2121] == _t2116):
            _t2122 += (1 if ((_st_cvars[_t2121] == 'carnivorous') or (_st_cvars[_t2121] == 'high_body_weight')) else (2 if (_st_cvars[_t2121] == 'parasite') else 0))
    return _t2122

# <rulerun evolution.rules: feeding_turn_of #861 0e78507b>
def _loop(st, _i24l0):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2115 = st.zones[(5 + _i24l0)]
    st.budget -= len(_t2115)
    if st.budget < 0: _spent2314(st)
    _t2117 = []
    for _t2116 in _t2115:
        if (((((_t2120 if (_t2120 := _memo7.get((_t2116, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2116, 'hibernation',), _a2316(st, _t2116))) and (_st_cvars[924 + _t2116] != _st_vars[0])) and (_st_cvars[924 + _t2116] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2116] == _st_vars[0]) or (_st_cvars[504 + _t2116] >= (_memo6[_t2116] if _t2116 in _memo6 else _memo6.setdefault(_t2116, (1 + _a2318(st, _t2116)))))))):
            _t2117.append(_t2116)
    return _t2117

# <rulerun evolution.rules: feeding_turn_of #862 playout d689610c>
def _native(st, L, _d=0):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit1762(_k1763)
    L[1] = False
    while True:
        st.budget -= 1
        if st.budget < 0: _spent1764(st)
        _t1519 = (list(_chain1765(map(_st_zones.__getitem__, _k1766))) or ())
        st.budget -= len(_t1519)
        if st.budget < 0: _spent1764(st)
        _t1518 = True
        for _t1520 in _t1519:
            if not (((_st_cvars[924 + _t1520] == _st_vars[0]) or ((_st_cvars[504 + _t1520] >= (_memo6[_t1520] if _t1520 in _memo6 else _memo6.setdefault(_t1520, (1 + _a1768(st, _t1520))))) and ((_memo5[_t1520] if _t1520 in _memo5 else _memo5.setdefault(_t1520, _a1770(st, _t1520))) >= (_memo4[_t1520] if _t1520 in _memo4 else _memo4.setdefault(_t1520, _a1772(st, _t1520))))))):
                _t1518 = False
                break
        if _t1518:
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['No animal can take any more food: the feeding phase ends']))
            raise _ExitTo1775(6)
        _t1528 = (_k1776 or ())
        st.budget -= len(_t1528)
        if st.budget < 0: _spent1764(st)
        _t1527 = False
        for _t1529 in _t1528:
            if (_memo8[_t1529] if _t1529 in _memo8 else _memo8.setdefault(_t1529, ((((_memo3[_t1529] if _t1529 in _memo3 else _memo3.setdefault(_t1529, ((_st_vars[3] > 0) and _a1789(st, _t1529)))) or (_memo1[_t1529] if _t1529 in _memo1 else _memo1.setdefault(_t1529, _a1826(st, _t1529)))) or (_memo2[_t1529] if _t1529 in _memo2 else _memo2.setdefault(_t1529, _a1832(st, _t1529)))) or _a1861(st, _t1529)))):
                _t1527 = True
                break
        if (not _t1527):
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
        _t1701 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1701)
        if st.budget < 0: _spent1764(st)
        _t1700 = False
        for _t1702 in _t1701:
            if (_memo10[_t1702] if _t1702 in _memo10 else _memo10.setdefault(_t1702, (((((_t1705 if (_t1705 := _memo7.get((_t1702, 'piracy',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1702, 'piracy',), _a1920(st, _t1702))) and (_st_cvars[756 + _t1702] != _st_vars[0])) and (not ((_st_cvars[924 + _t1702] == _st_vars[0]) or (_st_cvars[504 + _t1702] >= (_memo6[_t1702] if _t1702 in _memo6 else _memo6.setdefault(_t1702, (1 + _a1922(st, _t1702)))))))) and ((not ((_st_cvars[924 + _t1702] == _st_vars[0]) or ((_st_cvars[504 + _t1702] >= (_memo6[_t1702] if _t1702 in _memo6 else _memo6.setdefault(_t1702, (1 + _a1924(st, _t1702))))) and ((_memo5[_t1702] if _t1702 in _memo5 else _memo5.setdefault(_t1702, _a1926(st, _t1702))) >= (_memo4[_t1702] if _t1702 in _memo4 else _memo4.setdefault(_t1702, _a1928(st, _t1702))))))) and (_memo14[_t1702] if _t1702 in _memo14 else _memo14.setdefault(_t1702, (not _a1933(st, _t1702)))))) and _a1939(st, _t1702)))):
                _t1700 = True
                break
        if _t1700:
            L[2] = (L[2] + ['piracy'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1725 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1725)
        if st.budget < 0: _spent1764(st)
        _t1724 = False
        for _t1726 in _t1725:
            if (((_t1729 if (_t1729 := _memo7.get((_t1726, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1726, 'grazing',), _a1941(st, _t1726))) and (_st_cvars[840 + _t1726] != _st_vars[4])) and (_st_vars[3] > 0)):
                _t1724 = True
                break
        if _t1724:
            L[2] = (L[2] + ['grazing'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1731 = _st_zones[(5 + _l0)]
        st.budget -= len(_t1731)
        if st.budget < 0: _spent1764(st)
        _t1730 = False
        for _t1732 in _t1731:
            if (((((_t1735 if (_t1735 := _memo7.get((_t1732, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t1732, 'hibernation',), _a1943(st, _t1732))) and (_st_cvars[924 + _t1732] != _st_vars[0])) and (_st_cvars[924 + _t1732] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t1732] == _st_vars[0]) or (_st_cvars[504 + _t1732] >= (_memo6[_t1732] if _t1732 in _memo6 else _memo6.setdefault(_t1732, (1 + _a1945(st, _t1732)))))))):
                _t1730 = True
                break
        if _t1730:
            L[2] = (L[2] + ['hibernation'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        if (not (L[2] or ())):
            return 2
        if ((False or L[1]) or (not (_memo3[_l0] if _l0 in _memo3 else _memo3.setdefault(_l0, ((_st_vars[3] > 0) and _a1958(st, L)))))):
            L[2] = (L[2] + ['end turn'])
            if len(L[2]) > 1000000: _too_long1875(L[2])
        _t1752 = (L[2] or [])
        _t1753 = _l0
        _t1754 = len(_t1752)
        if not _t1754: _no_option1961(_t1753, 'feeding action')
        if _t1754 <= 1 and _st_log is None:
            L[3] = _t1752[0] if _t1754 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t1755 = st.chooser(_t1754, _t1753)
            else:
                _t1755 = _st_bits(_t1754.bit_length())
                while _t1755 >= _t1754: _t1755 = _st_bits(_t1754.bit_length())
            L[3] = _t1752[_t1755]; st.decisions += 1
        elif _st_log is None: _pend1962(st, L, _t1752, _t1753); raise _PlayoutCut1959()
        elif _decide1963(st, L, _t1752, _t1753): raise _PlayoutCut1959()
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
            _t2040 = (_a2243(st, _i22l0) or [])
            _t2048 = _i22l0
            _t2049 = len(_t2040)
            if not _t2049: _no_option1961(_t2048, 'animal to convert fat on')
            if _t2049 <= 1 and _st_log is None:
                _i22[1] = _t2040[0] if _t2049 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2050 = st.chooser(_t2049, _t2048)
                else:
                    _t2050 = _st_bits(_t2049.bit_length())
                    while _t2050 >= _t2049: _t2050 = _st_bits(_t2049.bit_length())
                _i22[1] = _t2040[_t2050]; st.decisions += 1
            elif _st_log is None: _pend2245(st, _i22, _t2040, _t2048); raise _PlayoutCut1959()
            elif _decide2246(st, _i22, _t2040, _t2048): raise _PlayoutCut1959()
            _t2051 = (_range2247(1, min((_memo5[_i22[1]] if _i22[1] in _memo5 else _memo5.setdefault(_i22[1], _a2249(st, _i22))), (_t2056 if -1000000000000000000 <= (_t2056 := ((_memo6[_i22[1]] if _i22[1] in _memo6 else _memo6.setdefault(_i22[1], (1 + _a2251(st, _i22)))) - _st_cvars[504 + _i22[1]])) <= 1000000000000000000 else _beyond2252(_t2056)))) or [])
            _t2057 = _i22l0
            _t2058 = len(_t2051)
            if not _t2058: _no_option1961(_t2057, 'yellow tokens to convert')
            if _t2058 <= 1 and _st_log is None:
                _i22[2] = _t2051[0] if _t2058 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2059 = st.chooser(_t2058, _t2057)
                else:
                    _t2059 = _st_bits(_t2058.bit_length())
                    while _t2059 >= _t2058: _t2059 = _st_bits(_t2058.bit_length())
                _i22[2] = _t2051[_t2059]; st.decisions += 1
            elif _st_log is None: _pend2254(st, _i22, _t2051, _t2057); raise _PlayoutCut1959()
            elif _decide2255(st, _i22, _t2051, _t2057): raise _PlayoutCut1959()
            _i22[3] = _i22[2]
            for _t2060 in _st_zones[(9 + _i22l0)][:]:
                _i22[6] = _t2060
                if not ((((_st_cvars[84 + _t2060] == _i22[1]) and _st_cvars[252 + _t2060]) and (_i22[3] > 0))): continue
                _st_cvars[252 + _t2060] = False
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
                if _memo5: _memo5.clear()
                if _memo8: _memo8.clear()
                if _memo10: _memo10.clear()
                _i22[3] = (_t2061 if -1000000000000000000 <= (_t2061 := _i22[3] - 1) <= 1000000000000000000 else _beyond2252(_t2061))
            _st_cvars[504 + _i22[1]] = (_t2062 if -1000000000000000000 <= (_t2062 := _st_cvars[504 + _i22[1]] + _i22[2]) <= 1000000000000000000 else _beyond2252(_t2062))
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
            _t2103 = (_a2310(st, _i23l0) or [])
            _t2110 = _i23l0
            _t2111 = len(_t2103)
            if not _t2111: _no_option1961(_t2110, 'grazing animal')
            if _t2111 <= 1 and _st_log is None:
                _i23[1] = _t2103[0] if _t2111 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2112 = st.chooser(_t2111, _t2110)
                else:
                    _t2112 = _st_bits(_t2111.bit_length())
                    while _t2112 >= _t2111: _t2112 = _st_bits(_t2111.bit_length())
                _i23[1] = _t2103[_t2112]; st.decisions += 1
            elif _st_log is None: _pend2312(st, _i23, _t2103, _t2110); raise _PlayoutCut1959()
            elif _decide2313(st, _i23, _t2103, _t2110): raise _PlayoutCut1959()
            _st_cvars[840 + _i23[1]] = _st_vars[4]
            _st_vars[3] = (_t2113 if -1000000000000000000 <= (_t2113 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2252(_t2113))
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['Grazing: ', _PlayerRef2256(_i23l0), "'s animal ", _plain2257(_st_cvars[420 + _i23[1]]), ' destroys a red token of the food base (', _plain2257(_st_vars[3]), ' left)']))
        else:
            _i24l0 = _l0
            _i24 = [_i24l0, None]
            _t2114 = (_a2319(st, _i24l0) or [])
            _t2123 = _i24l0
            _t2124 = len(_t2114)
            if not _t2124: _no_option1961(_t2123, 'animal to hibernate')
            if _t2124 <= 1 and _st_log is None:
                _i24[1] = _t2114[0] if _t2124 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t2125 = st.chooser(_t2124, _t2123)
                else:
                    _t2125 = _st_bits(_t2124.bit_length())
                    while _t2125 >= _t2124: _t2125 = _st_bits(_t2124.bit_length())
                _i24[1] = _t2114[_t2125]; st.decisions += 1
            elif _st_log is None: _pend2321(st, _i24, _t2114, _t2123); raise _PlayoutCut1959()
            elif _decide2322(st, _i24, _t2114, _t2123): raise _PlayoutCut1959()
            _st_cvars[924 + _i24[1]] = _st_vars[0]
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo8: _memo8.clear()
            if _memo10: _memo10.clear()
            if _memo14: _memo14.clear()
            if _st_log is not None: _st_log.append(_Text1774(_audience1773(st), ['Hibernation: ', _PlayerRef2256(_i24l0), "'s animal ", _plain2257(_st_cvars[420 + _i24[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_laps #863 playout e883f61c>
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
            for _t1516 in (_o1760[_st_vars[1]] or []):
                L[2] = _t1516
                _st_vars[4] = (_t1517 if -1000000000000000000 <= (_t1517 := _st_vars[4] + 1) <= 1000000000000000000 else _beyond1761(_t1517))
                _st_vars[5] = False
                if _p2323(st, [_t1516, None, None, None], _d + 1) == 3: return 3
                if _st_vars[5]:
                    _st_vars[6] = 0
                else:
                    _st_vars[6] = (_t2126 if -1000000000000000000 <= (_t2126 := _st_vars[6] + 1) <= 1000000000000000000 else _beyond1761(_t2126))
                if (_st_vars[6] >= 4):
                    if _st_log is not None: _st_log.append(_Text2325(_audience2324(st), ['A full lap passes without any action: the feeding phase ends']))
                    return 2
    except _ExitTo2326 as _exited:
        if _exited.idx != 6: raise
        del st.events[_events:]

# <rulerun evolution.rules: feeding #864 playout 11c521ec>
def _native(st, L, _d=0):
    _st_cvars = st.cvars
    _st_log = st.log
    _, _, _, _memo3, _memo4, _memo5, _memo6, _, _memo8, _, _, _, _, _, _, = st.memos
    _st_vars = st.vars
    if len(st.cur) + _d > 500: raise _RuleLimit1733(_k1734)
    if _st_log is not None: _st_log.append(_k1735)
    st.budget -= 1
    if st.budget < 0: _spent1736(st)
    _i17 = [None, None, None]
    _t1503 = (list(_chain1737(map(st.zones.__getitem__, _k1738))) or [])
    st.budget -= len(_t1503)
    if st.budget < 0: _spent1736(st)
    for _t1502 in _t1503:
        _i17[2] = _t1502
        if _st_log is not None: _st_log.append(_Text1756(_audience1739(st), ['  ', _plain1741(_text1740(((((('animal ' + _plain1741(_st_cvars[420 + _t1502]) + ' of ' + _player_text1742(_owner1743[st.loc[_t1502]])) + (_text1740(' ' + _plain1741(_a1745(st, _t1502))) if (not not (_a1747(st, _t1502) or ())) else '')) + (' food ' + _plain1741(_st_cvars[504 + _t1502]) + '/' + _plain1741((_memo6[_t1502] if _t1502 in _memo6 else _memo6.setdefault(_t1502, (1 + _a1749(st, _t1502))))))) + ((' fat ' + _plain1741((_memo5[_t1502] if _t1502 in _memo5 else _memo5.setdefault(_t1502, _a1751(st, _t1502)))) + '/' + _plain1741((_memo4[_t1502] if _t1502 in _memo4 else _memo4.setdefault(_t1502, _a1753(st, _t1502))))) if ((_memo4[_t1502] if _t1502 in _memo4 else _memo4.setdefault(_t1502, _a1755(st, _t1502))) > 0) else '')) + (' hibernating' if (_st_cvars[924 + _t1502] == _st_vars[0]) else (' poisoned' if _st_cvars[588 + _t1502] else '')))))]))
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

# <rulerun evolution.rules: development #866 aae41661>
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
            _t2127 = L[3]
            _t2128 = len(_o) + 1
            if _t2128 == 1:
                L[4] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2129 = st.chooser(_t2128, _t2127)
                else:
                    _t2129 = _st_bits(_t2128.bit_length())
                    while _t2129 >= _t2128: _t2129 = _st_bits(_t2128.bit_length())
                L[4] = _o[_t2129 - 1] if _t2129 else None; st.decisions += 1
                if st.thread_player is not None: _answered2340(st, _t2129)
            elif _st_log is None: _pend2341(st, L, [None] + _o, _t2127); return True
            elif _decide2342(st, L, _o[:], _t2127): return True
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

# <rulerun evolution.rules: play_card #867 0729111b>
def _loop(st, _t2134):
    _st_cvars = st.cvars
    for _t2136 in st.zones[(9 + _owner2363[st.loc[_t2134]])]:
        if ((_st_cvars[84 + _t2136] == _t2134) and (_st_cvars[_t2136] == 'parasite')):
            return True
    return False

# <rulerun evolution.rules: play_card #868 15adb83c>
def _loop(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo7 = st.memos[7]
    _t2133 = (list(_chain2359(map(st.zones.__getitem__, _k2360))) or ())
    st.budget -= len(_t2133)
    if st.budget < 0: _spent2361(st)
    _t2135 = []
    for _t2134 in _t2133:
        if ((_owner2362[_st_loc[_t2134]] != _l0) and (not (_t2138 if (_t2138 := _memo7.get((_t2134, 'parasite',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2134, 'parasite',), _a2364(st, _t2134))))):
            _t2135.append(_t2134)
    return _t2135

# <rulerun evolution.rules: play_card #869 0547f8ac>
def _loop(st, L, _t2143, _t2147):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2148 in st.zones[(9 + _owner2371[st.loc[_t2143]])]:
        if ((_st_cvars[_t2148] == _l3) and (((_st_cvars[84 + _t2148] == _t2143) and (_st_cvars[168 + _t2148] == _t2147)) or ((_st_cvars[84 + _t2148] == _t2147) and (_st_cvars[168 + _t2148] == _t2143)))):
            return True
    return False

# <rulerun evolution.rules: play_card #870 0905f79d>
def _loop(st, L):
    _l0 = L[0]
    _l3 = L[3]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t2142 = _st_zones[(5 + _l0)]
    st.budget -= len(_t2142)
    if st.budget < 0: _spent2370(st)
    _t2144 = []
    for _t2143 in _t2142:
        _t2146 = _st_zones[(5 + _l0)]
        st.budget -= len(_t2146)
        if st.budget < 0: _spent2370(st)
        _t2145 = False
        for _t2147 in _t2146:
            if (_t2150 if (_t2150 := _memo9.get((_t2143, _t2147, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_t2143, _t2147, _l3,), ((_t2143 != _t2147) and (not _a2372(st, L, _t2143, _t2147))))):
                _t2145 = True
                break
        if _t2145:
            _t2144.append(_t2143)
    return _t2144

# <rulerun evolution.rules: play_card #871 b577abe3>
def _loop(st, L, _t2155):
    _l3 = L[3]
    _l5 = L[5]
    _st_cvars = st.cvars
    for _t2157 in st.zones[(9 + _owner2378[st.loc[_l5]])]:
        if ((_st_cvars[_t2157] == _l3) and (((_st_cvars[84 + _t2157] == _l5) and (_st_cvars[168 + _t2157] == _t2155)) or ((_st_cvars[84 + _t2157] == _t2155) and (_st_cvars[168 + _t2157] == _l5)))):
            return True
    return False

# <rulerun evolution.rules: play_card #872 7c284da7>
def _loop(st, L):
    _l3 = L[3]
    _l5 = L[5]
    _memo9 = st.memos[9]
    _t2154 = st.zones[(5 + L[0])]
    st.budget -= len(_t2154)
    if st.budget < 0: _spent2377(st)
    _t2156 = []
    for _t2155 in _t2154:
        if (_t2159 if (_t2159 := _memo9.get((_l5, _t2155, _l3,), _NOT_YET)) is not _NOT_YET else _memo9.setdefault((_l5, _t2155, _l3,), ((_l5 != _t2155) and (not _a2379(st, L, _t2155))))):
            _t2156.append(_t2155)
    return _t2156

# <rulerun evolution.rules: play_card #873 0e0b10ae>
def _loop(st, L, _t2167):
    _l3 = L[3]
    _st_cvars = st.cvars
    for _t2169 in st.zones[(9 + _owner2391[st.loc[_t2167]])]:
        if ((_st_cvars[84 + _t2169] == _t2167) and (_st_cvars[_t2169] == _l3)):
            return True
    return False

# <rulerun evolution.rules: play_card #874 6a7e6650>
def _loop(st, _t2167):
    _st_cvars = st.cvars
    for _t2172 in st.zones[(9 + _owner2393[st.loc[_t2167]])]:
        if ((_st_cvars[84 + _t2172] == _t2167) and (_st_cvars[_t2172] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: play_card #875 a4c026a1>
def _loop(st, _t2167):
    _st_cvars = st.cvars
    for _t2175 in st.zones[(9 + _owner2395[st.loc[_t2167]])]:
        if ((_st_cvars[84 + _t2175] == _t2167) and (_st_cvars[_t2175] == 'scavenger')):
            return True
    return False

# <rulerun evolution.rules: play_card #876 fc3f0eeb>
def _loop(st, L):
    _l3 = L[3]
    _memo7 = st.memos[7]
    _t2166 = st.zones[(5 + L[0])]
    st.budget -= len(_t2166)
    if st.budget < 0: _spent2390(st)
    _t2168 = []
    for _t2167 in _t2166:
        if ((((_l3 == 'fat_tissue') or (not (_t2171 if (_t2171 := _memo7.get((_t2167, _l3,), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2167, _l3,), _a2392(st, L, _t2167))))) and (not ((_l3 == 'scavenger') and (_t2174 if (_t2174 := _memo7.get((_t2167, 'carnivorous',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2167, 'carnivorous',), _a2394(st, _t2167)))))) and (not ((_l3 == 'carnivorous') and (_t2177 if (_t2177 := _memo7.get((_t2167, 'scavenger',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2167, 'scavenger',), _a2396(st, _t2167)))))):
            _t2168.append(_t2167)
    return _t2168

# <rulerun evolution.rules: play_card #877 c421a74c>
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
            _t2130 = L[0]
            _t2131 = len(_o)
            if not _t2131: _no_option2353(_t2130, 'play it as')
            if _t2131 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2131 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2132 = st.chooser(_t2131, _t2130)
                else:
                    _t2132 = _st_bits(_t2131.bit_length())
                    while _t2132 >= _t2131: _t2132 = _st_bits(_t2131.bit_length())
                L[3] = _o[_t2132]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2132)
            elif _st_log is None: _pend2355(st, L, _o, _t2130); return True
            elif _decide2356(st, L, _o, _t2130): return True
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
            _t2139 = L[0]
            _t2140 = len(_o)
            if not _t2140: _no_option2353(_t2139, 'animal to put the parasite on')
            if _t2140 <= 1 and _st_log is None:
                L[4] = _o[0] if _t2140 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2141 = st.chooser(_t2140, _t2139)
                else:
                    _t2141 = _st_bits(_t2140.bit_length())
                    while _t2141 >= _t2140: _t2141 = _st_bits(_t2140.bit_length())
                L[4] = _o[_t2141]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2141)
            elif _st_log is None: _pend2367(st, L, _o, _t2139); return True
            elif _decide2368(st, L, _o, _t2139): return True
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
            _t2151 = L[0]
            _t2152 = len(_o)
            if not _t2152: _no_option2353(_t2151, 'first animal of the pair')
            if _t2152 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2152 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2153 = st.chooser(_t2152, _t2151)
                else:
                    _t2153 = _st_bits(_t2152.bit_length())
                    while _t2153 >= _t2152: _t2153 = _st_bits(_t2152.bit_length())
                L[5] = _o[_t2153]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2153)
            elif _st_log is None: _pend2375(st, L, _o, _t2151); return True
            elif _decide2376(st, L, _o, _t2151): return True
            pc = 9
        if pc == 9:
            _o = (_a2380(st, L) or [])
            fr[1] = 10
            _t2160 = L[0]
            _t2161 = len(_o)
            if not _t2161: _no_option2353(_t2160, 'second animal of the pair')
            if _t2161 <= 1 and _st_log is None:
                L[6] = _o[0] if _t2161 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2162 = st.chooser(_t2161, _t2160)
                else:
                    _t2162 = _st_bits(_t2161.bit_length())
                    while _t2162 >= _t2161: _t2162 = _st_bits(_t2161.bit_length())
                L[6] = _o[_t2162]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2162)
            elif _st_log is None: _pend2382(st, L, _o, _t2160); return True
            elif _decide2383(st, L, _o, _t2160): return True
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
            _t2163 = L[0]
            _t2164 = len(_o)
            if not _t2164: _no_option2353(_t2163, 'the symbiont')
            if _t2164 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2164 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2165 = st.chooser(_t2164, _t2163)
                else:
                    _t2165 = _st_bits(_t2164.bit_length())
                    while _t2165 >= _t2164: _t2165 = _st_bits(_t2164.bit_length())
                L[7] = _o[_t2165]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2165)
            elif _st_log is None: _pend2386(st, L, _o, _t2163); return True
            elif _decide2387(st, L, _o, _t2163): return True
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
            _t2178 = L[0]
            _t2179 = len(_o)
            if not _t2179: _no_option2353(_t2178, 'animal to give it to')
            if _t2179 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2179 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2180 = st.chooser(_t2179, _t2178)
                else:
                    _t2180 = _st_bits(_t2179.bit_length())
                    while _t2180 >= _t2179: _t2180 = _st_bits(_t2179.bit_length())
                L[8] = _o[_t2180]; st.decisions += 1
                if st.thread_player is not None: _answered2354(st, _t2180)
            elif _st_log is None: _pend2399(st, L, _o, _t2178); return True
            elif _decide2400(st, L, _o, _t2178): return True
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

# <rulerun evolution.rules: convert_fat #880 c8170f41>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2189 = 0
    for _t2188 in st.zones[(9 + _owner2444[st.loc[_t2186]])]:
        if (_st_cvars[84 + _t2188] == _t2186):
            _t2189 += (1 if ((_st_cvars[_t2188] == 'carnivorous') or (_st_cvars[_t2188] == 'high_body_weight')) else (2 if (_st_cvars[_t2188] == 'parasite') else 0))
    return _t2189

# <rulerun evolution.rules: convert_fat #881 1390a69c>
def _loop(st, _t2186):
    _st_cvars = st.cvars
    _t2191 = 0
    for _t2190 in st.zones[(9 + _owner2446[st.loc[_t2186]])]:
        if (((_st_cvars[84 + _t2190] == _t2186) and (_st_cvars[_t2190] == 'fat_tissue')) and _st_cvars[252 + _t2190]):
            _t2191 += 1
    return _t2191

# <rulerun evolution.rules: convert_fat #882 ed5f7dce>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2185 = st.zones[(5 + L[0])]
    st.budget -= len(_t2185)
    if st.budget < 0: _spent2443(st)
    _t2187 = []
    for _t2186 in _t2185:
        if ((not ((_st_cvars[924 + _t2186] == _st_vars[0]) or (_st_cvars[504 + _t2186] >= (_memo6[_t2186] if _t2186 in _memo6 else _memo6.setdefault(_t2186, (1 + _a2445(st, _t2186))))))) and ((_memo5[_t2186] if _t2186 in _memo5 else _memo5.setdefault(_t2186, _a2447(st, _t2186))) > 0)):
            _t2187.append(_t2186)
    return _t2187

# <rulerun evolution.rules: convert_fat #883 798da017>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2197 = 0
    for _t2196 in st.zones[(9 + _owner2455[st.loc[L[1]]])]:
        if (((_st_cvars[84 + _t2196] == L[1]) and (_st_cvars[_t2196] == 'fat_tissue')) and _st_cvars[252 + _t2196]):
            _t2197 += 1
    return _t2197

# <rulerun evolution.rules: convert_fat #884 6f197223>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2199 = 0
    for _t2198 in st.zones[(9 + _owner2457[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2198] == L[1]):
            _t2199 += (1 if ((_st_cvars[_t2198] == 'carnivorous') or (_st_cvars[_t2198] == 'high_body_weight')) else (2 if (_st_cvars[_t2198] == 'parasite') else 0))
    return _t2199

# <rulerun evolution.rules: convert_fat #885 6636766b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2208 = 0
    for _t2207 in st.zones[(9 + _owner2466[st.loc[L[1]]])]:
        if (_st_cvars[84 + _t2207] == L[1]):
            _t2208 += (1 if ((_st_cvars[_t2207] == 'carnivorous') or (_st_cvars[_t2207] == 'high_body_weight')) else (2 if (_st_cvars[_t2207] == 'parasite') else 0))
    return _t2208

# <rulerun evolution.rules: convert_fat #886 playout b8231c3a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _memo5, _memo6, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _t2184 = (_a2448(st, L) or [])
    _t2192 = _l0
    _t2193 = len(_t2184)
    if not _t2193: _no_option2451(_t2192, 'animal to convert fat on')
    if _t2193 <= 1 and _st_log is None:
        L[1] = _t2184[0] if _t2193 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2194 = st.chooser(_t2193, _t2192)
        else:
            _t2194 = _st_bits(_t2193.bit_length())
            while _t2194 >= _t2193: _t2194 = _st_bits(_t2193.bit_length())
        L[1] = _t2184[_t2194]; st.decisions += 1
    elif _st_log is None: _pend2452(st, L, _t2184, _t2192); raise _PlayoutCut2449()
    elif _decide2453(st, L, _t2184, _t2192): raise _PlayoutCut2449()
    _t2195 = (_range2454(1, min((_memo5[L[1]] if L[1] in _memo5 else _memo5.setdefault(L[1], _a2456(st, L))), (_t2200 if -1000000000000000000 <= (_t2200 := ((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2458(st, L)))) - _st_cvars[504 + L[1]])) <= 1000000000000000000 else _beyond2459(_t2200)))) or [])
    _t2201 = _l0
    _t2202 = len(_t2195)
    if not _t2202: _no_option2451(_t2201, 'yellow tokens to convert')
    if _t2202 <= 1 and _st_log is None:
        L[2] = _t2195[0] if _t2202 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2203 = st.chooser(_t2202, _t2201)
        else:
            _t2203 = _st_bits(_t2202.bit_length())
            while _t2203 >= _t2202: _t2203 = _st_bits(_t2202.bit_length())
        L[2] = _t2195[_t2203]; st.decisions += 1
    elif _st_log is None: _pend2461(st, L, _t2195, _t2201); raise _PlayoutCut2449()
    elif _decide2462(st, L, _t2195, _t2201): raise _PlayoutCut2449()
    L[3] = L[2]
    for _t2204 in st.zones[(9 + _l0)][:]:
        L[6] = _t2204
        if not ((((_st_cvars[84 + _t2204] == L[1]) and _st_cvars[252 + _t2204]) and (L[3] > 0))): continue
        _st_cvars[252 + _t2204] = False
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo5: _memo5.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        L[3] = (_t2205 if -1000000000000000000 <= (_t2205 := L[3] - 1) <= 1000000000000000000 else _beyond2459(_t2205))
    _st_cvars[504 + L[1]] = (_t2206 if -1000000000000000000 <= (_t2206 := _st_cvars[504 + L[1]] + L[2]) <= 1000000000000000000 else _beyond2459(_t2206))
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2468(_audience2463(st), [_PlayerRef2464(_l0), ' converts ', _plain2465(L[2]), ' fat on animal ', _plain2465(_st_cvars[420 + L[1]]), ' into food (food ', _plain2465(_st_cvars[504 + L[1]]), '/', _plain2465((_memo6[L[1]] if L[1] in _memo6 else _memo6.setdefault(L[1], (1 + _a2467(st, L))))), ')']))

# <rulerun evolution.rules: grazing #887 36aaa809>
def _loop(st, _t2211):
    _st_cvars = st.cvars
    for _t2213 in st.zones[(9 + _owner2474[st.loc[_t2211]])]:
        if ((_st_cvars[84 + _t2213] == _t2211) and (_st_cvars[_t2213] == 'grazing')):
            return True
    return False

# <rulerun evolution.rules: grazing #888 c8f71876>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2210 = st.zones[(5 + L[0])]
    st.budget -= len(_t2210)
    if st.budget < 0: _spent2473(st)
    _t2212 = []
    for _t2211 in _t2210:
        if (((_t2215 if (_t2215 := _memo7.get((_t2211, 'grazing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2211, 'grazing',), _a2475(st, _t2211))) and (_st_cvars[840 + _t2211] != _st_vars[4])) and (_st_vars[3] > 0)):
            _t2212.append(_t2211)
    return _t2212

# <rulerun evolution.rules: grazing #889 playout 3a452df4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo3 = st.memos[3]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _t2209 = (_a2476(st, L) or [])
    _t2216 = _l0
    _t2217 = len(_t2209)
    if not _t2217: _no_option2479(_t2216, 'grazing animal')
    if _t2217 <= 1 and _st_log is None:
        L[1] = _t2209[0] if _t2217 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2218 = st.chooser(_t2217, _t2216)
        else:
            _t2218 = _st_bits(_t2217.bit_length())
            while _t2218 >= _t2217: _t2218 = _st_bits(_t2217.bit_length())
        L[1] = _t2209[_t2218]; st.decisions += 1
    elif _st_log is None: _pend2480(st, L, _t2209, _t2216); raise _PlayoutCut2477()
    elif _decide2481(st, L, _t2209, _t2216): raise _PlayoutCut2477()
    _st_cvars[840 + L[1]] = _st_vars[4]
    _st_vars[3] = (_t2219 if -1000000000000000000 <= (_t2219 := _st_vars[3] - 1) <= 1000000000000000000 else _beyond2482(_t2219))
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _st_log is not None: _st_log.append(_Text2486(_audience2483(st), ['Grazing: ', _PlayerRef2484(_l0), "'s animal ", _plain2485(_st_cvars[420 + L[1]]), ' destroys a red token of the food base (', _plain2485(_st_vars[3]), ' left)']))

# <rulerun evolution.rules: hibernation #890 3023ecf1>
def _loop(st, _t2222):
    _st_cvars = st.cvars
    for _t2224 in st.zones[(9 + _owner2490[st.loc[_t2222]])]:
        if ((_st_cvars[84 + _t2224] == _t2222) and (_st_cvars[_t2224] == 'hibernation')):
            return True
    return False

# <rulerun evolution.rules: hibernation #891 eeed77dc>
def _loop(st, _t2222):
    _st_cvars = st.cvars
    _t2228 = 0
    for _t2227 in st.zones[(9 + _owner2492[st.loc[_t2222]])]:
        if (_st_cvars[84 + _t2227] == _t2222):
            _t2228 += (1 if ((_st_cvars[_t2227] == 'carnivorous') or (_st_cvars[_t2227] == 'high_body_weight')) else (2 if (_st_cvars[_t2227] == 'parasite') else 0))
    return _t2228

# <rulerun evolution.rules: hibernation #892 d89e3eaf>
def _loop(st, L):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2221 = st.zones[(5 + L[0])]
    st.budget -= len(_t2221)
    if st.budget < 0: _spent2489(st)
    _t2223 = []
    for _t2222 in _t2221:
        if (((((_t2226 if (_t2226 := _memo7.get((_t2222, 'hibernation',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2222, 'hibernation',), _a2491(st, _t2222))) and (_st_cvars[924 + _t2222] != _st_vars[0])) and (_st_cvars[924 + _t2222] != (_st_vars[0] - 1))) and (not _st_vars[2])) and (not ((_st_cvars[924 + _t2222] == _st_vars[0]) or (_st_cvars[504 + _t2222] >= (_memo6[_t2222] if _t2222 in _memo6 else _memo6.setdefault(_t2222, (1 + _a2493(st, _t2222)))))))):
            _t2223.append(_t2222)
    return _t2223

# <rulerun evolution.rules: hibernation #893 playout a9eaa2cc>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _t2220 = (_a2494(st, L) or [])
    _t2229 = _l0
    _t2230 = len(_t2220)
    if not _t2230: _no_option2497(_t2229, 'animal to hibernate')
    if _t2230 <= 1 and _st_log is None:
        L[1] = _t2220[0] if _t2230 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t2231 = st.chooser(_t2230, _t2229)
        else:
            _t2231 = _st_bits(_t2230.bit_length())
            while _t2231 >= _t2230: _t2231 = _st_bits(_t2230.bit_length())
        L[1] = _t2220[_t2231]; st.decisions += 1
    elif _st_log is None: _pend2498(st, L, _t2220, _t2229); raise _PlayoutCut2495()
    elif _decide2499(st, L, _t2220, _t2229): raise _PlayoutCut2495()
    _st_cvars[924 + L[1]] = st.vars[0]
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo8: _memo8.clear()
    if _memo10: _memo10.clear()
    if _memo14: _memo14.clear()
    if _st_log is not None: _st_log.append(_Text2503(_audience2500(st), ['Hibernation: ', _PlayerRef2501(_l0), "'s animal ", _plain2502(_st_cvars[420 + L[1]]), ' hibernates: it counts as fed this turn']))

# <rulerun evolution.rules: feeding_turn_of #894 dc3dbda5>
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
            _t2181 = L[0]
            _t2182 = len(_o)
            if not _t2182: _no_option2429(_t2181, 'feeding action')
            if _t2182 <= 1 and _st_log is None:
                L[3] = _o[0] if _t2182 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2183 = st.chooser(_t2182, _t2181)
                else:
                    _t2183 = _st_bits(_t2182.bit_length())
                    while _t2183 >= _t2182: _t2183 = _st_bits(_t2182.bit_length())
                L[3] = _o[_t2183]; st.decisions += 1
                if st.thread_player is not None: _answered2430(st, _t2183)
            elif _st_log is None: _pend2431(st, L, _o, _t2181); return True
            elif _decide2432(st, L, _o, _t2181): return True
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

# <rulerun evolution.rules: take_food #895 1950708f>
def _loop(st, _t2233):
    _st_cvars = st.cvars
    _t2236 = 0
    for _t2235 in st.zones[(9 + _owner2510[st.loc[_t2233]])]:
        if (_st_cvars[84 + _t2235] == _t2233):
            _t2236 += (1 if ((_st_cvars[_t2235] == 'carnivorous') or (_st_cvars[_t2235] == 'high_body_weight')) else (2 if (_st_cvars[_t2235] == 'parasite') else 0))
    return _t2236

# <rulerun evolution.rules: take_food #896 edd481ed>
def _loop(st, _t2233):
    _st_cvars = st.cvars
    _t2238 = 0
    for _t2237 in st.zones[(9 + _owner2512[st.loc[_t2233]])]:
        if (((_st_cvars[84 + _t2237] == _t2233) and (_st_cvars[_t2237] == 'fat_tissue')) and _st_cvars[252 + _t2237]):
            _t2238 += 1
    return _t2238

# <rulerun evolution.rules: take_food #897 11ff8503>
def _loop(st, _t2233):
    _st_cvars = st.cvars
    _t2240 = 0
    for _t2239 in st.zones[(9 + _owner2514[st.loc[_t2233]])]:
        if ((_st_cvars[84 + _t2239] == _t2233) and (_st_cvars[_t2239] == 'fat_tissue')):
            _t2240 += 1
    return _t2240

# <rulerun evolution.rules: take_food #898 4460bf41>
def _loop(st, _t2242):
    _st_cvars = st.cvars
    _t2245 = 0
    for _t2244 in st.zones[(9 + _owner2518[st.loc[_st_cvars[84 + _t2242]]])]:
        if (_st_cvars[84 + _t2244] == _st_cvars[84 + _t2242]):
            _t2245 += (1 if ((_st_cvars[_t2244] == 'carnivorous') or (_st_cvars[_t2244] == 'high_body_weight')) else (2 if (_st_cvars[_t2244] == 'parasite') else 0))
    return _t2245

# <rulerun evolution.rules: take_food #899 2c11e3a1>
def _loop(st, _t2233):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2241 = st.zones[(9 + _owner2516[st.loc[_t2233]])]
    st.budget -= len(_t2241)
    if st.budget < 0: _spent2517(st)
    for _t2242 in _t2241:
        if (((_st_cvars[_t2242] == 'symbiosis') and (_st_cvars[168 + _t2242] == _t2233)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2242]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2242]] >= (_memo6[_st_cvars[84 + _t2242]] if _st_cvars[84 + _t2242] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2242], (1 + _a2519(st, _t2242)))))))):
            return True
    return False

# <rulerun evolution.rules: take_food #900 529bf555>
def _loop(st, L):
    _st_cvars = st.cvars
    _, _, _, _, _memo4, _memo5, _memo6, _, _, _, _, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _t2232 = st.zones[(5 + L[0])]
    st.budget -= len(_t2232)
    if st.budget < 0: _spent2509(st)
    _t2234 = []
    for _t2233 in _t2232:
        if ((not ((_st_cvars[924 + _t2233] == _st_vars[0]) or ((_st_cvars[504 + _t2233] >= (_memo6[_t2233] if _t2233 in _memo6 else _memo6.setdefault(_t2233, (1 + _a2511(st, _t2233))))) and ((_memo5[_t2233] if _t2233 in _memo5 else _memo5.setdefault(_t2233, _a2513(st, _t2233))) >= (_memo4[_t2233] if _t2233 in _memo4 else _memo4.setdefault(_t2233, _a2515(st, _t2233))))))) and (_memo14[_t2233] if _t2233 in _memo14 else _memo14.setdefault(_t2233, (not _a2520(st, _t2233))))):
            _t2234.append(_t2233)
    return _t2234

# <rulerun evolution.rules: take_food #901 ff7b96da>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2521(st, L) or [])
            fr[1] = 1
            _t2246 = L[0]
            _t2247 = len(_o)
            if not _t2247: _no_option2523(_t2246, 'animal to feed')
            if _t2247 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2247 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2248 = st.chooser(_t2247, _t2246)
                else:
                    _t2248 = _st_bits(_t2247.bit_length())
                    while _t2248 >= _t2247: _t2248 = _st_bits(_t2247.bit_length())
                L[1] = _o[_t2248]; st.decisions += 1
                if st.thread_player is not None: _answered2524(st, _t2248)
            elif _st_log is None: _pend2525(st, L, _o, _t2246); return True
            elif _decide2526(st, L, _o, _t2246): return True
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

# <rulerun evolution.rules: paired_triggers #902 e54c25e4>
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
            _t2249 = _owner2537[st.loc[L[0]]]
            _t2250 = len(_o) + 1
            if _t2250 == 1:
                L[3] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2251 = st.chooser(_t2250, _t2249)
                else:
                    _t2251 = _st_bits(_t2250.bit_length())
                    while _t2251 >= _t2250: _t2251 = _st_bits(_t2250.bit_length())
                L[3] = _o[_t2251 - 1] if _t2251 else None; st.decisions += 1
                if st.thread_player is not None: _answered2538(st, _t2251)
            elif _st_log is None: _pend2539(st, L, [None] + _o, _t2249); return True
            elif _decide2540(st, L, _o, _t2249): return True
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

# <rulerun evolution.rules: piracy #903 0e51d167>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    for _t2255 in st.zones[(9 + _owner2553[st.loc[_t2253]])]:
        if ((_st_cvars[84 + _t2255] == _t2253) and (_st_cvars[_t2255] == 'piracy')):
            return True
    return False

# <rulerun evolution.rules: piracy #904 c3c49e99>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _t2259 = 0
    for _t2258 in st.zones[(9 + _owner2555[st.loc[_t2253]])]:
        if (_st_cvars[84 + _t2258] == _t2253):
            _t2259 += (1 if ((_st_cvars[_t2258] == 'carnivorous') or (_st_cvars[_t2258] == 'high_body_weight')) else (2 if (_st_cvars[_t2258] == 'parasite') else 0))
    return _t2259

# <rulerun evolution.rules: piracy #905 1c4d2ef5>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _t2261 = 0
    for _t2260 in st.zones[(9 + _owner2557[st.loc[_t2253]])]:
        if (_st_cvars[84 + _t2260] == _t2253):
            _t2261 += (1 if ((_st_cvars[_t2260] == 'carnivorous') or (_st_cvars[_t2260] == 'high_body_weight')) else (2 if (_st_cvars[_t2260] == 'parasite') else 0))
    return _t2261

# <rulerun evolution.rules: piracy #906 00013738>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _t2263 = 0
    for _t2262 in st.zones[(9 + _owner2559[st.loc[_t2253]])]:
        if (((_st_cvars[84 + _t2262] == _t2253) and (_st_cvars[_t2262] == 'fat_tissue')) and _st_cvars[252 + _t2262]):
            _t2263 += 1
    return _t2263

# <rulerun evolution.rules: piracy #907 8d65c9b5>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _t2265 = 0
    for _t2264 in st.zones[(9 + _owner2561[st.loc[_t2253]])]:
        if ((_st_cvars[84 + _t2264] == _t2253) and (_st_cvars[_t2264] == 'fat_tissue')):
            _t2265 += 1
    return _t2265

# <rulerun evolution.rules: piracy #908 42b63f4f>
def _loop(st, _t2267):
    _st_cvars = st.cvars
    _t2270 = 0
    for _t2269 in st.zones[(9 + _owner2565[st.loc[_st_cvars[84 + _t2267]]])]:
        if (_st_cvars[84 + _t2269] == _st_cvars[84 + _t2267]):
            _t2270 += (1 if ((_st_cvars[_t2269] == 'carnivorous') or (_st_cvars[_t2269] == 'high_body_weight')) else (2 if (_st_cvars[_t2269] == 'parasite') else 0))
    return _t2270

# <rulerun evolution.rules: piracy #909 0a3813c8>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2266 = st.zones[(9 + _owner2563[st.loc[_t2253]])]
    st.budget -= len(_t2266)
    if st.budget < 0: _spent2564(st)
    for _t2267 in _t2266:
        if (((_st_cvars[_t2267] == 'symbiosis') and (_st_cvars[168 + _t2267] == _t2253)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2267]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2267]] >= (_memo6[_st_cvars[84 + _t2267]] if _st_cvars[84 + _t2267] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2267], (1 + _a2566(st, _t2267)))))))):
            return True
    return False

# <rulerun evolution.rules: piracy #910 913413c3>
def _loop(st, _t2272):
    _st_cvars = st.cvars
    _t2275 = 0
    for _t2274 in st.zones[(9 + _owner2571[st.loc[_t2272]])]:
        if (_st_cvars[84 + _t2274] == _t2272):
            _t2275 += (1 if ((_st_cvars[_t2274] == 'carnivorous') or (_st_cvars[_t2274] == 'high_body_weight')) else (2 if (_st_cvars[_t2274] == 'parasite') else 0))
    return _t2275

# <rulerun evolution.rules: piracy #911 fbdfd9d9>
def _loop(st, _t2253):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2271 = (list(_chain2568(map(st.zones.__getitem__, _k2569))) or ())
    st.budget -= len(_t2271)
    if st.budget < 0: _spent2570(st)
    for _t2272 in _t2271:
        if ((_t2272 != _t2253) and ((not ((_st_cvars[924 + _t2272] == _st_vars[0]) or (_st_cvars[504 + _t2272] >= (_memo6[_t2272] if _t2272 in _memo6 else _memo6.setdefault(_t2272, (1 + _a2572(st, _t2272))))))) and (_st_cvars[504 + _t2272] > 0))):
            return True
    return False

# <rulerun evolution.rules: piracy #912 ddc6ab84>
def _loop(st, L):
    _memo10 = st.memos[10]
    _t2252 = st.zones[(5 + L[0])]
    st.budget -= len(_t2252)
    if st.budget < 0: _spent2552(st)
    _t2254 = []
    for _t2253 in _t2252:
        if (_memo10[_t2253] if _t2253 in _memo10 else _memo10.setdefault(_t2253, (((((_t2257 if (_t2257 := st.memos[7].get((_t2253, 'piracy',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t2253, 'piracy',), _a2554(st, _t2253))) and (st.cvars[756 + _t2253] != st.vars[0])) and (not ((st.cvars[924 + _t2253] == st.vars[0]) or (st.cvars[504 + _t2253] >= (st.memos[6][_t2253] if _t2253 in st.memos[6] else st.memos[6].setdefault(_t2253, (1 + _a2556(st, _t2253)))))))) and ((not ((st.cvars[924 + _t2253] == st.vars[0]) or ((st.cvars[504 + _t2253] >= (st.memos[6][_t2253] if _t2253 in st.memos[6] else st.memos[6].setdefault(_t2253, (1 + _a2558(st, _t2253))))) and ((st.memos[5][_t2253] if _t2253 in st.memos[5] else st.memos[5].setdefault(_t2253, _a2560(st, _t2253))) >= (st.memos[4][_t2253] if _t2253 in st.memos[4] else st.memos[4].setdefault(_t2253, _a2562(st, _t2253))))))) and (st.memos[14][_t2253] if _t2253 in st.memos[14] else st.memos[14].setdefault(_t2253, (not _a2567(st, _t2253)))))) and _a2573(st, _t2253)))):
            _t2254.append(_t2253)
    return _t2254

# <rulerun evolution.rules: piracy #913 d067b46a>
def _loop(st, _t2280):
    _st_cvars = st.cvars
    _t2283 = 0
    for _t2282 in st.zones[(9 + _owner2583[st.loc[_t2280]])]:
        if (_st_cvars[84 + _t2282] == _t2280):
            _t2283 += (1 if ((_st_cvars[_t2282] == 'carnivorous') or (_st_cvars[_t2282] == 'high_body_weight')) else (2 if (_st_cvars[_t2282] == 'parasite') else 0))
    return _t2283

# <rulerun evolution.rules: piracy #914 3fbc44a6>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2279 = (list(_chain2580(map(st.zones.__getitem__, _k2581))) or ())
    st.budget -= len(_t2279)
    if st.budget < 0: _spent2582(st)
    _t2281 = []
    for _t2280 in _t2279:
        if ((_t2280 != _l1) and ((not ((_st_cvars[924 + _t2280] == _st_vars[0]) or (_st_cvars[504 + _t2280] >= (_memo6[_t2280] if _t2280 in _memo6 else _memo6.setdefault(_t2280, (1 + _a2584(st, _t2280))))))) and (_st_cvars[504 + _t2280] > 0))):
            _t2281.append(_t2280)
    return _t2281

# <rulerun evolution.rules: piracy #915 eda3dd41>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2574(st, L) or [])
            fr[1] = 1
            _t2276 = L[0]
            _t2277 = len(_o)
            if not _t2277: _no_option2576(_t2276, 'pirate')
            if _t2277 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2277 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2278 = st.chooser(_t2277, _t2276)
                else:
                    _t2278 = _st_bits(_t2277.bit_length())
                    while _t2278 >= _t2277: _t2278 = _st_bits(_t2277.bit_length())
                L[1] = _o[_t2278]; st.decisions += 1
                if st.thread_player is not None: _answered2577(st, _t2278)
            elif _st_log is None: _pend2578(st, L, _o, _t2276); return True
            elif _decide2579(st, L, _o, _t2276): return True
            pc = 1
        if pc == 1:
            _o = (_a2585(st, L) or [])
            fr[1] = 2
            _t2284 = L[0]
            _t2285 = len(_o)
            if not _t2285: _no_option2576(_t2284, 'animal to rob')
            if _t2285 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2285 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2286 = st.chooser(_t2285, _t2284)
                else:
                    _t2286 = _st_bits(_t2285.bit_length())
                    while _t2286 >= _t2285: _t2286 = _st_bits(_t2285.bit_length())
                L[2] = _o[_t2286]; st.decisions += 1
                if st.thread_player is not None: _answered2577(st, _t2286)
            elif _st_log is None: _pend2587(st, L, _o, _t2284); return True
            elif _decide2588(st, L, _o, _t2284): return True
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

# <rulerun evolution.rules: attack_action #916 91721011>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    for _t2290 in st.zones[(9 + _owner2598[st.loc[_t2288]])]:
        if ((_st_cvars[84 + _t2290] == _t2288) and (_st_cvars[_t2290] == 'carnivorous')):
            return True
    return False

# <rulerun evolution.rules: attack_action #917 8e74887a>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    _t2294 = 0
    for _t2293 in st.zones[(9 + _owner2600[st.loc[_t2288]])]:
        if (_st_cvars[84 + _t2293] == _t2288):
            _t2294 += (1 if ((_st_cvars[_t2293] == 'carnivorous') or (_st_cvars[_t2293] == 'high_body_weight')) else (2 if (_st_cvars[_t2293] == 'parasite') else 0))
    return _t2294

# <rulerun evolution.rules: attack_action #918 8353f254>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    _t2296 = 0
    for _t2295 in st.zones[(9 + _owner2602[st.loc[_t2288]])]:
        if (((_st_cvars[84 + _t2295] == _t2288) and (_st_cvars[_t2295] == 'fat_tissue')) and _st_cvars[252 + _t2295]):
            _t2296 += 1
    return _t2296

# <rulerun evolution.rules: attack_action #919 6968fa28>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    _t2298 = 0
    for _t2297 in st.zones[(9 + _owner2604[st.loc[_t2288]])]:
        if ((_st_cvars[84 + _t2297] == _t2288) and (_st_cvars[_t2297] == 'fat_tissue')):
            _t2298 += 1
    return _t2298

# <rulerun evolution.rules: attack_action #920 a1fd44d7>
def _loop(st, _t2300):
    _st_cvars = st.cvars
    _t2303 = 0
    for _t2302 in st.zones[(9 + _owner2608[st.loc[_st_cvars[84 + _t2300]]])]:
        if (_st_cvars[84 + _t2302] == _st_cvars[84 + _t2300]):
            _t2303 += (1 if ((_st_cvars[_t2302] == 'carnivorous') or (_st_cvars[_t2302] == 'high_body_weight')) else (2 if (_st_cvars[_t2302] == 'parasite') else 0))
    return _t2303

# <rulerun evolution.rules: attack_action #921 5f84be16>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    _memo6 = st.memos[6]
    _st_vars = st.vars
    _t2299 = st.zones[(9 + _owner2606[st.loc[_t2288]])]
    st.budget -= len(_t2299)
    if st.budget < 0: _spent2607(st)
    for _t2300 in _t2299:
        if (((_st_cvars[_t2300] == 'symbiosis') and (_st_cvars[168 + _t2300] == _t2288)) and (not ((_st_cvars[924 + _st_cvars[84 + _t2300]] == _st_vars[0]) or (_st_cvars[504 + _st_cvars[84 + _t2300]] >= (_memo6[_st_cvars[84 + _t2300]] if _st_cvars[84 + _t2300] in _memo6 else _memo6.setdefault(_st_cvars[84 + _t2300], (1 + _a2609(st, _t2300)))))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #922 cb5669ac>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    for _t2307 in st.zones[(9 + _owner2614[st.loc[_t2305]])]:
        if ((_st_cvars[84 + _t2307] == _t2305) and (_st_cvars[_t2307] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #923 c1df4de1>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    for _t2310 in st.zones[(9 + _owner2616[st.loc[_t2288]])]:
        if ((_st_cvars[84 + _t2310] == _t2288) and (_st_cvars[_t2310] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #924 b728aa41>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    for _t2314 in st.zones[(9 + _owner2618[st.loc[_t2305]])]:
        if ((_st_cvars[84 + _t2314] == _t2305) and (_st_cvars[_t2314] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #925 9f47bb41>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    for _t2317 in st.zones[(9 + _owner2620[st.loc[_t2288]])]:
        if ((_st_cvars[84 + _t2317] == _t2288) and (_st_cvars[_t2317] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #926 b0f14aa8>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    for _t2321 in st.zones[(9 + _owner2622[st.loc[_t2305]])]:
        if ((_st_cvars[84 + _t2321] == _t2305) and (_st_cvars[_t2321] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #927 c82ab7fc>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    for _t2324 in st.zones[(9 + _owner2624[st.loc[_t2288]])]:
        if ((_st_cvars[84 + _t2324] == _t2288) and (_st_cvars[_t2324] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #928 498e98f3>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    for _t2328 in st.zones[(9 + _owner2626[st.loc[_t2305]])]:
        if ((_st_cvars[84 + _t2328] == _t2305) and (_st_cvars[_t2328] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #929 edbd25d4>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    _t2332 = 0
    for _t2331 in st.zones[(9 + _owner2628[st.loc[_t2305]])]:
        if (_st_cvars[84 + _t2331] == _t2305):
            _t2332 += (1 if ((_st_cvars[_t2331] == 'carnivorous') or (_st_cvars[_t2331] == 'high_body_weight')) else (2 if (_st_cvars[_t2331] == 'parasite') else 0))
    return _t2332

# <rulerun evolution.rules: attack_action #930 de1134c5>
def _loop(st, _t2305):
    _st_cvars = st.cvars
    for _t2333 in st.zones[(9 + _owner2630[st.loc[_t2305]])]:
        if ((_st_cvars[_t2333] == 'symbiosis') and (_st_cvars[168 + _t2333] == _t2305)):
            return True
    return False

# <rulerun evolution.rules: attack_action #931 8b16c366>
def _loop(st, _t2288):
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2304 = (list(_chain2611(map(st.zones.__getitem__, _k2612))) or ())
    st.budget -= len(_t2304)
    if st.budget < 0: _spent2613(st)
    _t2313 = _NOT_YET
    _t2320 = _NOT_YET
    _t2327 = _NOT_YET
    for _t2305 in _t2304:
        if ((((((_t2288 != _t2305) and ((not (_t2309 if (_t2309 := _memo7.get((_t2305, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2305, 'camouflage',), _a2615(st, _t2305)))) or (_t2313 if _t2313 is not _NOT_YET else (_t2313 := (_t2312 if (_t2312 := _memo7.get((_t2288, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2288, 'sharp_vision',), _a2617(st, _t2288))))))) and ((not (_t2316 if (_t2316 := _memo7.get((_t2305, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2305, 'high_body_weight',), _a2619(st, _t2305)))) or (_t2320 if _t2320 is not _NOT_YET else (_t2320 := (_t2319 if (_t2319 := _memo7.get((_t2288, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2288, 'high_body_weight',), _a2621(st, _t2288))))))) and ((_t2323 if (_t2323 := _memo7.get((_t2305, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2305, 'swimming',), _a2623(st, _t2305))) == (_t2327 if _t2327 is not _NOT_YET else (_t2327 := (_t2326 if (_t2326 := _memo7.get((_t2288, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2288, 'swimming',), _a2625(st, _t2288))))))) and (not ((_t2330 if (_t2330 := _memo7.get((_t2305, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2305, 'burrowing',), _a2627(st, _t2305))) and ((_st_cvars[924 + _t2305] == _st_vars[0]) or (_st_cvars[504 + _t2305] >= (_memo6[_t2305] if _t2305 in _memo6 else _memo6.setdefault(_t2305, (1 + _a2629(st, _t2305))))))))) and (not (_memo13[_t2305] if _t2305 in _memo13 else _memo13.setdefault(_t2305, _a2631(st, _t2305))))):
            return True
    return False

# <rulerun evolution.rules: attack_action #932 410ba823>
def _loop(st, L):
    _memo0 = st.memos[0]
    _t2287 = st.zones[(5 + L[0])]
    st.budget -= len(_t2287)
    if st.budget < 0: _spent2597(st)
    _t2289 = []
    for _t2288 in _t2287:
        if (_memo0[_t2288] if _t2288 in _memo0 else _memo0.setdefault(_t2288, ((((_t2292 if (_t2292 := st.memos[7].get((_t2288, 'carnivorous',), _NOT_YET)) is not _NOT_YET else st.memos[7].setdefault((_t2288, 'carnivorous',), _a2599(st, _t2288))) and (st.cvars[672 + _t2288] != st.vars[0])) and ((not ((st.cvars[924 + _t2288] == st.vars[0]) or ((st.cvars[504 + _t2288] >= (st.memos[6][_t2288] if _t2288 in st.memos[6] else st.memos[6].setdefault(_t2288, (1 + _a2601(st, _t2288))))) and ((st.memos[5][_t2288] if _t2288 in st.memos[5] else st.memos[5].setdefault(_t2288, _a2603(st, _t2288))) >= (st.memos[4][_t2288] if _t2288 in st.memos[4] else st.memos[4].setdefault(_t2288, _a2605(st, _t2288))))))) and (st.memos[14][_t2288] if _t2288 in st.memos[14] else st.memos[14].setdefault(_t2288, (not _a2610(st, _t2288)))))) and _a2632(st, _t2288)))):
            _t2289.append(_t2288)
    return _t2289

# <rulerun evolution.rules: attack_action #933 b3933d27>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    for _t2341 in st.zones[(9 + _owner2642[st.loc[_t2339]])]:
        if ((_st_cvars[84 + _t2341] == _t2339) and (_st_cvars[_t2341] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: attack_action #934 3b3b098a>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2344 in st.zones[(9 + _owner2644[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t2344] == _l1) and (_st_cvars[_t2344] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: attack_action #935 f856875b>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    for _t2348 in st.zones[(9 + _owner2646[st.loc[_t2339]])]:
        if ((_st_cvars[84 + _t2348] == _t2339) and (_st_cvars[_t2348] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #936 d77819b9>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2351 in st.zones[(9 + _owner2648[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t2351] == _l1) and (_st_cvars[_t2351] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: attack_action #937 29f413c6>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    for _t2355 in st.zones[(9 + _owner2650[st.loc[_t2339]])]:
        if ((_st_cvars[84 + _t2355] == _t2339) and (_st_cvars[_t2355] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #938 c9e53c81>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    for _t2358 in st.zones[(9 + _owner2652[st.loc[_l1]])]:
        if ((_st_cvars[84 + _t2358] == _l1) and (_st_cvars[_t2358] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: attack_action #939 4b977385>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    for _t2362 in st.zones[(9 + _owner2654[st.loc[_t2339]])]:
        if ((_st_cvars[84 + _t2362] == _t2339) and (_st_cvars[_t2362] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: attack_action #940 6e0b2ad6>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    _t2366 = 0
    for _t2365 in st.zones[(9 + _owner2656[st.loc[_t2339]])]:
        if (_st_cvars[84 + _t2365] == _t2339):
            _t2366 += (1 if ((_st_cvars[_t2365] == 'carnivorous') or (_st_cvars[_t2365] == 'high_body_weight')) else (2 if (_st_cvars[_t2365] == 'parasite') else 0))
    return _t2366

# <rulerun evolution.rules: attack_action #941 5a97597b>
def _loop(st, _t2339):
    _st_cvars = st.cvars
    for _t2367 in st.zones[(9 + _owner2658[st.loc[_t2339]])]:
        if ((_st_cvars[_t2367] == 'symbiosis') and (_st_cvars[168 + _t2367] == _t2339)):
            return True
    return False

# <rulerun evolution.rules: attack_action #942 8674eaec>
def _loop(st, L):
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2338 = (list(_chain2639(map(st.zones.__getitem__, _k2640))) or ())
    st.budget -= len(_t2338)
    if st.budget < 0: _spent2641(st)
    _t2347 = _NOT_YET
    _t2354 = _NOT_YET
    _t2361 = _NOT_YET
    _t2340 = []
    for _t2339 in _t2338:
        if ((((((_l1 != _t2339) and ((not (_t2343 if (_t2343 := _memo7.get((_t2339, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2339, 'camouflage',), _a2643(st, _t2339)))) or (_t2347 if _t2347 is not _NOT_YET else (_t2347 := (_t2346 if (_t2346 := _memo7.get((_l1, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'sharp_vision',), _a2645(st, L))))))) and ((not (_t2350 if (_t2350 := _memo7.get((_t2339, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2339, 'high_body_weight',), _a2647(st, _t2339)))) or (_t2354 if _t2354 is not _NOT_YET else (_t2354 := (_t2353 if (_t2353 := _memo7.get((_l1, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'high_body_weight',), _a2649(st, L))))))) and ((_t2357 if (_t2357 := _memo7.get((_t2339, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2339, 'swimming',), _a2651(st, _t2339))) == (_t2361 if _t2361 is not _NOT_YET else (_t2361 := (_t2360 if (_t2360 := _memo7.get((_l1, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l1, 'swimming',), _a2653(st, L))))))) and (not ((_t2364 if (_t2364 := _memo7.get((_t2339, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2339, 'burrowing',), _a2655(st, _t2339))) and ((_st_cvars[924 + _t2339] == _st_vars[0]) or (_st_cvars[504 + _t2339] >= (_memo6[_t2339] if _t2339 in _memo6 else _memo6.setdefault(_t2339, (1 + _a2657(st, _t2339))))))))) and (not (_memo13[_t2339] if _t2339 in _memo13 else _memo13.setdefault(_t2339, _a2659(st, _t2339))))):
            _t2340.append(_t2339)
    return _t2340

# <rulerun evolution.rules: attack_action #943 827ea491>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = (_a2633(st, L) or [])
            fr[1] = 1
            _t2335 = L[0]
            _t2336 = len(_o)
            if not _t2336: _no_option2635(_t2335, 'attacker')
            if _t2336 <= 1 and _st_log is None:
                L[1] = _o[0] if _t2336 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2337 = st.chooser(_t2336, _t2335)
                else:
                    _t2337 = _st_bits(_t2336.bit_length())
                    while _t2337 >= _t2336: _t2337 = _st_bits(_t2336.bit_length())
                L[1] = _o[_t2337]; st.decisions += 1
                if st.thread_player is not None: _answered2636(st, _t2337)
            elif _st_log is None: _pend2637(st, L, _o, _t2335); return True
            elif _decide2638(st, L, _o, _t2335): return True
            pc = 1
        if pc == 1:
            _o = (_a2660(st, L) or [])
            fr[1] = 2
            _t2369 = L[0]
            _t2370 = len(_o)
            if not _t2370: _no_option2635(_t2369, 'target')
            if _t2370 <= 1 and _st_log is None:
                L[2] = _o[0] if _t2370 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2371 = st.chooser(_t2370, _t2369)
                else:
                    _t2371 = _st_bits(_t2370.bit_length())
                    while _t2371 >= _t2370: _t2371 = _st_bits(_t2370.bit_length())
                L[2] = _o[_t2371]; st.decisions += 1
                if st.thread_player is not None: _answered2636(st, _t2371)
            elif _st_log is None: _pend2662(st, L, _o, _t2369); return True
            elif _decide2663(st, L, _o, _t2369): return True
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

# <rulerun evolution.rules: scavenge #945 3af1c6fa>
def _loop(st, L):
    _t2375 = (L[4] or ())
    st.budget -= len(_t2375)
    if st.budget < 0: _spent2688(st)
    for _t2376 in _t2375:
        return _t2376
    return None

# <rulerun evolution.rules: scavenge #946 cc9291ea>
def _loop(st, L):
    _t2372 = (L[4] or ())
    st.budget -= len(_t2372)
    if st.budget < 0: _spent2687(st)
    _t2378 = _NOT_YET
    _t2374 = []
    for _t2373 in _t2372:
        if ((not False) or (_t2373 == (_t2378 if _t2378 is not _NOT_YET else (_t2378 := _a2689(st, L))))):
            _t2374.append(_t2373)
    return _t2374

# <rulerun evolution.rules: scavenge #947 8c0b4aa6>
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
            _t2379 = L[3]
            _t2380 = len(_o)
            if not _t2380: _no_option2692(_t2379, 'scavenger to feed')
            if _t2380 <= 1 and _st_log is None:
                L[5] = _o[0] if _t2380 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2381 = st.chooser(_t2380, _t2379)
                else:
                    _t2381 = _st_bits(_t2380.bit_length())
                    while _t2381 >= _t2380: _t2381 = _st_bits(_t2380.bit_length())
                L[5] = _o[_t2381]; st.decisions += 1
                if st.thread_player is not None: _answered2693(st, _t2381)
            elif _st_log is None: _pend2694(st, L, _o, _t2379); return True
            elif _decide2695(st, L, _o, _t2379): return True
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

# <rulerun evolution.rules: on before attack #949 18efdb9b>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    for _t2388 in st.zones[(9 + _owner2721[st.loc[_t2386]])]:
        if ((_st_cvars[84 + _t2388] == _t2386) and (_st_cvars[_t2388] == 'camouflage')):
            return True
    return False

# <rulerun evolution.rules: on before attack #950 e74fe3b0>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2391 in st.zones[(9 + _owner2723[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t2391] == _l0) and (_st_cvars[_t2391] == 'sharp_vision')):
            return True
    return False

# <rulerun evolution.rules: on before attack #951 1c37d200>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    for _t2395 in st.zones[(9 + _owner2725[st.loc[_t2386]])]:
        if ((_st_cvars[84 + _t2395] == _t2386) and (_st_cvars[_t2395] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #952 ae05f281>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2398 in st.zones[(9 + _owner2727[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t2398] == _l0) and (_st_cvars[_t2398] == 'high_body_weight')):
            return True
    return False

# <rulerun evolution.rules: on before attack #953 6ea5e283>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    for _t2402 in st.zones[(9 + _owner2729[st.loc[_t2386]])]:
        if ((_st_cvars[84 + _t2402] == _t2386) and (_st_cvars[_t2402] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #954 ab681a31>
def _loop(st, L):
    _l0 = L[0]
    _st_cvars = st.cvars
    for _t2405 in st.zones[(9 + _owner2731[st.loc[_l0]])]:
        if ((_st_cvars[84 + _t2405] == _l0) and (_st_cvars[_t2405] == 'swimming')):
            return True
    return False

# <rulerun evolution.rules: on before attack #955 05f2f4ac>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    for _t2409 in st.zones[(9 + _owner2733[st.loc[_t2386]])]:
        if ((_st_cvars[84 + _t2409] == _t2386) and (_st_cvars[_t2409] == 'burrowing')):
            return True
    return False

# <rulerun evolution.rules: on before attack #956 7c508bed>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    _t2413 = 0
    for _t2412 in st.zones[(9 + _owner2735[st.loc[_t2386]])]:
        if (_st_cvars[84 + _t2412] == _t2386):
            _t2413 += (1 if ((_st_cvars[_t2412] == 'carnivorous') or (_st_cvars[_t2412] == 'high_body_weight')) else (2 if (_st_cvars[_t2412] == 'parasite') else 0))
    return _t2413

# <rulerun evolution.rules: on before attack #957 5c660c2e>
def _loop(st, _t2386):
    _st_cvars = st.cvars
    for _t2414 in st.zones[(9 + _owner2737[st.loc[_t2386]])]:
        if ((_st_cvars[_t2414] == 'symbiosis') and (_st_cvars[168 + _t2414] == _t2386)):
            return True
    return False

# <rulerun evolution.rules: on before attack #958 a4880798>
def _loop(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _memo13 = st.memos[13]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _st_vars = st.vars
    _t2385 = st.zones[(5 + L[4])]
    st.budget -= len(_t2385)
    if st.budget < 0: _spent2720(st)
    _t2394 = _NOT_YET
    _t2401 = _NOT_YET
    _t2408 = _NOT_YET
    _t2387 = []
    for _t2386 in _t2385:
        if (((_t2386 != _l1) and (_t2386 != _l0)) and ((((((_l0 != _t2386) and ((not (_t2390 if (_t2390 := _memo7.get((_t2386, 'camouflage',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2386, 'camouflage',), _a2722(st, _t2386)))) or (_t2394 if _t2394 is not _NOT_YET else (_t2394 := (_t2393 if (_t2393 := _memo7.get((_l0, 'sharp_vision',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'sharp_vision',), _a2724(st, L))))))) and ((not (_t2397 if (_t2397 := _memo7.get((_t2386, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2386, 'high_body_weight',), _a2726(st, _t2386)))) or (_t2401 if _t2401 is not _NOT_YET else (_t2401 := (_t2400 if (_t2400 := _memo7.get((_l0, 'high_body_weight',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'high_body_weight',), _a2728(st, L))))))) and ((_t2404 if (_t2404 := _memo7.get((_t2386, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2386, 'swimming',), _a2730(st, _t2386))) == (_t2408 if _t2408 is not _NOT_YET else (_t2408 := (_t2407 if (_t2407 := _memo7.get((_l0, 'swimming',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_l0, 'swimming',), _a2732(st, L))))))) and (not ((_t2411 if (_t2411 := _memo7.get((_t2386, 'burrowing',), _NOT_YET)) is not _NOT_YET else _memo7.setdefault((_t2386, 'burrowing',), _a2734(st, _t2386))) and ((_st_cvars[924 + _t2386] == _st_vars[0]) or (_st_cvars[504 + _t2386] >= (_memo6[_t2386] if _t2386 in _memo6 else _memo6.setdefault(_t2386, (1 + _a2736(st, _t2386))))))))) and (not (_memo13[_t2386] if _t2386 in _memo13 else _memo13.setdefault(_t2386, _a2738(st, _t2386)))))):
            _t2387.append(_t2386)
    return _t2387

# <rulerun evolution.rules: on before attack #959 71754db1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t2420 = []
    for _t2419 in st.zones[(9 + _owner2745[st.loc[L[1]]])]:
        if ((_st_cvars[84 + _t2419] == L[1]) or (_st_cvars[168 + _t2419] == L[1])):
            _t2420.append(_t2419)
    return _t2420

# <rulerun evolution.rules: on before attack #960 511cca94>
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
            _t2382 = L[4]
            _t2383 = len(_o) + 1
            if _t2383 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2384 = st.chooser(_t2383, _t2382)
                else:
                    _t2384 = _st_bits(_t2383.bit_length())
                    while _t2384 >= _t2383: _t2384 = _st_bits(_t2383.bit_length())
                L[6] = _o[_t2384 - 1] if _t2384 else None; st.decisions += 1
                if st.thread_player is not None: _answered2715(st, _t2384)
            elif _st_log is None: _pend2716(st, L, [None] + _o, _t2382); return True
            elif _decide2717(st, L, _o, _t2382): return True
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
            _t2416 = L[4]
            _t2417 = len(_o)
            if not _t2417: _no_option2741(_t2416, 'mimicry: the new target')
            if _t2417 <= 1 and _st_log is None:
                L[7] = _o[0] if _t2417 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2418 = st.chooser(_t2417, _t2416)
                else:
                    _t2418 = _st_bits(_t2417.bit_length())
                    while _t2418 >= _t2417: _t2418 = _st_bits(_t2417.bit_length())
                L[7] = _o[_t2418]; st.decisions += 1
                if st.thread_player is not None: _answered2715(st, _t2418)
            elif _st_log is None: _pend2742(st, L, _o, _t2416); return True
            elif _decide2743(st, L, _o, _t2416): return True
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
            _t2421 = L[4]
            _t2422 = len(_o)
            if not _t2422: _no_option2741(_t2421, 'tail loss: trait to drop')
            if _t2422 <= 1 and _st_log is None:
                L[8] = _o[0] if _t2422 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t2423 = st.chooser(_t2422, _t2421)
                else:
                    _t2423 = _st_bits(_t2422.bit_length())
                    while _t2423 >= _t2422: _t2423 = _st_bits(_t2422.bit_length())
                L[8] = _o[_t2423]; st.decisions += 1
                if st.thread_player is not None: _answered2715(st, _t2423)
            elif _st_log is None: _pend2748(st, L, _o, _t2421); return True
            elif _decide2749(st, L, _o, _t2421): return True
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

# <rulerun evolution.rules: extinction_and_new_cards #962 3fd3c04e>
def _loop(st, _t2432):
    _st_cvars = st.cvars
    _t2434 = 0
    for _t2433 in st.zones[(9 + _owner2792[st.loc[_t2432]])]:
        if (_st_cvars[84 + _t2433] == _t2432):
            _t2434 += (1 if ((_st_cvars[_t2433] == 'carnivorous') or (_st_cvars[_t2433] == 'high_body_weight')) else (2 if (_st_cvars[_t2433] == 'parasite') else 0))
    return _t2434

# <rulerun evolution.rules: extinction_and_new_cards #963 b701573d>
def _loop(st, _i27l0):
    _st_cvars = st.cvars
    _t2441 = []
    for _t2440 in st.zones[(9 + _owner2801[st.loc[_i27l0]])]:
        if ((_st_cvars[84 + _t2440] == _i27l0) or (_st_cvars[168 + _t2440] == _i27l0)):
            _t2441.append(_t2440)
    return _t2441

# <rulerun evolution.rules: extinction_and_new_cards #964 0a2fdf4f>
def _loop(st):
    for _t2455 in (_k2809 or ()):
        if (st.vars[7 + _t2455] > 0):
            return True
    return False

# <rulerun evolution.rules: extinction_and_new_cards #965 playout 54b1dff6>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _memo4, _memo5, _memo6, _memo7, _memo8, _memo9, _memo10, _memo11, _memo12, _memo13, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k2788)
    _t2431 = (list(_chain2789(map(_st_zones.__getitem__, _k2790))) or ())
    st.budget -= len(_t2431)
    if st.budget < 0: _spent2791(st)
    _t2430 = []
    for _t2432 in _t2431:
        if ((not ((_st_cvars[924 + _t2432] == _st_vars[0]) or (_st_cvars[504 + _t2432] >= (_memo6[_t2432] if _t2432 in _memo6 else _memo6.setdefault(_t2432, (1 + _a2793(st, _t2432))))))) or _st_cvars[588 + _t2432]):
            _t2430.append(_t2432)
    L[0] = _t2430
    _t2436 = (L[0] or [])
    st.budget -= len(_t2436)
    if st.budget < 0: _spent2791(st)
    for _t2435 in _t2436:
        L[3] = _t2435
        if _st_cvars[588 + _t2435]:
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), [_PlayerRef2796(_owner2795[_st_loc[_t2435]]), "'s animal ", _plain2797(_st_cvars[420 + _t2435]), ' dies of poison']))
        else:
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), [_PlayerRef2796(_owner2799[_st_loc[_t2435]]), "'s animal ", _plain2797(_st_cvars[420 + _t2435]), ' starves']))
    _t2438 = (L[0] or [])
    st.budget -= len(_t2438)
    if st.budget < 0: _spent2791(st)
    for _t2437 in _t2438:
        L[6] = _t2437
        _i27l0 = _t2437
        _i27 = [_i27l0, None, None, None, None]
        _i27[1] = _owner2800[_st_loc[_i27l0]]
        _t2442 = (_a2802(st, _i27l0) or [])
        st.budget -= len(_t2442)
        if st.budget < 0: _spent2791(st)
        for _t2439 in _t2442:
            _i27[4] = _t2439
            _i28l0 = _t2439
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
            _t2443 = _i28l0
            _t2444 = (13 + _i28[1])
            if type(_t2443) is int and _st_log is None:
                _t2445 = _st_zones[(_t2446 := _st_loc[_t2443])]
                if _t2445[-1] == _t2443: _t2445.pop()
                else: _t2445.remove(_t2443)
                _st_zones[_t2444].append(_t2443); _st_loc[_t2443] = _t2444
                _t2447 = _leaving2805[_t2446]
                if _memo12 and _t2447 & 4096: _memo12.clear()
            elif _t2443 is not None:
                _move_cards2804(st, _t2443, _t2444, False)
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
        _t2448 = _i27l0
        _t2449 = (13 + _i27[1])
        if type(_t2448) is int and _st_log is None:
            _t2450 = _st_zones[(_t2451 := _st_loc[_t2448])]
            if _t2450[-1] == _t2448: _t2450.pop()
            else: _t2450.remove(_t2448)
            _st_zones[_t2449].append(_t2448); _st_loc[_t2448] = _t2449
            _t2452 = _leaving2806[_t2451]
            if _memo12 and _t2452 & 4096: _memo12.clear()
        elif _t2448 is not None:
            _move_cards2804(st, _t2448, _t2449, False)
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
        for _t2453 in (_k2807 or []):
            _i29[2] = _t2453
            _st_vars[7 + _t2453] = (6 if ((not _st_zones[(5 + _t2453)]) and (not _st_zones[(1 + _t2453)])) else (1 + len(_st_zones[(5 + _t2453)])))
        for _t2454 in (_o2808[_st_vars[1]] or []):
            _i29[5] = _t2454
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), ['Cards owed to ', _PlayerRef2796(_t2454), ': ', _plain2797(_st_vars[7 + _t2454])]))
        while ((not not _st_zones[0]) and _a2810(st)):
            st.budget -= 1
            if st.budget < 0: _spent2791(st)
            for _t2457 in (_o2811[_st_vars[1]] or []):
                _i29[8] = _t2457
                if not (((_st_vars[7 + _t2457] > 0) and (not not _st_zones[0]))): continue
                _t2460 = _st_zones[0]
                _t2459 = (1 + _t2457)
                if _st_log is None and _t2460:
                    _t2458 = _t2460.pop(); _st_zones[_t2459].append(_t2458); _st_loc[_t2458] = _t2459
                elif _t2460:
                    _move_cards2804(st, _t2460[-1], _t2459, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
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
                _st_vars[7 + _t2457] = (_t2461 if -1000000000000000000 <= (_t2461 := _st_vars[7 + _t2457] - 1) <= 1000000000000000000 else _beyond2812(_t2461))
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text2798(_audience2794(st), ['The deck has run out: the next turn is the last']))
    for _t2462 in (list(_chain2813(map(_st_zones.__getitem__, _k2814))) or []):
        L[9] = _t2462
        _st_cvars[504 + _t2462] = 0
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo8: _memo8.clear()
        if _memo10: _memo10.clear()
        if _memo14: _memo14.clear()

# <rulerun evolution.rules: play_turn #966 playout b3ed4d4d>
def _native(st, L, _d=0):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, _, _, _, _, _memo8, _, _memo10, _, _, _, _memo14, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit2768(_k2769)
    st.budget -= 1
    if st.budget < 0: _spent2770(st)
    _st_vars[0] = (_t2424 if -1000000000000000000 <= (_t2424 := _st_vars[0] + 1) <= 1000000000000000000 else _beyond2771(_t2424))
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
        for _t2425 in (_o2777[_st_vars[1]] or []):
            _i25[3] = _t2425
            if not ((not (_t2425 in (_i25[0] or ())))): continue
            if (not _st_zones[(1 + _t2425)]):
                if _st_log is not None: _st_log.append(_Text2775(_audience2772(st), [_PlayerRef2774(_t2425), ' has no cards and passes']))
                _i25[0] = (_i25[0] + [_t2425])
                if len(_i25[0]) > 1000000: _too_long2778(_i25[0])
            else:
                _t2426 = _st_zones[(1 + _t2425)]
                _t2427 = _t2425
                _t2428 = len(_t2426) + 1
                if _t2428 == 1:
                    _i25[4] = None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t2429 = st.chooser(_t2428, _t2427)
                    else:
                        _t2429 = _st_bits(_t2428.bit_length())
                        while _t2429 >= _t2428: _t2429 = _st_bits(_t2428.bit_length())
                    _i25[4] = _t2426[_t2429 - 1] if _t2429 else None; st.decisions += 1
                elif _st_log is None: _pend2781(st, _i25, [None] + _t2426, _t2427); raise _PlayoutCut2779()
                elif _decide2782(st, _i25, _t2426[:], _t2427): raise _PlayoutCut2779()
                if (_i25[4] is None):
                    _i25[0] = _joined2783(_i25[0], [_t2425])
                else:
                    if _p2784(st, [_t2425, _i25[4], None, None, None, None, None, None, None]) == 3: return 3
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

# <rulerun evolution.rules: play #968 a0a91f81>
def _loop(st, p):
    _st_cvars = st.cvars
    _t2464 = 0
    for _t2463 in st.zones[(9 + p)]:
        _t2464 += (1 + (1 if ((_st_cvars[_t2463] == 'carnivorous') or (_st_cvars[_t2463] == 'high_body_weight')) else (2 if (_st_cvars[_t2463] == 'parasite') else 0)))
    return _t2464

# <rulerun evolution.rules: rank #969 863c0cc6>
def _native(st, p):
    _st_zones = st.zones
    return (((2 * len(_st_zones[(5 + p)])) + _a2824(st, p)), len(_st_zones[(13 + p)]), st.vars[12 + p], )

# <rulerun evolution.rules: play #970 482fea36>
def _loop(st, _t2466):
    _st_cvars = st.cvars
    _t2469 = 0
    for _t2468 in st.zones[(9 + _owner2826[st.loc[_t2466]])]:
        if (_st_cvars[84 + _t2468] == _t2466):
            _t2469 += (1 + (1 if ((_st_cvars[_t2468] == 'carnivorous') or (_st_cvars[_t2468] == 'high_body_weight')) else (2 if (_st_cvars[_t2468] == 'parasite') else 0)))
    return _t2469

# <rulerun evolution.rules: play #971 ceae35e3>
def _loop(st, _t2466):
    _st_cvars = st.cvars
    _t2471 = 0
    for _t2470 in st.zones[(9 + _owner2828[st.loc[_t2466]])]:
        if (_st_cvars[84 + _t2470] == _t2466):
            _t2471 += (1 if ((_st_cvars[_t2470] == 'carnivorous') or (_st_cvars[_t2470] == 'high_body_weight')) else (2 if (_st_cvars[_t2470] == 'parasite') else 0))
    return _t2471

# <rulerun evolution.rules: play #972 7bc127c6>
def _loop(st, _t2466):
    _st_cvars = st.cvars
    _t2473 = 0
    for _t2472 in st.zones[(9 + _owner2830[st.loc[_t2466]])]:
        if (_st_cvars[84 + _t2472] == _t2466):
            _t2473 += (1 + (1 if ((_st_cvars[_t2472] == 'carnivorous') or (_st_cvars[_t2472] == 'high_body_weight')) else (2 if (_st_cvars[_t2472] == 'parasite') else 0)))
    return _t2473

# <rulerun evolution.rules: play #973 d7927d4f>
def _loop(st, p):
    _st_cvars = st.cvars
    _st_vars = st.vars
    _t2465 = st.zones[(5 + p)]
    st.budget -= len(_t2465)
    if st.budget < 0: _spent2825(st)
    _t2467 = 0
    for _t2466 in _t2465:
        _t2467 += (0 if _st_cvars[588 + _t2466] else ((2 * (2 + _a2827(st, _t2466))) if ((_st_cvars[924 + _t2466] == _st_vars[0]) or (_st_cvars[504 + _t2466] >= (1 + _a2829(st, _t2466)))) else (2 + _a2831(st, _t2466))))
    return _t2467

# <rulerun evolution.rules: rank #974 e754743f>
def _native(st, p):
    return (_a2832(st, p), len(st.zones[(13 + p)]), )

