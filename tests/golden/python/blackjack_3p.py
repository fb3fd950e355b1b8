# <rulerun blackjack.rules: settle #0 15a39784>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[6 + _l0] = _st_vars[6 + _l0] + _l1
    if _l2:
        _st_vars[12 + _l0] = True
    else:
        _st_vars[9 + _l0] = True
    L[3] = ('second hand' if _l2 else 'hand')
    if (_l1 > 0):
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' wins ', _plain2(_l1), ' on the ', _plain2(L[3])]))
    elif (_l1 < 0):
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' loses ', _plain2((-_l1)), ' on the ', _plain2(L[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' pushes on the ', _plain2(L[3])]))

# <rulerun blackjack.rules: play_out #1 1eaff05a>
def _loop(st, L):
    _t10 = 0
    for _t9 in (L[0] or ()):
        _t10 += _c8[_t9]
    return _t10

# <rulerun blackjack.rules: play_out #2 e5f01a0b>
def _loop(st, L):
    for _t11 in (L[0] or ()):
        if (_c10[_t11] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #3 a9d9b2cd>
def _loop(st, L):
    _t14 = 0
    for _t13 in (L[0] or ()):
        _t14 += _c12[_t13]
    return _t14

# <rulerun blackjack.rules: play_out #4 6be755ff>
def _loop(st, L):
    _t16 = 0
    for _t15 in (L[0] or ()):
        _t16 += _c14[_t15]
    return _t16

# <rulerun blackjack.rules: best_count #5 f8e20864>
def _native(st, L):
    return ((_a9(st, L) + 10) if (_a11(st, L) and ((_a13(st, L) + 10) <= 21)) else _a15(st, L))

# <rulerun blackjack.rules: play_out #6 1c1e2713>
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
        _st_vars[15 + _l0] = (_c4[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
        _t2 = _st_zones[_l1]
        _t1 = (4 + _l0)
        if _st_log is None and _t2:
            _t0 = _t2.pop(); _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t2:
            _move_cards5(st, _t2[-1], _t1, False)
        _t5 = _st_zones[0]
        _t4 = _l1
        if _st_log is None and _t5:
            _t3 = _t5.pop(); _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
        elif _t5:
            _move_cards5(st, _t5[-1], _t4, False)
        _t8 = _st_zones[0]
        _t7 = (4 + _l0)
        if _st_log is None and _t8:
            _t6 = _t8.pop(); _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
        elif _t8:
            _move_cards5(st, _t8[-1], _t7, False)
        if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_l0), ' splits: ', _plain17(_d16(st, [_st_zones[_l1][:]])), ' and ', _plain17(_d16(st, [_st_zones[(4 + _l0)][:]]))]))
        if _st_vars[15 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            if _l2:
                _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
            else:
                _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
        _t19 = _st_zones[0]
        _t18 = _l1
        if _st_log is None and _t19:
            _t17 = _t19.pop(); _st_zones[_t18].append(_t17); _st_loc[_t17] = _t18
        elif _t19:
            _move_cards5(st, _t19[-1], _t18, False)
        if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_l0), ' counts ', _plain17(_d16(st, [_st_zones[_l1][:]]))]))
        if (_d16(st, [_st_zones[_l1][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_l0), ' busts']))
            _i0l0 = _l0
            _i0l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
            _i0l2 = _l2
            _i0 = [_i0l0, _i0l1, _i0l2, None]
            _st_vars[6 + _i0l0] = _st_vars[6 + _i0l0] + _i0l1
            if _i0l2:
                _st_vars[12 + _i0l0] = True
            else:
                _st_vars[9 + _i0l0] = True
            _i0[3] = ('second hand' if _i0l2 else 'hand')
            if (_i0l1 > 0):
                if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_i0l0), ' wins ', _plain17(_i0l1), ' on the ', _plain17(_i0[3])]))
            elif (_i0l1 < 0):
                if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_i0l0), ' loses ', _plain17((-_i0l1)), ' on the ', _plain17(_i0[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text18(_audience6(st), [_PlayerRef7(_i0l0), ' pushes on the ', _plain17(_i0[3])]))
            return 2
        if (_l3 == 'double'):
            return 2

# <rulerun blackjack.rules: play_out #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: play_out #8 8c0bb992>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t20 = 0; _t21 = st.decisions
    while ((_d19(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _t20 += 1
        if _t20 > _LIMIT20[0] and _over_limit21(_t20, st, _t21): raise _Runaway22()
        _t22 = []
        for _t23 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t23 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t23 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c23[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c23[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t22.append(_t23)
        _t24 = _l0
        _t25 = len(_t22)
        if not _t25: _no_option26(_t24, 'hit, stand, double or split')
        if _t25 <= 1 and _st_log is None:
            L[3] = _t22[0] if _t25 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t26 = st.chooser(_t25, _t24)
            else:
                _t26 = _st_bits(_t25.bit_length())
                while _t26 >= _t25: _t26 = _st_bits(_t25.bit_length())
            L[3] = _t22[_t26]; st.decisions += 1
        elif _decide27(st, L, _t22, _t24): raise _PlayoutCut24()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c23[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t29 = _st_zones[_l1]
            _t28 = (4 + _l0)
            if _st_log is None and _t29:
                _t27 = _t29.pop(); _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
            elif _t29:
                _move_cards28(st, _t29[-1], _t28, False)
            _t32 = _st_zones[0]
            _t31 = _l1
            if _st_log is None and _t32:
                _t30 = _t32.pop(); _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
            elif _t32:
                _move_cards28(st, _t32[-1], _t31, False)
            _t35 = _st_zones[0]
            _t34 = (4 + _l0)
            if _st_log is None and _t35:
                _t33 = _t35.pop(); _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
            elif _t35:
                _move_cards28(st, _t35[-1], _t34, False)
            if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_l0), ' splits: ', _plain31(_d19(st, [_st_zones[_l1][:]])), ' and ', _plain31(_d19(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
                else:
                    _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
            _t38 = _st_zones[0]
            _t37 = _l1
            if _st_log is None and _t38:
                _t36 = _t38.pop(); _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
            elif _t38:
                _move_cards28(st, _t38[-1], _t37, False)
            if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_l0), ' counts ', _plain31(_d19(st, [_st_zones[_l1][:]]))]))
            if (_d19(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_l0), ' busts']))
                _i1l0 = _l0
                _i1l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
                _i1l2 = _l2
                _i1 = [_i1l0, _i1l1, _i1l2, None]
                _st_vars[6 + _i1l0] = _st_vars[6 + _i1l0] + _i1l1
                if _i1l2:
                    _st_vars[12 + _i1l0] = True
                else:
                    _st_vars[9 + _i1l0] = True
                _i1[3] = ('second hand' if _i1l2 else 'hand')
                if (_i1l1 > 0):
                    if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_i1l0), ' wins ', _plain31(_i1l1), ' on the ', _plain31(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_i1l0), ' loses ', _plain31((-_i1l1)), ' on the ', _plain31(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text32(_audience29(st), [_PlayerRef30(_i1l0), ' pushes on the ', _plain31(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #9 d199a495>
def _native(st, L):
    _st_zones = st.zones
    return ((_d33(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #10 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #11 4d74a390>
def _native(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_l3 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c34[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c34[(_z[-1] if (_z := _st_zones[_l1]) else None)])))))

# <rulerun blackjack.rules: play_out #12 playout 1dd694e7>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t39 = 0; _t40 = st.decisions
    while ((_d35(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _t39 += 1
        if _t39 > _LIMIT36[0] and _over_limit37(_t39, st, _t40): raise _Runaway38()
        _t41 = []
        for _t42 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t42 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t42 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c39[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c39[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t41.append(_t42)
        _t43 = _l0
        _t44 = len(_t41)
        if not _t44: _no_option42(_t43, 'hit, stand, double or split')
        if _t44 <= 1 and _st_log is None:
            L[3] = _t41[0] if _t44 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t45 = st.chooser(_t44, _t43)
            else:
                _t45 = _st_bits(_t44.bit_length())
                while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
            L[3] = _t41[_t45]; st.decisions += 1
        elif _decide43(st, L, _t41, _t43): raise _PlayoutCut40()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c39[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t48 = _st_zones[_l1]
            _t47 = (4 + _l0)
            if _st_log is None and _t48:
                _t46 = _t48.pop(); _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
            elif _t48:
                _move_cards44(st, _t48[-1], _t47, False)
            _t51 = _st_zones[0]
            _t50 = _l1
            if _st_log is None and _t51:
                _t49 = _t51.pop(); _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
            elif _t51:
                _move_cards44(st, _t51[-1], _t50, False)
            _t54 = _st_zones[0]
            _t53 = (4 + _l0)
            if _st_log is None and _t54:
                _t52 = _t54.pop(); _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
            elif _t54:
                _move_cards44(st, _t54[-1], _t53, False)
            if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_l0), ' splits: ', _plain47(_d35(st, [_st_zones[_l1][:]])), ' and ', _plain47(_d35(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
                else:
                    _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
            _t57 = _st_zones[0]
            _t56 = _l1
            if _st_log is None and _t57:
                _t55 = _t57.pop(); _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
            elif _t57:
                _move_cards44(st, _t57[-1], _t56, False)
            if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_l0), ' counts ', _plain47(_d35(st, [_st_zones[_l1][:]]))]))
            if (_d35(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_l0), ' busts']))
                _i2l0 = _l0
                _i2l1 = (-(_st_vars[3 + _l0] if _l2 else _st_vars[0 + _l0]))
                _i2l2 = _l2
                _i2 = [_i2l0, _i2l1, _i2l2, None]
                _st_vars[6 + _i2l0] = _st_vars[6 + _i2l0] + _i2l1
                if _i2l2:
                    _st_vars[12 + _i2l0] = True
                else:
                    _st_vars[9 + _i2l0] = True
                _i2[3] = ('second hand' if _i2l2 else 'hand')
                if (_i2l1 > 0):
                    if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_i2l0), ' wins ', _plain47(_i2l1), ' on the ', _plain47(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_i2l0), ' loses ', _plain47((-_i2l1)), ' on the ', _plain47(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text48(_audience45(st), [_PlayerRef46(_i2l0), ' pushes on the ', _plain47(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #13 ba992fed>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p49(st, [_l0, (4 + _l0), True, None]) == 3: return 3

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

# <rulerun blackjack.rules: dealer_turn #21 4e88acd8>
def _loop(st, L):
    _t69 = 0
    for _t68 in (L[0] or ()):
        _t69 += _c57[_t68]
    return _t69

# <rulerun blackjack.rules: soft #22 563b7f95>
def _native(st, L):
    _t66 = False
    for _t67 in (L[0] or ()):
        if (_c56[_t67] == 1):
            _t66 = True
            break
    return (_t66 and ((_a58(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #23 c4b92d75>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return (_l1 if ((_d64(st, [_st_zones[7][:]]) > 21) or (_d64(st, [_st_zones[_l0][:]]) > _d64(st, [_st_zones[7][:]]))) else ((-_l1) if (_d64(st, [_st_zones[_l0][:]]) < _d64(st, [_st_zones[7][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #24 abdb930c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t58 = 8
    _t59 = 7
    if _st_log is None and _t58 != _t59:
        _t60 = _st_zones[_t58]; _st_zones[_t59] += _t60
        for _t61 in _t60: _st_loc[_t61] = _t59
        _t60.clear()
    else:
        _move_cards50(st, _st_zones[_t58][:], _t59, False)
    if _st_log is not None: _st_log.append(_Text54(_audience51(st), ['the dealer counts ', _plain53(_d52(st, [_st_zones[7][:]]))]))
    _t62 = True
    for _t63 in (_k55 or ()):
        if not ((_st_vars[9 + _t63] and ((_st_vars[3 + _t63] == 0) or _st_vars[12 + _t63]))):
            _t62 = False
            break
    if _t62:
        return 2
    _t64 = 0; _t65 = st.decisions
    while (((_d52(st, [_st_zones[7][:]]) < 17) or ((False and (_d52(st, [_st_zones[7][:]]) == 17)) and _d59(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _t64 += 1
        if _t64 > _LIMIT60[0] and _over_limit61(_t64, st, _t65): raise _Runaway62()
        _t72 = _st_zones[0]
        _t71 = 7
        if _st_log is None and _t72:
            _t70 = _t72.pop(); _st_zones[_t71].append(_t70); _st_loc[_t70] = _t71
        elif _t72:
            _move_cards50(st, _t72[-1], _t71, False)
        if _st_log is not None: _st_log.append(_Text54(_audience51(st), ['the dealer counts ', _plain53(_d52(st, [_st_zones[7][:]]))]))
    for _t73 in (_k63 or []):
        L[2] = _t73
        if (not _st_vars[9 + _t73]):
            _i3l0 = _t73
            _i3l1 = _d65(st, [(1 + _t73), _st_vars[0 + _t73]])
            _i3l2 = False
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = _st_vars[6 + _i3l0] + _i3l1
            if _i3l2:
                _st_vars[12 + _i3l0] = True
            else:
                _st_vars[9 + _i3l0] = True
            _i3[3] = ('second hand' if _i3l2 else 'hand')
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i3l0), ' wins ', _plain53(_i3l1), ' on the ', _plain53(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i3l0), ' loses ', _plain53((-_i3l1)), ' on the ', _plain53(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i3l0), ' pushes on the ', _plain53(_i3[3])]))
        if ((_st_vars[3 + _t73] > 0) and (not _st_vars[12 + _t73])):
            _i4l0 = _t73
            _i4l1 = _d65(st, [(4 + _t73), _st_vars[3 + _t73]])
            _i4l2 = True
            _i4 = [_i4l0, _i4l1, _i4l2, None]
            _st_vars[6 + _i4l0] = _st_vars[6 + _i4l0] + _i4l1
            if _i4l2:
                _st_vars[12 + _i4l0] = True
            else:
                _st_vars[9 + _i4l0] = True
            _i4[3] = ('second hand' if _i4l2 else 'hand')
            if (_i4l1 > 0):
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i4l0), ' wins ', _plain53(_i4l1), ' on the ', _plain53(_i4[3])]))
            elif (_i4l1 < 0):
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i4l0), ' loses ', _plain53((-_i4l1)), ' on the ', _plain53(_i4[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef66(_i4l0), ' pushes on the ', _plain53(_i4[3])]))

# <rulerun blackjack.rules: play_round #25 1fde2fd5>
def _loop(st, L):
    _t89 = 0
    for _t88 in (L[0] or ()):
        _t89 += _c71[_t88]
    return _t89

# <rulerun blackjack.rules: play_round #26 c0652edb>
def _loop(st, L):
    for _t90 in (L[0] or ()):
        if (_c73[_t90] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_round #27 e6a695bd>
def _loop(st, L):
    _t93 = 0
    for _t92 in (L[0] or ()):
        _t93 += _c75[_t92]
    return _t93

# <rulerun blackjack.rules: play_round #28 14f2dcee>
def _loop(st, L):
    _t95 = 0
    for _t94 in (L[0] or ()):
        _t95 += _c77[_t94]
    return _t95

# <rulerun blackjack.rules: natural #29 16f3b326>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a72(st, L) + 10) if (_a74(st, L) and ((_a76(st, L) + 10) <= 21)) else _a78(st, L)) == 21))

# <rulerun blackjack.rules: play_round #30 d9a3b3ac>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t74 in (_k67 or []):
        L[2] = _t74
        _t77 = _st_zones[0]
        _t76 = (1 + _t74)
        if _st_log is None and _t77:
            _t75 = _t77.pop(); _st_zones[_t76].append(_t75); _st_loc[_t75] = _t76
        elif _t77:
            _move_cards68(st, _t77[-1], _t76, False)
    _t80 = _st_zones[0]
    _t79 = 7
    if _st_log is None and _t80:
        _t78 = _t80.pop(); _st_zones[_t79].append(_t78); _st_loc[_t78] = _t79
    elif _t80:
        _move_cards68(st, _t80[-1], _t79, False)
    for _t81 in (_k69 or []):
        L[5] = _t81
        _t84 = _st_zones[0]
        _t83 = (1 + _t81)
        if _st_log is None and _t84:
            _t82 = _t84.pop(); _st_zones[_t83].append(_t82); _st_loc[_t82] = _t83
        elif _t84:
            _move_cards68(st, _t84[-1], _t83, False)
    _t87 = _st_zones[0]
    _t86 = 8
    if _st_log is None and _t87:
        _t85 = _t87.pop(); _st_zones[_t86].append(_t85); _st_loc[_t85] = _t86
    elif _t87:
        _move_cards68(st, _t87[-1], _t86, False)
    if ((_c70[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c70[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d79(st, [(_st_zones[7][:] + _st_zones[8][:])]):
            _t96 = 8
            _t97 = 7
            if _st_log is None and _t96 != _t97:
                _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
                for _t99 in _t98: _st_loc[_t99] = _t97
                _t98.clear()
            else:
                _move_cards68(st, _st_zones[_t96][:], _t97, False)
            if _st_log is not None: _st_log.append(_Text81(_audience80(st), ['the dealer has blackjack']))
            for _t100 in (_k82 or []):
                L[8] = _t100
                _i5l0 = _t100
                _i5l1 = (0 if _d79(st, [_st_zones[(1 + _t100)][:]]) else (-_st_vars[0 + _t100]))
                _i5l2 = False
                _i5 = [_i5l0, _i5l1, _i5l2, None]
                _st_vars[6 + _i5l0] = _st_vars[6 + _i5l0] + _i5l1
                if _i5l2:
                    _st_vars[12 + _i5l0] = True
                else:
                    _st_vars[9 + _i5l0] = True
                _i5[3] = ('second hand' if _i5l2 else 'hand')
                if (_i5l1 > 0):
                    if _st_log is not None: _st_log.append(_Text81(_audience80(st), [_PlayerRef83(_i5l0), ' wins ', _plain84(_i5l1), ' on the ', _plain84(_i5[3])]))
                elif (_i5l1 < 0):
                    if _st_log is not None: _st_log.append(_Text81(_audience80(st), [_PlayerRef83(_i5l0), ' loses ', _plain84((-_i5l1)), ' on the ', _plain84(_i5[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text81(_audience80(st), [_PlayerRef83(_i5l0), ' pushes on the ', _plain84(_i5[3])]))
            _end_game85(st, None, False); return 3
        if _st_log is not None: _tell86(st, _plain84('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #31 a6f45fd4>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(_l11), ' has blackjack']))
    _i6l0 = _l11
    _i6l1 = 3
    _i6l2 = False
    _i6 = [_i6l0, _i6l1, _i6l2, None]
    _st_vars[6 + _i6l0] = _st_vars[6 + _i6l0] + _i6l1
    if _i6l2:
        _st_vars[12 + _i6l0] = True
    else:
        _st_vars[9 + _i6l0] = True
    _i6[3] = ('second hand' if _i6l2 else 'hand')
    if (_i6l1 > 0):
        if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(_i6l0), ' wins ', _plain90(_i6l1), ' on the ', _plain90(_i6[3])]))
    elif (_i6l1 < 0):
        if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(_i6l0), ' loses ', _plain90((-_i6l1)), ' on the ', _plain90(_i6[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text89(_audience87(st), [_PlayerRef88(_i6l0), ' pushes on the ', _plain90(_i6[3])]))

# <rulerun blackjack.rules: play_round #32 d19687b8>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t101 in (_k91 or []):
        L[11] = _t101
        if _d92(st, [st.zones[(1 + _t101)][:]]):
            if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_t101), ' has blackjack']))
            _i7l0 = _t101
            _i7l1 = 3
            _i7l2 = False
            _i7 = [_i7l0, _i7l1, _i7l2, None]
            _st_vars[6 + _i7l0] = _st_vars[6 + _i7l0] + _i7l1
            if _i7l2:
                _st_vars[12 + _i7l0] = True
            else:
                _st_vars[9 + _i7l0] = True
            _i7[3] = ('second hand' if _i7l2 else 'hand')
            if (_i7l1 > 0):
                if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_i7l0), ' wins ', _plain96(_i7l1), ' on the ', _plain96(_i7[3])]))
            elif (_i7l1 < 0):
                if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_i7l0), ' loses ', _plain96((-_i7l1)), ' on the ', _plain96(_i7[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_i7l0), ' pushes on the ', _plain96(_i7[3])]))
        else:
            _i8l0 = _t101
            if _p97(st, [_i8l0, (1 + _i8l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i8l0] > 0) and (not _st_vars[15 + _i8l0])):
                if _p97(st, [_i8l0, (4 + _i8l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 7896aef8>
def _native(st, L):
    if _p98(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #34 f2bfebbb>
def _native(st, L):
    return _k99

# <rulerun blackjack.rules: play_round #35 c13825a0>
def _native(st, L):
    return _d100(st, [st.zones[(1 + L[11])][:]])

# <rulerun blackjack.rules: play_round #36 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #37 6bc90697>
def _native(st, L):
    _shuffle_zone101(st, 0)

# <rulerun blackjack.rules: settle #38 4fc1638e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run104(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k105)

# <rulerun blackjack.rules: play_out #39 97213f99>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT106[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((_d109(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t102 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t102 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t102 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c110[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c110[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t102)
            fr[1] = 2
            _t103 = L[0]
            _t104 = len(_o)
            if not _t104: _no_option112(_t103, 'hit, stand, double or split')
            if _t104 <= 1 and _st_log is None:
                L[3] = _o[0] if _t104 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t105 = st.chooser(_t104, _t103)
                else:
                    _t105 = _st_bits(_t104.bit_length())
                    while _t105 >= _t104: _t105 = _st_bits(_t104.bit_length())
                L[3] = _o[_t105]; st.decisions += 1
            elif _decide113(st, L, _o, _t103): return True
            pc = 2
        if pc == 2:
            _r = _run114(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit108(_k, st, _d0): raise _Runaway107()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k115)

# <rulerun blackjack.rules: player_turn #40 27cd2ed7>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], (1 + L[0]), False, None]
            if len(st.cur) >= 500: raise _RuleLimit118(_k119)
            fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1:
            if ((_st_vars[3 + L[0]] > 0) and (not _st_vars[15 + L[0]])):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [L[0], (4 + L[0]), True, None]
            if len(st.cur) >= 500: raise _RuleLimit118(_k120)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k121)

# <rulerun blackjack.rules: dealer_turn #41 27deda19>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run124(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k125)

# <rulerun blackjack.rules: play_round #42 6f961f19>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT126[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run129(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k130 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d131(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run132(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11]]
            if len(st.cur) >= 500: raise _RuleLimit133(_k134)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit128(_k, st, _d0): raise _Runaway127()
            continue
        if pc == 8:
            _r = _run135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k136)

# <rulerun blackjack.rules: play #43 d7acd87c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run139(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit140(_k141)
            fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step142(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k143)

# <rulerun blackjack.rules: play_out #44 58362340>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT144[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region147(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if ((_d148(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t106 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t106 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t106 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c149[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c149[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t106)
            fr[1] = 2
            _t107 = L[0]
            _t108 = len(_o)
            if not _t108: _no_option151(_t107, 'hit, stand, double or split')
            if _t108 <= 1 and _st_log is None:
                L[3] = _o[0] if _t108 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t109 = st.chooser(_t108, _t107)
                else:
                    _t109 = _st_bits(_t108.bit_length())
                    while _t109 >= _t108: _t109 = _st_bits(_t108.bit_length())
                L[3] = _o[_t109]; st.decisions += 1
            elif _decide152(st, L, _o, _t107): return True
            pc = 2
        if pc == 2:
            _r = _run153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit146(_k, st, _d0): raise _Runaway145()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k154)

# <rulerun blackjack.rules: player_turn #45 5161afc8>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p157(st, [L[0], (1 + L[0]), False, None]) == 3: return True
                pc = 1
            else:
                _a = [L[0], (1 + L[0]), False, None]
                if len(st.cur) >= 500: raise _RuleLimit158(_k159)
                fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region160(st, L)
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
                if _p157(st, [L[0], (4 + L[0]), True, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], (4 + L[0]), True, None]
                if len(st.cur) >= 500: raise _RuleLimit158(_k161)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k162)

# <rulerun blackjack.rules: player_turn #46 playout 3ae47c3f>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if _p171(st, [_l0, (1 + _l0), False, None]) == 3: return 3
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p171(st, [_l0, (4 + _l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #47 992a0153>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT163[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region167(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k168 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d169(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p172(st, [L[11]]) == 3: return True
                pc = 7
            else:
                _a = [L[11]]
                if len(st.cur) >= 500: raise _RuleLimit173(_k174)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit165(_k, st, _d0): raise _Runaway164()
            continue
        if pc == 8:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k176)

# <rulerun blackjack.rules: dealer_turn #48 playout 55c3b773>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t130 = 8
    _t131 = 7
    if _st_log is None and _t130 != _t131:
        _t132 = _st_zones[_t130]; _st_zones[_t131] += _t132
        for _t133 in _t132: _st_loc[_t133] = _t131
        _t132.clear()
    else:
        _move_cards194(st, _st_zones[_t130][:], _t131, False)
    if _st_log is not None: _st_log.append(_Text198(_audience195(st), ['the dealer counts ', _plain197(_d196(st, [_st_zones[7][:]]))]))
    _t134 = True
    for _t135 in (_k199 or ()):
        if not ((_st_vars[9 + _t135] and ((_st_vars[3 + _t135] == 0) or _st_vars[12 + _t135]))):
            _t134 = False
            break
    if _t134:
        return 2
    _t136 = 0; _t137 = st.decisions
    while (((_d196(st, [_st_zones[7][:]]) < 17) or ((False and (_d196(st, [_st_zones[7][:]]) == 17)) and _d200(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _t136 += 1
        if _t136 > _LIMIT201[0] and _over_limit202(_t136, st, _t137): raise _Runaway203()
        _t140 = _st_zones[0]
        _t139 = 7
        if _st_log is None and _t140:
            _t138 = _t140.pop(); _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
        elif _t140:
            _move_cards194(st, _t140[-1], _t139, False)
        if _st_log is not None: _st_log.append(_Text198(_audience195(st), ['the dealer counts ', _plain197(_d196(st, [_st_zones[7][:]]))]))
    for _t141 in (_k204 or []):
        L[2] = _t141
        if (not _st_vars[9 + _t141]):
            _i12l0 = _t141
            _i12l1 = _d205(st, [(1 + _t141), _st_vars[0 + _t141]])
            _i12l2 = False
            _i12 = [_i12l0, _i12l1, _i12l2, None]
            _st_vars[6 + _i12l0] = _st_vars[6 + _i12l0] + _i12l1
            if _i12l2:
                _st_vars[12 + _i12l0] = True
            else:
                _st_vars[9 + _i12l0] = True
            _i12[3] = ('second hand' if _i12l2 else 'hand')
            if (_i12l1 > 0):
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i12l0), ' wins ', _plain197(_i12l1), ' on the ', _plain197(_i12[3])]))
            elif (_i12l1 < 0):
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i12l0), ' loses ', _plain197((-_i12l1)), ' on the ', _plain197(_i12[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i12l0), ' pushes on the ', _plain197(_i12[3])]))
        if ((_st_vars[3 + _t141] > 0) and (not _st_vars[12 + _t141])):
            _i13l0 = _t141
            _i13l1 = _d205(st, [(4 + _t141), _st_vars[3 + _t141]])
            _i13l2 = True
            _i13 = [_i13l0, _i13l1, _i13l2, None]
            _st_vars[6 + _i13l0] = _st_vars[6 + _i13l0] + _i13l1
            if _i13l2:
                _st_vars[12 + _i13l0] = True
            else:
                _st_vars[9 + _i13l0] = True
            _i13[3] = ('second hand' if _i13l2 else 'hand')
            if (_i13l1 > 0):
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i13l0), ' wins ', _plain197(_i13l1), ' on the ', _plain197(_i13[3])]))
            elif (_i13l1 < 0):
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i13l0), ' loses ', _plain197((-_i13l1)), ' on the ', _plain197(_i13[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef206(_i13l0), ' pushes on the ', _plain197(_i13[3])]))

# <rulerun blackjack.rules: play_round #49 playout a3392809>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t110 in (_k180 or []):
        L[2] = _t110
        _t113 = _st_zones[0]
        _t112 = (1 + _t110)
        if _st_log is None and _t113:
            _t111 = _t113.pop(); _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
        elif _t113:
            _move_cards181(st, _t113[-1], _t112, False)
    _t116 = _st_zones[0]
    _t115 = 7
    if _st_log is None and _t116:
        _t114 = _t116.pop(); _st_zones[_t115].append(_t114); _st_loc[_t114] = _t115
    elif _t116:
        _move_cards181(st, _t116[-1], _t115, False)
    for _t117 in (_k182 or []):
        L[5] = _t117
        _t120 = _st_zones[0]
        _t119 = (1 + _t117)
        if _st_log is None and _t120:
            _t118 = _t120.pop(); _st_zones[_t119].append(_t118); _st_loc[_t118] = _t119
        elif _t120:
            _move_cards181(st, _t120[-1], _t119, False)
    _t123 = _st_zones[0]
    _t122 = 8
    if _st_log is None and _t123:
        _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
    elif _t123:
        _move_cards181(st, _t123[-1], _t122, False)
    if ((_c183[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c183[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d184(st, [(_st_zones[7][:] + _st_zones[8][:])]):
            _t124 = 8
            _t125 = 7
            if _st_log is None and _t124 != _t125:
                _t126 = _st_zones[_t124]; _st_zones[_t125] += _t126
                for _t127 in _t126: _st_loc[_t127] = _t125
                _t126.clear()
            else:
                _move_cards181(st, _st_zones[_t124][:], _t125, False)
            if _st_log is not None: _st_log.append(_Text186(_audience185(st), ['the dealer has blackjack']))
            for _t128 in (_k187 or []):
                L[8] = _t128
                _i9l0 = _t128
                _i9l1 = (0 if _d184(st, [_st_zones[(1 + _t128)][:]]) else (-_st_vars[0 + _t128]))
                _i9l2 = False
                _i9 = [_i9l0, _i9l1, _i9l2, None]
                _st_vars[6 + _i9l0] = _st_vars[6 + _i9l0] + _i9l1
                if _i9l2:
                    _st_vars[12 + _i9l0] = True
                else:
                    _st_vars[9 + _i9l0] = True
                _i9[3] = ('second hand' if _i9l2 else 'hand')
                if (_i9l1 > 0):
                    if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i9l0), ' wins ', _plain189(_i9l1), ' on the ', _plain189(_i9[3])]))
                elif (_i9l1 < 0):
                    if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i9l0), ' loses ', _plain189((-_i9l1)), ' on the ', _plain189(_i9[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i9l0), ' pushes on the ', _plain189(_i9[3])]))
            _end_game190(st, None, False); return 3
        if _st_log is not None: _tell191(st, _plain189('the dealer has no blackjack'), None)
    for _t129 in (_k192 or []):
        L[11] = _t129
        if _d184(st, [_st_zones[(1 + _t129)][:]]):
            if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_t129), ' has blackjack']))
            _i10l0 = _t129
            _i10l1 = 3
            _i10l2 = False
            _i10 = [_i10l0, _i10l1, _i10l2, None]
            _st_vars[6 + _i10l0] = _st_vars[6 + _i10l0] + _i10l1
            if _i10l2:
                _st_vars[12 + _i10l0] = True
            else:
                _st_vars[9 + _i10l0] = True
            _i10[3] = ('second hand' if _i10l2 else 'hand')
            if (_i10l1 > 0):
                if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i10l0), ' wins ', _plain189(_i10l1), ' on the ', _plain189(_i10[3])]))
            elif (_i10l1 < 0):
                if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i10l0), ' loses ', _plain189((-_i10l1)), ' on the ', _plain189(_i10[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text186(_audience185(st), [_PlayerRef188(_i10l0), ' pushes on the ', _plain189(_i10[3])]))
        else:
            _i11l0 = _t129
            if _p193(st, [_i11l0, (1 + _i11l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i11l0] > 0) and (not _st_vars[15 + _i11l0])):
                if _p193(st, [_i11l0, (4 + _i11l0), True, None]) == 3: return 3
    if _p207(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play #50 c866b2b0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p208(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit209(_k210)
                fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step211(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k212)

# <rulerun blackjack.rules: rank #51 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #52 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

