# <rulerun blackjack.rules: settle #0 6c8b6947>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[6 + _l0] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[6 + _l0] + _l1) <= 1000000000000000000 else _beyond0(_t0))
    if _l2:
        _st_vars[12 + _l0] = True
    else:
        _st_vars[9 + _l0] = True
    L[3] = ('second hand' if _l2 else 'hand')
    if (_l1 > 0):
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), [_PlayerRef2(_l0), ' wins ', _plain3(_l1), ' on the ', _plain3(L[3])]))
    elif (_l1 < 0):
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), [_PlayerRef2(_l0), ' loses ', _plain3((-_l1)), ' on the ', _plain3(L[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text4(_audience1(st), [_PlayerRef2(_l0), ' pushes on the ', _plain3(L[3])]))

# <rulerun blackjack.rules: play_out #1 a805a80a>
def _loop(st, L):
    _t10 = (L[0] or ())
    _budget11[0] -= len(_t10)
    if _budget11[0] < 0: _spent12(st)
    _t12 = 0
    for _t11 in _t10:
        _t12 += _c13[_t11]
    return _t12

# <rulerun blackjack.rules: play_out #2 d66404f9>
def _loop(st, L):
    _t13 = (L[0] or ())
    _budget15[0] -= len(_t13)
    if _budget15[0] < 0: _spent16(st)
    for _t14 in _t13:
        if (_c17[_t14] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #3 8ccbc989>
def _loop(st, L):
    _t16 = (L[0] or ())
    _budget19[0] -= len(_t16)
    if _budget19[0] < 0: _spent20(st)
    _t18 = 0
    for _t17 in _t16:
        _t18 += _c21[_t17]
    return _t18

# <rulerun blackjack.rules: play_out #4 29f0cf74>
def _loop(st, L):
    _t19 = (L[0] or ())
    _budget23[0] -= len(_t19)
    if _budget23[0] < 0: _spent24(st)
    _t21 = 0
    for _t20 in _t19:
        _t21 += _c25[_t20]
    return _t21

# <rulerun blackjack.rules: best_count #5 2512c222>
def _native(st, L):
    _budget9[0] -= 1
    if _budget9[0] < 0: _spent10(st)
    return ((_a14(st, L) + 10) if (_a18(st, L) and ((_a22(st, L) + 10) <= 21)) else _a26(st, L))

# <rulerun blackjack.rules: play_out #6 cad8d962>
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
        _st_vars[3 + _l0] = _st_vars[0 + _l0]
        _st_vars[15 + _l0] = (_c5[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
        _t3 = _st_zones[_l1]
        _t2 = (4 + _l0)
        if _st_log is None and _t3:
            _t1 = _t3.pop(); _st_zones[_t2].append(_t1); _st_loc[_t1] = _t2
        elif _t3:
            _move_cards6(st, _t3[-1], _t2, False)
        _t6 = _st_zones[0]
        _t5 = _l1
        if _st_log is None and _t6:
            _t4 = _t6.pop(); _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
        elif _t6:
            _move_cards6(st, _t6[-1], _t5, False)
        _t9 = _st_zones[0]
        _t8 = (4 + _l0)
        if _st_log is None and _t9:
            _t7 = _t9.pop(); _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
        elif _t9:
            _move_cards6(st, _t9[-1], _t8, False)
        if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_l0), ' splits: ', _plain28(_d27(st, [_st_zones[_l1][:]])), ' and ', _plain28(_d27(st, [_st_zones[(4 + _l0)][:]]))]))
        if _st_vars[15 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            if _l2:
                _st_vars[3 + _l0] = (_t22 if -1000000000000000000 <= (_t22 := _st_vars[3 + _l0] + _st_vars[3 + _l0]) <= 1000000000000000000 else _beyond30(_t22))
            else:
                _st_vars[0 + _l0] = (_t23 if -1000000000000000000 <= (_t23 := _st_vars[0 + _l0] + _st_vars[0 + _l0]) <= 1000000000000000000 else _beyond30(_t23))
        _t26 = _st_zones[0]
        _t25 = _l1
        if _st_log is None and _t26:
            _t24 = _t26.pop(); _st_zones[_t25].append(_t24); _st_loc[_t24] = _t25
        elif _t26:
            _move_cards6(st, _t26[-1], _t25, False)
        if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_l0), ' counts ', _plain28(_d27(st, [_st_zones[_l1][:]]))]))
        if (_d27(st, [_st_zones[_l1][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_l0), ' busts']))
            _i0l0 = _l0
            _i0l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
            _i0l2 = _l2
            _i0 = [_i0l0, _i0l1, _i0l2, None]
            _st_vars[6 + _i0l0] = (_t27 if -1000000000000000000 <= (_t27 := _st_vars[6 + _i0l0] + _i0l1) <= 1000000000000000000 else _beyond30(_t27))
            if _i0l2:
                _st_vars[12 + _i0l0] = True
            else:
                _st_vars[9 + _i0l0] = True
            _i0[3] = ('second hand' if _i0l2 else 'hand')
            if (_i0l1 > 0):
                if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_i0l0), ' wins ', _plain28(_i0l1), ' on the ', _plain28(_i0[3])]))
            elif (_i0l1 < 0):
                if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_i0l0), ' loses ', _plain28((-_i0l1)), ' on the ', _plain28(_i0[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text29(_audience7(st), [_PlayerRef8(_i0l0), ' pushes on the ', _plain28(_i0[3])]))
            return 2
        if (_l3 == 'double'):
            return 2

# <rulerun blackjack.rules: play_out #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: play_out #8 1942900d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_d31(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _budget32[0] -= 1
        if _budget32[0] < 0: _spent33(st)
        _t28 = []
        for _t29 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t29 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t29 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c34[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c34[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t28.append(_t29)
        _t30 = _l0
        _t31 = len(_t28)
        if not _t31: _no_option37(_t30, 'hit, stand, double or split')
        if _t31 <= 1 and _st_log is None:
            L[3] = _t28[0] if _t31 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t32 = st.chooser(_t31, _t30)
            else:
                _t32 = _st_bits(_t31.bit_length())
                while _t32 >= _t31: _t32 = _st_bits(_t31.bit_length())
            L[3] = _t28[_t32]; st.decisions += 1
        elif _decide38(st, L, _t28, _t30): raise _PlayoutCut35()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c34[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t35 = _st_zones[_l1]
            _t34 = (4 + _l0)
            if _st_log is None and _t35:
                _t33 = _t35.pop(); _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
            elif _t35:
                _move_cards39(st, _t35[-1], _t34, False)
            _t38 = _st_zones[0]
            _t37 = _l1
            if _st_log is None and _t38:
                _t36 = _t38.pop(); _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
            elif _t38:
                _move_cards39(st, _t38[-1], _t37, False)
            _t41 = _st_zones[0]
            _t40 = (4 + _l0)
            if _st_log is None and _t41:
                _t39 = _t41.pop(); _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
            elif _t41:
                _move_cards39(st, _t41[-1], _t40, False)
            if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_l0), ' splits: ', _plain42(_d31(st, [_st_zones[_l1][:]])), ' and ', _plain42(_d31(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = (_t42 if -1000000000000000000 <= (_t42 := _st_vars[3 + _l0] + _st_vars[3 + _l0]) <= 1000000000000000000 else _beyond44(_t42))
                else:
                    _st_vars[0 + _l0] = (_t43 if -1000000000000000000 <= (_t43 := _st_vars[0 + _l0] + _st_vars[0 + _l0]) <= 1000000000000000000 else _beyond44(_t43))
            _t46 = _st_zones[0]
            _t45 = _l1
            if _st_log is None and _t46:
                _t44 = _t46.pop(); _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
            elif _t46:
                _move_cards39(st, _t46[-1], _t45, False)
            if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_l0), ' counts ', _plain42(_d31(st, [_st_zones[_l1][:]]))]))
            if (_d31(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_l0), ' busts']))
                _i1l0 = _l0
                _i1l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
                _i1l2 = _l2
                _i1 = [_i1l0, _i1l1, _i1l2, None]
                _st_vars[6 + _i1l0] = (_t47 if -1000000000000000000 <= (_t47 := _st_vars[6 + _i1l0] + _i1l1) <= 1000000000000000000 else _beyond44(_t47))
                if _i1l2:
                    _st_vars[12 + _i1l0] = True
                else:
                    _st_vars[9 + _i1l0] = True
                _i1[3] = ('second hand' if _i1l2 else 'hand')
                if (_i1l1 > 0):
                    if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_i1l0), ' wins ', _plain42(_i1l1), ' on the ', _plain42(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_i1l0), ' loses ', _plain42((-_i1l1)), ' on the ', _plain42(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text43(_audience40(st), [_PlayerRef41(_i1l0), ' pushes on the ', _plain42(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #9 20e8821c>
def _native(st, L):
    _st_zones = st.zones
    return ((_d45(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #10 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #11 2f95d410>
def _native(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_l3 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c46[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c46[(_z[-1] if (_z := _st_zones[_l1]) else None)])))))

# <rulerun blackjack.rules: play_out #12 playout 868e4d5a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_d47(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _budget48[0] -= 1
        if _budget48[0] < 0: _spent49(st)
        _t48 = []
        for _t49 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t49 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t49 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c50[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c50[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t48.append(_t49)
        _t50 = _l0
        _t51 = len(_t48)
        if not _t51: _no_option53(_t50, 'hit, stand, double or split')
        if _t51 <= 1 and _st_log is None:
            L[3] = _t48[0] if _t51 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t52 = st.chooser(_t51, _t50)
            else:
                _t52 = _st_bits(_t51.bit_length())
                while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
            L[3] = _t48[_t52]; st.decisions += 1
        elif _decide54(st, L, _t48, _t50): raise _PlayoutCut51()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c50[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t55 = _st_zones[_l1]
            _t54 = (4 + _l0)
            if _st_log is None and _t55:
                _t53 = _t55.pop(); _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
            elif _t55:
                _move_cards55(st, _t55[-1], _t54, False)
            _t58 = _st_zones[0]
            _t57 = _l1
            if _st_log is None and _t58:
                _t56 = _t58.pop(); _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
            elif _t58:
                _move_cards55(st, _t58[-1], _t57, False)
            _t61 = _st_zones[0]
            _t60 = (4 + _l0)
            if _st_log is None and _t61:
                _t59 = _t61.pop(); _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
            elif _t61:
                _move_cards55(st, _t61[-1], _t60, False)
            if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_l0), ' splits: ', _plain58(_d47(st, [_st_zones[_l1][:]])), ' and ', _plain58(_d47(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = (_t62 if -1000000000000000000 <= (_t62 := _st_vars[3 + _l0] + _st_vars[3 + _l0]) <= 1000000000000000000 else _beyond60(_t62))
                else:
                    _st_vars[0 + _l0] = (_t63 if -1000000000000000000 <= (_t63 := _st_vars[0 + _l0] + _st_vars[0 + _l0]) <= 1000000000000000000 else _beyond60(_t63))
            _t66 = _st_zones[0]
            _t65 = _l1
            if _st_log is None and _t66:
                _t64 = _t66.pop(); _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
            elif _t66:
                _move_cards55(st, _t66[-1], _t65, False)
            if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_l0), ' counts ', _plain58(_d47(st, [_st_zones[_l1][:]]))]))
            if (_d47(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_l0), ' busts']))
                _i2l0 = _l0
                _i2l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
                _i2l2 = _l2
                _i2 = [_i2l0, _i2l1, _i2l2, None]
                _st_vars[6 + _i2l0] = (_t67 if -1000000000000000000 <= (_t67 := _st_vars[6 + _i2l0] + _i2l1) <= 1000000000000000000 else _beyond60(_t67))
                if _i2l2:
                    _st_vars[12 + _i2l0] = True
                else:
                    _st_vars[9 + _i2l0] = True
                _i2[3] = ('second hand' if _i2l2 else 'hand')
                if (_i2l1 > 0):
                    if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_i2l0), ' wins ', _plain58(_i2l1), ' on the ', _plain58(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_i2l0), ' loses ', _plain58((-_i2l1)), ' on the ', _plain58(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text59(_audience56(st), [_PlayerRef57(_i2l0), ' pushes on the ', _plain58(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #13 b0eaed21>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p61(st, [_l0, (4 + _l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: player_turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: player_turn #15 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun blackjack.rules: player_turn #16 48d3696d>
def _native(st, L):
    return False

# <rulerun blackjack.rules: player_turn #17 73cbd7a1>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    return ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0]))

# <rulerun blackjack.rules: player_turn #18 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: player_turn #19 1bb48019>
def _native(st, L):
    return (4 + L[0])

# <rulerun blackjack.rules: player_turn #20 bb845a89>
def _native(st, L):
    return True

# <rulerun blackjack.rules: dealer_turn #21 be86477d>
def _loop(st, L):
    _t77 = (L[0] or ())
    _budget71[0] -= len(_t77)
    if _budget71[0] < 0: _spent72(st)
    _t79 = 0
    for _t78 in _t77:
        _t79 += _c73[_t78]
    return _t79

# <rulerun blackjack.rules: soft #22 a13367da>
def _native(st, L):
    _t75 = (L[0] or ())
    _budget68[0] -= len(_t75)
    if _budget68[0] < 0: _spent69(st)
    _t74 = False
    for _t76 in _t75:
        if (_c70[_t76] == 1):
            _t74 = True
            break
    return (_t74 and ((_a74(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #23 9cb07289>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    _budget79[0] -= 1
    if _budget79[0] < 0: _spent80(st)
    return (_l1 if ((_d81(st, [_st_zones[7][:]]) > 21) or (_d81(st, [_st_zones[_l0][:]]) > _d81(st, [_st_zones[7][:]]))) else ((-_l1) if (_d81(st, [_st_zones[_l0][:]]) < _d81(st, [_st_zones[7][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #24 268c4e2e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t68 = 8
    _t69 = 7
    if _st_log is None and _t68 != _t69:
        _t70 = _st_zones[_t68]; _st_zones[_t69] += _t70
        for _t71 in _t70: _st_loc[_t71] = _t69
        _t70.clear()
    else:
        _move_cards62(st, _st_zones[_t68][:], _t69, False)
    if _st_log is not None: _st_log.append(_Text66(_audience63(st), ['the dealer counts ', _plain65(_d64(st, [_st_zones[7][:]]))]))
    _t72 = True
    for _t73 in (_k67 or ()):
        if not ((_st_vars[9 + _t73] and ((_st_vars[3 + _t73] == 0) or _st_vars[12 + _t73]))):
            _t72 = False
            break
    if _t72:
        return 2
    while (((_d64(st, [_st_zones[7][:]]) < 17) or ((False and (_d64(st, [_st_zones[7][:]]) == 17)) and _d75(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _budget76[0] -= 1
        if _budget76[0] < 0: _spent77(st)
        _t82 = _st_zones[0]
        _t81 = 7
        if _st_log is None and _t82:
            _t80 = _t82.pop(); _st_zones[_t81].append(_t80); _st_loc[_t80] = _t81
        elif _t82:
            _move_cards62(st, _t82[-1], _t81, False)
        if _st_log is not None: _st_log.append(_Text66(_audience63(st), ['the dealer counts ', _plain65(_d64(st, [_st_zones[7][:]]))]))
    _t84 = (_k78 or [])
    _budget76[0] -= len(_t84)
    if _budget76[0] < 0: _spent77(st)
    for _t83 in _t84:
        L[2] = _t83
        if (not _st_vars[9 + _t83]):
            _i3l0 = _t83
            _i3l1 = _d82(st, [(1 + _t83), _st_vars[0 + _t83]])
            _i3l2 = False
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = (_t85 if -1000000000000000000 <= (_t85 := _st_vars[6 + _i3l0] + _i3l1) <= 1000000000000000000 else _beyond83(_t85))
            if _i3l2:
                _st_vars[12 + _i3l0] = True
            else:
                _st_vars[9 + _i3l0] = True
            _i3[3] = ('second hand' if _i3l2 else 'hand')
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i3l0), ' wins ', _plain65(_i3l1), ' on the ', _plain65(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i3l0), ' loses ', _plain65((-_i3l1)), ' on the ', _plain65(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i3l0), ' pushes on the ', _plain65(_i3[3])]))
        if ((_st_vars[3 + _t83] > 0) and (not _st_vars[12 + _t83])):
            _i4l0 = _t83
            _i4l1 = _d82(st, [(4 + _t83), _st_vars[3 + _t83]])
            _i4l2 = True
            _i4 = [_i4l0, _i4l1, _i4l2, None]
            _st_vars[6 + _i4l0] = (_t86 if -1000000000000000000 <= (_t86 := _st_vars[6 + _i4l0] + _i4l1) <= 1000000000000000000 else _beyond83(_t86))
            if _i4l2:
                _st_vars[12 + _i4l0] = True
            else:
                _st_vars[9 + _i4l0] = True
            _i4[3] = ('second hand' if _i4l2 else 'hand')
            if (_i4l1 > 0):
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i4l0), ' wins ', _plain65(_i4l1), ' on the ', _plain65(_i4[3])]))
            elif (_i4l1 < 0):
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i4l0), ' loses ', _plain65((-_i4l1)), ' on the ', _plain65(_i4[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef84(_i4l0), ' pushes on the ', _plain65(_i4[3])]))

# <rulerun blackjack.rules: play_round #25 b5ecfb4c>
def _loop(st, L):
    _t101 = (L[0] or ())
    _budget89[0] -= len(_t101)
    if _budget89[0] < 0: _spent90(st)
    _t103 = 0
    for _t102 in _t101:
        _t103 += _c91[_t102]
    return _t103

# <rulerun blackjack.rules: play_round #26 4e30d851>
def _loop(st, L):
    _t104 = (L[0] or ())
    _budget93[0] -= len(_t104)
    if _budget93[0] < 0: _spent94(st)
    for _t105 in _t104:
        if (_c95[_t105] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_round #27 a8780008>
def _loop(st, L):
    _t107 = (L[0] or ())
    _budget97[0] -= len(_t107)
    if _budget97[0] < 0: _spent98(st)
    _t109 = 0
    for _t108 in _t107:
        _t109 += _c99[_t108]
    return _t109

# <rulerun blackjack.rules: play_round #28 a608beae>
def _loop(st, L):
    _t110 = (L[0] or ())
    _budget101[0] -= len(_t110)
    if _budget101[0] < 0: _spent102(st)
    _t112 = 0
    for _t111 in _t110:
        _t112 += _c103[_t111]
    return _t112

# <rulerun blackjack.rules: natural #29 58ce1a02>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a92(st, L) + 10) if (_a96(st, L) and ((_a100(st, L) + 10) <= 21)) else _a104(st, L)) == 21))

# <rulerun blackjack.rules: play_round #30 2dc70bf3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t87 in (_k85 or []):
        L[2] = _t87
        _t90 = _st_zones[0]
        _t89 = (1 + _t87)
        if _st_log is None and _t90:
            _t88 = _t90.pop(); _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
        elif _t90:
            _move_cards86(st, _t90[-1], _t89, False)
    _t93 = _st_zones[0]
    _t92 = 7
    if _st_log is None and _t93:
        _t91 = _t93.pop(); _st_zones[_t92].append(_t91); _st_loc[_t91] = _t92
    elif _t93:
        _move_cards86(st, _t93[-1], _t92, False)
    for _t94 in (_k87 or []):
        L[5] = _t94
        _t97 = _st_zones[0]
        _t96 = (1 + _t94)
        if _st_log is None and _t97:
            _t95 = _t97.pop(); _st_zones[_t96].append(_t95); _st_loc[_t95] = _t96
        elif _t97:
            _move_cards86(st, _t97[-1], _t96, False)
    _t100 = _st_zones[0]
    _t99 = 8
    if _st_log is None and _t100:
        _t98 = _t100.pop(); _st_zones[_t99].append(_t98); _st_loc[_t98] = _t99
    elif _t100:
        _move_cards86(st, _t100[-1], _t99, False)
    if ((_c88[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c88[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d105(st, [_joined106(_st_zones[7][:], _st_zones[8][:])]):
            _t113 = 8
            _t114 = 7
            if _st_log is None and _t113 != _t114:
                _t115 = _st_zones[_t113]; _st_zones[_t114] += _t115
                for _t116 in _t115: _st_loc[_t116] = _t114
                _t115.clear()
            else:
                _move_cards86(st, _st_zones[_t113][:], _t114, False)
            if _st_log is not None: _st_log.append(_Text108(_audience107(st), ['the dealer has blackjack']))
            _t118 = (_k109 or [])
            _budget110[0] -= len(_t118)
            if _budget110[0] < 0: _spent111(st)
            for _t117 in _t118:
                L[8] = _t117
                _i5l0 = _t117
                _i5l1 = (0 if _d105(st, [_st_zones[(1 + _t117)][:]]) else (-_st_vars[0 + _t117]))
                _i5l2 = False
                _i5 = [_i5l0, _i5l1, _i5l2, None]
                _st_vars[6 + _i5l0] = (_t119 if -1000000000000000000 <= (_t119 := _st_vars[6 + _i5l0] + _i5l1) <= 1000000000000000000 else _beyond112(_t119))
                if _i5l2:
                    _st_vars[12 + _i5l0] = True
                else:
                    _st_vars[9 + _i5l0] = True
                _i5[3] = ('second hand' if _i5l2 else 'hand')
                if (_i5l1 > 0):
                    if _st_log is not None: _st_log.append(_Text108(_audience107(st), [_PlayerRef113(_i5l0), ' wins ', _plain114(_i5l1), ' on the ', _plain114(_i5[3])]))
                elif (_i5l1 < 0):
                    if _st_log is not None: _st_log.append(_Text108(_audience107(st), [_PlayerRef113(_i5l0), ' loses ', _plain114((-_i5l1)), ' on the ', _plain114(_i5[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text108(_audience107(st), [_PlayerRef113(_i5l0), ' pushes on the ', _plain114(_i5[3])]))
            _end_game115(st, None, False); return 3
        if _st_log is not None: _tell116(st, _plain114('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #31 2f5c28d5>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_l11), ' has blackjack']))
    _i6l0 = _l11
    _i6l1 = 3
    _i6l2 = False
    _i6 = [_i6l0, _i6l1, _i6l2, None]
    _st_vars[6 + _i6l0] = (_t120 if -1000000000000000000 <= (_t120 := _st_vars[6 + _i6l0] + _i6l1) <= 1000000000000000000 else _beyond120(_t120))
    if _i6l2:
        _st_vars[12 + _i6l0] = True
    else:
        _st_vars[9 + _i6l0] = True
    _i6[3] = ('second hand' if _i6l2 else 'hand')
    if (_i6l1 > 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i6l0), ' wins ', _plain121(_i6l1), ' on the ', _plain121(_i6[3])]))
    elif (_i6l1 < 0):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i6l0), ' loses ', _plain121((-_i6l1)), ' on the ', _plain121(_i6[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_i6l0), ' pushes on the ', _plain121(_i6[3])]))

# <rulerun blackjack.rules: play_round #32 348d8c9d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t122 = (_k122 or [])
    _budget123[0] -= len(_t122)
    if _budget123[0] < 0: _spent124(st)
    for _t121 in _t122:
        L[11] = _t121
        if _d125(st, [st.zones[(1 + _t121)][:]]):
            if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_t121), ' has blackjack']))
            _i7l0 = _t121
            _i7l1 = 3
            _i7l2 = False
            _i7 = [_i7l0, _i7l1, _i7l2, None]
            _st_vars[6 + _i7l0] = (_t123 if -1000000000000000000 <= (_t123 := _st_vars[6 + _i7l0] + _i7l1) <= 1000000000000000000 else _beyond129(_t123))
            if _i7l2:
                _st_vars[12 + _i7l0] = True
            else:
                _st_vars[9 + _i7l0] = True
            _i7[3] = ('second hand' if _i7l2 else 'hand')
            if (_i7l1 > 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i7l0), ' wins ', _plain130(_i7l1), ' on the ', _plain130(_i7[3])]))
            elif (_i7l1 < 0):
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i7l0), ' loses ', _plain130((-_i7l1)), ' on the ', _plain130(_i7[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i7l0), ' pushes on the ', _plain130(_i7[3])]))
        else:
            _i8l0 = _t121
            if _p131(st, [_i8l0, (1 + _i8l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i8l0] > 0) and (not _st_vars[15 + _i8l0])):
                if _p131(st, [_i8l0, (4 + _i8l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 a8258945>
def _native(st, L):
    if _p132(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #34 829c1c0d>
def _native(st, L):
    return _k133

# <rulerun blackjack.rules: play_round #35 b143e930>
def _native(st, L):
    return _d134(st, [st.zones[(1 + L[11])][:]])

# <rulerun blackjack.rules: play_round #36 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #37 77ed74cf>
def _native(st, L):
    _shuffle_zone135(st, 0)

# <rulerun blackjack.rules: settle #38 f673ea91>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run138(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k139)

# <rulerun blackjack.rules: play_out #39 7b0e0b1f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT140[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((_d143(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t124 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t124 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t124 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c144[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c144[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t124)
            fr[1] = 2
            _t125 = L[0]
            _t126 = len(_o)
            if not _t126: _no_option146(_t125, 'hit, stand, double or split')
            if _t126 <= 1 and _st_log is None:
                L[3] = _o[0] if _t126 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t127 = st.chooser(_t126, _t125)
                else:
                    _t127 = _st_bits(_t126.bit_length())
                    while _t127 >= _t126: _t127 = _st_bits(_t126.bit_length())
                L[3] = _o[_t127]; st.decisions += 1
            elif _decide147(st, L, _o, _t125): return True
            pc = 2
        if pc == 2:
            _r = _run148(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit142(_k, st, _d0): raise _Runaway141()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k149)

# <rulerun blackjack.rules: player_turn #40 4ccf129a>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], (1 + L[0]), False, None]
            if len(st.cur) >= 500: raise _RuleLimit152(_k153)
            fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1:
            if ((_st_vars[3 + L[0]] > 0) and (not _st_vars[15 + L[0]])):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [L[0], (4 + L[0]), True, None]
            if len(st.cur) >= 500: raise _RuleLimit152(_k154)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k155)

# <rulerun blackjack.rules: dealer_turn #41 f5db3685>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k159)

# <rulerun blackjack.rules: play_round #42 d7052259>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT160[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run163(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k164 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d165(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11]]
            if len(st.cur) >= 500: raise _RuleLimit167(_k168)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit162(_k, st, _d0): raise _Runaway161()
            continue
        if pc == 8:
            _r = _run169(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k170)

# <rulerun blackjack.rules: play #43 bf7f1bf4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run173(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit174(_k175)
            fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step176(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k177)

# <rulerun blackjack.rules: play_out #44 9f0975be>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT178[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region181(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if ((_d182(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t128 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t128 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t128 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c183[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c183[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t128)
            fr[1] = 2
            _t129 = L[0]
            _t130 = len(_o)
            if not _t130: _no_option185(_t129, 'hit, stand, double or split')
            if _t130 <= 1 and _st_log is None:
                L[3] = _o[0] if _t130 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t131 = st.chooser(_t130, _t129)
                else:
                    _t131 = _st_bits(_t130.bit_length())
                    while _t131 >= _t130: _t131 = _st_bits(_t130.bit_length())
                L[3] = _o[_t131]; st.decisions += 1
            elif _decide186(st, L, _o, _t129): return True
            pc = 2
        if pc == 2:
            _r = _run187(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit180(_k, st, _d0): raise _Runaway179()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k188)

# <rulerun blackjack.rules: player_turn #45 feed95c8>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p191(st, [L[0], (1 + L[0]), False, None]) == 3: return True
                pc = 1
            else:
                _a = [L[0], (1 + L[0]), False, None]
                if len(st.cur) >= 500: raise _RuleLimit192(_k193)
                fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region194(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_st_vars[3 + L[0]] > 0) and (not _st_vars[15 + L[0]])):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p191(st, [L[0], (4 + L[0]), True, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], (4 + L[0]), True, None]
                if len(st.cur) >= 500: raise _RuleLimit192(_k195)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k196)

# <rulerun blackjack.rules: player_turn #46 playout 876041b5>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    _budget205[0] -= 1
    if _budget205[0] < 0: _spent206(st)
    if _p207(st, [_l0, (1 + _l0), False, None]) == 3: return 3
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p207(st, [_l0, (4 + _l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #47 7d25110d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT197[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run200(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region201(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k202 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d203(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run204(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p208(st, [L[11]]) == 3: return True
                pc = 7
            else:
                _a = [L[11]]
                if len(st.cur) >= 500: raise _RuleLimit209(_k210)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit199(_k, st, _d0): raise _Runaway198()
            continue
        if pc == 8:
            _r = _run211(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k212)

# <rulerun blackjack.rules: dealer_turn #48 playout d443363f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t156 = 8
    _t157 = 7
    if _st_log is None and _t156 != _t157:
        _t158 = _st_zones[_t156]; _st_zones[_t157] += _t158
        for _t159 in _t158: _st_loc[_t159] = _t157
        _t158.clear()
    else:
        _move_cards234(st, _st_zones[_t156][:], _t157, False)
    if _st_log is not None: _st_log.append(_Text238(_audience235(st), ['the dealer counts ', _plain237(_d236(st, [_st_zones[7][:]]))]))
    _t160 = True
    for _t161 in (_k239 or ()):
        if not ((_st_vars[9 + _t161] and ((_st_vars[3 + _t161] == 0) or _st_vars[12 + _t161]))):
            _t160 = False
            break
    if _t160:
        return 2
    while (((_d236(st, [_st_zones[7][:]]) < 17) or ((False and (_d236(st, [_st_zones[7][:]]) == 17)) and _d240(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _budget241[0] -= 1
        if _budget241[0] < 0: _spent242(st)
        _t164 = _st_zones[0]
        _t163 = 7
        if _st_log is None and _t164:
            _t162 = _t164.pop(); _st_zones[_t163].append(_t162); _st_loc[_t162] = _t163
        elif _t164:
            _move_cards234(st, _t164[-1], _t163, False)
        if _st_log is not None: _st_log.append(_Text238(_audience235(st), ['the dealer counts ', _plain237(_d236(st, [_st_zones[7][:]]))]))
    _t166 = (_k243 or [])
    _budget241[0] -= len(_t166)
    if _budget241[0] < 0: _spent242(st)
    for _t165 in _t166:
        L[2] = _t165
        if (not _st_vars[9 + _t165]):
            _i12l0 = _t165
            _i12l1 = _d244(st, [(1 + _t165), _st_vars[0 + _t165]])
            _i12l2 = False
            _i12 = [_i12l0, _i12l1, _i12l2, None]
            _st_vars[6 + _i12l0] = (_t167 if -1000000000000000000 <= (_t167 := _st_vars[6 + _i12l0] + _i12l1) <= 1000000000000000000 else _beyond245(_t167))
            if _i12l2:
                _st_vars[12 + _i12l0] = True
            else:
                _st_vars[9 + _i12l0] = True
            _i12[3] = ('second hand' if _i12l2 else 'hand')
            if (_i12l1 > 0):
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i12l0), ' wins ', _plain237(_i12l1), ' on the ', _plain237(_i12[3])]))
            elif (_i12l1 < 0):
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i12l0), ' loses ', _plain237((-_i12l1)), ' on the ', _plain237(_i12[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i12l0), ' pushes on the ', _plain237(_i12[3])]))
        if ((_st_vars[3 + _t165] > 0) and (not _st_vars[12 + _t165])):
            _i13l0 = _t165
            _i13l1 = _d244(st, [(4 + _t165), _st_vars[3 + _t165]])
            _i13l2 = True
            _i13 = [_i13l0, _i13l1, _i13l2, None]
            _st_vars[6 + _i13l0] = (_t168 if -1000000000000000000 <= (_t168 := _st_vars[6 + _i13l0] + _i13l1) <= 1000000000000000000 else _beyond245(_t168))
            if _i13l2:
                _st_vars[12 + _i13l0] = True
            else:
                _st_vars[9 + _i13l0] = True
            _i13[3] = ('second hand' if _i13l2 else 'hand')
            if (_i13l1 > 0):
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i13l0), ' wins ', _plain237(_i13l1), ' on the ', _plain237(_i13[3])]))
            elif (_i13l1 < 0):
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i13l0), ' loses ', _plain237((-_i13l1)), ' on the ', _plain237(_i13[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text238(_audience235(st), [_PlayerRef246(_i13l0), ' pushes on the ', _plain237(_i13[3])]))

# <rulerun blackjack.rules: play_round #49 playout 5f8208a5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t132 in (_k216 or []):
        L[2] = _t132
        _t135 = _st_zones[0]
        _t134 = (1 + _t132)
        if _st_log is None and _t135:
            _t133 = _t135.pop(); _st_zones[_t134].append(_t133); _st_loc[_t133] = _t134
        elif _t135:
            _move_cards217(st, _t135[-1], _t134, False)
    _t138 = _st_zones[0]
    _t137 = 7
    if _st_log is None and _t138:
        _t136 = _t138.pop(); _st_zones[_t137].append(_t136); _st_loc[_t136] = _t137
    elif _t138:
        _move_cards217(st, _t138[-1], _t137, False)
    for _t139 in (_k218 or []):
        L[5] = _t139
        _t142 = _st_zones[0]
        _t141 = (1 + _t139)
        if _st_log is None and _t142:
            _t140 = _t142.pop(); _st_zones[_t141].append(_t140); _st_loc[_t140] = _t141
        elif _t142:
            _move_cards217(st, _t142[-1], _t141, False)
    _t145 = _st_zones[0]
    _t144 = 8
    if _st_log is None and _t145:
        _t143 = _t145.pop(); _st_zones[_t144].append(_t143); _st_loc[_t143] = _t144
    elif _t145:
        _move_cards217(st, _t145[-1], _t144, False)
    if ((_c219[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c219[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d220(st, [_joined221(_st_zones[7][:], _st_zones[8][:])]):
            _t146 = 8
            _t147 = 7
            if _st_log is None and _t146 != _t147:
                _t148 = _st_zones[_t146]; _st_zones[_t147] += _t148
                for _t149 in _t148: _st_loc[_t149] = _t147
                _t148.clear()
            else:
                _move_cards217(st, _st_zones[_t146][:], _t147, False)
            if _st_log is not None: _st_log.append(_Text223(_audience222(st), ['the dealer has blackjack']))
            _t151 = (_k224 or [])
            _budget225[0] -= len(_t151)
            if _budget225[0] < 0: _spent226(st)
            for _t150 in _t151:
                L[8] = _t150
                _i9l0 = _t150
                _i9l1 = (0 if _d220(st, [_st_zones[(1 + _t150)][:]]) else (-_st_vars[0 + _t150]))
                _i9l2 = False
                _i9 = [_i9l0, _i9l1, _i9l2, None]
                _st_vars[6 + _i9l0] = (_t152 if -1000000000000000000 <= (_t152 := _st_vars[6 + _i9l0] + _i9l1) <= 1000000000000000000 else _beyond227(_t152))
                if _i9l2:
                    _st_vars[12 + _i9l0] = True
                else:
                    _st_vars[9 + _i9l0] = True
                _i9[3] = ('second hand' if _i9l2 else 'hand')
                if (_i9l1 > 0):
                    if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i9l0), ' wins ', _plain229(_i9l1), ' on the ', _plain229(_i9[3])]))
                elif (_i9l1 < 0):
                    if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i9l0), ' loses ', _plain229((-_i9l1)), ' on the ', _plain229(_i9[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i9l0), ' pushes on the ', _plain229(_i9[3])]))
            _end_game230(st, None, False); return 3
        if _st_log is not None: _tell231(st, _plain229('the dealer has no blackjack'), None)
    _t154 = (_k232 or [])
    _budget225[0] -= len(_t154)
    if _budget225[0] < 0: _spent226(st)
    for _t153 in _t154:
        L[11] = _t153
        if _d220(st, [_st_zones[(1 + _t153)][:]]):
            if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_t153), ' has blackjack']))
            _i10l0 = _t153
            _i10l1 = 3
            _i10l2 = False
            _i10 = [_i10l0, _i10l1, _i10l2, None]
            _st_vars[6 + _i10l0] = (_t155 if -1000000000000000000 <= (_t155 := _st_vars[6 + _i10l0] + _i10l1) <= 1000000000000000000 else _beyond227(_t155))
            if _i10l2:
                _st_vars[12 + _i10l0] = True
            else:
                _st_vars[9 + _i10l0] = True
            _i10[3] = ('second hand' if _i10l2 else 'hand')
            if (_i10l1 > 0):
                if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i10l0), ' wins ', _plain229(_i10l1), ' on the ', _plain229(_i10[3])]))
            elif (_i10l1 < 0):
                if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i10l0), ' loses ', _plain229((-_i10l1)), ' on the ', _plain229(_i10[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text223(_audience222(st), [_PlayerRef228(_i10l0), ' pushes on the ', _plain229(_i10[3])]))
        else:
            _i11l0 = _t153
            if _p233(st, [_i11l0, (1 + _i11l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i11l0] > 0) and (not _st_vars[15 + _i11l0])):
                if _p233(st, [_i11l0, (4 + _i11l0), True, None]) == 3: return 3
    if _p247(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play #50 c095b211>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run215(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p248(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit249(_k250)
                fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step251(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k252)

# <rulerun blackjack.rules: rank #51 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #52 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

