# <rulerun president.rules: play_cards #0 6ee67193>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t1 = (_range0(1, L[2]) or [])
    _budget1[0] -= len(_t1)
    if _budget1[0] < 0: _spent2(st)
    for _t0 in _t1:
        L[5] = _t0
        _t4 = None
        for _t5 in _st_zones[(1 + _l0)]:
            if (_c4[_t5] == _l1):
                _t4 = _t5
                break
        _t2 = _t4
        _t3 = 5
        if type(_t2) is int and _st_log is None:
            _t6 = _st_zones[_st_loc[_t2]]
            if _t6[-1] == _t2: _t6.pop()
            else: _t6.remove(_t2)
            _st_zones[_t3].append(_t2); _st_loc[_t2] = _t3
        elif _t2 is not None:
            _move_cards3(st, _t2, _t3, False)
    if (not (not not _st_zones[(1 + _l0)])):
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text8(_audience5(st), [_PlayerRef6(_l0), ' goes out, place ', _plain7(_st_vars[9])]))

# <rulerun president.rules: play_hand #1 cfefd966>
def _native(st, L):
    _l0 = L[0]
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    st.vars[0] = 0

# <rulerun president.rules: play_hand #2 db19f95f>
def _native(st, L):
    _l1 = L[1]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[0] = _l5
    _i0l0 = _l1
    _i0l1 = L[4]
    _i0l2 = _l5
    _i0 = [_i0l0, _i0l1, _i0l2, None, None, None]
    _t8 = (_range9(1, _i0l2) or [])
    _budget10[0] -= len(_t8)
    if _budget10[0] < 0: _spent11(st)
    for _t7 in _t8:
        _i0[5] = _t7
        _t11 = None
        for _t12 in _st_zones[(1 + _i0l0)]:
            if (_c13[_t12] == _i0l1):
                _t11 = _t12
                break
        _t9 = _t11
        _t10 = 5
        if type(_t9) is int and _st_log is None:
            _t13 = _st_zones[_st_loc[_t9]]
            if _t13[-1] == _t9: _t13.pop()
            else: _t13.remove(_t9)
            _st_zones[_t10].append(_t9); _st_loc[_t9] = _t10
        elif _t9 is not None:
            _move_cards12(st, _t9, _t10, False)
    if (not (not not _st_zones[(1 + _i0l0)])):
        _st_vars[9] = _st_vars[9] + 1
        _st_vars[1 + _i0l0] = _st_vars[9]
        if _st_log is not None: _st_log.append(_Text17(_audience14(st), [_PlayerRef15(_i0l0), ' goes out, place ', _plain16(_st_vars[9])]))
    L[2] = _l1

# <rulerun president.rules: play_hand #3 479e67a3>
def _native(st, L):
    _l1 = L[1]
    _l6 = L[6]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if (_l6 is None):
        if _st_log is not None: _tell18(st, (_player_text19(_l1) + ' passes'), None)
        L[3] = (L[3] + [_l1])
        if len(L[3]) > 1000000: _too_long20(L[3])
    else:
        _i1l0 = _l1
        _i1l1 = _l6
        _i1l2 = _st_vars[0]
        _i1 = [_i1l0, _i1l1, _i1l2, None, None, None]
        _t15 = (_range21(1, _i1l2) or [])
        _budget22[0] -= len(_t15)
        if _budget22[0] < 0: _spent23(st)
        for _t14 in _t15:
            _i1[5] = _t14
            _t18 = None
            for _t19 in _st_zones[(1 + _i1l0)]:
                if (_c25[_t19] == _i1l1):
                    _t18 = _t19
                    break
            _t16 = _t18
            _t17 = 5
            if type(_t16) is int and _st_log is None:
                _t20 = _st_zones[_st_loc[_t16]]
                if _t20[-1] == _t16: _t20.pop()
                else: _t20.remove(_t16)
                _st_zones[_t17].append(_t16); _st_loc[_t16] = _t17
            elif _t16 is not None:
                _move_cards24(st, _t16, _t17, False)
        if (not (not not _st_zones[(1 + _i1l0)])):
            _st_vars[9] = _st_vars[9] + 1
            _st_vars[1 + _i1l0] = _st_vars[9]
            if _st_log is not None: _st_log.append(_Text29(_audience26(st), [_PlayerRef27(_i1l0), ' goes out, place ', _plain28(_st_vars[9])]))
        L[2] = _l1
        if (not False):
            L[3] = []

# <rulerun president.rules: play_hand #4 970138c3>
def _loop(st):
    _t22 = 0
    for _t21 in (_k30 or ()):
        if (not not st.zones[(1 + _t21)]):
            _t22 += 1
    return _t22

# <rulerun president.rules: play_hand #5 82b8e02c>
def _loop(st, L):
    for _t30 in (_o36[L[2]] or ()):
        if (not not st.zones[(1 + _t30)]):
            return _t30
    return None

# <rulerun president.rules: play_hand #6 3a7ef891>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    _st_zones = st.zones
    if (_a31(st) > 1):
        _t24 = L[3]
        _t23 = True
        for _t25 in (_k32 or ()):
            if not ((((not (not not _st_zones[(1 + _t25)])) or (_t25 == _l2)) or (_t25 in (_t24 or ())))):
                _t23 = False
                break
        if _t23:
            if _st_log is not None: _st_log.append(_Text34(_audience33(st), ['everyone else passes: the trick is over']))
            _t26 = 5
            _t27 = 6
            if _st_log is None and _t26 != _t27:
                _t28 = _st_zones[_t26]; _st_zones[_t27] += _t28
                for _t29 in _t28: st.loc[_t29] = _t27
                _t28.clear()
            else:
                _move_cards35(st, _st_zones[_t26][:], _t27, False)
            st.vars[0] = 0
            L[3] = []
            L[1] = (_l2 if (not not _st_zones[(1 + _l2)]) else _a37(st, L))
        else:
            _t33 = L[3]
            _t32 = None
            for _t34 in (_o38[L[1]] or ()):
                if (((not not _st_zones[(1 + _t34)]) and (_t34 != _l2)) and (not (_t34 in (_t33 or ())))):
                    _t32 = _t34
                    break
            L[1] = _t32

# <rulerun president.rules: play_hand #7 11dd7563>
def _loop(st):
    _t38 = 0
    for _t37 in (_k39 or ()):
        if (not not st.zones[(1 + _t37)]):
            _t38 += 1
    return _t38

# <rulerun president.rules: play_hand #8 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #9 e97c8fec>
def _loop(st, L):
    _t47 = 0
    for _t46 in st.zones[(1 + L[1])]:
        if (_c51[_t46] == L[4]):
            _t47 += 1
    return _t47

# <rulerun president.rules: play_hand #10 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #11 28b293a1>
def _loop(st, L, _t59):
    _st_zones = st.zones
    _t61 = 0
    for _t60 in _st_zones[(1 + L[1])]:
        if ((_c63[_t60] == _t59) and (_c64[_t60] > _c64[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t61 += 1
    return _t61

# <rulerun president.rules: play_hand #12 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: play_hand #13 1531598d>
def _loop(st):
    _t70 = 0
    for _t69 in (_k70 or ()):
        if (not not st.zones[(1 + _t69)]):
            _t70 += 1
    return _t70

# <rulerun president.rules: play_hand #14 29f6cfd9>
def _loop(st, L):
    for _t79 in (_o73[L[2]] or ()):
        if (not not st.zones[(1 + _t79)]):
            return _t79
    return None

# <rulerun president.rules: play_hand #15 aa8aa350>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t35 = 0; _t36 = st.decisions
    while (_a40(st) > 1):
        _t35 += 1
        if _t35 > _LIMIT41[0] and _over_limit42(_t35, st, _t36): raise _Runaway43()
        if (_st_vars[0] == 0):
            _t41 = _NOT_YET
            _t39 = []
            for _t40 in (_k44 or []):
                if ((_t41 if _t41 is not _NOT_YET else (_t41 := list(map(_c45.__getitem__, _st_zones[(1 + L[1])])))).count(_t40) > 0): _t39.append(_t40)
            _t42 = L[1]
            _t43 = len(_t39)
            if not _t43: _no_option48(_t42, 'rank to lead')
            if _t43 <= 1 and _st_log is None:
                L[4] = _t39[0] if _t43 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t44 = st.chooser(_t43, _t42)
                else:
                    _t44 = _st_bits(_t43.bit_length())
                    while _t44 >= _t43: _t44 = _st_bits(_t43.bit_length())
                L[4] = _t39[_t44]; st.decisions += 1
            elif _decide49(st, L, _t39, _t42): raise _PlayoutCut46()
            _t45 = (_range50(1, _a52(st, L)) or [])
            _t48 = L[1]
            _t49 = len(_t45)
            if not _t49: _no_option48(_t48, 'how many to lead')
            if _t49 <= 1 and _st_log is None:
                L[5] = _t45[0] if _t49 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t50 = st.chooser(_t49, _t48)
                else:
                    _t50 = _st_bits(_t49.bit_length())
                    while _t50 >= _t49: _t50 = _st_bits(_t49.bit_length())
                L[5] = _t45[_t50]; st.decisions += 1
            elif _decide54(st, L, _t45, _t48): raise _PlayoutCut46()
            _st_vars[0] = L[5]
            _i2l0 = L[1]
            _i2l1 = L[4]
            _i2l2 = L[5]
            _i2 = [_i2l0, _i2l1, _i2l2, None, None, None]
            _t52 = (_range50(1, _i2l2) or [])
            _budget55[0] -= len(_t52)
            if _budget55[0] < 0: _spent56(st)
            for _t51 in _t52:
                _i2[5] = _t51
                _t55 = None
                for _t56 in _st_zones[(1 + _i2l0)]:
                    if (_c45[_t56] == _i2l1):
                        _t55 = _t56
                        break
                _t53 = _t55
                _t54 = 5
                if type(_t53) is int and _st_log is None:
                    _t57 = _st_zones[_st_loc[_t53]]
                    if _t57[-1] == _t53: _t57.pop()
                    else: _t57.remove(_t53)
                    _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
                elif _t53 is not None:
                    _move_cards57(st, _t53, _t54, False)
            if (not (not not _st_zones[(1 + _i2l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i2l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text61(_audience58(st), [_PlayerRef59(_i2l0), ' goes out, place ', _plain60(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t58 = []
            for _t59 in (_k62 or []):
                if (_a65(st, L, _t59) >= _st_vars[0]): _t58.append(_t59)
            if _offer66(st, L, _t58): raise _PlayoutCut46()
            if (L[6] is None):
                if _st_log is not None: _tell67(st, (_player_text68(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long69(L[3])
            else:
                _i3l0 = L[1]
                _i3l1 = L[6]
                _i3l2 = _st_vars[0]
                _i3 = [_i3l0, _i3l1, _i3l2, None, None, None]
                _t63 = (_range50(1, _i3l2) or [])
                _budget55[0] -= len(_t63)
                if _budget55[0] < 0: _spent56(st)
                for _t62 in _t63:
                    _i3[5] = _t62
                    _t66 = None
                    for _t67 in _st_zones[(1 + _i3l0)]:
                        if (_c45[_t67] == _i3l1):
                            _t66 = _t67
                            break
                    _t64 = _t66
                    _t65 = 5
                    if type(_t64) is int and _st_log is None:
                        _t68 = _st_zones[_st_loc[_t64]]
                        if _t68[-1] == _t64: _t68.pop()
                        else: _t68.remove(_t64)
                        _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
                    elif _t64 is not None:
                        _move_cards57(st, _t64, _t65, False)
                if (not (not not _st_zones[(1 + _i3l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i3l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text61(_audience58(st), [_PlayerRef59(_i3l0), ' goes out, place ', _plain60(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a71(st) > 1):
            _t72 = L[2]
            _t73 = L[3]
            _t71 = True
            for _t74 in (_k72 or ()):
                if not ((((not (not not _st_zones[(1 + _t74)])) or (_t74 == _t72)) or (_t74 in (_t73 or ())))):
                    _t71 = False
                    break
            if _t71:
                if _st_log is not None: _st_log.append(_Text61(_audience58(st), ['everyone else passes: the trick is over']))
                _t75 = 5
                _t76 = 6
                if _st_log is None and _t75 != _t76:
                    _t77 = _st_zones[_t75]; _st_zones[_t76] += _t77
                    for _t78 in _t77: _st_loc[_t78] = _t76
                    _t77.clear()
                else:
                    _move_cards57(st, _st_zones[_t75][:], _t76, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a74(st, L))
            else:
                _t82 = L[2]
                _t83 = L[3]
                _t81 = None
                for _t84 in (_o75[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t84)]) and (_t84 != _t82)) and (not (_t84 in (_t83 or ())))):
                        _t81 = _t84
                        break
                L[1] = _t81

# <rulerun president.rules: play_hand #16 fcffd79e>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t85 = None
    for _t86 in (_k76 or ()):
        if (not not _st_zones[(1 + _t86)]):
            _t85 = _t86
            break
    L[7] = _t85
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text79(_audience77(st), [_PlayerRef78(L[7]), ' is the Scum']))
    _t87 = 5
    _t88 = 6
    if _st_log is None and _t87 != _t88:
        _t89 = _st_zones[_t87]; _st_zones[_t88] += _t89
        for _t90 in _t89: _st_loc[_t90] = _t88
        _t89.clear()
    else:
        _move_cards80(st, _st_zones[_t87][:], _t88, False)
    for _t91 in (_k81 or []):
        L[10] = _t91
        _t92 = (1 + _t91)
        _t93 = 6
        if _st_log is None and _t92 != _t93:
            _t94 = _st_zones[_t92]; _st_zones[_t93] += _t94
            for _t95 in _t94: _st_loc[_t95] = _t93
            _t94.clear()
        else:
            _move_cards80(st, _st_zones[_t92][:], _t93, False)
        _st_vars[5 + _t91] = _st_vars[5 + _t91] + (4 - _st_vars[1 + _t91])

# <rulerun president.rules: play_hand #17 ace3c2ed>
def _loop(st):
    _t97 = 0
    for _t96 in (_k82 or ()):
        if (not not st.zones[(1 + _t96)]):
            _t97 += 1
    return _t97

# <rulerun president.rules: play_hand #18 3777dc15>
def _native(st, L):
    return (_a83(st) > 1)

# <rulerun president.rules: play_hand #19 2f424371>
def _native(st, L):
    return (st.vars[0] == 0)

# <rulerun president.rules: play_hand #20 65d25e62>
def _native(st, L):
    return _k84

# <rulerun president.rules: play_hand #21 27ce9d70>
def _loop(st, L):
    _l4 = L[4]
    _t99 = 0
    for _t98 in st.zones[(1 + L[1])]:
        if (_c85[_t98] == _l4):
            _t99 += 1
    return _t99

# <rulerun president.rules: play_hand #22 fafb683c>
def _native(st, L):
    return (_a86(st, L) > 0)

# <rulerun president.rules: play_hand #23 e2bda740>
def _loop(st, L):
    _l4 = L[4]
    _t101 = 0
    for _t100 in st.zones[(1 + L[1])]:
        if (_c88[_t100] == _l4):
            _t101 += 1
    return _t101

# <rulerun president.rules: play_hand #24 8cc9378e>
def _native(st, L):
    return _range87(1, _a89(st, L))

# <rulerun president.rules: play_hand #25 feede2b8>
def _native(st, L):
    return _k90

# <rulerun president.rules: play_hand #26 12ec11b8>
def _loop(st, L):
    _l6 = L[6]
    _st_zones = st.zones
    _t103 = 0
    for _t102 in _st_zones[(1 + L[1])]:
        if ((_c91[_t102] == _l6) and (_c92[_t102] > _c92[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t103 += 1
    return _t103

# <rulerun president.rules: play_hand #27 64043e80>
def _native(st, L):
    return (_a93(st, L) >= st.vars[0])

# <rulerun president.rules: exchange #28 94d2bee2>
def _loop(st, L):
    _t111 = None
    for _t110 in st.zones[(1 + L[0])]:
        _t112 = _c99[_t110]
        if _t111 is None or _t112 > _t111:
            _t111 = _t112
    return _t111

# <rulerun president.rules: exchange #29 d5d993ec>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t105 = (_range94(1, L[2]) or [])
    _budget95[0] -= len(_t105)
    if _budget95[0] < 0: _spent96(st)
    for _t104 in _t105:
        L[5] = _t104
        _t113 = _NOT_YET
        _t114 = _NOT_YET
        _t108 = None
        for _t109 in _st_zones[(1 + L[0])]:
            if (_c98[_t109] == (_t114 if _t114 is not _NOT_YET else (_t114 := (_t113 if _t113 is not _NOT_YET else (_t113 := _a100(st, L)))))):
                _t108 = _t109
                break
        _t106 = _t108
        _t107 = (1 + L[1])
        if type(_t106) is int and st.log is None:
            _t115 = _st_zones[_st_loc[_t106]]
            if _t115[-1] == _t106: _t115.pop()
            else: _t115.remove(_t106)
            _st_zones[_t107].append(_t106); _st_loc[_t106] = _t107
        elif _t106 is not None:
            _move_cards97(st, _t106, _t107, False)

# <rulerun president.rules: exchange #30 76a0d5a6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t116 = L[6]
    _t117 = (1 + _l0)
    if type(_t116) is list and _st_log is None:
        for _t118 in _t116:
            _t119 = _st_zones[_st_loc[_t118]]
            if _t119[-1] == _t118: _t119.pop()
            else: _t119.remove(_t118)
            _st_zones[_t117].append(_t118); _st_loc[_t118] = _t117
    elif _t116 is not None:
        _move_cards101(st, _t116, _t117, False)
    if _st_log is not None: _st_log.append(_Text105(_audience102(st), [_PlayerRef103(_l0), ' and ', _PlayerRef103(L[1]), ' exchange ', _plain104(L[2]), ' card(s)']))

# <rulerun president.rules: exchange #31 8b4c62ef>
def _native(st, L):
    return (1 + L[1])

# <rulerun president.rules: exchange #32 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun president.rules: exchange #33 4a732728>
def _native(st, L):
    return L[2]

# <rulerun president.rules: deal #34 eaa915c5>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t120 = 6
    _t121 = 0
    if _st_log is None and _t120 != _t121:
        _t122 = _st_zones[_t120]; _st_zones[_t121] += _t122
        for _t123 in _t122: _st_loc[_t123] = _t121
        _t122.clear()
    else:
        _move_cards106(st, _st_zones[_t120][:], _t121, False)
    _shuffle_zone107(st, 0)
    _t124 = 0; _t125 = st.decisions
    while (not not _st_zones[0]):
        _t124 += 1
        if _t124 > _LIMIT108[0] and _over_limit109(_t124, st, _t125): raise _Runaway110()
        for _t126 in (_k111 or []):
            L[2] = _t126
            if not ((not not _st_zones[0])): continue
            _t129 = _st_zones[0]
            _t128 = (1 + _t126)
            if _st_log is None and _t129:
                _t127 = _t129.pop(); _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
            elif _t129:
                _move_cards106(st, _t129[-1], _t128, False)

# <rulerun president.rules: play #35 994627c1>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone112(st, 0)
    _i4 = [None, None, None]
    _t130 = 6
    _t131 = 0
    if _st_log is None and _t130 != _t131:
        _t132 = _st_zones[_t130]; _st_zones[_t131] += _t132
        for _t133 in _t132: _st_loc[_t133] = _t131
        _t132.clear()
    else:
        _move_cards113(st, _st_zones[_t130][:], _t131, False)
    _shuffle_zone112(st, 0)
    _t134 = 0; _t135 = st.decisions
    while (not not _st_zones[0]):
        _t134 += 1
        if _t134 > _LIMIT114[0] and _over_limit115(_t134, st, _t135): raise _Runaway116()
        for _t136 in (_k117 or []):
            _i4[2] = _t136
            if not ((not not _st_zones[0])): continue
            _t139 = _st_zones[0]
            _t138 = (1 + _t136)
            if _st_log is None and _t139:
                _t137 = _t139.pop(); _st_zones[_t138].append(_t137); _st_loc[_t137] = _t138
            elif _t139:
                _move_cards113(st, _t139[-1], _t138, False)

# <rulerun president.rules: play #36 8cb5d993>
def _loop(st):
    for _t140 in (_k121 or ()):
        if (st.vars[1 + _t140] == 1):
            return _t140
    return None

# <rulerun president.rules: holder_of #37 ff8d5e39>
def _native(st, L):
    _t142 = None
    for _t143 in (_k124 or ()):
        if (st.vars[1 + _t143] == L[0]):
            _t142 = _t143
            break
    return _t142

# <rulerun president.rules: play #38 a533aeaa>
def _loop(st):
    for _t144 in (_k126 or ()):
        if (st.vars[1 + _t144] == 2):
            return _t144
    return None

# <rulerun president.rules: play #39 b16ad159>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text120(_audience118(st), ['hand ', _plain119(L[2])]))
    L[3] = _player123(_a122(st), 4)
    L[4] = _player123(_d125(st, [4]), 4)
    L[5] = _player123(_a127(st), 4)
    L[6] = _player123(_d125(st, [(4 - 1)]), 4)
    _st_vars[9] = 0
    for _t146 in (_k128 or []):
        L[9] = _t146
        _st_vars[1 + _t146] = 0
    _i5 = [None, None, None]
    _t147 = 6
    _t148 = 0
    if _st_log is None and _t147 != _t148:
        _t149 = _st_zones[_t147]; _st_zones[_t148] += _t149
        for _t150 in _t149: _st_loc[_t150] = _t148
        _t149.clear()
    else:
        _move_cards129(st, _st_zones[_t147][:], _t148, False)
    _shuffle_zone130(st, 0)
    _t151 = 0; _t152 = st.decisions
    while (not not _st_zones[0]):
        _t151 += 1
        if _t151 > _LIMIT131[0] and _over_limit132(_t151, st, _t152): raise _Runaway133()
        for _t153 in (_k134 or []):
            _i5[2] = _t153
            if not ((not not _st_zones[0])): continue
            _t156 = _st_zones[0]
            _t155 = (1 + _t153)
            if _st_log is None and _t156:
                _t154 = _t156.pop(); _st_zones[_t155].append(_t154); _st_loc[_t154] = _t155
            elif _t156:
                _move_cards129(st, _t156[-1], _t155, False)

# <rulerun president.rules: play #40 15c62f9a>
def _loop(st):
    for _t159 in (_k141 or ()):
        if (st.vars[1 + _t159] == 1):
            return _t159
    return None

# <rulerun president.rules: play #41 b1c41fb6>
def _loop(st):
    for _t161 in (_k145 or ()):
        if (st.vars[1 + _t161] == 2):
            return _t161
    return None

# <rulerun president.rules: play #42 efa953dd>
def _loop(st, _i7l0):
    _t181 = None
    for _t180 in st.zones[(1 + _i7l0)]:
        _t182 = _c155[_t180]
        if _t181 is None or _t182 > _t181:
            _t181 = _t182
    return _t181

# <rulerun president.rules: play #43 4765036e>
def _loop(st, _i8l0):
    _t198 = None
    for _t197 in st.zones[(1 + _i8l0)]:
        _t199 = _c160[_t197]
        if _t198 is None or _t199 > _t198:
            _t198 = _t199
    return _t198

# <rulerun president.rules: play #44 52676cb5>
def _loop(st):
    _t211 = 0
    for _t210 in (_k162 or ()):
        if (not not st.zones[(1 + _t210)]):
            _t211 += 1
    return _t211

# <rulerun president.rules: play #45 191f9bfd>
def _loop(st, _i9):
    _t220 = 0
    for _t219 in st.zones[(1 + _i9[1])]:
        if (_c169[_t219] == _i9[4]):
            _t220 += 1
    return _t220

# <rulerun president.rules: play #46 1859d73f>
def _loop(st, _i9, _t232):
    _st_zones = st.zones
    _t234 = 0
    for _t233 in _st_zones[(1 + _i9[1])]:
        if ((_c174[_t233] == _t232) and (_c175[_t233] > _c175[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t234 += 1
    return _t234

# <rulerun president.rules: play #47 253dd71f>
def _loop(st):
    _t243 = 0
    for _t242 in (_k181 or ()):
        if (not not st.zones[(1 + _t242)]):
            _t243 += 1
    return _t243

# <rulerun president.rules: play #48 74ad7d9d>
def _loop(st, _i9):
    for _t252 in (_o184[_i9[2]] or ()):
        if (not not st.zones[(1 + _t252)]):
            return _t252
    return None

# <rulerun president.rules: play_hand #49 b4c27450>
def _loop(st):
    _t272 = 0
    for _t271 in (_k189 or ()):
        if (not not st.zones[(1 + _t271)]):
            _t272 += 1
    return _t272

# <rulerun president.rules: play_hand #50 08b4f982>
def _loop(st, L):
    _t281 = 0
    for _t280 in st.zones[(1 + L[1])]:
        if (_c201[_t280] == L[4]):
            _t281 += 1
    return _t281

# <rulerun president.rules: play_hand #51 9483dc3f>
def _loop(st, L, _t293):
    _st_zones = st.zones
    _t295 = 0
    for _t294 in _st_zones[(1 + L[1])]:
        if ((_c213[_t294] == _t293) and (_c214[_t294] > _c214[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t295 += 1
    return _t295

# <rulerun president.rules: play_hand #52 a5e636ee>
def _loop(st):
    _t304 = 0
    for _t303 in (_k220 or ()):
        if (not not st.zones[(1 + _t303)]):
            _t304 += 1
    return _t304

# <rulerun president.rules: play_hand #53 ec660e38>
def _loop(st, L):
    for _t313 in (_o223[L[2]] or ()):
        if (not not st.zones[(1 + _t313)]):
            return _t313
    return None

# <rulerun president.rules: play_hand #54 playout 827733ad>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    L[1] = _l0
    L[2] = _l0
    L[3] = []
    _st_vars[0] = 0
    _t269 = 0; _t270 = st.decisions
    while (_a190(st) > 1):
        _t269 += 1
        if _t269 > _LIMIT191[0] and _over_limit192(_t269, st, _t270): raise _Runaway193()
        if (_st_vars[0] == 0):
            _t275 = _NOT_YET
            _t273 = []
            for _t274 in (_k194 or []):
                if ((_t275 if _t275 is not _NOT_YET else (_t275 := list(map(_c195.__getitem__, _st_zones[(1 + L[1])])))).count(_t274) > 0): _t273.append(_t274)
            _t276 = L[1]
            _t277 = len(_t273)
            if not _t277: _no_option198(_t276, 'rank to lead')
            if _t277 <= 1 and _st_log is None:
                L[4] = _t273[0] if _t277 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t278 = st.chooser(_t277, _t276)
                else:
                    _t278 = _st_bits(_t277.bit_length())
                    while _t278 >= _t277: _t278 = _st_bits(_t277.bit_length())
                L[4] = _t273[_t278]; st.decisions += 1
            elif _decide199(st, L, _t273, _t276): raise _PlayoutCut196()
            _t279 = (_range200(1, _a202(st, L)) or [])
            _t282 = L[1]
            _t283 = len(_t279)
            if not _t283: _no_option198(_t282, 'how many to lead')
            if _t283 <= 1 and _st_log is None:
                L[5] = _t279[0] if _t283 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t284 = st.chooser(_t283, _t282)
                else:
                    _t284 = _st_bits(_t283.bit_length())
                    while _t284 >= _t283: _t284 = _st_bits(_t283.bit_length())
                L[5] = _t279[_t284]; st.decisions += 1
            elif _decide204(st, L, _t279, _t282): raise _PlayoutCut196()
            _st_vars[0] = L[5]
            _i12l0 = L[1]
            _i12l1 = L[4]
            _i12l2 = L[5]
            _i12 = [_i12l0, _i12l1, _i12l2, None, None, None]
            _t286 = (_range200(1, _i12l2) or [])
            _budget205[0] -= len(_t286)
            if _budget205[0] < 0: _spent206(st)
            for _t285 in _t286:
                _i12[5] = _t285
                _t289 = None
                for _t290 in _st_zones[(1 + _i12l0)]:
                    if (_c195[_t290] == _i12l1):
                        _t289 = _t290
                        break
                _t287 = _t289
                _t288 = 5
                if type(_t287) is int and _st_log is None:
                    _t291 = _st_zones[_st_loc[_t287]]
                    if _t291[-1] == _t287: _t291.pop()
                    else: _t291.remove(_t287)
                    _st_zones[_t288].append(_t287); _st_loc[_t287] = _t288
                elif _t287 is not None:
                    _move_cards207(st, _t287, _t288, False)
            if (not (not not _st_zones[(1 + _i12l0)])):
                _st_vars[9] = _st_vars[9] + 1
                _st_vars[1 + _i12l0] = _st_vars[9]
                if _st_log is not None: _st_log.append(_Text211(_audience208(st), [_PlayerRef209(_i12l0), ' goes out, place ', _plain210(_st_vars[9])]))
            L[2] = L[1]
        else:
            _t292 = []
            for _t293 in (_k212 or []):
                if (_a215(st, L, _t293) >= _st_vars[0]): _t292.append(_t293)
            if _offer216(st, L, _t292): raise _PlayoutCut196()
            if (L[6] is None):
                if _st_log is not None: _tell217(st, (_player_text218(L[1]) + ' passes'), None)
                L[3] = (L[3] + [L[1]])
                if len(L[3]) > 1000000: _too_long219(L[3])
            else:
                _i13l0 = L[1]
                _i13l1 = L[6]
                _i13l2 = _st_vars[0]
                _i13 = [_i13l0, _i13l1, _i13l2, None, None, None]
                _t297 = (_range200(1, _i13l2) or [])
                _budget205[0] -= len(_t297)
                if _budget205[0] < 0: _spent206(st)
                for _t296 in _t297:
                    _i13[5] = _t296
                    _t300 = None
                    for _t301 in _st_zones[(1 + _i13l0)]:
                        if (_c195[_t301] == _i13l1):
                            _t300 = _t301
                            break
                    _t298 = _t300
                    _t299 = 5
                    if type(_t298) is int and _st_log is None:
                        _t302 = _st_zones[_st_loc[_t298]]
                        if _t302[-1] == _t298: _t302.pop()
                        else: _t302.remove(_t298)
                        _st_zones[_t299].append(_t298); _st_loc[_t298] = _t299
                    elif _t298 is not None:
                        _move_cards207(st, _t298, _t299, False)
                if (not (not not _st_zones[(1 + _i13l0)])):
                    _st_vars[9] = _st_vars[9] + 1
                    _st_vars[1 + _i13l0] = _st_vars[9]
                    if _st_log is not None: _st_log.append(_Text211(_audience208(st), [_PlayerRef209(_i13l0), ' goes out, place ', _plain210(_st_vars[9])]))
                L[2] = L[1]
                if (not False):
                    L[3] = []
        if (_a221(st) > 1):
            _t306 = L[2]
            _t307 = L[3]
            _t305 = True
            for _t308 in (_k222 or ()):
                if not ((((not (not not _st_zones[(1 + _t308)])) or (_t308 == _t306)) or (_t308 in (_t307 or ())))):
                    _t305 = False
                    break
            if _t305:
                if _st_log is not None: _st_log.append(_Text211(_audience208(st), ['everyone else passes: the trick is over']))
                _t309 = 5
                _t310 = 6
                if _st_log is None and _t309 != _t310:
                    _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
                    for _t312 in _t311: _st_loc[_t312] = _t310
                    _t311.clear()
                else:
                    _move_cards207(st, _st_zones[_t309][:], _t310, False)
                _st_vars[0] = 0
                L[3] = []
                L[1] = (L[2] if (not not _st_zones[(1 + L[2])]) else _a224(st, L))
            else:
                _t316 = L[2]
                _t317 = L[3]
                _t315 = None
                for _t318 in (_o225[L[1]] or ()):
                    if (((not not _st_zones[(1 + _t318)]) and (_t318 != _t316)) and (not (_t318 in (_t317 or ())))):
                        _t315 = _t318
                        break
                L[1] = _t315
    _t319 = None
    for _t320 in (_k226 or ()):
        if (not not _st_zones[(1 + _t320)]):
            _t319 = _t320
            break
    L[7] = _t319
    _st_vars[1 + L[7]] = 4
    if _st_log is not None: _st_log.append(_Text211(_audience208(st), [_PlayerRef209(L[7]), ' is the Scum']))
    _t321 = 5
    _t322 = 6
    if _st_log is None and _t321 != _t322:
        _t323 = _st_zones[_t321]; _st_zones[_t322] += _t323
        for _t324 in _t323: _st_loc[_t324] = _t322
        _t323.clear()
    else:
        _move_cards207(st, _st_zones[_t321][:], _t322, False)
    for _t325 in (_k227 or []):
        L[10] = _t325
        _t326 = (1 + _t325)
        _t327 = 6
        if _st_log is None and _t326 != _t327:
            _t328 = _st_zones[_t326]; _st_zones[_t327] += _t328
            for _t329 in _t328: _st_loc[_t329] = _t327
            _t328.clear()
        else:
            _move_cards207(st, _st_zones[_t326][:], _t327, False)
        _st_vars[5 + _t325] = _st_vars[5 + _t325] + (4 - _st_vars[1 + _t325])

# <rulerun president.rules: play #55 a38818a2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t158 = (_range135(2, 3) or [])
    _budget136[0] -= len(_t158)
    if _budget136[0] < 0: _spent137(st)
    for _t157 in _t158:
        L[2] = _t157
        if _st_log is not None: _st_log.append(_Text140(_audience138(st), ['hand ', _plain139(_t157)]))
        L[3] = _player143(_a142(st), 4)
        L[4] = _player143(_d144(st, [4]), 4)
        L[5] = _player143(_a146(st), 4)
        L[6] = _player143(_d144(st, [(4 - 1)]), 4)
        _st_vars[9] = 0
        for _t163 in (_k147 or []):
            L[9] = _t163
            _st_vars[1 + _t163] = 0
        _i6 = [None, None, None]
        _t164 = 6
        _t165 = 0
        if _st_log is None and _t164 != _t165:
            _t166 = _st_zones[_t164]; _st_zones[_t165] += _t166
            for _t167 in _t166: _st_loc[_t167] = _t165
            _t166.clear()
        else:
            _move_cards148(st, _st_zones[_t164][:], _t165, False)
        _shuffle_zone149(st, 0)
        _t168 = 0; _t169 = st.decisions
        while (not not _st_zones[0]):
            _t168 += 1
            if _t168 > _LIMIT150[0] and _over_limit151(_t168, st, _t169): raise _Runaway152()
            for _t170 in (_k153 or []):
                _i6[2] = _t170
                if not ((not not _st_zones[0])): continue
                _t173 = _st_zones[0]
                _t172 = (1 + _t170)
                if _st_log is None and _t173:
                    _t171 = _t173.pop(); _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
                elif _t173:
                    _move_cards148(st, _t173[-1], _t172, False)
        _i7l0 = L[4]
        _i7l1 = L[3]
        _i7l2 = 2
        _i7 = [_i7l0, _i7l1, _i7l2, None, None, None, None]
        _t175 = (_range135(1, _i7l2) or [])
        _budget136[0] -= len(_t175)
        if _budget136[0] < 0: _spent137(st)
        for _t174 in _t175:
            _i7[5] = _t174
            _t183 = _NOT_YET
            _t184 = _NOT_YET
            _t178 = None
            for _t179 in _st_zones[(1 + _i7l0)]:
                if (_c154[_t179] == (_t184 if _t184 is not _NOT_YET else (_t184 := (_t183 if _t183 is not _NOT_YET else (_t183 := _a156(st, _i7l0)))))):
                    _t178 = _t179
                    break
            _t176 = _t178
            _t177 = (1 + _i7l1)
            if type(_t176) is int and _st_log is None:
                _t185 = _st_zones[_st_loc[_t176]]
                if _t185[-1] == _t176: _t185.pop()
                else: _t185.remove(_t176)
                _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
            elif _t176 is not None:
                _move_cards148(st, _t176, _t177, False)
        _t186 = _st_zones[(1 + _i7l1)]
        if _offer158(st, _i7, _t186[:]): raise _PlayoutCut157()
        _t187 = _i7[6]
        _t188 = (1 + _i7l0)
        if type(_t187) is list and _st_log is None:
            for _t189 in _t187:
                _t190 = _st_zones[_st_loc[_t189]]
                if _t190[-1] == _t189: _t190.pop()
                else: _t190.remove(_t189)
                _st_zones[_t188].append(_t189); _st_loc[_t189] = _t188
        elif _t187 is not None:
            _move_cards148(st, _t187, _t188, False)
        if _st_log is not None: _st_log.append(_Text140(_audience138(st), [_PlayerRef159(_i7l0), ' and ', _PlayerRef159(_i7l1), ' exchange ', _plain139(_i7l2), ' card(s)']))
        if (4 >= 4):
            _i8l0 = L[6]
            _i8l1 = L[5]
            _i8l2 = 1
            _i8 = [_i8l0, _i8l1, _i8l2, None, None, None, None]
            _t192 = (_range135(1, _i8l2) or [])
            _budget136[0] -= len(_t192)
            if _budget136[0] < 0: _spent137(st)
            for _t191 in _t192:
                _i8[5] = _t191
                _t200 = _NOT_YET
                _t201 = _NOT_YET
                _t195 = None
                for _t196 in _st_zones[(1 + _i8l0)]:
                    if (_c154[_t196] == (_t201 if _t201 is not _NOT_YET else (_t201 := (_t200 if _t200 is not _NOT_YET else (_t200 := _a161(st, _i8l0)))))):
                        _t195 = _t196
                        break
                _t193 = _t195
                _t194 = (1 + _i8l1)
                if type(_t193) is int and _st_log is None:
                    _t202 = _st_zones[_st_loc[_t193]]
                    if _t202[-1] == _t193: _t202.pop()
                    else: _t202.remove(_t193)
                    _st_zones[_t194].append(_t193); _st_loc[_t193] = _t194
                elif _t193 is not None:
                    _move_cards148(st, _t193, _t194, False)
            _t203 = _st_zones[(1 + _i8l1)]
            if _offer158(st, _i8, _t203[:]): raise _PlayoutCut157()
            _t204 = _i8[6]
            _t205 = (1 + _i8l0)
            if type(_t204) is list and _st_log is None:
                for _t206 in _t204:
                    _t207 = _st_zones[_st_loc[_t206]]
                    if _t207[-1] == _t206: _t207.pop()
                    else: _t207.remove(_t206)
                    _st_zones[_t205].append(_t206); _st_loc[_t206] = _t205
            elif _t204 is not None:
                _move_cards148(st, _t204, _t205, False)
            if _st_log is not None: _st_log.append(_Text140(_audience138(st), [_PlayerRef159(_i8l0), ' and ', _PlayerRef159(_i8l1), ' exchange ', _plain139(_i8l2), ' card(s)']))
        if _p228(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return 3

# <rulerun president.rules: play #56 f2a20484>
def _native(st, L):
    _t330 = None
    for _t331 in (_k229 or ()):
        _t333 = st.zones[(1 + _t331)]
        _budget230[0] -= len(_t333)
        if _budget230[0] < 0: _spent231(st)
        _t332 = False
        for _t334 in _t333:
            if (st.model.card_names[_t334] == '3 of clubs'):
                _t332 = True
                break
        if _t332:
            _t330 = _t331
            break
    return _t330

# <rulerun president.rules: play #57 787491ae>
def _native(st, L):
    return _range232(2, 3)

# <rulerun president.rules: play #58 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play #59 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun president.rules: play #60 e693422f>
def _native(st, L):
    return 2

# <rulerun president.rules: play #61 bd8c1cfc>
def _native(st, L):
    return (4 >= 4)

# <rulerun president.rules: play #62 285c0647>
def _native(st, L):
    return L[6]

# <rulerun president.rules: play #63 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun president.rules: play #64 ff528da8>
def _native(st, L):
    return 1

# <rulerun president.rules: play #65 51ad17d0>
def _native(st, L):
    return L[4]

# <rulerun president.rules: play_cards #66 4aa1e0a1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run235(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k236)

# <rulerun president.rules: play_hand #67 9032a2da>
def _loop(st):
    _t336 = 0
    for _t335 in (_k241 or ()):
        if (not not st.zones[(1 + _t335)]):
            _t336 += 1
    return _t336

# <rulerun president.rules: play_hand #68 5bc4da41>
def _loop(st, L):
    _t343 = 0
    for _t342 in st.zones[(1 + L[1])]:
        if (_c249[_t342] == L[4]):
            _t343 += 1
    return _t343

# <rulerun president.rules: play_hand #69 58224520>
def _loop(st, L, _t347):
    _st_zones = st.zones
    _t349 = 0
    for _t348 in _st_zones[(1 + L[1])]:
        if ((_c255[_t348] == _t347) and (_c256[_t348] > _c256[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t349 += 1
    return _t349

# <rulerun president.rules: play_hand #70 3e30c3ec>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
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
        if pc == 1:
            if (_a242(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t338 = _NOT_YET
            _o = []
            for _t337 in (_k243 or []):
                if ((_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c244.__getitem__, st.zones[(1 + L[1])])))).count(_t337) > 0): _o.append(_t337)
            fr[1] = 4
            _t339 = L[1]
            _t340 = len(_o)
            if not _t340: _no_option246(_t339, 'rank to lead')
            if _t340 <= 1 and _st_log is None:
                L[4] = _o[0] if _t340 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t341 = st.chooser(_t340, _t339)
                else:
                    _t341 = _st_bits(_t340.bit_length())
                    while _t341 >= _t340: _t341 = _st_bits(_t340.bit_length())
                L[4] = _o[_t341]; st.decisions += 1
            elif _decide247(st, L, _o, _t339): return True
            pc = 4
        if pc == 4:
            _o = (_range248(1, _a250(st, L)) or [])
            fr[1] = 5
            _t344 = L[1]
            _t345 = len(_o)
            if not _t345: _no_option246(_t344, 'how many to lead')
            if _t345 <= 1 and _st_log is None:
                L[5] = _o[0] if _t345 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t346 = st.chooser(_t345, _t344)
                else:
                    _t346 = _st_bits(_t345.bit_length())
                    while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
                L[5] = _o[_t346]; st.decisions += 1
            elif _decide252(st, L, _o, _t344): return True
            pc = 5
        if pc == 5:
            _r = _run253(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t347 in (_k254 or []):
                if (_a257(st, L, _t347) >= _st_vars[0]): _o.append(_t347)
            fr[1] = 8
            if _offer258(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run259(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run260(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit239(_k, st, _d0): raise _Runaway238()
            continue
        if pc == 11:
            _r = _run261(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k262)

# <rulerun president.rules: exchange #71 e1cee802>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run265(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = st.zones[(1 + L[1])]
            fr[1] = 2
            if _offer266(st, L, _o[:]): return True
            pc = 2
        if pc == 2:
            _r = _run267(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k268)

# <rulerun president.rules: deal #72 ead9353a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run271(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k272)

# <rulerun president.rules: play #73 d93f8d2d>
def _loop(st):
    for _t350 in (_k277 or ()):
        _t353 = st.zones[(1 + _t350)]
        _budget278[0] -= len(_t353)
        if _budget278[0] < 0: _spent279(st)
        _t352 = False
        for _t354 in _t353:
            if (st.model.card_names[_t354] == '3 of clubs'):
                _t352 = True
                break
        if _t352:
            return _t350
    return None

# <rulerun president.rules: play #74 6c3e294b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT273[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run276(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [_a280(st), None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit281(_k282)
            fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2:
            L[0] = (_range283(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run284(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[4], L[3], 2, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit281(_k285)
            fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            _a = [L[6], L[5], 1, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit281(_k286)
            fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            _a = [L[4], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit281(_k287)
            fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit275(_k, st, _d0): raise _Runaway274()
            continue
        if pc == 11:
            fr[1] = 12
            if _step288(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k289)

# <rulerun president.rules: play_hand #75 0f17c2c8>
def _loop(st):
    _t356 = 0
    for _t355 in (_k295 or ()):
        if (not not st.zones[(1 + _t355)]):
            _t356 += 1
    return _t356

# <rulerun president.rules: play_hand #76 006dc834>
def _loop(st, L):
    _t363 = 0
    for _t362 in st.zones[(1 + L[1])]:
        if (_c303[_t362] == L[4]):
            _t363 += 1
    return _t363

# <rulerun president.rules: play_hand #77 7ca3aa8a>
def _loop(st, L, _t367):
    _st_zones = st.zones
    _t369 = 0
    for _t368 in _st_zones[(1 + L[1])]:
        if ((_c309[_t368] == _t367) and (_c310[_t368] > _c310[(_z[-1] if (_z := _st_zones[5]) else None)])):
            _t369 += 1
    return _t369

# <rulerun president.rules: play_hand #78 339cd415>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_vars = st.vars
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT290[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run293(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region294(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (_a296(st) > 1):
                pc = 2
            else:
                pc = 11
        if pc == 2:
            if (_st_vars[0] == 0):
                pc = 3
            else:
                pc = 7
        if pc == 3:
            _t358 = _NOT_YET
            _o = []
            for _t357 in (_k297 or []):
                if ((_t358 if _t358 is not _NOT_YET else (_t358 := list(map(_c298.__getitem__, st.zones[(1 + L[1])])))).count(_t357) > 0): _o.append(_t357)
            fr[1] = 4
            _t359 = L[1]
            _t360 = len(_o)
            if not _t360: _no_option300(_t359, 'rank to lead')
            if _t360 <= 1 and _st_log is None:
                L[4] = _o[0] if _t360 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t361 = st.chooser(_t360, _t359)
                else:
                    _t361 = _st_bits(_t360.bit_length())
                    while _t361 >= _t360: _t361 = _st_bits(_t360.bit_length())
                L[4] = _o[_t361]; st.decisions += 1
            elif _decide301(st, L, _o, _t359): return True
            pc = 4
        if pc == 4:
            _o = (_range302(1, _a304(st, L)) or [])
            fr[1] = 5
            _t364 = L[1]
            _t365 = len(_o)
            if not _t365: _no_option300(_t364, 'how many to lead')
            if _t365 <= 1 and _st_log is None:
                L[5] = _o[0] if _t365 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t366 = st.chooser(_t365, _t364)
                else:
                    _t366 = _st_bits(_t365.bit_length())
                    while _t366 >= _t365: _t366 = _st_bits(_t365.bit_length())
                L[5] = _o[_t366]; st.decisions += 1
            elif _decide306(st, L, _o, _t364): return True
            pc = 5
        if pc == 5:
            _r = _run307(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _o = []
            for _t367 in (_k308 or []):
                if (_a311(st, L, _t367) >= _st_vars[0]): _o.append(_t367)
            fr[1] = 8
            if _offer312(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run313(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            _r = _run314(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit292(_k, st, _d0): raise _Runaway291()
            continue
        if pc == 11:
            _r = _run315(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k316)

# <rulerun president.rules: play #79 d4ec37ec>
def _loop(st):
    for _t370 in (_k321 or ()):
        _t373 = st.zones[(1 + _t370)]
        _budget322[0] -= len(_t373)
        if _budget322[0] < 0: _spent323(st)
        _t372 = False
        for _t374 in _t373:
            if (st.model.card_names[_t374] == '3 of clubs'):
                _t372 = True
                break
        if _t372:
            return _t370
    return None

# <rulerun president.rules: exchange #80 62575bb9>
def _loop(st, L):
    _t382 = None
    for _t381 in st.zones[(1 + L[0])]:
        _t383 = _c336[_t381]
        if _t382 is None or _t383 > _t382:
            _t382 = _t383
    return _t382

# <rulerun president.rules: exchange #81 playout 72f36ae1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t376 = (_range331(1, _l2) or [])
    _budget332[0] -= len(_t376)
    if _budget332[0] < 0: _spent333(st)
    for _t375 in _t376:
        L[5] = _t375
        _t384 = _NOT_YET
        _t385 = _NOT_YET
        _t379 = None
        for _t380 in _st_zones[(1 + _l0)]:
            if (_c335[_t380] == (_t385 if _t385 is not _NOT_YET else (_t385 := (_t384 if _t384 is not _NOT_YET else (_t384 := _a337(st, L)))))):
                _t379 = _t380
                break
        _t377 = _t379
        _t378 = (1 + _l1)
        if type(_t377) is int and _st_log is None:
            _t386 = _st_zones[_st_loc[_t377]]
            if _t386[-1] == _t377: _t386.pop()
            else: _t386.remove(_t377)
            _st_zones[_t378].append(_t377); _st_loc[_t377] = _t378
        elif _t377 is not None:
            _move_cards334(st, _t377, _t378, False)
    _t387 = _st_zones[(1 + _l1)]
    if _offer339(st, L, _t387[:]): raise _PlayoutCut338()
    _t388 = L[6]
    _t389 = (1 + _l0)
    if type(_t388) is list and _st_log is None:
        for _t390 in _t388:
            _t391 = _st_zones[_st_loc[_t390]]
            if _t391[-1] == _t390: _t391.pop()
            else: _t391.remove(_t390)
            _st_zones[_t389].append(_t390); _st_loc[_t390] = _t389
    elif _t388 is not None:
        _move_cards334(st, _t388, _t389, False)
    if _st_log is not None: _st_log.append(_Text343(_audience340(st), [_PlayerRef341(_l0), ' and ', _PlayerRef341(_l1), ' exchange ', _plain342(_l2), ' card(s)']))

# <rulerun president.rules: play #82 09f6ceb0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT317[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run320(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p325(st, [_a324(st), None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [_a324(st), None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k327)
                fr[1] = 2; st.cur.append([1, 0, _a]); return None
        if pc == 2 and st.thread_player == st.inline_thread:
            _r = _region328(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 2:
            L[0] = (_range329(2, 3) or []); L[1] = 0
            pc = 3
        if pc == 3:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 11
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 4; break
            L[1] = _i
        if pc == 4:
            _r = _run330(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p344(st, [L[4], L[3], 2, None, None, None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[4], L[3], 2, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k345)
                fr[1] = 6; st.cur.append([2, 0, _a]); return None
        if pc == 6:
            if (4 >= 4):
                pc = 7
            else:
                pc = 9
        if pc == 7:
            if st.thread_player == st.inline_thread:
                if _p344(st, [L[6], L[5], 1, None, None, None, None]) == 3: return True
                pc = 8
            else:
                _a = [L[6], L[5], 1, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k346)
                fr[1] = 8; st.cur.append([2, 0, _a]); return None
        if pc == 8:
            pc = 9
        if pc == 9:
            if st.thread_player == st.inline_thread:
                if _p325(st, [L[4], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[4], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit326(_k347)
                fr[1] = 10; st.cur.append([1, 0, _a]); return None
        if pc == 10:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit319(_k, st, _d0): raise _Runaway318()
            continue
        if pc == 11:
            fr[1] = 12
            if _step348(st, fr): return True
            pc = 12
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k349)

# <rulerun president.rules: rank #83 914c628d>
def _native(st, p):
    _st_vars = st.vars
    return (_st_vars[5 + p], (-_st_vars[1 + p]), )

