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

# <rulerun hoarders.rules: on before steal #11 playout 4ddf7eec>
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
    elif _decide52(st, L, _t44, _t45): raise _PlayoutCut49()
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
            _move_cards53(st, _t48, _t49, False)
        if _st_log is not None: _st_log.append(_Text56(_audience54(st), [_PlayerRef55(_l1), "'s hamster blocks the theft"]))
        _cancel57(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout cc3ce426>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _budget39[0] -= 1
    if _budget39[0] < 0: _spent40(st)
    _t35 = []
    for _t36 in (_k41 or []):
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
    elif _decide44(st, L, _t35, _t37): raise _PlayoutCut42()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth47(st)
    _t40 = [_l0, L[1]]
    _t41 = [0, _t40, False, len(st.cur), st.thread_player]
    st.events.append(_t41)
    _t53 = _t40 + _k58
    if _p59(st, _t53) == 3: return 3
    if not _t41[2]:
        _t54 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value60(st, 0, 1, 'steal')))]
        _t55 = _l0
        _t56 = len(_t54)
        if not _t56: _no_option62(_t55, 'raccoon: nut to steal')
        if _t56 <= 1 and _st_log is None:
            L[2] = _t54[0] if _t56 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t57 = st.chooser(_t56, _t55)
            else:
                _t57 = _st_bits(_t56.bit_length())
                while _t57 >= _t56: _t57 = _st_bits(_t56.bit_length())
            L[2] = _t54[_t57]; st.decisions += 1
        elif _decide63(st, L, _t54[:], _t55): raise _PlayoutCut42()
        _t58 = L[2]
        _t59 = (2 + _l0)
        if type(_t58) is int and _st_log is None:
            _t60 = _st_zones[_st_loc[_t58]]
            if _t60[-1] == _t58: _t60.pop()
            else: _t60.remove(_t58)
            _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
        elif _t58 is not None:
            _move_cards64(st, _t58, _t59, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t63 = _c65[_i3l1]
        except Exception:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c65[_t62] == _c65[_i3l1]):
                    _t61 += 1
        else:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c65[_t62] == _t63):
                    _t61 += 1
        if (_t61 >= 5):
            if _st_log is not None: _st_log.append(_Text46(_audience45(st), [_PlayerRef66(_i3l0), ' has five identical nuts']))
            _end_game67(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout e907dee8>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _budget69[0] -= 1
    if _budget69[0] < 0: _spent70(st)
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t65 = (_o71[_st_vars[0]] or [])
    _budget69[0] -= len(_t65)
    if _budget69[0] < 0: _spent70(st)
    for _t64 in _t65:
        L[2] = _t64
        _t68 = []
        for _t69 in _st_zones[(10 + _t64)]:
            if (_c73[_t69] == 'beaver'):
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
            _move_cards72(st, _t66, _t67, False)
    _t73 = (_o74[_st_vars[0]] or ())
    _budget69[0] -= len(_t73)
    if _budget69[0] < 0: _spent70(st)
    _t72 = []
    for _t74 in _t73:
        _t75 = False
        for _t76 in _st_zones[(14 + _t74)]:
            if (_c73[_t76] == 'beaver'):
                _t75 = True
                break
        if _t75:
            _t72.append(_t74)
    L[3] = _t72
    if (len((L[3] or ())) == 1):
        _t78 = (L[3] or ())
        _budget69[0] -= len(_t78)
        if _budget69[0] < 0: _spent70(st)
        _t77 = None
        for _t79 in _t78:
            _t77 = _t79
            break
        L[4] = _t77
        _t80 = ['draw 3 nuts', 'draw nothing']
        _t81 = L[4]
        _t82 = len(_t80)
        if not _t82: _no_option77(_t81, 'beaver: draw 3 nuts?')
        if _t82 <= 1 and _st_log is None:
            L[5] = _t80[0] if _t82 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t83 = st.chooser(_t82, _t81)
            else:
                _t83 = _st_bits(_t82.bit_length())
                while _t83 >= _t82: _t83 = _st_bits(_t82.bit_length())
            L[5] = _t80[_t83]; st.decisions += 1
        elif _decide78(st, L, _t80, _t81): raise _PlayoutCut75()
        if (L[5] == 'draw 3 nuts'):
            for _t84 in (_k79 or []):
                L[8] = _t84
                if _p80(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text83(_audience81(st), [_plain82(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t85 in (_o84[_st_vars[0]] or []):
            L[11] = _t85
            if not ((not (_t85 in (L[3] or ())))): continue
            if _p80(st, [_t85, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 ed7cc9a1>
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
        for _t21 in (_o22[st.vars[0]] or []):
            L[7] = _t21
            if (not _st_zones[(10 + _t21)]):
                if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_t21), ' has no face-down critter left and passes']))
            else:
                _t22 = _st_zones[(10 + _t21)]
                _t23 = _t21
                _t24 = len(_t22)
                if not _t24: _no_option28(_t23, 'critter to reveal')
                if _t24 <= 1 and _st_log is None:
                    L[8] = _t22[0] if _t24 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t25 = st.chooser(_t24, _t23)
                    else:
                        _t25 = _st_bits(_t24.bit_length())
                        while _t25 >= _t24: _t25 = _st_bits(_t24.bit_length())
                    L[8] = _t22[_t25]; st.decisions += 1
                elif _decide29(st, L, _t22[:], _t23): raise _PlayoutCut26()
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
                    if _p68(st, [_i1l0, None, None]) == 3: return 3
                elif (_c31[_i1l1] == 'beaver'):
                    if _p86(st, _k85[:]) == 3: return 3
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
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c31[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p38(st, [_i4l0, None]) == 3: return 3
                    elif (_c31[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p68(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i4l0), "'s marmot cannot repeat a ", _plain87(_c31[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 6d181a68>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text89(_audience88(st), ['The nut deck is empty: the game ends']))
        _end_game90(st, None, False); return 3
    for _t88 in (_k91 or []):
        L[11] = _t88
        _t89 = (14 + _t88)
        _t90 = (6 + _t88)
        if _st_log is None and _t89 != _t90:
            _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
            for _t92 in _t91: _st_loc[_t92] = _t90
            _t91.clear()
        else:
            _move_cards92(st, _st_zones[_t89][:], _t90, False)
        _t93 = (10 + _t88)
        _t94 = (6 + _t88)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards92(st, _st_zones[_t93][:], _t94, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 e811884b>
def _native(st, L):
    return _k93

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 a7b841d4>
def _native(st, L):
    return _k94

# <rulerun hoarders.rules: play_turn #21 8a666060>
def _native(st, L):
    return _o95[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 34551925>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text98(_audience96(st), ['the nut deck is empty: ', _PlayerRef97(_l0), ' draws nothing']))
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
        _move_cards99(st, _t97, _t98, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t102 = _c100[_i5l1]
    except Exception:
        _t100 = 0
        for _t101 in _st_zones[(2 + _i5l0)]:
            if (_c100[_t101] == _c100[_i5l1]):
                _t100 += 1
    else:
        _t100 = 0
        for _t101 in _st_zones[(2 + _i5l0)]:
            if (_c100[_t101] == _t102):
                _t100 += 1
    if (_t100 >= 5):
        if _st_log is not None: _st_log.append(_Text98(_audience96(st), [_PlayerRef97(_i5l0), ' has five identical nuts']))
        _end_game101(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 3d10820f>
def _native(st, L):
    if _p102(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 17145992>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text105(_audience103(st), [_PlayerRef104(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 9a859fca>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c106[_l1] == 'squirrel'):
        if _p107(st, [_l0, None]) == 3: return 3
    elif (_c106[_l1] == 'raccoon'):
        if _p108(st, [_l0, None, None]) == 3: return 3
    elif (_c106[_l1] == 'beaver'):
        if _p110(st, _k109[:]) == 3: return 3
    elif (_c106[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t103 = None
        for _t104 in st.zones[(14 + _i6l0)]:
            if (_c106[_t104] != 'marmot'):
                _t103 = _t104
                break
        _i6[1] = _t103
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text113(_audience111(st), [_PlayerRef112(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c106[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text113(_audience111(st), [_PlayerRef112(_i6l0), "'s marmot repeats the squirrel"]))
            if _p107(st, [_i6l0, None]) == 3: return 3
        elif (_c106[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text113(_audience111(st), [_PlayerRef112(_i6l0), "'s marmot repeats the raccoon"]))
            if _p108(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text113(_audience111(st), [_PlayerRef112(_i6l0), "'s marmot cannot repeat a ", _plain114(_c106[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text113(_audience111(st), [_PlayerRef112(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 e6b1c349>
def _native(st, L):
    return (_c115[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 f45a30db>
def _native(st, L):
    return (_c116[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 e156db0d>
def _native(st, L):
    return (_c117[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 2103d618>
def _native(st, L):
    return (_c118[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 53f9d44d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t107 = _c119[_l1]
    except Exception:
        _t105 = 0
        for _t106 in _st_zones[(2 + _l0)]:
            if (_c119[_t106] == _c119[_l1]):
                _t105 += 1
    else:
        _t105 = 0
        for _t106 in _st_zones[(2 + _l0)]:
            if (_c119[_t106] == _t107):
                _t105 += 1
    if (_t105 >= 5):
        if _st_log is not None: _st_log.append(_Text122(_audience120(st), [_PlayerRef121(_l0), ' has five identical nuts']))
        _end_game123(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 835eae17>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text125(_audience124(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 0c892f56>
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
        _move_cards126(st, _t108, _t109, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t113 = _c127[_i7l1]
    except Exception:
        _t111 = 0
        for _t112 in _st_zones[(2 + _i7l0)]:
            if (_c127[_t112] == _c127[_i7l1]):
                _t111 += 1
    else:
        _t111 = 0
        for _t112 in _st_zones[(2 + _i7l0)]:
            if (_c127[_t112] == _t113):
                _t111 += 1
    if (_t111 >= 5):
        if _st_log is not None: _st_log.append(_Text130(_audience128(st), [_PlayerRef129(_i7l0), ' has five identical nuts']))
        _end_game131(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 90bdc90b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth132(st)
    _t114 = [_l0, L[1]]
    _t115 = [0, _t114, False, len(st.cur), st.thread_player]
    st.events.append(_t115)
    _t116 = _t114 + _k133
    if _p134(st, _t116) == 3: return 3
    if not _t115[2]:
        _t117 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value135(st, 0, 1, 'steal')))]
        _t118 = _l0
        _t119 = len(_t117)
        if not _t119: _no_option138(_t118, 'raccoon: nut to steal')
        if _t119 <= 1 and _st_log is None:
            L[2] = _t117[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[2] = _t117[_t120]; st.decisions += 1
        elif _decide139(st, L, _t117[:], _t118): raise _PlayoutCut136()
        _t121 = L[2]
        _t122 = (2 + _l0)
        if type(_t121) is int and _st_log is None:
            _t123 = _st_zones[_st_loc[_t121]]
            if _t123[-1] == _t121: _t123.pop()
            else: _t123.remove(_t121)
            _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
        elif _t121 is not None:
            _move_cards140(st, _t121, _t122, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t126 = _c141[_i8l1]
        except Exception:
            _t124 = 0
            for _t125 in _st_zones[(2 + _i8l0)]:
                if (_c141[_t125] == _c141[_i8l1]):
                    _t124 += 1
        else:
            _t124 = 0
            for _t125 in _st_zones[(2 + _i8l0)]:
                if (_c141[_t125] == _t126):
                    _t124 += 1
        if (_t124 >= 5):
            if _st_log is not None: _st_log.append(_Text144(_audience142(st), [_PlayerRef143(_i8l0), ' has five identical nuts']))
            _end_game145(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 9441a431>
def _native(st, L):
    return _k146

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

# <rulerun hoarders.rules: raccoon #44 1093df0b>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value147(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 b624580d>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t128 = (_o148[_st_vars[0]] or [])
    _budget149[0] -= len(_t128)
    if _budget149[0] < 0: _spent150(st)
    for _t127 in _t128:
        L[2] = _t127
        _t131 = []
        for _t132 in _st_zones[(10 + _t127)]:
            if (_c152[_t132] == 'beaver'):
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
            _move_cards151(st, _t129, _t130, False)
    _t136 = (_o153[_st_vars[0]] or ())
    _budget149[0] -= len(_t136)
    if _budget149[0] < 0: _spent150(st)
    _t135 = []
    for _t137 in _t136:
        _t138 = False
        for _t139 in _st_zones[(14 + _t137)]:
            if (_c152[_t139] == 'beaver'):
                _t138 = True
                break
        if _t138:
            _t135.append(_t137)
    L[3] = _t135

# <rulerun hoarders.rules: beaver #46 d997451a>
def _native(st, L):
    _t141 = (L[3] or ())
    _budget154[0] -= len(_t141)
    if _budget154[0] < 0: _spent155(st)
    _t140 = None
    for _t142 in _t141:
        _t140 = _t142
        break
    L[4] = _t140

# <rulerun hoarders.rules: beaver #47 1ddfef4d>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        for _t143 in (_k156 or []):
            L[8] = _t143
            if _p157(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 620ff388>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text160(_audience158(st), [_plain159(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t144 in (_o161[st.vars[0]] or []):
        L[11] = _t144
        if not ((not (_t144 in (_l3 or ())))): continue
        if _p162(st, [_t144, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 1ed22649>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t146 = (_l3 or ())
        _budget163[0] -= len(_t146)
        if _budget163[0] < 0: _spent164(st)
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
        elif _decide168(st, L, _t148, _t149): raise _PlayoutCut165()
        if (L[5] == 'draw 3 nuts'):
            for _t152 in (_k169 or []):
                L[8] = _t152
                if _p170(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text173(_audience171(st), [_plain172(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t153 in (_o174[st.vars[0]] or []):
            L[11] = _t153
            if not ((not (_t153 in (_l3 or ())))): continue
            if _p170(st, [_t153, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 17ec06d5>
def _native(st, L):
    _t154 = None
    for _t155 in st.zones[(14 + L[0])]:
        if (_c175[_t155] != 'marmot'):
            _t154 = _t155
            break
    L[1] = _t154

# <rulerun hoarders.rules: marmot #53 deed2d48>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text178(_audience176(st), [_PlayerRef177(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 273051a7>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text181(_audience179(st), [_PlayerRef180(_l0), "'s marmot repeats the squirrel"]))
    if _p182(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 f4e4d90e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text185(_audience183(st), [_PlayerRef184(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 eb83da53>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text190(_audience186(st), [_PlayerRef187(L[0]), "'s marmot cannot repeat a ", _plain189(_c188[L[1]])]))

# <rulerun hoarders.rules: marmot #57 c71b51a9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c194[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_l0), "'s marmot repeats the squirrel"]))
        if _p195(st, [_l0, None]) == 3: return 3
    elif (_c194[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_l0), "'s marmot repeats the raccoon"]))
        if _p196(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(_l0), "'s marmot cannot repeat a ", _plain197(_c194[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 443cf88a>
def _native(st, L):
    return (_c198[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 f51a8dc7>
def _native(st, L):
    return (_c199[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 dba4b8d7>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t158 = None
        for _t159 in _st_zones[(10 + _l1)]:
            if (_c201[_t159] == 'hamster'):
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
            _move_cards200(st, _t156, _t157, False)
        if _st_log is not None: _st_log.append(_Text204(_audience202(st), [_PlayerRef203(_l1), "'s hamster blocks the theft"]))
        _cancel205(st)

# <rulerun hoarders.rules: on before steal #63 d60d93ef>
def _native(st, L):
    _t161 = False
    for _t162 in st.zones[(10 + L[1])]:
        if (_c206[_t162] == 'hamster'):
            _t161 = True
            break
    return _t161

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 bc68cbe5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone207(st, 0)
    _t164 = (_k208 or [])
    _budget209[0] -= len(_t164)
    if _budget209[0] < 0: _spent210(st)
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

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 6356e835>
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
        _move_cards232(st, _t195, _t196, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t200 = _c233[_i12l1]
    except Exception:
        _t198 = 0
        for _t199 in _st_zones[(2 + _i12l0)]:
            if (_c233[_t199] == _c233[_i12l1]):
                _t198 += 1
    else:
        _t198 = 0
        for _t199 in _st_zones[(2 + _i12l0)]:
            if (_c233[_t199] == _t200):
                _t198 += 1
    if (_t198 >= 5):
        _end_game234(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log 876fb949>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t208 = False
    for _t209 in _st_zones[(10 + _l1)]:
        if (_c243[_t209] == 'hamster'):
            _t208 = True
            break
    if not (_t208):
        return
    _t210 = ['reveal the hamster', 'let it happen']
    _t211 = _l1
    _t212 = len(_t210)
    if not _t212: _no_option246(_t211, 'block the theft?')
    if _t212 <= 1:
        L[2] = _t210[0] if _t212 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t213 = st.chooser(_t212, _t211)
        else:
            _t213 = _st_bits(_t212.bit_length())
            while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
        L[2] = _t210[_t213]; st.decisions += 1
    elif _decide247(st, L, _t210, _t211): raise _PlayoutCut244()
    if (L[2] == 'reveal the hamster'):
        _t216 = None
        for _t217 in _st_zones[(10 + _l1)]:
            if (_c243[_t217] == 'hamster'):
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
            _move_cards248(st, _t214, _t215, False)
        _cancel249(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 25b38467>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _budget236[0] -= 1
    if _budget236[0] < 0: _spent237(st)
    _t201 = []
    for _t202 in (_k238 or []):
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
    elif _decide241(st, L, _t201, _t203): raise _PlayoutCut239()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth242(st)
    _t206 = [_l0, L[1]]
    _t207 = [0, _t206, False, len(st.cur), st.thread_player]
    st.events.append(_t207)
    _t219 = _t206 + _k250
    if _p251(st, _t219) == 3: return 3
    if not _t207[2]:
        _t220 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value252(st, 0, 1, 'steal')))]
        _t221 = _l0
        _t222 = len(_t220)
        if not _t222: _no_option254(_t221, 'raccoon: nut to steal')
        if _t222 <= 1:
            L[2] = _t220[0] if _t222 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t223 = st.chooser(_t222, _t221)
            else:
                _t223 = _st_bits(_t222.bit_length())
                while _t223 >= _t222: _t223 = _st_bits(_t222.bit_length())
            L[2] = _t220[_t223]; st.decisions += 1
        elif _decide255(st, L, _t220[:], _t221): raise _PlayoutCut239()
        _t224 = L[2]
        _t225 = (2 + _l0)
        if type(_t224) is int:
            _t226 = _st_zones[_st_loc[_t224]]
            if _t226[-1] == _t224: _t226.pop()
            else: _t226.remove(_t224)
            _st_zones[_t225].append(_t224); _st_loc[_t224] = _t225
        elif _t224 is not None:
            _move_cards256(st, _t224, _t225, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t229 = _c257[_i13l1]
        except Exception:
            _t227 = 0
            for _t228 in _st_zones[(2 + _i13l0)]:
                if (_c257[_t228] == _c257[_i13l1]):
                    _t227 += 1
        else:
            _t227 = 0
            for _t228 in _st_zones[(2 + _i13l0)]:
                if (_c257[_t228] == _t229):
                    _t227 += 1
        if (_t227 >= 5):
            _end_game258(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log 3fe1e158>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _budget260[0] -= 1
    if _budget260[0] < 0: _spent261(st)
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t231 = (_o262[_st_vars[0]] or [])
    _budget260[0] -= len(_t231)
    if _budget260[0] < 0: _spent261(st)
    for _t230 in _t231:
        L[2] = _t230
        _t234 = []
        for _t235 in _st_zones[(10 + _t230)]:
            if (_c264[_t235] == 'beaver'):
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
            _move_cards263(st, _t232, _t233, False)
    _t239 = (_o265[_st_vars[0]] or ())
    _budget260[0] -= len(_t239)
    if _budget260[0] < 0: _spent261(st)
    _t238 = []
    for _t240 in _t239:
        _t241 = False
        for _t242 in _st_zones[(14 + _t240)]:
            if (_c264[_t242] == 'beaver'):
                _t241 = True
                break
        if _t241:
            _t238.append(_t240)
    L[3] = _t238
    if (len((L[3] or ())) == 1):
        _t244 = (L[3] or ())
        _budget260[0] -= len(_t244)
        if _budget260[0] < 0: _spent261(st)
        _t243 = None
        for _t245 in _t244:
            _t243 = _t245
            break
        L[4] = _t243
        _t246 = ['draw 3 nuts', 'draw nothing']
        _t247 = L[4]
        _t248 = len(_t246)
        if not _t248: _no_option268(_t247, 'beaver: draw 3 nuts?')
        if _t248 <= 1:
            L[5] = _t246[0] if _t248 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t249 = st.chooser(_t248, _t247)
            else:
                _t249 = _st_bits(_t248.bit_length())
                while _t249 >= _t248: _t249 = _st_bits(_t248.bit_length())
            L[5] = _t246[_t249]; st.decisions += 1
        elif _decide269(st, L, _t246, _t247): raise _PlayoutCut266()
        if (L[5] == 'draw 3 nuts'):
            for _t250 in (_k270 or []):
                L[8] = _t250
                if _p271(st, [L[4], None]) == 3: return 3
    else:
        for _t251 in (_o272[_st_vars[0]] or []):
            L[11] = _t251
            if not ((not (_t251 in (L[3] or ())))): continue
            if _p271(st, [_t251, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 991349ea>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = (_t263 if -1000000000000000000 <= (_t263 := _st_vars[2] + 1) <= 1000000000000000000 else _beyond277(_t263))
    _st_vars[1] = False
    for _t264 in (_k278 or []):
        st.thread_player = st.inline_thread = _t264
        _i15 = L[:]; _i15[0] = _t264
        _t265 = _st_zones[(6 + _t264)]
        _t266 = _t264
        _t269 = len(_t265); _t267 = _comb281(_t269, 2)
        if not _t267: _no_option282(_t266, 'critters to play face down')
        if _t267 <= 1:
            _i15[1] = _option_at283(_t265, 2, False, 0) if _t267 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t268 = st.chooser(_t267, _t266)
            else:
                _t268 = _st_bits(_t267.bit_length())
                while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
            _t270 = _PICKS284.get((_t269, 2)) or _picks285(_t269, 2)
            _i15[1] = list(_t270[_t268](_t265)) if _t270 else _option_at283(_t265, 2, False, _t268)
            st.decisions += 1
        elif _offer280(st, _i15, _t265[:]): raise _PlayoutCut279()
        _t271 = _i15[1]
        _t272 = (10 + _t264)
        if type(_t271) is list:
            for _t273 in _t271:
                _t274 = _st_zones[_st_loc[_t273]]
                if _t274[-1] == _t273: _t274.pop()
                else: _t274.remove(_t273)
                _st_zones[_t272].append(_t273); _st_loc[_t273] = _t272
        elif _t271 is not None:
            _move_cards286(st, _t271, _t272, False)
    st.thread_player = st.inline_thread = None
    _t276 = (_k287 or [])
    _budget288[0] -= len(_t276)
    if _budget288[0] < 0: _spent289(st)
    for _t275 in _t276:
        L[4] = _t275
        for _t277 in (_o290[_st_vars[0]] or []):
            L[7] = _t277
            if (not _st_zones[(10 + _t277)]):
                pass
            else:
                _t278 = _st_zones[(10 + _t277)]
                _t279 = _t277
                _t280 = len(_t278)
                if not _t280: _no_option282(_t279, 'critter to reveal')
                if _t280 <= 1:
                    L[8] = _t278[0] if _t280 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t281 = st.chooser(_t280, _t279)
                    else:
                        _t281 = _st_bits(_t280.bit_length())
                        while _t281 >= _t280: _t281 = _st_bits(_t280.bit_length())
                    L[8] = _t278[_t281]; st.decisions += 1
                elif _decide292(st, L, _t278[:], _t279): raise _PlayoutCut279()
                _t282 = L[8]
                _t283 = (14 + _t277)
                if type(_t282) is int:
                    _t284 = _st_zones[_st_loc[_t282]]
                    if _t284[-1] == _t282: _t284.pop()
                    else: _t284.remove(_t282)
                    _st_zones[_t283].append(_t282); _st_loc[_t282] = _t283
                elif _t282 is not None:
                    _move_cards286(st, _t282, _t283, False)
                _i16l0 = _t277
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
                    _t285 = None
                    for _t286 in _st_zones[(14 + _i17l0)]:
                        if (_c293[_t286] != 'marmot'):
                            _t285 = _t286
                            break
                    _i17[1] = _t285
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
    for _t287 in (_k299 or []):
        L[11] = _t287
        _t288 = (14 + _t287)
        _t289 = (6 + _t287)
        if _t288 != _t289:
            _t290 = _st_zones[_t288]; _st_zones[_t289] += _t290
            for _t291 in _t290: _st_loc[_t291] = _t289
            _t290.clear()
        else:
            _move_cards286(st, _st_zones[_t288][:], _t289, False)
        _t292 = (10 + _t287)
        _t293 = (6 + _t287)
        if _t292 != _t293:
            _t294 = _st_zones[_t292]; _st_zones[_t293] += _t294
            for _t295 in _t294: _st_loc[_t295] = _t293
            _t294.clear()
        else:
            _move_cards286(st, _st_zones[_t292][:], _t293, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 cdd389c6>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget215[0] -= 1
        if _budget215[0] < 0: _spent216(st)
        if _p301(st, _k300[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 44c11dea>
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
            _t296 = L[0]
            _t299 = len(_o); _t297 = _comb308(_t299, 2)
            if not _t297: _no_option309(_t296, 'critters to play face down')
            if _t297 <= 1 and _st_log is None:
                L[1] = _option_at310(_o, 2, False, 0) if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                _t300 = _PICKS311.get((_t299, 2)) or _picks312(_t299, 2)
                L[1] = list(_t300[_t298](_o)) if _t300 else _option_at310(_o, 2, False, _t298)
                st.decisions += 1
                if st.thread_player is not None: _answered313(st, _t298)
            elif _offer307(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k315 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o316[st.vars[0]] or []); L[6] = 0
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
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t301 = L[7]
            _t302 = len(_o)
            if not _t302: _no_option309(_t301, 'critter to reveal')
            if _t302 <= 1 and _st_log is None:
                L[8] = _o[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                L[8] = _o[_t303]; st.decisions += 1
                if st.thread_player is not None: _answered313(st, _t303)
            elif _decide319(st, L, _o[:], _t301): return True
            pc = 13
        if pc == 13:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit321(_k322)
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
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k324)

# <rulerun hoarders.rules: resolve #74 26f7a752>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c327[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c327[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit329(_k330)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c327[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit329(_k331)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c327[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit329(_k332)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k334)

# <rulerun hoarders.rules: draw_nut #75 f81016f6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k338)

# <rulerun hoarders.rules: check_win #76 fd2541cf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run341(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k342)

# <rulerun hoarders.rules: raccoon #77 d7cc2fb4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t304 in (_k345 or []):
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
                if st.thread_player is not None: _answered347(st, _t307)
            elif _decide348(st, L, _o, _t305): return True
            pc = 1
        if pc == 1:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step350(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value351(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t308 = L[0]
            _t309 = len(_o)
            if not _t309: _no_option353(_t308, 'raccoon: nut to steal')
            if _t309 <= 1 and _st_log is None:
                L[2] = _o[0] if _t309 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t310 = st.chooser(_t309, _t308)
                else:
                    _t310 = _st_bits(_t309.bit_length())
                    while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
                L[2] = _o[_t310]; st.decisions += 1
                if st.thread_player is not None: _answered347(st, _t310)
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

# <rulerun hoarders.rules: beaver #78 2e9a6950>
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
            elif _decide366(st, L, _o, _t311): return True
            pc = 4
        if pc == 4:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k369)

# <rulerun hoarders.rules: marmot #79 3ef8d56c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run372(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c374[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c374[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run376(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit377(_k378)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k380)

# <rulerun hoarders.rules: on before steal #80 f3aeb808>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t314 = False
            for _t315 in st.zones[(10 + L[1])]:
                if (_c383[_t315] == 'hamster'):
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
            if not _t317: _no_option385(_t316, 'block the theft?')
            if _t317 <= 1 and _st_log is None:
                L[2] = _o[0] if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                L[2] = _o[_t318]; st.decisions += 1
                if st.thread_player is not None: _answered386(st, _t318)
            elif _decide387(st, L, _o, _t316): return True
            pc = 2
        if pc == 2:
            _r = _run388(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k389)

# <rulerun hoarders.rules: play #81 ac26949a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT390[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run393(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit394(_k395)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit392(_k, st, _d0): raise _Runaway391()
            continue
        if pc == 4:
            fr[1] = 5
            if _step396(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k397)

# <rulerun hoarders.rules: resolve #82 playout c0e5f375>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c419[_l1] == 'squirrel'):
        if _p420(st, [_l0, None]) == 3: return 3
    elif (_c419[_l1] == 'raccoon'):
        if _p421(st, [_l0, None, None]) == 3: return 3
    elif (_c419[_l1] == 'beaver'):
        if _p423(st, _k422[:]) == 3: return 3
    elif (_c419[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t327 = None
        for _t328 in st.zones[(14 + _i18l0)]:
            if (_c419[_t328] != 'marmot'):
                _t327 = _t328
                break
        _i18[1] = _t327
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c419[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_i18l0), "'s marmot repeats the squirrel"]))
            if _p420(st, [_i18l0, None]) == 3: return 3
        elif (_c419[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_i18l0), "'s marmot repeats the raccoon"]))
            if _p421(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_i18l0), "'s marmot cannot repeat a ", _plain427(_c419[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text426(_audience424(st), [_PlayerRef425(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 9b711907>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT398[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run401(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region402(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step403(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t319 = L[0]
            _t322 = len(_o); _t320 = _comb405(_t322, 2)
            if not _t320: _no_option406(_t319, 'critters to play face down')
            if _t320 <= 1 and _st_log is None:
                L[1] = _option_at407(_o, 2, False, 0) if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                _t323 = _PICKS408.get((_t322, 2)) or _picks409(_t322, 2)
                L[1] = list(_t323[_t321](_o)) if _t323 else _option_at407(_o, 2, False, _t321)
                st.decisions += 1
                if st.thread_player is not None: _answered410(st, _t321)
            elif _offer404(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region412(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k413 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o414[st.vars[0]] or []); L[6] = 0
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
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t324 = L[7]
            _t325 = len(_o)
            if not _t325: _no_option406(_t324, 'critter to reveal')
            if _t325 <= 1 and _st_log is None:
                L[8] = _o[0] if _t325 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t326 = st.chooser(_t325, _t324)
                else:
                    _t326 = _st_bits(_t325.bit_length())
                    while _t326 >= _t325: _t326 = _st_bits(_t325.bit_length())
                L[8] = _o[_t326]; st.decisions += 1
                if st.thread_player is not None: _answered410(st, _t326)
            elif _decide417(st, L, _o[:], _t324): return True
            pc = 13
        if pc == 13:
            _r = _run418(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p428(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit429(_k430)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit400(_k, st, _d0): raise _Runaway399()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit400(_k, st, _d0): raise _Runaway399()
            continue
        if pc == 17:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k432)

# <rulerun hoarders.rules: marmot #84 playout a904652b>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t329 = None
    for _t330 in st.zones[(14 + _l0)]:
        if (_c443[_t330] != 'marmot'):
            _t329 = _t330
            break
    L[1] = _t329
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c443[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_l0), "'s marmot repeats the squirrel"]))
        if _p447(st, [_l0, None]) == 3: return 3
    elif (_c443[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_l0), "'s marmot repeats the raccoon"]))
        if _p448(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_l0), "'s marmot cannot repeat a ", _plain449(_c443[L[1]])]))

# <rulerun hoarders.rules: resolve #85 df9e09fb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region435(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c436[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c436[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p438(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit439(_k440)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c436[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p441(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit439(_k442)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c436[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p450(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit439(_k451)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k453)

# <rulerun hoarders.rules: raccoon #86 3617cda3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t331 in (_k456 or []):
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
                if st.thread_player is not None: _answered458(st, _t334)
            elif _decide459(st, L, _o, _t332): return True
            pc = 1
        if pc == 1:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region461(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step462(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value463(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t335 = L[0]
            _t336 = len(_o)
            if not _t336: _no_option465(_t335, 'raccoon: nut to steal')
            if _t336 <= 1 and _st_log is None:
                L[2] = _o[0] if _t336 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t337 = st.chooser(_t336, _t335)
                else:
                    _t337 = _st_bits(_t336.bit_length())
                    while _t337 >= _t336: _t337 = _st_bits(_t336.bit_length())
                L[2] = _o[_t337]; st.decisions += 1
                if st.thread_player is not None: _answered458(st, _t337)
            elif _decide466(st, L, _o[:], _t335): return True
            pc = 5
        if pc == 5:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step468(st, fr): return True
            return None
        if pc == 7:
            _step469(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k470)

# <rulerun hoarders.rules: beaver #87 5c62a967>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region474(st, L)
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
            _r = _run475(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t338 = L[4]
            _t339 = len(_o)
            if not _t339: _no_option477(_t338, 'beaver: draw 3 nuts?')
            if _t339 <= 1 and _st_log is None:
                L[5] = _o[0] if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                L[5] = _o[_t340]; st.decisions += 1
                if st.thread_player is not None: _answered478(st, _t340)
            elif _decide479(st, L, _o, _t338): return True
            pc = 4
        if pc == 4:
            _r = _run480(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k482)

# <rulerun hoarders.rules: marmot #88 9b064579>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region486(st, L)
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
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c488[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c488[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run490(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p491(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit492(_k493)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k495)

# <rulerun hoarders.rules: play #89 d478851e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT496[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region500(st, L)
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
                if _p501(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit502(_k503)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit498(_k, st, _d0): raise _Runaway497()
            continue
        if pc == 4:
            fr[1] = 5
            if _step504(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k505)

# <rulerun hoarders.rules: play #90 7f9463cf>
def _loop(st, p):
    _st_zones = st.zones
    _t341 = (_k506 or ())
    _budget507[0] -= len(_t341)
    if _budget507[0] < 0: _spent508(st)
    _t344 = _NOT_YET
    _t343 = None
    for _t342 in _t341:
        _t345 = (_t344 if _t344 is not _NOT_YET else (_t344 := list(map(_c509.__getitem__, _st_zones[(2 + p)])))).count(_t342)
        if _t343 is None or _t345 > _t343:
            _t343 = _t345
    return _t343

# <rulerun hoarders.rules: rank #91 9a2ccfd6>
def _native(st, p):
    return (_a510(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

