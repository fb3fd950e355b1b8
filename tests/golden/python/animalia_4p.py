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

# <rulerun animalia.rules: use_thief #8 playout 3793107f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t30 = []
    for _t31 in (_k25 or []):
        if ((_t31 != _l0) and (not not _st_zones[(2 + _t31)])): _t30.append(_t31)
    if _offer27(st, L, _t30): raise _PlayoutCut26()
    if (L[1] is None):
        return 2
    _t32 = _st_zones[(2 + L[1])]
    _t33 = _l0
    _t34 = len(_t32)
    if not _t34: _no_option29(_t33, 'thief: take which card')
    if _t34 <= 1 and _st_log is None:
        L[2] = _t32[0] if _t34 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t35 = st.chooser(_t34, _t33)
        else:
            _t35 = _st_bits(_t34.bit_length())
            while _t35 >= _t34: _t35 = _st_bits(_t34.bit_length())
        L[2] = _t32[_t35]; st.decisions += 1
    elif _decide30(st, L, _t32[:], _t33): raise _PlayoutCut26()
    if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_l0), ' steals ', _card_ref31(st, L[2]), ' from ', _PlayerRef23(L[1])]))
    _t36 = L[2]
    _t37 = (2 + _l0)
    if type(_t36) is int and _st_log is None:
        _t38 = _st_zones[_st_loc[_t36]]
        if _t38[-1] == _t36: _t38.pop()
        else: _t38.remove(_t36)
        _st_zones[_t37].append(_t36); _st_loc[_t36] = _t37
    elif _t36 is not None:
        _move_cards32(st, _t36, _t37, False)

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout f32dce85>
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
    if not _t41: _no_option36(_t40, 'spy')
    if _t41 <= 1 and _st_log is None:
        L[1] = _t39[0] if _t41 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t42 = st.chooser(_t41, _t40)
        else:
            _t42 = _st_bits(_t41.bit_length())
            while _t42 >= _t41: _t42 = _st_bits(_t41.bit_length())
        L[1] = _t39[_t42]; st.decisions += 1
    elif _decide37(st, L, _t39, _t40): raise _PlayoutCut34()
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
        _move_cards38(st, _t43, _t44, False)
    _t47 = 0; _t48 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t47 += 1
        if _t47 > _LIMIT39[0] and _over_limit40(_t47, st, _t48): raise _Runaway41()
        _t49 = _st_zones[(10 + _l0)]
        _t50 = _l0
        _t51 = len(_t49)
        if not _t51: _no_option36(_t50, 'spy: put back next (the last one ends on top)')
        if _t51 <= 1 and _st_log is None:
            L[2] = _t49[0] if _t51 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t52 = st.chooser(_t51, _t50)
            else:
                _t52 = _st_bits(_t51.bit_length())
                while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
            L[2] = _t49[_t52]; st.decisions += 1
        elif _decide43(st, L, _t49[:], _t50): raise _PlayoutCut34()
        _t53 = L[2]
        _t54 = 0
        if type(_t53) is int and _st_log is None:
            _t55 = _st_zones[_st_loc[_t53]]
            if _t55[-1] == _t53: _t55.pop()
            else: _t55.remove(_t53)
            _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
        elif _t53 is not None:
            _move_cards38(st, _t53, _t54, False)

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout 15b21441>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t56 = []
    for _t57 in (_k45 or []):
        if ((_t57 != _l0) and (len(_st_zones[(2 + _t57)]) < 5)): _t56.append(_t57)
    if _offer47(st, L, _t56): raise _PlayoutCut46()
    if (L[1] is None):
        return 2
    _t58 = _st_zones[(2 + _l0)]
    _t59 = _l0
    _t60 = len(_t58)
    if not _t60: _no_option49(_t59, 'gift: which card')
    if _t60 <= 1 and _st_log is None:
        L[2] = _t58[0] if _t60 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t61 = st.chooser(_t60, _t59)
        else:
            _t61 = _st_bits(_t60.bit_length())
            while _t61 >= _t60: _t61 = _st_bits(_t60.bit_length())
        L[2] = _t58[_t61]; st.decisions += 1
    elif _decide50(st, L, _t58[:], _t59): raise _PlayoutCut46()
    if _st_log is not None: _st_log.append(_Text54(_audience51(st), [_PlayerRef52(_l0), ' gives ', _card_ref53(st, L[2]), ' to ', _PlayerRef52(L[1])]))
    _t62 = L[2]
    _t63 = (2 + L[1])
    if type(_t62) is int and _st_log is None:
        _t64 = _st_zones[_st_loc[_t62]]
        if _t64[-1] == _t62: _t64.pop()
        else: _t64.remove(_t62)
        _st_zones[_t63].append(_t62); _st_loc[_t62] = _t63
    elif _t62 is not None:
        _move_cards55(st, _t62, _t63, False)

# <rulerun animalia.rules: take_lot #15 bec6cc0a>
def _loop(st, L, _t65):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t68 = _c58[_t65]
    except Exception:
        for _t66 in _st_zones[(2 + _l0)]:
            if (_c58[_t66] == _c58[_t65]):
                return True
        return False
    else:
        for _t66 in _st_zones[(2 + _l0)]:
            if (_c58[_t66] == _t68):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 4f4fb4f2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    for _t65 in (_st_zones[1][:] or []):
        L[4] = _t65
        if ((_c57[_t65] != 'plain') and _a59(st, L, _t65)):
            L[1] = (L[1] + [_t65])
            if len(L[1]) > 1000000: _too_long60(L[1])
        _t70 = _t65
        _t71 = (2 + _l0)
        if type(_t70) is int and _st_log is None:
            _t72 = _st_zones[_st_loc[_t70]]
            if _t72[-1] == _t70: _t72.pop()
            else: _t72.remove(_t70)
            _st_zones[_t71].append(_t70); _st_loc[_t70] = _t71
        elif _t70 is not None:
            _move_cards61(st, _t70, _t71, False)
    _t73 = 0; _t74 = st.decisions
    while (not not (L[1] or ())):
        _t73 += 1
        if _t73 > _LIMIT62[0] and _over_limit63(_t73, st, _t74): raise _Runaway64()
        _t75 = (L[1] or [])
        _t76 = _l0
        _t77 = len(_t75)
        if not _t77: _no_option67(_t76, 'power to resolve next')
        if _t77 <= 1 and _st_log is None:
            L[5] = _t75[0] if _t77 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t78 = st.chooser(_t77, _t76)
            else:
                _t78 = _st_bits(_t77.bit_length())
                while _t78 >= _t77: _t78 = _st_bits(_t77.bit_length())
            L[5] = _t75[_t78]; st.decisions += 1
        elif _decide68(st, L, _t75, _t76): raise _PlayoutCut65()
        L[1] = _remove69(st, L[1], L[5])
        if (_c57[L[5]] == 'thief'):
            if _p70(st, [_l0, None, None]) == 3: return 3
        elif (_c57[L[5]] == 'spy'):
            if _p71(st, [_l0, None, None]) == 3: return 3
        else:
            if _p72(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 f133bfa2>
def _loop(st, _i1l0, _t89):
    _st_zones = st.zones
    try:
        _t92 = _c84[_t89]
    except Exception:
        for _t90 in _st_zones[(2 + _i1l0)]:
            if (_c84[_t90] == _c84[_t89]):
                return True
        return False
    else:
        for _t90 in _st_zones[(2 + _i1l0)]:
            if (_c84[_t90] == _t92):
                return True
        return False

# <rulerun animalia.rules: offer #19 295450f0>
def _loop(st, _i2l0, _t103):
    _st_zones = st.zones
    try:
        _t106 = _c97[_t103]
    except Exception:
        for _t104 in _st_zones[(2 + _i2l0)]:
            if (_c97[_t104] == _c97[_t103]):
                return True
        return False
    else:
        for _t104 in _st_zones[(2 + _i2l0)]:
            if (_c97[_t104] == _t106):
                return True
        return False

# <rulerun animalia.rules: offer #20 playout b4c487c2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t81 = _st_zones[0]
    _t80 = 1
    if _st_log is None and _t81:
        _t79 = _t81.pop(); _st_zones[_t80].append(_t79); _st_loc[_t79] = _t80
    elif _t81:
        _move_cards74(st, _t81[-1], _t80, False)
    _t82 = 0; _t83 = st.decisions
    while True:
        _t82 += 1
        if _t82 > _LIMIT75[0] and _over_limit76(_t82, st, _t83): raise _Runaway77()
        for _t84 in (_o78[_l0] or []):
            L[3] = _t84
            if not (((len(_st_zones[(2 + _t84)]) < 5) and ((5 - len(_st_zones[(2 + _t84)])) >= len(_st_zones[1])))): continue
            _t85 = ['take', 'pass']
            _t86 = _t84
            _t87 = len(_t85)
            if not _t87: _no_option81(_t86, 'take the lot')
            if _t87 <= 1 and _st_log is None:
                L[4] = _t85[0] if _t87 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t88 = st.chooser(_t87, _t86)
                else:
                    _t88 = _st_bits(_t87.bit_length())
                    while _t88 >= _t87: _t88 = _st_bits(_t87.bit_length())
                L[4] = _t85[_t88]; st.decisions += 1
            elif _decide82(st, L, _t85, _t86): raise _PlayoutCut79()
            if (L[4] == 'take'):
                if _p93(st, [_t84, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text96(_audience94(st), [_PlayerRef95(_l0), ' must take the lot']))
            if _p93(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t119 = _st_zones[0]
        _t118 = 1
        if _st_log is None and _t119:
            _t117 = _t119.pop(); _st_zones[_t118].append(_t117); _st_loc[_t117] = _t118
        elif _t119:
            _move_cards74(st, _t119[-1], _t118, False)

# <rulerun animalia.rules: collecting #21 8ff721fc>
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
            if _p73(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p100(st, [L[1], None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #27 228df8fe>
def _native(st, L):
    _st_zones = st.zones
    _t122 = _st_zones[0]
    _t121 = 1
    if st.log is None and _t122:
        _t120 = _t122.pop(); _st_zones[_t121].append(_t120); st.loc[_t120] = _t121
    elif _t122:
        _move_cards101(st, _t122[-1], _t121, False)

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 2460a04d>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text104(_audience102(st), [_PlayerRef103(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #30 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #31 791bcb5e>
def _native(st, L):
    _st_zones = st.zones
    _t125 = _st_zones[0]
    _t124 = 1
    if st.log is None and _t125:
        _t123 = _t125.pop(); _st_zones[_t124].append(_t123); st.loc[_t123] = _t124
    elif _t125:
        _move_cards105(st, _t125[-1], _t124, False)

# <rulerun animalia.rules: offer #32 400a02e0>
def _loop(st, _i3l0, _t133):
    _st_zones = st.zones
    try:
        _t136 = _c115[_t133]
    except Exception:
        for _t134 in _st_zones[(2 + _i3l0)]:
            if (_c115[_t134] == _c115[_t133]):
                return True
        return False
    else:
        for _t134 in _st_zones[(2 + _i3l0)]:
            if (_c115[_t134] == _t136):
                return True
        return False

# <rulerun animalia.rules: offer #33 e43a82ee>
def _loop(st, _i4l0, _t147):
    _st_zones = st.zones
    try:
        _t150 = _c129[_t147]
    except Exception:
        for _t148 in _st_zones[(2 + _i4l0)]:
            if (_c129[_t148] == _c129[_t147]):
                return True
        return False
    else:
        for _t148 in _st_zones[(2 + _i4l0)]:
            if (_c129[_t148] == _t150):
                return True
        return False

# <rulerun animalia.rules: offer #34 fa2b2536>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    _t126 = 0; _t127 = st.decisions
    while True:
        _t126 += 1
        if _t126 > _LIMIT106[0] and _over_limit107(_t126, st, _t127): raise _Runaway108()
        for _t128 in (_o109[_l0] or []):
            L[3] = _t128
            if not (((len(_st_zones[(2 + _t128)]) < 5) and ((5 - len(_st_zones[(2 + _t128)])) >= len(_st_zones[1])))): continue
            _t129 = ['take', 'pass']
            _t130 = _t128
            _t131 = len(_t129)
            if not _t131: _no_option112(_t130, 'take the lot')
            if _t131 <= 1 and _st_log is None:
                L[4] = _t129[0] if _t131 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t132 = st.chooser(_t131, _t130)
                else:
                    _t132 = _st_bits(_t131.bit_length())
                    while _t132 >= _t131: _t132 = _st_bits(_t131.bit_length())
                L[4] = _t129[_t132]; st.decisions += 1
            elif _decide113(st, L, _t129, _t130): raise _PlayoutCut110()
            if (L[4] == 'take'):
                if _p125(st, [_t128, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text128(_audience126(st), [_PlayerRef127(_l0), ' must take the lot']))
            if _p125(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t163 = _st_zones[0]
        _t162 = 1
        if _st_log is None and _t163:
            _t161 = _t163.pop(); _st_zones[_t162].append(_t161); st.loc[_t161] = _t162
        elif _t163:
            _move_cards118(st, _t163[-1], _t162, False)

# <rulerun animalia.rules: offer #35 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #36 d6ae1cb3>
def _native(st, L):
    return _o132[L[0]]

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

# <rulerun animalia.rules: take_lot #43 c76df596>
def _loop(st, L, _t164):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t167 = _c134[_t164]
    except Exception:
        for _t165 in _st_zones[(2 + _l0)]:
            if (_c134[_t165] == _c134[_t164]):
                return True
        return False
    else:
        for _t165 in _st_zones[(2 + _l0)]:
            if (_c134[_t165] == _t167):
                return True
        return False

# <rulerun animalia.rules: take_lot #44 edb783e6>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t164 in (_st_zones[1][:] or []):
        L[4] = _t164
        if ((_c133[_t164] != 'plain') and _a135(st, L, _t164)):
            L[1] = (L[1] + [_t164])
            if len(L[1]) > 1000000: _too_long136(L[1])
        _t169 = _t164
        _t170 = (2 + L[0])
        if type(_t169) is int and st.log is None:
            _t171 = _st_zones[_st_loc[_t169]]
            if _t171[-1] == _t169: _t171.pop()
            else: _t171.remove(_t169)
            _st_zones[_t170].append(_t169); _st_loc[_t169] = _t170
        elif _t169 is not None:
            _move_cards137(st, _t169, _t170, False)

# <rulerun animalia.rules: take_lot #45 9af0cfbb>
def _native(st, L):
    L[1] = _remove138(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #46 219be9ae>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _t172 = 0; _t173 = st.decisions
    while (not not (L[1] or ())):
        _t172 += 1
        if _t172 > _LIMIT139[0] and _over_limit140(_t172, st, _t173): raise _Runaway141()
        _t174 = (L[1] or [])
        _t175 = _l0
        _t176 = len(_t174)
        if not _t176: _no_option144(_t175, 'power to resolve next')
        if _t176 <= 1 and _st_log is None:
            L[5] = _t174[0] if _t176 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t177 = st.chooser(_t176, _t175)
            else:
                _t177 = _st_bits(_t176.bit_length())
                while _t177 >= _t176: _t177 = _st_bits(_t176.bit_length())
            L[5] = _t174[_t177]; st.decisions += 1
        elif _decide145(st, L, _t174, _t175): raise _PlayoutCut142()
        L[1] = _remove146(st, L[1], L[5])
        if (_c147[L[5]] == 'thief'):
            if _p148(st, [_l0, None, None]) == 3: return 3
        elif (_c147[L[5]] == 'spy'):
            if _p149(st, [_l0, None, None]) == 3: return 3
        else:
            if _p150(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #47 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #48 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #49 de431d6c>
def _native(st, L):
    return (_c151[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #50 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #51 c0a336d8>
def _native(st, L):
    return (_c152[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #52 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #54 6e970f9a>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text155(_audience153(st), [_PlayerRef154(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #55 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #56 16b441da>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text159(_audience156(st), [_PlayerRef157(_l0), ' steals ', _card_ref158(st, _l2), ' from ', _PlayerRef157(L[1])]))
    _t178 = _l2
    _t179 = (2 + _l0)
    if type(_t178) is int and _st_log is None:
        _t180 = _st_zones[_st_loc[_t178]]
        if _t180[-1] == _t178: _t180.pop()
        else: _t180.remove(_t178)
        _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
    elif _t178 is not None:
        _move_cards160(st, _t178, _t179, False)

# <rulerun animalia.rules: use_thief #57 1081de56>
def _native(st, L):
    return _k161

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

# <rulerun animalia.rules: use_spy #61 71757128>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t181 = _st_zones[0][:-(5) - 1:-1]
    _t182 = (10 + L[0])
    if type(_t181) is list and st.log is None:
        for _t183 in _t181:
            _t184 = _st_zones[_st_loc[_t183]]
            if _t184[-1] == _t183: _t184.pop()
            else: _t184.remove(_t183)
            _st_zones[_t182].append(_t183); _st_loc[_t183] = _t182
    elif _t181 is not None:
        _move_cards162(st, _t181, _t182, False)

# <rulerun animalia.rules: use_spy #62 62e828fd>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t185 = L[2]
    _t186 = 0
    if type(_t185) is int and st.log is None:
        _t187 = _st_zones[_st_loc[_t185]]
        if _t187[-1] == _t185: _t187.pop()
        else: _t187.remove(_t185)
        _st_zones[_t186].append(_t185); _st_loc[_t185] = _t186
    elif _t185 is not None:
        _move_cards163(st, _t185, _t186, False)

# <rulerun animalia.rules: use_spy #63 e2597aa1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t188 = 0; _t189 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t188 += 1
        if _t188 > _LIMIT164[0] and _over_limit165(_t188, st, _t189): raise _Runaway166()
        _t190 = _st_zones[(10 + _l0)]
        _t191 = _l0
        _t192 = len(_t190)
        if not _t192: _no_option169(_t191, 'spy: put back next (the last one ends on top)')
        if _t192 <= 1 and _st_log is None:
            L[2] = _t190[0] if _t192 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t193 = st.chooser(_t192, _t191)
            else:
                _t193 = _st_bits(_t192.bit_length())
                while _t193 >= _t192: _t193 = _st_bits(_t192.bit_length())
            L[2] = _t190[_t193]; st.decisions += 1
        elif _decide170(st, L, _t190[:], _t191): raise _PlayoutCut167()
        _t194 = L[2]
        _t195 = 0
        if type(_t194) is int and _st_log is None:
            _t196 = _st_zones[_st_loc[_t194]]
            if _t196[-1] == _t194: _t196.pop()
            else: _t196.remove(_t194)
            _st_zones[_t195].append(_t194); _st_loc[_t194] = _t195
        elif _t194 is not None:
            _move_cards171(st, _t194, _t195, False)

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

# <rulerun animalia.rules: use_gift #68 096c0c67>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text175(_audience172(st), [_PlayerRef173(L[0]), ' gives ', _card_ref174(st, _l2), ' to ', _PlayerRef173(_l1)]))
    _t197 = _l2
    _t198 = (2 + _l1)
    if type(_t197) is int and _st_log is None:
        _t199 = _st_zones[_st_loc[_t197]]
        if _t199[-1] == _t197: _t199.pop()
        else: _t199.remove(_t197)
        _st_zones[_t198].append(_t197); _st_loc[_t197] = _t198
    elif _t197 is not None:
        _move_cards176(st, _t197, _t198, False)

# <rulerun animalia.rules: use_gift #69 bddac5fb>
def _native(st, L):
    return _k177

# <rulerun animalia.rules: use_gift #70 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #71 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #72 86d69815>
def _loop(st, _t200):
    _t202 = 0
    for _t201 in st.zones[(2 + _t200)]:
        _t202 += _c182[_t201]
    return _t202

# <rulerun animalia.rules: elegance_bonuses #73 d8a16809>
def _loop(st, _t204):
    _t206 = 0
    for _t205 in st.zones[(2 + _t204)]:
        _t206 += _c187[_t205]
    return _t206

# <rulerun animalia.rules: elegance_bonuses #74 60d667fc>
def _loop(st, _t210):
    _t212 = 0
    for _t211 in st.zones[(2 + _t210)]:
        _t212 += _c190[_t211]
    return _t212

# <rulerun animalia.rules: give_bonus #75 669b41c3>
def _loop(st, L):
    _t215 = 0
    for _t214 in st.zones[(2 + L[0])]:
        _t215 += _c192[_t214]
    return _t215

# <rulerun animalia.rules: give_bonus #76 f1b30d4e>
def _loop(st, L):
    _t217 = 0
    for _t216 in st.zones[(2 + L[0])]:
        _t217 += _c196[_t216]
    return _t217

# <rulerun animalia.rules: give_bonus #77 5642080d>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a193(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text199(_audience194(st), [_PlayerRef195(_l0), ' gets no bonus (elegance ', _plain198(_a197(st, L)), ')']))
        return 2
    _t218 = _st_zones[0][:-(L[1]) - 1:-1]
    _t219 = (6 + _l0)
    if type(_t218) is list and _st_log is None:
        for _t220 in _t218:
            _t221 = _st_zones[_st_loc[_t220]]
            if _t221[-1] == _t220: _t221.pop()
            else: _t221.remove(_t220)
            _st_zones[_t219].append(_t220); _st_loc[_t220] = _t219
    elif _t218 is not None:
        _move_cards200(st, _t218, _t219, False)

# <rulerun animalia.rules: elegance_bonuses #78 6852a89d>
def _loop(st, L):
    for _t222 in (L[4] or ()):
        return _t222
    return None

# <rulerun animalia.rules: elegance_bonuses #79 614e9075>
def _loop(st, _t226):
    _t228 = 0
    for _t227 in st.zones[(2 + _t226)]:
        _t228 += _c204[_t227]
    return _t228

# <rulerun animalia.rules: elegance_bonuses #80 c22cccd4>
def _loop(st, _t226):
    _t230 = 0
    for _t229 in st.zones[(2 + _t226)]:
        _t230 += _c206[_t229]
    return _t230

# <rulerun animalia.rules: elegance_bonuses #81 8ce70dfc>
def _loop(st, _t232):
    _t234 = 0
    for _t233 in st.zones[(2 + _t232)]:
        _t234 += _c209[_t233]
    return _t234

# <rulerun animalia.rules: elegance_bonuses #82 540d5bcb>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k178)
    for _t200 in (_k179 or []):
        L[2] = _t200
        if _st_log is not None: _st_log.append(_Text185(_audience180(st), [_PlayerRef181(_t200), ': elegance ', _plain184(_a183(st, _t200))]))
    _t203 = None
    for _t204 in (_k186 or ()):
        _t207 = _a188(st, _t204)
        if _t203 is None or _t207 > _t203:
            _t203 = _t207
    L[3] = _t203
    _t209 = L[3]
    _t208 = []
    for _t210 in (_k189 or ()):
        if (_a191(st, _t210) == _t209):
            _t208.append(_t210)
    L[4] = _t208
    if (len((L[4] or ())) > 1):
        for _t213 in (L[4] or []):
            L[7] = _t213
            if _p201(st, [_t213, 1]) == 3: return 3
    else:
        if _p201(st, [_a202(st, L), 2]) == 3: return 3
        _t225 = L[3]
        _t224 = None
        for _t226 in (_k203 or ()):
            if (_a205(st, _t226) < _t225):
                _t231 = _a207(st, _t226)
                if _t224 is None or _t231 > _t224:
                    _t224 = _t231
        L[8] = _t224
        for _t232 in (_k208 or []):
            L[11] = _t232
            if not (((L[8] is not None) and (_a210(st, _t232) == L[8]))): continue
            if _p201(st, [_t232, 1]) == 3: return 3

# <rulerun animalia.rules: awards #83 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #84 5a85547e>
def _loop(st, _t235):
    _st_cvars = st.cvars
    _t241 = 0
    for _t240 in st.zones[(6 + _t235)]:
        if (_st_cvars[31 + _t240] is not None):
            _t241 += 1
    return _t241

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 29864d3d>
def _loop(st, _t235, _t244):
    _st_cvars = st.cvars
    for _t245 in st.zones[(6 + _t235)]:
        if (_st_cvars[31 + _t245] == _t244):
            return True
    return False

# <rulerun animalia.rules: awards #87 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #88 26c1f0c3>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t235 in (_k211 or []):
        st.thread_player = st.inline_thread = _t235
        _i5 = L[:]; _i5[0] = _t235
        _t236 = 0; _t237 = st.decisions
        while True:
            _t236 += 1
            if _t236 > _LIMIT212[0] and _over_limit213(_t236, st, _t237): raise _Runaway214()
            _t242 = _NOT_YET
            _t238 = []
            for _t239 in _st_zones[(6 + _t235)]:
                if ((_st_cvars[31 + _t239] is None) and (len(_st_zones[(2 + _t235)]) > (_t242 if _t242 is not _NOT_YET else (_t242 := _a215(st, _t235))))): _t238.append(_t239)
            if _offer217(st, _i5, _t238): raise _PlayoutCut216()
            if (_i5[1] is None):
                break
            _t243 = []
            for _t244 in _st_zones[(2 + _t235)]:
                if (not _a218(st, _t235, _t244)): _t243.append(_t244)
            _t247 = _t235
            _t248 = len(_t243)
            if not _t248: _no_option220(_t247, 'the card it replaces')
            if _t248 <= 1:
                _i5[2] = _t243[0] if _t248 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t249 = st.chooser(_t248, _t247)
                else:
                    _t249 = _st_bits(_t248.bit_length())
                    while _t249 >= _t248: _t249 = _st_bits(_t248.bit_length())
                _i5[2] = _t243[_t249]; st.decisions += 1
            elif _decide221(st, _i5, _t243, _t247): raise _PlayoutCut216()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #89 c54e6db5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t250 in (_k222 or []):
        L[5] = _t250
        for _t251 in _st_zones[(6 + _t250)][:]:
            L[8] = _t251
            if not ((_st_cvars[31 + _t251] is not None)): continue
            if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_t250), ' swaps ', _card_ref225(st, _st_cvars[31 + _t251]), ' for a bonus card']))
            _t252 = _st_cvars[31 + _t251]
            _t253 = 14
            if type(_t252) is int and _st_log is None:
                _t254 = _st_zones[_st_loc[_t252]]
                if _t254[-1] == _t252: _t254.pop()
                else: _t254.remove(_t252)
                _st_zones[_t253].append(_t252); _st_loc[_t252] = _t253
            elif _t252 is not None:
                _move_cards227(st, _t252, _t253, False)
            _st_cvars[31 + _t251] = None
            _t255 = _t251
            _t256 = (2 + _t250)
            if type(_t255) is int and _st_log is None:
                _t257 = _st_zones[_st_loc[_t255]]
                if _t257[-1] == _t255: _t257.pop()
                else: _t257.remove(_t255)
                _st_zones[_t256].append(_t255); _st_loc[_t255] = _t256
            elif _t255 is not None:
                _move_cards227(st, _t255, _t256, False)

# <rulerun animalia.rules: awards #90 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #91 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #92 3d3339c1>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    for _t258 in (_k228 or []):
        L[11] = _t258
        for _t259 in st.zones[(2 + _t258)][:]:
            L[14] = _t259
            if not (((_c229[_t259] is None) and True)): continue
            _t260 = (_k230 or [])
            _t261 = _t258
            _t262 = len(_t260)
            if not _t262: _no_option233(_t261, "the owl's species")
            if _t262 <= 1 and _st_log is None:
                L[15] = _t260[0] if _t262 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t263 = st.chooser(_t262, _t261)
                else:
                    _t263 = _st_bits(_t262.bit_length())
                    while _t263 >= _t262: _t263 = _st_bits(_t262.bit_length())
                L[15] = _t260[_t263]; st.decisions += 1
            elif _decide234(st, L, _t260, _t261): raise _PlayoutCut231()
            st.cvars[_t259] = L[15]

# <rulerun animalia.rules: awards #93 52e6f55f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t264 in (_k235 or []):
        L[18] = _t264
        _t265 = []
        for _t266 in _st_zones[(2 + _t264)]:
            _t265.append((_st_cvars[_t266] if (_c236[_t266] is None) else _c236[_t266]))
        L[19] = _t265
        _t268 = L[19]
        _t267 = 0
        for _t269 in (_k237 or ()):
            if (_t269 in (_t268 or ())):
                _t267 += 1
        L[20] = _t267
        if ((len(_st_zones[(2 + _t264)]) == 5) and (L[20] == 5)):
            for _t270 in (_k238 or []):
                L[23] = _t270
                _st_vars[0 + _t264][_t270] = _st_vars[0 + _t264][_t270] + 1
        else:
            for _t271 in (_k239 or []):
                L[26] = _t271
                L[27] = (L[19] or ()).count(_t271)
                if (L[27] >= 2):
                    _st_vars[0 + _t264][_t271] = _st_vars[0 + _t264][_t271] + L[27]
        if _st_log is not None: _st_log.append(_Text243(_audience240(st), [_PlayerRef241(_t264), ' medals: ', _plain242(_st_vars[0 + _t264])]))
    for _t272 in (_k244 or []):
        L[30] = _t272
        for _t273 in _st_zones[(2 + _t272)][:]:
            L[33] = _t273
            _st_cvars[_t273] = None
        _t274 = (2 + _t272)
        _t275 = 0
        if _st_log is None and _t274 != _t275:
            _t276 = _st_zones[_t274]; _st_zones[_t275] += _t276
            for _t277 in _t276: _st_loc[_t277] = _t275
            _t276.clear()
        else:
            _move_cards245(st, _st_zones[_t274][:], _t275, False)
    _t278 = 14
    _t279 = 0
    if _st_log is None and _t278 != _t279:
        _t280 = _st_zones[_t278]; _st_zones[_t279] += _t280
        for _t281 in _t280: _st_loc[_t281] = _t279
        _t280.clear()
    else:
        _move_cards245(st, _st_zones[_t278][:], _t279, False)

# <rulerun animalia.rules: awards #94 9b57118d>
def _native(st, L):
    return _k246

# <rulerun animalia.rules: awards #95 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #96 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #97 7b5d85ed>
def _loop(st, L):
    _st_cvars = st.cvars
    _t283 = 0
    for _t282 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t282] is not None):
            _t283 += 1
    return _t283

# <rulerun animalia.rules: awards #98 bd865f68>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a247(st, L)))

# <rulerun animalia.rules: awards #99 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #100 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #101 7b3502cd>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t284 = False
    for _t285 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t285] == _l2):
            _t284 = True
            break
    return (not _t284)

# <rulerun animalia.rules: awards #102 3a28292f>
def _native(st, L):
    return _k248

# <rulerun animalia.rules: awards #103 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #104 c4e44a6f>
def _native(st, L):
    return ((_c249[L[14]] is None) and True)

# <rulerun animalia.rules: awards #105 ac179f22>
def _native(st, L):
    return _k250

# <rulerun animalia.rules: play #106 a1641165>
def _native(st, L):
    st.vars[4] = _random_item251(st, _k252)

# <rulerun animalia.rules: play #107 d344695f>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text255(_audience253(st), ['Season ', _plain254(L[2])]))
    _shuffle_zone256(st, 0)

# <rulerun animalia.rules: play #108 bcbc6882>
def _loop(st, _t286):
    _t288 = 0
    for _t287 in st.zones[(2 + _t286)]:
        _t288 += _c261[_t287]
    return _t288

# <rulerun animalia.rules: play #109 bec439cf>
def _loop(st, _t290):
    _t292 = 0
    for _t291 in st.zones[(2 + _t290)]:
        _t292 += _c266[_t291]
    return _t292

# <rulerun animalia.rules: play #110 77922e4c>
def _loop(st, _t296):
    _t298 = 0
    for _t297 in st.zones[(2 + _t296)]:
        _t298 += _c269[_t297]
    return _t298

# <rulerun animalia.rules: play #111 8b956942>
def _loop(st, _i6):
    for _t300 in (_i6[4] or ()):
        return _t300
    return None

# <rulerun animalia.rules: play #112 4ed65de4>
def _loop(st, _t304):
    _t306 = 0
    for _t305 in st.zones[(2 + _t304)]:
        _t306 += _c274[_t305]
    return _t306

# <rulerun animalia.rules: play #113 266d002b>
def _loop(st, _t304):
    _t308 = 0
    for _t307 in st.zones[(2 + _t304)]:
        _t308 += _c276[_t307]
    return _t308

# <rulerun animalia.rules: play #114 04bf203b>
def _loop(st, _t310):
    _t312 = 0
    for _t311 in st.zones[(2 + _t310)]:
        _t312 += _c279[_t311]
    return _t312

# <rulerun animalia.rules: play #115 d617ba2a>
def _native(st, L):
    _st_log = st.log
    _i6 = [None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k257)
    for _t286 in (_k258 or []):
        _i6[2] = _t286
        if _st_log is not None: _st_log.append(_Text264(_audience259(st), [_PlayerRef260(_t286), ': elegance ', _plain263(_a262(st, _t286))]))
    _t289 = None
    for _t290 in (_k265 or ()):
        _t293 = _a267(st, _t290)
        if _t289 is None or _t293 > _t289:
            _t289 = _t293
    _i6[3] = _t289
    _t295 = _i6[3]
    _t294 = []
    for _t296 in (_k268 or ()):
        if (_a270(st, _t296) == _t295):
            _t294.append(_t296)
    _i6[4] = _t294
    if (len((_i6[4] or ())) > 1):
        for _t299 in (_i6[4] or []):
            _i6[7] = _t299
            if _p271(st, [_t299, 1]) == 3: return 3
    else:
        if _p271(st, [_a272(st, _i6), 2]) == 3: return 3
        _t303 = _i6[3]
        _t302 = None
        for _t304 in (_k273 or ()):
            if (_a275(st, _t304) < _t303):
                _t309 = _a277(st, _t304)
                if _t302 is None or _t309 > _t302:
                    _t302 = _t309
        _i6[8] = _t302
        for _t310 in (_k278 or []):
            _i6[11] = _t310
            if not (((_i6[8] is not None) and (_a280(st, _t310) == _i6[8]))): continue
            if _p271(st, [_t310, 1]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 8a73e5ae>
def _loop(st, _i8l0, _t324):
    _st_zones = st.zones
    try:
        _t327 = _c291[_t324]
    except Exception:
        for _t325 in _st_zones[(2 + _i8l0)]:
            if (_c291[_t325] == _c291[_t324]):
                return True
        return False
    else:
        for _t325 in _st_zones[(2 + _i8l0)]:
            if (_c291[_t325] == _t327):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log c443fd1a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t338 = []
    for _t339 in (_k299 or []):
        if ((_t339 != _l0) and (not not _st_zones[(2 + _t339)])): _t338.append(_t339)
    if _offer301(st, L, _t338): raise _PlayoutCut300()
    if (L[1] is None):
        return 2
    _t340 = _st_zones[(2 + L[1])]
    _t341 = _l0
    _t342 = len(_t340)
    if not _t342: _no_option303(_t341, 'thief: take which card')
    if _t342 <= 1:
        L[2] = _t340[0] if _t342 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t343 = st.chooser(_t342, _t341)
        else:
            _t343 = _st_bits(_t342.bit_length())
            while _t343 >= _t342: _t343 = _st_bits(_t342.bit_length())
        L[2] = _t340[_t343]; st.decisions += 1
    elif _decide304(st, L, _t340[:], _t341): raise _PlayoutCut300()
    _t344 = L[2]
    _t345 = (2 + _l0)
    if type(_t344) is int:
        _t346 = _st_zones[_st_loc[_t344]]
        if _t346[-1] == _t344: _t346.pop()
        else: _t346.remove(_t344)
        _st_zones[_t345].append(_t344); _st_loc[_t344] = _t345
    elif _t344 is not None:
        _move_cards305(st, _t344, _t345, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log 7cc845d2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t347 = ['look', 'skip']
    _t348 = _l0
    _t349 = len(_t347)
    if not _t349: _no_option309(_t348, 'spy')
    if _t349 <= 1:
        L[1] = _t347[0] if _t349 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t350 = st.chooser(_t349, _t348)
        else:
            _t350 = _st_bits(_t349.bit_length())
            while _t350 >= _t349: _t350 = _st_bits(_t349.bit_length())
        L[1] = _t347[_t350]; st.decisions += 1
    elif _decide310(st, L, _t347, _t348): raise _PlayoutCut307()
    if (L[1] == 'skip'):
        return 2
    _t351 = _st_zones[0][:-(5) - 1:-1]
    _t352 = (10 + _l0)
    if type(_t351) is list:
        for _t353 in _t351:
            _t354 = _st_zones[_st_loc[_t353]]
            if _t354[-1] == _t353: _t354.pop()
            else: _t354.remove(_t353)
            _st_zones[_t352].append(_t353); _st_loc[_t353] = _t352
    elif _t351 is not None:
        _move_cards311(st, _t351, _t352, False)
    _t355 = 0; _t356 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t355 += 1
        if _t355 > _LIMIT312[0] and _over_limit313(_t355, st, _t356): raise _Runaway314()
        _t357 = _st_zones[(10 + _l0)]
        _t358 = _l0
        _t359 = len(_t357)
        if not _t359: _no_option309(_t358, 'spy: put back next (the last one ends on top)')
        if _t359 <= 1:
            L[2] = _t357[0] if _t359 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t360 = st.chooser(_t359, _t358)
            else:
                _t360 = _st_bits(_t359.bit_length())
                while _t360 >= _t359: _t360 = _st_bits(_t359.bit_length())
            L[2] = _t357[_t360]; st.decisions += 1
        elif _decide316(st, L, _t357[:], _t358): raise _PlayoutCut307()
        _t361 = L[2]
        _t362 = 0
        if type(_t361) is int:
            _t363 = _st_zones[_st_loc[_t361]]
            if _t363[-1] == _t361: _t363.pop()
            else: _t363.remove(_t361)
            _st_zones[_t362].append(_t361); _st_loc[_t361] = _t362
        elif _t361 is not None:
            _move_cards311(st, _t361, _t362, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log ae082149>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t364 = []
    for _t365 in (_k318 or []):
        if ((_t365 != _l0) and (len(_st_zones[(2 + _t365)]) < 5)): _t364.append(_t365)
    if _offer320(st, L, _t364): raise _PlayoutCut319()
    if (L[1] is None):
        return 2
    _t366 = _st_zones[(2 + _l0)]
    _t367 = _l0
    _t368 = len(_t366)
    if not _t368: _no_option322(_t367, 'gift: which card')
    if _t368 <= 1:
        L[2] = _t366[0] if _t368 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t369 = st.chooser(_t368, _t367)
        else:
            _t369 = _st_bits(_t368.bit_length())
            while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
        L[2] = _t366[_t369]; st.decisions += 1
    elif _decide323(st, L, _t366[:], _t367): raise _PlayoutCut319()
    _t370 = L[2]
    _t371 = (2 + L[1])
    if type(_t370) is int:
        _t372 = _st_zones[_st_loc[_t370]]
        if _t372[-1] == _t370: _t372.pop()
        else: _t372.remove(_t370)
        _st_zones[_t371].append(_t370); _st_loc[_t370] = _t371
    elif _t370 is not None:
        _move_cards324(st, _t370, _t371, False)

# <rulerun animalia.rules: take_lot #121 ca960f19>
def _loop(st, L, _t373):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t376 = _c327[_t373]
    except Exception:
        for _t374 in _st_zones[(2 + _l0)]:
            if (_c327[_t374] == _c327[_t373]):
                return True
        return False
    else:
        for _t374 in _st_zones[(2 + _l0)]:
            if (_c327[_t374] == _t376):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log 22e2b5a5>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    for _t373 in (_st_zones[1][:] or []):
        L[4] = _t373
        if ((_c326[_t373] != 'plain') and _a328(st, L, _t373)):
            L[1] = (L[1] + [_t373])
            if len(L[1]) > 1000000: _too_long329(L[1])
        _t378 = _t373
        _t379 = (2 + _l0)
        if type(_t378) is int:
            _t380 = _st_zones[_st_loc[_t378]]
            if _t380[-1] == _t378: _t380.pop()
            else: _t380.remove(_t378)
            _st_zones[_t379].append(_t378); _st_loc[_t378] = _t379
        elif _t378 is not None:
            _move_cards330(st, _t378, _t379, False)
    _t381 = 0; _t382 = st.decisions
    while (not not (L[1] or ())):
        _t381 += 1
        if _t381 > _LIMIT331[0] and _over_limit332(_t381, st, _t382): raise _Runaway333()
        _t383 = (L[1] or [])
        _t384 = _l0
        _t385 = len(_t383)
        if not _t385: _no_option336(_t384, 'power to resolve next')
        if _t385 <= 1:
            L[5] = _t383[0] if _t385 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t386 = st.chooser(_t385, _t384)
            else:
                _t386 = _st_bits(_t385.bit_length())
                while _t386 >= _t385: _t386 = _st_bits(_t385.bit_length())
            L[5] = _t383[_t386]; st.decisions += 1
        elif _decide337(st, L, _t383, _t384): raise _PlayoutCut334()
        L[1] = _remove338(st, L[1], L[5])
        if (_c326[L[5]] == 'thief'):
            if _p339(st, [_l0, None, None]) == 3: return 3
        elif (_c326[L[5]] == 'spy'):
            if _p340(st, [_l0, None, None]) == 3: return 3
        else:
            if _p341(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 5671ee52>
def _loop(st, _i9l0, _t397):
    _st_zones = st.zones
    try:
        _t400 = _c353[_t397]
    except Exception:
        for _t398 in _st_zones[(2 + _i9l0)]:
            if (_c353[_t398] == _c353[_t397]):
                return True
        return False
    else:
        for _t398 in _st_zones[(2 + _i9l0)]:
            if (_c353[_t398] == _t400):
                return True
        return False

# <rulerun animalia.rules: offer #124 110072c1>
def _loop(st, _i10l0, _t411):
    _st_zones = st.zones
    try:
        _t414 = _c363[_t411]
    except Exception:
        for _t412 in _st_zones[(2 + _i10l0)]:
            if (_c363[_t412] == _c363[_t411]):
                return True
        return False
    else:
        for _t412 in _st_zones[(2 + _i10l0)]:
            if (_c363[_t412] == _t414):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log 8a809670>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t389 = _st_zones[0]
    _t388 = 1
    if _t389:
        _t387 = _t389.pop(); _st_zones[_t388].append(_t387); _st_loc[_t387] = _t388
    _t390 = 0; _t391 = st.decisions
    while True:
        _t390 += 1
        if _t390 > _LIMIT344[0] and _over_limit345(_t390, st, _t391): raise _Runaway346()
        for _t392 in (_o347[_l0] or []):
            L[3] = _t392
            if not (((len(_st_zones[(2 + _t392)]) < 5) and ((5 - len(_st_zones[(2 + _t392)])) >= len(_st_zones[1])))): continue
            _t393 = ['take', 'pass']
            _t394 = _t392
            _t395 = len(_t393)
            if not _t395: _no_option350(_t394, 'take the lot')
            if _t395 <= 1:
                L[4] = _t393[0] if _t395 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t396 = st.chooser(_t395, _t394)
                else:
                    _t396 = _st_bits(_t395.bit_length())
                    while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
                L[4] = _t393[_t396]; st.decisions += 1
            elif _decide351(st, L, _t393, _t394): raise _PlayoutCut348()
            if (L[4] == 'take'):
                if _p362(st, [_t392, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p362(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t427 = _st_zones[0]
        _t426 = 1
        if _t427:
            _t425 = _t427.pop(); _st_zones[_t426].append(_t425); _st_loc[_t425] = _t426

# <rulerun animalia.rules: play #126 68fc4129>
def _loop(st, _t430):
    _t432 = 0
    for _t431 in st.zones[(2 + _t430)]:
        _t432 += _c369[_t431]
    return _t432

# <rulerun animalia.rules: play #127 1723e9e9>
def _loop(st, _t436):
    _t438 = 0
    for _t437 in st.zones[(2 + _t436)]:
        _t438 += _c372[_t437]
    return _t438

# <rulerun animalia.rules: give_bonus #128 cdfb605a>
def _loop(st, L):
    _t441 = 0
    for _t440 in st.zones[(2 + L[0])]:
        _t441 += _c374[_t440]
    return _t441

# <rulerun animalia.rules: give_bonus #129 playout, without a log afc713b6>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a375(st, L) <= 0)):
        return 2
    _t442 = _st_zones[0][:-(L[1]) - 1:-1]
    _t443 = (6 + L[0])
    if type(_t442) is list:
        for _t444 in _t442:
            _t445 = _st_zones[_st_loc[_t444]]
            if _t445[-1] == _t444: _t445.pop()
            else: _t445.remove(_t444)
            _st_zones[_t443].append(_t444); _st_loc[_t444] = _t443
    elif _t442 is not None:
        _move_cards376(st, _t442, _t443, False)

# <rulerun animalia.rules: play #130 7ffdf845>
def _loop(st, _i11):
    for _t446 in (_i11[4] or ()):
        return _t446
    return None

# <rulerun animalia.rules: play #131 41461d91>
def _loop(st, _t450):
    _t452 = 0
    for _t451 in st.zones[(2 + _t450)]:
        _t452 += _c380[_t451]
    return _t452

# <rulerun animalia.rules: play #132 c9e79275>
def _loop(st, _t450):
    _t454 = 0
    for _t453 in st.zones[(2 + _t450)]:
        _t454 += _c382[_t453]
    return _t454

# <rulerun animalia.rules: play #133 aab40683>
def _loop(st, _t456):
    _t458 = 0
    for _t457 in st.zones[(2 + _t456)]:
        _t458 += _c385[_t457]
    return _t458

# <rulerun animalia.rules: play #134 818e3a7b>
def _loop(st, _t459):
    _st_cvars = st.cvars
    _t465 = 0
    for _t464 in st.zones[(6 + _t459)]:
        if (_st_cvars[31 + _t464] is not None):
            _t465 += 1
    return _t465

# <rulerun animalia.rules: play #135 76cca2a2>
def _loop(st, _t459, _t468):
    _st_cvars = st.cvars
    for _t469 in st.zones[(6 + _t459)]:
        if (_st_cvars[31 + _t469] == _t468):
            return True
    return False

# <rulerun animalia.rules: awards #136 b6ca4c3f>
def _loop(st, _t506):
    _st_cvars = st.cvars
    _t512 = 0
    for _t511 in st.zones[(6 + _t506)]:
        if (_st_cvars[31 + _t511] is not None):
            _t512 += 1
    return _t512

# <rulerun animalia.rules: awards #137 d330afdc>
def _loop(st, _t506, _t515):
    _st_cvars = st.cvars
    for _t516 in st.zones[(6 + _t506)]:
        if (_st_cvars[31 + _t516] == _t515):
            return True
    return False

# <rulerun animalia.rules: awards #138 playout, without a log 6345804a>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t506 in (_k404 or []):
        st.thread_player = st.inline_thread = _t506
        _i14 = L[:]; _i14[0] = _t506
        _t507 = 0; _t508 = st.decisions
        while True:
            _t507 += 1
            if _t507 > _LIMIT405[0] and _over_limit406(_t507, st, _t508): raise _Runaway407()
            _t513 = _NOT_YET
            _t509 = []
            for _t510 in _st_zones[(6 + _t506)]:
                if ((_st_cvars[31 + _t510] is None) and (len(_st_zones[(2 + _t506)]) > (_t513 if _t513 is not _NOT_YET else (_t513 := _a408(st, _t506))))): _t509.append(_t510)
            if _offer410(st, _i14, _t509): raise _PlayoutCut409()
            if (_i14[1] is None):
                break
            _t514 = []
            for _t515 in _st_zones[(2 + _t506)]:
                if (not _a411(st, _t506, _t515)): _t514.append(_t515)
            _t518 = _t506
            _t519 = len(_t514)
            if not _t519: _no_option413(_t518, 'the card it replaces')
            if _t519 <= 1:
                _i14[2] = _t514[0] if _t519 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t520 = st.chooser(_t519, _t518)
                else:
                    _t520 = _st_bits(_t519.bit_length())
                    while _t520 >= _t519: _t520 = _st_bits(_t519.bit_length())
                _i14[2] = _t514[_t520]; st.decisions += 1
            elif _decide414(st, _i14, _t514, _t518): raise _PlayoutCut409()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    for _t521 in (_k415 or []):
        L[5] = _t521
        for _t522 in _st_zones[(6 + _t521)][:]:
            L[8] = _t522
            if not ((_st_cvars[31 + _t522] is not None)): continue
            _t523 = _st_cvars[31 + _t522]
            _t524 = 14
            if type(_t523) is int:
                _t525 = _st_zones[_st_loc[_t523]]
                if _t525[-1] == _t523: _t525.pop()
                else: _t525.remove(_t523)
                _st_zones[_t524].append(_t523); _st_loc[_t523] = _t524
            elif _t523 is not None:
                _move_cards416(st, _t523, _t524, False)
            _st_cvars[31 + _t522] = None
            _t526 = _t522
            _t527 = (2 + _t521)
            if type(_t526) is int:
                _t528 = _st_zones[_st_loc[_t526]]
                if _t528[-1] == _t526: _t528.pop()
                else: _t528.remove(_t526)
                _st_zones[_t527].append(_t526); _st_loc[_t526] = _t527
            elif _t526 is not None:
                _move_cards416(st, _t526, _t527, False)
    for _t529 in (_k417 or []):
        L[11] = _t529
        for _t530 in _st_zones[(2 + _t529)][:]:
            L[14] = _t530
            if not (((_c418[_t530] is None) and True)): continue
            _t531 = (_k419 or [])
            _t532 = _t529
            _t533 = len(_t531)
            if not _t533: _no_option413(_t532, "the owl's species")
            if _t533 <= 1:
                L[15] = _t531[0] if _t533 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t534 = st.chooser(_t533, _t532)
                else:
                    _t534 = _st_bits(_t533.bit_length())
                    while _t534 >= _t533: _t534 = _st_bits(_t533.bit_length())
                L[15] = _t531[_t534]; st.decisions += 1
            elif _decide421(st, L, _t531, _t532): raise _PlayoutCut409()
            _st_cvars[_t530] = L[15]
    for _t535 in (_k422 or []):
        L[18] = _t535
        _t536 = []
        for _t537 in _st_zones[(2 + _t535)]:
            _t536.append((_st_cvars[_t537] if (_c418[_t537] is None) else _c418[_t537]))
        L[19] = _t536
        _t539 = L[19]
        _t538 = 0
        for _t540 in (_k423 or ()):
            if (_t540 in (_t539 or ())):
                _t538 += 1
        L[20] = _t538
        if ((len(_st_zones[(2 + _t535)]) == 5) and (L[20] == 5)):
            for _t541 in (_k424 or []):
                L[23] = _t541
                _st_vars[0 + _t535][_t541] = _st_vars[0 + _t535][_t541] + 1
        else:
            for _t542 in (_k425 or []):
                L[26] = _t542
                L[27] = (L[19] or ()).count(_t542)
                if (L[27] >= 2):
                    _st_vars[0 + _t535][_t542] = _st_vars[0 + _t535][_t542] + L[27]
    for _t543 in (_k426 or []):
        L[30] = _t543
        for _t544 in _st_zones[(2 + _t543)][:]:
            L[33] = _t544
            _st_cvars[_t544] = None
        _t545 = (2 + _t543)
        _t546 = 0
        if _t545 != _t546:
            _t547 = _st_zones[_t545]; _st_zones[_t546] += _t547
            for _t548 in _t547: _st_loc[_t548] = _t546
            _t547.clear()
        else:
            _move_cards416(st, _st_zones[_t545][:], _t546, False)
    _t549 = 14
    _t550 = 0
    if _t549 != _t550:
        _t551 = _st_zones[_t549]; _st_zones[_t550] += _t551
        for _t552 in _t551: _st_loc[_t552] = _t550
        _t551.clear()
    else:
        _move_cards416(st, _st_zones[_t549][:], _t550, False)

# <rulerun animalia.rules: play #139 28a84f5e>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t314 = (_range281(1, 3) or [])
    _budget282[0] -= len(_t314)
    if _budget282[0] < 0: _spent283(st)
    for _t313 in _t314:
        L[2] = _t313
        _shuffle_zone284(st, 0)
        _i7 = [None, None]
        _t315 = 0; _t316 = st.decisions
        while (not not _st_zones[0]):
            _t315 += 1
            if _t315 > _LIMIT285[0] and _over_limit286(_t315, st, _t316): raise _Runaway287()
            _t317 = []
            for _t318 in (_o288[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t318)]) < 5):
                    _t317.append(_t318)
            _i7[0] = _t317
            if (not (_i7[0] or ())):
                break
            _t319 = None
            for _t320 in (_i7[0] or ()):
                _t319 = _t320
                break
            _i7[1] = _t319
            _st_vars[5] = _i7[1]
            if (len((_i7[0] or ())) == 1):
                _t323 = _st_zones[0]
                _t322 = 1
                if _t323:
                    _t321 = _t323.pop(); _st_zones[_t322].append(_t321); st.loc[_t321] = _t322
                if _p342(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p366(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        _i11 = [None, None, None, None, None, None, None, None, None, None, None, None]
        for _t428 in (_k367 or []):
            _i11[2] = _t428
            pass
        _t429 = None
        for _t430 in (_k368 or ()):
            _t433 = _a370(st, _t430)
            if _t429 is None or _t433 > _t429:
                _t429 = _t433
        _i11[3] = _t429
        _t435 = _i11[3]
        _t434 = []
        for _t436 in (_k371 or ()):
            if (_a373(st, _t436) == _t435):
                _t434.append(_t436)
        _i11[4] = _t434
        if (len((_i11[4] or ())) > 1):
            for _t439 in (_i11[4] or []):
                _i11[7] = _t439
                if _p377(st, [_t439, 1]) == 3: return 3
        else:
            if _p377(st, [_a378(st, _i11), 2]) == 3: return 3
            _t449 = _i11[3]
            _t448 = None
            for _t450 in (_k379 or ()):
                if (_a381(st, _t450) < _t449):
                    _t455 = _a383(st, _t450)
                    if _t448 is None or _t455 > _t448:
                        _t448 = _t455
            _i11[8] = _t448
            for _t456 in (_k384 or []):
                _i11[11] = _t456
                if not (((_i11[8] is not None) and (_a386(st, _t456) == _i11[8]))): continue
                if _p377(st, [_t456, 1]) == 3: return 3
        if _p428(st, _k427[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #140 ff51f3c6>
def _loop(st, _t553):
    _st_vars = st.vars
    _t555 = 0
    for _t554 in (_k433 or ()):
        _t555 += _times434((_st_vars[0 + _t553][_t554] // 5), 5)
    return _t555

# <rulerun animalia.rules: play #141 9f374092>
def _loop(st, _t553):
    _st_vars = st.vars
    _t557 = 0
    for _t556 in (_k436 or ()):
        _t557 += _st_vars[0 + _t553][_t556]
    return _t557

# <rulerun animalia.rules: play #142 97bbac9b>
def _loop(st, _t553):
    _st_vars = st.vars
    _t559 = 0
    for _t558 in (_k438 or ()):
        _t559 += _times439((_st_vars[0 + _t553][_t558] // 5), 5)
    return _t559

# <rulerun animalia.rules: play #143 6a362637>
def _native(st, L):
    _st_log = st.log
    for _t553 in (_k429 or []):
        L[5] = _t553
        if _st_log is not None: _st_log.append(_Text441(_audience430(st), [_PlayerRef431(_t553), ': medals ', _plain432(st.vars[0 + _t553]), '; bonus ', _plain432(_a435(st, _t553)), '; total ', _plain432((_a437(st, _t553) + _a440(st, _t553)))]))
    _end_game442(st, None, False); return 3

# <rulerun animalia.rules: play #144 8c469d79>
def _native(st, L):
    return _range443(1, 3)

# <rulerun animalia.rules: collecting #145 9c7d17f0>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT444[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k447)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run448(st, L)
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
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit451(_k452)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit451(_k453)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run454(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit446(_k, st, _d0): raise _Runaway445()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k455)

# <rulerun animalia.rules: offer #146 f2e50c4d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT456[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run459(st, L)
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
            L[1] = (_o460[L[0]] or []); L[2] = 0
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
            _t560 = L[3]
            _t561 = len(_o)
            if not _t561: _no_option462(_t560, 'take the lot')
            if _t561 <= 1 and _st_log is None:
                L[4] = _o[0] if _t561 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t562 = st.chooser(_t561, _t560)
                else:
                    _t562 = _st_bits(_t561.bit_length())
                    while _t562 >= _t561: _t562 = _st_bits(_t561.bit_length())
                L[4] = _o[_t562]; st.decisions += 1
            elif _decide463(st, L, _o, _t560): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit464(_k465)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit458(_k, st, _d0): raise _Runaway457()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit464(_k468)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run469(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit458(_k, st, _d0): raise _Runaway457()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k471)

# <rulerun animalia.rules: take_lot #147 ea36792c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT472[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run475(st, L)
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
            _t563 = L[0]
            _t564 = len(_o)
            if not _t564: _no_option477(_t563, 'power to resolve next')
            if _t564 <= 1 and _st_log is None:
                L[5] = _o[0] if _t564 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t565 = st.chooser(_t564, _t563)
                else:
                    _t565 = _st_bits(_t564.bit_length())
                    while _t565 >= _t564: _t565 = _st_bits(_t564.bit_length())
                L[5] = _o[_t565]; st.decisions += 1
            elif _decide478(st, L, _o, _t563): return True
            pc = 3
        if pc == 3:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c480[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit481(_k482)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c480[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit481(_k483)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit481(_k484)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit474(_k, st, _d0): raise _Runaway473()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k485)

# <rulerun animalia.rules: use_thief #148 ee64f16e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t566 in (_k489 or []):
                if ((_t566 != L[0]) and (not not _st_zones[(2 + _t566)])): _o.append(_t566)
            fr[1] = 2
            if _offer490(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run491(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t567 = L[0]
            _t568 = len(_o)
            if not _t568: _no_option493(_t567, 'thief: take which card')
            if _t568 <= 1 and _st_log is None:
                L[2] = _o[0] if _t568 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t569 = st.chooser(_t568, _t567)
                else:
                    _t569 = _st_bits(_t568.bit_length())
                    while _t569 >= _t568: _t569 = _st_bits(_t568.bit_length())
                L[2] = _o[_t569]; st.decisions += 1
            elif _decide494(st, L, _o[:], _t567): return True
            pc = 4
        if pc == 4:
            _r = _run495(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k496)

# <rulerun animalia.rules: use_spy #149 c45f2ad2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT497[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run500(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t570 = L[0]
            _t571 = len(_o)
            if not _t571: _no_option502(_t570, 'spy')
            if _t571 <= 1 and _st_log is None:
                L[1] = _o[0] if _t571 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t572 = st.chooser(_t571, _t570)
                else:
                    _t572 = _st_bits(_t571.bit_length())
                    while _t572 >= _t571: _t572 = _st_bits(_t571.bit_length())
                L[1] = _o[_t572]; st.decisions += 1
            elif _decide503(st, L, _o, _t570): return True
            pc = 2
        if pc == 2:
            _r = _run504(st, L)
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
            _t573 = L[0]
            _t574 = len(_o)
            if not _t574: _no_option502(_t573, 'spy: put back next (the last one ends on top)')
            if _t574 <= 1 and _st_log is None:
                L[2] = _o[0] if _t574 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t575 = st.chooser(_t574, _t573)
                else:
                    _t575 = _st_bits(_t574.bit_length())
                    while _t575 >= _t574: _t575 = _st_bits(_t574.bit_length())
                L[2] = _o[_t575]; st.decisions += 1
            elif _decide506(st, L, _o[:], _t573): return True
            pc = 5
        if pc == 5:
            _r = _run507(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit499(_k, st, _d0): raise _Runaway498()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k508)

# <rulerun animalia.rules: use_gift #150 570fb57a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t576 in (_k511 or []):
                if ((_t576 != L[0]) and (len(_st_zones[(2 + _t576)]) < 5)): _o.append(_t576)
            fr[1] = 1
            if _offer512(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t577 = L[0]
            _t578 = len(_o)
            if not _t578: _no_option515(_t577, 'gift: which card')
            if _t578 <= 1 and _st_log is None:
                L[2] = _o[0] if _t578 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t579 = st.chooser(_t578, _t577)
                else:
                    _t579 = _st_bits(_t578.bit_length())
                    while _t579 >= _t578: _t579 = _st_bits(_t578.bit_length())
                L[2] = _o[_t579]; st.decisions += 1
            elif _decide516(st, L, _o[:], _t577): return True
            pc = 3
        if pc == 3:
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k518)

# <rulerun animalia.rules: elegance_bonuses #151 87639c3b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k522)

# <rulerun animalia.rules: give_bonus #152 603ec027>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run525(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k526)

# <rulerun animalia.rules: awards #153 e53e7980>
def _loop(st, L):
    _st_cvars = st.cvars
    _t582 = 0
    for _t581 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t581] is not None):
            _t582 += 1
    return _t582

# <rulerun animalia.rules: awards #154 be9c8d3d>
def _loop(st, L, _t584):
    _st_cvars = st.cvars
    for _t585 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t585] == _t584):
            return True
    return False

# <rulerun animalia.rules: awards #155 3a1baeb0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT527[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k530)
            fr[1] = 2
            if _step531(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t583 = _NOT_YET
            _o = []
            for _t580 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t580] is None) and (len(_st_zones[(2 + L[0])]) > (_t583 if _t583 is not _NOT_YET else (_t583 := _a532(st, L))))): _o.append(_t580)
            fr[1] = 4
            if _offer533(st, L, _o): return True
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
            for _t584 in _st_zones[(2 + L[0])]:
                if (not _a534(st, L, _t584)): _o.append(_t584)
            fr[1] = 8
            _t587 = L[0]
            _t588 = len(_o)
            if not _t588: _no_option536(_t587, 'the card it replaces')
            if _t588 <= 1 and _st_log is None:
                L[2] = _o[0] if _t588 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t589 = st.chooser(_t588, _t587)
                else:
                    _t589 = _st_bits(_t588.bit_length())
                    while _t589 >= _t588: _t589 = _st_bits(_t588.bit_length())
                L[2] = _o[_t589]; st.decisions += 1
            elif _decide537(st, L, _o, _t587): return True
            pc = 8
        if pc == 8:
            _r = _run538(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit529(_k, st, _d0): raise _Runaway528()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run539(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k540 or []); L[10] = 0
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
                if ((_c541[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k542 or [])
            fr[1] = 17
            _t590 = L[11]
            _t591 = len(_o)
            if not _t591: _no_option536(_t590, "the owl's species")
            if _t591 <= 1 and _st_log is None:
                L[15] = _o[0] if _t591 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t592 = st.chooser(_t591, _t590)
                else:
                    _t592 = _st_bits(_t591.bit_length())
                    while _t592 >= _t591: _t592 = _st_bits(_t591.bit_length())
                L[15] = _o[_t592]; st.decisions += 1
            elif _decide544(st, L, _o, _t590): return True
            pc = 17
        if pc == 17:
            _r = _run545(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit529(_k, st, _d0): raise _Runaway528()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit529(_k, st, _d0): raise _Runaway528()
            continue
        if pc == 20:
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k547)

# <rulerun animalia.rules: play #156 ef6fbc4f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT548[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range552(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit554(_k555)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run556(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit554(_k557)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit550(_k, st, _d0): raise _Runaway549()
            continue
        if pc == 9:
            _r = _run559(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step560(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k561)

# <rulerun animalia.rules: collecting #157 a2cb03d9>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT562[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k565)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region566(st, L)
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
            _r = _run567(st, L)
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
            _r = _run568(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p570(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit571(_k572)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p573(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit571(_k574)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run575(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit564(_k, st, _d0): raise _Runaway563()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k576)

# <rulerun animalia.rules: offer #158 a78b1935>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT577[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region581(st, L)
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
            L[1] = (_o582[L[0]] or []); L[2] = 0
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
            _t593 = L[3]
            _t594 = len(_o)
            if not _t594: _no_option584(_t593, 'take the lot')
            if _t594 <= 1 and _st_log is None:
                L[4] = _o[0] if _t594 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t595 = st.chooser(_t594, _t593)
                else:
                    _t595 = _st_bits(_t594.bit_length())
                    while _t595 >= _t594: _t595 = _st_bits(_t594.bit_length())
                L[4] = _o[_t595]; st.decisions += 1
            elif _decide585(st, L, _o, _t593): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p586(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit587(_k588)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p586(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit587(_k591)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k594)

# <rulerun animalia.rules: take_lot #159 67f5aaba>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT595[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run598(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region599(st, L)
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
            _t596 = L[0]
            _t597 = len(_o)
            if not _t597: _no_option601(_t596, 'power to resolve next')
            if _t597 <= 1 and _st_log is None:
                L[5] = _o[0] if _t597 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t598 = st.chooser(_t597, _t596)
                else:
                    _t598 = _st_bits(_t597.bit_length())
                    while _t598 >= _t597: _t598 = _st_bits(_t597.bit_length())
                L[5] = _o[_t598]; st.decisions += 1
            elif _decide602(st, L, _o, _t596): return True
            pc = 3
        if pc == 3:
            _r = _run603(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c604[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p605(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit606(_k607)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c604[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p608(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit606(_k609)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p610(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit606(_k611)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit597(_k, st, _d0): raise _Runaway596()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k612)

# <rulerun animalia.rules: use_spy #160 d988384e>
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
            _o = ['look', 'skip']
            fr[1] = 2
            _t599 = L[0]
            _t600 = len(_o)
            if not _t600: _no_option618(_t599, 'spy')
            if _t600 <= 1 and _st_log is None:
                L[1] = _o[0] if _t600 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t601 = st.chooser(_t600, _t599)
                else:
                    _t601 = _st_bits(_t600.bit_length())
                    while _t601 >= _t600: _t601 = _st_bits(_t600.bit_length())
                L[1] = _o[_t601]; st.decisions += 1
            elif _decide619(st, L, _o, _t599): return True
            pc = 2
        if pc == 2:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region621(st, L)
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
            _t602 = L[0]
            _t603 = len(_o)
            if not _t603: _no_option618(_t602, 'spy: put back next (the last one ends on top)')
            if _t603 <= 1 and _st_log is None:
                L[2] = _o[0] if _t603 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t604 = st.chooser(_t603, _t602)
                else:
                    _t604 = _st_bits(_t603.bit_length())
                    while _t604 >= _t603: _t604 = _st_bits(_t603.bit_length())
                L[2] = _o[_t604]; st.decisions += 1
            elif _decide623(st, L, _o[:], _t602): return True
            pc = 5
        if pc == 5:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k625)

# <rulerun animalia.rules: awards #161 62e5fc99>
def _loop(st, L):
    _st_cvars = st.cvars
    _t607 = 0
    for _t606 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t606] is not None):
            _t607 += 1
    return _t607

# <rulerun animalia.rules: awards #162 0907bba1>
def _loop(st, L, _t609):
    _st_cvars = st.cvars
    for _t610 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t610] == _t609):
            return True
    return False

# <rulerun animalia.rules: awards #163 d28118fd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT626[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k629)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region630(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step631(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t608 = _NOT_YET
            _o = []
            for _t605 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t605] is None) and (len(_st_zones[(2 + L[0])]) > (_t608 if _t608 is not _NOT_YET else (_t608 := _a632(st, L))))): _o.append(_t605)
            fr[1] = 4
            if _offer633(st, L, _o): return True
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
            for _t609 in _st_zones[(2 + L[0])]:
                if (not _a634(st, L, _t609)): _o.append(_t609)
            fr[1] = 8
            _t612 = L[0]
            _t613 = len(_o)
            if not _t613: _no_option636(_t612, 'the card it replaces')
            if _t613 <= 1 and _st_log is None:
                L[2] = _o[0] if _t613 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t614 = st.chooser(_t613, _t612)
                else:
                    _t614 = _st_bits(_t613.bit_length())
                    while _t614 >= _t613: _t614 = _st_bits(_t613.bit_length())
                L[2] = _o[_t614]; st.decisions += 1
            elif _decide637(st, L, _o, _t612): return True
            pc = 8
        if pc == 8:
            _r = _run638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit628(_k, st, _d0): raise _Runaway627()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region640(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k641 or []); L[10] = 0
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
                if ((_c642[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k643 or [])
            fr[1] = 17
            _t615 = L[11]
            _t616 = len(_o)
            if not _t616: _no_option636(_t615, "the owl's species")
            if _t616 <= 1 and _st_log is None:
                L[15] = _o[0] if _t616 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t617 = st.chooser(_t616, _t615)
                else:
                    _t617 = _st_bits(_t616.bit_length())
                    while _t617 >= _t616: _t617 = _st_bits(_t616.bit_length())
                L[15] = _o[_t617]; st.decisions += 1
            elif _decide645(st, L, _o, _t615): return True
            pc = 17
        if pc == 17:
            _r = _run646(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit628(_k, st, _d0): raise _Runaway627()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit628(_k, st, _d0): raise _Runaway627()
            continue
        if pc == 20:
            _r = _run647(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k648)

# <rulerun animalia.rules: collecting #164 1a35d81e>
def _loop(st, _i15l0, _t627):
    _st_zones = st.zones
    try:
        _t630 = _c666[_t627]
    except Exception:
        for _t628 in _st_zones[(2 + _i15l0)]:
            if (_c666[_t628] == _c666[_t627]):
                return True
        return False
    else:
        for _t628 in _st_zones[(2 + _i15l0)]:
            if (_c666[_t628] == _t630):
                return True
        return False

# <rulerun animalia.rules: collecting #165 playout 4d6d9b30>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k656)
    _t618 = 0; _t619 = st.decisions
    while (not not _st_zones[0]):
        _t618 += 1
        if _t618 > _LIMIT657[0] and _over_limit658(_t618, st, _t619): raise _Runaway659()
        _t620 = []
        for _t621 in (_o660[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t621)]) < 5):
                _t620.append(_t621)
        L[0] = _t620
        if (not (L[0] or ())):
            break
        _t622 = None
        for _t623 in (L[0] or ()):
            _t622 = _t623
            break
        L[1] = _t622
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text663(_audience661(st), [_PlayerRef662(L[1]), ' draws alone']))
            _t626 = _st_zones[0]
            _t625 = 1
            if _st_log is None and _t626:
                _t624 = _t626.pop(); _st_zones[_t625].append(_t624); st.loc[_t624] = _t625
            elif _t626:
                _move_cards664(st, _t626[-1], _t625, False)
            if _p677(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p678(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #166 8779bf28>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT649[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region653(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range654(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p679(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit680(_k681)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run682(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p683(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit680(_k684)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run685(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit651(_k, st, _d0): raise _Runaway650()
            continue
        if pc == 9:
            _r = _run686(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step687(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k688)

# <rulerun animalia.rules: play #167 3659f911>
def _loop(st, p):
    _st_vars = st.vars
    _t642 = 0
    for _t641 in (_k689 or ()):
        _t642 += _st_vars[0 + p][_t641]
    return _t642

# <rulerun animalia.rules: play #168 1685665d>
def _loop(st, p):
    _st_vars = st.vars
    _t644 = 0
    for _t643 in (_k691 or ()):
        _t644 += _times692((_st_vars[0 + p][_t643] // 5), 5)
    return _t644

# <rulerun animalia.rules: rank #169 5b3a8e70>
def _native(st, p):
    return ((_a690(st, p) + _a693(st, p)), )

