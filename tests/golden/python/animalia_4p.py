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

# <rulerun animalia.rules: use_thief #8 playout 0fc8a0de>
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
    if _offer26(st, L, _t29): raise _PlayoutCut25()
    if (L[1] is None):
        return 2
    _t31 = _st_zones[(2 + L[1])]
    _t32 = _l0
    _t33 = len(_t31)
    if not _t33: _no_option28(_t32, 'thief: take which card')
    if _t33 <= 1 and _st_log is None:
        L[2] = _t31[0] if _t33 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t34 = st.chooser(_t33, _t32)
        else:
            _t34 = _st_bits(_t33.bit_length())
            while _t34 >= _t33: _t34 = _st_bits(_t33.bit_length())
        L[2] = _t31[_t34]; st.decisions += 1
    elif _decide29(st, L, _t31[:], _t32): raise _PlayoutCut25()
    if _st_log is not None: _st_log.append(_Text23(_audience21(st), [_PlayerRef22(_l0), ' steals ', _card_ref30(st, L[2]), ' from ', _PlayerRef22(L[1])]))
    _t35 = L[2]
    _t36 = (2 + _l0)
    if type(_t35) is int and _st_log is None:
        _t37 = _st_zones[_st_loc[_t35]]
        if _t37[-1] == _t35: _t37.pop()
        else: _t37.remove(_t35)
        _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
    elif _t35 is not None:
        _move_cards31(st, _t35, _t36, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #9 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_spy #11 playout 6a8837fd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t38 = ['look', 'skip']
    _t39 = _l0
    _t40 = len(_t38)
    if not _t40: _no_option35(_t39, 'spy')
    if _t40 <= 1 and _st_log is None:
        L[1] = _t38[0] if _t40 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t41 = st.chooser(_t40, _t39)
        else:
            _t41 = _st_bits(_t40.bit_length())
            while _t41 >= _t40: _t41 = _st_bits(_t40.bit_length())
        L[1] = _t38[_t41]; st.decisions += 1
    elif _decide36(st, L, _t38, _t39): raise _PlayoutCut33()
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
        _move_cards37(st, _t42, _t43, False)
    if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent38(st)
        _t46 = _st_zones[(10 + _l0)]
        _t47 = _l0
        _t48 = len(_t46)
        if not _t48: _no_option35(_t47, 'spy: put back next (the last one ends on top)')
        if _t48 <= 1 and _st_log is None:
            L[2] = _t46[0] if _t48 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t49 = st.chooser(_t48, _t47)
            else:
                _t49 = _st_bits(_t48.bit_length())
                while _t49 >= _t48: _t49 = _st_bits(_t48.bit_length())
            L[2] = _t46[_t49]; st.decisions += 1
        elif _decide40(st, L, _t46[:], _t47): raise _PlayoutCut33()
        _t50 = L[2]
        _t51 = 0
        if type(_t50) is int and _st_log is None:
            _t52 = _st_zones[_st_loc[_t50]]
            if _t52[-1] == _t50: _t52.pop()
            else: _t52.remove(_t50)
            _st_zones[_t51].append(_t50); _st_loc[_t50] = _t51
        elif _t50 is not None:
            _move_cards37(st, _t50, _t51, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #12 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #13 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_gift #14 playout a4fbb37b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t53 = []
    for _t54 in (_k42 or []):
        if ((_t54 != _l0) and (len(_st_zones[(2 + _t54)]) < 5)): _t53.append(_t54)
    if _offer44(st, L, _t53): raise _PlayoutCut43()
    if (L[1] is None):
        return 2
    _t55 = _st_zones[(2 + _l0)]
    _t56 = _l0
    _t57 = len(_t55)
    if not _t57: _no_option46(_t56, 'gift: which card')
    if _t57 <= 1 and _st_log is None:
        L[2] = _t55[0] if _t57 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t58 = st.chooser(_t57, _t56)
        else:
            _t58 = _st_bits(_t57.bit_length())
            while _t58 >= _t57: _t58 = _st_bits(_t57.bit_length())
        L[2] = _t55[_t58]; st.decisions += 1
    elif _decide47(st, L, _t55[:], _t56): raise _PlayoutCut43()
    if _st_log is not None: _st_log.append(_Text51(_audience48(st), [_PlayerRef49(_l0), ' gives ', _card_ref50(st, L[2]), ' to ', _PlayerRef49(L[1])]))
    _t59 = L[2]
    _t60 = (2 + L[1])
    if type(_t59) is int and _st_log is None:
        _t61 = _st_zones[_st_loc[_t59]]
        if _t61[-1] == _t59: _t61.pop()
        else: _t61.remove(_t59)
        _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
    elif _t59 is not None:
        _move_cards52(st, _t59, _t60, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #15 df2a8efb>
def _loop(st, L, _t62):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t66 = _c56[_t62]
    except Exception:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c56[_t64] == _c56[_t62]):
                return True
        return False
    else:
        for _t64 in _st_zones[(2 + _l0)]:
            if (_c56[_t64] == _t66):
                return True
        return False

# <rulerun animalia.rules: take_lot #16 playout c45ba2b1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t63 = (_st_zones[1][:] or [])
    st.budget -= len(_t63)
    if st.budget < 0: _spent54(st)
    for _t62 in _t63:
        L[4] = _t62
        if ((_c55[_t62] != 'plain') and _a57(st, L, _t62)):
            L[1] = (L[1] + [_t62])
            if len(L[1]) > 1000000: _too_long58(L[1])
        _t68 = _t62
        _t69 = (2 + _l0)
        if type(_t68) is int and _st_log is None:
            _t70 = _st_zones[_st_loc[_t68]]
            if _t70[-1] == _t68: _t70.pop()
            else: _t70.remove(_t68)
            _st_zones[_t69].append(_t68); _st_loc[_t68] = _t69
        elif _t68 is not None:
            _move_cards59(st, _t68, _t69, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent54(st)
        _t71 = (L[1] or [])
        _t72 = _l0
        _t73 = len(_t71)
        if not _t73: _no_option62(_t72, 'power to resolve next')
        if _t73 <= 1 and _st_log is None:
            L[5] = _t71[0] if _t73 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t74 = st.chooser(_t73, _t72)
            else:
                _t74 = _st_bits(_t73.bit_length())
                while _t74 >= _t73: _t74 = _st_bits(_t73.bit_length())
            L[5] = _t71[_t74]; st.decisions += 1
        elif _decide63(st, L, _t71, _t72): raise _PlayoutCut60()
        L[1] = _remove64(st, L[1], L[5])
        if (_c55[L[5]] == 'thief'):
            if _p65(st, [_l0, None, None]) == 3: return 3
        elif (_c55[L[5]] == 'spy'):
            if _p66(st, [_l0, None, None]) == 3: return 3
        else:
            if _p67(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #17 8be101ba>
def _native(st, L):
    return L[3]

# <rulerun animalia.rules: offer #18 playout 2d4b23b5>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t77 = _st_zones[0]
    _t76 = 1
    if _st_log is None and _t77:
        _t75 = _t77.pop(); _st_zones[_t76].append(_t75); _st_loc[_t75] = _t76
    elif _t77:
        _move_cards69(st, _t77[-1], _t76, False)
    if _memo1: _memo1.clear()
    while True:
        st.budget -= 1
        if st.budget < 0: _spent70(st)
        for _t78 in (_o71[_l0] or []):
            L[3] = _t78
            if not (((len(_st_zones[(2 + _t78)]) < 5) and ((5 - len(_st_zones[(2 + _t78)])) >= len(_st_zones[1])))): continue
            _t79 = ['take', 'pass']
            _t80 = _t78
            _t81 = len(_t79)
            if not _t81: _no_option74(_t80, 'take the lot')
            if _t81 <= 1 and _st_log is None:
                L[4] = _t79[0] if _t81 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t82 = st.chooser(_t81, _t80)
                else:
                    _t82 = _st_bits(_t81.bit_length())
                    while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
                L[4] = _t79[_t82]; st.decisions += 1
            elif _decide75(st, L, _t79, _t80): raise _PlayoutCut72()
            if (L[4] == 'take'):
                if _p76(st, [_t78, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text79(_audience77(st), [_PlayerRef78(_l0), ' must take the lot']))
            if _p76(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t85 = _st_zones[0]
        _t84 = 1
        if _st_log is None and _t85:
            _t83 = _t85.pop(); _st_zones[_t84].append(_t83); _st_loc[_t83] = _t84
        elif _t85:
            _move_cards69(st, _t85[-1], _t84, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: collecting #19 2362d8c3>
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
            if _p68(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p80(st, [L[1], None, None, None, None]) == 3: return 3
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

# <rulerun animalia.rules: offer #25 97e96cab>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t88 = _st_zones[0]
    _t87 = 1
    if st.log is None and _t88:
        _t86 = _t88.pop(); _st_zones[_t87].append(_t86); st.loc[_t86] = _t87
    elif _t88:
        _move_cards81(st, _t88[-1], _t87, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #26 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #27 a388aff5>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text84(_audience82(st), [_PlayerRef83(L[0]), ' must take the lot']))

# <rulerun animalia.rules: offer #28 e693422f>
def _native(st, L):
    return 2

# <rulerun animalia.rules: offer #29 8809e40f>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t91 = _st_zones[0]
    _t90 = 1
    if st.log is None and _t91:
        _t89 = _t91.pop(); _st_zones[_t90].append(_t89); st.loc[_t89] = _t90
    elif _t91:
        _move_cards85(st, _t91[-1], _t90, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #30 2de992f6>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent86(st)
        for _t92 in (_o87[_l0] or []):
            L[3] = _t92
            if not (((len(_st_zones[(2 + _t92)]) < 5) and ((5 - len(_st_zones[(2 + _t92)])) >= len(_st_zones[1])))): continue
            _t93 = ['take', 'pass']
            _t94 = _t92
            _t95 = len(_t93)
            if not _t95: _no_option90(_t94, 'take the lot')
            if _t95 <= 1 and _st_log is None:
                L[4] = _t93[0] if _t95 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t96 = st.chooser(_t95, _t94)
                else:
                    _t96 = _st_bits(_t95.bit_length())
                    while _t96 >= _t95: _t96 = _st_bits(_t95.bit_length())
                L[4] = _t93[_t96]; st.decisions += 1
            elif _decide91(st, L, _t93, _t94): raise _PlayoutCut88()
            if (L[4] == 'take'):
                if _p92(st, [_t92, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text95(_audience93(st), [_PlayerRef94(_l0), ' must take the lot']))
            if _p92(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t99 = _st_zones[0]
        _t98 = 1
        if _st_log is None and _t99:
            _t97 = _t99.pop(); _st_zones[_t98].append(_t97); st.loc[_t97] = _t98
        elif _t99:
            _move_cards96(st, _t99[-1], _t98, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: offer #31 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: offer #32 cfdb33f1>
def _native(st, L):
    return _o97[L[0]]

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

# <rulerun animalia.rules: take_lot #39 c2a7eae7>
def _loop(st, L, _t100):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t104 = _c100[_t100]
    except Exception:
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c100[_t102] == _c100[_t100]):
                return True
        return False
    else:
        for _t102 in _st_zones[(2 + _l0)]:
            if (_c100[_t102] == _t104):
                return True
        return False

# <rulerun animalia.rules: take_lot #40 d89efa5a>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t101 = (_st_zones[1][:] or [])
    st.budget -= len(_t101)
    if st.budget < 0: _spent98(st)
    for _t100 in _t101:
        L[4] = _t100
        if ((_c99[_t100] != 'plain') and _a101(st, L, _t100)):
            L[1] = (L[1] + [_t100])
            if len(L[1]) > 1000000: _too_long102(L[1])
        _t106 = _t100
        _t107 = (2 + L[0])
        if type(_t106) is int and st.log is None:
            _t108 = _st_zones[_st_loc[_t106]]
            if _t108[-1] == _t106: _t108.pop()
            else: _t108.remove(_t106)
            _st_zones[_t107].append(_t106); _st_loc[_t106] = _t107
        elif _t106 is not None:
            _move_cards103(st, _t106, _t107, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #41 2a117281>
def _native(st, L):
    L[1] = _remove104(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #42 9348d0e7>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent105(st)
        _t109 = (L[1] or [])
        _t110 = _l0
        _t111 = len(_t109)
        if not _t111: _no_option108(_t110, 'power to resolve next')
        if _t111 <= 1 and _st_log is None:
            L[5] = _t109[0] if _t111 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t112 = st.chooser(_t111, _t110)
            else:
                _t112 = _st_bits(_t111.bit_length())
                while _t112 >= _t111: _t112 = _st_bits(_t111.bit_length())
            L[5] = _t109[_t112]; st.decisions += 1
        elif _decide109(st, L, _t109, _t110): raise _PlayoutCut106()
        L[1] = _remove110(st, L[1], L[5])
        if (_c111[L[5]] == 'thief'):
            if _p112(st, [_l0, None, None]) == 3: return 3
        elif (_c111[L[5]] == 'spy'):
            if _p113(st, [_l0, None, None]) == 3: return 3
        else:
            if _p114(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: take_lot #43 76904ace>
def _native(st, L):
    return (not not (L[1] or ()))

# <rulerun animalia.rules: take_lot #44 de1c5d2e>
def _native(st, L):
    return L[1]

# <rulerun animalia.rules: take_lot #45 c51b6ab7>
def _native(st, L):
    return (_c115[L[5]] == 'thief')

# <rulerun animalia.rules: take_lot #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #47 aa7b7278>
def _native(st, L):
    return (_c116[L[5]] == 'spy')

# <rulerun animalia.rules: take_lot #48 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: take_lot #49 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: use_thief #50 7a33f383>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    if (not (len(st.zones[(2 + _l0)]) < 5)):
        if _st_log is not None: _st_log.append(_Text119(_audience117(st), [_PlayerRef118(_l0), "'s thief has no room and fizzles"]))
        return 2

# <rulerun animalia.rules: use_thief #51 9b6aa58a>
def _native(st, L):
    if (L[1] is None):
        return 2

# <rulerun animalia.rules: use_thief #52 bf94b165>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text123(_audience120(st), [_PlayerRef121(_l0), ' steals ', _card_ref122(st, _l2), ' from ', _PlayerRef121(L[1])]))
    _t113 = _l2
    _t114 = (2 + _l0)
    if type(_t113) is int and _st_log is None:
        _t115 = _st_zones[_st_loc[_t113]]
        if _t115[-1] == _t113: _t115.pop()
        else: _t115.remove(_t113)
        _st_zones[_t114].append(_t113); _st_loc[_t113] = _t114
    elif _t113 is not None:
        _move_cards124(st, _t113, _t114, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_thief #53 7f056ca6>
def _native(st, L):
    return _k125

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

# <rulerun animalia.rules: use_spy #57 f0a0f81b>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
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
        _move_cards126(st, _t116, _t117, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #58 883f4d9a>
def _native(st, L):
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t120 = L[2]
    _t121 = 0
    if type(_t120) is int and st.log is None:
        _t122 = _st_zones[_st_loc[_t120]]
        if _t122[-1] == _t120: _t122.pop()
        else: _t122.remove(_t120)
        _st_zones[_t121].append(_t120); _st_loc[_t120] = _t121
    elif _t120 is not None:
        _move_cards127(st, _t120, _t121, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #59 be6b3135>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent128(st)
        _t123 = _st_zones[(10 + _l0)]
        _t124 = _l0
        _t125 = len(_t123)
        if not _t125: _no_option131(_t124, 'spy: put back next (the last one ends on top)')
        if _t125 <= 1 and _st_log is None:
            L[2] = _t123[0] if _t125 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t126 = st.chooser(_t125, _t124)
            else:
                _t126 = _st_bits(_t125.bit_length())
                while _t126 >= _t125: _t126 = _st_bits(_t125.bit_length())
            L[2] = _t123[_t126]; st.decisions += 1
        elif _decide132(st, L, _t123[:], _t124): raise _PlayoutCut129()
        _t127 = L[2]
        _t128 = 0
        if type(_t127) is int and _st_log is None:
            _t129 = _st_zones[_st_loc[_t127]]
            if _t129[-1] == _t127: _t129.pop()
            else: _t129.remove(_t127)
            _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
        elif _t127 is not None:
            _move_cards133(st, _t127, _t128, False)
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

# <rulerun animalia.rules: use_gift #64 c6cece9b>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text137(_audience134(st), [_PlayerRef135(L[0]), ' gives ', _card_ref136(st, _l2), ' to ', _PlayerRef135(_l1)]))
    _t130 = _l2
    _t131 = (2 + _l1)
    if type(_t130) is int and _st_log is None:
        _t132 = _st_zones[_st_loc[_t130]]
        if _t132[-1] == _t130: _t132.pop()
        else: _t132.remove(_t130)
        _st_zones[_t131].append(_t130); _st_loc[_t130] = _t131
    elif _t130 is not None:
        _move_cards138(st, _t130, _t131, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #65 176b1e9d>
def _native(st, L):
    return _k139

# <rulerun animalia.rules: use_gift #66 0cc3874e>
def _native(st, L):
    _l1 = L[1]
    return ((_l1 != L[0]) and (len(st.zones[(2 + _l1)]) < 5))

# <rulerun animalia.rules: use_gift #67 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: elegance_bonuses #68 54b669ec>
def _loop(st, _t133):
    _t136 = 0
    for _t135 in st.zones[(2 + _t133)]:
        _t136 += _c145[_t135]
    return _t136

# <rulerun animalia.rules: elegance_bonuses #69 27402440>
def _loop(st, _t139):
    _t141 = 0
    for _t140 in st.zones[(2 + _t139)]:
        _t141 += _c150[_t140]
    return _t141

# <rulerun animalia.rules: elegance_bonuses #70 7f8cab89>
def _loop(st, _t146):
    _t148 = 0
    for _t147 in st.zones[(2 + _t146)]:
        _t148 += _c153[_t147]
    return _t148

# <rulerun animalia.rules: give_bonus #71 c1d74821>
def _loop(st, L):
    _t152 = 0
    for _t151 in st.zones[(2 + L[0])]:
        _t152 += _c155[_t151]
    return _t152

# <rulerun animalia.rules: give_bonus #72 52137f3c>
def _loop(st, L):
    _t154 = 0
    for _t153 in st.zones[(2 + L[0])]:
        _t154 += _c159[_t153]
    return _t154

# <rulerun animalia.rules: give_bonus #73 05f48068>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a156(st, L))) <= 0)):
        if _st_log is not None: _st_log.append(_Text162(_audience157(st), [_PlayerRef158(_l0), ' gets no bonus (elegance ', _plain161((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a160(st, L)))), ')']))
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
        _move_cards163(st, _t155, _t156, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #74 df419e16>
def _loop(st, L):
    _t159 = (L[4] or ())
    st.budget -= len(_t159)
    if st.budget < 0: _spent165(st)
    for _t160 in _t159:
        return _t160
    return None

# <rulerun animalia.rules: elegance_bonuses #75 ae09ab10>
def _loop(st, _t165):
    _t167 = 0
    for _t166 in st.zones[(2 + _t165)]:
        _t167 += _c168[_t166]
    return _t167

# <rulerun animalia.rules: elegance_bonuses #76 e9bf00f6>
def _loop(st, _t165):
    _t169 = 0
    for _t168 in st.zones[(2 + _t165)]:
        _t169 += _c170[_t168]
    return _t169

# <rulerun animalia.rules: elegance_bonuses #77 e5067c2b>
def _loop(st, _t171):
    _t174 = 0
    for _t173 in st.zones[(2 + _t171)]:
        _t174 += _c173[_t173]
    return _t174

# <rulerun animalia.rules: elegance_bonuses #78 1c50a1d9>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    if _st_log is not None: _st_log.append(_k140)
    _t134 = (_k141 or [])
    st.budget -= len(_t134)
    if st.budget < 0: _spent142(st)
    for _t133 in _t134:
        L[2] = _t133
        if _st_log is not None: _st_log.append(_Text148(_audience143(st), [_PlayerRef144(_t133), ': elegance ', _plain147((_memo1[_t133] if _t133 in _memo1 else _memo1.setdefault(_t133, _a146(st, _t133))))]))
    _t138 = (_k149 or ())
    st.budget -= len(_t138)
    if st.budget < 0: _spent142(st)
    _t137 = None
    for _t139 in _t138:
        _t142 = (_memo1[_t139] if _t139 in _memo1 else _memo1.setdefault(_t139, _a151(st, _t139)))
        if _t137 is None or _t142 > _t137:
            _t137 = _t142
    L[3] = _t137
    _t144 = L[3]
    _t145 = (_k152 or ())
    st.budget -= len(_t145)
    if st.budget < 0: _spent142(st)
    _t143 = []
    for _t146 in _t145:
        if ((_memo1[_t146] if _t146 in _memo1 else _memo1.setdefault(_t146, _a154(st, _t146))) == _t144):
            _t143.append(_t146)
    L[4] = _t143
    if (len((L[4] or ())) > 1):
        _t150 = (L[4] or [])
        st.budget -= len(_t150)
        if st.budget < 0: _spent142(st)
        for _t149 in _t150:
            L[7] = _t149
            if _p164(st, [_t149, 1]) == 3: return 3
    else:
        if _p164(st, [_a166(st, L), 2]) == 3: return 3
        _t163 = L[3]
        _t164 = (_k167 or ())
        st.budget -= len(_t164)
        if st.budget < 0: _spent142(st)
        _t162 = None
        for _t165 in _t164:
            if ((_memo1[_t165] if _t165 in _memo1 else _memo1.setdefault(_t165, _a169(st, _t165))) < _t163):
                _t170 = (_memo1[_t165] if _t165 in _memo1 else _memo1.setdefault(_t165, _a171(st, _t165)))
                if _t162 is None or _t170 > _t162:
                    _t162 = _t170
        L[8] = _t162
        _t172 = (_k172 or [])
        st.budget -= len(_t172)
        if st.budget < 0: _spent142(st)
        for _t171 in _t172:
            L[11] = _t171
            if not (((L[8] is not None) and ((_memo1[_t171] if _t171 in _memo1 else _memo1.setdefault(_t171, _a174(st, _t171))) == L[8]))): continue
            if _p164(st, [_t171, 1]) == 3: return 3

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

# <rulerun animalia.rules: awards #84 ced96286>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t175 in (_k175 or []):
        st.thread_player = st.inline_thread = _t175
        _i1 = L[:]; _i1[0] = _t175
        while True:
            st.budget -= 1
            if st.budget < 0: _spent176(st)
            _t180 = _NOT_YET
            _t176 = []
            for _t177 in _st_zones[(6 + _t175)]:
                if ((_st_cvars[31 + _t177] is None) and (len(_st_zones[(2 + _t175)]) > (_t180 if _t180 is not _NOT_YET else (_t180 := _a177(st, _t175))))): _t176.append(_t177)
            if _offer179(st, _i1, _t176): raise _PlayoutCut178()
            if (_i1[1] is None):
                break
            _t181 = []
            for _t182 in _st_zones[(2 + _t175)]:
                if (not _a180(st, _t175, _t182)): _t181.append(_t182)
            _t185 = _t175
            _t186 = len(_t181)
            if not _t186: _no_option182(_t185, 'the card it replaces')
            if _t186 <= 1:
                _i1[2] = _t181[0] if _t186 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t187 = st.chooser(_t186, _t185)
                else:
                    _t187 = _st_bits(_t186.bit_length())
                    while _t187 >= _t186: _t187 = _st_bits(_t186.bit_length())
                _i1[2] = _t181[_t187]; st.decisions += 1
            elif _decide183(st, _i1, _t181, _t185): raise _PlayoutCut178()
            _st_cvars[31 + _i1[1]] = _i1[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #85 acaf55b6>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t189 = (_k184 or [])
    st.budget -= len(_t189)
    if st.budget < 0: _spent185(st)
    for _t188 in _t189:
        L[5] = _t188
        for _t190 in _st_zones[(6 + _t188)][:]:
            L[8] = _t190
            if not ((_st_cvars[31 + _t190] is not None)): continue
            if _st_log is not None: _st_log.append(_Text189(_audience186(st), [_PlayerRef187(_t188), ' swaps ', _card_ref188(st, _st_cvars[31 + _t190]), ' for a bonus card']))
            _t191 = _st_cvars[31 + _t190]
            _t192 = 14
            if type(_t191) is int and _st_log is None:
                _t193 = _st_zones[_st_loc[_t191]]
                if _t193[-1] == _t191: _t193.pop()
                else: _t193.remove(_t191)
                _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
            elif _t191 is not None:
                _move_cards190(st, _t191, _t192, False)
            if _memo1: _memo1.clear()
            _st_cvars[31 + _t190] = None
            _t194 = _t190
            _t195 = (2 + _t188)
            if type(_t194) is int and _st_log is None:
                _t196 = _st_zones[_st_loc[_t194]]
                if _t196[-1] == _t194: _t196.pop()
                else: _t196.remove(_t194)
                _st_zones[_t195].append(_t194); _st_loc[_t194] = _t195
            elif _t194 is not None:
                _move_cards190(st, _t194, _t195, False)
            if _memo1: _memo1.clear()

# <rulerun animalia.rules: awards #86 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #87 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #88 4ff57126>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t198 = (_k191 or [])
    st.budget -= len(_t198)
    if st.budget < 0: _spent192(st)
    for _t197 in _t198:
        L[11] = _t197
        for _t199 in st.zones[(2 + _t197)][:]:
            L[14] = _t199
            if not (((_c193[_t199] is None) and True)): continue
            _t200 = (_k194 or [])
            _t201 = _t197
            _t202 = len(_t200)
            if not _t202: _no_option197(_t201, "the owl's species")
            if _t202 <= 1 and _st_log is None:
                L[15] = _t200[0] if _t202 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t203 = st.chooser(_t202, _t201)
                else:
                    _t203 = _st_bits(_t202.bit_length())
                    while _t203 >= _t202: _t203 = _st_bits(_t202.bit_length())
                L[15] = _t200[_t203]; st.decisions += 1
            elif _decide198(st, L, _t200, _t201): raise _PlayoutCut195()
            st.cvars[_t199] = L[15]

# <rulerun animalia.rules: awards #89 b12b025f>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    _t205 = (_k199 or [])
    st.budget -= len(_t205)
    if st.budget < 0: _spent200(st)
    for _t204 in _t205:
        L[18] = _t204
        _t206 = []
        for _t207 in _st_zones[(2 + _t204)]:
            _t206.append((_st_cvars[_t207] if (_c201[_t207] is None) else _c201[_t207]))
        L[19] = _t206
        _t209 = L[19]
        _t208 = 0
        for _t210 in (_k202 or ()):
            if (_t210 in (_t209 or ())):
                _t208 += 1
        L[20] = _t208
        if ((len(_st_zones[(2 + _t204)]) == 5) and (L[20] == 5)):
            for _t211 in (_k203 or []):
                L[23] = _t211
                _st_vars[0 + _t204][_t211] = (_t212 if -1000000000000000000 <= (_t212 := _st_vars[0 + _t204][_t211] + 1) <= 1000000000000000000 else _beyond204(_t212))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t214 = (_k205 or [])
            st.budget -= len(_t214)
            if st.budget < 0: _spent200(st)
            for _t213 in _t214:
                L[26] = _t213
                L[27] = (L[19] or ()).count(_t213)
                if (L[27] >= 2):
                    _st_vars[0 + _t204][_t213] = (_t215 if -1000000000000000000 <= (_t215 := _st_vars[0 + _t204][_t213] + L[27]) <= 1000000000000000000 else _beyond204(_t215))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
        if _st_log is not None: _st_log.append(_Text209(_audience206(st), [_PlayerRef207(_t204), ' medals: ', _plain208(_st_vars[0 + _t204])]))
    _t217 = (_k210 or [])
    st.budget -= len(_t217)
    if st.budget < 0: _spent200(st)
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
            _move_cards211(st, _st_zones[_t219][:], _t220, False)
        if _memo1: _memo1.clear()
    _t223 = 14
    _t224 = 0
    if _st_log is None and _t223 != _t224:
        _t225 = _st_zones[_t223]; _st_zones[_t224] += _t225
        for _t226 in _t225: _st_loc[_t226] = _t224
        _t225.clear()
    else:
        _move_cards211(st, _st_zones[_t223][:], _t224, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: awards #90 16a19997>
def _native(st, L):
    return _k212

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

# <rulerun animalia.rules: awards #94 d1a8e4f7>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a213(st, L)))

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

# <rulerun animalia.rules: awards #98 1ef34e6d>
def _native(st, L):
    return _k214

# <rulerun animalia.rules: awards #99 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #100 f61bb0b4>
def _native(st, L):
    return ((_c215[L[14]] is None) and True)

# <rulerun animalia.rules: awards #101 e793254a>
def _native(st, L):
    return _k216

# <rulerun animalia.rules: play #102 7a1c115e>
def _native(st, L):
    st.vars[4] = _random_item217(st, _k218)

# <rulerun animalia.rules: play #103 d7bcc2c4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text221(_audience219(st), ['Season ', _plain220(L[2])]))
    _shuffle_zone222(st, 0)

# <rulerun animalia.rules: play #104 5808ee34>
def _loop(st, _t231):
    _t234 = 0
    for _t233 in st.zones[(2 + _t231)]:
        _t234 += _c228[_t233]
    return _t234

# <rulerun animalia.rules: play #105 b5689c64>
def _loop(st, _t237):
    _t239 = 0
    for _t238 in st.zones[(2 + _t237)]:
        _t239 += _c233[_t238]
    return _t239

# <rulerun animalia.rules: play #106 ec576fa1>
def _loop(st, _t244):
    _t246 = 0
    for _t245 in st.zones[(2 + _t244)]:
        _t246 += _c236[_t245]
    return _t246

# <rulerun animalia.rules: play #107 969267fc>
def _loop(st, _i2):
    _t249 = (_i2[4] or ())
    st.budget -= len(_t249)
    if st.budget < 0: _spent239(st)
    for _t250 in _t249:
        return _t250
    return None

# <rulerun animalia.rules: play #108 e61f15e8>
def _loop(st, _t255):
    _t257 = 0
    for _t256 in st.zones[(2 + _t255)]:
        _t257 += _c242[_t256]
    return _t257

# <rulerun animalia.rules: play #109 c79c1628>
def _loop(st, _t255):
    _t259 = 0
    for _t258 in st.zones[(2 + _t255)]:
        _t259 += _c244[_t258]
    return _t259

# <rulerun animalia.rules: play #110 65d350fd>
def _loop(st, _t261):
    _t264 = 0
    for _t263 in st.zones[(2 + _t261)]:
        _t264 += _c247[_t263]
    return _t264

# <rulerun animalia.rules: play #111 9d40beac>
def _native(st, L):
    if _p250(st, _k249[:]) == 3: return 3

# <rulerun animalia.rules: play #112 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: take_lot #113 12efc330>
def _loop(st, L, _t275):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t279 = _c258[_t275]
    except Exception:
        for _t277 in _st_zones[(2 + _l0)]:
            if (_c258[_t277] == _c258[_t275]):
                return True
        return False
    else:
        for _t277 in _st_zones[(2 + _l0)]:
            if (_c258[_t277] == _t279):
                return True
        return False

# <rulerun animalia.rules: use_thief #114 playout, without a log 0a82deff>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t288 = []
    for _t289 in (_k267 or []):
        if ((_t289 != _l0) and (not not _st_zones[(2 + _t289)])): _t288.append(_t289)
    if _offer269(st, L, _t288): raise _PlayoutCut268()
    if (L[1] is None):
        return 2
    _t290 = _st_zones[(2 + L[1])]
    _t291 = _l0
    _t292 = len(_t290)
    if not _t292: _no_option271(_t291, 'thief: take which card')
    if _t292 <= 1:
        L[2] = _t290[0] if _t292 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t293 = st.chooser(_t292, _t291)
        else:
            _t293 = _st_bits(_t292.bit_length())
            while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
        L[2] = _t290[_t293]; st.decisions += 1
    elif _decide272(st, L, _t290[:], _t291): raise _PlayoutCut268()
    _t294 = L[2]
    _t295 = (2 + _l0)
    if type(_t294) is int:
        _t296 = _st_zones[_st_loc[_t294]]
        if _t296[-1] == _t294: _t296.pop()
        else: _t296.remove(_t294)
        _st_zones[_t295].append(_t294); _st_loc[_t294] = _t295
    elif _t294 is not None:
        _move_cards273(st, _t294, _t295, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_spy #115 playout, without a log bffc5d50>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t297 = ['look', 'skip']
    _t298 = _l0
    _t299 = len(_t297)
    if not _t299: _no_option277(_t298, 'spy')
    if _t299 <= 1:
        L[1] = _t297[0] if _t299 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t300 = st.chooser(_t299, _t298)
        else:
            _t300 = _st_bits(_t299.bit_length())
            while _t300 >= _t299: _t300 = _st_bits(_t299.bit_length())
        L[1] = _t297[_t300]; st.decisions += 1
    elif _decide278(st, L, _t297, _t298): raise _PlayoutCut275()
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
        _move_cards279(st, _t301, _t302, False)
    if _memo1: _memo1.clear()
    while (not not _st_zones[(10 + _l0)]):
        st.budget -= 1
        if st.budget < 0: _spent280(st)
        _t305 = _st_zones[(10 + _l0)]
        _t306 = _l0
        _t307 = len(_t305)
        if not _t307: _no_option277(_t306, 'spy: put back next (the last one ends on top)')
        if _t307 <= 1:
            L[2] = _t305[0] if _t307 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t308 = st.chooser(_t307, _t306)
            else:
                _t308 = _st_bits(_t307.bit_length())
                while _t308 >= _t307: _t308 = _st_bits(_t307.bit_length())
            L[2] = _t305[_t308]; st.decisions += 1
        elif _decide282(st, L, _t305[:], _t306): raise _PlayoutCut275()
        _t309 = L[2]
        _t310 = 0
        if type(_t309) is int:
            _t311 = _st_zones[_st_loc[_t309]]
            if _t311[-1] == _t309: _t311.pop()
            else: _t311.remove(_t309)
            _st_zones[_t310].append(_t309); _st_loc[_t309] = _t310
        elif _t309 is not None:
            _move_cards279(st, _t309, _t310, False)
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: use_gift #116 playout, without a log df1a4d7a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t312 = []
    for _t313 in (_k284 or []):
        if ((_t313 != _l0) and (len(_st_zones[(2 + _t313)]) < 5)): _t312.append(_t313)
    if _offer286(st, L, _t312): raise _PlayoutCut285()
    if (L[1] is None):
        return 2
    _t314 = _st_zones[(2 + _l0)]
    _t315 = _l0
    _t316 = len(_t314)
    if not _t316: _no_option288(_t315, 'gift: which card')
    if _t316 <= 1:
        L[2] = _t314[0] if _t316 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t317 = st.chooser(_t316, _t315)
        else:
            _t317 = _st_bits(_t316.bit_length())
            while _t317 >= _t316: _t317 = _st_bits(_t316.bit_length())
        L[2] = _t314[_t317]; st.decisions += 1
    elif _decide289(st, L, _t314[:], _t315): raise _PlayoutCut285()
    _t318 = L[2]
    _t319 = (2 + L[1])
    if type(_t318) is int:
        _t320 = _st_zones[_st_loc[_t318]]
        if _t320[-1] == _t318: _t320.pop()
        else: _t320.remove(_t318)
        _st_zones[_t319].append(_t318); _st_loc[_t318] = _t319
    elif _t318 is not None:
        _move_cards290(st, _t318, _t319, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: take_lot #117 playout, without a log fd32ac32>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    L[1] = []
    _t276 = (_st_zones[1][:] or [])
    st.budget -= len(_t276)
    if st.budget < 0: _spent256(st)
    for _t275 in _t276:
        L[4] = _t275
        if ((_c257[_t275] != 'plain') and _a259(st, L, _t275)):
            L[1] = (L[1] + [_t275])
            if len(L[1]) > 1000000: _too_long260(L[1])
        _t281 = _t275
        _t282 = (2 + _l0)
        if type(_t281) is int:
            _t283 = _st_zones[_st_loc[_t281]]
            if _t283[-1] == _t281: _t283.pop()
            else: _t283.remove(_t281)
            _st_zones[_t282].append(_t281); _st_loc[_t281] = _t282
        elif _t281 is not None:
            _move_cards261(st, _t281, _t282, False)
        if _memo1: _memo1.clear()
    while (not not (L[1] or ())):
        st.budget -= 1
        if st.budget < 0: _spent256(st)
        _t284 = (L[1] or [])
        _t285 = _l0
        _t286 = len(_t284)
        if not _t286: _no_option264(_t285, 'power to resolve next')
        if _t286 <= 1:
            L[5] = _t284[0] if _t286 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t287 = st.chooser(_t286, _t285)
            else:
                _t287 = _st_bits(_t286.bit_length())
                while _t287 >= _t286: _t287 = _st_bits(_t286.bit_length())
            L[5] = _t284[_t287]; st.decisions += 1
        elif _decide265(st, L, _t284, _t285): raise _PlayoutCut262()
        L[1] = _remove266(st, L[1], L[5])
        if (_c257[L[5]] == 'thief'):
            if _p274(st, [_l0, None, None]) == 3: return 3
        elif (_c257[L[5]] == 'spy'):
            if _p283(st, [_l0, None, None]) == 3: return 3
        else:
            if _p291(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #118 playout, without a log 49139436>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    _t323 = _st_zones[0]
    _t322 = 1
    if _t323:
        _t321 = _t323.pop(); _st_zones[_t322].append(_t321); _st_loc[_t321] = _t322
    if _memo1: _memo1.clear()
    while True:
        st.budget -= 1
        if st.budget < 0: _spent294(st)
        for _t324 in (_o295[_l0] or []):
            L[3] = _t324
            if not (((len(_st_zones[(2 + _t324)]) < 5) and ((5 - len(_st_zones[(2 + _t324)])) >= len(_st_zones[1])))): continue
            _t325 = ['take', 'pass']
            _t326 = _t324
            _t327 = len(_t325)
            if not _t327: _no_option298(_t326, 'take the lot')
            if _t327 <= 1:
                L[4] = _t325[0] if _t327 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t328 = st.chooser(_t327, _t326)
                else:
                    _t328 = _st_bits(_t327.bit_length())
                    while _t328 >= _t327: _t328 = _st_bits(_t327.bit_length())
                L[4] = _t325[_t328]; st.decisions += 1
            elif _decide299(st, L, _t325, _t326): raise _PlayoutCut296()
            if (L[4] == 'take'):
                if _p300(st, [_t324, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p300(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t331 = _st_zones[0]
        _t330 = 1
        if _t331:
            _t329 = _t331.pop(); _st_zones[_t330].append(_t329); _st_loc[_t329] = _t330
        if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #119 d91ff5d6>
def _loop(st, _t336):
    _t338 = 0
    for _t337 in st.zones[(2 + _t336)]:
        _t338 += _c305[_t337]
    return _t338

# <rulerun animalia.rules: elegance_bonuses #120 42fed85c>
def _loop(st, _t343):
    _t345 = 0
    for _t344 in st.zones[(2 + _t343)]:
        _t345 += _c308[_t344]
    return _t345

# <rulerun animalia.rules: give_bonus #121 0537cdd7>
def _loop(st, L):
    _t349 = 0
    for _t348 in st.zones[(2 + L[0])]:
        _t349 += _c310[_t348]
    return _t349

# <rulerun animalia.rules: give_bonus #122 playout, without a log a1b864da>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo1 = st.memos[1]
    _st_zones = st.zones
    if (False and ((_memo1[_l0] if _l0 in _memo1 else _memo1.setdefault(_l0, _a311(st, L))) <= 0)):
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
        _move_cards312(st, _t350, _t351, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: elegance_bonuses #123 8107819d>
def _loop(st, L):
    _t354 = (L[4] or ())
    st.budget -= len(_t354)
    if st.budget < 0: _spent314(st)
    for _t355 in _t354:
        return _t355
    return None

# <rulerun animalia.rules: elegance_bonuses #124 996ede6e>
def _loop(st, _t360):
    _t362 = 0
    for _t361 in st.zones[(2 + _t360)]:
        _t362 += _c317[_t361]
    return _t362

# <rulerun animalia.rules: elegance_bonuses #125 ef183618>
def _loop(st, _t360):
    _t364 = 0
    for _t363 in st.zones[(2 + _t360)]:
        _t364 += _c319[_t363]
    return _t364

# <rulerun animalia.rules: elegance_bonuses #126 a344d756>
def _loop(st, _t366):
    _t369 = 0
    for _t368 in st.zones[(2 + _t366)]:
        _t369 += _c322[_t368]
    return _t369

# <rulerun animalia.rules: elegance_bonuses #127 playout, without a log 3278d94a>
def _native(st, L):
    _memo1 = st.memos[1]
    _t333 = (_k302 or [])
    st.budget -= len(_t333)
    if st.budget < 0: _spent303(st)
    for _t332 in _t333:
        L[2] = _t332
        pass
    _t335 = (_k304 or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent303(st)
    _t334 = None
    for _t336 in _t335:
        _t339 = (_memo1[_t336] if _t336 in _memo1 else _memo1.setdefault(_t336, _a306(st, _t336)))
        if _t334 is None or _t339 > _t334:
            _t334 = _t339
    L[3] = _t334
    _t341 = L[3]
    _t342 = (_k307 or ())
    st.budget -= len(_t342)
    if st.budget < 0: _spent303(st)
    _t340 = []
    for _t343 in _t342:
        if ((_memo1[_t343] if _t343 in _memo1 else _memo1.setdefault(_t343, _a309(st, _t343))) == _t341):
            _t340.append(_t343)
    L[4] = _t340
    if (len((L[4] or ())) > 1):
        _t347 = (L[4] or [])
        st.budget -= len(_t347)
        if st.budget < 0: _spent303(st)
        for _t346 in _t347:
            L[7] = _t346
            if _p313(st, [_t346, 1]) == 3: return 3
    else:
        if _p313(st, [_a315(st, L), 2]) == 3: return 3
        _t358 = L[3]
        _t359 = (_k316 or ())
        st.budget -= len(_t359)
        if st.budget < 0: _spent303(st)
        _t357 = None
        for _t360 in _t359:
            if ((_memo1[_t360] if _t360 in _memo1 else _memo1.setdefault(_t360, _a318(st, _t360))) < _t358):
                _t365 = (_memo1[_t360] if _t360 in _memo1 else _memo1.setdefault(_t360, _a320(st, _t360)))
                if _t357 is None or _t365 > _t357:
                    _t357 = _t365
        L[8] = _t357
        _t367 = (_k321 or [])
        st.budget -= len(_t367)
        if st.budget < 0: _spent303(st)
        for _t366 in _t367:
            L[11] = _t366
            if not (((L[8] is not None) and ((_memo1[_t366] if _t366 in _memo1 else _memo1.setdefault(_t366, _a323(st, _t366))) == L[8]))): continue
            if _p313(st, [_t366, 1]) == 3: return 3

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

# <rulerun animalia.rules: awards #132 playout, without a log 8f49a043>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _st_vars = st.vars
    _st_zones = st.zones
    for _t422 in (_k346 or []):
        st.thread_player = st.inline_thread = _t422
        _i6 = L[:]; _i6[0] = _t422
        while True:
            st.budget -= 1
            if st.budget < 0: _spent347(st)
            _t427 = _NOT_YET
            _t423 = []
            for _t424 in _st_zones[(6 + _t422)]:
                if ((_st_cvars[31 + _t424] is None) and (len(_st_zones[(2 + _t422)]) > (_t427 if _t427 is not _NOT_YET else (_t427 := _a348(st, _t422))))): _t423.append(_t424)
            if _offer350(st, _i6, _t423): raise _PlayoutCut349()
            if (_i6[1] is None):
                break
            _t428 = []
            for _t429 in _st_zones[(2 + _t422)]:
                if (not _a351(st, _t422, _t429)): _t428.append(_t429)
            _t432 = _t422
            _t433 = len(_t428)
            if not _t433: _no_option353(_t432, 'the card it replaces')
            if _t433 <= 1:
                _i6[2] = _t428[0] if _t433 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t434 = st.chooser(_t433, _t432)
                else:
                    _t434 = _st_bits(_t433.bit_length())
                    while _t434 >= _t433: _t434 = _st_bits(_t433.bit_length())
                _i6[2] = _t428[_t434]; st.decisions += 1
            elif _decide354(st, _i6, _t428, _t432): raise _PlayoutCut349()
            _st_cvars[31 + _i6[1]] = _i6[2]
    st.thread_player = st.inline_thread = None
    _t436 = (_k355 or [])
    st.budget -= len(_t436)
    if st.budget < 0: _spent347(st)
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
                _move_cards356(st, _t438, _t439, False)
            if _memo1: _memo1.clear()
            _st_cvars[31 + _t437] = None
            _t441 = _t437
            _t442 = (2 + _t435)
            if type(_t441) is int:
                _t443 = _st_zones[_st_loc[_t441]]
                if _t443[-1] == _t441: _t443.pop()
                else: _t443.remove(_t441)
                _st_zones[_t442].append(_t441); _st_loc[_t441] = _t442
            elif _t441 is not None:
                _move_cards356(st, _t441, _t442, False)
            if _memo1: _memo1.clear()
    _t445 = (_k357 or [])
    st.budget -= len(_t445)
    if st.budget < 0: _spent347(st)
    for _t444 in _t445:
        L[11] = _t444
        for _t446 in _st_zones[(2 + _t444)][:]:
            L[14] = _t446
            if not (((_c358[_t446] is None) and True)): continue
            _t447 = (_k359 or [])
            _t448 = _t444
            _t449 = len(_t447)
            if not _t449: _no_option353(_t448, "the owl's species")
            if _t449 <= 1:
                L[15] = _t447[0] if _t449 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t450 = st.chooser(_t449, _t448)
                else:
                    _t450 = _st_bits(_t449.bit_length())
                    while _t450 >= _t449: _t450 = _st_bits(_t449.bit_length())
                L[15] = _t447[_t450]; st.decisions += 1
            elif _decide361(st, L, _t447, _t448): raise _PlayoutCut349()
            _st_cvars[_t446] = L[15]
    _t452 = (_k362 or [])
    st.budget -= len(_t452)
    if st.budget < 0: _spent347(st)
    for _t451 in _t452:
        L[18] = _t451
        _t453 = []
        for _t454 in _st_zones[(2 + _t451)]:
            _t453.append((_st_cvars[_t454] if (_c358[_t454] is None) else _c358[_t454]))
        L[19] = _t453
        _t456 = L[19]
        _t455 = 0
        for _t457 in (_k363 or ()):
            if (_t457 in (_t456 or ())):
                _t455 += 1
        L[20] = _t455
        if ((len(_st_zones[(2 + _t451)]) == 5) and (L[20] == 5)):
            for _t458 in (_k364 or []):
                L[23] = _t458
                _st_vars[0 + _t451][_t458] = (_t459 if -1000000000000000000 <= (_t459 := _st_vars[0 + _t451][_t458] + 1) <= 1000000000000000000 else _beyond365(_t459))
                if _memo0: _memo0.clear()
                if _memo2: _memo2.clear()
        else:
            _t461 = (_k366 or [])
            st.budget -= len(_t461)
            if st.budget < 0: _spent347(st)
            for _t460 in _t461:
                L[26] = _t460
                L[27] = (L[19] or ()).count(_t460)
                if (L[27] >= 2):
                    _st_vars[0 + _t451][_t460] = (_t462 if -1000000000000000000 <= (_t462 := _st_vars[0 + _t451][_t460] + L[27]) <= 1000000000000000000 else _beyond365(_t462))
                    if _memo0: _memo0.clear()
                    if _memo2: _memo2.clear()
    _t464 = (_k367 or [])
    st.budget -= len(_t464)
    if st.budget < 0: _spent347(st)
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
            _move_cards356(st, _st_zones[_t466][:], _t467, False)
        if _memo1: _memo1.clear()
    _t470 = 14
    _t471 = 0
    if _t470 != _t471:
        _t472 = _st_zones[_t470]; _st_zones[_t471] += _t472
        for _t473 in _t472: _st_loc[_t473] = _t471
        _t472.clear()
    else:
        _move_cards356(st, _st_zones[_t470][:], _t471, False)
    if _memo1: _memo1.clear()

# <rulerun animalia.rules: play #133 ff6a7eab>
def _native(st, L):
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t266 = (_range251(1, 3) or [])
    st.budget -= len(_t266)
    if st.budget < 0: _spent252(st)
    for _t265 in _t266:
        L[2] = _t265
        _shuffle_zone253(st, 0)
        _i3 = [None, None]
        while (not not _st_zones[0]):
            st.budget -= 1
            if st.budget < 0: _spent252(st)
            _t267 = []
            for _t268 in (_o254[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t268)]) < 5):
                    _t267.append(_t268)
            _i3[0] = _t267
            if (not (_i3[0] or ())):
                break
            _t270 = (_i3[0] or ())
            st.budget -= len(_t270)
            if st.budget < 0: _spent252(st)
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
                if _memo1: _memo1.clear()
                if _p292(st, [_i3[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p301(st, [_i3[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i3[1] + 1) % 4)
        if _p325(st, _k324[:]) == 3: return 3
        if _p369(st, _k368[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #134 4747501a>
def _loop(st, _t474):
    _st_vars = st.vars
    _t477 = 0
    for _t476 in (_k375 or ()):
        _t477 += _times376((_st_vars[0 + _t474][_t476] // 5), 5)
    return _t477

# <rulerun animalia.rules: play #135 d19b656c>
def _loop(st, _t474):
    _st_vars = st.vars
    _t479 = 0
    for _t478 in (_k378 or ()):
        _t479 += _st_vars[0 + _t474][_t478]
    return _t479

# <rulerun animalia.rules: play #136 66828de4>
def _loop(st, _t474):
    _st_vars = st.vars
    _t481 = 0
    for _t480 in (_k380 or ()):
        _t481 += _times381((_st_vars[0 + _t474][_t480] // 5), 5)
    return _t481

# <rulerun animalia.rules: play #137 04862295>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo2 = st.memos[2]
    _t475 = (_k370 or [])
    st.budget -= len(_t475)
    if st.budget < 0: _spent371(st)
    for _t474 in _t475:
        L[5] = _t474
        if _st_log is not None: _st_log.append(_Text384(_audience372(st), [_PlayerRef373(_t474), ': medals ', _plain374(st.vars[0 + _t474]), '; bonus ', _plain374((_memo0[_t474] if _t474 in _memo0 else _memo0.setdefault(_t474, _a377(st, _t474)))), '; total ', _plain374((_memo2[_t474] if _t474 in _memo2 else _memo2.setdefault(_t474, (_t482 if -1000000000000000000 <= (_t482 := (_a379(st, _t474) + (_memo0[_t474] if _t474 in _memo0 else _memo0.setdefault(_t474, _a382(st, _t474))))) <= 1000000000000000000 else _beyond383(_t482)))))]))
    _end_game385(st, None, False); return 3

# <rulerun animalia.rules: play #138 86a928dd>
def _native(st, L):
    return _range386(1, 3)

# <rulerun animalia.rules: collecting #139 f02487d9>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k389)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run390(st, L)
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
            _r = _run391(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run392(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit393(_k394)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit393(_k395)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run396(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit388(_k, st, _d0): raise _Runaway387()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k397)

# <rulerun animalia.rules: offer #140 74efe570>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run400(st, L)
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
            L[1] = (_o401[L[0]] or []); L[2] = 0
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
            if not _t484: _no_option403(_t483, 'take the lot')
            if _t484 <= 1 and _st_log is None:
                L[4] = _o[0] if _t484 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t485 = st.chooser(_t484, _t483)
                else:
                    _t485 = _st_bits(_t484.bit_length())
                    while _t485 >= _t484: _t485 = _st_bits(_t484.bit_length())
                L[4] = _o[_t485]; st.decisions += 1
                if st.thread_player is not None: _answered404(st, _t485)
            elif _decide405(st, L, _o, _t483): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit406(_k407)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run408(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit399(_k, st, _d0): raise _Runaway398()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run409(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit406(_k410)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run411(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run412(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit399(_k, st, _d0): raise _Runaway398()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k413)

# <rulerun animalia.rules: take_lot #141 4ef5d86a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run416(st, L)
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
            if not _t487: _no_option418(_t486, 'power to resolve next')
            if _t487 <= 1 and _st_log is None:
                L[5] = _o[0] if _t487 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t488 = st.chooser(_t487, _t486)
                else:
                    _t488 = _st_bits(_t487.bit_length())
                    while _t488 >= _t487: _t488 = _st_bits(_t487.bit_length())
                L[5] = _o[_t488]; st.decisions += 1
                if st.thread_player is not None: _answered419(st, _t488)
            elif _decide420(st, L, _o, _t486): return True
            pc = 3
        if pc == 3:
            _r = _run421(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c422[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit423(_k424)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c422[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit423(_k425)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit423(_k426)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit415(_k, st, _d0): raise _Runaway414()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k427)

# <rulerun animalia.rules: use_thief #142 276ad0ef>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t489 in (_k431 or []):
                if ((_t489 != L[0]) and (not not _st_zones[(2 + _t489)])): _o.append(_t489)
            fr[1] = 2
            if _offer432(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run433(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t490 = L[0]
            _t491 = len(_o)
            if not _t491: _no_option435(_t490, 'thief: take which card')
            if _t491 <= 1 and _st_log is None:
                L[2] = _o[0] if _t491 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t492 = st.chooser(_t491, _t490)
                else:
                    _t492 = _st_bits(_t491.bit_length())
                    while _t492 >= _t491: _t492 = _st_bits(_t491.bit_length())
                L[2] = _o[_t492]; st.decisions += 1
                if st.thread_player is not None: _answered436(st, _t492)
            elif _decide437(st, L, _o[:], _t490): return True
            pc = 4
        if pc == 4:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k439)

# <rulerun animalia.rules: use_spy #143 ebf33e61>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t493 = L[0]
            _t494 = len(_o)
            if not _t494: _no_option444(_t493, 'spy')
            if _t494 <= 1 and _st_log is None:
                L[1] = _o[0] if _t494 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t495 = st.chooser(_t494, _t493)
                else:
                    _t495 = _st_bits(_t494.bit_length())
                    while _t495 >= _t494: _t495 = _st_bits(_t494.bit_length())
                L[1] = _o[_t495]; st.decisions += 1
                if st.thread_player is not None: _answered445(st, _t495)
            elif _decide446(st, L, _o, _t493): return True
            pc = 2
        if pc == 2:
            _r = _run447(st, L)
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
            if not _t497: _no_option444(_t496, 'spy: put back next (the last one ends on top)')
            if _t497 <= 1 and _st_log is None:
                L[2] = _o[0] if _t497 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t498 = st.chooser(_t497, _t496)
                else:
                    _t498 = _st_bits(_t497.bit_length())
                    while _t498 >= _t497: _t498 = _st_bits(_t497.bit_length())
                L[2] = _o[_t498]; st.decisions += 1
                if st.thread_player is not None: _answered445(st, _t498)
            elif _decide449(st, L, _o[:], _t496): return True
            pc = 5
        if pc == 5:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit441(_k, st, _d0): raise _Runaway440()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k451)

# <rulerun animalia.rules: use_gift #144 238b2a79>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t499 in (_k454 or []):
                if ((_t499 != L[0]) and (len(_st_zones[(2 + _t499)]) < 5)): _o.append(_t499)
            fr[1] = 1
            if _offer455(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run456(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t500 = L[0]
            _t501 = len(_o)
            if not _t501: _no_option458(_t500, 'gift: which card')
            if _t501 <= 1 and _st_log is None:
                L[2] = _o[0] if _t501 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t502 = st.chooser(_t501, _t500)
                else:
                    _t502 = _st_bits(_t501.bit_length())
                    while _t502 >= _t501: _t502 = _st_bits(_t501.bit_length())
                L[2] = _o[_t502]; st.decisions += 1
                if st.thread_player is not None: _answered459(st, _t502)
            elif _decide460(st, L, _o[:], _t500): return True
            pc = 3
        if pc == 3:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k462)

# <rulerun animalia.rules: elegance_bonuses #145 faf95aff>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run465(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k466)

# <rulerun animalia.rules: give_bonus #146 8c0b0672>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run469(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k470)

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

# <rulerun animalia.rules: awards #149 7f090102>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k473)
            fr[1] = 2
            if _step474(st, fr): return True
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
                if ((st.cvars[31 + _t503] is None) and (len(_st_zones[(2 + L[0])]) > (_t506 if _t506 is not _NOT_YET else (_t506 := _a475(st, L))))): _o.append(_t503)
            fr[1] = 4
            if _offer476(st, L, _o): return True
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
                if (not _a477(st, L, _t507)): _o.append(_t507)
            fr[1] = 8
            _t510 = L[0]
            _t511 = len(_o)
            if not _t511: _no_option479(_t510, 'the card it replaces')
            if _t511 <= 1 and _st_log is None:
                L[2] = _o[0] if _t511 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t512 = st.chooser(_t511, _t510)
                else:
                    _t512 = _st_bits(_t511.bit_length())
                    while _t512 >= _t511: _t512 = _st_bits(_t511.bit_length())
                L[2] = _o[_t512]; st.decisions += 1
                if st.thread_player is not None: _answered480(st, _t512)
            elif _decide481(st, L, _o, _t510): return True
            pc = 8
        if pc == 8:
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit472(_k, st, _d0): raise _Runaway471()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run483(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k484 or []); L[10] = 0
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
                if ((_c485[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k486 or [])
            fr[1] = 17
            _t513 = L[11]
            _t514 = len(_o)
            if not _t514: _no_option479(_t513, "the owl's species")
            if _t514 <= 1 and _st_log is None:
                L[15] = _o[0] if _t514 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t515 = st.chooser(_t514, _t513)
                else:
                    _t515 = _st_bits(_t514.bit_length())
                    while _t515 >= _t514: _t515 = _st_bits(_t514.bit_length())
                L[15] = _o[_t515]; st.decisions += 1
                if st.thread_player is not None: _answered480(st, _t515)
            elif _decide488(st, L, _o, _t513): return True
            pc = 17
        if pc == 17:
            _r = _run489(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit472(_k, st, _d0): raise _Runaway471()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit472(_k, st, _d0): raise _Runaway471()
            continue
        if pc == 20:
            _r = _run490(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k491)

# <rulerun animalia.rules: play #150 ee58c800>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range495(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run496(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit497(_k498)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit497(_k500)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run501(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit493(_k, st, _d0): raise _Runaway492()
            continue
        if pc == 9:
            _r = _run502(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step503(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k504)

# <rulerun animalia.rules: collecting #151 3042a215>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k507)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region508(st, L)
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
            _r = _run509(st, L)
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
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run511(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p512(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit513(_k514)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p515(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit513(_k516)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit506(_k, st, _d0): raise _Runaway505()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k518)

# <rulerun animalia.rules: offer #152 4c683df9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region522(st, L)
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
            L[1] = (_o523[L[0]] or []); L[2] = 0
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
            if not _t517: _no_option525(_t516, 'take the lot')
            if _t517 <= 1 and _st_log is None:
                L[4] = _o[0] if _t517 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t518 = st.chooser(_t517, _t516)
                else:
                    _t518 = _st_bits(_t517.bit_length())
                    while _t518 >= _t517: _t518 = _st_bits(_t517.bit_length())
                L[4] = _o[_t518]; st.decisions += 1
                if st.thread_player is not None: _answered526(st, _t518)
            elif _decide527(st, L, _o, _t516): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p528(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit529(_k530)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit520(_k, st, _d0): raise _Runaway519()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p528(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit529(_k533)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run534(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run535(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit520(_k, st, _d0): raise _Runaway519()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k536)

# <rulerun animalia.rules: take_lot #153 1ca4aa40>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run539(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region540(st, L)
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
            if not _t520: _no_option542(_t519, 'power to resolve next')
            if _t520 <= 1 and _st_log is None:
                L[5] = _o[0] if _t520 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t521 = st.chooser(_t520, _t519)
                else:
                    _t521 = _st_bits(_t520.bit_length())
                    while _t521 >= _t520: _t521 = _st_bits(_t520.bit_length())
                L[5] = _o[_t521]; st.decisions += 1
                if st.thread_player is not None: _answered543(st, _t521)
            elif _decide544(st, L, _o, _t519): return True
            pc = 3
        if pc == 3:
            _r = _run545(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c546[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p547(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit548(_k549)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c546[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p550(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit548(_k551)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p552(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit548(_k553)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit538(_k, st, _d0): raise _Runaway537()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k554)

# <rulerun animalia.rules: use_spy #154 0b06b0f9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run557(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t522 = L[0]
            _t523 = len(_o)
            if not _t523: _no_option559(_t522, 'spy')
            if _t523 <= 1 and _st_log is None:
                L[1] = _o[0] if _t523 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t524 = st.chooser(_t523, _t522)
                else:
                    _t524 = _st_bits(_t523.bit_length())
                    while _t524 >= _t523: _t524 = _st_bits(_t523.bit_length())
                L[1] = _o[_t524]; st.decisions += 1
                if st.thread_player is not None: _answered560(st, _t524)
            elif _decide561(st, L, _o, _t522): return True
            pc = 2
        if pc == 2:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region563(st, L)
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
            if not _t526: _no_option559(_t525, 'spy: put back next (the last one ends on top)')
            if _t526 <= 1 and _st_log is None:
                L[2] = _o[0] if _t526 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t527 = st.chooser(_t526, _t525)
                else:
                    _t527 = _st_bits(_t526.bit_length())
                    while _t527 >= _t526: _t527 = _st_bits(_t526.bit_length())
                L[2] = _o[_t527]; st.decisions += 1
                if st.thread_player is not None: _answered560(st, _t527)
            elif _decide565(st, L, _o[:], _t525): return True
            pc = 5
        if pc == 5:
            _r = _run566(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit556(_k, st, _d0): raise _Runaway555()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k567)

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

# <rulerun animalia.rules: awards #157 59c90dd6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k570)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region571(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step572(st, fr): return True
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
                if ((st.cvars[31 + _t528] is None) and (len(_st_zones[(2 + L[0])]) > (_t531 if _t531 is not _NOT_YET else (_t531 := _a573(st, L))))): _o.append(_t528)
            fr[1] = 4
            if _offer574(st, L, _o): return True
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
                if (not _a575(st, L, _t532)): _o.append(_t532)
            fr[1] = 8
            _t535 = L[0]
            _t536 = len(_o)
            if not _t536: _no_option577(_t535, 'the card it replaces')
            if _t536 <= 1 and _st_log is None:
                L[2] = _o[0] if _t536 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t537 = st.chooser(_t536, _t535)
                else:
                    _t537 = _st_bits(_t536.bit_length())
                    while _t537 >= _t536: _t537 = _st_bits(_t536.bit_length())
                L[2] = _o[_t537]; st.decisions += 1
                if st.thread_player is not None: _answered578(st, _t537)
            elif _decide579(st, L, _o, _t535): return True
            pc = 8
        if pc == 8:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit569(_k, st, _d0): raise _Runaway568()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region582(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k583 or []); L[10] = 0
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
                if ((_c584[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k585 or [])
            fr[1] = 17
            _t538 = L[11]
            _t539 = len(_o)
            if not _t539: _no_option577(_t538, "the owl's species")
            if _t539 <= 1 and _st_log is None:
                L[15] = _o[0] if _t539 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t540 = st.chooser(_t539, _t538)
                else:
                    _t540 = _st_bits(_t539.bit_length())
                    while _t540 >= _t539: _t540 = _st_bits(_t539.bit_length())
                L[15] = _o[_t540]; st.decisions += 1
                if st.thread_player is not None: _answered578(st, _t540)
            elif _decide587(st, L, _o, _t538): return True
            pc = 17
        if pc == 17:
            _r = _run588(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit569(_k, st, _d0): raise _Runaway568()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit569(_k, st, _d0): raise _Runaway568()
            continue
        if pc == 20:
            _r = _run589(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k590)

# <rulerun animalia.rules: collecting #158 playout e88bdf4e>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k597)
    while (not not _st_zones[0]):
        st.budget -= 1
        if st.budget < 0: _spent598(st)
        _t541 = []
        for _t542 in (_o599[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t542)]) < 5):
                _t541.append(_t542)
        L[0] = _t541
        if (not (L[0] or ())):
            break
        _t544 = (L[0] or ())
        st.budget -= len(_t544)
        if st.budget < 0: _spent598(st)
        _t543 = None
        for _t545 in _t544:
            _t543 = _t545
            break
        L[1] = _t543
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text602(_audience600(st), [_PlayerRef601(L[1]), ' draws alone']))
            _t548 = _st_zones[0]
            _t547 = 1
            if _st_log is None and _t548:
                _t546 = _t548.pop(); _st_zones[_t547].append(_t546); st.loc[_t546] = _t547
            elif _t548:
                _move_cards603(st, _t548[-1], _t547, False)
            if _memo1: _memo1.clear()
            if _p604(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p605(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #159 1c8e0c54>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region594(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range595(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run596(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p606(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit607(_k608)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run609(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p610(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit607(_k611)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit592(_k, st, _d0): raise _Runaway591()
            continue
        if pc == 9:
            _r = _run613(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step614(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k615)

# <rulerun animalia.rules: play #160 2db3d588>
def _loop(st, p):
    _st_vars = st.vars
    _t550 = 0
    for _t549 in (_k616 or ()):
        _t550 += _st_vars[0 + p][_t549]
    return _t550

# <rulerun animalia.rules: play #161 2fc83b74>
def _loop(st, p):
    _st_vars = st.vars
    _t552 = 0
    for _t551 in (_k618 or ()):
        _t552 += _times619((_st_vars[0 + p][_t551] // 5), 5)
    return _t552

# <rulerun animalia.rules: rank #162 67a0ddd2>
def _native(st, p):
    return ((_t553 if -1000000000000000000 <= (_t553 := (_a617(st, p) + _a620(st, p))) <= 1000000000000000000 else _beyond621(_t553)), )

