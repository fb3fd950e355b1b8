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

# <rulerun animalia.rules: collecting #4 51e31fd3>
def _loop(st, _i0l0, _t16):
    _st_zones = st.zones
    try:
        _t19 = _c14[_t16]
    except Exception:
        for _t17 in _st_zones[(2 + _i0l0)]:
            if (_c14[_t17] == _c14[_t16]):
                return True
        return False
    else:
        for _t17 in _st_zones[(2 + _i0l0)]:
            if (_c14[_t17] == _t19):
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

# <rulerun animalia.rules: use_thief #8 playout 71879bc7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t30 = []
    for _t31 in (_k24 or []):
        if ((_t31 != _l0) and (not not _st_zones[(2 + _t31)])): _t30.append(_t31)
    if _offer26(st, L, _t30): raise _PlayoutCut25()
    if (L[1] is None):
        return 2
    _t32 = _st_zones[(2 + L[1])]
    _t33 = _l0
    _t34 = len(_t32)
    if _t34 <= 1 and _st_log is None:
        L[2] = _t32[0] if _t34 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t35 = st.chooser(_t34, _t33)
        else:
            _t35 = _st_bits(_t34.bit_length())
            while _t35 >= _t34: _t35 = _st_bits(_t34.bit_length())
        L[2] = _t32[_t35]; st.decisions += 1
    elif _decide28(st, L, _t32[:], _t33): raise _PlayoutCut25()
    if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_l0), ' steals ', _card_ref29(st, L[2]), ' from ', _PlayerRef22(L[1])]))
    _t36 = L[2]
    _t37 = (2 + _l0)
    if type(_t36) is int and _st_log is None:
        _t38 = _st_zones[_st_loc[_t36]]
        if _t38[-1] == _t36: _t38.pop()
        else: _t38.remove(_t36)
        _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
    elif _t36 is not None:
        _move_cards30(st, _t36, _t37, False)

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout cc0108aa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t39 = ['look', 'skip']
    _t40 = _l0
    _t41 = len(_t39)
    if _t41 <= 1 and _st_log is None:
        L[1] = _t39[0] if _t41 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t42 = st.chooser(_t41, _t40)
        else:
            _t42 = _st_bits(_t41.bit_length())
            while _t42 >= _t41: _t42 = _st_bits(_t41.bit_length())
        L[1] = _t39[_t42]; st.decisions += 1
    elif _decide34(st, L, _t39, _t40): raise _PlayoutCut32()
    if (L[1] == 'skip'):
        return 2
    _t43 = _st_zones[0][:-(5) - 1:-1]
    _t44 = (10 + _l0)
    if type(_t43) is list and _st_log is None:
        for _t45 in _t43:
            _t46 = _st_zones[_st_loc[_t45]]
            if _t46[-1] == _t45: _t46.pop()
            else: _t46.remove(_t45)
            _st_zones[_t44].append(_t45); _st_loc[_t45] = _t44
    elif _t43 is not None:
        _move_cards35(st, _t43, _t44, False)
    _t47 = 0; _t48 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t47 += 1
        if _t47 > _LIMIT36[0] and _over_limit37(_t47, st, _t48): raise _Runaway38()
        _t49 = _st_zones[(10 + _l0)]
        _t50 = _l0
        _t51 = len(_t49)
        if _t51 <= 1 and _st_log is None:
            L[2] = _t49[0] if _t51 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t52 = st.chooser(_t51, _t50)
            else:
                _t52 = _st_bits(_t51.bit_length())
                while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
            L[2] = _t49[_t52]; st.decisions += 1
        elif _decide40(st, L, _t49[:], _t50): raise _PlayoutCut32()
        _t53 = L[2]
        _t54 = 0
        if type(_t53) is int and _st_log is None:
            _t55 = _st_zones[_st_loc[_t53]]
            if _t55[-1] == _t53: _t55.pop()
            else: _t55.remove(_t53)
            _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
        elif _t53 is not None:
            _move_cards35(st, _t53, _t54, False)

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout 92fe8007>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t56 = []
    for _t57 in (_k42 or []):
        if ((_t57 != _l0) and (len(_st_zones[(2 + _t57)]) < 5)): _t56.append(_t57)
    if _offer44(st, L, _t56): raise _PlayoutCut43()
    if (L[1] is None):
        return 2
    _t58 = _st_zones[(2 + _l0)]
    _t59 = _l0
    _t60 = len(_t58)
    if _t60 <= 1 and _st_log is None:
        L[2] = _t58[0] if _t60 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t61 = st.chooser(_t60, _t59)
        else:
            _t61 = _st_bits(_t60.bit_length())
            while _t61 >= _t60: _t61 = _st_bits(_t60.bit_length())
        L[2] = _t58[_t61]; st.decisions += 1
    elif _decide46(st, L, _t58[:], _t59): raise _PlayoutCut43()
    if _st_log is not None: _st_log.append(_Text50(_audience47(st), [_PlayerRef48(_l0), ' gives ', _card_ref49(st, L[2]), ' to ', _PlayerRef48(L[1])]))
    _t62 = L[2]
    _t63 = (2 + L[1])
    if type(_t62) is int and _st_log is None:
        _t64 = _st_zones[_st_loc[_t62]]
        if _t64[-1] == _t62: _t64.pop()
        else: _t64.remove(_t62)
        _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
    elif _t62 is not None:
        _move_cards51(st, _t62, _t63, False)

# <rulerun animalia.rules: offer #15 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #16 85906466>
def _loop(st, _i1l0, _t75):
    _st_zones = st.zones
    try:
        _t78 = _c62[_t75]
    except Exception:
        for _t76 in _st_zones[(2 + _i1l0)]:
            if (_c62[_t76] == _c62[_t75]):
                return True
        return False
    else:
        for _t76 in _st_zones[(2 + _i1l0)]:
            if (_c62[_t76] == _t78):
                return True
        return False

# <rulerun animalia.rules: offer #17 34f2c1d2>
def _loop(st, _i2l0, _t89):
    _st_zones = st.zones
    try:
        _t92 = _c74[_t89]
    except Exception:
        for _t90 in _st_zones[(2 + _i2l0)]:
            if (_c74[_t90] == _c74[_t89]):
                return True
        return False
    else:
        for _t90 in _st_zones[(2 + _i2l0)]:
            if (_c74[_t90] == _t92):
                return True
        return False

# <rulerun animalia.rules: offer #18 playout 8a595f2a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t67 = _st_zones[0]
    _t66 = 1
    if _st_log is None and _t67:
        _t65 = _t67.pop(); _st_zones[_t66].append(_t65); _st_loc[_t65] = _t66
    elif _t67:
        _move_cards53(st, _t67[-1], _t66, False)
    _t68 = 0; _t69 = st.decisions
    while True:
        _t68 += 1
        if _t68 > _LIMIT54[0] and _over_limit55(_t68, st, _t69): raise _Runaway56()
        for _t70 in (_o57[_l0] or []):
            L[3] = _t70
            if not (((len(_st_zones[(2 + _t70)]) < 5) and ((5 - len(_st_zones[(2 + _t70)])) >= len(_st_zones[1])))): continue
            _t71 = ['take', 'pass']
            _t72 = _t70
            _t73 = len(_t71)
            if _t73 <= 1 and _st_log is None:
                L[4] = _t71[0] if _t73 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t74 = st.chooser(_t73, _t72)
                else:
                    _t74 = _st_bits(_t73.bit_length())
                    while _t74 >= _t73: _t74 = _st_bits(_t73.bit_length())
                L[4] = _t71[_t74]; st.decisions += 1
            elif _decide60(st, L, _t71, _t72): raise _PlayoutCut58()
            if (L[4] == 'take'):
                _i1l0 = _t70
                _i1 = [_i1l0, None, None, None, None, None]
                _i1[1] = []
                for _t75 in (_st_zones[1][:] or []):
                    _i1[4] = _t75
                    if ((_c61[_t75] != 'plain') and _a63(st, _i1l0, _t75)):
                        _i1[1] = (_i1[1] + [_t75])
                        if len(_i1[1]) > 1000000: _too_long64(_i1[1])
                    _t80 = _t75
                    _t81 = (2 + _i1l0)
                    if type(_t80) is int and _st_log is None:
                        _t82 = _st_zones[_st_loc[_t80]]
                        if _t82[-1] == _t80: _t82.pop()
                        else: _t82.remove(_t80)
                        _st_zones[_t81].append(_t80); _st_loc[_t80] = _t81
                    elif _t80 is not None:
                        _move_cards53(st, _t80, _t81, False)
                _t83 = 0; _t84 = st.decisions
                while (not not (_i1[1] or ())):
                    _t83 += 1
                    if _t83 > _LIMIT54[0] and _over_limit55(_t83, st, _t84): raise _Runaway56()
                    _t85 = (_i1[1] or [])
                    _t86 = _i1l0
                    _t87 = len(_t85)
                    if _t87 <= 1 and _st_log is None:
                        _i1[5] = _t85[0] if _t87 else None
                    elif _st_log is None and st.decisions < st.inline_until:
                        if _st_bits is None: _t88 = st.chooser(_t87, _t86)
                        else:
                            _t88 = _st_bits(_t87.bit_length())
                            while _t88 >= _t87: _t88 = _st_bits(_t87.bit_length())
                        _i1[5] = _t85[_t88]; st.decisions += 1
                    elif _decide66(st, _i1, _t85, _t86): raise _PlayoutCut58()
                    _i1[1] = _remove67(st, _i1[1], _i1[5])
                    if (_c61[_i1[5]] == 'thief'):
                        if _p68(st, [_i1l0, None, None]) == 3: return 3
                    elif (_c61[_i1[5]] == 'spy'):
                        if _p69(st, [_i1l0, None, None]) == 3: return 3
                    else:
                        if _p70(st, [_i1l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text73(_audience71(st), [_PlayerRef72(_l0), ' must take the lot']))
            _i2l0 = _l0
            _i2 = [_i2l0, None, None, None, None, None]
            _i2[1] = []
            for _t89 in (_st_zones[1][:] or []):
                _i2[4] = _t89
                if ((_c61[_t89] != 'plain') and _a75(st, _i2l0, _t89)):
                    _i2[1] = (_i2[1] + [_t89])
                    if len(_i2[1]) > 1000000: _too_long64(_i2[1])
                _t94 = _t89
                _t95 = (2 + _i2l0)
                if type(_t94) is int and _st_log is None:
                    _t96 = _st_zones[_st_loc[_t94]]
                    if _t96[-1] == _t94: _t96.pop()
                    else: _t96.remove(_t94)
                    _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
                elif _t94 is not None:
                    _move_cards53(st, _t94, _t95, False)
            _t97 = 0; _t98 = st.decisions
            while (not not (_i2[1] or ())):
                _t97 += 1
                if _t97 > _LIMIT54[0] and _over_limit55(_t97, st, _t98): raise _Runaway56()
                _t99 = (_i2[1] or [])
                _t100 = _i2l0
                _t101 = len(_t99)
                if _t101 <= 1 and _st_log is None:
                    _i2[5] = _t99[0] if _t101 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t102 = st.chooser(_t101, _t100)
                    else:
                        _t102 = _st_bits(_t101.bit_length())
                        while _t102 >= _t101: _t102 = _st_bits(_t101.bit_length())
                    _i2[5] = _t99[_t102]; st.decisions += 1
                elif _decide76(st, _i2, _t99, _t100): raise _PlayoutCut58()
                _i2[1] = _remove67(st, _i2[1], _i2[5])
                if (_c61[_i2[5]] == 'thief'):
                    if _p68(st, [_i2l0, None, None]) == 3: return 3
                elif (_c61[_i2[5]] == 'spy'):
                    if _p69(st, [_i2l0, None, None]) == 3: return 3
                else:
                    if _p70(st, [_i2l0, None, None]) == 3: return 3
            return 2
        _t105 = _st_zones[0]
        _t104 = 1
        if _st_log is None and _t105:
            _t103 = _t105.pop(); _st_zones[_t104].append(_t103); _st_loc[_t103] = _t104
        elif _t105:
            _move_cards53(st, _t105[-1], _t104, False)

# <rulerun animalia.rules: collecting #19 7a71daa5>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
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
                _t13 = _t15.pop(); _st_zones[_t14].append(_t13); _st_loc[_t13] = _t14
            elif _t15:
                _move_cards12(st, _t15[-1], _t14, False)
            _i0l0 = L[1]
            _i0 = [_i0l0, None, None, None, None, None]
            _i0[1] = []
            for _t16 in (_st_zones[1][:] or []):
                _i0[4] = _t16
                if ((_c13[_t16] != 'plain') and _a15(st, _i0l0, _t16)):
                    _i0[1] = (_i0[1] + [_t16])
                    if len(_i0[1]) > 1000000: _too_long16(_i0[1])
                _t21 = _t16
                _t22 = (2 + _i0l0)
                if type(_t21) is int and _st_log is None:
                    _t23 = _st_zones[_st_loc[_t21]]
                    if _t23[-1] == _t21: _t23.pop()
                    else: _t23.remove(_t21)
                    _st_zones[_t22].append(_t21); _st_loc[_t21] = _t22
                elif _t21 is not None:
                    _move_cards12(st, _t21, _t22, False)
            _t24 = 0; _t25 = st.decisions
            while (not not (_i0[1] or ())):
                _t24 += 1
                if _t24 > _LIMIT5[0] and _over_limit6(_t24, st, _t25): raise _Runaway7()
                _t26 = (_i0[1] or [])
                _t27 = _i0l0
                _t28 = len(_t26)
                if _t28 <= 1 and _st_log is None:
                    _i0[5] = _t26[0] if _t28 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t29 = st.chooser(_t28, _t27)
                    else:
                        _t29 = _st_bits(_t28.bit_length())
                        while _t29 >= _t28: _t29 = _st_bits(_t28.bit_length())
                    _i0[5] = _t26[_t29]; st.decisions += 1
                elif _decide19(st, _i0, _t26, _t27): raise _PlayoutCut17()
                _i0[1] = _remove20(st, _i0[1], _i0[5])
                if (_c13[_i0[5]] == 'thief'):
                    if _p31(st, [_i0l0, None, None]) == 3: return 3
                elif (_c13[_i0[5]] == 'spy'):
                    if _p41(st, [_i0l0, None, None]) == 3: return 3
                else:
                    if _p52(st, [_i0l0, None, None]) == 3: return 3
        else:
            if _p77(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #20 5aaadac4>
def _native(st, L):
    return (not not st.zones[0])

# <rulerun animalia.rules: collecting #21 81ed5096>
def _native(st, L):
    return (not (L[0] or ()))

# <rulerun animalia.rules: collecting #22 7c2da8aa>
def _native(st, L):
    return (len((L[0] or ())) == 1)

# <rulerun animalia.rules: collecting #23 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: collecting #24 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: offer #25 c0071b7d>
def _native(st, L):
    _st_zones = st.zones
    _t108 = _st_zones[0]
    _t107 = 1
    if st.log is None and _t108:
        _t106 = _t108.pop(); _st_zones[_t107].append(_t106); st.loc[_t106] = _t107
    elif _t108:
        _move_cards78(st, _t108[-1], _t107, False)

# <rulerun animalia.rules: offer #26 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #27 976e9e58>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text81(_audience79(st), [_PlayerRef80(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 99b0b655>
def _native(st, L):
    _st_zones = st.zones
    _t111 = _st_zones[0]
    _t110 = 1
    if st.log is None and _t111:
        _t109 = _t111.pop(); _st_zones[_t110].append(_t109); st.loc[_t109] = _t110
    elif _t111:
        _move_cards82(st, _t111[-1], _t110, False)

# <rulerun animalia.rules: offer #30 7ff6714e>
def _loop(st, _i3l0, _t119):
    _st_zones = st.zones
    try:
        _t122 = _c91[_t119]
    except Exception:
        for _t120 in _st_zones[(2 + _i3l0)]:
            if (_c91[_t120] == _c91[_t119]):
                return True
        return False
    else:
        for _t120 in _st_zones[(2 + _i3l0)]:
            if (_c91[_t120] == _t122):
                return True
        return False

# <rulerun animalia.rules: offer #31 27a67075>
def _loop(st, _i4l0, _t133):
    _st_zones = st.zones
    try:
        _t136 = _c104[_t133]
    except Exception:
        for _t134 in _st_zones[(2 + _i4l0)]:
            if (_c104[_t134] == _c104[_t133]):
                return True
        return False
    else:
        for _t134 in _st_zones[(2 + _i4l0)]:
            if (_c104[_t134] == _t136):
                return True
        return False

# <rulerun animalia.rules: offer #32 138d6eca>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t112 = 0; _t113 = st.decisions
    while True:
        _t112 += 1
        if _t112 > _LIMIT83[0] and _over_limit84(_t112, st, _t113): raise _Runaway85()
        for _t114 in (_o86[_l0] or []):
            L[3] = _t114
            if not (((len(_st_zones[(2 + _t114)]) < 5) and ((5 - len(_st_zones[(2 + _t114)])) >= len(_st_zones[1])))): continue
            _t115 = ['take', 'pass']
            _t116 = _t114
            _t117 = len(_t115)
            if _t117 <= 1 and _st_log is None:
                L[4] = _t115[0] if _t117 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t118 = st.chooser(_t117, _t116)
                else:
                    _t118 = _st_bits(_t117.bit_length())
                    while _t118 >= _t117: _t118 = _st_bits(_t117.bit_length())
                L[4] = _t115[_t118]; st.decisions += 1
            elif _decide89(st, L, _t115, _t116): raise _PlayoutCut87()
            if (L[4] == 'take'):
                _i3l0 = _t114
                _i3 = [_i3l0, None, None, None, None, None]
                _i3[1] = []
                for _t119 in (_st_zones[1][:] or []):
                    _i3[4] = _t119
                    if ((_c90[_t119] != 'plain') and _a92(st, _i3l0, _t119)):
                        _i3[1] = (_i3[1] + [_t119])
                        if len(_i3[1]) > 1000000: _too_long93(_i3[1])
                    _t124 = _t119
                    _t125 = (2 + _i3l0)
                    if type(_t124) is int and _st_log is None:
                        _t126 = _st_zones[_st_loc[_t124]]
                        if _t126[-1] == _t124: _t126.pop()
                        else: _t126.remove(_t124)
                        _st_zones[_t125].append(_t124); _st_loc[_t124] = _t125
                    elif _t124 is not None:
                        _move_cards94(st, _t124, _t125, False)
                _t127 = 0; _t128 = st.decisions
                while (not not (_i3[1] or ())):
                    _t127 += 1
                    if _t127 > _LIMIT83[0] and _over_limit84(_t127, st, _t128): raise _Runaway85()
                    _t129 = (_i3[1] or [])
                    _t130 = _i3l0
                    _t131 = len(_t129)
                    if _t131 <= 1 and _st_log is None:
                        _i3[5] = _t129[0] if _t131 else None
                    elif _st_log is None and st.decisions < st.inline_until:
                        if _st_bits is None: _t132 = st.chooser(_t131, _t130)
                        else:
                            _t132 = _st_bits(_t131.bit_length())
                            while _t132 >= _t131: _t132 = _st_bits(_t131.bit_length())
                        _i3[5] = _t129[_t132]; st.decisions += 1
                    elif _decide96(st, _i3, _t129, _t130): raise _PlayoutCut87()
                    _i3[1] = _remove97(st, _i3[1], _i3[5])
                    if (_c90[_i3[5]] == 'thief'):
                        if _p98(st, [_i3l0, None, None]) == 3: return 3
                    elif (_c90[_i3[5]] == 'spy'):
                        if _p99(st, [_i3l0, None, None]) == 3: return 3
                    else:
                        if _p100(st, [_i3l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_l0), ' must take the lot']))
            _i4l0 = _l0
            _i4 = [_i4l0, None, None, None, None, None]
            _i4[1] = []
            for _t133 in (_st_zones[1][:] or []):
                _i4[4] = _t133
                if ((_c90[_t133] != 'plain') and _a105(st, _i4l0, _t133)):
                    _i4[1] = (_i4[1] + [_t133])
                    if len(_i4[1]) > 1000000: _too_long93(_i4[1])
                _t138 = _t133
                _t139 = (2 + _i4l0)
                if type(_t138) is int and _st_log is None:
                    _t140 = _st_zones[_st_loc[_t138]]
                    if _t140[-1] == _t138: _t140.pop()
                    else: _t140.remove(_t138)
                    _st_zones[_t139].append(_t138); _st_loc[_t138] = _t139
                elif _t138 is not None:
                    _move_cards94(st, _t138, _t139, False)
            _t141 = 0; _t142 = st.decisions
            while (not not (_i4[1] or ())):
                _t141 += 1
                if _t141 > _LIMIT83[0] and _over_limit84(_t141, st, _t142): raise _Runaway85()
                _t143 = (_i4[1] or [])
                _t144 = _i4l0
                _t145 = len(_t143)
                if _t145 <= 1 and _st_log is None:
                    _i4[5] = _t143[0] if _t145 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t146 = st.chooser(_t145, _t144)
                    else:
                        _t146 = _st_bits(_t145.bit_length())
                        while _t146 >= _t145: _t146 = _st_bits(_t145.bit_length())
                    _i4[5] = _t143[_t146]; st.decisions += 1
                elif _decide106(st, _i4, _t143, _t144): raise _PlayoutCut87()
                _i4[1] = _remove97(st, _i4[1], _i4[5])
                if (_c90[_i4[5]] == 'thief'):
                    if _p98(st, [_i4l0, None, None]) == 3: return 3
                elif (_c90[_i4[5]] == 'spy'):
                    if _p99(st, [_i4l0, None, None]) == 3: return 3
                else:
                    if _p100(st, [_i4l0, None, None]) == 3: return 3
            return 2
        _t149 = _st_zones[0]
        _t148 = 1
        if _st_log is None and _t149:
            _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
        elif _t149:
            _move_cards94(st, _t149[-1], _t148, False)

# <rulerun animalia.rules: offer #33 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #34 cc32ad2e>
def _native(st, L):
    return _o107[L[0]]

# <rulerun animalia.rules: offer #35 efc6179a>
def _native(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    return ((len(_st_zones[(2 + _l3)]) < 5) and ((5 - len(_st_zones[(2 + _l3)])) >= len(_st_zones[1])))

# <rulerun animalia.rules: offer #36 2ae3434b>
def _native(st, L):
    return ['take', 'pass']

# <rulerun animalia.rules: offer #37 e1677931>
def _native(st, L):
    return (L[4] == 'take')

# <rulerun animalia.rules: offer #38 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #39 fd6e31b4>
def _native(st, L):
    _st_zones = st.zones
    return ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0]))

# <rulerun animalia.rules: offer #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #41 353b4037>
def _loop(st, L, _t150):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t153 = _c109[_t150]
    except Exception:
        for _t151 in _st_zones[(2 + _l0)]:
            if (_c109[_t151] == _c109[_t150]):
                return True
        return False
    else:
        for _t151 in _st_zones[(2 + _l0)]:
            if (_c109[_t151] == _t153):
                return True
        return False

# <rulerun animalia.rules: take_lot #42 7a95579b>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t150 in (_st_zones[1][:] or []):
        L[4] = _t150
        if ((_c108[_t150] != 'plain') and _a110(st, L, _t150)):
            L[1] = (L[1] + [_t150])
            if len(L[1]) > 1000000: _too_long111(L[1])
        _t155 = _t150
        _t156 = (2 + L[0])
        if type(_t155) is int and st.log is None:
            _t157 = _st_zones[_st_loc[_t155]]
            if _t157[-1] == _t155: _t157.pop()
            else: _t157.remove(_t155)
            _st_zones[_t156].append(_t155); _st_loc[_t155] = _t156
        elif _t155 is not None:
            _move_cards112(st, _t155, _t156, False)

# <rulerun animalia.rules: take_lot #43 16eef04d>
def _native(st, L):
    L[1] = _remove113(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #44 e238c7d3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _t158 = 0; _t159 = st.decisions
    while (not not (L[1] or ())):
        _t158 += 1
        if _t158 > _LIMIT114[0] and _over_limit115(_t158, st, _t159): raise _Runaway116()
        _t160 = (L[1] or [])
        _t161 = _l0
        _t162 = len(_t160)
        if _t162 <= 1 and _st_log is None:
            L[5] = _t160[0] if _t162 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t163 = st.chooser(_t162, _t161)
            else:
                _t163 = _st_bits(_t162.bit_length())
                while _t163 >= _t162: _t163 = _st_bits(_t162.bit_length())
            L[5] = _t160[_t163]; st.decisions += 1
        elif _decide119(st, L, _t160, _t161): raise _PlayoutCut117()
        L[1] = _remove120(st, L[1], L[5])
        if (_c121[L[5]] == 'thief'):
            if _p122(st, [_l0, None, None]) == 3: return 3
        elif (_c121[L[5]] == 'spy'):
            if _p123(st, [_l0, None, None]) == 3: return 3
        else:
            if _p124(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #45 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #46 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #47 1317e60f>
def _native(st, L):
    return (_c125[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #48 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #49 f6a02b94>
def _native(st, L):
    return (_c126[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #50 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #51 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #52 6a2f85a5>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text129(_audience127(st), [_PlayerRef128(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #53 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #54 6109e463>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text133(_audience130(st), [_PlayerRef131(_l0), ' steals ', _card_ref132(st, _l2), ' from ', _PlayerRef131(L[1])]))
    _t164 = _l2
    _t165 = (2 + _l0)
    if type(_t164) is int and _st_log is None:
        _t166 = _st_zones[_st_loc[_t164]]
        if _t166[-1] == _t164: _t166.pop()
        else: _t166.remove(_t164)
        _st_zones[_t165].append(_t164); _st_loc[_t164] = _t165
    elif _t164 is not None:
        _move_cards134(st, _t164, _t165, False)

# <rulerun animalia.rules: use_thief #55 97260656>
def _native(st, L):
    return _k135

# <rulerun animalia.rules: use_thief #56 6388390e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (not not st.zones[(2 + _l1)]))

# <rulerun animalia.rules: use_thief #57 5368d5b4>
def _native(st, L):
    return (2 + L[1])

# <rulerun animalia.rules: use_spy #58 1e0fdbee>
def _native(st, L):
    if (not st.zones[0]):
        return 2

# <rulerun animalia.rules: use_spy #59 77a9fddd>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t167 = _st_zones[0][:-(5) - 1:-1]
    _t168 = (10 + L[0])
    if type(_t167) is list and st.log is None:
        for _t169 in _t167:
            _t170 = _st_zones[_st_loc[_t169]]
            if _t170[-1] == _t169: _t170.pop()
            else: _t170.remove(_t169)
            _st_zones[_t168].append(_t169); _st_loc[_t169] = _t168
    elif _t167 is not None:
        _move_cards136(st, _t167, _t168, False)

# <rulerun animalia.rules: use_spy #60 3c9115c9>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t171 = L[2]
    _t172 = 0
    if type(_t171) is int and st.log is None:
        _t173 = _st_zones[_st_loc[_t171]]
        if _t173[-1] == _t171: _t173.pop()
        else: _t173.remove(_t171)
        _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
    elif _t171 is not None:
        _move_cards137(st, _t171, _t172, False)

# <rulerun animalia.rules: use_spy #61 977d5a02>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t174 = 0; _t175 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t174 += 1
        if _t174 > _LIMIT138[0] and _over_limit139(_t174, st, _t175): raise _Runaway140()
        _t176 = _st_zones[(10 + _l0)]
        _t177 = _l0
        _t178 = len(_t176)
        if _t178 <= 1 and _st_log is None:
            L[2] = _t176[0] if _t178 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t179 = st.chooser(_t178, _t177)
            else:
                _t179 = _st_bits(_t178.bit_length())
                while _t179 >= _t178: _t179 = _st_bits(_t178.bit_length())
            L[2] = _t176[_t179]; st.decisions += 1
        elif _decide143(st, L, _t176[:], _t177): raise _PlayoutCut141()
        _t180 = L[2]
        _t181 = 0
        if type(_t180) is int and _st_log is None:
            _t182 = _st_zones[_st_loc[_t180]]
            if _t182[-1] == _t180: _t182.pop()
            else: _t182.remove(_t180)
            _st_zones[_t181].append(_t180); _st_loc[_t180] = _t181
        elif _t180 is not None:
            _move_cards144(st, _t180, _t181, False)

# <rulerun animalia.rules: use_spy #62 1cf859ec>
def _native(st, L):
    return ['look', 'skip']

# <rulerun animalia.rules: use_spy #63 af47ac9d>
def _native(st, L):
    return (not not st.zones[(10 + L[0])])

# <rulerun animalia.rules: use_spy #64 ed750000>
def _native(st, L):
    return (10 + L[0])

# <rulerun animalia.rules: use_gift #65 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_gift #66 9dd45371>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text148(_audience145(st), [_PlayerRef146(L[0]), ' gives ', _card_ref147(st, _l2), ' to ', _PlayerRef146(_l1)]))
    _t183 = _l2
    _t184 = (2 + _l1)
    if type(_t183) is int and _st_log is None:
        _t185 = _st_zones[_st_loc[_t183]]
        if _t185[-1] == _t183: _t185.pop()
        else: _t185.remove(_t183)
        _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
    elif _t183 is not None:
        _move_cards149(st, _t183, _t184, False)

# <rulerun animalia.rules: use_gift #67 72b73793>
def _native(st, L):
    return _k150

# <rulerun animalia.rules: use_gift #68 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #69 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #70 c4da37c1>
def _loop(st, _t186):
    _t188 = 0
    for _t187 in st.zones[(2 + _t186)]:
        _t188 += _c155[_t187]
    return _t188

# <rulerun animalia.rules: elegance_bonuses #71 c99fbd76>
def _loop(st, _t190):
    _t192 = 0
    for _t191 in st.zones[(2 + _t190)]:
        _t192 += _c160[_t191]
    return _t192

# <rulerun animalia.rules: elegance_bonuses #72 ea46b576>
def _loop(st, _t196):
    _t198 = 0
    for _t197 in st.zones[(2 + _t196)]:
        _t198 += _c163[_t197]
    return _t198

# <rulerun animalia.rules: give_bonus #73 3e79061b>
def _loop(st, L):
    _t201 = 0
    for _t200 in st.zones[(2 + L[0])]:
        _t201 += _c165[_t200]
    return _t201

# <rulerun animalia.rules: give_bonus #74 11434ab1>
def _loop(st, L):
    _t203 = 0
    for _t202 in st.zones[(2 + L[0])]:
        _t203 += _c169[_t202]
    return _t203

# <rulerun animalia.rules: give_bonus #75 a1a88968>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a166(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text172(_audience167(st), [_PlayerRef168(_l0), ' gets no bonus (elegance ', _plain171(_a170(st, L)), ')']))
        return 2
    _t204 = _st_zones[0][:-(L[1]) - 1:-1]
    _t205 = (6 + _l0)
    if type(_t204) is list and _st_log is None:
        for _t206 in _t204:
            _t207 = _st_zones[_st_loc[_t206]]
            if _t207[-1] == _t206: _t207.pop()
            else: _t207.remove(_t206)
            _st_zones[_t205].append(_t206); _st_loc[_t206] = _t205
    elif _t204 is not None:
        _move_cards173(st, _t204, _t205, False)

# <rulerun animalia.rules: elegance_bonuses #76 3aa23264>
def _loop(st, L):
    for _t208 in (L[4] or ()):
        return _t208
    return None

# <rulerun animalia.rules: elegance_bonuses #77 3b46108f>
def _loop(st, _t212):
    _t214 = 0
    for _t213 in st.zones[(2 + _t212)]:
        _t214 += _c177[_t213]
    return _t214

# <rulerun animalia.rules: elegance_bonuses #78 d61aa9c9>
def _loop(st, _t212):
    _t216 = 0
    for _t215 in st.zones[(2 + _t212)]:
        _t216 += _c179[_t215]
    return _t216

# <rulerun animalia.rules: elegance_bonuses #79 7b8d201f>
def _loop(st, _t218):
    _t220 = 0
    for _t219 in st.zones[(2 + _t218)]:
        _t220 += _c182[_t219]
    return _t220

# <rulerun animalia.rules: elegance_bonuses #80 3d662f9b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k151)
    for _t186 in (_k152 or []):
        L[2] = _t186
        if _st_log is not None: _st_log.append(_Text158(_audience153(st), [_PlayerRef154(_t186), ': elegance ', _plain157(_a156(st, _t186))]))
    _t189 = None
    for _t190 in (_k159 or ()):
        _t193 = _a161(st, _t190)
        if _t189 is None or _t193 > _t189:
            _t189 = _t193
    L[3] = _t189
    _t195 = L[3]
    _t194 = []
    for _t196 in (_k162 or ()):
        if (_a164(st, _t196) == _t195):
            _t194.append(_t196)
    L[4] = _t194
    if (len((L[4] or ())) > 1):
        for _t199 in (L[4] or []):
            L[7] = _t199
            if _p174(st, [_t199, 1]) == 3: return 3
    else:
        if _p174(st, [_a175(st, L), 2]) == 3: return 3
        _t211 = L[3]
        _t210 = None
        for _t212 in (_k176 or ()):
            if (_a178(st, _t212) < _t211):
                _t217 = _a180(st, _t212)
                if _t210 is None or _t217 > _t210:
                    _t210 = _t217
        L[8] = _t210
        for _t218 in (_k181 or []):
            L[11] = _t218
            if not (((L[8] is not None) and (_a183(st, _t218) == L[8]))): continue
            if _p174(st, [_t218, 1]) == 3: return 3

# <rulerun animalia.rules: awards #81 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #82 9d9a85ae>
def _loop(st, _t221):
    _st_cvars = st.cvars
    _t227 = 0
    for _t226 in st.zones[(6 + _t221)]:
        if (_st_cvars[31 + _t226] is not None):
            _t227 += 1
    return _t227

# <rulerun animalia.rules: awards #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #84 51c775b2>
def _loop(st, _t221, _t230):
    _st_cvars = st.cvars
    for _t231 in st.zones[(6 + _t221)]:
        if (_st_cvars[31 + _t231] == _t230):
            return True
    return False

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 099b0f24>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t221 in (_k184 or []):
        st.thread_player = st.inline_thread = _t221
        _i5 = L[:]; _i5[0] = _t221
        _t222 = 0; _t223 = st.decisions
        while True:
            _t222 += 1
            if _t222 > _LIMIT185[0] and _over_limit186(_t222, st, _t223): raise _Runaway187()
            _t228 = _NOT_YET
            _t224 = []
            for _t225 in _st_zones[(6 + _t221)]:
                if ((_st_cvars[31 + _t225] is None) and (len(_st_zones[(2 + _t221)]) > (_t228 if _t228 is not _NOT_YET else (_t228 := _a188(st, _t221))))): _t224.append(_t225)
            if _offer190(st, _i5, _t224): raise _PlayoutCut189()
            if (_i5[1] is None):
                break
            _t229 = []
            for _t230 in _st_zones[(2 + _t221)]:
                if (not _a191(st, _t221, _t230)): _t229.append(_t230)
            _t233 = _t221
            _t234 = len(_t229)
            if _t234 <= 1:
                _i5[2] = _t229[0] if _t234 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t235 = st.chooser(_t234, _t233)
                else:
                    _t235 = _st_bits(_t234.bit_length())
                    while _t235 >= _t234: _t235 = _st_bits(_t234.bit_length())
                _i5[2] = _t229[_t235]; st.decisions += 1
            elif _decide193(st, _i5, _t229, _t233): raise _PlayoutCut189()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #87 9561449d>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t236 in (_k194 or []):
        L[5] = _t236
        for _t237 in _st_zones[(6 + _t236)][:]:
            L[8] = _t237
            if not ((_st_cvars[31 + _t237] is not None)): continue
            if _st_log is not None: _st_log.append(_Text198(_audience195(st), [_PlayerRef196(_t236), ' swaps ', _card_ref197(st, _st_cvars[31 + _t237]), ' for a bonus card']))
            _t238 = _st_cvars[31 + _t237]
            _t239 = 14
            if type(_t238) is int and _st_log is None:
                _t240 = _st_zones[_st_loc[_t238]]
                if _t240[-1] == _t238: _t240.pop()
                else: _t240.remove(_t238)
                _st_zones[_t239].append(_t238); _st_loc[_t238] = _t239
            elif _t238 is not None:
                _move_cards199(st, _t238, _t239, False)
            _st_cvars[31 + _t237] = None
            _t241 = _t237
            _t242 = (2 + _t236)
            if type(_t241) is int and _st_log is None:
                _t243 = _st_zones[_st_loc[_t241]]
                if _t243[-1] == _t241: _t243.pop()
                else: _t243.remove(_t241)
                _st_zones[_t242].append(_t241); _st_loc[_t241] = _t242
            elif _t241 is not None:
                _move_cards199(st, _t241, _t242, False)

# <rulerun animalia.rules: awards #88 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #89 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #90 695beed1>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    for _t244 in (_k200 or []):
        L[11] = _t244
        for _t245 in st.zones[(2 + _t244)][:]:
            L[14] = _t245
            if not (((_c201[_t245] is None) and True)): continue
            _t246 = (_k202 or [])
            _t247 = _t244
            _t248 = len(_t246)
            if _t248 <= 1 and _st_log is None:
                L[15] = _t246[0] if _t248 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t249 = st.chooser(_t248, _t247)
                else:
                    _t249 = _st_bits(_t248.bit_length())
                    while _t249 >= _t248: _t249 = _st_bits(_t248.bit_length())
                L[15] = _t246[_t249]; st.decisions += 1
            elif _decide205(st, L, _t246, _t247): raise _PlayoutCut203()
            st.cvars[_t245] = L[15]

# <rulerun animalia.rules: awards #91 35e5f664>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t250 in (_k206 or []):
        L[18] = _t250
        _t251 = []
        for _t252 in _st_zones[(2 + _t250)]:
            _t251.append((_st_cvars[_t252] if (_c207[_t252] is None) else _c207[_t252]))
        L[19] = _t251
        _t254 = L[19]
        _t253 = 0
        for _t255 in (_k208 or ()):
            if (_t255 in (_t254 or ())):
                _t253 += 1
        L[20] = _t253
        if ((len(_st_zones[(2 + _t250)]) == 5) and (L[20] == 5)):
            for _t256 in (_k209 or []):
                L[23] = _t256
                _st_vars[0 + _t250][_t256] = _st_vars[0 + _t250][_t256] + 1
        else:
            for _t257 in (_k210 or []):
                L[26] = _t257
                L[27] = (L[19] or ()).count(_t257)
                if (L[27] >= 2):
                    _st_vars[0 + _t250][_t257] = _st_vars[0 + _t250][_t257] + L[27]
        if _st_log is not None: _st_log.append(_Text214(_audience211(st), [_PlayerRef212(_t250), ' medals: ', _plain213(_st_vars[0 + _t250])]))
    for _t258 in (_k215 or []):
        L[30] = _t258
        for _t259 in _st_zones[(2 + _t258)][:]:
            L[33] = _t259
            _st_cvars[_t259] = None
        _t260 = (2 + _t258)
        _t261 = 0
        if _st_log is None and _t260 != _t261:
            _t262 = _st_zones[_t260]; _st_zones[_t261] += _t262
            for _t263 in _t262: _st_loc[_t263] = _t261
            _t262.clear()
        else:
            _move_cards216(st, _st_zones[_t260][:], _t261, False)
    _t264 = 14
    _t265 = 0
    if _st_log is None and _t264 != _t265:
        _t266 = _st_zones[_t264]; _st_zones[_t265] += _t266
        for _t267 in _t266: _st_loc[_t267] = _t265
        _t266.clear()
    else:
        _move_cards216(st, _st_zones[_t264][:], _t265, False)

# <rulerun animalia.rules: awards #92 7424ff5c>
def _native(st, L):
    return _k217

# <rulerun animalia.rules: awards #93 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #94 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #95 199448e5>
def _loop(st, L):
    _st_cvars = st.cvars
    _t269 = 0
    for _t268 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t268] is not None):
            _t269 += 1
    return _t269

# <rulerun animalia.rules: awards #96 5445357c>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a218(st, L)))

# <rulerun animalia.rules: awards #97 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #98 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #99 7cc175e1>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t270 = False
    for _t271 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t271] == _l2):
            _t270 = True
            break
    return (not _t270)

# <rulerun animalia.rules: awards #100 5e50dea1>
def _native(st, L):
    return _k219

# <rulerun animalia.rules: awards #101 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #102 6a7c5e34>
def _native(st, L):
    return ((_c220[L[14]] is None) and True)

# <rulerun animalia.rules: awards #103 6208ec3b>
def _native(st, L):
    return _k221

# <rulerun animalia.rules: play #104 d40b0897>
def _native(st, L):
    st.vars[4] = _random_item222(st, _k223)

# <rulerun animalia.rules: play #105 9903130a>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text226(_audience224(st), ['Season ', _plain225(L[2])]))
    _shuffle_zone227(st, 0)

# <rulerun animalia.rules: play #106 b586657e>
def _loop(st, _t272):
    _t274 = 0
    for _t273 in st.zones[(2 + _t272)]:
        _t274 += _c232[_t273]
    return _t274

# <rulerun animalia.rules: play #107 0a134698>
def _loop(st, _t276):
    _t278 = 0
    for _t277 in st.zones[(2 + _t276)]:
        _t278 += _c237[_t277]
    return _t278

# <rulerun animalia.rules: play #108 22d72afc>
def _loop(st, _t282):
    _t284 = 0
    for _t283 in st.zones[(2 + _t282)]:
        _t284 += _c240[_t283]
    return _t284

# <rulerun animalia.rules: play #109 0a22a4b3>
def _loop(st, _i6):
    for _t286 in (_i6[4] or ()):
        return _t286
    return None

# <rulerun animalia.rules: play #110 39745a08>
def _loop(st, _t290):
    _t292 = 0
    for _t291 in st.zones[(2 + _t290)]:
        _t292 += _c245[_t291]
    return _t292

# <rulerun animalia.rules: play #111 1f451f6e>
def _loop(st, _t290):
    _t294 = 0
    for _t293 in st.zones[(2 + _t290)]:
        _t294 += _c247[_t293]
    return _t294

# <rulerun animalia.rules: play #112 f7aebea6>
def _loop(st, _t296):
    _t298 = 0
    for _t297 in st.zones[(2 + _t296)]:
        _t298 += _c250[_t297]
    return _t298

# <rulerun animalia.rules: play #113 ce881932>
def _native(st, L):
    _st_log = st.log
    _i6 = [None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k228)
    for _t272 in (_k229 or []):
        _i6[2] = _t272
        if _st_log is not None: _st_log.append(_Text235(_audience230(st), [_PlayerRef231(_t272), ': elegance ', _plain234(_a233(st, _t272))]))
    _t275 = None
    for _t276 in (_k236 or ()):
        _t279 = _a238(st, _t276)
        if _t275 is None or _t279 > _t275:
            _t275 = _t279
    _i6[3] = _t275
    _t281 = _i6[3]
    _t280 = []
    for _t282 in (_k239 or ()):
        if (_a241(st, _t282) == _t281):
            _t280.append(_t282)
    _i6[4] = _t280
    if (len((_i6[4] or ())) > 1):
        for _t285 in (_i6[4] or []):
            _i6[7] = _t285
            if _p242(st, [_t285, 1]) == 3: return 3
    else:
        if _p242(st, [_a243(st, _i6), 2]) == 3: return 3
        _t289 = _i6[3]
        _t288 = None
        for _t290 in (_k244 or ()):
            if (_a246(st, _t290) < _t289):
                _t295 = _a248(st, _t290)
                if _t288 is None or _t295 > _t288:
                    _t288 = _t295
        _i6[8] = _t288
        for _t296 in (_k249 or []):
            _i6[11] = _t296
            if not (((_i6[8] is not None) and (_a251(st, _t296) == _i6[8]))): continue
            if _p242(st, [_t296, 1]) == 3: return 3

# <rulerun animalia.rules: play #114 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #115 5d3db354>
def _loop(st, _i8l0, _t310):
    _st_zones = st.zones
    try:
        _t313 = _c262[_t310]
    except Exception:
        for _t311 in _st_zones[(2 + _i8l0)]:
            if (_c262[_t311] == _c262[_t310]):
                return True
        return False
    else:
        for _t311 in _st_zones[(2 + _i8l0)]:
            if (_c262[_t311] == _t313):
                return True
        return False

# <rulerun animalia.rules: use_thief #116 playout, without a log a9ccc622>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t324 = []
    for _t325 in (_k269 or []):
        if ((_t325 != _l0) and (not not _st_zones[(2 + _t325)])): _t324.append(_t325)
    if _offer271(st, L, _t324): raise _PlayoutCut270()
    if (L[1] is None):
        return 2
    _t326 = _st_zones[(2 + L[1])]
    _t327 = _l0
    _t328 = len(_t326)
    if _t328 <= 1:
        L[2] = _t326[0] if _t328 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t329 = st.chooser(_t328, _t327)
        else:
            _t329 = _st_bits(_t328.bit_length())
            while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
        L[2] = _t326[_t329]; st.decisions += 1
    elif _decide273(st, L, _t326[:], _t327): raise _PlayoutCut270()
    _t330 = L[2]
    _t331 = (2 + _l0)
    if type(_t330) is int:
        _t332 = _st_zones[_st_loc[_t330]]
        if _t332[-1] == _t330: _t332.pop()
        else: _t332.remove(_t330)
        _st_zones[_t331].append(_t330); _st_loc[_t330] = _t331
    elif _t330 is not None:
        _move_cards274(st, _t330, _t331, False)

# <rulerun animalia.rules: use_spy #117 playout, without a log f9b3b95b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t333 = ['look', 'skip']
    _t334 = _l0
    _t335 = len(_t333)
    if _t335 <= 1:
        L[1] = _t333[0] if _t335 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t336 = st.chooser(_t335, _t334)
        else:
            _t336 = _st_bits(_t335.bit_length())
            while _t336 >= _t335: _t336 = _st_bits(_t335.bit_length())
        L[1] = _t333[_t336]; st.decisions += 1
    elif _decide278(st, L, _t333, _t334): raise _PlayoutCut276()
    if (L[1] == 'skip'):
        return 2
    _t337 = _st_zones[0][:-(5) - 1:-1]
    _t338 = (10 + _l0)
    if type(_t337) is list:
        for _t339 in _t337:
            _t340 = _st_zones[_st_loc[_t339]]
            if _t340[-1] == _t339: _t340.pop()
            else: _t340.remove(_t339)
            _st_zones[_t338].append(_t339); _st_loc[_t339] = _t338
    elif _t337 is not None:
        _move_cards279(st, _t337, _t338, False)
    _t341 = 0; _t342 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t341 += 1
        if _t341 > _LIMIT280[0] and _over_limit281(_t341, st, _t342): raise _Runaway282()
        _t343 = _st_zones[(10 + _l0)]
        _t344 = _l0
        _t345 = len(_t343)
        if _t345 <= 1:
            L[2] = _t343[0] if _t345 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t346 = st.chooser(_t345, _t344)
            else:
                _t346 = _st_bits(_t345.bit_length())
                while _t346 >= _t345: _t346 = _st_bits(_t345.bit_length())
            L[2] = _t343[_t346]; st.decisions += 1
        elif _decide284(st, L, _t343[:], _t344): raise _PlayoutCut276()
        _t347 = L[2]
        _t348 = 0
        if type(_t347) is int:
            _t349 = _st_zones[_st_loc[_t347]]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
        elif _t347 is not None:
            _move_cards279(st, _t347, _t348, False)

# <rulerun animalia.rules: use_gift #118 playout, without a log 50af2e23>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t350 = []
    for _t351 in (_k286 or []):
        if ((_t351 != _l0) and (len(_st_zones[(2 + _t351)]) < 5)): _t350.append(_t351)
    if _offer288(st, L, _t350): raise _PlayoutCut287()
    if (L[1] is None):
        return 2
    _t352 = _st_zones[(2 + _l0)]
    _t353 = _l0
    _t354 = len(_t352)
    if _t354 <= 1:
        L[2] = _t352[0] if _t354 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t355 = st.chooser(_t354, _t353)
        else:
            _t355 = _st_bits(_t354.bit_length())
            while _t355 >= _t354: _t355 = _st_bits(_t354.bit_length())
        L[2] = _t352[_t355]; st.decisions += 1
    elif _decide290(st, L, _t352[:], _t353): raise _PlayoutCut287()
    _t356 = L[2]
    _t357 = (2 + L[1])
    if type(_t356) is int:
        _t358 = _st_zones[_st_loc[_t356]]
        if _t358[-1] == _t356: _t358.pop()
        else: _t358.remove(_t356)
        _st_zones[_t357].append(_t356); _st_loc[_t356] = _t357
    elif _t356 is not None:
        _move_cards291(st, _t356, _t357, False)

# <rulerun animalia.rules: offer #119 d9adb66b>
def _loop(st, _i9l0, _t369):
    _st_zones = st.zones
    try:
        _t372 = _c302[_t369]
    except Exception:
        for _t370 in _st_zones[(2 + _i9l0)]:
            if (_c302[_t370] == _c302[_t369]):
                return True
        return False
    else:
        for _t370 in _st_zones[(2 + _i9l0)]:
            if (_c302[_t370] == _t372):
                return True
        return False

# <rulerun animalia.rules: offer #120 6b394503>
def _loop(st, _i10l0, _t383):
    _st_zones = st.zones
    try:
        _t386 = _c311[_t383]
    except Exception:
        for _t384 in _st_zones[(2 + _i10l0)]:
            if (_c311[_t384] == _c311[_t383]):
                return True
        return False
    else:
        for _t384 in _st_zones[(2 + _i10l0)]:
            if (_c311[_t384] == _t386):
                return True
        return False

# <rulerun animalia.rules: offer #121 playout, without a log 6aaef46f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t361 = _st_zones[0]
    _t360 = 1
    if _t361:
        _t359 = _t361.pop(); _st_zones[_t360].append(_t359); _st_loc[_t359] = _t360
    _t362 = 0; _t363 = st.decisions
    while True:
        _t362 += 1
        if _t362 > _LIMIT294[0] and _over_limit295(_t362, st, _t363): raise _Runaway296()
        for _t364 in (_o297[_l0] or []):
            L[3] = _t364
            if not (((len(_st_zones[(2 + _t364)]) < 5) and ((5 - len(_st_zones[(2 + _t364)])) >= len(_st_zones[1])))): continue
            _t365 = ['take', 'pass']
            _t366 = _t364
            _t367 = len(_t365)
            if _t367 <= 1:
                L[4] = _t365[0] if _t367 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t368 = st.chooser(_t367, _t366)
                else:
                    _t368 = _st_bits(_t367.bit_length())
                    while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
                L[4] = _t365[_t368]; st.decisions += 1
            elif _decide300(st, L, _t365, _t366): raise _PlayoutCut298()
            if (L[4] == 'take'):
                _i9l0 = _t364
                _i9 = [_i9l0, None, None, None, None, None]
                _i9[1] = []
                for _t369 in (_st_zones[1][:] or []):
                    _i9[4] = _t369
                    if ((_c301[_t369] != 'plain') and _a303(st, _i9l0, _t369)):
                        _i9[1] = (_i9[1] + [_t369])
                        if len(_i9[1]) > 1000000: _too_long304(_i9[1])
                    _t374 = _t369
                    _t375 = (2 + _i9l0)
                    if type(_t374) is int:
                        _t376 = _st_zones[_st_loc[_t374]]
                        if _t376[-1] == _t374: _t376.pop()
                        else: _t376.remove(_t374)
                        _st_zones[_t375].append(_t374); _st_loc[_t374] = _t375
                    elif _t374 is not None:
                        _move_cards293(st, _t374, _t375, False)
                _t377 = 0; _t378 = st.decisions
                while (not not (_i9[1] or ())):
                    _t377 += 1
                    if _t377 > _LIMIT294[0] and _over_limit295(_t377, st, _t378): raise _Runaway296()
                    _t379 = (_i9[1] or [])
                    _t380 = _i9l0
                    _t381 = len(_t379)
                    if _t381 <= 1:
                        _i9[5] = _t379[0] if _t381 else None
                    elif st.decisions < st.inline_until:
                        if _st_bits is None: _t382 = st.chooser(_t381, _t380)
                        else:
                            _t382 = _st_bits(_t381.bit_length())
                            while _t382 >= _t381: _t382 = _st_bits(_t381.bit_length())
                        _i9[5] = _t379[_t382]; st.decisions += 1
                    elif _decide306(st, _i9, _t379, _t380): raise _PlayoutCut298()
                    _i9[1] = _remove307(st, _i9[1], _i9[5])
                    if (_c301[_i9[5]] == 'thief'):
                        if _p308(st, [_i9l0, None, None]) == 3: return 3
                    elif (_c301[_i9[5]] == 'spy'):
                        if _p309(st, [_i9l0, None, None]) == 3: return 3
                    else:
                        if _p310(st, [_i9l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            _i10l0 = _l0
            _i10 = [_i10l0, None, None, None, None, None]
            _i10[1] = []
            for _t383 in (_st_zones[1][:] or []):
                _i10[4] = _t383
                if ((_c301[_t383] != 'plain') and _a312(st, _i10l0, _t383)):
                    _i10[1] = (_i10[1] + [_t383])
                    if len(_i10[1]) > 1000000: _too_long304(_i10[1])
                _t388 = _t383
                _t389 = (2 + _i10l0)
                if type(_t388) is int:
                    _t390 = _st_zones[_st_loc[_t388]]
                    if _t390[-1] == _t388: _t390.pop()
                    else: _t390.remove(_t388)
                    _st_zones[_t389].append(_t388); _st_loc[_t388] = _t389
                elif _t388 is not None:
                    _move_cards293(st, _t388, _t389, False)
            _t391 = 0; _t392 = st.decisions
            while (not not (_i10[1] or ())):
                _t391 += 1
                if _t391 > _LIMIT294[0] and _over_limit295(_t391, st, _t392): raise _Runaway296()
                _t393 = (_i10[1] or [])
                _t394 = _i10l0
                _t395 = len(_t393)
                if _t395 <= 1:
                    _i10[5] = _t393[0] if _t395 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t396 = st.chooser(_t395, _t394)
                    else:
                        _t396 = _st_bits(_t395.bit_length())
                        while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
                    _i10[5] = _t393[_t396]; st.decisions += 1
                elif _decide313(st, _i10, _t393, _t394): raise _PlayoutCut298()
                _i10[1] = _remove307(st, _i10[1], _i10[5])
                if (_c301[_i10[5]] == 'thief'):
                    if _p308(st, [_i10l0, None, None]) == 3: return 3
                elif (_c301[_i10[5]] == 'spy'):
                    if _p309(st, [_i10l0, None, None]) == 3: return 3
                else:
                    if _p310(st, [_i10l0, None, None]) == 3: return 3
            return 2
        _t399 = _st_zones[0]
        _t398 = 1
        if _t399:
            _t397 = _t399.pop(); _st_zones[_t398].append(_t397); _st_loc[_t397] = _t398

# <rulerun animalia.rules: collecting #122 c4ccb9cb>
def _loop(st, _i11l0, _t409):
    _st_zones = st.zones
    try:
        _t412 = _c321[_t409]
    except Exception:
        for _t410 in _st_zones[(2 + _i11l0)]:
            if (_c321[_t410] == _c321[_t409]):
                return True
        return False
    else:
        for _t410 in _st_zones[(2 + _i11l0)]:
            if (_c321[_t410] == _t412):
                return True
        return False

# <rulerun animalia.rules: collecting #123 playout, without a log 76cabf73>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _t400 = 0; _t401 = st.decisions
    while (not not _st_zones[0]):
        _t400 += 1
        if _t400 > _LIMIT315[0] and _over_limit316(_t400, st, _t401): raise _Runaway317()
        _t402 = []
        for _t403 in (_o318[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t403)]) < 5):
                _t402.append(_t403)
        L[0] = _t402
        if (not (L[0] or ())):
            break
        _t404 = None
        for _t405 in (L[0] or ()):
            _t404 = _t405
            break
        L[1] = _t404
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            _t408 = _st_zones[0]
            _t407 = 1
            if _t408:
                _t406 = _t408.pop(); _st_zones[_t407].append(_t406); _st_loc[_t406] = _t407
            _i11l0 = L[1]
            _i11 = [_i11l0, None, None, None, None, None]
            _i11[1] = []
            for _t409 in (_st_zones[1][:] or []):
                _i11[4] = _t409
                if ((_c320[_t409] != 'plain') and _a322(st, _i11l0, _t409)):
                    _i11[1] = (_i11[1] + [_t409])
                    if len(_i11[1]) > 1000000: _too_long323(_i11[1])
                _t414 = _t409
                _t415 = (2 + _i11l0)
                if type(_t414) is int:
                    _t416 = _st_zones[_st_loc[_t414]]
                    if _t416[-1] == _t414: _t416.pop()
                    else: _t416.remove(_t414)
                    _st_zones[_t415].append(_t414); _st_loc[_t414] = _t415
                elif _t414 is not None:
                    _move_cards319(st, _t414, _t415, False)
            _t417 = 0; _t418 = st.decisions
            while (not not (_i11[1] or ())):
                _t417 += 1
                if _t417 > _LIMIT315[0] and _over_limit316(_t417, st, _t418): raise _Runaway317()
                _t419 = (_i11[1] or [])
                _t420 = _i11l0
                _t421 = len(_t419)
                if _t421 <= 1:
                    _i11[5] = _t419[0] if _t421 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t422 = st.chooser(_t421, _t420)
                    else:
                        _t422 = _st_bits(_t421.bit_length())
                        while _t422 >= _t421: _t422 = _st_bits(_t421.bit_length())
                    _i11[5] = _t419[_t422]; st.decisions += 1
                elif _decide326(st, _i11, _t419, _t420): raise _PlayoutCut324()
                _i11[1] = _remove327(st, _i11[1], _i11[5])
                if (_c320[_i11[5]] == 'thief'):
                    if _p328(st, [_i11l0, None, None]) == 3: return 3
                elif (_c320[_i11[5]] == 'spy'):
                    if _p329(st, [_i11l0, None, None]) == 3: return 3
                else:
                    if _p330(st, [_i11l0, None, None]) == 3: return 3
        else:
            if _p331(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #124 6506bf1a>
def _loop(st, _t425):
    _t427 = 0
    for _t426 in st.zones[(2 + _t425)]:
        _t427 += _c335[_t426]
    return _t427

# <rulerun animalia.rules: play #125 27f00f55>
def _loop(st, _t431):
    _t433 = 0
    for _t432 in st.zones[(2 + _t431)]:
        _t433 += _c338[_t432]
    return _t433

# <rulerun animalia.rules: give_bonus #126 2e683db2>
def _loop(st, L):
    _t436 = 0
    for _t435 in st.zones[(2 + L[0])]:
        _t436 += _c340[_t435]
    return _t436

# <rulerun animalia.rules: give_bonus #127 playout, without a log f58e9c08>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a341(st, L) <= 0)):
        return 2
    _t437 = _st_zones[0][:-(L[1]) - 1:-1]
    _t438 = (6 + L[0])
    if type(_t437) is list:
        for _t439 in _t437:
            _t440 = _st_zones[_st_loc[_t439]]
            if _t440[-1] == _t439: _t440.pop()
            else: _t440.remove(_t439)
            _st_zones[_t438].append(_t439); _st_loc[_t439] = _t438
    elif _t437 is not None:
        _move_cards342(st, _t437, _t438, False)

# <rulerun animalia.rules: play #128 5799c375>
def _loop(st, _i12):
    for _t441 in (_i12[4] or ()):
        return _t441
    return None

# <rulerun animalia.rules: play #129 784b1881>
def _loop(st, _t445):
    _t447 = 0
    for _t446 in st.zones[(2 + _t445)]:
        _t447 += _c346[_t446]
    return _t447

# <rulerun animalia.rules: play #130 314dab2e>
def _loop(st, _t445):
    _t449 = 0
    for _t448 in st.zones[(2 + _t445)]:
        _t449 += _c348[_t448]
    return _t449

# <rulerun animalia.rules: play #131 3dcc7562>
def _loop(st, _t451):
    _t453 = 0
    for _t452 in st.zones[(2 + _t451)]:
        _t453 += _c351[_t452]
    return _t453

# <rulerun animalia.rules: play #132 f0dba9f5>
def _loop(st, _t454):
    _st_cvars = st.cvars
    _t460 = 0
    for _t459 in st.zones[(6 + _t454)]:
        if (_st_cvars[31 + _t459] is not None):
            _t460 += 1
    return _t460

# <rulerun animalia.rules: play #133 aaec4162>
def _loop(st, _t454, _t463):
    _st_cvars = st.cvars
    for _t464 in st.zones[(6 + _t454)]:
        if (_st_cvars[31 + _t464] == _t463):
            return True
    return False

# <rulerun animalia.rules: awards #134 9e01554c>
def _loop(st, _t501):
    _st_cvars = st.cvars
    _t507 = 0
    for _t506 in st.zones[(6 + _t501)]:
        if (_st_cvars[31 + _t506] is not None):
            _t507 += 1
    return _t507

# <rulerun animalia.rules: awards #135 a925d73d>
def _loop(st, _t501, _t510):
    _st_cvars = st.cvars
    for _t511 in st.zones[(6 + _t501)]:
        if (_st_cvars[31 + _t511] == _t510):
            return True
    return False

# <rulerun animalia.rules: awards #136 playout, without a log 3985950d>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t501 in (_k370 or []):
        st.thread_player = st.inline_thread = _t501
        _i15 = L[:]; _i15[0] = _t501
        _t502 = 0; _t503 = st.decisions
        while True:
            _t502 += 1
            if _t502 > _LIMIT371[0] and _over_limit372(_t502, st, _t503): raise _Runaway373()
            _t508 = _NOT_YET
            _t504 = []
            for _t505 in _st_zones[(6 + _t501)]:
                if ((_st_cvars[31 + _t505] is None) and (len(_st_zones[(2 + _t501)]) > (_t508 if _t508 is not _NOT_YET else (_t508 := _a374(st, _t501))))): _t504.append(_t505)
            if _offer376(st, _i15, _t504): raise _PlayoutCut375()
            if (_i15[1] is None):
                break
            _t509 = []
            for _t510 in _st_zones[(2 + _t501)]:
                if (not _a377(st, _t501, _t510)): _t509.append(_t510)
            _t513 = _t501
            _t514 = len(_t509)
            if _t514 <= 1:
                _i15[2] = _t509[0] if _t514 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t515 = st.chooser(_t514, _t513)
                else:
                    _t515 = _st_bits(_t514.bit_length())
                    while _t515 >= _t514: _t515 = _st_bits(_t514.bit_length())
                _i15[2] = _t509[_t515]; st.decisions += 1
            elif _decide379(st, _i15, _t509, _t513): raise _PlayoutCut375()
            _st_cvars[31 + _i15[1]] = _i15[2]
    st.thread_player = st.inline_thread = None
    for _t516 in (_k380 or []):
        L[5] = _t516
        for _t517 in _st_zones[(6 + _t516)][:]:
            L[8] = _t517
            if not ((_st_cvars[31 + _t517] is not None)): continue
            _t518 = _st_cvars[31 + _t517]
            _t519 = 14
            if type(_t518) is int:
                _t520 = _st_zones[_st_loc[_t518]]
                if _t520[-1] == _t518: _t520.pop()
                else: _t520.remove(_t518)
                _st_zones[_t519].append(_t518); _st_loc[_t518] = _t519
            elif _t518 is not None:
                _move_cards381(st, _t518, _t519, False)
            _st_cvars[31 + _t517] = None
            _t521 = _t517
            _t522 = (2 + _t516)
            if type(_t521) is int:
                _t523 = _st_zones[_st_loc[_t521]]
                if _t523[-1] == _t521: _t523.pop()
                else: _t523.remove(_t521)
                _st_zones[_t522].append(_t521); _st_loc[_t521] = _t522
            elif _t521 is not None:
                _move_cards381(st, _t521, _t522, False)
    for _t524 in (_k382 or []):
        L[11] = _t524
        for _t525 in _st_zones[(2 + _t524)][:]:
            L[14] = _t525
            if not (((_c383[_t525] is None) and True)): continue
            _t526 = (_k384 or [])
            _t527 = _t524
            _t528 = len(_t526)
            if _t528 <= 1:
                L[15] = _t526[0] if _t528 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[15] = _t526[_t529]; st.decisions += 1
            elif _decide386(st, L, _t526, _t527): raise _PlayoutCut375()
            _st_cvars[_t525] = L[15]
    for _t530 in (_k387 or []):
        L[18] = _t530
        _t531 = []
        for _t532 in _st_zones[(2 + _t530)]:
            _t531.append((_st_cvars[_t532] if (_c383[_t532] is None) else _c383[_t532]))
        L[19] = _t531
        _t534 = L[19]
        _t533 = 0
        for _t535 in (_k388 or ()):
            if (_t535 in (_t534 or ())):
                _t533 += 1
        L[20] = _t533
        if ((len(_st_zones[(2 + _t530)]) == 5) and (L[20] == 5)):
            for _t536 in (_k389 or []):
                L[23] = _t536
                _st_vars[0 + _t530][_t536] = _st_vars[0 + _t530][_t536] + 1
        else:
            for _t537 in (_k390 or []):
                L[26] = _t537
                L[27] = (L[19] or ()).count(_t537)
                if (L[27] >= 2):
                    _st_vars[0 + _t530][_t537] = _st_vars[0 + _t530][_t537] + L[27]
    for _t538 in (_k391 or []):
        L[30] = _t538
        for _t539 in _st_zones[(2 + _t538)][:]:
            L[33] = _t539
            _st_cvars[_t539] = None
        _t540 = (2 + _t538)
        _t541 = 0
        if _t540 != _t541:
            _t542 = _st_zones[_t540]; _st_zones[_t541] += _t542
            for _t543 in _t542: _st_loc[_t543] = _t541
            _t542.clear()
        else:
            _move_cards381(st, _st_zones[_t540][:], _t541, False)
    _t544 = 14
    _t545 = 0
    if _t544 != _t545:
        _t546 = _st_zones[_t544]; _st_zones[_t545] += _t546
        for _t547 in _t546: _st_loc[_t547] = _t545
        _t546.clear()
    else:
        _move_cards381(st, _st_zones[_t544][:], _t545, False)

# <rulerun animalia.rules: play #137 c013786e>
def _native(st, L):
    _st_vars = st.vars
    if st.log is not None or st.thread_player is not None: return 4
    _t300 = (_range252(1, 3) or [])
    _budget253[0] -= len(_t300)
    if _budget253[0] < 0: _spent254(st)
    for _t299 in _t300:
        L[2] = _t299
        _shuffle_zone255(st, 0)
        if _p332(st, [None, None]) == 3: return 3
        _i12 = [None, None, None, None, None, None, None, None, None, None, None, None]
        for _t423 in (_k333 or []):
            _i12[2] = _t423
            pass
        _t424 = None
        for _t425 in (_k334 or ()):
            _t428 = _a336(st, _t425)
            if _t424 is None or _t428 > _t424:
                _t424 = _t428
        _i12[3] = _t424
        _t430 = _i12[3]
        _t429 = []
        for _t431 in (_k337 or ()):
            if (_a339(st, _t431) == _t430):
                _t429.append(_t431)
        _i12[4] = _t429
        if (len((_i12[4] or ())) > 1):
            for _t434 in (_i12[4] or []):
                _i12[7] = _t434
                if _p343(st, [_t434, 1]) == 3: return 3
        else:
            if _p343(st, [_a344(st, _i12), 2]) == 3: return 3
            _t444 = _i12[3]
            _t443 = None
            for _t445 in (_k345 or ()):
                if (_a347(st, _t445) < _t444):
                    _t450 = _a349(st, _t445)
                    if _t443 is None or _t450 > _t443:
                        _t443 = _t450
            _i12[8] = _t443
            for _t451 in (_k350 or []):
                _i12[11] = _t451
                if not (((_i12[8] is not None) and (_a352(st, _t451) == _i12[8]))): continue
                if _p343(st, [_t451, 1]) == 3: return 3
        if _p393(st, _k392[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #138 ed80ccff>
def _loop(st, _t548):
    _st_vars = st.vars
    _t550 = 0
    for _t549 in (_k398 or ()):
        _t550 += _times399((_st_vars[0 + _t548][_t549] // 5), 5)
    return _t550

# <rulerun animalia.rules: play #139 44511008>
def _loop(st, _t548):
    _st_vars = st.vars
    _t552 = 0
    for _t551 in (_k401 or ()):
        _t552 += _st_vars[0 + _t548][_t551]
    return _t552

# <rulerun animalia.rules: play #140 d8d18b35>
def _loop(st, _t548):
    _st_vars = st.vars
    _t554 = 0
    for _t553 in (_k403 or ()):
        _t554 += _times404((_st_vars[0 + _t548][_t553] // 5), 5)
    return _t554

# <rulerun animalia.rules: play #141 cd203fd3>
def _native(st, L):
    _st_log = st.log
    for _t548 in (_k394 or []):
        L[5] = _t548
        if _st_log is not None: _st_log.append(_Text406(_audience395(st), [_PlayerRef396(_t548), ': medals ', _plain397(st.vars[0 + _t548]), '; bonus ', _plain397(_a400(st, _t548)), '; total ', _plain397((_a402(st, _t548) + _a405(st, _t548)))]))
    _end_game407(st, None, False); return 3

# <rulerun animalia.rules: play #142 d3b31463>
def _native(st, L):
    return _range408(1, 3)

# <rulerun animalia.rules: collecting #143 73c7e04a>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT409[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k412)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run413(st, L)
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
            _r = _run414(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit416(_k417)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit416(_k418)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit411(_k, st, _d0): raise _Runaway410()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k420)

# <rulerun animalia.rules: offer #144 ce8f2562>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT421[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run424(st, L)
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
            L[1] = (_o425[L[0]] or []); L[2] = 0
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
            _t555 = L[3]
            _t556 = len(_o)
            if _t556 <= 1 and _st_log is None:
                L[4] = _o[0] if _t556 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t557 = st.chooser(_t556, _t555)
                else:
                    _t557 = _st_bits(_t556.bit_length())
                    while _t557 >= _t556: _t557 = _st_bits(_t556.bit_length())
                L[4] = _o[_t557]; st.decisions += 1
            elif _decide427(st, L, _o, _t555): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit428(_k429)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit423(_k, st, _d0): raise _Runaway422()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit428(_k432)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run434(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit423(_k, st, _d0): raise _Runaway422()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k435)

# <rulerun animalia.rules: take_lot #145 2d98cf66>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT436[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run439(st, L)
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
            _t558 = L[0]
            _t559 = len(_o)
            if _t559 <= 1 and _st_log is None:
                L[5] = _o[0] if _t559 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t560 = st.chooser(_t559, _t558)
                else:
                    _t560 = _st_bits(_t559.bit_length())
                    while _t560 >= _t559: _t560 = _st_bits(_t559.bit_length())
                L[5] = _o[_t560]; st.decisions += 1
            elif _decide441(st, L, _o, _t558): return True
            pc = 3
        if pc == 3:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c443[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit444(_k445)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c443[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit444(_k446)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit444(_k447)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit438(_k, st, _d0): raise _Runaway437()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k448)

# <rulerun animalia.rules: use_thief #146 32fc757b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run451(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t561 in (_k452 or []):
                if ((_t561 != L[0]) and (not not _st_zones[(2 + _t561)])): _o.append(_t561)
            fr[1] = 2
            if _offer453(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run454(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t562 = L[0]
            _t563 = len(_o)
            if _t563 <= 1 and _st_log is None:
                L[2] = _o[0] if _t563 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t564 = st.chooser(_t563, _t562)
                else:
                    _t564 = _st_bits(_t563.bit_length())
                    while _t564 >= _t563: _t564 = _st_bits(_t563.bit_length())
                L[2] = _o[_t564]; st.decisions += 1
            elif _decide456(st, L, _o[:], _t562): return True
            pc = 4
        if pc == 4:
            _r = _run457(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k458)

# <rulerun animalia.rules: use_spy #147 a4284efb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT459[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run462(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t565 = L[0]
            _t566 = len(_o)
            if _t566 <= 1 and _st_log is None:
                L[1] = _o[0] if _t566 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t567 = st.chooser(_t566, _t565)
                else:
                    _t567 = _st_bits(_t566.bit_length())
                    while _t567 >= _t566: _t567 = _st_bits(_t566.bit_length())
                L[1] = _o[_t567]; st.decisions += 1
            elif _decide464(st, L, _o, _t565): return True
            pc = 2
        if pc == 2:
            _r = _run465(st, L)
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
            _t568 = L[0]
            _t569 = len(_o)
            if _t569 <= 1 and _st_log is None:
                L[2] = _o[0] if _t569 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t570 = st.chooser(_t569, _t568)
                else:
                    _t570 = _st_bits(_t569.bit_length())
                    while _t570 >= _t569: _t570 = _st_bits(_t569.bit_length())
                L[2] = _o[_t570]; st.decisions += 1
            elif _decide467(st, L, _o[:], _t568): return True
            pc = 5
        if pc == 5:
            _r = _run468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit461(_k, st, _d0): raise _Runaway460()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k469)

# <rulerun animalia.rules: use_gift #148 8c7cf90d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t571 in (_k472 or []):
                if ((_t571 != L[0]) and (len(_st_zones[(2 + _t571)]) < 5)): _o.append(_t571)
            fr[1] = 1
            if _offer473(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t572 = L[0]
            _t573 = len(_o)
            if _t573 <= 1 and _st_log is None:
                L[2] = _o[0] if _t573 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t574 = st.chooser(_t573, _t572)
                else:
                    _t574 = _st_bits(_t573.bit_length())
                    while _t574 >= _t573: _t574 = _st_bits(_t573.bit_length())
                L[2] = _o[_t574]; st.decisions += 1
            elif _decide476(st, L, _o[:], _t572): return True
            pc = 3
        if pc == 3:
            _r = _run477(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k478)

# <rulerun animalia.rules: elegance_bonuses #149 709983c7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k482)

# <rulerun animalia.rules: give_bonus #150 93207851>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k486)

# <rulerun animalia.rules: awards #151 9e24b3d0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t577 = 0
    for _t576 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t576] is not None):
            _t577 += 1
    return _t577

# <rulerun animalia.rules: awards #152 80acad71>
def _loop(st, L, _t579):
    _st_cvars = st.cvars
    for _t580 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t580] == _t579):
            return True
    return False

# <rulerun animalia.rules: awards #153 409e5b47>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT487[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k490)
            fr[1] = 2
            if _step491(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t578 = _NOT_YET
            _o = []
            for _t575 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t575] is None) and (len(_st_zones[(2 + L[0])]) > (_t578 if _t578 is not _NOT_YET else (_t578 := _a492(st, L))))): _o.append(_t575)
            fr[1] = 4
            if _offer493(st, L, _o): return True
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
            for _t579 in _st_zones[(2 + L[0])]:
                if (not _a494(st, L, _t579)): _o.append(_t579)
            fr[1] = 8
            _t582 = L[0]
            _t583 = len(_o)
            if _t583 <= 1 and _st_log is None:
                L[2] = _o[0] if _t583 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t584 = st.chooser(_t583, _t582)
                else:
                    _t584 = _st_bits(_t583.bit_length())
                    while _t584 >= _t583: _t584 = _st_bits(_t583.bit_length())
                L[2] = _o[_t584]; st.decisions += 1
            elif _decide496(st, L, _o, _t582): return True
            pc = 8
        if pc == 8:
            _r = _run497(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit489(_k, st, _d0): raise _Runaway488()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k499 or []); L[10] = 0
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
                if ((_c500[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k501 or [])
            fr[1] = 17
            _t585 = L[11]
            _t586 = len(_o)
            if _t586 <= 1 and _st_log is None:
                L[15] = _o[0] if _t586 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t587 = st.chooser(_t586, _t585)
                else:
                    _t587 = _st_bits(_t586.bit_length())
                    while _t587 >= _t586: _t587 = _st_bits(_t586.bit_length())
                L[15] = _o[_t587]; st.decisions += 1
            elif _decide503(st, L, _o, _t585): return True
            pc = 17
        if pc == 17:
            _r = _run504(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit489(_k, st, _d0): raise _Runaway488()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit489(_k, st, _d0): raise _Runaway488()
            continue
        if pc == 20:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k506)

# <rulerun animalia.rules: play #154 7b7a36ed>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT507[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range511(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run512(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit513(_k514)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run515(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit513(_k516)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit509(_k, st, _d0): raise _Runaway508()
            continue
        if pc == 9:
            _r = _run518(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step519(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k520)

# <rulerun animalia.rules: take_lot #155 e2141c87>
def _loop(st, L, _t588):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t591 = _c530[_t588]
    except Exception:
        for _t589 in _st_zones[(2 + _l0)]:
            if (_c530[_t589] == _c530[_t588]):
                return True
        return False
    else:
        for _t589 in _st_zones[(2 + _l0)]:
            if (_c530[_t589] == _t591):
                return True
        return False

# <rulerun animalia.rules: take_lot #156 playout 0f69369a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    for _t588 in (_st_zones[1][:] or []):
        L[4] = _t588
        if ((_c529[_t588] != 'plain') and _a531(st, L, _t588)):
            L[1] = (L[1] + [_t588])
            if len(L[1]) > 1000000: _too_long532(L[1])
        _t593 = _t588
        _t594 = (2 + _l0)
        if type(_t593) is int and _st_log is None:
            _t595 = _st_zones[_st_loc[_t593]]
            if _t595[-1] == _t593: _t595.pop()
            else: _t595.remove(_t593)
            _st_zones[_t594].append(_t593); _st_loc[_t593] = _t594
        elif _t593 is not None:
            _move_cards533(st, _t593, _t594, False)
    _t596 = 0; _t597 = st.decisions
    while (not not (L[1] or ())):
        _t596 += 1
        if _t596 > _LIMIT534[0] and _over_limit535(_t596, st, _t597): raise _Runaway536()
        _t598 = (L[1] or [])
        _t599 = _l0
        _t600 = len(_t598)
        if _t600 <= 1 and _st_log is None:
            L[5] = _t598[0] if _t600 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t601 = st.chooser(_t600, _t599)
            else:
                _t601 = _st_bits(_t600.bit_length())
                while _t601 >= _t600: _t601 = _st_bits(_t600.bit_length())
            L[5] = _t598[_t601]; st.decisions += 1
        elif _decide539(st, L, _t598, _t599): raise _PlayoutCut537()
        L[1] = _remove540(st, L[1], L[5])
        if (_c529[L[5]] == 'thief'):
            if _p541(st, [_l0, None, None]) == 3: return 3
        elif (_c529[L[5]] == 'spy'):
            if _p542(st, [_l0, None, None]) == 3: return 3
        else:
            if _p543(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: collecting #157 5453c5a7>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT521[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k524)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region525(st, L)
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
            _r = _run526(st, L)
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
            _r = _run527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p544(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit545(_k546)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p547(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit545(_k548)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit523(_k, st, _d0): raise _Runaway522()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k550)

# <rulerun animalia.rules: offer #158 fceb939f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT551[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region555(st, L)
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
            L[1] = (_o556[L[0]] or []); L[2] = 0
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
            _t602 = L[3]
            _t603 = len(_o)
            if _t603 <= 1 and _st_log is None:
                L[4] = _o[0] if _t603 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t604 = st.chooser(_t603, _t602)
                else:
                    _t604 = _st_bits(_t603.bit_length())
                    while _t604 >= _t603: _t604 = _st_bits(_t603.bit_length())
                L[4] = _o[_t604]; st.decisions += 1
            elif _decide558(st, L, _o, _t602): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p559(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit560(_k561)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit553(_k, st, _d0): raise _Runaway552()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run563(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p559(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit560(_k564)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run566(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit553(_k, st, _d0): raise _Runaway552()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k567)

# <rulerun animalia.rules: take_lot #159 0fb9e5b8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT568[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region572(st, L)
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
            _t605 = L[0]
            _t606 = len(_o)
            if _t606 <= 1 and _st_log is None:
                L[5] = _o[0] if _t606 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t607 = st.chooser(_t606, _t605)
                else:
                    _t607 = _st_bits(_t606.bit_length())
                    while _t607 >= _t606: _t607 = _st_bits(_t606.bit_length())
                L[5] = _o[_t607]; st.decisions += 1
            elif _decide574(st, L, _o, _t605): return True
            pc = 3
        if pc == 3:
            _r = _run575(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c576[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p577(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit578(_k579)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c576[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p580(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit578(_k581)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p582(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit578(_k583)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit570(_k, st, _d0): raise _Runaway569()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k584)

# <rulerun animalia.rules: use_spy #160 e38c6e3d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT585[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run588(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t608 = L[0]
            _t609 = len(_o)
            if _t609 <= 1 and _st_log is None:
                L[1] = _o[0] if _t609 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t610 = st.chooser(_t609, _t608)
                else:
                    _t610 = _st_bits(_t609.bit_length())
                    while _t610 >= _t609: _t610 = _st_bits(_t609.bit_length())
                L[1] = _o[_t610]; st.decisions += 1
            elif _decide590(st, L, _o, _t608): return True
            pc = 2
        if pc == 2:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region592(st, L)
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
            _t611 = L[0]
            _t612 = len(_o)
            if _t612 <= 1 and _st_log is None:
                L[2] = _o[0] if _t612 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t613 = st.chooser(_t612, _t611)
                else:
                    _t613 = _st_bits(_t612.bit_length())
                    while _t613 >= _t612: _t613 = _st_bits(_t612.bit_length())
                L[2] = _o[_t613]; st.decisions += 1
            elif _decide594(st, L, _o[:], _t611): return True
            pc = 5
        if pc == 5:
            _r = _run595(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit587(_k, st, _d0): raise _Runaway586()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k596)

# <rulerun animalia.rules: awards #161 d693d5aa>
def _loop(st, L):
    _st_cvars = st.cvars
    _t616 = 0
    for _t615 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t615] is not None):
            _t616 += 1
    return _t616

# <rulerun animalia.rules: awards #162 6b55ec04>
def _loop(st, L, _t618):
    _st_cvars = st.cvars
    for _t619 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t619] == _t618):
            return True
    return False

# <rulerun animalia.rules: awards #163 9630f13b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT597[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k600)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region601(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step602(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t617 = _NOT_YET
            _o = []
            for _t614 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t614] is None) and (len(_st_zones[(2 + L[0])]) > (_t617 if _t617 is not _NOT_YET else (_t617 := _a603(st, L))))): _o.append(_t614)
            fr[1] = 4
            if _offer604(st, L, _o): return True
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
            for _t618 in _st_zones[(2 + L[0])]:
                if (not _a605(st, L, _t618)): _o.append(_t618)
            fr[1] = 8
            _t621 = L[0]
            _t622 = len(_o)
            if _t622 <= 1 and _st_log is None:
                L[2] = _o[0] if _t622 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t623 = st.chooser(_t622, _t621)
                else:
                    _t623 = _st_bits(_t622.bit_length())
                    while _t623 >= _t622: _t623 = _st_bits(_t622.bit_length())
                L[2] = _o[_t623]; st.decisions += 1
            elif _decide607(st, L, _o, _t621): return True
            pc = 8
        if pc == 8:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit599(_k, st, _d0): raise _Runaway598()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run609(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region610(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k611 or []); L[10] = 0
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
                if ((_c612[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k613 or [])
            fr[1] = 17
            _t624 = L[11]
            _t625 = len(_o)
            if _t625 <= 1 and _st_log is None:
                L[15] = _o[0] if _t625 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t626 = st.chooser(_t625, _t624)
                else:
                    _t626 = _st_bits(_t625.bit_length())
                    while _t626 >= _t625: _t626 = _st_bits(_t625.bit_length())
                L[15] = _o[_t626]; st.decisions += 1
            elif _decide615(st, L, _o, _t624): return True
            pc = 17
        if pc == 17:
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit599(_k, st, _d0): raise _Runaway598()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit599(_k, st, _d0): raise _Runaway598()
            continue
        if pc == 20:
            _r = _run617(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k618)

# <rulerun animalia.rules: collecting #164 ff21d1d1>
def _loop(st, _i16l0, _t636):
    _st_zones = st.zones
    try:
        _t639 = _c636[_t636]
    except Exception:
        for _t637 in _st_zones[(2 + _i16l0)]:
            if (_c636[_t637] == _c636[_t636]):
                return True
        return False
    else:
        for _t637 in _st_zones[(2 + _i16l0)]:
            if (_c636[_t637] == _t639):
                return True
        return False

# <rulerun animalia.rules: collecting #165 playout a675171d>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k626)
    _t627 = 0; _t628 = st.decisions
    while (not not _st_zones[0]):
        _t627 += 1
        if _t627 > _LIMIT627[0] and _over_limit628(_t627, st, _t628): raise _Runaway629()
        _t629 = []
        for _t630 in (_o630[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t630)]) < 5):
                _t629.append(_t630)
        L[0] = _t629
        if (not (L[0] or ())):
            break
        _t631 = None
        for _t632 in (L[0] or ()):
            _t631 = _t632
            break
        L[1] = _t631
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text633(_audience631(st), [_PlayerRef632(L[1]), ' draws alone']))
            _t635 = _st_zones[0]
            _t634 = 1
            if _st_log is None and _t635:
                _t633 = _t635.pop(); _st_zones[_t634].append(_t633); _st_loc[_t633] = _t634
            elif _t635:
                _move_cards634(st, _t635[-1], _t634, False)
            _i16l0 = L[1]
            _i16 = [_i16l0, None, None, None, None, None]
            _i16[1] = []
            for _t636 in (_st_zones[1][:] or []):
                _i16[4] = _t636
                if ((_c635[_t636] != 'plain') and _a637(st, _i16l0, _t636)):
                    _i16[1] = (_i16[1] + [_t636])
                    if len(_i16[1]) > 1000000: _too_long638(_i16[1])
                _t641 = _t636
                _t642 = (2 + _i16l0)
                if type(_t641) is int and _st_log is None:
                    _t643 = _st_zones[_st_loc[_t641]]
                    if _t643[-1] == _t641: _t643.pop()
                    else: _t643.remove(_t641)
                    _st_zones[_t642].append(_t641); _st_loc[_t641] = _t642
                elif _t641 is not None:
                    _move_cards634(st, _t641, _t642, False)
            _t644 = 0; _t645 = st.decisions
            while (not not (_i16[1] or ())):
                _t644 += 1
                if _t644 > _LIMIT627[0] and _over_limit628(_t644, st, _t645): raise _Runaway629()
                _t646 = (_i16[1] or [])
                _t647 = _i16l0
                _t648 = len(_t646)
                if _t648 <= 1 and _st_log is None:
                    _i16[5] = _t646[0] if _t648 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t649 = st.chooser(_t648, _t647)
                    else:
                        _t649 = _st_bits(_t648.bit_length())
                        while _t649 >= _t648: _t649 = _st_bits(_t648.bit_length())
                    _i16[5] = _t646[_t649]; st.decisions += 1
                elif _decide641(st, _i16, _t646, _t647): raise _PlayoutCut639()
                _i16[1] = _remove642(st, _i16[1], _i16[5])
                if (_c635[_i16[5]] == 'thief'):
                    if _p643(st, [_i16l0, None, None]) == 3: return 3
                elif (_c635[_i16[5]] == 'spy'):
                    if _p644(st, [_i16l0, None, None]) == 3: return 3
                else:
                    if _p645(st, [_i16l0, None, None]) == 3: return 3
        else:
            if _p646(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #166 106b3163>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT619[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run622(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region623(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range624(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p647(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit648(_k649)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run650(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p651(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit648(_k652)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run653(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 9:
            _r = _run654(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step655(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k656)

# <rulerun animalia.rules: play #167 0f629fcc>
def _loop(st, p):
    _st_vars = st.vars
    _t651 = 0
    for _t650 in (_k657 or ()):
        _t651 += _st_vars[0 + p][_t650]
    return _t651

# <rulerun animalia.rules: play #168 ebd61680>
def _loop(st, p):
    _st_vars = st.vars
    _t653 = 0
    for _t652 in (_k659 or ()):
        _t653 += _times660((_st_vars[0 + p][_t652] // 5), 5)
    return _t653

# <rulerun animalia.rules: rank #169 186d897c>
def _native(st, p):
    return ((_a658(st, p) + _a661(st, p)), )

