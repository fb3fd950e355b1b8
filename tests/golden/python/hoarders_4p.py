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

# <rulerun hoarders.rules: draw_nut #8 playout 4c87ec80>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text33(_audience31(st), ['the nut deck is empty: ', _PlayerRef32(_l0), ' draws nothing']))
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
        _move_cards34(st, _t29, _t30, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    try:
        _t34 = _c35[_i2l1]
    except Exception:
        _t32 = 0
        for _t33 in _st_zones[(2 + _i2l0)]:
            if (_c35[_t33] == _c35[_i2l1]):
                _t32 += 1
    else:
        _t32 = 0
        for _t33 in _st_zones[(2 + _i2l0)]:
            if (_c35[_t33] == _t34):
                _t32 += 1
    if (_t32 >= 5):
        if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i2l0), ' has five identical nuts']))
        _end_game36(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout 39b3278d>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t42 = False
    for _t43 in _st_zones[(10 + _l1)]:
        if (_c45[_t43] == 'hamster'):
            _t42 = True
            break
    if not (_t42):
        return
    _t44 = ['reveal the hamster', 'let it happen']
    _t45 = _l1
    _t46 = len(_t44)
    if not _t46: _no_option48(_t45, 'block the theft?')
    if _t46 <= 1 and _st_log is None:
        L[2] = _t44[0] if _t46 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t47 = st.chooser(_t46, _t45)
        else:
            _t47 = _st_bits(_t46.bit_length())
            while _t47 >= _t46: _t47 = _st_bits(_t46.bit_length())
        L[2] = _t44[_t47]; st.decisions += 1
    elif _decide49(st, L, _t44, _t45): raise _PlayoutCut46()
    if (L[2] == 'reveal the hamster'):
        _t50 = None
        for _t51 in _st_zones[(10 + _l1)]:
            if (_c45[_t51] == 'hamster'):
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
            _move_cards50(st, _t48, _t49, False)
        if _st_log is not None: _st_log.append(_Text53(_audience51(st), [_PlayerRef52(_l1), "'s hamster blocks the theft"]))
        _cancel54(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout 4390fecf>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t35 = []
    for _t36 in (_k38 or []):
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
    elif _decide41(st, L, _t35, _t37): raise _PlayoutCut39()
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text43(_audience42(st), ['no one has a nut to steal']))
        return 2
    if len(st.events) >= 100: _check_event_depth44(st)
    _t40 = [_l0, L[1]]
    _t41 = [0, _t40, False, len(st.cur), st.thread_player]
    st.events.append(_t41)
    _t53 = _t40 + _k55
    if _p56(st, _t53) == 3: return 3
    if not _t41[2]:
        _t54 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value57(st, 0, 1, 'steal')))]
        _t55 = _l0
        _t56 = len(_t54)
        if not _t56: _no_option59(_t55, 'raccoon: nut to steal')
        if _t56 <= 1 and _st_log is None:
            L[2] = _t54[0] if _t56 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t57 = st.chooser(_t56, _t55)
            else:
                _t57 = _st_bits(_t56.bit_length())
                while _t57 >= _t56: _t57 = _st_bits(_t56.bit_length())
            L[2] = _t54[_t57]; st.decisions += 1
        elif _decide60(st, L, _t54[:], _t55): raise _PlayoutCut39()
        _t58 = L[2]
        _t59 = (2 + _l0)
        if type(_t58) is int and _st_log is None:
            _t60 = _st_zones[_st_loc[_t58]]
            if _t60[-1] == _t58: _t60.pop()
            else: _t60.remove(_t58)
            _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
        elif _t58 is not None:
            _move_cards61(st, _t58, _t59, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        try:
            _t63 = _c62[_i3l1]
        except Exception:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c62[_t62] == _c62[_i3l1]):
                    _t61 += 1
        else:
            _t61 = 0
            for _t62 in _st_zones[(2 + _i3l0)]:
                if (_c62[_t62] == _t63):
                    _t61 += 1
        if (_t61 >= 5):
            if _st_log is not None: _st_log.append(_Text43(_audience42(st), [_PlayerRef63(_i3l0), ' has five identical nuts']))
            _end_game64(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout 8b84caa3>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t65 = (_o66[_st_vars[0]] or [])
    _budget67[0] -= len(_t65)
    if _budget67[0] < 0: _spent68(st)
    for _t64 in _t65:
        L[2] = _t64
        _t68 = []
        for _t69 in _st_zones[(10 + _t64)]:
            if (_c70[_t69] == 'beaver'):
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
            _move_cards69(st, _t66, _t67, False)
    _t73 = (_o71[_st_vars[0]] or ())
    _budget67[0] -= len(_t73)
    if _budget67[0] < 0: _spent68(st)
    _t72 = []
    for _t74 in _t73:
        _t75 = False
        for _t76 in _st_zones[(14 + _t74)]:
            if (_c70[_t76] == 'beaver'):
                _t75 = True
                break
        if _t75:
            _t72.append(_t74)
    L[3] = _t72
    if (len((L[3] or ())) == 1):
        _t78 = (L[3] or ())
        _budget67[0] -= len(_t78)
        if _budget67[0] < 0: _spent68(st)
        _t77 = None
        for _t79 in _t78:
            _t77 = _t79
            break
        L[4] = _t77
        _t80 = ['draw 3 nuts', 'draw nothing']
        _t81 = L[4]
        _t82 = len(_t80)
        if not _t82: _no_option74(_t81, 'beaver: draw 3 nuts?')
        if _t82 <= 1 and _st_log is None:
            L[5] = _t80[0] if _t82 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t83 = st.chooser(_t82, _t81)
            else:
                _t83 = _st_bits(_t82.bit_length())
                while _t83 >= _t82: _t83 = _st_bits(_t82.bit_length())
            L[5] = _t80[_t83]; st.decisions += 1
        elif _decide75(st, L, _t80, _t81): raise _PlayoutCut72()
        if (L[5] == 'draw 3 nuts'):
            _t85 = (_k76 or [])
            _budget67[0] -= len(_t85)
            if _budget67[0] < 0: _spent68(st)
            for _t84 in _t85:
                L[8] = _t84
                if _p77(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text80(_audience78(st), [_plain79(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        _t87 = (_o81[_st_vars[0]] or [])
        _budget67[0] -= len(_t87)
        if _budget67[0] < 0: _spent68(st)
        for _t86 in _t87:
            L[11] = _t86
            if not ((not (_t86 in (L[3] or ())))): continue
            if _p77(st, [_t86, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 398dd7b0>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t19 = (_k18 or [])
    _budget19[0] -= len(_t19)
    if _budget19[0] < 0: _spent20(st)
    for _t18 in _t19:
        L[4] = _t18
        _t21 = (_o21[st.vars[0]] or [])
        _budget19[0] -= len(_t21)
        if _budget19[0] < 0: _spent20(st)
        for _t20 in _t21:
            L[7] = _t20
            if (not _st_zones[(10 + _t20)]):
                if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_t20), ' has no face-down critter left and passes']))
            else:
                _t22 = _st_zones[(10 + _t20)]
                _t23 = _t20
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
                elif _decide28(st, L, _t22[:], _t23): raise _PlayoutCut25()
                _t26 = L[8]
                _t27 = (14 + _t20)
                if type(_t26) is int and _st_log is None:
                    _t28 = _st_zones[_st_loc[_t26]]
                    if _t28[-1] == _t26: _t28.pop()
                    else: _t28.remove(_t26)
                    _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
                elif _t26 is not None:
                    _move_cards29(st, _t26, _t27, False)
                _i1l0 = _t20
                _i1l1 = L[8]
                if (_c30[_i1l1] == 'squirrel'):
                    if _p37(st, [_i1l0, None]) == 3: return 3
                elif (_c30[_i1l1] == 'raccoon'):
                    if _p65(st, [_i1l0, None, None]) == 3: return 3
                elif (_c30[_i1l1] == 'beaver'):
                    if _p83(st, _k82[:]) == 3: return 3
                elif (_c30[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t88 = None
                    for _t89 in _st_zones[(14 + _i4l0)]:
                        if (_c30[_t89] != 'marmot'):
                            _t88 = _t89
                            break
                    _i4[1] = _t88
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c30[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p37(st, [_i4l0, None]) == 3: return 3
                    elif (_c30[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p65(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i4l0), "'s marmot cannot repeat a ", _plain84(_c30[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 865fadbc>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text86(_audience85(st), ['The nut deck is empty: the game ends']))
        _end_game87(st, None, False); return 3
    for _t90 in (_k88 or []):
        L[11] = _t90
        _t91 = (14 + _t90)
        _t92 = (6 + _t90)
        if _st_log is None and _t91 != _t92:
            _t93 = _st_zones[_t91]; _st_zones[_t92] += _t93
            for _t94 in _t93: _st_loc[_t94] = _t92
            _t93.clear()
        else:
            _move_cards89(st, _st_zones[_t91][:], _t92, False)
        _t95 = (10 + _t90)
        _t96 = (6 + _t90)
        if _st_log is None and _t95 != _t96:
            _t97 = _st_zones[_t95]; _st_zones[_t96] += _t97
            for _t98 in _t97: _st_loc[_t98] = _t96
            _t97.clear()
        else:
            _move_cards89(st, _st_zones[_t95][:], _t96, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play_turn #18 feede2b8>
def _native(st, L):
    return _k90

# <rulerun hoarders.rules: play_turn #19 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun hoarders.rules: play_turn #20 fa16fd4b>
def _native(st, L):
    return _k91

# <rulerun hoarders.rules: play_turn #21 8ca4785d>
def _native(st, L):
    return _o92[st.vars[0]]

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

# <rulerun hoarders.rules: draw_nut #26 acc66494>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text95(_audience93(st), ['the nut deck is empty: ', _PlayerRef94(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t99 = L[1]
    _t100 = (2 + _l0)
    if type(_t99) is int and _st_log is None:
        _t101 = _st_zones[_st_loc[_t99]]
        if _t101[-1] == _t99: _t101.pop()
        else: _t101.remove(_t99)
        _st_zones[_t100].append(_t99); _st_loc[_t99] = _t100
    elif _t99 is not None:
        _move_cards96(st, _t99, _t100, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    try:
        _t104 = _c97[_i5l1]
    except Exception:
        _t102 = 0
        for _t103 in _st_zones[(2 + _i5l0)]:
            if (_c97[_t103] == _c97[_i5l1]):
                _t102 += 1
    else:
        _t102 = 0
        for _t103 in _st_zones[(2 + _i5l0)]:
            if (_c97[_t103] == _t104):
                _t102 += 1
    if (_t102 >= 5):
        if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_i5l0), ' has five identical nuts']))
        _end_game98(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 489364fd>
def _native(st, L):
    if _p99(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 d09a061c>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text102(_audience100(st), [_PlayerRef101(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 804f926d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c103[_l1] == 'squirrel'):
        if _p104(st, [_l0, None]) == 3: return 3
    elif (_c103[_l1] == 'raccoon'):
        if _p105(st, [_l0, None, None]) == 3: return 3
    elif (_c103[_l1] == 'beaver'):
        if _p107(st, _k106[:]) == 3: return 3
    elif (_c103[_l1] == 'marmot'):
        _i6l0 = _l0
        _i6 = [_i6l0, None]
        _t105 = None
        for _t106 in st.zones[(14 + _i6l0)]:
            if (_c103[_t106] != 'marmot'):
                _t105 = _t106
                break
        _i6[1] = _t105
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c103[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), "'s marmot repeats the squirrel"]))
            if _p104(st, [_i6l0, None]) == 3: return 3
        elif (_c103[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), "'s marmot repeats the raccoon"]))
            if _p105(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_i6l0), "'s marmot cannot repeat a ", _plain111(_c103[_i6[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #30 3350754f>
def _native(st, L):
    return (_c112[L[1]] == 'squirrel')

# <rulerun hoarders.rules: resolve #31 25e48b5f>
def _native(st, L):
    return (_c113[L[1]] == 'raccoon')

# <rulerun hoarders.rules: resolve #32 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: resolve #33 f5f57460>
def _native(st, L):
    return (_c114[L[1]] == 'beaver')

# <rulerun hoarders.rules: resolve #34 c35a4010>
def _native(st, L):
    return (_c115[L[1]] == 'marmot')

# <rulerun hoarders.rules: resolve #35 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: check_win #36 7213df2d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _st_zones = st.zones
    try:
        _t109 = _c116[_l1]
    except Exception:
        _t107 = 0
        for _t108 in _st_zones[(2 + _l0)]:
            if (_c116[_t108] == _c116[_l1]):
                _t107 += 1
    else:
        _t107 = 0
        for _t108 in _st_zones[(2 + _l0)]:
            if (_c116[_t108] == _t109):
                _t107 += 1
    if (_t107 >= 5):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_l0), ' has five identical nuts']))
        _end_game120(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 fec9a42b>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text122(_audience121(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 c0cd5a66>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t110 = _l2
    _t111 = (2 + _l0)
    if type(_t110) is int and _st_log is None:
        _t112 = _st_zones[_st_loc[_t110]]
        if _t112[-1] == _t110: _t112.pop()
        else: _t112.remove(_t110)
        _st_zones[_t111].append(_t110); _st_loc[_t110] = _t111
    elif _t110 is not None:
        _move_cards123(st, _t110, _t111, False)
    _i7l0 = _l0
    _i7l1 = _l2
    try:
        _t115 = _c124[_i7l1]
    except Exception:
        _t113 = 0
        for _t114 in _st_zones[(2 + _i7l0)]:
            if (_c124[_t114] == _c124[_i7l1]):
                _t113 += 1
    else:
        _t113 = 0
        for _t114 in _st_zones[(2 + _i7l0)]:
            if (_c124[_t114] == _t115):
                _t113 += 1
    if (_t113 >= 5):
        if _st_log is not None: _st_log.append(_Text127(_audience125(st), [_PlayerRef126(_i7l0), ' has five identical nuts']))
        _end_game128(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 6485d5e3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth129(st)
    _t116 = [_l0, L[1]]
    _t117 = [0, _t116, False, len(st.cur), st.thread_player]
    st.events.append(_t117)
    _t118 = _t116 + _k130
    if _p131(st, _t118) == 3: return 3
    if not _t117[2]:
        _t119 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value132(st, 0, 1, 'steal')))]
        _t120 = _l0
        _t121 = len(_t119)
        if not _t121: _no_option135(_t120, 'raccoon: nut to steal')
        if _t121 <= 1 and _st_log is None:
            L[2] = _t119[0] if _t121 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t122 = st.chooser(_t121, _t120)
            else:
                _t122 = _st_bits(_t121.bit_length())
                while _t122 >= _t121: _t122 = _st_bits(_t121.bit_length())
            L[2] = _t119[_t122]; st.decisions += 1
        elif _decide136(st, L, _t119[:], _t120): raise _PlayoutCut133()
        _t123 = L[2]
        _t124 = (2 + _l0)
        if type(_t123) is int and _st_log is None:
            _t125 = _st_zones[_st_loc[_t123]]
            if _t125[-1] == _t123: _t125.pop()
            else: _t125.remove(_t123)
            _st_zones[_t124].append(_t123); _st_loc[_t123] = _t124
        elif _t123 is not None:
            _move_cards137(st, _t123, _t124, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        try:
            _t128 = _c138[_i8l1]
        except Exception:
            _t126 = 0
            for _t127 in _st_zones[(2 + _i8l0)]:
                if (_c138[_t127] == _c138[_i8l1]):
                    _t126 += 1
        else:
            _t126 = 0
            for _t127 in _st_zones[(2 + _i8l0)]:
                if (_c138[_t127] == _t128):
                    _t126 += 1
        if (_t126 >= 5):
            if _st_log is not None: _st_log.append(_Text141(_audience139(st), [_PlayerRef140(_i8l0), ' has five identical nuts']))
            _end_game142(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 8cb282d8>
def _native(st, L):
    return _k143

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

# <rulerun hoarders.rules: raccoon #44 d2170eb1>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value144(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 af5b9680>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t130 = (_o145[_st_vars[0]] or [])
    _budget146[0] -= len(_t130)
    if _budget146[0] < 0: _spent147(st)
    for _t129 in _t130:
        L[2] = _t129
        _t133 = []
        for _t134 in _st_zones[(10 + _t129)]:
            if (_c149[_t134] == 'beaver'):
                _t133.append(_t134)
        _t131 = _t133
        _t132 = (14 + _t129)
        if type(_t131) is list and st.log is None:
            for _t135 in _t131:
                _t136 = _st_zones[_st_loc[_t135]]
                if _t136[-1] == _t135: _t136.pop()
                else: _t136.remove(_t135)
                _st_zones[_t132].append(_t135); _st_loc[_t135] = _t132
        elif _t131 is not None:
            _move_cards148(st, _t131, _t132, False)
    _t138 = (_o150[_st_vars[0]] or ())
    _budget146[0] -= len(_t138)
    if _budget146[0] < 0: _spent147(st)
    _t137 = []
    for _t139 in _t138:
        _t140 = False
        for _t141 in _st_zones[(14 + _t139)]:
            if (_c149[_t141] == 'beaver'):
                _t140 = True
                break
        if _t140:
            _t137.append(_t139)
    L[3] = _t137

# <rulerun hoarders.rules: beaver #46 5b529b03>
def _native(st, L):
    _t143 = (L[3] or ())
    _budget151[0] -= len(_t143)
    if _budget151[0] < 0: _spent152(st)
    _t142 = None
    for _t144 in _t143:
        _t142 = _t144
        break
    L[4] = _t142

# <rulerun hoarders.rules: beaver #47 e3da65a3>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        _t146 = (_k153 or [])
        _budget154[0] -= len(_t146)
        if _budget154[0] < 0: _spent155(st)
        for _t145 in _t146:
            L[8] = _t145
            if _p156(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 5ced80a5>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text159(_audience157(st), [_plain158(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    _t148 = (_o160[st.vars[0]] or [])
    _budget161[0] -= len(_t148)
    if _budget161[0] < 0: _spent162(st)
    for _t147 in _t148:
        L[11] = _t147
        if not ((not (_t147 in (_l3 or ())))): continue
        if _p163(st, [_t147, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 74b4c8e6>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t150 = (_l3 or ())
        _budget164[0] -= len(_t150)
        if _budget164[0] < 0: _spent165(st)
        _t149 = None
        for _t151 in _t150:
            _t149 = _t151
            break
        L[4] = _t149
        _t152 = ['draw 3 nuts', 'draw nothing']
        _t153 = L[4]
        _t154 = len(_t152)
        if not _t154: _no_option168(_t153, 'beaver: draw 3 nuts?')
        if _t154 <= 1 and _st_log is None:
            L[5] = _t152[0] if _t154 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t155 = st.chooser(_t154, _t153)
            else:
                _t155 = _st_bits(_t154.bit_length())
                while _t155 >= _t154: _t155 = _st_bits(_t154.bit_length())
            L[5] = _t152[_t155]; st.decisions += 1
        elif _decide169(st, L, _t152, _t153): raise _PlayoutCut166()
        if (L[5] == 'draw 3 nuts'):
            _t157 = (_k170 or [])
            _budget164[0] -= len(_t157)
            if _budget164[0] < 0: _spent165(st)
            for _t156 in _t157:
                L[8] = _t156
                if _p171(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text174(_audience172(st), [_plain173(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        _t159 = (_o175[st.vars[0]] or [])
        _budget164[0] -= len(_t159)
        if _budget164[0] < 0: _spent165(st)
        for _t158 in _t159:
            L[11] = _t158
            if not ((not (_t158 in (_l3 or ())))): continue
            if _p171(st, [_t158, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 a84f55ab>
def _native(st, L):
    _t160 = None
    for _t161 in st.zones[(14 + L[0])]:
        if (_c176[_t161] != 'marmot'):
            _t160 = _t161
            break
    L[1] = _t160

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

# <rulerun hoarders.rules: on before steal #62 888577d3>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t164 = None
        for _t165 in _st_zones[(10 + _l1)]:
            if (_c202[_t165] == 'hamster'):
                _t164 = _t165
                break
        _t162 = _t164
        _t163 = (14 + _l1)
        if type(_t162) is int and _st_log is None:
            _t166 = _st_zones[_st_loc[_t162]]
            if _t166[-1] == _t162: _t166.pop()
            else: _t166.remove(_t162)
            _st_zones[_t163].append(_t162); _st_loc[_t162] = _t163
        elif _t162 is not None:
            _move_cards201(st, _t162, _t163, False)
        if _st_log is not None: _st_log.append(_Text205(_audience203(st), [_PlayerRef204(_l1), "'s hamster blocks the theft"]))
        _cancel206(st)

# <rulerun hoarders.rules: on before steal #63 3947e436>
def _native(st, L):
    _t167 = False
    for _t168 in st.zones[(10 + L[1])]:
        if (_c207[_t168] == 'hamster'):
            _t167 = True
            break
    return _t167

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 5d644df3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone208(st, 0)
    _t170 = (_k209 or [])
    _budget210[0] -= len(_t170)
    if _budget210[0] < 0: _spent211(st)
    for _t169 in _t170:
        L[2] = _t169
        for _t171 in (_k212 or []):
            L[5] = _t171
            _t174 = _st_zones[1]
            _t173 = (6 + _t169)
            if _st_log is None and _t174:
                _t172 = _t174.pop(); _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
            elif _t174:
                _move_cards213(st, _t174[-1], _t173, False)
        _t175 = _st_zones[0][:-(3) - 1:-1]
        _t176 = (2 + _t169)
        if type(_t175) is list and _st_log is None:
            for _t177 in _t175:
                _t178 = _st_zones[_st_loc[_t177]]
                if _t178[-1] == _t177: _t178.pop()
                else: _t178.remove(_t177)
                _st_zones[_t176].append(_t177); _st_loc[_t177] = _t176
        elif _t175 is not None:
            _move_cards213(st, _t175, _t176, False)
    st.vars[0] = _random_item214(st, _k215)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log 3c693e6f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t201 = L[1]
    _t202 = (2 + _l0)
    if type(_t201) is int:
        _t203 = _st_zones[_st_loc[_t201]]
        if _t203[-1] == _t201: _t203.pop()
        else: _t203.remove(_t201)
        _st_zones[_t202].append(_t201); _st_loc[_t201] = _t202
    elif _t201 is not None:
        _move_cards232(st, _t201, _t202, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    try:
        _t206 = _c233[_i12l1]
    except Exception:
        _t204 = 0
        for _t205 in _st_zones[(2 + _i12l0)]:
            if (_c233[_t205] == _c233[_i12l1]):
                _t204 += 1
    else:
        _t204 = 0
        for _t205 in _st_zones[(2 + _i12l0)]:
            if (_c233[_t205] == _t206):
                _t204 += 1
    if (_t204 >= 5):
        _end_game234(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log 83ae06e2>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t214 = False
    for _t215 in _st_zones[(10 + _l1)]:
        if (_c241[_t215] == 'hamster'):
            _t214 = True
            break
    if not (_t214):
        return
    _t216 = ['reveal the hamster', 'let it happen']
    _t217 = _l1
    _t218 = len(_t216)
    if not _t218: _no_option244(_t217, 'block the theft?')
    if _t218 <= 1:
        L[2] = _t216[0] if _t218 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t219 = st.chooser(_t218, _t217)
        else:
            _t219 = _st_bits(_t218.bit_length())
            while _t219 >= _t218: _t219 = _st_bits(_t218.bit_length())
        L[2] = _t216[_t219]; st.decisions += 1
    elif _decide245(st, L, _t216, _t217): raise _PlayoutCut242()
    if (L[2] == 'reveal the hamster'):
        _t222 = None
        for _t223 in _st_zones[(10 + _l1)]:
            if (_c241[_t223] == 'hamster'):
                _t222 = _t223
                break
        _t220 = _t222
        _t221 = (14 + _l1)
        if type(_t220) is int:
            _t224 = _st_zones[_st_loc[_t220]]
            if _t224[-1] == _t220: _t224.pop()
            else: _t224.remove(_t220)
            _st_zones[_t221].append(_t220); _st_loc[_t220] = _t221
        elif _t220 is not None:
            _move_cards246(st, _t220, _t221, False)
        _cancel247(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 68d42bdd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t207 = []
    for _t208 in (_k236 or []):
        if ((_t208 != _l0) and (not not _st_zones[(2 + _t208)])): _t207.append(_t208)
    _t209 = _l0
    _t210 = len(_t207)
    if _t210 <= 1:
        L[1] = _t207[0] if _t210 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t211 = st.chooser(_t210, _t209)
        else:
            _t211 = _st_bits(_t210.bit_length())
            while _t211 >= _t210: _t211 = _st_bits(_t210.bit_length())
        L[1] = _t207[_t211]; st.decisions += 1
    elif _decide239(st, L, _t207, _t209): raise _PlayoutCut237()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth240(st)
    _t212 = [_l0, L[1]]
    _t213 = [0, _t212, False, len(st.cur), st.thread_player]
    st.events.append(_t213)
    _t225 = _t212 + _k248
    if _p249(st, _t225) == 3: return 3
    if not _t213[2]:
        _t226 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value250(st, 0, 1, 'steal')))]
        _t227 = _l0
        _t228 = len(_t226)
        if not _t228: _no_option252(_t227, 'raccoon: nut to steal')
        if _t228 <= 1:
            L[2] = _t226[0] if _t228 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t229 = st.chooser(_t228, _t227)
            else:
                _t229 = _st_bits(_t228.bit_length())
                while _t229 >= _t228: _t229 = _st_bits(_t228.bit_length())
            L[2] = _t226[_t229]; st.decisions += 1
        elif _decide253(st, L, _t226[:], _t227): raise _PlayoutCut237()
        _t230 = L[2]
        _t231 = (2 + _l0)
        if type(_t230) is int:
            _t232 = _st_zones[_st_loc[_t230]]
            if _t232[-1] == _t230: _t232.pop()
            else: _t232.remove(_t230)
            _st_zones[_t231].append(_t230); _st_loc[_t230] = _t231
        elif _t230 is not None:
            _move_cards254(st, _t230, _t231, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        try:
            _t235 = _c255[_i13l1]
        except Exception:
            _t233 = 0
            for _t234 in _st_zones[(2 + _i13l0)]:
                if (_c255[_t234] == _c255[_i13l1]):
                    _t233 += 1
        else:
            _t233 = 0
            for _t234 in _st_zones[(2 + _i13l0)]:
                if (_c255[_t234] == _t235):
                    _t233 += 1
        if (_t233 >= 5):
            _end_game256(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log ee8297a2>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    _t237 = (_o258[_st_vars[0]] or [])
    _budget259[0] -= len(_t237)
    if _budget259[0] < 0: _spent260(st)
    for _t236 in _t237:
        L[2] = _t236
        _t240 = []
        for _t241 in _st_zones[(10 + _t236)]:
            if (_c262[_t241] == 'beaver'):
                _t240.append(_t241)
        _t238 = _t240
        _t239 = (14 + _t236)
        if type(_t238) is list:
            for _t242 in _t238:
                _t243 = _st_zones[_st_loc[_t242]]
                if _t243[-1] == _t242: _t243.pop()
                else: _t243.remove(_t242)
                _st_zones[_t239].append(_t242); _st_loc[_t242] = _t239
        elif _t238 is not None:
            _move_cards261(st, _t238, _t239, False)
    _t245 = (_o263[_st_vars[0]] or ())
    _budget259[0] -= len(_t245)
    if _budget259[0] < 0: _spent260(st)
    _t244 = []
    for _t246 in _t245:
        _t247 = False
        for _t248 in _st_zones[(14 + _t246)]:
            if (_c262[_t248] == 'beaver'):
                _t247 = True
                break
        if _t247:
            _t244.append(_t246)
    L[3] = _t244
    if (len((L[3] or ())) == 1):
        _t250 = (L[3] or ())
        _budget259[0] -= len(_t250)
        if _budget259[0] < 0: _spent260(st)
        _t249 = None
        for _t251 in _t250:
            _t249 = _t251
            break
        L[4] = _t249
        _t252 = ['draw 3 nuts', 'draw nothing']
        _t253 = L[4]
        _t254 = len(_t252)
        if not _t254: _no_option266(_t253, 'beaver: draw 3 nuts?')
        if _t254 <= 1:
            L[5] = _t252[0] if _t254 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t255 = st.chooser(_t254, _t253)
            else:
                _t255 = _st_bits(_t254.bit_length())
                while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
            L[5] = _t252[_t255]; st.decisions += 1
        elif _decide267(st, L, _t252, _t253): raise _PlayoutCut264()
        if (L[5] == 'draw 3 nuts'):
            _t257 = (_k268 or [])
            _budget259[0] -= len(_t257)
            if _budget259[0] < 0: _spent260(st)
            for _t256 in _t257:
                L[8] = _t256
                if _p269(st, [L[4], None]) == 3: return 3
    else:
        _t259 = (_o270[_st_vars[0]] or [])
        _budget259[0] -= len(_t259)
        if _budget259[0] < 0: _spent260(st)
        for _t258 in _t259:
            L[11] = _t258
            if not ((not (_t258 in (L[3] or ())))): continue
            if _p269(st, [_t258, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 750168f2>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    for _t271 in (_k275 or []):
        st.thread_player = st.inline_thread = _t271
        _i15 = L[:]; _i15[0] = _t271
        _t272 = _st_zones[(6 + _t271)]
        _t273 = _t271
        _t276 = len(_t272); _t274 = _comb278(_t276, 2)
        if not _t274: _no_option279(_t273, 'critters to play face down')
        if _t274 <= 1:
            _i15[1] = _option_at280(_t272, 2, False, 0) if _t274 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t275 = st.chooser(_t274, _t273)
            else:
                _t275 = _st_bits(_t274.bit_length())
                while _t275 >= _t274: _t275 = _st_bits(_t274.bit_length())
            _t277 = _PICKS281.get((_t276, 2)) or _picks282(_t276, 2)
            _i15[1] = list(_t277[_t275](_t272)) if _t277 else _option_at280(_t272, 2, False, _t275)
            st.decisions += 1
        elif _offer277(st, _i15, _t272[:]): raise _PlayoutCut276()
        _t278 = _i15[1]
        _t279 = (10 + _t271)
        if type(_t278) is list:
            for _t280 in _t278:
                _t281 = _st_zones[_st_loc[_t280]]
                if _t281[-1] == _t280: _t281.pop()
                else: _t281.remove(_t280)
                _st_zones[_t279].append(_t280); _st_loc[_t280] = _t279
        elif _t278 is not None:
            _move_cards283(st, _t278, _t279, False)
    st.thread_player = st.inline_thread = None
    _t283 = (_k284 or [])
    _budget285[0] -= len(_t283)
    if _budget285[0] < 0: _spent286(st)
    for _t282 in _t283:
        L[4] = _t282
        _t285 = (_o287[_st_vars[0]] or [])
        _budget285[0] -= len(_t285)
        if _budget285[0] < 0: _spent286(st)
        for _t284 in _t285:
            L[7] = _t284
            if (not _st_zones[(10 + _t284)]):
                pass
            else:
                _t286 = _st_zones[(10 + _t284)]
                _t287 = _t284
                _t288 = len(_t286)
                if not _t288: _no_option279(_t287, 'critter to reveal')
                if _t288 <= 1:
                    L[8] = _t286[0] if _t288 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t289 = st.chooser(_t288, _t287)
                    else:
                        _t289 = _st_bits(_t288.bit_length())
                        while _t289 >= _t288: _t289 = _st_bits(_t288.bit_length())
                    L[8] = _t286[_t289]; st.decisions += 1
                elif _decide289(st, L, _t286[:], _t287): raise _PlayoutCut276()
                _t290 = L[8]
                _t291 = (14 + _t284)
                if type(_t290) is int:
                    _t292 = _st_zones[_st_loc[_t290]]
                    if _t292[-1] == _t290: _t292.pop()
                    else: _t292.remove(_t290)
                    _st_zones[_t291].append(_t290); _st_loc[_t290] = _t291
                elif _t290 is not None:
                    _move_cards283(st, _t290, _t291, False)
                _i16l0 = _t284
                _i16l1 = L[8]
                if (_c290[_i16l1] == 'squirrel'):
                    if _p291(st, [_i16l0, None]) == 3: return 3
                elif (_c290[_i16l1] == 'raccoon'):
                    if _p292(st, [_i16l0, None, None]) == 3: return 3
                elif (_c290[_i16l1] == 'beaver'):
                    if _p294(st, _k293[:]) == 3: return 3
                elif (_c290[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t293 = None
                    for _t294 in _st_zones[(14 + _i17l0)]:
                        if (_c290[_t294] != 'marmot'):
                            _t293 = _t294
                            break
                    _i17[1] = _t293
                    if (_i17[1] is None):
                        pass
                    elif (_c290[_i17[1]] == 'squirrel'):
                        if _p291(st, [_i17l0, None]) == 3: return 3
                    elif (_c290[_i17[1]] == 'raccoon'):
                        if _p292(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game295(st, None, False); return 3
    for _t295 in (_k296 or []):
        L[11] = _t295
        _t296 = (14 + _t295)
        _t297 = (6 + _t295)
        if _t296 != _t297:
            _t298 = _st_zones[_t296]; _st_zones[_t297] += _t298
            for _t299 in _t298: _st_loc[_t299] = _t297
            _t298.clear()
        else:
            _move_cards283(st, _st_zones[_t296][:], _t297, False)
        _t300 = (10 + _t295)
        _t301 = (6 + _t295)
        if _t300 != _t301:
            _t302 = _st_zones[_t300]; _st_zones[_t301] += _t302
            for _t303 in _t302: _st_loc[_t303] = _t301
            _t302.clear()
        else:
            _move_cards283(st, _st_zones[_t300][:], _t301, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 113812db>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    while True:
        _budget216[0] -= 1
        if _budget216[0] < 0: _spent217(st)
        if _p298(st, _k297[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 ca0529f1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT299[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step303(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t304 = L[0]
            _t307 = len(_o); _t305 = _comb305(_t307, 2)
            if not _t305: _no_option306(_t304, 'critters to play face down')
            if _t305 <= 1 and _st_log is None:
                L[1] = _option_at307(_o, 2, False, 0) if _t305 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t306 = st.chooser(_t305, _t304)
                else:
                    _t306 = _st_bits(_t305.bit_length())
                    while _t306 >= _t305: _t306 = _st_bits(_t305.bit_length())
                _t308 = _PICKS308.get((_t307, 2)) or _picks309(_t307, 2)
                L[1] = list(_t308[_t306](_o)) if _t308 else _option_at307(_o, 2, False, _t306)
                st.decisions += 1
            elif _offer304(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run310(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k311 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o312[st.vars[0]] or []); L[6] = 0
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
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t309 = L[7]
            _t310 = len(_o)
            if not _t310: _no_option306(_t309, 'critter to reveal')
            if _t310 <= 1 and _st_log is None:
                L[8] = _o[0] if _t310 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t311 = st.chooser(_t310, _t309)
                else:
                    _t311 = _st_bits(_t310.bit_length())
                    while _t311 >= _t310: _t311 = _st_bits(_t310.bit_length())
                L[8] = _o[_t311]; st.decisions += 1
            elif _decide315(st, L, _o[:], _t309): return True
            pc = 13
        if pc == 13:
            _r = _run316(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit317(_k318)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit301(_k, st, _d0): raise _Runaway300()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit301(_k, st, _d0): raise _Runaway300()
            continue
        if pc == 17:
            _r = _run319(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k320)

# <rulerun hoarders.rules: resolve #74 44975789>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c323[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c323[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit325(_k326)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c323[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit325(_k327)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c323[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit325(_k328)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run329(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k330)

# <rulerun hoarders.rules: draw_nut #75 371d783f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k334)

# <rulerun hoarders.rules: check_win #76 f81016f6>
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

# <rulerun hoarders.rules: raccoon #77 b2b3fc04>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t312 in (_k341 or []):
                if ((_t312 != L[0]) and (not not _st_zones[(2 + _t312)])): _o.append(_t312)
            fr[1] = 1
            _t313 = L[0]
            _t314 = len(_o)
            if _t314 <= 1 and _st_log is None:
                L[1] = _o[0] if _t314 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t315 = st.chooser(_t314, _t313)
                else:
                    _t315 = _st_bits(_t314.bit_length())
                    while _t315 >= _t314: _t315 = _st_bits(_t314.bit_length())
                L[1] = _o[_t315]; st.decisions += 1
            elif _decide343(st, L, _o, _t313): return True
            pc = 1
        if pc == 1:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step345(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value346(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t316 = L[0]
            _t317 = len(_o)
            if not _t317: _no_option348(_t316, 'raccoon: nut to steal')
            if _t317 <= 1 and _st_log is None:
                L[2] = _o[0] if _t317 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t318 = st.chooser(_t317, _t316)
                else:
                    _t318 = _st_bits(_t317.bit_length())
                    while _t318 >= _t317: _t318 = _st_bits(_t317.bit_length())
                L[2] = _o[_t318]; st.decisions += 1
            elif _decide349(st, L, _o[:], _t316): return True
            pc = 5
        if pc == 5:
            _r = _run350(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step351(st, fr): return True
            return None
        if pc == 7:
            _step352(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k353)

# <rulerun hoarders.rules: beaver #78 b397f77a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run356(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run357(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t319 = L[4]
            _t320 = len(_o)
            if not _t320: _no_option359(_t319, 'beaver: draw 3 nuts?')
            if _t320 <= 1 and _st_log is None:
                L[5] = _o[0] if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                L[5] = _o[_t321]; st.decisions += 1
            elif _decide360(st, L, _o, _t319): return True
            pc = 4
        if pc == 4:
            _r = _run361(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run362(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k363)

# <rulerun hoarders.rules: marmot #79 86e9e45e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run366(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run367(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c368[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c368[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit371(_k372)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k374)

# <rulerun hoarders.rules: on before steal #80 25323ce5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t322 = False
            for _t323 in st.zones[(10 + L[1])]:
                if (_c377[_t323] == 'hamster'):
                    _t322 = True
                    break
            if not (_t322):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t324 = L[1]
            _t325 = len(_o)
            if not _t325: _no_option379(_t324, 'block the theft?')
            if _t325 <= 1 and _st_log is None:
                L[2] = _o[0] if _t325 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t326 = st.chooser(_t325, _t324)
                else:
                    _t326 = _st_bits(_t325.bit_length())
                    while _t326 >= _t325: _t326 = _st_bits(_t325.bit_length())
                L[2] = _o[_t326]; st.decisions += 1
            elif _decide380(st, L, _o, _t324): return True
            pc = 2
        if pc == 2:
            _r = _run381(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k382)

# <rulerun hoarders.rules: play #81 04f6d547>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT383[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run386(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit387(_k388)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit385(_k, st, _d0): raise _Runaway384()
            continue
        if pc == 4:
            fr[1] = 5
            if _step389(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k390)

# <rulerun hoarders.rules: resolve #82 playout a9d9477c>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c411[_l1] == 'squirrel'):
        if _p412(st, [_l0, None]) == 3: return 3
    elif (_c411[_l1] == 'raccoon'):
        if _p413(st, [_l0, None, None]) == 3: return 3
    elif (_c411[_l1] == 'beaver'):
        if _p415(st, _k414[:]) == 3: return 3
    elif (_c411[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t335 = None
        for _t336 in st.zones[(14 + _i18l0)]:
            if (_c411[_t336] != 'marmot'):
                _t335 = _t336
                break
        _i18[1] = _t335
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text418(_audience416(st), [_PlayerRef417(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c411[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text418(_audience416(st), [_PlayerRef417(_i18l0), "'s marmot repeats the squirrel"]))
            if _p412(st, [_i18l0, None]) == 3: return 3
        elif (_c411[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text418(_audience416(st), [_PlayerRef417(_i18l0), "'s marmot repeats the raccoon"]))
            if _p413(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text418(_audience416(st), [_PlayerRef417(_i18l0), "'s marmot cannot repeat a ", _plain419(_c411[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text418(_audience416(st), [_PlayerRef417(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 0941e9a3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT391[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region395(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step396(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t327 = L[0]
            _t330 = len(_o); _t328 = _comb398(_t330, 2)
            if not _t328: _no_option399(_t327, 'critters to play face down')
            if _t328 <= 1 and _st_log is None:
                L[1] = _option_at400(_o, 2, False, 0) if _t328 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t329 = st.chooser(_t328, _t327)
                else:
                    _t329 = _st_bits(_t328.bit_length())
                    while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
                _t331 = _PICKS401.get((_t330, 2)) or _picks402(_t330, 2)
                L[1] = list(_t331[_t329](_o)) if _t331 else _option_at400(_o, 2, False, _t329)
                st.decisions += 1
            elif _offer397(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region404(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k405 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o406[st.vars[0]] or []); L[6] = 0
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
            _r = _run407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t332 = L[7]
            _t333 = len(_o)
            if not _t333: _no_option399(_t332, 'critter to reveal')
            if _t333 <= 1 and _st_log is None:
                L[8] = _o[0] if _t333 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t334 = st.chooser(_t333, _t332)
                else:
                    _t334 = _st_bits(_t333.bit_length())
                    while _t334 >= _t333: _t334 = _st_bits(_t333.bit_length())
                L[8] = _o[_t334]; st.decisions += 1
            elif _decide409(st, L, _o[:], _t332): return True
            pc = 13
        if pc == 13:
            _r = _run410(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p420(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit421(_k422)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit393(_k, st, _d0): raise _Runaway392()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit393(_k, st, _d0): raise _Runaway392()
            continue
        if pc == 17:
            _r = _run423(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k424)

# <rulerun hoarders.rules: marmot #84 playout 9a751784>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t337 = None
    for _t338 in st.zones[(14 + _l0)]:
        if (_c435[_t338] != 'marmot'):
            _t337 = _t338
            break
    L[1] = _t337
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text438(_audience436(st), [_PlayerRef437(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c435[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text438(_audience436(st), [_PlayerRef437(_l0), "'s marmot repeats the squirrel"]))
        if _p439(st, [_l0, None]) == 3: return 3
    elif (_c435[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text438(_audience436(st), [_PlayerRef437(_l0), "'s marmot repeats the raccoon"]))
        if _p440(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text438(_audience436(st), [_PlayerRef437(_l0), "'s marmot cannot repeat a ", _plain441(_c435[L[1]])]))

# <rulerun hoarders.rules: resolve #85 20bb4262>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region427(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c428[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c428[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p430(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit431(_k432)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c428[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p433(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit431(_k434)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c428[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p442(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit431(_k443)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run444(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k445)

# <rulerun hoarders.rules: raccoon #86 bae69d10>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t339 in (_k448 or []):
                if ((_t339 != L[0]) and (not not _st_zones[(2 + _t339)])): _o.append(_t339)
            fr[1] = 1
            _t340 = L[0]
            _t341 = len(_o)
            if _t341 <= 1 and _st_log is None:
                L[1] = _o[0] if _t341 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t342 = st.chooser(_t341, _t340)
                else:
                    _t342 = _st_bits(_t341.bit_length())
                    while _t342 >= _t341: _t342 = _st_bits(_t341.bit_length())
                L[1] = _o[_t342]; st.decisions += 1
            elif _decide450(st, L, _o, _t340): return True
            pc = 1
        if pc == 1:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region452(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step453(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value454(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t343 = L[0]
            _t344 = len(_o)
            if not _t344: _no_option456(_t343, 'raccoon: nut to steal')
            if _t344 <= 1 and _st_log is None:
                L[2] = _o[0] if _t344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t345 = st.chooser(_t344, _t343)
                else:
                    _t345 = _st_bits(_t344.bit_length())
                    while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
                L[2] = _o[_t345]; st.decisions += 1
            elif _decide457(st, L, _o[:], _t343): return True
            pc = 5
        if pc == 5:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step459(st, fr): return True
            return None
        if pc == 7:
            _step460(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k461)

# <rulerun hoarders.rules: beaver #87 369eba1d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run464(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region465(st, L)
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
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t346 = L[4]
            _t347 = len(_o)
            if not _t347: _no_option468(_t346, 'beaver: draw 3 nuts?')
            if _t347 <= 1 and _st_log is None:
                L[5] = _o[0] if _t347 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t348 = st.chooser(_t347, _t346)
                else:
                    _t348 = _st_bits(_t347.bit_length())
                    while _t348 >= _t347: _t348 = _st_bits(_t347.bit_length())
                L[5] = _o[_t348]; st.decisions += 1
            elif _decide469(st, L, _o, _t346): return True
            pc = 4
        if pc == 4:
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run471(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k472)

# <rulerun hoarders.rules: marmot #88 20ffbb50>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run475(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region476(st, L)
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
            _r = _run477(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c478[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c478[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run480(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p481(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit482(_k483)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k485)

# <rulerun hoarders.rules: play #89 444c42fa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT486[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region490(st, L)
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
                if _p491(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit492(_k493)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit488(_k, st, _d0): raise _Runaway487()
            continue
        if pc == 4:
            fr[1] = 5
            if _step494(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k495)

# <rulerun hoarders.rules: play #90 b5f7da1a>
def _loop(st, p):
    _st_zones = st.zones
    _t349 = (_k496 or ())
    _budget497[0] -= len(_t349)
    if _budget497[0] < 0: _spent498(st)
    _t352 = _NOT_YET
    _t351 = None
    for _t350 in _t349:
        _t353 = (_t352 if _t352 is not _NOT_YET else (_t352 := list(map(_c499.__getitem__, _st_zones[(2 + p)])))).count(_t350)
        if _t351 is None or _t353 > _t351:
            _t351 = _t353
    return _t351

# <rulerun hoarders.rules: rank #91 1f5a90af>
def _native(st, p):
    return (_a500(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

