# <rulerun sushi_go.rules: serve #0 c2dfe4b6>
def _loop(st, L):
    _st_cvars = st.cvars
    _t0 = st.zones[(10 + L[0])]
    st.budget -= len(_t0)
    if st.budget < 0: _spent1(st)
    for _t1 in _t0:
        if ((_c2[_t1] == 'wasabi') and (not _st_cvars[108 + _t1])):
            return True
    return False

# <rulerun sushi_go.rules: serve #1 692397fd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if ((((_c0[_l1] == 'egg') or (_c0[_l1] == 'salmon')) or (_c0[_l1] == 'squid')) and _a3(st, L)):
        _t4 = _st_zones[(10 + _l0)]
        st.budget -= len(_t4)
        if st.budget < 0: _spent4(st)
        _t3 = None
        for _t5 in _t4:
            if ((_c0[_t5] == 'wasabi') and (not _st_cvars[108 + _t5])):
                _t3 = _t5
                break
        L[2] = _t3
        _st_cvars[108 + L[2]] = True
        _st_cvars[_l1] = True
        if _memo2: _memo2.clear()
    _t6 = _l1
    _t7 = (10 + _l0)
    if type(_t6) is int and st.log is None:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _move_cards5(st, _t6, _t7, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #2 bfbbba19>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t9 = L[1]
    _t10 = (4 + L[0])
    if type(_t9) is int and st.log is None:
        _t11 = _st_zones[_st_loc[_t9]]
        if _t11[-1] == _t9: _t11.pop()
        else: _t11.remove(_t9)
        _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
    elif _t9 is not None:
        _move_cards6(st, _t9, _t10, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #3 2fcfbd5e>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if (_l2 is not None):
        _t12 = _l2
        _t13 = (4 + _l0)
        if type(_t12) is int and _st_log is None:
            _t14 = _st_zones[_st_loc[_t12]]
            if _t14[-1] == _t12: _t14.pop()
            else: _t14.remove(_t12)
            _st_zones[_t13].append(_t12); _st_loc[_t12] = _t13
        elif _t12 is not None:
            _move_cards7(st, _t12, _t13, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t18 = _st_zones[(10 + _l0)]
        st.budget -= len(_t18)
        if st.budget < 0: _spent8(st)
        _t17 = None
        for _t19 in _t18:
            if (_c9[_t19] == 'chopsticks'):
                _t17 = _t19
                break
        _t15 = _t17
        _t16 = (1 + _l0)
        if type(_t15) is int and _st_log is None:
            _t20 = _st_zones[_st_loc[_t15]]
            if _t20[-1] == _t15: _t20.pop()
            else: _t20.remove(_t15)
            _st_zones[_t16].append(_t15); _st_loc[_t15] = _t16
        elif _t15 is not None:
            _move_cards7(st, _t15, _t16, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #4 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #6 224b199a>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t21 in (_k10 or []):
        st.thread_player = st.inline_thread = _t21
        _i0 = L[:]; _i0[0] = _t21
        _t22 = _st_zones[(1 + _t21)]
        _t23 = _t21
        _t24 = len(_t22)
        if not _t24: _no_option13(_t23, 'dish to keep')
        if _t24 <= 1:
            _i0[1] = _t22[0] if _t24 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t25 = st.chooser(_t24, _t23)
            else:
                _t25 = _st_bits(_t24.bit_length())
                while _t25 >= _t24: _t25 = _st_bits(_t24.bit_length())
            _i0[1] = _t22[_t25]; st.decisions += 1
        elif _decide14(st, _i0, _t22[:], _t23): raise _PlayoutCut11()
        _t26 = _i0[1]
        _t27 = (4 + _t21)
        if type(_t26) is int:
            _t28 = _st_zones[_st_loc[_t26]]
            if _t28[-1] == _t26: _t28.pop()
            else: _t28.remove(_t26)
            _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
        elif _t26 is not None:
            _move_cards15(st, _t26, _t27, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t30 = _st_zones[(10 + _t21)]
        st.budget -= len(_t30)
        if st.budget < 0: _spent16(st)
        _t29 = False
        for _t31 in _t30:
            if (_c17[_t31] == 'chopsticks'):
                _t29 = True
                break
        if (_t29 and (not not _st_zones[(1 + _t21)])):
            _t32 = _st_zones[(1 + _t21)]
            _t33 = _t21
            _t34 = len(_t32) + 1
            if _t34 == 1:
                _i0[2] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t35 = st.chooser(_t34, _t33)
                else:
                    _t35 = _st_bits(_t34.bit_length())
                    while _t35 >= _t34: _t35 = _st_bits(_t34.bit_length())
                _i0[2] = _t32[_t35 - 1] if _t35 else None; st.decisions += 1
            elif _decide19(st, _i0, _t32[:], _t33): raise _PlayoutCut11()
            if (_i0[2] is not None):
                _t36 = _i0[2]
                _t37 = (4 + _t21)
                if type(_t36) is int:
                    _t38 = _st_zones[_st_loc[_t36]]
                    if _t38[-1] == _t36: _t38.pop()
                    else: _t38.remove(_t36)
                    _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
                elif _t36 is not None:
                    _move_cards15(st, _t36, _t37, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                _t42 = _st_zones[(10 + _t21)]
                st.budget -= len(_t42)
                if st.budget < 0: _spent16(st)
                _t41 = None
                for _t43 in _t42:
                    if (_c17[_t43] == 'chopsticks'):
                        _t41 = _t43
                        break
                _t39 = _t41
                _t40 = (1 + _t21)
                if type(_t39) is int:
                    _t44 = _st_zones[_st_loc[_t39]]
                    if _t44[-1] == _t39: _t44.pop()
                    else: _t44.remove(_t39)
                    _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
                elif _t39 is not None:
                    _move_cards15(st, _t39, _t40, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None

# <rulerun sushi_go.rules: take_turn #7 ae7b24e1>
def _loop(st, _i1l0):
    _st_cvars = st.cvars
    _t49 = st.zones[(10 + _i1l0)]
    st.budget -= len(_t49)
    if st.budget < 0: _spent23(st)
    for _t50 in _t49:
        if ((_c24[_t50] == 'wasabi') and (not _st_cvars[108 + _t50])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #8 d6ea92cd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t46 = (_k20 or [])
    st.budget -= len(_t46)
    if st.budget < 0: _spent21(st)
    for _t45 in _t46:
        L[5] = _t45
        _t48 = _st_zones[(4 + _t45)][:]
        st.budget -= len(_t48)
        if st.budget < 0: _spent21(st)
        for _t47 in _t48:
            L[8] = _t47
            _i1l0 = _t45
            _i1l1 = _t47
            _i1 = [_i1l0, _i1l1, None]
            if ((((_c22[_i1l1] == 'egg') or (_c22[_i1l1] == 'salmon')) or (_c22[_i1l1] == 'squid')) and _a25(st, _i1l0)):
                _t53 = _st_zones[(10 + _i1l0)]
                st.budget -= len(_t53)
                if st.budget < 0: _spent21(st)
                _t52 = None
                for _t54 in _t53:
                    if ((_c22[_t54] == 'wasabi') and (not _st_cvars[108 + _t54])):
                        _t52 = _t54
                        break
                _i1[2] = _t52
                _st_cvars[108 + _i1[2]] = True
                _st_cvars[_i1l1] = True
                if _memo2: _memo2.clear()
            _t55 = _i1l1
            _t56 = (10 + _i1l0)
            if type(_t55) is int and _st_log is None:
                _t57 = _st_zones[_st_loc[_t55]]
                if _t57[-1] == _t55: _t57.pop()
                else: _t57.remove(_t55)
                _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
            elif _t55 is not None:
                _move_cards26(st, _t55, _t56, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t58 in (_k27 or []):
        L[11] = _t58
        _t59 = (1 + _t58)
        _t60 = (7 + ((_t58 + 1) % 3))
        if _st_log is None and _t59 != _t60:
            _t61 = _st_zones[_t59]; _st_zones[_t60] += _t61
            for _t62 in _t61: _st_loc[_t62] = _t60
            _t61.clear()
        else:
            _move_cards26(st, _st_zones[_t59][:], _t60, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    for _t63 in (_k28 or []):
        L[14] = _t63
        _t64 = (7 + _t63)
        _t65 = (1 + _t63)
        if _st_log is None and _t64 != _t65:
            _t66 = _st_zones[_t64]; _st_zones[_t65] += _t66
            for _t67 in _t66: _st_loc[_t67] = _t65
            _t66.clear()
        else:
            _move_cards26(st, _st_zones[_t64][:], _t65, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #9 4cce0dd1>
def _native(st, L):
    return _k29

# <rulerun sushi_go.rules: take_turn #10 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: take_turn #11 b855e92b>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t69 = _st_zones[(10 + _l0)]
    st.budget -= len(_t69)
    if st.budget < 0: _spent30(st)
    _t68 = False
    for _t70 in _t69:
        if (_c31[_t70] == 'chopsticks'):
            _t68 = True
            break
    return (_t68 and (not not _st_zones[(1 + _l0)]))

# <rulerun sushi_go.rules: take_turn #12 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: score_maki #13 f94516f3>
def _loop(st, _t73):
    _t74 = st.zones[(10 + _t73)]
    st.budget -= len(_t74)
    if st.budget < 0: _spent34(st)
    _t76 = 0
    for _t75 in _t74:
        _t76 += _c35[_t75]
    return _t76

# <rulerun sushi_go.rules: score_maki #14 5a7f6f37>
def _loop(st, _t81):
    _t82 = st.zones[(10 + _t81)]
    st.budget -= len(_t82)
    if st.budget < 0: _spent38(st)
    _t84 = 0
    for _t83 in _t82:
        _t84 += _c39[_t83]
    return _t84

# <rulerun sushi_go.rules: score_maki #15 9a86d5ab>
def _loop(st, _t91):
    _t92 = st.zones[(10 + _t91)]
    st.budget -= len(_t92)
    if st.budget < 0: _spent47(st)
    _t94 = 0
    for _t93 in _t92:
        _t94 += _c48[_t93]
    return _t94

# <rulerun sushi_go.rules: score_maki #16 1d099382>
def _loop(st, _t91):
    _t95 = st.zones[(10 + _t91)]
    st.budget -= len(_t95)
    if st.budget < 0: _spent50(st)
    _t97 = 0
    for _t96 in _t95:
        _t97 += _c51[_t96]
    return _t97

# <rulerun sushi_go.rules: score_maki #17 9b740837>
def _loop(st, _t102):
    _t103 = st.zones[(10 + _t102)]
    st.budget -= len(_t103)
    if st.budget < 0: _spent54(st)
    _t105 = 0
    for _t104 in _t103:
        _t105 += _c55[_t104]
    return _t105

# <rulerun sushi_go.rules: score_maki #18 2251c05c>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t72 = (_k32 or ())
    st.budget -= len(_t72)
    if st.budget < 0: _spent33(st)
    _t71 = None
    for _t73 in _t72:
        _t77 = (_memo0[_t73] if _t73 in _memo0 else _memo0.setdefault(_t73, _a36(st, _t73)))
        if _t71 is None or _t77 > _t71:
            _t71 = _t77
    L[0] = _t71
    if (L[0] == 0):
        return 2
    _t79 = L[0]
    _t80 = (_k37 or ())
    st.budget -= len(_t80)
    if st.budget < 0: _spent33(st)
    _t78 = []
    for _t81 in _t80:
        if ((_memo0[_t81] if _t81 in _memo0 else _memo0.setdefault(_t81, _a40(st, _t81))) == _t79):
            _t78.append(_t81)
    L[1] = _t78
    _t86 = (L[1] or [])
    st.budget -= len(_t86)
    if st.budget < 0: _spent33(st)
    for _t85 in _t86:
        L[4] = _t85
        _st_vars[0 + _t85] = (_t87 if -1000000000000000000 <= (_t87 := _st_vars[0 + _t85] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond41(_t87))
        if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_t85), ' scores ', _plain44((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t89 = L[0]
    _t90 = (_k46 or ())
    st.budget -= len(_t90)
    if st.budget < 0: _spent33(st)
    _t88 = None
    for _t91 in _t90:
        if ((_memo0[_t91] if _t91 in _memo0 else _memo0.setdefault(_t91, _a49(st, _t91))) < _t89):
            _t98 = (_memo0[_t91] if _t91 in _memo0 else _memo0.setdefault(_t91, _a52(st, _t91)))
            if _t88 is None or _t98 > _t88:
                _t88 = _t98
    L[5] = _t88
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t100 = L[5]
    _t101 = (_k53 or ())
    st.budget -= len(_t101)
    if st.budget < 0: _spent33(st)
    _t99 = []
    for _t102 in _t101:
        if ((_memo0[_t102] if _t102 in _memo0 else _memo0.setdefault(_t102, _a56(st, _t102))) == _t100):
            _t99.append(_t102)
    L[6] = _t99
    _t107 = (L[6] or [])
    st.budget -= len(_t107)
    if st.budget < 0: _spent33(st)
    for _t106 in _t107:
        L[9] = _t106
        _st_vars[0 + _t106] = (_t108 if -1000000000000000000 <= (_t108 := _st_vars[0 + _t106] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond41(_t108))
        if _st_log is not None: _st_log.append(_Text45(_audience42(st), [_PlayerRef43(_t106), ' scores ', _plain44((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 fccdfac1>
def _loop(st, _t109):
    _t111 = st.zones[(10 + _t109)]
    st.budget -= len(_t111)
    if st.budget < 0: _spent60(st)
    _t113 = 0
    for _t112 in _t111:
        if (_c61[_t112] == 'tempura'):
            _t113 += 1
    return _t113

# <rulerun sushi_go.rules: score_round #20 7e509ba5>
def _loop(st, _t109):
    _t114 = st.zones[(10 + _t109)]
    st.budget -= len(_t114)
    if st.budget < 0: _spent63(st)
    _t116 = 0
    for _t115 in _t114:
        if (_c64[_t115] == 'sashimi'):
            _t116 += 1
    return _t116

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 26b49fb4>
def _loop(st, _t109):
    _t117 = st.zones[(10 + _t109)]
    st.budget -= len(_t117)
    if st.budget < 0: _spent67(st)
    _t119 = 0
    for _t118 in _t117:
        if (_c68[_t118] == 'dumpling'):
            _t119 += 1
    return _t119

# <rulerun sushi_go.rules: score_round #23 7d81bd8f>
def _loop(st, _t109):
    _st_cvars = st.cvars
    _t120 = st.zones[(10 + _t109)]
    st.budget -= len(_t120)
    if st.budget < 0: _spent70(st)
    _t122 = 0
    for _t121 in _t120:
        if (((_c71[_t121] == 'egg') or (_c71[_t121] == 'salmon')) or (_c71[_t121] == 'squid')):
            _t122 += ((1 if (_c71[_t121] == 'egg') else (2 if (_c71[_t121] == 'salmon') else 3)) * (3 if _st_cvars[_t121] else 1))
    return _t122

# <rulerun sushi_go.rules: score_round #24 94caa645>
def _loop(st, _t109):
    _t125 = st.zones[(10 + _t109)]
    st.budget -= len(_t125)
    if st.budget < 0: _spent76(st)
    _t127 = 0
    for _t126 in _t125:
        if (_c77[_t126] == 'tempura'):
            _t127 += 1
    return _t127

# <rulerun sushi_go.rules: score_round #25 9e77ddd8>
def _loop(st, _t109):
    _t128 = st.zones[(10 + _t109)]
    st.budget -= len(_t128)
    if st.budget < 0: _spent79(st)
    _t130 = 0
    for _t129 in _t128:
        if (_c80[_t129] == 'sashimi'):
            _t130 += 1
    return _t130

# <rulerun sushi_go.rules: score_round #26 4a40ef16>
def _loop(st, _t109):
    _t131 = st.zones[(10 + _t109)]
    st.budget -= len(_t131)
    if st.budget < 0: _spent82(st)
    _t133 = 0
    for _t132 in _t131:
        if (_c83[_t132] == 'dumpling'):
            _t133 += 1
    return _t133

# <rulerun sushi_go.rules: score_round #27 ed7f5701>
def _loop(st, _t109):
    _st_cvars = st.cvars
    _t134 = st.zones[(10 + _t109)]
    st.budget -= len(_t134)
    if st.budget < 0: _spent85(st)
    _t136 = 0
    for _t135 in _t134:
        if (((_c86[_t135] == 'egg') or (_c86[_t135] == 'salmon')) or (_c86[_t135] == 'squid')):
            _t136 += ((1 if (_c86[_t135] == 'egg') else (2 if (_c86[_t135] == 'salmon') else 3)) * (3 if _st_cvars[_t135] else 1))
    return _t136

# <rulerun sushi_go.rules: score_round #28 821a601a>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _t110 = (_k57 or [])
    st.budget -= len(_t110)
    if st.budget < 0: _spent58(st)
    for _t109 in _t110:
        L[2] = _t109
        _st_vars[0 + _t109] = (_t124 if -1000000000000000000 <= (_t124 := _st_vars[0 + _t109] + (_memo2[_t109] if _t109 in _memo2 else _memo2.setdefault(_t109, (_t123 if -1000000000000000000 <= (_t123 := (((_times59(5, ((_memo1[(_t109, 'tempura',)] if (_t109, 'tempura',) in _memo1 else _memo1.setdefault((_t109, 'tempura',), _a62(st, _t109))) // 2)) + _times59(10, ((_memo1[(_t109, 'sashimi',)] if (_t109, 'sashimi',) in _memo1 else _memo1.setdefault((_t109, 'sashimi',), _a65(st, _t109))) // 3))) + _d66(st, [(_memo1[(_t109, 'dumpling',)] if (_t109, 'dumpling',) in _memo1 else _memo1.setdefault((_t109, 'dumpling',), _a69(st, _t109)))])) + _a72(st, _t109))) <= 1000000000000000000 else _beyond73(_t123))))) <= 1000000000000000000 else _beyond73(_t124))
        if _st_log is not None: _st_log.append(_Text89(_audience74(st), [_PlayerRef75(_t109), ' scores ', _plain88((_memo2[_t109] if _t109 in _memo2 else _memo2.setdefault(_t109, (_t137 if -1000000000000000000 <= (_t137 := (((_times59(5, ((_memo1[(_t109, 'tempura',)] if (_t109, 'tempura',) in _memo1 else _memo1.setdefault((_t109, 'tempura',), _a78(st, _t109))) // 2)) + _times59(10, ((_memo1[(_t109, 'sashimi',)] if (_t109, 'sashimi',) in _memo1 else _memo1.setdefault((_t109, 'sashimi',), _a81(st, _t109))) // 3))) + _d66(st, [(_memo1[(_t109, 'dumpling',)] if (_t109, 'dumpling',) in _memo1 else _memo1.setdefault((_t109, 'dumpling',), _a84(st, _t109)))])) + _a87(st, _t109))) <= 1000000000000000000 else _beyond73(_t137))))), ' for sets and nigiri']))
    if _p91(st, _k90[:]) == 3: return 3
    _t139 = (_k92 or [])
    st.budget -= len(_t139)
    if st.budget < 0: _spent58(st)
    for _t138 in _t139:
        L[5] = _t138
        _t143 = _st_zones[(10 + _t138)]
        st.budget -= len(_t143)
        if st.budget < 0: _spent58(st)
        _t142 = []
        for _t144 in _t143:
            if (_c94[_t144] == 'pudding'):
                _t142.append(_t144)
        _t140 = _t142
        _t141 = (13 + _t138)
        if type(_t140) is list and _st_log is None:
            for _t145 in _t140:
                _t146 = _st_zones[_st_loc[_t145]]
                if _t146[-1] == _t145: _t146.pop()
                else: _t146.remove(_t145)
                _st_zones[_t141].append(_t145); _st_loc[_t145] = _t141
        elif _t140 is not None:
            _move_cards93(st, _t140, _t141, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t147 = (10 + _t138)
        _t148 = 16
        if _st_log is None and _t147 != _t148:
            _t149 = _st_zones[_t147]; _st_zones[_t148] += _t149
            for _t150 in _t149: _st_loc[_t150] = _t148
            _t149.clear()
        else:
            _move_cards93(st, _st_zones[_t147][:], _t148, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: score_puddings #29 71593b12>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t151 = None
    for _t152 in (_k95 or ()):
        _t153 = len(_st_zones[(13 + _t152)])
        if _t151 is None or _t153 > _t151:
            _t151 = _t153
    L[0] = _t151
    _t154 = None
    for _t155 in (_k96 or ()):
        _t156 = len(_st_zones[(13 + _t155)])
        if _t154 is None or _t156 < _t154:
            _t154 = _t156
    L[1] = _t154
    if (L[0] == L[1]):
        return 2
    _t158 = L[0]
    _t157 = []
    for _t159 in (_k97 or ()):
        if (len(_st_zones[(13 + _t159)]) == _t158):
            _t157.append(_t159)
    L[2] = _t157
    _t161 = (L[2] or [])
    st.budget -= len(_t161)
    if st.budget < 0: _spent98(st)
    for _t160 in _t161:
        L[5] = _t160
        _st_vars[0 + _t160] = (_t162 if -1000000000000000000 <= (_t162 := _st_vars[0 + _t160] + (6 // len((L[2] or ())))) <= 1000000000000000000 else _beyond99(_t162))
        if _st_log is not None: _st_log.append(_Text103(_audience100(st), [_PlayerRef101(_t160), ' scores ', _plain102((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t164 = L[1]
        _t163 = []
        for _t165 in (_k104 or ()):
            if (len(_st_zones[(13 + _t165)]) == _t164):
                _t163.append(_t165)
        L[6] = _t163
        _t167 = (L[6] or [])
        st.budget -= len(_t167)
        if st.budget < 0: _spent98(st)
        for _t166 in _t167:
            L[9] = _t166
            _st_vars[0 + _t166] = (_t168 if -1000000000000000000 <= (_t168 := _st_vars[0 + _t166] - (6 // len((L[6] or ())))) <= 1000000000000000000 else _beyond99(_t168))
            if _st_log is not None: _st_log.append(_Text103(_audience100(st), [_PlayerRef101(_t166), ' loses ', _plain102((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 a24cdc47>
def _native(st, L):
    _shuffle_zone105(st, 0)

# <rulerun sushi_go.rules: play #31 88f8f065>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text108(_audience106(st), ['round ', _plain107(L[2])]))
    for _t169 in (_k109 or []):
        L[5] = _t169
        _t170 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t171 = (1 + _t169)
        if type(_t170) is list and _st_log is None:
            for _t172 in _t170:
                _t173 = _st_zones[_st_loc[_t172]]
                if _t173[-1] == _t172: _t173.pop()
                else: _t173.remove(_t172)
                _st_zones[_t171].append(_t172); _st_loc[_t172] = _t171
        elif _t170 is not None:
            _move_cards110(st, _t170, _t171, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #32 de2c5bce>
def _loop(st, _t174):
    _t176 = st.zones[(10 + _t174)]
    st.budget -= len(_t176)
    if st.budget < 0: _spent114(st)
    _t178 = 0
    for _t177 in _t176:
        if (_c115[_t177] == 'tempura'):
            _t178 += 1
    return _t178

# <rulerun sushi_go.rules: play #33 0ff9eb32>
def _loop(st, _t174):
    _t179 = st.zones[(10 + _t174)]
    st.budget -= len(_t179)
    if st.budget < 0: _spent117(st)
    _t181 = 0
    for _t180 in _t179:
        if (_c118[_t180] == 'sashimi'):
            _t181 += 1
    return _t181

# <rulerun sushi_go.rules: play #34 06b851e5>
def _loop(st, _t174):
    _t182 = st.zones[(10 + _t174)]
    st.budget -= len(_t182)
    if st.budget < 0: _spent121(st)
    _t184 = 0
    for _t183 in _t182:
        if (_c122[_t183] == 'dumpling'):
            _t184 += 1
    return _t184

# <rulerun sushi_go.rules: play #35 bfb87802>
def _loop(st, _t174):
    _st_cvars = st.cvars
    _t185 = st.zones[(10 + _t174)]
    st.budget -= len(_t185)
    if st.budget < 0: _spent124(st)
    _t187 = 0
    for _t186 in _t185:
        if (((_c125[_t186] == 'egg') or (_c125[_t186] == 'salmon')) or (_c125[_t186] == 'squid')):
            _t187 += ((1 if (_c125[_t186] == 'egg') else (2 if (_c125[_t186] == 'salmon') else 3)) * (3 if _st_cvars[_t186] else 1))
    return _t187

# <rulerun sushi_go.rules: play #36 cb99bcc2>
def _loop(st, _t174):
    _t190 = st.zones[(10 + _t174)]
    st.budget -= len(_t190)
    if st.budget < 0: _spent130(st)
    _t192 = 0
    for _t191 in _t190:
        if (_c131[_t191] == 'tempura'):
            _t192 += 1
    return _t192

# <rulerun sushi_go.rules: play #37 7f9d6659>
def _loop(st, _t174):
    _t193 = st.zones[(10 + _t174)]
    st.budget -= len(_t193)
    if st.budget < 0: _spent133(st)
    _t195 = 0
    for _t194 in _t193:
        if (_c134[_t194] == 'sashimi'):
            _t195 += 1
    return _t195

# <rulerun sushi_go.rules: play #38 27584d0c>
def _loop(st, _t174):
    _t196 = st.zones[(10 + _t174)]
    st.budget -= len(_t196)
    if st.budget < 0: _spent136(st)
    _t198 = 0
    for _t197 in _t196:
        if (_c137[_t197] == 'dumpling'):
            _t198 += 1
    return _t198

# <rulerun sushi_go.rules: play #39 9b418d6a>
def _loop(st, _t174):
    _st_cvars = st.cvars
    _t199 = st.zones[(10 + _t174)]
    st.budget -= len(_t199)
    if st.budget < 0: _spent139(st)
    _t201 = 0
    for _t200 in _t199:
        if (((_c140[_t200] == 'egg') or (_c140[_t200] == 'salmon')) or (_c140[_t200] == 'squid')):
            _t201 += ((1 if (_c140[_t200] == 'egg') else (2 if (_c140[_t200] == 'salmon') else 3)) * (3 if _st_cvars[_t200] else 1))
    return _t201

# <rulerun sushi_go.rules: play #40 ad8ce64e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t175 = (_k111 or [])
    st.budget -= len(_t175)
    if st.budget < 0: _spent112(st)
    for _t174 in _t175:
        _i2[2] = _t174
        _st_vars[0 + _t174] = (_t189 if -1000000000000000000 <= (_t189 := _st_vars[0 + _t174] + (_memo2[_t174] if _t174 in _memo2 else _memo2.setdefault(_t174, (_t188 if -1000000000000000000 <= (_t188 := (((_times113(5, ((_memo1[(_t174, 'tempura',)] if (_t174, 'tempura',) in _memo1 else _memo1.setdefault((_t174, 'tempura',), _a116(st, _t174))) // 2)) + _times113(10, ((_memo1[(_t174, 'sashimi',)] if (_t174, 'sashimi',) in _memo1 else _memo1.setdefault((_t174, 'sashimi',), _a119(st, _t174))) // 3))) + _d120(st, [(_memo1[(_t174, 'dumpling',)] if (_t174, 'dumpling',) in _memo1 else _memo1.setdefault((_t174, 'dumpling',), _a123(st, _t174)))])) + _a126(st, _t174))) <= 1000000000000000000 else _beyond127(_t188))))) <= 1000000000000000000 else _beyond127(_t189))
        if _st_log is not None: _st_log.append(_Text143(_audience128(st), [_PlayerRef129(_t174), ' scores ', _plain142((_memo2[_t174] if _t174 in _memo2 else _memo2.setdefault(_t174, (_t202 if -1000000000000000000 <= (_t202 := (((_times113(5, ((_memo1[(_t174, 'tempura',)] if (_t174, 'tempura',) in _memo1 else _memo1.setdefault((_t174, 'tempura',), _a132(st, _t174))) // 2)) + _times113(10, ((_memo1[(_t174, 'sashimi',)] if (_t174, 'sashimi',) in _memo1 else _memo1.setdefault((_t174, 'sashimi',), _a135(st, _t174))) // 3))) + _d120(st, [(_memo1[(_t174, 'dumpling',)] if (_t174, 'dumpling',) in _memo1 else _memo1.setdefault((_t174, 'dumpling',), _a138(st, _t174)))])) + _a141(st, _t174))) <= 1000000000000000000 else _beyond127(_t202))))), ' for sets and nigiri']))
    if _p145(st, _k144[:]) == 3: return 3
    _t204 = (_k146 or [])
    st.budget -= len(_t204)
    if st.budget < 0: _spent112(st)
    for _t203 in _t204:
        _i2[5] = _t203
        _t208 = _st_zones[(10 + _t203)]
        st.budget -= len(_t208)
        if st.budget < 0: _spent112(st)
        _t207 = []
        for _t209 in _t208:
            if (_c148[_t209] == 'pudding'):
                _t207.append(_t209)
        _t205 = _t207
        _t206 = (13 + _t203)
        if type(_t205) is list and _st_log is None:
            for _t210 in _t205:
                _t211 = _st_zones[_st_loc[_t210]]
                if _t211[-1] == _t210: _t211.pop()
                else: _t211.remove(_t210)
                _st_zones[_t206].append(_t210); _st_loc[_t210] = _t206
        elif _t205 is not None:
            _move_cards147(st, _t205, _t206, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t212 = (10 + _t203)
        _t213 = 16
        if _st_log is None and _t212 != _t213:
            _t214 = _st_zones[_t212]; _st_zones[_t213] += _t214
            for _t215 in _t214: _st_loc[_t215] = _t213
            _t214.clear()
        else:
            _move_cards147(st, _st_zones[_t212][:], _t213, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #41 6ae51b40>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t251 = st.zones[(10 + _i5l0)]
    st.budget -= len(_t251)
    if st.budget < 0: _spent163(st)
    for _t252 in _t251:
        if ((_c164[_t252] == 'wasabi') and (not _st_cvars[108 + _t252])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 662fbe21>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t298 = st.zones[(10 + _i7l0)]
    st.budget -= len(_t298)
    if st.budget < 0: _spent179(st)
    for _t299 in _t298:
        if ((_c180[_t299] == 'wasabi') and (not _st_cvars[108 + _t299])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log 0521a76e>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    for _t270 in (_k168 or []):
        st.thread_player = st.inline_thread = _t270
        _i6 = L[:]; _i6[0] = _t270
        _t271 = _st_zones[(1 + _t270)]
        _t272 = _t270
        _t273 = len(_t271)
        if not _t273: _no_option171(_t272, 'dish to keep')
        if _t273 <= 1:
            _i6[1] = _t271[0] if _t273 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t274 = st.chooser(_t273, _t272)
            else:
                _t274 = _st_bits(_t273.bit_length())
                while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
            _i6[1] = _t271[_t274]; st.decisions += 1
        elif _decide172(st, _i6, _t271[:], _t272): raise _PlayoutCut169()
        _t275 = _i6[1]
        _t276 = (4 + _t270)
        if type(_t275) is int:
            _t277 = _st_zones[_st_loc[_t275]]
            if _t277[-1] == _t275: _t277.pop()
            else: _t277.remove(_t275)
            _st_zones[_t276].append(_t275); _st_loc[_t275] = _t276
        elif _t275 is not None:
            _move_cards173(st, _t275, _t276, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t279 = _st_zones[(10 + _t270)]
        st.budget -= len(_t279)
        if st.budget < 0: _spent174(st)
        _t278 = False
        for _t280 in _t279:
            if (_c175[_t280] == 'chopsticks'):
                _t278 = True
                break
        if (_t278 and (not not _st_zones[(1 + _t270)])):
            _t281 = _st_zones[(1 + _t270)]
            _t282 = _t270
            _t283 = len(_t281) + 1
            if _t283 == 1:
                _i6[2] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t284 = st.chooser(_t283, _t282)
                else:
                    _t284 = _st_bits(_t283.bit_length())
                    while _t284 >= _t283: _t284 = _st_bits(_t283.bit_length())
                _i6[2] = _t281[_t284 - 1] if _t284 else None; st.decisions += 1
            elif _decide177(st, _i6, _t281[:], _t282): raise _PlayoutCut169()
            if (_i6[2] is not None):
                _t285 = _i6[2]
                _t286 = (4 + _t270)
                if type(_t285) is int:
                    _t287 = _st_zones[_st_loc[_t285]]
                    if _t287[-1] == _t285: _t287.pop()
                    else: _t287.remove(_t285)
                    _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
                elif _t285 is not None:
                    _move_cards173(st, _t285, _t286, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                _t291 = _st_zones[(10 + _t270)]
                st.budget -= len(_t291)
                if st.budget < 0: _spent174(st)
                _t290 = None
                for _t292 in _t291:
                    if (_c175[_t292] == 'chopsticks'):
                        _t290 = _t292
                        break
                _t288 = _t290
                _t289 = (1 + _t270)
                if type(_t288) is int:
                    _t293 = _st_zones[_st_loc[_t288]]
                    if _t293[-1] == _t288: _t293.pop()
                    else: _t293.remove(_t288)
                    _st_zones[_t289].append(_t288); _st_loc[_t288] = _t289
                elif _t288 is not None:
                    _move_cards173(st, _t288, _t289, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None
    _t295 = (_k178 or [])
    st.budget -= len(_t295)
    if st.budget < 0: _spent174(st)
    for _t294 in _t295:
        L[5] = _t294
        _t297 = _st_zones[(4 + _t294)][:]
        st.budget -= len(_t297)
        if st.budget < 0: _spent174(st)
        for _t296 in _t297:
            L[8] = _t296
            _i7l0 = _t294
            _i7l1 = _t296
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c175[_i7l1] == 'egg') or (_c175[_i7l1] == 'salmon')) or (_c175[_i7l1] == 'squid')) and _a181(st, _i7l0)):
                _t302 = _st_zones[(10 + _i7l0)]
                st.budget -= len(_t302)
                if st.budget < 0: _spent174(st)
                _t301 = None
                for _t303 in _t302:
                    if ((_c175[_t303] == 'wasabi') and (not _st_cvars[108 + _t303])):
                        _t301 = _t303
                        break
                _i7[2] = _t301
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
                if _memo2: _memo2.clear()
            _t304 = _i7l1
            _t305 = (10 + _i7l0)
            if type(_t304) is int:
                _t306 = _st_zones[_st_loc[_t304]]
                if _t306[-1] == _t304: _t306.pop()
                else: _t306.remove(_t304)
                _st_zones[_t305].append(_t304); _st_loc[_t304] = _t305
            elif _t304 is not None:
                _move_cards173(st, _t304, _t305, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t307 in (_k182 or []):
        L[11] = _t307
        _t308 = (1 + _t307)
        _t309 = (7 + ((_t307 + 1) % 3))
        if _t308 != _t309:
            _t310 = _st_zones[_t308]; _st_zones[_t309] += _t310
            for _t311 in _t310: _st_loc[_t311] = _t309
            _t310.clear()
        else:
            _move_cards173(st, _st_zones[_t308][:], _t309, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    for _t312 in (_k183 or []):
        L[14] = _t312
        _t313 = (7 + _t312)
        _t314 = (1 + _t312)
        if _t313 != _t314:
            _t315 = _st_zones[_t313]; _st_zones[_t314] += _t315
            for _t316 in _t315: _st_loc[_t316] = _t314
            _t315.clear()
        else:
            _move_cards173(st, _st_zones[_t313][:], _t314, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #44 c805fbe8>
def _loop(st, _t317):
    _t319 = st.zones[(10 + _t317)]
    st.budget -= len(_t319)
    if st.budget < 0: _spent188(st)
    _t321 = 0
    for _t320 in _t319:
        if (_c189[_t320] == 'tempura'):
            _t321 += 1
    return _t321

# <rulerun sushi_go.rules: play #45 c717b6ce>
def _loop(st, _t317):
    _t322 = st.zones[(10 + _t317)]
    st.budget -= len(_t322)
    if st.budget < 0: _spent191(st)
    _t324 = 0
    for _t323 in _t322:
        if (_c192[_t323] == 'sashimi'):
            _t324 += 1
    return _t324

# <rulerun sushi_go.rules: play #46 962354f0>
def _loop(st, _t317):
    _t325 = st.zones[(10 + _t317)]
    st.budget -= len(_t325)
    if st.budget < 0: _spent195(st)
    _t327 = 0
    for _t326 in _t325:
        if (_c196[_t326] == 'dumpling'):
            _t327 += 1
    return _t327

# <rulerun sushi_go.rules: play #47 1734e155>
def _loop(st, _t317):
    _st_cvars = st.cvars
    _t328 = st.zones[(10 + _t317)]
    st.budget -= len(_t328)
    if st.budget < 0: _spent198(st)
    _t330 = 0
    for _t329 in _t328:
        if (((_c199[_t329] == 'egg') or (_c199[_t329] == 'salmon')) or (_c199[_t329] == 'squid')):
            _t330 += ((1 if (_c199[_t329] == 'egg') else (2 if (_c199[_t329] == 'salmon') else 3)) * (3 if _st_cvars[_t329] else 1))
    return _t330

# <rulerun sushi_go.rules: score_maki #48 94d395fa>
def _loop(st, _t335):
    _t336 = st.zones[(10 + _t335)]
    st.budget -= len(_t336)
    if st.budget < 0: _spent204(st)
    _t338 = 0
    for _t337 in _t336:
        _t338 += _c205[_t337]
    return _t338

# <rulerun sushi_go.rules: score_maki #49 ffb97afd>
def _loop(st, _t343):
    _t344 = st.zones[(10 + _t343)]
    st.budget -= len(_t344)
    if st.budget < 0: _spent208(st)
    _t346 = 0
    for _t345 in _t344:
        _t346 += _c209[_t345]
    return _t346

# <rulerun sushi_go.rules: score_maki #50 b74f73ae>
def _loop(st, _t353):
    _t354 = st.zones[(10 + _t353)]
    st.budget -= len(_t354)
    if st.budget < 0: _spent213(st)
    _t356 = 0
    for _t355 in _t354:
        _t356 += _c214[_t355]
    return _t356

# <rulerun sushi_go.rules: score_maki #51 de5346bb>
def _loop(st, _t353):
    _t357 = st.zones[(10 + _t353)]
    st.budget -= len(_t357)
    if st.budget < 0: _spent216(st)
    _t359 = 0
    for _t358 in _t357:
        _t359 += _c217[_t358]
    return _t359

# <rulerun sushi_go.rules: score_maki #52 6d949fce>
def _loop(st, _t364):
    _t365 = st.zones[(10 + _t364)]
    st.budget -= len(_t365)
    if st.budget < 0: _spent220(st)
    _t367 = 0
    for _t366 in _t365:
        _t367 += _c221[_t366]
    return _t367

# <rulerun sushi_go.rules: score_maki #53 playout, without a log a25f741f>
def _native(st, L):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t334 = (_k202 or ())
    st.budget -= len(_t334)
    if st.budget < 0: _spent203(st)
    _t333 = None
    for _t335 in _t334:
        _t339 = (_memo0[_t335] if _t335 in _memo0 else _memo0.setdefault(_t335, _a206(st, _t335)))
        if _t333 is None or _t339 > _t333:
            _t333 = _t339
    L[0] = _t333
    if (L[0] == 0):
        return 2
    _t341 = L[0]
    _t342 = (_k207 or ())
    st.budget -= len(_t342)
    if st.budget < 0: _spent203(st)
    _t340 = []
    for _t343 in _t342:
        if ((_memo0[_t343] if _t343 in _memo0 else _memo0.setdefault(_t343, _a210(st, _t343))) == _t341):
            _t340.append(_t343)
    L[1] = _t340
    _t348 = (L[1] or [])
    st.budget -= len(_t348)
    if st.budget < 0: _spent203(st)
    for _t347 in _t348:
        L[4] = _t347
        _st_vars[0 + _t347] = (_t349 if -1000000000000000000 <= (_t349 := _st_vars[0 + _t347] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond211(_t349))
    if (len((L[1] or ())) > 1):
        return 2
    _t351 = L[0]
    _t352 = (_k212 or ())
    st.budget -= len(_t352)
    if st.budget < 0: _spent203(st)
    _t350 = None
    for _t353 in _t352:
        if ((_memo0[_t353] if _t353 in _memo0 else _memo0.setdefault(_t353, _a215(st, _t353))) < _t351):
            _t360 = (_memo0[_t353] if _t353 in _memo0 else _memo0.setdefault(_t353, _a218(st, _t353)))
            if _t350 is None or _t360 > _t350:
                _t350 = _t360
    L[5] = _t350
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t362 = L[5]
    _t363 = (_k219 or ())
    st.budget -= len(_t363)
    if st.budget < 0: _spent203(st)
    _t361 = []
    for _t364 in _t363:
        if ((_memo0[_t364] if _t364 in _memo0 else _memo0.setdefault(_t364, _a222(st, _t364))) == _t362):
            _t361.append(_t364)
    L[6] = _t361
    _t369 = (L[6] or [])
    st.budget -= len(_t369)
    if st.budget < 0: _spent203(st)
    for _t368 in _t369:
        L[9] = _t368
        _st_vars[0 + _t368] = (_t370 if -1000000000000000000 <= (_t370 := _st_vars[0 + _t368] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond211(_t370))

# <rulerun sushi_go.rules: play #54 db1c3d2b>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t217 = (_k149 or [])
    st.budget -= len(_t217)
    if st.budget < 0: _spent150(st)
    for _t216 in _t217:
        L[2] = _t216
        for _t218 in (_k151 or []):
            L[5] = _t218
            _t219 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t220 = (1 + _t218)
            if type(_t219) is list:
                for _t221 in _t219:
                    _t222 = _st_zones[_st_loc[_t221]]
                    if _t222[-1] == _t221: _t222.pop()
                    else: _t222.remove(_t221)
                    _st_zones[_t220].append(_t221); _st_loc[_t221] = _t220
            elif _t219 is not None:
                _move_cards152(st, _t219, _t220, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        while (not not _st_zones[(1 + _k153[0])]):
            st.budget -= 1
            if st.budget < 0: _spent150(st)
            if _p185(st, _k184[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t318 = (_k186 or [])
        st.budget -= len(_t318)
        if st.budget < 0: _spent150(st)
        for _t317 in _t318:
            _i8[2] = _t317
            _st_vars[0 + _t317] = (_t332 if -1000000000000000000 <= (_t332 := _st_vars[0 + _t317] + (_memo2[_t317] if _t317 in _memo2 else _memo2.setdefault(_t317, (_t331 if -1000000000000000000 <= (_t331 := (((_times187(5, ((_memo1[(_t317, 'tempura',)] if (_t317, 'tempura',) in _memo1 else _memo1.setdefault((_t317, 'tempura',), _a190(st, _t317))) // 2)) + _times187(10, ((_memo1[(_t317, 'sashimi',)] if (_t317, 'sashimi',) in _memo1 else _memo1.setdefault((_t317, 'sashimi',), _a193(st, _t317))) // 3))) + _d194(st, [(_memo1[(_t317, 'dumpling',)] if (_t317, 'dumpling',) in _memo1 else _memo1.setdefault((_t317, 'dumpling',), _a197(st, _t317)))])) + _a200(st, _t317))) <= 1000000000000000000 else _beyond201(_t331))))) <= 1000000000000000000 else _beyond201(_t332))
        if _p224(st, _k223[:]) == 3: return 3
        _t372 = (_k225 or [])
        st.budget -= len(_t372)
        if st.budget < 0: _spent150(st)
        for _t371 in _t372:
            _i8[5] = _t371
            _t376 = _st_zones[(10 + _t371)]
            st.budget -= len(_t376)
            if st.budget < 0: _spent150(st)
            _t375 = []
            for _t377 in _t376:
                if (_c159[_t377] == 'pudding'):
                    _t375.append(_t377)
            _t373 = _t375
            _t374 = (13 + _t371)
            if type(_t373) is list:
                for _t378 in _t373:
                    _t379 = _st_zones[_st_loc[_t378]]
                    if _t379[-1] == _t378: _t379.pop()
                    else: _t379.remove(_t378)
                    _st_zones[_t374].append(_t378); _st_loc[_t378] = _t374
            elif _t373 is not None:
                _move_cards152(st, _t373, _t374, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            _t380 = (10 + _t371)
            _t381 = 16
            if _t380 != _t381:
                _t382 = _st_zones[_t380]; _st_zones[_t381] += _t382
                for _t383 in _t382: _st_loc[_t383] = _t381
                _t382.clear()
            else:
                _move_cards152(st, _st_zones[_t380][:], _t381, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #55 04bdf81c>
def _native(st, L):
    if _p227(st, _k226[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 f4285846>
def _native(st, L):
    return _k228

# <rulerun sushi_go.rules: play #57 7c02f862>
def _native(st, L):
    return (not not st.zones[(1 + _k229[0])])

# <rulerun sushi_go.rules: serve #58 ad7f31fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run232(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k233)

# <rulerun sushi_go.rules: take_turn #59 ed433b3d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step236(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t384 = L[0]
            _t385 = len(_o)
            if not _t385: _no_option238(_t384, 'dish to keep')
            if _t385 <= 1 and _st_log is None:
                L[1] = _o[0] if _t385 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t386 = st.chooser(_t385, _t384)
                else:
                    _t386 = _st_bits(_t385.bit_length())
                    while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
                L[1] = _o[_t386]; st.decisions += 1
                if st.thread_player is not None: _answered239(st, _t386)
            elif _decide240(st, L, _o[:], _t384): return True
            pc = 2
        if pc == 2:
            _r = _run241(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t388 = _st_zones[(10 + L[0])]
            st.budget -= len(_t388)
            if st.budget < 0: _spent242(st)
            _t387 = False
            for _t389 in _t388:
                if (_c243[_t389] == 'chopsticks'):
                    _t387 = True
                    break
            if (_t387 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t390 = L[0]
            _t391 = len(_o) + 1
            if _t391 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t392 = st.chooser(_t391, _t390)
                else:
                    _t392 = _st_bits(_t391.bit_length())
                    while _t392 >= _t391: _t392 = _st_bits(_t391.bit_length())
                L[2] = _o[_t392 - 1] if _t392 else None; st.decisions += 1
                if st.thread_player is not None: _answered239(st, _t392)
            elif _decide245(st, L, _o[:], _t390): return True
            pc = 5
        if pc == 5:
            _r = _run246(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run247(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k248)

# <rulerun sushi_go.rules: score_maki #60 b7acb364>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run251(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k252)

# <rulerun sushi_go.rules: score_round #61 89cfb482>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run255(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k256)

# <rulerun sushi_go.rules: score_puddings #62 1810ab3f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k260)

# <rulerun sushi_go.rules: play #63 e8e4cbf7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k264 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k266[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit267(_k268)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit262(_k, st, _d0): raise _Runaway261()
            continue
        if pc == 7:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit262(_k, st, _d0): raise _Runaway261()
            continue
        if pc == 9:
            _r = _run270(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step271(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k272)

# <rulerun sushi_go.rules: take_turn #64 c195597e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region275(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step276(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t393 = L[0]
            _t394 = len(_o)
            if not _t394: _no_option278(_t393, 'dish to keep')
            if _t394 <= 1 and _st_log is None:
                L[1] = _o[0] if _t394 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t395 = st.chooser(_t394, _t393)
                else:
                    _t395 = _st_bits(_t394.bit_length())
                    while _t395 >= _t394: _t395 = _st_bits(_t394.bit_length())
                L[1] = _o[_t395]; st.decisions += 1
                if st.thread_player is not None: _answered279(st, _t395)
            elif _decide280(st, L, _o[:], _t393): return True
            pc = 2
        if pc == 2:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t397 = _st_zones[(10 + L[0])]
            st.budget -= len(_t397)
            if st.budget < 0: _spent282(st)
            _t396 = False
            for _t398 in _t397:
                if (_c283[_t398] == 'chopsticks'):
                    _t396 = True
                    break
            if (_t396 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t399 = L[0]
            _t400 = len(_o) + 1
            if _t400 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t401 = st.chooser(_t400, _t399)
                else:
                    _t401 = _st_bits(_t400.bit_length())
                    while _t401 >= _t400: _t401 = _st_bits(_t400.bit_length())
                L[2] = _o[_t401 - 1] if _t401 else None; st.decisions += 1
                if st.thread_player is not None: _answered279(st, _t401)
            elif _decide285(st, L, _o[:], _t399): return True
            pc = 5
        if pc == 5:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k288)

# <rulerun sushi_go.rules: play #65 09754478>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run291(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region292(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k293 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k295[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p296(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit297(_k298)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit290(_k, st, _d0): raise _Runaway289()
            continue
        if pc == 7:
            _r = _run299(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit290(_k, st, _d0): raise _Runaway289()
            continue
        if pc == 9:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step301(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k302)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

