# <rulerun blackjack.rules: settle #0 5f904e70>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[6 + _l0] = _st_vars[6 + _l0] + _l1
    L[3] = ('the hand' if (_st_vars[0 + _l0] == 1) else ('hand ' + _plain0(L[2])))
    if (_l1 > 0):
        if _st_log is not None: _st_log.append(_Text3(_audience1(st), [_PlayerRef2(_l0), ' wins ', _plain0(_l1), ' on ', _plain0(L[3])]))
    elif (_l1 < 0):
        if _st_log is not None: _st_log.append(_Text3(_audience1(st), [_PlayerRef2(_l0), ' loses ', _plain0((-_l1)), ' on ', _plain0(L[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text3(_audience1(st), [_PlayerRef2(_l0), ' pushes on ', _plain0(L[3])]))

# <rulerun blackjack.rules: play_out #1 fc275491>
def _native(st, L):
    L[2] = _family4(L[1], 1 + 4 * L[0], 4, 'hand')

# <rulerun blackjack.rules: play_out #2 db1f1358>
def _loop(st, L):
    _t9 = (L[0] or ())
    _budget11[0] -= len(_t9)
    if _budget11[0] < 0: _spent12(st)
    _t11 = 0
    for _t10 in _t9:
        _t11 += _c13[_t10]
    return _t11

# <rulerun blackjack.rules: play_out #3 a8490be6>
def _loop(st, L):
    _t12 = (L[0] or ())
    _budget15[0] -= len(_t12)
    if _budget15[0] < 0: _spent16(st)
    for _t13 in _t12:
        if (_c17[_t13] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_out #4 bbd68de2>
def _loop(st, L):
    _t15 = (L[0] or ())
    _budget19[0] -= len(_t15)
    if _budget19[0] < 0: _spent20(st)
    _t17 = 0
    for _t16 in _t15:
        _t17 += _c21[_t16]
    return _t17

# <rulerun blackjack.rules: play_out #5 c2a521b9>
def _loop(st, L):
    _t18 = (L[0] or ())
    _budget23[0] -= len(_t18)
    if _budget23[0] < 0: _spent24(st)
    _t20 = 0
    for _t19 in _t18:
        _t20 += _c25[_t19]
    return _t20

# <rulerun blackjack.rules: best_count #6 94536d05>
def _native(st, L):
    return ((_a14(st, L) + 10) if (_a18(st, L) and ((_a22(st, L) + 10) <= 21)) else _a26(st, L))

# <rulerun blackjack.rules: play_out #7 c0e2d87c>
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
        _st_vars[0 + _l0] = _st_vars[0 + _l0] + 1
        _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
        if len(_st_vars[3 + _l0]) > 1000000: _too_long5(_st_vars[3 + _l0])
        L[4] = _family6(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
        _st_vars[9 + _l0] = (_c7[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
        _t2 = _st_zones[_l2]
        _t1 = L[4]
        if _st_log is None and _t2:
            _t0 = _t2.pop(); _st_zones[_t1].append(_t0); _st_loc[_t0] = _t1
        elif _t2:
            _move_cards8(st, _t2[-1], _t1, False)
        _t5 = _st_zones[0]
        _t4 = _l2
        if _st_log is None and _t5:
            _t3 = _t5.pop(); _st_zones[_t4].append(_t3); _st_loc[_t3] = _t4
        elif _t5:
            _move_cards8(st, _t5[-1], _t4, False)
        _t8 = _st_zones[0]
        _t7 = L[4]
        if _st_log is None and _t8:
            _t6 = _t8.pop(); _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
        elif _t8:
            _move_cards8(st, _t8[-1], _t7, False)
        if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_l0), ' splits: ', _plain28(_d27(st, [_st_zones[_l2][:]])), ' and ', _plain28(_d27(st, [_st_zones[L[4]][:]]))]))
        if _st_vars[9 + _l0]:
            return 2
    else:
        if (_l3 == 'double'):
            _t21 = list(_st_vars[3 + _l0])
            _t21[(_l1 - 1)] = _st_vars[3 + _l0][(_l1 - 1)] + _st_vars[3 + _l0][(_l1 - 1)]
            _st_vars[3 + _l0] = _t21
        _t24 = _st_zones[0]
        _t23 = _l2
        if _st_log is None and _t24:
            _t22 = _t24.pop(); _st_zones[_t23].append(_t22); _st_loc[_t22] = _t23
        elif _t24:
            _move_cards8(st, _t24[-1], _t23, False)
        if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_l0), ' counts ', _plain28(_d27(st, [_st_zones[_l2][:]]))]))
        if (_d27(st, [_st_zones[_l2][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_l0), ' busts']))
            _i0l0 = _l0
            _i0l1 = (-_st_vars[3 + _l0][(_l1 - 1)])
            _i0l2 = _l1
            _i0 = [_i0l0, _i0l1, _i0l2, None]
            _st_vars[6 + _i0l0] = _st_vars[6 + _i0l0] + _i0l1
            _i0[3] = ('the hand' if (_st_vars[0 + _i0l0] == 1) else ('hand ' + _plain28(_i0l2)))
            if (_i0l1 > 0):
                if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_i0l0), ' wins ', _plain28(_i0l1), ' on ', _plain28(_i0[3])]))
            elif (_i0l1 < 0):
                if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_i0l0), ' loses ', _plain28((-_i0l1)), ' on ', _plain28(_i0[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text29(_audience9(st), [_PlayerRef10(_i0l0), ' pushes on ', _plain28(_i0[3])]))
            return 2
        if (_l3 == 'double'):
            return 2

# <rulerun blackjack.rules: play_out #8 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: play_out #9 3984aecb>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t25 = 0; _t26 = st.decisions
    while ((_d30(st, [_st_zones[_l2][:]]) < 21) and (not not _st_zones[0])):
        _t25 += 1
        if _t25 > _LIMIT31[0] and _over_limit32(_t25, st, _t26): raise _Runaway33()
        _t27 = []
        for _t28 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t28 != 'double') or (len(_st_zones[_l2]) == 2)) and ((_t28 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[_l2]) == 2) and (_c34[(_z[0] if (_z := _st_zones[_l2]) else None)] == _c34[(_z[-1] if (_z := _st_zones[_l2]) else None)]))))): _t27.append(_t28)
        _t29 = _l0
        _t30 = len(_t27)
        if not _t30: _no_option37(_t29, 'hit, stand, double or split')
        if _t30 <= 1 and _st_log is None:
            L[3] = _t27[0] if _t30 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t31 = st.chooser(_t30, _t29)
            else:
                _t31 = _st_bits(_t30.bit_length())
                while _t31 >= _t30: _t31 = _st_bits(_t30.bit_length())
            L[3] = _t27[_t31]; st.decisions += 1
        elif _decide38(st, L, _t27, _t29): raise _PlayoutCut35()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = _st_vars[0 + _l0] + 1
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long39(_st_vars[3 + _l0])
            L[4] = _family40(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
            _st_vars[9 + _l0] = (_c34[(_z[-1] if (_z := _st_zones[_l2]) else None)] == 1)
            _t34 = _st_zones[_l2]
            _t33 = L[4]
            if _st_log is None and _t34:
                _t32 = _t34.pop(); _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
            elif _t34:
                _move_cards41(st, _t34[-1], _t33, False)
            _t37 = _st_zones[0]
            _t36 = _l2
            if _st_log is None and _t37:
                _t35 = _t37.pop(); _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
            elif _t37:
                _move_cards41(st, _t37[-1], _t36, False)
            _t40 = _st_zones[0]
            _t39 = L[4]
            if _st_log is None and _t40:
                _t38 = _t40.pop(); _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
            elif _t40:
                _move_cards41(st, _t40[-1], _t39, False)
            if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_l0), ' splits: ', _plain44(_d30(st, [_st_zones[_l2][:]])), ' and ', _plain44(_d30(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t41 = list(_st_vars[3 + _l0])
                _t41[(_l1 - 1)] = _st_vars[3 + _l0][(_l1 - 1)] + _st_vars[3 + _l0][(_l1 - 1)]
                _st_vars[3 + _l0] = _t41
            _t44 = _st_zones[0]
            _t43 = _l2
            if _st_log is None and _t44:
                _t42 = _t44.pop(); _st_zones[_t43].append(_t42); _st_loc[_t42] = _t43
            elif _t44:
                _move_cards41(st, _t44[-1], _t43, False)
            if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_l0), ' counts ', _plain44(_d30(st, [_st_zones[_l2][:]]))]))
            if (_d30(st, [_st_zones[_l2][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_l0), ' busts']))
                _i1l0 = _l0
                _i1l1 = (-_st_vars[3 + _l0][(_l1 - 1)])
                _i1l2 = _l1
                _i1 = [_i1l0, _i1l1, _i1l2, None]
                _st_vars[6 + _i1l0] = _st_vars[6 + _i1l0] + _i1l1
                _i1[3] = ('the hand' if (_st_vars[0 + _i1l0] == 1) else ('hand ' + _plain44(_i1l2)))
                if (_i1l1 > 0):
                    if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_i1l0), ' wins ', _plain44(_i1l1), ' on ', _plain44(_i1[3])]))
                elif (_i1l1 < 0):
                    if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_i1l0), ' loses ', _plain44((-_i1l1)), ' on ', _plain44(_i1[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_i1l0), ' pushes on ', _plain44(_i1[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: play_out #10 aff90f01>
def _native(st, L):
    _st_zones = st.zones
    return ((_d46(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: play_out #11 33035552>
def _native(st, L):
    return ['hit', 'stand', 'double', 'split']

# <rulerun blackjack.rules: play_out #12 79d73474>
def _native(st, L):
    _l2 = L[2]
    _l3 = L[3]
    _st_zones = st.zones
    return (((_l3 != 'double') or (len(_st_zones[_l2]) == 2)) and ((_l3 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[_l2]) == 2) and (_c47[(_z[0] if (_z := _st_zones[_l2]) else None)] == _c47[(_z[-1] if (_z := _st_zones[_l2]) else None)])))))

# <rulerun blackjack.rules: player_turn #13 8272e4bf>
def _native(st, L):
    L[1] = 1

# <rulerun blackjack.rules: player_turn #14 d7128366>
def _native(st, L):
    L[1] = L[1] + 1

# <rulerun blackjack.rules: play_out #15 playout 2c4b65d1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[2] = _family51(_l1, 1 + 4 * _l0, 4, 'hand')
    _t47 = 0; _t48 = st.decisions
    while ((_d52(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
        _t47 += 1
        if _t47 > _LIMIT53[0] and _over_limit54(_t47, st, _t48): raise _Runaway55()
        _t49 = []
        for _t50 in (['hit', 'stand', 'double', 'split'] or []):
            if (((_t50 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t50 != 'split') or ((_st_vars[0 + _l0] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c56[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c56[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _t49.append(_t50)
        _t51 = _l0
        _t52 = len(_t49)
        if not _t52: _no_option59(_t51, 'hit, stand, double or split')
        if _t52 <= 1 and _st_log is None:
            L[3] = _t49[0] if _t52 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t53 = st.chooser(_t52, _t51)
            else:
                _t53 = _st_bits(_t52.bit_length())
                while _t53 >= _t52: _t53 = _st_bits(_t52.bit_length())
            L[3] = _t49[_t53]; st.decisions += 1
        elif _decide60(st, L, _t49, _t51): raise _PlayoutCut57()
        if (L[3] == 'stand'):
            return 2
        if (L[3] == 'split'):
            _st_vars[0 + _l0] = _st_vars[0 + _l0] + 1
            _st_vars[3 + _l0] = (_st_vars[3 + _l0] + [2])
            if len(_st_vars[3 + _l0]) > 1000000: _too_long61(_st_vars[3 + _l0])
            L[4] = _family51(_st_vars[0 + _l0], 1 + 4 * _l0, 4, 'hand')
            _st_vars[9 + _l0] = (_c56[(_z[-1] if (_z := _st_zones[L[2]]) else None)] == 1)
            _t56 = _st_zones[L[2]]
            _t55 = L[4]
            if _st_log is None and _t56:
                _t54 = _t56.pop(); _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
            elif _t56:
                _move_cards62(st, _t56[-1], _t55, False)
            _t59 = _st_zones[0]
            _t58 = L[2]
            if _st_log is None and _t59:
                _t57 = _t59.pop(); _st_zones[_t58].append(_t57); _st_loc[_t57] = _t58
            elif _t59:
                _move_cards62(st, _t59[-1], _t58, False)
            _t62 = _st_zones[0]
            _t61 = L[4]
            if _st_log is None and _t62:
                _t60 = _t62.pop(); _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
            elif _t62:
                _move_cards62(st, _t62[-1], _t61, False)
            if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_l0), ' splits: ', _plain65(_d52(st, [_st_zones[L[2]][:]])), ' and ', _plain65(_d52(st, [_st_zones[L[4]][:]]))]))
            if _st_vars[9 + _l0]:
                return 2
        else:
            if (L[3] == 'double'):
                _t63 = list(_st_vars[3 + _l0])
                _t63[(_l1 - 1)] = _st_vars[3 + _l0][(_l1 - 1)] + _st_vars[3 + _l0][(_l1 - 1)]
                _st_vars[3 + _l0] = _t63
            _t66 = _st_zones[0]
            _t65 = L[2]
            if _st_log is None and _t66:
                _t64 = _t66.pop(); _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
            elif _t66:
                _move_cards62(st, _t66[-1], _t65, False)
            if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_l0), ' counts ', _plain65(_d52(st, [_st_zones[L[2]][:]]))]))
            if (_d52(st, [_st_zones[L[2]][:]]) > 21):
                if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_l0), ' busts']))
                _i2l0 = _l0
                _i2l1 = (-_st_vars[3 + _l0][(_l1 - 1)])
                _i2l2 = _l1
                _i2 = [_i2l0, _i2l1, _i2l2, None]
                _st_vars[6 + _i2l0] = _st_vars[6 + _i2l0] + _i2l1
                _i2[3] = ('the hand' if (_st_vars[0 + _i2l0] == 1) else ('hand ' + _plain65(_i2l2)))
                if (_i2l1 > 0):
                    if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_i2l0), ' wins ', _plain65(_i2l1), ' on ', _plain65(_i2[3])]))
                elif (_i2l1 < 0):
                    if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_i2l0), ' loses ', _plain65((-_i2l1)), ' on ', _plain65(_i2[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text66(_audience63(st), [_PlayerRef64(_i2l0), ' pushes on ', _plain65(_i2[3])]))
                return 2
            if (L[3] == 'double'):
                return 2

# <rulerun blackjack.rules: player_turn #16 77963e9f>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    _t45 = 0; _t46 = st.decisions
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        _t45 += 1
        if _t45 > _LIMIT48[0] and _over_limit49(_t45, st, _t46): raise _Runaway50()
        if _p67(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = L[1] + 1

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

# <rulerun blackjack.rules: dealer_turn #20 ba3c8d01>
def _loop(st, L):
    _t76 = (L[0] or ())
    _budget78[0] -= len(_t76)
    if _budget78[0] < 0: _spent79(st)
    _t78 = 0
    for _t77 in _t76:
        _t78 += _c80[_t77]
    return _t78

# <rulerun blackjack.rules: dealer_turn #21 53382bc7>
def _loop(st, L):
    _t79 = (L[0] or ())
    _budget82[0] -= len(_t79)
    if _budget82[0] < 0: _spent83(st)
    for _t80 in _t79:
        if (_c84[_t80] == 1):
            return True
    return False

# <rulerun blackjack.rules: dealer_turn #22 e85ca0fe>
def _loop(st, L):
    _t82 = (L[0] or ())
    _budget86[0] -= len(_t82)
    if _budget86[0] < 0: _spent87(st)
    _t84 = 0
    for _t83 in _t82:
        _t84 += _c88[_t83]
    return _t84

# <rulerun blackjack.rules: dealer_turn #23 d73c344e>
def _loop(st, L):
    _t85 = (L[0] or ())
    _budget90[0] -= len(_t85)
    if _budget90[0] < 0: _spent91(st)
    _t87 = 0
    for _t86 in _t85:
        _t87 += _c92[_t86]
    return _t87

# <rulerun blackjack.rules: natural #24 643c721c>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a81(st, L) + 10) if (_a85(st, L) and ((_a89(st, L) + 10) <= 21)) else _a93(st, L)) == 21))

# <rulerun blackjack.rules: dealer_turn #25 214f0944>
def _loop(st, L):
    _t94 = (L[0] or ())
    _budget98[0] -= len(_t94)
    if _budget98[0] < 0: _spent99(st)
    _t96 = 0
    for _t95 in _t94:
        _t96 += _c100[_t95]
    return _t96

# <rulerun blackjack.rules: soft #26 989b8769>
def _native(st, L):
    _t92 = (L[0] or ())
    _budget95[0] -= len(_t92)
    if _budget95[0] < 0: _spent96(st)
    _t91 = False
    for _t93 in _t92:
        if (_c97[_t93] == 1):
            _t91 = True
            break
    return (_t91 and ((_a101(st, L) + 10) <= 21))

# <rulerun blackjack.rules: outcome #27 c0fcee59>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_zones = st.zones
    return (_l1 if ((_d107(st, [_st_zones[13][:]]) > 21) or (_d107(st, [_st_zones[_l0][:]]) > _d107(st, [_st_zones[13][:]]))) else ((-_l1) if (_d107(st, [_st_zones[_l0][:]]) < _d107(st, [_st_zones[13][:]])) else 0))

# <rulerun blackjack.rules: dealer_turn #28 9e954672>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t67 = 14
    _t68 = 13
    if _st_log is None and _t67 != _t68:
        _t69 = _st_zones[_t67]; _st_zones[_t68] += _t69
        for _t70 in _t69: _st_loc[_t70] = _t68
        _t69.clear()
    else:
        _move_cards68(st, _st_zones[_t67][:], _t68, False)
    if _st_log is not None: _st_log.append(_Text72(_audience69(st), ['the dealer counts ', _plain71(_d70(st, [_st_zones[13][:]]))]))
    _t71 = True
    for _t72 in (_k73 or ()):
        _t74 = (_range74(1, _st_vars[0 + _t72]) or ())
        _budget75[0] -= len(_t74)
        if _budget75[0] < 0: _spent76(st)
        _t88 = _NOT_YET
        _t73 = True
        for _t75 in _t74:
            if not (((_d70(st, [_st_zones[_family77(_t75, 1 + 4 * _t72, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t72] == 1) and (_t88 if _t88 is not _NOT_YET else (_t88 := _d94(st, [_st_zones[_family77(1, 1 + 4 * _t72, 4, 'hand')][:]])))))):
                _t73 = False
                break
        if not (_t73):
            _t71 = False
            break
    if _t71:
        return 2
    _t89 = 0; _t90 = st.decisions
    while (((_d70(st, [_st_zones[13][:]]) < 17) or ((False and (_d70(st, [_st_zones[13][:]]) == 17)) and _d102(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        _t89 += 1
        if _t89 > _LIMIT103[0] and _over_limit104(_t89, st, _t90): raise _Runaway105()
        _t99 = _st_zones[0]
        _t98 = 13
        if _st_log is None and _t99:
            _t97 = _t99.pop(); _st_zones[_t98].append(_t97); _st_loc[_t97] = _t98
        elif _t99:
            _move_cards68(st, _t99[-1], _t98, False)
        if _st_log is not None: _st_log.append(_Text72(_audience69(st), ['the dealer counts ', _plain71(_d70(st, [_st_zones[13][:]]))]))
    for _t100 in (_k106 or []):
        L[2] = _t100
        _t102 = (_range74(1, _st_vars[0 + _t100]) or [])
        _budget75[0] -= len(_t102)
        if _budget75[0] < 0: _spent76(st)
        for _t101 in _t102:
            L[5] = _t101
            if not ((not ((_d70(st, [_st_zones[_family77(_t101, 1 + 4 * _t100, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t100] == 1) and _d94(st, [_st_zones[_family77(1, 1 + 4 * _t100, 4, 'hand')][:]]))))): continue
            _i3l0 = _t100
            _i3l1 = _d108(st, [_family77(_t101, 1 + 4 * _t100, 4, 'hand'), _st_vars[3 + _t100][(_t101 - 1)]])
            _i3l2 = _t101
            _i3 = [_i3l0, _i3l1, _i3l2, None]
            _st_vars[6 + _i3l0] = _st_vars[6 + _i3l0] + _i3l1
            _i3[3] = ('the hand' if (_st_vars[0 + _i3l0] == 1) else ('hand ' + _plain71(_i3l2)))
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text72(_audience69(st), [_PlayerRef109(_i3l0), ' wins ', _plain71(_i3l1), ' on ', _plain71(_i3[3])]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text72(_audience69(st), [_PlayerRef109(_i3l0), ' loses ', _plain71((-_i3l1)), ' on ', _plain71(_i3[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text72(_audience69(st), [_PlayerRef109(_i3l0), ' pushes on ', _plain71(_i3[3])]))

# <rulerun blackjack.rules: play_round #29 d6e9daf9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t103 in (_k110 or []):
        L[2] = _t103
        _t106 = _st_zones[0]
        _t105 = _family112(1, 1 + 4 * _t103, 4, 'hand')
        if _st_log is None and _t106:
            _t104 = _t106.pop(); _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
        elif _t106:
            _move_cards111(st, _t106[-1], _t105, False)
    _t109 = _st_zones[0]
    _t108 = 13
    if _st_log is None and _t109:
        _t107 = _t109.pop(); _st_zones[_t108].append(_t107); _st_loc[_t107] = _t108
    elif _t109:
        _move_cards111(st, _t109[-1], _t108, False)
    for _t110 in (_k113 or []):
        L[5] = _t110
        _t113 = _st_zones[0]
        _t112 = _family112(1, 1 + 4 * _t110, 4, 'hand')
        if _st_log is None and _t113:
            _t111 = _t113.pop(); _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
        elif _t113:
            _move_cards111(st, _t113[-1], _t112, False)
    _t116 = _st_zones[0]
    _t115 = 14
    if _st_log is None and _t116:
        _t114 = _t116.pop(); _st_zones[_t115].append(_t114); _st_loc[_t114] = _t115
    elif _t116:
        _move_cards111(st, _t116[-1], _t115, False)
    if ((_c114[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c114[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d115(st, [_joined116(_st_zones[13][:], _st_zones[14][:])]):
            _t117 = 14
            _t118 = 13
            if _st_log is None and _t117 != _t118:
                _t119 = _st_zones[_t117]; _st_zones[_t118] += _t119
                for _t120 in _t119: _st_loc[_t120] = _t118
                _t119.clear()
            else:
                _move_cards111(st, _st_zones[_t117][:], _t118, False)
            if _st_log is not None: _st_log.append(_Text118(_audience117(st), ['the dealer has blackjack']))
            for _t121 in (_k119 or []):
                L[8] = _t121
                _i4l0 = _t121
                _i4l1 = (0 if _d115(st, [_st_zones[_family112(1, 1 + 4 * _t121, 4, 'hand')][:]]) else (-_st_vars[3 + _t121][0]))
                _i4l2 = 1
                _i4 = [_i4l0, _i4l1, _i4l2, None]
                _st_vars[6 + _i4l0] = _st_vars[6 + _i4l0] + _i4l1
                _i4[3] = ('the hand' if (_st_vars[0 + _i4l0] == 1) else ('hand ' + _plain120(_i4l2)))
                if (_i4l1 > 0):
                    if _st_log is not None: _st_log.append(_Text118(_audience117(st), [_PlayerRef121(_i4l0), ' wins ', _plain120(_i4l1), ' on ', _plain120(_i4[3])]))
                elif (_i4l1 < 0):
                    if _st_log is not None: _st_log.append(_Text118(_audience117(st), [_PlayerRef121(_i4l0), ' loses ', _plain120((-_i4l1)), ' on ', _plain120(_i4[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text118(_audience117(st), [_PlayerRef121(_i4l0), ' pushes on ', _plain120(_i4[3])]))
            _end_game122(st, None, False); return 3
        if _st_log is not None: _tell123(st, _plain120('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #30 0e37c3dc>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_l11), ' has blackjack']))
    _i5l0 = _l11
    _i5l1 = 3
    _i5l2 = 1
    _i5 = [_i5l0, _i5l1, _i5l2, None]
    _st_vars[6 + _i5l0] = _st_vars[6 + _i5l0] + _i5l1
    _i5[3] = ('the hand' if (_st_vars[0 + _i5l0] == 1) else ('hand ' + _plain127(_i5l2)))
    if (_i5l1 > 0):
        if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_i5l0), ' wins ', _plain127(_i5l1), ' on ', _plain127(_i5[3])]))
    elif (_i5l1 < 0):
        if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_i5l0), ' loses ', _plain127((-_i5l1)), ' on ', _plain127(_i5[3])]))
    else:
        if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_i5l0), ' pushes on ', _plain127(_i5[3])]))

# <rulerun blackjack.rules: play_round #31 5341b342>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t122 in (_k128 or []):
        L[11] = _t122
        if _d129(st, [st.zones[_family130(1, 1 + 4 * _t122, 4, 'hand')][:]]):
            if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_t122), ' has blackjack']))
            _i6l0 = _t122
            _i6l1 = 3
            _i6l2 = 1
            _i6 = [_i6l0, _i6l1, _i6l2, None]
            _st_vars[6 + _i6l0] = _st_vars[6 + _i6l0] + _i6l1
            _i6[3] = ('the hand' if (_st_vars[0 + _i6l0] == 1) else ('hand ' + _plain134(_i6l2)))
            if (_i6l1 > 0):
                if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_i6l0), ' wins ', _plain134(_i6l1), ' on ', _plain134(_i6[3])]))
            elif (_i6l1 < 0):
                if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_i6l0), ' loses ', _plain134((-_i6l1)), ' on ', _plain134(_i6[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_i6l0), ' pushes on ', _plain134(_i6[3])]))
        else:
            _i7l0 = _t122
            _i7 = [_i7l0, None]
            _i7[1] = 1
            _t123 = 0; _t124 = st.decisions
            while ((_i7[1] <= _st_vars[0 + _i7l0]) and (not _st_vars[9 + _i7l0])):
                _t123 += 1
                if _t123 > _LIMIT135[0] and _over_limit136(_t123, st, _t124): raise _Runaway137()
                if _p138(st, [_i7l0, _i7[1], None, None, None]) == 3: return 3
                _i7[1] = _i7[1] + 1

# <rulerun blackjack.rules: play_round #32 a27c3884>
def _native(st, L):
    if _p140(st, _k139[:]) == 3: return 3

# <rulerun blackjack.rules: play_round #33 58f63bac>
def _native(st, L):
    return _k141

# <rulerun blackjack.rules: play_round #34 462c59c8>
def _native(st, L):
    return _d142(st, [st.zones[_family143(1, 1 + 4 * L[11], 4, 'hand')][:]])

# <rulerun blackjack.rules: play_round #35 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #36 59d1ace8>
def _native(st, L):
    _shuffle_zone144(st, 0)

# <rulerun blackjack.rules: settle #37 f12bce54>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k148)

# <rulerun blackjack.rules: play_out #38 e73e1828>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT149[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if ((_d153(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = []
            for _t125 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t125 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t125 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c154[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c154[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t125)
            fr[1] = 3
            _t126 = L[0]
            _t127 = len(_o)
            if not _t127: _no_option156(_t126, 'hit, stand, double or split')
            if _t127 <= 1 and _st_log is None:
                L[3] = _o[0] if _t127 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t128 = st.chooser(_t127, _t126)
                else:
                    _t128 = _st_bits(_t127.bit_length())
                    while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
                L[3] = _o[_t128]; st.decisions += 1
            elif _decide157(st, L, _o, _t126): return True
            pc = 3
        if pc == 3:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit151(_k, st, _d0): raise _Runaway150()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k159)

# <rulerun blackjack.rules: player_turn #39 5c44487d>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT160[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run163(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit164(_k165)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit162(_k, st, _d0): raise _Runaway161()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k167)

# <rulerun blackjack.rules: dealer_turn #40 cac899ce>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run170(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k171)

# <rulerun blackjack.rules: play_round #41 68a83a7b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT172[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run175(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k176 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d177(st, [st.zones[_family178(1, 1 + 4 * L[11], 4, 'hand')][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run179(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11], None]
            if len(st.cur) >= 500: raise _RuleLimit180(_k181)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit174(_k, st, _d0): raise _Runaway173()
            continue
        if pc == 8:
            _r = _run182(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k183)

# <rulerun blackjack.rules: play #42 13b23981>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run186(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit187(_k188)
            fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step189(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k190)

# <rulerun blackjack.rules: play_out #43 250347ee>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT191[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run194(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region195(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if ((_d196(st, [_st_zones[L[2]][:]]) < 21) and (not not _st_zones[0])):
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _o = []
            for _t129 in (['hit', 'stand', 'double', 'split'] or []):
                if (((_t129 != 'double') or (len(_st_zones[L[2]]) == 2)) and ((_t129 != 'split') or ((st.vars[0 + L[0]] < 4) and ((len(_st_zones[L[2]]) == 2) and (_c197[(_z[0] if (_z := _st_zones[L[2]]) else None)] == _c197[(_z[-1] if (_z := _st_zones[L[2]]) else None)]))))): _o.append(_t129)
            fr[1] = 3
            _t130 = L[0]
            _t131 = len(_o)
            if not _t131: _no_option199(_t130, 'hit, stand, double or split')
            if _t131 <= 1 and _st_log is None:
                L[3] = _o[0] if _t131 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t132 = st.chooser(_t131, _t130)
                else:
                    _t132 = _st_bits(_t131.bit_length())
                    while _t132 >= _t131: _t132 = _st_bits(_t131.bit_length())
                L[3] = _o[_t132]; st.decisions += 1
            elif _decide200(st, L, _o, _t130): return True
            pc = 3
        if pc == 3:
            _r = _run201(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit193(_k, st, _d0): raise _Runaway192()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k202)

# <rulerun blackjack.rules: player_turn #44 d04af38c>
def _native(st, fr):
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT203[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run206(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region207(st, L)
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
                if _p208(st, [L[0], L[1], None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[1], None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit209(_k210)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run211(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit205(_k, st, _d0): raise _Runaway204()
            continue
        if pc == 5:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k212)

# <rulerun blackjack.rules: player_turn #45 playout 60bd4792>
def _native(st, L):
    _l0 = L[0]
    _st_vars = st.vars
    L[1] = 1
    _t133 = 0; _t134 = st.decisions
    while ((L[1] <= _st_vars[0 + _l0]) and (not _st_vars[9 + _l0])):
        _t133 += 1
        if _t133 > _LIMIT222[0] and _over_limit223(_t133, st, _t134): raise _Runaway224()
        if _p225(st, [_l0, L[1], None, None, None]) == 3: return 3
        L[1] = L[1] + 1

# <rulerun blackjack.rules: play_round #46 8659925e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT213[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run216(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region217(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k218 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d219(st, [st.zones[_family220(1, 1 + 4 * L[11], 4, 'hand')][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run221(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p226(st, [L[11], None]) == 3: return True
                pc = 7
            else:
                _a = [L[11], None]
                if len(st.cur) >= 500: raise _RuleLimit227(_k228)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit215(_k, st, _d0): raise _Runaway214()
            continue
        if pc == 8:
            _r = _run229(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k230)

# <rulerun blackjack.rules: dealer_turn #47 playout 69d9c7d9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t157 = 14
    _t158 = 13
    if _st_log is None and _t157 != _t158:
        _t159 = _st_zones[_t157]; _st_zones[_t158] += _t159
        for _t160 in _t159: _st_loc[_t160] = _t158
        _t159.clear()
    else:
        _move_cards253(st, _st_zones[_t157][:], _t158, False)
    if _st_log is not None: _st_log.append(_Text257(_audience254(st), ['the dealer counts ', _plain256(_d255(st, [_st_zones[13][:]]))]))
    _t161 = True
    for _t162 in (_k258 or ()):
        _t164 = (_range259(1, _st_vars[0 + _t162]) or ())
        _budget260[0] -= len(_t164)
        if _budget260[0] < 0: _spent261(st)
        _t166 = _NOT_YET
        _t163 = True
        for _t165 in _t164:
            if not (((_d255(st, [_st_zones[_family262(_t165, 1 + 4 * _t162, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t162] == 1) and (_t166 if _t166 is not _NOT_YET else (_t166 := _d263(st, [_st_zones[_family262(1, 1 + 4 * _t162, 4, 'hand')][:]])))))):
                _t163 = False
                break
        if not (_t163):
            _t161 = False
            break
    if _t161:
        return 2
    _t167 = 0; _t168 = st.decisions
    while (((_d255(st, [_st_zones[13][:]]) < 17) or ((False and (_d255(st, [_st_zones[13][:]]) == 17)) and _d264(st, [_st_zones[13][:]]))) and (not not _st_zones[0])):
        _t167 += 1
        if _t167 > _LIMIT265[0] and _over_limit266(_t167, st, _t168): raise _Runaway267()
        _t171 = _st_zones[0]
        _t170 = 13
        if _st_log is None and _t171:
            _t169 = _t171.pop(); _st_zones[_t170].append(_t169); _st_loc[_t169] = _t170
        elif _t171:
            _move_cards253(st, _t171[-1], _t170, False)
        if _st_log is not None: _st_log.append(_Text257(_audience254(st), ['the dealer counts ', _plain256(_d255(st, [_st_zones[13][:]]))]))
    for _t172 in (_k268 or []):
        L[2] = _t172
        _t174 = (_range259(1, _st_vars[0 + _t172]) or [])
        _budget260[0] -= len(_t174)
        if _budget260[0] < 0: _spent261(st)
        for _t173 in _t174:
            L[5] = _t173
            if not ((not ((_d255(st, [_st_zones[_family262(_t173, 1 + 4 * _t172, 4, 'hand')][:]]) > 21) or ((_st_vars[0 + _t172] == 1) and _d263(st, [_st_zones[_family262(1, 1 + 4 * _t172, 4, 'hand')][:]]))))): continue
            _i11l0 = _t172
            _i11l1 = _d269(st, [_family262(_t173, 1 + 4 * _t172, 4, 'hand'), _st_vars[3 + _t172][(_t173 - 1)]])
            _i11l2 = _t173
            _i11 = [_i11l0, _i11l1, _i11l2, None]
            _st_vars[6 + _i11l0] = _st_vars[6 + _i11l0] + _i11l1
            _i11[3] = ('the hand' if (_st_vars[0 + _i11l0] == 1) else ('hand ' + _plain256(_i11l2)))
            if (_i11l1 > 0):
                if _st_log is not None: _st_log.append(_Text257(_audience254(st), [_PlayerRef270(_i11l0), ' wins ', _plain256(_i11l1), ' on ', _plain256(_i11[3])]))
            elif (_i11l1 < 0):
                if _st_log is not None: _st_log.append(_Text257(_audience254(st), [_PlayerRef270(_i11l0), ' loses ', _plain256((-_i11l1)), ' on ', _plain256(_i11[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text257(_audience254(st), [_PlayerRef270(_i11l0), ' pushes on ', _plain256(_i11[3])]))

# <rulerun blackjack.rules: play_round #48 playout 5373595a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t135 in (_k234 or []):
        L[2] = _t135
        _t138 = _st_zones[0]
        _t137 = _family236(1, 1 + 4 * _t135, 4, 'hand')
        if _st_log is None and _t138:
            _t136 = _t138.pop(); _st_zones[_t137].append(_t136); _st_loc[_t136] = _t137
        elif _t138:
            _move_cards235(st, _t138[-1], _t137, False)
    _t141 = _st_zones[0]
    _t140 = 13
    if _st_log is None and _t141:
        _t139 = _t141.pop(); _st_zones[_t140].append(_t139); _st_loc[_t139] = _t140
    elif _t141:
        _move_cards235(st, _t141[-1], _t140, False)
    for _t142 in (_k237 or []):
        L[5] = _t142
        _t145 = _st_zones[0]
        _t144 = _family236(1, 1 + 4 * _t142, 4, 'hand')
        if _st_log is None and _t145:
            _t143 = _t145.pop(); _st_zones[_t144].append(_t143); _st_loc[_t143] = _t144
        elif _t145:
            _move_cards235(st, _t145[-1], _t144, False)
    _t148 = _st_zones[0]
    _t147 = 14
    if _st_log is None and _t148:
        _t146 = _t148.pop(); _st_zones[_t147].append(_t146); _st_loc[_t146] = _t147
    elif _t148:
        _move_cards235(st, _t148[-1], _t147, False)
    if ((_c238[(_z[-1] if (_z := _st_zones[13]) else None)] == 1) or (_c238[(_z[-1] if (_z := _st_zones[13]) else None)] == 10)):
        if _d239(st, [_joined240(_st_zones[13][:], _st_zones[14][:])]):
            _t149 = 14
            _t150 = 13
            if _st_log is None and _t149 != _t150:
                _t151 = _st_zones[_t149]; _st_zones[_t150] += _t151
                for _t152 in _t151: _st_loc[_t152] = _t150
                _t151.clear()
            else:
                _move_cards235(st, _st_zones[_t149][:], _t150, False)
            if _st_log is not None: _st_log.append(_Text242(_audience241(st), ['the dealer has blackjack']))
            for _t153 in (_k243 or []):
                L[8] = _t153
                _i8l0 = _t153
                _i8l1 = (0 if _d239(st, [_st_zones[_family236(1, 1 + 4 * _t153, 4, 'hand')][:]]) else (-_st_vars[3 + _t153][0]))
                _i8l2 = 1
                _i8 = [_i8l0, _i8l1, _i8l2, None]
                _st_vars[6 + _i8l0] = _st_vars[6 + _i8l0] + _i8l1
                _i8[3] = ('the hand' if (_st_vars[0 + _i8l0] == 1) else ('hand ' + _plain244(_i8l2)))
                if (_i8l1 > 0):
                    if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i8l0), ' wins ', _plain244(_i8l1), ' on ', _plain244(_i8[3])]))
                elif (_i8l1 < 0):
                    if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i8l0), ' loses ', _plain244((-_i8l1)), ' on ', _plain244(_i8[3])]))
                else:
                    if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i8l0), ' pushes on ', _plain244(_i8[3])]))
            _end_game246(st, None, False); return 3
        if _st_log is not None: _tell247(st, _plain244('the dealer has no blackjack'), None)
    for _t154 in (_k248 or []):
        L[11] = _t154
        if _d239(st, [_st_zones[_family236(1, 1 + 4 * _t154, 4, 'hand')][:]]):
            if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_t154), ' has blackjack']))
            _i9l0 = _t154
            _i9l1 = 3
            _i9l2 = 1
            _i9 = [_i9l0, _i9l1, _i9l2, None]
            _st_vars[6 + _i9l0] = _st_vars[6 + _i9l0] + _i9l1
            _i9[3] = ('the hand' if (_st_vars[0 + _i9l0] == 1) else ('hand ' + _plain244(_i9l2)))
            if (_i9l1 > 0):
                if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i9l0), ' wins ', _plain244(_i9l1), ' on ', _plain244(_i9[3])]))
            elif (_i9l1 < 0):
                if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i9l0), ' loses ', _plain244((-_i9l1)), ' on ', _plain244(_i9[3])]))
            else:
                if _st_log is not None: _st_log.append(_Text242(_audience241(st), [_PlayerRef245(_i9l0), ' pushes on ', _plain244(_i9[3])]))
        else:
            _i10l0 = _t154
            _i10 = [_i10l0, None]
            _i10[1] = 1
            _t155 = 0; _t156 = st.decisions
            while ((_i10[1] <= _st_vars[0 + _i10l0]) and (not _st_vars[9 + _i10l0])):
                _t155 += 1
                if _t155 > _LIMIT249[0] and _over_limit250(_t155, st, _t156): raise _Runaway251()
                if _p252(st, [_i10l0, _i10[1], None, None, None]) == 3: return 3
                _i10[1] = _i10[1] + 1
    if _p272(st, _k271[:]) == 3: return 3

# <rulerun blackjack.rules: play #49 44f245f3>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run233(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p273(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit274(_k275)
                fr[1] = 2; st.cur.append([4, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step276(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k277)

# <rulerun blackjack.rules: rank #50 9418b35e>
def _native(st, p):
    return (st.vars[6 + p], )

# <rulerun blackjack.rules: payoff #51 7d80b8c4>
def _native(st, p):
    return st.vars[6 + p]

