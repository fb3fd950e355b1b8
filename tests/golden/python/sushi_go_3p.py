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

# <rulerun sushi_go.rules: serve #1 c7dd6fe9>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, = st.memos
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
    if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: take_turn #2 239391c3>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, = st.memos
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
        if _memo3 and _t13 & 8: _memo3.clear()
    elif _t9 is not None:
        _move_cards6(st, _t9, _t10, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: take_turn #3 35811ead>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, = st.memos
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
            if _memo3 and _t18 & 8: _memo3.clear()
        elif _t14 is not None:
            _move_cards8(st, _t14, _t15, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
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
            if _memo3 and _t26 & 8: _memo3.clear()
        elif _t19 is not None:
            _move_cards8(st, _t19, _t20, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: take_turn #4 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun sushi_go.rules: take_turn #6 42ab80f0>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, = st.memos
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
            if _memo3 and _t36 & 8: _memo3.clear()
        elif _t32 is not None:
            _move_cards18(st, _t32, _t33, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
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
                    if _memo3 and _t48 & 8: _memo3.clear()
                elif _t44 is not None:
                    _move_cards18(st, _t44, _t45, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo3: _memo3.clear()
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
                    if _memo3 and _t56 & 8: _memo3.clear()
                elif _t49 is not None:
                    _move_cards18(st, _t49, _t50, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo3: _memo3.clear()
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

# <rulerun sushi_go.rules: take_turn #8 eca225ec>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, = st.memos
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
            if _memo3: _memo3.clear()
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

# <rulerun sushi_go.rules: score_round #19 b8f15959>
def _loop(st, _t121):
    _t123 = st.zones[(10 + _t121)]
    st.budget -= len(_t123)
    if st.budget < 0: _spent66(st)
    _t125 = []
    for _t124 in _t123:
        _t125.append(_c67[_t124])
    return _t125

# <rulerun sushi_go.rules: score_round #20 33f418db>
def _loop(st, _t121):
    _t126 = st.zones[(10 + _t121)]
    st.budget -= len(_t126)
    if st.budget < 0: _spent70(st)
    _t128 = []
    for _t127 in _t126:
        _t128.append(_c71[_t127])
    return _t128

# <rulerun sushi_go.rules: dumpling_points #21 45e7ea24>
def _native(st, L):
    _l0 = L[0]
    return (15 if (_l0 >= 5) else [0, 1, 3, 6, 10][_l0])

# <rulerun sushi_go.rules: score_round #22 d5bd5e73>
def _loop(st, _t121):
    _t129 = st.zones[(10 + _t121)]
    st.budget -= len(_t129)
    if st.budget < 0: _spent74(st)
    _t131 = []
    for _t130 in _t129:
        _t131.append(_c75[_t130])
    return _t131

# <rulerun sushi_go.rules: score_round #23 e9ac6058>
def _loop(st, _t121):
    _st_cvars = st.cvars
    _t132 = st.zones[(10 + _t121)]
    st.budget -= len(_t132)
    if st.budget < 0: _spent77(st)
    _t134 = 0
    for _t133 in _t132:
        if (((_c78[_t133] == 'egg') or (_c78[_t133] == 'salmon')) or (_c78[_t133] == 'squid')):
            _t134 += ((1 if (_c78[_t133] == 'egg') else (2 if (_c78[_t133] == 'salmon') else 3)) * (3 if _st_cvars[_t133] else 1))
    return _t134

# <rulerun sushi_go.rules: score_round #24 e4e2f48b>
def _loop(st, _t121):
    _t137 = st.zones[(10 + _t121)]
    st.budget -= len(_t137)
    if st.budget < 0: _spent83(st)
    _t139 = []
    for _t138 in _t137:
        _t139.append(_c84[_t138])
    return _t139

# <rulerun sushi_go.rules: score_round #25 1bcdec8a>
def _loop(st, _t121):
    _t140 = st.zones[(10 + _t121)]
    st.budget -= len(_t140)
    if st.budget < 0: _spent86(st)
    _t142 = []
    for _t141 in _t140:
        _t142.append(_c87[_t141])
    return _t142

# <rulerun sushi_go.rules: score_round #26 06fd18ec>
def _loop(st, _t121):
    _t143 = st.zones[(10 + _t121)]
    st.budget -= len(_t143)
    if st.budget < 0: _spent89(st)
    _t145 = []
    for _t144 in _t143:
        _t145.append(_c90[_t144])
    return _t145

# <rulerun sushi_go.rules: score_round #27 e25a8ac4>
def _loop(st, _t121):
    _st_cvars = st.cvars
    _t146 = st.zones[(10 + _t121)]
    st.budget -= len(_t146)
    if st.budget < 0: _spent92(st)
    _t148 = 0
    for _t147 in _t146:
        if (((_c93[_t147] == 'egg') or (_c93[_t147] == 'salmon')) or (_c93[_t147] == 'squid')):
            _t148 += ((1 if (_c93[_t147] == 'egg') else (2 if (_c93[_t147] == 'salmon') else 3)) * (3 if _st_cvars[_t147] else 1))
    return _t148

# <rulerun sushi_go.rules: score_round #28 4328a5c3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t122 = (_k63 or [])
    st.budget -= len(_t122)
    if st.budget < 0: _spent64(st)
    for _t121 in _t122:
        L[2] = _t121
        _st_vars[0 + _t121] = (_t136 if -1000000000000000000 <= (_t136 := _st_vars[0 + _t121] + (_memo2[_t121] if _t121 in _memo2 else _memo2.setdefault(_t121, (_t135 if -1000000000000000000 <= (_t135 := (((_times65(5, ((_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a68(st, _t121)))).get('tempura', 0) // 2)) + _times65(10, ((_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a72(st, _t121)))).get('sashimi', 0) // 3))) + _d73(st, [(_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a76(st, _t121)))).get('dumpling', 0)])) + _a79(st, _t121))) <= 1000000000000000000 else _beyond80(_t135))))) <= 1000000000000000000 else _beyond80(_t136))
        if _st_log is not None: _st_log.append(_Text96(_audience81(st), [_PlayerRef82(_t121), ' scores ', _plain95((_memo2[_t121] if _t121 in _memo2 else _memo2.setdefault(_t121, (_t149 if -1000000000000000000 <= (_t149 := (((_times65(5, ((_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a85(st, _t121)))).get('tempura', 0) // 2)) + _times65(10, ((_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a88(st, _t121)))).get('sashimi', 0) // 3))) + _d73(st, [(_memo3[_t121] if _t121 in _memo3 else _memo3.setdefault(_t121, _counts69(_a91(st, _t121)))).get('dumpling', 0)])) + _a94(st, _t121))) <= 1000000000000000000 else _beyond80(_t149))))), ' for sets and nigiri']))
    if _p98(st, _k97[:]) == 3: return 3
    _t151 = (_k99 or [])
    st.budget -= len(_t151)
    if st.budget < 0: _spent64(st)
    for _t150 in _t151:
        L[5] = _t150
        _t155 = _st_zones[(10 + _t150)]
        st.budget -= len(_t155)
        if st.budget < 0: _spent64(st)
        _t154 = []
        for _t156 in _t155:
            if (_c101[_t156] == 'pudding'):
                _t154.append(_t156)
        _t152 = _t154
        _t153 = (13 + _t150)
        if type(_t152) is list and _st_log is None:
            for _t157 in _t152:
                _t158 = _st_zones[_st_loc[_t157]]
                if _t158[-1] == _t157: _t158.pop()
                else: _t158.remove(_t157)
                _st_zones[_t153].append(_t157); _st_loc[_t157] = _t153
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        elif _t152 is not None:
            _move_cards100(st, _t152, _t153, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        _t159 = (10 + _t150)
        _t160 = 16
        if _st_log is None and _t159 != _t160:
            _t161 = _st_zones[_t159]; _st_zones[_t160] += _t161
            for _t162 in _t161: _st_loc[_t162] = _t160
            _t161.clear()
        else:
            _move_cards100(st, _st_zones[_t159][:], _t160, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: score_puddings #29 311c5160>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t163 = None
    for _t164 in (_k102 or ()):
        _t165 = len(_st_zones[(13 + _t164)])
        if _t163 is None or _t165 > _t163:
            _t163 = _t165
    L[0] = _t163
    _t166 = None
    for _t167 in (_k103 or ()):
        _t168 = len(_st_zones[(13 + _t167)])
        if _t166 is None or _t168 < _t166:
            _t166 = _t168
    L[1] = _t166
    if (L[0] == L[1]):
        return 2
    _t170 = L[0]
    _t169 = []
    for _t171 in (_k104 or ()):
        if (len(_st_zones[(13 + _t171)]) == _t170):
            _t169.append(_t171)
    L[2] = _t169
    _t173 = (L[2] or [])
    st.budget -= len(_t173)
    if st.budget < 0: _spent105(st)
    for _t172 in _t173:
        L[5] = _t172
        _st_vars[0 + _t172] = (_t174 if -1000000000000000000 <= (_t174 := _st_vars[0 + _t172] + (6 // len((L[2] or ())))) <= 1000000000000000000 else _beyond106(_t174))
        if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_t172), ' scores ', _plain109((6 // len((L[2] or ())))), ' for the most puddings']))
    if (3 > 2):
        _t176 = L[1]
        _t175 = []
        for _t177 in (_k111 or ()):
            if (len(_st_zones[(13 + _t177)]) == _t176):
                _t175.append(_t177)
        L[6] = _t175
        _t179 = (L[6] or [])
        st.budget -= len(_t179)
        if st.budget < 0: _spent105(st)
        for _t178 in _t179:
            L[9] = _t178
            _st_vars[0 + _t178] = (_t180 if -1000000000000000000 <= (_t180 := _st_vars[0 + _t178] - (6 // len((L[6] or ())))) <= 1000000000000000000 else _beyond106(_t180))
            if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_t178), ' loses ', _plain109((6 // len((L[6] or ())))), ' for the fewest puddings']))

# <rulerun sushi_go.rules: play #30 b57768b0>
def _native(st, L):
    _shuffle_zone112(st, 0)

# <rulerun sushi_go.rules: play #31 e3e3fab3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, = st.memos
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text115(_audience113(st), ['round ', _plain114(L[2])]))
    for _t181 in (_k116 or []):
        L[5] = _t181
        _t182 = _st_zones[0][:-((12 - 3)) - 1:-1]
        _t183 = (1 + _t181)
        if type(_t182) is list and _st_log is None:
            for _t184 in _t182:
                _t185 = _st_zones[_st_loc[_t184]]
                if _t185[-1] == _t184: _t185.pop()
                else: _t185.remove(_t184)
                _st_zones[_t183].append(_t184); _st_loc[_t184] = _t183
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        elif _t182 is not None:
            _move_cards117(st, _t182, _t183, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: play #32 92a43f02>
def _loop(st, _t186):
    _t188 = st.zones[(10 + _t186)]
    st.budget -= len(_t188)
    if st.budget < 0: _spent121(st)
    _t190 = []
    for _t189 in _t188:
        _t190.append(_c122[_t189])
    return _t190

# <rulerun sushi_go.rules: play #33 8a0bbbee>
def _loop(st, _t186):
    _t191 = st.zones[(10 + _t186)]
    st.budget -= len(_t191)
    if st.budget < 0: _spent125(st)
    _t193 = []
    for _t192 in _t191:
        _t193.append(_c126[_t192])
    return _t193

# <rulerun sushi_go.rules: play #34 905c9201>
def _loop(st, _t186):
    _t194 = st.zones[(10 + _t186)]
    st.budget -= len(_t194)
    if st.budget < 0: _spent129(st)
    _t196 = []
    for _t195 in _t194:
        _t196.append(_c130[_t195])
    return _t196

# <rulerun sushi_go.rules: play #35 2356c1b6>
def _loop(st, _t186):
    _st_cvars = st.cvars
    _t197 = st.zones[(10 + _t186)]
    st.budget -= len(_t197)
    if st.budget < 0: _spent132(st)
    _t199 = 0
    for _t198 in _t197:
        if (((_c133[_t198] == 'egg') or (_c133[_t198] == 'salmon')) or (_c133[_t198] == 'squid')):
            _t199 += ((1 if (_c133[_t198] == 'egg') else (2 if (_c133[_t198] == 'salmon') else 3)) * (3 if _st_cvars[_t198] else 1))
    return _t199

# <rulerun sushi_go.rules: play #36 a9eb3ba7>
def _loop(st, _t186):
    _t202 = st.zones[(10 + _t186)]
    st.budget -= len(_t202)
    if st.budget < 0: _spent138(st)
    _t204 = []
    for _t203 in _t202:
        _t204.append(_c139[_t203])
    return _t204

# <rulerun sushi_go.rules: play #37 668f92e8>
def _loop(st, _t186):
    _t205 = st.zones[(10 + _t186)]
    st.budget -= len(_t205)
    if st.budget < 0: _spent141(st)
    _t207 = []
    for _t206 in _t205:
        _t207.append(_c142[_t206])
    return _t207

# <rulerun sushi_go.rules: play #38 c3e2cc56>
def _loop(st, _t186):
    _t208 = st.zones[(10 + _t186)]
    st.budget -= len(_t208)
    if st.budget < 0: _spent144(st)
    _t210 = []
    for _t209 in _t208:
        _t210.append(_c145[_t209])
    return _t210

# <rulerun sushi_go.rules: play #39 1c2441b4>
def _loop(st, _t186):
    _st_cvars = st.cvars
    _t211 = st.zones[(10 + _t186)]
    st.budget -= len(_t211)
    if st.budget < 0: _spent147(st)
    _t213 = 0
    for _t212 in _t211:
        if (((_c148[_t212] == 'egg') or (_c148[_t212] == 'salmon')) or (_c148[_t212] == 'squid')):
            _t213 += ((1 if (_c148[_t212] == 'egg') else (2 if (_c148[_t212] == 'salmon') else 3)) * (3 if _st_cvars[_t212] else 1))
    return _t213

# <rulerun sushi_go.rules: play #40 c7786e00>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, _memo3, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None]
    _t187 = (_k118 or [])
    st.budget -= len(_t187)
    if st.budget < 0: _spent119(st)
    for _t186 in _t187:
        _i2[2] = _t186
        _st_vars[0 + _t186] = (_t201 if -1000000000000000000 <= (_t201 := _st_vars[0 + _t186] + (_memo2[_t186] if _t186 in _memo2 else _memo2.setdefault(_t186, (_t200 if -1000000000000000000 <= (_t200 := (((_times120(5, ((_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a123(st, _t186)))).get('tempura', 0) // 2)) + _times120(10, ((_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a127(st, _t186)))).get('sashimi', 0) // 3))) + _d128(st, [(_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a131(st, _t186)))).get('dumpling', 0)])) + _a134(st, _t186))) <= 1000000000000000000 else _beyond135(_t200))))) <= 1000000000000000000 else _beyond135(_t201))
        if _st_log is not None: _st_log.append(_Text151(_audience136(st), [_PlayerRef137(_t186), ' scores ', _plain150((_memo2[_t186] if _t186 in _memo2 else _memo2.setdefault(_t186, (_t214 if -1000000000000000000 <= (_t214 := (((_times120(5, ((_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a140(st, _t186)))).get('tempura', 0) // 2)) + _times120(10, ((_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a143(st, _t186)))).get('sashimi', 0) // 3))) + _d128(st, [(_memo3[_t186] if _t186 in _memo3 else _memo3.setdefault(_t186, _counts124(_a146(st, _t186)))).get('dumpling', 0)])) + _a149(st, _t186))) <= 1000000000000000000 else _beyond135(_t214))))), ' for sets and nigiri']))
    if _p153(st, _k152[:]) == 3: return 3
    _t216 = (_k154 or [])
    st.budget -= len(_t216)
    if st.budget < 0: _spent119(st)
    for _t215 in _t216:
        _i2[5] = _t215
        _t220 = _st_zones[(10 + _t215)]
        st.budget -= len(_t220)
        if st.budget < 0: _spent119(st)
        _t219 = []
        for _t221 in _t220:
            if (_c156[_t221] == 'pudding'):
                _t219.append(_t221)
        _t217 = _t219
        _t218 = (13 + _t215)
        if type(_t217) is list and _st_log is None:
            for _t222 in _t217:
                _t223 = _st_zones[_st_loc[_t222]]
                if _t223[-1] == _t222: _t223.pop()
                else: _t223.remove(_t222)
                _st_zones[_t218].append(_t222); _st_loc[_t222] = _t218
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        elif _t217 is not None:
            _move_cards155(st, _t217, _t218, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        _t224 = (10 + _t215)
        _t225 = 16
        if _st_log is None and _t224 != _t225:
            _t226 = _st_zones[_t224]; _st_zones[_t225] += _t226
            for _t227 in _t226: _st_loc[_t227] = _t225
            _t226.clear()
        else:
            _move_cards155(st, _st_zones[_t224][:], _t225, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: play #41 95df9d77>
def _loop(st, _i5l0):
    _st_cvars = st.cvars
    _t269 = st.zones[(10 + _i5l0)]
    st.budget -= len(_t269)
    if st.budget < 0: _spent174(st)
    for _t270 in _t269:
        if ((_c175[_t270] == 'wasabi') and (not _st_cvars[108 + _t270])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #42 4f422a50>
def _loop(st, _i7l0):
    _st_cvars = st.cvars
    _t322 = st.zones[(10 + _i7l0)]
    st.budget -= len(_t322)
    if st.budget < 0: _spent193(st)
    for _t323 in _t322:
        if ((_c194[_t323] == 'wasabi') and (not _st_cvars[108 + _t323])):
            return True
    return False

# <rulerun sushi_go.rules: take_turn #43 playout, without a log a2ab4cdd>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, = st.memos
    _st_zones = st.zones
    for _t288 in (_k179 or []):
        st.thread_player = st.inline_thread = _t288
        _i6 = L[:]; _i6[0] = _t288
        _t289 = _st_zones[(1 + _t288)]
        _t290 = _t288
        _t291 = len(_t289)
        if not _t291: _no_option182(_t290, 'dish to keep')
        if _t291 <= 1:
            _i6[1] = _t289[0] if _t291 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t292 = st.chooser(_t291, _t290)
            else:
                _t292 = _st_bits(_t291.bit_length())
                while _t292 >= _t291: _t292 = _st_bits(_t291.bit_length())
            _i6[1] = _t289[_t292]; st.decisions += 1
        elif _decide183(st, _i6, _t289[:], _t290): raise _PlayoutCut180()
        _t293 = _i6[1]
        _t294 = (4 + _t288)
        if type(_t293) is int:
            _t295 = _st_zones[(_t296 := _st_loc[_t293])]
            if _t295[-1] == _t293: _t295.pop()
            else: _t295.remove(_t293)
            _st_zones[_t294].append(_t293); _st_loc[_t293] = _t294
            _t297 = _leaving185[_t296]
            if _memo0 and _t297 & 1: _memo0.clear()
            if _memo1 and _t297 & 2: _memo1.clear()
            if _memo2 and _t297 & 4: _memo2.clear()
            if _memo3 and _t297 & 8: _memo3.clear()
        elif _t293 is not None:
            _move_cards184(st, _t293, _t294, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
        _t299 = _st_zones[(10 + _t288)]
        st.budget -= len(_t299)
        if st.budget < 0: _spent186(st)
        _t298 = False
        for _t300 in _t299:
            if (_c187[_t300] == 'chopsticks'):
                _t298 = True
                break
        if (_t298 and (not not _st_zones[(1 + _t288)])):
            _t301 = _st_zones[(1 + _t288)]
            _t302 = _t288
            _t303 = len(_t301) + 1
            if _t303 == 1:
                _i6[2] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t304 = st.chooser(_t303, _t302)
                else:
                    _t304 = _st_bits(_t303.bit_length())
                    while _t304 >= _t303: _t304 = _st_bits(_t303.bit_length())
                _i6[2] = _t301[_t304 - 1] if _t304 else None; st.decisions += 1
            elif _decide189(st, _i6, _t301[:], _t302): raise _PlayoutCut180()
            if (_i6[2] is not None):
                _t305 = _i6[2]
                _t306 = (4 + _t288)
                if type(_t305) is int:
                    _t307 = _st_zones[(_t308 := _st_loc[_t305])]
                    if _t307[-1] == _t305: _t307.pop()
                    else: _t307.remove(_t305)
                    _st_zones[_t306].append(_t305); _st_loc[_t305] = _t306
                    _t309 = _leaving190[_t308]
                    if _memo0 and _t309 & 1: _memo0.clear()
                    if _memo1 and _t309 & 2: _memo1.clear()
                    if _memo2 and _t309 & 4: _memo2.clear()
                    if _memo3 and _t309 & 8: _memo3.clear()
                elif _t305 is not None:
                    _move_cards184(st, _t305, _t306, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo3: _memo3.clear()
                _t313 = _st_zones[(10 + _t288)]
                st.budget -= len(_t313)
                if st.budget < 0: _spent186(st)
                _t312 = None
                for _t314 in _t313:
                    if (_c187[_t314] == 'chopsticks'):
                        _t312 = _t314
                        break
                _t310 = _t312
                _t311 = (1 + _t288)
                if type(_t310) is int:
                    _t315 = _st_zones[(_t316 := _st_loc[_t310])]
                    if _t315[-1] == _t310: _t315.pop()
                    else: _t315.remove(_t310)
                    _st_zones[_t311].append(_t310); _st_loc[_t310] = _t311
                    _t317 = _leaving191[_t316]
                    if _memo0 and _t317 & 1: _memo0.clear()
                    if _memo1 and _t317 & 2: _memo1.clear()
                    if _memo2 and _t317 & 4: _memo2.clear()
                    if _memo3 and _t317 & 8: _memo3.clear()
                elif _t310 is not None:
                    _move_cards184(st, _t310, _t311, False)
                    if _memo0: _memo0.clear()
                    if _memo1: _memo1.clear()
                    if _memo2: _memo2.clear()
                    if _memo3: _memo3.clear()
    st.thread_player = st.inline_thread = None
    _t319 = (_k192 or [])
    st.budget -= len(_t319)
    if st.budget < 0: _spent186(st)
    for _t318 in _t319:
        L[5] = _t318
        _t321 = _st_zones[(4 + _t318)][:]
        st.budget -= len(_t321)
        if st.budget < 0: _spent186(st)
        for _t320 in _t321:
            L[8] = _t320
            _i7l0 = _t318
            _i7l1 = _t320
            _i7 = [_i7l0, _i7l1, None]
            if ((((_c187[_i7l1] == 'egg') or (_c187[_i7l1] == 'salmon')) or (_c187[_i7l1] == 'squid')) and _a195(st, _i7l0)):
                _t326 = _st_zones[(10 + _i7l0)]
                st.budget -= len(_t326)
                if st.budget < 0: _spent186(st)
                _t325 = None
                for _t327 in _t326:
                    if ((_c187[_t327] == 'wasabi') and (not _st_cvars[108 + _t327])):
                        _t325 = _t327
                        break
                _i7[2] = _t325
                _st_cvars[108 + _i7[2]] = True
                _st_cvars[_i7l1] = True
                if _memo2: _memo2.clear()
            _t328 = _i7l1
            _t329 = (10 + _i7l0)
            if type(_t328) is int:
                _t330 = _st_zones[_st_loc[_t328]]
                if _t330[-1] == _t328: _t330.pop()
                else: _t330.remove(_t328)
                _st_zones[_t329].append(_t328); _st_loc[_t328] = _t329
            elif _t328 is not None:
                _move_cards184(st, _t328, _t329, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
    for _t331 in (_k196 or []):
        L[11] = _t331
        _t332 = (1 + _t331)
        _t333 = (7 + ((_t331 + 1) % 3))
        if _t332 != _t333:
            _t334 = _st_zones[_t332]; _st_zones[_t333] += _t334
            for _t335 in _t334: _st_loc[_t335] = _t333
            _t334.clear()
        else:
            _move_cards184(st, _st_zones[_t332][:], _t333, False)
    for _t336 in (_k197 or []):
        L[14] = _t336
        _t337 = (7 + _t336)
        _t338 = (1 + _t336)
        if _t337 != _t338:
            _t339 = _st_zones[_t337]; _st_zones[_t338] += _t339
            for _t340 in _t339: _st_loc[_t340] = _t338
            _t339.clear()
        else:
            _move_cards184(st, _st_zones[_t337][:], _t338, False)

# <rulerun sushi_go.rules: play #44 06239d42>
def _loop(st, _t341):
    _t343 = st.zones[(10 + _t341)]
    st.budget -= len(_t343)
    if st.budget < 0: _spent202(st)
    _t345 = []
    for _t344 in _t343:
        _t345.append(_c203[_t344])
    return _t345

# <rulerun sushi_go.rules: play #45 7b248971>
def _loop(st, _t341):
    _t346 = st.zones[(10 + _t341)]
    st.budget -= len(_t346)
    if st.budget < 0: _spent206(st)
    _t348 = []
    for _t347 in _t346:
        _t348.append(_c207[_t347])
    return _t348

# <rulerun sushi_go.rules: play #46 70519414>
def _loop(st, _t341):
    _t349 = st.zones[(10 + _t341)]
    st.budget -= len(_t349)
    if st.budget < 0: _spent210(st)
    _t351 = []
    for _t350 in _t349:
        _t351.append(_c211[_t350])
    return _t351

# <rulerun sushi_go.rules: play #47 523a5261>
def _loop(st, _t341):
    _st_cvars = st.cvars
    _t352 = st.zones[(10 + _t341)]
    st.budget -= len(_t352)
    if st.budget < 0: _spent213(st)
    _t354 = 0
    for _t353 in _t352:
        if (((_c214[_t353] == 'egg') or (_c214[_t353] == 'salmon')) or (_c214[_t353] == 'squid')):
            _t354 += ((1 if (_c214[_t353] == 'egg') else (2 if (_c214[_t353] == 'salmon') else 3)) * (3 if _st_cvars[_t353] else 1))
    return _t354

# <rulerun sushi_go.rules: score_maki #48 97e48fc2>
def _loop(st, _t359):
    _t360 = st.zones[(10 + _t359)]
    st.budget -= len(_t360)
    if st.budget < 0: _spent219(st)
    _t362 = 0
    for _t361 in _t360:
        _t362 += _c220[_t361]
    return _t362

# <rulerun sushi_go.rules: score_maki #49 30ac04d0>
def _loop(st, _t367):
    _t368 = st.zones[(10 + _t367)]
    st.budget -= len(_t368)
    if st.budget < 0: _spent223(st)
    _t370 = 0
    for _t369 in _t368:
        _t370 += _c224[_t369]
    return _t370

# <rulerun sushi_go.rules: score_maki #50 21eb4f98>
def _loop(st, _t377):
    _t378 = st.zones[(10 + _t377)]
    st.budget -= len(_t378)
    if st.budget < 0: _spent228(st)
    _t380 = 0
    for _t379 in _t378:
        _t380 += _c229[_t379]
    return _t380

# <rulerun sushi_go.rules: score_maki #51 0e9ad695>
def _loop(st, _t377):
    _t381 = st.zones[(10 + _t377)]
    st.budget -= len(_t381)
    if st.budget < 0: _spent231(st)
    _t383 = 0
    for _t382 in _t381:
        _t383 += _c232[_t382]
    return _t383

# <rulerun sushi_go.rules: score_maki #52 f2bd074c>
def _loop(st, _t388):
    _t389 = st.zones[(10 + _t388)]
    st.budget -= len(_t389)
    if st.budget < 0: _spent235(st)
    _t391 = 0
    for _t390 in _t389:
        _t391 += _c236[_t390]
    return _t391

# <rulerun sushi_go.rules: score_maki #53 playout, without a log 9ce71e6b>
def _native(st, L):
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _t358 = (_k217 or ())
    st.budget -= len(_t358)
    if st.budget < 0: _spent218(st)
    _t357 = None
    for _t359 in _t358:
        _t363 = (_memo0[_t359] if _t359 in _memo0 else _memo0.setdefault(_t359, _a221(st, _t359)))
        if _t357 is None or _t363 > _t357:
            _t357 = _t363
    L[0] = _t357
    if (L[0] == 0):
        return 2
    _t365 = L[0]
    _t366 = (_k222 or ())
    st.budget -= len(_t366)
    if st.budget < 0: _spent218(st)
    _t364 = []
    for _t367 in _t366:
        if ((_memo0[_t367] if _t367 in _memo0 else _memo0.setdefault(_t367, _a225(st, _t367))) == _t365):
            _t364.append(_t367)
    L[1] = _t364
    _t372 = (L[1] or [])
    st.budget -= len(_t372)
    if st.budget < 0: _spent218(st)
    for _t371 in _t372:
        L[4] = _t371
        _st_vars[0 + _t371] = (_t373 if -1000000000000000000 <= (_t373 := _st_vars[0 + _t371] + (6 // len((L[1] or ())))) <= 1000000000000000000 else _beyond226(_t373))
    if (len((L[1] or ())) > 1):
        return 2
    _t375 = L[0]
    _t376 = (_k227 or ())
    st.budget -= len(_t376)
    if st.budget < 0: _spent218(st)
    _t374 = None
    for _t377 in _t376:
        if ((_memo0[_t377] if _t377 in _memo0 else _memo0.setdefault(_t377, _a230(st, _t377))) < _t375):
            _t384 = (_memo0[_t377] if _t377 in _memo0 else _memo0.setdefault(_t377, _a233(st, _t377)))
            if _t374 is None or _t384 > _t374:
                _t374 = _t384
    L[5] = _t374
    if ((L[5] is None) or (L[5] == 0)):
        return 2
    _t386 = L[5]
    _t387 = (_k234 or ())
    st.budget -= len(_t387)
    if st.budget < 0: _spent218(st)
    _t385 = []
    for _t388 in _t387:
        if ((_memo0[_t388] if _t388 in _memo0 else _memo0.setdefault(_t388, _a237(st, _t388))) == _t386):
            _t385.append(_t388)
    L[6] = _t385
    _t393 = (L[6] or [])
    st.budget -= len(_t393)
    if st.budget < 0: _spent218(st)
    for _t392 in _t393:
        L[9] = _t392
        _st_vars[0 + _t392] = (_t394 if -1000000000000000000 <= (_t394 := _st_vars[0 + _t392] + (3 // len((L[6] or ())))) <= 1000000000000000000 else _beyond226(_t394))

# <rulerun sushi_go.rules: play #54 e813023c>
def _native(st, L):
    _st_loc = st.loc
    _memo0, _memo1, _memo2, _memo3, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t229 = (_k157 or [])
    st.budget -= len(_t229)
    if st.budget < 0: _spent158(st)
    for _t228 in _t229:
        L[2] = _t228
        for _t230 in (_k159 or []):
            L[5] = _t230
            _t231 = _st_zones[0][:-((12 - 3)) - 1:-1]
            _t232 = (1 + _t230)
            if type(_t231) is list:
                for _t233 in _t231:
                    _t234 = _st_zones[_st_loc[_t233]]
                    if _t234[-1] == _t233: _t234.pop()
                    else: _t234.remove(_t233)
                    _st_zones[_t232].append(_t233); _st_loc[_t233] = _t232
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
            elif _t231 is not None:
                _move_cards160(st, _t231, _t232, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
        while (not not _st_zones[(1 + _k161[0])]):
            st.budget -= 1
            if st.budget < 0: _spent158(st)
            if _p199(st, _k198[:]) == 3: return 3
        _i8 = [None, None, None, None, None, None]
        _t342 = (_k200 or [])
        st.budget -= len(_t342)
        if st.budget < 0: _spent158(st)
        for _t341 in _t342:
            _i8[2] = _t341
            _st_vars[0 + _t341] = (_t356 if -1000000000000000000 <= (_t356 := _st_vars[0 + _t341] + (_memo2[_t341] if _t341 in _memo2 else _memo2.setdefault(_t341, (_t355 if -1000000000000000000 <= (_t355 := (((_times201(5, ((_memo3[_t341] if _t341 in _memo3 else _memo3.setdefault(_t341, _counts205(_a204(st, _t341)))).get('tempura', 0) // 2)) + _times201(10, ((_memo3[_t341] if _t341 in _memo3 else _memo3.setdefault(_t341, _counts205(_a208(st, _t341)))).get('sashimi', 0) // 3))) + _d209(st, [(_memo3[_t341] if _t341 in _memo3 else _memo3.setdefault(_t341, _counts205(_a212(st, _t341)))).get('dumpling', 0)])) + _a215(st, _t341))) <= 1000000000000000000 else _beyond216(_t355))))) <= 1000000000000000000 else _beyond216(_t356))
        if _p239(st, _k238[:]) == 3: return 3
        _t396 = (_k240 or [])
        st.budget -= len(_t396)
        if st.budget < 0: _spent158(st)
        for _t395 in _t396:
            _i8[5] = _t395
            _t400 = _st_zones[(10 + _t395)]
            st.budget -= len(_t400)
            if st.budget < 0: _spent158(st)
            _t399 = []
            for _t401 in _t400:
                if (_c168[_t401] == 'pudding'):
                    _t399.append(_t401)
            _t397 = _t399
            _t398 = (13 + _t395)
            if type(_t397) is list:
                for _t402 in _t397:
                    _t403 = _st_zones[_st_loc[_t402]]
                    if _t403[-1] == _t402: _t403.pop()
                    else: _t403.remove(_t402)
                    _st_zones[_t398].append(_t402); _st_loc[_t402] = _t398
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
            elif _t397 is not None:
                _move_cards160(st, _t397, _t398, False)
                if _memo0: _memo0.clear()
                if _memo1: _memo1.clear()
                if _memo2: _memo2.clear()
                if _memo3: _memo3.clear()
            _t404 = (10 + _t395)
            _t405 = 16
            if _t404 != _t405:
                _t406 = _st_zones[_t404]; _st_zones[_t405] += _t406
                for _t407 in _t406: _st_loc[_t407] = _t405
                _t406.clear()
            else:
                _move_cards160(st, _st_zones[_t404][:], _t405, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()

# <rulerun sushi_go.rules: play #55 deb74f4e>
def _native(st, L):
    if _p242(st, _k241[:]) == 3: return 3

# <rulerun sushi_go.rules: play #56 a9272580>
def _native(st, L):
    return _k243

# <rulerun sushi_go.rules: play #57 7ba678ff>
def _native(st, L):
    return (not not st.zones[(1 + _k244[0])])

# <rulerun sushi_go.rules: serve #58 ebb8afb1>
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

# <rulerun sushi_go.rules: take_turn #59 c876a485>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            fr[1] = 1
            if _step251(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t408 = L[0]
            _t409 = len(_o)
            if not _t409: _no_option253(_t408, 'dish to keep')
            if _t409 <= 1 and _st_log is None:
                L[1] = _o[0] if _t409 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t410 = st.chooser(_t409, _t408)
                else:
                    _t410 = _st_bits(_t409.bit_length())
                    while _t410 >= _t409: _t410 = _st_bits(_t409.bit_length())
                L[1] = _o[_t410]; st.decisions += 1
                if st.thread_player is not None: _answered254(st, _t410)
            elif _st_log is None: _pend255(st, L, _o[:], _t408); return True
            elif _decide256(st, L, _o[:], _t408): return True
            pc = 2
        if pc == 2:
            _r = _run257(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t412 = _st_zones[(10 + L[0])]
            st.budget -= len(_t412)
            if st.budget < 0: _spent258(st)
            _t411 = False
            for _t413 in _t412:
                if (_c259[_t413] == 'chopsticks'):
                    _t411 = True
                    break
            if (_t411 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t414 = L[0]
            _t415 = len(_o) + 1
            if _t415 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t416 = st.chooser(_t415, _t414)
                else:
                    _t416 = _st_bits(_t415.bit_length())
                    while _t416 >= _t415: _t416 = _st_bits(_t415.bit_length())
                L[2] = _o[_t416 - 1] if _t416 else None; st.decisions += 1
                if st.thread_player is not None: _answered254(st, _t416)
            elif _st_log is None: _pend261(st, L, [None] + _o, _t414); return True
            elif _decide262(st, L, _o[:], _t414): return True
            pc = 5
        if pc == 5:
            _r = _run263(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run264(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k265)

# <rulerun sushi_go.rules: score_maki #60 c01d85e5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run268(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k269)

# <rulerun sushi_go.rules: score_round #61 01d0ef9b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run272(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k273)

# <rulerun sushi_go.rules: score_puddings #62 ba130cd0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k277)

# <rulerun sushi_go.rules: play #63 2c264d6b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run280(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_k281 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run282(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k283[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit284(_k285)
            fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs286[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit279(_k, st, _d0): raise _Runaway278()
            continue
        if pc == 7:
            _r = _run287(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit279(_k, st, _d0): raise _Runaway278()
            continue
        if pc == 9:
            _r = _run288(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step289(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k290)

# <rulerun sushi_go.rules: take_turn #64 1ec3654a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0 and st.thread_player == st.inline_thread:
            _r = _region293(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 0:
            fr[1] = 1
            if _step294(st, fr): return True
            return None
        if pc == 1:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 2
            _t417 = L[0]
            _t418 = len(_o)
            if not _t418: _no_option296(_t417, 'dish to keep')
            if _t418 <= 1 and _st_log is None:
                L[1] = _o[0] if _t418 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t419 = st.chooser(_t418, _t417)
                else:
                    _t419 = _st_bits(_t418.bit_length())
                    while _t419 >= _t418: _t419 = _st_bits(_t418.bit_length())
                L[1] = _o[_t419]; st.decisions += 1
                if st.thread_player is not None: _answered297(st, _t419)
            elif _st_log is None: _pend298(st, L, _o[:], _t417); return True
            elif _decide299(st, L, _o[:], _t417): return True
            pc = 2
        if pc == 2:
            _r = _run300(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _t421 = _st_zones[(10 + L[0])]
            st.budget -= len(_t421)
            if st.budget < 0: _spent301(st)
            _t420 = False
            for _t422 in _t421:
                if (_c302[_t422] == 'chopsticks'):
                    _t420 = True
                    break
            if (_t420 and (not not _st_zones[(1 + L[0])])):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(1 + L[0])]
            fr[1] = 5
            _t423 = L[0]
            _t424 = len(_o) + 1
            if _t424 == 1:
                L[2] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t425 = st.chooser(_t424, _t423)
                else:
                    _t425 = _st_bits(_t424.bit_length())
                    while _t425 >= _t424: _t425 = _st_bits(_t424.bit_length())
                L[2] = _o[_t425 - 1] if _t425 else None; st.decisions += 1
                if st.thread_player is not None: _answered297(st, _t425)
            elif _st_log is None: _pend304(st, L, [None] + _o, _t423); return True
            elif _decide305(st, L, _o[:], _t423): return True
            pc = 5
        if pc == 5:
            _r = _run306(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 7
        if pc == 7:
            st.cur.pop(); return None
        if pc == 8:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k308)

# <rulerun sushi_go.rules: play #65 86a36286>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run311(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region312(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_k313 or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4:
            if (not not st.zones[(1 + _k315[0])]):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player is None and st.log is None:
                if _p316(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit317(_k318)
                fr[1] = 6; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs319[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 7:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit310(_k, st, _d0): raise _Runaway309()
            continue
        if pc == 9:
            _r = _run321(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step322(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k323)

# <rulerun sushi_go.rules: rank #66 1e6197a0>
def _native(st, p):
    return (st.vars[0 + p], len(st.zones[(13 + p)]), )

