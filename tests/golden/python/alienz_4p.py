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

# <rulerun alienz.rules: board_own #84 7fd32ee7>
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
            if _offer201(st, L, _t194): raise _PlayoutCut193()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t208 = L[3]
        _t209 = (11 + _l0)
        if type(_t208) is int and _st_log is None:
            _t210 = _st_zones[_st_loc[_t208]]
            if _t210[-1] == _t208: _t210.pop()
            else: _t210.remove(_t208)
            _st_zones[_t209].append(_t208); _st_loc[_t208] = _t209
        elif _t208 is not None:
            _move_cards202(st, _t208, _t209, False)
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
        L[2] = (_t211 if -1000000000000000000 <= (_t211 := L[2] + 1) <= 1000000000000000000 else _beyond203(_t211))

# <rulerun alienz.rules: board_own #85 0e355e1f>
def _native(st, L):
    _l2 = L[2]
    _st_log = st.log
    if _st_log is not None: _st_log.append(_Text207(_audience204(st), [_PlayerRef205(L[0]), ' flies ', _plain206(_l2), ' ', _plain206(('alien' if (_l2 == 1) else 'aliens')), ' to the ', _plain206(L[1]), ' planet']))

# <rulerun alienz.rules: board_own #86 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: board_own #87 9c290e95>
def _loop(st):
    for _t212 in st.zones[20]:
        if (_c208[_t212] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #88 8e3ea926>
def _native(st, L):
    return (L[2] < (3 if _a209(st) else 2))

# <rulerun alienz.rules: board_own #89 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #90 45924c19>
def _loop(st):
    for _t214 in st.zones[22]:
        return _c211[_t214]
    return None

# <rulerun alienz.rules: board_own #91 ae516d7c>
def _loop(st):
    for _t216 in st.zones[20]:
        if (_c213[_t216] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #92 96cae136>
def _loop(st):
    for _t218 in st.zones[22]:
        return _c215[_t218]
    return None

# <rulerun alienz.rules: board_own #93 714c7359>
def _loop(st):
    for _t220 in st.zones[20]:
        if (_c217[_t220] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #94 8ea0dd0f>
def _native(st, L):
    _l4 = L[4]
    return ((_c210[_l4] == L[1]) or (((_a212(st) if _a214(st) else None) is not None) and (_c210[_l4] == (_a216(st) if _a218(st) else None))))

# <rulerun alienz.rules: board_own #95 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: board_own #96 f3830649>
def _loop(st):
    for _t222 in st.zones[22]:
        return _c220[_t222]
    return None

# <rulerun alienz.rules: board_own #97 0bbb2a63>
def _loop(st):
    for _t224 in st.zones[20]:
        if (_c222[_t224] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #98 32d6b7f7>
def _loop(st):
    for _t226 in st.zones[22]:
        return _c224[_t226]
    return None

# <rulerun alienz.rules: board_own #99 af5a9f53>
def _loop(st):
    for _t228 in st.zones[20]:
        if (_c226[_t228] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: board_own #100 0833e88c>
def _native(st, L):
    _l5 = L[5]
    return ((_c219[_l5] == L[1]) or (((_a221(st) if _a223(st) else None) is not None) and (_c219[_l5] == (_a225(st) if _a227(st) else None))))

# <rulerun alienz.rules: board_own #101 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: board_queue #102 5832e09a>
def _loop(st):
    for _t235 in st.zones[22]:
        return _c231[_t235]
    return None

# <rulerun alienz.rules: board_queue #103 aa777258>
def _loop(st):
    for _t241 in st.zones[22]:
        return _c234[_t241]
    return None

# <rulerun alienz.rules: board_queue #104 23b98e67>
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
    _t231 = (_k228 or [])
    st.budget -= len(_t231)
    if st.budget < 0: _spent229(st)
    for _t230 in _t231:
        L[3] = _t230
        _t233 = _st_zones[(7 + _t230)]
        st.budget -= len(_t233)
        if st.budget < 0: _spent229(st)
        _t237 = _NOT_YET
        _t238 = _NOT_YET
        _t239 = _NOT_YET
        _t240 = _NOT_YET
        _t243 = _NOT_YET
        _t244 = _NOT_YET
        _t245 = _NOT_YET
        _t246 = _NOT_YET
        _t232 = []
        for _t234 in _t233:
            if ((_c230[_t234] == _l0) or (((_t240 if _t240 is not _NOT_YET else (_t240 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t237 if _t237 is not _NOT_YET else (_t237 := _a232(st))) if (_t239 if _t239 is not _NOT_YET else (_t239 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t238 if _t238 is not _NOT_YET else (_t238 := list(map(_c233.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c230[_t234] == (_t246 if _t246 is not _NOT_YET else (_t246 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t243 if _t243 is not _NOT_YET else (_t243 := _a235(st))) if (_t245 if _t245 is not _NOT_YET else (_t245 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t244 if _t244 is not _NOT_YET else (_t244 := list(map(_c233.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t232.append(_t234)
        L[4] = _t232
        if (not not (L[4] or ())):
            if _st_log is not None: _st_log.append(_Text238(_audience236(st), [_PlayerRef237(_t230), "'s queued aliens board the flight"]))
            _t247 = L[4]
            _t248 = (11 + _t230)
            if type(_t247) is list and _st_log is None:
                for _t249 in _t247:
                    _t250 = _st_zones[_st_loc[_t249]]
                    if _t250[-1] == _t249: _t250.pop()
                    else: _t250.remove(_t249)
                    _st_zones[_t248].append(_t249); _st_loc[_t249] = _t248
            elif _t247 is not None:
                _move_cards239(st, _t247, _t248, False)
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

# <rulerun alienz.rules: join #106 86921166>
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
    _t251 = L[3]
    _t252 = (11 + L[0])
    if type(_t251) is int and st.log is None:
        _t253 = _st_zones[_st_loc[_t251]]
        if _t253[-1] == _t251: _t253.pop()
        else: _t253.remove(_t251)
        _st_zones[_t252].append(_t251); _st_loc[_t251] = _t252
    elif _t251 is not None:
        _move_cards240(st, _t251, _t252, False)
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
    L[2] = (_t254 if -1000000000000000000 <= (_t254 := L[2] + 1) <= 1000000000000000000 else _beyond241(_t254))

# <rulerun alienz.rules: join #107 e9847758>
def _loop(st):
    for _t257 in st.zones[22]:
        return _c244[_t257]
    return None

# <rulerun alienz.rules: join #108 d3420734>
def _loop(st):
    for _t263 in st.zones[22]:
        return _c247[_t263]
    return None

# <rulerun alienz.rules: join #109 a2e2d0b4>
def _native(st, L):
    return L[0]

# <rulerun alienz.rules: join #110 b2c41644>
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
        if st.budget < 0: _spent242(st)
        _t259 = _NOT_YET
        _t260 = _NOT_YET
        _t261 = _NOT_YET
        _t262 = _NOT_YET
        _t265 = _NOT_YET
        _t266 = _NOT_YET
        _t267 = _NOT_YET
        _t268 = _NOT_YET
        _t255 = []
        for _t256 in _st_zones[(3 + _l0)]:
            if ((_c243[_t256] == L[1]) or (((_t262 if _t262 is not _NOT_YET else (_t262 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t259 if _t259 is not _NOT_YET else (_t259 := _a245(st))) if (_t261 if _t261 is not _NOT_YET else (_t261 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t260 if _t260 is not _NOT_YET else (_t260 := list(map(_c246.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c243[_t256] == (_t268 if _t268 is not _NOT_YET else (_t268 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t265 if _t265 is not _NOT_YET else (_t265 := _a248(st))) if (_t267 if _t267 is not _NOT_YET else (_t267 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t266 if _t266 is not _NOT_YET else (_t266 := list(map(_c246.__getitem__, _st_zones[20]))))))))) else None)))))))): _t255.append(_t256)
        if _offer250(st, L, _t255): raise _PlayoutCut249()
        if (L[3] is None):
            break
        _t269 = L[3]
        _t270 = (11 + _l0)
        if type(_t269) is int and st.log is None:
            _t271 = _st_zones[_st_loc[_t269]]
            if _t271[-1] == _t269: _t271.pop()
            else: _t271.remove(_t269)
            _st_zones[_t270].append(_t269); _st_loc[_t269] = _t270
        elif _t269 is not None:
            _move_cards251(st, _t269, _t270, False)
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
        L[2] = (_t272 if -1000000000000000000 <= (_t272 := L[2] + 1) <= 1000000000000000000 else _beyond252(_t272))

# <rulerun alienz.rules: join #111 228d0347>
def _native(st, L):
    _l0 = L[0]
    _l2 = L[2]
    _st_log = st.log
    if (_l2 > 0):
        if _st_log is not None: _st_log.append(_Text256(_audience253(st), [_PlayerRef254(_l0), ' joins the flight with ', _plain255(_l2), ' ', _plain255(('alien' if (_l2 == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text256(_audience253(st), [_PlayerRef254(_l0), ' does not join']))

# <rulerun alienz.rules: join #112 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: join #113 56039550>
def _native(st, L):
    return (3 + L[0])

# <rulerun alienz.rules: join #114 9f71aad2>
def _loop(st):
    for _t273 in st.zones[22]:
        return _c258[_t273]
    return None

# <rulerun alienz.rules: join #115 aadc334e>
def _loop(st):
    for _t275 in st.zones[20]:
        if (_c260[_t275] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #116 ab17b68f>
def _loop(st):
    for _t277 in st.zones[22]:
        return _c262[_t277]
    return None

# <rulerun alienz.rules: join #117 89a81381>
def _loop(st):
    for _t279 in st.zones[20]:
        if (_c264[_t279] == 'asteroid_storm'):
            return True
    return False

# <rulerun alienz.rules: join #118 96c08279>
def _native(st, L):
    _l3 = L[3]
    return ((_c257[_l3] == L[1]) or (((_a259(st) if _a261(st) else None) is not None) and (_c257[_l3] == (_a263(st) if _a265(st) else None))))

# <rulerun alienz.rules: join #119 cfe92321>
def _native(st, L):
    return (L[3] is None)

# <rulerun alienz.rules: scoring #120 8148ba4a>
def _loop(st, _t281):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t283 = (_k269 or ())
    st.budget -= len(_t283)
    if st.budget < 0: _spent270(st)
    _t286 = _NOT_YET
    _t287 = _NOT_YET
    _t285 = 0
    for _t284 in _t283:
        if ((_memo6[(_t281, _t284,)] if (_t281, _t284,) in _memo6 else _memo6.setdefault((_t281, _t284,), ((_t286 if _t286 is not _NOT_YET else (_t286 := list(map(_c271.__getitem__, _st_zones[(11 + _t281)])))).count(_t284) + (_t287 if _t287 is not _NOT_YET else (_t287 := list(map(_c272.__getitem__, _st_zones[(15 + _t281)])))).count(_t284)))) > 0):
            _t285 += 1
    return _t285

# <rulerun alienz.rules: scoring #121 725b3f2a>
def _loop(st, _t289, _t296):
    _t299 = 0
    for _t298 in st.zones[(11 + _t296)]:
        if (_c280[_t298] == _t289):
            _t299 += 1
    return _t299

# <rulerun alienz.rules: scoring #122 ba4d58b9>
def _loop(st, _t289, _t296):
    _t301 = 0
    for _t300 in st.zones[(15 + _t296)]:
        if (_c282[_t300] == _t289):
            _t301 += 1
    return _t301

# <rulerun alienz.rules: scoring #123 3acd601c>
def _loop(st, _t289):
    _memo6 = st.memos[6]
    _t295 = (_k278 or ())
    st.budget -= len(_t295)
    if st.budget < 0: _spent279(st)
    _t297 = None
    for _t296 in _t295:
        _t302 = (_memo6[(_t296, _t289,)] if (_t296, _t289,) in _memo6 else _memo6.setdefault((_t296, _t289,), (_a281(st, _t289, _t296) + _a283(st, _t289, _t296))))
        if _t297 is None or _t302 > _t297:
            _t297 = _t302
    return _t297

# <rulerun alienz.rules: scoring #124 c0ed44f7>
def _loop(st, _t281):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t288 = (_k274 or ())
    st.budget -= len(_t288)
    if st.budget < 0: _spent275(st)
    _t291 = _NOT_YET
    _t292 = _NOT_YET
    _t293 = _NOT_YET
    _t294 = _NOT_YET
    _t303 = _NOT_YET
    _t304 = _NOT_YET
    _t290 = 0
    for _t289 in _t288:
        if (((_memo6[(_t281, _t289,)] if (_t281, _t289,) in _memo6 else _memo6.setdefault((_t281, _t289,), ((_t291 if _t291 is not _NOT_YET else (_t291 := list(map(_c276.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t292 if _t292 is not _NOT_YET else (_t292 := list(map(_c277.__getitem__, _st_zones[(15 + _t281)])))).count(_t289)))) > 0) and ((_memo6[(_t281, _t289,)] if (_t281, _t289,) in _memo6 else _memo6.setdefault((_t281, _t289,), ((_t293 if _t293 is not _NOT_YET else (_t293 := list(map(_c276.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t294 if _t294 is not _NOT_YET else (_t294 := list(map(_c277.__getitem__, _st_zones[(15 + _t281)])))).count(_t289)))) == (_memo5[_t289] if _t289 in _memo5 else _memo5.setdefault(_t289, _a284(st, _t289))))):
            _t290 += (_memo6[(_t281, _t289,)] if (_t281, _t289,) in _memo6 else _memo6.setdefault((_t281, _t289,), ((_t303 if _t303 is not _NOT_YET else (_t303 := list(map(_c276.__getitem__, _st_zones[(11 + _t281)])))).count(_t289) + (_t304 if _t304 is not _NOT_YET else (_t304 := list(map(_c277.__getitem__, _st_zones[(15 + _t281)])))).count(_t289))))
    return _t290

# <rulerun alienz.rules: scoring #125 d20e5729>
def _loop(st, _t306, _t311):
    _t314 = 0
    for _t313 in st.zones[(11 + _t311)]:
        if (_c292[_t313] == _t306):
            _t314 += 1
    return _t314

# <rulerun alienz.rules: scoring #126 28ef4047>
def _loop(st, _t306, _t311):
    _t316 = 0
    for _t315 in st.zones[(15 + _t311)]:
        if (_c294[_t315] == _t306):
            _t316 += 1
    return _t316

# <rulerun alienz.rules: scoring #127 00ae3650>
def _loop(st, _t281, _t306):
    _memo6 = st.memos[6]
    _t310 = (_k290 or ())
    st.budget -= len(_t310)
    if st.budget < 0: _spent291(st)
    for _t311 in _t310:
        if not (((_t311 == _t281) or ((_memo6[(_t311, _t306,)] if (_t311, _t306,) in _memo6 else _memo6.setdefault((_t311, _t306,), (_a293(st, _t306, _t311) + _a295(st, _t306, _t311)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #128 21952c45>
def _loop(st, _t281):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t305 = (_k286 or ())
    st.budget -= len(_t305)
    if st.budget < 0: _spent287(st)
    _t308 = _NOT_YET
    _t309 = _NOT_YET
    _t307 = 0
    for _t306 in _t305:
        if (((_memo6[(_t281, _t306,)] if (_t281, _t306,) in _memo6 else _memo6.setdefault((_t281, _t306,), ((_t308 if _t308 is not _NOT_YET else (_t308 := list(map(_c288.__getitem__, _st_zones[(11 + _t281)])))).count(_t306) + (_t309 if _t309 is not _NOT_YET else (_t309 := list(map(_c289.__getitem__, _st_zones[(15 + _t281)])))).count(_t306)))) > 0) and _a296(st, _t281, _t306)):
            _t307 += 1
    return _t307

# <rulerun alienz.rules: scoring #129 fbc8836f>
def _loop(st, _t317, _t320):
    _t323 = 0
    for _t322 in st.zones[(11 + _t317)]:
        if (_c301[_t322] == _t320):
            _t323 += 1
    return _t323

# <rulerun alienz.rules: scoring #130 78fb5f78>
def _loop(st, _t317, _t320):
    _t325 = 0
    for _t324 in st.zones[(15 + _t317)]:
        if (_c303[_t324] == _t320):
            _t325 += 1
    return _t325

# <rulerun alienz.rules: scoring #131 67b3e6c4>
def _loop(st, _t317, _t320):
    _t327 = 0
    for _t326 in st.zones[(11 + _t317)]:
        if (_c307[_t326] == _t320):
            _t327 += 1
    return _t327

# <rulerun alienz.rules: scoring #132 ad5b1e4f>
def _loop(st, _t317, _t320):
    _t329 = 0
    for _t328 in st.zones[(15 + _t317)]:
        if (_c309[_t328] == _t320):
            _t329 += 1
    return _t329

# <rulerun alienz.rules: scoring #133 edf000c8>
def _loop(st, _t317):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t330 = (_k314 or ())
    st.budget -= len(_t330)
    if st.budget < 0: _spent315(st)
    _t333 = _NOT_YET
    _t334 = _NOT_YET
    _t332 = 0
    for _t331 in _t330:
        if ((_memo6[(_t317, _t331,)] if (_t317, _t331,) in _memo6 else _memo6.setdefault((_t317, _t331,), ((_t333 if _t333 is not _NOT_YET else (_t333 := list(map(_c316.__getitem__, _st_zones[(11 + _t317)])))).count(_t331) + (_t334 if _t334 is not _NOT_YET else (_t334 := list(map(_c317.__getitem__, _st_zones[(15 + _t317)])))).count(_t331)))) > 0):
            _t332 += 1
    return _t332

# <rulerun alienz.rules: scoring #134 700257ae>
def _loop(st, _t336, _t343):
    _t346 = 0
    for _t345 in st.zones[(11 + _t343)]:
        if (_c325[_t345] == _t336):
            _t346 += 1
    return _t346

# <rulerun alienz.rules: scoring #135 2fbe9e2c>
def _loop(st, _t336, _t343):
    _t348 = 0
    for _t347 in st.zones[(15 + _t343)]:
        if (_c327[_t347] == _t336):
            _t348 += 1
    return _t348

# <rulerun alienz.rules: scoring #136 b7994c12>
def _loop(st, _t336):
    _memo6 = st.memos[6]
    _t342 = (_k323 or ())
    st.budget -= len(_t342)
    if st.budget < 0: _spent324(st)
    _t344 = None
    for _t343 in _t342:
        _t349 = (_memo6[(_t343, _t336,)] if (_t343, _t336,) in _memo6 else _memo6.setdefault((_t343, _t336,), (_a326(st, _t336, _t343) + _a328(st, _t336, _t343))))
        if _t344 is None or _t349 > _t344:
            _t344 = _t349
    return _t344

# <rulerun alienz.rules: scoring #137 0b54afdd>
def _loop(st, _t317):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t335 = (_k319 or ())
    st.budget -= len(_t335)
    if st.budget < 0: _spent320(st)
    _t338 = _NOT_YET
    _t339 = _NOT_YET
    _t340 = _NOT_YET
    _t341 = _NOT_YET
    _t350 = _NOT_YET
    _t351 = _NOT_YET
    _t337 = 0
    for _t336 in _t335:
        if (((_memo6[(_t317, _t336,)] if (_t317, _t336,) in _memo6 else _memo6.setdefault((_t317, _t336,), ((_t338 if _t338 is not _NOT_YET else (_t338 := list(map(_c321.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t339 if _t339 is not _NOT_YET else (_t339 := list(map(_c322.__getitem__, _st_zones[(15 + _t317)])))).count(_t336)))) > 0) and ((_memo6[(_t317, _t336,)] if (_t317, _t336,) in _memo6 else _memo6.setdefault((_t317, _t336,), ((_t340 if _t340 is not _NOT_YET else (_t340 := list(map(_c321.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t341 if _t341 is not _NOT_YET else (_t341 := list(map(_c322.__getitem__, _st_zones[(15 + _t317)])))).count(_t336)))) == (_memo5[_t336] if _t336 in _memo5 else _memo5.setdefault(_t336, _a329(st, _t336))))):
            _t337 += (_memo6[(_t317, _t336,)] if (_t317, _t336,) in _memo6 else _memo6.setdefault((_t317, _t336,), ((_t350 if _t350 is not _NOT_YET else (_t350 := list(map(_c321.__getitem__, _st_zones[(11 + _t317)])))).count(_t336) + (_t351 if _t351 is not _NOT_YET else (_t351 := list(map(_c322.__getitem__, _st_zones[(15 + _t317)])))).count(_t336))))
    return _t337

# <rulerun alienz.rules: scoring #138 2766a6fa>
def _loop(st, _t353, _t358):
    _t361 = 0
    for _t360 in st.zones[(11 + _t358)]:
        if (_c337[_t360] == _t353):
            _t361 += 1
    return _t361

# <rulerun alienz.rules: scoring #139 9561b45a>
def _loop(st, _t353, _t358):
    _t363 = 0
    for _t362 in st.zones[(15 + _t358)]:
        if (_c339[_t362] == _t353):
            _t363 += 1
    return _t363

# <rulerun alienz.rules: scoring #140 61814da5>
def _loop(st, _t317, _t353):
    _memo6 = st.memos[6]
    _t357 = (_k335 or ())
    st.budget -= len(_t357)
    if st.budget < 0: _spent336(st)
    for _t358 in _t357:
        if not (((_t358 == _t317) or ((_memo6[(_t358, _t353,)] if (_t358, _t353,) in _memo6 else _memo6.setdefault((_t358, _t353,), (_a338(st, _t353, _t358) + _a340(st, _t353, _t358)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: scoring #141 bbb1f190>
def _loop(st, _t317):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t352 = (_k331 or ())
    st.budget -= len(_t352)
    if st.budget < 0: _spent332(st)
    _t355 = _NOT_YET
    _t356 = _NOT_YET
    _t354 = 0
    for _t353 in _t352:
        if (((_memo6[(_t317, _t353,)] if (_t317, _t353,) in _memo6 else _memo6.setdefault((_t317, _t353,), ((_t355 if _t355 is not _NOT_YET else (_t355 := list(map(_c333.__getitem__, _st_zones[(11 + _t317)])))).count(_t353) + (_t356 if _t356 is not _NOT_YET else (_t356 := list(map(_c334.__getitem__, _st_zones[(15 + _t317)])))).count(_t353)))) > 0) and _a341(st, _t317, _t353)):
            _t354 += 1
    return _t354

# <rulerun alienz.rules: scoring #142 8191feb4>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    if _st_log is not None: _st_log.append(_k266)
    _t282 = (_k267 or [])
    st.budget -= len(_t282)
    if st.budget < 0: _spent268(st)
    for _t281 in _t282:
        L[2] = _t281
        _st_vars[4 + _t281] = (((((2 * (len(_st_zones[(11 + _t281)]) + len(_st_zones[(15 + _t281)]))) - (2 * len(_st_zones[(3 + _t281)]))) + (_memo1[_t281] if _t281 in _memo1 else _memo1.setdefault(_t281, _a273(st, _t281)))) + (_memo3[_t281] if _t281 in _memo3 else _memo3.setdefault(_t281, _a285(st, _t281)))) + (_memo8[_t281] if _t281 in _memo8 else _memo8.setdefault(_t281, (5 * _a297(st, _t281)))))
    _t318 = (_k298 or [])
    st.budget -= len(_t318)
    if st.budget < 0: _spent268(st)
    for _t317 in _t318:
        L[5] = _t317
        _st_vars[0 + _t317] = (_t319 if -1000000000000000000 <= (_t319 := _st_vars[0 + _t317] + _st_vars[4 + _t317]) <= 1000000000000000000 else _beyond299(_t319))
        L[6] = ''
        _t321 = (_k300 or [])
        st.budget -= len(_t321)
        if st.budget < 0: _spent268(st)
        for _t320 in _t321:
            L[9] = _t320
            if not (((_memo6[(_t317, _t320,)] if (_t317, _t320,) in _memo6 else _memo6.setdefault((_t317, _t320,), (_a302(st, _t317, _t320) + _a304(st, _t317, _t320)))) > 0)): continue
            L[6] = _text305(((L[6] + ('' if (L[6] == '') else ',')) + (' ' + _plain306(_t320) + ' ' + _plain306((_memo6[(_t317, _t320,)] if (_t317, _t320,) in _memo6 else _memo6.setdefault((_t317, _t320,), (_a308(st, _t317, _t320) + _a310(st, _t317, _t320))))))))
        if (L[6] == ''):
            L[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text313(_audience311(st), [_PlayerRef312(_t317), "'s score pile:", _plain306(L[6]), '; queued aliens set aside: ', _plain306(len(_st_zones[(7 + _t317)]))]))
        if _st_log is not None: _st_log.append(_Text313(_audience311(st), [_PlayerRef312(_t317), ' scores ', _plain306(_st_vars[4 + _t317]), ': +', _plain306((2 * (len(_st_zones[(11 + _t317)]) + len(_st_zones[(15 + _t317)])))), ' for ', _plain306((len(_st_zones[(11 + _t317)]) + len(_st_zones[(15 + _t317)]))), ' cards flown, -', _plain306((2 * len(_st_zones[(3 + _t317)]))), ' for ', _plain306(len(_st_zones[(3 + _t317)])), ' behind the screen, +', _plain306((_memo1[_t317] if _t317 in _memo1 else _memo1.setdefault(_t317, _a318(st, _t317)))), ' for colours, +', _plain306((_memo3[_t317] if _t317 in _memo3 else _memo3.setdefault(_t317, _a330(st, _t317)))), ' majorities, +', _plain306((_memo8[_t317] if _t317 in _memo8 else _memo8.setdefault(_t317, (5 * _a342(st, _t317))))), ' sole owner; total ', _plain306(_st_vars[0 + _t317])]))

# <rulerun alienz.rules: play #143 956ad67c>
def _native(st, L):
    _st_log = st.log
    if ((((6 < 2) or (6 > 6)) or (2 < 1)) or (((6 * (6 - 1)) * 2) <= 4)):
        if _st_log is not None: _st_log.append(_Text344(_audience343(st), ['Option error: colors must be 2 to 6, copies at least 1, and the deck needs more than 4 alien/planet cards']))
        _end_game345(st, [], True); return 3
    st.vars[8] = _random_item346(st, _k347)

# <rulerun alienz.rules: play #144 55125ea7>
def _loop(st, _t364):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t366 = (_k351 or ())
    st.budget -= len(_t366)
    if st.budget < 0: _spent352(st)
    _t369 = _NOT_YET
    _t370 = _NOT_YET
    _t368 = 0
    for _t367 in _t366:
        if ((_memo6[(_t364, _t367,)] if (_t364, _t367,) in _memo6 else _memo6.setdefault((_t364, _t367,), ((_t369 if _t369 is not _NOT_YET else (_t369 := list(map(_c353.__getitem__, _st_zones[(11 + _t364)])))).count(_t367) + (_t370 if _t370 is not _NOT_YET else (_t370 := list(map(_c354.__getitem__, _st_zones[(15 + _t364)])))).count(_t367)))) > 0):
            _t368 += 1
    return _t368

# <rulerun alienz.rules: play #145 1015ca1b>
def _loop(st, _t372, _t379):
    _t382 = 0
    for _t381 in st.zones[(11 + _t379)]:
        if (_c362[_t381] == _t372):
            _t382 += 1
    return _t382

# <rulerun alienz.rules: play #146 3d0c968a>
def _loop(st, _t372, _t379):
    _t384 = 0
    for _t383 in st.zones[(15 + _t379)]:
        if (_c364[_t383] == _t372):
            _t384 += 1
    return _t384

# <rulerun alienz.rules: play #147 f2d428be>
def _loop(st, _t372):
    _memo6 = st.memos[6]
    _t378 = (_k360 or ())
    st.budget -= len(_t378)
    if st.budget < 0: _spent361(st)
    _t380 = None
    for _t379 in _t378:
        _t385 = (_memo6[(_t379, _t372,)] if (_t379, _t372,) in _memo6 else _memo6.setdefault((_t379, _t372,), (_a363(st, _t372, _t379) + _a365(st, _t372, _t379))))
        if _t380 is None or _t385 > _t380:
            _t380 = _t385
    return _t380

# <rulerun alienz.rules: play #148 3c998e64>
def _loop(st, _t364):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t371 = (_k356 or ())
    st.budget -= len(_t371)
    if st.budget < 0: _spent357(st)
    _t374 = _NOT_YET
    _t375 = _NOT_YET
    _t376 = _NOT_YET
    _t377 = _NOT_YET
    _t386 = _NOT_YET
    _t387 = _NOT_YET
    _t373 = 0
    for _t372 in _t371:
        if (((_memo6[(_t364, _t372,)] if (_t364, _t372,) in _memo6 else _memo6.setdefault((_t364, _t372,), ((_t374 if _t374 is not _NOT_YET else (_t374 := list(map(_c358.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t375 if _t375 is not _NOT_YET else (_t375 := list(map(_c359.__getitem__, _st_zones[(15 + _t364)])))).count(_t372)))) > 0) and ((_memo6[(_t364, _t372,)] if (_t364, _t372,) in _memo6 else _memo6.setdefault((_t364, _t372,), ((_t376 if _t376 is not _NOT_YET else (_t376 := list(map(_c358.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t377 if _t377 is not _NOT_YET else (_t377 := list(map(_c359.__getitem__, _st_zones[(15 + _t364)])))).count(_t372)))) == (_memo5[_t372] if _t372 in _memo5 else _memo5.setdefault(_t372, _a366(st, _t372))))):
            _t373 += (_memo6[(_t364, _t372,)] if (_t364, _t372,) in _memo6 else _memo6.setdefault((_t364, _t372,), ((_t386 if _t386 is not _NOT_YET else (_t386 := list(map(_c358.__getitem__, _st_zones[(11 + _t364)])))).count(_t372) + (_t387 if _t387 is not _NOT_YET else (_t387 := list(map(_c359.__getitem__, _st_zones[(15 + _t364)])))).count(_t372))))
    return _t373

# <rulerun alienz.rules: play #149 7a71b5b7>
def _loop(st, _t389, _t394):
    _t397 = 0
    for _t396 in st.zones[(11 + _t394)]:
        if (_c374[_t396] == _t389):
            _t397 += 1
    return _t397

# <rulerun alienz.rules: play #150 a24074fe>
def _loop(st, _t389, _t394):
    _t399 = 0
    for _t398 in st.zones[(15 + _t394)]:
        if (_c376[_t398] == _t389):
            _t399 += 1
    return _t399

# <rulerun alienz.rules: play #151 0cf9f314>
def _loop(st, _t364, _t389):
    _memo6 = st.memos[6]
    _t393 = (_k372 or ())
    st.budget -= len(_t393)
    if st.budget < 0: _spent373(st)
    for _t394 in _t393:
        if not (((_t394 == _t364) or ((_memo6[(_t394, _t389,)] if (_t394, _t389,) in _memo6 else _memo6.setdefault((_t394, _t389,), (_a375(st, _t389, _t394) + _a377(st, _t389, _t394)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #152 2dbe026b>
def _loop(st, _t364):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t388 = (_k368 or ())
    st.budget -= len(_t388)
    if st.budget < 0: _spent369(st)
    _t391 = _NOT_YET
    _t392 = _NOT_YET
    _t390 = 0
    for _t389 in _t388:
        if (((_memo6[(_t364, _t389,)] if (_t364, _t389,) in _memo6 else _memo6.setdefault((_t364, _t389,), ((_t391 if _t391 is not _NOT_YET else (_t391 := list(map(_c370.__getitem__, _st_zones[(11 + _t364)])))).count(_t389) + (_t392 if _t392 is not _NOT_YET else (_t392 := list(map(_c371.__getitem__, _st_zones[(15 + _t364)])))).count(_t389)))) > 0) and _a378(st, _t364, _t389)):
            _t390 += 1
    return _t390

# <rulerun alienz.rules: play #153 bbff6efb>
def _loop(st, _t400, _t403):
    _t406 = 0
    for _t405 in st.zones[(11 + _t400)]:
        if (_c383[_t405] == _t403):
            _t406 += 1
    return _t406

# <rulerun alienz.rules: play #154 263df758>
def _loop(st, _t400, _t403):
    _t408 = 0
    for _t407 in st.zones[(15 + _t400)]:
        if (_c385[_t407] == _t403):
            _t408 += 1
    return _t408

# <rulerun alienz.rules: play #155 93d8f088>
def _loop(st, _t400, _t403):
    _t410 = 0
    for _t409 in st.zones[(11 + _t400)]:
        if (_c389[_t409] == _t403):
            _t410 += 1
    return _t410

# <rulerun alienz.rules: play #156 a676100b>
def _loop(st, _t400, _t403):
    _t412 = 0
    for _t411 in st.zones[(15 + _t400)]:
        if (_c391[_t411] == _t403):
            _t412 += 1
    return _t412

# <rulerun alienz.rules: play #157 291d2478>
def _loop(st, _t400):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t413 = (_k396 or ())
    st.budget -= len(_t413)
    if st.budget < 0: _spent397(st)
    _t416 = _NOT_YET
    _t417 = _NOT_YET
    _t415 = 0
    for _t414 in _t413:
        if ((_memo6[(_t400, _t414,)] if (_t400, _t414,) in _memo6 else _memo6.setdefault((_t400, _t414,), ((_t416 if _t416 is not _NOT_YET else (_t416 := list(map(_c398.__getitem__, _st_zones[(11 + _t400)])))).count(_t414) + (_t417 if _t417 is not _NOT_YET else (_t417 := list(map(_c399.__getitem__, _st_zones[(15 + _t400)])))).count(_t414)))) > 0):
            _t415 += 1
    return _t415

# <rulerun alienz.rules: play #158 1c9596c4>
def _loop(st, _t419, _t426):
    _t429 = 0
    for _t428 in st.zones[(11 + _t426)]:
        if (_c407[_t428] == _t419):
            _t429 += 1
    return _t429

# <rulerun alienz.rules: play #159 8c4da28b>
def _loop(st, _t419, _t426):
    _t431 = 0
    for _t430 in st.zones[(15 + _t426)]:
        if (_c409[_t430] == _t419):
            _t431 += 1
    return _t431

# <rulerun alienz.rules: play #160 e3545a56>
def _loop(st, _t419):
    _memo6 = st.memos[6]
    _t425 = (_k405 or ())
    st.budget -= len(_t425)
    if st.budget < 0: _spent406(st)
    _t427 = None
    for _t426 in _t425:
        _t432 = (_memo6[(_t426, _t419,)] if (_t426, _t419,) in _memo6 else _memo6.setdefault((_t426, _t419,), (_a408(st, _t419, _t426) + _a410(st, _t419, _t426))))
        if _t427 is None or _t432 > _t427:
            _t427 = _t432
    return _t427

# <rulerun alienz.rules: play #161 defa454a>
def _loop(st, _t400):
    _memo5 = st.memos[5]
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t418 = (_k401 or ())
    st.budget -= len(_t418)
    if st.budget < 0: _spent402(st)
    _t421 = _NOT_YET
    _t422 = _NOT_YET
    _t423 = _NOT_YET
    _t424 = _NOT_YET
    _t433 = _NOT_YET
    _t434 = _NOT_YET
    _t420 = 0
    for _t419 in _t418:
        if (((_memo6[(_t400, _t419,)] if (_t400, _t419,) in _memo6 else _memo6.setdefault((_t400, _t419,), ((_t421 if _t421 is not _NOT_YET else (_t421 := list(map(_c403.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t422 if _t422 is not _NOT_YET else (_t422 := list(map(_c404.__getitem__, _st_zones[(15 + _t400)])))).count(_t419)))) > 0) and ((_memo6[(_t400, _t419,)] if (_t400, _t419,) in _memo6 else _memo6.setdefault((_t400, _t419,), ((_t423 if _t423 is not _NOT_YET else (_t423 := list(map(_c403.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t424 if _t424 is not _NOT_YET else (_t424 := list(map(_c404.__getitem__, _st_zones[(15 + _t400)])))).count(_t419)))) == (_memo5[_t419] if _t419 in _memo5 else _memo5.setdefault(_t419, _a411(st, _t419))))):
            _t420 += (_memo6[(_t400, _t419,)] if (_t400, _t419,) in _memo6 else _memo6.setdefault((_t400, _t419,), ((_t433 if _t433 is not _NOT_YET else (_t433 := list(map(_c403.__getitem__, _st_zones[(11 + _t400)])))).count(_t419) + (_t434 if _t434 is not _NOT_YET else (_t434 := list(map(_c404.__getitem__, _st_zones[(15 + _t400)])))).count(_t419))))
    return _t420

# <rulerun alienz.rules: play #162 3a75e1de>
def _loop(st, _t436, _t441):
    _t444 = 0
    for _t443 in st.zones[(11 + _t441)]:
        if (_c419[_t443] == _t436):
            _t444 += 1
    return _t444

# <rulerun alienz.rules: play #163 7ca7e193>
def _loop(st, _t436, _t441):
    _t446 = 0
    for _t445 in st.zones[(15 + _t441)]:
        if (_c421[_t445] == _t436):
            _t446 += 1
    return _t446

# <rulerun alienz.rules: play #164 0bb44816>
def _loop(st, _t400, _t436):
    _memo6 = st.memos[6]
    _t440 = (_k417 or ())
    st.budget -= len(_t440)
    if st.budget < 0: _spent418(st)
    for _t441 in _t440:
        if not (((_t441 == _t400) or ((_memo6[(_t441, _t436,)] if (_t441, _t436,) in _memo6 else _memo6.setdefault((_t441, _t436,), (_a420(st, _t436, _t441) + _a422(st, _t436, _t441)))) == 0))):
            return False
    return True

# <rulerun alienz.rules: play #165 9cf45694>
def _loop(st, _t400):
    _memo6 = st.memos[6]
    _st_zones = st.zones
    _t435 = (_k413 or ())
    st.budget -= len(_t435)
    if st.budget < 0: _spent414(st)
    _t438 = _NOT_YET
    _t439 = _NOT_YET
    _t437 = 0
    for _t436 in _t435:
        if (((_memo6[(_t400, _t436,)] if (_t400, _t436,) in _memo6 else _memo6.setdefault((_t400, _t436,), ((_t438 if _t438 is not _NOT_YET else (_t438 := list(map(_c415.__getitem__, _st_zones[(11 + _t400)])))).count(_t436) + (_t439 if _t439 is not _NOT_YET else (_t439 := list(map(_c416.__getitem__, _st_zones[(15 + _t400)])))).count(_t436)))) > 0) and _a423(st, _t400, _t436)):
            _t437 += 1
    return _t437

# <rulerun alienz.rules: play #166 5ce42bda>
def _native(st, L):
    _st_log = st.log
    _memo1 = st.memos[1]
    _memo3 = st.memos[3]
    _memo6 = st.memos[6]
    _memo8 = st.memos[8]
    _st_vars = st.vars
    _st_zones = st.zones
    _i2 = [None, None, None, None, None, None, None, None, None, None]
    if _st_log is not None: _st_log.append(_k348)
    _t365 = (_k349 or [])
    st.budget -= len(_t365)
    if st.budget < 0: _spent350(st)
    for _t364 in _t365:
        _i2[2] = _t364
        _st_vars[4 + _t364] = (((((2 * (len(_st_zones[(11 + _t364)]) + len(_st_zones[(15 + _t364)]))) - (2 * len(_st_zones[(3 + _t364)]))) + (_memo1[_t364] if _t364 in _memo1 else _memo1.setdefault(_t364, _a355(st, _t364)))) + (_memo3[_t364] if _t364 in _memo3 else _memo3.setdefault(_t364, _a367(st, _t364)))) + (_memo8[_t364] if _t364 in _memo8 else _memo8.setdefault(_t364, (5 * _a379(st, _t364)))))
    _t401 = (_k380 or [])
    st.budget -= len(_t401)
    if st.budget < 0: _spent350(st)
    for _t400 in _t401:
        _i2[5] = _t400
        _st_vars[0 + _t400] = (_t402 if -1000000000000000000 <= (_t402 := _st_vars[0 + _t400] + _st_vars[4 + _t400]) <= 1000000000000000000 else _beyond381(_t402))
        _i2[6] = ''
        _t404 = (_k382 or [])
        st.budget -= len(_t404)
        if st.budget < 0: _spent350(st)
        for _t403 in _t404:
            _i2[9] = _t403
            if not (((_memo6[(_t400, _t403,)] if (_t400, _t403,) in _memo6 else _memo6.setdefault((_t400, _t403,), (_a384(st, _t400, _t403) + _a386(st, _t400, _t403)))) > 0)): continue
            _i2[6] = _text387(((_i2[6] + ('' if (_i2[6] == '') else ',')) + (' ' + _plain388(_t403) + ' ' + _plain388((_memo6[(_t400, _t403,)] if (_t400, _t403,) in _memo6 else _memo6.setdefault((_t400, _t403,), (_a390(st, _t400, _t403) + _a392(st, _t400, _t403))))))))
        if (_i2[6] == ''):
            _i2[6] = ' nothing'
        if _st_log is not None: _st_log.append(_Text395(_audience393(st), [_PlayerRef394(_t400), "'s score pile:", _plain388(_i2[6]), '; queued aliens set aside: ', _plain388(len(_st_zones[(7 + _t400)]))]))
        if _st_log is not None: _st_log.append(_Text395(_audience393(st), [_PlayerRef394(_t400), ' scores ', _plain388(_st_vars[4 + _t400]), ': +', _plain388((2 * (len(_st_zones[(11 + _t400)]) + len(_st_zones[(15 + _t400)])))), ' for ', _plain388((len(_st_zones[(11 + _t400)]) + len(_st_zones[(15 + _t400)]))), ' cards flown, -', _plain388((2 * len(_st_zones[(3 + _t400)]))), ' for ', _plain388(len(_st_zones[(3 + _t400)])), ' behind the screen, +', _plain388((_memo1[_t400] if _t400 in _memo1 else _memo1.setdefault(_t400, _a400(st, _t400)))), ' for colours, +', _plain388((_memo3[_t400] if _t400 in _memo3 else _memo3.setdefault(_t400, _a412(st, _t400)))), ' majorities, +', _plain388((_memo8[_t400] if _t400 in _memo8 else _memo8.setdefault(_t400, (5 * _a424(st, _t400))))), ' sole owner; total ', _plain388(_st_vars[0 + _t400])]))
    if _p425(st, [None, None]) == 3: return 3
    _st_vars[8] = ((_st_vars[8] + 1) % 4)

# <rulerun alienz.rules: play #167 bb845a89>
def _native(st, L):
    return True

# <rulerun alienz.rules: check_end #168 1c506861>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run428(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k429)

# <rulerun alienz.rules: round #169 4ff94585>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k432)
            _r = _run433(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit434(_k435)
            fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run436(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit431(_k, st, _d0): raise _Runaway430()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k437)

# <rulerun alienz.rules: turn #170 440fdc3f>
def _loop(st):
    for _t450 in st.zones[20]:
        if (_c447[_t450] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #171 35bb1ca9>
def _loop(st):
    for _t455 in st.zones[22]:
        return _c454[_t455]
    return None

# <rulerun alienz.rules: turn #172 53af39fb>
def _loop(st):
    for _t464 in st.zones[22]:
        return _c460[_t464]
    return None

# <rulerun alienz.rules: turn #173 3af61503>
def _loop(st):
    for _t470 in st.zones[22]:
        return _c463[_t470]
    return None

# <rulerun alienz.rules: turn #174 09a9b181>
def _loop(st, L, _t453):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t461 = _st_zones[(3 + L[0])]
    st.budget -= len(_t461)
    if st.budget < 0: _spent457(st)
    _t466 = _NOT_YET
    _t467 = _NOT_YET
    _t468 = _NOT_YET
    _t469 = _NOT_YET
    _t472 = _NOT_YET
    _t473 = _NOT_YET
    _t474 = _NOT_YET
    _t475 = _NOT_YET
    _t463 = 0
    for _t462 in _t461:
        if ((_t462 != _t453) and ((_c458[_t462] == _c459[_t453]) or (((_t469 if _t469 is not _NOT_YET else (_t469 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t466 if _t466 is not _NOT_YET else (_t466 := _a461(st))) if (_t468 if _t468 is not _NOT_YET else (_t468 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t467 if _t467 is not _NOT_YET else (_t467 := list(map(_c462.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c458[_t462] == (_t475 if _t475 is not _NOT_YET else (_t475 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t472 if _t472 is not _NOT_YET else (_t472 := _a464(st))) if (_t474 if _t474 is not _NOT_YET else (_t474 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t473 if _t473 is not _NOT_YET else (_t473 := list(map(_c462.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t463 += 1
    return _t463

# <rulerun alienz.rules: turn #175 70871713>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t452 = _st_zones[(3 + L[0])]
    st.budget -= len(_t452)
    if st.budget < 0: _spent452(st)
    _t457 = _NOT_YET
    _t458 = _NOT_YET
    _t459 = _NOT_YET
    _t460 = _NOT_YET
    _t476 = _NOT_YET
    _t477 = _NOT_YET
    _t478 = _NOT_YET
    for _t453 in _t452:
        if (_memo7[(L[0], _t453,)] if (L[0], _t453,) in _memo7 else _memo7.setdefault((L[0], _t453,), ((_c453[_t453] != (_t460 if _t460 is not _NOT_YET else (_t460 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t457 if _t457 is not _NOT_YET else (_t457 := _a455(st))) if (_t459 if _t459 is not _NOT_YET else (_t459 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t458 if _t458 is not _NOT_YET else (_t458 := list(map(_c456.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a465(st, L, _t453) >= (_t478 if _t478 is not _NOT_YET else (_t478 := (3 if (_t477 if _t477 is not _NOT_YET else (_t477 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t476 if _t476 is not _NOT_YET else (_t476 := list(map(_c456.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #176 88b11b73>
def _loop(st):
    for _t479 in st.zones[20]:
        if (_c471[_t479] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #177 4c86a89d>
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
            _r = _run440(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range441(1, L[1]) or []); L[3] = 0
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
            _t447 = L[0]
            _t448 = len(_o)
            if not _t448: _no_option443(_t447, 'alien to take')
            if _t448 <= 1 and _st_log is None:
                L[5] = _o[0] if _t448 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t449 = st.chooser(_t448, _t447)
                else:
                    _t449 = _st_bits(_t448.bit_length())
                    while _t449 >= _t448: _t449 = _st_bits(_t448.bit_length())
                L[5] = _o[_t449]; st.decisions += 1
                if st.thread_player is not None: _answered444(st, _t449)
            elif _decide445(st, L, _o[:], _t447): return True
            pc = 4
        if pc == 4:
            _r = _run446(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit439(_k, st, _d0): raise _Runaway438()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a448(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer449(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run450(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined451(_joined451(['no flight'], (['private flight'] if _a466(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d467(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d468(st, [_c469[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d470(st, [L[0], _c469[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a472(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t481 = L[0]
            _t482 = len(_o)
            if not _t482: _no_option443(_t481, 'flight this turn')
            if _t482 <= 1 and _st_log is None:
                L[7] = _o[0] if _t482 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t483 = st.chooser(_t482, _t481)
                else:
                    _t483 = _st_bits(_t482.bit_length())
                    while _t483 >= _t482: _t483 = _st_bits(_t482.bit_length())
                L[7] = _o[_t483]; st.decisions += 1
                if st.thread_player is not None: _answered444(st, _t483)
            elif _decide474(st, L, _o, _t481): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            _a = [L[0], None, None]
            if len(st.cur) >= 500: raise _RuleLimit475(_k476)
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
            if len(st.cur) >= 500: raise _RuleLimit475(_k477)
            fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run478(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run479(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k480)

# <rulerun alienz.rules: private_flight #178 41fcbe14>
def _loop(st):
    for _t485 in st.zones[22]:
        return _c484[_t485]
    return None

# <rulerun alienz.rules: private_flight #179 37e9e334>
def _loop(st):
    for _t494 in st.zones[22]:
        return _c490[_t494]
    return None

# <rulerun alienz.rules: private_flight #180 0099c604>
def _loop(st):
    for _t500 in st.zones[22]:
        return _c493[_t500]
    return None

# <rulerun alienz.rules: private_flight #181 f0d9d461>
def _loop(st, L, _t484):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t491 = _st_zones[(3 + L[0])]
    st.budget -= len(_t491)
    if st.budget < 0: _spent487(st)
    _t496 = _NOT_YET
    _t497 = _NOT_YET
    _t498 = _NOT_YET
    _t499 = _NOT_YET
    _t502 = _NOT_YET
    _t503 = _NOT_YET
    _t504 = _NOT_YET
    _t505 = _NOT_YET
    _t493 = 0
    for _t492 in _t491:
        if ((_t492 != _t484) and ((_c488[_t492] == _c489[_t484]) or (((_t499 if _t499 is not _NOT_YET else (_t499 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t496 if _t496 is not _NOT_YET else (_t496 := _a491(st))) if (_t498 if _t498 is not _NOT_YET else (_t498 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t497 if _t497 is not _NOT_YET else (_t497 := list(map(_c492.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c488[_t492] == (_t505 if _t505 is not _NOT_YET else (_t505 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t502 if _t502 is not _NOT_YET else (_t502 := _a494(st))) if (_t504 if _t504 is not _NOT_YET else (_t504 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t503 if _t503 is not _NOT_YET else (_t503 := list(map(_c492.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t493 += 1
    return _t493

# <rulerun alienz.rules: private_flight #182 82fbcb07>
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
            _t487 = _NOT_YET
            _t488 = _NOT_YET
            _t489 = _NOT_YET
            _t490 = _NOT_YET
            _t506 = _NOT_YET
            _t507 = _NOT_YET
            _t508 = _NOT_YET
            _o = []
            for _t484 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t484,)] if (L[0], _t484,) in _memo7 else _memo7.setdefault((L[0], _t484,), ((_c483[_t484] != (_t490 if _t490 is not _NOT_YET else (_t490 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t487 if _t487 is not _NOT_YET else (_t487 := _a485(st))) if (_t489 if _t489 is not _NOT_YET else (_t489 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t488 if _t488 is not _NOT_YET else (_t488 := list(map(_c486.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a495(st, L, _t484) >= (_t508 if _t508 is not _NOT_YET else (_t508 := (3 if (_t507 if _t507 is not _NOT_YET else (_t507 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t506 if _t506 is not _NOT_YET else (_t506 := list(map(_c486.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t484)
            fr[1] = 1
            _t509 = L[0]
            _t510 = len(_o)
            if not _t510: _no_option497(_t509, 'planet for a private flight')
            if _t510 <= 1 and _st_log is None:
                L[1] = _o[0] if _t510 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t511 = st.chooser(_t510, _t509)
                else:
                    _t511 = _st_bits(_t510.bit_length())
                    while _t511 >= _t510: _t511 = _st_bits(_t510.bit_length())
                L[1] = _o[_t511]; st.decisions += 1
                if st.thread_player is not None: _answered498(st, _t511)
            elif _decide499(st, L, _o, _t509): return True
            pc = 1
        if pc == 1:
            _r = _run500(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit501(_k502)
            fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run503(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k504)

# <rulerun alienz.rules: commercial_flight #183 ef184ecd>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run507(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            _a = [L[0], L[2], None, None, None, None]
            if len(st.cur) >= 500: raise _RuleLimit508(_k509)
            fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run510(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o511[L[0]] or []); L[4] = 0
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
            if len(st.cur) >= 500: raise _RuleLimit508(_k512)
            fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit506(_k, st, _d0): raise _Runaway505()
            continue
        if pc == 7:
            _r = _run513(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k514)

# <rulerun alienz.rules: board_own #184 b21ab424>
def _loop(st):
    for _t512 in st.zones[20]:
        if (_c519[_t512] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #185 c72bbb69>
def _loop(st):
    for _t515 in st.zones[22]:
        return _c522[_t515]
    return None

# <rulerun alienz.rules: board_own #186 4329b291>
def _loop(st):
    for _t521 in st.zones[22]:
        return _c525[_t521]
    return None

# <rulerun alienz.rules: board_own #187 c7d1fad4>
def _loop(st):
    for _t531 in st.zones[22]:
        return _c532[_t531]
    return None

# <rulerun alienz.rules: board_own #188 3849c165>
def _loop(st):
    for _t537 in st.zones[22]:
        return _c534[_t537]
    return None

# <rulerun alienz.rules: board_own #189 46d3194b>
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
            _r = _run517(st, L)
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
            _r = _run518(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a520(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t517 = _NOT_YET
            _t518 = _NOT_YET
            _t519 = _NOT_YET
            _t520 = _NOT_YET
            _t523 = _NOT_YET
            _t524 = _NOT_YET
            _t525 = _NOT_YET
            _t526 = _NOT_YET
            _o = []
            for _t514 in _st_zones[(3 + L[0])]:
                if ((_c521[_t514] == L[1]) or (((_t520 if _t520 is not _NOT_YET else (_t520 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t517 if _t517 is not _NOT_YET else (_t517 := _a523(st))) if (_t519 if _t519 is not _NOT_YET else (_t519 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t518 if _t518 is not _NOT_YET else (_t518 := list(map(_c524.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c521[_t514] == (_t526 if _t526 is not _NOT_YET else (_t526 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t523 if _t523 is not _NOT_YET else (_t523 := _a526(st))) if (_t525 if _t525 is not _NOT_YET else (_t525 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t524 if _t524 is not _NOT_YET else (_t524 := list(map(_c524.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t514)
            fr[1] = 5
            _t527 = L[0]
            _t528 = len(_o)
            if not _t528: _no_option528(_t527, 'alien to fly')
            if _t528 <= 1 and _st_log is None:
                L[4] = _o[0] if _t528 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t529 = st.chooser(_t528, _t527)
                else:
                    _t529 = _st_bits(_t528.bit_length())
                    while _t529 >= _t528: _t529 = _st_bits(_t528.bit_length())
                L[4] = _o[_t529]; st.decisions += 1
                if st.thread_player is not None: _answered529(st, _t529)
            elif _decide530(st, L, _o, _t527): return True
            pc = 5
        if pc == 5:
            _r = _run531(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t533 = _NOT_YET
            _t534 = _NOT_YET
            _t535 = _NOT_YET
            _t536 = _NOT_YET
            _t539 = _NOT_YET
            _t540 = _NOT_YET
            _t541 = _NOT_YET
            _t542 = _NOT_YET
            _o = []
            for _t530 in _st_zones[(3 + L[0])]:
                if ((_c521[_t530] == L[1]) or (((_t536 if _t536 is not _NOT_YET else (_t536 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t533 if _t533 is not _NOT_YET else (_t533 := _a533(st))) if (_t535 if _t535 is not _NOT_YET else (_t535 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t534 if _t534 is not _NOT_YET else (_t534 := list(map(_c524.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c521[_t530] == (_t542 if _t542 is not _NOT_YET else (_t542 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t539 if _t539 is not _NOT_YET else (_t539 := _a535(st))) if (_t541 if _t541 is not _NOT_YET else (_t541 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t540 if _t540 is not _NOT_YET else (_t540 := list(map(_c524.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t530)
            fr[1] = 8
            if _offer536(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run537(st, L)
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
            _r = _run538(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit516(_k, st, _d0): raise _Runaway515()
            continue
        if pc == 14:
            _r = _run539(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k540)

# <rulerun alienz.rules: board_queue #190 fa4951bb>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run543(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k544)

# <rulerun alienz.rules: join #191 9aa5ec6b>
def _loop(st):
    for _t544 in st.zones[22]:
        return _c549[_t544]
    return None

# <rulerun alienz.rules: join #192 e5e679b2>
def _loop(st):
    for _t550 in st.zones[22]:
        return _c552[_t550]
    return None

# <rulerun alienz.rules: join #193 0a796dcd>
def _native(st, fr):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run547(st, L)
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
            _t546 = _NOT_YET
            _t547 = _NOT_YET
            _t548 = _NOT_YET
            _t549 = _NOT_YET
            _t552 = _NOT_YET
            _t553 = _NOT_YET
            _t554 = _NOT_YET
            _t555 = _NOT_YET
            _o = []
            for _t543 in _st_zones[(3 + L[0])]:
                if ((_c548[_t543] == L[1]) or (((_t549 if _t549 is not _NOT_YET else (_t549 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t546 if _t546 is not _NOT_YET else (_t546 := _a550(st))) if (_t548 if _t548 is not _NOT_YET else (_t548 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t547 if _t547 is not _NOT_YET else (_t547 := list(map(_c551.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c548[_t543] == (_t555 if _t555 is not _NOT_YET else (_t555 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t552 if _t552 is not _NOT_YET else (_t552 := _a553(st))) if (_t554 if _t554 is not _NOT_YET else (_t554 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t553 if _t553 is not _NOT_YET else (_t553 := list(map(_c551.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t543)
            fr[1] = 3
            if _offer554(st, L, _o): return True
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
            _r = _run555(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit546(_k, st, _d0): raise _Runaway545()
            continue
        if pc == 8:
            _r = _run556(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k557)

# <rulerun alienz.rules: refill #194 01abb888>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run560(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k561)

# <rulerun alienz.rules: surface #195 c872be3e>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run564(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k565)

# <rulerun alienz.rules: reveal_event #196 66802dc0>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run568(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k569)

# <rulerun alienz.rules: resolve_events #197 91eab033>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run572(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k573)

# <rulerun alienz.rules: take_effect #198 b1b7b7ba>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run576(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k577)

# <rulerun alienz.rules: storm_flip #199 ab0ef822>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run580(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k581)

# <rulerun alienz.rules: scoring #200 52626fb6>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    while True:
        if pc == 0:
            _r = _run584(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k585)

# <rulerun alienz.rules: play #201 e599b327>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run588(st, L)
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
            if len(st.cur) >= 500: raise _RuleLimit589(_k590)
            fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run591(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit587(_k, st, _d0): raise _Runaway586()
            continue
        if pc == 5:
            fr[1] = 6
            if _step592(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k593)

# <rulerun alienz.rules: turn #202 3f8bb198>
def _loop(st):
    for _t557 in st.zones[20]:
        if (_c606[_t557] == 'rush_hour'):
            return True
    return False

# <rulerun alienz.rules: turn #203 a249dc40>
def _loop(st):
    for _t568 in st.zones[20]:
        if (_c614[_t568] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #204 9fcb467a>
def _loop(st):
    for _t578 in st.zones[22]:
        return _c620[_t578]
    return None

# <rulerun alienz.rules: turn #205 7fb4478d>
def _loop(st):
    for _t587 in st.zones[22]:
        return _c626[_t587]
    return None

# <rulerun alienz.rules: turn #206 97f675af>
def _loop(st):
    for _t593 in st.zones[22]:
        return _c629[_t593]
    return None

# <rulerun alienz.rules: turn #207 5cc3cd27>
def _loop(st, L, _t576):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t584 = _st_zones[(3 + L[0])]
    st.budget -= len(_t584)
    if st.budget < 0: _spent623(st)
    _t589 = _NOT_YET
    _t590 = _NOT_YET
    _t591 = _NOT_YET
    _t592 = _NOT_YET
    _t595 = _NOT_YET
    _t596 = _NOT_YET
    _t597 = _NOT_YET
    _t598 = _NOT_YET
    _t586 = 0
    for _t585 in _t584:
        if ((_t585 != _t576) and ((_c624[_t585] == _c625[_t576]) or (((_t592 if _t592 is not _NOT_YET else (_t592 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t589 if _t589 is not _NOT_YET else (_t589 := _a627(st))) if (_t591 if _t591 is not _NOT_YET else (_t591 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t590 if _t590 is not _NOT_YET else (_t590 := list(map(_c628.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c624[_t585] == (_t598 if _t598 is not _NOT_YET else (_t598 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t595 if _t595 is not _NOT_YET else (_t595 := _a630(st))) if (_t597 if _t597 is not _NOT_YET else (_t597 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t596 if _t596 is not _NOT_YET else (_t596 := list(map(_c628.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t586 += 1
    return _t586

# <rulerun alienz.rules: turn #208 1942ac76>
def _loop(st, L):
    _l0 = L[0]
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t575 = _st_zones[(3 + _l0)]
    st.budget -= len(_t575)
    if st.budget < 0: _spent618(st)
    _t580 = _NOT_YET
    _t581 = _NOT_YET
    _t582 = _NOT_YET
    _t583 = _NOT_YET
    _t599 = _NOT_YET
    _t600 = _NOT_YET
    _t601 = _NOT_YET
    for _t576 in _t575:
        if (_memo7[(_l0, _t576,)] if (_l0, _t576,) in _memo7 else _memo7.setdefault((_l0, _t576,), ((_c619[_t576] != (_t583 if _t583 is not _NOT_YET else (_t583 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t580 if _t580 is not _NOT_YET else (_t580 := _a621(st))) if (_t582 if _t582 is not _NOT_YET else (_t582 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t581 if _t581 is not _NOT_YET else (_t581 := list(map(_c622.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a631(st, L, _t576) >= (_t601 if _t601 is not _NOT_YET else (_t601 := (3 if (_t600 if _t600 is not _NOT_YET else (_t600 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t599 if _t599 is not _NOT_YET else (_t599 := list(map(_c622.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #209 462281db>
def _loop(st):
    for _t602 in st.zones[20]:
        if (_c637[_t602] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #210 f0873bf4>
def _loop(st):
    for _t609 in st.zones[22]:
        return _c641[_t609]
    return None

# <rulerun alienz.rules: turn #211 5117cca0>
def _loop(st):
    for _t618 in st.zones[22]:
        return _c647[_t618]
    return None

# <rulerun alienz.rules: turn #212 b6c607fa>
def _loop(st):
    for _t624 in st.zones[22]:
        return _c650[_t624]
    return None

# <rulerun alienz.rules: turn #213 2b5be0ad>
def _loop(st, _i3l0, _t608):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t615 = _st_zones[(3 + _i3l0)]
    st.budget -= len(_t615)
    if st.budget < 0: _spent644(st)
    _t620 = _NOT_YET
    _t621 = _NOT_YET
    _t622 = _NOT_YET
    _t623 = _NOT_YET
    _t626 = _NOT_YET
    _t627 = _NOT_YET
    _t628 = _NOT_YET
    _t629 = _NOT_YET
    _t617 = 0
    for _t616 in _t615:
        if ((_t616 != _t608) and ((_c645[_t616] == _c646[_t608]) or (((_t623 if _t623 is not _NOT_YET else (_t623 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t620 if _t620 is not _NOT_YET else (_t620 := _a648(st))) if (_t622 if _t622 is not _NOT_YET else (_t622 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t621 if _t621 is not _NOT_YET else (_t621 := list(map(_c649.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c645[_t616] == (_t629 if _t629 is not _NOT_YET else (_t629 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t626 if _t626 is not _NOT_YET else (_t626 := _a651(st))) if (_t628 if _t628 is not _NOT_YET else (_t628 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t627 if _t627 is not _NOT_YET else (_t627 := list(map(_c649.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t617 += 1
    return _t617

# <rulerun alienz.rules: turn #214 50f0cdfe>
def _loop(st):
    for _t639 in st.zones[20]:
        if (_c655[_t639] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #215 30b26b0f>
def _loop(st):
    for _t643 in st.zones[22]:
        return _c658[_t643]
    return None

# <rulerun alienz.rules: turn #216 cc1dc126>
def _loop(st):
    for _t649 in st.zones[22]:
        return _c660[_t649]
    return None

# <rulerun alienz.rules: turn #217 f11382f3>
def _loop(st):
    for _t660 in st.zones[22]:
        return _c664[_t660]
    return None

# <rulerun alienz.rules: turn #218 647dceef>
def _loop(st):
    for _t666 in st.zones[22]:
        return _c666[_t666]
    return None

# <rulerun alienz.rules: board_own #219 56bcc031>
def _loop(st):
    for _t676 in st.zones[20]:
        if (_c670[_t676] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #220 83acb4a8>
def _loop(st):
    for _t680 in st.zones[22]:
        return _c673[_t680]
    return None

# <rulerun alienz.rules: board_own #221 58e09ce3>
def _loop(st):
    for _t686 in st.zones[22]:
        return _c676[_t686]
    return None

# <rulerun alienz.rules: board_own #222 a140f572>
def _loop(st):
    for _t697 in st.zones[22]:
        return _c682[_t697]
    return None

# <rulerun alienz.rules: board_own #223 5cc2ab1f>
def _loop(st):
    for _t703 in st.zones[22]:
        return _c684[_t703]
    return None

# <rulerun alienz.rules: board_own #224 playout 17ade97b>
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
        if st.budget < 0: _spent669(st)
        L[3] = None
        if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a671(st))) else 2)):
            _t682 = _NOT_YET
            _t683 = _NOT_YET
            _t684 = _NOT_YET
            _t685 = _NOT_YET
            _t688 = _NOT_YET
            _t689 = _NOT_YET
            _t690 = _NOT_YET
            _t691 = _NOT_YET
            _t678 = []
            for _t679 in _st_zones[(3 + _l0)]:
                if ((_c672[_t679] == _l1) or (((_t685 if _t685 is not _NOT_YET else (_t685 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t682 if _t682 is not _NOT_YET else (_t682 := _a674(st))) if (_t684 if _t684 is not _NOT_YET else (_t684 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t683 if _t683 is not _NOT_YET else (_t683 := list(map(_c675.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c672[_t679] == (_t691 if _t691 is not _NOT_YET else (_t691 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t688 if _t688 is not _NOT_YET else (_t688 := _a677(st))) if (_t690 if _t690 is not _NOT_YET else (_t690 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t689 if _t689 is not _NOT_YET else (_t689 := list(map(_c675.__getitem__, _st_zones[20]))))))))) else None)))))))): _t678.append(_t679)
            _t692 = _l0
            _t693 = len(_t678)
            if not _t693: _no_option680(_t692, 'alien to fly')
            if _t693 <= 1 and _st_log is None:
                L[4] = _t678[0] if _t693 else None
            elif _st_log is None and st.decisions < st.inline_until:
                if _st_bits is None: _t694 = st.chooser(_t693, _t692)
                else:
                    _t694 = _st_bits(_t693.bit_length())
                    while _t694 >= _t693: _t694 = _st_bits(_t693.bit_length())
                L[4] = _t678[_t694]; st.decisions += 1
            elif _decide681(st, L, _t678, _t692): raise _PlayoutCut678()
            L[3] = L[4]
        else:
            _t699 = _NOT_YET
            _t700 = _NOT_YET
            _t701 = _NOT_YET
            _t702 = _NOT_YET
            _t705 = _NOT_YET
            _t706 = _NOT_YET
            _t707 = _NOT_YET
            _t708 = _NOT_YET
            _t695 = []
            for _t696 in _st_zones[(3 + _l0)]:
                if ((_c672[_t696] == _l1) or (((_t702 if _t702 is not _NOT_YET else (_t702 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t699 if _t699 is not _NOT_YET else (_t699 := _a683(st))) if (_t701 if _t701 is not _NOT_YET else (_t701 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t700 if _t700 is not _NOT_YET else (_t700 := list(map(_c675.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c672[_t696] == (_t708 if _t708 is not _NOT_YET else (_t708 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t705 if _t705 is not _NOT_YET else (_t705 := _a685(st))) if (_t707 if _t707 is not _NOT_YET else (_t707 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t706 if _t706 is not _NOT_YET else (_t706 := list(map(_c675.__getitem__, _st_zones[20]))))))))) else None)))))))): _t695.append(_t696)
            if _offer686(st, L, _t695): raise _PlayoutCut678()
            L[3] = L[5]
        if (L[3] is None):
            break
        _t709 = L[3]
        _t710 = (11 + _l0)
        if type(_t709) is int and _st_log is None:
            _t711 = _st_zones[_st_loc[_t709]]
            if _t711[-1] == _t709: _t711.pop()
            else: _t711.remove(_t709)
            _st_zones[_t710].append(_t709); _st_loc[_t709] = _t710
        elif _t709 is not None:
            _move_cards687(st, _t709, _t710, False)
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
        L[2] = (_t712 if -1000000000000000000 <= (_t712 := L[2] + 1) <= 1000000000000000000 else _beyond688(_t712))
    if _st_log is not None: _st_log.append(_Text692(_audience689(st), [_PlayerRef690(_l0), ' flies ', _plain691(L[2]), ' ', _plain691(('alien' if (L[2] == 1) else 'aliens')), ' to the ', _plain691(_l1), ' planet']))

# <rulerun alienz.rules: turn #225 31f67b5c>
def _loop(st):
    for _t718 in st.zones[22]:
        return _c695[_t718]
    return None

# <rulerun alienz.rules: turn #226 a9057225>
def _loop(st):
    for _t724 in st.zones[22]:
        return _c697[_t724]
    return None

# <rulerun alienz.rules: private_flight #227 93424889>
def _loop(st):
    for _t736 in st.zones[22]:
        return _c701[_t736]
    return None

# <rulerun alienz.rules: private_flight #228 f1143cbc>
def _loop(st):
    for _t745 in st.zones[22]:
        return _c707[_t745]
    return None

# <rulerun alienz.rules: private_flight #229 650ec08b>
def _loop(st):
    for _t751 in st.zones[22]:
        return _c710[_t751]
    return None

# <rulerun alienz.rules: private_flight #230 f33e6c5b>
def _loop(st, L, _t735):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t742 = _st_zones[(3 + L[0])]
    st.budget -= len(_t742)
    if st.budget < 0: _spent704(st)
    _t747 = _NOT_YET
    _t748 = _NOT_YET
    _t749 = _NOT_YET
    _t750 = _NOT_YET
    _t753 = _NOT_YET
    _t754 = _NOT_YET
    _t755 = _NOT_YET
    _t756 = _NOT_YET
    _t744 = 0
    for _t743 in _t742:
        if ((_t743 != _t735) and ((_c705[_t743] == _c706[_t735]) or (((_t750 if _t750 is not _NOT_YET else (_t750 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t747 if _t747 is not _NOT_YET else (_t747 := _a708(st))) if (_t749 if _t749 is not _NOT_YET else (_t749 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t748 if _t748 is not _NOT_YET else (_t748 := list(map(_c709.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c705[_t743] == (_t756 if _t756 is not _NOT_YET else (_t756 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t753 if _t753 is not _NOT_YET else (_t753 := _a711(st))) if (_t755 if _t755 is not _NOT_YET else (_t755 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t754 if _t754 is not _NOT_YET else (_t754 := list(map(_c709.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t744 += 1
    return _t744

# <rulerun alienz.rules: private_flight #231 deaa0352>
def _loop(st):
    for _t771 in st.zones[22]:
        return _c725[_t771]
    return None

# <rulerun alienz.rules: private_flight #232 a49b3a01>
def _loop(st):
    for _t777 in st.zones[22]:
        return _c727[_t777]
    return None

# <rulerun alienz.rules: private_flight #233 playout 4893cbd6>
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
    if st.budget < 0: _spent699(st)
    _t738 = _NOT_YET
    _t739 = _NOT_YET
    _t740 = _NOT_YET
    _t741 = _NOT_YET
    _t757 = _NOT_YET
    _t758 = _NOT_YET
    _t759 = _NOT_YET
    _t734 = []
    for _t735 in _st_zones[(3 + _l0)]:
        if (_memo7[(_l0, _t735,)] if (_l0, _t735,) in _memo7 else _memo7.setdefault((_l0, _t735,), ((_c700[_t735] != (_t741 if _t741 is not _NOT_YET else (_t741 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t738 if _t738 is not _NOT_YET else (_t738 := _a702(st))) if (_t740 if _t740 is not _NOT_YET else (_t740 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t739 if _t739 is not _NOT_YET else (_t739 := list(map(_c703.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a712(st, L, _t735) >= (_t759 if _t759 is not _NOT_YET else (_t759 := (3 if (_t758 if _t758 is not _NOT_YET else (_t758 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t757 if _t757 is not _NOT_YET else (_t757 := list(map(_c703.__getitem__, _st_zones[20]))))))))) else 2))))))): _t734.append(_t735)
    _t760 = _l0
    _t761 = len(_t734)
    if not _t761: _no_option715(_t760, 'planet for a private flight')
    if _t761 <= 1 and _st_log is None:
        L[1] = _t734[0] if _t761 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t762 = st.chooser(_t761, _t760)
        else:
            _t762 = _st_bits(_t761.bit_length())
            while _t762 >= _t761: _t762 = _st_bits(_t761.bit_length())
        L[1] = _t734[_t762]; st.decisions += 1
    elif _decide716(st, L, _t734, _t760): raise _PlayoutCut713()
    L[2] = _c700[L[1]]
    _t763 = L[1]
    _t764 = (15 + _l0)
    if type(_t763) is int and _st_log is None:
        _t765 = _st_zones[_st_loc[_t763]]
        if _t765[-1] == _t763: _t765.pop()
        else: _t765.remove(_t763)
        _st_zones[_t764].append(_t763); _st_loc[_t763] = _t764
    elif _t763 is not None:
        _move_cards717(st, _t763, _t764, False)
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
    if _st_log is not None: _st_log.append(_Text721(_audience718(st), [_PlayerRef719(_l0), ' opens a private flight to the ', _plain720(L[2]), ' planet']))
    if _p722(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i6l0 = L[2]
    _i6 = [_i6l0, None, None, None, None]
    _t767 = (_k723 or [])
    st.budget -= len(_t767)
    if st.budget < 0: _spent699(st)
    for _t766 in _t767:
        _i6[3] = _t766
        _t769 = _st_zones[(7 + _t766)]
        st.budget -= len(_t769)
        if st.budget < 0: _spent699(st)
        _t773 = _NOT_YET
        _t774 = _NOT_YET
        _t775 = _NOT_YET
        _t776 = _NOT_YET
        _t779 = _NOT_YET
        _t780 = _NOT_YET
        _t781 = _NOT_YET
        _t782 = _NOT_YET
        _t768 = []
        for _t770 in _t769:
            if ((_c724[_t770] == _i6l0) or (((_t776 if _t776 is not _NOT_YET else (_t776 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t773 if _t773 is not _NOT_YET else (_t773 := _a726(st))) if (_t775 if _t775 is not _NOT_YET else (_t775 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t774 if _t774 is not _NOT_YET else (_t774 := list(map(_c703.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c724[_t770] == (_t782 if _t782 is not _NOT_YET else (_t782 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t779 if _t779 is not _NOT_YET else (_t779 := _a728(st))) if (_t781 if _t781 is not _NOT_YET else (_t781 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t780 if _t780 is not _NOT_YET else (_t780 := list(map(_c703.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t768.append(_t770)
        _i6[4] = _t768
        if (not not (_i6[4] or ())):
            if _st_log is not None: _st_log.append(_Text721(_audience718(st), [_PlayerRef719(_t766), "'s queued aliens board the flight"]))
            _t783 = _i6[4]
            _t784 = (11 + _t766)
            if type(_t783) is list and _st_log is None:
                for _t785 in _t783:
                    _t786 = _st_zones[_st_loc[_t785]]
                    if _t786[-1] == _t785: _t786.pop()
                    else: _t786.remove(_t785)
                    _st_zones[_t784].append(_t785); _st_loc[_t785] = _t784
            elif _t783 is not None:
                _move_cards717(st, _t783, _t784, False)
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
    if _st_log is not None: _st_log.append(_Text721(_audience718(st), ['The flight to the ', _plain720(L[2]), ' planet is closed']))

# <rulerun alienz.rules: reveal_event #234 3d6be565>
def _loop(st):
    _t794 = 0
    for _t793 in st.zones[0]:
        if (_c748[_t793] is not None):
            _t794 += 1
    return _t794

# <rulerun alienz.rules: reveal_event #235 1dd59e34>
def _loop(st):
    _t796 = 0
    for _t795 in st.zones[0]:
        if (_c752[_t795] is not None):
            _t796 += 1
    return _t796

# <rulerun alienz.rules: storm_flip #236 playout c5606b0d>
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
    if len(st.cur) + _d > 500: raise _RuleLimit765(_k766)
    st.budget -= 1
    if st.budget < 0: _spent767(st)
    if _p768[0](st, [], _d + 1) == 3: return 3
    if (not _st_zones[0]):
        return 2
    L[0] = (_z[-1] if (_z := _st_zones[0]) else None)
    _t807 = L[0]
    _t808 = 22
    if type(_t807) is int and _st_log is None:
        _t809 = _st_zones[_st_loc[_t807]]
        if _t809[-1] == _t807: _t809.pop()
        else: _t809.remove(_t807)
        _st_zones[_t808].append(_t807); _st_loc[_t807] = _t808
    elif _t807 is not None:
        _move_cards769(st, _t807, _t808, False)
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
    if _st_log is not None: _st_log.append(_Text773(_audience770(st), ['Asteroid Storm: flights to the ', _plain772(_c771[L[0]]), ' planet are forbidden and ', _plain772(_c771[L[0]]), ' aliens are wild']))
    if _p768[0](st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: take_effect #237 playout 52eb0711>
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
    if len(st.cur) + _d > 500: raise _RuleLimit758(_k759)
    if (_c760[_l0] == 'clear_sky'):
        if (not _st_zones[20]):
            if _st_log is not None: _st_log.append(_Text762(_audience761(st), ['Clear Sky: no event is in force']))
        else:
            if _st_log is not None: _st_log.append(_Text762(_audience761(st), ['Clear Sky cancels ', _cards_ref763(st, _st_zones[20][:])]))
        _t797 = 20
        _t798 = 21
        if _st_log is None and _t797 != _t798:
            _t799 = _st_zones[_t797]; _st_zones[_t798] += _t799
            for _t800 in _t799: _st_loc[_t800] = _t798
            _t799.clear()
        else:
            _move_cards764(st, _st_zones[_t797][:], _t798, False)
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
        _t801 = _l0
        _t802 = 21
        if type(_t801) is int and _st_log is None:
            _t803 = _st_zones[_st_loc[_t801]]
            if _t803[-1] == _t801: _t803.pop()
            else: _t803.remove(_t801)
            _st_zones[_t802].append(_t801); _st_loc[_t801] = _t802
        elif _t801 is not None:
            _move_cards764(st, _t801, _t802, False)
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
    _t804 = _l0
    _t805 = 20
    if type(_t804) is int and _st_log is None:
        _t806 = _st_zones[_st_loc[_t804]]
        if _t806[-1] == _t804: _t806.pop()
        else: _t806.remove(_t804)
        _st_zones[_t805].append(_t804); _st_loc[_t804] = _t805
    elif _t804 is not None:
        _move_cards764(st, _t804, _t805, False)
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
    if (_c760[_l0] == 'queueing'):
        if _st_log is not None: _st_log.append(_Text762(_audience761(st), ['Queue: once per turn the active player may queue one alien before the flight']))
    elif (_c760[_l0] == 'rush_hour'):
        if _st_log is not None: _st_log.append(_Text762(_audience761(st), ['Rush Hour: every turn takes two aliens and refills two slots']))
    elif (_c760[_l0] == 'group'):
        if _st_log is not None: _st_log.append(_Text762(_audience761(st), ['Group: a flight needs 3 aliens from the flyer']))
    else:
        if _p774(st, [None], _d + 1) == 3: return 3

# <rulerun alienz.rules: resolve_events #238 playout 573f0f8b>
def _native(st, L, _d=0):
    _st_vars = st.vars
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit755(_k756)
    if _st_vars[12]:
        return 2
    _st_vars[12] = True
    while (not not _st_zones[19]):
        st.budget -= 1
        if st.budget < 0: _spent757(st)
        if _p775(st, [(_z[0] if (_z := _st_zones[19]) else None)], _d + 1) == 3: return 3
    _st_vars[12] = False

# <rulerun alienz.rules: reveal_event #239 playout cec063bf>
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
    if len(st.cur) + _d > 500: raise _RuleLimit743(_k744)
    _t790 = _l0
    _t791 = 19
    if type(_t790) is int and _st_log is None:
        _t792 = _st_zones[_st_loc[_t790]]
        if _t792[-1] == _t790: _t792.pop()
        else: _t792.remove(_t790)
        _st_zones[_t791].append(_t790); _st_loc[_t790] = _t791
    elif _t790 is not None:
        _move_cards745(st, _t790, _t791, False)
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
    if _st_log is not None: _st_log.append(_Text751(_audience746(st), ['Event revealed: ', _card_ref747(st, _l0), ' (', _plain750((5 - (_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a749(st))))), ' of 5)']))
    if ((_memo2[None] if None in _memo2 else _memo2.setdefault(None, _a753(st))) == 0):
        if _st_vars[11]:
            _st_vars[13] = True
            if _st_log is not None: _st_log.append(_Text751(_audience746(st), ['The 5th event: the round ends when this flight is closed']))
            return 2
        if _st_log is not None: _st_log.append(_Text751(_audience746(st), ['The 5th event: the round ends']))
        raise _ExitTo754(1)
    if _st_vars[11]:
        if _st_log is not None: _st_log.append(_Text751(_audience746(st), [_card_ref747(st, _l0), ' takes effect after the flight']))
        return 2
    if _p776(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: surface #240 playout e045b372>
def _native(st, L, _d=0):
    _st_log = st.log
    _st_zones = st.zones
    if len(st.cur) + _d > 500: raise _RuleLimit739(_k740)
    while ((not not _st_zones[0]) and _d741(st, [(_z[-1] if (_z := _st_zones[0]) else None)])):
        st.budget -= 1
        if st.budget < 0: _spent742(st)
        if _p777(st, [(_z[-1] if (_z := _st_zones[0]) else None)], _d + 1) == 3: return 3
    if (not not _st_zones[0]):
        if _st_log is not None: _st_log.append(_Text781(_audience778(st), ['The deck shows the ', _plain780(_c779[(_z[-1] if (_z := _st_zones[0]) else None)]), ' planet']))

# <rulerun alienz.rules: commercial_flight #241 c2fb5e47>
def _loop(st):
    for _t815 in st.zones[22]:
        return _c786[_t815]
    return None

# <rulerun alienz.rules: commercial_flight #242 8fe81ab3>
def _loop(st):
    for _t821 in st.zones[22]:
        return _c789[_t821]
    return None

# <rulerun alienz.rules: commercial_flight #243 d38fc6f0>
def _loop(st):
    for _t834 in st.zones[22]:
        return _c792[_t834]
    return None

# <rulerun alienz.rules: commercial_flight #244 76798230>
def _loop(st):
    for _t840 in st.zones[22]:
        return _c794[_t840]
    return None

# <rulerun alienz.rules: commercial_flight #245 playout 7dd8d45c>
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
    if len(st.cur) + _d > 500: raise _RuleLimit730(_k731)
    st.budget -= 1
    if st.budget < 0: _spent732(st)
    L[1] = (_z[-1] if (_z := _st_zones[0]) else None)
    L[2] = _c733[L[1]]
    _st_vars[11] = True
    if _st_log is not None: _st_log.append(_Text737(_audience734(st), [_PlayerRef735(_l0), ' takes the top card of the deck for a commercial flight to the ', _plain736(L[2]), ' planet']))
    _t787 = L[1]
    _t788 = (15 + _l0)
    if type(_t787) is int and _st_log is None:
        _t789 = _st_zones[_st_loc[_t787]]
        if _t789[-1] == _t787: _t789.pop()
        else: _t789.remove(_t787)
        _st_zones[_t788].append(_t787); _st_loc[_t787] = _t788
    elif _t787 is not None:
        _move_cards738(st, _t787, _t788, False)
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
    if _p782(st, [], _d + 1) == 3: return 3
    if _p783(st, [_l0, L[2], None, None, None, None]) == 3: return 3
    _i7l0 = L[2]
    _i7 = [_i7l0, None, None, None, None]
    _t811 = (_k784 or [])
    st.budget -= len(_t811)
    if st.budget < 0: _spent732(st)
    for _t810 in _t811:
        _i7[3] = _t810
        _t813 = _st_zones[(7 + _t810)]
        st.budget -= len(_t813)
        if st.budget < 0: _spent732(st)
        _t817 = _NOT_YET
        _t818 = _NOT_YET
        _t819 = _NOT_YET
        _t820 = _NOT_YET
        _t823 = _NOT_YET
        _t824 = _NOT_YET
        _t825 = _NOT_YET
        _t826 = _NOT_YET
        _t812 = []
        for _t814 in _t813:
            if ((_c785[_t814] == _i7l0) or (((_t820 if _t820 is not _NOT_YET else (_t820 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t817 if _t817 is not _NOT_YET else (_t817 := _a787(st))) if (_t819 if _t819 is not _NOT_YET else (_t819 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t818 if _t818 is not _NOT_YET else (_t818 := list(map(_c788.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c785[_t814] == (_t826 if _t826 is not _NOT_YET else (_t826 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t823 if _t823 is not _NOT_YET else (_t823 := _a790(st))) if (_t825 if _t825 is not _NOT_YET else (_t825 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t824 if _t824 is not _NOT_YET else (_t824 := list(map(_c788.__getitem__, _st_zones[20]))))))))) else None)))))))):
                _t812.append(_t814)
        _i7[4] = _t812
        if (not not (_i7[4] or ())):
            if _st_log is not None: _st_log.append(_Text737(_audience734(st), [_PlayerRef735(_t810), "'s queued aliens board the flight"]))
            _t827 = _i7[4]
            _t828 = (11 + _t810)
            if type(_t827) is list and _st_log is None:
                for _t829 in _t827:
                    _t830 = _st_zones[_st_loc[_t829]]
                    if _t830[-1] == _t829: _t830.pop()
                    else: _t830.remove(_t829)
                    _st_zones[_t828].append(_t829); _st_loc[_t829] = _t828
            elif _t827 is not None:
                _move_cards738(st, _t827, _t828, False)
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
    for _t831 in (_o791[_l0] or []):
        L[5] = _t831
        if not ((_t831 != _l0)): continue
        _i8l0 = _t831
        _i8l1 = L[2]
        _i8 = [_i8l0, _i8l1, None, None]
        _i8[2] = 0
        while True:
            st.budget -= 1
            if st.budget < 0: _spent732(st)
            _t836 = _NOT_YET
            _t837 = _NOT_YET
            _t838 = _NOT_YET
            _t839 = _NOT_YET
            _t842 = _NOT_YET
            _t843 = _NOT_YET
            _t844 = _NOT_YET
            _t845 = _NOT_YET
            _t832 = []
            for _t833 in _st_zones[(3 + _i8l0)]:
                if ((_c785[_t833] == _i8l1) or (((_t839 if _t839 is not _NOT_YET else (_t839 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t836 if _t836 is not _NOT_YET else (_t836 := _a793(st))) if (_t838 if _t838 is not _NOT_YET else (_t838 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t837 if _t837 is not _NOT_YET else (_t837 := list(map(_c788.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c785[_t833] == (_t845 if _t845 is not _NOT_YET else (_t845 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t842 if _t842 is not _NOT_YET else (_t842 := _a795(st))) if (_t844 if _t844 is not _NOT_YET else (_t844 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t843 if _t843 is not _NOT_YET else (_t843 := list(map(_c788.__getitem__, _st_zones[20]))))))))) else None)))))))): _t832.append(_t833)
            if _offer797(st, _i8, _t832): raise _PlayoutCut796()
            if (_i8[3] is None):
                break
            _t846 = _i8[3]
            _t847 = (11 + _i8l0)
            if type(_t846) is int and _st_log is None:
                _t848 = _st_zones[_st_loc[_t846]]
                if _t848[-1] == _t846: _t848.pop()
                else: _t848.remove(_t846)
                _st_zones[_t847].append(_t846); _st_loc[_t846] = _t847
            elif _t846 is not None:
                _move_cards738(st, _t846, _t847, False)
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
            _i8[2] = (_t849 if -1000000000000000000 <= (_t849 := _i8[2] + 1) <= 1000000000000000000 else _beyond798(_t849))
        if (_i8[2] > 0):
            if _st_log is not None: _st_log.append(_Text737(_audience734(st), [_PlayerRef735(_i8l0), ' joins the flight with ', _plain736(_i8[2]), ' ', _plain736(('alien' if (_i8[2] == 1) else 'aliens'))]))
        else:
            if _st_log is not None: _st_log.append(_Text737(_audience734(st), [_PlayerRef735(_i8l0), ' does not join']))
    _st_vars[11] = False
    if _st_log is not None: _st_log.append(_Text737(_audience734(st), ['The flight to the ', _plain736(L[2]), ' planet is closed']))
    if _st_vars[13]:
        if _st_log is not None: _st_log.append(_Text737(_audience734(st), ['The round ends: the rest of the turn is skipped']))
        raise _ExitTo799(1)
    if _p800(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: refill #246 playout 7771ee1d>
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
    if len(st.cur) + _d > 500: raise _RuleLimit802(_k803)
    while ((len(_st_zones[(2 if False else 1)]) < 4) and (not not _st_zones[0])):
        st.budget -= 1
        if st.budget < 0: _spent804(st)
        _t852 = _st_zones[0]
        _t851 = (2 if False else 1)
        if st.log is None and _t852:
            _t850 = _t852.pop(); _st_zones[_t851].append(_t850); st.loc[_t850] = _t851
        elif _t852:
            _move_cards805(st, _t852[-1], _t851, False)
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
        if _p806(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: turn #247 playout 254bea19>
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
    if len(st.cur) + _d > 500: raise _RuleLimit598(_k599)
    st.budget -= 1
    if st.budget < 0: _spent600(st)
    _st_vars[10] = (_t556 if -1000000000000000000 <= (_t556 := _st_vars[10] + 1) <= 1000000000000000000 else _beyond601(_t556))
    if _st_log is not None: _st_log.append(_Text605(_audience602(st), ['Turn ', _plain603(_st_vars[10]), ': ', _PlayerRef604(_l0)]))
    L[1] = (2 if (_memo0['rush_hour'] if 'rush_hour' in _memo0 else _memo0.setdefault('rush_hour', _a607(st))) else 1)
    _t560 = (_range608(1, L[1]) or [])
    st.budget -= len(_t560)
    if st.budget < 0: _spent600(st)
    for _t559 in _t560:
        L[4] = _t559
        _t561 = _st_zones[(2 if False else 1)]
        _t562 = _l0
        _t563 = len(_t561)
        if not _t563: _no_option611(_t562, 'alien to take')
        if _t563 <= 1 and _st_log is None:
            L[5] = _t561[0] if _t563 else None
        elif _st_log is None and st.decisions < st.inline_until:
            if _st_bits is None: _t564 = st.chooser(_t563, _t562)
            else:
                _t564 = _st_bits(_t563.bit_length())
                while _t564 >= _t563: _t564 = _st_bits(_t563.bit_length())
            L[5] = _t561[_t564]; st.decisions += 1
        elif _decide612(st, L, _t561[:], _t562): raise _PlayoutCut609()
        _t565 = L[5]
        _t566 = (3 + _l0)
        if type(_t565) is int and _st_log is None:
            _t567 = _st_zones[_st_loc[_t565]]
            if _t567[-1] == _t565: _t567.pop()
            else: _t567.remove(_t565)
            _st_zones[_t566].append(_t565); _st_loc[_t565] = _t566
        elif _t565 is not None:
            _move_cards613(st, _t565, _t566, False)
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
    if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a615(st))):
        _t570 = _st_zones[(3 + _l0)]
        if _offer616(st, L, _t570[:]): raise _PlayoutCut609()
        if (L[6] is not None):
            _t571 = L[6]
            _t572 = (7 + _l0)
            if type(_t571) is int and _st_log is None:
                _t573 = _st_zones[_st_loc[_t571]]
                if _t573[-1] == _t571: _t573.pop()
                else: _t573.remove(_t571)
                _st_zones[_t572].append(_t571); _st_loc[_t571] = _t572
            elif _t571 is not None:
                _move_cards613(st, _t571, _t572, False)
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
    _t574 = (_joined617(_joined617(['no flight'], (['private flight'] if _a632(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d633(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d634(st, [_c635[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d636(st, [_l0, _c635[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a638(st))) else 2))) else [])) or [])
    _t604 = _l0
    _t605 = len(_t574)
    if not _t605: _no_option611(_t604, 'flight this turn')
    if _t605 <= 1 and _st_log is None:
        L[7] = _t574[0] if _t605 else None
    elif _st_log is None and st.decisions < st.inline_until:
        if _st_bits is None: _t606 = st.chooser(_t605, _t604)
        else:
            _t606 = _st_bits(_t605.bit_length())
            while _t606 >= _t605: _t606 = _st_bits(_t605.bit_length())
        L[7] = _t574[_t606]; st.decisions += 1
    elif _decide640(st, L, _t574, _t604): raise _PlayoutCut609()
    if (L[7] == 'private flight'):
        if _p729(st, [_l0, None, None]) == 3: return 3
    elif (L[7] == 'commercial flight'):
        if _p801(st, [_l0, None, None, None, None, None], _d + 1) == 3: return 3
    else:
        if _st_log is not None: _st_log.append(_Text605(_audience602(st), [_PlayerRef604(_l0), ' does not fly']))
    if _p807(st, [], _d + 1) == 3: return 3

# <rulerun alienz.rules: round #248 af7a08f0>
def _native(st, fr):
    _st_log = st.log
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            if _st_log is not None: _st_log.append(_k596)
            _r = _run597(st, L)
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
                if _p808(st, [L[0], None, None, None, None, None, None, None], 1) == 3: return True
                pc = 4
            else:
                _a = [L[0], None, None, None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit809(_k810)
                fr[1] = 4; st.cur.append([2, 0, _a]); return None
        if pc == 4:
            _r = _run811(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit595(_k, st, _d0): raise _Runaway594()
            continue
        if pc == 6:
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k812)

# <rulerun alienz.rules: turn #249 b26c5eb5>
def _loop(st):
    for _t856 in st.zones[20]:
        if (_c822[_t856] == 'queueing'):
            return True
    return False

# <rulerun alienz.rules: turn #250 4b526967>
def _loop(st):
    for _t861 in st.zones[22]:
        return _c829[_t861]
    return None

# <rulerun alienz.rules: turn #251 aa8016b6>
def _loop(st):
    for _t870 in st.zones[22]:
        return _c835[_t870]
    return None

# <rulerun alienz.rules: turn #252 74b03962>
def _loop(st):
    for _t876 in st.zones[22]:
        return _c838[_t876]
    return None

# <rulerun alienz.rules: turn #253 e90c4d2a>
def _loop(st, L, _t859):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t867 = _st_zones[(3 + L[0])]
    st.budget -= len(_t867)
    if st.budget < 0: _spent832(st)
    _t872 = _NOT_YET
    _t873 = _NOT_YET
    _t874 = _NOT_YET
    _t875 = _NOT_YET
    _t878 = _NOT_YET
    _t879 = _NOT_YET
    _t880 = _NOT_YET
    _t881 = _NOT_YET
    _t869 = 0
    for _t868 in _t867:
        if ((_t868 != _t859) and ((_c833[_t868] == _c834[_t859]) or (((_t875 if _t875 is not _NOT_YET else (_t875 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t872 if _t872 is not _NOT_YET else (_t872 := _a836(st))) if (_t874 if _t874 is not _NOT_YET else (_t874 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t873 if _t873 is not _NOT_YET else (_t873 := list(map(_c837.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c833[_t868] == (_t881 if _t881 is not _NOT_YET else (_t881 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t878 if _t878 is not _NOT_YET else (_t878 := _a839(st))) if (_t880 if _t880 is not _NOT_YET else (_t880 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t879 if _t879 is not _NOT_YET else (_t879 := list(map(_c837.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t869 += 1
    return _t869

# <rulerun alienz.rules: turn #254 e026bba1>
def _loop(st, L):
    _memo0 = st.memos[0]
    _memo7 = st.memos[7]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t858 = _st_zones[(3 + L[0])]
    st.budget -= len(_t858)
    if st.budget < 0: _spent827(st)
    _t863 = _NOT_YET
    _t864 = _NOT_YET
    _t865 = _NOT_YET
    _t866 = _NOT_YET
    _t882 = _NOT_YET
    _t883 = _NOT_YET
    _t884 = _NOT_YET
    for _t859 in _t858:
        if (_memo7[(L[0], _t859,)] if (L[0], _t859,) in _memo7 else _memo7.setdefault((L[0], _t859,), ((_c828[_t859] != (_t866 if _t866 is not _NOT_YET else (_t866 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t863 if _t863 is not _NOT_YET else (_t863 := _a830(st))) if (_t865 if _t865 is not _NOT_YET else (_t865 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t864 if _t864 is not _NOT_YET else (_t864 := list(map(_c831.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a840(st, L, _t859) >= (_t884 if _t884 is not _NOT_YET else (_t884 := (3 if (_t883 if _t883 is not _NOT_YET else (_t883 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t882 if _t882 is not _NOT_YET else (_t882 := list(map(_c831.__getitem__, _st_zones[20]))))))))) else 2))))))):
            return True
    return False

# <rulerun alienz.rules: turn #255 71bff9d7>
def _loop(st):
    for _t885 in st.zones[20]:
        if (_c846[_t885] == 'group'):
            return True
    return False

# <rulerun alienz.rules: turn #256 83434f0b>
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
            _r = _run815(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[2] = (_range816(1, L[1]) or []); L[3] = 0
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
            _t853 = L[0]
            _t854 = len(_o)
            if not _t854: _no_option818(_t853, 'alien to take')
            if _t854 <= 1 and _st_log is None:
                L[5] = _o[0] if _t854 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t855 = st.chooser(_t854, _t853)
                else:
                    _t855 = _st_bits(_t854.bit_length())
                    while _t855 >= _t854: _t855 = _st_bits(_t854.bit_length())
                L[5] = _o[_t855]; st.decisions += 1
                if st.thread_player is not None: _answered819(st, _t855)
            elif _decide820(st, L, _o[:], _t853): return True
            pc = 4
        if pc == 4:
            _r = _run821(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 2
            _k += 1
            if _k > _lim and _over_limit814(_k, st, _d0): raise _Runaway813()
            continue
        if pc == 6:
            if (_memo0['queueing'] if 'queueing' in _memo0 else _memo0.setdefault('queueing', _a823(st))):
                pc = 7
            else:
                pc = 10
        if pc == 7:
            _o = _st_zones[(3 + L[0])]
            fr[1] = 8
            if _offer824(st, L, _o[:]): return True
            pc = 8
        if pc == 8:
            _r = _run825(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 10
        if pc == 10:
            _o = (_joined826(_joined826(['no flight'], (['private flight'] if _a841(st, L) else [])), (['commercial flight'] if ((((not not _st_zones[0]) and (not _d842(st, [(_z[-1] if (_z := _st_zones[0]) else None)]))) and _d843(st, [_c844[(_z[-1] if (_z := _st_zones[0]) else None)]])) and (_d845(st, [L[0], _c844[(_z[-1] if (_z := _st_zones[0]) else None)]]) >= (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a847(st))) else 2))) else [])) or [])
            fr[1] = 11
            _t887 = L[0]
            _t888 = len(_o)
            if not _t888: _no_option818(_t887, 'flight this turn')
            if _t888 <= 1 and _st_log is None:
                L[7] = _o[0] if _t888 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t889 = st.chooser(_t888, _t887)
                else:
                    _t889 = _st_bits(_t888.bit_length())
                    while _t889 >= _t888: _t889 = _st_bits(_t888.bit_length())
                L[7] = _o[_t889]; st.decisions += 1
                if st.thread_player is not None: _answered819(st, _t889)
            elif _decide849(st, L, _o, _t887): return True
            pc = 11
        if pc == 11:
            if (L[7] == 'private flight'):
                pc = 12
            else:
                pc = 14
        if pc == 12:
            if st.thread_player == st.inline_thread:
                if _p850(st, [L[0], None, None]) == 3: return True
                pc = 13
            else:
                _a = [L[0], None, None]
                if len(st.cur) >= 500: raise _RuleLimit851(_k852)
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
                if _p853(st, [L[0], None, None, None, None, None], 1) == 3: return True
                pc = 16
            else:
                _a = [L[0], None, None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit851(_k854)
                fr[1] = 16; st.cur.append([4, 0, _a]); return None
        if pc == 16:
            pc = 18
        if pc == 17:
            _r = _run855(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 18
        if pc == 18:
            _r = _run856(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k857)

# <rulerun alienz.rules: private_flight #257 a201012c>
def _loop(st):
    for _t891 in st.zones[22]:
        return _c861[_t891]
    return None

# <rulerun alienz.rules: private_flight #258 70ac6f48>
def _loop(st):
    for _t900 in st.zones[22]:
        return _c867[_t900]
    return None

# <rulerun alienz.rules: private_flight #259 2ca24409>
def _loop(st):
    for _t906 in st.zones[22]:
        return _c870[_t906]
    return None

# <rulerun alienz.rules: private_flight #260 d5cd20ad>
def _loop(st, L, _t890):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    _t897 = _st_zones[(3 + L[0])]
    st.budget -= len(_t897)
    if st.budget < 0: _spent864(st)
    _t902 = _NOT_YET
    _t903 = _NOT_YET
    _t904 = _NOT_YET
    _t905 = _NOT_YET
    _t908 = _NOT_YET
    _t909 = _NOT_YET
    _t910 = _NOT_YET
    _t911 = _NOT_YET
    _t899 = 0
    for _t898 in _t897:
        if ((_t898 != _t890) and ((_c865[_t898] == _c866[_t890]) or (((_t905 if _t905 is not _NOT_YET else (_t905 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t902 if _t902 is not _NOT_YET else (_t902 := _a868(st))) if (_t904 if _t904 is not _NOT_YET else (_t904 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t903 if _t903 is not _NOT_YET else (_t903 := list(map(_c869.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c865[_t898] == (_t911 if _t911 is not _NOT_YET else (_t911 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t908 if _t908 is not _NOT_YET else (_t908 := _a871(st))) if (_t910 if _t910 is not _NOT_YET else (_t910 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t909 if _t909 is not _NOT_YET else (_t909 := list(map(_c869.__getitem__, _st_zones[20]))))))))) else None))))))))):
            _t899 += 1
    return _t899

# <rulerun alienz.rules: private_flight #261 f1caa27f>
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
            _t893 = _NOT_YET
            _t894 = _NOT_YET
            _t895 = _NOT_YET
            _t896 = _NOT_YET
            _t912 = _NOT_YET
            _t913 = _NOT_YET
            _t914 = _NOT_YET
            _o = []
            for _t890 in _st_zones[(3 + L[0])]:
                if (_memo7[(L[0], _t890,)] if (L[0], _t890,) in _memo7 else _memo7.setdefault((L[0], _t890,), ((_c860[_t890] != (_t896 if _t896 is not _NOT_YET else (_t896 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t893 if _t893 is not _NOT_YET else (_t893 := _a862(st))) if (_t895 if _t895 is not _NOT_YET else (_t895 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t894 if _t894 is not _NOT_YET else (_t894 := list(map(_c863.__getitem__, _st_zones[20]))))))))) else None)))))) and (_a872(st, L, _t890) >= (_t914 if _t914 is not _NOT_YET else (_t914 := (3 if (_t913 if _t913 is not _NOT_YET else (_t913 := (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', ('group' in (_t912 if _t912 is not _NOT_YET else (_t912 := list(map(_c863.__getitem__, _st_zones[20]))))))))) else 2))))))): _o.append(_t890)
            fr[1] = 1
            _t915 = L[0]
            _t916 = len(_o)
            if not _t916: _no_option874(_t915, 'planet for a private flight')
            if _t916 <= 1 and _st_log is None:
                L[1] = _o[0] if _t916 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t917 = st.chooser(_t916, _t915)
                else:
                    _t917 = _st_bits(_t916.bit_length())
                    while _t917 >= _t916: _t917 = _st_bits(_t916.bit_length())
                L[1] = _o[_t917]; st.decisions += 1
                if st.thread_player is not None: _answered875(st, _t917)
            elif _decide876(st, L, _o, _t915): return True
            pc = 1
        if pc == 1:
            _r = _run877(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p878(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 3
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit879(_k880)
                fr[1] = 3; st.cur.append([5, 0, _a]); return None
        if pc == 3:
            _r = _run881(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k882)

# <rulerun alienz.rules: join #262 698a5365>
def _loop(st):
    for _t920 in st.zones[22]:
        return _c893[_t920]
    return None

# <rulerun alienz.rules: join #263 3e410b91>
def _loop(st):
    for _t926 in st.zones[22]:
        return _c896[_t926]
    return None

# <rulerun alienz.rules: join #264 playout 1979a9aa>
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
        if st.budget < 0: _spent891(st)
        _t922 = _NOT_YET
        _t923 = _NOT_YET
        _t924 = _NOT_YET
        _t925 = _NOT_YET
        _t928 = _NOT_YET
        _t929 = _NOT_YET
        _t930 = _NOT_YET
        _t931 = _NOT_YET
        _t918 = []
        for _t919 in _st_zones[(3 + _l0)]:
            if ((_c892[_t919] == L[1]) or (((_t925 if _t925 is not _NOT_YET else (_t925 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t922 if _t922 is not _NOT_YET else (_t922 := _a894(st))) if (_t924 if _t924 is not _NOT_YET else (_t924 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t923 if _t923 is not _NOT_YET else (_t923 := list(map(_c895.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c892[_t919] == (_t931 if _t931 is not _NOT_YET else (_t931 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t928 if _t928 is not _NOT_YET else (_t928 := _a897(st))) if (_t930 if _t930 is not _NOT_YET else (_t930 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t929 if _t929 is not _NOT_YET else (_t929 := list(map(_c895.__getitem__, _st_zones[20]))))))))) else None)))))))): _t918.append(_t919)
        if _offer899(st, L, _t918): raise _PlayoutCut898()
        if (L[3] is None):
            break
        _t932 = L[3]
        _t933 = (11 + _l0)
        if type(_t932) is int and _st_log is None:
            _t934 = _st_zones[_st_loc[_t932]]
            if _t934[-1] == _t932: _t934.pop()
            else: _t934.remove(_t932)
            _st_zones[_t933].append(_t932); _st_loc[_t932] = _t933
        elif _t932 is not None:
            _move_cards900(st, _t932, _t933, False)
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
        L[2] = (_t935 if -1000000000000000000 <= (_t935 := L[2] + 1) <= 1000000000000000000 else _beyond901(_t935))
    if (L[2] > 0):
        if _st_log is not None: _st_log.append(_Text905(_audience902(st), [_PlayerRef903(_l0), ' joins the flight with ', _plain904(L[2]), ' ', _plain904(('alien' if (L[2] == 1) else 'aliens'))]))
    else:
        if _st_log is not None: _st_log.append(_Text905(_audience902(st), [_PlayerRef903(_l0), ' does not join']))

# <rulerun alienz.rules: commercial_flight #265 8f31e05c>
def _native(st, fr):
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run885(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if st.thread_player == st.inline_thread:
                if _p886(st, [L[0], L[2], None, None, None, None]) == 3: return True
                pc = 2
            else:
                _a = [L[0], L[2], None, None, None, None]
                if len(st.cur) >= 500: raise _RuleLimit887(_k888)
                fr[1] = 2; st.cur.append([5, 0, _a]); return None
        if pc == 2:
            _r = _run889(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            L[3] = (_o890[L[0]] or []); L[4] = 0
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
                if _p906(st, [L[5], L[2], None, None]) == 3: return True
                pc = 6
            else:
                _a = [L[5], L[2], None, None]
                if len(st.cur) >= 500: raise _RuleLimit887(_k907)
                fr[1] = 6; st.cur.append([7, 0, _a]); return None
        if pc == 6:
            pc = 4
            _k += 1
            if _k > _lim and _over_limit884(_k, st, _d0): raise _Runaway883()
            continue
        if pc == 7:
            _r = _run908(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k909)

# <rulerun alienz.rules: board_own #266 dfb62c9c>
def _loop(st):
    for _t936 in st.zones[20]:
        if (_c915[_t936] == 'group'):
            return True
    return False

# <rulerun alienz.rules: board_own #267 4d199055>
def _loop(st):
    for _t939 in st.zones[22]:
        return _c918[_t939]
    return None

# <rulerun alienz.rules: board_own #268 9eb8892c>
def _loop(st):
    for _t945 in st.zones[22]:
        return _c921[_t945]
    return None

# <rulerun alienz.rules: board_own #269 8004bafd>
def _loop(st):
    for _t955 in st.zones[22]:
        return _c928[_t955]
    return None

# <rulerun alienz.rules: board_own #270 931ee28c>
def _loop(st):
    for _t961 in st.zones[22]:
        return _c930[_t961]
    return None

# <rulerun alienz.rules: board_own #271 ae2e75ad>
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
            _r = _run912(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region913(st, L)
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
            _r = _run914(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            if (L[2] < (3 if (_memo0['group'] if 'group' in _memo0 else _memo0.setdefault('group', _a916(st))) else 2)):
                pc = 4
            else:
                pc = 7
        if pc == 4:
            _t941 = _NOT_YET
            _t942 = _NOT_YET
            _t943 = _NOT_YET
            _t944 = _NOT_YET
            _t947 = _NOT_YET
            _t948 = _NOT_YET
            _t949 = _NOT_YET
            _t950 = _NOT_YET
            _o = []
            for _t938 in _st_zones[(3 + L[0])]:
                if ((_c917[_t938] == L[1]) or (((_t944 if _t944 is not _NOT_YET else (_t944 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t941 if _t941 is not _NOT_YET else (_t941 := _a919(st))) if (_t943 if _t943 is not _NOT_YET else (_t943 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t942 if _t942 is not _NOT_YET else (_t942 := list(map(_c920.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c917[_t938] == (_t950 if _t950 is not _NOT_YET else (_t950 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t947 if _t947 is not _NOT_YET else (_t947 := _a922(st))) if (_t949 if _t949 is not _NOT_YET else (_t949 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t948 if _t948 is not _NOT_YET else (_t948 := list(map(_c920.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t938)
            fr[1] = 5
            _t951 = L[0]
            _t952 = len(_o)
            if not _t952: _no_option924(_t951, 'alien to fly')
            if _t952 <= 1 and _st_log is None:
                L[4] = _o[0] if _t952 else None
            elif _st_log is None and st.decisions < st.inline_until and st.thread_player == st.inline_thread:
                if _st_bits is None: _t953 = st.chooser(_t952, _t951)
                else:
                    _t953 = _st_bits(_t952.bit_length())
                    while _t953 >= _t952: _t953 = _st_bits(_t952.bit_length())
                L[4] = _o[_t953]; st.decisions += 1
                if st.thread_player is not None: _answered925(st, _t953)
            elif _decide926(st, L, _o, _t951): return True
            pc = 5
        if pc == 5:
            _r = _run927(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 9
        if pc == 7:
            _t957 = _NOT_YET
            _t958 = _NOT_YET
            _t959 = _NOT_YET
            _t960 = _NOT_YET
            _t963 = _NOT_YET
            _t964 = _NOT_YET
            _t965 = _NOT_YET
            _t966 = _NOT_YET
            _o = []
            for _t954 in _st_zones[(3 + L[0])]:
                if ((_c917[_t954] == L[1]) or (((_t960 if _t960 is not _NOT_YET else (_t960 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t957 if _t957 is not _NOT_YET else (_t957 := _a929(st))) if (_t959 if _t959 is not _NOT_YET else (_t959 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t958 if _t958 is not _NOT_YET else (_t958 := list(map(_c920.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c917[_t954] == (_t966 if _t966 is not _NOT_YET else (_t966 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t963 if _t963 is not _NOT_YET else (_t963 := _a931(st))) if (_t965 if _t965 is not _NOT_YET else (_t965 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t964 if _t964 is not _NOT_YET else (_t964 := list(map(_c920.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t954)
            fr[1] = 8
            if _offer932(st, L, _o): return True
            pc = 8
        if pc == 8:
            _r = _run933(st, L)
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
            _r = _run934(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit911(_k, st, _d0): raise _Runaway910()
            continue
        if pc == 14:
            _r = _run935(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k936)

# <rulerun alienz.rules: join #272 02f734f2>
def _loop(st):
    for _t968 in st.zones[22]:
        return _c942[_t968]
    return None

# <rulerun alienz.rules: join #273 0fcfcbed>
def _loop(st):
    for _t974 in st.zones[22]:
        return _c945[_t974]
    return None

# <rulerun alienz.rules: join #274 2493fc9d>
def _native(st, fr):
    _memo0 = st.memos[0]
    _memo9 = st.memos[9]
    _st_zones = st.zones
    L = fr[2]
    pc = fr[1]
    _k = 0; _lim = st.step_limit; _d0 = st.decisions
    while True:
        if pc == 0:
            _r = _run939(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
        if pc == 1 and st.thread_player == st.inline_thread:
            _r = _region940(st, L)
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
            _t970 = _NOT_YET
            _t971 = _NOT_YET
            _t972 = _NOT_YET
            _t973 = _NOT_YET
            _t976 = _NOT_YET
            _t977 = _NOT_YET
            _t978 = _NOT_YET
            _t979 = _NOT_YET
            _o = []
            for _t967 in _st_zones[(3 + L[0])]:
                if ((_c941[_t967] == L[1]) or (((_t973 if _t973 is not _NOT_YET else (_t973 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t970 if _t970 is not _NOT_YET else (_t970 := _a943(st))) if (_t972 if _t972 is not _NOT_YET else (_t972 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t971 if _t971 is not _NOT_YET else (_t971 := list(map(_c944.__getitem__, _st_zones[20]))))))))) else None))))) is not None) and (_c941[_t967] == (_t979 if _t979 is not _NOT_YET else (_t979 := (_memo9[None] if None in _memo9 else _memo9.setdefault(None, ((_t976 if _t976 is not _NOT_YET else (_t976 := _a946(st))) if (_t978 if _t978 is not _NOT_YET else (_t978 := (_memo0['asteroid_storm'] if 'asteroid_storm' in _memo0 else _memo0.setdefault('asteroid_storm', ('asteroid_storm' in (_t977 if _t977 is not _NOT_YET else (_t977 := list(map(_c944.__getitem__, _st_zones[20]))))))))) else None)))))))): _o.append(_t967)
            fr[1] = 3
            if _offer947(st, L, _o): return True
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
            _r = _run948(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit938(_k, st, _d0): raise _Runaway937()
            continue
        if pc == 8:
            _r = _run949(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            st.cur.pop(); return None
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k950)

# <rulerun alienz.rules: round #275 playout 6dc69fa2>
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
    if len(st.cur) + _d > 500: raise _RuleLimit954(_k955)
    _events = len(st.events)
    try:
        if _st_log is not None: _st_log.append(_k956)
        st.budget -= 1
        if st.budget < 0: _spent957(st)
        _st_vars[9] = (_t980 if -1000000000000000000 <= (_t980 := _st_vars[9] + 1) <= 1000000000000000000 else _beyond958(_t980))
        _st_vars[11] = False
        _st_vars[12] = False
        _st_vars[13] = False
        if _st_log is not None: _st_log.append(_Text962(_audience959(st), ['Round ', _plain960(_st_vars[9]), ': ', _PlayerRef961(_st_vars[8]), ' deals and ', _PlayerRef961(((_st_vars[8] + 1) % 4)), ' plays first']))
        _t981 = _joined964(_joined964(_joined964(_st_zones[19][:], _st_zones[20][:]), _st_zones[21][:]), _st_zones[22][:])
        _t982 = 0
        if _t981 is not None:
            _move_cards963(st, _t981, _t982, True)
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
        _t983 = _st_zones[(2 if False else 1)][:]
        _t984 = 0
        if _t983 is not None:
            _move_cards963(st, _t983, _t984, True)
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
        _t985 = [_c for _i in [7 + _p for _p in _k965] for _c in _st_zones[_i]]
        _t986 = 0
        if _t985 is not None:
            _move_cards963(st, _t985, _t986, True)
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
        _t987 = _joined964([_c for _i in [11 + _p for _p in _k966] for _c in _st_zones[_i]], [_c for _i in [15 + _p for _p in _k967] for _c in _st_zones[_i]])
        _t988 = 0
        if _t987 is not None:
            _move_cards963(st, _t987, _t988, True)
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
        _t989 = [_c for _i in [3 + _p for _p in _k968] for _c in _st_zones[_i]]
        _t990 = 0
        if _t989 is not None:
            _move_cards963(st, _t989, _t990, True)
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
        _shuffle_zone969(st, 0)
        if _memo2: _memo2.clear()
        if _p970(st, [], _d + 1) == 3: return 3
        if _p971(st, [], _d + 1) == 3: return 3
        L[0] = ((_st_vars[8] + 1) % 4)
        while True:
            st.budget -= 1
            if st.budget < 0: _spent957(st)
            if _p972(st, [L[0], None, None, None, None, None, None, None], _d + 1) == 3: return 3
            L[0] = ((L[0] + 1) % 4)
    except _ExitTo973 as _exited:
        if _exited.idx != 1: raise
        del st.events[_events:]

# <rulerun alienz.rules: play #276 78c6945a>
def _native(st, fr):
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
        if pc == 1:
            if True:
                pc = 2
            else:
                pc = 5
        if pc == 2:
            if st.thread_player == st.inline_thread:
                if _p974(st, [None], 1) == 3: return True
                pc = 3
            else:
                _a = [None]
                if len(st.cur) >= 500: raise _RuleLimit975(_k976)
                fr[1] = 3; st.cur.append([1, 0, _a]); return None
        if pc == 3:
            _r = _run977(st, L)
            if _r is not None:
                if _r == 3: return True
                st.cur.pop(); return None
            pc = 1
            _k += 1
            if _k > _lim and _over_limit952(_k, st, _d0): raise _Runaway951()
            continue
        if pc == 5:
            fr[1] = 6
            if _step978(st, fr): return True
            pc = 6
        raise RuntimeError('no step ' + str(pc) + ' in ' + _k979)

# <rulerun alienz.rules: rank #277 046eb803>
def _native(st, p):
    return (st.vars[0 + p], )

