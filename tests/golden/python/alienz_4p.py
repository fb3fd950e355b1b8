# <rulerun alienz.rules: check_end #0 4cf95479>
def _loop(st, L):
    _t6 = (L[1] or ())
    st.budget -= len(_t6)
    if st.budget < 0: _spent3(st)
    for _t7 in _t6:
        return _t7
    return None

# <rulerun alienz.rules: check_end #1 71e8239f>
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
        if _st_log is not None: _st_log.append(_Text7(_audience2(st), [_PlayerRef5(_a4(st, L)), ' has the highest total, ', _plain6(L[0]), ', and wins']))
        _end_game8(st, L[1], True); return 3
    if _st_log is not None: _st_log.append(_Text7(_audience2(st), [_players_ref9(L[1]), ' tie for the highest total (', _plain6(L[0]), '): another round is played']))

# <rulerun alienz.rules: round #2 18cbd4bf>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    _st_vars[9] = (_t9 if -1000000000000000000 <= (_t9 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond10(_t9))
    _st_vars[11] = False
    _st_vars[12] = False
    _st_vars[13] = False
    if _st_log is not None: _st_log.append(_Text14(_audience11(st), ['Round ', _plain12(_st_vars[9]), ': ', _PlayerRef13(_st_vars[8]), ' deals and ', _PlayerRef13(((_st_vars[8] + 1) % 4)), ' plays first']))
    _t10 = _joined16(_joined16(_joined16(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
    _t11 = 0
    if _t10 is not None:
        _move_cards15(st, _t10, _t11, True)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    _t12 = _st_zones[(2 if False else 1)][:]
    _t13 = 0
    if _t12 is not None:
        _move_cards15(st, _t12, _t13, True)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    _t14 = [_c for _i in [7 + _p for _p in _k17] for _c in _st_zones[_i]]
    _t15 = 0
    if _t14 is not None:
        _move_cards15(st, _t14, _t15, True)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    _t16 = _joined16([_c for _i in [11 + _p for _p in _k18] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k19] for _c in _st_zones[_i]])
    _t17 = 0
    if _t16 is not None:
        _move_cards15(st, _t16, _t17, True)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    _t18 = [_c for _i in [3 + _p for _p in _k20] for _c in _st_zones[_i]]
    _t19 = 0
    if _t18 is not None:
        _move_cards15(st, _t18, _t19, True)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    _shuffle_zone21(st, 0)
    if _memo2: _memo2.clear()

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

# <rulerun alienz.rules: turn #7 7f5d0865>
def _loop(st):
    for _t21 in st.zones[20]:
        if (_c27[_t21] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #8 e043da83>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_vars[10] = (_t20 if -1000000000000000000 <= (_t20 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond22(_t20))
    if _st_log is not None: _st_log.append(_Text26(_audience23(st), ['Turn ', _plain24(_st_vars[10]), ': ', _PlayerRef25(L[0])]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a28(st))) else 1)

# <rulerun alienz.rules: turn #9 4e8ae550>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t23 = L[5]
    _t24 = (3 + L[0])
    if type(_t23) is int and st.log is None:
        _t25 = _st_zones[_st_loc[_t23]]
        if _t25[-1] == _t23: _t25.pop()
        else: _t25.remove(_t23)
        _st_zones[_t24].append(_t23); _st_loc[_t23] = _t24
    elif _t23 is not None:
        _move_cards29(st, _t23, _t24, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()

# <rulerun alienz.rules: turn #10 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #11 6221025a>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t27 = (_range30(1, L[1]) or [])
    st.budget -= len(_t27)
    if st.budget < 0: _spent31(st)
    for _t26 in _t27:
        L[4] = _t26
        _t28 = _st_zones[(2 if False else 1)]
        _t29 = _l0
        _t30 = len(_t28)
        if not _t30: _no_option34(_t29, 'alien to take')
        if _t30 <= 1 and _st_log is None:
            L[5] = _t28[0] if _t30 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t31 = st.chooser(_t30, _t29)
            else:
                _t31 = _st_bits(_t30.bit_length())
                while _t31 >= _t30: _t31 = _st_bits(_t30.bit_length())
            L[5] = _t28[_t31]; st.decisions += 1
        elif _decide35(st, L, _t28[:], _t29): raise _PlayoutCut32()
        _t32 = L[5]
        _t33 = (3 + _l0)
        if type(_t32) is int and _st_log is None:
            _t34 = _st_zones[_st_loc[_t32]]
            if _t34[-1] == _t32: _t34.pop()
            else: _t34.remove(_t32)
            _st_zones[_t33].append(_t32); _st_loc[_t32] = _t33
        elif _t32 is not None:
            _move_cards36(st, _t32, _t33, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()

# <rulerun alienz.rules: turn #12 e6108218>
def _native(st, L):
    _l6 = L[6]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if (_l6 is not None):
        _t35 = _l6
        _t36 = (7 + L[0])
        if type(_t35) is int and st.log is None:
            _t37 = _st_zones[_st_loc[_t35]]
            if _t37[-1] == _t35: _t37.pop()
            else: _t37.remove(_t35)
            _st_zones[_t36].append(_t35); _st_loc[_t35] = _t36
        elif _t35 is not None:
            _move_cards37(st, _t35, _t36, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()

# <rulerun alienz.rules: turn #13 7f5e48af>
def _loop(st):
    for _t38 in st.zones[20]:
        if (_c38[_t38] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 22cebf6d>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a39(st))):
        _t40 = _st_zones[(3 + _l0)]
        if _offer41(st, L, _t40[:]): raise _PlayoutCut40()
        if (L[6] is not None):
            _t41 = L[6]
            _t42 = (7 + _l0)
            if type(_t41) is int and st.log is None:
                _t43 = _st_zones[_st_loc[_t41]]
                if _t43[-1] == _t41: _t43.pop()
                else: _t43.remove(_t41)
                _st_zones[_t42].append(_t41); _st_loc[_t41] = _t42
            elif _t41 is not None:
                _move_cards42(st, _t41, _t42, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()

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

# <rulerun alienz.rules: turn #19 1baa5780>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c47[_t44] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #20 5638a80f>
def _native(st, L):
    return _a48(st)

# <rulerun alienz.rules: turn #21 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #22 b989fdf3>
def _loop(st):
    for _t49 in st.zones[22]:
        return _c52[_t49]
    return None

# <rulerun alienz.rules: turn #23 1a00594b>
def _loop(st):
    for _t58 in st.zones[22]:
        return _c58[_t58]
    return None

# <rulerun alienz.rules: turn #24 7d327244>
def _loop(st):
    for _t64 in st.zones[22]:
        return _c61[_t64]
    return None

# <rulerun alienz.rules: turn #25 12917fca>
def _loop(st, L, _t47):
    _st_zones = st.zones
    _t55 = _st_zones[(3 + L[0])]
    st.budget -= len(_t55)
    if st.budget < 0: _spent55(st)
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t63 = _NOT_YET
    _t66 = _NOT_YET
    _t67 = _NOT_YET
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t57 = 0
    for _t56 in _t55:
        if ((_t56 != _t47) and ((_c56[_t56] == _c57[_t47]) or (((_t63 if _t63 is not _NOT_YET else (_t63 := ((_t60 if _t60 is not _NOT_YET else (_t60 := _a59(st))) if (_t62 if _t62 is not _NOT_YET else (_t62 := ('asteroid_storm' in (_t61 if _t61 is not _NOT_YET else (_t61 := list(map(_c60.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c56[_t56] == (_t69 if _t69 is not _NOT_YET else (_t69 := ((_t66 if _t66 is not _NOT_YET else (_t66 := _a62(st))) if (_t68 if _t68 is not _NOT_YET else (_t68 := ('asteroid_storm' in (_t67 if _t67 is not _NOT_YET else (_t67 := list(map(_c60.__getitem__, _st_zones[20]))))))) else None))))))):
            _t57 += 1
    return _t57

# <rulerun alienz.rules: turn #26 367682c0>
def _loop(st, L):
    _st_zones = st.zones
    _t46 = _st_zones[(3 + L[0])]
    st.budget -= len(_t46)
    if st.budget < 0: _spent50(st)
    _t51 = _NOT_YET
    _t52 = _NOT_YET
    _t53 = _NOT_YET
    _t54 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t72 = _NOT_YET
    for _t47 in _t46:
        if ((_c51[_t47] != (_t54 if _t54 is not _NOT_YET else (_t54 := ((_t51 if _t51 is not _NOT_YET else (_t51 := _a53(st))) if (_t53 if _t53 is not _NOT_YET else (_t53 := ('asteroid_storm' in (_t52 if _t52 is not _NOT_YET else (_t52 := list(map(_c54.__getitem__, _st_zones[20]))))))) else None)))) and (_a63(st, L, _t47) >= (_t72 if _t72 is not _NOT_YET else (_t72 := (3 if (_t71 if _t71 is not _NOT_YET else (_t71 := ('group' in (_t70 if _t70 is not _NOT_YET else (_t70 := list(map(_c54.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: is_event #27 a81aff46>
def _native(st, L):
    return (_c65[L[0]] is not None)

# <rulerun alienz.rules: turn #28 b3223003>
def _loop(st):
    for _t73 in st.zones[22]:
        return _c67[_t73]
    return None

# <rulerun alienz.rules: turn #29 2f27e062>
def _loop(st):
    for _t75 in st.zones[20]:
        if (_c69[_t75] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #30 b4432afe>
def _native(st, L):
    return (L[0] != (_a68(st) if _a70(st) else None))

# <rulerun alienz.rules: turn #31 dd2a6237>
def _loop(st):
    for _t80 in st.zones[22]:
        return _c75[_t80]
    return None

# <rulerun alienz.rules: turn #32 7828a747>
def _loop(st):
    for _t86 in st.zones[22]:
        return _c78[_t86]
    return None

# <rulerun alienz.rules: matching #33 d2c62598>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent73(st)
    _t78 = _st_zones[(3 + L[0])]
    st.budget -= len(_t78)
    if st.budget < 0: _spent73(st)
    _t82 = _NOT_YET
    _t83 = _NOT_YET
    _t84 = _NOT_YET
    _t85 = _NOT_YET
    _t88 = _NOT_YET
    _t89 = _NOT_YET
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t77 = 0
    for _t79 in _t78:
        if ((_c74[_t79] == _l1) or (((_t85 if _t85 is not _NOT_YET else (_t85 := ((_t82 if _t82 is not _NOT_YET else (_t82 := _a76(st))) if (_t84 if _t84 is not _NOT_YET else (_t84 := ('asteroid_storm' in (_t83 if _t83 is not _NOT_YET else (_t83 := list(map(_c77.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c74[_t79] == (_t91 if _t91 is not _NOT_YET else (_t91 := ((_t88 if _t88 is not _NOT_YET else (_t88 := _a79(st))) if (_t90 if _t90 is not _NOT_YET else (_t90 := ('asteroid_storm' in (_t89 if _t89 is not _NOT_YET else (_t89 := list(map(_c77.__getitem__, _st_zones[20]))))))) else None)))))):
            _t77 += 1
    return _t77

# <rulerun alienz.rules: turn #34 b367dac5>
def _loop(st):
    for _t92 in st.zones[20]:
        if (_c81[_t92] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #35 e419626f>
def _native(st, L):
    _st_zones = st.zones
    return _joined49(_joined49(['no flight'], (['private flight'] if _a64(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d66(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d71(st, [_c72[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d80(st, [L[0], _c72[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a82(st) else 2))) else []))

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

# <rulerun alienz.rules: private_flight #41 9e9bd8f3>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[2] = _c83[_l1]
    _t94 = _l1
    _t95 = (15 + _l0)
    if type(_t94) is int and _st_log is None:
        _t96 = _st_zones[_st_loc[_t94]]
        if _t96[-1] == _t94: _t96.pop()
        else: _t96.remove(_t94)
        _st_zones[_t95].append(_t94); _st_loc[_t94] = _t95
    elif _t94 is not None:
        _move_cards84(st, _t94, _t95, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text88(_audience85(st), [_PlayerRef86(_l0), ' opens a private flight to the ', _plain87(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #42 7b3291c0>
def _loop(st):
    for _t102 in st.zones[22]:
        return _c92[_t102]
    return None

# <rulerun alienz.rules: private_flight #43 3a4547c2>
def _loop(st):
    for _t108 in st.zones[22]:
        return _c95[_t108]
    return None

# <rulerun alienz.rules: private_flight #44 9a27ed8a>
def _native(st, L):
    _l2 = L[2]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _i0l0 = _l2
    _i0 = [_i0l0, None, None, None, None]
    _t98 = (_k89 or [])
    st.budget -= len(_t98)
    if st.budget < 0: _spent90(st)
    for _t97 in _t98:
        _i0[3] = _t97
        _t100 = _st_zones[(7 + _t97)]
        st.budget -= len(_t100)
        if st.budget < 0: _spent90(st)
        _t104 = _NOT_YET
        _t105 = _NOT_YET
        _t106 = _NOT_YET
        _t107 = _NOT_YET
        _t110 = _NOT_YET
        _t111 = _NOT_YET
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t99 = []
        for _t101 in _t100:
            if ((_c91[_t101] == _i0l0) or (((_t107 if _t107 is not _NOT_YET else (_t107 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t104 if _t104 is not _NOT_YET else (_t104 := _a93(st))) if (_t106 if _t106 is not _NOT_YET else (_t106 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t105 if _t105 is not _NOT_YET else (_t105 := list(map(_c94.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c91[_t101] == (_t113 if _t113 is not _NOT_YET else (_t113 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t110 if _t110 is not _NOT_YET else (_t110 := _a96(st))) if (_t112 if _t112 is not _NOT_YET else (_t112 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t111 if _t111 is not _NOT_YET else (_t111 := list(map(_c94.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t99.append(_t101)
        _i0[4] = _t99
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text99(_audience97(st), [_PlayerRef98(_t97), "'s queued aliens board the flight"]))
            _t114 = _i0[4]
            _t115 = (11 + _t97)
            if type(_t114) is list and _st_log is None:
                for _t116 in _t114:
                    _t117 = _st_zones[_st_loc[_t116]]
                    if _t117[-1] == _t116: _t117.pop()
                    else: _t117.remove(_t116)
                    _st_zones[_t115].append(_t116); _st_loc[_t116] = _t115
            elif _t114 is not None:
                _move_cards100(st, _t114, _t115, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text99(_audience97(st), ['The flight to the ', _plain101(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #45 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #46 da50521b>
def _loop(st):
    for _t118 in st.zones[22]:
        return _c103[_t118]
    return None

# <rulerun alienz.rules: private_flight #47 a8360d86>
def _loop(st):
    for _t120 in st.zones[20]:
        if (_c105[_t120] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #48 5e404156>
def _loop(st):
    for _t125 in st.zones[22]:
        return _c110[_t125]
    return None

# <rulerun alienz.rules: private_flight #49 64da5fc6>
def _loop(st):
    for _t131 in st.zones[22]:
        return _c113[_t131]
    return None

# <rulerun alienz.rules: private_flight #50 e8e47d00>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t122 = _st_zones[(3 + L[0])]
    st.budget -= len(_t122)
    if st.budget < 0: _spent107(st)
    _t127 = _NOT_YET
    _t128 = _NOT_YET
    _t129 = _NOT_YET
    _t130 = _NOT_YET
    _t133 = _NOT_YET
    _t134 = _NOT_YET
    _t135 = _NOT_YET
    _t136 = _NOT_YET
    _t124 = 0
    for _t123 in _t122:
        if ((_t123 != _l1) and ((_c108[_t123] == _c109[_l1]) or (((_t130 if _t130 is not _NOT_YET else (_t130 := ((_t127 if _t127 is not _NOT_YET else (_t127 := _a111(st))) if (_t129 if _t129 is not _NOT_YET else (_t129 := ('asteroid_storm' in (_t128 if _t128 is not _NOT_YET else (_t128 := list(map(_c112.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c108[_t123] == (_t136 if _t136 is not _NOT_YET else (_t136 := ((_t133 if _t133 is not _NOT_YET else (_t133 := _a114(st))) if (_t135 if _t135 is not _NOT_YET else (_t135 := ('asteroid_storm' in (_t134 if _t134 is not _NOT_YET else (_t134 := list(map(_c112.__getitem__, _st_zones[20]))))))) else None))))))):
            _t124 += 1
    return _t124

# <rulerun alienz.rules: private_flight #51 43b1c2fb>
def _loop(st):
    for _t137 in st.zones[20]:
        if (_c116[_t137] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #52 9ac91c2d>
def _native(st, L):
    return ((_c102[L[1]] != (_a104(st) if _a106(st) else None)) and (_a115(st, L) >= (3 if _a117(st) else 2)))

# <rulerun alienz.rules: private_flight #53 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #54 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #55 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #56 72bd9428>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c118[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text122(_audience119(st), [_PlayerRef120(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain121(L[2]), ' planet']))
    _t139 = L[1]
    _t140 = (15 + _l0)
    if type(_t139) is int and _st_log is None:
        _t141 = _st_zones[_st_loc[_t139]]
        if _t141[-1] == _t139: _t141.pop()
        else: _t141.remove(_t139)
        _st_zones[_t140].append(_t139); _st_loc[_t139] = _t140
    elif _t139 is not None:
        _move_cards123(st, _t139, _t140, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()

# <rulerun alienz.rules: commercial_flight #57 d25ab301>
def _loop(st):
    for _t147 in st.zones[22]:
        return _c127[_t147]
    return None

# <rulerun alienz.rules: commercial_flight #58 9da62cd9>
def _loop(st):
    for _t153 in st.zones[22]:
        return _c130[_t153]
    return None

# <rulerun alienz.rules: commercial_flight #59 7275e10f>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _i1l0 = L[2]
    _i1 = [_i1l0, None, None, None, None]
    _t143 = (_k124 or [])
    st.budget -= len(_t143)
    if st.budget < 0: _spent125(st)
    for _t142 in _t143:
        _i1[3] = _t142
        _t145 = _st_zones[(7 + _t142)]
        st.budget -= len(_t145)
        if st.budget < 0: _spent125(st)
        _t149 = _NOT_YET
        _t150 = _NOT_YET
        _t151 = _NOT_YET
        _t152 = _NOT_YET
        _t155 = _NOT_YET
        _t156 = _NOT_YET
        _t157 = _NOT_YET
        _t158 = _NOT_YET
        _t144 = []
        for _t146 in _t145:
            if ((_c126[_t146] == _i1l0) or (((_t152 if _t152 is not _NOT_YET else (_t152 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t149 if _t149 is not _NOT_YET else (_t149 := _a128(st))) if (_t151 if _t151 is not _NOT_YET else (_t151 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t150 if _t150 is not _NOT_YET else (_t150 := list(map(_c129.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c126[_t146] == (_t158 if _t158 is not _NOT_YET else (_t158 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t155 if _t155 is not _NOT_YET else (_t155 := _a131(st))) if (_t157 if _t157 is not _NOT_YET else (_t157 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t156 if _t156 is not _NOT_YET else (_t156 := list(map(_c129.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t144.append(_t146)
        _i1[4] = _t144
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text134(_audience132(st), [_PlayerRef133(_t142), "'s queued aliens board the flight"]))
            _t159 = _i1[4]
            _t160 = (11 + _t142)
            if type(_t159) is list and _st_log is None:
                for _t161 in _t159:
                    _t162 = _st_zones[_st_loc[_t161]]
                    if _t162[-1] == _t161: _t162.pop()
                    else: _t162.remove(_t161)
                    _st_zones[_t160].append(_t161); _st_loc[_t161] = _t160
            elif _t159 is not None:
                _move_cards135(st, _t159, _t160, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()

# <rulerun alienz.rules: commercial_flight #60 ac89156e>
def _loop(st):
    for _t166 in st.zones[22]:
        return _c139[_t166]
    return None

# <rulerun alienz.rules: commercial_flight #61 4dde5ef4>
def _loop(st):
    for _t172 in st.zones[22]:
        return _c142[_t172]
    return None

# <rulerun alienz.rules: commercial_flight #62 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #63 45b15d02>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    for _t163 in (_o136[_l0] or []):
        L[5] = _t163
        if not ((_t163 != _l0)): continue
        _i2l0 = _t163
        _i2l1 = L[2]
        _i2 = [_i2l0, _i2l1, None, None]
        _i2[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent137(st)
            _t168 = _NOT_YET
            _t169 = _NOT_YET
            _t170 = _NOT_YET
            _t171 = _NOT_YET
            _t174 = _NOT_YET
            _t175 = _NOT_YET
            _t176 = _NOT_YET
            _t177 = _NOT_YET
            _t164 = []
            for _t165 in _st_zones[(3 + _i2l0)]:
                if ((_c138[_t165] == _i2l1) or (((_t171 if _t171 is not _NOT_YET else (_t171 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t168 if _t168 is not _NOT_YET else (_t168 := _a140(st))) if (_t170 if _t170 is not _NOT_YET else (_t170 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t169 if _t169 is not _NOT_YET else (_t169 := list(map(_c141.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c138[_t165] == (_t177 if _t177 is not _NOT_YET else (_t177 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t174 if _t174 is not _NOT_YET else (_t174 := _a143(st))) if (_t176 if _t176 is not _NOT_YET else (_t176 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t175 if _t175 is not _NOT_YET else (_t175 := list(map(_c141.__getitem__, _st_zones[20]))))))))) else None)))))))): _t164.append(_t165)
            if _offer145(st, _i2, _t164): raise _PlayoutCut144()
            if (_i2[3] is None):
                break
            _t178 = _i2[3]
            _t179 = (11 + _i2l0)
            if type(_t178) is int and _st_log is None:
                _t180 = _st_zones[_st_loc[_t178]]
                if _t180[-1] == _t178: _t180.pop()
                else: _t180.remove(_t178)
                _st_zones[_t179].append(_t178); _st_loc[_t178] = _t179
            elif _t178 is not None:
                _move_cards146(st, _t178, _t179, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
            _i2[2] = (_t181 if -1000000000000000000 <= (_t181 := _i2[2] + 1) <= 1000000000000000000 else _beyond147(_t181))
        if (_i2[2] > 0):
            if _st_log is not None: _st_log.append(_Text151(_audience148(st), [_PlayerRef149(_i2l0), ' joins the flight with ', _plain150(_i2[2]), ' ', _plain150(('alien' if (_i2[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text151(_audience148(st), [_PlayerRef149(_i2l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #64 651c7b54>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text154(_audience152(st), ['The flight to the ', _plain153(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text154(_audience152(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo155(1)

# <rulerun alienz.rules: commercial_flight #65 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #66 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #67 01c5e0d5>
def _native(st, L):
    return _o156[L[0]]

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

# <rulerun alienz.rules: board_own #75 77955d3b>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t182 = L[3]
    _t183 = (11 + L[0])
    if type(_t182) is int and st.log is None:
        _t184 = _st_zones[_st_loc[_t182]]
        if _t184[-1] == _t182: _t184.pop()
        else: _t184.remove(_t182)
        _st_zones[_t183].append(_t182); _st_loc[_t182] = _t183
    elif _t182 is not None:
        _move_cards157(st, _t182, _t183, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    L[2] = (_t185 if -1000000000000000000 <= (_t185 := L[2] + 1) <= 1000000000000000000 else _beyond158(_t185))

# <rulerun alienz.rules: board_own #76 866a2506>
def _loop(st):
    for _t186 in st.zones[20]:
        if (_c160[_t186] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #77 38f86a8a>
def _loop(st):
    for _t190 in st.zones[22]:
        return _c163[_t190]
    return None

# <rulerun alienz.rules: board_own #78 cae45aad>
def _loop(st):
    for _t196 in st.zones[22]:
        return _c166[_t196]
    return None

# <rulerun alienz.rules: board_own #79 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #80 beca9378>
def _loop(st):
    for _t207 in st.zones[22]:
        return _c172[_t207]
    return None

# <rulerun alienz.rules: board_own #81 01fd0f63>
def _loop(st):
    for _t213 in st.zones[22]:
        return _c174[_t213]
    return None

# <rulerun alienz.rules: board_own #82 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #83 3c6a7824>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent159(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a161(st))) else 2)):
            _t192 = _NOT_YET
            _t193 = _NOT_YET
            _t194 = _NOT_YET
            _t195 = _NOT_YET
            _t198 = _NOT_YET
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t188 = []
            for _t189 in _st_zones[(3 + _l0)]:
                if ((_c162[_t189] == _l1) or (((_t195 if _t195 is not _NOT_YET else (_t195 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t192 if _t192 is not _NOT_YET else (_t192 := _a164(st))) if (_t194 if _t194 is not _NOT_YET else (_t194 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t193 if _t193 is not _NOT_YET else (_t193 := list(map(_c165.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c162[_t189] == (_t201 if _t201 is not _NOT_YET else (_t201 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t198 if _t198 is not _NOT_YET else (_t198 := _a167(st))) if (_t200 if _t200 is not _NOT_YET else (_t200 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c165.__getitem__, _st_zones[20]))))))))) else None)))))))): _t188.append(_t189)
            _t202 = _l0
            _t203 = len(_t188)
            if not _t203: _no_option170(_t202, 'alien to fly')
            if _t203 <= 1 and _st_log is None:
                L[4] = _t188[0] if _t203 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t204 = st.chooser(_t203, _t202)
                else:
                    _t204 = _st_bits(_t203.bit_length())
                    while _t204 >= _t203: _t204 = _st_bits(_t203.bit_length())
                L[4] = _t188[_t204]; st.decisions += 1
            elif _decide171(st, L, _t188, _t202): raise _PlayoutCut168()
            L[3] = L[4]
        else:
            _t209 = _NOT_YET
            _t210 = _NOT_YET
            _t211 = _NOT_YET
            _t212 = _NOT_YET
            _t215 = _NOT_YET
            _t216 = _NOT_YET
            _t217 = _NOT_YET
            _t218 = _NOT_YET
            _t205 = []
            for _t206 in _st_zones[(3 + _l0)]:
                if ((_c162[_t206] == _l1) or (((_t212 if _t212 is not _NOT_YET else (_t212 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t209 if _t209 is not _NOT_YET else (_t209 := _a173(st))) if (_t211 if _t211 is not _NOT_YET else (_t211 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t210 if _t210 is not _NOT_YET else (_t210 := list(map(_c165.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c162[_t206] == (_t218 if _t218 is not _NOT_YET else (_t218 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t215 if _t215 is not _NOT_YET else (_t215 := _a175(st))) if (_t217 if _t217 is not _NOT_YET else (_t217 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t216 if _t216 is not _NOT_YET else (_t216 := list(map(_c165.__getitem__, _st_zones[20]))))))))) else None)))))))): _t205.append(_t206)
            if _offer176(st, L, _t205): raise _PlayoutCut168()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t219 = L[3]
        _t220 = (11 + _l0)
        if type(_t219) is int and _st_log is None:
            _t221 = _st_zones[_st_loc[_t219]]
            if _t221[-1] == _t219: _t221.pop()
            else: _t221.remove(_t219)
            _st_zones[_t220].append(_t219); _st_loc[_t219] = _t220
        elif _t219 is not None:
            _move_cards177(st, _t219, _t220, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        L[2] = (_t222 if -1000000000000000000 <= (_t222 := L[2] + 1) <= 1000000000000000000 else _beyond178(_t222))

# <rulerun alienz.rules: board_own #84 2d84a4a3>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text182(_audience179(st), [_PlayerRef180(L[0]), ' flies ', _plain181(_l2), ' ', _plain181(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain181(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #85 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #86 2b6088cf>
def _loop(st):
    for _t223 in st.zones[20]:
        if (_c183[_t223] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #87 d4b8a74c>
def _native(st, L):
    return (L[2] < (3 if _a184(st) else 2))

# <rulerun alienz.rules: board_own #88 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #89 4d5c9f48>
def _loop(st):
    for _t225 in st.zones[22]:
        return _c186[_t225]
    return None

# <rulerun alienz.rules: board_own #90 77297d86>
def _loop(st):
    for _t227 in st.zones[20]:
        if (_c188[_t227] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #91 86fd4a8a>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c190[_t229]
    return None

# <rulerun alienz.rules: board_own #92 888cc470>
def _loop(st):
    for _t231 in st.zones[20]:
        if (_c192[_t231] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #93 b35c5fdf>
def _native(st, L):
    _l4 = L[4]
    return ((_c185[_l4] == L[1]) or (((_a187(st) if _a189(st) else None) is not None) and (_c185[_l4] == (_a191(st) if _a193(st) else None))))

# <rulerun alienz.rules: board_own #94 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #95 0453fc9c>
def _loop(st):
    for _t233 in st.zones[22]:
        return _c195[_t233]
    return None

# <rulerun alienz.rules: board_own #96 d555cb5a>
def _loop(st):
    for _t235 in st.zones[20]:
        if (_c197[_t235] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #97 c38397a8>
def _loop(st):
    for _t237 in st.zones[22]:
        return _c199[_t237]
    return None

# <rulerun alienz.rules: board_own #98 257029a3>
def _loop(st):
    for _t239 in st.zones[20]:
        if (_c201[_t239] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #99 e4b95068>
def _native(st, L):
    _l5 = L[5]
    return ((_c194[_l5] == L[1]) or (((_a196(st) if _a198(st) else None) is not None) and (_c194[_l5] == (_a200(st) if _a202(st) else None))))

# <rulerun alienz.rules: board_own #100 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #101 3f35749f>
def _loop(st):
    for _t246 in st.zones[22]:
        return _c206[_t246]
    return None

# <rulerun alienz.rules: board_queue #102 9b86c0ae>
def _loop(st):
    for _t252 in st.zones[22]:
        return _c209[_t252]
    return None

# <rulerun alienz.rules: board_queue #103 69f5b92e>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t242 = (_k203 or [])
    st.budget -= len(_t242)
    if st.budget < 0: _spent204(st)
    for _t241 in _t242:
        L[3] = _t241
        _t244 = _st_zones[(7 + _t241)]
        st.budget -= len(_t244)
        if st.budget < 0: _spent204(st)
        _t248 = _NOT_YET
        _t249 = _NOT_YET
        _t250 = _NOT_YET
        _t251 = _NOT_YET
        _t254 = _NOT_YET
        _t255 = _NOT_YET
        _t256 = _NOT_YET
        _t257 = _NOT_YET
        _t243 = []
        for _t245 in _t244:
            if ((_c205[_t245] == _l0) or (((_t251 if _t251 is not _NOT_YET else (_t251 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t248 if _t248 is not _NOT_YET else (_t248 := _a207(st))) if (_t250 if _t250 is not _NOT_YET else (_t250 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t249 if _t249 is not _NOT_YET else (_t249 := list(map(_c208.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c205[_t245] == (_t257 if _t257 is not _NOT_YET else (_t257 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t254 if _t254 is not _NOT_YET else (_t254 := _a210(st))) if (_t256 if _t256 is not _NOT_YET else (_t256 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t255 if _t255 is not _NOT_YET else (_t255 := list(map(_c208.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t243.append(_t245)
        L[4] = _t243
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text213(_audience211(st), [_PlayerRef212(_t241), "'s queued aliens board the flight"]))
            _t258 = L[4]
            _t259 = (11 + _t241)
            if type(_t258) is list and _st_log is None:
                for _t260 in _t258:
                    _t261 = _st_zones[_st_loc[_t260]]
                    if _t261[-1] == _t260: _t261.pop()
                    else: _t261.remove(_t260)
                    _st_zones[_t259].append(_t260); _st_loc[_t260] = _t259
            elif _t258 is not None:
                _move_cards214(st, _t258, _t259, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()

# <rulerun alienz.rules: join #104 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #105 a81f8a79>
def _native(st, L):
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t262 = L[3]
    _t263 = (11 + L[0])
    if type(_t262) is int and st.log is None:
        _t264 = _st_zones[_st_loc[_t262]]
        if _t264[-1] == _t262: _t264.pop()
        else: _t264.remove(_t262)
        _st_zones[_t263].append(_t262); _st_loc[_t262] = _t263
    elif _t262 is not None:
        _move_cards215(st, _t262, _t263, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    L[2] = (_t265 if -1000000000000000000 <= (_t265 := L[2] + 1) <= 1000000000000000000 else _beyond216(_t265))

# <rulerun alienz.rules: join #106 f828c8bb>
def _loop(st):
    for _t268 in st.zones[22]:
        return _c219[_t268]
    return None

# <rulerun alienz.rules: join #107 68ca633a>
def _loop(st):
    for _t274 in st.zones[22]:
        return _c222[_t274]
    return None

# <rulerun alienz.rules: join #108 71236dbc>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    while True:
        st.budget -= 1
        if st.budget < 0: _spent217(st)
        _t270 = _NOT_YET
        _t271 = _NOT_YET
        _t272 = _NOT_YET
        _t273 = _NOT_YET
        _t276 = _NOT_YET
        _t277 = _NOT_YET
        _t278 = _NOT_YET
        _t279 = _NOT_YET
        _t266 = []
        for _t267 in _st_zones[(3 + _l0)]:
            if ((_c218[_t267] == L[1]) or (((_t273 if _t273 is not _NOT_YET else (_t273 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t270 if _t270 is not _NOT_YET else (_t270 := _a220(st))) if (_t272 if _t272 is not _NOT_YET else (_t272 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t271 if _t271 is not _NOT_YET else (_t271 := list(map(_c221.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c218[_t267] == (_t279 if _t279 is not _NOT_YET else (_t279 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t276 if _t276 is not _NOT_YET else (_t276 := _a223(st))) if (_t278 if _t278 is not _NOT_YET else (_t278 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t277 if _t277 is not _NOT_YET else (_t277 := list(map(_c221.__getitem__, _st_zones[20]))))))))) else None)))))))): _t266.append(_t267)
        if _offer225(st, L, _t266): raise _PlayoutCut224()
        if (L[3] is None):
            break
        _t280 = L[3]
        _t281 = (11 + _l0)
        if type(_t280) is int and st.log is None:
            _t282 = _st_zones[_st_loc[_t280]]
            if _t282[-1] == _t280: _t282.pop()
            else: _t282.remove(_t280)
            _st_zones[_t281].append(_t280); _st_loc[_t280] = _t281
        elif _t280 is not None:
            _move_cards226(st, _t280, _t281, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        L[2] = (_t283 if -1000000000000000000 <= (_t283 := L[2] + 1) <= 1000000000000000000 else _beyond227(_t283))

# <rulerun alienz.rules: join #109 68140501>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text231(_audience228(st), [_PlayerRef229(_l0), ' joins the flight with ', _plain230(_l2), ' ', _plain230(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text231(_audience228(st), [_PlayerRef229(_l0), ' does not join']))

# <rulerun alienz.rules: join #110 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #111 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #112 cf2a7559>
def _loop(st):
    for _t284 in st.zones[22]:
        return _c233[_t284]
    return None

# <rulerun alienz.rules: join #113 7f51aafc>
def _loop(st):
    for _t286 in st.zones[20]:
        if (_c235[_t286] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #114 023a96c0>
def _loop(st):
    for _t288 in st.zones[22]:
        return _c237[_t288]
    return None

# <rulerun alienz.rules: join #115 98e3738e>
def _loop(st):
    for _t290 in st.zones[20]:
        if (_c239[_t290] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 77818155>
def _native(st, L):
    _l3 = L[3]
    return ((_c232[_l3] == L[1]) or (((_a234(st) if _a236(st) else None) is not None) and (_c232[_l3] == (_a238(st) if _a240(st) else None))))

# <rulerun alienz.rules: join #117 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: refill #118 da616f3e>
def _native(st, L):
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t294 = _st_zones[0]
    _t293 = (2 if False else 1)
    if st.log is None and _t294:
        _t292 = _t294.pop(); _st_zones[_t293].append(_t292); st.loc[_t292] = _t293
    elif _t294:
        _move_cards241(st, _t294[-1], _t293, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()

# <rulerun alienz.rules: refill #119 b2e7eb2d>
def _native(st, L):
    _st_zones = st.zones
    return ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0]))

# <rulerun alienz.rules: surface #120 a75d110c>
def _native(st, L):
    _st_log = st.log
    _st_zones = st.zones
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text245(_audience242(st), ['The deck shows the ', _plain244(_c243[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: surface #121 40b8b83c>
def _native(st, L):
    _st_zones = st.zones
    return ((not not _st_zones[0]) and _d246(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))

# <rulerun alienz.rules: surface #122 bb64b28a>
def _native(st, L):
    return (_z[-1] if (_z := st.zones[0]) else None)

# <rulerun alienz.rules: reveal_event #123 12aee4f5>
def _loop(st):
    _t299 = 0
    for _t298 in st.zones[0]:
        if (_c250[_t298] is not None):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: reveal_event #124 1f736c22>
def _loop(st):
    _t301 = 0
    for _t300 in st.zones[0]:
        if (_c254[_t300] is not None):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: reveal_event #125 9a5d1a1f>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_vars = st.vars
    _st_zones = st.zones
    _t295 = _l0
    _t296 = 19
    if type(_t295) is int and _st_log is None:
        _t297 = _st_zones[_st_loc[_t295]]
        if _t297[-1] == _t295: _t297.pop()
        else: _t297.remove(_t295)
        _st_zones[_t296].append(_t295); _st_loc[_t295] = _t296
    elif _t295 is not None:
        _move_cards247(st, _t295, _t296, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text253(_audience248(st), ['Event revealed: ', _card_ref249(st, _l0), ' (', _plain252((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a251(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a255(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text253(_audience248(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text253(_audience248(st), ['The 5th event: the round ends']))
        raise _ExitTo256(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text253(_audience248(st), [_card_ref249(st, _l0), ' takes effect after the flight']))
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

# <rulerun alienz.rules: take_effect #130 172fca40>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if (_c257[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text259(_audience258(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text259(_audience258(st), ['Clear Sky cancels ', _cards_ref260(st, _st_zones[20][:])]))
        _t302 = 20
        _t303 = 21
        if _st_log is None and _t302 != _t303:
            _t304 = _st_zones[_t302]; _st_zones[_t303] += _t304
            for _t305 in _t304: _st_loc[_t305] = _t303
            _t304.clear()
        else:
            _move_cards261(st, _st_zones[_t302][:], _t303, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        _t306 = _l0
        _t307 = 21
        if type(_t306) is int and _st_log is None:
            _t308 = _st_zones[_st_loc[_t306]]
            if _t308[-1] == _t306: _t308.pop()
            else: _t308.remove(_t306)
            _st_zones[_t307].append(_t306); _st_loc[_t306] = _t307
        elif _t306 is not None:
            _move_cards261(st, _t306, _t307, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        return 2
    _t309 = _l0
    _t310 = 20
    if type(_t309) is int and _st_log is None:
        _t311 = _st_zones[_st_loc[_t309]]
        if _t311[-1] == _t309: _t311.pop()
        else: _t311.remove(_t309)
        _st_zones[_t310].append(_t309); _st_loc[_t309] = _t310
    elif _t309 is not None:
        _move_cards261(st, _t309, _t310, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()

# <rulerun alienz.rules: take_effect #131 c7bb4bcf>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text263(_audience262(st), ['Queue: once per turn the active player may queue one alien before the flight']))

# <rulerun alienz.rules: take_effect #132 1ac20b91>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text265(_audience264(st), ['Rush Hour: every turn takes two aliens and refills two slots']))

# <rulerun alienz.rules: take_effect #133 2f46ea41>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text267(_audience266(st), ['Group: a flight needs 3 aliens from the flyer']))

# <rulerun alienz.rules: take_effect #134 ebfcadce>
def _native(st, L):
    return (_c268[L[0]] == 'queueing')

# <rulerun alienz.rules: take_effect #135 cd8f8e40>
def _native(st, L):
    return (_c269[L[0]] == 'rush_hour')

# <rulerun alienz.rules: take_effect #136 fc1723a7>
def _native(st, L):
    return (_c270[L[0]] == 'group')

# <rulerun alienz.rules: storm_flip #137 9ffea3dc>
def _native(st, L):
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t312 = L[0]
    _t313 = 22
    if type(_t312) is int and _st_log is None:
        _t314 = _st_zones[_st_loc[_t312]]
        if _t314[-1] == _t312: _t314.pop()
        else: _t314.remove(_t312)
        _st_zones[_t313].append(_t312); _st_loc[_t312] = _t313
    elif _t312 is not None:
        _move_cards271(st, _t312, _t313, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text275(_audience272(st), ['Asteroid Storm: flights to the ', _plain274(_c273[L[0]]), ' planet are forbidden and ', _plain274(_c273[L[0]]), ' aliens are wild']))

# <rulerun alienz.rules: scoring #138 a92be8cb>
def _loop(st, _t315):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t317 = (_k279 or ())
    st.budget -= len(_t317)
    if st.budget < 0: _spent280(st)
    _t320 = _NOT_YET
    _t321 = _NOT_YET
    _t319 = 0
    for _t318 in _t317:
        if ((_memo6[(_t315, _t318,)] if (_t315, _t318,) in _memo6 else _memo6.setdefault((_t315, _t318,), ((_t320 if _t320 is not _NOT_YET else (_t320 := list(map(_c281.__getitem__, _st_zones[(11 + _t315)])))).count(_t318) + (_t321 if _t321 is not _NOT_YET else (_t321 := list(map(_c282.__getitem__, _st_zones[(15 + _t315)])))).count(_t318)))) > 0):
            _t319 += 1
    return _t319

# <rulerun alienz.rules: scoring #139 ea9108ff>
def _loop(st, _t323, _t330):
    _t333 = 0
    for _t332 in st.zones[(11 + _t330)]:
        if (_c290[_t332] == _t323):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #140 d23bab76>
def _loop(st, _t323, _t330):
    _t335 = 0
    for _t334 in st.zones[(15 + _t330)]:
        if (_c292[_t334] == _t323):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #141 33109e3e>
def _loop(st, _t323):
    _memo6 = st.memos[6]
    _t329 = (_k288 or ())
    st.budget -= len(_t329)
    if st.budget < 0: _spent289(st)
    _t331 = None
    for _t330 in _t329:
        _t336 = (_memo6[(_t330, _t323,)] if (_t330, _t323,) in _memo6 else _memo6.setdefault((_t330, _t323,), (_a291(st, _t323, _t330) + _a293(st, _t323, _t330))))
        if _t331 is None or _t336 > _t331:
            _t331 = _t336
    return _t331

# <rulerun alienz.rules: scoring #142 0debbe14>
def _loop(st, _t315):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t322 = (_k284 or ())
    st.budget -= len(_t322)
    if st.budget < 0: _spent285(st)
    _t325 = _NOT_YET
    _t326 = _NOT_YET
    _t327 = _NOT_YET
    _t328 = _NOT_YET
    _t337 = _NOT_YET
    _t338 = _NOT_YET
    _t324 = 0
    for _t323 in _t322:
        if (((_memo6[(_t315, _t323,)] if (_t315, _t323,) in _memo6 else _memo6.setdefault((_t315, _t323,), ((_t325 if _t325 is not _NOT_YET else (_t325 := list(map(_c286.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t326 if _t326 is not _NOT_YET else (_t326 := list(map(_c287.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)))) > 0) and ((_memo6[(_t315, _t323,)] if (_t315, _t323,) in _memo6 else _memo6.setdefault((_t315, _t323,), ((_t327 if _t327 is not _NOT_YET else (_t327 := list(map(_c286.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t328 if _t328 is not _NOT_YET else (_t328 := list(map(_c287.__getitem__, _st_zones[(15 + _t315)])))).count(_t323)))) == (_memo5[_t323] if _t323 in _memo5 else _memo5.setdefault(_t323, _a294(st, _t323))))):
            _t324 += (_memo6[(_t315, _t323,)] if (_t315, _t323,) in _memo6 else _memo6.setdefault((_t315, _t323,), ((_t337 if _t337 is not _NOT_YET else (_t337 := list(map(_c286.__getitem__, _st_zones[(11 + _t315)])))).count(_t323) + (_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c287.__getitem__, _st_zones[(15 + _t315)])))).count(_t323))))
    return _t324

# <rulerun alienz.rules: scoring #143 8871d536>
def _loop(st, _t340, _t345):
    _t348 = 0
    for _t347 in st.zones[(11 + _t345)]:
        if (_c302[_t347] == _t340):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #144 cfc73f98>
def _loop(st, _t340, _t345):
    _t350 = 0
    for _t349 in st.zones[(15 + _t345)]:
        if (_c304[_t349] == _t340):
            _t350 += 1
    return _t350

# <rulerun alienz.rules: scoring #145 b692db6a>
def _loop(st, _t315, _t340):
    _memo6 = st.memos[6]
    _t344 = (_k300 or ())
    st.budget -= len(_t344)
    if st.budget < 0: _spent301(st)
    for _t345 in _t344:
        if not (((_t345 == _t315) or ((_memo6[(_t345, _t340,)] if (_t345, _t340,) in _memo6 else _memo6.setdefault((_t345, _t340,), (_a303(st, _t340, _t345) + _a305(st, _t340, _t345)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #146 a948fb24>
def _loop(st, _t315):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t339 = (_k296 or ())
    st.budget -= len(_t339)
    if st.budget < 0: _spent297(st)
    _t342 = _NOT_YET
    _t343 = _NOT_YET
    _t341 = 0
    for _t340 in _t339:
        if (((_memo6[(_t315, _t340,)] if (_t315, _t340,) in _memo6 else _memo6.setdefault((_t315, _t340,), ((_t342 if _t342 is not _NOT_YET else (_t342 := list(map(_c298.__getitem__, _st_zones[(11 + _t315)])))).count(_t340) + (_t343 if _t343 is not _NOT_YET else (_t343 := list(map(_c299.__getitem__, _st_zones[(15 + _t315)])))).count(_t340)))) > 0) and _a306(st, _t315, _t340)):
            _t341 += 1
    return _t341

# <rulerun alienz.rules: scoring #147 83d9b75b>
def _loop(st, _t351, _t354):
    _t357 = 0
    for _t356 in st.zones[(11 + _t351)]:
        if (_c311[_t356] == _t354):
            _t357 += 1
    return _t357

# <rulerun alienz.rules: scoring #148 5b333d8a>
def _loop(st, _t351, _t354):
    _t359 = 0
    for _t358 in st.zones[(15 + _t351)]:
        if (_c313[_t358] == _t354):
            _t359 += 1
    return _t359

# <rulerun alienz.rules: scoring #149 c8bafea6>
def _loop(st, _t351, _t354):
    _t361 = 0
    for _t360 in st.zones[(11 + _t351)]:
        if (_c317[_t360] == _t354):
            _t361 += 1
    return _t361

# <rulerun alienz.rules: scoring #150 43a0a265>
def _loop(st, _t351, _t354):
    _t363 = 0
    for _t362 in st.zones[(15 + _t351)]:
        if (_c319[_t362] == _t354):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #151 8d76e6ef>
def _loop(st, _t351):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t364 = (_k324 or ())
    st.budget -= len(_t364)
    if st.budget < 0: _spent325(st)
    _t367 = _NOT_YET
    _t368 = _NOT_YET
    _t366 = 0
    for _t365 in _t364:
        if ((_memo6[(_t351, _t365,)] if (_t351, _t365,) in _memo6 else _memo6.setdefault((_t351, _t365,), ((_t367 if _t367 is not _NOT_YET else (_t367 := list(map(_c326.__getitem__, _st_zones[(11 + _t351)])))).count(_t365) + (_t368 if _t368 is not _NOT_YET else (_t368 := list(map(_c327.__getitem__, _st_zones[(15 + _t351)])))).count(_t365)))) > 0):
            _t366 += 1
    return _t366

# <rulerun alienz.rules: scoring #152 5f3f54a6>
def _loop(st, _t370, _t377):
    _t380 = 0
    for _t379 in st.zones[(11 + _t377)]:
        if (_c335[_t379] == _t370):
            _t380 += 1
    return _t380

# <rulerun alienz.rules: scoring #153 6a8eabc2>
def _loop(st, _t370, _t377):
    _t382 = 0
    for _t381 in st.zones[(15 + _t377)]:
        if (_c337[_t381] == _t370):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: scoring #154 97d07f99>
def _loop(st, _t370):
    _memo6 = st.memos[6]
    _t376 = (_k333 or ())
    st.budget -= len(_t376)
    if st.budget < 0: _spent334(st)
    _t378 = None
    for _t377 in _t376:
        _t383 = (_memo6[(_t377, _t370,)] if (_t377, _t370,) in _memo6 else _memo6.setdefault((_t377, _t370,), (_a336(st, _t370, _t377) + _a338(st, _t370, _t377))))
        if _t378 is None or _t383 > _t378:
            _t378 = _t383
    return _t378

# <rulerun alienz.rules: scoring #155 27ad08f8>
def _loop(st, _t351):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t369 = (_k329 or ())
    st.budget -= len(_t369)
    if st.budget < 0: _spent330(st)
    _t372 = _NOT_YET
    _t373 = _NOT_YET
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t384 = _NOT_YET
    _t385 = _NOT_YET
    _t371 = 0
    for _t370 in _t369:
        if (((_memo6[(_t351, _t370,)] if (_t351, _t370,) in _memo6 else _memo6.setdefault((_t351, _t370,), ((_t372 if _t372 is not _NOT_YET else (_t372 := list(map(_c331.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t373 if _t373 is not _NOT_YET else (_t373 := list(map(_c332.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)))) > 0) and ((_memo6[(_t351, _t370,)] if (_t351, _t370,) in _memo6 else _memo6.setdefault((_t351, _t370,), ((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c331.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c332.__getitem__, _st_zones[(15 + _t351)])))).count(_t370)))) == (_memo5[_t370] if _t370 in _memo5 else _memo5.setdefault(_t370, _a339(st, _t370))))):
            _t371 += (_memo6[(_t351, _t370,)] if (_t351, _t370,) in _memo6 else _memo6.setdefault((_t351, _t370,), ((_t384 if _t384 is not _NOT_YET else (_t384 := list(map(_c331.__getitem__, _st_zones[(11 + _t351)])))).count(_t370) + (_t385 if _t385 is not _NOT_YET else (_t385 := list(map(_c332.__getitem__, _st_zones[(15 + _t351)])))).count(_t370))))
    return _t371

# <rulerun alienz.rules: scoring #156 d1828127>
def _loop(st, _t387, _t392):
    _t395 = 0
    for _t394 in st.zones[(11 + _t392)]:
        if (_c347[_t394] == _t387):
            _t395 += 1
    return _t395

# <rulerun alienz.rules: scoring #157 677afd74>
def _loop(st, _t387, _t392):
    _t397 = 0
    for _t396 in st.zones[(15 + _t392)]:
        if (_c349[_t396] == _t387):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: scoring #158 b89d38f6>
def _loop(st, _t351, _t387):
    _memo6 = st.memos[6]
    _t391 = (_k345 or ())
    st.budget -= len(_t391)
    if st.budget < 0: _spent346(st)
    for _t392 in _t391:
        if not (((_t392 == _t351) or ((_memo6[(_t392, _t387,)] if (_t392, _t387,) in _memo6 else _memo6.setdefault((_t392, _t387,), (_a348(st, _t387, _t392) + _a350(st, _t387, _t392)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #159 0483c3a6>
def _loop(st, _t351):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t386 = (_k341 or ())
    st.budget -= len(_t386)
    if st.budget < 0: _spent342(st)
    _t389 = _NOT_YET
    _t390 = _NOT_YET
    _t388 = 0
    for _t387 in _t386:
        if (((_memo6[(_t351, _t387,)] if (_t351, _t387,) in _memo6 else _memo6.setdefault((_t351, _t387,), ((_t389 if _t389 is not _NOT_YET else (_t389 := list(map(_c343.__getitem__, _st_zones[(11 + _t351)])))).count(_t387) + (_t390 if _t390 is not _NOT_YET else (_t390 := list(map(_c344.__getitem__, _st_zones[(15 + _t351)])))).count(_t387)))) > 0) and _a351(st, _t351, _t387)):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: scoring #160 9cec46dd>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k276)
    _t316 = (_k277 or [])
    st.budget -= len(_t316)
    if st.budget < 0: _spent278(st)
    for _t315 in _t316:
        L[2] = _t315
        _st_vars[4 + _t315] = (((((2 * (len(_st_zones[(11 + _t315)]) + len(_st_zones[(15 + _t315)]))) - (2 * len(_st_zones[(3 + _t315)]))) + (_memo1[_t315] if _t315 in _memo1 else _memo1.setdefault(_t315, _a283(st, _t315)))) + (_memo3[_t315] if _t315 in _memo3 else _memo3.setdefault(_t315, _a295(st, _t315)))) + (_memo8[_t315] if _t315 in _memo8 else _memo8.setdefault(_t315, (5 * _a307(st, _t315)))))
    _t352 = (_k308 or [])
    st.budget -= len(_t352)
    if st.budget < 0: _spent278(st)
    for _t351 in _t352:
        L[5] = _t351
        _st_vars[0 + _t351] = (_t353 if -1000000000000000000 <= (_t353 := _st_vars[0 + _t351] + _st_vars[4 + _t351]) <= 1000000000000000000 else _beyond309(_t353))
        L[6] = ''
        _t355 = (_k310 or [])
        st.budget -= len(_t355)
        if st.budget < 0: _spent278(st)
        for _t354 in _t355:
            L[9] = _t354
            if not (((_memo6[(_t351, _t354,)] if (_t351, _t354,) in _memo6 else _memo6.setdefault((_t351, _t354,), (_a312(st, _t351, _t354) + _a314(st, _t351, _t354)))) > 0)): continue
            L[6] = _text315(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain316(_t354) + ' ' + _plain316((_memo6[(_t351, _t354,)] if (_t351, _t354,) in _memo6 else _memo6.setdefault((_t351, _t354,), (_a318(st, _t351, _t354) + _a320(st, _t351, _t354))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text323(_audience321(st), [_PlayerRef322(_t351), "'s score pile:", _plain316(L[6]), '; queued aliens set aside: ', _plain316(len(_st_zones[(7 + _t351)]))]))
        if _st_log is not None: _st_log.append(_Text323(_audience321(st), [_PlayerRef322(_t351), ' scores ', _plain316(_st_vars[4 + _t351]), ': +', _plain316((2 * (len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)])))), ' for ', _plain316((len(_st_zones[(11 + _t351)]) + len(_st_zones[(15 + _t351)]))), ' cards flown, -', _plain316((2 * len(_st_zones[(3 + _t351)]))), ' for ', _plain316(len(_st_zones[(3 + _t351)])), ' behind the screen, +', _plain316((_memo1[_t351] if _t351 in _memo1 else _memo1.setdefault(_t351, _a328(st, _t351)))), ' for colours, +', _plain316((_memo3[_t351] if _t351 in _memo3 else _memo3.setdefault(_t351, _a340(st, _t351)))), ' majorities, +', _plain316((_memo8[_t351] if _t351 in _memo8 else _memo8.setdefault(_t351, (5 * _a352(st, _t351))))), ' sole owner; total ', _plain316(_st_vars[0 + _t351])]))

# <rulerun alienz.rules: play #161 c8f6fbcd>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text354(_audience353(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game355(st, [], True); return 3
    st.vars[8] = _random_item356(st, _k357)

# <rulerun alienz.rules: play #162 3452c736>
def _loop(st, _t398):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t400 = (_k361 or ())
    st.budget -= len(_t400)
    if st.budget < 0: _spent362(st)
    _t403 = _NOT_YET
    _t404 = _NOT_YET
    _t402 = 0
    for _t401 in _t400:
        if ((_memo6[(_t398, _t401,)] if (_t398, _t401,) in _memo6 else _memo6.setdefault((_t398, _t401,), ((_t403 if _t403 is not _NOT_YET else (_t403 := list(map(_c363.__getitem__, _st_zones[(11 + _t398)])))).count(_t401) + (_t404 if _t404 is not _NOT_YET else (_t404 := list(map(_c364.__getitem__, _st_zones[(15 + _t398)])))).count(_t401)))) > 0):
            _t402 += 1
    return _t402

# <rulerun alienz.rules: play #163 fd347c68>
def _loop(st, _t406, _t413):
    _t416 = 0
    for _t415 in st.zones[(11 + _t413)]:
        if (_c372[_t415] == _t406):
            _t416 += 1
    return _t416

# <rulerun alienz.rules: play #164 4140b150>
def _loop(st, _t406, _t413):
    _t418 = 0
    for _t417 in st.zones[(15 + _t413)]:
        if (_c374[_t417] == _t406):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #165 2d738184>
def _loop(st, _t406):
    _memo6 = st.memos[6]
    _t412 = (_k370 or ())
    st.budget -= len(_t412)
    if st.budget < 0: _spent371(st)
    _t414 = None
    for _t413 in _t412:
        _t419 = (_memo6[(_t413, _t406,)] if (_t413, _t406,) in _memo6 else _memo6.setdefault((_t413, _t406,), (_a373(st, _t406, _t413) + _a375(st, _t406, _t413))))
        if _t414 is None or _t419 > _t414:
            _t414 = _t419
    return _t414

# <rulerun alienz.rules: play #166 7ba88227>
def _loop(st, _t398):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t405 = (_k366 or ())
    st.budget -= len(_t405)
    if st.budget < 0: _spent367(st)
    _t408 = _NOT_YET
    _t409 = _NOT_YET
    _t410 = _NOT_YET
    _t411 = _NOT_YET
    _t420 = _NOT_YET
    _t421 = _NOT_YET
    _t407 = 0
    for _t406 in _t405:
        if (((_memo6[(_t398, _t406,)] if (_t398, _t406,) in _memo6 else _memo6.setdefault((_t398, _t406,), ((_t408 if _t408 is not _NOT_YET else (_t408 := list(map(_c368.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t409 if _t409 is not _NOT_YET else (_t409 := list(map(_c369.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)))) > 0) and ((_memo6[(_t398, _t406,)] if (_t398, _t406,) in _memo6 else _memo6.setdefault((_t398, _t406,), ((_t410 if _t410 is not _NOT_YET else (_t410 := list(map(_c368.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t411 if _t411 is not _NOT_YET else (_t411 := list(map(_c369.__getitem__, _st_zones[(15 + _t398)])))).count(_t406)))) == (_memo5[_t406] if _t406 in _memo5 else _memo5.setdefault(_t406, _a376(st, _t406))))):
            _t407 += (_memo6[(_t398, _t406,)] if (_t398, _t406,) in _memo6 else _memo6.setdefault((_t398, _t406,), ((_t420 if _t420 is not _NOT_YET else (_t420 := list(map(_c368.__getitem__, _st_zones[(11 + _t398)])))).count(_t406) + (_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c369.__getitem__, _st_zones[(15 + _t398)])))).count(_t406))))
    return _t407

# <rulerun alienz.rules: play #167 2151ef61>
def _loop(st, _t423, _t428):
    _t431 = 0
    for _t430 in st.zones[(11 + _t428)]:
        if (_c384[_t430] == _t423):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #168 81ccaf9a>
def _loop(st, _t423, _t428):
    _t433 = 0
    for _t432 in st.zones[(15 + _t428)]:
        if (_c386[_t432] == _t423):
            _t433 += 1
    return _t433

# <rulerun alienz.rules: play #169 b8e5c1fc>
def _loop(st, _t398, _t423):
    _memo6 = st.memos[6]
    _t427 = (_k382 or ())
    st.budget -= len(_t427)
    if st.budget < 0: _spent383(st)
    for _t428 in _t427:
        if not (((_t428 == _t398) or ((_memo6[(_t428, _t423,)] if (_t428, _t423,) in _memo6 else _memo6.setdefault((_t428, _t423,), (_a385(st, _t423, _t428) + _a387(st, _t423, _t428)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #170 cf3d993b>
def _loop(st, _t398):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t422 = (_k378 or ())
    st.budget -= len(_t422)
    if st.budget < 0: _spent379(st)
    _t425 = _NOT_YET
    _t426 = _NOT_YET
    _t424 = 0
    for _t423 in _t422:
        if (((_memo6[(_t398, _t423,)] if (_t398, _t423,) in _memo6 else _memo6.setdefault((_t398, _t423,), ((_t425 if _t425 is not _NOT_YET else (_t425 := list(map(_c380.__getitem__, _st_zones[(11 + _t398)])))).count(_t423) + (_t426 if _t426 is not _NOT_YET else (_t426 := list(map(_c381.__getitem__, _st_zones[(15 + _t398)])))).count(_t423)))) > 0) and _a388(st, _t398, _t423)):
            _t424 += 1
    return _t424

# <rulerun alienz.rules: play #171 5779005c>
def _loop(st, _t434, _t437):
    _t440 = 0
    for _t439 in st.zones[(11 + _t434)]:
        if (_c393[_t439] == _t437):
            _t440 += 1
    return _t440

# <rulerun alienz.rules: play #172 38add854>
def _loop(st, _t434, _t437):
    _t442 = 0
    for _t441 in st.zones[(15 + _t434)]:
        if (_c395[_t441] == _t437):
            _t442 += 1
    return _t442

# <rulerun alienz.rules: play #173 26f1506f>
def _loop(st, _t434, _t437):
    _t444 = 0
    for _t443 in st.zones[(11 + _t434)]:
        if (_c399[_t443] == _t437):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: play #174 d03db268>
def _loop(st, _t434, _t437):
    _t446 = 0
    for _t445 in st.zones[(15 + _t434)]:
        if (_c401[_t445] == _t437):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: play #175 e22af62d>
def _loop(st, _t434):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t447 = (_k406 or ())
    st.budget -= len(_t447)
    if st.budget < 0: _spent407(st)
    _t450 = _NOT_YET
    _t451 = _NOT_YET
    _t449 = 0
    for _t448 in _t447:
        if ((_memo6[(_t434, _t448,)] if (_t434, _t448,) in _memo6 else _memo6.setdefault((_t434, _t448,), ((_t450 if _t450 is not _NOT_YET else (_t450 := list(map(_c408.__getitem__, _st_zones[(11 + _t434)])))).count(_t448) + (_t451 if _t451 is not _NOT_YET else (_t451 := list(map(_c409.__getitem__, _st_zones[(15 + _t434)])))).count(_t448)))) > 0):
            _t449 += 1
    return _t449

# <rulerun alienz.rules: play #176 00ae1e56>
def _loop(st, _t453, _t460):
    _t463 = 0
    for _t462 in st.zones[(11 + _t460)]:
        if (_c417[_t462] == _t453):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: play #177 948d2da4>
def _loop(st, _t453, _t460):
    _t465 = 0
    for _t464 in st.zones[(15 + _t460)]:
        if (_c419[_t464] == _t453):
            _t465 += 1
    return _t465

# <rulerun alienz.rules: play #178 96c146e1>
def _loop(st, _t453):
    _memo6 = st.memos[6]
    _t459 = (_k415 or ())
    st.budget -= len(_t459)
    if st.budget < 0: _spent416(st)
    _t461 = None
    for _t460 in _t459:
        _t466 = (_memo6[(_t460, _t453,)] if (_t460, _t453,) in _memo6 else _memo6.setdefault((_t460, _t453,), (_a418(st, _t453, _t460) + _a420(st, _t453, _t460))))
        if _t461 is None or _t466 > _t461:
            _t461 = _t466
    return _t461

# <rulerun alienz.rules: play #179 b77f0d62>
def _loop(st, _t434):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t452 = (_k411 or ())
    st.budget -= len(_t452)
    if st.budget < 0: _spent412(st)
    _t455 = _NOT_YET
    _t456 = _NOT_YET
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t454 = 0
    for _t453 in _t452:
        if (((_memo6[(_t434, _t453,)] if (_t434, _t453,) in _memo6 else _memo6.setdefault((_t434, _t453,), ((_t455 if _t455 is not _NOT_YET else (_t455 := list(map(_c413.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t456 if _t456 is not _NOT_YET else (_t456 := list(map(_c414.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)))) > 0) and ((_memo6[(_t434, _t453,)] if (_t434, _t453,) in _memo6 else _memo6.setdefault((_t434, _t453,), ((_t457 if _t457 is not _NOT_YET else (_t457 := list(map(_c413.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c414.__getitem__, _st_zones[(15 + _t434)])))).count(_t453)))) == (_memo5[_t453] if _t453 in _memo5 else _memo5.setdefault(_t453, _a421(st, _t453))))):
            _t454 += (_memo6[(_t434, _t453,)] if (_t434, _t453,) in _memo6 else _memo6.setdefault((_t434, _t453,), ((_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c413.__getitem__, _st_zones[(11 + _t434)])))).count(_t453) + (_t468 if _t468 is not _NOT_YET else (_t468 := list(map(_c414.__getitem__, _st_zones[(15 + _t434)])))).count(_t453))))
    return _t454

# <rulerun alienz.rules: play #180 ef66e8ca>
def _loop(st, _t470, _t475):
    _t478 = 0
    for _t477 in st.zones[(11 + _t475)]:
        if (_c429[_t477] == _t470):
            _t478 += 1
    return _t478

# <rulerun alienz.rules: play #181 e354e429>
def _loop(st, _t470, _t475):
    _t480 = 0
    for _t479 in st.zones[(15 + _t475)]:
        if (_c431[_t479] == _t470):
            _t480 += 1
    return _t480

# <rulerun alienz.rules: play #182 8d1ab6cb>
def _loop(st, _t434, _t470):
    _memo6 = st.memos[6]
    _t474 = (_k427 or ())
    st.budget -= len(_t474)
    if st.budget < 0: _spent428(st)
    for _t475 in _t474:
        if not (((_t475 == _t434) or ((_memo6[(_t475, _t470,)] if (_t475, _t470,) in _memo6 else _memo6.setdefault((_t475, _t470,), (_a430(st, _t470, _t475) + _a432(st, _t470, _t475)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #183 cd518017>
def _loop(st, _t434):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t469 = (_k423 or ())
    st.budget -= len(_t469)
    if st.budget < 0: _spent424(st)
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t471 = 0
    for _t470 in _t469:
        if (((_memo6[(_t434, _t470,)] if (_t434, _t470,) in _memo6 else _memo6.setdefault((_t434, _t470,), ((_t472 if _t472 is not _NOT_YET else (_t472 := list(map(_c425.__getitem__, _st_zones[(11 + _t434)])))).count(_t470) + (_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c426.__getitem__, _st_zones[(15 + _t434)])))).count(_t470)))) > 0) and _a433(st, _t434, _t470)):
            _t471 += 1
    return _t471

# <rulerun alienz.rules: play #184 4f278589>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _i3 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k358)
    _t399 = (_k359 or [])
    st.budget -= len(_t399)
    if st.budget < 0: _spent360(st)
    for _t398 in _t399:
        _i3[2] = _t398
        _st_vars[4 + _t398] = (((((2 * (len(_st_zones[(11 + _t398)]) + len(_st_zones[(15 + _t398)]))) - (2 * len(_st_zones[(3 + _t398)]))) + (_memo1[_t398] if _t398 in _memo1 else _memo1.setdefault(_t398, _a365(st, _t398)))) + (_memo3[_t398] if _t398 in _memo3 else _memo3.setdefault(_t398, _a377(st, _t398)))) + (_memo8[_t398] if _t398 in _memo8 else _memo8.setdefault(_t398, (5 * _a389(st, _t398)))))
    _t435 = (_k390 or [])
    st.budget -= len(_t435)
    if st.budget < 0: _spent360(st)
    for _t434 in _t435:
        _i3[5] = _t434
        _st_vars[0 + _t434] = (_t436 if -1000000000000000000 <= (_t436 := _st_vars[0 + _t434] + _st_vars[4 + _t434]) <= 1000000000000000000 else _beyond391(_t436))
        _i3[6] = ''
        _t438 = (_k392 or [])
        st.budget -= len(_t438)
        if st.budget < 0: _spent360(st)
        for _t437 in _t438:
            _i3[9] = _t437
            if not (((_memo6[(_t434, _t437,)] if (_t434, _t437,) in _memo6 else _memo6.setdefault((_t434, _t437,), (_a394(st, _t434, _t437) + _a396(st, _t434, _t437)))) > 0)): continue
            _i3[6] = _text397(((_i3[6] + ('' if (_i3[6] == '') else ',')) + (' ' + _plain398(_t437) + ' ' + _plain398((_memo6[(_t434, _t437,)] if (_t434, _t437,) in _memo6 else _memo6.setdefault((_t434, _t437,), (_a400(st, _t434, _t437) + _a402(st, _t434, _t437))))))))
        if (_i3[6] == ''):
            _i3[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_t434), "'s score pile:", _plain398(_i3[6]), '; queued aliens set aside: ', _plain398(len(_st_zones[(7 + _t434)]))]))
        if _st_log is not None: _st_log.append(_Text405(_audience403(st), [_PlayerRef404(_t434), ' scores ', _plain398(_st_vars[4 + _t434]), ': +', _plain398((2 * (len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)])))), ' for ', _plain398((len(_st_zones[(11 + _t434)]) + len(_st_zones[(15 + _t434)]))), ' cards flown, -', _plain398((2 * len(_st_zones[(3 + _t434)]))), ' for ', _plain398(len(_st_zones[(3 + _t434)])), ' behind the screen, +', _plain398((_memo1[_t434] if _t434 in _memo1 else _memo1.setdefault(_t434, _a410(st, _t434)))), ' for colours, +', _plain398((_memo3[_t434] if _t434 in _memo3 else _memo3.setdefault(_t434, _a422(st, _t434)))), ' majorities, +', _plain398((_memo8[_t434] if _t434 in _memo8 else _memo8.setdefault(_t434, (5 * _a434(st, _t434))))), ' sole owner; total ', _plain398(_st_vars[0 + _t434])]))
    if _p435(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #185 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #186 efd235d6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k439)

# <rulerun alienz.rules: round #187 ccd885db>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k442)
            _r = _run443(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit444(_k445)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit444(_k446)
            fr[1] = 4; st.cur.append([8, 0, _a]); return None
        if pc == 4:
            _r = _run447(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit444(_k448)
            fr[1] = 7; st.cur.append([2, 0, _a]); return None
        if pc == 7:
            _r = _run449(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 5
            _k += 1
            if _k > _lim and _over_limit441(_k, st, _d0): raise _Runaway440()
            continue
        if pc == 9:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k450)

# <rulerun alienz.rules: turn #188 d4b2954f>
def _loop(st):
    for _t484 in st.zones[20]:
        if (_c460[_t484] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #189 b9838df3>
def _loop(st):
    for _t489 in st.zones[22]:
        return _c467[_t489]
    return None

# <rulerun alienz.rules: turn #190 9df2e421>
def _loop(st):
    for _t498 in st.zones[22]:
        return _c473[_t498]
    return None

# <rulerun alienz.rules: turn #191 d1519886>
def _loop(st):
    for _t504 in st.zones[22]:
        return _c476[_t504]
    return None

# <rulerun alienz.rules: turn #192 70d23390>
def _loop(st, L, _t487):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t495 = _st_zones[(3 + L[0])]
    st.budget -= len(_t495)
    if st.budget < 0: _spent470(st)
    _t500 = _NOT_YET
    _t501 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t506 = _NOT_YET
    _t507 = _NOT_YET
    _t508 = _NOT_YET
    _t509 = _NOT_YET
    _t497 = 0
    for _t496 in _t495:
        if ((_t496 != _t487) and ((_c471[_t496] == _c472[_t487]) or (((_t503 if _t503 is not _NOT_YET else (_t503 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t500 if _t500 is not _NOT_YET else (_t500 := _a474(st))) if (_t502 if _t502 is not _NOT_YET else (_t502 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t501 if _t501 is not _NOT_YET else (_t501 := list(map(_c475.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c471[_t496] == (_t509 if _t509 is not _NOT_YET else (_t509 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t506 if _t506 is not _NOT_YET else (_t506 := _a477(st))) if (_t508 if _t508 is not _NOT_YET else (_t508 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t507 if _t507 is not _NOT_YET else (_t507 := list(map(_c475.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t497 += 1
    return _t497

# <rulerun alienz.rules: turn #193 58fbdbc6>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t486 = _st_zones[(3 + L[0])]
    st.budget -= len(_t486)
    if st.budget < 0: _spent465(st)
    _t491 = _NOT_YET
    _t492 = _NOT_YET
    _t493 = _NOT_YET
    _t494 = _NOT_YET
    _t510 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    for _t487 in _t486:
        if (_memo7[(L[0], _t487,)] if (L[0], _t487,) in _memo7 else _memo7.setdefault((L[0], _t487,), ((_c466[_t487] != (_t494 if _t494 is not _NOT_YET else (_t494 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t491 if _t491 is not _NOT_YET else (_t491 := _a468(st))) if (_t493 if _t493 is not _NOT_YET else (_t493 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t492 if _t492 is not _NOT_YET else (_t492 := list(map(_c469.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a478(st, L, _t487) >= (_t512 if _t512 is not _NOT_YET else (_t512 := (3 if (_t511 if _t511 is not _NOT_YET else (_t511 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t510 if _t510 is not _NOT_YET else (_t510 := list(map(_c469.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #194 3be008f4>
def _loop(st):
    for _t513 in st.zones[20]:
        if (_c484[_t513] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #195 848fd22a>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run453(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range454(1, L[1]) or []); L[3] = 0
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
            _t481 = L[0]
            _t482 = len(_o)
            if not _t482: _no_option456(_t481, 'alien to take')
            if _t482 <= 1 and _st_log is None:
                L[5] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[5] = _o[_t483]; st.decisions += 1
                if st.thread_player is not None: _answered457(st, _t483)
            elif _decide458(st, L, _o[:], _t481): return True
            pc = 4
        if pc == 4:
            _r = _run459(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit452(_k, st, _d0): raise _Runaway451()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a461(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer462(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run463(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined464(_joined464(['no flight'], (['private flight'] if _a479(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d480(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d481(st, [_c482[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d483(st, [L[0], _c482[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a485(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t515 = L[0]
            _t516 = len(_o)
            if not _t516: _no_option456(_t515, 'flight this turn')
            if _t516 <= 1 and _st_log is None:
                L[7] = _o[0] if _t516 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t517 = st.chooser(_t516, _t515)
                else:
                    _t517 = _st_bits(_t516.bit_length())
                    while _t517 >= _t516: _t517 = _st_bits(_t516.bit_length())
                L[7] = _o[_t517]; st.decisions += 1
                if st.thread_player is not None: _answered457(st, _t517)
            elif _decide487(st, L, _o, _t515): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit488(_k489)
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
            if len(st.cur) >= 500: raise _RuleLimit488(_k490)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run491(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit488(_k492)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k493)

# <rulerun alienz.rules: private_flight #196 d7f5fdd8>
def _loop(st):
    for _t519 in st.zones[22]:
        return _c497[_t519]
    return None

# <rulerun alienz.rules: private_flight #197 ba5090a8>
def _loop(st):
    for _t528 in st.zones[22]:
        return _c503[_t528]
    return None

# <rulerun alienz.rules: private_flight #198 bcb116c1>
def _loop(st):
    for _t534 in st.zones[22]:
        return _c506[_t534]
    return None

# <rulerun alienz.rules: private_flight #199 be71bf4b>
def _loop(st, L, _t518):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t525 = _st_zones[(3 + L[0])]
    st.budget -= len(_t525)
    if st.budget < 0: _spent500(st)
    _t530 = _NOT_YET
    _t531 = _NOT_YET
    _t532 = _NOT_YET
    _t533 = _NOT_YET
    _t536 = _NOT_YET
    _t537 = _NOT_YET
    _t538 = _NOT_YET
    _t539 = _NOT_YET
    _t527 = 0
    for _t526 in _t525:
        if ((_t526 != _t518) and ((_c501[_t526] == _c502[_t518]) or (((_t533 if _t533 is not _NOT_YET else (_t533 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t530 if _t530 is not _NOT_YET else (_t530 := _a504(st))) if (_t532 if _t532 is not _NOT_YET else (_t532 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t531 if _t531 is not _NOT_YET else (_t531 := list(map(_c505.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c501[_t526] == (_t539 if _t539 is not _NOT_YET else (_t539 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t536 if _t536 is not _NOT_YET else (_t536 := _a507(st))) if (_t538 if _t538 is not _NOT_YET else (_t538 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t537 if _t537 is not _NOT_YET else (_t537 := list(map(_c505.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t527 += 1
    return _t527

# <rulerun alienz.rules: private_flight #200 d22eca99>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t521 = _NOT_YET
            _t522 = _NOT_YET
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t540 = _NOT_YET
            _t541 = _NOT_YET
            _t542 = _NOT_YET
            _o = []
            for _t518 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t518,)] if (L[0], _t518,) in _memo7 else _memo7.setdefault((L[0], _t518,), ((_c496[_t518] != (_t524 if _t524 is not _NOT_YET else (_t524 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t521 if _t521 is not _NOT_YET else (_t521 := _a498(st))) if (_t523 if _t523 is not _NOT_YET else (_t523 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t522 if _t522 is not _NOT_YET else (_t522 := list(map(_c499.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a508(st, L, _t518) >= (_t542 if _t542 is not _NOT_YET else (_t542 := (3 if (_t541 if _t541 is not _NOT_YET else (_t541 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t540 if _t540 is not _NOT_YET else (_t540 := list(map(_c499.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t518)
            fr[1] = 1
            _t543 = L[0]
            _t544 = len(_o)
            if not _t544: _no_option510(_t543, 'planet for a private flight')
            if _t544 <= 1 and _st_log is None:
                L[1] = _o[0] if _t544 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t545 = st.chooser(_t544, _t543)
                else:
                    _t545 = _st_bits(_t544.bit_length())
                    while _t545 >= _t544: _t545 = _st_bits(_t544.bit_length())
                L[1] = _o[_t545]; st.decisions += 1
                if st.thread_player is not None: _answered511(st, _t545)
            elif _decide512(st, L, _o, _t543): return True
            pc = 1
        if pc == 1:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit514(_k515)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run516(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k517)

# <rulerun alienz.rules: commercial_flight #201 850fdfcd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run520(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit521(_k522)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit521(_k523)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run524(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o525[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit521(_k526)
            fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit519(_k, st, _d0): raise _Runaway518()
            continue
        if pc == 8:
            _r = _run527(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit521(_k528)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k529)

# <rulerun alienz.rules: board_own #202 f8f0204c>
def _loop(st):
    for _t546 in st.zones[20]:
        if (_c534[_t546] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #203 43384b98>
def _loop(st):
    for _t549 in st.zones[22]:
        return _c537[_t549]
    return None

# <rulerun alienz.rules: board_own #204 9ead6441>
def _loop(st):
    for _t555 in st.zones[22]:
        return _c540[_t555]
    return None

# <rulerun alienz.rules: board_own #205 38ef3b51>
def _loop(st):
    for _t565 in st.zones[22]:
        return _c547[_t565]
    return None

# <rulerun alienz.rules: board_own #206 f51c7cf0>
def _loop(st):
    for _t571 in st.zones[22]:
        return _c549[_t571]
    return None

# <rulerun alienz.rules: board_own #207 a84992d5>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run532(st, L)
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
            _r = _run533(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a535(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t551 = _NOT_YET
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t554 = _NOT_YET
            _t557 = _NOT_YET
            _t558 = _NOT_YET
            _t559 = _NOT_YET
            _t560 = _NOT_YET
            _o = []
            for _t548 in _st_zones[(3 + L[0])]:
                if ((_c536[_t548] == L[1]) or (((_t554 if _t554 is not _NOT_YET else (_t554 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t551 if _t551 is not _NOT_YET else (_t551 := _a538(st))) if (_t553 if _t553 is not _NOT_YET else (_t553 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t552 if _t552 is not _NOT_YET else (_t552 := list(map(_c539.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c536[_t548] == (_t560 if _t560 is not _NOT_YET else (_t560 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t557 if _t557 is not _NOT_YET else (_t557 := _a541(st))) if (_t559 if _t559 is not _NOT_YET else (_t559 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t558 if _t558 is not _NOT_YET else (_t558 := list(map(_c539.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t548)
            fr[1] = 5
            _t561 = L[0]
            _t562 = len(_o)
            if not _t562: _no_option543(_t561, 'alien to fly')
            if _t562 <= 1 and _st_log is None:
                L[4] = _o[0] if _t562 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t563 = st.chooser(_t562, _t561)
                else:
                    _t563 = _st_bits(_t562.bit_length())
                    while _t563 >= _t562: _t563 = _st_bits(_t562.bit_length())
                L[4] = _o[_t563]; st.decisions += 1
                if st.thread_player is not None: _answered544(st, _t563)
            elif _decide545(st, L, _o, _t561): return True
            pc = 5
        if pc == 5:
            _r = _run546(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t567 = _NOT_YET
            _t568 = _NOT_YET
            _t569 = _NOT_YET
            _t570 = _NOT_YET
            _t573 = _NOT_YET
            _t574 = _NOT_YET
            _t575 = _NOT_YET
            _t576 = _NOT_YET
            _o = []
            for _t564 in _st_zones[(3 + L[0])]:
                if ((_c536[_t564] == L[1]) or (((_t570 if _t570 is not _NOT_YET else (_t570 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t567 if _t567 is not _NOT_YET else (_t567 := _a548(st))) if (_t569 if _t569 is not _NOT_YET else (_t569 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t568 if _t568 is not _NOT_YET else (_t568 := list(map(_c539.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c536[_t564] == (_t576 if _t576 is not _NOT_YET else (_t576 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t573 if _t573 is not _NOT_YET else (_t573 := _a550(st))) if (_t575 if _t575 is not _NOT_YET else (_t575 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t574 if _t574 is not _NOT_YET else (_t574 := list(map(_c539.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t564)
            fr[1] = 8
            if _offer551(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run552(st, L)
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
            _r = _run553(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit531(_k, st, _d0): raise _Runaway530()
            continue
        if pc == 14:
            _r = _run554(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k555)

# <rulerun alienz.rules: board_queue #208 b51ea03e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run558(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k559)

# <rulerun alienz.rules: join #209 5f1abd19>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c564[_t578]
    return None

# <rulerun alienz.rules: join #210 f40ece01>
def _loop(st):
    for _t584 in st.zones[22]:
        return _c567[_t584]
    return None

# <rulerun alienz.rules: join #211 db5e9061>
def _native(st, fr):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run562(st, L)
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
            _t580 = _NOT_YET
            _t581 = _NOT_YET
            _t582 = _NOT_YET
            _t583 = _NOT_YET
            _t586 = _NOT_YET
            _t587 = _NOT_YET
            _t588 = _NOT_YET
            _t589 = _NOT_YET
            _o = []
            for _t577 in _st_zones[(3 + L[0])]:
                if ((_c563[_t577] == L[1]) or (((_t583 if _t583 is not _NOT_YET else (_t583 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t580 if _t580 is not _NOT_YET else (_t580 := _a565(st))) if (_t582 if _t582 is not _NOT_YET else (_t582 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t581 if _t581 is not _NOT_YET else (_t581 := list(map(_c566.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c563[_t577] == (_t589 if _t589 is not _NOT_YET else (_t589 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t586 if _t586 is not _NOT_YET else (_t586 := _a568(st))) if (_t588 if _t588 is not _NOT_YET else (_t588 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t587 if _t587 is not _NOT_YET else (_t587 := list(map(_c566.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t577)
            fr[1] = 3
            if _offer569(st, L, _o): return True
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
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit561(_k, st, _d0): raise _Runaway560()
            continue
        if pc == 8:
            _r = _run571(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k572)

# <rulerun alienz.rules: refill #212 3cb44014>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
                pc = 1
            else:
                pc = 4
        if pc == 1:
            _r = _run575(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit576(_k577)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit574(_k, st, _d0): raise _Runaway573()
            continue
        if pc == 4:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k578)

# <rulerun alienz.rules: surface #213 bb119974>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if ((not not _st_zones[0]) and _d581(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
                pc = 1
            else:
                pc = 3
        if pc == 1:
            _a = [(_z[-1] if (_z := _st_zones[0]) else None)]
            if len(st.cur) >= 500: raise _RuleLimit582(_k583)
            fr[1] = 2; st.cur.append([10, 0, _a]); return None
        if pc == 2:
            pc = 0
            _k += 1
            if _k > _lim and _over_limit580(_k, st, _d0): raise _Runaway579()
            continue
        if pc == 3:
            _r = _run584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k585)

# <rulerun alienz.rules: reveal_event #214 aea75671>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run588(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit589(_k590)
            fr[1] = 2; st.cur.append([11, 0, _a]); return None
        if pc == 2:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k591)

# <rulerun alienz.rules: resolve_events #215 33774a73>
def _native(st, fr):
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run594(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit595(_k596)
            fr[1] = 3; st.cur.append([12, 0, _a]); return None
        if pc == 3:
            pc = 1
            _k += 1
            if _k > _lim and _over_limit593(_k, st, _d0): raise _Runaway592()
            continue
        if pc == 4:
            _r = _run597(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k598)

# <rulerun alienz.rules: take_effect #216 2e972aa2>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run601(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (_c602[L[0]] == 'queueing'):
                pc = 2
            else:
                pc = 4
        if pc == 2:
            _r = _run603(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 4:
            if (_c602[L[0]] == 'rush_hour'):
                pc = 5
            else:
                pc = 7
        if pc == 5:
            _r = _run604(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 7:
            if (_c602[L[0]] == 'group'):
                pc = 8
            else:
                pc = 10
        if pc == 8:
            _r = _run605(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 11
        if pc == 10:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit606(_k607)
            fr[1] = 11; st.cur.append([13, 0, _a]); return None
        if pc == 11:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k608)

# <rulerun alienz.rules: storm_flip #217 d88380ce>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit611(_k612)
            fr[1] = 1; st.cur.append([9, 0, _a]); return None
        if pc == 1:
            _r = _run613(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit611(_k614)
            fr[1] = 3; st.cur.append([9, 0, _a]); return None
        if pc == 3:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k615)

# <rulerun alienz.rules: scoring #218 00518fd8>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run618(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k619)

# <rulerun alienz.rules: play #219 2714d923>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run622(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit623(_k624)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run625(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit621(_k, st, _d0): raise _Runaway620()
            continue
        if pc == 5:
            fr[1] = 6
            if _step626(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k627)

# <rulerun alienz.rules: turn #220 240c4716>
def _loop(st):
    for _t593 in st.zones[20]:
        if (_c639[_t593] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #221 a7dec904>
def _loop(st):
    for _t598 in st.zones[22]:
        return _c646[_t598]
    return None

# <rulerun alienz.rules: turn #222 6d3933b8>
def _loop(st):
    for _t607 in st.zones[22]:
        return _c652[_t607]
    return None

# <rulerun alienz.rules: turn #223 a26cce8e>
def _loop(st):
    for _t613 in st.zones[22]:
        return _c655[_t613]
    return None

# <rulerun alienz.rules: turn #224 158a6ff2>
def _loop(st, L, _t596):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t604 = _st_zones[(3 + L[0])]
    st.budget -= len(_t604)
    if st.budget < 0: _spent649(st)
    _t609 = _NOT_YET
    _t610 = _NOT_YET
    _t611 = _NOT_YET
    _t612 = _NOT_YET
    _t615 = _NOT_YET
    _t616 = _NOT_YET
    _t617 = _NOT_YET
    _t618 = _NOT_YET
    _t606 = 0
    for _t605 in _t604:
        if ((_t605 != _t596) and ((_c650[_t605] == _c651[_t596]) or (((_t612 if _t612 is not _NOT_YET else (_t612 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t609 if _t609 is not _NOT_YET else (_t609 := _a653(st))) if (_t611 if _t611 is not _NOT_YET else (_t611 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t610 if _t610 is not _NOT_YET else (_t610 := list(map(_c654.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c650[_t605] == (_t618 if _t618 is not _NOT_YET else (_t618 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t615 if _t615 is not _NOT_YET else (_t615 := _a656(st))) if (_t617 if _t617 is not _NOT_YET else (_t617 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t616 if _t616 is not _NOT_YET else (_t616 := list(map(_c654.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t606 += 1
    return _t606

# <rulerun alienz.rules: turn #225 c8da3015>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t595 = _st_zones[(3 + L[0])]
    st.budget -= len(_t595)
    if st.budget < 0: _spent644(st)
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t602 = _NOT_YET
    _t603 = _NOT_YET
    _t619 = _NOT_YET
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    for _t596 in _t595:
        if (_memo7[(L[0], _t596,)] if (L[0], _t596,) in _memo7 else _memo7.setdefault((L[0], _t596,), ((_c645[_t596] != (_t603 if _t603 is not _NOT_YET else (_t603 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t600 if _t600 is not _NOT_YET else (_t600 := _a647(st))) if (_t602 if _t602 is not _NOT_YET else (_t602 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t601 if _t601 is not _NOT_YET else (_t601 := list(map(_c648.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a657(st, L, _t596) >= (_t621 if _t621 is not _NOT_YET else (_t621 := (3 if (_t620 if _t620 is not _NOT_YET else (_t620 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t619 if _t619 is not _NOT_YET else (_t619 := list(map(_c648.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #226 348027b0>
def _loop(st):
    for _t622 in st.zones[20]:
        if (_c663[_t622] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #227 b731c226>
def _loop(st):
    for _t629 in st.zones[22]:
        return _c669[_t629]
    return None

# <rulerun alienz.rules: private_flight #228 601523ea>
def _loop(st):
    for _t638 in st.zones[22]:
        return _c675[_t638]
    return None

# <rulerun alienz.rules: private_flight #229 71dc9528>
def _loop(st):
    for _t644 in st.zones[22]:
        return _c678[_t644]
    return None

# <rulerun alienz.rules: private_flight #230 cbb1ebd2>
def _loop(st, L, _t628):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t635 = _st_zones[(3 + L[0])]
    st.budget -= len(_t635)
    if st.budget < 0: _spent672(st)
    _t640 = _NOT_YET
    _t641 = _NOT_YET
    _t642 = _NOT_YET
    _t643 = _NOT_YET
    _t646 = _NOT_YET
    _t647 = _NOT_YET
    _t648 = _NOT_YET
    _t649 = _NOT_YET
    _t637 = 0
    for _t636 in _t635:
        if ((_t636 != _t628) and ((_c673[_t636] == _c674[_t628]) or (((_t643 if _t643 is not _NOT_YET else (_t643 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t640 if _t640 is not _NOT_YET else (_t640 := _a676(st))) if (_t642 if _t642 is not _NOT_YET else (_t642 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t641 if _t641 is not _NOT_YET else (_t641 := list(map(_c677.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c673[_t636] == (_t649 if _t649 is not _NOT_YET else (_t649 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t646 if _t646 is not _NOT_YET else (_t646 := _a679(st))) if (_t648 if _t648 is not _NOT_YET else (_t648 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t647 if _t647 is not _NOT_YET else (_t647 := list(map(_c677.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t637 += 1
    return _t637

# <rulerun alienz.rules: private_flight #231 1120b2ac>
def _loop(st):
    for _t659 in st.zones[20]:
        if (_c690[_t659] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #232 328c999e>
def _loop(st):
    for _t663 in st.zones[22]:
        return _c693[_t663]
    return None

# <rulerun alienz.rules: private_flight #233 7c0b3d5d>
def _loop(st):
    for _t669 in st.zones[22]:
        return _c695[_t669]
    return None

# <rulerun alienz.rules: private_flight #234 f519909a>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c699[_t680]
    return None

# <rulerun alienz.rules: private_flight #235 3429345f>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c701[_t686]
    return None

# <rulerun alienz.rules: board_own #236 8068b7c6>
def _loop(st):
    for _t696 in st.zones[20]:
        if (_c706[_t696] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #237 fd23fd48>
def _loop(st):
    for _t700 in st.zones[22]:
        return _c709[_t700]
    return None

# <rulerun alienz.rules: board_own #238 052c5994>
def _loop(st):
    for _t706 in st.zones[22]:
        return _c712[_t706]
    return None

# <rulerun alienz.rules: board_own #239 619d6bcc>
def _loop(st):
    for _t717 in st.zones[22]:
        return _c718[_t717]
    return None

# <rulerun alienz.rules: board_own #240 5c040f05>
def _loop(st):
    for _t723 in st.zones[22]:
        return _c720[_t723]
    return None

# <rulerun alienz.rules: board_own #241 playout 0bf84f66>
def _native(st, L):
    _l0 = L[0]
    _l1 = L[1]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent705(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a707(st))) else 2)):
            _t702 = _NOT_YET
            _t703 = _NOT_YET
            _t704 = _NOT_YET
            _t705 = _NOT_YET
            _t708 = _NOT_YET
            _t709 = _NOT_YET
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t698 = []
            for _t699 in _st_zones[(3 + _l0)]:
                if ((_c708[_t699] == _l1) or (((_t705 if _t705 is not _NOT_YET else (_t705 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t702 if _t702 is not _NOT_YET else (_t702 := _a710(st))) if (_t704 if _t704 is not _NOT_YET else (_t704 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t703 if _t703 is not _NOT_YET else (_t703 := list(map(_c711.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c708[_t699] == (_t711 if _t711 is not _NOT_YET else (_t711 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t708 if _t708 is not _NOT_YET else (_t708 := _a713(st))) if (_t710 if _t710 is not _NOT_YET else (_t710 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t709 if _t709 is not _NOT_YET else (_t709 := list(map(_c711.__getitem__, _st_zones[20]))))))))) else None)))))))): _t698.append(_t699)
            _t712 = _l0
            _t713 = len(_t698)
            if not _t713: _no_option716(_t712, 'alien to fly')
            if _t713 <= 1 and _st_log is None:
                L[4] = _t698[0] if _t713 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t714 = st.chooser(_t713, _t712)
                else:
                    _t714 = _st_bits(_t713.bit_length())
                    while _t714 >= _t713: _t714 = _st_bits(_t713.bit_length())
                L[4] = _t698[_t714]; st.decisions += 1
            elif _decide717(st, L, _t698, _t712): raise _PlayoutCut714()
            L[3] = L[4]
        else:
            _t719 = _NOT_YET
            _t720 = _NOT_YET
            _t721 = _NOT_YET
            _t722 = _NOT_YET
            _t725 = _NOT_YET
            _t726 = _NOT_YET
            _t727 = _NOT_YET
            _t728 = _NOT_YET
            _t715 = []
            for _t716 in _st_zones[(3 + _l0)]:
                if ((_c708[_t716] == _l1) or (((_t722 if _t722 is not _NOT_YET else (_t722 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t719 if _t719 is not _NOT_YET else (_t719 := _a719(st))) if (_t721 if _t721 is not _NOT_YET else (_t721 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t720 if _t720 is not _NOT_YET else (_t720 := list(map(_c711.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c708[_t716] == (_t728 if _t728 is not _NOT_YET else (_t728 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t725 if _t725 is not _NOT_YET else (_t725 := _a721(st))) if (_t727 if _t727 is not _NOT_YET else (_t727 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t726 if _t726 is not _NOT_YET else (_t726 := list(map(_c711.__getitem__, _st_zones[20]))))))))) else None)))))))): _t715.append(_t716)
            if _offer722(st, L, _t715): raise _PlayoutCut714()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t729 = L[3]
        _t730 = (11 + _l0)
        if type(_t729) is int and _st_log is None:
            _t731 = _st_zones[_st_loc[_t729]]
            if _t731[-1] == _t729: _t731.pop()
            else: _t731.remove(_t729)
            _st_zones[_t730].append(_t729); _st_loc[_t729] = _t730
        elif _t729 is not None:
            _move_cards723(st, _t729, _t730, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        L[2] = (_t732 if -1000000000000000000 <= (_t732 := L[2] + 1) <= 1000000000000000000 else _beyond724(_t732))
    if _st_log is not None: _st_log.append(_Text728(_audience725(st), [_PlayerRef726(_l0), ' flies ', _plain727(L[2]), ' ', _plain727(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain727(_l1), ' planet']))

# <rulerun alienz.rules: private_flight #242 80b8afc9>
def _loop(st):
    for _t738 in st.zones[22]:
        return _c731[_t738]
    return None

# <rulerun alienz.rules: private_flight #243 2e2c7c52>
def _loop(st):
    for _t744 in st.zones[22]:
        return _c733[_t744]
    return None

# <rulerun alienz.rules: private_flight #244 playout aa8cdd60>
def _native(st, L):
    _l0 = L[0]
    _st_bits = st.bits
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent667(st)
    _t631 = _NOT_YET
    _t632 = _NOT_YET
    _t633 = _NOT_YET
    _t634 = _NOT_YET
    _t650 = _NOT_YET
    _t651 = _NOT_YET
    _t652 = _NOT_YET
    _t627 = []
    for _t628 in _st_zones[(3 + _l0)]:
        if (_memo7[(_l0, _t628,)] if (_l0, _t628,) in _memo7 else _memo7.setdefault((_l0, _t628,), ((_c668[_t628] != (_t634 if _t634 is not _NOT_YET else (_t634 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t631 if _t631 is not _NOT_YET else (_t631 := _a670(st))) if (_t633 if _t633 is not _NOT_YET else (_t633 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t632 if _t632 is not _NOT_YET else (_t632 := list(map(_c671.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a680(st, L, _t628) >= (_t652 if _t652 is not _NOT_YET else (_t652 := (3 if (_t651 if _t651 is not _NOT_YET else (_t651 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t650 if _t650 is not _NOT_YET else (_t650 := list(map(_c671.__getitem__, _st_zones[20]))))))))) else 2))))))): _t627.append(_t628)
    _t653 = _l0
    _t654 = len(_t627)
    if not _t654: _no_option683(_t653, 'planet for a private flight')
    if _t654 <= 1 and _st_log is None:
        L[1] = _t627[0] if _t654 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t655 = st.chooser(_t654, _t653)
        else:
            _t655 = _st_bits(_t654.bit_length())
            while _t655 >= _t654: _t655 = _st_bits(_t654.bit_length())
        L[1] = _t627[_t655]; st.decisions += 1
    elif _decide684(st, L, _t627, _t653): raise _PlayoutCut681()
    L[2] = _c668[L[1]]
    _t656 = L[1]
    _t657 = (15 + _l0)
    if type(_t656) is int and _st_log is None:
        _t658 = _st_zones[_st_loc[_t656]]
        if _t658[-1] == _t656: _t658.pop()
        else: _t658.remove(_t656)
        _st_zones[_t657].append(_t656); _st_loc[_t656] = _t657
    elif _t656 is not None:
        _move_cards685(st, _t656, _t657, False)
    if _memo0: _memo0.clear()
    if _memo1: _memo1.clear()
    if _memo2: _memo2.clear()
    if _memo3: _memo3.clear()
    if _memo4: _memo4.clear()
    if _memo5: _memo5.clear()
    if _memo6: _memo6.clear()
    if _memo7: _memo7.clear()
    if _memo8: _memo8.clear()
    if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text689(_audience686(st), [_PlayerRef687(_l0), ' opens a private flight to the ', _plain688(L[2]), ' planet']))
    if _p729(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i5l0 = L[2]
    _i5 = [_i5l0, None, None, None, None]
    _t734 = (_k730 or [])
    st.budget -= len(_t734)
    if st.budget < 0: _spent667(st)
    for _t733 in _t734:
        _i5[3] = _t733
        _t736 = _st_zones[(7 + _t733)]
        st.budget -= len(_t736)
        if st.budget < 0: _spent667(st)
        _t740 = _NOT_YET
        _t741 = _NOT_YET
        _t742 = _NOT_YET
        _t743 = _NOT_YET
        _t746 = _NOT_YET
        _t747 = _NOT_YET
        _t748 = _NOT_YET
        _t749 = _NOT_YET
        _t735 = []
        for _t737 in _t736:
            if ((_c692[_t737] == _i5l0) or (((_t743 if _t743 is not _NOT_YET else (_t743 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t740 if _t740 is not _NOT_YET else (_t740 := _a732(st))) if (_t742 if _t742 is not _NOT_YET else (_t742 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t741 if _t741 is not _NOT_YET else (_t741 := list(map(_c671.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c692[_t737] == (_t749 if _t749 is not _NOT_YET else (_t749 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t746 if _t746 is not _NOT_YET else (_t746 := _a734(st))) if (_t748 if _t748 is not _NOT_YET else (_t748 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t747 if _t747 is not _NOT_YET else (_t747 := list(map(_c671.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t735.append(_t737)
        _i5[4] = _t735
        if (not not (_i5[4] or ())):
            if _st_log is not None: _st_log.append(_Text689(_audience686(st), [_PlayerRef687(_t733), "'s queued aliens board the flight"]))
            _t750 = _i5[4]
            _t751 = (11 + _t733)
            if type(_t750) is list and _st_log is None:
                for _t752 in _t750:
                    _t753 = _st_zones[_st_loc[_t752]]
                    if _t753[-1] == _t752: _t753.pop()
                    else: _t753.remove(_t752)
                    _st_zones[_t751].append(_t752); _st_loc[_t752] = _t751
            elif _t750 is not None:
                _move_cards685(st, _t750, _t751, False)
            if _memo0: _memo0.clear()
            if _memo1: _memo1.clear()
            if _memo2: _memo2.clear()
            if _memo3: _memo3.clear()
            if _memo4: _memo4.clear()
            if _memo5: _memo5.clear()
            if _memo6: _memo6.clear()
            if _memo7: _memo7.clear()
            if _memo8: _memo8.clear()
            if _memo9: _memo9.clear()
    if _st_log is not None: _st_log.append(_Text689(_audience686(st), ['The flight to the ', _plain688(L[2]), ' planet is closed']))

# <rulerun alienz.rules: turn #245 f2858d05>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
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
                pc = 6
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 1:
            L[2] = (_range632(1, L[1]) or []); L[3] = 0
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
            _t590 = L[0]
            _t591 = len(_o)
            if not _t591: _no_option634(_t590, 'alien to take')
            if _t591 <= 1 and _st_log is None:
                L[5] = _o[0] if _t591 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t592 = st.chooser(_t591, _t590)
                else:
                    _t592 = _st_bits(_t591.bit_length())
                    while _t592 >= _t591: _t592 = _st_bits(_t591.bit_length())
                L[5] = _o[_t592]; st.decisions += 1
                if st.thread_player is not None: _answered635(st, _t592)
            elif _decide636(st, L, _o[:], _t590): return True
            pc = 4
        if pc == 4:
            _r = _run637(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit629(_k, st, _d0): raise _Runaway628()
            continue
        if pc == 6 and st.thread_player == st.inline_thread:
            _r = _region638(st, L)
            if _r is None:
                pc = 10
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a640(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer641(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run642(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined643(_joined643(['no flight'], (['private flight'] if _a658(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d659(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d660(st, [_c661[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d662(st, [L[0], _c661[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a664(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t624 = L[0]
            _t625 = len(_o)
            if not _t625: _no_option634(_t624, 'flight this turn')
            if _t625 <= 1 and _st_log is None:
                L[7] = _o[0] if _t625 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t626 = st.chooser(_t625, _t624)
                else:
                    _t626 = _st_bits(_t625.bit_length())
                    while _t626 >= _t625: _t626 = _st_bits(_t625.bit_length())
                L[7] = _o[_t626]; st.decisions += 1
                if st.thread_player is not None: _answered635(st, _t626)
            elif _decide666(st, L, _o, _t624): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p735(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit736(_k737)
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
            if len(st.cur) >= 500: raise _RuleLimit736(_k738)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run739(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit736(_k740)
            fr[1] = 19; st.cur.append([8, 0, _a]); return None
        if pc == 19:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k741)

# <rulerun alienz.rules: private_flight #246 35552afa>
def _loop(st):
    for _t755 in st.zones[22]:
        return _c745[_t755]
    return None

# <rulerun alienz.rules: private_flight #247 4d6c8efc>
def _loop(st):
    for _t764 in st.zones[22]:
        return _c751[_t764]
    return None

# <rulerun alienz.rules: private_flight #248 150dd572>
def _loop(st):
    for _t770 in st.zones[22]:
        return _c754[_t770]
    return None

# <rulerun alienz.rules: private_flight #249 04781336>
def _loop(st, L, _t754):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t761 = _st_zones[(3 + L[0])]
    st.budget -= len(_t761)
    if st.budget < 0: _spent748(st)
    _t766 = _NOT_YET
    _t767 = _NOT_YET
    _t768 = _NOT_YET
    _t769 = _NOT_YET
    _t772 = _NOT_YET
    _t773 = _NOT_YET
    _t774 = _NOT_YET
    _t775 = _NOT_YET
    _t763 = 0
    for _t762 in _t761:
        if ((_t762 != _t754) and ((_c749[_t762] == _c750[_t754]) or (((_t769 if _t769 is not _NOT_YET else (_t769 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t766 if _t766 is not _NOT_YET else (_t766 := _a752(st))) if (_t768 if _t768 is not _NOT_YET else (_t768 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t767 if _t767 is not _NOT_YET else (_t767 := list(map(_c753.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c749[_t762] == (_t775 if _t775 is not _NOT_YET else (_t775 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t772 if _t772 is not _NOT_YET else (_t772 := _a755(st))) if (_t774 if _t774 is not _NOT_YET else (_t774 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t773 if _t773 is not _NOT_YET else (_t773 := list(map(_c753.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t763 += 1
    return _t763

# <rulerun alienz.rules: private_flight #250 78f215b8>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _t757 = _NOT_YET
            _t758 = _NOT_YET
            _t759 = _NOT_YET
            _t760 = _NOT_YET
            _t776 = _NOT_YET
            _t777 = _NOT_YET
            _t778 = _NOT_YET
            _o = []
            for _t754 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t754,)] if (L[0], _t754,) in _memo7 else _memo7.setdefault((L[0], _t754,), ((_c744[_t754] != (_t760 if _t760 is not _NOT_YET else (_t760 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t757 if _t757 is not _NOT_YET else (_t757 := _a746(st))) if (_t759 if _t759 is not _NOT_YET else (_t759 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t758 if _t758 is not _NOT_YET else (_t758 := list(map(_c747.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a756(st, L, _t754) >= (_t778 if _t778 is not _NOT_YET else (_t778 := (3 if (_t777 if _t777 is not _NOT_YET else (_t777 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t776 if _t776 is not _NOT_YET else (_t776 := list(map(_c747.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t754)
            fr[1] = 1
            _t779 = L[0]
            _t780 = len(_o)
            if not _t780: _no_option758(_t779, 'planet for a private flight')
            if _t780 <= 1 and _st_log is None:
                L[1] = _o[0] if _t780 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t781 = st.chooser(_t780, _t779)
                else:
                    _t781 = _st_bits(_t780.bit_length())
                    while _t781 >= _t780: _t781 = _st_bits(_t780.bit_length())
                L[1] = _o[_t781]; st.decisions += 1
                if st.thread_player is not None: _answered759(st, _t781)
            elif _decide760(st, L, _o, _t779): return True
            pc = 1
        if pc == 1:
            _r = _run761(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p762(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit763(_k764)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run765(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k766)

# <rulerun alienz.rules: join #251 abd7c439>
def _loop(st):
    for _t784 in st.zones[22]:
        return _c779[_t784]
    return None

# <rulerun alienz.rules: join #252 ad005484>
def _loop(st):
    for _t790 in st.zones[22]:
        return _c782[_t790]
    return None

# <rulerun alienz.rules: join #253 playout cac135ea>
def _native(st, L):
    _l0 = L[0]
    _st_loc = st.loc
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo1 = st.memos[1]
    _memo2 = st.memos[2]
    _memo3 = st.memos[3]
    _memo4 = st.memos[4]
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _memo7 = st.memos[7]
    _memo8 = st.memos[8]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent777(st)
        _t786 = _NOT_YET
        _t787 = _NOT_YET
        _t788 = _NOT_YET
        _t789 = _NOT_YET
        _t792 = _NOT_YET
        _t793 = _NOT_YET
        _t794 = _NOT_YET
        _t795 = _NOT_YET
        _t782 = []
        for _t783 in _st_zones[(3 + _l0)]:
            if ((_c778[_t783] == L[1]) or (((_t789 if _t789 is not _NOT_YET else (_t789 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t786 if _t786 is not _NOT_YET else (_t786 := _a780(st))) if (_t788 if _t788 is not _NOT_YET else (_t788 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t787 if _t787 is not _NOT_YET else (_t787 := list(map(_c781.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c778[_t783] == (_t795 if _t795 is not _NOT_YET else (_t795 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t792 if _t792 is not _NOT_YET else (_t792 := _a783(st))) if (_t794 if _t794 is not _NOT_YET else (_t794 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t793 if _t793 is not _NOT_YET else (_t793 := list(map(_c781.__getitem__, _st_zones[20]))))))))) else None)))))))): _t782.append(_t783)
        if _offer785(st, L, _t782): raise _PlayoutCut784()
        if (L[3] is None):
            break
        _t796 = L[3]
        _t797 = (11 + _l0)
        if type(_t796) is int and _st_log is None:
            _t798 = _st_zones[_st_loc[_t796]]
            if _t798[-1] == _t796: _t798.pop()
            else: _t798.remove(_t796)
            _st_zones[_t797].append(_t796); _st_loc[_t796] = _t797
        elif _t796 is not None:
            _move_cards786(st, _t796, _t797, False)
        if _memo0: _memo0.clear()
        if _memo1: _memo1.clear()
        if _memo2: _memo2.clear()
        if _memo3: _memo3.clear()
        if _memo4: _memo4.clear()
        if _memo5: _memo5.clear()
        if _memo6: _memo6.clear()
        if _memo7: _memo7.clear()
        if _memo8: _memo8.clear()
        if _memo9: _memo9.clear()
        L[2] = (_t799 if -1000000000000000000 <= (_t799 := L[2] + 1) <= 1000000000000000000 else _beyond787(_t799))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_l0), ' joins the flight with ', _plain790(L[2]), ' ', _plain790(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text791(_audience788(st), [_PlayerRef789(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #254 dacc61a5>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run769(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit770(_k771)
            fr[1] = 2; st.cur.append([9, 0, _a]); return None
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p772(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit770(_k773)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run774(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 4
        if pc == 4 and st.thread_player == st.inline_thread:
            _r = _region775(st, L)
            if _r is None:
                pc = 8
            elif _r == 3: return True
            elif _r != 4: st.cur.pop(); return None
        if pc == 4:
            L[3] = (_o776[L[0]] or []); L[4] = 0
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
                if _p792(st, [L[5], L[2], None, None]) == 3: return True
                pc = 7
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit770(_k793)
                fr[1] = 7; st.cur.append([7, 0, _a]); return None
        if pc == 7:
            pc = 5
            _k += 1
            if _k > _lim and _over_limit768(_k, st, _d0): raise _Runaway767()
            continue
        if pc == 8:
            _r = _run794(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = []
            if len(st.cur) >= 500: raise _RuleLimit770(_k795)
            fr[1] = 10; st.cur.append([11, 0, _a]); return None
        if pc == 10:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k796)

# <rulerun alienz.rules: board_own #255 e1f743cc>
def _loop(st):
    for _t800 in st.zones[20]:
        if (_c802[_t800] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #256 428b3b45>
def _loop(st):
    for _t803 in st.zones[22]:
        return _c805[_t803]
    return None

# <rulerun alienz.rules: board_own #257 d6e1f513>
def _loop(st):
    for _t809 in st.zones[22]:
        return _c808[_t809]
    return None

# <rulerun alienz.rules: board_own #258 827595c0>
def _loop(st):
    for _t819 in st.zones[22]:
        return _c815[_t819]
    return None

# <rulerun alienz.rules: board_own #259 f3654ea9>
def _loop(st):
    for _t825 in st.zones[22]:
        return _c817[_t825]
    return None

# <rulerun alienz.rules: board_own #260 7ca43a13>
def _native(st, fr):
    _st_bits = st.bits
    _st_log = st.log
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run799(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region800(st, L)
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
            _r = _run801(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a803(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t805 = _NOT_YET
            _t806 = _NOT_YET
            _t807 = _NOT_YET
            _t808 = _NOT_YET
            _t811 = _NOT_YET
            _t812 = _NOT_YET
            _t813 = _NOT_YET
            _t814 = _NOT_YET
            _o = []
            for _t802 in _st_zones[(3 + L[0])]:
                if ((_c804[_t802] == L[1]) or (((_t808 if _t808 is not _NOT_YET else (_t808 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t805 if _t805 is not _NOT_YET else (_t805 := _a806(st))) if (_t807 if _t807 is not _NOT_YET else (_t807 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t806 if _t806 is not _NOT_YET else (_t806 := list(map(_c807.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c804[_t802] == (_t814 if _t814 is not _NOT_YET else (_t814 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t811 if _t811 is not _NOT_YET else (_t811 := _a809(st))) if (_t813 if _t813 is not _NOT_YET else (_t813 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t812 if _t812 is not _NOT_YET else (_t812 := list(map(_c807.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t802)
            fr[1] = 5
            _t815 = L[0]
            _t816 = len(_o)
            if not _t816: _no_option811(_t815, 'alien to fly')
            if _t816 <= 1 and _st_log is None:
                L[4] = _o[0] if _t816 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t817 = st.chooser(_t816, _t815)
                else:
                    _t817 = _st_bits(_t816.bit_length())
                    while _t817 >= _t816: _t817 = _st_bits(_t816.bit_length())
                L[4] = _o[_t817]; st.decisions += 1
                if st.thread_player is not None: _answered812(st, _t817)
            elif _decide813(st, L, _o, _t815): return True
            pc = 5
        if pc == 5:
            _r = _run814(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t821 = _NOT_YET
            _t822 = _NOT_YET
            _t823 = _NOT_YET
            _t824 = _NOT_YET
            _t827 = _NOT_YET
            _t828 = _NOT_YET
            _t829 = _NOT_YET
            _t830 = _NOT_YET
            _o = []
            for _t818 in _st_zones[(3 + L[0])]:
                if ((_c804[_t818] == L[1]) or (((_t824 if _t824 is not _NOT_YET else (_t824 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t821 if _t821 is not _NOT_YET else (_t821 := _a816(st))) if (_t823 if _t823 is not _NOT_YET else (_t823 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t822 if _t822 is not _NOT_YET else (_t822 := list(map(_c807.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c804[_t818] == (_t830 if _t830 is not _NOT_YET else (_t830 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t827 if _t827 is not _NOT_YET else (_t827 := _a818(st))) if (_t829 if _t829 is not _NOT_YET else (_t829 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t828 if _t828 is not _NOT_YET else (_t828 := list(map(_c807.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t818)
            fr[1] = 8
            if _offer819(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run820(st, L)
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
            _r = _run821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit798(_k, st, _d0): raise _Runaway797()
            continue
        if pc == 14:
            _r = _run822(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k823)

# <rulerun alienz.rules: join #261 3f98f8b3>
def _loop(st):
    for _t832 in st.zones[22]:
        return _c829[_t832]
    return None

# <rulerun alienz.rules: join #262 e53fe775>
def _loop(st):
    for _t838 in st.zones[22]:
        return _c832[_t838]
    return None

# <rulerun alienz.rules: join #263 9a76e1dd>
def _native(st, fr):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run826(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region827(st, L)
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
            _t834 = _NOT_YET
            _t835 = _NOT_YET
            _t836 = _NOT_YET
            _t837 = _NOT_YET
            _t840 = _NOT_YET
            _t841 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _o = []
            for _t831 in _st_zones[(3 + L[0])]:
                if ((_c828[_t831] == L[1]) or (((_t837 if _t837 is not _NOT_YET else (_t837 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t834 if _t834 is not _NOT_YET else (_t834 := _a830(st))) if (_t836 if _t836 is not _NOT_YET else (_t836 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t835 if _t835 is not _NOT_YET else (_t835 := list(map(_c831.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c828[_t831] == (_t843 if _t843 is not _NOT_YET else (_t843 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t840 if _t840 is not _NOT_YET else (_t840 := _a833(st))) if (_t842 if _t842 is not _NOT_YET else (_t842 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t841 if _t841 is not _NOT_YET else (_t841 := list(map(_c831.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t831)
            fr[1] = 3
            if _offer834(st, L, _o): return True
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
            _r = _run835(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit825(_k, st, _d0): raise _Runaway824()
            continue
        if pc == 8:
            _r = _run836(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k837)

# <rulerun alienz.rules: rank #264 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

