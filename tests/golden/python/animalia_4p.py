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

# <rulerun animalia.rules: awards #93 1d4c1c2c>
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
                _st_vars[0 + _t258][_t265] = _st_vars[0 + _t258][_t265] + 1
        else:
            _t267 = (_k245 or [])
            _budget240[0] -= len(_t267)
            if _budget240[0] < 0: _spent241(st)
            for _t266 in _t267:
                L[26] = _t266
                L[27] = (L[19] or ()).count(_t266)
                if (L[27] >= 2):
                    _st_vars[0 + _t258][_t266] = _st_vars[0 + _t258][_t266] + L[27]
        if _st_log is not None: _st_log.append(_Text249(_audience246(st), [_PlayerRef247(_t258), ' medals: ', _plain248(_st_vars[0 + _t258])]))
    _t269 = (_k250 or [])
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
            _move_cards251(st, _st_zones[_t271][:], _t272, False)
    _t275 = 14
    _t276 = 0
    if _st_log is None and _t275 != _t276:
        _t277 = _st_zones[_t275]; _st_zones[_t276] += _t277
        for _t278 in _t277: _st_loc[_t278] = _t276
        _t277.clear()
    else:
        _move_cards251(st, _st_zones[_t275][:], _t276, False)

# <rulerun animalia.rules: awards #94 5ecca63f>
def _native(st, L):
    return _k252

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

# <rulerun animalia.rules: awards #98 d7e04d51>
def _native(st, L):
    return ((st.cvars[31 + L[1]] is None) and (len(st.zones[(2 + L[0])]) > _a253(st, L)))

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

# <rulerun animalia.rules: awards #102 fa4c1ecb>
def _native(st, L):
    return _k254

# <rulerun animalia.rules: awards #103 55e6a3cd>
def _native(st, L):
    return (2 + L[11])

# <rulerun animalia.rules: awards #104 7a6d4b27>
def _native(st, L):
    return ((_c255[L[14]] is None) and True)

# <rulerun animalia.rules: awards #105 4ce00cbc>
def _native(st, L):
    return _k256

# <rulerun animalia.rules: play #106 0a00a753>
def _native(st, L):
    st.vars[4] = _random_item257(st, _k258)

# <rulerun animalia.rules: play #107 a7be4db4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text261(_audience259(st), ['Season ', _plain260(L[2])]))
    _shuffle_zone262(st, 0)

# <rulerun animalia.rules: play #108 53bed05a>
def _loop(st, _t283):
    _t286 = 0
    for _t285 in st.zones[(2 + _t283)]:
        _t286 += _c269[_t285]
    return _t286

# <rulerun animalia.rules: play #109 4846cf6b>
def _loop(st, _t289):
    _t291 = 0
    for _t290 in st.zones[(2 + _t289)]:
        _t291 += _c274[_t290]
    return _t291

# <rulerun animalia.rules: play #110 8b8cdc87>
def _loop(st, _t296):
    _t298 = 0
    for _t297 in st.zones[(2 + _t296)]:
        _t298 += _c277[_t297]
    return _t298

# <rulerun animalia.rules: play #111 bf0921c5>
def _loop(st, _i6):
    _t301 = (_i6[4] or ())
    _budget280[0] -= len(_t301)
    if _budget280[0] < 0: _spent281(st)
    for _t302 in _t301:
        return _t302
    return None

# <rulerun animalia.rules: play #112 ca04ff43>
def _loop(st, _t307):
    _t309 = 0
    for _t308 in st.zones[(2 + _t307)]:
        _t309 += _c284[_t308]
    return _t309

# <rulerun animalia.rules: play #113 c06e493f>
def _loop(st, _t307):
    _t311 = 0
    for _t310 in st.zones[(2 + _t307)]:
        _t311 += _c286[_t310]
    return _t311

# <rulerun animalia.rules: play #114 c7ed8044>
def _loop(st, _t313):
    _t316 = 0
    for _t315 in st.zones[(2 + _t313)]:
        _t316 += _c289[_t315]
    return _t316

# <rulerun animalia.rules: play #115 edcd5c85>
def _native(st, L):
    if _p292(st, _k291[:]) == 3: return 3

# <rulerun animalia.rules: play #116 fbca34cd>
def _native(st, L):
    _st_vars = st.vars
    _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #117 a083b39f>
def _loop(st, _i8l0, _t327):
    _st_zones = st.zones
    try:
        _t331 = _c300[_t327]
    except Exception:
        for _t329 in _st_zones[(2 + _i8l0)]:
            if (_c300[_t329] == _c300[_t327]):
                return True
        return False
    else:
        for _t329 in _st_zones[(2 + _i8l0)]:
            if (_c300[_t329] == _t331):
                return True
        return False

# <rulerun animalia.rules: use_thief #118 playout, without a log 42d94635>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    if (not (len(_st_zones[(2 + _l0)]) < 5)):
        return 2
    _t340 = []
    for _t341 in (_k308 or []):
        if ((_t341 != _l0) and (not not _st_zones[(2 + _t341)])): _t340.append(_t341)
    if _offer310(st, L, _t340): raise _PlayoutCut309()
    if (L[1] is None):
        return 2
    _t342 = _st_zones[(2 + L[1])]
    _t343 = _l0
    _t344 = len(_t342)
    if not _t344: _no_option312(_t343, 'thief: take which card')
    if _t344 <= 1:
        L[2] = _t342[0] if _t344 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t345 = st.chooser(_t344, _t343)
        else:
            _t345 = _st_bits(_t344.bit_length())
            while _t345 >= _t344: _t345 = _st_bits(_t344.bit_length())
        L[2] = _t342[_t345]; st.decisions += 1
    elif _decide313(st, L, _t342[:], _t343): raise _PlayoutCut309()
    _t346 = L[2]
    _t347 = (2 + _l0)
    if type(_t346) is int:
        _t348 = _st_zones[_st_loc[_t346]]
        if _t348[-1] == _t346: _t348.pop()
        else: _t348.remove(_t346)
        _st_zones[_t347].append(_t346); _st_loc[_t346] = _t347
    elif _t346 is not None:
        _move_cards314(st, _t346, _t347, False)

# <rulerun animalia.rules: use_spy #119 playout, without a log 73cd5516>
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
    if not _t351: _no_option318(_t350, 'spy')
    if _t351 <= 1:
        L[1] = _t349[0] if _t351 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t352 = st.chooser(_t351, _t350)
        else:
            _t352 = _st_bits(_t351.bit_length())
            while _t352 >= _t351: _t352 = _st_bits(_t351.bit_length())
        L[1] = _t349[_t352]; st.decisions += 1
    elif _decide319(st, L, _t349, _t350): raise _PlayoutCut316()
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
        _move_cards320(st, _t353, _t354, False)
    while (not not _st_zones[(10 + _l0)]):
        _budget321[0] -= 1
        if _budget321[0] < 0: _spent322(st)
        _t357 = _st_zones[(10 + _l0)]
        _t358 = _l0
        _t359 = len(_t357)
        if not _t359: _no_option318(_t358, 'spy: put back next (the last one ends on top)')
        if _t359 <= 1:
            L[2] = _t357[0] if _t359 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t360 = st.chooser(_t359, _t358)
            else:
                _t360 = _st_bits(_t359.bit_length())
                while _t360 >= _t359: _t360 = _st_bits(_t359.bit_length())
            L[2] = _t357[_t360]; st.decisions += 1
        elif _decide324(st, L, _t357[:], _t358): raise _PlayoutCut316()
        _t361 = L[2]
        _t362 = 0
        if type(_t361) is int:
            _t363 = _st_zones[_st_loc[_t361]]
            if _t363[-1] == _t361: _t363.pop()
            else: _t363.remove(_t361)
            _st_zones[_t362].append(_t361); _st_loc[_t361] = _t362
        elif _t361 is not None:
            _move_cards320(st, _t361, _t362, False)

# <rulerun animalia.rules: use_gift #120 playout, without a log 506593bf>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    _t364 = []
    for _t365 in (_k326 or []):
        if ((_t365 != _l0) and (len(_st_zones[(2 + _t365)]) < 5)): _t364.append(_t365)
    if _offer328(st, L, _t364): raise _PlayoutCut327()
    if (L[1] is None):
        return 2
    _t366 = _st_zones[(2 + _l0)]
    _t367 = _l0
    _t368 = len(_t366)
    if not _t368: _no_option330(_t367, 'gift: which card')
    if _t368 <= 1:
        L[2] = _t366[0] if _t368 else None
    elif st.decisions < st.inline_until:
        if _st_bits is None: _t369 = st.chooser(_t368, _t367)
        else:
            _t369 = _st_bits(_t368.bit_length())
            while _t369 >= _t368: _t369 = _st_bits(_t368.bit_length())
        L[2] = _t366[_t369]; st.decisions += 1
    elif _decide331(st, L, _t366[:], _t367): raise _PlayoutCut327()
    _t370 = L[2]
    _t371 = (2 + L[1])
    if type(_t370) is int:
        _t372 = _st_zones[_st_loc[_t370]]
        if _t372[-1] == _t370: _t372.pop()
        else: _t372.remove(_t370)
        _st_zones[_t371].append(_t370); _st_loc[_t370] = _t371
    elif _t370 is not None:
        _move_cards332(st, _t370, _t371, False)

# <rulerun animalia.rules: take_lot #121 e387cb02>
def _loop(st, L, _t373):
    _l0 = L[0]
    _st_zones = st.zones
    try:
        _t377 = _c337[_t373]
    except Exception:
        for _t375 in _st_zones[(2 + _l0)]:
            if (_c337[_t375] == _c337[_t373]):
                return True
        return False
    else:
        for _t375 in _st_zones[(2 + _l0)]:
            if (_c337[_t375] == _t377):
                return True
        return False

# <rulerun animalia.rules: take_lot #122 playout, without a log 78c354b9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_zones = st.zones
    L[1] = []
    _t374 = (_st_zones[1][:] or [])
    _budget334[0] -= len(_t374)
    if _budget334[0] < 0: _spent335(st)
    for _t373 in _t374:
        L[4] = _t373
        if ((_c336[_t373] != 'plain') and _a338(st, L, _t373)):
            L[1] = (L[1] + [_t373])
            if len(L[1]) > 1000000: _too_long339(L[1])
        _t379 = _t373
        _t380 = (2 + _l0)
        if type(_t379) is int:
            _t381 = _st_zones[_st_loc[_t379]]
            if _t381[-1] == _t379: _t381.pop()
            else: _t381.remove(_t379)
            _st_zones[_t380].append(_t379); _st_loc[_t379] = _t380
        elif _t379 is not None:
            _move_cards340(st, _t379, _t380, False)
    while (not not (L[1] or ())):
        _budget334[0] -= 1
        if _budget334[0] < 0: _spent335(st)
        _t382 = (L[1] or [])
        _t383 = _l0
        _t384 = len(_t382)
        if not _t384: _no_option343(_t383, 'power to resolve next')
        if _t384 <= 1:
            L[5] = _t382[0] if _t384 else None
        elif st.decisions < st.inline_until:
            if _st_bits is None: _t385 = st.chooser(_t384, _t383)
            else:
                _t385 = _st_bits(_t384.bit_length())
                while _t385 >= _t384: _t385 = _st_bits(_t384.bit_length())
            L[5] = _t382[_t385]; st.decisions += 1
        elif _decide344(st, L, _t382, _t383): raise _PlayoutCut341()
        L[1] = _remove345(st, L[1], L[5])
        if (_c336[L[5]] == 'thief'):
            if _p346(st, [_l0, None, None]) == 3: return 3
        elif (_c336[L[5]] == 'spy'):
            if _p347(st, [_l0, None, None]) == 3: return 3
        else:
            if _p348(st, [_l0, None, None]) == 3: return 3

# <rulerun animalia.rules: offer #123 68c6ac23>
def _loop(st, _i9l0, _t395):
    _st_zones = st.zones
    try:
        _t399 = _c359[_t395]
    except Exception:
        for _t397 in _st_zones[(2 + _i9l0)]:
            if (_c359[_t397] == _c359[_t395]):
                return True
        return False
    else:
        for _t397 in _st_zones[(2 + _i9l0)]:
            if (_c359[_t397] == _t399):
                return True
        return False

# <rulerun animalia.rules: offer #124 4c41b486>
def _loop(st, _i10l0, _t408):
    _st_zones = st.zones
    try:
        _t412 = _c369[_t408]
    except Exception:
        for _t410 in _st_zones[(2 + _i10l0)]:
            if (_c369[_t410] == _c369[_t408]):
                return True
        return False
    else:
        for _t410 in _st_zones[(2 + _i10l0)]:
            if (_c369[_t410] == _t412):
                return True
        return False

# <rulerun animalia.rules: offer #125 playout, without a log e84f27d3>
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
        _budget351[0] -= 1
        if _budget351[0] < 0: _spent352(st)
        _t390 = (_o353[_l0] or [])
        _budget351[0] -= len(_t390)
        if _budget351[0] < 0: _spent352(st)
        for _t389 in _t390:
            L[3] = _t389
            if not (((len(_st_zones[(2 + _t389)]) < 5) and ((5 - len(_st_zones[(2 + _t389)])) >= len(_st_zones[1])))): continue
            _t391 = ['take', 'pass']
            _t392 = _t389
            _t393 = len(_t391)
            if not _t393: _no_option356(_t392, 'take the lot')
            if _t393 <= 1:
                L[4] = _t391[0] if _t393 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t394 = st.chooser(_t393, _t392)
                else:
                    _t394 = _st_bits(_t393.bit_length())
                    while _t394 >= _t393: _t394 = _st_bits(_t393.bit_length())
                L[4] = _t391[_t394]; st.decisions += 1
            elif _decide357(st, L, _t391, _t392): raise _PlayoutCut354()
            if (L[4] == 'take'):
                if _p368(st, [_t389, None, None, None, None, None]) == 3: return 3
                return 2
        if ((((5 - len(_st_zones[(2 + _l0)])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
            if _p368(st, [_l0, None, None, None, None, None]) == 3: return 3
            return 2
        _t423 = _st_zones[0]
        _t422 = 1
        if _t423:
            _t421 = _t423.pop(); _st_zones[_t422].append(_t421); _st_loc[_t421] = _t422

# <rulerun animalia.rules: play #126 f46f7ca3>
def _loop(st, _t428):
    _t430 = 0
    for _t429 in st.zones[(2 + _t428)]:
        _t430 += _c375[_t429]
    return _t430

# <rulerun animalia.rules: play #127 5a1d86c6>
def _loop(st, _t435):
    _t437 = 0
    for _t436 in st.zones[(2 + _t435)]:
        _t437 += _c378[_t436]
    return _t437

# <rulerun animalia.rules: give_bonus #128 06feb6d3>
def _loop(st, L):
    _t441 = 0
    for _t440 in st.zones[(2 + L[0])]:
        _t441 += _c380[_t440]
    return _t441

# <rulerun animalia.rules: give_bonus #129 playout, without a log f8ee6dcb>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    if (False and (_a381(st, L) <= 0)):
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
        _move_cards382(st, _t442, _t443, False)

# <rulerun animalia.rules: play #130 2d47b6ef>
def _loop(st, _i11):
    _t446 = (_i11[4] or ())
    _budget384[0] -= len(_t446)
    if _budget384[0] < 0: _spent385(st)
    for _t447 in _t446:
        return _t447
    return None

# <rulerun animalia.rules: play #131 3fb5517e>
def _loop(st, _t452):
    _t454 = 0
    for _t453 in st.zones[(2 + _t452)]:
        _t454 += _c388[_t453]
    return _t454

# <rulerun animalia.rules: play #132 f97fce0d>
def _loop(st, _t452):
    _t456 = 0
    for _t455 in st.zones[(2 + _t452)]:
        _t456 += _c390[_t455]
    return _t456

# <rulerun animalia.rules: play #133 4cde03c8>
def _loop(st, _t458):
    _t461 = 0
    for _t460 in st.zones[(2 + _t458)]:
        _t461 += _c393[_t460]
    return _t461

# <rulerun animalia.rules: elegance_bonuses #134 6ad964e1>
def _loop(st, _t466):
    _t468 = 0
    for _t467 in st.zones[(2 + _t466)]:
        _t468 += _c399[_t467]
    return _t468

# <rulerun animalia.rules: elegance_bonuses #135 3b13aed2>
def _loop(st, _t473):
    _t475 = 0
    for _t474 in st.zones[(2 + _t473)]:
        _t475 += _c402[_t474]
    return _t475

# <rulerun animalia.rules: elegance_bonuses #136 bc749bc6>
def _loop(st, L):
    _t478 = (L[4] or ())
    _budget405[0] -= len(_t478)
    if _budget405[0] < 0: _spent406(st)
    for _t479 in _t478:
        return _t479
    return None

# <rulerun animalia.rules: elegance_bonuses #137 c6643fc9>
def _loop(st, _t484):
    _t486 = 0
    for _t485 in st.zones[(2 + _t484)]:
        _t486 += _c409[_t485]
    return _t486

# <rulerun animalia.rules: elegance_bonuses #138 513ba417>
def _loop(st, _t484):
    _t488 = 0
    for _t487 in st.zones[(2 + _t484)]:
        _t488 += _c411[_t487]
    return _t488

# <rulerun animalia.rules: elegance_bonuses #139 80705df2>
def _loop(st, _t490):
    _t493 = 0
    for _t492 in st.zones[(2 + _t490)]:
        _t493 += _c414[_t492]
    return _t493

# <rulerun animalia.rules: elegance_bonuses #140 playout, without a log 0e53b02e>
def _native(st, L):
    _t463 = (_k395 or [])
    _budget396[0] -= len(_t463)
    if _budget396[0] < 0: _spent397(st)
    for _t462 in _t463:
        L[2] = _t462
        pass
    _t465 = (_k398 or ())
    _budget396[0] -= len(_t465)
    if _budget396[0] < 0: _spent397(st)
    _t464 = None
    for _t466 in _t465:
        _t469 = _a400(st, _t466)
        if _t464 is None or _t469 > _t464:
            _t464 = _t469
    L[3] = _t464
    _t471 = L[3]
    _t472 = (_k401 or ())
    _budget396[0] -= len(_t472)
    if _budget396[0] < 0: _spent397(st)
    _t470 = []
    for _t473 in _t472:
        if (_a403(st, _t473) == _t471):
            _t470.append(_t473)
    L[4] = _t470
    if (len((L[4] or ())) > 1):
        _t477 = (L[4] or [])
        _budget396[0] -= len(_t477)
        if _budget396[0] < 0: _spent397(st)
        for _t476 in _t477:
            L[7] = _t476
            if _p404(st, [_t476, 1]) == 3: return 3
    else:
        if _p404(st, [_a407(st, L), 2]) == 3: return 3
        _t482 = L[3]
        _t483 = (_k408 or ())
        _budget396[0] -= len(_t483)
        if _budget396[0] < 0: _spent397(st)
        _t481 = None
        for _t484 in _t483:
            if (_a410(st, _t484) < _t482):
                _t489 = _a412(st, _t484)
                if _t481 is None or _t489 > _t481:
                    _t481 = _t489
        L[8] = _t481
        _t491 = (_k413 or [])
        _budget396[0] -= len(_t491)
        if _budget396[0] < 0: _spent397(st)
        for _t490 in _t491:
            L[11] = _t490
            if not (((L[8] is not None) and (_a415(st, _t490) == L[8]))): continue
            if _p404(st, [_t490, 1]) == 3: return 3

# <rulerun animalia.rules: play #141 d4544b7b>
def _loop(st, _t494):
    _st_cvars = st.cvars
    _t498 = 0
    for _t497 in st.zones[(6 + _t494)]:
        if (_st_cvars[31 + _t497] is not None):
            _t498 += 1
    return _t498

# <rulerun animalia.rules: play #142 a83d3ea1>
def _loop(st, _t494, _t501):
    _st_cvars = st.cvars
    for _t502 in st.zones[(6 + _t494)]:
        if (_st_cvars[31 + _t502] == _t501):
            return True
    return False

# <rulerun animalia.rules: awards #143 9b13e8fc>
def _loop(st, _t544):
    _st_cvars = st.cvars
    _t548 = 0
    for _t547 in st.zones[(6 + _t544)]:
        if (_st_cvars[31 + _t547] is not None):
            _t548 += 1
    return _t548

# <rulerun animalia.rules: awards #144 47c329a0>
def _loop(st, _t544, _t551):
    _st_cvars = st.cvars
    for _t552 in st.zones[(6 + _t544)]:
        if (_st_cvars[31 + _t552] == _t551):
            return True
    return False

# <rulerun animalia.rules: awards #145 playout, without a log add5bd3f>
def _native(st, L):
    _st_bits = st.bits
    _st_cvars = st.cvars
    _st_loc = st.loc
    _st_vars = st.vars
    _st_zones = st.zones
    for _t544 in (_k435 or []):
        st.thread_player = st.inline_thread = _t544
        _i14 = L[:]; _i14[0] = _t544
        while True:
            _budget436[0] -= 1
            if _budget436[0] < 0: _spent437(st)
            _t549 = _NOT_YET
            _t545 = []
            for _t546 in _st_zones[(6 + _t544)]:
                if ((_st_cvars[31 + _t546] is None) and (len(_st_zones[(2 + _t544)]) > (_t549 if _t549 is not _NOT_YET else (_t549 := _a438(st, _t544))))): _t545.append(_t546)
            if _offer440(st, _i14, _t545): raise _PlayoutCut439()
            if (_i14[1] is None):
                break
            _t550 = []
            for _t551 in _st_zones[(2 + _t544)]:
                if (not _a441(st, _t544, _t551)): _t550.append(_t551)
            _t554 = _t544
            _t555 = len(_t550)
            if not _t555: _no_option443(_t554, 'the card it replaces')
            if _t555 <= 1:
                _i14[2] = _t550[0] if _t555 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t556 = st.chooser(_t555, _t554)
                else:
                    _t556 = _st_bits(_t555.bit_length())
                    while _t556 >= _t555: _t556 = _st_bits(_t555.bit_length())
                _i14[2] = _t550[_t556]; st.decisions += 1
            elif _decide444(st, _i14, _t550, _t554): raise _PlayoutCut439()
            _st_cvars[31 + _i14[1]] = _i14[2]
    st.thread_player = st.inline_thread = None
    _t558 = (_k445 or [])
    _budget436[0] -= len(_t558)
    if _budget436[0] < 0: _spent437(st)
    for _t557 in _t558:
        L[5] = _t557
        for _t559 in _st_zones[(6 + _t557)][:]:
            L[8] = _t559
            if not ((_st_cvars[31 + _t559] is not None)): continue
            _t560 = _st_cvars[31 + _t559]
            _t561 = 14
            if type(_t560) is int:
                _t562 = _st_zones[_st_loc[_t560]]
                if _t562[-1] == _t560: _t562.pop()
                else: _t562.remove(_t560)
                _st_zones[_t561].append(_t560); _st_loc[_t560] = _t561
            elif _t560 is not None:
                _move_cards446(st, _t560, _t561, False)
            _st_cvars[31 + _t559] = None
            _t563 = _t559
            _t564 = (2 + _t557)
            if type(_t563) is int:
                _t565 = _st_zones[_st_loc[_t563]]
                if _t565[-1] == _t563: _t565.pop()
                else: _t565.remove(_t563)
                _st_zones[_t564].append(_t563); _st_loc[_t563] = _t564
            elif _t563 is not None:
                _move_cards446(st, _t563, _t564, False)
    _t567 = (_k447 or [])
    _budget436[0] -= len(_t567)
    if _budget436[0] < 0: _spent437(st)
    for _t566 in _t567:
        L[11] = _t566
        for _t568 in _st_zones[(2 + _t566)][:]:
            L[14] = _t568
            if not (((_c448[_t568] is None) and True)): continue
            _t569 = (_k449 or [])
            _t570 = _t566
            _t571 = len(_t569)
            if not _t571: _no_option443(_t570, "the owl's species")
            if _t571 <= 1:
                L[15] = _t569[0] if _t571 else None
            elif st.decisions < st.inline_until:
                if _st_bits is None: _t572 = st.chooser(_t571, _t570)
                else:
                    _t572 = _st_bits(_t571.bit_length())
                    while _t572 >= _t571: _t572 = _st_bits(_t571.bit_length())
                L[15] = _t569[_t572]; st.decisions += 1
            elif _decide451(st, L, _t569, _t570): raise _PlayoutCut439()
            _st_cvars[_t568] = L[15]
    _t574 = (_k452 or [])
    _budget436[0] -= len(_t574)
    if _budget436[0] < 0: _spent437(st)
    for _t573 in _t574:
        L[18] = _t573
        _t575 = []
        for _t576 in _st_zones[(2 + _t573)]:
            _t575.append((_st_cvars[_t576] if (_c448[_t576] is None) else _c448[_t576]))
        L[19] = _t575
        _t578 = L[19]
        _t577 = 0
        for _t579 in (_k453 or ()):
            if (_t579 in (_t578 or ())):
                _t577 += 1
        L[20] = _t577
        if ((len(_st_zones[(2 + _t573)]) == 5) and (L[20] == 5)):
            for _t580 in (_k454 or []):
                L[23] = _t580
                _st_vars[0 + _t573][_t580] = _st_vars[0 + _t573][_t580] + 1
        else:
            _t582 = (_k455 or [])
            _budget436[0] -= len(_t582)
            if _budget436[0] < 0: _spent437(st)
            for _t581 in _t582:
                L[26] = _t581
                L[27] = (L[19] or ()).count(_t581)
                if (L[27] >= 2):
                    _st_vars[0 + _t573][_t581] = _st_vars[0 + _t573][_t581] + L[27]
    _t584 = (_k456 or [])
    _budget436[0] -= len(_t584)
    if _budget436[0] < 0: _spent437(st)
    for _t583 in _t584:
        L[30] = _t583
        for _t585 in _st_zones[(2 + _t583)][:]:
            L[33] = _t585
            _st_cvars[_t585] = None
        _t586 = (2 + _t583)
        _t587 = 0
        if _t586 != _t587:
            _t588 = _st_zones[_t586]; _st_zones[_t587] += _t588
            for _t589 in _t588: _st_loc[_t589] = _t587
            _t588.clear()
        else:
            _move_cards446(st, _st_zones[_t586][:], _t587, False)
    _t590 = 14
    _t591 = 0
    if _t590 != _t591:
        _t592 = _st_zones[_t590]; _st_zones[_t591] += _t592
        for _t593 in _t592: _st_loc[_t593] = _t591
        _t592.clear()
    else:
        _move_cards446(st, _st_zones[_t590][:], _t591, False)

# <rulerun animalia.rules: play #146 5a636996>
def _native(st, L):
    _st_vars = st.vars
    _st_zones = st.zones
    if st.log is not None or st.thread_player is not None: return 4
    _t318 = (_range293(1, 3) or [])
    _budget294[0] -= len(_t318)
    if _budget294[0] < 0: _spent295(st)
    for _t317 in _t318:
        L[2] = _t317
        _shuffle_zone296(st, 0)
        _i7 = [None, None]
        while (not not _st_zones[0]):
            _budget294[0] -= 1
            if _budget294[0] < 0: _spent295(st)
            _t319 = []
            for _t320 in (_o297[_st_vars[4]] or ()):
                if (len(_st_zones[(2 + _t320)]) < 5):
                    _t319.append(_t320)
            _i7[0] = _t319
            if (not (_i7[0] or ())):
                break
            _t322 = (_i7[0] or ())
            _budget294[0] -= len(_t322)
            if _budget294[0] < 0: _spent295(st)
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
                if _p349(st, [_i7[1], None, None, None, None, None]) == 3: return 3
            else:
                if _p372(st, [_i7[1], None, None, None, None]) == 3: return 3
            _st_vars[4] = ((_i7[1] + 1) % 4)
        if _p417(st, _k416[:]) == 3: return 3
        if _p458(st, _k457[:]) == 3: return 3
        _st_vars[4] = ((_st_vars[5] + 1) % 4)

# <rulerun animalia.rules: play #147 a76e6bae>
def _loop(st, _t594):
    _st_vars = st.vars
    _t597 = 0
    for _t596 in (_k465 or ()):
        _t597 += _times466((_st_vars[0 + _t594][_t596] // 5), 5)
    return _t597

# <rulerun animalia.rules: play #148 4181c9e2>
def _loop(st, _t594):
    _st_vars = st.vars
    _t599 = 0
    for _t598 in (_k468 or ()):
        _t599 += _st_vars[0 + _t594][_t598]
    return _t599

# <rulerun animalia.rules: play #149 03aa31de>
def _loop(st, _t594):
    _st_vars = st.vars
    _t601 = 0
    for _t600 in (_k470 or ()):
        _t601 += _times471((_st_vars[0 + _t594][_t600] // 5), 5)
    return _t601

# <rulerun animalia.rules: play #150 9a73830e>
def _native(st, L):
    _st_log = st.log
    _t595 = (_k459 or [])
    _budget460[0] -= len(_t595)
    if _budget460[0] < 0: _spent461(st)
    for _t594 in _t595:
        L[5] = _t594
        if _st_log is not None: _st_log.append(_Text473(_audience462(st), [_PlayerRef463(_t594), ': medals ', _plain464(st.vars[0 + _t594]), '; bonus ', _plain464(_a467(st, _t594)), '; total ', _plain464((_a469(st, _t594) + _a472(st, _t594)))]))
    _end_game474(st, None, False); return 3

# <rulerun animalia.rules: play #151 6fb91704>
def _native(st, L):
    return _range475(1, 3)

# <rulerun animalia.rules: collecting #152 4d7cebe9>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT476[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k479)
            pc = 1
        if pc == 1:
            if (not not st.zones[0]):
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run480(st, L)
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
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[1], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit483(_k484)
            fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            _a = [L[1], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit483(_k485)
            fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run486(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit478(_k, st, _d0): raise _Runaway477()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k487)

# <rulerun animalia.rules: offer #153 8c243e1f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT488[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run491(st, L)
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
            L[1] = (_o492[L[0]] or []); L[2] = 0
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
            if not _t603: _no_option494(_t602, 'take the lot')
            if _t603 <= 1 and _st_log is None:
                L[4] = _o[0] if _t603 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t604 = st.chooser(_t603, _t602)
                else:
                    _t604 = _st_bits(_t603.bit_length())
                    while _t604 >= _t603: _t604 = _st_bits(_t603.bit_length())
                L[4] = _o[_t604]; st.decisions += 1
            elif _decide495(st, L, _o, _t602): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[3], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit496(_k497)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run498(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit490(_k, st, _d0): raise _Runaway489()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run499(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit496(_k500)
            fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run501(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run502(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit490(_k, st, _d0): raise _Runaway489()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k503)

# <rulerun animalia.rules: take_lot #154 08ef5be4>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT504[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run507(st, L)
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
            _t605 = L[0]
            _t606 = len(_o)
            if not _t606: _no_option509(_t605, 'power to resolve next')
            if _t606 <= 1 and _st_log is None:
                L[5] = _o[0] if _t606 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t607 = st.chooser(_t606, _t605)
                else:
                    _t607 = _st_bits(_t606.bit_length())
                    while _t607 >= _t606: _t607 = _st_bits(_t606.bit_length())
                L[5] = _o[_t607]; st.decisions += 1
            elif _decide510(st, L, _o, _t605): return True
            pc = 3
        if pc == 3:
            _r = _run511(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c512[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit513(_k514)
            fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c512[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit513(_k515)
            fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit513(_k516)
            fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit506(_k, st, _d0): raise _Runaway505()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k517)

# <rulerun animalia.rules: use_thief #155 f0e52e1e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = []
            for _t608 in (_k521 or []):
                if ((_t608 != L[0]) and (not not _st_zones[(2 + _t608)])): _o.append(_t608)
            fr[1] = 2
            if _offer522(st, L, _o): return True
            pc = 2
        if pc == 2:
            _r = _run523(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[1])]
            fr[1] = 4
            _t609 = L[0]
            _t610 = len(_o)
            if not _t610: _no_option525(_t609, 'thief: take which card')
            if _t610 <= 1 and _st_log is None:
                L[2] = _o[0] if _t610 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t611 = st.chooser(_t610, _t609)
                else:
                    _t611 = _st_bits(_t610.bit_length())
                    while _t611 >= _t610: _t611 = _st_bits(_t610.bit_length())
                L[2] = _o[_t611]; st.decisions += 1
            elif _decide526(st, L, _o[:], _t609): return True
            pc = 4
        if pc == 4:
            _r = _run527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k528)

# <rulerun animalia.rules: use_spy #156 027c86ed>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT529[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run532(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t612 = L[0]
            _t613 = len(_o)
            if not _t613: _no_option534(_t612, 'spy')
            if _t613 <= 1 and _st_log is None:
                L[1] = _o[0] if _t613 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t614 = st.chooser(_t613, _t612)
                else:
                    _t614 = _st_bits(_t613.bit_length())
                    while _t614 >= _t613: _t614 = _st_bits(_t613.bit_length())
                L[1] = _o[_t614]; st.decisions += 1
            elif _decide535(st, L, _o, _t612): return True
            pc = 2
        if pc == 2:
            _r = _run536(st, L)
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
            _t615 = L[0]
            _t616 = len(_o)
            if not _t616: _no_option534(_t615, 'spy: put back next (the last one ends on top)')
            if _t616 <= 1 and _st_log is None:
                L[2] = _o[0] if _t616 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t617 = st.chooser(_t616, _t615)
                else:
                    _t617 = _st_bits(_t616.bit_length())
                    while _t617 >= _t616: _t617 = _st_bits(_t616.bit_length())
                L[2] = _o[_t617]; st.decisions += 1
            elif _decide538(st, L, _o[:], _t615): return True
            pc = 5
        if pc == 5:
            _r = _run539(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit531(_k, st, _d0): raise _Runaway530()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k540)

# <rulerun animalia.rules: use_gift #157 93aaed0b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _o = []
            for _t618 in (_k543 or []):
                if ((_t618 != L[0]) and (len(_st_zones[(2 + _t618)]) < 5)): _o.append(_t618)
            fr[1] = 1
            if _offer544(st, L, _o): return True
            pc = 1
        if pc == 1:
            _r = _run545(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = _st_zones[(2 + L[0])]
            fr[1] = 3
            _t619 = L[0]
            _t620 = len(_o)
            if not _t620: _no_option547(_t619, 'gift: which card')
            if _t620 <= 1 and _st_log is None:
                L[2] = _o[0] if _t620 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t621 = st.chooser(_t620, _t619)
                else:
                    _t621 = _st_bits(_t620.bit_length())
                    while _t621 >= _t620: _t621 = _st_bits(_t620.bit_length())
                L[2] = _o[_t621]; st.decisions += 1
            elif _decide548(st, L, _o[:], _t619): return True
            pc = 3
        if pc == 3:
            _r = _run549(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k550)

# <rulerun animalia.rules: elegance_bonuses #158 ae8d40cb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k554)

# <rulerun animalia.rules: give_bonus #159 26c94c81>
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

# <rulerun animalia.rules: awards #160 637d3924>
def _loop(st, L):
    _st_cvars = st.cvars
    _t624 = 0
    for _t623 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t623] is not None):
            _t624 += 1
    return _t624

# <rulerun animalia.rules: awards #161 1527f16a>
def _loop(st, L, _t626):
    _st_cvars = st.cvars
    for _t627 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t627] == _t626):
            return True
    return False

# <rulerun animalia.rules: awards #162 84f86ed5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT559[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k562)
            fr[1] = 2
            if _step563(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t625 = _NOT_YET
            _o = []
            for _t622 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t622] is None) and (len(_st_zones[(2 + L[0])]) > (_t625 if _t625 is not _NOT_YET else (_t625 := _a564(st, L))))): _o.append(_t622)
            fr[1] = 4
            if _offer565(st, L, _o): return True
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
            for _t626 in _st_zones[(2 + L[0])]:
                if (not _a566(st, L, _t626)): _o.append(_t626)
            fr[1] = 8
            _t629 = L[0]
            _t630 = len(_o)
            if not _t630: _no_option568(_t629, 'the card it replaces')
            if _t630 <= 1 and _st_log is None:
                L[2] = _o[0] if _t630 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t631 = st.chooser(_t630, _t629)
                else:
                    _t631 = _st_bits(_t630.bit_length())
                    while _t631 >= _t630: _t631 = _st_bits(_t630.bit_length())
                L[2] = _o[_t631]; st.decisions += 1
            elif _decide569(st, L, _o, _t629): return True
            pc = 8
        if pc == 8:
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[9] = (_k572 or []); L[10] = 0
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
                if ((_c573[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k574 or [])
            fr[1] = 17
            _t632 = L[11]
            _t633 = len(_o)
            if not _t633: _no_option568(_t632, "the owl's species")
            if _t633 <= 1 and _st_log is None:
                L[15] = _o[0] if _t633 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t634 = st.chooser(_t633, _t632)
                else:
                    _t634 = _st_bits(_t633.bit_length())
                    while _t634 >= _t633: _t634 = _st_bits(_t633.bit_length())
                L[15] = _o[_t634]; st.decisions += 1
            elif _decide576(st, L, _o, _t632): return True
            pc = 17
        if pc == 17:
            _r = _run577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 20:
            _r = _run578(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k579)

# <rulerun animalia.rules: play #163 519dd632>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT580[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run583(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[0] = (_range584(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run585(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None]
            if len(st.cur) >= 500: raise _RuleLimit586(_k587)
            fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run588(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit586(_k589)
            fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit582(_k, st, _d0): raise _Runaway581()
            continue
        if pc == 9:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step592(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k593)

# <rulerun animalia.rules: collecting #164 3b41ffe7>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT594[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k597)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region598(st, L)
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
            _r = _run599(st, L)
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
            _r = _run600(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (len((L[0] or ())) == 1):
                pc = 8
            else:
                pc = 11
        if pc == 8:
            _r = _run601(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p602(st, [L[1], None, None, None, None, None]) == 3: return True
                pc = 10
            else:
                _a = [L[1], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit603(_k604)
                fr[1] = 10; st.cur.append([2, 0, _a]); return None
        if pc == 10:
            pc = 12
        if pc == 11:
            if st.thread_player == st.inline_thread:
                if _p605(st, [L[1], None, None, None, None]) == 3: return True
                pc = 12
            else:
                _a = [L[1], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit603(_k606)
                fr[1] = 12; st.cur.append([1, 0, _a]); return None
        if pc == 12:
            _r = _run607(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit596(_k, st, _d0): raise _Runaway595()
            continue
        if pc == 14:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k608)

# <rulerun animalia.rules: offer #165 697d7591>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT609[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run612(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region613(st, L)
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
            L[1] = (_o614[L[0]] or []); L[2] = 0
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
            _t635 = L[3]
            _t636 = len(_o)
            if not _t636: _no_option616(_t635, 'take the lot')
            if _t636 <= 1 and _st_log is None:
                L[4] = _o[0] if _t636 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t637 = st.chooser(_t636, _t635)
                else:
                    _t637 = _st_bits(_t636.bit_length())
                    while _t637 >= _t636: _t637 = _st_bits(_t636.bit_length())
                L[4] = _o[_t637]; st.decisions += 1
            elif _decide617(st, L, _o, _t635): return True
            pc = 5
        if pc == 5:
            if (L[4] == 'take'):
                pc = 6
            else:
                pc = 9
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p618(st, [L[3], None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[3], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit619(_k620)
                fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run621(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 3
            _k += 1
            if _k > _lim and _over_limit611(_k, st, _d0): raise _Runaway610()
            continue
        if pc == 10:
            if ((((5 - len(_st_zones[(2 + L[0])])) == len(_st_zones[1])) or (len(_st_zones[1]) == 3)) or (not _st_zones[0])):
                pc = 11
            else:
                pc = 15
        if pc == 11:
            _r = _run622(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p618(st, [L[0], None, None, None, None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit619(_k623)
                fr[1] = 13; st.cur.append([2, 0, _a]); return None
        if pc == 13:
            _r = _run624(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
        if pc == 15:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit611(_k, st, _d0): raise _Runaway610()
            continue
        if pc == 17:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k626)

# <rulerun animalia.rules: take_lot #166 206bcc1d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT627[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run630(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region631(st, L)
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
            _t638 = L[0]
            _t639 = len(_o)
            if not _t639: _no_option633(_t638, 'power to resolve next')
            if _t639 <= 1 and _st_log is None:
                L[5] = _o[0] if _t639 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t640 = st.chooser(_t639, _t638)
                else:
                    _t640 = _st_bits(_t639.bit_length())
                    while _t640 >= _t639: _t640 = _st_bits(_t639.bit_length())
                L[5] = _o[_t640]; st.decisions += 1
            elif _decide634(st, L, _o, _t638): return True
            pc = 3
        if pc == 3:
            _r = _run635(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c636[L[5]] == 'thief'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p637(st, [L[0], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit638(_k639)
                fr[1] = 6; st.cur.append([3, 0, _a]); return None
        if pc == 6:
            pc = 11
        if pc == 7:
            if (_c636[L[5]] == 'spy'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            if st.thread_player == st.inline_thread:
                if _p640(st, [L[0], None, None]) == 3: return True
                pc = 9
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit638(_k641)
                fr[1] = 9; st.cur.append([4, 0, _a]); return None
        if pc == 9:
            pc = 11
        if pc == 10:
            if st.thread_player == st.inline_thread:
                if _p642(st, [L[0], None, None]) == 3: return True
                pc = 11
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit638(_k643)
                fr[1] = 11; st.cur.append([5, 0, _a]); return None
        if pc == 11:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit629(_k, st, _d0): raise _Runaway628()
            continue
        if pc == 12:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k644)

# <rulerun animalia.rules: use_spy #167 86191c7b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT645[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run648(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _o = ['look', 'skip']
            fr[1] = 2
            _t641 = L[0]
            _t642 = len(_o)
            if not _t642: _no_option650(_t641, 'spy')
            if _t642 <= 1 and _st_log is None:
                L[1] = _o[0] if _t642 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t643 = st.chooser(_t642, _t641)
                else:
                    _t643 = _st_bits(_t642.bit_length())
                    while _t643 >= _t642: _t643 = _st_bits(_t642.bit_length())
                L[1] = _o[_t643]; st.decisions += 1
            elif _decide651(st, L, _o, _t641): return True
            pc = 2
        if pc == 2:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
        if pc == 3 and st.thread_player == st.inline_thread:
            _r = _region653(st, L)
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
            _t644 = L[0]
            _t645 = len(_o)
            if not _t645: _no_option650(_t644, 'spy: put back next (the last one ends on top)')
            if _t645 <= 1 and _st_log is None:
                L[2] = _o[0] if _t645 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t646 = st.chooser(_t645, _t644)
                else:
                    _t646 = _st_bits(_t645.bit_length())
                    while _t646 >= _t645: _t646 = _st_bits(_t645.bit_length())
                L[2] = _o[_t646]; st.decisions += 1
            elif _decide655(st, L, _o[:], _t644): return True
            pc = 5
        if pc == 5:
            _r = _run656(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit647(_k, st, _d0): raise _Runaway646()
            continue
        if pc == 7:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k657)

# <rulerun animalia.rules: awards #168 58694fff>
def _loop(st, L):
    _st_cvars = st.cvars
    _t649 = 0
    for _t648 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t648] is not None):
            _t649 += 1
    return _t649

# <rulerun animalia.rules: awards #169 8068235a>
def _loop(st, L, _t651):
    _st_cvars = st.cvars
    for _t652 in st.zones[(6 + L[0])]:
        if (_st_cvars[31 + _t652] == _t651):
            return True
    return False

# <rulerun animalia.rules: awards #170 ca4f247d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT658[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k661)
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region662(st, L)
            if _r is None:
                pc = 11
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            fr[1] = 2
            if _step663(st, fr): return True
            return None
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 10
        if pc == 3:
            _t650 = _NOT_YET
            _o = []
            for _t647 in _st_zones[(6 + L[0])]:
                if ((st.cvars[31 + _t647] is None) and (len(_st_zones[(2 + L[0])]) > (_t650 if _t650 is not _NOT_YET else (_t650 := _a664(st, L))))): _o.append(_t647)
            fr[1] = 4
            if _offer665(st, L, _o): return True
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
            for _t651 in _st_zones[(2 + L[0])]:
                if (not _a666(st, L, _t651)): _o.append(_t651)
            fr[1] = 8
            _t654 = L[0]
            _t655 = len(_o)
            if not _t655: _no_option668(_t654, 'the card it replaces')
            if _t655 <= 1 and _st_log is None:
                L[2] = _o[0] if _t655 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t656 = st.chooser(_t655, _t654)
                else:
                    _t656 = _st_bits(_t655.bit_length())
                    while _t656 >= _t655: _t656 = _st_bits(_t655.bit_length())
                L[2] = _o[_t656]; st.decisions += 1
            elif _decide669(st, L, _o, _t654): return True
            pc = 8
        if pc == 8:
            _r = _run670(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit660(_k, st, _d0): raise _Runaway659()
            continue
        if pc == 10:
            st.cur.pop(); return None
        if pc == 11:
            _r = _run671(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 12
        if pc == 12 and st.thread_player == st.inline_thread:
            _r = _region672(st, L)
            if _r is None:
                pc = 20
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 12:
            L[9] = (_k673 or []); L[10] = 0
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
                if ((_c674[L[14]] is None) and True):
                    pc = 16; break
            L[13] = _i
        if pc == 16:
            _o = (_k675 or [])
            fr[1] = 17
            _t657 = L[11]
            _t658 = len(_o)
            if not _t658: _no_option668(_t657, "the owl's species")
            if _t658 <= 1 and _st_log is None:
                L[15] = _o[0] if _t658 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t659 = st.chooser(_t658, _t657)
                else:
                    _t659 = _st_bits(_t658.bit_length())
                    while _t659 >= _t658: _t659 = _st_bits(_t658.bit_length())
                L[15] = _o[_t659]; st.decisions += 1
            elif _decide677(st, L, _o, _t657): return True
            pc = 17
        if pc == 17:
            _r = _run678(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 15
            _k += 1
            if _k > _lim and _over_limit660(_k, st, _d0): raise _Runaway659()
            continue
        if pc == 19:
            pc = 13
            _k += 1
            if _k > _lim and _over_limit660(_k, st, _d0): raise _Runaway659()
            continue
        if pc == 20:
            _r = _run679(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k680)

# <rulerun animalia.rules: collecting #171 81431fc4>
def _loop(st, _i15l0, _t668):
    _st_zones = st.zones
    try:
        _t672 = _c697[_t668]
    except Exception:
        for _t670 in _st_zones[(2 + _i15l0)]:
            if (_c697[_t670] == _c697[_t668]):
                return True
        return False
    else:
        for _t670 in _st_zones[(2 + _i15l0)]:
            if (_c697[_t670] == _t672):
                return True
        return False

# <rulerun animalia.rules: collecting #172 playout a7fd2009>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k688)
    while (not not _st_zones[0]):
        _budget689[0] -= 1
        if _budget689[0] < 0: _spent690(st)
        _t660 = []
        for _t661 in (_o691[_st_vars[4]] or ()):
            if (len(_st_zones[(2 + _t661)]) < 5):
                _t660.append(_t661)
        L[0] = _t660
        if (not (L[0] or ())):
            break
        _t663 = (L[0] or ())
        _budget689[0] -= len(_t663)
        if _budget689[0] < 0: _spent690(st)
        _t662 = None
        for _t664 in _t663:
            _t662 = _t664
            break
        L[1] = _t662
        _st_vars[5] = L[1]
        if (len((L[0] or ())) == 1):
            if _st_log is not None: _st_log.append(_Text694(_audience692(st), [_PlayerRef693(L[1]), ' draws alone']))
            _t667 = _st_zones[0]
            _t666 = 1
            if _st_log is None and _t667:
                _t665 = _t667.pop(); _st_zones[_t666].append(_t665); st.loc[_t665] = _t666
            elif _t667:
                _move_cards695(st, _t667[-1], _t666, False)
            if _p708(st, [L[1], None, None, None, None, None]) == 3: return 3
        else:
            if _p709(st, [L[1], None, None, None, None]) == 3: return 3
        _st_vars[4] = ((L[1] + 1) % 4)

# <rulerun animalia.rules: play #173 9e84c9e8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT681[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run684(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region685(st, L)
            if _r is None:
                pc = 9
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[0] = (_range686(1, 3) or []); L[1] = 0
            pc = 2
        if pc == 2:
            _s = L[0]; _i = L[1]; _n = len(_s); pc = 9
            while _i < _n:
                L[2] = _s[_i]; _i += 1
                pc = 3; break
            L[1] = _i
        if pc == 3:
            _r = _run687(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p710(st, [None, None]) == 3: return True
                pc = 5
            else:
                _a = [None, None]
                if len(st.cur) >= 500: raise _RuleLimit711(_k712)
                fr[1] = 5; st.cur.append([0, 0, _a]); return None
        if pc == 5:
            _r = _run713(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player is None and st.log is None:
                if _p714(st, [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 7
            else:
                _a = [None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit711(_k715)
                fr[1] = 7; st.cur.append([8, 0, _a]); return None
        if pc == 7:
            _r = _run716(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit683(_k, st, _d0): raise _Runaway682()
            continue
        if pc == 9:
            _r = _run717(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            fr[1] = 11
            if _step718(st, fr): return True
            pc = 11
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k719)

# <rulerun animalia.rules: play #174 660718b3>
def _loop(st, p):
    _st_vars = st.vars
    _t682 = 0
    for _t681 in (_k720 or ()):
        _t682 += _st_vars[0 + p][_t681]
    return _t682

# <rulerun animalia.rules: play #175 56dfa1ac>
def _loop(st, p):
    _st_vars = st.vars
    _t684 = 0
    for _t683 in (_k722 or ()):
        _t684 += _times723((_st_vars[0 + p][_t683] // 5), 5)
    return _t684

# <rulerun animalia.rules: rank #176 c3a93f3f>
def _native(st, p):
    return ((_a721(st, p) + _a724(st, p)), )

