# <rulerun animalia.rules: collecting #0 92c0da08>
def _native(st, L):
    _t0 = []
    for _t1 in (_o0[st.vars[4]] or ()):
        if (len(st.zones[(2 + _t1)]) < 5):
            _t0.append(_t1)
    L[0] = _t0

# <rulerun animalia.rules: collecting #1 2e48de49>
def _native(st, L):
    _t3 = (L[0] or ())
    st.budget -= len(_t3)
    if st.budget < 0: _spent1(st)
    _t2 = None
    for _t4 in _t3:
        _t2 = _t4
        break
    L[1] = _t2
    st.vars[5] = L[1]

# <rulerun animalia.rules: collecting #2 78f4e302>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text4(_audience2(st), [_PlayerRef3(L[1]), ' draws alone']))
    _t7 = _st_zones[0]
    _t6 = 1
    if _st_log is None and _t7:
        _t5 = _t7.pop(); _st_zones[_t6].append(_t5); st.loc[_t5] = _t6
    elif _t7:
        _move_cards5(st, _t7[-1], _t6, False)

# <rulerun animalia.rules: collecting #3 fcbda55b>
def _native(st, L):
    st.vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: collecting #4 5dba4e3c>
def _loop(st, _i0l0, _t16):
    _st_zones = st.zones
    try:
        _t20 = _c13[_t16]
    except Exception:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c13[_t18] == _c13[_t16]):
                return True
        return False
    else:
        for _t18 in _st_zones[(2 + _i0l0)]:
            if (_c13[_t18] == _t20):
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

# <rulerun animalia.rules: use_thief #8 playout 080eb394>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t29 = []
    for _t30 in (_k25 or []):
        if ((_t30 != _l0) and (not not _st_zones[(2 + _t30)])): _t29.append(_t30)
    _t31 = _l0
    _t32 = len(_t29) + 1
    if _t32 == 1:
        L[1] = None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t33 = st.chooser(_t32, _t31)
        else:
            _t33 = _st_bits(_t32.bit_length())
            while _t33 >= _t32: _t33 = _st_bits(_t32.bit_length())
        L[1] = _t29[_t33 - 1] if _t33 else None; st.decisions += 1
    elif _st_log is None: _pend28(st, L, [None] + _t29, _t31); raise _PlayoutCut26()
    elif _decide29(st, L, _t29, _t31): raise _PlayoutCut26()
    if (L[1] is None):
        return 2
    _t34 = _st_zones[(2 + L[1])]
    _t35 = _l0
    _t36 = len(_t34)
    if not _t36: _no_option31(_t35, 'thief: take which card')
    if _t36 <= 1 and _st_log is None:
        L[2] = _t34[0] if _t36 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t37 = st.chooser(_t36, _t35)
        else:
            _t37 = _st_bits(_t36.bit_length())
            while _t37 >= _t36: _t37 = _st_bits(_t36.bit_length())
        L[2] = _t34[_t37]; st.decisions += 1
    elif _st_log is None: _pend32(st, L, _t34[:], _t35); raise _PlayoutCut26()
    elif _decide33(st, L, _t34[:], _t35): raise _PlayoutCut26()
    if _st_log is not None: _st_log.append(_Text24(_audience22(st), [_PlayerRef23(_l0), ' steals ', _card_ref34(st, L[2]), ' from ', _PlayerRef23(L[1])]))
    _t38 = L[2]
    _t39 = (2 + _l0)
    if type(_t38) is int and _st_log is None:
        _t40 = _st_zones[_st_loc[_t38]]
        if _t40[-1] == _t38: _t40.pop()
        else: _t40.remove(_t38)
        _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
    elif _t38 is not None:
        _move_cards35(st, _t38, _t39, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout c0ef8251>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t41 = ['look', 'skip']
    _t42 = _l0
    _t43 = len(_t41)
    if not _t43: _no_option39(_t42, 'spy')
    if _t43 <= 1 and _st_log is None:
        L[1] = _t41[0] if _t43 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t44 = st.chooser(_t43, _t42)
        else:
            _t44 = _st_bits(_t43.bit_length())
            while _t44 >= _t43: _t44 = _st_bits(_t43.bit_length())
        L[1] = _t41[_t44]; st.decisions += 1
    elif _st_log is None: _pend40(st, L, _t41, _t42); raise _PlayoutCut37()
    elif _decide41(st, L, _t41, _t42): raise _PlayoutCut37()
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
        if _memo1: _memo1.clear()
    elif _t45 is not None:
        _move_cards42(st, _t45, _t46, False)
        if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent43(st)
        _t49 = _st_zones[(10 + _l0)]
        _t50 = _l0
        _t51 = len(_t49)
        if not _t51: _no_option39(_t50, 'spy: put back next (the last one ends on top)')
        if _t51 <= 1 and _st_log is None:
            L[2] = _t49[0] if _t51 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t52 = st.chooser(_t51, _t50)
            else:
                _t52 = _st_bits(_t51.bit_length())
                while _t52 >= _t51: _t52 = _st_bits(_t51.bit_length())
            L[2] = _t49[_t52]; st.decisions += 1
        elif _st_log is None: _pend45(st, L, _t49[:], _t50); raise _PlayoutCut37()
        elif _decide46(st, L, _t49[:], _t50): raise _PlayoutCut37()
        _t53 = L[2]
        _t54 = 0
        if type(_t53) is int and _st_log is None:
            _t55 = _st_zones[(_t56 := _st_loc[_t53])]
            if _t55[-1] == _t53: _t55.pop()
            else: _t55.remove(_t53)
            _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
            _t57 = _leaving47[_t56]
            if _memo1 and _t57 & 2: _memo1.clear()
        elif _t53 is not None:
            _move_cards42(st, _t53, _t54, False)
            if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout eaa99073>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t58 = []
    for _t59 in (_k49 or []):
        if ((_t59 != _l0) and (len(_st_zones[(2 + _t59)]) < 5)): _t58.append(_t59)
    _t60 = _l0
    _t61 = len(_t58) + 1
    if _t61 == 1:
        L[1] = None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t62 = st.chooser(_t61, _t60)
        else:
            _t62 = _st_bits(_t61.bit_length())
            while _t62 >= _t61: _t62 = _st_bits(_t61.bit_length())
        L[1] = _t58[_t62 - 1] if _t62 else None; st.decisions += 1
    elif _st_log is None: _pend52(st, L, [None] + _t58, _t60); raise _PlayoutCut50()
    elif _decide53(st, L, _t58, _t60): raise _PlayoutCut50()
    if (L[1] is None):
        return 2
    _t63 = _st_zones[(2 + _l0)]
    _t64 = _l0
    _t65 = len(_t63)
    if not _t65: _no_option55(_t64, 'gift: which card')
    if _t65 <= 1 and _st_log is None:
        L[2] = _t63[0] if _t65 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t66 = st.chooser(_t65, _t64)
        else:
            _t66 = _st_bits(_t65.bit_length())
            while _t66 >= _t65: _t66 = _st_bits(_t65.bit_length())
        L[2] = _t63[_t66]; st.decisions += 1
    elif _st_log is None: _pend56(st, L, _t63[:], _t64); raise _PlayoutCut50()
    elif _decide57(st, L, _t63[:], _t64): raise _PlayoutCut50()
    if _st_log is not None: _st_log.append(_Text61(_audience58(st), [_PlayerRef59(_l0), ' gives ', _card_ref60(st, L[2]), ' to ', _PlayerRef59(L[1])]))
    _t67 = L[2]
    _t68 = (2 + L[1])
    if type(_t67) is int and _st_log is None:
        _t69 = _st_zones[_st_loc[_t67]]
        if _t69[-1] == _t67: _t69.pop()
        else: _t69.remove(_t67)
        _st_zones[_t68].append(_t67); _st_loc[_t67] = _t68
    elif _t67 is not None:
        _move_cards62(st, _t67, _t68, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #15 57d368f2>
def _loop(st, L, _t70):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t74 = _c66[_t70]
    except Exception:
        for _t72 in _st_zones[(2 + _l0)]:
            if (_c66[_t72] == _c66[_t70]):
                return True
        return False
    else:
        for _t72 in _st_zones[(2 + _l0)]:
            if (_c66[_t72] == _t74):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 5d4e1d16>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t71 = (_st_zones[1][:] or [])
    st.budget -= len(_t71)
    if st.budget < 0: _spent64(st)
    for _t70 in _t71:
        L[4] = _t70
        if ((_c65[_t70] != 'plain') and _a67(st, L, _t70)):
            L[1] = (L[1] + [_t70])
            if len(L[1]) > 1000000: _too_long68(L[1])
        _t76 = _t70
        _t77 = (2 + _l0)
        if type(_t76) is int and _st_log is None:
            _t78 = _st_zones[_st_loc[_t76]]
            if _t78[-1] == _t76: _t78.pop()
            else: _t78.remove(_t76)
            _st_zones[_t77].append(_t76); _st_loc[_t76] = _t77
        elif _t76 is not None:
            _move_cards69(st, _t76, _t77, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent64(st)
        _t79 = (L[1] or [])
        _t80 = _l0
        _t81 = len(_t79)
        if not _t81: _no_option72(_t80, 'power to resolve next')
        if _t81 <= 1 and _st_log is None:
            L[5] = _t79[0] if _t81 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t82 = st.chooser(_t81, _t80)
            else:
                _t82 = _st_bits(_t81.bit_length())
                while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
            L[5] = _t79[_t82]; st.decisions += 1
        elif _st_log is None: _pend73(st, L, _t79, _t80); raise _PlayoutCut70()
        elif _decide74(st, L, _t79, _t80): raise _PlayoutCut70()
        L[1] = _remove75(st, L[1], L[5])
        if (_c65[L[5]] == 'thief'):
            if _p76(st, [_l0, None, None]) == 3: return 3
        elif (_c65[L[5]] == 'spy'):
            if _p77(st, [_l0, None, None]) == 3: return 3
        else:
            if _p78(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 playout 9f8c595f>
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
        _move_cards80(st, _t85[-1], _t84, False)
    while True:
        st.budget -= 1
        if st.budget < 0: _spent81(st)
        for _t86 in (_o82[_l0] or []):
            L[3] = _t86
            if not (((len(_st_zones[(2 + _t86)]) < 5) and ((5 - len(_st_zones[(2 + _t86)])) >= len(_st_zones[1])))): continue
            _t87 = ['take', 'pass']
            _t88 = _t86
            _t89 = len(_t87)
            if not _t89: _no_option85(_t88, 'take the lot')
            if _t89 <= 1 and _st_log is None:
                L[4] = _t87[0] if _t89 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t90 = st.chooser(_t89, _t88)
                else:
                    _t90 = _st_bits(_t89.bit_length())
                    while _t90 >= _t89: _t90 = _st_bits(_t89.bit_length())
                L[4] = _t87[_t90]; st.decisions += 1
            elif _st_log is None: _pend86(st, L, _t87, _t88); raise _PlayoutCut83()
            elif _decide87(st, L, _t87, _t88): raise _PlayoutCut83()
            if (L[4] == 'take'):
                if _p88(st, [_t86, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text91(_audience89(st), [_PlayerRef90(_l0), ' must take the lot']))
            if _p88(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t93 = _st_zones[0]
        _t92 = 1
        if _st_log is None and _t93:
            _t91 = _t93.pop(); _st_zones[_t92].append(_t91); _st_loc[_t91] = _t92
        elif _t93:
            _move_cards80(st, _t93[-1], _t92, False)

# <rulerun animalia.rules: collecting #19 25edc5bb>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent6(st)
        _t8 = []
        for _t9 in (_o7[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t9)]) < 5):
                _t8.append(_t9)
        L[0] = _t8
        if (not (L[0] or ())):
            break
        _t11 = (L[0] or ())
        st.budget -= len(_t11)
        if st.budget < 0: _spent6(st)
        _t10 = None
        for _t12 in _t11:
            _t10 = _t12
            break
        L[1] = _t10
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text10(_audience8(st), [_PlayerRef9(L[1]), ' draws alone']))
            _t15 = _st_zones[0]
            _t14 = 1
            if _st_log is None and _t15:
                _t13 = _t15.pop(); _st_zones[_t14].append(_t13); st.loc[_t13] = _t14
            elif _t15:
                _move_cards11(st, _t15[-1], _t14, False)
            if _p79(st, [L[1], None, None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #25 9d00f0a6>
def _native(st, L):
    _st_zones = st.zones
    _t96 = _st_zones[0]
    _t95 = 1
    if st.log is None and _t96:
        _t94 = _t96.pop(); _st_zones[_t95].append(_t94); st.loc[_t94] = _t95
    elif _t96:
        _move_cards93(st, _t96[-1], _t95, False)

# <rulerun animalia.rules: offer #26 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #27 49b35bb2>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text96(_audience94(st), [_PlayerRef95(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 190d3dc9>
def _native(st, L):
    _st_zones = st.zones
    _t99 = _st_zones[0]
    _t98 = 1
    if st.log is None and _t99:
        _t97 = _t99.pop(); _st_zones[_t98].append(_t97); st.loc[_t97] = _t98
    elif _t99:
        _move_cards97(st, _t99[-1], _t98, False)

# <rulerun animalia.rules: offer #30 e4cdeb35>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent98(st)
        for _t100 in (_o99[_l0] or []):
            L[3] = _t100
            if not (((len(_st_zones[(2 + _t100)]) < 5) and ((5 - len(_st_zones[(2 + _t100)])) >= len(_st_zones[1])))): continue
            _t101 = ['take', 'pass']
            _t102 = _t100
            _t103 = len(_t101)
            if not _t103: _no_option102(_t102, 'take the lot')
            if _t103 <= 1 and _st_log is None:
                L[4] = _t101[0] if _t103 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t104 = st.chooser(_t103, _t102)
                else:
                    _t104 = _st_bits(_t103.bit_length())
                    while _t104 >= _t103: _t104 = _st_bits(_t103.bit_length())
                L[4] = _t101[_t104]; st.decisions += 1
            elif _st_log is None: _pend103(st, L, _t101, _t102); raise _PlayoutCut100()
            elif _decide104(st, L, _t101, _t102): raise _PlayoutCut100()
            if (L[4] == 'take'):
                if _p105(st, [_t100, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text108(_audience106(st), [_PlayerRef107(_l0), ' must take the lot']))
            if _p105(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t107 = _st_zones[0]
        _t106 = 1
        if _st_log is None and _t107:
            _t105 = _t107.pop(); _st_zones[_t106].append(_t105); st.loc[_t105] = _t106
        elif _t107:
            _move_cards109(st, _t107[-1], _t106, False)

# <rulerun animalia.rules: offer #31 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #32 8394772d>
def _native(st, L):
    return _o110[L[0]]

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

# <rulerun animalia.rules: take_lot #39 a5ee021a>
def _loop(st, L, _t108):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t112 = _c113[_t108]
    except Exception:
        for _t110 in _st_zones[(2 + _l0)]:
            if (_c113[_t110] == _c113[_t108]):
                return True
        return False
    else:
        for _t110 in _st_zones[(2 + _l0)]:
            if (_c113[_t110] == _t112):
                return True
        return False

# <rulerun animalia.rules: take_lot #40 558db870>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t109 = (_st_zones[1][:] or [])
    st.budget -= len(_t109)
    if st.budget < 0: _spent111(st)
    for _t108 in _t109:
        L[4] = _t108
        if ((_c112[_t108] != 'plain') and _a114(st, L, _t108)):
            L[1] = (L[1] + [_t108])
            if len(L[1]) > 1000000: _too_long115(L[1])
        _t114 = _t108
        _t115 = (2 + L[0])
        if type(_t114) is int and st.log is None:
            _t116 = _st_zones[_st_loc[_t114]]
            if _t116[-1] == _t114: _t116.pop()
            else: _t116.remove(_t114)
            _st_zones[_t115].append(_t114); _st_loc[_t114] = _t115
        elif _t114 is not None:
            _move_cards116(st, _t114, _t115, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #41 fb3021e7>
def _native(st, L):
    L[1] = _remove117(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #42 5b164373>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent118(st)
        _t117 = (L[1] or [])
        _t118 = _l0
        _t119 = len(_t117)
        if not _t119: _no_option121(_t118, 'power to resolve next')
        if _t119 <= 1 and _st_log is None:
            L[5] = _t117[0] if _t119 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t120 = st.chooser(_t119, _t118)
            else:
                _t120 = _st_bits(_t119.bit_length())
                while _t120 >= _t119: _t120 = _st_bits(_t119.bit_length())
            L[5] = _t117[_t120]; st.decisions += 1
        elif _st_log is None: _pend122(st, L, _t117, _t118); raise _PlayoutCut119()
        elif _decide123(st, L, _t117, _t118): raise _PlayoutCut119()
        L[1] = _remove124(st, L[1], L[5])
        if (_c125[L[5]] == 'thief'):
            if _p126(st, [_l0, None, None]) == 3: return 3
        elif (_c125[L[5]] == 'spy'):
            if _p127(st, [_l0, None, None]) == 3: return 3
        else:
            if _p128(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #43 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #44 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #45 c935175d>
def _native(st, L):
    return (_c129[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #47 83951b9d>
def _native(st, L):
    return (_c130[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #48 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #50 fe5c78de>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text133(_audience131(st), [_PlayerRef132(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #51 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #52 4c553050>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text137(_audience134(st), [_PlayerRef135(_l0), ' steals ', _card_ref136(st, _l2), ' from ', _PlayerRef135(L[1])]))
    _t121 = _l2
    _t122 = (2 + _l0)
    if type(_t121) is int and _st_log is None:
        _t123 = _st_zones[_st_loc[_t121]]
        if _t123[-1] == _t121: _t123.pop()
        else: _t123.remove(_t121)
        _st_zones[_t122].append(_t121); _st_loc[_t121] = _t122
    elif _t121 is not None:
        _move_cards138(st, _t121, _t122, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_thief #53 176b1e9d>
def _native(st, L):
    return _k139

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

# <rulerun animalia.rules: use_spy #57 ba86d4ec>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t124 = _st_zones[0][:-(5) - 1:-1]
    _t125 = (10 + L[0])
    if type(_t124) is list and st.log is None:
        for _t126 in _t124:
            _t127 = _st_zones[_st_loc[_t126]]
            if _t127[-1] == _t126: _t127.pop()
            else: _t127.remove(_t126)
            _st_zones[_t125].append(_t126); _st_loc[_t126] = _t125
        if _memo1: _memo1.clear()
    elif _t124 is not None:
        _move_cards140(st, _t124, _t125, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #58 dd7c2155>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t128 = L[2]
    _t129 = 0
    if type(_t128) is int and st.log is None:
        _t130 = _st_zones[(_t131 := _st_loc[_t128])]
        if _t130[-1] == _t128: _t130.pop()
        else: _t130.remove(_t128)
        _st_zones[_t129].append(_t128); _st_loc[_t128] = _t129
        _t132 = _leaving142[_t131]
        if _memo1 and _t132 & 2: _memo1.clear()
    elif _t128 is not None:
        _move_cards141(st, _t128, _t129, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #59 c0e72dd5>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent143(st)
        _t133 = _st_zones[(10 + _l0)]
        _t134 = _l0
        _t135 = len(_t133)
        if not _t135: _no_option146(_t134, 'spy: put back next (the last one ends on top)')
        if _t135 <= 1 and _st_log is None:
            L[2] = _t133[0] if _t135 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t136 = st.chooser(_t135, _t134)
            else:
                _t136 = _st_bits(_t135.bit_length())
                while _t136 >= _t135: _t136 = _st_bits(_t135.bit_length())
            L[2] = _t133[_t136]; st.decisions += 1
        elif _st_log is None: _pend147(st, L, _t133[:], _t134); raise _PlayoutCut144()
        elif _decide148(st, L, _t133[:], _t134): raise _PlayoutCut144()
        _t137 = L[2]
        _t138 = 0
        if type(_t137) is int and _st_log is None:
            _t139 = _st_zones[(_t140 := _st_loc[_t137])]
            if _t139[-1] == _t137: _t139.pop()
            else: _t139.remove(_t137)
            _st_zones[_t138].append(_t137); _st_loc[_t137] = _t138
            _t141 = _leaving150[_t140]
            if _memo1 and _t141 & 2: _memo1.clear()
        elif _t137 is not None:
            _move_cards149(st, _t137, _t138, False)
            if _memo1: _memo1.clear()

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

# <rulerun animalia.rules: use_gift #64 3144d92c>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text154(_audience151(st), [_PlayerRef152(L[0]), ' gives ', _card_ref153(st, _l2), ' to ', _PlayerRef152(_l1)]))
    _t142 = _l2
    _t143 = (2 + _l1)
    if type(_t142) is int and _st_log is None:
        _t144 = _st_zones[_st_loc[_t142]]
        if _t144[-1] == _t142: _t144.pop()
        else: _t144.remove(_t142)
        _st_zones[_t143].append(_t142); _st_loc[_t142] = _t143
    elif _t142 is not None:
        _move_cards155(st, _t142, _t143, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #65 f8933283>
def _native(st, L):
    return _k156

# <rulerun animalia.rules: use_gift #66 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #67 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #68 344aaada>
def _loop(st, _t145):
    _t148 = 0
    for _t147 in st.zones[(2 + _t145)]:
        _t148 += _c162[_t147]
    return _t148

# <rulerun animalia.rules: elegance_bonuses #69 95376e23>
def _loop(st, _t151):
    _t153 = 0
    for _t152 in st.zones[(2 + _t151)]:
        _t153 += _c167[_t152]
    return _t153

# <rulerun animalia.rules: elegance_bonuses #70 952fed6c>
def _loop(st, _t158):
    _t160 = 0
    for _t159 in st.zones[(2 + _t158)]:
        _t160 += _c170[_t159]
    return _t160

# <rulerun animalia.rules: give_bonus #71 7647bff2>
def _loop(st, L):
    _t164 = 0
    for _t163 in st.zones[(2 + L[0])]:
        _t164 += _c172[_t163]
    return _t164

# <rulerun animalia.rules: give_bonus #72 07d38f1a>
def _loop(st, L):
    _t166 = 0
    for _t165 in st.zones[(2 + L[0])]:
        _t166 += _c176[_t165]
    return _t166

# <rulerun animalia.rules: give_bonus #73 eb34ec8c>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a173(st, L))) <= 0)):
        if _st_log is not None: _st_log.append(_Text179(_audience174(st), [_PlayerRef175(_l0), ' gets no bonus (elegance ', _plain178((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a177(st, L)))), ')']))
        return 2
    _t167 = _st_zones[0][:-(L[1]) - 1:-1]
    _t168 = (6 + _l0)
    if type(_t167) is list and _st_log is None:
        for _t169 in _t167:
            _t170 = _st_zones[_st_loc[_t169]]
            if _t170[-1] == _t169: _t170.pop()
            else: _t170.remove(_t169)
            _st_zones[_t168].append(_t169); _st_loc[_t169] = _t168
        if _memo1: _memo1.clear()
    elif _t167 is not None:
        _move_cards180(st, _t167, _t168, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #74 87f3aac2>
def _loop(st, L):
    _t171 = (L[4] or ())
    st.budget -= len(_t171)
    if st.budget < 0: _spent182(st)
    for _t172 in _t171:
        return _t172
    return None

# <rulerun animalia.rules: elegance_bonuses #75 659349af>
def _loop(st, _t177):
    _t179 = 0
    for _t178 in st.zones[(2 + _t177)]:
        _t179 += _c185[_t178]
    return _t179

# <rulerun animalia.rules: elegance_bonuses #76 3baac8bc>
def _loop(st, _t177):
    _t181 = 0
    for _t180 in st.zones[(2 + _t177)]:
        _t181 += _c187[_t180]
    return _t181

# <rulerun animalia.rules: elegance_bonuses #77 b786e34e>
def _loop(st, _t183):
    _t186 = 0
    for _t185 in st.zones[(2 + _t183)]:
        _t186 += _c190[_t185]
    return _t186

# <rulerun animalia.rules: elegance_bonuses #78 6105d6a9>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    if _st_log is not None: _st_log.append(_k157)
    _t146 = (_k158 or [])
    st.budget -= len(_t146)
    if st.budget < 0: _spent159(st)
    for _t145 in _t146:
        L[2] = _t145
        if _st_log is not None: _st_log.append(_Text165(_audience160(st), [_PlayerRef161(_t145), ': elegance ', _plain164((_memo1[_t145] if _t145 in _memo1 else _memo1.setdefault(_t145, _a163(st, _t145))))]))
    _t150 = (_k166 or ())
    st.budget -= len(_t150)
    if st.budget < 0: _spent159(st)
    _t149 = None
    for _t151 in _t150:
        _t154 = (_memo1[_t151] if _t151 in _memo1 else _memo1.setdefault(_t151, _a168(st, _t151)))
        if _t149 is None or _t154 > _t149:
            _t149 = _t154
    L[3] = _t149
    _t156 = L[3]
    _t157 = (_k169 or ())
    st.budget -= len(_t157)
    if st.budget < 0: _spent159(st)
    _t155 = []
    for _t158 in _t157:
        if ((_memo1[_t158] if _t158 in _memo1 else _memo1.setdefault(_t158, _a171(st, _t158))) == _t156):
            _t155.append(_t158)
    L[4] = _t155
    if (len((L[4] or ())) > 1):
        _t162 = (L[4] or [])
        st.budget -= len(_t162)
        if st.budget < 0: _spent159(st)
        for _t161 in _t162:
            L[7] = _t161
            if _p181(st, [_t161, 1]) == 3: return 3
    else:
        if _p181(st, [_a183(st, L), 2]) == 3: return 3
        _t175 = L[3]
        _t176 = (_k184 or ())
        st.budget -= len(_t176)
        if st.budget < 0: _spent159(st)
        _t174 = None
        for _t177 in _t176:
            if ((_memo1[_t177] if _t177 in _memo1 else _memo1.setdefault(_t177, _a186(st, _t177))) < _t175):
                _t182 = (_memo1[_t177] if _t177 in _memo1 else _memo1.setdefault(_t177, _a188(st, _t177)))
                if _t174 is None or _t182 > _t174:
                    _t174 = _t182
        L[8] = _t174
        _t184 = (_k189 or [])
        st.budget -= len(_t184)
        if st.budget < 0: _spent159(st)
        for _t183 in _t184:
            L[11] = _t183
            if not (((L[8] is not None) and ((_memo1[_t183] if _t183 in _memo1 else _memo1.setdefault(_t183, _a191(st, _t183))) == L[8]))): continue
            if _p181(st, [_t183, 1]) == 3: return 3

# <rulerun animalia.rules: awards #79 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #80 49f09f11>
def _loop(st, _t187):
    _st_cvars = st.cvars
    _t191 = 0
    for _t190 in st.zones[(6 + _t187)]:
        if (_st_cvars[31 + _t190] is not None):
            _t191 += 1
    return _t191

# <rulerun animalia.rules: awards #81 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #82 a2899f71>
def _loop(st, _t187, _t197):
    _st_cvars = st.cvars
    for _t198 in st.zones[(6 + _t187)]:
        if (_st_cvars[31 + _t198] == _t197):
            return True
    return False

# <rulerun animalia.rules: awards #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #84 d7e5b6c1>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t187 in (_k192 or []):
        st.thread_player = st.inline_thread = _t187
        _i1 = L[:]; _i1[0] = _t187
        while True:
            st.budget -= 1
            if st.budget < 0: _spent193(st)
            _t192 = _NOT_YET
            _t188 = []
            for _t189 in _st_zones[(6 + _t187)]:
                if ((_st_cvars[31 + _t189] is None) and (len(_st_zones[(2 + _t187)]) > (_t192 if _t192 is not _NOT_YET else (_t192 := _a194(st, _t187))))): _t188.append(_t189)
            _t193 = _t187
            _t194 = len(_t188) + 1
            if _t194 == 1:
                _i1[1] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t195 = st.chooser(_t194, _t193)
                else:
                    _t195 = _st_bits(_t194.bit_length())
                    while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
                _i1[1] = _t188[_t195 - 1] if _t195 else None; st.decisions += 1
            elif _decide197(st, _i1, _t188, _t193): raise _PlayoutCut195()
            if (_i1[1] is None):
                break
            _t196 = []
            for _t197 in _st_zones[(2 + _t187)]:
                if (not _a198(st, _t187, _t197)): _t196.append(_t197)
            _t200 = _t187
            _t201 = len(_t196)
            if not _t201: _no_option200(_t200, 'the card it replaces')
            if _t201 <= 1:
                _i1[2] = _t196[0] if _t201 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t202 = st.chooser(_t201, _t200)
                else:
                    _t202 = _st_bits(_t201.bit_length())
                    while _t202 >= _t201: _t202 = _st_bits(_t201.bit_length())
                _i1[2] = _t196[_t202]; st.decisions += 1
            elif _decide201(st, _i1, _t196, _t200): raise _PlayoutCut195()
            _st_cvars[31 + _i1[1]] = _i1[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #85 3389b473>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t204 = (_k202 or [])
    st.budget -= len(_t204)
    if st.budget < 0: _spent203(st)
    for _t203 in _t204:
        L[5] = _t203
        for _t205 in _st_zones[(6 + _t203)][:]:
            L[8] = _t205
            if not ((_st_cvars[31 + _t205] is not None)): continue
            if _st_log is not None: _st_log.append(_Text207(_audience204(st), [_PlayerRef205(_t203), ' swaps ', _card_ref206(st, _st_cvars[31 + _t205]), ' for a bonus card']))
            _t206 = _st_cvars[31 + _t205]
            _t207 = 14
            if type(_t206) is int and _st_log is None:
                _t208 = _st_zones[(_t209 := _st_loc[_t206])]
                if _t208[-1] == _t206: _t208.pop()
                else: _t208.remove(_t206)
                _st_zones[_t207].append(_t206); _st_loc[_t206] = _t207
                _t210 = _leaving209[_t209]
                if _memo1 and _t210 & 2: _memo1.clear()
            elif _t206 is not None:
                _move_cards208(st, _t206, _t207, False)
                if _memo1: _memo1.clear()
            _st_cvars[31 + _t205] = None
            _t211 = _t205
            _t212 = (2 + _t203)
            if type(_t211) is int and _st_log is None:
                _t213 = _st_zones[_st_loc[_t211]]
                if _t213[-1] == _t211: _t213.pop()
                else: _t213.remove(_t211)
                _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
            elif _t211 is not None:
                _move_cards208(st, _t211, _t212, False)
            if _memo1: _memo1.clear()

# <rulerun animalia.rules: awards #86 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #87 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #88 eb285073>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t215 = (_k210 or [])
    st.budget -= len(_t215)
    if st.budget < 0: _spent211(st)
    for _t214 in _t215:
        L[11] = _t214
        for _t216 in st.zones[(2 + _t214)][:]:
            L[14] = _t216
            if not (((_c212[_t216] is None) and True)): continue
            _t217 = (_k213 or [])
            _t218 = _t214
            _t219 = len(_t217)
            if not _t219: _no_option216(_t218, "the owl's species")
            if _t219 <= 1 and _st_log is None:
                L[15] = _t217[0] if _t219 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t220 = st.chooser(_t219, _t218)
                else:
                    _t220 = _st_bits(_t219.bit_length())
                    while _t220 >= _t219: _t220 = _st_bits(_t219.bit_length())
                L[15] = _t217[_t220]; st.decisions += 1
            elif _st_log is None: _pend217(st, L, _t217, _t218); raise _PlayoutCut214()
            elif _decide218(st, L, _t217, _t218): raise _PlayoutCut214()
            st.cvars[_t216] = L[15]

# <rulerun animalia.rules: awards #89 d522c7b0>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    _t222 = (_k219 or [])
    st.budget -= len(_t222)
    if st.budget < 0: _spent220(st)
    for _t221 in _t222:
        L[18] = _t221
        _t223 = []
        for _t224 in _st_zones[(2 + _t221)]:
            _t223.append((_st_cvars[_t224] if (_c221[_t224] is None) else _c221[_t224]))
        L[19] = _t223
        _t226 = L[19]
        _t225 = 0
        for _t227 in (_k222 or ()):
            if (_t227 in (_t226 or ())):
                _t225 += 1
        L[20] = _t225
        if ((len(_st_zones[(2 + _t221)]) == 5) and (L[20] == 5)):
            for _t228 in (_k223 or []):
                L[23] = _t228
                _st_vars[0 + _t221][_t228] = (_t229 if -1000000000000000000 <= (_t229 := _st_vars[0 + _t221][_t228] + 1) <= 1000000000000000000 else _beyond224(_t229))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t231 = (_k225 or [])
            st.budget -= len(_t231)
            if st.budget < 0: _spent220(st)
            for _t230 in _t231:
                L[26] = _t230
                L[27] = (L[19] or ()).count(_t230)
                if (L[27] >= 2):
                    _st_vars[0 + _t221][_t230] = (_t232 if -1000000000000000000 <= (_t232 := _st_vars[0 + _t221][_t230] + L[27]) <= 1000000000000000000 else _beyond224(_t232))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
        if _st_log is not None: _st_log.append(_Text229(_audience226(st), [_PlayerRef227(_t221), ' medals: ', _plain228(_st_vars[0 + _t221])]))
    _t234 = (_k230 or [])
    st.budget -= len(_t234)
    if st.budget < 0: _spent220(st)
    for _t233 in _t234:
        L[30] = _t233
        for _t235 in _st_zones[(2 + _t233)][:]:
            L[33] = _t235
            _st_cvars[_t235] = None
        _t236 = (2 + _t233)
        _t237 = 0
        if _st_log is None and _t236 != _t237:
            _t238 = _st_zones[_t236]; _st_zones[_t237] += _t238
            for _t239 in _t238: _st_loc[_t239] = _t237
            _t238.clear()
        else:
            _move_cards231(st, _st_zones[_t236][:], _t237, False)
        if _memo1: _memo1.clear()
    _t240 = 14
    _t241 = 0
    if _st_log is None and _t240 != _t241:
        _t242 = _st_zones[_t240]; _st_zones[_t241] += _t242
        for _t243 in _t242: _st_loc[_t243] = _t241
        _t242.clear()
    else:
        _move_cards231(st, _st_zones[_t240][:], _t241, False)

# <rulerun animalia.rules: awards #90 35995fae>
def _native(st, L):
    return _k232

# <rulerun animalia.rules: awards #91 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #92 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #93 e2842974>
def _loop(st, L):
    _st_cvars = st.cvars
    _t245 = 0
    for _t244 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t244] is not None):
            _t245 += 1
    return _t245

# <rulerun animalia.rules: awards #94 d1d30331>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a233(st, L)))

# <rulerun animalia.rules: awards #95 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #96 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #97 3581f40c>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t246 = False
    for _t247 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t247] == _l2):
            _t246 = True
            break
    return (not _t246)

# <rulerun animalia.rules: awards #98 a8f0acec>
def _native(st, L):
    return _k234

# <rulerun animalia.rules: awards #99 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #100 15b8ff8a>
def _native(st, L):
    return ((_c235[L[14]] is None) and True)

# <rulerun animalia.rules: awards #101 887bafd8>
def _native(st, L):
    return _k236

# <rulerun animalia.rules: play #102 8dd8f233>
def _native(st, L):
    st.vars[4] = _random_item237(st, _k238)

# <rulerun animalia.rules: play #103 606ed92a>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text241(_audience239(st), ['Season ', _plain240(L[2])]))
    _shuffle_zone242(st, 0)

# <rulerun animalia.rules: play #104 790d2e59>
def _loop(st, _t248):
    _t251 = 0
    for _t250 in st.zones[(2 + _t248)]:
        _t251 += _c248[_t250]
    return _t251

# <rulerun animalia.rules: play #105 a51e0016>
def _loop(st, _t254):
    _t256 = 0
    for _t255 in st.zones[(2 + _t254)]:
        _t256 += _c253[_t255]
    return _t256

# <rulerun animalia.rules: play #106 e68bcb8f>
def _loop(st, _t261):
    _t263 = 0
    for _t262 in st.zones[(2 + _t261)]:
        _t263 += _c256[_t262]
    return _t263

# <rulerun animalia.rules: play #107 5dcb6ef5>
def _loop(st, _i2):
    _t266 = (_i2[4] or ())
    st.budget -= len(_t266)
    if st.budget < 0: _spent259(st)
    for _t267 in _t266:
        return _t267
    return None

# <rulerun animalia.rules: play #108 6f6b4fba>
def _loop(st, _t272):
    _t274 = 0
    for _t273 in st.zones[(2 + _t272)]:
        _t274 += _c262[_t273]
    return _t274

# <rulerun animalia.rules: play #109 2ba3bef7>
def _loop(st, _t272):
    _t276 = 0
    for _t275 in st.zones[(2 + _t272)]:
        _t276 += _c264[_t275]
    return _t276

# <rulerun animalia.rules: play #110 895ef7a0>
def _loop(st, _t278):
    _t281 = 0
    for _t280 in st.zones[(2 + _t278)]:
        _t281 += _c267[_t280]
    return _t281

# <rulerun animalia.rules: play #111 665fed67>
def _native(st, L):
    if _p270(st, _k269[:]) == 3: return 3

# <rulerun animalia.rules: play #112 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: take_lot #113 2be80c35>
def _loop(st, L, _t293):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t297 = _c278[_t293]
    except Exception:
        for _t295 in _st_zones[(2 + _l0)]:
            if (_c278[_t295] == _c278[_t293]):
                return True
        return False
    else:
        for _t295 in _st_zones[(2 + _l0)]:
            if (_c278[_t295] == _t297):
                return True
        return False

# <rulerun animalia.rules: use_thief #114 playout, without a log 736518d1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t306 = []
    for _t307 in (_k287 or []):
        if ((_t307 != _l0) and (not not _st_zones[(2 + _t307)])): _t306.append(_t307)
    _t308 = _l0
    _t309 = len(_t306) + 1
    if _t309 == 1:
        L[1] = None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t310 = st.chooser(_t309, _t308)
        else:
            _t310 = _st_bits(_t309.bit_length())
            while _t310 >= _t309: _t310 = _st_bits(_t309.bit_length())
        L[1] = _t306[_t310 - 1] if _t310 else None; st.decisions += 1
    elif _decide290(st, L, _t306, _t308): raise _PlayoutCut288()
    if (L[1] is None):
        return 2
    _t311 = _st_zones[(2 + L[1])]
    _t312 = _l0
    _t313 = len(_t311)
    if not _t313: _no_option292(_t312, 'thief: take which card')
    if _t313 <= 1:
        L[2] = _t311[0] if _t313 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t314 = st.chooser(_t313, _t312)
        else:
            _t314 = _st_bits(_t313.bit_length())
            while _t314 >= _t313: _t314 = _st_bits(_t313.bit_length())
        L[2] = _t311[_t314]; st.decisions += 1
    elif _decide293(st, L, _t311[:], _t312): raise _PlayoutCut288()
    _t315 = L[2]
    _t316 = (2 + _l0)
    if type(_t315) is int:
        _t317 = _st_zones[_st_loc[_t315]]
        if _t317[-1] == _t315: _t317.pop()
        else: _t317.remove(_t315)
        _st_zones[_t316].append(_t315); _st_loc[_t315] = _t316
    elif _t315 is not None:
        _move_cards294(st, _t315, _t316, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #115 playout, without a log 6b324e63>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t318 = ['look', 'skip']
    _t319 = _l0
    _t320 = len(_t318)
    if not _t320: _no_option298(_t319, 'spy')
    if _t320 <= 1:
        L[1] = _t318[0] if _t320 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t321 = st.chooser(_t320, _t319)
        else:
            _t321 = _st_bits(_t320.bit_length())
            while _t321 >= _t320: _t321 = _st_bits(_t320.bit_length())
        L[1] = _t318[_t321]; st.decisions += 1
    elif _decide299(st, L, _t318, _t319): raise _PlayoutCut296()
    if (L[1] == 'skip'):
        return 2
    _t322 = _st_zones[0][:-(5) - 1:-1]
    _t323 = (10 + _l0)
    if type(_t322) is list:
        for _t324 in _t322:
            _t325 = _st_zones[_st_loc[_t324]]
            if _t325[-1] == _t324: _t325.pop()
            else: _t325.remove(_t324)
            _st_zones[_t323].append(_t324); _st_loc[_t324] = _t323
        if _memo1: _memo1.clear()
    elif _t322 is not None:
        _move_cards300(st, _t322, _t323, False)
        if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent301(st)
        _t326 = _st_zones[(10 + _l0)]
        _t327 = _l0
        _t328 = len(_t326)
        if not _t328: _no_option298(_t327, 'spy: put back next (the last one ends on top)')
        if _t328 <= 1:
            L[2] = _t326[0] if _t328 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t329 = st.chooser(_t328, _t327)
            else:
                _t329 = _st_bits(_t328.bit_length())
                while _t329 >= _t328: _t329 = _st_bits(_t328.bit_length())
            L[2] = _t326[_t329]; st.decisions += 1
        elif _decide303(st, L, _t326[:], _t327): raise _PlayoutCut296()
        _t330 = L[2]
        _t331 = 0
        if type(_t330) is int:
            _t332 = _st_zones[(_t333 := _st_loc[_t330])]
            if _t332[-1] == _t330: _t332.pop()
            else: _t332.remove(_t330)
            _st_zones[_t331].append(_t330); _st_loc[_t330] = _t331
            _t334 = _leaving304[_t333]
            if _memo1 and _t334 & 2: _memo1.clear()
        elif _t330 is not None:
            _move_cards300(st, _t330, _t331, False)
            if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #116 playout, without a log 649ee069>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t335 = []
    for _t336 in (_k306 or []):
        if ((_t336 != _l0) and (len(_st_zones[(2 + _t336)]) < 5)): _t335.append(_t336)
    _t337 = _l0
    _t338 = len(_t335) + 1
    if _t338 == 1:
        L[1] = None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t339 = st.chooser(_t338, _t337)
        else:
            _t339 = _st_bits(_t338.bit_length())
            while _t339 >= _t338: _t339 = _st_bits(_t338.bit_length())
        L[1] = _t335[_t339 - 1] if _t339 else None; st.decisions += 1
    elif _decide309(st, L, _t335, _t337): raise _PlayoutCut307()
    if (L[1] is None):
        return 2
    _t340 = _st_zones[(2 + _l0)]
    _t341 = _l0
    _t342 = len(_t340)
    if not _t342: _no_option311(_t341, 'gift: which card')
    if _t342 <= 1:
        L[2] = _t340[0] if _t342 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t343 = st.chooser(_t342, _t341)
        else:
            _t343 = _st_bits(_t342.bit_length())
            while _t343 >= _t342: _t343 = _st_bits(_t342.bit_length())
        L[2] = _t340[_t343]; st.decisions += 1
    elif _decide312(st, L, _t340[:], _t341): raise _PlayoutCut307()
    _t344 = L[2]
    _t345 = (2 + L[1])
    if type(_t344) is int:
        _t346 = _st_zones[_st_loc[_t344]]
        if _t346[-1] == _t344: _t346.pop()
        else: _t346.remove(_t344)
        _st_zones[_t345].append(_t344); _st_loc[_t344] = _t345
    elif _t344 is not None:
        _move_cards313(st, _t344, _t345, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #117 playout, without a log 625daece>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t294 = (_st_zones[1][:] or [])
    st.budget -= len(_t294)
    if st.budget < 0: _spent276(st)
    for _t293 in _t294:
        L[4] = _t293
        if ((_c277[_t293] != 'plain') and _a279(st, L, _t293)):
            L[1] = (L[1] + [_t293])
            if len(L[1]) > 1000000: _too_long280(L[1])
        _t299 = _t293
        _t300 = (2 + _l0)
        if type(_t299) is int:
            _t301 = _st_zones[_st_loc[_t299]]
            if _t301[-1] == _t299: _t301.pop()
            else: _t301.remove(_t299)
            _st_zones[_t300].append(_t299); _st_loc[_t299] = _t300
        elif _t299 is not None:
            _move_cards281(st, _t299, _t300, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent276(st)
        _t302 = (L[1] or [])
        _t303 = _l0
        _t304 = len(_t302)
        if not _t304: _no_option284(_t303, 'power to resolve next')
        if _t304 <= 1:
            L[5] = _t302[0] if _t304 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t305 = st.chooser(_t304, _t303)
            else:
                _t305 = _st_bits(_t304.bit_length())
                while _t305 >= _t304: _t305 = _st_bits(_t304.bit_length())
            L[5] = _t302[_t305]; st.decisions += 1
        elif _decide285(st, L, _t302, _t303): raise _PlayoutCut282()
        L[1] = _remove286(st, L[1], L[5])
        if (_c277[L[5]] == 'thief'):
            if _p295(st, [_l0, None, None]) == 3: return 3
        elif (_c277[L[5]] == 'spy'):
            if _p305(st, [_l0, None, None]) == 3: return 3
        else:
            if _p314(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #118 playout, without a log dad9f67f>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t349 = _st_zones[0]
    _t348 = 1
    if _t349:
        _t347 = _t349.pop(); _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
    while True:
        st.budget -= 1
        if st.budget < 0: _spent317(st)
        for _t350 in (_o318[_l0] or []):
            L[3] = _t350
            if not (((len(_st_zones[(2 + _t350)]) < 5) and ((5 - len(_st_zones[(2 + _t350)])) >= len(_st_zones[1])))): continue
            _t351 = ['take', 'pass']
            _t352 = _t350
            _t353 = len(_t351)
            if not _t353: _no_option321(_t352, 'take the lot')
            if _t353 <= 1:
                L[4] = _t351[0] if _t353 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t354 = st.chooser(_t353, _t352)
                else:
                    _t354 = _st_bits(_t353.bit_length())
                    while _t354 >= _t353: _t354 = _st_bits(_t353.bit_length())
                L[4] = _t351[_t354]; st.decisions += 1
            elif _decide322(st, L, _t351, _t352): raise _PlayoutCut319()
            if (L[4] == 'take'):
                if _p323(st, [_t350, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p323(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t357 = _st_zones[0]
        _t356 = 1
        if _t357:
            _t355 = _t357.pop(); _st_zones[_t356].append(_t355); _st_loc[_t355] = _t356

# <rulerun animalia.rules: elegance_bonuses #119 9862ab82>
def _loop(st, _t362):
    _t364 = 0
    for _t363 in st.zones[(2 + _t362)]:
        _t364 += _c328[_t363]
    return _t364

# <rulerun animalia.rules: elegance_bonuses #120 3838b12d>
def _loop(st, _t369):
    _t371 = 0
    for _t370 in st.zones[(2 + _t369)]:
        _t371 += _c331[_t370]
    return _t371

# <rulerun animalia.rules: give_bonus #121 7b569a80>
def _loop(st, L):
    _t375 = 0
    for _t374 in st.zones[(2 + L[0])]:
        _t375 += _c333[_t374]
    return _t375

# <rulerun animalia.rules: give_bonus #122 playout, without a log bda39302>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a334(st, L))) <= 0)):
        return 2
    _t376 = _st_zones[0][:-(L[1]) - 1:-1]
    _t377 = (6 + _l0)
    if type(_t376) is list:
        for _t378 in _t376:
            _t379 = _st_zones[_st_loc[_t378]]
            if _t379[-1] == _t378: _t379.pop()
            else: _t379.remove(_t378)
            _st_zones[_t377].append(_t378); _st_loc[_t378] = _t377
        if _memo1: _memo1.clear()
    elif _t376 is not None:
        _move_cards335(st, _t376, _t377, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #123 7acb4792>
def _loop(st, L):
    _t380 = (L[4] or ())
    st.budget -= len(_t380)
    if st.budget < 0: _spent337(st)
    for _t381 in _t380:
        return _t381
    return None

# <rulerun animalia.rules: elegance_bonuses #124 5c832291>
def _loop(st, _t386):
    _t388 = 0
    for _t387 in st.zones[(2 + _t386)]:
        _t388 += _c340[_t387]
    return _t388

# <rulerun animalia.rules: elegance_bonuses #125 a36e306d>
def _loop(st, _t386):
    _t390 = 0
    for _t389 in st.zones[(2 + _t386)]:
        _t390 += _c342[_t389]
    return _t390

# <rulerun animalia.rules: elegance_bonuses #126 28ad84cd>
def _loop(st, _t392):
    _t395 = 0
    for _t394 in st.zones[(2 + _t392)]:
        _t395 += _c345[_t394]
    return _t395

# <rulerun animalia.rules: elegance_bonuses #127 playout, without a log df16a3b9>
def _native(st, L):
    _memo1 = st.memos[1]
    _t359 = (_k325 or [])
    st.budget -= len(_t359)
    if st.budget < 0: _spent326(st)
    for _t358 in _t359:
        L[2] = _t358
        pass
    _t361 = (_k327 or ())
    st.budget -= len(_t361)
    if st.budget < 0: _spent326(st)
    _t360 = None
    for _t362 in _t361:
        _t365 = (_memo1[_t362] if _t362 in _memo1 else _memo1.setdefault(_t362, _a329(st, _t362)))
        if _t360 is None or _t365 > _t360:
            _t360 = _t365
    L[3] = _t360
    _t367 = L[3]
    _t368 = (_k330 or ())
    st.budget -= len(_t368)
    if st.budget < 0: _spent326(st)
    _t366 = []
    for _t369 in _t368:
        if ((_memo1[_t369] if _t369 in _memo1 else _memo1.setdefault(_t369, _a332(st, _t369))) == _t367):
            _t366.append(_t369)
    L[4] = _t366
    if (len((L[4] or ())) > 1):
        _t373 = (L[4] or [])
        st.budget -= len(_t373)
        if st.budget < 0: _spent326(st)
        for _t372 in _t373:
            L[7] = _t372
            if _p336(st, [_t372, 1]) == 3: return 3
    else:
        if _p336(st, [_a338(st, L), 2]) == 3: return 3
        _t384 = L[3]
        _t385 = (_k339 or ())
        st.budget -= len(_t385)
        if st.budget < 0: _spent326(st)
        _t383 = None
        for _t386 in _t385:
            if ((_memo1[_t386] if _t386 in _memo1 else _memo1.setdefault(_t386, _a341(st, _t386))) < _t384):
                _t391 = (_memo1[_t386] if _t386 in _memo1 else _memo1.setdefault(_t386, _a343(st, _t386)))
                if _t383 is None or _t391 > _t383:
                    _t383 = _t391
        L[8] = _t383
        _t393 = (_k344 or [])
        st.budget -= len(_t393)
        if st.budget < 0: _spent326(st)
        for _t392 in _t393:
            L[11] = _t392
            if not (((L[8] is not None) and ((_memo1[_t392] if _t392 in _memo1 else _memo1.setdefault(_t392, _a346(st, _t392))) == L[8]))): continue
            if _p336(st, [_t392, 1]) == 3: return 3

# <rulerun animalia.rules: play #128 8851a9c2>
def _loop(st, _t396):
    _st_cvars = st.cvars
    _t400 = 0
    for _t399 in st.zones[(6 + _t396)]:
        if (_st_cvars[31 + _t399] is not None):
            _t400 += 1
    return _t400

# <rulerun animalia.rules: play #129 f3e7b700>
def _loop(st, _t396, _t406):
    _st_cvars = st.cvars
    for _t407 in st.zones[(6 + _t396)]:
        if (_st_cvars[31 + _t407] == _t406):
            return True
    return False

# <rulerun animalia.rules: awards #130 07f0a33b>
def _loop(st, _t453):
    _st_cvars = st.cvars
    _t457 = 0
    for _t456 in st.zones[(6 + _t453)]:
        if (_st_cvars[31 + _t456] is not None):
            _t457 += 1
    return _t457

# <rulerun animalia.rules: awards #131 09ba1e06>
def _loop(st, _t453, _t463):
    _st_cvars = st.cvars
    for _t464 in st.zones[(6 + _t453)]:
        if (_st_cvars[31 + _t464] == _t463):
            return True
    return False

# <rulerun animalia.rules: awards #132 playout, without a log af8b549f>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0, _memo1, _memo2, = st.memos
    _st_vars = st.vars
    _st_zones = st.zones
    for _t453 in (_k371 or []):
        st.thread_player = st.inline_thread = _t453
        _i6 = L[:]; _i6[0] = _t453
        while True:
            st.budget -= 1
            if st.budget < 0: _spent372(st)
            _t458 = _NOT_YET
            _t454 = []
            for _t455 in _st_zones[(6 + _t453)]:
                if ((_st_cvars[31 + _t455] is None) and (len(_st_zones[(2 + _t453)]) > (_t458 if _t458 is not _NOT_YET else (_t458 := _a373(st, _t453))))): _t454.append(_t455)
            _t459 = _t453
            _t460 = len(_t454) + 1
            if _t460 == 1:
                _i6[1] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t461 = st.chooser(_t460, _t459)
                else:
                    _t461 = _st_bits(_t460.bit_length())
                    while _t461 >= _t460: _t461 = _st_bits(_t460.bit_length())
                _i6[1] = _t454[_t461 - 1] if _t461 else None; st.decisions += 1
            elif _decide376(st, _i6, _t454, _t459): raise _PlayoutCut374()
            if (_i6[1] is None):
                break
            _t462 = []
            for _t463 in _st_zones[(2 + _t453)]:
                if (not _a377(st, _t453, _t463)): _t462.append(_t463)
            _t466 = _t453
            _t467 = len(_t462)
            if not _t467: _no_option379(_t466, 'the card it replaces')
            if _t467 <= 1:
                _i6[2] = _t462[0] if _t467 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t468 = st.chooser(_t467, _t466)
                else:
                    _t468 = _st_bits(_t467.bit_length())
                    while _t468 >= _t467: _t468 = _st_bits(_t467.bit_length())
                _i6[2] = _t462[_t468]; st.decisions += 1
            elif _decide380(st, _i6, _t462, _t466): raise _PlayoutCut374()
            _st_cvars[31 + _i6[1]] = _i6[2]
    st.thread_player = st.inline_thread = None
    _t470 = (_k381 or [])
    st.budget -= len(_t470)
    if st.budget < 0: _spent372(st)
    for _t469 in _t470:
        L[5] = _t469
        for _t471 in _st_zones[(6 + _t469)][:]:
            L[8] = _t471
            if not ((_st_cvars[31 + _t471] is not None)): continue
            _t472 = _st_cvars[31 + _t471]
            _t473 = 14
            if type(_t472) is int:
                _t474 = _st_zones[(_t475 := _st_loc[_t472])]
                if _t474[-1] == _t472: _t474.pop()
                else: _t474.remove(_t472)
                _st_zones[_t473].append(_t472); _st_loc[_t472] = _t473
                _t476 = _leaving383[_t475]
                if _memo1 and _t476 & 2: _memo1.clear()
            elif _t472 is not None:
                _move_cards382(st, _t472, _t473, False)
                if _memo1: _memo1.clear()
            _st_cvars[31 + _t471] = None
            _t477 = _t471
            _t478 = (2 + _t469)
            if type(_t477) is int:
                _t479 = _st_zones[_st_loc[_t477]]
                if _t479[-1] == _t477: _t479.pop()
                else: _t479.remove(_t477)
                _st_zones[_t478].append(_t477); _st_loc[_t477] = _t478
            elif _t477 is not None:
                _move_cards382(st, _t477, _t478, False)
            if _memo1: _memo1.clear()
    _t481 = (_k384 or [])
    st.budget -= len(_t481)
    if st.budget < 0: _spent372(st)
    for _t480 in _t481:
        L[11] = _t480
        for _t482 in _st_zones[(2 + _t480)][:]:
            L[14] = _t482
            if not (((_c385[_t482] is None) and True)): continue
            _t483 = (_k386 or [])
            _t484 = _t480
            _t485 = len(_t483)
            if not _t485: _no_option379(_t484, "the owl's species")
            if _t485 <= 1:
                L[15] = _t483[0] if _t485 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t486 = st.chooser(_t485, _t484)
                else:
                    _t486 = _st_bits(_t485.bit_length())
                    while _t486 >= _t485: _t486 = _st_bits(_t485.bit_length())
                L[15] = _t483[_t486]; st.decisions += 1
            elif _decide388(st, L, _t483, _t484): raise _PlayoutCut374()
            _st_cvars[_t482] = L[15]
    _t488 = (_k389 or [])
    st.budget -= len(_t488)
    if st.budget < 0: _spent372(st)
    for _t487 in _t488:
        L[18] = _t487
        _t489 = []
        for _t490 in _st_zones[(2 + _t487)]:
            _t489.append((_st_cvars[_t490] if (_c385[_t490] is None) else _c385[_t490]))
        L[19] = _t489
        _t492 = L[19]
        _t491 = 0
        for _t493 in (_k390 or ()):
            if (_t493 in (_t492 or ())):
                _t491 += 1
        L[20] = _t491
        if ((len(_st_zones[(2 + _t487)]) == 5) and (L[20] == 5)):
            for _t494 in (_k391 or []):
                L[23] = _t494
                _st_vars[0 + _t487][_t494] = (_t495 if -1000000000000000000 <= (_t495 := _st_vars[0 + _t487][_t494] + 1) <= 1000000000000000000 else _beyond392(_t495))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t497 = (_k393 or [])
            st.budget -= len(_t497)
            if st.budget < 0: _spent372(st)
            for _t496 in _t497:
                L[26] = _t496
                L[27] = (L[19] or ()).count(_t496)
                if (L[27] >= 2):
                    _st_vars[0 + _t487][_t496] = (_t498 if -1000000000000000000 <= (_t498 := _st_vars[0 + _t487][_t496] + L[27]) <= 1000000000000000000 else _beyond392(_t498))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
    _t500 = (_k394 or [])
    st.budget -= len(_t500)
    if st.budget < 0: _spent372(st)
    for _t499 in _t500:
        L[30] = _t499
        for _t501 in _st_zones[(2 + _t499)][:]:
            L[33] = _t501
            _st_cvars[_t501] = None
        _t502 = (2 + _t499)
        _t503 = 0
        if _t502 != _t503:
            _t504 = _st_zones[_t502]; _st_zones[_t503] += _t504
            for _t505 in _t504: _st_loc[_t505] = _t503
            _t504.clear()
        else:
            _move_cards382(st, _st_zones[_t502][:], _t503, False)
        if _memo1: _memo1.clear()
    _t506 = 14
    _t507 = 0
    if _t506 != _t507:
        _t508 = _st_zones[_t506]; _st_zones[_t507] += _t508
        for _t509 in _t508: _st_loc[_t509] = _t507
        _t508.clear()
    else:
        _move_cards382(st, _st_zones[_t506][:], _t507, False)

# <rulerun animalia.rules: play #133 51395e0f>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t284 = ((list(range(1, _t283 + 1)) if (_t283 := 3) - 1 < 1000000 else _range271(1, _t283)) or [])
    st.budget -= len(_t284)
    if st.budget < 0: _spent272(st)
    for _t282 in _t284:
        L[2] = _t282
        _shuffle_zone273(st, 0)
        _i3 = [None, None]
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent272(st)
            _t285 = []
            for _t286 in (_o274[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t286)]) < 5):
                    _t285.append(_t286)
            _i3[0] = _t285
            if (not (_i3[0] or ())):
                break
            _t288 = (_i3[0] or ())
            st.budget -= len(_t288)
            if st.budget < 0: _spent272(st)
            _t287 = None
            for _t289 in _t288:
                _t287 = _t289
                break
            _i3[1] = _t287
            _st_vars[5] = _i3[1]
            if (len((_i3[0] or ())) == 1):
                _t292 = _st_zones[0]
                _t291 = 1
                if _t292:
                    _t290 = _t292.pop(); _st_zones[_t291].append(_t290); st.loc[_t290] = _t291
                if _p315(st, [_i3[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p324(st, [_i3[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i3[1] + 1) % 4)
        if _p348(st, _k347[:]) == 3: return 3
        if _p396(st, _k395[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #134 ae54380c>
def _loop(st, _t510):
    _st_vars = st.vars
    _t513 = 0
    for _t512 in (_k402 or ()):
        _t513 += _times403((_st_vars[0 + _t510][_t512] // 5), 5)
    return _t513

# <rulerun animalia.rules: play #135 5ba1ac09>
def _loop(st, _t510):
    _st_vars = st.vars
    _t515 = 0
    for _t514 in (_k405 or ()):
        _t515 += _st_vars[0 + _t510][_t514]
    return _t515

# <rulerun animalia.rules: play #136 fbcf82ad>
def _loop(st, _t510):
    _st_vars = st.vars
    _t517 = 0
    for _t516 in (_k407 or ()):
        _t517 += _times408((_st_vars[0 + _t510][_t516] // 5), 5)
    return _t517

# <rulerun animalia.rules: play #137 d0ce2e28>
def _native(st, L):
    _st_log = st.log
    _memo0, _, _memo2, = st.memos
    _t511 = (_k397 or [])
    st.budget -= len(_t511)
    if st.budget < 0: _spent398(st)
    for _t510 in _t511:
        L[5] = _t510
        if _st_log is not None: _st_log.append(_Text411(_audience399(st), [_PlayerRef400(_t510), ': medals ', _plain401(st.vars[0 + _t510]), '; bonus ', _plain401((_memo0[_t510] if _t510 in _memo0 else _memo0.setdefault(_t510, _a404(st, _t510)))), '; total ', _plain401((_memo2[_t510] if _t510 in _memo2 else _memo2.setdefault(_t510, (_t518 if -1000000000000000000 <= (_t518 := (_a406(st, _t510) + (_memo0[_t510] if _t510 in _memo0 else _memo0.setdefault(_t510, _a409(st, _t510))))) <= 1000000000000000000 else _beyond410(_t518)))))]))
    _end_game412(st, None, False); return 3

# <rulerun animalia.rules: play #138 7fe892ae>
def _native(st, L):
    return (list(range(1, _t519 + 1)) if (_t519 := 3) - 1 < 1000000 else _range413(1, _t519))

# <rulerun animalia.rules: collecting #139 974f6b14>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k416)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run417(st, L)
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
            _r = _run418(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit420(_k421)
            fr[1] = 10; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs422[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 10
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit420(_k423)
            fr[1] = 12; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs422[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 12
        if pc == 12:
            _r = _run424(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit415(_k, st, _d0): raise _Runaway414()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k425)

# <rulerun animalia.rules: offer #140 54b96620>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run428(st, L)
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
            L[1] = (_o429[L[0]] or []); L[2] = 0
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
            _t520 = L[3]
            _t521 = len(_o)
            if not _t521: _no_option431(_t520, 'take the lot')
            if _t521 <= 1 and _st_log is None:
                L[4] = _o[0] if _t521 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t522 = st.chooser(_t521, _t520)
                else:
                    _t522 = _st_bits(_t521.bit_length())
                    while _t522 >= _t521: _t522 = _st_bits(_t521.bit_length())
                L[4] = _o[_t522]; st.decisions += 1
                if st.thread_player is not None: _answered432(st, _t522)
            elif _st_log is None: _pend433(st, L, _o, _t520); return True
            elif _decide434(st, L, _o, _t520): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit435(_k436)
            fr[1] = 7; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs437[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit427(_k, st, _d0): raise _Runaway426()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run439(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit435(_k440)
            fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs437[2](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 13
        if pc == 13:
            _r = _run441(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit427(_k, st, _d0): raise _Runaway426()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k443)

# <rulerun animalia.rules: take_lot #141 b056d89b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run446(st, L)
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
            _t523 = L[0]
            _t524 = len(_o)
            if not _t524: _no_option448(_t523, 'power to resolve next')
            if _t524 <= 1 and _st_log is None:
                L[5] = _o[0] if _t524 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t525 = st.chooser(_t524, _t523)
                else:
                    _t525 = _st_bits(_t524.bit_length())
                    while _t525 >= _t524: _t525 = _st_bits(_t524.bit_length())
                L[5] = _o[_t525]; st.decisions += 1
                if st.thread_player is not None: _answered449(st, _t525)
            elif _st_log is None: _pend450(st, L, _o, _t523); return True
            elif _decide451(st, L, _o, _t523): return True
            pc = 3
        if pc == 3:
            _r = _run452(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c453[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit454(_k455)
            fr[1] = 6; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs456[3](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 6
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c453[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit454(_k457)
            fr[1] = 9; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs456[4](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 9
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit454(_k458)
            fr[1] = 11; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs456[5](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 11
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit445(_k, st, _d0): raise _Runaway444()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun animalia.rules: use_thief #142 83ff3736>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run462(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t526 in (_k463 or []):
                if ((_t526 != L[0]) and (not not _st_zones[(2 + _t526)])): _o.append(_t526)
            fr[1] = 2
            _t527 = L[0]
            _t528 = len(_o) + 1
            if _t528 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[1] = _o[_t529 - 1] if _t529 else None; st.decisions += 1
                if st.thread_player is not None: _answered465(st, _t529)
            elif _st_log is None: _pend466(st, L, [None] + _o, _t527); return True
            elif _decide467(st, L, _o, _t527): return True
            pc = 2
        if pc == 2:
            _r = _run468(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t530 = L[0]
            _t531 = len(_o)
            if not _t531: _no_option470(_t530, 'thief: take which card')
            if _t531 <= 1 and _st_log is None:
                L[2] = _o[0] if _t531 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t532 = st.chooser(_t531, _t530)
                else:
                    _t532 = _st_bits(_t531.bit_length())
                    while _t532 >= _t531: _t532 = _st_bits(_t531.bit_length())
                L[2] = _o[_t532]; st.decisions += 1
                if st.thread_player is not None: _answered465(st, _t532)
            elif _st_log is None: _pend471(st, L, _o[:], _t530); return True
            elif _decide472(st, L, _o[:], _t530): return True
            pc = 4
        if pc == 4:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k474)

# <rulerun animalia.rules: use_spy #143 3c182132>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run477(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t533 = L[0]
            _t534 = len(_o)
            if not _t534: _no_option479(_t533, 'spy')
            if _t534 <= 1 and _st_log is None:
                L[1] = _o[0] if _t534 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t535 = st.chooser(_t534, _t533)
                else:
                    _t535 = _st_bits(_t534.bit_length())
                    while _t535 >= _t534: _t535 = _st_bits(_t534.bit_length())
                L[1] = _o[_t535]; st.decisions += 1
                if st.thread_player is not None: _answered480(st, _t535)
            elif _st_log is None: _pend481(st, L, _o, _t533); return True
            elif _decide482(st, L, _o, _t533): return True
            pc = 2
        if pc == 2:
            _r = _run483(st, L)
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
            _t536 = L[0]
            _t537 = len(_o)
            if not _t537: _no_option479(_t536, 'spy: put back next (the last one ends on top)')
            if _t537 <= 1 and _st_log is None:
                L[2] = _o[0] if _t537 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t538 = st.chooser(_t537, _t536)
                else:
                    _t538 = _st_bits(_t537.bit_length())
                    while _t538 >= _t537: _t538 = _st_bits(_t537.bit_length())
                L[2] = _o[_t538]; st.decisions += 1
                if st.thread_player is not None: _answered480(st, _t538)
            elif _st_log is None: _pend485(st, L, _o[:], _t536); return True
            elif _decide486(st, L, _o[:], _t536): return True
            pc = 5
        if pc == 5:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit476(_k, st, _d0): raise _Runaway475()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k488)

# <rulerun animalia.rules: use_gift #144 4ccbee02>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t539 in (_k491 or []):
                if ((_t539 != L[0]) and (len(_st_zones[(2 + _t539)]) < 5)): _o.append(_t539)
            fr[1] = 1
            _t540 = L[0]
            _t541 = len(_o) + 1
            if _t541 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t542 = st.chooser(_t541, _t540)
                else:
                    _t542 = _st_bits(_t541.bit_length())
                    while _t542 >= _t541: _t542 = _st_bits(_t541.bit_length())
                L[1] = _o[_t542 - 1] if _t542 else None; st.decisions += 1
                if st.thread_player is not None: _answered493(st, _t542)
            elif _st_log is None: _pend494(st, L, [None] + _o, _t540); return True
            elif _decide495(st, L, _o, _t540): return True
            pc = 1
        if pc == 1:
            _r = _run496(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t543 = L[0]
            _t544 = len(_o)
            if not _t544: _no_option498(_t543, 'gift: which card')
            if _t544 <= 1 and _st_log is None:
                L[2] = _o[0] if _t544 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[2] = _o[_t545]; st.decisions += 1
                if st.thread_player is not None: _answered493(st, _t545)
            elif _st_log is None: _pend499(st, L, _o[:], _t543); return True
            elif _decide500(st, L, _o[:], _t543): return True
            pc = 3
        if pc == 3:
            _r = _run501(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k502)

# <rulerun animalia.rules: elegance_bonuses #145 28040785>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k506)

# <rulerun animalia.rules: give_bonus #146 93a6d2f5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run509(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k510)

# <rulerun animalia.rules: awards #147 4ceb554c>
def _loop(st, L):
    _st_cvars = st.cvars
    _t548 = 0
    for _t547 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t547] is not None):
            _t548 += 1
    return _t548

# <rulerun animalia.rules: awards #148 344478ca>
def _loop(st, L, _t553):
    _st_cvars = st.cvars
    for _t554 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t554] == _t553):
            return True
    return False

# <rulerun animalia.rules: awards #149 091c2d1d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k513)
            fr[1] = 2
            if _step514(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t549 = _NOT_YET
            _o = []
            for _t546 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t546] is None) and (len(_st_zones[(2 + L[0])]) > (_t549 if _t549 is not _NOT_YET else (_t549 := _a515(st, L))))): _o.append(_t546)
            fr[1] = 4
            _t550 = L[0]
            _t551 = len(_o) + 1
            if _t551 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t552 = st.chooser(_t551, _t550)
                else:
                    _t552 = _st_bits(_t551.bit_length())
                    while _t552 >= _t551: _t552 = _st_bits(_t551.bit_length())
                L[1] = _o[_t552 - 1] if _t552 else None; st.decisions += 1
                if st.thread_player is not None: _answered517(st, _t552)
            elif _st_log is None: _pend518(st, L, [None] + _o, _t550); return True
            elif _decide519(st, L, _o, _t550): return True
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
            for _t553 in _st_zones[(2 + L[0])]:
                if (not _a520(st, L, _t553)): _o.append(_t553)
            fr[1] = 8
            _t556 = L[0]
            _t557 = len(_o)
            if not _t557: _no_option522(_t556, 'the card it replaces')
            if _t557 <= 1 and _st_log is None:
                L[2] = _o[0] if _t557 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t558 = st.chooser(_t557, _t556)
                else:
                    _t558 = _st_bits(_t557.bit_length())
                    while _t558 >= _t557: _t558 = _st_bits(_t557.bit_length())
                L[2] = _o[_t558]; st.decisions += 1
                if st.thread_player is not None: _answered517(st, _t558)
            elif _st_log is None: _pend523(st, L, _o, _t556); return True
            elif _decide524(st, L, _o, _t556): return True
            pc = 8
        if pc == 8:
            _r = _run525(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit512(_k, st, _d0): raise _Runaway511()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run526(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k527 or []); L[10] = 0
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
                if ((_c528[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k529 or [])
            fr[1] = 17
            _t559 = L[11]
            _t560 = len(_o)
            if not _t560: _no_option522(_t559, "the owl's species")
            if _t560 <= 1 and _st_log is None:
                L[15] = _o[0] if _t560 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t561 = st.chooser(_t560, _t559)
                else:
                    _t561 = _st_bits(_t560.bit_length())
                    while _t561 >= _t560: _t561 = _st_bits(_t560.bit_length())
                L[15] = _o[_t561]; st.decisions += 1
                if st.thread_player is not None: _answered517(st, _t561)
            elif _st_log is None: _pend531(st, L, _o, _t559); return True
            elif _decide532(st, L, _o, _t559): return True
            pc = 17
        if pc == 17:
            _r = _run533(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit512(_k, st, _d0): raise _Runaway511()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit512(_k, st, _d0): raise _Runaway511()
            continue
        if pc == 20:
            _r = _run534(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k535)

# <rulerun animalia.rules: play #150 71fed75d>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run538(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = ((list(range(1, _t562 + 1)) if (_t562 := 3) - 1 < 1000000 else _range539(1, _t562)) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run540(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit541(_k542)
            fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs543[0](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run544(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit541(_k545)
            fr[1] = 7; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs543[8](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 7
        if pc == 7:
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit537(_k, st, _d0): raise _Runaway536()
            continue
        if pc == 9:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step548(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k549)

# <rulerun animalia.rules: collecting #151 f947d3ef>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k552)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region553(st, L)
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
            _r = _run554(st, L)
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
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run556(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p557(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k559)
                fr[1] = 10; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs560[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 10
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p561(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k562)
                fr[1] = 12; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs560[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 12
        if pc == 12:
            _r = _run563(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit551(_k, st, _d0): raise _Runaway550()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k564)

# <rulerun animalia.rules: offer #152 19c52f2f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run567(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region568(st, L)
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
            L[1] = (_o569[L[0]] or []); L[2] = 0
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
            _t563 = L[3]
            _t564 = len(_o)
            if not _t564: _no_option571(_t563, 'take the lot')
            if _t564 <= 1 and _st_log is None:
                L[4] = _o[0] if _t564 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t565 = st.chooser(_t564, _t563)
                else:
                    _t565 = _st_bits(_t564.bit_length())
                    while _t565 >= _t564: _t565 = _st_bits(_t564.bit_length())
                L[4] = _o[_t565]; st.decisions += 1
                if st.thread_player is not None: _answered572(st, _t565)
            elif _st_log is None: _pend573(st, L, _o, _t563); return True
            elif _decide574(st, L, _o, _t563): return True
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
                fr[1] = 7; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs578[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run579(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit566(_k, st, _d0): raise _Runaway565()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p575(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit576(_k581)
                fr[1] = 13; _f = [2, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs578[2](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 13
        if pc == 13:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run583(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit566(_k, st, _d0): raise _Runaway565()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k584)

# <rulerun animalia.rules: take_lot #153 ff7d2362>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
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
            _t566 = L[0]
            _t567 = len(_o)
            if not _t567: _no_option590(_t566, 'power to resolve next')
            if _t567 <= 1 and _st_log is None:
                L[5] = _o[0] if _t567 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t568 = st.chooser(_t567, _t566)
                else:
                    _t568 = _st_bits(_t567.bit_length())
                    while _t568 >= _t567: _t568 = _st_bits(_t567.bit_length())
                L[5] = _o[_t568]; st.decisions += 1
                if st.thread_player is not None: _answered591(st, _t568)
            elif _st_log is None: _pend592(st, L, _o, _t566); return True
            elif _decide593(st, L, _o, _t566): return True
            pc = 3
        if pc == 3:
            _r = _run594(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c595[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p596(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit597(_k598)
                fr[1] = 6; _f = [3, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs599[3](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 6
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c595[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p600(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit597(_k601)
                fr[1] = 9; _f = [4, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs599[4](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 9
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p602(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit597(_k603)
                fr[1] = 11; _f = [5, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs599[5](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 11
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit586(_k, st, _d0): raise _Runaway585()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k604)

# <rulerun animalia.rules: use_spy #154 7a4485e9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t569 = L[0]
            _t570 = len(_o)
            if not _t570: _no_option609(_t569, 'spy')
            if _t570 <= 1 and _st_log is None:
                L[1] = _o[0] if _t570 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t571 = st.chooser(_t570, _t569)
                else:
                    _t571 = _st_bits(_t570.bit_length())
                    while _t571 >= _t570: _t571 = _st_bits(_t570.bit_length())
                L[1] = _o[_t571]; st.decisions += 1
                if st.thread_player is not None: _answered610(st, _t571)
            elif _st_log is None: _pend611(st, L, _o, _t569); return True
            elif _decide612(st, L, _o, _t569): return True
            pc = 2
        if pc == 2:
            _r = _run613(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region614(st, L)
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
            _t572 = L[0]
            _t573 = len(_o)
            if not _t573: _no_option609(_t572, 'spy: put back next (the last one ends on top)')
            if _t573 <= 1 and _st_log is None:
                L[2] = _o[0] if _t573 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t574 = st.chooser(_t573, _t572)
                else:
                    _t574 = _st_bits(_t573.bit_length())
                    while _t574 >= _t573: _t574 = _st_bits(_t573.bit_length())
                L[2] = _o[_t574]; st.decisions += 1
                if st.thread_player is not None: _answered610(st, _t574)
            elif _st_log is None: _pend616(st, L, _o[:], _t572); return True
            elif _decide617(st, L, _o[:], _t572): return True
            pc = 5
        if pc == 5:
            _r = _run618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit606(_k, st, _d0): raise _Runaway605()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k619)

# <rulerun animalia.rules: awards #155 9e24b3d0>
def _loop(st, L):
    _st_cvars = st.cvars
    _t577 = 0
    for _t576 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t576] is not None):
            _t577 += 1
    return _t577

# <rulerun animalia.rules: awards #156 4357c5f7>
def _loop(st, L, _t582):
    _st_cvars = st.cvars
    for _t583 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t583] == _t582):
            return True
    return False

# <rulerun animalia.rules: awards #157 5d635f91>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k622)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region623(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step624(st, fr): return True
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
                if ((st.cvars[31 + _t575] is None) and (len(_st_zones[(2 + L[0])]) > (_t578 if _t578 is not _NOT_YET else (_t578 := _a625(st, L))))): _o.append(_t575)
            fr[1] = 4
            _t579 = L[0]
            _t580 = len(_o) + 1
            if _t580 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t581 = st.chooser(_t580, _t579)
                else:
                    _t581 = _st_bits(_t580.bit_length())
                    while _t581 >= _t580: _t581 = _st_bits(_t580.bit_length())
                L[1] = _o[_t581 - 1] if _t581 else None; st.decisions += 1
                if st.thread_player is not None: _answered627(st, _t581)
            elif _st_log is None: _pend628(st, L, [None] + _o, _t579); return True
            elif _decide629(st, L, _o, _t579): return True
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
            for _t582 in _st_zones[(2 + L[0])]:
                if (not _a630(st, L, _t582)): _o.append(_t582)
            fr[1] = 8
            _t585 = L[0]
            _t586 = len(_o)
            if not _t586: _no_option632(_t585, 'the card it replaces')
            if _t586 <= 1 and _st_log is None:
                L[2] = _o[0] if _t586 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t587 = st.chooser(_t586, _t585)
                else:
                    _t587 = _st_bits(_t586.bit_length())
                    while _t587 >= _t586: _t587 = _st_bits(_t586.bit_length())
                L[2] = _o[_t587]; st.decisions += 1
                if st.thread_player is not None: _answered627(st, _t587)
            elif _st_log is None: _pend633(st, L, _o, _t585); return True
            elif _decide634(st, L, _o, _t585): return True
            pc = 8
        if pc == 8:
            _r = _run635(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run636(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region637(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k638 or []); L[10] = 0
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
                if ((_c639[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k640 or [])
            fr[1] = 17
            _t588 = L[11]
            _t589 = len(_o)
            if not _t589: _no_option632(_t588, "the owl's species")
            if _t589 <= 1 and _st_log is None:
                L[15] = _o[0] if _t589 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t590 = st.chooser(_t589, _t588)
                else:
                    _t590 = _st_bits(_t589.bit_length())
                    while _t590 >= _t589: _t590 = _st_bits(_t589.bit_length())
                L[15] = _o[_t590]; st.decisions += 1
                if st.thread_player is not None: _answered627(st, _t590)
            elif _st_log is None: _pend642(st, L, _o, _t588); return True
            elif _decide643(st, L, _o, _t588): return True
            pc = 17
        if pc == 17:
            _r = _run644(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 20:
            _r = _run645(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k646)

# <rulerun animalia.rules: collecting #158 playout 08a5e2ea>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k653)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent654(st)
        _t592 = []
        for _t593 in (_o655[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t593)]) < 5):
                _t592.append(_t593)
        L[0] = _t592
        if (not (L[0] or ())):
            break
        _t595 = (L[0] or ())
        st.budget -= len(_t595)
        if st.budget < 0: _spent654(st)
        _t594 = None
        for _t596 in _t595:
            _t594 = _t596
            break
        L[1] = _t594
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text658(_audience656(st), [_PlayerRef657(L[1]), ' draws alone']))
            _t599 = _st_zones[0]
            _t598 = 1
            if _st_log is None and _t599:
                _t597 = _t599.pop(); _st_zones[_t598].append(_t597); st.loc[_t597] = _t598
            elif _t599:
                _move_cards659(st, _t599[-1], _t598, False)
            if _p660(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p661(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #159 2b68316b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run649(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region650(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = ((list(range(1, _t591 + 1)) if (_t591 := 3) - 1 < 1000000 else _range651(1, _t591)) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p662(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit663(_k664)
                fr[1] = 5; _f = [0, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs665[0](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run666(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p667(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit663(_k668)
                fr[1] = 7; _f = [8, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs665[8](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 7
        if pc == 7:
            _r = _run669(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit648(_k, st, _d0): raise _Runaway647()
            continue
        if pc == 9:
            _r = _run670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step671(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k672)

# <rulerun animalia.rules: play #160 536e2857>
def _loop(st, p):
    _st_vars = st.vars
    _t601 = 0
    for _t600 in (_k673 or ()):
        _t601 += _st_vars[0 + p][_t600]
    return _t601

# <rulerun animalia.rules: play #161 e02774db>
def _loop(st, p):
    _st_vars = st.vars
    _t603 = 0
    for _t602 in (_k675 or ()):
        _t603 += _times676((_st_vars[0 + p][_t602] // 5), 5)
    return _t603

# <rulerun animalia.rules: rank #162 18dd1753>
def _native(st, p):
    return ((_t604 if -1000000000000000000 <= (_t604 := (_a674(st, p) + _a677(st, p))) <= 1000000000000000000 else _beyond678(_t604)), )

