# <rulerun go_fish.rules: lay_book #0 317e9efc>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
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
        if _memo0: _memo0.clear()
        if _st_log is not None: _st_log.append(_Text5(_audience2(st), [_PlayerRef3(_l0), ' lays down a book of ', _plain4(_l1), 's']))

# <rulerun go_fish.rules: turn #1 6d189dc4>
def _native(st, L):
    L[1] = True

# <rulerun go_fish.rules: turn #2 f86e92c4>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _memo0 = st.memos[0]
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
        if _memo0: _memo0.clear()
    _t11 = []
    for _t12 in (_k10 or ()):
        if ((_t12 != _l0) and (not not _st_zones[(1 + _t12)])):
            _t11.append(_t12)
    L[2] = _t11

# <rulerun go_fish.rules: turn #3 b6e55b01>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if (not _st_zones[0]):
        for _t13 in (_k11 or []):
            L[5] = _t13
            _i0l0 = _l0
            _i0l1 = _t13
            _t14 = 0
            for _t15 in _st_zones[(1 + _i0l0)]:
                if (_c12[_t15] == _i0l1):
                    _t14 += 1
            if (_t14 == 4):
                _t18 = []
                for _t19 in _st_zones[(1 + _i0l0)]:
                    if (_c12[_t19] == _i0l1):
                        _t18.append(_t19)
                _t16 = _t18
                _t17 = (4 + _i0l0)
                if type(_t16) is list and _st_log is None:
                    for _t20 in _t16:
                        _t21 = _st_zones[_st_loc[_t20]]
                        if _t21[-1] == _t20: _t21.pop()
                        else: _t21.remove(_t20)
                        _st_zones[_t17].append(_t20); _st_loc[_t20] = _t17
                elif _t16 is not None:
                    _move_cards13(st, _t16, _t17, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text17(_audience14(st), [_PlayerRef15(_i0l0), ' lays down a book of ', _plain16(_i0l1), 's']))
        return 2
    L[6] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t22 = L[6]
    _t23 = (1 + _l0)
    if type(_t22) is int and _st_log is None:
        _t24 = _st_zones[_st_loc[_t22]]
        if _t24[-1] == _t22: _t24.pop()
        else: _t24.remove(_t22)
        _st_zones[_t23].append(_t22); _st_loc[_t22] = _t23
    elif _t22 is not None:
        _move_cards13(st, _t22, _t23, False)
    if _memo0: _memo0.clear()
    _i1l0 = _l0
    _i1l1 = _c12[L[6]]
    _t25 = 0
    for _t26 in _st_zones[(1 + _i1l0)]:
        if (_c12[_t26] == _i1l1):
            _t25 += 1
    if (_t25 == 4):
        _t29 = []
        for _t30 in _st_zones[(1 + _i1l0)]:
            if (_c12[_t30] == _i1l1):
                _t29.append(_t30)
        _t27 = _t29
        _t28 = (4 + _i1l0)
        if type(_t27) is list and _st_log is None:
            for _t31 in _t27:
                _t32 = _st_zones[_st_loc[_t31]]
                if _t32[-1] == _t31: _t32.pop()
                else: _t32.remove(_t31)
                _st_zones[_t28].append(_t31); _st_loc[_t31] = _t28
        elif _t27 is not None:
            _move_cards13(st, _t27, _t28, False)
        if _memo0: _memo0.clear()
        if _st_log is not None: _st_log.append(_Text17(_audience14(st), [_PlayerRef15(_i1l0), ' lays down a book of ', _plain16(_i1l1), 's']))

# <rulerun go_fish.rules: turn #4 80da53e8>
def _native(st, L):
    _l0 = L[0]
    _l7 = L[7]
    _l8 = L[8]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if _st_log is not None: _tell18(st, (_player_text19(_l0) + ' asks ' + _player_text19(_l8) + ' for ' + _plain20(_l7) + 's'), None)
    _t33 = []
    for _t34 in _st_zones[(1 + _l8)]:
        if (_c21[_t34] == _l7):
            _t33.append(_t34)
    L[9] = _t33
    if (not not (L[9] or ())):
        if _st_log is not None: _reveal22(st, L[9], None)
        _t35 = L[9]
        _t36 = (1 + _l0)
        if type(_t35) is list and _st_log is None:
            for _t37 in _t35:
                _t38 = _st_zones[_st_loc[_t37]]
                if _t38[-1] == _t37: _t38.pop()
                else: _t38.remove(_t37)
                _st_zones[_t36].append(_t37); _st_loc[_t37] = _t36
        elif _t35 is not None:
            _move_cards23(st, _t35, _t36, False)
        if _memo0: _memo0.clear()
        _i2l0 = _l0
        _i2l1 = _l7
        _t39 = 0
        for _t40 in _st_zones[(1 + _i2l0)]:
            if (_c21[_t40] == _i2l1):
                _t39 += 1
        if (_t39 == 4):
            _t43 = []
            for _t44 in _st_zones[(1 + _i2l0)]:
                if (_c21[_t44] == _i2l1):
                    _t43.append(_t44)
            _t41 = _t43
            _t42 = (4 + _i2l0)
            if type(_t41) is list and _st_log is None:
                for _t45 in _t41:
                    _t46 = _st_zones[_st_loc[_t45]]
                    if _t46[-1] == _t45: _t46.pop()
                    else: _t46.remove(_t45)
                    _st_zones[_t42].append(_t45); _st_loc[_t45] = _t42
            elif _t41 is not None:
                _move_cards23(st, _t41, _t42, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_i2l0), ' lays down a book of ', _plain20(_i2l1), 's']))
    else:
        if _st_log is not None: _tell18(st, (_player_text19(_l8) + ' has no ' + _plain20(_l7) + ': go fish!'), None)
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text26(_audience24(st), ['the stock is empty']))
            return 2
        L[10] = (_z[-1] if (_z := _st_zones[0]) else None)
        _t47 = L[10]
        _t48 = (1 + _l0)
        if type(_t47) is int and _st_log is None:
            _t49 = _st_zones[_st_loc[_t47]]
            if _t49[-1] == _t47: _t49.pop()
            else: _t49.remove(_t47)
            _st_zones[_t48].append(_t47); _st_loc[_t47] = _t48
        elif _t47 is not None:
            _move_cards23(st, _t47, _t48, False)
        if _memo0: _memo0.clear()
        if (_c21[L[10]] == _l7):
            if _st_log is not None: _reveal22(st, L[10], None)
            _i3l0 = _l0
            _i3l1 = _l7
            _t50 = 0
            for _t51 in _st_zones[(1 + _i3l0)]:
                if (_c21[_t51] == _i3l1):
                    _t50 += 1
            if (_t50 == 4):
                _t54 = []
                for _t55 in _st_zones[(1 + _i3l0)]:
                    if (_c21[_t55] == _i3l1):
                        _t54.append(_t55)
                _t52 = _t54
                _t53 = (4 + _i3l0)
                if type(_t52) is list and _st_log is None:
                    for _t56 in _t52:
                        _t57 = _st_zones[_st_loc[_t56]]
                        if _t57[-1] == _t56: _t57.pop()
                        else: _t57.remove(_t56)
                        _st_zones[_t53].append(_t56); _st_loc[_t56] = _t53
                elif _t52 is not None:
                    _move_cards23(st, _t52, _t53, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_i3l0), ' lays down a book of ', _plain20(_i3l1), 's']))
            L[1] = True
        else:
            if _st_log is not None: _tell18(st, (_player_text19(_l0) + ' did not draw a ' + _plain20(_l7)), None)
            _i4l0 = _l0
            _i4l1 = _c21[L[10]]
            _t58 = 0
            for _t59 in _st_zones[(1 + _i4l0)]:
                if (_c21[_t59] == _i4l1):
                    _t58 += 1
            if (_t58 == 4):
                _t62 = []
                for _t63 in _st_zones[(1 + _i4l0)]:
                    if (_c21[_t63] == _i4l1):
                        _t62.append(_t63)
                _t60 = _t62
                _t61 = (4 + _i4l0)
                if type(_t60) is list and _st_log is None:
                    for _t64 in _t60:
                        _t65 = _st_zones[_st_loc[_t64]]
                        if _t65[-1] == _t64: _t65.pop()
                        else: _t65.remove(_t64)
                        _st_zones[_t61].append(_t64); _st_loc[_t64] = _t61
                elif _t60 is not None:
                    _move_cards23(st, _t60, _t61, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text26(_audience24(st), [_PlayerRef25(_i4l0), ' lays down a book of ', _plain20(_i4l1), 's']))
            L[1] = False

# <rulerun go_fish.rules: turn #5 048ba582>
def _loop(st):
    _t67 = 0
    for _t66 in (_k27 or ()):
        _t67 += (len(st.zones[(4 + _t66)]) // 4)
    return _t67

# <rulerun go_fish.rules: turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #8 1e67baaa>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while (L[1] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a28(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent29(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_l0), ' has no cards and the stock is empty: ', _PlayerRef31(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_l0), ' has no cards and draws one']))
            _t70 = _st_zones[0]
            _t69 = (1 + _l0)
            if _st_log is None and _t70:
                _t68 = _t70.pop(); _st_zones[_t69].append(_t68); _st_loc[_t68] = _t69
            elif _t70:
                _move_cards33(st, _t70[-1], _t69, False)
            if _memo0: _memo0.clear()
        _t71 = []
        for _t72 in (_k34 or ()):
            if ((_t72 != _l0) and (not not _st_zones[(1 + _t72)])):
                _t71.append(_t72)
        L[2] = _t71
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                for _t73 in (_k35 or []):
                    L[5] = _t73
                    _i5l0 = _l0
                    _i5l1 = _t73
                    _t74 = 0
                    for _t75 in _st_zones[(1 + _i5l0)]:
                        if (_c36[_t75] == _i5l1):
                            _t74 += 1
                    if (_t74 == 4):
                        _t78 = []
                        for _t79 in _st_zones[(1 + _i5l0)]:
                            if (_c36[_t79] == _i5l1):
                                _t78.append(_t79)
                        _t76 = _t78
                        _t77 = (4 + _i5l0)
                        if type(_t76) is list and _st_log is None:
                            for _t80 in _t76:
                                _t81 = _st_zones[_st_loc[_t80]]
                                if _t81[-1] == _t80: _t81.pop()
                                else: _t81.remove(_t80)
                                _st_zones[_t77].append(_t80); _st_loc[_t80] = _t77
                        elif _t76 is not None:
                            _move_cards33(st, _t76, _t77, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i5l0), ' lays down a book of ', _plain37(_i5l1), 's']))
                return 2
            L[6] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t82 = L[6]
            _t83 = (1 + _l0)
            if type(_t82) is int and _st_log is None:
                _t84 = _st_zones[_st_loc[_t82]]
                if _t84[-1] == _t82: _t84.pop()
                else: _t84.remove(_t82)
                _st_zones[_t83].append(_t82); _st_loc[_t82] = _t83
            elif _t82 is not None:
                _move_cards33(st, _t82, _t83, False)
            if _memo0: _memo0.clear()
            _i6l0 = _l0
            _i6l1 = _c36[L[6]]
            _t85 = 0
            for _t86 in _st_zones[(1 + _i6l0)]:
                if (_c36[_t86] == _i6l1):
                    _t85 += 1
            if (_t85 == 4):
                _t89 = []
                for _t90 in _st_zones[(1 + _i6l0)]:
                    if (_c36[_t90] == _i6l1):
                        _t89.append(_t90)
                _t87 = _t89
                _t88 = (4 + _i6l0)
                if type(_t87) is list and _st_log is None:
                    for _t91 in _t87:
                        _t92 = _st_zones[_st_loc[_t91]]
                        if _t92[-1] == _t91: _t92.pop()
                        else: _t92.remove(_t91)
                        _st_zones[_t88].append(_t91); _st_loc[_t91] = _t88
                elif _t87 is not None:
                    _move_cards33(st, _t87, _t88, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i6l0), ' lays down a book of ', _plain37(_i6l1), 's']))
        else:
            _t95 = _NOT_YET
            _t93 = []
            for _t94 in (_k38 or []):
                if (_t94 in (_t95 if _t95 is not _NOT_YET else (_t95 := list(map(_c36.__getitem__, _st_zones[(1 + _l0)]))))): _t93.append(_t94)
            _t96 = _l0
            _t97 = len(_t93)
            if not _t97: _no_option41(_t96, 'rank to ask for')
            if _t97 <= 1 and _st_log is None:
                L[7] = _t93[0] if _t97 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t98 = st.chooser(_t97, _t96)
                else:
                    _t98 = _st_bits(_t97.bit_length())
                    while _t98 >= _t97: _t98 = _st_bits(_t97.bit_length())
                L[7] = _t93[_t98]; st.decisions += 1
            elif _decide42(st, L, _t93, _t96): raise _PlayoutCut39()
            _t99 = (L[2] or [])
            _t100 = _l0
            _t101 = len(_t99)
            if not _t101: _no_option41(_t100, 'player to ask')
            if _t101 <= 1 and _st_log is None:
                L[8] = _t99[0] if _t101 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t102 = st.chooser(_t101, _t100)
                else:
                    _t102 = _st_bits(_t101.bit_length())
                    while _t102 >= _t101: _t102 = _st_bits(_t101.bit_length())
                L[8] = _t99[_t102]; st.decisions += 1
            elif _decide44(st, L, _t99, _t100): raise _PlayoutCut39()
            if _st_log is not None: _tell45(st, (_player_text46(_l0) + ' asks ' + _player_text46(L[8]) + ' for ' + _plain37(L[7]) + 's'), None)
            _t104 = L[7]
            _t103 = []
            for _t105 in _st_zones[(1 + L[8])]:
                if (_c36[_t105] == _t104):
                    _t103.append(_t105)
            L[9] = _t103
            if (not not (L[9] or ())):
                if _st_log is not None: _reveal47(st, L[9], None)
                _t106 = L[9]
                _t107 = (1 + _l0)
                if type(_t106) is list and _st_log is None:
                    for _t108 in _t106:
                        _t109 = _st_zones[_st_loc[_t108]]
                        if _t109[-1] == _t108: _t109.pop()
                        else: _t109.remove(_t108)
                        _st_zones[_t107].append(_t108); _st_loc[_t108] = _t107
                elif _t106 is not None:
                    _move_cards33(st, _t106, _t107, False)
                if _memo0: _memo0.clear()
                _i7l0 = _l0
                _i7l1 = L[7]
                _t110 = 0
                for _t111 in _st_zones[(1 + _i7l0)]:
                    if (_c36[_t111] == _i7l1):
                        _t110 += 1
                if (_t110 == 4):
                    _t114 = []
                    for _t115 in _st_zones[(1 + _i7l0)]:
                        if (_c36[_t115] == _i7l1):
                            _t114.append(_t115)
                    _t112 = _t114
                    _t113 = (4 + _i7l0)
                    if type(_t112) is list and _st_log is None:
                        for _t116 in _t112:
                            _t117 = _st_zones[_st_loc[_t116]]
                            if _t117[-1] == _t116: _t117.pop()
                            else: _t117.remove(_t116)
                            _st_zones[_t113].append(_t116); _st_loc[_t116] = _t113
                    elif _t112 is not None:
                        _move_cards33(st, _t112, _t113, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i7l0), ' lays down a book of ', _plain37(_i7l1), 's']))
            else:
                if _st_log is not None: _tell45(st, (_player_text46(L[8]) + ' has no ' + _plain37(L[7]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text32(_audience30(st), ['the stock is empty']))
                    return 2
                L[10] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t118 = L[10]
                _t119 = (1 + _l0)
                if type(_t118) is int and _st_log is None:
                    _t120 = _st_zones[_st_loc[_t118]]
                    if _t120[-1] == _t118: _t120.pop()
                    else: _t120.remove(_t118)
                    _st_zones[_t119].append(_t118); _st_loc[_t118] = _t119
                elif _t118 is not None:
                    _move_cards33(st, _t118, _t119, False)
                if _memo0: _memo0.clear()
                if (_c36[L[10]] == L[7]):
                    if _st_log is not None: _reveal47(st, L[10], None)
                    _i8l0 = _l0
                    _i8l1 = L[7]
                    _t121 = 0
                    for _t122 in _st_zones[(1 + _i8l0)]:
                        if (_c36[_t122] == _i8l1):
                            _t121 += 1
                    if (_t121 == 4):
                        _t125 = []
                        for _t126 in _st_zones[(1 + _i8l0)]:
                            if (_c36[_t126] == _i8l1):
                                _t125.append(_t126)
                        _t123 = _t125
                        _t124 = (4 + _i8l0)
                        if type(_t123) is list and _st_log is None:
                            for _t127 in _t123:
                                _t128 = _st_zones[_st_loc[_t127]]
                                if _t128[-1] == _t127: _t128.pop()
                                else: _t128.remove(_t127)
                                _st_zones[_t124].append(_t127); _st_loc[_t127] = _t124
                        elif _t123 is not None:
                            _move_cards33(st, _t123, _t124, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i8l0), ' lays down a book of ', _plain37(_i8l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell45(st, (_player_text46(_l0) + ' did not draw a ' + _plain37(L[7])), None)
                    _i9l0 = _l0
                    _i9l1 = _c36[L[10]]
                    _t129 = 0
                    for _t130 in _st_zones[(1 + _i9l0)]:
                        if (_c36[_t130] == _i9l1):
                            _t129 += 1
                    if (_t129 == 4):
                        _t133 = []
                        for _t134 in _st_zones[(1 + _i9l0)]:
                            if (_c36[_t134] == _i9l1):
                                _t133.append(_t134)
                        _t131 = _t133
                        _t132 = (4 + _i9l0)
                        if type(_t131) is list and _st_log is None:
                            for _t135 in _t131:
                                _t136 = _st_zones[_st_loc[_t135]]
                                if _t136[-1] == _t135: _t136.pop()
                                else: _t136.remove(_t135)
                                _st_zones[_t132].append(_t135); _st_loc[_t135] = _t132
                        elif _t131 is not None:
                            _move_cards33(st, _t131, _t132, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text32(_audience30(st), [_PlayerRef31(_i9l0), ' lays down a book of ', _plain37(_i9l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: turn #9 c7fb1d6c>
def _loop(st):
    _t138 = 0
    for _t137 in (_k48 or ()):
        _t138 += (len(st.zones[(4 + _t137)]) // 4)
    return _t138

# <rulerun go_fish.rules: turn #10 4d4fe2f4>
def _native(st, L):
    return (L[1] and (not (_a49(st) == 13)))

# <rulerun go_fish.rules: turn #11 9105e955>
def _native(st, L):
    return (not (L[2] or ()))

# <rulerun go_fish.rules: turn #12 065174f2>
def _native(st, L):
    return _k50

# <rulerun go_fish.rules: turn #13 17f0c981>
def _native(st, L):
    _l7 = L[7]
    _t139 = False
    for _t140 in st.zones[(1 + L[0])]:
        if (_c51[_t140] == _l7):
            _t139 = True
            break
    return _t139

# <rulerun go_fish.rules: turn #14 4a732728>
def _native(st, L):
    return L[2]

# <rulerun go_fish.rules: play #15 1b4593c3>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _shuffle_zone52(st, 0)
    for _t141 in (_k53 or []):
        L[2] = _t141
        _t142 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t143 = (1 + _t141)
        if type(_t142) is list and _st_log is None:
            for _t144 in _t142:
                _t145 = _st_zones[_st_loc[_t144]]
                if _t145[-1] == _t144: _t145.pop()
                else: _t145.remove(_t144)
                _st_zones[_t143].append(_t144); _st_loc[_t144] = _t143
        elif _t142 is not None:
            _move_cards54(st, _t142, _t143, False)
        if _memo0: _memo0.clear()
    _t147 = (_k55 or [])
    st.budget -= len(_t147)
    if st.budget < 0: _spent56(st)
    for _t146 in _t147:
        L[5] = _t146
        for _t148 in (_k57 or []):
            L[8] = _t148
            _i10l0 = _t146
            _i10l1 = _t148
            _t149 = 0
            for _t150 in _st_zones[(1 + _i10l0)]:
                if (_c58[_t150] == _i10l1):
                    _t149 += 1
            if (_t149 == 4):
                _t153 = []
                for _t154 in _st_zones[(1 + _i10l0)]:
                    if (_c58[_t154] == _i10l1):
                        _t153.append(_t154)
                _t151 = _t153
                _t152 = (4 + _i10l0)
                if type(_t151) is list and _st_log is None:
                    for _t155 in _t151:
                        _t156 = _st_zones[_st_loc[_t155]]
                        if _t156[-1] == _t155: _t156.pop()
                        else: _t156.remove(_t155)
                        _st_zones[_t152].append(_t155); _st_loc[_t155] = _t152
                elif _t151 is not None:
                    _move_cards54(st, _t151, _t152, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text62(_audience59(st), [_PlayerRef60(_i10l0), ' lays down a book of ', _plain61(_i10l1), 's']))

# <rulerun go_fish.rules: play #16 abc0ed72>
def _loop(st):
    _t158 = 0
    for _t157 in (_k63 or ()):
        _t158 += (len(st.zones[(4 + _t157)]) // 4)
    return _t158

# <rulerun go_fish.rules: play #17 4b363823>
def _native(st, L):
    _memo0 = st.memos[0]
    if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a64(st) == 13))):
        _end_game65(st, None, False); return 3

# <rulerun go_fish.rules: play #18 491ca8cd>
def _loop(st):
    _t160 = 0
    for _t159 in (_k66 or ()):
        _t160 += (len(st.zones[(4 + _t159)]) // 4)
    return _t160

# <rulerun go_fish.rules: turn #19 36cb9f03>
def _loop(st):
    _t164 = 0
    for _t163 in (_k70 or ()):
        _t164 += (len(st.zones[(4 + _t163)]) // 4)
    return _t164

# <rulerun go_fish.rules: turn #20 playout 61eb63cf>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L[1] = True
    while (L[1] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a71(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent72(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_l0), ' has no cards and the stock is empty: ', _PlayerRef74(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_l0), ' has no cards and draws one']))
            _t167 = _st_zones[0]
            _t166 = (1 + _l0)
            if _st_log is None and _t167:
                _t165 = _t167.pop(); _st_zones[_t166].append(_t165); _st_loc[_t165] = _t166
            elif _t167:
                _move_cards76(st, _t167[-1], _t166, False)
            if _memo0: _memo0.clear()
        _t168 = []
        for _t169 in (_k77 or ()):
            if ((_t169 != _l0) and (not not _st_zones[(1 + _t169)])):
                _t168.append(_t169)
        L[2] = _t168
        if (not (L[2] or ())):
            if (not _st_zones[0]):
                for _t170 in (_k78 or []):
                    L[5] = _t170
                    _i11l0 = _l0
                    _i11l1 = _t170
                    _t171 = 0
                    for _t172 in _st_zones[(1 + _i11l0)]:
                        if (_c79[_t172] == _i11l1):
                            _t171 += 1
                    if (_t171 == 4):
                        _t175 = []
                        for _t176 in _st_zones[(1 + _i11l0)]:
                            if (_c79[_t176] == _i11l1):
                                _t175.append(_t176)
                        _t173 = _t175
                        _t174 = (4 + _i11l0)
                        if type(_t173) is list and _st_log is None:
                            for _t177 in _t173:
                                _t178 = _st_zones[_st_loc[_t177]]
                                if _t178[-1] == _t177: _t178.pop()
                                else: _t178.remove(_t177)
                                _st_zones[_t174].append(_t177); _st_loc[_t177] = _t174
                        elif _t173 is not None:
                            _move_cards76(st, _t173, _t174, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_i11l0), ' lays down a book of ', _plain80(_i11l1), 's']))
                return 2
            L[6] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t179 = L[6]
            _t180 = (1 + _l0)
            if type(_t179) is int and _st_log is None:
                _t181 = _st_zones[_st_loc[_t179]]
                if _t181[-1] == _t179: _t181.pop()
                else: _t181.remove(_t179)
                _st_zones[_t180].append(_t179); _st_loc[_t179] = _t180
            elif _t179 is not None:
                _move_cards76(st, _t179, _t180, False)
            if _memo0: _memo0.clear()
            _i12l0 = _l0
            _i12l1 = _c79[L[6]]
            _t182 = 0
            for _t183 in _st_zones[(1 + _i12l0)]:
                if (_c79[_t183] == _i12l1):
                    _t182 += 1
            if (_t182 == 4):
                _t186 = []
                for _t187 in _st_zones[(1 + _i12l0)]:
                    if (_c79[_t187] == _i12l1):
                        _t186.append(_t187)
                _t184 = _t186
                _t185 = (4 + _i12l0)
                if type(_t184) is list and _st_log is None:
                    for _t188 in _t184:
                        _t189 = _st_zones[_st_loc[_t188]]
                        if _t189[-1] == _t188: _t189.pop()
                        else: _t189.remove(_t188)
                        _st_zones[_t185].append(_t188); _st_loc[_t188] = _t185
                elif _t184 is not None:
                    _move_cards76(st, _t184, _t185, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_i12l0), ' lays down a book of ', _plain80(_i12l1), 's']))
        else:
            _t192 = _NOT_YET
            _t190 = []
            for _t191 in (_k81 or []):
                if (_t191 in (_t192 if _t192 is not _NOT_YET else (_t192 := list(map(_c79.__getitem__, _st_zones[(1 + _l0)]))))): _t190.append(_t191)
            _t193 = _l0
            _t194 = len(_t190)
            if not _t194: _no_option84(_t193, 'rank to ask for')
            if _t194 <= 1 and _st_log is None:
                L[7] = _t190[0] if _t194 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t195 = st.chooser(_t194, _t193)
                else:
                    _t195 = _st_bits(_t194.bit_length())
                    while _t195 >= _t194: _t195 = _st_bits(_t194.bit_length())
                L[7] = _t190[_t195]; st.decisions += 1
            elif _decide85(st, L, _t190, _t193): raise _PlayoutCut82()
            _t196 = (L[2] or [])
            _t197 = _l0
            _t198 = len(_t196)
            if not _t198: _no_option84(_t197, 'player to ask')
            if _t198 <= 1 and _st_log is None:
                L[8] = _t196[0] if _t198 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t199 = st.chooser(_t198, _t197)
                else:
                    _t199 = _st_bits(_t198.bit_length())
                    while _t199 >= _t198: _t199 = _st_bits(_t198.bit_length())
                L[8] = _t196[_t199]; st.decisions += 1
            elif _decide87(st, L, _t196, _t197): raise _PlayoutCut82()
            if _st_log is not None: _tell88(st, (_player_text89(_l0) + ' asks ' + _player_text89(L[8]) + ' for ' + _plain80(L[7]) + 's'), None)
            _t201 = L[7]
            _t200 = []
            for _t202 in _st_zones[(1 + L[8])]:
                if (_c79[_t202] == _t201):
                    _t200.append(_t202)
            L[9] = _t200
            if (not not (L[9] or ())):
                if _st_log is not None: _reveal90(st, L[9], None)
                _t203 = L[9]
                _t204 = (1 + _l0)
                if type(_t203) is list and _st_log is None:
                    for _t205 in _t203:
                        _t206 = _st_zones[_st_loc[_t205]]
                        if _t206[-1] == _t205: _t206.pop()
                        else: _t206.remove(_t205)
                        _st_zones[_t204].append(_t205); _st_loc[_t205] = _t204
                elif _t203 is not None:
                    _move_cards76(st, _t203, _t204, False)
                if _memo0: _memo0.clear()
                _i13l0 = _l0
                _i13l1 = L[7]
                _t207 = 0
                for _t208 in _st_zones[(1 + _i13l0)]:
                    if (_c79[_t208] == _i13l1):
                        _t207 += 1
                if (_t207 == 4):
                    _t211 = []
                    for _t212 in _st_zones[(1 + _i13l0)]:
                        if (_c79[_t212] == _i13l1):
                            _t211.append(_t212)
                    _t209 = _t211
                    _t210 = (4 + _i13l0)
                    if type(_t209) is list and _st_log is None:
                        for _t213 in _t209:
                            _t214 = _st_zones[_st_loc[_t213]]
                            if _t214[-1] == _t213: _t214.pop()
                            else: _t214.remove(_t213)
                            _st_zones[_t210].append(_t213); _st_loc[_t213] = _t210
                    elif _t209 is not None:
                        _move_cards76(st, _t209, _t210, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_i13l0), ' lays down a book of ', _plain80(_i13l1), 's']))
            else:
                if _st_log is not None: _tell88(st, (_player_text89(L[8]) + ' has no ' + _plain80(L[7]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text75(_audience73(st), ['the stock is empty']))
                    return 2
                L[10] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t215 = L[10]
                _t216 = (1 + _l0)
                if type(_t215) is int and _st_log is None:
                    _t217 = _st_zones[_st_loc[_t215]]
                    if _t217[-1] == _t215: _t217.pop()
                    else: _t217.remove(_t215)
                    _st_zones[_t216].append(_t215); _st_loc[_t215] = _t216
                elif _t215 is not None:
                    _move_cards76(st, _t215, _t216, False)
                if _memo0: _memo0.clear()
                if (_c79[L[10]] == L[7]):
                    if _st_log is not None: _reveal90(st, L[10], None)
                    _i14l0 = _l0
                    _i14l1 = L[7]
                    _t218 = 0
                    for _t219 in _st_zones[(1 + _i14l0)]:
                        if (_c79[_t219] == _i14l1):
                            _t218 += 1
                    if (_t218 == 4):
                        _t222 = []
                        for _t223 in _st_zones[(1 + _i14l0)]:
                            if (_c79[_t223] == _i14l1):
                                _t222.append(_t223)
                        _t220 = _t222
                        _t221 = (4 + _i14l0)
                        if type(_t220) is list and _st_log is None:
                            for _t224 in _t220:
                                _t225 = _st_zones[_st_loc[_t224]]
                                if _t225[-1] == _t224: _t225.pop()
                                else: _t225.remove(_t224)
                                _st_zones[_t221].append(_t224); _st_loc[_t224] = _t221
                        elif _t220 is not None:
                            _move_cards76(st, _t220, _t221, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_i14l0), ' lays down a book of ', _plain80(_i14l1), 's']))
                    L[1] = True
                else:
                    if _st_log is not None: _tell88(st, (_player_text89(_l0) + ' did not draw a ' + _plain80(L[7])), None)
                    _i15l0 = _l0
                    _i15l1 = _c79[L[10]]
                    _t226 = 0
                    for _t227 in _st_zones[(1 + _i15l0)]:
                        if (_c79[_t227] == _i15l1):
                            _t226 += 1
                    if (_t226 == 4):
                        _t230 = []
                        for _t231 in _st_zones[(1 + _i15l0)]:
                            if (_c79[_t231] == _i15l1):
                                _t230.append(_t231)
                        _t228 = _t230
                        _t229 = (4 + _i15l0)
                        if type(_t228) is list and _st_log is None:
                            for _t232 in _t228:
                                _t233 = _st_zones[_st_loc[_t232]]
                                if _t233[-1] == _t232: _t233.pop()
                                else: _t233.remove(_t232)
                                _st_zones[_t229].append(_t232); _st_loc[_t232] = _t229
                        elif _t228 is not None:
                            _move_cards76(st, _t228, _t229, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text75(_audience73(st), [_PlayerRef74(_i15l0), ' lays down a book of ', _plain80(_i15l1), 's']))
                    L[1] = False

# <rulerun go_fish.rules: play #21 d900efe6>
def _loop(st):
    _t235 = 0
    for _t234 in (_k92 or ()):
        _t235 += (len(st.zones[(4 + _t234)]) // 4)
    return _t235

# <rulerun go_fish.rules: play #22 2c38d5e9>
def _native(st, L):
    _memo0 = st.memos[0]
    while (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a67(st) == 13)))):
        st.budget -= 1
        if st.budget < 0: _spent68(st)
        _t162 = (_k69 or [])
        st.budget -= len(_t162)
        if st.budget < 0: _spent68(st)
        for _t161 in _t162:
            L[11] = _t161
            if _p91(st, [_t161, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
            if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a93(st) == 13))):
                _end_game94(st, None, False); return 3

# <rulerun go_fish.rules: play #23 bf955930>
def _loop(st):
    _t237 = 0
    for _t236 in (_k95 or ()):
        _t237 += (len(st.zones[(4 + _t236)]) // 4)
    return _t237

# <rulerun go_fish.rules: play #24 c2643d06>
def _native(st, L):
    return (not (_a96(st) == 13))

# <rulerun go_fish.rules: play #25 8abfa477>
def _native(st, L):
    return _k97

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 7dd85f8f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run100(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k101)

# <rulerun go_fish.rules: turn #28 76a2a4c4>
def _loop(st):
    _t239 = 0
    for _t238 in (_k105 or ()):
        _t239 += (len(st.zones[(4 + _t238)]) // 4)
    return _t239

# <rulerun go_fish.rules: turn #29 4ed31a3f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run104(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[1] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a106(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run107(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[2] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run108(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t241 = _NOT_YET
            _o = []
            for _t240 in (_k109 or []):
                if (_t240 in (_t241 if _t241 is not _NOT_YET else (_t241 := list(map(_c110.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t240)
            fr[1] = 7
            _t242 = L[0]
            _t243 = len(_o)
            if not _t243: _no_option112(_t242, 'rank to ask for')
            if _t243 <= 1 and _st_log is None:
                L[7] = _o[0] if _t243 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t244 = st.chooser(_t243, _t242)
                else:
                    _t244 = _st_bits(_t243.bit_length())
                    while _t244 >= _t243: _t244 = _st_bits(_t243.bit_length())
                L[7] = _o[_t244]; st.decisions += 1
                if st.thread_player is not None: _answered113(st, _t244)
            elif _decide114(st, L, _o, _t242): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t245 = L[0]
            _t246 = len(_o)
            if not _t246: _no_option112(_t245, 'player to ask')
            if _t246 <= 1 and _st_log is None:
                L[8] = _o[0] if _t246 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t247 = st.chooser(_t246, _t245)
                else:
                    _t247 = _st_bits(_t246.bit_length())
                    while _t247 >= _t246: _t247 = _st_bits(_t246.bit_length())
                L[8] = _o[_t247]; st.decisions += 1
                if st.thread_player is not None: _answered113(st, _t247)
            elif _decide116(st, L, _o, _t245): return True
            pc = 8
        if pc == 8:
            _r = _run117(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit103(_k, st, _d0): raise _Runaway102()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k118)

# <rulerun go_fish.rules: play #30 f4d460d3>
def _loop(st):
    _t249 = 0
    for _t248 in (_k122 or ()):
        _t249 += (len(st.zones[(4 + _t248)]) // 4)
    return _t249

# <rulerun go_fish.rules: play #31 363f3b15>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run121(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a123(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k124 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            _a = [L[11], None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit125(_k126)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run127(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit120(_k, st, _d0): raise _Runaway119()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit120(_k, st, _d0): raise _Runaway119()
            continue
        if pc == 8:
            fr[1] = 9
            if _step128(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k129)

# <rulerun go_fish.rules: turn #32 e5bb9ee7>
def _loop(st):
    _t251 = 0
    for _t250 in (_k134 or ()):
        _t251 += (len(st.zones[(4 + _t250)]) // 4)
    return _t251

# <rulerun go_fish.rules: turn #33 fbc0755e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run132(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region133(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[1] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a135(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run136(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[2] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t253 = _NOT_YET
            _o = []
            for _t252 in (_k138 or []):
                if (_t252 in (_t253 if _t253 is not _NOT_YET else (_t253 := list(map(_c139.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t252)
            fr[1] = 7
            _t254 = L[0]
            _t255 = len(_o)
            if not _t255: _no_option141(_t254, 'rank to ask for')
            if _t255 <= 1 and _st_log is None:
                L[7] = _o[0] if _t255 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t256 = st.chooser(_t255, _t254)
                else:
                    _t256 = _st_bits(_t255.bit_length())
                    while _t256 >= _t255: _t256 = _st_bits(_t255.bit_length())
                L[7] = _o[_t256]; st.decisions += 1
                if st.thread_player is not None: _answered142(st, _t256)
            elif _decide143(st, L, _o, _t254): return True
            pc = 7
        if pc == 7:
            _o = (L[2] or [])
            fr[1] = 8
            _t257 = L[0]
            _t258 = len(_o)
            if not _t258: _no_option141(_t257, 'player to ask')
            if _t258 <= 1 and _st_log is None:
                L[8] = _o[0] if _t258 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t259 = st.chooser(_t258, _t257)
                else:
                    _t259 = _st_bits(_t258.bit_length())
                    while _t259 >= _t258: _t259 = _st_bits(_t258.bit_length())
                L[8] = _o[_t259]; st.decisions += 1
                if st.thread_player is not None: _answered142(st, _t259)
            elif _decide145(st, L, _o, _t257): return True
            pc = 8
        if pc == 8:
            _r = _run146(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit131(_k, st, _d0): raise _Runaway130()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k147)

# <rulerun go_fish.rules: play #34 86603d07>
def _loop(st):
    _t261 = 0
    for _t260 in (_k152 or ()):
        _t261 += (len(st.zones[(4 + _t260)]) // 4)
    return _t261

# <rulerun go_fish.rules: play #35 aa180347>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run150(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region151(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a153(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k154 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p155(st, [L[11], None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit156(_k157)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit149(_k, st, _d0): raise _Runaway148()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit149(_k, st, _d0): raise _Runaway148()
            continue
        if pc == 8:
            fr[1] = 9
            if _step159(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k160)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

