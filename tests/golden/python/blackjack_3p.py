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

# <rulerun blackjack.rules: play_out #8 09671748>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t24 = 0; _t25 = st.decisions
    while ((_d27(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _t24 += 1
        if _t24 > _LIMIT28[0] and _over_limit29(_t24, st, _t25): raise _Runaway30()
        _t26 = []
        for _t27 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t27 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t27 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c31[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c31[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t26.append(_t27)
        _t28 = _l0
        _t29 = len(_t26)
        if not _t29: _no_option34(_t28, 'hit, stand, double or split')
        if _t29 <= 1 and _st_log is None:
            L[3] = _t26[0] if _t29 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t30 = st.chooser(_t29, _t28)
            else:
                _t30 = _st_bits(_t29.bit_length())
                while _t30 >= _t29: _t30 = _st_bits(_t29.bit_length())
            L[3] = _t26[_t30]; st.decisions += 1
        elif _decide35(st, L, _t26, _t28): raise _PlayoutCut32()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c31[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t33 = _st_zones[_l1]
            _t32 = (4 + _l0)
            if _st_log is None and _t33:
                _t31 = _t33.pop(); _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
            elif _t33:
                _move_cards36(st, _t33[-1], _t32, False)
            _t36 = _st_zones[0]
            _t35 = _l1
            if _st_log is None and _t36:
                _t34 = _t36.pop(); _st_zones[_t35].append(_t34); _st_loc[_t34] = _t35
            elif _t36:
                _move_cards36(st, _t36[-1], _t35, False)
            _t39 = _st_zones[0]
            _t38 = (4 + _l0)
            if _st_log is None and _t39:
                _t37 = _t39.pop(); _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t39:
                _move_cards36(st, _t39[-1], _t38, False)
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_l0), ' splits: ', _plain39(_d27(st, [_st_zones[_l1][:]])), ' and ', _plain39(_d27(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
                else:
                    _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
            _t42 = _st_zones[0]
            _t41 = _l1
            if _st_log is None and _t42:
                _t40 = _t42.pop(); _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
            elif _t42:
                _move_cards36(st, _t42[-1], _t41, False)
            if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_l0), ' counts ', _plain39(_d27(st, [_st_zones[_l1][:]]))]))
            if (_d27(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_l0), ' busts']))
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
                    if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_i1l0), ' wins ', _plain39(_i1l1), ' on the ', _plain39(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_i1l0), ' loses ', _plain39((-_i1l1)), ' on the ', _plain39(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text40(_audience37(st), [_PlayerRef38(_i1l0), ' pushes on the ', _plain39(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #9 d7185b2c>
def _native(st, L):
    _st_zones = st.zones
    return ((_d41(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #10 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #11 a307f334>
def _native(st, L):
    _l1 = L[1]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_l3 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c42[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c42[(_z[-1] if (_z := _st_zones[_l1]) else None)])))))

# <rulerun blackjack.rules: play_out #12 playout 5bf5b52d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t43 = 0; _t44 = st.decisions
    while ((_d43(st, [_st_zones[_l1][:]]) < 21) and (not not _st_zones[0])):
        _t43 += 1
        if _t43 > _LIMIT44[0] and _over_limit45(_t43, st, _t44): raise _Runaway46()
        _t45 = []
        for _t46 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t46 != 'double') or (len(_st_zones[_l1]) == 2)) and ((_t46 != 'split') or (((not _l2) and (_st_vars[3 + _l0] == 0)) and ((len(_st_zones[_l1]) == 2) and (_c47[(_z[0] if (_z := _st_zones[_l1]) else None)] == _c47[(_z[-1] if (_z := _st_zones[_l1]) else None)]))))): _t45.append(_t46)
        _t47 = _l0
        _t48 = len(_t45)
        if not _t48: _no_option50(_t47, 'hit, stand, double or split')
        if _t48 <= 1 and _st_log is None:
            L[3] = _t45[0] if _t48 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t49 = st.chooser(_t48, _t47)
            else:
                _t49 = _st_bits(_t48.bit_length())
                while _t49 >= _t48: _t49 = _st_bits(_t48.bit_length())
            L[3] = _t45[_t49]; st.decisions += 1
        elif _decide51(st, L, _t45, _t47): raise _PlayoutCut48()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[3 + _l0] = _st_vars[0 + _l0]
            _st_vars[15 + _l0] = (_c47[(_z[-1] if (_z := _st_zones[_l1]) else None)] == 1)
            _t52 = _st_zones[_l1]
            _t51 = (4 + _l0)
            if _st_log is None and _t52:
                _t50 = _t52.pop(); _st_zones[_t51].append(_t50); _st_loc[_t50] = _t51
            elif _t52:
                _move_cards52(st, _t52[-1], _t51, False)
            _t55 = _st_zones[0]
            _t54 = _l1
            if _st_log is None and _t55:
                _t53 = _t55.pop(); _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
            elif _t55:
                _move_cards52(st, _t55[-1], _t54, False)
            _t58 = _st_zones[0]
            _t57 = (4 + _l0)
            if _st_log is None and _t58:
                _t56 = _t58.pop(); _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
            elif _t58:
                _move_cards52(st, _t58[-1], _t57, False)
            if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_l0), ' splits: ', _plain55(_d43(st, [_st_zones[_l1][:]])), ' and ', _plain55(_d43(st, [_st_zones[(4 + _l0)][:]]))]))
            if _st_vars[15 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                if _l2:
                    _st_vars[3 + _l0] = _st_vars[3 + _l0] + _st_vars[3 + _l0]
                else:
                    _st_vars[0 + _l0] = _st_vars[0 + _l0] + _st_vars[0 + _l0]
            _t61 = _st_zones[0]
            _t60 = _l1
            if _st_log is None and _t61:
                _t59 = _t61.pop(); _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
            elif _t61:
                _move_cards52(st, _t61[-1], _t60, False)
            if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_l0), ' counts ', _plain55(_d43(st, [_st_zones[_l1][:]]))]))
            if (_d43(st, [_st_zones[_l1][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_l0), ' busts']))
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
                    if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_i2l0), ' wins ', _plain55(_i2l1), ' on the ', _plain55(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_i2l0), ' loses ', _plain55((-_i2l1)), ' on the ', _plain55(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text56(_audience53(st), [_PlayerRef54(_i2l0), ' pushes on the ', _plain55(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #13 790207cc>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p57(st, [_l0, (4 + _l0), True, None]) == 3: return 3

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

# <rulerun blackjack.rules: dealer_turn #21 bf49f9e7>
def _loop(st, L):
    _t73 = (L[0] or ())
    _budget67[0] -= len(_t73)
    if _budget67[0] < 0: _spent68(st)
    _t75 = 0
    for _t74 in _t73:
        _t75 += _c69[_t74]
    return _t75

# <rulerun blackjack.rules: soft #22 1d0d8f8e>
def _native(st, L):
    _t71 = (L[0] or ())
    _budget64[0] -= len(_t71)
    if _budget64[0] < 0: _spent65(st)
    _t70 = False
    for _t72 in _t71:
        if (_c66[_t72] == 1):
            _t70 = True
            break
    return (_t70 and ((_a70(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #23 6d737be2>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return (_l1 if ((_d76(st, [_st_zones[7][:]]) > 21) or (_d76(st, [_st_zones[_l0][:]]) > _d76(st, [_st_zones[7][:]]))) else ((-_l1) if (_d76(st, [_st_zones[_l0][:]]) < _d76(st, [_st_zones[7][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #24 d61db395>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t62 = 8
    _t63 = 7
    if _st_log is None and _t62 != _t63:
        _t64 = _st_zones[_t62]; _st_zones[_t63] += _t64
        for _t65 in _t64: _st_loc[_t65] = _t63
        _t64.clear()
    else:
        _move_cards58(st, _st_zones[_t62][:], _t63, False)
    if _st_log is not None: _st_log.append(_Text62(_audience59(st), ['the dealer counts ', _plain61(_d60(st, [_st_zones[7][:]]))]))
    _t66 = True
    for _t67 in (_k63 or ()):
        if not ((_st_vars[9 + _t67] and ((_st_vars[3 + _t67] == 0) or _st_vars[12 + _t67]))):
            _t66 = False
            break
    if _t66:
        return 2
    _t68 = 0; _t69 = st.decisions
    while (((_d60(st, [_st_zones[7][:]]) < 17) or ((False and (_d60(st, [_st_zones[7][:]]) == 17)) and _d71(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _t68 += 1
        if _t68 > _LIMIT72[0] and _over_limit73(_t68, st, _t69): raise _Runaway74()
        _t78 = _st_zones[0]
        _t77 = 7
        if _st_log is None and _t78:
            _t76 = _t78.pop(); _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
        elif _t78:
            _move_cards58(st, _t78[-1], _t77, False)
        if _st_log is not None: _st_log.append(_Text62(_audience59(st), ['the dealer counts ', _plain61(_d60(st, [_st_zones[7][:]]))]))
    for _t79 in (_k75 or []):
        L[2] = _t79
        if (not _st_vars[9 + _t79]):
            _i3l0 = _t79
            _i3l1 = _d77(st, [(1 + _t79), _st_vars[0 + _t79]])
            _i3l2 = False
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = _st_vars[6 + _i3l0] + _i3l1
            if _i3l2:
                _st_vars[12 + _i3l0] = True
            else:
                _st_vars[9 + _i3l0] = True
            _i3[3] = ('second hand' if _i3l2 else 'hand')
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i3l0), ' wins ', _plain61(_i3l1), ' on the ', _plain61(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i3l0), ' loses ', _plain61((-_i3l1)), ' on the ', _plain61(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i3l0), ' pushes on the ', _plain61(_i3[3])]))
        if ((_st_vars[3 + _t79] > 0) and (not _st_vars[12 + _t79])):
            _i4l0 = _t79
            _i4l1 = _d77(st, [(4 + _t79), _st_vars[3 + _t79]])
            _i4l2 = True
            _i4 = [_i4l0, _i4l1, _i4l2, None]
            _st_vars[6 + _i4l0] = _st_vars[6 + _i4l0] + _i4l1
            if _i4l2:
                _st_vars[12 + _i4l0] = True
            else:
                _st_vars[9 + _i4l0] = True
            _i4[3] = ('second hand' if _i4l2 else 'hand')
            if (_i4l1 > 0):
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i4l0), ' wins ', _plain61(_i4l1), ' on the ', _plain61(_i4[3])]))
            elif (_i4l1 < 0):
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i4l0), ' loses ', _plain61((-_i4l1)), ' on the ', _plain61(_i4[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef78(_i4l0), ' pushes on the ', _plain61(_i4[3])]))

# <rulerun blackjack.rules: play_round #25 9215636b>
def _loop(st, L):
    _t94 = (L[0] or ())
    _budget83[0] -= len(_t94)
    if _budget83[0] < 0: _spent84(st)
    _t96 = 0
    for _t95 in _t94:
        _t96 += _c85[_t95]
    return _t96

# <rulerun blackjack.rules: play_round #26 c3ebed02>
def _loop(st, L):
    _t97 = (L[0] or ())
    _budget87[0] -= len(_t97)
    if _budget87[0] < 0: _spent88(st)
    for _t98 in _t97:
        if (_c89[_t98] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_round #27 33fb81ff>
def _loop(st, L):
    _t100 = (L[0] or ())
    _budget91[0] -= len(_t100)
    if _budget91[0] < 0: _spent92(st)
    _t102 = 0
    for _t101 in _t100:
        _t102 += _c93[_t101]
    return _t102

# <rulerun blackjack.rules: play_round #28 33b6a562>
def _loop(st, L):
    _t103 = (L[0] or ())
    _budget95[0] -= len(_t103)
    if _budget95[0] < 0: _spent96(st)
    _t105 = 0
    for _t104 in _t103:
        _t105 += _c97[_t104]
    return _t105

# <rulerun blackjack.rules: natural #29 1395f761>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a86(st, L) + 10) if (_a90(st, L) and ((_a94(st, L) + 10) <= 21)) else _a98(st, L)) == 21))

# <rulerun blackjack.rules: play_round #30 f7e70ed0>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t80 in (_k79 or []):
        L[2] = _t80
        _t83 = _st_zones[0]
        _t82 = (1 + _t80)
        if _st_log is None and _t83:
            _t81 = _t83.pop(); _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
        elif _t83:
            _move_cards80(st, _t83[-1], _t82, False)
    _t86 = _st_zones[0]
    _t85 = 7
    if _st_log is None and _t86:
        _t84 = _t86.pop(); _st_zones[_t85].append(_t84); _st_loc[_t84] = _t85
    elif _t86:
        _move_cards80(st, _t86[-1], _t85, False)
    for _t87 in (_k81 or []):
        L[5] = _t87
        _t90 = _st_zones[0]
        _t89 = (1 + _t87)
        if _st_log is None and _t90:
            _t88 = _t90.pop(); _st_zones[_t89].append(_t88); _st_loc[_t88] = _t89
        elif _t90:
            _move_cards80(st, _t90[-1], _t89, False)
    _t93 = _st_zones[0]
    _t92 = 8
    if _st_log is None and _t93:
        _t91 = _t93.pop(); _st_zones[_t92].append(_t91); _st_loc[_t91] = _t92
    elif _t93:
        _move_cards80(st, _t93[-1], _t92, False)
    if ((_c82[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c82[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d99(st, [_joined100(_st_zones[7][:], _st_zones[8][:])]):
            _t106 = 8
            _t107 = 7
            if _st_log is None and _t106 != _t107:
                _t108 = _st_zones[_t106]; _st_zones[_t107] += _t108
                for _t109 in _t108: _st_loc[_t109] = _t107
                _t108.clear()
            else:
                _move_cards80(st, _st_zones[_t106][:], _t107, False)
            if _st_log is not None: _st_log.append(_Text102(_audience101(st), ['the dealer has blackjack']))
            for _t110 in (_k103 or []):
                L[8] = _t110
                _i5l0 = _t110
                _i5l1 = (0 if _d99(st, [_st_zones[(1 + _t110)][:]]) else (-_st_vars[0 + _t110]))
                _i5l2 = False
                _i5 = [_i5l0, _i5l1, _i5l2, None]
                _st_vars[6 + _i5l0] = _st_vars[6 + _i5l0] + _i5l1
                if _i5l2:
                    _st_vars[12 + _i5l0] = True
                else:
                    _st_vars[9 + _i5l0] = True
                _i5[3] = ('second hand' if _i5l2 else 'hand')
                if (_i5l1 > 0):
                    if _st_log is not None: _st_log.append(_Text102(_audience101(st), [_PlayerRef104(_i5l0), ' wins ', _plain105(_i5l1), ' on the ', _plain105(_i5[3])]))
                elif (_i5l1 < 0):
                    if _st_log is not None: _st_log.append(_Text102(_audience101(st), [_PlayerRef104(_i5l0), ' loses ', _plain105((-_i5l1)), ' on the ', _plain105(_i5[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text102(_audience101(st), [_PlayerRef104(_i5l0), ' pushes on the ', _plain105(_i5[3])]))
            _end_game106(st, None, False); return 3
        if _st_log is not None: _tell107(st, _plain105('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #31 7ef408ce>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_l11), ' has blackjack']))
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
        if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), ' wins ', _plain111(_i6l1), ' on the ', _plain111(_i6[3])]))
    elif (_i6l1 < 0):
        if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), ' loses ', _plain111((-_i6l1)), ' on the ', _plain111(_i6[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), ' pushes on the ', _plain111(_i6[3])]))

# <rulerun blackjack.rules: play_round #32 97f95845>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t111 in (_k112 or []):
        L[11] = _t111
        if _d113(st, [st.zones[(1 + _t111)][:]]):
            if _st_log is not None: _st_log.append(_Text116(_audience114(st), [_PlayerRef115(_t111), ' has blackjack']))
            _i7l0 = _t111
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
                if _st_log is not None: _st_log.append(_Text116(_audience114(st), [_PlayerRef115(_i7l0), ' wins ', _plain117(_i7l1), ' on the ', _plain117(_i7[3])]))
            elif (_i7l1 < 0):
                if _st_log is not None: _st_log.append(_Text116(_audience114(st), [_PlayerRef115(_i7l0), ' loses ', _plain117((-_i7l1)), ' on the ', _plain117(_i7[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text116(_audience114(st), [_PlayerRef115(_i7l0), ' pushes on the ', _plain117(_i7[3])]))
        else:
            _i8l0 = _t111
            if _p118(st, [_i8l0, (1 + _i8l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i8l0] > 0) and (not _st_vars[15 + _i8l0])):
                if _p118(st, [_i8l0, (4 + _i8l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 3ffb37ee>
def _native(st, L):
    if _p119(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #34 40fda66d>
def _native(st, L):
    return _k120

# <rulerun blackjack.rules: play_round #35 8f8b1318>
def _native(st, L):
    return _d121(st, [st.zones[(1 + L[11])][:]])

# <rulerun blackjack.rules: play_round #36 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #37 cb362815>
def _native(st, L):
    _shuffle_zone122(st, 0)

# <rulerun blackjack.rules: settle #38 e40d0895>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run125(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k126)

# <rulerun blackjack.rules: play_out #39 c528b3e5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT127[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((_d130(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t112 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t112 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t112 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c131[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c131[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t112)
            fr[1] = 2
            _t113 = L[0]
            _t114 = len(_o)
            if not _t114: _no_option133(_t113, 'hit, stand, double or split')
            if _t114 <= 1 and _st_log is None:
                L[3] = _o[0] if _t114 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t115 = st.chooser(_t114, _t113)
                else:
                    _t115 = _st_bits(_t114.bit_length())
                    while _t115 >= _t114: _t115 = _st_bits(_t114.bit_length())
                L[3] = _o[_t115]; st.decisions += 1
            elif _decide134(st, L, _o, _t113): return True
            pc = 2
        if pc == 2:
            _r = _run135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit129(_k, st, _d0): raise _Runaway128()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k136)

# <rulerun blackjack.rules: player_turn #40 8ab20053>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = [L[0], (1 + L[0]), False, None]
            if len(st.cur) >= 500: raise _RuleLimit139(_k140)
            fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1:
            if ((_st_vars[3 + L[0]] > 0) and (not _st_vars[15 + L[0]])):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [L[0], (4 + L[0]), True, None]
            if len(st.cur) >= 500: raise _RuleLimit139(_k141)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k142)

# <rulerun blackjack.rules: dealer_turn #41 f54796ef>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run145(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k146)

# <rulerun blackjack.rules: play_round #42 fb25553c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT147[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run150(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k151 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d152(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11]]
            if len(st.cur) >= 500: raise _RuleLimit154(_k155)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit149(_k, st, _d0): raise _Runaway148()
            continue
        if pc == 8:
            _r = _run156(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k157)

# <rulerun blackjack.rules: play #43 5148e353>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run160(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit161(_k162)
            fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step163(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k164)

# <rulerun blackjack.rules: play_out #44 5775482e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT165[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region168(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if ((_d169(st, [_st_zones[L[1]][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t116 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t116 != 'double') or (len(_st_zones[L[1]]) == 2)) and ((_t116 != 'split') or (((not L[2]) and (st.vars[3 + L[0]] == 0)) and ((len(_st_zones[L[1]]) == 2) and (_c170[(_z[0] if (_z := _st_zones[L[1]]) else None)] == _c170[(_z[-1] if (_z := _st_zones[L[1]]) else None)]))))): _o.append(_t116)
            fr[1] = 2
            _t117 = L[0]
            _t118 = len(_o)
            if not _t118: _no_option172(_t117, 'hit, stand, double or split')
            if _t118 <= 1 and _st_log is None:
                L[3] = _o[0] if _t118 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t119 = st.chooser(_t118, _t117)
                else:
                    _t119 = _st_bits(_t118.bit_length())
                    while _t119 >= _t118: _t119 = _st_bits(_t118.bit_length())
                L[3] = _o[_t119]; st.decisions += 1
            elif _decide173(st, L, _o, _t117): return True
            pc = 2
        if pc == 2:
            _r = _run174(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit167(_k, st, _d0): raise _Runaway166()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k175)

# <rulerun blackjack.rules: player_turn #45 7062eccd>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if st.thread_player == st.inline_thread:
                if _p178(st, [L[0], (1 + L[0]), False, None]) == 3: return True
                pc = 1
            else:
                _a = [L[0], (1 + L[0]), False, None]
                if len(st.cur) >= 500: raise _RuleLimit179(_k180)
                fr[1] = 1; st.cur.append([1, 0, _a]); return None
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region181(st, L)
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
                if _p178(st, [L[0], (4 + L[0]), True, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], (4 + L[0]), True, None]
                if len(st.cur) >= 500: raise _RuleLimit179(_k182)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            pc = 4
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k183)

# <rulerun blackjack.rules: player_turn #46 playout addb8d65>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    if _p192(st, [_l0, (1 + _l0), False, None]) == 3: return 3
    if ((_st_vars[3 + _l0] > 0) and (not _st_vars[15 + _l0])):
        if _p192(st, [_l0, (4 + _l0), True, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #47 648214c8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT184[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run187(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region188(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k189 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d190(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run191(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p193(st, [L[11]]) == 3: return True
                pc = 7
            else:
                _a = [L[11]]
                if len(st.cur) >= 500: raise _RuleLimit194(_k195)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit186(_k, st, _d0): raise _Runaway185()
            continue
        if pc == 8:
            _r = _run196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k197)

# <rulerun blackjack.rules: dealer_turn #48 playout bf6d4488>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t140 = 8
    _t141 = 7
    if _st_log is None and _t140 != _t141:
        _t142 = _st_zones[_t140]; _st_zones[_t141] += _t142
        for _t143 in _t142: _st_loc[_t143] = _t141
        _t142.clear()
    else:
        _move_cards216(st, _st_zones[_t140][:], _t141, False)
    if _st_log is not None: _st_log.append(_Text220(_audience217(st), ['the dealer counts ', _plain219(_d218(st, [_st_zones[7][:]]))]))
    _t144 = True
    for _t145 in (_k221 or ()):
        if not ((_st_vars[9 + _t145] and ((_st_vars[3 + _t145] == 0) or _st_vars[12 + _t145]))):
            _t144 = False
            break
    if _t144:
        return 2
    _t146 = 0; _t147 = st.decisions
    while (((_d218(st, [_st_zones[7][:]]) < 17) or ((False and (_d218(st, [_st_zones[7][:]]) == 17)) and _d222(st, [_st_zones[7][:]]))) and (not not _st_zones[0])):
        _t146 += 1
        if _t146 > _LIMIT223[0] and _over_limit224(_t146, st, _t147): raise _Runaway225()
        _t150 = _st_zones[0]
        _t149 = 7
        if _st_log is None and _t150:
            _t148 = _t150.pop(); _st_zones[_t149].append(_t148); _st_loc[_t148] = _t149
        elif _t150:
            _move_cards216(st, _t150[-1], _t149, False)
        if _st_log is not None: _st_log.append(_Text220(_audience217(st), ['the dealer counts ', _plain219(_d218(st, [_st_zones[7][:]]))]))
    for _t151 in (_k226 or []):
        L[2] = _t151
        if (not _st_vars[9 + _t151]):
            _i12l0 = _t151
            _i12l1 = _d227(st, [(1 + _t151), _st_vars[0 + _t151]])
            _i12l2 = False
            _i12 = [_i12l0, _i12l1, _i12l2, None]
            _st_vars[6 + _i12l0] = _st_vars[6 + _i12l0] + _i12l1
            if _i12l2:
                _st_vars[12 + _i12l0] = True
            else:
                _st_vars[9 + _i12l0] = True
            _i12[3] = ('second hand' if _i12l2 else 'hand')
            if (_i12l1 > 0):
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i12l0), ' wins ', _plain219(_i12l1), ' on the ', _plain219(_i12[3])]))
            elif (_i12l1 < 0):
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i12l0), ' loses ', _plain219((-_i12l1)), ' on the ', _plain219(_i12[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i12l0), ' pushes on the ', _plain219(_i12[3])]))
        if ((_st_vars[3 + _t151] > 0) and (not _st_vars[12 + _t151])):
            _i13l0 = _t151
            _i13l1 = _d227(st, [(4 + _t151), _st_vars[3 + _t151]])
            _i13l2 = True
            _i13 = [_i13l0, _i13l1, _i13l2, None]
            _st_vars[6 + _i13l0] = _st_vars[6 + _i13l0] + _i13l1
            if _i13l2:
                _st_vars[12 + _i13l0] = True
            else:
                _st_vars[9 + _i13l0] = True
            _i13[3] = ('second hand' if _i13l2 else 'hand')
            if (_i13l1 > 0):
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i13l0), ' wins ', _plain219(_i13l1), ' on the ', _plain219(_i13[3])]))
            elif (_i13l1 < 0):
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i13l0), ' loses ', _plain219((-_i13l1)), ' on the ', _plain219(_i13[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef228(_i13l0), ' pushes on the ', _plain219(_i13[3])]))

# <rulerun blackjack.rules: play_round #49 playout 8c4fb034>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t120 in (_k201 or []):
        L[2] = _t120
        _t123 = _st_zones[0]
        _t122 = (1 + _t120)
        if _st_log is None and _t123:
            _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
        elif _t123:
            _move_cards202(st, _t123[-1], _t122, False)
    _t126 = _st_zones[0]
    _t125 = 7
    if _st_log is None and _t126:
        _t124 = _t126.pop(); _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
    elif _t126:
        _move_cards202(st, _t126[-1], _t125, False)
    for _t127 in (_k203 or []):
        L[5] = _t127
        _t130 = _st_zones[0]
        _t129 = (1 + _t127)
        if _st_log is None and _t130:
            _t128 = _t130.pop(); _st_zones[_t129].append(_t128); _st_loc[_t128] = _t129
        elif _t130:
            _move_cards202(st, _t130[-1], _t129, False)
    _t133 = _st_zones[0]
    _t132 = 8
    if _st_log is None and _t133:
        _t131 = _t133.pop(); _st_zones[_t132].append(_t131); _st_loc[_t131] = _t132
    elif _t133:
        _move_cards202(st, _t133[-1], _t132, False)
    if ((_c204[(_z[-1] if (_z := _st_zones[7]) else None)] == 1) or (_c204[(_z[-1] if (_z := _st_zones[7]) else None)] == 10)):
        if _d205(st, [_joined206(_st_zones[7][:], _st_zones[8][:])]):
            _t134 = 8
            _t135 = 7
            if _st_log is None and _t134 != _t135:
                _t136 = _st_zones[_t134]; _st_zones[_t135] += _t136
                for _t137 in _t136: _st_loc[_t137] = _t135
                _t136.clear()
            else:
                _move_cards202(st, _st_zones[_t134][:], _t135, False)
            if _st_log is not None: _st_log.append(_Text208(_audience207(st), ['the dealer has blackjack']))
            for _t138 in (_k209 or []):
                L[8] = _t138
                _i9l0 = _t138
                _i9l1 = (0 if _d205(st, [_st_zones[(1 + _t138)][:]]) else (-_st_vars[0 + _t138]))
                _i9l2 = False
                _i9 = [_i9l0, _i9l1, _i9l2, None]
                _st_vars[6 + _i9l0] = _st_vars[6 + _i9l0] + _i9l1
                if _i9l2:
                    _st_vars[12 + _i9l0] = True
                else:
                    _st_vars[9 + _i9l0] = True
                _i9[3] = ('second hand' if _i9l2 else 'hand')
                if (_i9l1 > 0):
                    if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i9l0), ' wins ', _plain211(_i9l1), ' on the ', _plain211(_i9[3])]))
                elif (_i9l1 < 0):
                    if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i9l0), ' loses ', _plain211((-_i9l1)), ' on the ', _plain211(_i9[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i9l0), ' pushes on the ', _plain211(_i9[3])]))
            _end_game212(st, None, False); return 3
        if _st_log is not None: _tell213(st, _plain211('the dealer has no blackjack'), None)
    for _t139 in (_k214 or []):
        L[11] = _t139
        if _d205(st, [_st_zones[(1 + _t139)][:]]):
            if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_t139), ' has blackjack']))
            _i10l0 = _t139
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
                if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i10l0), ' wins ', _plain211(_i10l1), ' on the ', _plain211(_i10[3])]))
            elif (_i10l1 < 0):
                if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i10l0), ' loses ', _plain211((-_i10l1)), ' on the ', _plain211(_i10[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text208(_audience207(st), [_PlayerRef210(_i10l0), ' pushes on the ', _plain211(_i10[3])]))
        else:
            _i11l0 = _t139
            if _p215(st, [_i11l0, (1 + _i11l0), False, None]) == 3: return 3
            if ((_st_vars[3 + _i11l0] > 0) and (not _st_vars[15 + _i11l0])):
                if _p215(st, [_i11l0, (4 + _i11l0), True, None]) == 3: return 3
    if _p229(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play #50 2cda46d5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run200(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p230(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit231(_k232)
                fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step233(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k234)

# <rulerun blackjack.rules: rank #51 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #52 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

