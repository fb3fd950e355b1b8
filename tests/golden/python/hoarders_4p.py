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

# <rulerun hoarders.rules: beaver #15 playout a386ddc7>
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
        _t71 = False
        for _t72 in _st_zones[(14 + _t70)]:
            if (_c66[_t72] == 'beaver'):
                _t71 = True
                break
        if _t71:
            _t69.append(_t70)
    L[3] = _t69
    if (len((L[3] or ())) == 1):
        _t73 = None
        for _t74 in (L[3] or ()):
            _t73 = _t74
            break
        L[4] = _t73
        _t75 = ['draw 3 nuts', 'draw nothing']
        _t76 = L[4]
        _t77 = len(_t75)
        if not _t77: _no_option70(_t76, 'beaver: draw 3 nuts?')
        if _t77 <= 1 and _st_log is None:
            L[5] = _t75[0] if _t77 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t78 = st.chooser(_t77, _t76)
            else:
                _t78 = _st_bits(_t77.bit_length())
                while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
            L[5] = _t75[_t78]; st.decisions += 1
        elif _decide71(st, L, _t75, _t76): raise _PlayoutCut68()
        if (L[5] == 'draw 3 nuts'):
            for _t79 in (_k72 or []):
                L[8] = _t79
                if _p73(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text76(_audience74(st), [_plain75(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t80 in (_o77[_st_vars[0]] or []):
            L[11] = _t80
            if not ((not (_t80 in (L[3] or ())))): continue
            if _p73(st, [_t80, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 94cba08b>
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
                    if _p79(st, _k78[:]) == 3: return 3
                elif (_c28[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t81 = None
                    for _t82 in _st_zones[(14 + _i4l0)]:
                        if (_c28[_t82] != 'marmot'):
                            _t81 = _t82
                            break
                    _i4[1] = _t81
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c28[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p35(st, [_i4l0, None]) == 3: return 3
                    elif (_c28[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p63(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i4l0), "'s marmot cannot repeat a ", _plain80(_c28[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text22(_audience20(st), [_PlayerRef21(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 a404ee24>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text82(_audience81(st), ['The nut deck is empty: the game ends']))
        _end_game83(st, None, False); return 3
    for _t83 in (_k84 or []):
        L[11] = _t83
        _t84 = (14 + _t83)
        _t85 = (6 + _t83)
        if _st_log is None and _t84 != _t85:
            _t86 = _st_zones[_t84]; _st_zones[_t85] += _t86
            for _t87 in _t86: _st_loc[_t87] = _t85
            _t86.clear()
        else:
            _move_cards85(st, _st_zones[_t84][:], _t85, False)
        _t88 = (10 + _t83)
        _t89 = (6 + _t83)
        if _st_log is None and _t88 != _t89:
            _t90 = _st_zones[_t88]; _st_zones[_t89] += _t90
            for _t91 in _t90: _st_loc[_t91] = _t89
            _t90.clear()
        else:
            _move_cards85(st, _st_zones[_t88][:], _t89, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 d735998f>
def _native(st, L):
    return _k86

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 b10fce4c>
def _native(st, L):
    return _k87

# <rulerun hoarders.rules: play_turn #21 59c6ee3e>
def _native(st, L):
    return _o88[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 b1cf3316>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text91(_audience89(st), ['the nut deck is empty: ', _PlayerRef90(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t92 = L[1]
    _t93 = (2 + _l0)
    if type(_t92) is int and _st_log is None:
        _t94 = _st_zones[_st_loc[_t92]]
        if _t94[-1] == _t92: _t94.pop()
        else: _t94.remove(_t92)
        _st_zones[_t93].append(_t92); _st_loc[_t92] = _t93
    elif _t92 is not None:
        _move_cards92(st, _t92, _t93, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t97 = _c93[_i5l1]
    except Exception:
        _t95 = 0
        for _t96 in _st_zones[(2 + _i5l0)]:
            if (_c93[_t96] == _c93[_i5l1]):
                _t95 += 1
    else:
        _t95 = 0
        for _t96 in _st_zones[(2 + _i5l0)]:
            if (_c93[_t96] == _t97):
                _t95 += 1
    if (_t95 >= 5):
        if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_i5l0), ' has five identical nuts']))
        _end_game94(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 dc9374c4>
def _native(st, L):
    if _p95(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 863e28fd>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text98(_audience96(st), [_PlayerRef97(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 c63161cc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c99[_l1] == 'squirrel'):
        if _p100(st, [_l0, None]) == 3: return 3
    elif (_c99[_l1] == 'raccoon'):
        if _p101(st, [_l0, None, None]) == 3: return 3
    elif (_c99[_l1] == 'beaver'):
        if _p103(st, _k102[:]) == 3: return 3
    elif (_c99[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t98 = None
        for _t99 in st.zones[(14 + _i6l0)]:
            if (_c99[_t99] != 'marmot'):
                _t98 = _t99
                break
        _i6[1] = _t98
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text106(_audience104(st), [_PlayerRef105(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c99[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text106(_audience104(st), [_PlayerRef105(_i6l0), "'s marmot repeats the squirrel"]))
            if _p100(st, [_i6l0, None]) == 3: return 3
        elif (_c99[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text106(_audience104(st), [_PlayerRef105(_i6l0), "'s marmot repeats the raccoon"]))
            if _p101(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text106(_audience104(st), [_PlayerRef105(_i6l0), "'s marmot cannot repeat a ", _plain107(_c99[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text106(_audience104(st), [_PlayerRef105(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 2a1b454b>
def _native(st, L):
    return (_c108[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 db17e506>
def _native(st, L):
    return (_c109[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 7d48960f>
def _native(st, L):
    return (_c110[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 d2d6be1d>
def _native(st, L):
    return (_c111[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 cef39d5e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t102 = _c112[_l1]
    except Exception:
        _t100 = 0
        for _t101 in _st_zones[(2 + _l0)]:
            if (_c112[_t101] == _c112[_l1]):
                _t100 += 1
    else:
        _t100 = 0
        for _t101 in _st_zones[(2 + _l0)]:
            if (_c112[_t101] == _t102):
                _t100 += 1
    if (_t100 >= 5):
        if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_l0), ' has five identical nuts']))
        _end_game116(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 585e2950>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text118(_audience117(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 ed404b5a>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t103 = _l2
    _t104 = (2 + _l0)
    if type(_t103) is int and _st_log is None:
        _t105 = _st_zones[_st_loc[_t103]]
        if _t105[-1] == _t103: _t105.pop()
        else: _t105.remove(_t103)
        _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
    elif _t103 is not None:
        _move_cards119(st, _t103, _t104, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t108 = _c120[_i7l1]
    except Exception:
        _t106 = 0
        for _t107 in _st_zones[(2 + _i7l0)]:
            if (_c120[_t107] == _c120[_i7l1]):
                _t106 += 1
    else:
        _t106 = 0
        for _t107 in _st_zones[(2 + _i7l0)]:
            if (_c120[_t107] == _t108):
                _t106 += 1
    if (_t106 >= 5):
        if _st_log is not None: _st_log.append(_Text123(_audience121(st), [_PlayerRef122(_i7l0), ' has five identical nuts']))
        _end_game124(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 95e1038a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth125(st)
    _t109 = [_l0, L[1]]
    _t110 = [0, _t109, False, len(st.cur), st.thread_player]
    st.events.append(_t110)
    _t111 = _t109 + _k126
    if _p127(st, _t111) == 3: return 3
    if not _t110[2]:
        _t112 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value128(st, 0, 1, 'steal')))]
        _t113 = _l0
        _t114 = len(_t112)
        if not _t114: _no_option131(_t113, 'raccoon: nut to steal')
        if _t114 <= 1 and _st_log is None:
            L[2] = _t112[0] if _t114 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t115 = st.chooser(_t114, _t113)
            else:
                _t115 = _st_bits(_t114.bit_length())
                while _t115 >= _t114: _t115 = _st_bits(_t114.bit_length())
            L[2] = _t112[_t115]; st.decisions += 1
        elif _decide132(st, L, _t112[:], _t113): raise _PlayoutCut129()
        _t116 = L[2]
        _t117 = (2 + _l0)
        if type(_t116) is int and _st_log is None:
            _t118 = _st_zones[_st_loc[_t116]]
            if _t118[-1] == _t116: _t118.pop()
            else: _t118.remove(_t116)
            _st_zones[_t117].append(_t116); _st_loc[_t116] = _t117
        elif _t116 is not None:
            _move_cards133(st, _t116, _t117, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t121 = _c134[_i8l1]
        except Exception:
            _t119 = 0
            for _t120 in _st_zones[(2 + _i8l0)]:
                if (_c134[_t120] == _c134[_i8l1]):
                    _t119 += 1
        else:
            _t119 = 0
            for _t120 in _st_zones[(2 + _i8l0)]:
                if (_c134[_t120] == _t121):
                    _t119 += 1
        if (_t119 >= 5):
            if _st_log is not None: _st_log.append(_Text137(_audience135(st), [_PlayerRef136(_i8l0), ' has five identical nuts']))
            _end_game138(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 176b1e9d>
def _native(st, L):
    return _k139

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

# <rulerun hoarders.rules: raccoon #44 5666219a>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value140(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 7b47804c>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t122 in (_o141[_st_vars[0]] or []):
        L[2] = _t122
        _t125 = []
        for _t126 in _st_zones[(10 + _t122)]:
            if (_c143[_t126] == 'beaver'):
                _t125.append(_t126)
        _t123 = _t125
        _t124 = (14 + _t122)
        if type(_t123) is list and st.log is None:
            for _t127 in _t123:
                _t128 = _st_zones[_st_loc[_t127]]
                if _t128[-1] == _t127: _t128.pop()
                else: _t128.remove(_t127)
                _st_zones[_t124].append(_t127); _st_loc[_t127] = _t124
        elif _t123 is not None:
            _move_cards142(st, _t123, _t124, False)
    _t129 = []
    for _t130 in (_o144[_st_vars[0]] or ()):
        _t131 = False
        for _t132 in _st_zones[(14 + _t130)]:
            if (_c143[_t132] == 'beaver'):
                _t131 = True
                break
        if _t131:
            _t129.append(_t130)
    L[3] = _t129

# <rulerun hoarders.rules: beaver #46 bc9f35f4>
def _native(st, L):
    _t133 = None
    for _t134 in (L[3] or ()):
        _t133 = _t134
        break
    L[4] = _t133

# <rulerun hoarders.rules: beaver #47 511118e0>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        for _t135 in (_k145 or []):
            L[8] = _t135
            if _p146(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 f0159f00>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text149(_audience147(st), [_plain148(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t136 in (_o150[st.vars[0]] or []):
        L[11] = _t136
        if not ((not (_t136 in (_l3 or ())))): continue
        if _p151(st, [_t136, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 8bc89af6>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t137 = None
        for _t138 in (_l3 or ()):
            _t137 = _t138
            break
        L[4] = _t137
        _t139 = ['draw 3 nuts', 'draw nothing']
        _t140 = L[4]
        _t141 = len(_t139)
        if not _t141: _no_option154(_t140, 'beaver: draw 3 nuts?')
        if _t141 <= 1 and _st_log is None:
            L[5] = _t139[0] if _t141 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t142 = st.chooser(_t141, _t140)
            else:
                _t142 = _st_bits(_t141.bit_length())
                while _t142 >= _t141: _t142 = _st_bits(_t141.bit_length())
            L[5] = _t139[_t142]; st.decisions += 1
        elif _decide155(st, L, _t139, _t140): raise _PlayoutCut152()
        if (L[5] == 'draw 3 nuts'):
            for _t143 in (_k156 or []):
                L[8] = _t143
                if _p157(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text160(_audience158(st), [_plain159(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t144 in (_o161[st.vars[0]] or []):
            L[11] = _t144
            if not ((not (_t144 in (_l3 or ())))): continue
            if _p157(st, [_t144, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 3ca144f9>
def _native(st, L):
    _t145 = None
    for _t146 in st.zones[(14 + L[0])]:
        if (_c162[_t146] != 'marmot'):
            _t145 = _t146
            break
    L[1] = _t145

# <rulerun hoarders.rules: marmot #53 02c0b3a4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text165(_audience163(st), [_PlayerRef164(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 77707e56>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text168(_audience166(st), [_PlayerRef167(_l0), "'s marmot repeats the squirrel"]))
    if _p169(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 c87ef421>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text172(_audience170(st), [_PlayerRef171(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 5cc4828d>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text177(_audience173(st), [_PlayerRef174(L[0]), "'s marmot cannot repeat a ", _plain176(_c175[L[1]])]))

# <rulerun hoarders.rules: marmot #57 86659850>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text180(_audience178(st), [_PlayerRef179(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c181[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text180(_audience178(st), [_PlayerRef179(_l0), "'s marmot repeats the squirrel"]))
        if _p182(st, [_l0, None]) == 3: return 3
    elif (_c181[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text180(_audience178(st), [_PlayerRef179(_l0), "'s marmot repeats the raccoon"]))
        if _p183(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text180(_audience178(st), [_PlayerRef179(_l0), "'s marmot cannot repeat a ", _plain184(_c181[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 4f130fe5>
def _native(st, L):
    return (_c185[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 780071bb>
def _native(st, L):
    return (_c186[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 7f32e1e8>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t149 = None
        for _t150 in _st_zones[(10 + _l1)]:
            if (_c188[_t150] == 'hamster'):
                _t149 = _t150
                break
        _t147 = _t149
        _t148 = (14 + _l1)
        if type(_t147) is int and _st_log is None:
            _t151 = _st_zones[_st_loc[_t147]]
            if _t151[-1] == _t147: _t151.pop()
            else: _t151.remove(_t147)
            _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
        elif _t147 is not None:
            _move_cards187(st, _t147, _t148, False)
        if _st_log is not None: _st_log.append(_Text191(_audience189(st), [_PlayerRef190(_l1), "'s hamster blocks the theft"]))
        _cancel192(st)

# <rulerun hoarders.rules: on before steal #63 ea7504f0>
def _native(st, L):
    _t152 = False
    for _t153 in st.zones[(10 + L[1])]:
        if (_c193[_t153] == 'hamster'):
            _t152 = True
            break
    return _t152

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 c521e99b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone194(st, 0)
    for _t154 in (_k195 or []):
        L[2] = _t154
        for _t155 in (_k196 or []):
            L[5] = _t155
            _t158 = _st_zones[1]
            _t157 = (6 + _t154)
            if _st_log is None and _t158:
                _t156 = _t158.pop(); _st_zones[_t157].append(_t156); _st_loc[_t156] = _t157
            elif _t158:
                _move_cards197(st, _t158[-1], _t157, False)
        _t159 = _st_zones[0][:-(3) - 1:-1]
        _t160 = (2 + _t154)
        if type(_t159) is list and _st_log is None:
            for _t161 in _t159:
                _t162 = _st_zones[_st_loc[_t161]]
                if _t162[-1] == _t161: _t162.pop()
                else: _t162.remove(_t161)
                _st_zones[_t160].append(_t161); _st_loc[_t161] = _t160
        elif _t159 is not None:
            _move_cards197(st, _t159, _t160, False)
    st.vars[0] = _random_item198(st, _k199)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 3e7d6d04>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t185 = L[1]
    _t186 = (2 + _l0)
    if type(_t185) is int:
        _t187 = _st_zones[_st_loc[_t185]]
        if _t187[-1] == _t185: _t187.pop()
        else: _t187.remove(_t185)
        _st_zones[_t186].append(_t185); _st_loc[_t185] = _t186
    elif _t185 is not None:
        _move_cards217(st, _t185, _t186, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t190 = _c218[_i12l1]
    except Exception:
        _t188 = 0
        for _t189 in _st_zones[(2 + _i12l0)]:
            if (_c218[_t189] == _c218[_i12l1]):
                _t188 += 1
    else:
        _t188 = 0
        for _t189 in _st_zones[(2 + _i12l0)]:
            if (_c218[_t189] == _t190):
                _t188 += 1
    if (_t188 >= 5):
        _end_game219(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log 5b557a40>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t198 = False
    for _t199 in _st_zones[(10 + _l1)]:
        if (_c226[_t199] == 'hamster'):
            _t198 = True
            break
    if not (_t198):
        return
    _t200 = ['reveal the hamster', 'let it happen']
    _t201 = _l1
    _t202 = len(_t200)
    if not _t202: _no_option229(_t201, 'block the theft?')
    if _t202 <= 1:
        L[2] = _t200[0] if _t202 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t203 = st.chooser(_t202, _t201)
        else:
            _t203 = _st_bits(_t202.bit_length())
            while _t203 >= _t202: _t203 = _st_bits(_t202.bit_length())
        L[2] = _t200[_t203]; st.decisions += 1
    elif _decide230(st, L, _t200, _t201): raise _PlayoutCut227()
    if (L[2] == 'reveal the hamster'):
        _t206 = None
        for _t207 in _st_zones[(10 + _l1)]:
            if (_c226[_t207] == 'hamster'):
                _t206 = _t207
                break
        _t204 = _t206
        _t205 = (14 + _l1)
        if type(_t204) is int:
            _t208 = _st_zones[_st_loc[_t204]]
            if _t208[-1] == _t204: _t208.pop()
            else: _t208.remove(_t204)
            _st_zones[_t205].append(_t204); _st_loc[_t204] = _t205
        elif _t204 is not None:
            _move_cards231(st, _t204, _t205, False)
        _cancel232(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 11363386>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t191 = []
    for _t192 in (_k221 or []):
        if ((_t192 != _l0) and (not not _st_zones[(2 + _t192)])): _t191.append(_t192)
    _t193 = _l0
    _t194 = len(_t191)
    if _t194 <= 1:
        L[1] = _t191[0] if _t194 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t195 = st.chooser(_t194, _t193)
        else:
            _t195 = _st_bits(_t194.bit_length())
            while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
        L[1] = _t191[_t195]; st.decisions += 1
    elif _decide224(st, L, _t191, _t193): raise _PlayoutCut222()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth225(st)
    _t196 = [_l0, L[1]]
    _t197 = [0, _t196, False, len(st.cur), st.thread_player]
    st.events.append(_t197)
    _t209 = _t196 + _k233
    if _p234(st, _t209) == 3: return 3
    if not _t197[2]:
        _t210 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value235(st, 0, 1, 'steal')))]
        _t211 = _l0
        _t212 = len(_t210)
        if not _t212: _no_option237(_t211, 'raccoon: nut to steal')
        if _t212 <= 1:
            L[2] = _t210[0] if _t212 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t213 = st.chooser(_t212, _t211)
            else:
                _t213 = _st_bits(_t212.bit_length())
                while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
            L[2] = _t210[_t213]; st.decisions += 1
        elif _decide238(st, L, _t210[:], _t211): raise _PlayoutCut222()
        _t214 = L[2]
        _t215 = (2 + _l0)
        if type(_t214) is int:
            _t216 = _st_zones[_st_loc[_t214]]
            if _t216[-1] == _t214: _t216.pop()
            else: _t216.remove(_t214)
            _st_zones[_t215].append(_t214); _st_loc[_t214] = _t215
        elif _t214 is not None:
            _move_cards239(st, _t214, _t215, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t219 = _c240[_i13l1]
        except Exception:
            _t217 = 0
            for _t218 in _st_zones[(2 + _i13l0)]:
                if (_c240[_t218] == _c240[_i13l1]):
                    _t217 += 1
        else:
            _t217 = 0
            for _t218 in _st_zones[(2 + _i13l0)]:
                if (_c240[_t218] == _t219):
                    _t217 += 1
        if (_t217 >= 5):
            _end_game241(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log 1be50013>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t220 in (_o243[_st_vars[0]] or []):
        L[2] = _t220
        _t223 = []
        for _t224 in _st_zones[(10 + _t220)]:
            if (_c245[_t224] == 'beaver'):
                _t223.append(_t224)
        _t221 = _t223
        _t222 = (14 + _t220)
        if type(_t221) is list:
            for _t225 in _t221:
                _t226 = _st_zones[_st_loc[_t225]]
                if _t226[-1] == _t225: _t226.pop()
                else: _t226.remove(_t225)
                _st_zones[_t222].append(_t225); _st_loc[_t225] = _t222
        elif _t221 is not None:
            _move_cards244(st, _t221, _t222, False)
    _t227 = []
    for _t228 in (_o246[_st_vars[0]] or ()):
        _t229 = False
        for _t230 in _st_zones[(14 + _t228)]:
            if (_c245[_t230] == 'beaver'):
                _t229 = True
                break
        if _t229:
            _t227.append(_t228)
    L[3] = _t227
    if (len((L[3] or ())) == 1):
        _t231 = None
        for _t232 in (L[3] or ()):
            _t231 = _t232
            break
        L[4] = _t231
        _t233 = ['draw 3 nuts', 'draw nothing']
        _t234 = L[4]
        _t235 = len(_t233)
        if not _t235: _no_option249(_t234, 'beaver: draw 3 nuts?')
        if _t235 <= 1:
            L[5] = _t233[0] if _t235 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t236 = st.chooser(_t235, _t234)
            else:
                _t236 = _st_bits(_t235.bit_length())
                while _t236 >= _t235: _t236 = _st_bits(_t235.bit_length())
            L[5] = _t233[_t236]; st.decisions += 1
        elif _decide250(st, L, _t233, _t234): raise _PlayoutCut247()
        if (L[5] == 'draw 3 nuts'):
            for _t237 in (_k251 or []):
                L[8] = _t237
                if _p252(st, [L[4], None]) == 3: return 3
    else:
        for _t238 in (_o253[_st_vars[0]] or []):
            L[11] = _t238
            if not ((not (_t238 in (L[3] or ())))): continue
            if _p252(st, [_t238, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 42b73e83>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    for _t250 in (_k258 or []):
        st.thread_player = st.inline_thread = _t250
        _i15 = L[:]; _i15[0] = _t250
        _t251 = _st_zones[(6 + _t250)]
        _t252 = _t250
        _t255 = len(_t251); _t253 = _comb261(_t255, 2)
        if not _t253: _no_option262(_t252, 'critters to play face down')
        if _t253 <= 1:
            _i15[1] = _option_at263(_t251, 2, False, 0) if _t253 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t254 = st.chooser(_t253, _t252)
            else:
                _t254 = _st_bits(_t253.bit_length())
                while _t254 >= _t253: _t254 = _st_bits(_t253.bit_length())
            _t256 = _PICKS264.get((_t255, 2)) or _picks265(_t255, 2)
            _i15[1] = list(_t256[_t254](_t251)) if _t256 else _option_at263(_t251, 2, False, _t254)
            st.decisions += 1
        elif _offer260(st, _i15, _t251[:]): raise _PlayoutCut259()
        _t257 = _i15[1]
        _t258 = (10 + _t250)
        if type(_t257) is list:
            for _t259 in _t257:
                _t260 = _st_zones[_st_loc[_t259]]
                if _t260[-1] == _t259: _t260.pop()
                else: _t260.remove(_t259)
                _st_zones[_t258].append(_t259); _st_loc[_t259] = _t258
        elif _t257 is not None:
            _move_cards266(st, _t257, _t258, False)
    st.thread_player = st.inline_thread = None
    for _t261 in (_k267 or []):
        L[4] = _t261
        for _t262 in (_o268[_st_vars[0]] or []):
            L[7] = _t262
            if (not _st_zones[(10 + _t262)]):
                pass
            else:
                _t263 = _st_zones[(10 + _t262)]
                _t264 = _t262
                _t265 = len(_t263)
                if not _t265: _no_option262(_t264, 'critter to reveal')
                if _t265 <= 1:
                    L[8] = _t263[0] if _t265 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t266 = st.chooser(_t265, _t264)
                    else:
                        _t266 = _st_bits(_t265.bit_length())
                        while _t266 >= _t265: _t266 = _st_bits(_t265.bit_length())
                    L[8] = _t263[_t266]; st.decisions += 1
                elif _decide270(st, L, _t263[:], _t264): raise _PlayoutCut259()
                _t267 = L[8]
                _t268 = (14 + _t262)
                if type(_t267) is int:
                    _t269 = _st_zones[_st_loc[_t267]]
                    if _t269[-1] == _t267: _t269.pop()
                    else: _t269.remove(_t267)
                    _st_zones[_t268].append(_t267); _st_loc[_t267] = _t268
                elif _t267 is not None:
                    _move_cards266(st, _t267, _t268, False)
                _i16l0 = _t262
                _i16l1 = L[8]
                if (_c271[_i16l1] == 'squirrel'):
                    if _p272(st, [_i16l0, None]) == 3: return 3
                elif (_c271[_i16l1] == 'raccoon'):
                    if _p273(st, [_i16l0, None, None]) == 3: return 3
                elif (_c271[_i16l1] == 'beaver'):
                    if _p275(st, _k274[:]) == 3: return 3
                elif (_c271[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t270 = None
                    for _t271 in _st_zones[(14 + _i17l0)]:
                        if (_c271[_t271] != 'marmot'):
                            _t270 = _t271
                            break
                    _i17[1] = _t270
                    if (_i17[1] is None):
                        pass
                    elif (_c271[_i17[1]] == 'squirrel'):
                        if _p272(st, [_i17l0, None]) == 3: return 3
                    elif (_c271[_i17[1]] == 'raccoon'):
                        if _p273(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game276(st, None, False); return 3
    for _t272 in (_k277 or []):
        L[11] = _t272
        _t273 = (14 + _t272)
        _t274 = (6 + _t272)
        if _t273 != _t274:
            _t275 = _st_zones[_t273]; _st_zones[_t274] += _t275
            for _t276 in _t275: _st_loc[_t276] = _t274
            _t275.clear()
        else:
            _move_cards266(st, _st_zones[_t273][:], _t274, False)
        _t277 = (10 + _t272)
        _t278 = (6 + _t272)
        if _t277 != _t278:
            _t279 = _st_zones[_t277]; _st_zones[_t278] += _t279
            for _t280 in _t279: _st_loc[_t280] = _t278
            _t279.clear()
        else:
            _move_cards266(st, _st_zones[_t277][:], _t278, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 0e78a79b>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t163 = 0; _t164 = st.decisions
    while True:
        _t163 += 1
        if _t163 > _LIMIT200[0] and _over_limit201(_t163, st, _t164): raise _Runaway202()
        if _p279(st, _k278[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 01836241>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT280[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run283(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step284(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t281 = L[0]
            _t284 = len(_o); _t282 = _comb286(_t284, 2)
            if not _t282: _no_option287(_t281, 'critters to play face down')
            if _t282 <= 1 and _st_log is None:
                L[1] = _option_at288(_o, 2, False, 0) if _t282 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t283 = st.chooser(_t282, _t281)
                else:
                    _t283 = _st_bits(_t282.bit_length())
                    while _t283 >= _t282: _t283 = _st_bits(_t282.bit_length())
                _t285 = _PICKS289.get((_t284, 2)) or _picks290(_t284, 2)
                L[1] = list(_t285[_t283](_o)) if _t285 else _option_at288(_o, 2, False, _t283)
                st.decisions += 1
            elif _offer285(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k292 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o293[st.vars[0]] or []); L[6] = 0
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
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t286 = L[7]
            _t287 = len(_o)
            if not _t287: _no_option287(_t286, 'critter to reveal')
            if _t287 <= 1 and _st_log is None:
                L[8] = _o[0] if _t287 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t288 = st.chooser(_t287, _t286)
                else:
                    _t288 = _st_bits(_t287.bit_length())
                    while _t288 >= _t287: _t288 = _st_bits(_t287.bit_length())
                L[8] = _o[_t288]; st.decisions += 1
            elif _decide296(st, L, _o[:], _t286): return True
            pc = 13
        if pc == 13:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit298(_k299)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit282(_k, st, _d0): raise _Runaway281()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit282(_k, st, _d0): raise _Runaway281()
            continue
        if pc == 17:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k301)

# <rulerun hoarders.rules: resolve #74 186ad0ab>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c304[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c304[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit306(_k307)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c304[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit306(_k308)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c304[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit306(_k309)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k311)

# <rulerun hoarders.rules: draw_nut #75 27289b04>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k315)

# <rulerun hoarders.rules: check_win #76 6beee204>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k319)

# <rulerun hoarders.rules: raccoon #77 4bfa9231>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t289 in (_k322 or []):
                if ((_t289 != L[0]) and (not not _st_zones[(2 + _t289)])): _o.append(_t289)
            fr[1] = 1
            _t290 = L[0]
            _t291 = len(_o)
            if _t291 <= 1 and _st_log is None:
                L[1] = _o[0] if _t291 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t292 = st.chooser(_t291, _t290)
                else:
                    _t292 = _st_bits(_t291.bit_length())
                    while _t292 >= _t291: _t292 = _st_bits(_t291.bit_length())
                L[1] = _o[_t292]; st.decisions += 1
            elif _decide324(st, L, _o, _t290): return True
            pc = 1
        if pc == 1:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step326(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value327(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t293 = L[0]
            _t294 = len(_o)
            if not _t294: _no_option329(_t293, 'raccoon: nut to steal')
            if _t294 <= 1 and _st_log is None:
                L[2] = _o[0] if _t294 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t295 = st.chooser(_t294, _t293)
                else:
                    _t295 = _st_bits(_t294.bit_length())
                    while _t295 >= _t294: _t295 = _st_bits(_t294.bit_length())
                L[2] = _o[_t295]; st.decisions += 1
            elif _decide330(st, L, _o[:], _t293): return True
            pc = 5
        if pc == 5:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step332(st, fr): return True
            return None
        if pc == 7:
            _step333(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k334)

# <rulerun hoarders.rules: beaver #78 c4720c80>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run337(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t296 = L[4]
            _t297 = len(_o)
            if not _t297: _no_option340(_t296, 'beaver: draw 3 nuts?')
            if _t297 <= 1 and _st_log is None:
                L[5] = _o[0] if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                L[5] = _o[_t298]; st.decisions += 1
            elif _decide341(st, L, _o, _t296): return True
            pc = 4
        if pc == 4:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k344)

# <rulerun hoarders.rules: marmot #79 0cc4d41a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run347(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run348(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c349[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run350(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c349[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit352(_k353)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run354(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k355)

# <rulerun hoarders.rules: on before steal #80 dce41e99>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t299 = False
            for _t300 in st.zones[(10 + L[1])]:
                if (_c358[_t300] == 'hamster'):
                    _t299 = True
                    break
            if not (_t299):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t301 = L[1]
            _t302 = len(_o)
            if not _t302: _no_option360(_t301, 'block the theft?')
            if _t302 <= 1 and _st_log is None:
                L[2] = _o[0] if _t302 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t303 = st.chooser(_t302, _t301)
                else:
                    _t303 = _st_bits(_t302.bit_length())
                    while _t303 >= _t302: _t303 = _st_bits(_t302.bit_length())
                L[2] = _o[_t303]; st.decisions += 1
            elif _decide361(st, L, _o, _t301): return True
            pc = 2
        if pc == 2:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k363)

# <rulerun hoarders.rules: play #81 d096531f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT364[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run367(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit368(_k369)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit366(_k, st, _d0): raise _Runaway365()
            continue
        if pc == 4:
            fr[1] = 5
            if _step370(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k371)

# <rulerun hoarders.rules: resolve #82 playout 8ee99599>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c392[_l1] == 'squirrel'):
        if _p393(st, [_l0, None]) == 3: return 3
    elif (_c392[_l1] == 'raccoon'):
        if _p394(st, [_l0, None, None]) == 3: return 3
    elif (_c392[_l1] == 'beaver'):
        if _p396(st, _k395[:]) == 3: return 3
    elif (_c392[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t312 = None
        for _t313 in st.zones[(14 + _i18l0)]:
            if (_c392[_t313] != 'marmot'):
                _t312 = _t313
                break
        _i18[1] = _t312
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text399(_audience397(st), [_PlayerRef398(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c392[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text399(_audience397(st), [_PlayerRef398(_i18l0), "'s marmot repeats the squirrel"]))
            if _p393(st, [_i18l0, None]) == 3: return 3
        elif (_c392[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text399(_audience397(st), [_PlayerRef398(_i18l0), "'s marmot repeats the raccoon"]))
            if _p394(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text399(_audience397(st), [_PlayerRef398(_i18l0), "'s marmot cannot repeat a ", _plain400(_c392[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text399(_audience397(st), [_PlayerRef398(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 1b8b39c5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT372[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run375(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region376(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step377(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t304 = L[0]
            _t307 = len(_o); _t305 = _comb379(_t307, 2)
            if not _t305: _no_option380(_t304, 'critters to play face down')
            if _t305 <= 1 and _st_log is None:
                L[1] = _option_at381(_o, 2, False, 0) if _t305 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t306 = st.chooser(_t305, _t304)
                else:
                    _t306 = _st_bits(_t305.bit_length())
                    while _t306 >= _t305: _t306 = _st_bits(_t305.bit_length())
                _t308 = _PICKS382.get((_t307, 2)) or _picks383(_t307, 2)
                L[1] = list(_t308[_t306](_o)) if _t308 else _option_at381(_o, 2, False, _t306)
                st.decisions += 1
            elif _offer378(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run384(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region385(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k386 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o387[st.vars[0]] or []); L[6] = 0
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
            _r = _run388(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t309 = L[7]
            _t310 = len(_o)
            if not _t310: _no_option380(_t309, 'critter to reveal')
            if _t310 <= 1 and _st_log is None:
                L[8] = _o[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[8] = _o[_t311]; st.decisions += 1
            elif _decide390(st, L, _o[:], _t309): return True
            pc = 13
        if pc == 13:
            _r = _run391(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p401(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit402(_k403)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit374(_k, st, _d0): raise _Runaway373()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit374(_k, st, _d0): raise _Runaway373()
            continue
        if pc == 17:
            _r = _run404(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k405)

# <rulerun hoarders.rules: marmot #84 playout 859a3291>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t314 = None
    for _t315 in st.zones[(14 + _l0)]:
        if (_c416[_t315] != 'marmot'):
            _t314 = _t315
            break
    L[1] = _t314
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text419(_audience417(st), [_PlayerRef418(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c416[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text419(_audience417(st), [_PlayerRef418(_l0), "'s marmot repeats the squirrel"]))
        if _p420(st, [_l0, None]) == 3: return 3
    elif (_c416[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text419(_audience417(st), [_PlayerRef418(_l0), "'s marmot repeats the raccoon"]))
        if _p421(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text419(_audience417(st), [_PlayerRef418(_l0), "'s marmot cannot repeat a ", _plain422(_c416[L[1]])]))

# <rulerun hoarders.rules: resolve #85 a78c23fe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region408(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c409[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c409[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p411(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit412(_k413)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c409[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p414(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit412(_k415)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c409[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p423(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit412(_k424)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run425(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k426)

# <rulerun hoarders.rules: raccoon #86 882c302a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t316 in (_k429 or []):
                if ((_t316 != L[0]) and (not not _st_zones[(2 + _t316)])): _o.append(_t316)
            fr[1] = 1
            _t317 = L[0]
            _t318 = len(_o)
            if _t318 <= 1 and _st_log is None:
                L[1] = _o[0] if _t318 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t319 = st.chooser(_t318, _t317)
                else:
                    _t319 = _st_bits(_t318.bit_length())
                    while _t319 >= _t318: _t319 = _st_bits(_t318.bit_length())
                L[1] = _o[_t319]; st.decisions += 1
            elif _decide431(st, L, _o, _t317): return True
            pc = 1
        if pc == 1:
            _r = _run432(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region433(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step434(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value435(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t320 = L[0]
            _t321 = len(_o)
            if not _t321: _no_option437(_t320, 'raccoon: nut to steal')
            if _t321 <= 1 and _st_log is None:
                L[2] = _o[0] if _t321 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t322 = st.chooser(_t321, _t320)
                else:
                    _t322 = _st_bits(_t321.bit_length())
                    while _t322 >= _t321: _t322 = _st_bits(_t321.bit_length())
                L[2] = _o[_t322]; st.decisions += 1
            elif _decide438(st, L, _o[:], _t320): return True
            pc = 5
        if pc == 5:
            _r = _run439(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step440(st, fr): return True
            return None
        if pc == 7:
            _step441(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k442)

# <rulerun hoarders.rules: beaver #87 7cb9501f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region446(st, L)
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
            _r = _run447(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t323 = L[4]
            _t324 = len(_o)
            if not _t324: _no_option449(_t323, 'beaver: draw 3 nuts?')
            if _t324 <= 1 and _st_log is None:
                L[5] = _o[0] if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                L[5] = _o[_t325]; st.decisions += 1
            elif _decide450(st, L, _o, _t323): return True
            pc = 4
        if pc == 4:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k453)

# <rulerun hoarders.rules: marmot #88 2f2731b0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region457(st, L)
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
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c459[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c459[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p462(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit463(_k464)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k466)

# <rulerun hoarders.rules: play #89 0f8487ac>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT467[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region471(st, L)
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
                if _p472(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit473(_k474)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit469(_k, st, _d0): raise _Runaway468()
            continue
        if pc == 4:
            fr[1] = 5
            if _step475(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k476)

# <rulerun hoarders.rules: play #90 29e2844a>
def _loop(st, p):
    _st_zones = st.zones
    _t328 = _NOT_YET
    _t327 = None
    for _t326 in (_k477 or ()):
        _t329 = (_t328 if _t328 is not _NOT_YET else (_t328 := list(map(_c478.__getitem__, _st_zones[(2 + p)])))).count(_t326)
        if _t327 is None or _t329 > _t327:
            _t327 = _t329
    return _t327

# <rulerun hoarders.rules: rank #91 7f1dbcb5>
def _native(st, p):
    return (_a479(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

