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

# <rulerun blackjack.rules: play_out #1 81370a8f>
def _native(st, L):
    L[2] = _family5(L[1], 1 + 4 * L[0], 4, 'hand')

# <rulerun blackjack.rules: play_out #2 a94ad790>
def _loop(st, L):
    _t11 = (L[0] or ())
    st.budget -= len(_t11)
    if st.budget < 0: _spent14(st)
    _t13 = 0
    for _t12 in _t11:
        _t13 += _c15[_t12]
    return _t13

# <rulerun blackjack.rules: play_out #3 f56888d6>
def _loop(st, L):
    _t14 = (L[0] or ())
    st.budget -= len(_t14)
    if st.budget < 0: _spent17(st)
    for _t15 in _t14:
        if (_c18[_t15] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #4 d5b20b7f>
def _loop(st, L):
    _t17 = (L[0] or ())
    st.budget -= len(_t17)
    if st.budget < 0: _spent20(st)
    _t19 = 0
    for _t18 in _t17:
        _t19 += _c21[_t18]
    return _t19

# <rulerun blackjack.rules: play_out #5 73d2bb7a>
def _loop(st, L):
    _t20 = (L[0] or ())
    st.budget -= len(_t20)
    if st.budget < 0: _spent23(st)
    _t22 = 0
    for _t21 in _t20:
        _t22 += _c24[_t21]
    return _t22

# <rulerun blackjack.rules: best_count #6 0ca870ef>
def _native(st, L):
    st.budget -= 1
    if st.budget < 0: _spent13(st)
    return ((_a16(st, L) + 10) if (_a19(st, L) and ((_a22(st, L) + 10) <= 21)) else _a25(st, L))

# <rulerun blackjack.rules: play_out #7 d2da1b51>
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
        _st_vars[0 + _l0] = (_t1 if -1000000000000000000 <= (_t1 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond6(_t1))
        _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
        if len(_st_vars[3 + _l0]) > 1000000: _too_long7(_st_vars[3 + _l0])
        L[4] = _family8(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
        _st_vars[9 + _l0] = (_c9[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
        _t4 = _st_zones[_l2]
        _t3 = L[4]
        if _st_log is None and _t4:
            _t2 = _t4.pop(); _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
        elif _t4:
            _move_cards10(st, _t4[-1], _t3, False)
        _t7 = _st_zones[0]
        _t6 = _l2
        if _st_log is None and _t7:
            _t5 = _t7.pop(); _st_zones[_t6].append(_t5); _st_loc[_t5] = _t6
        elif _t7:
            _move_cards10(st, _t7[-1], _t6, False)
        _t10 = _st_zones[0]
        _t9 = L[4]
        if _st_log is None and _t10:
            _t8 = _t10.pop(); _st_zones[_t9].append(_t8); _st_loc[_t8] = _t9
        elif _t10:
            _move_cards10(st, _t10[-1], _t9, False)
        if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' splits: ', _plain27(_d26(st, [_st_zones[_l2][:]])), ' and ', _plain27(_d26(st, [_st_zones[L[4]][:]]))]))
        if _st_vars[9 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            _t26 = list(_st_vars[3 + _l0])
            _t26[(_t23 if -1000000000000000000 <= (_t23 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t23))] = (_t25 if -1000000000000000000 <= (_t25 := _st_vars[3 + _l0][(_t23 if -1000000000000000000 <= (_t23 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t23))] + _st_vars[3 + _l0][(_t24 if -1000000000000000000 <= (_t24 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t24))]) <= 1000000000000000000 else _beyond6(_t25))
            _st_vars[3 + _l0] = _t26
        _t29 = _st_zones[0]
        _t28 = _l2
        if _st_log is None and _t29:
            _t27 = _t29.pop(); _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
        elif _t29:
            _move_cards10(st, _t29[-1], _t28, False)
        if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' counts ', _plain27(_d26(st, [_st_zones[_l2][:]]))]))
        if (_d26(st, [_st_zones[_l2][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text28(_audience11(st), [_PlayerRef12(_l0), ' busts']))
            _i0l0 = _l0
            _i0l1 = (-_st_vars[3 + _l0][(_t30 if -1000000000000000000 <= (_t30 := (_l1 - 1)) <= 1000000000000000000 else _beyond6(_t30))])
            _i0l2 = _l1
            _i0 = [_i0l0, _i0l1, _i0l2, None]
            _st_vars[6 + _i0l0] = (_t31 if -1000000000000000000 <= (_t31 := _st_vars[6 + _i0l0] + _i0l1) <= 1000000000000000000 else _beyond6(_t31))
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

# <rulerun blackjack.rules: play_out #9 f0d8f8dc>
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
        _t32 = []
        for _t33 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t33 != 'double') or (len(_st_zones[_l2]) == 2)) and ((_t33 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[_l2]) == 2) and (_c31[(_z[0] if (_z := _st_zones[_l2]) else None)] == _c31[(_z[-1] if (_z := _st_zones[_l2]) else None)]))))): _t32.append(_t33)
        _t34 = _l0
        _t35 = len(_t32)
        if not _t35: _no_option34(_t34, 'hit, stand, double or split')
        if _t35 <= 1 and _st_log is None:
            L[3] = _t32[0] if _t35 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t36 = st.chooser(_t35, _t34)
            else:
                _t36 = _st_bits(_t35.bit_length())
                while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
            L[3] = _t32[_t36]; st.decisions += 1
        elif _st_log is None: _pend35(st, L, _t32, _t34); raise _PlayoutCut32()
        elif _decide36(st, L, _t32, _t34): raise _PlayoutCut32()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = (_t37 if -1000000000000000000 <= (_t37 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond37(_t37))
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long38(_st_vars[3 + _l0])
            L[4] = _family39(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
            _st_vars[9 + _l0] = (_c31[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
            _t40 = _st_zones[_l2]
            _t39 = L[4]
            if _st_log is None and _t40:
                _t38 = _t40.pop(); _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
            elif _t40:
                _move_cards40(st, _t40[-1], _t39, False)
            _t43 = _st_zones[0]
            _t42 = _l2
            if _st_log is None and _t43:
                _t41 = _t43.pop(); _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t43:
                _move_cards40(st, _t43[-1], _t42, False)
            _t46 = _st_zones[0]
            _t45 = L[4]
            if _st_log is None and _t46:
                _t44 = _t46.pop(); _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
            elif _t46:
                _move_cards40(st, _t46[-1], _t45, False)
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' splits: ', _plain43(_d29(st, [_st_zones[_l2][:]])), ' and ', _plain43(_d29(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t50 = list(_st_vars[3 + _l0])
                _t50[(_t47 if -1000000000000000000 <= (_t47 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t47))] = (_t49 if -1000000000000000000 <= (_t49 := _st_vars[3 + _l0][(_t47 if -1000000000000000000 <= (_t47 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t47))] + _st_vars[3 + _l0][(_t48 if -1000000000000000000 <= (_t48 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t48))]) <= 1000000000000000000 else _beyond37(_t49))
                _st_vars[3 + _l0] = _t50
            _t53 = _st_zones[0]
            _t52 = _l2
            if _st_log is None and _t53:
                _t51 = _t53.pop(); _st_zones[_t52].append(_t51); _st_loc[_t51] = _t52
            elif _t53:
                _move_cards40(st, _t53[-1], _t52, False)
            if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' counts ', _plain43(_d29(st, [_st_zones[_l2][:]]))]))
            if (_d29(st, [_st_zones[_l2][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_l0), ' busts']))
                _i1l0 = _l0
                _i1l1 = (-_st_vars[3 + _l0][(_t54 if -1000000000000000000 <= (_t54 := (_l1 - 1)) <= 1000000000000000000 else _beyond37(_t54))])
                _i1l2 = _l1
                _i1 = [_i1l0, _i1l1, _i1l2, None]
                _st_vars[6 + _i1l0] = (_t55 if -1000000000000000000 <= (_t55 := _st_vars[6 + _i1l0] + _i1l1) <= 1000000000000000000 else _beyond37(_t55))
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

# <rulerun blackjack.rules: player_turn #14 18c57795>
def _native(st, L):
    L[1] = (_t56 if -1000000000000000000 <= (_t56 := L[1] + 1) <= 1000000000000000000 else _beyond47(_t56))

# <rulerun blackjack.rules: play_out #15 playout 7e43c599>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = _family49(_l1, 1 + 4 * _l0, 4, 'hand')
    while ((_d50(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent51(st)
        _t57 = []
        for _t58 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t58 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t58 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c52[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c52[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _t57.append(_t58)
        _t59 = _l0
        _t60 = len(_t57)
        if not _t60: _no_option55(_t59, 'hit, stand, double or split')
        if _t60 <= 1 and _st_log is None:
            L[3] = _t57[0] if _t60 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t61 = st.chooser(_t60, _t59)
            else:
                _t61 = _st_bits(_t60.bit_length())
                while _t61 >= _t60: _t61 = _st_bits(_t60.bit_length())
            L[3] = _t57[_t61]; st.decisions += 1
        elif _st_log is None: _pend56(st, L, _t57, _t59); raise _PlayoutCut53()
        elif _decide57(st, L, _t57, _t59): raise _PlayoutCut53()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = (_t62 if -1000000000000000000 <= (_t62 := _st_vars[0 + _l0] + 1) <= 1000000000000000000 else _beyond58(_t62))
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long59(_st_vars[3 + _l0])
            L[4] = _family49(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
            _st_vars[9 + _l0] = (_c52[(_z[-1] if (_z := _st_zones[L[2]]) else None)] == 1)
            _t65 = _st_zones[L[2]]
            _t64 = L[4]
            if _st_log is None and _t65:
                _t63 = _t65.pop(); _st_zones[_t64].append(_t63); _st_loc[_t63] = _t64
            elif _t65:
                _move_cards60(st, _t65[-1], _t64, False)
            _t68 = _st_zones[0]
            _t67 = L[2]
            if _st_log is None and _t68:
                _t66 = _t68.pop(); _st_zones[_t67].append(_t66); _st_loc[_t66] = _t67
            elif _t68:
                _move_cards60(st, _t68[-1], _t67, False)
            _t71 = _st_zones[0]
            _t70 = L[4]
            if _st_log is None and _t71:
                _t69 = _t71.pop(); _st_zones[_t70].append(_t69); _st_loc[_t69] = _t70
            elif _t71:
                _move_cards60(st, _t71[-1], _t70, False)
            if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' splits: ', _plain63(_d50(st, [_st_zones[L[2]][:]])), ' and ', _plain63(_d50(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t75 = list(_st_vars[3 + _l0])
                _t75[(_t72 if -1000000000000000000 <= (_t72 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t72))] = (_t74 if -1000000000000000000 <= (_t74 := _st_vars[3 + _l0][(_t72 if -1000000000000000000 <= (_t72 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t72))] + _st_vars[3 + _l0][(_t73 if -1000000000000000000 <= (_t73 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t73))]) <= 1000000000000000000 else _beyond58(_t74))
                _st_vars[3 + _l0] = _t75
            _t78 = _st_zones[0]
            _t77 = L[2]
            if _st_log is None and _t78:
                _t76 = _t78.pop(); _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
            elif _t78:
                _move_cards60(st, _t78[-1], _t77, False)
            if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' counts ', _plain63(_d50(st, [_st_zones[L[2]][:]]))]))
            if (_d50(st, [_st_zones[L[2]][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text64(_audience61(st), [_PlayerRef62(_l0), ' busts']))
                _i2l0 = _l0
                _i2l1 = (-_st_vars[3 + _l0][(_t79 if -1000000000000000000 <= (_t79 := (_l1 - 1)) <= 1000000000000000000 else _beyond58(_t79))])
                _i2l2 = _l1
                _i2 = [_i2l0, _i2l1, _i2l2, None]
                _st_vars[6 + _i2l0] = (_t80 if -1000000000000000000 <= (_t80 := _st_vars[6 + _i2l0] + _i2l1) <= 1000000000000000000 else _beyond58(_t80))
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

# <rulerun blackjack.rules: player_turn #16 cc77d2f8>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        st.budget -= 1
        if st.budget < 0: _spent48(st)
        if _p65(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = (_t81 if -1000000000000000000 <= (_t81 := L[1] + 1) <= 1000000000000000000 else _beyond66(_t81))

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

# <rulerun blackjack.rules: dealer_turn #20 4dba6aea>
def _loop(st, L):
    _t92 = (L[0] or ())
    st.budget -= len(_t92)
    if st.budget < 0: _spent76(st)
    _t94 = 0
    for _t93 in _t92:
        _t94 += _c77[_t93]
    return _t94

# <rulerun blackjack.rules: dealer_turn #21 af9922cd>
def _loop(st, L):
    _t95 = (L[0] or ())
    st.budget -= len(_t95)
    if st.budget < 0: _spent79(st)
    for _t96 in _t95:
        if (_c80[_t96] == 1):
            return True
    return False

# <rulerun blackjack.rules: dealer_turn #22 dc5307f9>
def _loop(st, L):
    _t98 = (L[0] or ())
    st.budget -= len(_t98)
    if st.budget < 0: _spent82(st)
    _t100 = 0
    for _t99 in _t98:
        _t100 += _c83[_t99]
    return _t100

# <rulerun blackjack.rules: dealer_turn #23 dae19463>
def _loop(st, L):
    _t101 = (L[0] or ())
    st.budget -= len(_t101)
    if st.budget < 0: _spent85(st)
    _t103 = 0
    for _t102 in _t101:
        _t103 += _c86[_t102]
    return _t103

# <rulerun blackjack.rules: natural #24 72eb2c4c>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a78(st, L) + 10) if (_a81(st, L) and ((_a84(st, L) + 10) <= 21)) else _a87(st, L)) == 21))

# <rulerun blackjack.rules: dealer_turn #25 51f507d5>
def _loop(st, L):
    _t108 = (L[0] or ())
    st.budget -= len(_t108)
    if st.budget < 0: _spent91(st)
    _t110 = 0
    for _t109 in _t108:
        _t110 += _c92[_t109]
    return _t110

# <rulerun blackjack.rules: soft #26 1e528051>
def _native(st, L):
    _t106 = (L[0] or ())
    st.budget -= len(_t106)
    if st.budget < 0: _spent89(st)
    _t105 = False
    for _t107 in _t106:
        if (_c90[_t107] == 1):
            _t105 = True
            break
    return (_t105 and ((_a93(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #27 d4d57360>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent96(st)
    return (_l1 if ((_d97(st, [_st_zones[13][:]]) > 21) or (_d97(st, [_st_zones[_l0][:]]) > _d97(st, [_st_zones[13][:]]))) else ((-_l1) if (_d97(st, [_st_zones[_l0][:]]) < _d97(st, [_st_zones[13][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #28 58dc70b1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t82 = 14
    _t83 = 13
    if _st_log is None and _t82 != _t83:
        _t84 = _st_zones[_t82]; _st_zones[_t83] += _t84
        for _t85 in _t84: _st_loc[_t85] = _t83
        _t84.clear()
    else:
        _move_cards67(st, _st_zones[_t82][:], _t83, False)
    if _st_log is not None: _st_log.append(_Text71(_audience68(st), ['the dealer counts ', _plain70(_d69(st, [_st_zones[13][:]]))]))
    _t87 = (_k72 or ())
    st.budget -= len(_t87)
    if st.budget < 0: _spent73(st)
    _t86 = True
    for _t88 in _t87:
        _t90 = (_range74(1, _st_vars[0 + _t88]) or ())
        st.budget -= len(_t90)
        if st.budget < 0: _spent73(st)
        _t104 = _NOT_YET
        _t89 = True
        for _t91 in _t90:
            if not (((_d69(st, [_st_zones[_family75(_t91, 1 + 4 * _t88, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t88] == 1) and (_t104 if _t104 is not _NOT_YET else (_t104 := _d88(st, [_st_zones[_family75(1, 1 + 4 * _t88, 4, 'hand')][:]])))))):
                _t89 = False
                break
        if not (_t89):
            _t86 = False
            break
    if _t86:
        return 2
    while (((_d69(st, [_st_zones[13][:]]) < 17) or ((False and (_d69(st, [_st_zones[13][:]]) == 17)) and _d94(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent73(st)
        _t113 = _st_zones[0]
        _t112 = 13
        if _st_log is None and _t113:
            _t111 = _t113.pop(); _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
        elif _t113:
            _move_cards67(st, _t113[-1], _t112, False)
        if _st_log is not None: _st_log.append(_Text71(_audience68(st), ['the dealer counts ', _plain70(_d69(st, [_st_zones[13][:]]))]))
    _t115 = (_k95 or [])
    st.budget -= len(_t115)
    if st.budget < 0: _spent73(st)
    for _t114 in _t115:
        L[2] = _t114
        _t117 = (_range74(1, _st_vars[0 + _t114]) or [])
        st.budget -= len(_t117)
        if st.budget < 0: _spent73(st)
        for _t116 in _t117:
            L[5] = _t116
            if not ((not ((_d69(st, [_st_zones[_family75(_t116, 1 + 4 * _t114, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t114] == 1) and _d88(st, [_st_zones[_family75(1, 1 + 4 * _t114, 4, 'hand')][:]]))))): continue
            _i3l0 = _t114
            _i3l1 = _d98(st, [_family75(_t116, 1 + 4 * _t114, 4, 'hand'), _st_vars[3 + _t114][(_t118 if -1000000000000000000 <= (_t118 := (_t116 - 1)) <= 1000000000000000000 else _beyond99(_t118))]])
            _i3l2 = _t116
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = (_t119 if -1000000000000000000 <= (_t119 := _st_vars[6 + _i3l0] + _i3l1) <= 1000000000000000000 else _beyond99(_t119))
            _i3[3] = ('the hand' if (_st_vars[0 + _i3l0] == 1) else ('hand ' + _plain70(_i3l2)))
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' wins ', _plain70(_i3l1), ' on ', _plain70(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' loses ', _plain70((-_i3l1)), ' on ', _plain70(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text71(_audience68(st), [_PlayerRef100(_i3l0), ' pushes on ', _plain70(_i3[3])]))

# <rulerun blackjack.rules: play_round #29 a0f00b5a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t120 in (_k101 or []):
        L[2] = _t120
        _t123 = _st_zones[0]
        _t122 = _family103(1, 1 + 4 * _t120, 4, 'hand')
        if _st_log is None and _t123:
            _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
        elif _t123:
            _move_cards102(st, _t123[-1], _t122, False)
    _t126 = _st_zones[0]
    _t125 = 13
    if _st_log is None and _t126:
        _t124 = _t126.pop(); _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
    elif _t126:
        _move_cards102(st, _t126[-1], _t125, False)
    for _t127 in (_k104 or []):
        L[5] = _t127
        _t130 = _st_zones[0]
        _t129 = _family103(1, 1 + 4 * _t127, 4, 'hand')
        if _st_log is None and _t130:
            _t128 = _t130.pop(); _st_zones[_t129].append(_t128); _st_loc[_t128] = _t129
        elif _t130:
            _move_cards102(st, _t130[-1], _t129, False)
    _t133 = _st_zones[0]
    _t132 = 14
    if _st_log is None and _t133:
        _t131 = _t133.pop(); _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
    elif _t133:
        _move_cards102(st, _t133[-1], _t132, False)
    if ((_c105[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c105[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d106(st, [_joined107(_st_zones[13][:], _st_zones[14][:])]):
            _t134 = 14
            _t135 = 13
            if _st_log is None and _t134 != _t135:
                _t136 = _st_zones[_t134]; _st_zones[_t135] += _t136
                for _t137 in _t136: _st_loc[_t137] = _t135
                _t136.clear()
            else:
                _move_cards102(st, _st_zones[_t134][:], _t135, False)
            if _st_log is not None: _st_log.append(_Text109(_audience108(st), ['the dealer has blackjack']))
            _t139 = (_k110 or [])
            st.budget -= len(_t139)
            if st.budget < 0: _spent111(st)
            for _t138 in _t139:
                L[8] = _t138
                _i4l0 = _t138
                _i4l1 = (0 if _d106(st, [_st_zones[_family103(1, 1 + 4 * _t138, 4, 'hand')][:]]) else (-_st_vars[3 + _t138][0]))
                _i4l2 = 1
                _i4 = [_i4l0, _i4l1, _i4l2, None]
                _st_vars[6 + _i4l0] = (_t140 if -1000000000000000000 <= (_t140 := _st_vars[6 + _i4l0] + _i4l1) <= 1000000000000000000 else _beyond112(_t140))
                _i4[3] = ('the hand' if (_st_vars[0 + _i4l0] == 1) else ('hand ' + _plain113(_i4l2)))
                if (_i4l1 > 0):
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' wins ', _plain113(_i4l1), ' on ', _plain113(_i4[3])]))
                elif (_i4l1 < 0):
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' loses ', _plain113((-_i4l1)), ' on ', _plain113(_i4[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text109(_audience108(st), [_PlayerRef114(_i4l0), ' pushes on ', _plain113(_i4[3])]))
            _end_game115(st, None, False); return 3
        if _st_log is not None: _tell116(st, _plain113('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #30 c9a61326>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_l11), ' has blackjack']))
    _i5l0 = _l11
    _i5l1 = 3
    _i5l2 = 1
    _i5 = [_i5l0, _i5l1, _i5l2, None]
    _st_vars[6 + _i5l0] = (_t141 if -1000000000000000000 <= (_t141 := _st_vars[6 + _i5l0] + _i5l1) <= 1000000000000000000 else _beyond120(_t141))
    _i5[3] = ('the hand' if (_st_vars[0 + _i5l0] == 1) else ('hand ' + _plain121(_i5l2)))
    if (_i5l1 > 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' wins ', _plain121(_i5l1), ' on ', _plain121(_i5[3])]))
    elif (_i5l1 < 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' loses ', _plain121((-_i5l1)), ' on ', _plain121(_i5[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i5l0), ' pushes on ', _plain121(_i5[3])]))

# <rulerun blackjack.rules: play_round #31 e2fdb6f7>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t143 = (_k122 or [])
    st.budget -= len(_t143)
    if st.budget < 0: _spent123(st)
    for _t142 in _t143:
        L[11] = _t142
        if _d124(st, [st.zones[_family125(1, 1 + 4 * _t142, 4, 'hand')][:]]):
            if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_t142), ' has blackjack']))
            _i6l0 = _t142
            _i6l1 = 3
            _i6l2 = 1
            _i6 = [_i6l0, _i6l1, _i6l2, None]
            _st_vars[6 + _i6l0] = (_t144 if -1000000000000000000 <= (_t144 := _st_vars[6 + _i6l0] + _i6l1) <= 1000000000000000000 else _beyond129(_t144))
            _i6[3] = ('the hand' if (_st_vars[0 + _i6l0] == 1) else ('hand ' + _plain130(_i6l2)))
            if (_i6l1 > 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' wins ', _plain130(_i6l1), ' on ', _plain130(_i6[3])]))
            elif (_i6l1 < 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' loses ', _plain130((-_i6l1)), ' on ', _plain130(_i6[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i6l0), ' pushes on ', _plain130(_i6[3])]))
        else:
            _i7l0 = _t142
            _i7 = [_i7l0, None]
            _i7[1] = 1
            while ((_i7[1] <= _st_vars[0 + _i7l0]) and (not _st_vars[9 + _i7l0])):
                st.budget -= 1
                if st.budget < 0: _spent123(st)
                if _p131(st, [_i7l0, _i7[1], None, None, None]) == 3: return 3
                _i7[1] = (_t145 if -1000000000000000000 <= (_t145 := _i7[1] + 1) <= 1000000000000000000 else _beyond129(_t145))

# <rulerun blackjack.rules: play_round #32 185d284d>
def _native(st, L):
    if _p133(st, _k132[:]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 dd5091f8>
def _native(st, L):
    return _k134

# <rulerun blackjack.rules: play_round #34 04fc8b09>
def _native(st, L):
    return _d135(st, [st.zones[_family136(1, 1 + 4 * L[11], 4, 'hand')][:]])

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

# <rulerun blackjack.rules: play_out #38 186d77ab>
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
            for _t146 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t146 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t146 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c146[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c146[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t146)
            fr[1] = 3
            _t147 = L[0]
            _t148 = len(_o)
            if not _t148: _no_option148(_t147, 'hit, stand, double or split')
            if _t148 <= 1 and _st_log is None:
                L[3] = _o[0] if _t148 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t149 = st.chooser(_t148, _t147)
                else:
                    _t149 = _st_bits(_t148.bit_length())
                    while _t149 >= _t148: _t149 = _st_bits(_t148.bit_length())
                L[3] = _o[_t149]; st.decisions += 1
                if st.thread_player is not None: _answered149(st, _t149)
            elif _st_log is None: _pend150(st, L, _o, _t147); return True
            elif _decide151(st, L, _o, _t147): return True
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

# <rulerun blackjack.rules: play_round #41 d3d176d2>
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
            if _d170(st, [st.zones[_family171(1, 1 + 4 * L[11], 4, 'hand')][:]]):
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

# <rulerun blackjack.rules: play_out #43 ddc8859d>
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
            for _t150 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t150 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t150 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c191[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c191[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t150)
            fr[1] = 3
            _t151 = L[0]
            _t152 = len(_o)
            if not _t152: _no_option193(_t151, 'hit, stand, double or split')
            if _t152 <= 1 and _st_log is None:
                L[3] = _o[0] if _t152 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t153 = st.chooser(_t152, _t151)
                else:
                    _t153 = _st_bits(_t152.bit_length())
                    while _t153 >= _t152: _t153 = _st_bits(_t152.bit_length())
                L[3] = _o[_t153]; st.decisions += 1
                if st.thread_player is not None: _answered194(st, _t153)
            elif _st_log is None: _pend195(st, L, _o, _t151); return True
            elif _decide196(st, L, _o, _t151): return True
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

# <rulerun blackjack.rules: player_turn #45 playout e3aa7423>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    L[1] = 1
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        st.budget -= 1
        if st.budget < 0: _spent217(st)
        if _p218(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = (_t154 if -1000000000000000000 <= (_t154 := L[1] + 1) <= 1000000000000000000 else _beyond219(_t154))

# <rulerun blackjack.rules: play_round #46 a9e80fcd>
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
            if _d214(st, [st.zones[_family215(1, 1 + 4 * L[11], 4, 'hand')][:]]):
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

# <rulerun blackjack.rules: dealer_turn #47 playout 820d74df>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t180 = 14
    _t181 = 13
    if _st_log is None and _t180 != _t181:
        _t182 = _st_zones[_t180]; _st_zones[_t181] += _t182
        for _t183 in _t182: _st_loc[_t183] = _t181
        _t182.clear()
    else:
        _move_cards247(st, _st_zones[_t180][:], _t181, False)
    if _st_log is not None: _st_log.append(_Text251(_audience248(st), ['the dealer counts ', _plain250(_d249(st, [_st_zones[13][:]]))]))
    _t185 = (_k252 or ())
    st.budget -= len(_t185)
    if st.budget < 0: _spent253(st)
    _t184 = True
    for _t186 in _t185:
        _t188 = (_range254(1, _st_vars[0 + _t186]) or ())
        st.budget -= len(_t188)
        if st.budget < 0: _spent253(st)
        _t190 = _NOT_YET
        _t187 = True
        for _t189 in _t188:
            if not (((_d249(st, [_st_zones[_family255(_t189, 1 + 4 * _t186, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t186] == 1) and (_t190 if _t190 is not _NOT_YET else (_t190 := _d256(st, [_st_zones[_family255(1, 1 + 4 * _t186, 4, 'hand')][:]])))))):
                _t187 = False
                break
        if not (_t187):
            _t184 = False
            break
    if _t184:
        return 2
    while (((_d249(st, [_st_zones[13][:]]) < 17) or ((False and (_d249(st, [_st_zones[13][:]]) == 17)) and _d257(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent253(st)
        _t193 = _st_zones[0]
        _t192 = 13
        if _st_log is None and _t193:
            _t191 = _t193.pop(); _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
        elif _t193:
            _move_cards247(st, _t193[-1], _t192, False)
        if _st_log is not None: _st_log.append(_Text251(_audience248(st), ['the dealer counts ', _plain250(_d249(st, [_st_zones[13][:]]))]))
    _t195 = (_k258 or [])
    st.budget -= len(_t195)
    if st.budget < 0: _spent253(st)
    for _t194 in _t195:
        L[2] = _t194
        _t197 = (_range254(1, _st_vars[0 + _t194]) or [])
        st.budget -= len(_t197)
        if st.budget < 0: _spent253(st)
        for _t196 in _t197:
            L[5] = _t196
            if not ((not ((_d249(st, [_st_zones[_family255(_t196, 1 + 4 * _t194, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t194] == 1) and _d256(st, [_st_zones[_family255(1, 1 + 4 * _t194, 4, 'hand')][:]]))))): continue
            _i11l0 = _t194
            _i11l1 = _d259(st, [_family255(_t196, 1 + 4 * _t194, 4, 'hand'), _st_vars[3 + _t194][(_t198 if -1000000000000000000 <= (_t198 := (_t196 - 1)) <= 1000000000000000000 else _beyond260(_t198))]])
            _i11l2 = _t196
            _i11 = [_i11l0, _i11l1, _i11l2, None]
            _st_vars[6 + _i11l0] = (_t199 if -1000000000000000000 <= (_t199 := _st_vars[6 + _i11l0] + _i11l1) <= 1000000000000000000 else _beyond260(_t199))
            _i11[3] = ('the hand' if (_st_vars[0 + _i11l0] == 1) else ('hand ' + _plain250(_i11l2)))
            if (_i11l1 > 0):
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' wins ', _plain250(_i11l1), ' on ', _plain250(_i11[3])]))
            elif (_i11l1 < 0):
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' loses ', _plain250((-_i11l1)), ' on ', _plain250(_i11[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef261(_i11l0), ' pushes on ', _plain250(_i11[3])]))

# <rulerun blackjack.rules: play_round #48 playout 678111d4>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t155 in (_k229 or []):
        L[2] = _t155
        _t158 = _st_zones[0]
        _t157 = _family231(1, 1 + 4 * _t155, 4, 'hand')
        if _st_log is None and _t158:
            _t156 = _t158.pop(); _st_zones[_t157].append(_t156); _st_loc[_t156] = _t157
        elif _t158:
            _move_cards230(st, _t158[-1], _t157, False)
    _t161 = _st_zones[0]
    _t160 = 13
    if _st_log is None and _t161:
        _t159 = _t161.pop(); _st_zones[_t160].append(_t159); _st_loc[_t159] = _t160
    elif _t161:
        _move_cards230(st, _t161[-1], _t160, False)
    for _t162 in (_k232 or []):
        L[5] = _t162
        _t165 = _st_zones[0]
        _t164 = _family231(1, 1 + 4 * _t162, 4, 'hand')
        if _st_log is None and _t165:
            _t163 = _t165.pop(); _st_zones[_t164].append(_t163); _st_loc[_t163] = _t164
        elif _t165:
            _move_cards230(st, _t165[-1], _t164, False)
    _t168 = _st_zones[0]
    _t167 = 14
    if _st_log is None and _t168:
        _t166 = _t168.pop(); _st_zones[_t167].append(_t166); _st_loc[_t166] = _t167
    elif _t168:
        _move_cards230(st, _t168[-1], _t167, False)
    if ((_c233[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c233[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d234(st, [_joined235(_st_zones[13][:], _st_zones[14][:])]):
            _t169 = 14
            _t170 = 13
            if _st_log is None and _t169 != _t170:
                _t171 = _st_zones[_t169]; _st_zones[_t170] += _t171
                for _t172 in _t171: _st_loc[_t172] = _t170
                _t171.clear()
            else:
                _move_cards230(st, _st_zones[_t169][:], _t170, False)
            if _st_log is not None: _st_log.append(_Text237(_audience236(st), ['the dealer has blackjack']))
            _t174 = (_k238 or [])
            st.budget -= len(_t174)
            if st.budget < 0: _spent239(st)
            for _t173 in _t174:
                L[8] = _t173
                _i8l0 = _t173
                _i8l1 = (0 if _d234(st, [_st_zones[_family231(1, 1 + 4 * _t173, 4, 'hand')][:]]) else (-_st_vars[3 + _t173][0]))
                _i8l2 = 1
                _i8 = [_i8l0, _i8l1, _i8l2, None]
                _st_vars[6 + _i8l0] = (_t175 if -1000000000000000000 <= (_t175 := _st_vars[6 + _i8l0] + _i8l1) <= 1000000000000000000 else _beyond240(_t175))
                _i8[3] = ('the hand' if (_st_vars[0 + _i8l0] == 1) else ('hand ' + _plain241(_i8l2)))
                if (_i8l1 > 0):
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' wins ', _plain241(_i8l1), ' on ', _plain241(_i8[3])]))
                elif (_i8l1 < 0):
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' loses ', _plain241((-_i8l1)), ' on ', _plain241(_i8[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i8l0), ' pushes on ', _plain241(_i8[3])]))
            _end_game243(st, None, False); return 3
        if _st_log is not None: _tell244(st, _plain241('the dealer has no blackjack'), None)
    _t177 = (_k245 or [])
    st.budget -= len(_t177)
    if st.budget < 0: _spent239(st)
    for _t176 in _t177:
        L[11] = _t176
        if _d234(st, [_st_zones[_family231(1, 1 + 4 * _t176, 4, 'hand')][:]]):
            if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_t176), ' has blackjack']))
            _i9l0 = _t176
            _i9l1 = 3
            _i9l2 = 1
            _i9 = [_i9l0, _i9l1, _i9l2, None]
            _st_vars[6 + _i9l0] = (_t178 if -1000000000000000000 <= (_t178 := _st_vars[6 + _i9l0] + _i9l1) <= 1000000000000000000 else _beyond240(_t178))
            _i9[3] = ('the hand' if (_st_vars[0 + _i9l0] == 1) else ('hand ' + _plain241(_i9l2)))
            if (_i9l1 > 0):
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' wins ', _plain241(_i9l1), ' on ', _plain241(_i9[3])]))
            elif (_i9l1 < 0):
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' loses ', _plain241((-_i9l1)), ' on ', _plain241(_i9[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text237(_audience236(st), [_PlayerRef242(_i9l0), ' pushes on ', _plain241(_i9[3])]))
        else:
            _i10l0 = _t176
            _i10 = [_i10l0, None]
            _i10[1] = 1
            while ((_i10[1] <= _st_vars[0 + _i10l0]) and (not _st_vars[9 + _i10l0])):
                st.budget -= 1
                if st.budget < 0: _spent239(st)
                if _p246(st, [_i10l0, _i10[1], None, None, None]) == 3: return 3
                _i10[1] = (_t179 if -1000000000000000000 <= (_t179 := _i10[1] + 1) <= 1000000000000000000 else _beyond240(_t179))
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

