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

# <rulerun alienz.rules: is_event #2 d93efd54>
def _native(st, L):
    return (_c24[L[0]] is not None)

# <rulerun alienz.rules: reveal_event #3 42dcb16a>
def _loop(st):
    _t24 = 0
    for _t23 in st.zones[0]:
        if (_c32[_t23] is not None):
            _t24 += 1
    return _t24

# <rulerun alienz.rules: reveal_event #4 89f0a857>
def _loop(st):
    _t26 = 0
    for _t25 in st.zones[0]:
        if (_c36[_t25] is not None):
            _t26 += 1
    return _t26

# <rulerun alienz.rules: storm_flip #5 079ea0cf>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit49(_k50)
    st.budget -= 1
    if st.budget < 0: _spent51(st)
    if _p52[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t37 = L[0]
    _t38 = 22
    if type(_t37) is int and _st_log is None:
        _t39 = _st_zones[_st_loc[_t37]]
        if _t39[-1] == _t37: _t39.pop()
        else: _t39.remove(_t37)
        _st_zones[_t38].append(_t37); _st_loc[_t37] = _t38
    elif _t37 is not None:
        _move_cards53(st, _t37, _t38, False)
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
    if _st_log is not None: _st_log.append(_Text57(_audience54(st), ['Asteroid Storm: flights to the ', _plain56(_c55[L[0]]), ' planet are forbidden and ', _plain56(_c55[L[0]]), ' aliens are wild']))
    if _p52[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #6 eb97ea69>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit42(_k43)
    if (_c44[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['Clear Sky cancels ', _cards_ref47(st, _st_zones[20][:])]))
        _t27 = 20
        _t28 = 21
        if _st_log is None and _t27 != _t28:
            _t29 = _st_zones[_t27]; _st_zones[_t28] += _t29
            for _t30 in _t29: _st_loc[_t30] = _t28
            _t29.clear()
        else:
            _move_cards48(st, _st_zones[_t27][:], _t28, False)
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
        _t31 = _l0
        _t32 = 21
        if type(_t31) is int and _st_log is None:
            _t33 = _st_zones[_st_loc[_t31]]
            if _t33[-1] == _t31: _t33.pop()
            else: _t33.remove(_t31)
            _st_zones[_t32].append(_t31); _st_loc[_t31] = _t32
        elif _t31 is not None:
            _move_cards48(st, _t31, _t32, False)
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
    _t34 = _l0
    _t35 = 20
    if type(_t34) is int and _st_log is None:
        _t36 = _st_zones[_st_loc[_t34]]
        if _t36[-1] == _t34: _t36.pop()
        else: _t36.remove(_t34)
        _st_zones[_t35].append(_t34); _st_loc[_t34] = _t35
    elif _t34 is not None:
        _move_cards48(st, _t34, _t35, False)
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
    if (_c44[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c44[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c44[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text46(_audience45(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p58(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #7 9dd2c23e>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit39(_k40)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent41(st)
        if _p59(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #8 6e36b06d>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit27(_k28)
    _t20 = _l0
    _t21 = 19
    if type(_t20) is int and _st_log is None:
        _t22 = _st_zones[_st_loc[_t20]]
        if _t22[-1] == _t20: _t22.pop()
        else: _t22.remove(_t20)
        _st_zones[_t21].append(_t20); _st_loc[_t20] = _t21
    elif _t20 is not None:
        _move_cards29(st, _t20, _t21, False)
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
    if _st_log is not None: _st_log.append(_Text35(_audience30(st), ['Event revealed: ', _card_ref31(st, _l0), ' (', _plain34((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a33(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a37(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text35(_audience30(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text35(_audience30(st), ['The 5th event: the round ends']))
        raise _ExitTo38(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text35(_audience30(st), [_card_ref31(st, _l0), ' takes effect after the flight']))
        return 2
    if _p60(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #9 bf9025a4>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit22(_k23)
    while ((not not _st_zones[0]) and _d25(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent26(st)
        if _p61(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text65(_audience62(st), ['The deck shows the ', _plain64(_c63[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: refill #10 1ab3d9fe>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit67(_k68)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent69(st)
        _t42 = _st_zones[0]
        _t41 = (2 if False else 1)
        if st.log is None and _t42:
            _t40 = _t42.pop(); _st_zones[_t41].append(_t40); st.loc[_t40] = _t41
        elif _t42:
            _move_cards70(st, _t42[-1], _t41, False)
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
        if _p71(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #11 95802efe>
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
    if _p66(st, [], 1) == 3: return 3
    if _p72(st, [], 1) == 3: return 3
    L[0] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: round #12 2cd2af4e>
def _native(st, L):
    L[0] = ((L[0] + 1) % 4)

# <rulerun alienz.rules: round #13 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: round #14 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #15 df6c2b69>
def _loop(st):
    for _t44 in st.zones[20]:
        if (_c78[_t44] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #16 762b6944>
def _native(st, L):
    _st_log = st.log
    _memo0 = st.memos[0]
    _st_vars = st.vars
    _st_vars[10] = (_t43 if -1000000000000000000 <= (_t43 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond73(_t43))
    if _st_log is not None: _st_log.append(_Text77(_audience74(st), ['Turn ', _plain75(_st_vars[10]), ': ', _PlayerRef76(L[0])]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a79(st))) else 1)

# <rulerun alienz.rules: turn #17 40994658>
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
    _t46 = L[5]
    _t47 = (3 + L[0])
    if type(_t46) is int and st.log is None:
        _t48 = _st_zones[_st_loc[_t46]]
        if _t48[-1] == _t46: _t48.pop()
        else: _t48.remove(_t46)
        _st_zones[_t47].append(_t46); _st_loc[_t46] = _t47
    elif _t46 is not None:
        _move_cards80(st, _t46, _t47, False)
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

# <rulerun alienz.rules: turn #18 0b32c2d0>
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
        _t49 = _l6
        _t50 = (7 + L[0])
        if type(_t49) is int and st.log is None:
            _t51 = _st_zones[_st_loc[_t49]]
            if _t51[-1] == _t49: _t51.pop()
            else: _t51.remove(_t49)
            _st_zones[_t50].append(_t49); _st_loc[_t49] = _t50
        elif _t49 is not None:
            _move_cards81(st, _t49, _t50, False)
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

# <rulerun alienz.rules: turn #19 1534d1f7>
def _native(st, L):
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text84(_audience82(st), [_PlayerRef83(L[0]), ' does not fly']))

# <rulerun alienz.rules: turn #20 5b89687b>
def _native(st, L):
    if _p85(st, [], 1) == 3: return 3

# <rulerun alienz.rules: turn #21 762eb736>
def _native(st, L):
    return _range86(1, L[1])

# <rulerun alienz.rules: turn #22 5392936a>
def _native(st, L):
    return (2 if False else 1)

# <rulerun alienz.rules: turn #23 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #24 f863cfa2>
def _loop(st):
    for _t52 in st.zones[20]:
        if (_c87[_t52] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #25 fa347fca>
def _native(st, L):
    return _a88(st)

# <rulerun alienz.rules: turn #26 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: turn #27 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #28 7c6f1e3c>
def _loop(st):
    for _t57 in st.zones[22]:
        return _c92[_t57]
    return None

# <rulerun alienz.rules: turn #29 53d46f8c>
def _loop(st):
    for _t66 in st.zones[22]:
        return _c98[_t66]
    return None

# <rulerun alienz.rules: turn #30 dd5d0fa0>
def _loop(st):
    for _t72 in st.zones[22]:
        return _c101[_t72]
    return None

# <rulerun alienz.rules: turn #31 eaabd4ed>
def _loop(st, L, _t55):
    _st_zones = st.zones
    _t63 = _st_zones[(3 + L[0])]
    st.budget -= len(_t63)
    if st.budget < 0: _spent95(st)
    _t68 = _NOT_YET
    _t69 = _NOT_YET
    _t70 = _NOT_YET
    _t71 = _NOT_YET
    _t74 = _NOT_YET
    _t75 = _NOT_YET
    _t76 = _NOT_YET
    _t77 = _NOT_YET
    _t65 = 0
    for _t64 in _t63:
        if ((_t64 != _t55) and ((_c96[_t64] == _c97[_t55]) or (((_t71 if _t71 is not _NOT_YET else (_t71 := ((_t68 if _t68 is not _NOT_YET else (_t68 := _a99(st))) if (_t70 if _t70 is not _NOT_YET else (_t70 := ('asteroid_storm' in (_t69 if _t69 is not _NOT_YET else (_t69 := list(map(_c100.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c96[_t64] == (_t77 if _t77 is not _NOT_YET else (_t77 := ((_t74 if _t74 is not _NOT_YET else (_t74 := _a102(st))) if (_t76 if _t76 is not _NOT_YET else (_t76 := ('asteroid_storm' in (_t75 if _t75 is not _NOT_YET else (_t75 := list(map(_c100.__getitem__, _st_zones[20]))))))) else None))))))):
            _t65 += 1
    return _t65

# <rulerun alienz.rules: turn #32 3b0ead8d>
def _loop(st, L):
    _st_zones = st.zones
    _t54 = _st_zones[(3 + L[0])]
    st.budget -= len(_t54)
    if st.budget < 0: _spent90(st)
    _t59 = _NOT_YET
    _t60 = _NOT_YET
    _t61 = _NOT_YET
    _t62 = _NOT_YET
    _t78 = _NOT_YET
    _t79 = _NOT_YET
    _t80 = _NOT_YET
    for _t55 in _t54:
        if ((_c91[_t55] != (_t62 if _t62 is not _NOT_YET else (_t62 := ((_t59 if _t59 is not _NOT_YET else (_t59 := _a93(st))) if (_t61 if _t61 is not _NOT_YET else (_t61 := ('asteroid_storm' in (_t60 if _t60 is not _NOT_YET else (_t60 := list(map(_c94.__getitem__, _st_zones[20]))))))) else None)))) and (_a103(st, L, _t55) >= (_t80 if _t80 is not _NOT_YET else (_t80 := (3 if (_t79 if _t79 is not _NOT_YET else (_t79 := ('group' in (_t78 if _t78 is not _NOT_YET else (_t78 := list(map(_c94.__getitem__, _st_zones[20]))))))) else 2))))):
            return True
    return False

# <rulerun alienz.rules: turn #33 57ab325c>
def _loop(st):
    for _t81 in st.zones[22]:
        return _c106[_t81]
    return None

# <rulerun alienz.rules: turn #34 e083ef10>
def _loop(st):
    for _t83 in st.zones[20]:
        if (_c108[_t83] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: open_planet #35 4b9dd6dd>
def _native(st, L):
    return (L[0] != (_a107(st) if _a109(st) else None))

# <rulerun alienz.rules: turn #36 d874e144>
def _loop(st):
    for _t88 in st.zones[22]:
        return _c114[_t88]
    return None

# <rulerun alienz.rules: turn #37 3f26d765>
def _loop(st):
    for _t94 in st.zones[22]:
        return _c117[_t94]
    return None

# <rulerun alienz.rules: matching #38 86309834>
def _native(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    st.budget -= 1
    if st.budget < 0: _spent112(st)
    _t86 = _st_zones[(3 + L[0])]
    st.budget -= len(_t86)
    if st.budget < 0: _spent112(st)
    _t90 = _NOT_YET
    _t91 = _NOT_YET
    _t92 = _NOT_YET
    _t93 = _NOT_YET
    _t96 = _NOT_YET
    _t97 = _NOT_YET
    _t98 = _NOT_YET
    _t99 = _NOT_YET
    _t85 = 0
    for _t87 in _t86:
        if ((_c113[_t87] == _l1) or (((_t93 if _t93 is not _NOT_YET else (_t93 := ((_t90 if _t90 is not _NOT_YET else (_t90 := _a115(st))) if (_t92 if _t92 is not _NOT_YET else (_t92 := ('asteroid_storm' in (_t91 if _t91 is not _NOT_YET else (_t91 := list(map(_c116.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c113[_t87] == (_t99 if _t99 is not _NOT_YET else (_t99 := ((_t96 if _t96 is not _NOT_YET else (_t96 := _a118(st))) if (_t98 if _t98 is not _NOT_YET else (_t98 := ('asteroid_storm' in (_t97 if _t97 is not _NOT_YET else (_t97 := list(map(_c116.__getitem__, _st_zones[20]))))))) else None)))))):
            _t85 += 1
    return _t85

# <rulerun alienz.rules: turn #39 34311492>
def _loop(st):
    for _t100 in st.zones[20]:
        if (_c120[_t100] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #40 d5666a6c>
def _native(st, L):
    _st_zones = st.zones
    return _joined89(_joined89(['no flight'], (['private flight'] if _a104(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d105(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d110(st, [_c111[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d119(st, [L[0], _c111[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if _a121(st) else 2))) else []))

# <rulerun alienz.rules: turn #41 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #42 6b05f4cc>
def _native(st, L):
    return (L[7] == 'private flight')

# <rulerun alienz.rules: turn #43 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: turn #44 f5e8c659>
def _native(st, L):
    return (L[7] == 'commercial flight')

# <rulerun alienz.rules: turn #45 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #46 84bfefe4>
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
    L[2] = _c122[_l1]
    _t102 = _l1
    _t103 = (15 + _l0)
    if type(_t102) is int and _st_log is None:
        _t104 = _st_zones[_st_loc[_t102]]
        if _t104[-1] == _t102: _t104.pop()
        else: _t104.remove(_t102)
        _st_zones[_t103].append(_t102); _st_loc[_t102] = _t103
    elif _t102 is not None:
        _move_cards123(st, _t102, _t103, False)
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
    if _st_log is not None: _st_log.append(_Text127(_audience124(st), [_PlayerRef125(_l0), ' opens a private flight to the ', _plain126(L[2]), ' planet']))

# <rulerun alienz.rules: private_flight #47 6d5e71fb>
def _loop(st):
    for _t110 in st.zones[22]:
        return _c131[_t110]
    return None

# <rulerun alienz.rules: private_flight #48 ae3efffb>
def _loop(st):
    for _t116 in st.zones[22]:
        return _c134[_t116]
    return None

# <rulerun alienz.rules: private_flight #49 4d54efb8>
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
    _t106 = (_k128 or [])
    st.budget -= len(_t106)
    if st.budget < 0: _spent129(st)
    for _t105 in _t106:
        _i0[3] = _t105
        _t108 = _st_zones[(7 + _t105)]
        st.budget -= len(_t108)
        if st.budget < 0: _spent129(st)
        _t112 = _NOT_YET
        _t113 = _NOT_YET
        _t114 = _NOT_YET
        _t115 = _NOT_YET
        _t118 = _NOT_YET
        _t119 = _NOT_YET
        _t120 = _NOT_YET
        _t121 = _NOT_YET
        _t107 = []
        for _t109 in _t108:
            if ((_c130[_t109] == _i0l0) or (((_t115 if _t115 is not _NOT_YET else (_t115 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t112 if _t112 is not _NOT_YET else (_t112 := _a132(st))) if (_t114 if _t114 is not _NOT_YET else (_t114 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t113 if _t113 is not _NOT_YET else (_t113 := list(map(_c133.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c130[_t109] == (_t121 if _t121 is not _NOT_YET else (_t121 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t118 if _t118 is not _NOT_YET else (_t118 := _a135(st))) if (_t120 if _t120 is not _NOT_YET else (_t120 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t119 if _t119 is not _NOT_YET else (_t119 := list(map(_c133.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t107.append(_t109)
        _i0[4] = _t107
        if (not not (_i0[4] or ())):
            if _st_log is not None: _st_log.append(_Text138(_audience136(st), [_PlayerRef137(_t105), "'s queued aliens board the flight"]))
            _t122 = _i0[4]
            _t123 = (11 + _t105)
            if type(_t122) is list and _st_log is None:
                for _t124 in _t122:
                    _t125 = _st_zones[_st_loc[_t124]]
                    if _t125[-1] == _t124: _t125.pop()
                    else: _t125.remove(_t124)
                    _st_zones[_t123].append(_t124); _st_loc[_t124] = _t123
            elif _t122 is not None:
                _move_cards139(st, _t122, _t123, False)
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
    if _st_log is not None: _st_log.append(_Text138(_audience136(st), ['The flight to the ', _plain140(_l2), ' planet is closed']))

# <rulerun alienz.rules: private_flight #50 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: private_flight #51 c2d6bf7e>
def _loop(st):
    for _t126 in st.zones[22]:
        return _c142[_t126]
    return None

# <rulerun alienz.rules: private_flight #52 68d14474>
def _loop(st):
    for _t128 in st.zones[20]:
        if (_c144[_t128] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: private_flight #53 84b1fd2c>
def _loop(st):
    for _t133 in st.zones[22]:
        return _c149[_t133]
    return None

# <rulerun alienz.rules: private_flight #54 4e62d39a>
def _loop(st):
    for _t139 in st.zones[22]:
        return _c152[_t139]
    return None

# <rulerun alienz.rules: private_flight #55 4b5997d3>
def _loop(st, L):
    _l1 = L[1]
    _st_zones = st.zones
    _t130 = _st_zones[(3 + L[0])]
    st.budget -= len(_t130)
    if st.budget < 0: _spent146(st)
    _t135 = _NOT_YET
    _t136 = _NOT_YET
    _t137 = _NOT_YET
    _t138 = _NOT_YET
    _t141 = _NOT_YET
    _t142 = _NOT_YET
    _t143 = _NOT_YET
    _t144 = _NOT_YET
    _t132 = 0
    for _t131 in _t130:
        if ((_t131 != _l1) and ((_c147[_t131] == _c148[_l1]) or (((_t138 if _t138 is not _NOT_YET else (_t138 := ((_t135 if _t135 is not _NOT_YET else (_t135 := _a150(st))) if (_t137 if _t137 is not _NOT_YET else (_t137 := ('asteroid_storm' in (_t136 if _t136 is not _NOT_YET else (_t136 := list(map(_c151.__getitem__, _st_zones[20]))))))) else None))) is not None) and (_c147[_t131] == (_t144 if _t144 is not _NOT_YET else (_t144 := ((_t141 if _t141 is not _NOT_YET else (_t141 := _a153(st))) if (_t143 if _t143 is not _NOT_YET else (_t143 := ('asteroid_storm' in (_t142 if _t142 is not _NOT_YET else (_t142 := list(map(_c151.__getitem__, _st_zones[20]))))))) else None))))))):
            _t132 += 1
    return _t132

# <rulerun alienz.rules: private_flight #56 3ba56d46>
def _loop(st):
    for _t145 in st.zones[20]:
        if (_c155[_t145] == 'group'):
            return True
    return False

# <rulerun alienz.rules: private_flight #57 363ef4d4>
def _native(st, L):
    return ((_c141[L[1]] != (_a143(st) if _a145(st) else None)) and (_a154(st, L) >= (3 if _a156(st) else 2)))

# <rulerun alienz.rules: private_flight #58 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #59 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: private_flight #60 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #61 7334da3d>
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
    L[2] = _c157[L[1]]
    st.vars[11] = True
    if _st_log is not None: _st_log.append(_Text161(_audience158(st), [_PlayerRef159(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain160(L[2]), ' planet']))
    _t147 = L[1]
    _t148 = (15 + _l0)
    if type(_t147) is int and _st_log is None:
        _t149 = _st_zones[_st_loc[_t147]]
        if _t149[-1] == _t147: _t149.pop()
        else: _t149.remove(_t147)
        _st_zones[_t148].append(_t147); _st_loc[_t147] = _t148
    elif _t147 is not None:
        _move_cards162(st, _t147, _t148, False)
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
    if _p163(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #62 3a025d53>
def _loop(st):
    for _t155 in st.zones[22]:
        return _c167[_t155]
    return None

# <rulerun alienz.rules: commercial_flight #63 6a49bf6c>
def _loop(st):
    for _t161 in st.zones[22]:
        return _c170[_t161]
    return None

# <rulerun alienz.rules: commercial_flight #64 f0be3214>
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
    _t151 = (_k164 or [])
    st.budget -= len(_t151)
    if st.budget < 0: _spent165(st)
    for _t150 in _t151:
        _i1[3] = _t150
        _t153 = _st_zones[(7 + _t150)]
        st.budget -= len(_t153)
        if st.budget < 0: _spent165(st)
        _t157 = _NOT_YET
        _t158 = _NOT_YET
        _t159 = _NOT_YET
        _t160 = _NOT_YET
        _t163 = _NOT_YET
        _t164 = _NOT_YET
        _t165 = _NOT_YET
        _t166 = _NOT_YET
        _t152 = []
        for _t154 in _t153:
            if ((_c166[_t154] == _i1l0) or (((_t160 if _t160 is not _NOT_YET else (_t160 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t157 if _t157 is not _NOT_YET else (_t157 := _a168(st))) if (_t159 if _t159 is not _NOT_YET else (_t159 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t158 if _t158 is not _NOT_YET else (_t158 := list(map(_c169.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c166[_t154] == (_t166 if _t166 is not _NOT_YET else (_t166 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t163 if _t163 is not _NOT_YET else (_t163 := _a171(st))) if (_t165 if _t165 is not _NOT_YET else (_t165 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t164 if _t164 is not _NOT_YET else (_t164 := list(map(_c169.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t152.append(_t154)
        _i1[4] = _t152
        if (not not (_i1[4] or ())):
            if _st_log is not None: _st_log.append(_Text174(_audience172(st), [_PlayerRef173(_t150), "'s queued aliens board the flight"]))
            _t167 = _i1[4]
            _t168 = (11 + _t150)
            if type(_t167) is list and _st_log is None:
                for _t169 in _t167:
                    _t170 = _st_zones[_st_loc[_t169]]
                    if _t170[-1] == _t169: _t170.pop()
                    else: _t170.remove(_t169)
                    _st_zones[_t168].append(_t169); _st_loc[_t169] = _t168
            elif _t167 is not None:
                _move_cards175(st, _t167, _t168, False)
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

# <rulerun alienz.rules: commercial_flight #65 7b9646ef>
def _native(st, L):
    _st_log = st.log
    _st_vars = st.vars
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text178(_audience176(st), ['The flight to the ', _plain177(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text178(_audience176(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo179(1)
    if _p180(st, [], 1) == 3: return 3

# <rulerun alienz.rules: commercial_flight #66 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: commercial_flight #67 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: commercial_flight #68 30e91413>
def _native(st, L):
    return _o181[L[0]]

# <rulerun alienz.rules: commercial_flight #69 b3f5971e>
def _native(st, L):
    return (L[5] != L[0])

# <rulerun alienz.rules: commercial_flight #70 03ef9a2c>
def _native(st, L):
    return L[5]

# <rulerun alienz.rules: commercial_flight #71 4a732728>
def _native(st, L):
    return L[2]

# <rulerun alienz.rules: board_own #72 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: board_own #73 3c97e090>
def _native(st, L):
    L[3] = None

# <rulerun alienz.rules: board_own #74 72ee40f7>
def _native(st, L):
    L[3] = L[4]

# <rulerun alienz.rules: board_own #75 0bb88ff2>
def _native(st, L):
    L[3] = L[5]

# <rulerun alienz.rules: board_own #76 e5577009>
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
    _t171 = L[3]
    _t172 = (11 + L[0])
    if type(_t171) is int and st.log is None:
        _t173 = _st_zones[_st_loc[_t171]]
        if _t173[-1] == _t171: _t173.pop()
        else: _t173.remove(_t171)
        _st_zones[_t172].append(_t171); _st_loc[_t171] = _t172
    elif _t171 is not None:
        _move_cards182(st, _t171, _t172, False)
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
    L[2] = (_t174 if -1000000000000000000 <= (_t174 := L[2] + 1) <= 1000000000000000000 else _beyond183(_t174))

# <rulerun alienz.rules: board_own #77 3c326985>
def _loop(st):
    for _t175 in st.zones[20]:
        if (_c185[_t175] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #78 518a016b>
def _loop(st):
    for _t179 in st.zones[22]:
        return _c188[_t179]
    return None

# <rulerun alienz.rules: board_own #79 51867319>
def _loop(st):
    for _t185 in st.zones[22]:
        return _c191[_t185]
    return None

# <rulerun alienz.rules: board_own #80 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #81 04f8628c>
def _loop(st):
    for _t196 in st.zones[22]:
        return _c197[_t196]
    return None

# <rulerun alienz.rules: board_own #82 4e0ea7e2>
def _loop(st):
    for _t202 in st.zones[22]:
        return _c199[_t202]
    return None

# <rulerun alienz.rules: board_own #83 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: board_own #84 0005f05a>
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
        if st.budget < 0: _spent184(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a186(st))) else 2)):
            _t181 = _NOT_YET
            _t182 = _NOT_YET
            _t183 = _NOT_YET
            _t184 = _NOT_YET
            _t187 = _NOT_YET
            _t188 = _NOT_YET
            _t189 = _NOT_YET
            _t190 = _NOT_YET
            _t177 = []
            for _t178 in _st_zones[(3 + _l0)]:
                if ((_c187[_t178] == _l1) or (((_t184 if _t184 is not _NOT_YET else (_t184 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t181 if _t181 is not _NOT_YET else (_t181 := _a189(st))) if (_t183 if _t183 is not _NOT_YET else (_t183 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t182 if _t182 is not _NOT_YET else (_t182 := list(map(_c190.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c187[_t178] == (_t190 if _t190 is not _NOT_YET else (_t190 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t187 if _t187 is not _NOT_YET else (_t187 := _a192(st))) if (_t189 if _t189 is not _NOT_YET else (_t189 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t188 if _t188 is not _NOT_YET else (_t188 := list(map(_c190.__getitem__, _st_zones[20]))))))))) else None)))))))): _t177.append(_t178)
            _t191 = _l0
            _t192 = len(_t177)
            if not _t192: _no_option195(_t191, 'alien to fly')
            if _t192 <= 1 and _st_log is None:
                L[4] = _t177[0] if _t192 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t193 = st.chooser(_t192, _t191)
                else:
                    _t193 = _st_bits(_t192.bit_length())
                    while _t193 >= _t192: _t193 = _st_bits(_t192.bit_length())
                L[4] = _t177[_t193]; st.decisions += 1
            elif _decide196(st, L, _t177, _t191): raise _PlayoutCut193()
            L[3] = L[4]
        else:
            _t198 = _NOT_YET
            _t199 = _NOT_YET
            _t200 = _NOT_YET
            _t201 = _NOT_YET
            _t204 = _NOT_YET
            _t205 = _NOT_YET
            _t206 = _NOT_YET
            _t207 = _NOT_YET
            _t194 = []
            for _t195 in _st_zones[(3 + _l0)]:
                if ((_c187[_t195] == _l1) or (((_t201 if _t201 is not _NOT_YET else (_t201 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t198 if _t198 is not _NOT_YET else (_t198 := _a198(st))) if (_t200 if _t200 is not _NOT_YET else (_t200 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t199 if _t199 is not _NOT_YET else (_t199 := list(map(_c190.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c187[_t195] == (_t207 if _t207 is not _NOT_YET else (_t207 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t204 if _t204 is not _NOT_YET else (_t204 := _a200(st))) if (_t206 if _t206 is not _NOT_YET else (_t206 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t205 if _t205 is not _NOT_YET else (_t205 := list(map(_c190.__getitem__, _st_zones[20]))))))))) else None)))))))): _t194.append(_t195)
            _t208 = _l0
            _t209 = len(_t194) + 1
            if _t209 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t210 = st.chooser(_t209, _t208)
                else:
                    _t210 = _st_bits(_t209.bit_length())
                    while _t210 >= _t209: _t210 = _st_bits(_t209.bit_length())
                L[5] = _t194[_t210 - 1] if _t210 else None; st.decisions += 1
            elif _decide202(st, L, _t194, _t208): raise _PlayoutCut193()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t211 = L[3]
        _t212 = (11 + _l0)
        if type(_t211) is int and _st_log is None:
            _t213 = _st_zones[_st_loc[_t211]]
            if _t213[-1] == _t211: _t213.pop()
            else: _t213.remove(_t211)
            _st_zones[_t212].append(_t211); _st_loc[_t211] = _t212
        elif _t211 is not None:
            _move_cards203(st, _t211, _t212, False)
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
        L[2] = (_t214 if -1000000000000000000 <= (_t214 := L[2] + 1) <= 1000000000000000000 else _beyond204(_t214))

# <rulerun alienz.rules: board_own #85 0ee24e0f>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text208(_audience205(st), [_PlayerRef206(L[0]), ' flies ', _plain207(_l2), ' ', _plain207(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain207(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 b4b7452e>
def _loop(st):
    for _t215 in st.zones[20]:
        if (_c209[_t215] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 b9107315>
def _native(st, L):
    return (L[2] < (3 if _a210(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 5e66eaa6>
def _loop(st):
    for _t217 in st.zones[22]:
        return _c212[_t217]
    return None

# <rulerun alienz.rules: board_own #91 3216b20d>
def _loop(st):
    for _t219 in st.zones[20]:
        if (_c214[_t219] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 201d9358>
def _loop(st):
    for _t221 in st.zones[22]:
        return _c216[_t221]
    return None

# <rulerun alienz.rules: board_own #93 b71e39e4>
def _loop(st):
    for _t223 in st.zones[20]:
        if (_c218[_t223] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 50bf80f4>
def _native(st, L):
    _l4 = L[4]
    return ((_c211[_l4] == L[1]) or (((_a213(st) if _a215(st) else None) is not None) and (_c211[_l4] == (_a217(st) if _a219(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 0ddf89d4>
def _loop(st):
    for _t225 in st.zones[22]:
        return _c221[_t225]
    return None

# <rulerun alienz.rules: board_own #97 0ff97ae9>
def _loop(st):
    for _t227 in st.zones[20]:
        if (_c223[_t227] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 3482346c>
def _loop(st):
    for _t229 in st.zones[22]:
        return _c225[_t229]
    return None

# <rulerun alienz.rules: board_own #99 dbacf56f>
def _loop(st):
    for _t231 in st.zones[20]:
        if (_c227[_t231] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 7e1678d9>
def _native(st, L):
    _l5 = L[5]
    return ((_c220[_l5] == L[1]) or (((_a222(st) if _a224(st) else None) is not None) and (_c220[_l5] == (_a226(st) if _a228(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 1737272b>
def _loop(st):
    for _t238 in st.zones[22]:
        return _c232[_t238]
    return None

# <rulerun alienz.rules: board_queue #103 6818f6f4>
def _loop(st):
    for _t244 in st.zones[22]:
        return _c235[_t244]
    return None

# <rulerun alienz.rules: board_queue #104 5b078014>
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
    _t234 = (_k229 or [])
    st.budget -= len(_t234)
    if st.budget < 0: _spent230(st)
    for _t233 in _t234:
        L[3] = _t233
        _t236 = _st_zones[(7 + _t233)]
        st.budget -= len(_t236)
        if st.budget < 0: _spent230(st)
        _t240 = _NOT_YET
        _t241 = _NOT_YET
        _t242 = _NOT_YET
        _t243 = _NOT_YET
        _t246 = _NOT_YET
        _t247 = _NOT_YET
        _t248 = _NOT_YET
        _t249 = _NOT_YET
        _t235 = []
        for _t237 in _t236:
            if ((_c231[_t237] == _l0) or (((_t243 if _t243 is not _NOT_YET else (_t243 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t240 if _t240 is not _NOT_YET else (_t240 := _a233(st))) if (_t242 if _t242 is not _NOT_YET else (_t242 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t241 if _t241 is not _NOT_YET else (_t241 := list(map(_c234.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c231[_t237] == (_t249 if _t249 is not _NOT_YET else (_t249 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t246 if _t246 is not _NOT_YET else (_t246 := _a236(st))) if (_t248 if _t248 is not _NOT_YET else (_t248 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t247 if _t247 is not _NOT_YET else (_t247 := list(map(_c234.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t235.append(_t237)
        L[4] = _t235
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text239(_audience237(st), [_PlayerRef238(_t233), "'s queued aliens board the flight"]))
            _t250 = L[4]
            _t251 = (11 + _t233)
            if type(_t250) is list and _st_log is None:
                for _t252 in _t250:
                    _t253 = _st_zones[_st_loc[_t252]]
                    if _t253[-1] == _t252: _t253.pop()
                    else: _t253.remove(_t252)
                    _st_zones[_t251].append(_t252); _st_loc[_t252] = _t251
            elif _t250 is not None:
                _move_cards240(st, _t250, _t251, False)
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

# <rulerun alienz.rules: join #105 1348695f>
def _native(st, L):
    L[2] = 0

# <rulerun alienz.rules: join #106 0d0e4095>
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
    _t254 = L[3]
    _t255 = (11 + L[0])
    if type(_t254) is int and st.log is None:
        _t256 = _st_zones[_st_loc[_t254]]
        if _t256[-1] == _t254: _t256.pop()
        else: _t256.remove(_t254)
        _st_zones[_t255].append(_t254); _st_loc[_t254] = _t255
    elif _t254 is not None:
        _move_cards241(st, _t254, _t255, False)
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
    L[2] = (_t257 if -1000000000000000000 <= (_t257 := L[2] + 1) <= 1000000000000000000 else _beyond242(_t257))

# <rulerun alienz.rules: join #107 d4480da8>
def _loop(st):
    for _t260 in st.zones[22]:
        return _c245[_t260]
    return None

# <rulerun alienz.rules: join #108 f33dc901>
def _loop(st):
    for _t266 in st.zones[22]:
        return _c248[_t266]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 c88aa8ca>
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
    while True:
        st.budget -= 1
        if st.budget < 0: _spent243(st)
        _t262 = _NOT_YET
        _t263 = _NOT_YET
        _t264 = _NOT_YET
        _t265 = _NOT_YET
        _t268 = _NOT_YET
        _t269 = _NOT_YET
        _t270 = _NOT_YET
        _t271 = _NOT_YET
        _t258 = []
        for _t259 in _st_zones[(3 + _l0)]:
            if ((_c244[_t259] == L[1]) or (((_t265 if _t265 is not _NOT_YET else (_t265 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t262 if _t262 is not _NOT_YET else (_t262 := _a246(st))) if (_t264 if _t264 is not _NOT_YET else (_t264 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t263 if _t263 is not _NOT_YET else (_t263 := list(map(_c247.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c244[_t259] == (_t271 if _t271 is not _NOT_YET else (_t271 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t268 if _t268 is not _NOT_YET else (_t268 := _a249(st))) if (_t270 if _t270 is not _NOT_YET else (_t270 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t269 if _t269 is not _NOT_YET else (_t269 := list(map(_c247.__getitem__, _st_zones[20]))))))))) else None)))))))): _t258.append(_t259)
        _t272 = _l0
        _t273 = len(_t258) + 1
        if _t273 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t274 = st.chooser(_t273, _t272)
            else:
                _t274 = _st_bits(_t273.bit_length())
                while _t274 >= _t273: _t274 = _st_bits(_t273.bit_length())
            L[3] = _t258[_t274 - 1] if _t274 else None; st.decisions += 1
        elif _decide252(st, L, _t258, _t272): raise _PlayoutCut250()
        if (L[3] is None):
            break
        _t275 = L[3]
        _t276 = (11 + _l0)
        if type(_t275) is int and _st_log is None:
            _t277 = _st_zones[_st_loc[_t275]]
            if _t277[-1] == _t275: _t277.pop()
            else: _t277.remove(_t275)
            _st_zones[_t276].append(_t275); _st_loc[_t275] = _t276
        elif _t275 is not None:
            _move_cards253(st, _t275, _t276, False)
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
        L[2] = (_t278 if -1000000000000000000 <= (_t278 := L[2] + 1) <= 1000000000000000000 else _beyond254(_t278))

# <rulerun alienz.rules: join #111 0fc37c2c>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text258(_audience255(st), [_PlayerRef256(_l0), ' joins the flight with ', _plain257(_l2), ' ', _plain257(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text258(_audience255(st), [_PlayerRef256(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 3ea6d3a2>
def _loop(st):
    for _t279 in st.zones[22]:
        return _c260[_t279]
    return None

# <rulerun alienz.rules: join #115 70d51ac7>
def _loop(st):
    for _t281 in st.zones[20]:
        if (_c262[_t281] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 86ada6c0>
def _loop(st):
    for _t283 in st.zones[22]:
        return _c264[_t283]
    return None

# <rulerun alienz.rules: join #117 bb59da7e>
def _loop(st):
    for _t285 in st.zones[20]:
        if (_c266[_t285] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 4f8d2085>
def _native(st, L):
    _l3 = L[3]
    return ((_c259[_l3] == L[1]) or (((_a261(st) if _a263(st) else None) is not None) and (_c259[_l3] == (_a265(st) if _a267(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 badefb9f>
def _loop(st, _t287):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t289 = (_k271 or ())
    st.budget -= len(_t289)
    if st.budget < 0: _spent272(st)
    _t292 = _NOT_YET
    _t293 = _NOT_YET
    _t291 = 0
    for _t290 in _t289:
        if ((_memo6[(_t287, _t290,)] if (_t287, _t290,) in _memo6 else _memo6.setdefault((_t287, _t290,), ((_t292 if _t292 is not _NOT_YET else (_t292 := list(map(_c273.__getitem__, _st_zones[(11 + _t287)])))).count(_t290) + (_t293 if _t293 is not _NOT_YET else (_t293 := list(map(_c274.__getitem__, _st_zones[(15 + _t287)])))).count(_t290)))) > 0):
            _t291 += 1
    return _t291

# <rulerun alienz.rules: scoring #121 09430a5b>
def _loop(st, _t295, _t302):
    _t305 = 0
    for _t304 in st.zones[(11 + _t302)]:
        if (_c282[_t304] == _t295):
            _t305 += 1
    return _t305

# <rulerun alienz.rules: scoring #122 b112570e>
def _loop(st, _t295, _t302):
    _t307 = 0
    for _t306 in st.zones[(15 + _t302)]:
        if (_c284[_t306] == _t295):
            _t307 += 1
    return _t307

# <rulerun alienz.rules: scoring #123 dc58757d>
def _loop(st, _t295):
    _memo6 = st.memos[6]
    _t301 = (_k280 or ())
    st.budget -= len(_t301)
    if st.budget < 0: _spent281(st)
    _t303 = None
    for _t302 in _t301:
        _t308 = (_memo6[(_t302, _t295,)] if (_t302, _t295,) in _memo6 else _memo6.setdefault((_t302, _t295,), (_a283(st, _t295, _t302) + _a285(st, _t295, _t302))))
        if _t303 is None or _t308 > _t303:
            _t303 = _t308
    return _t303

# <rulerun alienz.rules: scoring #124 86adc3a4>
def _loop(st, _t287):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t294 = (_k276 or ())
    st.budget -= len(_t294)
    if st.budget < 0: _spent277(st)
    _t297 = _NOT_YET
    _t298 = _NOT_YET
    _t299 = _NOT_YET
    _t300 = _NOT_YET
    _t309 = _NOT_YET
    _t310 = _NOT_YET
    _t296 = 0
    for _t295 in _t294:
        if (((_memo6[(_t287, _t295,)] if (_t287, _t295,) in _memo6 else _memo6.setdefault((_t287, _t295,), ((_t297 if _t297 is not _NOT_YET else (_t297 := list(map(_c278.__getitem__, _st_zones[(11 + _t287)])))).count(_t295) + (_t298 if _t298 is not _NOT_YET else (_t298 := list(map(_c279.__getitem__, _st_zones[(15 + _t287)])))).count(_t295)))) > 0) and ((_memo6[(_t287, _t295,)] if (_t287, _t295,) in _memo6 else _memo6.setdefault((_t287, _t295,), ((_t299 if _t299 is not _NOT_YET else (_t299 := list(map(_c278.__getitem__, _st_zones[(11 + _t287)])))).count(_t295) + (_t300 if _t300 is not _NOT_YET else (_t300 := list(map(_c279.__getitem__, _st_zones[(15 + _t287)])))).count(_t295)))) == (_memo5[_t295] if _t295 in _memo5 else _memo5.setdefault(_t295, _a286(st, _t295))))):
            _t296 += (_memo6[(_t287, _t295,)] if (_t287, _t295,) in _memo6 else _memo6.setdefault((_t287, _t295,), ((_t309 if _t309 is not _NOT_YET else (_t309 := list(map(_c278.__getitem__, _st_zones[(11 + _t287)])))).count(_t295) + (_t310 if _t310 is not _NOT_YET else (_t310 := list(map(_c279.__getitem__, _st_zones[(15 + _t287)])))).count(_t295))))
    return _t296

# <rulerun alienz.rules: scoring #125 b73104dc>
def _loop(st, _t312, _t317):
    _t320 = 0
    for _t319 in st.zones[(11 + _t317)]:
        if (_c294[_t319] == _t312):
            _t320 += 1
    return _t320

# <rulerun alienz.rules: scoring #126 55a38e91>
def _loop(st, _t312, _t317):
    _t322 = 0
    for _t321 in st.zones[(15 + _t317)]:
        if (_c296[_t321] == _t312):
            _t322 += 1
    return _t322

# <rulerun alienz.rules: scoring #127 097c6215>
def _loop(st, _t287, _t312):
    _memo6 = st.memos[6]
    _t316 = (_k292 or ())
    st.budget -= len(_t316)
    if st.budget < 0: _spent293(st)
    for _t317 in _t316:
        if not (((_t317 == _t287) or ((_memo6[(_t317, _t312,)] if (_t317, _t312,) in _memo6 else _memo6.setdefault((_t317, _t312,), (_a295(st, _t312, _t317) + _a297(st, _t312, _t317)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 a206f7b8>
def _loop(st, _t287):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t311 = (_k288 or ())
    st.budget -= len(_t311)
    if st.budget < 0: _spent289(st)
    _t314 = _NOT_YET
    _t315 = _NOT_YET
    _t313 = 0
    for _t312 in _t311:
        if (((_memo6[(_t287, _t312,)] if (_t287, _t312,) in _memo6 else _memo6.setdefault((_t287, _t312,), ((_t314 if _t314 is not _NOT_YET else (_t314 := list(map(_c290.__getitem__, _st_zones[(11 + _t287)])))).count(_t312) + (_t315 if _t315 is not _NOT_YET else (_t315 := list(map(_c291.__getitem__, _st_zones[(15 + _t287)])))).count(_t312)))) > 0) and _a298(st, _t287, _t312)):
            _t313 += 1
    return _t313

# <rulerun alienz.rules: scoring #129 d6382827>
def _loop(st, _t323, _t326):
    _t329 = 0
    for _t328 in st.zones[(11 + _t323)]:
        if (_c303[_t328] == _t326):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #130 e99c556a>
def _loop(st, _t323, _t326):
    _t331 = 0
    for _t330 in st.zones[(15 + _t323)]:
        if (_c305[_t330] == _t326):
            _t331 += 1
    return _t331

# <rulerun alienz.rules: scoring #131 4cdf09c6>
def _loop(st, _t323, _t326):
    _t333 = 0
    for _t332 in st.zones[(11 + _t323)]:
        if (_c309[_t332] == _t326):
            _t333 += 1
    return _t333

# <rulerun alienz.rules: scoring #132 ea1bf98b>
def _loop(st, _t323, _t326):
    _t335 = 0
    for _t334 in st.zones[(15 + _t323)]:
        if (_c311[_t334] == _t326):
            _t335 += 1
    return _t335

# <rulerun alienz.rules: scoring #133 5d59d05c>
def _loop(st, _t323):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t336 = (_k316 or ())
    st.budget -= len(_t336)
    if st.budget < 0: _spent317(st)
    _t339 = _NOT_YET
    _t340 = _NOT_YET
    _t338 = 0
    for _t337 in _t336:
        if ((_memo6[(_t323, _t337,)] if (_t323, _t337,) in _memo6 else _memo6.setdefault((_t323, _t337,), ((_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c318.__getitem__, _st_zones[(11 + _t323)])))).count(_t337) + (_t340 if _t340 is not _NOT_YET else (_t340 := list(map(_c319.__getitem__, _st_zones[(15 + _t323)])))).count(_t337)))) > 0):
            _t338 += 1
    return _t338

# <rulerun alienz.rules: scoring #134 44c1a77d>
def _loop(st, _t342, _t349):
    _t352 = 0
    for _t351 in st.zones[(11 + _t349)]:
        if (_c327[_t351] == _t342):
            _t352 += 1
    return _t352

# <rulerun alienz.rules: scoring #135 c0eabbe9>
def _loop(st, _t342, _t349):
    _t354 = 0
    for _t353 in st.zones[(15 + _t349)]:
        if (_c329[_t353] == _t342):
            _t354 += 1
    return _t354

# <rulerun alienz.rules: scoring #136 2fbea3de>
def _loop(st, _t342):
    _memo6 = st.memos[6]
    _t348 = (_k325 or ())
    st.budget -= len(_t348)
    if st.budget < 0: _spent326(st)
    _t350 = None
    for _t349 in _t348:
        _t355 = (_memo6[(_t349, _t342,)] if (_t349, _t342,) in _memo6 else _memo6.setdefault((_t349, _t342,), (_a328(st, _t342, _t349) + _a330(st, _t342, _t349))))
        if _t350 is None or _t355 > _t350:
            _t350 = _t355
    return _t350

# <rulerun alienz.rules: scoring #137 4664a4ce>
def _loop(st, _t323):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t341 = (_k321 or ())
    st.budget -= len(_t341)
    if st.budget < 0: _spent322(st)
    _t344 = _NOT_YET
    _t345 = _NOT_YET
    _t346 = _NOT_YET
    _t347 = _NOT_YET
    _t356 = _NOT_YET
    _t357 = _NOT_YET
    _t343 = 0
    for _t342 in _t341:
        if (((_memo6[(_t323, _t342,)] if (_t323, _t342,) in _memo6 else _memo6.setdefault((_t323, _t342,), ((_t344 if _t344 is not _NOT_YET else (_t344 := list(map(_c323.__getitem__, _st_zones[(11 + _t323)])))).count(_t342) + (_t345 if _t345 is not _NOT_YET else (_t345 := list(map(_c324.__getitem__, _st_zones[(15 + _t323)])))).count(_t342)))) > 0) and ((_memo6[(_t323, _t342,)] if (_t323, _t342,) in _memo6 else _memo6.setdefault((_t323, _t342,), ((_t346 if _t346 is not _NOT_YET else (_t346 := list(map(_c323.__getitem__, _st_zones[(11 + _t323)])))).count(_t342) + (_t347 if _t347 is not _NOT_YET else (_t347 := list(map(_c324.__getitem__, _st_zones[(15 + _t323)])))).count(_t342)))) == (_memo5[_t342] if _t342 in _memo5 else _memo5.setdefault(_t342, _a331(st, _t342))))):
            _t343 += (_memo6[(_t323, _t342,)] if (_t323, _t342,) in _memo6 else _memo6.setdefault((_t323, _t342,), ((_t356 if _t356 is not _NOT_YET else (_t356 := list(map(_c323.__getitem__, _st_zones[(11 + _t323)])))).count(_t342) + (_t357 if _t357 is not _NOT_YET else (_t357 := list(map(_c324.__getitem__, _st_zones[(15 + _t323)])))).count(_t342))))
    return _t343

# <rulerun alienz.rules: scoring #138 365a24b6>
def _loop(st, _t359, _t364):
    _t367 = 0
    for _t366 in st.zones[(11 + _t364)]:
        if (_c339[_t366] == _t359):
            _t367 += 1
    return _t367

# <rulerun alienz.rules: scoring #139 2a68b851>
def _loop(st, _t359, _t364):
    _t369 = 0
    for _t368 in st.zones[(15 + _t364)]:
        if (_c341[_t368] == _t359):
            _t369 += 1
    return _t369

# <rulerun alienz.rules: scoring #140 5ff07bd5>
def _loop(st, _t323, _t359):
    _memo6 = st.memos[6]
    _t363 = (_k337 or ())
    st.budget -= len(_t363)
    if st.budget < 0: _spent338(st)
    for _t364 in _t363:
        if not (((_t364 == _t323) or ((_memo6[(_t364, _t359,)] if (_t364, _t359,) in _memo6 else _memo6.setdefault((_t364, _t359,), (_a340(st, _t359, _t364) + _a342(st, _t359, _t364)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 40769862>
def _loop(st, _t323):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t358 = (_k333 or ())
    st.budget -= len(_t358)
    if st.budget < 0: _spent334(st)
    _t361 = _NOT_YET
    _t362 = _NOT_YET
    _t360 = 0
    for _t359 in _t358:
        if (((_memo6[(_t323, _t359,)] if (_t323, _t359,) in _memo6 else _memo6.setdefault((_t323, _t359,), ((_t361 if _t361 is not _NOT_YET else (_t361 := list(map(_c335.__getitem__, _st_zones[(11 + _t323)])))).count(_t359) + (_t362 if _t362 is not _NOT_YET else (_t362 := list(map(_c336.__getitem__, _st_zones[(15 + _t323)])))).count(_t359)))) > 0) and _a343(st, _t323, _t359)):
            _t360 += 1
    return _t360

# <rulerun alienz.rules: scoring #142 dd3b126c>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k268)
    _t288 = (_k269 or [])
    st.budget -= len(_t288)
    if st.budget < 0: _spent270(st)
    for _t287 in _t288:
        L[2] = _t287
        _st_vars[4 + _t287] = (((((2 * (len(_st_zones[(11 + _t287)]) + len(_st_zones[(15 + _t287)]))) - (2 * len(_st_zones[(3 + _t287)]))) + (_memo1[_t287] if _t287 in _memo1 else _memo1.setdefault(_t287, _a275(st, _t287)))) + (_memo3[_t287] if _t287 in _memo3 else _memo3.setdefault(_t287, _a287(st, _t287)))) + (_memo8[_t287] if _t287 in _memo8 else _memo8.setdefault(_t287, (5 * _a299(st, _t287)))))
    _t324 = (_k300 or [])
    st.budget -= len(_t324)
    if st.budget < 0: _spent270(st)
    for _t323 in _t324:
        L[5] = _t323
        _st_vars[0 + _t323] = (_t325 if -1000000000000000000 <= (_t325 := _st_vars[0 + _t323] + _st_vars[4 + _t323]) <= 1000000000000000000 else _beyond301(_t325))
        L[6] = ''
        _t327 = (_k302 or [])
        st.budget -= len(_t327)
        if st.budget < 0: _spent270(st)
        for _t326 in _t327:
            L[9] = _t326
            if not (((_memo6[(_t323, _t326,)] if (_t323, _t326,) in _memo6 else _memo6.setdefault((_t323, _t326,), (_a304(st, _t323, _t326) + _a306(st, _t323, _t326)))) > 0)): continue
            L[6] = _text307(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain308(_t326) + ' ' + _plain308((_memo6[(_t323, _t326,)] if (_t323, _t326,) in _memo6 else _memo6.setdefault((_t323, _t326,), (_a310(st, _t323, _t326) + _a312(st, _t323, _t326))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text315(_audience313(st), [_PlayerRef314(_t323), "'s score pile:", _plain308(L[6]), '; queued aliens set aside: ', _plain308(len(_st_zones[(7 + _t323)]))]))
        if _st_log is not None: _st_log.append(_Text315(_audience313(st), [_PlayerRef314(_t323), ' scores ', _plain308(_st_vars[4 + _t323]), ': +', _plain308((2 * (len(_st_zones[(11 + _t323)]) + len(_st_zones[(15 + _t323)])))), ' for ', _plain308((len(_st_zones[(11 + _t323)]) + len(_st_zones[(15 + _t323)]))), ' cards flown, -', _plain308((2 * len(_st_zones[(3 + _t323)]))), ' for ', _plain308(len(_st_zones[(3 + _t323)])), ' behind the screen, +', _plain308((_memo1[_t323] if _t323 in _memo1 else _memo1.setdefault(_t323, _a320(st, _t323)))), ' for colours, +', _plain308((_memo3[_t323] if _t323 in _memo3 else _memo3.setdefault(_t323, _a332(st, _t323)))), ' majorities, +', _plain308((_memo8[_t323] if _t323 in _memo8 else _memo8.setdefault(_t323, (5 * _a344(st, _t323))))), ' sole owner; total ', _plain308(_st_vars[0 + _t323])]))

# <rulerun alienz.rules: play #143 0ecb80e4>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text346(_audience345(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game347(st, [], True); return 3
    st.vars[8] = _random_item348(st, _k349)

# <rulerun alienz.rules: play #144 f556a606>
def _loop(st, _t370):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t372 = (_k353 or ())
    st.budget -= len(_t372)
    if st.budget < 0: _spent354(st)
    _t375 = _NOT_YET
    _t376 = _NOT_YET
    _t374 = 0
    for _t373 in _t372:
        if ((_memo6[(_t370, _t373,)] if (_t370, _t373,) in _memo6 else _memo6.setdefault((_t370, _t373,), ((_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c355.__getitem__, _st_zones[(11 + _t370)])))).count(_t373) + (_t376 if _t376 is not _NOT_YET else (_t376 := list(map(_c356.__getitem__, _st_zones[(15 + _t370)])))).count(_t373)))) > 0):
            _t374 += 1
    return _t374

# <rulerun alienz.rules: play #145 af39ce8e>
def _loop(st, _t378, _t385):
    _t388 = 0
    for _t387 in st.zones[(11 + _t385)]:
        if (_c364[_t387] == _t378):
            _t388 += 1
    return _t388

# <rulerun alienz.rules: play #146 6f48840b>
def _loop(st, _t378, _t385):
    _t390 = 0
    for _t389 in st.zones[(15 + _t385)]:
        if (_c366[_t389] == _t378):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: play #147 694f267d>
def _loop(st, _t378):
    _memo6 = st.memos[6]
    _t384 = (_k362 or ())
    st.budget -= len(_t384)
    if st.budget < 0: _spent363(st)
    _t386 = None
    for _t385 in _t384:
        _t391 = (_memo6[(_t385, _t378,)] if (_t385, _t378,) in _memo6 else _memo6.setdefault((_t385, _t378,), (_a365(st, _t378, _t385) + _a367(st, _t378, _t385))))
        if _t386 is None or _t391 > _t386:
            _t386 = _t391
    return _t386

# <rulerun alienz.rules: play #148 6b7c6259>
def _loop(st, _t370):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t377 = (_k358 or ())
    st.budget -= len(_t377)
    if st.budget < 0: _spent359(st)
    _t380 = _NOT_YET
    _t381 = _NOT_YET
    _t382 = _NOT_YET
    _t383 = _NOT_YET
    _t392 = _NOT_YET
    _t393 = _NOT_YET
    _t379 = 0
    for _t378 in _t377:
        if (((_memo6[(_t370, _t378,)] if (_t370, _t378,) in _memo6 else _memo6.setdefault((_t370, _t378,), ((_t380 if _t380 is not _NOT_YET else (_t380 := list(map(_c360.__getitem__, _st_zones[(11 + _t370)])))).count(_t378) + (_t381 if _t381 is not _NOT_YET else (_t381 := list(map(_c361.__getitem__, _st_zones[(15 + _t370)])))).count(_t378)))) > 0) and ((_memo6[(_t370, _t378,)] if (_t370, _t378,) in _memo6 else _memo6.setdefault((_t370, _t378,), ((_t382 if _t382 is not _NOT_YET else (_t382 := list(map(_c360.__getitem__, _st_zones[(11 + _t370)])))).count(_t378) + (_t383 if _t383 is not _NOT_YET else (_t383 := list(map(_c361.__getitem__, _st_zones[(15 + _t370)])))).count(_t378)))) == (_memo5[_t378] if _t378 in _memo5 else _memo5.setdefault(_t378, _a368(st, _t378))))):
            _t379 += (_memo6[(_t370, _t378,)] if (_t370, _t378,) in _memo6 else _memo6.setdefault((_t370, _t378,), ((_t392 if _t392 is not _NOT_YET else (_t392 := list(map(_c360.__getitem__, _st_zones[(11 + _t370)])))).count(_t378) + (_t393 if _t393 is not _NOT_YET else (_t393 := list(map(_c361.__getitem__, _st_zones[(15 + _t370)])))).count(_t378))))
    return _t379

# <rulerun alienz.rules: play #149 b86e7a99>
def _loop(st, _t395, _t400):
    _t403 = 0
    for _t402 in st.zones[(11 + _t400)]:
        if (_c376[_t402] == _t395):
            _t403 += 1
    return _t403

# <rulerun alienz.rules: play #150 fc409bb6>
def _loop(st, _t395, _t400):
    _t405 = 0
    for _t404 in st.zones[(15 + _t400)]:
        if (_c378[_t404] == _t395):
            _t405 += 1
    return _t405

# <rulerun alienz.rules: play #151 e82d4653>
def _loop(st, _t370, _t395):
    _memo6 = st.memos[6]
    _t399 = (_k374 or ())
    st.budget -= len(_t399)
    if st.budget < 0: _spent375(st)
    for _t400 in _t399:
        if not (((_t400 == _t370) or ((_memo6[(_t400, _t395,)] if (_t400, _t395,) in _memo6 else _memo6.setdefault((_t400, _t395,), (_a377(st, _t395, _t400) + _a379(st, _t395, _t400)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 8205cb52>
def _loop(st, _t370):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t394 = (_k370 or ())
    st.budget -= len(_t394)
    if st.budget < 0: _spent371(st)
    _t397 = _NOT_YET
    _t398 = _NOT_YET
    _t396 = 0
    for _t395 in _t394:
        if (((_memo6[(_t370, _t395,)] if (_t370, _t395,) in _memo6 else _memo6.setdefault((_t370, _t395,), ((_t397 if _t397 is not _NOT_YET else (_t397 := list(map(_c372.__getitem__, _st_zones[(11 + _t370)])))).count(_t395) + (_t398 if _t398 is not _NOT_YET else (_t398 := list(map(_c373.__getitem__, _st_zones[(15 + _t370)])))).count(_t395)))) > 0) and _a380(st, _t370, _t395)):
            _t396 += 1
    return _t396

# <rulerun alienz.rules: play #153 e49026cf>
def _loop(st, _t406, _t409):
    _t412 = 0
    for _t411 in st.zones[(11 + _t406)]:
        if (_c385[_t411] == _t409):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: play #154 ecd5557a>
def _loop(st, _t406, _t409):
    _t414 = 0
    for _t413 in st.zones[(15 + _t406)]:
        if (_c387[_t413] == _t409):
            _t414 += 1
    return _t414

# <rulerun alienz.rules: play #155 03e844eb>
def _loop(st, _t406, _t409):
    _t416 = 0
    for _t415 in st.zones[(11 + _t406)]:
        if (_c391[_t415] == _t409):
            _t416 += 1
    return _t416

# <rulerun alienz.rules: play #156 abd38730>
def _loop(st, _t406, _t409):
    _t418 = 0
    for _t417 in st.zones[(15 + _t406)]:
        if (_c393[_t417] == _t409):
            _t418 += 1
    return _t418

# <rulerun alienz.rules: play #157 a55f278a>
def _loop(st, _t406):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t419 = (_k398 or ())
    st.budget -= len(_t419)
    if st.budget < 0: _spent399(st)
    _t422 = _NOT_YET
    _t423 = _NOT_YET
    _t421 = 0
    for _t420 in _t419:
        if ((_memo6[(_t406, _t420,)] if (_t406, _t420,) in _memo6 else _memo6.setdefault((_t406, _t420,), ((_t422 if _t422 is not _NOT_YET else (_t422 := list(map(_c400.__getitem__, _st_zones[(11 + _t406)])))).count(_t420) + (_t423 if _t423 is not _NOT_YET else (_t423 := list(map(_c401.__getitem__, _st_zones[(15 + _t406)])))).count(_t420)))) > 0):
            _t421 += 1
    return _t421

# <rulerun alienz.rules: play #158 0e2eadbd>
def _loop(st, _t425, _t432):
    _t435 = 0
    for _t434 in st.zones[(11 + _t432)]:
        if (_c409[_t434] == _t425):
            _t435 += 1
    return _t435

# <rulerun alienz.rules: play #159 b46a1179>
def _loop(st, _t425, _t432):
    _t437 = 0
    for _t436 in st.zones[(15 + _t432)]:
        if (_c411[_t436] == _t425):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #160 7ca32566>
def _loop(st, _t425):
    _memo6 = st.memos[6]
    _t431 = (_k407 or ())
    st.budget -= len(_t431)
    if st.budget < 0: _spent408(st)
    _t433 = None
    for _t432 in _t431:
        _t438 = (_memo6[(_t432, _t425,)] if (_t432, _t425,) in _memo6 else _memo6.setdefault((_t432, _t425,), (_a410(st, _t425, _t432) + _a412(st, _t425, _t432))))
        if _t433 is None or _t438 > _t433:
            _t433 = _t438
    return _t433

# <rulerun alienz.rules: play #161 c5a7a265>
def _loop(st, _t406):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t424 = (_k403 or ())
    st.budget -= len(_t424)
    if st.budget < 0: _spent404(st)
    _t427 = _NOT_YET
    _t428 = _NOT_YET
    _t429 = _NOT_YET
    _t430 = _NOT_YET
    _t439 = _NOT_YET
    _t440 = _NOT_YET
    _t426 = 0
    for _t425 in _t424:
        if (((_memo6[(_t406, _t425,)] if (_t406, _t425,) in _memo6 else _memo6.setdefault((_t406, _t425,), ((_t427 if _t427 is not _NOT_YET else (_t427 := list(map(_c405.__getitem__, _st_zones[(11 + _t406)])))).count(_t425) + (_t428 if _t428 is not _NOT_YET else (_t428 := list(map(_c406.__getitem__, _st_zones[(15 + _t406)])))).count(_t425)))) > 0) and ((_memo6[(_t406, _t425,)] if (_t406, _t425,) in _memo6 else _memo6.setdefault((_t406, _t425,), ((_t429 if _t429 is not _NOT_YET else (_t429 := list(map(_c405.__getitem__, _st_zones[(11 + _t406)])))).count(_t425) + (_t430 if _t430 is not _NOT_YET else (_t430 := list(map(_c406.__getitem__, _st_zones[(15 + _t406)])))).count(_t425)))) == (_memo5[_t425] if _t425 in _memo5 else _memo5.setdefault(_t425, _a413(st, _t425))))):
            _t426 += (_memo6[(_t406, _t425,)] if (_t406, _t425,) in _memo6 else _memo6.setdefault((_t406, _t425,), ((_t439 if _t439 is not _NOT_YET else (_t439 := list(map(_c405.__getitem__, _st_zones[(11 + _t406)])))).count(_t425) + (_t440 if _t440 is not _NOT_YET else (_t440 := list(map(_c406.__getitem__, _st_zones[(15 + _t406)])))).count(_t425))))
    return _t426

# <rulerun alienz.rules: play #162 962695b2>
def _loop(st, _t442, _t447):
    _t450 = 0
    for _t449 in st.zones[(11 + _t447)]:
        if (_c421[_t449] == _t442):
            _t450 += 1
    return _t450

# <rulerun alienz.rules: play #163 c0862096>
def _loop(st, _t442, _t447):
    _t452 = 0
    for _t451 in st.zones[(15 + _t447)]:
        if (_c423[_t451] == _t442):
            _t452 += 1
    return _t452

# <rulerun alienz.rules: play #164 394fa270>
def _loop(st, _t406, _t442):
    _memo6 = st.memos[6]
    _t446 = (_k419 or ())
    st.budget -= len(_t446)
    if st.budget < 0: _spent420(st)
    for _t447 in _t446:
        if not (((_t447 == _t406) or ((_memo6[(_t447, _t442,)] if (_t447, _t442,) in _memo6 else _memo6.setdefault((_t447, _t442,), (_a422(st, _t442, _t447) + _a424(st, _t442, _t447)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 488ce58e>
def _loop(st, _t406):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t441 = (_k415 or ())
    st.budget -= len(_t441)
    if st.budget < 0: _spent416(st)
    _t444 = _NOT_YET
    _t445 = _NOT_YET
    _t443 = 0
    for _t442 in _t441:
        if (((_memo6[(_t406, _t442,)] if (_t406, _t442,) in _memo6 else _memo6.setdefault((_t406, _t442,), ((_t444 if _t444 is not _NOT_YET else (_t444 := list(map(_c417.__getitem__, _st_zones[(11 + _t406)])))).count(_t442) + (_t445 if _t445 is not _NOT_YET else (_t445 := list(map(_c418.__getitem__, _st_zones[(15 + _t406)])))).count(_t442)))) > 0) and _a425(st, _t406, _t442)):
            _t443 += 1
    return _t443

# <rulerun alienz.rules: play #166 b84fb493>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k350)
    _t371 = (_k351 or [])
    st.budget -= len(_t371)
    if st.budget < 0: _spent352(st)
    for _t370 in _t371:
        _i2[2] = _t370
        _st_vars[4 + _t370] = (((((2 * (len(_st_zones[(11 + _t370)]) + len(_st_zones[(15 + _t370)]))) - (2 * len(_st_zones[(3 + _t370)]))) + (_memo1[_t370] if _t370 in _memo1 else _memo1.setdefault(_t370, _a357(st, _t370)))) + (_memo3[_t370] if _t370 in _memo3 else _memo3.setdefault(_t370, _a369(st, _t370)))) + (_memo8[_t370] if _t370 in _memo8 else _memo8.setdefault(_t370, (5 * _a381(st, _t370)))))
    _t407 = (_k382 or [])
    st.budget -= len(_t407)
    if st.budget < 0: _spent352(st)
    for _t406 in _t407:
        _i2[5] = _t406
        _st_vars[0 + _t406] = (_t408 if -1000000000000000000 <= (_t408 := _st_vars[0 + _t406] + _st_vars[4 + _t406]) <= 1000000000000000000 else _beyond383(_t408))
        _i2[6] = ''
        _t410 = (_k384 or [])
        st.budget -= len(_t410)
        if st.budget < 0: _spent352(st)
        for _t409 in _t410:
            _i2[9] = _t409
            if not (((_memo6[(_t406, _t409,)] if (_t406, _t409,) in _memo6 else _memo6.setdefault((_t406, _t409,), (_a386(st, _t406, _t409) + _a388(st, _t406, _t409)))) > 0)): continue
            _i2[6] = _text389(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain390(_t409) + ' ' + _plain390((_memo6[(_t406, _t409,)] if (_t406, _t409,) in _memo6 else _memo6.setdefault((_t406, _t409,), (_a392(st, _t406, _t409) + _a394(st, _t406, _t409))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text397(_audience395(st), [_PlayerRef396(_t406), "'s score pile:", _plain390(_i2[6]), '; queued aliens set aside: ', _plain390(len(_st_zones[(7 + _t406)]))]))
        if _st_log is not None: _st_log.append(_Text397(_audience395(st), [_PlayerRef396(_t406), ' scores ', _plain390(_st_vars[4 + _t406]), ': +', _plain390((2 * (len(_st_zones[(11 + _t406)]) + len(_st_zones[(15 + _t406)])))), ' for ', _plain390((len(_st_zones[(11 + _t406)]) + len(_st_zones[(15 + _t406)]))), ' cards flown, -', _plain390((2 * len(_st_zones[(3 + _t406)]))), ' for ', _plain390(len(_st_zones[(3 + _t406)])), ' behind the screen, +', _plain390((_memo1[_t406] if _t406 in _memo1 else _memo1.setdefault(_t406, _a402(st, _t406)))), ' for colours, +', _plain390((_memo3[_t406] if _t406 in _memo3 else _memo3.setdefault(_t406, _a414(st, _t406)))), ' majorities, +', _plain390((_memo8[_t406] if _t406 in _memo8 else _memo8.setdefault(_t406, (5 * _a426(st, _t406))))), ' sole owner; total ', _plain390(_st_vars[0 + _t406])]))
    if _p427(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 4ee65ced>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run430(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k431)

# <rulerun alienz.rules: round #169 13575a03>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k434)
            _r = _run435(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 6
        if pc == 3:
            _a = [L[0], None, None, None, None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit436(_k437)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run438(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit433(_k, st, _d0): raise _Runaway432()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k439)

# <rulerun alienz.rules: turn #170 58ed515a>
def _loop(st):
    for _t456 in st.zones[20]:
        if (_c449[_t456] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 aa566fe9>
def _loop(st):
    for _t464 in st.zones[22]:
        return _c457[_t464]
    return None

# <rulerun alienz.rules: turn #172 760a3a42>
def _loop(st):
    for _t473 in st.zones[22]:
        return _c463[_t473]
    return None

# <rulerun alienz.rules: turn #173 7c9574a0>
def _loop(st):
    for _t479 in st.zones[22]:
        return _c466[_t479]
    return None

# <rulerun alienz.rules: turn #174 823bc660>
def _loop(st, L, _t462):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t470 = _st_zones[(3 + L[0])]
    st.budget -= len(_t470)
    if st.budget < 0: _spent460(st)
    _t475 = _NOT_YET
    _t476 = _NOT_YET
    _t477 = _NOT_YET
    _t478 = _NOT_YET
    _t481 = _NOT_YET
    _t482 = _NOT_YET
    _t483 = _NOT_YET
    _t484 = _NOT_YET
    _t472 = 0
    for _t471 in _t470:
        if ((_t471 != _t462) and ((_c461[_t471] == _c462[_t462]) or (((_t478 if _t478 is not _NOT_YET else (_t478 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t475 if _t475 is not _NOT_YET else (_t475 := _a464(st))) if (_t477 if _t477 is not _NOT_YET else (_t477 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t476 if _t476 is not _NOT_YET else (_t476 := list(map(_c465.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c461[_t471] == (_t484 if _t484 is not _NOT_YET else (_t484 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t481 if _t481 is not _NOT_YET else (_t481 := _a467(st))) if (_t483 if _t483 is not _NOT_YET else (_t483 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t482 if _t482 is not _NOT_YET else (_t482 := list(map(_c465.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t472 += 1
    return _t472

# <rulerun alienz.rules: turn #175 16aca209>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t461 = _st_zones[(3 + L[0])]
    st.budget -= len(_t461)
    if st.budget < 0: _spent455(st)
    _t466 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t485 = _NOT_YET
    _t486 = _NOT_YET
    _t487 = _NOT_YET
    for _t462 in _t461:
        if (_memo7[(L[0], _t462,)] if (L[0], _t462,) in _memo7 else _memo7.setdefault((L[0], _t462,), ((_c456[_t462] != (_t469 if _t469 is not _NOT_YET else (_t469 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t466 if _t466 is not _NOT_YET else (_t466 := _a458(st))) if (_t468 if _t468 is not _NOT_YET else (_t468 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c459.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a468(st, L, _t462) >= (_t487 if _t487 is not _NOT_YET else (_t487 := (3 if (_t486 if _t486 is not _NOT_YET else (_t486 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t485 if _t485 is not _NOT_YET else (_t485 := list(map(_c459.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 9bc91d89>
def _loop(st):
    for _t488 in st.zones[20]:
        if (_c474[_t488] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 fcd59e8a>
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
            _r = _run442(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range443(1, L[1]) or []); L[3] = 0
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
            _t453 = L[0]
            _t454 = len(_o)
            if not _t454: _no_option445(_t453, 'alien to take')
            if _t454 <= 1 and _st_log is None:
                L[5] = _o[0] if _t454 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t455 = st.chooser(_t454, _t453)
                else:
                    _t455 = _st_bits(_t454.bit_length())
                    while _t455 >= _t454: _t455 = _st_bits(_t454.bit_length())
                L[5] = _o[_t455]; st.decisions += 1
                if st.thread_player is not None: _answered446(st, _t455)
            elif _decide447(st, L, _o[:], _t453): return True
            pc = 4
        if pc == 4:
            _r = _run448(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit441(_k, st, _d0): raise _Runaway440()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a450(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t458 = L[0]
            _t459 = len(_o) + 1
            if _t459 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t460 = st.chooser(_t459, _t458)
                else:
                    _t460 = _st_bits(_t459.bit_length())
                    while _t460 >= _t459: _t460 = _st_bits(_t459.bit_length())
                L[6] = _o[_t460 - 1] if _t460 else None; st.decisions += 1
                if st.thread_player is not None: _answered446(st, _t460)
            elif _decide452(st, L, _o[:], _t458): return True
            pc = 8
        if pc == 8:
            _r = _run453(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined454(_joined454(['no flight'], (['private flight'] if _a469(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d470(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d471(st, [_c472[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d473(st, [L[0], _c472[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a475(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t490 = L[0]
            _t491 = len(_o)
            if not _t491: _no_option445(_t490, 'flight this turn')
            if _t491 <= 1 and _st_log is None:
                L[7] = _o[0] if _t491 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t492 = st.chooser(_t491, _t490)
                else:
                    _t492 = _st_bits(_t491.bit_length())
                    while _t492 >= _t491: _t492 = _st_bits(_t491.bit_length())
                L[7] = _o[_t492]; st.decisions += 1
                if st.thread_player is not None: _answered446(st, _t492)
            elif _decide477(st, L, _o, _t490): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit478(_k479)
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
            if len(st.cur) >= 500: raise _RuleLimit478(_k480)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run481(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run482(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k483)

# <rulerun alienz.rules: private_flight #178 a4764a15>
def _loop(st):
    for _t494 in st.zones[22]:
        return _c487[_t494]
    return None

# <rulerun alienz.rules: private_flight #179 89ab5745>
def _loop(st):
    for _t503 in st.zones[22]:
        return _c493[_t503]
    return None

# <rulerun alienz.rules: private_flight #180 79aed798>
def _loop(st):
    for _t509 in st.zones[22]:
        return _c496[_t509]
    return None

# <rulerun alienz.rules: private_flight #181 5500ffe7>
def _loop(st, L, _t493):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t500 = _st_zones[(3 + L[0])]
    st.budget -= len(_t500)
    if st.budget < 0: _spent490(st)
    _t505 = _NOT_YET
    _t506 = _NOT_YET
    _t507 = _NOT_YET
    _t508 = _NOT_YET
    _t511 = _NOT_YET
    _t512 = _NOT_YET
    _t513 = _NOT_YET
    _t514 = _NOT_YET
    _t502 = 0
    for _t501 in _t500:
        if ((_t501 != _t493) and ((_c491[_t501] == _c492[_t493]) or (((_t508 if _t508 is not _NOT_YET else (_t508 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t505 if _t505 is not _NOT_YET else (_t505 := _a494(st))) if (_t507 if _t507 is not _NOT_YET else (_t507 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t506 if _t506 is not _NOT_YET else (_t506 := list(map(_c495.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c491[_t501] == (_t514 if _t514 is not _NOT_YET else (_t514 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t511 if _t511 is not _NOT_YET else (_t511 := _a497(st))) if (_t513 if _t513 is not _NOT_YET else (_t513 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t512 if _t512 is not _NOT_YET else (_t512 := list(map(_c495.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t502 += 1
    return _t502

# <rulerun alienz.rules: private_flight #182 45b28be6>
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
            _t496 = _NOT_YET
            _t497 = _NOT_YET
            _t498 = _NOT_YET
            _t499 = _NOT_YET
            _t515 = _NOT_YET
            _t516 = _NOT_YET
            _t517 = _NOT_YET
            _o = []
            for _t493 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t493,)] if (L[0], _t493,) in _memo7 else _memo7.setdefault((L[0], _t493,), ((_c486[_t493] != (_t499 if _t499 is not _NOT_YET else (_t499 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t496 if _t496 is not _NOT_YET else (_t496 := _a488(st))) if (_t498 if _t498 is not _NOT_YET else (_t498 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t497 if _t497 is not _NOT_YET else (_t497 := list(map(_c489.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a498(st, L, _t493) >= (_t517 if _t517 is not _NOT_YET else (_t517 := (3 if (_t516 if _t516 is not _NOT_YET else (_t516 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t515 if _t515 is not _NOT_YET else (_t515 := list(map(_c489.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t493)
            fr[1] = 1
            _t518 = L[0]
            _t519 = len(_o)
            if not _t519: _no_option500(_t518, 'planet for a private flight')
            if _t519 <= 1 and _st_log is None:
                L[1] = _o[0] if _t519 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t520 = st.chooser(_t519, _t518)
                else:
                    _t520 = _st_bits(_t519.bit_length())
                    while _t520 >= _t519: _t520 = _st_bits(_t519.bit_length())
                L[1] = _o[_t520]; st.decisions += 1
                if st.thread_player is not None: _answered501(st, _t520)
            elif _decide502(st, L, _o, _t518): return True
            pc = 1
        if pc == 1:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit504(_k505)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run506(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k507)

# <rulerun alienz.rules: commercial_flight #183 af6165ec>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit511(_k512)
            fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o514[L[0]] or []); L[4] = 0
            pc = 4
        if pc == 4:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 7
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 5; break
            L[4] = _i
        if pc == 5:
            _a = [L[5], L[2], None, None]
            if len(st.cur) >= 500: raise _RuleLimit511(_k515)
            fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit509(_k, st, _d0): raise _Runaway508()
            continue
        if pc == 7:
            _r = _run516(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k517)

# <rulerun alienz.rules: board_own #184 b49ff78d>
def _loop(st):
    for _t521 in st.zones[20]:
        if (_c522[_t521] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 2c9b4887>
def _loop(st):
    for _t524 in st.zones[22]:
        return _c525[_t524]
    return None

# <rulerun alienz.rules: board_own #186 86e7b67f>
def _loop(st):
    for _t530 in st.zones[22]:
        return _c528[_t530]
    return None

# <rulerun alienz.rules: board_own #187 62a134f2>
def _loop(st):
    for _t540 in st.zones[22]:
        return _c535[_t540]
    return None

# <rulerun alienz.rules: board_own #188 dad77b65>
def _loop(st):
    for _t546 in st.zones[22]:
        return _c537[_t546]
    return None

# <rulerun alienz.rules: board_own #189 1774c355>
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
            _r = _run520(st, L)
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
            _r = _run521(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a523(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t526 = _NOT_YET
            _t527 = _NOT_YET
            _t528 = _NOT_YET
            _t529 = _NOT_YET
            _t532 = _NOT_YET
            _t533 = _NOT_YET
            _t534 = _NOT_YET
            _t535 = _NOT_YET
            _o = []
            for _t523 in _st_zones[(3 + L[0])]:
                if ((_c524[_t523] == L[1]) or (((_t529 if _t529 is not _NOT_YET else (_t529 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t526 if _t526 is not _NOT_YET else (_t526 := _a526(st))) if (_t528 if _t528 is not _NOT_YET else (_t528 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t527 if _t527 is not _NOT_YET else (_t527 := list(map(_c527.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c524[_t523] == (_t535 if _t535 is not _NOT_YET else (_t535 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t532 if _t532 is not _NOT_YET else (_t532 := _a529(st))) if (_t534 if _t534 is not _NOT_YET else (_t534 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t533 if _t533 is not _NOT_YET else (_t533 := list(map(_c527.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t523)
            fr[1] = 5
            _t536 = L[0]
            _t537 = len(_o)
            if not _t537: _no_option531(_t536, 'alien to fly')
            if _t537 <= 1 and _st_log is None:
                L[4] = _o[0] if _t537 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t538 = st.chooser(_t537, _t536)
                else:
                    _t538 = _st_bits(_t537.bit_length())
                    while _t538 >= _t537: _t538 = _st_bits(_t537.bit_length())
                L[4] = _o[_t538]; st.decisions += 1
                if st.thread_player is not None: _answered532(st, _t538)
            elif _decide533(st, L, _o, _t536): return True
            pc = 5
        if pc == 5:
            _r = _run534(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t542 = _NOT_YET
            _t543 = _NOT_YET
            _t544 = _NOT_YET
            _t545 = _NOT_YET
            _t548 = _NOT_YET
            _t549 = _NOT_YET
            _t550 = _NOT_YET
            _t551 = _NOT_YET
            _o = []
            for _t539 in _st_zones[(3 + L[0])]:
                if ((_c524[_t539] == L[1]) or (((_t545 if _t545 is not _NOT_YET else (_t545 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t542 if _t542 is not _NOT_YET else (_t542 := _a536(st))) if (_t544 if _t544 is not _NOT_YET else (_t544 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t543 if _t543 is not _NOT_YET else (_t543 := list(map(_c527.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c524[_t539] == (_t551 if _t551 is not _NOT_YET else (_t551 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t548 if _t548 is not _NOT_YET else (_t548 := _a538(st))) if (_t550 if _t550 is not _NOT_YET else (_t550 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t549 if _t549 is not _NOT_YET else (_t549 := list(map(_c527.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t539)
            fr[1] = 8
            _t552 = L[0]
            _t553 = len(_o) + 1
            if _t553 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t554 = st.chooser(_t553, _t552)
                else:
                    _t554 = _st_bits(_t553.bit_length())
                    while _t554 >= _t553: _t554 = _st_bits(_t553.bit_length())
                L[5] = _o[_t554 - 1] if _t554 else None; st.decisions += 1
                if st.thread_player is not None: _answered532(st, _t554)
            elif _decide540(st, L, _o, _t552): return True
            pc = 8
        if pc == 8:
            _r = _run541(st, L)
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
            _r = _run542(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit519(_k, st, _d0): raise _Runaway518()
            continue
        if pc == 14:
            _r = _run543(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k544)

# <rulerun alienz.rules: board_queue #190 663a384e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run547(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k548)

# <rulerun alienz.rules: join #191 d81d4f75>
def _loop(st):
    for _t556 in st.zones[22]:
        return _c553[_t556]
    return None

# <rulerun alienz.rules: join #192 35574e25>
def _loop(st):
    for _t562 in st.zones[22]:
        return _c556[_t562]
    return None

# <rulerun alienz.rules: join #193 1210ca2a>
def _native(st, fr):
    _st_bits = st.bits
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run551(st, L)
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
            _t558 = _NOT_YET
            _t559 = _NOT_YET
            _t560 = _NOT_YET
            _t561 = _NOT_YET
            _t564 = _NOT_YET
            _t565 = _NOT_YET
            _t566 = _NOT_YET
            _t567 = _NOT_YET
            _o = []
            for _t555 in _st_zones[(3 + L[0])]:
                if ((_c552[_t555] == L[1]) or (((_t561 if _t561 is not _NOT_YET else (_t561 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t558 if _t558 is not _NOT_YET else (_t558 := _a554(st))) if (_t560 if _t560 is not _NOT_YET else (_t560 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t559 if _t559 is not _NOT_YET else (_t559 := list(map(_c555.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c552[_t555] == (_t567 if _t567 is not _NOT_YET else (_t567 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t564 if _t564 is not _NOT_YET else (_t564 := _a557(st))) if (_t566 if _t566 is not _NOT_YET else (_t566 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t565 if _t565 is not _NOT_YET else (_t565 := list(map(_c555.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t555)
            fr[1] = 3
            _t568 = L[0]
            _t569 = len(_o) + 1
            if _t569 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t570 = st.chooser(_t569, _t568)
                else:
                    _t570 = _st_bits(_t569.bit_length())
                    while _t570 >= _t569: _t570 = _st_bits(_t569.bit_length())
                L[3] = _o[_t570 - 1] if _t570 else None; st.decisions += 1
                if st.thread_player is not None: _answered559(st, _t570)
            elif _decide560(st, L, _o, _t568): return True
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
            _r = _run561(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit550(_k, st, _d0): raise _Runaway549()
            continue
        if pc == 8:
            _r = _run562(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k563)

# <rulerun alienz.rules: refill #194 fbb2d169>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run566(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k567)

# <rulerun alienz.rules: surface #195 23abf267>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run570(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k571)

# <rulerun alienz.rules: reveal_event #196 f64b9ac7>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run574(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k575)

# <rulerun alienz.rules: resolve_events #197 4779973a>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run578(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k579)

# <rulerun alienz.rules: take_effect #198 9820c9b4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run582(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k583)

# <rulerun alienz.rules: storm_flip #199 d16b6310>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run586(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k587)

# <rulerun alienz.rules: scoring #200 fa0148fd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run590(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k591)

# <rulerun alienz.rules: play #201 d784a5a1>
def _native(st, fr):
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
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            _a = [None]
            if len(st.cur) >= 500: raise _RuleLimit595(_k596)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run597(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit593(_k, st, _d0): raise _Runaway592()
            continue
        if pc == 5:
            fr[1] = 6
            if _step598(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k599)

# <rulerun alienz.rules: turn #202 9dccee07>
def _loop(st):
    for _t572 in st.zones[20]:
        if (_c612[_t572] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 1b261d1a>
def _loop(st):
    for _t583 in st.zones[20]:
        if (_c620[_t583] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 878f8cb0>
def _loop(st):
    for _t596 in st.zones[22]:
        return _c627[_t596]
    return None

# <rulerun alienz.rules: turn #205 a67679de>
def _loop(st):
    for _t605 in st.zones[22]:
        return _c633[_t605]
    return None

# <rulerun alienz.rules: turn #206 29e53e11>
def _loop(st):
    for _t611 in st.zones[22]:
        return _c636[_t611]
    return None

# <rulerun alienz.rules: turn #207 4f355b83>
def _loop(st, L, _t594):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t602 = _st_zones[(3 + L[0])]
    st.budget -= len(_t602)
    if st.budget < 0: _spent630(st)
    _t607 = _NOT_YET
    _t608 = _NOT_YET
    _t609 = _NOT_YET
    _t610 = _NOT_YET
    _t613 = _NOT_YET
    _t614 = _NOT_YET
    _t615 = _NOT_YET
    _t616 = _NOT_YET
    _t604 = 0
    for _t603 in _t602:
        if ((_t603 != _t594) and ((_c631[_t603] == _c632[_t594]) or (((_t610 if _t610 is not _NOT_YET else (_t610 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t607 if _t607 is not _NOT_YET else (_t607 := _a634(st))) if (_t609 if _t609 is not _NOT_YET else (_t609 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t608 if _t608 is not _NOT_YET else (_t608 := list(map(_c635.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c631[_t603] == (_t616 if _t616 is not _NOT_YET else (_t616 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t613 if _t613 is not _NOT_YET else (_t613 := _a637(st))) if (_t615 if _t615 is not _NOT_YET else (_t615 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t614 if _t614 is not _NOT_YET else (_t614 := list(map(_c635.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t604 += 1
    return _t604

# <rulerun alienz.rules: turn #208 f54560b4>
def _loop(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t593 = _st_zones[(3 + _l0)]
    st.budget -= len(_t593)
    if st.budget < 0: _spent625(st)
    _t598 = _NOT_YET
    _t599 = _NOT_YET
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    _t617 = _NOT_YET
    _t618 = _NOT_YET
    _t619 = _NOT_YET
    for _t594 in _t593:
        if (_memo7[(_l0, _t594,)] if (_l0, _t594,) in _memo7 else _memo7.setdefault((_l0, _t594,), ((_c626[_t594] != (_t601 if _t601 is not _NOT_YET else (_t601 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t598 if _t598 is not _NOT_YET else (_t598 := _a628(st))) if (_t600 if _t600 is not _NOT_YET else (_t600 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t599 if _t599 is not _NOT_YET else (_t599 := list(map(_c629.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a638(st, L, _t594) >= (_t619 if _t619 is not _NOT_YET else (_t619 := (3 if (_t618 if _t618 is not _NOT_YET else (_t618 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t617 if _t617 is not _NOT_YET else (_t617 := list(map(_c629.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 54754b75>
def _loop(st):
    for _t620 in st.zones[20]:
        if (_c644[_t620] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 e3a673b8>
def _loop(st):
    for _t627 in st.zones[22]:
        return _c648[_t627]
    return None

# <rulerun alienz.rules: turn #211 3623e7bd>
def _loop(st):
    for _t636 in st.zones[22]:
        return _c654[_t636]
    return None

# <rulerun alienz.rules: turn #212 ef06e3b3>
def _loop(st):
    for _t642 in st.zones[22]:
        return _c657[_t642]
    return None

# <rulerun alienz.rules: turn #213 38a6f852>
def _loop(st, _i3l0, _t626):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t633 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t633)
    if st.budget < 0: _spent651(st)
    _t638 = _NOT_YET
    _t639 = _NOT_YET
    _t640 = _NOT_YET
    _t641 = _NOT_YET
    _t644 = _NOT_YET
    _t645 = _NOT_YET
    _t646 = _NOT_YET
    _t647 = _NOT_YET
    _t635 = 0
    for _t634 in _t633:
        if ((_t634 != _t626) and ((_c652[_t634] == _c653[_t626]) or (((_t641 if _t641 is not _NOT_YET else (_t641 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t638 if _t638 is not _NOT_YET else (_t638 := _a655(st))) if (_t640 if _t640 is not _NOT_YET else (_t640 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t639 if _t639 is not _NOT_YET else (_t639 := list(map(_c656.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c652[_t634] == (_t647 if _t647 is not _NOT_YET else (_t647 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t644 if _t644 is not _NOT_YET else (_t644 := _a658(st))) if (_t646 if _t646 is not _NOT_YET else (_t646 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t645 if _t645 is not _NOT_YET else (_t645 := list(map(_c656.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t635 += 1
    return _t635

# <rulerun alienz.rules: turn #214 d959a290>
def _loop(st):
    for _t657 in st.zones[20]:
        if (_c662[_t657] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 6f56d56a>
def _loop(st):
    for _t661 in st.zones[22]:
        return _c665[_t661]
    return None

# <rulerun alienz.rules: turn #216 c289bd8b>
def _loop(st):
    for _t667 in st.zones[22]:
        return _c667[_t667]
    return None

# <rulerun alienz.rules: turn #217 db278d9d>
def _loop(st):
    for _t678 in st.zones[22]:
        return _c671[_t678]
    return None

# <rulerun alienz.rules: turn #218 7efa42b5>
def _loop(st):
    for _t684 in st.zones[22]:
        return _c673[_t684]
    return None

# <rulerun alienz.rules: board_own #219 1f52619f>
def _loop(st):
    for _t697 in st.zones[20]:
        if (_c678[_t697] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 4fe212df>
def _loop(st):
    for _t701 in st.zones[22]:
        return _c681[_t701]
    return None

# <rulerun alienz.rules: board_own #221 ba20ef67>
def _loop(st):
    for _t707 in st.zones[22]:
        return _c684[_t707]
    return None

# <rulerun alienz.rules: board_own #222 be9e8a72>
def _loop(st):
    for _t718 in st.zones[22]:
        return _c690[_t718]
    return None

# <rulerun alienz.rules: board_own #223 b08e4d95>
def _loop(st):
    for _t724 in st.zones[22]:
        return _c692[_t724]
    return None

# <rulerun alienz.rules: board_own #224 playout c081b3fd>
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
        if st.budget < 0: _spent677(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a679(st))) else 2)):
            _t703 = _NOT_YET
            _t704 = _NOT_YET
            _t705 = _NOT_YET
            _t706 = _NOT_YET
            _t709 = _NOT_YET
            _t710 = _NOT_YET
            _t711 = _NOT_YET
            _t712 = _NOT_YET
            _t699 = []
            for _t700 in _st_zones[(3 + _l0)]:
                if ((_c680[_t700] == _l1) or (((_t706 if _t706 is not _NOT_YET else (_t706 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t703 if _t703 is not _NOT_YET else (_t703 := _a682(st))) if (_t705 if _t705 is not _NOT_YET else (_t705 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t704 if _t704 is not _NOT_YET else (_t704 := list(map(_c683.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c680[_t700] == (_t712 if _t712 is not _NOT_YET else (_t712 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t709 if _t709 is not _NOT_YET else (_t709 := _a685(st))) if (_t711 if _t711 is not _NOT_YET else (_t711 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t710 if _t710 is not _NOT_YET else (_t710 := list(map(_c683.__getitem__, _st_zones[20]))))))))) else None)))))))): _t699.append(_t700)
            _t713 = _l0
            _t714 = len(_t699)
            if not _t714: _no_option688(_t713, 'alien to fly')
            if _t714 <= 1 and _st_log is None:
                L[4] = _t699[0] if _t714 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t715 = st.chooser(_t714, _t713)
                else:
                    _t715 = _st_bits(_t714.bit_length())
                    while _t715 >= _t714: _t715 = _st_bits(_t714.bit_length())
                L[4] = _t699[_t715]; st.decisions += 1
            elif _decide689(st, L, _t699, _t713): raise _PlayoutCut686()
            L[3] = L[4]
        else:
            _t720 = _NOT_YET
            _t721 = _NOT_YET
            _t722 = _NOT_YET
            _t723 = _NOT_YET
            _t726 = _NOT_YET
            _t727 = _NOT_YET
            _t728 = _NOT_YET
            _t729 = _NOT_YET
            _t716 = []
            for _t717 in _st_zones[(3 + _l0)]:
                if ((_c680[_t717] == _l1) or (((_t723 if _t723 is not _NOT_YET else (_t723 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t720 if _t720 is not _NOT_YET else (_t720 := _a691(st))) if (_t722 if _t722 is not _NOT_YET else (_t722 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t721 if _t721 is not _NOT_YET else (_t721 := list(map(_c683.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c680[_t717] == (_t729 if _t729 is not _NOT_YET else (_t729 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t726 if _t726 is not _NOT_YET else (_t726 := _a693(st))) if (_t728 if _t728 is not _NOT_YET else (_t728 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t727 if _t727 is not _NOT_YET else (_t727 := list(map(_c683.__getitem__, _st_zones[20]))))))))) else None)))))))): _t716.append(_t717)
            _t730 = _l0
            _t731 = len(_t716) + 1
            if _t731 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t732 = st.chooser(_t731, _t730)
                else:
                    _t732 = _st_bits(_t731.bit_length())
                    while _t732 >= _t731: _t732 = _st_bits(_t731.bit_length())
                L[5] = _t716[_t732 - 1] if _t732 else None; st.decisions += 1
            elif _decide695(st, L, _t716, _t730): raise _PlayoutCut686()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t733 = L[3]
        _t734 = (11 + _l0)
        if type(_t733) is int and _st_log is None:
            _t735 = _st_zones[_st_loc[_t733]]
            if _t735[-1] == _t733: _t735.pop()
            else: _t735.remove(_t733)
            _st_zones[_t734].append(_t733); _st_loc[_t733] = _t734
        elif _t733 is not None:
            _move_cards696(st, _t733, _t734, False)
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
        L[2] = (_t736 if -1000000000000000000 <= (_t736 := L[2] + 1) <= 1000000000000000000 else _beyond697(_t736))
    if _st_log is not None: _st_log.append(_Text701(_audience698(st), [_PlayerRef699(_l0), ' flies ', _plain700(L[2]), ' ', _plain700(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain700(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 a651b7b5>
def _loop(st):
    for _t742 in st.zones[22]:
        return _c704[_t742]
    return None

# <rulerun alienz.rules: turn #226 56a9f57a>
def _loop(st):
    for _t748 in st.zones[22]:
        return _c706[_t748]
    return None

# <rulerun alienz.rules: private_flight #227 30440dd4>
def _loop(st):
    for _t760 in st.zones[22]:
        return _c710[_t760]
    return None

# <rulerun alienz.rules: private_flight #228 53694f8a>
def _loop(st):
    for _t769 in st.zones[22]:
        return _c716[_t769]
    return None

# <rulerun alienz.rules: private_flight #229 b74b3efe>
def _loop(st):
    for _t775 in st.zones[22]:
        return _c719[_t775]
    return None

# <rulerun alienz.rules: private_flight #230 f418f2d9>
def _loop(st, L, _t759):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t766 = _st_zones[(3 + L[0])]
    st.budget -= len(_t766)
    if st.budget < 0: _spent713(st)
    _t771 = _NOT_YET
    _t772 = _NOT_YET
    _t773 = _NOT_YET
    _t774 = _NOT_YET
    _t777 = _NOT_YET
    _t778 = _NOT_YET
    _t779 = _NOT_YET
    _t780 = _NOT_YET
    _t768 = 0
    for _t767 in _t766:
        if ((_t767 != _t759) and ((_c714[_t767] == _c715[_t759]) or (((_t774 if _t774 is not _NOT_YET else (_t774 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t771 if _t771 is not _NOT_YET else (_t771 := _a717(st))) if (_t773 if _t773 is not _NOT_YET else (_t773 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t772 if _t772 is not _NOT_YET else (_t772 := list(map(_c718.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c714[_t767] == (_t780 if _t780 is not _NOT_YET else (_t780 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t777 if _t777 is not _NOT_YET else (_t777 := _a720(st))) if (_t779 if _t779 is not _NOT_YET else (_t779 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t778 if _t778 is not _NOT_YET else (_t778 := list(map(_c718.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t768 += 1
    return _t768

# <rulerun alienz.rules: private_flight #231 823f09d4>
def _loop(st):
    for _t795 in st.zones[22]:
        return _c734[_t795]
    return None

# <rulerun alienz.rules: private_flight #232 b8a20923>
def _loop(st):
    for _t801 in st.zones[22]:
        return _c736[_t801]
    return None

# <rulerun alienz.rules: private_flight #233 playout e027e3d1>
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
    if st.budget < 0: _spent708(st)
    _t762 = _NOT_YET
    _t763 = _NOT_YET
    _t764 = _NOT_YET
    _t765 = _NOT_YET
    _t781 = _NOT_YET
    _t782 = _NOT_YET
    _t783 = _NOT_YET
    _t758 = []
    for _t759 in _st_zones[(3 + _l0)]:
        if (_memo7[(_l0, _t759,)] if (_l0, _t759,) in _memo7 else _memo7.setdefault((_l0, _t759,), ((_c709[_t759] != (_t765 if _t765 is not _NOT_YET else (_t765 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t762 if _t762 is not _NOT_YET else (_t762 := _a711(st))) if (_t764 if _t764 is not _NOT_YET else (_t764 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t763 if _t763 is not _NOT_YET else (_t763 := list(map(_c712.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a721(st, L, _t759) >= (_t783 if _t783 is not _NOT_YET else (_t783 := (3 if (_t782 if _t782 is not _NOT_YET else (_t782 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t781 if _t781 is not _NOT_YET else (_t781 := list(map(_c712.__getitem__, _st_zones[20]))))))))) else 2))))))): _t758.append(_t759)
    _t784 = _l0
    _t785 = len(_t758)
    if not _t785: _no_option724(_t784, 'planet for a private flight')
    if _t785 <= 1 and _st_log is None:
        L[1] = _t758[0] if _t785 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t786 = st.chooser(_t785, _t784)
        else:
            _t786 = _st_bits(_t785.bit_length())
            while _t786 >= _t785: _t786 = _st_bits(_t785.bit_length())
        L[1] = _t758[_t786]; st.decisions += 1
    elif _decide725(st, L, _t758, _t784): raise _PlayoutCut722()
    L[2] = _c709[L[1]]
    _t787 = L[1]
    _t788 = (15 + _l0)
    if type(_t787) is int and _st_log is None:
        _t789 = _st_zones[_st_loc[_t787]]
        if _t789[-1] == _t787: _t789.pop()
        else: _t789.remove(_t787)
        _st_zones[_t788].append(_t787); _st_loc[_t787] = _t788
    elif _t787 is not None:
        _move_cards726(st, _t787, _t788, False)
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
    if _st_log is not None: _st_log.append(_Text730(_audience727(st), [_PlayerRef728(_l0), ' opens a private flight to the ', _plain729(L[2]), ' planet']))
    if _p731(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t791 = (_k732 or [])
    st.budget -= len(_t791)
    if st.budget < 0: _spent708(st)
    for _t790 in _t791:
        _i6[3] = _t790
        _t793 = _st_zones[(7 + _t790)]
        st.budget -= len(_t793)
        if st.budget < 0: _spent708(st)
        _t797 = _NOT_YET
        _t798 = _NOT_YET
        _t799 = _NOT_YET
        _t800 = _NOT_YET
        _t803 = _NOT_YET
        _t804 = _NOT_YET
        _t805 = _NOT_YET
        _t806 = _NOT_YET
        _t792 = []
        for _t794 in _t793:
            if ((_c733[_t794] == _i6l0) or (((_t800 if _t800 is not _NOT_YET else (_t800 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t797 if _t797 is not _NOT_YET else (_t797 := _a735(st))) if (_t799 if _t799 is not _NOT_YET else (_t799 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t798 if _t798 is not _NOT_YET else (_t798 := list(map(_c712.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c733[_t794] == (_t806 if _t806 is not _NOT_YET else (_t806 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t803 if _t803 is not _NOT_YET else (_t803 := _a737(st))) if (_t805 if _t805 is not _NOT_YET else (_t805 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t804 if _t804 is not _NOT_YET else (_t804 := list(map(_c712.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t792.append(_t794)
        _i6[4] = _t792
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text730(_audience727(st), [_PlayerRef728(_t790), "'s queued aliens board the flight"]))
            _t807 = _i6[4]
            _t808 = (11 + _t790)
            if type(_t807) is list and _st_log is None:
                for _t809 in _t807:
                    _t810 = _st_zones[_st_loc[_t809]]
                    if _t810[-1] == _t809: _t810.pop()
                    else: _t810.remove(_t809)
                    _st_zones[_t808].append(_t809); _st_loc[_t809] = _t808
            elif _t807 is not None:
                _move_cards726(st, _t807, _t808, False)
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
    if _st_log is not None: _st_log.append(_Text730(_audience727(st), ['The flight to the ', _plain729(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 5c2073b1>
def _loop(st):
    _t818 = 0
    for _t817 in st.zones[0]:
        if (_c757[_t817] is not None):
            _t818 += 1
    return _t818

# <rulerun alienz.rules: reveal_event #235 0156792a>
def _loop(st):
    _t820 = 0
    for _t819 in st.zones[0]:
        if (_c761[_t819] is not None):
            _t820 += 1
    return _t820

# <rulerun alienz.rules: storm_flip #236 playout 6c4ddc67>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit774(_k775)
    st.budget -= 1
    if st.budget < 0: _spent776(st)
    if _p777[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t831 = L[0]
    _t832 = 22
    if type(_t831) is int and _st_log is None:
        _t833 = _st_zones[_st_loc[_t831]]
        if _t833[-1] == _t831: _t833.pop()
        else: _t833.remove(_t831)
        _st_zones[_t832].append(_t831); _st_loc[_t831] = _t832
    elif _t831 is not None:
        _move_cards778(st, _t831, _t832, False)
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
    if _st_log is not None: _st_log.append(_Text782(_audience779(st), ['Asteroid Storm: flights to the ', _plain781(_c780[L[0]]), ' planet are forbidden and ', _plain781(_c780[L[0]]), ' aliens are wild']))
    if _p777[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout 3457254a>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit767(_k768)
    if (_c769[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text771(_audience770(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text771(_audience770(st), ['Clear Sky cancels ', _cards_ref772(st, _st_zones[20][:])]))
        _t821 = 20
        _t822 = 21
        if _st_log is None and _t821 != _t822:
            _t823 = _st_zones[_t821]; _st_zones[_t822] += _t823
            for _t824 in _t823: _st_loc[_t824] = _t822
            _t823.clear()
        else:
            _move_cards773(st, _st_zones[_t821][:], _t822, False)
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
        _t825 = _l0
        _t826 = 21
        if type(_t825) is int and _st_log is None:
            _t827 = _st_zones[_st_loc[_t825]]
            if _t827[-1] == _t825: _t827.pop()
            else: _t827.remove(_t825)
            _st_zones[_t826].append(_t825); _st_loc[_t825] = _t826
        elif _t825 is not None:
            _move_cards773(st, _t825, _t826, False)
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
    _t828 = _l0
    _t829 = 20
    if type(_t828) is int and _st_log is None:
        _t830 = _st_zones[_st_loc[_t828]]
        if _t830[-1] == _t828: _t830.pop()
        else: _t830.remove(_t828)
        _st_zones[_t829].append(_t828); _st_loc[_t828] = _t829
    elif _t828 is not None:
        _move_cards773(st, _t828, _t829, False)
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
    if (_c769[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text771(_audience770(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c769[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text771(_audience770(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c769[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text771(_audience770(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p783(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout beb6c36d>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit764(_k765)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent766(st)
        if _p784(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout cc9a9f5a>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit752(_k753)
    _t814 = _l0
    _t815 = 19
    if type(_t814) is int and _st_log is None:
        _t816 = _st_zones[_st_loc[_t814]]
        if _t816[-1] == _t814: _t816.pop()
        else: _t816.remove(_t814)
        _st_zones[_t815].append(_t814); _st_loc[_t814] = _t815
    elif _t814 is not None:
        _move_cards754(st, _t814, _t815, False)
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
    if _st_log is not None: _st_log.append(_Text760(_audience755(st), ['Event revealed: ', _card_ref756(st, _l0), ' (', _plain759((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a758(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a762(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text760(_audience755(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text760(_audience755(st), ['The 5th event: the round ends']))
        raise _ExitTo763(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text760(_audience755(st), [_card_ref756(st, _l0), ' takes effect after the flight']))
        return 2
    if _p785(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout d8d47f69>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit748(_k749)
    while ((not not _st_zones[0]) and _d750(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent751(st)
        if _p786(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text790(_audience787(st), ['The deck shows the ', _plain789(_c788[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 31b4480a>
def _loop(st):
    for _t839 in st.zones[22]:
        return _c795[_t839]
    return None

# <rulerun alienz.rules: commercial_flight #242 c7621386>
def _loop(st):
    for _t845 in st.zones[22]:
        return _c798[_t845]
    return None

# <rulerun alienz.rules: commercial_flight #243 55ee8ca0>
def _loop(st):
    for _t858 in st.zones[22]:
        return _c801[_t858]
    return None

# <rulerun alienz.rules: commercial_flight #244 5e6fb142>
def _loop(st):
    for _t864 in st.zones[22]:
        return _c803[_t864]
    return None

# <rulerun alienz.rules: join #245 71fa5af3>
def _loop(st):
    for _t879 in st.zones[22]:
        return _c811[_t879]
    return None

# <rulerun alienz.rules: join #246 70e5e9bd>
def _loop(st):
    for _t885 in st.zones[22]:
        return _c814[_t885]
    return None

# <rulerun alienz.rules: join #247 playout 2d0a8147>
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
    L[2] = 0
    while True:
        st.budget -= 1
        if st.budget < 0: _spent809(st)
        _t881 = _NOT_YET
        _t882 = _NOT_YET
        _t883 = _NOT_YET
        _t884 = _NOT_YET
        _t887 = _NOT_YET
        _t888 = _NOT_YET
        _t889 = _NOT_YET
        _t890 = _NOT_YET
        _t877 = []
        for _t878 in _st_zones[(3 + _l0)]:
            if ((_c810[_t878] == L[1]) or (((_t884 if _t884 is not _NOT_YET else (_t884 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t881 if _t881 is not _NOT_YET else (_t881 := _a812(st))) if (_t883 if _t883 is not _NOT_YET else (_t883 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t882 if _t882 is not _NOT_YET else (_t882 := list(map(_c813.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c810[_t878] == (_t890 if _t890 is not _NOT_YET else (_t890 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t887 if _t887 is not _NOT_YET else (_t887 := _a815(st))) if (_t889 if _t889 is not _NOT_YET else (_t889 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t888 if _t888 is not _NOT_YET else (_t888 := list(map(_c813.__getitem__, _st_zones[20]))))))))) else None)))))))): _t877.append(_t878)
        _t891 = _l0
        _t892 = len(_t877) + 1
        if _t892 == 1:
            L[3] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t893 = st.chooser(_t892, _t891)
            else:
                _t893 = _st_bits(_t892.bit_length())
                while _t893 >= _t892: _t893 = _st_bits(_t892.bit_length())
            L[3] = _t877[_t893 - 1] if _t893 else None; st.decisions += 1
        elif _decide818(st, L, _t877, _t891): raise _PlayoutCut816()
        if (L[3] is None):
            break
        _t894 = L[3]
        _t895 = (11 + _l0)
        if type(_t894) is int and _st_log is None:
            _t896 = _st_zones[_st_loc[_t894]]
            if _t896[-1] == _t894: _t896.pop()
            else: _t896.remove(_t894)
            _st_zones[_t895].append(_t894); _st_loc[_t894] = _t895
        elif _t894 is not None:
            _move_cards819(st, _t894, _t895, False)
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
        L[2] = (_t897 if -1000000000000000000 <= (_t897 := L[2] + 1) <= 1000000000000000000 else _beyond820(_t897))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text824(_audience821(st), [_PlayerRef822(_l0), ' joins the flight with ', _plain823(L[2]), ' ', _plain823(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text824(_audience821(st), [_PlayerRef822(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #248 playout c95d9365>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit739(_k740)
    st.budget -= 1
    if st.budget < 0: _spent741(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c742[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text746(_audience743(st), [_PlayerRef744(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain745(L[2]), ' planet']))
    _t811 = L[1]
    _t812 = (15 + _l0)
    if type(_t811) is int and _st_log is None:
        _t813 = _st_zones[_st_loc[_t811]]
        if _t813[-1] == _t811: _t813.pop()
        else: _t813.remove(_t811)
        _st_zones[_t812].append(_t811); _st_loc[_t811] = _t812
    elif _t811 is not None:
        _move_cards747(st, _t811, _t812, False)
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
    if _p791(st, [], _d + 1) == 3: return 3
    if _p792(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t835 = (_k793 or [])
    st.budget -= len(_t835)
    if st.budget < 0: _spent741(st)
    for _t834 in _t835:
        _i7[3] = _t834
        _t837 = _st_zones[(7 + _t834)]
        st.budget -= len(_t837)
        if st.budget < 0: _spent741(st)
        _t841 = _NOT_YET
        _t842 = _NOT_YET
        _t843 = _NOT_YET
        _t844 = _NOT_YET
        _t847 = _NOT_YET
        _t848 = _NOT_YET
        _t849 = _NOT_YET
        _t850 = _NOT_YET
        _t836 = []
        for _t838 in _t837:
            if ((_c794[_t838] == _i7l0) or (((_t844 if _t844 is not _NOT_YET else (_t844 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t841 if _t841 is not _NOT_YET else (_t841 := _a796(st))) if (_t843 if _t843 is not _NOT_YET else (_t843 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t842 if _t842 is not _NOT_YET else (_t842 := list(map(_c797.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c794[_t838] == (_t850 if _t850 is not _NOT_YET else (_t850 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t847 if _t847 is not _NOT_YET else (_t847 := _a799(st))) if (_t849 if _t849 is not _NOT_YET else (_t849 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t848 if _t848 is not _NOT_YET else (_t848 := list(map(_c797.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t836.append(_t838)
        _i7[4] = _t836
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text746(_audience743(st), [_PlayerRef744(_t834), "'s queued aliens board the flight"]))
            _t851 = _i7[4]
            _t852 = (11 + _t834)
            if type(_t851) is list and _st_log is None:
                for _t853 in _t851:
                    _t854 = _st_zones[_st_loc[_t853]]
                    if _t854[-1] == _t853: _t854.pop()
                    else: _t854.remove(_t853)
                    _st_zones[_t852].append(_t853); _st_loc[_t853] = _t852
            elif _t851 is not None:
                _move_cards747(st, _t851, _t852, False)
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
    for _t855 in (_o800[_l0] or []):
        L[5] = _t855
        if not ((_t855 != _l0)): continue
        if _p825(st, [_t855, L[2], None, None]) == 3: return 3
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text746(_audience743(st), ['The flight to the ', _plain745(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text746(_audience743(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo826(1)
    if _p827(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #249 playout c2df86e4>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit829(_k830)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent831(st)
        _t900 = _st_zones[0]
        _t899 = (2 if False else 1)
        if st.log is None and _t900:
            _t898 = _t900.pop(); _st_zones[_t899].append(_t898); st.loc[_t898] = _t899
        elif _t900:
            _move_cards832(st, _t900[-1], _t899, False)
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
        if _p833(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #250 playout 312aae47>
def _native(st, L, _d=0):
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
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit604(_k605)
    st.budget -= 1
    if st.budget < 0: _spent606(st)
    _st_vars[10] = (_t571 if -1000000000000000000 <= (_t571 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond607(_t571))
    if _st_log is not None: _st_log.append(_Text611(_audience608(st), ['Turn ', _plain609(_st_vars[10]), ': ', _PlayerRef610(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a613(st))) else 1)
    _t575 = (_range614(1, L[1]) or [])
    st.budget -= len(_t575)
    if st.budget < 0: _spent606(st)
    for _t574 in _t575:
        L[4] = _t574
        _t576 = _st_zones[(2 if False else 1)]
        _t577 = _l0
        _t578 = len(_t576)
        if not _t578: _no_option617(_t577, 'alien to take')
        if _t578 <= 1 and _st_log is None:
            L[5] = _t576[0] if _t578 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t579 = st.chooser(_t578, _t577)
            else:
                _t579 = _st_bits(_t578.bit_length())
                while _t579 >= _t578: _t579 = _st_bits(_t578.bit_length())
            L[5] = _t576[_t579]; st.decisions += 1
        elif _decide618(st, L, _t576[:], _t577): raise _PlayoutCut615()
        _t580 = L[5]
        _t581 = (3 + _l0)
        if type(_t580) is int and _st_log is None:
            _t582 = _st_zones[_st_loc[_t580]]
            if _t582[-1] == _t580: _t582.pop()
            else: _t582.remove(_t580)
            _st_zones[_t581].append(_t580); _st_loc[_t580] = _t581
        elif _t580 is not None:
            _move_cards619(st, _t580, _t581, False)
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
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a621(st))):
        _t585 = _st_zones[(3 + _l0)]
        _t586 = _l0
        _t587 = len(_t585) + 1
        if _t587 == 1:
            L[6] = None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t588 = st.chooser(_t587, _t586)
            else:
                _t588 = _st_bits(_t587.bit_length())
                while _t588 >= _t587: _t588 = _st_bits(_t587.bit_length())
            L[6] = _t585[_t588 - 1] if _t588 else None; st.decisions += 1
        elif _decide623(st, L, _t585[:], _t586): raise _PlayoutCut615()
        if (L[6] is not None):
            _t589 = L[6]
            _t590 = (7 + _l0)
            if type(_t589) is int and _st_log is None:
                _t591 = _st_zones[_st_loc[_t589]]
                if _t591[-1] == _t589: _t591.pop()
                else: _t591.remove(_t589)
                _st_zones[_t590].append(_t589); _st_loc[_t589] = _t590
            elif _t589 is not None:
                _move_cards619(st, _t589, _t590, False)
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
    _t592 = (_joined624(_joined624(['no flight'], (['private flight'] if _a639(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d640(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d641(st, [_c642[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d643(st, [_l0, _c642[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a645(st))) else 2))) else [])) or [])
    _t622 = _l0
    _t623 = len(_t592)
    if not _t623: _no_option617(_t622, 'flight this turn')
    if _t623 <= 1 and _st_log is None:
        L[7] = _t592[0] if _t623 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t624 = st.chooser(_t623, _t622)
        else:
            _t624 = _st_bits(_t623.bit_length())
            while _t624 >= _t623: _t624 = _st_bits(_t623.bit_length())
        L[7] = _t592[_t624]; st.decisions += 1
    elif _decide647(st, L, _t592, _t622): raise _PlayoutCut615()
    if (L[7] == 'private flight'):
        if _p738(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p828(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text611(_audience608(st), [_PlayerRef610(_l0), ' does not fly']))
    if _p834(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #251 3b7a37f3>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k602)
            _r = _run603(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
        if pc == 2:
            if True:
                pc = 3
            else:
                pc = 6
        if pc == 3:
            if st.thread_player == st.inline_thread:
                if _p835(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit836(_k837)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run838(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit601(_k, st, _d0): raise _Runaway600()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k839)

# <rulerun alienz.rules: turn #252 77458774>
def _loop(st):
    for _t904 in st.zones[20]:
        if (_c849[_t904] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #253 e998741e>
def _loop(st):
    for _t912 in st.zones[22]:
        return _c857[_t912]
    return None

# <rulerun alienz.rules: turn #254 db46698c>
def _loop(st):
    for _t921 in st.zones[22]:
        return _c863[_t921]
    return None

# <rulerun alienz.rules: turn #255 fe94a67d>
def _loop(st):
    for _t927 in st.zones[22]:
        return _c866[_t927]
    return None

# <rulerun alienz.rules: turn #256 f090b8ba>
def _loop(st, L, _t910):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t918 = _st_zones[(3 + L[0])]
    st.budget -= len(_t918)
    if st.budget < 0: _spent860(st)
    _t923 = _NOT_YET
    _t924 = _NOT_YET
    _t925 = _NOT_YET
    _t926 = _NOT_YET
    _t929 = _NOT_YET
    _t930 = _NOT_YET
    _t931 = _NOT_YET
    _t932 = _NOT_YET
    _t920 = 0
    for _t919 in _t918:
        if ((_t919 != _t910) and ((_c861[_t919] == _c862[_t910]) or (((_t926 if _t926 is not _NOT_YET else (_t926 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t923 if _t923 is not _NOT_YET else (_t923 := _a864(st))) if (_t925 if _t925 is not _NOT_YET else (_t925 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t924 if _t924 is not _NOT_YET else (_t924 := list(map(_c865.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c861[_t919] == (_t932 if _t932 is not _NOT_YET else (_t932 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t929 if _t929 is not _NOT_YET else (_t929 := _a867(st))) if (_t931 if _t931 is not _NOT_YET else (_t931 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t930 if _t930 is not _NOT_YET else (_t930 := list(map(_c865.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t920 += 1
    return _t920

# <rulerun alienz.rules: turn #257 11abc83c>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t909 = _st_zones[(3 + L[0])]
    st.budget -= len(_t909)
    if st.budget < 0: _spent855(st)
    _t914 = _NOT_YET
    _t915 = _NOT_YET
    _t916 = _NOT_YET
    _t917 = _NOT_YET
    _t933 = _NOT_YET
    _t934 = _NOT_YET
    _t935 = _NOT_YET
    for _t910 in _t909:
        if (_memo7[(L[0], _t910,)] if (L[0], _t910,) in _memo7 else _memo7.setdefault((L[0], _t910,), ((_c856[_t910] != (_t917 if _t917 is not _NOT_YET else (_t917 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t914 if _t914 is not _NOT_YET else (_t914 := _a858(st))) if (_t916 if _t916 is not _NOT_YET else (_t916 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t915 if _t915 is not _NOT_YET else (_t915 := list(map(_c859.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a868(st, L, _t910) >= (_t935 if _t935 is not _NOT_YET else (_t935 := (3 if (_t934 if _t934 is not _NOT_YET else (_t934 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t933 if _t933 is not _NOT_YET else (_t933 := list(map(_c859.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #258 fd4e84a5>
def _loop(st):
    for _t936 in st.zones[20]:
        if (_c874[_t936] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #259 dcaeb9b7>
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
            _r = _run842(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range843(1, L[1]) or []); L[3] = 0
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
            _t901 = L[0]
            _t902 = len(_o)
            if not _t902: _no_option845(_t901, 'alien to take')
            if _t902 <= 1 and _st_log is None:
                L[5] = _o[0] if _t902 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t903 = st.chooser(_t902, _t901)
                else:
                    _t903 = _st_bits(_t902.bit_length())
                    while _t903 >= _t902: _t903 = _st_bits(_t902.bit_length())
                L[5] = _o[_t903]; st.decisions += 1
                if st.thread_player is not None: _answered846(st, _t903)
            elif _decide847(st, L, _o[:], _t901): return True
            pc = 4
        if pc == 4:
            _r = _run848(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit841(_k, st, _d0): raise _Runaway840()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a850(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            _t906 = L[0]
            _t907 = len(_o) + 1
            if _t907 == 1:
                L[6] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t908 = st.chooser(_t907, _t906)
                else:
                    _t908 = _st_bits(_t907.bit_length())
                    while _t908 >= _t907: _t908 = _st_bits(_t907.bit_length())
                L[6] = _o[_t908 - 1] if _t908 else None; st.decisions += 1
                if st.thread_player is not None: _answered846(st, _t908)
            elif _decide852(st, L, _o[:], _t906): return True
            pc = 8
        if pc == 8:
            _r = _run853(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined854(_joined854(['no flight'], (['private flight'] if _a869(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d870(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d871(st, [_c872[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d873(st, [L[0], _c872[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a875(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t938 = L[0]
            _t939 = len(_o)
            if not _t939: _no_option845(_t938, 'flight this turn')
            if _t939 <= 1 and _st_log is None:
                L[7] = _o[0] if _t939 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t940 = st.chooser(_t939, _t938)
                else:
                    _t940 = _st_bits(_t939.bit_length())
                    while _t940 >= _t939: _t940 = _st_bits(_t939.bit_length())
                L[7] = _o[_t940]; st.decisions += 1
                if st.thread_player is not None: _answered846(st, _t940)
            elif _decide877(st, L, _o, _t938): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p878(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit879(_k880)
                fr[1] = 13; st.cur.append([3, 0, _a]); return None
        if pc == 13:
            pc = 18
        if pc == 14:
            if (L[7] == 'commercial flight'):
                pc = 15
            else:
                pc = 17
        if pc == 15:
            if st.thread_player == st.inline_thread:
                if _p881(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit879(_k882)
                fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run883(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run884(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k885)

# <rulerun alienz.rules: private_flight #260 30d83043>
def _loop(st):
    for _t942 in st.zones[22]:
        return _c889[_t942]
    return None

# <rulerun alienz.rules: private_flight #261 a220baaf>
def _loop(st):
    for _t951 in st.zones[22]:
        return _c895[_t951]
    return None

# <rulerun alienz.rules: private_flight #262 77a93b3c>
def _loop(st):
    for _t957 in st.zones[22]:
        return _c898[_t957]
    return None

# <rulerun alienz.rules: private_flight #263 464b3308>
def _loop(st, L, _t941):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t948 = _st_zones[(3 + L[0])]
    st.budget -= len(_t948)
    if st.budget < 0: _spent892(st)
    _t953 = _NOT_YET
    _t954 = _NOT_YET
    _t955 = _NOT_YET
    _t956 = _NOT_YET
    _t959 = _NOT_YET
    _t960 = _NOT_YET
    _t961 = _NOT_YET
    _t962 = _NOT_YET
    _t950 = 0
    for _t949 in _t948:
        if ((_t949 != _t941) and ((_c893[_t949] == _c894[_t941]) or (((_t956 if _t956 is not _NOT_YET else (_t956 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t953 if _t953 is not _NOT_YET else (_t953 := _a896(st))) if (_t955 if _t955 is not _NOT_YET else (_t955 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t954 if _t954 is not _NOT_YET else (_t954 := list(map(_c897.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c893[_t949] == (_t962 if _t962 is not _NOT_YET else (_t962 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t959 if _t959 is not _NOT_YET else (_t959 := _a899(st))) if (_t961 if _t961 is not _NOT_YET else (_t961 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t960 if _t960 is not _NOT_YET else (_t960 := list(map(_c897.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t950 += 1
    return _t950

# <rulerun alienz.rules: private_flight #264 a01368ad>
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
            _t944 = _NOT_YET
            _t945 = _NOT_YET
            _t946 = _NOT_YET
            _t947 = _NOT_YET
            _t963 = _NOT_YET
            _t964 = _NOT_YET
            _t965 = _NOT_YET
            _o = []
            for _t941 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t941,)] if (L[0], _t941,) in _memo7 else _memo7.setdefault((L[0], _t941,), ((_c888[_t941] != (_t947 if _t947 is not _NOT_YET else (_t947 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t944 if _t944 is not _NOT_YET else (_t944 := _a890(st))) if (_t946 if _t946 is not _NOT_YET else (_t946 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t945 if _t945 is not _NOT_YET else (_t945 := list(map(_c891.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a900(st, L, _t941) >= (_t965 if _t965 is not _NOT_YET else (_t965 := (3 if (_t964 if _t964 is not _NOT_YET else (_t964 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t963 if _t963 is not _NOT_YET else (_t963 := list(map(_c891.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t941)
            fr[1] = 1
            _t966 = L[0]
            _t967 = len(_o)
            if not _t967: _no_option902(_t966, 'planet for a private flight')
            if _t967 <= 1 and _st_log is None:
                L[1] = _o[0] if _t967 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t968 = st.chooser(_t967, _t966)
                else:
                    _t968 = _st_bits(_t967.bit_length())
                    while _t968 >= _t967: _t968 = _st_bits(_t967.bit_length())
                L[1] = _o[_t968]; st.decisions += 1
                if st.thread_player is not None: _answered903(st, _t968)
            elif _decide904(st, L, _o, _t966): return True
            pc = 1
        if pc == 1:
            _r = _run905(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p906(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit907(_k908)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run909(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k910)

# <rulerun alienz.rules: commercial_flight #265 05b9f631>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run913(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p914(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit915(_k916)
                fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run917(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o918[L[0]] or []); L[4] = 0
            pc = 4
        if pc == 4:
            _s = L[3]; _i = L[4]; _n = len(_s); pc = 7
            while _i < _n:
                L[5] = _s[_i]; _i += 1
                if (L[5] != L[0]):
                    pc = 5; break
            L[4] = _i
        if pc == 5:
            if st.thread_player == st.inline_thread:
                if _p919(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit915(_k920)
                fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit912(_k, st, _d0): raise _Runaway911()
            continue
        if pc == 7:
            _r = _run921(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k922)

# <rulerun alienz.rules: board_own #266 33ee5b1e>
def _loop(st):
    for _t969 in st.zones[20]:
        if (_c928[_t969] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 ad692caf>
def _loop(st):
    for _t972 in st.zones[22]:
        return _c931[_t972]
    return None

# <rulerun alienz.rules: board_own #268 b8390a21>
def _loop(st):
    for _t978 in st.zones[22]:
        return _c934[_t978]
    return None

# <rulerun alienz.rules: board_own #269 3d0c8bb1>
def _loop(st):
    for _t988 in st.zones[22]:
        return _c941[_t988]
    return None

# <rulerun alienz.rules: board_own #270 f91759c3>
def _loop(st):
    for _t994 in st.zones[22]:
        return _c943[_t994]
    return None

# <rulerun alienz.rules: board_own #271 91819943>
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
            _r = _run925(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region926(st, L)
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
            _r = _run927(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a929(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t974 = _NOT_YET
            _t975 = _NOT_YET
            _t976 = _NOT_YET
            _t977 = _NOT_YET
            _t980 = _NOT_YET
            _t981 = _NOT_YET
            _t982 = _NOT_YET
            _t983 = _NOT_YET
            _o = []
            for _t971 in _st_zones[(3 + L[0])]:
                if ((_c930[_t971] == L[1]) or (((_t977 if _t977 is not _NOT_YET else (_t977 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t974 if _t974 is not _NOT_YET else (_t974 := _a932(st))) if (_t976 if _t976 is not _NOT_YET else (_t976 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t975 if _t975 is not _NOT_YET else (_t975 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c930[_t971] == (_t983 if _t983 is not _NOT_YET else (_t983 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t980 if _t980 is not _NOT_YET else (_t980 := _a935(st))) if (_t982 if _t982 is not _NOT_YET else (_t982 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t981 if _t981 is not _NOT_YET else (_t981 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t971)
            fr[1] = 5
            _t984 = L[0]
            _t985 = len(_o)
            if not _t985: _no_option937(_t984, 'alien to fly')
            if _t985 <= 1 and _st_log is None:
                L[4] = _o[0] if _t985 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t986 = st.chooser(_t985, _t984)
                else:
                    _t986 = _st_bits(_t985.bit_length())
                    while _t986 >= _t985: _t986 = _st_bits(_t985.bit_length())
                L[4] = _o[_t986]; st.decisions += 1
                if st.thread_player is not None: _answered938(st, _t986)
            elif _decide939(st, L, _o, _t984): return True
            pc = 5
        if pc == 5:
            _r = _run940(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t990 = _NOT_YET
            _t991 = _NOT_YET
            _t992 = _NOT_YET
            _t993 = _NOT_YET
            _t996 = _NOT_YET
            _t997 = _NOT_YET
            _t998 = _NOT_YET
            _t999 = _NOT_YET
            _o = []
            for _t987 in _st_zones[(3 + L[0])]:
                if ((_c930[_t987] == L[1]) or (((_t993 if _t993 is not _NOT_YET else (_t993 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t990 if _t990 is not _NOT_YET else (_t990 := _a942(st))) if (_t992 if _t992 is not _NOT_YET else (_t992 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t991 if _t991 is not _NOT_YET else (_t991 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c930[_t987] == (_t999 if _t999 is not _NOT_YET else (_t999 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t996 if _t996 is not _NOT_YET else (_t996 := _a944(st))) if (_t998 if _t998 is not _NOT_YET else (_t998 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t997 if _t997 is not _NOT_YET else (_t997 := list(map(_c933.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t987)
            fr[1] = 8
            _t1000 = L[0]
            _t1001 = len(_o) + 1
            if _t1001 == 1:
                L[5] = None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1002 = st.chooser(_t1001, _t1000)
                else:
                    _t1002 = _st_bits(_t1001.bit_length())
                    while _t1002 >= _t1001: _t1002 = _st_bits(_t1001.bit_length())
                L[5] = _o[_t1002 - 1] if _t1002 else None; st.decisions += 1
                if st.thread_player is not None: _answered938(st, _t1002)
            elif _decide946(st, L, _o, _t1000): return True
            pc = 8
        if pc == 8:
            _r = _run947(st, L)
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
            _r = _run948(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit924(_k, st, _d0): raise _Runaway923()
            continue
        if pc == 14:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k950)

# <rulerun alienz.rules: join #272 9dc69cc9>
def _loop(st):
    for _t1004 in st.zones[22]:
        return _c956[_t1004]
    return None

# <rulerun alienz.rules: join #273 31819a96>
def _loop(st):
    for _t1010 in st.zones[22]:
        return _c959[_t1010]
    return None

# <rulerun alienz.rules: join #274 af4be20c>
def _native(st, fr):
    _st_bits = st.bits
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run953(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region954(st, L)
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
            _t1006 = _NOT_YET
            _t1007 = _NOT_YET
            _t1008 = _NOT_YET
            _t1009 = _NOT_YET
            _t1012 = _NOT_YET
            _t1013 = _NOT_YET
            _t1014 = _NOT_YET
            _t1015 = _NOT_YET
            _o = []
            for _t1003 in _st_zones[(3 + L[0])]:
                if ((_c955[_t1003] == L[1]) or (((_t1009 if _t1009 is not _NOT_YET else (_t1009 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1006 if _t1006 is not _NOT_YET else (_t1006 := _a957(st))) if (_t1008 if _t1008 is not _NOT_YET else (_t1008 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1007 if _t1007 is not _NOT_YET else (_t1007 := list(map(_c958.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c955[_t1003] == (_t1015 if _t1015 is not _NOT_YET else (_t1015 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t1012 if _t1012 is not _NOT_YET else (_t1012 := _a960(st))) if (_t1014 if _t1014 is not _NOT_YET else (_t1014 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t1013 if _t1013 is not _NOT_YET else (_t1013 := list(map(_c958.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t1003)
            fr[1] = 3
            _t1016 = L[0]
            _t1017 = len(_o) + 1
            if _t1017 == 1:
                L[3] = None
            elif st.log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t1018 = st.chooser(_t1017, _t1016)
                else:
                    _t1018 = _st_bits(_t1017.bit_length())
                    while _t1018 >= _t1017: _t1018 = _st_bits(_t1017.bit_length())
                L[3] = _o[_t1018 - 1] if _t1018 else None; st.decisions += 1
                if st.thread_player is not None: _answered962(st, _t1018)
            elif _decide963(st, L, _o, _t1016): return True
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
            _r = _run964(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit952(_k, st, _d0): raise _Runaway951()
            continue
        if pc == 8:
            _r = _run965(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k966)

# <rulerun alienz.rules: round #275 playout b73d3bd6>
def _native(st, L, _d=0):
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
    if len(st.cur) + _d > 500: raise _RuleLimit970(_k971)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k972)
        st.budget -= 1
        if st.budget < 0: _spent973(st)
        _st_vars[9] = (_t1019 if -1000000000000000000 <= (_t1019 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond974(_t1019))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text978(_audience975(st), ['Round ', _plain976(_st_vars[9]), ': ', _PlayerRef977(_st_vars[8]), ' deals and ', _PlayerRef977(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t1020 = _joined980(_joined980(_joined980(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t1021 = 0
        if _t1020 is not None:
            _move_cards979(st, _t1020, _t1021, True)
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
        _t1022 = _st_zones[(2 if False else 1)][:]
        _t1023 = 0
        if _t1022 is not None:
            _move_cards979(st, _t1022, _t1023, True)
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
        _t1024 = [_c for _i in [7 + _p for _p in _k981] for _c in _st_zones[_i]]
        _t1025 = 0
        if _t1024 is not None:
            _move_cards979(st, _t1024, _t1025, True)
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
        _t1026 = _joined980([_c for _i in [11 + _p for _p in _k982] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k983] for _c in _st_zones[_i]])
        _t1027 = 0
        if _t1026 is not None:
            _move_cards979(st, _t1026, _t1027, True)
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
        _t1028 = [_c for _i in [3 + _p for _p in _k984] for _c in _st_zones[_i]]
        _t1029 = 0
        if _t1028 is not None:
            _move_cards979(st, _t1028, _t1029, True)
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
        _shuffle_zone985(st, 0)
        if _memo2: _memo2.clear()
        if _p986(st, [], _d + 1) == 3: return 3
        if _p987(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent973(st)
            if _p988(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo989 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 2f67b5e4>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run969(st, L)
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
            if st.thread_player == st.inline_thread:
                if _p990(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit991(_k992)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run993(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit968(_k, st, _d0): raise _Runaway967()
            continue
        if pc == 5:
            fr[1] = 6
            if _step994(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k995)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

