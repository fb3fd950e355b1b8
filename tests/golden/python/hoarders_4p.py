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

# <rulerun hoarders.rules: draw_nut #8 playout 66aaf2db>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text31(_audience29(st), ['the nut deck is empty: ', _PlayerRef30(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t28 = L[1]
    _t29 = (2 + _l0)
    if type(_t28) is int and _st_log is None:
        _t30 = _st_zones[_st_loc[_t28]]
        if _t30[-1] == _t28: _t30.pop()
        else: _t30.remove(_t28)
        _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
    elif _t28 is not None:
        _move_cards32(st, _t28, _t29, False)
    _i2l0 = _l0
    _i2l1 = L[1]
    _t32 = _st_zones[(2 + _i2l0)]
    _budget33[0] -= len(_t32)
    if _budget33[0] < 0: _spent34(st)
    try:
        _t34 = _c35[_i2l1]
    except Exception:
        _t31 = 0
        for _t33 in _t32:
            if (_c35[_t33] == _c35[_i2l1]):
                _t31 += 1
    else:
        _t31 = 0
        for _t33 in _t32:
            if (_c35[_t33] == _t34):
                _t31 += 1
    if (_t31 >= 5):
        if _st_log is not None: _st_log.append(_Text31(_audience29(st), [_PlayerRef30(_i2l0), ' has five identical nuts']))
        _end_game36(st, _i2l0, True); return 3

# <rulerun hoarders.rules: raccoon #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun hoarders.rules: on before steal #11 playout 5ed029f4>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t43 = _st_zones[(10 + _l1)]
    _budget45[0] -= len(_t43)
    if _budget45[0] < 0: _spent46(st)
    _t42 = False
    for _t44 in _t43:
        if (_c47[_t44] == 'hamster'):
            _t42 = True
            break
    if not (_t42):
        return
    _t45 = ['reveal the hamster', 'let it happen']
    _t46 = _l1
    _t47 = len(_t45)
    if _t47 <= 1 and _st_log is None:
        L[2] = _t45[0] if _t47 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t48 = st.chooser(_t47, _t46)
        else:
            _t48 = _st_bits(_t47.bit_length())
            while _t48 >= _t47: _t48 = _st_bits(_t47.bit_length())
        L[2] = _t45[_t48]; st.decisions += 1
    elif _decide50(st, L, _t45, _t46): raise _PlayoutCut48()
    if (L[2] == 'reveal the hamster'):
        _t52 = _st_zones[(10 + _l1)]
        _budget45[0] -= len(_t52)
        if _budget45[0] < 0: _spent46(st)
        _t51 = None
        for _t53 in _t52:
            if (_c47[_t53] == 'hamster'):
                _t51 = _t53
                break
        _t49 = _t51
        _t50 = (14 + _l1)
        if type(_t49) is int and _st_log is None:
            _t54 = _st_zones[_st_loc[_t49]]
            if _t54[-1] == _t49: _t54.pop()
            else: _t54.remove(_t49)
            _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
        elif _t49 is not None:
            _move_cards51(st, _t49, _t50, False)
        if _st_log is not None: _st_log.append(_Text54(_audience52(st), [_PlayerRef53(_l1), "'s hamster blocks the theft"]))
        _cancel55(st)

# <rulerun hoarders.rules: raccoon #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: raccoon #13 playout b6c3abbd>
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
    _t55 = _t40 + _k56
    if _p57(st, _t55) == 3: return 3
    if not _t41[2]:
        _t56 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value58(st, 0, 1, 'steal')))]
        _t57 = _l0
        _t58 = len(_t56)
        if _t58 <= 1 and _st_log is None:
            L[2] = _t56[0] if _t58 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t59 = st.chooser(_t58, _t57)
            else:
                _t59 = _st_bits(_t58.bit_length())
                while _t59 >= _t58: _t59 = _st_bits(_t58.bit_length())
            L[2] = _t56[_t59]; st.decisions += 1
        elif _decide60(st, L, _t56[:], _t57): raise _PlayoutCut39()
        _t60 = L[2]
        _t61 = (2 + _l0)
        if type(_t60) is int and _st_log is None:
            _t62 = _st_zones[_st_loc[_t60]]
            if _t62[-1] == _t60: _t62.pop()
            else: _t62.remove(_t60)
            _st_zones[_t61].append(_t60); _st_loc[_t60] = _t61
        elif _t60 is not None:
            _move_cards61(st, _t60, _t61, False)
        _i3l0 = _l0
        _i3l1 = L[2]
        _t64 = _st_zones[(2 + _i3l0)]
        _budget62[0] -= len(_t64)
        if _budget62[0] < 0: _spent63(st)
        try:
            _t66 = _c64[_i3l1]
        except Exception:
            _t63 = 0
            for _t65 in _t64:
                if (_c64[_t65] == _c64[_i3l1]):
                    _t63 += 1
        else:
            _t63 = 0
            for _t65 in _t64:
                if (_c64[_t65] == _t66):
                    _t63 += 1
        if (_t63 >= 5):
            if _st_log is not None: _st_log.append(_Text43(_audience42(st), [_PlayerRef65(_i3l0), ' has five identical nuts']))
            _end_game66(st, _i3l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #14 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun hoarders.rules: beaver #15 playout 355ca78d>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t67 in (_o68[_st_vars[0]] or []):
        L[2] = _t67
        _t71 = _st_zones[(10 + _t67)]
        _budget70[0] -= len(_t71)
        if _budget70[0] < 0: _spent71(st)
        _t70 = []
        for _t72 in _t71:
            if (_c72[_t72] == 'beaver'):
                _t70.append(_t72)
        _t68 = _t70
        _t69 = (14 + _t67)
        if type(_t68) is list and _st_log is None:
            for _t73 in _t68:
                _t74 = _st_zones[_st_loc[_t73]]
                if _t74[-1] == _t73: _t74.pop()
                else: _t74.remove(_t73)
                _st_zones[_t69].append(_t73); _st_loc[_t73] = _t69
        elif _t68 is not None:
            _move_cards69(st, _t68, _t69, False)
    _t75 = []
    for _t76 in (_o73[_st_vars[0]] or ()):
        _t78 = _st_zones[(14 + _t76)]
        _budget70[0] -= len(_t78)
        if _budget70[0] < 0: _spent71(st)
        _t77 = False
        for _t79 in _t78:
            if (_c72[_t79] == 'beaver'):
                _t77 = True
                break
        if _t77:
            _t75.append(_t76)
    L[3] = _t75
    if (len((L[3] or ())) == 1):
        _t80 = None
        for _t81 in (L[3] or ()):
            _t80 = _t81
            break
        L[4] = _t80
        _t82 = ['draw 3 nuts', 'draw nothing']
        _t83 = L[4]
        _t84 = len(_t82)
        if _t84 <= 1 and _st_log is None:
            L[5] = _t82[0] if _t84 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t85 = st.chooser(_t84, _t83)
            else:
                _t85 = _st_bits(_t84.bit_length())
                while _t85 >= _t84: _t85 = _st_bits(_t84.bit_length())
            L[5] = _t82[_t85]; st.decisions += 1
        elif _decide76(st, L, _t82, _t83): raise _PlayoutCut74()
        if (L[5] == 'draw 3 nuts'):
            _t87 = (_k77 or [])
            _budget70[0] -= len(_t87)
            if _budget70[0] < 0: _spent71(st)
            for _t86 in _t87:
                L[8] = _t86
                if _p78(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text81(_audience79(st), [_plain80(len((L[3] or ()))), ' beavers: every other player draws a nut']))
        for _t88 in (_o82[_st_vars[0]] or []):
            L[11] = _t88
            if not ((not (_t88 in (L[3] or ())))): continue
            if _p78(st, [_t88, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #16 df84c870>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t19 = (_k17 or [])
    _budget18[0] -= len(_t19)
    if _budget18[0] < 0: _spent19(st)
    for _t18 in _t19:
        L[4] = _t18
        for _t20 in (_o20[st.vars[0]] or []):
            L[7] = _t20
            if (not _st_zones[(10 + _t20)]):
                if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_t20), ' has no face-down critter left and passes']))
            else:
                _t21 = _st_zones[(10 + _t20)]
                _t22 = _t20
                _t23 = len(_t21)
                if _t23 <= 1 and _st_log is None:
                    L[8] = _t21[0] if _t23 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t24 = st.chooser(_t23, _t22)
                    else:
                        _t24 = _st_bits(_t23.bit_length())
                        while _t24 >= _t23: _t24 = _st_bits(_t23.bit_length())
                    L[8] = _t21[_t24]; st.decisions += 1
                elif _decide26(st, L, _t21[:], _t22): raise _PlayoutCut24()
                _t25 = L[8]
                _t26 = (14 + _t20)
                if type(_t25) is int and _st_log is None:
                    _t27 = _st_zones[_st_loc[_t25]]
                    if _t27[-1] == _t25: _t27.pop()
                    else: _t27.remove(_t25)
                    _st_zones[_t26].append(_t25); _st_loc[_t25] = _t26
                elif _t25 is not None:
                    _move_cards27(st, _t25, _t26, False)
                _i1l0 = _t20
                _i1l1 = L[8]
                if (_c28[_i1l1] == 'squirrel'):
                    if _p37(st, [_i1l0, None]) == 3: return 3
                elif (_c28[_i1l1] == 'raccoon'):
                    if _p67(st, [_i1l0, None, None]) == 3: return 3
                elif (_c28[_i1l1] == 'beaver'):
                    if _p84(st, _k83[:]) == 3: return 3
                elif (_c28[_i1l1] == 'marmot'):
                    _i4l0 = _i1l0
                    _i4 = [_i4l0, None]
                    _t90 = _st_zones[(14 + _i4l0)]
                    _budget18[0] -= len(_t90)
                    if _budget18[0] < 0: _spent19(st)
                    _t89 = None
                    for _t91 in _t90:
                        if (_c28[_t91] != 'marmot'):
                            _t89 = _t91
                            break
                    _i4[1] = _t89
                    if (_i4[1] is None):
                        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_i4l0), "'s marmot comes first and has nothing to repeat"]))
                    elif (_c28[_i4[1]] == 'squirrel'):
                        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_i4l0), "'s marmot repeats the squirrel"]))
                        if _p37(st, [_i4l0, None]) == 3: return 3
                    elif (_c28[_i4[1]] == 'raccoon'):
                        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_i4l0), "'s marmot repeats the raccoon"]))
                        if _p67(st, [_i4l0, None, None]) == 3: return 3
                    else:
                        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_i4l0), "'s marmot cannot repeat a ", _plain85(_c28[_i4[1]])]))
                else:
                    if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_i1l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #17 3e108dd4>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text87(_audience86(st), ['The nut deck is empty: the game ends']))
        _end_game88(st, None, False); return 3
    for _t92 in (_k89 or []):
        L[11] = _t92
        _t93 = (14 + _t92)
        _t94 = (6 + _t92)
        if _st_log is None and _t93 != _t94:
            _t95 = _st_zones[_t93]; _st_zones[_t94] += _t95
            for _t96 in _t95: _st_loc[_t96] = _t94
            _t95.clear()
        else:
            _move_cards90(st, _st_zones[_t93][:], _t94, False)
        _t97 = (10 + _t92)
        _t98 = (6 + _t92)
        if _st_log is None and _t97 != _t98:
            _t99 = _st_zones[_t97]; _st_zones[_t98] += _t99
            for _t100 in _t99: _st_loc[_t100] = _t98
            _t99.clear()
        else:
            _move_cards90(st, _st_zones[_t97][:], _t98, False)
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

# <rulerun hoarders.rules: draw_nut #26 9734823e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text96(_audience94(st), ['the nut deck is empty: ', _PlayerRef95(_l0), ' draws nothing']))
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t101 = L[1]
    _t102 = (2 + _l0)
    if type(_t101) is int and _st_log is None:
        _t103 = _st_zones[_st_loc[_t101]]
        if _t103[-1] == _t101: _t103.pop()
        else: _t103.remove(_t101)
        _st_zones[_t102].append(_t101); _st_loc[_t101] = _t102
    elif _t101 is not None:
        _move_cards97(st, _t101, _t102, False)
    _i5l0 = _l0
    _i5l1 = L[1]
    _t105 = _st_zones[(2 + _i5l0)]
    _budget98[0] -= len(_t105)
    if _budget98[0] < 0: _spent99(st)
    try:
        _t107 = _c100[_i5l1]
    except Exception:
        _t104 = 0
        for _t106 in _t105:
            if (_c100[_t106] == _c100[_i5l1]):
                _t104 += 1
    else:
        _t104 = 0
        for _t106 in _t105:
            if (_c100[_t106] == _t107):
                _t104 += 1
    if (_t104 >= 5):
        if _st_log is not None: _st_log.append(_Text96(_audience94(st), [_PlayerRef95(_i5l0), ' has five identical nuts']))
        _end_game101(st, _i5l0, True); return 3

# <rulerun hoarders.rules: resolve #27 3d10820f>
def _native(st, L):
    if _p102(st, [L[0], None]) == 3: return 3

# <rulerun hoarders.rules: resolve #28 17145992>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text105(_audience103(st), [_PlayerRef104(L[0]), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: resolve #29 5906b166>
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
        _t109 = st.zones[(14 + _i6l0)]
        _budget111[0] -= len(_t109)
        if _budget111[0] < 0: _spent112(st)
        _t108 = None
        for _t110 in _t109:
            if (_c106[_t110] != 'marmot'):
                _t108 = _t110
                break
        _i6[1] = _t108
        if (_i6[1] is None):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c106[_i6[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot repeats the squirrel"]))
            if _p107(st, [_i6l0, None]) == 3: return 3
        elif (_c106[_i6[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot repeats the raccoon"]))
            if _p108(st, [_i6l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text115(_audience113(st), [_PlayerRef114(_i6l0), "'s marmot cannot repeat a ", _plain116(_c106[_i6[1]])]))
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

# <rulerun hoarders.rules: check_win #36 aa88d217>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    _t112 = st.zones[(2 + _l0)]
    _budget121[0] -= len(_t112)
    if _budget121[0] < 0: _spent122(st)
    try:
        _t114 = _c123[_l1]
    except Exception:
        _t111 = 0
        for _t113 in _t112:
            if (_c123[_t113] == _c123[_l1]):
                _t111 += 1
    else:
        _t111 = 0
        for _t113 in _t112:
            if (_c123[_t113] == _t114):
                _t111 += 1
    if (_t111 >= 5):
        if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_l0), ' has five identical nuts']))
        _end_game127(st, _l0, True); return 3

# <rulerun hoarders.rules: raccoon #37 85dab565>
def _native(st, L):
    _st_log = st.log
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text129(_audience128(st), ['no one has a nut to steal']))
        return 2

# <rulerun hoarders.rules: raccoon #38 ced8e99d>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t115 = _l2
    _t116 = (2 + _l0)
    if type(_t115) is int and _st_log is None:
        _t117 = _st_zones[_st_loc[_t115]]
        if _t117[-1] == _t115: _t117.pop()
        else: _t117.remove(_t115)
        _st_zones[_t116].append(_t115); _st_loc[_t115] = _t116
    elif _t115 is not None:
        _move_cards130(st, _t115, _t116, False)
    _i7l0 = _l0
    _i7l1 = _l2
    _t119 = _st_zones[(2 + _i7l0)]
    _budget131[0] -= len(_t119)
    if _budget131[0] < 0: _spent132(st)
    try:
        _t121 = _c133[_i7l1]
    except Exception:
        _t118 = 0
        for _t120 in _t119:
            if (_c133[_t120] == _c133[_i7l1]):
                _t118 += 1
    else:
        _t118 = 0
        for _t120 in _t119:
            if (_c133[_t120] == _t121):
                _t118 += 1
    if (_t118 >= 5):
        if _st_log is not None: _st_log.append(_Text136(_audience134(st), [_PlayerRef135(_i7l0), ' has five identical nuts']))
        _end_game137(st, _i7l0, True); return 3

# <rulerun hoarders.rules: raccoon #39 e1d5282e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if len(st.events) >= 100: _check_event_depth138(st)
    _t122 = [_l0, L[1]]
    _t123 = [0, _t122, False, len(st.cur), st.thread_player]
    st.events.append(_t123)
    _t124 = _t122 + _k139
    if _p140(st, _t124) == 3: return 3
    if not _t123[2]:
        _t125 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value141(st, 0, 1, 'steal')))]
        _t126 = _l0
        _t127 = len(_t125)
        if _t127 <= 1 and _st_log is None:
            L[2] = _t125[0] if _t127 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t128 = st.chooser(_t127, _t126)
            else:
                _t128 = _st_bits(_t127.bit_length())
                while _t128 >= _t127: _t128 = _st_bits(_t127.bit_length())
            L[2] = _t125[_t128]; st.decisions += 1
        elif _decide144(st, L, _t125[:], _t126): raise _PlayoutCut142()
        _t129 = L[2]
        _t130 = (2 + _l0)
        if type(_t129) is int and _st_log is None:
            _t131 = _st_zones[_st_loc[_t129]]
            if _t131[-1] == _t129: _t131.pop()
            else: _t131.remove(_t129)
            _st_zones[_t130].append(_t129); _st_loc[_t129] = _t130
        elif _t129 is not None:
            _move_cards145(st, _t129, _t130, False)
        _i8l0 = _l0
        _i8l1 = L[2]
        _t133 = _st_zones[(2 + _i8l0)]
        _budget146[0] -= len(_t133)
        if _budget146[0] < 0: _spent147(st)
        try:
            _t135 = _c148[_i8l1]
        except Exception:
            _t132 = 0
            for _t134 in _t133:
                if (_c148[_t134] == _c148[_i8l1]):
                    _t132 += 1
        else:
            _t132 = 0
            for _t134 in _t133:
                if (_c148[_t134] == _t135):
                    _t132 += 1
        if (_t132 >= 5):
            if _st_log is not None: _st_log.append(_Text151(_audience149(st), [_PlayerRef150(_i8l0), ' has five identical nuts']))
            _end_game152(st, _i8l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: raccoon #40 a9a08514>
def _native(st, L):
    return _k153

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

# <rulerun hoarders.rules: raccoon #44 cb94f8e7>
def _native(st, L):
    return (2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value154(st, 0, 1, 'steal')))

# <rulerun hoarders.rules: beaver #45 07b97f27>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t136 in (_o155[_st_vars[0]] or []):
        L[2] = _t136
        _t140 = _st_zones[(10 + _t136)]
        _budget157[0] -= len(_t140)
        if _budget157[0] < 0: _spent158(st)
        _t139 = []
        for _t141 in _t140:
            if (_c159[_t141] == 'beaver'):
                _t139.append(_t141)
        _t137 = _t139
        _t138 = (14 + _t136)
        if type(_t137) is list and st.log is None:
            for _t142 in _t137:
                _t143 = _st_zones[_st_loc[_t142]]
                if _t143[-1] == _t142: _t143.pop()
                else: _t143.remove(_t142)
                _st_zones[_t138].append(_t142); _st_loc[_t142] = _t138
        elif _t137 is not None:
            _move_cards156(st, _t137, _t138, False)
    _t144 = []
    for _t145 in (_o160[_st_vars[0]] or ()):
        _t147 = _st_zones[(14 + _t145)]
        _budget157[0] -= len(_t147)
        if _budget157[0] < 0: _spent158(st)
        _t146 = False
        for _t148 in _t147:
            if (_c159[_t148] == 'beaver'):
                _t146 = True
                break
        if _t146:
            _t144.append(_t145)
    L[3] = _t144

# <rulerun hoarders.rules: beaver #46 54d4bbb1>
def _native(st, L):
    _t149 = None
    for _t150 in (L[3] or ()):
        _t149 = _t150
        break
    L[4] = _t149

# <rulerun hoarders.rules: beaver #47 74dba33e>
def _native(st, L):
    if (L[5] == 'draw 3 nuts'):
        _t152 = (_k161 or [])
        _budget162[0] -= len(_t152)
        if _budget162[0] < 0: _spent163(st)
        for _t151 in _t152:
            L[8] = _t151
            if _p164(st, [L[4], None]) == 3: return 3

# <rulerun hoarders.rules: beaver #48 18b22ba1>
def _native(st, L):
    _l3 = L[3]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text167(_audience165(st), [_plain166(len((_l3 or ()))), ' beavers: every other player draws a nut']))
    for _t153 in (_o168[st.vars[0]] or []):
        L[11] = _t153
        if not ((not (_t153 in (_l3 or ())))): continue
        if _p169(st, [_t153, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #49 2336dcb3>
def _native(st, L):
    _l3 = L[3]
    _st_bits = st.bits
    _st_log = st.log
    if (len((_l3 or ())) == 1):
        _t154 = None
        for _t155 in (_l3 or ()):
            _t154 = _t155
            break
        L[4] = _t154
        _t156 = ['draw 3 nuts', 'draw nothing']
        _t157 = L[4]
        _t158 = len(_t156)
        if _t158 <= 1 and _st_log is None:
            L[5] = _t156[0] if _t158 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t159 = st.chooser(_t158, _t157)
            else:
                _t159 = _st_bits(_t158.bit_length())
                while _t159 >= _t158: _t159 = _st_bits(_t158.bit_length())
            L[5] = _t156[_t159]; st.decisions += 1
        elif _decide172(st, L, _t156, _t157): raise _PlayoutCut170()
        if (L[5] == 'draw 3 nuts'):
            _t161 = (_k173 or [])
            _budget174[0] -= len(_t161)
            if _budget174[0] < 0: _spent175(st)
            for _t160 in _t161:
                L[8] = _t160
                if _p176(st, [L[4], None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text179(_audience177(st), [_plain178(len((_l3 or ()))), ' beavers: every other player draws a nut']))
        for _t162 in (_o180[st.vars[0]] or []):
            L[11] = _t162
            if not ((not (_t162 in (_l3 or ())))): continue
            if _p176(st, [_t162, None]) == 3: return 3

# <rulerun hoarders.rules: beaver #50 dbff097b>
def _native(st, L):
    return (len((L[3] or ())) == 1)

# <rulerun hoarders.rules: beaver #51 61942509>
def _native(st, L):
    return ['draw 3 nuts', 'draw nothing']

# <rulerun hoarders.rules: marmot #52 023ebdd3>
def _native(st, L):
    _t164 = st.zones[(14 + L[0])]
    _budget181[0] -= len(_t164)
    if _budget181[0] < 0: _spent182(st)
    _t163 = None
    for _t165 in _t164:
        if (_c183[_t165] != 'marmot'):
            _t163 = _t165
            break
    L[1] = _t163

# <rulerun hoarders.rules: marmot #53 20c68448>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text186(_audience184(st), [_PlayerRef185(L[0]), "'s marmot comes first and has nothing to repeat"]))

# <rulerun hoarders.rules: marmot #54 0f76a7af>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text189(_audience187(st), [_PlayerRef188(_l0), "'s marmot repeats the squirrel"]))
    if _p190(st, [_l0, None]) == 3: return 3

# <rulerun hoarders.rules: marmot #55 d4080f36>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text193(_audience191(st), [_PlayerRef192(L[0]), "'s marmot repeats the raccoon"]))

# <rulerun hoarders.rules: marmot #56 7c5b3664>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text198(_audience194(st), [_PlayerRef195(L[0]), "'s marmot cannot repeat a ", _plain197(_c196[L[1]])]))

# <rulerun hoarders.rules: marmot #57 cfa1468e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_l1 is None):
        if _st_log is not None: _st_log.append(_Text201(_audience199(st), [_PlayerRef200(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c202[_l1] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text201(_audience199(st), [_PlayerRef200(_l0), "'s marmot repeats the squirrel"]))
        if _p203(st, [_l0, None]) == 3: return 3
    elif (_c202[_l1] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text201(_audience199(st), [_PlayerRef200(_l0), "'s marmot repeats the raccoon"]))
        if _p204(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text201(_audience199(st), [_PlayerRef200(_l0), "'s marmot cannot repeat a ", _plain205(_c202[_l1])]))

# <rulerun hoarders.rules: marmot #58 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun hoarders.rules: marmot #59 cd421b35>
def _native(st, L):
    return (_c206[L[1]] == 'squirrel')

# <rulerun hoarders.rules: marmot #60 515f10df>
def _native(st, L):
    return (_c207[L[1]] == 'raccoon')

# <rulerun hoarders.rules: marmot #61 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun hoarders.rules: on before steal #62 644623e6>
def _native(st, L):
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (L[2] == 'reveal the hamster'):
        _t169 = _st_zones[(10 + _l1)]
        _budget209[0] -= len(_t169)
        if _budget209[0] < 0: _spent210(st)
        _t168 = None
        for _t170 in _t169:
            if (_c211[_t170] == 'hamster'):
                _t168 = _t170
                break
        _t166 = _t168
        _t167 = (14 + _l1)
        if type(_t166) is int and _st_log is None:
            _t171 = _st_zones[_st_loc[_t166]]
            if _t171[-1] == _t166: _t171.pop()
            else: _t171.remove(_t166)
            _st_zones[_t167].append(_t166); _st_loc[_t166] = _t167
        elif _t166 is not None:
            _move_cards208(st, _t166, _t167, False)
        if _st_log is not None: _st_log.append(_Text214(_audience212(st), [_PlayerRef213(_l1), "'s hamster blocks the theft"]))
        _cancel215(st)

# <rulerun hoarders.rules: on before steal #63 7f3b290d>
def _native(st, L):
    _t173 = st.zones[(10 + L[1])]
    _budget216[0] -= len(_t173)
    if _budget216[0] < 0: _spent217(st)
    _t172 = False
    for _t174 in _t173:
        if (_c218[_t174] == 'hamster'):
            _t172 = True
            break
    return _t172

# <rulerun hoarders.rules: on before steal #64 492e0487>
def _native(st, L):
    return ['reveal the hamster', 'let it happen']

# <rulerun hoarders.rules: play #65 9ce99895>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone219(st, 0)
    for _t175 in (_k220 or []):
        L[2] = _t175
        _t177 = (_k221 or [])
        _budget222[0] -= len(_t177)
        if _budget222[0] < 0: _spent223(st)
        for _t176 in _t177:
            L[5] = _t176
            _t180 = _st_zones[1]
            _t179 = (6 + _t175)
            if _st_log is None and _t180:
                _t178 = _t180.pop(); _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
            elif _t180:
                _move_cards224(st, _t180[-1], _t179, False)
        _t181 = _st_zones[0][:-(3) - 1:-1]
        _t182 = (2 + _t175)
        if type(_t181) is list and _st_log is None:
            for _t183 in _t181:
                _t184 = _st_zones[_st_loc[_t183]]
                if _t184[-1] == _t183: _t184.pop()
                else: _t184.remove(_t183)
                _st_zones[_t182].append(_t183); _st_loc[_t183] = _t182
        elif _t181 is not None:
            _move_cards224(st, _t181, _t182, False)
    st.vars[0] = _random_item225(st, _k226)

# <rulerun hoarders.rules: draw_nut #66 playout, without a log a67e23fa>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t208 = L[1]
    _t209 = (2 + _l0)
    if type(_t208) is int:
        _t210 = _st_zones[_st_loc[_t208]]
        if _t210[-1] == _t208: _t210.pop()
        else: _t210.remove(_t208)
        _st_zones[_t209].append(_t208); _st_loc[_t208] = _t209
    elif _t208 is not None:
        _move_cards245(st, _t208, _t209, False)
    _i12l0 = _l0
    _i12l1 = L[1]
    _t212 = _st_zones[(2 + _i12l0)]
    _budget246[0] -= len(_t212)
    if _budget246[0] < 0: _spent247(st)
    try:
        _t214 = _c248[_i12l1]
    except Exception:
        _t211 = 0
        for _t213 in _t212:
            if (_c248[_t213] == _c248[_i12l1]):
                _t211 += 1
    else:
        _t211 = 0
        for _t213 in _t212:
            if (_c248[_t213] == _t214):
                _t211 += 1
    if (_t211 >= 5):
        _end_game249(st, _i12l0, True); return 3

# <rulerun hoarders.rules: on before steal #67 playout, without a log b9ee2507>
def _native(st, L):
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t223 = _st_zones[(10 + _l1)]
    _budget256[0] -= len(_t223)
    if _budget256[0] < 0: _spent257(st)
    _t222 = False
    for _t224 in _t223:
        if (_c258[_t224] == 'hamster'):
            _t222 = True
            break
    if not (_t222):
        return
    _t225 = ['reveal the hamster', 'let it happen']
    _t226 = _l1
    _t227 = len(_t225)
    if _t227 <= 1:
        L[2] = _t225[0] if _t227 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t228 = st.chooser(_t227, _t226)
        else:
            _t228 = _st_bits(_t227.bit_length())
            while _t228 >= _t227: _t228 = _st_bits(_t227.bit_length())
        L[2] = _t225[_t228]; st.decisions += 1
    elif _decide261(st, L, _t225, _t226): raise _PlayoutCut259()
    if (L[2] == 'reveal the hamster'):
        _t232 = _st_zones[(10 + _l1)]
        _budget256[0] -= len(_t232)
        if _budget256[0] < 0: _spent257(st)
        _t231 = None
        for _t233 in _t232:
            if (_c258[_t233] == 'hamster'):
                _t231 = _t233
                break
        _t229 = _t231
        _t230 = (14 + _l1)
        if type(_t229) is int:
            _t234 = _st_zones[_st_loc[_t229]]
            if _t234[-1] == _t229: _t234.pop()
            else: _t234.remove(_t229)
            _st_zones[_t230].append(_t229); _st_loc[_t229] = _t230
        elif _t229 is not None:
            _move_cards262(st, _t229, _t230, False)
        _cancel263(st)

# <rulerun hoarders.rules: raccoon #68 playout, without a log 74d05768>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t215 = []
    for _t216 in (_k251 or []):
        if ((_t216 != _l0) and (not not _st_zones[(2 + _t216)])): _t215.append(_t216)
    _t217 = _l0
    _t218 = len(_t215)
    if _t218 <= 1:
        L[1] = _t215[0] if _t218 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t219 = st.chooser(_t218, _t217)
        else:
            _t219 = _st_bits(_t218.bit_length())
            while _t219 >= _t218: _t219 = _st_bits(_t218.bit_length())
        L[1] = _t215[_t219]; st.decisions += 1
    elif _decide254(st, L, _t215, _t217): raise _PlayoutCut252()
    if (L[1] is None):
        return 2
    if len(st.events) >= 100: _check_event_depth255(st)
    _t220 = [_l0, L[1]]
    _t221 = [0, _t220, False, len(st.cur), st.thread_player]
    st.events.append(_t221)
    _t235 = _t220 + _k264
    if _p265(st, _t235) == 3: return 3
    if not _t221[2]:
        _t236 = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value266(st, 0, 1, 'steal')))]
        _t237 = _l0
        _t238 = len(_t236)
        if _t238 <= 1:
            L[2] = _t236[0] if _t238 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t239 = st.chooser(_t238, _t237)
            else:
                _t239 = _st_bits(_t238.bit_length())
                while _t239 >= _t238: _t239 = _st_bits(_t238.bit_length())
            L[2] = _t236[_t239]; st.decisions += 1
        elif _decide268(st, L, _t236[:], _t237): raise _PlayoutCut252()
        _t240 = L[2]
        _t241 = (2 + _l0)
        if type(_t240) is int:
            _t242 = _st_zones[_st_loc[_t240]]
            if _t242[-1] == _t240: _t242.pop()
            else: _t242.remove(_t240)
            _st_zones[_t241].append(_t240); _st_loc[_t240] = _t241
        elif _t240 is not None:
            _move_cards269(st, _t240, _t241, False)
        _i13l0 = _l0
        _i13l1 = L[2]
        _t244 = _st_zones[(2 + _i13l0)]
        _budget270[0] -= len(_t244)
        if _budget270[0] < 0: _spent271(st)
        try:
            _t246 = _c272[_i13l1]
        except Exception:
            _t243 = 0
            for _t245 in _t244:
                if (_c272[_t245] == _c272[_i13l1]):
                    _t243 += 1
        else:
            _t243 = 0
            for _t245 in _t244:
                if (_c272[_t245] == _t246):
                    _t243 += 1
        if (_t243 >= 5):
            _end_game273(st, _i13l0, True); return 3
        pass
    st.events.pop()

# <rulerun hoarders.rules: beaver #69 playout, without a log e9c1fe39>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_vars[1]:
        return 2
    _st_vars[1] = True
    for _t247 in (_o275[_st_vars[0]] or []):
        L[2] = _t247
        _t251 = _st_zones[(10 + _t247)]
        _budget277[0] -= len(_t251)
        if _budget277[0] < 0: _spent278(st)
        _t250 = []
        for _t252 in _t251:
            if (_c279[_t252] == 'beaver'):
                _t250.append(_t252)
        _t248 = _t250
        _t249 = (14 + _t247)
        if type(_t248) is list:
            for _t253 in _t248:
                _t254 = _st_zones[_st_loc[_t253]]
                if _t254[-1] == _t253: _t254.pop()
                else: _t254.remove(_t253)
                _st_zones[_t249].append(_t253); _st_loc[_t253] = _t249
        elif _t248 is not None:
            _move_cards276(st, _t248, _t249, False)
    _t255 = []
    for _t256 in (_o280[_st_vars[0]] or ()):
        _t258 = _st_zones[(14 + _t256)]
        _budget277[0] -= len(_t258)
        if _budget277[0] < 0: _spent278(st)
        _t257 = False
        for _t259 in _t258:
            if (_c279[_t259] == 'beaver'):
                _t257 = True
                break
        if _t257:
            _t255.append(_t256)
    L[3] = _t255
    if (len((L[3] or ())) == 1):
        _t260 = None
        for _t261 in (L[3] or ()):
            _t260 = _t261
            break
        L[4] = _t260
        _t262 = ['draw 3 nuts', 'draw nothing']
        _t263 = L[4]
        _t264 = len(_t262)
        if _t264 <= 1:
            L[5] = _t262[0] if _t264 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t265 = st.chooser(_t264, _t263)
            else:
                _t265 = _st_bits(_t264.bit_length())
                while _t265 >= _t264: _t265 = _st_bits(_t264.bit_length())
            L[5] = _t262[_t265]; st.decisions += 1
        elif _decide283(st, L, _t262, _t263): raise _PlayoutCut281()
        if (L[5] == 'draw 3 nuts'):
            _t267 = (_k284 or [])
            _budget277[0] -= len(_t267)
            if _budget277[0] < 0: _spent278(st)
            for _t266 in _t267:
                L[8] = _t266
                if _p285(st, [L[4], None]) == 3: return 3
    else:
        for _t268 in (_o286[_st_vars[0]] or []):
            L[11] = _t268
            if not ((not (_t268 in (L[3] or ())))): continue
            if _p285(st, [_t268, None]) == 3: return 3

# <rulerun hoarders.rules: play_turn #70 playout, without a log 8519b845>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[2] = _st_vars[2] + 1
    _st_vars[1] = False
    for _t281 in (_k291 or []):
        st.thread_player = st.inline_thread = _t281
        _i15 = L[:]; _i15[0] = _t281
        _t282 = _st_zones[(6 + _t281)]
        _t283 = _t281
        _t286 = len(_t282); _t284 = _comb294(_t286, 2)
        if _t284 <= 1:
            _i15[1] = _option_at295(_t282, 2, False, 0) if _t284 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t285 = st.chooser(_t284, _t283)
            else:
                _t285 = _st_bits(_t284.bit_length())
                while _t285 >= _t284: _t285 = _st_bits(_t284.bit_length())
            _t287 = _PICKS296.get((_t286, 2)) or _picks297(_t286, 2)
            _i15[1] = list(_t287[_t285](_t282)) if _t287 else _option_at295(_t282, 2, False, _t285)
            st.decisions += 1
        elif _offer293(st, _i15, _t282[:]): raise _PlayoutCut292()
        _t288 = _i15[1]
        _t289 = (10 + _t281)
        if type(_t288) is list:
            for _t290 in _t288:
                _t291 = _st_zones[_st_loc[_t290]]
                if _t291[-1] == _t290: _t291.pop()
                else: _t291.remove(_t290)
                _st_zones[_t289].append(_t290); _st_loc[_t290] = _t289
        elif _t288 is not None:
            _move_cards298(st, _t288, _t289, False)
    st.thread_player = st.inline_thread = None
    _t293 = (_k299 or [])
    _budget300[0] -= len(_t293)
    if _budget300[0] < 0: _spent301(st)
    for _t292 in _t293:
        L[4] = _t292
        for _t294 in (_o302[_st_vars[0]] or []):
            L[7] = _t294
            if (not _st_zones[(10 + _t294)]):
                pass
            else:
                _t295 = _st_zones[(10 + _t294)]
                _t296 = _t294
                _t297 = len(_t295)
                if _t297 <= 1:
                    L[8] = _t295[0] if _t297 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t298 = st.chooser(_t297, _t296)
                    else:
                        _t298 = _st_bits(_t297.bit_length())
                        while _t298 >= _t297: _t298 = _st_bits(_t297.bit_length())
                    L[8] = _t295[_t298]; st.decisions += 1
                elif _decide304(st, L, _t295[:], _t296): raise _PlayoutCut292()
                _t299 = L[8]
                _t300 = (14 + _t294)
                if type(_t299) is int:
                    _t301 = _st_zones[_st_loc[_t299]]
                    if _t301[-1] == _t299: _t301.pop()
                    else: _t301.remove(_t299)
                    _st_zones[_t300].append(_t299); _st_loc[_t299] = _t300
                elif _t299 is not None:
                    _move_cards298(st, _t299, _t300, False)
                _i16l0 = _t294
                _i16l1 = L[8]
                if (_c305[_i16l1] == 'squirrel'):
                    if _p306(st, [_i16l0, None]) == 3: return 3
                elif (_c305[_i16l1] == 'raccoon'):
                    if _p307(st, [_i16l0, None, None]) == 3: return 3
                elif (_c305[_i16l1] == 'beaver'):
                    if _p309(st, _k308[:]) == 3: return 3
                elif (_c305[_i16l1] == 'marmot'):
                    _i17l0 = _i16l0
                    _i17 = [_i17l0, None]
                    _t303 = _st_zones[(14 + _i17l0)]
                    _budget300[0] -= len(_t303)
                    if _budget300[0] < 0: _spent301(st)
                    _t302 = None
                    for _t304 in _t303:
                        if (_c305[_t304] != 'marmot'):
                            _t302 = _t304
                            break
                    _i17[1] = _t302
                    if (_i17[1] is None):
                        pass
                    elif (_c305[_i17[1]] == 'squirrel'):
                        if _p306(st, [_i17l0, None]) == 3: return 3
                    elif (_c305[_i17[1]] == 'raccoon'):
                        if _p307(st, [_i17l0, None, None]) == 3: return 3
                    else:
                        pass
                else:
                    pass
    if (not _st_zones[0]):
        _end_game310(st, None, False); return 3
    for _t305 in (_k311 or []):
        L[11] = _t305
        _t306 = (14 + _t305)
        _t307 = (6 + _t305)
        if _t306 != _t307:
            _t308 = _st_zones[_t306]; _st_zones[_t307] += _t308
            for _t309 in _t308: _st_loc[_t309] = _t307
            _t308.clear()
        else:
            _move_cards298(st, _st_zones[_t306][:], _t307, False)
        _t310 = (10 + _t305)
        _t311 = (6 + _t305)
        if _t310 != _t311:
            _t312 = _st_zones[_t310]; _st_zones[_t311] += _t312
            for _t313 in _t312: _st_loc[_t313] = _t311
            _t312.clear()
        else:
            _move_cards298(st, _st_zones[_t310][:], _t311, False)
    _st_vars[0] = ((_st_vars[0] + 1) % 4)

# <rulerun hoarders.rules: play #71 c8fc00bf>
def _native(st, L):
    if st.log is not None or st.thread_player is not None: return 4
    _t185 = 0; _t186 = st.decisions
    while True:
        _t185 += 1
        if _t185 > _LIMIT227[0] and _over_limit228(_t185, st, _t186): raise _Runaway229()
        if _p313(st, _k312[:]) == 3: return 3

# <rulerun hoarders.rules: play #72 bb845a89>
def _native(st, L):
    return True

# <rulerun hoarders.rules: play_turn #73 6aed8847>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT314[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 2
            if _step318(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t314 = L[0]
            _t317 = len(_o); _t315 = _comb320(_t317, 2)
            if _t315 <= 1 and _st_log is None:
                L[1] = _option_at321(_o, 2, False, 0) if _t315 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t316 = st.chooser(_t315, _t314)
                else:
                    _t316 = _st_bits(_t315.bit_length())
                    while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
                _t318 = _PICKS322.get((_t317, 2)) or _picks323(_t317, 2)
                L[1] = list(_t318[_t316](_o)) if _t318 else _option_at321(_o, 2, False, _t316)
                st.decisions += 1
            elif _offer319(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run324(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k325 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o326[st.vars[0]] or []); L[6] = 0
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
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t319 = L[7]
            _t320 = len(_o)
            if _t320 <= 1 and _st_log is None:
                L[8] = _o[0] if _t320 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t321 = st.chooser(_t320, _t319)
                else:
                    _t321 = _st_bits(_t320.bit_length())
                    while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
                L[8] = _o[_t321]; st.decisions += 1
            elif _decide329(st, L, _o[:], _t319): return True
            pc = 13
        if pc == 13:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[7], L[8]]
            if len(st.cur) >= 500: raise _RuleLimit331(_k332)
            fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit316(_k, st, _d0): raise _Runaway315()
            continue
        if pc == 17:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k334)

# <rulerun hoarders.rules: resolve #74 ac731907>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            if (_c337[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run338(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c337[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit339(_k340)
            fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c337[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit339(_k341)
            fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c337[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            _a = [L[0], None]
            if len(st.cur) >= 500: raise _RuleLimit339(_k342)
            fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run343(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k344)

# <rulerun hoarders.rules: draw_nut #75 e7cd4fbe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run347(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k348)

# <rulerun hoarders.rules: check_win #76 fcd611dd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run351(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k352)

# <rulerun hoarders.rules: raccoon #77 c8917382>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t322 in (_k355 or []):
                if ((_t322 != L[0]) and (not not _st_zones[(2 + _t322)])): _o.append(_t322)
            fr[1] = 1
            _t323 = L[0]
            _t324 = len(_o)
            if _t324 <= 1 and _st_log is None:
                L[1] = _o[0] if _t324 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t325 = st.chooser(_t324, _t323)
                else:
                    _t325 = _st_bits(_t324.bit_length())
                    while _t325 >= _t324: _t325 = _st_bits(_t324.bit_length())
                L[1] = _o[_t325]; st.decisions += 1
            elif _decide357(st, L, _o, _t323): return True
            pc = 1
        if pc == 1:
            _r = _run358(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 3
            if _step359(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value360(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t326 = L[0]
            _t327 = len(_o)
            if _t327 <= 1 and _st_log is None:
                L[2] = _o[0] if _t327 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[2] = _o[_t328]; st.decisions += 1
            elif _decide362(st, L, _o[:], _t326): return True
            pc = 5
        if pc == 5:
            _r = _run363(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step364(st, fr): return True
            return None
        if pc == 7:
            _step365(st, fr)
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k366)

# <rulerun hoarders.rules: beaver #78 242576c5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run369(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[3] or ())) == 1):
                pc = 2
            else:
                pc = 6
        if pc == 2:
            _r = _run370(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t329 = L[4]
            _t330 = len(_o)
            if _t330 <= 1 and _st_log is None:
                L[5] = _o[0] if _t330 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t331 = st.chooser(_t330, _t329)
                else:
                    _t331 = _st_bits(_t330.bit_length())
                    while _t331 >= _t330: _t331 = _st_bits(_t330.bit_length())
                L[5] = _o[_t331]; st.decisions += 1
            elif _decide372(st, L, _o, _t329): return True
            pc = 4
        if pc == 4:
            _r = _run373(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run374(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k375)

# <rulerun hoarders.rules: marmot #79 f6acdd09>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run378(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run379(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c380[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run381(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c380[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run382(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit383(_k384)
            fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run385(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k386)

# <rulerun hoarders.rules: on before steal #80 60470748>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t333 = st.zones[(10 + L[1])]
            _budget389[0] -= len(_t333)
            if _budget389[0] < 0: _spent390(st)
            _t332 = False
            for _t334 in _t333:
                if (_c391[_t334] == 'hamster'):
                    _t332 = True
                    break
            if not (_t332):
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            _o = ['reveal the hamster', 'let it happen']
            fr[1] = 2
            _t335 = L[1]
            _t336 = len(_o)
            if _t336 <= 1 and _st_log is None:
                L[2] = _o[0] if _t336 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t337 = st.chooser(_t336, _t335)
                else:
                    _t337 = _st_bits(_t336.bit_length())
                    while _t337 >= _t336: _t337 = _st_bits(_t336.bit_length())
                L[2] = _o[_t337]; st.decisions += 1
            elif _decide393(st, L, _o, _t335): return True
            pc = 2
        if pc == 2:
            _r = _run394(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k395)

# <rulerun hoarders.rules: play #81 f661ae04>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT396[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run399(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit400(_k401)
            fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit398(_k, st, _d0): raise _Runaway397()
            continue
        if pc == 4:
            fr[1] = 5
            if _step402(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k403)

# <rulerun hoarders.rules: resolve #82 playout bb07343e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_log = st.log
    if (_c423[_l1] == 'squirrel'):
        if _p424(st, [_l0, None]) == 3: return 3
    elif (_c423[_l1] == 'raccoon'):
        if _p425(st, [_l0, None, None]) == 3: return 3
    elif (_c423[_l1] == 'beaver'):
        if _p427(st, _k426[:]) == 3: return 3
    elif (_c423[_l1] == 'marmot'):
        _i18l0 = _l0
        _i18 = [_i18l0, None]
        _t347 = st.zones[(14 + _i18l0)]
        _budget428[0] -= len(_t347)
        if _budget428[0] < 0: _spent429(st)
        _t346 = None
        for _t348 in _t347:
            if (_c423[_t348] != 'marmot'):
                _t346 = _t348
                break
        _i18[1] = _t346
        if (_i18[1] is None):
            if _st_log is not None: _st_log.append(_Text432(_audience430(st), [_PlayerRef431(_i18l0), "'s marmot comes first and has nothing to repeat"]))
        elif (_c423[_i18[1]] == 'squirrel'):
            if _st_log is not None: _st_log.append(_Text432(_audience430(st), [_PlayerRef431(_i18l0), "'s marmot repeats the squirrel"]))
            if _p424(st, [_i18l0, None]) == 3: return 3
        elif (_c423[_i18[1]] == 'raccoon'):
            if _st_log is not None: _st_log.append(_Text432(_audience430(st), [_PlayerRef431(_i18l0), "'s marmot repeats the raccoon"]))
            if _p425(st, [_i18l0, None, None]) == 3: return 3
        else:
            if _st_log is not None: _st_log.append(_Text432(_audience430(st), [_PlayerRef431(_i18l0), "'s marmot cannot repeat a ", _plain433(_c423[_i18[1]])]))
    else:
        if _st_log is not None: _st_log.append(_Text432(_audience430(st), [_PlayerRef431(_l0), "'s hamster has no effect on its own"]))

# <rulerun hoarders.rules: play_turn #83 35ab1155>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT404[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run407(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region408(st, L)
            if _r is None:
                pc = 5
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step409(st, fr): return True
            return None
        if pc == 2:
            _o = _st_zones[(6 + L[0])]
            fr[1] = 3
            _t338 = L[0]
            _t341 = len(_o); _t339 = _comb411(_t341, 2)
            if _t339 <= 1 and _st_log is None:
                L[1] = _option_at412(_o, 2, False, 0) if _t339 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t340 = st.chooser(_t339, _t338)
                else:
                    _t340 = _st_bits(_t339.bit_length())
                    while _t340 >= _t339: _t340 = _st_bits(_t339.bit_length())
                _t342 = _PICKS413.get((_t341, 2)) or _picks414(_t341, 2)
                L[1] = list(_t342[_t340](_o)) if _t342 else _option_at412(_o, 2, False, _t340)
                st.decisions += 1
            elif _offer410(st, L, _o[:]): return True
            pc = 3
        if pc == 3:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        if pc == 5 and st.thread_player == st.inline_thread:
            _r = _region416(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 5:
            L[2] = (_k417 or []); L[3] = 0
            pc = 6
        if pc == 6:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 17
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 7; break
            L[3] = _i
        if pc == 7:
            L[5] = (_o418[st.vars[0]] or []); L[6] = 0
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
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 12:
            _o = _st_zones[(10 + L[7])]
            fr[1] = 13
            _t343 = L[7]
            _t344 = len(_o)
            if _t344 <= 1 and _st_log is None:
                L[8] = _o[0] if _t344 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t345 = st.chooser(_t344, _t343)
                else:
                    _t345 = _st_bits(_t344.bit_length())
                    while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
                L[8] = _o[_t345]; st.decisions += 1
            elif _decide421(st, L, _o[:], _t343): return True
            pc = 13
        if pc == 13:
            _r = _run422(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p434(st, [L[7], L[8]]) == 3: return True
                pc = 15
            else:
                _a = [L[7], L[8]]
                if len(st.cur) >= 500: raise _RuleLimit435(_k436)
                fr[1] = 15; st.cur.append([1, 0, _a]); return None
        if pc == 15:
            pc = 8
            _k += 1
            if _k > _lim and _over_limit406(_k, st, _d0): raise _Runaway405()
            continue
        if pc == 16:
            pc = 6
            _k += 1
            if _k > _lim and _over_limit406(_k, st, _d0): raise _Runaway405()
            continue
        if pc == 17:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k438)

# <rulerun hoarders.rules: marmot #84 playout e41b10bf>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _t350 = st.zones[(14 + _l0)]
    _budget449[0] -= len(_t350)
    if _budget449[0] < 0: _spent450(st)
    _t349 = None
    for _t351 in _t350:
        if (_c451[_t351] != 'marmot'):
            _t349 = _t351
            break
    L[1] = _t349
    if (L[1] is None):
        if _st_log is not None: _st_log.append(_Text454(_audience452(st), [_PlayerRef453(_l0), "'s marmot comes first and has nothing to repeat"]))
    elif (_c451[L[1]] == 'squirrel'):
        if _st_log is not None: _st_log.append(_Text454(_audience452(st), [_PlayerRef453(_l0), "'s marmot repeats the squirrel"]))
        if _p455(st, [_l0, None]) == 3: return 3
    elif (_c451[L[1]] == 'raccoon'):
        if _st_log is not None: _st_log.append(_Text454(_audience452(st), [_PlayerRef453(_l0), "'s marmot repeats the raccoon"]))
        if _p456(st, [_l0, None, None]) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text454(_audience452(st), [_PlayerRef453(_l0), "'s marmot cannot repeat a ", _plain457(_c451[L[1]])]))

# <rulerun hoarders.rules: resolve #85 739c5091>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region441(st, L)
            if _r is None:
                pc = 13
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            if (_c442[L[1]] == 'squirrel'):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 3:
            if (_c442[L[1]] == 'raccoon'):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p444(st, [L[0], None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit445(_k446)
                fr[1] = 5; st.cur.append([4, 0, _a]); return None
        if pc == 5:
            pc = 13
        if pc == 6:
            if (_c442[L[1]] == 'beaver'):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p447(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit445(_k448)
                fr[1] = 8; st.cur.append([5, 0, _a]); return None
        if pc == 8:
            pc = 13
        if pc == 9:
            if (_c442[L[1]] == 'marmot'):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p458(st, [L[0], None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None]
                if len(st.cur) >= 500: raise _RuleLimit445(_k459)
                fr[1] = 11; st.cur.append([6, 0, _a]); return None
        if pc == 11:
            pc = 13
        if pc == 12:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 13
        if pc == 13:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k461)

# <rulerun hoarders.rules: raccoon #86 f9dabee7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t352 in (_k464 or []):
                if ((_t352 != L[0]) and (not not _st_zones[(2 + _t352)])): _o.append(_t352)
            fr[1] = 1
            _t353 = L[0]
            _t354 = len(_o)
            if _t354 <= 1 and _st_log is None:
                L[1] = _o[0] if _t354 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t355 = st.chooser(_t354, _t353)
                else:
                    _t355 = _st_bits(_t354.bit_length())
                    while _t355 >= _t354: _t355 = _st_bits(_t354.bit_length())
                L[1] = _o[_t355]; st.decisions += 1
            elif _decide466(st, L, _o, _t353): return True
            pc = 1
        if pc == 1:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region468(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            fr[1] = 3
            if _step469(st, fr): return True
            return None
        if pc == 3:
            if not st.events[-1][2]:
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(2 + (_er[1][1] if (_eq := st.events) and (_er := _eq[-1])[0] == 0 else _event_value470(st, 0, 1, 'steal')))]
            fr[1] = 5
            _t356 = L[0]
            _t357 = len(_o)
            if _t357 <= 1 and _st_log is None:
                L[2] = _o[0] if _t357 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t358 = st.chooser(_t357, _t356)
                else:
                    _t358 = _st_bits(_t357.bit_length())
                    while _t358 >= _t357: _t358 = _st_bits(_t357.bit_length())
                L[2] = _o[_t358]; st.decisions += 1
            elif _decide472(st, L, _o[:], _t356): return True
            pc = 5
        if pc == 5:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 7
            if _step474(st, fr): return True
            return None
        if pc == 7:
            _step475(st, fr)
            pc = 8
        if pc == 8:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k476)

# <rulerun hoarders.rules: beaver #87 a29a02fd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region480(st, L)
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
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['draw 3 nuts', 'draw nothing']
            fr[1] = 4
            _t359 = L[4]
            _t360 = len(_o)
            if _t360 <= 1 and _st_log is None:
                L[5] = _o[0] if _t360 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t361 = st.chooser(_t360, _t359)
                else:
                    _t361 = _st_bits(_t360.bit_length())
                    while _t361 >= _t360: _t361 = _st_bits(_t360.bit_length())
                L[5] = _o[_t361]; st.decisions += 1
            elif _decide483(st, L, _o, _t359): return True
            pc = 4
        if pc == 4:
            _r = _run484(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 6:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k486)

# <rulerun hoarders.rules: marmot #88 7c7561e4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
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
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[1] is None):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run491(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 4:
            if (_c492[L[1]] == 'squirrel'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 7:
            if (_c492[L[1]] == 'raccoon'):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p495(st, [L[0], None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit496(_k497)
                fr[1] = 10; st.cur.append([4, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k499)

# <rulerun hoarders.rules: play #89 5ee1b6fe>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT500[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region504(st, L)
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
                if _p505(st, [None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit506(_k507)
                fr[1] = 3; st.cur.append([0, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit502(_k, st, _d0): raise _Runaway501()
            continue
        if pc == 4:
            fr[1] = 5
            if _step508(st, fr): return True
            pc = 5
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k509)

# <rulerun hoarders.rules: play #90 8979458d>
def _loop(st, p):
    _st_zones = st.zones
    _t362 = (_k510 or ())
    _budget511[0] -= len(_t362)
    if _budget511[0] < 0: _spent512(st)
    _t365 = _NOT_YET
    _t364 = None
    for _t363 in _t362:
        _t366 = (_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c513.__getitem__, _st_zones[(2 + p)])))).count(_t363)
        if _t364 is None or _t366 > _t364:
            _t364 = _t366
    return _t364

# <rulerun hoarders.rules: rank #91 e614ef12>
def _native(st, p):
    return (_a514(st, p), len(st.zones[(2 + p)]), (-(((p - st.vars[0]) + 4) % 4)), )

