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

# <rulerun animalia.rules: collecting #4 22707590>
def _loop(st, _i0l0, _t16):
    _st_zones = st.zones
    try:
        _t20 = _c16[_t16]
    except Exception:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c16[_t18] == _c16[_t16]):
                return True
        return False
    else:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c16[_t18] == _t20):
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

# <rulerun animalia.rules: use_thief #8 playout 5c45f440>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t31 = []
    for _t32 in (_k26 or []):
        if ((_t32 != _l0) and (not not _st_zones[(2 + _t32)])): _t31.append(_t32)
    if _offer28(st, L, _t31): raise _PlayoutCut27()
    if (L[1] is None):
        return 2
    _t33 = _st_zones[(2 + L[1])]
    _t34 = _l0
    _t35 = len(_t33)
    if _t35 <= 1 and _st_log is None:
        L[2] = _t33[0] if _t35 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t36 = st.chooser(_t35, _t34)
        else:
            _t36 = _st_bits(_t35.bit_length())
            while _t36 >= _t35: _t36 = _st_bits(_t35.bit_length())
        L[2] = _t33[_t36]; st.decisions += 1
    elif _decide30(st, L, _t33[:], _t34): raise _PlayoutCut27()
    if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_l0), ' steals ', _card_ref31(st, L[2]), ' from ', _PlayerRef24(L[1])]))
    _t37 = L[2]
    _t38 = (2 + _l0)
    if type(_t37) is int and _st_log is None:
        _t39 = _st_zones[_st_loc[_t37]]
        if _t39[-1] == _t37: _t39.pop()
        else: _t39.remove(_t37)
        _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
    elif _t37 is not None:
        _move_cards32(st, _t37, _t38, False)

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout b024ceff>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t40 = ['look', 'skip']
    _t41 = _l0
    _t42 = len(_t40)
    if _t42 <= 1 and _st_log is None:
        L[1] = _t40[0] if _t42 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t43 = st.chooser(_t42, _t41)
        else:
            _t43 = _st_bits(_t42.bit_length())
            while _t43 >= _t42: _t43 = _st_bits(_t42.bit_length())
        L[1] = _t40[_t43]; st.decisions += 1
    elif _decide36(st, L, _t40, _t41): raise _PlayoutCut34()
    if (L[1] == 'skip'):
        return 2
    _t44 = _st_zones[0][:-(5) - 1:-1]
    _t45 = (10 + _l0)
    if type(_t44) is list and _st_log is None:
        for _t46 in _t44:
            _t47 = _st_zones[_st_loc[_t46]]
            if _t47[-1] == _t46: _t47.pop()
            else: _t47.remove(_t46)
            _st_zones[_t45].append(_t46); _st_loc[_t46] = _t45
    elif _t44 is not None:
        _move_cards37(st, _t44, _t45, False)
    _t48 = 0; _t49 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t48 += 1
        if _t48 > _LIMIT38[0] and _over_limit39(_t48, st, _t49): raise _Runaway40()
        _t50 = _st_zones[(10 + _l0)]
        _t51 = _l0
        _t52 = len(_t50)
        if _t52 <= 1 and _st_log is None:
            L[2] = _t50[0] if _t52 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t53 = st.chooser(_t52, _t51)
            else:
                _t53 = _st_bits(_t52.bit_length())
                while _t53 >= _t52: _t53 = _st_bits(_t52.bit_length())
            L[2] = _t50[_t53]; st.decisions += 1
        elif _decide42(st, L, _t50[:], _t51): raise _PlayoutCut34()
        _t54 = L[2]
        _t55 = 0
        if type(_t54) is int and _st_log is None:
            _t56 = _st_zones[_st_loc[_t54]]
            if _t56[-1] == _t54: _t56.pop()
            else: _t56.remove(_t54)
            _st_zones[_t55].append(_t54); _st_loc[_t54] = _t55
        elif _t54 is not None:
            _move_cards37(st, _t54, _t55, False)

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout 3536a975>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t57 = []
    for _t58 in (_k44 or []):
        if ((_t58 != _l0) and (len(_st_zones[(2 + _t58)]) < 5)): _t57.append(_t58)
    if _offer46(st, L, _t57): raise _PlayoutCut45()
    if (L[1] is None):
        return 2
    _t59 = _st_zones[(2 + _l0)]
    _t60 = _l0
    _t61 = len(_t59)
    if _t61 <= 1 and _st_log is None:
        L[2] = _t59[0] if _t61 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t62 = st.chooser(_t61, _t60)
        else:
            _t62 = _st_bits(_t61.bit_length())
            while _t62 >= _t61: _t62 = _st_bits(_t61.bit_length())
        L[2] = _t59[_t62]; st.decisions += 1
    elif _decide48(st, L, _t59[:], _t60): raise _PlayoutCut45()
    if _st_log is not None: _st_log.append(_Text52(_audience49(st), [_PlayerRef50(_l0), ' gives ', _card_ref51(st, L[2]), ' to ', _PlayerRef50(L[1])]))
    _t63 = L[2]
    _t64 = (2 + L[1])
    if type(_t63) is int and _st_log is None:
        _t65 = _st_zones[_st_loc[_t63]]
        if _t65[-1] == _t63: _t65.pop()
        else: _t65.remove(_t63)
        _st_zones[_t64].append(_t63); _st_loc[_t63] = _t64
    elif _t63 is not None:
        _move_cards53(st, _t63, _t64, False)

# <rulerun animalia.rules: take_lot #15 d6ee6392>
def _loop(st, L, _t66):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t70 = _c58[_t66]
    except Exception:
        for _t68 in _st_zones[(2 + _l0)]:
            if (_c58[_t68] == _c58[_t66]):
                return True
        return False
    else:
        for _t68 in _st_zones[(2 + _l0)]:
            if (_c58[_t68] == _t70):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 43e771d0>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    _t67 = (_st_zones[1][:] or [])
    _budget55[0] -= len(_t67)
    if _budget55[0] < 0: _spent56(st)
    for _t66 in _t67:
        L[4] = _t66
        if ((_c57[_t66] != 'plain') and _a59(st, L, _t66)):
            L[1] = _joined60(L[1], [_t66])
        _t72 = _t66
        _t73 = (2 + _l0)
        if type(_t72) is int and _st_log is None:
            _t74 = _st_zones[_st_loc[_t72]]
            if _t74[-1] == _t72: _t74.pop()
            else: _t74.remove(_t72)
            _st_zones[_t73].append(_t72); _st_loc[_t72] = _t73
        elif _t72 is not None:
            _move_cards61(st, _t72, _t73, False)
    _t75 = 0; _t76 = st.decisions
    while (not not (L[1] or ())):
        _t75 += 1
        if _t75 > _LIMIT62[0] and _over_limit63(_t75, st, _t76): raise _Runaway64()
        _t77 = (L[1] or [])
        _t78 = _l0
        _t79 = len(_t77)
        if _t79 <= 1 and _st_log is None:
            L[5] = _t77[0] if _t79 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t80 = st.chooser(_t79, _t78)
            else:
                _t80 = _st_bits(_t79.bit_length())
                while _t80 >= _t79: _t80 = _st_bits(_t79.bit_length())
            L[5] = _t77[_t80]; st.decisions += 1
        elif _decide67(st, L, _t77, _t78): raise _PlayoutCut65()
        L[1] = _remove68(st, L[1], L[5])
        if (_c57[L[5]] == 'thief'):
            if _p69(st, [_l0, None, None]) == 3: return 3
        elif (_c57[L[5]] == 'spy'):
            if _p70(st, [_l0, None, None]) == 3: return 3
        else:
            if _p71(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 c98edff0>
def _loop(st, _i1l0, _t91):
    _st_zones = st.zones
    try:
        _t95 = _c84[_t91]
    except Exception:
        for _t93 in _st_zones[(2 + _i1l0)]:
            if (_c84[_t93] == _c84[_t91]):
                return True
        return False
    else:
        for _t93 in _st_zones[(2 + _i1l0)]:
            if (_c84[_t93] == _t95):
                return True
        return False

# <rulerun animalia.rules: offer #19 e4524872>
def _loop(st, _i2l0, _t106):
    _st_zones = st.zones
    try:
        _t110 = _c97[_t106]
    except Exception:
        for _t108 in _st_zones[(2 + _i2l0)]:
            if (_c97[_t108] == _c97[_t106]):
                return True
        return False
    else:
        for _t108 in _st_zones[(2 + _i2l0)]:
            if (_c97[_t108] == _t110):
                return True
        return False

# <rulerun animalia.rules: offer #20 playout e7ba4578>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t83 = _st_zones[0]
    _t82 = 1
    if _st_log is None and _t83:
        _t81 = _t83.pop(); _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
    elif _t83:
        _move_cards73(st, _t83[-1], _t82, False)
    _t84 = 0; _t85 = st.decisions
    while True:
        _t84 += 1
        if _t84 > _LIMIT74[0] and _over_limit75(_t84, st, _t85): raise _Runaway76()
        for _t86 in (_o77[_l0] or []):
            L[3] = _t86
            if not (((len(_st_zones[(2 + _t86)]) < 5) and ((5 - len(_st_zones[(2 + _t86)])) >= len(_st_zones[1])))): continue
            _t87 = ['take', 'pass']
            _t88 = _t86
            _t89 = len(_t87)
            if _t89 <= 1 and _st_log is None:
                L[4] = _t87[0] if _t89 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t90 = st.chooser(_t89, _t88)
                else:
                    _t90 = _st_bits(_t89.bit_length())
                    while _t90 >= _t89: _t90 = _st_bits(_t89.bit_length())
                L[4] = _t87[_t90]; st.decisions += 1
            elif _decide80(st, L, _t87, _t88): raise _PlayoutCut78()
            if (L[4] == 'take'):
                if _p93(st, [_t86, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text96(_audience94(st), [_PlayerRef95(_l0), ' must take the lot']))
            if _p93(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t123 = _st_zones[0]
        _t122 = 1
        if _st_log is None and _t123:
            _t121 = _t123.pop(); _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
        elif _t123:
            _move_cards73(st, _t123[-1], _t122, False)

# <rulerun animalia.rules: collecting #21 a5b0fa05>
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
            if _p72(st, [L[1], None, None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #27 4fa511f5>
def _native(st, L):
    _st_zones = st.zones
    _t126 = _st_zones[0]
    _t125 = 1
    if st.log is None and _t126:
        _t124 = _t126.pop(); _st_zones[_t125].append(_t124); st.loc[_t124] = _t125
    elif _t126:
        _move_cards101(st, _t126[-1], _t125, False)

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

# <rulerun animalia.rules: offer #31 57ca681a>
def _native(st, L):
    _st_zones = st.zones
    _t129 = _st_zones[0]
    _t128 = 1
    if st.log is None and _t129:
        _t127 = _t129.pop(); _st_zones[_t128].append(_t127); st.loc[_t127] = _t128
    elif _t129:
        _move_cards105(st, _t129[-1], _t128, False)

# <rulerun animalia.rules: offer #32 507949e6>
def _loop(st, _i3l0, _t137):
    _st_zones = st.zones
    try:
        _t141 = _c116[_t137]
    except Exception:
        for _t139 in _st_zones[(2 + _i3l0)]:
            if (_c116[_t139] == _c116[_t137]):
                return True
        return False
    else:
        for _t139 in _st_zones[(2 + _i3l0)]:
            if (_c116[_t139] == _t141):
                return True
        return False

# <rulerun animalia.rules: offer #33 90ad0a24>
def _loop(st, _i4l0, _t152):
    _st_zones = st.zones
    try:
        _t156 = _c130[_t152]
    except Exception:
        for _t154 in _st_zones[(2 + _i4l0)]:
            if (_c130[_t154] == _c130[_t152]):
                return True
        return False
    else:
        for _t154 in _st_zones[(2 + _i4l0)]:
            if (_c130[_t154] == _t156):
                return True
        return False

# <rulerun animalia.rules: offer #34 5d06c381>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    _t130 = 0; _t131 = st.decisions
    while True:
        _t130 += 1
        if _t130 > _LIMIT106[0] and _over_limit107(_t130, st, _t131): raise _Runaway108()
        for _t132 in (_o109[_l0] or []):
            L[3] = _t132
            if not (((len(_st_zones[(2 + _t132)]) < 5) and ((5 - len(_st_zones[(2 + _t132)])) >= len(_st_zones[1])))): continue
            _t133 = ['take', 'pass']
            _t134 = _t132
            _t135 = len(_t133)
            if _t135 <= 1 and _st_log is None:
                L[4] = _t133[0] if _t135 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t136 = st.chooser(_t135, _t134)
                else:
                    _t136 = _st_bits(_t135.bit_length())
                    while _t136 >= _t135: _t136 = _st_bits(_t135.bit_length())
                L[4] = _t133[_t136]; st.decisions += 1
            elif _decide112(st, L, _t133, _t134): raise _PlayoutCut110()
            if (L[4] == 'take'):
                if _p126(st, [_t132, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text129(_audience127(st), [_PlayerRef128(_l0), ' must take the lot']))
            if _p126(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t169 = _st_zones[0]
        _t168 = 1
        if _st_log is None and _t169:
            _t167 = _t169.pop(); _st_zones[_t168].append(_t167); st.loc[_t167] = _t168
        elif _t169:
            _move_cards119(st, _t169[-1], _t168, False)

# <rulerun animalia.rules: offer #35 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #36 1de1f638>
def _native(st, L):
    return _o133[L[0]]

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

# <rulerun animalia.rules: take_lot #43 302bdbd2>
def _loop(st, L, _t170):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t174 = _c137[_t170]
    except Exception:
        for _t172 in _st_zones[(2 + _l0)]:
            if (_c137[_t172] == _c137[_t170]):
                return True
        return False
    else:
        for _t172 in _st_zones[(2 + _l0)]:
            if (_c137[_t172] == _t174):
                return True
        return False

# <rulerun animalia.rules: take_lot #44 7878e129>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t171 = (_st_zones[1][:] or [])
    _budget134[0] -= len(_t171)
    if _budget134[0] < 0: _spent135(st)
    for _t170 in _t171:
        L[4] = _t170
        if ((_c136[_t170] != 'plain') and _a138(st, L, _t170)):
            L[1] = _joined139(L[1], [_t170])
        _t176 = _t170
        _t177 = (2 + L[0])
        if type(_t176) is int and st.log is None:
            _t178 = _st_zones[_st_loc[_t176]]
            if _t178[-1] == _t176: _t178.pop()
            else: _t178.remove(_t176)
            _st_zones[_t177].append(_t176); _st_loc[_t176] = _t177
        elif _t176 is not None:
            _move_cards140(st, _t176, _t177, False)

# <rulerun animalia.rules: take_lot #45 59973ac4>
def _native(st, L):
    L[1] = _remove141(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #46 a2cbd47d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _t179 = 0; _t180 = st.decisions
    while (not not (L[1] or ())):
        _t179 += 1
        if _t179 > _LIMIT142[0] and _over_limit143(_t179, st, _t180): raise _Runaway144()
        _t181 = (L[1] or [])
        _t182 = _l0
        _t183 = len(_t181)
        if _t183 <= 1 and _st_log is None:
            L[5] = _t181[0] if _t183 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t184 = st.chooser(_t183, _t182)
            else:
                _t184 = _st_bits(_t183.bit_length())
                while _t184 >= _t183: _t184 = _st_bits(_t183.bit_length())
            L[5] = _t181[_t184]; st.decisions += 1
        elif _decide147(st, L, _t181, _t182): raise _PlayoutCut145()
        L[1] = _remove148(st, L[1], L[5])
        if (_c149[L[5]] == 'thief'):
            if _p150(st, [_l0, None, None]) == 3: return 3
        elif (_c149[L[5]] == 'spy'):
            if _p151(st, [_l0, None, None]) == 3: return 3
        else:
            if _p152(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #47 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #48 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #49 ef4286bc>
def _native(st, L):
    return (_c153[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #50 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #51 b2595f7a>
def _native(st, L):
    return (_c154[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #52 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #54 5884b31d>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text157(_audience155(st), [_PlayerRef156(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #55 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #56 e333852c>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text161(_audience158(st), [_PlayerRef159(_l0), ' steals ', _card_ref160(st, _l2), ' from ', _PlayerRef159(L[1])]))
    _t185 = _l2
    _t186 = (2 + _l0)
    if type(_t185) is int and _st_log is None:
        _t187 = _st_zones[_st_loc[_t185]]
        if _t187[-1] == _t185: _t187.pop()
        else: _t187.remove(_t185)
        _st_zones[_t186].append(_t185); _st_loc[_t185] = _t186
    elif _t185 is not None:
        _move_cards162(st, _t185, _t186, False)

# <rulerun animalia.rules: use_thief #57 96c94bbc>
def _native(st, L):
    return _k163

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

# <rulerun animalia.rules: use_spy #61 5db147e6>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t188 = _st_zones[0][:-(5) - 1:-1]
    _t189 = (10 + L[0])
    if type(_t188) is list and st.log is None:
        for _t190 in _t188:
            _t191 = _st_zones[_st_loc[_t190]]
            if _t191[-1] == _t190: _t191.pop()
            else: _t191.remove(_t190)
            _st_zones[_t189].append(_t190); _st_loc[_t190] = _t189
    elif _t188 is not None:
        _move_cards164(st, _t188, _t189, False)

# <rulerun animalia.rules: use_spy #62 ae198183>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t192 = L[2]
    _t193 = 0
    if type(_t192) is int and st.log is None:
        _t194 = _st_zones[_st_loc[_t192]]
        if _t194[-1] == _t192: _t194.pop()
        else: _t194.remove(_t192)
        _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
    elif _t192 is not None:
        _move_cards165(st, _t192, _t193, False)

# <rulerun animalia.rules: use_spy #63 77fdbd41>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t195 = 0; _t196 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t195 += 1
        if _t195 > _LIMIT166[0] and _over_limit167(_t195, st, _t196): raise _Runaway168()
        _t197 = _st_zones[(10 + _l0)]
        _t198 = _l0
        _t199 = len(_t197)
        if _t199 <= 1 and _st_log is None:
            L[2] = _t197[0] if _t199 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t200 = st.chooser(_t199, _t198)
            else:
                _t200 = _st_bits(_t199.bit_length())
                while _t200 >= _t199: _t200 = _st_bits(_t199.bit_length())
            L[2] = _t197[_t200]; st.decisions += 1
        elif _decide171(st, L, _t197[:], _t198): raise _PlayoutCut169()
        _t201 = L[2]
        _t202 = 0
        if type(_t201) is int and _st_log is None:
            _t203 = _st_zones[_st_loc[_t201]]
            if _t203[-1] == _t201: _t203.pop()
            else: _t203.remove(_t201)
            _st_zones[_t202].append(_t201); _st_loc[_t201] = _t202
        elif _t201 is not None:
            _move_cards172(st, _t201, _t202, False)

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

# <rulerun animalia.rules: use_gift #68 27f4e455>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text176(_audience173(st), [_PlayerRef174(L[0]), ' gives ', _card_ref175(st, _l2), ' to ', _PlayerRef174(_l1)]))
    _t204 = _l2
    _t205 = (2 + _l1)
    if type(_t204) is int and _st_log is None:
        _t206 = _st_zones[_st_loc[_t204]]
        if _t206[-1] == _t204: _t206.pop()
        else: _t206.remove(_t204)
        _st_zones[_t205].append(_t204); _st_loc[_t204] = _t205
    elif _t204 is not None:
        _move_cards177(st, _t204, _t205, False)

# <rulerun animalia.rules: use_gift #69 0e3249a1>
def _native(st, L):
    return _k178

# <rulerun animalia.rules: use_gift #70 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #71 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #72 8d4d9b51>
def _loop(st, _t207):
    _t209 = 0
    for _t208 in st.zones[(2 + _t207)]:
        _t209 += _c183[_t208]
    return _t209

# <rulerun animalia.rules: elegance_bonuses #73 a42f1853>
def _loop(st, _t211):
    _t213 = 0
    for _t212 in st.zones[(2 + _t211)]:
        _t213 += _c188[_t212]
    return _t213

# <rulerun animalia.rules: elegance_bonuses #74 e995bc5a>
def _loop(st, _t217):
    _t219 = 0
    for _t218 in st.zones[(2 + _t217)]:
        _t219 += _c191[_t218]
    return _t219

# <rulerun animalia.rules: give_bonus #75 44f405df>
def _loop(st, L):
    _t222 = 0
    for _t221 in st.zones[(2 + L[0])]:
        _t222 += _c193[_t221]
    return _t222

# <rulerun animalia.rules: give_bonus #76 bd6ea222>
def _loop(st, L):
    _t224 = 0
    for _t223 in st.zones[(2 + L[0])]:
        _t224 += _c197[_t223]
    return _t224

# <rulerun animalia.rules: give_bonus #77 5e9a6954>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a194(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text200(_audience195(st), [_PlayerRef196(_l0), ' gets no bonus (elegance ', _plain199(_a198(st, L)), ')']))
        return 2
    _t225 = _st_zones[0][:-(L[1]) - 1:-1]
    _t226 = (6 + _l0)
    if type(_t225) is list and _st_log is None:
        for _t227 in _t225:
            _t228 = _st_zones[_st_loc[_t227]]
            if _t228[-1] == _t227: _t228.pop()
            else: _t228.remove(_t227)
            _st_zones[_t226].append(_t227); _st_loc[_t227] = _t226
    elif _t225 is not None:
        _move_cards201(st, _t225, _t226, False)

# <rulerun animalia.rules: elegance_bonuses #78 69c5ac05>
def _loop(st, L):
    for _t229 in (L[4] or ()):
        return _t229
    return None

# <rulerun animalia.rules: elegance_bonuses #79 577e4ec3>
def _loop(st, _t233):
    _t235 = 0
    for _t234 in st.zones[(2 + _t233)]:
        _t235 += _c205[_t234]
    return _t235

# <rulerun animalia.rules: elegance_bonuses #80 a7d5f3a3>
def _loop(st, _t233):
    _t237 = 0
    for _t236 in st.zones[(2 + _t233)]:
        _t237 += _c207[_t236]
    return _t237

# <rulerun animalia.rules: elegance_bonuses #81 90f76820>
def _loop(st, _t239):
    _t241 = 0
    for _t240 in st.zones[(2 + _t239)]:
        _t241 += _c210[_t240]
    return _t241

# <rulerun animalia.rules: elegance_bonuses #82 02727573>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k179)
    for _t207 in (_k180 or []):
        L[2] = _t207
        if _st_log is not None: _st_log.append(_Text186(_audience181(st), [_PlayerRef182(_t207), ': elegance ', _plain185(_a184(st, _t207))]))
    _t210 = None
    for _t211 in (_k187 or ()):
        _t214 = _a189(st, _t211)
        if _t210 is None or _t214 > _t210:
            _t210 = _t214
    L[3] = _t210
    _t216 = L[3]
    _t215 = []
    for _t217 in (_k190 or ()):
        if (_a192(st, _t217) == _t216):
            _t215.append(_t217)
    L[4] = _t215
    if (len((L[4] or ())) > 1):
        for _t220 in (L[4] or []):
            L[7] = _t220
            if _p202(st, [_t220, 1]) == 3: return 3
    else:
        if _p202(st, [_a203(st, L), 2]) == 3: return 3
        _t232 = L[3]
        _t231 = None
        for _t233 in (_k204 or ()):
            if (_a206(st, _t233) < _t232):
                _t238 = _a208(st, _t233)
                if _t231 is None or _t238 > _t231:
                    _t231 = _t238
        L[8] = _t231
        for _t239 in (_k209 or []):
            L[11] = _t239
            if not (((L[8] is not None) and (_a211(st, _t239) == L[8]))): continue
            if _p202(st, [_t239, 1]) == 3: return 3

# <rulerun animalia.rules: awards #83 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #84 04381315>
def _loop(st, _t242):
    _st_cvars = st.cvars
    _t248 = 0
    for _t247 in st.zones[(6 + _t242)]:
        if (_st_cvars[31 + _t247] is not None):
            _t248 += 1
    return _t248

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 c952fd55>
def _loop(st, _t242, _t251):
    _st_cvars = st.cvars
    for _t252 in st.zones[(6 + _t242)]:
        if (_st_cvars[31 + _t252] == _t251):
            return True
    return False

# <rulerun animalia.rules: awards #87 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #88 1ef56fee>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t242 in (_k212 or []):
        st.thread_player = st.inline_thread = _t242
        _i5 = L[:]; _i5[0] = _t242
        _t243 = 0; _t244 = st.decisions
        while True:
            _t243 += 1
            if _t243 > _LIMIT213[0] and _over_limit214(_t243, st, _t244): raise _Runaway215()
            _t249 = _NOT_YET
            _t245 = []
            for _t246 in _st_zones[(6 + _t242)]:
                if ((_st_cvars[31 + _t246] is None) and (len(_st_zones[(2 + _t242)]) > (_t249 if _t249 is not _NOT_YET else (_t249 := _a216(st, _t242))))): _t245.append(_t246)
            if _offer218(st, _i5, _t245): raise _PlayoutCut217()
            if (_i5[1] is None):
                break
            _t250 = []
            for _t251 in _st_zones[(2 + _t242)]:
                if (not _a219(st, _t242, _t251)): _t250.append(_t251)
            _t254 = _t242
            _t255 = len(_t250)
            if _t255 <= 1:
                _i5[2] = _t250[0] if _t255 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t256 = st.chooser(_t255, _t254)
                else:
                    _t256 = _st_bits(_t255.bit_length())
                    while _t256 >= _t255: _t256 = _st_bits(_t255.bit_length())
                _i5[2] = _t250[_t256]; st.decisions += 1
            elif _decide221(st, _i5, _t250, _t254): raise _PlayoutCut217()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #89 5d420938>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t257 in (_k222 or []):
        L[5] = _t257
        for _t258 in _st_zones[(6 + _t257)][:]:
            L[8] = _t258
            if not ((_st_cvars[31 + _t258] is not None)): continue
            if _st_log is not None: _st_log.append(_Text226(_audience223(st), [_PlayerRef224(_t257), ' swaps ', _card_ref225(st, _st_cvars[31 + _t258]), ' for a bonus card']))
            _t259 = _st_cvars[31 + _t258]
            _t260 = 14
            if type(_t259) is int and _st_log is None:
                _t261 = _st_zones[_st_loc[_t259]]
                if _t261[-1] == _t259: _t261.pop()
                else: _t261.remove(_t259)
                _st_zones[_t260].append(_t259); _st_loc[_t259] = _t260
            elif _t259 is not None:
                _move_cards227(st, _t259, _t260, False)
            _st_cvars[31 + _t258] = None
            _t262 = _t258
            _t263 = (2 + _t257)
            if type(_t262) is int and _st_log is None:
                _t264 = _st_zones[_st_loc[_t262]]
                if _t264[-1] == _t262: _t264.pop()
                else: _t264.remove(_t262)
                _st_zones[_t263].append(_t262); _st_loc[_t262] = _t263
            elif _t262 is not None:
                _move_cards227(st, _t262, _t263, False)

# <rulerun animalia.rules: awards #90 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #91 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #92 8e91c7e8>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    for _t265 in (_k228 or []):
        L[11] = _t265
        for _t266 in st.zones[(2 + _t265)][:]:
            L[14] = _t266
            if not (((_c229[_t266] is None) and True)): continue
            _t267 = (_k230 or [])
            _t268 = _t265
            _t269 = len(_t267)
            if _t269 <= 1 and _st_log is None:
                L[15] = _t267[0] if _t269 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t270 = st.chooser(_t269, _t268)
                else:
                    _t270 = _st_bits(_t269.bit_length())
                    while _t270 >= _t269: _t270 = _st_bits(_t269.bit_length())
                L[15] = _t267[_t270]; st.decisions += 1
            elif _decide233(st, L, _t267, _t268): raise _PlayoutCut231()
            st.cvars[_t266] = L[15]

# <rulerun animalia.rules: awards #93 f1a9b698>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    for _t271 in (_k234 or []):
        L[18] = _t271
        _t272 = []
        for _t273 in _st_zones[(2 + _t271)]:
            _t272.append((_st_cvars[_t273] if (_c235[_t273] is None) else _c235[_t273]))
        L[19] = _t272
        _t275 = L[19]
        _t274 = 0
        for _t276 in (_k236 or ()):
            if (_t276 in (_t275 or ())):
                _t274 += 1
        L[20] = _t274
        if ((len(_st_zones[(2 + _t271)]) == 5) and (L[20] == 5)):
            for _t277 in (_k237 or []):
                L[23] = _t277
                _st_vars[0 + _t271][_t277] = _st_vars[0 + _t271][_t277] + 1
        else:
            for _t278 in (_k238 or []):
                L[26] = _t278
                L[27] = (L[19] or ()).count(_t278)
                if (L[27] >= 2):
                    _st_vars[0 + _t271][_t278] = _st_vars[0 + _t271][_t278] + L[27]
        if _st_log is not None: _st_log.append(_Text242(_audience239(st), [_PlayerRef240(_t271), ' medals: ', _plain241(_st_vars[0 + _t271])]))
    for _t279 in (_k243 or []):
        L[30] = _t279
        for _t280 in _st_zones[(2 + _t279)][:]:
            L[33] = _t280
            _st_cvars[_t280] = None
        _t281 = (2 + _t279)
        _t282 = 0
        if _st_log is None and _t281 != _t282:
            _t283 = _st_zones[_t281]; _st_zones[_t282] += _t283
            for _t284 in _t283: _st_loc[_t284] = _t282
            _t283.clear()
        else:
            _move_cards244(st, _st_zones[_t281][:], _t282, False)
    _t285 = 14
    _t286 = 0
    if _st_log is None and _t285 != _t286:
        _t287 = _st_zones[_t285]; _st_zones[_t286] += _t287
        for _t288 in _t287: _st_loc[_t288] = _t286
        _t287.clear()
    else:
        _move_cards244(st, _st_zones[_t285][:], _t286, False)

# <rulerun animalia.rules: awards #94 152b19ea>
def _native(st, L):
    return _k245

# <rulerun animalia.rules: awards #95 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #96 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #97 44da059b>
def _loop(st, L):
    _st_cvars = st.cvars
    _t290 = 0
    for _t289 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t289] is not None):
            _t290 += 1
    return _t290

# <rulerun animalia.rules: awards #98 30c865ea>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a246(st, L)))

# <rulerun animalia.rules: awards #99 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #100 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #101 751b316d>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t291 = False
    for _t292 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t292] == _l2):
            _t291 = True
            break
    return (not _t291)

# <rulerun animalia.rules: awards #102 32939ceb>
def _native(st, L):
    return _k247

# <rulerun animalia.rules: awards #103 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #104 922bbec2>
def _native(st, L):
    return ((_c248[L[14]] is None) and True)

# <rulerun animalia.rules: awards #105 5a90eb02>
def _native(st, L):
    return _k249

# <rulerun animalia.rules: play #106 ab095ba2>
def _native(st, L):
    st.vars[4] = _random_item250(st, _k251)

# <rulerun animalia.rules: play #107 729503ba>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text254(_audience252(st), ['Season ', _plain253(L[2])]))
    _shuffle_zone255(st, 0)

# <rulerun animalia.rules: play #108 33848eaa>
def _loop(st, _t293):
    _t295 = 0
    for _t294 in st.zones[(2 + _t293)]:
        _t295 += _c260[_t294]
    return _t295

# <rulerun animalia.rules: play #109 18690d12>
def _loop(st, _t297):
    _t299 = 0
    for _t298 in st.zones[(2 + _t297)]:
        _t299 += _c265[_t298]
    return _t299

# <rulerun animalia.rules: play #110 256234c7>
def _loop(st, _t303):
    _t305 = 0
    for _t304 in st.zones[(2 + _t303)]:
        _t305 += _c268[_t304]
    return _t305

# <rulerun animalia.rules: play #111 8380cc37>
def _loop(st, _i6):
    for _t307 in (_i6[4] or ()):
        return _t307
    return None

# <rulerun animalia.rules: play #112 8bfa9341>
def _loop(st, _t311):
    _t313 = 0
    for _t312 in st.zones[(2 + _t311)]:
        _t313 += _c273[_t312]
    return _t313

# <rulerun animalia.rules: play #113 73ee5c4c>
def _loop(st, _t311):
    _t315 = 0
    for _t314 in st.zones[(2 + _t311)]:
        _t315 += _c275[_t314]
    return _t315

# <rulerun animalia.rules: play #114 b968d6bb>
def _loop(st, _t317):
    _t319 = 0
    for _t318 in st.zones[(2 + _t317)]:
        _t319 += _c278[_t318]
    return _t319

# <rulerun animalia.rules: play #115 668b6c3f>
def _native(st, L):
    _st_log = st.log
    _i6 = [None, None, None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k256)
    for _t293 in (_k257 or []):
        _i6[2] = _t293
        if _st_log is not None: _st_log.append(_Text263(_audience258(st), [_PlayerRef259(_t293), ': elegance ', _plain262(_a261(st, _t293))]))
    _t296 = None
    for _t297 in (_k264 or ()):
        _t300 = _a266(st, _t297)
        if _t296 is None or _t300 > _t296:
            _t296 = _t300
    _i6[3] = _t296
    _t302 = _i6[3]
    _t301 = []
    for _t303 in (_k267 or ()):
        if (_a269(st, _t303) == _t302):
            _t301.append(_t303)
    _i6[4] = _t301
    if (len((_i6[4] or ())) > 1):
        for _t306 in (_i6[4] or []):
            _i6[7] = _t306
            if _p270(st, [_t306, 1]) == 3: return 3
    else:
        if _p270(st, [_a271(st, _i6), 2]) == 3: return 3
        _t310 = _i6[3]
        _t309 = None
        for _t311 in (_k272 or ()):
            if (_a274(st, _t311) < _t310):
                _t316 = _a276(st, _t311)
                if _t309 is None or _t316 > _t309:
                    _t309 = _t316
        _i6[8] = _t309
        for _t317 in (_k277 or []):
            _i6[11] = _t317
            if not (((_i6[8] is not None) and (_a279(st, _t317) == _i6[8]))): continue
            if _p270(st, [_t317, 1]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 36cec1f3>
def _loop(st, _i8l0, _t331):
    _st_zones = st.zones
    try:
        _t335 = _c290[_t331]
    except Exception:
        for _t333 in _st_zones[(2 + _i8l0)]:
            if (_c290[_t333] == _c290[_t331]):
                return True
        return False
    else:
        for _t333 in _st_zones[(2 + _i8l0)]:
            if (_c290[_t333] == _t335):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log 1e6e1d5e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t346 = []
    for _t347 in (_k297 or []):
        if ((_t347 != _l0) and (not not _st_zones[(2 + _t347)])): _t346.append(_t347)
    if _offer299(st, L, _t346): raise _PlayoutCut298()
    if (L[1] is None):
        return 2
    _t348 = _st_zones[(2 + L[1])]
    _t349 = _l0
    _t350 = len(_t348)
    if _t350 <= 1:
        L[2] = _t348[0] if _t350 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t351 = st.chooser(_t350, _t349)
        else:
            _t351 = _st_bits(_t350.bit_length())
            while _t351 >= _t350: _t351 = _st_bits(_t350.bit_length())
        L[2] = _t348[_t351]; st.decisions += 1
    elif _decide301(st, L, _t348[:], _t349): raise _PlayoutCut298()
    _t352 = L[2]
    _t353 = (2 + _l0)
    if type(_t352) is int:
        _t354 = _st_zones[_st_loc[_t352]]
        if _t354[-1] == _t352: _t354.pop()
        else: _t354.remove(_t352)
        _st_zones[_t353].append(_t352); _st_loc[_t352] = _t353
    elif _t352 is not None:
        _move_cards302(st, _t352, _t353, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log e320a491>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t355 = ['look', 'skip']
    _t356 = _l0
    _t357 = len(_t355)
    if _t357 <= 1:
        L[1] = _t355[0] if _t357 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t358 = st.chooser(_t357, _t356)
        else:
            _t358 = _st_bits(_t357.bit_length())
            while _t358 >= _t357: _t358 = _st_bits(_t357.bit_length())
        L[1] = _t355[_t358]; st.decisions += 1
    elif _decide306(st, L, _t355, _t356): raise _PlayoutCut304()
    if (L[1] == 'skip'):
        return 2
    _t359 = _st_zones[0][:-(5) - 1:-1]
    _t360 = (10 + _l0)
    if type(_t359) is list:
        for _t361 in _t359:
            _t362 = _st_zones[_st_loc[_t361]]
            if _t362[-1] == _t361: _t362.pop()
            else: _t362.remove(_t361)
            _st_zones[_t360].append(_t361); _st_loc[_t361] = _t360
    elif _t359 is not None:
        _move_cards307(st, _t359, _t360, False)
    _t363 = 0; _t364 = st.decisions
    while (not not _st_zones[(10 + _l0)]):
        _t363 += 1
        if _t363 > _LIMIT308[0] and _over_limit309(_t363, st, _t364): raise _Runaway310()
        _t365 = _st_zones[(10 + _l0)]
        _t366 = _l0
        _t367 = len(_t365)
        if _t367 <= 1:
            L[2] = _t365[0] if _t367 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t368 = st.chooser(_t367, _t366)
            else:
                _t368 = _st_bits(_t367.bit_length())
                while _t368 >= _t367: _t368 = _st_bits(_t367.bit_length())
            L[2] = _t365[_t368]; st.decisions += 1
        elif _decide312(st, L, _t365[:], _t366): raise _PlayoutCut304()
        _t369 = L[2]
        _t370 = 0
        if type(_t369) is int:
            _t371 = _st_zones[_st_loc[_t369]]
            if _t371[-1] == _t369: _t371.pop()
            else: _t371.remove(_t369)
            _st_zones[_t370].append(_t369); _st_loc[_t369] = _t370
        elif _t369 is not None:
            _move_cards307(st, _t369, _t370, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log 73209f4a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t372 = []
    for _t373 in (_k314 or []):
        if ((_t373 != _l0) and (len(_st_zones[(2 + _t373)]) < 5)): _t372.append(_t373)
    if _offer316(st, L, _t372): raise _PlayoutCut315()
    if (L[1] is None):
        return 2
    _t374 = _st_zones[(2 + _l0)]
    _t375 = _l0
    _t376 = len(_t374)
    if _t376 <= 1:
        L[2] = _t374[0] if _t376 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t377 = st.chooser(_t376, _t375)
        else:
            _t377 = _st_bits(_t376.bit_length())
            while _t377 >= _t376: _t377 = _st_bits(_t376.bit_length())
        L[2] = _t374[_t377]; st.decisions += 1
    elif _decide318(st, L, _t374[:], _t375): raise _PlayoutCut315()
    _t378 = L[2]
    _t379 = (2 + L[1])
    if type(_t378) is int:
        _t380 = _st_zones[_st_loc[_t378]]
        if _t380[-1] == _t378: _t380.pop()
        else: _t380.remove(_t378)
        _st_zones[_t379].append(_t378); _st_loc[_t378] = _t379
    elif _t378 is not None:
        _move_cards319(st, _t378, _t379, False)

# <rulerun animalia.rules: take_lot #121 73b0a457>
def _loop(st, L, _t381):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t385 = _c324[_t381]
    except Exception:
        for _t383 in _st_zones[(2 + _l0)]:
            if (_c324[_t383] == _c324[_t381]):
                return True
        return False
    else:
        for _t383 in _st_zones[(2 + _l0)]:
            if (_c324[_t383] == _t385):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log 5952eb16>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t382 = (_st_zones[1][:] or [])
    _budget321[0] -= len(_t382)
    if _budget321[0] < 0: _spent322(st)
    for _t381 in _t382:
        L[4] = _t381
        if ((_c323[_t381] != 'plain') and _a325(st, L, _t381)):
            L[1] = _joined326(L[1], [_t381])
        _t387 = _t381
        _t388 = (2 + _l0)
        if type(_t387) is int:
            _t389 = _st_zones[_st_loc[_t387]]
            if _t389[-1] == _t387: _t389.pop()
            else: _t389.remove(_t387)
            _st_zones[_t388].append(_t387); _st_loc[_t387] = _t388
        elif _t387 is not None:
            _move_cards327(st, _t387, _t388, False)
    _t390 = 0; _t391 = st.decisions
    while (not not (L[1] or ())):
        _t390 += 1
        if _t390 > _LIMIT328[0] and _over_limit329(_t390, st, _t391): raise _Runaway330()
        _t392 = (L[1] or [])
        _t393 = _l0
        _t394 = len(_t392)
        if _t394 <= 1:
            L[5] = _t392[0] if _t394 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t395 = st.chooser(_t394, _t393)
            else:
                _t395 = _st_bits(_t394.bit_length())
                while _t395 >= _t394: _t395 = _st_bits(_t394.bit_length())
            L[5] = _t392[_t395]; st.decisions += 1
        elif _decide333(st, L, _t392, _t393): raise _PlayoutCut331()
        L[1] = _remove334(st, L[1], L[5])
        if (_c323[L[5]] == 'thief'):
            if _p335(st, [_l0, None, None]) == 3: return 3
        elif (_c323[L[5]] == 'spy'):
            if _p336(st, [_l0, None, None]) == 3: return 3
        else:
            if _p337(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 27619a95>
def _loop(st, _i9l0, _t406):
    _st_zones = st.zones
    try:
        _t410 = _c350[_t406]
    except Exception:
        for _t408 in _st_zones[(2 + _i9l0)]:
            if (_c350[_t408] == _c350[_t406]):
                return True
        return False
    else:
        for _t408 in _st_zones[(2 + _i9l0)]:
            if (_c350[_t408] == _t410):
                return True
        return False

# <rulerun animalia.rules: offer #124 4a1f0214>
def _loop(st, _i10l0, _t421):
    _st_zones = st.zones
    try:
        _t425 = _c360[_t421]
    except Exception:
        for _t423 in _st_zones[(2 + _i10l0)]:
            if (_c360[_t423] == _c360[_t421]):
                return True
        return False
    else:
        for _t423 in _st_zones[(2 + _i10l0)]:
            if (_c360[_t423] == _t425):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log 1cd296d9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t398 = _st_zones[0]
    _t397 = 1
    if _t398:
        _t396 = _t398.pop(); _st_zones[_t397].append(_t396); _st_loc[_t396] = _t397
    _t399 = 0; _t400 = st.decisions
    while True:
        _t399 += 1
        if _t399 > _LIMIT340[0] and _over_limit341(_t399, st, _t400): raise _Runaway342()
        for _t401 in (_o343[_l0] or []):
            L[3] = _t401
            if not (((len(_st_zones[(2 + _t401)]) < 5) and ((5 - len(_st_zones[(2 + _t401)])) >= len(_st_zones[1])))): continue
            _t402 = ['take', 'pass']
            _t403 = _t401
            _t404 = len(_t402)
            if _t404 <= 1:
                L[4] = _t402[0] if _t404 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t405 = st.chooser(_t404, _t403)
                else:
                    _t405 = _st_bits(_t404.bit_length())
                    while _t405 >= _t404: _t405 = _st_bits(_t404.bit_length())
                L[4] = _t402[_t405]; st.decisions += 1
            elif _decide346(st, L, _t402, _t403): raise _PlayoutCut344()
            if (L[4] == 'take'):
                if _p359(st, [_t401, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p359(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t438 = _st_zones[0]
        _t437 = 1
        if _t438:
            _t436 = _t438.pop(); _st_zones[_t437].append(_t436); _st_loc[_t436] = _t437

# <rulerun animalia.rules: play #126 01e7be60>
def _loop(st, _t441):
    _t443 = 0
    for _t442 in st.zones[(2 + _t441)]:
        _t443 += _c366[_t442]
    return _t443

# <rulerun animalia.rules: play #127 96b45393>
def _loop(st, _t447):
    _t449 = 0
    for _t448 in st.zones[(2 + _t447)]:
        _t449 += _c369[_t448]
    return _t449

# <rulerun animalia.rules: give_bonus #128 49973148>
def _loop(st, L):
    _t452 = 0
    for _t451 in st.zones[(2 + L[0])]:
        _t452 += _c371[_t451]
    return _t452

# <rulerun animalia.rules: give_bonus #129 playout, without a log 1ffbd56c>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a372(st, L) <= 0)):
        return 2
    _t453 = _st_zones[0][:-(L[1]) - 1:-1]
    _t454 = (6 + L[0])
    if type(_t453) is list:
        for _t455 in _t453:
            _t456 = _st_zones[_st_loc[_t455]]
            if _t456[-1] == _t455: _t456.pop()
            else: _t456.remove(_t455)
            _st_zones[_t454].append(_t455); _st_loc[_t455] = _t454
    elif _t453 is not None:
        _move_cards373(st, _t453, _t454, False)

# <rulerun animalia.rules: play #130 53ed3018>
def _loop(st, _i11):
    for _t457 in (_i11[4] or ()):
        return _t457
    return None

# <rulerun animalia.rules: play #131 ed06bd01>
def _loop(st, _t461):
    _t463 = 0
    for _t462 in st.zones[(2 + _t461)]:
        _t463 += _c377[_t462]
    return _t463

# <rulerun animalia.rules: play #132 74349259>
def _loop(st, _t461):
    _t465 = 0
    for _t464 in st.zones[(2 + _t461)]:
        _t465 += _c379[_t464]
    return _t465

# <rulerun animalia.rules: play #133 60f49a23>
def _loop(st, _t467):
    _t469 = 0
    for _t468 in st.zones[(2 + _t467)]:
        _t469 += _c382[_t468]
    return _t469

# <rulerun animalia.rules: play #134 e2cbb2a7>
def _loop(st, _t470):
    _st_cvars = st.cvars
    _t476 = 0
    for _t475 in st.zones[(6 + _t470)]:
        if (_st_cvars[31 + _t475] is not None):
            _t476 += 1
    return _t476

# <rulerun animalia.rules: play #135 9cc15943>
def _loop(st, _t470, _t479):
    _st_cvars = st.cvars
    for _t480 in st.zones[(6 + _t470)]:
        if (_st_cvars[31 + _t480] == _t479):
            return True
    return False

# <rulerun animalia.rules: awards #136 c7450c7d>
def _loop(st, _t517):
    _st_cvars = st.cvars
    _t523 = 0
    for _t522 in st.zones[(6 + _t517)]:
        if (_st_cvars[31 + _t522] is not None):
            _t523 += 1
    return _t523

# <rulerun animalia.rules: awards #137 2ca8df4b>
def _loop(st, _t517, _t526):
    _st_cvars = st.cvars
    for _t527 in st.zones[(6 + _t517)]:
        if (_st_cvars[31 + _t527] == _t526):
            return True
    return False

# <rulerun animalia.rules: awards #138 playout, without a log 1580d4de>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t517 in (_k401 or []):
        st.thread_player = st.inline_thread = _t517
        _i14 = L[:]; _i14[0] = _t517
        _t518 = 0; _t519 = st.decisions
        while True:
            _t518 += 1
            if _t518 > _LIMIT402[0] and _over_limit403(_t518, st, _t519): raise _Runaway404()
            _t524 = _NOT_YET
            _t520 = []
            for _t521 in _st_zones[(6 + _t517)]:
                if ((_st_cvars[31 + _t521] is None) and (len(_st_zones[(2 + _t517)]) > (_t524 if _t524 is not _NOT_YET else (_t524 := _a405(st, _t517))))): _t520.append(_t521)
            if _offer407(st, _i14, _t520): raise _PlayoutCut406()
            if (_i14[1] is None):
                break
            _t525 = []
            for _t526 in _st_zones[(2 + _t517)]:
                if (not _a408(st, _t517, _t526)): _t525.append(_t526)
            _t529 = _t517
            _t530 = len(_t525)
            if _t530 <= 1:
                _i14[2] = _t525[0] if _t530 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t531 = st.chooser(_t530, _t529)
                else:
                    _t531 = _st_bits(_t530.bit_length())
                    while _t531 >= _t530: _t531 = _st_bits(_t530.bit_length())
                _i14[2] = _t525[_t531]; st.decisions += 1
            elif _decide410(st, _i14, _t525, _t529): raise _PlayoutCut406()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    for _t532 in (_k411 or []):
        L[5] = _t532
        for _t533 in _st_zones[(6 + _t532)][:]:
            L[8] = _t533
            if not ((_st_cvars[31 + _t533] is not None)): continue
            _t534 = _st_cvars[31 + _t533]
            _t535 = 14
            if type(_t534) is int:
                _t536 = _st_zones[_st_loc[_t534]]
                if _t536[-1] == _t534: _t536.pop()
                else: _t536.remove(_t534)
                _st_zones[_t535].append(_t534); _st_loc[_t534] = _t535
            elif _t534 is not None:
                _move_cards412(st, _t534, _t535, False)
            _st_cvars[31 + _t533] = None
            _t537 = _t533
            _t538 = (2 + _t532)
            if type(_t537) is int:
                _t539 = _st_zones[_st_loc[_t537]]
                if _t539[-1] == _t537: _t539.pop()
                else: _t539.remove(_t537)
                _st_zones[_t538].append(_t537); _st_loc[_t537] = _t538
            elif _t537 is not None:
                _move_cards412(st, _t537, _t538, False)
    for _t540 in (_k413 or []):
        L[11] = _t540
        for _t541 in _st_zones[(2 + _t540)][:]:
            L[14] = _t541
            if not (((_c414[_t541] is None) and True)): continue
            _t542 = (_k415 or [])
            _t543 = _t540
            _t544 = len(_t542)
            if _t544 <= 1:
                L[15] = _t542[0] if _t544 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[15] = _t542[_t545]; st.decisions += 1
            elif _decide417(st, L, _t542, _t543): raise _PlayoutCut406()
            _st_cvars[_t541] = L[15]
    for _t546 in (_k418 or []):
        L[18] = _t546
        _t547 = []
        for _t548 in _st_zones[(2 + _t546)]:
            _t547.append((_st_cvars[_t548] if (_c414[_t548] is None) else _c414[_t548]))
        L[19] = _t547
        _t550 = L[19]
        _t549 = 0
        for _t551 in (_k419 or ()):
            if (_t551 in (_t550 or ())):
                _t549 += 1
        L[20] = _t549
        if ((len(_st_zones[(2 + _t546)]) == 5) and (L[20] == 5)):
            for _t552 in (_k420 or []):
                L[23] = _t552
                _st_vars[0 + _t546][_t552] = _st_vars[0 + _t546][_t552] + 1
        else:
            for _t553 in (_k421 or []):
                L[26] = _t553
                L[27] = (L[19] or ()).count(_t553)
                if (L[27] >= 2):
                    _st_vars[0 + _t546][_t553] = _st_vars[0 + _t546][_t553] + L[27]
    for _t554 in (_k422 or []):
        L[30] = _t554
        for _t555 in _st_zones[(2 + _t554)][:]:
            L[33] = _t555
            _st_cvars[_t555] = None
        _t556 = (2 + _t554)
        _t557 = 0
        if _t556 != _t557:
            _t558 = _st_zones[_t556]; _st_zones[_t557] += _t558
            for _t559 in _t558: _st_loc[_t559] = _t557
            _t558.clear()
        else:
            _move_cards412(st, _st_zones[_t556][:], _t557, False)
    _t560 = 14
    _t561 = 0
    if _t560 != _t561:
        _t562 = _st_zones[_t560]; _st_zones[_t561] += _t562
        for _t563 in _t562: _st_loc[_t563] = _t561
        _t562.clear()
    else:
        _move_cards412(st, _st_zones[_t560][:], _t561, False)

# <rulerun animalia.rules: play #139 6d3527c3>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t321 = (_range280(1, 3) or [])
    _budget281[0] -= len(_t321)
    if _budget281[0] < 0: _spent282(st)
    for _t320 in _t321:
        L[2] = _t320
        _shuffle_zone283(st, 0)
        _i7 = [None, None]
        _t322 = 0; _t323 = st.decisions
        while (not not _st_zones[0]):
            _t322 += 1
            if _t322 > _LIMIT284[0] and _over_limit285(_t322, st, _t323): raise _Runaway286()
            _t324 = []
            for _t325 in (_o287[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t325)]) < 5):
                    _t324.append(_t325)
            _i7[0] = _t324
            if (not (_i7[0] or ())):
                break
            _t326 = None
            for _t327 in (_i7[0] or ()):
                _t326 = _t327
                break
            _i7[1] = _t326
            _st_vars[5] = _i7[1]
            if (len((_i7[0] or ())) == 1):
                _t330 = _st_zones[0]
                _t329 = 1
                if _t330:
                    _t328 = _t330.pop(); _st_zones[_t329].append(_t328); st.loc[_t328] = _t329
                if _p338(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p363(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        _i11 = [None, None, None, None, None, None, None, None, None, None, None, None]
        for _t439 in (_k364 or []):
            _i11[2] = _t439
            pass
        _t440 = None
        for _t441 in (_k365 or ()):
            _t444 = _a367(st, _t441)
            if _t440 is None or _t444 > _t440:
                _t440 = _t444
        _i11[3] = _t440
        _t446 = _i11[3]
        _t445 = []
        for _t447 in (_k368 or ()):
            if (_a370(st, _t447) == _t446):
                _t445.append(_t447)
        _i11[4] = _t445
        if (len((_i11[4] or ())) > 1):
            for _t450 in (_i11[4] or []):
                _i11[7] = _t450
                if _p374(st, [_t450, 1]) == 3: return 3
        else:
            if _p374(st, [_a375(st, _i11), 2]) == 3: return 3
            _t460 = _i11[3]
            _t459 = None
            for _t461 in (_k376 or ()):
                if (_a378(st, _t461) < _t460):
                    _t466 = _a380(st, _t461)
                    if _t459 is None or _t466 > _t459:
                        _t459 = _t466
            _i11[8] = _t459
            for _t467 in (_k381 or []):
                _i11[11] = _t467
                if not (((_i11[8] is not None) and (_a383(st, _t467) == _i11[8]))): continue
                if _p374(st, [_t467, 1]) == 3: return 3
        if _p424(st, _k423[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #140 1ceb4746>
def _loop(st, _t564):
    _st_vars = st.vars
    _t566 = 0
    for _t565 in (_k429 or ()):
        _t566 += _times430((_st_vars[0 + _t564][_t565] // 5), 5)
    return _t566

# <rulerun animalia.rules: play #141 4cb812d0>
def _loop(st, _t564):
    _st_vars = st.vars
    _t568 = 0
    for _t567 in (_k432 or ()):
        _t568 += _st_vars[0 + _t564][_t567]
    return _t568

# <rulerun animalia.rules: play #142 c617c753>
def _loop(st, _t564):
    _st_vars = st.vars
    _t570 = 0
    for _t569 in (_k434 or ()):
        _t570 += _times435((_st_vars[0 + _t564][_t569] // 5), 5)
    return _t570

# <rulerun animalia.rules: play #143 f3c2b8b4>
def _native(st, L):
    _st_log = st.log
    for _t564 in (_k425 or []):
        L[5] = _t564
        if _st_log is not None: _st_log.append(_Text437(_audience426(st), [_PlayerRef427(_t564), ': medals ', _plain428(st.vars[0 + _t564]), '; bonus ', _plain428(_a431(st, _t564)), '; total ', _plain428((_a433(st, _t564) + _a436(st, _t564)))]))
    _end_game438(st, None, False); return 3

# <rulerun animalia.rules: play #144 4172e987>
def _native(st, L):
    return _range439(1, 3)

# <rulerun animalia.rules: collecting #145 d10ea5b6>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT440[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k443)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run444(st, L)
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
            _r = _run445(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run446(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit447(_k448)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit447(_k449)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit442(_k, st, _d0): raise _Runaway441()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k451)

# <rulerun animalia.rules: offer #146 b83ed472>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT452[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run455(st, L)
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
            L[1] = (_o456[L[0]] or []); L[2] = 0
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
            _t571 = L[3]
            _t572 = len(_o)
            if _t572 <= 1 and _st_log is None:
                L[4] = _o[0] if _t572 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t573 = st.chooser(_t572, _t571)
                else:
                    _t573 = _st_bits(_t572.bit_length())
                    while _t573 >= _t572: _t573 = _st_bits(_t572.bit_length())
                L[4] = _o[_t573]; st.decisions += 1
            elif _decide458(st, L, _o, _t571): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit459(_k460)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit454(_k, st, _d0): raise _Runaway453()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run462(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit459(_k463)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run464(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit454(_k, st, _d0): raise _Runaway453()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k466)

# <rulerun animalia.rules: take_lot #147 4947a719>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT467[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run470(st, L)
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
            _t574 = L[0]
            _t575 = len(_o)
            if _t575 <= 1 and _st_log is None:
                L[5] = _o[0] if _t575 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t576 = st.chooser(_t575, _t574)
                else:
                    _t576 = _st_bits(_t575.bit_length())
                    while _t576 >= _t575: _t576 = _st_bits(_t575.bit_length())
                L[5] = _o[_t576]; st.decisions += 1
            elif _decide472(st, L, _o, _t574): return True
            pc = 3
        if pc == 3:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c474[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit475(_k476)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c474[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit475(_k477)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit475(_k478)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit469(_k, st, _d0): raise _Runaway468()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k479)

# <rulerun animalia.rules: use_thief #148 df3b5eee>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t577 in (_k483 or []):
                if ((_t577 != L[0]) and (not not _st_zones[(2 + _t577)])): _o.append(_t577)
            fr[1] = 2
            if _offer484(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run485(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t578 = L[0]
            _t579 = len(_o)
            if _t579 <= 1 and _st_log is None:
                L[2] = _o[0] if _t579 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t580 = st.chooser(_t579, _t578)
                else:
                    _t580 = _st_bits(_t579.bit_length())
                    while _t580 >= _t579: _t580 = _st_bits(_t579.bit_length())
                L[2] = _o[_t580]; st.decisions += 1
            elif _decide487(st, L, _o[:], _t578): return True
            pc = 4
        if pc == 4:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k489)

# <rulerun animalia.rules: use_spy #149 1ebc7861>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT490[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t581 = L[0]
            _t582 = len(_o)
            if _t582 <= 1 and _st_log is None:
                L[1] = _o[0] if _t582 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t583 = st.chooser(_t582, _t581)
                else:
                    _t583 = _st_bits(_t582.bit_length())
                    while _t583 >= _t582: _t583 = _st_bits(_t582.bit_length())
                L[1] = _o[_t583]; st.decisions += 1
            elif _decide495(st, L, _o, _t581): return True
            pc = 2
        if pc == 2:
            _r = _run496(st, L)
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
            _t584 = L[0]
            _t585 = len(_o)
            if _t585 <= 1 and _st_log is None:
                L[2] = _o[0] if _t585 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t586 = st.chooser(_t585, _t584)
                else:
                    _t586 = _st_bits(_t585.bit_length())
                    while _t586 >= _t585: _t586 = _st_bits(_t585.bit_length())
                L[2] = _o[_t586]; st.decisions += 1
            elif _decide498(st, L, _o[:], _t584): return True
            pc = 5
        if pc == 5:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit492(_k, st, _d0): raise _Runaway491()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k500)

# <rulerun animalia.rules: use_gift #150 0fa44658>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t587 in (_k503 or []):
                if ((_t587 != L[0]) and (len(_st_zones[(2 + _t587)]) < 5)): _o.append(_t587)
            fr[1] = 1
            if _offer504(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t588 = L[0]
            _t589 = len(_o)
            if _t589 <= 1 and _st_log is None:
                L[2] = _o[0] if _t589 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t590 = st.chooser(_t589, _t588)
                else:
                    _t590 = _st_bits(_t589.bit_length())
                    while _t590 >= _t589: _t590 = _st_bits(_t589.bit_length())
                L[2] = _o[_t590]; st.decisions += 1
            elif _decide507(st, L, _o[:], _t588): return True
            pc = 3
        if pc == 3:
            _r = _run508(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k509)

# <rulerun animalia.rules: elegance_bonuses #151 122581cb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run512(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k513)

# <rulerun animalia.rules: give_bonus #152 23d95122>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run516(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k517)

# <rulerun animalia.rules: awards #153 ab58eb18>
def _loop(st, L):
    _st_cvars = st.cvars
    _t593 = 0
    for _t592 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t592] is not None):
            _t593 += 1
    return _t593

# <rulerun animalia.rules: awards #154 5b2d742f>
def _loop(st, L, _t595):
    _st_cvars = st.cvars
    for _t596 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t596] == _t595):
            return True
    return False

# <rulerun animalia.rules: awards #155 f7ee5299>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT518[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k521)
            fr[1] = 2
            if _step522(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t594 = _NOT_YET
            _o = []
            for _t591 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t591] is None) and (len(_st_zones[(2 + L[0])]) > (_t594 if _t594 is not _NOT_YET else (_t594 := _a523(st, L))))): _o.append(_t591)
            fr[1] = 4
            if _offer524(st, L, _o): return True
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
            for _t595 in _st_zones[(2 + L[0])]:
                if (not _a525(st, L, _t595)): _o.append(_t595)
            fr[1] = 8
            _t598 = L[0]
            _t599 = len(_o)
            if _t599 <= 1 and _st_log is None:
                L[2] = _o[0] if _t599 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t600 = st.chooser(_t599, _t598)
                else:
                    _t600 = _st_bits(_t599.bit_length())
                    while _t600 >= _t599: _t600 = _st_bits(_t599.bit_length())
                L[2] = _o[_t600]; st.decisions += 1
            elif _decide527(st, L, _o, _t598): return True
            pc = 8
        if pc == 8:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit520(_k, st, _d0): raise _Runaway519()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run529(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k530 or []); L[10] = 0
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
                if ((_c531[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k532 or [])
            fr[1] = 17
            _t601 = L[11]
            _t602 = len(_o)
            if _t602 <= 1 and _st_log is None:
                L[15] = _o[0] if _t602 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t603 = st.chooser(_t602, _t601)
                else:
                    _t603 = _st_bits(_t602.bit_length())
                    while _t603 >= _t602: _t603 = _st_bits(_t602.bit_length())
                L[15] = _o[_t603]; st.decisions += 1
            elif _decide534(st, L, _o, _t601): return True
            pc = 17
        if pc == 17:
            _r = _run535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit520(_k, st, _d0): raise _Runaway519()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit520(_k, st, _d0): raise _Runaway519()
            continue
        if pc == 20:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k537)

# <rulerun animalia.rules: play #156 0769552e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT538[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range542(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run543(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit544(_k545)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit544(_k547)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run548(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit540(_k, st, _d0): raise _Runaway539()
            continue
        if pc == 9:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step550(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k551)

# <rulerun animalia.rules: collecting #157 8279c050>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT552[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k555)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region556(st, L)
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
            _r = _run557(st, L)
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
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run559(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p560(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit561(_k562)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p563(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit561(_k564)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit554(_k, st, _d0): raise _Runaway553()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k566)

# <rulerun animalia.rules: offer #158 3d6a5593>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT567[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region571(st, L)
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
            L[1] = (_o572[L[0]] or []); L[2] = 0
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
            _t604 = L[3]
            _t605 = len(_o)
            if _t605 <= 1 and _st_log is None:
                L[4] = _o[0] if _t605 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t606 = st.chooser(_t605, _t604)
                else:
                    _t606 = _st_bits(_t605.bit_length())
                    while _t606 >= _t605: _t606 = _st_bits(_t605.bit_length())
                L[4] = _o[_t606]; st.decisions += 1
            elif _decide574(st, L, _o, _t604): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p575(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k577)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run578(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit569(_k, st, _d0): raise _Runaway568()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run579(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p575(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k580)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit569(_k, st, _d0): raise _Runaway568()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun animalia.rules: take_lot #159 1d3dc3cd>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT584[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region588(st, L)
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
            _t607 = L[0]
            _t608 = len(_o)
            if _t608 <= 1 and _st_log is None:
                L[5] = _o[0] if _t608 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t609 = st.chooser(_t608, _t607)
                else:
                    _t609 = _st_bits(_t608.bit_length())
                    while _t609 >= _t608: _t609 = _st_bits(_t608.bit_length())
                L[5] = _o[_t609]; st.decisions += 1
            elif _decide590(st, L, _o, _t607): return True
            pc = 3
        if pc == 3:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c592[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p593(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit594(_k595)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c592[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p596(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit594(_k597)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p598(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit594(_k599)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit586(_k, st, _d0): raise _Runaway585()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k600)

# <rulerun animalia.rules: use_spy #160 a4f6ffb9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT601[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t610 = L[0]
            _t611 = len(_o)
            if _t611 <= 1 and _st_log is None:
                L[1] = _o[0] if _t611 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t612 = st.chooser(_t611, _t610)
                else:
                    _t612 = _st_bits(_t611.bit_length())
                    while _t612 >= _t611: _t612 = _st_bits(_t611.bit_length())
                L[1] = _o[_t612]; st.decisions += 1
            elif _decide606(st, L, _o, _t610): return True
            pc = 2
        if pc == 2:
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region608(st, L)
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
            _t613 = L[0]
            _t614 = len(_o)
            if _t614 <= 1 and _st_log is None:
                L[2] = _o[0] if _t614 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t615 = st.chooser(_t614, _t613)
                else:
                    _t615 = _st_bits(_t614.bit_length())
                    while _t615 >= _t614: _t615 = _st_bits(_t614.bit_length())
                L[2] = _o[_t615]; st.decisions += 1
            elif _decide610(st, L, _o[:], _t613): return True
            pc = 5
        if pc == 5:
            _r = _run611(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit603(_k, st, _d0): raise _Runaway602()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k612)

# <rulerun animalia.rules: awards #161 b74a42d7>
def _loop(st, L):
    _st_cvars = st.cvars
    _t618 = 0
    for _t617 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t617] is not None):
            _t618 += 1
    return _t618

# <rulerun animalia.rules: awards #162 6a1ea19c>
def _loop(st, L, _t620):
    _st_cvars = st.cvars
    for _t621 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t621] == _t620):
            return True
    return False

# <rulerun animalia.rules: awards #163 96363454>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT613[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k616)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region617(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step618(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t619 = _NOT_YET
            _o = []
            for _t616 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t616] is None) and (len(_st_zones[(2 + L[0])]) > (_t619 if _t619 is not _NOT_YET else (_t619 := _a619(st, L))))): _o.append(_t616)
            fr[1] = 4
            if _offer620(st, L, _o): return True
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
            for _t620 in _st_zones[(2 + L[0])]:
                if (not _a621(st, L, _t620)): _o.append(_t620)
            fr[1] = 8
            _t623 = L[0]
            _t624 = len(_o)
            if _t624 <= 1 and _st_log is None:
                L[2] = _o[0] if _t624 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t625 = st.chooser(_t624, _t623)
                else:
                    _t625 = _st_bits(_t624.bit_length())
                    while _t625 >= _t624: _t625 = _st_bits(_t624.bit_length())
                L[2] = _o[_t625]; st.decisions += 1
            elif _decide623(st, L, _o, _t623): return True
            pc = 8
        if pc == 8:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region626(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k627 or []); L[10] = 0
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
                if ((_c628[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k629 or [])
            fr[1] = 17
            _t626 = L[11]
            _t627 = len(_o)
            if _t627 <= 1 and _st_log is None:
                L[15] = _o[0] if _t627 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t628 = st.chooser(_t627, _t626)
                else:
                    _t628 = _st_bits(_t627.bit_length())
                    while _t628 >= _t627: _t628 = _st_bits(_t627.bit_length())
                L[15] = _o[_t628]; st.decisions += 1
            elif _decide631(st, L, _o, _t626): return True
            pc = 17
        if pc == 17:
            _r = _run632(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit615(_k, st, _d0): raise _Runaway614()
            continue
        if pc == 20:
            _r = _run633(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k634)

# <rulerun animalia.rules: collecting #164 f6d8288d>
def _loop(st, _i15l0, _t638):
    _st_zones = st.zones
    try:
        _t642 = _c654[_t638]
    except Exception:
        for _t640 in _st_zones[(2 + _i15l0)]:
            if (_c654[_t640] == _c654[_t638]):
                return True
        return False
    else:
        for _t640 in _st_zones[(2 + _i15l0)]:
            if (_c654[_t640] == _t642):
                return True
        return False

# <rulerun animalia.rules: collecting #165 playout 1e69dd41>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k642)
    _t629 = 0; _t630 = st.decisions
    while (not not _st_zones[0]):
        _t629 += 1
        if _t629 > _LIMIT643[0] and _over_limit644(_t629, st, _t630): raise _Runaway645()
        _t631 = []
        for _t632 in (_o646[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t632)]) < 5):
                _t631.append(_t632)
        L[0] = _t631
        if (not (L[0] or ())):
            break
        _t633 = None
        for _t634 in (L[0] or ()):
            _t633 = _t634
            break
        L[1] = _t633
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text649(_audience647(st), [_PlayerRef648(L[1]), ' draws alone']))
            _t637 = _st_zones[0]
            _t636 = 1
            if _st_log is None and _t637:
                _t635 = _t637.pop(); _st_zones[_t636].append(_t635); st.loc[_t635] = _t636
            elif _t637:
                _move_cards650(st, _t637[-1], _t636, False)
            if _p664(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p665(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #166 cc1afdd6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT635[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region639(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range640(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run641(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p666(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit667(_k668)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run669(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p670(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit667(_k671)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run672(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit637(_k, st, _d0): raise _Runaway636()
            continue
        if pc == 9:
            _r = _run673(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step674(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k675)

# <rulerun animalia.rules: play #167 13d6180e>
def _loop(st, p):
    _st_vars = st.vars
    _t654 = 0
    for _t653 in (_k676 or ()):
        _t654 += _st_vars[0 + p][_t653]
    return _t654

# <rulerun animalia.rules: play #168 f3807372>
def _loop(st, p):
    _st_vars = st.vars
    _t656 = 0
    for _t655 in (_k678 or ()):
        _t656 += _times679((_st_vars[0 + p][_t655] // 5), 5)
    return _t656

# <rulerun animalia.rules: rank #169 bc21d8ed>
def _native(st, p):
    return ((_a677(st, p) + _a680(st, p)), )

