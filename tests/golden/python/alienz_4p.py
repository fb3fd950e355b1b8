# <rulerun alienz.rules: check_end #0 4e150681>
def _loop(st, L):
    _t6 = (L[1] or ())
    _budget3[0] -= len(_t6)
    if _budget3[0] < 0: _spent4(st)
    for _t7 in _t6:
        return _t7
    return None

# <rulerun alienz.rules: check_end #1 d4e6f941>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _t0 = None
    for _t1 in (_k0 or ()):
        _t2 = _st_vars[0 + _t1]
        if _t0 is None or _t2 > _t0:
            _t0 = _t2
    L[0] = _t0
    if (L[0] < 100):
        return 2
    _t4 = L[0]
    _t3 = []
    for _t5 in (_k1 or ()):
        if (_st_vars[0 + _t5] == _t4):
            _t3.append(_t5)
    L[1] = _t3
    if (len((L[1] or ())) == 1):
        if _st_log is not None: _st_log.append(_Text8(_audience2(st), [_PlayerRef6(_a5(st, L)), ' has the highest total, ', _plain7(L[0]), ', and wins']))
        _end_game9(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text8(_audience2(st), [_players_ref10(L[1]), ' tie for the highest total (', _plain7(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 c70c03df>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text14(_audience11(st), ['Round ', _plain12(_st_vars[9]), ': ', _PlayerRef13(_st_vars[8]), ' deals and ', _PlayerRef13(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t9 = _joined16(_joined16(_joined16(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
    _t10 = 0
    if _t9 is not None:
        _move_cards15(st, _t9, _t10, True)
    _t11 = _st_zones[(2 if False else 1)][:]
    _t12 = 0
    if _t11 is not None:
        _move_cards15(st, _t11, _t12, True)
    _t13 = [_c for _i in [7 + _p for _p in _k17] for _c in _st_zones[_i]]
    _t14 = 0
    if _t13 is not None:
        _move_cards15(st, _t13, _t14, True)
    _t15 = _joined16([_c for _i in [11 + _p for _p in _k18] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k19] for _c in _st_zones[_i]])
    _t16 = 0
    if _t15 is not None:
        _move_cards15(st, _t15, _t16, True)
    _t17 = [_c for _i in [3 + _p for _p in _k20] for _c in _st_zones[_i]]
    _t18 = 0
    if _t17 is not None:
        _move_cards15(st, _t17, _t18, True)
    _shuffle_zone21(st, 0)

# <rulerun alienz.rules: round #3 da55f5da>
def _native(st, L):
    L[0] = ((st.vars[8] + 1) % 4)

# <rulerun alienz.rules: round #4 2cd2af4e>
def _native(st, L):
    L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: round #5 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: round #6 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #7 80dac4b6>
def _loop(st):
    for _t19 in st.zones[20]:
        if (_c26[_t19] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 92e393d8>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if _st_log is not None: _st_log.append(_Text25(_audience22(st), ['Turn ', _plain23(_st_vars[10]), ': ', _PlayerRef24(L[0])]))
    L[1] = (2 if _a27(st) else 1)

# <rulerun alienz.rules: turn #9 50af60db>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t21 = L[5]
    _t22 = (3 + L[0])
    if type(_t21) is int and st.log is None:
        _t23 = _st_zones[_st_loc[_t21]]
        if _t23[-1] == _t21: _t23.pop()
        else: _t23.remove(_t21)
        _st_zones[_t22].append(_t21); _st_loc[_t21] = _t22
    elif _t21 is not None:
        _move_cards28(st, _t21, _t22, False)

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 cb65e741>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t25 = (_range29(1, L[1]) or [])
    _budget30[0] -= len(_t25)
    if _budget30[0] < 0: _spent31(st)
    for _t24 in _t25:
        L[4] = _t24
        _t26 = _st_zones[(2 if False else 1)]
        _t27 = _l0
        _t28 = len(_t26)
        if not _t28: _no_option34(_t27, 'alien to take')
        if _t28 <= 1 and _st_log is None:
            L[5] = _t26[0] if _t28 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t29 = st.chooser(_t28, _t27)
            else:
                _t29 = _st_bits(_t28.bit_length())
                while _t29 >= _t28: _t29 = _st_bits(_t28.bit_length())
            L[5] = _t26[_t29]; st.decisions += 1
        elif _decide35(st, L, _t26[:], _t27): raise _PlayoutCut32()
        _t30 = L[5]
        _t31 = (3 + _l0)
        if type(_t30) is int and _st_log is None:
            _t32 = _st_zones[_st_loc[_t30]]
            if _t32[-1] == _t30: _t32.pop()
            else: _t32.remove(_t30)
            _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
        elif _t30 is not None:
            _move_cards36(st, _t30, _t31, False)

# <rulerun alienz.rules: turn #12 5188f7ce>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t33 = _l6
        _t34 = (7 + L[0])
        if type(_t33) is int and st.log is None:
            _t35 = _st_zones[_st_loc[_t33]]
            if _t35[-1] == _t33: _t35.pop()
            else: _t35.remove(_t33)
            _st_zones[_t34].append(_t33); _st_loc[_t33] = _t34
        elif _t33 is not None:
            _move_cards37(st, _t33, _t34, False)

# <rulerun alienz.rules: turn #13 24fdc8ea>
def _loop(st):
    for _t36 in st.zones[20]:
        if (_c38[_t36] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 63a8bb78>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a39(st):
        _t38 = _st_zones[(3 + _l0)]
        if _offer41(st, L, _t38[:]): raise _PlayoutCut40()
        if (L[6] is not None):
            _t39 = L[6]
            _t40 = (7 + _l0)
            if type(_t39) is int and st.log is None:
                _t41 = _st_zones[_st_loc[_t39]]
                if _t41[-1] == _t39: _t41.pop()
                else: _t41.remove(_t39)
                _st_zones[_t40].append(_t39); _st_loc[_t39] = _t40
            elif _t39 is not None:
                _move_cards42(st, _t39, _t40, False)

# <rulerun alienz.rules: turn #16 89157352>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text45(_audience43(st), [_PlayerRef44(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 1a6c3033>
def _native(st, L):
    return _range46(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 788ff0ff>
def _loop(st):
    for _t42 in st.zones[20]:
        if (_c47[_t42] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 5638a80f>
def _native(st, L):
    return _a48(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 79f6c376>
def _loop(st):
    for _t47 in st.zones[22]:
        return _c53[_t47]
    return None

# <rulerun alienz.rules: turn #23 891735b3>
def _loop(st):
    for _t56 in st.zones[22]:
        return _c60[_t56]
    return None

# <rulerun alienz.rules: turn #24 cbf30889>
def _loop(st):
    for _t62 in st.zones[22]:
        return _c63[_t62]
    return None

# <rulerun alienz.rules: turn #25 f8321490>
def _loop(st, L, _t45):
    _st_zones = st.zones
    _t53 = _st_zones[(3 + L[0])]
    _budget56[0] -= len(_t53)
    if _budget56[0] < 0: _spent57(st)
    _t58 = _NOT_YET
    _t59 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t64 = _NOT_YET
    _t65 = _NOT_YET
    _t66 = _NOT_YET
    _t67 = _NOT_YET
    _t55 = 0
    for _t54 in _t53:
        if ((_t54 != _t45) and ((_c58[_t54] == _c59[_t45]) or (((_t61 if _t61 is not _NOT_YET else (_t61 := ((_t58 if _t58 is not _NOT_YET else (_t58 := _a61(st))) if (_t60 if _t60 is not _NOT_YET else (_t60 := ('asteroid_storm' in (_t59 if _t59 is not _NOT_YET else (_t59 := list(map(_c62.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c58[_t54] == (_t67 if _t67 is not _NOT_YET else (_t67 := ((_t64 if _t64 is not _NOT_YET else (_t64 := _a64(st))) if (_t66 if _t66 is not _NOT_YET else (_t66 := ('asteroid_storm' in (_t65 if _t65 is not _NOT_YET else (_t65 := list(map(_c62.__getitem__, _st_zones[20]))))))) else None))))))):
            _t55 += 1
    return _t55

# <rulerun alienz.rules: turn #26 8af8b4bc>
def _loop(st, L):
    _st_zones = st.zones
    _t44 = _st_zones[(3 + L[0])]
    _budget50[0] -= len(_t44)
    if _budget50[0] < 0: _spent51(st)
    _t49 = _NOT_YET
    _t50 = _NOT_YET
    _t51 = _NOT_YET
    _t52 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t70 = _NOT_YET
    for _t45 in _t44:
        if ((_c52[_t45] != (_t52 if _t52 is not _NOT_YET else (_t52 := ((_t49 if _t49 is not _NOT_YET else (_t49 := _a54(st))) if (_t51 if _t51 is not _NOT_YET else (_t51 := ('asteroid_storm' in (_t50 if _t50 is not _NOT_YET else (_t50 := list(map(_c55.__getitem__, _st_zones[20]))))))) else None)))) and (_a65(st, L, _t45) >= (_t70 if _t70 is not _NOT_YET else (_t70 := (3 if (_t69 if _t69 is not _NOT_YET else (_t69 := ('group' in (_t68 if _t68 is not _NOT_YET else (_t68 := list(map(_c55.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 ab2c3280>
def _native(st, L):
    return (_c67[L[0]] is not None)

# <rulerun alienz.rules: turn #28 719b3240>
def _loop(st):
    for _t71 in st.zones[22]:
        return _c69[_t71]
    return None

# <rulerun alienz.rules: turn #29 6ef58ccb>
def _loop(st):
    for _t73 in st.zones[20]:
        if (_c71[_t73] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 6282ec5e>
def _native(st, L):
    return (L[0] != (_a70(st) if _a72(st) else None))

# <rulerun alienz.rules: turn #31 34ce2856>
def _loop(st):
    for _t78 in st.zones[22]:
        return _c78[_t78]
    return None

# <rulerun alienz.rules: turn #32 befe6cdf>
def _loop(st):
    for _t84 in st.zones[22]:
        return _c81[_t84]
    return None

# <rulerun alienz.rules: matching #33 2ffd8621>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t76 = _st_zones[(3 + L[0])]
    _budget75[0] -= len(_t76)
    if _budget75[0] < 0: _spent76(st)
    _t80 = _NOT_YET
    _t81 = _NOT_YET
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t86 = _NOT_YET
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    _t89 = _NOT_YET
    _t75 = 0
    for _t77 in _t76:
        if ((_c77[_t77] == _l1) or (((_t83 if _t83 is not _NOT_YET else (_t83 := ((_t80 if _t80 is not _NOT_YET else (_t80 := _a79(st))) if (_t82 if _t82 is not _NOT_YET else (_t82 := ('asteroid_storm' in (_t81 if _t81 is not _NOT_YET else (_t81 := list(map(_c80.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c77[_t77] == (_t89 if _t89 is not _NOT_YET else (_t89 := ((_t86 if _t86 is not _NOT_YET else (_t86 := _a82(st))) if (_t88 if _t88 is not _NOT_YET else (_t88 := ('asteroid_storm' in (_t87 if _t87 is not _NOT_YET else (_t87 := list(map(_c80.__getitem__, _st_zones[20]))))))) else None)))))):
            _t75 += 1
    return _t75

# <rulerun alienz.rules: turn #34 5ccf4572>
def _loop(st):
    for _t90 in st.zones[20]:
        if (_c84[_t90] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 3026d269>
def _native(st, L):
    _st_zones = st.zones
    return _joined49(_joined49(['no flight'], (['private flight'] if _a66(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d68(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d73(st, [_c74[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d83(st, [L[0], _c74[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a85(st) else 2))) else []))

# <rulerun alienz.rules: turn #36 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #37 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #38 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #39 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #40 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #41 f036b75d>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c86[_l1]
    _t92 = _l1
    _t93 = (15 + _l0)
    if type(_t92) is int and _st_log is None:
        _t94 = _st_zones[_st_loc[_t92]]
        if _t94[-1] == _t92: _t94.pop()
        else: _t94.remove(_t92)
        _st_zones[_t93].append(_t92); _st_loc[_t92] = _t93
    elif _t92 is not None:
        _move_cards87(st, _t92, _t93, False)
    if _st_log is not None: _st_log.append(_Text91(_audience88(st), [_PlayerRef89(_l0), ' opens a private flight to the ', _plain90(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 0c4ba333>
def _loop(st):
    for _t100 in st.zones[22]:
        return _c96[_t100]
    return None

# <rulerun alienz.rules: private_flight #43 cf33d157>
def _loop(st):
    for _t106 in st.zones[22]:
        return _c99[_t106]
    return None

# <rulerun alienz.rules: private_flight #44 462cd596>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t96 = (_k92 or [])
    _budget93[0] -= len(_t96)
    if _budget93[0] < 0: _spent94(st)
    for _t95 in _t96:
        _i0[3] = _t95
        _t98 = _st_zones[(7 + _t95)]
        _budget93[0] -= len(_t98)
        if _budget93[0] < 0: _spent94(st)
        _t102 = _NOT_YET
        _t103 = _NOT_YET
        _t104 = _NOT_YET
        _t105 = _NOT_YET
        _t108 = _NOT_YET
        _t109 = _NOT_YET
        _t110 = _NOT_YET
        _t111 = _NOT_YET
        _t97 = []
        for _t99 in _t98:
            if ((_c95[_t99] == _i0l0) or (((_t105 if _t105 is not _NOT_YET else (_t105 := ((_t102 if _t102 is not _NOT_YET else (_t102 := _a97(st))) if (_t104 if _t104 is not _NOT_YET else (_t104 := ('asteroid_storm' in (_t103 if _t103 is not _NOT_YET else (_t103 := list(map(_c98.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c95[_t99] == (_t111 if _t111 is not _NOT_YET else (_t111 := ((_t108 if _t108 is not _NOT_YET else (_t108 := _a100(st))) if (_t110 if _t110 is not _NOT_YET else (_t110 := ('asteroid_storm' in (_t109 if _t109 is not _NOT_YET else (_t109 := list(map(_c98.__getitem__, _st_zones[20]))))))) else None)))))):
                _t97.append(_t99)
        _i0[4] = _t97
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text103(_audience101(st), [_PlayerRef102(_t95), "'s queued aliens board the flight"]))
            _t112 = _i0[4]
            _t113 = (11 + _t95)
            if type(_t112) is list and _st_log is None:
                for _t114 in _t112:
                    _t115 = _st_zones[_st_loc[_t114]]
                    if _t115[-1] == _t114: _t115.pop()
                    else: _t115.remove(_t114)
                    _st_zones[_t113].append(_t114); _st_loc[_t114] = _t113
            elif _t112 is not None:
                _move_cards104(st, _t112, _t113, False)
    if _st_log is not None: _st_log.append(_Text103(_audience101(st), ['The flight to the ', _plain105(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 356d7ad1>
def _loop(st):
    for _t116 in st.zones[22]:
        return _c107[_t116]
    return None

# <rulerun alienz.rules: private_flight #47 ccea6a92>
def _loop(st):
    for _t118 in st.zones[20]:
        if (_c109[_t118] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 b05afc8f>
def _loop(st):
    for _t123 in st.zones[22]:
        return _c115[_t123]
    return None

# <rulerun alienz.rules: private_flight #49 4d6acf07>
def _loop(st):
    for _t129 in st.zones[22]:
        return _c118[_t129]
    return None

# <rulerun alienz.rules: private_flight #50 329c8ff7>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t120 = _st_zones[(3 + L[0])]
    _budget111[0] -= len(_t120)
    if _budget111[0] < 0: _spent112(st)
    _t125 = _NOT_YET
    _t126 = _NOT_YET
    _t127 = _NOT_YET
    _t128 = _NOT_YET
    _t131 = _NOT_YET
    _t132 = _NOT_YET
    _t133 = _NOT_YET
    _t134 = _NOT_YET
    _t122 = 0
    for _t121 in _t120:
        if ((_t121 != _l1) and ((_c113[_t121] == _c114[_l1]) or (((_t128 if _t128 is not _NOT_YET else (_t128 := ((_t125 if _t125 is not _NOT_YET else (_t125 := _a116(st))) if (_t127 if _t127 is not _NOT_YET else (_t127 := ('asteroid_storm' in (_t126 if _t126 is not _NOT_YET else (_t126 := list(map(_c117.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c113[_t121] == (_t134 if _t134 is not _NOT_YET else (_t134 := ((_t131 if _t131 is not _NOT_YET else (_t131 := _a119(st))) if (_t133 if _t133 is not _NOT_YET else (_t133 := ('asteroid_storm' in (_t132 if _t132 is not _NOT_YET else (_t132 := list(map(_c117.__getitem__, _st_zones[20]))))))) else None))))))):
            _t122 += 1
    return _t122

# <rulerun alienz.rules: private_flight #51 c016b8d7>
def _loop(st):
    for _t135 in st.zones[20]:
        if (_c121[_t135] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 0f3aff07>
def _native(st, L):
    return ((_c106[L[1]] != (_a108(st) if _a110(st) else None)) and (_a120(st, L) >= (3 if _a122(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 8c9f9d26>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c123[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text127(_audience124(st), [_PlayerRef125(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain126(L[2]), ' planet']))
    _t137 = L[1]
    _t138 = (15 + _l0)
    if type(_t137) is int and _st_log is None:
        _t139 = _st_zones[_st_loc[_t137]]
        if _t139[-1] == _t137: _t139.pop()
        else: _t139.remove(_t137)
        _st_zones[_t138].append(_t137); _st_loc[_t137] = _t138
    elif _t137 is not None:
        _move_cards128(st, _t137, _t138, False)

# <rulerun alienz.rules: commercial_flight #57 ebe051d2>
def _loop(st):
    for _t145 in st.zones[22]:
        return _c133[_t145]
    return None

# <rulerun alienz.rules: commercial_flight #58 12008ae9>
def _loop(st):
    for _t151 in st.zones[22]:
        return _c136[_t151]
    return None

# <rulerun alienz.rules: commercial_flight #59 84bdf4c9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t141 = (_k129 or [])
    _budget130[0] -= len(_t141)
    if _budget130[0] < 0: _spent131(st)
    for _t140 in _t141:
        _i1[3] = _t140
        _t143 = _st_zones[(7 + _t140)]
        _budget130[0] -= len(_t143)
        if _budget130[0] < 0: _spent131(st)
        _t147 = _NOT_YET
        _t148 = _NOT_YET
        _t149 = _NOT_YET
        _t150 = _NOT_YET
        _t153 = _NOT_YET
        _t154 = _NOT_YET
        _t155 = _NOT_YET
        _t156 = _NOT_YET
        _t142 = []
        for _t144 in _t143:
            if ((_c132[_t144] == _i1l0) or (((_t150 if _t150 is not _NOT_YET else (_t150 := ((_t147 if _t147 is not _NOT_YET else (_t147 := _a134(st))) if (_t149 if _t149 is not _NOT_YET else (_t149 := ('asteroid_storm' in (_t148 if _t148 is not _NOT_YET else (_t148 := list(map(_c135.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c132[_t144] == (_t156 if _t156 is not _NOT_YET else (_t156 := ((_t153 if _t153 is not _NOT_YET else (_t153 := _a137(st))) if (_t155 if _t155 is not _NOT_YET else (_t155 := ('asteroid_storm' in (_t154 if _t154 is not _NOT_YET else (_t154 := list(map(_c135.__getitem__, _st_zones[20]))))))) else None)))))):
                _t142.append(_t144)
        _i1[4] = _t142
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text140(_audience138(st), [_PlayerRef139(_t140), "'s queued aliens board the flight"]))
            _t157 = _i1[4]
            _t158 = (11 + _t140)
            if type(_t157) is list and _st_log is None:
                for _t159 in _t157:
                    _t160 = _st_zones[_st_loc[_t159]]
                    if _t160[-1] == _t159: _t160.pop()
                    else: _t160.remove(_t159)
                    _st_zones[_t158].append(_t159); _st_loc[_t159] = _t158
            elif _t157 is not None:
                _move_cards141(st, _t157, _t158, False)

# <rulerun alienz.rules: commercial_flight #60 05d2c658>
def _loop(st):
    for _t165 in st.zones[22]:
        return _c146[_t165]
    return None

# <rulerun alienz.rules: commercial_flight #61 f065f4fa>
def _loop(st):
    for _t171 in st.zones[22]:
        return _c149[_t171]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 afff895a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t162 = (_o142[_l0] or [])
    _budget143[0] -= len(_t162)
    if _budget143[0] < 0: _spent144(st)
    for _t161 in _t162:
        L[5] = _t161
        if not ((_t161 != _l0)): continue
        _i2l0 = _t161
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        while True:
            _budget143[0] -= 1
            if _budget143[0] < 0: _spent144(st)
            _t167 = _NOT_YET
            _t168 = _NOT_YET
            _t169 = _NOT_YET
            _t170 = _NOT_YET
            _t173 = _NOT_YET
            _t174 = _NOT_YET
            _t175 = _NOT_YET
            _t176 = _NOT_YET
            _t163 = []
            for _t164 in _st_zones[(3 + _i2l0)]:
                if ((_c145[_t164] == _i2l1) or (((_t170 if _t170 is not _NOT_YET else (_t170 := ((_t167 if _t167 is not _NOT_YET else (_t167 := _a147(st))) if (_t169 if _t169 is not _NOT_YET else (_t169 := ('asteroid_storm' in (_t168 if _t168 is not _NOT_YET else (_t168 := list(map(_c148.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c145[_t164] == (_t176 if _t176 is not _NOT_YET else (_t176 := ((_t173 if _t173 is not _NOT_YET else (_t173 := _a150(st))) if (_t175 if _t175 is not _NOT_YET else (_t175 := ('asteroid_storm' in (_t174 if _t174 is not _NOT_YET else (_t174 := list(map(_c148.__getitem__, _st_zones[20]))))))) else None)))))): _t163.append(_t164)
            if _offer152(st, _i2, _t163): raise _PlayoutCut151()
            if (_i2[3] is None):
                break
            _t177 = _i2[3]
            _t178 = (11 + _i2l0)
            if type(_t177) is int and _st_log is None:
                _t179 = _st_zones[_st_loc[_t177]]
                if _t179[-1] == _t177: _t179.pop()
                else: _t179.remove(_t177)
                _st_zones[_t178].append(_t177); _st_loc[_t177] = _t178
            elif _t177 is not None:
                _move_cards153(st, _t177, _t178, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text157(_audience154(st), [_PlayerRef155(_i2l0), ' joins the flight with ', _plain156(_i2[2]), ' ', _plain156(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text157(_audience154(st), [_PlayerRef155(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 85ca091a>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text160(_audience158(st), ['The flight to the ', _plain159(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text160(_audience158(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo161(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 5600fbc8>
def _native(st, L):
    return _o162[L[0]]

# <rulerun alienz.rules: commercial_flight #68 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #69 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #70 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #71 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #72 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #73 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #74 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #75 1cf2f904>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t180 = L[3]
    _t181 = (11 + L[0])
    if type(_t180) is int and st.log is None:
        _t182 = _st_zones[_st_loc[_t180]]
        if _t182[-1] == _t180: _t182.pop()
        else: _t182.remove(_t180)
        _st_zones[_t181].append(_t180); _st_loc[_t180] = _t181
    elif _t180 is not None:
        _move_cards163(st, _t180, _t181, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #76 197bec39>
def _loop(st):
    for _t183 in st.zones[20]:
        if (_c166[_t183] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 2cc1a0f5>
def _loop(st):
    for _t187 in st.zones[22]:
        return _c169[_t187]
    return None

# <rulerun alienz.rules: board_own #78 4feb78e6>
def _loop(st):
    for _t193 in st.zones[22]:
        return _c172[_t193]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 1c0d5add>
def _loop(st):
    for _t204 in st.zones[22]:
        return _c178[_t204]
    return None

# <rulerun alienz.rules: board_own #81 ecc692b9>
def _loop(st):
    for _t210 in st.zones[22]:
        return _c180[_t210]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 d54c49db>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    while True:
        _budget164[0] -= 1
        if _budget164[0] < 0: _spent165(st)
        L[3] = None
        if (L[2] < (3 if _a167(st) else 2)):
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t191 = _NOT_YET
            _t192 = _NOT_YET
            _t195 = _NOT_YET
            _t196 = _NOT_YET
            _t197 = _NOT_YET
            _t198 = _NOT_YET
            _t185 = []
            for _t186 in _st_zones[(3 + _l0)]:
                if ((_c168[_t186] == _l1) or (((_t192 if _t192 is not _NOT_YET else (_t192 := ((_t189 if _t189 is not _NOT_YET else (_t189 := _a170(st))) if (_t191 if _t191 is not _NOT_YET else (_t191 := ('asteroid_storm' in (_t190 if _t190 is not _NOT_YET else (_t190 := list(map(_c171.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c168[_t186] == (_t198 if _t198 is not _NOT_YET else (_t198 := ((_t195 if _t195 is not _NOT_YET else (_t195 := _a173(st))) if (_t197 if _t197 is not _NOT_YET else (_t197 := ('asteroid_storm' in (_t196 if _t196 is not _NOT_YET else (_t196 := list(map(_c171.__getitem__, _st_zones[20]))))))) else None)))))): _t185.append(_t186)
            _t199 = _l0
            _t200 = len(_t185)
            if not _t200: _no_option176(_t199, 'alien to fly')
            if _t200 <= 1 and _st_log is None:
                L[4] = _t185[0] if _t200 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t201 = st.chooser(_t200, _t199)
                else:
                    _t201 = _st_bits(_t200.bit_length())
                    while _t201 >= _t200: _t201 = _st_bits(_t200.bit_length())
                L[4] = _t185[_t201]; st.decisions += 1
            elif _decide177(st, L, _t185, _t199): raise _PlayoutCut174()
            L[3] = L[4]
        else:
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t208 = _NOT_YET
            _t209 = _NOT_YET
            _t212 = _NOT_YET
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t215 = _NOT_YET
            _t202 = []
            for _t203 in _st_zones[(3 + _l0)]:
                if ((_c168[_t203] == _l1) or (((_t209 if _t209 is not _NOT_YET else (_t209 := ((_t206 if _t206 is not _NOT_YET else (_t206 := _a179(st))) if (_t208 if _t208 is not _NOT_YET else (_t208 := ('asteroid_storm' in (_t207 if _t207 is not _NOT_YET else (_t207 := list(map(_c171.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c168[_t203] == (_t215 if _t215 is not _NOT_YET else (_t215 := ((_t212 if _t212 is not _NOT_YET else (_t212 := _a181(st))) if (_t214 if _t214 is not _NOT_YET else (_t214 := ('asteroid_storm' in (_t213 if _t213 is not _NOT_YET else (_t213 := list(map(_c171.__getitem__, _st_zones[20]))))))) else None)))))): _t202.append(_t203)
            if _offer182(st, L, _t202): raise _PlayoutCut174()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t216 = L[3]
        _t217 = (11 + _l0)
        if type(_t216) is int and _st_log is None:
            _t218 = _st_zones[_st_loc[_t216]]
            if _t218[-1] == _t216: _t218.pop()
            else: _t218.remove(_t216)
            _st_zones[_t217].append(_t216); _st_loc[_t216] = _t217
        elif _t216 is not None:
            _move_cards183(st, _t216, _t217, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #84 8f5c740c>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text187(_audience184(st), [_PlayerRef185(L[0]), ' flies ', _plain186(_l2), ' ', _plain186(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain186(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 71ec2d3a>
def _loop(st):
    for _t219 in st.zones[20]:
        if (_c188[_t219] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 17032d60>
def _native(st, L):
    return (L[2] < (3 if _a189(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 14fa0c1e>
def _loop(st):
    for _t221 in st.zones[22]:
        return _c191[_t221]
    return None

# <rulerun alienz.rules: board_own #90 5fbf6b57>
def _loop(st):
    for _t223 in st.zones[20]:
        if (_c193[_t223] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 0b6e6f03>
def _loop(st):
    for _t225 in st.zones[22]:
        return _c195[_t225]
    return None

# <rulerun alienz.rules: board_own #92 af580348>
def _loop(st):
    for _t227 in st.zones[20]:
        if (_c197[_t227] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 55ae4618>
def _native(st, L):
    _l4 = L[4]
    return ((_c190[_l4] == L[1]) or (((_a192(st) if _a194(st) else None) is not None) and (_c190[_l4] == (_a196(st) if _a198(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 5ffb8602>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c200[_t229]
    return None

# <rulerun alienz.rules: board_own #96 a01ce5be>
def _loop(st):
    for _t231 in st.zones[20]:
        if (_c202[_t231] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 0b3df6b7>
def _loop(st):
    for _t233 in st.zones[22]:
        return _c204[_t233]
    return None

# <rulerun alienz.rules: board_own #98 fbe13df1>
def _loop(st):
    for _t235 in st.zones[20]:
        if (_c206[_t235] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 64748343>
def _native(st, L):
    _l5 = L[5]
    return ((_c199[_l5] == L[1]) or (((_a201(st) if _a203(st) else None) is not None) and (_c199[_l5] == (_a205(st) if _a207(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 50ee0080>
def _loop(st):
    for _t242 in st.zones[22]:
        return _c212[_t242]
    return None

# <rulerun alienz.rules: board_queue #102 aceddf84>
def _loop(st):
    for _t248 in st.zones[22]:
        return _c215[_t248]
    return None

# <rulerun alienz.rules: board_queue #103 ec551ffa>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t238 = (_k208 or [])
    _budget209[0] -= len(_t238)
    if _budget209[0] < 0: _spent210(st)
    for _t237 in _t238:
        L[3] = _t237
        _t240 = _st_zones[(7 + _t237)]
        _budget209[0] -= len(_t240)
        if _budget209[0] < 0: _spent210(st)
        _t244 = _NOT_YET
        _t245 = _NOT_YET
        _t246 = _NOT_YET
        _t247 = _NOT_YET
        _t250 = _NOT_YET
        _t251 = _NOT_YET
        _t252 = _NOT_YET
        _t253 = _NOT_YET
        _t239 = []
        for _t241 in _t240:
            if ((_c211[_t241] == _l0) or (((_t247 if _t247 is not _NOT_YET else (_t247 := ((_t244 if _t244 is not _NOT_YET else (_t244 := _a213(st))) if (_t246 if _t246 is not _NOT_YET else (_t246 := ('asteroid_storm' in (_t245 if _t245 is not _NOT_YET else (_t245 := list(map(_c214.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c211[_t241] == (_t253 if _t253 is not _NOT_YET else (_t253 := ((_t250 if _t250 is not _NOT_YET else (_t250 := _a216(st))) if (_t252 if _t252 is not _NOT_YET else (_t252 := ('asteroid_storm' in (_t251 if _t251 is not _NOT_YET else (_t251 := list(map(_c214.__getitem__, _st_zones[20]))))))) else None)))))):
                _t239.append(_t241)
        L[4] = _t239
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text219(_audience217(st), [_PlayerRef218(_t237), "'s queued aliens board the flight"]))
            _t254 = L[4]
            _t255 = (11 + _t237)
            if type(_t254) is list and _st_log is None:
                for _t256 in _t254:
                    _t257 = _st_zones[_st_loc[_t256]]
                    if _t257[-1] == _t256: _t257.pop()
                    else: _t257.remove(_t256)
                    _st_zones[_t255].append(_t256); _st_loc[_t256] = _t255
            elif _t254 is not None:
                _move_cards220(st, _t254, _t255, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 93719692>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t258 = L[3]
    _t259 = (11 + L[0])
    if type(_t258) is int and st.log is None:
        _t260 = _st_zones[_st_loc[_t258]]
        if _t260[-1] == _t258: _t260.pop()
        else: _t260.remove(_t258)
        _st_zones[_t259].append(_t258); _st_loc[_t258] = _t259
    elif _t258 is not None:
        _move_cards221(st, _t258, _t259, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #106 565a1780>
def _loop(st):
    for _t263 in st.zones[22]:
        return _c225[_t263]
    return None

# <rulerun alienz.rules: join #107 b4824e1b>
def _loop(st):
    for _t269 in st.zones[22]:
        return _c228[_t269]
    return None

# <rulerun alienz.rules: join #108 9175c338>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    while True:
        _budget222[0] -= 1
        if _budget222[0] < 0: _spent223(st)
        _t265 = _NOT_YET
        _t266 = _NOT_YET
        _t267 = _NOT_YET
        _t268 = _NOT_YET
        _t271 = _NOT_YET
        _t272 = _NOT_YET
        _t273 = _NOT_YET
        _t274 = _NOT_YET
        _t261 = []
        for _t262 in _st_zones[(3 + _l0)]:
            if ((_c224[_t262] == L[1]) or (((_t268 if _t268 is not _NOT_YET else (_t268 := ((_t265 if _t265 is not _NOT_YET else (_t265 := _a226(st))) if (_t267 if _t267 is not _NOT_YET else (_t267 := ('asteroid_storm' in (_t266 if _t266 is not _NOT_YET else (_t266 := list(map(_c227.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c224[_t262] == (_t274 if _t274 is not _NOT_YET else (_t274 := ((_t271 if _t271 is not _NOT_YET else (_t271 := _a229(st))) if (_t273 if _t273 is not _NOT_YET else (_t273 := ('asteroid_storm' in (_t272 if _t272 is not _NOT_YET else (_t272 := list(map(_c227.__getitem__, _st_zones[20]))))))) else None)))))): _t261.append(_t262)
        if _offer231(st, L, _t261): raise _PlayoutCut230()
        if (L[3] is None):
            break
        _t275 = L[3]
        _t276 = (11 + _l0)
        if type(_t275) is int and st.log is None:
            _t277 = _st_zones[_st_loc[_t275]]
            if _t277[-1] == _t275: _t277.pop()
            else: _t277.remove(_t275)
            _st_zones[_t276].append(_t275); _st_loc[_t275] = _t276
        elif _t275 is not None:
            _move_cards232(st, _t275, _t276, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #109 2d62cc49>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text236(_audience233(st), [_PlayerRef234(_l0), ' joins the flight with ', _plain235(_l2), ' ', _plain235(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text236(_audience233(st), [_PlayerRef234(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 46e947e5>
def _loop(st):
    for _t278 in st.zones[22]:
        return _c238[_t278]
    return None

# <rulerun alienz.rules: join #113 0e9b3bf7>
def _loop(st):
    for _t280 in st.zones[20]:
        if (_c240[_t280] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 82d2727d>
def _loop(st):
    for _t282 in st.zones[22]:
        return _c242[_t282]
    return None

# <rulerun alienz.rules: join #115 79c80c2e>
def _loop(st):
    for _t284 in st.zones[20]:
        if (_c244[_t284] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 a2c3a5d7>
def _native(st, L):
    _l3 = L[3]
    return ((_c237[_l3] == L[1]) or (((_a239(st) if _a241(st) else None) is not None) and (_c237[_l3] == (_a243(st) if _a245(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 53dc4f90>
def _native(st, L):
    _st_zones = st.zones
    _t288 = _st_zones[0]
    _t287 = (2 if False else 1)
    if st.log is None and _t288:
        _t286 = _t288.pop(); _st_zones[_t287].append(_t286); st.loc[_t286] = _t287
    elif _t288:
        _move_cards246(st, _t288[-1], _t287, False)

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 9da5f348>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text250(_audience247(st), ['The deck shows the ', _plain249(_c248[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 506f2acb>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d251(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 5ac11709>
def _loop(st):
    _t293 = 0
    for _t292 in st.zones[0]:
        if (_c255[_t292] is not None):
            _t293 += 1
    return _t293

# <rulerun alienz.rules: reveal_event #124 3c28e7c6>
def _loop(st):
    _t295 = 0
    for _t294 in st.zones[0]:
        if (_c259[_t294] is not None):
            _t295 += 1
    return _t295

# <rulerun alienz.rules: reveal_event #125 7eb8e1b1>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t289 = _l0
    _t290 = 19
    if type(_t289) is int and _st_log is None:
        _t291 = _st_zones[_st_loc[_t289]]
        if _t291[-1] == _t289: _t291.pop()
        else: _t291.remove(_t289)
        _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
    elif _t289 is not None:
        _move_cards252(st, _t289, _t290, False)
    if _st_log is not None: _st_log.append(_Text258(_audience253(st), ['Event revealed: ', _card_ref254(st, _l0), ' (', _plain257((5 - _a256(st))), ' of 5)']))
    if (_a260(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text258(_audience253(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text258(_audience253(st), ['The 5th event: the round ends']))
        raise _ExitTo261(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text258(_audience253(st), [_card_ref254(st, _l0), ' takes effect after the flight']))
        return 2

# <rulerun alienz.rules: resolve_events #126 f80ce77e>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[12]:
        return 2
    _st_vars[12] = True

# <rulerun alienz.rules: resolve_events #127 7be6cd3a>
def _native(st, L):
    st.vars[12] = False

# <rulerun alienz.rules: resolve_events #128 2e27ed44>
def _native(st, L):
    return (not not st.zones[19])

# <rulerun alienz.rules: resolve_events #129 477cd9a0>
def _native(st, L):
    return (_z[0] if (_z := st.zones[19]) else None)

# <rulerun alienz.rules: take_effect #130 e69e35f8>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c262[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text264(_audience263(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text264(_audience263(st), ['Clear Sky cancels ', _cards_ref265(st, _st_zones[20][:])]))
        _t296 = 20
        _t297 = 21
        if _st_log is None and _t296 != _t297:
            _t298 = _st_zones[_t296]; _st_zones[_t297] += _t298
            for _t299 in _t298: _st_loc[_t299] = _t297
            _t298.clear()
        else:
            _move_cards266(st, _st_zones[_t296][:], _t297, False)
        _t300 = _l0
        _t301 = 21
        if type(_t300) is int and _st_log is None:
            _t302 = _st_zones[_st_loc[_t300]]
            if _t302[-1] == _t300: _t302.pop()
            else: _t302.remove(_t300)
            _st_zones[_t301].append(_t300); _st_loc[_t300] = _t301
        elif _t300 is not None:
            _move_cards266(st, _t300, _t301, False)
        return 2
    _t303 = _l0
    _t304 = 20
    if type(_t303) is int and _st_log is None:
        _t305 = _st_zones[_st_loc[_t303]]
        if _t305[-1] == _t303: _t305.pop()
        else: _t305.remove(_t303)
        _st_zones[_t304].append(_t303); _st_loc[_t303] = _t304
    elif _t303 is not None:
        _move_cards266(st, _t303, _t304, False)

# <rulerun alienz.rules: take_effect #131 793965a4>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text268(_audience267(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 999b2c65>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text270(_audience269(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 0123e0a3>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text272(_audience271(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 a2036c64>
def _native(st, L):
    return (_c273[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 edabfec4>
def _native(st, L):
    return (_c274[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 823761de>
def _native(st, L):
    return (_c275[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 5ad6f0d9>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t306 = L[0]
    _t307 = 22
    if type(_t306) is int and _st_log is None:
        _t308 = _st_zones[_st_loc[_t306]]
        if _t308[-1] == _t306: _t308.pop()
        else: _t308.remove(_t306)
        _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
    elif _t306 is not None:
        _move_cards276(st, _t306, _t307, False)
    if _st_log is not None: _st_log.append(_Text280(_audience277(st), ['Asteroid Storm: flights to the ', _plain279(_c278[L[0]]), ' planet are forbidden and ', _plain279(_c278[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 4e2c8aab>
def _loop(st, _t309):
    _st_zones = st.zones
    _t311 = (_k285 or ())
    _budget286[0] -= len(_t311)
    if _budget286[0] < 0: _spent287(st)
    _t314 = _NOT_YET
    _t315 = _NOT_YET
    _t313 = 0
    for _t312 in _t311:
        if (((_t314 if _t314 is not _NOT_YET else (_t314 := list(map(_c288.__getitem__, _st_zones[(11 + _t309)])))).count(_t312) + (_t315 if _t315 is not _NOT_YET else (_t315 := list(map(_c289.__getitem__, _st_zones[(15 + _t309)])))).count(_t312)) > 0):
            _t313 += 1
    return _t313

# <rulerun alienz.rules: scoring #139 17784df8>
def _loop(st, _t317, _t324):
    _t327 = 0
    for _t326 in st.zones[(11 + _t324)]:
        if (_c299[_t326] == _t317):
            _t327 += 1
    return _t327

# <rulerun alienz.rules: scoring #140 3681ffea>
def _loop(st, _t317, _t324):
    _t329 = 0
    for _t328 in st.zones[(15 + _t324)]:
        if (_c301[_t328] == _t317):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #141 cba8362a>
def _loop(st, _t317):
    _t323 = (_k296 or ())
    _budget297[0] -= len(_t323)
    if _budget297[0] < 0: _spent298(st)
    _t325 = None
    for _t324 in _t323:
        _t330 = (_a300(st, _t317, _t324) + _a302(st, _t317, _t324))
        if _t325 is None or _t330 > _t325:
            _t325 = _t330
    return _t325

# <rulerun alienz.rules: scoring #142 8e508cb1>
def _loop(st, _t309):
    _st_zones = st.zones
    _t316 = (_k291 or ())
    _budget292[0] -= len(_t316)
    if _budget292[0] < 0: _spent293(st)
    _t319 = _NOT_YET
    _t320 = _NOT_YET
    _t321 = _NOT_YET
    _t322 = _NOT_YET
    _t331 = _NOT_YET
    _t332 = _NOT_YET
    _t318 = 0
    for _t317 in _t316:
        if ((((_t319 if _t319 is not _NOT_YET else (_t319 := list(map(_c294.__getitem__, _st_zones[(11 + _t309)])))).count(_t317) + (_t320 if _t320 is not _NOT_YET else (_t320 := list(map(_c295.__getitem__, _st_zones[(15 + _t309)])))).count(_t317)) > 0) and (((_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c294.__getitem__, _st_zones[(11 + _t309)])))).count(_t317) + (_t322 if _t322 is not _NOT_YET else (_t322 := list(map(_c295.__getitem__, _st_zones[(15 + _t309)])))).count(_t317)) == _a303(st, _t317))):
            _t318 += ((_t331 if _t331 is not _NOT_YET else (_t331 := list(map(_c294.__getitem__, _st_zones[(11 + _t309)])))).count(_t317) + (_t332 if _t332 is not _NOT_YET else (_t332 := list(map(_c295.__getitem__, _st_zones[(15 + _t309)])))).count(_t317))
    return _t318

# <rulerun alienz.rules: scoring #143 a7d9f631>
def _loop(st, _t334, _t339):
    _t342 = 0
    for _t341 in st.zones[(11 + _t339)]:
        if (_c313[_t341] == _t334):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: scoring #144 52bb1783>
def _loop(st, _t334, _t339):
    _t344 = 0
    for _t343 in st.zones[(15 + _t339)]:
        if (_c315[_t343] == _t334):
            _t344 += 1
    return _t344

# <rulerun alienz.rules: scoring #145 715e2359>
def _loop(st, _t309, _t334):
    _t338 = (_k310 or ())
    _budget311[0] -= len(_t338)
    if _budget311[0] < 0: _spent312(st)
    for _t339 in _t338:
        if not (((_t339 == _t309) or ((_a314(st, _t334, _t339) + _a316(st, _t334, _t339)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 1218ccbb>
def _loop(st, _t309):
    _st_zones = st.zones
    _t333 = (_k305 or ())
    _budget306[0] -= len(_t333)
    if _budget306[0] < 0: _spent307(st)
    _t336 = _NOT_YET
    _t337 = _NOT_YET
    _t335 = 0
    for _t334 in _t333:
        if ((((_t336 if _t336 is not _NOT_YET else (_t336 := list(map(_c308.__getitem__, _st_zones[(11 + _t309)])))).count(_t334) + (_t337 if _t337 is not _NOT_YET else (_t337 := list(map(_c309.__getitem__, _st_zones[(15 + _t309)])))).count(_t334)) > 0) and _a317(st, _t309, _t334)):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #147 72228332>
def _loop(st, _t345, _t347):
    _t350 = 0
    for _t349 in st.zones[(11 + _t345)]:
        if (_c321[_t349] == _t347):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #148 801c9e41>
def _loop(st, _t345, _t347):
    _t352 = 0
    for _t351 in st.zones[(15 + _t345)]:
        if (_c323[_t351] == _t347):
            _t352 += 1
    return _t352

# <rulerun alienz.rules: scoring #149 44446ffc>
def _loop(st, _t345, _t347):
    _t354 = 0
    for _t353 in st.zones[(11 + _t345)]:
        if (_c326[_t353] == _t347):
            _t354 += 1
    return _t354

# <rulerun alienz.rules: scoring #150 56917c12>
def _loop(st, _t345, _t347):
    _t356 = 0
    for _t355 in st.zones[(15 + _t345)]:
        if (_c328[_t355] == _t347):
            _t356 += 1
    return _t356

# <rulerun alienz.rules: scoring #151 fa64109c>
def _loop(st, _t345):
    _st_zones = st.zones
    _t357 = (_k333 or ())
    _budget334[0] -= len(_t357)
    if _budget334[0] < 0: _spent335(st)
    _t360 = _NOT_YET
    _t361 = _NOT_YET
    _t359 = 0
    for _t358 in _t357:
        if (((_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c336.__getitem__, _st_zones[(11 + _t345)])))).count(_t358) + (_t361 if _t361 is not _NOT_YET else (_t361 := list(map(_c337.__getitem__, _st_zones[(15 + _t345)])))).count(_t358)) > 0):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #152 10f19b7d>
def _loop(st, _t363, _t370):
    _t373 = 0
    for _t372 in st.zones[(11 + _t370)]:
        if (_c347[_t372] == _t363):
            _t373 += 1
    return _t373

# <rulerun alienz.rules: scoring #153 d44d552a>
def _loop(st, _t363, _t370):
    _t375 = 0
    for _t374 in st.zones[(15 + _t370)]:
        if (_c349[_t374] == _t363):
            _t375 += 1
    return _t375

# <rulerun alienz.rules: scoring #154 51a8e212>
def _loop(st, _t363):
    _t369 = (_k344 or ())
    _budget345[0] -= len(_t369)
    if _budget345[0] < 0: _spent346(st)
    _t371 = None
    for _t370 in _t369:
        _t376 = (_a348(st, _t363, _t370) + _a350(st, _t363, _t370))
        if _t371 is None or _t376 > _t371:
            _t371 = _t376
    return _t371

# <rulerun alienz.rules: scoring #155 a62fdde0>
def _loop(st, _t345):
    _st_zones = st.zones
    _t362 = (_k339 or ())
    _budget340[0] -= len(_t362)
    if _budget340[0] < 0: _spent341(st)
    _t365 = _NOT_YET
    _t366 = _NOT_YET
    _t367 = _NOT_YET
    _t368 = _NOT_YET
    _t377 = _NOT_YET
    _t378 = _NOT_YET
    _t364 = 0
    for _t363 in _t362:
        if ((((_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c342.__getitem__, _st_zones[(11 + _t345)])))).count(_t363) + (_t366 if _t366 is not _NOT_YET else (_t366 := list(map(_c343.__getitem__, _st_zones[(15 + _t345)])))).count(_t363)) > 0) and (((_t367 if _t367 is not _NOT_YET else (_t367 := list(map(_c342.__getitem__, _st_zones[(11 + _t345)])))).count(_t363) + (_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c343.__getitem__, _st_zones[(15 + _t345)])))).count(_t363)) == _a351(st, _t363))):
            _t364 += ((_t377 if _t377 is not _NOT_YET else (_t377 := list(map(_c342.__getitem__, _st_zones[(11 + _t345)])))).count(_t363) + (_t378 if _t378 is not _NOT_YET else (_t378 := list(map(_c343.__getitem__, _st_zones[(15 + _t345)])))).count(_t363))
    return _t364

# <rulerun alienz.rules: scoring #156 b1b41d96>
def _loop(st, _t380, _t385):
    _t388 = 0
    for _t387 in st.zones[(11 + _t385)]:
        if (_c361[_t387] == _t380):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: scoring #157 52ee1568>
def _loop(st, _t380, _t385):
    _t390 = 0
    for _t389 in st.zones[(15 + _t385)]:
        if (_c363[_t389] == _t380):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: scoring #158 304091bc>
def _loop(st, _t345, _t380):
    _t384 = (_k358 or ())
    _budget359[0] -= len(_t384)
    if _budget359[0] < 0: _spent360(st)
    for _t385 in _t384:
        if not (((_t385 == _t345) or ((_a362(st, _t380, _t385) + _a364(st, _t380, _t385)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 2c87eea0>
def _loop(st, _t345):
    _st_zones = st.zones
    _t379 = (_k353 or ())
    _budget354[0] -= len(_t379)
    if _budget354[0] < 0: _spent355(st)
    _t382 = _NOT_YET
    _t383 = _NOT_YET
    _t381 = 0
    for _t380 in _t379:
        if ((((_t382 if _t382 is not _NOT_YET else (_t382 := list(map(_c356.__getitem__, _st_zones[(11 + _t345)])))).count(_t380) + (_t383 if _t383 is not _NOT_YET else (_t383 := list(map(_c357.__getitem__, _st_zones[(15 + _t345)])))).count(_t380)) > 0) and _a365(st, _t345, _t380)):
            _t381 += 1
    return _t381

# <rulerun alienz.rules: scoring #160 4d42d4a3>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k281)
    _t310 = (_k282 or [])
    _budget283[0] -= len(_t310)
    if _budget283[0] < 0: _spent284(st)
    for _t309 in _t310:
        L[2] = _t309
        _st_vars[4 + _t309] = (((((2 * (len(_st_zones[(11 + _t309)]) + len(_st_zones[(15 + _t309)]))) - (2 * len(_st_zones[(3 + _t309)]))) + _a290(st, _t309)) + _a304(st, _t309)) + (5 * _a318(st, _t309)))
    _t346 = (_k319 or [])
    _budget283[0] -= len(_t346)
    if _budget283[0] < 0: _spent284(st)
    for _t345 in _t346:
        L[5] = _t345
        _st_vars[0 + _t345] = _st_vars[0 + _t345] + _st_vars[4 + _t345]
        L[6] = ''
        _t348 = (_k320 or [])
        _budget283[0] -= len(_t348)
        if _budget283[0] < 0: _spent284(st)
        for _t347 in _t348:
            L[9] = _t347
            if not (((_a322(st, _t345, _t347) + _a324(st, _t345, _t347)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain325(_t347) + ' ' + _plain325((_a327(st, _t345, _t347) + _a329(st, _t345, _t347)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text332(_audience330(st), [_PlayerRef331(_t345), "'s score pile:", _plain325(L[6]), '; queued aliens set aside: ', _plain325(len(_st_zones[(7 + _t345)]))]))
        if _st_log is not None: _st_log.append(_Text332(_audience330(st), [_PlayerRef331(_t345), ' scores ', _plain325(_st_vars[4 + _t345]), ': +', _plain325((2 * (len(_st_zones[(11 + _t345)]) + len(_st_zones[(15 + _t345)])))), ' for ', _plain325((len(_st_zones[(11 + _t345)]) + len(_st_zones[(15 + _t345)]))), ' cards flown, -', _plain325((2 * len(_st_zones[(3 + _t345)]))), ' for ', _plain325(len(_st_zones[(3 + _t345)])), ' behind the screen, +', _plain325(_a338(st, _t345)), ' for colours, +', _plain325(_a352(st, _t345)), ' majorities, +', _plain325((5 * _a366(st, _t345))), ' sole owner; total ', _plain325(_st_vars[0 + _t345])]))

# <rulerun alienz.rules: play #161 b2bd7fb4>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text368(_audience367(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game369(st, [], True); return 3
    st.vars[8] = _random_item370(st, _k371)

# <rulerun alienz.rules: play #162 5d68cde6>
def _loop(st, _t391):
    _st_zones = st.zones
    _t393 = (_k376 or ())
    _budget377[0] -= len(_t393)
    if _budget377[0] < 0: _spent378(st)
    _t396 = _NOT_YET
    _t397 = _NOT_YET
    _t395 = 0
    for _t394 in _t393:
        if (((_t396 if _t396 is not _NOT_YET else (_t396 := list(map(_c379.__getitem__, _st_zones[(11 + _t391)])))).count(_t394) + (_t397 if _t397 is not _NOT_YET else (_t397 := list(map(_c380.__getitem__, _st_zones[(15 + _t391)])))).count(_t394)) > 0):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: play #163 8b1f5c54>
def _loop(st, _t399, _t406):
    _t409 = 0
    for _t408 in st.zones[(11 + _t406)]:
        if (_c390[_t408] == _t399):
            _t409 += 1
    return _t409

# <rulerun alienz.rules: play #164 f83d8328>
def _loop(st, _t399, _t406):
    _t411 = 0
    for _t410 in st.zones[(15 + _t406)]:
        if (_c392[_t410] == _t399):
            _t411 += 1
    return _t411

# <rulerun alienz.rules: play #165 98113f9c>
def _loop(st, _t399):
    _t405 = (_k387 or ())
    _budget388[0] -= len(_t405)
    if _budget388[0] < 0: _spent389(st)
    _t407 = None
    for _t406 in _t405:
        _t412 = (_a391(st, _t399, _t406) + _a393(st, _t399, _t406))
        if _t407 is None or _t412 > _t407:
            _t407 = _t412
    return _t407

# <rulerun alienz.rules: play #166 af123e33>
def _loop(st, _t391):
    _st_zones = st.zones
    _t398 = (_k382 or ())
    _budget383[0] -= len(_t398)
    if _budget383[0] < 0: _spent384(st)
    _t401 = _NOT_YET
    _t402 = _NOT_YET
    _t403 = _NOT_YET
    _t404 = _NOT_YET
    _t413 = _NOT_YET
    _t414 = _NOT_YET
    _t400 = 0
    for _t399 in _t398:
        if ((((_t401 if _t401 is not _NOT_YET else (_t401 := list(map(_c385.__getitem__, _st_zones[(11 + _t391)])))).count(_t399) + (_t402 if _t402 is not _NOT_YET else (_t402 := list(map(_c386.__getitem__, _st_zones[(15 + _t391)])))).count(_t399)) > 0) and (((_t403 if _t403 is not _NOT_YET else (_t403 := list(map(_c385.__getitem__, _st_zones[(11 + _t391)])))).count(_t399) + (_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c386.__getitem__, _st_zones[(15 + _t391)])))).count(_t399)) == _a394(st, _t399))):
            _t400 += ((_t413 if _t413 is not _NOT_YET else (_t413 := list(map(_c385.__getitem__, _st_zones[(11 + _t391)])))).count(_t399) + (_t414 if _t414 is not _NOT_YET else (_t414 := list(map(_c386.__getitem__, _st_zones[(15 + _t391)])))).count(_t399))
    return _t400

# <rulerun alienz.rules: play #167 f525a888>
def _loop(st, _t416, _t421):
    _t424 = 0
    for _t423 in st.zones[(11 + _t421)]:
        if (_c404[_t423] == _t416):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: play #168 c9332f0a>
def _loop(st, _t416, _t421):
    _t426 = 0
    for _t425 in st.zones[(15 + _t421)]:
        if (_c406[_t425] == _t416):
            _t426 += 1
    return _t426

# <rulerun alienz.rules: play #169 0925771d>
def _loop(st, _t391, _t416):
    _t420 = (_k401 or ())
    _budget402[0] -= len(_t420)
    if _budget402[0] < 0: _spent403(st)
    for _t421 in _t420:
        if not (((_t421 == _t391) or ((_a405(st, _t416, _t421) + _a407(st, _t416, _t421)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 dadbcb37>
def _loop(st, _t391):
    _st_zones = st.zones
    _t415 = (_k396 or ())
    _budget397[0] -= len(_t415)
    if _budget397[0] < 0: _spent398(st)
    _t418 = _NOT_YET
    _t419 = _NOT_YET
    _t417 = 0
    for _t416 in _t415:
        if ((((_t418 if _t418 is not _NOT_YET else (_t418 := list(map(_c399.__getitem__, _st_zones[(11 + _t391)])))).count(_t416) + (_t419 if _t419 is not _NOT_YET else (_t419 := list(map(_c400.__getitem__, _st_zones[(15 + _t391)])))).count(_t416)) > 0) and _a408(st, _t391, _t416)):
            _t417 += 1
    return _t417

# <rulerun alienz.rules: play #171 32a1cb5c>
def _loop(st, _t427, _t429):
    _t432 = 0
    for _t431 in st.zones[(11 + _t427)]:
        if (_c412[_t431] == _t429):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: play #172 7e1791ae>
def _loop(st, _t427, _t429):
    _t434 = 0
    for _t433 in st.zones[(15 + _t427)]:
        if (_c414[_t433] == _t429):
            _t434 += 1
    return _t434

# <rulerun alienz.rules: play #173 af0f0092>
def _loop(st, _t427, _t429):
    _t436 = 0
    for _t435 in st.zones[(11 + _t427)]:
        if (_c417[_t435] == _t429):
            _t436 += 1
    return _t436

# <rulerun alienz.rules: play #174 ea9afbf2>
def _loop(st, _t427, _t429):
    _t438 = 0
    for _t437 in st.zones[(15 + _t427)]:
        if (_c419[_t437] == _t429):
            _t438 += 1
    return _t438

# <rulerun alienz.rules: play #175 e28c7858>
def _loop(st, _t427):
    _st_zones = st.zones
    _t439 = (_k424 or ())
    _budget425[0] -= len(_t439)
    if _budget425[0] < 0: _spent426(st)
    _t442 = _NOT_YET
    _t443 = _NOT_YET
    _t441 = 0
    for _t440 in _t439:
        if (((_t442 if _t442 is not _NOT_YET else (_t442 := list(map(_c427.__getitem__, _st_zones[(11 + _t427)])))).count(_t440) + (_t443 if _t443 is not _NOT_YET else (_t443 := list(map(_c428.__getitem__, _st_zones[(15 + _t427)])))).count(_t440)) > 0):
            _t441 += 1
    return _t441

# <rulerun alienz.rules: play #176 f3a5d6cd>
def _loop(st, _t445, _t452):
    _t455 = 0
    for _t454 in st.zones[(11 + _t452)]:
        if (_c438[_t454] == _t445):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #177 3bc6912a>
def _loop(st, _t445, _t452):
    _t457 = 0
    for _t456 in st.zones[(15 + _t452)]:
        if (_c440[_t456] == _t445):
            _t457 += 1
    return _t457

# <rulerun alienz.rules: play #178 9c433dba>
def _loop(st, _t445):
    _t451 = (_k435 or ())
    _budget436[0] -= len(_t451)
    if _budget436[0] < 0: _spent437(st)
    _t453 = None
    for _t452 in _t451:
        _t458 = (_a439(st, _t445, _t452) + _a441(st, _t445, _t452))
        if _t453 is None or _t458 > _t453:
            _t453 = _t458
    return _t453

# <rulerun alienz.rules: play #179 c63b009d>
def _loop(st, _t427):
    _st_zones = st.zones
    _t444 = (_k430 or ())
    _budget431[0] -= len(_t444)
    if _budget431[0] < 0: _spent432(st)
    _t447 = _NOT_YET
    _t448 = _NOT_YET
    _t449 = _NOT_YET
    _t450 = _NOT_YET
    _t459 = _NOT_YET
    _t460 = _NOT_YET
    _t446 = 0
    for _t445 in _t444:
        if ((((_t447 if _t447 is not _NOT_YET else (_t447 := list(map(_c433.__getitem__, _st_zones[(11 + _t427)])))).count(_t445) + (_t448 if _t448 is not _NOT_YET else (_t448 := list(map(_c434.__getitem__, _st_zones[(15 + _t427)])))).count(_t445)) > 0) and (((_t449 if _t449 is not _NOT_YET else (_t449 := list(map(_c433.__getitem__, _st_zones[(11 + _t427)])))).count(_t445) + (_t450 if _t450 is not _NOT_YET else (_t450 := list(map(_c434.__getitem__, _st_zones[(15 + _t427)])))).count(_t445)) == _a442(st, _t445))):
            _t446 += ((_t459 if _t459 is not _NOT_YET else (_t459 := list(map(_c433.__getitem__, _st_zones[(11 + _t427)])))).count(_t445) + (_t460 if _t460 is not _NOT_YET else (_t460 := list(map(_c434.__getitem__, _st_zones[(15 + _t427)])))).count(_t445))
    return _t446

# <rulerun alienz.rules: play #180 aabeb1ce>
def _loop(st, _t462, _t467):
    _t470 = 0
    for _t469 in st.zones[(11 + _t467)]:
        if (_c452[_t469] == _t462):
            _t470 += 1
    return _t470

# <rulerun alienz.rules: play #181 31f2a048>
def _loop(st, _t462, _t467):
    _t472 = 0
    for _t471 in st.zones[(15 + _t467)]:
        if (_c454[_t471] == _t462):
            _t472 += 1
    return _t472

# <rulerun alienz.rules: play #182 7af1ce67>
def _loop(st, _t427, _t462):
    _t466 = (_k449 or ())
    _budget450[0] -= len(_t466)
    if _budget450[0] < 0: _spent451(st)
    for _t467 in _t466:
        if not (((_t467 == _t427) or ((_a453(st, _t462, _t467) + _a455(st, _t462, _t467)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 3ddf6bfe>
def _loop(st, _t427):
    _st_zones = st.zones
    _t461 = (_k444 or ())
    _budget445[0] -= len(_t461)
    if _budget445[0] < 0: _spent446(st)
    _t464 = _NOT_YET
    _t465 = _NOT_YET
    _t463 = 0
    for _t462 in _t461:
        if ((((_t464 if _t464 is not _NOT_YET else (_t464 := list(map(_c447.__getitem__, _st_zones[(11 + _t427)])))).count(_t462) + (_t465 if _t465 is not _NOT_YET else (_t465 := list(map(_c448.__getitem__, _st_zones[(15 + _t427)])))).count(_t462)) > 0) and _a456(st, _t427, _t462)):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: play #184 d4272fb0>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k372)
    _t392 = (_k373 or [])
    _budget374[0] -= len(_t392)
    if _budget374[0] < 0: _spent375(st)
    for _t391 in _t392:
        _i3[2] = _t391
        _st_vars[4 + _t391] = (((((2 * (len(_st_zones[(11 + _t391)]) + len(_st_zones[(15 + _t391)]))) - (2 * len(_st_zones[(3 + _t391)]))) + _a381(st, _t391)) + _a395(st, _t391)) + (5 * _a409(st, _t391)))
    _t428 = (_k410 or [])
    _budget374[0] -= len(_t428)
    if _budget374[0] < 0: _spent375(st)
    for _t427 in _t428:
        _i3[5] = _t427
        _st_vars[0 + _t427] = _st_vars[0 + _t427] + _st_vars[4 + _t427]
        _i3[6] = ''
        _t430 = (_k411 or [])
        _budget374[0] -= len(_t430)
        if _budget374[0] < 0: _spent375(st)
        for _t429 in _t430:
            _i3[9] = _t429
            if not (((_a413(st, _t427, _t429) + _a415(st, _t427, _t429)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain416(_t429) + ' ' + _plain416((_a418(st, _t427, _t429) + _a420(st, _t427, _t429)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text423(_audience421(st), [_PlayerRef422(_t427), "'s score pile:", _plain416(_i3[6]), '; queued aliens set aside: ', _plain416(len(_st_zones[(7 + _t427)]))]))
        if _st_log is not None: _st_log.append(_Text423(_audience421(st), [_PlayerRef422(_t427), ' scores ', _plain416(_st_vars[4 + _t427]), ': +', _plain416((2 * (len(_st_zones[(11 + _t427)]) + len(_st_zones[(15 + _t427)])))), ' for ', _plain416((len(_st_zones[(11 + _t427)]) + len(_st_zones[(15 + _t427)]))), ' cards flown, -', _plain416((2 * len(_st_zones[(3 + _t427)]))), ' for ', _plain416(len(_st_zones[(3 + _t427)])), ' behind the screen, +', _plain416(_a429(st, _t427)), ' for colours, +', _plain416(_a443(st, _t427)), ' majorities, +', _plain416((5 * _a457(st, _t427))), ' sole owner; total ', _plain416(_st_vars[0 + _t427])]))
    if _p458(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 c0adc393>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run461(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k462)

# <rulerun alienz.rules: round #187 e40496e1>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT463[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k466)
            _r = _run467(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit468(_k469)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit468(_k470)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run471(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
        if pc == 5:
            if True:
                pc = 6
            else:
                pc = 9
        if pc == 6:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit468(_k472)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run473(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit465(_k, st, _d0): raise _Runaway464()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k474)

# <rulerun alienz.rules: turn #188 63bb1180>
def _loop(st):
    for _t476 in st.zones[20]:
        if (_c484[_t476] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 9dbbe22e>
def _loop(st):
    for _t481 in st.zones[22]:
        return _c492[_t481]
    return None

# <rulerun alienz.rules: turn #190 db6fd048>
def _loop(st):
    for _t490 in st.zones[22]:
        return _c499[_t490]
    return None

# <rulerun alienz.rules: turn #191 a0e95e1e>
def _loop(st):
    for _t496 in st.zones[22]:
        return _c502[_t496]
    return None

# <rulerun alienz.rules: turn #192 537d0bdf>
def _loop(st, L, _t479):
    _st_zones = st.zones
    _t487 = _st_zones[(3 + L[0])]
    _budget495[0] -= len(_t487)
    if _budget495[0] < 0: _spent496(st)
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t495 = _NOT_YET
    _t498 = _NOT_YET
    _t499 = _NOT_YET
    _t500 = _NOT_YET
    _t501 = _NOT_YET
    _t489 = 0
    for _t488 in _t487:
        if ((_t488 != _t479) and ((_c497[_t488] == _c498[_t479]) or (((_t495 if _t495 is not _NOT_YET else (_t495 := ((_t492 if _t492 is not _NOT_YET else (_t492 := _a500(st))) if (_t494 if _t494 is not _NOT_YET else (_t494 := ('asteroid_storm' in (_t493 if _t493 is not _NOT_YET else (_t493 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c497[_t488] == (_t501 if _t501 is not _NOT_YET else (_t501 := ((_t498 if _t498 is not _NOT_YET else (_t498 := _a503(st))) if (_t500 if _t500 is not _NOT_YET else (_t500 := ('asteroid_storm' in (_t499 if _t499 is not _NOT_YET else (_t499 := list(map(_c501.__getitem__, _st_zones[20]))))))) else None))))))):
            _t489 += 1
    return _t489

# <rulerun alienz.rules: turn #193 9a208508>
def _loop(st, L):
    _st_zones = st.zones
    _t478 = _st_zones[(3 + L[0])]
    _budget489[0] -= len(_t478)
    if _budget489[0] < 0: _spent490(st)
    _t483 = _NOT_YET
    _t484 = _NOT_YET
    _t485 = _NOT_YET
    _t486 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t504 = _NOT_YET
    for _t479 in _t478:
        if ((_c491[_t479] != (_t486 if _t486 is not _NOT_YET else (_t486 := ((_t483 if _t483 is not _NOT_YET else (_t483 := _a493(st))) if (_t485 if _t485 is not _NOT_YET else (_t485 := ('asteroid_storm' in (_t484 if _t484 is not _NOT_YET else (_t484 := list(map(_c494.__getitem__, _st_zones[20]))))))) else None)))) and (_a504(st, L, _t479) >= (_t504 if _t504 is not _NOT_YET else (_t504 := (3 if (_t503 if _t503 is not _NOT_YET else (_t503 := ('group' in (_t502 if _t502 is not _NOT_YET else (_t502 := list(map(_c494.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 41de0171>
def _loop(st):
    for _t505 in st.zones[20]:
        if (_c510[_t505] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 9e8dbe00>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT475[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range479(1, L[1]) or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
            _t473 = L[0]
            _t474 = len(_o)
            if not _t474: _no_option481(_t473, 'alien to take')
            if _t474 <= 1 and _st_log is None:
                L[5] = _o[0] if _t474 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t475 = st.chooser(_t474, _t473)
                else:
                    _t475 = _st_bits(_t474.bit_length())
                    while _t475 >= _t474: _t475 = _st_bits(_t474.bit_length())
                L[5] = _o[_t475]; st.decisions += 1
            elif _decide482(st, L, _o[:], _t473): return True
            pc = 4
        if pc == 4:
            _r = _run483(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit477(_k, st, _d0): raise _Runaway476()
            continue
        if pc == 6:
            if _a485(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer486(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run487(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined488(_joined488(['no flight'], (['private flight'] if _a505(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d506(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d507(st, [_c508[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d509(st, [L[0], _c508[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a511(st) else 2))) else [])) or [])
            fr[1] = 11
            _t507 = L[0]
            _t508 = len(_o)
            if not _t508: _no_option481(_t507, 'flight this turn')
            if _t508 <= 1 and _st_log is None:
                L[7] = _o[0] if _t508 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t509 = st.chooser(_t508, _t507)
                else:
                    _t509 = _st_bits(_t508.bit_length())
                    while _t509 >= _t508: _t509 = _st_bits(_t508.bit_length())
                L[7] = _o[_t509]; st.decisions += 1
            elif _decide513(st, L, _o, _t507): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit514(_k515)
            fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit514(_k516)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run517(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit514(_k518)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k519)

# <rulerun alienz.rules: private_flight #196 ee96f549>
def _loop(st):
    for _t511 in st.zones[22]:
        return _c523[_t511]
    return None

# <rulerun alienz.rules: private_flight #197 d4946557>
def _loop(st):
    for _t520 in st.zones[22]:
        return _c530[_t520]
    return None

# <rulerun alienz.rules: private_flight #198 bedb9704>
def _loop(st):
    for _t526 in st.zones[22]:
        return _c533[_t526]
    return None

# <rulerun alienz.rules: private_flight #199 de71b947>
def _loop(st, L, _t510):
    _st_zones = st.zones
    _t517 = _st_zones[(3 + L[0])]
    _budget526[0] -= len(_t517)
    if _budget526[0] < 0: _spent527(st)
    _t522 = _NOT_YET
    _t523 = _NOT_YET
    _t524 = _NOT_YET
    _t525 = _NOT_YET
    _t528 = _NOT_YET
    _t529 = _NOT_YET
    _t530 = _NOT_YET
    _t531 = _NOT_YET
    _t519 = 0
    for _t518 in _t517:
        if ((_t518 != _t510) and ((_c528[_t518] == _c529[_t510]) or (((_t525 if _t525 is not _NOT_YET else (_t525 := ((_t522 if _t522 is not _NOT_YET else (_t522 := _a531(st))) if (_t524 if _t524 is not _NOT_YET else (_t524 := ('asteroid_storm' in (_t523 if _t523 is not _NOT_YET else (_t523 := list(map(_c532.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c528[_t518] == (_t531 if _t531 is not _NOT_YET else (_t531 := ((_t528 if _t528 is not _NOT_YET else (_t528 := _a534(st))) if (_t530 if _t530 is not _NOT_YET else (_t530 := ('asteroid_storm' in (_t529 if _t529 is not _NOT_YET else (_t529 := list(map(_c532.__getitem__, _st_zones[20]))))))) else None))))))):
            _t519 += 1
    return _t519

# <rulerun alienz.rules: private_flight #200 e7c6105f>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t513 = _NOT_YET
            _t514 = _NOT_YET
            _t515 = _NOT_YET
            _t516 = _NOT_YET
            _t532 = _NOT_YET
            _t533 = _NOT_YET
            _t534 = _NOT_YET
            _o = []
            for _t510 in _st_zones[(3 + L[0])]:
                if ((_c522[_t510] != (_t516 if _t516 is not _NOT_YET else (_t516 := ((_t513 if _t513 is not _NOT_YET else (_t513 := _a524(st))) if (_t515 if _t515 is not _NOT_YET else (_t515 := ('asteroid_storm' in (_t514 if _t514 is not _NOT_YET else (_t514 := list(map(_c525.__getitem__, _st_zones[20]))))))) else None)))) and (_a535(st, L, _t510) >= (_t534 if _t534 is not _NOT_YET else (_t534 := (3 if (_t533 if _t533 is not _NOT_YET else (_t533 := ('group' in (_t532 if _t532 is not _NOT_YET else (_t532 := list(map(_c525.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t510)
            fr[1] = 1
            _t535 = L[0]
            _t536 = len(_o)
            if not _t536: _no_option537(_t535, 'planet for a private flight')
            if _t536 <= 1 and _st_log is None:
                L[1] = _o[0] if _t536 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t537 = st.chooser(_t536, _t535)
                else:
                    _t537 = _st_bits(_t536.bit_length())
                    while _t537 >= _t536: _t537 = _st_bits(_t536.bit_length())
                L[1] = _o[_t537]; st.decisions += 1
            elif _decide538(st, L, _o, _t535): return True
            pc = 1
        if pc == 1:
            _r = _run539(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit540(_k541)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run542(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k543)

# <rulerun alienz.rules: commercial_flight #201 49a56244>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT544[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit548(_k549)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit548(_k550)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run551(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o552[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            _a = [L[5], L[2], None, None]
            if len(st.cur) >= 500: raise _RuleLimit548(_k553)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit546(_k, st, _d0): raise _Runaway545()
            continue
        if pc == 8:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit548(_k555)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k556)

# <rulerun alienz.rules: board_own #202 7c82e939>
def _loop(st):
    for _t538 in st.zones[20]:
        if (_c562[_t538] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 f7b61b69>
def _loop(st):
    for _t541 in st.zones[22]:
        return _c565[_t541]
    return None

# <rulerun alienz.rules: board_own #204 1c32f8ac>
def _loop(st):
    for _t547 in st.zones[22]:
        return _c568[_t547]
    return None

# <rulerun alienz.rules: board_own #205 50738374>
def _loop(st):
    for _t557 in st.zones[22]:
        return _c574[_t557]
    return None

# <rulerun alienz.rules: board_own #206 c8bdf210>
def _loop(st):
    for _t563 in st.zones[22]:
        return _c576[_t563]
    return None

# <rulerun alienz.rules: board_own #207 d646c7e7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT557[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a563(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t543 = _NOT_YET
            _t544 = _NOT_YET
            _t545 = _NOT_YET
            _t546 = _NOT_YET
            _t549 = _NOT_YET
            _t550 = _NOT_YET
            _t551 = _NOT_YET
            _t552 = _NOT_YET
            _o = []
            for _t540 in _st_zones[(3 + L[0])]:
                if ((_c564[_t540] == L[1]) or (((_t546 if _t546 is not _NOT_YET else (_t546 := ((_t543 if _t543 is not _NOT_YET else (_t543 := _a566(st))) if (_t545 if _t545 is not _NOT_YET else (_t545 := ('asteroid_storm' in (_t544 if _t544 is not _NOT_YET else (_t544 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c564[_t540] == (_t552 if _t552 is not _NOT_YET else (_t552 := ((_t549 if _t549 is not _NOT_YET else (_t549 := _a569(st))) if (_t551 if _t551 is not _NOT_YET else (_t551 := ('asteroid_storm' in (_t550 if _t550 is not _NOT_YET else (_t550 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t540)
            fr[1] = 5
            _t553 = L[0]
            _t554 = len(_o)
            if not _t554: _no_option571(_t553, 'alien to fly')
            if _t554 <= 1 and _st_log is None:
                L[4] = _o[0] if _t554 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t555 = st.chooser(_t554, _t553)
                else:
                    _t555 = _st_bits(_t554.bit_length())
                    while _t555 >= _t554: _t555 = _st_bits(_t554.bit_length())
                L[4] = _o[_t555]; st.decisions += 1
            elif _decide572(st, L, _o, _t553): return True
            pc = 5
        if pc == 5:
            _r = _run573(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t559 = _NOT_YET
            _t560 = _NOT_YET
            _t561 = _NOT_YET
            _t562 = _NOT_YET
            _t565 = _NOT_YET
            _t566 = _NOT_YET
            _t567 = _NOT_YET
            _t568 = _NOT_YET
            _o = []
            for _t556 in _st_zones[(3 + L[0])]:
                if ((_c564[_t556] == L[1]) or (((_t562 if _t562 is not _NOT_YET else (_t562 := ((_t559 if _t559 is not _NOT_YET else (_t559 := _a575(st))) if (_t561 if _t561 is not _NOT_YET else (_t561 := ('asteroid_storm' in (_t560 if _t560 is not _NOT_YET else (_t560 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c564[_t556] == (_t568 if _t568 is not _NOT_YET else (_t568 := ((_t565 if _t565 is not _NOT_YET else (_t565 := _a577(st))) if (_t567 if _t567 is not _NOT_YET else (_t567 := ('asteroid_storm' in (_t566 if _t566 is not _NOT_YET else (_t566 := list(map(_c567.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t556)
            fr[1] = 8
            if _offer578(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run579(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            if (L[3] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            pc = 14
        if pc == 11:
            pc = 12
        if pc == 12:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit559(_k, st, _d0): raise _Runaway558()
            continue
        if pc == 14:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k582)

# <rulerun alienz.rules: board_queue #208 77b30839>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run585(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k586)

# <rulerun alienz.rules: join #209 ef1e7661>
def _loop(st):
    for _t570 in st.zones[22]:
        return _c592[_t570]
    return None

# <rulerun alienz.rules: join #210 1f186ff9>
def _loop(st):
    for _t576 in st.zones[22]:
        return _c595[_t576]
    return None

# <rulerun alienz.rules: join #211 16c53e10>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT587[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 8
        if pc == 2:
            _t572 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t578 = _NOT_YET
            _t579 = _NOT_YET
            _t580 = _NOT_YET
            _t581 = _NOT_YET
            _o = []
            for _t569 in _st_zones[(3 + L[0])]:
                if ((_c591[_t569] == L[1]) or (((_t575 if _t575 is not _NOT_YET else (_t575 := ((_t572 if _t572 is not _NOT_YET else (_t572 := _a593(st))) if (_t574 if _t574 is not _NOT_YET else (_t574 := ('asteroid_storm' in (_t573 if _t573 is not _NOT_YET else (_t573 := list(map(_c594.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c591[_t569] == (_t581 if _t581 is not _NOT_YET else (_t581 := ((_t578 if _t578 is not _NOT_YET else (_t578 := _a596(st))) if (_t580 if _t580 is not _NOT_YET else (_t580 := ('asteroid_storm' in (_t579 if _t579 is not _NOT_YET else (_t579 := list(map(_c594.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t569)
            fr[1] = 3
            if _offer597(st, L, _o): return True
            pc = 3
        if pc == 3:
            if (L[3] is None):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 8
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run598(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit589(_k, st, _d0): raise _Runaway588()
            continue
        if pc == 8:
            _r = _run599(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k600)

# <rulerun alienz.rules: refill #212 7e08f389>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT601[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit605(_k606)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit603(_k, st, _d0): raise _Runaway602()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k607)

# <rulerun alienz.rules: surface #213 3b6de5d5>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT608[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d611(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit612(_k613)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit610(_k, st, _d0): raise _Runaway609()
            continue
        if pc == 3:
            _r = _run614(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k615)

# <rulerun alienz.rules: reveal_event #214 81bf2299>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit619(_k620)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k621)

# <rulerun alienz.rules: resolve_events #215 30129204>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT622[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if (not not _st_zones[19]):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _a = [(_z[0] if (_z := _st_zones[19]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit626(_k627)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit624(_k, st, _d0): raise _Runaway623()
            continue
        if pc == 4:
            _r = _run628(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k629)

# <rulerun alienz.rules: take_effect #216 d6bc1cbc>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run632(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c633[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run634(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c633[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run635(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c633[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run636(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit637(_k638)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k639)

# <rulerun alienz.rules: storm_flip #217 04b81f6c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit642(_k643)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run644(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit642(_k645)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k646)

# <rulerun alienz.rules: scoring #218 8ce27d97>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run649(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k650)

# <rulerun alienz.rules: play #219 987468ae>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT651[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run654(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit655(_k656)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run657(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit653(_k, st, _d0): raise _Runaway652()
            continue
        if pc == 5:
            fr[1] = 6
            if _step658(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k659)

# <rulerun alienz.rules: turn #220 2a14ec82>
def _loop(st):
    for _t585 in st.zones[20]:
        if (_c671[_t585] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 f5a57236>
def _loop(st):
    for _t590 in st.zones[22]:
        return _c679[_t590]
    return None

# <rulerun alienz.rules: turn #222 f7a9717c>
def _loop(st):
    for _t599 in st.zones[22]:
        return _c686[_t599]
    return None

# <rulerun alienz.rules: turn #223 a1f30bcd>
def _loop(st):
    for _t605 in st.zones[22]:
        return _c689[_t605]
    return None

# <rulerun alienz.rules: turn #224 4fbc72e0>
def _loop(st, L, _t588):
    _st_zones = st.zones
    _t596 = _st_zones[(3 + L[0])]
    _budget682[0] -= len(_t596)
    if _budget682[0] < 0: _spent683(st)
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t604 = _NOT_YET
    _t607 = _NOT_YET
    _t608 = _NOT_YET
    _t609 = _NOT_YET
    _t610 = _NOT_YET
    _t598 = 0
    for _t597 in _t596:
        if ((_t597 != _t588) and ((_c684[_t597] == _c685[_t588]) or (((_t604 if _t604 is not _NOT_YET else (_t604 := ((_t601 if _t601 is not _NOT_YET else (_t601 := _a687(st))) if (_t603 if _t603 is not _NOT_YET else (_t603 := ('asteroid_storm' in (_t602 if _t602 is not _NOT_YET else (_t602 := list(map(_c688.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c684[_t597] == (_t610 if _t610 is not _NOT_YET else (_t610 := ((_t607 if _t607 is not _NOT_YET else (_t607 := _a690(st))) if (_t609 if _t609 is not _NOT_YET else (_t609 := ('asteroid_storm' in (_t608 if _t608 is not _NOT_YET else (_t608 := list(map(_c688.__getitem__, _st_zones[20]))))))) else None))))))):
            _t598 += 1
    return _t598

# <rulerun alienz.rules: turn #225 97dbac37>
def _loop(st, L):
    _st_zones = st.zones
    _t587 = _st_zones[(3 + L[0])]
    _budget676[0] -= len(_t587)
    if _budget676[0] < 0: _spent677(st)
    _t592 = _NOT_YET
    _t593 = _NOT_YET
    _t594 = _NOT_YET
    _t595 = _NOT_YET
    _t611 = _NOT_YET
    _t612 = _NOT_YET
    _t613 = _NOT_YET
    for _t588 in _t587:
        if ((_c678[_t588] != (_t595 if _t595 is not _NOT_YET else (_t595 := ((_t592 if _t592 is not _NOT_YET else (_t592 := _a680(st))) if (_t594 if _t594 is not _NOT_YET else (_t594 := ('asteroid_storm' in (_t593 if _t593 is not _NOT_YET else (_t593 := list(map(_c681.__getitem__, _st_zones[20]))))))) else None)))) and (_a691(st, L, _t588) >= (_t613 if _t613 is not _NOT_YET else (_t613 := (3 if (_t612 if _t612 is not _NOT_YET else (_t612 := ('group' in (_t611 if _t611 is not _NOT_YET else (_t611 := list(map(_c681.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 d530e700>
def _loop(st):
    for _t614 in st.zones[20]:
        if (_c697[_t614] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 dfc43f5d>
def _loop(st):
    for _t621 in st.zones[22]:
        return _c702[_t621]
    return None

# <rulerun alienz.rules: private_flight #228 465984bc>
def _loop(st):
    for _t630 in st.zones[22]:
        return _c709[_t630]
    return None

# <rulerun alienz.rules: private_flight #229 4ad26245>
def _loop(st):
    for _t636 in st.zones[22]:
        return _c712[_t636]
    return None

# <rulerun alienz.rules: private_flight #230 f497ee38>
def _loop(st, L, _t620):
    _st_zones = st.zones
    _t627 = _st_zones[(3 + L[0])]
    _budget705[0] -= len(_t627)
    if _budget705[0] < 0: _spent706(st)
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    _t634 = _NOT_YET
    _t635 = _NOT_YET
    _t638 = _NOT_YET
    _t639 = _NOT_YET
    _t640 = _NOT_YET
    _t641 = _NOT_YET
    _t629 = 0
    for _t628 in _t627:
        if ((_t628 != _t620) and ((_c707[_t628] == _c708[_t620]) or (((_t635 if _t635 is not _NOT_YET else (_t635 := ((_t632 if _t632 is not _NOT_YET else (_t632 := _a710(st))) if (_t634 if _t634 is not _NOT_YET else (_t634 := ('asteroid_storm' in (_t633 if _t633 is not _NOT_YET else (_t633 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c707[_t628] == (_t641 if _t641 is not _NOT_YET else (_t641 := ((_t638 if _t638 is not _NOT_YET else (_t638 := _a713(st))) if (_t640 if _t640 is not _NOT_YET else (_t640 := ('asteroid_storm' in (_t639 if _t639 is not _NOT_YET else (_t639 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None))))))):
            _t629 += 1
    return _t629

# <rulerun alienz.rules: private_flight #231 5aac1621>
def _loop(st):
    for _t651 in st.zones[20]:
        if (_c726[_t651] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 cff2f44f>
def _loop(st):
    for _t655 in st.zones[22]:
        return _c729[_t655]
    return None

# <rulerun alienz.rules: private_flight #233 b5c2c523>
def _loop(st):
    for _t661 in st.zones[22]:
        return _c731[_t661]
    return None

# <rulerun alienz.rules: private_flight #234 01f1ed22>
def _loop(st):
    for _t672 in st.zones[22]:
        return _c735[_t672]
    return None

# <rulerun alienz.rules: private_flight #235 e419e73a>
def _loop(st):
    for _t678 in st.zones[22]:
        return _c737[_t678]
    return None

# <rulerun alienz.rules: board_own #236 e8c9e123>
def _loop(st):
    for _t687 in st.zones[20]:
        if (_c742[_t687] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 6eb61a8d>
def _loop(st):
    for _t691 in st.zones[22]:
        return _c745[_t691]
    return None

# <rulerun alienz.rules: board_own #238 08171340>
def _loop(st):
    for _t697 in st.zones[22]:
        return _c748[_t697]
    return None

# <rulerun alienz.rules: board_own #239 4b307738>
def _loop(st):
    for _t708 in st.zones[22]:
        return _c754[_t708]
    return None

# <rulerun alienz.rules: board_own #240 86475a6d>
def _loop(st):
    for _t714 in st.zones[22]:
        return _c756[_t714]
    return None

# <rulerun alienz.rules: board_own #241 playout db120fbd>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget740[0] -= 1
        if _budget740[0] < 0: _spent741(st)
        L[3] = None
        if (L[2] < (3 if _a743(st) else 2)):
            _t693 = _NOT_YET
            _t694 = _NOT_YET
            _t695 = _NOT_YET
            _t696 = _NOT_YET
            _t699 = _NOT_YET
            _t700 = _NOT_YET
            _t701 = _NOT_YET
            _t702 = _NOT_YET
            _t689 = []
            for _t690 in _st_zones[(3 + _l0)]:
                if ((_c744[_t690] == _l1) or (((_t696 if _t696 is not _NOT_YET else (_t696 := ((_t693 if _t693 is not _NOT_YET else (_t693 := _a746(st))) if (_t695 if _t695 is not _NOT_YET else (_t695 := ('asteroid_storm' in (_t694 if _t694 is not _NOT_YET else (_t694 := list(map(_c747.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c744[_t690] == (_t702 if _t702 is not _NOT_YET else (_t702 := ((_t699 if _t699 is not _NOT_YET else (_t699 := _a749(st))) if (_t701 if _t701 is not _NOT_YET else (_t701 := ('asteroid_storm' in (_t700 if _t700 is not _NOT_YET else (_t700 := list(map(_c747.__getitem__, _st_zones[20]))))))) else None)))))): _t689.append(_t690)
            _t703 = _l0
            _t704 = len(_t689)
            if not _t704: _no_option752(_t703, 'alien to fly')
            if _t704 <= 1 and _st_log is None:
                L[4] = _t689[0] if _t704 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t705 = st.chooser(_t704, _t703)
                else:
                    _t705 = _st_bits(_t704.bit_length())
                    while _t705 >= _t704: _t705 = _st_bits(_t704.bit_length())
                L[4] = _t689[_t705]; st.decisions += 1
            elif _decide753(st, L, _t689, _t703): raise _PlayoutCut750()
            L[3] = L[4]
        else:
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t712 = _NOT_YET
            _t713 = _NOT_YET
            _t716 = _NOT_YET
            _t717 = _NOT_YET
            _t718 = _NOT_YET
            _t719 = _NOT_YET
            _t706 = []
            for _t707 in _st_zones[(3 + _l0)]:
                if ((_c744[_t707] == _l1) or (((_t713 if _t713 is not _NOT_YET else (_t713 := ((_t710 if _t710 is not _NOT_YET else (_t710 := _a755(st))) if (_t712 if _t712 is not _NOT_YET else (_t712 := ('asteroid_storm' in (_t711 if _t711 is not _NOT_YET else (_t711 := list(map(_c747.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c744[_t707] == (_t719 if _t719 is not _NOT_YET else (_t719 := ((_t716 if _t716 is not _NOT_YET else (_t716 := _a757(st))) if (_t718 if _t718 is not _NOT_YET else (_t718 := ('asteroid_storm' in (_t717 if _t717 is not _NOT_YET else (_t717 := list(map(_c747.__getitem__, _st_zones[20]))))))) else None)))))): _t706.append(_t707)
            if _offer758(st, L, _t706): raise _PlayoutCut750()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t720 = L[3]
        _t721 = (11 + _l0)
        if type(_t720) is int and _st_log is None:
            _t722 = _st_zones[_st_loc[_t720]]
            if _t722[-1] == _t720: _t722.pop()
            else: _t722.remove(_t720)
            _st_zones[_t721].append(_t720); _st_loc[_t720] = _t721
        elif _t720 is not None:
            _move_cards759(st, _t720, _t721, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(_Text763(_audience760(st), [_PlayerRef761(_l0), ' flies ', _plain762(L[2]), ' ', _plain762(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain762(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 10cfe545>
def _loop(st):
    for _t728 in st.zones[22]:
        return _c766[_t728]
    return None

# <rulerun alienz.rules: private_flight #243 0a057471>
def _loop(st):
    for _t734 in st.zones[22]:
        return _c768[_t734]
    return None

# <rulerun alienz.rules: private_flight #244 playout 3af78739>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t623 = _NOT_YET
    _t624 = _NOT_YET
    _t625 = _NOT_YET
    _t626 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    _t644 = _NOT_YET
    _t619 = []
    for _t620 in _st_zones[(3 + _l0)]:
        if ((_c701[_t620] != (_t626 if _t626 is not _NOT_YET else (_t626 := ((_t623 if _t623 is not _NOT_YET else (_t623 := _a703(st))) if (_t625 if _t625 is not _NOT_YET else (_t625 := ('asteroid_storm' in (_t624 if _t624 is not _NOT_YET else (_t624 := list(map(_c704.__getitem__, _st_zones[20]))))))) else None)))) and (_a714(st, L, _t620) >= (_t644 if _t644 is not _NOT_YET else (_t644 := (3 if (_t643 if _t643 is not _NOT_YET else (_t643 := ('group' in (_t642 if _t642 is not _NOT_YET else (_t642 := list(map(_c704.__getitem__, _st_zones[20]))))))) else 2))))): _t619.append(_t620)
    _t645 = _l0
    _t646 = len(_t619)
    if not _t646: _no_option717(_t645, 'planet for a private flight')
    if _t646 <= 1 and _st_log is None:
        L[1] = _t619[0] if _t646 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t647 = st.chooser(_t646, _t645)
        else:
            _t647 = _st_bits(_t646.bit_length())
            while _t647 >= _t646: _t647 = _st_bits(_t646.bit_length())
        L[1] = _t619[_t647]; st.decisions += 1
    elif _decide718(st, L, _t619, _t645): raise _PlayoutCut715()
    L[2] = _c701[L[1]]
    _t648 = L[1]
    _t649 = (15 + _l0)
    if type(_t648) is int and _st_log is None:
        _t650 = _st_zones[_st_loc[_t648]]
        if _t650[-1] == _t648: _t650.pop()
        else: _t650.remove(_t648)
        _st_zones[_t649].append(_t648); _st_loc[_t648] = _t649
    elif _t648 is not None:
        _move_cards719(st, _t648, _t649, False)
    if _st_log is not None: _st_log.append(_Text723(_audience720(st), [_PlayerRef721(_l0), ' opens a private flight to the ', _plain722(L[2]), ' planet']))
    if _p764(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    _t724 = (_k765 or [])
    _budget724[0] -= len(_t724)
    if _budget724[0] < 0: _spent725(st)
    for _t723 in _t724:
        _i5[3] = _t723
        _t726 = _st_zones[(7 + _t723)]
        _budget724[0] -= len(_t726)
        if _budget724[0] < 0: _spent725(st)
        _t730 = _NOT_YET
        _t731 = _NOT_YET
        _t732 = _NOT_YET
        _t733 = _NOT_YET
        _t736 = _NOT_YET
        _t737 = _NOT_YET
        _t738 = _NOT_YET
        _t739 = _NOT_YET
        _t725 = []
        for _t727 in _t726:
            if ((_c728[_t727] == _i5l0) or (((_t733 if _t733 is not _NOT_YET else (_t733 := ((_t730 if _t730 is not _NOT_YET else (_t730 := _a767(st))) if (_t732 if _t732 is not _NOT_YET else (_t732 := ('asteroid_storm' in (_t731 if _t731 is not _NOT_YET else (_t731 := list(map(_c704.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c728[_t727] == (_t739 if _t739 is not _NOT_YET else (_t739 := ((_t736 if _t736 is not _NOT_YET else (_t736 := _a769(st))) if (_t738 if _t738 is not _NOT_YET else (_t738 := ('asteroid_storm' in (_t737 if _t737 is not _NOT_YET else (_t737 := list(map(_c704.__getitem__, _st_zones[20]))))))) else None)))))):
                _t725.append(_t727)
        _i5[4] = _t725
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text723(_audience720(st), [_PlayerRef721(_t723), "'s queued aliens board the flight"]))
            _t740 = _i5[4]
            _t741 = (11 + _t723)
            if type(_t740) is list and _st_log is None:
                for _t742 in _t740:
                    _t743 = _st_zones[_st_loc[_t742]]
                    if _t743[-1] == _t742: _t743.pop()
                    else: _t743.remove(_t742)
                    _st_zones[_t741].append(_t742); _st_loc[_t742] = _t741
            elif _t740 is not None:
                _move_cards719(st, _t740, _t741, False)
    if _st_log is not None: _st_log.append(_Text723(_audience720(st), ['The flight to the ', _plain722(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 2233cbb7>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT660[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run663(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region664(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range665(1, L[1]) or []); L[3] = 0
            pc = 2
        if pc == 2:
            _s = L[2]; _i = L[3]; _n = len(_s); pc = 6
            while _i < _n:
                L[4] = _s[_i]; _i += 1
                pc = 3; break
            L[3] = _i
        if pc == 3:
            _o = _st_zones[(2 if False else 1)]
            fr[1] = 4
            _t582 = L[0]
            _t583 = len(_o)
            if not _t583: _no_option667(_t582, 'alien to take')
            if _t583 <= 1 and _st_log is None:
                L[5] = _o[0] if _t583 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t584 = st.chooser(_t583, _t582)
                else:
                    _t584 = _st_bits(_t583.bit_length())
                    while _t584 >= _t583: _t584 = _st_bits(_t583.bit_length())
                L[5] = _o[_t584]; st.decisions += 1
            elif _decide668(st, L, _o[:], _t582): return True
            pc = 4
        if pc == 4:
            _r = _run669(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit662(_k, st, _d0): raise _Runaway661()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region670(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a672(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer673(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined675(_joined675(['no flight'], (['private flight'] if _a692(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d693(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d694(st, [_c695[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d696(st, [L[0], _c695[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a698(st) else 2))) else [])) or [])
            fr[1] = 11
            _t616 = L[0]
            _t617 = len(_o)
            if not _t617: _no_option667(_t616, 'flight this turn')
            if _t617 <= 1 and _st_log is None:
                L[7] = _o[0] if _t617 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t618 = st.chooser(_t617, _t616)
                else:
                    _t618 = _st_bits(_t617.bit_length())
                    while _t618 >= _t617: _t618 = _st_bits(_t617.bit_length())
                L[7] = _o[_t618]; st.decisions += 1
            elif _decide700(st, L, _o, _t616): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p770(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit771(_k772)
                fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            _a = [L[0], None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit771(_k773)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run774(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit771(_k775)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k776)

# <rulerun alienz.rules: private_flight #246 f9256942>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c780[_t745]
    return None

# <rulerun alienz.rules: private_flight #247 085acd98>
def _loop(st):
    for _t754 in st.zones[22]:
        return _c787[_t754]
    return None

# <rulerun alienz.rules: private_flight #248 5eee13f4>
def _loop(st):
    for _t760 in st.zones[22]:
        return _c790[_t760]
    return None

# <rulerun alienz.rules: private_flight #249 d93a68bc>
def _loop(st, L, _t744):
    _st_zones = st.zones
    _t751 = _st_zones[(3 + L[0])]
    _budget783[0] -= len(_t751)
    if _budget783[0] < 0: _spent784(st)
    _t756 = _NOT_YET
    _t757 = _NOT_YET
    _t758 = _NOT_YET
    _t759 = _NOT_YET
    _t762 = _NOT_YET
    _t763 = _NOT_YET
    _t764 = _NOT_YET
    _t765 = _NOT_YET
    _t753 = 0
    for _t752 in _t751:
        if ((_t752 != _t744) and ((_c785[_t752] == _c786[_t744]) or (((_t759 if _t759 is not _NOT_YET else (_t759 := ((_t756 if _t756 is not _NOT_YET else (_t756 := _a788(st))) if (_t758 if _t758 is not _NOT_YET else (_t758 := ('asteroid_storm' in (_t757 if _t757 is not _NOT_YET else (_t757 := list(map(_c789.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c785[_t752] == (_t765 if _t765 is not _NOT_YET else (_t765 := ((_t762 if _t762 is not _NOT_YET else (_t762 := _a791(st))) if (_t764 if _t764 is not _NOT_YET else (_t764 := ('asteroid_storm' in (_t763 if _t763 is not _NOT_YET else (_t763 := list(map(_c789.__getitem__, _st_zones[20]))))))) else None))))))):
            _t753 += 1
    return _t753

# <rulerun alienz.rules: private_flight #250 46b63139>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t747 = _NOT_YET
            _t748 = _NOT_YET
            _t749 = _NOT_YET
            _t750 = _NOT_YET
            _t766 = _NOT_YET
            _t767 = _NOT_YET
            _t768 = _NOT_YET
            _o = []
            for _t744 in _st_zones[(3 + L[0])]:
                if ((_c779[_t744] != (_t750 if _t750 is not _NOT_YET else (_t750 := ((_t747 if _t747 is not _NOT_YET else (_t747 := _a781(st))) if (_t749 if _t749 is not _NOT_YET else (_t749 := ('asteroid_storm' in (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c782.__getitem__, _st_zones[20]))))))) else None)))) and (_a792(st, L, _t744) >= (_t768 if _t768 is not _NOT_YET else (_t768 := (3 if (_t767 if _t767 is not _NOT_YET else (_t767 := ('group' in (_t766 if _t766 is not _NOT_YET else (_t766 := list(map(_c782.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t744)
            fr[1] = 1
            _t769 = L[0]
            _t770 = len(_o)
            if not _t770: _no_option794(_t769, 'planet for a private flight')
            if _t770 <= 1 and _st_log is None:
                L[1] = _o[0] if _t770 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t771 = st.chooser(_t770, _t769)
                else:
                    _t771 = _st_bits(_t770.bit_length())
                    while _t771 >= _t770: _t771 = _st_bits(_t770.bit_length())
                L[1] = _o[_t771]; st.decisions += 1
            elif _decide795(st, L, _o, _t769): return True
            pc = 1
        if pc == 1:
            _r = _run796(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p797(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit798(_k799)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run800(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k801)

# <rulerun alienz.rules: join #251 03a7672e>
def _loop(st):
    for _t774 in st.zones[22]:
        return _c816[_t774]
    return None

# <rulerun alienz.rules: join #252 f7d3e90e>
def _loop(st):
    for _t780 in st.zones[22]:
        return _c819[_t780]
    return None

# <rulerun alienz.rules: join #253 playout 735593f1>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    while True:
        _budget813[0] -= 1
        if _budget813[0] < 0: _spent814(st)
        _t776 = _NOT_YET
        _t777 = _NOT_YET
        _t778 = _NOT_YET
        _t779 = _NOT_YET
        _t782 = _NOT_YET
        _t783 = _NOT_YET
        _t784 = _NOT_YET
        _t785 = _NOT_YET
        _t772 = []
        for _t773 in _st_zones[(3 + _l0)]:
            if ((_c815[_t773] == L[1]) or (((_t779 if _t779 is not _NOT_YET else (_t779 := ((_t776 if _t776 is not _NOT_YET else (_t776 := _a817(st))) if (_t778 if _t778 is not _NOT_YET else (_t778 := ('asteroid_storm' in (_t777 if _t777 is not _NOT_YET else (_t777 := list(map(_c818.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c815[_t773] == (_t785 if _t785 is not _NOT_YET else (_t785 := ((_t782 if _t782 is not _NOT_YET else (_t782 := _a820(st))) if (_t784 if _t784 is not _NOT_YET else (_t784 := ('asteroid_storm' in (_t783 if _t783 is not _NOT_YET else (_t783 := list(map(_c818.__getitem__, _st_zones[20]))))))) else None)))))): _t772.append(_t773)
        if _offer822(st, L, _t772): raise _PlayoutCut821()
        if (L[3] is None):
            break
        _t786 = L[3]
        _t787 = (11 + _l0)
        if type(_t786) is int and _st_log is None:
            _t788 = _st_zones[_st_loc[_t786]]
            if _t788[-1] == _t786: _t788.pop()
            else: _t788.remove(_t786)
            _st_zones[_t787].append(_t786); _st_loc[_t786] = _t787
        elif _t786 is not None:
            _move_cards823(st, _t786, _t787, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text827(_audience824(st), [_PlayerRef825(_l0), ' joins the flight with ', _plain826(L[2]), ' ', _plain826(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text827(_audience824(st), [_PlayerRef825(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 f469b4ec>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT802[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run805(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit806(_k807)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p808(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit806(_k809)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run810(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region811(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o812[L[0]] or []); L[4] = 0
            pc = 5
        if pc == 5:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 8
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 6; break
            L[4] = _i
        if pc == 6:
            if st.thread_player == st.inline_thread:
                if _p828(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit806(_k829)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit804(_k, st, _d0): raise _Runaway803()
            continue
        if pc == 8:
            _r = _run830(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit806(_k831)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k832)

# <rulerun alienz.rules: board_own #255 6f2df489>
def _loop(st):
    for _t789 in st.zones[20]:
        if (_c839[_t789] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 24fdad12>
def _loop(st):
    for _t792 in st.zones[22]:
        return _c842[_t792]
    return None

# <rulerun alienz.rules: board_own #257 333af3cd>
def _loop(st):
    for _t798 in st.zones[22]:
        return _c845[_t798]
    return None

# <rulerun alienz.rules: board_own #258 e74c5205>
def _loop(st):
    for _t808 in st.zones[22]:
        return _c851[_t808]
    return None

# <rulerun alienz.rules: board_own #259 74de8a89>
def _loop(st):
    for _t814 in st.zones[22]:
        return _c853[_t814]
    return None

# <rulerun alienz.rules: board_own #260 24e56da9>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT833[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run836(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region837(st, L)
            if _r is None:
                pc = 14
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 14
        if pc == 2:
            _r = _run838(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a840(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t794 = _NOT_YET
            _t795 = _NOT_YET
            _t796 = _NOT_YET
            _t797 = _NOT_YET
            _t800 = _NOT_YET
            _t801 = _NOT_YET
            _t802 = _NOT_YET
            _t803 = _NOT_YET
            _o = []
            for _t791 in _st_zones[(3 + L[0])]:
                if ((_c841[_t791] == L[1]) or (((_t797 if _t797 is not _NOT_YET else (_t797 := ((_t794 if _t794 is not _NOT_YET else (_t794 := _a843(st))) if (_t796 if _t796 is not _NOT_YET else (_t796 := ('asteroid_storm' in (_t795 if _t795 is not _NOT_YET else (_t795 := list(map(_c844.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c841[_t791] == (_t803 if _t803 is not _NOT_YET else (_t803 := ((_t800 if _t800 is not _NOT_YET else (_t800 := _a846(st))) if (_t802 if _t802 is not _NOT_YET else (_t802 := ('asteroid_storm' in (_t801 if _t801 is not _NOT_YET else (_t801 := list(map(_c844.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t791)
            fr[1] = 5
            _t804 = L[0]
            _t805 = len(_o)
            if not _t805: _no_option848(_t804, 'alien to fly')
            if _t805 <= 1 and _st_log is None:
                L[4] = _o[0] if _t805 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t806 = st.chooser(_t805, _t804)
                else:
                    _t806 = _st_bits(_t805.bit_length())
                    while _t806 >= _t805: _t806 = _st_bits(_t805.bit_length())
                L[4] = _o[_t806]; st.decisions += 1
            elif _decide849(st, L, _o, _t804): return True
            pc = 5
        if pc == 5:
            _r = _run850(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t810 = _NOT_YET
            _t811 = _NOT_YET
            _t812 = _NOT_YET
            _t813 = _NOT_YET
            _t816 = _NOT_YET
            _t817 = _NOT_YET
            _t818 = _NOT_YET
            _t819 = _NOT_YET
            _o = []
            for _t807 in _st_zones[(3 + L[0])]:
                if ((_c841[_t807] == L[1]) or (((_t813 if _t813 is not _NOT_YET else (_t813 := ((_t810 if _t810 is not _NOT_YET else (_t810 := _a852(st))) if (_t812 if _t812 is not _NOT_YET else (_t812 := ('asteroid_storm' in (_t811 if _t811 is not _NOT_YET else (_t811 := list(map(_c844.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c841[_t807] == (_t819 if _t819 is not _NOT_YET else (_t819 := ((_t816 if _t816 is not _NOT_YET else (_t816 := _a854(st))) if (_t818 if _t818 is not _NOT_YET else (_t818 := ('asteroid_storm' in (_t817 if _t817 is not _NOT_YET else (_t817 := list(map(_c844.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t807)
            fr[1] = 8
            if _offer855(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 9:
            if (L[3] is None):
                pc = 10
            else:
                pc = 12
        if pc == 10:
            pc = 14
        if pc == 11:
            pc = 12
        if pc == 12:
            _r = _run857(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit835(_k, st, _d0): raise _Runaway834()
            continue
        if pc == 14:
            _r = _run858(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k859)

# <rulerun alienz.rules: join #261 6ef65b2f>
def _loop(st):
    for _t821 in st.zones[22]:
        return _c866[_t821]
    return None

# <rulerun alienz.rules: join #262 7ca2f0eb>
def _loop(st):
    for _t827 in st.zones[22]:
        return _c869[_t827]
    return None

# <rulerun alienz.rules: join #263 4d2abd4d>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT860[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run863(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region864(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 8
        if pc == 2:
            _t823 = _NOT_YET
            _t824 = _NOT_YET
            _t825 = _NOT_YET
            _t826 = _NOT_YET
            _t829 = _NOT_YET
            _t830 = _NOT_YET
            _t831 = _NOT_YET
            _t832 = _NOT_YET
            _o = []
            for _t820 in _st_zones[(3 + L[0])]:
                if ((_c865[_t820] == L[1]) or (((_t826 if _t826 is not _NOT_YET else (_t826 := ((_t823 if _t823 is not _NOT_YET else (_t823 := _a867(st))) if (_t825 if _t825 is not _NOT_YET else (_t825 := ('asteroid_storm' in (_t824 if _t824 is not _NOT_YET else (_t824 := list(map(_c868.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c865[_t820] == (_t832 if _t832 is not _NOT_YET else (_t832 := ((_t829 if _t829 is not _NOT_YET else (_t829 := _a870(st))) if (_t831 if _t831 is not _NOT_YET else (_t831 := ('asteroid_storm' in (_t830 if _t830 is not _NOT_YET else (_t830 := list(map(_c868.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t820)
            fr[1] = 3
            if _offer871(st, L, _o): return True
            pc = 3
        if pc == 3:
            if (L[3] is None):
                pc = 4
            else:
                pc = 6
        if pc == 4:
            pc = 8
        if pc == 5:
            pc = 6
        if pc == 6:
            _r = _run872(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit862(_k, st, _d0): raise _Runaway861()
            continue
        if pc == 8:
            _r = _run873(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k874)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

