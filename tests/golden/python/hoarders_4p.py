# <rulerun hoarders.rules: play_turn #0 a3f5497b>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[2] = (_t0 if -1000000000000000000 <= (_t0 := _st_vars[2] + 1) <= 1000000000000000000 else _beyond0(_t0))
    _st_vars[1] = False
    if _st_log is not None: _st_log.append(_Text4(_audience1(st), ['Turn ', _plain2(_st_vars[2]), ': ', _PlayerRef3(_st_vars[0]), ' holds the crown']))

# <rulerun hoarders.rules: play_turn #1 eec76363>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t1 = L[1]
    _t2 = (10 + L[0])
    if type(_t1) is list and st.log is None:
        for _t3 in _t1:
            _t4 = _st_zones[_st_loc[_t3]]
            if _t4[-1] == _t3: _t4.pop()
            else: _t4.remove(_t3)
            _st_zones[_t2].append(_t3); _st_loc[_t3] = _t2
    elif _t1 is not None:
        _move_cards5(st, _t1, _t2, False)

# <rulerun hoarders.rules: play_turn #2 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: play_turn #3 e693422f>
def _native(st, L):
    return 2

# <rulerun hoarders.rules: play_turn #4 412679fd>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t5 in (_k6 or []):
        st.thread_player = st.inline_thread = _t5
        _i0 = L[:]; _i0[0] = _t5
        _t6 = _st_zones[(6 + _t5)]
        _t7 = _t5
        _t10 = len(_t6); _t8 = _comb9(_t10, 2)
        if not _t8: _no_option10(_t7, 'critters to play face down')
        if _t8 <= 1:
            _i0[1] = _option_at11(_t6, 2, False, 0) if _t8 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t9 = st.chooser(_t8, _t7)
            else:
                _t9 = _st_bits(_t8.bit_length())
                while _t9 >= _t8: _t9 = _st_bits(_t8.bit_length())
            _t11 = _PICKS12.get((_t10, 2)) or _picks13(_t10, 2)
            _i0[1] = list(_t11[_t9](_t6)) if _t11 else _option_at11(_t6, 2, False, _t9)
            st.decisions += 1
        elif _offer8(st, _i0, _t6[:]): raise _PlayoutCut7()
        _t12 = _i0[1]
        _t13 = (10 + _t5)
        if type(_t12) is list:
            for _t14 in _t12:
                _t15 = _st_zones[_st_loc[_t14]]
                if _t15[-1] == _t14: _t15.pop()
                else: _t15.remove(_t14)
                _st_zones[_t13].append(_t14); _st_loc[_t14] = _t13
        elif _t12 is not None:
            _move_cards14(st, _t12, _t13, False)
    st.thread_player = st.inline_thread = None

# <rulerun hoarders.rules: play_turn #5 14c7a8f1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text17(_audience15(st), [_PlayerRef16(L[7]), ' has no face-down critter left and passes']))

# <rulerun hoarders.rules: play_turn #6 70c8cb53>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t16 = L[8]
    _t17 = (14 + L[7])
    if type(_t16) is int and st.log is None:
        _t18 = _st_zones[_st_loc[_t16]]
        if _t18[-1] == _t16: _t18.pop()
        else: _t18.remove(_t16)
        _st_zones[_t17].append(_t16); _st_loc[_t16] = _t17
    elif _t16 is not None:
        _move_cards18(st, _t16, _t17, False)

# <rulerun hoarders.rules: play_turn #7 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun hoarders.rules: draw_nut #8 playout 15aa0e90>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text34(_audience32(st), ['the nut deck is empty: ', _PlayerRef33(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t30 = L[1]
    _t31 = (2 + _l0)
    if type(_t30) is int and _st_log is None:
        _t32 = _st_zones[_st_loc[_t30]]
        if _t32[-1] == _t30: _t32.pop()
        else: _t32.remove(_t30)
        _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
    elif _t30 is not None:
        _move_cards35(st, _t30, _t31, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    try:
        _t35 = _c36[_i2l1]
    except Exception:
        _t33 = 0
        for _t34 in _st_zones[(2 + _i2l0)]:
            if (_c36[_t34] == _c36[_i2l1]):
                _t33 += 1
    else:
        _t33 = 0
        for _t34 in _st_zones[(2 + _i2l0)]:
            if (_c36[_t34] == _t35):
                _t33 += 1
    if (_t33 >= 5):
        if _st_log is not None: _st_log.append(_Text34(_audience32(st), [_PlayerRef33(_i2l0), ' has five identical nuts']))
        _end_game37(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout 3a0374fa>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t43 = False
    for _t44 in _st_zones[(10 + _l1)]:
        if (_c46[_t44] == 'hamster'):
            _t43 = True
            break
    if not (_t43):
        return
    _t45 = ['reveal the hamster', 'let it happen']
    _t46 = _l1
    _t47 = len(_t45)
    if not _t47: _no_option49(_t46, 'block the theft?')
    if _t47 <= 1 and _st_log is None:
        L[2] = _t45[0] if _t47 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t48 = st.chooser(_t47, _t46)
        else:
            _t48 = _st_bits(_t47.bit_length())
            while _t48 >= _t47: _t48 = _st_bits(_t47.bit_length())
        L[2] = _t45[_t48]; st.decisions += 1
    elif _decide50(st, L, _t45, _t46): raise _PlayoutCut47()
    if (L[2] == 'reveal the hamster'):
        _t51 = None
        for _t52 in _st_zones[(10 + _l1)]:
            if (_c46[_t52] == 'hamster'):
                _t51 = _t52
                break
        _t49 = _t51
        _t50 = (14 + _l1)
        if type(_t49) is int and _st_log is None:
            _t53 = _st_zones[_st_loc[_t49]]
            if _t53[-1] == _t49: _t53.pop()
            else: _t53.remove(_t49)
            _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
        elif _t49 is not None:
            _move_cards51(st, _t49, _t50, False)
        if _st_log is not None: _st_log.append(_Text54(_audience52(st), [_PlayerRef53(_l1), "'s hamster blocks the theft"]))
        _cancel55(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout e9af6489>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t36 = []
    for _t37 in (_k39 or []):
        if ((_t37 != _l0) and (not not _st_zones[(2 + _t37)])): _t36.append(_t37)
    _t38 = _l0
    _t39 = len(_t36)
    if _t39 <= 1 and _st_log is None:
        L[1] = _t36[0] if _t39 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t40 = st.chooser(_t39, _t38)
        else:
            _t40 = _st_bits(_t39.bit_length())
            while _t40 >= _t39: _t40 = _st_bits(_t39.bit_length())
        L[1] = _t36[_t40]; st.decisions += 1
    elif _decide42(st, L, _t36, _t38): raise _PlayoutCut40()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text44(_audience43(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth45(st)
    _t41 = [_l0, L[1]]
    _t42 = [0, _t41, False, len(st.cur), st.thread_player]
    st.events.append(_t42)
    _t54 = _t41 + _k56
    if _p57(st, _t54) == 3: return 3
    if not _t42[2]:
        _t55 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value58(st, 0, 1, 'steal')))]
        _t56 = _l0
        _t57 = len(_t55)
        if not _t57: _no_option60(_t56, 'raccoon: nut to steal')
        if _t57 <= 1 and _st_log is None:
            L[2] = _t55[0] if _t57 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t58 = st.chooser(_t57, _t56)
            else:
                _t58 = _st_bits(_t57.bit_length())
                while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
            L[2] = _t55[_t58]; st.decisions += 1
        elif _decide61(st, L, _t55[:], _t56): raise _PlayoutCut40()
        _t59 = L[2]
        _t60 = (2 + _l0)
        if type(_t59) is int and _st_log is None:
            _t61 = _st_zones[_st_loc[_t59]]
            if _t61[-1] == _t59: _t61.pop()
            else: _t61.remove(_t59)
            _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
        elif _t59 is not None:
            _move_cards62(st, _t59, _t60, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t64 = _c63[_i3l1]
        except Exception:
            _t62 = 0
            for _t63 in _st_zones[(2 + _i3l0)]:
                if (_c63[_t63] == _c63[_i3l1]):
                    _t62 += 1
        else:
            _t62 = 0
            for _t63 in _st_zones[(2 + _i3l0)]:
                if (_c63[_t63] == _t64):
                    _t62 += 1
        if (_t62 >= 5):
            if _st_log is not None: _st_log.append(_Text44(_audience43(st), [_PlayerRef64(_i3l0), ' has five identical nuts']))
            _end_game65(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout 87e73141>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t66 = (_o67[_st_vars[0]] or [])
    _budget68[0] -= len(_t66)
    if _budget68[0] < 0: _spent69(st)
    for _t65 in _t66:
        L[2] = _t65
        _t69 = []
        for _t70 in _st_zones[(10 + _t65)]:
            if (_c71[_t70] == 'beaver'):
                _t69.append(_t70)
        _t67 = _t69
        _t68 = (14 + _t65)
        if type(_t67) is list and _st_log is None:
            for _t71 in _t67:
                _t72 = _st_zones[_st_loc[_t71]]
                if _t72[-1] == _t71: _t72.pop()
                else: _t72.remove(_t71)
                _st_zones[_t68].append(_t71); _st_loc[_t71] = _t68
        elif _t67 is not None:
            _move_cards70(st, _t67, _t68, False)
    _t74 = (_o72[_st_vars[0]] or ())
    _budget68[0] -= len(_t74)
    if _budget68[0] < 0: _spent69(st)
    _t73 = []
    for _t75 in _t74:
        _t76 = False
        for _t77 in _st_zones[(14 + _t75)]:
            if (_c71[_t77] == 'beaver'):
                _t76 = True
                break
        if _t76:
            _t73.append(_t75)
    L[3] = _t73
    if (len((L[3] or ())) == 1):
        _t79 = (L[3] or ())
        _budget68[0] -= len(_t79)
        if _budget68[0] < 0: _spent69(st)
        _t78 = None
        for _t80 in _t79:
            _t78 = _t80
            break
        L[4] = _t78
        _t81 = ['draw 3 nuts', 'draw nothing']
        _t82 = L[4]
        _t83 = len(_t81)
        if not _t83: _no_option75(_t82, 'beaver: draw 3 nuts?')
        if _t83 <= 1 and _st_log is None:
            L[5] = _t81[0] if _t83 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t84 = st.chooser(_t83, _t82)
            else:
                _t84 = _st_bits(_t83.bit_length())
                while _t84 >= _t83: _t84 = _st_bits(_t83.bit_length())
            L[5] = _t81[_t84]; st.decisions += 1
        elif _decide76(st, L, _t81, _t82): raise _PlayoutCut73()
        if (L[5] == 'draw 3 nuts'):
            _t86 = (_k77 or [])
            _budget68[0] -= len(_t86)
            if _budget68[0] < 0: _spent69(st)
            for _t85 in _t86:
                L[8] = _t85
                if _p78(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text81(_audience79(st), [_plain80(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        _t88 = (_o82[_st_vars[0]] or [])
        _budget68[0] -= len(_t88)
        if _budget68[0] < 0: _spent69(st)
        for _t87 in _t88:
            L[11] = _t87
            if not ((not (_t87 in (L[3] or ())))): continue
            if _p78(st, [_t87, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 925a7df6>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t20 = (_k19 or [])
    _budget20[0] -= len(_t20)
    if _budget20[0] < 0: _spent21(st)
    for _t19 in _t20:
        L[4] = _t19
        _t22 = (_o22[st.vars[0]] or [])
        _budget20[0] -= len(_t22)
        if _budget20[0] < 0: _spent21(st)
        for _t21 in _t22:
            L[7] = _t21
            if (not _st_zones[(10 + _t21)]):
                if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_t21), ' has no face-down critter left and passes']))
            else:
                _t23 = _st_zones[(10 + _t21)]
                _t24 = _t21
                _t25 = len(_t23)
                if not _t25: _no_option28(_t24, 'critter to reveal')
                if _t25 <= 1 and _st_log is None:
                    L[8] = _t23[0] if _t25 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t26 = st.chooser(_t25, _t24)
                    else:
                        _t26 = _st_bits(_t25.bit_length())
                        while _t26 >= _t25: _t26 = _st_bits(_t25.bit_length())
                    L[8] = _t23[_t26]; st.decisions += 1
                elif _decide29(st, L, _t23[:], _t24): raise _PlayoutCut26()
                _t27 = L[8]
                _t28 = (14 + _t21)
                if type(_t27) is int and _st_log is None:
                    _t29 = _st_zones[_st_loc[_t27]]
                    if _t29[-1] == _t27: _t29.pop()
                    else: _t29.remove(_t27)
                    _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
                elif _t27 is not None:
                    _move_cards30(st, _t27, _t28, False)
                _i1l0 = _t21
                _i1l1 = L[8]
                if (_c31[_i1l1] == 'squirrel'):
                    if _p38(st, [_i1l0, None]) == 3: return 3
                elif (_c31[_i1l1] == 'raccoon'):
                    if _p66(st, [_i1l0, None, None]) == 3: return 3
                elif (_c31[_i1l1] == 'beaver'):
                    if _p84(st, _k83[:]) == 3: return 3
                elif (_c31[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t89 = None
                    for _t90 in _st_zones[(14 + _i4l0)]:
                        if (_c31[_t90] != 'marmot'):
                            _t89 = _t90
                            break
                    _i4[1] = _t89
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c31[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p38(st, [_i4l0, None]) == 3: return 3
                    elif (_c31[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p66(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot cannot repeat a ", _plain85(_c31[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 92f7cc22>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text87(_audience86(st), ['The nut deck is empty: the game ends']))
        _end_game88(st, None, False); return 3
    for _t91 in (_k89 or []):
        L[11] = _t91
        _t92 = (14 + _t91)
        _t93 = (6 + _t91)
        if _st_log is None and _t92 != _t93:
            _t94 = _st_zones[_t92]; _st_zones[_t93] += _t94
            for _t95 in _t94: _st_loc[_t95] = _t93
            _t94.clear()
        else:
            _move_cards90(st, _st_zones[_t92][:], _t93, False)
        _t96 = (10 + _t91)
        _t97 = (6 + _t91)
        if _st_log is None and _t96 != _t97:
            _t98 = _st_zones[_t96]; _st_zones[_t97] += _t98
            for _t99 in _t98: _st_loc[_t99] = _t97
            _t98.clear()
        else:
            _move_cards90(st, _st_zones[_t96][:], _t97, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 fa16fd4b>
def _native(st, L):
    return _k91

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 24df6e35>
def _native(st, L):
    return _k92

# <rulerun hoarders.rules: play_turn #21 548c4c54>
def _native(st, L):
    return _o93[st.vars[0]]

# <rulerun hoarders.rules: play_turn #22 f2751fff>
def _native(st, L):
    return (not st.zones[(10 + L[7])])

# <rulerun hoarders.rules: play_turn #23 a12d93a2>
def _native(st, L):
    return (10 + L[7])

# <rulerun hoarders.rules: play_turn #24 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun hoarders.rules: play_turn #25 aacc7421>
def _native(st, L):
    return L[8]

# <rulerun hoarders.rules: draw_nut #26 3c974fe3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text96(_audience94(st), ['the nut deck is empty: ', _PlayerRef95(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t100 = L[1]
    _t101 = (2 + _l0)
    if type(_t100) is int and _st_log is None:
        _t102 = _st_zones[_st_loc[_t100]]
        if _t102[-1] == _t100: _t102.pop()
        else: _t102.remove(_t100)
        _st_zones[_t101].append(_t100); _st_loc[_t100] = _t101
    elif _t100 is not None:
        _move_cards97(st, _t100, _t101, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t105 = _c98[_i5l1]
    except Exception:
        _t103 = 0
        for _t104 in _st_zones[(2 + _i5l0)]:
            if (_c98[_t104] == _c98[_i5l1]):
                _t103 += 1
    else:
        _t103 = 0
        for _t104 in _st_zones[(2 + _i5l0)]:
            if (_c98[_t104] == _t105):
                _t103 += 1
    if (_t103 >= 5):
        if _st_log is not None: _st_log.append(_Text96(_audience94(st), [_PlayerRef95(_i5l0), ' has five identical nuts']))
        _end_game99(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 fc3a1e49>
def _native(st, L):
    if _p100(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 0bdb7b43>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 43339600>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c104[_l1] == 'squirrel'):
        if _p105(st, [_l0, None]) == 3: return 3
    elif (_c104[_l1] == 'raccoon'):
        if _p106(st, [_l0, None, None]) == 3: return 3
    elif (_c104[_l1] == 'beaver'):
        if _p108(st, _k107[:]) == 3: return 3
    elif (_c104[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t106 = None
        for _t107 in st.zones[(14 + _i6l0)]:
            if (_c104[_t107] != 'marmot'):
                _t106 = _t107
                break
        _i6[1] = _t106
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text111(_audience109(st), [_PlayerRef110(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c104[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text111(_audience109(st), [_PlayerRef110(_i6l0), "'s marmot repeats the squirrel"]))
            if _p105(st, [_i6l0, None]) == 3: return 3
        elif (_c104[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text111(_audience109(st), [_PlayerRef110(_i6l0), "'s marmot repeats the raccoon"]))
            if _p106(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text111(_audience109(st), [_PlayerRef110(_i6l0), "'s marmot cannot repeat a ", _plain112(_c104[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text111(_audience109(st), [_PlayerRef110(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 d0a795bf>
def _native(st, L):
    return (_c113[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 0b5b6958>
def _native(st, L):
    return (_c114[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 12c88719>
def _native(st, L):
    return (_c115[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 26218a1d>
def _native(st, L):
    return (_c116[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 a6ffc77b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t110 = _c117[_l1]
    except Exception:
        _t108 = 0
        for _t109 in _st_zones[(2 + _l0)]:
            if (_c117[_t109] == _c117[_l1]):
                _t108 += 1
    else:
        _t108 = 0
        for _t109 in _st_zones[(2 + _l0)]:
            if (_c117[_t109] == _t110):
                _t108 += 1
    if (_t108 >= 5):
        if _st_log is not None: _st_log.append(_Text120(_audience118(st), [_PlayerRef119(_l0), ' has five identical nuts']))
        _end_game121(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 9ddb2b4f>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text123(_audience122(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 45ab2907>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t111 = _l2
    _t112 = (2 + _l0)
    if type(_t111) is int and _st_log is None:
        _t113 = _st_zones[_st_loc[_t111]]
        if _t113[-1] == _t111: _t113.pop()
        else: _t113.remove(_t111)
        _st_zones[_t112].append(_t111); _st_loc[_t111] = _t112
    elif _t111 is not None:
        _move_cards124(st, _t111, _t112, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t116 = _c125[_i7l1]
    except Exception:
        _t114 = 0
        for _t115 in _st_zones[(2 + _i7l0)]:
            if (_c125[_t115] == _c125[_i7l1]):
                _t114 += 1
    else:
        _t114 = 0
        for _t115 in _st_zones[(2 + _i7l0)]:
            if (_c125[_t115] == _t116):
                _t114 += 1
    if (_t114 >= 5):
        if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_i7l0), ' has five identical nuts']))
        _end_game129(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 ebe8d420>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth130(st)
    _t117 = [_l0, L[1]]
    _t118 = [0, _t117, False, len(st.cur), st.thread_player]
    st.events.append(_t118)
    _t119 = _t117 + _k131
    if _p132(st, _t119) == 3: return 3
    if not _t118[2]:
        _t120 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value133(st, 0, 1, 'steal')))]
        _t121 = _l0
        _t122 = len(_t120)
        if not _t122: _no_option136(_t121, 'raccoon: nut to steal')
        if _t122 <= 1 and _st_log is None:
            L[2] = _t120[0] if _t122 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t123 = st.chooser(_t122, _t121)
            else:
                _t123 = _st_bits(_t122.bit_length())
                while _t123 >= _t122: _t123 = _st_bits(_t122.bit_length())
            L[2] = _t120[_t123]; st.decisions += 1
        elif _decide137(st, L, _t120[:], _t121): raise _PlayoutCut134()
        _t124 = L[2]
        _t125 = (2 + _l0)
        if type(_t124) is int and _st_log is None:
            _t126 = _st_zones[_st_loc[_t124]]
            if _t126[-1] == _t124: _t126.pop()
            else: _t126.remove(_t124)
            _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
        elif _t124 is not None:
            _move_cards138(st, _t124, _t125, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t129 = _c139[_i8l1]
        except Exception:
            _t127 = 0
            for _t128 in _st_zones[(2 + _i8l0)]:
                if (_c139[_t128] == _c139[_i8l1]):
                    _t127 += 1
        else:
            _t127 = 0
            for _t128 in _st_zones[(2 + _i8l0)]:
                if (_c139[_t128] == _t129):
                    _t127 += 1
        if (_t127 >= 5):
            if _st_log is not None: _st_log.append(_Text142(_audience140(st), [_PlayerRef141(_i8l0), ' has five identical nuts']))
            _end_game143(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 cc256c35>
def _native(st, L):
    return _k144

# <rulerun hoarders.rules: raccoon #41 6388390e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (not not st.zones[(2 + _l1)]))

# <rulerun hoarders.rules: raccoon #42 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #43 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: raccoon #44 c061424e>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value145(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 aa601f9a>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t131 = (_o146[_st_vars[0]] or [])
    _budget147[0] -= len(_t131)
    if _budget147[0] < 0: _spent148(st)
    for _t130 in _t131:
        L[2] = _t130
        _t134 = []
        for _t135 in _st_zones[(10 + _t130)]:
            if (_c150[_t135] == 'beaver'):
                _t134.append(_t135)
        _t132 = _t134
        _t133 = (14 + _t130)
        if type(_t132) is list and st.log is None:
            for _t136 in _t132:
                _t137 = _st_zones[_st_loc[_t136]]
                if _t137[-1] == _t136: _t137.pop()
                else: _t137.remove(_t136)
                _st_zones[_t133].append(_t136); _st_loc[_t136] = _t133
        elif _t132 is not None:
            _move_cards149(st, _t132, _t133, False)
    _t139 = (_o151[_st_vars[0]] or ())
    _budget147[0] -= len(_t139)
    if _budget147[0] < 0: _spent148(st)
    _t138 = []
    for _t140 in _t139:
        _t141 = False
        for _t142 in _st_zones[(14 + _t140)]:
            if (_c150[_t142] == 'beaver'):
                _t141 = True
                break
        if _t141:
            _t138.append(_t140)
    L[3] = _t138

# <rulerun hoarders.rules: beaver #46 08821c7d>
def _native(st, L):
    _t144 = (L[3] or ())
    _budget152[0] -= len(_t144)
    if _budget152[0] < 0: _spent153(st)
    _t143 = None
    for _t145 in _t144:
        _t143 = _t145
        break
    L[4] = _t143

# <rulerun hoarders.rules: beaver #47 02ba2e3d>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        _t147 = (_k154 or [])
        _budget155[0] -= len(_t147)
        if _budget155[0] < 0: _spent156(st)
        for _t146 in _t147:
            L[8] = _t146
            if _p157(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 d6dea7ae>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text160(_audience158(st), [_plain159(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    _t149 = (_o161[st.vars[0]] or [])
    _budget162[0] -= len(_t149)
    if _budget162[0] < 0: _spent163(st)
    for _t148 in _t149:
        L[11] = _t148
        if not ((not (_t148 in (_l3 or ())))): continue
        if _p164(st, [_t148, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 20d04684>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t151 = (_l3 or ())
        _budget165[0] -= len(_t151)
        if _budget165[0] < 0: _spent166(st)
        _t150 = None
        for _t152 in _t151:
            _t150 = _t152
            break
        L[4] = _t150
        _t153 = ['draw 3 nuts', 'draw nothing']
        _t154 = L[4]
        _t155 = len(_t153)
        if not _t155: _no_option169(_t154, 'beaver: draw 3 nuts?')
        if _t155 <= 1 and _st_log is None:
            L[5] = _t153[0] if _t155 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t156 = st.chooser(_t155, _t154)
            else:
                _t156 = _st_bits(_t155.bit_length())
                while _t156 >= _t155: _t156 = _st_bits(_t155.bit_length())
            L[5] = _t153[_t156]; st.decisions += 1
        elif _decide170(st, L, _t153, _t154): raise _PlayoutCut167()
        if (L[5] == 'draw 3 nuts'):
            _t158 = (_k171 or [])
            _budget165[0] -= len(_t158)
            if _budget165[0] < 0: _spent166(st)
            for _t157 in _t158:
                L[8] = _t157
                if _p172(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text175(_audience173(st), [_plain174(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        _t160 = (_o176[st.vars[0]] or [])
        _budget165[0] -= len(_t160)
        if _budget165[0] < 0: _spent166(st)
        for _t159 in _t160:
            L[11] = _t159
            if not ((not (_t159 in (_l3 or ())))): continue
            if _p172(st, [_t159, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 5c219415>
def _native(st, L):
    _t161 = None
    for _t162 in st.zones[(14 + L[0])]:
        if (_c177[_t162] != 'marmot'):
            _t161 = _t162
            break
    L[1] = _t161

# <rulerun hoarders.rules: marmot #53 609d28be>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text180(_audience178(st), [_PlayerRef179(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 1c708644>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text183(_audience181(st), [_PlayerRef182(_l0), "'s marmot repeats the squirrel"]))
    if _p184(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 9ca81765>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text187(_audience185(st), [_PlayerRef186(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 b8be4695>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text192(_audience188(st), [_PlayerRef189(L[0]), "'s marmot cannot repeat a ", _plain191(_c190[L[1]])]))

# <rulerun hoarders.rules: marmot #57 76725225>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), [_PlayerRef194(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c196[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), [_PlayerRef194(_l0), "'s marmot repeats the squirrel"]))
        if _p197(st, [_l0, None]) == 3: return 3
    elif (_c196[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), [_PlayerRef194(_l0), "'s marmot repeats the raccoon"]))
        if _p198(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), [_PlayerRef194(_l0), "'s marmot cannot repeat a ", _plain199(_c196[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 0cb2d3ec>
def _native(st, L):
    return (_c200[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 34812f56>
def _native(st, L):
    return (_c201[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 966a42cb>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t165 = None
        for _t166 in _st_zones[(10 + _l1)]:
            if (_c203[_t166] == 'hamster'):
                _t165 = _t166
                break
        _t163 = _t165
        _t164 = (14 + _l1)
        if type(_t163) is int and _st_log is None:
            _t167 = _st_zones[_st_loc[_t163]]
            if _t167[-1] == _t163: _t167.pop()
            else: _t167.remove(_t163)
            _st_zones[_t164].append(_t163); _st_loc[_t163] = _t164
        elif _t163 is not None:
            _move_cards202(st, _t163, _t164, False)
        if _st_log is not None: _st_log.append(_Text206(_audience204(st), [_PlayerRef205(_l1), "'s hamster blocks the theft"]))
        _cancel207(st)

# <rulerun hoarders.rules: on before steal #63 d2414899>
def _native(st, L):
    _t168 = False
    for _t169 in st.zones[(10 + L[1])]:
        if (_c208[_t169] == 'hamster'):
            _t168 = True
            break
    return _t168

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 3c58962b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone209(st, 0)
    _t171 = (_k210 or [])
    _budget211[0] -= len(_t171)
    if _budget211[0] < 0: _spent212(st)
    for _t170 in _t171:
        L[2] = _t170
        for _t172 in (_k213 or []):
            L[5] = _t172
            _t175 = _st_zones[1]
            _t174 = (6 + _t170)
            if _st_log is None and _t175:
                _t173 = _t175.pop(); _st_zones[_t174].append(_t173); _st_loc[_t173] = _t174
            elif _t175:
                _move_cards214(st, _t175[-1], _t174, False)
        _t176 = _st_zones[0][:-(3) - 1:-1]
        _t177 = (2 + _t170)
        if type(_t176) is list and _st_log is None:
            for _t178 in _t176:
                _t179 = _st_zones[_st_loc[_t178]]
                if _t179[-1] == _t178: _t179.pop()
                else: _t179.remove(_t178)
                _st_zones[_t177].append(_t178); _st_loc[_t178] = _t177
        elif _t176 is not None:
            _move_cards214(st, _t176, _t177, False)
    st.vars[0] = _random_item215(st, _k216)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 3a362a46>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t203 = L[1]
    _t204 = (2 + _l0)
    if type(_t203) is int:
        _t205 = _st_zones[_st_loc[_t203]]
        if _t205[-1] == _t203: _t205.pop()
        else: _t205.remove(_t203)
        _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
    elif _t203 is not None:
        _move_cards234(st, _t203, _t204, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t208 = _c235[_i12l1]
    except Exception:
        _t206 = 0
        for _t207 in _st_zones[(2 + _i12l0)]:
            if (_c235[_t207] == _c235[_i12l1]):
                _t206 += 1
    else:
        _t206 = 0
        for _t207 in _st_zones[(2 + _i12l0)]:
            if (_c235[_t207] == _t208):
                _t206 += 1
    if (_t206 >= 5):
        _end_game236(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log e4e1f332>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t216 = False
    for _t217 in _st_zones[(10 + _l1)]:
        if (_c243[_t217] == 'hamster'):
            _t216 = True
            break
    if not (_t216):
        return
    _t218 = ['reveal the hamster', 'let it happen']
    _t219 = _l1
    _t220 = len(_t218)
    if not _t220: _no_option246(_t219, 'block the theft?')
    if _t220 <= 1:
        L[2] = _t218[0] if _t220 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t221 = st.chooser(_t220, _t219)
        else:
            _t221 = _st_bits(_t220.bit_length())
            while _t221 >= _t220: _t221 = _st_bits(_t220.bit_length())
        L[2] = _t218[_t221]; st.decisions += 1
    elif _decide247(st, L, _t218, _t219): raise _PlayoutCut244()
    if (L[2] == 'reveal the hamster'):
        _t224 = None
        for _t225 in _st_zones[(10 + _l1)]:
            if (_c243[_t225] == 'hamster'):
                _t224 = _t225
                break
        _t222 = _t224
        _t223 = (14 + _l1)
        if type(_t222) is int:
            _t226 = _st_zones[_st_loc[_t222]]
            if _t226[-1] == _t222: _t226.pop()
            else: _t226.remove(_t222)
            _st_zones[_t223].append(_t222); _st_loc[_t222] = _t223
        elif _t222 is not None:
            _move_cards248(st, _t222, _t223, False)
        _cancel249(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 7daffd1c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t209 = []
    for _t210 in (_k238 or []):
        if ((_t210 != _l0) and (not not _st_zones[(2 + _t210)])): _t209.append(_t210)
    _t211 = _l0
    _t212 = len(_t209)
    if _t212 <= 1:
        L[1] = _t209[0] if _t212 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t213 = st.chooser(_t212, _t211)
        else:
            _t213 = _st_bits(_t212.bit_length())
            while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
        L[1] = _t209[_t213]; st.decisions += 1
    elif _decide241(st, L, _t209, _t211): raise _PlayoutCut239()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth242(st)
    _t214 = [_l0, L[1]]
    _t215 = [0, _t214, False, len(st.cur), st.thread_player]
    st.events.append(_t215)
    _t227 = _t214 + _k250
    if _p251(st, _t227) == 3: return 3
    if not _t215[2]:
        _t228 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value252(st, 0, 1, 'steal')))]
        _t229 = _l0
        _t230 = len(_t228)
        if not _t230: _no_option254(_t229, 'raccoon: nut to steal')
        if _t230 <= 1:
            L[2] = _t228[0] if _t230 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t231 = st.chooser(_t230, _t229)
            else:
                _t231 = _st_bits(_t230.bit_length())
                while _t231 >= _t230: _t231 = _st_bits(_t230.bit_length())
            L[2] = _t228[_t231]; st.decisions += 1
        elif _decide255(st, L, _t228[:], _t229): raise _PlayoutCut239()
        _t232 = L[2]
        _t233 = (2 + _l0)
        if type(_t232) is int:
            _t234 = _st_zones[_st_loc[_t232]]
            if _t234[-1] == _t232: _t234.pop()
            else: _t234.remove(_t232)
            _st_zones[_t233].append(_t232); _st_loc[_t232] = _t233
        elif _t232 is not None:
            _move_cards256(st, _t232, _t233, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t237 = _c257[_i13l1]
        except Exception:
            _t235 = 0
            for _t236 in _st_zones[(2 + _i13l0)]:
                if (_c257[_t236] == _c257[_i13l1]):
                    _t235 += 1
        else:
            _t235 = 0
            for _t236 in _st_zones[(2 + _i13l0)]:
                if (_c257[_t236] == _t237):
                    _t235 += 1
        if (_t235 >= 5):
            _end_game258(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log ff6d8a25>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t239 = (_o260[_st_vars[0]] or [])
    _budget261[0] -= len(_t239)
    if _budget261[0] < 0: _spent262(st)
    for _t238 in _t239:
        L[2] = _t238
        _t242 = []
        for _t243 in _st_zones[(10 + _t238)]:
            if (_c264[_t243] == 'beaver'):
                _t242.append(_t243)
        _t240 = _t242
        _t241 = (14 + _t238)
        if type(_t240) is list:
            for _t244 in _t240:
                _t245 = _st_zones[_st_loc[_t244]]
                if _t245[-1] == _t244: _t245.pop()
                else: _t245.remove(_t244)
                _st_zones[_t241].append(_t244); _st_loc[_t244] = _t241
        elif _t240 is not None:
            _move_cards263(st, _t240, _t241, False)
    _t247 = (_o265[_st_vars[0]] or ())
    _budget261[0] -= len(_t247)
    if _budget261[0] < 0: _spent262(st)
    _t246 = []
    for _t248 in _t247:
        _t249 = False
        for _t250 in _st_zones[(14 + _t248)]:
            if (_c264[_t250] == 'beaver'):
                _t249 = True
                break
        if _t249:
            _t246.append(_t248)
    L[3] = _t246
    if (len((L[3] or ())) == 1):
        _t252 = (L[3] or ())
        _budget261[0] -= len(_t252)
        if _budget261[0] < 0: _spent262(st)
        _t251 = None
        for _t253 in _t252:
            _t251 = _t253
            break
        L[4] = _t251
        _t254 = ['draw 3 nuts', 'draw nothing']
        _t255 = L[4]
        _t256 = len(_t254)
        if not _t256: _no_option268(_t255, 'beaver: draw 3 nuts?')
        if _t256 <= 1:
            L[5] = _t254[0] if _t256 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t257 = st.chooser(_t256, _t255)
            else:
                _t257 = _st_bits(_t256.bit_length())
                while _t257 >= _t256: _t257 = _st_bits(_t256.bit_length())
            L[5] = _t254[_t257]; st.decisions += 1
        elif _decide269(st, L, _t254, _t255): raise _PlayoutCut266()
        if (L[5] == 'draw 3 nuts'):
            _t259 = (_k270 or [])
            _budget261[0] -= len(_t259)
            if _budget261[0] < 0: _spent262(st)
            for _t258 in _t259:
                L[8] = _t258
                if _p271(st, [L[4], None]) == 3: return 3
    else:
        _t261 = (_o272[_st_vars[0]] or [])
        _budget261[0] -= len(_t261)
        if _budget261[0] < 0: _spent262(st)
        for _t260 in _t261:
            L[11] = _t260
            if not ((not (_t260 in (L[3] or ())))): continue
            if _p271(st, [_t260, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log b1703fd7>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = (_t273 if -1000000000000000000 <= (_t273 := _st_vars[2] + 1) <= 1000000000000000000 else _beyond277(_t273))
    _st_vars[1] = False
    for _t274 in (_k278 or []):
        st.thread_player = st.inline_thread = _t274
        _i15 = L[:]; _i15[0] = _t274
        _t275 = _st_zones[(6 + _t274)]
        _t276 = _t274
        _t279 = len(_t275); _t277 = _comb281(_t279, 2)
        if not _t277: _no_option282(_t276, 'critters to play face down')
        if _t277 <= 1:
            _i15[1] = _option_at283(_t275, 2, False, 0) if _t277 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t278 = st.chooser(_t277, _t276)
            else:
                _t278 = _st_bits(_t277.bit_length())
                while _t278 >= _t277: _t278 = _st_bits(_t277.bit_length())
            _t280 = _PICKS284.get((_t279, 2)) or _picks285(_t279, 2)
            _i15[1] = list(_t280[_t278](_t275)) if _t280 else _option_at283(_t275, 2, False, _t278)
            st.decisions += 1
        elif _offer280(st, _i15, _t275[:]): raise _PlayoutCut279()
        _t281 = _i15[1]
        _t282 = (10 + _t274)
        if type(_t281) is list:
            for _t283 in _t281:
                _t284 = _st_zones[_st_loc[_t283]]
                if _t284[-1] == _t283: _t284.pop()
                else: _t284.remove(_t283)
                _st_zones[_t282].append(_t283); _st_loc[_t283] = _t282
        elif _t281 is not None:
            _move_cards286(st, _t281, _t282, False)
    st.thread_player = st.inline_thread = None
    _t286 = (_k287 or [])
    _budget288[0] -= len(_t286)
    if _budget288[0] < 0: _spent289(st)
    for _t285 in _t286:
        L[4] = _t285
        _t288 = (_o290[_st_vars[0]] or [])
        _budget288[0] -= len(_t288)
        if _budget288[0] < 0: _spent289(st)
        for _t287 in _t288:
            L[7] = _t287
            if (not _st_zones[(10 + _t287)]):
                pass
            else:
                _t289 = _st_zones[(10 + _t287)]
                _t290 = _t287
                _t291 = len(_t289)
                if not _t291: _no_option282(_t290, 'critter to reveal')
                if _t291 <= 1:
                    L[8] = _t289[0] if _t291 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t292 = st.chooser(_t291, _t290)
                    else:
                        _t292 = _st_bits(_t291.bit_length())
                        while _t292 >= _t291: _t292 = _st_bits(_t291.bit_length())
                    L[8] = _t289[_t292]; st.decisions += 1
                elif _decide292(st, L, _t289[:], _t290): raise _PlayoutCut279()
                _t293 = L[8]
                _t294 = (14 + _t287)
                if type(_t293) is int:
                    _t295 = _st_zones[_st_loc[_t293]]
                    if _t295[-1] == _t293: _t295.pop()
                    else: _t295.remove(_t293)
                    _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
                elif _t293 is not None:
                    _move_cards286(st, _t293, _t294, False)
                _i16l0 = _t287
                _i16l1 = L[8]
                if (_c293[_i16l1] == 'squirrel'):
                    if _p294(st, [_i16l0, None]) == 3: return 3
                elif (_c293[_i16l1] == 'raccoon'):
                    if _p295(st, [_i16l0, None, None]) == 3: return 3
                elif (_c293[_i16l1] == 'beaver'):
                    if _p297(st, _k296[:]) == 3: return 3
                elif (_c293[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t296 = None
                    for _t297 in _st_zones[(14 + _i17l0)]:
                        if (_c293[_t297] != 'marmot'):
                            _t296 = _t297
                            break
                    _i17[1] = _t296
                    if (_i17[1] is None):
                        pass
                    elif (_c293[_i17[1]] == 'squirrel'):
                        if _p294(st, [_i17l0, None]) == 3: return 3
                    elif (_c293[_i17[1]] == 'raccoon'):
                        if _p295(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game298(st, None, False); return 3
    for _t298 in (_k299 or []):
        L[11] = _t298
        _t299 = (14 + _t298)
        _t300 = (6 + _t298)
        if _t299 != _t300:
            _t301 = _st_zones[_t299]; _st_zones[_t300] += _t301
            for _t302 in _t301: _st_loc[_t302] = _t300
            _t301.clear()
        else:
            _move_cards286(st, _st_zones[_t299][:], _t300, False)
        _t303 = (10 + _t298)
        _t304 = (6 + _t298)
        if _t303 != _t304:
            _t305 = _st_zones[_t303]; _st_zones[_t304] += _t305
            for _t306 in _t305: _st_loc[_t306] = _t304
            _t305.clear()
        else:
            _move_cards286(st, _st_zones[_t303][:], _t304, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 f2bee0a6>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget217[0] -= 1
        if _budget217[0] < 0: _spent218(st)
        if _p301(st, _k300[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 39024dbb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT302[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step306(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t307 = L[0]
            _t310 = len(_o); _t308 = _comb308(_t310, 2)
            if not _t308: _no_option309(_t307, 'critters to play face down')
            if _t308 <= 1 and _st_log is None:
                L[1] = _option_at310(_o, 2, False, 0) if _t308 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t309 = st.chooser(_t308, _t307)
                else:
                    _t309 = _st_bits(_t308.bit_length())
                    while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
                _t311 = _PICKS311.get((_t310, 2)) or _picks312(_t310, 2)
                L[1] = list(_t311[_t309](_o)) if _t311 else _option_at310(_o, 2, False, _t309)
                st.decisions += 1
            elif _offer307(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k314 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o315[st.vars[0]] or []); L[6] = 0
            pc = 8
        if pc == 8:
            _s = L[5]; _i = L[6]; _n = len(_s); pc = 16
            while _i < _n:
                L[7] = _s[_i]; _i += 1
                pc = 9; break
            L[6] = _i
        if pc == 9:
            if (not _st_zones[(10 + L[7])]):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t312 = L[7]
            _t313 = len(_o)
            if not _t313: _no_option309(_t312, 'critter to reveal')
            if _t313 <= 1 and _st_log is None:
                L[8] = _o[0] if _t313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t314 = st.chooser(_t313, _t312)
                else:
                    _t314 = _st_bits(_t313.bit_length())
                    while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
                L[8] = _o[_t314]; st.decisions += 1
            elif _decide318(st, L, _o[:], _t312): return True
            pc = 13
        if pc == 13:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit320(_k321)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit304(_k, st, _d0): raise _Runaway303()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit304(_k, st, _d0): raise _Runaway303()
            continue
        if pc == 17:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k323)

# <rulerun hoarders.rules: resolve #74 84230ea8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c326[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c326[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit328(_k329)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c326[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit328(_k330)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c326[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit328(_k331)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run332(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k333)

# <rulerun hoarders.rules: draw_nut #75 5eeb06ad>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k337)

# <rulerun hoarders.rules: check_win #76 8b2aae34>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run340(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k341)

# <rulerun hoarders.rules: raccoon #77 12f3d6a8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t315 in (_k344 or []):
                if ((_t315 != L[0]) and (not not _st_zones[(2 + _t315)])): _o.append(_t315)
            fr[1] = 1
            _t316 = L[0]
            _t317 = len(_o)
            if _t317 <= 1 and _st_log is None:
                L[1] = _o[0] if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                L[1] = _o[_t318]; st.decisions += 1
            elif _decide346(st, L, _o, _t316): return True
            pc = 1
        if pc == 1:
            _r = _run347(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step348(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value349(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t319 = L[0]
            _t320 = len(_o)
            if not _t320: _no_option351(_t319, 'raccoon: nut to steal')
            if _t320 <= 1 and _st_log is None:
                L[2] = _o[0] if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                L[2] = _o[_t321]; st.decisions += 1
            elif _decide352(st, L, _o[:], _t319): return True
            pc = 5
        if pc == 5:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step354(st, fr): return True
            return None
        if pc == 7:
            _step355(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k356)

# <rulerun hoarders.rules: beaver #78 16728669>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run359(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t322 = L[4]
            _t323 = len(_o)
            if not _t323: _no_option362(_t322, 'beaver: draw 3 nuts?')
            if _t323 <= 1 and _st_log is None:
                L[5] = _o[0] if _t323 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t324 = st.chooser(_t323, _t322)
                else:
                    _t324 = _st_bits(_t323.bit_length())
                    while _t324 >= _t323: _t324 = _st_bits(_t323.bit_length())
                L[5] = _o[_t324]; st.decisions += 1
            elif _decide363(st, L, _o, _t322): return True
            pc = 4
        if pc == 4:
            _r = _run364(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k366)

# <rulerun hoarders.rules: marmot #79 f4fb0f65>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c371[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run372(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c371[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit374(_k375)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k377)

# <rulerun hoarders.rules: on before steal #80 6ffd5813>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t325 = False
            for _t326 in st.zones[(10 + L[1])]:
                if (_c380[_t326] == 'hamster'):
                    _t325 = True
                    break
            if not (_t325):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t327 = L[1]
            _t328 = len(_o)
            if not _t328: _no_option382(_t327, 'block the theft?')
            if _t328 <= 1 and _st_log is None:
                L[2] = _o[0] if _t328 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t329 = st.chooser(_t328, _t327)
                else:
                    _t329 = _st_bits(_t328.bit_length())
                    while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
                L[2] = _o[_t329]; st.decisions += 1
            elif _decide383(st, L, _o, _t327): return True
            pc = 2
        if pc == 2:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k385)

# <rulerun hoarders.rules: play #81 d8096657>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT386[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run389(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit390(_k391)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit388(_k, st, _d0): raise _Runaway387()
            continue
        if pc == 4:
            fr[1] = 5
            if _step392(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k393)

# <rulerun hoarders.rules: resolve #82 playout 95549a7b>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c414[_l1] == 'squirrel'):
        if _p415(st, [_l0, None]) == 3: return 3
    elif (_c414[_l1] == 'raccoon'):
        if _p416(st, [_l0, None, None]) == 3: return 3
    elif (_c414[_l1] == 'beaver'):
        if _p418(st, _k417[:]) == 3: return 3
    elif (_c414[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t338 = None
        for _t339 in st.zones[(14 + _i18l0)]:
            if (_c414[_t339] != 'marmot'):
                _t338 = _t339
                break
        _i18[1] = _t338
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text421(_audience419(st), [_PlayerRef420(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c414[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text421(_audience419(st), [_PlayerRef420(_i18l0), "'s marmot repeats the squirrel"]))
            if _p415(st, [_i18l0, None]) == 3: return 3
        elif (_c414[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text421(_audience419(st), [_PlayerRef420(_i18l0), "'s marmot repeats the raccoon"]))
            if _p416(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text421(_audience419(st), [_PlayerRef420(_i18l0), "'s marmot cannot repeat a ", _plain422(_c414[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text421(_audience419(st), [_PlayerRef420(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 ce4710d8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT394[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run397(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region398(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step399(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t330 = L[0]
            _t333 = len(_o); _t331 = _comb401(_t333, 2)
            if not _t331: _no_option402(_t330, 'critters to play face down')
            if _t331 <= 1 and _st_log is None:
                L[1] = _option_at403(_o, 2, False, 0) if _t331 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t332 = st.chooser(_t331, _t330)
                else:
                    _t332 = _st_bits(_t331.bit_length())
                    while _t332 >= _t331: _t332 = _st_bits(_t331.bit_length())
                _t334 = _PICKS404.get((_t333, 2)) or _picks405(_t333, 2)
                L[1] = list(_t334[_t332](_o)) if _t334 else _option_at403(_o, 2, False, _t332)
                st.decisions += 1
            elif _offer400(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run406(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region407(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k408 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o409[st.vars[0]] or []); L[6] = 0
            pc = 8
        if pc == 8:
            _s = L[5]; _i = L[6]; _n = len(_s); pc = 16
            while _i < _n:
                L[7] = _s[_i]; _i += 1
                pc = 9; break
            L[6] = _i
        if pc == 9:
            if (not _st_zones[(10 + L[7])]):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t335 = L[7]
            _t336 = len(_o)
            if not _t336: _no_option402(_t335, 'critter to reveal')
            if _t336 <= 1 and _st_log is None:
                L[8] = _o[0] if _t336 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t337 = st.chooser(_t336, _t335)
                else:
                    _t337 = _st_bits(_t336.bit_length())
                    while _t337 >= _t336: _t337 = _st_bits(_t336.bit_length())
                L[8] = _o[_t337]; st.decisions += 1
            elif _decide412(st, L, _o[:], _t335): return True
            pc = 13
        if pc == 13:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p423(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit424(_k425)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit396(_k, st, _d0): raise _Runaway395()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit396(_k, st, _d0): raise _Runaway395()
            continue
        if pc == 17:
            _r = _run426(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k427)

# <rulerun hoarders.rules: marmot #84 playout eff44ff8>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t340 = None
    for _t341 in st.zones[(14 + _l0)]:
        if (_c438[_t341] != 'marmot'):
            _t340 = _t341
            break
    L[1] = _t340
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text441(_audience439(st), [_PlayerRef440(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c438[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text441(_audience439(st), [_PlayerRef440(_l0), "'s marmot repeats the squirrel"]))
        if _p442(st, [_l0, None]) == 3: return 3
    elif (_c438[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text441(_audience439(st), [_PlayerRef440(_l0), "'s marmot repeats the raccoon"]))
        if _p443(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text441(_audience439(st), [_PlayerRef440(_l0), "'s marmot cannot repeat a ", _plain444(_c438[L[1]])]))

# <rulerun hoarders.rules: resolve #85 7202af3d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region430(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c431[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run432(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c431[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p433(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit434(_k435)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c431[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p436(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit434(_k437)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c431[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p445(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit434(_k446)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run447(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k448)

# <rulerun hoarders.rules: raccoon #86 7f8ae518>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t342 in (_k451 or []):
                if ((_t342 != L[0]) and (not not _st_zones[(2 + _t342)])): _o.append(_t342)
            fr[1] = 1
            _t343 = L[0]
            _t344 = len(_o)
            if _t344 <= 1 and _st_log is None:
                L[1] = _o[0] if _t344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t345 = st.chooser(_t344, _t343)
                else:
                    _t345 = _st_bits(_t344.bit_length())
                    while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
                L[1] = _o[_t345]; st.decisions += 1
            elif _decide453(st, L, _o, _t343): return True
            pc = 1
        if pc == 1:
            _r = _run454(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region455(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step456(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value457(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t346 = L[0]
            _t347 = len(_o)
            if not _t347: _no_option459(_t346, 'raccoon: nut to steal')
            if _t347 <= 1 and _st_log is None:
                L[2] = _o[0] if _t347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[2] = _o[_t348]; st.decisions += 1
            elif _decide460(st, L, _o[:], _t346): return True
            pc = 5
        if pc == 5:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step462(st, fr): return True
            return None
        if pc == 7:
            _step463(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k464)

# <rulerun hoarders.rules: beaver #87 61755835>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region468(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run469(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t349 = L[4]
            _t350 = len(_o)
            if not _t350: _no_option471(_t349, 'beaver: draw 3 nuts?')
            if _t350 <= 1 and _st_log is None:
                L[5] = _o[0] if _t350 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t351 = st.chooser(_t350, _t349)
                else:
                    _t351 = _st_bits(_t350.bit_length())
                    while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
                L[5] = _o[_t351]; st.decisions += 1
            elif _decide472(st, L, _o, _t349): return True
            pc = 4
        if pc == 4:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k475)

# <rulerun hoarders.rules: marmot #88 9c65d419>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region479(st, L)
            if _r is None:
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run480(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c481[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c481[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run483(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p484(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit485(_k486)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k488)

# <rulerun hoarders.rules: play #89 f50a0da7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT489[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run492(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region493(st, L)
            if _r is None:
                pc = 4
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 4
        if pc == 2:
            if st.thread_player is None and st.log is None:
                if _p494(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit495(_k496)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit491(_k, st, _d0): raise _Runaway490()
            continue
        if pc == 4:
            fr[1] = 5
            if _step497(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k498)

# <rulerun hoarders.rules: play #90 3b5c6919>
def _loop(st, p):
    _st_zones = st.zones
    _t352 = (_k499 or ())
    _budget500[0] -= len(_t352)
    if _budget500[0] < 0: _spent501(st)
    _t355 = _NOT_YET
    _t354 = None
    for _t353 in _t352:
        _t356 = (_t355 if _t355 is not _NOT_YET else (_t355 := list(map(_c502.__getitem__, _st_zones[(2 + p)])))).count(_t353)
        if _t354 is None or _t356 > _t354:
            _t354 = _t356
    return _t354

# <rulerun hoarders.rules: rank #91 0826dd64>
def _native(st, p):
    return (_a503(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

