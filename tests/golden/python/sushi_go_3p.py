# <rulerun sushi_go.rules: serve #0 c2163eeb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t0 = st.zones[(10 + L[0])]
    _budget1[0] -= len(_t0)
    if _budget1[0] < 0: _spent2(st)
    for _t1 in _t0:
        if ((_c3[_t1] == 'wasabi') and (not _st_cvars[108 + _t1])):
            return True
    return False

# <rulerun sushi_go.rules: serve #1 9f049ebf>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    if ((((_c0[_l1] == 'egg') or (_c0[_l1] == 'salmon')) or (_c0[_l1] == 'squid')) and _a4(st, L)):
        _t4 = _st_zones[(10 + _l0)]
        _budget5[0] -= len(_t4)
        if _budget5[0] < 0: _spent6(st)
        _t3 = None
        for _t5 in _t4:
            if ((_c0[_t5] == 'wasabi') and (not _st_cvars[108 + _t5])):
                _t3 = _t5
                break
        L[2] = _t3
        _st_cvars[108 + L[2]] = True
        _st_cvars[_l1] = True
    _t6 = _l1
    _t7 = (10 + _l0)
    if type(_t6) is int and st.log is None:
        _t8 = _st_zones[_st_loc[_t6]]
        if _t8[-1] == _t6: _t8.pop()
        else: _t8.remove(_t6)
        _st_zones[_t7].append(_t6); _st_loc[_t6] = _t7
    elif _t6 is not None:
        _move_cards7(st, _t6, _t7, False)

# <rulerun sushi_go.rules: take_turn #2 e814512e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t9 = L[1]
    _t10 = (4 + L[0])
    if type(_t9) is int and st.log is None:
        _t11 = _st_zones[_st_loc[_t9]]
        if _t11[-1] == _t9: _t11.pop()
        else: _t11.remove(_t9)
        _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
    elif _t9 is not None:
        _move_cards8(st, _t9, _t10, False)

# <rulerun sushi_go.rules: take_turn #3 ab1dc2b6>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
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
            _move_cards9(st, _t12, _t13, False)
        _t18 = _st_zones[(10 + _l0)]
        _budget10[0] -= len(_t18)
        if _budget10[0] < 0: _spent11(st)
        _t17 = None
        for _t19 in _t18:
            if (_c12[_t19] == 'chopsticks'):
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
            _move_cards9(st, _t15, _t16, False)

# <rulerun sushi_go.rules: take_turn #4 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #6 34a7ddbd>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t21 in (_k13 or []):
        st.thread_player = st.inline_thread = _t21
        _i0 = L[:]; _i0[0] = _t21
        _t22 = _st_zones[(1 + _t21)]
        _t23 = _t21
        _t24 = len(_t22)
        if not _t24: _no_option16(_t23, 'dish to keep')
        if _t24 <= 1:
            _i0[1] = _t22[0] if _t24 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t25 = st.chooser(_t24, _t23)
            else:
                _t25 = _st_bits(_t24.bit_length())
                while _t25 >= _t24: _t25 = _st_bits(_t24.bit_length())
            _i0[1] = _t22[_t25]; st.decisions += 1
        elif _decide17(st, _i0, _t22[:], _t23): raise _PlayoutCut14()
        _t26 = _i0[1]
        _t27 = (4 + _t21)
        if type(_t26) is int:
            _t28 = _st_zones[_st_loc[_t26]]
            if _t28[-1] == _t26: _t28.pop()
            else: _t28.remove(_t26)
            _st_zones[_t27].append(_t26); _st_loc[_t26] = _t27
        elif _t26 is not None:
            _move_cards18(st, _t26, _t27, False)
        _t30 = _st_zones[(10 + _t21)]
        _budget19[0] -= len(_t30)
        if _budget19[0] < 0: _spent20(st)
        _t29 = False
        for _t31 in _t30:
            if (_c21[_t31] == 'chopsticks'):
                _t29 = True
                break
        if (_t29 and (not not _st_zones[(1 + _t21)])):
            _t32 = _st_zones[(1 + _t21)]
            if _offer22(st, _i0, _t32[:]): raise _PlayoutCut14()
            if (_i0[2] is not None):
                _t33 = _i0[2]
                _t34 = (4 + _t21)
                if type(_t33) is int:
                    _t35 = _st_zones[_st_loc[_t33]]
                    if _t35[-1] == _t33: _t35.pop()
                    else: _t35.remove(_t33)
                    _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
                elif _t33 is not None:
                    _move_cards18(st, _t33, _t34, False)
                _t39 = _st_zones[(10 + _t21)]
                _budget19[0] -= len(_t39)
                if _budget19[0] < 0: _spent20(st)
                _t38 = None
                for _t40 in _t39:
                    if (_c21[_t40] == 'chopsticks'):
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
                    _move_cards18(st, _t36, _t37, False)
    st.thread_player = st.inline_thread = None

# <rulerun sushi_go.rules: take_turn #7 b0f24201>
def _loop(st, _i1l0):
    _st_cvars = st.cvars
    _t46 = st.zones[(10 + _i1l0)]
    _budget27[0] -= len(_t46)
    if _budget27[0] < 0: _spent28(st)
    for _t47 in _t46:
        if ((_c29[_t47] == 'wasabi') and (not _st_cvars[108 + _t47])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #8 dd742abe>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t43 = (_k23 or [])
    _budget24[0] -= len(_t43)
    if _budget24[0] < 0: _spent25(st)
    for _t42 in _t43:
        L[5] = _t42
        _t45 = _st_zones[(4 + _t42)][:]
        _budget24[0] -= len(_t45)
        if _budget24[0] < 0: _spent25(st)
        for _t44 in _t45:
            L[8] = _t44
            _i1l0 = _t42
            _i1l1 = _t44
            _i1 = [_i1l0, _i1l1, None]
            if ((((_c26[_i1l1] == 'egg') or (_c26[_i1l1] == 'salmon')) or (_c26[_i1l1] == 'squid')) and _a30(st, _i1l0)):
                _t50 = _st_zones[(10 + _i1l0)]
                _budget24[0] -= len(_t50)
                if _budget24[0] < 0: _spent25(st)
                _t49 = None
                for _t51 in _t50:
                    if ((_c26[_t51] == 'wasabi') and (not _st_cvars[108 + _t51])):
                        _t49 = _t51
                        break
                _i1[2] = _t49
                _st_cvars[108 + _i1[2]] = True
                _st_cvars[_i1l1] = True
            _t52 = _i1l1
            _t53 = (10 + _i1l0)
            if type(_t52) is int and _st_log is None:
                _t54 = _st_zones[_st_loc[_t52]]
                if _t54[-1] == _t52: _t54.pop()
                else: _t54.remove(_t52)
                _st_zones[_t53].append(_t52); _st_loc[_t52] = _t53
            elif _t52 is not None:
                _move_cards31(st, _t52, _t53, False)
    for _t55 in (_k32 or []):
        L[11] = _t55
        _t56 = (1 + _t55)
        _t57 = (7 + ((_t55 + 1) % 3))
        if _st_log is None and _t56 != _t57:
            _t58 = _st_zones[_t56]; _st_zones[_t57] += _t58
            for _t59 in _t58: _st_loc[_t59] = _t57
            _t58.clear()
        else:
            _move_cards31(st, _st_zones[_t56][:], _t57, False)
    for _t60 in (_k33 or []):
        L[14] = _t60
        _t61 = (7 + _t60)
        _t62 = (1 + _t60)
        if _st_log is None and _t61 != _t62:
            _t63 = _st_zones[_t61]; _st_zones[_t62] += _t63
            for _t64 in _t63: _st_loc[_t64] = _t62
            _t63.clear()
        else:
            _move_cards31(st, _st_zones[_t61][:], _t62, False)

# <rulerun sushi_go.rules: take_turn #9 250b479e>
def _native(st, L):
    return _k34

# <rulerun sushi_go.rules: take_turn #10 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: take_turn #11 1c91288e>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t66 = _st_zones[(10 + _l0)]
    _budget35[0] -= len(_t66)
    if _budget35[0] < 0: _spent36(st)
    _t65 = False
    for _t67 in _t66:
        if (_c37[_t67] == 'chopsticks'):
            _t65 = True
            break
    return (_t65 and (not not _st_zones[(1 + _l0)]))

# <rulerun sushi_go.rules: take_turn #12 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: score_maki #13 ff9c4a12>
def _loop(st, _t70):
    _t71 = st.zones[(10 + _t70)]
    _budget41[0] -= len(_t71)
    if _budget41[0] < 0: _spent42(st)
    _t73 = 0
    for _t72 in _t71:
        _t73 += _c43[_t72]
    return _t73

# <rulerun sushi_go.rules: score_maki #14 27caf68d>
def _loop(st, _t78):
    _t79 = st.zones[(10 + _t78)]
    _budget46[0] -= len(_t79)
    if _budget46[0] < 0: _spent47(st)
    _t81 = 0
    for _t80 in _t79:
        _t81 += _c48[_t80]
    return _t81

# <rulerun sushi_go.rules: score_maki #15 5b1f871b>
def _loop(st, _t88):
    _t89 = st.zones[(10 + _t88)]
    _budget56[0] -= len(_t89)
    if _budget56[0] < 0: _spent57(st)
    _t91 = 0
    for _t90 in _t89:
        _t91 += _c58[_t90]
    return _t91

# <rulerun sushi_go.rules: score_maki #16 7f21709d>
def _loop(st, _t88):
    _t92 = st.zones[(10 + _t88)]
    _budget60[0] -= len(_t92)
    if _budget60[0] < 0: _spent61(st)
    _t94 = 0
    for _t93 in _t92:
        _t94 += _c62[_t93]
    return _t94

# <rulerun sushi_go.rules: score_maki #17 554efc20>
def _loop(st, _t99):
    _t100 = st.zones[(10 + _t99)]
    _budget65[0] -= len(_t100)
    if _budget65[0] < 0: _spent66(st)
    _t102 = 0
    for _t101 in _t100:
        _t102 += _c67[_t101]
    return _t102

# <rulerun sushi_go.rules: score_maki #18 83ffdc80>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t69 = (_k38 or ())
    _budget39[0] -= len(_t69)
    if _budget39[0] < 0: _spent40(st)
    _t68 = None
    for _t70 in _t69:
        _t74 = _a44(st, _t70)
        if _t68 is None or _t74 > _t68:
            _t68 = _t74
    L[0] = _t68
    if (L[0] == 0):
        return 2
    _t76 = L[0]
    _t77 = (_k45 or ())
    _budget39[0] -= len(_t77)
    if _budget39[0] < 0: _spent40(st)
    _t75 = []
    for _t78 in _t77:
        if (_a49(st, _t78) == _t76):
            _t75.append(_t78)
    L[1] = _t75
    _t83 = (L[1] or [])
    _budget39[0] -= len(_t83)
    if _budget39[0] < 0: _spent40(st)
    for _t82 in _t83:
        L[4] = _t82
        _st_vars[0 + _t82] = (_t84 if -1000000000000000000 <= (_t84 := _st_vars[0 + _t82] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond50(_t84))
        if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_t82), ' scores ', _plain53((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t86 = L[0]
    _t87 = (_k55 or ())
    _budget39[0] -= len(_t87)
    if _budget39[0] < 0: _spent40(st)
    _t85 = None
    for _t88 in _t87:
        if (_a59(st, _t88) < _t86):
            _t95 = _a63(st, _t88)
            if _t85 is None or _t95 > _t85:
                _t85 = _t95
    L[5] = _t85
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t97 = L[5]
    _t98 = (_k64 or ())
    _budget39[0] -= len(_t98)
    if _budget39[0] < 0: _spent40(st)
    _t96 = []
    for _t99 in _t98:
        if (_a68(st, _t99) == _t97):
            _t96.append(_t99)
    L[6] = _t96
    _t104 = (L[6] or [])
    _budget39[0] -= len(_t104)
    if _budget39[0] < 0: _spent40(st)
    for _t103 in _t104:
        L[9] = _t103
        _st_vars[0 + _t103] = (_t105 if -1000000000000000000 <= (_t105 := _st_vars[0 + _t103] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond50(_t105))
        if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_t103), ' scores ', _plain53((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 d39b1d1e>
def _loop(st, _t106):
    _t108 = st.zones[(10 + _t106)]
    _budget73[0] -= len(_t108)
    if _budget73[0] < 0: _spent74(st)
    _t110 = 0
    for _t109 in _t108:
        if (_c75[_t109] == 'tempura'):
            _t110 += 1
    return _t110

# <rulerun sushi_go.rules: score_round #20 0db610e5>
def _loop(st, _t106):
    _t111 = st.zones[(10 + _t106)]
    _budget77[0] -= len(_t111)
    if _budget77[0] < 0: _spent78(st)
    _t113 = 0
    for _t112 in _t111:
        if (_c79[_t112] == 'sashimi'):
            _t113 += 1
    return _t113

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 4e07fb66>
def _loop(st, _t106):
    _t114 = st.zones[(10 + _t106)]
    _budget82[0] -= len(_t114)
    if _budget82[0] < 0: _spent83(st)
    _t116 = 0
    for _t115 in _t114:
        if (_c84[_t115] == 'dumpling'):
            _t116 += 1
    return _t116

# <rulerun sushi_go.rules: score_round #23 db6351e8>
def _loop(st, _t106):
    _st_cvars = st.cvars
    _t117 = st.zones[(10 + _t106)]
    _budget86[0] -= len(_t117)
    if _budget86[0] < 0: _spent87(st)
    _t119 = 0
    for _t118 in _t117:
        if (((_c88[_t118] == 'egg') or (_c88[_t118] == 'salmon')) or (_c88[_t118] == 'squid')):
            _t119 += ((1 if (_c88[_t118] == 'egg') else (2 if (_c88[_t118] == 'salmon') else 3)) * (3 if _st_cvars[_t118] else 1))
    return _t119

# <rulerun sushi_go.rules: score_round #24 9319863c>
def _loop(st, _t106):
    _t122 = st.zones[(10 + _t106)]
    _budget93[0] -= len(_t122)
    if _budget93[0] < 0: _spent94(st)
    _t124 = 0
    for _t123 in _t122:
        if (_c95[_t123] == 'tempura'):
            _t124 += 1
    return _t124

# <rulerun sushi_go.rules: score_round #25 01997f2f>
def _loop(st, _t106):
    _t125 = st.zones[(10 + _t106)]
    _budget97[0] -= len(_t125)
    if _budget97[0] < 0: _spent98(st)
    _t127 = 0
    for _t126 in _t125:
        if (_c99[_t126] == 'sashimi'):
            _t127 += 1
    return _t127

# <rulerun sushi_go.rules: score_round #26 6b4ca29c>
def _loop(st, _t106):
    _t128 = st.zones[(10 + _t106)]
    _budget101[0] -= len(_t128)
    if _budget101[0] < 0: _spent102(st)
    _t130 = 0
    for _t129 in _t128:
        if (_c103[_t129] == 'dumpling'):
            _t130 += 1
    return _t130

# <rulerun sushi_go.rules: score_round #27 7669f277>
def _loop(st, _t106):
    _st_cvars = st.cvars
    _t131 = st.zones[(10 + _t106)]
    _budget105[0] -= len(_t131)
    if _budget105[0] < 0: _spent106(st)
    _t133 = 0
    for _t132 in _t131:
        if (((_c107[_t132] == 'egg') or (_c107[_t132] == 'salmon')) or (_c107[_t132] == 'squid')):
            _t133 += ((1 if (_c107[_t132] == 'egg') else (2 if (_c107[_t132] == 'salmon') else 3)) * (3 if _st_cvars[_t132] else 1))
    return _t133

# <rulerun sushi_go.rules: score_round #28 df4e2a56>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t107 = (_k69 or [])
    _budget70[0] -= len(_t107)
    if _budget70[0] < 0: _spent71(st)
    for _t106 in _t107:
        L[2] = _t106
        _st_vars[0 + _t106] = (_t121 if -1000000000000000000 <= (_t121 := _st_vars[0 + _t106] + (_t120 if -1000000000000000000 <= (_t120 := (((_times72(5, (_a76(st, _t106) // 2)) + _times72(10, (_a80(st, _t106) // 3))) + _d81(st, [_a85(st, _t106)])) + _a89(st, _t106))) <= 1000000000000000000 else _beyond90(_t120))) <= 1000000000000000000 else _beyond90(_t121))
        if _st_log is not None: _st_log.append(_Text110(_audience91(st), [_PlayerRef92(_t106), ' scores ', _plain109((_t134 if -1000000000000000000 <= (_t134 := (((_times72(5, (_a96(st, _t106) // 2)) + _times72(10, (_a100(st, _t106) // 3))) + _d81(st, [_a104(st, _t106)])) + _a108(st, _t106))) <= 1000000000000000000 else _beyond90(_t134))), ' for sets and nigiri']))
    if _p112(st, _k111[:]) == 3: return 3
    _t136 = (_k113 or [])
    _budget70[0] -= len(_t136)
    if _budget70[0] < 0: _spent71(st)
    for _t135 in _t136:
        L[5] = _t135
        _t140 = _st_zones[(10 + _t135)]
        _budget70[0] -= len(_t140)
        if _budget70[0] < 0: _spent71(st)
        _t139 = []
        for _t141 in _t140:
            if (_c115[_t141] == 'pudding'):
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
            _move_cards114(st, _t137, _t138, False)
        _t144 = (10 + _t135)
        _t145 = 16
        if _st_log is None and _t144 != _t145:
            _t146 = _st_zones[_t144]; _st_zones[_t145] += _t146
            for _t147 in _t146: _st_loc[_t147] = _t145
            _t146.clear()
        else:
            _move_cards114(st, _st_zones[_t144][:], _t145, False)

# <rulerun sushi_go.rules: score_puddings #29 1d21edaf>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t148 = None
    for _t149 in (_k116 or ()):
        _t150 = len(_st_zones[(13 + _t149)])
        if _t148 is None or _t150 > _t148:
            _t148 = _t150
    L[0] = _t148
    _t151 = None
    for _t152 in (_k117 or ()):
        _t153 = len(_st_zones[(13 + _t152)])
        if _t151 is None or _t153 < _t151:
            _t151 = _t153
    L[1] = _t151
    if (L[0] == L[1]):
        return 2
    _t155 = L[0]
    _t154 = []
    for _t156 in (_k118 or ()):
        if (len(_st_zones[(13 + _t156)]) == _t155):
            _t154.append(_t156)
    L[2] = _t154
    _t158 = (L[2] or [])
    _budget119[0] -= len(_t158)
    if _budget119[0] < 0: _spent120(st)
    for _t157 in _t158:
        L[5] = _t157
        _st_vars[0 + _t157] = (_t159 if -1000000000000000000 <= (_t159 := _st_vars[0 + _t157] + (6 // len((L[2] or ())))) <= 1000000000000000000 else _beyond121(_t159))
        if _st_log is not None: _st_log.append(_Text125(_audience122(st), [_PlayerRef123(_t157), ' scores ', _plain124((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t161 = L[1]
        _t160 = []
        for _t162 in (_k126 or ()):
            if (len(_st_zones[(13 + _t162)]) == _t161):
                _t160.append(_t162)
        L[6] = _t160
        _t164 = (L[6] or [])
        _budget119[0] -= len(_t164)
        if _budget119[0] < 0: _spent120(st)
        for _t163 in _t164:
            L[9] = _t163
            _st_vars[0 + _t163] = (_t165 if -1000000000000000000 <= (_t165 := _st_vars[0 + _t163] - (6 // len((L[6] or ())))) <= 1000000000000000000 else _beyond121(_t165))
            if _st_log is not None: _st_log.append(_Text125(_audience122(st), [_PlayerRef123(_t163), ' loses ', _plain124((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 2f591ff7>
def _native(st, L):
    _shuffle_zone127(st, 0)

# <rulerun sushi_go.rules: play #31 3bef952b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text130(_audience128(st), ['round ', _plain129(L[2])]))
    for _t166 in (_k131 or []):
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
            _move_cards132(st, _t167, _t168, False)

# <rulerun sushi_go.rules: play #32 37b6bbb0>
def _loop(st, _t171):
    _t173 = st.zones[(10 + _t171)]
    _budget137[0] -= len(_t173)
    if _budget137[0] < 0: _spent138(st)
    _t175 = 0
    for _t174 in _t173:
        if (_c139[_t174] == 'tempura'):
            _t175 += 1
    return _t175

# <rulerun sushi_go.rules: play #33 de9bce53>
def _loop(st, _t171):
    _t176 = st.zones[(10 + _t171)]
    _budget141[0] -= len(_t176)
    if _budget141[0] < 0: _spent142(st)
    _t178 = 0
    for _t177 in _t176:
        if (_c143[_t177] == 'sashimi'):
            _t178 += 1
    return _t178

# <rulerun sushi_go.rules: play #34 66cbe904>
def _loop(st, _t171):
    _t179 = st.zones[(10 + _t171)]
    _budget146[0] -= len(_t179)
    if _budget146[0] < 0: _spent147(st)
    _t181 = 0
    for _t180 in _t179:
        if (_c148[_t180] == 'dumpling'):
            _t181 += 1
    return _t181

# <rulerun sushi_go.rules: play #35 b91f872d>
def _loop(st, _t171):
    _st_cvars = st.cvars
    _t182 = st.zones[(10 + _t171)]
    _budget150[0] -= len(_t182)
    if _budget150[0] < 0: _spent151(st)
    _t184 = 0
    for _t183 in _t182:
        if (((_c152[_t183] == 'egg') or (_c152[_t183] == 'salmon')) or (_c152[_t183] == 'squid')):
            _t184 += ((1 if (_c152[_t183] == 'egg') else (2 if (_c152[_t183] == 'salmon') else 3)) * (3 if _st_cvars[_t183] else 1))
    return _t184

# <rulerun sushi_go.rules: play #36 9a1b3605>
def _loop(st, _t171):
    _t187 = st.zones[(10 + _t171)]
    _budget157[0] -= len(_t187)
    if _budget157[0] < 0: _spent158(st)
    _t189 = 0
    for _t188 in _t187:
        if (_c159[_t188] == 'tempura'):
            _t189 += 1
    return _t189

# <rulerun sushi_go.rules: play #37 68f7b49a>
def _loop(st, _t171):
    _t190 = st.zones[(10 + _t171)]
    _budget161[0] -= len(_t190)
    if _budget161[0] < 0: _spent162(st)
    _t192 = 0
    for _t191 in _t190:
        if (_c163[_t191] == 'sashimi'):
            _t192 += 1
    return _t192

# <rulerun sushi_go.rules: play #38 dbc8bcd6>
def _loop(st, _t171):
    _t193 = st.zones[(10 + _t171)]
    _budget165[0] -= len(_t193)
    if _budget165[0] < 0: _spent166(st)
    _t195 = 0
    for _t194 in _t193:
        if (_c167[_t194] == 'dumpling'):
            _t195 += 1
    return _t195

# <rulerun sushi_go.rules: play #39 fdc7002d>
def _loop(st, _t171):
    _st_cvars = st.cvars
    _t196 = st.zones[(10 + _t171)]
    _budget169[0] -= len(_t196)
    if _budget169[0] < 0: _spent170(st)
    _t198 = 0
    for _t197 in _t196:
        if (((_c171[_t197] == 'egg') or (_c171[_t197] == 'salmon')) or (_c171[_t197] == 'squid')):
            _t198 += ((1 if (_c171[_t197] == 'egg') else (2 if (_c171[_t197] == 'salmon') else 3)) * (3 if _st_cvars[_t197] else 1))
    return _t198

# <rulerun sushi_go.rules: play #40 62ad8baa>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t172 = (_k133 or [])
    _budget134[0] -= len(_t172)
    if _budget134[0] < 0: _spent135(st)
    for _t171 in _t172:
        _i2[2] = _t171
        _st_vars[0 + _t171] = (_t186 if -1000000000000000000 <= (_t186 := _st_vars[0 + _t171] + (_t185 if -1000000000000000000 <= (_t185 := (((_times136(5, (_a140(st, _t171) // 2)) + _times136(10, (_a144(st, _t171) // 3))) + _d145(st, [_a149(st, _t171)])) + _a153(st, _t171))) <= 1000000000000000000 else _beyond154(_t185))) <= 1000000000000000000 else _beyond154(_t186))
        if _st_log is not None: _st_log.append(_Text174(_audience155(st), [_PlayerRef156(_t171), ' scores ', _plain173((_t199 if -1000000000000000000 <= (_t199 := (((_times136(5, (_a160(st, _t171) // 2)) + _times136(10, (_a164(st, _t171) // 3))) + _d145(st, [_a168(st, _t171)])) + _a172(st, _t171))) <= 1000000000000000000 else _beyond154(_t199))), ' for sets and nigiri']))
    if _p176(st, _k175[:]) == 3: return 3
    _t201 = (_k177 or [])
    _budget134[0] -= len(_t201)
    if _budget134[0] < 0: _spent135(st)
    for _t200 in _t201:
        _i2[5] = _t200
        _t205 = _st_zones[(10 + _t200)]
        _budget134[0] -= len(_t205)
        if _budget134[0] < 0: _spent135(st)
        _t204 = []
        for _t206 in _t205:
            if (_c179[_t206] == 'pudding'):
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
            _move_cards178(st, _t202, _t203, False)
        _t209 = (10 + _t200)
        _t210 = 16
        if _st_log is None and _t209 != _t210:
            _t211 = _st_zones[_t209]; _st_zones[_t210] += _t211
            for _t212 in _t211: _st_loc[_t212] = _t210
            _t211.clear()
        else:
            _move_cards178(st, _st_zones[_t209][:], _t210, False)

# <rulerun sushi_go.rules: play #41 ef0d16cb>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t245 = st.zones[(10 + _i5l0)]
    _budget194[0] -= len(_t245)
    if _budget194[0] < 0: _spent195(st)
    for _t246 in _t245:
        if ((_c196[_t246] == 'wasabi') and (not _st_cvars[108 + _t246])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 cc18d203>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t289 = st.zones[(10 + _i7l0)]
    _budget211[0] -= len(_t289)
    if _budget211[0] < 0: _spent212(st)
    for _t290 in _t289:
        if ((_c213[_t290] == 'wasabi') and (not _st_cvars[108 + _t290])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log 77fb2f7c>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    for _t264 in (_k200 or []):
        st.thread_player = st.inline_thread = _t264
        _i6 = L[:]; _i6[0] = _t264
        _t265 = _st_zones[(1 + _t264)]
        _t266 = _t264
        _t267 = len(_t265)
        if not _t267: _no_option203(_t266, 'dish to keep')
        if _t267 <= 1:
            _i6[1] = _t265[0] if _t267 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t268 = st.chooser(_t267, _t266)
            else:
                _t268 = _st_bits(_t267.bit_length())
                while _t268 >= _t267: _t268 = _st_bits(_t267.bit_length())
            _i6[1] = _t265[_t268]; st.decisions += 1
        elif _decide204(st, _i6, _t265[:], _t266): raise _PlayoutCut201()
        _t269 = _i6[1]
        _t270 = (4 + _t264)
        if type(_t269) is int:
            _t271 = _st_zones[_st_loc[_t269]]
            if _t271[-1] == _t269: _t271.pop()
            else: _t271.remove(_t269)
            _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        elif _t269 is not None:
            _move_cards205(st, _t269, _t270, False)
        _t273 = _st_zones[(10 + _t264)]
        _budget206[0] -= len(_t273)
        if _budget206[0] < 0: _spent207(st)
        _t272 = False
        for _t274 in _t273:
            if (_c208[_t274] == 'chopsticks'):
                _t272 = True
                break
        if (_t272 and (not not _st_zones[(1 + _t264)])):
            _t275 = _st_zones[(1 + _t264)]
            if _offer209(st, _i6, _t275[:]): raise _PlayoutCut201()
            if (_i6[2] is not None):
                _t276 = _i6[2]
                _t277 = (4 + _t264)
                if type(_t276) is int:
                    _t278 = _st_zones[_st_loc[_t276]]
                    if _t278[-1] == _t276: _t278.pop()
                    else: _t278.remove(_t276)
                    _st_zones[_t277].append(_t276); _st_loc[_t276] = _t277
                elif _t276 is not None:
                    _move_cards205(st, _t276, _t277, False)
                _t282 = _st_zones[(10 + _t264)]
                _budget206[0] -= len(_t282)
                if _budget206[0] < 0: _spent207(st)
                _t281 = None
                for _t283 in _t282:
                    if (_c208[_t283] == 'chopsticks'):
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
                    _move_cards205(st, _t279, _t280, False)
    st.thread_player = st.inline_thread = None
    _t286 = (_k210 or [])
    _budget206[0] -= len(_t286)
    if _budget206[0] < 0: _spent207(st)
    for _t285 in _t286:
        L[5] = _t285
        _t288 = _st_zones[(4 + _t285)][:]
        _budget206[0] -= len(_t288)
        if _budget206[0] < 0: _spent207(st)
        for _t287 in _t288:
            L[8] = _t287
            _i7l0 = _t285
            _i7l1 = _t287
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c208[_i7l1] == 'egg') or (_c208[_i7l1] == 'salmon')) or (_c208[_i7l1] == 'squid')) and _a214(st, _i7l0)):
                _t293 = _st_zones[(10 + _i7l0)]
                _budget206[0] -= len(_t293)
                if _budget206[0] < 0: _spent207(st)
                _t292 = None
                for _t294 in _t293:
                    if ((_c208[_t294] == 'wasabi') and (not _st_cvars[108 + _t294])):
                        _t292 = _t294
                        break
                _i7[2] = _t292
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
            _t295 = _i7l1
            _t296 = (10 + _i7l0)
            if type(_t295) is int:
                _t297 = _st_zones[_st_loc[_t295]]
                if _t297[-1] == _t295: _t297.pop()
                else: _t297.remove(_t295)
                _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
            elif _t295 is not None:
                _move_cards205(st, _t295, _t296, False)
    for _t298 in (_k215 or []):
        L[11] = _t298
        _t299 = (1 + _t298)
        _t300 = (7 + ((_t298 + 1) % 3))
        if _t299 != _t300:
            _t301 = _st_zones[_t299]; _st_zones[_t300] += _t301
            for _t302 in _t301: _st_loc[_t302] = _t300
            _t301.clear()
        else:
            _move_cards205(st, _st_zones[_t299][:], _t300, False)
    for _t303 in (_k216 or []):
        L[14] = _t303
        _t304 = (7 + _t303)
        _t305 = (1 + _t303)
        if _t304 != _t305:
            _t306 = _st_zones[_t304]; _st_zones[_t305] += _t306
            for _t307 in _t306: _st_loc[_t307] = _t305
            _t306.clear()
        else:
            _move_cards205(st, _st_zones[_t304][:], _t305, False)

# <rulerun sushi_go.rules: play #44 8761a417>
def _loop(st, _t308):
    _t310 = st.zones[(10 + _t308)]
    _budget221[0] -= len(_t310)
    if _budget221[0] < 0: _spent222(st)
    _t312 = 0
    for _t311 in _t310:
        if (_c223[_t311] == 'tempura'):
            _t312 += 1
    return _t312

# <rulerun sushi_go.rules: play #45 081594da>
def _loop(st, _t308):
    _t313 = st.zones[(10 + _t308)]
    _budget225[0] -= len(_t313)
    if _budget225[0] < 0: _spent226(st)
    _t315 = 0
    for _t314 in _t313:
        if (_c227[_t314] == 'sashimi'):
            _t315 += 1
    return _t315

# <rulerun sushi_go.rules: play #46 329d868f>
def _loop(st, _t308):
    _t316 = st.zones[(10 + _t308)]
    _budget230[0] -= len(_t316)
    if _budget230[0] < 0: _spent231(st)
    _t318 = 0
    for _t317 in _t316:
        if (_c232[_t317] == 'dumpling'):
            _t318 += 1
    return _t318

# <rulerun sushi_go.rules: play #47 b1c3c5f4>
def _loop(st, _t308):
    _st_cvars = st.cvars
    _t319 = st.zones[(10 + _t308)]
    _budget234[0] -= len(_t319)
    if _budget234[0] < 0: _spent235(st)
    _t321 = 0
    for _t320 in _t319:
        if (((_c236[_t320] == 'egg') or (_c236[_t320] == 'salmon')) or (_c236[_t320] == 'squid')):
            _t321 += ((1 if (_c236[_t320] == 'egg') else (2 if (_c236[_t320] == 'salmon') else 3)) * (3 if _st_cvars[_t320] else 1))
    return _t321

# <rulerun sushi_go.rules: score_maki #48 d2890406>
def _loop(st, _t326):
    _t327 = st.zones[(10 + _t326)]
    _budget242[0] -= len(_t327)
    if _budget242[0] < 0: _spent243(st)
    _t329 = 0
    for _t328 in _t327:
        _t329 += _c244[_t328]
    return _t329

# <rulerun sushi_go.rules: score_maki #49 f0b15317>
def _loop(st, _t334):
    _t335 = st.zones[(10 + _t334)]
    _budget247[0] -= len(_t335)
    if _budget247[0] < 0: _spent248(st)
    _t337 = 0
    for _t336 in _t335:
        _t337 += _c249[_t336]
    return _t337

# <rulerun sushi_go.rules: score_maki #50 a8592087>
def _loop(st, _t344):
    _t345 = st.zones[(10 + _t344)]
    _budget253[0] -= len(_t345)
    if _budget253[0] < 0: _spent254(st)
    _t347 = 0
    for _t346 in _t345:
        _t347 += _c255[_t346]
    return _t347

# <rulerun sushi_go.rules: score_maki #51 9ea395c5>
def _loop(st, _t344):
    _t348 = st.zones[(10 + _t344)]
    _budget257[0] -= len(_t348)
    if _budget257[0] < 0: _spent258(st)
    _t350 = 0
    for _t349 in _t348:
        _t350 += _c259[_t349]
    return _t350

# <rulerun sushi_go.rules: score_maki #52 c3900a52>
def _loop(st, _t355):
    _t356 = st.zones[(10 + _t355)]
    _budget262[0] -= len(_t356)
    if _budget262[0] < 0: _spent263(st)
    _t358 = 0
    for _t357 in _t356:
        _t358 += _c264[_t357]
    return _t358

# <rulerun sushi_go.rules: score_maki #53 playout, without a log 6a406e7a>
def _native(st, L):
    _st_vars = st.vars
    _t325 = (_k239 or ())
    _budget240[0] -= len(_t325)
    if _budget240[0] < 0: _spent241(st)
    _t324 = None
    for _t326 in _t325:
        _t330 = _a245(st, _t326)
        if _t324 is None or _t330 > _t324:
            _t324 = _t330
    L[0] = _t324
    if (L[0] == 0):
        return 2
    _t332 = L[0]
    _t333 = (_k246 or ())
    _budget240[0] -= len(_t333)
    if _budget240[0] < 0: _spent241(st)
    _t331 = []
    for _t334 in _t333:
        if (_a250(st, _t334) == _t332):
            _t331.append(_t334)
    L[1] = _t331
    _t339 = (L[1] or [])
    _budget240[0] -= len(_t339)
    if _budget240[0] < 0: _spent241(st)
    for _t338 in _t339:
        L[4] = _t338
        _st_vars[0 + _t338] = (_t340 if -1000000000000000000 <= (_t340 := _st_vars[0 + _t338] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond251(_t340))
    if (len((L[1] or ())) > 1):
        return 2
    _t342 = L[0]
    _t343 = (_k252 or ())
    _budget240[0] -= len(_t343)
    if _budget240[0] < 0: _spent241(st)
    _t341 = None
    for _t344 in _t343:
        if (_a256(st, _t344) < _t342):
            _t351 = _a260(st, _t344)
            if _t341 is None or _t351 > _t341:
                _t341 = _t351
    L[5] = _t341
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t353 = L[5]
    _t354 = (_k261 or ())
    _budget240[0] -= len(_t354)
    if _budget240[0] < 0: _spent241(st)
    _t352 = []
    for _t355 in _t354:
        if (_a265(st, _t355) == _t353):
            _t352.append(_t355)
    L[6] = _t352
    _t360 = (L[6] or [])
    _budget240[0] -= len(_t360)
    if _budget240[0] < 0: _spent241(st)
    for _t359 in _t360:
        L[9] = _t359
        _st_vars[0 + _t359] = (_t361 if -1000000000000000000 <= (_t361 := _st_vars[0 + _t359] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond251(_t361))

# <rulerun sushi_go.rules: play #54 34bc0738>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t214 = (_k180 or [])
    _budget181[0] -= len(_t214)
    if _budget181[0] < 0: _spent182(st)
    for _t213 in _t214:
        L[2] = _t213
        for _t215 in (_k183 or []):
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
                _move_cards184(st, _t216, _t217, False)
        while (not not _st_zones[(1 + _k185[0])]):
            _budget181[0] -= 1
            if _budget181[0] < 0: _spent182(st)
            if _p218(st, _k217[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t309 = (_k219 or [])
        _budget181[0] -= len(_t309)
        if _budget181[0] < 0: _spent182(st)
        for _t308 in _t309:
            _i8[2] = _t308
            _st_vars[0 + _t308] = (_t323 if -1000000000000000000 <= (_t323 := _st_vars[0 + _t308] + (_t322 if -1000000000000000000 <= (_t322 := (((_times220(5, (_a224(st, _t308) // 2)) + _times220(10, (_a228(st, _t308) // 3))) + _d229(st, [_a233(st, _t308)])) + _a237(st, _t308))) <= 1000000000000000000 else _beyond238(_t322))) <= 1000000000000000000 else _beyond238(_t323))
        if _p267(st, _k266[:]) == 3: return 3
        _t363 = (_k268 or [])
        _budget181[0] -= len(_t363)
        if _budget181[0] < 0: _spent182(st)
        for _t362 in _t363:
            _i8[5] = _t362
            _t367 = _st_zones[(10 + _t362)]
            _budget181[0] -= len(_t367)
            if _budget181[0] < 0: _spent182(st)
            _t366 = []
            for _t368 in _t367:
                if (_c191[_t368] == 'pudding'):
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
                _move_cards184(st, _t364, _t365, False)
            _t371 = (10 + _t362)
            _t372 = 16
            if _t371 != _t372:
                _t373 = _st_zones[_t371]; _st_zones[_t372] += _t373
                for _t374 in _t373: _st_loc[_t374] = _t372
                _t373.clear()
            else:
                _move_cards184(st, _st_zones[_t371][:], _t372, False)

# <rulerun sushi_go.rules: play #55 665fed67>
def _native(st, L):
    if _p270(st, _k269[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 5b1de3c7>
def _native(st, L):
    return _k271

# <rulerun sushi_go.rules: play #57 0fdbe0b7>
def _native(st, L):
    return (not not st.zones[(1 + _k272[0])])

# <rulerun sushi_go.rules: serve #58 1090f475>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run275(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k276)

# <rulerun sushi_go.rules: take_turn #59 6432b1d2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step279(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t375 = L[0]
            _t376 = len(_o)
            if not _t376: _no_option281(_t375, 'dish to keep')
            if _t376 <= 1 and _st_log is None:
                L[1] = _o[0] if _t376 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t377 = st.chooser(_t376, _t375)
                else:
                    _t377 = _st_bits(_t376.bit_length())
                    while _t377 >= _t376: _t377 = _st_bits(_t376.bit_length())
                L[1] = _o[_t377]; st.decisions += 1
                if st.thread_player is not None: _answered282(st, _t377)
            elif _decide283(st, L, _o[:], _t375): return True
            pc = 2
        if pc == 2:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t379 = _st_zones[(10 + L[0])]
            _budget285[0] -= len(_t379)
            if _budget285[0] < 0: _spent286(st)
            _t378 = False
            for _t380 in _t379:
                if (_c287[_t380] == 'chopsticks'):
                    _t378 = True
                    break
            if (_t378 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer288(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run289(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run290(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k291)

# <rulerun sushi_go.rules: score_maki #60 3cdf31cd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run294(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k295)

# <rulerun sushi_go.rules: score_round #61 1155021f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run298(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k299)

# <rulerun sushi_go.rules: score_puddings #62 244b8533>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run302(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k303)

# <rulerun sushi_go.rules: play #63 8c3f90ce>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT304[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k308 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run309(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k310[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit311(_k312)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit306(_k, st, _d0): raise _Runaway305()
            continue
        if pc == 7:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit306(_k, st, _d0): raise _Runaway305()
            continue
        if pc == 9:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step315(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k316)

# <rulerun sushi_go.rules: take_turn #64 8073885e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region319(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step320(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t381 = L[0]
            _t382 = len(_o)
            if not _t382: _no_option322(_t381, 'dish to keep')
            if _t382 <= 1 and _st_log is None:
                L[1] = _o[0] if _t382 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t383 = st.chooser(_t382, _t381)
                else:
                    _t383 = _st_bits(_t382.bit_length())
                    while _t383 >= _t382: _t383 = _st_bits(_t382.bit_length())
                L[1] = _o[_t383]; st.decisions += 1
                if st.thread_player is not None: _answered323(st, _t383)
            elif _decide324(st, L, _o[:], _t381): return True
            pc = 2
        if pc == 2:
            _r = _run325(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t385 = _st_zones[(10 + L[0])]
            _budget326[0] -= len(_t385)
            if _budget326[0] < 0: _spent327(st)
            _t384 = False
            for _t386 in _t385:
                if (_c328[_t386] == 'chopsticks'):
                    _t384 = True
                    break
            if (_t384 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer329(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run331(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k332)

# <rulerun sushi_go.rules: play #65 ec733619>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT333[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region337(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k338 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run339(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k340[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p341(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit342(_k343)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit335(_k, st, _d0): raise _Runaway334()
            continue
        if pc == 7:
            _r = _run344(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit335(_k, st, _d0): raise _Runaway334()
            continue
        if pc == 9:
            _r = _run345(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step346(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k347)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

