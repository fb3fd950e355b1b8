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

# <rulerun sushi_go.rules: score_maki #15 41b593f3>
def _loop(st, _t87):
    _t88 = st.zones[(10 + _t87)]
    _budget55[0] -= len(_t88)
    if _budget55[0] < 0: _spent56(st)
    _t90 = 0
    for _t89 in _t88:
        _t90 += _c57[_t89]
    return _t90

# <rulerun sushi_go.rules: score_maki #16 6de3d5c1>
def _loop(st, _t87):
    _t91 = st.zones[(10 + _t87)]
    _budget59[0] -= len(_t91)
    if _budget59[0] < 0: _spent60(st)
    _t93 = 0
    for _t92 in _t91:
        _t93 += _c61[_t92]
    return _t93

# <rulerun sushi_go.rules: score_maki #17 36646dcf>
def _loop(st, _t98):
    _t99 = st.zones[(10 + _t98)]
    _budget64[0] -= len(_t99)
    if _budget64[0] < 0: _spent65(st)
    _t101 = 0
    for _t100 in _t99:
        _t101 += _c66[_t100]
    return _t101

# <rulerun sushi_go.rules: score_maki #18 d4ef6d68>
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
        _st_vars[0 + _t82] = _st_vars[0 + _t82] + (6 // len((L[1] or ())))
        if _st_log is not None: _st_log.append(_Text53(_audience50(st), [_PlayerRef51(_t82), ' scores ', _plain52((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t85 = L[0]
    _t86 = (_k54 or ())
    _budget39[0] -= len(_t86)
    if _budget39[0] < 0: _spent40(st)
    _t84 = None
    for _t87 in _t86:
        if (_a58(st, _t87) < _t85):
            _t94 = _a62(st, _t87)
            if _t84 is None or _t94 > _t84:
                _t84 = _t94
    L[5] = _t84
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t96 = L[5]
    _t97 = (_k63 or ())
    _budget39[0] -= len(_t97)
    if _budget39[0] < 0: _spent40(st)
    _t95 = []
    for _t98 in _t97:
        if (_a67(st, _t98) == _t96):
            _t95.append(_t98)
    L[6] = _t95
    _t103 = (L[6] or [])
    _budget39[0] -= len(_t103)
    if _budget39[0] < 0: _spent40(st)
    for _t102 in _t103:
        L[9] = _t102
        _st_vars[0 + _t102] = _st_vars[0 + _t102] + (3 // len((L[6] or ())))
        if _st_log is not None: _st_log.append(_Text53(_audience50(st), [_PlayerRef51(_t102), ' scores ', _plain52((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 d943cc7f>
def _loop(st, _t104):
    _t106 = st.zones[(10 + _t104)]
    _budget72[0] -= len(_t106)
    if _budget72[0] < 0: _spent73(st)
    _t108 = 0
    for _t107 in _t106:
        if (_c74[_t107] == 'tempura'):
            _t108 += 1
    return _t108

# <rulerun sushi_go.rules: score_round #20 0f32c21c>
def _loop(st, _t104):
    _t109 = st.zones[(10 + _t104)]
    _budget76[0] -= len(_t109)
    if _budget76[0] < 0: _spent77(st)
    _t111 = 0
    for _t110 in _t109:
        if (_c78[_t110] == 'sashimi'):
            _t111 += 1
    return _t111

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 4c38f19a>
def _loop(st, _t104):
    _t112 = st.zones[(10 + _t104)]
    _budget81[0] -= len(_t112)
    if _budget81[0] < 0: _spent82(st)
    _t114 = 0
    for _t113 in _t112:
        if (_c83[_t113] == 'dumpling'):
            _t114 += 1
    return _t114

# <rulerun sushi_go.rules: score_round #23 90c28953>
def _loop(st, _t104):
    _st_cvars = st.cvars
    _t115 = st.zones[(10 + _t104)]
    _budget85[0] -= len(_t115)
    if _budget85[0] < 0: _spent86(st)
    _t117 = 0
    for _t116 in _t115:
        if (((_c87[_t116] == 'egg') or (_c87[_t116] == 'salmon')) or (_c87[_t116] == 'squid')):
            _t117 += _times88((1 if (_c87[_t116] == 'egg') else (2 if (_c87[_t116] == 'salmon') else 3)), (3 if _st_cvars[_t116] else 1))
    return _t117

# <rulerun sushi_go.rules: score_round #24 79a93fd6>
def _loop(st, _t104):
    _t118 = st.zones[(10 + _t104)]
    _budget92[0] -= len(_t118)
    if _budget92[0] < 0: _spent93(st)
    _t120 = 0
    for _t119 in _t118:
        if (_c94[_t119] == 'tempura'):
            _t120 += 1
    return _t120

# <rulerun sushi_go.rules: score_round #25 717f53a4>
def _loop(st, _t104):
    _t121 = st.zones[(10 + _t104)]
    _budget96[0] -= len(_t121)
    if _budget96[0] < 0: _spent97(st)
    _t123 = 0
    for _t122 in _t121:
        if (_c98[_t122] == 'sashimi'):
            _t123 += 1
    return _t123

# <rulerun sushi_go.rules: score_round #26 2963970a>
def _loop(st, _t104):
    _t124 = st.zones[(10 + _t104)]
    _budget100[0] -= len(_t124)
    if _budget100[0] < 0: _spent101(st)
    _t126 = 0
    for _t125 in _t124:
        if (_c102[_t125] == 'dumpling'):
            _t126 += 1
    return _t126

# <rulerun sushi_go.rules: score_round #27 bb8d29a8>
def _loop(st, _t104):
    _st_cvars = st.cvars
    _t127 = st.zones[(10 + _t104)]
    _budget104[0] -= len(_t127)
    if _budget104[0] < 0: _spent105(st)
    _t129 = 0
    for _t128 in _t127:
        if (((_c106[_t128] == 'egg') or (_c106[_t128] == 'salmon')) or (_c106[_t128] == 'squid')):
            _t129 += _times107((1 if (_c106[_t128] == 'egg') else (2 if (_c106[_t128] == 'salmon') else 3)), (3 if _st_cvars[_t128] else 1))
    return _t129

# <rulerun sushi_go.rules: score_round #28 586c331f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t105 = (_k68 or [])
    _budget69[0] -= len(_t105)
    if _budget69[0] < 0: _spent70(st)
    for _t104 in _t105:
        L[2] = _t104
        _st_vars[0 + _t104] = _st_vars[0 + _t104] + (((_times71(5, (_a75(st, _t104) // 2)) + _times71(10, (_a79(st, _t104) // 3))) + _d80(st, [_a84(st, _t104)])) + _a89(st, _t104))
        if _st_log is not None: _st_log.append(_Text110(_audience90(st), [_PlayerRef91(_t104), ' scores ', _plain109((((_times71(5, (_a95(st, _t104) // 2)) + _times71(10, (_a99(st, _t104) // 3))) + _d80(st, [_a103(st, _t104)])) + _a108(st, _t104))), ' for sets and nigiri']))
    if _p112(st, _k111[:]) == 3: return 3
    _t131 = (_k113 or [])
    _budget69[0] -= len(_t131)
    if _budget69[0] < 0: _spent70(st)
    for _t130 in _t131:
        L[5] = _t130
        _t135 = _st_zones[(10 + _t130)]
        _budget69[0] -= len(_t135)
        if _budget69[0] < 0: _spent70(st)
        _t134 = []
        for _t136 in _t135:
            if (_c115[_t136] == 'pudding'):
                _t134.append(_t136)
        _t132 = _t134
        _t133 = (13 + _t130)
        if type(_t132) is list and _st_log is None:
            for _t137 in _t132:
                _t138 = _st_zones[_st_loc[_t137]]
                if _t138[-1] == _t137: _t138.pop()
                else: _t138.remove(_t137)
                _st_zones[_t133].append(_t137); _st_loc[_t137] = _t133
        elif _t132 is not None:
            _move_cards114(st, _t132, _t133, False)
        _t139 = (10 + _t130)
        _t140 = 16
        if _st_log is None and _t139 != _t140:
            _t141 = _st_zones[_t139]; _st_zones[_t140] += _t141
            for _t142 in _t141: _st_loc[_t142] = _t140
            _t141.clear()
        else:
            _move_cards114(st, _st_zones[_t139][:], _t140, False)

# <rulerun sushi_go.rules: score_puddings #29 6f9d18bb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t143 = None
    for _t144 in (_k116 or ()):
        _t145 = len(_st_zones[(13 + _t144)])
        if _t143 is None or _t145 > _t143:
            _t143 = _t145
    L[0] = _t143
    _t146 = None
    for _t147 in (_k117 or ()):
        _t148 = len(_st_zones[(13 + _t147)])
        if _t146 is None or _t148 < _t146:
            _t146 = _t148
    L[1] = _t146
    if (L[0] == L[1]):
        return 2
    _t150 = L[0]
    _t149 = []
    for _t151 in (_k118 or ()):
        if (len(_st_zones[(13 + _t151)]) == _t150):
            _t149.append(_t151)
    L[2] = _t149
    _t153 = (L[2] or [])
    _budget119[0] -= len(_t153)
    if _budget119[0] < 0: _spent120(st)
    for _t152 in _t153:
        L[5] = _t152
        _st_vars[0 + _t152] = _st_vars[0 + _t152] + (6 // len((L[2] or ())))
        if _st_log is not None: _st_log.append(_Text124(_audience121(st), [_PlayerRef122(_t152), ' scores ', _plain123((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t155 = L[1]
        _t154 = []
        for _t156 in (_k125 or ()):
            if (len(_st_zones[(13 + _t156)]) == _t155):
                _t154.append(_t156)
        L[6] = _t154
        _t158 = (L[6] or [])
        _budget119[0] -= len(_t158)
        if _budget119[0] < 0: _spent120(st)
        for _t157 in _t158:
            L[9] = _t157
            _st_vars[0 + _t157] = _st_vars[0 + _t157] - (6 // len((L[6] or ())))
            if _st_log is not None: _st_log.append(_Text124(_audience121(st), [_PlayerRef122(_t157), ' loses ', _plain123((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 982a3f4a>
def _native(st, L):
    _shuffle_zone126(st, 0)

# <rulerun sushi_go.rules: play #31 15d83c73>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text129(_audience127(st), ['round ', _plain128(L[2])]))
    for _t159 in (_k130 or []):
        L[5] = _t159
        _t160 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t161 = (1 + _t159)
        if type(_t160) is list and _st_log is None:
            for _t162 in _t160:
                _t163 = _st_zones[_st_loc[_t162]]
                if _t163[-1] == _t162: _t163.pop()
                else: _t163.remove(_t162)
                _st_zones[_t161].append(_t162); _st_loc[_t162] = _t161
        elif _t160 is not None:
            _move_cards131(st, _t160, _t161, False)

# <rulerun sushi_go.rules: play #32 0a4275ab>
def _loop(st, _t164):
    _t166 = st.zones[(10 + _t164)]
    _budget136[0] -= len(_t166)
    if _budget136[0] < 0: _spent137(st)
    _t168 = 0
    for _t167 in _t166:
        if (_c138[_t167] == 'tempura'):
            _t168 += 1
    return _t168

# <rulerun sushi_go.rules: play #33 494bfd6b>
def _loop(st, _t164):
    _t169 = st.zones[(10 + _t164)]
    _budget140[0] -= len(_t169)
    if _budget140[0] < 0: _spent141(st)
    _t171 = 0
    for _t170 in _t169:
        if (_c142[_t170] == 'sashimi'):
            _t171 += 1
    return _t171

# <rulerun sushi_go.rules: play #34 0cf8553e>
def _loop(st, _t164):
    _t172 = st.zones[(10 + _t164)]
    _budget145[0] -= len(_t172)
    if _budget145[0] < 0: _spent146(st)
    _t174 = 0
    for _t173 in _t172:
        if (_c147[_t173] == 'dumpling'):
            _t174 += 1
    return _t174

# <rulerun sushi_go.rules: play #35 3ea511bf>
def _loop(st, _t164):
    _st_cvars = st.cvars
    _t175 = st.zones[(10 + _t164)]
    _budget149[0] -= len(_t175)
    if _budget149[0] < 0: _spent150(st)
    _t177 = 0
    for _t176 in _t175:
        if (((_c151[_t176] == 'egg') or (_c151[_t176] == 'salmon')) or (_c151[_t176] == 'squid')):
            _t177 += _times152((1 if (_c151[_t176] == 'egg') else (2 if (_c151[_t176] == 'salmon') else 3)), (3 if _st_cvars[_t176] else 1))
    return _t177

# <rulerun sushi_go.rules: play #36 8d2bde8a>
def _loop(st, _t164):
    _t178 = st.zones[(10 + _t164)]
    _budget156[0] -= len(_t178)
    if _budget156[0] < 0: _spent157(st)
    _t180 = 0
    for _t179 in _t178:
        if (_c158[_t179] == 'tempura'):
            _t180 += 1
    return _t180

# <rulerun sushi_go.rules: play #37 930d9b83>
def _loop(st, _t164):
    _t181 = st.zones[(10 + _t164)]
    _budget160[0] -= len(_t181)
    if _budget160[0] < 0: _spent161(st)
    _t183 = 0
    for _t182 in _t181:
        if (_c162[_t182] == 'sashimi'):
            _t183 += 1
    return _t183

# <rulerun sushi_go.rules: play #38 16a8f2db>
def _loop(st, _t164):
    _t184 = st.zones[(10 + _t164)]
    _budget164[0] -= len(_t184)
    if _budget164[0] < 0: _spent165(st)
    _t186 = 0
    for _t185 in _t184:
        if (_c166[_t185] == 'dumpling'):
            _t186 += 1
    return _t186

# <rulerun sushi_go.rules: play #39 c241c181>
def _loop(st, _t164):
    _st_cvars = st.cvars
    _t187 = st.zones[(10 + _t164)]
    _budget168[0] -= len(_t187)
    if _budget168[0] < 0: _spent169(st)
    _t189 = 0
    for _t188 in _t187:
        if (((_c170[_t188] == 'egg') or (_c170[_t188] == 'salmon')) or (_c170[_t188] == 'squid')):
            _t189 += _times171((1 if (_c170[_t188] == 'egg') else (2 if (_c170[_t188] == 'salmon') else 3)), (3 if _st_cvars[_t188] else 1))
    return _t189

# <rulerun sushi_go.rules: play #40 d12aaff0>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t165 = (_k132 or [])
    _budget133[0] -= len(_t165)
    if _budget133[0] < 0: _spent134(st)
    for _t164 in _t165:
        _i2[2] = _t164
        _st_vars[0 + _t164] = _st_vars[0 + _t164] + (((_times135(5, (_a139(st, _t164) // 2)) + _times135(10, (_a143(st, _t164) // 3))) + _d144(st, [_a148(st, _t164)])) + _a153(st, _t164))
        if _st_log is not None: _st_log.append(_Text174(_audience154(st), [_PlayerRef155(_t164), ' scores ', _plain173((((_times135(5, (_a159(st, _t164) // 2)) + _times135(10, (_a163(st, _t164) // 3))) + _d144(st, [_a167(st, _t164)])) + _a172(st, _t164))), ' for sets and nigiri']))
    if _p176(st, _k175[:]) == 3: return 3
    _t191 = (_k177 or [])
    _budget133[0] -= len(_t191)
    if _budget133[0] < 0: _spent134(st)
    for _t190 in _t191:
        _i2[5] = _t190
        _t195 = _st_zones[(10 + _t190)]
        _budget133[0] -= len(_t195)
        if _budget133[0] < 0: _spent134(st)
        _t194 = []
        for _t196 in _t195:
            if (_c179[_t196] == 'pudding'):
                _t194.append(_t196)
        _t192 = _t194
        _t193 = (13 + _t190)
        if type(_t192) is list and _st_log is None:
            for _t197 in _t192:
                _t198 = _st_zones[_st_loc[_t197]]
                if _t198[-1] == _t197: _t198.pop()
                else: _t198.remove(_t197)
                _st_zones[_t193].append(_t197); _st_loc[_t197] = _t193
        elif _t192 is not None:
            _move_cards178(st, _t192, _t193, False)
        _t199 = (10 + _t190)
        _t200 = 16
        if _st_log is None and _t199 != _t200:
            _t201 = _st_zones[_t199]; _st_zones[_t200] += _t201
            for _t202 in _t201: _st_loc[_t202] = _t200
            _t201.clear()
        else:
            _move_cards178(st, _st_zones[_t199][:], _t200, False)

# <rulerun sushi_go.rules: play #41 af84104f>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t235 = st.zones[(10 + _i5l0)]
    _budget194[0] -= len(_t235)
    if _budget194[0] < 0: _spent195(st)
    for _t236 in _t235:
        if ((_c196[_t236] == 'wasabi') and (not _st_cvars[108 + _t236])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 5f743cbe>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t279 = st.zones[(10 + _i7l0)]
    _budget211[0] -= len(_t279)
    if _budget211[0] < 0: _spent212(st)
    for _t280 in _t279:
        if ((_c213[_t280] == 'wasabi') and (not _st_cvars[108 + _t280])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log e6fd7ac2>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_zones = st.zones
    for _t254 in (_k200 or []):
        st.thread_player = st.inline_thread = _t254
        _i6 = L[:]; _i6[0] = _t254
        _t255 = _st_zones[(1 + _t254)]
        _t256 = _t254
        _t257 = len(_t255)
        if not _t257: _no_option203(_t256, 'dish to keep')
        if _t257 <= 1:
            _i6[1] = _t255[0] if _t257 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t258 = st.chooser(_t257, _t256)
            else:
                _t258 = _st_bits(_t257.bit_length())
                while _t258 >= _t257: _t258 = _st_bits(_t257.bit_length())
            _i6[1] = _t255[_t258]; st.decisions += 1
        elif _decide204(st, _i6, _t255[:], _t256): raise _PlayoutCut201()
        _t259 = _i6[1]
        _t260 = (4 + _t254)
        if type(_t259) is int:
            _t261 = _st_zones[_st_loc[_t259]]
            if _t261[-1] == _t259: _t261.pop()
            else: _t261.remove(_t259)
            _st_zones[_t260].append(_t259); _st_loc[_t259] = _t260
        elif _t259 is not None:
            _move_cards205(st, _t259, _t260, False)
        _t263 = _st_zones[(10 + _t254)]
        _budget206[0] -= len(_t263)
        if _budget206[0] < 0: _spent207(st)
        _t262 = False
        for _t264 in _t263:
            if (_c208[_t264] == 'chopsticks'):
                _t262 = True
                break
        if (_t262 and (not not _st_zones[(1 + _t254)])):
            _t265 = _st_zones[(1 + _t254)]
            if _offer209(st, _i6, _t265[:]): raise _PlayoutCut201()
            if (_i6[2] is not None):
                _t266 = _i6[2]
                _t267 = (4 + _t254)
                if type(_t266) is int:
                    _t268 = _st_zones[_st_loc[_t266]]
                    if _t268[-1] == _t266: _t268.pop()
                    else: _t268.remove(_t266)
                    _st_zones[_t267].append(_t266); _st_loc[_t266] = _t267
                elif _t266 is not None:
                    _move_cards205(st, _t266, _t267, False)
                _t272 = _st_zones[(10 + _t254)]
                _budget206[0] -= len(_t272)
                if _budget206[0] < 0: _spent207(st)
                _t271 = None
                for _t273 in _t272:
                    if (_c208[_t273] == 'chopsticks'):
                        _t271 = _t273
                        break
                _t269 = _t271
                _t270 = (1 + _t254)
                if type(_t269) is int:
                    _t274 = _st_zones[_st_loc[_t269]]
                    if _t274[-1] == _t269: _t274.pop()
                    else: _t274.remove(_t269)
                    _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
                elif _t269 is not None:
                    _move_cards205(st, _t269, _t270, False)
    st.thread_player = st.inline_thread = None
    _t276 = (_k210 or [])
    _budget206[0] -= len(_t276)
    if _budget206[0] < 0: _spent207(st)
    for _t275 in _t276:
        L[5] = _t275
        _t278 = _st_zones[(4 + _t275)][:]
        _budget206[0] -= len(_t278)
        if _budget206[0] < 0: _spent207(st)
        for _t277 in _t278:
            L[8] = _t277
            _i7l0 = _t275
            _i7l1 = _t277
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c208[_i7l1] == 'egg') or (_c208[_i7l1] == 'salmon')) or (_c208[_i7l1] == 'squid')) and _a214(st, _i7l0)):
                _t283 = _st_zones[(10 + _i7l0)]
                _budget206[0] -= len(_t283)
                if _budget206[0] < 0: _spent207(st)
                _t282 = None
                for _t284 in _t283:
                    if ((_c208[_t284] == 'wasabi') and (not _st_cvars[108 + _t284])):
                        _t282 = _t284
                        break
                _i7[2] = _t282
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
            _t285 = _i7l1
            _t286 = (10 + _i7l0)
            if type(_t285) is int:
                _t287 = _st_zones[_st_loc[_t285]]
                if _t287[-1] == _t285: _t287.pop()
                else: _t287.remove(_t285)
                _st_zones[_t286].append(_t285); _st_loc[_t285] = _t286
            elif _t285 is not None:
                _move_cards205(st, _t285, _t286, False)
    for _t288 in (_k215 or []):
        L[11] = _t288
        _t289 = (1 + _t288)
        _t290 = (7 + ((_t288 + 1) % 3))
        if _t289 != _t290:
            _t291 = _st_zones[_t289]; _st_zones[_t290] += _t291
            for _t292 in _t291: _st_loc[_t292] = _t290
            _t291.clear()
        else:
            _move_cards205(st, _st_zones[_t289][:], _t290, False)
    for _t293 in (_k216 or []):
        L[14] = _t293
        _t294 = (7 + _t293)
        _t295 = (1 + _t293)
        if _t294 != _t295:
            _t296 = _st_zones[_t294]; _st_zones[_t295] += _t296
            for _t297 in _t296: _st_loc[_t297] = _t295
            _t296.clear()
        else:
            _move_cards205(st, _st_zones[_t294][:], _t295, False)

# <rulerun sushi_go.rules: play #44 cc1b2c85>
def _loop(st, _t298):
    _t300 = st.zones[(10 + _t298)]
    _budget221[0] -= len(_t300)
    if _budget221[0] < 0: _spent222(st)
    _t302 = 0
    for _t301 in _t300:
        if (_c223[_t301] == 'tempura'):
            _t302 += 1
    return _t302

# <rulerun sushi_go.rules: play #45 8e89126c>
def _loop(st, _t298):
    _t303 = st.zones[(10 + _t298)]
    _budget225[0] -= len(_t303)
    if _budget225[0] < 0: _spent226(st)
    _t305 = 0
    for _t304 in _t303:
        if (_c227[_t304] == 'sashimi'):
            _t305 += 1
    return _t305

# <rulerun sushi_go.rules: play #46 af85ad2c>
def _loop(st, _t298):
    _t306 = st.zones[(10 + _t298)]
    _budget230[0] -= len(_t306)
    if _budget230[0] < 0: _spent231(st)
    _t308 = 0
    for _t307 in _t306:
        if (_c232[_t307] == 'dumpling'):
            _t308 += 1
    return _t308

# <rulerun sushi_go.rules: play #47 e875fa74>
def _loop(st, _t298):
    _st_cvars = st.cvars
    _t309 = st.zones[(10 + _t298)]
    _budget234[0] -= len(_t309)
    if _budget234[0] < 0: _spent235(st)
    _t311 = 0
    for _t310 in _t309:
        if (((_c236[_t310] == 'egg') or (_c236[_t310] == 'salmon')) or (_c236[_t310] == 'squid')):
            _t311 += _times237((1 if (_c236[_t310] == 'egg') else (2 if (_c236[_t310] == 'salmon') else 3)), (3 if _st_cvars[_t310] else 1))
    return _t311

# <rulerun sushi_go.rules: score_maki #48 4f3b2c97>
def _loop(st, _t314):
    _t315 = st.zones[(10 + _t314)]
    _budget242[0] -= len(_t315)
    if _budget242[0] < 0: _spent243(st)
    _t317 = 0
    for _t316 in _t315:
        _t317 += _c244[_t316]
    return _t317

# <rulerun sushi_go.rules: score_maki #49 1ff34bd2>
def _loop(st, _t322):
    _t323 = st.zones[(10 + _t322)]
    _budget247[0] -= len(_t323)
    if _budget247[0] < 0: _spent248(st)
    _t325 = 0
    for _t324 in _t323:
        _t325 += _c249[_t324]
    return _t325

# <rulerun sushi_go.rules: score_maki #50 796b2940>
def _loop(st, _t331):
    _t332 = st.zones[(10 + _t331)]
    _budget252[0] -= len(_t332)
    if _budget252[0] < 0: _spent253(st)
    _t334 = 0
    for _t333 in _t332:
        _t334 += _c254[_t333]
    return _t334

# <rulerun sushi_go.rules: score_maki #51 428f3bed>
def _loop(st, _t331):
    _t335 = st.zones[(10 + _t331)]
    _budget256[0] -= len(_t335)
    if _budget256[0] < 0: _spent257(st)
    _t337 = 0
    for _t336 in _t335:
        _t337 += _c258[_t336]
    return _t337

# <rulerun sushi_go.rules: score_maki #52 21683e0d>
def _loop(st, _t342):
    _t343 = st.zones[(10 + _t342)]
    _budget261[0] -= len(_t343)
    if _budget261[0] < 0: _spent262(st)
    _t345 = 0
    for _t344 in _t343:
        _t345 += _c263[_t344]
    return _t345

# <rulerun sushi_go.rules: score_maki #53 playout, without a log 05d21dca>
def _native(st, L):
    _st_vars = st.vars
    _t313 = (_k239 or ())
    _budget240[0] -= len(_t313)
    if _budget240[0] < 0: _spent241(st)
    _t312 = None
    for _t314 in _t313:
        _t318 = _a245(st, _t314)
        if _t312 is None or _t318 > _t312:
            _t312 = _t318
    L[0] = _t312
    if (L[0] == 0):
        return 2
    _t320 = L[0]
    _t321 = (_k246 or ())
    _budget240[0] -= len(_t321)
    if _budget240[0] < 0: _spent241(st)
    _t319 = []
    for _t322 in _t321:
        if (_a250(st, _t322) == _t320):
            _t319.append(_t322)
    L[1] = _t319
    _t327 = (L[1] or [])
    _budget240[0] -= len(_t327)
    if _budget240[0] < 0: _spent241(st)
    for _t326 in _t327:
        L[4] = _t326
        _st_vars[0 + _t326] = _st_vars[0 + _t326] + (6 // len((L[1] or ())))
    if (len((L[1] or ())) > 1):
        return 2
    _t329 = L[0]
    _t330 = (_k251 or ())
    _budget240[0] -= len(_t330)
    if _budget240[0] < 0: _spent241(st)
    _t328 = None
    for _t331 in _t330:
        if (_a255(st, _t331) < _t329):
            _t338 = _a259(st, _t331)
            if _t328 is None or _t338 > _t328:
                _t328 = _t338
    L[5] = _t328
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t340 = L[5]
    _t341 = (_k260 or ())
    _budget240[0] -= len(_t341)
    if _budget240[0] < 0: _spent241(st)
    _t339 = []
    for _t342 in _t341:
        if (_a264(st, _t342) == _t340):
            _t339.append(_t342)
    L[6] = _t339
    _t347 = (L[6] or [])
    _budget240[0] -= len(_t347)
    if _budget240[0] < 0: _spent241(st)
    for _t346 in _t347:
        L[9] = _t346
        _st_vars[0 + _t346] = _st_vars[0 + _t346] + (3 // len((L[6] or ())))

# <rulerun sushi_go.rules: play #54 94752b1a>
def _native(st, L):
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t204 = (_k180 or [])
    _budget181[0] -= len(_t204)
    if _budget181[0] < 0: _spent182(st)
    for _t203 in _t204:
        L[2] = _t203
        for _t205 in (_k183 or []):
            L[5] = _t205
            _t206 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t207 = (1 + _t205)
            if type(_t206) is list:
                for _t208 in _t206:
                    _t209 = _st_zones[_st_loc[_t208]]
                    if _t209[-1] == _t208: _t209.pop()
                    else: _t209.remove(_t208)
                    _st_zones[_t207].append(_t208); _st_loc[_t208] = _t207
            elif _t206 is not None:
                _move_cards184(st, _t206, _t207, False)
        while (not not _st_zones[(1 + _k185[0])]):
            _budget181[0] -= 1
            if _budget181[0] < 0: _spent182(st)
            if _p218(st, _k217[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t299 = (_k219 or [])
        _budget181[0] -= len(_t299)
        if _budget181[0] < 0: _spent182(st)
        for _t298 in _t299:
            _i8[2] = _t298
            _st_vars[0 + _t298] = _st_vars[0 + _t298] + (((_times220(5, (_a224(st, _t298) // 2)) + _times220(10, (_a228(st, _t298) // 3))) + _d229(st, [_a233(st, _t298)])) + _a238(st, _t298))
        if _p266(st, _k265[:]) == 3: return 3
        _t349 = (_k267 or [])
        _budget181[0] -= len(_t349)
        if _budget181[0] < 0: _spent182(st)
        for _t348 in _t349:
            _i8[5] = _t348
            _t353 = _st_zones[(10 + _t348)]
            _budget181[0] -= len(_t353)
            if _budget181[0] < 0: _spent182(st)
            _t352 = []
            for _t354 in _t353:
                if (_c191[_t354] == 'pudding'):
                    _t352.append(_t354)
            _t350 = _t352
            _t351 = (13 + _t348)
            if type(_t350) is list:
                for _t355 in _t350:
                    _t356 = _st_zones[_st_loc[_t355]]
                    if _t356[-1] == _t355: _t356.pop()
                    else: _t356.remove(_t355)
                    _st_zones[_t351].append(_t355); _st_loc[_t355] = _t351
            elif _t350 is not None:
                _move_cards184(st, _t350, _t351, False)
            _t357 = (10 + _t348)
            _t358 = 16
            if _t357 != _t358:
                _t359 = _st_zones[_t357]; _st_zones[_t358] += _t359
                for _t360 in _t359: _st_loc[_t360] = _t358
                _t359.clear()
            else:
                _move_cards184(st, _st_zones[_t357][:], _t358, False)

# <rulerun sushi_go.rules: play #55 bfd7209c>
def _native(st, L):
    if _p269(st, _k268[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 c4f0b23c>
def _native(st, L):
    return _k270

# <rulerun sushi_go.rules: play #57 eb527abb>
def _native(st, L):
    return (not not st.zones[(1 + _k271[0])])

# <rulerun sushi_go.rules: serve #58 80144fc2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run274(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k275)

# <rulerun sushi_go.rules: take_turn #59 c49babfb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step278(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t361 = L[0]
            _t362 = len(_o)
            if not _t362: _no_option280(_t361, 'dish to keep')
            if _t362 <= 1 and _st_log is None:
                L[1] = _o[0] if _t362 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t363 = st.chooser(_t362, _t361)
                else:
                    _t363 = _st_bits(_t362.bit_length())
                    while _t363 >= _t362: _t363 = _st_bits(_t362.bit_length())
                L[1] = _o[_t363]; st.decisions += 1
            elif _decide281(st, L, _o[:], _t361): return True
            pc = 2
        if pc == 2:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t365 = _st_zones[(10 + L[0])]
            _budget283[0] -= len(_t365)
            if _budget283[0] < 0: _spent284(st)
            _t364 = False
            for _t366 in _t365:
                if (_c285[_t366] == 'chopsticks'):
                    _t364 = True
                    break
            if (_t364 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer286(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k289)

# <rulerun sushi_go.rules: score_maki #60 2dc49f8d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run292(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k293)

# <rulerun sushi_go.rules: score_round #61 70983cce>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run296(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k297)

# <rulerun sushi_go.rules: score_puddings #62 9844c95b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k301)

# <rulerun sushi_go.rules: play #63 4f82c568>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT302[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run305(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k306 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k308[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit309(_k310)
            fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit304(_k, st, _d0): raise _Runaway303()
            continue
        if pc == 7:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit304(_k, st, _d0): raise _Runaway303()
            continue
        if pc == 9:
            _r = _run312(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step313(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k314)

# <rulerun sushi_go.rules: take_turn #64 8c5ef31d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region317(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step318(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t367 = L[0]
            _t368 = len(_o)
            if not _t368: _no_option320(_t367, 'dish to keep')
            if _t368 <= 1 and _st_log is None:
                L[1] = _o[0] if _t368 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t369 = st.chooser(_t368, _t367)
                else:
                    _t369 = _st_bits(_t368.bit_length())
                    while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
                L[1] = _o[_t369]; st.decisions += 1
            elif _decide321(st, L, _o[:], _t367): return True
            pc = 2
        if pc == 2:
            _r = _run322(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t371 = _st_zones[(10 + L[0])]
            _budget323[0] -= len(_t371)
            if _budget323[0] < 0: _spent324(st)
            _t370 = False
            for _t372 in _t371:
                if (_c325[_t372] == 'chopsticks'):
                    _t370 = True
                    break
            if (_t370 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            if _offer326(st, L, _o[:]): return True
            pc = 5
        if pc == 5:
            _r = _run327(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run328(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k329)

# <rulerun sushi_go.rules: play #65 96f9e7d8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT330[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run333(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region334(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k335 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run336(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k337[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p338(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit339(_k340)
                fr[1] = 6; st.cur.append([1, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit332(_k, st, _d0): raise _Runaway331()
            continue
        if pc == 7:
            _r = _run341(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit332(_k, st, _d0): raise _Runaway331()
            continue
        if pc == 9:
            _r = _run342(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step343(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k344)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

