# <rulerun blackjack.rules: settle #0 4b6596d3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[6 + _l0] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[6 + _l0] + _l1) <= 1000000000000000000 else _beyond0(_t0))
    L[3] = ('the hand' if (_st_vars[0 + _l0] == 1) else ('hand ' + _plain1(L[2])))
    if (_l1 > 0):
        if _st_log is not None: _st_log.append(_Text4(_audience2(st), [_PlayerRef3(_l0), ' wins ', _plain1(_l1), ' on ', _plain1(L[3])]))
    elif (_l1 < 0):
        if _st_log is not None: _st_log.append(_Text4(_audience2(st), [_PlayerRef3(_l0), ' loses ', _plain1((-_l1)), ' on ', _plain1(L[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text4(_audience2(st), [_PlayerRef3(_l0), ' pushes on ', _plain1(L[3])]))

# <rulerun blackjack.rules: play_out #1 b331bbe4>
def _native(st, L):
    _l0 = L[0]
    L[2] = (1 + 4 * _l0 + _t1 - 1 if type(_t1 := L[1]) is int and 1 <= _t1 < 5 else _family5(_t1, 1 + 4 * _l0, 4, 'hand'))

# <rulerun blackjack.rules: play_out #2 71206d04>
def _loop(st, L):
    _t13 = (L[0] or ())
    st.budget -= len(_t13)
    if st.budget < 0: _spent14(st)
    _t15 = 0
    for _t14 in _t13:
        _t15 += _c15[_t14]
    return _t15

# <rulerun blackjack.rules: play_out #3 deb3d2bf>
def _loop(st, L):
    _t16 = (L[0] or ())
    st.budget -= len(_t16)
    if st.budget < 0: _spent17(st)
    for _t17 in _t16:
        if (_c18[_t17] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #4 65d3aeda>
def _loop(st, L):
    _t19 = (L[0] or ())
    st.budget -= len(_t19)
    if st.budget < 0: _spent20(st)
    _t21 = 0
    for _t20 in _t19:
        _t21 += _c21[_t20]
    return _t21

# <rulerun blackjack.rules: play_out #5 ef014728>
def _loop(st, L):
    _t22 = (L[0] or ())
    st.budget -= len(_t22)
    if st.budget < 0: _spent23(st)
    _t24 = 0
    for _t23 in _t22:
        _t24 += _c24[_t23]
    return _t24

# <rulerun blackjack.rules: best_count #6 0ca870ef>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent13(st)
    return ((_a16(st, L) + 10) if (_a19(st, L) and ((_a22(st, L) + 10) <= 21)) else _a25(st, L))

# <rulerun blackjack.rules: play_out #7 803c5716>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _l3 = L[3]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l3 == 'stand'):
        return 2
    if (_l3 == 'split'):
        _st_vars[0 + _l0] = (_t2 if -1000000000000000000 <= (_t2 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond6(_t2))
        _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
        if len(_st_vars[3 + _l0]) > 1000000: _too_long7(_st_vars[3 + _l0])
        L[4] = (1 + 4 * _l0 + _t3 - 1 if type(_t3 := _st_vars[0 + _l0]) is int and 1 <= _t3 < 5 else _family8(_t3, 1 + 4 * _l0, 4, 'hand'))
        _st_vars[9 + _l0] = (_c9[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
        _t6 = _st_zones[_l2]
        _t5 = L[4]
        if _st_log is None and _t6:
            _t4 = _t6.pop(); _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t6:
            _move_cards10(st, _t6[-1], _t5, False)
        _t9 = _st_zones[0]
        _t8 = _l2
        if _st_log is None and _t9:
            _t7 = _t9.pop(); _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        elif _t9:
            _move_cards10(st, _t9[-1], _t8, False)
        _t12 = _st_zones[0]
        _t11 = L[4]
        if _st_log is None and _t12:
            _t10 = _t12.pop(); _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t12:
            _move_cards10(st, _t12[-1], _t11, False)
        if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' splits: ', _plain27(_d26(st, [_st_zones[_l2][:]])), ' and ', _plain27(_d26(st, [_st_zones[L[4]][:]]))]))
        if _st_vars[9 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            _t28 = list(_st_vars[3 + _l0])
            _t28[(_t25 if -1000000000000000000 <= (_t25 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t25))] = (_t27 if -1000000000000000000 <= (_t27 := _st_vars[3 + _l0][(_t25 if -1000000000000000000 <= (_t25 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t25))] + _st_vars[3 + _l0][(_t26 if -1000000000000000000 <= (_t26 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t26))]) <= 1000000000000000000 else _beyond6(_t27))
            _st_vars[3 + _l0] = _t28
        _t31 = _st_zones[0]
        _t30 = _l2
        if _st_log is None and _t31:
            _t29 = _t31.pop(); _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
        elif _t31:
            _move_cards10(st, _t31[-1], _t30, False)
        if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' counts ', _plain27(_d26(st, [_st_zones[_l2][:]]))]))
        if (_d26(st, [_st_zones[_l2][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' busts']))
            _i0l0 = _l0
            _i0l1 = (-_st_vars[3 + _l0][(_t32 if -1000000000000000000 <= (_t32 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t32))])
            _i0l2 = _l1
            _i0 = [_i0l0, _i0l1, _i0l2, None]
            _st_vars[6 + _i0l0] = (_t33 if -1000000000000000000 <= (_t33 := _st_vars[6 + _i0l0] + _i0l1) <= 1000000000000000000 else _beyond6(_t33))
            _i0[3] = ('the hand' if (_st_vars[0 + _i0l0] == 1) else ('hand ' + _plain27(_i0l2)))
            if (_i0l1 > 0):
                if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_i0l0), ' wins ', _plain27(_i0l1), ' on ', _plain27(_i0[3])]))
            elif (_i0l1 < 0):
                if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_i0l0), ' loses ', _plain27((-_i0l1)), ' on ', _plain27(_i0[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_i0l0), ' pushes on ', _plain27(_i0[3])]))
            return 2
        if (_l3 == 'double'):
            return 2

# <rulerun blackjack.rules: play_out #8 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: play_out #9 8ced5720>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_d29(st, [_st_zones[_l2][:]]) < 21) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent30(st)
        _t34 = []
        for _t35 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t35 != 'double') or (len(_st_zones[_l2]) == 2)) and ((_t35 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[_l2]) == 2) and (_c31[(_z[0] if (_z := _st_zones[_l2]) else None)] == _c31[(_z[-1] if (_z := _st_zones[_l2]) else None)]))))): _t34.append(_t35)
        _t36 = _l0
        _t37 = len(_t34)
        if not _t37: _no_option34(_t36, 'hit, stand, double or split')
        if _t37 <= 1 and _st_log is None:
            L[3] = _t34[0] if _t37 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t38 = st.chooser(_t37, _t36)
            else:
                _t38 = _st_bits(_t37.bit_length())
                while _t38 >= _t37: _t38 = _st_bits(_t37.bit_length())
            L[3] = _t34[_t38]; st.decisions += 1
        elif _st_log is None: _pend35(st, L, _t34, _t36); raise _PlayoutCut32()
        elif _decide36(st, L, _t34, _t36): raise _PlayoutCut32()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = (_t39 if -1000000000000000000 <= (_t39 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond37(_t39))
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long38(_st_vars[3 + _l0])
            L[4] = (1 + 4 * _l0 + _t40 - 1 if type(_t40 := _st_vars[0 + _l0]) is int and 1 <= _t40 < 5 else _family39(_t40, 1 + 4 * _l0, 4, 'hand'))
            _st_vars[9 + _l0] = (_c31[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
            _t43 = _st_zones[_l2]
            _t42 = L[4]
            if _st_log is None and _t43:
                _t41 = _t43.pop(); _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t43:
                _move_cards40(st, _t43[-1], _t42, False)
            _t46 = _st_zones[0]
            _t45 = _l2
            if _st_log is None and _t46:
                _t44 = _t46.pop(); _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
            elif _t46:
                _move_cards40(st, _t46[-1], _t45, False)
            _t49 = _st_zones[0]
            _t48 = L[4]
            if _st_log is None and _t49:
                _t47 = _t49.pop(); _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
            elif _t49:
                _move_cards40(st, _t49[-1], _t48, False)
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' splits: ', _plain43(_d29(st, [_st_zones[_l2][:]])), ' and ', _plain43(_d29(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t53 = list(_st_vars[3 + _l0])
                _t53[(_t50 if -1000000000000000000 <= (_t50 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t50))] = (_t52 if -1000000000000000000 <= (_t52 := _st_vars[3 + _l0][(_t50 if -1000000000000000000 <= (_t50 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t50))] + _st_vars[3 + _l0][(_t51 if -1000000000000000000 <= (_t51 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t51))]) <= 1000000000000000000 else _beyond37(_t52))
                _st_vars[3 + _l0] = _t53
            _t56 = _st_zones[0]
            _t55 = _l2
            if _st_log is None and _t56:
                _t54 = _t56.pop(); _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
            elif _t56:
                _move_cards40(st, _t56[-1], _t55, False)
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' counts ', _plain43(_d29(st, [_st_zones[_l2][:]]))]))
            if (_d29(st, [_st_zones[_l2][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' busts']))
                _i1l0 = _l0
                _i1l1 = (-_st_vars[3 + _l0][(_t57 if -1000000000000000000 <= (_t57 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t57))])
                _i1l2 = _l1
                _i1 = [_i1l0, _i1l1, _i1l2, None]
                _st_vars[6 + _i1l0] = (_t58 if -1000000000000000000 <= (_t58 := _st_vars[6 + _i1l0] + _i1l1) <= 1000000000000000000 else _beyond37(_t58))
                _i1[3] = ('the hand' if (_st_vars[0 + _i1l0] == 1) else ('hand ' + _plain43(_i1l2)))
                if (_i1l1 > 0):
                    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_i1l0), ' wins ', _plain43(_i1l1), ' on ', _plain43(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_i1l0), ' loses ', _plain43((-_i1l1)), ' on ', _plain43(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_i1l0), ' pushes on ', _plain43(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #10 7cfc85b5>
def _native(st, L):
    _st_zones = st.zones
    return ((_d45(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #11 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #12 fe685cf8>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l2]) == 2)) and ((_l3 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[_l2]) == 2) and (_c46[(_z[0] if (_z := _st_zones[_l2]) else None)] == _c46[(_z[-1] if (_z := _st_zones[_l2]) else None)])))))

# <rulerun blackjack.rules: player_turn #13 8272e4bf>
def _native(st, L):
    L[1] = 1

# <rulerun blackjack.rules: player_turn #14 091b51c0>
def _native(st, L):
    L[1] = (_t59 if -1000000000000000000 <= (_t59 := L[1] + 1) <= 1000000000000000000 else _beyond47(_t59))

# <rulerun blackjack.rules: play_out #15 playout 5b08cb96>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = (1 + 4 * _l0 + _t60 - 1 if type(_t60 := _l1) is int and 1 <= _t60 < 5 else _family49(_t60, 1 + 4 * _l0, 4, 'hand'))
    while ((_d50(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent51(st)
        _t61 = []
        for _t62 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t62 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t62 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c52[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c52[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _t61.append(_t62)
        _t63 = _l0
        _t64 = len(_t61)
        if not _t64: _no_option55(_t63, 'hit, stand, double or split')
        if _t64 <= 1 and _st_log is None:
            L[3] = _t61[0] if _t64 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t65 = st.chooser(_t64, _t63)
            else:
                _t65 = _st_bits(_t64.bit_length())
                while _t65 >= _t64: _t65 = _st_bits(_t64.bit_length())
            L[3] = _t61[_t65]; st.decisions += 1
        elif _st_log is None: _pend56(st, L, _t61, _t63); raise _PlayoutCut53()
        elif _decide57(st, L, _t61, _t63): raise _PlayoutCut53()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = (_t66 if -1000000000000000000 <= (_t66 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond58(_t66))
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long59(_st_vars[3 + _l0])
            L[4] = (1 + 4 * _l0 + _t67 - 1 if type(_t67 := _st_vars[0 + _l0]) is int and 1 <= _t67 < 5 else _family49(_t67, 1 + 4 * _l0, 4, 'hand'))
            _st_vars[9 + _l0] = (_c52[(_z[-1] if (_z := _st_zones[L[2]]) else None)] == 1)
            _t70 = _st_zones[L[2]]
            _t69 = L[4]
            if _st_log is None and _t70:
                _t68 = _t70.pop(); _st_zones[_t69].append(_t68); _st_loc[_t68] = _t69
            elif _t70:
                _move_cards60(st, _t70[-1], _t69, False)
            _t73 = _st_zones[0]
            _t72 = L[2]
            if _st_log is None and _t73:
                _t71 = _t73.pop(); _st_zones[_t72].append(_t71); _st_loc[_t71] = _t72
            elif _t73:
                _move_cards60(st, _t73[-1], _t72, False)
            _t76 = _st_zones[0]
            _t75 = L[4]
            if _st_log is None and _t76:
                _t74 = _t76.pop(); _st_zones[_t75].append(_t74); _st_loc[_t74] = _t75
            elif _t76:
                _move_cards60(st, _t76[-1], _t75, False)
            if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' splits: ', _plain63(_d50(st, [_st_zones[L[2]][:]])), ' and ', _plain63(_d50(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t80 = list(_st_vars[3 + _l0])
                _t80[(_t77 if -1000000000000000000 <= (_t77 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t77))] = (_t79 if -1000000000000000000 <= (_t79 := _st_vars[3 + _l0][(_t77 if -1000000000000000000 <= (_t77 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t77))] + _st_vars[3 + _l0][(_t78 if -1000000000000000000 <= (_t78 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t78))]) <= 1000000000000000000 else _beyond58(_t79))
                _st_vars[3 + _l0] = _t80
            _t83 = _st_zones[0]
            _t82 = L[2]
            if _st_log is None and _t83:
                _t81 = _t83.pop(); _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
            elif _t83:
                _move_cards60(st, _t83[-1], _t82, False)
            if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' counts ', _plain63(_d50(st, [_st_zones[L[2]][:]]))]))
            if (_d50(st, [_st_zones[L[2]][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' busts']))
                _i2l0 = _l0
                _i2l1 = (-_st_vars[3 + _l0][(_t84 if -1000000000000000000 <= (_t84 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t84))])
                _i2l2 = _l1
                _i2 = [_i2l0, _i2l1, _i2l2, None]
                _st_vars[6 + _i2l0] = (_t85 if -1000000000000000000 <= (_t85 := _st_vars[6 + _i2l0] + _i2l1) <= 1000000000000000000 else _beyond58(_t85))
                _i2[3] = ('the hand' if (_st_vars[0 + _i2l0] == 1) else ('hand ' + _plain63(_i2l2)))
                if (_i2l1 > 0):
                    if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_i2l0), ' wins ', _plain63(_i2l1), ' on ', _plain63(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_i2l0), ' loses ', _plain63((-_i2l1)), ' on ', _plain63(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_i2l0), ' pushes on ', _plain63(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #16 8d3cf10c>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        st.budget -= 1
        if st.budget < 0: _spent48(st)
        if _p65(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = (_t86 if -1000000000000000000 <= (_t86 := L[1] + 1) <= 1000000000000000000 else _beyond66(_t86))

# <rulerun blackjack.rules: player_turn #17 173a4b82>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    return ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0]))

# <rulerun blackjack.rules: player_turn #18 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: player_turn #19 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun blackjack.rules: dealer_turn #20 f8a191e2>
def _loop(st, L):
    _t99 = (L[0] or ())
    st.budget -= len(_t99)
    if st.budget < 0: _spent76(st)
    _t101 = 0
    for _t100 in _t99:
        _t101 += _c77[_t100]
    return _t101

# <rulerun blackjack.rules: dealer_turn #21 1b6382a8>
def _loop(st, L):
    _t102 = (L[0] or ())
    st.budget -= len(_t102)
    if st.budget < 0: _spent79(st)
    for _t103 in _t102:
        if (_c80[_t103] == 1):
            return True
    return False

# <rulerun blackjack.rules: dealer_turn #22 09926901>
def _loop(st, L):
    _t105 = (L[0] or ())
    st.budget -= len(_t105)
    if st.budget < 0: _spent82(st)
    _t107 = 0
    for _t106 in _t105:
        _t107 += _c83[_t106]
    return _t107

# <rulerun blackjack.rules: dealer_turn #23 05b42670>
def _loop(st, L):
    _t108 = (L[0] or ())
    st.budget -= len(_t108)
    if st.budget < 0: _spent85(st)
    _t110 = 0
    for _t109 in _t108:
        _t110 += _c86[_t109]
    return _t110

# <rulerun blackjack.rules: natural #24 72eb2c4c>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a78(st, L) + 10) if (_a81(st, L) and ((_a84(st, L) + 10) <= 21)) else _a87(st, L)) == 21))

# <rulerun blackjack.rules: dealer_turn #25 acea1562>
def _loop(st, L):
    _t116 = (L[0] or ())
    st.budget -= len(_t116)
    if st.budget < 0: _spent91(st)
    _t118 = 0
    for _t117 in _t116:
        _t118 += _c92[_t117]
    return _t118

# <rulerun blackjack.rules: soft #26 2bbf23da>
def _native(st, L):
    _t114 = (L[0] or ())
    st.budget -= len(_t114)
    if st.budget < 0: _spent89(st)
    _t113 = False
    for _t115 in _t114:
        if (_c90[_t115] == 1):
            _t113 = True
            break
    return (_t113 and ((_a93(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #27 d4d57360>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent96(st)
    return (_l1 if ((_d97(st, [_st_zones[13][:]]) > 21) or (_d97(st, [_st_zones[_l0][:]]) > _d97(st, [_st_zones[13][:]]))) else ((-_l1) if (_d97(st, [_st_zones[_l0][:]]) < _d97(st, [_st_zones[13][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #28 a6cee365>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t87 = 14
    _t88 = 13
    if _st_log is None and _t87 != _t88:
        _t89 = _st_zones[_t87]; _st_zones[_t88] += _t89
        for _t90 in _t89: _st_loc[_t90] = _t88
        _t89.clear()
    else:
        _move_cards67(st, _st_zones[_t87][:], _t88, False)
    if _st_log is not None: _st_log.append(_Text71(_audience68(st), ['the dealer counts ', _plain70(_d69(st, [_st_zones[13][:]]))]))
    _t92 = (_k72 or ())
    st.budget -= len(_t92)
    if st.budget < 0: _spent73(st)
    _t91 = True
    for _t93 in _t92:
        _t96 = ((list(range(1, _t95 + 1)) if (_t95 := _st_vars[0 + _t93]) - 1 < 1000000 else _range74(1, _t95)) or ())
        st.budget -= len(_t96)
        if st.budget < 0: _spent73(st)
        _t112 = _NOT_YET
        _t94 = True
        for _t97 in _t96:
            if not (((_d69(st, [_st_zones[(1 + 4 * _t93 + _t98 - 1 if type(_t98 := _t97) is int and 1 <= _t98 < 5 else _family75(_t98, 1 + 4 * _t93, 4, 'hand'))][:]]) > 21) or ((_st_vars[0 + _t93] == 1) and (_t112 if _t112 is not _NOT_YET else (_t112 := _d88(st, [_st_zones[(1 + 4 * _t93 + _t111 - 1 if type(_t111 := 1) is int and 1 <= _t111 < 5 else _family75(_t111, 1 + 4 * _t93, 4, 'hand'))][:]])))))):
                _t94 = False
                break
        if not (_t94):
            _t91 = False
            break
    if _t91:
        return 2
    while (((_d69(st, [_st_zones[13][:]]) < 17) or ((False and (_d69(st, [_st_zones[13][:]]) == 17)) and _d94(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent73(st)
        _t121 = _st_zones[0]
        _t120 = 13
        if _st_log is None and _t121:
            _t119 = _t121.pop(); _st_zones[_t120].append(_t119); _st_loc[_t119] = _t120
        elif _t121:
            _move_cards67(st, _t121[-1], _t120, False)
        if _st_log is not None: _st_log.append(_Text71(_audience68(st), ['the dealer counts ', _plain70(_d69(st, [_st_zones[13][:]]))]))
    _t123 = (_k95 or [])
    st.budget -= len(_t123)
    if st.budget < 0: _spent73(st)
    for _t122 in _t123:
        L[2] = _t122
        _t126 = ((list(range(1, _t125 + 1)) if (_t125 := _st_vars[0 + _t122]) - 1 < 1000000 else _range74(1, _t125)) or [])
        st.budget -= len(_t126)
        if st.budget < 0: _spent73(st)
        for _t124 in _t126:
            L[5] = _t124
            if not ((not ((_d69(st, [_st_zones[(1 + 4 * _t122 + _t127 - 1 if type(_t127 := _t124) is int and 1 <= _t127 < 5 else _family75(_t127, 1 + 4 * _t122, 4, 'hand'))][:]]) > 21) or ((_st_vars[0 + _t122] == 1) and _d88(st, [_st_zones[(1 + 4 * _t122 + _t128 - 1 if type(_t128 := 1) is int and 1 <= _t128 < 5 else _family75(_t128, 1 + 4 * _t122, 4, 'hand'))][:]]))))): continue
            _i3l0 = _t122
            _i3l1 = _d98(st, [(1 + 4 * _t122 + _t129 - 1 if type(_t129 := _t124) is int and 1 <= _t129 < 5 else _family75(_t129, 1 + 4 * _t122, 4, 'hand')), _st_vars[3 + _t122][(_t130 if -1000000000000000000 <= (_t130 := (_t124 - 1)) <= 1000000000000000000 else _beyond99(_t130))]])
            _i3l2 = _t124
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = (_t131 if -1000000000000000000 <= (_t131 := _st_vars[6 + _i3l0] + _i3l1) <= 1000000000000000000 else _beyond99(_t131))
            _i3[3] = ('the hand' if (_st_vars[0 + _i3l0] == 1) else ('hand ' + _plain70(_i3l2)))
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' wins ', _plain70(_i3l1), ' on ', _plain70(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' loses ', _plain70((-_i3l1)), ' on ', _plain70(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' pushes on ', _plain70(_i3[3])]))

# <rulerun blackjack.rules: play_round #29 5d63bab3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t132 in (_k101 or []):
        L[2] = _t132
        _t135 = _st_zones[0]
        _t134 = (1 + 4 * _t132 + _t136 - 1 if type(_t136 := 1) is int and 1 <= _t136 < 5 else _family103(_t136, 1 + 4 * _t132, 4, 'hand'))
        if _st_log is None and _t135:
            _t133 = _t135.pop(); _st_zones[_t134].append(_t133); _st_loc[_t133] = _t134
        elif _t135:
            _move_cards102(st, _t135[-1], _t134, False)
    _t139 = _st_zones[0]
    _t138 = 13
    if _st_log is None and _t139:
        _t137 = _t139.pop(); _st_zones[_t138].append(_t137); _st_loc[_t137] = _t138
    elif _t139:
        _move_cards102(st, _t139[-1], _t138, False)
    for _t140 in (_k104 or []):
        L[5] = _t140
        _t143 = _st_zones[0]
        _t142 = (1 + 4 * _t140 + _t144 - 1 if type(_t144 := 1) is int and 1 <= _t144 < 5 else _family103(_t144, 1 + 4 * _t140, 4, 'hand'))
        if _st_log is None and _t143:
            _t141 = _t143.pop(); _st_zones[_t142].append(_t141); _st_loc[_t141] = _t142
        elif _t143:
            _move_cards102(st, _t143[-1], _t142, False)
    _t147 = _st_zones[0]
    _t146 = 14
    if _st_log is None and _t147:
        _t145 = _t147.pop(); _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
    elif _t147:
        _move_cards102(st, _t147[-1], _t146, False)
    if ((_c105[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c105[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d106(st, [_joined107(_st_zones[13][:], _st_zones[14][:])]):
            _t148 = 14
            _t149 = 13
            if _st_log is None and _t148 != _t149:
                _t150 = _st_zones[_t148]; _st_zones[_t149] += _t150
                for _t151 in _t150: _st_loc[_t151] = _t149
                _t150.clear()
            else:
                _move_cards102(st, _st_zones[_t148][:], _t149, False)
            if _st_log is not None: _st_log.append(_Text109(_audience108(st), ['the dealer has blackjack']))
            _t153 = (_k110 or [])
            st.budget -= len(_t153)
            if st.budget < 0: _spent111(st)
            for _t152 in _t153:
                L[8] = _t152
                _i4l0 = _t152
                _i4l1 = (0 if _d106(st, [_st_zones[(1 + 4 * _t152 + _t154 - 1 if type(_t154 := 1) is int and 1 <= _t154 < 5 else _family103(_t154, 1 + 4 * _t152, 4, 'hand'))][:]]) else (-_st_vars[3 + _t152][0]))
                _i4l2 = 1
                _i4 = [_i4l0, _i4l1, _i4l2, None]
                _st_vars[6 + _i4l0] = (_t155 if -1000000000000000000 <= (_t155 := _st_vars[6 + _i4l0] + _i4l1) <= 1000000000000000000 else _beyond112(_t155))
                _i4[3] = ('the hand' if (_st_vars[0 + _i4l0] == 1) else ('hand ' + _plain113(_i4l2)))
                if (_i4l1 > 0):
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' wins ', _plain113(_i4l1), ' on ', _plain113(_i4[3])]))
                elif (_i4l1 < 0):
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' loses ', _plain113((-_i4l1)), ' on ', _plain113(_i4[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' pushes on ', _plain113(_i4[3])]))
            _end_game115(st, None, False); return 3
        if _st_log is not None: _tell116(st, _plain113('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #30 62f20cd8>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_l11), ' has blackjack']))
    _i5l0 = _l11
    _i5l1 = 3
    _i5l2 = 1
    _i5 = [_i5l0, _i5l1, _i5l2, None]
    _st_vars[6 + _i5l0] = (_t156 if -1000000000000000000 <= (_t156 := _st_vars[6 + _i5l0] + _i5l1) <= 1000000000000000000 else _beyond120(_t156))
    _i5[3] = ('the hand' if (_st_vars[0 + _i5l0] == 1) else ('hand ' + _plain121(_i5l2)))
    if (_i5l1 > 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' wins ', _plain121(_i5l1), ' on ', _plain121(_i5[3])]))
    elif (_i5l1 < 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' loses ', _plain121((-_i5l1)), ' on ', _plain121(_i5[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' pushes on ', _plain121(_i5[3])]))

# <rulerun blackjack.rules: play_round #31 e1c5dee8>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t158 = (_k122 or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent123(st)
    for _t157 in _t158:
        L[11] = _t157
        if _d124(st, [st.zones[(1 + 4 * _t157 + _t159 - 1 if type(_t159 := 1) is int and 1 <= _t159 < 5 else _family125(_t159, 1 + 4 * _t157, 4, 'hand'))][:]]):
            if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_t157), ' has blackjack']))
            _i6l0 = _t157
            _i6l1 = 3
            _i6l2 = 1
            _i6 = [_i6l0, _i6l1, _i6l2, None]
            _st_vars[6 + _i6l0] = (_t160 if -1000000000000000000 <= (_t160 := _st_vars[6 + _i6l0] + _i6l1) <= 1000000000000000000 else _beyond129(_t160))
            _i6[3] = ('the hand' if (_st_vars[0 + _i6l0] == 1) else ('hand ' + _plain130(_i6l2)))
            if (_i6l1 > 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' wins ', _plain130(_i6l1), ' on ', _plain130(_i6[3])]))
            elif (_i6l1 < 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' loses ', _plain130((-_i6l1)), ' on ', _plain130(_i6[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' pushes on ', _plain130(_i6[3])]))
        else:
            _i7l0 = _t157
            _i7 = [_i7l0, None]
            _i7[1] = 1
            while ((_i7[1] <= _st_vars[0 + _i7l0]) and (not _st_vars[9 + _i7l0])):
                st.budget -= 1
                if st.budget < 0: _spent123(st)
                if _p131(st, [_i7l0, _i7[1], None, None, None]) == 3: return 3
                _i7[1] = (_t161 if -1000000000000000000 <= (_t161 := _i7[1] + 1) <= 1000000000000000000 else _beyond129(_t161))

# <rulerun blackjack.rules: play_round #32 185d284d>
def _native(st, L):
    if _p133(st, _k132[:]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 dd5091f8>
def _native(st, L):
    return _k134

# <rulerun blackjack.rules: play_round #34 f8d9d665>
def _native(st, L):
    _l11 = L[11]
    return _d135(st, [st.zones[(1 + 4 * _l11 + _t162 - 1 if type(_t162 := 1) is int and 1 <= _t162 < 5 else _family136(_t162, 1 + 4 * _l11, 4, 'hand'))][:]])

# <rulerun blackjack.rules: play_round #35 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #36 49faf95b>
def _native(st, L):
    _shuffle_zone137(st, 0)

# <rulerun blackjack.rules: settle #37 cb8545e7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run140(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k141)

# <rulerun blackjack.rules: play_out #38 4f97946b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run144(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_d145(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = []
            for _t163 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t163 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t163 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c146[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c146[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t163)
            fr[1] = 3
            _t164 = L[0]
            _t165 = len(_o)
            if not _t165: _no_option148(_t164, 'hit, stand, double or split')
            if _t165 <= 1 and _st_log is None:
                L[3] = _o[0] if _t165 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t166 = st.chooser(_t165, _t164)
                else:
                    _t166 = _st_bits(_t165.bit_length())
                    while _t166 >= _t165: _t166 = _st_bits(_t165.bit_length())
                L[3] = _o[_t166]; st.decisions += 1
                if st.thread_player is not None: _answered149(st, _t166)
            elif _st_log is None: _pend150(st, L, _o, _t164); return True
            elif _decide151(st, L, _o, _t164): return True
            pc = 3
        if pc == 3:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit143(_k, st, _d0): raise _Runaway142()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k153)

# <rulerun blackjack.rules: player_turn #39 02f61a98>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((L[1] <= _st_vars[0 + L[0]]) and (not _st_vars[9 + L[0]])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [L[0], L[1], None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit157(_k158)
            fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs159[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            _r = _run160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit155(_k, st, _d0): raise _Runaway154()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k161)

# <rulerun blackjack.rules: dealer_turn #40 47279c2f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run164(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k165)

# <rulerun blackjack.rules: play_round #41 d22572a3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run168(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k169 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d170(st, [st.zones[(1 + 4 * L[11] + _t167 - 1 if type(_t167 := 1) is int and 1 <= _t167 < 5 else _family171(_t167, 1 + 4 * L[11], 4, 'hand'))][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run172(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11], None]
            if len(st.cur) >= 500: raise _RuleLimit173(_k174)
            fr[1] = 7; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs175[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit167(_k, st, _d0): raise _Runaway166()
            continue
        if pc == 8:
            _r = _run176(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k177)

# <rulerun blackjack.rules: play #42 b6f6fff7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run180(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit181(_k182)
            fr[1] = 2; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs183[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 2
        if pc == 2:
            fr[1] = 3
            if _step184(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k185)

# <rulerun blackjack.rules: play_out #43 0fc35155>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run188(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region189(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_d190(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = []
            for _t168 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t168 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t168 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c191[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c191[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t168)
            fr[1] = 3
            _t169 = L[0]
            _t170 = len(_o)
            if not _t170: _no_option193(_t169, 'hit, stand, double or split')
            if _t170 <= 1 and _st_log is None:
                L[3] = _o[0] if _t170 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t171 = st.chooser(_t170, _t169)
                else:
                    _t171 = _st_bits(_t170.bit_length())
                    while _t171 >= _t170: _t171 = _st_bits(_t170.bit_length())
                L[3] = _o[_t171]; st.decisions += 1
                if st.thread_player is not None: _answered194(st, _t171)
            elif _st_log is None: _pend195(st, L, _o, _t169); return True
            elif _decide196(st, L, _o, _t169): return True
            pc = 3
        if pc == 3:
            _r = _run197(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit187(_k, st, _d0): raise _Runaway186()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k198)

# <rulerun blackjack.rules: player_turn #44 e185fc94>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run201(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region202(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((L[1] <= _st_vars[0 + L[0]]) and (not _st_vars[9 + L[0]])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p203(st, [L[0], L[1], None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit204(_k205)
                fr[1] = 3; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs206[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            _r = _run207(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit200(_k, st, _d0): raise _Runaway199()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k208)

# <rulerun blackjack.rules: player_turn #45 playout 9151a966>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    L[1] = 1
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        st.budget -= 1
        if st.budget < 0: _spent217(st)
        if _p218(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = (_t173 if -1000000000000000000 <= (_t173 := L[1] + 1) <= 1000000000000000000 else _beyond219(_t173))

# <rulerun blackjack.rules: play_round #46 1468f45d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run211(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region212(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k213 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d214(st, [st.zones[(1 + 4 * L[11] + _t172 - 1 if type(_t172 := 1) is int and 1 <= _t172 < 5 else _family215(_t172, 1 + 4 * L[11], 4, 'hand'))][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run216(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p220(st, [L[11], None]) == 3: return True
                pc = 7
            else:
                _a = [L[11], None]
                if len(st.cur) >= 500: raise _RuleLimit221(_k222)
                fr[1] = 7; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs223[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit210(_k, st, _d0): raise _Runaway209()
            continue
        if pc == 8:
            _r = _run224(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k225)

# <rulerun blackjack.rules: dealer_turn #47 playout 058f0527>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t203 = 14
    _t204 = 13
    if _st_log is None and _t203 != _t204:
        _t205 = _st_zones[_t203]; _st_zones[_t204] += _t205
        for _t206 in _t205: _st_loc[_t206] = _t204
        _t205.clear()
    else:
        _move_cards247(st, _st_zones[_t203][:], _t204, False)
    if _st_log is not None: _st_log.append(_Text251(_audience248(st), ['the dealer counts ', _plain250(_d249(st, [_st_zones[13][:]]))]))
    _t208 = (_k252 or ())
    st.budget -= len(_t208)
    if st.budget < 0: _spent253(st)
    _t207 = True
    for _t209 in _t208:
        _t212 = ((list(range(1, _t211 + 1)) if (_t211 := _st_vars[0 + _t209]) - 1 < 1000000 else _range254(1, _t211)) or ())
        st.budget -= len(_t212)
        if st.budget < 0: _spent253(st)
        _t216 = _NOT_YET
        _t210 = True
        for _t213 in _t212:
            if not (((_d249(st, [_st_zones[(1 + 4 * _t209 + _t214 - 1 if type(_t214 := _t213) is int and 1 <= _t214 < 5 else _family255(_t214, 1 + 4 * _t209, 4, 'hand'))][:]]) > 21) or ((_st_vars[0 + _t209] == 1) and (_t216 if _t216 is not _NOT_YET else (_t216 := _d256(st, [_st_zones[(1 + 4 * _t209 + _t215 - 1 if type(_t215 := 1) is int and 1 <= _t215 < 5 else _family255(_t215, 1 + 4 * _t209, 4, 'hand'))][:]])))))):
                _t210 = False
                break
        if not (_t210):
            _t207 = False
            break
    if _t207:
        return 2
    while (((_d249(st, [_st_zones[13][:]]) < 17) or ((False and (_d249(st, [_st_zones[13][:]]) == 17)) and _d257(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent253(st)
        _t219 = _st_zones[0]
        _t218 = 13
        if _st_log is None and _t219:
            _t217 = _t219.pop(); _st_zones[_t218].append(_t217); _st_loc[_t217] = _t218
        elif _t219:
            _move_cards247(st, _t219[-1], _t218, False)
        if _st_log is not None: _st_log.append(_Text251(_audience248(st), ['the dealer counts ', _plain250(_d249(st, [_st_zones[13][:]]))]))
    _t221 = (_k258 or [])
    st.budget -= len(_t221)
    if st.budget < 0: _spent253(st)
    for _t220 in _t221:
        L[2] = _t220
        _t224 = ((list(range(1, _t223 + 1)) if (_t223 := _st_vars[0 + _t220]) - 1 < 1000000 else _range254(1, _t223)) or [])
        st.budget -= len(_t224)
        if st.budget < 0: _spent253(st)
        for _t222 in _t224:
            L[5] = _t222
            if not ((not ((_d249(st, [_st_zones[(1 + 4 * _t220 + _t225 - 1 if type(_t225 := _t222) is int and 1 <= _t225 < 5 else _family255(_t225, 1 + 4 * _t220, 4, 'hand'))][:]]) > 21) or ((_st_vars[0 + _t220] == 1) and _d256(st, [_st_zones[(1 + 4 * _t220 + _t226 - 1 if type(_t226 := 1) is int and 1 <= _t226 < 5 else _family255(_t226, 1 + 4 * _t220, 4, 'hand'))][:]]))))): continue
            _i11l0 = _t220
            _i11l1 = _d259(st, [(1 + 4 * _t220 + _t227 - 1 if type(_t227 := _t222) is int and 1 <= _t227 < 5 else _family255(_t227, 1 + 4 * _t220, 4, 'hand')), _st_vars[3 + _t220][(_t228 if -1000000000000000000 <= (_t228 := (_t222 - 1)) <= 1000000000000000000 else _beyond260(_t228))]])
            _i11l2 = _t222
            _i11 = [_i11l0, _i11l1, _i11l2, None]
            _st_vars[6 + _i11l0] = (_t229 if -1000000000000000000 <= (_t229 := _st_vars[6 + _i11l0] + _i11l1) <= 1000000000000000000 else _beyond260(_t229))
            _i11[3] = ('the hand' if (_st_vars[0 + _i11l0] == 1) else ('hand ' + _plain250(_i11l2)))
            if (_i11l1 > 0):
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' wins ', _plain250(_i11l1), ' on ', _plain250(_i11[3])]))
            elif (_i11l1 < 0):
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' loses ', _plain250((-_i11l1)), ' on ', _plain250(_i11[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' pushes on ', _plain250(_i11[3])]))

# <rulerun blackjack.rules: play_round #48 playout cfd36cce>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t174 in (_k229 or []):
        L[2] = _t174
        _t177 = _st_zones[0]
        _t176 = (1 + 4 * _t174 + _t178 - 1 if type(_t178 := 1) is int and 1 <= _t178 < 5 else _family231(_t178, 1 + 4 * _t174, 4, 'hand'))
        if _st_log is None and _t177:
            _t175 = _t177.pop(); _st_zones[_t176].append(_t175); _st_loc[_t175] = _t176
        elif _t177:
            _move_cards230(st, _t177[-1], _t176, False)
    _t181 = _st_zones[0]
    _t180 = 13
    if _st_log is None and _t181:
        _t179 = _t181.pop(); _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
    elif _t181:
        _move_cards230(st, _t181[-1], _t180, False)
    for _t182 in (_k232 or []):
        L[5] = _t182
        _t185 = _st_zones[0]
        _t184 = (1 + 4 * _t182 + _t186 - 1 if type(_t186 := 1) is int and 1 <= _t186 < 5 else _family231(_t186, 1 + 4 * _t182, 4, 'hand'))
        if _st_log is None and _t185:
            _t183 = _t185.pop(); _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
        elif _t185:
            _move_cards230(st, _t185[-1], _t184, False)
    _t189 = _st_zones[0]
    _t188 = 14
    if _st_log is None and _t189:
        _t187 = _t189.pop(); _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
    elif _t189:
        _move_cards230(st, _t189[-1], _t188, False)
    if ((_c233[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c233[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d234(st, [_joined235(_st_zones[13][:], _st_zones[14][:])]):
            _t190 = 14
            _t191 = 13
            if _st_log is None and _t190 != _t191:
                _t192 = _st_zones[_t190]; _st_zones[_t191] += _t192
                for _t193 in _t192: _st_loc[_t193] = _t191
                _t192.clear()
            else:
                _move_cards230(st, _st_zones[_t190][:], _t191, False)
            if _st_log is not None: _st_log.append(_Text237(_audience236(st), ['the dealer has blackjack']))
            _t195 = (_k238 or [])
            st.budget -= len(_t195)
            if st.budget < 0: _spent239(st)
            for _t194 in _t195:
                L[8] = _t194
                _i8l0 = _t194
                _i8l1 = (0 if _d234(st, [_st_zones[(1 + 4 * _t194 + _t196 - 1 if type(_t196 := 1) is int and 1 <= _t196 < 5 else _family231(_t196, 1 + 4 * _t194, 4, 'hand'))][:]]) else (-_st_vars[3 + _t194][0]))
                _i8l2 = 1
                _i8 = [_i8l0, _i8l1, _i8l2, None]
                _st_vars[6 + _i8l0] = (_t197 if -1000000000000000000 <= (_t197 := _st_vars[6 + _i8l0] + _i8l1) <= 1000000000000000000 else _beyond240(_t197))
                _i8[3] = ('the hand' if (_st_vars[0 + _i8l0] == 1) else ('hand ' + _plain241(_i8l2)))
                if (_i8l1 > 0):
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' wins ', _plain241(_i8l1), ' on ', _plain241(_i8[3])]))
                elif (_i8l1 < 0):
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' loses ', _plain241((-_i8l1)), ' on ', _plain241(_i8[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' pushes on ', _plain241(_i8[3])]))
            _end_game243(st, None, False); return 3
        if _st_log is not None: _tell244(st, _plain241('the dealer has no blackjack'), None)
    _t199 = (_k245 or [])
    st.budget -= len(_t199)
    if st.budget < 0: _spent239(st)
    for _t198 in _t199:
        L[11] = _t198
        if _d234(st, [_st_zones[(1 + 4 * _t198 + _t200 - 1 if type(_t200 := 1) is int and 1 <= _t200 < 5 else _family231(_t200, 1 + 4 * _t198, 4, 'hand'))][:]]):
            if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_t198), ' has blackjack']))
            _i9l0 = _t198
            _i9l1 = 3
            _i9l2 = 1
            _i9 = [_i9l0, _i9l1, _i9l2, None]
            _st_vars[6 + _i9l0] = (_t201 if -1000000000000000000 <= (_t201 := _st_vars[6 + _i9l0] + _i9l1) <= 1000000000000000000 else _beyond240(_t201))
            _i9[3] = ('the hand' if (_st_vars[0 + _i9l0] == 1) else ('hand ' + _plain241(_i9l2)))
            if (_i9l1 > 0):
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' wins ', _plain241(_i9l1), ' on ', _plain241(_i9[3])]))
            elif (_i9l1 < 0):
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' loses ', _plain241((-_i9l1)), ' on ', _plain241(_i9[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' pushes on ', _plain241(_i9[3])]))
        else:
            _i10l0 = _t198
            _i10 = [_i10l0, None]
            _i10[1] = 1
            while ((_i10[1] <= _st_vars[0 + _i10l0]) and (not _st_vars[9 + _i10l0])):
                st.budget -= 1
                if st.budget < 0: _spent239(st)
                if _p246(st, [_i10l0, _i10[1], None, None, None]) == 3: return 3
                _i10[1] = (_t202 if -1000000000000000000 <= (_t202 := _i10[1] + 1) <= 1000000000000000000 else _beyond240(_t202))
    if _p263(st, _k262[:]) == 3: return 3

# <rulerun blackjack.rules: play #49 1ce0a2b8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run228(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p264(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit265(_k266)
                fr[1] = 2; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs267[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 2
        if pc == 2:
            fr[1] = 3
            if _step268(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k269)

# <rulerun blackjack.rules: rank #50 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #51 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

