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

# <rulerun animalia.rules: collecting #2 01b6597d>
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
    if _memo7: _memo7.clear()

# <rulerun animalia.rules: collecting #3 fcbda55b>
def _native(st, L):
    st.vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #4 81a70bc1>
def _loop(st, _i0l0, _t16):
    _st_zones = st.zones
    try:
        _t20 = _c17[_t16]
    except Exception:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c17[_t18] == _c17[_t16]):
                return True
        return False
    else:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c17[_t18] == _t20):
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

# <rulerun animalia.rules: use_thief #8 playout 43ef2cb1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text27(_audience25(st), [_PlayerRef26(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t29 = []
    for _t30 in (_k28 or []):
        if ((_t30 != _l0) and (not not _st_zones[(2 + _t30)])): _t29.append(_t30)
    if _offer30(st, L, _t29): raise _PlayoutCut29()
    if (L[1] is None):
        return 2
    _t31 = _st_zones[(2 + L[1])]
    _t32 = _l0
    _t33 = len(_t31)
    if not _t33: _no_option32(_t32, 'thief: take which card')
    if _t33 <= 1 and _st_log is None:
        L[2] = _t31[0] if _t33 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t34 = st.chooser(_t33, _t32)
        else:
            _t34 = _st_bits(_t33.bit_length())
            while _t34 >= _t33: _t34 = _st_bits(_t33.bit_length())
        L[2] = _t31[_t34]; st.decisions += 1
    elif _decide33(st, L, _t31[:], _t32): raise _PlayoutCut29()
    if _st_log is not None: _st_log.append(_Text27(_audience25(st), [_PlayerRef26(_l0), ' steals ', _card_ref34(st, L[2]), ' from ', _PlayerRef26(L[1])]))
    _t35 = L[2]
    _t36 = (2 + _l0)
    if type(_t35) is int and _st_log is None:
        _t37 = _st_zones[_st_loc[_t35]]
        if _t37[-1] == _t35: _t37.pop()
        else: _t37.remove(_t35)
        _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
    elif _t35 is not None:
        _move_cards35(st, _t35, _t36, False)
    if _memo36: _memo36.clear()

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout 507c72ad>
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
    if not _t40: _no_option40(_t39, 'spy')
    if _t40 <= 1 and _st_log is None:
        L[1] = _t38[0] if _t40 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t41 = st.chooser(_t40, _t39)
        else:
            _t41 = _st_bits(_t40.bit_length())
            while _t41 >= _t40: _t41 = _st_bits(_t40.bit_length())
        L[1] = _t38[_t41]; st.decisions += 1
    elif _decide41(st, L, _t38, _t39): raise _PlayoutCut38()
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
        _move_cards42(st, _t42, _t43, False)
    if _memo43: _memo43.clear()
    while (not not _st_zones[(10 + _l0)]):
        _budget44[0] -= 1
        if _budget44[0] < 0: _spent45(st)
        _t46 = _st_zones[(10 + _l0)]
        _t47 = _l0
        _t48 = len(_t46)
        if not _t48: _no_option40(_t47, 'spy: put back next (the last one ends on top)')
        if _t48 <= 1 and _st_log is None:
            L[2] = _t46[0] if _t48 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t49 = st.chooser(_t48, _t47)
            else:
                _t49 = _st_bits(_t48.bit_length())
                while _t49 >= _t48: _t49 = _st_bits(_t48.bit_length())
            L[2] = _t46[_t49]; st.decisions += 1
        elif _decide47(st, L, _t46[:], _t47): raise _PlayoutCut38()
        _t50 = L[2]
        _t51 = 0
        if type(_t50) is int and _st_log is None:
            _t52 = _st_zones[_st_loc[_t50]]
            if _t52[-1] == _t50: _t52.pop()
            else: _t52.remove(_t50)
            _st_zones[_t51].append(_t50); _st_loc[_t50] = _t51
        elif _t50 is not None:
            _move_cards42(st, _t50, _t51, False)
        if _memo43: _memo43.clear()

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout ed8c6ec2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t53 = []
    for _t54 in (_k49 or []):
        if ((_t54 != _l0) and (len(_st_zones[(2 + _t54)]) < 5)): _t53.append(_t54)
    if _offer51(st, L, _t53): raise _PlayoutCut50()
    if (L[1] is None):
        return 2
    _t55 = _st_zones[(2 + _l0)]
    _t56 = _l0
    _t57 = len(_t55)
    if not _t57: _no_option53(_t56, 'gift: which card')
    if _t57 <= 1 and _st_log is None:
        L[2] = _t55[0] if _t57 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t58 = st.chooser(_t57, _t56)
        else:
            _t58 = _st_bits(_t57.bit_length())
            while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
        L[2] = _t55[_t58]; st.decisions += 1
    elif _decide54(st, L, _t55[:], _t56): raise _PlayoutCut50()
    if _st_log is not None: _st_log.append(_Text58(_audience55(st), [_PlayerRef56(_l0), ' gives ', _card_ref57(st, L[2]), ' to ', _PlayerRef56(L[1])]))
    _t59 = L[2]
    _t60 = (2 + L[1])
    if type(_t59) is int and _st_log is None:
        _t61 = _st_zones[_st_loc[_t59]]
        if _t61[-1] == _t59: _t61.pop()
        else: _t61.remove(_t59)
        _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
    elif _t59 is not None:
        _move_cards59(st, _t59, _t60, False)
    if _memo60: _memo60.clear()

# <rulerun animalia.rules: take_lot #15 37170dcd>
def _loop(st, L, _t62):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t66 = _c65[_t62]
    except Exception:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c65[_t64] == _c65[_t62]):
                return True
        return False
    else:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c65[_t64] == _t66):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 5d29d8c7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = []
    _t63 = (_st_zones[1][:] or [])
    _budget62[0] -= len(_t63)
    if _budget62[0] < 0: _spent63(st)
    for _t62 in _t63:
        L[4] = _t62
        if ((_c64[_t62] != 'plain') and _a66(st, L, _t62)):
            L[1] = (L[1] + [_t62])
            if len(L[1]) > 1000000: _too_long67(L[1])
        _t68 = _t62
        _t69 = (2 + _l0)
        if type(_t68) is int and _st_log is None:
            _t70 = _st_zones[_st_loc[_t68]]
            if _t70[-1] == _t68: _t70.pop()
            else: _t70.remove(_t68)
            _st_zones[_t69].append(_t68); _st_loc[_t68] = _t69
        elif _t68 is not None:
            _move_cards68(st, _t68, _t69, False)
        if _memo69: _memo69.clear()
    while (not not (L[1] or ())):
        _budget62[0] -= 1
        if _budget62[0] < 0: _spent63(st)
        _t71 = (L[1] or [])
        _t72 = _l0
        _t73 = len(_t71)
        if not _t73: _no_option72(_t72, 'power to resolve next')
        if _t73 <= 1 and _st_log is None:
            L[5] = _t71[0] if _t73 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t74 = st.chooser(_t73, _t72)
            else:
                _t74 = _st_bits(_t73.bit_length())
                while _t74 >= _t73: _t74 = _st_bits(_t73.bit_length())
            L[5] = _t71[_t74]; st.decisions += 1
        elif _decide73(st, L, _t71, _t72): raise _PlayoutCut70()
        L[1] = _remove74(st, L[1], L[5])
        if (_c64[L[5]] == 'thief'):
            if _p75(st, [_l0, None, None]) == 3: return 3
        elif (_c64[L[5]] == 'spy'):
            if _p76(st, [_l0, None, None]) == 3: return 3
        else:
            if _p77(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 playout ea4147e1>
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
        _move_cards79(st, _t77[-1], _t76, False)
    if _memo80: _memo80.clear()
    while True:
        _budget81[0] -= 1
        if _budget81[0] < 0: _spent82(st)
        for _t78 in (_o83[_l0] or []):
            L[3] = _t78
            if not (((len(_st_zones[(2 + _t78)]) < 5) and ((5 - len(_st_zones[(2 + _t78)])) >= len(_st_zones[1])))): continue
            _t79 = ['take', 'pass']
            _t80 = _t78
            _t81 = len(_t79)
            if not _t81: _no_option86(_t80, 'take the lot')
            if _t81 <= 1 and _st_log is None:
                L[4] = _t79[0] if _t81 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t82 = st.chooser(_t81, _t80)
                else:
                    _t82 = _st_bits(_t81.bit_length())
                    while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
                L[4] = _t79[_t82]; st.decisions += 1
            elif _decide87(st, L, _t79, _t80): raise _PlayoutCut84()
            if (L[4] == 'take'):
                if _p88(st, [_t78, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_l0), ' must take the lot']))
            if _p88(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t85 = _st_zones[0]
        _t84 = 1
        if _st_log is None and _t85:
            _t83 = _t85.pop(); _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
        elif _t85:
            _move_cards79(st, _t85[-1], _t84, False)
        if _memo80: _memo80.clear()

# <rulerun animalia.rules: collecting #19 fa178f57>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (not not _st_zones[0]):
        _budget8[0] -= 1
        if _budget8[0] < 0: _spent9(st)
        _t8 = []
        for _t9 in (_o10[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t9)]) < 5):
                _t8.append(_t9)
        L[0] = _t8
        if (not (L[0] or ())):
            break
        _t11 = (L[0] or ())
        _budget8[0] -= len(_t11)
        if _budget8[0] < 0: _spent9(st)
        _t10 = None
        for _t12 in _t11:
            _t10 = _t12
            break
        L[1] = _t10
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text13(_audience11(st), [_PlayerRef12(L[1]), ' draws alone']))
            _t15 = _st_zones[0]
            _t14 = 1
            if _st_log is None and _t15:
                _t13 = _t15.pop(); _st_zones[_t14].append(_t13); st.loc[_t13] = _t14
            elif _t15:
                _move_cards14(st, _t15[-1], _t14, False)
            if _memo15: _memo15.clear()
            if _p78(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p92(st, [L[1], None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #25 af6dea4c>
def _native(st, L):
    _st_zones = st.zones
    _t88 = _st_zones[0]
    _t87 = 1
    if st.log is None and _t88:
        _t86 = _t88.pop(); _st_zones[_t87].append(_t86); st.loc[_t86] = _t87
    elif _t88:
        _move_cards93(st, _t88[-1], _t87, False)
    if _memo94: _memo94.clear()

# <rulerun animalia.rules: offer #26 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #27 143e74c4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text97(_audience95(st), [_PlayerRef96(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 05209fa8>
def _native(st, L):
    _st_zones = st.zones
    _t91 = _st_zones[0]
    _t90 = 1
    if st.log is None and _t91:
        _t89 = _t91.pop(); _st_zones[_t90].append(_t89); st.loc[_t89] = _t90
    elif _t91:
        _move_cards98(st, _t91[-1], _t90, False)
    if _memo99: _memo99.clear()

# <rulerun animalia.rules: offer #30 ce42a287>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget100[0] -= 1
        if _budget100[0] < 0: _spent101(st)
        for _t92 in (_o102[_l0] or []):
            L[3] = _t92
            if not (((len(_st_zones[(2 + _t92)]) < 5) and ((5 - len(_st_zones[(2 + _t92)])) >= len(_st_zones[1])))): continue
            _t93 = ['take', 'pass']
            _t94 = _t92
            _t95 = len(_t93)
            if not _t95: _no_option105(_t94, 'take the lot')
            if _t95 <= 1 and _st_log is None:
                L[4] = _t93[0] if _t95 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t96 = st.chooser(_t95, _t94)
                else:
                    _t96 = _st_bits(_t95.bit_length())
                    while _t96 >= _t95: _t96 = _st_bits(_t95.bit_length())
                L[4] = _t93[_t96]; st.decisions += 1
            elif _decide106(st, L, _t93, _t94): raise _PlayoutCut103()
            if (L[4] == 'take'):
                if _p107(st, [_t92, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text110(_audience108(st), [_PlayerRef109(_l0), ' must take the lot']))
            if _p107(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t99 = _st_zones[0]
        _t98 = 1
        if _st_log is None and _t99:
            _t97 = _t99.pop(); _st_zones[_t98].append(_t97); st.loc[_t97] = _t98
        elif _t99:
            _move_cards111(st, _t99[-1], _t98, False)
        if _memo112: _memo112.clear()

# <rulerun animalia.rules: offer #31 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #32 b3bb5356>
def _native(st, L):
    return _o113[L[0]]

# <rulerun animalia.rules: offer #33 efc6179a>
def _native(st, L):
    _l3 = L[3]
    _st_zones = st.zones
    return ((len(_st_zones[(2 + _l3)]) < 5) and ((5 - len(_st_zones[(2 + _l3)])) >= len(_st_zones[1])))

# <rulerun animalia.rules: offer #34 2ae3434b>
def _native(st, L):
    return ['take', 'pass']

# <rulerun animalia.rules: offer #35 e1677931>
def _native(st, L):
    return (L[4] == 'take')

# <rulerun animalia.rules: offer #36 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #37 fd6e31b4>
def _native(st, L):
    _st_zones = st.zones
    return ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0]))

# <rulerun animalia.rules: offer #38 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #39 7e88b685>
def _loop(st, L, _t100):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t104 = _c117[_t100]
    except Exception:
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c117[_t102] == _c117[_t100]):
                return True
        return False
    else:
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c117[_t102] == _t104):
                return True
        return False

# <rulerun animalia.rules: take_lot #40 3425e42e>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t101 = (_st_zones[1][:] or [])
    _budget114[0] -= len(_t101)
    if _budget114[0] < 0: _spent115(st)
    for _t100 in _t101:
        L[4] = _t100
        if ((_c116[_t100] != 'plain') and _a118(st, L, _t100)):
            L[1] = (L[1] + [_t100])
            if len(L[1]) > 1000000: _too_long119(L[1])
        _t106 = _t100
        _t107 = (2 + L[0])
        if type(_t106) is int and st.log is None:
            _t108 = _st_zones[_st_loc[_t106]]
            if _t108[-1] == _t106: _t108.pop()
            else: _t108.remove(_t106)
            _st_zones[_t107].append(_t106); _st_loc[_t106] = _t107
        elif _t106 is not None:
            _move_cards120(st, _t106, _t107, False)
        if _memo121: _memo121.clear()

# <rulerun animalia.rules: take_lot #41 a3941c00>
def _native(st, L):
    L[1] = _remove122(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #42 48b22976>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        _budget123[0] -= 1
        if _budget123[0] < 0: _spent124(st)
        _t109 = (L[1] or [])
        _t110 = _l0
        _t111 = len(_t109)
        if not _t111: _no_option127(_t110, 'power to resolve next')
        if _t111 <= 1 and _st_log is None:
            L[5] = _t109[0] if _t111 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t112 = st.chooser(_t111, _t110)
            else:
                _t112 = _st_bits(_t111.bit_length())
                while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
            L[5] = _t109[_t112]; st.decisions += 1
        elif _decide128(st, L, _t109, _t110): raise _PlayoutCut125()
        L[1] = _remove129(st, L[1], L[5])
        if (_c130[L[5]] == 'thief'):
            if _p131(st, [_l0, None, None]) == 3: return 3
        elif (_c130[L[5]] == 'spy'):
            if _p132(st, [_l0, None, None]) == 3: return 3
        else:
            if _p133(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #43 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #44 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #45 21719cee>
def _native(st, L):
    return (_c134[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #47 dabc0321>
def _native(st, L):
    return (_c135[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #48 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #50 d92d1860>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text138(_audience136(st), [_PlayerRef137(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #51 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #52 21b016f4>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text142(_audience139(st), [_PlayerRef140(_l0), ' steals ', _card_ref141(st, _l2), ' from ', _PlayerRef140(L[1])]))
    _t113 = _l2
    _t114 = (2 + _l0)
    if type(_t113) is int and _st_log is None:
        _t115 = _st_zones[_st_loc[_t113]]
        if _t115[-1] == _t113: _t115.pop()
        else: _t115.remove(_t113)
        _st_zones[_t114].append(_t113); _st_loc[_t113] = _t114
    elif _t113 is not None:
        _move_cards143(st, _t113, _t114, False)
    if _memo144: _memo144.clear()

# <rulerun animalia.rules: use_thief #53 5208bffa>
def _native(st, L):
    return _k145

# <rulerun animalia.rules: use_thief #54 6388390e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (not not st.zones[(2 + _l1)]))

# <rulerun animalia.rules: use_thief #55 5368d5b4>
def _native(st, L):
    return (2 + L[1])

# <rulerun animalia.rules: use_spy #56 1e0fdbee>
def _native(st, L):
    if (not st.zones[0]):
        return 2

# <rulerun animalia.rules: use_spy #57 8d9dc22f>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t116 = _st_zones[0][:-(5) - 1:-1]
    _t117 = (10 + L[0])
    if type(_t116) is list and st.log is None:
        for _t118 in _t116:
            _t119 = _st_zones[_st_loc[_t118]]
            if _t119[-1] == _t118: _t119.pop()
            else: _t119.remove(_t118)
            _st_zones[_t117].append(_t118); _st_loc[_t118] = _t117
    elif _t116 is not None:
        _move_cards146(st, _t116, _t117, False)
    if _memo147: _memo147.clear()

# <rulerun animalia.rules: use_spy #58 57c891eb>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t120 = L[2]
    _t121 = 0
    if type(_t120) is int and st.log is None:
        _t122 = _st_zones[_st_loc[_t120]]
        if _t122[-1] == _t120: _t122.pop()
        else: _t122.remove(_t120)
        _st_zones[_t121].append(_t120); _st_loc[_t120] = _t121
    elif _t120 is not None:
        _move_cards148(st, _t120, _t121, False)
    if _memo149: _memo149.clear()

# <rulerun animalia.rules: use_spy #59 c8c018df>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        _budget150[0] -= 1
        if _budget150[0] < 0: _spent151(st)
        _t123 = _st_zones[(10 + _l0)]
        _t124 = _l0
        _t125 = len(_t123)
        if not _t125: _no_option154(_t124, 'spy: put back next (the last one ends on top)')
        if _t125 <= 1 and _st_log is None:
            L[2] = _t123[0] if _t125 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t126 = st.chooser(_t125, _t124)
            else:
                _t126 = _st_bits(_t125.bit_length())
                while _t126 >= _t125: _t126 = _st_bits(_t125.bit_length())
            L[2] = _t123[_t126]; st.decisions += 1
        elif _decide155(st, L, _t123[:], _t124): raise _PlayoutCut152()
        _t127 = L[2]
        _t128 = 0
        if type(_t127) is int and _st_log is None:
            _t129 = _st_zones[_st_loc[_t127]]
            if _t129[-1] == _t127: _t129.pop()
            else: _t129.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards156(st, _t127, _t128, False)
        if _memo157: _memo157.clear()

# <rulerun animalia.rules: use_spy #60 1cf859ec>
def _native(st, L):
    return ['look', 'skip']

# <rulerun animalia.rules: use_spy #61 af47ac9d>
def _native(st, L):
    return (not not st.zones[(10 + L[0])])

# <rulerun animalia.rules: use_spy #62 ed750000>
def _native(st, L):
    return (10 + L[0])

# <rulerun animalia.rules: use_gift #63 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_gift #64 09101fd8>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text161(_audience158(st), [_PlayerRef159(L[0]), ' gives ', _card_ref160(st, _l2), ' to ', _PlayerRef159(_l1)]))
    _t130 = _l2
    _t131 = (2 + _l1)
    if type(_t130) is int and _st_log is None:
        _t132 = _st_zones[_st_loc[_t130]]
        if _t132[-1] == _t130: _t132.pop()
        else: _t132.remove(_t130)
        _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
    elif _t130 is not None:
        _move_cards162(st, _t130, _t131, False)
    if _memo163: _memo163.clear()

# <rulerun animalia.rules: use_gift #65 3aa7d168>
def _native(st, L):
    return _k164

# <rulerun animalia.rules: use_gift #66 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #67 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #68 05213325>
def _loop(st, _t133):
    _t136 = 0
    for _t135 in st.zones[(2 + _t133)]:
        _t136 += _c171[_t135]
    return _t136

# <rulerun animalia.rules: elegance_bonuses #69 ab5b806c>
def _loop(st, _t139):
    _t141 = 0
    for _t140 in st.zones[(2 + _t139)]:
        _t141 += _c177[_t140]
    return _t141

# <rulerun animalia.rules: elegance_bonuses #70 7c274db6>
def _loop(st, _t146):
    _t148 = 0
    for _t147 in st.zones[(2 + _t146)]:
        _t148 += _c180[_t147]
    return _t148

# <rulerun animalia.rules: give_bonus #71 f12ada1f>
def _loop(st, L):
    _t152 = 0
    for _t151 in st.zones[(2 + L[0])]:
        _t152 += _c182[_t151]
    return _t152

# <rulerun animalia.rules: give_bonus #72 41459711>
def _loop(st, L):
    _t154 = 0
    for _t153 in st.zones[(2 + L[0])]:
        _t154 += _c187[_t153]
    return _t154

# <rulerun animalia.rules: give_bonus #73 845c17e5>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and ((_memo184[_l0] if _l0 in _memo184 else _memo184.setdefault(_l0, _a183(st, L))) <= 0)):
        if _st_log is not None: _st_log.append(_Text190(_audience185(st), [_PlayerRef186(_l0), ' gets no bonus (elegance ', _plain189((_memo184[_l0] if _l0 in _memo184 else _memo184.setdefault(_l0, _a188(st, L)))), ')']))
        return 2
    _t155 = _st_zones[0][:-(L[1]) - 1:-1]
    _t156 = (6 + _l0)
    if type(_t155) is list and _st_log is None:
        for _t157 in _t155:
            _t158 = _st_zones[_st_loc[_t157]]
            if _t158[-1] == _t157: _t158.pop()
            else: _t158.remove(_t157)
            _st_zones[_t156].append(_t157); _st_loc[_t157] = _t156
    elif _t155 is not None:
        _move_cards191(st, _t155, _t156, False)
    if _memo184: _memo184.clear()

# <rulerun animalia.rules: elegance_bonuses #74 995f10f3>
def _loop(st, L):
    _t159 = (L[4] or ())
    _budget193[0] -= len(_t159)
    if _budget193[0] < 0: _spent194(st)
    for _t160 in _t159:
        return _t160
    return None

# <rulerun animalia.rules: elegance_bonuses #75 c861492f>
def _loop(st, _t165):
    _t167 = 0
    for _t166 in st.zones[(2 + _t165)]:
        _t167 += _c197[_t166]
    return _t167

# <rulerun animalia.rules: elegance_bonuses #76 6d2d38a4>
def _loop(st, _t165):
    _t169 = 0
    for _t168 in st.zones[(2 + _t165)]:
        _t169 += _c199[_t168]
    return _t169

# <rulerun animalia.rules: elegance_bonuses #77 64210030>
def _loop(st, _t171):
    _t174 = 0
    for _t173 in st.zones[(2 + _t171)]:
        _t174 += _c202[_t173]
    return _t174

# <rulerun animalia.rules: elegance_bonuses #78 6e94dc21>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k165)
    _t134 = (_k166 or [])
    _budget167[0] -= len(_t134)
    if _budget167[0] < 0: _spent168(st)
    for _t133 in _t134:
        L[2] = _t133
        if _st_log is not None: _st_log.append(_Text175(_audience169(st), [_PlayerRef170(_t133), ': elegance ', _plain174((_memo173[_t133] if _t133 in _memo173 else _memo173.setdefault(_t133, _a172(st, _t133))))]))
    _t138 = (_k176 or ())
    _budget167[0] -= len(_t138)
    if _budget167[0] < 0: _spent168(st)
    _t137 = None
    for _t139 in _t138:
        _t142 = (_memo173[_t139] if _t139 in _memo173 else _memo173.setdefault(_t139, _a178(st, _t139)))
        if _t137 is None or _t142 > _t137:
            _t137 = _t142
    L[3] = _t137
    _t144 = L[3]
    _t145 = (_k179 or ())
    _budget167[0] -= len(_t145)
    if _budget167[0] < 0: _spent168(st)
    _t143 = []
    for _t146 in _t145:
        if ((_memo173[_t146] if _t146 in _memo173 else _memo173.setdefault(_t146, _a181(st, _t146))) == _t144):
            _t143.append(_t146)
    L[4] = _t143
    if (len((L[4] or ())) > 1):
        _t150 = (L[4] or [])
        _budget167[0] -= len(_t150)
        if _budget167[0] < 0: _spent168(st)
        for _t149 in _t150:
            L[7] = _t149
            if _p192(st, [_t149, 1]) == 3: return 3
    else:
        if _p192(st, [_a195(st, L), 2]) == 3: return 3
        _t163 = L[3]
        _t164 = (_k196 or ())
        _budget167[0] -= len(_t164)
        if _budget167[0] < 0: _spent168(st)
        _t162 = None
        for _t165 in _t164:
            if ((_memo173[_t165] if _t165 in _memo173 else _memo173.setdefault(_t165, _a198(st, _t165))) < _t163):
                _t170 = (_memo173[_t165] if _t165 in _memo173 else _memo173.setdefault(_t165, _a200(st, _t165)))
                if _t162 is None or _t170 > _t162:
                    _t162 = _t170
        L[8] = _t162
        _t172 = (_k201 or [])
        _budget167[0] -= len(_t172)
        if _budget167[0] < 0: _spent168(st)
        for _t171 in _t172:
            L[11] = _t171
            if not (((L[8] is not None) and ((_memo173[_t171] if _t171 in _memo173 else _memo173.setdefault(_t171, _a203(st, _t171))) == L[8]))): continue
            if _p192(st, [_t171, 1]) == 3: return 3

# <rulerun animalia.rules: awards #79 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #80 d65ce03e>
def _loop(st, _t175):
    _st_cvars = st.cvars
    _t179 = 0
    for _t178 in st.zones[(6 + _t175)]:
        if (_st_cvars[31 + _t178] is not None):
            _t179 += 1
    return _t179

# <rulerun animalia.rules: awards #81 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #82 f38a6b71>
def _loop(st, _t175, _t182):
    _st_cvars = st.cvars
    for _t183 in st.zones[(6 + _t175)]:
        if (_st_cvars[31 + _t183] == _t182):
            return True
    return False

# <rulerun animalia.rules: awards #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #84 05bc4987>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t175 in (_k204 or []):
        st.thread_player = st.inline_thread = _t175
        _i1 = L[:]; _i1[0] = _t175
        while True:
            _budget205[0] -= 1
            if _budget205[0] < 0: _spent206(st)
            _t180 = _NOT_YET
            _t176 = []
            for _t177 in _st_zones[(6 + _t175)]:
                if ((_st_cvars[31 + _t177] is None) and (len(_st_zones[(2 + _t175)]) > (_t180 if _t180 is not _NOT_YET else (_t180 := _a207(st, _t175))))): _t176.append(_t177)
            if _offer209(st, _i1, _t176): raise _PlayoutCut208()
            if (_i1[1] is None):
                break
            _t181 = []
            for _t182 in _st_zones[(2 + _t175)]:
                if (not _a210(st, _t175, _t182)): _t181.append(_t182)
            _t185 = _t175
            _t186 = len(_t181)
            if not _t186: _no_option212(_t185, 'the card it replaces')
            if _t186 <= 1:
                _i1[2] = _t181[0] if _t186 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t187 = st.chooser(_t186, _t185)
                else:
                    _t187 = _st_bits(_t186.bit_length())
                    while _t187 >= _t186: _t187 = _st_bits(_t186.bit_length())
                _i1[2] = _t181[_t187]; st.decisions += 1
            elif _decide213(st, _i1, _t181, _t185): raise _PlayoutCut208()
            _st_cvars[31 + _i1[1]] = _i1[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #85 e5dfcacd>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t189 = (_k214 or [])
    _budget215[0] -= len(_t189)
    if _budget215[0] < 0: _spent216(st)
    for _t188 in _t189:
        L[5] = _t188
        for _t190 in _st_zones[(6 + _t188)][:]:
            L[8] = _t190
            if not ((_st_cvars[31 + _t190] is not None)): continue
            if _st_log is not None: _st_log.append(_Text220(_audience217(st), [_PlayerRef218(_t188), ' swaps ', _card_ref219(st, _st_cvars[31 + _t190]), ' for a bonus card']))
            _t191 = _st_cvars[31 + _t190]
            _t192 = 14
            if type(_t191) is int and _st_log is None:
                _t193 = _st_zones[_st_loc[_t191]]
                if _t193[-1] == _t191: _t193.pop()
                else: _t193.remove(_t191)
                _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
            elif _t191 is not None:
                _move_cards221(st, _t191, _t192, False)
            if _memo222: _memo222.clear()
            _st_cvars[31 + _t190] = None
            _t194 = _t190
            _t195 = (2 + _t188)
            if type(_t194) is int and _st_log is None:
                _t196 = _st_zones[_st_loc[_t194]]
                if _t196[-1] == _t194: _t196.pop()
                else: _t196.remove(_t194)
                _st_zones[_t195].append(_t194); _st_loc[_t194] = _t195
            elif _t194 is not None:
                _move_cards221(st, _t194, _t195, False)
            if _memo222: _memo222.clear()

# <rulerun animalia.rules: awards #86 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #87 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #88 68b8e204>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t198 = (_k223 or [])
    _budget224[0] -= len(_t198)
    if _budget224[0] < 0: _spent225(st)
    for _t197 in _t198:
        L[11] = _t197
        for _t199 in st.zones[(2 + _t197)][:]:
            L[14] = _t199
            if not (((_c226[_t199] is None) and True)): continue
            _t200 = (_k227 or [])
            _t201 = _t197
            _t202 = len(_t200)
            if not _t202: _no_option230(_t201, "the owl's species")
            if _t202 <= 1 and _st_log is None:
                L[15] = _t200[0] if _t202 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t203 = st.chooser(_t202, _t201)
                else:
                    _t203 = _st_bits(_t202.bit_length())
                    while _t203 >= _t202: _t203 = _st_bits(_t202.bit_length())
                L[15] = _t200[_t203]; st.decisions += 1
            elif _decide231(st, L, _t200, _t201): raise _PlayoutCut228()
            st.cvars[_t199] = L[15]

# <rulerun animalia.rules: awards #89 a3dbbe79>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t205 = (_k232 or [])
    _budget233[0] -= len(_t205)
    if _budget233[0] < 0: _spent234(st)
    for _t204 in _t205:
        L[18] = _t204
        _t206 = []
        for _t207 in _st_zones[(2 + _t204)]:
            _t206.append((_st_cvars[_t207] if (_c235[_t207] is None) else _c235[_t207]))
        L[19] = _t206
        _t209 = L[19]
        _t208 = 0
        for _t210 in (_k236 or ()):
            if (_t210 in (_t209 or ())):
                _t208 += 1
        L[20] = _t208
        if ((len(_st_zones[(2 + _t204)]) == 5) and (L[20] == 5)):
            for _t211 in (_k237 or []):
                L[23] = _t211
                _st_vars[0 + _t204][_t211] = (_t212 if -1000000000000000000 <= (_t212 := _st_vars[0 + _t204][_t211] + 1) <= 1000000000000000000 else _beyond238(_t212))
                if _memo239: _memo239.clear()
                if _memo240: _memo240.clear()
        else:
            _t214 = (_k241 or [])
            _budget233[0] -= len(_t214)
            if _budget233[0] < 0: _spent234(st)
            for _t213 in _t214:
                L[26] = _t213
                L[27] = (L[19] or ()).count(_t213)
                if (L[27] >= 2):
                    _st_vars[0 + _t204][_t213] = (_t215 if -1000000000000000000 <= (_t215 := _st_vars[0 + _t204][_t213] + L[27]) <= 1000000000000000000 else _beyond238(_t215))
                    if _memo239: _memo239.clear()
                    if _memo240: _memo240.clear()
        if _st_log is not None: _st_log.append(_Text245(_audience242(st), [_PlayerRef243(_t204), ' medals: ', _plain244(_st_vars[0 + _t204])]))
    _t217 = (_k246 or [])
    _budget233[0] -= len(_t217)
    if _budget233[0] < 0: _spent234(st)
    for _t216 in _t217:
        L[30] = _t216
        for _t218 in _st_zones[(2 + _t216)][:]:
            L[33] = _t218
            _st_cvars[_t218] = None
        _t219 = (2 + _t216)
        _t220 = 0
        if _st_log is None and _t219 != _t220:
            _t221 = _st_zones[_t219]; _st_zones[_t220] += _t221
            for _t222 in _t221: _st_loc[_t222] = _t220
            _t221.clear()
        else:
            _move_cards247(st, _st_zones[_t219][:], _t220, False)
        if _memo248: _memo248.clear()
    _t223 = 14
    _t224 = 0
    if _st_log is None and _t223 != _t224:
        _t225 = _st_zones[_t223]; _st_zones[_t224] += _t225
        for _t226 in _t225: _st_loc[_t226] = _t224
        _t225.clear()
    else:
        _move_cards247(st, _st_zones[_t223][:], _t224, False)
    if _memo248: _memo248.clear()

# <rulerun animalia.rules: awards #90 5a90eb02>
def _native(st, L):
    return _k249

# <rulerun animalia.rules: awards #91 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #92 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #93 d552ba07>
def _loop(st, L):
    _st_cvars = st.cvars
    _t228 = 0
    for _t227 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t227] is not None):
            _t228 += 1
    return _t228

# <rulerun animalia.rules: awards #94 78f69a63>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a250(st, L)))

# <rulerun animalia.rules: awards #95 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #96 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #97 b32505f8>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t229 = False
    for _t230 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t230] == _l2):
            _t229 = True
            break
    return (not _t229)

# <rulerun animalia.rules: awards #98 54f95897>
def _native(st, L):
    return _k251

# <rulerun animalia.rules: awards #99 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #100 84242b08>
def _native(st, L):
    return ((_c252[L[14]] is None) and True)

# <rulerun animalia.rules: awards #101 a86273d0>
def _native(st, L):
    return _k253

# <rulerun animalia.rules: play #102 112079f4>
def _native(st, L):
    st.vars[4] = _random_item254(st, _k255)

# <rulerun animalia.rules: play #103 9d5df435>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text258(_audience256(st), ['Season ', _plain257(L[2])]))
    _shuffle_zone259(st, 0)

# <rulerun animalia.rules: play #104 18437ede>
def _loop(st, _t231):
    _t234 = 0
    for _t233 in st.zones[(2 + _t231)]:
        _t234 += _c266[_t233]
    return _t234

# <rulerun animalia.rules: play #105 c3719305>
def _loop(st, _t237):
    _t239 = 0
    for _t238 in st.zones[(2 + _t237)]:
        _t239 += _c272[_t238]
    return _t239

# <rulerun animalia.rules: play #106 1cfbee7c>
def _loop(st, _t244):
    _t246 = 0
    for _t245 in st.zones[(2 + _t244)]:
        _t246 += _c275[_t245]
    return _t246

# <rulerun animalia.rules: play #107 6f1cc82a>
def _loop(st, _i2):
    _t249 = (_i2[4] or ())
    _budget278[0] -= len(_t249)
    if _budget278[0] < 0: _spent279(st)
    for _t250 in _t249:
        return _t250
    return None

# <rulerun animalia.rules: play #108 33efb4a3>
def _loop(st, _t255):
    _t257 = 0
    for _t256 in st.zones[(2 + _t255)]:
        _t257 += _c282[_t256]
    return _t257

# <rulerun animalia.rules: play #109 2a778c9e>
def _loop(st, _t255):
    _t259 = 0
    for _t258 in st.zones[(2 + _t255)]:
        _t259 += _c284[_t258]
    return _t259

# <rulerun animalia.rules: play #110 7aefa49d>
def _loop(st, _t261):
    _t264 = 0
    for _t263 in st.zones[(2 + _t261)]:
        _t264 += _c287[_t263]
    return _t264

# <rulerun animalia.rules: play #111 8354ec1c>
def _native(st, L):
    if _p290(st, _k289[:]) == 3: return 3

# <rulerun animalia.rules: play #112 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: take_lot #113 09f030eb>
def _loop(st, L, _t275):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t279 = _c301[_t275]
    except Exception:
        for _t277 in _st_zones[(2 + _l0)]:
            if (_c301[_t277] == _c301[_t275]):
                return True
        return False
    else:
        for _t277 in _st_zones[(2 + _l0)]:
            if (_c301[_t277] == _t279):
                return True
        return False

# <rulerun animalia.rules: use_thief #114 playout, without a log 2e997bcb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t288 = []
    for _t289 in (_k311 or []):
        if ((_t289 != _l0) and (not not _st_zones[(2 + _t289)])): _t288.append(_t289)
    if _offer313(st, L, _t288): raise _PlayoutCut312()
    if (L[1] is None):
        return 2
    _t290 = _st_zones[(2 + L[1])]
    _t291 = _l0
    _t292 = len(_t290)
    if not _t292: _no_option315(_t291, 'thief: take which card')
    if _t292 <= 1:
        L[2] = _t290[0] if _t292 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t293 = st.chooser(_t292, _t291)
        else:
            _t293 = _st_bits(_t292.bit_length())
            while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
        L[2] = _t290[_t293]; st.decisions += 1
    elif _decide316(st, L, _t290[:], _t291): raise _PlayoutCut312()
    _t294 = L[2]
    _t295 = (2 + _l0)
    if type(_t294) is int:
        _t296 = _st_zones[_st_loc[_t294]]
        if _t296[-1] == _t294: _t296.pop()
        else: _t296.remove(_t294)
        _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
    elif _t294 is not None:
        _move_cards317(st, _t294, _t295, False)
    if _memo318: _memo318.clear()

# <rulerun animalia.rules: use_spy #115 playout, without a log 142a402b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t297 = ['look', 'skip']
    _t298 = _l0
    _t299 = len(_t297)
    if not _t299: _no_option322(_t298, 'spy')
    if _t299 <= 1:
        L[1] = _t297[0] if _t299 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t300 = st.chooser(_t299, _t298)
        else:
            _t300 = _st_bits(_t299.bit_length())
            while _t300 >= _t299: _t300 = _st_bits(_t299.bit_length())
        L[1] = _t297[_t300]; st.decisions += 1
    elif _decide323(st, L, _t297, _t298): raise _PlayoutCut320()
    if (L[1] == 'skip'):
        return 2
    _t301 = _st_zones[0][:-(5) - 1:-1]
    _t302 = (10 + _l0)
    if type(_t301) is list:
        for _t303 in _t301:
            _t304 = _st_zones[_st_loc[_t303]]
            if _t304[-1] == _t303: _t304.pop()
            else: _t304.remove(_t303)
            _st_zones[_t302].append(_t303); _st_loc[_t303] = _t302
    elif _t301 is not None:
        _move_cards324(st, _t301, _t302, False)
    if _memo325: _memo325.clear()
    while (not not _st_zones[(10 + _l0)]):
        _budget326[0] -= 1
        if _budget326[0] < 0: _spent327(st)
        _t305 = _st_zones[(10 + _l0)]
        _t306 = _l0
        _t307 = len(_t305)
        if not _t307: _no_option322(_t306, 'spy: put back next (the last one ends on top)')
        if _t307 <= 1:
            L[2] = _t305[0] if _t307 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t308 = st.chooser(_t307, _t306)
            else:
                _t308 = _st_bits(_t307.bit_length())
                while _t308 >= _t307: _t308 = _st_bits(_t307.bit_length())
            L[2] = _t305[_t308]; st.decisions += 1
        elif _decide329(st, L, _t305[:], _t306): raise _PlayoutCut320()
        _t309 = L[2]
        _t310 = 0
        if type(_t309) is int:
            _t311 = _st_zones[_st_loc[_t309]]
            if _t311[-1] == _t309: _t311.pop()
            else: _t311.remove(_t309)
            _st_zones[_t310].append(_t309); _st_loc[_t309] = _t310
        elif _t309 is not None:
            _move_cards324(st, _t309, _t310, False)
        if _memo325: _memo325.clear()

# <rulerun animalia.rules: use_gift #116 playout, without a log 23cfb55a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t312 = []
    for _t313 in (_k331 or []):
        if ((_t313 != _l0) and (len(_st_zones[(2 + _t313)]) < 5)): _t312.append(_t313)
    if _offer333(st, L, _t312): raise _PlayoutCut332()
    if (L[1] is None):
        return 2
    _t314 = _st_zones[(2 + _l0)]
    _t315 = _l0
    _t316 = len(_t314)
    if not _t316: _no_option335(_t315, 'gift: which card')
    if _t316 <= 1:
        L[2] = _t314[0] if _t316 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t317 = st.chooser(_t316, _t315)
        else:
            _t317 = _st_bits(_t316.bit_length())
            while _t317 >= _t316: _t317 = _st_bits(_t316.bit_length())
        L[2] = _t314[_t317]; st.decisions += 1
    elif _decide336(st, L, _t314[:], _t315): raise _PlayoutCut332()
    _t318 = L[2]
    _t319 = (2 + L[1])
    if type(_t318) is int:
        _t320 = _st_zones[_st_loc[_t318]]
        if _t320[-1] == _t318: _t320.pop()
        else: _t320.remove(_t318)
        _st_zones[_t319].append(_t318); _st_loc[_t318] = _t319
    elif _t318 is not None:
        _move_cards337(st, _t318, _t319, False)
    if _memo338: _memo338.clear()

# <rulerun animalia.rules: take_lot #117 playout, without a log d2032db0>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t276 = (_st_zones[1][:] or [])
    _budget298[0] -= len(_t276)
    if _budget298[0] < 0: _spent299(st)
    for _t275 in _t276:
        L[4] = _t275
        if ((_c300[_t275] != 'plain') and _a302(st, L, _t275)):
            L[1] = (L[1] + [_t275])
            if len(L[1]) > 1000000: _too_long303(L[1])
        _t281 = _t275
        _t282 = (2 + _l0)
        if type(_t281) is int:
            _t283 = _st_zones[_st_loc[_t281]]
            if _t283[-1] == _t281: _t283.pop()
            else: _t283.remove(_t281)
            _st_zones[_t282].append(_t281); _st_loc[_t281] = _t282
        elif _t281 is not None:
            _move_cards304(st, _t281, _t282, False)
        if _memo305: _memo305.clear()
    while (not not (L[1] or ())):
        _budget298[0] -= 1
        if _budget298[0] < 0: _spent299(st)
        _t284 = (L[1] or [])
        _t285 = _l0
        _t286 = len(_t284)
        if not _t286: _no_option308(_t285, 'power to resolve next')
        if _t286 <= 1:
            L[5] = _t284[0] if _t286 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t287 = st.chooser(_t286, _t285)
            else:
                _t287 = _st_bits(_t286.bit_length())
                while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
            L[5] = _t284[_t287]; st.decisions += 1
        elif _decide309(st, L, _t284, _t285): raise _PlayoutCut306()
        L[1] = _remove310(st, L[1], L[5])
        if (_c300[L[5]] == 'thief'):
            if _p319(st, [_l0, None, None]) == 3: return 3
        elif (_c300[L[5]] == 'spy'):
            if _p330(st, [_l0, None, None]) == 3: return 3
        else:
            if _p339(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #118 playout, without a log f73d7026>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t323 = _st_zones[0]
    _t322 = 1
    if _t323:
        _t321 = _t323.pop(); _st_zones[_t322].append(_t321); _st_loc[_t321] = _t322
    if _memo342: _memo342.clear()
    while True:
        _budget343[0] -= 1
        if _budget343[0] < 0: _spent344(st)
        for _t324 in (_o345[_l0] or []):
            L[3] = _t324
            if not (((len(_st_zones[(2 + _t324)]) < 5) and ((5 - len(_st_zones[(2 + _t324)])) >= len(_st_zones[1])))): continue
            _t325 = ['take', 'pass']
            _t326 = _t324
            _t327 = len(_t325)
            if not _t327: _no_option348(_t326, 'take the lot')
            if _t327 <= 1:
                L[4] = _t325[0] if _t327 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[4] = _t325[_t328]; st.decisions += 1
            elif _decide349(st, L, _t325, _t326): raise _PlayoutCut346()
            if (L[4] == 'take'):
                if _p350(st, [_t324, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p350(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t331 = _st_zones[0]
        _t330 = 1
        if _t331:
            _t329 = _t331.pop(); _st_zones[_t330].append(_t329); _st_loc[_t329] = _t330
        if _memo342: _memo342.clear()

# <rulerun animalia.rules: elegance_bonuses #119 e7ab94c7>
def _loop(st, _t336):
    _t338 = 0
    for _t337 in st.zones[(2 + _t336)]:
        _t338 += _c356[_t337]
    return _t338

# <rulerun animalia.rules: elegance_bonuses #120 8baa676a>
def _loop(st, _t343):
    _t345 = 0
    for _t344 in st.zones[(2 + _t343)]:
        _t345 += _c360[_t344]
    return _t345

# <rulerun animalia.rules: give_bonus #121 598c9dbe>
def _loop(st, L):
    _t349 = 0
    for _t348 in st.zones[(2 + L[0])]:
        _t349 += _c362[_t348]
    return _t349

# <rulerun animalia.rules: give_bonus #122 playout, without a log e4cca31a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and ((_memo364[_l0] if _l0 in _memo364 else _memo364.setdefault(_l0, _a363(st, L))) <= 0)):
        return 2
    _t350 = _st_zones[0][:-(L[1]) - 1:-1]
    _t351 = (6 + _l0)
    if type(_t350) is list:
        for _t352 in _t350:
            _t353 = _st_zones[_st_loc[_t352]]
            if _t353[-1] == _t352: _t353.pop()
            else: _t353.remove(_t352)
            _st_zones[_t351].append(_t352); _st_loc[_t352] = _t351
    elif _t350 is not None:
        _move_cards365(st, _t350, _t351, False)
    if _memo364: _memo364.clear()

# <rulerun animalia.rules: elegance_bonuses #123 aba8491a>
def _loop(st, L):
    _t354 = (L[4] or ())
    _budget367[0] -= len(_t354)
    if _budget367[0] < 0: _spent368(st)
    for _t355 in _t354:
        return _t355
    return None

# <rulerun animalia.rules: elegance_bonuses #124 7d3bf79a>
def _loop(st, _t360):
    _t362 = 0
    for _t361 in st.zones[(2 + _t360)]:
        _t362 += _c371[_t361]
    return _t362

# <rulerun animalia.rules: elegance_bonuses #125 3a131354>
def _loop(st, _t360):
    _t364 = 0
    for _t363 in st.zones[(2 + _t360)]:
        _t364 += _c373[_t363]
    return _t364

# <rulerun animalia.rules: elegance_bonuses #126 c7b591cc>
def _loop(st, _t366):
    _t369 = 0
    for _t368 in st.zones[(2 + _t366)]:
        _t369 += _c376[_t368]
    return _t369

# <rulerun animalia.rules: elegance_bonuses #127 playout, without a log f803c3b2>
def _native(st, L):
    _t333 = (_k352 or [])
    _budget353[0] -= len(_t333)
    if _budget353[0] < 0: _spent354(st)
    for _t332 in _t333:
        L[2] = _t332
        pass
    _t335 = (_k355 or ())
    _budget353[0] -= len(_t335)
    if _budget353[0] < 0: _spent354(st)
    _t334 = None
    for _t336 in _t335:
        _t339 = (_memo358[_t336] if _t336 in _memo358 else _memo358.setdefault(_t336, _a357(st, _t336)))
        if _t334 is None or _t339 > _t334:
            _t334 = _t339
    L[3] = _t334
    _t341 = L[3]
    _t342 = (_k359 or ())
    _budget353[0] -= len(_t342)
    if _budget353[0] < 0: _spent354(st)
    _t340 = []
    for _t343 in _t342:
        if ((_memo358[_t343] if _t343 in _memo358 else _memo358.setdefault(_t343, _a361(st, _t343))) == _t341):
            _t340.append(_t343)
    L[4] = _t340
    if (len((L[4] or ())) > 1):
        _t347 = (L[4] or [])
        _budget353[0] -= len(_t347)
        if _budget353[0] < 0: _spent354(st)
        for _t346 in _t347:
            L[7] = _t346
            if _p366(st, [_t346, 1]) == 3: return 3
    else:
        if _p366(st, [_a369(st, L), 2]) == 3: return 3
        _t358 = L[3]
        _t359 = (_k370 or ())
        _budget353[0] -= len(_t359)
        if _budget353[0] < 0: _spent354(st)
        _t357 = None
        for _t360 in _t359:
            if ((_memo358[_t360] if _t360 in _memo358 else _memo358.setdefault(_t360, _a372(st, _t360))) < _t358):
                _t365 = (_memo358[_t360] if _t360 in _memo358 else _memo358.setdefault(_t360, _a374(st, _t360)))
                if _t357 is None or _t365 > _t357:
                    _t357 = _t365
        L[8] = _t357
        _t367 = (_k375 or [])
        _budget353[0] -= len(_t367)
        if _budget353[0] < 0: _spent354(st)
        for _t366 in _t367:
            L[11] = _t366
            if not (((L[8] is not None) and ((_memo358[_t366] if _t366 in _memo358 else _memo358.setdefault(_t366, _a377(st, _t366))) == L[8]))): continue
            if _p366(st, [_t366, 1]) == 3: return 3

# <rulerun animalia.rules: play #128 2d1c387e>
def _loop(st, _t370):
    _st_cvars = st.cvars
    _t374 = 0
    for _t373 in st.zones[(6 + _t370)]:
        if (_st_cvars[31 + _t373] is not None):
            _t374 += 1
    return _t374

# <rulerun animalia.rules: play #129 8ac0a0a4>
def _loop(st, _t370, _t377):
    _st_cvars = st.cvars
    for _t378 in st.zones[(6 + _t370)]:
        if (_st_cvars[31 + _t378] == _t377):
            return True
    return False

# <rulerun animalia.rules: awards #130 a028f619>
def _loop(st, _t422):
    _st_cvars = st.cvars
    _t426 = 0
    for _t425 in st.zones[(6 + _t422)]:
        if (_st_cvars[31 + _t425] is not None):
            _t426 += 1
    return _t426

# <rulerun animalia.rules: awards #131 b6f24820>
def _loop(st, _t422, _t429):
    _st_cvars = st.cvars
    for _t430 in st.zones[(6 + _t422)]:
        if (_st_cvars[31 + _t430] == _t429):
            return True
    return False

# <rulerun animalia.rules: awards #132 playout, without a log 72d21e88>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t422 in (_k402 or []):
        st.thread_player = st.inline_thread = _t422
        _i6 = L[:]; _i6[0] = _t422
        while True:
            _budget403[0] -= 1
            if _budget403[0] < 0: _spent404(st)
            _t427 = _NOT_YET
            _t423 = []
            for _t424 in _st_zones[(6 + _t422)]:
                if ((_st_cvars[31 + _t424] is None) and (len(_st_zones[(2 + _t422)]) > (_t427 if _t427 is not _NOT_YET else (_t427 := _a405(st, _t422))))): _t423.append(_t424)
            if _offer407(st, _i6, _t423): raise _PlayoutCut406()
            if (_i6[1] is None):
                break
            _t428 = []
            for _t429 in _st_zones[(2 + _t422)]:
                if (not _a408(st, _t422, _t429)): _t428.append(_t429)
            _t432 = _t422
            _t433 = len(_t428)
            if not _t433: _no_option410(_t432, 'the card it replaces')
            if _t433 <= 1:
                _i6[2] = _t428[0] if _t433 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t434 = st.chooser(_t433, _t432)
                else:
                    _t434 = _st_bits(_t433.bit_length())
                    while _t434 >= _t433: _t434 = _st_bits(_t433.bit_length())
                _i6[2] = _t428[_t434]; st.decisions += 1
            elif _decide411(st, _i6, _t428, _t432): raise _PlayoutCut406()
            _st_cvars[31 + _i6[1]] = _i6[2]
    st.thread_player = st.inline_thread = None
    _t436 = (_k412 or [])
    _budget403[0] -= len(_t436)
    if _budget403[0] < 0: _spent404(st)
    for _t435 in _t436:
        L[5] = _t435
        for _t437 in _st_zones[(6 + _t435)][:]:
            L[8] = _t437
            if not ((_st_cvars[31 + _t437] is not None)): continue
            _t438 = _st_cvars[31 + _t437]
            _t439 = 14
            if type(_t438) is int:
                _t440 = _st_zones[_st_loc[_t438]]
                if _t440[-1] == _t438: _t440.pop()
                else: _t440.remove(_t438)
                _st_zones[_t439].append(_t438); _st_loc[_t438] = _t439
            elif _t438 is not None:
                _move_cards413(st, _t438, _t439, False)
            if _memo414: _memo414.clear()
            _st_cvars[31 + _t437] = None
            _t441 = _t437
            _t442 = (2 + _t435)
            if type(_t441) is int:
                _t443 = _st_zones[_st_loc[_t441]]
                if _t443[-1] == _t441: _t443.pop()
                else: _t443.remove(_t441)
                _st_zones[_t442].append(_t441); _st_loc[_t441] = _t442
            elif _t441 is not None:
                _move_cards413(st, _t441, _t442, False)
            if _memo414: _memo414.clear()
    _t445 = (_k415 or [])
    _budget403[0] -= len(_t445)
    if _budget403[0] < 0: _spent404(st)
    for _t444 in _t445:
        L[11] = _t444
        for _t446 in _st_zones[(2 + _t444)][:]:
            L[14] = _t446
            if not (((_c416[_t446] is None) and True)): continue
            _t447 = (_k417 or [])
            _t448 = _t444
            _t449 = len(_t447)
            if not _t449: _no_option410(_t448, "the owl's species")
            if _t449 <= 1:
                L[15] = _t447[0] if _t449 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t450 = st.chooser(_t449, _t448)
                else:
                    _t450 = _st_bits(_t449.bit_length())
                    while _t450 >= _t449: _t450 = _st_bits(_t449.bit_length())
                L[15] = _t447[_t450]; st.decisions += 1
            elif _decide419(st, L, _t447, _t448): raise _PlayoutCut406()
            _st_cvars[_t446] = L[15]
    _t452 = (_k420 or [])
    _budget403[0] -= len(_t452)
    if _budget403[0] < 0: _spent404(st)
    for _t451 in _t452:
        L[18] = _t451
        _t453 = []
        for _t454 in _st_zones[(2 + _t451)]:
            _t453.append((_st_cvars[_t454] if (_c416[_t454] is None) else _c416[_t454]))
        L[19] = _t453
        _t456 = L[19]
        _t455 = 0
        for _t457 in (_k421 or ()):
            if (_t457 in (_t456 or ())):
                _t455 += 1
        L[20] = _t455
        if ((len(_st_zones[(2 + _t451)]) == 5) and (L[20] == 5)):
            for _t458 in (_k422 or []):
                L[23] = _t458
                _st_vars[0 + _t451][_t458] = (_t459 if -1000000000000000000 <= (_t459 := _st_vars[0 + _t451][_t458] + 1) <= 1000000000000000000 else _beyond423(_t459))
                if _memo424: _memo424.clear()
                if _memo425: _memo425.clear()
        else:
            _t461 = (_k426 or [])
            _budget403[0] -= len(_t461)
            if _budget403[0] < 0: _spent404(st)
            for _t460 in _t461:
                L[26] = _t460
                L[27] = (L[19] or ()).count(_t460)
                if (L[27] >= 2):
                    _st_vars[0 + _t451][_t460] = (_t462 if -1000000000000000000 <= (_t462 := _st_vars[0 + _t451][_t460] + L[27]) <= 1000000000000000000 else _beyond423(_t462))
                    if _memo424: _memo424.clear()
                    if _memo425: _memo425.clear()
    _t464 = (_k427 or [])
    _budget403[0] -= len(_t464)
    if _budget403[0] < 0: _spent404(st)
    for _t463 in _t464:
        L[30] = _t463
        for _t465 in _st_zones[(2 + _t463)][:]:
            L[33] = _t465
            _st_cvars[_t465] = None
        _t466 = (2 + _t463)
        _t467 = 0
        if _t466 != _t467:
            _t468 = _st_zones[_t466]; _st_zones[_t467] += _t468
            for _t469 in _t468: _st_loc[_t469] = _t467
            _t468.clear()
        else:
            _move_cards413(st, _st_zones[_t466][:], _t467, False)
        if _memo414: _memo414.clear()
    _t470 = 14
    _t471 = 0
    if _t470 != _t471:
        _t472 = _st_zones[_t470]; _st_zones[_t471] += _t472
        for _t473 in _t472: _st_loc[_t473] = _t471
        _t472.clear()
    else:
        _move_cards413(st, _st_zones[_t470][:], _t471, False)
    if _memo414: _memo414.clear()

# <rulerun animalia.rules: play #133 2b6dd3aa>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t266 = (_range291(1, 3) or [])
    _budget292[0] -= len(_t266)
    if _budget292[0] < 0: _spent293(st)
    for _t265 in _t266:
        L[2] = _t265
        _shuffle_zone294(st, 0)
        _i3 = [None, None]
        while (not not _st_zones[0]):
            _budget292[0] -= 1
            if _budget292[0] < 0: _spent293(st)
            _t267 = []
            for _t268 in (_o295[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t268)]) < 5):
                    _t267.append(_t268)
            _i3[0] = _t267
            if (not (_i3[0] or ())):
                break
            _t270 = (_i3[0] or ())
            _budget292[0] -= len(_t270)
            if _budget292[0] < 0: _spent293(st)
            _t269 = None
            for _t271 in _t270:
                _t269 = _t271
                break
            _i3[1] = _t269
            _st_vars[5] = _i3[1]
            if (len((_i3[0] or ())) == 1):
                _t274 = _st_zones[0]
                _t273 = 1
                if _t274:
                    _t272 = _t274.pop(); _st_zones[_t273].append(_t272); st.loc[_t272] = _t273
                if _memo297: _memo297.clear()
                if _p340(st, [_i3[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p351(st, [_i3[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i3[1] + 1) % 4)
        if _p379(st, _k378[:]) == 3: return 3
        if _p429(st, _k428[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #134 666305e7>
def _loop(st, _t474):
    _st_vars = st.vars
    _t477 = 0
    for _t476 in (_k436 or ()):
        _t477 += _times437((_st_vars[0 + _t474][_t476] // 5), 5)
    return _t477

# <rulerun animalia.rules: play #135 359ae0b4>
def _loop(st, _t474):
    _st_vars = st.vars
    _t479 = 0
    for _t478 in (_k440 or ()):
        _t479 += _st_vars[0 + _t474][_t478]
    return _t479

# <rulerun animalia.rules: play #136 e6f49bd1>
def _loop(st, _t474):
    _st_vars = st.vars
    _t481 = 0
    for _t480 in (_k442 or ()):
        _t481 += _times443((_st_vars[0 + _t474][_t480] // 5), 5)
    return _t481

# <rulerun animalia.rules: play #137 9d2615d3>
def _native(st, L):
    _st_log = st.log
    _t475 = (_k430 or [])
    _budget431[0] -= len(_t475)
    if _budget431[0] < 0: _spent432(st)
    for _t474 in _t475:
        L[5] = _t474
        if _st_log is not None: _st_log.append(_Text447(_audience433(st), [_PlayerRef434(_t474), ': medals ', _plain435(st.vars[0 + _t474]), '; bonus ', _plain435((_memo439[_t474] if _t474 in _memo439 else _memo439.setdefault(_t474, _a438(st, _t474)))), '; total ', _plain435((_memo446[_t474] if _t474 in _memo446 else _memo446.setdefault(_t474, (_t482 if -1000000000000000000 <= (_t482 := (_a441(st, _t474) + (_memo439[_t474] if _t474 in _memo439 else _memo439.setdefault(_t474, _a444(st, _t474))))) <= 1000000000000000000 else _beyond445(_t482)))))]))
    _end_game448(st, None, False); return 3

# <rulerun animalia.rules: play #138 80d1198b>
def _native(st, L):
    return _range449(1, 3)

# <rulerun animalia.rules: collecting #139 b908c2a4>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT450[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k453)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run454(st, L)
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
            _r = _run455(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit457(_k458)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit457(_k459)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run460(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit452(_k, st, _d0): raise _Runaway451()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k461)

# <rulerun animalia.rules: offer #140 c897136b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT462[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run465(st, L)
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
            L[1] = (_o466[L[0]] or []); L[2] = 0
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
            _t483 = L[3]
            _t484 = len(_o)
            if not _t484: _no_option468(_t483, 'take the lot')
            if _t484 <= 1 and _st_log is None:
                L[4] = _o[0] if _t484 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t485 = st.chooser(_t484, _t483)
                else:
                    _t485 = _st_bits(_t484.bit_length())
                    while _t485 >= _t484: _t485 = _st_bits(_t484.bit_length())
                L[4] = _o[_t485]; st.decisions += 1
                if st.thread_player is not None: _answered469(st, _t485)
            elif _decide470(st, L, _o, _t483): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit471(_k472)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit464(_k, st, _d0): raise _Runaway463()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit471(_k475)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run476(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run477(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit464(_k, st, _d0): raise _Runaway463()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k478)

# <rulerun animalia.rules: take_lot #141 fa18070d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT479[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run482(st, L)
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
            _t486 = L[0]
            _t487 = len(_o)
            if not _t487: _no_option484(_t486, 'power to resolve next')
            if _t487 <= 1 and _st_log is None:
                L[5] = _o[0] if _t487 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t488 = st.chooser(_t487, _t486)
                else:
                    _t488 = _st_bits(_t487.bit_length())
                    while _t488 >= _t487: _t488 = _st_bits(_t487.bit_length())
                L[5] = _o[_t488]; st.decisions += 1
                if st.thread_player is not None: _answered485(st, _t488)
            elif _decide486(st, L, _o, _t486): return True
            pc = 3
        if pc == 3:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c488[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit489(_k490)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c488[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit489(_k491)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit489(_k492)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit481(_k, st, _d0): raise _Runaway480()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k493)

# <rulerun animalia.rules: use_thief #142 1485eaf0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run496(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t489 in (_k497 or []):
                if ((_t489 != L[0]) and (not not _st_zones[(2 + _t489)])): _o.append(_t489)
            fr[1] = 2
            if _offer498(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t490 = L[0]
            _t491 = len(_o)
            if not _t491: _no_option501(_t490, 'thief: take which card')
            if _t491 <= 1 and _st_log is None:
                L[2] = _o[0] if _t491 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t492 = st.chooser(_t491, _t490)
                else:
                    _t492 = _st_bits(_t491.bit_length())
                    while _t492 >= _t491: _t492 = _st_bits(_t491.bit_length())
                L[2] = _o[_t492]; st.decisions += 1
                if st.thread_player is not None: _answered502(st, _t492)
            elif _decide503(st, L, _o[:], _t490): return True
            pc = 4
        if pc == 4:
            _r = _run504(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k505)

# <rulerun animalia.rules: use_spy #143 c2968795>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT506[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run509(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t493 = L[0]
            _t494 = len(_o)
            if not _t494: _no_option511(_t493, 'spy')
            if _t494 <= 1 and _st_log is None:
                L[1] = _o[0] if _t494 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t495 = st.chooser(_t494, _t493)
                else:
                    _t495 = _st_bits(_t494.bit_length())
                    while _t495 >= _t494: _t495 = _st_bits(_t494.bit_length())
                L[1] = _o[_t495]; st.decisions += 1
                if st.thread_player is not None: _answered512(st, _t495)
            elif _decide513(st, L, _o, _t493): return True
            pc = 2
        if pc == 2:
            _r = _run514(st, L)
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
            _t496 = L[0]
            _t497 = len(_o)
            if not _t497: _no_option511(_t496, 'spy: put back next (the last one ends on top)')
            if _t497 <= 1 and _st_log is None:
                L[2] = _o[0] if _t497 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t498 = st.chooser(_t497, _t496)
                else:
                    _t498 = _st_bits(_t497.bit_length())
                    while _t498 >= _t497: _t498 = _st_bits(_t497.bit_length())
                L[2] = _o[_t498]; st.decisions += 1
                if st.thread_player is not None: _answered512(st, _t498)
            elif _decide516(st, L, _o[:], _t496): return True
            pc = 5
        if pc == 5:
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit508(_k, st, _d0): raise _Runaway507()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k518)

# <rulerun animalia.rules: use_gift #144 83882ab7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t499 in (_k521 or []):
                if ((_t499 != L[0]) and (len(_st_zones[(2 + _t499)]) < 5)): _o.append(_t499)
            fr[1] = 1
            if _offer522(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run523(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t500 = L[0]
            _t501 = len(_o)
            if not _t501: _no_option525(_t500, 'gift: which card')
            if _t501 <= 1 and _st_log is None:
                L[2] = _o[0] if _t501 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t502 = st.chooser(_t501, _t500)
                else:
                    _t502 = _st_bits(_t501.bit_length())
                    while _t502 >= _t501: _t502 = _st_bits(_t501.bit_length())
                L[2] = _o[_t502]; st.decisions += 1
                if st.thread_player is not None: _answered526(st, _t502)
            elif _decide527(st, L, _o[:], _t500): return True
            pc = 3
        if pc == 3:
            _r = _run528(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k529)

# <rulerun animalia.rules: elegance_bonuses #145 99f39e86>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k533)

# <rulerun animalia.rules: give_bonus #146 122c3a27>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run536(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k537)

# <rulerun animalia.rules: awards #147 67b853bb>
def _loop(st, L):
    _st_cvars = st.cvars
    _t505 = 0
    for _t504 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t504] is not None):
            _t505 += 1
    return _t505

# <rulerun animalia.rules: awards #148 abb2cd2e>
def _loop(st, L, _t507):
    _st_cvars = st.cvars
    for _t508 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t508] == _t507):
            return True
    return False

# <rulerun animalia.rules: awards #149 13f6a95c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT538[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k541)
            fr[1] = 2
            if _step542(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t506 = _NOT_YET
            _o = []
            for _t503 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t503] is None) and (len(_st_zones[(2 + L[0])]) > (_t506 if _t506 is not _NOT_YET else (_t506 := _a543(st, L))))): _o.append(_t503)
            fr[1] = 4
            if _offer544(st, L, _o): return True
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
            for _t507 in _st_zones[(2 + L[0])]:
                if (not _a545(st, L, _t507)): _o.append(_t507)
            fr[1] = 8
            _t510 = L[0]
            _t511 = len(_o)
            if not _t511: _no_option547(_t510, 'the card it replaces')
            if _t511 <= 1 and _st_log is None:
                L[2] = _o[0] if _t511 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t512 = st.chooser(_t511, _t510)
                else:
                    _t512 = _st_bits(_t511.bit_length())
                    while _t512 >= _t511: _t512 = _st_bits(_t511.bit_length())
                L[2] = _o[_t512]; st.decisions += 1
                if st.thread_player is not None: _answered548(st, _t512)
            elif _decide549(st, L, _o, _t510): return True
            pc = 8
        if pc == 8:
            _r = _run550(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit540(_k, st, _d0): raise _Runaway539()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k552 or []); L[10] = 0
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
                if ((_c553[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k554 or [])
            fr[1] = 17
            _t513 = L[11]
            _t514 = len(_o)
            if not _t514: _no_option547(_t513, "the owl's species")
            if _t514 <= 1 and _st_log is None:
                L[15] = _o[0] if _t514 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t515 = st.chooser(_t514, _t513)
                else:
                    _t515 = _st_bits(_t514.bit_length())
                    while _t515 >= _t514: _t515 = _st_bits(_t514.bit_length())
                L[15] = _o[_t515]; st.decisions += 1
                if st.thread_player is not None: _answered548(st, _t515)
            elif _decide556(st, L, _o, _t513): return True
            pc = 17
        if pc == 17:
            _r = _run557(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit540(_k, st, _d0): raise _Runaway539()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit540(_k, st, _d0): raise _Runaway539()
            continue
        if pc == 20:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k559)

# <rulerun animalia.rules: play #150 99ec543b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT560[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run563(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range564(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run565(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit566(_k567)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run568(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit566(_k569)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit562(_k, st, _d0): raise _Runaway561()
            continue
        if pc == 9:
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step572(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k573)

# <rulerun animalia.rules: collecting #151 bcfee649>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT574[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k577)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region578(st, L)
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
            _r = _run579(st, L)
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
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p582(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit583(_k584)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p585(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit583(_k586)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit576(_k, st, _d0): raise _Runaway575()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k588)

# <rulerun animalia.rules: offer #152 585f17d3>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT589[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region593(st, L)
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
            L[1] = (_o594[L[0]] or []); L[2] = 0
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
            _t516 = L[3]
            _t517 = len(_o)
            if not _t517: _no_option596(_t516, 'take the lot')
            if _t517 <= 1 and _st_log is None:
                L[4] = _o[0] if _t517 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t518 = st.chooser(_t517, _t516)
                else:
                    _t518 = _st_bits(_t517.bit_length())
                    while _t518 >= _t517: _t518 = _st_bits(_t517.bit_length())
                L[4] = _o[_t518]; st.decisions += 1
                if st.thread_player is not None: _answered597(st, _t518)
            elif _decide598(st, L, _o, _t516): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p599(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit600(_k601)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run602(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit591(_k, st, _d0): raise _Runaway590()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run603(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p599(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit600(_k604)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run605(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run606(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit591(_k, st, _d0): raise _Runaway590()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k607)

# <rulerun animalia.rules: take_lot #153 c4517fb7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT608[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run611(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region612(st, L)
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
            _t519 = L[0]
            _t520 = len(_o)
            if not _t520: _no_option614(_t519, 'power to resolve next')
            if _t520 <= 1 and _st_log is None:
                L[5] = _o[0] if _t520 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t521 = st.chooser(_t520, _t519)
                else:
                    _t521 = _st_bits(_t520.bit_length())
                    while _t521 >= _t520: _t521 = _st_bits(_t520.bit_length())
                L[5] = _o[_t521]; st.decisions += 1
                if st.thread_player is not None: _answered615(st, _t521)
            elif _decide616(st, L, _o, _t519): return True
            pc = 3
        if pc == 3:
            _r = _run617(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c618[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p619(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit620(_k621)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c618[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p622(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit620(_k623)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p624(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit620(_k625)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit610(_k, st, _d0): raise _Runaway609()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k626)

# <rulerun animalia.rules: use_spy #154 1f18687c>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT627[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run630(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t522 = L[0]
            _t523 = len(_o)
            if not _t523: _no_option632(_t522, 'spy')
            if _t523 <= 1 and _st_log is None:
                L[1] = _o[0] if _t523 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t524 = st.chooser(_t523, _t522)
                else:
                    _t524 = _st_bits(_t523.bit_length())
                    while _t524 >= _t523: _t524 = _st_bits(_t523.bit_length())
                L[1] = _o[_t524]; st.decisions += 1
                if st.thread_player is not None: _answered633(st, _t524)
            elif _decide634(st, L, _o, _t522): return True
            pc = 2
        if pc == 2:
            _r = _run635(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region636(st, L)
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
            _t525 = L[0]
            _t526 = len(_o)
            if not _t526: _no_option632(_t525, 'spy: put back next (the last one ends on top)')
            if _t526 <= 1 and _st_log is None:
                L[2] = _o[0] if _t526 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t527 = st.chooser(_t526, _t525)
                else:
                    _t527 = _st_bits(_t526.bit_length())
                    while _t527 >= _t526: _t527 = _st_bits(_t526.bit_length())
                L[2] = _o[_t527]; st.decisions += 1
                if st.thread_player is not None: _answered633(st, _t527)
            elif _decide638(st, L, _o[:], _t525): return True
            pc = 5
        if pc == 5:
            _r = _run639(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit629(_k, st, _d0): raise _Runaway628()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k640)

# <rulerun animalia.rules: awards #155 9755198a>
def _loop(st, L):
    _st_cvars = st.cvars
    _t530 = 0
    for _t529 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t529] is not None):
            _t530 += 1
    return _t530

# <rulerun animalia.rules: awards #156 a7ed8318>
def _loop(st, L, _t532):
    _st_cvars = st.cvars
    for _t533 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t533] == _t532):
            return True
    return False

# <rulerun animalia.rules: awards #157 aa0e53b1>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT641[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k644)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region645(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step646(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t531 = _NOT_YET
            _o = []
            for _t528 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t528] is None) and (len(_st_zones[(2 + L[0])]) > (_t531 if _t531 is not _NOT_YET else (_t531 := _a647(st, L))))): _o.append(_t528)
            fr[1] = 4
            if _offer648(st, L, _o): return True
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
            for _t532 in _st_zones[(2 + L[0])]:
                if (not _a649(st, L, _t532)): _o.append(_t532)
            fr[1] = 8
            _t535 = L[0]
            _t536 = len(_o)
            if not _t536: _no_option651(_t535, 'the card it replaces')
            if _t536 <= 1 and _st_log is None:
                L[2] = _o[0] if _t536 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t537 = st.chooser(_t536, _t535)
                else:
                    _t537 = _st_bits(_t536.bit_length())
                    while _t537 >= _t536: _t537 = _st_bits(_t536.bit_length())
                L[2] = _o[_t537]; st.decisions += 1
                if st.thread_player is not None: _answered652(st, _t537)
            elif _decide653(st, L, _o, _t535): return True
            pc = 8
        if pc == 8:
            _r = _run654(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit643(_k, st, _d0): raise _Runaway642()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run655(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region656(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k657 or []); L[10] = 0
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
                if ((_c658[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k659 or [])
            fr[1] = 17
            _t538 = L[11]
            _t539 = len(_o)
            if not _t539: _no_option651(_t538, "the owl's species")
            if _t539 <= 1 and _st_log is None:
                L[15] = _o[0] if _t539 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t540 = st.chooser(_t539, _t538)
                else:
                    _t540 = _st_bits(_t539.bit_length())
                    while _t540 >= _t539: _t540 = _st_bits(_t539.bit_length())
                L[15] = _o[_t540]; st.decisions += 1
                if st.thread_player is not None: _answered652(st, _t540)
            elif _decide661(st, L, _o, _t538): return True
            pc = 17
        if pc == 17:
            _r = _run662(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit643(_k, st, _d0): raise _Runaway642()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit643(_k, st, _d0): raise _Runaway642()
            continue
        if pc == 20:
            _r = _run663(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k664)

# <rulerun animalia.rules: collecting #158 playout 854ff322>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k672)
    while (not not _st_zones[0]):
        _budget673[0] -= 1
        if _budget673[0] < 0: _spent674(st)
        _t541 = []
        for _t542 in (_o675[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t542)]) < 5):
                _t541.append(_t542)
        L[0] = _t541
        if (not (L[0] or ())):
            break
        _t544 = (L[0] or ())
        _budget673[0] -= len(_t544)
        if _budget673[0] < 0: _spent674(st)
        _t543 = None
        for _t545 in _t544:
            _t543 = _t545
            break
        L[1] = _t543
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text678(_audience676(st), [_PlayerRef677(L[1]), ' draws alone']))
            _t548 = _st_zones[0]
            _t547 = 1
            if _st_log is None and _t548:
                _t546 = _t548.pop(); _st_zones[_t547].append(_t546); st.loc[_t546] = _t547
            elif _t548:
                _move_cards679(st, _t548[-1], _t547, False)
            if _memo680: _memo680.clear()
            if _p681(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p682(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #159 3434eded>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT665[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run668(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region669(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range670(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run671(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p683(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit684(_k685)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run686(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p687(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit684(_k688)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run689(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit667(_k, st, _d0): raise _Runaway666()
            continue
        if pc == 9:
            _r = _run690(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step691(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k692)

# <rulerun animalia.rules: play #160 cfa5add3>
def _loop(st, p):
    _st_vars = st.vars
    _t550 = 0
    for _t549 in (_k693 or ()):
        _t550 += _st_vars[0 + p][_t549]
    return _t550

# <rulerun animalia.rules: play #161 f8755dce>
def _loop(st, p):
    _st_vars = st.vars
    _t552 = 0
    for _t551 in (_k695 or ()):
        _t552 += _times696((_st_vars[0 + p][_t551] // 5), 5)
    return _t552

# <rulerun animalia.rules: rank #162 7df4f233>
def _native(st, p):
    return ((_t553 if -1000000000000000000 <= (_t553 := (_a694(st, p) + _a697(st, p))) <= 1000000000000000000 else _beyond698(_t553)), )

