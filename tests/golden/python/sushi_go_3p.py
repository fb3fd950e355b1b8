# <rulerun sushi_go.rules: serve #0 5058e56c>
def _loop(st, L):
    _st_cvars = st.cvars
    for _t0 in st.zones[(10 + L[0])]:
        if ((_c1[_t0] == 'wasabi') and (not _st_cvars[108 + _t0])):
            return True
    return False

# <rulerun sushi_go.rules: serve #1 587ece65>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    if ((((_c0[_l1] == 'egg') or (_c0[_l1] == 'salmon')) or (_c0[_l1] == 'squid')) and _a2(st, L)):
        _t2 = None
        for _t3 in _st_zones[(10 + _l0)]:
            if ((_c0[_t3] == 'wasabi') and (not _st_cvars[108 + _t3])):
                _t2 = _t3
                break
        L[2] = _t2
        _st_cvars[108 + L[2]] = True
        _st_cvars[_l1] = True
    _t4 = _l1
    _t5 = (10 + _l0)
    if type(_t4) is int and st.log is None:
        _t6 = _st_zones[_st_loc[_t4]]
        if _t6[-1] == _t4: _t6.pop()
        else: _t6.remove(_t4)
        _st_zones[_t5].append(_t4); _st_loc[_t4] = _t5
    elif _t4 is not None:
        _move_cards3(st, _t4, _t5, False)

# <rulerun sushi_go.rules: take_turn #2 2637e86a>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t7 = L[1]
    _t8 = (4 + L[0])
    if type(_t7) is int and st.log is None:
        _t9 = _st_zones[_st_loc[_t7]]
        if _t9[-1] == _t7: _t9.pop()
        else: _t9.remove(_t7)
        _st_zones[_t8].append(_t7); _st_loc[_t7] = _t8
    elif _t7 is not None:
        _move_cards4(st, _t7, _t8, False)

# <rulerun sushi_go.rules: take_turn #3 ebc431fb>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_l2 is not None):
        _t10 = _l2
        _t11 = (4 + _l0)
        if type(_t10) is int and _st_log is None:
            _t12 = _st_zones[_st_loc[_t10]]
            if _t12[-1] == _t10: _t12.pop()
            else: _t12.remove(_t10)
            _st_zones[_t11].append(_t10); _st_loc[_t10] = _t11
        elif _t10 is not None:
            _move_cards5(st, _t10, _t11, False)
        _t15 = None
        for _t16 in _st_zones[(10 + _l0)]:
            if (_c6[_t16] == 'chopsticks'):
                _t15 = _t16
                break
        _t13 = _t15
        _t14 = (1 + _l0)
        if type(_t13) is int and _st_log is None:
            _t17 = _st_zones[_st_loc[_t13]]
            if _t17[-1] == _t13: _t17.pop()
            else: _t17.remove(_t13)
            _st_zones[_t14].append(_t13); _st_loc[_t13] = _t14
        elif _t13 is not None:
            _move_cards5(st, _t13, _t14, False)

# <rulerun sushi_go.rules: take_turn #4 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #6 91d8fecc>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t18 in (_k7 or []):
        st.thread_player = st.inline_thread = _t18
        _i0 = L[:]; _i0[0] = _t18
        _t19 = _st_zones[(1 + _t18)]
        _t20 = _t18
        _t21 = len(_t19)
        if not _t21: _no_option10(_t20, 'dish to keep')
        if _t21 <= 1:
            _i0[1] = _t19[0] if _t21 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t22 = st.chooser(_t21, _t20)
            else:
                _t22 = _st_bits(_t21.bit_length())
                while _t22 >= _t21: _t22 = _st_bits(_t21.bit_length())
            _i0[1] = _t19[_t22]; st.decisions += 1
        elif _decide11(st, _i0, _t19[:], _t20): raise _PlayoutCut8()
        _t23 = _i0[1]
        _t24 = (4 + _t18)
        if type(_t23) is int:
            _t25 = _st_zones[_st_loc[_t23]]
            if _t25[-1] == _t23: _t25.pop()
            else: _t25.remove(_t23)
            _st_zones[_t24].append(_t23); _st_loc[_t23] = _t24
        elif _t23 is not None:
            _move_cards12(st, _t23, _t24, False)
        _t26 = False
        for _t27 in _st_zones[(10 + _t18)]:
            if (_c13[_t27] == 'chopsticks'):
                _t26 = True
                break
        if (_t26 and (not not _st_zones[(1 + _t18)])):
            _t28 = _st_zones[(1 + _t18)]
            if _offer14(st, _i0, _t28[:]): raise _PlayoutCut8()
            if (_i0[2] is not None):
                _t29 = _i0[2]
                _t30 = (4 + _t18)
                if type(_t29) is int:
                    _t31 = _st_zones[_st_loc[_t29]]
                    if _t31[-1] == _t29: _t31.pop()
                    else: _t31.remove(_t29)
                    _st_zones[_t30].append(_t29); _st_loc[_t29] = _t30
                elif _t29 is not None:
                    _move_cards12(st, _t29, _t30, False)
                _t34 = None
                for _t35 in _st_zones[(10 + _t18)]:
                    if (_c13[_t35] == 'chopsticks'):
                        _t34 = _t35
                        break
                _t32 = _t34
                _t33 = (1 + _t18)
                if type(_t32) is int:
                    _t36 = _st_zones[_st_loc[_t32]]
                    if _t36[-1] == _t32: _t36.pop()
                    else: _t36.remove(_t32)
                    _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
                elif _t32 is not None:
                    _move_cards12(st, _t32, _t33, False)
    st.thread_player = st.inline_thread = None

# <rulerun sushi_go.rules: take_turn #7 4f8327c7>
def _loop(st, _i1l0):
    _st_cvars = st.cvars
    for _t39 in st.zones[(10 + _i1l0)]:
        if ((_c17[_t39] == 'wasabi') and (not _st_cvars[108 + _t39])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #8 6128165c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t37 in (_k15 or []):
        L[5] = _t37
        for _t38 in _st_zones[(4 + _t37)][:]:
            L[8] = _t38
            _i1l0 = _t37
            _i1l1 = _t38
            _i1 = [_i1l0, _i1l1, None]
            if ((((_c16[_i1l1] == 'egg') or (_c16[_i1l1] == 'salmon')) or (_c16[_i1l1] == 'squid')) and _a18(st, _i1l0)):
                _t41 = None
                for _t42 in _st_zones[(10 + _i1l0)]:
                    if ((_c16[_t42] == 'wasabi') and (not _st_cvars[108 + _t42])):
                        _t41 = _t42
                        break
                _i1[2] = _t41
                _st_cvars[108 + _i1[2]] = True
                _st_cvars[_i1l1] = True
            _t43 = _i1l1
            _t44 = (10 + _i1l0)
            if type(_t43) is int and _st_log is None:
                _t45 = _st_zones[_st_loc[_t43]]
                if _t45[-1] == _t43: _t45.pop()
                else: _t45.remove(_t43)
                _st_zones[_t44].append(_t43); _st_loc[_t43] = _t44
            elif _t43 is not None:
                _move_cards19(st, _t43, _t44, False)
    for _t46 in (_k20 or []):
        L[11] = _t46
        _t47 = (1 + _t46)
        _t48 = (7 + ((_t46 + 1) % 3))
        if _st_log is None and _t47 != _t48:
            _t49 = _st_zones[_t47]; _st_zones[_t48] += _t49
            for _t50 in _t49: _st_loc[_t50] = _t48
            _t49.clear()
        else:
            _move_cards19(st, _st_zones[_t47][:], _t48, False)
    for _t51 in (_k21 or []):
        L[14] = _t51
        _t52 = (7 + _t51)
        _t53 = (1 + _t51)
        if _st_log is None and _t52 != _t53:
            _t54 = _st_zones[_t52]; _st_zones[_t53] += _t54
            for _t55 in _t54: _st_loc[_t55] = _t53
            _t54.clear()
        else:
            _move_cards19(st, _st_zones[_t52][:], _t53, False)

# <rulerun sushi_go.rules: take_turn #9 c537c1ba>
def _native(st, L):
    return _k22

# <rulerun sushi_go.rules: take_turn #10 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: take_turn #11 d2cb124f>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t56 = False
    for _t57 in _st_zones[(10 + _l0)]:
        if (_c23[_t57] == 'chopsticks'):
            _t56 = True
            break
    return (_t56 and (not not _st_zones[(1 + _l0)]))

# <rulerun sushi_go.rules: take_turn #12 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: score_maki #13 cb5bbe1f>
def _loop(st, _t59):
    _t61 = 0
    for _t60 in st.zones[(10 + _t59)]:
        _t61 += _c25[_t60]
    return _t61

# <rulerun sushi_go.rules: score_maki #14 8e5c087e>
def _loop(st, _t65):
    _t67 = 0
    for _t66 in st.zones[(10 + _t65)]:
        _t67 += _c28[_t66]
    return _t67

# <rulerun sushi_go.rules: score_maki #15 0c59bf96>
def _loop(st, _t71):
    _t73 = 0
    for _t72 in st.zones[(10 + _t71)]:
        _t73 += _c35[_t72]
    return _t73

# <rulerun sushi_go.rules: score_maki #16 88255939>
def _loop(st, _t71):
    _t75 = 0
    for _t74 in st.zones[(10 + _t71)]:
        _t75 += _c37[_t74]
    return _t75

# <rulerun sushi_go.rules: score_maki #17 d80afdf9>
def _loop(st, _t79):
    _t81 = 0
    for _t80 in st.zones[(10 + _t79)]:
        _t81 += _c40[_t80]
    return _t81

# <rulerun sushi_go.rules: score_maki #18 2d1544ed>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t58 = None
    for _t59 in (_k24 or ()):
        _t62 = _a26(st, _t59)
        if _t58 is None or _t62 > _t58:
            _t58 = _t62
    L[0] = _t58
    if (L[0] == 0):
        return 2
    _t64 = L[0]
    _t63 = []
    for _t65 in (_k27 or ()):
        if (_a29(st, _t65) == _t64):
            _t63.append(_t65)
    L[1] = _t63
    for _t68 in (L[1] or []):
        L[4] = _t68
        _st_vars[0 + _t68] = _st_vars[0 + _t68] + (6 // len((L[1] or ())))
        if _st_log is not None: _st_log.append(_Text33(_audience30(st), [_PlayerRef31(_t68), ' scores ', _plain32((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t70 = L[0]
    _t69 = None
    for _t71 in (_k34 or ()):
        if (_a36(st, _t71) < _t70):
            _t76 = _a38(st, _t71)
            if _t69 is None or _t76 > _t69:
                _t69 = _t76
    L[5] = _t69
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t78 = L[5]
    _t77 = []
    for _t79 in (_k39 or ()):
        if (_a41(st, _t79) == _t78):
            _t77.append(_t79)
    L[6] = _t77
    for _t82 in (L[6] or []):
        L[9] = _t82
        _st_vars[0 + _t82] = _st_vars[0 + _t82] + (3 // len((L[6] or ())))
        if _st_log is not None: _st_log.append(_Text33(_audience30(st), [_PlayerRef31(_t82), ' scores ', _plain32((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 85ce0a23>
def _loop(st, _t83):
    _t85 = 0
    for _t84 in st.zones[(10 + _t83)]:
        if (_c44[_t84] == 'tempura'):
            _t85 += 1
    return _t85

# <rulerun sushi_go.rules: score_round #20 761f3baa>
def _loop(st, _t83):
    _t87 = 0
    for _t86 in st.zones[(10 + _t83)]:
        if (_c46[_t86] == 'sashimi'):
            _t87 += 1
    return _t87

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 4e1cea47>
def _loop(st, _t83):
    _t89 = 0
    for _t88 in st.zones[(10 + _t83)]:
        if (_c49[_t88] == 'dumpling'):
            _t89 += 1
    return _t89

# <rulerun sushi_go.rules: score_round #23 590d1c63>
def _loop(st, _t83):
    _st_cvars = st.cvars
    _t91 = 0
    for _t90 in st.zones[(10 + _t83)]:
        if (((_c51[_t90] == 'egg') or (_c51[_t90] == 'salmon')) or (_c51[_t90] == 'squid')):
            _t91 += _times52((1 if (_c51[_t90] == 'egg') else (2 if (_c51[_t90] == 'salmon') else 3)), (3 if _st_cvars[_t90] else 1))
    return _t91

# <rulerun sushi_go.rules: score_round #24 00e17925>
def _loop(st, _t83):
    _t93 = 0
    for _t92 in st.zones[(10 + _t83)]:
        if (_c56[_t92] == 'tempura'):
            _t93 += 1
    return _t93

# <rulerun sushi_go.rules: score_round #25 29457a4a>
def _loop(st, _t83):
    _t95 = 0
    for _t94 in st.zones[(10 + _t83)]:
        if (_c58[_t94] == 'sashimi'):
            _t95 += 1
    return _t95

# <rulerun sushi_go.rules: score_round #26 a6b7c4d0>
def _loop(st, _t83):
    _t97 = 0
    for _t96 in st.zones[(10 + _t83)]:
        if (_c60[_t96] == 'dumpling'):
            _t97 += 1
    return _t97

# <rulerun sushi_go.rules: score_round #27 73a44cd0>
def _loop(st, _t83):
    _st_cvars = st.cvars
    _t99 = 0
    for _t98 in st.zones[(10 + _t83)]:
        if (((_c62[_t98] == 'egg') or (_c62[_t98] == 'salmon')) or (_c62[_t98] == 'squid')):
            _t99 += _times63((1 if (_c62[_t98] == 'egg') else (2 if (_c62[_t98] == 'salmon') else 3)), (3 if _st_cvars[_t98] else 1))
    return _t99

# <rulerun sushi_go.rules: score_round #28 7c5f7521>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t83 in (_k42 or []):
        L[2] = _t83
        _st_vars[0 + _t83] = _st_vars[0 + _t83] + (((_times43(5, (_a45(st, _t83) // 2)) + _times43(10, (_a47(st, _t83) // 3))) + _d48(st, [_a50(st, _t83)])) + _a53(st, _t83))
        if _st_log is not None: _st_log.append(_Text66(_audience54(st), [_PlayerRef55(_t83), ' scores ', _plain65((((_times43(5, (_a57(st, _t83) // 2)) + _times43(10, (_a59(st, _t83) // 3))) + _d48(st, [_a61(st, _t83)])) + _a64(st, _t83))), ' for sets and nigiri']))
    if _p68(st, _k67[:]) == 3: return 3
    for _t100 in (_k69 or []):
        L[5] = _t100
        _t103 = []
        for _t104 in _st_zones[(10 + _t100)]:
            if (_c71[_t104] == 'pudding'):
                _t103.append(_t104)
        _t101 = _t103
        _t102 = (13 + _t100)
        if type(_t101) is list and _st_log is None:
            for _t105 in _t101:
                _t106 = _st_zones[_st_loc[_t105]]
                if _t106[-1] == _t105: _t106.pop()
                else: _t106.remove(_t105)
                _st_zones[_t102].append(_t105); _st_loc[_t105] = _t102
        elif _t101 is not None:
            _move_cards70(st, _t101, _t102, False)
        _t107 = (10 + _t100)
        _t108 = 16
        if _st_log is None and _t107 != _t108:
            _t109 = _st_zones[_t107]; _st_zones[_t108] += _t109
            for _t110 in _t109: _st_loc[_t110] = _t108
            _t109.clear()
        else:
            _move_cards70(st, _st_zones[_t107][:], _t108, False)

# <rulerun sushi_go.rules: score_puddings #29 5e1291e0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t111 = None
    for _t112 in (_k72 or ()):
        _t113 = len(_st_zones[(13 + _t112)])
        if _t111 is None or _t113 > _t111:
            _t111 = _t113
    L[0] = _t111
    _t114 = None
    for _t115 in (_k73 or ()):
        _t116 = len(_st_zones[(13 + _t115)])
        if _t114 is None or _t116 < _t114:
            _t114 = _t116
    L[1] = _t114
    if (L[0] == L[1]):
        return 2
    _t118 = L[0]
    _t117 = []
    for _t119 in (_k74 or ()):
        if (len(_st_zones[(13 + _t119)]) == _t118):
            _t117.append(_t119)
    L[2] = _t117
    for _t120 in (L[2] or []):
        L[5] = _t120
        _st_vars[0 + _t120] = _st_vars[0 + _t120] + (6 // len((L[2] or ())))
        if _st_log is not None: _st_log.append(_Text78(_audience75(st), [_PlayerRef76(_t120), ' scores ', _plain77((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t122 = L[1]
        _t121 = []
        for _t123 in (_k79 or ()):
            if (len(_st_zones[(13 + _t123)]) == _t122):
                _t121.append(_t123)
        L[6] = _t121
        for _t124 in (L[6] or []):
            L[9] = _t124
            _st_vars[0 + _t124] = _st_vars[0 + _t124] - (6 // len((L[6] or ())))
            if _st_log is not None: _st_log.append(_Text78(_audience75(st), [_PlayerRef76(_t124), ' loses ', _plain77((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 c0b38f9f>
def _native(st, L):
    _shuffle_zone80(st, 0)

# <rulerun sushi_go.rules: play #31 5aadcbcd>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text83(_audience81(st), ['round ', _plain82(L[2])]))
    for _t125 in (_k84 or []):
        L[5] = _t125
        _t126 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t127 = (1 + _t125)
        if type(_t126) is list and _st_log is None:
            for _t128 in _t126:
                _t129 = _st_zones[_st_loc[_t128]]
                if _t129[-1] == _t128: _t129.pop()
                else: _t129.remove(_t128)
                _st_zones[_t127].append(_t128); _st_loc[_t128] = _t127
        elif _t126 is not None:
            _move_cards85(st, _t126, _t127, False)

# <rulerun sushi_go.rules: play #32 3b4938ce>
def _loop(st, _t130):
    _t132 = 0
    for _t131 in st.zones[(10 + _t130)]:
        if (_c88[_t131] == 'tempura'):
            _t132 += 1
    return _t132

# <rulerun sushi_go.rules: play #33 873e775b>
def _loop(st, _t130):
    _t134 = 0
    for _t133 in st.zones[(10 + _t130)]:
        if (_c90[_t133] == 'sashimi'):
            _t134 += 1
    return _t134

# <rulerun sushi_go.rules: play #34 ff31fbed>
def _loop(st, _t130):
    _t136 = 0
    for _t135 in st.zones[(10 + _t130)]:
        if (_c93[_t135] == 'dumpling'):
            _t136 += 1
    return _t136

# <rulerun sushi_go.rules: play #35 2b7c86a8>
def _loop(st, _t130):
    _st_cvars = st.cvars
    _t138 = 0
    for _t137 in st.zones[(10 + _t130)]:
        if (((_c95[_t137] == 'egg') or (_c95[_t137] == 'salmon')) or (_c95[_t137] == 'squid')):
            _t138 += _times96((1 if (_c95[_t137] == 'egg') else (2 if (_c95[_t137] == 'salmon') else 3)), (3 if _st_cvars[_t137] else 1))
    return _t138

# <rulerun sushi_go.rules: play #36 c81a87b1>
def _loop(st, _t130):
    _t140 = 0
    for _t139 in st.zones[(10 + _t130)]:
        if (_c100[_t139] == 'tempura'):
            _t140 += 1
    return _t140

# <rulerun sushi_go.rules: play #37 97c59ec4>
def _loop(st, _t130):
    _t142 = 0
    for _t141 in st.zones[(10 + _t130)]:
        if (_c102[_t141] == 'sashimi'):
            _t142 += 1
    return _t142

# <rulerun sushi_go.rules: play #38 dc1f564f>
def _loop(st, _t130):
    _t144 = 0
    for _t143 in st.zones[(10 + _t130)]:
        if (_c104[_t143] == 'dumpling'):
            _t144 += 1
    return _t144

# <rulerun sushi_go.rules: play #39 e4bdb52a>
def _loop(st, _t130):
    _st_cvars = st.cvars
    _t146 = 0
    for _t145 in st.zones[(10 + _t130)]:
        if (((_c106[_t145] == 'egg') or (_c106[_t145] == 'salmon')) or (_c106[_t145] == 'squid')):
            _t146 += _times107((1 if (_c106[_t145] == 'egg') else (2 if (_c106[_t145] == 'salmon') else 3)), (3 if _st_cvars[_t145] else 1))
    return _t146

# <rulerun sushi_go.rules: play #40 ad63006c>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    for _t130 in (_k86 or []):
        _i2[2] = _t130
        _st_vars[0 + _t130] = _st_vars[0 + _t130] + (((_times87(5, (_a89(st, _t130) // 2)) + _times87(10, (_a91(st, _t130) // 3))) + _d92(st, [_a94(st, _t130)])) + _a97(st, _t130))
        if _st_log is not None: _st_log.append(_Text110(_audience98(st), [_PlayerRef99(_t130), ' scores ', _plain109((((_times87(5, (_a101(st, _t130) // 2)) + _times87(10, (_a103(st, _t130) // 3))) + _d92(st, [_a105(st, _t130)])) + _a108(st, _t130))), ' for sets and nigiri']))
    if _p112(st, _k111[:]) == 3: return 3
    for _t147 in (_k113 or []):
        _i2[5] = _t147
        _t150 = []
        for _t151 in _st_zones[(10 + _t147)]:
            if (_c115[_t151] == 'pudding'):
                _t150.append(_t151)
        _t148 = _t150
        _t149 = (13 + _t147)
        if type(_t148) is list and _st_log is None:
            for _t152 in _t148:
                _t153 = _st_zones[_st_loc[_t152]]
                if _t153[-1] == _t152: _t153.pop()
                else: _t153.remove(_t152)
                _st_zones[_t149].append(_t152); _st_loc[_t152] = _t149
        elif _t148 is not None:
            _move_cards114(st, _t148, _t149, False)
        _t154 = (10 + _t147)
        _t155 = 16
        if _st_log is None and _t154 != _t155:
            _t156 = _st_zones[_t154]; _st_zones[_t155] += _t156
            for _t157 in _t156: _st_loc[_t157] = _t155
            _t156.clear()
        else:
            _move_cards114(st, _st_zones[_t154][:], _t155, False)

# <rulerun sushi_go.rules: play #41 46d8dc8b>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    for _t187 in st.zones[(10 + _i5l0)]:
        if ((_c131[_t187] == 'wasabi') and (not _st_cvars[108 + _t187])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 abd3f1c5>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    for _t225 in st.zones[(10 + _i7l0)]:
        if ((_c144[_t225] == 'wasabi') and (not _st_cvars[108 + _t225])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log fece09d6>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    for _t204 in (_k135 or []):
        st.thread_player = st.inline_thread = _t204
        _i6 = L[:]; _i6[0] = _t204
        _t205 = _st_zones[(1 + _t204)]
        _t206 = _t204
        _t207 = len(_t205)
        if not _t207: _no_option138(_t206, 'dish to keep')
        if _t207 <= 1:
            _i6[1] = _t205[0] if _t207 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t208 = st.chooser(_t207, _t206)
            else:
                _t208 = _st_bits(_t207.bit_length())
                while _t208 >= _t207: _t208 = _st_bits(_t207.bit_length())
            _i6[1] = _t205[_t208]; st.decisions += 1
        elif _decide139(st, _i6, _t205[:], _t206): raise _PlayoutCut136()
        _t209 = _i6[1]
        _t210 = (4 + _t204)
        if type(_t209) is int:
            _t211 = _st_zones[_st_loc[_t209]]
            if _t211[-1] == _t209: _t211.pop()
            else: _t211.remove(_t209)
            _st_zones[_t210].append(_t209); _st_loc[_t209] = _t210
        elif _t209 is not None:
            _move_cards140(st, _t209, _t210, False)
        _t212 = False
        for _t213 in _st_zones[(10 + _t204)]:
            if (_c141[_t213] == 'chopsticks'):
                _t212 = True
                break
        if (_t212 and (not not _st_zones[(1 + _t204)])):
            _t214 = _st_zones[(1 + _t204)]
            if _offer142(st, _i6, _t214[:]): raise _PlayoutCut136()
            if (_i6[2] is not None):
                _t215 = _i6[2]
                _t216 = (4 + _t204)
                if type(_t215) is int:
                    _t217 = _st_zones[_st_loc[_t215]]
                    if _t217[-1] == _t215: _t217.pop()
                    else: _t217.remove(_t215)
                    _st_zones[_t216].append(_t215); _st_loc[_t215] = _t216
                elif _t215 is not None:
                    _move_cards140(st, _t215, _t216, False)
                _t220 = None
                for _t221 in _st_zones[(10 + _t204)]:
                    if (_c141[_t221] == 'chopsticks'):
                        _t220 = _t221
                        break
                _t218 = _t220
                _t219 = (1 + _t204)
                if type(_t218) is int:
                    _t222 = _st_zones[_st_loc[_t218]]
                    if _t222[-1] == _t218: _t222.pop()
                    else: _t222.remove(_t218)
                    _st_zones[_t219].append(_t218); _st_loc[_t218] = _t219
                elif _t218 is not None:
                    _move_cards140(st, _t218, _t219, False)
    st.thread_player = st.inline_thread = None
    for _t223 in (_k143 or []):
        L[5] = _t223
        for _t224 in _st_zones[(4 + _t223)][:]:
            L[8] = _t224
            _i7l0 = _t223
            _i7l1 = _t224
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c141[_i7l1] == 'egg') or (_c141[_i7l1] == 'salmon')) or (_c141[_i7l1] == 'squid')) and _a145(st, _i7l0)):
                _t227 = None
                for _t228 in _st_zones[(10 + _i7l0)]:
                    if ((_c141[_t228] == 'wasabi') and (not _st_cvars[108 + _t228])):
                        _t227 = _t228
                        break
                _i7[2] = _t227
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
            _t229 = _i7l1
            _t230 = (10 + _i7l0)
            if type(_t229) is int:
                _t231 = _st_zones[_st_loc[_t229]]
                if _t231[-1] == _t229: _t231.pop()
                else: _t231.remove(_t229)
                _st_zones[_t230].append(_t229); _st_loc[_t229] = _t230
            elif _t229 is not None:
                _move_cards140(st, _t229, _t230, False)
    for _t232 in (_k146 or []):
        L[11] = _t232
        _t233 = (1 + _t232)
        _t234 = (7 + ((_t232 + 1) % 3))
        if _t233 != _t234:
            _t235 = _st_zones[_t233]; _st_zones[_t234] += _t235
            for _t236 in _t235: _st_loc[_t236] = _t234
            _t235.clear()
        else:
            _move_cards140(st, _st_zones[_t233][:], _t234, False)
    for _t237 in (_k147 or []):
        L[14] = _t237
        _t238 = (7 + _t237)
        _t239 = (1 + _t237)
        if _t238 != _t239:
            _t240 = _st_zones[_t238]; _st_zones[_t239] += _t240
            for _t241 in _t240: _st_loc[_t241] = _t239
            _t240.clear()
        else:
            _move_cards140(st, _st_zones[_t238][:], _t239, False)

# <rulerun sushi_go.rules: play #44 cb1bce1b>
def _loop(st, _t242):
    _t244 = 0
    for _t243 in st.zones[(10 + _t242)]:
        if (_c152[_t243] == 'tempura'):
            _t244 += 1
    return _t244

# <rulerun sushi_go.rules: play #45 6a1962fa>
def _loop(st, _t242):
    _t246 = 0
    for _t245 in st.zones[(10 + _t242)]:
        if (_c154[_t245] == 'sashimi'):
            _t246 += 1
    return _t246

# <rulerun sushi_go.rules: play #46 9d7087ec>
def _loop(st, _t242):
    _t248 = 0
    for _t247 in st.zones[(10 + _t242)]:
        if (_c157[_t247] == 'dumpling'):
            _t248 += 1
    return _t248

# <rulerun sushi_go.rules: play #47 fe256b4a>
def _loop(st, _t242):
    _st_cvars = st.cvars
    _t250 = 0
    for _t249 in st.zones[(10 + _t242)]:
        if (((_c159[_t249] == 'egg') or (_c159[_t249] == 'salmon')) or (_c159[_t249] == 'squid')):
            _t250 += _times160((1 if (_c159[_t249] == 'egg') else (2 if (_c159[_t249] == 'salmon') else 3)), (3 if _st_cvars[_t249] else 1))
    return _t250

# <rulerun sushi_go.rules: score_maki #48 6e6ff619>
def _loop(st, _t252):
    _t254 = 0
    for _t253 in st.zones[(10 + _t252)]:
        _t254 += _c163[_t253]
    return _t254

# <rulerun sushi_go.rules: score_maki #49 ac1cbdcd>
def _loop(st, _t258):
    _t260 = 0
    for _t259 in st.zones[(10 + _t258)]:
        _t260 += _c166[_t259]
    return _t260

# <rulerun sushi_go.rules: score_maki #50 8e9d849e>
def _loop(st, _t264):
    _t266 = 0
    for _t265 in st.zones[(10 + _t264)]:
        _t266 += _c169[_t265]
    return _t266

# <rulerun sushi_go.rules: score_maki #51 3dfcc3ee>
def _loop(st, _t264):
    _t268 = 0
    for _t267 in st.zones[(10 + _t264)]:
        _t268 += _c171[_t267]
    return _t268

# <rulerun sushi_go.rules: score_maki #52 f1431037>
def _loop(st, _t272):
    _t274 = 0
    for _t273 in st.zones[(10 + _t272)]:
        _t274 += _c174[_t273]
    return _t274

# <rulerun sushi_go.rules: score_maki #53 playout, without a log cc5ca4b0>
def _native(st, L):
    _st_vars = st.vars
    _t251 = None
    for _t252 in (_k162 or ()):
        _t255 = _a164(st, _t252)
        if _t251 is None or _t255 > _t251:
            _t251 = _t255
    L[0] = _t251
    if (L[0] == 0):
        return 2
    _t257 = L[0]
    _t256 = []
    for _t258 in (_k165 or ()):
        if (_a167(st, _t258) == _t257):
            _t256.append(_t258)
    L[1] = _t256
    for _t261 in (L[1] or []):
        L[4] = _t261
        _st_vars[0 + _t261] = _st_vars[0 + _t261] + (6 // len((L[1] or ())))
    if (len((L[1] or ())) > 1):
        return 2
    _t263 = L[0]
    _t262 = None
    for _t264 in (_k168 or ()):
        if (_a170(st, _t264) < _t263):
            _t269 = _a172(st, _t264)
            if _t262 is None or _t269 > _t262:
                _t262 = _t269
    L[5] = _t262
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t271 = L[5]
    _t270 = []
    for _t272 in (_k173 or ()):
        if (_a175(st, _t272) == _t271):
            _t270.append(_t272)
    L[6] = _t270
    for _t275 in (L[6] or []):
        L[9] = _t275
        _st_vars[0 + _t275] = _st_vars[0 + _t275] + (3 // len((L[6] or ())))

# <rulerun sushi_go.rules: play #54 67f764e4>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t158 in (_k116 or []):
        L[2] = _t158
        for _t159 in (_k117 or []):
            L[5] = _t159
            _t160 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t161 = (1 + _t159)
            if type(_t160) is list:
                for _t162 in _t160:
                    _t163 = _st_zones[_st_loc[_t162]]
                    if _t163[-1] == _t162: _t163.pop()
                    else: _t163.remove(_t162)
                    _st_zones[_t161].append(_t162); _st_loc[_t162] = _t161
            elif _t160 is not None:
                _move_cards118(st, _t160, _t161, False)
        _t164 = 0; _t165 = st.decisions
        while (not not _st_zones[(1 + _k119[0])]):
            _t164 += 1
            if _t164 > _LIMIT120[0] and _over_limit121(_t164, st, _t165): raise _Runaway122()
            if _p149(st, _k148[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        for _t242 in (_k150 or []):
            _i8[2] = _t242
            _st_vars[0 + _t242] = _st_vars[0 + _t242] + (((_times151(5, (_a153(st, _t242) // 2)) + _times151(10, (_a155(st, _t242) // 3))) + _d156(st, [_a158(st, _t242)])) + _a161(st, _t242))
        if _p177(st, _k176[:]) == 3: return 3
        for _t276 in (_k178 or []):
            _i8[5] = _t276
            _t279 = []
            for _t280 in _st_zones[(10 + _t276)]:
                if (_c128[_t280] == 'pudding'):
                    _t279.append(_t280)
            _t277 = _t279
            _t278 = (13 + _t276)
            if type(_t277) is list:
                for _t281 in _t277:
                    _t282 = _st_zones[_st_loc[_t281]]
                    if _t282[-1] == _t281: _t282.pop()
                    else: _t282.remove(_t281)
                    _st_zones[_t278].append(_t281); _st_loc[_t281] = _t278
            elif _t277 is not None:
                _move_cards118(st, _t277, _t278, False)
            _t283 = (10 + _t276)
            _t284 = 16
            if _t283 != _t284:
                _t285 = _st_zones[_t283]; _st_zones[_t284] += _t285
                for _t286 in _t285: _st_loc[_t286] = _t284
                _t285.clear()
            else:
                _move_cards118(st, _st_zones[_t283][:], _t284, False)

# <rulerun sushi_go.rules: play #55 2d3f7505>
def _native(st, L):
    if _p180(st, _k179[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 a29f6186>
def _native(st, L):
    return _k181

# <rulerun sushi_go.rules: play #57 43f69cec>
def _native(st, L):
    return (not not st.zones[(1 + _k182[0])])

# <rulerun sushi_go.rules: serve #58 68e642dc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run185(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k186)

# <rulerun sushi_go.rules: take_turn #59 422738f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step189(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t287 = L[0]
            _t288 = len(_o)
            if not _t288: _no_option191(_t287, 'dish to keep')
            if _t288 <= 1 and _st_log is None:
                L[1] = _o[0] if _t288 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t289 = st.chooser(_t288, _t287)
                else:
                    _t289 = _st_bits(_t288.bit_length())
                    while _t289 >= _t288: _t289 = _st_bits(_t288.bit_length())
                L[1] = _o[_t289]; st.decisions += 1
            elif _decide192(st, L, _o[:], _t287): return True
            pc = 2
        if pc == 2:
            _r = _run193(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t290 = False
            for _t291 in _st_zones[(10 + L[0])]:
                if (_c194[_t291] == 'chopsticks'):
                    _t290 = True
                    break
            if (_t290 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer195(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run196(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run197(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k198)

# <rulerun sushi_go.rules: score_maki #60 9ccfbeda>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run201(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k202)

# <rulerun sushi_go.rules: score_round #61 fd1e598b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run205(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k206)

# <rulerun sushi_go.rules: score_puddings #62 c8dd7a10>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run209(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k210)

# <rulerun sushi_go.rules: play #63 decdc646>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT211[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run214(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k215 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run216(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k217[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit218(_k219)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit213(_k, st, _d0): raise _Runaway212()
            continue
        if pc == 7:
            _r = _run220(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit213(_k, st, _d0): raise _Runaway212()
            continue
        if pc == 9:
            _r = _run221(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step222(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k223)

# <rulerun sushi_go.rules: take_turn #64 e8d10142>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region226(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step227(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t292 = L[0]
            _t293 = len(_o)
            if not _t293: _no_option229(_t292, 'dish to keep')
            if _t293 <= 1 and _st_log is None:
                L[1] = _o[0] if _t293 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t294 = st.chooser(_t293, _t292)
                else:
                    _t294 = _st_bits(_t293.bit_length())
                    while _t294 >= _t293: _t294 = _st_bits(_t293.bit_length())
                L[1] = _o[_t294]; st.decisions += 1
            elif _decide230(st, L, _o[:], _t292): return True
            pc = 2
        if pc == 2:
            _r = _run231(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t295 = False
            for _t296 in _st_zones[(10 + L[0])]:
                if (_c232[_t296] == 'chopsticks'):
                    _t295 = True
                    break
            if (_t295 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer233(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run234(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run235(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k236)

# <rulerun sushi_go.rules: play #65 d91249f8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT237[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run240(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region241(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k242 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run243(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k244[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p245(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit246(_k247)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 7:
            _r = _run248(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 9:
            _r = _run249(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step250(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k251)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

