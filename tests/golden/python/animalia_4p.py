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

# <rulerun animalia.rules: offer #18 0f893103>
def _loop(st, _i1l0, _t84):
    _st_zones = st.zones
    try:
        _t88 = _c82[_t84]
    except Exception:
        for _t86 in _st_zones[(2 + _i1l0)]:
            if (_c82[_t86] == _c82[_t84]):
                return True
        return False
    else:
        for _t86 in _st_zones[(2 + _i1l0)]:
            if (_c82[_t86] == _t88):
                return True
        return False

# <rulerun animalia.rules: offer #19 b00849b6>
def _loop(st, _i2l0, _t97):
    _st_zones = st.zones
    try:
        _t101 = _c95[_t97]
    except Exception:
        for _t99 in _st_zones[(2 + _i2l0)]:
            if (_c95[_t99] == _c95[_t97]):
                return True
        return False
    else:
        for _t99 in _st_zones[(2 + _i2l0)]:
            if (_c95[_t99] == _t101):
                return True
        return False

# <rulerun animalia.rules: offer #20 playout bcf23bc4>
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
        _t79 = (_o76[_l0] or [])
        _budget74[0] -= len(_t79)
        if _budget74[0] < 0: _spent75(st)
        for _t78 in _t79:
            L[3] = _t78
            if not (((len(_st_zones[(2 + _t78)]) < 5) and ((5 - len(_st_zones[(2 + _t78)])) >= len(_st_zones[1])))): continue
            _t80 = ['take', 'pass']
            _t81 = _t78
            _t82 = len(_t80)
            if not _t82: _no_option79(_t81, 'take the lot')
            if _t82 <= 1 and _st_log is None:
                L[4] = _t80[0] if _t82 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t83 = st.chooser(_t82, _t81)
                else:
                    _t83 = _st_bits(_t82.bit_length())
                    while _t83 >= _t82: _t83 = _st_bits(_t82.bit_length())
                L[4] = _t80[_t83]; st.decisions += 1
            elif _decide80(st, L, _t80, _t81): raise _PlayoutCut77()
            if (L[4] == 'take'):
                if _p91(st, [_t78, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text94(_audience92(st), [_PlayerRef93(_l0), ' must take the lot']))
            if _p91(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t112 = _st_zones[0]
        _t111 = 1
        if _st_log is None and _t112:
            _t110 = _t112.pop(); _st_zones[_t111].append(_t110); _st_loc[_t110] = _t111
        elif _t112:
            _move_cards73(st, _t112[-1], _t111, False)

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

# <rulerun animalia.rules: offer #27 3f503c1b>
def _native(st, L):
    _st_zones = st.zones
    _t115 = _st_zones[0]
    _t114 = 1
    if st.log is None and _t115:
        _t113 = _t115.pop(); _st_zones[_t114].append(_t113); st.loc[_t113] = _t114
    elif _t115:
        _move_cards99(st, _t115[-1], _t114, False)

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

# <rulerun animalia.rules: offer #31 385daf4c>
def _native(st, L):
    _st_zones = st.zones
    _t118 = _st_zones[0]
    _t117 = 1
    if st.log is None and _t118:
        _t116 = _t118.pop(); _st_zones[_t117].append(_t116); st.loc[_t116] = _t117
    elif _t118:
        _move_cards103(st, _t118[-1], _t117, False)

# <rulerun animalia.rules: offer #32 78d2562f>
def _loop(st, _i3l0, _t125):
    _st_zones = st.zones
    try:
        _t129 = _c112[_t125]
    except Exception:
        for _t127 in _st_zones[(2 + _i3l0)]:
            if (_c112[_t127] == _c112[_t125]):
                return True
        return False
    else:
        for _t127 in _st_zones[(2 + _i3l0)]:
            if (_c112[_t127] == _t129):
                return True
        return False

# <rulerun animalia.rules: offer #33 2c98037c>
def _loop(st, _i4l0, _t138):
    _st_zones = st.zones
    try:
        _t142 = _c126[_t138]
    except Exception:
        for _t140 in _st_zones[(2 + _i4l0)]:
            if (_c126[_t140] == _c126[_t138]):
                return True
        return False
    else:
        for _t140 in _st_zones[(2 + _i4l0)]:
            if (_c126[_t140] == _t142):
                return True
        return False

# <rulerun animalia.rules: offer #34 095b570b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget104[0] -= 1
        if _budget104[0] < 0: _spent105(st)
        _t120 = (_o106[_l0] or [])
        _budget104[0] -= len(_t120)
        if _budget104[0] < 0: _spent105(st)
        for _t119 in _t120:
            L[3] = _t119
            if not (((len(_st_zones[(2 + _t119)]) < 5) and ((5 - len(_st_zones[(2 + _t119)])) >= len(_st_zones[1])))): continue
            _t121 = ['take', 'pass']
            _t122 = _t119
            _t123 = len(_t121)
            if not _t123: _no_option109(_t122, 'take the lot')
            if _t123 <= 1 and _st_log is None:
                L[4] = _t121[0] if _t123 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t124 = st.chooser(_t123, _t122)
                else:
                    _t124 = _st_bits(_t123.bit_length())
                    while _t124 >= _t123: _t124 = _st_bits(_t123.bit_length())
                L[4] = _t121[_t124]; st.decisions += 1
            elif _decide110(st, L, _t121, _t122): raise _PlayoutCut107()
            if (L[4] == 'take'):
                if _p122(st, [_t119, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _st_log is not None: _st_log.append(_Text125(_audience123(st), [_PlayerRef124(_l0), ' must take the lot']))
            if _p122(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t153 = _st_zones[0]
        _t152 = 1
        if _st_log is None and _t153:
            _t151 = _t153.pop(); _st_zones[_t152].append(_t151); st.loc[_t151] = _t152
        elif _t153:
            _move_cards115(st, _t153[-1], _t152, False)

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

# <rulerun animalia.rules: take_lot #43 1231d78c>
def _loop(st, L, _t154):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t158 = _c133[_t154]
    except Exception:
        for _t156 in _st_zones[(2 + _l0)]:
            if (_c133[_t156] == _c133[_t154]):
                return True
        return False
    else:
        for _t156 in _st_zones[(2 + _l0)]:
            if (_c133[_t156] == _t158):
                return True
        return False

# <rulerun animalia.rules: take_lot #44 33ab330c>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t155 = (_st_zones[1][:] or [])
    _budget130[0] -= len(_t155)
    if _budget130[0] < 0: _spent131(st)
    for _t154 in _t155:
        L[4] = _t154
        if ((_c132[_t154] != 'plain') and _a134(st, L, _t154)):
            L[1] = (L[1] + [_t154])
            if len(L[1]) > 1000000: _too_long135(L[1])
        _t160 = _t154
        _t161 = (2 + L[0])
        if type(_t160) is int and st.log is None:
            _t162 = _st_zones[_st_loc[_t160]]
            if _t162[-1] == _t160: _t162.pop()
            else: _t162.remove(_t160)
            _st_zones[_t161].append(_t160); _st_loc[_t160] = _t161
        elif _t160 is not None:
            _move_cards136(st, _t160, _t161, False)

# <rulerun animalia.rules: take_lot #45 e265984b>
def _native(st, L):
    L[1] = _remove137(st, L[1], L[5])

# <rulerun animalia.rules: take_lot #46 b626d6c1>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_log = st.log
    while (not not (L[1] or ())):
        _budget138[0] -= 1
        if _budget138[0] < 0: _spent139(st)
        _t163 = (L[1] or [])
        _t164 = _l0
        _t165 = len(_t163)
        if not _t165: _no_option142(_t164, 'power to resolve next')
        if _t165 <= 1 and _st_log is None:
            L[5] = _t163[0] if _t165 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t166 = st.chooser(_t165, _t164)
            else:
                _t166 = _st_bits(_t165.bit_length())
                while _t166 >= _t165: _t166 = _st_bits(_t165.bit_length())
            L[5] = _t163[_t166]; st.decisions += 1
        elif _decide143(st, L, _t163, _t164): raise _PlayoutCut140()
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

# <rulerun animalia.rules: use_thief #56 6727597d>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text157(_audience154(st), [_PlayerRef155(_l0), ' steals ', _card_ref156(st, _l2), ' from ', _PlayerRef155(L[1])]))
    _t167 = _l2
    _t168 = (2 + _l0)
    if type(_t167) is int and _st_log is None:
        _t169 = _st_zones[_st_loc[_t167]]
        if _t169[-1] == _t167: _t169.pop()
        else: _t169.remove(_t167)
        _st_zones[_t168].append(_t167); _st_loc[_t167] = _t168
    elif _t167 is not None:
        _move_cards158(st, _t167, _t168, False)

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

# <rulerun animalia.rules: use_spy #61 fe64c842>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (L[1] == 'skip'):
        return 2
    _t170 = _st_zones[0][:-(5) - 1:-1]
    _t171 = (10 + L[0])
    if type(_t170) is list and st.log is None:
        for _t172 in _t170:
            _t173 = _st_zones[_st_loc[_t172]]
            if _t173[-1] == _t172: _t173.pop()
            else: _t173.remove(_t172)
            _st_zones[_t171].append(_t172); _st_loc[_t172] = _t171
    elif _t170 is not None:
        _move_cards160(st, _t170, _t171, False)

# <rulerun animalia.rules: use_spy #62 724aa5c5>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t174 = L[2]
    _t175 = 0
    if type(_t174) is int and st.log is None:
        _t176 = _st_zones[_st_loc[_t174]]
        if _t176[-1] == _t174: _t176.pop()
        else: _t176.remove(_t174)
        _st_zones[_t175].append(_t174); _st_loc[_t174] = _t175
    elif _t174 is not None:
        _move_cards161(st, _t174, _t175, False)

# <rulerun animalia.rules: use_spy #63 42e33d84>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (not not _st_zones[(10 + _l0)]):
        _budget162[0] -= 1
        if _budget162[0] < 0: _spent163(st)
        _t177 = _st_zones[(10 + _l0)]
        _t178 = _l0
        _t179 = len(_t177)
        if not _t179: _no_option166(_t178, 'spy: put back next (the last one ends on top)')
        if _t179 <= 1 and _st_log is None:
            L[2] = _t177[0] if _t179 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t180 = st.chooser(_t179, _t178)
            else:
                _t180 = _st_bits(_t179.bit_length())
                while _t180 >= _t179: _t180 = _st_bits(_t179.bit_length())
            L[2] = _t177[_t180]; st.decisions += 1
        elif _decide167(st, L, _t177[:], _t178): raise _PlayoutCut164()
        _t181 = L[2]
        _t182 = 0
        if type(_t181) is int and _st_log is None:
            _t183 = _st_zones[_st_loc[_t181]]
            if _t183[-1] == _t181: _t183.pop()
            else: _t183.remove(_t181)
            _st_zones[_t182].append(_t181); _st_loc[_t181] = _t182
        elif _t181 is not None:
            _move_cards168(st, _t181, _t182, False)

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

# <rulerun animalia.rules: use_gift #68 e1b3027f>
def _native(st, L):
    _l1 = L[1]
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text172(_audience169(st), [_PlayerRef170(L[0]), ' gives ', _card_ref171(st, _l2), ' to ', _PlayerRef170(_l1)]))
    _t184 = _l2
    _t185 = (2 + _l1)
    if type(_t184) is int and _st_log is None:
        _t186 = _st_zones[_st_loc[_t184]]
        if _t186[-1] == _t184: _t186.pop()
        else: _t186.remove(_t184)
        _st_zones[_t185].append(_t184); _st_loc[_t184] = _t185
    elif _t184 is not None:
        _move_cards173(st, _t184, _t185, False)

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

# <rulerun animalia.rules: elegance_bonuses #72 4f0ead0b>
def _loop(st, _t187):
    _t190 = 0
    for _t189 in st.zones[(2 + _t187)]:
        _t190 += _c181[_t189]
    return _t190

# <rulerun animalia.rules: elegance_bonuses #73 e34e216d>
def _loop(st, _t193):
    _t195 = 0
    for _t194 in st.zones[(2 + _t193)]:
        _t195 += _c186[_t194]
    return _t195

# <rulerun animalia.rules: elegance_bonuses #74 313d00ac>
def _loop(st, _t200):
    _t202 = 0
    for _t201 in st.zones[(2 + _t200)]:
        _t202 += _c189[_t201]
    return _t202

# <rulerun animalia.rules: give_bonus #75 2f58f8dc>
def _loop(st, L):
    _t206 = 0
    for _t205 in st.zones[(2 + L[0])]:
        _t206 += _c191[_t205]
    return _t206

# <rulerun animalia.rules: give_bonus #76 feb5eddc>
def _loop(st, L):
    _t208 = 0
    for _t207 in st.zones[(2 + L[0])]:
        _t208 += _c195[_t207]
    return _t208

# <rulerun animalia.rules: give_bonus #77 4444ece6>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (False and (_a192(st, L) <= 0)):
        if _st_log is not None: _st_log.append(_Text198(_audience193(st), [_PlayerRef194(_l0), ' gets no bonus (elegance ', _plain197(_a196(st, L)), ')']))
        return 2
    _t209 = _st_zones[0][:-(L[1]) - 1:-1]
    _t210 = (6 + _l0)
    if type(_t209) is list and _st_log is None:
        for _t211 in _t209:
            _t212 = _st_zones[_st_loc[_t211]]
            if _t212[-1] == _t211: _t212.pop()
            else: _t212.remove(_t211)
            _st_zones[_t210].append(_t211); _st_loc[_t211] = _t210
    elif _t209 is not None:
        _move_cards199(st, _t209, _t210, False)

# <rulerun animalia.rules: elegance_bonuses #78 ed084ac0>
def _loop(st, L):
    _t213 = (L[4] or ())
    _budget201[0] -= len(_t213)
    if _budget201[0] < 0: _spent202(st)
    for _t214 in _t213:
        return _t214
    return None

# <rulerun animalia.rules: elegance_bonuses #79 d4a58161>
def _loop(st, _t219):
    _t221 = 0
    for _t220 in st.zones[(2 + _t219)]:
        _t221 += _c205[_t220]
    return _t221

# <rulerun animalia.rules: elegance_bonuses #80 39bc2bf0>
def _loop(st, _t219):
    _t223 = 0
    for _t222 in st.zones[(2 + _t219)]:
        _t223 += _c207[_t222]
    return _t223

# <rulerun animalia.rules: elegance_bonuses #81 8ee2950e>
def _loop(st, _t225):
    _t228 = 0
    for _t227 in st.zones[(2 + _t225)]:
        _t228 += _c210[_t227]
    return _t228

# <rulerun animalia.rules: elegance_bonuses #82 888c53c1>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_k175)
    _t188 = (_k176 or [])
    _budget177[0] -= len(_t188)
    if _budget177[0] < 0: _spent178(st)
    for _t187 in _t188:
        L[2] = _t187
        if _st_log is not None: _st_log.append(_Text184(_audience179(st), [_PlayerRef180(_t187), ': elegance ', _plain183(_a182(st, _t187))]))
    _t192 = (_k185 or ())
    _budget177[0] -= len(_t192)
    if _budget177[0] < 0: _spent178(st)
    _t191 = None
    for _t193 in _t192:
        _t196 = _a187(st, _t193)
        if _t191 is None or _t196 > _t191:
            _t191 = _t196
    L[3] = _t191
    _t198 = L[3]
    _t199 = (_k188 or ())
    _budget177[0] -= len(_t199)
    if _budget177[0] < 0: _spent178(st)
    _t197 = []
    for _t200 in _t199:
        if (_a190(st, _t200) == _t198):
            _t197.append(_t200)
    L[4] = _t197
    if (len((L[4] or ())) > 1):
        _t204 = (L[4] or [])
        _budget177[0] -= len(_t204)
        if _budget177[0] < 0: _spent178(st)
        for _t203 in _t204:
            L[7] = _t203
            if _p200(st, [_t203, 1]) == 3: return 3
    else:
        if _p200(st, [_a203(st, L), 2]) == 3: return 3
        _t217 = L[3]
        _t218 = (_k204 or ())
        _budget177[0] -= len(_t218)
        if _budget177[0] < 0: _spent178(st)
        _t216 = None
        for _t219 in _t218:
            if (_a206(st, _t219) < _t217):
                _t224 = _a208(st, _t219)
                if _t216 is None or _t224 > _t216:
                    _t216 = _t224
        L[8] = _t216
        _t226 = (_k209 or [])
        _budget177[0] -= len(_t226)
        if _budget177[0] < 0: _spent178(st)
        for _t225 in _t226:
            L[11] = _t225
            if not (((L[8] is not None) and (_a211(st, _t225) == L[8]))): continue
            if _p200(st, [_t225, 1]) == 3: return 3

# <rulerun animalia.rules: awards #83 c87d3020>
def _native(st, L):
    st.cvars[31 + L[1]] = L[2]

# <rulerun animalia.rules: awards #84 16dd663f>
def _loop(st, _t229):
    _st_cvars = st.cvars
    _t233 = 0
    for _t232 in st.zones[(6 + _t229)]:
        if (_st_cvars[31 + _t232] is not None):
            _t233 += 1
    return _t233

# <rulerun animalia.rules: awards #85 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #86 30ab6074>
def _loop(st, _t229, _t236):
    _st_cvars = st.cvars
    for _t237 in st.zones[(6 + _t229)]:
        if (_st_cvars[31 + _t237] == _t236):
            return True
    return False

# <rulerun animalia.rules: awards #87 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun animalia.rules: awards #88 d5e1b4c4>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    for _t229 in (_k212 or []):
        st.thread_player = st.inline_thread = _t229
        _i5 = L[:]; _i5[0] = _t229
        while True:
            _budget213[0] -= 1
            if _budget213[0] < 0: _spent214(st)
            _t234 = _NOT_YET
            _t230 = []
            for _t231 in _st_zones[(6 + _t229)]:
                if ((_st_cvars[31 + _t231] is None) and (len(_st_zones[(2 + _t229)]) > (_t234 if _t234 is not _NOT_YET else (_t234 := _a215(st, _t229))))): _t230.append(_t231)
            if _offer217(st, _i5, _t230): raise _PlayoutCut216()
            if (_i5[1] is None):
                break
            _t235 = []
            for _t236 in _st_zones[(2 + _t229)]:
                if (not _a218(st, _t229, _t236)): _t235.append(_t236)
            _t239 = _t229
            _t240 = len(_t235)
            if not _t240: _no_option220(_t239, 'the card it replaces')
            if _t240 <= 1:
                _i5[2] = _t235[0] if _t240 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t241 = st.chooser(_t240, _t239)
                else:
                    _t241 = _st_bits(_t240.bit_length())
                    while _t241 >= _t240: _t241 = _st_bits(_t240.bit_length())
                _i5[2] = _t235[_t241]; st.decisions += 1
            elif _decide221(st, _i5, _t235, _t239): raise _PlayoutCut216()
            _st_cvars[31 + _i5[1]] = _i5[2]
    st.thread_player = st.inline_thread = None

# <rulerun animalia.rules: awards #89 3a295ec5>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t243 = (_k222 or [])
    _budget223[0] -= len(_t243)
    if _budget223[0] < 0: _spent224(st)
    for _t242 in _t243:
        L[5] = _t242
        for _t244 in _st_zones[(6 + _t242)][:]:
            L[8] = _t244
            if not ((_st_cvars[31 + _t244] is not None)): continue
            if _st_log is not None: _st_log.append(_Text228(_audience225(st), [_PlayerRef226(_t242), ' swaps ', _card_ref227(st, _st_cvars[31 + _t244]), ' for a bonus card']))
            _t245 = _st_cvars[31 + _t244]
            _t246 = 14
            if type(_t245) is int and _st_log is None:
                _t247 = _st_zones[_st_loc[_t245]]
                if _t247[-1] == _t245: _t247.pop()
                else: _t247.remove(_t245)
                _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
            elif _t245 is not None:
                _move_cards229(st, _t245, _t246, False)
            _st_cvars[31 + _t244] = None
            _t248 = _t244
            _t249 = (2 + _t242)
            if type(_t248) is int and _st_log is None:
                _t250 = _st_zones[_st_loc[_t248]]
                if _t250[-1] == _t248: _t250.pop()
                else: _t250.remove(_t248)
                _st_zones[_t249].append(_t248); _st_loc[_t248] = _t249
            elif _t248 is not None:
                _move_cards229(st, _t248, _t249, False)

# <rulerun animalia.rules: awards #90 42d8e15f>
def _native(st, L):
    st.cvars[L[14]] = L[15]

# <rulerun animalia.rules: awards #91 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun animalia.rules: awards #92 8386d259>
def _native(st, L):
    _st_bits = st.bits
    _st_log = st.log
    _t252 = (_k230 or [])
    _budget231[0] -= len(_t252)
    if _budget231[0] < 0: _spent232(st)
    for _t251 in _t252:
        L[11] = _t251
        for _t253 in st.zones[(2 + _t251)][:]:
            L[14] = _t253
            if not (((_c233[_t253] is None) and True)): continue
            _t254 = (_k234 or [])
            _t255 = _t251
            _t256 = len(_t254)
            if not _t256: _no_option237(_t255, "the owl's species")
            if _t256 <= 1 and _st_log is None:
                L[15] = _t254[0] if _t256 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t257 = st.chooser(_t256, _t255)
                else:
                    _t257 = _st_bits(_t256.bit_length())
                    while _t257 >= _t256: _t257 = _st_bits(_t256.bit_length())
                L[15] = _t254[_t257]; st.decisions += 1
            elif _decide238(st, L, _t254, _t255): raise _PlayoutCut235()
            st.cvars[_t253] = L[15]

# <rulerun animalia.rules: awards #93 fe544749>
def _native(st, L):
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t259 = (_k239 or [])
    _budget240[0] -= len(_t259)
    if _budget240[0] < 0: _spent241(st)
    for _t258 in _t259:
        L[18] = _t258
        _t260 = []
        for _t261 in _st_zones[(2 + _t258)]:
            _t260.append((_st_cvars[_t261] if (_c242[_t261] is None) else _c242[_t261]))
        L[19] = _t260
        _t263 = L[19]
        _t262 = 0
        for _t264 in (_k243 or ()):
            if (_t264 in (_t263 or ())):
                _t262 += 1
        L[20] = _t262
        if ((len(_st_zones[(2 + _t258)]) == 5) and (L[20] == 5)):
            for _t265 in (_k244 or []):
                L[23] = _t265
                _st_vars[0 + _t258][_t265] = (_t266 if -1000000000000000000 <= (_t266 := _st_vars[0 + _t258][_t265] + 1) <= 1000000000000000000 else _beyond245(_t266))
        else:
            _t268 = (_k246 or [])
            _budget240[0] -= len(_t268)
            if _budget240[0] < 0: _spent241(st)
            for _t267 in _t268:
                L[26] = _t267
                L[27] = (L[19] or ()).count(_t267)
                if (L[27] >= 2):
                    _st_vars[0 + _t258][_t267] = (_t269 if -1000000000000000000 <= (_t269 := _st_vars[0 + _t258][_t267] + L[27]) <= 1000000000000000000 else _beyond245(_t269))
        if _st_log is not None: _st_log.append(_Text250(_audience247(st), [_PlayerRef248(_t258), ' medals: ', _plain249(_st_vars[0 + _t258])]))
    _t271 = (_k251 or [])
    _budget240[0] -= len(_t271)
    if _budget240[0] < 0: _spent241(st)
    for _t270 in _t271:
        L[30] = _t270
        for _t272 in _st_zones[(2 + _t270)][:]:
            L[33] = _t272
            _st_cvars[_t272] = None
        _t273 = (2 + _t270)
        _t274 = 0
        if _st_log is None and _t273 != _t274:
            _t275 = _st_zones[_t273]; _st_zones[_t274] += _t275
            for _t276 in _t275: _st_loc[_t276] = _t274
            _t275.clear()
        else:
            _move_cards252(st, _st_zones[_t273][:], _t274, False)
    _t277 = 14
    _t278 = 0
    if _st_log is None and _t277 != _t278:
        _t279 = _st_zones[_t277]; _st_zones[_t278] += _t279
        for _t280 in _t279: _st_loc[_t280] = _t278
        _t279.clear()
    else:
        _move_cards252(st, _st_zones[_t277][:], _t278, False)

# <rulerun animalia.rules: awards #94 a86273d0>
def _native(st, L):
    return _k253

# <rulerun animalia.rules: awards #95 bb845a89>
def _native(st, L):
    return True

# <rulerun animalia.rules: awards #96 332cc3c0>
def _native(st, L):
    return (6 + L[0])

# <rulerun animalia.rules: awards #97 7914f3d3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t282 = 0
    for _t281 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t281] is not None):
            _t282 += 1
    return _t282

# <rulerun animalia.rules: awards #98 c7ac57e4>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a254(st, L)))

# <rulerun animalia.rules: awards #99 7bb33432>
def _native(st, L):
    return (L[1] is None)

# <rulerun animalia.rules: awards #100 4bf17e02>
def _native(st, L):
    return (2 + L[0])

# <rulerun animalia.rules: awards #101 8e01c5a3>
def _native(st, L):
    _l2 = L[2]
    _st_cvars = st.cvars
    _t283 = False
    for _t284 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t284] == _l2):
            _t283 = True
            break
    return (not _t283)

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

# <rulerun animalia.rules: play #108 cb04e246>
def _loop(st, _t285):
    _t288 = 0
    for _t287 in st.zones[(2 + _t285)]:
        _t288 += _c270[_t287]
    return _t288

# <rulerun animalia.rules: play #109 1e492277>
def _loop(st, _t291):
    _t293 = 0
    for _t292 in st.zones[(2 + _t291)]:
        _t293 += _c275[_t292]
    return _t293

# <rulerun animalia.rules: play #110 1743d621>
def _loop(st, _t298):
    _t300 = 0
    for _t299 in st.zones[(2 + _t298)]:
        _t300 += _c278[_t299]
    return _t300

# <rulerun animalia.rules: play #111 036a1529>
def _loop(st, _i6):
    _t303 = (_i6[4] or ())
    _budget281[0] -= len(_t303)
    if _budget281[0] < 0: _spent282(st)
    for _t304 in _t303:
        return _t304
    return None

# <rulerun animalia.rules: play #112 7501f16d>
def _loop(st, _t309):
    _t311 = 0
    for _t310 in st.zones[(2 + _t309)]:
        _t311 += _c285[_t310]
    return _t311

# <rulerun animalia.rules: play #113 9e972515>
def _loop(st, _t309):
    _t313 = 0
    for _t312 in st.zones[(2 + _t309)]:
        _t313 += _c287[_t312]
    return _t313

# <rulerun animalia.rules: play #114 beb018d7>
def _loop(st, _t315):
    _t318 = 0
    for _t317 in st.zones[(2 + _t315)]:
        _t318 += _c290[_t317]
    return _t318

# <rulerun animalia.rules: play #115 a4fd961d>
def _native(st, L):
    if _p293(st, _k292[:]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 7098a1f1>
def _loop(st, _i8l0, _t329):
    _st_zones = st.zones
    try:
        _t333 = _c301[_t329]
    except Exception:
        for _t331 in _st_zones[(2 + _i8l0)]:
            if (_c301[_t331] == _c301[_t329]):
                return True
        return False
    else:
        for _t331 in _st_zones[(2 + _i8l0)]:
            if (_c301[_t331] == _t333):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log 79a4826a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t342 = []
    for _t343 in (_k309 or []):
        if ((_t343 != _l0) and (not not _st_zones[(2 + _t343)])): _t342.append(_t343)
    if _offer311(st, L, _t342): raise _PlayoutCut310()
    if (L[1] is None):
        return 2
    _t344 = _st_zones[(2 + L[1])]
    _t345 = _l0
    _t346 = len(_t344)
    if not _t346: _no_option313(_t345, 'thief: take which card')
    if _t346 <= 1:
        L[2] = _t344[0] if _t346 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t347 = st.chooser(_t346, _t345)
        else:
            _t347 = _st_bits(_t346.bit_length())
            while _t347 >= _t346: _t347 = _st_bits(_t346.bit_length())
        L[2] = _t344[_t347]; st.decisions += 1
    elif _decide314(st, L, _t344[:], _t345): raise _PlayoutCut310()
    _t348 = L[2]
    _t349 = (2 + _l0)
    if type(_t348) is int:
        _t350 = _st_zones[_st_loc[_t348]]
        if _t350[-1] == _t348: _t350.pop()
        else: _t350.remove(_t348)
        _st_zones[_t349].append(_t348); _st_loc[_t348] = _t349
    elif _t348 is not None:
        _move_cards315(st, _t348, _t349, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log 3f6ea1ed>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    _t351 = ['look', 'skip']
    _t352 = _l0
    _t353 = len(_t351)
    if not _t353: _no_option319(_t352, 'spy')
    if _t353 <= 1:
        L[1] = _t351[0] if _t353 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t354 = st.chooser(_t353, _t352)
        else:
            _t354 = _st_bits(_t353.bit_length())
            while _t354 >= _t353: _t354 = _st_bits(_t353.bit_length())
        L[1] = _t351[_t354]; st.decisions += 1
    elif _decide320(st, L, _t351, _t352): raise _PlayoutCut317()
    if (L[1] == 'skip'):
        return 2
    _t355 = _st_zones[0][:-(5) - 1:-1]
    _t356 = (10 + _l0)
    if type(_t355) is list:
        for _t357 in _t355:
            _t358 = _st_zones[_st_loc[_t357]]
            if _t358[-1] == _t357: _t358.pop()
            else: _t358.remove(_t357)
            _st_zones[_t356].append(_t357); _st_loc[_t357] = _t356
    elif _t355 is not None:
        _move_cards321(st, _t355, _t356, False)
    while (not not _st_zones[(10 + _l0)]):
        _budget322[0] -= 1
        if _budget322[0] < 0: _spent323(st)
        _t359 = _st_zones[(10 + _l0)]
        _t360 = _l0
        _t361 = len(_t359)
        if not _t361: _no_option319(_t360, 'spy: put back next (the last one ends on top)')
        if _t361 <= 1:
            L[2] = _t359[0] if _t361 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t362 = st.chooser(_t361, _t360)
            else:
                _t362 = _st_bits(_t361.bit_length())
                while _t362 >= _t361: _t362 = _st_bits(_t361.bit_length())
            L[2] = _t359[_t362]; st.decisions += 1
        elif _decide325(st, L, _t359[:], _t360): raise _PlayoutCut317()
        _t363 = L[2]
        _t364 = 0
        if type(_t363) is int:
            _t365 = _st_zones[_st_loc[_t363]]
            if _t365[-1] == _t363: _t365.pop()
            else: _t365.remove(_t363)
            _st_zones[_t364].append(_t363); _st_loc[_t363] = _t364
        elif _t363 is not None:
            _move_cards321(st, _t363, _t364, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log 3533b472>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t366 = []
    for _t367 in (_k327 or []):
        if ((_t367 != _l0) and (len(_st_zones[(2 + _t367)]) < 5)): _t366.append(_t367)
    if _offer329(st, L, _t366): raise _PlayoutCut328()
    if (L[1] is None):
        return 2
    _t368 = _st_zones[(2 + _l0)]
    _t369 = _l0
    _t370 = len(_t368)
    if not _t370: _no_option331(_t369, 'gift: which card')
    if _t370 <= 1:
        L[2] = _t368[0] if _t370 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t371 = st.chooser(_t370, _t369)
        else:
            _t371 = _st_bits(_t370.bit_length())
            while _t371 >= _t370: _t371 = _st_bits(_t370.bit_length())
        L[2] = _t368[_t371]; st.decisions += 1
    elif _decide332(st, L, _t368[:], _t369): raise _PlayoutCut328()
    _t372 = L[2]
    _t373 = (2 + L[1])
    if type(_t372) is int:
        _t374 = _st_zones[_st_loc[_t372]]
        if _t374[-1] == _t372: _t374.pop()
        else: _t374.remove(_t372)
        _st_zones[_t373].append(_t372); _st_loc[_t372] = _t373
    elif _t372 is not None:
        _move_cards333(st, _t372, _t373, False)

# <rulerun animalia.rules: take_lot #121 b394cfc1>
def _loop(st, L, _t375):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t379 = _c338[_t375]
    except Exception:
        for _t377 in _st_zones[(2 + _l0)]:
            if (_c338[_t377] == _c338[_t375]):
                return True
        return False
    else:
        for _t377 in _st_zones[(2 + _l0)]:
            if (_c338[_t377] == _t379):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log 3f704f3d>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t376 = (_st_zones[1][:] or [])
    _budget335[0] -= len(_t376)
    if _budget335[0] < 0: _spent336(st)
    for _t375 in _t376:
        L[4] = _t375
        if ((_c337[_t375] != 'plain') and _a339(st, L, _t375)):
            L[1] = (L[1] + [_t375])
            if len(L[1]) > 1000000: _too_long340(L[1])
        _t381 = _t375
        _t382 = (2 + _l0)
        if type(_t381) is int:
            _t383 = _st_zones[_st_loc[_t381]]
            if _t383[-1] == _t381: _t383.pop()
            else: _t383.remove(_t381)
            _st_zones[_t382].append(_t381); _st_loc[_t381] = _t382
        elif _t381 is not None:
            _move_cards341(st, _t381, _t382, False)
    while (not not (L[1] or ())):
        _budget335[0] -= 1
        if _budget335[0] < 0: _spent336(st)
        _t384 = (L[1] or [])
        _t385 = _l0
        _t386 = len(_t384)
        if not _t386: _no_option344(_t385, 'power to resolve next')
        if _t386 <= 1:
            L[5] = _t384[0] if _t386 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t387 = st.chooser(_t386, _t385)
            else:
                _t387 = _st_bits(_t386.bit_length())
                while _t387 >= _t386: _t387 = _st_bits(_t386.bit_length())
            L[5] = _t384[_t387]; st.decisions += 1
        elif _decide345(st, L, _t384, _t385): raise _PlayoutCut342()
        L[1] = _remove346(st, L[1], L[5])
        if (_c337[L[5]] == 'thief'):
            if _p347(st, [_l0, None, None]) == 3: return 3
        elif (_c337[L[5]] == 'spy'):
            if _p348(st, [_l0, None, None]) == 3: return 3
        else:
            if _p349(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 29c6c02c>
def _loop(st, _i9l0, _t397):
    _st_zones = st.zones
    try:
        _t401 = _c360[_t397]
    except Exception:
        for _t399 in _st_zones[(2 + _i9l0)]:
            if (_c360[_t399] == _c360[_t397]):
                return True
        return False
    else:
        for _t399 in _st_zones[(2 + _i9l0)]:
            if (_c360[_t399] == _t401):
                return True
        return False

# <rulerun animalia.rules: offer #124 99027ba5>
def _loop(st, _i10l0, _t410):
    _st_zones = st.zones
    try:
        _t414 = _c370[_t410]
    except Exception:
        for _t412 in _st_zones[(2 + _i10l0)]:
            if (_c370[_t412] == _c370[_t410]):
                return True
        return False
    else:
        for _t412 in _st_zones[(2 + _i10l0)]:
            if (_c370[_t412] == _t414):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log 29653dbc>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t390 = _st_zones[0]
    _t389 = 1
    if _t390:
        _t388 = _t390.pop(); _st_zones[_t389].append(_t388); _st_loc[_t388] = _t389
    while True:
        _budget352[0] -= 1
        if _budget352[0] < 0: _spent353(st)
        _t392 = (_o354[_l0] or [])
        _budget352[0] -= len(_t392)
        if _budget352[0] < 0: _spent353(st)
        for _t391 in _t392:
            L[3] = _t391
            if not (((len(_st_zones[(2 + _t391)]) < 5) and ((5 - len(_st_zones[(2 + _t391)])) >= len(_st_zones[1])))): continue
            _t393 = ['take', 'pass']
            _t394 = _t391
            _t395 = len(_t393)
            if not _t395: _no_option357(_t394, 'take the lot')
            if _t395 <= 1:
                L[4] = _t393[0] if _t395 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t396 = st.chooser(_t395, _t394)
                else:
                    _t396 = _st_bits(_t395.bit_length())
                    while _t396 >= _t395: _t396 = _st_bits(_t395.bit_length())
                L[4] = _t393[_t396]; st.decisions += 1
            elif _decide358(st, L, _t393, _t394): raise _PlayoutCut355()
            if (L[4] == 'take'):
                if _p369(st, [_t391, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p369(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t425 = _st_zones[0]
        _t424 = 1
        if _t425:
            _t423 = _t425.pop(); _st_zones[_t424].append(_t423); _st_loc[_t423] = _t424

# <rulerun animalia.rules: play #126 2ca34804>
def _loop(st, _t430):
    _t432 = 0
    for _t431 in st.zones[(2 + _t430)]:
        _t432 += _c376[_t431]
    return _t432

# <rulerun animalia.rules: play #127 e5c4562a>
def _loop(st, _t437):
    _t439 = 0
    for _t438 in st.zones[(2 + _t437)]:
        _t439 += _c379[_t438]
    return _t439

# <rulerun animalia.rules: give_bonus #128 0b3b2de2>
def _loop(st, L):
    _t443 = 0
    for _t442 in st.zones[(2 + L[0])]:
        _t443 += _c381[_t442]
    return _t443

# <rulerun animalia.rules: give_bonus #129 playout, without a log 3e1aa099>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a382(st, L) <= 0)):
        return 2
    _t444 = _st_zones[0][:-(L[1]) - 1:-1]
    _t445 = (6 + L[0])
    if type(_t444) is list:
        for _t446 in _t444:
            _t447 = _st_zones[_st_loc[_t446]]
            if _t447[-1] == _t446: _t447.pop()
            else: _t447.remove(_t446)
            _st_zones[_t445].append(_t446); _st_loc[_t446] = _t445
    elif _t444 is not None:
        _move_cards383(st, _t444, _t445, False)

# <rulerun animalia.rules: play #130 0b247395>
def _loop(st, _i11):
    _t448 = (_i11[4] or ())
    _budget385[0] -= len(_t448)
    if _budget385[0] < 0: _spent386(st)
    for _t449 in _t448:
        return _t449
    return None

# <rulerun animalia.rules: play #131 dcbf506e>
def _loop(st, _t454):
    _t456 = 0
    for _t455 in st.zones[(2 + _t454)]:
        _t456 += _c389[_t455]
    return _t456

# <rulerun animalia.rules: play #132 ace19b87>
def _loop(st, _t454):
    _t458 = 0
    for _t457 in st.zones[(2 + _t454)]:
        _t458 += _c391[_t457]
    return _t458

# <rulerun animalia.rules: play #133 60e346cc>
def _loop(st, _t460):
    _t463 = 0
    for _t462 in st.zones[(2 + _t460)]:
        _t463 += _c394[_t462]
    return _t463

# <rulerun animalia.rules: elegance_bonuses #134 12b0339d>
def _loop(st, _t468):
    _t470 = 0
    for _t469 in st.zones[(2 + _t468)]:
        _t470 += _c400[_t469]
    return _t470

# <rulerun animalia.rules: elegance_bonuses #135 4ba93ce3>
def _loop(st, _t475):
    _t477 = 0
    for _t476 in st.zones[(2 + _t475)]:
        _t477 += _c403[_t476]
    return _t477

# <rulerun animalia.rules: elegance_bonuses #136 d0863df9>
def _loop(st, L):
    _t480 = (L[4] or ())
    _budget406[0] -= len(_t480)
    if _budget406[0] < 0: _spent407(st)
    for _t481 in _t480:
        return _t481
    return None

# <rulerun animalia.rules: elegance_bonuses #137 8402e137>
def _loop(st, _t486):
    _t488 = 0
    for _t487 in st.zones[(2 + _t486)]:
        _t488 += _c410[_t487]
    return _t488

# <rulerun animalia.rules: elegance_bonuses #138 f97f0a85>
def _loop(st, _t486):
    _t490 = 0
    for _t489 in st.zones[(2 + _t486)]:
        _t490 += _c412[_t489]
    return _t490

# <rulerun animalia.rules: elegance_bonuses #139 6bd1ad16>
def _loop(st, _t492):
    _t495 = 0
    for _t494 in st.zones[(2 + _t492)]:
        _t495 += _c415[_t494]
    return _t495

# <rulerun animalia.rules: elegance_bonuses #140 playout, without a log 3586b5a7>
def _native(st, L):
    _t465 = (_k396 or [])
    _budget397[0] -= len(_t465)
    if _budget397[0] < 0: _spent398(st)
    for _t464 in _t465:
        L[2] = _t464
        pass
    _t467 = (_k399 or ())
    _budget397[0] -= len(_t467)
    if _budget397[0] < 0: _spent398(st)
    _t466 = None
    for _t468 in _t467:
        _t471 = _a401(st, _t468)
        if _t466 is None or _t471 > _t466:
            _t466 = _t471
    L[3] = _t466
    _t473 = L[3]
    _t474 = (_k402 or ())
    _budget397[0] -= len(_t474)
    if _budget397[0] < 0: _spent398(st)
    _t472 = []
    for _t475 in _t474:
        if (_a404(st, _t475) == _t473):
            _t472.append(_t475)
    L[4] = _t472
    if (len((L[4] or ())) > 1):
        _t479 = (L[4] or [])
        _budget397[0] -= len(_t479)
        if _budget397[0] < 0: _spent398(st)
        for _t478 in _t479:
            L[7] = _t478
            if _p405(st, [_t478, 1]) == 3: return 3
    else:
        if _p405(st, [_a408(st, L), 2]) == 3: return 3
        _t484 = L[3]
        _t485 = (_k409 or ())
        _budget397[0] -= len(_t485)
        if _budget397[0] < 0: _spent398(st)
        _t483 = None
        for _t486 in _t485:
            if (_a411(st, _t486) < _t484):
                _t491 = _a413(st, _t486)
                if _t483 is None or _t491 > _t483:
                    _t483 = _t491
        L[8] = _t483
        _t493 = (_k414 or [])
        _budget397[0] -= len(_t493)
        if _budget397[0] < 0: _spent398(st)
        for _t492 in _t493:
            L[11] = _t492
            if not (((L[8] is not None) and (_a416(st, _t492) == L[8]))): continue
            if _p405(st, [_t492, 1]) == 3: return 3

# <rulerun animalia.rules: play #141 13db57da>
def _loop(st, _t496):
    _st_cvars = st.cvars
    _t500 = 0
    for _t499 in st.zones[(6 + _t496)]:
        if (_st_cvars[31 + _t499] is not None):
            _t500 += 1
    return _t500

# <rulerun animalia.rules: play #142 4dac28eb>
def _loop(st, _t496, _t503):
    _st_cvars = st.cvars
    for _t504 in st.zones[(6 + _t496)]:
        if (_st_cvars[31 + _t504] == _t503):
            return True
    return False

# <rulerun animalia.rules: awards #143 00935660>
def _loop(st, _t548):
    _st_cvars = st.cvars
    _t552 = 0
    for _t551 in st.zones[(6 + _t548)]:
        if (_st_cvars[31 + _t551] is not None):
            _t552 += 1
    return _t552

# <rulerun animalia.rules: awards #144 11f4f621>
def _loop(st, _t548, _t555):
    _st_cvars = st.cvars
    for _t556 in st.zones[(6 + _t548)]:
        if (_st_cvars[31 + _t556] == _t555):
            return True
    return False

# <rulerun animalia.rules: awards #145 playout, without a log 1c1170f6>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t548 in (_k437 or []):
        st.thread_player = st.inline_thread = _t548
        _i14 = L[:]; _i14[0] = _t548
        while True:
            _budget438[0] -= 1
            if _budget438[0] < 0: _spent439(st)
            _t553 = _NOT_YET
            _t549 = []
            for _t550 in _st_zones[(6 + _t548)]:
                if ((_st_cvars[31 + _t550] is None) and (len(_st_zones[(2 + _t548)]) > (_t553 if _t553 is not _NOT_YET else (_t553 := _a440(st, _t548))))): _t549.append(_t550)
            if _offer442(st, _i14, _t549): raise _PlayoutCut441()
            if (_i14[1] is None):
                break
            _t554 = []
            for _t555 in _st_zones[(2 + _t548)]:
                if (not _a443(st, _t548, _t555)): _t554.append(_t555)
            _t558 = _t548
            _t559 = len(_t554)
            if not _t559: _no_option445(_t558, 'the card it replaces')
            if _t559 <= 1:
                _i14[2] = _t554[0] if _t559 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t560 = st.chooser(_t559, _t558)
                else:
                    _t560 = _st_bits(_t559.bit_length())
                    while _t560 >= _t559: _t560 = _st_bits(_t559.bit_length())
                _i14[2] = _t554[_t560]; st.decisions += 1
            elif _decide446(st, _i14, _t554, _t558): raise _PlayoutCut441()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    _t562 = (_k447 or [])
    _budget438[0] -= len(_t562)
    if _budget438[0] < 0: _spent439(st)
    for _t561 in _t562:
        L[5] = _t561
        for _t563 in _st_zones[(6 + _t561)][:]:
            L[8] = _t563
            if not ((_st_cvars[31 + _t563] is not None)): continue
            _t564 = _st_cvars[31 + _t563]
            _t565 = 14
            if type(_t564) is int:
                _t566 = _st_zones[_st_loc[_t564]]
                if _t566[-1] == _t564: _t566.pop()
                else: _t566.remove(_t564)
                _st_zones[_t565].append(_t564); _st_loc[_t564] = _t565
            elif _t564 is not None:
                _move_cards448(st, _t564, _t565, False)
            _st_cvars[31 + _t563] = None
            _t567 = _t563
            _t568 = (2 + _t561)
            if type(_t567) is int:
                _t569 = _st_zones[_st_loc[_t567]]
                if _t569[-1] == _t567: _t569.pop()
                else: _t569.remove(_t567)
                _st_zones[_t568].append(_t567); _st_loc[_t567] = _t568
            elif _t567 is not None:
                _move_cards448(st, _t567, _t568, False)
    _t571 = (_k449 or [])
    _budget438[0] -= len(_t571)
    if _budget438[0] < 0: _spent439(st)
    for _t570 in _t571:
        L[11] = _t570
        for _t572 in _st_zones[(2 + _t570)][:]:
            L[14] = _t572
            if not (((_c450[_t572] is None) and True)): continue
            _t573 = (_k451 or [])
            _t574 = _t570
            _t575 = len(_t573)
            if not _t575: _no_option445(_t574, "the owl's species")
            if _t575 <= 1:
                L[15] = _t573[0] if _t575 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t576 = st.chooser(_t575, _t574)
                else:
                    _t576 = _st_bits(_t575.bit_length())
                    while _t576 >= _t575: _t576 = _st_bits(_t575.bit_length())
                L[15] = _t573[_t576]; st.decisions += 1
            elif _decide453(st, L, _t573, _t574): raise _PlayoutCut441()
            _st_cvars[_t572] = L[15]
    _t578 = (_k454 or [])
    _budget438[0] -= len(_t578)
    if _budget438[0] < 0: _spent439(st)
    for _t577 in _t578:
        L[18] = _t577
        _t579 = []
        for _t580 in _st_zones[(2 + _t577)]:
            _t579.append((_st_cvars[_t580] if (_c450[_t580] is None) else _c450[_t580]))
        L[19] = _t579
        _t582 = L[19]
        _t581 = 0
        for _t583 in (_k455 or ()):
            if (_t583 in (_t582 or ())):
                _t581 += 1
        L[20] = _t581
        if ((len(_st_zones[(2 + _t577)]) == 5) and (L[20] == 5)):
            for _t584 in (_k456 or []):
                L[23] = _t584
                _st_vars[0 + _t577][_t584] = (_t585 if -1000000000000000000 <= (_t585 := _st_vars[0 + _t577][_t584] + 1) <= 1000000000000000000 else _beyond457(_t585))
        else:
            _t587 = (_k458 or [])
            _budget438[0] -= len(_t587)
            if _budget438[0] < 0: _spent439(st)
            for _t586 in _t587:
                L[26] = _t586
                L[27] = (L[19] or ()).count(_t586)
                if (L[27] >= 2):
                    _st_vars[0 + _t577][_t586] = (_t588 if -1000000000000000000 <= (_t588 := _st_vars[0 + _t577][_t586] + L[27]) <= 1000000000000000000 else _beyond457(_t588))
    _t590 = (_k459 or [])
    _budget438[0] -= len(_t590)
    if _budget438[0] < 0: _spent439(st)
    for _t589 in _t590:
        L[30] = _t589
        for _t591 in _st_zones[(2 + _t589)][:]:
            L[33] = _t591
            _st_cvars[_t591] = None
        _t592 = (2 + _t589)
        _t593 = 0
        if _t592 != _t593:
            _t594 = _st_zones[_t592]; _st_zones[_t593] += _t594
            for _t595 in _t594: _st_loc[_t595] = _t593
            _t594.clear()
        else:
            _move_cards448(st, _st_zones[_t592][:], _t593, False)
    _t596 = 14
    _t597 = 0
    if _t596 != _t597:
        _t598 = _st_zones[_t596]; _st_zones[_t597] += _t598
        for _t599 in _t598: _st_loc[_t599] = _t597
        _t598.clear()
    else:
        _move_cards448(st, _st_zones[_t596][:], _t597, False)

# <rulerun animalia.rules: play #146 67e2e6f0>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t320 = (_range294(1, 3) or [])
    _budget295[0] -= len(_t320)
    if _budget295[0] < 0: _spent296(st)
    for _t319 in _t320:
        L[2] = _t319
        _shuffle_zone297(st, 0)
        _i7 = [None, None]
        while (not not _st_zones[0]):
            _budget295[0] -= 1
            if _budget295[0] < 0: _spent296(st)
            _t321 = []
            for _t322 in (_o298[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t322)]) < 5):
                    _t321.append(_t322)
            _i7[0] = _t321
            if (not (_i7[0] or ())):
                break
            _t324 = (_i7[0] or ())
            _budget295[0] -= len(_t324)
            if _budget295[0] < 0: _spent296(st)
            _t323 = None
            for _t325 in _t324:
                _t323 = _t325
                break
            _i7[1] = _t323
            _st_vars[5] = _i7[1]
            if (len((_i7[0] or ())) == 1):
                _t328 = _st_zones[0]
                _t327 = 1
                if _t328:
                    _t326 = _t328.pop(); _st_zones[_t327].append(_t326); st.loc[_t326] = _t327
                if _p350(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p373(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        if _p418(st, _k417[:]) == 3: return 3
        if _p461(st, _k460[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #147 6fd541dd>
def _loop(st, _t600):
    _st_vars = st.vars
    _t603 = 0
    for _t602 in (_k468 or ()):
        _t603 += _times469((_st_vars[0 + _t600][_t602] // 5), 5)
    return _t603

# <rulerun animalia.rules: play #148 c752a61b>
def _loop(st, _t600):
    _st_vars = st.vars
    _t605 = 0
    for _t604 in (_k471 or ()):
        _t605 += _st_vars[0 + _t600][_t604]
    return _t605

# <rulerun animalia.rules: play #149 61854021>
def _loop(st, _t600):
    _st_vars = st.vars
    _t607 = 0
    for _t606 in (_k473 or ()):
        _t607 += _times474((_st_vars[0 + _t600][_t606] // 5), 5)
    return _t607

# <rulerun animalia.rules: play #150 12bd7b40>
def _native(st, L):
    _st_log = st.log
    _t601 = (_k462 or [])
    _budget463[0] -= len(_t601)
    if _budget463[0] < 0: _spent464(st)
    for _t600 in _t601:
        L[5] = _t600
        if _st_log is not None: _st_log.append(_Text477(_audience465(st), [_PlayerRef466(_t600), ': medals ', _plain467(st.vars[0 + _t600]), '; bonus ', _plain467(_a470(st, _t600)), '; total ', _plain467((_t608 if -1000000000000000000 <= (_t608 := (_a472(st, _t600) + _a475(st, _t600))) <= 1000000000000000000 else _beyond476(_t608)))]))
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

# <rulerun animalia.rules: offer #153 e9b96c9c>
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
            _t609 = L[3]
            _t610 = len(_o)
            if not _t610: _no_option498(_t609, 'take the lot')
            if _t610 <= 1 and _st_log is None:
                L[4] = _o[0] if _t610 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t611 = st.chooser(_t610, _t609)
                else:
                    _t611 = _st_bits(_t610.bit_length())
                    while _t611 >= _t610: _t611 = _st_bits(_t610.bit_length())
                L[4] = _o[_t611]; st.decisions += 1
            elif _decide499(st, L, _o, _t609): return True
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

# <rulerun animalia.rules: take_lot #154 6174f377>
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
            _t612 = L[0]
            _t613 = len(_o)
            if not _t613: _no_option513(_t612, 'power to resolve next')
            if _t613 <= 1 and _st_log is None:
                L[5] = _o[0] if _t613 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t614 = st.chooser(_t613, _t612)
                else:
                    _t614 = _st_bits(_t613.bit_length())
                    while _t614 >= _t613: _t614 = _st_bits(_t613.bit_length())
                L[5] = _o[_t614]; st.decisions += 1
            elif _decide514(st, L, _o, _t612): return True
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

# <rulerun animalia.rules: use_thief #155 4ba8c89d>
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
            for _t615 in (_k525 or []):
                if ((_t615 != L[0]) and (not not _st_zones[(2 + _t615)])): _o.append(_t615)
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
            _t616 = L[0]
            _t617 = len(_o)
            if not _t617: _no_option529(_t616, 'thief: take which card')
            if _t617 <= 1 and _st_log is None:
                L[2] = _o[0] if _t617 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t618 = st.chooser(_t617, _t616)
                else:
                    _t618 = _st_bits(_t617.bit_length())
                    while _t618 >= _t617: _t618 = _st_bits(_t617.bit_length())
                L[2] = _o[_t618]; st.decisions += 1
            elif _decide530(st, L, _o[:], _t616): return True
            pc = 4
        if pc == 4:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k532)

# <rulerun animalia.rules: use_spy #156 64f36dcf>
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
            _t619 = L[0]
            _t620 = len(_o)
            if not _t620: _no_option538(_t619, 'spy')
            if _t620 <= 1 and _st_log is None:
                L[1] = _o[0] if _t620 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t621 = st.chooser(_t620, _t619)
                else:
                    _t621 = _st_bits(_t620.bit_length())
                    while _t621 >= _t620: _t621 = _st_bits(_t620.bit_length())
                L[1] = _o[_t621]; st.decisions += 1
            elif _decide539(st, L, _o, _t619): return True
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
            _t622 = L[0]
            _t623 = len(_o)
            if not _t623: _no_option538(_t622, 'spy: put back next (the last one ends on top)')
            if _t623 <= 1 and _st_log is None:
                L[2] = _o[0] if _t623 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t624 = st.chooser(_t623, _t622)
                else:
                    _t624 = _st_bits(_t623.bit_length())
                    while _t624 >= _t623: _t624 = _st_bits(_t623.bit_length())
                L[2] = _o[_t624]; st.decisions += 1
            elif _decide542(st, L, _o[:], _t622): return True
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

# <rulerun animalia.rules: use_gift #157 689c8f24>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t625 in (_k547 or []):
                if ((_t625 != L[0]) and (len(_st_zones[(2 + _t625)]) < 5)): _o.append(_t625)
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
            _t626 = L[0]
            _t627 = len(_o)
            if not _t627: _no_option551(_t626, 'gift: which card')
            if _t627 <= 1 and _st_log is None:
                L[2] = _o[0] if _t627 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t628 = st.chooser(_t627, _t626)
                else:
                    _t628 = _st_bits(_t627.bit_length())
                    while _t628 >= _t627: _t628 = _st_bits(_t627.bit_length())
                L[2] = _o[_t628]; st.decisions += 1
            elif _decide552(st, L, _o[:], _t626): return True
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

# <rulerun animalia.rules: awards #160 9776b0d3>
def _loop(st, L):
    _st_cvars = st.cvars
    _t631 = 0
    for _t630 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t630] is not None):
            _t631 += 1
    return _t631

# <rulerun animalia.rules: awards #161 4d2e005a>
def _loop(st, L, _t633):
    _st_cvars = st.cvars
    for _t634 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t634] == _t633):
            return True
    return False

# <rulerun animalia.rules: awards #162 538a53f4>
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
            _t632 = _NOT_YET
            _o = []
            for _t629 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t629] is None) and (len(_st_zones[(2 + L[0])]) > (_t632 if _t632 is not _NOT_YET else (_t632 := _a568(st, L))))): _o.append(_t629)
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
            for _t633 in _st_zones[(2 + L[0])]:
                if (not _a570(st, L, _t633)): _o.append(_t633)
            fr[1] = 8
            _t636 = L[0]
            _t637 = len(_o)
            if not _t637: _no_option572(_t636, 'the card it replaces')
            if _t637 <= 1 and _st_log is None:
                L[2] = _o[0] if _t637 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t638 = st.chooser(_t637, _t636)
                else:
                    _t638 = _st_bits(_t637.bit_length())
                    while _t638 >= _t637: _t638 = _st_bits(_t637.bit_length())
                L[2] = _o[_t638]; st.decisions += 1
            elif _decide573(st, L, _o, _t636): return True
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
            _t639 = L[11]
            _t640 = len(_o)
            if not _t640: _no_option572(_t639, "the owl's species")
            if _t640 <= 1 and _st_log is None:
                L[15] = _o[0] if _t640 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t641 = st.chooser(_t640, _t639)
                else:
                    _t641 = _st_bits(_t640.bit_length())
                    while _t641 >= _t640: _t641 = _st_bits(_t640.bit_length())
                L[15] = _o[_t641]; st.decisions += 1
            elif _decide580(st, L, _o, _t639): return True
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

# <rulerun animalia.rules: offer #165 d886e959>
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
            _t642 = L[3]
            _t643 = len(_o)
            if not _t643: _no_option620(_t642, 'take the lot')
            if _t643 <= 1 and _st_log is None:
                L[4] = _o[0] if _t643 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t644 = st.chooser(_t643, _t642)
                else:
                    _t644 = _st_bits(_t643.bit_length())
                    while _t644 >= _t643: _t644 = _st_bits(_t643.bit_length())
                L[4] = _o[_t644]; st.decisions += 1
            elif _decide621(st, L, _o, _t642): return True
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

# <rulerun animalia.rules: take_lot #166 9d32bd22>
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
            _t645 = L[0]
            _t646 = len(_o)
            if not _t646: _no_option637(_t645, 'power to resolve next')
            if _t646 <= 1 and _st_log is None:
                L[5] = _o[0] if _t646 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t647 = st.chooser(_t646, _t645)
                else:
                    _t647 = _st_bits(_t646.bit_length())
                    while _t647 >= _t646: _t647 = _st_bits(_t646.bit_length())
                L[5] = _o[_t647]; st.decisions += 1
            elif _decide638(st, L, _o, _t645): return True
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

# <rulerun animalia.rules: use_spy #167 8919d419>
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
            _t648 = L[0]
            _t649 = len(_o)
            if not _t649: _no_option654(_t648, 'spy')
            if _t649 <= 1 and _st_log is None:
                L[1] = _o[0] if _t649 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t650 = st.chooser(_t649, _t648)
                else:
                    _t650 = _st_bits(_t649.bit_length())
                    while _t650 >= _t649: _t650 = _st_bits(_t649.bit_length())
                L[1] = _o[_t650]; st.decisions += 1
            elif _decide655(st, L, _o, _t648): return True
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
            _t651 = L[0]
            _t652 = len(_o)
            if not _t652: _no_option654(_t651, 'spy: put back next (the last one ends on top)')
            if _t652 <= 1 and _st_log is None:
                L[2] = _o[0] if _t652 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t653 = st.chooser(_t652, _t651)
                else:
                    _t653 = _st_bits(_t652.bit_length())
                    while _t653 >= _t652: _t653 = _st_bits(_t652.bit_length())
                L[2] = _o[_t653]; st.decisions += 1
            elif _decide659(st, L, _o[:], _t651): return True
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

# <rulerun animalia.rules: awards #168 a1943d26>
def _loop(st, L):
    _st_cvars = st.cvars
    _t656 = 0
    for _t655 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t655] is not None):
            _t656 += 1
    return _t656

# <rulerun animalia.rules: awards #169 1ada380a>
def _loop(st, L, _t658):
    _st_cvars = st.cvars
    for _t659 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t659] == _t658):
            return True
    return False

# <rulerun animalia.rules: awards #170 92880ab1>
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
            _t657 = _NOT_YET
            _o = []
            for _t654 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t654] is None) and (len(_st_zones[(2 + L[0])]) > (_t657 if _t657 is not _NOT_YET else (_t657 := _a668(st, L))))): _o.append(_t654)
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
            for _t658 in _st_zones[(2 + L[0])]:
                if (not _a670(st, L, _t658)): _o.append(_t658)
            fr[1] = 8
            _t661 = L[0]
            _t662 = len(_o)
            if not _t662: _no_option672(_t661, 'the card it replaces')
            if _t662 <= 1 and _st_log is None:
                L[2] = _o[0] if _t662 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t663 = st.chooser(_t662, _t661)
                else:
                    _t663 = _st_bits(_t662.bit_length())
                    while _t663 >= _t662: _t663 = _st_bits(_t662.bit_length())
                L[2] = _o[_t663]; st.decisions += 1
            elif _decide673(st, L, _o, _t661): return True
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
            _t664 = L[11]
            _t665 = len(_o)
            if not _t665: _no_option672(_t664, "the owl's species")
            if _t665 <= 1 and _st_log is None:
                L[15] = _o[0] if _t665 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t666 = st.chooser(_t665, _t664)
                else:
                    _t666 = _st_bits(_t665.bit_length())
                    while _t666 >= _t665: _t666 = _st_bits(_t665.bit_length())
                L[15] = _o[_t666]; st.decisions += 1
            elif _decide681(st, L, _o, _t664): return True
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

# <rulerun animalia.rules: collecting #171 85ef85f1>
def _loop(st, _i15l0, _t675):
    _st_zones = st.zones
    try:
        _t679 = _c701[_t675]
    except Exception:
        for _t677 in _st_zones[(2 + _i15l0)]:
            if (_c701[_t677] == _c701[_t675]):
                return True
        return False
    else:
        for _t677 in _st_zones[(2 + _i15l0)]:
            if (_c701[_t677] == _t679):
                return True
        return False

# <rulerun animalia.rules: collecting #172 playout 46d920d1>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k692)
    while (not not _st_zones[0]):
        _budget693[0] -= 1
        if _budget693[0] < 0: _spent694(st)
        _t667 = []
        for _t668 in (_o695[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t668)]) < 5):
                _t667.append(_t668)
        L[0] = _t667
        if (not (L[0] or ())):
            break
        _t670 = (L[0] or ())
        _budget693[0] -= len(_t670)
        if _budget693[0] < 0: _spent694(st)
        _t669 = None
        for _t671 in _t670:
            _t669 = _t671
            break
        L[1] = _t669
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text698(_audience696(st), [_PlayerRef697(L[1]), ' draws alone']))
            _t674 = _st_zones[0]
            _t673 = 1
            if _st_log is None and _t674:
                _t672 = _t674.pop(); _st_zones[_t673].append(_t672); st.loc[_t672] = _t673
            elif _t674:
                _move_cards699(st, _t674[-1], _t673, False)
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

# <rulerun animalia.rules: play #174 68837da8>
def _loop(st, p):
    _st_vars = st.vars
    _t689 = 0
    for _t688 in (_k724 or ()):
        _t689 += _st_vars[0 + p][_t688]
    return _t689

# <rulerun animalia.rules: play #175 027680f4>
def _loop(st, p):
    _st_vars = st.vars
    _t691 = 0
    for _t690 in (_k726 or ()):
        _t691 += _times727((_st_vars[0 + p][_t690] // 5), 5)
    return _t691

# <rulerun animalia.rules: rank #176 58124725>
def _native(st, p):
    return ((_t692 if -1000000000000000000 <= (_t692 := (_a725(st, p) + _a728(st, p))) <= 1000000000000000000 else _beyond729(_t692)), )

