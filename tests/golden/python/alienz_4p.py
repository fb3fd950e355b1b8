# <rulerun alienz.rules: check_end #0 41c68e37>
def _loop(st, L):
    for _t6 in (L[1] or ()):
        return _t6
    return None

# <rulerun alienz.rules: check_end #1 5dedae72>
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
        if _st_log is not None: _st_log.append(_Text6(_audience2(st), [_PlayerRef4(_a3(st, L)), ' has the highest total, ', _plain5(L[0]), ', and wins']))
        _end_game7(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text6(_audience2(st), [_players_ref8(L[1]), ' tie for the highest total (', _plain5(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 b6a99850>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text12(_audience9(st), ['Round ', _plain10(_st_vars[9]), ': ', _PlayerRef11(_st_vars[8]), ' deals and ', _PlayerRef11(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t8 = _joined14(_joined14(_joined14(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
    _t9 = 0
    if _t8 is not None:
        _move_cards13(st, _t8, _t9, True)
    _t10 = _st_zones[(2 if False else 1)][:]
    _t11 = 0
    if _t10 is not None:
        _move_cards13(st, _t10, _t11, True)
    _t12 = [_c for _i in [7 + _p for _p in _k15] for _c in _st_zones[_i]]
    _t13 = 0
    if _t12 is not None:
        _move_cards13(st, _t12, _t13, True)
    _t14 = _joined14([_c for _i in [11 + _p for _p in _k16] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k17] for _c in _st_zones[_i]])
    _t15 = 0
    if _t14 is not None:
        _move_cards13(st, _t14, _t15, True)
    _t16 = [_c for _i in [3 + _p for _p in _k18] for _c in _st_zones[_i]]
    _t17 = 0
    if _t16 is not None:
        _move_cards13(st, _t16, _t17, True)
    _shuffle_zone19(st, 0)

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

# <rulerun alienz.rules: turn #7 d302a6aa>
def _loop(st):
    _t18 = st.zones[20]
    _budget24[0] -= len(_t18)
    if _budget24[0] < 0: _spent25(st)
    for _t19 in _t18:
        if (_c26[_t19] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 1a489a2c>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if _st_log is not None: _st_log.append(_Text23(_audience20(st), ['Turn ', _plain21(_st_vars[10]), ': ', _PlayerRef22(L[0])]))
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

# <rulerun alienz.rules: turn #11 07291d8f>
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
        if _t28 <= 1 and _st_log is None:
            L[5] = _t26[0] if _t28 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t29 = st.chooser(_t28, _t27)
            else:
                _t29 = _st_bits(_t28.bit_length())
                while _t29 >= _t28: _t29 = _st_bits(_t28.bit_length())
            L[5] = _t26[_t29]; st.decisions += 1
        elif _decide34(st, L, _t26[:], _t27): raise _PlayoutCut32()
        _t30 = L[5]
        _t31 = (3 + _l0)
        if type(_t30) is int and _st_log is None:
            _t32 = _st_zones[_st_loc[_t30]]
            if _t32[-1] == _t30: _t32.pop()
            else: _t32.remove(_t30)
            _st_zones[_t31].append(_t30); _st_loc[_t30] = _t31
        elif _t30 is not None:
            _move_cards35(st, _t30, _t31, False)

# <rulerun alienz.rules: turn #12 0751ad33>
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
            _move_cards36(st, _t33, _t34, False)

# <rulerun alienz.rules: turn #13 66f38e18>
def _loop(st):
    _t36 = st.zones[20]
    _budget37[0] -= len(_t36)
    if _budget37[0] < 0: _spent38(st)
    for _t37 in _t36:
        if (_c39[_t37] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 626390cf>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a40(st):
        _t39 = _st_zones[(3 + _l0)]
        if _offer42(st, L, _t39[:]): raise _PlayoutCut41()
        if (L[6] is not None):
            _t40 = L[6]
            _t41 = (7 + _l0)
            if type(_t40) is int and st.log is None:
                _t42 = _st_zones[_st_loc[_t40]]
                if _t42[-1] == _t40: _t42.pop()
                else: _t42.remove(_t40)
                _st_zones[_t41].append(_t40); _st_loc[_t40] = _t41
            elif _t40 is not None:
                _move_cards43(st, _t40, _t41, False)

# <rulerun alienz.rules: turn #16 c7e4c15b>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text46(_audience44(st), [_PlayerRef45(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 909b307d>
def _native(st, L):
    return _range47(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 367e5574>
def _loop(st):
    _t43 = st.zones[20]
    _budget48[0] -= len(_t43)
    if _budget48[0] < 0: _spent49(st)
    for _t44 in _t43:
        if (_c50[_t44] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 ee72994a>
def _native(st, L):
    return _a51(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 0e368271>
def _loop(st):
    _t49 = st.zones[22]
    _budget56[0] -= len(_t49)
    if _budget56[0] < 0: _spent57(st)
    for _t50 in _t49:
        return _c58[_t50]
    return None

# <rulerun alienz.rules: turn #23 3745d204>
def _loop(st):
    _t59 = st.zones[22]
    _budget65[0] -= len(_t59)
    if _budget65[0] < 0: _spent66(st)
    for _t60 in _t59:
        return _c67[_t60]
    return None

# <rulerun alienz.rules: turn #24 e01368aa>
def _loop(st):
    _t66 = st.zones[22]
    _budget70[0] -= len(_t66)
    if _budget70[0] < 0: _spent71(st)
    for _t67 in _t66:
        return _c72[_t67]
    return None

# <rulerun alienz.rules: turn #25 1e2706ac>
def _loop(st, L, _t47):
    _st_zones = st.zones
    _t56 = _st_zones[(3 + L[0])]
    _budget61[0] -= len(_t56)
    if _budget61[0] < 0: _spent62(st)
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    _t64 = _NOT_YET
    _t65 = _NOT_YET
    _t69 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t72 = _NOT_YET
    _t58 = 0
    for _t57 in _t56:
        if ((_t57 != _t47) and ((_c63[_t57] == _c64[_t47]) or (((_t65 if _t65 is not _NOT_YET else (_t65 := ((_t62 if _t62 is not _NOT_YET else (_t62 := _a68(st))) if (_t64 if _t64 is not _NOT_YET else (_t64 := ('asteroid_storm' in (_t63 if _t63 is not _NOT_YET else (_t63 := list(map(_c69.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c63[_t57] == (_t72 if _t72 is not _NOT_YET else (_t72 := ((_t69 if _t69 is not _NOT_YET else (_t69 := _a73(st))) if (_t71 if _t71 is not _NOT_YET else (_t71 := ('asteroid_storm' in (_t70 if _t70 is not _NOT_YET else (_t70 := list(map(_c69.__getitem__, _st_zones[20]))))))) else None))))))):
            _t58 += 1
    return _t58

# <rulerun alienz.rules: turn #26 0f41ebba>
def _loop(st, L):
    _st_zones = st.zones
    _t46 = _st_zones[(3 + L[0])]
    _budget53[0] -= len(_t46)
    if _budget53[0] < 0: _spent54(st)
    _t52 = _NOT_YET
    _t53 = _NOT_YET
    _t54 = _NOT_YET
    _t55 = _NOT_YET
    _t73 = _NOT_YET
    _t74 = _NOT_YET
    _t75 = _NOT_YET
    for _t47 in _t46:
        if ((_c55[_t47] != (_t55 if _t55 is not _NOT_YET else (_t55 := ((_t52 if _t52 is not _NOT_YET else (_t52 := _a59(st))) if (_t54 if _t54 is not _NOT_YET else (_t54 := ('asteroid_storm' in (_t53 if _t53 is not _NOT_YET else (_t53 := list(map(_c60.__getitem__, _st_zones[20]))))))) else None)))) and (_a74(st, L, _t47) >= (_t75 if _t75 is not _NOT_YET else (_t75 := (3 if (_t74 if _t74 is not _NOT_YET else (_t74 := ('group' in (_t73 if _t73 is not _NOT_YET else (_t73 := list(map(_c60.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 bfebc706>
def _native(st, L):
    return (_c76[L[0]] is not None)

# <rulerun alienz.rules: turn #28 fcffdef0>
def _loop(st):
    _t76 = st.zones[22]
    _budget78[0] -= len(_t76)
    if _budget78[0] < 0: _spent79(st)
    for _t77 in _t76:
        return _c80[_t77]
    return None

# <rulerun alienz.rules: turn #29 0e9f8e10>
def _loop(st):
    _t79 = st.zones[20]
    _budget82[0] -= len(_t79)
    if _budget82[0] < 0: _spent83(st)
    for _t80 in _t79:
        if (_c84[_t80] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 38f7d6fd>
def _native(st, L):
    return (L[0] != (_a81(st) if _a85(st) else None))

# <rulerun alienz.rules: turn #31 8ef818fd>
def _loop(st):
    _t85 = st.zones[22]
    _budget91[0] -= len(_t85)
    if _budget91[0] < 0: _spent92(st)
    for _t86 in _t85:
        return _c93[_t86]
    return None

# <rulerun alienz.rules: turn #32 428968cc>
def _loop(st):
    _t92 = st.zones[22]
    _budget96[0] -= len(_t92)
    if _budget96[0] < 0: _spent97(st)
    for _t93 in _t92:
        return _c98[_t93]
    return None

# <rulerun alienz.rules: matching #33 1d198699>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t83 = _st_zones[(3 + L[0])]
    _budget88[0] -= len(_t83)
    if _budget88[0] < 0: _spent89(st)
    _t88 = _NOT_YET
    _t89 = _NOT_YET
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t95 = _NOT_YET
    _t96 = _NOT_YET
    _t97 = _NOT_YET
    _t98 = _NOT_YET
    _t82 = 0
    for _t84 in _t83:
        if ((_c90[_t84] == _l1) or (((_t91 if _t91 is not _NOT_YET else (_t91 := ((_t88 if _t88 is not _NOT_YET else (_t88 := _a94(st))) if (_t90 if _t90 is not _NOT_YET else (_t90 := ('asteroid_storm' in (_t89 if _t89 is not _NOT_YET else (_t89 := list(map(_c95.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c90[_t84] == (_t98 if _t98 is not _NOT_YET else (_t98 := ((_t95 if _t95 is not _NOT_YET else (_t95 := _a99(st))) if (_t97 if _t97 is not _NOT_YET else (_t97 := ('asteroid_storm' in (_t96 if _t96 is not _NOT_YET else (_t96 := list(map(_c95.__getitem__, _st_zones[20]))))))) else None)))))):
            _t82 += 1
    return _t82

# <rulerun alienz.rules: turn #34 41fac17e>
def _loop(st):
    _t99 = st.zones[20]
    _budget101[0] -= len(_t99)
    if _budget101[0] < 0: _spent102(st)
    for _t100 in _t99:
        if (_c103[_t100] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 47687c59>
def _native(st, L):
    _st_zones = st.zones
    return _joined52(_joined52(['no flight'], (['private flight'] if _a75(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d77(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d86(st, [_c87[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d100(st, [L[0], _c87[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a104(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #41 8705e722>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c105[_l1]
    _t102 = _l1
    _t103 = (15 + _l0)
    if type(_t102) is int and _st_log is None:
        _t104 = _st_zones[_st_loc[_t102]]
        if _t104[-1] == _t102: _t104.pop()
        else: _t104.remove(_t102)
        _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
    elif _t102 is not None:
        _move_cards106(st, _t102, _t103, False)
    if _st_log is not None: _st_log.append(_Text110(_audience107(st), [_PlayerRef108(_l0), ' opens a private flight to the ', _plain109(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 2269909b>
def _loop(st):
    _t109 = st.zones[22]
    _budget115[0] -= len(_t109)
    if _budget115[0] < 0: _spent116(st)
    for _t110 in _t109:
        return _c117[_t110]
    return None

# <rulerun alienz.rules: private_flight #43 48ed5621>
def _loop(st):
    _t116 = st.zones[22]
    _budget120[0] -= len(_t116)
    if _budget120[0] < 0: _spent121(st)
    for _t117 in _t116:
        return _c122[_t117]
    return None

# <rulerun alienz.rules: private_flight #44 f7fe80de>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    for _t105 in (_k111 or []):
        _i0[3] = _t105
        _t107 = _st_zones[(7 + _t105)]
        _budget112[0] -= len(_t107)
        if _budget112[0] < 0: _spent113(st)
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t114 = _NOT_YET
        _t115 = _NOT_YET
        _t119 = _NOT_YET
        _t120 = _NOT_YET
        _t121 = _NOT_YET
        _t122 = _NOT_YET
        _t106 = []
        for _t108 in _t107:
            if ((_c114[_t108] == _i0l0) or (((_t115 if _t115 is not _NOT_YET else (_t115 := ((_t112 if _t112 is not _NOT_YET else (_t112 := _a118(st))) if (_t114 if _t114 is not _NOT_YET else (_t114 := ('asteroid_storm' in (_t113 if _t113 is not _NOT_YET else (_t113 := list(map(_c119.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c114[_t108] == (_t122 if _t122 is not _NOT_YET else (_t122 := ((_t119 if _t119 is not _NOT_YET else (_t119 := _a123(st))) if (_t121 if _t121 is not _NOT_YET else (_t121 := ('asteroid_storm' in (_t120 if _t120 is not _NOT_YET else (_t120 := list(map(_c119.__getitem__, _st_zones[20]))))))) else None)))))):
                _t106.append(_t108)
        _i0[4] = _t106
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text126(_audience124(st), [_PlayerRef125(_t105), "'s queued aliens board the flight"]))
            _t123 = _i0[4]
            _t124 = (11 + _t105)
            if type(_t123) is list and _st_log is None:
                for _t125 in _t123:
                    _t126 = _st_zones[_st_loc[_t125]]
                    if _t126[-1] == _t125: _t126.pop()
                    else: _t126.remove(_t125)
                    _st_zones[_t124].append(_t125); _st_loc[_t125] = _t124
            elif _t123 is not None:
                _move_cards127(st, _t123, _t124, False)
    if _st_log is not None: _st_log.append(_Text126(_audience124(st), ['The flight to the ', _plain128(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 b57db84b>
def _loop(st):
    _t127 = st.zones[22]
    _budget130[0] -= len(_t127)
    if _budget130[0] < 0: _spent131(st)
    for _t128 in _t127:
        return _c132[_t128]
    return None

# <rulerun alienz.rules: private_flight #47 7621fded>
def _loop(st):
    _t130 = st.zones[20]
    _budget134[0] -= len(_t130)
    if _budget134[0] < 0: _spent135(st)
    for _t131 in _t130:
        if (_c136[_t131] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 960e54fe>
def _loop(st):
    _t136 = st.zones[22]
    _budget142[0] -= len(_t136)
    if _budget142[0] < 0: _spent143(st)
    for _t137 in _t136:
        return _c144[_t137]
    return None

# <rulerun alienz.rules: private_flight #49 9a81a5ac>
def _loop(st):
    _t143 = st.zones[22]
    _budget147[0] -= len(_t143)
    if _budget147[0] < 0: _spent148(st)
    for _t144 in _t143:
        return _c149[_t144]
    return None

# <rulerun alienz.rules: private_flight #50 0a324be7>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t133 = _st_zones[(3 + L[0])]
    _budget138[0] -= len(_t133)
    if _budget138[0] < 0: _spent139(st)
    _t139 = _NOT_YET
    _t140 = _NOT_YET
    _t141 = _NOT_YET
    _t142 = _NOT_YET
    _t146 = _NOT_YET
    _t147 = _NOT_YET
    _t148 = _NOT_YET
    _t149 = _NOT_YET
    _t135 = 0
    for _t134 in _t133:
        if ((_t134 != _l1) and ((_c140[_t134] == _c141[_l1]) or (((_t142 if _t142 is not _NOT_YET else (_t142 := ((_t139 if _t139 is not _NOT_YET else (_t139 := _a145(st))) if (_t141 if _t141 is not _NOT_YET else (_t141 := ('asteroid_storm' in (_t140 if _t140 is not _NOT_YET else (_t140 := list(map(_c146.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c140[_t134] == (_t149 if _t149 is not _NOT_YET else (_t149 := ((_t146 if _t146 is not _NOT_YET else (_t146 := _a150(st))) if (_t148 if _t148 is not _NOT_YET else (_t148 := ('asteroid_storm' in (_t147 if _t147 is not _NOT_YET else (_t147 := list(map(_c146.__getitem__, _st_zones[20]))))))) else None))))))):
            _t135 += 1
    return _t135

# <rulerun alienz.rules: private_flight #51 79ceeef7>
def _loop(st):
    _t150 = st.zones[20]
    _budget152[0] -= len(_t150)
    if _budget152[0] < 0: _spent153(st)
    for _t151 in _t150:
        if (_c154[_t151] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 9eb0afba>
def _native(st, L):
    return ((_c129[L[1]] != (_a133(st) if _a137(st) else None)) and (_a151(st, L) >= (3 if _a155(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 a2304679>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c156[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text160(_audience157(st), [_PlayerRef158(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain159(L[2]), ' planet']))
    _t153 = L[1]
    _t154 = (15 + _l0)
    if type(_t153) is int and _st_log is None:
        _t155 = _st_zones[_st_loc[_t153]]
        if _t155[-1] == _t153: _t155.pop()
        else: _t155.remove(_t153)
        _st_zones[_t154].append(_t153); _st_loc[_t153] = _t154
    elif _t153 is not None:
        _move_cards161(st, _t153, _t154, False)

# <rulerun alienz.rules: commercial_flight #57 3102f045>
def _loop(st):
    _t160 = st.zones[22]
    _budget166[0] -= len(_t160)
    if _budget166[0] < 0: _spent167(st)
    for _t161 in _t160:
        return _c168[_t161]
    return None

# <rulerun alienz.rules: commercial_flight #58 777263ef>
def _loop(st):
    _t167 = st.zones[22]
    _budget171[0] -= len(_t167)
    if _budget171[0] < 0: _spent172(st)
    for _t168 in _t167:
        return _c173[_t168]
    return None

# <rulerun alienz.rules: commercial_flight #59 a4542b12>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    for _t156 in (_k162 or []):
        _i1[3] = _t156
        _t158 = _st_zones[(7 + _t156)]
        _budget163[0] -= len(_t158)
        if _budget163[0] < 0: _spent164(st)
        _t163 = _NOT_YET
        _t164 = _NOT_YET
        _t165 = _NOT_YET
        _t166 = _NOT_YET
        _t170 = _NOT_YET
        _t171 = _NOT_YET
        _t172 = _NOT_YET
        _t173 = _NOT_YET
        _t157 = []
        for _t159 in _t158:
            if ((_c165[_t159] == _i1l0) or (((_t166 if _t166 is not _NOT_YET else (_t166 := ((_t163 if _t163 is not _NOT_YET else (_t163 := _a169(st))) if (_t165 if _t165 is not _NOT_YET else (_t165 := ('asteroid_storm' in (_t164 if _t164 is not _NOT_YET else (_t164 := list(map(_c170.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c165[_t159] == (_t173 if _t173 is not _NOT_YET else (_t173 := ((_t170 if _t170 is not _NOT_YET else (_t170 := _a174(st))) if (_t172 if _t172 is not _NOT_YET else (_t172 := ('asteroid_storm' in (_t171 if _t171 is not _NOT_YET else (_t171 := list(map(_c170.__getitem__, _st_zones[20]))))))) else None)))))):
                _t157.append(_t159)
        _i1[4] = _t157
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text177(_audience175(st), [_PlayerRef176(_t156), "'s queued aliens board the flight"]))
            _t174 = _i1[4]
            _t175 = (11 + _t156)
            if type(_t174) is list and _st_log is None:
                for _t176 in _t174:
                    _t177 = _st_zones[_st_loc[_t176]]
                    if _t177[-1] == _t176: _t177.pop()
                    else: _t177.remove(_t176)
                    _st_zones[_t175].append(_t176); _st_loc[_t176] = _t175
            elif _t174 is not None:
                _move_cards178(st, _t174, _t175, False)

# <rulerun alienz.rules: commercial_flight #60 2601b594>
def _loop(st):
    _t183 = st.zones[22]
    _budget184[0] -= len(_t183)
    if _budget184[0] < 0: _spent185(st)
    for _t184 in _t183:
        return _c186[_t184]
    return None

# <rulerun alienz.rules: commercial_flight #61 30dba8ba>
def _loop(st):
    _t190 = st.zones[22]
    _budget189[0] -= len(_t190)
    if _budget189[0] < 0: _spent190(st)
    for _t191 in _t190:
        return _c191[_t191]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 52deb1b3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t178 in (_o179[_l0] or []):
        L[5] = _t178
        if not ((_t178 != _l0)): continue
        _i2l0 = _t178
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        _t179 = 0; _t180 = st.decisions
        while True:
            _t179 += 1
            if _t179 > _LIMIT180[0] and _over_limit181(_t179, st, _t180): raise _Runaway182()
            _t186 = _NOT_YET
            _t187 = _NOT_YET
            _t188 = _NOT_YET
            _t189 = _NOT_YET
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t196 = _NOT_YET
            _t181 = []
            for _t182 in _st_zones[(3 + _i2l0)]:
                if ((_c183[_t182] == _i2l1) or (((_t189 if _t189 is not _NOT_YET else (_t189 := ((_t186 if _t186 is not _NOT_YET else (_t186 := _a187(st))) if (_t188 if _t188 is not _NOT_YET else (_t188 := ('asteroid_storm' in (_t187 if _t187 is not _NOT_YET else (_t187 := list(map(_c188.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c183[_t182] == (_t196 if _t196 is not _NOT_YET else (_t196 := ((_t193 if _t193 is not _NOT_YET else (_t193 := _a192(st))) if (_t195 if _t195 is not _NOT_YET else (_t195 := ('asteroid_storm' in (_t194 if _t194 is not _NOT_YET else (_t194 := list(map(_c188.__getitem__, _st_zones[20]))))))) else None)))))): _t181.append(_t182)
            if _offer194(st, _i2, _t181): raise _PlayoutCut193()
            if (_i2[3] is None):
                break
            _t197 = _i2[3]
            _t198 = (11 + _i2l0)
            if type(_t197) is int and _st_log is None:
                _t199 = _st_zones[_st_loc[_t197]]
                if _t199[-1] == _t197: _t199.pop()
                else: _t199.remove(_t197)
                _st_zones[_t198].append(_t197); _st_loc[_t197] = _t198
            elif _t197 is not None:
                _move_cards195(st, _t197, _t198, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text199(_audience196(st), [_PlayerRef197(_i2l0), ' joins the flight with ', _plain198(_i2[2]), ' ', _plain198(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text199(_audience196(st), [_PlayerRef197(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 4700a538>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text202(_audience200(st), ['The flight to the ', _plain201(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text202(_audience200(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo203(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 57ff7ea7>
def _native(st, L):
    return _o204[L[0]]

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

# <rulerun alienz.rules: board_own #75 6cc2a6dd>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t200 = L[3]
    _t201 = (11 + L[0])
    if type(_t200) is int and st.log is None:
        _t202 = _st_zones[_st_loc[_t200]]
        if _t202[-1] == _t200: _t202.pop()
        else: _t202.remove(_t200)
        _st_zones[_t201].append(_t200); _st_loc[_t200] = _t201
    elif _t200 is not None:
        _move_cards205(st, _t200, _t201, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #76 bbc9431f>
def _loop(st):
    _t205 = st.zones[20]
    _budget209[0] -= len(_t205)
    if _budget209[0] < 0: _spent210(st)
    for _t206 in _t205:
        if (_c211[_t206] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 c30cd31c>
def _loop(st):
    _t210 = st.zones[22]
    _budget214[0] -= len(_t210)
    if _budget214[0] < 0: _spent215(st)
    for _t211 in _t210:
        return _c216[_t211]
    return None

# <rulerun alienz.rules: board_own #78 4a123b01>
def _loop(st):
    _t217 = st.zones[22]
    _budget219[0] -= len(_t217)
    if _budget219[0] < 0: _spent220(st)
    for _t218 in _t217:
        return _c221[_t218]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 92be6fb3>
def _loop(st):
    _t229 = st.zones[22]
    _budget226[0] -= len(_t229)
    if _budget226[0] < 0: _spent227(st)
    for _t230 in _t229:
        return _c228[_t230]
    return None

# <rulerun alienz.rules: board_own #81 b33a71e7>
def _loop(st):
    _t236 = st.zones[22]
    _budget230[0] -= len(_t236)
    if _budget230[0] < 0: _spent231(st)
    for _t237 in _t236:
        return _c232[_t237]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 b6b6324e>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t203 = 0; _t204 = st.decisions
    while True:
        _t203 += 1
        if _t203 > _LIMIT206[0] and _over_limit207(_t203, st, _t204): raise _Runaway208()
        L[3] = None
        if (L[2] < (3 if _a212(st) else 2)):
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t215 = _NOT_YET
            _t216 = _NOT_YET
            _t220 = _NOT_YET
            _t221 = _NOT_YET
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t208 = []
            for _t209 in _st_zones[(3 + _l0)]:
                if ((_c213[_t209] == _l1) or (((_t216 if _t216 is not _NOT_YET else (_t216 := ((_t213 if _t213 is not _NOT_YET else (_t213 := _a217(st))) if (_t215 if _t215 is not _NOT_YET else (_t215 := ('asteroid_storm' in (_t214 if _t214 is not _NOT_YET else (_t214 := list(map(_c218.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c213[_t209] == (_t223 if _t223 is not _NOT_YET else (_t223 := ((_t220 if _t220 is not _NOT_YET else (_t220 := _a222(st))) if (_t222 if _t222 is not _NOT_YET else (_t222 := ('asteroid_storm' in (_t221 if _t221 is not _NOT_YET else (_t221 := list(map(_c218.__getitem__, _st_zones[20]))))))) else None)))))): _t208.append(_t209)
            _t224 = _l0
            _t225 = len(_t208)
            if _t225 <= 1 and _st_log is None:
                L[4] = _t208[0] if _t225 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t226 = st.chooser(_t225, _t224)
                else:
                    _t226 = _st_bits(_t225.bit_length())
                    while _t226 >= _t225: _t226 = _st_bits(_t225.bit_length())
                L[4] = _t208[_t226]; st.decisions += 1
            elif _decide225(st, L, _t208, _t224): raise _PlayoutCut223()
            L[3] = L[4]
        else:
            _t232 = _NOT_YET
            _t233 = _NOT_YET
            _t234 = _NOT_YET
            _t235 = _NOT_YET
            _t239 = _NOT_YET
            _t240 = _NOT_YET
            _t241 = _NOT_YET
            _t242 = _NOT_YET
            _t227 = []
            for _t228 in _st_zones[(3 + _l0)]:
                if ((_c213[_t228] == _l1) or (((_t235 if _t235 is not _NOT_YET else (_t235 := ((_t232 if _t232 is not _NOT_YET else (_t232 := _a229(st))) if (_t234 if _t234 is not _NOT_YET else (_t234 := ('asteroid_storm' in (_t233 if _t233 is not _NOT_YET else (_t233 := list(map(_c218.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c213[_t228] == (_t242 if _t242 is not _NOT_YET else (_t242 := ((_t239 if _t239 is not _NOT_YET else (_t239 := _a233(st))) if (_t241 if _t241 is not _NOT_YET else (_t241 := ('asteroid_storm' in (_t240 if _t240 is not _NOT_YET else (_t240 := list(map(_c218.__getitem__, _st_zones[20]))))))) else None)))))): _t227.append(_t228)
            if _offer234(st, L, _t227): raise _PlayoutCut223()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t243 = L[3]
        _t244 = (11 + _l0)
        if type(_t243) is int and _st_log is None:
            _t245 = _st_zones[_st_loc[_t243]]
            if _t245[-1] == _t243: _t245.pop()
            else: _t245.remove(_t243)
            _st_zones[_t244].append(_t243); _st_loc[_t243] = _t244
        elif _t243 is not None:
            _move_cards235(st, _t243, _t244, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #84 eeb5a891>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text239(_audience236(st), [_PlayerRef237(L[0]), ' flies ', _plain238(_l2), ' ', _plain238(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain238(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 54444e69>
def _loop(st):
    _t246 = st.zones[20]
    _budget240[0] -= len(_t246)
    if _budget240[0] < 0: _spent241(st)
    for _t247 in _t246:
        if (_c242[_t247] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 11598968>
def _native(st, L):
    return (L[2] < (3 if _a243(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 69668f90>
def _loop(st):
    _t249 = st.zones[22]
    _budget245[0] -= len(_t249)
    if _budget245[0] < 0: _spent246(st)
    for _t250 in _t249:
        return _c247[_t250]
    return None

# <rulerun alienz.rules: board_own #90 8146bccf>
def _loop(st):
    _t252 = st.zones[20]
    _budget249[0] -= len(_t252)
    if _budget249[0] < 0: _spent250(st)
    for _t253 in _t252:
        if (_c251[_t253] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 19aa7a27>
def _loop(st):
    _t255 = st.zones[22]
    _budget253[0] -= len(_t255)
    if _budget253[0] < 0: _spent254(st)
    for _t256 in _t255:
        return _c255[_t256]
    return None

# <rulerun alienz.rules: board_own #92 6d58afc6>
def _loop(st):
    _t258 = st.zones[20]
    _budget257[0] -= len(_t258)
    if _budget257[0] < 0: _spent258(st)
    for _t259 in _t258:
        if (_c259[_t259] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 29cdebcb>
def _native(st, L):
    _l4 = L[4]
    return ((_c244[_l4] == L[1]) or (((_a248(st) if _a252(st) else None) is not None) and (_c244[_l4] == (_a256(st) if _a260(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 0899f656>
def _loop(st):
    _t261 = st.zones[22]
    _budget262[0] -= len(_t261)
    if _budget262[0] < 0: _spent263(st)
    for _t262 in _t261:
        return _c264[_t262]
    return None

# <rulerun alienz.rules: board_own #96 659add0f>
def _loop(st):
    _t264 = st.zones[20]
    _budget266[0] -= len(_t264)
    if _budget266[0] < 0: _spent267(st)
    for _t265 in _t264:
        if (_c268[_t265] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 08ce9636>
def _loop(st):
    _t267 = st.zones[22]
    _budget270[0] -= len(_t267)
    if _budget270[0] < 0: _spent271(st)
    for _t268 in _t267:
        return _c272[_t268]
    return None

# <rulerun alienz.rules: board_own #98 c5162124>
def _loop(st):
    _t270 = st.zones[20]
    _budget274[0] -= len(_t270)
    if _budget274[0] < 0: _spent275(st)
    for _t271 in _t270:
        if (_c276[_t271] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 2cae25b4>
def _native(st, L):
    _l5 = L[5]
    return ((_c261[_l5] == L[1]) or (((_a265(st) if _a269(st) else None) is not None) and (_c261[_l5] == (_a273(st) if _a277(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 85329aa5>
def _loop(st):
    _t277 = st.zones[22]
    _budget282[0] -= len(_t277)
    if _budget282[0] < 0: _spent283(st)
    for _t278 in _t277:
        return _c284[_t278]
    return None

# <rulerun alienz.rules: board_queue #102 2962b87d>
def _loop(st):
    _t284 = st.zones[22]
    _budget287[0] -= len(_t284)
    if _budget287[0] < 0: _spent288(st)
    for _t285 in _t284:
        return _c289[_t285]
    return None

# <rulerun alienz.rules: board_queue #103 0fe4466a>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t273 in (_k278 or []):
        L[3] = _t273
        _t275 = _st_zones[(7 + _t273)]
        _budget279[0] -= len(_t275)
        if _budget279[0] < 0: _spent280(st)
        _t280 = _NOT_YET
        _t281 = _NOT_YET
        _t282 = _NOT_YET
        _t283 = _NOT_YET
        _t287 = _NOT_YET
        _t288 = _NOT_YET
        _t289 = _NOT_YET
        _t290 = _NOT_YET
        _t274 = []
        for _t276 in _t275:
            if ((_c281[_t276] == _l0) or (((_t283 if _t283 is not _NOT_YET else (_t283 := ((_t280 if _t280 is not _NOT_YET else (_t280 := _a285(st))) if (_t282 if _t282 is not _NOT_YET else (_t282 := ('asteroid_storm' in (_t281 if _t281 is not _NOT_YET else (_t281 := list(map(_c286.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c281[_t276] == (_t290 if _t290 is not _NOT_YET else (_t290 := ((_t287 if _t287 is not _NOT_YET else (_t287 := _a290(st))) if (_t289 if _t289 is not _NOT_YET else (_t289 := ('asteroid_storm' in (_t288 if _t288 is not _NOT_YET else (_t288 := list(map(_c286.__getitem__, _st_zones[20]))))))) else None)))))):
                _t274.append(_t276)
        L[4] = _t274
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text293(_audience291(st), [_PlayerRef292(_t273), "'s queued aliens board the flight"]))
            _t291 = L[4]
            _t292 = (11 + _t273)
            if type(_t291) is list and _st_log is None:
                for _t293 in _t291:
                    _t294 = _st_zones[_st_loc[_t293]]
                    if _t294[-1] == _t293: _t294.pop()
                    else: _t294.remove(_t293)
                    _st_zones[_t292].append(_t293); _st_loc[_t293] = _t292
            elif _t291 is not None:
                _move_cards294(st, _t291, _t292, False)

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 f04c517c>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t295 = L[3]
    _t296 = (11 + L[0])
    if type(_t295) is int and st.log is None:
        _t297 = _st_zones[_st_loc[_t295]]
        if _t297[-1] == _t295: _t297.pop()
        else: _t297.remove(_t295)
        _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
    elif _t295 is not None:
        _move_cards295(st, _t295, _t296, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #106 433ab8e8>
def _loop(st):
    _t302 = st.zones[22]
    _budget300[0] -= len(_t302)
    if _budget300[0] < 0: _spent301(st)
    for _t303 in _t302:
        return _c302[_t303]
    return None

# <rulerun alienz.rules: join #107 dcf02af1>
def _loop(st):
    _t309 = st.zones[22]
    _budget305[0] -= len(_t309)
    if _budget305[0] < 0: _spent306(st)
    for _t310 in _t309:
        return _c307[_t310]
    return None

# <rulerun alienz.rules: join #108 df1d74a2>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t298 = 0; _t299 = st.decisions
    while True:
        _t298 += 1
        if _t298 > _LIMIT296[0] and _over_limit297(_t298, st, _t299): raise _Runaway298()
        _t305 = _NOT_YET
        _t306 = _NOT_YET
        _t307 = _NOT_YET
        _t308 = _NOT_YET
        _t312 = _NOT_YET
        _t313 = _NOT_YET
        _t314 = _NOT_YET
        _t315 = _NOT_YET
        _t300 = []
        for _t301 in _st_zones[(3 + _l0)]:
            if ((_c299[_t301] == L[1]) or (((_t308 if _t308 is not _NOT_YET else (_t308 := ((_t305 if _t305 is not _NOT_YET else (_t305 := _a303(st))) if (_t307 if _t307 is not _NOT_YET else (_t307 := ('asteroid_storm' in (_t306 if _t306 is not _NOT_YET else (_t306 := list(map(_c304.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c299[_t301] == (_t315 if _t315 is not _NOT_YET else (_t315 := ((_t312 if _t312 is not _NOT_YET else (_t312 := _a308(st))) if (_t314 if _t314 is not _NOT_YET else (_t314 := ('asteroid_storm' in (_t313 if _t313 is not _NOT_YET else (_t313 := list(map(_c304.__getitem__, _st_zones[20]))))))) else None)))))): _t300.append(_t301)
        if _offer310(st, L, _t300): raise _PlayoutCut309()
        if (L[3] is None):
            break
        _t316 = L[3]
        _t317 = (11 + _l0)
        if type(_t316) is int and st.log is None:
            _t318 = _st_zones[_st_loc[_t316]]
            if _t318[-1] == _t316: _t318.pop()
            else: _t318.remove(_t316)
            _st_zones[_t317].append(_t316); _st_loc[_t316] = _t317
        elif _t316 is not None:
            _move_cards311(st, _t316, _t317, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #109 ca0e18cd>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text315(_audience312(st), [_PlayerRef313(_l0), ' joins the flight with ', _plain314(_l2), ' ', _plain314(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text315(_audience312(st), [_PlayerRef313(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 2eba2956>
def _loop(st):
    _t319 = st.zones[22]
    _budget317[0] -= len(_t319)
    if _budget317[0] < 0: _spent318(st)
    for _t320 in _t319:
        return _c319[_t320]
    return None

# <rulerun alienz.rules: join #113 33ec22b2>
def _loop(st):
    _t322 = st.zones[20]
    _budget321[0] -= len(_t322)
    if _budget321[0] < 0: _spent322(st)
    for _t323 in _t322:
        if (_c323[_t323] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 635d9fb3>
def _loop(st):
    _t325 = st.zones[22]
    _budget325[0] -= len(_t325)
    if _budget325[0] < 0: _spent326(st)
    for _t326 in _t325:
        return _c327[_t326]
    return None

# <rulerun alienz.rules: join #115 fce73ba3>
def _loop(st):
    _t328 = st.zones[20]
    _budget329[0] -= len(_t328)
    if _budget329[0] < 0: _spent330(st)
    for _t329 in _t328:
        if (_c331[_t329] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 3d7fd711>
def _native(st, L):
    _l3 = L[3]
    return ((_c316[_l3] == L[1]) or (((_a320(st) if _a324(st) else None) is not None) and (_c316[_l3] == (_a328(st) if _a332(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 021b758a>
def _native(st, L):
    _st_zones = st.zones
    _t333 = _st_zones[0]
    _t332 = (2 if False else 1)
    if st.log is None and _t333:
        _t331 = _t333.pop(); _st_zones[_t332].append(_t331); st.loc[_t331] = _t332
    elif _t333:
        _move_cards333(st, _t333[-1], _t332, False)

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 98f05510>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text337(_audience334(st), ['The deck shows the ', _plain336(_c335[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 fec491f4>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d338(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 b23ee3fb>
def _loop(st):
    _t337 = st.zones[0]
    _budget342[0] -= len(_t337)
    if _budget342[0] < 0: _spent343(st)
    _t339 = 0
    for _t338 in _t337:
        if (_c344[_t338] is not None):
            _t339 += 1
    return _t339

# <rulerun alienz.rules: reveal_event #124 9e83cf92>
def _loop(st):
    _t340 = st.zones[0]
    _budget348[0] -= len(_t340)
    if _budget348[0] < 0: _spent349(st)
    _t342 = 0
    for _t341 in _t340:
        if (_c350[_t341] is not None):
            _t342 += 1
    return _t342

# <rulerun alienz.rules: reveal_event #125 e06beb44>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t334 = _l0
    _t335 = 19
    if type(_t334) is int and _st_log is None:
        _t336 = _st_zones[_st_loc[_t334]]
        if _t336[-1] == _t334: _t336.pop()
        else: _t336.remove(_t334)
        _st_zones[_t335].append(_t334); _st_loc[_t334] = _t335
    elif _t334 is not None:
        _move_cards339(st, _t334, _t335, False)
    if _st_log is not None: _st_log.append(_Text347(_audience340(st), ['Event revealed: ', _card_ref341(st, _l0), ' (', _plain346((5 - _a345(st))), ' of 5)']))
    if (_a351(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text347(_audience340(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text347(_audience340(st), ['The 5th event: the round ends']))
        raise _ExitTo352(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text347(_audience340(st), [_card_ref341(st, _l0), ' takes effect after the flight']))
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

# <rulerun alienz.rules: take_effect #130 7c566912>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c353[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text355(_audience354(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text355(_audience354(st), ['Clear Sky cancels ', _cards_ref356(st, _st_zones[20][:])]))
        _t343 = 20
        _t344 = 21
        if _st_log is None and _t343 != _t344:
            _t345 = _st_zones[_t343]; _st_zones[_t344] += _t345
            for _t346 in _t345: _st_loc[_t346] = _t344
            _t345.clear()
        else:
            _move_cards357(st, _st_zones[_t343][:], _t344, False)
        _t347 = _l0
        _t348 = 21
        if type(_t347) is int and _st_log is None:
            _t349 = _st_zones[_st_loc[_t347]]
            if _t349[-1] == _t347: _t349.pop()
            else: _t349.remove(_t347)
            _st_zones[_t348].append(_t347); _st_loc[_t347] = _t348
        elif _t347 is not None:
            _move_cards357(st, _t347, _t348, False)
        return 2
    _t350 = _l0
    _t351 = 20
    if type(_t350) is int and _st_log is None:
        _t352 = _st_zones[_st_loc[_t350]]
        if _t352[-1] == _t350: _t352.pop()
        else: _t352.remove(_t350)
        _st_zones[_t351].append(_t350); _st_loc[_t350] = _t351
    elif _t350 is not None:
        _move_cards357(st, _t350, _t351, False)

# <rulerun alienz.rules: take_effect #131 64c3dfff>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text359(_audience358(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 d6ede7ce>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text361(_audience360(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 0a25ff53>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text363(_audience362(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 44ddce63>
def _native(st, L):
    return (_c364[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 23a8839b>
def _native(st, L):
    return (_c365[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 ea976a82>
def _native(st, L):
    return (_c366[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 50c08682>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t353 = L[0]
    _t354 = 22
    if type(_t353) is int and _st_log is None:
        _t355 = _st_zones[_st_loc[_t353]]
        if _t355[-1] == _t353: _t355.pop()
        else: _t355.remove(_t353)
        _st_zones[_t354].append(_t353); _st_loc[_t353] = _t354
    elif _t353 is not None:
        _move_cards367(st, _t353, _t354, False)
    if _st_log is not None: _st_log.append(_Text371(_audience368(st), ['Asteroid Storm: flights to the ', _plain370(_c369[L[0]]), ' planet are forbidden and ', _plain370(_c369[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 f7bae3f8>
def _loop(st, _t356):
    _st_zones = st.zones
    _t357 = (_k375 or ())
    _budget376[0] -= len(_t357)
    if _budget376[0] < 0: _spent377(st)
    _t360 = _NOT_YET
    _t361 = _NOT_YET
    _t359 = 0
    for _t358 in _t357:
        if (((_t360 if _t360 is not _NOT_YET else (_t360 := list(map(_c378.__getitem__, _st_zones[(11 + _t356)])))).count(_t358) + (_t361 if _t361 is not _NOT_YET else (_t361 := list(map(_c379.__getitem__, _st_zones[(15 + _t356)])))).count(_t358)) > 0):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #139 03f8fb75>
def _loop(st, _t363, _t369):
    _t371 = st.zones[(11 + _t369)]
    _budget387[0] -= len(_t371)
    if _budget387[0] < 0: _spent388(st)
    _t373 = 0
    for _t372 in _t371:
        if (_c389[_t372] == _t363):
            _t373 += 1
    return _t373

# <rulerun alienz.rules: scoring #140 be262a49>
def _loop(st, _t363, _t369):
    _t374 = st.zones[(15 + _t369)]
    _budget391[0] -= len(_t374)
    if _budget391[0] < 0: _spent392(st)
    _t376 = 0
    for _t375 in _t374:
        if (_c393[_t375] == _t363):
            _t376 += 1
    return _t376

# <rulerun alienz.rules: scoring #141 f7822b36>
def _loop(st, _t363):
    _t370 = None
    for _t369 in (_k386 or ()):
        _t377 = (_a390(st, _t363, _t369) + _a394(st, _t363, _t369))
        if _t370 is None or _t377 > _t370:
            _t370 = _t377
    return _t370

# <rulerun alienz.rules: scoring #142 21e30d2e>
def _loop(st, _t356):
    _st_zones = st.zones
    _t362 = (_k381 or ())
    _budget382[0] -= len(_t362)
    if _budget382[0] < 0: _spent383(st)
    _t365 = _NOT_YET
    _t366 = _NOT_YET
    _t367 = _NOT_YET
    _t368 = _NOT_YET
    _t378 = _NOT_YET
    _t379 = _NOT_YET
    _t364 = 0
    for _t363 in _t362:
        if ((((_t365 if _t365 is not _NOT_YET else (_t365 := list(map(_c384.__getitem__, _st_zones[(11 + _t356)])))).count(_t363) + (_t366 if _t366 is not _NOT_YET else (_t366 := list(map(_c385.__getitem__, _st_zones[(15 + _t356)])))).count(_t363)) > 0) and (((_t367 if _t367 is not _NOT_YET else (_t367 := list(map(_c384.__getitem__, _st_zones[(11 + _t356)])))).count(_t363) + (_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c385.__getitem__, _st_zones[(15 + _t356)])))).count(_t363)) == _a395(st, _t363))):
            _t364 += ((_t378 if _t378 is not _NOT_YET else (_t378 := list(map(_c384.__getitem__, _st_zones[(11 + _t356)])))).count(_t363) + (_t379 if _t379 is not _NOT_YET else (_t379 := list(map(_c385.__getitem__, _st_zones[(15 + _t356)])))).count(_t363))
    return _t364

# <rulerun alienz.rules: scoring #143 7322c6e8>
def _loop(st, _t381, _t385):
    _t387 = st.zones[(11 + _t385)]
    _budget403[0] -= len(_t387)
    if _budget403[0] < 0: _spent404(st)
    _t389 = 0
    for _t388 in _t387:
        if (_c405[_t388] == _t381):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #144 25647be5>
def _loop(st, _t381, _t385):
    _t390 = st.zones[(15 + _t385)]
    _budget407[0] -= len(_t390)
    if _budget407[0] < 0: _spent408(st)
    _t392 = 0
    for _t391 in _t390:
        if (_c409[_t391] == _t381):
            _t392 += 1
    return _t392

# <rulerun alienz.rules: scoring #145 2ec74553>
def _loop(st, _t356, _t381):
    for _t385 in (_k402 or ()):
        if not (((_t385 == _t356) or ((_a406(st, _t381, _t385) + _a410(st, _t381, _t385)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 c5ce507a>
def _loop(st, _t356):
    _st_zones = st.zones
    _t380 = (_k397 or ())
    _budget398[0] -= len(_t380)
    if _budget398[0] < 0: _spent399(st)
    _t383 = _NOT_YET
    _t384 = _NOT_YET
    _t382 = 0
    for _t381 in _t380:
        if ((((_t383 if _t383 is not _NOT_YET else (_t383 := list(map(_c400.__getitem__, _st_zones[(11 + _t356)])))).count(_t381) + (_t384 if _t384 is not _NOT_YET else (_t384 := list(map(_c401.__getitem__, _st_zones[(15 + _t356)])))).count(_t381)) > 0) and _a411(st, _t356, _t381)):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: scoring #147 8b8f7223>
def _loop(st, _t393, _t394):
    _t396 = st.zones[(11 + _t393)]
    _budget417[0] -= len(_t396)
    if _budget417[0] < 0: _spent418(st)
    _t398 = 0
    for _t397 in _t396:
        if (_c419[_t397] == _t394):
            _t398 += 1
    return _t398

# <rulerun alienz.rules: scoring #148 5536f9c4>
def _loop(st, _t393, _t394):
    _t399 = st.zones[(15 + _t393)]
    _budget421[0] -= len(_t399)
    if _budget421[0] < 0: _spent422(st)
    _t401 = 0
    for _t400 in _t399:
        if (_c423[_t400] == _t394):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: scoring #149 3ee16f2c>
def _loop(st, _t393, _t394):
    _t402 = st.zones[(11 + _t393)]
    _budget426[0] -= len(_t402)
    if _budget426[0] < 0: _spent427(st)
    _t404 = 0
    for _t403 in _t402:
        if (_c428[_t403] == _t394):
            _t404 += 1
    return _t404

# <rulerun alienz.rules: scoring #150 0860d7c7>
def _loop(st, _t393, _t394):
    _t405 = st.zones[(15 + _t393)]
    _budget430[0] -= len(_t405)
    if _budget430[0] < 0: _spent431(st)
    _t407 = 0
    for _t406 in _t405:
        if (_c432[_t406] == _t394):
            _t407 += 1
    return _t407

# <rulerun alienz.rules: scoring #151 b05855be>
def _loop(st, _t393):
    _st_zones = st.zones
    _t408 = (_k437 or ())
    _budget438[0] -= len(_t408)
    if _budget438[0] < 0: _spent439(st)
    _t411 = _NOT_YET
    _t412 = _NOT_YET
    _t410 = 0
    for _t409 in _t408:
        if (((_t411 if _t411 is not _NOT_YET else (_t411 := list(map(_c440.__getitem__, _st_zones[(11 + _t393)])))).count(_t409) + (_t412 if _t412 is not _NOT_YET else (_t412 := list(map(_c441.__getitem__, _st_zones[(15 + _t393)])))).count(_t409)) > 0):
            _t410 += 1
    return _t410

# <rulerun alienz.rules: scoring #152 9547fb8f>
def _loop(st, _t414, _t420):
    _t422 = st.zones[(11 + _t420)]
    _budget449[0] -= len(_t422)
    if _budget449[0] < 0: _spent450(st)
    _t424 = 0
    for _t423 in _t422:
        if (_c451[_t423] == _t414):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: scoring #153 3e151633>
def _loop(st, _t414, _t420):
    _t425 = st.zones[(15 + _t420)]
    _budget453[0] -= len(_t425)
    if _budget453[0] < 0: _spent454(st)
    _t427 = 0
    for _t426 in _t425:
        if (_c455[_t426] == _t414):
            _t427 += 1
    return _t427

# <rulerun alienz.rules: scoring #154 58514179>
def _loop(st, _t414):
    _t421 = None
    for _t420 in (_k448 or ()):
        _t428 = (_a452(st, _t414, _t420) + _a456(st, _t414, _t420))
        if _t421 is None or _t428 > _t421:
            _t421 = _t428
    return _t421

# <rulerun alienz.rules: scoring #155 8cd42d7e>
def _loop(st, _t393):
    _st_zones = st.zones
    _t413 = (_k443 or ())
    _budget444[0] -= len(_t413)
    if _budget444[0] < 0: _spent445(st)
    _t416 = _NOT_YET
    _t417 = _NOT_YET
    _t418 = _NOT_YET
    _t419 = _NOT_YET
    _t429 = _NOT_YET
    _t430 = _NOT_YET
    _t415 = 0
    for _t414 in _t413:
        if ((((_t416 if _t416 is not _NOT_YET else (_t416 := list(map(_c446.__getitem__, _st_zones[(11 + _t393)])))).count(_t414) + (_t417 if _t417 is not _NOT_YET else (_t417 := list(map(_c447.__getitem__, _st_zones[(15 + _t393)])))).count(_t414)) > 0) and (((_t418 if _t418 is not _NOT_YET else (_t418 := list(map(_c446.__getitem__, _st_zones[(11 + _t393)])))).count(_t414) + (_t419 if _t419 is not _NOT_YET else (_t419 := list(map(_c447.__getitem__, _st_zones[(15 + _t393)])))).count(_t414)) == _a457(st, _t414))):
            _t415 += ((_t429 if _t429 is not _NOT_YET else (_t429 := list(map(_c446.__getitem__, _st_zones[(11 + _t393)])))).count(_t414) + (_t430 if _t430 is not _NOT_YET else (_t430 := list(map(_c447.__getitem__, _st_zones[(15 + _t393)])))).count(_t414))
    return _t415

# <rulerun alienz.rules: scoring #156 51d7ad0c>
def _loop(st, _t432, _t436):
    _t438 = st.zones[(11 + _t436)]
    _budget465[0] -= len(_t438)
    if _budget465[0] < 0: _spent466(st)
    _t440 = 0
    for _t439 in _t438:
        if (_c467[_t439] == _t432):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: scoring #157 4bd7ee04>
def _loop(st, _t432, _t436):
    _t441 = st.zones[(15 + _t436)]
    _budget469[0] -= len(_t441)
    if _budget469[0] < 0: _spent470(st)
    _t443 = 0
    for _t442 in _t441:
        if (_c471[_t442] == _t432):
            _t443 += 1
    return _t443

# <rulerun alienz.rules: scoring #158 3897d386>
def _loop(st, _t393, _t432):
    for _t436 in (_k464 or ()):
        if not (((_t436 == _t393) or ((_a468(st, _t432, _t436) + _a472(st, _t432, _t436)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 1f3364ad>
def _loop(st, _t393):
    _st_zones = st.zones
    _t431 = (_k459 or ())
    _budget460[0] -= len(_t431)
    if _budget460[0] < 0: _spent461(st)
    _t434 = _NOT_YET
    _t435 = _NOT_YET
    _t433 = 0
    for _t432 in _t431:
        if ((((_t434 if _t434 is not _NOT_YET else (_t434 := list(map(_c462.__getitem__, _st_zones[(11 + _t393)])))).count(_t432) + (_t435 if _t435 is not _NOT_YET else (_t435 := list(map(_c463.__getitem__, _st_zones[(15 + _t393)])))).count(_t432)) > 0) and _a473(st, _t393, _t432)):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: scoring #160 f445a856>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k372)
    for _t356 in (_k373 or []):
        L[2] = _t356
        _st_vars[4 + _t356] = ((((_times374(2, (len(_st_zones[(11 + _t356)]) + len(_st_zones[(15 + _t356)]))) - _times374(2, len(_st_zones[(3 + _t356)]))) + _a380(st, _t356)) + _a396(st, _t356)) + _times374(5, _a412(st, _t356)))
    for _t393 in (_k413 or []):
        L[5] = _t393
        _st_vars[0 + _t393] = _st_vars[0 + _t393] + _st_vars[4 + _t393]
        L[6] = ''
        _t395 = (_k414 or [])
        _budget415[0] -= len(_t395)
        if _budget415[0] < 0: _spent416(st)
        for _t394 in _t395:
            L[9] = _t394
            if not (((_a420(st, _t393, _t394) + _a424(st, _t393, _t394)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain425(_t394) + ' ' + _plain425((_a429(st, _t393, _t394) + _a433(st, _t393, _t394)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text436(_audience434(st), [_PlayerRef435(_t393), "'s score pile:", _plain425(L[6]), '; queued aliens set aside: ', _plain425(len(_st_zones[(7 + _t393)]))]))
        if _st_log is not None: _st_log.append(_Text436(_audience434(st), [_PlayerRef435(_t393), ' scores ', _plain425(_st_vars[4 + _t393]), ': +', _plain425(_times374(2, (len(_st_zones[(11 + _t393)]) + len(_st_zones[(15 + _t393)])))), ' for ', _plain425((len(_st_zones[(11 + _t393)]) + len(_st_zones[(15 + _t393)]))), ' cards flown, -', _plain425(_times374(2, len(_st_zones[(3 + _t393)]))), ' for ', _plain425(len(_st_zones[(3 + _t393)])), ' behind the screen, +', _plain425(_a442(st, _t393)), ' for colours, +', _plain425(_a458(st, _t393)), ' majorities, +', _plain425(_times374(5, _a474(st, _t393))), ' sole owner; total ', _plain425(_st_vars[0 + _t393])]))

# <rulerun alienz.rules: play #161 6313b7ad>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (_times475(_times475(6, (6 - 1)), 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text477(_audience476(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game478(st, [], True); return 3
    st.vars[8] = _random_item479(st, _k480)

# <rulerun alienz.rules: play #162 2f91b415>
def _loop(st, _t444):
    _st_zones = st.zones
    _t445 = (_k484 or ())
    _budget485[0] -= len(_t445)
    if _budget485[0] < 0: _spent486(st)
    _t448 = _NOT_YET
    _t449 = _NOT_YET
    _t447 = 0
    for _t446 in _t445:
        if (((_t448 if _t448 is not _NOT_YET else (_t448 := list(map(_c487.__getitem__, _st_zones[(11 + _t444)])))).count(_t446) + (_t449 if _t449 is not _NOT_YET else (_t449 := list(map(_c488.__getitem__, _st_zones[(15 + _t444)])))).count(_t446)) > 0):
            _t447 += 1
    return _t447

# <rulerun alienz.rules: play #163 e7826971>
def _loop(st, _t451, _t457):
    _t459 = st.zones[(11 + _t457)]
    _budget496[0] -= len(_t459)
    if _budget496[0] < 0: _spent497(st)
    _t461 = 0
    for _t460 in _t459:
        if (_c498[_t460] == _t451):
            _t461 += 1
    return _t461

# <rulerun alienz.rules: play #164 585c634b>
def _loop(st, _t451, _t457):
    _t462 = st.zones[(15 + _t457)]
    _budget500[0] -= len(_t462)
    if _budget500[0] < 0: _spent501(st)
    _t464 = 0
    for _t463 in _t462:
        if (_c502[_t463] == _t451):
            _t464 += 1
    return _t464

# <rulerun alienz.rules: play #165 52503412>
def _loop(st, _t451):
    _t458 = None
    for _t457 in (_k495 or ()):
        _t465 = (_a499(st, _t451, _t457) + _a503(st, _t451, _t457))
        if _t458 is None or _t465 > _t458:
            _t458 = _t465
    return _t458

# <rulerun alienz.rules: play #166 ce0cd1fb>
def _loop(st, _t444):
    _st_zones = st.zones
    _t450 = (_k490 or ())
    _budget491[0] -= len(_t450)
    if _budget491[0] < 0: _spent492(st)
    _t453 = _NOT_YET
    _t454 = _NOT_YET
    _t455 = _NOT_YET
    _t456 = _NOT_YET
    _t466 = _NOT_YET
    _t467 = _NOT_YET
    _t452 = 0
    for _t451 in _t450:
        if ((((_t453 if _t453 is not _NOT_YET else (_t453 := list(map(_c493.__getitem__, _st_zones[(11 + _t444)])))).count(_t451) + (_t454 if _t454 is not _NOT_YET else (_t454 := list(map(_c494.__getitem__, _st_zones[(15 + _t444)])))).count(_t451)) > 0) and (((_t455 if _t455 is not _NOT_YET else (_t455 := list(map(_c493.__getitem__, _st_zones[(11 + _t444)])))).count(_t451) + (_t456 if _t456 is not _NOT_YET else (_t456 := list(map(_c494.__getitem__, _st_zones[(15 + _t444)])))).count(_t451)) == _a504(st, _t451))):
            _t452 += ((_t466 if _t466 is not _NOT_YET else (_t466 := list(map(_c493.__getitem__, _st_zones[(11 + _t444)])))).count(_t451) + (_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c494.__getitem__, _st_zones[(15 + _t444)])))).count(_t451))
    return _t452

# <rulerun alienz.rules: play #167 5e63791f>
def _loop(st, _t469, _t473):
    _t475 = st.zones[(11 + _t473)]
    _budget512[0] -= len(_t475)
    if _budget512[0] < 0: _spent513(st)
    _t477 = 0
    for _t476 in _t475:
        if (_c514[_t476] == _t469):
            _t477 += 1
    return _t477

# <rulerun alienz.rules: play #168 faad5e4d>
def _loop(st, _t469, _t473):
    _t478 = st.zones[(15 + _t473)]
    _budget516[0] -= len(_t478)
    if _budget516[0] < 0: _spent517(st)
    _t480 = 0
    for _t479 in _t478:
        if (_c518[_t479] == _t469):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #169 50be2008>
def _loop(st, _t444, _t469):
    for _t473 in (_k511 or ()):
        if not (((_t473 == _t444) or ((_a515(st, _t469, _t473) + _a519(st, _t469, _t473)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 97aa00bb>
def _loop(st, _t444):
    _st_zones = st.zones
    _t468 = (_k506 or ())
    _budget507[0] -= len(_t468)
    if _budget507[0] < 0: _spent508(st)
    _t471 = _NOT_YET
    _t472 = _NOT_YET
    _t470 = 0
    for _t469 in _t468:
        if ((((_t471 if _t471 is not _NOT_YET else (_t471 := list(map(_c509.__getitem__, _st_zones[(11 + _t444)])))).count(_t469) + (_t472 if _t472 is not _NOT_YET else (_t472 := list(map(_c510.__getitem__, _st_zones[(15 + _t444)])))).count(_t469)) > 0) and _a520(st, _t444, _t469)):
            _t470 += 1
    return _t470

# <rulerun alienz.rules: play #171 1c3bdfa7>
def _loop(st, _t481, _t482):
    _t484 = st.zones[(11 + _t481)]
    _budget526[0] -= len(_t484)
    if _budget526[0] < 0: _spent527(st)
    _t486 = 0
    for _t485 in _t484:
        if (_c528[_t485] == _t482):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #172 5b8cbe4e>
def _loop(st, _t481, _t482):
    _t487 = st.zones[(15 + _t481)]
    _budget530[0] -= len(_t487)
    if _budget530[0] < 0: _spent531(st)
    _t489 = 0
    for _t488 in _t487:
        if (_c532[_t488] == _t482):
            _t489 += 1
    return _t489

# <rulerun alienz.rules: play #173 2aafeed3>
def _loop(st, _t481, _t482):
    _t490 = st.zones[(11 + _t481)]
    _budget535[0] -= len(_t490)
    if _budget535[0] < 0: _spent536(st)
    _t492 = 0
    for _t491 in _t490:
        if (_c537[_t491] == _t482):
            _t492 += 1
    return _t492

# <rulerun alienz.rules: play #174 cfe98af0>
def _loop(st, _t481, _t482):
    _t493 = st.zones[(15 + _t481)]
    _budget539[0] -= len(_t493)
    if _budget539[0] < 0: _spent540(st)
    _t495 = 0
    for _t494 in _t493:
        if (_c541[_t494] == _t482):
            _t495 += 1
    return _t495

# <rulerun alienz.rules: play #175 486af87e>
def _loop(st, _t481):
    _st_zones = st.zones
    _t496 = (_k546 or ())
    _budget547[0] -= len(_t496)
    if _budget547[0] < 0: _spent548(st)
    _t499 = _NOT_YET
    _t500 = _NOT_YET
    _t498 = 0
    for _t497 in _t496:
        if (((_t499 if _t499 is not _NOT_YET else (_t499 := list(map(_c549.__getitem__, _st_zones[(11 + _t481)])))).count(_t497) + (_t500 if _t500 is not _NOT_YET else (_t500 := list(map(_c550.__getitem__, _st_zones[(15 + _t481)])))).count(_t497)) > 0):
            _t498 += 1
    return _t498

# <rulerun alienz.rules: play #176 a37c9574>
def _loop(st, _t502, _t508):
    _t510 = st.zones[(11 + _t508)]
    _budget558[0] -= len(_t510)
    if _budget558[0] < 0: _spent559(st)
    _t512 = 0
    for _t511 in _t510:
        if (_c560[_t511] == _t502):
            _t512 += 1
    return _t512

# <rulerun alienz.rules: play #177 4cee9a29>
def _loop(st, _t502, _t508):
    _t513 = st.zones[(15 + _t508)]
    _budget562[0] -= len(_t513)
    if _budget562[0] < 0: _spent563(st)
    _t515 = 0
    for _t514 in _t513:
        if (_c564[_t514] == _t502):
            _t515 += 1
    return _t515

# <rulerun alienz.rules: play #178 825b4959>
def _loop(st, _t502):
    _t509 = None
    for _t508 in (_k557 or ()):
        _t516 = (_a561(st, _t502, _t508) + _a565(st, _t502, _t508))
        if _t509 is None or _t516 > _t509:
            _t509 = _t516
    return _t509

# <rulerun alienz.rules: play #179 5c586187>
def _loop(st, _t481):
    _st_zones = st.zones
    _t501 = (_k552 or ())
    _budget553[0] -= len(_t501)
    if _budget553[0] < 0: _spent554(st)
    _t504 = _NOT_YET
    _t505 = _NOT_YET
    _t506 = _NOT_YET
    _t507 = _NOT_YET
    _t517 = _NOT_YET
    _t518 = _NOT_YET
    _t503 = 0
    for _t502 in _t501:
        if ((((_t504 if _t504 is not _NOT_YET else (_t504 := list(map(_c555.__getitem__, _st_zones[(11 + _t481)])))).count(_t502) + (_t505 if _t505 is not _NOT_YET else (_t505 := list(map(_c556.__getitem__, _st_zones[(15 + _t481)])))).count(_t502)) > 0) and (((_t506 if _t506 is not _NOT_YET else (_t506 := list(map(_c555.__getitem__, _st_zones[(11 + _t481)])))).count(_t502) + (_t507 if _t507 is not _NOT_YET else (_t507 := list(map(_c556.__getitem__, _st_zones[(15 + _t481)])))).count(_t502)) == _a566(st, _t502))):
            _t503 += ((_t517 if _t517 is not _NOT_YET else (_t517 := list(map(_c555.__getitem__, _st_zones[(11 + _t481)])))).count(_t502) + (_t518 if _t518 is not _NOT_YET else (_t518 := list(map(_c556.__getitem__, _st_zones[(15 + _t481)])))).count(_t502))
    return _t503

# <rulerun alienz.rules: play #180 82b1354b>
def _loop(st, _t520, _t524):
    _t526 = st.zones[(11 + _t524)]
    _budget574[0] -= len(_t526)
    if _budget574[0] < 0: _spent575(st)
    _t528 = 0
    for _t527 in _t526:
        if (_c576[_t527] == _t520):
            _t528 += 1
    return _t528

# <rulerun alienz.rules: play #181 057c5ab6>
def _loop(st, _t520, _t524):
    _t529 = st.zones[(15 + _t524)]
    _budget578[0] -= len(_t529)
    if _budget578[0] < 0: _spent579(st)
    _t531 = 0
    for _t530 in _t529:
        if (_c580[_t530] == _t520):
            _t531 += 1
    return _t531

# <rulerun alienz.rules: play #182 9b941fbb>
def _loop(st, _t481, _t520):
    for _t524 in (_k573 or ()):
        if not (((_t524 == _t481) or ((_a577(st, _t520, _t524) + _a581(st, _t520, _t524)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 ad4584bc>
def _loop(st, _t481):
    _st_zones = st.zones
    _t519 = (_k568 or ())
    _budget569[0] -= len(_t519)
    if _budget569[0] < 0: _spent570(st)
    _t522 = _NOT_YET
    _t523 = _NOT_YET
    _t521 = 0
    for _t520 in _t519:
        if ((((_t522 if _t522 is not _NOT_YET else (_t522 := list(map(_c571.__getitem__, _st_zones[(11 + _t481)])))).count(_t520) + (_t523 if _t523 is not _NOT_YET else (_t523 := list(map(_c572.__getitem__, _st_zones[(15 + _t481)])))).count(_t520)) > 0) and _a582(st, _t481, _t520)):
            _t521 += 1
    return _t521

# <rulerun alienz.rules: play #184 b6191b96>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k481)
    for _t444 in (_k482 or []):
        _i3[2] = _t444
        _st_vars[4 + _t444] = ((((_times483(2, (len(_st_zones[(11 + _t444)]) + len(_st_zones[(15 + _t444)]))) - _times483(2, len(_st_zones[(3 + _t444)]))) + _a489(st, _t444)) + _a505(st, _t444)) + _times483(5, _a521(st, _t444)))
    for _t481 in (_k522 or []):
        _i3[5] = _t481
        _st_vars[0 + _t481] = _st_vars[0 + _t481] + _st_vars[4 + _t481]
        _i3[6] = ''
        _t483 = (_k523 or [])
        _budget524[0] -= len(_t483)
        if _budget524[0] < 0: _spent525(st)
        for _t482 in _t483:
            _i3[9] = _t482
            if not (((_a529(st, _t481, _t482) + _a533(st, _t481, _t482)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain534(_t482) + ' ' + _plain534((_a538(st, _t481, _t482) + _a542(st, _t481, _t482)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text545(_audience543(st), [_PlayerRef544(_t481), "'s score pile:", _plain534(_i3[6]), '; queued aliens set aside: ', _plain534(len(_st_zones[(7 + _t481)]))]))
        if _st_log is not None: _st_log.append(_Text545(_audience543(st), [_PlayerRef544(_t481), ' scores ', _plain534(_st_vars[4 + _t481]), ': +', _plain534(_times483(2, (len(_st_zones[(11 + _t481)]) + len(_st_zones[(15 + _t481)])))), ' for ', _plain534((len(_st_zones[(11 + _t481)]) + len(_st_zones[(15 + _t481)]))), ' cards flown, -', _plain534(_times483(2, len(_st_zones[(3 + _t481)]))), ' for ', _plain534(len(_st_zones[(3 + _t481)])), ' behind the screen, +', _plain534(_a551(st, _t481)), ' for colours, +', _plain534(_a567(st, _t481)), ' majorities, +', _plain534(_times483(5, _a583(st, _t481))), ' sole owner; total ', _plain534(_st_vars[0 + _t481])]))
    if _p584(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 b70ed4ae>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run587(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k588)

# <rulerun alienz.rules: round #187 53429c82>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT589[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k592)
            _r = _run593(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit594(_k595)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit594(_k596)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run597(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit594(_k598)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run599(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit591(_k, st, _d0): raise _Runaway590()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k600)

# <rulerun alienz.rules: turn #188 55421dc0>
def _loop(st):
    _t535 = st.zones[20]
    _budget609[0] -= len(_t535)
    if _budget609[0] < 0: _spent610(st)
    for _t536 in _t535:
        if (_c611[_t536] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 9a8ca740>
def _loop(st):
    _t541 = st.zones[22]
    _budget619[0] -= len(_t541)
    if _budget619[0] < 0: _spent620(st)
    for _t542 in _t541:
        return _c621[_t542]
    return None

# <rulerun alienz.rules: turn #190 743967bc>
def _loop(st):
    _t551 = st.zones[22]
    _budget628[0] -= len(_t551)
    if _budget628[0] < 0: _spent629(st)
    for _t552 in _t551:
        return _c630[_t552]
    return None

# <rulerun alienz.rules: turn #191 9d5161ad>
def _loop(st):
    _t558 = st.zones[22]
    _budget633[0] -= len(_t558)
    if _budget633[0] < 0: _spent634(st)
    for _t559 in _t558:
        return _c635[_t559]
    return None

# <rulerun alienz.rules: turn #192 b2b01c4d>
def _loop(st, L, _t539):
    _st_zones = st.zones
    _t548 = _st_zones[(3 + L[0])]
    _budget624[0] -= len(_t548)
    if _budget624[0] < 0: _spent625(st)
    _t554 = _NOT_YET
    _t555 = _NOT_YET
    _t556 = _NOT_YET
    _t557 = _NOT_YET
    _t561 = _NOT_YET
    _t562 = _NOT_YET
    _t563 = _NOT_YET
    _t564 = _NOT_YET
    _t550 = 0
    for _t549 in _t548:
        if ((_t549 != _t539) and ((_c626[_t549] == _c627[_t539]) or (((_t557 if _t557 is not _NOT_YET else (_t557 := ((_t554 if _t554 is not _NOT_YET else (_t554 := _a631(st))) if (_t556 if _t556 is not _NOT_YET else (_t556 := ('asteroid_storm' in (_t555 if _t555 is not _NOT_YET else (_t555 := list(map(_c632.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c626[_t549] == (_t564 if _t564 is not _NOT_YET else (_t564 := ((_t561 if _t561 is not _NOT_YET else (_t561 := _a636(st))) if (_t563 if _t563 is not _NOT_YET else (_t563 := ('asteroid_storm' in (_t562 if _t562 is not _NOT_YET else (_t562 := list(map(_c632.__getitem__, _st_zones[20]))))))) else None))))))):
            _t550 += 1
    return _t550

# <rulerun alienz.rules: turn #193 1c1b61fc>
def _loop(st, L):
    _st_zones = st.zones
    _t538 = _st_zones[(3 + L[0])]
    _budget616[0] -= len(_t538)
    if _budget616[0] < 0: _spent617(st)
    _t544 = _NOT_YET
    _t545 = _NOT_YET
    _t546 = _NOT_YET
    _t547 = _NOT_YET
    _t565 = _NOT_YET
    _t566 = _NOT_YET
    _t567 = _NOT_YET
    for _t539 in _t538:
        if ((_c618[_t539] != (_t547 if _t547 is not _NOT_YET else (_t547 := ((_t544 if _t544 is not _NOT_YET else (_t544 := _a622(st))) if (_t546 if _t546 is not _NOT_YET else (_t546 := ('asteroid_storm' in (_t545 if _t545 is not _NOT_YET else (_t545 := list(map(_c623.__getitem__, _st_zones[20]))))))) else None)))) and (_a637(st, L, _t539) >= (_t567 if _t567 is not _NOT_YET else (_t567 := (3 if (_t566 if _t566 is not _NOT_YET else (_t566 := ('group' in (_t565 if _t565 is not _NOT_YET else (_t565 := list(map(_c623.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 9cf31048>
def _loop(st):
    _t568 = st.zones[20]
    _budget643[0] -= len(_t568)
    if _budget643[0] < 0: _spent644(st)
    for _t569 in _t568:
        if (_c645[_t569] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 7cc6e032>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT601[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range605(1, L[1]) or []); L[3] = 0
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
            _t532 = L[0]
            _t533 = len(_o)
            if _t533 <= 1 and _st_log is None:
                L[5] = _o[0] if _t533 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t534 = st.chooser(_t533, _t532)
                else:
                    _t534 = _st_bits(_t533.bit_length())
                    while _t534 >= _t533: _t534 = _st_bits(_t533.bit_length())
                L[5] = _o[_t534]; st.decisions += 1
            elif _decide607(st, L, _o[:], _t532): return True
            pc = 4
        if pc == 4:
            _r = _run608(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit603(_k, st, _d0): raise _Runaway602()
            continue
        if pc == 6:
            if _a612(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer613(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run614(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined615(_joined615(['no flight'], (['private flight'] if _a638(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d639(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d640(st, [_c641[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d642(st, [L[0], _c641[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a646(st) else 2))) else [])) or [])
            fr[1] = 11
            _t571 = L[0]
            _t572 = len(_o)
            if _t572 <= 1 and _st_log is None:
                L[7] = _o[0] if _t572 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t573 = st.chooser(_t572, _t571)
                else:
                    _t573 = _st_bits(_t572.bit_length())
                    while _t573 >= _t572: _t573 = _st_bits(_t572.bit_length())
                L[7] = _o[_t573]; st.decisions += 1
            elif _decide648(st, L, _o, _t571): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit649(_k650)
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
            if len(st.cur) >= 500: raise _RuleLimit649(_k651)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run652(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit649(_k653)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k654)

# <rulerun alienz.rules: private_flight #196 d60a9eb9>
def _loop(st):
    _t575 = st.zones[22]
    _budget658[0] -= len(_t575)
    if _budget658[0] < 0: _spent659(st)
    for _t576 in _t575:
        return _c660[_t576]
    return None

# <rulerun alienz.rules: private_flight #197 631c9d17>
def _loop(st):
    _t585 = st.zones[22]
    _budget667[0] -= len(_t585)
    if _budget667[0] < 0: _spent668(st)
    for _t586 in _t585:
        return _c669[_t586]
    return None

# <rulerun alienz.rules: private_flight #198 e2e92263>
def _loop(st):
    _t592 = st.zones[22]
    _budget672[0] -= len(_t592)
    if _budget672[0] < 0: _spent673(st)
    for _t593 in _t592:
        return _c674[_t593]
    return None

# <rulerun alienz.rules: private_flight #199 4df72875>
def _loop(st, L, _t574):
    _st_zones = st.zones
    _t582 = _st_zones[(3 + L[0])]
    _budget663[0] -= len(_t582)
    if _budget663[0] < 0: _spent664(st)
    _t588 = _NOT_YET
    _t589 = _NOT_YET
    _t590 = _NOT_YET
    _t591 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t597 = _NOT_YET
    _t598 = _NOT_YET
    _t584 = 0
    for _t583 in _t582:
        if ((_t583 != _t574) and ((_c665[_t583] == _c666[_t574]) or (((_t591 if _t591 is not _NOT_YET else (_t591 := ((_t588 if _t588 is not _NOT_YET else (_t588 := _a670(st))) if (_t590 if _t590 is not _NOT_YET else (_t590 := ('asteroid_storm' in (_t589 if _t589 is not _NOT_YET else (_t589 := list(map(_c671.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c665[_t583] == (_t598 if _t598 is not _NOT_YET else (_t598 := ((_t595 if _t595 is not _NOT_YET else (_t595 := _a675(st))) if (_t597 if _t597 is not _NOT_YET else (_t597 := ('asteroid_storm' in (_t596 if _t596 is not _NOT_YET else (_t596 := list(map(_c671.__getitem__, _st_zones[20]))))))) else None))))))):
            _t584 += 1
    return _t584

# <rulerun alienz.rules: private_flight #200 672adb34>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t578 = _NOT_YET
            _t579 = _NOT_YET
            _t580 = _NOT_YET
            _t581 = _NOT_YET
            _t599 = _NOT_YET
            _t600 = _NOT_YET
            _t601 = _NOT_YET
            _o = []
            for _t574 in _st_zones[(3 + L[0])]:
                if ((_c657[_t574] != (_t581 if _t581 is not _NOT_YET else (_t581 := ((_t578 if _t578 is not _NOT_YET else (_t578 := _a661(st))) if (_t580 if _t580 is not _NOT_YET else (_t580 := ('asteroid_storm' in (_t579 if _t579 is not _NOT_YET else (_t579 := list(map(_c662.__getitem__, _st_zones[20]))))))) else None)))) and (_a676(st, L, _t574) >= (_t601 if _t601 is not _NOT_YET else (_t601 := (3 if (_t600 if _t600 is not _NOT_YET else (_t600 := ('group' in (_t599 if _t599 is not _NOT_YET else (_t599 := list(map(_c662.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t574)
            fr[1] = 1
            _t602 = L[0]
            _t603 = len(_o)
            if _t603 <= 1 and _st_log is None:
                L[1] = _o[0] if _t603 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t604 = st.chooser(_t603, _t602)
                else:
                    _t604 = _st_bits(_t603.bit_length())
                    while _t604 >= _t603: _t604 = _st_bits(_t603.bit_length())
                L[1] = _o[_t604]; st.decisions += 1
            elif _decide678(st, L, _o, _t602): return True
            pc = 1
        if pc == 1:
            _r = _run679(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit680(_k681)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run682(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k683)

# <rulerun alienz.rules: commercial_flight #201 b05f1117>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT684[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run687(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit688(_k689)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit688(_k690)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run691(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o692[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit688(_k693)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit686(_k, st, _d0): raise _Runaway685()
            continue
        if pc == 8:
            _r = _run694(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit688(_k695)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k696)

# <rulerun alienz.rules: board_own #202 334dcd7c>
def _loop(st):
    _t605 = st.zones[20]
    _budget702[0] -= len(_t605)
    if _budget702[0] < 0: _spent703(st)
    for _t606 in _t605:
        if (_c704[_t606] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 872aa78d>
def _loop(st):
    _t609 = st.zones[22]
    _budget707[0] -= len(_t609)
    if _budget707[0] < 0: _spent708(st)
    for _t610 in _t609:
        return _c709[_t610]
    return None

# <rulerun alienz.rules: board_own #204 34351d92>
def _loop(st):
    _t616 = st.zones[22]
    _budget712[0] -= len(_t616)
    if _budget712[0] < 0: _spent713(st)
    for _t617 in _t616:
        return _c714[_t617]
    return None

# <rulerun alienz.rules: board_own #205 c9f95c25>
def _loop(st):
    _t627 = st.zones[22]
    _budget719[0] -= len(_t627)
    if _budget719[0] < 0: _spent720(st)
    for _t628 in _t627:
        return _c721[_t628]
    return None

# <rulerun alienz.rules: board_own #206 d010379c>
def _loop(st):
    _t634 = st.zones[22]
    _budget723[0] -= len(_t634)
    if _budget723[0] < 0: _spent724(st)
    for _t635 in _t634:
        return _c725[_t635]
    return None

# <rulerun alienz.rules: board_own #207 a0609b49>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT697[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run700(st, L)
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
            _r = _run701(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a705(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t612 = _NOT_YET
            _t613 = _NOT_YET
            _t614 = _NOT_YET
            _t615 = _NOT_YET
            _t619 = _NOT_YET
            _t620 = _NOT_YET
            _t621 = _NOT_YET
            _t622 = _NOT_YET
            _o = []
            for _t608 in _st_zones[(3 + L[0])]:
                if ((_c706[_t608] == L[1]) or (((_t615 if _t615 is not _NOT_YET else (_t615 := ((_t612 if _t612 is not _NOT_YET else (_t612 := _a710(st))) if (_t614 if _t614 is not _NOT_YET else (_t614 := ('asteroid_storm' in (_t613 if _t613 is not _NOT_YET else (_t613 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c706[_t608] == (_t622 if _t622 is not _NOT_YET else (_t622 := ((_t619 if _t619 is not _NOT_YET else (_t619 := _a715(st))) if (_t621 if _t621 is not _NOT_YET else (_t621 := ('asteroid_storm' in (_t620 if _t620 is not _NOT_YET else (_t620 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t608)
            fr[1] = 5
            _t623 = L[0]
            _t624 = len(_o)
            if _t624 <= 1 and _st_log is None:
                L[4] = _o[0] if _t624 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t625 = st.chooser(_t624, _t623)
                else:
                    _t625 = _st_bits(_t624.bit_length())
                    while _t625 >= _t624: _t625 = _st_bits(_t624.bit_length())
                L[4] = _o[_t625]; st.decisions += 1
            elif _decide717(st, L, _o, _t623): return True
            pc = 5
        if pc == 5:
            _r = _run718(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t630 = _NOT_YET
            _t631 = _NOT_YET
            _t632 = _NOT_YET
            _t633 = _NOT_YET
            _t637 = _NOT_YET
            _t638 = _NOT_YET
            _t639 = _NOT_YET
            _t640 = _NOT_YET
            _o = []
            for _t626 in _st_zones[(3 + L[0])]:
                if ((_c706[_t626] == L[1]) or (((_t633 if _t633 is not _NOT_YET else (_t633 := ((_t630 if _t630 is not _NOT_YET else (_t630 := _a722(st))) if (_t632 if _t632 is not _NOT_YET else (_t632 := ('asteroid_storm' in (_t631 if _t631 is not _NOT_YET else (_t631 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c706[_t626] == (_t640 if _t640 is not _NOT_YET else (_t640 := ((_t637 if _t637 is not _NOT_YET else (_t637 := _a726(st))) if (_t639 if _t639 is not _NOT_YET else (_t639 := ('asteroid_storm' in (_t638 if _t638 is not _NOT_YET else (_t638 := list(map(_c711.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t626)
            fr[1] = 8
            if _offer727(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run728(st, L)
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
            _r = _run729(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit699(_k, st, _d0): raise _Runaway698()
            continue
        if pc == 14:
            _r = _run730(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k731)

# <rulerun alienz.rules: board_queue #208 b7ec137c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run734(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k735)

# <rulerun alienz.rules: join #209 8ca7cc82>
def _loop(st):
    _t642 = st.zones[22]
    _budget741[0] -= len(_t642)
    if _budget741[0] < 0: _spent742(st)
    for _t643 in _t642:
        return _c743[_t643]
    return None

# <rulerun alienz.rules: join #210 86938f5f>
def _loop(st):
    _t649 = st.zones[22]
    _budget746[0] -= len(_t649)
    if _budget746[0] < 0: _spent747(st)
    for _t650 in _t649:
        return _c748[_t650]
    return None

# <rulerun alienz.rules: join #211 d53b32fa>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT736[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run739(st, L)
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
            _t645 = _NOT_YET
            _t646 = _NOT_YET
            _t647 = _NOT_YET
            _t648 = _NOT_YET
            _t652 = _NOT_YET
            _t653 = _NOT_YET
            _t654 = _NOT_YET
            _t655 = _NOT_YET
            _o = []
            for _t641 in _st_zones[(3 + L[0])]:
                if ((_c740[_t641] == L[1]) or (((_t648 if _t648 is not _NOT_YET else (_t648 := ((_t645 if _t645 is not _NOT_YET else (_t645 := _a744(st))) if (_t647 if _t647 is not _NOT_YET else (_t647 := ('asteroid_storm' in (_t646 if _t646 is not _NOT_YET else (_t646 := list(map(_c745.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c740[_t641] == (_t655 if _t655 is not _NOT_YET else (_t655 := ((_t652 if _t652 is not _NOT_YET else (_t652 := _a749(st))) if (_t654 if _t654 is not _NOT_YET else (_t654 := ('asteroid_storm' in (_t653 if _t653 is not _NOT_YET else (_t653 := list(map(_c745.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t641)
            fr[1] = 3
            if _offer750(st, L, _o): return True
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
            _r = _run751(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit738(_k, st, _d0): raise _Runaway737()
            continue
        if pc == 8:
            _r = _run752(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k753)

# <rulerun alienz.rules: refill #212 677d05aa>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT754[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run757(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit758(_k759)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit756(_k, st, _d0): raise _Runaway755()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k760)

# <rulerun alienz.rules: surface #213 e712513a>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT761[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d764(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit765(_k766)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit763(_k, st, _d0): raise _Runaway762()
            continue
        if pc == 3:
            _r = _run767(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k768)

# <rulerun alienz.rules: reveal_event #214 dff266da>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run771(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit772(_k773)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k774)

# <rulerun alienz.rules: resolve_events #215 6f7de602>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT775[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run778(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit779(_k780)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit777(_k, st, _d0): raise _Runaway776()
            continue
        if pc == 4:
            _r = _run781(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k782)

# <rulerun alienz.rules: take_effect #216 c3301ddb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run785(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c786[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run787(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c786[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run788(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c786[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run789(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit790(_k791)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k792)

# <rulerun alienz.rules: storm_flip #217 1a9e719b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit795(_k796)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run797(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit795(_k798)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k799)

# <rulerun alienz.rules: scoring #218 7a746b2b>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run802(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k803)

# <rulerun alienz.rules: play #219 ecbe7a1a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT804[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run807(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit808(_k809)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run810(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit806(_k, st, _d0): raise _Runaway805()
            continue
        if pc == 5:
            fr[1] = 6
            if _step811(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k812)

# <rulerun alienz.rules: turn #220 ad96e4de>
def _loop(st):
    _t659 = st.zones[20]
    _budget823[0] -= len(_t659)
    if _budget823[0] < 0: _spent824(st)
    for _t660 in _t659:
        if (_c825[_t660] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 574ab9fc>
def _loop(st):
    _t665 = st.zones[22]
    _budget833[0] -= len(_t665)
    if _budget833[0] < 0: _spent834(st)
    for _t666 in _t665:
        return _c835[_t666]
    return None

# <rulerun alienz.rules: turn #222 f1cc6f89>
def _loop(st):
    _t675 = st.zones[22]
    _budget842[0] -= len(_t675)
    if _budget842[0] < 0: _spent843(st)
    for _t676 in _t675:
        return _c844[_t676]
    return None

# <rulerun alienz.rules: turn #223 ea669ab9>
def _loop(st):
    _t682 = st.zones[22]
    _budget847[0] -= len(_t682)
    if _budget847[0] < 0: _spent848(st)
    for _t683 in _t682:
        return _c849[_t683]
    return None

# <rulerun alienz.rules: turn #224 e038828d>
def _loop(st, L, _t663):
    _st_zones = st.zones
    _t672 = _st_zones[(3 + L[0])]
    _budget838[0] -= len(_t672)
    if _budget838[0] < 0: _spent839(st)
    _t678 = _NOT_YET
    _t679 = _NOT_YET
    _t680 = _NOT_YET
    _t681 = _NOT_YET
    _t685 = _NOT_YET
    _t686 = _NOT_YET
    _t687 = _NOT_YET
    _t688 = _NOT_YET
    _t674 = 0
    for _t673 in _t672:
        if ((_t673 != _t663) and ((_c840[_t673] == _c841[_t663]) or (((_t681 if _t681 is not _NOT_YET else (_t681 := ((_t678 if _t678 is not _NOT_YET else (_t678 := _a845(st))) if (_t680 if _t680 is not _NOT_YET else (_t680 := ('asteroid_storm' in (_t679 if _t679 is not _NOT_YET else (_t679 := list(map(_c846.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c840[_t673] == (_t688 if _t688 is not _NOT_YET else (_t688 := ((_t685 if _t685 is not _NOT_YET else (_t685 := _a850(st))) if (_t687 if _t687 is not _NOT_YET else (_t687 := ('asteroid_storm' in (_t686 if _t686 is not _NOT_YET else (_t686 := list(map(_c846.__getitem__, _st_zones[20]))))))) else None))))))):
            _t674 += 1
    return _t674

# <rulerun alienz.rules: turn #225 35b37f5b>
def _loop(st, L):
    _st_zones = st.zones
    _t662 = _st_zones[(3 + L[0])]
    _budget830[0] -= len(_t662)
    if _budget830[0] < 0: _spent831(st)
    _t668 = _NOT_YET
    _t669 = _NOT_YET
    _t670 = _NOT_YET
    _t671 = _NOT_YET
    _t689 = _NOT_YET
    _t690 = _NOT_YET
    _t691 = _NOT_YET
    for _t663 in _t662:
        if ((_c832[_t663] != (_t671 if _t671 is not _NOT_YET else (_t671 := ((_t668 if _t668 is not _NOT_YET else (_t668 := _a836(st))) if (_t670 if _t670 is not _NOT_YET else (_t670 := ('asteroid_storm' in (_t669 if _t669 is not _NOT_YET else (_t669 := list(map(_c837.__getitem__, _st_zones[20]))))))) else None)))) and (_a851(st, L, _t663) >= (_t691 if _t691 is not _NOT_YET else (_t691 := (3 if (_t690 if _t690 is not _NOT_YET else (_t690 := ('group' in (_t689 if _t689 is not _NOT_YET else (_t689 := list(map(_c837.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 43cfc79b>
def _loop(st):
    _t692 = st.zones[20]
    _budget857[0] -= len(_t692)
    if _budget857[0] < 0: _spent858(st)
    for _t693 in _t692:
        if (_c859[_t693] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 cfb527d1>
def _loop(st):
    _t700 = st.zones[22]
    _budget864[0] -= len(_t700)
    if _budget864[0] < 0: _spent865(st)
    for _t701 in _t700:
        return _c866[_t701]
    return None

# <rulerun alienz.rules: private_flight #228 e70016b3>
def _loop(st):
    _t710 = st.zones[22]
    _budget873[0] -= len(_t710)
    if _budget873[0] < 0: _spent874(st)
    for _t711 in _t710:
        return _c875[_t711]
    return None

# <rulerun alienz.rules: private_flight #229 3d66f718>
def _loop(st):
    _t717 = st.zones[22]
    _budget878[0] -= len(_t717)
    if _budget878[0] < 0: _spent879(st)
    for _t718 in _t717:
        return _c880[_t718]
    return None

# <rulerun alienz.rules: private_flight #230 9371ec38>
def _loop(st, L, _t699):
    _st_zones = st.zones
    _t707 = _st_zones[(3 + L[0])]
    _budget869[0] -= len(_t707)
    if _budget869[0] < 0: _spent870(st)
    _t713 = _NOT_YET
    _t714 = _NOT_YET
    _t715 = _NOT_YET
    _t716 = _NOT_YET
    _t720 = _NOT_YET
    _t721 = _NOT_YET
    _t722 = _NOT_YET
    _t723 = _NOT_YET
    _t709 = 0
    for _t708 in _t707:
        if ((_t708 != _t699) and ((_c871[_t708] == _c872[_t699]) or (((_t716 if _t716 is not _NOT_YET else (_t716 := ((_t713 if _t713 is not _NOT_YET else (_t713 := _a876(st))) if (_t715 if _t715 is not _NOT_YET else (_t715 := ('asteroid_storm' in (_t714 if _t714 is not _NOT_YET else (_t714 := list(map(_c877.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c871[_t708] == (_t723 if _t723 is not _NOT_YET else (_t723 := ((_t720 if _t720 is not _NOT_YET else (_t720 := _a881(st))) if (_t722 if _t722 is not _NOT_YET else (_t722 := ('asteroid_storm' in (_t721 if _t721 is not _NOT_YET else (_t721 := list(map(_c877.__getitem__, _st_zones[20]))))))) else None))))))):
            _t709 += 1
    return _t709

# <rulerun alienz.rules: private_flight #231 04d4779d>
def _loop(st):
    _t735 = st.zones[20]
    _budget894[0] -= len(_t735)
    if _budget894[0] < 0: _spent895(st)
    for _t736 in _t735:
        if (_c896[_t736] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 808dcf90>
def _loop(st):
    _t740 = st.zones[22]
    _budget899[0] -= len(_t740)
    if _budget899[0] < 0: _spent900(st)
    for _t741 in _t740:
        return _c901[_t741]
    return None

# <rulerun alienz.rules: private_flight #233 f1ccbc3c>
def _loop(st):
    _t747 = st.zones[22]
    _budget903[0] -= len(_t747)
    if _budget903[0] < 0: _spent904(st)
    for _t748 in _t747:
        return _c905[_t748]
    return None

# <rulerun alienz.rules: private_flight #234 b0e4cbda>
def _loop(st):
    _t759 = st.zones[22]
    _budget909[0] -= len(_t759)
    if _budget909[0] < 0: _spent910(st)
    for _t760 in _t759:
        return _c911[_t760]
    return None

# <rulerun alienz.rules: private_flight #235 83994835>
def _loop(st):
    _t766 = st.zones[22]
    _budget913[0] -= len(_t766)
    if _budget913[0] < 0: _spent914(st)
    for _t767 in _t766:
        return _c915[_t767]
    return None

# <rulerun alienz.rules: board_own #236 70861e8d>
def _loop(st):
    _t778 = st.zones[20]
    _budget921[0] -= len(_t778)
    if _budget921[0] < 0: _spent922(st)
    for _t779 in _t778:
        if (_c923[_t779] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 3810588b>
def _loop(st):
    _t783 = st.zones[22]
    _budget926[0] -= len(_t783)
    if _budget926[0] < 0: _spent927(st)
    for _t784 in _t783:
        return _c928[_t784]
    return None

# <rulerun alienz.rules: board_own #238 9f7c200e>
def _loop(st):
    _t790 = st.zones[22]
    _budget931[0] -= len(_t790)
    if _budget931[0] < 0: _spent932(st)
    for _t791 in _t790:
        return _c933[_t791]
    return None

# <rulerun alienz.rules: board_own #239 59d72c19>
def _loop(st):
    _t802 = st.zones[22]
    _budget938[0] -= len(_t802)
    if _budget938[0] < 0: _spent939(st)
    for _t803 in _t802:
        return _c940[_t803]
    return None

# <rulerun alienz.rules: board_own #240 34dd46cf>
def _loop(st):
    _t809 = st.zones[22]
    _budget942[0] -= len(_t809)
    if _budget942[0] < 0: _spent943(st)
    for _t810 in _t809:
        return _c944[_t810]
    return None

# <rulerun alienz.rules: board_own #241 playout 3d299f70>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t776 = 0; _t777 = st.decisions
    while True:
        _t776 += 1
        if _t776 > _LIMIT918[0] and _over_limit919(_t776, st, _t777): raise _Runaway920()
        L[3] = None
        if (L[2] < (3 if _a924(st) else 2)):
            _t786 = _NOT_YET
            _t787 = _NOT_YET
            _t788 = _NOT_YET
            _t789 = _NOT_YET
            _t793 = _NOT_YET
            _t794 = _NOT_YET
            _t795 = _NOT_YET
            _t796 = _NOT_YET
            _t781 = []
            for _t782 in _st_zones[(3 + _l0)]:
                if ((_c925[_t782] == _l1) or (((_t789 if _t789 is not _NOT_YET else (_t789 := ((_t786 if _t786 is not _NOT_YET else (_t786 := _a929(st))) if (_t788 if _t788 is not _NOT_YET else (_t788 := ('asteroid_storm' in (_t787 if _t787 is not _NOT_YET else (_t787 := list(map(_c930.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c925[_t782] == (_t796 if _t796 is not _NOT_YET else (_t796 := ((_t793 if _t793 is not _NOT_YET else (_t793 := _a934(st))) if (_t795 if _t795 is not _NOT_YET else (_t795 := ('asteroid_storm' in (_t794 if _t794 is not _NOT_YET else (_t794 := list(map(_c930.__getitem__, _st_zones[20]))))))) else None)))))): _t781.append(_t782)
            _t797 = _l0
            _t798 = len(_t781)
            if _t798 <= 1 and _st_log is None:
                L[4] = _t781[0] if _t798 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t799 = st.chooser(_t798, _t797)
                else:
                    _t799 = _st_bits(_t798.bit_length())
                    while _t799 >= _t798: _t799 = _st_bits(_t798.bit_length())
                L[4] = _t781[_t799]; st.decisions += 1
            elif _decide937(st, L, _t781, _t797): raise _PlayoutCut935()
            L[3] = L[4]
        else:
            _t805 = _NOT_YET
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t808 = _NOT_YET
            _t812 = _NOT_YET
            _t813 = _NOT_YET
            _t814 = _NOT_YET
            _t815 = _NOT_YET
            _t800 = []
            for _t801 in _st_zones[(3 + _l0)]:
                if ((_c925[_t801] == _l1) or (((_t808 if _t808 is not _NOT_YET else (_t808 := ((_t805 if _t805 is not _NOT_YET else (_t805 := _a941(st))) if (_t807 if _t807 is not _NOT_YET else (_t807 := ('asteroid_storm' in (_t806 if _t806 is not _NOT_YET else (_t806 := list(map(_c930.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c925[_t801] == (_t815 if _t815 is not _NOT_YET else (_t815 := ((_t812 if _t812 is not _NOT_YET else (_t812 := _a945(st))) if (_t814 if _t814 is not _NOT_YET else (_t814 := ('asteroid_storm' in (_t813 if _t813 is not _NOT_YET else (_t813 := list(map(_c930.__getitem__, _st_zones[20]))))))) else None)))))): _t800.append(_t801)
            if _offer946(st, L, _t800): raise _PlayoutCut935()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t816 = L[3]
        _t817 = (11 + _l0)
        if type(_t816) is int and _st_log is None:
            _t818 = _st_zones[_st_loc[_t816]]
            if _t818[-1] == _t816: _t818.pop()
            else: _t818.remove(_t816)
            _st_zones[_t817].append(_t816); _st_loc[_t816] = _t817
        elif _t816 is not None:
            _move_cards947(st, _t816, _t817, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(_Text951(_audience948(st), [_PlayerRef949(_l0), ' flies ', _plain950(L[2]), ' ', _plain950(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain950(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 19ed5b49>
def _loop(st):
    _t823 = st.zones[22]
    _budget956[0] -= len(_t823)
    if _budget956[0] < 0: _spent957(st)
    for _t824 in _t823:
        return _c958[_t824]
    return None

# <rulerun alienz.rules: private_flight #243 0eff93d7>
def _loop(st):
    _t830 = st.zones[22]
    _budget960[0] -= len(_t830)
    if _budget960[0] < 0: _spent961(st)
    for _t831 in _t830:
        return _c962[_t831]
    return None

# <rulerun alienz.rules: private_flight #244 playout 76004871>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t703 = _NOT_YET
    _t704 = _NOT_YET
    _t705 = _NOT_YET
    _t706 = _NOT_YET
    _t724 = _NOT_YET
    _t725 = _NOT_YET
    _t726 = _NOT_YET
    _t698 = []
    for _t699 in _st_zones[(3 + _l0)]:
        if ((_c863[_t699] != (_t706 if _t706 is not _NOT_YET else (_t706 := ((_t703 if _t703 is not _NOT_YET else (_t703 := _a867(st))) if (_t705 if _t705 is not _NOT_YET else (_t705 := ('asteroid_storm' in (_t704 if _t704 is not _NOT_YET else (_t704 := list(map(_c868.__getitem__, _st_zones[20]))))))) else None)))) and (_a882(st, L, _t699) >= (_t726 if _t726 is not _NOT_YET else (_t726 := (3 if (_t725 if _t725 is not _NOT_YET else (_t725 := ('group' in (_t724 if _t724 is not _NOT_YET else (_t724 := list(map(_c868.__getitem__, _st_zones[20]))))))) else 2))))): _t698.append(_t699)
    _t727 = _l0
    _t728 = len(_t698)
    if _t728 <= 1 and _st_log is None:
        L[1] = _t698[0] if _t728 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t729 = st.chooser(_t728, _t727)
        else:
            _t729 = _st_bits(_t728.bit_length())
            while _t729 >= _t728: _t729 = _st_bits(_t728.bit_length())
        L[1] = _t698[_t729]; st.decisions += 1
    elif _decide885(st, L, _t698, _t727): raise _PlayoutCut883()
    L[2] = _c863[L[1]]
    _t730 = L[1]
    _t731 = (15 + _l0)
    if type(_t730) is int and _st_log is None:
        _t732 = _st_zones[_st_loc[_t730]]
        if _t732[-1] == _t730: _t732.pop()
        else: _t732.remove(_t730)
        _st_zones[_t731].append(_t730); _st_loc[_t730] = _t731
    elif _t730 is not None:
        _move_cards886(st, _t730, _t731, False)
    if _st_log is not None: _st_log.append(_Text890(_audience887(st), [_PlayerRef888(_l0), ' opens a private flight to the ', _plain889(L[2]), ' planet']))
    if _p952(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    for _t819 in (_k953 or []):
        _i5[3] = _t819
        _t821 = _st_zones[(7 + _t819)]
        _budget954[0] -= len(_t821)
        if _budget954[0] < 0: _spent955(st)
        _t826 = _NOT_YET
        _t827 = _NOT_YET
        _t828 = _NOT_YET
        _t829 = _NOT_YET
        _t833 = _NOT_YET
        _t834 = _NOT_YET
        _t835 = _NOT_YET
        _t836 = _NOT_YET
        _t820 = []
        for _t822 in _t821:
            if ((_c898[_t822] == _i5l0) or (((_t829 if _t829 is not _NOT_YET else (_t829 := ((_t826 if _t826 is not _NOT_YET else (_t826 := _a959(st))) if (_t828 if _t828 is not _NOT_YET else (_t828 := ('asteroid_storm' in (_t827 if _t827 is not _NOT_YET else (_t827 := list(map(_c868.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c898[_t822] == (_t836 if _t836 is not _NOT_YET else (_t836 := ((_t833 if _t833 is not _NOT_YET else (_t833 := _a963(st))) if (_t835 if _t835 is not _NOT_YET else (_t835 := ('asteroid_storm' in (_t834 if _t834 is not _NOT_YET else (_t834 := list(map(_c868.__getitem__, _st_zones[20]))))))) else None)))))):
                _t820.append(_t822)
        _i5[4] = _t820
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text890(_audience887(st), [_PlayerRef888(_t819), "'s queued aliens board the flight"]))
            _t837 = _i5[4]
            _t838 = (11 + _t819)
            if type(_t837) is list and _st_log is None:
                for _t839 in _t837:
                    _t840 = _st_zones[_st_loc[_t839]]
                    if _t840[-1] == _t839: _t840.pop()
                    else: _t840.remove(_t839)
                    _st_zones[_t838].append(_t839); _st_loc[_t839] = _t838
            elif _t837 is not None:
                _move_cards886(st, _t837, _t838, False)
    if _st_log is not None: _st_log.append(_Text890(_audience887(st), ['The flight to the ', _plain889(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 8e039a2d>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT813[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run816(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region817(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range818(1, L[1]) or []); L[3] = 0
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
            _t656 = L[0]
            _t657 = len(_o)
            if _t657 <= 1 and _st_log is None:
                L[5] = _o[0] if _t657 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t658 = st.chooser(_t657, _t656)
                else:
                    _t658 = _st_bits(_t657.bit_length())
                    while _t658 >= _t657: _t658 = _st_bits(_t657.bit_length())
                L[5] = _o[_t658]; st.decisions += 1
            elif _decide820(st, L, _o[:], _t656): return True
            pc = 4
        if pc == 4:
            _r = _run821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit815(_k, st, _d0): raise _Runaway814()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region822(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a826(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer827(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run828(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined829(_joined829(['no flight'], (['private flight'] if _a852(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d853(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d854(st, [_c855[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d856(st, [L[0], _c855[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a860(st) else 2))) else [])) or [])
            fr[1] = 11
            _t695 = L[0]
            _t696 = len(_o)
            if _t696 <= 1 and _st_log is None:
                L[7] = _o[0] if _t696 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t697 = st.chooser(_t696, _t695)
                else:
                    _t697 = _st_bits(_t696.bit_length())
                    while _t697 >= _t696: _t697 = _st_bits(_t696.bit_length())
                L[7] = _o[_t697]; st.decisions += 1
            elif _decide862(st, L, _o, _t695): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p964(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit965(_k966)
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
            if len(st.cur) >= 500: raise _RuleLimit965(_k967)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run968(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit965(_k969)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k970)

# <rulerun alienz.rules: private_flight #246 b1f6cad0>
def _loop(st):
    _t842 = st.zones[22]
    _budget974[0] -= len(_t842)
    if _budget974[0] < 0: _spent975(st)
    for _t843 in _t842:
        return _c976[_t843]
    return None

# <rulerun alienz.rules: private_flight #247 21c697a2>
def _loop(st):
    _t852 = st.zones[22]
    _budget983[0] -= len(_t852)
    if _budget983[0] < 0: _spent984(st)
    for _t853 in _t852:
        return _c985[_t853]
    return None

# <rulerun alienz.rules: private_flight #248 e9e66055>
def _loop(st):
    _t859 = st.zones[22]
    _budget988[0] -= len(_t859)
    if _budget988[0] < 0: _spent989(st)
    for _t860 in _t859:
        return _c990[_t860]
    return None

# <rulerun alienz.rules: private_flight #249 d53cd460>
def _loop(st, L, _t841):
    _st_zones = st.zones
    _t849 = _st_zones[(3 + L[0])]
    _budget979[0] -= len(_t849)
    if _budget979[0] < 0: _spent980(st)
    _t855 = _NOT_YET
    _t856 = _NOT_YET
    _t857 = _NOT_YET
    _t858 = _NOT_YET
    _t862 = _NOT_YET
    _t863 = _NOT_YET
    _t864 = _NOT_YET
    _t865 = _NOT_YET
    _t851 = 0
    for _t850 in _t849:
        if ((_t850 != _t841) and ((_c981[_t850] == _c982[_t841]) or (((_t858 if _t858 is not _NOT_YET else (_t858 := ((_t855 if _t855 is not _NOT_YET else (_t855 := _a986(st))) if (_t857 if _t857 is not _NOT_YET else (_t857 := ('asteroid_storm' in (_t856 if _t856 is not _NOT_YET else (_t856 := list(map(_c987.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c981[_t850] == (_t865 if _t865 is not _NOT_YET else (_t865 := ((_t862 if _t862 is not _NOT_YET else (_t862 := _a991(st))) if (_t864 if _t864 is not _NOT_YET else (_t864 := ('asteroid_storm' in (_t863 if _t863 is not _NOT_YET else (_t863 := list(map(_c987.__getitem__, _st_zones[20]))))))) else None))))))):
            _t851 += 1
    return _t851

# <rulerun alienz.rules: private_flight #250 ea656c53>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t845 = _NOT_YET
            _t846 = _NOT_YET
            _t847 = _NOT_YET
            _t848 = _NOT_YET
            _t866 = _NOT_YET
            _t867 = _NOT_YET
            _t868 = _NOT_YET
            _o = []
            for _t841 in _st_zones[(3 + L[0])]:
                if ((_c973[_t841] != (_t848 if _t848 is not _NOT_YET else (_t848 := ((_t845 if _t845 is not _NOT_YET else (_t845 := _a977(st))) if (_t847 if _t847 is not _NOT_YET else (_t847 := ('asteroid_storm' in (_t846 if _t846 is not _NOT_YET else (_t846 := list(map(_c978.__getitem__, _st_zones[20]))))))) else None)))) and (_a992(st, L, _t841) >= (_t868 if _t868 is not _NOT_YET else (_t868 := (3 if (_t867 if _t867 is not _NOT_YET else (_t867 := ('group' in (_t866 if _t866 is not _NOT_YET else (_t866 := list(map(_c978.__getitem__, _st_zones[20]))))))) else 2))))): _o.append(_t841)
            fr[1] = 1
            _t869 = L[0]
            _t870 = len(_o)
            if _t870 <= 1 and _st_log is None:
                L[1] = _o[0] if _t870 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t871 = st.chooser(_t870, _t869)
                else:
                    _t871 = _st_bits(_t870.bit_length())
                    while _t871 >= _t870: _t871 = _st_bits(_t870.bit_length())
                L[1] = _o[_t871]; st.decisions += 1
            elif _decide994(st, L, _o, _t869): return True
            pc = 1
        if pc == 1:
            _r = _run995(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p996(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit997(_k998)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run999(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1000)

# <rulerun alienz.rules: join #251 14e15e9d>
def _loop(st):
    _t876 = st.zones[22]
    _budget1016[0] -= len(_t876)
    if _budget1016[0] < 0: _spent1017(st)
    for _t877 in _t876:
        return _c1018[_t877]
    return None

# <rulerun alienz.rules: join #252 c7651d2f>
def _loop(st):
    _t883 = st.zones[22]
    _budget1021[0] -= len(_t883)
    if _budget1021[0] < 0: _spent1022(st)
    for _t884 in _t883:
        return _c1023[_t884]
    return None

# <rulerun alienz.rules: join #253 playout 60539ef9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t872 = 0; _t873 = st.decisions
    while True:
        _t872 += 1
        if _t872 > _LIMIT1012[0] and _over_limit1013(_t872, st, _t873): raise _Runaway1014()
        _t879 = _NOT_YET
        _t880 = _NOT_YET
        _t881 = _NOT_YET
        _t882 = _NOT_YET
        _t886 = _NOT_YET
        _t887 = _NOT_YET
        _t888 = _NOT_YET
        _t889 = _NOT_YET
        _t874 = []
        for _t875 in _st_zones[(3 + _l0)]:
            if ((_c1015[_t875] == L[1]) or (((_t882 if _t882 is not _NOT_YET else (_t882 := ((_t879 if _t879 is not _NOT_YET else (_t879 := _a1019(st))) if (_t881 if _t881 is not _NOT_YET else (_t881 := ('asteroid_storm' in (_t880 if _t880 is not _NOT_YET else (_t880 := list(map(_c1020.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1015[_t875] == (_t889 if _t889 is not _NOT_YET else (_t889 := ((_t886 if _t886 is not _NOT_YET else (_t886 := _a1024(st))) if (_t888 if _t888 is not _NOT_YET else (_t888 := ('asteroid_storm' in (_t887 if _t887 is not _NOT_YET else (_t887 := list(map(_c1020.__getitem__, _st_zones[20]))))))) else None)))))): _t874.append(_t875)
        if _offer1026(st, L, _t874): raise _PlayoutCut1025()
        if (L[3] is None):
            break
        _t890 = L[3]
        _t891 = (11 + _l0)
        if type(_t890) is int and _st_log is None:
            _t892 = _st_zones[_st_loc[_t890]]
            if _t892[-1] == _t890: _t892.pop()
            else: _t892.remove(_t890)
            _st_zones[_t891].append(_t890); _st_loc[_t890] = _t891
        elif _t890 is not None:
            _move_cards1027(st, _t890, _t891, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text1031(_audience1028(st), [_PlayerRef1029(_l0), ' joins the flight with ', _plain1030(L[2]), ' ', _plain1030(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text1031(_audience1028(st), [_PlayerRef1029(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 ab150120>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1001[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1004(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1005(_k1006)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p1007(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit1005(_k1008)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run1009(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region1010(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o1011[L[0]] or []); L[4] = 0
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
                if _p1032(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit1005(_k1033)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit1003(_k, st, _d0): raise _Runaway1002()
            continue
        if pc == 8:
            _r = _run1034(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit1005(_k1035)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1036)

# <rulerun alienz.rules: board_own #255 f4188ac5>
def _loop(st):
    _t893 = st.zones[20]
    _budget1043[0] -= len(_t893)
    if _budget1043[0] < 0: _spent1044(st)
    for _t894 in _t893:
        if (_c1045[_t894] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 6451a07f>
def _loop(st):
    _t897 = st.zones[22]
    _budget1048[0] -= len(_t897)
    if _budget1048[0] < 0: _spent1049(st)
    for _t898 in _t897:
        return _c1050[_t898]
    return None

# <rulerun alienz.rules: board_own #257 d55254bf>
def _loop(st):
    _t904 = st.zones[22]
    _budget1053[0] -= len(_t904)
    if _budget1053[0] < 0: _spent1054(st)
    for _t905 in _t904:
        return _c1055[_t905]
    return None

# <rulerun alienz.rules: board_own #258 3fa8bc5a>
def _loop(st):
    _t915 = st.zones[22]
    _budget1060[0] -= len(_t915)
    if _budget1060[0] < 0: _spent1061(st)
    for _t916 in _t915:
        return _c1062[_t916]
    return None

# <rulerun alienz.rules: board_own #259 6b54b186>
def _loop(st):
    _t922 = st.zones[22]
    _budget1064[0] -= len(_t922)
    if _budget1064[0] < 0: _spent1065(st)
    for _t923 in _t922:
        return _c1066[_t923]
    return None

# <rulerun alienz.rules: board_own #260 adbeba24>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1037[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1040(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1041(st, L)
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
            _r = _run1042(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a1046(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t900 = _NOT_YET
            _t901 = _NOT_YET
            _t902 = _NOT_YET
            _t903 = _NOT_YET
            _t907 = _NOT_YET
            _t908 = _NOT_YET
            _t909 = _NOT_YET
            _t910 = _NOT_YET
            _o = []
            for _t896 in _st_zones[(3 + L[0])]:
                if ((_c1047[_t896] == L[1]) or (((_t903 if _t903 is not _NOT_YET else (_t903 := ((_t900 if _t900 is not _NOT_YET else (_t900 := _a1051(st))) if (_t902 if _t902 is not _NOT_YET else (_t902 := ('asteroid_storm' in (_t901 if _t901 is not _NOT_YET else (_t901 := list(map(_c1052.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1047[_t896] == (_t910 if _t910 is not _NOT_YET else (_t910 := ((_t907 if _t907 is not _NOT_YET else (_t907 := _a1056(st))) if (_t909 if _t909 is not _NOT_YET else (_t909 := ('asteroid_storm' in (_t908 if _t908 is not _NOT_YET else (_t908 := list(map(_c1052.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t896)
            fr[1] = 5
            _t911 = L[0]
            _t912 = len(_o)
            if _t912 <= 1 and _st_log is None:
                L[4] = _o[0] if _t912 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t913 = st.chooser(_t912, _t911)
                else:
                    _t913 = _st_bits(_t912.bit_length())
                    while _t913 >= _t912: _t913 = _st_bits(_t912.bit_length())
                L[4] = _o[_t913]; st.decisions += 1
            elif _decide1058(st, L, _o, _t911): return True
            pc = 5
        if pc == 5:
            _r = _run1059(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t918 = _NOT_YET
            _t919 = _NOT_YET
            _t920 = _NOT_YET
            _t921 = _NOT_YET
            _t925 = _NOT_YET
            _t926 = _NOT_YET
            _t927 = _NOT_YET
            _t928 = _NOT_YET
            _o = []
            for _t914 in _st_zones[(3 + L[0])]:
                if ((_c1047[_t914] == L[1]) or (((_t921 if _t921 is not _NOT_YET else (_t921 := ((_t918 if _t918 is not _NOT_YET else (_t918 := _a1063(st))) if (_t920 if _t920 is not _NOT_YET else (_t920 := ('asteroid_storm' in (_t919 if _t919 is not _NOT_YET else (_t919 := list(map(_c1052.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1047[_t914] == (_t928 if _t928 is not _NOT_YET else (_t928 := ((_t925 if _t925 is not _NOT_YET else (_t925 := _a1067(st))) if (_t927 if _t927 is not _NOT_YET else (_t927 := ('asteroid_storm' in (_t926 if _t926 is not _NOT_YET else (_t926 := list(map(_c1052.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t914)
            fr[1] = 8
            if _offer1068(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run1069(st, L)
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
            _r = _run1070(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1039(_k, st, _d0): raise _Runaway1038()
            continue
        if pc == 14:
            _r = _run1071(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1072)

# <rulerun alienz.rules: join #261 c1bcc661>
def _loop(st):
    _t930 = st.zones[22]
    _budget1079[0] -= len(_t930)
    if _budget1079[0] < 0: _spent1080(st)
    for _t931 in _t930:
        return _c1081[_t931]
    return None

# <rulerun alienz.rules: join #262 41d00003>
def _loop(st):
    _t937 = st.zones[22]
    _budget1084[0] -= len(_t937)
    if _budget1084[0] < 0: _spent1085(st)
    for _t938 in _t937:
        return _c1086[_t938]
    return None

# <rulerun alienz.rules: join #263 3c4eab5d>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT1073[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run1076(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region1077(st, L)
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
            _t933 = _NOT_YET
            _t934 = _NOT_YET
            _t935 = _NOT_YET
            _t936 = _NOT_YET
            _t940 = _NOT_YET
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _t943 = _NOT_YET
            _o = []
            for _t929 in _st_zones[(3 + L[0])]:
                if ((_c1078[_t929] == L[1]) or (((_t936 if _t936 is not _NOT_YET else (_t936 := ((_t933 if _t933 is not _NOT_YET else (_t933 := _a1082(st))) if (_t935 if _t935 is not _NOT_YET else (_t935 := ('asteroid_storm' in (_t934 if _t934 is not _NOT_YET else (_t934 := list(map(_c1083.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c1078[_t929] == (_t943 if _t943 is not _NOT_YET else (_t943 := ((_t940 if _t940 is not _NOT_YET else (_t940 := _a1087(st))) if (_t942 if _t942 is not _NOT_YET else (_t942 := ('asteroid_storm' in (_t941 if _t941 is not _NOT_YET else (_t941 := list(map(_c1083.__getitem__, _st_zones[20]))))))) else None)))))): _o.append(_t929)
            fr[1] = 3
            if _offer1088(st, L, _o): return True
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
            _r = _run1089(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit1075(_k, st, _d0): raise _Runaway1074()
            continue
        if pc == 8:
            _r = _run1090(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k1091)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

