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

# <rulerun animalia.rules: collecting #2 2e5fb9da>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text4(_audience2(st), [_PlayerRef3(L[1]), ' draws alone']))
    _t7 = _st_zones[0]
    _t6 = 1
    if _st_log is None and _t7:
        _t5 = _t7.pop(); _st_zones[_t6].append(_t5); st.loc[_t5] = _t6
    elif _t7:
        _move_cards5(st, _t7[-1], _t6, False)
    if _memo1: _memo1.clear()

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

# <rulerun animalia.rules: use_thief #8 playout 0fa88b6d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_l0), "'s thief has no room and fizzles"]))
        return 2
    _t29 = []
    for _t30 in (_k24 or []):
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
    elif _decide27(st, L, _t29, _t31): raise _PlayoutCut25()
    if (L[1] is None):
        return 2
    _t34 = _st_zones[(2 + L[1])]
    _t35 = _l0
    _t36 = len(_t34)
    if not _t36: _no_option29(_t35, 'thief: take which card')
    if _t36 <= 1 and _st_log is None:
        L[2] = _t34[0] if _t36 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t37 = st.chooser(_t36, _t35)
        else:
            _t37 = _st_bits(_t36.bit_length())
            while _t37 >= _t36: _t37 = _st_bits(_t36.bit_length())
        L[2] = _t34[_t37]; st.decisions += 1
    elif _decide30(st, L, _t34[:], _t35): raise _PlayoutCut25()
    if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_l0), ' steals ', _card_ref31(st, L[2]), ' from ', _PlayerRef22(L[1])]))
    _t38 = L[2]
    _t39 = (2 + _l0)
    if type(_t38) is int and _st_log is None:
        _t40 = _st_zones[_st_loc[_t38]]
        if _t40[-1] == _t38: _t40.pop()
        else: _t40.remove(_t38)
        _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
    elif _t38 is not None:
        _move_cards32(st, _t38, _t39, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout 23d98224>
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
    if not _t43: _no_option36(_t42, 'spy')
    if _t43 <= 1 and _st_log is None:
        L[1] = _t41[0] if _t43 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t44 = st.chooser(_t43, _t42)
        else:
            _t44 = _st_bits(_t43.bit_length())
            while _t44 >= _t43: _t44 = _st_bits(_t43.bit_length())
        L[1] = _t41[_t44]; st.decisions += 1
    elif _decide37(st, L, _t41, _t42): raise _PlayoutCut34()
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
        _move_cards38(st, _t45, _t46, False)
    if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent39(st)
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
        elif _decide41(st, L, _t49[:], _t50): raise _PlayoutCut34()
        _t53 = L[2]
        _t54 = 0
        if type(_t53) is int and _st_log is None:
            _t55 = _st_zones[_st_loc[_t53]]
            if _t55[-1] == _t53: _t55.pop()
            else: _t55.remove(_t53)
            _st_zones[_t54].append(_t53); _st_loc[_t53] = _t54
        elif _t53 is not None:
            _move_cards38(st, _t53, _t54, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout b741c5f1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t56 = []
    for _t57 in (_k43 or []):
        if ((_t57 != _l0) and (len(_st_zones[(2 + _t57)]) < 5)): _t56.append(_t57)
    _t58 = _l0
    _t59 = len(_t56) + 1
    if _t59 == 1:
        L[1] = None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t60 = st.chooser(_t59, _t58)
        else:
            _t60 = _st_bits(_t59.bit_length())
            while _t60 >= _t59: _t60 = _st_bits(_t59.bit_length())
        L[1] = _t56[_t60 - 1] if _t60 else None; st.decisions += 1
    elif _decide46(st, L, _t56, _t58): raise _PlayoutCut44()
    if (L[1] is None):
        return 2
    _t61 = _st_zones[(2 + _l0)]
    _t62 = _l0
    _t63 = len(_t61)
    if not _t63: _no_option48(_t62, 'gift: which card')
    if _t63 <= 1 and _st_log is None:
        L[2] = _t61[0] if _t63 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t64 = st.chooser(_t63, _t62)
        else:
            _t64 = _st_bits(_t63.bit_length())
            while _t64 >= _t63: _t64 = _st_bits(_t63.bit_length())
        L[2] = _t61[_t64]; st.decisions += 1
    elif _decide49(st, L, _t61[:], _t62): raise _PlayoutCut44()
    if _st_log is not None: _st_log.append(_Text53(_audience50(st), [_PlayerRef51(_l0), ' gives ', _card_ref52(st, L[2]), ' to ', _PlayerRef51(L[1])]))
    _t65 = L[2]
    _t66 = (2 + L[1])
    if type(_t65) is int and _st_log is None:
        _t67 = _st_zones[_st_loc[_t65]]
        if _t67[-1] == _t65: _t67.pop()
        else: _t67.remove(_t65)
        _st_zones[_t66].append(_t65); _st_loc[_t65] = _t66
    elif _t65 is not None:
        _move_cards54(st, _t65, _t66, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #15 6f1bb4ef>
def _loop(st, L, _t68):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t72 = _c58[_t68]
    except Exception:
        for _t70 in _st_zones[(2 + _l0)]:
            if (_c58[_t70] == _c58[_t68]):
                return True
        return False
    else:
        for _t70 in _st_zones[(2 + _l0)]:
            if (_c58[_t70] == _t72):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout 679a7b05>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t69 = (_st_zones[1][:] or [])
    st.budget -= len(_t69)
    if st.budget < 0: _spent56(st)
    for _t68 in _t69:
        L[4] = _t68
        if ((_c57[_t68] != 'plain') and _a59(st, L, _t68)):
            L[1] = (L[1] + [_t68])
            if len(L[1]) > 1000000: _too_long60(L[1])
        _t74 = _t68
        _t75 = (2 + _l0)
        if type(_t74) is int and _st_log is None:
            _t76 = _st_zones[_st_loc[_t74]]
            if _t76[-1] == _t74: _t76.pop()
            else: _t76.remove(_t74)
            _st_zones[_t75].append(_t74); _st_loc[_t74] = _t75
        elif _t74 is not None:
            _move_cards61(st, _t74, _t75, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent56(st)
        _t77 = (L[1] or [])
        _t78 = _l0
        _t79 = len(_t77)
        if not _t79: _no_option64(_t78, 'power to resolve next')
        if _t79 <= 1 and _st_log is None:
            L[5] = _t77[0] if _t79 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t80 = st.chooser(_t79, _t78)
            else:
                _t80 = _st_bits(_t79.bit_length())
                while _t80 >= _t79: _t80 = _st_bits(_t79.bit_length())
            L[5] = _t77[_t80]; st.decisions += 1
        elif _decide65(st, L, _t77, _t78): raise _PlayoutCut62()
        L[1] = _remove66(st, L[1], L[5])
        if (_c57[L[5]] == 'thief'):
            if _p67(st, [_l0, None, None]) == 3: return 3
        elif (_c57[L[5]] == 'spy'):
            if _p68(st, [_l0, None, None]) == 3: return 3
        else:
            if _p69(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 playout c9a408e3>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t83 = _st_zones[0]
    _t82 = 1
    if _st_log is None and _t83:
        _t81 = _t83.pop(); _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
    elif _t83:
        _move_cards71(st, _t83[-1], _t82, False)
    if _memo1: _memo1.clear()
    while True:
        st.budget -= 1
        if st.budget < 0: _spent72(st)
        for _t84 in (_o73[_l0] or []):
            L[3] = _t84
            if not (((len(_st_zones[(2 + _t84)]) < 5) and ((5 - len(_st_zones[(2 + _t84)])) >= len(_st_zones[1])))): continue
            _t85 = ['take', 'pass']
            _t86 = _t84
            _t87 = len(_t85)
            if not _t87: _no_option76(_t86, 'take the lot')
            if _t87 <= 1 and _st_log is None:
                L[4] = _t85[0] if _t87 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t88 = st.chooser(_t87, _t86)
                else:
                    _t88 = _st_bits(_t87.bit_length())
                    while _t88 >= _t87: _t88 = _st_bits(_t87.bit_length())
                L[4] = _t85[_t88]; st.decisions += 1
            elif _decide77(st, L, _t85, _t86): raise _PlayoutCut74()
            if (L[4] == 'take'):
                if _p78(st, [_t84, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text81(_audience79(st), [_PlayerRef80(_l0), ' must take the lot']))
            if _p78(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t91 = _st_zones[0]
        _t90 = 1
        if _st_log is None and _t91:
            _t89 = _t91.pop(); _st_zones[_t90].append(_t89); _st_loc[_t89] = _t90
        elif _t91:
            _move_cards71(st, _t91[-1], _t90, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: collecting #19 6770faa7>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
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
            if _memo1: _memo1.clear()
            if _p70(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p82(st, [L[1], None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #25 6562f1d8>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t94 = _st_zones[0]
    _t93 = 1
    if st.log is None and _t94:
        _t92 = _t94.pop(); _st_zones[_t93].append(_t92); st.loc[_t92] = _t93
    elif _t94:
        _move_cards83(st, _t94[-1], _t93, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #26 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #27 466ee4e0>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text86(_audience84(st), [_PlayerRef85(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 9c98bfaf>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t97 = _st_zones[0]
    _t96 = 1
    if st.log is None and _t97:
        _t95 = _t97.pop(); _st_zones[_t96].append(_t95); st.loc[_t95] = _t96
    elif _t97:
        _move_cards87(st, _t97[-1], _t96, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #30 1e96d11b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent88(st)
        for _t98 in (_o89[_l0] or []):
            L[3] = _t98
            if not (((len(_st_zones[(2 + _t98)]) < 5) and ((5 - len(_st_zones[(2 + _t98)])) >= len(_st_zones[1])))): continue
            _t99 = ['take', 'pass']
            _t100 = _t98
            _t101 = len(_t99)
            if not _t101: _no_option92(_t100, 'take the lot')
            if _t101 <= 1 and _st_log is None:
                L[4] = _t99[0] if _t101 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t102 = st.chooser(_t101, _t100)
                else:
                    _t102 = _st_bits(_t101.bit_length())
                    while _t102 >= _t101: _t102 = _st_bits(_t101.bit_length())
                L[4] = _t99[_t102]; st.decisions += 1
            elif _decide93(st, L, _t99, _t100): raise _PlayoutCut90()
            if (L[4] == 'take'):
                if _p94(st, [_t98, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text97(_audience95(st), [_PlayerRef96(_l0), ' must take the lot']))
            if _p94(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t105 = _st_zones[0]
        _t104 = 1
        if _st_log is None and _t105:
            _t103 = _t105.pop(); _st_zones[_t104].append(_t103); st.loc[_t103] = _t104
        elif _t105:
            _move_cards98(st, _t105[-1], _t104, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #31 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #32 88abc9bf>
def _native(st, L):
    return _o99[L[0]]

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

# <rulerun animalia.rules: take_lot #39 ddf8cee5>
def _loop(st, L, _t106):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t110 = _c102[_t106]
    except Exception:
        for _t108 in _st_zones[(2 + _l0)]:
            if (_c102[_t108] == _c102[_t106]):
                return True
        return False
    else:
        for _t108 in _st_zones[(2 + _l0)]:
            if (_c102[_t108] == _t110):
                return True
        return False

# <rulerun animalia.rules: take_lot #40 38b5e717>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t107 = (_st_zones[1][:] or [])
    st.budget -= len(_t107)
    if st.budget < 0: _spent100(st)
    for _t106 in _t107:
        L[4] = _t106
        if ((_c101[_t106] != 'plain') and _a103(st, L, _t106)):
            L[1] = (L[1] + [_t106])
            if len(L[1]) > 1000000: _too_long104(L[1])
        _t112 = _t106
        _t113 = (2 + L[0])
        if type(_t112) is int and st.log is None:
            _t114 = _st_zones[_st_loc[_t112]]
            if _t114[-1] == _t112: _t114.pop()
            else: _t114.remove(_t112)
            _st_zones[_t113].append(_t112); _st_loc[_t112] = _t113
        elif _t112 is not None:
            _move_cards105(st, _t112, _t113, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #41 f5c92f47>
def _native(st, L):
    L[1] = _remove106(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #42 0db0ff14>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent107(st)
        _t115 = (L[1] or [])
        _t116 = _l0
        _t117 = len(_t115)
        if not _t117: _no_option110(_t116, 'power to resolve next')
        if _t117 <= 1 and _st_log is None:
            L[5] = _t115[0] if _t117 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t118 = st.chooser(_t117, _t116)
            else:
                _t118 = _st_bits(_t117.bit_length())
                while _t118 >= _t117: _t118 = _st_bits(_t117.bit_length())
            L[5] = _t115[_t118]; st.decisions += 1
        elif _decide111(st, L, _t115, _t116): raise _PlayoutCut108()
        L[1] = _remove112(st, L[1], L[5])
        if (_c113[L[5]] == 'thief'):
            if _p114(st, [_l0, None, None]) == 3: return 3
        elif (_c113[L[5]] == 'spy'):
            if _p115(st, [_l0, None, None]) == 3: return 3
        else:
            if _p116(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #43 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #44 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #45 76dcfc09>
def _native(st, L):
    return (_c117[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #47 4f25f98a>
def _native(st, L):
    return (_c118[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #48 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #50 6f10bb20>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text121(_audience119(st), [_PlayerRef120(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #51 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #52 db7b6411>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text125(_audience122(st), [_PlayerRef123(_l0), ' steals ', _card_ref124(st, _l2), ' from ', _PlayerRef123(L[1])]))
    _t119 = _l2
    _t120 = (2 + _l0)
    if type(_t119) is int and _st_log is None:
        _t121 = _st_zones[_st_loc[_t119]]
        if _t121[-1] == _t119: _t121.pop()
        else: _t121.remove(_t119)
        _st_zones[_t120].append(_t119); _st_loc[_t119] = _t120
    elif _t119 is not None:
        _move_cards126(st, _t119, _t120, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_thief #53 073781cd>
def _native(st, L):
    return _k127

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

# <rulerun animalia.rules: use_spy #57 1296017f>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t122 = _st_zones[0][:-(5) - 1:-1]
    _t123 = (10 + L[0])
    if type(_t122) is list and st.log is None:
        for _t124 in _t122:
            _t125 = _st_zones[_st_loc[_t124]]
            if _t125[-1] == _t124: _t125.pop()
            else: _t125.remove(_t124)
            _st_zones[_t123].append(_t124); _st_loc[_t124] = _t123
    elif _t122 is not None:
        _move_cards128(st, _t122, _t123, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #58 73d8d47a>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t126 = L[2]
    _t127 = 0
    if type(_t126) is int and st.log is None:
        _t128 = _st_zones[_st_loc[_t126]]
        if _t128[-1] == _t126: _t128.pop()
        else: _t128.remove(_t126)
        _st_zones[_t127].append(_t126); _st_loc[_t126] = _t127
    elif _t126 is not None:
        _move_cards129(st, _t126, _t127, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #59 84411266>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent130(st)
        _t129 = _st_zones[(10 + _l0)]
        _t130 = _l0
        _t131 = len(_t129)
        if not _t131: _no_option133(_t130, 'spy: put back next (the last one ends on top)')
        if _t131 <= 1 and _st_log is None:
            L[2] = _t129[0] if _t131 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t132 = st.chooser(_t131, _t130)
            else:
                _t132 = _st_bits(_t131.bit_length())
                while _t132 >= _t131: _t132 = _st_bits(_t131.bit_length())
            L[2] = _t129[_t132]; st.decisions += 1
        elif _decide134(st, L, _t129[:], _t130): raise _PlayoutCut131()
        _t133 = L[2]
        _t134 = 0
        if type(_t133) is int and _st_log is None:
            _t135 = _st_zones[_st_loc[_t133]]
            if _t135[-1] == _t133: _t135.pop()
            else: _t135.remove(_t133)
            _st_zones[_t134].append(_t133); _st_loc[_t133] = _t134
        elif _t133 is not None:
            _move_cards135(st, _t133, _t134, False)
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

# <rulerun animalia.rules: use_gift #64 db3ebfcd>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text139(_audience136(st), [_PlayerRef137(L[0]), ' gives ', _card_ref138(st, _l2), ' to ', _PlayerRef137(_l1)]))
    _t136 = _l2
    _t137 = (2 + _l1)
    if type(_t136) is int and _st_log is None:
        _t138 = _st_zones[_st_loc[_t136]]
        if _t138[-1] == _t136: _t138.pop()
        else: _t138.remove(_t136)
        _st_zones[_t137].append(_t136); _st_loc[_t136] = _t137
    elif _t136 is not None:
        _move_cards140(st, _t136, _t137, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #65 58f63bac>
def _native(st, L):
    return _k141

# <rulerun animalia.rules: use_gift #66 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #67 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #68 f04cbea6>
def _loop(st, _t139):
    _t142 = 0
    for _t141 in st.zones[(2 + _t139)]:
        _t142 += _c147[_t141]
    return _t142

# <rulerun animalia.rules: elegance_bonuses #69 0a69c199>
def _loop(st, _t145):
    _t147 = 0
    for _t146 in st.zones[(2 + _t145)]:
        _t147 += _c152[_t146]
    return _t147

# <rulerun animalia.rules: elegance_bonuses #70 5fc3e458>
def _loop(st, _t152):
    _t154 = 0
    for _t153 in st.zones[(2 + _t152)]:
        _t154 += _c155[_t153]
    return _t154

# <rulerun animalia.rules: give_bonus #71 10ca89e0>
def _loop(st, L):
    _t158 = 0
    for _t157 in st.zones[(2 + L[0])]:
        _t158 += _c157[_t157]
    return _t158

# <rulerun animalia.rules: give_bonus #72 0cd2be54>
def _loop(st, L):
    _t160 = 0
    for _t159 in st.zones[(2 + L[0])]:
        _t160 += _c161[_t159]
    return _t160

# <rulerun animalia.rules: give_bonus #73 dfa110a7>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a158(st, L))) <= 0)):
        if _st_log is not None: _st_log.append(_Text164(_audience159(st), [_PlayerRef160(_l0), ' gets no bonus (elegance ', _plain163((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a162(st, L)))), ')']))
        return 2
    _t161 = _st_zones[0][:-(L[1]) - 1:-1]
    _t162 = (6 + _l0)
    if type(_t161) is list and _st_log is None:
        for _t163 in _t161:
            _t164 = _st_zones[_st_loc[_t163]]
            if _t164[-1] == _t163: _t164.pop()
            else: _t164.remove(_t163)
            _st_zones[_t162].append(_t163); _st_loc[_t163] = _t162
    elif _t161 is not None:
        _move_cards165(st, _t161, _t162, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #74 2df9d7d0>
def _loop(st, L):
    _t165 = (L[4] or ())
    st.budget -= len(_t165)
    if st.budget < 0: _spent167(st)
    for _t166 in _t165:
        return _t166
    return None

# <rulerun animalia.rules: elegance_bonuses #75 357ef53e>
def _loop(st, _t171):
    _t173 = 0
    for _t172 in st.zones[(2 + _t171)]:
        _t173 += _c170[_t172]
    return _t173

# <rulerun animalia.rules: elegance_bonuses #76 1ee9ebce>
def _loop(st, _t171):
    _t175 = 0
    for _t174 in st.zones[(2 + _t171)]:
        _t175 += _c172[_t174]
    return _t175

# <rulerun animalia.rules: elegance_bonuses #77 e1ec9d80>
def _loop(st, _t177):
    _t180 = 0
    for _t179 in st.zones[(2 + _t177)]:
        _t180 += _c175[_t179]
    return _t180

# <rulerun animalia.rules: elegance_bonuses #78 4276ff94>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    if _st_log is not None: _st_log.append(_k142)
    _t140 = (_k143 or [])
    st.budget -= len(_t140)
    if st.budget < 0: _spent144(st)
    for _t139 in _t140:
        L[2] = _t139
        if _st_log is not None: _st_log.append(_Text150(_audience145(st), [_PlayerRef146(_t139), ': elegance ', _plain149((_memo1[_t139] if _t139 in _memo1 else _memo1.setdefault(_t139, _a148(st, _t139))))]))
    _t144 = (_k151 or ())
    st.budget -= len(_t144)
    if st.budget < 0: _spent144(st)
    _t143 = None
    for _t145 in _t144:
        _t148 = (_memo1[_t145] if _t145 in _memo1 else _memo1.setdefault(_t145, _a153(st, _t145)))
        if _t143 is None or _t148 > _t143:
            _t143 = _t148
    L[3] = _t143
    _t150 = L[3]
    _t151 = (_k154 or ())
    st.budget -= len(_t151)
    if st.budget < 0: _spent144(st)
    _t149 = []
    for _t152 in _t151:
        if ((_memo1[_t152] if _t152 in _memo1 else _memo1.setdefault(_t152, _a156(st, _t152))) == _t150):
            _t149.append(_t152)
    L[4] = _t149
    if (len((L[4] or ())) > 1):
        _t156 = (L[4] or [])
        st.budget -= len(_t156)
        if st.budget < 0: _spent144(st)
        for _t155 in _t156:
            L[7] = _t155
            if _p166(st, [_t155, 1]) == 3: return 3
    else:
        if _p166(st, [_a168(st, L), 2]) == 3: return 3
        _t169 = L[3]
        _t170 = (_k169 or ())
        st.budget -= len(_t170)
        if st.budget < 0: _spent144(st)
        _t168 = None
        for _t171 in _t170:
            if ((_memo1[_t171] if _t171 in _memo1 else _memo1.setdefault(_t171, _a171(st, _t171))) < _t169):
                _t176 = (_memo1[_t171] if _t171 in _memo1 else _memo1.setdefault(_t171, _a173(st, _t171)))
                if _t168 is None or _t176 > _t168:
                    _t168 = _t176
        L[8] = _t168
        _t178 = (_k174 or [])
        st.budget -= len(_t178)
        if st.budget < 0: _spent144(st)
        for _t177 in _t178:
            L[11] = _t177
            if not (((L[8] is not None) and ((_memo1[_t177] if _t177 in _memo1 else _memo1.setdefault(_t177, _a176(st, _t177))) == L[8]))): continue
            if _p166(st, [_t177, 1]) == 3: return 3

# <rulerun animalia.rules: awards #79 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #80 22976e5e>
def _loop(st, _t181):
    _st_cvars = st.cvars
    _t185 = 0
    for _t184 in st.zones[(6 + _t181)]:
        if (_st_cvars[31 + _t184] is not None):
            _t185 += 1
    return _t185

# <rulerun animalia.rules: awards #81 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #82 f9b6df9c>
def _loop(st, _t181, _t191):
    _st_cvars = st.cvars
    for _t192 in st.zones[(6 + _t181)]:
        if (_st_cvars[31 + _t192] == _t191):
            return True
    return False

# <rulerun animalia.rules: awards #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #84 5db45bfe>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t181 in (_k177 or []):
        st.thread_player = st.inline_thread = _t181
        _i1 = L[:]; _i1[0] = _t181
        while True:
            st.budget -= 1
            if st.budget < 0: _spent178(st)
            _t186 = _NOT_YET
            _t182 = []
            for _t183 in _st_zones[(6 + _t181)]:
                if ((_st_cvars[31 + _t183] is None) and (len(_st_zones[(2 + _t181)]) > (_t186 if _t186 is not _NOT_YET else (_t186 := _a179(st, _t181))))): _t182.append(_t183)
            _t187 = _t181
            _t188 = len(_t182) + 1
            if _t188 == 1:
                _i1[1] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t189 = st.chooser(_t188, _t187)
                else:
                    _t189 = _st_bits(_t188.bit_length())
                    while _t189 >= _t188: _t189 = _st_bits(_t188.bit_length())
                _i1[1] = _t182[_t189 - 1] if _t189 else None; st.decisions += 1
            elif _decide182(st, _i1, _t182, _t187): raise _PlayoutCut180()
            if (_i1[1] is None):
                break
            _t190 = []
            for _t191 in _st_zones[(2 + _t181)]:
                if (not _a183(st, _t181, _t191)): _t190.append(_t191)
            _t194 = _t181
            _t195 = len(_t190)
            if not _t195: _no_option185(_t194, 'the card it replaces')
            if _t195 <= 1:
                _i1[2] = _t190[0] if _t195 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t196 = st.chooser(_t195, _t194)
                else:
                    _t196 = _st_bits(_t195.bit_length())
                    while _t196 >= _t195: _t196 = _st_bits(_t195.bit_length())
                _i1[2] = _t190[_t196]; st.decisions += 1
            elif _decide186(st, _i1, _t190, _t194): raise _PlayoutCut180()
            _st_cvars[31 + _i1[1]] = _i1[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #85 5227e81c>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t198 = (_k187 or [])
    st.budget -= len(_t198)
    if st.budget < 0: _spent188(st)
    for _t197 in _t198:
        L[5] = _t197
        for _t199 in _st_zones[(6 + _t197)][:]:
            L[8] = _t199
            if not ((_st_cvars[31 + _t199] is not None)): continue
            if _st_log is not None: _st_log.append(_Text192(_audience189(st), [_PlayerRef190(_t197), ' swaps ', _card_ref191(st, _st_cvars[31 + _t199]), ' for a bonus card']))
            _t200 = _st_cvars[31 + _t199]
            _t201 = 14
            if type(_t200) is int and _st_log is None:
                _t202 = _st_zones[_st_loc[_t200]]
                if _t202[-1] == _t200: _t202.pop()
                else: _t202.remove(_t200)
                _st_zones[_t201].append(_t200); _st_loc[_t200] = _t201
            elif _t200 is not None:
                _move_cards193(st, _t200, _t201, False)
            if _memo1: _memo1.clear()
            _st_cvars[31 + _t199] = None
            _t203 = _t199
            _t204 = (2 + _t197)
            if type(_t203) is int and _st_log is None:
                _t205 = _st_zones[_st_loc[_t203]]
                if _t205[-1] == _t203: _t205.pop()
                else: _t205.remove(_t203)
                _st_zones[_t204].append(_t203); _st_loc[_t203] = _t204
            elif _t203 is not None:
                _move_cards193(st, _t203, _t204, False)
            if _memo1: _memo1.clear()

# <rulerun animalia.rules: awards #86 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #87 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #88 2a12e7cb>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t207 = (_k194 or [])
    st.budget -= len(_t207)
    if st.budget < 0: _spent195(st)
    for _t206 in _t207:
        L[11] = _t206
        for _t208 in st.zones[(2 + _t206)][:]:
            L[14] = _t208
            if not (((_c196[_t208] is None) and True)): continue
            _t209 = (_k197 or [])
            _t210 = _t206
            _t211 = len(_t209)
            if not _t211: _no_option200(_t210, "the owl's species")
            if _t211 <= 1 and _st_log is None:
                L[15] = _t209[0] if _t211 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t212 = st.chooser(_t211, _t210)
                else:
                    _t212 = _st_bits(_t211.bit_length())
                    while _t212 >= _t211: _t212 = _st_bits(_t211.bit_length())
                L[15] = _t209[_t212]; st.decisions += 1
            elif _decide201(st, L, _t209, _t210): raise _PlayoutCut198()
            st.cvars[_t208] = L[15]

# <rulerun animalia.rules: awards #89 885a2dab>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _t214 = (_k202 or [])
    st.budget -= len(_t214)
    if st.budget < 0: _spent203(st)
    for _t213 in _t214:
        L[18] = _t213
        _t215 = []
        for _t216 in _st_zones[(2 + _t213)]:
            _t215.append((_st_cvars[_t216] if (_c204[_t216] is None) else _c204[_t216]))
        L[19] = _t215
        _t218 = L[19]
        _t217 = 0
        for _t219 in (_k205 or ()):
            if (_t219 in (_t218 or ())):
                _t217 += 1
        L[20] = _t217
        if ((len(_st_zones[(2 + _t213)]) == 5) and (L[20] == 5)):
            for _t220 in (_k206 or []):
                L[23] = _t220
                _st_vars[0 + _t213][_t220] = (_t221 if -1000000000000000000 <= (_t221 := _st_vars[0 + _t213][_t220] + 1) <= 1000000000000000000 else _beyond207(_t221))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t223 = (_k208 or [])
            st.budget -= len(_t223)
            if st.budget < 0: _spent203(st)
            for _t222 in _t223:
                L[26] = _t222
                L[27] = (L[19] or ()).count(_t222)
                if (L[27] >= 2):
                    _st_vars[0 + _t213][_t222] = (_t224 if -1000000000000000000 <= (_t224 := _st_vars[0 + _t213][_t222] + L[27]) <= 1000000000000000000 else _beyond207(_t224))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
        if _st_log is not None: _st_log.append(_Text212(_audience209(st), [_PlayerRef210(_t213), ' medals: ', _plain211(_st_vars[0 + _t213])]))
    _t226 = (_k213 or [])
    st.budget -= len(_t226)
    if st.budget < 0: _spent203(st)
    for _t225 in _t226:
        L[30] = _t225
        for _t227 in _st_zones[(2 + _t225)][:]:
            L[33] = _t227
            _st_cvars[_t227] = None
        _t228 = (2 + _t225)
        _t229 = 0
        if _st_log is None and _t228 != _t229:
            _t230 = _st_zones[_t228]; _st_zones[_t229] += _t230
            for _t231 in _t230: _st_loc[_t231] = _t229
            _t230.clear()
        else:
            _move_cards214(st, _st_zones[_t228][:], _t229, False)
        if _memo1: _memo1.clear()
    _t232 = 14
    _t233 = 0
    if _st_log is None and _t232 != _t233:
        _t234 = _st_zones[_t232]; _st_zones[_t233] += _t234
        for _t235 in _t234: _st_loc[_t235] = _t233
        _t234.clear()
    else:
        _move_cards214(st, _st_zones[_t232][:], _t233, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: awards #90 9a122bd0>
def _native(st, L):
    return _k215

# <rulerun animalia.rules: awards #91 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #92 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #93 0654939d>
def _loop(st, L):
    _st_cvars = st.cvars
    _t237 = 0
    for _t236 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t236] is not None):
            _t237 += 1
    return _t237

# <rulerun animalia.rules: awards #94 0ff9a1e1>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a216(st, L)))

# <rulerun animalia.rules: awards #95 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #96 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #97 47fe04f7>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t238 = False
    for _t239 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t239] == _l2):
            _t238 = True
            break
    return (not _t238)

# <rulerun animalia.rules: awards #98 7424ff5c>
def _native(st, L):
    return _k217

# <rulerun animalia.rules: awards #99 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #100 0688fe51>
def _native(st, L):
    return ((_c218[L[14]] is None) and True)

# <rulerun animalia.rules: awards #101 5e50dea1>
def _native(st, L):
    return _k219

# <rulerun animalia.rules: play #102 b5e83304>
def _native(st, L):
    st.vars[4] = _random_item220(st, _k221)

# <rulerun animalia.rules: play #103 3ef451e9>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text224(_audience222(st), ['Season ', _plain223(L[2])]))
    _shuffle_zone225(st, 0)

# <rulerun animalia.rules: play #104 03a19052>
def _loop(st, _t240):
    _t243 = 0
    for _t242 in st.zones[(2 + _t240)]:
        _t243 += _c231[_t242]
    return _t243

# <rulerun animalia.rules: play #105 8083dfd1>
def _loop(st, _t246):
    _t248 = 0
    for _t247 in st.zones[(2 + _t246)]:
        _t248 += _c236[_t247]
    return _t248

# <rulerun animalia.rules: play #106 9b0c662c>
def _loop(st, _t253):
    _t255 = 0
    for _t254 in st.zones[(2 + _t253)]:
        _t255 += _c239[_t254]
    return _t255

# <rulerun animalia.rules: play #107 bc396481>
def _loop(st, _i2):
    _t258 = (_i2[4] or ())
    st.budget -= len(_t258)
    if st.budget < 0: _spent242(st)
    for _t259 in _t258:
        return _t259
    return None

# <rulerun animalia.rules: play #108 3b0e113c>
def _loop(st, _t264):
    _t266 = 0
    for _t265 in st.zones[(2 + _t264)]:
        _t266 += _c245[_t265]
    return _t266

# <rulerun animalia.rules: play #109 0ad724ee>
def _loop(st, _t264):
    _t268 = 0
    for _t267 in st.zones[(2 + _t264)]:
        _t268 += _c247[_t267]
    return _t268

# <rulerun animalia.rules: play #110 ba326b6f>
def _loop(st, _t270):
    _t273 = 0
    for _t272 in st.zones[(2 + _t270)]:
        _t273 += _c250[_t272]
    return _t273

# <rulerun animalia.rules: play #111 da15e9a8>
def _native(st, L):
    if _p253(st, _k252[:]) == 3: return 3

# <rulerun animalia.rules: play #112 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: take_lot #113 462f3775>
def _loop(st, L, _t284):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t288 = _c261[_t284]
    except Exception:
        for _t286 in _st_zones[(2 + _l0)]:
            if (_c261[_t286] == _c261[_t284]):
                return True
        return False
    else:
        for _t286 in _st_zones[(2 + _l0)]:
            if (_c261[_t286] == _t288):
                return True
        return False

# <rulerun animalia.rules: use_thief #114 playout, without a log 16015498>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t297 = []
    for _t298 in (_k270 or []):
        if ((_t298 != _l0) and (not not _st_zones[(2 + _t298)])): _t297.append(_t298)
    _t299 = _l0
    _t300 = len(_t297) + 1
    if _t300 == 1:
        L[1] = None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t301 = st.chooser(_t300, _t299)
        else:
            _t301 = _st_bits(_t300.bit_length())
            while _t301 >= _t300: _t301 = _st_bits(_t300.bit_length())
        L[1] = _t297[_t301 - 1] if _t301 else None; st.decisions += 1
    elif _decide273(st, L, _t297, _t299): raise _PlayoutCut271()
    if (L[1] is None):
        return 2
    _t302 = _st_zones[(2 + L[1])]
    _t303 = _l0
    _t304 = len(_t302)
    if not _t304: _no_option275(_t303, 'thief: take which card')
    if _t304 <= 1:
        L[2] = _t302[0] if _t304 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t305 = st.chooser(_t304, _t303)
        else:
            _t305 = _st_bits(_t304.bit_length())
            while _t305 >= _t304: _t305 = _st_bits(_t304.bit_length())
        L[2] = _t302[_t305]; st.decisions += 1
    elif _decide276(st, L, _t302[:], _t303): raise _PlayoutCut271()
    _t306 = L[2]
    _t307 = (2 + _l0)
    if type(_t306) is int:
        _t308 = _st_zones[_st_loc[_t306]]
        if _t308[-1] == _t306: _t308.pop()
        else: _t308.remove(_t306)
        _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
    elif _t306 is not None:
        _move_cards277(st, _t306, _t307, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #115 playout, without a log 43196c6c>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t309 = ['look', 'skip']
    _t310 = _l0
    _t311 = len(_t309)
    if not _t311: _no_option281(_t310, 'spy')
    if _t311 <= 1:
        L[1] = _t309[0] if _t311 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t312 = st.chooser(_t311, _t310)
        else:
            _t312 = _st_bits(_t311.bit_length())
            while _t312 >= _t311: _t312 = _st_bits(_t311.bit_length())
        L[1] = _t309[_t312]; st.decisions += 1
    elif _decide282(st, L, _t309, _t310): raise _PlayoutCut279()
    if (L[1] == 'skip'):
        return 2
    _t313 = _st_zones[0][:-(5) - 1:-1]
    _t314 = (10 + _l0)
    if type(_t313) is list:
        for _t315 in _t313:
            _t316 = _st_zones[_st_loc[_t315]]
            if _t316[-1] == _t315: _t316.pop()
            else: _t316.remove(_t315)
            _st_zones[_t314].append(_t315); _st_loc[_t315] = _t314
    elif _t313 is not None:
        _move_cards283(st, _t313, _t314, False)
    if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent284(st)
        _t317 = _st_zones[(10 + _l0)]
        _t318 = _l0
        _t319 = len(_t317)
        if not _t319: _no_option281(_t318, 'spy: put back next (the last one ends on top)')
        if _t319 <= 1:
            L[2] = _t317[0] if _t319 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t320 = st.chooser(_t319, _t318)
            else:
                _t320 = _st_bits(_t319.bit_length())
                while _t320 >= _t319: _t320 = _st_bits(_t319.bit_length())
            L[2] = _t317[_t320]; st.decisions += 1
        elif _decide286(st, L, _t317[:], _t318): raise _PlayoutCut279()
        _t321 = L[2]
        _t322 = 0
        if type(_t321) is int:
            _t323 = _st_zones[_st_loc[_t321]]
            if _t323[-1] == _t321: _t323.pop()
            else: _t323.remove(_t321)
            _st_zones[_t322].append(_t321); _st_loc[_t321] = _t322
        elif _t321 is not None:
            _move_cards283(st, _t321, _t322, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #116 playout, without a log 2204eefa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t324 = []
    for _t325 in (_k288 or []):
        if ((_t325 != _l0) and (len(_st_zones[(2 + _t325)]) < 5)): _t324.append(_t325)
    _t326 = _l0
    _t327 = len(_t324) + 1
    if _t327 == 1:
        L[1] = None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t328 = st.chooser(_t327, _t326)
        else:
            _t328 = _st_bits(_t327.bit_length())
            while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
        L[1] = _t324[_t328 - 1] if _t328 else None; st.decisions += 1
    elif _decide291(st, L, _t324, _t326): raise _PlayoutCut289()
    if (L[1] is None):
        return 2
    _t329 = _st_zones[(2 + _l0)]
    _t330 = _l0
    _t331 = len(_t329)
    if not _t331: _no_option293(_t330, 'gift: which card')
    if _t331 <= 1:
        L[2] = _t329[0] if _t331 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t332 = st.chooser(_t331, _t330)
        else:
            _t332 = _st_bits(_t331.bit_length())
            while _t332 >= _t331: _t332 = _st_bits(_t331.bit_length())
        L[2] = _t329[_t332]; st.decisions += 1
    elif _decide294(st, L, _t329[:], _t330): raise _PlayoutCut289()
    _t333 = L[2]
    _t334 = (2 + L[1])
    if type(_t333) is int:
        _t335 = _st_zones[_st_loc[_t333]]
        if _t335[-1] == _t333: _t335.pop()
        else: _t335.remove(_t333)
        _st_zones[_t334].append(_t333); _st_loc[_t333] = _t334
    elif _t333 is not None:
        _move_cards295(st, _t333, _t334, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #117 playout, without a log 7ba1a492>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t285 = (_st_zones[1][:] or [])
    st.budget -= len(_t285)
    if st.budget < 0: _spent259(st)
    for _t284 in _t285:
        L[4] = _t284
        if ((_c260[_t284] != 'plain') and _a262(st, L, _t284)):
            L[1] = (L[1] + [_t284])
            if len(L[1]) > 1000000: _too_long263(L[1])
        _t290 = _t284
        _t291 = (2 + _l0)
        if type(_t290) is int:
            _t292 = _st_zones[_st_loc[_t290]]
            if _t292[-1] == _t290: _t292.pop()
            else: _t292.remove(_t290)
            _st_zones[_t291].append(_t290); _st_loc[_t290] = _t291
        elif _t290 is not None:
            _move_cards264(st, _t290, _t291, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent259(st)
        _t293 = (L[1] or [])
        _t294 = _l0
        _t295 = len(_t293)
        if not _t295: _no_option267(_t294, 'power to resolve next')
        if _t295 <= 1:
            L[5] = _t293[0] if _t295 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t296 = st.chooser(_t295, _t294)
            else:
                _t296 = _st_bits(_t295.bit_length())
                while _t296 >= _t295: _t296 = _st_bits(_t295.bit_length())
            L[5] = _t293[_t296]; st.decisions += 1
        elif _decide268(st, L, _t293, _t294): raise _PlayoutCut265()
        L[1] = _remove269(st, L[1], L[5])
        if (_c260[L[5]] == 'thief'):
            if _p278(st, [_l0, None, None]) == 3: return 3
        elif (_c260[L[5]] == 'spy'):
            if _p287(st, [_l0, None, None]) == 3: return 3
        else:
            if _p296(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #118 playout, without a log 41961f1d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t338 = _st_zones[0]
    _t337 = 1
    if _t338:
        _t336 = _t338.pop(); _st_zones[_t337].append(_t336); _st_loc[_t336] = _t337
    if _memo1: _memo1.clear()
    while True:
        st.budget -= 1
        if st.budget < 0: _spent299(st)
        for _t339 in (_o300[_l0] or []):
            L[3] = _t339
            if not (((len(_st_zones[(2 + _t339)]) < 5) and ((5 - len(_st_zones[(2 + _t339)])) >= len(_st_zones[1])))): continue
            _t340 = ['take', 'pass']
            _t341 = _t339
            _t342 = len(_t340)
            if not _t342: _no_option303(_t341, 'take the lot')
            if _t342 <= 1:
                L[4] = _t340[0] if _t342 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t343 = st.chooser(_t342, _t341)
                else:
                    _t343 = _st_bits(_t342.bit_length())
                    while _t343 >= _t342: _t343 = _st_bits(_t342.bit_length())
                L[4] = _t340[_t343]; st.decisions += 1
            elif _decide304(st, L, _t340, _t341): raise _PlayoutCut301()
            if (L[4] == 'take'):
                if _p305(st, [_t339, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p305(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t346 = _st_zones[0]
        _t345 = 1
        if _t346:
            _t344 = _t346.pop(); _st_zones[_t345].append(_t344); _st_loc[_t344] = _t345
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #119 30a0f3db>
def _loop(st, _t351):
    _t353 = 0
    for _t352 in st.zones[(2 + _t351)]:
        _t353 += _c310[_t352]
    return _t353

# <rulerun animalia.rules: elegance_bonuses #120 b062b452>
def _loop(st, _t358):
    _t360 = 0
    for _t359 in st.zones[(2 + _t358)]:
        _t360 += _c313[_t359]
    return _t360

# <rulerun animalia.rules: give_bonus #121 124e8289>
def _loop(st, L):
    _t364 = 0
    for _t363 in st.zones[(2 + L[0])]:
        _t364 += _c315[_t363]
    return _t364

# <rulerun animalia.rules: give_bonus #122 playout, without a log ae42e935>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a316(st, L))) <= 0)):
        return 2
    _t365 = _st_zones[0][:-(L[1]) - 1:-1]
    _t366 = (6 + _l0)
    if type(_t365) is list:
        for _t367 in _t365:
            _t368 = _st_zones[_st_loc[_t367]]
            if _t368[-1] == _t367: _t368.pop()
            else: _t368.remove(_t367)
            _st_zones[_t366].append(_t367); _st_loc[_t367] = _t366
    elif _t365 is not None:
        _move_cards317(st, _t365, _t366, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #123 4d87d248>
def _loop(st, L):
    _t369 = (L[4] or ())
    st.budget -= len(_t369)
    if st.budget < 0: _spent319(st)
    for _t370 in _t369:
        return _t370
    return None

# <rulerun animalia.rules: elegance_bonuses #124 c19e092b>
def _loop(st, _t375):
    _t377 = 0
    for _t376 in st.zones[(2 + _t375)]:
        _t377 += _c322[_t376]
    return _t377

# <rulerun animalia.rules: elegance_bonuses #125 931be172>
def _loop(st, _t375):
    _t379 = 0
    for _t378 in st.zones[(2 + _t375)]:
        _t379 += _c324[_t378]
    return _t379

# <rulerun animalia.rules: elegance_bonuses #126 dc0b3219>
def _loop(st, _t381):
    _t384 = 0
    for _t383 in st.zones[(2 + _t381)]:
        _t384 += _c327[_t383]
    return _t384

# <rulerun animalia.rules: elegance_bonuses #127 playout, without a log b6f1ec22>
def _native(st, L):
    _memo1 = st.memos[1]
    _t348 = (_k307 or [])
    st.budget -= len(_t348)
    if st.budget < 0: _spent308(st)
    for _t347 in _t348:
        L[2] = _t347
        pass
    _t350 = (_k309 or ())
    st.budget -= len(_t350)
    if st.budget < 0: _spent308(st)
    _t349 = None
    for _t351 in _t350:
        _t354 = (_memo1[_t351] if _t351 in _memo1 else _memo1.setdefault(_t351, _a311(st, _t351)))
        if _t349 is None or _t354 > _t349:
            _t349 = _t354
    L[3] = _t349
    _t356 = L[3]
    _t357 = (_k312 or ())
    st.budget -= len(_t357)
    if st.budget < 0: _spent308(st)
    _t355 = []
    for _t358 in _t357:
        if ((_memo1[_t358] if _t358 in _memo1 else _memo1.setdefault(_t358, _a314(st, _t358))) == _t356):
            _t355.append(_t358)
    L[4] = _t355
    if (len((L[4] or ())) > 1):
        _t362 = (L[4] or [])
        st.budget -= len(_t362)
        if st.budget < 0: _spent308(st)
        for _t361 in _t362:
            L[7] = _t361
            if _p318(st, [_t361, 1]) == 3: return 3
    else:
        if _p318(st, [_a320(st, L), 2]) == 3: return 3
        _t373 = L[3]
        _t374 = (_k321 or ())
        st.budget -= len(_t374)
        if st.budget < 0: _spent308(st)
        _t372 = None
        for _t375 in _t374:
            if ((_memo1[_t375] if _t375 in _memo1 else _memo1.setdefault(_t375, _a323(st, _t375))) < _t373):
                _t380 = (_memo1[_t375] if _t375 in _memo1 else _memo1.setdefault(_t375, _a325(st, _t375)))
                if _t372 is None or _t380 > _t372:
                    _t372 = _t380
        L[8] = _t372
        _t382 = (_k326 or [])
        st.budget -= len(_t382)
        if st.budget < 0: _spent308(st)
        for _t381 in _t382:
            L[11] = _t381
            if not (((L[8] is not None) and ((_memo1[_t381] if _t381 in _memo1 else _memo1.setdefault(_t381, _a328(st, _t381))) == L[8]))): continue
            if _p318(st, [_t381, 1]) == 3: return 3

# <rulerun animalia.rules: play #128 ea3dff3e>
def _loop(st, _t385):
    _st_cvars = st.cvars
    _t389 = 0
    for _t388 in st.zones[(6 + _t385)]:
        if (_st_cvars[31 + _t388] is not None):
            _t389 += 1
    return _t389

# <rulerun animalia.rules: play #129 666e0237>
def _loop(st, _t385, _t395):
    _st_cvars = st.cvars
    for _t396 in st.zones[(6 + _t385)]:
        if (_st_cvars[31 + _t396] == _t395):
            return True
    return False

# <rulerun animalia.rules: awards #130 06b288dc>
def _loop(st, _t440):
    _st_cvars = st.cvars
    _t444 = 0
    for _t443 in st.zones[(6 + _t440)]:
        if (_st_cvars[31 + _t443] is not None):
            _t444 += 1
    return _t444

# <rulerun animalia.rules: awards #131 0c01af99>
def _loop(st, _t440, _t450):
    _st_cvars = st.cvars
    for _t451 in st.zones[(6 + _t440)]:
        if (_st_cvars[31 + _t451] == _t450):
            return True
    return False

# <rulerun animalia.rules: awards #132 playout, without a log 22c8b058>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    for _t440 in (_k352 or []):
        st.thread_player = st.inline_thread = _t440
        _i6 = L[:]; _i6[0] = _t440
        while True:
            st.budget -= 1
            if st.budget < 0: _spent353(st)
            _t445 = _NOT_YET
            _t441 = []
            for _t442 in _st_zones[(6 + _t440)]:
                if ((_st_cvars[31 + _t442] is None) and (len(_st_zones[(2 + _t440)]) > (_t445 if _t445 is not _NOT_YET else (_t445 := _a354(st, _t440))))): _t441.append(_t442)
            _t446 = _t440
            _t447 = len(_t441) + 1
            if _t447 == 1:
                _i6[1] = None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t448 = st.chooser(_t447, _t446)
                else:
                    _t448 = _st_bits(_t447.bit_length())
                    while _t448 >= _t447: _t448 = _st_bits(_t447.bit_length())
                _i6[1] = _t441[_t448 - 1] if _t448 else None; st.decisions += 1
            elif _decide357(st, _i6, _t441, _t446): raise _PlayoutCut355()
            if (_i6[1] is None):
                break
            _t449 = []
            for _t450 in _st_zones[(2 + _t440)]:
                if (not _a358(st, _t440, _t450)): _t449.append(_t450)
            _t453 = _t440
            _t454 = len(_t449)
            if not _t454: _no_option360(_t453, 'the card it replaces')
            if _t454 <= 1:
                _i6[2] = _t449[0] if _t454 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t455 = st.chooser(_t454, _t453)
                else:
                    _t455 = _st_bits(_t454.bit_length())
                    while _t455 >= _t454: _t455 = _st_bits(_t454.bit_length())
                _i6[2] = _t449[_t455]; st.decisions += 1
            elif _decide361(st, _i6, _t449, _t453): raise _PlayoutCut355()
            _st_cvars[31 + _i6[1]] = _i6[2]
    st.thread_player = st.inline_thread = None
    _t457 = (_k362 or [])
    st.budget -= len(_t457)
    if st.budget < 0: _spent353(st)
    for _t456 in _t457:
        L[5] = _t456
        for _t458 in _st_zones[(6 + _t456)][:]:
            L[8] = _t458
            if not ((_st_cvars[31 + _t458] is not None)): continue
            _t459 = _st_cvars[31 + _t458]
            _t460 = 14
            if type(_t459) is int:
                _t461 = _st_zones[_st_loc[_t459]]
                if _t461[-1] == _t459: _t461.pop()
                else: _t461.remove(_t459)
                _st_zones[_t460].append(_t459); _st_loc[_t459] = _t460
            elif _t459 is not None:
                _move_cards363(st, _t459, _t460, False)
            if _memo1: _memo1.clear()
            _st_cvars[31 + _t458] = None
            _t462 = _t458
            _t463 = (2 + _t456)
            if type(_t462) is int:
                _t464 = _st_zones[_st_loc[_t462]]
                if _t464[-1] == _t462: _t464.pop()
                else: _t464.remove(_t462)
                _st_zones[_t463].append(_t462); _st_loc[_t462] = _t463
            elif _t462 is not None:
                _move_cards363(st, _t462, _t463, False)
            if _memo1: _memo1.clear()
    _t466 = (_k364 or [])
    st.budget -= len(_t466)
    if st.budget < 0: _spent353(st)
    for _t465 in _t466:
        L[11] = _t465
        for _t467 in _st_zones[(2 + _t465)][:]:
            L[14] = _t467
            if not (((_c365[_t467] is None) and True)): continue
            _t468 = (_k366 or [])
            _t469 = _t465
            _t470 = len(_t468)
            if not _t470: _no_option360(_t469, "the owl's species")
            if _t470 <= 1:
                L[15] = _t468[0] if _t470 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t471 = st.chooser(_t470, _t469)
                else:
                    _t471 = _st_bits(_t470.bit_length())
                    while _t471 >= _t470: _t471 = _st_bits(_t470.bit_length())
                L[15] = _t468[_t471]; st.decisions += 1
            elif _decide368(st, L, _t468, _t469): raise _PlayoutCut355()
            _st_cvars[_t467] = L[15]
    _t473 = (_k369 or [])
    st.budget -= len(_t473)
    if st.budget < 0: _spent353(st)
    for _t472 in _t473:
        L[18] = _t472
        _t474 = []
        for _t475 in _st_zones[(2 + _t472)]:
            _t474.append((_st_cvars[_t475] if (_c365[_t475] is None) else _c365[_t475]))
        L[19] = _t474
        _t477 = L[19]
        _t476 = 0
        for _t478 in (_k370 or ()):
            if (_t478 in (_t477 or ())):
                _t476 += 1
        L[20] = _t476
        if ((len(_st_zones[(2 + _t472)]) == 5) and (L[20] == 5)):
            for _t479 in (_k371 or []):
                L[23] = _t479
                _st_vars[0 + _t472][_t479] = (_t480 if -1000000000000000000 <= (_t480 := _st_vars[0 + _t472][_t479] + 1) <= 1000000000000000000 else _beyond372(_t480))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t482 = (_k373 or [])
            st.budget -= len(_t482)
            if st.budget < 0: _spent353(st)
            for _t481 in _t482:
                L[26] = _t481
                L[27] = (L[19] or ()).count(_t481)
                if (L[27] >= 2):
                    _st_vars[0 + _t472][_t481] = (_t483 if -1000000000000000000 <= (_t483 := _st_vars[0 + _t472][_t481] + L[27]) <= 1000000000000000000 else _beyond372(_t483))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
    _t485 = (_k374 or [])
    st.budget -= len(_t485)
    if st.budget < 0: _spent353(st)
    for _t484 in _t485:
        L[30] = _t484
        for _t486 in _st_zones[(2 + _t484)][:]:
            L[33] = _t486
            _st_cvars[_t486] = None
        _t487 = (2 + _t484)
        _t488 = 0
        if _t487 != _t488:
            _t489 = _st_zones[_t487]; _st_zones[_t488] += _t489
            for _t490 in _t489: _st_loc[_t490] = _t488
            _t489.clear()
        else:
            _move_cards363(st, _st_zones[_t487][:], _t488, False)
        if _memo1: _memo1.clear()
    _t491 = 14
    _t492 = 0
    if _t491 != _t492:
        _t493 = _st_zones[_t491]; _st_zones[_t492] += _t493
        for _t494 in _t493: _st_loc[_t494] = _t492
        _t493.clear()
    else:
        _move_cards363(st, _st_zones[_t491][:], _t492, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: play #133 bbc9f9aa>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t275 = (_range254(1, 3) or [])
    st.budget -= len(_t275)
    if st.budget < 0: _spent255(st)
    for _t274 in _t275:
        L[2] = _t274
        _shuffle_zone256(st, 0)
        _i3 = [None, None]
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent255(st)
            _t276 = []
            for _t277 in (_o257[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t277)]) < 5):
                    _t276.append(_t277)
            _i3[0] = _t276
            if (not (_i3[0] or ())):
                break
            _t279 = (_i3[0] or ())
            st.budget -= len(_t279)
            if st.budget < 0: _spent255(st)
            _t278 = None
            for _t280 in _t279:
                _t278 = _t280
                break
            _i3[1] = _t278
            _st_vars[5] = _i3[1]
            if (len((_i3[0] or ())) == 1):
                _t283 = _st_zones[0]
                _t282 = 1
                if _t283:
                    _t281 = _t283.pop(); _st_zones[_t282].append(_t281); st.loc[_t281] = _t282
                if _memo1: _memo1.clear()
                if _p297(st, [_i3[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p306(st, [_i3[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i3[1] + 1) % 4)
        if _p330(st, _k329[:]) == 3: return 3
        if _p376(st, _k375[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #134 df42de59>
def _loop(st, _t495):
    _st_vars = st.vars
    _t498 = 0
    for _t497 in (_k382 or ()):
        _t498 += _times383((_st_vars[0 + _t495][_t497] // 5), 5)
    return _t498

# <rulerun animalia.rules: play #135 b1c04748>
def _loop(st, _t495):
    _st_vars = st.vars
    _t500 = 0
    for _t499 in (_k385 or ()):
        _t500 += _st_vars[0 + _t495][_t499]
    return _t500

# <rulerun animalia.rules: play #136 a3ed0bd6>
def _loop(st, _t495):
    _st_vars = st.vars
    _t502 = 0
    for _t501 in (_k387 or ()):
        _t502 += _times388((_st_vars[0 + _t495][_t501] // 5), 5)
    return _t502

# <rulerun animalia.rules: play #137 0f9ad55d>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo2 = st.memos[2]
    _t496 = (_k377 or [])
    st.budget -= len(_t496)
    if st.budget < 0: _spent378(st)
    for _t495 in _t496:
        L[5] = _t495
        if _st_log is not None: _st_log.append(_Text391(_audience379(st), [_PlayerRef380(_t495), ': medals ', _plain381(st.vars[0 + _t495]), '; bonus ', _plain381((_memo0[_t495] if _t495 in _memo0 else _memo0.setdefault(_t495, _a384(st, _t495)))), '; total ', _plain381((_memo2[_t495] if _t495 in _memo2 else _memo2.setdefault(_t495, (_t503 if -1000000000000000000 <= (_t503 := (_a386(st, _t495) + (_memo0[_t495] if _t495 in _memo0 else _memo0.setdefault(_t495, _a389(st, _t495))))) <= 1000000000000000000 else _beyond390(_t503)))))]))
    _end_game392(st, None, False); return 3

# <rulerun animalia.rules: play #138 7d22a20a>
def _native(st, L):
    return _range393(1, 3)

# <rulerun animalia.rules: collecting #139 8099d1fd>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k396)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run397(st, L)
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
            _r = _run398(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run399(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit400(_k401)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit400(_k402)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run403(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit395(_k, st, _d0): raise _Runaway394()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k404)

# <rulerun animalia.rules: offer #140 882c3ef9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run407(st, L)
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
            L[1] = (_o408[L[0]] or []); L[2] = 0
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
            _t504 = L[3]
            _t505 = len(_o)
            if not _t505: _no_option410(_t504, 'take the lot')
            if _t505 <= 1 and _st_log is None:
                L[4] = _o[0] if _t505 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t506 = st.chooser(_t505, _t504)
                else:
                    _t506 = _st_bits(_t505.bit_length())
                    while _t506 >= _t505: _t506 = _st_bits(_t505.bit_length())
                L[4] = _o[_t506]; st.decisions += 1
                if st.thread_player is not None: _answered411(st, _t506)
            elif _decide412(st, L, _o, _t504): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit413(_k414)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run415(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit406(_k, st, _d0): raise _Runaway405()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run416(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit413(_k417)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run418(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run419(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit406(_k, st, _d0): raise _Runaway405()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k420)

# <rulerun animalia.rules: take_lot #141 569c5744>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run423(st, L)
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
            _t507 = L[0]
            _t508 = len(_o)
            if not _t508: _no_option425(_t507, 'power to resolve next')
            if _t508 <= 1 and _st_log is None:
                L[5] = _o[0] if _t508 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t509 = st.chooser(_t508, _t507)
                else:
                    _t509 = _st_bits(_t508.bit_length())
                    while _t509 >= _t508: _t509 = _st_bits(_t508.bit_length())
                L[5] = _o[_t509]; st.decisions += 1
                if st.thread_player is not None: _answered426(st, _t509)
            elif _decide427(st, L, _o, _t507): return True
            pc = 3
        if pc == 3:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c429[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit430(_k431)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c429[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit430(_k432)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit430(_k433)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit422(_k, st, _d0): raise _Runaway421()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k434)

# <rulerun animalia.rules: use_thief #142 ccbc5b77>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run437(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t510 in (_k438 or []):
                if ((_t510 != L[0]) and (not not _st_zones[(2 + _t510)])): _o.append(_t510)
            fr[1] = 2
            _t511 = L[0]
            _t512 = len(_o) + 1
            if _t512 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t513 = st.chooser(_t512, _t511)
                else:
                    _t513 = _st_bits(_t512.bit_length())
                    while _t513 >= _t512: _t513 = _st_bits(_t512.bit_length())
                L[1] = _o[_t513 - 1] if _t513 else None; st.decisions += 1
                if st.thread_player is not None: _answered440(st, _t513)
            elif _decide441(st, L, _o, _t511): return True
            pc = 2
        if pc == 2:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t514 = L[0]
            _t515 = len(_o)
            if not _t515: _no_option444(_t514, 'thief: take which card')
            if _t515 <= 1 and _st_log is None:
                L[2] = _o[0] if _t515 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t516 = st.chooser(_t515, _t514)
                else:
                    _t516 = _st_bits(_t515.bit_length())
                    while _t516 >= _t515: _t516 = _st_bits(_t515.bit_length())
                L[2] = _o[_t516]; st.decisions += 1
                if st.thread_player is not None: _answered440(st, _t516)
            elif _decide445(st, L, _o[:], _t514): return True
            pc = 4
        if pc == 4:
            _r = _run446(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k447)

# <rulerun animalia.rules: use_spy #143 fa053452>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t517 = L[0]
            _t518 = len(_o)
            if not _t518: _no_option452(_t517, 'spy')
            if _t518 <= 1 and _st_log is None:
                L[1] = _o[0] if _t518 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t519 = st.chooser(_t518, _t517)
                else:
                    _t519 = _st_bits(_t518.bit_length())
                    while _t519 >= _t518: _t519 = _st_bits(_t518.bit_length())
                L[1] = _o[_t519]; st.decisions += 1
                if st.thread_player is not None: _answered453(st, _t519)
            elif _decide454(st, L, _o, _t517): return True
            pc = 2
        if pc == 2:
            _r = _run455(st, L)
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
            _t520 = L[0]
            _t521 = len(_o)
            if not _t521: _no_option452(_t520, 'spy: put back next (the last one ends on top)')
            if _t521 <= 1 and _st_log is None:
                L[2] = _o[0] if _t521 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t522 = st.chooser(_t521, _t520)
                else:
                    _t522 = _st_bits(_t521.bit_length())
                    while _t522 >= _t521: _t522 = _st_bits(_t521.bit_length())
                L[2] = _o[_t522]; st.decisions += 1
                if st.thread_player is not None: _answered453(st, _t522)
            elif _decide457(st, L, _o[:], _t520): return True
            pc = 5
        if pc == 5:
            _r = _run458(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit449(_k, st, _d0): raise _Runaway448()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k459)

# <rulerun animalia.rules: use_gift #144 e04cc980>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t523 in (_k462 or []):
                if ((_t523 != L[0]) and (len(_st_zones[(2 + _t523)]) < 5)): _o.append(_t523)
            fr[1] = 1
            _t524 = L[0]
            _t525 = len(_o) + 1
            if _t525 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t526 = st.chooser(_t525, _t524)
                else:
                    _t526 = _st_bits(_t525.bit_length())
                    while _t526 >= _t525: _t526 = _st_bits(_t525.bit_length())
                L[1] = _o[_t526 - 1] if _t526 else None; st.decisions += 1
                if st.thread_player is not None: _answered464(st, _t526)
            elif _decide465(st, L, _o, _t524): return True
            pc = 1
        if pc == 1:
            _r = _run466(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t527 = L[0]
            _t528 = len(_o)
            if not _t528: _no_option468(_t527, 'gift: which card')
            if _t528 <= 1 and _st_log is None:
                L[2] = _o[0] if _t528 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[2] = _o[_t529]; st.decisions += 1
                if st.thread_player is not None: _answered464(st, _t529)
            elif _decide469(st, L, _o[:], _t527): return True
            pc = 3
        if pc == 3:
            _r = _run470(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k471)

# <rulerun animalia.rules: elegance_bonuses #145 97797720>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run474(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k475)

# <rulerun animalia.rules: give_bonus #146 f7c91be2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k479)

# <rulerun animalia.rules: awards #147 8c0c4365>
def _loop(st, L):
    _st_cvars = st.cvars
    _t532 = 0
    for _t531 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t531] is not None):
            _t532 += 1
    return _t532

# <rulerun animalia.rules: awards #148 b4ee269d>
def _loop(st, L, _t537):
    _st_cvars = st.cvars
    for _t538 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t538] == _t537):
            return True
    return False

# <rulerun animalia.rules: awards #149 1e8d62e5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k482)
            fr[1] = 2
            if _step483(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t533 = _NOT_YET
            _o = []
            for _t530 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t530] is None) and (len(_st_zones[(2 + L[0])]) > (_t533 if _t533 is not _NOT_YET else (_t533 := _a484(st, L))))): _o.append(_t530)
            fr[1] = 4
            _t534 = L[0]
            _t535 = len(_o) + 1
            if _t535 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t536 = st.chooser(_t535, _t534)
                else:
                    _t536 = _st_bits(_t535.bit_length())
                    while _t536 >= _t535: _t536 = _st_bits(_t535.bit_length())
                L[1] = _o[_t536 - 1] if _t536 else None; st.decisions += 1
                if st.thread_player is not None: _answered486(st, _t536)
            elif _decide487(st, L, _o, _t534): return True
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
            for _t537 in _st_zones[(2 + L[0])]:
                if (not _a488(st, L, _t537)): _o.append(_t537)
            fr[1] = 8
            _t540 = L[0]
            _t541 = len(_o)
            if not _t541: _no_option490(_t540, 'the card it replaces')
            if _t541 <= 1 and _st_log is None:
                L[2] = _o[0] if _t541 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t542 = st.chooser(_t541, _t540)
                else:
                    _t542 = _st_bits(_t541.bit_length())
                    while _t542 >= _t541: _t542 = _st_bits(_t541.bit_length())
                L[2] = _o[_t542]; st.decisions += 1
                if st.thread_player is not None: _answered486(st, _t542)
            elif _decide491(st, L, _o, _t540): return True
            pc = 8
        if pc == 8:
            _r = _run492(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit481(_k, st, _d0): raise _Runaway480()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run493(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k494 or []); L[10] = 0
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
                if ((_c495[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k496 or [])
            fr[1] = 17
            _t543 = L[11]
            _t544 = len(_o)
            if not _t544: _no_option490(_t543, "the owl's species")
            if _t544 <= 1 and _st_log is None:
                L[15] = _o[0] if _t544 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[15] = _o[_t545]; st.decisions += 1
                if st.thread_player is not None: _answered486(st, _t545)
            elif _decide498(st, L, _o, _t543): return True
            pc = 17
        if pc == 17:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit481(_k, st, _d0): raise _Runaway480()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit481(_k, st, _d0): raise _Runaway480()
            continue
        if pc == 20:
            _r = _run500(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k501)

# <rulerun animalia.rules: play #150 c71b31ca>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run504(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range505(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run506(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit507(_k508)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run509(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit507(_k510)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run511(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit503(_k, st, _d0): raise _Runaway502()
            continue
        if pc == 9:
            _r = _run512(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step513(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k514)

# <rulerun animalia.rules: collecting #151 3481162a>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k517)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region518(st, L)
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
            _r = _run519(st, L)
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
            _r = _run520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p522(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit523(_k524)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p525(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit523(_k526)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit516(_k, st, _d0): raise _Runaway515()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k528)

# <rulerun animalia.rules: offer #152 848856bb>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region532(st, L)
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
            L[1] = (_o533[L[0]] or []); L[2] = 0
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
            _t546 = L[3]
            _t547 = len(_o)
            if not _t547: _no_option535(_t546, 'take the lot')
            if _t547 <= 1 and _st_log is None:
                L[4] = _o[0] if _t547 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t548 = st.chooser(_t547, _t546)
                else:
                    _t548 = _st_bits(_t547.bit_length())
                    while _t548 >= _t547: _t548 = _st_bits(_t547.bit_length())
                L[4] = _o[_t548]; st.decisions += 1
                if st.thread_player is not None: _answered536(st, _t548)
            elif _decide537(st, L, _o, _t546): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p538(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit539(_k540)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run541(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit530(_k, st, _d0): raise _Runaway529()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run542(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p538(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit539(_k543)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run544(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run545(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit530(_k, st, _d0): raise _Runaway529()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k546)

# <rulerun animalia.rules: take_lot #153 a536efae>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region550(st, L)
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
            _t549 = L[0]
            _t550 = len(_o)
            if not _t550: _no_option552(_t549, 'power to resolve next')
            if _t550 <= 1 and _st_log is None:
                L[5] = _o[0] if _t550 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t551 = st.chooser(_t550, _t549)
                else:
                    _t551 = _st_bits(_t550.bit_length())
                    while _t551 >= _t550: _t551 = _st_bits(_t550.bit_length())
                L[5] = _o[_t551]; st.decisions += 1
                if st.thread_player is not None: _answered553(st, _t551)
            elif _decide554(st, L, _o, _t549): return True
            pc = 3
        if pc == 3:
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c556[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p557(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k559)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c556[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p560(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k561)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p562(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit558(_k563)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit548(_k, st, _d0): raise _Runaway547()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k564)

# <rulerun animalia.rules: use_spy #154 fe834d15>
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
            _o = ['look', 'skip']
            fr[1] = 2
            _t552 = L[0]
            _t553 = len(_o)
            if not _t553: _no_option569(_t552, 'spy')
            if _t553 <= 1 and _st_log is None:
                L[1] = _o[0] if _t553 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t554 = st.chooser(_t553, _t552)
                else:
                    _t554 = _st_bits(_t553.bit_length())
                    while _t554 >= _t553: _t554 = _st_bits(_t553.bit_length())
                L[1] = _o[_t554]; st.decisions += 1
                if st.thread_player is not None: _answered570(st, _t554)
            elif _decide571(st, L, _o, _t552): return True
            pc = 2
        if pc == 2:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region573(st, L)
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
            _t555 = L[0]
            _t556 = len(_o)
            if not _t556: _no_option569(_t555, 'spy: put back next (the last one ends on top)')
            if _t556 <= 1 and _st_log is None:
                L[2] = _o[0] if _t556 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t557 = st.chooser(_t556, _t555)
                else:
                    _t557 = _st_bits(_t556.bit_length())
                    while _t557 >= _t556: _t557 = _st_bits(_t556.bit_length())
                L[2] = _o[_t557]; st.decisions += 1
                if st.thread_player is not None: _answered570(st, _t557)
            elif _decide575(st, L, _o[:], _t555): return True
            pc = 5
        if pc == 5:
            _r = _run576(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit566(_k, st, _d0): raise _Runaway565()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k577)

# <rulerun animalia.rules: awards #155 129a00f1>
def _loop(st, L):
    _st_cvars = st.cvars
    _t560 = 0
    for _t559 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t559] is not None):
            _t560 += 1
    return _t560

# <rulerun animalia.rules: awards #156 1a01ea6a>
def _loop(st, L, _t565):
    _st_cvars = st.cvars
    for _t566 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t566] == _t565):
            return True
    return False

# <rulerun animalia.rules: awards #157 934f4c03>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k580)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region581(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step582(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t561 = _NOT_YET
            _o = []
            for _t558 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t558] is None) and (len(_st_zones[(2 + L[0])]) > (_t561 if _t561 is not _NOT_YET else (_t561 := _a583(st, L))))): _o.append(_t558)
            fr[1] = 4
            _t562 = L[0]
            _t563 = len(_o) + 1
            if _t563 == 1:
                L[1] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t564 = st.chooser(_t563, _t562)
                else:
                    _t564 = _st_bits(_t563.bit_length())
                    while _t564 >= _t563: _t564 = _st_bits(_t563.bit_length())
                L[1] = _o[_t564 - 1] if _t564 else None; st.decisions += 1
                if st.thread_player is not None: _answered585(st, _t564)
            elif _decide586(st, L, _o, _t562): return True
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
            for _t565 in _st_zones[(2 + L[0])]:
                if (not _a587(st, L, _t565)): _o.append(_t565)
            fr[1] = 8
            _t568 = L[0]
            _t569 = len(_o)
            if not _t569: _no_option589(_t568, 'the card it replaces')
            if _t569 <= 1 and _st_log is None:
                L[2] = _o[0] if _t569 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t570 = st.chooser(_t569, _t568)
                else:
                    _t570 = _st_bits(_t569.bit_length())
                    while _t570 >= _t569: _t570 = _st_bits(_t569.bit_length())
                L[2] = _o[_t570]; st.decisions += 1
                if st.thread_player is not None: _answered585(st, _t570)
            elif _decide590(st, L, _o, _t568): return True
            pc = 8
        if pc == 8:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run592(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region593(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k594 or []); L[10] = 0
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
                if ((_c595[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k596 or [])
            fr[1] = 17
            _t571 = L[11]
            _t572 = len(_o)
            if not _t572: _no_option589(_t571, "the owl's species")
            if _t572 <= 1 and _st_log is None:
                L[15] = _o[0] if _t572 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t573 = st.chooser(_t572, _t571)
                else:
                    _t573 = _st_bits(_t572.bit_length())
                    while _t573 >= _t572: _t573 = _st_bits(_t572.bit_length())
                L[15] = _o[_t573]; st.decisions += 1
                if st.thread_player is not None: _answered585(st, _t573)
            elif _decide598(st, L, _o, _t571): return True
            pc = 17
        if pc == 17:
            _r = _run599(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit579(_k, st, _d0): raise _Runaway578()
            continue
        if pc == 20:
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k601)

# <rulerun animalia.rules: collecting #158 playout e77c9ac0>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k608)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent609(st)
        _t574 = []
        for _t575 in (_o610[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t575)]) < 5):
                _t574.append(_t575)
        L[0] = _t574
        if (not (L[0] or ())):
            break
        _t577 = (L[0] or ())
        st.budget -= len(_t577)
        if st.budget < 0: _spent609(st)
        _t576 = None
        for _t578 in _t577:
            _t576 = _t578
            break
        L[1] = _t576
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text613(_audience611(st), [_PlayerRef612(L[1]), ' draws alone']))
            _t581 = _st_zones[0]
            _t580 = 1
            if _st_log is None and _t581:
                _t579 = _t581.pop(); _st_zones[_t580].append(_t579); st.loc[_t579] = _t580
            elif _t581:
                _move_cards614(st, _t581[-1], _t580, False)
            if _memo1: _memo1.clear()
            if _p615(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p616(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #159 bd587f20>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region605(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range606(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p617(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit618(_k619)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run620(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p621(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit618(_k622)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run623(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit603(_k, st, _d0): raise _Runaway602()
            continue
        if pc == 9:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step625(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k626)

# <rulerun animalia.rules: play #160 63b969e3>
def _loop(st, p):
    _st_vars = st.vars
    _t583 = 0
    for _t582 in (_k627 or ()):
        _t583 += _st_vars[0 + p][_t582]
    return _t583

# <rulerun animalia.rules: play #161 135252d9>
def _loop(st, p):
    _st_vars = st.vars
    _t585 = 0
    for _t584 in (_k629 or ()):
        _t585 += _times630((_st_vars[0 + p][_t584] // 5), 5)
    return _t585

# <rulerun animalia.rules: rank #162 c252d1a6>
def _native(st, p):
    return ((_t586 if -1000000000000000000 <= (_t586 := (_a628(st, p) + _a631(st, p))) <= 1000000000000000000 else _beyond632(_t586)), )

