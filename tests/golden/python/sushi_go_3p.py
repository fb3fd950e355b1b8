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

# <rulerun sushi_go.rules: take_turn #6 16169157>
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
            if _offer18(st, _i0, _t32[:]): raise _PlayoutCut11()
            if (_i0[2] is not None):
                _t33 = _i0[2]
                _t34 = (4 + _t21)
                if type(_t33) is int:
                    _t35 = _st_zones[_st_loc[_t33]]
                    if _t35[-1] == _t33: _t35.pop()
                    else: _t35.remove(_t33)
                    _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
                elif _t33 is not None:
                    _move_cards15(st, _t33, _t34, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                _t39 = _st_zones[(10 + _t21)]
                st.budget -= len(_t39)
                if st.budget < 0: _spent16(st)
                _t38 = None
                for _t40 in _t39:
                    if (_c17[_t40] == 'chopsticks'):
                        _t38 = _t40
                        break
                _t36 = _t38
                _t37 = (1 + _t21)
                if type(_t36) is int:
                    _t41 = _st_zones[_st_loc[_t36]]
                    if _t41[-1] == _t36: _t41.pop()
                    else: _t41.remove(_t36)
                    _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
                elif _t36 is not None:
                    _move_cards15(st, _t36, _t37, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None

# <rulerun sushi_go.rules: take_turn #7 05ab4a5f>
def _loop(st, _i1l0):
    _st_cvars = st.cvars
    _t46 = st.zones[(10 + _i1l0)]
    st.budget -= len(_t46)
    if st.budget < 0: _spent22(st)
    for _t47 in _t46:
        if ((_c23[_t47] == 'wasabi') and (not _st_cvars[108 + _t47])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #8 6d6e7e85>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    _t43 = (_k19 or [])
    st.budget -= len(_t43)
    if st.budget < 0: _spent20(st)
    for _t42 in _t43:
        L[5] = _t42
        _t45 = _st_zones[(4 + _t42)][:]
        st.budget -= len(_t45)
        if st.budget < 0: _spent20(st)
        for _t44 in _t45:
            L[8] = _t44
            _i1l0 = _t42
            _i1l1 = _t44
            _i1 = [_i1l0, _i1l1, None]
            if ((((_c21[_i1l1] == 'egg') or (_c21[_i1l1] == 'salmon')) or (_c21[_i1l1] == 'squid')) and _a24(st, _i1l0)):
                _t50 = _st_zones[(10 + _i1l0)]
                st.budget -= len(_t50)
                if st.budget < 0: _spent20(st)
                _t49 = None
                for _t51 in _t50:
                    if ((_c21[_t51] == 'wasabi') and (not _st_cvars[108 + _t51])):
                        _t49 = _t51
                        break
                _i1[2] = _t49
                _st_cvars[108 + _i1[2]] = True
                _st_cvars[_i1l1] = True
                if _memo2: _memo2.clear()
            _t52 = _i1l1
            _t53 = (10 + _i1l0)
            if type(_t52) is int and _st_log is None:
                _t54 = _st_zones[_st_loc[_t52]]
                if _t54[-1] == _t52: _t54.pop()
                else: _t54.remove(_t52)
                _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
            elif _t52 is not None:
                _move_cards25(st, _t52, _t53, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t55 in (_k26 or []):
        L[11] = _t55
        _t56 = (1 + _t55)
        _t57 = (7 + ((_t55 + 1) % 3))
        if _st_log is None and _t56 != _t57:
            _t58 = _st_zones[_t56]; _st_zones[_t57] += _t58
            for _t59 in _t58: _st_loc[_t59] = _t57
            _t58.clear()
        else:
            _move_cards25(st, _st_zones[_t56][:], _t57, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    for _t60 in (_k27 or []):
        L[14] = _t60
        _t61 = (7 + _t60)
        _t62 = (1 + _t60)
        if _st_log is None and _t61 != _t62:
            _t63 = _st_zones[_t61]; _st_zones[_t62] += _t63
            for _t64 in _t63: _st_loc[_t64] = _t62
            _t63.clear()
        else:
            _move_cards25(st, _st_zones[_t61][:], _t62, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #9 b6a0266e>
def _native(st, L):
    return _k28

# <rulerun sushi_go.rules: take_turn #10 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: take_turn #11 d790a2b3>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t66 = _st_zones[(10 + _l0)]
    st.budget -= len(_t66)
    if st.budget < 0: _spent29(st)
    _t65 = False
    for _t67 in _t66:
        if (_c30[_t67] == 'chopsticks'):
            _t65 = True
            break
    return (_t65 and (not not _st_zones[(1 + _l0)]))

# <rulerun sushi_go.rules: take_turn #12 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: score_maki #13 339f4c5a>
def _loop(st, _t70):
    _t71 = st.zones[(10 + _t70)]
    st.budget -= len(_t71)
    if st.budget < 0: _spent33(st)
    _t73 = 0
    for _t72 in _t71:
        _t73 += _c34[_t72]
    return _t73

# <rulerun sushi_go.rules: score_maki #14 8b2811b8>
def _loop(st, _t78):
    _t79 = st.zones[(10 + _t78)]
    st.budget -= len(_t79)
    if st.budget < 0: _spent37(st)
    _t81 = 0
    for _t80 in _t79:
        _t81 += _c38[_t80]
    return _t81

# <rulerun sushi_go.rules: score_maki #15 882eac9e>
def _loop(st, _t88):
    _t89 = st.zones[(10 + _t88)]
    st.budget -= len(_t89)
    if st.budget < 0: _spent46(st)
    _t91 = 0
    for _t90 in _t89:
        _t91 += _c47[_t90]
    return _t91

# <rulerun sushi_go.rules: score_maki #16 2ed6f30a>
def _loop(st, _t88):
    _t92 = st.zones[(10 + _t88)]
    st.budget -= len(_t92)
    if st.budget < 0: _spent49(st)
    _t94 = 0
    for _t93 in _t92:
        _t94 += _c50[_t93]
    return _t94

# <rulerun sushi_go.rules: score_maki #17 35edc394>
def _loop(st, _t99):
    _t100 = st.zones[(10 + _t99)]
    st.budget -= len(_t100)
    if st.budget < 0: _spent53(st)
    _t102 = 0
    for _t101 in _t100:
        _t102 += _c54[_t101]
    return _t102

# <rulerun sushi_go.rules: score_maki #18 422f99fd>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t69 = (_k31 or ())
    st.budget -= len(_t69)
    if st.budget < 0: _spent32(st)
    _t68 = None
    for _t70 in _t69:
        _t74 = (_memo0[_t70] if _t70 in _memo0 else _memo0.setdefault(_t70, _a35(st, _t70)))
        if _t68 is None or _t74 > _t68:
            _t68 = _t74
    L[0] = _t68
    if (L[0] == 0):
        return 2
    _t76 = L[0]
    _t77 = (_k36 or ())
    st.budget -= len(_t77)
    if st.budget < 0: _spent32(st)
    _t75 = []
    for _t78 in _t77:
        if ((_memo0[_t78] if _t78 in _memo0 else _memo0.setdefault(_t78, _a39(st, _t78))) == _t76):
            _t75.append(_t78)
    L[1] = _t75
    _t83 = (L[1] or [])
    st.budget -= len(_t83)
    if st.budget < 0: _spent32(st)
    for _t82 in _t83:
        L[4] = _t82
        _st_vars[0 + _t82] = (_t84 if -1000000000000000000 <= (_t84 := _st_vars[0 + _t82] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond40(_t84))
        if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_t82), ' scores ', _plain43((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t86 = L[0]
    _t87 = (_k45 or ())
    st.budget -= len(_t87)
    if st.budget < 0: _spent32(st)
    _t85 = None
    for _t88 in _t87:
        if ((_memo0[_t88] if _t88 in _memo0 else _memo0.setdefault(_t88, _a48(st, _t88))) < _t86):
            _t95 = (_memo0[_t88] if _t88 in _memo0 else _memo0.setdefault(_t88, _a51(st, _t88)))
            if _t85 is None or _t95 > _t85:
                _t85 = _t95
    L[5] = _t85
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t97 = L[5]
    _t98 = (_k52 or ())
    st.budget -= len(_t98)
    if st.budget < 0: _spent32(st)
    _t96 = []
    for _t99 in _t98:
        if ((_memo0[_t99] if _t99 in _memo0 else _memo0.setdefault(_t99, _a55(st, _t99))) == _t97):
            _t96.append(_t99)
    L[6] = _t96
    _t104 = (L[6] or [])
    st.budget -= len(_t104)
    if st.budget < 0: _spent32(st)
    for _t103 in _t104:
        L[9] = _t103
        _st_vars[0 + _t103] = (_t105 if -1000000000000000000 <= (_t105 := _st_vars[0 + _t103] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond40(_t105))
        if _st_log is not None: _st_log.append(_Text44(_audience41(st), [_PlayerRef42(_t103), ' scores ', _plain43((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 eebfcc90>
def _loop(st, _t106):
    _t108 = st.zones[(10 + _t106)]
    st.budget -= len(_t108)
    if st.budget < 0: _spent59(st)
    _t110 = 0
    for _t109 in _t108:
        if (_c60[_t109] == 'tempura'):
            _t110 += 1
    return _t110

# <rulerun sushi_go.rules: score_round #20 de257d0a>
def _loop(st, _t106):
    _t111 = st.zones[(10 + _t106)]
    st.budget -= len(_t111)
    if st.budget < 0: _spent62(st)
    _t113 = 0
    for _t112 in _t111:
        if (_c63[_t112] == 'sashimi'):
            _t113 += 1
    return _t113

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 cfcca809>
def _loop(st, _t106):
    _t114 = st.zones[(10 + _t106)]
    st.budget -= len(_t114)
    if st.budget < 0: _spent66(st)
    _t116 = 0
    for _t115 in _t114:
        if (_c67[_t115] == 'dumpling'):
            _t116 += 1
    return _t116

# <rulerun sushi_go.rules: score_round #23 e32f508a>
def _loop(st, _t106):
    _st_cvars = st.cvars
    _t117 = st.zones[(10 + _t106)]
    st.budget -= len(_t117)
    if st.budget < 0: _spent69(st)
    _t119 = 0
    for _t118 in _t117:
        if (((_c70[_t118] == 'egg') or (_c70[_t118] == 'salmon')) or (_c70[_t118] == 'squid')):
            _t119 += ((1 if (_c70[_t118] == 'egg') else (2 if (_c70[_t118] == 'salmon') else 3)) * (3 if _st_cvars[_t118] else 1))
    return _t119

# <rulerun sushi_go.rules: score_round #24 a3ef45b0>
def _loop(st, _t106):
    _t122 = st.zones[(10 + _t106)]
    st.budget -= len(_t122)
    if st.budget < 0: _spent75(st)
    _t124 = 0
    for _t123 in _t122:
        if (_c76[_t123] == 'tempura'):
            _t124 += 1
    return _t124

# <rulerun sushi_go.rules: score_round #25 8262f843>
def _loop(st, _t106):
    _t125 = st.zones[(10 + _t106)]
    st.budget -= len(_t125)
    if st.budget < 0: _spent78(st)
    _t127 = 0
    for _t126 in _t125:
        if (_c79[_t126] == 'sashimi'):
            _t127 += 1
    return _t127

# <rulerun sushi_go.rules: score_round #26 b87c672b>
def _loop(st, _t106):
    _t128 = st.zones[(10 + _t106)]
    st.budget -= len(_t128)
    if st.budget < 0: _spent81(st)
    _t130 = 0
    for _t129 in _t128:
        if (_c82[_t129] == 'dumpling'):
            _t130 += 1
    return _t130

# <rulerun sushi_go.rules: score_round #27 182937fe>
def _loop(st, _t106):
    _st_cvars = st.cvars
    _t131 = st.zones[(10 + _t106)]
    st.budget -= len(_t131)
    if st.budget < 0: _spent84(st)
    _t133 = 0
    for _t132 in _t131:
        if (((_c85[_t132] == 'egg') or (_c85[_t132] == 'salmon')) or (_c85[_t132] == 'squid')):
            _t133 += ((1 if (_c85[_t132] == 'egg') else (2 if (_c85[_t132] == 'salmon') else 3)) * (3 if _st_cvars[_t132] else 1))
    return _t133

# <rulerun sushi_go.rules: score_round #28 23859644>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _t107 = (_k56 or [])
    st.budget -= len(_t107)
    if st.budget < 0: _spent57(st)
    for _t106 in _t107:
        L[2] = _t106
        _st_vars[0 + _t106] = (_t121 if -1000000000000000000 <= (_t121 := _st_vars[0 + _t106] + (_memo2[_t106] if _t106 in _memo2 else _memo2.setdefault(_t106, (_t120 if -1000000000000000000 <= (_t120 := (((_times58(5, ((_memo1[(_t106, 'tempura',)] if (_t106, 'tempura',) in _memo1 else _memo1.setdefault((_t106, 'tempura',), _a61(st, _t106))) // 2)) + _times58(10, ((_memo1[(_t106, 'sashimi',)] if (_t106, 'sashimi',) in _memo1 else _memo1.setdefault((_t106, 'sashimi',), _a64(st, _t106))) // 3))) + _d65(st, [(_memo1[(_t106, 'dumpling',)] if (_t106, 'dumpling',) in _memo1 else _memo1.setdefault((_t106, 'dumpling',), _a68(st, _t106)))])) + _a71(st, _t106))) <= 1000000000000000000 else _beyond72(_t120))))) <= 1000000000000000000 else _beyond72(_t121))
        if _st_log is not None: _st_log.append(_Text88(_audience73(st), [_PlayerRef74(_t106), ' scores ', _plain87((_memo2[_t106] if _t106 in _memo2 else _memo2.setdefault(_t106, (_t134 if -1000000000000000000 <= (_t134 := (((_times58(5, ((_memo1[(_t106, 'tempura',)] if (_t106, 'tempura',) in _memo1 else _memo1.setdefault((_t106, 'tempura',), _a77(st, _t106))) // 2)) + _times58(10, ((_memo1[(_t106, 'sashimi',)] if (_t106, 'sashimi',) in _memo1 else _memo1.setdefault((_t106, 'sashimi',), _a80(st, _t106))) // 3))) + _d65(st, [(_memo1[(_t106, 'dumpling',)] if (_t106, 'dumpling',) in _memo1 else _memo1.setdefault((_t106, 'dumpling',), _a83(st, _t106)))])) + _a86(st, _t106))) <= 1000000000000000000 else _beyond72(_t134))))), ' for sets and nigiri']))
    if _p90(st, _k89[:]) == 3: return 3
    _t136 = (_k91 or [])
    st.budget -= len(_t136)
    if st.budget < 0: _spent57(st)
    for _t135 in _t136:
        L[5] = _t135
        _t140 = _st_zones[(10 + _t135)]
        st.budget -= len(_t140)
        if st.budget < 0: _spent57(st)
        _t139 = []
        for _t141 in _t140:
            if (_c93[_t141] == 'pudding'):
                _t139.append(_t141)
        _t137 = _t139
        _t138 = (13 + _t135)
        if type(_t137) is list and _st_log is None:
            for _t142 in _t137:
                _t143 = _st_zones[_st_loc[_t142]]
                if _t143[-1] == _t142: _t143.pop()
                else: _t143.remove(_t142)
                _st_zones[_t138].append(_t142); _st_loc[_t142] = _t138
        elif _t137 is not None:
            _move_cards92(st, _t137, _t138, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t144 = (10 + _t135)
        _t145 = 16
        if _st_log is None and _t144 != _t145:
            _t146 = _st_zones[_t144]; _st_zones[_t145] += _t146
            for _t147 in _t146: _st_loc[_t147] = _t145
            _t146.clear()
        else:
            _move_cards92(st, _st_zones[_t144][:], _t145, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: score_puddings #29 effa5d7a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t148 = None
    for _t149 in (_k94 or ()):
        _t150 = len(_st_zones[(13 + _t149)])
        if _t148 is None or _t150 > _t148:
            _t148 = _t150
    L[0] = _t148
    _t151 = None
    for _t152 in (_k95 or ()):
        _t153 = len(_st_zones[(13 + _t152)])
        if _t151 is None or _t153 < _t151:
            _t151 = _t153
    L[1] = _t151
    if (L[0] == L[1]):
        return 2
    _t155 = L[0]
    _t154 = []
    for _t156 in (_k96 or ()):
        if (len(_st_zones[(13 + _t156)]) == _t155):
            _t154.append(_t156)
    L[2] = _t154
    _t158 = (L[2] or [])
    st.budget -= len(_t158)
    if st.budget < 0: _spent97(st)
    for _t157 in _t158:
        L[5] = _t157
        _st_vars[0 + _t157] = (_t159 if -1000000000000000000 <= (_t159 := _st_vars[0 + _t157] + (6 // len((L[2] or ())))) <= 1000000000000000000 else _beyond98(_t159))
        if _st_log is not None: _st_log.append(_Text102(_audience99(st), [_PlayerRef100(_t157), ' scores ', _plain101((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t161 = L[1]
        _t160 = []
        for _t162 in (_k103 or ()):
            if (len(_st_zones[(13 + _t162)]) == _t161):
                _t160.append(_t162)
        L[6] = _t160
        _t164 = (L[6] or [])
        st.budget -= len(_t164)
        if st.budget < 0: _spent97(st)
        for _t163 in _t164:
            L[9] = _t163
            _st_vars[0 + _t163] = (_t165 if -1000000000000000000 <= (_t165 := _st_vars[0 + _t163] - (6 // len((L[6] or ())))) <= 1000000000000000000 else _beyond98(_t165))
            if _st_log is not None: _st_log.append(_Text102(_audience99(st), [_PlayerRef100(_t163), ' loses ', _plain101((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 dd3a62db>
def _native(st, L):
    _shuffle_zone104(st, 0)

# <rulerun sushi_go.rules: play #31 619e3ffa>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text107(_audience105(st), ['round ', _plain106(L[2])]))
    for _t166 in (_k108 or []):
        L[5] = _t166
        _t167 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t168 = (1 + _t166)
        if type(_t167) is list and _st_log is None:
            for _t169 in _t167:
                _t170 = _st_zones[_st_loc[_t169]]
                if _t170[-1] == _t169: _t170.pop()
                else: _t170.remove(_t169)
                _st_zones[_t168].append(_t169); _st_loc[_t169] = _t168
        elif _t167 is not None:
            _move_cards109(st, _t167, _t168, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #32 3afbdf50>
def _loop(st, _t171):
    _t173 = st.zones[(10 + _t171)]
    st.budget -= len(_t173)
    if st.budget < 0: _spent113(st)
    _t175 = 0
    for _t174 in _t173:
        if (_c114[_t174] == 'tempura'):
            _t175 += 1
    return _t175

# <rulerun sushi_go.rules: play #33 b0035ab2>
def _loop(st, _t171):
    _t176 = st.zones[(10 + _t171)]
    st.budget -= len(_t176)
    if st.budget < 0: _spent116(st)
    _t178 = 0
    for _t177 in _t176:
        if (_c117[_t177] == 'sashimi'):
            _t178 += 1
    return _t178

# <rulerun sushi_go.rules: play #34 cefa741a>
def _loop(st, _t171):
    _t179 = st.zones[(10 + _t171)]
    st.budget -= len(_t179)
    if st.budget < 0: _spent120(st)
    _t181 = 0
    for _t180 in _t179:
        if (_c121[_t180] == 'dumpling'):
            _t181 += 1
    return _t181

# <rulerun sushi_go.rules: play #35 ede0c2c6>
def _loop(st, _t171):
    _st_cvars = st.cvars
    _t182 = st.zones[(10 + _t171)]
    st.budget -= len(_t182)
    if st.budget < 0: _spent123(st)
    _t184 = 0
    for _t183 in _t182:
        if (((_c124[_t183] == 'egg') or (_c124[_t183] == 'salmon')) or (_c124[_t183] == 'squid')):
            _t184 += ((1 if (_c124[_t183] == 'egg') else (2 if (_c124[_t183] == 'salmon') else 3)) * (3 if _st_cvars[_t183] else 1))
    return _t184

# <rulerun sushi_go.rules: play #36 30d80d54>
def _loop(st, _t171):
    _t187 = st.zones[(10 + _t171)]
    st.budget -= len(_t187)
    if st.budget < 0: _spent129(st)
    _t189 = 0
    for _t188 in _t187:
        if (_c130[_t188] == 'tempura'):
            _t189 += 1
    return _t189

# <rulerun sushi_go.rules: play #37 96beda19>
def _loop(st, _t171):
    _t190 = st.zones[(10 + _t171)]
    st.budget -= len(_t190)
    if st.budget < 0: _spent132(st)
    _t192 = 0
    for _t191 in _t190:
        if (_c133[_t191] == 'sashimi'):
            _t192 += 1
    return _t192

# <rulerun sushi_go.rules: play #38 1f238f76>
def _loop(st, _t171):
    _t193 = st.zones[(10 + _t171)]
    st.budget -= len(_t193)
    if st.budget < 0: _spent135(st)
    _t195 = 0
    for _t194 in _t193:
        if (_c136[_t194] == 'dumpling'):
            _t195 += 1
    return _t195

# <rulerun sushi_go.rules: play #39 7b27a33a>
def _loop(st, _t171):
    _st_cvars = st.cvars
    _t196 = st.zones[(10 + _t171)]
    st.budget -= len(_t196)
    if st.budget < 0: _spent138(st)
    _t198 = 0
    for _t197 in _t196:
        if (((_c139[_t197] == 'egg') or (_c139[_t197] == 'salmon')) or (_c139[_t197] == 'squid')):
            _t198 += ((1 if (_c139[_t197] == 'egg') else (2 if (_c139[_t197] == 'salmon') else 3)) * (3 if _st_cvars[_t197] else 1))
    return _t198

# <rulerun sushi_go.rules: play #40 59fef3d1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t172 = (_k110 or [])
    st.budget -= len(_t172)
    if st.budget < 0: _spent111(st)
    for _t171 in _t172:
        _i2[2] = _t171
        _st_vars[0 + _t171] = (_t186 if -1000000000000000000 <= (_t186 := _st_vars[0 + _t171] + (_memo2[_t171] if _t171 in _memo2 else _memo2.setdefault(_t171, (_t185 if -1000000000000000000 <= (_t185 := (((_times112(5, ((_memo1[(_t171, 'tempura',)] if (_t171, 'tempura',) in _memo1 else _memo1.setdefault((_t171, 'tempura',), _a115(st, _t171))) // 2)) + _times112(10, ((_memo1[(_t171, 'sashimi',)] if (_t171, 'sashimi',) in _memo1 else _memo1.setdefault((_t171, 'sashimi',), _a118(st, _t171))) // 3))) + _d119(st, [(_memo1[(_t171, 'dumpling',)] if (_t171, 'dumpling',) in _memo1 else _memo1.setdefault((_t171, 'dumpling',), _a122(st, _t171)))])) + _a125(st, _t171))) <= 1000000000000000000 else _beyond126(_t185))))) <= 1000000000000000000 else _beyond126(_t186))
        if _st_log is not None: _st_log.append(_Text142(_audience127(st), [_PlayerRef128(_t171), ' scores ', _plain141((_memo2[_t171] if _t171 in _memo2 else _memo2.setdefault(_t171, (_t199 if -1000000000000000000 <= (_t199 := (((_times112(5, ((_memo1[(_t171, 'tempura',)] if (_t171, 'tempura',) in _memo1 else _memo1.setdefault((_t171, 'tempura',), _a131(st, _t171))) // 2)) + _times112(10, ((_memo1[(_t171, 'sashimi',)] if (_t171, 'sashimi',) in _memo1 else _memo1.setdefault((_t171, 'sashimi',), _a134(st, _t171))) // 3))) + _d119(st, [(_memo1[(_t171, 'dumpling',)] if (_t171, 'dumpling',) in _memo1 else _memo1.setdefault((_t171, 'dumpling',), _a137(st, _t171)))])) + _a140(st, _t171))) <= 1000000000000000000 else _beyond126(_t199))))), ' for sets and nigiri']))
    if _p144(st, _k143[:]) == 3: return 3
    _t201 = (_k145 or [])
    st.budget -= len(_t201)
    if st.budget < 0: _spent111(st)
    for _t200 in _t201:
        _i2[5] = _t200
        _t205 = _st_zones[(10 + _t200)]
        st.budget -= len(_t205)
        if st.budget < 0: _spent111(st)
        _t204 = []
        for _t206 in _t205:
            if (_c147[_t206] == 'pudding'):
                _t204.append(_t206)
        _t202 = _t204
        _t203 = (13 + _t200)
        if type(_t202) is list and _st_log is None:
            for _t207 in _t202:
                _t208 = _st_zones[_st_loc[_t207]]
                if _t208[-1] == _t207: _t208.pop()
                else: _t208.remove(_t207)
                _st_zones[_t203].append(_t207); _st_loc[_t207] = _t203
        elif _t202 is not None:
            _move_cards146(st, _t202, _t203, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t209 = (10 + _t200)
        _t210 = 16
        if _st_log is None and _t209 != _t210:
            _t211 = _st_zones[_t209]; _st_zones[_t210] += _t211
            for _t212 in _t211: _st_loc[_t212] = _t210
            _t211.clear()
        else:
            _move_cards146(st, _st_zones[_t209][:], _t210, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #41 6199808b>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t245 = st.zones[(10 + _i5l0)]
    st.budget -= len(_t245)
    if st.budget < 0: _spent161(st)
    for _t246 in _t245:
        if ((_c162[_t246] == 'wasabi') and (not _st_cvars[108 + _t246])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 57ced736>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t289 = st.zones[(10 + _i7l0)]
    st.budget -= len(_t289)
    if st.budget < 0: _spent176(st)
    for _t290 in _t289:
        if ((_c177[_t290] == 'wasabi') and (not _st_cvars[108 + _t290])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log f831d867>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_zones = st.zones
    for _t264 in (_k166 or []):
        st.thread_player = st.inline_thread = _t264
        _i6 = L[:]; _i6[0] = _t264
        _t265 = _st_zones[(1 + _t264)]
        _t266 = _t264
        _t267 = len(_t265)
        if not _t267: _no_option169(_t266, 'dish to keep')
        if _t267 <= 1:
            _i6[1] = _t265[0] if _t267 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t268 = st.chooser(_t267, _t266)
            else:
                _t268 = _st_bits(_t267.bit_length())
                while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
            _i6[1] = _t265[_t268]; st.decisions += 1
        elif _decide170(st, _i6, _t265[:], _t266): raise _PlayoutCut167()
        _t269 = _i6[1]
        _t270 = (4 + _t264)
        if type(_t269) is int:
            _t271 = _st_zones[_st_loc[_t269]]
            if _t271[-1] == _t269: _t271.pop()
            else: _t271.remove(_t269)
            _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        elif _t269 is not None:
            _move_cards171(st, _t269, _t270, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        _t273 = _st_zones[(10 + _t264)]
        st.budget -= len(_t273)
        if st.budget < 0: _spent172(st)
        _t272 = False
        for _t274 in _t273:
            if (_c173[_t274] == 'chopsticks'):
                _t272 = True
                break
        if (_t272 and (not not _st_zones[(1 + _t264)])):
            _t275 = _st_zones[(1 + _t264)]
            if _offer174(st, _i6, _t275[:]): raise _PlayoutCut167()
            if (_i6[2] is not None):
                _t276 = _i6[2]
                _t277 = (4 + _t264)
                if type(_t276) is int:
                    _t278 = _st_zones[_st_loc[_t276]]
                    if _t278[-1] == _t276: _t278.pop()
                    else: _t278.remove(_t276)
                    _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
                elif _t276 is not None:
                    _move_cards171(st, _t276, _t277, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                _t282 = _st_zones[(10 + _t264)]
                st.budget -= len(_t282)
                if st.budget < 0: _spent172(st)
                _t281 = None
                for _t283 in _t282:
                    if (_c173[_t283] == 'chopsticks'):
                        _t281 = _t283
                        break
                _t279 = _t281
                _t280 = (1 + _t264)
                if type(_t279) is int:
                    _t284 = _st_zones[_st_loc[_t279]]
                    if _t284[-1] == _t279: _t284.pop()
                    else: _t284.remove(_t279)
                    _st_zones[_t280].append(_t279); _st_loc[_t279] = _t280
                elif _t279 is not None:
                    _move_cards171(st, _t279, _t280, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None
    _t286 = (_k175 or [])
    st.budget -= len(_t286)
    if st.budget < 0: _spent172(st)
    for _t285 in _t286:
        L[5] = _t285
        _t288 = _st_zones[(4 + _t285)][:]
        st.budget -= len(_t288)
        if st.budget < 0: _spent172(st)
        for _t287 in _t288:
            L[8] = _t287
            _i7l0 = _t285
            _i7l1 = _t287
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c173[_i7l1] == 'egg') or (_c173[_i7l1] == 'salmon')) or (_c173[_i7l1] == 'squid')) and _a178(st, _i7l0)):
                _t293 = _st_zones[(10 + _i7l0)]
                st.budget -= len(_t293)
                if st.budget < 0: _spent172(st)
                _t292 = None
                for _t294 in _t293:
                    if ((_c173[_t294] == 'wasabi') and (not _st_cvars[108 + _t294])):
                        _t292 = _t294
                        break
                _i7[2] = _t292
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
                if _memo2: _memo2.clear()
            _t295 = _i7l1
            _t296 = (10 + _i7l0)
            if type(_t295) is int:
                _t297 = _st_zones[_st_loc[_t295]]
                if _t297[-1] == _t295: _t297.pop()
                else: _t297.remove(_t295)
                _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
            elif _t295 is not None:
                _move_cards171(st, _t295, _t296, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t298 in (_k179 or []):
        L[11] = _t298
        _t299 = (1 + _t298)
        _t300 = (7 + ((_t298 + 1) % 3))
        if _t299 != _t300:
            _t301 = _st_zones[_t299]; _st_zones[_t300] += _t301
            for _t302 in _t301: _st_loc[_t302] = _t300
            _t301.clear()
        else:
            _move_cards171(st, _st_zones[_t299][:], _t300, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
    for _t303 in (_k180 or []):
        L[14] = _t303
        _t304 = (7 + _t303)
        _t305 = (1 + _t303)
        if _t304 != _t305:
            _t306 = _st_zones[_t304]; _st_zones[_t305] += _t306
            for _t307 in _t306: _st_loc[_t307] = _t305
            _t306.clear()
        else:
            _move_cards171(st, _st_zones[_t304][:], _t305, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #44 0f1e7f3a>
def _loop(st, _t308):
    _t310 = st.zones[(10 + _t308)]
    st.budget -= len(_t310)
    if st.budget < 0: _spent185(st)
    _t312 = 0
    for _t311 in _t310:
        if (_c186[_t311] == 'tempura'):
            _t312 += 1
    return _t312

# <rulerun sushi_go.rules: play #45 0b4a19a9>
def _loop(st, _t308):
    _t313 = st.zones[(10 + _t308)]
    st.budget -= len(_t313)
    if st.budget < 0: _spent188(st)
    _t315 = 0
    for _t314 in _t313:
        if (_c189[_t314] == 'sashimi'):
            _t315 += 1
    return _t315

# <rulerun sushi_go.rules: play #46 c814e59e>
def _loop(st, _t308):
    _t316 = st.zones[(10 + _t308)]
    st.budget -= len(_t316)
    if st.budget < 0: _spent192(st)
    _t318 = 0
    for _t317 in _t316:
        if (_c193[_t317] == 'dumpling'):
            _t318 += 1
    return _t318

# <rulerun sushi_go.rules: play #47 57e45ee6>
def _loop(st, _t308):
    _st_cvars = st.cvars
    _t319 = st.zones[(10 + _t308)]
    st.budget -= len(_t319)
    if st.budget < 0: _spent195(st)
    _t321 = 0
    for _t320 in _t319:
        if (((_c196[_t320] == 'egg') or (_c196[_t320] == 'salmon')) or (_c196[_t320] == 'squid')):
            _t321 += ((1 if (_c196[_t320] == 'egg') else (2 if (_c196[_t320] == 'salmon') else 3)) * (3 if _st_cvars[_t320] else 1))
    return _t321

# <rulerun sushi_go.rules: score_maki #48 8a2178ee>
def _loop(st, _t326):
    _t327 = st.zones[(10 + _t326)]
    st.budget -= len(_t327)
    if st.budget < 0: _spent201(st)
    _t329 = 0
    for _t328 in _t327:
        _t329 += _c202[_t328]
    return _t329

# <rulerun sushi_go.rules: score_maki #49 ef567533>
def _loop(st, _t334):
    _t335 = st.zones[(10 + _t334)]
    st.budget -= len(_t335)
    if st.budget < 0: _spent205(st)
    _t337 = 0
    for _t336 in _t335:
        _t337 += _c206[_t336]
    return _t337

# <rulerun sushi_go.rules: score_maki #50 4503a38f>
def _loop(st, _t344):
    _t345 = st.zones[(10 + _t344)]
    st.budget -= len(_t345)
    if st.budget < 0: _spent210(st)
    _t347 = 0
    for _t346 in _t345:
        _t347 += _c211[_t346]
    return _t347

# <rulerun sushi_go.rules: score_maki #51 a3c0e050>
def _loop(st, _t344):
    _t348 = st.zones[(10 + _t344)]
    st.budget -= len(_t348)
    if st.budget < 0: _spent213(st)
    _t350 = 0
    for _t349 in _t348:
        _t350 += _c214[_t349]
    return _t350

# <rulerun sushi_go.rules: score_maki #52 834807dd>
def _loop(st, _t355):
    _t356 = st.zones[(10 + _t355)]
    st.budget -= len(_t356)
    if st.budget < 0: _spent217(st)
    _t358 = 0
    for _t357 in _t356:
        _t358 += _c218[_t357]
    return _t358

# <rulerun sushi_go.rules: score_maki #53 playout, without a log c7c2071d>
def _native(st, L):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t325 = (_k199 or ())
    st.budget -= len(_t325)
    if st.budget < 0: _spent200(st)
    _t324 = None
    for _t326 in _t325:
        _t330 = (_memo0[_t326] if _t326 in _memo0 else _memo0.setdefault(_t326, _a203(st, _t326)))
        if _t324 is None or _t330 > _t324:
            _t324 = _t330
    L[0] = _t324
    if (L[0] == 0):
        return 2
    _t332 = L[0]
    _t333 = (_k204 or ())
    st.budget -= len(_t333)
    if st.budget < 0: _spent200(st)
    _t331 = []
    for _t334 in _t333:
        if ((_memo0[_t334] if _t334 in _memo0 else _memo0.setdefault(_t334, _a207(st, _t334))) == _t332):
            _t331.append(_t334)
    L[1] = _t331
    _t339 = (L[1] or [])
    st.budget -= len(_t339)
    if st.budget < 0: _spent200(st)
    for _t338 in _t339:
        L[4] = _t338
        _st_vars[0 + _t338] = (_t340 if -1000000000000000000 <= (_t340 := _st_vars[0 + _t338] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond208(_t340))
    if (len((L[1] or ())) > 1):
        return 2
    _t342 = L[0]
    _t343 = (_k209 or ())
    st.budget -= len(_t343)
    if st.budget < 0: _spent200(st)
    _t341 = None
    for _t344 in _t343:
        if ((_memo0[_t344] if _t344 in _memo0 else _memo0.setdefault(_t344, _a212(st, _t344))) < _t342):
            _t351 = (_memo0[_t344] if _t344 in _memo0 else _memo0.setdefault(_t344, _a215(st, _t344)))
            if _t341 is None or _t351 > _t341:
                _t341 = _t351
    L[5] = _t341
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t353 = L[5]
    _t354 = (_k216 or ())
    st.budget -= len(_t354)
    if st.budget < 0: _spent200(st)
    _t352 = []
    for _t355 in _t354:
        if ((_memo0[_t355] if _t355 in _memo0 else _memo0.setdefault(_t355, _a219(st, _t355))) == _t353):
            _t352.append(_t355)
    L[6] = _t352
    _t360 = (L[6] or [])
    st.budget -= len(_t360)
    if st.budget < 0: _spent200(st)
    for _t359 in _t360:
        L[9] = _t359
        _st_vars[0 + _t359] = (_t361 if -1000000000000000000 <= (_t361 := _st_vars[0 + _t359] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond208(_t361))

# <rulerun sushi_go.rules: play #54 f5ecbf59>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t214 = (_k148 or [])
    st.budget -= len(_t214)
    if st.budget < 0: _spent149(st)
    for _t213 in _t214:
        L[2] = _t213
        for _t215 in (_k150 or []):
            L[5] = _t215
            _t216 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t217 = (1 + _t215)
            if type(_t216) is list:
                for _t218 in _t216:
                    _t219 = _st_zones[_st_loc[_t218]]
                    if _t219[-1] == _t218: _t219.pop()
                    else: _t219.remove(_t218)
                    _st_zones[_t217].append(_t218); _st_loc[_t218] = _t217
            elif _t216 is not None:
                _move_cards151(st, _t216, _t217, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        while (not not _st_zones[(1 + _k152[0])]):
            st.budget -= 1
            if st.budget < 0: _spent149(st)
            if _p182(st, _k181[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t309 = (_k183 or [])
        st.budget -= len(_t309)
        if st.budget < 0: _spent149(st)
        for _t308 in _t309:
            _i8[2] = _t308
            _st_vars[0 + _t308] = (_t323 if -1000000000000000000 <= (_t323 := _st_vars[0 + _t308] + (_memo2[_t308] if _t308 in _memo2 else _memo2.setdefault(_t308, (_t322 if -1000000000000000000 <= (_t322 := (((_times184(5, ((_memo1[(_t308, 'tempura',)] if (_t308, 'tempura',) in _memo1 else _memo1.setdefault((_t308, 'tempura',), _a187(st, _t308))) // 2)) + _times184(10, ((_memo1[(_t308, 'sashimi',)] if (_t308, 'sashimi',) in _memo1 else _memo1.setdefault((_t308, 'sashimi',), _a190(st, _t308))) // 3))) + _d191(st, [(_memo1[(_t308, 'dumpling',)] if (_t308, 'dumpling',) in _memo1 else _memo1.setdefault((_t308, 'dumpling',), _a194(st, _t308)))])) + _a197(st, _t308))) <= 1000000000000000000 else _beyond198(_t322))))) <= 1000000000000000000 else _beyond198(_t323))
        if _p221(st, _k220[:]) == 3: return 3
        _t363 = (_k222 or [])
        st.budget -= len(_t363)
        if st.budget < 0: _spent149(st)
        for _t362 in _t363:
            _i8[5] = _t362
            _t367 = _st_zones[(10 + _t362)]
            st.budget -= len(_t367)
            if st.budget < 0: _spent149(st)
            _t366 = []
            for _t368 in _t367:
                if (_c158[_t368] == 'pudding'):
                    _t366.append(_t368)
            _t364 = _t366
            _t365 = (13 + _t362)
            if type(_t364) is list:
                for _t369 in _t364:
                    _t370 = _st_zones[_st_loc[_t369]]
                    if _t370[-1] == _t369: _t370.pop()
                    else: _t370.remove(_t369)
                    _st_zones[_t365].append(_t369); _st_loc[_t369] = _t365
            elif _t364 is not None:
                _move_cards151(st, _t364, _t365, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            _t371 = (10 + _t362)
            _t372 = 16
            if _t371 != _t372:
                _t373 = _st_zones[_t371]; _st_zones[_t372] += _t373
                for _t374 in _t373: _st_loc[_t374] = _t372
                _t373.clear()
            else:
                _move_cards151(st, _st_zones[_t371][:], _t372, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #55 f841a628>
def _native(st, L):
    if _p224(st, _k223[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 e189078e>
def _native(st, L):
    return _k225

# <rulerun sushi_go.rules: play #57 539c4f59>
def _native(st, L):
    return (not not st.zones[(1 + _k226[0])])

# <rulerun sushi_go.rules: serve #58 faf07a4f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run229(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k230)

# <rulerun sushi_go.rules: take_turn #59 47773d76>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step233(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t375 = L[0]
            _t376 = len(_o)
            if not _t376: _no_option235(_t375, 'dish to keep')
            if _t376 <= 1 and _st_log is None:
                L[1] = _o[0] if _t376 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t377 = st.chooser(_t376, _t375)
                else:
                    _t377 = _st_bits(_t376.bit_length())
                    while _t377 >= _t376: _t377 = _st_bits(_t376.bit_length())
                L[1] = _o[_t377]; st.decisions += 1
                if st.thread_player is not None: _answered236(st, _t377)
            elif _decide237(st, L, _o[:], _t375): return True
            pc = 2
        if pc == 2:
            _r = _run238(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t379 = _st_zones[(10 + L[0])]
            st.budget -= len(_t379)
            if st.budget < 0: _spent239(st)
            _t378 = False
            for _t380 in _t379:
                if (_c240[_t380] == 'chopsticks'):
                    _t378 = True
                    break
            if (_t378 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer241(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run242(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run243(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k244)

# <rulerun sushi_go.rules: score_maki #60 ebb8afb1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run247(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k248)

# <rulerun sushi_go.rules: score_round #61 b7acb364>
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

# <rulerun sushi_go.rules: score_puddings #62 89cfb482>
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

# <rulerun sushi_go.rules: play #63 76eaa800>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k260 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k262[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit263(_k264)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit258(_k, st, _d0): raise _Runaway257()
            continue
        if pc == 7:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit258(_k, st, _d0): raise _Runaway257()
            continue
        if pc == 9:
            _r = _run266(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step267(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k268)

# <rulerun sushi_go.rules: take_turn #64 cf0ba668>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region271(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step272(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t381 = L[0]
            _t382 = len(_o)
            if not _t382: _no_option274(_t381, 'dish to keep')
            if _t382 <= 1 and _st_log is None:
                L[1] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[1] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered275(st, _t383)
            elif _decide276(st, L, _o[:], _t381): return True
            pc = 2
        if pc == 2:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t385 = _st_zones[(10 + L[0])]
            st.budget -= len(_t385)
            if st.budget < 0: _spent278(st)
            _t384 = False
            for _t386 in _t385:
                if (_c279[_t386] == 'chopsticks'):
                    _t384 = True
                    break
            if (_t384 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer280(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run281(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k283)

# <rulerun sushi_go.rules: play #65 6553c29f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run286(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region287(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k288 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k290[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p291(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit292(_k293)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit285(_k, st, _d0): raise _Runaway284()
            continue
        if pc == 7:
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit285(_k, st, _d0): raise _Runaway284()
            continue
        if pc == 9:
            _r = _run295(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step296(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k297)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

