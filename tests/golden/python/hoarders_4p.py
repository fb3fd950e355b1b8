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

# <rulerun hoarders.rules: play_turn #4 76c2c342>
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
        if _t7 <= 1:
            _i0[1] = _option_at9(_t5, 2, False, 0) if _t7 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t8 = st.chooser(_t7, _t6)
            else:
                _t8 = _st_bits(_t7.bit_length())
                while _t8 >= _t7: _t8 = _st_bits(_t7.bit_length())
            _t10 = _PICKS10.get((_t9, 2)) or _picks11(_t9, 2)
            _i0[1] = list(_t10[_t8](_t5)) if _t10 else _option_at9(_t5, 2, False, _t8)
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
            _move_cards12(st, _t11, _t12, False)
    st.thread_player = st.inline_thread = None

# <rulerun hoarders.rules: play_turn #5 205c504a>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text15(_audience13(st), [_PlayerRef14(L[7]), ' has no face-down critter left and passes']))

# <rulerun hoarders.rules: play_turn #6 35aab340>
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
        _move_cards16(st, _t15, _t16, False)

# <rulerun hoarders.rules: play_turn #7 53e00c97>
def _native(st, L):
    return L[7]

# <rulerun hoarders.rules: draw_nut #8 playout 5094b37c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text29(_audience27(st), ['the nut deck is empty: ', _PlayerRef28(_l0), ' draws nothing']))
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
        _move_cards30(st, _t27, _t28, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    try:
        _t32 = _c31[_i2l1]
    except Exception:
        _t30 = 0
        for _t31 in _st_zones[(2 + _i2l0)]:
            if (_c31[_t31] == _c31[_i2l1]):
                _t30 += 1
    else:
        _t30 = 0
        for _t31 in _st_zones[(2 + _i2l0)]:
            if (_c31[_t31] == _t32):
                _t30 += 1
    if (_t30 >= 5):
        if _st_log is not None: _st_log.append(_Text29(_audience27(st), [_PlayerRef28(_i2l0), ' has five identical nuts']))
        _end_game32(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout ffc62aed>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t40 = False
    for _t41 in _st_zones[(10 + _l1)]:
        if (_c41[_t41] == 'hamster'):
            _t40 = True
            break
    if not (_t40):
        return
    _t42 = ['reveal the hamster', 'let it happen']
    _t43 = _l1
    _t44 = len(_t42)
    if _t44 <= 1 and _st_log is None:
        L[2] = _t42[0] if _t44 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t45 = st.chooser(_t44, _t43)
        else:
            _t45 = _st_bits(_t44.bit_length())
            while _t45 >= _t44: _t45 = _st_bits(_t44.bit_length())
        L[2] = _t42[_t45]; st.decisions += 1
    elif _decide44(st, L, _t42, _t43): raise _PlayoutCut42()
    if (L[2] == 'reveal the hamster'):
        _t48 = None
        for _t49 in _st_zones[(10 + _l1)]:
            if (_c41[_t49] == 'hamster'):
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
            _move_cards45(st, _t46, _t47, False)
        if _st_log is not None: _st_log.append(_Text48(_audience46(st), [_PlayerRef47(_l1), "'s hamster blocks the theft"]))
        _cancel49(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout b59fe6c0>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t33 = []
    for _t34 in (_k34 or []):
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
    elif _decide37(st, L, _t33, _t35): raise _PlayoutCut35()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text39(_audience38(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth40(st)
    _t38 = [_l0, L[1]]
    _t39 = [0, _t38, False, len(st.cur), st.thread_player]
    st.events.append(_t39)
    _t51 = _t38 + _k50
    if _p51(st, _t51) == 3: return 3
    if not _t39[2]:
        _t52 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value52(st, 0, 1, 'steal')))]
        _t53 = _l0
        _t54 = len(_t52)
        if _t54 <= 1 and _st_log is None:
            L[2] = _t52[0] if _t54 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t55 = st.chooser(_t54, _t53)
            else:
                _t55 = _st_bits(_t54.bit_length())
                while _t55 >= _t54: _t55 = _st_bits(_t54.bit_length())
            L[2] = _t52[_t55]; st.decisions += 1
        elif _decide54(st, L, _t52[:], _t53): raise _PlayoutCut35()
        _t56 = L[2]
        _t57 = (2 + _l0)
        if type(_t56) is int and _st_log is None:
            _t58 = _st_zones[_st_loc[_t56]]
            if _t58[-1] == _t56: _t58.pop()
            else: _t58.remove(_t56)
            _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
        elif _t56 is not None:
            _move_cards55(st, _t56, _t57, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t61 = _c56[_i3l1]
        except Exception:
            _t59 = 0
            for _t60 in _st_zones[(2 + _i3l0)]:
                if (_c56[_t60] == _c56[_i3l1]):
                    _t59 += 1
        else:
            _t59 = 0
            for _t60 in _st_zones[(2 + _i3l0)]:
                if (_c56[_t60] == _t61):
                    _t59 += 1
        if (_t59 >= 5):
            if _st_log is not None: _st_log.append(_Text39(_audience38(st), [_PlayerRef57(_i3l0), ' has five identical nuts']))
            _end_game58(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout 619cfc65>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t62 in (_o60[_st_vars[0]] or []):
        L[2] = _t62
        _t65 = []
        for _t66 in _st_zones[(10 + _t62)]:
            if (_c62[_t66] == 'beaver'):
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
            _move_cards61(st, _t63, _t64, False)
    _t69 = []
    for _t70 in (_o63[_st_vars[0]] or ()):
        _t72 = _st_zones[(14 + _t70)]
        _budget64[0] -= len(_t72)
        if _budget64[0] < 0: _spent65(st)
        _t71 = False
        for _t73 in _t72:
            if (_c62[_t73] == 'beaver'):
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
        if _t78 <= 1 and _st_log is None:
            L[5] = _t76[0] if _t78 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t79 = st.chooser(_t78, _t77)
            else:
                _t79 = _st_bits(_t78.bit_length())
                while _t79 >= _t78: _t79 = _st_bits(_t78.bit_length())
            L[5] = _t76[_t79]; st.decisions += 1
        elif _decide68(st, L, _t76, _t77): raise _PlayoutCut66()
        if (L[5] == 'draw 3 nuts'):
            for _t80 in (_k69 or []):
                L[8] = _t80
                if _p70(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text73(_audience71(st), [_plain72(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t81 in (_o74[_st_vars[0]] or []):
            L[11] = _t81
            if not ((not (_t81 in (L[3] or ())))): continue
            if _p70(st, [_t81, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 f1a70cf4>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t18 in (_k17 or []):
        L[4] = _t18
        for _t19 in (_o18[st.vars[0]] or []):
            L[7] = _t19
            if (not _st_zones[(10 + _t19)]):
                if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_t19), ' has no face-down critter left and passes']))
            else:
                _t20 = _st_zones[(10 + _t19)]
                _t21 = _t19
                _t22 = len(_t20)
                if _t22 <= 1 and _st_log is None:
                    L[8] = _t20[0] if _t22 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t23 = st.chooser(_t22, _t21)
                    else:
                        _t23 = _st_bits(_t22.bit_length())
                        while _t23 >= _t22: _t23 = _st_bits(_t22.bit_length())
                    L[8] = _t20[_t23]; st.decisions += 1
                elif _decide24(st, L, _t20[:], _t21): raise _PlayoutCut22()
                _t24 = L[8]
                _t25 = (14 + _t19)
                if type(_t24) is int and _st_log is None:
                    _t26 = _st_zones[_st_loc[_t24]]
                    if _t26[-1] == _t24: _t26.pop()
                    else: _t26.remove(_t24)
                    _st_zones[_t25].append(_t24); _st_loc[_t24] = _t25
                elif _t24 is not None:
                    _move_cards25(st, _t24, _t25, False)
                _i1l0 = _t19
                _i1l1 = L[8]
                if (_c26[_i1l1] == 'squirrel'):
                    if _p33(st, [_i1l0, None]) == 3: return 3
                elif (_c26[_i1l1] == 'raccoon'):
                    if _p59(st, [_i1l0, None, None]) == 3: return 3
                elif (_c26[_i1l1] == 'beaver'):
                    if _p76(st, _k75[:]) == 3: return 3
                elif (_c26[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t82 = None
                    for _t83 in _st_zones[(14 + _i4l0)]:
                        if (_c26[_t83] != 'marmot'):
                            _t82 = _t83
                            break
                    _i4[1] = _t82
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c26[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p33(st, [_i4l0, None]) == 3: return 3
                    elif (_c26[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p59(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i4l0), "'s marmot cannot repeat a ", _plain77(_c26[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text21(_audience19(st), [_PlayerRef20(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 ae35e071>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text79(_audience78(st), ['The nut deck is empty: the game ends']))
        _end_game80(st, None, False); return 3
    for _t84 in (_k81 or []):
        L[11] = _t84
        _t85 = (14 + _t84)
        _t86 = (6 + _t84)
        if _st_log is None and _t85 != _t86:
            _t87 = _st_zones[_t85]; _st_zones[_t86] += _t87
            for _t88 in _t87: _st_loc[_t88] = _t86
            _t87.clear()
        else:
            _move_cards82(st, _st_zones[_t85][:], _t86, False)
        _t89 = (10 + _t84)
        _t90 = (6 + _t84)
        if _st_log is None and _t89 != _t90:
            _t91 = _st_zones[_t89]; _st_zones[_t90] += _t91
            for _t92 in _t91: _st_loc[_t92] = _t90
            _t91.clear()
        else:
            _move_cards82(st, _st_zones[_t89][:], _t90, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 32923f80>
def _native(st, L):
    return _k83

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 65d25e62>
def _native(st, L):
    return _k84

# <rulerun hoarders.rules: play_turn #21 270898e4>
def _native(st, L):
    return _o85[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 46dc5963>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text88(_audience86(st), ['the nut deck is empty: ', _PlayerRef87(_l0), ' draws nothing']))
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
        _move_cards89(st, _t93, _t94, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t98 = _c90[_i5l1]
    except Exception:
        _t96 = 0
        for _t97 in _st_zones[(2 + _i5l0)]:
            if (_c90[_t97] == _c90[_i5l1]):
                _t96 += 1
    else:
        _t96 = 0
        for _t97 in _st_zones[(2 + _i5l0)]:
            if (_c90[_t97] == _t98):
                _t96 += 1
    if (_t96 >= 5):
        if _st_log is not None: _st_log.append(_Text88(_audience86(st), [_PlayerRef87(_i5l0), ' has five identical nuts']))
        _end_game91(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 e95872cc>
def _native(st, L):
    if _p92(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 d512f9f5>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 629c6690>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c96[_l1] == 'squirrel'):
        if _p97(st, [_l0, None]) == 3: return 3
    elif (_c96[_l1] == 'raccoon'):
        if _p98(st, [_l0, None, None]) == 3: return 3
    elif (_c96[_l1] == 'beaver'):
        if _p100(st, _k99[:]) == 3: return 3
    elif (_c96[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t99 = None
        for _t100 in st.zones[(14 + _i6l0)]:
            if (_c96[_t100] != 'marmot'):
                _t99 = _t100
                break
        _i6[1] = _t99
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c96[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_i6l0), "'s marmot repeats the squirrel"]))
            if _p97(st, [_i6l0, None]) == 3: return 3
        elif (_c96[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_i6l0), "'s marmot repeats the raccoon"]))
            if _p98(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_i6l0), "'s marmot cannot repeat a ", _plain104(_c96[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 9cc0ec58>
def _native(st, L):
    return (_c105[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 ca6f0af1>
def _native(st, L):
    return (_c106[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 5f88f020>
def _native(st, L):
    return (_c107[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 3af8d9b7>
def _native(st, L):
    return (_c108[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 3a978c38>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t103 = _c109[_l1]
    except Exception:
        _t101 = 0
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c109[_t102] == _c109[_l1]):
                _t101 += 1
    else:
        _t101 = 0
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c109[_t102] == _t103):
                _t101 += 1
    if (_t101 >= 5):
        if _st_log is not None: _st_log.append(_Text112(_audience110(st), [_PlayerRef111(_l0), ' has five identical nuts']))
        _end_game113(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 ca908127>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text115(_audience114(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 359f4341>
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
        _move_cards116(st, _t104, _t105, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t109 = _c117[_i7l1]
    except Exception:
        _t107 = 0
        for _t108 in _st_zones[(2 + _i7l0)]:
            if (_c117[_t108] == _c117[_i7l1]):
                _t107 += 1
    else:
        _t107 = 0
        for _t108 in _st_zones[(2 + _i7l0)]:
            if (_c117[_t108] == _t109):
                _t107 += 1
    if (_t107 >= 5):
        if _st_log is not None: _st_log.append(_Text120(_audience118(st), [_PlayerRef119(_i7l0), ' has five identical nuts']))
        _end_game121(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 9a5f25a4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth122(st)
    _t110 = [_l0, L[1]]
    _t111 = [0, _t110, False, len(st.cur), st.thread_player]
    st.events.append(_t111)
    _t112 = _t110 + _k123
    if _p124(st, _t112) == 3: return 3
    if not _t111[2]:
        _t113 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value125(st, 0, 1, 'steal')))]
        _t114 = _l0
        _t115 = len(_t113)
        if _t115 <= 1 and _st_log is None:
            L[2] = _t113[0] if _t115 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t116 = st.chooser(_t115, _t114)
            else:
                _t116 = _st_bits(_t115.bit_length())
                while _t116 >= _t115: _t116 = _st_bits(_t115.bit_length())
            L[2] = _t113[_t116]; st.decisions += 1
        elif _decide128(st, L, _t113[:], _t114): raise _PlayoutCut126()
        _t117 = L[2]
        _t118 = (2 + _l0)
        if type(_t117) is int and _st_log is None:
            _t119 = _st_zones[_st_loc[_t117]]
            if _t119[-1] == _t117: _t119.pop()
            else: _t119.remove(_t117)
            _st_zones[_t118].append(_t117); _st_loc[_t117] = _t118
        elif _t117 is not None:
            _move_cards129(st, _t117, _t118, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t122 = _c130[_i8l1]
        except Exception:
            _t120 = 0
            for _t121 in _st_zones[(2 + _i8l0)]:
                if (_c130[_t121] == _c130[_i8l1]):
                    _t120 += 1
        else:
            _t120 = 0
            for _t121 in _st_zones[(2 + _i8l0)]:
                if (_c130[_t121] == _t122):
                    _t120 += 1
        if (_t120 >= 5):
            if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_i8l0), ' has five identical nuts']))
            _end_game134(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 97260656>
def _native(st, L):
    return _k135

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

# <rulerun hoarders.rules: raccoon #44 2e7f3340>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value136(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 dcb0bdee>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t123 in (_o137[_st_vars[0]] or []):
        L[2] = _t123
        _t126 = []
        for _t127 in _st_zones[(10 + _t123)]:
            if (_c139[_t127] == 'beaver'):
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
            _move_cards138(st, _t124, _t125, False)
    _t130 = []
    for _t131 in (_o140[_st_vars[0]] or ()):
        _t133 = _st_zones[(14 + _t131)]
        _budget141[0] -= len(_t133)
        if _budget141[0] < 0: _spent142(st)
        _t132 = False
        for _t134 in _t133:
            if (_c139[_t134] == 'beaver'):
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

# <rulerun hoarders.rules: beaver #47 dcf8f8b3>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        for _t137 in (_k143 or []):
            L[8] = _t137
            if _p144(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 c343c54a>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text147(_audience145(st), [_plain146(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t138 in (_o148[st.vars[0]] or []):
        L[11] = _t138
        if not ((not (_t138 in (_l3 or ())))): continue
        if _p149(st, [_t138, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 a3f0faac>
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
        if _t143 <= 1 and _st_log is None:
            L[5] = _t141[0] if _t143 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t144 = st.chooser(_t143, _t142)
            else:
                _t144 = _st_bits(_t143.bit_length())
                while _t144 >= _t143: _t144 = _st_bits(_t143.bit_length())
            L[5] = _t141[_t144]; st.decisions += 1
        elif _decide152(st, L, _t141, _t142): raise _PlayoutCut150()
        if (L[5] == 'draw 3 nuts'):
            for _t145 in (_k153 or []):
                L[8] = _t145
                if _p154(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text157(_audience155(st), [_plain156(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t146 in (_o158[st.vars[0]] or []):
            L[11] = _t146
            if not ((not (_t146 in (_l3 or ())))): continue
            if _p154(st, [_t146, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 43b1347a>
def _native(st, L):
    _t147 = None
    for _t148 in st.zones[(14 + L[0])]:
        if (_c159[_t148] != 'marmot'):
            _t147 = _t148
            break
    L[1] = _t147

# <rulerun hoarders.rules: marmot #53 17310e1f>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text162(_audience160(st), [_PlayerRef161(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 6a131c15>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text165(_audience163(st), [_PlayerRef164(_l0), "'s marmot repeats the squirrel"]))
    if _p166(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 9293ad12>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text169(_audience167(st), [_PlayerRef168(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 a0cf5f63>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text174(_audience170(st), [_PlayerRef171(L[0]), "'s marmot cannot repeat a ", _plain173(_c172[L[1]])]))

# <rulerun hoarders.rules: marmot #57 5f0c4a99>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c178[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_l0), "'s marmot repeats the squirrel"]))
        if _p179(st, [_l0, None]) == 3: return 3
    elif (_c178[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_l0), "'s marmot repeats the raccoon"]))
        if _p180(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_l0), "'s marmot cannot repeat a ", _plain181(_c178[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 59368e14>
def _native(st, L):
    return (_c182[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 468812f2>
def _native(st, L):
    return (_c183[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 724683d0>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t151 = None
        for _t152 in _st_zones[(10 + _l1)]:
            if (_c185[_t152] == 'hamster'):
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
            _move_cards184(st, _t149, _t150, False)
        if _st_log is not None: _st_log.append(_Text188(_audience186(st), [_PlayerRef187(_l1), "'s hamster blocks the theft"]))
        _cancel189(st)

# <rulerun hoarders.rules: on before steal #63 1565d9d0>
def _native(st, L):
    _t154 = False
    for _t155 in st.zones[(10 + L[1])]:
        if (_c190[_t155] == 'hamster'):
            _t154 = True
            break
    return _t154

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 c8e993f0>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone191(st, 0)
    for _t156 in (_k192 or []):
        L[2] = _t156
        for _t157 in (_k193 or []):
            L[5] = _t157
            _t160 = _st_zones[1]
            _t159 = (6 + _t156)
            if _st_log is None and _t160:
                _t158 = _t160.pop(); _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
            elif _t160:
                _move_cards194(st, _t160[-1], _t159, False)
        _t161 = _st_zones[0][:-(3) - 1:-1]
        _t162 = (2 + _t156)
        if type(_t161) is list and _st_log is None:
            for _t163 in _t161:
                _t164 = _st_zones[_st_loc[_t163]]
                if _t164[-1] == _t163: _t164.pop()
                else: _t164.remove(_t163)
                _st_zones[_t162].append(_t163); _st_loc[_t163] = _t162
        elif _t161 is not None:
            _move_cards194(st, _t161, _t162, False)
    st.vars[0] = _random_item195(st, _k196)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 0b848db2>
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
        _move_cards213(st, _t187, _t188, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t192 = _c214[_i12l1]
    except Exception:
        _t190 = 0
        for _t191 in _st_zones[(2 + _i12l0)]:
            if (_c214[_t191] == _c214[_i12l1]):
                _t190 += 1
    else:
        _t190 = 0
        for _t191 in _st_zones[(2 + _i12l0)]:
            if (_c214[_t191] == _t192):
                _t190 += 1
    if (_t190 >= 5):
        _end_game215(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log cfe38bf7>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t200 = False
    for _t201 in _st_zones[(10 + _l1)]:
        if (_c222[_t201] == 'hamster'):
            _t200 = True
            break
    if not (_t200):
        return
    _t202 = ['reveal the hamster', 'let it happen']
    _t203 = _l1
    _t204 = len(_t202)
    if _t204 <= 1:
        L[2] = _t202[0] if _t204 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t205 = st.chooser(_t204, _t203)
        else:
            _t205 = _st_bits(_t204.bit_length())
            while _t205 >= _t204: _t205 = _st_bits(_t204.bit_length())
        L[2] = _t202[_t205]; st.decisions += 1
    elif _decide225(st, L, _t202, _t203): raise _PlayoutCut223()
    if (L[2] == 'reveal the hamster'):
        _t208 = None
        for _t209 in _st_zones[(10 + _l1)]:
            if (_c222[_t209] == 'hamster'):
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
            _move_cards226(st, _t206, _t207, False)
        _cancel227(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 34aab2b3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t193 = []
    for _t194 in (_k217 or []):
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
    elif _decide220(st, L, _t193, _t195): raise _PlayoutCut218()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth221(st)
    _t198 = [_l0, L[1]]
    _t199 = [0, _t198, False, len(st.cur), st.thread_player]
    st.events.append(_t199)
    _t211 = _t198 + _k228
    if _p229(st, _t211) == 3: return 3
    if not _t199[2]:
        _t212 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value230(st, 0, 1, 'steal')))]
        _t213 = _l0
        _t214 = len(_t212)
        if _t214 <= 1:
            L[2] = _t212[0] if _t214 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t215 = st.chooser(_t214, _t213)
            else:
                _t215 = _st_bits(_t214.bit_length())
                while _t215 >= _t214: _t215 = _st_bits(_t214.bit_length())
            L[2] = _t212[_t215]; st.decisions += 1
        elif _decide232(st, L, _t212[:], _t213): raise _PlayoutCut218()
        _t216 = L[2]
        _t217 = (2 + _l0)
        if type(_t216) is int:
            _t218 = _st_zones[_st_loc[_t216]]
            if _t218[-1] == _t216: _t218.pop()
            else: _t218.remove(_t216)
            _st_zones[_t217].append(_t216); _st_loc[_t216] = _t217
        elif _t216 is not None:
            _move_cards233(st, _t216, _t217, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t221 = _c234[_i13l1]
        except Exception:
            _t219 = 0
            for _t220 in _st_zones[(2 + _i13l0)]:
                if (_c234[_t220] == _c234[_i13l1]):
                    _t219 += 1
        else:
            _t219 = 0
            for _t220 in _st_zones[(2 + _i13l0)]:
                if (_c234[_t220] == _t221):
                    _t219 += 1
        if (_t219 >= 5):
            _end_game235(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log 8b555f11>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t222 in (_o237[_st_vars[0]] or []):
        L[2] = _t222
        _t225 = []
        for _t226 in _st_zones[(10 + _t222)]:
            if (_c239[_t226] == 'beaver'):
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
            _move_cards238(st, _t223, _t224, False)
    _t229 = []
    for _t230 in (_o240[_st_vars[0]] or ()):
        _t232 = _st_zones[(14 + _t230)]
        _budget241[0] -= len(_t232)
        if _budget241[0] < 0: _spent242(st)
        _t231 = False
        for _t233 in _t232:
            if (_c239[_t233] == 'beaver'):
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
        if _t238 <= 1:
            L[5] = _t236[0] if _t238 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t239 = st.chooser(_t238, _t237)
            else:
                _t239 = _st_bits(_t238.bit_length())
                while _t239 >= _t238: _t239 = _st_bits(_t238.bit_length())
            L[5] = _t236[_t239]; st.decisions += 1
        elif _decide245(st, L, _t236, _t237): raise _PlayoutCut243()
        if (L[5] == 'draw 3 nuts'):
            for _t240 in (_k246 or []):
                L[8] = _t240
                if _p247(st, [L[4], None]) == 3: return 3
    else:
        for _t241 in (_o248[_st_vars[0]] or []):
            L[11] = _t241
            if not ((not (_t241 in (L[3] or ())))): continue
            if _p247(st, [_t241, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 90e39869>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    for _t253 in (_k253 or []):
        st.thread_player = st.inline_thread = _t253
        _i15 = L[:]; _i15[0] = _t253
        _t254 = _st_zones[(6 + _t253)]
        _t255 = _t253
        _t258 = len(_t254); _t256 = _comb256(_t258, 2)
        if _t256 <= 1:
            _i15[1] = _option_at257(_t254, 2, False, 0) if _t256 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t257 = st.chooser(_t256, _t255)
            else:
                _t257 = _st_bits(_t256.bit_length())
                while _t257 >= _t256: _t257 = _st_bits(_t256.bit_length())
            _t259 = _PICKS258.get((_t258, 2)) or _picks259(_t258, 2)
            _i15[1] = list(_t259[_t257](_t254)) if _t259 else _option_at257(_t254, 2, False, _t257)
            st.decisions += 1
        elif _offer255(st, _i15, _t254[:]): raise _PlayoutCut254()
        _t260 = _i15[1]
        _t261 = (10 + _t253)
        if type(_t260) is list:
            for _t262 in _t260:
                _t263 = _st_zones[_st_loc[_t262]]
                if _t263[-1] == _t262: _t263.pop()
                else: _t263.remove(_t262)
                _st_zones[_t261].append(_t262); _st_loc[_t262] = _t261
        elif _t260 is not None:
            _move_cards260(st, _t260, _t261, False)
    st.thread_player = st.inline_thread = None
    for _t264 in (_k261 or []):
        L[4] = _t264
        for _t265 in (_o262[_st_vars[0]] or []):
            L[7] = _t265
            if (not _st_zones[(10 + _t265)]):
                pass
            else:
                _t266 = _st_zones[(10 + _t265)]
                _t267 = _t265
                _t268 = len(_t266)
                if _t268 <= 1:
                    L[8] = _t266[0] if _t268 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t269 = st.chooser(_t268, _t267)
                    else:
                        _t269 = _st_bits(_t268.bit_length())
                        while _t269 >= _t268: _t269 = _st_bits(_t268.bit_length())
                    L[8] = _t266[_t269]; st.decisions += 1
                elif _decide264(st, L, _t266[:], _t267): raise _PlayoutCut254()
                _t270 = L[8]
                _t271 = (14 + _t265)
                if type(_t270) is int:
                    _t272 = _st_zones[_st_loc[_t270]]
                    if _t272[-1] == _t270: _t272.pop()
                    else: _t272.remove(_t270)
                    _st_zones[_t271].append(_t270); _st_loc[_t270] = _t271
                elif _t270 is not None:
                    _move_cards260(st, _t270, _t271, False)
                _i16l0 = _t265
                _i16l1 = L[8]
                if (_c265[_i16l1] == 'squirrel'):
                    if _p266(st, [_i16l0, None]) == 3: return 3
                elif (_c265[_i16l1] == 'raccoon'):
                    if _p267(st, [_i16l0, None, None]) == 3: return 3
                elif (_c265[_i16l1] == 'beaver'):
                    if _p269(st, _k268[:]) == 3: return 3
                elif (_c265[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t273 = None
                    for _t274 in _st_zones[(14 + _i17l0)]:
                        if (_c265[_t274] != 'marmot'):
                            _t273 = _t274
                            break
                    _i17[1] = _t273
                    if (_i17[1] is None):
                        pass
                    elif (_c265[_i17[1]] == 'squirrel'):
                        if _p266(st, [_i17l0, None]) == 3: return 3
                    elif (_c265[_i17[1]] == 'raccoon'):
                        if _p267(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game270(st, None, False); return 3
    for _t275 in (_k271 or []):
        L[11] = _t275
        _t276 = (14 + _t275)
        _t277 = (6 + _t275)
        if _t276 != _t277:
            _t278 = _st_zones[_t276]; _st_zones[_t277] += _t278
            for _t279 in _t278: _st_loc[_t279] = _t277
            _t278.clear()
        else:
            _move_cards260(st, _st_zones[_t276][:], _t277, False)
        _t280 = (10 + _t275)
        _t281 = (6 + _t275)
        if _t280 != _t281:
            _t282 = _st_zones[_t280]; _st_zones[_t281] += _t282
            for _t283 in _t282: _st_loc[_t283] = _t281
            _t282.clear()
        else:
            _move_cards260(st, _st_zones[_t280][:], _t281, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 ce260aa3>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t165 = 0; _t166 = st.decisions
    while True:
        _t165 += 1
        if _t165 > _LIMIT197[0] and _over_limit198(_t165, st, _t166): raise _Runaway199()
        if _p273(st, _k272[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 febef878>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT274[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step278(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t284 = L[0]
            _t287 = len(_o); _t285 = _comb280(_t287, 2)
            if _t285 <= 1 and _st_log is None:
                L[1] = _option_at281(_o, 2, False, 0) if _t285 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t286 = st.chooser(_t285, _t284)
                else:
                    _t286 = _st_bits(_t285.bit_length())
                    while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
                _t288 = _PICKS282.get((_t287, 2)) or _picks283(_t287, 2)
                L[1] = list(_t288[_t286](_o)) if _t288 else _option_at281(_o, 2, False, _t286)
                st.decisions += 1
            elif _offer279(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k285 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o286[st.vars[0]] or []); L[6] = 0
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
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t289 = L[7]
            _t290 = len(_o)
            if _t290 <= 1 and _st_log is None:
                L[8] = _o[0] if _t290 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t291 = st.chooser(_t290, _t289)
                else:
                    _t291 = _st_bits(_t290.bit_length())
                    while _t291 >= _t290: _t291 = _st_bits(_t290.bit_length())
                L[8] = _o[_t291]; st.decisions += 1
            elif _decide289(st, L, _o[:], _t289): return True
            pc = 13
        if pc == 13:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit291(_k292)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit276(_k, st, _d0): raise _Runaway275()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit276(_k, st, _d0): raise _Runaway275()
            continue
        if pc == 17:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k294)

# <rulerun hoarders.rules: resolve #74 d43e0b51>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c297[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c297[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit299(_k300)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c297[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit299(_k301)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c297[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit299(_k302)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k304)

# <rulerun hoarders.rules: draw_nut #75 56346811>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun hoarders.rules: check_win #76 d15c537f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k312)

# <rulerun hoarders.rules: raccoon #77 a6d7214a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t292 in (_k315 or []):
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
            elif _decide317(st, L, _o, _t293): return True
            pc = 1
        if pc == 1:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step319(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value320(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t296 = L[0]
            _t297 = len(_o)
            if _t297 <= 1 and _st_log is None:
                L[2] = _o[0] if _t297 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                else:
                    _t298 = _st_bits(_t297.bit_length())
                    while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                L[2] = _o[_t298]; st.decisions += 1
            elif _decide322(st, L, _o[:], _t296): return True
            pc = 5
        if pc == 5:
            _r = _run323(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step324(st, fr): return True
            return None
        if pc == 7:
            _step325(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k326)

# <rulerun hoarders.rules: beaver #78 542ade09>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t299 = L[4]
            _t300 = len(_o)
            if _t300 <= 1 and _st_log is None:
                L[5] = _o[0] if _t300 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t301 = st.chooser(_t300, _t299)
                else:
                    _t301 = _st_bits(_t300.bit_length())
                    while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
                L[5] = _o[_t301]; st.decisions += 1
            elif _decide332(st, L, _o, _t299): return True
            pc = 4
        if pc == 4:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run334(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k335)

# <rulerun hoarders.rules: marmot #79 7a8390cd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c340[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run341(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c340[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit343(_k344)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k346)

# <rulerun hoarders.rules: on before steal #80 7d5f5c4b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t302 = False
            for _t303 in st.zones[(10 + L[1])]:
                if (_c349[_t303] == 'hamster'):
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
            if _t305 <= 1 and _st_log is None:
                L[2] = _o[0] if _t305 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t306 = st.chooser(_t305, _t304)
                else:
                    _t306 = _st_bits(_t305.bit_length())
                    while _t306 >= _t305: _t306 = _st_bits(_t305.bit_length())
                L[2] = _o[_t306]; st.decisions += 1
            elif _decide351(st, L, _o, _t304): return True
            pc = 2
        if pc == 2:
            _r = _run352(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k353)

# <rulerun hoarders.rules: play #81 fddda776>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT354[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run357(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit358(_k359)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit356(_k, st, _d0): raise _Runaway355()
            continue
        if pc == 4:
            fr[1] = 5
            if _step360(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k361)

# <rulerun hoarders.rules: resolve #82 playout 75801484>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c381[_l1] == 'squirrel'):
        if _p382(st, [_l0, None]) == 3: return 3
    elif (_c381[_l1] == 'raccoon'):
        if _p383(st, [_l0, None, None]) == 3: return 3
    elif (_c381[_l1] == 'beaver'):
        if _p385(st, _k384[:]) == 3: return 3
    elif (_c381[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t315 = None
        for _t316 in st.zones[(14 + _i18l0)]:
            if (_c381[_t316] != 'marmot'):
                _t315 = _t316
                break
        _i18[1] = _t315
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text388(_audience386(st), [_PlayerRef387(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c381[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text388(_audience386(st), [_PlayerRef387(_i18l0), "'s marmot repeats the squirrel"]))
            if _p382(st, [_i18l0, None]) == 3: return 3
        elif (_c381[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text388(_audience386(st), [_PlayerRef387(_i18l0), "'s marmot repeats the raccoon"]))
            if _p383(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text388(_audience386(st), [_PlayerRef387(_i18l0), "'s marmot cannot repeat a ", _plain389(_c381[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text388(_audience386(st), [_PlayerRef387(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 74a668e6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT362[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run365(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region366(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step367(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t307 = L[0]
            _t310 = len(_o); _t308 = _comb369(_t310, 2)
            if _t308 <= 1 and _st_log is None:
                L[1] = _option_at370(_o, 2, False, 0) if _t308 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t309 = st.chooser(_t308, _t307)
                else:
                    _t309 = _st_bits(_t308.bit_length())
                    while _t309 >= _t308: _t309 = _st_bits(_t308.bit_length())
                _t311 = _PICKS371.get((_t310, 2)) or _picks372(_t310, 2)
                L[1] = list(_t311[_t309](_o)) if _t311 else _option_at370(_o, 2, False, _t309)
                st.decisions += 1
            elif _offer368(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region374(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k375 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o376[st.vars[0]] or []); L[6] = 0
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
            _r = _run377(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t312 = L[7]
            _t313 = len(_o)
            if _t313 <= 1 and _st_log is None:
                L[8] = _o[0] if _t313 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t314 = st.chooser(_t313, _t312)
                else:
                    _t314 = _st_bits(_t313.bit_length())
                    while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
                L[8] = _o[_t314]; st.decisions += 1
            elif _decide379(st, L, _o[:], _t312): return True
            pc = 13
        if pc == 13:
            _r = _run380(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p390(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit391(_k392)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit364(_k, st, _d0): raise _Runaway363()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit364(_k, st, _d0): raise _Runaway363()
            continue
        if pc == 17:
            _r = _run393(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k394)

# <rulerun hoarders.rules: marmot #84 playout a8f01e50>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t317 = None
    for _t318 in st.zones[(14 + _l0)]:
        if (_c405[_t318] != 'marmot'):
            _t317 = _t318
            break
    L[1] = _t317
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text408(_audience406(st), [_PlayerRef407(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c405[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text408(_audience406(st), [_PlayerRef407(_l0), "'s marmot repeats the squirrel"]))
        if _p409(st, [_l0, None]) == 3: return 3
    elif (_c405[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text408(_audience406(st), [_PlayerRef407(_l0), "'s marmot repeats the raccoon"]))
        if _p410(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text408(_audience406(st), [_PlayerRef407(_l0), "'s marmot cannot repeat a ", _plain411(_c405[L[1]])]))

# <rulerun hoarders.rules: resolve #85 de252474>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region397(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c398[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run399(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c398[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p400(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit401(_k402)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c398[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p403(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit401(_k404)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c398[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p412(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit401(_k413)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run414(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k415)

# <rulerun hoarders.rules: raccoon #86 b9bc2c68>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t319 in (_k418 or []):
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
            elif _decide420(st, L, _o, _t320): return True
            pc = 1
        if pc == 1:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region422(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step423(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value424(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t323 = L[0]
            _t324 = len(_o)
            if _t324 <= 1 and _st_log is None:
                L[2] = _o[0] if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                L[2] = _o[_t325]; st.decisions += 1
            elif _decide426(st, L, _o[:], _t323): return True
            pc = 5
        if pc == 5:
            _r = _run427(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step428(st, fr): return True
            return None
        if pc == 7:
            _step429(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k430)

# <rulerun hoarders.rules: beaver #87 50c95196>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region434(st, L)
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
            _r = _run435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t326 = L[4]
            _t327 = len(_o)
            if _t327 <= 1 and _st_log is None:
                L[5] = _o[0] if _t327 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[5] = _o[_t328]; st.decisions += 1
            elif _decide437(st, L, _o, _t326): return True
            pc = 4
        if pc == 4:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run439(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k440)

# <rulerun hoarders.rules: marmot #88 0aa72371>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region444(st, L)
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
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c446[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run447(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c446[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p449(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit450(_k451)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k453)

# <rulerun hoarders.rules: play #89 fd52f19d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT454[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region458(st, L)
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
                if _p459(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit460(_k461)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit456(_k, st, _d0): raise _Runaway455()
            continue
        if pc == 4:
            fr[1] = 5
            if _step462(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k463)

# <rulerun hoarders.rules: play #90 5bb509b8>
def _loop(st, p):
    _st_zones = st.zones
    _t331 = _NOT_YET
    _t330 = None
    for _t329 in (_k464 or ()):
        _t332 = (_t331 if _t331 is not _NOT_YET else (_t331 := list(map(_c465.__getitem__, _st_zones[(2 + p)])))).count(_t329)
        if _t330 is None or _t332 > _t330:
            _t330 = _t332
    return _t330

# <rulerun hoarders.rules: rank #91 65f23503>
def _native(st, p):
    return (_a466(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

