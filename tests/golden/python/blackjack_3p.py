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

# <rulerun blackjack.rules: play_out #1 78e4d9cc>
def _loop(st, L):
    _t9 = (L[0] or ())
    _budget8[0] -= len(_t9)
    if _budget8[0] < 0: _spent9(st)
    _t11 = 0
    for _t10 in _t9:
        _t11 += _c10[_t10]
    return _t11

# <rulerun blackjack.rules: play_out #2 713ef39f>
def _loop(st, L):
    _t12 = (L[0] or ())
    _budget12[0] -= len(_t12)
    if _budget12[0] < 0: _spent13(st)
    for _t13 in _t12:
        if (_c14[_t13] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #3 abf6fa09>
def _loop(st, L):
    _t15 = (L[0] or ())
    _budget16[0] -= len(_t15)
    if _budget16[0] < 0: _spent17(st)
    _t17 = 0
    for _t16 in _t15:
        _t17 += _c18[_t16]
    return _t17

# <rulerun blackjack.rules: play_out #4 c1569c4f>
def _loop(st, L):
    _t18 = (L[0] or ())
    _budget20[0] -= len(_t18)
    if _budget20[0] < 0: _spent21(st)
    _t20 = 0
    for _t19 in _t18:
        _t20 += _c22[_t19]
    return _t20

# <rulerun blackjack.rules: best_count #5 90e41d2d>
def _native(st, L):
    return ((_a11(st, L) + 10) if (_a15(st, L) and ((_a19(st, L) + 10) <= 21)) else _a23(st, L))

# <rulerun blackjack.rules: play_out #6 7c88b37d>
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
        if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_l0), ' splits: ', _plain25(_d24(st, [_st_zones[_l1][:]])), ' and ', _plain25(_d24(st, [_st_zones[(4 + _l0)][:]]))]))
        if _st_vars[15 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            if _l2:
                _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
            else:
                _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
        _t23 = _st_zones[0]
        _t22 = _l1
        if _st_log is None and _t23:
            _t21 = _t23.pop(); _st_zones[_t22].append(_t21); _st_loc[_t21] = _t22
        elif _t23:
            _move_cards5(st, _t23[-1], _t22, False)
        if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_l0), ' counts ', _plain25(_d24(st, [_st_zones[_l1][:]]))]))
        if (_d24(st, [_st_zones[_l1][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_l0), ' busts']))
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
                if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_i0l0), ' wins ', _plain25(_i0l1), ' on the ', _plain25(_i0[3])]))
            elif (_i0l1 < 0):
                if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_i0l0), ' loses ', _plain25((-_i0l1)), ' on the ', _plain25(_i0[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text26(_audience6(st), [_PlayerRef7(_i0l0), ' pushes on the ', _plain25(_i0[3])]))
            return 2
        if (_l3 == 'double'):
            return 2

# <rulerun blackjack.rules: play_out #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: play_out #8 60091d78>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_d27(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _budget28[0] -= 1
        if _budget28[0] < 0: _spent29(st)
        _t24 = []
        for _t25 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t25 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t25 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c30[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c30[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t24.append(_t25)
        _t26 = _l0
        _t27 = len(_t24)
        if not _t27: _no_option33(_t26, 'hit, stand, double or split')
        if _t27 <= 1 and _st_log is None:
            L[3] = _t24[0] if _t27 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t28 = st.chooser(_t27, _t26)
            else:
                _t28 = _st_bits(_t27.bit_length())
                while _t28 >= _t27: _t28 = _st_bits(_t27.bit_length())
            L[3] = _t24[_t28]; st.decisions += 1
        elif _decide34(st, L, _t24, _t26): raise _PlayoutCut31()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c30[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t31 = _st_zones[_l1]
            _t30 = (4 + _l0)
            if _st_log is None and _t31:
                _t29 = _t31.pop(); _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
            elif _t31:
                _move_cards35(st, _t31[-1], _t30, False)
            _t34 = _st_zones[0]
            _t33 = _l1
            if _st_log is None and _t34:
                _t32 = _t34.pop(); _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
            elif _t34:
                _move_cards35(st, _t34[-1], _t33, False)
            _t37 = _st_zones[0]
            _t36 = (4 + _l0)
            if _st_log is None and _t37:
                _t35 = _t37.pop(); _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
            elif _t37:
                _move_cards35(st, _t37[-1], _t36, False)
            if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_l0), ' splits: ', _plain38(_d27(st, [_st_zones[_l1][:]])), ' and ', _plain38(_d27(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
                else:
                    _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
            _t40 = _st_zones[0]
            _t39 = _l1
            if _st_log is None and _t40:
                _t38 = _t40.pop(); _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
            elif _t40:
                _move_cards35(st, _t40[-1], _t39, False)
            if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_l0), ' counts ', _plain38(_d27(st, [_st_zones[_l1][:]]))]))
            if (_d27(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_l0), ' busts']))
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
                    if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_i1l0), ' wins ', _plain38(_i1l1), ' on the ', _plain38(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_i1l0), ' loses ', _plain38((-_i1l1)), ' on the ', _plain38(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text39(_audience36(st), [_PlayerRef37(_i1l0), ' pushes on the ', _plain38(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #9 30dca95c>
def _native(st, L):
    _st_zones = st.zones
    return ((_d40(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #10 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #11 ea44b8c1>
def _native(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_l3 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c41[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c41[(_z[-1] if (_z := _st_zones[_l1]) else None)])))))

# <rulerun blackjack.rules: play_out #12 playout 209defc3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while ((_d42(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _budget43[0] -= 1
        if _budget43[0] < 0: _spent44(st)
        _t41 = []
        for _t42 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t42 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t42 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c45[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c45[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t41.append(_t42)
        _t43 = _l0
        _t44 = len(_t41)
        if not _t44: _no_option48(_t43, 'hit, stand, double or split')
        if _t44 <= 1 and _st_log is None:
            L[3] = _t41[0] if _t44 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t45 = st.chooser(_t44, _t43)
            else:
                _t45 = _st_bits(_t44.bit_length())
                while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
            L[3] = _t41[_t45]; st.decisions += 1
        elif _decide49(st, L, _t41, _t43): raise _PlayoutCut46()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c45[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t48 = _st_zones[_l1]
            _t47 = (4 + _l0)
            if _st_log is None and _t48:
                _t46 = _t48.pop(); _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
            elif _t48:
                _move_cards50(st, _t48[-1], _t47, False)
            _t51 = _st_zones[0]
            _t50 = _l1
            if _st_log is None and _t51:
                _t49 = _t51.pop(); _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
            elif _t51:
                _move_cards50(st, _t51[-1], _t50, False)
            _t54 = _st_zones[0]
            _t53 = (4 + _l0)
            if _st_log is None and _t54:
                _t52 = _t54.pop(); _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
            elif _t54:
                _move_cards50(st, _t54[-1], _t53, False)
            if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' splits: ', _plain53(_d42(st, [_st_zones[_l1][:]])), ' and ', _plain53(_d42(st, [_st_zones[(4 + _l0)][:]]))]))
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
                _move_cards50(st, _t57[-1], _t56, False)
            if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' counts ', _plain53(_d42(st, [_st_zones[_l1][:]]))]))
            if (_d42(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' busts']))
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
                    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_i2l0), ' wins ', _plain53(_i2l1), ' on the ', _plain53(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_i2l0), ' loses ', _plain53((-_i2l1)), ' on the ', _plain53(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_i2l0), ' pushes on the ', _plain53(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #13 ab64dc9c>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p55(st, [_l0, (4 + _l0), True, None]) == 3: return 3

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

# <rulerun blackjack.rules: dealer_turn #21 984c8411>
def _loop(st, L):
    _t67 = (L[0] or ())
    _budget65[0] -= len(_t67)
    if _budget65[0] < 0: _spent66(st)
    _t69 = 0
    for _t68 in _t67:
        _t69 += _c67[_t68]
    return _t69

# <rulerun blackjack.rules: soft #22 d7546fad>
def _native(st, L):
    _t65 = (L[0] or ())
    _budget62[0] -= len(_t65)
    if _budget62[0] < 0: _spent63(st)
    _t64 = False
    for _t66 in _t65:
        if (_c64[_t66] == 1):
            _t64 = True
            break
    return (_t64 and ((_a68(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #23 e35a5dbc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return (_l1 if ((_d73(st, [_st_zones[7][:]]) > 21) or (_d73(st, [_st_zones[_l0][:]]) > _d73(st, [_st_zones[7][:]]))) else ((-_l1) if (_d73(st, [_st_zones[_l0][:]]) < _d73(st, [_st_zones[7][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #24 32cf9f6e>
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
        _move_cards56(st, _st_zones[_t58][:], _t59, False)
    if _st_log is not None: _st_log.append(_Text60(_audience57(st), ['the dealer counts ', _plain59(_d58(st, [_st_zones[7][:]]))]))
    _t62 = True
    for _t63 in (_k61 or ()):
        if not ((_st_vars[9 + _t63] and ((_st_vars[3 + _t63] == 0) or _st_vars[12 + _t63]))):
            _t62 = False
            break
    if _t62:
        return 2
    while (((_d58(st, [_st_zones[7][:]]) < 17) or ((False and (_d58(st, [_st_zones[7][:]]) == 17)) and _d69(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _budget70[0] -= 1
        if _budget70[0] < 0: _spent71(st)
        _t72 = _st_zones[0]
        _t71 = 7
        if _st_log is None and _t72:
            _t70 = _t72.pop(); _st_zones[_t71].append(_t70); _st_loc[_t70] = _t71
        elif _t72:
            _move_cards56(st, _t72[-1], _t71, False)
        if _st_log is not None: _st_log.append(_Text60(_audience57(st), ['the dealer counts ', _plain59(_d58(st, [_st_zones[7][:]]))]))
    _t74 = (_k72 or [])
    _budget70[0] -= len(_t74)
    if _budget70[0] < 0: _spent71(st)
    for _t73 in _t74:
        L[2] = _t73
        if (not _st_vars[9 + _t73]):
            _i3l0 = _t73
            _i3l1 = _d74(st, [(1 + _t73), _st_vars[0 + _t73]])
            _i3l2 = False
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = _st_vars[6 + _i3l0] + _i3l1
            if _i3l2:
                _st_vars[12 + _i3l0] = True
            else:
                _st_vars[9 + _i3l0] = True
            _i3[3] = ('second hand' if _i3l2 else 'hand')
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i3l0), ' wins ', _plain59(_i3l1), ' on the ', _plain59(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i3l0), ' loses ', _plain59((-_i3l1)), ' on the ', _plain59(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i3l0), ' pushes on the ', _plain59(_i3[3])]))
        if ((_st_vars[3 + _t73] > 0) and (not _st_vars[12 + _t73])):
            _i4l0 = _t73
            _i4l1 = _d74(st, [(4 + _t73), _st_vars[3 + _t73]])
            _i4l2 = True
            _i4 = [_i4l0, _i4l1, _i4l2, None]
            _st_vars[6 + _i4l0] = _st_vars[6 + _i4l0] + _i4l1
            if _i4l2:
                _st_vars[12 + _i4l0] = True
            else:
                _st_vars[9 + _i4l0] = True
            _i4[3] = ('second hand' if _i4l2 else 'hand')
            if (_i4l1 > 0):
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i4l0), ' wins ', _plain59(_i4l1), ' on the ', _plain59(_i4[3])]))
            elif (_i4l1 < 0):
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i4l0), ' loses ', _plain59((-_i4l1)), ' on the ', _plain59(_i4[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text60(_audience57(st), [_PlayerRef75(_i4l0), ' pushes on the ', _plain59(_i4[3])]))

# <rulerun blackjack.rules: play_round #25 880406a2>
def _loop(st, L):
    _t89 = (L[0] or ())
    _budget80[0] -= len(_t89)
    if _budget80[0] < 0: _spent81(st)
    _t91 = 0
    for _t90 in _t89:
        _t91 += _c82[_t90]
    return _t91

# <rulerun blackjack.rules: play_round #26 e117a984>
def _loop(st, L):
    _t92 = (L[0] or ())
    _budget84[0] -= len(_t92)
    if _budget84[0] < 0: _spent85(st)
    for _t93 in _t92:
        if (_c86[_t93] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_round #27 204c1c85>
def _loop(st, L):
    _t95 = (L[0] or ())
    _budget88[0] -= len(_t95)
    if _budget88[0] < 0: _spent89(st)
    _t97 = 0
    for _t96 in _t95:
        _t97 += _c90[_t96]
    return _t97

# <rulerun blackjack.rules: play_round #28 1bc65c3a>
def _loop(st, L):
    _t98 = (L[0] or ())
    _budget92[0] -= len(_t98)
    if _budget92[0] < 0: _spent93(st)
    _t100 = 0
    for _t99 in _t98:
        _t100 += _c94[_t99]
    return _t100

# <rulerun blackjack.rules: natural #29 6215a57a>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a83(st, L) + 10) if (_a87(st, L) and ((_a91(st, L) + 10) <= 21)) else _a95(st, L)) == 21))

# <rulerun blackjack.rules: play_round #30 8467f832>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t75 in (_k76 or []):
        L[2] = _t75
        _t78 = _st_zones[0]
        _t77 = (1 + _t75)
        if _st_log is None and _t78:
            _t76 = _t78.pop(); _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
        elif _t78:
            _move_cards77(st, _t78[-1], _t77, False)
    _t81 = _st_zones[0]
    _t80 = 7
    if _st_log is None and _t81:
        _t79 = _t81.pop(); _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
    elif _t81:
        _move_cards77(st, _t81[-1], _t80, False)
    for _t82 in (_k78 or []):
        L[5] = _t82
        _t85 = _st_zones[0]
        _t84 = (1 + _t82)
        if _st_log is None and _t85:
            _t83 = _t85.pop(); _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
        elif _t85:
            _move_cards77(st, _t85[-1], _t84, False)
    _t88 = _st_zones[0]
    _t87 = 8
    if _st_log is None and _t88:
        _t86 = _t88.pop(); _st_zones[_t87].append(_t86); _st_loc[_t86] = _t87
    elif _t88:
        _move_cards77(st, _t88[-1], _t87, False)
    if ((_c79[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c79[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d96(st, [_joined97(_st_zones[7][:], _st_zones[8][:])]):
            _t101 = 8
            _t102 = 7
            if _st_log is None and _t101 != _t102:
                _t103 = _st_zones[_t101]; _st_zones[_t102] += _t103
                for _t104 in _t103: _st_loc[_t104] = _t102
                _t103.clear()
            else:
                _move_cards77(st, _st_zones[_t101][:], _t102, False)
            if _st_log is not None: _st_log.append(_Text99(_audience98(st), ['the dealer has blackjack']))
            _t106 = (_k100 or [])
            _budget101[0] -= len(_t106)
            if _budget101[0] < 0: _spent102(st)
            for _t105 in _t106:
                L[8] = _t105
                _i5l0 = _t105
                _i5l1 = (0 if _d96(st, [_st_zones[(1 + _t105)][:]]) else (-_st_vars[0 + _t105]))
                _i5l2 = False
                _i5 = [_i5l0, _i5l1, _i5l2, None]
                _st_vars[6 + _i5l0] = _st_vars[6 + _i5l0] + _i5l1
                if _i5l2:
                    _st_vars[12 + _i5l0] = True
                else:
                    _st_vars[9 + _i5l0] = True
                _i5[3] = ('second hand' if _i5l2 else 'hand')
                if (_i5l1 > 0):
                    if _st_log is not None: _st_log.append(_Text99(_audience98(st), [_PlayerRef103(_i5l0), ' wins ', _plain104(_i5l1), ' on the ', _plain104(_i5[3])]))
                elif (_i5l1 < 0):
                    if _st_log is not None: _st_log.append(_Text99(_audience98(st), [_PlayerRef103(_i5l0), ' loses ', _plain104((-_i5l1)), ' on the ', _plain104(_i5[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text99(_audience98(st), [_PlayerRef103(_i5l0), ' pushes on the ', _plain104(_i5[3])]))
            _end_game105(st, None, False); return 3
        if _st_log is not None: _tell106(st, _plain104('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #31 aa5d6110>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text109(_audience107(st), [_PlayerRef108(_l11), ' has blackjack']))
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
        if _st_log is not None: _st_log.append(_Text109(_audience107(st), [_PlayerRef108(_i6l0), ' wins ', _plain110(_i6l1), ' on the ', _plain110(_i6[3])]))
    elif (_i6l1 < 0):
        if _st_log is not None: _st_log.append(_Text109(_audience107(st), [_PlayerRef108(_i6l0), ' loses ', _plain110((-_i6l1)), ' on the ', _plain110(_i6[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text109(_audience107(st), [_PlayerRef108(_i6l0), ' pushes on the ', _plain110(_i6[3])]))

# <rulerun blackjack.rules: play_round #32 f4b124f9>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t108 = (_k111 or [])
    _budget112[0] -= len(_t108)
    if _budget112[0] < 0: _spent113(st)
    for _t107 in _t108:
        L[11] = _t107
        if _d114(st, [st.zones[(1 + _t107)][:]]):
            if _st_log is not None: _st_log.append(_Text117(_audience115(st), [_PlayerRef116(_t107), ' has blackjack']))
            _i7l0 = _t107
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
                if _st_log is not None: _st_log.append(_Text117(_audience115(st), [_PlayerRef116(_i7l0), ' wins ', _plain118(_i7l1), ' on the ', _plain118(_i7[3])]))
            elif (_i7l1 < 0):
                if _st_log is not None: _st_log.append(_Text117(_audience115(st), [_PlayerRef116(_i7l0), ' loses ', _plain118((-_i7l1)), ' on the ', _plain118(_i7[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text117(_audience115(st), [_PlayerRef116(_i7l0), ' pushes on the ', _plain118(_i7[3])]))
        else:
            _i8l0 = _t107
            if _p119(st, [_i8l0, (1 + _i8l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i8l0] > 0) and (not _st_vars[15 + _i8l0])):
                if _p119(st, [_i8l0, (4 + _i8l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 06de31db>
def _native(st, L):
    if _p120(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #34 faab04dc>
def _native(st, L):
    return _k121

# <rulerun blackjack.rules: play_round #35 c11860fc>
def _native(st, L):
    return _d122(st, [st.zones[(1 + L[11])][:]])

# <rulerun blackjack.rules: play_round #36 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #37 27e3c25f>
def _native(st, L):
    _shuffle_zone123(st, 0)

# <rulerun blackjack.rules: settle #38 bb440a0d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run126(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k127)

# <rulerun blackjack.rules: play_out #39 9a4a3f23>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT128[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((_d131(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t109 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t109 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t109 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c132[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c132[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t109)
            fr[1] = 2
            _t110 = L[0]
            _t111 = len(_o)
            if not _t111: _no_option134(_t110, 'hit, stand, double or split')
            if _t111 <= 1 and _st_log is None:
                L[3] = _o[0] if _t111 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t112 = st.chooser(_t111, _t110)
                else:
                    _t112 = _st_bits(_t111.bit_length())
                    while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
                L[3] = _o[_t112]; st.decisions += 1
            elif _decide135(st, L, _o, _t110): return True
            pc = 2
        if pc == 2:
            _r = _run136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit130(_k, st, _d0): raise _Runaway129()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k137)

# <rulerun blackjack.rules: player_turn #40 be499ea4>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], (1 + L[0]), False, None]
            if len(st.cur) >= 500: raise _RuleLimit140(_k141)
            fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1:
            if ((_st_vars[3 + L[0]] > 0) and (not _st_vars[15 + L[0]])):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [L[0], (4 + L[0]), True, None]
            if len(st.cur) >= 500: raise _RuleLimit140(_k142)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k143)

# <rulerun blackjack.rules: dealer_turn #41 289807f4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run146(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k147)

# <rulerun blackjack.rules: play_round #42 ae82942c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT148[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run151(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k152 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d153(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11]]
            if len(st.cur) >= 500: raise _RuleLimit155(_k156)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit150(_k, st, _d0): raise _Runaway149()
            continue
        if pc == 8:
            _r = _run157(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k158)

# <rulerun blackjack.rules: play #43 12770666>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run161(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit162(_k163)
            fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step164(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k165)

# <rulerun blackjack.rules: play_out #44 b5ca6f86>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT166[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region169(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if ((_d170(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t113 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t113 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t113 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c171[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c171[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t113)
            fr[1] = 2
            _t114 = L[0]
            _t115 = len(_o)
            if not _t115: _no_option173(_t114, 'hit, stand, double or split')
            if _t115 <= 1 and _st_log is None:
                L[3] = _o[0] if _t115 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t116 = st.chooser(_t115, _t114)
                else:
                    _t116 = _st_bits(_t115.bit_length())
                    while _t116 >= _t115: _t116 = _st_bits(_t115.bit_length())
                L[3] = _o[_t116]; st.decisions += 1
            elif _decide174(st, L, _o, _t114): return True
            pc = 2
        if pc == 2:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit168(_k, st, _d0): raise _Runaway167()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k176)

# <rulerun blackjack.rules: player_turn #45 010d3b76>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p179(st, [L[0], (1 + L[0]), False, None]) == 3: return True
                pc = 1
            else:
                _a = [L[0], (1 + L[0]), False, None]
                if len(st.cur) >= 500: raise _RuleLimit180(_k181)
                fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region182(st, L)
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
                if _p179(st, [L[0], (4 + L[0]), True, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], (4 + L[0]), True, None]
                if len(st.cur) >= 500: raise _RuleLimit180(_k183)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k184)

# <rulerun blackjack.rules: player_turn #46 playout 07c614e4>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if _p193(st, [_l0, (1 + _l0), False, None]) == 3: return 3
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p193(st, [_l0, (4 + _l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #47 b8540d86>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT185[0]; _d0 = st.decisions
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
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k190 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d191(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run192(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p194(st, [L[11]]) == 3: return True
                pc = 7
            else:
                _a = [L[11]]
                if len(st.cur) >= 500: raise _RuleLimit195(_k196)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit187(_k, st, _d0): raise _Runaway186()
            continue
        if pc == 8:
            _r = _run197(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k198)

# <rulerun blackjack.rules: dealer_turn #48 playout 179984c8>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t139 = 8
    _t140 = 7
    if _st_log is None and _t139 != _t140:
        _t141 = _st_zones[_t139]; _st_zones[_t140] += _t141
        for _t142 in _t141: _st_loc[_t142] = _t140
        _t141.clear()
    else:
        _move_cards219(st, _st_zones[_t139][:], _t140, False)
    if _st_log is not None: _st_log.append(_Text223(_audience220(st), ['the dealer counts ', _plain222(_d221(st, [_st_zones[7][:]]))]))
    _t143 = True
    for _t144 in (_k224 or ()):
        if not ((_st_vars[9 + _t144] and ((_st_vars[3 + _t144] == 0) or _st_vars[12 + _t144]))):
            _t143 = False
            break
    if _t143:
        return 2
    while (((_d221(st, [_st_zones[7][:]]) < 17) or ((False and (_d221(st, [_st_zones[7][:]]) == 17)) and _d225(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _budget226[0] -= 1
        if _budget226[0] < 0: _spent227(st)
        _t147 = _st_zones[0]
        _t146 = 7
        if _st_log is None and _t147:
            _t145 = _t147.pop(); _st_zones[_t146].append(_t145); _st_loc[_t145] = _t146
        elif _t147:
            _move_cards219(st, _t147[-1], _t146, False)
        if _st_log is not None: _st_log.append(_Text223(_audience220(st), ['the dealer counts ', _plain222(_d221(st, [_st_zones[7][:]]))]))
    _t149 = (_k228 or [])
    _budget226[0] -= len(_t149)
    if _budget226[0] < 0: _spent227(st)
    for _t148 in _t149:
        L[2] = _t148
        if (not _st_vars[9 + _t148]):
            _i12l0 = _t148
            _i12l1 = _d229(st, [(1 + _t148), _st_vars[0 + _t148]])
            _i12l2 = False
            _i12 = [_i12l0, _i12l1, _i12l2, None]
            _st_vars[6 + _i12l0] = _st_vars[6 + _i12l0] + _i12l1
            if _i12l2:
                _st_vars[12 + _i12l0] = True
            else:
                _st_vars[9 + _i12l0] = True
            _i12[3] = ('second hand' if _i12l2 else 'hand')
            if (_i12l1 > 0):
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i12l0), ' wins ', _plain222(_i12l1), ' on the ', _plain222(_i12[3])]))
            elif (_i12l1 < 0):
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i12l0), ' loses ', _plain222((-_i12l1)), ' on the ', _plain222(_i12[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i12l0), ' pushes on the ', _plain222(_i12[3])]))
        if ((_st_vars[3 + _t148] > 0) and (not _st_vars[12 + _t148])):
            _i13l0 = _t148
            _i13l1 = _d229(st, [(4 + _t148), _st_vars[3 + _t148]])
            _i13l2 = True
            _i13 = [_i13l0, _i13l1, _i13l2, None]
            _st_vars[6 + _i13l0] = _st_vars[6 + _i13l0] + _i13l1
            if _i13l2:
                _st_vars[12 + _i13l0] = True
            else:
                _st_vars[9 + _i13l0] = True
            _i13[3] = ('second hand' if _i13l2 else 'hand')
            if (_i13l1 > 0):
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i13l0), ' wins ', _plain222(_i13l1), ' on the ', _plain222(_i13[3])]))
            elif (_i13l1 < 0):
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i13l0), ' loses ', _plain222((-_i13l1)), ' on the ', _plain222(_i13[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text223(_audience220(st), [_PlayerRef230(_i13l0), ' pushes on the ', _plain222(_i13[3])]))

# <rulerun blackjack.rules: play_round #49 playout ee3147d8>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t117 in (_k202 or []):
        L[2] = _t117
        _t120 = _st_zones[0]
        _t119 = (1 + _t117)
        if _st_log is None and _t120:
            _t118 = _t120.pop(); _st_zones[_t119].append(_t118); _st_loc[_t118] = _t119
        elif _t120:
            _move_cards203(st, _t120[-1], _t119, False)
    _t123 = _st_zones[0]
    _t122 = 7
    if _st_log is None and _t123:
        _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
    elif _t123:
        _move_cards203(st, _t123[-1], _t122, False)
    for _t124 in (_k204 or []):
        L[5] = _t124
        _t127 = _st_zones[0]
        _t126 = (1 + _t124)
        if _st_log is None and _t127:
            _t125 = _t127.pop(); _st_zones[_t126].append(_t125); _st_loc[_t125] = _t126
        elif _t127:
            _move_cards203(st, _t127[-1], _t126, False)
    _t130 = _st_zones[0]
    _t129 = 8
    if _st_log is None and _t130:
        _t128 = _t130.pop(); _st_zones[_t129].append(_t128); _st_loc[_t128] = _t129
    elif _t130:
        _move_cards203(st, _t130[-1], _t129, False)
    if ((_c205[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c205[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d206(st, [_joined207(_st_zones[7][:], _st_zones[8][:])]):
            _t131 = 8
            _t132 = 7
            if _st_log is None and _t131 != _t132:
                _t133 = _st_zones[_t131]; _st_zones[_t132] += _t133
                for _t134 in _t133: _st_loc[_t134] = _t132
                _t133.clear()
            else:
                _move_cards203(st, _st_zones[_t131][:], _t132, False)
            if _st_log is not None: _st_log.append(_Text209(_audience208(st), ['the dealer has blackjack']))
            _t136 = (_k210 or [])
            _budget211[0] -= len(_t136)
            if _budget211[0] < 0: _spent212(st)
            for _t135 in _t136:
                L[8] = _t135
                _i9l0 = _t135
                _i9l1 = (0 if _d206(st, [_st_zones[(1 + _t135)][:]]) else (-_st_vars[0 + _t135]))
                _i9l2 = False
                _i9 = [_i9l0, _i9l1, _i9l2, None]
                _st_vars[6 + _i9l0] = _st_vars[6 + _i9l0] + _i9l1
                if _i9l2:
                    _st_vars[12 + _i9l0] = True
                else:
                    _st_vars[9 + _i9l0] = True
                _i9[3] = ('second hand' if _i9l2 else 'hand')
                if (_i9l1 > 0):
                    if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i9l0), ' wins ', _plain214(_i9l1), ' on the ', _plain214(_i9[3])]))
                elif (_i9l1 < 0):
                    if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i9l0), ' loses ', _plain214((-_i9l1)), ' on the ', _plain214(_i9[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i9l0), ' pushes on the ', _plain214(_i9[3])]))
            _end_game215(st, None, False); return 3
        if _st_log is not None: _tell216(st, _plain214('the dealer has no blackjack'), None)
    _t138 = (_k217 or [])
    _budget211[0] -= len(_t138)
    if _budget211[0] < 0: _spent212(st)
    for _t137 in _t138:
        L[11] = _t137
        if _d206(st, [_st_zones[(1 + _t137)][:]]):
            if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_t137), ' has blackjack']))
            _i10l0 = _t137
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
                if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i10l0), ' wins ', _plain214(_i10l1), ' on the ', _plain214(_i10[3])]))
            elif (_i10l1 < 0):
                if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i10l0), ' loses ', _plain214((-_i10l1)), ' on the ', _plain214(_i10[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text209(_audience208(st), [_PlayerRef213(_i10l0), ' pushes on the ', _plain214(_i10[3])]))
        else:
            _i11l0 = _t137
            if _p218(st, [_i11l0, (1 + _i11l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i11l0] > 0) and (not _st_vars[15 + _i11l0])):
                if _p218(st, [_i11l0, (4 + _i11l0), True, None]) == 3: return 3
    if _p231(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play #50 897c0c5a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run201(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p232(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit233(_k234)
                fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step235(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k236)

# <rulerun blackjack.rules: rank #51 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #52 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

