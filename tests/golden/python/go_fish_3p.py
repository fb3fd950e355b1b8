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

# <rulerun go_fish.rules: turn #4 c9b3ecd3>
def _native(st, L):
    _l0 = L[0]
    _l4 = L[4]
    _l5 = L[5]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if _st_log is not None: _tell17(st, (_player_text18(_l0) + ' asks ' + _player_text18(_l5) + ' for ' + _plain19(_l4) + 's'), None)
    _t24 = []
    for _t25 in _st_zones[(1 + _l5)]:
        if (_c20[_t25] == _l4):
            _t24.append(_t25)
    L[6] = _t24
    if (not not (L[6] or ())):
        if _st_log is not None: _reveal21(st, L[6], None)
        _t26 = L[6]
        _t27 = (1 + _l0)
        if type(_t26) is list and _st_log is None:
            for _t28 in _t26:
                _t29 = _st_zones[_st_loc[_t28]]
                if _t29[-1] == _t28: _t29.pop()
                else: _t29.remove(_t28)
                _st_zones[_t27].append(_t28); _st_loc[_t28] = _t27
        elif _t26 is not None:
            _move_cards22(st, _t26, _t27, False)
        _i1l0 = _l0
        _i1l1 = _l4
        _t30 = 0
        for _t31 in _st_zones[(1 + _i1l0)]:
            if (_c20[_t31] == _i1l1):
                _t30 += 1
        if (_t30 == 4):
            _t34 = []
            for _t35 in _st_zones[(1 + _i1l0)]:
                if (_c20[_t35] == _i1l1):
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
                _move_cards22(st, _t32, _t33, False)
            if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i1l0), ' lays down a book of ', _plain19(_i1l1), 's']))
    else:
        if _st_log is not None: _tell17(st, (_player_text18(_l5) + ' has no ' + _plain19(_l4) + ': go fish!'), None)
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text25(_audience23(st), ['the stock is empty']))
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
            _move_cards22(st, _t38, _t39, False)
        if (_c20[L[7]] == _l4):
            if _st_log is not None: _reveal21(st, L[7], None)
            _i2l0 = _l0
            _i2l1 = _l4
            _t41 = 0
            for _t42 in _st_zones[(1 + _i2l0)]:
                if (_c20[_t42] == _i2l1):
                    _t41 += 1
            if (_t41 == 4):
                _t45 = []
                for _t46 in _st_zones[(1 + _i2l0)]:
                    if (_c20[_t46] == _i2l1):
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
                    _move_cards22(st, _t43, _t44, False)
                if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i2l0), ' lays down a book of ', _plain19(_i2l1), 's']))
            L[1] = True
        else:
            if _st_log is not None: _tell17(st, (_player_text18(_l0) + ' did not draw a ' + _plain19(_l4)), None)
            _i3l0 = _l0
            _i3l1 = _c20[L[7]]
            _t49 = 0
            for _t50 in _st_zones[(1 + _i3l0)]:
                if (_c20[_t50] == _i3l1):
                    _t49 += 1
            if (_t49 == 4):
                _t53 = []
                for _t54 in _st_zones[(1 + _i3l0)]:
                    if (_c20[_t54] == _i3l1):
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
                    _move_cards22(st, _t51, _t52, False)
                if _st_log is not None: _st_log.append(_Text25(_audience23(st), [_PlayerRef24(_i3l0), ' lays down a book of ', _plain19(_i3l1), 's']))
            L[1] = False

# <rulerun go_fish.rules: turn #5 fa7ff3a6>
def _loop(st):
    _t58 = 0
    for _t57 in (_k26 or ()):
        _t58 += (len(st.zones[(4 + _t57)]) // 4)
    return _t58

# <rulerun go_fish.rules: turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #8 9bc5c3f9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while (L[1] and (not (_a27(st) == 13))):
        _budget28[0] -= 1
        if _budget28[0] < 0: _spent29(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_l0), ' has no cards and the stock is empty: ', _PlayerRef31(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_l0), ' has no cards and draws one']))
            _t61 = _st_zones[0]
            _t60 = (1 + _l0)
            if _st_log is None and _t61:
                _t59 = _t61.pop(); _st_zones[_t60].append(_t59); _st_loc[_t59] = _t60
            elif _t61:
                _move_cards33(st, _t61[-1], _t60, False)
        _t62 = []
        for _t63 in (_k34 or ()):
            if ((_t63 != _l0) and (not not _st_zones[(1 + _t63)])):
                _t62.append(_t63)
        L[2] = _t62
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                return 2
            L[3] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t64 = L[3]
            _t65 = (1 + _l0)
            if type(_t64) is int and _st_log is None:
                _t66 = _st_zones[_st_loc[_t64]]
                if _t66[-1] == _t64: _t66.pop()
                else: _t66.remove(_t64)
                _st_zones[_t65].append(_t64); _st_loc[_t64] = _t65
            elif _t64 is not None:
                _move_cards33(st, _t64, _t65, False)
            _i4l0 = _l0
            _i4l1 = _c35[L[3]]
            _t67 = 0
            for _t68 in _st_zones[(1 + _i4l0)]:
                if (_c35[_t68] == _i4l1):
                    _t67 += 1
            if (_t67 == 4):
                _t71 = []
                for _t72 in _st_zones[(1 + _i4l0)]:
                    if (_c35[_t72] == _i4l1):
                        _t71.append(_t72)
                _t69 = _t71
                _t70 = (4 + _i4l0)
                if type(_t69) is list and _st_log is None:
                    for _t73 in _t69:
                        _t74 = _st_zones[_st_loc[_t73]]
                        if _t74[-1] == _t73: _t74.pop()
                        else: _t74.remove(_t73)
                        _st_zones[_t70].append(_t73); _st_loc[_t73] = _t70
                elif _t69 is not None:
                    _move_cards33(st, _t69, _t70, False)
                if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i4l0), ' lays down a book of ', _plain36(_i4l1), 's']))
        else:
            _t77 = _NOT_YET
            _t75 = []
            for _t76 in (_k37 or []):
                if (_t76 in (_t77 if _t77 is not _NOT_YET else (_t77 := list(map(_c35.__getitem__, _st_zones[(1 + _l0)]))))): _t75.append(_t76)
            _t78 = _l0
            _t79 = len(_t75)
            if not _t79: _no_option40(_t78, 'rank to ask for')
            if _t79 <= 1 and _st_log is None:
                L[4] = _t75[0] if _t79 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t80 = st.chooser(_t79, _t78)
                else:
                    _t80 = _st_bits(_t79.bit_length())
                    while _t80 >= _t79: _t80 = _st_bits(_t79.bit_length())
                L[4] = _t75[_t80]; st.decisions += 1
            elif _decide41(st, L, _t75, _t78): raise _PlayoutCut38()
            _t81 = (L[2] or [])
            _t82 = _l0
            _t83 = len(_t81)
            if not _t83: _no_option40(_t82, 'player to ask')
            if _t83 <= 1 and _st_log is None:
                L[5] = _t81[0] if _t83 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t84 = st.chooser(_t83, _t82)
                else:
                    _t84 = _st_bits(_t83.bit_length())
                    while _t84 >= _t83: _t84 = _st_bits(_t83.bit_length())
                L[5] = _t81[_t84]; st.decisions += 1
            elif _decide43(st, L, _t81, _t82): raise _PlayoutCut38()
            if _st_log is not None: _tell44(st, (_player_text45(_l0) + ' asks ' + _player_text45(L[5]) + ' for ' + _plain36(L[4]) + 's'), None)
            _t86 = L[4]
            _t85 = []
            for _t87 in _st_zones[(1 + L[5])]:
                if (_c35[_t87] == _t86):
                    _t85.append(_t87)
            L[6] = _t85
            if (not not (L[6] or ())):
                if _st_log is not None: _reveal46(st, L[6], None)
                _t88 = L[6]
                _t89 = (1 + _l0)
                if type(_t88) is list and _st_log is None:
                    for _t90 in _t88:
                        _t91 = _st_zones[_st_loc[_t90]]
                        if _t91[-1] == _t90: _t91.pop()
                        else: _t91.remove(_t90)
                        _st_zones[_t89].append(_t90); _st_loc[_t90] = _t89
                elif _t88 is not None:
                    _move_cards33(st, _t88, _t89, False)
                _i5l0 = _l0
                _i5l1 = L[4]
                _t92 = 0
                for _t93 in _st_zones[(1 + _i5l0)]:
                    if (_c35[_t93] == _i5l1):
                        _t92 += 1
                if (_t92 == 4):
                    _t96 = []
                    for _t97 in _st_zones[(1 + _i5l0)]:
                        if (_c35[_t97] == _i5l1):
                            _t96.append(_t97)
                    _t94 = _t96
                    _t95 = (4 + _i5l0)
                    if type(_t94) is list and _st_log is None:
                        for _t98 in _t94:
                            _t99 = _st_zones[_st_loc[_t98]]
                            if _t99[-1] == _t98: _t99.pop()
                            else: _t99.remove(_t98)
                            _st_zones[_t95].append(_t98); _st_loc[_t98] = _t95
                    elif _t94 is not None:
                        _move_cards33(st, _t94, _t95, False)
                    if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i5l0), ' lays down a book of ', _plain36(_i5l1), 's']))
            else:
                if _st_log is not None: _tell44(st, (_player_text45(L[5]) + ' has no ' + _plain36(L[4]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text32(_audience30(st), ['the stock is empty']))
                    return 2
                L[7] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t100 = L[7]
                _t101 = (1 + _l0)
                if type(_t100) is int and _st_log is None:
                    _t102 = _st_zones[_st_loc[_t100]]
                    if _t102[-1] == _t100: _t102.pop()
                    else: _t102.remove(_t100)
                    _st_zones[_t101].append(_t100); _st_loc[_t100] = _t101
                elif _t100 is not None:
                    _move_cards33(st, _t100, _t101, False)
                if (_c35[L[7]] == L[4]):
                    if _st_log is not None: _reveal46(st, L[7], None)
                    _i6l0 = _l0
                    _i6l1 = L[4]
                    _t103 = 0
                    for _t104 in _st_zones[(1 + _i6l0)]:
                        if (_c35[_t104] == _i6l1):
                            _t103 += 1
                    if (_t103 == 4):
                        _t107 = []
                        for _t108 in _st_zones[(1 + _i6l0)]:
                            if (_c35[_t108] == _i6l1):
                                _t107.append(_t108)
                        _t105 = _t107
                        _t106 = (4 + _i6l0)
                        if type(_t105) is list and _st_log is None:
                            for _t109 in _t105:
                                _t110 = _st_zones[_st_loc[_t109]]
                                if _t110[-1] == _t109: _t110.pop()
                                else: _t110.remove(_t109)
                                _st_zones[_t106].append(_t109); _st_loc[_t109] = _t106
                        elif _t105 is not None:
                            _move_cards33(st, _t105, _t106, False)
                        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i6l0), ' lays down a book of ', _plain36(_i6l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell44(st, (_player_text45(_l0) + ' did not draw a ' + _plain36(L[4])), None)
                    _i7l0 = _l0
                    _i7l1 = _c35[L[7]]
                    _t111 = 0
                    for _t112 in _st_zones[(1 + _i7l0)]:
                        if (_c35[_t112] == _i7l1):
                            _t111 += 1
                    if (_t111 == 4):
                        _t115 = []
                        for _t116 in _st_zones[(1 + _i7l0)]:
                            if (_c35[_t116] == _i7l1):
                                _t115.append(_t116)
                        _t113 = _t115
                        _t114 = (4 + _i7l0)
                        if type(_t113) is list and _st_log is None:
                            for _t117 in _t113:
                                _t118 = _st_zones[_st_loc[_t117]]
                                if _t118[-1] == _t117: _t118.pop()
                                else: _t118.remove(_t117)
                                _st_zones[_t114].append(_t117); _st_loc[_t117] = _t114
                        elif _t113 is not None:
                            _move_cards33(st, _t113, _t114, False)
                        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i7l0), ' lays down a book of ', _plain36(_i7l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: turn #9 78f134e9>
def _loop(st):
    _t120 = 0
    for _t119 in (_k47 or ()):
        _t120 += (len(st.zones[(4 + _t119)]) // 4)
    return _t120

# <rulerun go_fish.rules: turn #10 3b7d6939>
def _native(st, L):
    return (L[1] and (not (_a48(st) == 13)))

# <rulerun go_fish.rules: turn #11 9105e955>
def _native(st, L):
    return (not (L[2] or ()))

# <rulerun go_fish.rules: turn #12 0bc30c53>
def _native(st, L):
    return _k49

# <rulerun go_fish.rules: turn #13 bce75171>
def _native(st, L):
    _l4 = L[4]
    _t121 = False
    for _t122 in st.zones[(1 + L[0])]:
        if (_c50[_t122] == _l4):
            _t121 = True
            break
    return _t121

# <rulerun go_fish.rules: turn #14 4a732728>
def _native(st, L):
    return L[2]

# <rulerun go_fish.rules: play #15 c2f8a880>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _shuffle_zone51(st, 0)
    for _t123 in (_k52 or []):
        L[2] = _t123
        _t124 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t125 = (1 + _t123)
        if type(_t124) is list and _st_log is None:
            for _t126 in _t124:
                _t127 = _st_zones[_st_loc[_t126]]
                if _t127[-1] == _t126: _t127.pop()
                else: _t127.remove(_t126)
                _st_zones[_t125].append(_t126); _st_loc[_t126] = _t125
        elif _t124 is not None:
            _move_cards53(st, _t124, _t125, False)
    _t129 = (_k54 or [])
    _budget55[0] -= len(_t129)
    if _budget55[0] < 0: _spent56(st)
    for _t128 in _t129:
        L[5] = _t128
        for _t130 in (_k57 or []):
            L[8] = _t130
            _i8l0 = _t128
            _i8l1 = _t130
            _t131 = 0
            for _t132 in _st_zones[(1 + _i8l0)]:
                if (_c58[_t132] == _i8l1):
                    _t131 += 1
            if (_t131 == 4):
                _t135 = []
                for _t136 in _st_zones[(1 + _i8l0)]:
                    if (_c58[_t136] == _i8l1):
                        _t135.append(_t136)
                _t133 = _t135
                _t134 = (4 + _i8l0)
                if type(_t133) is list and _st_log is None:
                    for _t137 in _t133:
                        _t138 = _st_zones[_st_loc[_t137]]
                        if _t138[-1] == _t137: _t138.pop()
                        else: _t138.remove(_t137)
                        _st_zones[_t134].append(_t137); _st_loc[_t137] = _t134
                elif _t133 is not None:
                    _move_cards53(st, _t133, _t134, False)
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef60(_i8l0), ' lays down a book of ', _plain61(_i8l1), 's']))

# <rulerun go_fish.rules: play #16 33e65ad8>
def _loop(st):
    _t140 = 0
    for _t139 in (_k63 or ()):
        _t140 += (len(st.zones[(4 + _t139)]) // 4)
    return _t140

# <rulerun go_fish.rules: play #17 5586502f>
def _native(st, L):
    if (_a64(st) == 13):
        _end_game65(st, None, False); return 3

# <rulerun go_fish.rules: play #18 adb3eebd>
def _loop(st):
    _t142 = 0
    for _t141 in (_k66 or ()):
        _t142 += (len(st.zones[(4 + _t141)]) // 4)
    return _t142

# <rulerun go_fish.rules: turn #19 831b66ad>
def _loop(st):
    _t146 = 0
    for _t145 in (_k71 or ()):
        _t146 += (len(st.zones[(4 + _t145)]) // 4)
    return _t146

# <rulerun go_fish.rules: turn #20 playout 7095655a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = True
    while (L[1] and (not (_a72(st) == 13))):
        _budget73[0] -= 1
        if _budget73[0] < 0: _spent74(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_l0), ' has no cards and the stock is empty: ', _PlayerRef76(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_l0), ' has no cards and draws one']))
            _t149 = _st_zones[0]
            _t148 = (1 + _l0)
            if _st_log is None and _t149:
                _t147 = _t149.pop(); _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
            elif _t149:
                _move_cards78(st, _t149[-1], _t148, False)
        _t150 = []
        for _t151 in (_k79 or ()):
            if ((_t151 != _l0) and (not not _st_zones[(1 + _t151)])):
                _t150.append(_t151)
        L[2] = _t150
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                return 2
            L[3] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t152 = L[3]
            _t153 = (1 + _l0)
            if type(_t152) is int and _st_log is None:
                _t154 = _st_zones[_st_loc[_t152]]
                if _t154[-1] == _t152: _t154.pop()
                else: _t154.remove(_t152)
                _st_zones[_t153].append(_t152); _st_loc[_t152] = _t153
            elif _t152 is not None:
                _move_cards78(st, _t152, _t153, False)
            _i9l0 = _l0
            _i9l1 = _c80[L[3]]
            _t155 = 0
            for _t156 in _st_zones[(1 + _i9l0)]:
                if (_c80[_t156] == _i9l1):
                    _t155 += 1
            if (_t155 == 4):
                _t159 = []
                for _t160 in _st_zones[(1 + _i9l0)]:
                    if (_c80[_t160] == _i9l1):
                        _t159.append(_t160)
                _t157 = _t159
                _t158 = (4 + _i9l0)
                if type(_t157) is list and _st_log is None:
                    for _t161 in _t157:
                        _t162 = _st_zones[_st_loc[_t161]]
                        if _t162[-1] == _t161: _t162.pop()
                        else: _t162.remove(_t161)
                        _st_zones[_t158].append(_t161); _st_loc[_t161] = _t158
                elif _t157 is not None:
                    _move_cards78(st, _t157, _t158, False)
                if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_i9l0), ' lays down a book of ', _plain81(_i9l1), 's']))
        else:
            _t165 = _NOT_YET
            _t163 = []
            for _t164 in (_k82 or []):
                if (_t164 in (_t165 if _t165 is not _NOT_YET else (_t165 := list(map(_c80.__getitem__, _st_zones[(1 + _l0)]))))): _t163.append(_t164)
            _t166 = _l0
            _t167 = len(_t163)
            if not _t167: _no_option85(_t166, 'rank to ask for')
            if _t167 <= 1 and _st_log is None:
                L[4] = _t163[0] if _t167 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t168 = st.chooser(_t167, _t166)
                else:
                    _t168 = _st_bits(_t167.bit_length())
                    while _t168 >= _t167: _t168 = _st_bits(_t167.bit_length())
                L[4] = _t163[_t168]; st.decisions += 1
            elif _decide86(st, L, _t163, _t166): raise _PlayoutCut83()
            _t169 = (L[2] or [])
            _t170 = _l0
            _t171 = len(_t169)
            if not _t171: _no_option85(_t170, 'player to ask')
            if _t171 <= 1 and _st_log is None:
                L[5] = _t169[0] if _t171 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t172 = st.chooser(_t171, _t170)
                else:
                    _t172 = _st_bits(_t171.bit_length())
                    while _t172 >= _t171: _t172 = _st_bits(_t171.bit_length())
                L[5] = _t169[_t172]; st.decisions += 1
            elif _decide88(st, L, _t169, _t170): raise _PlayoutCut83()
            if _st_log is not None: _tell89(st, (_player_text90(_l0) + ' asks ' + _player_text90(L[5]) + ' for ' + _plain81(L[4]) + 's'), None)
            _t174 = L[4]
            _t173 = []
            for _t175 in _st_zones[(1 + L[5])]:
                if (_c80[_t175] == _t174):
                    _t173.append(_t175)
            L[6] = _t173
            if (not not (L[6] or ())):
                if _st_log is not None: _reveal91(st, L[6], None)
                _t176 = L[6]
                _t177 = (1 + _l0)
                if type(_t176) is list and _st_log is None:
                    for _t178 in _t176:
                        _t179 = _st_zones[_st_loc[_t178]]
                        if _t179[-1] == _t178: _t179.pop()
                        else: _t179.remove(_t178)
                        _st_zones[_t177].append(_t178); _st_loc[_t178] = _t177
                elif _t176 is not None:
                    _move_cards78(st, _t176, _t177, False)
                _i10l0 = _l0
                _i10l1 = L[4]
                _t180 = 0
                for _t181 in _st_zones[(1 + _i10l0)]:
                    if (_c80[_t181] == _i10l1):
                        _t180 += 1
                if (_t180 == 4):
                    _t184 = []
                    for _t185 in _st_zones[(1 + _i10l0)]:
                        if (_c80[_t185] == _i10l1):
                            _t184.append(_t185)
                    _t182 = _t184
                    _t183 = (4 + _i10l0)
                    if type(_t182) is list and _st_log is None:
                        for _t186 in _t182:
                            _t187 = _st_zones[_st_loc[_t186]]
                            if _t187[-1] == _t186: _t187.pop()
                            else: _t187.remove(_t186)
                            _st_zones[_t183].append(_t186); _st_loc[_t186] = _t183
                    elif _t182 is not None:
                        _move_cards78(st, _t182, _t183, False)
                    if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_i10l0), ' lays down a book of ', _plain81(_i10l1), 's']))
            else:
                if _st_log is not None: _tell89(st, (_player_text90(L[5]) + ' has no ' + _plain81(L[4]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text77(_audience75(st), ['the stock is empty']))
                    return 2
                L[7] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t188 = L[7]
                _t189 = (1 + _l0)
                if type(_t188) is int and _st_log is None:
                    _t190 = _st_zones[_st_loc[_t188]]
                    if _t190[-1] == _t188: _t190.pop()
                    else: _t190.remove(_t188)
                    _st_zones[_t189].append(_t188); _st_loc[_t188] = _t189
                elif _t188 is not None:
                    _move_cards78(st, _t188, _t189, False)
                if (_c80[L[7]] == L[4]):
                    if _st_log is not None: _reveal91(st, L[7], None)
                    _i11l0 = _l0
                    _i11l1 = L[4]
                    _t191 = 0
                    for _t192 in _st_zones[(1 + _i11l0)]:
                        if (_c80[_t192] == _i11l1):
                            _t191 += 1
                    if (_t191 == 4):
                        _t195 = []
                        for _t196 in _st_zones[(1 + _i11l0)]:
                            if (_c80[_t196] == _i11l1):
                                _t195.append(_t196)
                        _t193 = _t195
                        _t194 = (4 + _i11l0)
                        if type(_t193) is list and _st_log is None:
                            for _t197 in _t193:
                                _t198 = _st_zones[_st_loc[_t197]]
                                if _t198[-1] == _t197: _t198.pop()
                                else: _t198.remove(_t197)
                                _st_zones[_t194].append(_t197); _st_loc[_t197] = _t194
                        elif _t193 is not None:
                            _move_cards78(st, _t193, _t194, False)
                        if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_i11l0), ' lays down a book of ', _plain81(_i11l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell89(st, (_player_text90(_l0) + ' did not draw a ' + _plain81(L[4])), None)
                    _i12l0 = _l0
                    _i12l1 = _c80[L[7]]
                    _t199 = 0
                    for _t200 in _st_zones[(1 + _i12l0)]:
                        if (_c80[_t200] == _i12l1):
                            _t199 += 1
                    if (_t199 == 4):
                        _t203 = []
                        for _t204 in _st_zones[(1 + _i12l0)]:
                            if (_c80[_t204] == _i12l1):
                                _t203.append(_t204)
                        _t201 = _t203
                        _t202 = (4 + _i12l0)
                        if type(_t201) is list and _st_log is None:
                            for _t205 in _t201:
                                _t206 = _st_zones[_st_loc[_t205]]
                                if _t206[-1] == _t205: _t206.pop()
                                else: _t206.remove(_t205)
                                _st_zones[_t202].append(_t205); _st_loc[_t205] = _t202
                        elif _t201 is not None:
                            _move_cards78(st, _t201, _t202, False)
                        if _st_log is not None: _st_log.append(_Text77(_audience75(st), [_PlayerRef76(_i12l0), ' lays down a book of ', _plain81(_i12l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: play #21 6622ec78>
def _loop(st):
    _t208 = 0
    for _t207 in (_k93 or ()):
        _t208 += (len(st.zones[(4 + _t207)]) // 4)
    return _t208

# <rulerun go_fish.rules: play #22 05e72233>
def _native(st, L):
    while (not (_a67(st) == 13)):
        _budget68[0] -= 1
        if _budget68[0] < 0: _spent69(st)
        _t144 = (_k70 or [])
        _budget68[0] -= len(_t144)
        if _budget68[0] < 0: _spent69(st)
        for _t143 in _t144:
            L[11] = _t143
            if _p92(st, [_t143, None, None, None, None, None, None, None]) == 3: return 3
            if (_a94(st) == 13):
                _end_game95(st, None, False); return 3

# <rulerun go_fish.rules: play #23 15187e4e>
def _loop(st):
    _t210 = 0
    for _t209 in (_k96 or ()):
        _t210 += (len(st.zones[(4 + _t209)]) // 4)
    return _t210

# <rulerun go_fish.rules: play #24 f06e21b5>
def _native(st, L):
    return (not (_a97(st) == 13))

# <rulerun go_fish.rules: play #25 69710319>
def _native(st, L):
    return _k98

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 f6cbf1dc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run101(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k102)

# <rulerun go_fish.rules: turn #28 724c0b2e>
def _loop(st):
    _t212 = 0
    for _t211 in (_k107 or ()):
        _t212 += (len(st.zones[(4 + _t211)]) // 4)
    return _t212

# <rulerun go_fish.rules: turn #29 0c6673f8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT103[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run106(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[1] and (not (_a108(st) == 13))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run109(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[2] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run110(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t214 = _NOT_YET
            _o = []
            for _t213 in (_k111 or []):
                if (_t213 in (_t214 if _t214 is not _NOT_YET else (_t214 := list(map(_c112.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t213)
            fr[1] = 7
            _t215 = L[0]
            _t216 = len(_o)
            if not _t216: _no_option114(_t215, 'rank to ask for')
            if _t216 <= 1 and _st_log is None:
                L[4] = _o[0] if _t216 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t217 = st.chooser(_t216, _t215)
                else:
                    _t217 = _st_bits(_t216.bit_length())
                    while _t217 >= _t216: _t217 = _st_bits(_t216.bit_length())
                L[4] = _o[_t217]; st.decisions += 1
                if st.thread_player is not None: _answered115(st, _t217)
            elif _decide116(st, L, _o, _t215): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t218 = L[0]
            _t219 = len(_o)
            if not _t219: _no_option114(_t218, 'player to ask')
            if _t219 <= 1 and _st_log is None:
                L[5] = _o[0] if _t219 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t220 = st.chooser(_t219, _t218)
                else:
                    _t220 = _st_bits(_t219.bit_length())
                    while _t220 >= _t219: _t220 = _st_bits(_t219.bit_length())
                L[5] = _o[_t220]; st.decisions += 1
                if st.thread_player is not None: _answered115(st, _t220)
            elif _decide118(st, L, _o, _t218): return True
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
            if _k > _lim and _over_limit105(_k, st, _d0): raise _Runaway104()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k120)

# <rulerun go_fish.rules: play #30 36c19b7c>
def _loop(st):
    _t222 = 0
    for _t221 in (_k125 or ()):
        _t222 += (len(st.zones[(4 + _t221)]) // 4)
    return _t222

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

# <rulerun go_fish.rules: turn #32 6dd2c945>
def _loop(st):
    _t224 = 0
    for _t223 in (_k138 or ()):
        _t224 += (len(st.zones[(4 + _t223)]) // 4)
    return _t224

# <rulerun go_fish.rules: turn #33 c22995ca>
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
            _t226 = _NOT_YET
            _o = []
            for _t225 in (_k142 or []):
                if (_t225 in (_t226 if _t226 is not _NOT_YET else (_t226 := list(map(_c143.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t225)
            fr[1] = 7
            _t227 = L[0]
            _t228 = len(_o)
            if not _t228: _no_option145(_t227, 'rank to ask for')
            if _t228 <= 1 and _st_log is None:
                L[4] = _o[0] if _t228 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t229 = st.chooser(_t228, _t227)
                else:
                    _t229 = _st_bits(_t228.bit_length())
                    while _t229 >= _t228: _t229 = _st_bits(_t228.bit_length())
                L[4] = _o[_t229]; st.decisions += 1
                if st.thread_player is not None: _answered146(st, _t229)
            elif _decide147(st, L, _o, _t227): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t230 = L[0]
            _t231 = len(_o)
            if not _t231: _no_option145(_t230, 'player to ask')
            if _t231 <= 1 and _st_log is None:
                L[5] = _o[0] if _t231 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t232 = st.chooser(_t231, _t230)
                else:
                    _t232 = _st_bits(_t231.bit_length())
                    while _t232 >= _t231: _t232 = _st_bits(_t231.bit_length())
                L[5] = _o[_t232]; st.decisions += 1
                if st.thread_player is not None: _answered146(st, _t232)
            elif _decide149(st, L, _o, _t230): return True
            pc = 8
        if pc == 8:
            _r = _run150(st, L)
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
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k151)

# <rulerun go_fish.rules: play #34 27cc28cf>
def _loop(st):
    _t234 = 0
    for _t233 in (_k157 or ()):
        _t234 += (len(st.zones[(4 + _t233)]) // 4)
    return _t234

# <rulerun go_fish.rules: play #35 5e5a3839>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT152[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run155(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region156(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_a158(st) == 13)):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k159 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p160(st, [L[11], None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit161(_k162)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run163(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit154(_k, st, _d0): raise _Runaway153()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit154(_k, st, _d0): raise _Runaway153()
            continue
        if pc == 8:
            fr[1] = 9
            if _step164(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k165)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

