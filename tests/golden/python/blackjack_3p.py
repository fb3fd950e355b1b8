# <rulerun blackjack.rules: settle #0 19aa4bcb>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[3 + _l0] = _l1
    _st_vars[6 + _l0] = True
    if (_l1 > 0):
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' wins ', _plain2(_l1)]))
    elif (_l1 < 0):
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' loses ', _plain2((-_l1))]))
    else:
        if _st_log is not None: _st_log.append(_Text3(_audience0(st), [_PlayerRef1(_l0), ' pushes']))

# <rulerun blackjack.rules: player_turn #1 fab65354>
def _loop(st, L):
    _t4 = 0
    for _t3 in (L[0] or ()):
        _t4 += _c7[_t3]
    return _t4

# <rulerun blackjack.rules: player_turn #2 fff67206>
def _loop(st, L):
    for _t5 in (L[0] or ()):
        if (_c9[_t5] == 1):
            return True
    return False

# <rulerun blackjack.rules: player_turn #3 ac35f2ab>
def _loop(st, L):
    _t8 = 0
    for _t7 in (L[0] or ()):
        _t8 += _c11[_t7]
    return _t8

# <rulerun blackjack.rules: player_turn #4 623fc5c9>
def _loop(st, L):
    _t10 = 0
    for _t9 in (L[0] or ()):
        _t10 += _c13[_t9]
    return _t10

# <rulerun blackjack.rules: best_count #5 06d55b8e>
def _native(st, L):
    return ((_a8(st, L) + 10) if (_a10(st, L) and ((_a12(st, L) + 10) <= 21)) else _a14(st, L))

# <rulerun blackjack.rules: player_turn #6 027b3d12>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l1 == 'stand'):
        return 2
    if (_l1 == 'double'):
        _st_vars[0 + _l0] = 4
    _t2 = _st_zones[0]
    _t1 = (1 + _l0)
    if _st_log is None and _t2:
        _t0 = _t2.pop(); _st_zones[_t1].append(_t0); st.loc[_t0] = _t1
    elif _t2:
        _move_cards4(st, _t2[-1], _t1, False)
    if _st_log is not None: _st_log.append(_Text17(_audience5(st), [_PlayerRef6(_l0), ' counts ', _plain16(_d15(st, [_st_zones[(1 + _l0)][:]]))]))
    if (_d15(st, [_st_zones[(1 + _l0)][:]]) > 21):
        if _st_log is not None: _st_log.append(_Text17(_audience5(st), [_PlayerRef6(_l0), ' busts']))
        _i0l0 = _l0
        _i0l1 = (-_st_vars[0 + _l0])
        _st_vars[3 + _i0l0] = _i0l1
        _st_vars[6 + _i0l0] = True
        if (_i0l1 > 0):
            if _st_log is not None: _st_log.append(_Text17(_audience5(st), [_PlayerRef6(_i0l0), ' wins ', _plain16(_i0l1)]))
        elif (_i0l1 < 0):
            if _st_log is not None: _st_log.append(_Text17(_audience5(st), [_PlayerRef6(_i0l0), ' loses ', _plain16((-_i0l1))]))
        else:
            if _st_log is not None: _st_log.append(_Text17(_audience5(st), [_PlayerRef6(_i0l0), ' pushes']))
        return 2
    if (_l1 == 'double'):
        return 2

# <rulerun blackjack.rules: player_turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun blackjack.rules: player_turn #8 50bd541b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t11 = 0; _t12 = st.decisions
    while ((_d18(st, [_st_zones[(1 + _l0)][:]]) < 21) and (not not _st_zones[0])):
        _t11 += 1
        if _t11 > _LIMIT19[0] and _over_limit20(_t11, st, _t12): raise _Runaway21()
        _t13 = []
        for _t14 in (['hit', 'stand', 'double'] or []):
            if ((_t14 != 'double') or (len(_st_zones[(1 + _l0)]) == 2)): _t13.append(_t14)
        _t15 = _l0
        _t16 = len(_t13)
        if _t16 <= 1 and _st_log is None:
            L[1] = _t13[0] if _t16 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t17 = st.chooser(_t16, _t15)
            else:
                _t17 = _st_bits(_t16.bit_length())
                while _t17 >= _t16: _t17 = _st_bits(_t16.bit_length())
            L[1] = _t13[_t17]; st.decisions += 1
        elif _decide24(st, L, _t13, _t15): raise _PlayoutCut22()
        if (L[1] == 'stand'):
            return 2
        if (L[1] == 'double'):
            _st_vars[0 + _l0] = 4
        _t20 = _st_zones[0]
        _t19 = (1 + _l0)
        if _st_log is None and _t20:
            _t18 = _t20.pop(); _st_zones[_t19].append(_t18); st.loc[_t18] = _t19
        elif _t20:
            _move_cards25(st, _t20[-1], _t19, False)
        if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_l0), ' counts ', _plain28(_d18(st, [_st_zones[(1 + _l0)][:]]))]))
        if (_d18(st, [_st_zones[(1 + _l0)][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_l0), ' busts']))
            _i1l0 = _l0
            _i1l1 = (-_st_vars[0 + _l0])
            _st_vars[3 + _i1l0] = _i1l1
            _st_vars[6 + _i1l0] = True
            if (_i1l1 > 0):
                if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_i1l0), ' wins ', _plain28(_i1l1)]))
            elif (_i1l1 < 0):
                if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_i1l0), ' loses ', _plain28((-_i1l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_i1l0), ' pushes']))
            return 2
        if (L[1] == 'double'):
            return 2

# <rulerun blackjack.rules: player_turn #9 808d4911>
def _native(st, L):
    _st_zones = st.zones
    return ((_d30(st, [_st_zones[(1 + L[0])][:]]) < 21) and (not not _st_zones[0]))

# <rulerun blackjack.rules: player_turn #10 d3c4aa99>
def _native(st, L):
    return ['hit', 'stand', 'double']

# <rulerun blackjack.rules: player_turn #11 989800ac>
def _native(st, L):
    return ((L[1] != 'double') or (len(st.zones[(1 + L[0])]) == 2))

# <rulerun blackjack.rules: dealer_turn #12 f363dd2d>
def _loop(st, L):
    _t32 = 0
    for _t31 in (L[0] or ()):
        _t32 += _c38[_t31]
    return _t32

# <rulerun blackjack.rules: soft #13 dea1c7b1>
def _native(st, L):
    _t29 = False
    for _t30 in (L[0] or ()):
        if (_c37[_t30] == 1):
            _t29 = True
            break
    return (_t29 and ((_a39(st, L) + 10) <= 21))

# <rulerun blackjack.rules: dealer_turn #14 8288bc8f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t21 = 5
    _t22 = 4
    if _st_log is None and _t21 != _t22:
        _t23 = _st_zones[_t21]; _st_zones[_t22] += _t23
        for _t24 in _t23: _st_loc[_t24] = _t22
        _t23.clear()
    else:
        _move_cards31(st, _st_zones[_t21][:], _t22, False)
    if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['the dealer counts ', _plain34(_d33(st, [_st_zones[4][:]]))]))
    _t25 = True
    for _t26 in (_k36 or ()):
        if not (_st_vars[6 + _t26]):
            _t25 = False
            break
    if _t25:
        return 2
    _t27 = 0; _t28 = st.decisions
    while (((_d33(st, [_st_zones[4][:]]) < 17) or ((False and (_d33(st, [_st_zones[4][:]]) == 17)) and _d40(st, [_st_zones[4][:]]))) and (not not _st_zones[0])):
        _t27 += 1
        if _t27 > _LIMIT41[0] and _over_limit42(_t27, st, _t28): raise _Runaway43()
        _t35 = _st_zones[0]
        _t34 = 4
        if _st_log is None and _t35:
            _t33 = _t35.pop(); _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
        elif _t35:
            _move_cards31(st, _t35[-1], _t34, False)
        if _st_log is not None: _st_log.append(_Text35(_audience32(st), ['the dealer counts ', _plain34(_d33(st, [_st_zones[4][:]]))]))
    for _t36 in (_k44 or []):
        L[2] = _t36
        if not ((not _st_vars[6 + _t36])): continue
        if ((_d33(st, [_st_zones[4][:]]) > 21) or (_d33(st, [_st_zones[(1 + _t36)][:]]) > _d33(st, [_st_zones[4][:]]))):
            _i2l0 = _t36
            _i2l1 = _st_vars[0 + _t36]
            _st_vars[3 + _i2l0] = _i2l1
            _st_vars[6 + _i2l0] = True
            if (_i2l1 > 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i2l0), ' wins ', _plain34(_i2l1)]))
            elif (_i2l1 < 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i2l0), ' loses ', _plain34((-_i2l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i2l0), ' pushes']))
        elif (_d33(st, [_st_zones[(1 + _t36)][:]]) < _d33(st, [_st_zones[4][:]])):
            _i3l0 = _t36
            _i3l1 = (-_st_vars[0 + _t36])
            _st_vars[3 + _i3l0] = _i3l1
            _st_vars[6 + _i3l0] = True
            if (_i3l1 > 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i3l0), ' wins ', _plain34(_i3l1)]))
            elif (_i3l1 < 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i3l0), ' loses ', _plain34((-_i3l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i3l0), ' pushes']))
        else:
            _i4l0 = _t36
            _i4l1 = 0
            _st_vars[3 + _i4l0] = _i4l1
            _st_vars[6 + _i4l0] = True
            if (_i4l1 > 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i4l0), ' wins ', _plain34(_i4l1)]))
            elif (_i4l1 < 0):
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i4l0), ' loses ', _plain34((-_i4l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text35(_audience32(st), [_PlayerRef45(_i4l0), ' pushes']))

# <rulerun blackjack.rules: play_round #15 b994ed05>
def _loop(st, L):
    _t52 = 0
    for _t51 in (L[0] or ()):
        _t52 += _c50[_t51]
    return _t52

# <rulerun blackjack.rules: play_round #16 a2cb4d6c>
def _loop(st, L):
    for _t53 in (L[0] or ()):
        if (_c52[_t53] == 1):
            return True
    return False

# <rulerun blackjack.rules: play_round #17 a8000b25>
def _loop(st, L):
    _t56 = 0
    for _t55 in (L[0] or ()):
        _t56 += _c54[_t55]
    return _t56

# <rulerun blackjack.rules: play_round #18 8bb46f9d>
def _loop(st, L):
    _t58 = 0
    for _t57 in (L[0] or ()):
        _t58 += _c56[_t57]
    return _t58

# <rulerun blackjack.rules: natural #19 3bb7e90b>
def _native(st, L):
    return ((len((L[0] or ())) == 2) and (((_a51(st, L) + 10) if (_a53(st, L) and ((_a55(st, L) + 10) <= 21)) else _a57(st, L)) == 21))

# <rulerun blackjack.rules: play_round #20 3947eb87>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t37 in (_k46 or []):
        L[2] = _t37
        _t40 = _st_zones[0]
        _t39 = (1 + _t37)
        if _st_log is None and _t40:
            _t38 = _t40.pop(); _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        elif _t40:
            _move_cards47(st, _t40[-1], _t39, False)
    _t43 = _st_zones[0]
    _t42 = 4
    if _st_log is None and _t43:
        _t41 = _t43.pop(); _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
    elif _t43:
        _move_cards47(st, _t43[-1], _t42, False)
    for _t44 in (_k48 or []):
        L[5] = _t44
        _t47 = _st_zones[0]
        _t46 = (1 + _t44)
        if _st_log is None and _t47:
            _t45 = _t47.pop(); _st_zones[_t46].append(_t45); _st_loc[_t45] = _t46
        elif _t47:
            _move_cards47(st, _t47[-1], _t46, False)
    _t50 = _st_zones[0]
    _t49 = 5
    if _st_log is None and _t50:
        _t48 = _t50.pop(); _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
    elif _t50:
        _move_cards47(st, _t50[-1], _t49, False)
    if ((_c49[(_z[-1] if (_z := _st_zones[4]) else None)] == 1) or (_c49[(_z[-1] if (_z := _st_zones[4]) else None)] == 10)):
        if _d58(st, [(_st_zones[4][:] + _st_zones[5][:])]):
            _t59 = 5
            _t60 = 4
            if _st_log is None and _t59 != _t60:
                _t61 = _st_zones[_t59]; _st_zones[_t60] += _t61
                for _t62 in _t61: _st_loc[_t62] = _t60
                _t61.clear()
            else:
                _move_cards47(st, _st_zones[_t59][:], _t60, False)
            if _st_log is not None: _st_log.append(_Text60(_audience59(st), ['the dealer has blackjack']))
            for _t63 in (_k61 or []):
                L[8] = _t63
                _i5l0 = _t63
                _i5l1 = (0 if _d58(st, [_st_zones[(1 + _t63)][:]]) else (-_st_vars[0 + _t63]))
                _st_vars[3 + _i5l0] = _i5l1
                _st_vars[6 + _i5l0] = True
                if (_i5l1 > 0):
                    if _st_log is not None: _st_log.append(_Text60(_audience59(st), [_PlayerRef62(_i5l0), ' wins ', _plain63(_i5l1)]))
                elif (_i5l1 < 0):
                    if _st_log is not None: _st_log.append(_Text60(_audience59(st), [_PlayerRef62(_i5l0), ' loses ', _plain63((-_i5l1))]))
                else:
                    if _st_log is not None: _st_log.append(_Text60(_audience59(st), [_PlayerRef62(_i5l0), ' pushes']))
            _end_game64(st, None, False); return 3
        if _st_log is not None: _tell65(st, _plain63('the dealer has no blackjack'), None)

# <rulerun blackjack.rules: play_round #21 ec401475>
def _native(st, L):
    _l11 = L[11]
    _st_log = st.log
    _st_vars = st.vars
    if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_l11), ' has blackjack']))
    _i6l0 = _l11
    _i6l1 = 3
    _st_vars[3 + _i6l0] = _i6l1
    _st_vars[6 + _i6l0] = True
    if (_i6l1 > 0):
        if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_i6l0), ' wins ', _plain69(_i6l1)]))
    elif (_i6l1 < 0):
        if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_i6l0), ' loses ', _plain69((-_i6l1))]))
    else:
        if _st_log is not None: _st_log.append(_Text68(_audience66(st), [_PlayerRef67(_i6l0), ' pushes']))

# <rulerun blackjack.rules: player_turn #22 playout 800ff8be>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t65 = 0; _t66 = st.decisions
    while ((_d76(st, [_st_zones[(1 + _l0)][:]]) < 21) and (not not _st_zones[0])):
        _t65 += 1
        if _t65 > _LIMIT77[0] and _over_limit78(_t65, st, _t66): raise _Runaway79()
        _t67 = []
        for _t68 in (['hit', 'stand', 'double'] or []):
            if ((_t68 != 'double') or (len(_st_zones[(1 + _l0)]) == 2)): _t67.append(_t68)
        _t69 = _l0
        _t70 = len(_t67)
        if _t70 <= 1 and _st_log is None:
            L[1] = _t67[0] if _t70 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t71 = st.chooser(_t70, _t69)
            else:
                _t71 = _st_bits(_t70.bit_length())
                while _t71 >= _t70: _t71 = _st_bits(_t70.bit_length())
            L[1] = _t67[_t71]; st.decisions += 1
        elif _decide82(st, L, _t67, _t69): raise _PlayoutCut80()
        if (L[1] == 'stand'):
            return 2
        if (L[1] == 'double'):
            _st_vars[0 + _l0] = 4
        _t74 = _st_zones[0]
        _t73 = (1 + _l0)
        if _st_log is None and _t74:
            _t72 = _t74.pop(); _st_zones[_t73].append(_t72); st.loc[_t72] = _t73
        elif _t74:
            _move_cards83(st, _t74[-1], _t73, False)
        if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' counts ', _plain86(_d76(st, [_st_zones[(1 + _l0)][:]]))]))
        if (_d76(st, [_st_zones[(1 + _l0)][:]]) > 21):
            if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' busts']))
            _i8l0 = _l0
            _i8l1 = (-_st_vars[0 + _l0])
            _st_vars[3 + _i8l0] = _i8l1
            _st_vars[6 + _i8l0] = True
            if (_i8l1 > 0):
                if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_i8l0), ' wins ', _plain86(_i8l1)]))
            elif (_i8l1 < 0):
                if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_i8l0), ' loses ', _plain86((-_i8l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_i8l0), ' pushes']))
            return 2
        if (L[1] == 'double'):
            return 2

# <rulerun blackjack.rules: play_round #23 5a137b83>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    for _t64 in (_k70 or []):
        L[11] = _t64
        if _d71(st, [st.zones[(1 + _t64)][:]]):
            if _st_log is not None: _st_log.append(_Text74(_audience72(st), [_PlayerRef73(_t64), ' has blackjack']))
            _i7l0 = _t64
            _i7l1 = 3
            _st_vars[3 + _i7l0] = _i7l1
            _st_vars[6 + _i7l0] = True
            if (_i7l1 > 0):
                if _st_log is not None: _st_log.append(_Text74(_audience72(st), [_PlayerRef73(_i7l0), ' wins ', _plain75(_i7l1)]))
            elif (_i7l1 < 0):
                if _st_log is not None: _st_log.append(_Text74(_audience72(st), [_PlayerRef73(_i7l0), ' loses ', _plain75((-_i7l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text74(_audience72(st), [_PlayerRef73(_i7l0), ' pushes']))
        else:
            if _p88(st, [_t64, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #24 bda22600>
def _native(st, L):
    if _p89(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play_round #25 feede2b8>
def _native(st, L):
    return _k90

# <rulerun blackjack.rules: play_round #26 78594a48>
def _native(st, L):
    return _d91(st, [st.zones[(1 + L[11])][:]])

# <rulerun blackjack.rules: play_round #27 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun blackjack.rules: play #28 b9399a05>
def _native(st, L):
    _shuffle_zone92(st, 0)

# <rulerun blackjack.rules: settle #29 bcaef013>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run95(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k96)

# <rulerun blackjack.rules: player_turn #30 3f16b580>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT97[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((_d100(st, [_st_zones[(1 + L[0])][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t75 in (['hit', 'stand', 'double'] or []):
                if ((_t75 != 'double') or (len(_st_zones[(1 + L[0])]) == 2)): _o.append(_t75)
            fr[1] = 2
            _t76 = L[0]
            _t77 = len(_o)
            if _t77 <= 1 and _st_log is None:
                L[1] = _o[0] if _t77 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t78 = st.chooser(_t77, _t76)
                else:
                    _t78 = _st_bits(_t77.bit_length())
                    while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
                L[1] = _o[_t78]; st.decisions += 1
            elif _decide102(st, L, _o, _t76): return True
            pc = 2
        if pc == 2:
            _r = _run103(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit99(_k, st, _d0): raise _Runaway98()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k104)

# <rulerun blackjack.rules: dealer_turn #31 f700c030>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k108)

# <rulerun blackjack.rules: play_round #32 bddc5f1d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT109[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run112(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k113 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d114(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run115(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _a = [L[11], None]
            if len(st.cur) >= 500: raise _RuleLimit116(_k117)
            fr[1] = 7; st.cur.append([1, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit111(_k, st, _d0): raise _Runaway110()
            continue
        if pc == 8:
            _r = _run118(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k119)

# <rulerun blackjack.rules: play #33 14b05278>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run122(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit123(_k124)
            fr[1] = 2; st.cur.append([3, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step125(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k126)

# <rulerun blackjack.rules: player_turn #34 dc2197f6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT127[0]; _d0 = st.decisions
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region130(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if ((_d131(st, [_st_zones[(1 + L[0])][:]]) < 21) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _o = []
            for _t79 in (['hit', 'stand', 'double'] or []):
                if ((_t79 != 'double') or (len(_st_zones[(1 + L[0])]) == 2)): _o.append(_t79)
            fr[1] = 2
            _t80 = L[0]
            _t81 = len(_o)
            if _t81 <= 1 and _st_log is None:
                L[1] = _o[0] if _t81 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t82 = st.chooser(_t81, _t80)
                else:
                    _t82 = _st_bits(_t81.bit_length())
                    while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
                L[1] = _o[_t82]; st.decisions += 1
            elif _decide133(st, L, _o, _t80): return True
            pc = 2
        if pc == 2:
            _r = _run134(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 0
            _k += 1
            if _k > _lim and _over_limit129(_k, st, _d0): raise _Runaway128()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k135)

# <rulerun blackjack.rules: play_round #35 25448cc0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT136[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run139(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region140(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[9] = (_k141 or []); L[10] = 0
            pc = 2
        if pc == 2:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 8
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 3; break
            L[10] = _i
        if pc == 3:
            if _d142(st, [st.zones[(1 + L[11])][:]]):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run143(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p144(st, [L[11], None]) == 3: return True
                pc = 7
            else:
                _a = [L[11], None]
                if len(st.cur) >= 500: raise _RuleLimit145(_k146)
                fr[1] = 7; st.cur.append([1, 0, _a]); return None
        if pc == 7:
            pc = 2
            _k += 1
            if _k > _lim and _over_limit138(_k, st, _d0): raise _Runaway137()
            continue
        if pc == 8:
            _r = _run147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k148)

# <rulerun blackjack.rules: dealer_turn #36 playout 2fe96254>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t103 = 5
    _t104 = 4
    if _st_log is None and _t103 != _t104:
        _t105 = _st_zones[_t103]; _st_zones[_t104] += _t105
        for _t106 in _t105: _st_loc[_t106] = _t104
        _t105.clear()
    else:
        _move_cards166(st, _st_zones[_t103][:], _t104, False)
    if _st_log is not None: _st_log.append(_Text170(_audience167(st), ['the dealer counts ', _plain169(_d168(st, [_st_zones[4][:]]))]))
    _t107 = True
    for _t108 in (_k171 or ()):
        if not (_st_vars[6 + _t108]):
            _t107 = False
            break
    if _t107:
        return 2
    _t109 = 0; _t110 = st.decisions
    while (((_d168(st, [_st_zones[4][:]]) < 17) or ((False and (_d168(st, [_st_zones[4][:]]) == 17)) and _d172(st, [_st_zones[4][:]]))) and (not not _st_zones[0])):
        _t109 += 1
        if _t109 > _LIMIT173[0] and _over_limit174(_t109, st, _t110): raise _Runaway175()
        _t113 = _st_zones[0]
        _t112 = 4
        if _st_log is None and _t113:
            _t111 = _t113.pop(); _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
        elif _t113:
            _move_cards166(st, _t113[-1], _t112, False)
        if _st_log is not None: _st_log.append(_Text170(_audience167(st), ['the dealer counts ', _plain169(_d168(st, [_st_zones[4][:]]))]))
    for _t114 in (_k176 or []):
        L[2] = _t114
        if not ((not _st_vars[6 + _t114])): continue
        if ((_d168(st, [_st_zones[4][:]]) > 21) or (_d168(st, [_st_zones[(1 + _t114)][:]]) > _d168(st, [_st_zones[4][:]]))):
            _i11l0 = _t114
            _i11l1 = _st_vars[0 + _t114]
            _st_vars[3 + _i11l0] = _i11l1
            _st_vars[6 + _i11l0] = True
            if (_i11l1 > 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i11l0), ' wins ', _plain169(_i11l1)]))
            elif (_i11l1 < 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i11l0), ' loses ', _plain169((-_i11l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i11l0), ' pushes']))
        elif (_d168(st, [_st_zones[(1 + _t114)][:]]) < _d168(st, [_st_zones[4][:]])):
            _i12l0 = _t114
            _i12l1 = (-_st_vars[0 + _t114])
            _st_vars[3 + _i12l0] = _i12l1
            _st_vars[6 + _i12l0] = True
            if (_i12l1 > 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i12l0), ' wins ', _plain169(_i12l1)]))
            elif (_i12l1 < 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i12l0), ' loses ', _plain169((-_i12l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i12l0), ' pushes']))
        else:
            _i13l0 = _t114
            _i13l1 = 0
            _st_vars[3 + _i13l0] = _i13l1
            _st_vars[6 + _i13l0] = True
            if (_i13l1 > 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i13l0), ' wins ', _plain169(_i13l1)]))
            elif (_i13l1 < 0):
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i13l0), ' loses ', _plain169((-_i13l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text170(_audience167(st), [_PlayerRef177(_i13l0), ' pushes']))

# <rulerun blackjack.rules: play_round #37 playout 19fe99b2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t83 in (_k152 or []):
        L[2] = _t83
        _t86 = _st_zones[0]
        _t85 = (1 + _t83)
        if _st_log is None and _t86:
            _t84 = _t86.pop(); _st_zones[_t85].append(_t84); _st_loc[_t84] = _t85
        elif _t86:
            _move_cards153(st, _t86[-1], _t85, False)
    _t89 = _st_zones[0]
    _t88 = 4
    if _st_log is None and _t89:
        _t87 = _t89.pop(); _st_zones[_t88].append(_t87); _st_loc[_t87] = _t88
    elif _t89:
        _move_cards153(st, _t89[-1], _t88, False)
    for _t90 in (_k154 or []):
        L[5] = _t90
        _t93 = _st_zones[0]
        _t92 = (1 + _t90)
        if _st_log is None and _t93:
            _t91 = _t93.pop(); _st_zones[_t92].append(_t91); _st_loc[_t91] = _t92
        elif _t93:
            _move_cards153(st, _t93[-1], _t92, False)
    _t96 = _st_zones[0]
    _t95 = 5
    if _st_log is None and _t96:
        _t94 = _t96.pop(); _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
    elif _t96:
        _move_cards153(st, _t96[-1], _t95, False)
    if ((_c155[(_z[-1] if (_z := _st_zones[4]) else None)] == 1) or (_c155[(_z[-1] if (_z := _st_zones[4]) else None)] == 10)):
        if _d156(st, [(_st_zones[4][:] + _st_zones[5][:])]):
            _t97 = 5
            _t98 = 4
            if _st_log is None and _t97 != _t98:
                _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
                for _t100 in _t99: _st_loc[_t100] = _t98
                _t99.clear()
            else:
                _move_cards153(st, _st_zones[_t97][:], _t98, False)
            if _st_log is not None: _st_log.append(_Text158(_audience157(st), ['the dealer has blackjack']))
            for _t101 in (_k159 or []):
                L[8] = _t101
                _i9l0 = _t101
                _i9l1 = (0 if _d156(st, [_st_zones[(1 + _t101)][:]]) else (-_st_vars[0 + _t101]))
                _st_vars[3 + _i9l0] = _i9l1
                _st_vars[6 + _i9l0] = True
                if (_i9l1 > 0):
                    if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i9l0), ' wins ', _plain161(_i9l1)]))
                elif (_i9l1 < 0):
                    if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i9l0), ' loses ', _plain161((-_i9l1))]))
                else:
                    if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i9l0), ' pushes']))
            _end_game162(st, None, False); return 3
        if _st_log is not None: _tell163(st, _plain161('the dealer has no blackjack'), None)
    for _t102 in (_k164 or []):
        L[11] = _t102
        if _d156(st, [_st_zones[(1 + _t102)][:]]):
            if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_t102), ' has blackjack']))
            _i10l0 = _t102
            _i10l1 = 3
            _st_vars[3 + _i10l0] = _i10l1
            _st_vars[6 + _i10l0] = True
            if (_i10l1 > 0):
                if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i10l0), ' wins ', _plain161(_i10l1)]))
            elif (_i10l1 < 0):
                if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i10l0), ' loses ', _plain161((-_i10l1))]))
            else:
                if _st_log is not None: _st_log.append(_Text158(_audience157(st), [_PlayerRef160(_i10l0), ' pushes']))
        else:
            if _p165(st, [_t102, None]) == 3: return 3
    if _p178(st, [None, None, None]) == 3: return 3

# <rulerun blackjack.rules: play #38 48ccdd5e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run151(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p179(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit180(_k181)
                fr[1] = 2; st.cur.append([3, 0, _a]); return None
        if pc == 2:
            fr[1] = 3
            if _step182(st, fr): return True
            pc = 3
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k183)

# <rulerun blackjack.rules: rank #39 0a82ef29>
def _native(st, p):
    return (st.vars[3 + p], )

# <rulerun blackjack.rules: payoff #40 3944fd17>
def _native(st, p):
    return st.vars[3 + p]

