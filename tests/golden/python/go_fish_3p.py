# <rulerun go_fish.rules: lay_book #0 0e20f7d1>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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

# <rulerun go_fish.rules: turn #1 168cb0f2>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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

# <rulerun go_fish.rules: turn #3 0c5f3637>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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

# <rulerun go_fish.rules: turn #4 9ccda848>
def _native(st, L):
    _l0 = L[0]
    _l10 = L[10]
    _l11 = L[11]
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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

# <rulerun go_fish.rules: turn #8 d37e93cb>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
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
            _t111 = _NOT_YET
            _t108 = []
            for _t109 in (_k48 or []):
                if (_t109 in (_t111 if _t111 is not _NOT_YET else (_t111 := ([_c45[_x] for _x in _t110] if (_t110 := _st_zones[(1 + _l0)]) is not _NOT_YET else None)))): _t108.append(_t109)
            _t112 = _l0
            _t113 = len(_t108)
            if not _t113: _no_option51(_t112, 'rank to ask for')
            if _t113 <= 1 and _st_log is None:
                L[10] = _t108[0] if _t113 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t114 = st.chooser(_t113, _t112)
                else:
                    _t114 = _st_bits(_t113.bit_length())
                    while _t114 >= _t113: _t114 = _st_bits(_t113.bit_length())
                L[10] = _t108[_t114]; st.decisions += 1
            elif _st_log is None: _pend52(st, L, _t108, _t112); raise _PlayoutCut49()
            elif _decide53(st, L, _t108, _t112): raise _PlayoutCut49()
            _t115 = (L[5] or [])
            _t116 = _l0
            _t117 = len(_t115)
            if not _t117: _no_option51(_t116, 'player to ask')
            if _t117 <= 1 and _st_log is None:
                L[11] = _t115[0] if _t117 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t118 = st.chooser(_t117, _t116)
                else:
                    _t118 = _st_bits(_t117.bit_length())
                    while _t118 >= _t117: _t118 = _st_bits(_t117.bit_length())
                L[11] = _t115[_t118]; st.decisions += 1
            elif _st_log is None: _pend55(st, L, _t115, _t116); raise _PlayoutCut49()
            elif _decide56(st, L, _t115, _t116): raise _PlayoutCut49()
            if _st_log is not None: _tell57(st, (_player_text58(_l0) + ' asks ' + _player_text58(L[11]) + ' for ' + _plain46(L[10]) + 's'), None)
            _t120 = L[10]
            _t119 = []
            for _t121 in _st_zones[(1 + L[11])]:
                if (_c45[_t121] == _t120):
                    _t119.append(_t121)
            L[12] = _t119
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal59(st, L[12], None)
                _t122 = L[12]
                _t123 = (1 + _l0)
                if type(_t122) is list and _st_log is None:
                    for _t124 in _t122:
                        _t125 = _st_zones[_st_loc[_t124]]
                        if _t125[-1] == _t124: _t125.pop()
                        else: _t125.remove(_t124)
                        _st_zones[_t123].append(_t124); _st_loc[_t124] = _t123
                    if _memo0: _memo0.clear()
                elif _t122 is not None:
                    _move_cards42(st, _t122, _t123, False)
                    if _memo0: _memo0.clear()
                _i8l0 = _l0
                _i8l1 = L[10]
                _t126 = 0
                for _t127 in _st_zones[(1 + _i8l0)]:
                    if (_c45[_t127] == _i8l1):
                        _t126 += 1
                if (_t126 == 4):
                    _t130 = []
                    for _t131 in _st_zones[(1 + _i8l0)]:
                        if (_c45[_t131] == _i8l1):
                            _t130.append(_t131)
                    _t128 = _t130
                    _t129 = (4 + _i8l0)
                    if type(_t128) is list and _st_log is None:
                        for _t132 in _t128:
                            _t133 = _st_zones[_st_loc[_t132]]
                            if _t133[-1] == _t132: _t133.pop()
                            else: _t133.remove(_t132)
                            _st_zones[_t129].append(_t132); _st_loc[_t132] = _t129
                    elif _t128 is not None:
                        _move_cards42(st, _t128, _t129, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i8l0), ' lays down a book of ', _plain46(_i8l1), 's']))
            else:
                if _st_log is not None: _tell57(st, (_player_text58(L[11]) + ' has no ' + _plain46(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text41(_audience39(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t134 = L[13]
                _t135 = (1 + _l0)
                if type(_t134) is int and _st_log is None:
                    _t136 = _st_zones[(_t137 := _st_loc[_t134])]
                    if _t136[-1] == _t134: _t136.pop()
                    else: _t136.remove(_t134)
                    _st_zones[_t135].append(_t134); _st_loc[_t134] = _t135
                    _t138 = _leaving60[_t137]
                    if _memo0 and _t138 & 1: _memo0.clear()
                elif _t134 is not None:
                    _move_cards42(st, _t134, _t135, False)
                    if _memo0: _memo0.clear()
                if (_c45[L[13]] == L[10]):
                    if _st_log is not None: _reveal59(st, L[13], None)
                    _i9l0 = _l0
                    _i9l1 = L[10]
                    _t139 = 0
                    for _t140 in _st_zones[(1 + _i9l0)]:
                        if (_c45[_t140] == _i9l1):
                            _t139 += 1
                    if (_t139 == 4):
                        _t143 = []
                        for _t144 in _st_zones[(1 + _i9l0)]:
                            if (_c45[_t144] == _i9l1):
                                _t143.append(_t144)
                        _t141 = _t143
                        _t142 = (4 + _i9l0)
                        if type(_t141) is list and _st_log is None:
                            for _t145 in _t141:
                                _t146 = _st_zones[_st_loc[_t145]]
                                if _t146[-1] == _t145: _t146.pop()
                                else: _t146.remove(_t145)
                                _st_zones[_t142].append(_t145); _st_loc[_t145] = _t142
                        elif _t141 is not None:
                            _move_cards42(st, _t141, _t142, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i9l0), ' lays down a book of ', _plain46(_i9l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell57(st, (_player_text58(_l0) + ' did not draw a ' + _plain46(L[10])), None)
                    _i10l0 = _l0
                    _i10l1 = _c45[L[13]]
                    _t147 = 0
                    for _t148 in _st_zones[(1 + _i10l0)]:
                        if (_c45[_t148] == _i10l1):
                            _t147 += 1
                    if (_t147 == 4):
                        _t151 = []
                        for _t152 in _st_zones[(1 + _i10l0)]:
                            if (_c45[_t152] == _i10l1):
                                _t151.append(_t152)
                        _t149 = _t151
                        _t150 = (4 + _i10l0)
                        if type(_t149) is list and _st_log is None:
                            for _t153 in _t149:
                                _t154 = _st_zones[_st_loc[_t153]]
                                if _t154[-1] == _t153: _t154.pop()
                                else: _t154.remove(_t153)
                                _st_zones[_t150].append(_t153); _st_loc[_t153] = _t150
                        elif _t149 is not None:
                            _move_cards42(st, _t149, _t150, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text41(_audience39(st), [_PlayerRef40(_i10l0), ' lays down a book of ', _plain46(_i10l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: turn #9 662ac339>
def _loop(st):
    _t156 = 0
    for _t155 in (_k61 or ()):
        _t156 += (len(st.zones[(4 + _t155)]) // 4)
    return _t156

# <rulerun go_fish.rules: turn #10 3bf7a495>
def _native(st, L):
    return (L[4] and (not (_a62(st) == 13)))

# <rulerun go_fish.rules: turn #11 945bea5f>
def _native(st, L):
    return (not (L[5] or ()))

# <rulerun go_fish.rules: turn #12 18ca9413>
def _native(st, L):
    return _k63

# <rulerun go_fish.rules: turn #13 3682ffcd>
def _native(st, L):
    _l10 = L[10]
    _t157 = False
    for _t158 in st.zones[(1 + L[0])]:
        if (_c64[_t158] == _l10):
            _t157 = True
            break
    return _t157

# <rulerun go_fish.rules: turn #14 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun go_fish.rules: play #15 215c0132>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    _shuffle_zone65(st, 0)
    for _t159 in (_k66 or []):
        L[2] = _t159
        _t160 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t161 = (1 + _t159)
        if type(_t160) is list and _st_log is None:
            for _t162 in _t160:
                _t163 = _st_zones[_st_loc[_t162]]
                if _t163[-1] == _t162: _t163.pop()
                else: _t163.remove(_t162)
                _st_zones[_t161].append(_t162); _st_loc[_t162] = _t161
            if _memo0: _memo0.clear()
        elif _t160 is not None:
            _move_cards67(st, _t160, _t161, False)
            if _memo0: _memo0.clear()
    _t165 = (_k68 or [])
    st.budget -= len(_t165)
    if st.budget < 0: _spent69(st)
    for _t164 in _t165:
        L[5] = _t164
        for _t166 in (_k70 or []):
            L[8] = _t166
            _i11l0 = _t164
            _i11l1 = _t166
            _t167 = 0
            for _t168 in _st_zones[(1 + _i11l0)]:
                if (_c71[_t168] == _i11l1):
                    _t167 += 1
            if (_t167 == 4):
                _t171 = []
                for _t172 in _st_zones[(1 + _i11l0)]:
                    if (_c71[_t172] == _i11l1):
                        _t171.append(_t172)
                _t169 = _t171
                _t170 = (4 + _i11l0)
                if type(_t169) is list and _st_log is None:
                    for _t173 in _t169:
                        _t174 = _st_zones[_st_loc[_t173]]
                        if _t174[-1] == _t173: _t174.pop()
                        else: _t174.remove(_t173)
                        _st_zones[_t170].append(_t173); _st_loc[_t173] = _t170
                elif _t169 is not None:
                    _move_cards67(st, _t169, _t170, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text75(_audience72(st), [_PlayerRef73(_i11l0), ' lays down a book of ', _plain74(_i11l1), 's']))

# <rulerun go_fish.rules: play #16 4ce5de6b>
def _loop(st):
    _t176 = 0
    for _t175 in (_k76 or ()):
        _t176 += (len(st.zones[(4 + _t175)]) // 4)
    return _t176

# <rulerun go_fish.rules: play #17 f91a049a>
def _native(st, L):
    _memo0, = st.memos
    if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a77(st) == 13))):
        _end_game78(st, None, False); return 3

# <rulerun go_fish.rules: play #18 d4a755ec>
def _loop(st):
    _t178 = 0
    for _t177 in (_k79 or ()):
        _t178 += (len(st.zones[(4 + _t177)]) // 4)
    return _t178

# <rulerun go_fish.rules: turn #19 e9ca33ea>
def _loop(st):
    _t191 = 0
    for _t190 in (_k91 or ()):
        _t191 += (len(st.zones[(4 + _t190)]) // 4)
    return _t191

# <rulerun go_fish.rules: turn #20 playout 6d35a9d5>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0, = st.memos
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent83(st)
    for _t181 in (_k84 or []):
        L[3] = _t181
        _i12l0 = _l0
        _i12l1 = _t181
        _t182 = 0
        for _t183 in _st_zones[(1 + _i12l0)]:
            if (_c85[_t183] == _i12l1):
                _t182 += 1
        if (_t182 == 4):
            _t186 = []
            for _t187 in _st_zones[(1 + _i12l0)]:
                if (_c85[_t187] == _i12l1):
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
                _move_cards86(st, _t184, _t185, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i12l0), ' lays down a book of ', _plain89(_i12l1), 's']))
    L[4] = True
    while (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a92(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent83(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' has no cards and the stock is empty: ', _PlayerRef88(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_l0), ' has no cards and draws one']))
            _t194 = _st_zones[0]
            _t193 = (1 + _l0)
            if _st_log is None and _t194:
                _t192 = _t194.pop(); _st_zones[_t193].append(_t192); _st_loc[_t192] = _t193
            elif _t194:
                _move_cards86(st, _t194[-1], _t193, False)
        _t195 = []
        for _t196 in (_k93 or ()):
            if ((_t196 != _l0) and (not not _st_zones[(1 + _t196)])):
                _t195.append(_t196)
        L[5] = _t195
        if (not (L[5] or ())):
            if (not _st_zones[0]):
                for _t197 in (_k94 or []):
                    L[8] = _t197
                    _i13l0 = _l0
                    _i13l1 = _t197
                    _t198 = 0
                    for _t199 in _st_zones[(1 + _i13l0)]:
                        if (_c85[_t199] == _i13l1):
                            _t198 += 1
                    if (_t198 == 4):
                        _t202 = []
                        for _t203 in _st_zones[(1 + _i13l0)]:
                            if (_c85[_t203] == _i13l1):
                                _t202.append(_t203)
                        _t200 = _t202
                        _t201 = (4 + _i13l0)
                        if type(_t200) is list and _st_log is None:
                            for _t204 in _t200:
                                _t205 = _st_zones[_st_loc[_t204]]
                                if _t205[-1] == _t204: _t205.pop()
                                else: _t205.remove(_t204)
                                _st_zones[_t201].append(_t204); _st_loc[_t204] = _t201
                        elif _t200 is not None:
                            _move_cards86(st, _t200, _t201, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i13l0), ' lays down a book of ', _plain89(_i13l1), 's']))
                return 2
            L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t206 = L[9]
            _t207 = (1 + _l0)
            if type(_t206) is int and _st_log is None:
                _t208 = _st_zones[(_t209 := _st_loc[_t206])]
                if _t208[-1] == _t206: _t208.pop()
                else: _t208.remove(_t206)
                _st_zones[_t207].append(_t206); _st_loc[_t206] = _t207
                _t210 = _leaving95[_t209]
                if _memo0 and _t210 & 1: _memo0.clear()
            elif _t206 is not None:
                _move_cards86(st, _t206, _t207, False)
                if _memo0: _memo0.clear()
            _i14l0 = _l0
            _i14l1 = _c85[L[9]]
            _t211 = 0
            for _t212 in _st_zones[(1 + _i14l0)]:
                if (_c85[_t212] == _i14l1):
                    _t211 += 1
            if (_t211 == 4):
                _t215 = []
                for _t216 in _st_zones[(1 + _i14l0)]:
                    if (_c85[_t216] == _i14l1):
                        _t215.append(_t216)
                _t213 = _t215
                _t214 = (4 + _i14l0)
                if type(_t213) is list and _st_log is None:
                    for _t217 in _t213:
                        _t218 = _st_zones[_st_loc[_t217]]
                        if _t218[-1] == _t217: _t218.pop()
                        else: _t218.remove(_t217)
                        _st_zones[_t214].append(_t217); _st_loc[_t217] = _t214
                elif _t213 is not None:
                    _move_cards86(st, _t213, _t214, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i14l0), ' lays down a book of ', _plain89(_i14l1), 's']))
        else:
            _t222 = _NOT_YET
            _t219 = []
            for _t220 in (_k96 or []):
                if (_t220 in (_t222 if _t222 is not _NOT_YET else (_t222 := ([_c85[_x] for _x in _t221] if (_t221 := _st_zones[(1 + _l0)]) is not _NOT_YET else None)))): _t219.append(_t220)
            _t223 = _l0
            _t224 = len(_t219)
            if not _t224: _no_option99(_t223, 'rank to ask for')
            if _t224 <= 1 and _st_log is None:
                L[10] = _t219[0] if _t224 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t225 = st.chooser(_t224, _t223)
                else:
                    _t225 = _st_bits(_t224.bit_length())
                    while _t225 >= _t224: _t225 = _st_bits(_t224.bit_length())
                L[10] = _t219[_t225]; st.decisions += 1
            elif _st_log is None: _pend100(st, L, _t219, _t223); raise _PlayoutCut97()
            elif _decide101(st, L, _t219, _t223): raise _PlayoutCut97()
            _t226 = (L[5] or [])
            _t227 = _l0
            _t228 = len(_t226)
            if not _t228: _no_option99(_t227, 'player to ask')
            if _t228 <= 1 and _st_log is None:
                L[11] = _t226[0] if _t228 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t229 = st.chooser(_t228, _t227)
                else:
                    _t229 = _st_bits(_t228.bit_length())
                    while _t229 >= _t228: _t229 = _st_bits(_t228.bit_length())
                L[11] = _t226[_t229]; st.decisions += 1
            elif _st_log is None: _pend103(st, L, _t226, _t227); raise _PlayoutCut97()
            elif _decide104(st, L, _t226, _t227): raise _PlayoutCut97()
            if _st_log is not None: _tell105(st, (_player_text106(_l0) + ' asks ' + _player_text106(L[11]) + ' for ' + _plain89(L[10]) + 's'), None)
            _t231 = L[10]
            _t230 = []
            for _t232 in _st_zones[(1 + L[11])]:
                if (_c85[_t232] == _t231):
                    _t230.append(_t232)
            L[12] = _t230
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal107(st, L[12], None)
                _t233 = L[12]
                _t234 = (1 + _l0)
                if type(_t233) is list and _st_log is None:
                    for _t235 in _t233:
                        _t236 = _st_zones[_st_loc[_t235]]
                        if _t236[-1] == _t235: _t236.pop()
                        else: _t236.remove(_t235)
                        _st_zones[_t234].append(_t235); _st_loc[_t235] = _t234
                    if _memo0: _memo0.clear()
                elif _t233 is not None:
                    _move_cards86(st, _t233, _t234, False)
                    if _memo0: _memo0.clear()
                _i15l0 = _l0
                _i15l1 = L[10]
                _t237 = 0
                for _t238 in _st_zones[(1 + _i15l0)]:
                    if (_c85[_t238] == _i15l1):
                        _t237 += 1
                if (_t237 == 4):
                    _t241 = []
                    for _t242 in _st_zones[(1 + _i15l0)]:
                        if (_c85[_t242] == _i15l1):
                            _t241.append(_t242)
                    _t239 = _t241
                    _t240 = (4 + _i15l0)
                    if type(_t239) is list and _st_log is None:
                        for _t243 in _t239:
                            _t244 = _st_zones[_st_loc[_t243]]
                            if _t244[-1] == _t243: _t244.pop()
                            else: _t244.remove(_t243)
                            _st_zones[_t240].append(_t243); _st_loc[_t243] = _t240
                    elif _t239 is not None:
                        _move_cards86(st, _t239, _t240, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i15l0), ' lays down a book of ', _plain89(_i15l1), 's']))
            else:
                if _st_log is not None: _tell105(st, (_player_text106(L[11]) + ' has no ' + _plain89(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text90(_audience87(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t245 = L[13]
                _t246 = (1 + _l0)
                if type(_t245) is int and _st_log is None:
                    _t247 = _st_zones[(_t248 := _st_loc[_t245])]
                    if _t247[-1] == _t245: _t247.pop()
                    else: _t247.remove(_t245)
                    _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
                    _t249 = _leaving108[_t248]
                    if _memo0 and _t249 & 1: _memo0.clear()
                elif _t245 is not None:
                    _move_cards86(st, _t245, _t246, False)
                    if _memo0: _memo0.clear()
                if (_c85[L[13]] == L[10]):
                    if _st_log is not None: _reveal107(st, L[13], None)
                    _i16l0 = _l0
                    _i16l1 = L[10]
                    _t250 = 0
                    for _t251 in _st_zones[(1 + _i16l0)]:
                        if (_c85[_t251] == _i16l1):
                            _t250 += 1
                    if (_t250 == 4):
                        _t254 = []
                        for _t255 in _st_zones[(1 + _i16l0)]:
                            if (_c85[_t255] == _i16l1):
                                _t254.append(_t255)
                        _t252 = _t254
                        _t253 = (4 + _i16l0)
                        if type(_t252) is list and _st_log is None:
                            for _t256 in _t252:
                                _t257 = _st_zones[_st_loc[_t256]]
                                if _t257[-1] == _t256: _t257.pop()
                                else: _t257.remove(_t256)
                                _st_zones[_t253].append(_t256); _st_loc[_t256] = _t253
                        elif _t252 is not None:
                            _move_cards86(st, _t252, _t253, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i16l0), ' lays down a book of ', _plain89(_i16l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell105(st, (_player_text106(_l0) + ' did not draw a ' + _plain89(L[10])), None)
                    _i17l0 = _l0
                    _i17l1 = _c85[L[13]]
                    _t258 = 0
                    for _t259 in _st_zones[(1 + _i17l0)]:
                        if (_c85[_t259] == _i17l1):
                            _t258 += 1
                    if (_t258 == 4):
                        _t262 = []
                        for _t263 in _st_zones[(1 + _i17l0)]:
                            if (_c85[_t263] == _i17l1):
                                _t262.append(_t263)
                        _t260 = _t262
                        _t261 = (4 + _i17l0)
                        if type(_t260) is list and _st_log is None:
                            for _t264 in _t260:
                                _t265 = _st_zones[_st_loc[_t264]]
                                if _t265[-1] == _t264: _t265.pop()
                                else: _t265.remove(_t264)
                                _st_zones[_t261].append(_t264); _st_loc[_t264] = _t261
                        elif _t260 is not None:
                            _move_cards86(st, _t260, _t261, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text90(_audience87(st), [_PlayerRef88(_i17l0), ' lays down a book of ', _plain89(_i17l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: play #21 3e9e3ca3>
def _loop(st):
    _t267 = 0
    for _t266 in (_k110 or ()):
        _t267 += (len(st.zones[(4 + _t266)]) // 4)
    return _t267

# <rulerun go_fish.rules: play #22 11e81bee>
def _native(st, L):
    _memo0, = st.memos
    while (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a80(st) == 13)))):
        st.budget -= 1
        if st.budget < 0: _spent81(st)
        _t180 = (_k82 or [])
        st.budget -= len(_t180)
        if st.budget < 0: _spent81(st)
        for _t179 in _t180:
            L[11] = _t179
            if _p109(st, [_t179, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
            if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a111(st) == 13))):
                _end_game112(st, None, False); return 3

# <rulerun go_fish.rules: play #23 5f3daed1>
def _loop(st):
    _t269 = 0
    for _t268 in (_k113 or ()):
        _t269 += (len(st.zones[(4 + _t268)]) // 4)
    return _t269

# <rulerun go_fish.rules: play #24 e6a89dac>
def _native(st, L):
    return (not (_a114(st) == 13))

# <rulerun go_fish.rules: play #25 ac55657f>
def _native(st, L):
    return _k115

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 d6c15c80>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run118(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k119)

# <rulerun go_fish.rules: turn #28 149109b1>
def _loop(st):
    _t271 = 0
    for _t270 in (_k123 or ()):
        _t271 += (len(st.zones[(4 + _t270)]) // 4)
    return _t271

# <rulerun go_fish.rules: turn #29 17476132>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run122(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a124(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run125(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run126(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t274 = _NOT_YET
            _o = []
            for _t272 in (_k127 or []):
                if (_t272 in (_t274 if _t274 is not _NOT_YET else (_t274 := ([_c128[_x] for _x in _t273] if (_t273 := st.zones[(1 + L[0])]) is not _NOT_YET else None)))): _o.append(_t272)
            fr[1] = 7
            _t275 = L[0]
            _t276 = len(_o)
            if not _t276: _no_option130(_t275, 'rank to ask for')
            if _t276 <= 1 and _st_log is None:
                L[10] = _o[0] if _t276 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t277 = st.chooser(_t276, _t275)
                else:
                    _t277 = _st_bits(_t276.bit_length())
                    while _t277 >= _t276: _t277 = _st_bits(_t276.bit_length())
                L[10] = _o[_t277]; st.decisions += 1
                if st.thread_player is not None: _answered131(st, _t277)
            elif _st_log is None: _pend132(st, L, _o, _t275); return True
            elif _decide133(st, L, _o, _t275): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t278 = L[0]
            _t279 = len(_o)
            if not _t279: _no_option130(_t278, 'player to ask')
            if _t279 <= 1 and _st_log is None:
                L[11] = _o[0] if _t279 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t280 = st.chooser(_t279, _t278)
                else:
                    _t280 = _st_bits(_t279.bit_length())
                    while _t280 >= _t279: _t280 = _st_bits(_t279.bit_length())
                L[11] = _o[_t280]; st.decisions += 1
                if st.thread_player is not None: _answered131(st, _t280)
            elif _st_log is None: _pend135(st, L, _o, _t278); return True
            elif _decide136(st, L, _o, _t278): return True
            pc = 8
        if pc == 8:
            _r = _run137(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit121(_k, st, _d0): raise _Runaway120()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k138)

# <rulerun go_fish.rules: play #30 d48a5783>
def _loop(st):
    _t282 = 0
    for _t281 in (_k142 or ()):
        _t282 += (len(st.zones[(4 + _t281)]) // 4)
    return _t282

# <rulerun go_fish.rules: play #31 b2ab8ab3>
def _native(st, fr):
    _memo0, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run141(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a143(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k144 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit145(_k146)
            fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
            if _procs147[1](st, _f): return True
            if not _c or _c[-1] is not fr: return None
            pc = 5
        if pc == 5:
            _r = _run148(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit140(_k, st, _d0): raise _Runaway139()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit140(_k, st, _d0): raise _Runaway139()
            continue
        if pc == 8:
            fr[1] = 9
            if _step149(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k150)

# <rulerun go_fish.rules: turn #32 bfc05d88>
def _loop(st):
    _t284 = 0
    for _t283 in (_k155 or ()):
        _t284 += (len(st.zones[(4 + _t283)]) // 4)
    return _t284

# <rulerun go_fish.rules: turn #33 707ce89e>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run153(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region154(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a156(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run157(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t287 = _NOT_YET
            _o = []
            for _t285 in (_k159 or []):
                if (_t285 in (_t287 if _t287 is not _NOT_YET else (_t287 := ([_c160[_x] for _x in _t286] if (_t286 := st.zones[(1 + L[0])]) is not _NOT_YET else None)))): _o.append(_t285)
            fr[1] = 7
            _t288 = L[0]
            _t289 = len(_o)
            if not _t289: _no_option162(_t288, 'rank to ask for')
            if _t289 <= 1 and _st_log is None:
                L[10] = _o[0] if _t289 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t290 = st.chooser(_t289, _t288)
                else:
                    _t290 = _st_bits(_t289.bit_length())
                    while _t290 >= _t289: _t290 = _st_bits(_t289.bit_length())
                L[10] = _o[_t290]; st.decisions += 1
                if st.thread_player is not None: _answered163(st, _t290)
            elif _st_log is None: _pend164(st, L, _o, _t288); return True
            elif _decide165(st, L, _o, _t288): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t291 = L[0]
            _t292 = len(_o)
            if not _t292: _no_option162(_t291, 'player to ask')
            if _t292 <= 1 and _st_log is None:
                L[11] = _o[0] if _t292 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t293 = st.chooser(_t292, _t291)
                else:
                    _t293 = _st_bits(_t292.bit_length())
                    while _t293 >= _t292: _t293 = _st_bits(_t292.bit_length())
                L[11] = _o[_t293]; st.decisions += 1
                if st.thread_player is not None: _answered163(st, _t293)
            elif _st_log is None: _pend167(st, L, _o, _t291); return True
            elif _decide168(st, L, _o, _t291): return True
            pc = 8
        if pc == 8:
            _r = _run169(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit152(_k, st, _d0): raise _Runaway151()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k170)

# <rulerun go_fish.rules: play #34 07ff4c04>
def _loop(st):
    _t295 = 0
    for _t294 in (_k175 or ()):
        _t295 += (len(st.zones[(4 + _t294)]) // 4)
    return _t295

# <rulerun go_fish.rules: play #35 09ba3621>
def _native(st, fr):
    _memo0, = st.memos
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run173(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region174(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a176(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k177 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p178(st, [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit179(_k180)
                fr[1] = 5; _f = [1, 0, _a]; _c = st.cur; _c.append(_f)
                if _procs181[1](st, _f): return True
                if not _c or _c[-1] is not fr: return None
                pc = 5
        if pc == 5:
            _r = _run182(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit172(_k, st, _d0): raise _Runaway171()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit172(_k, st, _d0): raise _Runaway171()
            continue
        if pc == 8:
            fr[1] = 9
            if _step183(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k184)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

