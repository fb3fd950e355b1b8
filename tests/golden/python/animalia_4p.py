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

# <rulerun animalia.rules: offer #18 playout 3be386ef>
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
                        _i1[1] = _joined64(_i1[1], [_t75])
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
                    _i2[1] = _joined64(_i2[1], [_t89])
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

# <rulerun animalia.rules: collecting #19 f8677d66>
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
                    _i0[1] = _joined16(_i0[1], [_t16])
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

# <rulerun animalia.rules: offer #32 6bd610ff>
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
                        _i3[1] = _joined93(_i3[1], [_t119])
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
                    _i4[1] = _joined93(_i4[1], [_t133])
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

# <rulerun animalia.rules: take_lot #42 2cf79aed>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t150 in (_st_zones[1][:] or []):
        L[4] = _t150
        if ((_c108[_t150] != 'plain') and _a110(st, L, _t150)):
            L[1] = _joined111(L[1], [_t150])
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

# <rulerun animalia.rules: play #115 12c9e3e1>
def _loop(st, _i8l0, _t309):
    _st_zones = st.zones
    try:
        _t312 = _c260[_t309]
    except Exception:
        for _t310 in _st_zones[(2 + _i8l0)]:
            if (_c260[_t310] == _c260[_t309]):
                return True
        return False
    else:
        for _t310 in _st_zones[(2 + _i8l0)]:
            if (_c260[_t310] == _t312):
                return True
        return False

# <rulerun animalia.rules: use_thief #116 playout, without a log e4cd27f2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t323 = []
    for _t324 in (_k267 or []):
        if ((_t324 != _l0) and (not not _st_zones[(2 + _t324)])): _t323.append(_t324)
    if _offer269(st, L, _t323): raise _PlayoutCut268()
    if (L[1] is None):
        return 2
    _t325 = _st_zones[(2 + L[1])]
    _t326 = _l0
    _t327 = len(_t325)
    if _t327 <= 1:
        L[2] = _t325[0] if _t327 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t328 = st.chooser(_t327, _t326)
        else:
            _t328 = _st_bits(_t327.bit_length())
            while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
        L[2] = _t325[_t328]; st.decisions += 1
    elif _decide271(st, L, _t325[:], _t326): raise _PlayoutCut268()
    _t329 = L[2]
    _t330 = (2 + _l0)
    if type(_t329) is int:
        _t331 = _st_zones[_st_loc[_t329]]
        if _t331[-1] == _t329: _t331.pop()
        else: _t331.remove(_t329)
        _st_zones[_t330].append(_t329); _st_loc[_t329] = _t330
    elif _t329 is not None:
        _move_cards272(st, _t329, _t330, False)

# <rulerun animalia.rules: use_spy #117 playout, without a log bf40f793>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t332 = ['look', 'skip']
    _t333 = _l0
    _t334 = len(_t332)
    if _t334 <= 1:
        L[1] = _t332[0] if _t334 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t335 = st.chooser(_t334, _t333)
        else:
            _t335 = _st_bits(_t334.bit_length())
            while _t335 >= _t334: _t335 = _st_bits(_t334.bit_length())
        L[1] = _t332[_t335]; st.decisions += 1
    elif _decide276(st, L, _t332, _t333): raise _PlayoutCut274()
    if (L[1] == 'skip'):
        return 2
    _t336 = _st_zones[0][:-(5) - 1:-1]
    _t337 = (10 + _l0)
    if type(_t336) is list:
        for _t338 in _t336:
            _t339 = _st_zones[_st_loc[_t338]]
            if _t339[-1] == _t338: _t339.pop()
            else: _t339.remove(_t338)
            _st_zones[_t337].append(_t338); _st_loc[_t338] = _t337
    elif _t336 is not None:
        _move_cards277(st, _t336, _t337, False)
    _t340 = 0; _t341 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t340 += 1
        if _t340 > _LIMIT278[0] and _over_limit279(_t340, st, _t341): raise _Runaway280()
        _t342 = _st_zones[(10 + _l0)]
        _t343 = _l0
        _t344 = len(_t342)
        if _t344 <= 1:
            L[2] = _t342[0] if _t344 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t345 = st.chooser(_t344, _t343)
            else:
                _t345 = _st_bits(_t344.bit_length())
                while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
            L[2] = _t342[_t345]; st.decisions += 1
        elif _decide282(st, L, _t342[:], _t343): raise _PlayoutCut274()
        _t346 = L[2]
        _t347 = 0
        if type(_t346) is int:
            _t348 = _st_zones[_st_loc[_t346]]
            if _t348[-1] == _t346: _t348.pop()
            else: _t348.remove(_t346)
            _st_zones[_t347].append(_t346); _st_loc[_t346] = _t347
        elif _t346 is not None:
            _move_cards277(st, _t346, _t347, False)

# <rulerun animalia.rules: use_gift #118 playout, without a log 1268d929>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t349 = []
    for _t350 in (_k284 or []):
        if ((_t350 != _l0) and (len(_st_zones[(2 + _t350)]) < 5)): _t349.append(_t350)
    if _offer286(st, L, _t349): raise _PlayoutCut285()
    if (L[1] is None):
        return 2
    _t351 = _st_zones[(2 + _l0)]
    _t352 = _l0
    _t353 = len(_t351)
    if _t353 <= 1:
        L[2] = _t351[0] if _t353 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t354 = st.chooser(_t353, _t352)
        else:
            _t354 = _st_bits(_t353.bit_length())
            while _t354 >= _t353: _t354 = _st_bits(_t353.bit_length())
        L[2] = _t351[_t354]; st.decisions += 1
    elif _decide288(st, L, _t351[:], _t352): raise _PlayoutCut285()
    _t355 = L[2]
    _t356 = (2 + L[1])
    if type(_t355) is int:
        _t357 = _st_zones[_st_loc[_t355]]
        if _t357[-1] == _t355: _t357.pop()
        else: _t357.remove(_t355)
        _st_zones[_t356].append(_t355); _st_loc[_t355] = _t356
    elif _t355 is not None:
        _move_cards289(st, _t355, _t356, False)

# <rulerun animalia.rules: offer #119 2191d498>
def _loop(st, _i9l0, _t368):
    _st_zones = st.zones
    try:
        _t371 = _c300[_t368]
    except Exception:
        for _t369 in _st_zones[(2 + _i9l0)]:
            if (_c300[_t369] == _c300[_t368]):
                return True
        return False
    else:
        for _t369 in _st_zones[(2 + _i9l0)]:
            if (_c300[_t369] == _t371):
                return True
        return False

# <rulerun animalia.rules: offer #120 ee535c56>
def _loop(st, _i10l0, _t382):
    _st_zones = st.zones
    try:
        _t385 = _c309[_t382]
    except Exception:
        for _t383 in _st_zones[(2 + _i10l0)]:
            if (_c309[_t383] == _c309[_t382]):
                return True
        return False
    else:
        for _t383 in _st_zones[(2 + _i10l0)]:
            if (_c309[_t383] == _t385):
                return True
        return False

# <rulerun animalia.rules: offer #121 playout, without a log 75135bea>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t360 = _st_zones[0]
    _t359 = 1
    if _t360:
        _t358 = _t360.pop(); _st_zones[_t359].append(_t358); _st_loc[_t358] = _t359
    _t361 = 0; _t362 = st.decisions
    while True:
        _t361 += 1
        if _t361 > _LIMIT292[0] and _over_limit293(_t361, st, _t362): raise _Runaway294()
        for _t363 in (_o295[_l0] or []):
            L[3] = _t363
            if not (((len(_st_zones[(2 + _t363)]) < 5) and ((5 - len(_st_zones[(2 + _t363)])) >= len(_st_zones[1])))): continue
            _t364 = ['take', 'pass']
            _t365 = _t363
            _t366 = len(_t364)
            if _t366 <= 1:
                L[4] = _t364[0] if _t366 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t367 = st.chooser(_t366, _t365)
                else:
                    _t367 = _st_bits(_t366.bit_length())
                    while _t367 >= _t366: _t367 = _st_bits(_t366.bit_length())
                L[4] = _t364[_t367]; st.decisions += 1
            elif _decide298(st, L, _t364, _t365): raise _PlayoutCut296()
            if (L[4] == 'take'):
                _i9l0 = _t363
                _i9 = [_i9l0, None, None, None, None, None]
                _i9[1] = []
                for _t368 in (_st_zones[1][:] or []):
                    _i9[4] = _t368
                    if ((_c299[_t368] != 'plain') and _a301(st, _i9l0, _t368)):
                        _i9[1] = _joined302(_i9[1], [_t368])
                    _t373 = _t368
                    _t374 = (2 + _i9l0)
                    if type(_t373) is int:
                        _t375 = _st_zones[_st_loc[_t373]]
                        if _t375[-1] == _t373: _t375.pop()
                        else: _t375.remove(_t373)
                        _st_zones[_t374].append(_t373); _st_loc[_t373] = _t374
                    elif _t373 is not None:
                        _move_cards291(st, _t373, _t374, False)
                _t376 = 0; _t377 = st.decisions
                while (not not (_i9[1] or ())):
                    _t376 += 1
                    if _t376 > _LIMIT292[0] and _over_limit293(_t376, st, _t377): raise _Runaway294()
                    _t378 = (_i9[1] or [])
                    _t379 = _i9l0
                    _t380 = len(_t378)
                    if _t380 <= 1:
                        _i9[5] = _t378[0] if _t380 else None
                    elif st.decisions < st.inline_until:
                        if _st_bits is None: _t381 = st.chooser(_t380, _t379)
                        else:
                            _t381 = _st_bits(_t380.bit_length())
                            while _t381 >= _t380: _t381 = _st_bits(_t380.bit_length())
                        _i9[5] = _t378[_t381]; st.decisions += 1
                    elif _decide304(st, _i9, _t378, _t379): raise _PlayoutCut296()
                    _i9[1] = _remove305(st, _i9[1], _i9[5])
                    if (_c299[_i9[5]] == 'thief'):
                        if _p306(st, [_i9l0, None, None]) == 3: return 3
                    elif (_c299[_i9[5]] == 'spy'):
                        if _p307(st, [_i9l0, None, None]) == 3: return 3
                    else:
                        if _p308(st, [_i9l0, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            _i10l0 = _l0
            _i10 = [_i10l0, None, None, None, None, None]
            _i10[1] = []
            for _t382 in (_st_zones[1][:] or []):
                _i10[4] = _t382
                if ((_c299[_t382] != 'plain') and _a310(st, _i10l0, _t382)):
                    _i10[1] = _joined302(_i10[1], [_t382])
                _t387 = _t382
                _t388 = (2 + _i10l0)
                if type(_t387) is int:
                    _t389 = _st_zones[_st_loc[_t387]]
                    if _t389[-1] == _t387: _t389.pop()
                    else: _t389.remove(_t387)
                    _st_zones[_t388].append(_t387); _st_loc[_t387] = _t388
                elif _t387 is not None:
                    _move_cards291(st, _t387, _t388, False)
            _t390 = 0; _t391 = st.decisions
            while (not not (_i10[1] or ())):
                _t390 += 1
                if _t390 > _LIMIT292[0] and _over_limit293(_t390, st, _t391): raise _Runaway294()
                _t392 = (_i10[1] or [])
                _t393 = _i10l0
                _t394 = len(_t392)
                if _t394 <= 1:
                    _i10[5] = _t392[0] if _t394 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t395 = st.chooser(_t394, _t393)
                    else:
                        _t395 = _st_bits(_t394.bit_length())
                        while _t395 >= _t394: _t395 = _st_bits(_t394.bit_length())
                    _i10[5] = _t392[_t395]; st.decisions += 1
                elif _decide311(st, _i10, _t392, _t393): raise _PlayoutCut296()
                _i10[1] = _remove305(st, _i10[1], _i10[5])
                if (_c299[_i10[5]] == 'thief'):
                    if _p306(st, [_i10l0, None, None]) == 3: return 3
                elif (_c299[_i10[5]] == 'spy'):
                    if _p307(st, [_i10l0, None, None]) == 3: return 3
                else:
                    if _p308(st, [_i10l0, None, None]) == 3: return 3
            return 2
        _t398 = _st_zones[0]
        _t397 = 1
        if _t398:
            _t396 = _t398.pop(); _st_zones[_t397].append(_t396); _st_loc[_t396] = _t397

# <rulerun animalia.rules: collecting #122 00b455bb>
def _loop(st, _i11l0, _t408):
    _st_zones = st.zones
    try:
        _t411 = _c319[_t408]
    except Exception:
        for _t409 in _st_zones[(2 + _i11l0)]:
            if (_c319[_t409] == _c319[_t408]):
                return True
        return False
    else:
        for _t409 in _st_zones[(2 + _i11l0)]:
            if (_c319[_t409] == _t411):
                return True
        return False

# <rulerun animalia.rules: collecting #123 playout, without a log 54588bbb>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    _t399 = 0; _t400 = st.decisions
    while (not not _st_zones[0]):
        _t399 += 1
        if _t399 > _LIMIT313[0] and _over_limit314(_t399, st, _t400): raise _Runaway315()
        _t401 = []
        for _t402 in (_o316[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t402)]) < 5):
                _t401.append(_t402)
        L[0] = _t401
        if (not (L[0] or ())):
            break
        _t403 = None
        for _t404 in (L[0] or ()):
            _t403 = _t404
            break
        L[1] = _t403
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            _t407 = _st_zones[0]
            _t406 = 1
            if _t407:
                _t405 = _t407.pop(); _st_zones[_t406].append(_t405); _st_loc[_t405] = _t406
            _i11l0 = L[1]
            _i11 = [_i11l0, None, None, None, None, None]
            _i11[1] = []
            for _t408 in (_st_zones[1][:] or []):
                _i11[4] = _t408
                if ((_c318[_t408] != 'plain') and _a320(st, _i11l0, _t408)):
                    _i11[1] = _joined321(_i11[1], [_t408])
                _t413 = _t408
                _t414 = (2 + _i11l0)
                if type(_t413) is int:
                    _t415 = _st_zones[_st_loc[_t413]]
                    if _t415[-1] == _t413: _t415.pop()
                    else: _t415.remove(_t413)
                    _st_zones[_t414].append(_t413); _st_loc[_t413] = _t414
                elif _t413 is not None:
                    _move_cards317(st, _t413, _t414, False)
            _t416 = 0; _t417 = st.decisions
            while (not not (_i11[1] or ())):
                _t416 += 1
                if _t416 > _LIMIT313[0] and _over_limit314(_t416, st, _t417): raise _Runaway315()
                _t418 = (_i11[1] or [])
                _t419 = _i11l0
                _t420 = len(_t418)
                if _t420 <= 1:
                    _i11[5] = _t418[0] if _t420 else None
                elif st.decisions < st.inline_until:
                    if _st_bits is None: _t421 = st.chooser(_t420, _t419)
                    else:
                        _t421 = _st_bits(_t420.bit_length())
                        while _t421 >= _t420: _t421 = _st_bits(_t420.bit_length())
                    _i11[5] = _t418[_t421]; st.decisions += 1
                elif _decide324(st, _i11, _t418, _t419): raise _PlayoutCut322()
                _i11[1] = _remove325(st, _i11[1], _i11[5])
                if (_c318[_i11[5]] == 'thief'):
                    if _p326(st, [_i11l0, None, None]) == 3: return 3
                elif (_c318[_i11[5]] == 'spy'):
                    if _p327(st, [_i11l0, None, None]) == 3: return 3
                else:
                    if _p328(st, [_i11l0, None, None]) == 3: return 3
        else:
            if _p329(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #124 ff1faaf5>
def _loop(st, _t424):
    _t426 = 0
    for _t425 in st.zones[(2 + _t424)]:
        _t426 += _c333[_t425]
    return _t426

# <rulerun animalia.rules: play #125 f5ea11d4>
def _loop(st, _t430):
    _t432 = 0
    for _t431 in st.zones[(2 + _t430)]:
        _t432 += _c336[_t431]
    return _t432

# <rulerun animalia.rules: give_bonus #126 74810208>
def _loop(st, L):
    _t435 = 0
    for _t434 in st.zones[(2 + L[0])]:
        _t435 += _c338[_t434]
    return _t435

# <rulerun animalia.rules: give_bonus #127 playout, without a log e64bbb98>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a339(st, L) <= 0)):
        return 2
    _t436 = _st_zones[0][:-(L[1]) - 1:-1]
    _t437 = (6 + L[0])
    if type(_t436) is list:
        for _t438 in _t436:
            _t439 = _st_zones[_st_loc[_t438]]
            if _t439[-1] == _t438: _t439.pop()
            else: _t439.remove(_t438)
            _st_zones[_t437].append(_t438); _st_loc[_t438] = _t437
    elif _t436 is not None:
        _move_cards340(st, _t436, _t437, False)

# <rulerun animalia.rules: play #128 138b369d>
def _loop(st, _i12):
    for _t440 in (_i12[4] or ()):
        return _t440
    return None

# <rulerun animalia.rules: play #129 5768b256>
def _loop(st, _t444):
    _t446 = 0
    for _t445 in st.zones[(2 + _t444)]:
        _t446 += _c344[_t445]
    return _t446

# <rulerun animalia.rules: play #130 cb69ccea>
def _loop(st, _t444):
    _t448 = 0
    for _t447 in st.zones[(2 + _t444)]:
        _t448 += _c346[_t447]
    return _t448

# <rulerun animalia.rules: play #131 d0c82eb8>
def _loop(st, _t450):
    _t452 = 0
    for _t451 in st.zones[(2 + _t450)]:
        _t452 += _c349[_t451]
    return _t452

# <rulerun animalia.rules: play #132 cd93fb82>
def _loop(st, _t453):
    _st_cvars = st.cvars
    _t459 = 0
    for _t458 in st.zones[(6 + _t453)]:
        if (_st_cvars[31 + _t458] is not None):
            _t459 += 1
    return _t459

# <rulerun animalia.rules: play #133 97978711>
def _loop(st, _t453, _t462):
    _st_cvars = st.cvars
    for _t463 in st.zones[(6 + _t453)]:
        if (_st_cvars[31 + _t463] == _t462):
            return True
    return False

# <rulerun animalia.rules: awards #134 f66a42ca>
def _loop(st, _t500):
    _st_cvars = st.cvars
    _t506 = 0
    for _t505 in st.zones[(6 + _t500)]:
        if (_st_cvars[31 + _t505] is not None):
            _t506 += 1
    return _t506

# <rulerun animalia.rules: awards #135 c57a463f>
def _loop(st, _t500, _t509):
    _st_cvars = st.cvars
    for _t510 in st.zones[(6 + _t500)]:
        if (_st_cvars[31 + _t510] == _t509):
            return True
    return False

# <rulerun animalia.rules: awards #136 playout, without a log 7b373817>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t500 in (_k368 or []):
        st.thread_player = st.inline_thread = _t500
        _i15 = L[:]; _i15[0] = _t500
        _t501 = 0; _t502 = st.decisions
        while True:
            _t501 += 1
            if _t501 > _LIMIT369[0] and _over_limit370(_t501, st, _t502): raise _Runaway371()
            _t507 = _NOT_YET
            _t503 = []
            for _t504 in _st_zones[(6 + _t500)]:
                if ((_st_cvars[31 + _t504] is None) and (len(_st_zones[(2 + _t500)]) > (_t507 if _t507 is not _NOT_YET else (_t507 := _a372(st, _t500))))): _t503.append(_t504)
            if _offer374(st, _i15, _t503): raise _PlayoutCut373()
            if (_i15[1] is None):
                break
            _t508 = []
            for _t509 in _st_zones[(2 + _t500)]:
                if (not _a375(st, _t500, _t509)): _t508.append(_t509)
            _t512 = _t500
            _t513 = len(_t508)
            if _t513 <= 1:
                _i15[2] = _t508[0] if _t513 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t514 = st.chooser(_t513, _t512)
                else:
                    _t514 = _st_bits(_t513.bit_length())
                    while _t514 >= _t513: _t514 = _st_bits(_t513.bit_length())
                _i15[2] = _t508[_t514]; st.decisions += 1
            elif _decide377(st, _i15, _t508, _t512): raise _PlayoutCut373()
            _st_cvars[31 + _i15[1]] = _i15[2]
    st.thread_player = st.inline_thread = None
    for _t515 in (_k378 or []):
        L[5] = _t515
        for _t516 in _st_zones[(6 + _t515)][:]:
            L[8] = _t516
            if not ((_st_cvars[31 + _t516] is not None)): continue
            _t517 = _st_cvars[31 + _t516]
            _t518 = 14
            if type(_t517) is int:
                _t519 = _st_zones[_st_loc[_t517]]
                if _t519[-1] == _t517: _t519.pop()
                else: _t519.remove(_t517)
                _st_zones[_t518].append(_t517); _st_loc[_t517] = _t518
            elif _t517 is not None:
                _move_cards379(st, _t517, _t518, False)
            _st_cvars[31 + _t516] = None
            _t520 = _t516
            _t521 = (2 + _t515)
            if type(_t520) is int:
                _t522 = _st_zones[_st_loc[_t520]]
                if _t522[-1] == _t520: _t522.pop()
                else: _t522.remove(_t520)
                _st_zones[_t521].append(_t520); _st_loc[_t520] = _t521
            elif _t520 is not None:
                _move_cards379(st, _t520, _t521, False)
    for _t523 in (_k380 or []):
        L[11] = _t523
        for _t524 in _st_zones[(2 + _t523)][:]:
            L[14] = _t524
            if not (((_c381[_t524] is None) and True)): continue
            _t525 = (_k382 or [])
            _t526 = _t523
            _t527 = len(_t525)
            if _t527 <= 1:
                L[15] = _t525[0] if _t527 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t528 = st.chooser(_t527, _t526)
                else:
                    _t528 = _st_bits(_t527.bit_length())
                    while _t528 >= _t527: _t528 = _st_bits(_t527.bit_length())
                L[15] = _t525[_t528]; st.decisions += 1
            elif _decide384(st, L, _t525, _t526): raise _PlayoutCut373()
            _st_cvars[_t524] = L[15]
    for _t529 in (_k385 or []):
        L[18] = _t529
        _t530 = []
        for _t531 in _st_zones[(2 + _t529)]:
            _t530.append((_st_cvars[_t531] if (_c381[_t531] is None) else _c381[_t531]))
        L[19] = _t530
        _t533 = L[19]
        _t532 = 0
        for _t534 in (_k386 or ()):
            if (_t534 in (_t533 or ())):
                _t532 += 1
        L[20] = _t532
        if ((len(_st_zones[(2 + _t529)]) == 5) and (L[20] == 5)):
            for _t535 in (_k387 or []):
                L[23] = _t535
                _st_vars[0 + _t529][_t535] = _st_vars[0 + _t529][_t535] + 1
        else:
            for _t536 in (_k388 or []):
                L[26] = _t536
                L[27] = (L[19] or ()).count(_t536)
                if (L[27] >= 2):
                    _st_vars[0 + _t529][_t536] = _st_vars[0 + _t529][_t536] + L[27]
    for _t537 in (_k389 or []):
        L[30] = _t537
        for _t538 in _st_zones[(2 + _t537)][:]:
            L[33] = _t538
            _st_cvars[_t538] = None
        _t539 = (2 + _t537)
        _t540 = 0
        if _t539 != _t540:
            _t541 = _st_zones[_t539]; _st_zones[_t540] += _t541
            for _t542 in _t541: _st_loc[_t542] = _t540
            _t541.clear()
        else:
            _move_cards379(st, _st_zones[_t539][:], _t540, False)
    _t543 = 14
    _t544 = 0
    if _t543 != _t544:
        _t545 = _st_zones[_t543]; _st_zones[_t544] += _t545
        for _t546 in _t545: _st_loc[_t546] = _t544
        _t545.clear()
    else:
        _move_cards379(st, _st_zones[_t543][:], _t544, False)

# <rulerun animalia.rules: play #137 b21e34bb>
def _native(st, L):
    _st_vars = st.vars
    if st.log is not None or st.thread_player is not None: return 4
    for _t299 in (_range252(1, 3) or []):
        L[2] = _t299
        _shuffle_zone253(st, 0)
        if _p330(st, [None, None]) == 3: return 3
        _i12 = [None, None, None, None, None, None, None, None, None, None, None, None]
        for _t422 in (_k331 or []):
            _i12[2] = _t422
            pass
        _t423 = None
        for _t424 in (_k332 or ()):
            _t427 = _a334(st, _t424)
            if _t423 is None or _t427 > _t423:
                _t423 = _t427
        _i12[3] = _t423
        _t429 = _i12[3]
        _t428 = []
        for _t430 in (_k335 or ()):
            if (_a337(st, _t430) == _t429):
                _t428.append(_t430)
        _i12[4] = _t428
        if (len((_i12[4] or ())) > 1):
            for _t433 in (_i12[4] or []):
                _i12[7] = _t433
                if _p341(st, [_t433, 1]) == 3: return 3
        else:
            if _p341(st, [_a342(st, _i12), 2]) == 3: return 3
            _t443 = _i12[3]
            _t442 = None
            for _t444 in (_k343 or ()):
                if (_a345(st, _t444) < _t443):
                    _t449 = _a347(st, _t444)
                    if _t442 is None or _t449 > _t442:
                        _t442 = _t449
            _i12[8] = _t442
            for _t450 in (_k348 or []):
                _i12[11] = _t450
                if not (((_i12[8] is not None) and (_a350(st, _t450) == _i12[8]))): continue
                if _p341(st, [_t450, 1]) == 3: return 3
        if _p391(st, _k390[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #138 ea92859e>
def _loop(st, _t547):
    _st_vars = st.vars
    _t549 = 0
    for _t548 in (_k396 or ()):
        _t549 += _times397((_st_vars[0 + _t547][_t548] // 5), 5)
    return _t549

# <rulerun animalia.rules: play #139 dfc3931f>
def _loop(st, _t547):
    _st_vars = st.vars
    _t551 = 0
    for _t550 in (_k399 or ()):
        _t551 += _st_vars[0 + _t547][_t550]
    return _t551

# <rulerun animalia.rules: play #140 f08b86b7>
def _loop(st, _t547):
    _st_vars = st.vars
    _t553 = 0
    for _t552 in (_k401 or ()):
        _t553 += _times402((_st_vars[0 + _t547][_t552] // 5), 5)
    return _t553

# <rulerun animalia.rules: play #141 7c2ca45e>
def _native(st, L):
    _st_log = st.log
    for _t547 in (_k392 or []):
        L[5] = _t547
        if _st_log is not None: _st_log.append(_Text404(_audience393(st), [_PlayerRef394(_t547), ': medals ', _plain395(st.vars[0 + _t547]), '; bonus ', _plain395(_a398(st, _t547)), '; total ', _plain395((_a400(st, _t547) + _a403(st, _t547)))]))
    _end_game405(st, None, False); return 3

# <rulerun animalia.rules: play #142 d228a63e>
def _native(st, L):
    return _range406(1, 3)

# <rulerun animalia.rules: collecting #143 2d1fbcc7>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT407[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k410)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run411(st, L)
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
            _r = _run412(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run413(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit414(_k415)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit414(_k416)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run417(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit409(_k, st, _d0): raise _Runaway408()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k418)

# <rulerun animalia.rules: offer #144 856733c0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT419[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run422(st, L)
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
            L[1] = (_o423[L[0]] or []); L[2] = 0
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
            _t554 = L[3]
            _t555 = len(_o)
            if _t555 <= 1 and _st_log is None:
                L[4] = _o[0] if _t555 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t556 = st.chooser(_t555, _t554)
                else:
                    _t556 = _st_bits(_t555.bit_length())
                    while _t556 >= _t555: _t556 = _st_bits(_t555.bit_length())
                L[4] = _o[_t556]; st.decisions += 1
            elif _decide425(st, L, _o, _t554): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit426(_k427)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit421(_k, st, _d0): raise _Runaway420()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run429(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit426(_k430)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run431(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run432(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit421(_k, st, _d0): raise _Runaway420()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k433)

# <rulerun animalia.rules: take_lot #145 86179a83>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT434[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run437(st, L)
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
            _t557 = L[0]
            _t558 = len(_o)
            if _t558 <= 1 and _st_log is None:
                L[5] = _o[0] if _t558 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t559 = st.chooser(_t558, _t557)
                else:
                    _t559 = _st_bits(_t558.bit_length())
                    while _t559 >= _t558: _t559 = _st_bits(_t558.bit_length())
                L[5] = _o[_t559]; st.decisions += 1
            elif _decide439(st, L, _o, _t557): return True
            pc = 3
        if pc == 3:
            _r = _run440(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c441[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit442(_k443)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c441[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit442(_k444)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit442(_k445)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit436(_k, st, _d0): raise _Runaway435()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k446)

# <rulerun animalia.rules: use_thief #146 3b86b47c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t560 in (_k450 or []):
                if ((_t560 != L[0]) and (not not _st_zones[(2 + _t560)])): _o.append(_t560)
            fr[1] = 2
            if _offer451(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t561 = L[0]
            _t562 = len(_o)
            if _t562 <= 1 and _st_log is None:
                L[2] = _o[0] if _t562 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t563 = st.chooser(_t562, _t561)
                else:
                    _t563 = _st_bits(_t562.bit_length())
                    while _t563 >= _t562: _t563 = _st_bits(_t562.bit_length())
                L[2] = _o[_t563]; st.decisions += 1
            elif _decide454(st, L, _o[:], _t561): return True
            pc = 4
        if pc == 4:
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k456)

# <rulerun animalia.rules: use_spy #147 1af4b7c1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT457[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t564 = L[0]
            _t565 = len(_o)
            if _t565 <= 1 and _st_log is None:
                L[1] = _o[0] if _t565 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t566 = st.chooser(_t565, _t564)
                else:
                    _t566 = _st_bits(_t565.bit_length())
                    while _t566 >= _t565: _t566 = _st_bits(_t565.bit_length())
                L[1] = _o[_t566]; st.decisions += 1
            elif _decide462(st, L, _o, _t564): return True
            pc = 2
        if pc == 2:
            _r = _run463(st, L)
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
            _t567 = L[0]
            _t568 = len(_o)
            if _t568 <= 1 and _st_log is None:
                L[2] = _o[0] if _t568 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t569 = st.chooser(_t568, _t567)
                else:
                    _t569 = _st_bits(_t568.bit_length())
                    while _t569 >= _t568: _t569 = _st_bits(_t568.bit_length())
                L[2] = _o[_t569]; st.decisions += 1
            elif _decide465(st, L, _o[:], _t567): return True
            pc = 5
        if pc == 5:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit459(_k, st, _d0): raise _Runaway458()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k467)

# <rulerun animalia.rules: use_gift #148 f874f129>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t570 in (_k470 or []):
                if ((_t570 != L[0]) and (len(_st_zones[(2 + _t570)]) < 5)): _o.append(_t570)
            fr[1] = 1
            if _offer471(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run472(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t571 = L[0]
            _t572 = len(_o)
            if _t572 <= 1 and _st_log is None:
                L[2] = _o[0] if _t572 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t573 = st.chooser(_t572, _t571)
                else:
                    _t573 = _st_bits(_t572.bit_length())
                    while _t573 >= _t572: _t573 = _st_bits(_t572.bit_length())
                L[2] = _o[_t573]; st.decisions += 1
            elif _decide474(st, L, _o[:], _t571): return True
            pc = 3
        if pc == 3:
            _r = _run475(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k476)

# <rulerun animalia.rules: elegance_bonuses #149 45a4f1c4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k480)

# <rulerun animalia.rules: give_bonus #150 1eb287dd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run483(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k484)

# <rulerun animalia.rules: awards #151 2adae542>
def _loop(st, L):
    _st_cvars = st.cvars
    _t576 = 0
    for _t575 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t575] is not None):
            _t576 += 1
    return _t576

# <rulerun animalia.rules: awards #152 60bddab0>
def _loop(st, L, _t578):
    _st_cvars = st.cvars
    for _t579 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t579] == _t578):
            return True
    return False

# <rulerun animalia.rules: awards #153 996e0adf>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT485[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k488)
            fr[1] = 2
            if _step489(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t577 = _NOT_YET
            _o = []
            for _t574 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t574] is None) and (len(_st_zones[(2 + L[0])]) > (_t577 if _t577 is not _NOT_YET else (_t577 := _a490(st, L))))): _o.append(_t574)
            fr[1] = 4
            if _offer491(st, L, _o): return True
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
            for _t578 in _st_zones[(2 + L[0])]:
                if (not _a492(st, L, _t578)): _o.append(_t578)
            fr[1] = 8
            _t581 = L[0]
            _t582 = len(_o)
            if _t582 <= 1 and _st_log is None:
                L[2] = _o[0] if _t582 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t583 = st.chooser(_t582, _t581)
                else:
                    _t583 = _st_bits(_t582.bit_length())
                    while _t583 >= _t582: _t583 = _st_bits(_t582.bit_length())
                L[2] = _o[_t583]; st.decisions += 1
            elif _decide494(st, L, _o, _t581): return True
            pc = 8
        if pc == 8:
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit487(_k, st, _d0): raise _Runaway486()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run496(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k497 or []); L[10] = 0
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
                if ((_c498[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k499 or [])
            fr[1] = 17
            _t584 = L[11]
            _t585 = len(_o)
            if _t585 <= 1 and _st_log is None:
                L[15] = _o[0] if _t585 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t586 = st.chooser(_t585, _t584)
                else:
                    _t586 = _st_bits(_t585.bit_length())
                    while _t586 >= _t585: _t586 = _st_bits(_t585.bit_length())
                L[15] = _o[_t586]; st.decisions += 1
            elif _decide501(st, L, _o, _t584): return True
            pc = 17
        if pc == 17:
            _r = _run502(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit487(_k, st, _d0): raise _Runaway486()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit487(_k, st, _d0): raise _Runaway486()
            continue
        if pc == 20:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k504)

# <rulerun animalia.rules: play #154 3cf8dcaa>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT505[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run508(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range509(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit511(_k512)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit511(_k514)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run515(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit507(_k, st, _d0): raise _Runaway506()
            continue
        if pc == 9:
            _r = _run516(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step517(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k518)

# <rulerun animalia.rules: take_lot #155 ae6c9de5>
def _loop(st, L, _t587):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t590 = _c528[_t587]
    except Exception:
        for _t588 in _st_zones[(2 + _l0)]:
            if (_c528[_t588] == _c528[_t587]):
                return True
        return False
    else:
        for _t588 in _st_zones[(2 + _l0)]:
            if (_c528[_t588] == _t590):
                return True
        return False

# <rulerun animalia.rules: take_lot #156 playout 7546a0df>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    for _t587 in (_st_zones[1][:] or []):
        L[4] = _t587
        if ((_c527[_t587] != 'plain') and _a529(st, L, _t587)):
            L[1] = _joined530(L[1], [_t587])
        _t592 = _t587
        _t593 = (2 + _l0)
        if type(_t592) is int and _st_log is None:
            _t594 = _st_zones[_st_loc[_t592]]
            if _t594[-1] == _t592: _t594.pop()
            else: _t594.remove(_t592)
            _st_zones[_t593].append(_t592); _st_loc[_t592] = _t593
        elif _t592 is not None:
            _move_cards531(st, _t592, _t593, False)
    _t595 = 0; _t596 = st.decisions
    while (not not (L[1] or ())):
        _t595 += 1
        if _t595 > _LIMIT532[0] and _over_limit533(_t595, st, _t596): raise _Runaway534()
        _t597 = (L[1] or [])
        _t598 = _l0
        _t599 = len(_t597)
        if _t599 <= 1 and _st_log is None:
            L[5] = _t597[0] if _t599 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t600 = st.chooser(_t599, _t598)
            else:
                _t600 = _st_bits(_t599.bit_length())
                while _t600 >= _t599: _t600 = _st_bits(_t599.bit_length())
            L[5] = _t597[_t600]; st.decisions += 1
        elif _decide537(st, L, _t597, _t598): raise _PlayoutCut535()
        L[1] = _remove538(st, L[1], L[5])
        if (_c527[L[5]] == 'thief'):
            if _p539(st, [_l0, None, None]) == 3: return 3
        elif (_c527[L[5]] == 'spy'):
            if _p540(st, [_l0, None, None]) == 3: return 3
        else:
            if _p541(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: collecting #157 e634f66e>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT519[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k522)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region523(st, L)
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
            _r = _run524(st, L)
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
            _r = _run525(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run526(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p542(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit543(_k544)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p545(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit543(_k546)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit521(_k, st, _d0): raise _Runaway520()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k548)

# <rulerun animalia.rules: offer #158 1854b5a2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT549[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run552(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region553(st, L)
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
            L[1] = (_o554[L[0]] or []); L[2] = 0
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
            _t601 = L[3]
            _t602 = len(_o)
            if _t602 <= 1 and _st_log is None:
                L[4] = _o[0] if _t602 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t603 = st.chooser(_t602, _t601)
                else:
                    _t603 = _st_bits(_t602.bit_length())
                    while _t603 >= _t602: _t603 = _st_bits(_t602.bit_length())
                L[4] = _o[_t603]; st.decisions += 1
            elif _decide556(st, L, _o, _t601): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p557(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k559)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit551(_k, st, _d0): raise _Runaway550()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p557(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k562)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run563(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run564(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit551(_k, st, _d0): raise _Runaway550()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k565)

# <rulerun animalia.rules: take_lot #159 4bbca2a5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT566[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region570(st, L)
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
            _t604 = L[0]
            _t605 = len(_o)
            if _t605 <= 1 and _st_log is None:
                L[5] = _o[0] if _t605 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t606 = st.chooser(_t605, _t604)
                else:
                    _t606 = _st_bits(_t605.bit_length())
                    while _t606 >= _t605: _t606 = _st_bits(_t605.bit_length())
                L[5] = _o[_t606]; st.decisions += 1
            elif _decide572(st, L, _o, _t604): return True
            pc = 3
        if pc == 3:
            _r = _run573(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c574[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p575(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k577)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c574[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p578(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k579)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p580(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k581)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit568(_k, st, _d0): raise _Runaway567()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k582)

# <rulerun animalia.rules: use_spy #160 ac8b5934>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT583[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run586(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t607 = L[0]
            _t608 = len(_o)
            if _t608 <= 1 and _st_log is None:
                L[1] = _o[0] if _t608 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t609 = st.chooser(_t608, _t607)
                else:
                    _t609 = _st_bits(_t608.bit_length())
                    while _t609 >= _t608: _t609 = _st_bits(_t608.bit_length())
                L[1] = _o[_t609]; st.decisions += 1
            elif _decide588(st, L, _o, _t607): return True
            pc = 2
        if pc == 2:
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region590(st, L)
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
            _t610 = L[0]
            _t611 = len(_o)
            if _t611 <= 1 and _st_log is None:
                L[2] = _o[0] if _t611 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t612 = st.chooser(_t611, _t610)
                else:
                    _t612 = _st_bits(_t611.bit_length())
                    while _t612 >= _t611: _t612 = _st_bits(_t611.bit_length())
                L[2] = _o[_t612]; st.decisions += 1
            elif _decide592(st, L, _o[:], _t610): return True
            pc = 5
        if pc == 5:
            _r = _run593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit585(_k, st, _d0): raise _Runaway584()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k594)

# <rulerun animalia.rules: awards #161 9b77950a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t615 = 0
    for _t614 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t614] is not None):
            _t615 += 1
    return _t615

# <rulerun animalia.rules: awards #162 0bfd48cd>
def _loop(st, L, _t617):
    _st_cvars = st.cvars
    for _t618 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t618] == _t617):
            return True
    return False

# <rulerun animalia.rules: awards #163 84d306f3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT595[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k598)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region599(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step600(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t616 = _NOT_YET
            _o = []
            for _t613 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t613] is None) and (len(_st_zones[(2 + L[0])]) > (_t616 if _t616 is not _NOT_YET else (_t616 := _a601(st, L))))): _o.append(_t613)
            fr[1] = 4
            if _offer602(st, L, _o): return True
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
            for _t617 in _st_zones[(2 + L[0])]:
                if (not _a603(st, L, _t617)): _o.append(_t617)
            fr[1] = 8
            _t620 = L[0]
            _t621 = len(_o)
            if _t621 <= 1 and _st_log is None:
                L[2] = _o[0] if _t621 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t622 = st.chooser(_t621, _t620)
                else:
                    _t622 = _st_bits(_t621.bit_length())
                    while _t622 >= _t621: _t622 = _st_bits(_t621.bit_length())
                L[2] = _o[_t622]; st.decisions += 1
            elif _decide605(st, L, _o, _t620): return True
            pc = 8
        if pc == 8:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit597(_k, st, _d0): raise _Runaway596()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region608(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k609 or []); L[10] = 0
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
                if ((_c610[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k611 or [])
            fr[1] = 17
            _t623 = L[11]
            _t624 = len(_o)
            if _t624 <= 1 and _st_log is None:
                L[15] = _o[0] if _t624 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t625 = st.chooser(_t624, _t623)
                else:
                    _t625 = _st_bits(_t624.bit_length())
                    while _t625 >= _t624: _t625 = _st_bits(_t624.bit_length())
                L[15] = _o[_t625]; st.decisions += 1
            elif _decide613(st, L, _o, _t623): return True
            pc = 17
        if pc == 17:
            _r = _run614(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit597(_k, st, _d0): raise _Runaway596()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit597(_k, st, _d0): raise _Runaway596()
            continue
        if pc == 20:
            _r = _run615(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k616)

# <rulerun animalia.rules: collecting #164 23dee3f0>
def _loop(st, _i16l0, _t635):
    _st_zones = st.zones
    try:
        _t638 = _c634[_t635]
    except Exception:
        for _t636 in _st_zones[(2 + _i16l0)]:
            if (_c634[_t636] == _c634[_t635]):
                return True
        return False
    else:
        for _t636 in _st_zones[(2 + _i16l0)]:
            if (_c634[_t636] == _t638):
                return True
        return False

# <rulerun animalia.rules: collecting #165 playout 9a1812ac>
def _native(st, L):
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k624)
    _t626 = 0; _t627 = st.decisions
    while (not not _st_zones[0]):
        _t626 += 1
        if _t626 > _LIMIT625[0] and _over_limit626(_t626, st, _t627): raise _Runaway627()
        _t628 = []
        for _t629 in (_o628[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t629)]) < 5):
                _t628.append(_t629)
        L[0] = _t628
        if (not (L[0] or ())):
            break
        _t630 = None
        for _t631 in (L[0] or ()):
            _t630 = _t631
            break
        L[1] = _t630
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text631(_audience629(st), [_PlayerRef630(L[1]), ' draws alone']))
            _t634 = _st_zones[0]
            _t633 = 1
            if _st_log is None and _t634:
                _t632 = _t634.pop(); _st_zones[_t633].append(_t632); _st_loc[_t632] = _t633
            elif _t634:
                _move_cards632(st, _t634[-1], _t633, False)
            _i16l0 = L[1]
            _i16 = [_i16l0, None, None, None, None, None]
            _i16[1] = []
            for _t635 in (_st_zones[1][:] or []):
                _i16[4] = _t635
                if ((_c633[_t635] != 'plain') and _a635(st, _i16l0, _t635)):
                    _i16[1] = _joined636(_i16[1], [_t635])
                _t640 = _t635
                _t641 = (2 + _i16l0)
                if type(_t640) is int and _st_log is None:
                    _t642 = _st_zones[_st_loc[_t640]]
                    if _t642[-1] == _t640: _t642.pop()
                    else: _t642.remove(_t640)
                    _st_zones[_t641].append(_t640); _st_loc[_t640] = _t641
                elif _t640 is not None:
                    _move_cards632(st, _t640, _t641, False)
            _t643 = 0; _t644 = st.decisions
            while (not not (_i16[1] or ())):
                _t643 += 1
                if _t643 > _LIMIT625[0] and _over_limit626(_t643, st, _t644): raise _Runaway627()
                _t645 = (_i16[1] or [])
                _t646 = _i16l0
                _t647 = len(_t645)
                if _t647 <= 1 and _st_log is None:
                    _i16[5] = _t645[0] if _t647 else None
                elif _st_log is None and st.decisions < st.inline_until:
                    if _st_bits is None: _t648 = st.chooser(_t647, _t646)
                    else:
                        _t648 = _st_bits(_t647.bit_length())
                        while _t648 >= _t647: _t648 = _st_bits(_t647.bit_length())
                    _i16[5] = _t645[_t648]; st.decisions += 1
                elif _decide639(st, _i16, _t645, _t646): raise _PlayoutCut637()
                _i16[1] = _remove640(st, _i16[1], _i16[5])
                if (_c633[_i16[5]] == 'thief'):
                    if _p641(st, [_i16l0, None, None]) == 3: return 3
                elif (_c633[_i16[5]] == 'spy'):
                    if _p642(st, [_i16l0, None, None]) == 3: return 3
                else:
                    if _p643(st, [_i16l0, None, None]) == 3: return 3
        else:
            if _p644(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #166 d18a7f79>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT617[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region621(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range622(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run623(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p645(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit646(_k647)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run648(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p649(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit646(_k650)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run651(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit619(_k, st, _d0): raise _Runaway618()
            continue
        if pc == 9:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step653(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k654)

# <rulerun animalia.rules: play #167 fc0bba40>
def _loop(st, p):
    _st_vars = st.vars
    _t650 = 0
    for _t649 in (_k655 or ()):
        _t650 += _st_vars[0 + p][_t649]
    return _t650

# <rulerun animalia.rules: play #168 f9028a4e>
def _loop(st, p):
    _st_vars = st.vars
    _t652 = 0
    for _t651 in (_k657 or ()):
        _t652 += _times658((_st_vars[0 + p][_t651] // 5), 5)
    return _t652

# <rulerun animalia.rules: rank #169 b5901a88>
def _native(st, p):
    return ((_a656(st, p) + _a659(st, p)), )

