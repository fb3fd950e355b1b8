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

# <rulerun go_fish.rules: turn #1 10e68d41>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    for _t8 in (_k6 or []):
        L[3] = _t8
        _i0l0 = L[0]
        _i0l1 = _t8
        _t9 = 0
        for _t10 in _st_zones[(1 + _i0l0)]:
            if (_c7[_t10] == _i0l1):
                _t9 += 1
        if (_t9 == 4):
            _t13 = []
            for _t14 in _st_zones[(1 + _i0l0)]:
                if (_c7[_t14] == _i0l1):
                    _t13.append(_t14)
            _t11 = _t13
            _t12 = (4 + _i0l0)
            if type(_t11) is list and _st_log is None:
                for _t15 in _t11:
                    _t16 = _st_zones[_st_loc[_t15]]
                    if _t16[-1] == _t15: _t16.pop()
                    else: _t16.remove(_t15)
                    _st_zones[_t12].append(_t15); _st_loc[_t15] = _t12
            elif _t11 is not None:
                _move_cards8(st, _t11, _t12, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text12(_audience9(st), [_PlayerRef10(_i0l0), ' lays down a book of ', _plain11(_i0l1), 's']))
    L[4] = True

# <rulerun go_fish.rules: turn #2 e7babda7>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[(1 + _l0)]):
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text15(_audience13(st), [_PlayerRef14(_l0), ' has no cards and the stock is empty: ', _PlayerRef14(_l0), ' sits out']))
            return 2
        if _st_log is not None: _st_log.append(_Text15(_audience13(st), [_PlayerRef14(_l0), ' has no cards and draws one']))
        _t19 = _st_zones[0]
        _t18 = (1 + _l0)
        if _st_log is None and _t19:
            _t17 = _t19.pop(); _st_zones[_t18].append(_t17); st.loc[_t17] = _t18
        elif _t19:
            _move_cards16(st, _t19[-1], _t18, False)
    _t20 = []
    for _t21 in (_k17 or ()):
        if ((_t21 != _l0) and (not not _st_zones[(1 + _t21)])):
            _t20.append(_t21)
    L[5] = _t20

# <rulerun go_fish.rules: turn #3 ff62d2af>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if (not _st_zones[0]):
        for _t22 in (_k18 or []):
            L[8] = _t22
            _i1l0 = _l0
            _i1l1 = _t22
            _t23 = 0
            for _t24 in _st_zones[(1 + _i1l0)]:
                if (_c19[_t24] == _i1l1):
                    _t23 += 1
            if (_t23 == 4):
                _t27 = []
                for _t28 in _st_zones[(1 + _i1l0)]:
                    if (_c19[_t28] == _i1l1):
                        _t27.append(_t28)
                _t25 = _t27
                _t26 = (4 + _i1l0)
                if type(_t25) is list and _st_log is None:
                    for _t29 in _t25:
                        _t30 = _st_zones[_st_loc[_t29]]
                        if _t30[-1] == _t29: _t30.pop()
                        else: _t30.remove(_t29)
                        _st_zones[_t26].append(_t29); _st_loc[_t29] = _t26
                elif _t25 is not None:
                    _move_cards20(st, _t25, _t26, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text24(_audience21(st), [_PlayerRef22(_i1l0), ' lays down a book of ', _plain23(_i1l1), 's']))
        return 2
    L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t31 = L[9]
    _t32 = (1 + _l0)
    if type(_t31) is int and _st_log is None:
        _t33 = _st_zones[(_t34 := _st_loc[_t31])]
        if _t33[-1] == _t31: _t33.pop()
        else: _t33.remove(_t31)
        _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
        _t35 = _leaving25[_t34]
        if _memo0 and _t35 & 1: _memo0.clear()
    elif _t31 is not None:
        _move_cards20(st, _t31, _t32, False)
        if _memo0: _memo0.clear()
    _i2l0 = _l0
    _i2l1 = _c19[L[9]]
    _t36 = 0
    for _t37 in _st_zones[(1 + _i2l0)]:
        if (_c19[_t37] == _i2l1):
            _t36 += 1
    if (_t36 == 4):
        _t40 = []
        for _t41 in _st_zones[(1 + _i2l0)]:
            if (_c19[_t41] == _i2l1):
                _t40.append(_t41)
        _t38 = _t40
        _t39 = (4 + _i2l0)
        if type(_t38) is list and _st_log is None:
            for _t42 in _t38:
                _t43 = _st_zones[_st_loc[_t42]]
                if _t43[-1] == _t42: _t43.pop()
                else: _t43.remove(_t42)
                _st_zones[_t39].append(_t42); _st_loc[_t42] = _t39
        elif _t38 is not None:
            _move_cards20(st, _t38, _t39, False)
        if _memo0: _memo0.clear()
        if _st_log is not None: _st_log.append(_Text24(_audience21(st), [_PlayerRef22(_i2l0), ' lays down a book of ', _plain23(_i2l1), 's']))

# <rulerun go_fish.rules: turn #4 3840e8ec>
def _native(st, L):
    _l0 = L[0]
    _l10 = L[10]
    _l11 = L[11]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if _st_log is not None: _tell26(st, (_player_text27(_l0) + ' asks ' + _player_text27(_l11) + ' for ' + _plain28(_l10) + 's'), None)
    _t44 = []
    for _t45 in _st_zones[(1 + _l11)]:
        if (_c29[_t45] == _l10):
            _t44.append(_t45)
    L[12] = _t44
    if (not not (L[12] or ())):
        if _st_log is not None: _reveal30(st, L[12], None)
        _t46 = L[12]
        _t47 = (1 + _l0)
        if type(_t46) is list and _st_log is None:
            for _t48 in _t46:
                _t49 = _st_zones[_st_loc[_t48]]
                if _t49[-1] == _t48: _t49.pop()
                else: _t49.remove(_t48)
                _st_zones[_t47].append(_t48); _st_loc[_t48] = _t47
            if _memo0: _memo0.clear()
        elif _t46 is not None:
            _move_cards31(st, _t46, _t47, False)
            if _memo0: _memo0.clear()
        _i3l0 = _l0
        _i3l1 = _l10
        _t50 = 0
        for _t51 in _st_zones[(1 + _i3l0)]:
            if (_c29[_t51] == _i3l1):
                _t50 += 1
        if (_t50 == 4):
            _t54 = []
            for _t55 in _st_zones[(1 + _i3l0)]:
                if (_c29[_t55] == _i3l1):
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
                _move_cards31(st, _t52, _t53, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text34(_audience32(st), [_PlayerRef33(_i3l0), ' lays down a book of ', _plain28(_i3l1), 's']))
    else:
        if _st_log is not None: _tell26(st, (_player_text27(_l11) + ' has no ' + _plain28(_l10) + ': go fish!'), None)
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text34(_audience32(st), ['the stock is empty']))
            return 2
        L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
        _t58 = L[13]
        _t59 = (1 + _l0)
        if type(_t58) is int and _st_log is None:
            _t60 = _st_zones[(_t61 := _st_loc[_t58])]
            if _t60[-1] == _t58: _t60.pop()
            else: _t60.remove(_t58)
            _st_zones[_t59].append(_t58); _st_loc[_t58] = _t59
            _t62 = _leaving35[_t61]
            if _memo0 and _t62 & 1: _memo0.clear()
        elif _t58 is not None:
            _move_cards31(st, _t58, _t59, False)
            if _memo0: _memo0.clear()
        if (_c29[L[13]] == _l10):
            if _st_log is not None: _reveal30(st, L[13], None)
            _i4l0 = _l0
            _i4l1 = _l10
            _t63 = 0
            for _t64 in _st_zones[(1 + _i4l0)]:
                if (_c29[_t64] == _i4l1):
                    _t63 += 1
            if (_t63 == 4):
                _t67 = []
                for _t68 in _st_zones[(1 + _i4l0)]:
                    if (_c29[_t68] == _i4l1):
                        _t67.append(_t68)
                _t65 = _t67
                _t66 = (4 + _i4l0)
                if type(_t65) is list and _st_log is None:
                    for _t69 in _t65:
                        _t70 = _st_zones[_st_loc[_t69]]
                        if _t70[-1] == _t69: _t70.pop()
                        else: _t70.remove(_t69)
                        _st_zones[_t66].append(_t69); _st_loc[_t69] = _t66
                elif _t65 is not None:
                    _move_cards31(st, _t65, _t66, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text34(_audience32(st), [_PlayerRef33(_i4l0), ' lays down a book of ', _plain28(_i4l1), 's']))
            L[4] = True
        else:
            if _st_log is not None: _tell26(st, (_player_text27(_l0) + ' did not draw a ' + _plain28(_l10)), None)
            _i5l0 = _l0
            _i5l1 = _c29[L[13]]
            _t71 = 0
            for _t72 in _st_zones[(1 + _i5l0)]:
                if (_c29[_t72] == _i5l1):
                    _t71 += 1
            if (_t71 == 4):
                _t75 = []
                for _t76 in _st_zones[(1 + _i5l0)]:
                    if (_c29[_t76] == _i5l1):
                        _t75.append(_t76)
                _t73 = _t75
                _t74 = (4 + _i5l0)
                if type(_t73) is list and _st_log is None:
                    for _t77 in _t73:
                        _t78 = _st_zones[_st_loc[_t77]]
                        if _t78[-1] == _t77: _t78.pop()
                        else: _t78.remove(_t77)
                        _st_zones[_t74].append(_t77); _st_loc[_t77] = _t74
                elif _t73 is not None:
                    _move_cards31(st, _t73, _t74, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text34(_audience32(st), [_PlayerRef33(_i5l0), ' lays down a book of ', _plain28(_i5l1), 's']))
            L[4] = False

# <rulerun go_fish.rules: turn #5 08eaecba>
def _loop(st):
    _t80 = 0
    for _t79 in (_k36 or ()):
        _t80 += (len(st.zones[(4 + _t79)]) // 4)
    return _t80

# <rulerun go_fish.rules: turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #8 3015da5a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a37(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent38(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_l0), ' has no cards and the stock is empty: ', _PlayerRef40(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_l0), ' has no cards and draws one']))
            _t83 = _st_zones[0]
            _t82 = (1 + _l0)
            if _st_log is None and _t83:
                _t81 = _t83.pop(); _st_zones[_t82].append(_t81); _st_loc[_t81] = _t82
            elif _t83:
                _move_cards42(st, _t83[-1], _t82, False)
        _t84 = []
        for _t85 in (_k43 or ()):
            if ((_t85 != _l0) and (not not _st_zones[(1 + _t85)])):
                _t84.append(_t85)
        L[5] = _t84
        if (not (L[5] or ())):
            if (not _st_zones[0]):
                for _t86 in (_k44 or []):
                    L[8] = _t86
                    _i6l0 = _l0
                    _i6l1 = _t86
                    _t87 = 0
                    for _t88 in _st_zones[(1 + _i6l0)]:
                        if (_c45[_t88] == _i6l1):
                            _t87 += 1
                    if (_t87 == 4):
                        _t91 = []
                        for _t92 in _st_zones[(1 + _i6l0)]:
                            if (_c45[_t92] == _i6l1):
                                _t91.append(_t92)
                        _t89 = _t91
                        _t90 = (4 + _i6l0)
                        if type(_t89) is list and _st_log is None:
                            for _t93 in _t89:
                                _t94 = _st_zones[_st_loc[_t93]]
                                if _t94[-1] == _t93: _t94.pop()
                                else: _t94.remove(_t93)
                                _st_zones[_t90].append(_t93); _st_loc[_t93] = _t90
                        elif _t89 is not None:
                            _move_cards42(st, _t89, _t90, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i6l0), ' lays down a book of ', _plain46(_i6l1), 's']))
                return 2
            L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t95 = L[9]
            _t96 = (1 + _l0)
            if type(_t95) is int and _st_log is None:
                _t97 = _st_zones[(_t98 := _st_loc[_t95])]
                if _t97[-1] == _t95: _t97.pop()
                else: _t97.remove(_t95)
                _st_zones[_t96].append(_t95); _st_loc[_t95] = _t96
                _t99 = _leaving47[_t98]
                if _memo0 and _t99 & 1: _memo0.clear()
            elif _t95 is not None:
                _move_cards42(st, _t95, _t96, False)
                if _memo0: _memo0.clear()
            _i7l0 = _l0
            _i7l1 = _c45[L[9]]
            _t100 = 0
            for _t101 in _st_zones[(1 + _i7l0)]:
                if (_c45[_t101] == _i7l1):
                    _t100 += 1
            if (_t100 == 4):
                _t104 = []
                for _t105 in _st_zones[(1 + _i7l0)]:
                    if (_c45[_t105] == _i7l1):
                        _t104.append(_t105)
                _t102 = _t104
                _t103 = (4 + _i7l0)
                if type(_t102) is list and _st_log is None:
                    for _t106 in _t102:
                        _t107 = _st_zones[_st_loc[_t106]]
                        if _t107[-1] == _t106: _t107.pop()
                        else: _t107.remove(_t106)
                        _st_zones[_t103].append(_t106); _st_loc[_t106] = _t103
                elif _t102 is not None:
                    _move_cards42(st, _t102, _t103, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i7l0), ' lays down a book of ', _plain46(_i7l1), 's']))
        else:
            _t110 = _NOT_YET
            _t108 = []
            for _t109 in (_k48 or []):
                if (_t109 in (_t110 if _t110 is not _NOT_YET else (_t110 := list(map(_c45.__getitem__, _st_zones[(1 + _l0)]))))): _t108.append(_t109)
            _t111 = _l0
            _t112 = len(_t108)
            if not _t112: _no_option51(_t111, 'rank to ask for')
            if _t112 <= 1 and _st_log is None:
                L[10] = _t108[0] if _t112 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t113 = st.chooser(_t112, _t111)
                else:
                    _t113 = _st_bits(_t112.bit_length())
                    while _t113 >= _t112: _t113 = _st_bits(_t112.bit_length())
                L[10] = _t108[_t113]; st.decisions += 1
            elif _decide52(st, L, _t108, _t111): raise _PlayoutCut49()
            _t114 = (L[5] or [])
            _t115 = _l0
            _t116 = len(_t114)
            if not _t116: _no_option51(_t115, 'player to ask')
            if _t116 <= 1 and _st_log is None:
                L[11] = _t114[0] if _t116 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t117 = st.chooser(_t116, _t115)
                else:
                    _t117 = _st_bits(_t116.bit_length())
                    while _t117 >= _t116: _t117 = _st_bits(_t116.bit_length())
                L[11] = _t114[_t117]; st.decisions += 1
            elif _decide54(st, L, _t114, _t115): raise _PlayoutCut49()
            if _st_log is not None: _tell55(st, (_player_text56(_l0) + ' asks ' + _player_text56(L[11]) + ' for ' + _plain46(L[10]) + 's'), None)
            _t119 = L[10]
            _t118 = []
            for _t120 in _st_zones[(1 + L[11])]:
                if (_c45[_t120] == _t119):
                    _t118.append(_t120)
            L[12] = _t118
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal57(st, L[12], None)
                _t121 = L[12]
                _t122 = (1 + _l0)
                if type(_t121) is list and _st_log is None:
                    for _t123 in _t121:
                        _t124 = _st_zones[_st_loc[_t123]]
                        if _t124[-1] == _t123: _t124.pop()
                        else: _t124.remove(_t123)
                        _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
                    if _memo0: _memo0.clear()
                elif _t121 is not None:
                    _move_cards42(st, _t121, _t122, False)
                    if _memo0: _memo0.clear()
                _i8l0 = _l0
                _i8l1 = L[10]
                _t125 = 0
                for _t126 in _st_zones[(1 + _i8l0)]:
                    if (_c45[_t126] == _i8l1):
                        _t125 += 1
                if (_t125 == 4):
                    _t129 = []
                    for _t130 in _st_zones[(1 + _i8l0)]:
                        if (_c45[_t130] == _i8l1):
                            _t129.append(_t130)
                    _t127 = _t129
                    _t128 = (4 + _i8l0)
                    if type(_t127) is list and _st_log is None:
                        for _t131 in _t127:
                            _t132 = _st_zones[_st_loc[_t131]]
                            if _t132[-1] == _t131: _t132.pop()
                            else: _t132.remove(_t131)
                            _st_zones[_t128].append(_t131); _st_loc[_t131] = _t128
                    elif _t127 is not None:
                        _move_cards42(st, _t127, _t128, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i8l0), ' lays down a book of ', _plain46(_i8l1), 's']))
            else:
                if _st_log is not None: _tell55(st, (_player_text56(L[11]) + ' has no ' + _plain46(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text41(_audience39(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t133 = L[13]
                _t134 = (1 + _l0)
                if type(_t133) is int and _st_log is None:
                    _t135 = _st_zones[(_t136 := _st_loc[_t133])]
                    if _t135[-1] == _t133: _t135.pop()
                    else: _t135.remove(_t133)
                    _st_zones[_t134].append(_t133); _st_loc[_t133] = _t134
                    _t137 = _leaving58[_t136]
                    if _memo0 and _t137 & 1: _memo0.clear()
                elif _t133 is not None:
                    _move_cards42(st, _t133, _t134, False)
                    if _memo0: _memo0.clear()
                if (_c45[L[13]] == L[10]):
                    if _st_log is not None: _reveal57(st, L[13], None)
                    _i9l0 = _l0
                    _i9l1 = L[10]
                    _t138 = 0
                    for _t139 in _st_zones[(1 + _i9l0)]:
                        if (_c45[_t139] == _i9l1):
                            _t138 += 1
                    if (_t138 == 4):
                        _t142 = []
                        for _t143 in _st_zones[(1 + _i9l0)]:
                            if (_c45[_t143] == _i9l1):
                                _t142.append(_t143)
                        _t140 = _t142
                        _t141 = (4 + _i9l0)
                        if type(_t140) is list and _st_log is None:
                            for _t144 in _t140:
                                _t145 = _st_zones[_st_loc[_t144]]
                                if _t145[-1] == _t144: _t145.pop()
                                else: _t145.remove(_t144)
                                _st_zones[_t141].append(_t144); _st_loc[_t144] = _t141
                        elif _t140 is not None:
                            _move_cards42(st, _t140, _t141, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i9l0), ' lays down a book of ', _plain46(_i9l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell55(st, (_player_text56(_l0) + ' did not draw a ' + _plain46(L[10])), None)
                    _i10l0 = _l0
                    _i10l1 = _c45[L[13]]
                    _t146 = 0
                    for _t147 in _st_zones[(1 + _i10l0)]:
                        if (_c45[_t147] == _i10l1):
                            _t146 += 1
                    if (_t146 == 4):
                        _t150 = []
                        for _t151 in _st_zones[(1 + _i10l0)]:
                            if (_c45[_t151] == _i10l1):
                                _t150.append(_t151)
                        _t148 = _t150
                        _t149 = (4 + _i10l0)
                        if type(_t148) is list and _st_log is None:
                            for _t152 in _t148:
                                _t153 = _st_zones[_st_loc[_t152]]
                                if _t153[-1] == _t152: _t153.pop()
                                else: _t153.remove(_t152)
                                _st_zones[_t149].append(_t152); _st_loc[_t152] = _t149
                        elif _t148 is not None:
                            _move_cards42(st, _t148, _t149, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i10l0), ' lays down a book of ', _plain46(_i10l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: turn #9 1d454e3c>
def _loop(st):
    _t155 = 0
    for _t154 in (_k59 or ()):
        _t155 += (len(st.zones[(4 + _t154)]) // 4)
    return _t155

# <rulerun go_fish.rules: turn #10 3e58fd46>
def _native(st, L):
    return (L[4] and (not (_a60(st) == 13)))

# <rulerun go_fish.rules: turn #11 945bea5f>
def _native(st, L):
    return (not (L[5] or ()))

# <rulerun go_fish.rules: turn #12 aaa7bb79>
def _native(st, L):
    return _k61

# <rulerun go_fish.rules: turn #13 640eab9f>
def _native(st, L):
    _l10 = L[10]
    _t156 = False
    for _t157 in st.zones[(1 + L[0])]:
        if (_c62[_t157] == _l10):
            _t156 = True
            break
    return _t156

# <rulerun go_fish.rules: turn #14 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun go_fish.rules: play #15 a682dc09>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _shuffle_zone63(st, 0)
    for _t158 in (_k64 or []):
        L[2] = _t158
        _t159 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t160 = (1 + _t158)
        if type(_t159) is list and _st_log is None:
            for _t161 in _t159:
                _t162 = _st_zones[_st_loc[_t161]]
                if _t162[-1] == _t161: _t162.pop()
                else: _t162.remove(_t161)
                _st_zones[_t160].append(_t161); _st_loc[_t161] = _t160
            if _memo0: _memo0.clear()
        elif _t159 is not None:
            _move_cards65(st, _t159, _t160, False)
            if _memo0: _memo0.clear()
    _t164 = (_k66 or [])
    st.budget -= len(_t164)
    if st.budget < 0: _spent67(st)
    for _t163 in _t164:
        L[5] = _t163
        for _t165 in (_k68 or []):
            L[8] = _t165
            _i11l0 = _t163
            _i11l1 = _t165
            _t166 = 0
            for _t167 in _st_zones[(1 + _i11l0)]:
                if (_c69[_t167] == _i11l1):
                    _t166 += 1
            if (_t166 == 4):
                _t170 = []
                for _t171 in _st_zones[(1 + _i11l0)]:
                    if (_c69[_t171] == _i11l1):
                        _t170.append(_t171)
                _t168 = _t170
                _t169 = (4 + _i11l0)
                if type(_t168) is list and _st_log is None:
                    for _t172 in _t168:
                        _t173 = _st_zones[_st_loc[_t172]]
                        if _t173[-1] == _t172: _t173.pop()
                        else: _t173.remove(_t172)
                        _st_zones[_t169].append(_t172); _st_loc[_t172] = _t169
                elif _t168 is not None:
                    _move_cards65(st, _t168, _t169, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text73(_audience70(st), [_PlayerRef71(_i11l0), ' lays down a book of ', _plain72(_i11l1), 's']))

# <rulerun go_fish.rules: play #16 a2b77f6d>
def _loop(st):
    _t175 = 0
    for _t174 in (_k74 or ()):
        _t175 += (len(st.zones[(4 + _t174)]) // 4)
    return _t175

# <rulerun go_fish.rules: play #17 54d88800>
def _native(st, L):
    _memo0 = st.memos[0]
    if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a75(st) == 13))):
        _end_game76(st, None, False); return 3

# <rulerun go_fish.rules: play #18 324f11a9>
def _loop(st):
    _t177 = 0
    for _t176 in (_k77 or ()):
        _t177 += (len(st.zones[(4 + _t176)]) // 4)
    return _t177

# <rulerun go_fish.rules: turn #19 7713c2e4>
def _loop(st):
    _t190 = 0
    for _t189 in (_k89 or ()):
        _t190 += (len(st.zones[(4 + _t189)]) // 4)
    return _t190

# <rulerun go_fish.rules: turn #20 playout 43afe5bd>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent81(st)
    for _t180 in (_k82 or []):
        L[3] = _t180
        _i12l0 = _l0
        _i12l1 = _t180
        _t181 = 0
        for _t182 in _st_zones[(1 + _i12l0)]:
            if (_c83[_t182] == _i12l1):
                _t181 += 1
        if (_t181 == 4):
            _t185 = []
            for _t186 in _st_zones[(1 + _i12l0)]:
                if (_c83[_t186] == _i12l1):
                    _t185.append(_t186)
            _t183 = _t185
            _t184 = (4 + _i12l0)
            if type(_t183) is list and _st_log is None:
                for _t187 in _t183:
                    _t188 = _st_zones[_st_loc[_t187]]
                    if _t188[-1] == _t187: _t188.pop()
                    else: _t188.remove(_t187)
                    _st_zones[_t184].append(_t187); _st_loc[_t187] = _t184
            elif _t183 is not None:
                _move_cards84(st, _t183, _t184, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i12l0), ' lays down a book of ', _plain87(_i12l1), 's']))
    L[4] = True
    while (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a90(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent81(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_l0), ' has no cards and the stock is empty: ', _PlayerRef86(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_l0), ' has no cards and draws one']))
            _t193 = _st_zones[0]
            _t192 = (1 + _l0)
            if _st_log is None and _t193:
                _t191 = _t193.pop(); _st_zones[_t192].append(_t191); _st_loc[_t191] = _t192
            elif _t193:
                _move_cards84(st, _t193[-1], _t192, False)
        _t194 = []
        for _t195 in (_k91 or ()):
            if ((_t195 != _l0) and (not not _st_zones[(1 + _t195)])):
                _t194.append(_t195)
        L[5] = _t194
        if (not (L[5] or ())):
            if (not _st_zones[0]):
                for _t196 in (_k92 or []):
                    L[8] = _t196
                    _i13l0 = _l0
                    _i13l1 = _t196
                    _t197 = 0
                    for _t198 in _st_zones[(1 + _i13l0)]:
                        if (_c83[_t198] == _i13l1):
                            _t197 += 1
                    if (_t197 == 4):
                        _t201 = []
                        for _t202 in _st_zones[(1 + _i13l0)]:
                            if (_c83[_t202] == _i13l1):
                                _t201.append(_t202)
                        _t199 = _t201
                        _t200 = (4 + _i13l0)
                        if type(_t199) is list and _st_log is None:
                            for _t203 in _t199:
                                _t204 = _st_zones[_st_loc[_t203]]
                                if _t204[-1] == _t203: _t204.pop()
                                else: _t204.remove(_t203)
                                _st_zones[_t200].append(_t203); _st_loc[_t203] = _t200
                        elif _t199 is not None:
                            _move_cards84(st, _t199, _t200, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i13l0), ' lays down a book of ', _plain87(_i13l1), 's']))
                return 2
            L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t205 = L[9]
            _t206 = (1 + _l0)
            if type(_t205) is int and _st_log is None:
                _t207 = _st_zones[(_t208 := _st_loc[_t205])]
                if _t207[-1] == _t205: _t207.pop()
                else: _t207.remove(_t205)
                _st_zones[_t206].append(_t205); _st_loc[_t205] = _t206
                _t209 = _leaving93[_t208]
                if _memo0 and _t209 & 1: _memo0.clear()
            elif _t205 is not None:
                _move_cards84(st, _t205, _t206, False)
                if _memo0: _memo0.clear()
            _i14l0 = _l0
            _i14l1 = _c83[L[9]]
            _t210 = 0
            for _t211 in _st_zones[(1 + _i14l0)]:
                if (_c83[_t211] == _i14l1):
                    _t210 += 1
            if (_t210 == 4):
                _t214 = []
                for _t215 in _st_zones[(1 + _i14l0)]:
                    if (_c83[_t215] == _i14l1):
                        _t214.append(_t215)
                _t212 = _t214
                _t213 = (4 + _i14l0)
                if type(_t212) is list and _st_log is None:
                    for _t216 in _t212:
                        _t217 = _st_zones[_st_loc[_t216]]
                        if _t217[-1] == _t216: _t217.pop()
                        else: _t217.remove(_t216)
                        _st_zones[_t213].append(_t216); _st_loc[_t216] = _t213
                elif _t212 is not None:
                    _move_cards84(st, _t212, _t213, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i14l0), ' lays down a book of ', _plain87(_i14l1), 's']))
        else:
            _t220 = _NOT_YET
            _t218 = []
            for _t219 in (_k94 or []):
                if (_t219 in (_t220 if _t220 is not _NOT_YET else (_t220 := list(map(_c83.__getitem__, _st_zones[(1 + _l0)]))))): _t218.append(_t219)
            _t221 = _l0
            _t222 = len(_t218)
            if not _t222: _no_option97(_t221, 'rank to ask for')
            if _t222 <= 1 and _st_log is None:
                L[10] = _t218[0] if _t222 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t223 = st.chooser(_t222, _t221)
                else:
                    _t223 = _st_bits(_t222.bit_length())
                    while _t223 >= _t222: _t223 = _st_bits(_t222.bit_length())
                L[10] = _t218[_t223]; st.decisions += 1
            elif _decide98(st, L, _t218, _t221): raise _PlayoutCut95()
            _t224 = (L[5] or [])
            _t225 = _l0
            _t226 = len(_t224)
            if not _t226: _no_option97(_t225, 'player to ask')
            if _t226 <= 1 and _st_log is None:
                L[11] = _t224[0] if _t226 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t227 = st.chooser(_t226, _t225)
                else:
                    _t227 = _st_bits(_t226.bit_length())
                    while _t227 >= _t226: _t227 = _st_bits(_t226.bit_length())
                L[11] = _t224[_t227]; st.decisions += 1
            elif _decide100(st, L, _t224, _t225): raise _PlayoutCut95()
            if _st_log is not None: _tell101(st, (_player_text102(_l0) + ' asks ' + _player_text102(L[11]) + ' for ' + _plain87(L[10]) + 's'), None)
            _t229 = L[10]
            _t228 = []
            for _t230 in _st_zones[(1 + L[11])]:
                if (_c83[_t230] == _t229):
                    _t228.append(_t230)
            L[12] = _t228
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal103(st, L[12], None)
                _t231 = L[12]
                _t232 = (1 + _l0)
                if type(_t231) is list and _st_log is None:
                    for _t233 in _t231:
                        _t234 = _st_zones[_st_loc[_t233]]
                        if _t234[-1] == _t233: _t234.pop()
                        else: _t234.remove(_t233)
                        _st_zones[_t232].append(_t233); _st_loc[_t233] = _t232
                    if _memo0: _memo0.clear()
                elif _t231 is not None:
                    _move_cards84(st, _t231, _t232, False)
                    if _memo0: _memo0.clear()
                _i15l0 = _l0
                _i15l1 = L[10]
                _t235 = 0
                for _t236 in _st_zones[(1 + _i15l0)]:
                    if (_c83[_t236] == _i15l1):
                        _t235 += 1
                if (_t235 == 4):
                    _t239 = []
                    for _t240 in _st_zones[(1 + _i15l0)]:
                        if (_c83[_t240] == _i15l1):
                            _t239.append(_t240)
                    _t237 = _t239
                    _t238 = (4 + _i15l0)
                    if type(_t237) is list and _st_log is None:
                        for _t241 in _t237:
                            _t242 = _st_zones[_st_loc[_t241]]
                            if _t242[-1] == _t241: _t242.pop()
                            else: _t242.remove(_t241)
                            _st_zones[_t238].append(_t241); _st_loc[_t241] = _t238
                    elif _t237 is not None:
                        _move_cards84(st, _t237, _t238, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i15l0), ' lays down a book of ', _plain87(_i15l1), 's']))
            else:
                if _st_log is not None: _tell101(st, (_player_text102(L[11]) + ' has no ' + _plain87(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text88(_audience85(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t243 = L[13]
                _t244 = (1 + _l0)
                if type(_t243) is int and _st_log is None:
                    _t245 = _st_zones[(_t246 := _st_loc[_t243])]
                    if _t245[-1] == _t243: _t245.pop()
                    else: _t245.remove(_t243)
                    _st_zones[_t244].append(_t243); _st_loc[_t243] = _t244
                    _t247 = _leaving104[_t246]
                    if _memo0 and _t247 & 1: _memo0.clear()
                elif _t243 is not None:
                    _move_cards84(st, _t243, _t244, False)
                    if _memo0: _memo0.clear()
                if (_c83[L[13]] == L[10]):
                    if _st_log is not None: _reveal103(st, L[13], None)
                    _i16l0 = _l0
                    _i16l1 = L[10]
                    _t248 = 0
                    for _t249 in _st_zones[(1 + _i16l0)]:
                        if (_c83[_t249] == _i16l1):
                            _t248 += 1
                    if (_t248 == 4):
                        _t252 = []
                        for _t253 in _st_zones[(1 + _i16l0)]:
                            if (_c83[_t253] == _i16l1):
                                _t252.append(_t253)
                        _t250 = _t252
                        _t251 = (4 + _i16l0)
                        if type(_t250) is list and _st_log is None:
                            for _t254 in _t250:
                                _t255 = _st_zones[_st_loc[_t254]]
                                if _t255[-1] == _t254: _t255.pop()
                                else: _t255.remove(_t254)
                                _st_zones[_t251].append(_t254); _st_loc[_t254] = _t251
                        elif _t250 is not None:
                            _move_cards84(st, _t250, _t251, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i16l0), ' lays down a book of ', _plain87(_i16l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell101(st, (_player_text102(_l0) + ' did not draw a ' + _plain87(L[10])), None)
                    _i17l0 = _l0
                    _i17l1 = _c83[L[13]]
                    _t256 = 0
                    for _t257 in _st_zones[(1 + _i17l0)]:
                        if (_c83[_t257] == _i17l1):
                            _t256 += 1
                    if (_t256 == 4):
                        _t260 = []
                        for _t261 in _st_zones[(1 + _i17l0)]:
                            if (_c83[_t261] == _i17l1):
                                _t260.append(_t261)
                        _t258 = _t260
                        _t259 = (4 + _i17l0)
                        if type(_t258) is list and _st_log is None:
                            for _t262 in _t258:
                                _t263 = _st_zones[_st_loc[_t262]]
                                if _t263[-1] == _t262: _t263.pop()
                                else: _t263.remove(_t262)
                                _st_zones[_t259].append(_t262); _st_loc[_t262] = _t259
                        elif _t258 is not None:
                            _move_cards84(st, _t258, _t259, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_i17l0), ' lays down a book of ', _plain87(_i17l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: play #21 730eb163>
def _loop(st):
    _t265 = 0
    for _t264 in (_k106 or ()):
        _t265 += (len(st.zones[(4 + _t264)]) // 4)
    return _t265

# <rulerun go_fish.rules: play #22 e145218b>
def _native(st, L):
    _memo0 = st.memos[0]
    while (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a78(st) == 13)))):
        st.budget -= 1
        if st.budget < 0: _spent79(st)
        _t179 = (_k80 or [])
        st.budget -= len(_t179)
        if st.budget < 0: _spent79(st)
        for _t178 in _t179:
            L[11] = _t178
            if _p105(st, [_t178, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
            if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a107(st) == 13))):
                _end_game108(st, None, False); return 3

# <rulerun go_fish.rules: play #23 69c72e46>
def _loop(st):
    _t267 = 0
    for _t266 in (_k109 or ()):
        _t267 += (len(st.zones[(4 + _t266)]) // 4)
    return _t267

# <rulerun go_fish.rules: play #24 bf3b700a>
def _native(st, L):
    return (not (_a110(st) == 13))

# <rulerun go_fish.rules: play #25 9552ac4e>
def _native(st, L):
    return _k111

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 9d618c9f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run114(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k115)

# <rulerun go_fish.rules: turn #28 97a6d43a>
def _loop(st):
    _t269 = 0
    for _t268 in (_k119 or ()):
        _t269 += (len(st.zones[(4 + _t268)]) // 4)
    return _t269

# <rulerun go_fish.rules: turn #29 a055c27b>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run118(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a120(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run121(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run122(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t271 = _NOT_YET
            _o = []
            for _t270 in (_k123 or []):
                if (_t270 in (_t271 if _t271 is not _NOT_YET else (_t271 := list(map(_c124.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t270)
            fr[1] = 7
            _t272 = L[0]
            _t273 = len(_o)
            if not _t273: _no_option126(_t272, 'rank to ask for')
            if _t273 <= 1 and _st_log is None:
                L[10] = _o[0] if _t273 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t274 = st.chooser(_t273, _t272)
                else:
                    _t274 = _st_bits(_t273.bit_length())
                    while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
                L[10] = _o[_t274]; st.decisions += 1
                if st.thread_player is not None: _answered127(st, _t274)
            elif _decide128(st, L, _o, _t272): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t275 = L[0]
            _t276 = len(_o)
            if not _t276: _no_option126(_t275, 'player to ask')
            if _t276 <= 1 and _st_log is None:
                L[11] = _o[0] if _t276 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t277 = st.chooser(_t276, _t275)
                else:
                    _t277 = _st_bits(_t276.bit_length())
                    while _t277 >= _t276: _t277 = _st_bits(_t276.bit_length())
                L[11] = _o[_t277]; st.decisions += 1
                if st.thread_player is not None: _answered127(st, _t277)
            elif _decide130(st, L, _o, _t275): return True
            pc = 8
        if pc == 8:
            _r = _run131(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit117(_k, st, _d0): raise _Runaway116()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k132)

# <rulerun go_fish.rules: play #30 c7ea1210>
def _loop(st):
    _t279 = 0
    for _t278 in (_k136 or ()):
        _t279 += (len(st.zones[(4 + _t278)]) // 4)
    return _t279

# <rulerun go_fish.rules: play #31 89a60797>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a137(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k138 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit139(_k140)
            fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs141[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run142(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit134(_k, st, _d0): raise _Runaway133()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit134(_k, st, _d0): raise _Runaway133()
            continue
        if pc == 8:
            fr[1] = 9
            if _step143(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k144)

# <rulerun go_fish.rules: turn #32 21c8b350>
def _loop(st):
    _t281 = 0
    for _t280 in (_k149 or ()):
        _t281 += (len(st.zones[(4 + _t280)]) // 4)
    return _t281

# <rulerun go_fish.rules: turn #33 ff1b7138>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run147(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region148(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a150(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run151(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run152(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t283 = _NOT_YET
            _o = []
            for _t282 in (_k153 or []):
                if (_t282 in (_t283 if _t283 is not _NOT_YET else (_t283 := list(map(_c154.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t282)
            fr[1] = 7
            _t284 = L[0]
            _t285 = len(_o)
            if not _t285: _no_option156(_t284, 'rank to ask for')
            if _t285 <= 1 and _st_log is None:
                L[10] = _o[0] if _t285 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t286 = st.chooser(_t285, _t284)
                else:
                    _t286 = _st_bits(_t285.bit_length())
                    while _t286 >= _t285: _t286 = _st_bits(_t285.bit_length())
                L[10] = _o[_t286]; st.decisions += 1
                if st.thread_player is not None: _answered157(st, _t286)
            elif _decide158(st, L, _o, _t284): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t287 = L[0]
            _t288 = len(_o)
            if not _t288: _no_option156(_t287, 'player to ask')
            if _t288 <= 1 and _st_log is None:
                L[11] = _o[0] if _t288 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t289 = st.chooser(_t288, _t287)
                else:
                    _t289 = _st_bits(_t288.bit_length())
                    while _t289 >= _t288: _t289 = _st_bits(_t288.bit_length())
                L[11] = _o[_t289]; st.decisions += 1
                if st.thread_player is not None: _answered157(st, _t289)
            elif _decide160(st, L, _o, _t287): return True
            pc = 8
        if pc == 8:
            _r = _run161(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit146(_k, st, _d0): raise _Runaway145()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k162)

# <rulerun go_fish.rules: play #34 8faf2842>
def _loop(st):
    _t291 = 0
    for _t290 in (_k167 or ()):
        _t291 += (len(st.zones[(4 + _t290)]) // 4)
    return _t291

# <rulerun go_fish.rules: play #35 78c1fb6f>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run165(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region166(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a168(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k169 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p170(st, [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit171(_k172)
                fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs173[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run174(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit164(_k, st, _d0): raise _Runaway163()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit164(_k, st, _d0): raise _Runaway163()
            continue
        if pc == 8:
            fr[1] = 9
            if _step175(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k176)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

