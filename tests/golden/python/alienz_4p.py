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

# <rulerun alienz.rules: round #2 39286d14>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = _st_vars[9] + 1
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text12(_audience9(st), ['Round ', _plain10(_st_vars[9]), ': ', _PlayerRef11(_st_vars[8]), ' deals and ', _PlayerRef11(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t8 = (((_st_zones[19][:] + _st_zones[20][:]) + _st_zones[21][:]) + _st_zones[22][:])
    _t9 = 0
    if _t8 is not None:
        _move_cards13(st, _t8, _t9, True)
    _t10 = _st_zones[(2 if False else 1)][:]
    _t11 = 0
    if _t10 is not None:
        _move_cards13(st, _t10, _t11, True)
    _t12 = [_c for _i in [7 + _p for _p in _k14] for _c in _st_zones[_i]]
    _t13 = 0
    if _t12 is not None:
        _move_cards13(st, _t12, _t13, True)
    _t14 = ([_c for _i in [11 + _p for _p in _k15] for _c in _st_zones[_i]] + [_c for _i in [15 + _p for _p in _k16] for _c in _st_zones[_i]])
    _t15 = 0
    if _t14 is not None:
        _move_cards13(st, _t14, _t15, True)
    _t16 = [_c for _i in [3 + _p for _p in _k17] for _c in _st_zones[_i]]
    _t17 = 0
    if _t16 is not None:
        _move_cards13(st, _t16, _t17, True)
    _shuffle_zone18(st, 0)

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

# <rulerun alienz.rules: turn #7 865493ae>
def _loop(st):
    for _t18 in st.zones[20]:
        if (_c23[_t18] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 bc887322>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[10] = _st_vars[10] + 1
    if _st_log is not None: _st_log.append(_Text22(_audience19(st), ['Turn ', _plain20(_st_vars[10]), ': ', _PlayerRef21(L[0])]))
    L[1] = (2 if _a24(st) else 1)

# <rulerun alienz.rules: turn #9 dc828977>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t20 = L[5]
    _t21 = (3 + L[0])
    if type(_t20) is int and st.log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards25(st, _t20, _t21, False)

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 f80a9af9>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t23 in (_range26(1, L[1]) or []):
        L[4] = _t23
        _t24 = _st_zones[(2 if False else 1)]
        _t25 = _l0
        _t26 = len(_t24)
        if _t26 <= 1 and _st_log is None:
            L[5] = _t24[0] if _t26 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t27 = st.chooser(_t26, _t25)
            else:
                _t27 = _st_bits(_t26.bit_length())
                while _t27 >= _t26: _t27 = _st_bits(_t26.bit_length())
            L[5] = _t24[_t27]; st.decisions += 1
        elif _decide29(st, L, _t24[:], _t25): raise _PlayoutCut27()
        _t28 = L[5]
        _t29 = (3 + _l0)
        if type(_t28) is int and _st_log is None:
            _t30 = _st_zones[_st_loc[_t28]]
            if _t30[-1] == _t28: _t30.pop()
            else: _t30.remove(_t28)
            _st_zones[_t29].append(_t28); _st_loc[_t28] = _t29
        elif _t28 is not None:
            _move_cards30(st, _t28, _t29, False)

# <rulerun alienz.rules: turn #12 075fd22b>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _st_zones = st.zones
    if (_l6 is not None):
        _t31 = _l6
        _t32 = (7 + L[0])
        if type(_t31) is int and st.log is None:
            _t33 = _st_zones[_st_loc[_t31]]
            if _t33[-1] == _t31: _t33.pop()
            else: _t33.remove(_t31)
            _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
        elif _t31 is not None:
            _move_cards31(st, _t31, _t32, False)

# <rulerun alienz.rules: turn #13 92ae122d>
def _loop(st):
    for _t34 in st.zones[20]:
        if (_c32[_t34] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 4d72e6c9>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    if _a33(st):
        _t36 = _st_zones[(3 + _l0)]
        if _offer35(st, L, _t36[:]): raise _PlayoutCut34()
        if (L[6] is not None):
            _t37 = L[6]
            _t38 = (7 + _l0)
            if type(_t37) is int and st.log is None:
                _t39 = _st_zones[_st_loc[_t37]]
                if _t39[-1] == _t37: _t39.pop()
                else: _t39.remove(_t37)
                _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
            elif _t37 is not None:
                _move_cards36(st, _t37, _t38, False)

# <rulerun alienz.rules: turn #16 4430a6a7>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text39(_audience37(st), [_PlayerRef38(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #17 983512a8>
def _native(st, L):
    return _range40(1, L[1])

# <rulerun alienz.rules: turn #18 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #19 22b8d1e6>
def _loop(st):
    for _t40 in st.zones[20]:
        if (_c41[_t40] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 02754991>
def _native(st, L):
    return _a42(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 7095dbaf>
def _loop(st):
    for _t44 in st.zones[22]:
        return _c44[_t44]
    return None

# <rulerun alienz.rules: turn #23 82bb9dc4>
def _loop(st):
    for _t47 in st.zones[20]:
        if (_c46[_t47] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #24 f09f0e41>
def _loop(st):
    for _t54 in st.zones[22]:
        return _c50[_t54]
    return None

# <rulerun alienz.rules: turn #25 13ba9bd8>
def _loop(st):
    for _t57 in st.zones[20]:
        if (_c52[_t57] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #26 df4ae8f2>
def _loop(st):
    for _t62 in st.zones[22]:
        return _c54[_t62]
    return None

# <rulerun alienz.rules: turn #27 fbde6519>
def _loop(st):
    for _t65 in st.zones[20]:
        if (_c56[_t65] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #28 db5ee6cf>
def _loop(st, L, _t42):
    _t56 = _NOT_YET
    _t59 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t64 = _NOT_YET
    _t67 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t53 = 0
    for _t52 in st.zones[(3 + L[0])]:
        if ((_t52 != _t42) and ((_c48[_t52] == _c49[_t42]) or (((_t61 if _t61 is not _NOT_YET else (_t61 := ((_t56 if _t56 is not _NOT_YET else (_t56 := _a51(st))) if (_t60 if _t60 is not _NOT_YET else (_t60 := (_t59 if _t59 is not _NOT_YET else (_t59 := _a53(st))))) else None))) is not None) and (_c48[_t52] == (_t69 if _t69 is not _NOT_YET else (_t69 := ((_t64 if _t64 is not _NOT_YET else (_t64 := _a55(st))) if (_t68 if _t68 is not _NOT_YET else (_t68 := (_t67 if _t67 is not _NOT_YET else (_t67 := _a57(st))))) else None))))))):
            _t53 += 1
    return _t53

# <rulerun alienz.rules: turn #29 91bbd0aa>
def _loop(st):
    for _t70 in st.zones[20]:
        if (_c59[_t70] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #30 8d440585>
def _loop(st, L):
    _t46 = _NOT_YET
    _t49 = _NOT_YET
    _t50 = _NOT_YET
    _t51 = _NOT_YET
    _t72 = _NOT_YET
    _t73 = _NOT_YET
    _t74 = _NOT_YET
    for _t42 in st.zones[(3 + L[0])]:
        if ((_c43[_t42] != (_t51 if _t51 is not _NOT_YET else (_t51 := ((_t46 if _t46 is not _NOT_YET else (_t46 := _a45(st))) if (_t50 if _t50 is not _NOT_YET else (_t50 := (_t49 if _t49 is not _NOT_YET else (_t49 := _a47(st))))) else None)))) and (_a58(st, L, _t42) >= (_t74 if _t74 is not _NOT_YET else (_t74 := (3 if (_t73 if _t73 is not _NOT_YET else (_t73 := (_t72 if _t72 is not _NOT_YET else (_t72 := _a60(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #31 597cd508>
def _native(st, L):
    return (_c62[L[0]] is not None)

# <rulerun alienz.rules: turn #32 081c1bea>
def _loop(st):
    for _t75 in st.zones[22]:
        return _c64[_t75]
    return None

# <rulerun alienz.rules: turn #33 424b9a73>
def _loop(st):
    for _t77 in st.zones[20]:
        if (_c66[_t77] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #34 baf42a9e>
def _native(st, L):
    return (L[0] != (_a65(st) if _a67(st) else None))

# <rulerun alienz.rules: turn #35 8e2e153e>
def _loop(st):
    for _t81 in st.zones[22]:
        return _c71[_t81]
    return None

# <rulerun alienz.rules: turn #36 70fab5d6>
def _loop(st):
    for _t84 in st.zones[20]:
        if (_c73[_t84] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #37 a0400e44>
def _loop(st):
    for _t89 in st.zones[22]:
        return _c75[_t89]
    return None

# <rulerun alienz.rules: turn #38 08c3d1ac>
def _loop(st):
    for _t92 in st.zones[20]:
        if (_c77[_t92] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: matching #39 a7adb2be>
def _native(st, L):
    _l1 = L[1]
    _t83 = _NOT_YET
    _t86 = _NOT_YET
    _t87 = _NOT_YET
    _t88 = _NOT_YET
    _t91 = _NOT_YET
    _t94 = _NOT_YET
    _t95 = _NOT_YET
    _t96 = _NOT_YET
    _t79 = 0
    for _t80 in st.zones[(3 + L[0])]:
        if ((_c70[_t80] == _l1) or (((_t88 if _t88 is not _NOT_YET else (_t88 := ((_t83 if _t83 is not _NOT_YET else (_t83 := _a72(st))) if (_t87 if _t87 is not _NOT_YET else (_t87 := (_t86 if _t86 is not _NOT_YET else (_t86 := _a74(st))))) else None))) is not None) and (_c70[_t80] == (_t96 if _t96 is not _NOT_YET else (_t96 := ((_t91 if _t91 is not _NOT_YET else (_t91 := _a76(st))) if (_t95 if _t95 is not _NOT_YET else (_t95 := (_t94 if _t94 is not _NOT_YET else (_t94 := _a78(st))))) else None)))))):
            _t79 += 1
    return _t79

# <rulerun alienz.rules: turn #40 97558811>
def _loop(st):
    for _t97 in st.zones[20]:
        if (_c80[_t97] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #41 8c9e0298>
def _native(st, L):
    _st_zones = st.zones
    return ((['no flight'] + (['private flight'] if _a61(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d63(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d68(st, [_c69[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d79(st, [L[0], _c69[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a81(st) else 2))) else []))

# <rulerun alienz.rules: turn #42 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #43 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #44 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #45 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #46 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #47 4dedd039>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = _c82[_l1]
    _t99 = _l1
    _t100 = (15 + _l0)
    if type(_t99) is int and _st_log is None:
        _t101 = _st_zones[_st_loc[_t99]]
        if _t101[-1] == _t99: _t101.pop()
        else: _t101.remove(_t99)
        _st_zones[_t100].append(_t99); _st_loc[_t99] = _t100
    elif _t99 is not None:
        _move_cards83(st, _t99, _t100, False)
    if _st_log is not None: _st_log.append(_Text87(_audience84(st), [_PlayerRef85(_l0), ' opens a private flight to the ', _plain86(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #48 59692ecb>
def _loop(st):
    for _t105 in st.zones[22]:
        return _c90[_t105]
    return None

# <rulerun alienz.rules: private_flight #49 c519e683>
def _loop(st):
    for _t108 in st.zones[20]:
        if (_c92[_t108] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #50 261e2506>
def _loop(st):
    for _t113 in st.zones[22]:
        return _c94[_t113]
    return None

# <rulerun alienz.rules: private_flight #51 0c63669b>
def _loop(st):
    for _t116 in st.zones[20]:
        if (_c96[_t116] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 20d5586d>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    for _t102 in (_k88 or []):
        _i0[3] = _t102
        _t107 = _NOT_YET
        _t110 = _NOT_YET
        _t111 = _NOT_YET
        _t112 = _NOT_YET
        _t115 = _NOT_YET
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t120 = _NOT_YET
        _t103 = []
        for _t104 in _st_zones[(7 + _t102)]:
            if ((_c89[_t104] == _i0l0) or (((_t112 if _t112 is not _NOT_YET else (_t112 := ((_t107 if _t107 is not _NOT_YET else (_t107 := _a91(st))) if (_t111 if _t111 is not _NOT_YET else (_t111 := (_t110 if _t110 is not _NOT_YET else (_t110 := _a93(st))))) else None))) is not None) and (_c89[_t104] == (_t120 if _t120 is not _NOT_YET else (_t120 := ((_t115 if _t115 is not _NOT_YET else (_t115 := _a95(st))) if (_t119 if _t119 is not _NOT_YET else (_t119 := (_t118 if _t118 is not _NOT_YET else (_t118 := _a97(st))))) else None)))))):
                _t103.append(_t104)
        _i0[4] = _t103
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text100(_audience98(st), [_PlayerRef99(_t102), "'s queued aliens board the flight"]))
            _t121 = _i0[4]
            _t122 = (11 + _t102)
            if type(_t121) is list and _st_log is None:
                for _t123 in _t121:
                    _t124 = _st_zones[_st_loc[_t123]]
                    if _t124[-1] == _t123: _t124.pop()
                    else: _t124.remove(_t123)
                    _st_zones[_t122].append(_t123); _st_loc[_t123] = _t122
            elif _t121 is not None:
                _move_cards101(st, _t121, _t122, False)
    if _st_log is not None: _st_log.append(_Text100(_audience98(st), ['The flight to the ', _plain102(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #53 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #54 474f678d>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c104[_t125]
    return None

# <rulerun alienz.rules: private_flight #55 52ee69ff>
def _loop(st):
    for _t127 in st.zones[20]:
        if (_c106[_t127] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #56 9ac55a8d>
def _loop(st):
    for _t131 in st.zones[22]:
        return _c110[_t131]
    return None

# <rulerun alienz.rules: private_flight #57 6c589413>
def _loop(st):
    for _t134 in st.zones[20]:
        if (_c112[_t134] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #58 d5074319>
def _loop(st):
    for _t139 in st.zones[22]:
        return _c114[_t139]
    return None

# <rulerun alienz.rules: private_flight #59 53ee3d08>
def _loop(st):
    for _t142 in st.zones[20]:
        if (_c116[_t142] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #60 a9c3dad2>
def _loop(st, L):
    _l1 = L[1]
    _t133 = _NOT_YET
    _t136 = _NOT_YET
    _t137 = _NOT_YET
    _t138 = _NOT_YET
    _t141 = _NOT_YET
    _t144 = _NOT_YET
    _t145 = _NOT_YET
    _t146 = _NOT_YET
    _t130 = 0
    for _t129 in st.zones[(3 + L[0])]:
        if ((_t129 != _l1) and ((_c108[_t129] == _c109[_l1]) or (((_t138 if _t138 is not _NOT_YET else (_t138 := ((_t133 if _t133 is not _NOT_YET else (_t133 := _a111(st))) if (_t137 if _t137 is not _NOT_YET else (_t137 := (_t136 if _t136 is not _NOT_YET else (_t136 := _a113(st))))) else None))) is not None) and (_c108[_t129] == (_t146 if _t146 is not _NOT_YET else (_t146 := ((_t141 if _t141 is not _NOT_YET else (_t141 := _a115(st))) if (_t145 if _t145 is not _NOT_YET else (_t145 := (_t144 if _t144 is not _NOT_YET else (_t144 := _a117(st))))) else None))))))):
            _t130 += 1
    return _t130

# <rulerun alienz.rules: private_flight #61 4b63d2a5>
def _loop(st):
    for _t147 in st.zones[20]:
        if (_c119[_t147] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #62 1afd4f55>
def _native(st, L):
    return ((_c103[L[1]] != (_a105(st) if _a107(st) else None)) and (_a118(st, L) >= (3 if _a120(st) else 2)))

# <rulerun alienz.rules: private_flight #63 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #64 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #65 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #66 ef16eff4>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c121[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text125(_audience122(st), [_PlayerRef123(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain124(L[2]), ' planet']))
    _t149 = L[1]
    _t150 = (15 + _l0)
    if type(_t149) is int and _st_log is None:
        _t151 = _st_zones[_st_loc[_t149]]
        if _t151[-1] == _t149: _t151.pop()
        else: _t151.remove(_t149)
        _st_zones[_t150].append(_t149); _st_loc[_t149] = _t150
    elif _t149 is not None:
        _move_cards126(st, _t149, _t150, False)

# <rulerun alienz.rules: commercial_flight #67 790f2d36>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c129[_t155]
    return None

# <rulerun alienz.rules: commercial_flight #68 8269b7db>
def _loop(st):
    for _t158 in st.zones[20]:
        if (_c131[_t158] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #69 44e6020c>
def _loop(st):
    for _t163 in st.zones[22]:
        return _c133[_t163]
    return None

# <rulerun alienz.rules: commercial_flight #70 bf7e102f>
def _loop(st):
    for _t166 in st.zones[20]:
        if (_c135[_t166] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #71 d2f45c66>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    for _t152 in (_k127 or []):
        _i1[3] = _t152
        _t157 = _NOT_YET
        _t160 = _NOT_YET
        _t161 = _NOT_YET
        _t162 = _NOT_YET
        _t165 = _NOT_YET
        _t168 = _NOT_YET
        _t169 = _NOT_YET
        _t170 = _NOT_YET
        _t153 = []
        for _t154 in _st_zones[(7 + _t152)]:
            if ((_c128[_t154] == _i1l0) or (((_t162 if _t162 is not _NOT_YET else (_t162 := ((_t157 if _t157 is not _NOT_YET else (_t157 := _a130(st))) if (_t161 if _t161 is not _NOT_YET else (_t161 := (_t160 if _t160 is not _NOT_YET else (_t160 := _a132(st))))) else None))) is not None) and (_c128[_t154] == (_t170 if _t170 is not _NOT_YET else (_t170 := ((_t165 if _t165 is not _NOT_YET else (_t165 := _a134(st))) if (_t169 if _t169 is not _NOT_YET else (_t169 := (_t168 if _t168 is not _NOT_YET else (_t168 := _a136(st))))) else None)))))):
                _t153.append(_t154)
        _i1[4] = _t153
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text139(_audience137(st), [_PlayerRef138(_t152), "'s queued aliens board the flight"]))
            _t171 = _i1[4]
            _t172 = (11 + _t152)
            if type(_t171) is list and _st_log is None:
                for _t173 in _t171:
                    _t174 = _st_zones[_st_loc[_t173]]
                    if _t174[-1] == _t173: _t174.pop()
                    else: _t174.remove(_t173)
                    _st_zones[_t172].append(_t173); _st_loc[_t173] = _t172
            elif _t171 is not None:
                _move_cards140(st, _t171, _t172, False)

# <rulerun alienz.rules: commercial_flight #72 9631ee7f>
def _loop(st):
    for _t180 in st.zones[22]:
        return _c146[_t180]
    return None

# <rulerun alienz.rules: commercial_flight #73 8551154e>
def _loop(st):
    for _t183 in st.zones[20]:
        if (_c148[_t183] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #74 80f0cdda>
def _loop(st):
    for _t188 in st.zones[22]:
        return _c150[_t188]
    return None

# <rulerun alienz.rules: commercial_flight #75 813a3759>
def _loop(st):
    for _t191 in st.zones[20]:
        if (_c152[_t191] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: commercial_flight #76 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #77 bf454df3>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t175 in (_o141[_l0] or []):
        L[5] = _t175
        if not ((_t175 != _l0)): continue
        _i2l0 = _t175
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        _t176 = 0; _t177 = st.decisions
        while True:
            _t176 += 1
            if _t176 > _LIMIT142[0] and _over_limit143(_t176, st, _t177): raise _Runaway144()
            _t182 = _NOT_YET
            _t185 = _NOT_YET
            _t186 = _NOT_YET
            _t187 = _NOT_YET
            _t190 = _NOT_YET
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t178 = []
            for _t179 in _st_zones[(3 + _i2l0)]:
                if ((_c145[_t179] == _i2l1) or (((_t187 if _t187 is not _NOT_YET else (_t187 := ((_t182 if _t182 is not _NOT_YET else (_t182 := _a147(st))) if (_t186 if _t186 is not _NOT_YET else (_t186 := (_t185 if _t185 is not _NOT_YET else (_t185 := _a149(st))))) else None))) is not None) and (_c145[_t179] == (_t195 if _t195 is not _NOT_YET else (_t195 := ((_t190 if _t190 is not _NOT_YET else (_t190 := _a151(st))) if (_t194 if _t194 is not _NOT_YET else (_t194 := (_t193 if _t193 is not _NOT_YET else (_t193 := _a153(st))))) else None)))))): _t178.append(_t179)
            if _offer155(st, _i2, _t178): raise _PlayoutCut154()
            if (_i2[3] is None):
                break
            _t196 = _i2[3]
            _t197 = (11 + _i2l0)
            if type(_t196) is int and _st_log is None:
                _t198 = _st_zones[_st_loc[_t196]]
                if _t198[-1] == _t196: _t198.pop()
                else: _t198.remove(_t196)
                _st_zones[_t197].append(_t196); _st_loc[_t196] = _t197
            elif _t196 is not None:
                _move_cards156(st, _t196, _t197, False)
            _i2[2] = _i2[2] + 1
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text160(_audience157(st), [_PlayerRef158(_i2l0), ' joins the flight with ', _plain159(_i2[2]), ' ', _plain159(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text160(_audience157(st), [_PlayerRef158(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #78 8ed22f25>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text163(_audience161(st), ['The flight to the ', _plain162(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text163(_audience161(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo164(1)

# <rulerun alienz.rules: commercial_flight #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #80 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #81 c70f18c9>
def _native(st, L):
    return _o165[L[0]]

# <rulerun alienz.rules: commercial_flight #82 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #83 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #84 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #85 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #86 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #87 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #88 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #89 dd65c468>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t199 = L[3]
    _t200 = (11 + L[0])
    if type(_t199) is int and st.log is None:
        _t201 = _st_zones[_st_loc[_t199]]
        if _t201[-1] == _t199: _t201.pop()
        else: _t201.remove(_t199)
        _st_zones[_t200].append(_t199); _st_loc[_t199] = _t200
    elif _t199 is not None:
        _move_cards166(st, _t199, _t200, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #90 b1887241>
def _loop(st):
    for _t204 in st.zones[20]:
        if (_c170[_t204] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 584e310e>
def _loop(st):
    for _t208 in st.zones[22]:
        return _c173[_t208]
    return None

# <rulerun alienz.rules: board_own #92 6592007d>
def _loop(st):
    for _t211 in st.zones[20]:
        if (_c175[_t211] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 f996fe96>
def _loop(st):
    for _t216 in st.zones[22]:
        return _c177[_t216]
    return None

# <rulerun alienz.rules: board_own #94 8387181b>
def _loop(st):
    for _t219 in st.zones[20]:
        if (_c179[_t219] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #95 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #96 2ab44a1a>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c184[_t229]
    return None

# <rulerun alienz.rules: board_own #97 f20ee906>
def _loop(st):
    for _t232 in st.zones[20]:
        if (_c186[_t232] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 811dfd2c>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c188[_t237]
    return None

# <rulerun alienz.rules: board_own #99 8ea3ce52>
def _loop(st):
    for _t240 in st.zones[20]:
        if (_c190[_t240] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #101 3e5f2171>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t202 = 0; _t203 = st.decisions
    while True:
        _t202 += 1
        if _t202 > _LIMIT167[0] and _over_limit168(_t202, st, _t203): raise _Runaway169()
        L[3] = None
        if (L[2] < (3 if _a171(st) else 2)):
            _t210 = _NOT_YET
            _t213 = _NOT_YET
            _t214 = _NOT_YET
            _t215 = _NOT_YET
            _t218 = _NOT_YET
            _t221 = _NOT_YET
            _t222 = _NOT_YET
            _t223 = _NOT_YET
            _t206 = []
            for _t207 in _st_zones[(3 + _l0)]:
                if ((_c172[_t207] == _l1) or (((_t215 if _t215 is not _NOT_YET else (_t215 := ((_t210 if _t210 is not _NOT_YET else (_t210 := _a174(st))) if (_t214 if _t214 is not _NOT_YET else (_t214 := (_t213 if _t213 is not _NOT_YET else (_t213 := _a176(st))))) else None))) is not None) and (_c172[_t207] == (_t223 if _t223 is not _NOT_YET else (_t223 := ((_t218 if _t218 is not _NOT_YET else (_t218 := _a178(st))) if (_t222 if _t222 is not _NOT_YET else (_t222 := (_t221 if _t221 is not _NOT_YET else (_t221 := _a180(st))))) else None)))))): _t206.append(_t207)
            _t224 = _l0
            _t225 = len(_t206)
            if _t225 <= 1 and _st_log is None:
                L[4] = _t206[0] if _t225 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t226 = st.chooser(_t225, _t224)
                else:
                    _t226 = _st_bits(_t225.bit_length())
                    while _t226 >= _t225: _t226 = _st_bits(_t225.bit_length())
                L[4] = _t206[_t226]; st.decisions += 1
            elif _decide183(st, L, _t206, _t224): raise _PlayoutCut181()
            L[3] = L[4]
        else:
            _t231 = _NOT_YET
            _t234 = _NOT_YET
            _t235 = _NOT_YET
            _t236 = _NOT_YET
            _t239 = _NOT_YET
            _t242 = _NOT_YET
            _t243 = _NOT_YET
            _t244 = _NOT_YET
            _t227 = []
            for _t228 in _st_zones[(3 + _l0)]:
                if ((_c172[_t228] == _l1) or (((_t236 if _t236 is not _NOT_YET else (_t236 := ((_t231 if _t231 is not _NOT_YET else (_t231 := _a185(st))) if (_t235 if _t235 is not _NOT_YET else (_t235 := (_t234 if _t234 is not _NOT_YET else (_t234 := _a187(st))))) else None))) is not None) and (_c172[_t228] == (_t244 if _t244 is not _NOT_YET else (_t244 := ((_t239 if _t239 is not _NOT_YET else (_t239 := _a189(st))) if (_t243 if _t243 is not _NOT_YET else (_t243 := (_t242 if _t242 is not _NOT_YET else (_t242 := _a191(st))))) else None)))))): _t227.append(_t228)
            if _offer192(st, L, _t227): raise _PlayoutCut181()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t245 = L[3]
        _t246 = (11 + _l0)
        if type(_t245) is int and _st_log is None:
            _t247 = _st_zones[_st_loc[_t245]]
            if _t247[-1] == _t245: _t247.pop()
            else: _t247.remove(_t245)
            _st_zones[_t246].append(_t245); _st_loc[_t245] = _t246
        elif _t245 is not None:
            _move_cards193(st, _t245, _t246, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: board_own #102 ad3bf454>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text197(_audience194(st), [_PlayerRef195(L[0]), ' flies ', _plain196(_l2), ' ', _plain196(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain196(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #103 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #104 edcf5773>
def _loop(st):
    for _t248 in st.zones[20]:
        if (_c198[_t248] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #105 05f69515>
def _native(st, L):
    return (L[2] < (3 if _a199(st) else 2))

# <rulerun alienz.rules: board_own #106 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #107 760bb637>
def _loop(st):
    for _t250 in st.zones[22]:
        return _c201[_t250]
    return None

# <rulerun alienz.rules: board_own #108 8b0d3b25>
def _loop(st):
    for _t252 in st.zones[20]:
        if (_c203[_t252] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #109 5cc85087>
def _loop(st):
    for _t254 in st.zones[22]:
        return _c205[_t254]
    return None

# <rulerun alienz.rules: board_own #110 827938e2>
def _loop(st):
    for _t256 in st.zones[20]:
        if (_c207[_t256] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #111 62084c22>
def _native(st, L):
    _l4 = L[4]
    return ((_c200[_l4] == L[1]) or (((_a202(st) if _a204(st) else None) is not None) and (_c200[_l4] == (_a206(st) if _a208(st) else None))))

# <rulerun alienz.rules: board_own #112 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #113 b16bcd1c>
def _loop(st):
    for _t258 in st.zones[22]:
        return _c210[_t258]
    return None

# <rulerun alienz.rules: board_own #114 64df98e1>
def _loop(st):
    for _t260 in st.zones[20]:
        if (_c212[_t260] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #115 cc0bcf33>
def _loop(st):
    for _t262 in st.zones[22]:
        return _c214[_t262]
    return None

# <rulerun alienz.rules: board_own #116 d2099ce7>
def _loop(st):
    for _t264 in st.zones[20]:
        if (_c216[_t264] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #117 04969792>
def _native(st, L):
    _l5 = L[5]
    return ((_c209[_l5] == L[1]) or (((_a211(st) if _a213(st) else None) is not None) and (_c209[_l5] == (_a215(st) if _a217(st) else None))))

# <rulerun alienz.rules: board_own #118 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #119 f8460067>
def _loop(st):
    for _t269 in st.zones[22]:
        return _c220[_t269]
    return None

# <rulerun alienz.rules: board_queue #120 f1fd0926>
def _loop(st):
    for _t272 in st.zones[20]:
        if (_c222[_t272] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_queue #121 227df451>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c224[_t277]
    return None

# <rulerun alienz.rules: board_queue #122 53d03caf>
def _loop(st):
    for _t280 in st.zones[20]:
        if (_c226[_t280] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_queue #123 2cbf9739>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    for _t266 in (_k218 or []):
        L[3] = _t266
        _t271 = _NOT_YET
        _t274 = _NOT_YET
        _t275 = _NOT_YET
        _t276 = _NOT_YET
        _t279 = _NOT_YET
        _t282 = _NOT_YET
        _t283 = _NOT_YET
        _t284 = _NOT_YET
        _t267 = []
        for _t268 in _st_zones[(7 + _t266)]:
            if ((_c219[_t268] == _l0) or (((_t276 if _t276 is not _NOT_YET else (_t276 := ((_t271 if _t271 is not _NOT_YET else (_t271 := _a221(st))) if (_t275 if _t275 is not _NOT_YET else (_t275 := (_t274 if _t274 is not _NOT_YET else (_t274 := _a223(st))))) else None))) is not None) and (_c219[_t268] == (_t284 if _t284 is not _NOT_YET else (_t284 := ((_t279 if _t279 is not _NOT_YET else (_t279 := _a225(st))) if (_t283 if _t283 is not _NOT_YET else (_t283 := (_t282 if _t282 is not _NOT_YET else (_t282 := _a227(st))))) else None)))))):
                _t267.append(_t268)
        L[4] = _t267
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text230(_audience228(st), [_PlayerRef229(_t266), "'s queued aliens board the flight"]))
            _t285 = L[4]
            _t286 = (11 + _t266)
            if type(_t285) is list and _st_log is None:
                for _t287 in _t285:
                    _t288 = _st_zones[_st_loc[_t287]]
                    if _t288[-1] == _t287: _t288.pop()
                    else: _t288.remove(_t287)
                    _st_zones[_t286].append(_t287); _st_loc[_t287] = _t286
            elif _t285 is not None:
                _move_cards231(st, _t285, _t286, False)

# <rulerun alienz.rules: join #124 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #125 2e296666>
def _native(st, L):
    _st_loc = st.loc
    _st_zones = st.zones
    _t289 = L[3]
    _t290 = (11 + L[0])
    if type(_t289) is int and st.log is None:
        _t291 = _st_zones[_st_loc[_t289]]
        if _t291[-1] == _t289: _t291.pop()
        else: _t291.remove(_t289)
        _st_zones[_t290].append(_t289); _st_loc[_t289] = _t290
    elif _t289 is not None:
        _move_cards232(st, _t289, _t290, False)
    L[2] = L[2] + 1

# <rulerun alienz.rules: join #126 78e8cb03>
def _loop(st):
    for _t296 in st.zones[22]:
        return _c237[_t296]
    return None

# <rulerun alienz.rules: join #127 7bd7e7a4>
def _loop(st):
    for _t299 in st.zones[20]:
        if (_c239[_t299] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #128 4a400823>
def _loop(st):
    for _t304 in st.zones[22]:
        return _c241[_t304]
    return None

# <rulerun alienz.rules: join #129 b4988fae>
def _loop(st):
    for _t307 in st.zones[20]:
        if (_c243[_t307] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #130 ad65c379>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_zones = st.zones
    _t292 = 0; _t293 = st.decisions
    while True:
        _t292 += 1
        if _t292 > _LIMIT233[0] and _over_limit234(_t292, st, _t293): raise _Runaway235()
        _t298 = _NOT_YET
        _t301 = _NOT_YET
        _t302 = _NOT_YET
        _t303 = _NOT_YET
        _t306 = _NOT_YET
        _t309 = _NOT_YET
        _t310 = _NOT_YET
        _t311 = _NOT_YET
        _t294 = []
        for _t295 in _st_zones[(3 + _l0)]:
            if ((_c236[_t295] == L[1]) or (((_t303 if _t303 is not _NOT_YET else (_t303 := ((_t298 if _t298 is not _NOT_YET else (_t298 := _a238(st))) if (_t302 if _t302 is not _NOT_YET else (_t302 := (_t301 if _t301 is not _NOT_YET else (_t301 := _a240(st))))) else None))) is not None) and (_c236[_t295] == (_t311 if _t311 is not _NOT_YET else (_t311 := ((_t306 if _t306 is not _NOT_YET else (_t306 := _a242(st))) if (_t310 if _t310 is not _NOT_YET else (_t310 := (_t309 if _t309 is not _NOT_YET else (_t309 := _a244(st))))) else None)))))): _t294.append(_t295)
        if _offer246(st, L, _t294): raise _PlayoutCut245()
        if (L[3] is None):
            break
        _t312 = L[3]
        _t313 = (11 + _l0)
        if type(_t312) is int and st.log is None:
            _t314 = _st_zones[_st_loc[_t312]]
            if _t314[-1] == _t312: _t314.pop()
            else: _t314.remove(_t312)
            _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
        elif _t312 is not None:
            _move_cards247(st, _t312, _t313, False)
        L[2] = L[2] + 1

# <rulerun alienz.rules: join #131 7a02f56f>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef249(_l0), ' joins the flight with ', _plain250(_l2), ' ', _plain250(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text251(_audience248(st), [_PlayerRef249(_l0), ' does not join']))

# <rulerun alienz.rules: join #132 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #133 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #134 01a399e3>
def _loop(st):
    for _t315 in st.zones[22]:
        return _c253[_t315]
    return None

# <rulerun alienz.rules: join #135 0ab3cf41>
def _loop(st):
    for _t317 in st.zones[20]:
        if (_c255[_t317] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #136 7cba8ba7>
def _loop(st):
    for _t319 in st.zones[22]:
        return _c257[_t319]
    return None

# <rulerun alienz.rules: join #137 84833d95>
def _loop(st):
    for _t321 in st.zones[20]:
        if (_c259[_t321] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #138 607e3be7>
def _native(st, L):
    _l3 = L[3]
    return ((_c252[_l3] == L[1]) or (((_a254(st) if _a256(st) else None) is not None) and (_c252[_l3] == (_a258(st) if _a260(st) else None))))

# <rulerun alienz.rules: join #139 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #140 138f7523>
def _native(st, L):
    _st_zones = st.zones
    _t325 = _st_zones[0]
    _t324 = (2 if False else 1)
    if st.log is None and _t325:
        _t323 = _t325.pop(); _st_zones[_t324].append(_t323); st.loc[_t323] = _t324
    elif _t325:
        _move_cards261(st, _t325[-1], _t324, False)

# <rulerun alienz.rules: refill #141 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #142 54bbc0a7>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text265(_audience262(st), ['The deck shows the ', _plain264(_c263[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #143 6603e30e>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d266(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #144 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #145 71e45525>
def _loop(st):
    _t330 = 0
    for _t329 in st.zones[0]:
        if (_c270[_t329] is not None):
            _t330 += 1
    return _t330

# <rulerun alienz.rules: reveal_event #146 edc834ed>
def _loop(st):
    _t332 = 0
    for _t331 in st.zones[0]:
        if (_c274[_t331] is not None):
            _t332 += 1
    return _t332

# <rulerun alienz.rules: reveal_event #147 7e52b5b8>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _t326 = _l0
    _t327 = 19
    if type(_t326) is int and _st_log is None:
        _t328 = _st_zones[_st_loc[_t326]]
        if _t328[-1] == _t326: _t328.pop()
        else: _t328.remove(_t326)
        _st_zones[_t327].append(_t326); _st_loc[_t326] = _t327
    elif _t326 is not None:
        _move_cards267(st, _t326, _t327, False)
    if _st_log is not None: _st_log.append(_Text273(_audience268(st), ['Event revealed: ', _card_ref269(st, _l0), ' (', _plain272((5 - _a271(st))), ' of 5)']))
    if (_a275(st) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text273(_audience268(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text273(_audience268(st), ['The 5th event: the round ends']))
        raise _ExitTo276(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text273(_audience268(st), [_card_ref269(st, _l0), ' takes effect after the flight']))
        return 2

# <rulerun alienz.rules: resolve_events #148 f80ce77e>
def _native(st, L):
    _st_vars = st.vars
    if _st_vars[12]:
        return 2
    _st_vars[12] = True

# <rulerun alienz.rules: resolve_events #149 7be6cd3a>
def _native(st, L):
    st.vars[12] = False

# <rulerun alienz.rules: resolve_events #150 2e27ed44>
def _native(st, L):
    return (not not st.zones[19])

# <rulerun alienz.rules: resolve_events #151 477cd9a0>
def _native(st, L):
    return (_z[0] if (_z := st.zones[19]) else None)

# <rulerun alienz.rules: take_effect #152 5bf0b567>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (_c277[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text279(_audience278(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text279(_audience278(st), ['Clear Sky cancels ', _cards_ref280(st, _st_zones[20][:])]))
        _t333 = 20
        _t334 = 21
        if _st_log is None and _t333 != _t334:
            _t335 = _st_zones[_t333]; _st_zones[_t334] += _t335
            for _t336 in _t335: _st_loc[_t336] = _t334
            _t335.clear()
        else:
            _move_cards281(st, _st_zones[_t333][:], _t334, False)
        _t337 = _l0
        _t338 = 21
        if type(_t337) is int and _st_log is None:
            _t339 = _st_zones[_st_loc[_t337]]
            if _t339[-1] == _t337: _t339.pop()
            else: _t339.remove(_t337)
            _st_zones[_t338].append(_t337); _st_loc[_t337] = _t338
        elif _t337 is not None:
            _move_cards281(st, _t337, _t338, False)
        return 2
    _t340 = _l0
    _t341 = 20
    if type(_t340) is int and _st_log is None:
        _t342 = _st_zones[_st_loc[_t340]]
        if _t342[-1] == _t340: _t342.pop()
        else: _t342.remove(_t340)
        _st_zones[_t341].append(_t340); _st_loc[_t340] = _t341
    elif _t340 is not None:
        _move_cards281(st, _t340, _t341, False)

# <rulerun alienz.rules: take_effect #153 7651591e>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text283(_audience282(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #154 6ba30521>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text285(_audience284(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #155 68cfbeb0>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text287(_audience286(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #156 d1775799>
def _native(st, L):
    return (_c288[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #157 8e247c99>
def _native(st, L):
    return (_c289[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #158 a6bd8c41>
def _native(st, L):
    return (_c290[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #159 25514e85>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t343 = L[0]
    _t344 = 22
    if type(_t343) is int and _st_log is None:
        _t345 = _st_zones[_st_loc[_t343]]
        if _t345[-1] == _t343: _t345.pop()
        else: _t345.remove(_t343)
        _st_zones[_t344].append(_t343); _st_loc[_t343] = _t344
    elif _t343 is not None:
        _move_cards291(st, _t343, _t344, False)
    if _st_log is not None: _st_log.append(_Text295(_audience292(st), ['Asteroid Storm: flights to the ', _plain294(_c293[L[0]]), ' planet are forbidden and ', _plain294(_c293[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #160 3be5e604>
def _loop(st, _t346, _t347):
    _t350 = 0
    for _t349 in st.zones[(11 + _t346)]:
        if (_c299[_t349] == _t347):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #161 52aaef3b>
def _loop(st, _t346, _t347):
    _t352 = 0
    for _t351 in st.zones[(15 + _t346)]:
        if (_c301[_t351] == _t347):
            _t352 += 1
    return _t352

# <rulerun alienz.rules: scoring #162 137a85e6>
def _loop(st, _t346):
    _t348 = 0
    for _t347 in (_k298 or ()):
        if ((_a300(st, _t346, _t347) + _a302(st, _t346, _t347)) > 0):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #163 93a8a370>
def _loop(st, _t346, _t353):
    _t356 = 0
    for _t355 in st.zones[(11 + _t346)]:
        if (_c305[_t355] == _t353):
            _t356 += 1
    return _t356

# <rulerun alienz.rules: scoring #164 1729abee>
def _loop(st, _t346, _t353):
    _t358 = 0
    for _t357 in st.zones[(15 + _t346)]:
        if (_c307[_t357] == _t353):
            _t358 += 1
    return _t358

# <rulerun alienz.rules: scoring #165 b17e342b>
def _loop(st, _t346, _t353):
    _t360 = 0
    for _t359 in st.zones[(11 + _t346)]:
        if (_c309[_t359] == _t353):
            _t360 += 1
    return _t360

# <rulerun alienz.rules: scoring #166 479694ff>
def _loop(st, _t346, _t353):
    _t362 = 0
    for _t361 in st.zones[(15 + _t346)]:
        if (_c311[_t361] == _t353):
            _t362 += 1
    return _t362

# <rulerun alienz.rules: scoring #167 bec9ec3b>
def _loop(st, _t353, _t363):
    _t366 = 0
    for _t365 in st.zones[(11 + _t363)]:
        if (_c314[_t365] == _t353):
            _t366 += 1
    return _t366

# <rulerun alienz.rules: scoring #168 f69fa941>
def _loop(st, _t353, _t363):
    _t368 = 0
    for _t367 in st.zones[(15 + _t363)]:
        if (_c316[_t367] == _t353):
            _t368 += 1
    return _t368

# <rulerun alienz.rules: scoring #169 e49d9162>
def _loop(st, _t353):
    _t364 = None
    for _t363 in (_k313 or ()):
        _t369 = (_a315(st, _t353, _t363) + _a317(st, _t353, _t363))
        if _t364 is None or _t369 > _t364:
            _t364 = _t369
    return _t364

# <rulerun alienz.rules: scoring #170 9db43ff8>
def _loop(st, _t346, _t353):
    _t371 = 0
    for _t370 in st.zones[(11 + _t346)]:
        if (_c319[_t370] == _t353):
            _t371 += 1
    return _t371

# <rulerun alienz.rules: scoring #171 e4adeef6>
def _loop(st, _t346, _t353):
    _t373 = 0
    for _t372 in st.zones[(15 + _t346)]:
        if (_c321[_t372] == _t353):
            _t373 += 1
    return _t373

# <rulerun alienz.rules: scoring #172 ff108d55>
def _loop(st, _t346):
    _t354 = 0
    for _t353 in (_k304 or ()):
        if (((_a306(st, _t346, _t353) + _a308(st, _t346, _t353)) > 0) and ((_a310(st, _t346, _t353) + _a312(st, _t346, _t353)) == _a318(st, _t353))):
            _t354 += (_a320(st, _t346, _t353) + _a322(st, _t346, _t353))
    return _t354

# <rulerun alienz.rules: scoring #173 24a4a9e4>
def _loop(st, _t346, _t374):
    _t377 = 0
    for _t376 in st.zones[(11 + _t346)]:
        if (_c325[_t376] == _t374):
            _t377 += 1
    return _t377

# <rulerun alienz.rules: scoring #174 71656c59>
def _loop(st, _t346, _t374):
    _t379 = 0
    for _t378 in st.zones[(15 + _t346)]:
        if (_c327[_t378] == _t374):
            _t379 += 1
    return _t379

# <rulerun alienz.rules: scoring #175 840a228a>
def _loop(st, _t374, _t380):
    _t383 = 0
    for _t382 in st.zones[(11 + _t380)]:
        if (_c330[_t382] == _t374):
            _t383 += 1
    return _t383

# <rulerun alienz.rules: scoring #176 00e1e73e>
def _loop(st, _t374, _t380):
    _t385 = 0
    for _t384 in st.zones[(15 + _t380)]:
        if (_c332[_t384] == _t374):
            _t385 += 1
    return _t385

# <rulerun alienz.rules: scoring #177 83c97505>
def _loop(st, _t346, _t374):
    for _t380 in (_k329 or ()):
        if not (((_t380 == _t346) or ((_a331(st, _t374, _t380) + _a333(st, _t374, _t380)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #178 e1821372>
def _loop(st, _t346):
    _t375 = 0
    for _t374 in (_k324 or ()):
        if (((_a326(st, _t346, _t374) + _a328(st, _t346, _t374)) > 0) and _a334(st, _t346, _t374)):
            _t375 += 1
    return _t375

# <rulerun alienz.rules: scoring #179 a7425390>
def _loop(st, _t386, _t387):
    _t389 = 0
    for _t388 in st.zones[(11 + _t386)]:
        if (_c338[_t388] == _t387):
            _t389 += 1
    return _t389

# <rulerun alienz.rules: scoring #180 fb841224>
def _loop(st, _t386, _t387):
    _t391 = 0
    for _t390 in st.zones[(15 + _t386)]:
        if (_c340[_t390] == _t387):
            _t391 += 1
    return _t391

# <rulerun alienz.rules: scoring #181 0af2640b>
def _loop(st, _t386, _t387):
    _t393 = 0
    for _t392 in st.zones[(11 + _t386)]:
        if (_c343[_t392] == _t387):
            _t393 += 1
    return _t393

# <rulerun alienz.rules: scoring #182 c3b48280>
def _loop(st, _t386, _t387):
    _t395 = 0
    for _t394 in st.zones[(15 + _t386)]:
        if (_c345[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #183 f3028588>
def _loop(st, _t386, _t396):
    _t399 = 0
    for _t398 in st.zones[(11 + _t386)]:
        if (_c351[_t398] == _t396):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: scoring #184 bd636f10>
def _loop(st, _t386, _t396):
    _t401 = 0
    for _t400 in st.zones[(15 + _t386)]:
        if (_c353[_t400] == _t396):
            _t401 += 1
    return _t401

# <rulerun alienz.rules: scoring #185 3cfa763c>
def _loop(st, _t386):
    _t397 = 0
    for _t396 in (_k350 or ()):
        if ((_a352(st, _t386, _t396) + _a354(st, _t386, _t396)) > 0):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #186 2ac176f8>
def _loop(st, _t386, _t402):
    _t405 = 0
    for _t404 in st.zones[(11 + _t386)]:
        if (_c357[_t404] == _t402):
            _t405 += 1
    return _t405

# <rulerun alienz.rules: scoring #187 2e9db568>
def _loop(st, _t386, _t402):
    _t407 = 0
    for _t406 in st.zones[(15 + _t386)]:
        if (_c359[_t406] == _t402):
            _t407 += 1
    return _t407

# <rulerun alienz.rules: scoring #188 8f976993>
def _loop(st, _t386, _t402):
    _t409 = 0
    for _t408 in st.zones[(11 + _t386)]:
        if (_c361[_t408] == _t402):
            _t409 += 1
    return _t409

# <rulerun alienz.rules: scoring #189 af126253>
def _loop(st, _t386, _t402):
    _t411 = 0
    for _t410 in st.zones[(15 + _t386)]:
        if (_c363[_t410] == _t402):
            _t411 += 1
    return _t411

# <rulerun alienz.rules: scoring #190 3603ce79>
def _loop(st, _t402, _t412):
    _t415 = 0
    for _t414 in st.zones[(11 + _t412)]:
        if (_c366[_t414] == _t402):
            _t415 += 1
    return _t415

# <rulerun alienz.rules: scoring #191 36e245dd>
def _loop(st, _t402, _t412):
    _t417 = 0
    for _t416 in st.zones[(15 + _t412)]:
        if (_c368[_t416] == _t402):
            _t417 += 1
    return _t417

# <rulerun alienz.rules: scoring #192 ddbc3a13>
def _loop(st, _t402):
    _t413 = None
    for _t412 in (_k365 or ()):
        _t418 = (_a367(st, _t402, _t412) + _a369(st, _t402, _t412))
        if _t413 is None or _t418 > _t413:
            _t413 = _t418
    return _t413

# <rulerun alienz.rules: scoring #193 1385713b>
def _loop(st, _t386, _t402):
    _t420 = 0
    for _t419 in st.zones[(11 + _t386)]:
        if (_c371[_t419] == _t402):
            _t420 += 1
    return _t420

# <rulerun alienz.rules: scoring #194 5d030717>
def _loop(st, _t386, _t402):
    _t422 = 0
    for _t421 in st.zones[(15 + _t386)]:
        if (_c373[_t421] == _t402):
            _t422 += 1
    return _t422

# <rulerun alienz.rules: scoring #195 d86cd56c>
def _loop(st, _t386):
    _t403 = 0
    for _t402 in (_k356 or ()):
        if (((_a358(st, _t386, _t402) + _a360(st, _t386, _t402)) > 0) and ((_a362(st, _t386, _t402) + _a364(st, _t386, _t402)) == _a370(st, _t402))):
            _t403 += (_a372(st, _t386, _t402) + _a374(st, _t386, _t402))
    return _t403

# <rulerun alienz.rules: scoring #196 b62fc2a5>
def _loop(st, _t386, _t423):
    _t426 = 0
    for _t425 in st.zones[(11 + _t386)]:
        if (_c377[_t425] == _t423):
            _t426 += 1
    return _t426

# <rulerun alienz.rules: scoring #197 da112ba5>
def _loop(st, _t386, _t423):
    _t428 = 0
    for _t427 in st.zones[(15 + _t386)]:
        if (_c379[_t427] == _t423):
            _t428 += 1
    return _t428

# <rulerun alienz.rules: scoring #198 8abacb89>
def _loop(st, _t423, _t429):
    _t432 = 0
    for _t431 in st.zones[(11 + _t429)]:
        if (_c382[_t431] == _t423):
            _t432 += 1
    return _t432

# <rulerun alienz.rules: scoring #199 170c3c24>
def _loop(st, _t423, _t429):
    _t434 = 0
    for _t433 in st.zones[(15 + _t429)]:
        if (_c384[_t433] == _t423):
            _t434 += 1
    return _t434

# <rulerun alienz.rules: scoring #200 0a62467d>
def _loop(st, _t386, _t423):
    for _t429 in (_k381 or ()):
        if not (((_t429 == _t386) or ((_a383(st, _t423, _t429) + _a385(st, _t423, _t429)) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #201 d1b4b841>
def _loop(st, _t386):
    _t424 = 0
    for _t423 in (_k376 or ()):
        if (((_a378(st, _t386, _t423) + _a380(st, _t386, _t423)) > 0) and _a386(st, _t386, _t423)):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: scoring #202 a1ced88d>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k296)
    for _t346 in (_k297 or []):
        L[2] = _t346
        _st_vars[4 + _t346] = (((((2 * (len(_st_zones[(11 + _t346)]) + len(_st_zones[(15 + _t346)]))) - (2 * len(_st_zones[(3 + _t346)]))) + _a303(st, _t346)) + _a323(st, _t346)) + (5 * _a335(st, _t346)))
    for _t386 in (_k336 or []):
        L[5] = _t386
        _st_vars[0 + _t386] = _st_vars[0 + _t386] + _st_vars[4 + _t386]
        L[6] = ''
        for _t387 in (_k337 or []):
            L[9] = _t387
            if not (((_a339(st, _t386, _t387) + _a341(st, _t386, _t387)) > 0)): continue
            L[6] = ((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain342(_t387) + ' ' + _plain342((_a344(st, _t386, _t387) + _a346(st, _t386, _t387)))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text349(_audience347(st), [_PlayerRef348(_t386), "'s score pile:", _plain342(L[6]), '; queued aliens set aside: ', _plain342(len(_st_zones[(7 + _t386)]))]))
        if _st_log is not None: _st_log.append(_Text349(_audience347(st), [_PlayerRef348(_t386), ' scores ', _plain342(_st_vars[4 + _t386]), ': +', _plain342((2 * (len(_st_zones[(11 + _t386)]) + len(_st_zones[(15 + _t386)])))), ' for ', _plain342((len(_st_zones[(11 + _t386)]) + len(_st_zones[(15 + _t386)]))), ' cards flown, -', _plain342((2 * len(_st_zones[(3 + _t386)]))), ' for ', _plain342(len(_st_zones[(3 + _t386)])), ' behind the screen, +', _plain342(_a355(st, _t386)), ' for colours, +', _plain342(_a375(st, _t386)), ' majorities, +', _plain342((5 * _a387(st, _t386))), ' sole owner; total ', _plain342(_st_vars[0 + _t386])]))

# <rulerun alienz.rules: play #203 e8258fd7>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text389(_audience388(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game390(st, [], True); return 3
    st.vars[8] = _random_item391(st, _k392)

# <rulerun alienz.rules: play #204 eb4dabe0>
def _loop(st, _t435, _t436):
    _t439 = 0
    for _t438 in st.zones[(11 + _t435)]:
        if (_c396[_t438] == _t436):
            _t439 += 1
    return _t439

# <rulerun alienz.rules: play #205 112c0424>
def _loop(st, _t435, _t436):
    _t441 = 0
    for _t440 in st.zones[(15 + _t435)]:
        if (_c398[_t440] == _t436):
            _t441 += 1
    return _t441

# <rulerun alienz.rules: play #206 7d28f84c>
def _loop(st, _t435):
    _t437 = 0
    for _t436 in (_k395 or ()):
        if ((_a397(st, _t435, _t436) + _a399(st, _t435, _t436)) > 0):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #207 531b5a37>
def _loop(st, _t435, _t442):
    _t445 = 0
    for _t444 in st.zones[(11 + _t435)]:
        if (_c402[_t444] == _t442):
            _t445 += 1
    return _t445

# <rulerun alienz.rules: play #208 d37a72f9>
def _loop(st, _t435, _t442):
    _t447 = 0
    for _t446 in st.zones[(15 + _t435)]:
        if (_c404[_t446] == _t442):
            _t447 += 1
    return _t447

# <rulerun alienz.rules: play #209 447c40c3>
def _loop(st, _t435, _t442):
    _t449 = 0
    for _t448 in st.zones[(11 + _t435)]:
        if (_c406[_t448] == _t442):
            _t449 += 1
    return _t449

# <rulerun alienz.rules: play #210 6ede9198>
def _loop(st, _t435, _t442):
    _t451 = 0
    for _t450 in st.zones[(15 + _t435)]:
        if (_c408[_t450] == _t442):
            _t451 += 1
    return _t451

# <rulerun alienz.rules: play #211 7c02e1fe>
def _loop(st, _t442, _t452):
    _t455 = 0
    for _t454 in st.zones[(11 + _t452)]:
        if (_c411[_t454] == _t442):
            _t455 += 1
    return _t455

# <rulerun alienz.rules: play #212 5ab47f82>
def _loop(st, _t442, _t452):
    _t457 = 0
    for _t456 in st.zones[(15 + _t452)]:
        if (_c413[_t456] == _t442):
            _t457 += 1
    return _t457

# <rulerun alienz.rules: play #213 8fe198c2>
def _loop(st, _t442):
    _t453 = None
    for _t452 in (_k410 or ()):
        _t458 = (_a412(st, _t442, _t452) + _a414(st, _t442, _t452))
        if _t453 is None or _t458 > _t453:
            _t453 = _t458
    return _t453

# <rulerun alienz.rules: play #214 79a0505e>
def _loop(st, _t435, _t442):
    _t460 = 0
    for _t459 in st.zones[(11 + _t435)]:
        if (_c416[_t459] == _t442):
            _t460 += 1
    return _t460

# <rulerun alienz.rules: play #215 bea491ed>
def _loop(st, _t435, _t442):
    _t462 = 0
    for _t461 in st.zones[(15 + _t435)]:
        if (_c418[_t461] == _t442):
            _t462 += 1
    return _t462

# <rulerun alienz.rules: play #216 6fca90b8>
def _loop(st, _t435):
    _t443 = 0
    for _t442 in (_k401 or ()):
        if (((_a403(st, _t435, _t442) + _a405(st, _t435, _t442)) > 0) and ((_a407(st, _t435, _t442) + _a409(st, _t435, _t442)) == _a415(st, _t442))):
            _t443 += (_a417(st, _t435, _t442) + _a419(st, _t435, _t442))
    return _t443

# <rulerun alienz.rules: play #217 df6767b7>
def _loop(st, _t435, _t463):
    _t466 = 0
    for _t465 in st.zones[(11 + _t435)]:
        if (_c422[_t465] == _t463):
            _t466 += 1
    return _t466

# <rulerun alienz.rules: play #218 72560a10>
def _loop(st, _t435, _t463):
    _t468 = 0
    for _t467 in st.zones[(15 + _t435)]:
        if (_c424[_t467] == _t463):
            _t468 += 1
    return _t468

# <rulerun alienz.rules: play #219 5fb4c397>
def _loop(st, _t463, _t469):
    _t472 = 0
    for _t471 in st.zones[(11 + _t469)]:
        if (_c427[_t471] == _t463):
            _t472 += 1
    return _t472

# <rulerun alienz.rules: play #220 9f1611af>
def _loop(st, _t463, _t469):
    _t474 = 0
    for _t473 in st.zones[(15 + _t469)]:
        if (_c429[_t473] == _t463):
            _t474 += 1
    return _t474

# <rulerun alienz.rules: play #221 62b72d86>
def _loop(st, _t435, _t463):
    for _t469 in (_k426 or ()):
        if not (((_t469 == _t435) or ((_a428(st, _t463, _t469) + _a430(st, _t463, _t469)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #222 62d8421b>
def _loop(st, _t435):
    _t464 = 0
    for _t463 in (_k421 or ()):
        if (((_a423(st, _t435, _t463) + _a425(st, _t435, _t463)) > 0) and _a431(st, _t435, _t463)):
            _t464 += 1
    return _t464

# <rulerun alienz.rules: play #223 ffda6daa>
def _loop(st, _t475, _t476):
    _t478 = 0
    for _t477 in st.zones[(11 + _t475)]:
        if (_c435[_t477] == _t476):
            _t478 += 1
    return _t478

# <rulerun alienz.rules: play #224 1f97ce55>
def _loop(st, _t475, _t476):
    _t480 = 0
    for _t479 in st.zones[(15 + _t475)]:
        if (_c437[_t479] == _t476):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #225 44b148cd>
def _loop(st, _t475, _t476):
    _t482 = 0
    for _t481 in st.zones[(11 + _t475)]:
        if (_c440[_t481] == _t476):
            _t482 += 1
    return _t482

# <rulerun alienz.rules: play #226 cfe79aab>
def _loop(st, _t475, _t476):
    _t484 = 0
    for _t483 in st.zones[(15 + _t475)]:
        if (_c442[_t483] == _t476):
            _t484 += 1
    return _t484

# <rulerun alienz.rules: play #227 2a510c2a>
def _loop(st, _t475, _t485):
    _t488 = 0
    for _t487 in st.zones[(11 + _t475)]:
        if (_c448[_t487] == _t485):
            _t488 += 1
    return _t488

# <rulerun alienz.rules: play #228 fa520b7a>
def _loop(st, _t475, _t485):
    _t490 = 0
    for _t489 in st.zones[(15 + _t475)]:
        if (_c450[_t489] == _t485):
            _t490 += 1
    return _t490

# <rulerun alienz.rules: play #229 dbb1afb3>
def _loop(st, _t475):
    _t486 = 0
    for _t485 in (_k447 or ()):
        if ((_a449(st, _t475, _t485) + _a451(st, _t475, _t485)) > 0):
            _t486 += 1
    return _t486

# <rulerun alienz.rules: play #230 54c6ef5f>
def _loop(st, _t475, _t491):
    _t494 = 0
    for _t493 in st.zones[(11 + _t475)]:
        if (_c454[_t493] == _t491):
            _t494 += 1
    return _t494

# <rulerun alienz.rules: play #231 ff147162>
def _loop(st, _t475, _t491):
    _t496 = 0
    for _t495 in st.zones[(15 + _t475)]:
        if (_c456[_t495] == _t491):
            _t496 += 1
    return _t496

# <rulerun alienz.rules: play #232 abdd099f>
def _loop(st, _t475, _t491):
    _t498 = 0
    for _t497 in st.zones[(11 + _t475)]:
        if (_c458[_t497] == _t491):
            _t498 += 1
    return _t498

# <rulerun alienz.rules: play #233 7cd1fe9b>
def _loop(st, _t475, _t491):
    _t500 = 0
    for _t499 in st.zones[(15 + _t475)]:
        if (_c460[_t499] == _t491):
            _t500 += 1
    return _t500

# <rulerun alienz.rules: play #234 4c0a3d69>
def _loop(st, _t491, _t501):
    _t504 = 0
    for _t503 in st.zones[(11 + _t501)]:
        if (_c463[_t503] == _t491):
            _t504 += 1
    return _t504

# <rulerun alienz.rules: play #235 d6d313eb>
def _loop(st, _t491, _t501):
    _t506 = 0
    for _t505 in st.zones[(15 + _t501)]:
        if (_c465[_t505] == _t491):
            _t506 += 1
    return _t506

# <rulerun alienz.rules: play #236 95c98b0a>
def _loop(st, _t491):
    _t502 = None
    for _t501 in (_k462 or ()):
        _t507 = (_a464(st, _t491, _t501) + _a466(st, _t491, _t501))
        if _t502 is None or _t507 > _t502:
            _t502 = _t507
    return _t502

# <rulerun alienz.rules: play #237 8196e00b>
def _loop(st, _t475, _t491):
    _t509 = 0
    for _t508 in st.zones[(11 + _t475)]:
        if (_c468[_t508] == _t491):
            _t509 += 1
    return _t509

# <rulerun alienz.rules: play #238 03e93c54>
def _loop(st, _t475, _t491):
    _t511 = 0
    for _t510 in st.zones[(15 + _t475)]:
        if (_c470[_t510] == _t491):
            _t511 += 1
    return _t511

# <rulerun alienz.rules: play #239 96341644>
def _loop(st, _t475):
    _t492 = 0
    for _t491 in (_k453 or ()):
        if (((_a455(st, _t475, _t491) + _a457(st, _t475, _t491)) > 0) and ((_a459(st, _t475, _t491) + _a461(st, _t475, _t491)) == _a467(st, _t491))):
            _t492 += (_a469(st, _t475, _t491) + _a471(st, _t475, _t491))
    return _t492

# <rulerun alienz.rules: play #240 6697c2aa>
def _loop(st, _t475, _t512):
    _t515 = 0
    for _t514 in st.zones[(11 + _t475)]:
        if (_c474[_t514] == _t512):
            _t515 += 1
    return _t515

# <rulerun alienz.rules: play #241 467f1e08>
def _loop(st, _t475, _t512):
    _t517 = 0
    for _t516 in st.zones[(15 + _t475)]:
        if (_c476[_t516] == _t512):
            _t517 += 1
    return _t517

# <rulerun alienz.rules: play #242 b6996bb2>
def _loop(st, _t512, _t518):
    _t521 = 0
    for _t520 in st.zones[(11 + _t518)]:
        if (_c479[_t520] == _t512):
            _t521 += 1
    return _t521

# <rulerun alienz.rules: play #243 6dbb272d>
def _loop(st, _t512, _t518):
    _t523 = 0
    for _t522 in st.zones[(15 + _t518)]:
        if (_c481[_t522] == _t512):
            _t523 += 1
    return _t523

# <rulerun alienz.rules: play #244 c955e103>
def _loop(st, _t475, _t512):
    for _t518 in (_k478 or ()):
        if not (((_t518 == _t475) or ((_a480(st, _t512, _t518) + _a482(st, _t512, _t518)) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #245 8d5f4a87>
def _loop(st, _t475):
    _t513 = 0
    for _t512 in (_k473 or ()):
        if (((_a475(st, _t475, _t512) + _a477(st, _t475, _t512)) > 0) and _a483(st, _t475, _t512)):
            _t513 += 1
    return _t513

# <rulerun alienz.rules: play #246 788dafc5>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k393)
    for _t435 in (_k394 or []):
        _i3[2] = _t435
        _st_vars[4 + _t435] = (((((2 * (len(_st_zones[(11 + _t435)]) + len(_st_zones[(15 + _t435)]))) - (2 * len(_st_zones[(3 + _t435)]))) + _a400(st, _t435)) + _a420(st, _t435)) + (5 * _a432(st, _t435)))
    for _t475 in (_k433 or []):
        _i3[5] = _t475
        _st_vars[0 + _t475] = _st_vars[0 + _t475] + _st_vars[4 + _t475]
        _i3[6] = ''
        for _t476 in (_k434 or []):
            _i3[9] = _t476
            if not (((_a436(st, _t475, _t476) + _a438(st, _t475, _t476)) > 0)): continue
            _i3[6] = ((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain439(_t476) + ' ' + _plain439((_a441(st, _t475, _t476) + _a443(st, _t475, _t476)))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_t475), "'s score pile:", _plain439(_i3[6]), '; queued aliens set aside: ', _plain439(len(_st_zones[(7 + _t475)]))]))
        if _st_log is not None: _st_log.append(_Text446(_audience444(st), [_PlayerRef445(_t475), ' scores ', _plain439(_st_vars[4 + _t475]), ': +', _plain439((2 * (len(_st_zones[(11 + _t475)]) + len(_st_zones[(15 + _t475)])))), ' for ', _plain439((len(_st_zones[(11 + _t475)]) + len(_st_zones[(15 + _t475)]))), ' cards flown, -', _plain439((2 * len(_st_zones[(3 + _t475)]))), ' for ', _plain439(len(_st_zones[(3 + _t475)])), ' behind the screen, +', _plain439(_a452(st, _t475)), ' for colours, +', _plain439(_a472(st, _t475)), ' majorities, +', _plain439((5 * _a484(st, _t475))), ' sole owner; total ', _plain439(_st_vars[0 + _t475])]))
    if _p485(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #247 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #248 781e2f73>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run488(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k489)

# <rulerun alienz.rules: round #249 2a6ad773>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT490[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k493)
            _r = _run494(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit495(_k496)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit495(_k497)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run498(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit495(_k499)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run500(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit492(_k, st, _d0): raise _Runaway491()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k501)

# <rulerun alienz.rules: turn #250 21ad311e>
def _loop(st):
    for _t527 in st.zones[20]:
        if (_c510[_t527] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #251 c70bfdfa>
def _loop(st):
    for _t531 in st.zones[22]:
        return _c515[_t531]
    return None

# <rulerun alienz.rules: turn #252 8c6e4c40>
def _loop(st):
    for _t534 in st.zones[20]:
        if (_c517[_t534] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #253 205b35a7>
def _loop(st):
    for _t541 in st.zones[22]:
        return _c521[_t541]
    return None

# <rulerun alienz.rules: turn #254 2b6114d5>
def _loop(st):
    for _t544 in st.zones[20]:
        if (_c523[_t544] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #255 b1f62e15>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c525[_t549]
    return None

# <rulerun alienz.rules: turn #256 2729ee41>
def _loop(st):
    for _t552 in st.zones[20]:
        if (_c527[_t552] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #257 3ff65375>
def _loop(st, L, _t529):
    _t543 = _NOT_YET
    _t546 = _NOT_YET
    _t547 = _NOT_YET
    _t548 = _NOT_YET
    _t551 = _NOT_YET
    _t554 = _NOT_YET
    _t555 = _NOT_YET
    _t556 = _NOT_YET
    _t540 = 0
    for _t539 in st.zones[(3 + L[0])]:
        if ((_t539 != _t529) and ((_c519[_t539] == _c520[_t529]) or (((_t548 if _t548 is not _NOT_YET else (_t548 := ((_t543 if _t543 is not _NOT_YET else (_t543 := _a522(st))) if (_t547 if _t547 is not _NOT_YET else (_t547 := (_t546 if _t546 is not _NOT_YET else (_t546 := _a524(st))))) else None))) is not None) and (_c519[_t539] == (_t556 if _t556 is not _NOT_YET else (_t556 := ((_t551 if _t551 is not _NOT_YET else (_t551 := _a526(st))) if (_t555 if _t555 is not _NOT_YET else (_t555 := (_t554 if _t554 is not _NOT_YET else (_t554 := _a528(st))))) else None))))))):
            _t540 += 1
    return _t540

# <rulerun alienz.rules: turn #258 f798fbc2>
def _loop(st):
    for _t557 in st.zones[20]:
        if (_c530[_t557] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 9cdcb8fe>
def _loop(st, L):
    _t533 = _NOT_YET
    _t536 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t559 = _NOT_YET
    _t560 = _NOT_YET
    _t561 = _NOT_YET
    for _t529 in st.zones[(3 + L[0])]:
        if ((_c514[_t529] != (_t538 if _t538 is not _NOT_YET else (_t538 := ((_t533 if _t533 is not _NOT_YET else (_t533 := _a516(st))) if (_t537 if _t537 is not _NOT_YET else (_t537 := (_t536 if _t536 is not _NOT_YET else (_t536 := _a518(st))))) else None)))) and (_a529(st, L, _t529) >= (_t561 if _t561 is not _NOT_YET else (_t561 := (3 if (_t560 if _t560 is not _NOT_YET else (_t560 := (_t559 if _t559 is not _NOT_YET else (_t559 := _a531(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #260 c1601ce1>
def _loop(st):
    for _t562 in st.zones[20]:
        if (_c537[_t562] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #261 2fca6950>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT502[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run505(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range506(1, L[1]) or []); L[3] = 0
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
            _t524 = L[0]
            _t525 = len(_o)
            if _t525 <= 1 and _st_log is None:
                L[5] = _o[0] if _t525 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t526 = st.chooser(_t525, _t524)
                else:
                    _t526 = _st_bits(_t525.bit_length())
                    while _t526 >= _t525: _t526 = _st_bits(_t525.bit_length())
                L[5] = _o[_t526]; st.decisions += 1
            elif _decide508(st, L, _o[:], _t524): return True
            pc = 4
        if pc == 4:
            _r = _run509(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit504(_k, st, _d0): raise _Runaway503()
            continue
        if pc == 6:
            if _a511(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer512(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a532(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d533(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d534(st, [_c535[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d536(st, [L[0], _c535[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a538(st) else 2))) else [])) or [])
            fr[1] = 11
            _t564 = L[0]
            _t565 = len(_o)
            if _t565 <= 1 and _st_log is None:
                L[7] = _o[0] if _t565 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t566 = st.chooser(_t565, _t564)
                else:
                    _t566 = _st_bits(_t565.bit_length())
                    while _t566 >= _t565: _t566 = _st_bits(_t565.bit_length())
                L[7] = _o[_t566]; st.decisions += 1
            elif _decide540(st, L, _o, _t564): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit541(_k542)
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
            if len(st.cur) >= 500: raise _RuleLimit541(_k543)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run544(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit541(_k545)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k546)

# <rulerun alienz.rules: private_flight #262 0fbc6fd8>
def _loop(st):
    for _t568 in st.zones[22]:
        return _c550[_t568]
    return None

# <rulerun alienz.rules: private_flight #263 06053e7b>
def _loop(st):
    for _t571 in st.zones[20]:
        if (_c552[_t571] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #264 aea5012c>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c556[_t578]
    return None

# <rulerun alienz.rules: private_flight #265 8dd6e05b>
def _loop(st):
    for _t581 in st.zones[20]:
        if (_c558[_t581] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #266 39b0f2cf>
def _loop(st):
    for _t586 in st.zones[22]:
        return _c560[_t586]
    return None

# <rulerun alienz.rules: private_flight #267 c10051f7>
def _loop(st):
    for _t589 in st.zones[20]:
        if (_c562[_t589] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #268 6f23d26b>
def _loop(st, L, _t567):
    _t580 = _NOT_YET
    _t583 = _NOT_YET
    _t584 = _NOT_YET
    _t585 = _NOT_YET
    _t588 = _NOT_YET
    _t591 = _NOT_YET
    _t592 = _NOT_YET
    _t593 = _NOT_YET
    _t577 = 0
    for _t576 in st.zones[(3 + L[0])]:
        if ((_t576 != _t567) and ((_c554[_t576] == _c555[_t567]) or (((_t585 if _t585 is not _NOT_YET else (_t585 := ((_t580 if _t580 is not _NOT_YET else (_t580 := _a557(st))) if (_t584 if _t584 is not _NOT_YET else (_t584 := (_t583 if _t583 is not _NOT_YET else (_t583 := _a559(st))))) else None))) is not None) and (_c554[_t576] == (_t593 if _t593 is not _NOT_YET else (_t593 := ((_t588 if _t588 is not _NOT_YET else (_t588 := _a561(st))) if (_t592 if _t592 is not _NOT_YET else (_t592 := (_t591 if _t591 is not _NOT_YET else (_t591 := _a563(st))))) else None))))))):
            _t577 += 1
    return _t577

# <rulerun alienz.rules: private_flight #269 ac1d6df6>
def _loop(st):
    for _t594 in st.zones[20]:
        if (_c565[_t594] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #270 f11211c6>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t570 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t596 = _NOT_YET
            _t597 = _NOT_YET
            _t598 = _NOT_YET
            _o = []
            for _t567 in st.zones[(3 + L[0])]:
                if ((_c549[_t567] != (_t575 if _t575 is not _NOT_YET else (_t575 := ((_t570 if _t570 is not _NOT_YET else (_t570 := _a551(st))) if (_t574 if _t574 is not _NOT_YET else (_t574 := (_t573 if _t573 is not _NOT_YET else (_t573 := _a553(st))))) else None)))) and (_a564(st, L, _t567) >= (_t598 if _t598 is not _NOT_YET else (_t598 := (3 if (_t597 if _t597 is not _NOT_YET else (_t597 := (_t596 if _t596 is not _NOT_YET else (_t596 := _a566(st))))) else 2))))): _o.append(_t567)
            fr[1] = 1
            _t599 = L[0]
            _t600 = len(_o)
            if _t600 <= 1 and _st_log is None:
                L[1] = _o[0] if _t600 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t601 = st.chooser(_t600, _t599)
                else:
                    _t601 = _st_bits(_t600.bit_length())
                    while _t601 >= _t600: _t601 = _st_bits(_t600.bit_length())
                L[1] = _o[_t601]; st.decisions += 1
            elif _decide568(st, L, _o, _t599): return True
            pc = 1
        if pc == 1:
            _r = _run569(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit570(_k571)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k573)

# <rulerun alienz.rules: commercial_flight #271 89b15187>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT574[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run577(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit578(_k579)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit578(_k580)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run581(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o582[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit578(_k583)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit576(_k, st, _d0): raise _Runaway575()
            continue
        if pc == 8:
            _r = _run584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit578(_k585)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k586)

# <rulerun alienz.rules: board_own #272 3b36329b>
def _loop(st):
    for _t602 in st.zones[20]:
        if (_c592[_t602] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #273 86b0b1cc>
def _loop(st):
    for _t605 in st.zones[22]:
        return _c595[_t605]
    return None

# <rulerun alienz.rules: board_own #274 551b8201>
def _loop(st):
    for _t608 in st.zones[20]:
        if (_c597[_t608] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #275 56023e09>
def _loop(st):
    for _t613 in st.zones[22]:
        return _c599[_t613]
    return None

# <rulerun alienz.rules: board_own #276 1b30145d>
def _loop(st):
    for _t616 in st.zones[20]:
        if (_c601[_t616] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #277 ed1056db>
def _loop(st):
    for _t625 in st.zones[22]:
        return _c606[_t625]
    return None

# <rulerun alienz.rules: board_own #278 7c92988f>
def _loop(st):
    for _t628 in st.zones[20]:
        if (_c608[_t628] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #279 2fd5ce58>
def _loop(st):
    for _t633 in st.zones[22]:
        return _c610[_t633]
    return None

# <rulerun alienz.rules: board_own #280 6d6fc112>
def _loop(st):
    for _t636 in st.zones[20]:
        if (_c612[_t636] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #281 4fb08e44>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
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
                pc = 14
        if pc == 2:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a593(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t607 = _NOT_YET
            _t610 = _NOT_YET
            _t611 = _NOT_YET
            _t612 = _NOT_YET
            _t615 = _NOT_YET
            _t618 = _NOT_YET
            _t619 = _NOT_YET
            _t620 = _NOT_YET
            _o = []
            for _t604 in _st_zones[(3 + L[0])]:
                if ((_c594[_t604] == L[1]) or (((_t612 if _t612 is not _NOT_YET else (_t612 := ((_t607 if _t607 is not _NOT_YET else (_t607 := _a596(st))) if (_t611 if _t611 is not _NOT_YET else (_t611 := (_t610 if _t610 is not _NOT_YET else (_t610 := _a598(st))))) else None))) is not None) and (_c594[_t604] == (_t620 if _t620 is not _NOT_YET else (_t620 := ((_t615 if _t615 is not _NOT_YET else (_t615 := _a600(st))) if (_t619 if _t619 is not _NOT_YET else (_t619 := (_t618 if _t618 is not _NOT_YET else (_t618 := _a602(st))))) else None)))))): _o.append(_t604)
            fr[1] = 5
            _t621 = L[0]
            _t622 = len(_o)
            if _t622 <= 1 and _st_log is None:
                L[4] = _o[0] if _t622 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t623 = st.chooser(_t622, _t621)
                else:
                    _t623 = _st_bits(_t622.bit_length())
                    while _t623 >= _t622: _t623 = _st_bits(_t622.bit_length())
                L[4] = _o[_t623]; st.decisions += 1
            elif _decide604(st, L, _o, _t621): return True
            pc = 5
        if pc == 5:
            _r = _run605(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t627 = _NOT_YET
            _t630 = _NOT_YET
            _t631 = _NOT_YET
            _t632 = _NOT_YET
            _t635 = _NOT_YET
            _t638 = _NOT_YET
            _t639 = _NOT_YET
            _t640 = _NOT_YET
            _o = []
            for _t624 in _st_zones[(3 + L[0])]:
                if ((_c594[_t624] == L[1]) or (((_t632 if _t632 is not _NOT_YET else (_t632 := ((_t627 if _t627 is not _NOT_YET else (_t627 := _a607(st))) if (_t631 if _t631 is not _NOT_YET else (_t631 := (_t630 if _t630 is not _NOT_YET else (_t630 := _a609(st))))) else None))) is not None) and (_c594[_t624] == (_t640 if _t640 is not _NOT_YET else (_t640 := ((_t635 if _t635 is not _NOT_YET else (_t635 := _a611(st))) if (_t639 if _t639 is not _NOT_YET else (_t639 := (_t638 if _t638 is not _NOT_YET else (_t638 := _a613(st))))) else None)))))): _o.append(_t624)
            fr[1] = 8
            if _offer614(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run615(st, L)
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
            _r = _run616(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit589(_k, st, _d0): raise _Runaway588()
            continue
        if pc == 14:
            _r = _run617(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k618)

# <rulerun alienz.rules: board_queue #282 295661db>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run621(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k622)

# <rulerun alienz.rules: join #283 ec9f99ea>
def _loop(st):
    for _t642 in st.zones[22]:
        return _c628[_t642]
    return None

# <rulerun alienz.rules: join #284 cd2856b3>
def _loop(st):
    for _t645 in st.zones[20]:
        if (_c630[_t645] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #285 a7912590>
def _loop(st):
    for _t650 in st.zones[22]:
        return _c632[_t650]
    return None

# <rulerun alienz.rules: join #286 0b4ec9d0>
def _loop(st):
    for _t653 in st.zones[20]:
        if (_c634[_t653] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #287 765e348f>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT623[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run626(st, L)
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
            _t644 = _NOT_YET
            _t647 = _NOT_YET
            _t648 = _NOT_YET
            _t649 = _NOT_YET
            _t652 = _NOT_YET
            _t655 = _NOT_YET
            _t656 = _NOT_YET
            _t657 = _NOT_YET
            _o = []
            for _t641 in st.zones[(3 + L[0])]:
                if ((_c627[_t641] == L[1]) or (((_t649 if _t649 is not _NOT_YET else (_t649 := ((_t644 if _t644 is not _NOT_YET else (_t644 := _a629(st))) if (_t648 if _t648 is not _NOT_YET else (_t648 := (_t647 if _t647 is not _NOT_YET else (_t647 := _a631(st))))) else None))) is not None) and (_c627[_t641] == (_t657 if _t657 is not _NOT_YET else (_t657 := ((_t652 if _t652 is not _NOT_YET else (_t652 := _a633(st))) if (_t656 if _t656 is not _NOT_YET else (_t656 := (_t655 if _t655 is not _NOT_YET else (_t655 := _a635(st))))) else None)))))): _o.append(_t641)
            fr[1] = 3
            if _offer636(st, L, _o): return True
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
            _r = _run637(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit625(_k, st, _d0): raise _Runaway624()
            continue
        if pc == 8:
            _r = _run638(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k639)

# <rulerun alienz.rules: refill #288 1a18dc98>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT640[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run643(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit644(_k645)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit642(_k, st, _d0): raise _Runaway641()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k646)

# <rulerun alienz.rules: surface #289 8b13c155>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT647[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d650(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit651(_k652)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit649(_k, st, _d0): raise _Runaway648()
            continue
        if pc == 3:
            _r = _run653(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k654)

# <rulerun alienz.rules: reveal_event #290 f5935255>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run657(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit658(_k659)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k660)

# <rulerun alienz.rules: resolve_events #291 5d6aa0e5>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT661[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run664(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit665(_k666)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit663(_k, st, _d0): raise _Runaway662()
            continue
        if pc == 4:
            _r = _run667(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k668)

# <rulerun alienz.rules: take_effect #292 fcf92cc4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run671(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c672[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run673(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c672[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run674(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c672[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run675(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit676(_k677)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k678)

# <rulerun alienz.rules: storm_flip #293 2af257bb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit681(_k682)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run683(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit681(_k684)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k685)

# <rulerun alienz.rules: scoring #294 322be600>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run688(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k689)

# <rulerun alienz.rules: play #295 345e7177>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT690[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run693(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit694(_k695)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run696(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit692(_k, st, _d0): raise _Runaway691()
            continue
        if pc == 5:
            fr[1] = 6
            if _step697(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k698)

# <rulerun alienz.rules: turn #296 8f4a17d1>
def _loop(st):
    for _t661 in st.zones[20]:
        if (_c709[_t661] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #297 7e2ce701>
def _loop(st):
    for _t665 in st.zones[22]:
        return _c714[_t665]
    return None

# <rulerun alienz.rules: turn #298 81deab9b>
def _loop(st):
    for _t668 in st.zones[20]:
        if (_c716[_t668] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #299 bdb943ca>
def _loop(st):
    for _t675 in st.zones[22]:
        return _c720[_t675]
    return None

# <rulerun alienz.rules: turn #300 1d617d13>
def _loop(st):
    for _t678 in st.zones[20]:
        if (_c722[_t678] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #301 c4a920bc>
def _loop(st):
    for _t683 in st.zones[22]:
        return _c724[_t683]
    return None

# <rulerun alienz.rules: turn #302 502e05df>
def _loop(st):
    for _t686 in st.zones[20]:
        if (_c726[_t686] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: turn #303 25776e0e>
def _loop(st, L, _t663):
    _t677 = _NOT_YET
    _t680 = _NOT_YET
    _t681 = _NOT_YET
    _t682 = _NOT_YET
    _t685 = _NOT_YET
    _t688 = _NOT_YET
    _t689 = _NOT_YET
    _t690 = _NOT_YET
    _t674 = 0
    for _t673 in st.zones[(3 + L[0])]:
        if ((_t673 != _t663) and ((_c718[_t673] == _c719[_t663]) or (((_t682 if _t682 is not _NOT_YET else (_t682 := ((_t677 if _t677 is not _NOT_YET else (_t677 := _a721(st))) if (_t681 if _t681 is not _NOT_YET else (_t681 := (_t680 if _t680 is not _NOT_YET else (_t680 := _a723(st))))) else None))) is not None) and (_c718[_t673] == (_t690 if _t690 is not _NOT_YET else (_t690 := ((_t685 if _t685 is not _NOT_YET else (_t685 := _a725(st))) if (_t689 if _t689 is not _NOT_YET else (_t689 := (_t688 if _t688 is not _NOT_YET else (_t688 := _a727(st))))) else None))))))):
            _t674 += 1
    return _t674

# <rulerun alienz.rules: turn #304 b3cecc41>
def _loop(st):
    for _t691 in st.zones[20]:
        if (_c729[_t691] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #305 47047194>
def _loop(st, L):
    _t667 = _NOT_YET
    _t670 = _NOT_YET
    _t671 = _NOT_YET
    _t672 = _NOT_YET
    _t693 = _NOT_YET
    _t694 = _NOT_YET
    _t695 = _NOT_YET
    for _t663 in st.zones[(3 + L[0])]:
        if ((_c713[_t663] != (_t672 if _t672 is not _NOT_YET else (_t672 := ((_t667 if _t667 is not _NOT_YET else (_t667 := _a715(st))) if (_t671 if _t671 is not _NOT_YET else (_t671 := (_t670 if _t670 is not _NOT_YET else (_t670 := _a717(st))))) else None)))) and (_a728(st, L, _t663) >= (_t695 if _t695 is not _NOT_YET else (_t695 := (3 if (_t694 if _t694 is not _NOT_YET else (_t694 := (_t693 if _t693 is not _NOT_YET else (_t693 := _a730(st))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #306 3300c009>
def _loop(st):
    for _t696 in st.zones[20]:
        if (_c736[_t696] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #307 afd1fed6>
def _loop(st):
    for _t703 in st.zones[22]:
        return _c741[_t703]
    return None

# <rulerun alienz.rules: private_flight #308 dde7fc12>
def _loop(st):
    for _t706 in st.zones[20]:
        if (_c743[_t706] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #309 dbc74598>
def _loop(st):
    for _t713 in st.zones[22]:
        return _c747[_t713]
    return None

# <rulerun alienz.rules: private_flight #310 092970ed>
def _loop(st):
    for _t716 in st.zones[20]:
        if (_c749[_t716] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #311 cdb2fcde>
def _loop(st):
    for _t721 in st.zones[22]:
        return _c751[_t721]
    return None

# <rulerun alienz.rules: private_flight #312 c56f9a10>
def _loop(st):
    for _t724 in st.zones[20]:
        if (_c753[_t724] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #313 55a438df>
def _loop(st, L, _t702):
    _t715 = _NOT_YET
    _t718 = _NOT_YET
    _t719 = _NOT_YET
    _t720 = _NOT_YET
    _t723 = _NOT_YET
    _t726 = _NOT_YET
    _t727 = _NOT_YET
    _t728 = _NOT_YET
    _t712 = 0
    for _t711 in st.zones[(3 + L[0])]:
        if ((_t711 != _t702) and ((_c745[_t711] == _c746[_t702]) or (((_t720 if _t720 is not _NOT_YET else (_t720 := ((_t715 if _t715 is not _NOT_YET else (_t715 := _a748(st))) if (_t719 if _t719 is not _NOT_YET else (_t719 := (_t718 if _t718 is not _NOT_YET else (_t718 := _a750(st))))) else None))) is not None) and (_c745[_t711] == (_t728 if _t728 is not _NOT_YET else (_t728 := ((_t723 if _t723 is not _NOT_YET else (_t723 := _a752(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := (_t726 if _t726 is not _NOT_YET else (_t726 := _a754(st))))) else None))))))):
            _t712 += 1
    return _t712

# <rulerun alienz.rules: private_flight #314 26d904db>
def _loop(st):
    for _t729 in st.zones[20]:
        if (_c756[_t729] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #315 8ce2d25d>
def _loop(st):
    for _t742 in st.zones[20]:
        if (_c769[_t742] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #316 d45a6c74>
def _loop(st):
    for _t746 in st.zones[22]:
        return _c772[_t746]
    return None

# <rulerun alienz.rules: private_flight #317 8517e752>
def _loop(st):
    for _t749 in st.zones[20]:
        if (_c774[_t749] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #318 51b1f756>
def _loop(st):
    for _t754 in st.zones[22]:
        return _c776[_t754]
    return None

# <rulerun alienz.rules: private_flight #319 6404fb2d>
def _loop(st):
    for _t757 in st.zones[20]:
        if (_c778[_t757] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #320 2f095db4>
def _loop(st):
    for _t767 in st.zones[22]:
        return _c782[_t767]
    return None

# <rulerun alienz.rules: private_flight #321 1ec3f5dd>
def _loop(st):
    for _t770 in st.zones[20]:
        if (_c784[_t770] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #322 57d4b9d7>
def _loop(st):
    for _t775 in st.zones[22]:
        return _c786[_t775]
    return None

# <rulerun alienz.rules: private_flight #323 beeb7c1d>
def _loop(st):
    for _t778 in st.zones[20]:
        if (_c788[_t778] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #324 0340195e>
def _loop(st):
    for _t788 in st.zones[20]:
        if (_c794[_t788] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #325 30aae420>
def _loop(st):
    for _t792 in st.zones[22]:
        return _c797[_t792]
    return None

# <rulerun alienz.rules: board_own #326 559359a7>
def _loop(st):
    for _t795 in st.zones[20]:
        if (_c799[_t795] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #327 2ac7597e>
def _loop(st):
    for _t800 in st.zones[22]:
        return _c801[_t800]
    return None

# <rulerun alienz.rules: board_own #328 2eaa4b22>
def _loop(st):
    for _t803 in st.zones[20]:
        if (_c803[_t803] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #329 6521f333>
def _loop(st):
    for _t813 in st.zones[22]:
        return _c808[_t813]
    return None

# <rulerun alienz.rules: board_own #330 fd87d158>
def _loop(st):
    for _t816 in st.zones[20]:
        if (_c810[_t816] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #331 b9df636d>
def _loop(st):
    for _t821 in st.zones[22]:
        return _c812[_t821]
    return None

# <rulerun alienz.rules: board_own #332 444e81dc>
def _loop(st):
    for _t824 in st.zones[20]:
        if (_c814[_t824] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #333 playout 0058c679>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t786 = 0; _t787 = st.decisions
    while True:
        _t786 += 1
        if _t786 > _LIMIT791[0] and _over_limit792(_t786, st, _t787): raise _Runaway793()
        L[3] = None
        if (L[2] < (3 if _a795(st) else 2)):
            _t794 = _NOT_YET
            _t797 = _NOT_YET
            _t798 = _NOT_YET
            _t799 = _NOT_YET
            _t802 = _NOT_YET
            _t805 = _NOT_YET
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t790 = []
            for _t791 in _st_zones[(3 + _l0)]:
                if ((_c796[_t791] == _l1) or (((_t799 if _t799 is not _NOT_YET else (_t799 := ((_t794 if _t794 is not _NOT_YET else (_t794 := _a798(st))) if (_t798 if _t798 is not _NOT_YET else (_t798 := (_t797 if _t797 is not _NOT_YET else (_t797 := _a800(st))))) else None))) is not None) and (_c796[_t791] == (_t807 if _t807 is not _NOT_YET else (_t807 := ((_t802 if _t802 is not _NOT_YET else (_t802 := _a802(st))) if (_t806 if _t806 is not _NOT_YET else (_t806 := (_t805 if _t805 is not _NOT_YET else (_t805 := _a804(st))))) else None)))))): _t790.append(_t791)
            _t808 = _l0
            _t809 = len(_t790)
            if _t809 <= 1 and _st_log is None:
                L[4] = _t790[0] if _t809 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t810 = st.chooser(_t809, _t808)
                else:
                    _t810 = _st_bits(_t809.bit_length())
                    while _t810 >= _t809: _t810 = _st_bits(_t809.bit_length())
                L[4] = _t790[_t810]; st.decisions += 1
            elif _decide807(st, L, _t790, _t808): raise _PlayoutCut805()
            L[3] = L[4]
        else:
            _t815 = _NOT_YET
            _t818 = _NOT_YET
            _t819 = _NOT_YET
            _t820 = _NOT_YET
            _t823 = _NOT_YET
            _t826 = _NOT_YET
            _t827 = _NOT_YET
            _t828 = _NOT_YET
            _t811 = []
            for _t812 in _st_zones[(3 + _l0)]:
                if ((_c796[_t812] == _l1) or (((_t820 if _t820 is not _NOT_YET else (_t820 := ((_t815 if _t815 is not _NOT_YET else (_t815 := _a809(st))) if (_t819 if _t819 is not _NOT_YET else (_t819 := (_t818 if _t818 is not _NOT_YET else (_t818 := _a811(st))))) else None))) is not None) and (_c796[_t812] == (_t828 if _t828 is not _NOT_YET else (_t828 := ((_t823 if _t823 is not _NOT_YET else (_t823 := _a813(st))) if (_t827 if _t827 is not _NOT_YET else (_t827 := (_t826 if _t826 is not _NOT_YET else (_t826 := _a815(st))))) else None)))))): _t811.append(_t812)
            if _offer816(st, L, _t811): raise _PlayoutCut805()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t829 = L[3]
        _t830 = (11 + _l0)
        if type(_t829) is int and _st_log is None:
            _t831 = _st_zones[_st_loc[_t829]]
            if _t831[-1] == _t829: _t831.pop()
            else: _t831.remove(_t829)
            _st_zones[_t830].append(_t829); _st_loc[_t829] = _t830
        elif _t829 is not None:
            _move_cards817(st, _t829, _t830, False)
        L[2] = L[2] + 1
    if _st_log is not None: _st_log.append(_Text821(_audience818(st), [_PlayerRef819(_l0), ' flies ', _plain820(L[2]), ' ', _plain820(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain820(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #334 223d5ae4>
def _loop(st):
    for _t835 in st.zones[22]:
        return _c824[_t835]
    return None

# <rulerun alienz.rules: private_flight #335 5284919e>
def _loop(st):
    for _t838 in st.zones[20]:
        if (_c826[_t838] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #336 9dcab9b1>
def _loop(st):
    for _t843 in st.zones[22]:
        return _c828[_t843]
    return None

# <rulerun alienz.rules: private_flight #337 ec1b9e0a>
def _loop(st):
    for _t846 in st.zones[20]:
        if (_c830[_t846] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #338 playout c393643b>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    _t705 = _NOT_YET
    _t708 = _NOT_YET
    _t709 = _NOT_YET
    _t710 = _NOT_YET
    _t731 = _NOT_YET
    _t732 = _NOT_YET
    _t733 = _NOT_YET
    _t701 = []
    for _t702 in _st_zones[(3 + _l0)]:
        if ((_c740[_t702] != (_t710 if _t710 is not _NOT_YET else (_t710 := ((_t705 if _t705 is not _NOT_YET else (_t705 := _a742(st))) if (_t709 if _t709 is not _NOT_YET else (_t709 := (_t708 if _t708 is not _NOT_YET else (_t708 := _a744(st))))) else None)))) and (_a755(st, L, _t702) >= (_t733 if _t733 is not _NOT_YET else (_t733 := (3 if (_t732 if _t732 is not _NOT_YET else (_t732 := (_t731 if _t731 is not _NOT_YET else (_t731 := _a757(st))))) else 2))))): _t701.append(_t702)
    _t734 = _l0
    _t735 = len(_t701)
    if _t735 <= 1 and _st_log is None:
        L[1] = _t701[0] if _t735 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t736 = st.chooser(_t735, _t734)
        else:
            _t736 = _st_bits(_t735.bit_length())
            while _t736 >= _t735: _t736 = _st_bits(_t735.bit_length())
        L[1] = _t701[_t736]; st.decisions += 1
    elif _decide760(st, L, _t701, _t734): raise _PlayoutCut758()
    L[2] = _c740[L[1]]
    _t737 = L[1]
    _t738 = (15 + _l0)
    if type(_t737) is int and _st_log is None:
        _t739 = _st_zones[_st_loc[_t737]]
        if _t739[-1] == _t737: _t739.pop()
        else: _t739.remove(_t737)
        _st_zones[_t738].append(_t737); _st_loc[_t737] = _t738
    elif _t737 is not None:
        _move_cards761(st, _t737, _t738, False)
    if _st_log is not None: _st_log.append(_Text765(_audience762(st), [_PlayerRef763(_l0), ' opens a private flight to the ', _plain764(L[2]), ' planet']))
    if _p822(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    for _t832 in (_k823 or []):
        _i5[3] = _t832
        _t837 = _NOT_YET
        _t840 = _NOT_YET
        _t841 = _NOT_YET
        _t842 = _NOT_YET
        _t845 = _NOT_YET
        _t848 = _NOT_YET
        _t849 = _NOT_YET
        _t850 = _NOT_YET
        _t833 = []
        for _t834 in _st_zones[(7 + _t832)]:
            if ((_c771[_t834] == _i5l0) or (((_t842 if _t842 is not _NOT_YET else (_t842 := ((_t837 if _t837 is not _NOT_YET else (_t837 := _a825(st))) if (_t841 if _t841 is not _NOT_YET else (_t841 := (_t840 if _t840 is not _NOT_YET else (_t840 := _a827(st))))) else None))) is not None) and (_c771[_t834] == (_t850 if _t850 is not _NOT_YET else (_t850 := ((_t845 if _t845 is not _NOT_YET else (_t845 := _a829(st))) if (_t849 if _t849 is not _NOT_YET else (_t849 := (_t848 if _t848 is not _NOT_YET else (_t848 := _a831(st))))) else None)))))):
                _t833.append(_t834)
        _i5[4] = _t833
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text765(_audience762(st), [_PlayerRef763(_t832), "'s queued aliens board the flight"]))
            _t851 = _i5[4]
            _t852 = (11 + _t832)
            if type(_t851) is list and _st_log is None:
                for _t853 in _t851:
                    _t854 = _st_zones[_st_loc[_t853]]
                    if _t854[-1] == _t853: _t854.pop()
                    else: _t854.remove(_t853)
                    _st_zones[_t852].append(_t853); _st_loc[_t853] = _t852
            elif _t851 is not None:
                _move_cards761(st, _t851, _t852, False)
    if _st_log is not None: _st_log.append(_Text765(_audience762(st), ['The flight to the ', _plain764(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #339 880341d2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT699[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run702(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region703(st, L)
            if _r is None:
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range704(1, L[1]) or []); L[3] = 0
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
            _t658 = L[0]
            _t659 = len(_o)
            if _t659 <= 1 and _st_log is None:
                L[5] = _o[0] if _t659 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t660 = st.chooser(_t659, _t658)
                else:
                    _t660 = _st_bits(_t659.bit_length())
                    while _t660 >= _t659: _t660 = _st_bits(_t659.bit_length())
                L[5] = _o[_t660]; st.decisions += 1
            elif _decide706(st, L, _o[:], _t658): return True
            pc = 4
        if pc == 4:
            _r = _run707(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit701(_k, st, _d0): raise _Runaway700()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region708(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if _a710(st):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer711(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run712(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (((['no flight'] + (['private flight'] if _a731(st, L) else [])) + (['commercial flight'] if ((((not not _st_zones[0]) and (not _d732(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d733(st, [_c734[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d735(st, [L[0], _c734[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a737(st) else 2))) else [])) or [])
            fr[1] = 11
            _t698 = L[0]
            _t699 = len(_o)
            if _t699 <= 1 and _st_log is None:
                L[7] = _o[0] if _t699 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t700 = st.chooser(_t699, _t698)
                else:
                    _t700 = _st_bits(_t699.bit_length())
                    while _t700 >= _t699: _t700 = _st_bits(_t699.bit_length())
                L[7] = _o[_t700]; st.decisions += 1
            elif _decide739(st, L, _o, _t698): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p832(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit833(_k834)
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
            if len(st.cur) >= 500: raise _RuleLimit833(_k835)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run836(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit833(_k837)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k838)

# <rulerun alienz.rules: private_flight #340 79e23e7b>
def _loop(st):
    for _t856 in st.zones[22]:
        return _c842[_t856]
    return None

# <rulerun alienz.rules: private_flight #341 340c3569>
def _loop(st):
    for _t859 in st.zones[20]:
        if (_c844[_t859] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #342 de90d0a9>
def _loop(st):
    for _t866 in st.zones[22]:
        return _c848[_t866]
    return None

# <rulerun alienz.rules: private_flight #343 4f3755c1>
def _loop(st):
    for _t869 in st.zones[20]:
        if (_c850[_t869] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #344 ec32f850>
def _loop(st):
    for _t874 in st.zones[22]:
        return _c852[_t874]
    return None

# <rulerun alienz.rules: private_flight #345 c0be3355>
def _loop(st):
    for _t877 in st.zones[20]:
        if (_c854[_t877] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #346 472dab6a>
def _loop(st, L, _t855):
    _t868 = _NOT_YET
    _t871 = _NOT_YET
    _t872 = _NOT_YET
    _t873 = _NOT_YET
    _t876 = _NOT_YET
    _t879 = _NOT_YET
    _t880 = _NOT_YET
    _t881 = _NOT_YET
    _t865 = 0
    for _t864 in st.zones[(3 + L[0])]:
        if ((_t864 != _t855) and ((_c846[_t864] == _c847[_t855]) or (((_t873 if _t873 is not _NOT_YET else (_t873 := ((_t868 if _t868 is not _NOT_YET else (_t868 := _a849(st))) if (_t872 if _t872 is not _NOT_YET else (_t872 := (_t871 if _t871 is not _NOT_YET else (_t871 := _a851(st))))) else None))) is not None) and (_c846[_t864] == (_t881 if _t881 is not _NOT_YET else (_t881 := ((_t876 if _t876 is not _NOT_YET else (_t876 := _a853(st))) if (_t880 if _t880 is not _NOT_YET else (_t880 := (_t879 if _t879 is not _NOT_YET else (_t879 := _a855(st))))) else None))))))):
            _t865 += 1
    return _t865

# <rulerun alienz.rules: private_flight #347 58df1a86>
def _loop(st):
    for _t882 in st.zones[20]:
        if (_c857[_t882] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #348 e8c509f0>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t858 = _NOT_YET
            _t861 = _NOT_YET
            _t862 = _NOT_YET
            _t863 = _NOT_YET
            _t884 = _NOT_YET
            _t885 = _NOT_YET
            _t886 = _NOT_YET
            _o = []
            for _t855 in st.zones[(3 + L[0])]:
                if ((_c841[_t855] != (_t863 if _t863 is not _NOT_YET else (_t863 := ((_t858 if _t858 is not _NOT_YET else (_t858 := _a843(st))) if (_t862 if _t862 is not _NOT_YET else (_t862 := (_t861 if _t861 is not _NOT_YET else (_t861 := _a845(st))))) else None)))) and (_a856(st, L, _t855) >= (_t886 if _t886 is not _NOT_YET else (_t886 := (3 if (_t885 if _t885 is not _NOT_YET else (_t885 := (_t884 if _t884 is not _NOT_YET else (_t884 := _a858(st))))) else 2))))): _o.append(_t855)
            fr[1] = 1
            _t887 = L[0]
            _t888 = len(_o)
            if _t888 <= 1 and _st_log is None:
                L[1] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888, _t887)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[1] = _o[_t889]; st.decisions += 1
            elif _decide860(st, L, _o, _t887): return True
            pc = 1
        if pc == 1:
            _r = _run861(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p862(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit863(_k864)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run865(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k866)

# <rulerun alienz.rules: join #349 1ff13875>
def _loop(st):
    for _t894 in st.zones[22]:
        return _c882[_t894]
    return None

# <rulerun alienz.rules: join #350 616d8a66>
def _loop(st):
    for _t897 in st.zones[20]:
        if (_c884[_t897] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #351 a51630e8>
def _loop(st):
    for _t902 in st.zones[22]:
        return _c886[_t902]
    return None

# <rulerun alienz.rules: join #352 7bae8724>
def _loop(st):
    for _t905 in st.zones[20]:
        if (_c888[_t905] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #353 playout 28eb7fab>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _st_zones = st.zones
    L[2] = 0
    _t890 = 0; _t891 = st.decisions
    while True:
        _t890 += 1
        if _t890 > _LIMIT878[0] and _over_limit879(_t890, st, _t891): raise _Runaway880()
        _t896 = _NOT_YET
        _t899 = _NOT_YET
        _t900 = _NOT_YET
        _t901 = _NOT_YET
        _t904 = _NOT_YET
        _t907 = _NOT_YET
        _t908 = _NOT_YET
        _t909 = _NOT_YET
        _t892 = []
        for _t893 in _st_zones[(3 + _l0)]:
            if ((_c881[_t893] == L[1]) or (((_t901 if _t901 is not _NOT_YET else (_t901 := ((_t896 if _t896 is not _NOT_YET else (_t896 := _a883(st))) if (_t900 if _t900 is not _NOT_YET else (_t900 := (_t899 if _t899 is not _NOT_YET else (_t899 := _a885(st))))) else None))) is not None) and (_c881[_t893] == (_t909 if _t909 is not _NOT_YET else (_t909 := ((_t904 if _t904 is not _NOT_YET else (_t904 := _a887(st))) if (_t908 if _t908 is not _NOT_YET else (_t908 := (_t907 if _t907 is not _NOT_YET else (_t907 := _a889(st))))) else None)))))): _t892.append(_t893)
        if _offer891(st, L, _t892): raise _PlayoutCut890()
        if (L[3] is None):
            break
        _t910 = L[3]
        _t911 = (11 + _l0)
        if type(_t910) is int and _st_log is None:
            _t912 = _st_zones[_st_loc[_t910]]
            if _t912[-1] == _t910: _t912.pop()
            else: _t912.remove(_t910)
            _st_zones[_t911].append(_t910); _st_loc[_t910] = _t911
        elif _t910 is not None:
            _move_cards892(st, _t910, _t911, False)
        L[2] = L[2] + 1
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text896(_audience893(st), [_PlayerRef894(_l0), ' joins the flight with ', _plain895(L[2]), ' ', _plain895(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text896(_audience893(st), [_PlayerRef894(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #354 69433856>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT867[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run870(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit871(_k872)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p873(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit871(_k874)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run875(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region876(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o877[L[0]] or []); L[4] = 0
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
                if _p897(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit871(_k898)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit869(_k, st, _d0): raise _Runaway868()
            continue
        if pc == 8:
            _r = _run899(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit871(_k900)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k901)

# <rulerun alienz.rules: board_own #355 a49d9db7>
def _loop(st):
    for _t913 in st.zones[20]:
        if (_c908[_t913] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #356 bcdf004d>
def _loop(st):
    for _t916 in st.zones[22]:
        return _c911[_t916]
    return None

# <rulerun alienz.rules: board_own #357 86e2ff86>
def _loop(st):
    for _t919 in st.zones[20]:
        if (_c913[_t919] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #358 bb411e8e>
def _loop(st):
    for _t924 in st.zones[22]:
        return _c915[_t924]
    return None

# <rulerun alienz.rules: board_own #359 ce55150e>
def _loop(st):
    for _t927 in st.zones[20]:
        if (_c917[_t927] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #360 98da249e>
def _loop(st):
    for _t936 in st.zones[22]:
        return _c922[_t936]
    return None

# <rulerun alienz.rules: board_own #361 314ed0bd>
def _loop(st):
    for _t939 in st.zones[20]:
        if (_c924[_t939] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #362 2532d290>
def _loop(st):
    for _t944 in st.zones[22]:
        return _c926[_t944]
    return None

# <rulerun alienz.rules: board_own #363 7bab8e28>
def _loop(st):
    for _t947 in st.zones[20]:
        if (_c928[_t947] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #364 23cf05e2>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT902[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run905(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region906(st, L)
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
            _r = _run907(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if _a909(st) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t918 = _NOT_YET
            _t921 = _NOT_YET
            _t922 = _NOT_YET
            _t923 = _NOT_YET
            _t926 = _NOT_YET
            _t929 = _NOT_YET
            _t930 = _NOT_YET
            _t931 = _NOT_YET
            _o = []
            for _t915 in _st_zones[(3 + L[0])]:
                if ((_c910[_t915] == L[1]) or (((_t923 if _t923 is not _NOT_YET else (_t923 := ((_t918 if _t918 is not _NOT_YET else (_t918 := _a912(st))) if (_t922 if _t922 is not _NOT_YET else (_t922 := (_t921 if _t921 is not _NOT_YET else (_t921 := _a914(st))))) else None))) is not None) and (_c910[_t915] == (_t931 if _t931 is not _NOT_YET else (_t931 := ((_t926 if _t926 is not _NOT_YET else (_t926 := _a916(st))) if (_t930 if _t930 is not _NOT_YET else (_t930 := (_t929 if _t929 is not _NOT_YET else (_t929 := _a918(st))))) else None)))))): _o.append(_t915)
            fr[1] = 5
            _t932 = L[0]
            _t933 = len(_o)
            if _t933 <= 1 and _st_log is None:
                L[4] = _o[0] if _t933 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t934 = st.chooser(_t933, _t932)
                else:
                    _t934 = _st_bits(_t933.bit_length())
                    while _t934 >= _t933: _t934 = _st_bits(_t933.bit_length())
                L[4] = _o[_t934]; st.decisions += 1
            elif _decide920(st, L, _o, _t932): return True
            pc = 5
        if pc == 5:
            _r = _run921(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t938 = _NOT_YET
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _t943 = _NOT_YET
            _t946 = _NOT_YET
            _t949 = _NOT_YET
            _t950 = _NOT_YET
            _t951 = _NOT_YET
            _o = []
            for _t935 in _st_zones[(3 + L[0])]:
                if ((_c910[_t935] == L[1]) or (((_t943 if _t943 is not _NOT_YET else (_t943 := ((_t938 if _t938 is not _NOT_YET else (_t938 := _a923(st))) if (_t942 if _t942 is not _NOT_YET else (_t942 := (_t941 if _t941 is not _NOT_YET else (_t941 := _a925(st))))) else None))) is not None) and (_c910[_t935] == (_t951 if _t951 is not _NOT_YET else (_t951 := ((_t946 if _t946 is not _NOT_YET else (_t946 := _a927(st))) if (_t950 if _t950 is not _NOT_YET else (_t950 := (_t949 if _t949 is not _NOT_YET else (_t949 := _a929(st))))) else None)))))): _o.append(_t935)
            fr[1] = 8
            if _offer930(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run931(st, L)
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
            _r = _run932(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit904(_k, st, _d0): raise _Runaway903()
            continue
        if pc == 14:
            _r = _run933(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k934)

# <rulerun alienz.rules: join #365 59a363c6>
def _loop(st):
    for _t953 in st.zones[22]:
        return _c941[_t953]
    return None

# <rulerun alienz.rules: join #366 280db96e>
def _loop(st):
    for _t956 in st.zones[20]:
        if (_c943[_t956] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #367 e7e42e31>
def _loop(st):
    for _t961 in st.zones[22]:
        return _c945[_t961]
    return None

# <rulerun alienz.rules: join #368 8758e552>
def _loop(st):
    for _t964 in st.zones[20]:
        if (_c947[_t964] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #369 7f7e6579>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = _LIMIT935[0]; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run938(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region939(st, L)
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
            _t955 = _NOT_YET
            _t958 = _NOT_YET
            _t959 = _NOT_YET
            _t960 = _NOT_YET
            _t963 = _NOT_YET
            _t966 = _NOT_YET
            _t967 = _NOT_YET
            _t968 = _NOT_YET
            _o = []
            for _t952 in st.zones[(3 + L[0])]:
                if ((_c940[_t952] == L[1]) or (((_t960 if _t960 is not _NOT_YET else (_t960 := ((_t955 if _t955 is not _NOT_YET else (_t955 := _a942(st))) if (_t959 if _t959 is not _NOT_YET else (_t959 := (_t958 if _t958 is not _NOT_YET else (_t958 := _a944(st))))) else None))) is not None) and (_c940[_t952] == (_t968 if _t968 is not _NOT_YET else (_t968 := ((_t963 if _t963 is not _NOT_YET else (_t963 := _a946(st))) if (_t967 if _t967 is not _NOT_YET else (_t967 := (_t966 if _t966 is not _NOT_YET else (_t966 := _a948(st))))) else None)))))): _o.append(_t952)
            fr[1] = 3
            if _offer949(st, L, _o): return True
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
            _r = _run950(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit937(_k, st, _d0): raise _Runaway936()
            continue
        if pc == 8:
            _r = _run951(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k952)

# <rulerun alienz.rules: rank #370 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

