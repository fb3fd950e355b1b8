# <rulerun go_fish.rules: lay_book #0 823b606f>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t0 = 0
    for _t1 in _st_zones[(1 + _l0)]:
        if (_c0[_t1] == _l1):
            _t0 += 1
    if (_t0 == 4):
        _t4 = []
        for _t5 in _st_zones[(1 + _l0)]:
            if (_c0[_t5] == _l1):
                _t4.append(_t5)
        _t2 = _t4
        _t3 = (4 + _l0)
        if type(_t2) is list and _st_log is None:
            for _t6 in _t2:
                _t7 = _st_zones[_st_loc[_t6]]
                if _t7[-1] == _t6: _t7.pop()
                else: _t7.remove(_t6)
                _st_zones[_t3].append(_t6); _st_loc[_t6] = _t3
        elif _t2 is not None:
            _move_cards1(st, _t2, _t3, False)
        if _st_log is not None: _st_log.append(_Text5(_audience2(st), [_PlayerRef3(_l0), ' lays down a book of ', _plain4(_l1), 's']))

# <rulerun go_fish.rules: turn #1 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun go_fish.rules: turn #2 7897bfcd>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[(1 + _l0)]):
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text8(_audience6(st), [_PlayerRef7(_l0), ' has no cards and the stock is empty: ', _PlayerRef7(_l0), ' sits out']))
            return 2
        if _st_log is not None: _st_log.append(_Text8(_audience6(st), [_PlayerRef7(_l0), ' has no cards and draws one']))
        _t10 = _st_zones[0]
        _t9 = (1 + _l0)
        if _st_log is None and _t10:
            _t8 = _t10.pop(); _st_zones[_t9].append(_t8); st.loc[_t8] = _t9
        elif _t10:
            _move_cards9(st, _t10[-1], _t9, False)
    _t11 = []
    for _t12 in (_k10 or ()):
        if ((_t12 != _l0) and (not not _st_zones[(1 + _t12)])):
            _t11.append(_t12)
    L[2] = _t11

# <rulerun go_fish.rules: turn #3 97804e84>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[3] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t13 = L[3]
    _t14 = (1 + _l0)
    if type(_t13) is int and _st_log is None:
        _t15 = _st_zones[_st_loc[_t13]]
        if _t15[-1] == _t13: _t15.pop()
        else: _t15.remove(_t13)
        _st_zones[_t14].append(_t13); _st_loc[_t13] = _t14
    elif _t13 is not None:
        _move_cards11(st, _t13, _t14, False)
    _i0l0 = _l0
    _i0l1 = _c12[L[3]]
    _t16 = 0
    for _t17 in _st_zones[(1 + _i0l0)]:
        if (_c12[_t17] == _i0l1):
            _t16 += 1
    if (_t16 == 4):
        _t20 = []
        for _t21 in _st_zones[(1 + _i0l0)]:
            if (_c12[_t21] == _i0l1):
                _t20.append(_t21)
        _t18 = _t20
        _t19 = (4 + _i0l0)
        if type(_t18) is list and _st_log is None:
            for _t22 in _t18:
                _t23 = _st_zones[_st_loc[_t22]]
                if _t23[-1] == _t22: _t23.pop()
                else: _t23.remove(_t22)
                _st_zones[_t19].append(_t22); _st_loc[_t22] = _t19
        elif _t18 is not None:
            _move_cards11(st, _t18, _t19, False)
        if _st_log is not None: _st_log.append(_Text16(_audience13(st), [_PlayerRef14(_i0l0), ' lays down a book of ', _plain15(_i0l1), 's']))

# <rulerun go_fish.rules: turn #4 b9341d33>
def _native(st, L):
    _l0 = L[0]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_Text20(_audience17(st), [_PlayerRef18(_l0), ' asks ', _PlayerRef18(_l5), ' for ', _plain19(_l4), 's']))
    _t24 = []
    for _t25 in _st_zones[(1 + _l5)]:
        if (_c21[_t25] == _l4):
            _t24.append(_t25)
    L[6] = _t24
    if (not not (L[6] or ())):
        if _st_log is not None: _reveal22(st, L[6], None)
        _t26 = L[6]
        _t27 = (1 + _l0)
        if type(_t26) is list and _st_log is None:
            for _t28 in _t26:
                _t29 = _st_zones[_st_loc[_t28]]
                if _t29[-1] == _t28: _t29.pop()
                else: _t29.remove(_t28)
                _st_zones[_t27].append(_t28); _st_loc[_t28] = _t27
        elif _t26 is not None:
            _move_cards23(st, _t26, _t27, False)
        _i1l0 = _l0
        _i1l1 = _l4
        _t30 = 0
        for _t31 in _st_zones[(1 + _i1l0)]:
            if (_c21[_t31] == _i1l1):
                _t30 += 1
        if (_t30 == 4):
            _t34 = []
            for _t35 in _st_zones[(1 + _i1l0)]:
                if (_c21[_t35] == _i1l1):
                    _t34.append(_t35)
            _t32 = _t34
            _t33 = (4 + _i1l0)
            if type(_t32) is list and _st_log is None:
                for _t36 in _t32:
                    _t37 = _st_zones[_st_loc[_t36]]
                    if _t37[-1] == _t36: _t37.pop()
                    else: _t37.remove(_t36)
                    _st_zones[_t33].append(_t36); _st_loc[_t36] = _t33
            elif _t32 is not None:
                _move_cards23(st, _t32, _t33, False)
            if _st_log is not None: _st_log.append(_Text20(_audience17(st), [_PlayerRef18(_i1l0), ' lays down a book of ', _plain19(_i1l1), 's']))
    else:
        if _st_log is not None: _tell24(st, (_player_text25(_l5) + ' has no ' + _plain19(_l4) + ': go fish!'), None)
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text20(_audience17(st), ['the stock is empty']))
            return 2
        L[7] = (_z[-1] if (_z := _st_zones[0]) else None)
        _t38 = L[7]
        _t39 = (1 + _l0)
        if type(_t38) is int and _st_log is None:
            _t40 = _st_zones[_st_loc[_t38]]
            if _t40[-1] == _t38: _t40.pop()
            else: _t40.remove(_t38)
            _st_zones[_t39].append(_t38); _st_loc[_t38] = _t39
        elif _t38 is not None:
            _move_cards23(st, _t38, _t39, False)
        if (_c21[L[7]] == _l4):
            if _st_log is not None: _reveal22(st, L[7], None)
            _i2l0 = _l0
            _i2l1 = _l4
            _t41 = 0
            for _t42 in _st_zones[(1 + _i2l0)]:
                if (_c21[_t42] == _i2l1):
                    _t41 += 1
            if (_t41 == 4):
                _t45 = []
                for _t46 in _st_zones[(1 + _i2l0)]:
                    if (_c21[_t46] == _i2l1):
                        _t45.append(_t46)
                _t43 = _t45
                _t44 = (4 + _i2l0)
                if type(_t43) is list and _st_log is None:
                    for _t47 in _t43:
                        _t48 = _st_zones[_st_loc[_t47]]
                        if _t48[-1] == _t47: _t48.pop()
                        else: _t48.remove(_t47)
                        _st_zones[_t44].append(_t47); _st_loc[_t47] = _t44
                elif _t43 is not None:
                    _move_cards23(st, _t43, _t44, False)
                if _st_log is not None: _st_log.append(_Text20(_audience17(st), [_PlayerRef18(_i2l0), ' lays down a book of ', _plain19(_i2l1), 's']))
            L[1] = True
        else:
            if _st_log is not None: _tell24(st, (_player_text25(_l0) + ' did not draw a ' + _plain19(_l4)), None)
            _i3l0 = _l0
            _i3l1 = _c21[L[7]]
            _t49 = 0
            for _t50 in _st_zones[(1 + _i3l0)]:
                if (_c21[_t50] == _i3l1):
                    _t49 += 1
            if (_t49 == 4):
                _t53 = []
                for _t54 in _st_zones[(1 + _i3l0)]:
                    if (_c21[_t54] == _i3l1):
                        _t53.append(_t54)
                _t51 = _t53
                _t52 = (4 + _i3l0)
                if type(_t51) is list and _st_log is None:
                    for _t55 in _t51:
                        _t56 = _st_zones[_st_loc[_t55]]
                        if _t56[-1] == _t55: _t56.pop()
                        else: _t56.remove(_t55)
                        _st_zones[_t52].append(_t55); _st_loc[_t55] = _t52
                elif _t51 is not None:
                    _move_cards23(st, _t51, _t52, False)
                if _st_log is not None: _st_log.append(_Text20(_audience17(st), [_PlayerRef18(_i3l0), ' lays down a book of ', _plain19(_i3l1), 's']))
            L[1] = False

# <rulerun go_fish.rules: turn #5 83869955>
def _loop(st):
    _t60 = 0
    for _t59 in (_k26 or ()):
        _t60 += (len(st.zones[(4 + _t59)]) // 4)
    return _t60

# <rulerun go_fish.rules: turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #8 d4fc96c2>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t57 = 0; _t58 = st.decisions
    while (L[1] and (not (_a27(st) == 13))):
        _t57 += 1
        if _t57 > _LIMIT28[0] and _over_limit29(_t57, st, _t58): raise _Runaway30()
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_l0), ' has no cards and the stock is empty: ', _PlayerRef32(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_l0), ' has no cards and draws one']))
            _t63 = _st_zones[0]
            _t62 = (1 + _l0)
            if _st_log is None and _t63:
                _t61 = _t63.pop(); _st_zones[_t62].append(_t61); _st_loc[_t61] = _t62
            elif _t63:
                _move_cards34(st, _t63[-1], _t62, False)
        _t64 = []
        for _t65 in (_k35 or ()):
            if ((_t65 != _l0) and (not not _st_zones[(1 + _t65)])):
                _t64.append(_t65)
        L[2] = _t64
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                return 2
            L[3] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t66 = L[3]
            _t67 = (1 + _l0)
            if type(_t66) is int and _st_log is None:
                _t68 = _st_zones[_st_loc[_t66]]
                if _t68[-1] == _t66: _t68.pop()
                else: _t68.remove(_t66)
                _st_zones[_t67].append(_t66); _st_loc[_t66] = _t67
            elif _t66 is not None:
                _move_cards34(st, _t66, _t67, False)
            _i4l0 = _l0
            _i4l1 = _c36[L[3]]
            _t69 = 0
            for _t70 in _st_zones[(1 + _i4l0)]:
                if (_c36[_t70] == _i4l1):
                    _t69 += 1
            if (_t69 == 4):
                _t73 = []
                for _t74 in _st_zones[(1 + _i4l0)]:
                    if (_c36[_t74] == _i4l1):
                        _t73.append(_t74)
                _t71 = _t73
                _t72 = (4 + _i4l0)
                if type(_t71) is list and _st_log is None:
                    for _t75 in _t71:
                        _t76 = _st_zones[_st_loc[_t75]]
                        if _t76[-1] == _t75: _t76.pop()
                        else: _t76.remove(_t75)
                        _st_zones[_t72].append(_t75); _st_loc[_t75] = _t72
                elif _t71 is not None:
                    _move_cards34(st, _t71, _t72, False)
                if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i4l0), ' lays down a book of ', _plain37(_i4l1), 's']))
        else:
            _t79 = _NOT_YET
            _t77 = []
            for _t78 in (_k38 or []):
                if (_t78 in (_t79 if _t79 is not _NOT_YET else (_t79 := list(map(_c36.__getitem__, _st_zones[(1 + _l0)]))))): _t77.append(_t78)
            _t80 = _l0
            _t81 = len(_t77)
            if not _t81: _no_option41(_t80, 'rank to ask for')
            if _t81 <= 1 and _st_log is None:
                L[4] = _t77[0] if _t81 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t82 = st.chooser(_t81, _t80)
                else:
                    _t82 = _st_bits(_t81.bit_length())
                    while _t82 >= _t81: _t82 = _st_bits(_t81.bit_length())
                L[4] = _t77[_t82]; st.decisions += 1
            elif _decide42(st, L, _t77, _t80): raise _PlayoutCut39()
            _t83 = (L[2] or [])
            _t84 = _l0
            _t85 = len(_t83)
            if not _t85: _no_option41(_t84, 'player to ask')
            if _t85 <= 1 and _st_log is None:
                L[5] = _t83[0] if _t85 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t86 = st.chooser(_t85, _t84)
                else:
                    _t86 = _st_bits(_t85.bit_length())
                    while _t86 >= _t85: _t86 = _st_bits(_t85.bit_length())
                L[5] = _t83[_t86]; st.decisions += 1
            elif _decide44(st, L, _t83, _t84): raise _PlayoutCut39()
            if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_l0), ' asks ', _PlayerRef32(L[5]), ' for ', _plain37(L[4]), 's']))
            _t88 = L[4]
            _t87 = []
            for _t89 in _st_zones[(1 + L[5])]:
                if (_c36[_t89] == _t88):
                    _t87.append(_t89)
            L[6] = _t87
            if (not not (L[6] or ())):
                if _st_log is not None: _reveal45(st, L[6], None)
                _t90 = L[6]
                _t91 = (1 + _l0)
                if type(_t90) is list and _st_log is None:
                    for _t92 in _t90:
                        _t93 = _st_zones[_st_loc[_t92]]
                        if _t93[-1] == _t92: _t93.pop()
                        else: _t93.remove(_t92)
                        _st_zones[_t91].append(_t92); _st_loc[_t92] = _t91
                elif _t90 is not None:
                    _move_cards34(st, _t90, _t91, False)
                _i5l0 = _l0
                _i5l1 = L[4]
                _t94 = 0
                for _t95 in _st_zones[(1 + _i5l0)]:
                    if (_c36[_t95] == _i5l1):
                        _t94 += 1
                if (_t94 == 4):
                    _t98 = []
                    for _t99 in _st_zones[(1 + _i5l0)]:
                        if (_c36[_t99] == _i5l1):
                            _t98.append(_t99)
                    _t96 = _t98
                    _t97 = (4 + _i5l0)
                    if type(_t96) is list and _st_log is None:
                        for _t100 in _t96:
                            _t101 = _st_zones[_st_loc[_t100]]
                            if _t101[-1] == _t100: _t101.pop()
                            else: _t101.remove(_t100)
                            _st_zones[_t97].append(_t100); _st_loc[_t100] = _t97
                    elif _t96 is not None:
                        _move_cards34(st, _t96, _t97, False)
                    if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i5l0), ' lays down a book of ', _plain37(_i5l1), 's']))
            else:
                if _st_log is not None: _tell46(st, (_player_text47(L[5]) + ' has no ' + _plain37(L[4]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text33(_audience31(st), ['the stock is empty']))
                    return 2
                L[7] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t102 = L[7]
                _t103 = (1 + _l0)
                if type(_t102) is int and _st_log is None:
                    _t104 = _st_zones[_st_loc[_t102]]
                    if _t104[-1] == _t102: _t104.pop()
                    else: _t104.remove(_t102)
                    _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
                elif _t102 is not None:
                    _move_cards34(st, _t102, _t103, False)
                if (_c36[L[7]] == L[4]):
                    if _st_log is not None: _reveal45(st, L[7], None)
                    _i6l0 = _l0
                    _i6l1 = L[4]
                    _t105 = 0
                    for _t106 in _st_zones[(1 + _i6l0)]:
                        if (_c36[_t106] == _i6l1):
                            _t105 += 1
                    if (_t105 == 4):
                        _t109 = []
                        for _t110 in _st_zones[(1 + _i6l0)]:
                            if (_c36[_t110] == _i6l1):
                                _t109.append(_t110)
                        _t107 = _t109
                        _t108 = (4 + _i6l0)
                        if type(_t107) is list and _st_log is None:
                            for _t111 in _t107:
                                _t112 = _st_zones[_st_loc[_t111]]
                                if _t112[-1] == _t111: _t112.pop()
                                else: _t112.remove(_t111)
                                _st_zones[_t108].append(_t111); _st_loc[_t111] = _t108
                        elif _t107 is not None:
                            _move_cards34(st, _t107, _t108, False)
                        if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i6l0), ' lays down a book of ', _plain37(_i6l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell46(st, (_player_text47(_l0) + ' did not draw a ' + _plain37(L[4])), None)
                    _i7l0 = _l0
                    _i7l1 = _c36[L[7]]
                    _t113 = 0
                    for _t114 in _st_zones[(1 + _i7l0)]:
                        if (_c36[_t114] == _i7l1):
                            _t113 += 1
                    if (_t113 == 4):
                        _t117 = []
                        for _t118 in _st_zones[(1 + _i7l0)]:
                            if (_c36[_t118] == _i7l1):
                                _t117.append(_t118)
                        _t115 = _t117
                        _t116 = (4 + _i7l0)
                        if type(_t115) is list and _st_log is None:
                            for _t119 in _t115:
                                _t120 = _st_zones[_st_loc[_t119]]
                                if _t120[-1] == _t119: _t120.pop()
                                else: _t120.remove(_t119)
                                _st_zones[_t116].append(_t119); _st_loc[_t119] = _t116
                        elif _t115 is not None:
                            _move_cards34(st, _t115, _t116, False)
                        if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i7l0), ' lays down a book of ', _plain37(_i7l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: turn #9 675bdead>
def _loop(st):
    _t122 = 0
    for _t121 in (_k48 or ()):
        _t122 += (len(st.zones[(4 + _t121)]) // 4)
    return _t122

# <rulerun go_fish.rules: turn #10 4d4fe2f4>
def _native(st, L):
    return (L[1] and (not (_a49(st) == 13)))

# <rulerun go_fish.rules: turn #11 9105e955>
def _native(st, L):
    return (not (L[2] or ()))

# <rulerun go_fish.rules: turn #12 065174f2>
def _native(st, L):
    return _k50

# <rulerun go_fish.rules: turn #13 29ba3777>
def _native(st, L):
    _l4 = L[4]
    _t123 = False
    for _t124 in st.zones[(1 + L[0])]:
        if (_c51[_t124] == _l4):
            _t123 = True
            break
    return _t123

# <rulerun go_fish.rules: turn #14 4a732728>
def _native(st, L):
    return L[2]

# <rulerun go_fish.rules: play #15 d1f7cd5b>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone52(st, 0)
    for _t125 in (_k53 or []):
        L[2] = _t125
        _t126 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t127 = (1 + _t125)
        if type(_t126) is list and _st_log is None:
            for _t128 in _t126:
                _t129 = _st_zones[_st_loc[_t128]]
                if _t129[-1] == _t128: _t129.pop()
                else: _t129.remove(_t128)
                _st_zones[_t127].append(_t128); _st_loc[_t128] = _t127
        elif _t126 is not None:
            _move_cards54(st, _t126, _t127, False)
    for _t130 in (_k55 or []):
        L[5] = _t130
        for _t131 in (_k56 or []):
            L[8] = _t131
            _i8l0 = _t130
            _i8l1 = _t131
            _t132 = 0
            for _t133 in _st_zones[(1 + _i8l0)]:
                if (_c57[_t133] == _i8l1):
                    _t132 += 1
            if (_t132 == 4):
                _t136 = []
                for _t137 in _st_zones[(1 + _i8l0)]:
                    if (_c57[_t137] == _i8l1):
                        _t136.append(_t137)
                _t134 = _t136
                _t135 = (4 + _i8l0)
                if type(_t134) is list and _st_log is None:
                    for _t138 in _t134:
                        _t139 = _st_zones[_st_loc[_t138]]
                        if _t139[-1] == _t138: _t139.pop()
                        else: _t139.remove(_t138)
                        _st_zones[_t135].append(_t138); _st_loc[_t138] = _t135
                elif _t134 is not None:
                    _move_cards54(st, _t134, _t135, False)
                if _st_log is not None: _st_log.append(_Text61(_audience58(st), [_PlayerRef59(_i8l0), ' lays down a book of ', _plain60(_i8l1), 's']))

# <rulerun go_fish.rules: play #16 77187361>
def _loop(st):
    _t141 = 0
    for _t140 in (_k62 or ()):
        _t141 += (len(st.zones[(4 + _t140)]) // 4)
    return _t141

# <rulerun go_fish.rules: play #17 84705792>
def _native(st, L):
    if (_a63(st) == 13):
        _end_game64(st, None, False); return 3

# <rulerun go_fish.rules: play #18 a2d37fb3>
def _loop(st):
    _t145 = 0
    for _t144 in (_k65 or ()):
        _t145 += (len(st.zones[(4 + _t144)]) // 4)
    return _t145

# <rulerun go_fish.rules: turn #19 a439a239>
def _loop(st):
    _t150 = 0
    for _t149 in (_k71 or ()):
        _t150 += (len(st.zones[(4 + _t149)]) // 4)
    return _t150

# <rulerun go_fish.rules: turn #20 playout 6ecd32d6>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = True
    _t147 = 0; _t148 = st.decisions
    while (L[1] and (not (_a72(st) == 13))):
        _t147 += 1
        if _t147 > _LIMIT73[0] and _over_limit74(_t147, st, _t148): raise _Runaway75()
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_l0), ' has no cards and the stock is empty: ', _PlayerRef77(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_l0), ' has no cards and draws one']))
            _t153 = _st_zones[0]
            _t152 = (1 + _l0)
            if _st_log is None and _t153:
                _t151 = _t153.pop(); _st_zones[_t152].append(_t151); _st_loc[_t151] = _t152
            elif _t153:
                _move_cards79(st, _t153[-1], _t152, False)
        _t154 = []
        for _t155 in (_k80 or ()):
            if ((_t155 != _l0) and (not not _st_zones[(1 + _t155)])):
                _t154.append(_t155)
        L[2] = _t154
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                return 2
            L[3] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t156 = L[3]
            _t157 = (1 + _l0)
            if type(_t156) is int and _st_log is None:
                _t158 = _st_zones[_st_loc[_t156]]
                if _t158[-1] == _t156: _t158.pop()
                else: _t158.remove(_t156)
                _st_zones[_t157].append(_t156); _st_loc[_t156] = _t157
            elif _t156 is not None:
                _move_cards79(st, _t156, _t157, False)
            _i9l0 = _l0
            _i9l1 = _c81[L[3]]
            _t159 = 0
            for _t160 in _st_zones[(1 + _i9l0)]:
                if (_c81[_t160] == _i9l1):
                    _t159 += 1
            if (_t159 == 4):
                _t163 = []
                for _t164 in _st_zones[(1 + _i9l0)]:
                    if (_c81[_t164] == _i9l1):
                        _t163.append(_t164)
                _t161 = _t163
                _t162 = (4 + _i9l0)
                if type(_t161) is list and _st_log is None:
                    for _t165 in _t161:
                        _t166 = _st_zones[_st_loc[_t165]]
                        if _t166[-1] == _t165: _t166.pop()
                        else: _t166.remove(_t165)
                        _st_zones[_t162].append(_t165); _st_loc[_t165] = _t162
                elif _t161 is not None:
                    _move_cards79(st, _t161, _t162, False)
                if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_i9l0), ' lays down a book of ', _plain82(_i9l1), 's']))
        else:
            _t169 = _NOT_YET
            _t167 = []
            for _t168 in (_k83 or []):
                if (_t168 in (_t169 if _t169 is not _NOT_YET else (_t169 := list(map(_c81.__getitem__, _st_zones[(1 + _l0)]))))): _t167.append(_t168)
            _t170 = _l0
            _t171 = len(_t167)
            if not _t171: _no_option86(_t170, 'rank to ask for')
            if _t171 <= 1 and _st_log is None:
                L[4] = _t167[0] if _t171 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t172 = st.chooser(_t171, _t170)
                else:
                    _t172 = _st_bits(_t171.bit_length())
                    while _t172 >= _t171: _t172 = _st_bits(_t171.bit_length())
                L[4] = _t167[_t172]; st.decisions += 1
            elif _decide87(st, L, _t167, _t170): raise _PlayoutCut84()
            _t173 = (L[2] or [])
            _t174 = _l0
            _t175 = len(_t173)
            if not _t175: _no_option86(_t174, 'player to ask')
            if _t175 <= 1 and _st_log is None:
                L[5] = _t173[0] if _t175 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t176 = st.chooser(_t175, _t174)
                else:
                    _t176 = _st_bits(_t175.bit_length())
                    while _t176 >= _t175: _t176 = _st_bits(_t175.bit_length())
                L[5] = _t173[_t176]; st.decisions += 1
            elif _decide89(st, L, _t173, _t174): raise _PlayoutCut84()
            if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_l0), ' asks ', _PlayerRef77(L[5]), ' for ', _plain82(L[4]), 's']))
            _t178 = L[4]
            _t177 = []
            for _t179 in _st_zones[(1 + L[5])]:
                if (_c81[_t179] == _t178):
                    _t177.append(_t179)
            L[6] = _t177
            if (not not (L[6] or ())):
                if _st_log is not None: _reveal90(st, L[6], None)
                _t180 = L[6]
                _t181 = (1 + _l0)
                if type(_t180) is list and _st_log is None:
                    for _t182 in _t180:
                        _t183 = _st_zones[_st_loc[_t182]]
                        if _t183[-1] == _t182: _t183.pop()
                        else: _t183.remove(_t182)
                        _st_zones[_t181].append(_t182); _st_loc[_t182] = _t181
                elif _t180 is not None:
                    _move_cards79(st, _t180, _t181, False)
                _i10l0 = _l0
                _i10l1 = L[4]
                _t184 = 0
                for _t185 in _st_zones[(1 + _i10l0)]:
                    if (_c81[_t185] == _i10l1):
                        _t184 += 1
                if (_t184 == 4):
                    _t188 = []
                    for _t189 in _st_zones[(1 + _i10l0)]:
                        if (_c81[_t189] == _i10l1):
                            _t188.append(_t189)
                    _t186 = _t188
                    _t187 = (4 + _i10l0)
                    if type(_t186) is list and _st_log is None:
                        for _t190 in _t186:
                            _t191 = _st_zones[_st_loc[_t190]]
                            if _t191[-1] == _t190: _t191.pop()
                            else: _t191.remove(_t190)
                            _st_zones[_t187].append(_t190); _st_loc[_t190] = _t187
                    elif _t186 is not None:
                        _move_cards79(st, _t186, _t187, False)
                    if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_i10l0), ' lays down a book of ', _plain82(_i10l1), 's']))
            else:
                if _st_log is not None: _tell91(st, (_player_text92(L[5]) + ' has no ' + _plain82(L[4]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text78(_audience76(st), ['the stock is empty']))
                    return 2
                L[7] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t192 = L[7]
                _t193 = (1 + _l0)
                if type(_t192) is int and _st_log is None:
                    _t194 = _st_zones[_st_loc[_t192]]
                    if _t194[-1] == _t192: _t194.pop()
                    else: _t194.remove(_t192)
                    _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
                elif _t192 is not None:
                    _move_cards79(st, _t192, _t193, False)
                if (_c81[L[7]] == L[4]):
                    if _st_log is not None: _reveal90(st, L[7], None)
                    _i11l0 = _l0
                    _i11l1 = L[4]
                    _t195 = 0
                    for _t196 in _st_zones[(1 + _i11l0)]:
                        if (_c81[_t196] == _i11l1):
                            _t195 += 1
                    if (_t195 == 4):
                        _t199 = []
                        for _t200 in _st_zones[(1 + _i11l0)]:
                            if (_c81[_t200] == _i11l1):
                                _t199.append(_t200)
                        _t197 = _t199
                        _t198 = (4 + _i11l0)
                        if type(_t197) is list and _st_log is None:
                            for _t201 in _t197:
                                _t202 = _st_zones[_st_loc[_t201]]
                                if _t202[-1] == _t201: _t202.pop()
                                else: _t202.remove(_t201)
                                _st_zones[_t198].append(_t201); _st_loc[_t201] = _t198
                        elif _t197 is not None:
                            _move_cards79(st, _t197, _t198, False)
                        if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_i11l0), ' lays down a book of ', _plain82(_i11l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell91(st, (_player_text92(_l0) + ' did not draw a ' + _plain82(L[4])), None)
                    _i12l0 = _l0
                    _i12l1 = _c81[L[7]]
                    _t203 = 0
                    for _t204 in _st_zones[(1 + _i12l0)]:
                        if (_c81[_t204] == _i12l1):
                            _t203 += 1
                    if (_t203 == 4):
                        _t207 = []
                        for _t208 in _st_zones[(1 + _i12l0)]:
                            if (_c81[_t208] == _i12l1):
                                _t207.append(_t208)
                        _t205 = _t207
                        _t206 = (4 + _i12l0)
                        if type(_t205) is list and _st_log is None:
                            for _t209 in _t205:
                                _t210 = _st_zones[_st_loc[_t209]]
                                if _t210[-1] == _t209: _t210.pop()
                                else: _t210.remove(_t209)
                                _st_zones[_t206].append(_t209); _st_loc[_t209] = _t206
                        elif _t205 is not None:
                            _move_cards79(st, _t205, _t206, False)
                        if _st_log is not None: _st_log.append(_Text78(_audience76(st), [_PlayerRef77(_i12l0), ' lays down a book of ', _plain82(_i12l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: play #21 8eb181a9>
def _loop(st):
    _t212 = 0
    for _t211 in (_k94 or ()):
        _t212 += (len(st.zones[(4 + _t211)]) // 4)
    return _t212

# <rulerun go_fish.rules: play #22 6e5dc330>
def _native(st, L):
    _t142 = 0; _t143 = st.decisions
    while (not (_a66(st) == 13)):
        _t142 += 1
        if _t142 > _LIMIT67[0] and _over_limit68(_t142, st, _t143): raise _Runaway69()
        for _t146 in (_k70 or []):
            L[11] = _t146
            if _p93(st, [_t146, None, None, None, None, None, None, None]) == 3: return 3
            if (_a95(st) == 13):
                _end_game96(st, None, False); return 3

# <rulerun go_fish.rules: play #23 ed746eca>
def _loop(st):
    _t214 = 0
    for _t213 in (_k97 or ()):
        _t214 += (len(st.zones[(4 + _t213)]) // 4)
    return _t214

# <rulerun go_fish.rules: play #24 215dae20>
def _native(st, L):
    return (not (_a98(st) == 13))

# <rulerun go_fish.rules: play #25 f2bfebbb>
def _native(st, L):
    return _k99

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 fded81a1>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run102(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k103)

# <rulerun go_fish.rules: turn #28 bc58a152>
def _loop(st):
    _t216 = 0
    for _t215 in (_k108 or ()):
        _t216 += (len(st.zones[(4 + _t215)]) // 4)
    return _t216

# <rulerun go_fish.rules: turn #29 cd6ed47b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT104[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[1] and (not (_a109(st) == 13))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run110(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[2] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run111(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t218 = _NOT_YET
            _o = []
            for _t217 in (_k112 or []):
                if (_t217 in (_t218 if _t218 is not _NOT_YET else (_t218 := list(map(_c113.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t217)
            fr[1] = 7
            _t219 = L[0]
            _t220 = len(_o)
            if not _t220: _no_option115(_t219, 'rank to ask for')
            if _t220 <= 1 and _st_log is None:
                L[4] = _o[0] if _t220 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t221 = st.chooser(_t220, _t219)
                else:
                    _t221 = _st_bits(_t220.bit_length())
                    while _t221 >= _t220: _t221 = _st_bits(_t220.bit_length())
                L[4] = _o[_t221]; st.decisions += 1
            elif _decide116(st, L, _o, _t219): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t222 = L[0]
            _t223 = len(_o)
            if not _t223: _no_option115(_t222, 'player to ask')
            if _t223 <= 1 and _st_log is None:
                L[5] = _o[0] if _t223 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t224 = st.chooser(_t223, _t222)
                else:
                    _t224 = _st_bits(_t223.bit_length())
                    while _t224 >= _t223: _t224 = _st_bits(_t223.bit_length())
                L[5] = _o[_t224]; st.decisions += 1
            elif _decide118(st, L, _o, _t222): return True
            pc = 8
        if pc == 8:
            _r = _run119(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit106(_k, st, _d0): raise _Runaway105()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k120)

# <rulerun go_fish.rules: play #30 51d9827d>
def _loop(st):
    _t226 = 0
    for _t225 in (_k125 or ()):
        _t226 += (len(st.zones[(4 + _t225)]) // 4)
    return _t226

# <rulerun go_fish.rules: play #31 62dc7a97>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT121[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run124(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not (_a126(st) == 13)):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k127 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            _a = [L[11], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit128(_k129)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run130(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit123(_k, st, _d0): raise _Runaway122()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit123(_k, st, _d0): raise _Runaway122()
            continue
        if pc == 8:
            fr[1] = 9
            if _step131(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k132)

# <rulerun go_fish.rules: turn #32 bf8c07bf>
def _loop(st):
    _t228 = 0
    for _t227 in (_k138 or ()):
        _t228 += (len(st.zones[(4 + _t227)]) // 4)
    return _t228

# <rulerun go_fish.rules: turn #33 f88bc017>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT133[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region137(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[1] and (not (_a139(st) == 13))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run140(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[2] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run141(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t230 = _NOT_YET
            _o = []
            for _t229 in (_k142 or []):
                if (_t229 in (_t230 if _t230 is not _NOT_YET else (_t230 := list(map(_c143.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t229)
            fr[1] = 7
            _t231 = L[0]
            _t232 = len(_o)
            if not _t232: _no_option145(_t231, 'rank to ask for')
            if _t232 <= 1 and _st_log is None:
                L[4] = _o[0] if _t232 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t233 = st.chooser(_t232, _t231)
                else:
                    _t233 = _st_bits(_t232.bit_length())
                    while _t233 >= _t232: _t233 = _st_bits(_t232.bit_length())
                L[4] = _o[_t233]; st.decisions += 1
            elif _decide146(st, L, _o, _t231): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t234 = L[0]
            _t235 = len(_o)
            if not _t235: _no_option145(_t234, 'player to ask')
            if _t235 <= 1 and _st_log is None:
                L[5] = _o[0] if _t235 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t236 = st.chooser(_t235, _t234)
                else:
                    _t236 = _st_bits(_t235.bit_length())
                    while _t236 >= _t235: _t236 = _st_bits(_t235.bit_length())
                L[5] = _o[_t236]; st.decisions += 1
            elif _decide148(st, L, _o, _t234): return True
            pc = 8
        if pc == 8:
            _r = _run149(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit135(_k, st, _d0): raise _Runaway134()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k150)

# <rulerun go_fish.rules: play #34 c4bbd325>
def _loop(st):
    _t238 = 0
    for _t237 in (_k156 or ()):
        _t238 += (len(st.zones[(4 + _t237)]) // 4)
    return _t238

# <rulerun go_fish.rules: play #35 469da87c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT151[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region155(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_a157(st) == 13)):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k158 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p159(st, [L[11], None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit160(_k161)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run162(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit153(_k, st, _d0): raise _Runaway152()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit153(_k, st, _d0): raise _Runaway152()
            continue
        if pc == 8:
            fr[1] = 9
            if _step163(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k164)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

