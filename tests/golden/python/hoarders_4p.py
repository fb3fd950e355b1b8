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

# <rulerun hoarders.rules: draw_nut #8 playout dae3c5c6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text34(_audience32(st), ['the nut deck is empty: ', _PlayerRef33(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t29 = L[1]
    _t30 = (2 + _l0)
    if type(_t29) is int and _st_log is None:
        _t31 = _st_zones[_st_loc[_t29]]
        if _t31[-1] == _t29: _t31.pop()
        else: _t31.remove(_t29)
        _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
    elif _t29 is not None:
        _move_cards35(st, _t29, _t30, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    try:
        _t34 = _c36[_i2l1]
    except Exception:
        _t32 = 0
        for _t33 in _st_zones[(2 + _i2l0)]:
            if (_c36[_t33] == _c36[_i2l1]):
                _t32 += 1
    else:
        _t32 = 0
        for _t33 in _st_zones[(2 + _i2l0)]:
            if (_c36[_t33] == _t34):
                _t32 += 1
    if (_t32 >= 5):
        if _st_log is not None: _st_log.append(_Text34(_audience32(st), [_PlayerRef33(_i2l0), ' has five identical nuts']))
        _end_game37(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout 0089a3f0>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t42 = False
    for _t43 in _st_zones[(10 + _l1)]:
        if (_c48[_t43] == 'hamster'):
            _t42 = True
            break
    if not (_t42):
        return
    _t44 = ['reveal the hamster', 'let it happen']
    _t45 = _l1
    _t46 = len(_t44)
    if not _t46: _no_option51(_t45, 'block the theft?')
    if _t46 <= 1 and _st_log is None:
        L[2] = _t44[0] if _t46 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t47 = st.chooser(_t46, _t45)
        else:
            _t47 = _st_bits(_t46.bit_length())
            while _t47 >= _t46: _t47 = _st_bits(_t46.bit_length())
        L[2] = _t44[_t47]; st.decisions += 1
    elif _st_log is None: _pend52(st, L, _t44, _t45); raise _PlayoutCut49()
    elif _decide53(st, L, _t44, _t45): raise _PlayoutCut49()
    if (L[2] == 'reveal the hamster'):
        _t50 = None
        for _t51 in _st_zones[(10 + _l1)]:
            if (_c48[_t51] == 'hamster'):
                _t50 = _t51
                break
        _t48 = _t50
        _t49 = (14 + _l1)
        if type(_t48) is int and _st_log is None:
            _t52 = _st_zones[_st_loc[_t48]]
            if _t52[-1] == _t48: _t52.pop()
            else: _t52.remove(_t48)
            _st_zones[_t49].append(_t48); _st_loc[_t48] = _t49
        elif _t48 is not None:
            _move_cards54(st, _t48, _t49, False)
        if _st_log is not None: _st_log.append(_Text57(_audience55(st), [_PlayerRef56(_l1), "'s hamster blocks the theft"]))
        _cancel58(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout b271ca3c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent39(st)
    _t35 = []
    for _t36 in (_k40 or []):
        if ((_t36 != _l0) and (not not _st_zones[(2 + _t36)])): _t35.append(_t36)
    _t37 = _l0
    _t38 = len(_t35)
    if _t38 <= 1 and _st_log is None:
        L[1] = _t35[0] if _t38 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t39 = st.chooser(_t38, _t37)
        else:
            _t39 = _st_bits(_t38.bit_length())
            while _t39 >= _t38: _t39 = _st_bits(_t38.bit_length())
        L[1] = _t35[_t39]; st.decisions += 1
    elif _st_log is None: _pend43(st, L, _t35, _t37); raise _PlayoutCut41()
    elif _decide44(st, L, _t35, _t37): raise _PlayoutCut41()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth47(st)
    _t40 = [_l0, L[1]]
    _t41 = [0, _t40, False, len(st.cur), st.thread_player]
    st.events.append(_t41)
    _t53 = _t40 + _k59
    if _p60(st, _t53) == 3: return 3
    if not _t41[2]:
        _t54 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value61(st, 0, 1, 'steal')))]
        _t55 = _l0
        _t56 = len(_t54)
        if not _t56: _no_option63(_t55, 'raccoon: nut to steal')
        if _t56 <= 1 and _st_log is None:
            L[2] = _t54[0] if _t56 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t57 = st.chooser(_t56, _t55)
            else:
                _t57 = _st_bits(_t56.bit_length())
                while _t57 >= _t56: _t57 = _st_bits(_t56.bit_length())
            L[2] = _t54[_t57]; st.decisions += 1
        elif _st_log is None: _pend64(st, L, _t54[:], _t55); raise _PlayoutCut41()
        elif _decide65(st, L, _t54[:], _t55): raise _PlayoutCut41()
        _t58 = L[2]
        _t59 = (2 + _l0)
        if type(_t58) is int and _st_log is None:
            _t60 = _st_zones[_st_loc[_t58]]
            if _t60[-1] == _t58: _t60.pop()
            else: _t60.remove(_t58)
            _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
        elif _t58 is not None:
            _move_cards66(st, _t58, _t59, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t63 = _c67[_i3l1]
        except Exception:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c67[_t62] == _c67[_i3l1]):
                    _t61 += 1
        else:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c67[_t62] == _t63):
                    _t61 += 1
        if (_t61 >= 5):
            if _st_log is not None: _st_log.append(_Text46(_audience45(st), [_PlayerRef68(_i3l0), ' has five identical nuts']))
            _end_game69(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout b7c54e38>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent71(st)
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t65 = (_o72[_st_vars[0]] or [])
    st.budget -= len(_t65)
    if st.budget < 0: _spent71(st)
    for _t64 in _t65:
        L[2] = _t64
        _t68 = []
        for _t69 in _st_zones[(10 + _t64)]:
            if (_c74[_t69] == 'beaver'):
                _t68.append(_t69)
        _t66 = _t68
        _t67 = (14 + _t64)
        if type(_t66) is list and _st_log is None:
            for _t70 in _t66:
                _t71 = _st_zones[_st_loc[_t70]]
                if _t71[-1] == _t70: _t71.pop()
                else: _t71.remove(_t70)
                _st_zones[_t67].append(_t70); _st_loc[_t70] = _t67
        elif _t66 is not None:
            _move_cards73(st, _t66, _t67, False)
    _t73 = (_o75[_st_vars[0]] or ())
    st.budget -= len(_t73)
    if st.budget < 0: _spent71(st)
    _t72 = []
    for _t74 in _t73:
        _t75 = False
        for _t76 in _st_zones[(14 + _t74)]:
            if (_c74[_t76] == 'beaver'):
                _t75 = True
                break
        if _t75:
            _t72.append(_t74)
    L[3] = _t72
    if (len((L[3] or ())) == 1):
        _t78 = (L[3] or ())
        st.budget -= len(_t78)
        if st.budget < 0: _spent71(st)
        _t77 = None
        for _t79 in _t78:
            _t77 = _t79
            break
        L[4] = _t77
        _t80 = ['draw 3 nuts', 'draw nothing']
        _t81 = L[4]
        _t82 = len(_t80)
        if not _t82: _no_option78(_t81, 'beaver: draw 3 nuts?')
        if _t82 <= 1 and _st_log is None:
            L[5] = _t80[0] if _t82 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t83 = st.chooser(_t82, _t81)
            else:
                _t83 = _st_bits(_t82.bit_length())
                while _t83 >= _t82: _t83 = _st_bits(_t82.bit_length())
            L[5] = _t80[_t83]; st.decisions += 1
        elif _st_log is None: _pend79(st, L, _t80, _t81); raise _PlayoutCut76()
        elif _decide80(st, L, _t80, _t81): raise _PlayoutCut76()
        if (L[5] == 'draw 3 nuts'):
            for _t84 in (_k81 or []):
                L[8] = _t84
                if _p82(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text85(_audience83(st), [_plain84(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t85 in (_o86[_st_vars[0]] or []):
            L[11] = _t85
            if not ((not (_t85 in (L[3] or ())))): continue
            if _p82(st, [_t85, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 1dac0f09>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t20 = (_k19 or [])
    st.budget -= len(_t20)
    if st.budget < 0: _spent20(st)
    for _t19 in _t20:
        L[4] = _t19
        for _t21 in (_o21[st.vars[0]] or []):
            L[7] = _t21
            if (not _st_zones[(10 + _t21)]):
                if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_t21), ' has no face-down critter left and passes']))
            else:
                _t22 = _st_zones[(10 + _t21)]
                _t23 = _t21
                _t24 = len(_t22)
                if not _t24: _no_option27(_t23, 'critter to reveal')
                if _t24 <= 1 and _st_log is None:
                    L[8] = _t22[0] if _t24 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t25 = st.chooser(_t24, _t23)
                    else:
                        _t25 = _st_bits(_t24.bit_length())
                        while _t25 >= _t24: _t25 = _st_bits(_t24.bit_length())
                    L[8] = _t22[_t25]; st.decisions += 1
                elif _st_log is None: _pend28(st, L, _t22[:], _t23); raise _PlayoutCut25()
                elif _decide29(st, L, _t22[:], _t23): raise _PlayoutCut25()
                _t26 = L[8]
                _t27 = (14 + _t21)
                if type(_t26) is int and _st_log is None:
                    _t28 = _st_zones[_st_loc[_t26]]
                    if _t28[-1] == _t26: _t28.pop()
                    else: _t28.remove(_t26)
                    _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
                elif _t26 is not None:
                    _move_cards30(st, _t26, _t27, False)
                _i1l0 = _t21
                _i1l1 = L[8]
                if (_c31[_i1l1] == 'squirrel'):
                    if _p38(st, [_i1l0, None]) == 3: return 3
                elif (_c31[_i1l1] == 'raccoon'):
                    if _p70(st, [_i1l0, None, None]) == 3: return 3
                elif (_c31[_i1l1] == 'beaver'):
                    if _p88(st, _k87[:]) == 3: return 3
                elif (_c31[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t86 = None
                    for _t87 in _st_zones[(14 + _i4l0)]:
                        if (_c31[_t87] != 'marmot'):
                            _t86 = _t87
                            break
                    _i4[1] = _t86
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c31[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p38(st, [_i4l0, None]) == 3: return 3
                    elif (_c31[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p70(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot cannot repeat a ", _plain89(_c31[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 50b7d7b2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text91(_audience90(st), ['The nut deck is empty: the game ends']))
        _end_game92(st, None, False); return 3
    for _t88 in (_k93 or []):
        L[11] = _t88
        _t89 = (14 + _t88)
        _t90 = (6 + _t88)
        if _st_log is None and _t89 != _t90:
            _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
            for _t92 in _t91: _st_loc[_t92] = _t90
            _t91.clear()
        else:
            _move_cards94(st, _st_zones[_t89][:], _t90, False)
        _t93 = (10 + _t88)
        _t94 = (6 + _t88)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards94(st, _st_zones[_t93][:], _t94, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 fb126fad>
def _native(st, L):
    return _k95

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 5446fa2f>
def _native(st, L):
    return _k96

# <rulerun hoarders.rules: play_turn #21 eeaf5503>
def _native(st, L):
    return _o97[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 6434de69>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text100(_audience98(st), ['the nut deck is empty: ', _PlayerRef99(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t97 = L[1]
    _t98 = (2 + _l0)
    if type(_t97) is int and _st_log is None:
        _t99 = _st_zones[_st_loc[_t97]]
        if _t99[-1] == _t97: _t99.pop()
        else: _t99.remove(_t97)
        _st_zones[_t98].append(_t97); _st_loc[_t97] = _t98
    elif _t97 is not None:
        _move_cards101(st, _t97, _t98, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t102 = _c102[_i5l1]
    except Exception:
        _t100 = 0
        for _t101 in _st_zones[(2 + _i5l0)]:
            if (_c102[_t101] == _c102[_i5l1]):
                _t100 += 1
    else:
        _t100 = 0
        for _t101 in _st_zones[(2 + _i5l0)]:
            if (_c102[_t101] == _t102):
                _t100 += 1
    if (_t100 >= 5):
        if _st_log is not None: _st_log.append(_Text100(_audience98(st), [_PlayerRef99(_i5l0), ' has five identical nuts']))
        _end_game103(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 3f630010>
def _native(st, L):
    if _p104(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 6dace716>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text107(_audience105(st), [_PlayerRef106(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 0327f03f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c108[_l1] == 'squirrel'):
        if _p109(st, [_l0, None]) == 3: return 3
    elif (_c108[_l1] == 'raccoon'):
        if _p110(st, [_l0, None, None]) == 3: return 3
    elif (_c108[_l1] == 'beaver'):
        if _p112(st, _k111[:]) == 3: return 3
    elif (_c108[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t103 = None
        for _t104 in st.zones[(14 + _i6l0)]:
            if (_c108[_t104] != 'marmot'):
                _t103 = _t104
                break
        _i6[1] = _t103
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c108[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot repeats the squirrel"]))
            if _p109(st, [_i6l0, None]) == 3: return 3
        elif (_c108[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot repeats the raccoon"]))
            if _p110(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot cannot repeat a ", _plain116(_c108[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 1aa0106f>
def _native(st, L):
    return (_c117[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 ee8f7d44>
def _native(st, L):
    return (_c118[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 ea846c23>
def _native(st, L):
    return (_c119[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 7c599649>
def _native(st, L):
    return (_c120[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 1b91dc95>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t107 = _c121[_l1]
    except Exception:
        _t105 = 0
        for _t106 in _st_zones[(2 + _l0)]:
            if (_c121[_t106] == _c121[_l1]):
                _t105 += 1
    else:
        _t105 = 0
        for _t106 in _st_zones[(2 + _l0)]:
            if (_c121[_t106] == _t107):
                _t105 += 1
    if (_t105 >= 5):
        if _st_log is not None: _st_log.append(_Text124(_audience122(st), [_PlayerRef123(_l0), ' has five identical nuts']))
        _end_game125(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 008b742c>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text127(_audience126(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 214ffbba>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t108 = _l2
    _t109 = (2 + _l0)
    if type(_t108) is int and _st_log is None:
        _t110 = _st_zones[_st_loc[_t108]]
        if _t110[-1] == _t108: _t110.pop()
        else: _t110.remove(_t108)
        _st_zones[_t109].append(_t108); _st_loc[_t108] = _t109
    elif _t108 is not None:
        _move_cards128(st, _t108, _t109, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t113 = _c129[_i7l1]
    except Exception:
        _t111 = 0
        for _t112 in _st_zones[(2 + _i7l0)]:
            if (_c129[_t112] == _c129[_i7l1]):
                _t111 += 1
    else:
        _t111 = 0
        for _t112 in _st_zones[(2 + _i7l0)]:
            if (_c129[_t112] == _t113):
                _t111 += 1
    if (_t111 >= 5):
        if _st_log is not None: _st_log.append(_Text132(_audience130(st), [_PlayerRef131(_i7l0), ' has five identical nuts']))
        _end_game133(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 27589a77>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth134(st)
    _t114 = [_l0, L[1]]
    _t115 = [0, _t114, False, len(st.cur), st.thread_player]
    st.events.append(_t115)
    _t116 = _t114 + _k135
    if _p136(st, _t116) == 3: return 3
    if not _t115[2]:
        _t117 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value137(st, 0, 1, 'steal')))]
        _t118 = _l0
        _t119 = len(_t117)
        if not _t119: _no_option140(_t118, 'raccoon: nut to steal')
        if _t119 <= 1 and _st_log is None:
            L[2] = _t117[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[2] = _t117[_t120]; st.decisions += 1
        elif _st_log is None: _pend141(st, L, _t117[:], _t118); raise _PlayoutCut138()
        elif _decide142(st, L, _t117[:], _t118): raise _PlayoutCut138()
        _t121 = L[2]
        _t122 = (2 + _l0)
        if type(_t121) is int and _st_log is None:
            _t123 = _st_zones[_st_loc[_t121]]
            if _t123[-1] == _t121: _t123.pop()
            else: _t123.remove(_t121)
            _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
        elif _t121 is not None:
            _move_cards143(st, _t121, _t122, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t126 = _c144[_i8l1]
        except Exception:
            _t124 = 0
            for _t125 in _st_zones[(2 + _i8l0)]:
                if (_c144[_t125] == _c144[_i8l1]):
                    _t124 += 1
        else:
            _t124 = 0
            for _t125 in _st_zones[(2 + _i8l0)]:
                if (_c144[_t125] == _t126):
                    _t124 += 1
        if (_t124 >= 5):
            if _st_log is not None: _st_log.append(_Text147(_audience145(st), [_PlayerRef146(_i8l0), ' has five identical nuts']))
            _end_game148(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 5d3bdd93>
def _native(st, L):
    return _k149

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

# <rulerun hoarders.rules: raccoon #44 2a43d1a7>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value150(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 436cf51e>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t128 = (_o151[_st_vars[0]] or [])
    st.budget -= len(_t128)
    if st.budget < 0: _spent152(st)
    for _t127 in _t128:
        L[2] = _t127
        _t131 = []
        for _t132 in _st_zones[(10 + _t127)]:
            if (_c154[_t132] == 'beaver'):
                _t131.append(_t132)
        _t129 = _t131
        _t130 = (14 + _t127)
        if type(_t129) is list and st.log is None:
            for _t133 in _t129:
                _t134 = _st_zones[_st_loc[_t133]]
                if _t134[-1] == _t133: _t134.pop()
                else: _t134.remove(_t133)
                _st_zones[_t130].append(_t133); _st_loc[_t133] = _t130
        elif _t129 is not None:
            _move_cards153(st, _t129, _t130, False)
    _t136 = (_o155[_st_vars[0]] or ())
    st.budget -= len(_t136)
    if st.budget < 0: _spent152(st)
    _t135 = []
    for _t137 in _t136:
        _t138 = False
        for _t139 in _st_zones[(14 + _t137)]:
            if (_c154[_t139] == 'beaver'):
                _t138 = True
                break
        if _t138:
            _t135.append(_t137)
    L[3] = _t135

# <rulerun hoarders.rules: beaver #46 df513eb8>
def _native(st, L):
    _t141 = (L[3] or ())
    st.budget -= len(_t141)
    if st.budget < 0: _spent156(st)
    _t140 = None
    for _t142 in _t141:
        _t140 = _t142
        break
    L[4] = _t140

# <rulerun hoarders.rules: beaver #47 0c2f451e>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        for _t143 in (_k157 or []):
            L[8] = _t143
            if _p158(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 00122424>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text161(_audience159(st), [_plain160(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t144 in (_o162[st.vars[0]] or []):
        L[11] = _t144
        if not ((not (_t144 in (_l3 or ())))): continue
        if _p163(st, [_t144, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 948bad20>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t146 = (_l3 or ())
        st.budget -= len(_t146)
        if st.budget < 0: _spent164(st)
        _t145 = None
        for _t147 in _t146:
            _t145 = _t147
            break
        L[4] = _t145
        _t148 = ['draw 3 nuts', 'draw nothing']
        _t149 = L[4]
        _t150 = len(_t148)
        if not _t150: _no_option167(_t149, 'beaver: draw 3 nuts?')
        if _t150 <= 1 and _st_log is None:
            L[5] = _t148[0] if _t150 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t151 = st.chooser(_t150, _t149)
            else:
                _t151 = _st_bits(_t150.bit_length())
                while _t151 >= _t150: _t151 = _st_bits(_t150.bit_length())
            L[5] = _t148[_t151]; st.decisions += 1
        elif _st_log is None: _pend168(st, L, _t148, _t149); raise _PlayoutCut165()
        elif _decide169(st, L, _t148, _t149): raise _PlayoutCut165()
        if (L[5] == 'draw 3 nuts'):
            for _t152 in (_k170 or []):
                L[8] = _t152
                if _p171(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text174(_audience172(st), [_plain173(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t153 in (_o175[st.vars[0]] or []):
            L[11] = _t153
            if not ((not (_t153 in (_l3 or ())))): continue
            if _p171(st, [_t153, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 9ba4561a>
def _native(st, L):
    _t154 = None
    for _t155 in st.zones[(14 + L[0])]:
        if (_c176[_t155] != 'marmot'):
            _t154 = _t155
            break
    L[1] = _t154

# <rulerun hoarders.rules: marmot #53 1d12ccb3>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text179(_audience177(st), [_PlayerRef178(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 2ff8c819>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text182(_audience180(st), [_PlayerRef181(_l0), "'s marmot repeats the squirrel"]))
    if _p183(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 2c5f1d14>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 0907881e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text191(_audience187(st), [_PlayerRef188(L[0]), "'s marmot cannot repeat a ", _plain190(_c189[L[1]])]))

# <rulerun hoarders.rules: marmot #57 484a3faa>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c195[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_l0), "'s marmot repeats the squirrel"]))
        if _p196(st, [_l0, None]) == 3: return 3
    elif (_c195[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_l0), "'s marmot repeats the raccoon"]))
        if _p197(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text194(_audience192(st), [_PlayerRef193(_l0), "'s marmot cannot repeat a ", _plain198(_c195[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 2b9347c6>
def _native(st, L):
    return (_c199[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 a8ac5d54>
def _native(st, L):
    return (_c200[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 8a758b67>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t158 = None
        for _t159 in _st_zones[(10 + _l1)]:
            if (_c202[_t159] == 'hamster'):
                _t158 = _t159
                break
        _t156 = _t158
        _t157 = (14 + _l1)
        if type(_t156) is int and _st_log is None:
            _t160 = _st_zones[_st_loc[_t156]]
            if _t160[-1] == _t156: _t160.pop()
            else: _t160.remove(_t156)
            _st_zones[_t157].append(_t156); _st_loc[_t156] = _t157
        elif _t156 is not None:
            _move_cards201(st, _t156, _t157, False)
        if _st_log is not None: _st_log.append(_Text205(_audience203(st), [_PlayerRef204(_l1), "'s hamster blocks the theft"]))
        _cancel206(st)

# <rulerun hoarders.rules: on before steal #63 7f0110c9>
def _native(st, L):
    _t161 = False
    for _t162 in st.zones[(10 + L[1])]:
        if (_c207[_t162] == 'hamster'):
            _t161 = True
            break
    return _t161

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 48dad29d>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone208(st, 0)
    _t164 = (_k209 or [])
    st.budget -= len(_t164)
    if st.budget < 0: _spent210(st)
    for _t163 in _t164:
        L[2] = _t163
        for _t165 in (_k211 or []):
            L[5] = _t165
            _t168 = _st_zones[1]
            _t167 = (6 + _t163)
            if _st_log is None and _t168:
                _t166 = _t168.pop(); _st_zones[_t167].append(_t166); _st_loc[_t166] = _t167
            elif _t168:
                _move_cards212(st, _t168[-1], _t167, False)
        _t169 = _st_zones[0][:-(3) - 1:-1]
        _t170 = (2 + _t163)
        if type(_t169) is list and _st_log is None:
            for _t171 in _t169:
                _t172 = _st_zones[_st_loc[_t171]]
                if _t172[-1] == _t171: _t172.pop()
                else: _t172.remove(_t171)
                _st_zones[_t170].append(_t171); _st_loc[_t171] = _t170
        elif _t169 is not None:
            _move_cards212(st, _t169, _t170, False)
    st.vars[0] = _random_item213(st, _k214)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log f535a512>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t195 = L[1]
    _t196 = (2 + _l0)
    if type(_t195) is int:
        _t197 = _st_zones[_st_loc[_t195]]
        if _t197[-1] == _t195: _t197.pop()
        else: _t197.remove(_t195)
        _st_zones[_t196].append(_t195); _st_loc[_t195] = _t196
    elif _t195 is not None:
        _move_cards231(st, _t195, _t196, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t200 = _c232[_i12l1]
    except Exception:
        _t198 = 0
        for _t199 in _st_zones[(2 + _i12l0)]:
            if (_c232[_t199] == _c232[_i12l1]):
                _t198 += 1
    else:
        _t198 = 0
        for _t199 in _st_zones[(2 + _i12l0)]:
            if (_c232[_t199] == _t200):
                _t198 += 1
    if (_t198 >= 5):
        _end_game233(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log 54e6ac1b>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t208 = False
    for _t209 in _st_zones[(10 + _l1)]:
        if (_c241[_t209] == 'hamster'):
            _t208 = True
            break
    if not (_t208):
        return
    _t210 = ['reveal the hamster', 'let it happen']
    _t211 = _l1
    _t212 = len(_t210)
    if not _t212: _no_option244(_t211, 'block the theft?')
    if _t212 <= 1:
        L[2] = _t210[0] if _t212 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t213 = st.chooser(_t212, _t211)
        else:
            _t213 = _st_bits(_t212.bit_length())
            while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
        L[2] = _t210[_t213]; st.decisions += 1
    elif _decide245(st, L, _t210, _t211): raise _PlayoutCut242()
    if (L[2] == 'reveal the hamster'):
        _t216 = None
        for _t217 in _st_zones[(10 + _l1)]:
            if (_c241[_t217] == 'hamster'):
                _t216 = _t217
                break
        _t214 = _t216
        _t215 = (14 + _l1)
        if type(_t214) is int:
            _t218 = _st_zones[_st_loc[_t214]]
            if _t218[-1] == _t214: _t218.pop()
            else: _t218.remove(_t214)
            _st_zones[_t215].append(_t214); _st_loc[_t214] = _t215
        elif _t214 is not None:
            _move_cards246(st, _t214, _t215, False)
        _cancel247(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 8829973c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent235(st)
    _t201 = []
    for _t202 in (_k236 or []):
        if ((_t202 != _l0) and (not not _st_zones[(2 + _t202)])): _t201.append(_t202)
    _t203 = _l0
    _t204 = len(_t201)
    if _t204 <= 1:
        L[1] = _t201[0] if _t204 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t205 = st.chooser(_t204, _t203)
        else:
            _t205 = _st_bits(_t204.bit_length())
            while _t205 >= _t204: _t205 = _st_bits(_t204.bit_length())
        L[1] = _t201[_t205]; st.decisions += 1
    elif _decide239(st, L, _t201, _t203): raise _PlayoutCut237()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth240(st)
    _t206 = [_l0, L[1]]
    _t207 = [0, _t206, False, len(st.cur), st.thread_player]
    st.events.append(_t207)
    _t219 = _t206 + _k248
    if _p249(st, _t219) == 3: return 3
    if not _t207[2]:
        _t220 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value250(st, 0, 1, 'steal')))]
        _t221 = _l0
        _t222 = len(_t220)
        if not _t222: _no_option252(_t221, 'raccoon: nut to steal')
        if _t222 <= 1:
            L[2] = _t220[0] if _t222 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t223 = st.chooser(_t222, _t221)
            else:
                _t223 = _st_bits(_t222.bit_length())
                while _t223 >= _t222: _t223 = _st_bits(_t222.bit_length())
            L[2] = _t220[_t223]; st.decisions += 1
        elif _decide253(st, L, _t220[:], _t221): raise _PlayoutCut237()
        _t224 = L[2]
        _t225 = (2 + _l0)
        if type(_t224) is int:
            _t226 = _st_zones[_st_loc[_t224]]
            if _t226[-1] == _t224: _t226.pop()
            else: _t226.remove(_t224)
            _st_zones[_t225].append(_t224); _st_loc[_t224] = _t225
        elif _t224 is not None:
            _move_cards254(st, _t224, _t225, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t229 = _c255[_i13l1]
        except Exception:
            _t227 = 0
            for _t228 in _st_zones[(2 + _i13l0)]:
                if (_c255[_t228] == _c255[_i13l1]):
                    _t227 += 1
        else:
            _t227 = 0
            for _t228 in _st_zones[(2 + _i13l0)]:
                if (_c255[_t228] == _t229):
                    _t227 += 1
        if (_t227 >= 5):
            _end_game256(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log b9689d70>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent258(st)
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t231 = (_o259[_st_vars[0]] or [])
    st.budget -= len(_t231)
    if st.budget < 0: _spent258(st)
    for _t230 in _t231:
        L[2] = _t230
        _t234 = []
        for _t235 in _st_zones[(10 + _t230)]:
            if (_c261[_t235] == 'beaver'):
                _t234.append(_t235)
        _t232 = _t234
        _t233 = (14 + _t230)
        if type(_t232) is list:
            for _t236 in _t232:
                _t237 = _st_zones[_st_loc[_t236]]
                if _t237[-1] == _t236: _t237.pop()
                else: _t237.remove(_t236)
                _st_zones[_t233].append(_t236); _st_loc[_t236] = _t233
        elif _t232 is not None:
            _move_cards260(st, _t232, _t233, False)
    _t239 = (_o262[_st_vars[0]] or ())
    st.budget -= len(_t239)
    if st.budget < 0: _spent258(st)
    _t238 = []
    for _t240 in _t239:
        _t241 = False
        for _t242 in _st_zones[(14 + _t240)]:
            if (_c261[_t242] == 'beaver'):
                _t241 = True
                break
        if _t241:
            _t238.append(_t240)
    L[3] = _t238
    if (len((L[3] or ())) == 1):
        _t244 = (L[3] or ())
        st.budget -= len(_t244)
        if st.budget < 0: _spent258(st)
        _t243 = None
        for _t245 in _t244:
            _t243 = _t245
            break
        L[4] = _t243
        _t246 = ['draw 3 nuts', 'draw nothing']
        _t247 = L[4]
        _t248 = len(_t246)
        if not _t248: _no_option265(_t247, 'beaver: draw 3 nuts?')
        if _t248 <= 1:
            L[5] = _t246[0] if _t248 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t249 = st.chooser(_t248, _t247)
            else:
                _t249 = _st_bits(_t248.bit_length())
                while _t249 >= _t248: _t249 = _st_bits(_t248.bit_length())
            L[5] = _t246[_t249]; st.decisions += 1
        elif _decide266(st, L, _t246, _t247): raise _PlayoutCut263()
        if (L[5] == 'draw 3 nuts'):
            for _t250 in (_k267 or []):
                L[8] = _t250
                if _p268(st, [L[4], None]) == 3: return 3
    else:
        for _t251 in (_o269[_st_vars[0]] or []):
            L[11] = _t251
            if not ((not (_t251 in (L[3] or ())))): continue
            if _p268(st, [_t251, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log b8aa1d2d>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = (_t263 if -1000000000000000000 <= (_t263 := _st_vars[2] + 1) <= 1000000000000000000 else _beyond274(_t263))
    _st_vars[1] = False
    for _t264 in (_k275 or []):
        st.thread_player = st.inline_thread = _t264
        _i15 = L[:]; _i15[0] = _t264
        _t265 = _st_zones[(6 + _t264)]
        _t266 = _t264
        _t269 = len(_t265); _t267 = _comb278(_t269, 2)
        if not _t267: _no_option279(_t266, 'critters to play face down')
        if _t267 <= 1:
            _i15[1] = _option_at280(_t265, 2, False, 0) if _t267 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t268 = st.chooser(_t267, _t266)
            else:
                _t268 = _st_bits(_t267.bit_length())
                while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
            _t270 = _PICKS281.get((_t269, 2)) or _picks282(_t269, 2)
            _i15[1] = list(_t270[_t268](_t265)) if _t270 else _option_at280(_t265, 2, False, _t268)
            st.decisions += 1
        elif _offer277(st, _i15, _t265[:]): raise _PlayoutCut276()
        _t271 = _i15[1]
        _t272 = (10 + _t264)
        if type(_t271) is list:
            for _t273 in _t271:
                _t274 = _st_zones[_st_loc[_t273]]
                if _t274[-1] == _t273: _t274.pop()
                else: _t274.remove(_t273)
                _st_zones[_t272].append(_t273); _st_loc[_t273] = _t272
        elif _t271 is not None:
            _move_cards283(st, _t271, _t272, False)
    st.thread_player = st.inline_thread = None
    _t276 = (_k284 or [])
    st.budget -= len(_t276)
    if st.budget < 0: _spent285(st)
    for _t275 in _t276:
        L[4] = _t275
        for _t277 in (_o286[_st_vars[0]] or []):
            L[7] = _t277
            if (not _st_zones[(10 + _t277)]):
                pass
            else:
                _t278 = _st_zones[(10 + _t277)]
                _t279 = _t277
                _t280 = len(_t278)
                if not _t280: _no_option279(_t279, 'critter to reveal')
                if _t280 <= 1:
                    L[8] = _t278[0] if _t280 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                    else:
                        _t281 = _st_bits(_t280.bit_length())
                        while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                    L[8] = _t278[_t281]; st.decisions += 1
                elif _decide288(st, L, _t278[:], _t279): raise _PlayoutCut276()
                _t282 = L[8]
                _t283 = (14 + _t277)
                if type(_t282) is int:
                    _t284 = _st_zones[_st_loc[_t282]]
                    if _t284[-1] == _t282: _t284.pop()
                    else: _t284.remove(_t282)
                    _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
                elif _t282 is not None:
                    _move_cards283(st, _t282, _t283, False)
                _i16l0 = _t277
                _i16l1 = L[8]
                if (_c289[_i16l1] == 'squirrel'):
                    if _p290(st, [_i16l0, None]) == 3: return 3
                elif (_c289[_i16l1] == 'raccoon'):
                    if _p291(st, [_i16l0, None, None]) == 3: return 3
                elif (_c289[_i16l1] == 'beaver'):
                    if _p293(st, _k292[:]) == 3: return 3
                elif (_c289[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t285 = None
                    for _t286 in _st_zones[(14 + _i17l0)]:
                        if (_c289[_t286] != 'marmot'):
                            _t285 = _t286
                            break
                    _i17[1] = _t285
                    if (_i17[1] is None):
                        pass
                    elif (_c289[_i17[1]] == 'squirrel'):
                        if _p290(st, [_i17l0, None]) == 3: return 3
                    elif (_c289[_i17[1]] == 'raccoon'):
                        if _p291(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game294(st, None, False); return 3
    for _t287 in (_k295 or []):
        L[11] = _t287
        _t288 = (14 + _t287)
        _t289 = (6 + _t287)
        if _t288 != _t289:
            _t290 = _st_zones[_t288]; _st_zones[_t289] += _t290
            for _t291 in _t290: _st_loc[_t291] = _t289
            _t290.clear()
        else:
            _move_cards283(st, _st_zones[_t288][:], _t289, False)
        _t292 = (10 + _t287)
        _t293 = (6 + _t287)
        if _t292 != _t293:
            _t294 = _st_zones[_t292]; _st_zones[_t293] += _t294
            for _t295 in _t294: _st_loc[_t295] = _t293
            _t294.clear()
        else:
            _move_cards283(st, _st_zones[_t292][:], _t293, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 d8bb5d3e>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        st.budget -= 1
        if st.budget < 0: _spent215(st)
        if _p297(st, _k296[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 1f1bbb4a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step301(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t296 = L[0]
            _t299 = len(_o); _t297 = _comb303(_t299, 2)
            if not _t297: _no_option304(_t296, 'critters to play face down')
            if _t297 <= 1 and _st_log is None:
                L[1] = _option_at305(_o, 2, False, 0) if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                _t300 = _PICKS306.get((_t299, 2)) or _picks307(_t299, 2)
                L[1] = list(_t300[_t298](_o)) if _t300 else _option_at305(_o, 2, False, _t298)
                st.decisions += 1
                if st.thread_player is not None: _answered308(st, _t298)
            elif _offer302(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k310 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o311[st.vars[0]] or []); L[6] = 0
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
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t301 = L[7]
            _t302 = len(_o)
            if not _t302: _no_option304(_t301, 'critter to reveal')
            if _t302 <= 1 and _st_log is None:
                L[8] = _o[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                L[8] = _o[_t303]; st.decisions += 1
                if st.thread_player is not None: _answered308(st, _t303)
            elif _st_log is None: _pend314(st, L, _o[:], _t301); return True
            elif _decide315(st, L, _o[:], _t301): return True
            pc = 13
        if pc == 13:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit317(_k318)
            fr[1] = 15; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs319[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 15
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit299(_k, st, _d0): raise _Runaway298()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit299(_k, st, _d0): raise _Runaway298()
            continue
        if pc == 17:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun hoarders.rules: resolve #74 e6a26271>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c324[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c324[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit326(_k327)
            fr[1] = 5; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs328[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c324[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit326(_k329)
            fr[1] = 8; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs328[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 8
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c324[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit326(_k330)
            fr[1] = 11; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs328[6](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 11
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k332)

# <rulerun hoarders.rules: draw_nut #75 ec44f285>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run335(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k336)

# <rulerun hoarders.rules: check_win #76 c7674e43>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k340)

# <rulerun hoarders.rules: raccoon #77 ca60b681>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t304 in (_k343 or []):
                if ((_t304 != L[0]) and (not not _st_zones[(2 + _t304)])): _o.append(_t304)
            fr[1] = 1
            _t305 = L[0]
            _t306 = len(_o)
            if _t306 <= 1 and _st_log is None:
                L[1] = _o[0] if _t306 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t307 = st.chooser(_t306, _t305)
                else:
                    _t307 = _st_bits(_t306.bit_length())
                    while _t307 >= _t306: _t307 = _st_bits(_t306.bit_length())
                L[1] = _o[_t307]; st.decisions += 1
                if st.thread_player is not None: _answered345(st, _t307)
            elif _st_log is None: _pend346(st, L, _o, _t305); return True
            elif _decide347(st, L, _o, _t305): return True
            pc = 1
        if pc == 1:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step349(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value350(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t308 = L[0]
            _t309 = len(_o)
            if not _t309: _no_option352(_t308, 'raccoon: nut to steal')
            if _t309 <= 1 and _st_log is None:
                L[2] = _o[0] if _t309 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                L[2] = _o[_t310]; st.decisions += 1
                if st.thread_player is not None: _answered345(st, _t310)
            elif _st_log is None: _pend353(st, L, _o[:], _t308); return True
            elif _decide354(st, L, _o[:], _t308): return True
            pc = 5
        if pc == 5:
            _r = _run355(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step356(st, fr): return True
            return None
        if pc == 7:
            _step357(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k358)

# <rulerun hoarders.rules: beaver #78 e30ee00d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t311 = L[4]
            _t312 = len(_o)
            if not _t312: _no_option364(_t311, 'beaver: draw 3 nuts?')
            if _t312 <= 1 and _st_log is None:
                L[5] = _o[0] if _t312 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t313 = st.chooser(_t312, _t311)
                else:
                    _t313 = _st_bits(_t312.bit_length())
                    while _t313 >= _t312: _t313 = _st_bits(_t312.bit_length())
                L[5] = _o[_t313]; st.decisions += 1
                if st.thread_player is not None: _answered365(st, _t313)
            elif _st_log is None: _pend366(st, L, _o, _t311); return True
            elif _decide367(st, L, _o, _t311): return True
            pc = 4
        if pc == 4:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k370)

# <rulerun hoarders.rules: marmot #79 23053e71>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run374(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c375[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c375[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run377(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit378(_k379)
            fr[1] = 10; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs380[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run381(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k382)

# <rulerun hoarders.rules: on before steal #80 30bfdee1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t314 = False
            for _t315 in st.zones[(10 + L[1])]:
                if (_c385[_t315] == 'hamster'):
                    _t314 = True
                    break
            if not (_t314):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t316 = L[1]
            _t317 = len(_o)
            if not _t317: _no_option387(_t316, 'block the theft?')
            if _t317 <= 1 and _st_log is None:
                L[2] = _o[0] if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                L[2] = _o[_t318]; st.decisions += 1
                if st.thread_player is not None: _answered388(st, _t318)
            elif _st_log is None: _pend389(st, L, _o, _t316); return True
            elif _decide390(st, L, _o, _t316): return True
            pc = 2
        if pc == 2:
            _r = _run391(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k392)

# <rulerun hoarders.rules: play #81 f3713ca1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run395(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit396(_k397)
            fr[1] = 3; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs398[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 3
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit394(_k, st, _d0): raise _Runaway393()
            continue
        if pc == 4:
            fr[1] = 5
            if _step399(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k400)

# <rulerun hoarders.rules: resolve #82 playout 7bb0c1be>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c422[_l1] == 'squirrel'):
        if _p423(st, [_l0, None]) == 3: return 3
    elif (_c422[_l1] == 'raccoon'):
        if _p424(st, [_l0, None, None]) == 3: return 3
    elif (_c422[_l1] == 'beaver'):
        if _p426(st, _k425[:]) == 3: return 3
    elif (_c422[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t327 = None
        for _t328 in st.zones[(14 + _i18l0)]:
            if (_c422[_t328] != 'marmot'):
                _t327 = _t328
                break
        _i18[1] = _t327
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text429(_audience427(st), [_PlayerRef428(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c422[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text429(_audience427(st), [_PlayerRef428(_i18l0), "'s marmot repeats the squirrel"]))
            if _p423(st, [_i18l0, None]) == 3: return 3
        elif (_c422[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text429(_audience427(st), [_PlayerRef428(_i18l0), "'s marmot repeats the raccoon"]))
            if _p424(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text429(_audience427(st), [_PlayerRef428(_i18l0), "'s marmot cannot repeat a ", _plain430(_c422[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text429(_audience427(st), [_PlayerRef428(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 77777a39>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region404(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step405(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t319 = L[0]
            _t322 = len(_o); _t320 = _comb407(_t322, 2)
            if not _t320: _no_option408(_t319, 'critters to play face down')
            if _t320 <= 1 and _st_log is None:
                L[1] = _option_at409(_o, 2, False, 0) if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                _t323 = _PICKS410.get((_t322, 2)) or _picks411(_t322, 2)
                L[1] = list(_t323[_t321](_o)) if _t323 else _option_at409(_o, 2, False, _t321)
                st.decisions += 1
                if st.thread_player is not None: _answered412(st, _t321)
            elif _offer406(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region414(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k415 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o416[st.vars[0]] or []); L[6] = 0
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
            _r = _run417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t324 = L[7]
            _t325 = len(_o)
            if not _t325: _no_option408(_t324, 'critter to reveal')
            if _t325 <= 1 and _st_log is None:
                L[8] = _o[0] if _t325 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t326 = st.chooser(_t325, _t324)
                else:
                    _t326 = _st_bits(_t325.bit_length())
                    while _t326 >= _t325: _t326 = _st_bits(_t325.bit_length())
                L[8] = _o[_t326]; st.decisions += 1
                if st.thread_player is not None: _answered412(st, _t326)
            elif _st_log is None: _pend419(st, L, _o[:], _t324); return True
            elif _decide420(st, L, _o[:], _t324): return True
            pc = 13
        if pc == 13:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p431(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit432(_k433)
                fr[1] = 15; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs434[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 15
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit402(_k, st, _d0): raise _Runaway401()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit402(_k, st, _d0): raise _Runaway401()
            continue
        if pc == 17:
            _r = _run435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k436)

# <rulerun hoarders.rules: marmot #84 playout cd7bd89e>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t329 = None
    for _t330 in st.zones[(14 + _l0)]:
        if (_c448[_t330] != 'marmot'):
            _t329 = _t330
            break
    L[1] = _t329
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text451(_audience449(st), [_PlayerRef450(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c448[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text451(_audience449(st), [_PlayerRef450(_l0), "'s marmot repeats the squirrel"]))
        if _p452(st, [_l0, None]) == 3: return 3
    elif (_c448[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text451(_audience449(st), [_PlayerRef450(_l0), "'s marmot repeats the raccoon"]))
        if _p453(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text451(_audience449(st), [_PlayerRef450(_l0), "'s marmot cannot repeat a ", _plain454(_c448[L[1]])]))

# <rulerun hoarders.rules: resolve #85 87fda0e5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region439(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c440[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run441(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c440[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p442(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit443(_k444)
                fr[1] = 5; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs445[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c440[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p446(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit443(_k447)
                fr[1] = 8; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs445[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 8
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c440[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p455(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit443(_k456)
                fr[1] = 11; _f = [6, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs445[6](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 11
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k458)

# <rulerun hoarders.rules: raccoon #86 c6596f45>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t331 in (_k461 or []):
                if ((_t331 != L[0]) and (not not _st_zones[(2 + _t331)])): _o.append(_t331)
            fr[1] = 1
            _t332 = L[0]
            _t333 = len(_o)
            if _t333 <= 1 and _st_log is None:
                L[1] = _o[0] if _t333 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t334 = st.chooser(_t333, _t332)
                else:
                    _t334 = _st_bits(_t333.bit_length())
                    while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
                L[1] = _o[_t334]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t334)
            elif _st_log is None: _pend464(st, L, _o, _t332); return True
            elif _decide465(st, L, _o, _t332): return True
            pc = 1
        if pc == 1:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region467(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step468(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value469(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t335 = L[0]
            _t336 = len(_o)
            if not _t336: _no_option471(_t335, 'raccoon: nut to steal')
            if _t336 <= 1 and _st_log is None:
                L[2] = _o[0] if _t336 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t337 = st.chooser(_t336, _t335)
                else:
                    _t337 = _st_bits(_t336.bit_length())
                    while _t337 >= _t336: _t337 = _st_bits(_t336.bit_length())
                L[2] = _o[_t337]; st.decisions += 1
                if st.thread_player is not None: _answered463(st, _t337)
            elif _st_log is None: _pend472(st, L, _o[:], _t335); return True
            elif _decide473(st, L, _o[:], _t335): return True
            pc = 5
        if pc == 5:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step475(st, fr): return True
            return None
        if pc == 7:
            _step476(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k477)

# <rulerun hoarders.rules: beaver #87 3adec21f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run480(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region481(st, L)
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
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t338 = L[4]
            _t339 = len(_o)
            if not _t339: _no_option484(_t338, 'beaver: draw 3 nuts?')
            if _t339 <= 1 and _st_log is None:
                L[5] = _o[0] if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                L[5] = _o[_t340]; st.decisions += 1
                if st.thread_player is not None: _answered485(st, _t340)
            elif _st_log is None: _pend486(st, L, _o, _t338); return True
            elif _decide487(st, L, _o, _t338): return True
            pc = 4
        if pc == 4:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k490)

# <rulerun hoarders.rules: marmot #88 daa69601>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region494(st, L)
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
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c496[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run497(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c496[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p499(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit500(_k501)
                fr[1] = 10; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs502[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k504)

# <rulerun hoarders.rules: play #89 9876d486>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run507(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region508(st, L)
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
                if _p509(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit510(_k511)
                fr[1] = 3; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs512[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 3
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit506(_k, st, _d0): raise _Runaway505()
            continue
        if pc == 4:
            fr[1] = 5
            if _step513(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k514)

# <rulerun hoarders.rules: play #90 38acf10d>
def _loop(st, p):
    _t341 = (_k515 or ())
    st.budget -= len(_t341)
    if st.budget < 0: _spent516(st)
    _t345 = _NOT_YET
    _t343 = None
    for _t342 in _t341:
        _t346 = (_t345 if _t345 is not _NOT_YET else (_t345 := ([_c517[_x] for _x in _t344] if (_t344 := st.zones[(2 + p)]) is not _NOT_YET else None))).count(_t342)
        if _t343 is None or _t346 > _t343:
            _t343 = _t346
    return _t343

# <rulerun hoarders.rules: rank #91 0933a89e>
def _native(st, p):
    return (_a518(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

