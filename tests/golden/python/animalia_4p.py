# <rulerun animalia.rules: collecting #0 92c0da08>
def _native(st, L):
    _t0 = []
    for _t1 in (_o0[st.vars[4]] or ()):
        if (len(st.zones[(2 + _t1)]) < 5):
            _t0.append(_t1)
    L[0] = _t0

# <rulerun animalia.rules: collecting #1 b86f4768>
def _native(st, L):
    _t2 = None
    for _t3 in (L[0] or ()):
        _t2 = _t3
        break
    L[1] = _t2
    st.vars[5] = L[1]

# <rulerun animalia.rules: collecting #2 407638da>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text3(_audience1(st), [_PlayerRef2(L[1]), ' draws alone']))
    _t6 = _st_zones[0]
    _t5 = 1
    if _st_log is None and _t6:
        _t4 = _t6.pop(); _st_zones[_t5].append(_t4); st.loc[_t4] = _t5
    elif _t6:
        _move_cards4(st, _t6[-1], _t5, False)

# <rulerun animalia.rules: collecting #3 fcbda55b>
def _native(st, L):
    st.vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #4 d9e86258>
def _loop(st, _i0l0, _t16):
    _t18 = st.zones[(2 + _i0l0)]
    _budget16[0] -= len(_t18)
    if _budget16[0] < 0: _spent17(st)
    try:
        _t21 = _c18[_t16]
    except Exception:
        for _t19 in _t18:
            if (_c18[_t19] == _c18[_t16]):
                return True
        return False
    else:
        for _t19 in _t18:
            if (_c18[_t19] == _t21):
                return True
        return False

# <rulerun animalia.rules: collecting #5 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #8 playout 0f57cf3b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text27(_audience25(st), [_PlayerRef26(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t32 = []
    for _t33 in (_k28 or []):
        if ((_t33 != _l0) and (not not _st_zones[(2 + _t33)])): _t32.append(_t33)
    if _offer30(st, L, _t32): raise _PlayoutCut29()
    if (L[1] is None):
        return 2
    _t34 = _st_zones[(2 + L[1])]
    _t35 = _l0
    _t36 = len(_t34)
    if _t36 <= 1 and _st_log is None:
        L[2] = _t34[0] if _t36 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t37 = st.chooser(_t36, _t35)
        else:
            _t37 = _st_bits(_t36.bit_length())
            while _t37 >= _t36: _t37 = _st_bits(_t36.bit_length())
        L[2] = _t34[_t37]; st.decisions += 1
    elif _decide32(st, L, _t34[:], _t35): raise _PlayoutCut29()
    if _st_log is not None: _st_log.append(_Text27(_audience25(st), [_PlayerRef26(_l0), ' steals ', _card_ref33(st, L[2]), ' from ', _PlayerRef26(L[1])]))
    _t38 = L[2]
    _t39 = (2 + _l0)
    if type(_t38) is int and _st_log is None:
        _t40 = _st_zones[_st_loc[_t38]]
        if _t40[-1] == _t38: _t40.pop()
        else: _t40.remove(_t38)
        _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
    elif _t38 is not None:
        _move_cards34(st, _t38, _t39, False)

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout 46fe53fb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t41 = ['look', 'skip']
    _t42 = _l0
    _t43 = len(_t41)
    if _t43 <= 1 and _st_log is None:
        L[1] = _t41[0] if _t43 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t44 = st.chooser(_t43, _t42)
        else:
            _t44 = _st_bits(_t43.bit_length())
            while _t44 >= _t43: _t44 = _st_bits(_t43.bit_length())
        L[1] = _t41[_t44]; st.decisions += 1
    elif _decide38(st, L, _t41, _t42): raise _PlayoutCut36()
    if (L[1] == 'skip'):
        return 2
    _t45 = _st_zones[0][:-(5) - 1:-1]
    _t46 = (10 + _l0)
    if type(_t45) is list and _st_log is None:
        for _t47 in _t45:
            _t48 = _st_zones[_st_loc[_t47]]
            if _t48[-1] == _t47: _t48.pop()
            else: _t48.remove(_t47)
            _st_zones[_t46].append(_t47); _st_loc[_t47] = _t46
    elif _t45 is not None:
        _move_cards39(st, _t45, _t46, False)
    _t49 = 0; _t50 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t49 += 1
        if _t49 > _LIMIT40[0] and _over_limit41(_t49, st, _t50): raise _Runaway42()
        _t51 = _st_zones[(10 + _l0)]
        _t52 = _l0
        _t53 = len(_t51)
        if _t53 <= 1 and _st_log is None:
            L[2] = _t51[0] if _t53 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t54 = st.chooser(_t53, _t52)
            else:
                _t54 = _st_bits(_t53.bit_length())
                while _t54 >= _t53: _t54 = _st_bits(_t53.bit_length())
            L[2] = _t51[_t54]; st.decisions += 1
        elif _decide44(st, L, _t51[:], _t52): raise _PlayoutCut36()
        _t55 = L[2]
        _t56 = 0
        if type(_t55) is int and _st_log is None:
            _t57 = _st_zones[_st_loc[_t55]]
            if _t57[-1] == _t55: _t57.pop()
            else: _t57.remove(_t55)
            _st_zones[_t56].append(_t55); _st_loc[_t55] = _t56
        elif _t55 is not None:
            _move_cards39(st, _t55, _t56, False)

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout 04fc93c7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t58 = []
    for _t59 in (_k46 or []):
        if ((_t59 != _l0) and (len(_st_zones[(2 + _t59)]) < 5)): _t58.append(_t59)
    if _offer48(st, L, _t58): raise _PlayoutCut47()
    if (L[1] is None):
        return 2
    _t60 = _st_zones[(2 + _l0)]
    _t61 = _l0
    _t62 = len(_t60)
    if _t62 <= 1 and _st_log is None:
        L[2] = _t60[0] if _t62 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t63 = st.chooser(_t62, _t61)
        else:
            _t63 = _st_bits(_t62.bit_length())
            while _t63 >= _t62: _t63 = _st_bits(_t62.bit_length())
        L[2] = _t60[_t63]; st.decisions += 1
    elif _decide50(st, L, _t60[:], _t61): raise _PlayoutCut47()
    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' gives ', _card_ref53(st, L[2]), ' to ', _PlayerRef52(L[1])]))
    _t64 = L[2]
    _t65 = (2 + L[1])
    if type(_t64) is int and _st_log is None:
        _t66 = _st_zones[_st_loc[_t64]]
        if _t66[-1] == _t64: _t66.pop()
        else: _t66.remove(_t64)
        _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
    elif _t64 is not None:
        _move_cards55(st, _t64, _t65, False)

# <rulerun animalia.rules: take_lot #15 3a6f13d9>
def _loop(st, L, _t67):
    _t69 = st.zones[(2 + L[0])]
    _budget60[0] -= len(_t69)
    if _budget60[0] < 0: _spent61(st)
    try:
        _t72 = _c62[_t67]
    except Exception:
        for _t70 in _t69:
            if (_c62[_t70] == _c62[_t67]):
                return True
        return False
    else:
        for _t70 in _t69:
            if (_c62[_t70] == _t72):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 17e2e8fb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    _t68 = (_st_zones[1][:] or [])
    _budget57[0] -= len(_t68)
    if _budget57[0] < 0: _spent58(st)
    for _t67 in _t68:
        L[4] = _t67
        if ((_c59[_t67] != 'plain') and _a63(st, L, _t67)):
            L[1] = _joined64(L[1], [_t67])
        _t74 = _t67
        _t75 = (2 + _l0)
        if type(_t74) is int and _st_log is None:
            _t76 = _st_zones[_st_loc[_t74]]
            if _t76[-1] == _t74: _t76.pop()
            else: _t76.remove(_t74)
            _st_zones[_t75].append(_t74); _st_loc[_t74] = _t75
        elif _t74 is not None:
            _move_cards65(st, _t74, _t75, False)
    _t77 = 0; _t78 = st.decisions
    while (not not (L[1] or ())):
        _t77 += 1
        if _t77 > _LIMIT66[0] and _over_limit67(_t77, st, _t78): raise _Runaway68()
        _t79 = (L[1] or [])
        _t80 = _l0
        _t81 = len(_t79)
        if _t81 <= 1 and _st_log is None:
            L[5] = _t79[0] if _t81 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t82 = st.chooser(_t81, _t80)
            else:
                _t82 = _st_bits(_t81.bit_length())
                while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
            L[5] = _t79[_t82]; st.decisions += 1
        elif _decide71(st, L, _t79, _t80): raise _PlayoutCut69()
        L[1] = _remove72(st, L[1], L[5])
        if (_c59[L[5]] == 'thief'):
            if _p73(st, [_l0, None, None]) == 3: return 3
        elif (_c59[L[5]] == 'spy'):
            if _p74(st, [_l0, None, None]) == 3: return 3
        else:
            if _p75(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 83fabac5>
def _loop(st, _i1l0, _t93):
    _t95 = st.zones[(2 + _i1l0)]
    _budget88[0] -= len(_t95)
    if _budget88[0] < 0: _spent89(st)
    try:
        _t98 = _c90[_t93]
    except Exception:
        for _t96 in _t95:
            if (_c90[_t96] == _c90[_t93]):
                return True
        return False
    else:
        for _t96 in _t95:
            if (_c90[_t96] == _t98):
                return True
        return False

# <rulerun animalia.rules: offer #19 3f6ae4f1>
def _loop(st, _i2l0, _t109):
    _t111 = st.zones[(2 + _i2l0)]
    _budget103[0] -= len(_t111)
    if _budget103[0] < 0: _spent104(st)
    try:
        _t114 = _c105[_t109]
    except Exception:
        for _t112 in _t111:
            if (_c105[_t112] == _c105[_t109]):
                return True
        return False
    else:
        for _t112 in _t111:
            if (_c105[_t112] == _t114):
                return True
        return False

# <rulerun animalia.rules: offer #20 playout 5b4c6a65>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t85 = _st_zones[0]
    _t84 = 1
    if _st_log is None and _t85:
        _t83 = _t85.pop(); _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
    elif _t85:
        _move_cards77(st, _t85[-1], _t84, False)
    _t86 = 0; _t87 = st.decisions
    while True:
        _t86 += 1
        if _t86 > _LIMIT78[0] and _over_limit79(_t86, st, _t87): raise _Runaway80()
        for _t88 in (_o81[_l0] or []):
            L[3] = _t88
            if not (((len(_st_zones[(2 + _t88)]) < 5) and ((5 - len(_st_zones[(2 + _t88)])) >= len(_st_zones[1])))): continue
            _t89 = ['take', 'pass']
            _t90 = _t88
            _t91 = len(_t89)
            if _t91 <= 1 and _st_log is None:
                L[4] = _t89[0] if _t91 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t92 = st.chooser(_t91, _t90)
                else:
                    _t92 = _st_bits(_t91.bit_length())
                    while _t92 >= _t91: _t92 = _st_bits(_t91.bit_length())
                L[4] = _t89[_t92]; st.decisions += 1
            elif _decide84(st, L, _t89, _t90): raise _PlayoutCut82()
            if (L[4] == 'take'):
                if _p99(st, [_t88, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text102(_audience100(st), [_PlayerRef101(_l0), ' must take the lot']))
            if _p99(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t127 = _st_zones[0]
        _t126 = 1
        if _st_log is None and _t127:
            _t125 = _t127.pop(); _st_zones[_t126].append(_t125); _st_loc[_t125] = _t126
        elif _t127:
            _move_cards77(st, _t127[-1], _t126, False)

# <rulerun animalia.rules: collecting #21 51676329>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t7 = 0; _t8 = st.decisions
    while (not not _st_zones[0]):
        _t7 += 1
        if _t7 > _LIMIT5[0] and _over_limit6(_t7, st, _t8): raise _Runaway7()
        _t9 = []
        for _t10 in (_o8[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t10)]) < 5):
                _t9.append(_t10)
        L[0] = _t9
        if (not (L[0] or ())):
            break
        _t11 = None
        for _t12 in (L[0] or ()):
            _t11 = _t12
            break
        L[1] = _t11
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text11(_audience9(st), [_PlayerRef10(L[1]), ' draws alone']))
            _t15 = _st_zones[0]
            _t14 = 1
            if _st_log is None and _t15:
                _t13 = _t15.pop(); _st_zones[_t14].append(_t13); st.loc[_t13] = _t14
            elif _t15:
                _move_cards12(st, _t15[-1], _t14, False)
            if _p76(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p108(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #22 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun animalia.rules: collecting #23 81ed5096>
def _native(st, L):
    return (not (L[0] or ()))

# <rulerun animalia.rules: collecting #24 7c2da8aa>
def _native(st, L):
    return (len((L[0] or ())) == 1)

# <rulerun animalia.rules: collecting #25 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: collecting #26 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: offer #27 34141b08>
def _native(st, L):
    _st_zones = st.zones
    _t130 = _st_zones[0]
    _t129 = 1
    if st.log is None and _t130:
        _t128 = _t130.pop(); _st_zones[_t129].append(_t128); st.loc[_t128] = _t129
    elif _t130:
        _move_cards109(st, _t130[-1], _t129, False)

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 c1a85dfc>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text112(_audience110(st), [_PlayerRef111(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #30 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #31 002a4c7b>
def _native(st, L):
    _st_zones = st.zones
    _t133 = _st_zones[0]
    _t132 = 1
    if st.log is None and _t133:
        _t131 = _t133.pop(); _st_zones[_t132].append(_t131); st.loc[_t131] = _t132
    elif _t133:
        _move_cards113(st, _t133[-1], _t132, False)

# <rulerun animalia.rules: offer #32 8888c7d5>
def _loop(st, _i3l0, _t141):
    _t143 = st.zones[(2 + _i3l0)]
    _budget124[0] -= len(_t143)
    if _budget124[0] < 0: _spent125(st)
    try:
        _t146 = _c126[_t141]
    except Exception:
        for _t144 in _t143:
            if (_c126[_t144] == _c126[_t141]):
                return True
        return False
    else:
        for _t144 in _t143:
            if (_c126[_t144] == _t146):
                return True
        return False

# <rulerun animalia.rules: offer #33 da7d2fb2>
def _loop(st, _i4l0, _t157):
    _t159 = st.zones[(2 + _i4l0)]
    _budget140[0] -= len(_t159)
    if _budget140[0] < 0: _spent141(st)
    try:
        _t162 = _c142[_t157]
    except Exception:
        for _t160 in _t159:
            if (_c142[_t160] == _c142[_t157]):
                return True
        return False
    else:
        for _t160 in _t159:
            if (_c142[_t160] == _t162):
                return True
        return False

# <rulerun animalia.rules: offer #34 c3960f5c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    _t134 = 0; _t135 = st.decisions
    while True:
        _t134 += 1
        if _t134 > _LIMIT114[0] and _over_limit115(_t134, st, _t135): raise _Runaway116()
        for _t136 in (_o117[_l0] or []):
            L[3] = _t136
            if not (((len(_st_zones[(2 + _t136)]) < 5) and ((5 - len(_st_zones[(2 + _t136)])) >= len(_st_zones[1])))): continue
            _t137 = ['take', 'pass']
            _t138 = _t136
            _t139 = len(_t137)
            if _t139 <= 1 and _st_log is None:
                L[4] = _t137[0] if _t139 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t140 = st.chooser(_t139, _t138)
                else:
                    _t140 = _st_bits(_t139.bit_length())
                    while _t140 >= _t139: _t140 = _st_bits(_t139.bit_length())
                L[4] = _t137[_t140]; st.decisions += 1
            elif _decide120(st, L, _t137, _t138): raise _PlayoutCut118()
            if (L[4] == 'take'):
                if _p136(st, [_t136, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text139(_audience137(st), [_PlayerRef138(_l0), ' must take the lot']))
            if _p136(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t175 = _st_zones[0]
        _t174 = 1
        if _st_log is None and _t175:
            _t173 = _t175.pop(); _st_zones[_t174].append(_t173); st.loc[_t173] = _t174
        elif _t175:
            _move_cards129(st, _t175[-1], _t174, False)

# <rulerun animalia.rules: offer #35 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #36 152e93ca>
def _native(st, L):
    return _o145[L[0]]

# <rulerun animalia.rules: offer #37 efc6179a>
def _native(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    return ((len(_st_zones[(2 + _l3)]) < 5) and ((5 - len(_st_zones[(2 + _l3)])) >= len(_st_zones[1])))

# <rulerun animalia.rules: offer #38 2ae3434b>
def _native(st, L):
    return ['take', 'pass']

# <rulerun animalia.rules: offer #39 e1677931>
def _native(st, L):
    return (L[4] == 'take')

# <rulerun animalia.rules: offer #40 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #41 fd6e31b4>
def _native(st, L):
    _st_zones = st.zones
    return ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0]))

# <rulerun animalia.rules: offer #42 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #43 643a2bac>
def _loop(st, L, _t176):
    _t178 = st.zones[(2 + L[0])]
    _budget149[0] -= len(_t178)
    if _budget149[0] < 0: _spent150(st)
    try:
        _t181 = _c151[_t176]
    except Exception:
        for _t179 in _t178:
            if (_c151[_t179] == _c151[_t176]):
                return True
        return False
    else:
        for _t179 in _t178:
            if (_c151[_t179] == _t181):
                return True
        return False

# <rulerun animalia.rules: take_lot #44 75179505>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t177 = (_st_zones[1][:] or [])
    _budget146[0] -= len(_t177)
    if _budget146[0] < 0: _spent147(st)
    for _t176 in _t177:
        L[4] = _t176
        if ((_c148[_t176] != 'plain') and _a152(st, L, _t176)):
            L[1] = _joined153(L[1], [_t176])
        _t183 = _t176
        _t184 = (2 + L[0])
        if type(_t183) is int and st.log is None:
            _t185 = _st_zones[_st_loc[_t183]]
            if _t185[-1] == _t183: _t185.pop()
            else: _t185.remove(_t183)
            _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
        elif _t183 is not None:
            _move_cards154(st, _t183, _t184, False)

# <rulerun animalia.rules: take_lot #45 844f5e93>
def _native(st, L):
    L[1] = _remove155(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #46 adebb2ba>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _t186 = 0; _t187 = st.decisions
    while (not not (L[1] or ())):
        _t186 += 1
        if _t186 > _LIMIT156[0] and _over_limit157(_t186, st, _t187): raise _Runaway158()
        _t188 = (L[1] or [])
        _t189 = _l0
        _t190 = len(_t188)
        if _t190 <= 1 and _st_log is None:
            L[5] = _t188[0] if _t190 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t191 = st.chooser(_t190, _t189)
            else:
                _t191 = _st_bits(_t190.bit_length())
                while _t191 >= _t190: _t191 = _st_bits(_t190.bit_length())
            L[5] = _t188[_t191]; st.decisions += 1
        elif _decide161(st, L, _t188, _t189): raise _PlayoutCut159()
        L[1] = _remove162(st, L[1], L[5])
        if (_c163[L[5]] == 'thief'):
            if _p164(st, [_l0, None, None]) == 3: return 3
        elif (_c163[L[5]] == 'spy'):
            if _p165(st, [_l0, None, None]) == 3: return 3
        else:
            if _p166(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #47 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #48 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #49 4367b78f>
def _native(st, L):
    return (_c167[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #50 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #51 779cb593>
def _native(st, L):
    return (_c168[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #52 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #54 768f5b4b>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text171(_audience169(st), [_PlayerRef170(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #55 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #56 64f47b1a>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text175(_audience172(st), [_PlayerRef173(_l0), ' steals ', _card_ref174(st, _l2), ' from ', _PlayerRef173(L[1])]))
    _t192 = _l2
    _t193 = (2 + _l0)
    if type(_t192) is int and _st_log is None:
        _t194 = _st_zones[_st_loc[_t192]]
        if _t194[-1] == _t192: _t194.pop()
        else: _t194.remove(_t192)
        _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
    elif _t192 is not None:
        _move_cards176(st, _t192, _t193, False)

# <rulerun animalia.rules: use_thief #57 bddac5fb>
def _native(st, L):
    return _k177

# <rulerun animalia.rules: use_thief #58 6388390e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (not not st.zones[(2 + _l1)]))

# <rulerun animalia.rules: use_thief #59 5368d5b4>
def _native(st, L):
    return (2 + L[1])

# <rulerun animalia.rules: use_spy #60 1e0fdbee>
def _native(st, L):
    if (not st.zones[0]):
        return 2

# <rulerun animalia.rules: use_spy #61 1715fd3f>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t195 = _st_zones[0][:-(5) - 1:-1]
    _t196 = (10 + L[0])
    if type(_t195) is list and st.log is None:
        for _t197 in _t195:
            _t198 = _st_zones[_st_loc[_t197]]
            if _t198[-1] == _t197: _t198.pop()
            else: _t198.remove(_t197)
            _st_zones[_t196].append(_t197); _st_loc[_t197] = _t196
    elif _t195 is not None:
        _move_cards178(st, _t195, _t196, False)

# <rulerun animalia.rules: use_spy #62 2f834715>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t199 = L[2]
    _t200 = 0
    if type(_t199) is int and st.log is None:
        _t201 = _st_zones[_st_loc[_t199]]
        if _t201[-1] == _t199: _t201.pop()
        else: _t201.remove(_t199)
        _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
    elif _t199 is not None:
        _move_cards179(st, _t199, _t200, False)

# <rulerun animalia.rules: use_spy #63 093027e4>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t202 = 0; _t203 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t202 += 1
        if _t202 > _LIMIT180[0] and _over_limit181(_t202, st, _t203): raise _Runaway182()
        _t204 = _st_zones[(10 + _l0)]
        _t205 = _l0
        _t206 = len(_t204)
        if _t206 <= 1 and _st_log is None:
            L[2] = _t204[0] if _t206 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t207 = st.chooser(_t206, _t205)
            else:
                _t207 = _st_bits(_t206.bit_length())
                while _t207 >= _t206: _t207 = _st_bits(_t206.bit_length())
            L[2] = _t204[_t207]; st.decisions += 1
        elif _decide185(st, L, _t204[:], _t205): raise _PlayoutCut183()
        _t208 = L[2]
        _t209 = 0
        if type(_t208) is int and _st_log is None:
            _t210 = _st_zones[_st_loc[_t208]]
            if _t210[-1] == _t208: _t210.pop()
            else: _t210.remove(_t208)
            _st_zones[_t209].append(_t208); _st_loc[_t208] = _t209
        elif _t208 is not None:
            _move_cards186(st, _t208, _t209, False)

# <rulerun animalia.rules: use_spy #64 1cf859ec>
def _native(st, L):
    return ['look', 'skip']

# <rulerun animalia.rules: use_spy #65 af47ac9d>
def _native(st, L):
    return (not not st.zones[(10 + L[0])])

# <rulerun animalia.rules: use_spy #66 ed750000>
def _native(st, L):
    return (10 + L[0])

# <rulerun animalia.rules: use_gift #67 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_gift #68 c4595df1>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text190(_audience187(st), [_PlayerRef188(L[0]), ' gives ', _card_ref189(st, _l2), ' to ', _PlayerRef188(_l1)]))
    _t211 = _l2
    _t212 = (2 + _l1)
    if type(_t211) is int and _st_log is None:
        _t213 = _st_zones[_st_loc[_t211]]
        if _t213[-1] == _t211: _t213.pop()
        else: _t213.remove(_t211)
        _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
    elif _t211 is not None:
        _move_cards191(st, _t211, _t212, False)

# <rulerun animalia.rules: use_gift #69 c3867eda>
def _native(st, L):
    return _k192

# <rulerun animalia.rules: use_gift #70 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #71 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #72 3488e1b5>
def _loop(st, _t214):
    _t215 = st.zones[(2 + _t214)]
    _budget197[0] -= len(_t215)
    if _budget197[0] < 0: _spent198(st)
    _t217 = 0
    for _t216 in _t215:
        _t217 += _c199[_t216]
    return _t217

# <rulerun animalia.rules: elegance_bonuses #73 d8ef0318>
def _loop(st, _t219):
    _t220 = st.zones[(2 + _t219)]
    _budget204[0] -= len(_t220)
    if _budget204[0] < 0: _spent205(st)
    _t222 = 0
    for _t221 in _t220:
        _t222 += _c206[_t221]
    return _t222

# <rulerun animalia.rules: elegance_bonuses #74 d9529d4d>
def _loop(st, _t226):
    _t227 = st.zones[(2 + _t226)]
    _budget209[0] -= len(_t227)
    if _budget209[0] < 0: _spent210(st)
    _t229 = 0
    for _t228 in _t227:
        _t229 += _c211[_t228]
    return _t229

# <rulerun animalia.rules: give_bonus #75 09b25ef5>
def _loop(st, L):
    _t231 = st.zones[(2 + L[0])]
    _budget213[0] -= len(_t231)
    if _budget213[0] < 0: _spent214(st)
    _t233 = 0
    for _t232 in _t231:
        _t233 += _c215[_t232]
    return _t233

# <rulerun animalia.rules: give_bonus #76 89c2e8b7>
def _loop(st, L):
    _t234 = st.zones[(2 + L[0])]
    _budget219[0] -= len(_t234)
    if _budget219[0] < 0: _spent220(st)
    _t236 = 0
    for _t235 in _t234:
        _t236 += _c221[_t235]
    return _t236

# <rulerun animalia.rules: give_bonus #77 2e5dfcff>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a216(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text224(_audience217(st), [_PlayerRef218(_l0), ' gets no bonus (elegance ', _plain223(_a222(st, L)), ')']))
        return 2
    _t237 = _st_zones[0][:-(L[1]) - 1:-1]
    _t238 = (6 + _l0)
    if type(_t237) is list and _st_log is None:
        for _t239 in _t237:
            _t240 = _st_zones[_st_loc[_t239]]
            if _t240[-1] == _t239: _t240.pop()
            else: _t240.remove(_t239)
            _st_zones[_t238].append(_t239); _st_loc[_t239] = _t238
    elif _t237 is not None:
        _move_cards225(st, _t237, _t238, False)

# <rulerun animalia.rules: elegance_bonuses #78 c8a57644>
def _loop(st, L):
    for _t241 in (L[4] or ()):
        return _t241
    return None

# <rulerun animalia.rules: elegance_bonuses #79 ce267a77>
def _loop(st, _t245):
    _t246 = st.zones[(2 + _t245)]
    _budget229[0] -= len(_t246)
    if _budget229[0] < 0: _spent230(st)
    _t248 = 0
    for _t247 in _t246:
        _t248 += _c231[_t247]
    return _t248

# <rulerun animalia.rules: elegance_bonuses #80 afa9bbae>
def _loop(st, _t245):
    _t249 = st.zones[(2 + _t245)]
    _budget233[0] -= len(_t249)
    if _budget233[0] < 0: _spent234(st)
    _t251 = 0
    for _t250 in _t249:
        _t251 += _c235[_t250]
    return _t251

# <rulerun animalia.rules: elegance_bonuses #81 dc2794dc>
def _loop(st, _t253):
    _t254 = st.zones[(2 + _t253)]
    _budget238[0] -= len(_t254)
    if _budget238[0] < 0: _spent239(st)
    _t256 = 0
    for _t255 in _t254:
        _t256 += _c240[_t255]
    return _t256

# <rulerun animalia.rules: elegance_bonuses #82 14a6467d>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k193)
    for _t214 in (_k194 or []):
        L[2] = _t214
        if _st_log is not None: _st_log.append(_Text202(_audience195(st), [_PlayerRef196(_t214), ': elegance ', _plain201(_a200(st, _t214))]))
    _t218 = None
    for _t219 in (_k203 or ()):
        _t223 = _a207(st, _t219)
        if _t218 is None or _t223 > _t218:
            _t218 = _t223
    L[3] = _t218
    _t225 = L[3]
    _t224 = []
    for _t226 in (_k208 or ()):
        if (_a212(st, _t226) == _t225):
            _t224.append(_t226)
    L[4] = _t224
    if (len((L[4] or ())) > 1):
        for _t230 in (L[4] or []):
            L[7] = _t230
            if _p226(st, [_t230, 1]) == 3: return 3
    else:
        if _p226(st, [_a227(st, L), 2]) == 3: return 3
        _t244 = L[3]
        _t243 = None
        for _t245 in (_k228 or ()):
            if (_a232(st, _t245) < _t244):
                _t252 = _a236(st, _t245)
                if _t243 is None or _t252 > _t243:
                    _t243 = _t252
        L[8] = _t243
        for _t253 in (_k237 or []):
            L[11] = _t253
            if not (((L[8] is not None) and (_a241(st, _t253) == L[8]))): continue
            if _p226(st, [_t253, 1]) == 3: return 3

# <rulerun animalia.rules: awards #83 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #84 e6e75208>
def _loop(st, _t257):
    _st_cvars = st.cvars
    _t262 = st.zones[(6 + _t257)]
    _budget246[0] -= len(_t262)
    if _budget246[0] < 0: _spent247(st)
    _t264 = 0
    for _t263 in _t262:
        if (_st_cvars[31 + _t263] is not None):
            _t264 += 1
    return _t264

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 268850da>
def _loop(st, _t257, _t267):
    _st_cvars = st.cvars
    _t268 = st.zones[(6 + _t257)]
    _budget251[0] -= len(_t268)
    if _budget251[0] < 0: _spent252(st)
    for _t269 in _t268:
        if (_st_cvars[31 + _t269] == _t267):
            return True
    return False

# <rulerun animalia.rules: awards #87 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #88 83006b29>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t257 in (_k242 or []):
        st.thread_player = st.inline_thread = _t257
        _i5 = L[:]; _i5[0] = _t257
        _t258 = 0; _t259 = st.decisions
        while True:
            _t258 += 1
            if _t258 > _LIMIT243[0] and _over_limit244(_t258, st, _t259): raise _Runaway245()
            _t265 = _NOT_YET
            _t260 = []
            for _t261 in _st_zones[(6 + _t257)]:
                if ((_st_cvars[31 + _t261] is None) and (len(_st_zones[(2 + _t257)]) > (_t265 if _t265 is not _NOT_YET else (_t265 := _a248(st, _t257))))): _t260.append(_t261)
            if _offer250(st, _i5, _t260): raise _PlayoutCut249()
            if (_i5[1] is None):
                break
            _t266 = []
            for _t267 in _st_zones[(2 + _t257)]:
                if (not _a253(st, _t257, _t267)): _t266.append(_t267)
            _t271 = _t257
            _t272 = len(_t266)
            if _t272 <= 1:
                _i5[2] = _t266[0] if _t272 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t273 = st.chooser(_t272, _t271)
                else:
                    _t273 = _st_bits(_t272.bit_length())
                    while _t273 >= _t272: _t273 = _st_bits(_t272.bit_length())
                _i5[2] = _t266[_t273]; st.decisions += 1
            elif _decide255(st, _i5, _t266, _t271): raise _PlayoutCut249()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #89 1d3ef966>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t274 in (_k256 or []):
        L[5] = _t274
        _t276 = _st_zones[(6 + _t274)][:]
        _budget257[0] -= len(_t276)
        if _budget257[0] < 0: _spent258(st)
        for _t275 in _t276:
            L[8] = _t275
            if not ((_st_cvars[31 + _t275] is not None)): continue
            if _st_log is not None: _st_log.append(_Text262(_audience259(st), [_PlayerRef260(_t274), ' swaps ', _card_ref261(st, _st_cvars[31 + _t275]), ' for a bonus card']))
            _t277 = _st_cvars[31 + _t275]
            _t278 = 14
            if type(_t277) is int and _st_log is None:
                _t279 = _st_zones[_st_loc[_t277]]
                if _t279[-1] == _t277: _t279.pop()
                else: _t279.remove(_t277)
                _st_zones[_t278].append(_t277); _st_loc[_t277] = _t278
            elif _t277 is not None:
                _move_cards263(st, _t277, _t278, False)
            _st_cvars[31 + _t275] = None
            _t280 = _t275
            _t281 = (2 + _t274)
            if type(_t280) is int and _st_log is None:
                _t282 = _st_zones[_st_loc[_t280]]
                if _t282[-1] == _t280: _t282.pop()
                else: _t282.remove(_t280)
                _st_zones[_t281].append(_t280); _st_loc[_t280] = _t281
            elif _t280 is not None:
                _move_cards263(st, _t280, _t281, False)

# <rulerun animalia.rules: awards #90 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #91 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #92 eb644a71>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    for _t283 in (_k264 or []):
        L[11] = _t283
        _t285 = st.zones[(2 + _t283)][:]
        _budget265[0] -= len(_t285)
        if _budget265[0] < 0: _spent266(st)
        for _t284 in _t285:
            L[14] = _t284
            if not (((_c267[_t284] is None) and True)): continue
            _t286 = (_k268 or [])
            _t287 = _t283
            _t288 = len(_t286)
            if _t288 <= 1 and _st_log is None:
                L[15] = _t286[0] if _t288 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t289 = st.chooser(_t288, _t287)
                else:
                    _t289 = _st_bits(_t288.bit_length())
                    while _t289 >= _t288: _t289 = _st_bits(_t288.bit_length())
                L[15] = _t286[_t289]; st.decisions += 1
            elif _decide271(st, L, _t286, _t287): raise _PlayoutCut269()
            st.cvars[_t284] = L[15]

# <rulerun animalia.rules: awards #93 c13edbc4>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t290 in (_k272 or []):
        L[18] = _t290
        _t292 = _st_zones[(2 + _t290)]
        _budget273[0] -= len(_t292)
        if _budget273[0] < 0: _spent274(st)
        _t291 = []
        for _t293 in _t292:
            _t291.append((_st_cvars[_t293] if (_c275[_t293] is None) else _c275[_t293]))
        L[19] = _t291
        _t295 = L[19]
        _t296 = (_k276 or ())
        _budget273[0] -= len(_t296)
        if _budget273[0] < 0: _spent274(st)
        _t294 = 0
        for _t297 in _t296:
            if (_t297 in (_t295 or ())):
                _t294 += 1
        L[20] = _t294
        if ((len(_st_zones[(2 + _t290)]) == 5) and (L[20] == 5)):
            _t299 = (_k277 or [])
            _budget273[0] -= len(_t299)
            if _budget273[0] < 0: _spent274(st)
            for _t298 in _t299:
                L[23] = _t298
                _st_vars[0 + _t290][_t298] = _st_vars[0 + _t290][_t298] + 1
        else:
            _t301 = (_k278 or [])
            _budget273[0] -= len(_t301)
            if _budget273[0] < 0: _spent274(st)
            for _t300 in _t301:
                L[26] = _t300
                L[27] = (L[19] or ()).count(_t300)
                if (L[27] >= 2):
                    _st_vars[0 + _t290][_t300] = _st_vars[0 + _t290][_t300] + L[27]
        if _st_log is not None: _st_log.append(_Text282(_audience279(st), [_PlayerRef280(_t290), ' medals: ', _plain281(_st_vars[0 + _t290])]))
    for _t302 in (_k283 or []):
        L[30] = _t302
        _t304 = _st_zones[(2 + _t302)][:]
        _budget273[0] -= len(_t304)
        if _budget273[0] < 0: _spent274(st)
        for _t303 in _t304:
            L[33] = _t303
            _st_cvars[_t303] = None
        _t305 = (2 + _t302)
        _t306 = 0
        if _st_log is None and _t305 != _t306:
            _t307 = _st_zones[_t305]; _st_zones[_t306] += _t307
            for _t308 in _t307: _st_loc[_t308] = _t306
            _t307.clear()
        else:
            _move_cards284(st, _st_zones[_t305][:], _t306, False)
    _t309 = 14
    _t310 = 0
    if _st_log is None and _t309 != _t310:
        _t311 = _st_zones[_t309]; _st_zones[_t310] += _t311
        for _t312 in _t311: _st_loc[_t312] = _t310
        _t311.clear()
    else:
        _move_cards284(st, _st_zones[_t309][:], _t310, False)

# <rulerun animalia.rules: awards #94 66bde449>
def _native(st, L):
    return _k285

# <rulerun animalia.rules: awards #95 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #96 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #97 e3ee0725>
def _loop(st, L):
    _st_cvars = st.cvars
    _t313 = st.zones[(6 + L[0])]
    _budget286[0] -= len(_t313)
    if _budget286[0] < 0: _spent287(st)
    _t315 = 0
    for _t314 in _t313:
        if (_st_cvars[31 + _t314] is not None):
            _t315 += 1
    return _t315

# <rulerun animalia.rules: awards #98 74a9be98>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a288(st, L)))

# <rulerun animalia.rules: awards #99 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #100 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #101 3edfff4f>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t317 = st.zones[(6 + L[0])]
    _budget289[0] -= len(_t317)
    if _budget289[0] < 0: _spent290(st)
    _t316 = False
    for _t318 in _t317:
        if (_st_cvars[31 + _t318] == _l2):
            _t316 = True
            break
    return (not _t316)

# <rulerun animalia.rules: awards #102 90968975>
def _native(st, L):
    return _k291

# <rulerun animalia.rules: awards #103 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #104 c0afee24>
def _native(st, L):
    return ((_c292[L[14]] is None) and True)

# <rulerun animalia.rules: awards #105 337077d5>
def _native(st, L):
    return _k293

# <rulerun animalia.rules: play #106 6be0efa2>
def _native(st, L):
    st.vars[4] = _random_item294(st, _k295)

# <rulerun animalia.rules: play #107 39ff3f0b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text298(_audience296(st), ['Season ', _plain297(L[2])]))
    _shuffle_zone299(st, 0)

# <rulerun animalia.rules: play #108 5f0e8fd3>
def _loop(st, _t319):
    _t320 = st.zones[(2 + _t319)]
    _budget304[0] -= len(_t320)
    if _budget304[0] < 0: _spent305(st)
    _t322 = 0
    for _t321 in _t320:
        _t322 += _c306[_t321]
    return _t322

# <rulerun animalia.rules: play #109 d38033e5>
def _loop(st, _t324):
    _t325 = st.zones[(2 + _t324)]
    _budget311[0] -= len(_t325)
    if _budget311[0] < 0: _spent312(st)
    _t327 = 0
    for _t326 in _t325:
        _t327 += _c313[_t326]
    return _t327

# <rulerun animalia.rules: play #110 38ef9245>
def _loop(st, _t331):
    _t332 = st.zones[(2 + _t331)]
    _budget316[0] -= len(_t332)
    if _budget316[0] < 0: _spent317(st)
    _t334 = 0
    for _t333 in _t332:
        _t334 += _c318[_t333]
    return _t334

# <rulerun animalia.rules: play #111 6d6dc4ce>
def _loop(st, _i6):
    for _t336 in (_i6[4] or ()):
        return _t336
    return None

# <rulerun animalia.rules: play #112 4f35b62e>
def _loop(st, _t340):
    _t341 = st.zones[(2 + _t340)]
    _budget323[0] -= len(_t341)
    if _budget323[0] < 0: _spent324(st)
    _t343 = 0
    for _t342 in _t341:
        _t343 += _c325[_t342]
    return _t343

# <rulerun animalia.rules: play #113 88e79e6d>
def _loop(st, _t340):
    _t344 = st.zones[(2 + _t340)]
    _budget327[0] -= len(_t344)
    if _budget327[0] < 0: _spent328(st)
    _t346 = 0
    for _t345 in _t344:
        _t346 += _c329[_t345]
    return _t346

# <rulerun animalia.rules: play #114 a731e372>
def _loop(st, _t348):
    _t349 = st.zones[(2 + _t348)]
    _budget332[0] -= len(_t349)
    if _budget332[0] < 0: _spent333(st)
    _t351 = 0
    for _t350 in _t349:
        _t351 += _c334[_t350]
    return _t351

# <rulerun animalia.rules: play #115 4b692fce>
def _native(st, L):
    _st_log = st.log
    _i6 = [None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k300)
    for _t319 in (_k301 or []):
        _i6[2] = _t319
        if _st_log is not None: _st_log.append(_Text309(_audience302(st), [_PlayerRef303(_t319), ': elegance ', _plain308(_a307(st, _t319))]))
    _t323 = None
    for _t324 in (_k310 or ()):
        _t328 = _a314(st, _t324)
        if _t323 is None or _t328 > _t323:
            _t323 = _t328
    _i6[3] = _t323
    _t330 = _i6[3]
    _t329 = []
    for _t331 in (_k315 or ()):
        if (_a319(st, _t331) == _t330):
            _t329.append(_t331)
    _i6[4] = _t329
    if (len((_i6[4] or ())) > 1):
        for _t335 in (_i6[4] or []):
            _i6[7] = _t335
            if _p320(st, [_t335, 1]) == 3: return 3
    else:
        if _p320(st, [_a321(st, _i6), 2]) == 3: return 3
        _t339 = _i6[3]
        _t338 = None
        for _t340 in (_k322 or ()):
            if (_a326(st, _t340) < _t339):
                _t347 = _a330(st, _t340)
                if _t338 is None or _t347 > _t338:
                    _t338 = _t347
        _i6[8] = _t338
        for _t348 in (_k331 or []):
            _i6[11] = _t348
            if not (((_i6[8] is not None) and (_a335(st, _t348) == _i6[8]))): continue
            if _p320(st, [_t348, 1]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 12b64de7>
def _loop(st, _i8l0, _t363):
    _t365 = st.zones[(2 + _i8l0)]
    _budget346[0] -= len(_t365)
    if _budget346[0] < 0: _spent347(st)
    try:
        _t368 = _c348[_t363]
    except Exception:
        for _t366 in _t365:
            if (_c348[_t366] == _c348[_t363]):
                return True
        return False
    else:
        for _t366 in _t365:
            if (_c348[_t366] == _t368):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log e70a2fee>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t379 = []
    for _t380 in (_k355 or []):
        if ((_t380 != _l0) and (not not _st_zones[(2 + _t380)])): _t379.append(_t380)
    if _offer357(st, L, _t379): raise _PlayoutCut356()
    if (L[1] is None):
        return 2
    _t381 = _st_zones[(2 + L[1])]
    _t382 = _l0
    _t383 = len(_t381)
    if _t383 <= 1:
        L[2] = _t381[0] if _t383 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t384 = st.chooser(_t383, _t382)
        else:
            _t384 = _st_bits(_t383.bit_length())
            while _t384 >= _t383: _t384 = _st_bits(_t383.bit_length())
        L[2] = _t381[_t384]; st.decisions += 1
    elif _decide359(st, L, _t381[:], _t382): raise _PlayoutCut356()
    _t385 = L[2]
    _t386 = (2 + _l0)
    if type(_t385) is int:
        _t387 = _st_zones[_st_loc[_t385]]
        if _t387[-1] == _t385: _t387.pop()
        else: _t387.remove(_t385)
        _st_zones[_t386].append(_t385); _st_loc[_t385] = _t386
    elif _t385 is not None:
        _move_cards360(st, _t385, _t386, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log e95f3b23>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t388 = ['look', 'skip']
    _t389 = _l0
    _t390 = len(_t388)
    if _t390 <= 1:
        L[1] = _t388[0] if _t390 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t391 = st.chooser(_t390, _t389)
        else:
            _t391 = _st_bits(_t390.bit_length())
            while _t391 >= _t390: _t391 = _st_bits(_t390.bit_length())
        L[1] = _t388[_t391]; st.decisions += 1
    elif _decide364(st, L, _t388, _t389): raise _PlayoutCut362()
    if (L[1] == 'skip'):
        return 2
    _t392 = _st_zones[0][:-(5) - 1:-1]
    _t393 = (10 + _l0)
    if type(_t392) is list:
        for _t394 in _t392:
            _t395 = _st_zones[_st_loc[_t394]]
            if _t395[-1] == _t394: _t395.pop()
            else: _t395.remove(_t394)
            _st_zones[_t393].append(_t394); _st_loc[_t394] = _t393
    elif _t392 is not None:
        _move_cards365(st, _t392, _t393, False)
    _t396 = 0; _t397 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t396 += 1
        if _t396 > _LIMIT366[0] and _over_limit367(_t396, st, _t397): raise _Runaway368()
        _t398 = _st_zones[(10 + _l0)]
        _t399 = _l0
        _t400 = len(_t398)
        if _t400 <= 1:
            L[2] = _t398[0] if _t400 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t401 = st.chooser(_t400, _t399)
            else:
                _t401 = _st_bits(_t400.bit_length())
                while _t401 >= _t400: _t401 = _st_bits(_t400.bit_length())
            L[2] = _t398[_t401]; st.decisions += 1
        elif _decide370(st, L, _t398[:], _t399): raise _PlayoutCut362()
        _t402 = L[2]
        _t403 = 0
        if type(_t402) is int:
            _t404 = _st_zones[_st_loc[_t402]]
            if _t404[-1] == _t402: _t404.pop()
            else: _t404.remove(_t402)
            _st_zones[_t403].append(_t402); _st_loc[_t402] = _t403
        elif _t402 is not None:
            _move_cards365(st, _t402, _t403, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log 9ba0e565>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t405 = []
    for _t406 in (_k372 or []):
        if ((_t406 != _l0) and (len(_st_zones[(2 + _t406)]) < 5)): _t405.append(_t406)
    if _offer374(st, L, _t405): raise _PlayoutCut373()
    if (L[1] is None):
        return 2
    _t407 = _st_zones[(2 + _l0)]
    _t408 = _l0
    _t409 = len(_t407)
    if _t409 <= 1:
        L[2] = _t407[0] if _t409 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t410 = st.chooser(_t409, _t408)
        else:
            _t410 = _st_bits(_t409.bit_length())
            while _t410 >= _t409: _t410 = _st_bits(_t409.bit_length())
        L[2] = _t407[_t410]; st.decisions += 1
    elif _decide376(st, L, _t407[:], _t408): raise _PlayoutCut373()
    _t411 = L[2]
    _t412 = (2 + L[1])
    if type(_t411) is int:
        _t413 = _st_zones[_st_loc[_t411]]
        if _t413[-1] == _t411: _t413.pop()
        else: _t413.remove(_t411)
        _st_zones[_t412].append(_t411); _st_loc[_t411] = _t412
    elif _t411 is not None:
        _move_cards377(st, _t411, _t412, False)

# <rulerun animalia.rules: take_lot #121 a113f23e>
def _loop(st, L, _t414):
    _t416 = st.zones[(2 + L[0])]
    _budget382[0] -= len(_t416)
    if _budget382[0] < 0: _spent383(st)
    try:
        _t419 = _c384[_t414]
    except Exception:
        for _t417 in _t416:
            if (_c384[_t417] == _c384[_t414]):
                return True
        return False
    else:
        for _t417 in _t416:
            if (_c384[_t417] == _t419):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log 7d355bb3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t415 = (_st_zones[1][:] or [])
    _budget379[0] -= len(_t415)
    if _budget379[0] < 0: _spent380(st)
    for _t414 in _t415:
        L[4] = _t414
        if ((_c381[_t414] != 'plain') and _a385(st, L, _t414)):
            L[1] = _joined386(L[1], [_t414])
        _t421 = _t414
        _t422 = (2 + _l0)
        if type(_t421) is int:
            _t423 = _st_zones[_st_loc[_t421]]
            if _t423[-1] == _t421: _t423.pop()
            else: _t423.remove(_t421)
            _st_zones[_t422].append(_t421); _st_loc[_t421] = _t422
        elif _t421 is not None:
            _move_cards387(st, _t421, _t422, False)
    _t424 = 0; _t425 = st.decisions
    while (not not (L[1] or ())):
        _t424 += 1
        if _t424 > _LIMIT388[0] and _over_limit389(_t424, st, _t425): raise _Runaway390()
        _t426 = (L[1] or [])
        _t427 = _l0
        _t428 = len(_t426)
        if _t428 <= 1:
            L[5] = _t426[0] if _t428 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t429 = st.chooser(_t428, _t427)
            else:
                _t429 = _st_bits(_t428.bit_length())
                while _t429 >= _t428: _t429 = _st_bits(_t428.bit_length())
            L[5] = _t426[_t429]; st.decisions += 1
        elif _decide393(st, L, _t426, _t427): raise _PlayoutCut391()
        L[1] = _remove394(st, L[1], L[5])
        if (_c381[L[5]] == 'thief'):
            if _p395(st, [_l0, None, None]) == 3: return 3
        elif (_c381[L[5]] == 'spy'):
            if _p396(st, [_l0, None, None]) == 3: return 3
        else:
            if _p397(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 1008be69>
def _loop(st, _i9l0, _t440):
    _t442 = st.zones[(2 + _i9l0)]
    _budget410[0] -= len(_t442)
    if _budget410[0] < 0: _spent411(st)
    try:
        _t445 = _c412[_t440]
    except Exception:
        for _t443 in _t442:
            if (_c412[_t443] == _c412[_t440]):
                return True
        return False
    else:
        for _t443 in _t442:
            if (_c412[_t443] == _t445):
                return True
        return False

# <rulerun animalia.rules: offer #124 8cce5c4a>
def _loop(st, _i10l0, _t456):
    _t458 = st.zones[(2 + _i10l0)]
    _budget422[0] -= len(_t458)
    if _budget422[0] < 0: _spent423(st)
    try:
        _t461 = _c424[_t456]
    except Exception:
        for _t459 in _t458:
            if (_c424[_t459] == _c424[_t456]):
                return True
        return False
    else:
        for _t459 in _t458:
            if (_c424[_t459] == _t461):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log 67b4993b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t432 = _st_zones[0]
    _t431 = 1
    if _t432:
        _t430 = _t432.pop(); _st_zones[_t431].append(_t430); _st_loc[_t430] = _t431
    _t433 = 0; _t434 = st.decisions
    while True:
        _t433 += 1
        if _t433 > _LIMIT400[0] and _over_limit401(_t433, st, _t434): raise _Runaway402()
        for _t435 in (_o403[_l0] or []):
            L[3] = _t435
            if not (((len(_st_zones[(2 + _t435)]) < 5) and ((5 - len(_st_zones[(2 + _t435)])) >= len(_st_zones[1])))): continue
            _t436 = ['take', 'pass']
            _t437 = _t435
            _t438 = len(_t436)
            if _t438 <= 1:
                L[4] = _t436[0] if _t438 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t439 = st.chooser(_t438, _t437)
                else:
                    _t439 = _st_bits(_t438.bit_length())
                    while _t439 >= _t438: _t439 = _st_bits(_t438.bit_length())
                L[4] = _t436[_t439]; st.decisions += 1
            elif _decide406(st, L, _t436, _t437): raise _PlayoutCut404()
            if (L[4] == 'take'):
                if _p421(st, [_t435, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p421(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t474 = _st_zones[0]
        _t473 = 1
        if _t474:
            _t472 = _t474.pop(); _st_zones[_t473].append(_t472); _st_loc[_t472] = _t473

# <rulerun animalia.rules: play #126 59d76630>
def _loop(st, _t477):
    _t478 = st.zones[(2 + _t477)]
    _budget430[0] -= len(_t478)
    if _budget430[0] < 0: _spent431(st)
    _t480 = 0
    for _t479 in _t478:
        _t480 += _c432[_t479]
    return _t480

# <rulerun animalia.rules: play #127 e0c604fe>
def _loop(st, _t484):
    _t485 = st.zones[(2 + _t484)]
    _budget435[0] -= len(_t485)
    if _budget435[0] < 0: _spent436(st)
    _t487 = 0
    for _t486 in _t485:
        _t487 += _c437[_t486]
    return _t487

# <rulerun animalia.rules: give_bonus #128 a588a727>
def _loop(st, L):
    _t489 = st.zones[(2 + L[0])]
    _budget439[0] -= len(_t489)
    if _budget439[0] < 0: _spent440(st)
    _t491 = 0
    for _t490 in _t489:
        _t491 += _c441[_t490]
    return _t491

# <rulerun animalia.rules: give_bonus #129 playout, without a log 7b1deebc>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a442(st, L) <= 0)):
        return 2
    _t492 = _st_zones[0][:-(L[1]) - 1:-1]
    _t493 = (6 + L[0])
    if type(_t492) is list:
        for _t494 in _t492:
            _t495 = _st_zones[_st_loc[_t494]]
            if _t495[-1] == _t494: _t495.pop()
            else: _t495.remove(_t494)
            _st_zones[_t493].append(_t494); _st_loc[_t494] = _t493
    elif _t492 is not None:
        _move_cards443(st, _t492, _t493, False)

# <rulerun animalia.rules: play #130 b2cb303d>
def _loop(st, _i11):
    for _t496 in (_i11[4] or ()):
        return _t496
    return None

# <rulerun animalia.rules: play #131 a72ef0ab>
def _loop(st, _t500):
    _t501 = st.zones[(2 + _t500)]
    _budget447[0] -= len(_t501)
    if _budget447[0] < 0: _spent448(st)
    _t503 = 0
    for _t502 in _t501:
        _t503 += _c449[_t502]
    return _t503

# <rulerun animalia.rules: play #132 2837281f>
def _loop(st, _t500):
    _t504 = st.zones[(2 + _t500)]
    _budget451[0] -= len(_t504)
    if _budget451[0] < 0: _spent452(st)
    _t506 = 0
    for _t505 in _t504:
        _t506 += _c453[_t505]
    return _t506

# <rulerun animalia.rules: play #133 2a69b89a>
def _loop(st, _t508):
    _t509 = st.zones[(2 + _t508)]
    _budget456[0] -= len(_t509)
    if _budget456[0] < 0: _spent457(st)
    _t511 = 0
    for _t510 in _t509:
        _t511 += _c458[_t510]
    return _t511

# <rulerun animalia.rules: play #134 6cbeb816>
def _loop(st, _t512):
    _st_cvars = st.cvars
    _t517 = st.zones[(6 + _t512)]
    _budget461[0] -= len(_t517)
    if _budget461[0] < 0: _spent462(st)
    _t519 = 0
    for _t518 in _t517:
        if (_st_cvars[31 + _t518] is not None):
            _t519 += 1
    return _t519

# <rulerun animalia.rules: play #135 d797acfe>
def _loop(st, _t512, _t522):
    _st_cvars = st.cvars
    _t523 = st.zones[(6 + _t512)]
    _budget465[0] -= len(_t523)
    if _budget465[0] < 0: _spent466(st)
    for _t524 in _t523:
        if (_st_cvars[31 + _t524] == _t522):
            return True
    return False

# <rulerun animalia.rules: awards #136 5f05e492>
def _loop(st, _t568):
    _st_cvars = st.cvars
    _t573 = st.zones[(6 + _t568)]
    _budget485[0] -= len(_t573)
    if _budget485[0] < 0: _spent486(st)
    _t575 = 0
    for _t574 in _t573:
        if (_st_cvars[31 + _t574] is not None):
            _t575 += 1
    return _t575

# <rulerun animalia.rules: awards #137 a8369a3f>
def _loop(st, _t568, _t578):
    _st_cvars = st.cvars
    _t579 = st.zones[(6 + _t568)]
    _budget490[0] -= len(_t579)
    if _budget490[0] < 0: _spent491(st)
    for _t580 in _t579:
        if (_st_cvars[31 + _t580] == _t578):
            return True
    return False

# <rulerun animalia.rules: awards #138 playout, without a log c423aabe>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t568 in (_k481 or []):
        st.thread_player = st.inline_thread = _t568
        _i14 = L[:]; _i14[0] = _t568
        _t569 = 0; _t570 = st.decisions
        while True:
            _t569 += 1
            if _t569 > _LIMIT482[0] and _over_limit483(_t569, st, _t570): raise _Runaway484()
            _t576 = _NOT_YET
            _t571 = []
            for _t572 in _st_zones[(6 + _t568)]:
                if ((_st_cvars[31 + _t572] is None) and (len(_st_zones[(2 + _t568)]) > (_t576 if _t576 is not _NOT_YET else (_t576 := _a487(st, _t568))))): _t571.append(_t572)
            if _offer489(st, _i14, _t571): raise _PlayoutCut488()
            if (_i14[1] is None):
                break
            _t577 = []
            for _t578 in _st_zones[(2 + _t568)]:
                if (not _a492(st, _t568, _t578)): _t577.append(_t578)
            _t582 = _t568
            _t583 = len(_t577)
            if _t583 <= 1:
                _i14[2] = _t577[0] if _t583 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t584 = st.chooser(_t583, _t582)
                else:
                    _t584 = _st_bits(_t583.bit_length())
                    while _t584 >= _t583: _t584 = _st_bits(_t583.bit_length())
                _i14[2] = _t577[_t584]; st.decisions += 1
            elif _decide494(st, _i14, _t577, _t582): raise _PlayoutCut488()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    for _t585 in (_k495 or []):
        L[5] = _t585
        _t587 = _st_zones[(6 + _t585)][:]
        _budget496[0] -= len(_t587)
        if _budget496[0] < 0: _spent497(st)
        for _t586 in _t587:
            L[8] = _t586
            if not ((_st_cvars[31 + _t586] is not None)): continue
            _t588 = _st_cvars[31 + _t586]
            _t589 = 14
            if type(_t588) is int:
                _t590 = _st_zones[_st_loc[_t588]]
                if _t590[-1] == _t588: _t590.pop()
                else: _t590.remove(_t588)
                _st_zones[_t589].append(_t588); _st_loc[_t588] = _t589
            elif _t588 is not None:
                _move_cards498(st, _t588, _t589, False)
            _st_cvars[31 + _t586] = None
            _t591 = _t586
            _t592 = (2 + _t585)
            if type(_t591) is int:
                _t593 = _st_zones[_st_loc[_t591]]
                if _t593[-1] == _t591: _t593.pop()
                else: _t593.remove(_t591)
                _st_zones[_t592].append(_t591); _st_loc[_t591] = _t592
            elif _t591 is not None:
                _move_cards498(st, _t591, _t592, False)
    for _t594 in (_k499 or []):
        L[11] = _t594
        _t596 = _st_zones[(2 + _t594)][:]
        _budget496[0] -= len(_t596)
        if _budget496[0] < 0: _spent497(st)
        for _t595 in _t596:
            L[14] = _t595
            if not (((_c500[_t595] is None) and True)): continue
            _t597 = (_k501 or [])
            _t598 = _t594
            _t599 = len(_t597)
            if _t599 <= 1:
                L[15] = _t597[0] if _t599 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t600 = st.chooser(_t599, _t598)
                else:
                    _t600 = _st_bits(_t599.bit_length())
                    while _t600 >= _t599: _t600 = _st_bits(_t599.bit_length())
                L[15] = _t597[_t600]; st.decisions += 1
            elif _decide503(st, L, _t597, _t598): raise _PlayoutCut488()
            _st_cvars[_t595] = L[15]
    for _t601 in (_k504 or []):
        L[18] = _t601
        _t603 = _st_zones[(2 + _t601)]
        _budget496[0] -= len(_t603)
        if _budget496[0] < 0: _spent497(st)
        _t602 = []
        for _t604 in _t603:
            _t602.append((_st_cvars[_t604] if (_c500[_t604] is None) else _c500[_t604]))
        L[19] = _t602
        _t606 = L[19]
        _t607 = (_k505 or ())
        _budget496[0] -= len(_t607)
        if _budget496[0] < 0: _spent497(st)
        _t605 = 0
        for _t608 in _t607:
            if (_t608 in (_t606 or ())):
                _t605 += 1
        L[20] = _t605
        if ((len(_st_zones[(2 + _t601)]) == 5) and (L[20] == 5)):
            _t610 = (_k506 or [])
            _budget496[0] -= len(_t610)
            if _budget496[0] < 0: _spent497(st)
            for _t609 in _t610:
                L[23] = _t609
                _st_vars[0 + _t601][_t609] = _st_vars[0 + _t601][_t609] + 1
        else:
            _t612 = (_k507 or [])
            _budget496[0] -= len(_t612)
            if _budget496[0] < 0: _spent497(st)
            for _t611 in _t612:
                L[26] = _t611
                L[27] = (L[19] or ()).count(_t611)
                if (L[27] >= 2):
                    _st_vars[0 + _t601][_t611] = _st_vars[0 + _t601][_t611] + L[27]
    for _t613 in (_k508 or []):
        L[30] = _t613
        _t615 = _st_zones[(2 + _t613)][:]
        _budget496[0] -= len(_t615)
        if _budget496[0] < 0: _spent497(st)
        for _t614 in _t615:
            L[33] = _t614
            _st_cvars[_t614] = None
        _t616 = (2 + _t613)
        _t617 = 0
        if _t616 != _t617:
            _t618 = _st_zones[_t616]; _st_zones[_t617] += _t618
            for _t619 in _t618: _st_loc[_t619] = _t617
            _t618.clear()
        else:
            _move_cards498(st, _st_zones[_t616][:], _t617, False)
    _t620 = 14
    _t621 = 0
    if _t620 != _t621:
        _t622 = _st_zones[_t620]; _st_zones[_t621] += _t622
        for _t623 in _t622: _st_loc[_t623] = _t621
        _t622.clear()
    else:
        _move_cards498(st, _st_zones[_t620][:], _t621, False)

# <rulerun animalia.rules: play #139 052ac70f>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t353 = (_range336(1, 3) or [])
    _budget337[0] -= len(_t353)
    if _budget337[0] < 0: _spent338(st)
    for _t352 in _t353:
        L[2] = _t352
        _shuffle_zone339(st, 0)
        _i7 = [None, None]
        _t354 = 0; _t355 = st.decisions
        while (not not _st_zones[0]):
            _t354 += 1
            if _t354 > _LIMIT340[0] and _over_limit341(_t354, st, _t355): raise _Runaway342()
            _t356 = []
            for _t357 in (_o343[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t357)]) < 5):
                    _t356.append(_t357)
            _i7[0] = _t356
            if (not (_i7[0] or ())):
                break
            _t358 = None
            for _t359 in (_i7[0] or ()):
                _t358 = _t359
                break
            _i7[1] = _t358
            _st_vars[5] = _i7[1]
            if (len((_i7[0] or ())) == 1):
                _t362 = _st_zones[0]
                _t361 = 1
                if _t362:
                    _t360 = _t362.pop(); _st_zones[_t361].append(_t360); st.loc[_t360] = _t361
                if _p398(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p427(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        _i11 = [None, None, None, None, None, None, None, None, None, None, None, None]
        for _t475 in (_k428 or []):
            _i11[2] = _t475
            pass
        _t476 = None
        for _t477 in (_k429 or ()):
            _t481 = _a433(st, _t477)
            if _t476 is None or _t481 > _t476:
                _t476 = _t481
        _i11[3] = _t476
        _t483 = _i11[3]
        _t482 = []
        for _t484 in (_k434 or ()):
            if (_a438(st, _t484) == _t483):
                _t482.append(_t484)
        _i11[4] = _t482
        if (len((_i11[4] or ())) > 1):
            for _t488 in (_i11[4] or []):
                _i11[7] = _t488
                if _p444(st, [_t488, 1]) == 3: return 3
        else:
            if _p444(st, [_a445(st, _i11), 2]) == 3: return 3
            _t499 = _i11[3]
            _t498 = None
            for _t500 in (_k446 or ()):
                if (_a450(st, _t500) < _t499):
                    _t507 = _a454(st, _t500)
                    if _t498 is None or _t507 > _t498:
                        _t498 = _t507
            _i11[8] = _t498
            for _t508 in (_k455 or []):
                _i11[11] = _t508
                if not (((_i11[8] is not None) and (_a459(st, _t508) == _i11[8]))): continue
                if _p444(st, [_t508, 1]) == 3: return 3
        if _p510(st, _k509[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #140 a0928a46>
def _loop(st, _t624):
    _st_vars = st.vars
    _t625 = (_k515 or ())
    _budget516[0] -= len(_t625)
    if _budget516[0] < 0: _spent517(st)
    _t627 = 0
    for _t626 in _t625:
        _t627 += _times518((_st_vars[0 + _t624][_t626] // 5), 5)
    return _t627

# <rulerun animalia.rules: play #141 37e5f191>
def _loop(st, _t624):
    _st_vars = st.vars
    _t628 = (_k520 or ())
    _budget521[0] -= len(_t628)
    if _budget521[0] < 0: _spent522(st)
    _t630 = 0
    for _t629 in _t628:
        _t630 += _st_vars[0 + _t624][_t629]
    return _t630

# <rulerun animalia.rules: play #142 78ce75aa>
def _loop(st, _t624):
    _st_vars = st.vars
    _t631 = (_k524 or ())
    _budget525[0] -= len(_t631)
    if _budget525[0] < 0: _spent526(st)
    _t633 = 0
    for _t632 in _t631:
        _t633 += _times527((_st_vars[0 + _t624][_t632] // 5), 5)
    return _t633

# <rulerun animalia.rules: play #143 dee0e94b>
def _native(st, L):
    _st_log = st.log
    for _t624 in (_k511 or []):
        L[5] = _t624
        if _st_log is not None: _st_log.append(_Text529(_audience512(st), [_PlayerRef513(_t624), ': medals ', _plain514(st.vars[0 + _t624]), '; bonus ', _plain514(_a519(st, _t624)), '; total ', _plain514((_a523(st, _t624) + _a528(st, _t624)))]))
    _end_game530(st, None, False); return 3

# <rulerun animalia.rules: play #144 b8baf4e0>
def _native(st, L):
    return _range531(1, 3)

# <rulerun animalia.rules: collecting #145 092cee74>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT532[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k535)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[0] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 14
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run537(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run538(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit539(_k540)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit539(_k541)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run542(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit534(_k, st, _d0): raise _Runaway533()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k543)

# <rulerun animalia.rules: offer #146 eaa58cef>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT544[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            L[1] = (_o548[L[0]] or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if ((len(_st_zones[(2 + L[3])]) < 5) and ((5 - len(_st_zones[(2 + L[3])])) >= len(_st_zones[1]))):
                    pc = 4; break
            L[2] = _i
        if pc == 4:
            _o = ['take', 'pass']
            fr[1] = 5
            _t634 = L[3]
            _t635 = len(_o)
            if _t635 <= 1 and _st_log is None:
                L[4] = _o[0] if _t635 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t636 = st.chooser(_t635, _t634)
                else:
                    _t636 = _st_bits(_t635.bit_length())
                    while _t636 >= _t635: _t636 = _st_bits(_t635.bit_length())
                L[4] = _o[_t636]; st.decisions += 1
            elif _decide550(st, L, _o, _t634): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit551(_k552)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit546(_k, st, _d0): raise _Runaway545()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit551(_k555)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run556(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run557(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit546(_k, st, _d0): raise _Runaway545()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k558)

# <rulerun animalia.rules: take_lot #147 d708332b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT559[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not not (L[1] or ())):
                pc = 2
            else:
                pc = 12
        if pc == 2:
            _o = (L[1] or [])
            fr[1] = 3
            _t637 = L[0]
            _t638 = len(_o)
            if _t638 <= 1 and _st_log is None:
                L[5] = _o[0] if _t638 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t639 = st.chooser(_t638, _t637)
                else:
                    _t639 = _st_bits(_t638.bit_length())
                    while _t639 >= _t638: _t639 = _st_bits(_t638.bit_length())
                L[5] = _o[_t639]; st.decisions += 1
            elif _decide564(st, L, _o, _t637): return True
            pc = 3
        if pc == 3:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c566[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit567(_k568)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c566[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit567(_k569)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit567(_k570)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k571)

# <rulerun animalia.rules: use_thief #148 881f708d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t640 in (_k575 or []):
                if ((_t640 != L[0]) and (not not _st_zones[(2 + _t640)])): _o.append(_t640)
            fr[1] = 2
            if _offer576(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t641 = L[0]
            _t642 = len(_o)
            if _t642 <= 1 and _st_log is None:
                L[2] = _o[0] if _t642 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t643 = st.chooser(_t642, _t641)
                else:
                    _t643 = _st_bits(_t642.bit_length())
                    while _t643 >= _t642: _t643 = _st_bits(_t642.bit_length())
                L[2] = _o[_t643]; st.decisions += 1
            elif _decide579(st, L, _o[:], _t641): return True
            pc = 4
        if pc == 4:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k581)

# <rulerun animalia.rules: use_spy #149 0d3d97aa>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT582[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run585(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t644 = L[0]
            _t645 = len(_o)
            if _t645 <= 1 and _st_log is None:
                L[1] = _o[0] if _t645 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t646 = st.chooser(_t645, _t644)
                else:
                    _t646 = _st_bits(_t645.bit_length())
                    while _t646 >= _t645: _t646 = _st_bits(_t645.bit_length())
                L[1] = _o[_t646]; st.decisions += 1
            elif _decide587(st, L, _o, _t644): return True
            pc = 2
        if pc == 2:
            _r = _run588(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3:
            if (not not _st_zones[(10 + L[0])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(10 + L[0])]
            fr[1] = 5
            _t647 = L[0]
            _t648 = len(_o)
            if _t648 <= 1 and _st_log is None:
                L[2] = _o[0] if _t648 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t649 = st.chooser(_t648, _t647)
                else:
                    _t649 = _st_bits(_t648.bit_length())
                    while _t649 >= _t648: _t649 = _st_bits(_t648.bit_length())
                L[2] = _o[_t649]; st.decisions += 1
            elif _decide590(st, L, _o[:], _t647): return True
            pc = 5
        if pc == 5:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit584(_k, st, _d0): raise _Runaway583()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k592)

# <rulerun animalia.rules: use_gift #150 052413d7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t650 in (_k595 or []):
                if ((_t650 != L[0]) and (len(_st_zones[(2 + _t650)]) < 5)): _o.append(_t650)
            fr[1] = 1
            if _offer596(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run597(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t651 = L[0]
            _t652 = len(_o)
            if _t652 <= 1 and _st_log is None:
                L[2] = _o[0] if _t652 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t653 = st.chooser(_t652, _t651)
                else:
                    _t653 = _st_bits(_t652.bit_length())
                    while _t653 >= _t652: _t653 = _st_bits(_t652.bit_length())
                L[2] = _o[_t653]; st.decisions += 1
            elif _decide599(st, L, _o[:], _t651): return True
            pc = 3
        if pc == 3:
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k601)

# <rulerun animalia.rules: elegance_bonuses #151 40a278c2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k605)

# <rulerun animalia.rules: give_bonus #152 f481deac>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k609)

# <rulerun animalia.rules: awards #153 c165027a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t655 = st.zones[(6 + L[0])]
    _budget615[0] -= len(_t655)
    if _budget615[0] < 0: _spent616(st)
    _t657 = 0
    for _t656 in _t655:
        if (_st_cvars[31 + _t656] is not None):
            _t657 += 1
    return _t657

# <rulerun animalia.rules: awards #154 77c43764>
def _loop(st, L, _t659):
    _st_cvars = st.cvars
    _t660 = st.zones[(6 + L[0])]
    _budget619[0] -= len(_t660)
    if _budget619[0] < 0: _spent620(st)
    for _t661 in _t660:
        if (_st_cvars[31 + _t661] == _t659):
            return True
    return False

# <rulerun animalia.rules: awards #155 8749840f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT610[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k613)
            fr[1] = 2
            if _step614(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t658 = _NOT_YET
            _o = []
            for _t654 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t654] is None) and (len(_st_zones[(2 + L[0])]) > (_t658 if _t658 is not _NOT_YET else (_t658 := _a617(st, L))))): _o.append(_t654)
            fr[1] = 4
            if _offer618(st, L, _o): return True
            pc = 4
        if pc == 4:
            if (L[1] is None):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            pc = 10
        if pc == 6:
            pc = 7
        if pc == 7:
            _o = []
            for _t659 in _st_zones[(2 + L[0])]:
                if (not _a621(st, L, _t659)): _o.append(_t659)
            fr[1] = 8
            _t663 = L[0]
            _t664 = len(_o)
            if _t664 <= 1 and _st_log is None:
                L[2] = _o[0] if _t664 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t665 = st.chooser(_t664, _t663)
                else:
                    _t665 = _st_bits(_t664.bit_length())
                    while _t665 >= _t664: _t665 = _st_bits(_t664.bit_length())
                L[2] = _o[_t665]; st.decisions += 1
            elif _decide623(st, L, _o, _t663): return True
            pc = 8
        if pc == 8:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit612(_k, st, _d0): raise _Runaway611()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k626 or []); L[10] = 0
            pc = 13
        if pc == 13:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 20
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 14; break
            L[10] = _i
        if pc == 14:
            L[12] = _st_zones[(2 + L[11])][:]; L[13] = 0
            pc = 15
        if pc == 15:
            _s = L[12]; _i = L[13]; _n = len(_s); pc = 19
            while _i < _n:
                L[14] = _s[_i]; _i += 1
                if ((_c627[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k628 or [])
            fr[1] = 17
            _t666 = L[11]
            _t667 = len(_o)
            if _t667 <= 1 and _st_log is None:
                L[15] = _o[0] if _t667 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t668 = st.chooser(_t667, _t666)
                else:
                    _t668 = _st_bits(_t667.bit_length())
                    while _t668 >= _t667: _t668 = _st_bits(_t667.bit_length())
                L[15] = _o[_t668]; st.decisions += 1
            elif _decide630(st, L, _o, _t666): return True
            pc = 17
        if pc == 17:
            _r = _run631(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit612(_k, st, _d0): raise _Runaway611()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit612(_k, st, _d0): raise _Runaway611()
            continue
        if pc == 20:
            _r = _run632(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k633)

# <rulerun animalia.rules: play #156 60698af8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT634[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run637(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range638(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit640(_k641)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run642(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit640(_k643)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run644(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit636(_k, st, _d0): raise _Runaway635()
            continue
        if pc == 9:
            _r = _run645(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step646(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k647)

# <rulerun animalia.rules: collecting #157 29fc81f3>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT648[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k651)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region652(st, L)
            if _r is None:
                pc = 14
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run653(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[0] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 14
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run654(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p656(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit657(_k658)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p659(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit657(_k660)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run661(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit650(_k, st, _d0): raise _Runaway649()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k662)

# <rulerun animalia.rules: offer #158 561dab5b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT663[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run666(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region667(st, L)
            if _r is None:
                pc = 17
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 17
        if pc == 2:
            L[1] = (_o668[L[0]] or []); L[2] = 0
            pc = 3
        if pc == 3:
            _s = L[1]; _i = L[2]; _n = len(_s); pc = 10
            while _i < _n:
                L[3] = _s[_i]; _i += 1
                if ((len(_st_zones[(2 + L[3])]) < 5) and ((5 - len(_st_zones[(2 + L[3])])) >= len(_st_zones[1]))):
                    pc = 4; break
            L[2] = _i
        if pc == 4:
            _o = ['take', 'pass']
            fr[1] = 5
            _t669 = L[3]
            _t670 = len(_o)
            if _t670 <= 1 and _st_log is None:
                L[4] = _o[0] if _t670 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t671 = st.chooser(_t670, _t669)
                else:
                    _t671 = _st_bits(_t670.bit_length())
                    while _t671 >= _t670: _t671 = _st_bits(_t670.bit_length())
                L[4] = _o[_t671]; st.decisions += 1
            elif _decide670(st, L, _o, _t669): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p671(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit672(_k673)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit665(_k, st, _d0): raise _Runaway664()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run675(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p671(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit672(_k676)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run677(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run678(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit665(_k, st, _d0): raise _Runaway664()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k679)

# <rulerun animalia.rules: take_lot #159 9dbb2e9e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT680[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run683(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region684(st, L)
            if _r is None:
                pc = 12
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not not (L[1] or ())):
                pc = 2
            else:
                pc = 12
        if pc == 2:
            _o = (L[1] or [])
            fr[1] = 3
            _t672 = L[0]
            _t673 = len(_o)
            if _t673 <= 1 and _st_log is None:
                L[5] = _o[0] if _t673 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t674 = st.chooser(_t673, _t672)
                else:
                    _t674 = _st_bits(_t673.bit_length())
                    while _t674 >= _t673: _t674 = _st_bits(_t673.bit_length())
                L[5] = _o[_t674]; st.decisions += 1
            elif _decide686(st, L, _o, _t672): return True
            pc = 3
        if pc == 3:
            _r = _run687(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c688[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p689(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit690(_k691)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c688[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p692(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit690(_k693)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p694(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit690(_k695)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit682(_k, st, _d0): raise _Runaway681()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k696)

# <rulerun animalia.rules: use_spy #160 e49981d2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT697[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run700(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t675 = L[0]
            _t676 = len(_o)
            if _t676 <= 1 and _st_log is None:
                L[1] = _o[0] if _t676 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t677 = st.chooser(_t676, _t675)
                else:
                    _t677 = _st_bits(_t676.bit_length())
                    while _t677 >= _t676: _t677 = _st_bits(_t676.bit_length())
                L[1] = _o[_t677]; st.decisions += 1
            elif _decide702(st, L, _o, _t675): return True
            pc = 2
        if pc == 2:
            _r = _run703(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region704(st, L)
            if _r is None:
                pc = 7
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 3:
            if (not not _st_zones[(10 + L[0])]):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _o = _st_zones[(10 + L[0])]
            fr[1] = 5
            _t678 = L[0]
            _t679 = len(_o)
            if _t679 <= 1 and _st_log is None:
                L[2] = _o[0] if _t679 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t680 = st.chooser(_t679, _t678)
                else:
                    _t680 = _st_bits(_t679.bit_length())
                    while _t680 >= _t679: _t680 = _st_bits(_t679.bit_length())
                L[2] = _o[_t680]; st.decisions += 1
            elif _decide706(st, L, _o[:], _t678): return True
            pc = 5
        if pc == 5:
            _r = _run707(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit699(_k, st, _d0): raise _Runaway698()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k708)

# <rulerun animalia.rules: awards #161 27dec0a4>
def _loop(st, L):
    _st_cvars = st.cvars
    _t682 = st.zones[(6 + L[0])]
    _budget715[0] -= len(_t682)
    if _budget715[0] < 0: _spent716(st)
    _t684 = 0
    for _t683 in _t682:
        if (_st_cvars[31 + _t683] is not None):
            _t684 += 1
    return _t684

# <rulerun animalia.rules: awards #162 0314fd72>
def _loop(st, L, _t686):
    _st_cvars = st.cvars
    _t687 = st.zones[(6 + L[0])]
    _budget719[0] -= len(_t687)
    if _budget719[0] < 0: _spent720(st)
    for _t688 in _t687:
        if (_st_cvars[31 + _t688] == _t686):
            return True
    return False

# <rulerun animalia.rules: awards #163 f59783f8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT709[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k712)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region713(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step714(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t685 = _NOT_YET
            _o = []
            for _t681 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t681] is None) and (len(_st_zones[(2 + L[0])]) > (_t685 if _t685 is not _NOT_YET else (_t685 := _a717(st, L))))): _o.append(_t681)
            fr[1] = 4
            if _offer718(st, L, _o): return True
            pc = 4
        if pc == 4:
            if (L[1] is None):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            pc = 10
        if pc == 6:
            pc = 7
        if pc == 7:
            _o = []
            for _t686 in _st_zones[(2 + L[0])]:
                if (not _a721(st, L, _t686)): _o.append(_t686)
            fr[1] = 8
            _t690 = L[0]
            _t691 = len(_o)
            if _t691 <= 1 and _st_log is None:
                L[2] = _o[0] if _t691 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t692 = st.chooser(_t691, _t690)
                else:
                    _t692 = _st_bits(_t691.bit_length())
                    while _t692 >= _t691: _t692 = _st_bits(_t691.bit_length())
                L[2] = _o[_t692]; st.decisions += 1
            elif _decide723(st, L, _o, _t690): return True
            pc = 8
        if pc == 8:
            _r = _run724(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit711(_k, st, _d0): raise _Runaway710()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run725(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region726(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k727 or []); L[10] = 0
            pc = 13
        if pc == 13:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 20
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 14; break
            L[10] = _i
        if pc == 14:
            L[12] = _st_zones[(2 + L[11])][:]; L[13] = 0
            pc = 15
        if pc == 15:
            _s = L[12]; _i = L[13]; _n = len(_s); pc = 19
            while _i < _n:
                L[14] = _s[_i]; _i += 1
                if ((_c728[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k729 or [])
            fr[1] = 17
            _t693 = L[11]
            _t694 = len(_o)
            if _t694 <= 1 and _st_log is None:
                L[15] = _o[0] if _t694 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t695 = st.chooser(_t694, _t693)
                else:
                    _t695 = _st_bits(_t694.bit_length())
                    while _t695 >= _t694: _t695 = _st_bits(_t694.bit_length())
                L[15] = _o[_t695]; st.decisions += 1
            elif _decide731(st, L, _o, _t693): return True
            pc = 17
        if pc == 17:
            _r = _run732(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit711(_k, st, _d0): raise _Runaway710()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit711(_k, st, _d0): raise _Runaway710()
            continue
        if pc == 20:
            _r = _run733(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k734)

# <rulerun animalia.rules: collecting #164 1b8e3785>
def _loop(st, _i15l0, _t705):
    _t707 = st.zones[(2 + _i15l0)]
    _budget754[0] -= len(_t707)
    if _budget754[0] < 0: _spent755(st)
    try:
        _t710 = _c756[_t705]
    except Exception:
        for _t708 in _t707:
            if (_c756[_t708] == _c756[_t705]):
                return True
        return False
    else:
        for _t708 in _t707:
            if (_c756[_t708] == _t710):
                return True
        return False

# <rulerun animalia.rules: collecting #165 playout 509ee9ea>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k742)
    _t696 = 0; _t697 = st.decisions
    while (not not _st_zones[0]):
        _t696 += 1
        if _t696 > _LIMIT743[0] and _over_limit744(_t696, st, _t697): raise _Runaway745()
        _t698 = []
        for _t699 in (_o746[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t699)]) < 5):
                _t698.append(_t699)
        L[0] = _t698
        if (not (L[0] or ())):
            break
        _t700 = None
        for _t701 in (L[0] or ()):
            _t700 = _t701
            break
        L[1] = _t700
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text749(_audience747(st), [_PlayerRef748(L[1]), ' draws alone']))
            _t704 = _st_zones[0]
            _t703 = 1
            if _st_log is None and _t704:
                _t702 = _t704.pop(); _st_zones[_t703].append(_t702); st.loc[_t702] = _t703
            elif _t704:
                _move_cards750(st, _t704[-1], _t703, False)
            if _p766(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p767(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #166 19da73ca>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT735[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run738(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region739(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range740(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run741(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p768(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit769(_k770)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run771(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p772(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit769(_k773)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run774(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit737(_k, st, _d0): raise _Runaway736()
            continue
        if pc == 9:
            _r = _run775(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step776(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k777)

# <rulerun animalia.rules: play #167 8375c8ba>
def _loop(st, p):
    _st_vars = st.vars
    _t721 = (_k778 or ())
    _budget779[0] -= len(_t721)
    if _budget779[0] < 0: _spent780(st)
    _t723 = 0
    for _t722 in _t721:
        _t723 += _st_vars[0 + p][_t722]
    return _t723

# <rulerun animalia.rules: play #168 5fd75979>
def _loop(st, p):
    _st_vars = st.vars
    _t724 = (_k782 or ())
    _budget783[0] -= len(_t724)
    if _budget783[0] < 0: _spent784(st)
    _t726 = 0
    for _t725 in _t724:
        _t726 += _times785((_st_vars[0 + p][_t725] // 5), 5)
    return _t726

# <rulerun animalia.rules: rank #169 a73bb9d9>
def _native(st, p):
    return ((_a781(st, p) + _a786(st, p)), )

