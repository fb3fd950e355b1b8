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

# <rulerun go_fish.rules: turn #2 7298cb8e>
def _native(st, L):
    _l0 = L[0]
    _st_log = st.log
    _memo0 = st.memos[0]
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
        if _memo0: _memo0.clear()
    _t20 = []
    for _t21 in (_k17 or ()):
        if ((_t21 != _l0) and (not not _st_zones[(1 + _t21)])):
            _t20.append(_t21)
    L[5] = _t20

# <rulerun go_fish.rules: turn #3 18a6dd5b>
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
        _t33 = _st_zones[_st_loc[_t31]]
        if _t33[-1] == _t31: _t33.pop()
        else: _t33.remove(_t31)
        _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
    elif _t31 is not None:
        _move_cards20(st, _t31, _t32, False)
    if _memo0: _memo0.clear()
    _i2l0 = _l0
    _i2l1 = _c19[L[9]]
    _t34 = 0
    for _t35 in _st_zones[(1 + _i2l0)]:
        if (_c19[_t35] == _i2l1):
            _t34 += 1
    if (_t34 == 4):
        _t38 = []
        for _t39 in _st_zones[(1 + _i2l0)]:
            if (_c19[_t39] == _i2l1):
                _t38.append(_t39)
        _t36 = _t38
        _t37 = (4 + _i2l0)
        if type(_t36) is list and _st_log is None:
            for _t40 in _t36:
                _t41 = _st_zones[_st_loc[_t40]]
                if _t41[-1] == _t40: _t41.pop()
                else: _t41.remove(_t40)
                _st_zones[_t37].append(_t40); _st_loc[_t40] = _t37
        elif _t36 is not None:
            _move_cards20(st, _t36, _t37, False)
        if _memo0: _memo0.clear()
        if _st_log is not None: _st_log.append(_Text24(_audience21(st), [_PlayerRef22(_i2l0), ' lays down a book of ', _plain23(_i2l1), 's']))

# <rulerun go_fish.rules: turn #4 c9e6d1eb>
def _native(st, L):
    _l0 = L[0]
    _l10 = L[10]
    _l11 = L[11]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    if _st_log is not None: _tell25(st, (_player_text26(_l0) + ' asks ' + _player_text26(_l11) + ' for ' + _plain27(_l10) + 's'), None)
    _t42 = []
    for _t43 in _st_zones[(1 + _l11)]:
        if (_c28[_t43] == _l10):
            _t42.append(_t43)
    L[12] = _t42
    if (not not (L[12] or ())):
        if _st_log is not None: _reveal29(st, L[12], None)
        _t44 = L[12]
        _t45 = (1 + _l0)
        if type(_t44) is list and _st_log is None:
            for _t46 in _t44:
                _t47 = _st_zones[_st_loc[_t46]]
                if _t47[-1] == _t46: _t47.pop()
                else: _t47.remove(_t46)
                _st_zones[_t45].append(_t46); _st_loc[_t46] = _t45
        elif _t44 is not None:
            _move_cards30(st, _t44, _t45, False)
        if _memo0: _memo0.clear()
        _i3l0 = _l0
        _i3l1 = _l10
        _t48 = 0
        for _t49 in _st_zones[(1 + _i3l0)]:
            if (_c28[_t49] == _i3l1):
                _t48 += 1
        if (_t48 == 4):
            _t52 = []
            for _t53 in _st_zones[(1 + _i3l0)]:
                if (_c28[_t53] == _i3l1):
                    _t52.append(_t53)
            _t50 = _t52
            _t51 = (4 + _i3l0)
            if type(_t50) is list and _st_log is None:
                for _t54 in _t50:
                    _t55 = _st_zones[_st_loc[_t54]]
                    if _t55[-1] == _t54: _t55.pop()
                    else: _t55.remove(_t54)
                    _st_zones[_t51].append(_t54); _st_loc[_t54] = _t51
            elif _t50 is not None:
                _move_cards30(st, _t50, _t51, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i3l0), ' lays down a book of ', _plain27(_i3l1), 's']))
    else:
        if _st_log is not None: _tell25(st, (_player_text26(_l11) + ' has no ' + _plain27(_l10) + ': go fish!'), None)
        if (not _st_zones[0]):
            if _st_log is not None: _st_log.append(_Text33(_audience31(st), ['the stock is empty']))
            return 2
        L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
        _t56 = L[13]
        _t57 = (1 + _l0)
        if type(_t56) is int and _st_log is None:
            _t58 = _st_zones[_st_loc[_t56]]
            if _t58[-1] == _t56: _t58.pop()
            else: _t58.remove(_t56)
            _st_zones[_t57].append(_t56); _st_loc[_t56] = _t57
        elif _t56 is not None:
            _move_cards30(st, _t56, _t57, False)
        if _memo0: _memo0.clear()
        if (_c28[L[13]] == _l10):
            if _st_log is not None: _reveal29(st, L[13], None)
            _i4l0 = _l0
            _i4l1 = _l10
            _t59 = 0
            for _t60 in _st_zones[(1 + _i4l0)]:
                if (_c28[_t60] == _i4l1):
                    _t59 += 1
            if (_t59 == 4):
                _t63 = []
                for _t64 in _st_zones[(1 + _i4l0)]:
                    if (_c28[_t64] == _i4l1):
                        _t63.append(_t64)
                _t61 = _t63
                _t62 = (4 + _i4l0)
                if type(_t61) is list and _st_log is None:
                    for _t65 in _t61:
                        _t66 = _st_zones[_st_loc[_t65]]
                        if _t66[-1] == _t65: _t66.pop()
                        else: _t66.remove(_t65)
                        _st_zones[_t62].append(_t65); _st_loc[_t65] = _t62
                elif _t61 is not None:
                    _move_cards30(st, _t61, _t62, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i4l0), ' lays down a book of ', _plain27(_i4l1), 's']))
            L[4] = True
        else:
            if _st_log is not None: _tell25(st, (_player_text26(_l0) + ' did not draw a ' + _plain27(_l10)), None)
            _i5l0 = _l0
            _i5l1 = _c28[L[13]]
            _t67 = 0
            for _t68 in _st_zones[(1 + _i5l0)]:
                if (_c28[_t68] == _i5l1):
                    _t67 += 1
            if (_t67 == 4):
                _t71 = []
                for _t72 in _st_zones[(1 + _i5l0)]:
                    if (_c28[_t72] == _i5l1):
                        _t71.append(_t72)
                _t69 = _t71
                _t70 = (4 + _i5l0)
                if type(_t69) is list and _st_log is None:
                    for _t73 in _t69:
                        _t74 = _st_zones[_st_loc[_t73]]
                        if _t74[-1] == _t73: _t74.pop()
                        else: _t74.remove(_t73)
                        _st_zones[_t70].append(_t73); _st_loc[_t73] = _t70
                elif _t69 is not None:
                    _move_cards30(st, _t69, _t70, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text33(_audience31(st), [_PlayerRef32(_i5l0), ' lays down a book of ', _plain27(_i5l1), 's']))
            L[4] = False

# <rulerun go_fish.rules: turn #5 c7e4ca3a>
def _loop(st):
    _t76 = 0
    for _t75 in (_k34 or ()):
        _t76 += (len(st.zones[(4 + _t75)]) // 4)
    return _t76

# <rulerun go_fish.rules: turn #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #7 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun go_fish.rules: turn #8 7256d97e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    while (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a35(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent36(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_l0), ' has no cards and the stock is empty: ', _PlayerRef38(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_l0), ' has no cards and draws one']))
            _t79 = _st_zones[0]
            _t78 = (1 + _l0)
            if _st_log is None and _t79:
                _t77 = _t79.pop(); _st_zones[_t78].append(_t77); _st_loc[_t77] = _t78
            elif _t79:
                _move_cards40(st, _t79[-1], _t78, False)
            if _memo0: _memo0.clear()
        _t80 = []
        for _t81 in (_k41 or ()):
            if ((_t81 != _l0) and (not not _st_zones[(1 + _t81)])):
                _t80.append(_t81)
        L[5] = _t80
        if (not (L[5] or ())):
            if (not _st_zones[0]):
                for _t82 in (_k42 or []):
                    L[8] = _t82
                    _i6l0 = _l0
                    _i6l1 = _t82
                    _t83 = 0
                    for _t84 in _st_zones[(1 + _i6l0)]:
                        if (_c43[_t84] == _i6l1):
                            _t83 += 1
                    if (_t83 == 4):
                        _t87 = []
                        for _t88 in _st_zones[(1 + _i6l0)]:
                            if (_c43[_t88] == _i6l1):
                                _t87.append(_t88)
                        _t85 = _t87
                        _t86 = (4 + _i6l0)
                        if type(_t85) is list and _st_log is None:
                            for _t89 in _t85:
                                _t90 = _st_zones[_st_loc[_t89]]
                                if _t90[-1] == _t89: _t90.pop()
                                else: _t90.remove(_t89)
                                _st_zones[_t86].append(_t89); _st_loc[_t89] = _t86
                        elif _t85 is not None:
                            _move_cards40(st, _t85, _t86, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_i6l0), ' lays down a book of ', _plain44(_i6l1), 's']))
                return 2
            L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t91 = L[9]
            _t92 = (1 + _l0)
            if type(_t91) is int and _st_log is None:
                _t93 = _st_zones[_st_loc[_t91]]
                if _t93[-1] == _t91: _t93.pop()
                else: _t93.remove(_t91)
                _st_zones[_t92].append(_t91); _st_loc[_t91] = _t92
            elif _t91 is not None:
                _move_cards40(st, _t91, _t92, False)
            if _memo0: _memo0.clear()
            _i7l0 = _l0
            _i7l1 = _c43[L[9]]
            _t94 = 0
            for _t95 in _st_zones[(1 + _i7l0)]:
                if (_c43[_t95] == _i7l1):
                    _t94 += 1
            if (_t94 == 4):
                _t98 = []
                for _t99 in _st_zones[(1 + _i7l0)]:
                    if (_c43[_t99] == _i7l1):
                        _t98.append(_t99)
                _t96 = _t98
                _t97 = (4 + _i7l0)
                if type(_t96) is list and _st_log is None:
                    for _t100 in _t96:
                        _t101 = _st_zones[_st_loc[_t100]]
                        if _t101[-1] == _t100: _t101.pop()
                        else: _t101.remove(_t100)
                        _st_zones[_t97].append(_t100); _st_loc[_t100] = _t97
                elif _t96 is not None:
                    _move_cards40(st, _t96, _t97, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_i7l0), ' lays down a book of ', _plain44(_i7l1), 's']))
        else:
            _t104 = _NOT_YET
            _t102 = []
            for _t103 in (_k45 or []):
                if (_t103 in (_t104 if _t104 is not _NOT_YET else (_t104 := list(map(_c43.__getitem__, _st_zones[(1 + _l0)]))))): _t102.append(_t103)
            _t105 = _l0
            _t106 = len(_t102)
            if not _t106: _no_option48(_t105, 'rank to ask for')
            if _t106 <= 1 and _st_log is None:
                L[10] = _t102[0] if _t106 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t107 = st.chooser(_t106, _t105)
                else:
                    _t107 = _st_bits(_t106.bit_length())
                    while _t107 >= _t106: _t107 = _st_bits(_t106.bit_length())
                L[10] = _t102[_t107]; st.decisions += 1
            elif _decide49(st, L, _t102, _t105): raise _PlayoutCut46()
            _t108 = (L[5] or [])
            _t109 = _l0
            _t110 = len(_t108)
            if not _t110: _no_option48(_t109, 'player to ask')
            if _t110 <= 1 and _st_log is None:
                L[11] = _t108[0] if _t110 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t111 = st.chooser(_t110, _t109)
                else:
                    _t111 = _st_bits(_t110.bit_length())
                    while _t111 >= _t110: _t111 = _st_bits(_t110.bit_length())
                L[11] = _t108[_t111]; st.decisions += 1
            elif _decide51(st, L, _t108, _t109): raise _PlayoutCut46()
            if _st_log is not None: _tell52(st, (_player_text53(_l0) + ' asks ' + _player_text53(L[11]) + ' for ' + _plain44(L[10]) + 's'), None)
            _t113 = L[10]
            _t112 = []
            for _t114 in _st_zones[(1 + L[11])]:
                if (_c43[_t114] == _t113):
                    _t112.append(_t114)
            L[12] = _t112
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal54(st, L[12], None)
                _t115 = L[12]
                _t116 = (1 + _l0)
                if type(_t115) is list and _st_log is None:
                    for _t117 in _t115:
                        _t118 = _st_zones[_st_loc[_t117]]
                        if _t118[-1] == _t117: _t118.pop()
                        else: _t118.remove(_t117)
                        _st_zones[_t116].append(_t117); _st_loc[_t117] = _t116
                elif _t115 is not None:
                    _move_cards40(st, _t115, _t116, False)
                if _memo0: _memo0.clear()
                _i8l0 = _l0
                _i8l1 = L[10]
                _t119 = 0
                for _t120 in _st_zones[(1 + _i8l0)]:
                    if (_c43[_t120] == _i8l1):
                        _t119 += 1
                if (_t119 == 4):
                    _t123 = []
                    for _t124 in _st_zones[(1 + _i8l0)]:
                        if (_c43[_t124] == _i8l1):
                            _t123.append(_t124)
                    _t121 = _t123
                    _t122 = (4 + _i8l0)
                    if type(_t121) is list and _st_log is None:
                        for _t125 in _t121:
                            _t126 = _st_zones[_st_loc[_t125]]
                            if _t126[-1] == _t125: _t126.pop()
                            else: _t126.remove(_t125)
                            _st_zones[_t122].append(_t125); _st_loc[_t125] = _t122
                    elif _t121 is not None:
                        _move_cards40(st, _t121, _t122, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_i8l0), ' lays down a book of ', _plain44(_i8l1), 's']))
            else:
                if _st_log is not None: _tell52(st, (_player_text53(L[11]) + ' has no ' + _plain44(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text39(_audience37(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t127 = L[13]
                _t128 = (1 + _l0)
                if type(_t127) is int and _st_log is None:
                    _t129 = _st_zones[_st_loc[_t127]]
                    if _t129[-1] == _t127: _t129.pop()
                    else: _t129.remove(_t127)
                    _st_zones[_t128].append(_t127); _st_loc[_t127] = _t128
                elif _t127 is not None:
                    _move_cards40(st, _t127, _t128, False)
                if _memo0: _memo0.clear()
                if (_c43[L[13]] == L[10]):
                    if _st_log is not None: _reveal54(st, L[13], None)
                    _i9l0 = _l0
                    _i9l1 = L[10]
                    _t130 = 0
                    for _t131 in _st_zones[(1 + _i9l0)]:
                        if (_c43[_t131] == _i9l1):
                            _t130 += 1
                    if (_t130 == 4):
                        _t134 = []
                        for _t135 in _st_zones[(1 + _i9l0)]:
                            if (_c43[_t135] == _i9l1):
                                _t134.append(_t135)
                        _t132 = _t134
                        _t133 = (4 + _i9l0)
                        if type(_t132) is list and _st_log is None:
                            for _t136 in _t132:
                                _t137 = _st_zones[_st_loc[_t136]]
                                if _t137[-1] == _t136: _t137.pop()
                                else: _t137.remove(_t136)
                                _st_zones[_t133].append(_t136); _st_loc[_t136] = _t133
                        elif _t132 is not None:
                            _move_cards40(st, _t132, _t133, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_i9l0), ' lays down a book of ', _plain44(_i9l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell52(st, (_player_text53(_l0) + ' did not draw a ' + _plain44(L[10])), None)
                    _i10l0 = _l0
                    _i10l1 = _c43[L[13]]
                    _t138 = 0
                    for _t139 in _st_zones[(1 + _i10l0)]:
                        if (_c43[_t139] == _i10l1):
                            _t138 += 1
                    if (_t138 == 4):
                        _t142 = []
                        for _t143 in _st_zones[(1 + _i10l0)]:
                            if (_c43[_t143] == _i10l1):
                                _t142.append(_t143)
                        _t140 = _t142
                        _t141 = (4 + _i10l0)
                        if type(_t140) is list and _st_log is None:
                            for _t144 in _t140:
                                _t145 = _st_zones[_st_loc[_t144]]
                                if _t145[-1] == _t144: _t145.pop()
                                else: _t145.remove(_t144)
                                _st_zones[_t141].append(_t144); _st_loc[_t144] = _t141
                        elif _t140 is not None:
                            _move_cards40(st, _t140, _t141, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(_i10l0), ' lays down a book of ', _plain44(_i10l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: turn #9 7bf1b5a9>
def _loop(st):
    _t147 = 0
    for _t146 in (_k55 or ()):
        _t147 += (len(st.zones[(4 + _t146)]) // 4)
    return _t147

# <rulerun go_fish.rules: turn #10 ca1a4722>
def _native(st, L):
    return (L[4] and (not (_a56(st) == 13)))

# <rulerun go_fish.rules: turn #11 945bea5f>
def _native(st, L):
    return (not (L[5] or ()))

# <rulerun go_fish.rules: turn #12 6c6a6cd5>
def _native(st, L):
    return _k57

# <rulerun go_fish.rules: turn #13 d73a8d42>
def _native(st, L):
    _l10 = L[10]
    _t148 = False
    for _t149 in st.zones[(1 + L[0])]:
        if (_c58[_t149] == _l10):
            _t148 = True
            break
    return _t148

# <rulerun go_fish.rules: turn #14 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun go_fish.rules: play #15 05ab0812>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    _shuffle_zone59(st, 0)
    for _t150 in (_k60 or []):
        L[2] = _t150
        _t151 = _st_zones[0][:-((7 if (3 <= 3) else 5)) - 1:-1]
        _t152 = (1 + _t150)
        if type(_t151) is list and _st_log is None:
            for _t153 in _t151:
                _t154 = _st_zones[_st_loc[_t153]]
                if _t154[-1] == _t153: _t154.pop()
                else: _t154.remove(_t153)
                _st_zones[_t152].append(_t153); _st_loc[_t153] = _t152
        elif _t151 is not None:
            _move_cards61(st, _t151, _t152, False)
        if _memo0: _memo0.clear()
    _t156 = (_k62 or [])
    st.budget -= len(_t156)
    if st.budget < 0: _spent63(st)
    for _t155 in _t156:
        L[5] = _t155
        for _t157 in (_k64 or []):
            L[8] = _t157
            _i11l0 = _t155
            _i11l1 = _t157
            _t158 = 0
            for _t159 in _st_zones[(1 + _i11l0)]:
                if (_c65[_t159] == _i11l1):
                    _t158 += 1
            if (_t158 == 4):
                _t162 = []
                for _t163 in _st_zones[(1 + _i11l0)]:
                    if (_c65[_t163] == _i11l1):
                        _t162.append(_t163)
                _t160 = _t162
                _t161 = (4 + _i11l0)
                if type(_t160) is list and _st_log is None:
                    for _t164 in _t160:
                        _t165 = _st_zones[_st_loc[_t164]]
                        if _t165[-1] == _t164: _t165.pop()
                        else: _t165.remove(_t164)
                        _st_zones[_t161].append(_t164); _st_loc[_t164] = _t161
                elif _t160 is not None:
                    _move_cards61(st, _t160, _t161, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text69(_audience66(st), [_PlayerRef67(_i11l0), ' lays down a book of ', _plain68(_i11l1), 's']))

# <rulerun go_fish.rules: play #16 a7ce1bd2>
def _loop(st):
    _t167 = 0
    for _t166 in (_k70 or ()):
        _t167 += (len(st.zones[(4 + _t166)]) // 4)
    return _t167

# <rulerun go_fish.rules: play #17 a58c461d>
def _native(st, L):
    _memo0 = st.memos[0]
    if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a71(st) == 13))):
        _end_game72(st, None, False); return 3

# <rulerun go_fish.rules: play #18 7c8ad6f2>
def _loop(st):
    _t169 = 0
    for _t168 in (_k73 or ()):
        _t169 += (len(st.zones[(4 + _t168)]) // 4)
    return _t169

# <rulerun go_fish.rules: turn #19 5de0a52a>
def _loop(st):
    _t182 = 0
    for _t181 in (_k85 or ()):
        _t182 += (len(st.zones[(4 + _t181)]) // 4)
    return _t182

# <rulerun go_fish.rules: turn #20 playout 6cf8281e>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent77(st)
    for _t172 in (_k78 or []):
        L[3] = _t172
        _i12l0 = _l0
        _i12l1 = _t172
        _t173 = 0
        for _t174 in _st_zones[(1 + _i12l0)]:
            if (_c79[_t174] == _i12l1):
                _t173 += 1
        if (_t173 == 4):
            _t177 = []
            for _t178 in _st_zones[(1 + _i12l0)]:
                if (_c79[_t178] == _i12l1):
                    _t177.append(_t178)
            _t175 = _t177
            _t176 = (4 + _i12l0)
            if type(_t175) is list and _st_log is None:
                for _t179 in _t175:
                    _t180 = _st_zones[_st_loc[_t179]]
                    if _t180[-1] == _t179: _t180.pop()
                    else: _t180.remove(_t179)
                    _st_zones[_t176].append(_t179); _st_loc[_t179] = _t176
            elif _t175 is not None:
                _move_cards80(st, _t175, _t176, False)
            if _memo0: _memo0.clear()
            if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i12l0), ' lays down a book of ', _plain83(_i12l1), 's']))
    L[4] = True
    while (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a86(st) == 13))))):
        st.budget -= 1
        if st.budget < 0: _spent77(st)
        if (not _st_zones[(1 + _l0)]):
            if (not _st_zones[0]):
                if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' has no cards and the stock is empty: ', _PlayerRef82(_l0), ' sits out']))
                return 2
            if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_l0), ' has no cards and draws one']))
            _t185 = _st_zones[0]
            _t184 = (1 + _l0)
            if _st_log is None and _t185:
                _t183 = _t185.pop(); _st_zones[_t184].append(_t183); _st_loc[_t183] = _t184
            elif _t185:
                _move_cards80(st, _t185[-1], _t184, False)
            if _memo0: _memo0.clear()
        _t186 = []
        for _t187 in (_k87 or ()):
            if ((_t187 != _l0) and (not not _st_zones[(1 + _t187)])):
                _t186.append(_t187)
        L[5] = _t186
        if (not (L[5] or ())):
            if (not _st_zones[0]):
                for _t188 in (_k88 or []):
                    L[8] = _t188
                    _i13l0 = _l0
                    _i13l1 = _t188
                    _t189 = 0
                    for _t190 in _st_zones[(1 + _i13l0)]:
                        if (_c79[_t190] == _i13l1):
                            _t189 += 1
                    if (_t189 == 4):
                        _t193 = []
                        for _t194 in _st_zones[(1 + _i13l0)]:
                            if (_c79[_t194] == _i13l1):
                                _t193.append(_t194)
                        _t191 = _t193
                        _t192 = (4 + _i13l0)
                        if type(_t191) is list and _st_log is None:
                            for _t195 in _t191:
                                _t196 = _st_zones[_st_loc[_t195]]
                                if _t196[-1] == _t195: _t196.pop()
                                else: _t196.remove(_t195)
                                _st_zones[_t192].append(_t195); _st_loc[_t195] = _t192
                        elif _t191 is not None:
                            _move_cards80(st, _t191, _t192, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i13l0), ' lays down a book of ', _plain83(_i13l1), 's']))
                return 2
            L[9] = (_z[-1] if (_z := _st_zones[0]) else None)
            _t197 = L[9]
            _t198 = (1 + _l0)
            if type(_t197) is int and _st_log is None:
                _t199 = _st_zones[_st_loc[_t197]]
                if _t199[-1] == _t197: _t199.pop()
                else: _t199.remove(_t197)
                _st_zones[_t198].append(_t197); _st_loc[_t197] = _t198
            elif _t197 is not None:
                _move_cards80(st, _t197, _t198, False)
            if _memo0: _memo0.clear()
            _i14l0 = _l0
            _i14l1 = _c79[L[9]]
            _t200 = 0
            for _t201 in _st_zones[(1 + _i14l0)]:
                if (_c79[_t201] == _i14l1):
                    _t200 += 1
            if (_t200 == 4):
                _t204 = []
                for _t205 in _st_zones[(1 + _i14l0)]:
                    if (_c79[_t205] == _i14l1):
                        _t204.append(_t205)
                _t202 = _t204
                _t203 = (4 + _i14l0)
                if type(_t202) is list and _st_log is None:
                    for _t206 in _t202:
                        _t207 = _st_zones[_st_loc[_t206]]
                        if _t207[-1] == _t206: _t207.pop()
                        else: _t207.remove(_t206)
                        _st_zones[_t203].append(_t206); _st_loc[_t206] = _t203
                elif _t202 is not None:
                    _move_cards80(st, _t202, _t203, False)
                if _memo0: _memo0.clear()
                if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i14l0), ' lays down a book of ', _plain83(_i14l1), 's']))
        else:
            _t210 = _NOT_YET
            _t208 = []
            for _t209 in (_k89 or []):
                if (_t209 in (_t210 if _t210 is not _NOT_YET else (_t210 := list(map(_c79.__getitem__, _st_zones[(1 + _l0)]))))): _t208.append(_t209)
            _t211 = _l0
            _t212 = len(_t208)
            if not _t212: _no_option92(_t211, 'rank to ask for')
            if _t212 <= 1 and _st_log is None:
                L[10] = _t208[0] if _t212 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t213 = st.chooser(_t212, _t211)
                else:
                    _t213 = _st_bits(_t212.bit_length())
                    while _t213 >= _t212: _t213 = _st_bits(_t212.bit_length())
                L[10] = _t208[_t213]; st.decisions += 1
            elif _decide93(st, L, _t208, _t211): raise _PlayoutCut90()
            _t214 = (L[5] or [])
            _t215 = _l0
            _t216 = len(_t214)
            if not _t216: _no_option92(_t215, 'player to ask')
            if _t216 <= 1 and _st_log is None:
                L[11] = _t214[0] if _t216 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t217 = st.chooser(_t216, _t215)
                else:
                    _t217 = _st_bits(_t216.bit_length())
                    while _t217 >= _t216: _t217 = _st_bits(_t216.bit_length())
                L[11] = _t214[_t217]; st.decisions += 1
            elif _decide95(st, L, _t214, _t215): raise _PlayoutCut90()
            if _st_log is not None: _tell96(st, (_player_text97(_l0) + ' asks ' + _player_text97(L[11]) + ' for ' + _plain83(L[10]) + 's'), None)
            _t219 = L[10]
            _t218 = []
            for _t220 in _st_zones[(1 + L[11])]:
                if (_c79[_t220] == _t219):
                    _t218.append(_t220)
            L[12] = _t218
            if (not not (L[12] or ())):
                if _st_log is not None: _reveal98(st, L[12], None)
                _t221 = L[12]
                _t222 = (1 + _l0)
                if type(_t221) is list and _st_log is None:
                    for _t223 in _t221:
                        _t224 = _st_zones[_st_loc[_t223]]
                        if _t224[-1] == _t223: _t224.pop()
                        else: _t224.remove(_t223)
                        _st_zones[_t222].append(_t223); _st_loc[_t223] = _t222
                elif _t221 is not None:
                    _move_cards80(st, _t221, _t222, False)
                if _memo0: _memo0.clear()
                _i15l0 = _l0
                _i15l1 = L[10]
                _t225 = 0
                for _t226 in _st_zones[(1 + _i15l0)]:
                    if (_c79[_t226] == _i15l1):
                        _t225 += 1
                if (_t225 == 4):
                    _t229 = []
                    for _t230 in _st_zones[(1 + _i15l0)]:
                        if (_c79[_t230] == _i15l1):
                            _t229.append(_t230)
                    _t227 = _t229
                    _t228 = (4 + _i15l0)
                    if type(_t227) is list and _st_log is None:
                        for _t231 in _t227:
                            _t232 = _st_zones[_st_loc[_t231]]
                            if _t232[-1] == _t231: _t232.pop()
                            else: _t232.remove(_t231)
                            _st_zones[_t228].append(_t231); _st_loc[_t231] = _t228
                    elif _t227 is not None:
                        _move_cards80(st, _t227, _t228, False)
                    if _memo0: _memo0.clear()
                    if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i15l0), ' lays down a book of ', _plain83(_i15l1), 's']))
            else:
                if _st_log is not None: _tell96(st, (_player_text97(L[11]) + ' has no ' + _plain83(L[10]) + ': go fish!'), None)
                if (not _st_zones[0]):
                    if _st_log is not None: _st_log.append(_Text84(_audience81(st), ['the stock is empty']))
                    return 2
                L[13] = (_z[-1] if (_z := _st_zones[0]) else None)
                _t233 = L[13]
                _t234 = (1 + _l0)
                if type(_t233) is int and _st_log is None:
                    _t235 = _st_zones[_st_loc[_t233]]
                    if _t235[-1] == _t233: _t235.pop()
                    else: _t235.remove(_t233)
                    _st_zones[_t234].append(_t233); _st_loc[_t233] = _t234
                elif _t233 is not None:
                    _move_cards80(st, _t233, _t234, False)
                if _memo0: _memo0.clear()
                if (_c79[L[13]] == L[10]):
                    if _st_log is not None: _reveal98(st, L[13], None)
                    _i16l0 = _l0
                    _i16l1 = L[10]
                    _t236 = 0
                    for _t237 in _st_zones[(1 + _i16l0)]:
                        if (_c79[_t237] == _i16l1):
                            _t236 += 1
                    if (_t236 == 4):
                        _t240 = []
                        for _t241 in _st_zones[(1 + _i16l0)]:
                            if (_c79[_t241] == _i16l1):
                                _t240.append(_t241)
                        _t238 = _t240
                        _t239 = (4 + _i16l0)
                        if type(_t238) is list and _st_log is None:
                            for _t242 in _t238:
                                _t243 = _st_zones[_st_loc[_t242]]
                                if _t243[-1] == _t242: _t243.pop()
                                else: _t243.remove(_t242)
                                _st_zones[_t239].append(_t242); _st_loc[_t242] = _t239
                        elif _t238 is not None:
                            _move_cards80(st, _t238, _t239, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i16l0), ' lays down a book of ', _plain83(_i16l1), 's']))
                    L[4] = True
                else:
                    if _st_log is not None: _tell96(st, (_player_text97(_l0) + ' did not draw a ' + _plain83(L[10])), None)
                    _i17l0 = _l0
                    _i17l1 = _c79[L[13]]
                    _t244 = 0
                    for _t245 in _st_zones[(1 + _i17l0)]:
                        if (_c79[_t245] == _i17l1):
                            _t244 += 1
                    if (_t244 == 4):
                        _t248 = []
                        for _t249 in _st_zones[(1 + _i17l0)]:
                            if (_c79[_t249] == _i17l1):
                                _t248.append(_t249)
                        _t246 = _t248
                        _t247 = (4 + _i17l0)
                        if type(_t246) is list and _st_log is None:
                            for _t250 in _t246:
                                _t251 = _st_zones[_st_loc[_t250]]
                                if _t251[-1] == _t250: _t251.pop()
                                else: _t251.remove(_t250)
                                _st_zones[_t247].append(_t250); _st_loc[_t250] = _t247
                        elif _t246 is not None:
                            _move_cards80(st, _t246, _t247, False)
                        if _memo0: _memo0.clear()
                        if _st_log is not None: _st_log.append(_Text84(_audience81(st), [_PlayerRef82(_i17l0), ' lays down a book of ', _plain83(_i17l1), 's']))
                    L[4] = False

# <rulerun go_fish.rules: play #21 fc8687a2>
def _loop(st):
    _t253 = 0
    for _t252 in (_k100 or ()):
        _t253 += (len(st.zones[(4 + _t252)]) // 4)
    return _t253

# <rulerun go_fish.rules: play #22 dbf3f338>
def _native(st, L):
    _memo0 = st.memos[0]
    while (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a74(st) == 13)))):
        st.budget -= 1
        if st.budget < 0: _spent75(st)
        _t171 = (_k76 or [])
        st.budget -= len(_t171)
        if st.budget < 0: _spent75(st)
        for _t170 in _t171:
            L[11] = _t170
            if _p99(st, [_t170, None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return 3
            if (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a101(st) == 13))):
                _end_game102(st, None, False); return 3

# <rulerun go_fish.rules: play #23 672e5c80>
def _loop(st):
    _t255 = 0
    for _t254 in (_k103 or ()):
        _t255 += (len(st.zones[(4 + _t254)]) // 4)
    return _t255

# <rulerun go_fish.rules: play #24 3b6d493a>
def _native(st, L):
    return (not (_a104(st) == 13))

# <rulerun go_fish.rules: play #25 2ecdcb00>
def _native(st, L):
    return _k105

# <rulerun go_fish.rules: play #26 56bf2001>
def _native(st, L):
    return L[11]

# <rulerun go_fish.rules: lay_book #27 b81f7699>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run108(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k109)

# <rulerun go_fish.rules: turn #28 12f22b2e>
def _loop(st):
    _t257 = 0
    for _t256 in (_k113 or ()):
        _t257 += (len(st.zones[(4 + _t256)]) // 4)
    return _t257

# <rulerun go_fish.rules: turn #29 f77cf3e7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run112(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a114(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run115(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run116(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t259 = _NOT_YET
            _o = []
            for _t258 in (_k117 or []):
                if (_t258 in (_t259 if _t259 is not _NOT_YET else (_t259 := list(map(_c118.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t258)
            fr[1] = 7
            _t260 = L[0]
            _t261 = len(_o)
            if not _t261: _no_option120(_t260, 'rank to ask for')
            if _t261 <= 1 and _st_log is None:
                L[10] = _o[0] if _t261 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t262 = st.chooser(_t261, _t260)
                else:
                    _t262 = _st_bits(_t261.bit_length())
                    while _t262 >= _t261: _t262 = _st_bits(_t261.bit_length())
                L[10] = _o[_t262]; st.decisions += 1
                if st.thread_player is not None: _answered121(st, _t262)
            elif _decide122(st, L, _o, _t260): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t263 = L[0]
            _t264 = len(_o)
            if not _t264: _no_option120(_t263, 'player to ask')
            if _t264 <= 1 and _st_log is None:
                L[11] = _o[0] if _t264 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t265 = st.chooser(_t264, _t263)
                else:
                    _t265 = _st_bits(_t264.bit_length())
                    while _t265 >= _t264: _t265 = _st_bits(_t264.bit_length())
                L[11] = _o[_t265]; st.decisions += 1
                if st.thread_player is not None: _answered121(st, _t265)
            elif _decide124(st, L, _o, _t263): return True
            pc = 8
        if pc == 8:
            _r = _run125(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit111(_k, st, _d0): raise _Runaway110()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k126)

# <rulerun go_fish.rules: play #30 3fce4f0a>
def _loop(st):
    _t267 = 0
    for _t266 in (_k130 or ()):
        _t267 += (len(st.zones[(4 + _t266)]) // 4)
    return _t267

# <rulerun go_fish.rules: play #31 bc5db56d>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run129(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a131(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k132 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit133(_k134)
            fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run135(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit128(_k, st, _d0): raise _Runaway127()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit128(_k, st, _d0): raise _Runaway127()
            continue
        if pc == 8:
            fr[1] = 9
            if _step136(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k137)

# <rulerun go_fish.rules: turn #32 941449d1>
def _loop(st):
    _t269 = 0
    for _t268 in (_k142 or ()):
        _t269 += (len(st.zones[(4 + _t268)]) // 4)
    return _t269

# <rulerun go_fish.rules: turn #33 a6ffe009>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run140(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region141(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (L[4] and (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a143(st) == 13))))):
                pc = 2
            else:
                pc = 10
        if pc == 2:
            _r = _run144(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (not (L[5] or ())):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            _r = _run145(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 6:
            _t271 = _NOT_YET
            _o = []
            for _t270 in (_k146 or []):
                if (_t270 in (_t271 if _t271 is not _NOT_YET else (_t271 := list(map(_c147.__getitem__, st.zones[(1 + L[0])]))))): _o.append(_t270)
            fr[1] = 7
            _t272 = L[0]
            _t273 = len(_o)
            if not _t273: _no_option149(_t272, 'rank to ask for')
            if _t273 <= 1 and _st_log is None:
                L[10] = _o[0] if _t273 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t274 = st.chooser(_t273, _t272)
                else:
                    _t274 = _st_bits(_t273.bit_length())
                    while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
                L[10] = _o[_t274]; st.decisions += 1
                if st.thread_player is not None: _answered150(st, _t274)
            elif _decide151(st, L, _o, _t272): return True
            pc = 7
        if pc == 7:
            _o = (L[5] or [])
            fr[1] = 8
            _t275 = L[0]
            _t276 = len(_o)
            if not _t276: _no_option149(_t275, 'player to ask')
            if _t276 <= 1 and _st_log is None:
                L[11] = _o[0] if _t276 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t277 = st.chooser(_t276, _t275)
                else:
                    _t277 = _st_bits(_t276.bit_length())
                    while _t277 >= _t276: _t277 = _st_bits(_t276.bit_length())
                L[11] = _o[_t277]; st.decisions += 1
                if st.thread_player is not None: _answered150(st, _t277)
            elif _decide153(st, L, _o, _t275): return True
            pc = 8
        if pc == 8:
            _r = _run154(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit139(_k, st, _d0): raise _Runaway138()
            continue
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k155)

# <rulerun go_fish.rules: play #34 b86eced8>
def _loop(st):
    _t279 = 0
    for _t278 in (_k160 or ()):
        _t279 += (len(st.zones[(4 + _t278)]) // 4)
    return _t279

# <rulerun go_fish.rules: play #35 0b558fea>
def _native(st, fr):
    _memo0 = st.memos[0]
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run158(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region159(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if (not (_memo0[None] if None in _memo0 else _memo0.setdefault(None, (_a161(st) == 13)))):
                pc = 2
            else:
                pc = 8
        if pc == 2:
            L[9] = (_k162 or []); L[10] = 0
            pc = 3
        if pc == 3:
            _s = L[9]; _i = L[10]; _n = len(_s); pc = 7
            while _i < _n:
                L[11] = _s[_i]; _i += 1
                pc = 4; break
            L[10] = _i
        if pc == 4:
            if st.thread_player == st.inline_thread:
                if _p163(st, [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]) == 3: return True
                pc = 5
            else:
                _a = [L[11], None, None, None, None, None, None, None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit164(_k165)
                fr[1] = 5; st.cur.append([1, 0, _a]); return None
        if pc == 5:
            _r = _run166(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 3
            _k += 1
            if _k > _lim and _over_limit157(_k, st, _d0): raise _Runaway156()
            continue
        if pc == 7:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit157(_k, st, _d0): raise _Runaway156()
            continue
        if pc == 8:
            fr[1] = 9
            if _step167(st, fr): return True
            pc = 9
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k168)

# <rulerun go_fish.rules: rank #36 b899a92a>
def _native(st, p):
    return ((len(st.zones[(4 + p)]) // 4), )

