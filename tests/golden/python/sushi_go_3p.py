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

# <rulerun sushi_go.rules: serve #1 d9e94d23>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
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

# <rulerun sushi_go.rules: take_turn #2 9b7ecf92>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t9 = L[1]
    _t10 = (4 + L[0])
    if type(_t9) is int and st.log is None:
        _t11 = _st_zones[(_t12 := _st_loc[_t9])]
        if _t11[-1] == _t9: _t11.pop()
        else: _t11.remove(_t9)
        _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
        _t13 = _leaving7[_t12]
        if _memo0 and _t13 & 1: _memo0.clear()
        if _memo1 and _t13 & 2: _memo1.clear()
        if _memo2 and _t13 & 4: _memo2.clear()
    elif _t9 is not None:
        _move_cards6(st, _t9, _t10, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #3 2fb11810>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    if (_l2 is not None):
        _t14 = _l2
        _t15 = (4 + _l0)
        if type(_t14) is int and _st_log is None:
            _t16 = _st_zones[(_t17 := _st_loc[_t14])]
            if _t16[-1] == _t14: _t16.pop()
            else: _t16.remove(_t14)
            _st_zones[_t15].append(_t14); _st_loc[_t14] = _t15
            _t18 = _leaving9[_t17]
            if _memo0 and _t18 & 1: _memo0.clear()
            if _memo1 and _t18 & 2: _memo1.clear()
            if _memo2 and _t18 & 4: _memo2.clear()
        elif _t14 is not None:
            _move_cards8(st, _t14, _t15, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        _t22 = _st_zones[(10 + _l0)]
        st.budget -= len(_t22)
        if st.budget < 0: _spent10(st)
        _t21 = None
        for _t23 in _t22:
            if (_c11[_t23] == 'chopsticks'):
                _t21 = _t23
                break
        _t19 = _t21
        _t20 = (1 + _l0)
        if type(_t19) is int and _st_log is None:
            _t24 = _st_zones[(_t25 := _st_loc[_t19])]
            if _t24[-1] == _t19: _t24.pop()
            else: _t24.remove(_t19)
            _st_zones[_t20].append(_t19); _st_loc[_t19] = _t20
            _t26 = _leaving12[_t25]
            if _memo0 and _t26 & 1: _memo0.clear()
            if _memo1 and _t26 & 2: _memo1.clear()
            if _memo2 and _t26 & 4: _memo2.clear()
        elif _t19 is not None:
            _move_cards8(st, _t19, _t20, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: take_turn #4 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #6 a8e96ea4>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t27 in (_k13 or []):
        st.thread_player = st.inline_thread = _t27
        _i0 = L[:]; _i0[0] = _t27
        _t28 = _st_zones[(1 + _t27)]
        _t29 = _t27
        _t30 = len(_t28)
        if not _t30: _no_option16(_t29, 'dish to keep')
        if _t30 <= 1:
            _i0[1] = _t28[0] if _t30 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t31 = st.chooser(_t30, _t29)
            else:
                _t31 = _st_bits(_t30.bit_length())
                while _t31 >= _t30: _t31 = _st_bits(_t30.bit_length())
            _i0[1] = _t28[_t31]; st.decisions += 1
        elif _decide17(st, _i0, _t28[:], _t29): raise _PlayoutCut14()
        _t32 = _i0[1]
        _t33 = (4 + _t27)
        if type(_t32) is int:
            _t34 = _st_zones[(_t35 := _st_loc[_t32])]
            if _t34[-1] == _t32: _t34.pop()
            else: _t34.remove(_t32)
            _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
            _t36 = _leaving19[_t35]
            if _memo0 and _t36 & 1: _memo0.clear()
            if _memo1 and _t36 & 2: _memo1.clear()
            if _memo2 and _t36 & 4: _memo2.clear()
        elif _t32 is not None:
            _move_cards18(st, _t32, _t33, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        _t38 = _st_zones[(10 + _t27)]
        st.budget -= len(_t38)
        if st.budget < 0: _spent20(st)
        _t37 = False
        for _t39 in _t38:
            if (_c21[_t39] == 'chopsticks'):
                _t37 = True
                break
        if (_t37 and (not not _st_zones[(1 + _t27)])):
            _t40 = _st_zones[(1 + _t27)]
            _t41 = _t27
            _t42 = len(_t40) + 1
            if _t42 == 1:
                _i0[2] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t43 = st.chooser(_t42, _t41)
                else:
                    _t43 = _st_bits(_t42.bit_length())
                    while _t43 >= _t42: _t43 = _st_bits(_t42.bit_length())
                _i0[2] = _t40[_t43 - 1] if _t43 else None; st.decisions += 1
            elif _decide23(st, _i0, _t40[:], _t41): raise _PlayoutCut14()
            if (_i0[2] is not None):
                _t44 = _i0[2]
                _t45 = (4 + _t27)
                if type(_t44) is int:
                    _t46 = _st_zones[(_t47 := _st_loc[_t44])]
                    if _t46[-1] == _t44: _t46.pop()
                    else: _t46.remove(_t44)
                    _st_zones[_t45].append(_t44); _st_loc[_t44] = _t45
                    _t48 = _leaving24[_t47]
                    if _memo0 and _t48 & 1: _memo0.clear()
                    if _memo1 and _t48 & 2: _memo1.clear()
                    if _memo2 and _t48 & 4: _memo2.clear()
                elif _t44 is not None:
                    _move_cards18(st, _t44, _t45, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                _t52 = _st_zones[(10 + _t27)]
                st.budget -= len(_t52)
                if st.budget < 0: _spent20(st)
                _t51 = None
                for _t53 in _t52:
                    if (_c21[_t53] == 'chopsticks'):
                        _t51 = _t53
                        break
                _t49 = _t51
                _t50 = (1 + _t27)
                if type(_t49) is int:
                    _t54 = _st_zones[(_t55 := _st_loc[_t49])]
                    if _t54[-1] == _t49: _t54.pop()
                    else: _t54.remove(_t49)
                    _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
                    _t56 = _leaving25[_t55]
                    if _memo0 and _t56 & 1: _memo0.clear()
                    if _memo1 and _t56 & 2: _memo1.clear()
                    if _memo2 and _t56 & 4: _memo2.clear()
                elif _t49 is not None:
                    _move_cards18(st, _t49, _t50, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None

# <rulerun sushi_go.rules: take_turn #7 91008d10>
def _loop(st, _i1l0):
    _st_cvars = st.cvars
    _t61 = st.zones[(10 + _i1l0)]
    st.budget -= len(_t61)
    if st.budget < 0: _spent29(st)
    for _t62 in _t61:
        if ((_c30[_t62] == 'wasabi') and (not _st_cvars[108 + _t62])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #8 b33ade8d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    _t58 = (_k26 or [])
    st.budget -= len(_t58)
    if st.budget < 0: _spent27(st)
    for _t57 in _t58:
        L[5] = _t57
        _t60 = _st_zones[(4 + _t57)][:]
        st.budget -= len(_t60)
        if st.budget < 0: _spent27(st)
        for _t59 in _t60:
            L[8] = _t59
            _i1l0 = _t57
            _i1l1 = _t59
            _i1 = [_i1l0, _i1l1, None]
            if ((((_c28[_i1l1] == 'egg') or (_c28[_i1l1] == 'salmon')) or (_c28[_i1l1] == 'squid')) and _a31(st, _i1l0)):
                _t65 = _st_zones[(10 + _i1l0)]
                st.budget -= len(_t65)
                if st.budget < 0: _spent27(st)
                _t64 = None
                for _t66 in _t65:
                    if ((_c28[_t66] == 'wasabi') and (not _st_cvars[108 + _t66])):
                        _t64 = _t66
                        break
                _i1[2] = _t64
                _st_cvars[108 + _i1[2]] = True
                _st_cvars[_i1l1] = True
                if _memo2: _memo2.clear()
            _t67 = _i1l1
            _t68 = (10 + _i1l0)
            if type(_t67) is int and _st_log is None:
                _t69 = _st_zones[_st_loc[_t67]]
                if _t69[-1] == _t67: _t69.pop()
                else: _t69.remove(_t67)
                _st_zones[_t68].append(_t67); _st_loc[_t67] = _t68
            elif _t67 is not None:
                _move_cards32(st, _t67, _t68, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t70 in (_k33 or []):
        L[11] = _t70
        _t71 = (1 + _t70)
        _t72 = (7 + ((_t70 + 1) % 3))
        if _st_log is None and _t71 != _t72:
            _t73 = _st_zones[_t71]; _st_zones[_t72] += _t73
            for _t74 in _t73: _st_loc[_t74] = _t72
            _t73.clear()
        else:
            _move_cards32(st, _st_zones[_t71][:], _t72, False)
    for _t75 in (_k34 or []):
        L[14] = _t75
        _t76 = (7 + _t75)
        _t77 = (1 + _t75)
        if _st_log is None and _t76 != _t77:
            _t78 = _st_zones[_t76]; _st_zones[_t77] += _t78
            for _t79 in _t78: _st_loc[_t79] = _t77
            _t78.clear()
        else:
            _move_cards32(st, _st_zones[_t76][:], _t77, False)

# <rulerun sushi_go.rules: take_turn #9 bece1428>
def _native(st, L):
    return _k35

# <rulerun sushi_go.rules: take_turn #10 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: take_turn #11 a7bac02e>
def _native(st, L):
    _l0 = L[0]
    _st_zones = st.zones
    _t81 = _st_zones[(10 + _l0)]
    st.budget -= len(_t81)
    if st.budget < 0: _spent36(st)
    _t80 = False
    for _t82 in _t81:
        if (_c37[_t82] == 'chopsticks'):
            _t80 = True
            break
    return (_t80 and (not not _st_zones[(1 + _l0)]))

# <rulerun sushi_go.rules: take_turn #12 6f5c404b>
def _native(st, L):
    return (1 + L[0])

# <rulerun sushi_go.rules: score_maki #13 b3b64e14>
def _loop(st, _t85):
    _t86 = st.zones[(10 + _t85)]
    st.budget -= len(_t86)
    if st.budget < 0: _spent40(st)
    _t88 = 0
    for _t87 in _t86:
        _t88 += _c41[_t87]
    return _t88

# <rulerun sushi_go.rules: score_maki #14 7f5fabb5>
def _loop(st, _t93):
    _t94 = st.zones[(10 + _t93)]
    st.budget -= len(_t94)
    if st.budget < 0: _spent44(st)
    _t96 = 0
    for _t95 in _t94:
        _t96 += _c45[_t95]
    return _t96

# <rulerun sushi_go.rules: score_maki #15 0eeab810>
def _loop(st, _t103):
    _t104 = st.zones[(10 + _t103)]
    st.budget -= len(_t104)
    if st.budget < 0: _spent53(st)
    _t106 = 0
    for _t105 in _t104:
        _t106 += _c54[_t105]
    return _t106

# <rulerun sushi_go.rules: score_maki #16 9711ac84>
def _loop(st, _t103):
    _t107 = st.zones[(10 + _t103)]
    st.budget -= len(_t107)
    if st.budget < 0: _spent56(st)
    _t109 = 0
    for _t108 in _t107:
        _t109 += _c57[_t108]
    return _t109

# <rulerun sushi_go.rules: score_maki #17 2118e3fe>
def _loop(st, _t114):
    _t115 = st.zones[(10 + _t114)]
    st.budget -= len(_t115)
    if st.budget < 0: _spent60(st)
    _t117 = 0
    for _t116 in _t115:
        _t117 += _c61[_t116]
    return _t117

# <rulerun sushi_go.rules: score_maki #18 8125e75c>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t84 = (_k38 or ())
    st.budget -= len(_t84)
    if st.budget < 0: _spent39(st)
    _t83 = None
    for _t85 in _t84:
        _t89 = (_memo0[_t85] if _t85 in _memo0 else _memo0.setdefault(_t85, _a42(st, _t85)))
        if _t83 is None or _t89 > _t83:
            _t83 = _t89
    L[0] = _t83
    if (L[0] == 0):
        return 2
    _t91 = L[0]
    _t92 = (_k43 or ())
    st.budget -= len(_t92)
    if st.budget < 0: _spent39(st)
    _t90 = []
    for _t93 in _t92:
        if ((_memo0[_t93] if _t93 in _memo0 else _memo0.setdefault(_t93, _a46(st, _t93))) == _t91):
            _t90.append(_t93)
    L[1] = _t90
    _t98 = (L[1] or [])
    st.budget -= len(_t98)
    if st.budget < 0: _spent39(st)
    for _t97 in _t98:
        L[4] = _t97
        _st_vars[0 + _t97] = (_t99 if -1000000000000000000 <= (_t99 := _st_vars[0 + _t97] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond47(_t99))
        if _st_log is not None: _st_log.append(_Text51(_audience48(st), [_PlayerRef49(_t97), ' scores ', _plain50((6 // len((L[1] or ())))), ' for the most maki rolls']))
    if (len((L[1] or ())) > 1):
        return 2
    _t101 = L[0]
    _t102 = (_k52 or ())
    st.budget -= len(_t102)
    if st.budget < 0: _spent39(st)
    _t100 = None
    for _t103 in _t102:
        if ((_memo0[_t103] if _t103 in _memo0 else _memo0.setdefault(_t103, _a55(st, _t103))) < _t101):
            _t110 = (_memo0[_t103] if _t103 in _memo0 else _memo0.setdefault(_t103, _a58(st, _t103)))
            if _t100 is None or _t110 > _t100:
                _t100 = _t110
    L[5] = _t100
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t112 = L[5]
    _t113 = (_k59 or ())
    st.budget -= len(_t113)
    if st.budget < 0: _spent39(st)
    _t111 = []
    for _t114 in _t113:
        if ((_memo0[_t114] if _t114 in _memo0 else _memo0.setdefault(_t114, _a62(st, _t114))) == _t112):
            _t111.append(_t114)
    L[6] = _t111
    _t119 = (L[6] or [])
    st.budget -= len(_t119)
    if st.budget < 0: _spent39(st)
    for _t118 in _t119:
        L[9] = _t118
        _st_vars[0 + _t118] = (_t120 if -1000000000000000000 <= (_t120 := _st_vars[0 + _t118] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond47(_t120))
        if _st_log is not None: _st_log.append(_Text51(_audience48(st), [_PlayerRef49(_t118), ' scores ', _plain50((3 // len((L[6] or ())))), ' for the second most maki rolls']))

# <rulerun sushi_go.rules: score_round #19 fcaf1b5f>
def _loop(st, _t121):
    _t123 = st.zones[(10 + _t121)]
    st.budget -= len(_t123)
    if st.budget < 0: _spent66(st)
    _t125 = 0
    for _t124 in _t123:
        if (_c67[_t124] == 'tempura'):
            _t125 += 1
    return _t125

# <rulerun sushi_go.rules: score_round #20 bf7bae63>
def _loop(st, _t121):
    _t127 = st.zones[(10 + _t121)]
    st.budget -= len(_t127)
    if st.budget < 0: _spent69(st)
    _t129 = 0
    for _t128 in _t127:
        if (_c70[_t128] == 'sashimi'):
            _t129 += 1
    return _t129

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 4b646d27>
def _loop(st, _t121):
    _t131 = st.zones[(10 + _t121)]
    st.budget -= len(_t131)
    if st.budget < 0: _spent73(st)
    _t133 = 0
    for _t132 in _t131:
        if (_c74[_t132] == 'dumpling'):
            _t133 += 1
    return _t133

# <rulerun sushi_go.rules: score_round #23 ed7f0878>
def _loop(st, _t121):
    _st_cvars = st.cvars
    _t135 = st.zones[(10 + _t121)]
    st.budget -= len(_t135)
    if st.budget < 0: _spent76(st)
    _t137 = 0
    for _t136 in _t135:
        if (((_c77[_t136] == 'egg') or (_c77[_t136] == 'salmon')) or (_c77[_t136] == 'squid')):
            _t137 += ((1 if (_c77[_t136] == 'egg') else (2 if (_c77[_t136] == 'salmon') else 3)) * (3 if _st_cvars[_t136] else 1))
    return _t137

# <rulerun sushi_go.rules: score_round #24 c8a09e32>
def _loop(st, _t121):
    _t140 = st.zones[(10 + _t121)]
    st.budget -= len(_t140)
    if st.budget < 0: _spent82(st)
    _t142 = 0
    for _t141 in _t140:
        if (_c83[_t141] == 'tempura'):
            _t142 += 1
    return _t142

# <rulerun sushi_go.rules: score_round #25 662a995c>
def _loop(st, _t121):
    _t144 = st.zones[(10 + _t121)]
    st.budget -= len(_t144)
    if st.budget < 0: _spent85(st)
    _t146 = 0
    for _t145 in _t144:
        if (_c86[_t145] == 'sashimi'):
            _t146 += 1
    return _t146

# <rulerun sushi_go.rules: score_round #26 5a4ad65d>
def _loop(st, _t121):
    _t148 = st.zones[(10 + _t121)]
    st.budget -= len(_t148)
    if st.budget < 0: _spent88(st)
    _t150 = 0
    for _t149 in _t148:
        if (_c89[_t149] == 'dumpling'):
            _t150 += 1
    return _t150

# <rulerun sushi_go.rules: score_round #27 05997dcf>
def _loop(st, _t121):
    _st_cvars = st.cvars
    _t152 = st.zones[(10 + _t121)]
    st.budget -= len(_t152)
    if st.budget < 0: _spent91(st)
    _t154 = 0
    for _t153 in _t152:
        if (((_c92[_t153] == 'egg') or (_c92[_t153] == 'salmon')) or (_c92[_t153] == 'squid')):
            _t154 += ((1 if (_c92[_t153] == 'egg') else (2 if (_c92[_t153] == 'salmon') else 3)) * (3 if _st_cvars[_t153] else 1))
    return _t154

# <rulerun sushi_go.rules: score_round #28 f6e00f7e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t122 = (_k63 or [])
    st.budget -= len(_t122)
    if st.budget < 0: _spent64(st)
    for _t121 in _t122:
        L[2] = _t121
        _st_vars[0 + _t121] = (_t139 if -1000000000000000000 <= (_t139 := _st_vars[0 + _t121] + (_memo2[_t121] if _t121 in _memo2 else _memo2.setdefault(_t121, (_t138 if -1000000000000000000 <= (_t138 := (((_times65(5, ((_t126 if (_t126 := _memo1.get((_t121, 'tempura',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'tempura',), _a68(st, _t121))) // 2)) + _times65(10, ((_t130 if (_t130 := _memo1.get((_t121, 'sashimi',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'sashimi',), _a71(st, _t121))) // 3))) + _d72(st, [(_t134 if (_t134 := _memo1.get((_t121, 'dumpling',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'dumpling',), _a75(st, _t121)))])) + _a78(st, _t121))) <= 1000000000000000000 else _beyond79(_t138))))) <= 1000000000000000000 else _beyond79(_t139))
        if _st_log is not None: _st_log.append(_Text95(_audience80(st), [_PlayerRef81(_t121), ' scores ', _plain94((_memo2[_t121] if _t121 in _memo2 else _memo2.setdefault(_t121, (_t155 if -1000000000000000000 <= (_t155 := (((_times65(5, ((_t143 if (_t143 := _memo1.get((_t121, 'tempura',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'tempura',), _a84(st, _t121))) // 2)) + _times65(10, ((_t147 if (_t147 := _memo1.get((_t121, 'sashimi',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'sashimi',), _a87(st, _t121))) // 3))) + _d72(st, [(_t151 if (_t151 := _memo1.get((_t121, 'dumpling',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t121, 'dumpling',), _a90(st, _t121)))])) + _a93(st, _t121))) <= 1000000000000000000 else _beyond79(_t155))))), ' for sets and nigiri']))
    if _p97(st, _k96[:]) == 3: return 3
    _t157 = (_k98 or [])
    st.budget -= len(_t157)
    if st.budget < 0: _spent64(st)
    for _t156 in _t157:
        L[5] = _t156
        _t161 = _st_zones[(10 + _t156)]
        st.budget -= len(_t161)
        if st.budget < 0: _spent64(st)
        _t160 = []
        for _t162 in _t161:
            if (_c100[_t162] == 'pudding'):
                _t160.append(_t162)
        _t158 = _t160
        _t159 = (13 + _t156)
        if type(_t158) is list and _st_log is None:
            for _t163 in _t158:
                _t164 = _st_zones[_st_loc[_t163]]
                if _t164[-1] == _t163: _t164.pop()
                else: _t164.remove(_t163)
                _st_zones[_t159].append(_t163); _st_loc[_t163] = _t159
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        elif _t158 is not None:
            _move_cards99(st, _t158, _t159, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        _t165 = (10 + _t156)
        _t166 = 16
        if _st_log is None and _t165 != _t166:
            _t167 = _st_zones[_t165]; _st_zones[_t166] += _t167
            for _t168 in _t167: _st_loc[_t168] = _t166
            _t167.clear()
        else:
            _move_cards99(st, _st_zones[_t165][:], _t166, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: score_puddings #29 1369c8d4>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t169 = None
    for _t170 in (_k101 or ()):
        _t171 = len(_st_zones[(13 + _t170)])
        if _t169 is None or _t171 > _t169:
            _t169 = _t171
    L[0] = _t169
    _t172 = None
    for _t173 in (_k102 or ()):
        _t174 = len(_st_zones[(13 + _t173)])
        if _t172 is None or _t174 < _t172:
            _t172 = _t174
    L[1] = _t172
    if (L[0] == L[1]):
        return 2
    _t176 = L[0]
    _t175 = []
    for _t177 in (_k103 or ()):
        if (len(_st_zones[(13 + _t177)]) == _t176):
            _t175.append(_t177)
    L[2] = _t175
    _t179 = (L[2] or [])
    st.budget -= len(_t179)
    if st.budget < 0: _spent104(st)
    for _t178 in _t179:
        L[5] = _t178
        _st_vars[0 + _t178] = (_t180 if -1000000000000000000 <= (_t180 := _st_vars[0 + _t178] + (6 // len((L[2] or ())))) <= 1000000000000000000 else _beyond105(_t180))
        if _st_log is not None: _st_log.append(_Text109(_audience106(st), [_PlayerRef107(_t178), ' scores ', _plain108((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t182 = L[1]
        _t181 = []
        for _t183 in (_k110 or ()):
            if (len(_st_zones[(13 + _t183)]) == _t182):
                _t181.append(_t183)
        L[6] = _t181
        _t185 = (L[6] or [])
        st.budget -= len(_t185)
        if st.budget < 0: _spent104(st)
        for _t184 in _t185:
            L[9] = _t184
            _st_vars[0 + _t184] = (_t186 if -1000000000000000000 <= (_t186 := _st_vars[0 + _t184] - (6 // len((L[6] or ())))) <= 1000000000000000000 else _beyond105(_t186))
            if _st_log is not None: _st_log.append(_Text109(_audience106(st), [_PlayerRef107(_t184), ' loses ', _plain108((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 29b5288e>
def _native(st, L):
    _shuffle_zone111(st, 0)

# <rulerun sushi_go.rules: play #31 ce81840f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text114(_audience112(st), ['round ', _plain113(L[2])]))
    for _t187 in (_k115 or []):
        L[5] = _t187
        _t188 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t189 = (1 + _t187)
        if type(_t188) is list and _st_log is None:
            for _t190 in _t188:
                _t191 = _st_zones[_st_loc[_t190]]
                if _t191[-1] == _t190: _t191.pop()
                else: _t191.remove(_t190)
                _st_zones[_t189].append(_t190); _st_loc[_t190] = _t189
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        elif _t188 is not None:
            _move_cards116(st, _t188, _t189, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #32 588e10ba>
def _loop(st, _t192):
    _t194 = st.zones[(10 + _t192)]
    st.budget -= len(_t194)
    if st.budget < 0: _spent120(st)
    _t196 = 0
    for _t195 in _t194:
        if (_c121[_t195] == 'tempura'):
            _t196 += 1
    return _t196

# <rulerun sushi_go.rules: play #33 b186e4f5>
def _loop(st, _t192):
    _t198 = st.zones[(10 + _t192)]
    st.budget -= len(_t198)
    if st.budget < 0: _spent123(st)
    _t200 = 0
    for _t199 in _t198:
        if (_c124[_t199] == 'sashimi'):
            _t200 += 1
    return _t200

# <rulerun sushi_go.rules: play #34 be75a30d>
def _loop(st, _t192):
    _t202 = st.zones[(10 + _t192)]
    st.budget -= len(_t202)
    if st.budget < 0: _spent127(st)
    _t204 = 0
    for _t203 in _t202:
        if (_c128[_t203] == 'dumpling'):
            _t204 += 1
    return _t204

# <rulerun sushi_go.rules: play #35 21ace1ed>
def _loop(st, _t192):
    _st_cvars = st.cvars
    _t206 = st.zones[(10 + _t192)]
    st.budget -= len(_t206)
    if st.budget < 0: _spent130(st)
    _t208 = 0
    for _t207 in _t206:
        if (((_c131[_t207] == 'egg') or (_c131[_t207] == 'salmon')) or (_c131[_t207] == 'squid')):
            _t208 += ((1 if (_c131[_t207] == 'egg') else (2 if (_c131[_t207] == 'salmon') else 3)) * (3 if _st_cvars[_t207] else 1))
    return _t208

# <rulerun sushi_go.rules: play #36 c850350d>
def _loop(st, _t192):
    _t211 = st.zones[(10 + _t192)]
    st.budget -= len(_t211)
    if st.budget < 0: _spent136(st)
    _t213 = 0
    for _t212 in _t211:
        if (_c137[_t212] == 'tempura'):
            _t213 += 1
    return _t213

# <rulerun sushi_go.rules: play #37 a93356d9>
def _loop(st, _t192):
    _t215 = st.zones[(10 + _t192)]
    st.budget -= len(_t215)
    if st.budget < 0: _spent139(st)
    _t217 = 0
    for _t216 in _t215:
        if (_c140[_t216] == 'sashimi'):
            _t217 += 1
    return _t217

# <rulerun sushi_go.rules: play #38 d64b9143>
def _loop(st, _t192):
    _t219 = st.zones[(10 + _t192)]
    st.budget -= len(_t219)
    if st.budget < 0: _spent142(st)
    _t221 = 0
    for _t220 in _t219:
        if (_c143[_t220] == 'dumpling'):
            _t221 += 1
    return _t221

# <rulerun sushi_go.rules: play #39 38a695bf>
def _loop(st, _t192):
    _st_cvars = st.cvars
    _t223 = st.zones[(10 + _t192)]
    st.budget -= len(_t223)
    if st.budget < 0: _spent145(st)
    _t225 = 0
    for _t224 in _t223:
        if (((_c146[_t224] == 'egg') or (_c146[_t224] == 'salmon')) or (_c146[_t224] == 'squid')):
            _t225 += ((1 if (_c146[_t224] == 'egg') else (2 if (_c146[_t224] == 'salmon') else 3)) * (3 if _st_cvars[_t224] else 1))
    return _t225

# <rulerun sushi_go.rules: play #40 dea0ddf5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t193 = (_k117 or [])
    st.budget -= len(_t193)
    if st.budget < 0: _spent118(st)
    for _t192 in _t193:
        _i2[2] = _t192
        _st_vars[0 + _t192] = (_t210 if -1000000000000000000 <= (_t210 := _st_vars[0 + _t192] + (_memo2[_t192] if _t192 in _memo2 else _memo2.setdefault(_t192, (_t209 if -1000000000000000000 <= (_t209 := (((_times119(5, ((_t197 if (_t197 := _memo1.get((_t192, 'tempura',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'tempura',), _a122(st, _t192))) // 2)) + _times119(10, ((_t201 if (_t201 := _memo1.get((_t192, 'sashimi',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'sashimi',), _a125(st, _t192))) // 3))) + _d126(st, [(_t205 if (_t205 := _memo1.get((_t192, 'dumpling',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'dumpling',), _a129(st, _t192)))])) + _a132(st, _t192))) <= 1000000000000000000 else _beyond133(_t209))))) <= 1000000000000000000 else _beyond133(_t210))
        if _st_log is not None: _st_log.append(_Text149(_audience134(st), [_PlayerRef135(_t192), ' scores ', _plain148((_memo2[_t192] if _t192 in _memo2 else _memo2.setdefault(_t192, (_t226 if -1000000000000000000 <= (_t226 := (((_times119(5, ((_t214 if (_t214 := _memo1.get((_t192, 'tempura',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'tempura',), _a138(st, _t192))) // 2)) + _times119(10, ((_t218 if (_t218 := _memo1.get((_t192, 'sashimi',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'sashimi',), _a141(st, _t192))) // 3))) + _d126(st, [(_t222 if (_t222 := _memo1.get((_t192, 'dumpling',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t192, 'dumpling',), _a144(st, _t192)))])) + _a147(st, _t192))) <= 1000000000000000000 else _beyond133(_t226))))), ' for sets and nigiri']))
    if _p151(st, _k150[:]) == 3: return 3
    _t228 = (_k152 or [])
    st.budget -= len(_t228)
    if st.budget < 0: _spent118(st)
    for _t227 in _t228:
        _i2[5] = _t227
        _t232 = _st_zones[(10 + _t227)]
        st.budget -= len(_t232)
        if st.budget < 0: _spent118(st)
        _t231 = []
        for _t233 in _t232:
            if (_c154[_t233] == 'pudding'):
                _t231.append(_t233)
        _t229 = _t231
        _t230 = (13 + _t227)
        if type(_t229) is list and _st_log is None:
            for _t234 in _t229:
                _t235 = _st_zones[_st_loc[_t234]]
                if _t235[-1] == _t234: _t235.pop()
                else: _t235.remove(_t234)
                _st_zones[_t230].append(_t234); _st_loc[_t234] = _t230
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        elif _t229 is not None:
            _move_cards153(st, _t229, _t230, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        _t236 = (10 + _t227)
        _t237 = 16
        if _st_log is None and _t236 != _t237:
            _t238 = _st_zones[_t236]; _st_zones[_t237] += _t238
            for _t239 in _t238: _st_loc[_t239] = _t237
            _t238.clear()
        else:
            _move_cards153(st, _st_zones[_t236][:], _t237, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #41 20fa1213>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t281 = st.zones[(10 + _i5l0)]
    st.budget -= len(_t281)
    if st.budget < 0: _spent172(st)
    for _t282 in _t281:
        if ((_c173[_t282] == 'wasabi') and (not _st_cvars[108 + _t282])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 d8941522>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t334 = st.zones[(10 + _i7l0)]
    st.budget -= len(_t334)
    if st.budget < 0: _spent191(st)
    for _t335 in _t334:
        if ((_c192[_t335] == 'wasabi') and (not _st_cvars[108 + _t335])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log 8830b07b>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_zones = st.zones
    for _t300 in (_k177 or []):
        st.thread_player = st.inline_thread = _t300
        _i6 = L[:]; _i6[0] = _t300
        _t301 = _st_zones[(1 + _t300)]
        _t302 = _t300
        _t303 = len(_t301)
        if not _t303: _no_option180(_t302, 'dish to keep')
        if _t303 <= 1:
            _i6[1] = _t301[0] if _t303 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t304 = st.chooser(_t303, _t302)
            else:
                _t304 = _st_bits(_t303.bit_length())
                while _t304 >= _t303: _t304 = _st_bits(_t303.bit_length())
            _i6[1] = _t301[_t304]; st.decisions += 1
        elif _decide181(st, _i6, _t301[:], _t302): raise _PlayoutCut178()
        _t305 = _i6[1]
        _t306 = (4 + _t300)
        if type(_t305) is int:
            _t307 = _st_zones[(_t308 := _st_loc[_t305])]
            if _t307[-1] == _t305: _t307.pop()
            else: _t307.remove(_t305)
            _st_zones[_t306].append(_t305); _st_loc[_t305] = _t306
            _t309 = _leaving183[_t308]
            if _memo0 and _t309 & 1: _memo0.clear()
            if _memo1 and _t309 & 2: _memo1.clear()
            if _memo2 and _t309 & 4: _memo2.clear()
        elif _t305 is not None:
            _move_cards182(st, _t305, _t306, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
        _t311 = _st_zones[(10 + _t300)]
        st.budget -= len(_t311)
        if st.budget < 0: _spent184(st)
        _t310 = False
        for _t312 in _t311:
            if (_c185[_t312] == 'chopsticks'):
                _t310 = True
                break
        if (_t310 and (not not _st_zones[(1 + _t300)])):
            _t313 = _st_zones[(1 + _t300)]
            _t314 = _t300
            _t315 = len(_t313) + 1
            if _t315 == 1:
                _i6[2] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t316 = st.chooser(_t315, _t314)
                else:
                    _t316 = _st_bits(_t315.bit_length())
                    while _t316 >= _t315: _t316 = _st_bits(_t315.bit_length())
                _i6[2] = _t313[_t316 - 1] if _t316 else None; st.decisions += 1
            elif _decide187(st, _i6, _t313[:], _t314): raise _PlayoutCut178()
            if (_i6[2] is not None):
                _t317 = _i6[2]
                _t318 = (4 + _t300)
                if type(_t317) is int:
                    _t319 = _st_zones[(_t320 := _st_loc[_t317])]
                    if _t319[-1] == _t317: _t319.pop()
                    else: _t319.remove(_t317)
                    _st_zones[_t318].append(_t317); _st_loc[_t317] = _t318
                    _t321 = _leaving188[_t320]
                    if _memo0 and _t321 & 1: _memo0.clear()
                    if _memo1 and _t321 & 2: _memo1.clear()
                    if _memo2 and _t321 & 4: _memo2.clear()
                elif _t317 is not None:
                    _move_cards182(st, _t317, _t318, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                _t325 = _st_zones[(10 + _t300)]
                st.budget -= len(_t325)
                if st.budget < 0: _spent184(st)
                _t324 = None
                for _t326 in _t325:
                    if (_c185[_t326] == 'chopsticks'):
                        _t324 = _t326
                        break
                _t322 = _t324
                _t323 = (1 + _t300)
                if type(_t322) is int:
                    _t327 = _st_zones[(_t328 := _st_loc[_t322])]
                    if _t327[-1] == _t322: _t327.pop()
                    else: _t327.remove(_t322)
                    _st_zones[_t323].append(_t322); _st_loc[_t322] = _t323
                    _t329 = _leaving189[_t328]
                    if _memo0 and _t329 & 1: _memo0.clear()
                    if _memo1 and _t329 & 2: _memo1.clear()
                    if _memo2 and _t329 & 4: _memo2.clear()
                elif _t322 is not None:
                    _move_cards182(st, _t322, _t323, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
    st.thread_player = st.inline_thread = None
    _t331 = (_k190 or [])
    st.budget -= len(_t331)
    if st.budget < 0: _spent184(st)
    for _t330 in _t331:
        L[5] = _t330
        _t333 = _st_zones[(4 + _t330)][:]
        st.budget -= len(_t333)
        if st.budget < 0: _spent184(st)
        for _t332 in _t333:
            L[8] = _t332
            _i7l0 = _t330
            _i7l1 = _t332
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c185[_i7l1] == 'egg') or (_c185[_i7l1] == 'salmon')) or (_c185[_i7l1] == 'squid')) and _a193(st, _i7l0)):
                _t338 = _st_zones[(10 + _i7l0)]
                st.budget -= len(_t338)
                if st.budget < 0: _spent184(st)
                _t337 = None
                for _t339 in _t338:
                    if ((_c185[_t339] == 'wasabi') and (not _st_cvars[108 + _t339])):
                        _t337 = _t339
                        break
                _i7[2] = _t337
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
                if _memo2: _memo2.clear()
            _t340 = _i7l1
            _t341 = (10 + _i7l0)
            if type(_t340) is int:
                _t342 = _st_zones[_st_loc[_t340]]
                if _t342[-1] == _t340: _t342.pop()
                else: _t342.remove(_t340)
                _st_zones[_t341].append(_t340); _st_loc[_t340] = _t341
            elif _t340 is not None:
                _move_cards182(st, _t340, _t341, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
    for _t343 in (_k194 or []):
        L[11] = _t343
        _t344 = (1 + _t343)
        _t345 = (7 + ((_t343 + 1) % 3))
        if _t344 != _t345:
            _t346 = _st_zones[_t344]; _st_zones[_t345] += _t346
            for _t347 in _t346: _st_loc[_t347] = _t345
            _t346.clear()
        else:
            _move_cards182(st, _st_zones[_t344][:], _t345, False)
    for _t348 in (_k195 or []):
        L[14] = _t348
        _t349 = (7 + _t348)
        _t350 = (1 + _t348)
        if _t349 != _t350:
            _t351 = _st_zones[_t349]; _st_zones[_t350] += _t351
            for _t352 in _t351: _st_loc[_t352] = _t350
            _t351.clear()
        else:
            _move_cards182(st, _st_zones[_t349][:], _t350, False)

# <rulerun sushi_go.rules: play #44 076e8467>
def _loop(st, _t353):
    _t355 = st.zones[(10 + _t353)]
    st.budget -= len(_t355)
    if st.budget < 0: _spent200(st)
    _t357 = 0
    for _t356 in _t355:
        if (_c201[_t356] == 'tempura'):
            _t357 += 1
    return _t357

# <rulerun sushi_go.rules: play #45 c6c37168>
def _loop(st, _t353):
    _t359 = st.zones[(10 + _t353)]
    st.budget -= len(_t359)
    if st.budget < 0: _spent203(st)
    _t361 = 0
    for _t360 in _t359:
        if (_c204[_t360] == 'sashimi'):
            _t361 += 1
    return _t361

# <rulerun sushi_go.rules: play #46 e6799458>
def _loop(st, _t353):
    _t363 = st.zones[(10 + _t353)]
    st.budget -= len(_t363)
    if st.budget < 0: _spent207(st)
    _t365 = 0
    for _t364 in _t363:
        if (_c208[_t364] == 'dumpling'):
            _t365 += 1
    return _t365

# <rulerun sushi_go.rules: play #47 4b50125f>
def _loop(st, _t353):
    _st_cvars = st.cvars
    _t367 = st.zones[(10 + _t353)]
    st.budget -= len(_t367)
    if st.budget < 0: _spent210(st)
    _t369 = 0
    for _t368 in _t367:
        if (((_c211[_t368] == 'egg') or (_c211[_t368] == 'salmon')) or (_c211[_t368] == 'squid')):
            _t369 += ((1 if (_c211[_t368] == 'egg') else (2 if (_c211[_t368] == 'salmon') else 3)) * (3 if _st_cvars[_t368] else 1))
    return _t369

# <rulerun sushi_go.rules: score_maki #48 58622ce8>
def _loop(st, _t374):
    _t375 = st.zones[(10 + _t374)]
    st.budget -= len(_t375)
    if st.budget < 0: _spent216(st)
    _t377 = 0
    for _t376 in _t375:
        _t377 += _c217[_t376]
    return _t377

# <rulerun sushi_go.rules: score_maki #49 1657cb7c>
def _loop(st, _t382):
    _t383 = st.zones[(10 + _t382)]
    st.budget -= len(_t383)
    if st.budget < 0: _spent220(st)
    _t385 = 0
    for _t384 in _t383:
        _t385 += _c221[_t384]
    return _t385

# <rulerun sushi_go.rules: score_maki #50 48dac61e>
def _loop(st, _t392):
    _t393 = st.zones[(10 + _t392)]
    st.budget -= len(_t393)
    if st.budget < 0: _spent225(st)
    _t395 = 0
    for _t394 in _t393:
        _t395 += _c226[_t394]
    return _t395

# <rulerun sushi_go.rules: score_maki #51 aee8b398>
def _loop(st, _t392):
    _t396 = st.zones[(10 + _t392)]
    st.budget -= len(_t396)
    if st.budget < 0: _spent228(st)
    _t398 = 0
    for _t397 in _t396:
        _t398 += _c229[_t397]
    return _t398

# <rulerun sushi_go.rules: score_maki #52 08a65d80>
def _loop(st, _t403):
    _t404 = st.zones[(10 + _t403)]
    st.budget -= len(_t404)
    if st.budget < 0: _spent232(st)
    _t406 = 0
    for _t405 in _t404:
        _t406 += _c233[_t405]
    return _t406

# <rulerun sushi_go.rules: score_maki #53 playout, without a log b90c97a9>
def _native(st, L):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t373 = (_k214 or ())
    st.budget -= len(_t373)
    if st.budget < 0: _spent215(st)
    _t372 = None
    for _t374 in _t373:
        _t378 = (_memo0[_t374] if _t374 in _memo0 else _memo0.setdefault(_t374, _a218(st, _t374)))
        if _t372 is None or _t378 > _t372:
            _t372 = _t378
    L[0] = _t372
    if (L[0] == 0):
        return 2
    _t380 = L[0]
    _t381 = (_k219 or ())
    st.budget -= len(_t381)
    if st.budget < 0: _spent215(st)
    _t379 = []
    for _t382 in _t381:
        if ((_memo0[_t382] if _t382 in _memo0 else _memo0.setdefault(_t382, _a222(st, _t382))) == _t380):
            _t379.append(_t382)
    L[1] = _t379
    _t387 = (L[1] or [])
    st.budget -= len(_t387)
    if st.budget < 0: _spent215(st)
    for _t386 in _t387:
        L[4] = _t386
        _st_vars[0 + _t386] = (_t388 if -1000000000000000000 <= (_t388 := _st_vars[0 + _t386] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond223(_t388))
    if (len((L[1] or ())) > 1):
        return 2
    _t390 = L[0]
    _t391 = (_k224 or ())
    st.budget -= len(_t391)
    if st.budget < 0: _spent215(st)
    _t389 = None
    for _t392 in _t391:
        if ((_memo0[_t392] if _t392 in _memo0 else _memo0.setdefault(_t392, _a227(st, _t392))) < _t390):
            _t399 = (_memo0[_t392] if _t392 in _memo0 else _memo0.setdefault(_t392, _a230(st, _t392)))
            if _t389 is None or _t399 > _t389:
                _t389 = _t399
    L[5] = _t389
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t401 = L[5]
    _t402 = (_k231 or ())
    st.budget -= len(_t402)
    if st.budget < 0: _spent215(st)
    _t400 = []
    for _t403 in _t402:
        if ((_memo0[_t403] if _t403 in _memo0 else _memo0.setdefault(_t403, _a234(st, _t403))) == _t401):
            _t400.append(_t403)
    L[6] = _t400
    _t408 = (L[6] or [])
    st.budget -= len(_t408)
    if st.budget < 0: _spent215(st)
    for _t407 in _t408:
        L[9] = _t407
        _st_vars[0 + _t407] = (_t409 if -1000000000000000000 <= (_t409 := _st_vars[0 + _t407] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond223(_t409))

# <rulerun sushi_go.rules: play #54 f9311af5>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t241 = (_k155 or [])
    st.budget -= len(_t241)
    if st.budget < 0: _spent156(st)
    for _t240 in _t241:
        L[2] = _t240
        for _t242 in (_k157 or []):
            L[5] = _t242
            _t243 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t244 = (1 + _t242)
            if type(_t243) is list:
                for _t245 in _t243:
                    _t246 = _st_zones[_st_loc[_t245]]
                    if _t246[-1] == _t245: _t246.pop()
                    else: _t246.remove(_t245)
                    _st_zones[_t244].append(_t245); _st_loc[_t245] = _t244
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
            elif _t243 is not None:
                _move_cards158(st, _t243, _t244, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
        while (not not _st_zones[(1 + _k159[0])]):
            st.budget -= 1
            if st.budget < 0: _spent156(st)
            if _p197(st, _k196[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t354 = (_k198 or [])
        st.budget -= len(_t354)
        if st.budget < 0: _spent156(st)
        for _t353 in _t354:
            _i8[2] = _t353
            _st_vars[0 + _t353] = (_t371 if -1000000000000000000 <= (_t371 := _st_vars[0 + _t353] + (_memo2[_t353] if _t353 in _memo2 else _memo2.setdefault(_t353, (_t370 if -1000000000000000000 <= (_t370 := (((_times199(5, ((_t358 if (_t358 := _memo1.get((_t353, 'tempura',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t353, 'tempura',), _a202(st, _t353))) // 2)) + _times199(10, ((_t362 if (_t362 := _memo1.get((_t353, 'sashimi',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t353, 'sashimi',), _a205(st, _t353))) // 3))) + _d206(st, [(_t366 if (_t366 := _memo1.get((_t353, 'dumpling',), _NOT_YET)) is not _NOT_YET else _memo1.setdefault((_t353, 'dumpling',), _a209(st, _t353)))])) + _a212(st, _t353))) <= 1000000000000000000 else _beyond213(_t370))))) <= 1000000000000000000 else _beyond213(_t371))
        if _p236(st, _k235[:]) == 3: return 3
        _t411 = (_k237 or [])
        st.budget -= len(_t411)
        if st.budget < 0: _spent156(st)
        for _t410 in _t411:
            _i8[5] = _t410
            _t415 = _st_zones[(10 + _t410)]
            st.budget -= len(_t415)
            if st.budget < 0: _spent156(st)
            _t414 = []
            for _t416 in _t415:
                if (_c166[_t416] == 'pudding'):
                    _t414.append(_t416)
            _t412 = _t414
            _t413 = (13 + _t410)
            if type(_t412) is list:
                for _t417 in _t412:
                    _t418 = _st_zones[_st_loc[_t417]]
                    if _t418[-1] == _t417: _t418.pop()
                    else: _t418.remove(_t417)
                    _st_zones[_t413].append(_t417); _st_loc[_t417] = _t413
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
            elif _t412 is not None:
                _move_cards158(st, _t412, _t413, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
            _t419 = (10 + _t410)
            _t420 = 16
            if _t419 != _t420:
                _t421 = _st_zones[_t419]; _st_zones[_t420] += _t421
                for _t422 in _t421: _st_loc[_t422] = _t420
                _t421.clear()
            else:
                _move_cards158(st, _st_zones[_t419][:], _t420, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()

# <rulerun sushi_go.rules: play #55 06f6fec2>
def _native(st, L):
    if _p239(st, _k238[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 d007dda3>
def _native(st, L):
    return _k240

# <rulerun sushi_go.rules: play #57 58897f56>
def _native(st, L):
    return (not not st.zones[(1 + _k241[0])])

# <rulerun sushi_go.rules: serve #58 554671d4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run244(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k245)

# <rulerun sushi_go.rules: take_turn #59 39d2015a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step248(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t423 = L[0]
            _t424 = len(_o)
            if not _t424: _no_option250(_t423, 'dish to keep')
            if _t424 <= 1 and _st_log is None:
                L[1] = _o[0] if _t424 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t425 = st.chooser(_t424, _t423)
                else:
                    _t425 = _st_bits(_t424.bit_length())
                    while _t425 >= _t424: _t425 = _st_bits(_t424.bit_length())
                L[1] = _o[_t425]; st.decisions += 1
                if st.thread_player is not None: _answered251(st, _t425)
            elif _st_log is None: _pend252(st, L, _o[:], _t423); return True
            elif _decide253(st, L, _o[:], _t423): return True
            pc = 2
        if pc == 2:
            _r = _run254(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t427 = _st_zones[(10 + L[0])]
            st.budget -= len(_t427)
            if st.budget < 0: _spent255(st)
            _t426 = False
            for _t428 in _t427:
                if (_c256[_t428] == 'chopsticks'):
                    _t426 = True
                    break
            if (_t426 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t429 = L[0]
            _t430 = len(_o) + 1
            if _t430 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t431 = st.chooser(_t430, _t429)
                else:
                    _t431 = _st_bits(_t430.bit_length())
                    while _t431 >= _t430: _t431 = _st_bits(_t430.bit_length())
                L[2] = _o[_t431 - 1] if _t431 else None; st.decisions += 1
                if st.thread_player is not None: _answered251(st, _t431)
            elif _st_log is None: _pend258(st, L, [None] + _o, _t429); return True
            elif _decide259(st, L, _o[:], _t429): return True
            pc = 5
        if pc == 5:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k262)

# <rulerun sushi_go.rules: score_maki #60 2552c2fc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k266)

# <rulerun sushi_go.rules: score_round #61 d59e8676>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run269(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k270)

# <rulerun sushi_go.rules: score_puddings #62 b06bbfc5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run273(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k274)

# <rulerun sushi_go.rules: play #63 a7a000b7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run277(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k278 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run279(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k280[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit281(_k282)
            fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs283[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit276(_k, st, _d0): raise _Runaway275()
            continue
        if pc == 7:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit276(_k, st, _d0): raise _Runaway275()
            continue
        if pc == 9:
            _r = _run285(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step286(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k287)

# <rulerun sushi_go.rules: take_turn #64 26b9228e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region290(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step291(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t432 = L[0]
            _t433 = len(_o)
            if not _t433: _no_option293(_t432, 'dish to keep')
            if _t433 <= 1 and _st_log is None:
                L[1] = _o[0] if _t433 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t434 = st.chooser(_t433, _t432)
                else:
                    _t434 = _st_bits(_t433.bit_length())
                    while _t434 >= _t433: _t434 = _st_bits(_t433.bit_length())
                L[1] = _o[_t434]; st.decisions += 1
                if st.thread_player is not None: _answered294(st, _t434)
            elif _st_log is None: _pend295(st, L, _o[:], _t432); return True
            elif _decide296(st, L, _o[:], _t432): return True
            pc = 2
        if pc == 2:
            _r = _run297(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t436 = _st_zones[(10 + L[0])]
            st.budget -= len(_t436)
            if st.budget < 0: _spent298(st)
            _t435 = False
            for _t437 in _t436:
                if (_c299[_t437] == 'chopsticks'):
                    _t435 = True
                    break
            if (_t435 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t438 = L[0]
            _t439 = len(_o) + 1
            if _t439 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t440 = st.chooser(_t439, _t438)
                else:
                    _t440 = _st_bits(_t439.bit_length())
                    while _t440 >= _t439: _t440 = _st_bits(_t439.bit_length())
                L[2] = _o[_t440 - 1] if _t440 else None; st.decisions += 1
                if st.thread_player is not None: _answered294(st, _t440)
            elif _st_log is None: _pend301(st, L, [None] + _o, _t438); return True
            elif _decide302(st, L, _o[:], _t438): return True
            pc = 5
        if pc == 5:
            _r = _run303(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run304(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k305)

# <rulerun sushi_go.rules: play #65 4e82cf85>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run308(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region309(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k310 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k312[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p313(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit314(_k315)
                fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs316[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit307(_k, st, _d0): raise _Runaway306()
            continue
        if pc == 7:
            _r = _run317(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit307(_k, st, _d0): raise _Runaway306()
            continue
        if pc == 9:
            _r = _run318(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step319(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k320)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

