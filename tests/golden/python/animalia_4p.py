# <rulerun animalia.rules: collecting #0 92c0da08>
def _native(st, L):
    _t0 = []
    for _t1 in (_o0[st.vars[4]] or ()):
        if (len(st.zones[(2 + _t1)]) < 5):
            _t0.append(_t1)
    L[0] = _t0

# <rulerun animalia.rules: collecting #1 3e0c0d17>
def _native(st, L):
    _t3 = (L[0] or ())
    _budget1[0] -= len(_t3)
    if _budget1[0] < 0: _spent2(st)
    _t2 = None
    for _t4 in _t3:
        _t2 = _t4
        break
    L[1] = _t2
    st.vars[5] = L[1]

# <rulerun animalia.rules: collecting #2 631f3bb2>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text5(_audience3(st), [_PlayerRef4(L[1]), ' draws alone']))
    _t7 = _st_zones[0]
    _t6 = 1
    if _st_log is None and _t7:
        _t5 = _t7.pop(); _st_zones[_t6].append(_t5); st.loc[_t5] = _t6
    elif _t7:
        _move_cards6(st, _t7[-1], _t6, False)

# <rulerun animalia.rules: collecting #3 fcbda55b>
def _native(st, L):
    st.vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #4 6c0c3f91>
def _loop(st, _i0l0, _t16):
    _st_zones = st.zones
    try:
        _t20 = _c15[_t16]
    except Exception:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c15[_t18] == _c15[_t16]):
                return True
        return False
    else:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c15[_t18] == _t20):
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

# <rulerun animalia.rules: use_thief #8 playout a6ac35d3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t29 = []
    for _t30 in (_k26 or []):
        if ((_t30 != _l0) and (not not _st_zones[(2 + _t30)])): _t29.append(_t30)
    if _offer28(st, L, _t29): raise _PlayoutCut27()
    if (L[1] is None):
        return 2
    _t31 = _st_zones[(2 + L[1])]
    _t32 = _l0
    _t33 = len(_t31)
    if not _t33: _no_option30(_t32, 'thief: take which card')
    if _t33 <= 1 and _st_log is None:
        L[2] = _t31[0] if _t33 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t34 = st.chooser(_t33, _t32)
        else:
            _t34 = _st_bits(_t33.bit_length())
            while _t34 >= _t33: _t34 = _st_bits(_t33.bit_length())
        L[2] = _t31[_t34]; st.decisions += 1
    elif _decide31(st, L, _t31[:], _t32): raise _PlayoutCut27()
    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' steals ', _card_ref32(st, L[2]), ' from ', _PlayerRef24(L[1])]))
    _t35 = L[2]
    _t36 = (2 + _l0)
    if type(_t35) is int and _st_log is None:
        _t37 = _st_zones[_st_loc[_t35]]
        if _t37[-1] == _t35: _t37.pop()
        else: _t37.remove(_t35)
        _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
    elif _t35 is not None:
        _move_cards33(st, _t35, _t36, False)

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout 3d126ba9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t38 = ['look', 'skip']
    _t39 = _l0
    _t40 = len(_t38)
    if not _t40: _no_option37(_t39, 'spy')
    if _t40 <= 1 and _st_log is None:
        L[1] = _t38[0] if _t40 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t41 = st.chooser(_t40, _t39)
        else:
            _t41 = _st_bits(_t40.bit_length())
            while _t41 >= _t40: _t41 = _st_bits(_t40.bit_length())
        L[1] = _t38[_t41]; st.decisions += 1
    elif _decide38(st, L, _t38, _t39): raise _PlayoutCut35()
    if (L[1] == 'skip'):
        return 2
    _t42 = _st_zones[0][:-(5) - 1:-1]
    _t43 = (10 + _l0)
    if type(_t42) is list and _st_log is None:
        for _t44 in _t42:
            _t45 = _st_zones[_st_loc[_t44]]
            if _t45[-1] == _t44: _t45.pop()
            else: _t45.remove(_t44)
            _st_zones[_t43].append(_t44); _st_loc[_t44] = _t43
    elif _t42 is not None:
        _move_cards39(st, _t42, _t43, False)
    while (not not _st_zones[(10 + _l0)]):
        _budget40[0] -= 1
        if _budget40[0] < 0: _spent41(st)
        _t46 = _st_zones[(10 + _l0)]
        _t47 = _l0
        _t48 = len(_t46)
        if not _t48: _no_option37(_t47, 'spy: put back next (the last one ends on top)')
        if _t48 <= 1 and _st_log is None:
            L[2] = _t46[0] if _t48 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t49 = st.chooser(_t48, _t47)
            else:
                _t49 = _st_bits(_t48.bit_length())
                while _t49 >= _t48: _t49 = _st_bits(_t48.bit_length())
            L[2] = _t46[_t49]; st.decisions += 1
        elif _decide43(st, L, _t46[:], _t47): raise _PlayoutCut35()
        _t50 = L[2]
        _t51 = 0
        if type(_t50) is int and _st_log is None:
            _t52 = _st_zones[_st_loc[_t50]]
            if _t52[-1] == _t50: _t52.pop()
            else: _t52.remove(_t50)
            _st_zones[_t51].append(_t50); _st_loc[_t50] = _t51
        elif _t50 is not None:
            _move_cards39(st, _t50, _t51, False)

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout c25c8d2f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t53 = []
    for _t54 in (_k45 or []):
        if ((_t54 != _l0) and (len(_st_zones[(2 + _t54)]) < 5)): _t53.append(_t54)
    if _offer47(st, L, _t53): raise _PlayoutCut46()
    if (L[1] is None):
        return 2
    _t55 = _st_zones[(2 + _l0)]
    _t56 = _l0
    _t57 = len(_t55)
    if not _t57: _no_option49(_t56, 'gift: which card')
    if _t57 <= 1 and _st_log is None:
        L[2] = _t55[0] if _t57 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t58 = st.chooser(_t57, _t56)
        else:
            _t58 = _st_bits(_t57.bit_length())
            while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
        L[2] = _t55[_t58]; st.decisions += 1
    elif _decide50(st, L, _t55[:], _t56): raise _PlayoutCut46()
    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' gives ', _card_ref53(st, L[2]), ' to ', _PlayerRef52(L[1])]))
    _t59 = L[2]
    _t60 = (2 + L[1])
    if type(_t59) is int and _st_log is None:
        _t61 = _st_zones[_st_loc[_t59]]
        if _t61[-1] == _t59: _t61.pop()
        else: _t61.remove(_t59)
        _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
    elif _t59 is not None:
        _move_cards55(st, _t59, _t60, False)

# <rulerun animalia.rules: take_lot #15 94f130a3>
def _loop(st, L, _t62):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t66 = _c60[_t62]
    except Exception:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c60[_t64] == _c60[_t62]):
                return True
        return False
    else:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c60[_t64] == _t66):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout d28d9968>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    _t63 = (_st_zones[1][:] or [])
    _budget57[0] -= len(_t63)
    if _budget57[0] < 0: _spent58(st)
    for _t62 in _t63:
        L[4] = _t62
        if ((_c59[_t62] != 'plain') and _a61(st, L, _t62)):
            L[1] = (L[1] + [_t62])
            if len(L[1]) > 1000000: _too_long62(L[1])
        _t68 = _t62
        _t69 = (2 + _l0)
        if type(_t68) is int and _st_log is None:
            _t70 = _st_zones[_st_loc[_t68]]
            if _t70[-1] == _t68: _t70.pop()
            else: _t70.remove(_t68)
            _st_zones[_t69].append(_t68); _st_loc[_t68] = _t69
        elif _t68 is not None:
            _move_cards63(st, _t68, _t69, False)
    while (not not (L[1] or ())):
        _budget57[0] -= 1
        if _budget57[0] < 0: _spent58(st)
        _t71 = (L[1] or [])
        _t72 = _l0
        _t73 = len(_t71)
        if not _t73: _no_option66(_t72, 'power to resolve next')
        if _t73 <= 1 and _st_log is None:
            L[5] = _t71[0] if _t73 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t74 = st.chooser(_t73, _t72)
            else:
                _t74 = _st_bits(_t73.bit_length())
                while _t74 >= _t73: _t74 = _st_bits(_t73.bit_length())
            L[5] = _t71[_t74]; st.decisions += 1
        elif _decide67(st, L, _t71, _t72): raise _PlayoutCut64()
        L[1] = _remove68(st, L[1], L[5])
        if (_c59[L[5]] == 'thief'):
            if _p69(st, [_l0, None, None]) == 3: return 3
        elif (_c59[L[5]] == 'spy'):
            if _p70(st, [_l0, None, None]) == 3: return 3
        else:
            if _p71(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 c48c466a>
def _loop(st, _i1l0, _t83):
    _st_zones = st.zones
    try:
        _t87 = _c82[_t83]
    except Exception:
        for _t85 in _st_zones[(2 + _i1l0)]:
            if (_c82[_t85] == _c82[_t83]):
                return True
        return False
    else:
        for _t85 in _st_zones[(2 + _i1l0)]:
            if (_c82[_t85] == _t87):
                return True
        return False

# <rulerun animalia.rules: offer #19 16254477>
def _loop(st, _i2l0, _t96):
    _st_zones = st.zones
    try:
        _t100 = _c95[_t96]
    except Exception:
        for _t98 in _st_zones[(2 + _i2l0)]:
            if (_c95[_t98] == _c95[_t96]):
                return True
        return False
    else:
        for _t98 in _st_zones[(2 + _i2l0)]:
            if (_c95[_t98] == _t100):
                return True
        return False

# <rulerun animalia.rules: offer #20 playout 3653da1d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t77 = _st_zones[0]
    _t76 = 1
    if _st_log is None and _t77:
        _t75 = _t77.pop(); _st_zones[_t76].append(_t75); _st_loc[_t75] = _t76
    elif _t77:
        _move_cards73(st, _t77[-1], _t76, False)
    while True:
        _budget74[0] -= 1
        if _budget74[0] < 0: _spent75(st)
        for _t78 in (_o76[_l0] or []):
            L[3] = _t78
            if not (((len(_st_zones[(2 + _t78)]) < 5) and ((5 - len(_st_zones[(2 + _t78)])) >= len(_st_zones[1])))): continue
            _t79 = ['take', 'pass']
            _t80 = _t78
            _t81 = len(_t79)
            if not _t81: _no_option79(_t80, 'take the lot')
            if _t81 <= 1 and _st_log is None:
                L[4] = _t79[0] if _t81 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t82 = st.chooser(_t81, _t80)
                else:
                    _t82 = _st_bits(_t81.bit_length())
                    while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
                L[4] = _t79[_t82]; st.decisions += 1
            elif _decide80(st, L, _t79, _t80): raise _PlayoutCut77()
            if (L[4] == 'take'):
                if _p91(st, [_t78, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text94(_audience92(st), [_PlayerRef93(_l0), ' must take the lot']))
            if _p91(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t111 = _st_zones[0]
        _t110 = 1
        if _st_log is None and _t111:
            _t109 = _t111.pop(); _st_zones[_t110].append(_t109); _st_loc[_t109] = _t110
        elif _t111:
            _move_cards73(st, _t111[-1], _t110, False)

# <rulerun animalia.rules: collecting #21 0c951a2c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (not not _st_zones[0]):
        _budget7[0] -= 1
        if _budget7[0] < 0: _spent8(st)
        _t8 = []
        for _t9 in (_o9[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t9)]) < 5):
                _t8.append(_t9)
        L[0] = _t8
        if (not (L[0] or ())):
            break
        _t11 = (L[0] or ())
        _budget7[0] -= len(_t11)
        if _budget7[0] < 0: _spent8(st)
        _t10 = None
        for _t12 in _t11:
            _t10 = _t12
            break
        L[1] = _t10
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text12(_audience10(st), [_PlayerRef11(L[1]), ' draws alone']))
            _t15 = _st_zones[0]
            _t14 = 1
            if _st_log is None and _t15:
                _t13 = _t15.pop(); _st_zones[_t14].append(_t13); st.loc[_t13] = _t14
            elif _t15:
                _move_cards13(st, _t15[-1], _t14, False)
            if _p72(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p98(st, [L[1], None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #27 d0932ab7>
def _native(st, L):
    _st_zones = st.zones
    _t114 = _st_zones[0]
    _t113 = 1
    if st.log is None and _t114:
        _t112 = _t114.pop(); _st_zones[_t113].append(_t112); st.loc[_t112] = _t113
    elif _t114:
        _move_cards99(st, _t114[-1], _t113, False)

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 7d79b088>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text102(_audience100(st), [_PlayerRef101(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #30 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #31 80f9342e>
def _native(st, L):
    _st_zones = st.zones
    _t117 = _st_zones[0]
    _t116 = 1
    if st.log is None and _t117:
        _t115 = _t117.pop(); _st_zones[_t116].append(_t115); st.loc[_t115] = _t116
    elif _t117:
        _move_cards103(st, _t117[-1], _t116, False)

# <rulerun animalia.rules: offer #32 cbb1c959>
def _loop(st, _i3l0, _t123):
    _st_zones = st.zones
    try:
        _t127 = _c112[_t123]
    except Exception:
        for _t125 in _st_zones[(2 + _i3l0)]:
            if (_c112[_t125] == _c112[_t123]):
                return True
        return False
    else:
        for _t125 in _st_zones[(2 + _i3l0)]:
            if (_c112[_t125] == _t127):
                return True
        return False

# <rulerun animalia.rules: offer #33 d31a9bfd>
def _loop(st, _i4l0, _t136):
    _st_zones = st.zones
    try:
        _t140 = _c126[_t136]
    except Exception:
        for _t138 in _st_zones[(2 + _i4l0)]:
            if (_c126[_t138] == _c126[_t136]):
                return True
        return False
    else:
        for _t138 in _st_zones[(2 + _i4l0)]:
            if (_c126[_t138] == _t140):
                return True
        return False

# <rulerun animalia.rules: offer #34 8e9866f9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget104[0] -= 1
        if _budget104[0] < 0: _spent105(st)
        for _t118 in (_o106[_l0] or []):
            L[3] = _t118
            if not (((len(_st_zones[(2 + _t118)]) < 5) and ((5 - len(_st_zones[(2 + _t118)])) >= len(_st_zones[1])))): continue
            _t119 = ['take', 'pass']
            _t120 = _t118
            _t121 = len(_t119)
            if not _t121: _no_option109(_t120, 'take the lot')
            if _t121 <= 1 and _st_log is None:
                L[4] = _t119[0] if _t121 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t122 = st.chooser(_t121, _t120)
                else:
                    _t122 = _st_bits(_t121.bit_length())
                    while _t122 >= _t121: _t122 = _st_bits(_t121.bit_length())
                L[4] = _t119[_t122]; st.decisions += 1
            elif _decide110(st, L, _t119, _t120): raise _PlayoutCut107()
            if (L[4] == 'take'):
                if _p122(st, [_t118, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text125(_audience123(st), [_PlayerRef124(_l0), ' must take the lot']))
            if _p122(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t151 = _st_zones[0]
        _t150 = 1
        if _st_log is None and _t151:
            _t149 = _t151.pop(); _st_zones[_t150].append(_t149); st.loc[_t149] = _t150
        elif _t151:
            _move_cards115(st, _t151[-1], _t150, False)

# <rulerun animalia.rules: offer #35 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #36 191af479>
def _native(st, L):
    return _o129[L[0]]

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

# <rulerun animalia.rules: take_lot #43 3b42d70b>
def _loop(st, L, _t152):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t156 = _c133[_t152]
    except Exception:
        for _t154 in _st_zones[(2 + _l0)]:
            if (_c133[_t154] == _c133[_t152]):
                return True
        return False
    else:
        for _t154 in _st_zones[(2 + _l0)]:
            if (_c133[_t154] == _t156):
                return True
        return False

# <rulerun animalia.rules: take_lot #44 599e2cff>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t153 = (_st_zones[1][:] or [])
    _budget130[0] -= len(_t153)
    if _budget130[0] < 0: _spent131(st)
    for _t152 in _t153:
        L[4] = _t152
        if ((_c132[_t152] != 'plain') and _a134(st, L, _t152)):
            L[1] = (L[1] + [_t152])
            if len(L[1]) > 1000000: _too_long135(L[1])
        _t158 = _t152
        _t159 = (2 + L[0])
        if type(_t158) is int and st.log is None:
            _t160 = _st_zones[_st_loc[_t158]]
            if _t160[-1] == _t158: _t160.pop()
            else: _t160.remove(_t158)
            _st_zones[_t159].append(_t158); _st_loc[_t158] = _t159
        elif _t158 is not None:
            _move_cards136(st, _t158, _t159, False)

# <rulerun animalia.rules: take_lot #45 e265984b>
def _native(st, L):
    L[1] = _remove137(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #46 9f4d05d9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        _budget138[0] -= 1
        if _budget138[0] < 0: _spent139(st)
        _t161 = (L[1] or [])
        _t162 = _l0
        _t163 = len(_t161)
        if not _t163: _no_option142(_t162, 'power to resolve next')
        if _t163 <= 1 and _st_log is None:
            L[5] = _t161[0] if _t163 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t164 = st.chooser(_t163, _t162)
            else:
                _t164 = _st_bits(_t163.bit_length())
                while _t164 >= _t163: _t164 = _st_bits(_t163.bit_length())
            L[5] = _t161[_t164]; st.decisions += 1
        elif _decide143(st, L, _t161, _t162): raise _PlayoutCut140()
        L[1] = _remove144(st, L[1], L[5])
        if (_c145[L[5]] == 'thief'):
            if _p146(st, [_l0, None, None]) == 3: return 3
        elif (_c145[L[5]] == 'spy'):
            if _p147(st, [_l0, None, None]) == 3: return 3
        else:
            if _p148(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #47 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #48 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #49 dc6f0218>
def _native(st, L):
    return (_c149[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #50 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #51 47446ad7>
def _native(st, L):
    return (_c150[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #52 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #54 252a6f9f>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text153(_audience151(st), [_PlayerRef152(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #55 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #56 f6f2ff0a>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text157(_audience154(st), [_PlayerRef155(_l0), ' steals ', _card_ref156(st, _l2), ' from ', _PlayerRef155(L[1])]))
    _t165 = _l2
    _t166 = (2 + _l0)
    if type(_t165) is int and _st_log is None:
        _t167 = _st_zones[_st_loc[_t165]]
        if _t167[-1] == _t165: _t167.pop()
        else: _t167.remove(_t165)
        _st_zones[_t166].append(_t165); _st_loc[_t165] = _t166
    elif _t165 is not None:
        _move_cards158(st, _t165, _t166, False)

# <rulerun animalia.rules: use_thief #57 37e2f1e9>
def _native(st, L):
    return _k159

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

# <rulerun animalia.rules: use_spy #61 92eb9e81>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t168 = _st_zones[0][:-(5) - 1:-1]
    _t169 = (10 + L[0])
    if type(_t168) is list and st.log is None:
        for _t170 in _t168:
            _t171 = _st_zones[_st_loc[_t170]]
            if _t171[-1] == _t170: _t171.pop()
            else: _t171.remove(_t170)
            _st_zones[_t169].append(_t170); _st_loc[_t170] = _t169
    elif _t168 is not None:
        _move_cards160(st, _t168, _t169, False)

# <rulerun animalia.rules: use_spy #62 f13221db>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t172 = L[2]
    _t173 = 0
    if type(_t172) is int and st.log is None:
        _t174 = _st_zones[_st_loc[_t172]]
        if _t174[-1] == _t172: _t174.pop()
        else: _t174.remove(_t172)
        _st_zones[_t173].append(_t172); _st_loc[_t172] = _t173
    elif _t172 is not None:
        _move_cards161(st, _t172, _t173, False)

# <rulerun animalia.rules: use_spy #63 f0263911>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        _budget162[0] -= 1
        if _budget162[0] < 0: _spent163(st)
        _t175 = _st_zones[(10 + _l0)]
        _t176 = _l0
        _t177 = len(_t175)
        if not _t177: _no_option166(_t176, 'spy: put back next (the last one ends on top)')
        if _t177 <= 1 and _st_log is None:
            L[2] = _t175[0] if _t177 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t178 = st.chooser(_t177, _t176)
            else:
                _t178 = _st_bits(_t177.bit_length())
                while _t178 >= _t177: _t178 = _st_bits(_t177.bit_length())
            L[2] = _t175[_t178]; st.decisions += 1
        elif _decide167(st, L, _t175[:], _t176): raise _PlayoutCut164()
        _t179 = L[2]
        _t180 = 0
        if type(_t179) is int and _st_log is None:
            _t181 = _st_zones[_st_loc[_t179]]
            if _t181[-1] == _t179: _t181.pop()
            else: _t181.remove(_t179)
            _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
        elif _t179 is not None:
            _move_cards168(st, _t179, _t180, False)

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

# <rulerun animalia.rules: use_gift #68 faa0e5f4>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text172(_audience169(st), [_PlayerRef170(L[0]), ' gives ', _card_ref171(st, _l2), ' to ', _PlayerRef170(_l1)]))
    _t182 = _l2
    _t183 = (2 + _l1)
    if type(_t182) is int and _st_log is None:
        _t184 = _st_zones[_st_loc[_t182]]
        if _t184[-1] == _t182: _t184.pop()
        else: _t184.remove(_t182)
        _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
    elif _t182 is not None:
        _move_cards173(st, _t182, _t183, False)

# <rulerun animalia.rules: use_gift #69 c18b4d0a>
def _native(st, L):
    return _k174

# <rulerun animalia.rules: use_gift #70 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #71 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #72 60408731>
def _loop(st, _t185):
    _t188 = 0
    for _t187 in st.zones[(2 + _t185)]:
        _t188 += _c181[_t187]
    return _t188

# <rulerun animalia.rules: elegance_bonuses #73 d854f2d8>
def _loop(st, _t191):
    _t193 = 0
    for _t192 in st.zones[(2 + _t191)]:
        _t193 += _c186[_t192]
    return _t193

# <rulerun animalia.rules: elegance_bonuses #74 ffcfcd2d>
def _loop(st, _t198):
    _t200 = 0
    for _t199 in st.zones[(2 + _t198)]:
        _t200 += _c189[_t199]
    return _t200

# <rulerun animalia.rules: give_bonus #75 fd9f7e93>
def _loop(st, L):
    _t204 = 0
    for _t203 in st.zones[(2 + L[0])]:
        _t204 += _c191[_t203]
    return _t204

# <rulerun animalia.rules: give_bonus #76 2cd8332f>
def _loop(st, L):
    _t206 = 0
    for _t205 in st.zones[(2 + L[0])]:
        _t206 += _c195[_t205]
    return _t206

# <rulerun animalia.rules: give_bonus #77 89546d1c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a192(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text198(_audience193(st), [_PlayerRef194(_l0), ' gets no bonus (elegance ', _plain197(_a196(st, L)), ')']))
        return 2
    _t207 = _st_zones[0][:-(L[1]) - 1:-1]
    _t208 = (6 + _l0)
    if type(_t207) is list and _st_log is None:
        for _t209 in _t207:
            _t210 = _st_zones[_st_loc[_t209]]
            if _t210[-1] == _t209: _t210.pop()
            else: _t210.remove(_t209)
            _st_zones[_t208].append(_t209); _st_loc[_t209] = _t208
    elif _t207 is not None:
        _move_cards199(st, _t207, _t208, False)

# <rulerun animalia.rules: elegance_bonuses #78 cdfc6878>
def _loop(st, L):
    _t211 = (L[4] or ())
    _budget201[0] -= len(_t211)
    if _budget201[0] < 0: _spent202(st)
    for _t212 in _t211:
        return _t212
    return None

# <rulerun animalia.rules: elegance_bonuses #79 05cfd22a>
def _loop(st, _t217):
    _t219 = 0
    for _t218 in st.zones[(2 + _t217)]:
        _t219 += _c205[_t218]
    return _t219

# <rulerun animalia.rules: elegance_bonuses #80 d59c52c4>
def _loop(st, _t217):
    _t221 = 0
    for _t220 in st.zones[(2 + _t217)]:
        _t221 += _c207[_t220]
    return _t221

# <rulerun animalia.rules: elegance_bonuses #81 1221850e>
def _loop(st, _t223):
    _t226 = 0
    for _t225 in st.zones[(2 + _t223)]:
        _t226 += _c210[_t225]
    return _t226

# <rulerun animalia.rules: elegance_bonuses #82 38766bd1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k175)
    _t186 = (_k176 or [])
    _budget177[0] -= len(_t186)
    if _budget177[0] < 0: _spent178(st)
    for _t185 in _t186:
        L[2] = _t185
        if _st_log is not None: _st_log.append(_Text184(_audience179(st), [_PlayerRef180(_t185), ': elegance ', _plain183(_a182(st, _t185))]))
    _t190 = (_k185 or ())
    _budget177[0] -= len(_t190)
    if _budget177[0] < 0: _spent178(st)
    _t189 = None
    for _t191 in _t190:
        _t194 = _a187(st, _t191)
        if _t189 is None or _t194 > _t189:
            _t189 = _t194
    L[3] = _t189
    _t196 = L[3]
    _t197 = (_k188 or ())
    _budget177[0] -= len(_t197)
    if _budget177[0] < 0: _spent178(st)
    _t195 = []
    for _t198 in _t197:
        if (_a190(st, _t198) == _t196):
            _t195.append(_t198)
    L[4] = _t195
    if (len((L[4] or ())) > 1):
        _t202 = (L[4] or [])
        _budget177[0] -= len(_t202)
        if _budget177[0] < 0: _spent178(st)
        for _t201 in _t202:
            L[7] = _t201
            if _p200(st, [_t201, 1]) == 3: return 3
    else:
        if _p200(st, [_a203(st, L), 2]) == 3: return 3
        _t215 = L[3]
        _t216 = (_k204 or ())
        _budget177[0] -= len(_t216)
        if _budget177[0] < 0: _spent178(st)
        _t214 = None
        for _t217 in _t216:
            if (_a206(st, _t217) < _t215):
                _t222 = _a208(st, _t217)
                if _t214 is None or _t222 > _t214:
                    _t214 = _t222
        L[8] = _t214
        _t224 = (_k209 or [])
        _budget177[0] -= len(_t224)
        if _budget177[0] < 0: _spent178(st)
        for _t223 in _t224:
            L[11] = _t223
            if not (((L[8] is not None) and (_a211(st, _t223) == L[8]))): continue
            if _p200(st, [_t223, 1]) == 3: return 3

# <rulerun animalia.rules: awards #83 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #84 035d60b2>
def _loop(st, _t227):
    _st_cvars = st.cvars
    _t231 = 0
    for _t230 in st.zones[(6 + _t227)]:
        if (_st_cvars[31 + _t230] is not None):
            _t231 += 1
    return _t231

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 c51fa036>
def _loop(st, _t227, _t234):
    _st_cvars = st.cvars
    for _t235 in st.zones[(6 + _t227)]:
        if (_st_cvars[31 + _t235] == _t234):
            return True
    return False

# <rulerun animalia.rules: awards #87 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #88 7ea530df>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t227 in (_k212 or []):
        st.thread_player = st.inline_thread = _t227
        _i5 = L[:]; _i5[0] = _t227
        while True:
            _budget213[0] -= 1
            if _budget213[0] < 0: _spent214(st)
            _t232 = _NOT_YET
            _t228 = []
            for _t229 in _st_zones[(6 + _t227)]:
                if ((_st_cvars[31 + _t229] is None) and (len(_st_zones[(2 + _t227)]) > (_t232 if _t232 is not _NOT_YET else (_t232 := _a215(st, _t227))))): _t228.append(_t229)
            if _offer217(st, _i5, _t228): raise _PlayoutCut216()
            if (_i5[1] is None):
                break
            _t233 = []
            for _t234 in _st_zones[(2 + _t227)]:
                if (not _a218(st, _t227, _t234)): _t233.append(_t234)
            _t237 = _t227
            _t238 = len(_t233)
            if not _t238: _no_option220(_t237, 'the card it replaces')
            if _t238 <= 1:
                _i5[2] = _t233[0] if _t238 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t239 = st.chooser(_t238, _t237)
                else:
                    _t239 = _st_bits(_t238.bit_length())
                    while _t239 >= _t238: _t239 = _st_bits(_t238.bit_length())
                _i5[2] = _t233[_t239]; st.decisions += 1
            elif _decide221(st, _i5, _t233, _t237): raise _PlayoutCut216()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #89 c3ba493f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t241 = (_k222 or [])
    _budget223[0] -= len(_t241)
    if _budget223[0] < 0: _spent224(st)
    for _t240 in _t241:
        L[5] = _t240
        for _t242 in _st_zones[(6 + _t240)][:]:
            L[8] = _t242
            if not ((_st_cvars[31 + _t242] is not None)): continue
            if _st_log is not None: _st_log.append(_Text228(_audience225(st), [_PlayerRef226(_t240), ' swaps ', _card_ref227(st, _st_cvars[31 + _t242]), ' for a bonus card']))
            _t243 = _st_cvars[31 + _t242]
            _t244 = 14
            if type(_t243) is int and _st_log is None:
                _t245 = _st_zones[_st_loc[_t243]]
                if _t245[-1] == _t243: _t245.pop()
                else: _t245.remove(_t243)
                _st_zones[_t244].append(_t243); _st_loc[_t243] = _t244
            elif _t243 is not None:
                _move_cards229(st, _t243, _t244, False)
            _st_cvars[31 + _t242] = None
            _t246 = _t242
            _t247 = (2 + _t240)
            if type(_t246) is int and _st_log is None:
                _t248 = _st_zones[_st_loc[_t246]]
                if _t248[-1] == _t246: _t248.pop()
                else: _t248.remove(_t246)
                _st_zones[_t247].append(_t246); _st_loc[_t246] = _t247
            elif _t246 is not None:
                _move_cards229(st, _t246, _t247, False)

# <rulerun animalia.rules: awards #90 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #91 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #92 143d646b>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t250 = (_k230 or [])
    _budget231[0] -= len(_t250)
    if _budget231[0] < 0: _spent232(st)
    for _t249 in _t250:
        L[11] = _t249
        for _t251 in st.zones[(2 + _t249)][:]:
            L[14] = _t251
            if not (((_c233[_t251] is None) and True)): continue
            _t252 = (_k234 or [])
            _t253 = _t249
            _t254 = len(_t252)
            if not _t254: _no_option237(_t253, "the owl's species")
            if _t254 <= 1 and _st_log is None:
                L[15] = _t252[0] if _t254 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t255 = st.chooser(_t254, _t253)
                else:
                    _t255 = _st_bits(_t254.bit_length())
                    while _t255 >= _t254: _t255 = _st_bits(_t254.bit_length())
                L[15] = _t252[_t255]; st.decisions += 1
            elif _decide238(st, L, _t252, _t253): raise _PlayoutCut235()
            st.cvars[_t251] = L[15]

# <rulerun animalia.rules: awards #93 e9ab6db7>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t257 = (_k239 or [])
    _budget240[0] -= len(_t257)
    if _budget240[0] < 0: _spent241(st)
    for _t256 in _t257:
        L[18] = _t256
        _t258 = []
        for _t259 in _st_zones[(2 + _t256)]:
            _t258.append((_st_cvars[_t259] if (_c242[_t259] is None) else _c242[_t259]))
        L[19] = _t258
        _t261 = L[19]
        _t260 = 0
        for _t262 in (_k243 or ()):
            if (_t262 in (_t261 or ())):
                _t260 += 1
        L[20] = _t260
        if ((len(_st_zones[(2 + _t256)]) == 5) and (L[20] == 5)):
            for _t263 in (_k244 or []):
                L[23] = _t263
                _st_vars[0 + _t256][_t263] = (_t264 if -1000000000000000000 <= (_t264 := _st_vars[0 + _t256][_t263] + 1) <= 1000000000000000000 else _beyond245(_t264))
        else:
            _t266 = (_k246 or [])
            _budget240[0] -= len(_t266)
            if _budget240[0] < 0: _spent241(st)
            for _t265 in _t266:
                L[26] = _t265
                L[27] = (L[19] or ()).count(_t265)
                if (L[27] >= 2):
                    _st_vars[0 + _t256][_t265] = (_t267 if -1000000000000000000 <= (_t267 := _st_vars[0 + _t256][_t265] + L[27]) <= 1000000000000000000 else _beyond245(_t267))
        if _st_log is not None: _st_log.append(_Text250(_audience247(st), [_PlayerRef248(_t256), ' medals: ', _plain249(_st_vars[0 + _t256])]))
    _t269 = (_k251 or [])
    _budget240[0] -= len(_t269)
    if _budget240[0] < 0: _spent241(st)
    for _t268 in _t269:
        L[30] = _t268
        for _t270 in _st_zones[(2 + _t268)][:]:
            L[33] = _t270
            _st_cvars[_t270] = None
        _t271 = (2 + _t268)
        _t272 = 0
        if _st_log is None and _t271 != _t272:
            _t273 = _st_zones[_t271]; _st_zones[_t272] += _t273
            for _t274 in _t273: _st_loc[_t274] = _t272
            _t273.clear()
        else:
            _move_cards252(st, _st_zones[_t271][:], _t272, False)
    _t275 = 14
    _t276 = 0
    if _st_log is None and _t275 != _t276:
        _t277 = _st_zones[_t275]; _st_zones[_t276] += _t277
        for _t278 in _t277: _st_loc[_t278] = _t276
        _t277.clear()
    else:
        _move_cards252(st, _st_zones[_t275][:], _t276, False)

# <rulerun animalia.rules: awards #94 a86273d0>
def _native(st, L):
    return _k253

# <rulerun animalia.rules: awards #95 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #96 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #97 1a2da821>
def _loop(st, L):
    _st_cvars = st.cvars
    _t280 = 0
    for _t279 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t279] is not None):
            _t280 += 1
    return _t280

# <rulerun animalia.rules: awards #98 c7ac57e4>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a254(st, L)))

# <rulerun animalia.rules: awards #99 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #100 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #101 d26ea1c1>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t281 = False
    for _t282 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t282] == _l2):
            _t281 = True
            break
    return (not _t281)

# <rulerun animalia.rules: awards #102 7440d9a3>
def _native(st, L):
    return _k255

# <rulerun animalia.rules: awards #103 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #104 33477123>
def _native(st, L):
    return ((_c256[L[14]] is None) and True)

# <rulerun animalia.rules: awards #105 dc8ddd93>
def _native(st, L):
    return _k257

# <rulerun animalia.rules: play #106 f58efd2f>
def _native(st, L):
    st.vars[4] = _random_item258(st, _k259)

# <rulerun animalia.rules: play #107 810ef71f>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text262(_audience260(st), ['Season ', _plain261(L[2])]))
    _shuffle_zone263(st, 0)

# <rulerun animalia.rules: play #108 b6c81562>
def _loop(st, _t283):
    _t286 = 0
    for _t285 in st.zones[(2 + _t283)]:
        _t286 += _c270[_t285]
    return _t286

# <rulerun animalia.rules: play #109 b5a424f5>
def _loop(st, _t289):
    _t291 = 0
    for _t290 in st.zones[(2 + _t289)]:
        _t291 += _c275[_t290]
    return _t291

# <rulerun animalia.rules: play #110 64ea0260>
def _loop(st, _t296):
    _t298 = 0
    for _t297 in st.zones[(2 + _t296)]:
        _t298 += _c278[_t297]
    return _t298

# <rulerun animalia.rules: play #111 018e37f6>
def _loop(st, _i6):
    _t301 = (_i6[4] or ())
    _budget281[0] -= len(_t301)
    if _budget281[0] < 0: _spent282(st)
    for _t302 in _t301:
        return _t302
    return None

# <rulerun animalia.rules: play #112 45781abc>
def _loop(st, _t307):
    _t309 = 0
    for _t308 in st.zones[(2 + _t307)]:
        _t309 += _c285[_t308]
    return _t309

# <rulerun animalia.rules: play #113 34c6726a>
def _loop(st, _t307):
    _t311 = 0
    for _t310 in st.zones[(2 + _t307)]:
        _t311 += _c287[_t310]
    return _t311

# <rulerun animalia.rules: play #114 0273f784>
def _loop(st, _t313):
    _t316 = 0
    for _t315 in st.zones[(2 + _t313)]:
        _t316 += _c290[_t315]
    return _t316

# <rulerun animalia.rules: play #115 a4fd961d>
def _native(st, L):
    if _p293(st, _k292[:]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 651bfc0f>
def _loop(st, _i8l0, _t327):
    _st_zones = st.zones
    try:
        _t331 = _c301[_t327]
    except Exception:
        for _t329 in _st_zones[(2 + _i8l0)]:
            if (_c301[_t329] == _c301[_t327]):
                return True
        return False
    else:
        for _t329 in _st_zones[(2 + _i8l0)]:
            if (_c301[_t329] == _t331):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log 0b42f547>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t340 = []
    for _t341 in (_k309 or []):
        if ((_t341 != _l0) and (not not _st_zones[(2 + _t341)])): _t340.append(_t341)
    if _offer311(st, L, _t340): raise _PlayoutCut310()
    if (L[1] is None):
        return 2
    _t342 = _st_zones[(2 + L[1])]
    _t343 = _l0
    _t344 = len(_t342)
    if not _t344: _no_option313(_t343, 'thief: take which card')
    if _t344 <= 1:
        L[2] = _t342[0] if _t344 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t345 = st.chooser(_t344, _t343)
        else:
            _t345 = _st_bits(_t344.bit_length())
            while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
        L[2] = _t342[_t345]; st.decisions += 1
    elif _decide314(st, L, _t342[:], _t343): raise _PlayoutCut310()
    _t346 = L[2]
    _t347 = (2 + _l0)
    if type(_t346) is int:
        _t348 = _st_zones[_st_loc[_t346]]
        if _t348[-1] == _t346: _t348.pop()
        else: _t348.remove(_t346)
        _st_zones[_t347].append(_t346); _st_loc[_t346] = _t347
    elif _t346 is not None:
        _move_cards315(st, _t346, _t347, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log 6ec85b74>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t349 = ['look', 'skip']
    _t350 = _l0
    _t351 = len(_t349)
    if not _t351: _no_option319(_t350, 'spy')
    if _t351 <= 1:
        L[1] = _t349[0] if _t351 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t352 = st.chooser(_t351, _t350)
        else:
            _t352 = _st_bits(_t351.bit_length())
            while _t352 >= _t351: _t352 = _st_bits(_t351.bit_length())
        L[1] = _t349[_t352]; st.decisions += 1
    elif _decide320(st, L, _t349, _t350): raise _PlayoutCut317()
    if (L[1] == 'skip'):
        return 2
    _t353 = _st_zones[0][:-(5) - 1:-1]
    _t354 = (10 + _l0)
    if type(_t353) is list:
        for _t355 in _t353:
            _t356 = _st_zones[_st_loc[_t355]]
            if _t356[-1] == _t355: _t356.pop()
            else: _t356.remove(_t355)
            _st_zones[_t354].append(_t355); _st_loc[_t355] = _t354
    elif _t353 is not None:
        _move_cards321(st, _t353, _t354, False)
    while (not not _st_zones[(10 + _l0)]):
        _budget322[0] -= 1
        if _budget322[0] < 0: _spent323(st)
        _t357 = _st_zones[(10 + _l0)]
        _t358 = _l0
        _t359 = len(_t357)
        if not _t359: _no_option319(_t358, 'spy: put back next (the last one ends on top)')
        if _t359 <= 1:
            L[2] = _t357[0] if _t359 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t360 = st.chooser(_t359, _t358)
            else:
                _t360 = _st_bits(_t359.bit_length())
                while _t360 >= _t359: _t360 = _st_bits(_t359.bit_length())
            L[2] = _t357[_t360]; st.decisions += 1
        elif _decide325(st, L, _t357[:], _t358): raise _PlayoutCut317()
        _t361 = L[2]
        _t362 = 0
        if type(_t361) is int:
            _t363 = _st_zones[_st_loc[_t361]]
            if _t363[-1] == _t361: _t363.pop()
            else: _t363.remove(_t361)
            _st_zones[_t362].append(_t361); _st_loc[_t361] = _t362
        elif _t361 is not None:
            _move_cards321(st, _t361, _t362, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log c10b17af>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t364 = []
    for _t365 in (_k327 or []):
        if ((_t365 != _l0) and (len(_st_zones[(2 + _t365)]) < 5)): _t364.append(_t365)
    if _offer329(st, L, _t364): raise _PlayoutCut328()
    if (L[1] is None):
        return 2
    _t366 = _st_zones[(2 + _l0)]
    _t367 = _l0
    _t368 = len(_t366)
    if not _t368: _no_option331(_t367, 'gift: which card')
    if _t368 <= 1:
        L[2] = _t366[0] if _t368 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t369 = st.chooser(_t368, _t367)
        else:
            _t369 = _st_bits(_t368.bit_length())
            while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
        L[2] = _t366[_t369]; st.decisions += 1
    elif _decide332(st, L, _t366[:], _t367): raise _PlayoutCut328()
    _t370 = L[2]
    _t371 = (2 + L[1])
    if type(_t370) is int:
        _t372 = _st_zones[_st_loc[_t370]]
        if _t372[-1] == _t370: _t372.pop()
        else: _t372.remove(_t370)
        _st_zones[_t371].append(_t370); _st_loc[_t370] = _t371
    elif _t370 is not None:
        _move_cards333(st, _t370, _t371, False)

# <rulerun animalia.rules: take_lot #121 b2e689d1>
def _loop(st, L, _t373):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t377 = _c338[_t373]
    except Exception:
        for _t375 in _st_zones[(2 + _l0)]:
            if (_c338[_t375] == _c338[_t373]):
                return True
        return False
    else:
        for _t375 in _st_zones[(2 + _l0)]:
            if (_c338[_t375] == _t377):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log cb2b05dc>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t374 = (_st_zones[1][:] or [])
    _budget335[0] -= len(_t374)
    if _budget335[0] < 0: _spent336(st)
    for _t373 in _t374:
        L[4] = _t373
        if ((_c337[_t373] != 'plain') and _a339(st, L, _t373)):
            L[1] = (L[1] + [_t373])
            if len(L[1]) > 1000000: _too_long340(L[1])
        _t379 = _t373
        _t380 = (2 + _l0)
        if type(_t379) is int:
            _t381 = _st_zones[_st_loc[_t379]]
            if _t381[-1] == _t379: _t381.pop()
            else: _t381.remove(_t379)
            _st_zones[_t380].append(_t379); _st_loc[_t379] = _t380
        elif _t379 is not None:
            _move_cards341(st, _t379, _t380, False)
    while (not not (L[1] or ())):
        _budget335[0] -= 1
        if _budget335[0] < 0: _spent336(st)
        _t382 = (L[1] or [])
        _t383 = _l0
        _t384 = len(_t382)
        if not _t384: _no_option344(_t383, 'power to resolve next')
        if _t384 <= 1:
            L[5] = _t382[0] if _t384 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t385 = st.chooser(_t384, _t383)
            else:
                _t385 = _st_bits(_t384.bit_length())
                while _t385 >= _t384: _t385 = _st_bits(_t384.bit_length())
            L[5] = _t382[_t385]; st.decisions += 1
        elif _decide345(st, L, _t382, _t383): raise _PlayoutCut342()
        L[1] = _remove346(st, L[1], L[5])
        if (_c337[L[5]] == 'thief'):
            if _p347(st, [_l0, None, None]) == 3: return 3
        elif (_c337[L[5]] == 'spy'):
            if _p348(st, [_l0, None, None]) == 3: return 3
        else:
            if _p349(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 37e73d2d>
def _loop(st, _i9l0, _t394):
    _st_zones = st.zones
    try:
        _t398 = _c360[_t394]
    except Exception:
        for _t396 in _st_zones[(2 + _i9l0)]:
            if (_c360[_t396] == _c360[_t394]):
                return True
        return False
    else:
        for _t396 in _st_zones[(2 + _i9l0)]:
            if (_c360[_t396] == _t398):
                return True
        return False

# <rulerun animalia.rules: offer #124 6f8366eb>
def _loop(st, _i10l0, _t407):
    _st_zones = st.zones
    try:
        _t411 = _c370[_t407]
    except Exception:
        for _t409 in _st_zones[(2 + _i10l0)]:
            if (_c370[_t409] == _c370[_t407]):
                return True
        return False
    else:
        for _t409 in _st_zones[(2 + _i10l0)]:
            if (_c370[_t409] == _t411):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log e2366f36>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t388 = _st_zones[0]
    _t387 = 1
    if _t388:
        _t386 = _t388.pop(); _st_zones[_t387].append(_t386); _st_loc[_t386] = _t387
    while True:
        _budget352[0] -= 1
        if _budget352[0] < 0: _spent353(st)
        for _t389 in (_o354[_l0] or []):
            L[3] = _t389
            if not (((len(_st_zones[(2 + _t389)]) < 5) and ((5 - len(_st_zones[(2 + _t389)])) >= len(_st_zones[1])))): continue
            _t390 = ['take', 'pass']
            _t391 = _t389
            _t392 = len(_t390)
            if not _t392: _no_option357(_t391, 'take the lot')
            if _t392 <= 1:
                L[4] = _t390[0] if _t392 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t393 = st.chooser(_t392, _t391)
                else:
                    _t393 = _st_bits(_t392.bit_length())
                    while _t393 >= _t392: _t393 = _st_bits(_t392.bit_length())
                L[4] = _t390[_t393]; st.decisions += 1
            elif _decide358(st, L, _t390, _t391): raise _PlayoutCut355()
            if (L[4] == 'take'):
                if _p369(st, [_t389, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p369(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t422 = _st_zones[0]
        _t421 = 1
        if _t422:
            _t420 = _t422.pop(); _st_zones[_t421].append(_t420); _st_loc[_t420] = _t421

# <rulerun animalia.rules: play #126 4a16d111>
def _loop(st, _t427):
    _t429 = 0
    for _t428 in st.zones[(2 + _t427)]:
        _t429 += _c376[_t428]
    return _t429

# <rulerun animalia.rules: play #127 9debb15a>
def _loop(st, _t434):
    _t436 = 0
    for _t435 in st.zones[(2 + _t434)]:
        _t436 += _c379[_t435]
    return _t436

# <rulerun animalia.rules: give_bonus #128 e74e0ca4>
def _loop(st, L):
    _t440 = 0
    for _t439 in st.zones[(2 + L[0])]:
        _t440 += _c381[_t439]
    return _t440

# <rulerun animalia.rules: give_bonus #129 playout, without a log 5b95bfc3>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a382(st, L) <= 0)):
        return 2
    _t441 = _st_zones[0][:-(L[1]) - 1:-1]
    _t442 = (6 + L[0])
    if type(_t441) is list:
        for _t443 in _t441:
            _t444 = _st_zones[_st_loc[_t443]]
            if _t444[-1] == _t443: _t444.pop()
            else: _t444.remove(_t443)
            _st_zones[_t442].append(_t443); _st_loc[_t443] = _t442
    elif _t441 is not None:
        _move_cards383(st, _t441, _t442, False)

# <rulerun animalia.rules: play #130 eda0444d>
def _loop(st, _i11):
    _t445 = (_i11[4] or ())
    _budget385[0] -= len(_t445)
    if _budget385[0] < 0: _spent386(st)
    for _t446 in _t445:
        return _t446
    return None

# <rulerun animalia.rules: play #131 d93c153f>
def _loop(st, _t451):
    _t453 = 0
    for _t452 in st.zones[(2 + _t451)]:
        _t453 += _c389[_t452]
    return _t453

# <rulerun animalia.rules: play #132 d1651150>
def _loop(st, _t451):
    _t455 = 0
    for _t454 in st.zones[(2 + _t451)]:
        _t455 += _c391[_t454]
    return _t455

# <rulerun animalia.rules: play #133 94b0586a>
def _loop(st, _t457):
    _t460 = 0
    for _t459 in st.zones[(2 + _t457)]:
        _t460 += _c394[_t459]
    return _t460

# <rulerun animalia.rules: elegance_bonuses #134 56984e19>
def _loop(st, _t465):
    _t467 = 0
    for _t466 in st.zones[(2 + _t465)]:
        _t467 += _c400[_t466]
    return _t467

# <rulerun animalia.rules: elegance_bonuses #135 34e64165>
def _loop(st, _t472):
    _t474 = 0
    for _t473 in st.zones[(2 + _t472)]:
        _t474 += _c403[_t473]
    return _t474

# <rulerun animalia.rules: elegance_bonuses #136 dbcf42e4>
def _loop(st, L):
    _t477 = (L[4] or ())
    _budget406[0] -= len(_t477)
    if _budget406[0] < 0: _spent407(st)
    for _t478 in _t477:
        return _t478
    return None

# <rulerun animalia.rules: elegance_bonuses #137 fce54374>
def _loop(st, _t483):
    _t485 = 0
    for _t484 in st.zones[(2 + _t483)]:
        _t485 += _c410[_t484]
    return _t485

# <rulerun animalia.rules: elegance_bonuses #138 8e22e855>
def _loop(st, _t483):
    _t487 = 0
    for _t486 in st.zones[(2 + _t483)]:
        _t487 += _c412[_t486]
    return _t487

# <rulerun animalia.rules: elegance_bonuses #139 8d120afd>
def _loop(st, _t489):
    _t492 = 0
    for _t491 in st.zones[(2 + _t489)]:
        _t492 += _c415[_t491]
    return _t492

# <rulerun animalia.rules: elegance_bonuses #140 playout, without a log f08c7ec2>
def _native(st, L):
    _t462 = (_k396 or [])
    _budget397[0] -= len(_t462)
    if _budget397[0] < 0: _spent398(st)
    for _t461 in _t462:
        L[2] = _t461
        pass
    _t464 = (_k399 or ())
    _budget397[0] -= len(_t464)
    if _budget397[0] < 0: _spent398(st)
    _t463 = None
    for _t465 in _t464:
        _t468 = _a401(st, _t465)
        if _t463 is None or _t468 > _t463:
            _t463 = _t468
    L[3] = _t463
    _t470 = L[3]
    _t471 = (_k402 or ())
    _budget397[0] -= len(_t471)
    if _budget397[0] < 0: _spent398(st)
    _t469 = []
    for _t472 in _t471:
        if (_a404(st, _t472) == _t470):
            _t469.append(_t472)
    L[4] = _t469
    if (len((L[4] or ())) > 1):
        _t476 = (L[4] or [])
        _budget397[0] -= len(_t476)
        if _budget397[0] < 0: _spent398(st)
        for _t475 in _t476:
            L[7] = _t475
            if _p405(st, [_t475, 1]) == 3: return 3
    else:
        if _p405(st, [_a408(st, L), 2]) == 3: return 3
        _t481 = L[3]
        _t482 = (_k409 or ())
        _budget397[0] -= len(_t482)
        if _budget397[0] < 0: _spent398(st)
        _t480 = None
        for _t483 in _t482:
            if (_a411(st, _t483) < _t481):
                _t488 = _a413(st, _t483)
                if _t480 is None or _t488 > _t480:
                    _t480 = _t488
        L[8] = _t480
        _t490 = (_k414 or [])
        _budget397[0] -= len(_t490)
        if _budget397[0] < 0: _spent398(st)
        for _t489 in _t490:
            L[11] = _t489
            if not (((L[8] is not None) and (_a416(st, _t489) == L[8]))): continue
            if _p405(st, [_t489, 1]) == 3: return 3

# <rulerun animalia.rules: play #141 9579cc1a>
def _loop(st, _t493):
    _st_cvars = st.cvars
    _t497 = 0
    for _t496 in st.zones[(6 + _t493)]:
        if (_st_cvars[31 + _t496] is not None):
            _t497 += 1
    return _t497

# <rulerun animalia.rules: play #142 6c9c4d45>
def _loop(st, _t493, _t500):
    _st_cvars = st.cvars
    for _t501 in st.zones[(6 + _t493)]:
        if (_st_cvars[31 + _t501] == _t500):
            return True
    return False

# <rulerun animalia.rules: awards #143 81d27e07>
def _loop(st, _t545):
    _st_cvars = st.cvars
    _t549 = 0
    for _t548 in st.zones[(6 + _t545)]:
        if (_st_cvars[31 + _t548] is not None):
            _t549 += 1
    return _t549

# <rulerun animalia.rules: awards #144 84f6d17d>
def _loop(st, _t545, _t552):
    _st_cvars = st.cvars
    for _t553 in st.zones[(6 + _t545)]:
        if (_st_cvars[31 + _t553] == _t552):
            return True
    return False

# <rulerun animalia.rules: awards #145 playout, without a log 3cc05794>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t545 in (_k437 or []):
        st.thread_player = st.inline_thread = _t545
        _i14 = L[:]; _i14[0] = _t545
        while True:
            _budget438[0] -= 1
            if _budget438[0] < 0: _spent439(st)
            _t550 = _NOT_YET
            _t546 = []
            for _t547 in _st_zones[(6 + _t545)]:
                if ((_st_cvars[31 + _t547] is None) and (len(_st_zones[(2 + _t545)]) > (_t550 if _t550 is not _NOT_YET else (_t550 := _a440(st, _t545))))): _t546.append(_t547)
            if _offer442(st, _i14, _t546): raise _PlayoutCut441()
            if (_i14[1] is None):
                break
            _t551 = []
            for _t552 in _st_zones[(2 + _t545)]:
                if (not _a443(st, _t545, _t552)): _t551.append(_t552)
            _t555 = _t545
            _t556 = len(_t551)
            if not _t556: _no_option445(_t555, 'the card it replaces')
            if _t556 <= 1:
                _i14[2] = _t551[0] if _t556 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t557 = st.chooser(_t556, _t555)
                else:
                    _t557 = _st_bits(_t556.bit_length())
                    while _t557 >= _t556: _t557 = _st_bits(_t556.bit_length())
                _i14[2] = _t551[_t557]; st.decisions += 1
            elif _decide446(st, _i14, _t551, _t555): raise _PlayoutCut441()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    _t559 = (_k447 or [])
    _budget438[0] -= len(_t559)
    if _budget438[0] < 0: _spent439(st)
    for _t558 in _t559:
        L[5] = _t558
        for _t560 in _st_zones[(6 + _t558)][:]:
            L[8] = _t560
            if not ((_st_cvars[31 + _t560] is not None)): continue
            _t561 = _st_cvars[31 + _t560]
            _t562 = 14
            if type(_t561) is int:
                _t563 = _st_zones[_st_loc[_t561]]
                if _t563[-1] == _t561: _t563.pop()
                else: _t563.remove(_t561)
                _st_zones[_t562].append(_t561); _st_loc[_t561] = _t562
            elif _t561 is not None:
                _move_cards448(st, _t561, _t562, False)
            _st_cvars[31 + _t560] = None
            _t564 = _t560
            _t565 = (2 + _t558)
            if type(_t564) is int:
                _t566 = _st_zones[_st_loc[_t564]]
                if _t566[-1] == _t564: _t566.pop()
                else: _t566.remove(_t564)
                _st_zones[_t565].append(_t564); _st_loc[_t564] = _t565
            elif _t564 is not None:
                _move_cards448(st, _t564, _t565, False)
    _t568 = (_k449 or [])
    _budget438[0] -= len(_t568)
    if _budget438[0] < 0: _spent439(st)
    for _t567 in _t568:
        L[11] = _t567
        for _t569 in _st_zones[(2 + _t567)][:]:
            L[14] = _t569
            if not (((_c450[_t569] is None) and True)): continue
            _t570 = (_k451 or [])
            _t571 = _t567
            _t572 = len(_t570)
            if not _t572: _no_option445(_t571, "the owl's species")
            if _t572 <= 1:
                L[15] = _t570[0] if _t572 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t573 = st.chooser(_t572, _t571)
                else:
                    _t573 = _st_bits(_t572.bit_length())
                    while _t573 >= _t572: _t573 = _st_bits(_t572.bit_length())
                L[15] = _t570[_t573]; st.decisions += 1
            elif _decide453(st, L, _t570, _t571): raise _PlayoutCut441()
            _st_cvars[_t569] = L[15]
    _t575 = (_k454 or [])
    _budget438[0] -= len(_t575)
    if _budget438[0] < 0: _spent439(st)
    for _t574 in _t575:
        L[18] = _t574
        _t576 = []
        for _t577 in _st_zones[(2 + _t574)]:
            _t576.append((_st_cvars[_t577] if (_c450[_t577] is None) else _c450[_t577]))
        L[19] = _t576
        _t579 = L[19]
        _t578 = 0
        for _t580 in (_k455 or ()):
            if (_t580 in (_t579 or ())):
                _t578 += 1
        L[20] = _t578
        if ((len(_st_zones[(2 + _t574)]) == 5) and (L[20] == 5)):
            for _t581 in (_k456 or []):
                L[23] = _t581
                _st_vars[0 + _t574][_t581] = (_t582 if -1000000000000000000 <= (_t582 := _st_vars[0 + _t574][_t581] + 1) <= 1000000000000000000 else _beyond457(_t582))
        else:
            _t584 = (_k458 or [])
            _budget438[0] -= len(_t584)
            if _budget438[0] < 0: _spent439(st)
            for _t583 in _t584:
                L[26] = _t583
                L[27] = (L[19] or ()).count(_t583)
                if (L[27] >= 2):
                    _st_vars[0 + _t574][_t583] = (_t585 if -1000000000000000000 <= (_t585 := _st_vars[0 + _t574][_t583] + L[27]) <= 1000000000000000000 else _beyond457(_t585))
    _t587 = (_k459 or [])
    _budget438[0] -= len(_t587)
    if _budget438[0] < 0: _spent439(st)
    for _t586 in _t587:
        L[30] = _t586
        for _t588 in _st_zones[(2 + _t586)][:]:
            L[33] = _t588
            _st_cvars[_t588] = None
        _t589 = (2 + _t586)
        _t590 = 0
        if _t589 != _t590:
            _t591 = _st_zones[_t589]; _st_zones[_t590] += _t591
            for _t592 in _t591: _st_loc[_t592] = _t590
            _t591.clear()
        else:
            _move_cards448(st, _st_zones[_t589][:], _t590, False)
    _t593 = 14
    _t594 = 0
    if _t593 != _t594:
        _t595 = _st_zones[_t593]; _st_zones[_t594] += _t595
        for _t596 in _t595: _st_loc[_t596] = _t594
        _t595.clear()
    else:
        _move_cards448(st, _st_zones[_t593][:], _t594, False)

# <rulerun animalia.rules: play #146 94fd94e9>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t318 = (_range294(1, 3) or [])
    _budget295[0] -= len(_t318)
    if _budget295[0] < 0: _spent296(st)
    for _t317 in _t318:
        L[2] = _t317
        _shuffle_zone297(st, 0)
        _i7 = [None, None]
        while (not not _st_zones[0]):
            _budget295[0] -= 1
            if _budget295[0] < 0: _spent296(st)
            _t319 = []
            for _t320 in (_o298[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t320)]) < 5):
                    _t319.append(_t320)
            _i7[0] = _t319
            if (not (_i7[0] or ())):
                break
            _t322 = (_i7[0] or ())
            _budget295[0] -= len(_t322)
            if _budget295[0] < 0: _spent296(st)
            _t321 = None
            for _t323 in _t322:
                _t321 = _t323
                break
            _i7[1] = _t321
            _st_vars[5] = _i7[1]
            if (len((_i7[0] or ())) == 1):
                _t326 = _st_zones[0]
                _t325 = 1
                if _t326:
                    _t324 = _t326.pop(); _st_zones[_t325].append(_t324); st.loc[_t324] = _t325
                if _p350(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p373(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        if _p418(st, _k417[:]) == 3: return 3
        if _p461(st, _k460[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #147 c5998bc3>
def _loop(st, _t597):
    _st_vars = st.vars
    _t600 = 0
    for _t599 in (_k468 or ()):
        _t600 += _times469((_st_vars[0 + _t597][_t599] // 5), 5)
    return _t600

# <rulerun animalia.rules: play #148 e66f9b44>
def _loop(st, _t597):
    _st_vars = st.vars
    _t602 = 0
    for _t601 in (_k471 or ()):
        _t602 += _st_vars[0 + _t597][_t601]
    return _t602

# <rulerun animalia.rules: play #149 31f53f3e>
def _loop(st, _t597):
    _st_vars = st.vars
    _t604 = 0
    for _t603 in (_k473 or ()):
        _t604 += _times474((_st_vars[0 + _t597][_t603] // 5), 5)
    return _t604

# <rulerun animalia.rules: play #150 4ce2c613>
def _native(st, L):
    _st_log = st.log
    _t598 = (_k462 or [])
    _budget463[0] -= len(_t598)
    if _budget463[0] < 0: _spent464(st)
    for _t597 in _t598:
        L[5] = _t597
        if _st_log is not None: _st_log.append(_Text477(_audience465(st), [_PlayerRef466(_t597), ': medals ', _plain467(st.vars[0 + _t597]), '; bonus ', _plain467(_a470(st, _t597)), '; total ', _plain467((_t605 if -1000000000000000000 <= (_t605 := (_a472(st, _t597) + _a475(st, _t597))) <= 1000000000000000000 else _beyond476(_t605)))]))
    _end_game478(st, None, False); return 3

# <rulerun animalia.rules: play #151 79e221a1>
def _native(st, L):
    return _range479(1, 3)

# <rulerun animalia.rules: collecting #152 8e4d3908>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT480[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k483)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run484(st, L)
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
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run486(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit487(_k488)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit487(_k489)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run490(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit482(_k, st, _d0): raise _Runaway481()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k491)

# <rulerun animalia.rules: offer #153 f5491c55>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT492[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run495(st, L)
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
            L[1] = (_o496[L[0]] or []); L[2] = 0
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
            _t606 = L[3]
            _t607 = len(_o)
            if not _t607: _no_option498(_t606, 'take the lot')
            if _t607 <= 1 and _st_log is None:
                L[4] = _o[0] if _t607 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t608 = st.chooser(_t607, _t606)
                else:
                    _t608 = _st_bits(_t607.bit_length())
                    while _t608 >= _t607: _t608 = _st_bits(_t607.bit_length())
                L[4] = _o[_t608]; st.decisions += 1
            elif _decide499(st, L, _o, _t606): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit500(_k501)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run502(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit494(_k, st, _d0): raise _Runaway493()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit500(_k504)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run506(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit494(_k, st, _d0): raise _Runaway493()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k507)

# <rulerun animalia.rules: take_lot #154 ffd9e922>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT508[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run511(st, L)
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
            _t609 = L[0]
            _t610 = len(_o)
            if not _t610: _no_option513(_t609, 'power to resolve next')
            if _t610 <= 1 and _st_log is None:
                L[5] = _o[0] if _t610 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t611 = st.chooser(_t610, _t609)
                else:
                    _t611 = _st_bits(_t610.bit_length())
                    while _t611 >= _t610: _t611 = _st_bits(_t610.bit_length())
                L[5] = _o[_t611]; st.decisions += 1
            elif _decide514(st, L, _o, _t609): return True
            pc = 3
        if pc == 3:
            _r = _run515(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c516[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit517(_k518)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c516[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit517(_k519)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit517(_k520)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit510(_k, st, _d0): raise _Runaway509()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k521)

# <rulerun animalia.rules: use_thief #155 750bd789>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run524(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t612 in (_k525 or []):
                if ((_t612 != L[0]) and (not not _st_zones[(2 + _t612)])): _o.append(_t612)
            fr[1] = 2
            if _offer526(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t613 = L[0]
            _t614 = len(_o)
            if not _t614: _no_option529(_t613, 'thief: take which card')
            if _t614 <= 1 and _st_log is None:
                L[2] = _o[0] if _t614 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t615 = st.chooser(_t614, _t613)
                else:
                    _t615 = _st_bits(_t614.bit_length())
                    while _t615 >= _t614: _t615 = _st_bits(_t614.bit_length())
                L[2] = _o[_t615]; st.decisions += 1
            elif _decide530(st, L, _o[:], _t613): return True
            pc = 4
        if pc == 4:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k532)

# <rulerun animalia.rules: use_spy #156 8b243fa3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT533[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t616 = L[0]
            _t617 = len(_o)
            if not _t617: _no_option538(_t616, 'spy')
            if _t617 <= 1 and _st_log is None:
                L[1] = _o[0] if _t617 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t618 = st.chooser(_t617, _t616)
                else:
                    _t618 = _st_bits(_t617.bit_length())
                    while _t618 >= _t617: _t618 = _st_bits(_t617.bit_length())
                L[1] = _o[_t618]; st.decisions += 1
            elif _decide539(st, L, _o, _t616): return True
            pc = 2
        if pc == 2:
            _r = _run540(st, L)
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
            _t619 = L[0]
            _t620 = len(_o)
            if not _t620: _no_option538(_t619, 'spy: put back next (the last one ends on top)')
            if _t620 <= 1 and _st_log is None:
                L[2] = _o[0] if _t620 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t621 = st.chooser(_t620, _t619)
                else:
                    _t621 = _st_bits(_t620.bit_length())
                    while _t621 >= _t620: _t621 = _st_bits(_t620.bit_length())
                L[2] = _o[_t621]; st.decisions += 1
            elif _decide542(st, L, _o[:], _t619): return True
            pc = 5
        if pc == 5:
            _r = _run543(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit535(_k, st, _d0): raise _Runaway534()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k544)

# <rulerun animalia.rules: use_gift #157 b0ab9c73>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t622 in (_k547 or []):
                if ((_t622 != L[0]) and (len(_st_zones[(2 + _t622)]) < 5)): _o.append(_t622)
            fr[1] = 1
            if _offer548(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t623 = L[0]
            _t624 = len(_o)
            if not _t624: _no_option551(_t623, 'gift: which card')
            if _t624 <= 1 and _st_log is None:
                L[2] = _o[0] if _t624 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t625 = st.chooser(_t624, _t623)
                else:
                    _t625 = _st_bits(_t624.bit_length())
                    while _t625 >= _t624: _t625 = _st_bits(_t624.bit_length())
                L[2] = _o[_t625]; st.decisions += 1
            elif _decide552(st, L, _o[:], _t623): return True
            pc = 3
        if pc == 3:
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k554)

# <rulerun animalia.rules: elegance_bonuses #158 26c94c81>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run557(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k558)

# <rulerun animalia.rules: give_bonus #159 78f5d20e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k562)

# <rulerun animalia.rules: awards #160 a6256dad>
def _loop(st, L):
    _st_cvars = st.cvars
    _t628 = 0
    for _t627 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t627] is not None):
            _t628 += 1
    return _t628

# <rulerun animalia.rules: awards #161 84d79aad>
def _loop(st, L, _t630):
    _st_cvars = st.cvars
    for _t631 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t631] == _t630):
            return True
    return False

# <rulerun animalia.rules: awards #162 2a8ab32a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT563[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k566)
            fr[1] = 2
            if _step567(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t629 = _NOT_YET
            _o = []
            for _t626 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t626] is None) and (len(_st_zones[(2 + L[0])]) > (_t629 if _t629 is not _NOT_YET else (_t629 := _a568(st, L))))): _o.append(_t626)
            fr[1] = 4
            if _offer569(st, L, _o): return True
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
            for _t630 in _st_zones[(2 + L[0])]:
                if (not _a570(st, L, _t630)): _o.append(_t630)
            fr[1] = 8
            _t633 = L[0]
            _t634 = len(_o)
            if not _t634: _no_option572(_t633, 'the card it replaces')
            if _t634 <= 1 and _st_log is None:
                L[2] = _o[0] if _t634 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t635 = st.chooser(_t634, _t633)
                else:
                    _t635 = _st_bits(_t634.bit_length())
                    while _t635 >= _t634: _t635 = _st_bits(_t634.bit_length())
                L[2] = _o[_t635]; st.decisions += 1
            elif _decide573(st, L, _o, _t633): return True
            pc = 8
        if pc == 8:
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit565(_k, st, _d0): raise _Runaway564()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run575(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k576 or []); L[10] = 0
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
                if ((_c577[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k578 or [])
            fr[1] = 17
            _t636 = L[11]
            _t637 = len(_o)
            if not _t637: _no_option572(_t636, "the owl's species")
            if _t637 <= 1 and _st_log is None:
                L[15] = _o[0] if _t637 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t638 = st.chooser(_t637, _t636)
                else:
                    _t638 = _st_bits(_t637.bit_length())
                    while _t638 >= _t637: _t638 = _st_bits(_t637.bit_length())
                L[15] = _o[_t638]; st.decisions += 1
            elif _decide580(st, L, _o, _t636): return True
            pc = 17
        if pc == 17:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit565(_k, st, _d0): raise _Runaway564()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit565(_k, st, _d0): raise _Runaway564()
            continue
        if pc == 20:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun animalia.rules: play #163 8553cbcf>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT584[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range588(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit590(_k591)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit590(_k593)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit586(_k, st, _d0): raise _Runaway585()
            continue
        if pc == 9:
            _r = _run595(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step596(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k597)

# <rulerun animalia.rules: collecting #164 43f2e185>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT598[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k601)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region602(st, L)
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
            _r = _run603(st, L)
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
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run605(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p606(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit607(_k608)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p609(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit607(_k610)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run611(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit600(_k, st, _d0): raise _Runaway599()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k612)

# <rulerun animalia.rules: offer #165 bfe7b6f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT613[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region617(st, L)
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
            L[1] = (_o618[L[0]] or []); L[2] = 0
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
            _t639 = L[3]
            _t640 = len(_o)
            if not _t640: _no_option620(_t639, 'take the lot')
            if _t640 <= 1 and _st_log is None:
                L[4] = _o[0] if _t640 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t641 = st.chooser(_t640, _t639)
                else:
                    _t641 = _st_bits(_t640.bit_length())
                    while _t641 >= _t640: _t641 = _st_bits(_t640.bit_length())
                L[4] = _o[_t641]; st.decisions += 1
            elif _decide621(st, L, _o, _t639): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p622(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit623(_k624)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run626(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p622(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit623(_k627)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run629(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k630)

# <rulerun animalia.rules: take_lot #166 21f7b961>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT631[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run634(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region635(st, L)
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
            _t642 = L[0]
            _t643 = len(_o)
            if not _t643: _no_option637(_t642, 'power to resolve next')
            if _t643 <= 1 and _st_log is None:
                L[5] = _o[0] if _t643 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t644 = st.chooser(_t643, _t642)
                else:
                    _t644 = _st_bits(_t643.bit_length())
                    while _t644 >= _t643: _t644 = _st_bits(_t643.bit_length())
                L[5] = _o[_t644]; st.decisions += 1
            elif _decide638(st, L, _o, _t642): return True
            pc = 3
        if pc == 3:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c640[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p641(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit642(_k643)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c640[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p644(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit642(_k645)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p646(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit642(_k647)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit633(_k, st, _d0): raise _Runaway632()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k648)

# <rulerun animalia.rules: use_spy #167 2e8b848b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT649[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t645 = L[0]
            _t646 = len(_o)
            if not _t646: _no_option654(_t645, 'spy')
            if _t646 <= 1 and _st_log is None:
                L[1] = _o[0] if _t646 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t647 = st.chooser(_t646, _t645)
                else:
                    _t647 = _st_bits(_t646.bit_length())
                    while _t647 >= _t646: _t647 = _st_bits(_t646.bit_length())
                L[1] = _o[_t647]; st.decisions += 1
            elif _decide655(st, L, _o, _t645): return True
            pc = 2
        if pc == 2:
            _r = _run656(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region657(st, L)
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
            _t648 = L[0]
            _t649 = len(_o)
            if not _t649: _no_option654(_t648, 'spy: put back next (the last one ends on top)')
            if _t649 <= 1 and _st_log is None:
                L[2] = _o[0] if _t649 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t650 = st.chooser(_t649, _t648)
                else:
                    _t650 = _st_bits(_t649.bit_length())
                    while _t650 >= _t649: _t650 = _st_bits(_t649.bit_length())
                L[2] = _o[_t650]; st.decisions += 1
            elif _decide659(st, L, _o[:], _t648): return True
            pc = 5
        if pc == 5:
            _r = _run660(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit651(_k, st, _d0): raise _Runaway650()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k661)

# <rulerun animalia.rules: awards #168 cebc8295>
def _loop(st, L):
    _st_cvars = st.cvars
    _t653 = 0
    for _t652 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t652] is not None):
            _t653 += 1
    return _t653

# <rulerun animalia.rules: awards #169 ca34d06b>
def _loop(st, L, _t655):
    _st_cvars = st.cvars
    for _t656 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t656] == _t655):
            return True
    return False

# <rulerun animalia.rules: awards #170 c9696851>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT662[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k665)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region666(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step667(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t654 = _NOT_YET
            _o = []
            for _t651 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t651] is None) and (len(_st_zones[(2 + L[0])]) > (_t654 if _t654 is not _NOT_YET else (_t654 := _a668(st, L))))): _o.append(_t651)
            fr[1] = 4
            if _offer669(st, L, _o): return True
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
            for _t655 in _st_zones[(2 + L[0])]:
                if (not _a670(st, L, _t655)): _o.append(_t655)
            fr[1] = 8
            _t658 = L[0]
            _t659 = len(_o)
            if not _t659: _no_option672(_t658, 'the card it replaces')
            if _t659 <= 1 and _st_log is None:
                L[2] = _o[0] if _t659 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t660 = st.chooser(_t659, _t658)
                else:
                    _t660 = _st_bits(_t659.bit_length())
                    while _t660 >= _t659: _t660 = _st_bits(_t659.bit_length())
                L[2] = _o[_t660]; st.decisions += 1
            elif _decide673(st, L, _o, _t658): return True
            pc = 8
        if pc == 8:
            _r = _run674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit664(_k, st, _d0): raise _Runaway663()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run675(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region676(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k677 or []); L[10] = 0
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
                if ((_c678[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k679 or [])
            fr[1] = 17
            _t661 = L[11]
            _t662 = len(_o)
            if not _t662: _no_option672(_t661, "the owl's species")
            if _t662 <= 1 and _st_log is None:
                L[15] = _o[0] if _t662 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t663 = st.chooser(_t662, _t661)
                else:
                    _t663 = _st_bits(_t662.bit_length())
                    while _t663 >= _t662: _t663 = _st_bits(_t662.bit_length())
                L[15] = _o[_t663]; st.decisions += 1
            elif _decide681(st, L, _o, _t661): return True
            pc = 17
        if pc == 17:
            _r = _run682(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit664(_k, st, _d0): raise _Runaway663()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit664(_k, st, _d0): raise _Runaway663()
            continue
        if pc == 20:
            _r = _run683(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k684)

# <rulerun animalia.rules: collecting #171 78fdd15e>
def _loop(st, _i15l0, _t672):
    _st_zones = st.zones
    try:
        _t676 = _c701[_t672]
    except Exception:
        for _t674 in _st_zones[(2 + _i15l0)]:
            if (_c701[_t674] == _c701[_t672]):
                return True
        return False
    else:
        for _t674 in _st_zones[(2 + _i15l0)]:
            if (_c701[_t674] == _t676):
                return True
        return False

# <rulerun animalia.rules: collecting #172 playout 7111a5a5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k692)
    while (not not _st_zones[0]):
        _budget693[0] -= 1
        if _budget693[0] < 0: _spent694(st)
        _t664 = []
        for _t665 in (_o695[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t665)]) < 5):
                _t664.append(_t665)
        L[0] = _t664
        if (not (L[0] or ())):
            break
        _t667 = (L[0] or ())
        _budget693[0] -= len(_t667)
        if _budget693[0] < 0: _spent694(st)
        _t666 = None
        for _t668 in _t667:
            _t666 = _t668
            break
        L[1] = _t666
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text698(_audience696(st), [_PlayerRef697(L[1]), ' draws alone']))
            _t671 = _st_zones[0]
            _t670 = 1
            if _st_log is None and _t671:
                _t669 = _t671.pop(); _st_zones[_t670].append(_t669); st.loc[_t669] = _t670
            elif _t671:
                _move_cards699(st, _t671[-1], _t670, False)
            if _p712(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p713(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #173 c96f65eb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT685[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run688(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region689(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range690(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run691(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p714(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit715(_k716)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run717(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p718(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit715(_k719)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run720(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit687(_k, st, _d0): raise _Runaway686()
            continue
        if pc == 9:
            _r = _run721(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step722(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k723)

# <rulerun animalia.rules: play #174 4fbc4fe7>
def _loop(st, p):
    _st_vars = st.vars
    _t686 = 0
    for _t685 in (_k724 or ()):
        _t686 += _st_vars[0 + p][_t685]
    return _t686

# <rulerun animalia.rules: play #175 c40e2a7f>
def _loop(st, p):
    _st_vars = st.vars
    _t688 = 0
    for _t687 in (_k726 or ()):
        _t688 += _times727((_st_vars[0 + p][_t687] // 5), 5)
    return _t688

# <rulerun animalia.rules: rank #176 7c5f9976>
def _native(st, p):
    return ((_t689 if -1000000000000000000 <= (_t689 := (_a725(st, p) + _a728(st, p))) <= 1000000000000000000 else _beyond729(_t689)), )

