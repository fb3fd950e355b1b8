# <rulerun hoarders.rules: play_turn #0 62ae1679>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    if _st_log is not None: _st_log.append(_Text3(_audience0(st), ['Turn ', _plain1(_st_vars[2]), ': ', _PlayerRef2(_st_vars[0]), ' holds the crown']))

# <rulerun hoarders.rules: play_turn #1 6776ab15>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t0 = L[1]
    _t1 = (10 + L[0])
    if type(_t0) is list and st.log is None:
        for _t2 in _t0:
            _t3 = _st_zones[_st_loc[_t2]]
            if _t3[-1] == _t2: _t3.pop()
            else: _t3.remove(_t2)
            _st_zones[_t1].append(_t2); _st_loc[_t2] = _t1
    elif _t0 is not None:
        _move_cards4(st, _t0, _t1, False)

# <rulerun hoarders.rules: play_turn #2 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: play_turn #3 e693422f>
def _native(st, L):
    return 2

# <rulerun hoarders.rules: play_turn #4 ddedf3a9>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t4 in (_k5 or []):
        st.thread_player = st.inline_thread = _t4
        _i0 = L[:]; _i0[0] = _t4
        _t5 = _st_zones[(6 + _t4)]
        _t6 = _t4
        _t9 = len(_t5); _t7 = _comb8(_t9, 2)
        if not _t7: _no_option9(_t6, 'critters to play face down')
        if _t7 <= 1:
            _i0[1] = _option_at10(_t5, 2, False, 0) if _t7 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7, _t6)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            _t10 = _PICKS11.get((_t9, 2)) or _picks12(_t9, 2)
            _i0[1] = list(_t10[_t8](_t5)) if _t10 else _option_at10(_t5, 2, False, _t8)
            st.decisions += 1
        elif _offer7(st, _i0, _t5[:]): raise _PlayoutCut6()
        _t11 = _i0[1]
        _t12 = (10 + _t4)
        if type(_t11) is list:
            for _t13 in _t11:
                _t14 = _st_zones[_st_loc[_t13]]
                if _t14[-1] == _t13: _t14.pop()
                else: _t14.remove(_t13)
                _st_zones[_t12].append(_t13); _st_loc[_t13] = _t12
        elif _t11 is not None:
            _move_cards13(st, _t11, _t12, False)
    st.thread_player = st.inline_thread = None

# <rulerun hoarders.rules: play_turn #5 4215ce3e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text16(_audience14(st), [_PlayerRef15(L[7]), ' has no face-down critter left and passes']))

# <rulerun hoarders.rules: play_turn #6 70f96f5d>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t15 = L[8]
    _t16 = (14 + L[7])
    if type(_t15) is int and st.log is None:
        _t17 = _st_zones[_st_loc[_t15]]
        if _t17[-1] == _t15: _t17.pop()
        else: _t17.remove(_t15)
        _st_zones[_t16].append(_t15); _st_loc[_t15] = _t16
    elif _t15 is not None:
        _move_cards17(st, _t15, _t16, False)

# <rulerun hoarders.rules: play_turn #7 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun hoarders.rules: draw_nut #8 playout aa4cba46>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text31(_audience29(st), ['the nut deck is empty: ', _PlayerRef30(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t27 = L[1]
    _t28 = (2 + _l0)
    if type(_t27) is int and _st_log is None:
        _t29 = _st_zones[_st_loc[_t27]]
        if _t29[-1] == _t27: _t29.pop()
        else: _t29.remove(_t27)
        _st_zones[_t28].append(_t27); _st_loc[_t27] = _t28
    elif _t27 is not None:
        _move_cards32(st, _t27, _t28, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    try:
        _t32 = _c33[_i2l1]
    except Exception:
        _t30 = 0
        for _t31 in _st_zones[(2 + _i2l0)]:
            if (_c33[_t31] == _c33[_i2l1]):
                _t30 += 1
    else:
        _t30 = 0
        for _t31 in _st_zones[(2 + _i2l0)]:
            if (_c33[_t31] == _t32):
                _t30 += 1
    if (_t30 >= 5):
        if _st_log is not None: _st_log.append(_Text31(_audience29(st), [_PlayerRef30(_i2l0), ' has five identical nuts']))
        _end_game34(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout a74020ca>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t40 = False
    for _t41 in _st_zones[(10 + _l1)]:
        if (_c43[_t41] == 'hamster'):
            _t40 = True
            break
    if not (_t40):
        return
    _t42 = ['reveal the hamster', 'let it happen']
    _t43 = _l1
    _t44 = len(_t42)
    if not _t44: _no_option46(_t43, 'block the theft?')
    if _t44 <= 1 and _st_log is None:
        L[2] = _t42[0] if _t44 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t45 = st.chooser(_t44, _t43)
        else:
            _t45 = _st_bits(_t44.bit_length())
            while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
        L[2] = _t42[_t45]; st.decisions += 1
    elif _decide47(st, L, _t42, _t43): raise _PlayoutCut44()
    if (L[2] == 'reveal the hamster'):
        _t48 = None
        for _t49 in _st_zones[(10 + _l1)]:
            if (_c43[_t49] == 'hamster'):
                _t48 = _t49
                break
        _t46 = _t48
        _t47 = (14 + _l1)
        if type(_t46) is int and _st_log is None:
            _t50 = _st_zones[_st_loc[_t46]]
            if _t50[-1] == _t46: _t50.pop()
            else: _t50.remove(_t46)
            _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
        elif _t46 is not None:
            _move_cards48(st, _t46, _t47, False)
        if _st_log is not None: _st_log.append(_Text51(_audience49(st), [_PlayerRef50(_l1), "'s hamster blocks the theft"]))
        _cancel52(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout e03357c8>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t33 = []
    for _t34 in (_k36 or []):
        if ((_t34 != _l0) and (not not _st_zones[(2 + _t34)])): _t33.append(_t34)
    _t35 = _l0
    _t36 = len(_t33)
    if _t36 <= 1 and _st_log is None:
        L[1] = _t33[0] if _t36 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t37 = st.chooser(_t36, _t35)
        else:
            _t37 = _st_bits(_t36.bit_length())
            while _t37 >= _t36: _t37 = _st_bits(_t36.bit_length())
        L[1] = _t33[_t37]; st.decisions += 1
    elif _decide39(st, L, _t33, _t35): raise _PlayoutCut37()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text41(_audience40(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth42(st)
    _t38 = [_l0, L[1]]
    _t39 = [0, _t38, False, len(st.cur), st.thread_player]
    st.events.append(_t39)
    _t51 = _t38 + _k53
    if _p54(st, _t51) == 3: return 3
    if not _t39[2]:
        _t52 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value55(st, 0, 1, 'steal')))]
        _t53 = _l0
        _t54 = len(_t52)
        if not _t54: _no_option57(_t53, 'raccoon: nut to steal')
        if _t54 <= 1 and _st_log is None:
            L[2] = _t52[0] if _t54 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t55 = st.chooser(_t54, _t53)
            else:
                _t55 = _st_bits(_t54.bit_length())
                while _t55 >= _t54: _t55 = _st_bits(_t54.bit_length())
            L[2] = _t52[_t55]; st.decisions += 1
        elif _decide58(st, L, _t52[:], _t53): raise _PlayoutCut37()
        _t56 = L[2]
        _t57 = (2 + _l0)
        if type(_t56) is int and _st_log is None:
            _t58 = _st_zones[_st_loc[_t56]]
            if _t58[-1] == _t56: _t58.pop()
            else: _t58.remove(_t56)
            _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
        elif _t56 is not None:
            _move_cards59(st, _t56, _t57, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t61 = _c60[_i3l1]
        except Exception:
            _t59 = 0
            for _t60 in _st_zones[(2 + _i3l0)]:
                if (_c60[_t60] == _c60[_i3l1]):
                    _t59 += 1
        else:
            _t59 = 0
            for _t60 in _st_zones[(2 + _i3l0)]:
                if (_c60[_t60] == _t61):
                    _t59 += 1
        if (_t59 >= 5):
            if _st_log is not None: _st_log.append(_Text41(_audience40(st), [_PlayerRef61(_i3l0), ' has five identical nuts']))
            _end_game62(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout d19f83a5>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t62 in (_o64[_st_vars[0]] or []):
        L[2] = _t62
        _t65 = []
        for _t66 in _st_zones[(10 + _t62)]:
            if (_c66[_t66] == 'beaver'):
                _t65.append(_t66)
        _t63 = _t65
        _t64 = (14 + _t62)
        if type(_t63) is list and _st_log is None:
            for _t67 in _t63:
                _t68 = _st_zones[_st_loc[_t67]]
                if _t68[-1] == _t67: _t68.pop()
                else: _t68.remove(_t67)
                _st_zones[_t64].append(_t67); _st_loc[_t67] = _t64
        elif _t63 is not None:
            _move_cards65(st, _t63, _t64, False)
    _t69 = []
    for _t70 in (_o67[_st_vars[0]] or ()):
        _t72 = _st_zones[(14 + _t70)]
        _budget68[0] -= len(_t72)
        if _budget68[0] < 0: _spent69(st)
        _t71 = False
        for _t73 in _t72:
            if (_c66[_t73] == 'beaver'):
                _t71 = True
                break
        if _t71:
            _t69.append(_t70)
    L[3] = _t69
    if (len((L[3] or ())) == 1):
        _t74 = None
        for _t75 in (L[3] or ()):
            _t74 = _t75
            break
        L[4] = _t74
        _t76 = ['draw 3 nuts', 'draw nothing']
        _t77 = L[4]
        _t78 = len(_t76)
        if not _t78: _no_option72(_t77, 'beaver: draw 3 nuts?')
        if _t78 <= 1 and _st_log is None:
            L[5] = _t76[0] if _t78 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t79 = st.chooser(_t78, _t77)
            else:
                _t79 = _st_bits(_t78.bit_length())
                while _t79 >= _t78: _t79 = _st_bits(_t78.bit_length())
            L[5] = _t76[_t79]; st.decisions += 1
        elif _decide73(st, L, _t76, _t77): raise _PlayoutCut70()
        if (L[5] == 'draw 3 nuts'):
            for _t80 in (_k74 or []):
                L[8] = _t80
                if _p75(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_plain77(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t81 in (_o79[_st_vars[0]] or []):
            L[11] = _t81
            if not ((not (_t81 in (L[3] or ())))): continue
            if _p75(st, [_t81, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 749c71ff>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t18 in (_k18 or []):
        L[4] = _t18
        for _t19 in (_o19[st.vars[0]] or []):
            L[7] = _t19
            if (not _st_zones[(10 + _t19)]):
                if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_t19), ' has no face-down critter left and passes']))
            else:
                _t20 = _st_zones[(10 + _t19)]
                _t21 = _t19
                _t22 = len(_t20)
                if not _t22: _no_option25(_t21, 'critter to reveal')
                if _t22 <= 1 and _st_log is None:
                    L[8] = _t20[0] if _t22 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t23 = st.chooser(_t22, _t21)
                    else:
                        _t23 = _st_bits(_t22.bit_length())
                        while _t23 >= _t22: _t23 = _st_bits(_t22.bit_length())
                    L[8] = _t20[_t23]; st.decisions += 1
                elif _decide26(st, L, _t20[:], _t21): raise _PlayoutCut23()
                _t24 = L[8]
                _t25 = (14 + _t19)
                if type(_t24) is int and _st_log is None:
                    _t26 = _st_zones[_st_loc[_t24]]
                    if _t26[-1] == _t24: _t26.pop()
                    else: _t26.remove(_t24)
                    _st_zones[_t25].append(_t24); _st_loc[_t24] = _t25
                elif _t24 is not None:
                    _move_cards27(st, _t24, _t25, False)
                _i1l0 = _t19
                _i1l1 = L[8]
                if (_c28[_i1l1] == 'squirrel'):
                    if _p35(st, [_i1l0, None]) == 3: return 3
                elif (_c28[_i1l1] == 'raccoon'):
                    if _p63(st, [_i1l0, None, None]) == 3: return 3
                elif (_c28[_i1l1] == 'beaver'):
                    if _p81(st, _k80[:]) == 3: return 3
                elif (_c28[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t82 = None
                    for _t83 in _st_zones[(14 + _i4l0)]:
                        if (_c28[_t83] != 'marmot'):
                            _t82 = _t83
                            break
                    _i4[1] = _t82
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c28[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p35(st, [_i4l0, None]) == 3: return 3
                    elif (_c28[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p63(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot cannot repeat a ", _plain82(_c28[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 1fb08b82>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text84(_audience83(st), ['The nut deck is empty: the game ends']))
        _end_game85(st, None, False); return 3
    for _t84 in (_k86 or []):
        L[11] = _t84
        _t85 = (14 + _t84)
        _t86 = (6 + _t84)
        if _st_log is None and _t85 != _t86:
            _t87 = _st_zones[_t85]; _st_zones[_t86] += _t87
            for _t88 in _t87: _st_loc[_t88] = _t86
            _t87.clear()
        else:
            _move_cards87(st, _st_zones[_t85][:], _t86, False)
        _t89 = (10 + _t84)
        _t90 = (6 + _t84)
        if _st_log is None and _t89 != _t90:
            _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
            for _t92 in _t91: _st_loc[_t92] = _t90
            _t91.clear()
        else:
            _move_cards87(st, _st_zones[_t89][:], _t90, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 d8074e04>
def _native(st, L):
    return _k88

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 27306d37>
def _native(st, L):
    return _k89

# <rulerun hoarders.rules: play_turn #21 9125079b>
def _native(st, L):
    return _o90[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 9df02e83>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text93(_audience91(st), ['the nut deck is empty: ', _PlayerRef92(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t93 = L[1]
    _t94 = (2 + _l0)
    if type(_t93) is int and _st_log is None:
        _t95 = _st_zones[_st_loc[_t93]]
        if _t95[-1] == _t93: _t95.pop()
        else: _t95.remove(_t93)
        _st_zones[_t94].append(_t93); _st_loc[_t93] = _t94
    elif _t93 is not None:
        _move_cards94(st, _t93, _t94, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t98 = _c95[_i5l1]
    except Exception:
        _t96 = 0
        for _t97 in _st_zones[(2 + _i5l0)]:
            if (_c95[_t97] == _c95[_i5l1]):
                _t96 += 1
    else:
        _t96 = 0
        for _t97 in _st_zones[(2 + _i5l0)]:
            if (_c95[_t97] == _t98):
                _t96 += 1
    if (_t96 >= 5):
        if _st_log is not None: _st_log.append(_Text93(_audience91(st), [_PlayerRef92(_i5l0), ' has five identical nuts']))
        _end_game96(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 a362226a>
def _native(st, L):
    if _p97(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 0f1223ad>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text100(_audience98(st), [_PlayerRef99(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 2e61b2df>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c101[_l1] == 'squirrel'):
        if _p102(st, [_l0, None]) == 3: return 3
    elif (_c101[_l1] == 'raccoon'):
        if _p103(st, [_l0, None, None]) == 3: return 3
    elif (_c101[_l1] == 'beaver'):
        if _p105(st, _k104[:]) == 3: return 3
    elif (_c101[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t99 = None
        for _t100 in st.zones[(14 + _i6l0)]:
            if (_c101[_t100] != 'marmot'):
                _t99 = _t100
                break
        _i6[1] = _t99
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c101[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_i6l0), "'s marmot repeats the squirrel"]))
            if _p102(st, [_i6l0, None]) == 3: return 3
        elif (_c101[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_i6l0), "'s marmot repeats the raccoon"]))
            if _p103(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_i6l0), "'s marmot cannot repeat a ", _plain109(_c101[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 923688d4>
def _native(st, L):
    return (_c110[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 3d46bbca>
def _native(st, L):
    return (_c111[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 33536a82>
def _native(st, L):
    return (_c112[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 94f622ad>
def _native(st, L):
    return (_c113[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 f2a9bc99>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t103 = _c114[_l1]
    except Exception:
        _t101 = 0
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c114[_t102] == _c114[_l1]):
                _t101 += 1
    else:
        _t101 = 0
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c114[_t102] == _t103):
                _t101 += 1
    if (_t101 >= 5):
        if _st_log is not None: _st_log.append(_Text117(_audience115(st), [_PlayerRef116(_l0), ' has five identical nuts']))
        _end_game118(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 f7d7ec8d>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text120(_audience119(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 b437f07b>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t104 = _l2
    _t105 = (2 + _l0)
    if type(_t104) is int and _st_log is None:
        _t106 = _st_zones[_st_loc[_t104]]
        if _t106[-1] == _t104: _t106.pop()
        else: _t106.remove(_t104)
        _st_zones[_t105].append(_t104); _st_loc[_t104] = _t105
    elif _t104 is not None:
        _move_cards121(st, _t104, _t105, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t109 = _c122[_i7l1]
    except Exception:
        _t107 = 0
        for _t108 in _st_zones[(2 + _i7l0)]:
            if (_c122[_t108] == _c122[_i7l1]):
                _t107 += 1
    else:
        _t107 = 0
        for _t108 in _st_zones[(2 + _i7l0)]:
            if (_c122[_t108] == _t109):
                _t107 += 1
    if (_t107 >= 5):
        if _st_log is not None: _st_log.append(_Text125(_audience123(st), [_PlayerRef124(_i7l0), ' has five identical nuts']))
        _end_game126(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 7d7f2058>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth127(st)
    _t110 = [_l0, L[1]]
    _t111 = [0, _t110, False, len(st.cur), st.thread_player]
    st.events.append(_t111)
    _t112 = _t110 + _k128
    if _p129(st, _t112) == 3: return 3
    if not _t111[2]:
        _t113 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value130(st, 0, 1, 'steal')))]
        _t114 = _l0
        _t115 = len(_t113)
        if not _t115: _no_option133(_t114, 'raccoon: nut to steal')
        if _t115 <= 1 and _st_log is None:
            L[2] = _t113[0] if _t115 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t116 = st.chooser(_t115, _t114)
            else:
                _t116 = _st_bits(_t115.bit_length())
                while _t116 >= _t115: _t116 = _st_bits(_t115.bit_length())
            L[2] = _t113[_t116]; st.decisions += 1
        elif _decide134(st, L, _t113[:], _t114): raise _PlayoutCut131()
        _t117 = L[2]
        _t118 = (2 + _l0)
        if type(_t117) is int and _st_log is None:
            _t119 = _st_zones[_st_loc[_t117]]
            if _t119[-1] == _t117: _t119.pop()
            else: _t119.remove(_t117)
            _st_zones[_t118].append(_t117); _st_loc[_t117] = _t118
        elif _t117 is not None:
            _move_cards135(st, _t117, _t118, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t122 = _c136[_i8l1]
        except Exception:
            _t120 = 0
            for _t121 in _st_zones[(2 + _i8l0)]:
                if (_c136[_t121] == _c136[_i8l1]):
                    _t120 += 1
        else:
            _t120 = 0
            for _t121 in _st_zones[(2 + _i8l0)]:
                if (_c136[_t121] == _t122):
                    _t120 += 1
        if (_t120 >= 5):
            if _st_log is not None: _st_log.append(_Text139(_audience137(st), [_PlayerRef138(_i8l0), ' has five identical nuts']))
            _end_game140(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 58f63bac>
def _native(st, L):
    return _k141

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

# <rulerun hoarders.rules: raccoon #44 8b4c30fb>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value142(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 28cf1c3f>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t123 in (_o143[_st_vars[0]] or []):
        L[2] = _t123
        _t126 = []
        for _t127 in _st_zones[(10 + _t123)]:
            if (_c145[_t127] == 'beaver'):
                _t126.append(_t127)
        _t124 = _t126
        _t125 = (14 + _t123)
        if type(_t124) is list and st.log is None:
            for _t128 in _t124:
                _t129 = _st_zones[_st_loc[_t128]]
                if _t129[-1] == _t128: _t129.pop()
                else: _t129.remove(_t128)
                _st_zones[_t125].append(_t128); _st_loc[_t128] = _t125
        elif _t124 is not None:
            _move_cards144(st, _t124, _t125, False)
    _t130 = []
    for _t131 in (_o146[_st_vars[0]] or ()):
        _t133 = _st_zones[(14 + _t131)]
        _budget147[0] -= len(_t133)
        if _budget147[0] < 0: _spent148(st)
        _t132 = False
        for _t134 in _t133:
            if (_c145[_t134] == 'beaver'):
                _t132 = True
                break
        if _t132:
            _t130.append(_t131)
    L[3] = _t130

# <rulerun hoarders.rules: beaver #46 54dc7525>
def _native(st, L):
    _t135 = None
    for _t136 in (L[3] or ()):
        _t135 = _t136
        break
    L[4] = _t135

# <rulerun hoarders.rules: beaver #47 286b556e>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        for _t137 in (_k149 or []):
            L[8] = _t137
            if _p150(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 3f6ee48c>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text153(_audience151(st), [_plain152(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t138 in (_o154[st.vars[0]] or []):
        L[11] = _t138
        if not ((not (_t138 in (_l3 or ())))): continue
        if _p155(st, [_t138, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 851469e4>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t139 = None
        for _t140 in (_l3 or ()):
            _t139 = _t140
            break
        L[4] = _t139
        _t141 = ['draw 3 nuts', 'draw nothing']
        _t142 = L[4]
        _t143 = len(_t141)
        if not _t143: _no_option158(_t142, 'beaver: draw 3 nuts?')
        if _t143 <= 1 and _st_log is None:
            L[5] = _t141[0] if _t143 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t144 = st.chooser(_t143, _t142)
            else:
                _t144 = _st_bits(_t143.bit_length())
                while _t144 >= _t143: _t144 = _st_bits(_t143.bit_length())
            L[5] = _t141[_t144]; st.decisions += 1
        elif _decide159(st, L, _t141, _t142): raise _PlayoutCut156()
        if (L[5] == 'draw 3 nuts'):
            for _t145 in (_k160 or []):
                L[8] = _t145
                if _p161(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text164(_audience162(st), [_plain163(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t146 in (_o165[st.vars[0]] or []):
            L[11] = _t146
            if not ((not (_t146 in (_l3 or ())))): continue
            if _p161(st, [_t146, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 63b36293>
def _native(st, L):
    _t147 = None
    for _t148 in st.zones[(14 + L[0])]:
        if (_c166[_t148] != 'marmot'):
            _t147 = _t148
            break
    L[1] = _t147

# <rulerun hoarders.rules: marmot #53 a93dc822>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text169(_audience167(st), [_PlayerRef168(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 be40d4f7>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text172(_audience170(st), [_PlayerRef171(_l0), "'s marmot repeats the squirrel"]))
    if _p173(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 19b60d91>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text176(_audience174(st), [_PlayerRef175(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 bc32a3c3>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text181(_audience177(st), [_PlayerRef178(L[0]), "'s marmot cannot repeat a ", _plain180(_c179[L[1]])]))

# <rulerun hoarders.rules: marmot #57 81adf325>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text184(_audience182(st), [_PlayerRef183(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c185[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text184(_audience182(st), [_PlayerRef183(_l0), "'s marmot repeats the squirrel"]))
        if _p186(st, [_l0, None]) == 3: return 3
    elif (_c185[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text184(_audience182(st), [_PlayerRef183(_l0), "'s marmot repeats the raccoon"]))
        if _p187(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text184(_audience182(st), [_PlayerRef183(_l0), "'s marmot cannot repeat a ", _plain188(_c185[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 5ba2ca3f>
def _native(st, L):
    return (_c189[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 81c103f6>
def _native(st, L):
    return (_c190[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 2e666197>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t151 = None
        for _t152 in _st_zones[(10 + _l1)]:
            if (_c192[_t152] == 'hamster'):
                _t151 = _t152
                break
        _t149 = _t151
        _t150 = (14 + _l1)
        if type(_t149) is int and _st_log is None:
            _t153 = _st_zones[_st_loc[_t149]]
            if _t153[-1] == _t149: _t153.pop()
            else: _t153.remove(_t149)
            _st_zones[_t150].append(_t149); _st_loc[_t149] = _t150
        elif _t149 is not None:
            _move_cards191(st, _t149, _t150, False)
        if _st_log is not None: _st_log.append(_Text195(_audience193(st), [_PlayerRef194(_l1), "'s hamster blocks the theft"]))
        _cancel196(st)

# <rulerun hoarders.rules: on before steal #63 85989a17>
def _native(st, L):
    _t154 = False
    for _t155 in st.zones[(10 + L[1])]:
        if (_c197[_t155] == 'hamster'):
            _t154 = True
            break
    return _t154

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 2a4d4468>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone198(st, 0)
    for _t156 in (_k199 or []):
        L[2] = _t156
        for _t157 in (_k200 or []):
            L[5] = _t157
            _t160 = _st_zones[1]
            _t159 = (6 + _t156)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards201(st, _t160[-1], _t159, False)
        _t161 = _st_zones[0][:-(3) - 1:-1]
        _t162 = (2 + _t156)
        if type(_t161) is list and _st_log is None:
            for _t163 in _t161:
                _t164 = _st_zones[_st_loc[_t163]]
                if _t164[-1] == _t163: _t164.pop()
                else: _t164.remove(_t163)
                _st_zones[_t162].append(_t163); _st_loc[_t163] = _t162
        elif _t161 is not None:
            _move_cards201(st, _t161, _t162, False)
    st.vars[0] = _random_item202(st, _k203)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 0c8efc4e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t187 = L[1]
    _t188 = (2 + _l0)
    if type(_t187) is int:
        _t189 = _st_zones[_st_loc[_t187]]
        if _t189[-1] == _t187: _t189.pop()
        else: _t189.remove(_t187)
        _st_zones[_t188].append(_t187); _st_loc[_t187] = _t188
    elif _t187 is not None:
        _move_cards221(st, _t187, _t188, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t192 = _c222[_i12l1]
    except Exception:
        _t190 = 0
        for _t191 in _st_zones[(2 + _i12l0)]:
            if (_c222[_t191] == _c222[_i12l1]):
                _t190 += 1
    else:
        _t190 = 0
        for _t191 in _st_zones[(2 + _i12l0)]:
            if (_c222[_t191] == _t192):
                _t190 += 1
    if (_t190 >= 5):
        _end_game223(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log d7b43118>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t200 = False
    for _t201 in _st_zones[(10 + _l1)]:
        if (_c230[_t201] == 'hamster'):
            _t200 = True
            break
    if not (_t200):
        return
    _t202 = ['reveal the hamster', 'let it happen']
    _t203 = _l1
    _t204 = len(_t202)
    if not _t204: _no_option233(_t203, 'block the theft?')
    if _t204 <= 1:
        L[2] = _t202[0] if _t204 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t205 = st.chooser(_t204, _t203)
        else:
            _t205 = _st_bits(_t204.bit_length())
            while _t205 >= _t204: _t205 = _st_bits(_t204.bit_length())
        L[2] = _t202[_t205]; st.decisions += 1
    elif _decide234(st, L, _t202, _t203): raise _PlayoutCut231()
    if (L[2] == 'reveal the hamster'):
        _t208 = None
        for _t209 in _st_zones[(10 + _l1)]:
            if (_c230[_t209] == 'hamster'):
                _t208 = _t209
                break
        _t206 = _t208
        _t207 = (14 + _l1)
        if type(_t206) is int:
            _t210 = _st_zones[_st_loc[_t206]]
            if _t210[-1] == _t206: _t210.pop()
            else: _t210.remove(_t206)
            _st_zones[_t207].append(_t206); _st_loc[_t206] = _t207
        elif _t206 is not None:
            _move_cards235(st, _t206, _t207, False)
        _cancel236(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log f929c33d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t193 = []
    for _t194 in (_k225 or []):
        if ((_t194 != _l0) and (not not _st_zones[(2 + _t194)])): _t193.append(_t194)
    _t195 = _l0
    _t196 = len(_t193)
    if _t196 <= 1:
        L[1] = _t193[0] if _t196 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t197 = st.chooser(_t196, _t195)
        else:
            _t197 = _st_bits(_t196.bit_length())
            while _t197 >= _t196: _t197 = _st_bits(_t196.bit_length())
        L[1] = _t193[_t197]; st.decisions += 1
    elif _decide228(st, L, _t193, _t195): raise _PlayoutCut226()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth229(st)
    _t198 = [_l0, L[1]]
    _t199 = [0, _t198, False, len(st.cur), st.thread_player]
    st.events.append(_t199)
    _t211 = _t198 + _k237
    if _p238(st, _t211) == 3: return 3
    if not _t199[2]:
        _t212 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value239(st, 0, 1, 'steal')))]
        _t213 = _l0
        _t214 = len(_t212)
        if not _t214: _no_option241(_t213, 'raccoon: nut to steal')
        if _t214 <= 1:
            L[2] = _t212[0] if _t214 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t215 = st.chooser(_t214, _t213)
            else:
                _t215 = _st_bits(_t214.bit_length())
                while _t215 >= _t214: _t215 = _st_bits(_t214.bit_length())
            L[2] = _t212[_t215]; st.decisions += 1
        elif _decide242(st, L, _t212[:], _t213): raise _PlayoutCut226()
        _t216 = L[2]
        _t217 = (2 + _l0)
        if type(_t216) is int:
            _t218 = _st_zones[_st_loc[_t216]]
            if _t218[-1] == _t216: _t218.pop()
            else: _t218.remove(_t216)
            _st_zones[_t217].append(_t216); _st_loc[_t216] = _t217
        elif _t216 is not None:
            _move_cards243(st, _t216, _t217, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t221 = _c244[_i13l1]
        except Exception:
            _t219 = 0
            for _t220 in _st_zones[(2 + _i13l0)]:
                if (_c244[_t220] == _c244[_i13l1]):
                    _t219 += 1
        else:
            _t219 = 0
            for _t220 in _st_zones[(2 + _i13l0)]:
                if (_c244[_t220] == _t221):
                    _t219 += 1
        if (_t219 >= 5):
            _end_game245(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log 88331f49>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t222 in (_o247[_st_vars[0]] or []):
        L[2] = _t222
        _t225 = []
        for _t226 in _st_zones[(10 + _t222)]:
            if (_c249[_t226] == 'beaver'):
                _t225.append(_t226)
        _t223 = _t225
        _t224 = (14 + _t222)
        if type(_t223) is list:
            for _t227 in _t223:
                _t228 = _st_zones[_st_loc[_t227]]
                if _t228[-1] == _t227: _t228.pop()
                else: _t228.remove(_t227)
                _st_zones[_t224].append(_t227); _st_loc[_t227] = _t224
        elif _t223 is not None:
            _move_cards248(st, _t223, _t224, False)
    _t229 = []
    for _t230 in (_o250[_st_vars[0]] or ()):
        _t232 = _st_zones[(14 + _t230)]
        _budget251[0] -= len(_t232)
        if _budget251[0] < 0: _spent252(st)
        _t231 = False
        for _t233 in _t232:
            if (_c249[_t233] == 'beaver'):
                _t231 = True
                break
        if _t231:
            _t229.append(_t230)
    L[3] = _t229
    if (len((L[3] or ())) == 1):
        _t234 = None
        for _t235 in (L[3] or ()):
            _t234 = _t235
            break
        L[4] = _t234
        _t236 = ['draw 3 nuts', 'draw nothing']
        _t237 = L[4]
        _t238 = len(_t236)
        if not _t238: _no_option255(_t237, 'beaver: draw 3 nuts?')
        if _t238 <= 1:
            L[5] = _t236[0] if _t238 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t239 = st.chooser(_t238, _t237)
            else:
                _t239 = _st_bits(_t238.bit_length())
                while _t239 >= _t238: _t239 = _st_bits(_t238.bit_length())
            L[5] = _t236[_t239]; st.decisions += 1
        elif _decide256(st, L, _t236, _t237): raise _PlayoutCut253()
        if (L[5] == 'draw 3 nuts'):
            for _t240 in (_k257 or []):
                L[8] = _t240
                if _p258(st, [L[4], None]) == 3: return 3
    else:
        for _t241 in (_o259[_st_vars[0]] or []):
            L[11] = _t241
            if not ((not (_t241 in (L[3] or ())))): continue
            if _p258(st, [_t241, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 023c9e6f>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    for _t253 in (_k264 or []):
        st.thread_player = st.inline_thread = _t253
        _i15 = L[:]; _i15[0] = _t253
        _t254 = _st_zones[(6 + _t253)]
        _t255 = _t253
        _t258 = len(_t254); _t256 = _comb267(_t258, 2)
        if not _t256: _no_option268(_t255, 'critters to play face down')
        if _t256 <= 1:
            _i15[1] = _option_at269(_t254, 2, False, 0) if _t256 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t257 = st.chooser(_t256, _t255)
            else:
                _t257 = _st_bits(_t256.bit_length())
                while _t257 >= _t256: _t257 = _st_bits(_t256.bit_length())
            _t259 = _PICKS270.get((_t258, 2)) or _picks271(_t258, 2)
            _i15[1] = list(_t259[_t257](_t254)) if _t259 else _option_at269(_t254, 2, False, _t257)
            st.decisions += 1
        elif _offer266(st, _i15, _t254[:]): raise _PlayoutCut265()
        _t260 = _i15[1]
        _t261 = (10 + _t253)
        if type(_t260) is list:
            for _t262 in _t260:
                _t263 = _st_zones[_st_loc[_t262]]
                if _t263[-1] == _t262: _t263.pop()
                else: _t263.remove(_t262)
                _st_zones[_t261].append(_t262); _st_loc[_t262] = _t261
        elif _t260 is not None:
            _move_cards272(st, _t260, _t261, False)
    st.thread_player = st.inline_thread = None
    for _t264 in (_k273 or []):
        L[4] = _t264
        for _t265 in (_o274[_st_vars[0]] or []):
            L[7] = _t265
            if (not _st_zones[(10 + _t265)]):
                pass
            else:
                _t266 = _st_zones[(10 + _t265)]
                _t267 = _t265
                _t268 = len(_t266)
                if not _t268: _no_option268(_t267, 'critter to reveal')
                if _t268 <= 1:
                    L[8] = _t266[0] if _t268 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t269 = st.chooser(_t268, _t267)
                    else:
                        _t269 = _st_bits(_t268.bit_length())
                        while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
                    L[8] = _t266[_t269]; st.decisions += 1
                elif _decide276(st, L, _t266[:], _t267): raise _PlayoutCut265()
                _t270 = L[8]
                _t271 = (14 + _t265)
                if type(_t270) is int:
                    _t272 = _st_zones[_st_loc[_t270]]
                    if _t272[-1] == _t270: _t272.pop()
                    else: _t272.remove(_t270)
                    _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
                elif _t270 is not None:
                    _move_cards272(st, _t270, _t271, False)
                _i16l0 = _t265
                _i16l1 = L[8]
                if (_c277[_i16l1] == 'squirrel'):
                    if _p278(st, [_i16l0, None]) == 3: return 3
                elif (_c277[_i16l1] == 'raccoon'):
                    if _p279(st, [_i16l0, None, None]) == 3: return 3
                elif (_c277[_i16l1] == 'beaver'):
                    if _p281(st, _k280[:]) == 3: return 3
                elif (_c277[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t273 = None
                    for _t274 in _st_zones[(14 + _i17l0)]:
                        if (_c277[_t274] != 'marmot'):
                            _t273 = _t274
                            break
                    _i17[1] = _t273
                    if (_i17[1] is None):
                        pass
                    elif (_c277[_i17[1]] == 'squirrel'):
                        if _p278(st, [_i17l0, None]) == 3: return 3
                    elif (_c277[_i17[1]] == 'raccoon'):
                        if _p279(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game282(st, None, False); return 3
    for _t275 in (_k283 or []):
        L[11] = _t275
        _t276 = (14 + _t275)
        _t277 = (6 + _t275)
        if _t276 != _t277:
            _t278 = _st_zones[_t276]; _st_zones[_t277] += _t278
            for _t279 in _t278: _st_loc[_t279] = _t277
            _t278.clear()
        else:
            _move_cards272(st, _st_zones[_t276][:], _t277, False)
        _t280 = (10 + _t275)
        _t281 = (6 + _t275)
        if _t280 != _t281:
            _t282 = _st_zones[_t280]; _st_zones[_t281] += _t282
            for _t283 in _t282: _st_loc[_t283] = _t281
            _t282.clear()
        else:
            _move_cards272(st, _st_zones[_t280][:], _t281, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 f7e76978>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t165 = 0; _t166 = st.decisions
    while True:
        _t165 += 1
        if _t165 > _LIMIT204[0] and _over_limit205(_t165, st, _t166): raise _Runaway206()
        if _p285(st, _k284[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 2ae8ffcc>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT286[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step290(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t284 = L[0]
            _t287 = len(_o); _t285 = _comb292(_t287, 2)
            if not _t285: _no_option293(_t284, 'critters to play face down')
            if _t285 <= 1 and _st_log is None:
                L[1] = _option_at294(_o, 2, False, 0) if _t285 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t286 = st.chooser(_t285, _t284)
                else:
                    _t286 = _st_bits(_t285.bit_length())
                    while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
                _t288 = _PICKS295.get((_t287, 2)) or _picks296(_t287, 2)
                L[1] = list(_t288[_t286](_o)) if _t288 else _option_at294(_o, 2, False, _t286)
                st.decisions += 1
            elif _offer291(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k298 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o299[st.vars[0]] or []); L[6] = 0
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
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t289 = L[7]
            _t290 = len(_o)
            if not _t290: _no_option293(_t289, 'critter to reveal')
            if _t290 <= 1 and _st_log is None:
                L[8] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[8] = _o[_t291]; st.decisions += 1
            elif _decide302(st, L, _o[:], _t289): return True
            pc = 13
        if pc == 13:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit304(_k305)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit288(_k, st, _d0): raise _Runaway287()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit288(_k, st, _d0): raise _Runaway287()
            continue
        if pc == 17:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k307)

# <rulerun hoarders.rules: resolve #74 533f8984>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c310[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c310[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit312(_k313)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c310[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit312(_k314)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c310[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit312(_k315)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k317)

# <rulerun hoarders.rules: draw_nut #75 06b468dc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k321)

# <rulerun hoarders.rules: check_win #76 8d2215ef>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k325)

# <rulerun hoarders.rules: raccoon #77 962ca267>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t292 in (_k328 or []):
                if ((_t292 != L[0]) and (not not _st_zones[(2 + _t292)])): _o.append(_t292)
            fr[1] = 1
            _t293 = L[0]
            _t294 = len(_o)
            if _t294 <= 1 and _st_log is None:
                L[1] = _o[0] if _t294 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t295 = st.chooser(_t294, _t293)
                else:
                    _t295 = _st_bits(_t294.bit_length())
                    while _t295 >= _t294: _t295 = _st_bits(_t294.bit_length())
                L[1] = _o[_t295]; st.decisions += 1
            elif _decide330(st, L, _o, _t293): return True
            pc = 1
        if pc == 1:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step332(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value333(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t296 = L[0]
            _t297 = len(_o)
            if not _t297: _no_option335(_t296, 'raccoon: nut to steal')
            if _t297 <= 1 and _st_log is None:
                L[2] = _o[0] if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                L[2] = _o[_t298]; st.decisions += 1
            elif _decide336(st, L, _o[:], _t296): return True
            pc = 5
        if pc == 5:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step338(st, fr): return True
            return None
        if pc == 7:
            _step339(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k340)

# <rulerun hoarders.rules: beaver #78 03109a31>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t299 = L[4]
            _t300 = len(_o)
            if not _t300: _no_option346(_t299, 'beaver: draw 3 nuts?')
            if _t300 <= 1 and _st_log is None:
                L[5] = _o[0] if _t300 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t301 = st.chooser(_t300, _t299)
                else:
                    _t301 = _st_bits(_t300.bit_length())
                    while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
                L[5] = _o[_t301]; st.decisions += 1
            elif _decide347(st, L, _o, _t299): return True
            pc = 4
        if pc == 4:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run349(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k350)

# <rulerun hoarders.rules: marmot #79 757e96d4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run353(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c355[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c355[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit358(_k359)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run360(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k361)

# <rulerun hoarders.rules: on before steal #80 9fb1d703>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t302 = False
            for _t303 in st.zones[(10 + L[1])]:
                if (_c364[_t303] == 'hamster'):
                    _t302 = True
                    break
            if not (_t302):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t304 = L[1]
            _t305 = len(_o)
            if not _t305: _no_option366(_t304, 'block the theft?')
            if _t305 <= 1 and _st_log is None:
                L[2] = _o[0] if _t305 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t306 = st.chooser(_t305, _t304)
                else:
                    _t306 = _st_bits(_t305.bit_length())
                    while _t306 >= _t305: _t306 = _st_bits(_t305.bit_length())
                L[2] = _o[_t306]; st.decisions += 1
            elif _decide367(st, L, _o, _t304): return True
            pc = 2
        if pc == 2:
            _r = _run368(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k369)

# <rulerun hoarders.rules: play #81 ce236dc7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT370[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run373(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit374(_k375)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit372(_k, st, _d0): raise _Runaway371()
            continue
        if pc == 4:
            fr[1] = 5
            if _step376(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k377)

# <rulerun hoarders.rules: resolve #82 playout a54f471a>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c398[_l1] == 'squirrel'):
        if _p399(st, [_l0, None]) == 3: return 3
    elif (_c398[_l1] == 'raccoon'):
        if _p400(st, [_l0, None, None]) == 3: return 3
    elif (_c398[_l1] == 'beaver'):
        if _p402(st, _k401[:]) == 3: return 3
    elif (_c398[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t315 = None
        for _t316 in st.zones[(14 + _i18l0)]:
            if (_c398[_t316] != 'marmot'):
                _t315 = _t316
                break
        _i18[1] = _t315
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c398[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_i18l0), "'s marmot repeats the squirrel"]))
            if _p399(st, [_i18l0, None]) == 3: return 3
        elif (_c398[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_i18l0), "'s marmot repeats the raccoon"]))
            if _p400(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_i18l0), "'s marmot cannot repeat a ", _plain406(_c398[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 2f3b64c4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT378[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run381(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region382(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step383(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t307 = L[0]
            _t310 = len(_o); _t308 = _comb385(_t310, 2)
            if not _t308: _no_option386(_t307, 'critters to play face down')
            if _t308 <= 1 and _st_log is None:
                L[1] = _option_at387(_o, 2, False, 0) if _t308 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t309 = st.chooser(_t308, _t307)
                else:
                    _t309 = _st_bits(_t308.bit_length())
                    while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
                _t311 = _PICKS388.get((_t310, 2)) or _picks389(_t310, 2)
                L[1] = list(_t311[_t309](_o)) if _t311 else _option_at387(_o, 2, False, _t309)
                st.decisions += 1
            elif _offer384(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run390(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region391(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k392 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o393[st.vars[0]] or []); L[6] = 0
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
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t312 = L[7]
            _t313 = len(_o)
            if not _t313: _no_option386(_t312, 'critter to reveal')
            if _t313 <= 1 and _st_log is None:
                L[8] = _o[0] if _t313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t314 = st.chooser(_t313, _t312)
                else:
                    _t314 = _st_bits(_t313.bit_length())
                    while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
                L[8] = _o[_t314]; st.decisions += 1
            elif _decide396(st, L, _o[:], _t312): return True
            pc = 13
        if pc == 13:
            _r = _run397(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p407(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit408(_k409)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit380(_k, st, _d0): raise _Runaway379()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit380(_k, st, _d0): raise _Runaway379()
            continue
        if pc == 17:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k411)

# <rulerun hoarders.rules: marmot #84 playout 15a80c84>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t317 = None
    for _t318 in st.zones[(14 + _l0)]:
        if (_c422[_t318] != 'marmot'):
            _t317 = _t318
            break
    L[1] = _t317
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text425(_audience423(st), [_PlayerRef424(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c422[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text425(_audience423(st), [_PlayerRef424(_l0), "'s marmot repeats the squirrel"]))
        if _p426(st, [_l0, None]) == 3: return 3
    elif (_c422[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text425(_audience423(st), [_PlayerRef424(_l0), "'s marmot repeats the raccoon"]))
        if _p427(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text425(_audience423(st), [_PlayerRef424(_l0), "'s marmot cannot repeat a ", _plain428(_c422[L[1]])]))

# <rulerun hoarders.rules: resolve #85 abed4731>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region414(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c415[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c415[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p417(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit418(_k419)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c415[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p420(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit418(_k421)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c415[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p429(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit418(_k430)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k432)

# <rulerun hoarders.rules: raccoon #86 a1fb7d69>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t319 in (_k435 or []):
                if ((_t319 != L[0]) and (not not _st_zones[(2 + _t319)])): _o.append(_t319)
            fr[1] = 1
            _t320 = L[0]
            _t321 = len(_o)
            if _t321 <= 1 and _st_log is None:
                L[1] = _o[0] if _t321 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t322 = st.chooser(_t321, _t320)
                else:
                    _t322 = _st_bits(_t321.bit_length())
                    while _t322 >= _t321: _t322 = _st_bits(_t321.bit_length())
                L[1] = _o[_t322]; st.decisions += 1
            elif _decide437(st, L, _o, _t320): return True
            pc = 1
        if pc == 1:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region439(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step440(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value441(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t323 = L[0]
            _t324 = len(_o)
            if not _t324: _no_option443(_t323, 'raccoon: nut to steal')
            if _t324 <= 1 and _st_log is None:
                L[2] = _o[0] if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                L[2] = _o[_t325]; st.decisions += 1
            elif _decide444(st, L, _o[:], _t323): return True
            pc = 5
        if pc == 5:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step446(st, fr): return True
            return None
        if pc == 7:
            _step447(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k448)

# <rulerun hoarders.rules: beaver #87 a37efcee>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region452(st, L)
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
            _r = _run453(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t326 = L[4]
            _t327 = len(_o)
            if not _t327: _no_option455(_t326, 'beaver: draw 3 nuts?')
            if _t327 <= 1 and _st_log is None:
                L[5] = _o[0] if _t327 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[5] = _o[_t328]; st.decisions += 1
            elif _decide456(st, L, _o, _t326): return True
            pc = 4
        if pc == 4:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun hoarders.rules: marmot #88 945cfffe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run462(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region463(st, L)
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
            _r = _run464(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c465[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c465[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p468(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit469(_k470)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run471(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k472)

# <rulerun hoarders.rules: play #89 f3344cd5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT473[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region477(st, L)
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
                if _p478(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit479(_k480)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit475(_k, st, _d0): raise _Runaway474()
            continue
        if pc == 4:
            fr[1] = 5
            if _step481(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k482)

# <rulerun hoarders.rules: play #90 91204833>
def _loop(st, p):
    _st_zones = st.zones
    _t331 = _NOT_YET
    _t330 = None
    for _t329 in (_k483 or ()):
        _t332 = (_t331 if _t331 is not _NOT_YET else (_t331 := list(map(_c484.__getitem__, _st_zones[(2 + p)])))).count(_t329)
        if _t330 is None or _t332 > _t330:
            _t330 = _t332
    return _t330

# <rulerun hoarders.rules: rank #91 3b2a98b0>
def _native(st, p):
    return (_a485(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

